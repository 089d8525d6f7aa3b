"""三门老 settlement (docs/specs/sanmenlao.md §6 and §7), as a pure function.

Amounts are kept in **half stakes** (integers), because 卖幺二四 multiplies by
1.5 and the spec wants exact amounts; callers multiply by ``stake / 2``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from paixi.equipment.dominoes import KEYS

if TYPE_CHECKING:
    from paixi.games.sanmenlao.game import SanmenlaoOptions

NORMAL, SOLD, BAOHUO, SWEEP = "normal", "sold", "baohuo", "sweep"


@dataclass(frozen=True, slots=True)
class Settlement:
    """The outcome of one round: ``kind`` (normal, sold, baohuo, sweep),
    ``halves`` (amount per seat in half stakes, summing to 0) and ``penalty``
    (True when the lone-top-tile rule made the first leader pay the sweep)."""

    kind: str
    halves: tuple[int, ...]
    penalty: bool = False


def settle(
    shou: list[int] | tuple[int, ...],
    jiepai: int,
    seller: int | None = None,
    baohuo: bool = False,
    rule1_seat: int | None = None,
    *,
    sold_seller: str = "exempt",
    rule1_penalty: bool = True,
) -> Settlement:
    """Settle a round from each seat's 手 (summing to 8) and the 接牌 seat.

    ``seller``: the seat whose 幺二四 won a trick other than the last (卖);
    ``baohuo``: 幺二四 won the last trick (抱活); ``rule1_seat``: the first
    leader, when he held exactly one top tile and did not lead it (§7).
    Sweep and 抱活 pay 24 to the winner and 8 by each other seat (×2, not
    stacked with ×1.5); a sweep by another seat than a rule-1 breaker is paid
    by the breaker alone. Otherwise 接牌 receives ``n + 4`` and the others
    ``n - 4``, ×1.5 when sold, the seller exempt from paying
    (``sold_seller="exempt"``: 接牌 absorbs his loss).
    """
    players = len(shou)
    sweeper = next((s for s in range(players) if shou[s] == sum(shou)), None)
    if sweeper is not None or baohuo:
        winner = sweeper if sweeper is not None else jiepai
        kind = SWEEP if sweeper is not None else BAOHUO
        if sweeper is not None and rule1_penalty and rule1_seat not in (None, sweeper):
            halves = [0] * players
            halves[sweeper], halves[rule1_seat] = 48, -48
            return Settlement(kind, tuple(halves), True)
        halves = [-16] * players
        halves[winner] = 16 * (players - 1)
        return Settlement(kind, tuple(halves))
    base = [n + 4 if s == jiepai else n - 4 for s, n in enumerate(shou)]
    if seller is None:
        return Settlement(NORMAL, tuple(2 * b for b in base))
    halves = [3 * b for b in base]
    if sold_seller == "exempt" and seller != jiepai and halves[seller] < 0:
        halves[jiepai] += halves[seller]
        halves[seller] = 0
    return Settlement(SOLD, tuple(halves))


def settle_round(
    shou: list[int],
    jiepai: int,
    seller: int | None,
    baohuo: bool,
    rule1: tuple[int, int] | None,
    options: SanmenlaoOptions,
) -> Settlement:
    """§6-7 under ``options``; ``rule1`` is ``(first leader, lone top tile)`` or None."""
    return settle(
        shou,
        jiepai,
        seller,
        baohuo,
        rule1[0] if rule1 else None,
        sold_seller=options.sold_seller,
        rule1_penalty=options.rule1_penalty,
    )


def summarize_round(
    round_no: int,
    shou: list[int],
    jiepai: int,
    seller: int | None,
    baohuo: bool,
    rule1: tuple[int, int] | None,
    options: SanmenlaoOptions,
) -> dict[str, Any]:
    """§8: a finished round as the result lists it: each seat's 手, 接牌, the
    settlement applied, the seller of 幺二四, the amounts (× stake) and, when
    the lone-top-tile rule made the first leader pay, ``penalty``."""
    s = settle_round(shou, jiepai, seller, baohuo, rule1, options)
    summary: dict[str, Any] = {
        "round": round_no,
        "shou": list(shou),
        "jiepai": jiepai,
        "settlement": s.kind,
        "seller": seller,
        "amounts": [h * options.stake / 2 for h in s.halves],
    }
    if s.penalty and rule1 is not None:
        summary["penalty"] = {"seat": rule1[0], "top_tile": KEYS[rule1[1]]}
    return summary
