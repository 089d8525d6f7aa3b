"""What the MCR scorer takes and gives (docs/specs/mcr.md §13, §14.1, §16, §17).

:class:`WinSituation` is how the hand was won (the winning tile and the §13
flags).
:class:`ScoreResult` lists every fan as a :class:`Fan` (number, names,
points per unit, count) in §14 order, the fan points, the total with flowers,
whether the 8-point minimum is met and the :class:`Settlement` of §17.
:func:`make_result` builds it from a ``{fan number: count}`` dict. Fans and
settlements are immutable and made once (shared by every result).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from paixi.equipment.mahjong import EAST, Tile
from paixi.games.mcr.fan_counts import FanCounts, counts_of
from paixi.games.mcr.fans import FAN_NAMES_EN, FAN_NAMES_ZH, FAN_POINTS, FLOWER_TILES
from paixi.native import mypyc_attr

MINIMUM: Final = 8
"""Points needed to declare a win, flowers excluded (§12)."""
BASE_POINTS: Final = 8
"""底分: paid by every non-winner (§17)."""


class WinSituation(NamedTuple):
    """How the hand was won (§13). Winds are the tiles 27-30 (East-North).

    A named tuple: compiled code reads its fields as tuple items, where an
    attribute of a Python class is a generic lookup (the scorer reads all
    eight for every hand).
    """

    win_tile: Tile
    self_drawn: bool = False
    last_copy: bool = False
    kong_related: bool = False
    wall_last: bool = False
    seat_wind: Tile = EAST
    prevalent_wind: Tile = EAST
    flowers: int = 0


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True, slots=True)
class Fan:
    """One scored fan: its number in §14.1, names, points per unit and count."""

    number: int
    name_en: str
    name_zh: str
    points: int
    count: int

    @property
    def value(self) -> int:
        """``points × count``."""
        return self.points * self.count


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True, slots=True)
class Settlement:
    """The payments of §17: winner's gain, the discarder's and each other loser's."""

    winner: int
    discarder: int | None
    each_other: int

    def to_json(self) -> dict[str, int | None]:
        """``{"winner", "discarder", "each_other"}`` as in the vectors (§19)."""
        return {"winner": self.winner, "discarder": self.discarder, "each_other": self.each_other}


class ScoreResult:
    """The score of a hand (§16, §17); ``fans`` in §14 order, flowers last.

    ``shape`` names the winning shape scored: standard, seven_pairs,
    thirteen_orphans, honours_and_knitted, knitted_straight, nine_gates or
    seven_shifted_pairs ("" when not a win). ``settlement`` is ``None`` below
    the 8-point minimum.

    A value like a frozen dataclass (equality, hash, repr, pickling by its
    fields), written out as a plain class so that mypyc compiles it to a
    struct: its read-only fields are then set in the constructor's C code,
    where a compiled frozen dataclass sets each through ``object.__setattr__``
    (a tenth of a hand's scoring). Compiled, assigning a field raises
    ``AttributeError``; run as Python, the fields are ``Final`` to the type checker.
    """

    __slots__ = ("fan_points", "fans", "is_win", "meets_minimum", "settlement", "shape", "total")

    def __init__(
        self,
        is_win: bool,
        fans: tuple[Fan, ...] = (),
        fan_points: int = 0,
        total: int = 0,
        meets_minimum: bool = False,
        settlement: Settlement | None = None,
        shape: str = "",
    ) -> None:
        self.is_win: Final = is_win
        self.fans: Final = fans
        self.fan_points: Final = fan_points
        self.total: Final = total
        self.meets_minimum: Final = meets_minimum
        self.settlement: Final = settlement
        self.shape: Final = shape

    def _fields(self) -> tuple[Any, ...]:
        return (
            self.is_win,
            self.fans,
            self.fan_points,
            self.total,
            self.meets_minimum,
            self.settlement,
            self.shape,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScoreResult) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        names = ("is_win", "fans", "fan_points", "total", "meets_minimum", "settlement", "shape")
        body = ", ".join(f"{n}={v!r}" for n, v in zip(names, self._fields(), strict=True))
        return f"ScoreResult({body})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (ScoreResult, self._fields())

    def to_json(self) -> dict[str, Any]:
        """The output fields of the vector format (§19), ``waits`` excepted."""
        return {
            "is_win": self.is_win,
            "fans": [[f.name_en, f.points, f.count] for f in self.fans],
            "fan_points": self.fan_points,
            "total": self.total,
            "meets_minimum": self.meets_minimum,
            "settlement": None if self.settlement is None else self.settlement.to_json(),
        }


# --- building results -----------------------------------------------------------------


def make_result(fans: dict[int, int], sit: WinSituation, shape: str) -> ScoreResult:
    """The :class:`ScoreResult` of the chosen fans: flowers, total, minimum, settlement (§17).

    ``fans`` holds no zero count; each fan is listed as its shared :class:`Fan`.
    """
    return settled_result(counts_of(fans), sit.flowers, sit.self_drawn, shape)


def settled_result(counts: FanCounts, flowers: int, self_drawn: bool, shape: str) -> ScoreResult:
    """:func:`make_result` of fans as :class:`~paixi.games.mcr.fan_counts.FanCounts`,
    with the situation's two fields it reads given."""
    listed: list[Fan] = []
    fan_points = counts.listed(_FAN_ENTRIES, listed)
    if flowers:
        listed.append(_FAN_VALUES[FLOWER_TILES][flowers])  # the last fan by number
    total = fan_points + flowers
    if fan_points < MINIMUM:
        return ScoreResult(True, tuple(listed), fan_points, total, False, None, shape)
    if total < len(_SETTLEMENTS):
        settlement = _SETTLEMENTS[total][self_drawn]
    else:
        settlement = _settle(self_drawn, total)
    return ScoreResult(True, tuple(listed), fan_points, total, True, settlement, shape)


def _settle(self_drawn: bool, total: int) -> Settlement:
    """The payments of §17 for a win of ``total`` points."""
    if self_drawn:
        return Settlement(3 * (BASE_POINTS + total), None, -(BASE_POINTS + total))
    return Settlement(3 * BASE_POINTS + total, -(BASE_POINTS + total), -BASE_POINTS)


_SETTLEMENTS: Final[tuple[tuple[Settlement, Settlement], ...]] = tuple(
    (_settle(False, total), _settle(True, total)) for total in range(256)
)
"""The settlements of totals 0-255 (claimed, self-drawn), made once at import
(every total of the test vectors; a higher one is settled when it occurs)."""

_FAN_VALUES: Final[tuple[tuple[Fan, ...], ...]] = tuple(
    tuple(
        Fan(number, FAN_NAMES_EN[number], FAN_NAMES_ZH[number], FAN_POINTS[number], count)
        for count in range(9)
    )
    for number in range(len(FAN_POINTS))
)
"""The :class:`Fan` of every fan number and count 0-8 (immutable, so shared)."""
_FAN_ENTRIES: Final[tuple[tuple[tuple[Fan, int], ...], ...]] = tuple(
    tuple((fan, fan.value) for fan in row) for row in _FAN_VALUES
)
""":data:`_FAN_VALUES` with each :class:`Fan`'s points × count."""

NO_WIN: Final = ScoreResult(False)
"""The result of a hand that is no winning shape."""
