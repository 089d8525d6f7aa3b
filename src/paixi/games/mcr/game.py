"""国标麻将 Chinese Official Mahjong: the four-player rules engine (rules/mcr.md §4-§10, §17).

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
"""

from __future__ import annotations

import pickle
import random
from dataclasses import dataclass
from functools import cache
from itertools import compress
from typing import Any, ClassVar

from paixi.core.game import CHANCE, TERMINAL, ActionSpace, Game, HistoryEntry, State
from paixi.core.options import option, options_to_dict
from paixi.equipment.mahjong import (
    NUM_FACES,
    WIND_LETTERS,
    Meld,
    format_tiles,
    is_flower,
    tile_code,
)
from paixi.games.mcr import notation
from paixi.games.mcr.actions import (
    CHOW,
    CHOW_STARTS,
    DISCARD,
    HU,
    HU_KIND,
    KONG,
    PASS,
    PUNG,
    Action,
    action_space,
    chow,
    discard,
    kong,
    parse_action,
    pung,
)
from paixi.games.mcr.shanten import (
    KEY_GROUP,
    KEY_UNIT,
    group_keys,
    is_complete,
    waits_from_keys,
    waits_of_counts,
)
from paixi.games.mcr.wall import Wall, shuffled_wall
from paixi.games.mcr.winning import WinEvaluation, evaluate_win

_DEAL, _TURN, _CLAIM, _ROB, _END = range(5)
_PHASE_NAMES = ("deal", "turn", "claims", "robbing", "over")
BASE_POINTS = 8
"""底分: what every non-winner pays on top (§17)."""


@dataclass(frozen=True)
class McrOptions:
    """Options of rules/mcr.md §20 that change play, plus two of the engine's.

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


@dataclass
class _Window:
    """A claim or robbing window: who answers, their options, the hidden answers."""

    tile: int
    source: int  # the discarder, or the seat declaring the added kong
    seats: list[int]
    options: dict[int, list[Action]]
    answers: list[Action]
    wins: dict[int, WinEvaluation]


class McrState(State):
    """An MCR game in play (a match of hands)."""

    def __init__(self, game: Game, players: int, options: McrOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.n_hands = 1 if options.single_hand else 4 * options.rounds
        self._options_json = _options_json(options)
        self.hand_index = 0
        self.dealer = 0
        self.scores = [0, 0, 0, 0]
        self.hands_log: list[dict[str, Any]] = []
        self._phase = _DEAL
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
        self.visible = [0] * NUM_FACES  # copies in discard piles and exposed sets (§13)
        self.turn = self.dealer
        self.drawn = -1  # the tile just drawn by ``turn`` (-1 after a claim)
        self.draw_kind = "wall"  # wall | kong | flower: where ``drawn`` came from
        self.drawn_completes = False  # whether ``drawn`` completed the hand's shape
        self._waits: list[frozenset[int] | None] = [None] * 4  # per seat, while it holds 13
        # per seat, the group keys of its concealed tiles for the wait search
        # (shanten.group_keys), kept up to date by draws, discards and claims;
        # None after any other change, to be recomputed when next needed
        self._keys: list[list[int] | None] = [None] * 4
        self.window: _Window | None = None
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

    def _deal(self, tiles: tuple[int, ...]) -> None:
        """§5.2-§5.4: deal 13 each (dealer 14), then the initial flower replacement."""
        self.wall = list(tiles)
        self.front, self.back = 0, len(tiles)
        order = [(self.dealer + k) % 4 for k in range(4)]
        hands: list[list[int]] = [[], [], [], []]
        for _ in range(3):
            for s in order:
                hands[s].extend(self.wall[self.front : self.front + 4])
                self.front += 4
        for s in order:
            hands[s].append(self.wall[self.front])
            self.front += 1
        hands[self.dealer].append(self.wall[self.front])
        last = self.wall[self.front]
        self.front += 1
        for s in range(4):
            counts, flowers = self.counts[s], self.flowers[s]
            for t in hands[s]:
                if t >= NUM_FACES:  # a flower
                    flowers.append(t)
                else:
                    counts[t] += 1
        self.drawn = last
        self.draw_kind = "wall"
        self._initial_flowers(order)
        hand_no, dealer = self.hand_index + 1, self.dealer
        flowers = tuple(_format_flowers(f) for f in self.flowers)
        self.emit(
            "deal",
            hand_no,
            dealer,
            flowers,
            private=tuple(
                (s, "deal_own", (hand_no, dealer, flowers, format_counts(self.counts[s])))
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
        self._phase = _TURN

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

    # --- turn structure -------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self._phase == _END

    def current_player(self) -> int:
        phase = self._phase
        if phase == _TURN:
            return self.turn
        if phase in (_CLAIM, _ROB):
            w = self.window
            return w.seats[len(w.answers)]
        return CHANCE if phase == _DEAL else TERMINAL

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        phase = self._phase
        if phase != _TURN:
            if phase in (_CLAIM, _ROB):
                w = self.window
                return [*w.options[w.seats[len(w.answers)]], PASS]
            return []
        seat = self.turn
        counts = self.counts[seat]
        discards = list(compress(_DISCARDS, counts))
        if self.drawn < 0:  # after a chow or pung: discard only (§6.4)
            return discards
        out = [HU] if self.drawn_completes and self._self_drawn_win(seat) is not None else []
        if self.back > self.front:  # no kong when the wall is empty (§8)
            if 4 in counts:
                out.extend(_KONGS[t] for t in range(NUM_FACES) if counts[t] == 4)
            for m in self.melds[seat]:
                if m.kind == "pung" and counts[m.tiles[0]]:
                    out.append(_KONGS[m.tiles[0]])
        if out:
            out.extend(discards)
            return out
        return discards

    def apply(self, action: Any) -> None:
        """:meth:`State.apply`, with a shortcut for an action found in the cached
        legal list (what a playout or a search passes after ``legal_actions``):
        the same history entry and effect, without re-checking it.

        Anything else (text, a value not known legal yet, an illegal action)
        takes the base class's path, with its errors.
        """
        legal = self._legal
        if legal is None or type(action) is not Action or action not in legal:
            super().apply(action)
            return
        if self._phase == _TURN:  # the common case, without the calls of the general path
            self.history.append(_ENTRIES[self.turn][action])
            self._legal = None
            if action.kind == DISCARD:
                self._discard(self.turn, action.tile)
            else:
                self._turn_action(action)
        else:
            self.history.append(_ENTRIES[self.current_player()][action])
            self._apply_action(action)
        if self._phase == _DEAL:
            self._resolve_chance()

    def illegal_reason(self, action: Any) -> str | None:
        phase = self._phase
        if phase in (_DEAL, _END):
            return "the game is over" if phase == _END else "the wall is being built"
        if not isinstance(action, Action):
            return "not an MCR action"
        if self._legal is None:
            self._legal = self._compute_legal()
        if action in self._legal:
            return None
        return self._why_illegal(action)

    def _why_illegal(self, action: Action) -> str:
        """A specific reason for an action that is not legal now."""
        if self._phase == _TURN:
            if action.kind in (PUNG, CHOW) or action == PASS:
                return "there is no discard to claim; it is your turn to discard"
            if action == HU:
                return "the hand is not a complete hand worth 8 points on a self-draw"
            if action.kind == KONG:
                if self.drawn < 0:
                    return "no kong in the turn of a chow or pung claim (§6.4)"
                if self.remaining() == 0:
                    return "no kong when the wall is empty (§8)"
                return "a kong needs four of the tile in hand or a melded pung and the fourth"
            return f"you hold no {tile_code(action.tile)}"
        if self._phase == _ROB:
            return "only hu or pass when a kong may be robbed"
        if action.kind == DISCARD:
            return "a discard is awaiting claims: answer with a claim or pass"
        if action == HU:
            return "the tile does not complete a hand worth 8 points"
        if self.remaining() == 0:
            return "only a win may be claimed on the last discard (§10.2)"
        return "that claim is not possible with this tile and your hand"

    def _apply_action(self, action: Action) -> None:
        self._legal = None
        if self._phase == _TURN:
            self._turn_action(action)
            return
        w = self.window
        seat = w.seats[len(w.answers)]
        w.answers.append(action)
        # who answered is public (the turn order shows it), what only to the answerer
        self._emit("answered", *_ANSWERED[seat][(seat - self.dealer) & 3][action])
        if len(w.answers) == len(w.seats):
            if self._phase == _CLAIM:
                self._resolve_claims()
            else:
                self._resolve_rob()

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
            w = self._waits[seat] = frozenset(found) if found else _NO_WAITS
        return w

    def _discard(self, seat: int, tile: int) -> None:
        self.counts[seat][tile] -= 1
        self._waits[seat] = None
        keys = self._keys[seat]
        if keys is not None:
            keys[KEY_GROUP[tile]] -= KEY_UNIT[tile]
        self.discards[seat].append([tile, 0])
        self._emit("discard", _SEAT_TILE[seat][(seat - self.dealer) & 3][tile])
        self.visible[tile] += 1
        self.last_discard = (seat, tile)
        self.drawn = -1
        if not self.options.ask_all and self._nobody_claims(seat, tile):
            self._next_draw(seat)  # most discards: no window to build
            return
        w = self._open_claims(seat, tile)
        if w is None:
            self._next_draw(seat)
        else:
            self.window = w
            self._phase = _CLAIM

    def _open_claims(self, source: int, tile: int) -> _Window | None:
        """The claim window on a discard, or None if nobody can claim it (§7)."""
        last = self.front >= self.back  # the discard after the last draw: only wins (§10.2)
        ask_all = self.options.ask_all
        seats: list[int] = []
        options: dict[int, list[Action]] = {}
        wins: dict[int, WinEvaluation] = {}
        for k in (1, 2, 3):
            s = (source + k) & 3
            waits = self._waits[s]
            if waits is None:
                waits = self._waits_of(s)
            held = self.counts[s][tile] if not last else 0
            chows = _chows_with(self.counts[s], tile) if k == 1 and tile < 27 and not last else ()
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
                    opts.append(_KONGS[tile])
                opts.append(_PUNGS[tile])
            opts.extend(chows)
            if opts or ask_all:
                seats.append(s)
                options[s] = opts
        if not seats:
            return None
        return _Window(tile, source, seats, options, [], wins)

    def _nobody_claims(self, source: int, tile: int) -> bool:
        """Whether no seat can win, kong, pung or chow the discard ``tile`` (so
        that :meth:`_open_claims` would give None): the answer for most
        discards, found without building a window."""
        last = self.front >= self.back
        counts = self.counts
        all_waits = self._waits
        for s in _OTHERS[source]:
            waits = all_waits[s]
            if tile in (waits if waits is not None else self._waits_of(s)):
                return False
            if not last and counts[s][tile] >= 2:
                return False
        if last or tile >= 27:
            return True
        held = counts[(source + 1) & 3]
        # a plain loop: a generator in any() costs more than the test itself
        for a, b, _ in _CHOW_PARTNERS[tile]:  # noqa: SIM110
            if held[a] and held[b]:
                return False
        return True

    def _resolve_claims(self) -> None:
        """Win > kong = pung > chow; winners by turn order from the discarder (§7)."""
        w = self.window
        self.window = None
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
            _CLAIM_KEYS[action.kind],
            seat,
            WIND_LETTERS[(seat - self.dealer) & 3],
            _CODES[action.tile],
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
                    self.visible[t] += 1
                    if keys is not None:
                        keys[KEY_GROUP[t]] -= KEY_UNIT[t]
            self.melds[seat].append(_meld(CHOW, start, False, w.source))
        else:
            taken = 3 if action.kind == KONG else 2  # from the hand, besides the discard
            counts[tile] -= taken
            self.visible[tile] += taken
            if keys is not None:
                keys[KEY_GROUP[tile]] -= taken * KEY_UNIT[tile]
            self.melds[seat].append(_meld(action.kind, tile, False, w.source))
        self.turn = seat
        self._phase = _TURN
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
                private=((seat, "concealed_kong_own", (seat, wind, _CODES[tile])),),
            )
            counts[tile] = 0
            self.melds[seat].append(_meld(KONG, tile, True, None))
            self._replacement_draw(seat, "kong")
            return
        self.emit("added_kong", seat, WIND_LETTERS[(seat - self.dealer) & 3], _CODES[tile])
        w = self._open_robbing(seat, tile)
        if w is None:
            self._complete_added_kong(seat, tile)
        else:
            self.window = w
            self._phase = _ROB

    def _open_robbing(self, source: int, tile: int) -> _Window | None:
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
        return _Window(tile, source, seats, options, [], wins)

    def _resolve_rob(self) -> None:
        w = self.window
        self.window = None
        for s, a in zip(w.seats, w.answers, strict=True):
            if a == HU:
                self.counts[w.source][w.tile] -= 1  # the robbed tile leaves the kong's hand
                self._waits[w.source] = None
                self._keys[w.source] = None
                self._settle_win(s, w.source, w.wins[s])
                return
        self._phase = _TURN
        self._complete_added_kong(w.source, w.tile)

    def _complete_added_kong(self, seat: int, tile: int) -> None:
        melds = self.melds[seat]
        i = next(i for i, m in enumerate(melds) if m.kind == "pung" and m.first == tile)
        melds[i] = _meld(KONG, tile, False, melds[i].claimed_from)
        self.counts[seat][tile] -= 1
        self.visible[tile] += 1
        self._replacement_draw(seat, "kong")

    # --- draws ---------------------------------------------------------------------

    def _next_draw(self, discarder: int) -> None:
        """The next player draws from the front; an empty wall ends the hand (§10.2)."""
        seat = (discarder + 1) & 3
        if self.front >= self.back:
            self._settle_draw()
            return
        t = self.wall[self.front]
        self.front += 1
        self.turn = seat
        self._phase = _TURN
        if t >= NUM_FACES:  # a flower: shown and replaced
            self.flowers[seat].append(t)
            self.emit("flower", seat, WIND_LETTERS[(seat - self.dealer) & 3], _CODES[t])
            self._replacement_draw(seat, "flower")
        else:
            waits = self._waits[seat]
            self.drawn_completes = t in (waits if waits is not None else self._waits_of(seat))
            self.counts[seat][t] += 1
            self._waits[seat] = None
            keys = self._keys[seat]
            if keys is not None:
                keys[KEY_GROUP[t]] += KEY_UNIT[t]
            self.drawn = t
            self.draw_kind = "wall"
            self._emit("draw", *_DRAWS[seat][(seat - self.dealer) & 3][t])

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
            self.emit("flower", seat, WIND_LETTERS[(seat - self.dealer) & 3], _CODES[t])
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
        self._phase = _TURN
        wind = WIND_LETTERS[(seat - self.dealer) & 3]
        self.emit(
            "replacement", seat, wind, private=((seat, "replacement_own", (seat, wind, _CODES[t])),)
        )

    # --- winning -------------------------------------------------------------------

    def _self_drawn_win(self, seat: int) -> WinEvaluation | None:
        """The evaluation of a self-drawn win for ``seat`` now, or None if not legal."""
        if self.drawn < 0 or not self.drawn_completes:
            return None
        ev = self._evaluate(
            seat, self.drawn, self_drawn=True, kong_related=self.draw_kind == "kong"
        )
        return ev if ev.meets_minimum else None

    def _evaluate(
        self, seat: int, tile: int, *, self_drawn: bool, kong_related: bool
    ) -> WinEvaluation:
        """Score ``seat`` winning on ``tile`` in the present situation (§13)."""
        counts = list(self.counts[seat])
        if self_drawn:
            counts[tile] -= 1
        before = [t for t in range(NUM_FACES) for _ in range(counts[t])]
        visible = self.visible[tile]
        if not self_drawn and not kong_related:
            visible -= 1  # the discard itself is the winning tile, not one of the others
        return evaluate_win(
            before,
            self.melds[seat],
            tile,
            self_drawn=self_drawn,
            last_copy=visible >= 3,
            kong_related=kong_related,
            wall_last=self.remaining() == 0,
            seat_wind=self.seat_wind(seat),
            prevalent_wind=self.prevalent,
            flowers=len(self.flowers[seat]),
        )

    def _settle_win(self, winner: int, discarder: int | None, ev: WinEvaluation | None) -> None:
        """§17: 8 + value from the discarder (or from each on a self-draw), 8 from the others."""
        assert ev is not None
        value = ev.total
        delta = [0, 0, 0, 0]
        for s in range(4):
            if s == winner:
                continue
            pay = BASE_POINTS + value if discarder is None or s == discarder else BASE_POINTS
            delta[s] -= pay
            delta[winner] += pay
        tile = ev.win_tile
        hand = [t for t in range(NUM_FACES) for _ in range(self.counts[winner][t])]
        if discarder is not None:
            hand.append(tile)
        self.emit(
            "win",
            winner,
            WIND_LETTERS[(winner - self.dealer) & 3],
            -1 if discarder is None else discarder,
            tile_code(tile),
            format_tiles(sorted(hand)),
            value,
        )
        self._end_hand(
            {
                "winner": winner,
                "discarder": discarder,
                "self_drawn": discarder is None,
                "win_tile": tile_code(tile),
                "hand": format_tiles(sorted(hand)),
                "packs": [m.to_json() for m in self.melds[winner]],
                "flowers": len(self.flowers[winner]),
                "fans": [list(f) for f in ev.fans],
                "fan_points": ev.fan_points,
                "total": value,
                "delta": delta,
            }
        )

    def _settle_draw(self) -> None:
        self.emit("exhausted")
        self._end_hand({"winner": None, "discarder": None, "delta": [0, 0, 0, 0]})

    def _end_hand(self, outcome: dict[str, Any]) -> None:
        """Book the hand, pass the deal on (the dealer never repeats, §4)."""
        for s in range(4):
            self.scores[s] += outcome["delta"][s]
        self.hands_log.append(
            {
                "hand": self.hand_index + 1,
                "dealer": self.dealer,
                "prevalent_wind": WIND_LETTERS[self.prevalent],
                **outcome,
            }
        )
        self.window = None
        self.hand_index += 1
        if self.hand_index >= self.n_hands:
            self._phase = _END
            self.emit("game_over", tuple(self.scores))
            return
        self.dealer = (self.dealer + 1) % 4
        self._reset_hand()
        self._phase = _DEAL

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

    # --- outcome ------------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def result(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "hands_played": len(self.hands_log),
            "wins": [sum(1 for h in self.hands_log if h["winner"] == s) for s in range(4)],
            "hands": [dict(h) for h in self.hands_log],
        }

    # --- information --------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees: its own tiles; everyone's melds (others' concealed
        kongs face down), discards, flowers and tile counts; the wall size;
        only its own options and answer in a claim window."""
        phase = self._phase
        in_hand = phase in (_TURN, _CLAIM, _ROB)
        melds = []
        for s in range(4):
            shown = []
            for m in self.melds[s]:
                if m.concealed and s != seat:
                    shown.append({"type": "kong", "tiles": None, "concealed": True})
                else:  # "from": the seat the claimed tile came from (None: concealed)
                    shown.append({**_meld_json(m), "from": m.claimed_from})
            melds.append(shown)
        counts = self.counts[seat]
        window = None
        w = self.window
        if w is not None and in_hand:
            mine = None
            if seat in w.seats[: len(w.answers)]:
                mine = str(w.answers[w.seats.index(seat)])
            window = {
                "kind": "robbing" if phase == _ROB else "claims",
                "tile": tile_code(w.tile),
                "from": w.source,
                "my_options": [str(a) for a in w.options.get(seat, [])] if seat in w.seats else [],
                "my_answer": mine,
            }
        return {
            "game": "mcr",
            "seat": seat,
            "options": dict(self._options_json),
            "phase": _PHASE_NAMES[phase],
            "hand_number": min(self.hand_index + 1, self.n_hands),
            "hands": self.n_hands,
            "dealer": self.dealer,
            "prevalent_wind": WIND_LETTERS[self.prevalent],
            "seat_winds": [WIND_LETTERS[self.seat_wind(s)] for s in range(4)],
            "scores": list(self.scores),
            "turn": self.turn if phase == _TURN else None,
            "my_tiles": format_counts(counts) if in_hand else "",
            "my_drawn": tile_code(self.drawn)
            if in_hand and phase == _TURN and self.turn == seat and self.drawn >= 0
            else None,
            "concealed_counts": [sum(c) for c in self.counts] if in_hand else [0] * 4,
            "melds": melds,
            "discards": [[[_CODES[t], c == 1] for t, c in pile] for pile in self.discards],
            "flowers": [_format_flowers(f) for f in self.flowers],
            "wall_remaining": self.remaining() if in_hand else 0,
            "last_discard": [self.last_discard[0], tile_code(self.last_discard[1])]
            if self.last_discard
            else None,
            "window": window,
            "hands_log": [dict(h) for h in self.hands_log],
            "terminal": phase == _END,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> McrState:
        """Redeal the tiles ``seat`` cannot see (others' concealed tiles and
        face-down kongs, the wall) and the others' pending claim answers,
        consistently with what it saw.

        In a claim window the redeal is retried until the same seats can claim
        (the window's shape is implied by the turn structure); after 50 failed
        tries the hidden tiles are kept.
        """
        if self._phase not in (_TURN, _CLAIM, _ROB):
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
            n = sum(self.counts[s])
            new = [0] * NUM_FACES
            for t in pool[i : i + n]:
                new[t] += 1
            i += n
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

    def _window_matches(self, original: McrState, seat: int, rng: random.Random) -> bool:
        """Rebuild the window for the redealt tiles; True if the same seats can claim."""
        w = original.window
        if w is None:
            return True
        if original._phase == _CLAIM:
            new = self._open_claims(w.source, w.tile)
        else:
            new = self._open_robbing(w.source, w.tile)
        if new is None or new.seats != w.seats:
            return False
        if seat in w.options:
            new.options[seat] = w.options[seat]
        if seat in w.wins:
            new.wins[seat] = w.wins[seat]
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
        self.window = _Window(w.tile, w.source, list(w.seats), w.options, answers, w.wins)

    def fingerprint(self) -> bytes:
        """As the base class, without the cache of legal actions."""
        data = self._fingerprint_data()
        data.pop("_legal", None)
        return pickle.dumps(data)

    def clone(self) -> McrState:
        new = object.__new__(McrState)
        new.__dict__.update(self.__dict__)
        new.history = list(self.history)
        new._rng = random.Random()
        new._rng.setstate(self._rng.getstate())
        new.scores = list(self.scores)
        new.hands_log = list(self.hands_log)
        new.wall = list(self.wall)
        new.counts = [list(c) for c in self.counts]
        new.melds = [list(m) for m in self.melds]
        new.flowers = [list(f) for f in self.flowers]
        new.discards = [[list(d) for d in pile] for pile in self.discards]
        new.visible = list(self.visible)
        new._waits = list(self._waits)
        new._keys = [None if k is None else list(k) for k in self._keys]
        if self.window is not None:
            w = self.window
            new.window = _Window(
                w.tile, w.source, list(w.seats), w.options, list(w.answers), w.wins
            )
        new._legal = None
        return new


_CODES = tuple(tile_code(t) for t in range(42))
_CLAIM_KEYS = {CHOW: "chow", PUNG: "pung", KONG: "kong"}


def _event_tables() -> tuple[Any, Any, Any]:
    """Prebuilt event arguments by seat, seat wind (0-3 from the dealer) and
    tile or answer, for the events of every step (discards, draws, claim
    answers): a playout then emits without building anything."""
    space = action_space()
    seat_tile = [
        [[(s, WIND_LETTERS[r], _CODES[t]) for t in range(42)] for r in range(4)] for s in range(4)
    ]
    draws = [
        [
            [
                ((s, WIND_LETTERS[r]), ((s, "draw_own", (s, WIND_LETTERS[r], _CODES[t])),))
                for t in range(42)
            ]
            for r in range(4)
        ]
        for s in range(4)
    ]
    answers = [
        [
            {
                a: ((s, WIND_LETTERS[r]), ((s, "answer", (s, WIND_LETTERS[r], str(a))),))
                for a in (space.action(i) for i in range(space.size))
            }
            for r in range(4)
        ]
        for s in range(4)
    ]
    return seat_tile, draws, answers


_SEAT_TILE, _DRAWS, _ANSWERED = _event_tables()
_SUIT_LETTERS = "mpsz"


def format_counts(counts: list[int]) -> str:
    """The canonical tile string of a counts vector (as ``format_tiles``, faster)."""
    groups = []
    for g, (lo, hi) in enumerate(((0, 9), (9, 18), (18, 27), (27, 34))):
        digits = "".join(str(t - lo + 1) * counts[t] for t in range(lo, hi) if counts[t])
        if digits:
            groups.append(digits + _SUIT_LETTERS[g])
    return " ".join(groups)


def _format_flowers(flowers: list[int]) -> str:
    """Flowers set aside, canonical (``"124f"``; none -> ``""``)."""
    return "".join(str(t - 33) for t in sorted(flowers)) + "f" if flowers else ""


@cache
def _meld(kind: int, tile: int, concealed: bool, source: int | None) -> Meld:
    """The meld of action ``kind`` (CHOW, PUNG or KONG) on ``tile`` (a chow's
    lowest tile), memoised: melds are immutable and building one validates
    its tiles, which is needless for the game's own well-formed melds."""
    if kind == CHOW:
        return Meld.chow(tile, source)
    if kind == PUNG:
        return Meld.pung(tile, source)
    return Meld.kong(tile, concealed, source)


@cache
def _options_json(options: McrOptions) -> dict[str, Any]:
    """``options_to_dict`` memoised (options are frozen; callers never modify it)."""
    return options_to_dict(options)


@cache
def _meld_json(meld: Meld) -> dict[str, Any]:
    """``Meld.to_json`` memoised (melds are immutable; callers copy the dict)."""
    return meld.to_json()


def _chows_with(counts: list[int], tile: int) -> list[Action]:
    """The chows ``tile`` makes with two held tiles of its suit (§7)."""
    return [chow for a, b, chow in _CHOW_PARTNERS[tile] if counts[a] and counts[b]]


class Mcr(Game):
    """国标麻将 Chinese Official Mahjong, rules/mcr.md."""

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
        yardstick of the points-playing heuristic."""
        from paixi.games.mcr.shape_agent import ShapeAgent

        return {"mcr-shape": ShapeAgent}

    def parse_chance(self, text: str) -> Wall:
        return Wall.parse(text)

    def action_space(self, players: int, options: McrOptions) -> ActionSpace:
        return _ACTION_SPACE


_ACTION_SPACE = action_space()
_DISCARDS = tuple(discard(t) for t in range(NUM_FACES))
_KONGS = tuple(kong(t) for t in range(NUM_FACES))
_PUNGS = tuple(pung(t) for t in range(NUM_FACES))
_CHOWS = {t: chow(t) for t in CHOW_STARTS}
_CHOW_PARTNERS = tuple(
    tuple(
        (a, b, _CHOWS[start])
        for start in (t - 2, t - 1, t)
        if start in _CHOWS and start // 9 == t // 9
        for a, b in [tuple(x for x in (start, start + 1, start + 2) if x != t)]
    )
    for t in range(NUM_FACES)
)
"""For each face: (the two other faces, the chow) of every chow it belongs to, lowest first."""
_NO_WAITS: frozenset[int] = frozenset()
_OTHERS = tuple(tuple((source + k) & 3 for k in (1, 2, 3)) for source in range(4))
"""The other seats after ``source``, in turn order."""
_ALL_ACTIONS = tuple(_ACTION_SPACE.action(i) for i in range(_ACTION_SPACE.size))
_ENTRIES = tuple({a: HistoryEntry(seat, a) for a in _ALL_ACTIONS} for seat in range(4))
"""The history entry of every (seat, action): entries are immutable, so shared."""
GAME = Mcr()
