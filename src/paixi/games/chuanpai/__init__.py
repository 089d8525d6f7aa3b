"""川牌 chuānpái — the Sichuan long-card 卯/陀 game (rules/chuanpai.md)."""
