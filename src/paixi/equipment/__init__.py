"""The physical sets: dominoes, poker cards, mahjong tiles, UNO cards, dice."""
