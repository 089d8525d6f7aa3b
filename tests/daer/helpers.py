"""Building 大贰 positions for tests (through the position notation only)."""

from __future__ import annotations

from paixi.equipment.daer import CODES, DECK, counts_of, parse_cards


def _run(text: str) -> str:
    cards = parse_cards(text)
    return "".join(CODES[k] for k in cards) or "-"


def _sorted_run(text: str) -> str:
    """A hand or 过张 list as the game writes it (by kind): positions are read strictly."""
    return _run("".join(CODES[k] for k in sorted(parse_cards(text))))


def position(
    phase: str,
    seats: dict[int, dict[str, str]],
    *,
    dealer: int = 0,
    players: int = 4,
    options: str = "-",
    stock_top: str = "",
    in_flight: str = "",
    rounds: str = "1/1",
) -> str:
    """A position: ``seats[s]`` may give ``hand``, ``longs``, ``shown`` ("0"/"1"),
    ``melds`` (position syntax), ``pile``, ``guo``; the cards not placed go to
    the stock after ``stock_top`` (sorted); no 压底 cards."""
    used: list[int] = parse_cards(stock_top) + parse_cards(in_flight)
    fields = []
    for s in range(players):
        spec = seats.get(s, {})
        melds = spec.get("melds", "-")
        for m in melds.split("+") if melds != "-" else []:
            used += parse_cards(m.partition(":")[2])
        used += parse_cards(spec.get("hand", ""))
        used += [k for k in parse_cards(spec.get("longs", "")) for _ in range(4)]
        used += parse_cards(spec.get("pile", ""))
        shown = spec.get("shown", "1" if s == dealer else "0")
        fields.append(
            "/".join(
                (
                    _sorted_run(spec.get("hand", "")),
                    _run(spec.get("longs", "")),
                    shown,
                    melds,
                    _run(spec.get("pile", "")),
                    _sorted_run(spec.get("guo", "")),
                )
            )
        )
    left = counts_of(DECK)
    for k in used:
        left[k] -= 1
    assert min(left) >= 0, "more than four copies"
    stock = parse_cards(stock_top) + [k for k in range(20) for _ in range(left[k])]
    head = (
        f"daer {players} {options} round={rounds} dealer={dealer} "
        f"scores={','.join('0' for _ in range(players))} phase={phase} "
        f"stock={''.join(CODES[k] for k in stock) or '-'} known=0 dead=-"
    )
    return head + " | " + " | ".join(fields)
