"""大贰 dà'èr: the rules engine (docs/specs/daer.md §4-§12).

A game is ``rounds`` rounds (default 1). Each round starts at a chance node
(the shuffle and deal, :mod:`.deal`); then the engine turns the 压底 cards,
shows the dealer's 垅s and opens the **opening window** (§5.5: every active
player answers ``hu`` or ``pass``). After that the decisions are:

* a **discard** (``discard s7``) by the dealer at the start and by a claimer
  when §8 requires it;
* a **claim window** on every discarded or drawn card (§7): every active
  player but the discarder (for a draw: everyone, from the drawer) is asked
  once in turn order — also those whose only answer is ``pass`` — and the
  answers stay hidden until the last; then 胡 > 招 > 碰 > 吃, nearest first.

Draws are engine steps (the drawn card is shown to all, §6). 招 and 碰 are
compulsory: an obliged player's answers are the claim and, if he can win, ``hu``.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from paixi.core.action_space import ActionSpace
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.position import continue_from
from paixi.equipment.daer import CODES, KINDS, RED, format_counts
from paixi.games.daer.actions import (
    CHI_KIND,
    HU,
    HU_KIND,
    PASS,
    PASS_KIND,
    PENG,
    PENG_KIND,
    ZHAO,
    ZHAO_KIND,
    Action,
    action_space,
    chi_options,
    discard,
    parse_action,
)
from paixi.games.daer.deal import HAND_DEALER, HAND_OTHER, Deal, shuffled_deal, turn_dead_bottom
from paixi.games.daer.model import CLAIM, DEAL, DISCARD, END, OPENING, Window
from paixi.games.daer.options import DaerOptions
from paixi.games.daer.position import from_position, to_position
from paixi.games.daer.scoring import (
    BI,
    CHI,
    Meld,
    Split,
    best_hu,
    best_split,
    instant_win_hu,
    instant_win_units,
    settle,
)
from paixi.games.daer.scoring import (
    PENG as PENG_MELD,
)
from paixi.games.daer.scoring import (
    ZHAO as ZHAO_MELD,
)
from paixi.games.daer.view import observation, resample


class DaerState(State):
    """A 大贰 game in play (one or more rounds)."""

    def __init__(self, game: Game, players: int, options: DaerOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.round_index = 0
        self.dealer = -1  # chosen by the first deal
        self.scores = [0.0] * players
        self.rounds_log: list[dict[str, Any]] = []
        self.phase = DEAL
        self._reset_round()

    # --- seats -------------------------------------------------------------------

    @property
    def active(self) -> tuple[int, ...]:
        """Active seats in turn order from the dealer (§4)."""
        d = self.dealer
        if self.players == 4:
            return (d, (d + 1) % 4, (d + 3) % 4)
        return (d, (d + 1) % 3, (d + 2) % 3)

    @property
    def dijia(self) -> int | None:
        """The sitting-out 底家 (opposite the dealer), None with 3 seats."""
        return (self.dealer + 2) % 4 if self.players == 4 and self.dealer >= 0 else None

    def next_active(self, seat: int) -> int:
        """The 下家 of ``seat``."""
        order = self.active
        return order[(order.index(seat) + 1) % 3]

    def order_from(self, seat: int) -> list[int]:
        """The active seats in turn order starting with ``seat``."""
        order = self.active
        i = order.index(seat)
        return [order[(i + j) % 3] for j in range(3)]

    # --- round set-up ----------------------------------------------------------------

    def _reset_round(self) -> None:
        n = self.players
        self.hand = [[0] * KINDS for _ in range(n)]
        self.longs: list[list[int]] = [[] for _ in range(n)]
        self.longs_shown = [False] * n
        self.melds: list[list[Meld]] = [[] for _ in range(n)]
        self.piles: list[list[int]] = [[] for _ in range(n)]
        self.guo: list[set[int]] = [set() for _ in range(n)]
        self.stock: list[int] = []
        self.dead: list[int] = []
        self.known_top = 0
        self.win_card: int | None = None  # the card won on, out of play
        self.turn = -1
        self.opening_discard = False
        self.window: Window | None = None

    def _start_round(self, deal: Deal) -> None:
        """§5: deal 21/20/20, 19 to the stock, 压底, the dealer's 垅s, the opening window."""
        self.dealer = deal.dealer
        cards = list(deal.cards)
        i = 0
        for seat in self.active:
            size = HAND_DEALER if seat == self.dealer else HAND_OTHER
            for k in cards[i : i + size]:
                self.hand[seat][k] += 1
            i += size
            for k in range(KINDS):
                if self.hand[seat][k] == 4:
                    self.hand[seat][k] = 0
                    self.longs[seat].append(k)
        self.stock, self.dead, self.known_top = turn_dead_bottom(
            cards[i:], self.options.dead_bottom
        )
        self.emit(
            "deal",
            self.round_index + 1,
            self.dealer,
            self.dijia,
            private=tuple(
                (s, "dealt", (self.round_index + 1, self.dealer, self.dijia, self.hand_text(s)))
                for s in self.active
            ),
        )
        self.emit(
            "yadi",
            " ".join(CODES[k] for k in self.dead),
            " ".join(CODES[k] for k in self.stock[: self.known_top]),
        )
        self._show_longs(self.dealer)
        seats = self.order_from(self.dealer)
        self.window = Window(-1, self.dealer, "opening", seats, {}, [])
        self.window.options = {s: self._opening_options(s) for s in seats}
        self.phase = OPENING

    def _show_longs(self, seat: int) -> None:
        """§5.4: lay the 垅s on the table (the dealer at once, others at the first claim)."""
        if self.longs_shown[seat]:
            return
        self.longs_shown[seat] = True
        if self.longs[seat]:
            self.emit("show_longs", seat, " ".join(CODES[k] for k in self.longs[seat]))

    def hand_text(self, seat: int) -> str:
        """A seat's concealed cards with its unshown 垅s, as ids."""
        counts = list(self.hand[seat])
        for k in self.longs[seat]:
            counts[k] += 4
        return format_counts(counts)

    # --- holdings ------------------------------------------------------------------------

    def holding_size(self, seat: int) -> int:
        """H of §8: concealed cards + every meld card, 垅s included."""
        return (
            sum(self.hand[seat])
            + 4 * len(self.longs[seat])
            + sum(len(m.cards) for m in self.melds[seat])
        )

    def quads(self, seat: int) -> int:
        """Q of §8: 招 melds + 垅s."""
        return len(self.longs[seat]) + sum(1 for m in self.melds[seat] if m.type == ZHAO_MELD)

    def must_discard(self, seat: int) -> bool:
        """§8: discard iff H > 20 + max(0, Q - 1)."""
        return self.holding_size(seat) > 20 + max(0, self.quads(seat) - 1)

    def discard_options(self, seat: int) -> list[Action]:
        """§8: any free concealed card; only if all are in 坎s, a card of a 坎."""
        h = self.hand[seat]
        free = [discard(k) for k in range(KINDS) if 0 < h[k] <= 2]
        return free or [discard(k) for k in range(KINDS) if h[k] == 3]

    def can_win(self, seat: int, x: int, self_drawn: bool) -> bool:
        """Whether ``seat`` wins with ``x`` (§10, ≥ ``min_hu``; not on a 过张 kind
        with ``guo_blocks_hu``)."""
        if self.options.guo_blocks_hu and x in self.guo[seat]:
            return False
        n = self.holding_size(seat) + 1
        q = self.quads(seat)
        if n != (21 if q == 0 else 20 + q) and n != 21 + q:
            return False
        hu = best_hu(self.hand[seat], self.melds[seat], self.longs[seat], x, self_drawn)
        return hu >= self.options.min_hu

    def win_split(self, seat: int, x: int, self_drawn: bool) -> Split | None:
        """The best split of ``seat``'s holding + ``x`` if it wins (§10), else None."""
        if not self.can_win(seat, x, self_drawn):
            return None
        return best_split(self.hand[seat], self.melds[seat], self.longs[seat], x, self_drawn)

    def _opening_value(self, seat: int) -> tuple[int, Split | None, bool] | None:
        """(胡, split, is instant) of a 天胡 / instant win of ``seat`` now, the larger."""
        best: tuple[int, Split | None, bool] | None = None
        if self.options.instant_win:
            value = instant_win_hu(self.hand[seat], self.longs[seat])
            if value is not None:
                best = (value, None, True)
        if seat == self.dealer:
            split = best_split(self.hand[seat], (), self.longs[seat], None, True)
            if (
                split is not None
                and split.hu >= self.options.min_hu
                and (best is None or split.hu > best[0])
            ):
                best = (split.hu, split, False)
        return best

    def _opening_options(self, seat: int) -> list[Action]:
        return [HU, PASS] if self._opening_value(seat) is not None else [PASS]

    def claim_options(self, seat: int, x: int, source: int, kind: str) -> list[Action]:
        """§7: ``seat``'s legal answers on card ``x`` (discarded or drawn by ``source``)."""
        opts: list[Action] = []
        if self.can_win(seat, x, kind == "draw" and seat == source):
            opts.append(HU)
        h = self.hand[seat]
        if h[x] == 3 or any(m.type == PENG_MELD and m.cards[0] == x for m in self.melds[seat]):
            opts.append(ZHAO)
            return opts
        if h[x] == 2:
            opts.append(PENG)
            return opts
        opts.append(PASS)
        may_chi = seat == self.next_active(source) or (kind == "draw" and seat == source)
        if may_chi and x not in self.guo[seat]:
            opts.extend(chi_options(h, x))
        return opts

    # --- actions ------------------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == DEAL:
            return CHANCE
        if phase == END:
            return TERMINAL
        if phase == DISCARD:
            return self.turn
        w = self.window
        assert w is not None
        return w.seats[len(w.answers)]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == DISCARD:
            return self.discard_options(self.turn)
        if phase in (OPENING, CLAIM):
            w = self.window
            assert w is not None
            return list(w.options[w.seats[len(w.answers)]])
        return []

    def _apply_action(self, action: Action) -> None:
        if self.phase == DISCARD:
            self._discard(self.turn, action.cards[0])
            return
        w = self.window
        assert w is not None
        seat = w.seats[len(w.answers)]
        w.answers.append(action)
        self.emit("answered", seat, private=((seat, "my_answer", (seat, str(action))),))
        if len(w.answers) < len(w.seats):
            return
        if w.kind == "opening":
            self._resolve_opening(w)
        else:
            self._resolve_claims(w)

    def _discard(self, seat: int, k: int) -> None:
        self.hand[seat][k] -= 1
        private: tuple[tuple[int, str, tuple[Any, ...]], ...] = ()
        if self.options.guo_on_own_discard and k not in self.guo[seat]:
            self.guo[seat].add(k)
            private = ((seat, "discard_guo", (seat, CODES[k])),)
        self.emit("discard", seat, CODES[k], private=private)
        opening = self.opening_discard
        self.opening_discard = False
        seats = self.order_from(self.next_active(seat))[:2]
        self._open_window(k, seat, "discard", seats, opening)

    def _draw(self, seat: int) -> None:
        """§6: the top stock card, shown to all, offered for claims; 流局 if none."""
        if not self.stock:
            self.emit("liuju")
            self._end_round({"winner": None, "delta": [0.0] * self.players})
            return
        k = self.stock.pop(0)
        if self.known_top:
            self.known_top -= 1
        self.emit("draw", seat, CODES[k])
        self._open_window(k, seat, "draw", self.order_from(seat), False)

    def _open_window(self, k: int, source: int, kind: str, seats: list[int], opening: bool) -> None:
        options = {s: self.claim_options(s, k, source, kind) for s in seats}
        self.window = Window(k, source, kind, seats, options, [], opening)
        self.phase = CLAIM

    def _resolve_opening(self, w: Window) -> None:
        for seat, answer in zip(w.seats, w.answers, strict=True):
            if answer.kind == HU_KIND:
                value = self._opening_value(seat)
                assert value is not None
                hu, split, instant = value
                units = instant_win_units(self.hand[seat], self.longs[seat]) if instant else ()
                if split is not None:
                    units = split.units
                dealer = seat == self.dealer
                how = "instant" if instant else "tian"
                self._win(seat, hu, units, None, how, tian=dealer, di=not dealer)
                return
        self.window = None
        self.emit("opening_passed")
        if self.must_discard(self.dealer):
            self._ask_discard(self.dealer, opening=True)
        else:
            self._draw(self.next_active(self.dealer))

    def _resolve_claims(self, w: Window) -> None:
        x = w.card
        winner, claim = None, None
        for level in (HU_KIND, ZHAO_KIND, PENG_KIND, CHI_KIND):
            for seat, answer in zip(w.seats, w.answers, strict=True):
                if answer.kind == level:
                    winner, claim = seat, answer
                    break
            if winner is not None:
                break
        self.window = None
        for seat, answer in zip(w.seats, w.answers, strict=True):  # §7.3 (a)
            declined = answer.kind == PASS_KIND and x not in self.guo[seat]
            if declined and any(a.kind == CHI_KIND for a in w.options[seat]):
                self.guo[seat].add(x)
                self.emit(None, private=((seat, "declined_guo", (seat, CODES[x])),))
        if winner is None or claim is None:
            self.piles[w.source].append(x)
            self.emit("no_claim", CODES[x], w.source)
            self._draw(self.next_active(w.source))
            return
        if claim.kind == HU_KIND:
            self_drawn = w.kind == "draw" and winner == w.source
            split = self.win_split(winner, x, self_drawn)
            assert split is not None
            how = "self_draw" if self_drawn else w.kind
            self._win(winner, split.hu, split.units, x, how, di=w.opening_discard)
            return
        self._meld(winner, claim, x)
        self._show_longs(winner)
        if self.must_discard(winner) and any(self.hand[winner]):
            self._ask_discard(winner)
        else:
            self._draw(self.next_active(winner))

    def _meld(self, seat: int, claim: Action, x: int) -> None:
        """§7.1: 招, 碰 or 吃 (with its 比 列) on card ``x``."""
        h = self.hand[seat]
        melds = self.melds[seat]
        if claim.kind == ZHAO_KIND:
            if h[x] == 3:
                h[x] = 0
            else:
                melds[:] = [m for m in melds if not (m.type == PENG_MELD and m.cards[0] == x)]
            melds.append(Meld(ZHAO_MELD, (x,) * 4))
            self.emit("zhao", seat, CODES[x])
            return
        if claim.kind == PENG_KIND:
            h[x] = 0
            melds.append(Meld(PENG_MELD, (x,) * 3))
            self.emit("peng", seat, CODES[x])
            return
        for k in claim.cards + claim.bi:
            h[k] -= 1
        melds.append(Meld(CHI, tuple(sorted((x, *claim.cards)))))
        if claim.bi:
            melds.append(Meld(BI, tuple(sorted(claim.bi))))
        bi_text = " ".join(CODES[k] for k in claim.bi)
        self.emit("chi", seat, CODES[x], " ".join(CODES[k] for k in claim.cards), bi_text)

    def _ask_discard(self, seat: int, opening: bool = False) -> None:
        self.turn = seat
        self.opening_discard = opening
        self.phase = DISCARD

    # --- settlement (§12) ------------------------------------------------------------------

    def _win(
        self,
        seat: int,
        hu: int,
        units: tuple[Any, ...],
        x: int | None,
        how: str,
        *,
        tian: bool = False,
        di: bool = False,
    ) -> None:
        o = self.options
        cards = [k for k in range(KINDS) for _ in range(self.hand[seat][k])]
        cards += [k for k in self.longs[seat] for _ in range(4)]
        cards += [k for m in self.melds[seat] for k in m.cards]
        if x is not None:
            cards.append(x)
        red = sum(1 for k in cards if RED[k])
        self.win_card = x
        s = settle(
            hu,
            red,
            tian=tian,
            di=di,
            with_dijia=self.players == 4,
            red_hu_min=o.red_hu_min,
            mult_red=o.mult_red,
            mult_black=o.mult_black,
            mult_tian=o.mult_tian,
            mult_di=o.mult_di,
            dijia_share=o.dijia_share,
            stake=o.stake,
        )
        delta = [0.0] * self.players
        for loser in self.active:
            if loser != seat:
                delta[loser] -= s.loser_pays
        delta[seat] += s.winner_gets
        if self.dijia is not None:
            delta[self.dijia] += s.dijia_gets
        self.emit("hu", seat, hu, s.multiplier, how, CODES[x] if x is not None else None)
        self._end_round(
            {
                "winner": seat,
                "how": how,
                "card": CODES[x] if x is not None else None,
                "hand": self.hand_text(seat),
                "melds": [str(m) for m in self.melds[seat]],
                "units": [u.to_json() for u in units],
                "red_cards": red,
                **s.to_json(),
                "delta": delta,
            }
        )

    def _end_round(self, outcome: dict[str, Any]) -> None:
        """Book the round; the next dealer is the winner, after a 流局 D+1 (§4)."""
        for s in range(self.players):
            self.scores[s] += outcome["delta"][s]
        self.rounds_log.append(
            {"round": self.round_index + 1, "dealer": self.dealer, "dijia": self.dijia, **outcome}
        )
        self.window = None
        self.round_index += 1
        if self.round_index >= self.options.rounds:
            self.phase = END
            return
        winner = outcome["winner"]
        self.dealer = winner if winner is not None else (self.dealer + 1) % self.players
        self._reset_round()
        self.phase = DEAL

    # --- chance ------------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Deal:
        dealer = rng.randrange(self.players) if self.round_index == 0 else self.dealer
        return shuffled_deal(rng, dealer)

    def _check_chance(self, event: Any) -> str | None:
        if not isinstance(event, Deal):
            return "not a deal"
        if self.round_index > 0 and event.dealer != self.dealer:
            return f"seat {self.dealer} deals this round"
        return event.problem(self.players)

    def _apply_chance(self, event: Deal) -> None:
        self._start_round(event)

    # --- outcome and information -------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def result(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "rounds_played": len(self.rounds_log),
            "wins": [
                sum(1 for r in self.rounds_log if r["winner"] == s) for s in range(self.players)
            ],
            "rounds": [dict(r) for r in self.rounds_log],
        }

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (§13); see :func:`.view.observation`."""
        return observation(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> DaerState:
        """A copy with everything ``seat`` cannot see redrawn (:func:`.view.resample`)."""
        return resample(self, seat, rng)

    def to_position(self) -> str:
        """The whole state in the position notation (:mod:`.position`, rules page)."""
        return to_position(self)

    def clone(self) -> DaerState:
        new = self._clone_shell()
        new.scores = list(self.scores)
        new.rounds_log = list(self.rounds_log)
        new.hand = [list(h) for h in self.hand]
        new.longs = [list(x) for x in self.longs]
        new.longs_shown = list(self.longs_shown)
        new.melds = [list(m) for m in self.melds]
        new.piles = [list(p) for p in self.piles]
        new.guo = [set(g) for g in self.guo]
        new.stock = list(self.stock)
        new.dead = list(self.dead)
        new.window = self.window.copy() if self.window is not None else None
        return new


class Daer(Game):
    """大贰 dà'èr, the Sichuan 80-card game, docs/specs/daer.md."""

    id = "daer"
    name_zh = "大贰"
    name_en = "Da Er (Sichuan 80-card game)"
    kind = "cards (rummy)"
    min_players = 3
    max_players = 4
    default_players = 4
    Options = DaerOptions
    State: ClassVar[type[DaerState]] = DaerState
    bench_unit = "rounds"

    def check_options(self, options: DaerOptions, players: int) -> None:
        from paixi.core.errors import OptionError

        if options.seats is not None and options.seats != players:
            raise OptionError(f"option 'seats' is {options.seats} but {players} players sit down")
        if options.stake <= 0:
            raise OptionError(f"option 'stake' must be positive, not {options.stake}")

    def expected_return_sum(self, state: DaerState) -> float:
        """§12: losers pay the winner and the 底家; nothing is created."""
        return 0.0

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_chance(self, text: str) -> Deal:
        return Deal.parse(text)

    def action_space(self, players: int, options: DaerOptions) -> ActionSpace:
        return _ACTION_SPACE

    def from_position(
        self, text: str, seed: int | None = None, *, chance: str = "auto"
    ) -> DaerState:
        """The state written ``text`` (:mod:`.position`); :class:`PositionError` if wrong.
        Later chance is drawn from ``seed`` (None: seed 0), or left to the caller
        with ``chance="manual"``."""
        return continue_from(from_position(self, text), seed, chance)

    def upgrade_position(self, text: str) -> str:
        """Positions written before issue 29 (header ``daer players=<n> options=...``)."""
        from paixi.games.daer.position import upgrade

        return upgrade(self, text)


_ACTION_SPACE = action_space()
GAME = Daer()
