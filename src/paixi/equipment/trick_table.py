"""Table mechanics shared by the 4-player domino trick games 三门老 and 合挡.

Both games (rules/sanmenlao.md, rules/hedang.md) deal 8 tiles to each of 4
seats and play tricks of :class:`~paixi.equipment.domino_units.TilePlay`
(face up or face down); face-down tiles are seen only by their owner. This
module holds what their states share: the per-seat view of a trick, the
redeal of hidden tiles for ``resample_hidden``, the tiles a seat has not
seen (for agents), and the pieces of their position notation.
"""

from __future__ import annotations

import math
import random
from typing import Any

from paixi.core.errors import PaixiError, PositionError
from paixi.equipment.domino_units import COPIES, TilePlay, Tiles, counts_of, parse_tiles, tiles_text
from paixi.equipment.dominoes import INDEX, KEYS

PLAYERS = 4


def trick_view(leader: int, plays: tuple[TilePlay, ...] | list[TilePlay], seat: int) -> list[dict]:
    """The plays of a trick as ``seat`` sees them: ``{seat, down, count, tiles}``
    per play, ``tiles`` None for another seat's face-down play."""
    out = []
    for k, p in enumerate(plays):
        s = (leader + k) % PLAYERS
        seen = not p.down or s == seat
        out.append(
            {
                "seat": s,
                "down": p.down,
                "count": len(p.tiles),
                "tiles": [KEYS[t] for t in p.tiles] if seen else None,
            }
        )
    return out


def redeal_hidden(
    seat: int,
    hands: list[Tiles],
    downs: list[Tiles],
    leader: int,
    plays: list[TilePlay],
    rng: random.Random,
) -> tuple[list[Tiles], list[Tiles], list[TilePlay]]:
    """Redeal what ``seat`` cannot see — the other hands, the other seats'
    face-down tiles of finished tricks and of the trick in progress — keeping
    every size. Returns new ``(hands, downs, plays)``."""
    others = [s for s in range(PLAYERS) if s != seat]
    pool = [t for s in others for t in hands[s] + downs[s]]
    hidden = [k for k, p in enumerate(plays) if p.down and (leader + k) % PLAYERS != seat]
    pool += [t for k in hidden for t in plays[k].tiles]
    rng.shuffle(pool)
    hands, downs, plays = list(hands), list(downs), list(plays)
    for s in others:
        n = len(hands[s])
        hands[s], pool = tuple(sorted(pool[:n])), pool[n:]
        n = len(downs[s])
        downs[s], pool = tuple(sorted(pool[:n])), pool[n:]
    for k in hidden:
        n = len(plays[k].tiles)
        plays[k], pool = TilePlay(tuple(sorted(pool[:n])), True), pool[n:]
    return hands, downs, plays


def unseen_tiles(obs: dict[str, Any]) -> Tiles:
    """The tiles an observation's seat has not seen: not in its hand, not
    played face up (``played_up``, the trick), not its own face-down tiles."""
    seen = obs["my_hand"] + obs["played_up"] + obs["my_down"]
    for p in obs["trick"]["plays"]:
        if p["tiles"] is not None:
            seen = seen + p["tiles"]
    c = counts_of(tuple(INDEX[k] for k in seen))
    return tuple(i for i in range(len(COPIES)) for _ in range(COPIES[i] - c[i]))


# --- position notation pieces -----------------------------------------------------


def tiles_field(tiles: Tiles) -> str:
    """Keys joined by ``,``; ``-`` for none."""
    return tiles_text(tiles, ",") or "-"


def read_tiles_field(text: str) -> Tiles:
    return () if text == "-" else parse_tiles(text, ",")


def plays_field(plays: tuple[TilePlay, ...] | list[TilePlay]) -> str:
    """Plays joined by ``,``; a play's keys joined by ``+``, prefixed ``v`` if face down."""
    return ",".join(("v" if p.down else "") + tiles_text(p.tiles, "+") for p in plays)


def read_plays_field(text: str) -> list[TilePlay]:
    out = []
    for part in text.split(",") if text else []:
        down = part.startswith("v")
        out.append(TilePlay(parse_tiles(part[1:] if down else part, "+"), down))
    return out


def number_field(x: float) -> str:
    """A number without a needless ``.0``."""
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def scores_field(text: str, step: float = 0.0) -> list[float]:
    """Four running scores (``,``-separated finite numbers summing to 0, each a
    multiple of ``step`` when given); :class:`PositionError` otherwise."""
    parts = text.split(",")
    try:
        scores = [float(p) for p in parts]
    except ValueError:
        scores = []
    if len(scores) != PLAYERS or not all(math.isfinite(x) for x in scores):
        raise PositionError("scores must be 4 finite numbers separated by commas")
    if step and any(not (x / step).is_integer() for x in scores):
        raise PositionError(f"scores must be multiples of {number_field(step)}")
    if abs(sum(scores)) > 1e-9 * max(1.0, *map(abs, scores)):
        raise PositionError("scores must sum to 0")
    return scores


def seat_field(text: str, what: str) -> int:
    if text not in ("0", "1", "2", "3"):
        raise PositionError(f"{what} must be a seat 0-3")
    return int(text)


def ints_field(text: str, what: str) -> list[int]:
    parts = text.split(",")
    if len(parts) != PLAYERS or not all(p.isdigit() for p in parts):
        raise PositionError(f"{what} must be {PLAYERS} whole numbers separated by commas")
    return [int(p) for p in parts]


def named_fields(fields: list[str], names: tuple[str, ...], game_id: str) -> dict[str, str]:
    """The ``name=value`` fields of a position, exactly ``names`` in order;
    :class:`PositionError` otherwise."""
    values: dict[str, str] = {}
    for word in fields:
        name, sep, value = word.partition("=")
        if not sep:
            raise PositionError(f"field {word[:20]!r} is not written name=value")
        values[name] = value
    if [w.partition("=")[0] for w in fields] != list(names):
        raise PositionError(f"a {game_id} position has these fields in order: " + " ".join(names))
    return values


def load_guarded(load: Any, state: Any, fields: list[str]) -> None:
    """Run a game's position reader ``load(state, fields)``; any malformed
    field becomes a :class:`PositionError` (a one-line message)."""
    try:
        load(state, fields)
    except PositionError:
        raise
    except PaixiError as exc:
        raise PositionError(f"bad position: {exc}") from None
    except (ValueError, IndexError, KeyError):
        raise PositionError("bad position: a field is malformed") from None


def check_tiles(
    hands: list[Tiles], up: Tiles, downs: list[Tiles], leader: int, plays: list[TilePlay], done: int
) -> None:
    """:class:`PositionError` unless the tiles are exactly one set and every
    seat holds ``8 - done`` tiles less what it played in the current trick
    (``done`` = 手 of finished tricks)."""
    every = [t for h in hands for t in h] + list(up)
    every += [t for d in downs for t in d] + [t for p in plays for t in p.tiles]
    counts = counts_of(tuple(every))
    for i, n in enumerate(counts):
        if n != COPIES[i]:
            raise PositionError(f"tile {KEYS[i]} appears {n} times; the set holds it {COPIES[i]}")
    if done > 8:
        raise PositionError("a round has only 8 手")
    if len(up) + sum(map(len, downs)) != 4 * done:
        raise PositionError("the tiles played in finished tricks must be 4 per 手")
    for k in range(PLAYERS):
        s = (leader + k) % PLAYERS
        played = len(plays[k].tiles) if k < len(plays) else 0
        if len(hands[s]) + played != 8 - done:
            raise PositionError(
                f"seat {s} holds {len(hands[s])} tiles; it should hold {8 - done - played}"
            )
