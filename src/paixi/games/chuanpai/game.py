"""川牌 chuānpái: options, the game, and the state's protocol and pre-play phase.

docs/specs/chuanpai.md §2 (options), §3 (seats, dealer), §4 (deal, evaluation,
redeal request and votes, declarations, opening), §12 (rounds). Play itself
(flips, claim windows, replacement, exchange, eliminations, winning and
settlement, §4.4-§9) is in :mod:`.play`; what each seat sees in
:mod:`.observe`; the position notation in :mod:`.position`.

Phases: ``dealer`` and ``deal`` are chance nodes; ``redeal`` (the dealer
asks or not), ``vote`` (the others vote, hidden until all are in),
``declare`` (every seat, hidden until all are in), ``discard`` and
``window`` (a claim window that asks every active seat in claim order, its
answers hidden until it resolves) are decisions; ``over`` is terminal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from paixi.core.action_space import ActionSpace
from paixi.core.errors import OptionError
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.options import option
from paixi.core.position import continue_from
from paixi.equipment.chuanpai import NUM_KINDS, deck, format_counts
from paixi.games.chuanpai import observe, position
from paixi.games.chuanpai.actions import (
    DECLARE_PLAY,
    DECLARE_SITOUT,
    PASS,
    REDEAL,
    REDEAL_ACTION,
    VOTE_NO,
    VOTE_YES,
    YES,
    Action,
    Deal,
    DealerDraw,
    action_space,
    parse_action,
    parse_chance,
)
from paixi.games.chuanpai.evaluation import Evaluation, evaluate_hand
from paixi.games.chuanpai.phases import (
    DEAL,
    DEALER,
    DECLARE,
    DISCARD_PHASE,
    OVER,
    REDEAL_ASK,
    VOTE,
    WINDOW,
)
from paixi.games.chuanpai.play import PlayMixin, Window


@dataclass(frozen=True)
class ChuanpaiOptions:
    """The options of docs/specs/chuanpai.md §2 (``players`` is the seat count), plus
    ``rounds``: how many rounds (deals) one game lasts (§12; the spec's
    options describe one round, so the default is 1)."""

    copies: int = option(5, choices=(5, 4), help="copies per kind: 5 (105 cards) or 4 (84)")
    hand_size: int = option(20, min=8, max=34, sample_max=24, help="cards dealt to each seat")
    dealer_threshold: int = option(
        34, min=0, max=400, sample_max=40, help="陀 the dealer needs to qualify and to win"
    )
    other_threshold: int = option(
        33, min=0, max=400, sample_max=40, help="陀 a non-dealer needs to qualify and to win"
    )
    required_mao: int = option(7, min=1, max=20, sample_max=8, help="卯 needed to qualify and win")
    sitout_pays: bool = option(True, help="players who sat out pay the winner like losers")
    min_active: int = option(1, choices=(1, 2), help="fewest active players to open the round")
    allow_baozi: bool = option(False, help="an unqualified player may play anyway as 包子")
    dealer_redeal_vote: bool = option(True, help="a weak dealer may ask for a redeal")
    eliminations: bool = option(True, help="apply the 'cannot continue' rules of §9")
    max_fan: int | None = option(None, min=0, max=30, help="cap on fans counted for payment")
    stake: int = option(1, min=1, max=1_000_000, sample_max=4, help="payment unit")
    rounds: int = option(1, min=1, max=1000, sample_max=3, help="rounds (deals) per game")


class ChuanpaiState(PlayMixin, State):
    """A 川牌 game in play: ``rounds`` rounds of docs/specs/chuanpai.md."""

    def __init__(self, game: Game, players: int, options: ChuanpaiOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.round_no = 0
        self.dealer = -1
        self.scores: list[float] = [0.0] * players
        self.log: list[dict[str, Any]] = []
        self.phase = DEALER
        self._reset_round()

    # --- round set-up -------------------------------------------------------------

    def _reset_round(self) -> None:
        n = self.players
        self.hands = [[0] * NUM_KINDS for _ in range(n)]
        self.locked = [[0] * NUM_KINDS for _ in range(n)]
        self.dealt: list[tuple[int, ...]] = [() for _ in range(n)]
        self.melds: list[list[Any]] = [[] for _ in range(n)]
        self.status = ["P"] * n  # P pending, A active, S sat out, O eliminated (退出)
        self.evals: list[Evaluation | None] = [None] * n
        self.baozi = [False] * n
        self.stolen = [0] * n
        self.stock: list[int] = []
        self.top = 0
        self.bottom = 0
        self.plays = [[] for _ in range(n)]
        self.avail: tuple[int, int, str] | None = None  # (kind, owner, source f/r/d)
        self.window: Window | None = None
        self.redeal_asked: bool | None = None
        self.voters: list[int] = []
        self.votes: list[Action] = []
        self.declarers: list[int] = []
        self.decls: list[Action] = []
        self.disc: tuple[int, str, int] | None = None  # (seat, reason q/p/x, forbidden kind)
        self._legal: list[Action] | None = None

    def threshold(self, seat: int) -> int:
        """陀 requirement of ``seat`` this round (§4.2, §5.7)."""
        o = self.options
        return o.dealer_threshold if seat == self.dealer else o.other_threshold

    # --- protocol -----------------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == WINDOW:
            w = self.open_window()
            return w.seats[len(w.answers)]
        if phase == DISCARD_PHASE:
            return self.discard_due()[0]
        if phase == DECLARE:
            return self.declarers[len(self.decls)]
        if phase == VOTE:
            return self.voters[len(self.votes)]
        if phase == REDEAL_ASK:
            return self.dealer
        return TERMINAL if phase == OVER else CHANCE

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == WINDOW:
            w = self.open_window()
            return list(w.options[len(w.answers)])
        if phase == DISCARD_PHASE:
            return self._discard_options()
        if phase == DECLARE:
            return self._compute_legal_for_declare(self.declarers[len(self.decls)])
        if phase == VOTE:
            return [VOTE_YES, VOTE_NO]
        if phase == REDEAL_ASK:
            return [REDEAL_ACTION, PASS]
        return []

    def _compute_legal_for_declare(self, seat: int) -> list[Action]:
        """§4.3 step 2: a qualified seat plays; an unqualified one sits out, or
        may choose with ``allow_baozi``."""
        if self.evaluation(seat).qualified:
            return [DECLARE_PLAY]
        if self.options.allow_baozi:
            return [DECLARE_PLAY, DECLARE_SITOUT]
        return [DECLARE_SITOUT]

    def illegal_reason(self, action: Any) -> str | None:
        if self.phase == OVER:
            return "the game is over"
        if self.current_player() == CHANCE:
            return "the game is waiting for a chance event"
        if not isinstance(action, Action):
            return "not a chuanpai action"
        if action in self.legal_actions():
            return None
        phase = self.phase
        if phase == WINDOW:
            return "not one of your answers to this card (claims depend on your holding)"
        if phase == DISCARD_PHASE:
            return "you must discard a card you hold that is not locked (stolen)"
        return f"not a possible answer in the {phase} step"

    def _apply_action(self, action: Action) -> None:
        self._legal = None
        phase = self.phase
        if phase == WINDOW:
            self._answer(action)
        elif phase == DISCARD_PHASE:
            self._discard(action.card)
        elif phase == DECLARE:
            self._declare(action)
        elif phase == VOTE:
            self._vote(action)
        else:
            self._redeal_answer(action)

    # --- chance -------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> DealerDraw | Deal:
        if self.phase == DEALER:
            return DealerDraw(rng.randrange(self.players))
        cards = deck(self.options.copies)
        key = rng.random
        cards.sort(key=lambda _c: key())
        h = self.options.hand_size
        hands = tuple(tuple(cards[i * h : (i + 1) * h]) for i in range(self.players))
        return Deal(hands, tuple(cards[self.players * h :]))

    def _check_chance(self, event: Any) -> str | None:
        if self.phase == DEALER:
            if not isinstance(event, DealerDraw):
                return "the first dealer is due"
            return None if 0 <= event.seat < self.players else "no such seat"
        if not isinstance(event, Deal):
            return "a deal is due"
        if len(event.hands) != self.players:
            return f"a deal has {self.players} hands"
        if any(len(h) != self.options.hand_size for h in event.hands):
            return f"every hand has {self.options.hand_size} cards"
        counts = [0] * NUM_KINDS
        for k in (*(k for h in event.hands for k in h), *event.stock):
            counts[k] += 1
        if counts != [self.options.copies] * NUM_KINDS:
            return f"a deal uses every card of the {21 * self.options.copies}-card deck once"
        return None

    def _apply_chance(self, event: DealerDraw | Deal) -> None:
        self._legal = None
        if isinstance(event, DealerDraw):
            self.dealer = event.seat
            self.phase = DEAL
            self.emit("dealer", event.seat)
            return
        self._deal(event)

    def _deal(self, event: Deal) -> None:
        """§4.1-§4.2: hands, stock, each seat's private evaluation; then §4.3."""
        req = self.options.required_mao
        private = []
        for s, hand in enumerate(event.hands):
            counts = self.hands[s]
            for k in hand:
                counts[k] += 1
            self.dealt[s] = tuple(sorted(hand))
            self.evals[s] = evaluate_hand(counts, self.threshold(s), req)
            private.append((s, "dealt_own", (s, format_counts(counts))))
        self.stock = list(event.stock)
        self.top, self.bottom = 0, len(self.stock)
        self.emit("deal", self.round_no + 1, self.dealer, len(self.stock), private=tuple(private))
        ev = self.evaluation(self.dealer)
        if (
            self.options.dealer_redeal_vote
            and ev.f0 == 0
            and ev.tuo < self.options.dealer_threshold
            and self.players > 1
        ):
            self.phase = REDEAL_ASK
        else:
            self._start_declarations()

    # --- §4.3 redeal, declarations, opening ------------------------------------------

    def _redeal_answer(self, action: Action) -> None:
        self.redeal_asked = action.kind == REDEAL
        self.emit("redeal_request", self.dealer, self.redeal_asked)
        if not self.redeal_asked:
            self._start_declarations()
            return
        n = self.players
        self.voters = [(self.dealer + k) % n for k in range(1, n)]
        self.votes = []
        self.phase = VOTE

    def _vote(self, action: Action) -> None:
        seat = self.voters[len(self.votes)]
        self.votes.append(action)
        self.emit("answered", seat, private=((seat, "my_answer", (seat, str(action))),))
        if len(self.votes) < len(self.voters):
            return
        shown = [[s, a.kind == YES] for s, a in zip(self.voters, self.votes, strict=True)]
        self.emit("votes", shown)
        if all(a.kind == YES for a in self.votes):
            self._end_round({"outcome": "void", "reason": "redeal"})
        else:
            self._start_declarations()

    def _start_declarations(self) -> None:
        n = self.players
        self.declarers = [(self.dealer + k) % n for k in range(n)]
        self.decls = []
        self.phase = DECLARE

    def _declare(self, action: Action) -> None:
        seat = self.declarers[len(self.decls)]
        self.decls.append(action)
        self.emit("answered", seat, private=((seat, "my_answer", (seat, str(action))),))
        if len(self.decls) < len(self.declarers):
            return
        for s, a in zip(self.declarers, self.decls, strict=True):
            if a == DECLARE_PLAY:
                self.status[s] = "A"
                self.baozi[s] = not self.evaluation(s).qualified
            else:
                self.status[s] = "S"
        self.emit("declarations", [self.status[s] == "A" for s in range(self.players)])
        active = [s for s in range(self.players) if self.status[s] == "A"]
        has_fan = any(self.evaluation(s).qualified and self.evaluation(s).f0 >= 1 for s in active)
        if len(active) < self.options.min_active or not has_fan:
            self._end_round({"outcome": "void", "reason": "not_opened"})
            return
        self.emit("opened")
        self._open_play()

    # --- rounds -------------------------------------------------------------------

    def _end_round(self, outcome: dict[str, Any]) -> None:
        """Book the round (§8, §12) and pass the deal on (§3)."""
        n = self.players
        delta = outcome.setdefault("delta", [0.0] * n)
        for s in range(n):
            self.scores[s] += delta[s]
        played = outcome["outcome"] != "void"
        entry = {
            "round": self.round_no + 1,
            "dealer": self.dealer,
            "status": list(self.status),
            **outcome,
        }
        if played:
            entry["baozi"] = list(self.baozi)
        self.log.append(entry)
        self.emit("round_end", entry["round"], outcome["outcome"], list(delta))
        self.window = None
        self.avail = None
        self.disc = None
        self.round_no += 1
        won = outcome["outcome"] == "win"
        next_dealer = outcome["winner"] if won else (self.dealer + 1) % n
        if self.round_no >= self.options.rounds:
            self.phase = OVER
            return
        self.dealer = next_dealer
        self._reset_round()
        self.phase = DEAL

    # --- outcome ------------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def result(self) -> dict[str, Any]:
        return {
            "scores": list(self.returns()),
            "rounds_played": len(self.log),
            "wins": [sum(1 for r in self.log if r.get("winner") == s) for s in range(self.players)],
            "rounds": [dict(r) for r in self.log],
        }

    # --- information --------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (docs/specs/chuanpai.md §10); see :mod:`.observe`."""
        return observe.observation(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> ChuanpaiState:
        """A copy with everything ``seat`` cannot see redrawn (see :mod:`.observe`)."""
        return observe.resample_hidden(self, seat, rng)

    def to_position(self) -> str:
        """The whole state in one line (format: rules page, :mod:`.position`)."""
        return position.to_position(self)

    def clone(self) -> ChuanpaiState:
        new = self._clone_shell()
        new.scores = list(self.scores)
        new.log = [dict(r) for r in self.log]
        new.hands = [list(h) for h in self.hands]
        new.locked = [list(h) for h in self.locked]
        new.dealt = list(self.dealt)
        new.melds = [list(m) for m in self.melds]
        new.status = list(self.status)
        new.evals = list(self.evals)
        new.baozi = list(self.baozi)
        new.stolen = list(self.stolen)
        new.stock = list(self.stock)
        new.plays = [[list(p) for p in pile] for pile in self.plays]
        new.window = None if self.window is None else self.window.copy()
        new.voters = list(self.voters)
        new.votes = list(self.votes)
        new.declarers = list(self.declarers)
        new.decls = list(self.decls)
        new._legal = None
        return new


class Chuanpai(Game):
    """川牌 Sichuan long cards, docs/specs/chuanpai.md."""

    id = "chuanpai"
    name_zh = "川牌"
    name_en = "Sichuan Long Cards"
    kind = "cards"
    min_players = 2
    max_players = 3
    default_players = 3
    Options = ChuanpaiOptions
    State = ChuanpaiState
    bench_unit = "rounds"

    def check_options(self, options: ChuanpaiOptions, players: int) -> None:
        total = 21 * options.copies
        if players * options.hand_size >= total:
            raise OptionError(
                f"option 'hand_size' {options.hand_size} leaves no stock: {players} hands of "
                f"{options.hand_size} from {total} cards"
            )

    def expected_return_sum(self, state: ChuanpaiState) -> float:
        """§8: every payment goes from one seat to another."""
        return 0.0

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_chance(self, text: str) -> DealerDraw | Deal:
        return parse_chance(text)

    def action_space(self, players: int, options: ChuanpaiOptions) -> ActionSpace:
        return _ACTION_SPACE

    def from_position(
        self, text: str, seed: int | None = None, *, chance: str = "auto"
    ) -> ChuanpaiState:
        """The state written ``text`` (format in the rules page); :class:`PositionError`.
        Later chance is drawn from ``seed`` (None: seed 0), or left to the caller
        with ``chance="manual"``."""
        return continue_from(position.from_position(self, text), seed, chance)

    def upgrade_position(self, text: str) -> str:
        """Positions written before issue 29 (header ``chuanpai/<players> opt=...``)."""
        return position.upgrade(self, text)


_ACTION_SPACE = action_space()
GAME = Chuanpai()
