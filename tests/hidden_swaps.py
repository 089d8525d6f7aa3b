"""States that differ from a given one only in what a seat cannot see, built
independently of the game's ``resample_hidden``: through positions, by
swapping hidden pieces between hands, stock and wall (docs/design.md: "two states
that differ only in what a seat cannot see give that seat equal
observations").

``hidden_swap(state, seat, rng)`` returns such a state, or None when the game
has no swapper or nothing hidden from ``seat`` can be swapped now.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from paixi.core.errors import PositionError
from paixi.core.game import State
from paixi.equipment.poker import GANDENGYAN_ORDER, ZHENGSHANGYOU_ORDER, RankOrder, parse_card

Fields = list[str]


def _swap_items(a: list[str], i: int, b: list[str], j: int) -> None:
    a[i], b[j] = b[j], a[i]


def _pick_pair(rng: random.Random, items: list[str]) -> tuple[int, int] | None:
    """Two positions of ``items`` holding different values."""
    for _ in range(20):
        i, j = rng.randrange(len(items)), rng.randrange(len(items))
        if items[i] != items[j]:
            return i, j
    return None


def _uno(f: Fields, seat: int, rng: random.Random) -> bool:
    hands = [h.split(",") if h != "-" else [] for h in f[0].split("/")]
    pile = f[1].split(",") if f[1] != "-" else []
    phase, to_act = f[4], f[5]
    fixed = {int(to_act)} if phase in ("drawn", "give") and to_act != "-" else set()
    hidden = [s for s, h in enumerate(hands) if s != seat and s not in fixed and h]
    if hidden and pile and rng.random() < 0.5:
        s = rng.choice(hidden)
        i, j = rng.randrange(len(hands[s])), rng.randrange(len(pile))
        if hands[s][i] == pile[j]:
            return False
        _swap_items(hands[s], i, pile, j)
    elif len(pile) >= 2:
        pair = _pick_pair(rng, pile)
        if pair is None:
            return False
        _swap_items(pile, pair[0], pile, pair[1])
    else:
        return False
    f[0] = "/".join(",".join(h) or "-" for h in hands)
    f[1] = ",".join(pile) or "-"
    return True


def _rank(card: str) -> str:
    body = card.split("#")[0]
    return body if body in ("BJ", "SJ") else body[:-1]


def _hands_text(hands: list[list[str]], order: RankOrder) -> str:
    """Poker hands as the games write them (rank order, then removal order):
    positions are read strictly."""
    return "/".join(
        ",".join(str(c) for c in order.sort_cards(parse_card(x) for x in h)) or "-" for h in hands
    )


def _zhengshangyou(f: Fields, seat: int, rng: random.Random) -> bool:
    if f[1] not in ("play", "return"):
        return False
    hands = [h.split(",") if h != "-" else [] for h in f[0].split("/")]
    hidden = [s for s, h in enumerate(hands) if s != seat and h]
    if len(hidden) < 2:
        return False
    a, b = rng.sample(hidden, 2)
    i, j = rng.randrange(len(hands[a])), rng.randrange(len(hands[b]))
    if _rank(hands[a][i]) == _rank(hands[b][j]):
        return False
    _swap_items(hands[a], i, hands[b], j)
    f[0] = _hands_text(hands, ZHENGSHANGYOU_ORDER)
    return True


def _gandengyan(f: Fields, seat: int, rng: random.Random) -> bool:
    if f[2] != "play":
        return False
    hands = [h.split(",") if h != "-" else [] for h in f[0].split("/")]
    stock = f[1].split(",") if f[1] != "-" else []
    hidden = [s for s, h in enumerate(hands) if s != seat and h]
    if not stock or not hidden:
        return False
    s = rng.choice(hidden)
    i, j = rng.randrange(len(hands[s])), rng.randrange(len(stock))
    if hands[s][i] == stock[j]:
        return False
    _swap_items(hands[s], i, stock, j)
    f[0] = _hands_text(hands, GANDENGYAN_ORDER)
    f[1] = ",".join(stock) or "-"
    return True


def _mcr(f: Fields, seat: int, rng: random.Random) -> bool:
    from paixi.equipment.mahjong import format_tiles, is_flower, parse_tiles, tile_code

    if f[5] not in ("turn", "claims", "robbing"):
        return False
    wall = f[4].split(",") if f[4] != "-" else []
    hands = [parse_tiles(h) if h != "-" else [] for h in f[0].split("/")]
    turn = int(f[6])
    hidden = [s for s in range(4) if s not in (seat, turn) and hands[s]]
    if f[5] == "turn" and hidden and wall and rng.random() < 0.5:
        s = rng.choice(hidden)
        i, j = rng.randrange(len(hands[s])), rng.randrange(len(wall))
        tile = parse_tiles(wall[j])[0]
        if is_flower(tile) or tile == hands[s][i]:
            return False
        wall[j], hands[s][i] = tile_code(hands[s][i]), tile
        f[0] = "/".join(format_tiles(sorted(h)).replace(" ", "") or "-" for h in hands)
    else:
        pair = _pick_pair(rng, wall) if len(wall) >= 2 else None
        if pair is None:
            return False
        _swap_items(wall, pair[0], wall, pair[1])
    f[4] = ",".join(wall) or "-"
    return True


def _chuiniu(f: Fields, seat: int, rng: random.Random) -> bool:
    if f[2] != "bid" and not f[2].startswith("reroll"):
        return False
    cups = f[0].split("/")
    hidden = [s for s, c in enumerate(cups) if s != seat and c != "-"]
    if not hidden:
        return False
    s = rng.choice(hidden)
    dice = list(cups[s])
    i = rng.randrange(len(dice))
    new = rng.choice([d for d in "123456" if d != dice[i]])
    dice[i] = new
    cups[s] = "".join(sorted(dice))
    f[0] = "/".join(cups)
    return True


def _ceyunqi(f: Fields, seat: int, rng: random.Random) -> bool:
    if f[0] == "-" or f[1] != "*":
        return False
    deal = f[0].split(",")
    pair = _pick_pair(rng, deal)
    if pair is None:
        return False
    _swap_items(deal, pair[0], deal, pair[1])
    f[0] = ",".join(deal)
    return True


def _chaiwugui(f: Fields, seat: int, rng: random.Random, exposure: str) -> bool:
    from paixi.games.chaiwugui.procedure import initially_face_up

    if f[0] == "-" or f[1] != "0":
        return False
    tiles = f[0].split(",")
    up = set(initially_face_up(exposure))
    down = [i for i in range(len(tiles)) if i not in up]
    for _ in range(20):
        i, j = rng.sample(down, 2)
        if tiles[i] != tiles[j]:
            _swap_items(tiles, i, tiles, j)
            f[0] = ",".join(tiles)
            return True
    return False


SWAPPERS: dict[str, Callable[[Fields, int, random.Random], bool]] = {
    "uno": _uno,
    "zhengshangyou": _zhengshangyou,
    "gandengyan": _gandengyan,
    "mcr": _mcr,
    "chuiniu": _chuiniu,
    "ceyunqi": _ceyunqi,
}


def hidden_swap(state: State, seat: int, rng: random.Random) -> State | None:
    """A state built from ``state``'s position with some pieces ``seat``
    cannot see swapped, or None (see the module docstring)."""
    gid = state.game.id
    parts = state.to_position().split(" ")
    head, fields = parts[:3], parts[3:]
    if gid == "chaiwugui":
        changed = _chaiwugui(fields, seat, rng, state.options.exposure)
    elif gid in SWAPPERS:
        changed = SWAPPERS[gid](fields, seat, rng)
    else:
        return None
    if not changed:
        return None
    try:
        return state.game.from_position(" ".join(head + fields), seed=1)
    except PositionError:
        # the swap moved something the table can tell (the ♥3 that decides
        # the first lead, the tile just drawn): not a pair that differs only
        # in hidden pieces, and the game rightly refuses it
        return None


__all__ = ["SWAPPERS", "Any", "hidden_swap"]
