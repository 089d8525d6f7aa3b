"""Fixed-size numeric encodings of what a seat may see (observation tensors).

docs/design.md "RL": each game package has a ``tensor`` module with

- ``tensor_spec(players, options) -> TensorSpec``: the layout, a list of named
  :class:`Plane` values laid end to end in one flat vector;
- ``encode(observation, spec, out) -> None``: fills ``out`` (a list of
  ``spec.size`` zeros) from ``observation`` — the dict of
  :meth:`paixi.core.game.State.observation` for one seat, and nothing else,
  so the tensor can hold only what that seat may see.

A game may add ``encode_state(state, seat, spec, out) -> None``: the same
tensor read from the state's fields directly, skipping the observation dict
(:meth:`paixi.core.game.State.encode_observation`, the RL environments' hot
path). ``encode`` stays the reference: the fast encoder must equal it at
every step (tests/rl/test_fast_tensors.py) and read only what the seat's
observation shows.

The engine stays dependency-free: buffers are plain lists of floats, or an
``array("d")`` (any buffer taking ``out[i] = x`` and ``out[i] += x``);
:mod:`paixi.rl` wraps them in numpy arrays. Every value lies within its
plane's ``[low, high]`` (encoders clip), so an observation space of boxes can
be built from the spec alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from math import prod


@dataclass(frozen=True, slots=True)
class Plane:
    """One named block of the tensor.

    ``shape`` is the block's logical shape (row-major in the flat vector);
    ``low``/``high`` bound every value in it; ``doc`` says what an entry means
    (units, indexing).
    """

    name: str
    shape: tuple[int, ...]
    doc: str
    low: float = 0.0
    high: float = 1.0

    @property
    def size(self) -> int:
        return prod(self.shape)


class TensorSpec:
    """A layout: planes laid end to end in one flat vector of ``size`` floats.

    ``offset[name]`` is where a plane starts; ``lows``/``highs`` give each
    entry's bounds (lists of ``size`` floats).
    """

    def __init__(self, game_id: str, planes: Iterable[Plane]) -> None:
        self.game_id = game_id
        self.planes: tuple[Plane, ...] = tuple(planes)
        self.offset: dict[str, int] = {}
        pos = 0
        for plane in self.planes:
            if plane.name in self.offset:
                raise ValueError(f"plane {plane.name!r} appears twice")
            if plane.low > plane.high:
                raise ValueError(f"plane {plane.name!r} has low > high")
            self.offset[plane.name] = pos
            pos += plane.size
        self.size = pos

    def plane(self, name: str) -> Plane:
        for plane in self.planes:
            if plane.name == name:
                return plane
        raise KeyError(name)

    @property
    def lows(self) -> list[float]:
        return [p.low for p in self.planes for _ in range(p.size)]

    @property
    def highs(self) -> list[float]:
        return [p.high for p in self.planes for _ in range(p.size)]

    def zeros(self) -> list[float]:
        return [0.0] * self.size

    def view(self, buffer: Sequence[float], name: str) -> list[float]:
        """The entries of plane ``name`` in ``buffer`` (flat, row-major)."""
        start = self.offset[name]
        return list(buffer[start : start + self.plane(name).size])

    def describe(self) -> str:
        """The layout as a Markdown table (offset, plane, shape, range, meaning)."""
        rows = [
            f"Observation tensor of `{self.game_id}`: {self.size} floats.",
            "",
            "| offset | plane | shape | range | meaning |",
            "|---:|---|---|---|---|",
        ]
        for p in self.planes:
            shape = "×".join(str(n) for n in p.shape)
            rows.append(
                f"| {self.offset[p.name]} | `{p.name}` | {shape} | {_num(p.low)}..{_num(p.high)} "
                f"| {p.doc} |"
            )
        return "\n".join(rows)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def put(out: list[float], offset: int, value: float, low: float = 0.0, high: float = 1.0) -> None:
    """``out[offset] = value`` clipped to ``[low, high]``."""
    out[offset] = low if value < low else high if value > high else float(value)


def one_hot(out: list[float], offset: int, index: int | None, size: int) -> None:
    """Set ``out[offset + index]`` to 1 when ``0 <= index < size`` (None: all zero)."""
    if index is not None and 0 <= index < size:
        out[offset + index] = 1.0


def counts(out: list[float], offset: int, indices: Iterable[int], scale: float = 1.0) -> None:
    """Add ``scale`` at ``out[offset + i]`` for every ``i`` (repeats add up)."""
    for i in indices:
        out[offset + i] += scale
