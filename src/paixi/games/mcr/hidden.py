"""What each MCR seat may know (docs/specs/mcr.md §6, §7; docs/design.md "hidden information").

:class:`HiddenInfoMixin` gives :class:`~paixi.games.mcr.game.McrState` its
``observation(seat)`` (own tiles; everyone's melds, discards, flowers and
tile counts; only its own options and answer in a claim window) and
``resample_hidden(seat, rng)`` (redeal what the seat cannot see, consistently
with what it saw), the information-set sampler of the search agents.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from paixi.core.options import options_to_dict
from paixi.equipment.mahjong import NUM_FACES, WIND_LETTERS, Meld, is_flower, tile_code
from paixi.games.mcr.actions import PASS
from paixi.games.mcr.claims import ClaimWindow
from paixi.games.mcr.fields import McrFields
from paixi.games.mcr.phases import LABELS, Phase
from paixi.games.mcr.shanten import is_complete
from paixi.games.mcr.tables import CODES, format_counts, format_flowers, meld_json

TURN, CLAIM, ROB, END = Phase.TURN, Phase.CLAIM, Phase.ROB, Phase.END


class HiddenInfoMixin(McrFields):
    """Observations and the resampling of hidden tiles for :class:`McrState`."""

    @property
    def visible(self) -> list[int]:
        """Copies of each face in sight (§13: for 和绝张): in the discard piles
        (a claimed discard counts once, in its set) and in the exposed sets; a
        new list of 34 counts. Derived rather than kept up to date: the state
        then stays under 30 attributes (see ``McrState``) and discards do less."""
        out = [0] * NUM_FACES
        for pile in self.discards:
            for t, claimed in pile:
                if not claimed:
                    out[t] += 1
        for melds in self.melds:
            for m in melds:
                if not m.concealed:
                    for t in m.tiles:
                        out[t] += 1
        return out

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees: its own tiles; everyone's melds (others' concealed
        kongs face down), discards, flowers and tile counts; the wall size;
        only its own options and answer in a claim window."""
        phase = self._phase
        in_hand = phase in (TURN, CLAIM, ROB)
        melds = []
        for s in range(4):
            shown: list[dict[str, Any]] = []
            for m in self.melds[s]:
                if m.concealed and s != seat:
                    shown.append({"type": "kong", "tiles": None, "concealed": True})
                else:  # "from": the seat the claimed tile came from (None: concealed)
                    shown.append({**meld_json(m), "from": m.claimed_from})
            melds.append(shown)
        counts = self.counts[seat]
        drawer = in_hand and phase == TURN and self.turn == seat and self.drawn >= 0
        window = None
        w = self.window
        if w is not None and in_hand:
            mine = None
            if seat in w.seats[: len(w.answers)]:
                mine = str(w.answers[w.seats.index(seat)])
            window = {
                "kind": "robbing" if phase == ROB else "claims",
                "tile": tile_code(w.tile),
                "from": w.source,
                "my_options": [str(a) for a in w.options.get(seat, [])] if seat in w.seats else [],
                "my_answer": mine,
            }
        return {
            "game": "mcr",
            "seat": seat,
            "options": dict(_options_json(self.options)),
            "phase": LABELS[phase],
            "hand_number": min(self.hand_index + 1, self.n_hands),
            "hands": self.n_hands,
            "dealer": self.dealer,
            "prevalent_wind": WIND_LETTERS[self.prevalent],
            "seat_winds": [WIND_LETTERS[self.seat_wind(s)] for s in range(4)],
            "scores": list(self.scores),
            "turn": self.turn if phase == TURN else None,
            "my_tiles": format_counts(counts) if in_hand else "",
            "my_drawn": tile_code(self.drawn) if drawer else None,
            # wall, kong (a kong's replacement: 杠上开花) or flower (§8, §13)
            "my_draw_kind": self.draw_kind if drawer else None,
            "concealed_counts": [sum(c) for c in self.counts] if in_hand else [0] * 4,
            "melds": melds,
            "discards": [[[CODES[t], c == 1] for t, c in pile] for pile in self.discards],
            "flowers": [format_flowers(f) for f in self.flowers],
            "wall_remaining": self.remaining() if in_hand else 0,
            "last_discard": [self.last_discard[0], tile_code(self.last_discard[1])]
            if self.last_discard
            else None,
            "window": window,
            "hands_log": [dict(h) for h in self.hands_log],
            "terminal": phase == END,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> Any:
        """Redeal the tiles ``seat`` cannot see (others' concealed tiles and
        face-down kongs, the wall) and the others' pending claim answers,
        consistently with what it saw.

        In a claim window the redeal is retried until the same seats can claim
        (the window's shape is implied by the turn structure); after 50 failed
        tries the hidden tiles are kept.
        """
        if self._phase not in (TURN, CLAIM, ROB):
            return self.clone()
        for _ in range(50):
            other = self.clone()
            other._redeal_hidden(seat, rng)
            if other._window_matches(self, seat, rng):
                return other
        other = self.clone()
        other._randomise_answers(seat, rng)
        return other

    def _redeal_hidden(self, seat: int, rng: random.Random) -> None:
        others = [s for s in range(4) if s != seat]
        pool = [t for s in others for t in range(NUM_FACES) for _ in range(self.counts[s][t])]
        # an added kong waiting on the robbing window: its tile was shown and
        # is still in the declarer's hand until the kong completes, so it stays there
        shown, shown_tile = -1, -1
        w = self.window
        if self._phase == ROB and w is not None and w.source != seat:
            shown, shown_tile = w.source, w.tile
            pool.remove(shown_tile)
        wall_part = self.wall[self.front : self.back]
        flowers = [t for t in wall_part if is_flower(t)]
        pool.extend(t for t in wall_part if not is_flower(t))
        hidden_kongs = [(s, i) for s in others for i, m in enumerate(self.melds[s]) if m.concealed]
        for s, i in hidden_kongs:  # their faces are face down: redraw them too
            pool.extend(self.melds[s][i].tiles)
        for s, i in hidden_kongs:
            face = rng.choice([t for t in set(pool) if pool.count(t) == 4])
            for _ in range(4):
                pool.remove(face)
            self.melds[s][i] = Meld.kong(face, True)
        pool.sort(key=lambda _t: rng.random())  # a uniform shuffle, faster than rng.shuffle
        i = 0
        for s in others:
            n = sum(self.counts[s]) - (s == shown)
            new = [0] * NUM_FACES
            for t in pool[i : i + n]:
                new[t] += 1
            i += n
            if s == shown:
                new[shown_tile] += 1
            self.counts[s] = new
            if s == self.turn and self.drawn >= 0:
                held = [t for t in range(NUM_FACES) if new[t]]
                self.drawn = rng.choice(held)
        rest = pool[i:] + flowers
        rest.sort(key=lambda _t: rng.random())
        self.wall = self.wall[: self.front] + rest + self.wall[self.back :]
        self._legal = None
        self._waits = [None] * 4
        self._keys = [None] * 4
        if self.turn != seat and self.drawn >= 0:
            t = self.turn
            self.drawn_completes = is_complete(self.counts[t], len(self.melds[t]))

    def _window_matches(self, original: Any, seat: int, rng: random.Random) -> bool:
        """Rebuild the window for the redealt tiles; True if the same seats can claim."""
        w = original.window
        if w is None:
            return True
        if original._phase == CLAIM:
            new = self._open_claims(w.source, w.tile)
        else:
            new = self._open_robbing(w.source, w.tile)
        if new is None or new.seats != w.seats:
            return False
        if seat in w.options:
            new.options = {**new.options, seat: w.options[seat]}  # may be shared: copied
        if seat in w.wins:
            new.wins = {**new.wins, seat: w.wins[seat]}
        new.answers = list(w.answers)
        self.window = new
        self._randomise_answers(seat, rng)
        return True

    def _randomise_answers(self, seat: int, rng: random.Random) -> None:
        w = self.window
        if w is None:
            return
        answers = list(w.answers)
        for i, s in enumerate(w.seats[: len(answers)]):
            if s != seat:
                answers[i] = rng.choice([*w.options[s], PASS])
        self.window = ClaimWindow(w.tile, w.source, list(w.seats), w.options, answers, w.wins)


@cache
def _options_json(options: Any) -> dict[str, Any]:
    """``options_to_dict`` memoised (options are frozen; callers copy the dict)."""
    return options_to_dict(options)
