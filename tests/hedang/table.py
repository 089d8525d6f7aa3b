"""Building 合挡 positions for tests (through the position notation only)."""

from __future__ import annotations

from paixi.equipment.dominoes import SET_ORDER

PLAYERS = 4


def fill_hands(fixed: dict[int, list[str]], size: int = 8) -> tuple[list[list[str]], list[str]]:
    """Hands of ``size`` tiles: the ``fixed`` tiles, the rest dealt in set
    order from what remains, 1-2 first and 2-4 last so that no one gets a 杠
    by accident; and the tiles left over."""
    pool = ["1-2"] + [k for k in SET_ORDER if k not in ("1-2", "2-4")] + ["2-4"]
    for held in fixed.values():
        for t in held:
            pool.remove(t)
    hands = []
    for seat in range(PLAYERS):
        hand = list(fixed.get(seat, []))
        while len(hand) < size:
            hand.append(pool.pop(0))
        hands.append(hand)
    return hands, pool


def tiles(keys: list[str]) -> str:
    order = {k: i for i, k in enumerate(dict.fromkeys(SET_ORDER))}
    return ",".join(sorted(keys, key=order.__getitem__)) or "-"


def position(
    hands: list[list[str]],
    *,
    first: int = 0,
    roller: int = 0,
    phase: str = "play",
    shou: str = "0,0,0,0",
    tricks: str = "0,0,0,0",
    up: list[str] = (),
    down: list[list[str]] = ([], [], [], []),
    trick: str | None = None,
    last: str = "-",
    gang: str = "-",
    sale: str = "keep",
    options: str = "-",
    scores: str = "0,0,0,0",
) -> str:
    """A position line; the dice are chosen so that ``first`` is the first player."""
    total = (first - roller) % PLAYERS + 1
    a, b = {1: (2, 3), 2: (1, 1), 3: (1, 2), 4: (1, 3)}[total]
    if trick is None:
        trick = f"{first}:"
    return (
        f"hedang 4 {options} round=1/1 roller={roller} scores={scores} "
        f"deal=0:{a}-{b} phase={phase} hands={'/'.join(tiles(h) for h in hands)} "
        f"shou={shou} tricks={tricks} up={tiles(list(up))} "
        f"down={'/'.join(tiles(d) for d in down)} trick={trick} last={last} gang={gang} "
        f"sale={sale}"
    )


def rest_of_set(hands: list[list[str]]) -> list[str]:
    """The tiles not in ``hands`` (to put in ``up`` for an end-of-round position)."""
    gone = list(SET_ORDER)
    for h in hands:
        for k in h:
            gone.remove(k)
    return gone
