"""测运气 cè yùnqì, "Testing One's Luck" (docs/specs/ceyunqi.md).

One player. After the shuffle all tiles lie face down; the action ``f=<i>``
(which must repeat the option ``first_index``) takes out the first tile, and
its partner follows by itself (the opening pair). Then every action is a take
of a ring-consecutive pair or scoring triplet; the game ends when none is left.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from paixi.core.action_space import ActionSpace
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.options import option, options_to_dict
from paixi.equipment.dominoes import (
    INDEX,
    PAIR_CLASS,
    Shuffle,
    render_tile,
    score_table,
)
from paixi.games.ceyunqi import actions as act
from paixi.games.ceyunqi import notation
from paixi.games.ceyunqi.actions import Action, First, Group
from paixi.games.ceyunqi.ring import PAIR_VALUE, band, groups


@dataclass(frozen=True)
class CeyunqiOptions:
    """Options of docs/specs/ceyunqi.md §4."""

    first_index: int = option(0, min=0, max=31, help="deal index of the first tile")
    opening_pair_counts: bool = option(True, help="the opening pair scores 3")
    wudian_value: int = option(
        0, min=0, sample_max=6, help="value of 五点 (0: not a group; any positive integer)"
    )
    kuai_threshold: int = option(14, choices=(14, 13), help="正快 needs the other halves >= this")
    grading: str = option("none", choices=("none", "yapai"), help="report the 牙牌神数 band")


class CeyunqiState(State):
    """A 测运气 game: the deal, the ring (remaining deal indices) and the takes so far."""

    def __init__(self, game: Game, players: int, options: CeyunqiOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.scores = score_table(options.kuai_threshold, options.wudian_value)
        self.tiles: list[str] = []
        self.types: list[int] = []
        self.ring: list[int] | None = None  # deal indices in ring order, once the first tile is out
        self.opening: tuple[int, int] | None = None
        self.taken: list[tuple[tuple[int, ...], int]] = []
        self._known: tuple[list[int] | None, list[tuple[tuple[int, ...], int]]] | None = None
        """``(ring, groups)``: the groups of that very ring list, remembered
        (a ring is replaced, never changed in place, so identity tells)."""

    def clone(self) -> CeyunqiState:
        """An independent copy: the lists are copied, the score table (9261
        entries, never changed) is shared."""
        new = self._clone_shell()
        new.tiles = list(self.tiles)
        new.types = list(self.types)
        new.taken = list(self.taken)
        return new

    def set_ring(self, keys: list[str]) -> None:
        """Start from an arbitrary ring of tiles, no opening step (§5, for tests)."""
        self.tiles = list(keys)
        self.types = [INDEX[k] for k in keys]
        self.ring = list(range(len(keys)))
        self.opening = None

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- protocol ------------------------------------------------------------

    def current_player(self) -> int:
        if not self.tiles:
            return CHANCE
        if self.ring is None:
            return 0
        return 0 if self._groups() else TERMINAL

    def _groups(self) -> list[tuple[tuple[int, ...], int]]:
        ring = self.ring
        known = self._known
        if known is not None and known[0] is ring:
            return known[1]
        if ring:
            types = self.types
            found = groups([types[i] for i in ring], self.scores)
            out = [(tuple([ring[p] for p in pos]), v) for pos, v in found]
        else:
            out = []
        self._known = (ring, out)
        return out

    def legal_actions(self) -> list[Action]:
        if self.current_player() != 0:
            return []
        if self.ring is None:
            return [First(self.options.first_index)]
        group = _GROUPS
        return [group[ix] for ix, _ in self._groups()]

    def illegal_reason(self, action: Any) -> str | None:
        reason = super().illegal_reason(action)
        if reason is None or self.current_player() != 0:
            return reason
        if isinstance(action, First):
            if self.ring is not None:
                return "the first tile was already taken"
            return f"the first tile is d[{self.options.first_index}] (option first_index)"
        if isinstance(action, Group):
            if self.ring is None:
                return "the first tile must be taken first (f=<index>)"
            gone = [i for i in action.indices if i not in self.ring]
            if gone:
                return f"tile {gone[0]} is no longer in the ring"
            return "those tiles are not consecutive in ring order, or are not a pair or scoring triplet"
        return reason

    def _apply_action(self, action: Action) -> None:
        if isinstance(action, First):
            first, partner = self._open(action.index)
            self.emit("open", first, partner, tuple(self.tiles))
            return
        found = self._groups()
        value = dict(found)[action.indices]
        self.emit("take", action.indices, value)
        self.taken.append((action.indices, value))
        gone = set(action.indices)
        before = self.ring or []
        ring = [i for i in before if i not in gone]
        self.ring = ring
        if len(ring) > 3:
            # the tile after the group (ring order) now follows the one before it
            follower = before[(before.index(action.indices[-1]) + 1) % len(before)]
            self._known = (ring, self._groups_after(ring, found, gone, follower))

    def _groups_after(
        self,
        ring: list[int],
        before: list[tuple[tuple[int, ...], int]],
        gone: set[int],
        follower: int,
    ) -> list[tuple[tuple[int, ...], int]]:
        """The groups of ``ring`` (4+ tiles) after a take, from those ``before``
        it: the groups that lost no tile stay (still consecutive), and the only
        new ones span the gap the take closed — the pair and the two triplets
        across it. Same order as :func:`groups`: pairs, then triplets, each by
        ring position."""
        kept = [g for g in before if gone.isdisjoint(g[0])]
        at = {d: p for p, d in enumerate(ring)}
        n = len(ring)
        q = at[follower]
        types = self.types
        a, b, c, d = ring[q - 2], ring[q - 1], ring[q], ring[(q + 1) % n]
        ta, tb, tc, td = types[a], types[b], types[c], types[d]
        if PAIR_CLASS[tb] == PAIR_CLASS[tc]:
            kept.append(((b, c), PAIR_VALUE))
        for ix, key in (((a, b, c), ta * 441 + tb * 21 + tc), ((b, c, d), tb * 441 + tc * 21 + td)):
            v = self.scores[key]
            if v > 0:
                kept.append((ix, v))
        kept.sort(key=lambda g: (len(g[0]), at[g[0][0]]))
        return kept

    def _open(self, first: int) -> tuple[int, int]:
        """Turn the row into the ring around ``first`` and its partner (returned)."""
        # §3 step 2: the partner is found anywhere in the row (one set: exactly one).
        partner = next(
            i
            for i, t in enumerate(self.types)
            if i != first and PAIR_CLASS[t] == PAIR_CLASS[self.types[first]]
        )
        self.opening = (first, partner)
        self.ring = [i for i in range(len(self.tiles)) if i not in self.opening]
        return first, partner

    def _sample_chance(self, rng: random.Random) -> Shuffle:
        return Shuffle.draw(rng)

    def _check_chance(self, event: Any) -> str | None:
        return None if isinstance(event, Shuffle) else "expected a shuffle of one set"

    def _apply_chance(self, event: Shuffle) -> None:
        self.tiles = list(event.keys)
        self.types = [INDEX[k] for k in self.tiles]
        self.emit("laid_out", len(self.tiles))  # face down

    def resample_hidden(self, seat: int, rng: random.Random) -> CeyunqiState:
        """Before the first tile everything is face down: any reshuffle is consistent."""
        other = self.clone()
        if self.tiles and self.ring is None:
            rng.shuffle(other.tiles)
            other.types = [INDEX[k] for k in other.tiles]
        return other

    # --- outcome -------------------------------------------------------------

    def score(self) -> int:
        """§3 step 6: opening pair (3, if it counts) plus the values taken."""
        opening = 3 if self.opening is not None and self.options.opening_pair_counts else 0
        return opening + sum(v for _, v in self.taken)

    def returns(self) -> list[float]:
        """The score (points for the one seat)."""
        return [float(self.score())]

    def result(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "score": self.score(),
            "opening": list(self.opening) if self.opening else None,
            "takes": [{"tiles": list(ix), "value": v} for ix, v in self.taken],
            "left": list(self.ring or []),
        }
        if self.options.grading == "yapai":
            out["band"] = band(self.score())
        return out

    def observation(self, seat: int) -> dict[str, Any]:
        ring = self.ring
        face_up = ring is not None  # §3 step 2 turns every tile up
        over = self.is_terminal()
        return {
            "game": "ceyunqi",
            "seat": seat,
            "options": _options_dict(self.options),
            "tiles": list(self.tiles) if face_up else [None] * len(self.tiles),
            "ring": list(ring) if ring is not None else None,
            "opening": list(self.opening) if self.opening else None,
            "takes": [{"tiles": list(ix), "value": v} for ix, v in self.taken],
            "score": self.score(),
            "terminal": over,
            "result": self.result() if over else None,
        }


class Ceyunqi(Game):
    """测运气 (Testing One's Luck), docs/specs/ceyunqi.md."""

    id = "ceyunqi"
    name_zh = "测运气"
    name_en = "Testing One's Luck"
    kind = "domino solitaire"
    min_players = max_players = default_players = 1
    Options = CeyunqiOptions
    State = CeyunqiState
    bench_unit = "games"

    def parse_action(self, text: str) -> Action:
        return act.parse_action(text)

    def parse_chance(self, text: str) -> Shuffle:
        return Shuffle.parse(text)

    def action_space(self, players: int, options: CeyunqiOptions) -> ActionSpace:
        return _SPACE

    def describe_action(self, action: Any, lang: str = "en") -> str:
        if isinstance(action, First):
            return (
                f"先取第{action.index + 1}张" if lang == "zh" else f"first tile d[{action.index}]"
            )
        if lang == "zh":
            return "取第" + "、".join(str(i + 1) for i in action.indices) + "张"
        return "take " + str(action)

    def render(self, observation: dict[str, Any], lang: str = "en") -> str:
        zh = lang == "zh"
        tiles = observation["tiles"]
        if observation["ring"] is None:
            return f"{len(tiles)}张牌背面朝上" if zh else f"{len(tiles)} tiles face down"
        ring = " ".join(f"{i}:{render_tile(tiles[i], lang)}" for i in observation["ring"])
        lines = [("一排: " if zh else "ring: ") + (ring or "-")]
        lines.append(("得分 " if zh else "score ") + str(observation["score"]))
        res = observation["result"]
        if res is not None and "band" in res:
            lines.append(res["band"])
        return "\n".join(lines)

    def event_text(self, key: str, args: Any, lang: str = "en", me: int | None = None) -> str:
        """One event in words: ``("take", (3, 4), 2)`` → "take tiles 3, 4: 2 points"."""
        zh = lang == "zh"
        if key == "laid_out":
            return f"{args[0]}张牌背面朝上" if zh else f"{args[0]} tiles laid face down"
        if key == "open":
            first, partner, tiles = args
            row = " ".join(render_tile(t, lang) for t in tiles)
            if zh:
                return f"取第{first + 1}张与第{partner + 1}张成对，全部翻开：{row}"
            return f"tiles {first} and {partner} pair off; all turned up: {row}"
        if key == "take":
            shown = ", ".join(map(str, args[0]))
            if zh:
                return "取第" + "、".join(str(i + 1) for i in args[0]) + f"张：{args[1]}分"
            return f"take tiles {shown}: {args[1]} points"
        return key

    def heuristic_agent(self, seat: int, seed: int | None = None) -> Any:
        from paixi.games.ceyunqi.agent import GreedyAgent

        return GreedyAgent()


_SPACE = act.action_space()
_GROUPS: dict[tuple[int, ...], Group] = {
    a.indices: a for a in map(_SPACE.action, range(_SPACE.size)) if isinstance(a, Group)
}
"""Each take of the action space by its indices: legal lists reuse these values."""


def _options_dict(options: CeyunqiOptions) -> dict[str, Any]:
    """The options as a fresh dict (``options_to_dict`` deep-copies: its items
    are made once per options value, as observations are hot)."""
    return dict(_options_items(options))


@cache
def _options_items(options: CeyunqiOptions) -> tuple[tuple[str, Any], ...]:
    return tuple(options_to_dict(options).items())


GAME = Ceyunqi()
