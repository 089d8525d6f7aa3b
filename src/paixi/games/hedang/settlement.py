"""合挡's settlement of a round (docs/specs/hedang.md §4.3, §6, §7): what the
state and its position notation both book."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paixi.games.hedang.model import PLAYERS

if TYPE_CHECKING:
    from paixi.games.hedang.game import HedangOptions


def banker_amounts(shou: list[int], banker: int) -> list[int]:
    """§6 in stakes: with ``n`` 手 the banker receives ``n - 3`` from each other
    seat (n ≥ 4) or pays each ``4 - n`` (n ≤ 3)."""
    n = shou[banker]
    each = n - 3 if n >= 4 else n - 4
    return [3 * each if s == banker else -each for s in range(PLAYERS)]


def round_change(shou: list[int], banker: int, seller: int | None, price: float) -> list[float]:
    """A settled round's whole change per seat in stakes: the banker's
    settlement (§6) plus, when the bank was bought from ``seller``, the
    ``price`` the buyer (the banker) paid him (§4.3)."""
    change = [float(x) for x in banker_amounts(shou, banker)]
    if seller is not None:
        change[banker] -= price
        change[seller] += price
    return change


def summarize_round(
    round_no: int, shou: list[int], banker: int, seller: int | None, options: HedangOptions
) -> dict[str, Any]:
    """§7: a settled round as the result lists it: each seat's 手, the banker,
    ``sale`` (None, or the ``seller``, ``buyer`` and ``price`` paid) and
    ``amounts``, the round's whole change per seat (sale included), × stake."""
    stake = options.stake
    sale = None
    if seller is not None:
        sale = {"seller": seller, "buyer": banker, "price": options.sale_price * stake}
    change = round_change(shou, banker, seller, options.sale_price)
    return {
        "round": round_no,
        "shou": list(shou),
        "banker": banker,
        "sold": seller is not None,
        "sale": sale,
        "amounts": [a * stake for a in change],
    }
