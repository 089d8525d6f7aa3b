"""The shuffled wall, the one chance event of an MCR hand, and the deal from
it (docs/specs/mcr.md §5).

The whole 144-tile order is drawn at once when a hand starts and written into
the history as ``wall 1m7z3f...`` (two characters per tile, front first), so
a record replays without the RNG. Normal draws take from the front,
replacement draws from the back. :class:`DealMixin` deals a hand from it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.mahjong import NUM_FACES, full_set, is_flower, parse_tiles, tile_code
from paixi.games.mcr.fields import McrFields
from paixi.games.mcr.phases import Phase
from paixi.games.mcr.shanten import waits_of_counts
from paixi.games.mcr.tables import format_counts, format_flowers

_SORTED_SET = tuple(sorted(full_set()))


@dataclass(frozen=True, slots=True)
class Wall:
    """The tile order of a new hand's wall: 144 tiles, index 0 is drawn first."""

    tiles: tuple[int, ...]

    def __str__(self) -> str:
        return "wall " + "".join(tile_code(t) for t in self.tiles)

    @classmethod
    def parse(cls, text: str) -> Wall:
        """Read ``wall <288 characters>``; :class:`NotationError` if malformed."""
        body = check_notation(text, "an MCR chance event")
        word, _, codes = body.partition(" ")
        if word != "wall" or not codes:
            raise NotationError(f"bad MCR chance event {text[:40]!r}: expected 'wall <tiles>'")
        return cls(tuple(parse_tiles(codes)))

    def problem(self) -> str | None:
        """Why these tiles are not one full set, or None."""
        if tuple(sorted(self.tiles)) != _SORTED_SET:
            return f"a wall holds each of the 144 tiles once, got {len(self.tiles)} tiles"
        return None


_FULL_SET = tuple(full_set())


def shuffled_wall(rng: random.Random) -> Wall:
    """A uniformly shuffled wall (§5.1).

    Sorting by independent uniform keys is a uniform permutation, and several
    times faster than ``rng.shuffle`` (one C-level sort instead of 143 Python
    calls), which matters in random playouts.
    """
    key = rng.random
    return Wall(tuple(sorted(_FULL_SET, key=lambda _t: key())))


class DealMixin(McrFields):
    """The deal of a hand (§5.2-§5.4) for :class:`~paixi.games.mcr.game.McrState`."""

    def _deal(self, tiles: tuple[int, ...]) -> None:
        """§5.2-§5.4: deal 13 each (dealer 14), then the initial flower replacement."""
        wall = self.wall = list(tiles)
        self.back = len(tiles)
        self.front = 53  # 13 each and the dealer's 14th
        dealer = self.dealer
        order = [(dealer + k) & 3 for k in range(4)]
        last = wall[52]
        for k, s in enumerate(order):  # three rounds of four tiles, then one each
            counts, flowers = self.counts[s], self.flowers[s]
            b = 4 * k
            hand = [*wall[b : b + 4], *wall[b + 16 : b + 20], *wall[b + 32 : b + 36], wall[48 + k]]
            if k == 0:
                hand.append(last)
            for t in hand:
                if t >= NUM_FACES:  # a flower
                    flowers.append(t)
                else:
                    counts[t] += 1
        self.drawn = last
        self.draw_kind = "wall"
        self._initial_flowers(order)
        hand_no, dealer = self.hand_index + 1, self.dealer
        shown = tuple(format_flowers(f) for f in self.flowers)
        self.emit(
            "deal",
            hand_no,
            dealer,
            shown,
            private=tuple(
                (s, "deal_own", (hand_no, dealer, shown, format_counts(self.counts[s])))
                for s in range(4)
            ),
        )
        # complete with the last tile iff it is one of the waits of the other 13
        # (cheaper than testing every shape of the 14)
        counts = self.counts[self.dealer]
        counts[self.drawn] -= 1
        self.drawn_completes = self.drawn in waits_of_counts(counts, 0)
        counts[self.drawn] += 1
        self.turn = self.dealer
        self._phase = Phase.TURN

    def _initial_flowers(self, order: list[int]) -> None:
        """Replace flowers from the back, in turn order, until nobody holds one (§5.3)."""
        need = [len(f) for f in self.flowers]
        while any(need):
            for s in order:
                k, need[s] = need[s], 0
                for _ in range(k):
                    self.back -= 1
                    t = self.wall[self.back]
                    if is_flower(t):
                        self.flowers[s].append(t)
                        need[s] += 1
                    else:
                        self.counts[s][t] += 1
                        if s == self.dealer:
                            self.drawn = t
                            self.draw_kind = "flower"
