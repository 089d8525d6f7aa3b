"""Claim windows of MCR: on a discard and on an added kong (docs/specs/mcr.md §7, §8).

After a discard the seats that may claim it (win, kong, pung, or chow for the
next seat) answer one by one, nearest to the discarder first; the answers
stay hidden until all are in, then the highest priority wins (win > kong =
pung > chow; among winners the first in turn order after the discarder).
After an added kong the seats that can win on the tile may rob it (抢杠和).
With the ``ask_all`` option every other seat is asked, pass-only for most.
:class:`ClaimsMixin` holds these steps of :class:`~paixi.games.mcr.game.McrState`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from paixi.equipment.mahjong import WIND_LETTERS
from paixi.games.mcr.actions import CHOW, HU, KONG, PASS, PUNG, Action
from paixi.games.mcr.fields import McrFields
from paixi.games.mcr.phases import Phase
from paixi.games.mcr.shanten import KEY_GROUP, KEY_UNIT
from paixi.games.mcr.tables import (
    CHOW_PARTNERS,
    CLAIM_KEYS,
    CODES,
    KONGS,
    OTHERS,
    PUNGS,
    chows_with,
    meld_of,
)
from paixi.games.mcr.winning import WinEvaluation

CLAIM, ROB, TURN = Phase.CLAIM, Phase.ROB, Phase.TURN
PASS_ONLY: tuple[dict[int, list[Action]], ...] = tuple(
    {s: [] for s in OTHERS[source]} for source in range(4)
)
"""Per discarder, the options of a window where nobody can claim (shared: never
modified; a window that changes its options copies them first)."""
NO_WINS: dict[int, WinEvaluation] = {}
"""The wins of a window where nobody can win (shared: never modified)."""
PASS_SEATS: tuple[list[int], ...] = tuple(list(OTHERS[source]) for source in range(4))
"""Per discarder, the seats of an ``ask_all`` window (shared: windows never
modify their seats)."""


@dataclass(slots=True)
class ClaimWindow:
    """A claim or robbing window: who answers, their options, the hidden answers.

    ``source``: the discarder, or the seat declaring the added kong; ``seats``
    in the order they answer (never modified: pass-only windows share their
    list, as they share ``options`` and ``wins``); ``options`` per seat (pass is
    always allowed besides); ``wins`` the evaluation of each seat that may win;
    ``script``, in a window where nobody can claim, each answer's prebuilt
    history entry and event (:data:`~.tables.PASS_SCRIPTS`), else empty.
    """

    tile: int
    source: int
    seats: list[int]
    options: dict[int, list[Action]]
    answers: list[Action]
    wins: dict[int, WinEvaluation]
    script: tuple[Any, ...] = ()


class ClaimsMixin(McrFields):
    """The claim and robbing windows of :class:`~paixi.games.mcr.game.McrState`."""

    def _open_claims(self, source: int, tile: int) -> ClaimWindow | None:
        """The claim window on a discard, or None if nobody can claim it (§7)."""
        if self._nobody_claims(source, tile):  # most discards: all pass-only, or no window
            if not self.options.ask_all:
                return None
            return ClaimWindow(tile, source, PASS_SEATS[source], PASS_ONLY[source], [], NO_WINS)
        return self._claim_window(source, tile)

    def _claim_window(self, source: int, tile: int) -> ClaimWindow | None:
        """:meth:`_open_claims` once :meth:`_nobody_claims` has said somebody may claim."""
        ask_all = self.options.ask_all
        last = self.front >= self.back  # the discard after the last draw: only wins (§10.2)
        seats: list[int] = []
        options: dict[int, list[Action]] = {}
        wins: dict[int, WinEvaluation] = {}
        for k in (1, 2, 3):
            s = (source + k) & 3
            waits = self._waits[s]
            if waits is None:
                waits = self._waits_of(s)
            held = self.counts[s][tile] if not last else 0
            chows = chows_with(self.counts[s], tile) if k == 1 and tile < 27 and not last else ()
            # most discards concern nobody: settle that before building anything
            if not (held >= 2 or chows or ask_all or tile in waits):
                continue
            opts: list[Action] = []
            if tile in waits:
                ev = self._evaluate(s, tile, self_drawn=False, kong_related=False)
                if ev.meets_minimum:
                    opts.append(HU)
                    wins[s] = ev
            if held >= 2:
                if held == 3:
                    opts.append(KONGS[tile])
                opts.append(PUNGS[tile])
            opts.extend(chows)
            if opts or ask_all:
                seats.append(s)
                options[s] = opts
        if not seats:
            return None
        return ClaimWindow(tile, source, seats, options, [], wins)

    def _nobody_claims(self, source: int, tile: int) -> bool:
        """Whether no seat can win, kong, pung or chow the discard ``tile`` (so
        that :meth:`_open_claims` would give None): the answer for most
        discards, found without building a window."""
        last = self.front >= self.back
        counts = self.counts
        all_waits = self._waits
        for s in OTHERS[source]:
            waits = all_waits[s]
            if tile in (waits if waits is not None else self._waits_of(s)):
                return False
            if not last and counts[s][tile] >= 2:
                return False
        if last or tile >= 27:
            return True
        held = counts[(source + 1) & 3]
        # a plain loop: a generator in any() costs more than the test itself
        for a, b, _ in CHOW_PARTNERS[tile]:  # noqa: SIM110
            if held[a] and held[b]:
                return False
        return True

    def _resolve_claims(self) -> None:
        """Win > kong = pung > chow; winners by turn order from the discarder (§7)."""
        w = self.window
        assert w is not None  # a claim or robbing window is open
        self.window = None
        if not w.wins and w.answers.count(PASS) == len(w.answers):  # all passed
            self._next_draw(w.source)
            return
        if HU in w.answers:  # the seats are in turn order from the discarder
            winner = w.seats[w.answers.index(HU)]
            self._settle_win(winner, w.source, w.wins[winner])
            return
        claim = None  # the first kong or pung, else the first chow
        for s, a in zip(w.seats, w.answers, strict=True):
            if a.kind == KONG or a.kind == PUNG:
                claim = (s, a)
                break
            if a.kind == CHOW and claim is None:
                claim = (s, a)
        if claim is None:
            self._next_draw(w.source)
            return
        seat, action = claim
        self.emit(
            CLAIM_KEYS[action.kind],
            seat,
            WIND_LETTERS[(seat - self.dealer) & 3],
            CODES[action.tile],
            w.source,
        )
        self.discards[w.source][-1][1] = 1
        tile = w.tile
        counts = self.counts[seat]
        keys = self._keys[seat]
        self._waits[seat] = None
        if action.kind == CHOW:
            start = action.tile
            for t in (start, start + 1, start + 2):
                if t != tile:
                    counts[t] -= 1
                    if keys is not None:
                        keys[KEY_GROUP[t]] -= KEY_UNIT[t]
            self.melds[seat].append(meld_of(CHOW, start, False, w.source))
        else:
            taken = 3 if action.kind == KONG else 2  # from the hand, besides the discard
            counts[tile] -= taken
            if keys is not None:
                keys[KEY_GROUP[tile]] -= taken * KEY_UNIT[tile]
            self.melds[seat].append(meld_of(action.kind, tile, False, w.source))
        self.turn = seat
        self._phase = TURN
        if action.kind == KONG:
            self._replacement_draw(seat, "kong")
        else:
            self.drawn = -1

    def _declare_kong(self, seat: int, tile: int) -> None:
        counts = self.counts[seat]
        self._waits[seat] = None
        self._keys[seat] = None
        if counts[tile] == 4:  # concealed kong 暗杠
            # its face stays with the declarer
            wind = WIND_LETTERS[(seat - self.dealer) & 3]
            self.emit(
                "concealed_kong",
                seat,
                wind,
                private=((seat, "concealed_kong_own", (seat, wind, CODES[tile])),),
            )
            counts[tile] = 0
            self.melds[seat].append(meld_of(KONG, tile, True, None))
            self._replacement_draw(seat, "kong")
            return
        self.emit("added_kong", seat, WIND_LETTERS[(seat - self.dealer) & 3], CODES[tile])
        w = self._open_robbing(seat, tile)
        if w is None:
            self._complete_added_kong(seat, tile)
        else:
            self.window = w
            self._phase = ROB

    def _open_robbing(self, source: int, tile: int) -> ClaimWindow | None:
        """Seats that may rob the added kong of ``tile`` with a legal win (§7)."""
        seats, options, wins = [], {}, {}
        for k in (1, 2, 3):
            s = (source + k) % 4
            if tile in self._waits_of(s):
                ev = self._evaluate(s, tile, self_drawn=False, kong_related=True)
                if ev.meets_minimum:
                    seats.append(s)
                    options[s] = [HU]
                    wins[s] = ev
                    continue
            if self.options.ask_all:
                seats.append(s)
                options[s] = []
        if not seats:
            return None
        return ClaimWindow(tile, source, seats, options, [], wins)

    def _resolve_rob(self) -> None:
        w = self.window
        assert w is not None  # a claim or robbing window is open
        self.window = None
        for s, a in zip(w.seats, w.answers, strict=True):
            if a == HU:
                self.counts[w.source][w.tile] -= 1  # the robbed tile leaves the kong's hand
                self._waits[w.source] = None
                self._keys[w.source] = None
                self._settle_win(s, w.source, w.wins[s])
                return
        self._phase = TURN
        self._complete_added_kong(w.source, w.tile)

    def _complete_added_kong(self, seat: int, tile: int) -> None:
        melds = self.melds[seat]
        i = next(i for i, m in enumerate(melds) if m.kind == "pung" and m.first == tile)
        melds[i] = meld_of(KONG, tile, False, melds[i].claimed_from)
        self.counts[seat][tile] -= 1
        self._replacement_draw(seat, "kong")
