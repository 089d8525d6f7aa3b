"""Words of the lobby a 中文 reader reads in Chinese: kinds of game, bot seats.

The engine names a game's kind in English (``Game.kind``) and a stored seat
of a bot by its kind (``heuristic``); the lobby shows them through
:func:`kind_word` and :func:`seat_word` (the table page words bot seats the
same way, ``static/i18n.js``).
"""

from __future__ import annotations

KINDS_ZH = {
    "cards": "纸牌",
    "cards (mahjong family)": "纸牌（麻将类）",
    "cards (rummy)": "纸牌（碰胡类）",
    "dice": "骰子",
    "domino line game": "骨牌接龙",
    "domino solitaire": "骨牌单人",
    "domino trick game": "骨牌比大小",
    "shedding card game": "出牌类扑克",
    "tiles": "麻将牌",
}
BOTS = {
    "random": ("bot (random)", "随机机器人"),
    "heuristic": ("bot", "机器人"),
    "ismcts-fast": ("bot (search, fast)", "搜索机器人（快）"),
    "ismcts": ("bot (search)", "搜索机器人"),
    "ismcts-strong": ("bot (search, strong)", "搜索机器人（强）"),
    "human": ("open seat", "空位"),
}


def kind_word(kind: str, lang: str) -> str:
    """A game's kind (``"dice"``) for a reader of ``lang`` (``"骰子"``)."""
    return KINDS_ZH.get(kind, kind) if lang == "zh" else kind


def seat_word(name: str, lang: str) -> str:
    """A stored seat name: a person's own name as it is, a bot's kind in
    words (``heuristic`` → "bot" / "机器人")."""
    words = BOTS.get(name)
    if words is None:
        return name
    return words[1] if lang == "zh" else words[0]
