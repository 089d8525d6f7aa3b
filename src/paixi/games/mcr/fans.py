"""The 81 fans of Chinese Official Mahjong (docs/specs/mcr.md §14.1) and their exclusions (§14.2).

Each fan is an int 1-81 (its number in the spec's table). :data:`FAN_NAMES_EN`,
:data:`FAN_NAMES_ZH` and :data:`FAN_POINTS` are indexed by that number (index 0
unused). :data:`EXCLUDES` maps a fan to the fans it is "not counted with";
fans handled by a rule of §16 rather than a plain list (Pung of Terminals or
Honors next to wind and dragon pungs, the chow/pung combination caps) are
applied by the scorer itself.
"""

from __future__ import annotations

from typing import Final

BIG_FOUR_WINDS: Final = 1  # 大四喜
BIG_THREE_DRAGONS: Final = 2  # 大三元
ALL_GREEN: Final = 3  # 绿一色
NINE_GATES: Final = 4  # 九莲宝灯
FOUR_KONGS: Final = 5  # 四杠
SEVEN_SHIFTED_PAIRS: Final = 6  # 连七对
THIRTEEN_ORPHANS: Final = 7  # 十三幺
ALL_TERMINALS: Final = 8  # 清幺九
LITTLE_FOUR_WINDS: Final = 9  # 小四喜
LITTLE_THREE_DRAGONS: Final = 10  # 小三元
ALL_HONORS: Final = 11  # 字一色
FOUR_CONCEALED_PUNGS: Final = 12  # 四暗刻
PURE_TERMINAL_CHOWS: Final = 13  # 一色双龙会
QUADRUPLE_CHOW: Final = 14  # 一色四同顺
FOUR_PURE_SHIFTED_PUNGS: Final = 15  # 一色四节高
FOUR_PURE_SHIFTED_CHOWS: Final = 16  # 一色四步高
THREE_KONGS: Final = 17  # 三杠
ALL_TERMINALS_AND_HONORS: Final = 18  # 混幺九
SEVEN_PAIRS: Final = 19  # 七对
GREATER_HONORS_AND_KNITTED_TILES: Final = 20  # 七星不靠
ALL_EVEN_PUNGS: Final = 21  # 全双刻
FULL_FLUSH: Final = 22  # 清一色
PURE_TRIPLE_CHOW: Final = 23  # 一色三同顺
PURE_SHIFTED_PUNGS: Final = 24  # 一色三节高
UPPER_TILES: Final = 25  # 全大
MIDDLE_TILES: Final = 26  # 全中
LOWER_TILES: Final = 27  # 全小
PURE_STRAIGHT: Final = 28  # 清龙
THREE_SUITED_TERMINAL_CHOWS: Final = 29  # 三色双龙会
PURE_SHIFTED_CHOWS: Final = 30  # 一色三步高
ALL_FIVES: Final = 31  # 全带五
TRIPLE_PUNG: Final = 32  # 三同刻
THREE_CONCEALED_PUNGS: Final = 33  # 三暗刻
LESSER_HONORS_AND_KNITTED_TILES: Final = 34  # 全不靠
KNITTED_STRAIGHT: Final = 35  # 组合龙
UPPER_FOUR: Final = 36  # 大于五
LOWER_FOUR: Final = 37  # 小于五
BIG_THREE_WINDS: Final = 38  # 三风刻
MIXED_STRAIGHT: Final = 39  # 花龙
REVERSIBLE_TILES: Final = 40  # 推不倒
MIXED_TRIPLE_CHOW: Final = 41  # 三色三同顺
MIXED_SHIFTED_PUNGS: Final = 42  # 三色三节高
CHICKEN_HAND: Final = 43  # 无番和
LAST_TILE_DRAW: Final = 44  # 妙手回春
LAST_TILE_CLAIM: Final = 45  # 海底捞月
OUT_WITH_REPLACEMENT_TILE: Final = 46  # 杠上开花
ROBBING_THE_KONG: Final = 47  # 抢杠和
ALL_PUNGS: Final = 48  # 碰碰和
HALF_FLUSH: Final = 49  # 混一色
MIXED_SHIFTED_CHOWS: Final = 50  # 三色三步高
ALL_TYPES: Final = 51  # 五门齐
MELDED_HAND: Final = 52  # 全求人
TWO_CONCEALED_KONGS: Final = 53  # 双暗杠
TWO_DRAGON_PUNGS: Final = 54  # 双箭刻
OUTSIDE_HAND: Final = 55  # 全带幺
FULLY_CONCEALED_HAND: Final = 56  # 不求人
TWO_MELDED_KONGS: Final = 57  # 双明杠
LAST_TILE: Final = 58  # 和绝张
DRAGON_PUNG: Final = 59  # 箭刻
PREVALENT_WIND: Final = 60  # 圈风刻
SEAT_WIND: Final = 61  # 门风刻
CONCEALED_HAND: Final = 62  # 门前清
ALL_CHOWS: Final = 63  # 平和
TILE_HOG: Final = 64  # 四归一
DOUBLE_PUNG: Final = 65  # 双同刻
TWO_CONCEALED_PUNGS: Final = 66  # 双暗刻
CONCEALED_KONG: Final = 67  # 暗杠
ALL_SIMPLES: Final = 68  # 断幺
PURE_DOUBLE_CHOW: Final = 69  # 一般高
MIXED_DOUBLE_CHOW: Final = 70  # 喜相逢
SHORT_STRAIGHT: Final = 71  # 连六
TWO_TERMINAL_CHOWS: Final = 72  # 老少副
PUNG_OF_TERMINALS_OR_HONORS: Final = 73  # 幺九刻
MELDED_KONG: Final = 74  # 明杠
ONE_VOIDED_SUIT: Final = 75  # 缺一门
NO_HONORS: Final = 76  # 无字
EDGE_WAIT: Final = 77  # 边张
CLOSED_WAIT: Final = 78  # 坎张
SINGLE_WAIT: Final = 79  # 单钓将
SELF_DRAWN: Final = 80  # 自摸
FLOWER_TILES: Final = 81  # 花牌

_TABLE: tuple[tuple[int, str, str, int], ...] = (
    (BIG_FOUR_WINDS, "大四喜", "Big Four Winds", 88),
    (BIG_THREE_DRAGONS, "大三元", "Big Three Dragons", 88),
    (ALL_GREEN, "绿一色", "All Green", 88),
    (NINE_GATES, "九莲宝灯", "Nine Gates", 88),
    (FOUR_KONGS, "四杠", "Four Kongs", 88),
    (SEVEN_SHIFTED_PAIRS, "连七对", "Seven Shifted Pairs", 88),
    (THIRTEEN_ORPHANS, "十三幺", "Thirteen Orphans", 88),
    (ALL_TERMINALS, "清幺九", "All Terminals", 64),
    (LITTLE_FOUR_WINDS, "小四喜", "Little Four Winds", 64),
    (LITTLE_THREE_DRAGONS, "小三元", "Little Three Dragons", 64),
    (ALL_HONORS, "字一色", "All Honors", 64),
    (FOUR_CONCEALED_PUNGS, "四暗刻", "Four Concealed Pungs", 64),
    (PURE_TERMINAL_CHOWS, "一色双龙会", "Pure Terminal Chows", 64),
    (QUADRUPLE_CHOW, "一色四同顺", "Quadruple Chow", 48),
    (FOUR_PURE_SHIFTED_PUNGS, "一色四节高", "Four Pure Shifted Pungs", 48),
    (FOUR_PURE_SHIFTED_CHOWS, "一色四步高", "Four Pure Shifted Chows", 32),
    (THREE_KONGS, "三杠", "Three Kongs", 32),
    (ALL_TERMINALS_AND_HONORS, "混幺九", "All Terminals and Honors", 32),
    (SEVEN_PAIRS, "七对", "Seven Pairs", 24),
    (GREATER_HONORS_AND_KNITTED_TILES, "七星不靠", "Greater Honors and Knitted Tiles", 24),
    (ALL_EVEN_PUNGS, "全双刻", "All Even Pungs", 24),
    (FULL_FLUSH, "清一色", "Full Flush", 24),
    (PURE_TRIPLE_CHOW, "一色三同顺", "Pure Triple Chow", 24),
    (PURE_SHIFTED_PUNGS, "一色三节高", "Pure Shifted Pungs", 24),
    (UPPER_TILES, "全大", "Upper Tiles", 24),
    (MIDDLE_TILES, "全中", "Middle Tiles", 24),
    (LOWER_TILES, "全小", "Lower Tiles", 24),
    (PURE_STRAIGHT, "清龙", "Pure Straight", 16),
    (THREE_SUITED_TERMINAL_CHOWS, "三色双龙会", "Three-Suited Terminal Chows", 16),
    (PURE_SHIFTED_CHOWS, "一色三步高", "Pure Shifted Chows", 16),
    (ALL_FIVES, "全带五", "All Fives", 16),
    (TRIPLE_PUNG, "三同刻", "Triple Pung", 16),
    (THREE_CONCEALED_PUNGS, "三暗刻", "Three Concealed Pungs", 16),
    (LESSER_HONORS_AND_KNITTED_TILES, "全不靠", "Lesser Honors and Knitted Tiles", 12),
    (KNITTED_STRAIGHT, "组合龙", "Knitted Straight", 12),
    (UPPER_FOUR, "大于五", "Upper Four", 12),
    (LOWER_FOUR, "小于五", "Lower Four", 12),
    (BIG_THREE_WINDS, "三风刻", "Big Three Winds", 12),
    (MIXED_STRAIGHT, "花龙", "Mixed Straight", 8),
    (REVERSIBLE_TILES, "推不倒", "Reversible Tiles", 8),
    (MIXED_TRIPLE_CHOW, "三色三同顺", "Mixed Triple Chow", 8),
    (MIXED_SHIFTED_PUNGS, "三色三节高", "Mixed Shifted Pungs", 8),
    (CHICKEN_HAND, "无番和", "Chicken Hand", 8),
    (LAST_TILE_DRAW, "妙手回春", "Last Tile Draw", 8),
    (LAST_TILE_CLAIM, "海底捞月", "Last Tile Claim", 8),
    (OUT_WITH_REPLACEMENT_TILE, "杠上开花", "Out with Replacement Tile", 8),
    (ROBBING_THE_KONG, "抢杠和", "Robbing the Kong", 8),
    (ALL_PUNGS, "碰碰和", "All Pungs", 6),
    (HALF_FLUSH, "混一色", "Half Flush", 6),
    (MIXED_SHIFTED_CHOWS, "三色三步高", "Mixed Shifted Chows", 6),
    (ALL_TYPES, "五门齐", "All Types", 6),
    (MELDED_HAND, "全求人", "Melded Hand", 6),
    (TWO_CONCEALED_KONGS, "双暗杠", "Two Concealed Kongs", 6),
    (TWO_DRAGON_PUNGS, "双箭刻", "Two Dragon Pungs", 6),
    (OUTSIDE_HAND, "全带幺", "Outside Hand", 4),
    (FULLY_CONCEALED_HAND, "不求人", "Fully Concealed Hand", 4),
    (TWO_MELDED_KONGS, "双明杠", "Two Melded Kongs", 4),
    (LAST_TILE, "和绝张", "Last Tile", 4),
    (DRAGON_PUNG, "箭刻", "Dragon Pung", 2),
    (PREVALENT_WIND, "圈风刻", "Prevalent Wind", 2),
    (SEAT_WIND, "门风刻", "Seat Wind", 2),
    (CONCEALED_HAND, "门前清", "Concealed Hand", 2),
    (ALL_CHOWS, "平和", "All Chows", 2),
    (TILE_HOG, "四归一", "Tile Hog", 2),
    (DOUBLE_PUNG, "双同刻", "Double Pung", 2),
    (TWO_CONCEALED_PUNGS, "双暗刻", "Two Concealed Pungs", 2),
    (CONCEALED_KONG, "暗杠", "Concealed Kong", 2),
    (ALL_SIMPLES, "断幺", "All Simples", 2),
    (PURE_DOUBLE_CHOW, "一般高", "Pure Double Chow", 1),
    (MIXED_DOUBLE_CHOW, "喜相逢", "Mixed Double Chow", 1),
    (SHORT_STRAIGHT, "连六", "Short Straight", 1),
    (TWO_TERMINAL_CHOWS, "老少副", "Two Terminal Chows", 1),
    (PUNG_OF_TERMINALS_OR_HONORS, "幺九刻", "Pung of Terminals or Honors", 1),
    (MELDED_KONG, "明杠", "Melded Kong", 1),
    (ONE_VOIDED_SUIT, "缺一门", "One Voided Suit", 1),
    (NO_HONORS, "无字", "No Honors", 1),
    (EDGE_WAIT, "边张", "Edge Wait", 1),
    (CLOSED_WAIT, "坎张", "Closed Wait", 1),
    (SINGLE_WAIT, "单钓将", "Single Wait", 1),
    (SELF_DRAWN, "自摸", "Self-Drawn", 1),
    (FLOWER_TILES, "花牌", "Flower Tiles", 1),
)

FAN_COUNT: Final = 81
FAN_NAMES_ZH: Final[tuple[str, ...]] = ("", *tuple(zh for _, zh, _, _ in _TABLE))
FAN_NAMES_EN: Final[tuple[str, ...]] = ("", *tuple(en for _, _, en, _ in _TABLE))
FAN_POINTS: Final[tuple[int, ...]] = (0, *tuple(p for _, _, _, p in _TABLE))
FAN_BY_NAME: Final[dict[str, int]] = {en: n for n, _, en, _ in _TABLE} | {
    zh: n for n, zh, _, _ in _TABLE
}

# "Not counted with" (§14.2), 2006 lists. Pung of Terminals or Honors next to
# Big Three Winds and wind/dragon pungs is per pung and handled by the scorer
# (§16.3 steps 15-16); so is Fully Concealed Hand under Four Concealed Pungs.
EXCLUDES: dict[int, tuple[int, ...]] = {
    BIG_FOUR_WINDS: (
        BIG_THREE_WINDS,
        LITTLE_FOUR_WINDS,
        ALL_PUNGS,
        PREVALENT_WIND,
        SEAT_WIND,
        PUNG_OF_TERMINALS_OR_HONORS,
    ),
    BIG_THREE_DRAGONS: (DRAGON_PUNG, TWO_DRAGON_PUNGS, LITTLE_THREE_DRAGONS),
    ALL_GREEN: (HALF_FLUSH, ONE_VOIDED_SUIT),
    FOUR_KONGS: (
        THREE_KONGS,
        TWO_MELDED_KONGS,
        TWO_CONCEALED_KONGS,
        MELDED_KONG,
        CONCEALED_KONG,
        ALL_PUNGS,
        SINGLE_WAIT,
    ),
    ALL_TERMINALS: (
        ALL_PUNGS,
        DOUBLE_PUNG,
        TRIPLE_PUNG,
        NO_HONORS,
        ALL_TERMINALS_AND_HONORS,
        OUTSIDE_HAND,
        PUNG_OF_TERMINALS_OR_HONORS,
    ),
    LITTLE_FOUR_WINDS: (BIG_THREE_WINDS, PUNG_OF_TERMINALS_OR_HONORS),
    LITTLE_THREE_DRAGONS: (DRAGON_PUNG, TWO_DRAGON_PUNGS),
    ALL_HONORS: (
        ALL_PUNGS,
        ALL_TERMINALS_AND_HONORS,
        OUTSIDE_HAND,
        PUNG_OF_TERMINALS_OR_HONORS,
        ONE_VOIDED_SUIT,
    ),
    FOUR_CONCEALED_PUNGS: (
        ALL_PUNGS,
        THREE_CONCEALED_PUNGS,
        TWO_CONCEALED_PUNGS,
        CONCEALED_HAND,
        FULLY_CONCEALED_HAND,
    ),
    PURE_TERMINAL_CHOWS: (
        SEVEN_PAIRS,
        FULL_FLUSH,
        ALL_CHOWS,
        PURE_DOUBLE_CHOW,
        TWO_TERMINAL_CHOWS,
        NO_HONORS,
    ),
    QUADRUPLE_CHOW: (PURE_TRIPLE_CHOW, PURE_DOUBLE_CHOW, TILE_HOG, PURE_SHIFTED_PUNGS),
    FOUR_PURE_SHIFTED_PUNGS: (PURE_SHIFTED_PUNGS, PURE_TRIPLE_CHOW, ALL_PUNGS),
    FOUR_PURE_SHIFTED_CHOWS: (PURE_SHIFTED_CHOWS, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS),
    THREE_KONGS: (TWO_MELDED_KONGS, TWO_CONCEALED_KONGS, MELDED_KONG, CONCEALED_KONG),
    ALL_TERMINALS_AND_HONORS: (ALL_PUNGS, OUTSIDE_HAND, PUNG_OF_TERMINALS_OR_HONORS),
    SEVEN_PAIRS: (CONCEALED_HAND, FULLY_CONCEALED_HAND, SINGLE_WAIT),
    ALL_EVEN_PUNGS: (ALL_PUNGS, ALL_SIMPLES, NO_HONORS),
    FULL_FLUSH: (NO_HONORS, ONE_VOIDED_SUIT),
    PURE_TRIPLE_CHOW: (PURE_SHIFTED_PUNGS, PURE_DOUBLE_CHOW),
    PURE_SHIFTED_PUNGS: (PURE_TRIPLE_CHOW,),
    UPPER_TILES: (UPPER_FOUR, NO_HONORS),
    MIDDLE_TILES: (ALL_SIMPLES, NO_HONORS),
    LOWER_TILES: (LOWER_FOUR, NO_HONORS),
    PURE_STRAIGHT: (SHORT_STRAIGHT, TWO_TERMINAL_CHOWS),
    THREE_SUITED_TERMINAL_CHOWS: (MIXED_DOUBLE_CHOW, TWO_TERMINAL_CHOWS, NO_HONORS, ALL_CHOWS),
    ALL_FIVES: (ALL_SIMPLES, NO_HONORS),
    TRIPLE_PUNG: (DOUBLE_PUNG,),
    THREE_CONCEALED_PUNGS: (TWO_CONCEALED_PUNGS,),
    UPPER_FOUR: (NO_HONORS,),
    LOWER_FOUR: (NO_HONORS,),
    REVERSIBLE_TILES: (ONE_VOIDED_SUIT,),
    LAST_TILE_DRAW: (SELF_DRAWN,),
    OUT_WITH_REPLACEMENT_TILE: (SELF_DRAWN,),
    ROBBING_THE_KONG: (LAST_TILE,),
    MELDED_HAND: (SINGLE_WAIT,),
    TWO_CONCEALED_KONGS: (CONCEALED_KONG,),
    TWO_DRAGON_PUNGS: (DRAGON_PUNG,),
    FULLY_CONCEALED_HAND: (SELF_DRAWN, CONCEALED_HAND),
    TWO_MELDED_KONGS: (MELDED_KONG,),
    ALL_CHOWS: (NO_HONORS,),
    ALL_SIMPLES: (NO_HONORS,),
}

# Greater/Lesser Honors and Knitted Tiles (§14.2 fans 20, 34): shape fans whose
# concealment and wait fans are never counted.
EXCLUDES[GREATER_HONORS_AND_KNITTED_TILES] = (
    LESSER_HONORS_AND_KNITTED_TILES,
    ALL_TYPES,
    CONCEALED_HAND,
    FULLY_CONCEALED_HAND,
    SINGLE_WAIT,
)
EXCLUDES[LESSER_HONORS_AND_KNITTED_TILES] = (
    ALL_TYPES,
    CONCEALED_HAND,
    FULLY_CONCEALED_HAND,
    SINGLE_WAIT,
)
