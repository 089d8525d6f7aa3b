"""国标麻将 Chinese Official Mahjong: the four-player rules engine (docs/specs/mcr.md §4-§10, §17).

A game is ``rounds`` × 4 hands (or one hand with ``single_hand``). Each hand
starts at a chance node that shuffles the whole wall (:mod:`.wall`); after
that the only decisions are:

* the player on turn (after a draw, a replacement draw or a claim):
  ``hu`` (self-drawn win), ``kong <t>`` (concealed or added kong) or a discard;
* a **claim window** after each discard: the seats that can claim it (win,
  kong, pung, or chow for the next player) answer one by one, nearest to the
  discarder first; the answers stay hidden until all are in, then the
  highest priority wins (win > kong = pung > chow; among winners the first in
  turn order after the discarder), §7;
* a **robbing window** after an added kong: seats that can win on the tile
  answer ``hu`` or ``pass`` (§7, 抢杠和).

By default (option ``ask_all``) all three other seats are asked after every
discard and added kong — pass-only for most — so that the turn order reveals
nothing: not who could claim, nor even whether anyone could. With
``ask_all=false`` only seats that have a claim are asked, as the pause at a
real table would show; that is faster but lets every seat see who is being
asked (a seat asked about robbing a kong is waiting on that tile).

Flowers are set aside and replaced automatically (§9). A win must reach 8
points without flowers (§12); the scorer is only called when the shape
check says the hand is complete, which keeps random playouts fast.

The state is split by concern: this module holds the turn, draws, chance
and ``apply``'s fast path (a pass-only answer, a discard and the window it
opens, the next draw; tests/mcr/test_fast_paths.py holds it to the checked
path); :mod:`.match` the scores and log of the match; :mod:`.wall` the
wall and the deal; :mod:`.claims` the claim and robbing windows;
:mod:`.hidden` observations and ``resample_hidden``; :mod:`.settlement`
wins and payments; :mod:`.illegal` why an action is
illegal; :mod:`.tables` the prebuilt actions, melds, history entries and
event arguments of the hot path; :mod:`.phases` the :class:`~.phases.Phase`
of a hand; :mod:`.notation` the position notation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import compress
from typing import Any, ClassVar

from paixi.core.action_space import ActionSpace
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.options import option
from paixi.equipment.mahjong import NUM_FACES, WIND_LETTERS, Meld, is_flower
from paixi.games.mcr import notation
from paixi.games.mcr.actions import (
    DISCARD,
    HU,
    HU_KIND,
    PASS,
    Action,
    parse_action,
)
from paixi.games.mcr.claims import NO_WINS, PASS_ONLY, PASS_SEATS, ClaimsMixin, ClaimWindow
from paixi.games.mcr.hidden import HiddenInfoMixin
from paixi.games.mcr.illegal import why_illegal
from paixi.games.mcr.match import Match, MatchMixin
from paixi.games.mcr.phases import Phase
from paixi.games.mcr.settlement import BASE_POINTS, SettlementMixin
from paixi.games.mcr.shanten import (
    FOUR_BITS,
    KEY_GROUP,
    KEY_UNIT,
    group_keys,
    waits_from_keys,
)
from paixi.games.mcr.tables import (
    ACTION_SPACE,
    ANSWERED,
    CHOW_PARTNERS,
    CODES,
    DISCARD_EVENTS,
    DISCARDS,
    DRAW_EVENTS,
    ENTRIES,
    KONGS,
    LAST_DISCARDS,
    NO_WAITS,
    OTHERS,
    PASS_SCRIPTS,
    PASS_STEPS,
    format_counts,
)
from paixi.games.mcr.wall import DealMixin, Wall, shuffled_wall

DEAL, TURN, CLAIM, ROB, END = Phase
_TURN = TURN  # for tests and the position notation
_ONLY_PASS = [PASS]  # the legal list of a pass-only answer (cached, never modified)
# the same, in a window where nobody can claim (set by the discard that opens
# it): apply then knows every answer is a pass, in the order of PASS_SEATS
_ALL_PASS = [PASS]
__all__ = ["BASE_POINTS", "GAME", "Mcr", "McrOptions", "McrState", "Phase", "format_counts"]


@dataclass(frozen=True)
class McrOptions:
    """Options of docs/specs/mcr.md §20 that change play, plus two of the engine's.

    Not here: ``time_limit`` and ``timers`` (§6.7: clocks belong to a surface
    that plays in real time) and ``seat_rotation`` (§4: its pattern is left to
    the competition's regulations, which the spec does not give). Initial
    seating by lot is the match runner's: seat 0 deals the first hand.
    """

    rounds: int = option(4, min=1, max=4, help="rounds (圈) per game, each of four hands")
    single_hand: bool = option(False, help="play one hand only (dealer seat 0, prevalent East)")
    ask_all: bool = option(
        True,
        help="after every discard (and added kong) ask all three other seats, even those "
        "that cannot claim, so that not even the existence of a claim shows",
    )


class McrState(MatchMixin, DealMixin, ClaimsMixin, HiddenInfoMixin, SettlementMixin, State):
    """An MCR game in play (a match of hands).

    The match's scores and log are in :mod:`.match`, the deal in
    :mod:`.wall`, the claim windows in :mod:`.claims`, observations and
    resampling in :mod:`.hidden`, wins and settlement in :mod:`.settlement`.
    """

    def __init__(self, game: Game, players: int, options: McrOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self._match = Match([0, 0, 0, 0], [], 0)
        self.dealer = 0
        self._phase = DEAL
        self._legal: list[Action] | None = None
        self._reset_hand()

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- hand set-up -------------------------------------------------------------

    def _reset_hand(self) -> None:
        self.wall: list[int] = []
        self.front = 0
        self.back = 0
        self.counts = [[0] * NUM_FACES for _ in range(4)]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.flowers: list[list[int]] = [[], [], [], []]
        self.discards: list[list[list[int]]] = [[], [], [], []]  # [tile, claimed 0/1]
        self.turn = self.dealer
        self.drawn = -1  # the tile just drawn by ``turn`` (-1 after a claim)
        self.draw_kind = "wall"  # wall | kong | flower: where ``drawn`` came from
        self.drawn_completes = False  # whether ``drawn`` completed the hand's shape
        self._waits: list[frozenset[int] | None] = [None] * 4  # per seat, while it holds 13
        # per seat, the group keys of its concealed tiles for the wait search
        # (shanten.group_keys), kept up to date by draws, discards and claims;
        # None after any other change, to be recomputed when next needed
        self._keys: list[list[int] | None] = [None] * 4
        self.window: ClaimWindow | None = None
        self.last_discard: tuple[int, int] | None = None  # (seat, tile)

    @property
    def prevalent(self) -> int:
        """Prevalent wind 0-3 (E, S, W, N) of the current hand (§4)."""
        return min(self.hand_index, self.n_hands - 1) // 4

    def seat_wind(self, seat: int) -> int:
        """Seat wind 0-3 (E, S, W, N) of ``seat`` in the current hand (§4)."""
        return (seat - self.dealer) % 4

    def remaining(self) -> int:
        """Tiles left in the wall."""
        return self.back - self.front

    # --- turn structure -------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self._phase is END  # phases are the Phase members, never plain ints

    def current_player(self) -> int:
        phase = self._phase
        if phase == TURN:
            return self.turn
        if phase in (CLAIM, ROB):
            w = self.window
            assert w is not None  # a claim or robbing window is open
            return w.seats[len(w.answers)]
        return CHANCE if phase == DEAL else TERMINAL

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal[:]

    def _compute_legal(self) -> list[Action]:
        phase = self._phase
        if phase != TURN:
            if phase in (CLAIM, ROB):
                w = self.window
                assert w is not None  # a claim or robbing window is open
                opts = w.options[w.seats[len(w.answers)]]
                return [*opts, PASS] if opts else _ONLY_PASS
            return []
        seat = self.turn
        counts = self.counts[seat]
        discards = list(compress(DISCARDS, counts))
        if self.drawn < 0:  # after a chow or pung: discard only (§6.4)
            return discards
        out = [HU] if self.drawn_completes and self._self_drawn_win(seat) is not None else []
        if self.back > self.front:  # no kong when the wall is empty (§8)
            if 4 in counts:
                out.extend(KONGS[t] for t in range(NUM_FACES) if counts[t] == 4)
            for m in self.melds[seat]:
                if m.kind == "pung" and counts[m.tiles[0]]:
                    out.append(KONGS[m.tiles[0]])
        if out:
            out.extend(discards)
            return out
        return discards

    def apply(self, action: Any) -> None:
        """:meth:`State.apply`, with a shortcut for an action found in the cached
        legal list (what a playout or a search passes after ``legal_actions``):
        the same history entry, effect and events, without re-checking it.

        Anything else (text, a value not known legal yet, an illegal action)
        takes the base class's path, with its errors.
        """
        legal = self._legal
        if legal is _ALL_PASS and action is PASS:  # three steps in four: nobody can claim
            w = self.window
            assert w is not None  # a claim or robbing window is open
            answers = w.answers
            k = len(answers)
            answers.append(PASS)
            entry, args, private = w.script[k]
            history = self.history
            history.append(entry)
            log = self._events  # State._emit, inlined for the commonest step
            n = self._n_events
            if len(log) == n:
                log.append((len(history) - 1, "answered", args, private))
                self._n_events = n + 1
            else:
                self._emit("answered", args, private)
            if k == 2:  # all three passed: the next draw
                self._legal = None
                self.window = None
                self._next_draw(w.source)
                if self._phase is DEAL:  # the wall is empty: the next hand's wall
                    self._resolve_chance()
            return
        if legal is _ONLY_PASS and action is PASS:  # a pass-only answer in another window
            w = self.window
            assert w is not None  # a claim or robbing window is open
            answers = w.answers
            seats = w.seats
            k = len(answers)
            answers.append(PASS)
            entry, args, private = PASS_STEPS[self.dealer][seats[k]]
            history = self.history
            history.append(entry)
            log = self._events  # State._emit, inlined for the commonest step
            n = self._n_events
            if len(log) == n:
                log.append((len(history) - 1, "answered", args, private))
                self._n_events = n + 1
            else:
                self._emit("answered", args, private)
            k += 1
            if k != len(seats):  # the next seat's answers, as _compute_legal
                opts = w.options[seats[k]]
                if opts:
                    self._legal = [*opts, PASS]
                return
            self._legal = None
            if self._phase is CLAIM and answers.count(PASS) == k:  # all passed: the next draw
                self.window = None
                self._next_draw(w.source)
                if self._phase is DEAL:  # the wall is empty: the next hand's wall
                    self._resolve_chance()
            else:
                self._close_window()
            return
        if self._phase is TURN and type(action) is Action and action.kind == DISCARD:
            # a discard is legal on one's turn iff the tile is held (§6): checked
            # by identity with the listed action, without comparing it with others
            # (a negative tile cannot be identical to its DISCARDS entry)
            tile = action.tile
            seat = self.turn
            if tile < NUM_FACES and action is DISCARDS[tile] and self.counts[seat][tile]:
                self._legal = None
                self.history.append(ENTRIES[seat][action])
                self._discard(seat, tile)
                if self._phase is DEAL:  # the wall is empty: the next hand's wall
                    self._resolve_chance()
                return
        if legal is None or type(action) is not Action or action not in legal:
            super().apply(action)
            return
        self._legal = None
        if self._phase is TURN:  # a win or kong, without the general path's calls
            self.history.append(ENTRIES[self.turn][action])
            self._turn_action(action)
            if self._phase is DEAL:  # the hand is over: the next one's wall
                self._resolve_chance()
            return
        w = self.window  # a claim or robbing window's answer, as _apply_action
        assert w is not None  # a claim or robbing window is open
        seat = w.seats[len(w.answers)]
        self.history.append(ENTRIES[seat][action])
        self._apply_action(action)
        if self._phase is DEAL:
            self._resolve_chance()

    def _close_window(self) -> None:
        """After the last answer: the claim or robbing window's outcome (§7)."""
        if self._phase is CLAIM:
            self._resolve_claims()
        else:
            self._resolve_rob()
        if self._phase is DEAL:  # the hand is over: the next one's wall
            self._resolve_chance()

    def illegal_reason(self, action: Any) -> str | None:
        phase = self._phase
        if phase in (DEAL, END):
            return "the game is over" if phase == END else "the wall is being built"
        if not isinstance(action, Action):
            return "not an MCR action"
        if self._legal is None:
            self._legal = self._compute_legal()
        if action in self._legal:
            return None
        return why_illegal(self, action)

    def _apply_action(self, action: Action) -> None:
        self._legal = None
        if self._phase == TURN:
            self._turn_action(action)
            return
        w = self.window
        assert w is not None  # a claim or robbing window is open
        seat = w.seats[len(w.answers)]
        w.answers.append(action)
        # who answered is public (the turn order shows it), what only to the answerer
        self._emit("answered", *ANSWERED[seat][(seat - self.dealer) & 3][action])
        if len(w.answers) == len(w.seats):
            if self._phase == CLAIM:
                self._resolve_claims()
            else:
                self._resolve_rob()
        else:
            opts = w.options[w.seats[len(w.answers)]]
            self._legal = [*opts, PASS] if opts else _ONLY_PASS

    # --- own turn -----------------------------------------------------------------

    def _turn_action(self, action: Action) -> None:
        seat = self.turn
        kind = action.kind
        if kind == DISCARD:
            self._discard(seat, action.tile)
        elif kind == HU_KIND:
            self._settle_win(seat, None, self._self_drawn_win(seat))
        else:
            self._declare_kong(seat, action.tile)

    def _waits_of(self, seat: int) -> frozenset[int]:
        """Faces completing ``seat``'s hand of 13 (memoised until the hand changes)."""
        w = self._waits[seat]
        if w is None:
            counts = self.counts[seat]
            keys = self._keys[seat]
            if keys is None:
                keys = self._keys[seat] = group_keys(counts)
            found = waits_from_keys(keys, counts, len(self.melds[seat]))
            w = self._waits[seat] = frozenset(found) if found else NO_WAITS
        return w

    def _discard(self, seat: int, tile: int) -> None:
        """``seat`` discards ``tile``: the claim window it opens, or the next draw."""
        counts = self.counts
        counts[seat][tile] -= 1
        all_waits = self._waits
        all_waits[seat] = None
        keys = self._keys[seat]
        if keys is not None:
            keys[KEY_GROUP[tile]] -= KEY_UNIT[tile]
        self.discards[seat].append([tile, 0])
        log = self._events  # State._emit, inlined
        n = self._n_events
        args = DISCARD_EVENTS[self.dealer][seat][tile]
        if len(log) == n:
            log.append((len(self.history) - 1, "discard", args, ()))
            self._n_events = n + 1
        else:
            self._emit("discard", args)
        self.last_discard = LAST_DISCARDS[seat][tile]
        self.drawn = -1
        # as _nobody_claims, inlined: whether nobody can win, kong, pung or chow it
        nobody = True
        last = self.front >= self.back  # the discard after the last draw: only wins (§10.2)
        for s in OTHERS[seat]:
            waits = all_waits[s]
            if waits is None:  # as _waits_of, inlined: one seat's in most discards
                skeys = self._keys[s]
                if skeys is None:
                    waits = self._waits_of(s)
                else:
                    found = waits_from_keys(skeys, counts[s], len(self.melds[s]))
                    waits = all_waits[s] = frozenset(found) if found else NO_WAITS
            if tile in waits or (counts[s][tile] >= 2 and not last):
                nobody = False
                break
        if nobody and not last and tile < 27:
            held = counts[(seat + 1) & 3]
            for a, b, _ in CHOW_PARTNERS[tile]:
                if held[a] and held[b]:
                    nobody = False
                    break
        if nobody:  # most discards
            if not self.options.ask_all:
                self._next_draw(seat)
                return
            # every other seat answers pass only (the window's lists are shared)
            script = PASS_SCRIPTS[self.dealer][seat]
            w = ClaimWindow(tile, seat, PASS_SEATS[seat], PASS_ONLY[seat], [], NO_WINS, script)
            self._legal = _ALL_PASS
        else:
            opened = self._claim_window(seat, tile)
            if opened is None:
                self._next_draw(seat)
                return
            w = opened
            opts = w.options[w.seats[0]]  # the first answer's legal list, as _compute_legal
            self._legal = [*opts, PASS] if opts else _ONLY_PASS
        self.window = w
        self._phase = CLAIM

    # --- draws ---------------------------------------------------------------------

    def _next_draw(self, discarder: int) -> None:
        """The next player draws from the front; an empty wall ends the hand (§10.2)."""
        seat = (discarder + 1) & 3
        front = self.front
        if front >= self.back:
            self._settle_draw()
            return
        t = self.wall[front]
        self.front = front + 1
        self.turn = seat
        self._phase = TURN
        if t >= NUM_FACES:  # a flower: shown and replaced
            self.flowers[seat].append(t)
            self.emit("flower", seat, WIND_LETTERS[(seat - self.dealer) & 3], CODES[t])
            self._replacement_draw(seat, "flower")
        else:
            all_waits = self._waits
            waits = all_waits[seat]
            completes = t in (waits if waits is not None else self._waits_of(seat))
            self.drawn_completes = completes
            counts = self.counts[seat]
            counts[t] += 1
            all_waits[seat] = None
            keys = self._keys[seat]
            if keys is not None:
                keys[KEY_GROUP[t]] += KEY_UNIT[t]
                # most turns offer discards only (no win, no four in hand, no pung
                # to add to): their legal list now, as _compute_legal gives it
                if not completes and not (keys[0] | keys[1] | keys[2] | keys[3]) & FOUR_BITS:
                    for m in self.melds[seat]:
                        if m.kind == "pung" and counts[m.tiles[0]]:
                            break
                    else:
                        self._legal = list(compress(DISCARDS, counts))
            self.drawn = t
            self.draw_kind = "wall"
            args, private = DRAW_EVENTS[self.dealer][seat][t]
            log = self._events  # State._emit, inlined
            n = self._n_events
            if len(log) == n:
                log.append((len(self.history) - 1, "draw", args, private))
                self._n_events = n + 1
            else:
                self._emit("draw", args, private)

    def _replacement_draw(self, seat: int, kind: str) -> None:
        """Draw from the back after a kong or a flower, flowers again replaced (§8, §9)."""
        while True:
            if self.front >= self.back:  # a flower drawn last: the hand is drawn (§10.2)
                self._settle_draw()
                return
            self.back -= 1
            t = self.wall[self.back]
            if not is_flower(t):
                break
            self.flowers[seat].append(t)
            self.emit("flower", seat, WIND_LETTERS[(seat - self.dealer) & 3], CODES[t])
            kind = "flower"
        self.drawn_completes = t in self._waits_of(seat)
        self.counts[seat][t] += 1
        self._waits[seat] = None
        keys = self._keys[seat]
        if keys is not None:
            keys[KEY_GROUP[t]] += KEY_UNIT[t]
        self.drawn = t
        self.draw_kind = kind
        self.turn = seat
        self._phase = TURN
        wind = WIND_LETTERS[(seat - self.dealer) & 3]
        self.emit(
            "replacement", seat, wind, private=((seat, "replacement_own", (seat, wind, CODES[t])),)
        )

    # --- winning -------------------------------------------------------------------

    # --- chance -------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Wall:
        return shuffled_wall(rng)

    def _check_chance(self, event: Any) -> str | None:
        if not isinstance(event, Wall):
            return "not a wall"
        return event.problem()

    def _apply_chance(self, event: Wall) -> None:
        self._legal = None
        self._deal(event.tiles)

    # --- information --------------------------------------------------------------

    def clone(self) -> McrState:
        new = self._clone_shell()
        match = self._match  # its own record of the match (the shell shares the old one)
        new._match = Match(list(match.scores), list(match.hands_log), match.hand_index)
        new.wall = list(self.wall)
        new.counts = [list(c) for c in self.counts]
        new.melds = [list(m) for m in self.melds]
        new.flowers = [list(f) for f in self.flowers]
        new.discards = [[list(d) for d in pile] for pile in self.discards]
        new._waits = list(self._waits)
        new._keys = [None if k is None else list(k) for k in self._keys]
        if self.window is not None:
            w = self.window
            new.window = ClaimWindow(
                w.tile, w.source, list(w.seats), w.options, list(w.answers), w.wins
            )
        new._legal = None
        return new


class Mcr(Game):
    """国标麻将 Chinese Official Mahjong, docs/specs/mcr.md."""

    id = "mcr"
    name_zh = "国标麻将"
    name_en = "Chinese Official Mahjong"
    kind = "tiles"
    min_players = 4
    max_players = 4
    default_players = 4
    Options = McrOptions
    State = McrState
    bench_options: ClassVar[dict[str, Any]] = {"single_hand": True}
    bench_unit = "hands"

    def expected_return_sum(self, state: McrState) -> float:
        """§17: every payment goes from a loser to the winner."""
        return 0.0

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def extra_agents(self) -> dict[str, Any]:
        """``mcr-shape``: the agent that plays for shape alone (no points), the
        yardstick of the points-playing heuristic; ``mcr-defend``: the
        heuristic plus the danger of each discard (:mod:`.defend_agent`)."""
        from paixi.games.mcr.defend_agent import DefendingAgent
        from paixi.games.mcr.shape_agent import ShapeAgent

        return {"mcr-shape": ShapeAgent, "mcr-defend": DefendingAgent}

    def search_hints(self) -> Any:
        """Short playouts by a cheap policy, valued by the hands' distances to 8 points."""
        from paixi.games.mcr.search import search_hints

        return search_hints()

    def parse_chance(self, text: str) -> Wall:
        return Wall.parse(text)

    def action_space(self, players: int, options: McrOptions) -> ActionSpace:
        return ACTION_SPACE


GAME = Mcr()
