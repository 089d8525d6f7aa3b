"""The 拆乌龟 layout and forced procedure (docs/specs/chaiwugui.md §1-3).

Positions are deal indices 0..31 (§1 deal mapping: the body row by row, then
H1 H2 T1 T2 FL1 FL2 FR1 FR2 BL1 BL2 BR1 BR2). ``exposure="columns"`` uses five
lines open at both ends; ``"half_columns"`` ten one-way chains (§2).
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.equipment.dominoes import INDEX, PAIR_CLASS

POSITION_NAMES: tuple[str, ...] = (
    *(f"B{r}{c}" for r in range(1, 5) for c in range(1, 6)),
    "H1",
    "H2",
    "T1",
    "T2",
    "FL1",
    "FL2",
    "FR1",
    "FR2",
    "BL1",
    "BL2",
    "BR1",
    "BR2",
)
_P = {name: i for i, name in enumerate(POSITION_NAMES)}


def _line(*names: str) -> tuple[int, ...]:
    return tuple(_P[n] for n in names)


COLUMNS: tuple[tuple[int, ...], ...] = (
    _line("FL2", "FL1", "B11", "B21", "B31", "B41", "BL1", "BL2"),
    _line("B12", "B22", "B32", "B42"),
    _line("H2", "H1", "B13", "B23", "B33", "B43", "T1", "T2"),
    _line("B14", "B24", "B34", "B44"),
    _line("FR2", "FR1", "B15", "B25", "B35", "B45", "BR1", "BR2"),
)
"""§2 ``columns``: five lines, top to bottom; both ends of each are face up."""

HALF_COLUMNS: tuple[tuple[int, ...], ...] = (
    _line("H2", "H1", "B13", "B23"),
    _line("FL2", "FL1", "B11", "B21"),
    _line("FR2", "FR1", "B15", "B25"),
    _line("B12", "B22"),
    _line("B14", "B24"),
    _line("T2", "T1", "B43", "B33"),
    _line("BL2", "BL1", "B41", "B31"),
    _line("BR2", "BR1", "B45", "B35"),
    _line("B42", "B32"),
    _line("B44", "B34"),
)
"""§2 ``half_columns``: ten chains; only the first remaining tile of each is face up."""


def lines_for(exposure: str) -> tuple[tuple[int, ...], ...]:
    return COLUMNS if exposure == "columns" else HALF_COLUMNS


def face_up(lines: list[list[int]], exposure: str) -> list[int]:
    """Face-up positions in §3 canonical order (a one-tile line listed once)."""
    out: list[int] = []
    for line in lines:
        if not line:
            continue
        out.append(line[0])
        if exposure == "columns" and len(line) > 1:
            out.append(line[-1])
    return out


@dataclass(frozen=True)
class TurtleResult:
    """§3 outputs: success, discard couples (keys), rounds with removals, positions left."""

    success: bool
    discard: tuple[tuple[str, str], ...]
    rounds: int
    left: tuple[int, ...]


def run(deal: tuple[str, ...] | list[str], exposure: str = "columns") -> TurtleResult:
    """Play §3 on ``d[0..31]`` to the end."""
    d = [PAIR_CLASS[INDEX[k]] for k in deal]
    lines = [list(line) for line in lines_for(exposure)]
    discard: list[tuple[int, int]] = []
    rounds = 0
    while True:
        up = face_up(lines, exposure)
        matched: set[int] = set()
        found: list[tuple[int, int]] = []
        for i, x in enumerate(up):
            if x in matched:
                continue
            for y in up[i + 1 :]:
                if y not in matched and d[x] == d[y]:
                    matched.update((x, y))
                    found.append((x, y))
                    break
        if not found:
            break
        rounds += 1
        discard.extend(found)
        for line in lines:
            line[:] = [p for p in line if p not in matched]
    left = tuple(p for line in lines for p in line)
    return TurtleResult(
        success=not left,
        discard=tuple((deal[x], deal[y]) for x, y in discard),
        rounds=rounds,
        left=left,
    )


def initially_face_up(exposure: str) -> list[int]:
    """The deal indices face up before any removal (CW-5)."""
    return face_up([list(line) for line in lines_for(exposure)], exposure)
