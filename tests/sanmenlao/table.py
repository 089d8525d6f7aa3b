"""Building 三门老 positions for tests (through the position notation only)."""

from __future__ import annotations

from paixi.equipment.dominoes import SET_ORDER

PLAYERS = 4


def fill_hands(fixed: dict[int, list[str]], size: int = 8) -> tuple[list[list[str]], list[str]]:
    """Hands of ``size`` tiles: the ``fixed`` tiles, the rest dealt in set
    order from what remains; and the tiles left over."""
    pool = list(SET_ORDER)
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
    lead: str = "-",
    rule1: str | None = None,
    zhizun: str = "-",
    options: str = "-",
    scores: str = "0,0,0,0",
) -> str:
    """A position line; the dice are chosen so that ``first`` is the first player."""
    total = (first - roller) % PLAYERS + 1  # 1..4 → dice totals 5..8 keep the same seat
    a, b = {1: (2, 3), 2: (1, 1), 3: (1, 2), 4: (1, 3)}[total]
    if trick is None:
        trick = f"{first}:"
    if rule1 is None:
        rule1 = "pending" if shou == "0,0,0,0" and trick.endswith(":") else "-"
    return (
        f"sanmenlao 4 {options} round=1/1 roller={roller} scores={scores} "
        f"deal=0:{a}-{b} phase={phase} hands={'/'.join(tiles(h) for h in hands)} "
        f"shou={shou} tricks={tricks} up={tiles(list(up))} "
        f"down={'/'.join(tiles(d) for d in down)} trick={trick} last={last} lead={lead} "
        f"rule1={rule1} zhizun={zhizun}"
    )
