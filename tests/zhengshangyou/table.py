"""Setting up 争上游 positions for the worked examples: chosen hands, chosen turn.

Positions are built in the game's notation (rules page, "Positions") and
read with ``GAME.from_position``, so a test never writes a private field.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from paixi.core.position import encode_options
from paixi.equipment.poker import ZHENGSHANGYOU_ORDER
from paixi.games.zhengshangyou import GAME, ZhengshangyouState
from tests.poker_table import allot


def past_hands(totals: list[int]) -> str:
    """Finished hands (``past`` field) that leave the match at ``totals`` under
    the default place points 2, 1 (``ValueError`` if no such hands exist)."""
    players = len(totals)
    if sum(totals) % 3:
        raise ValueError("totals not reachable with 2, 1 points")
    count = sum(totals) // 3
    if count == 0:
        return "-"
    for firsts in product(*(range(t // 2 + 1) for t in totals)):
        seconds = [t - 2 * f for t, f in zip(totals, firsts, strict=True)]
        if sum(firsts) != count or sum(seconds) != count:
            continue
        a = [s for s in range(players) for _ in range(firsts[s])]
        b = sorted((s for s in range(players) for _ in range(seconds[s])), key=seconds.__getitem__)
        b = b[::-1]
        # pair each first place with a different seat's second place
        shift = next(
            (k for k in range(count) if all(a[i] != b[(i + k) % count] for i in range(count))), None
        )
        if shift is None:
            continue
        past, dealer = [], 0
        for i in range(count):
            first, second = a[i], b[(i + shift) % count]
            order = [first, second, *(s for s in range(players) if s not in (first, second))]
            past.append(f"{dealer}:{','.join(map(str, order))}:3S")
            dealer = order[-1]
        return ";".join(past) or "-"
    raise ValueError("totals not reachable with 2, 1 points")


def table_position(
    hands: dict[int, str],
    to_act: int,
    players: int = 4,
    options: dict[str, Any] | None = None,
    scores: list[int] | None = None,
) -> str:
    """A position in play: the given hands (other seats hold ``4C 6D 8H``);
    the rest of the deck was played by ``to_act`` as singles in tricks now
    over, so that ``to_act`` leads the next trick. With ``scores`` the match
    has those totals from earlier hands (:func:`past_hands`); else this is
    the first hand."""
    opts = GAME.parse_options(options or {}, players)
    held, _, played = allot(hands, "4C 6D 8H", players, opts.decks)
    log = ",".join(f"{to_act}:{c}" for c in played) or "-"
    # hands as the game writes them (rank order, then removal order): positions are read strictly
    hand_text = "/".join(
        ",".join(str(c) for c in ZHENGSHANGYOU_ORDER.sort_cards(held[s])) or "-"
        for s in range(players)
    )
    totals = scores or [0] * players
    past = past_hands(totals)
    return (
        f"zhengshangyou {players} {encode_options(opts)} {hand_text} play {to_act} - "
        f"{log} {len(played)} {','.join(map(str, totals))} {past}"
    )


def table(
    hands: dict[int, str],
    to_act: int,
    players: int = 4,
    options: dict[str, Any] | None = None,
    scores: list[int] | None = None,
    chance: str = "auto",
) -> ZhengshangyouState:
    """The state of :func:`table_position` (``chance="manual"``: later chance
    events are given by the test)."""
    text = table_position(hands, to_act, players, options, scores)
    state = GAME.from_position(text, seed=1, chance=chance)
    assert isinstance(state, ZhengshangyouState)
    return state


def legal(state: ZhengshangyouState) -> set[str]:
    return {str(a) for a in state.legal_actions()}
