"""吹牛 chuī niú, liar's dice: the rules engine (docs/specs/chuiniu.md).

A match is ``rounds`` rounds. Each round: one chance event rolls every cup,
straights are shown and re-rolled (further chance events), the starter bids,
and bidding goes round until a challenge (开). With 抢开 every bid opens a
window of hidden answers from all other seats (§2.4).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from paixi.core.action_space import ActionSpace
from paixi.core.errors import OptionError
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.history import HistoryEntry
from paixi.core.options import option, options_to_dict
from paixi.equipment.dice import DiceRoll, faces_text, roll
from paixi.games.chuiniu import notation
from paixi.games.chuiniu.actions import OPEN, PASS, Action, Bid, Call, parse_action
from paixi.games.chuiniu.counting import bid_order, count_for, is_straight, ones_are_wild
from paixi.games.chuiniu.phases import Phase

_ROLL, _REROLL, _BID, _END = Phase


@dataclass(frozen=True)
class ChuiniuOptions:
    """Options of docs/specs/chuiniu.md §6 (``players`` is the ``new_game`` argument)."""

    dice_per_player: int = option(5, min=1, max=10, help="dice in each cup")
    min_count: int | None = option(
        None, min=1, sample_max=12, help="lowest count of any bid (default: number of players)"
    )
    ones_wild: bool = option(True, help="1s count as any face, except in a bid of 1s")
    ones_lose_wild_when_called: bool = option(False, help="叫一斋: after a 1s bid, 1s are not wild")
    ones_rank: str = option("low", choices=("low", "high"), help="face order at equal count")
    straight_reroll: bool = option(True, help="a five-dice straight is shown and re-rolled")
    qiang_kai: bool = option(False, help="抢开: any other seat may challenge a bid")
    next_starter: str = option(
        "seed", choices=("seed", "loser", "winner"), help="who starts the next round"
    )
    rounds: int = option(10, min=1, max=10_000, sample_max=4, help="rounds in the match")


class _Ladder:
    """The bids of a configuration (built once, shared by its states): ``order``
    lowest first, ``rank`` the index of each bid, ``by_id`` the index of each
    of these very bid objects by ``id`` (kept alive here, so an id never stands
    for another object: a hash-free look-up for the actions that
    :meth:`ChuiniuState.legal_actions` hands out), and ``raises[i]`` the answers
    to the bid of index ``i`` (every higher bid, then open).

    Copies and pickles of a state refer to the ladder of their own process.
    """

    def __init__(self, min_count: int, total: int, ones_rank: str) -> None:
        self.key = (min_count, total, ones_rank)
        self.order = tuple(bid_order(min_count, total, ones_rank))
        self.rank = {b: i for i, b in enumerate(self.order)}
        self.by_id = {id(b): i for i, b in enumerate(self.order)}
        self.raises: tuple[tuple[Action, ...], ...] = tuple(
            (*self.order[i + 1 :], OPEN) for i in range(len(self.order))
        )
        self.texts = tuple(map(str, self.order))
        """The notation of each bid (``"4x5"``), for events and logs."""
        self.entries: tuple[dict[int, HistoryEntry], ...] = tuple({} for _ in range(8))
        """Per seat, the history entry of each action above by its ``id``."""

    def __reduce__(self) -> tuple[Any, ...]:
        return _bids, self.key

    def __deepcopy__(self, memo: dict[int, Any]) -> _Ladder:
        return self


def _qiang_kai_window(seat: int, n: int) -> list[int]:
    """The seats that answer ``seat``'s bid under 抢开, nearest first."""
    return [(seat + k) % n for k in range(1, n)]


def _roll_cups(rng: random.Random, players: int, k: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every seat's cup of ``k`` dice rolled, seat by seat."""
    return tuple([(s, roll(rng, k)) for s in range(players)])


def _bid_texts(bids: list[tuple[int, Bid]], ladder: _Ladder) -> list[list[Any]]:
    """``[[seat, "4x5"], ...]`` for a round's bids, from the ladder's texts."""
    texts, by_id = ladder.texts, ladder.by_id.get
    return [[s, texts[i] if (i := by_id(id(b))) is not None else str(b)] for s, b in bids]


@cache
def _bids(min_count: int, total: int, ones_rank: str) -> _Ladder:
    return _Ladder(min_count, total, ones_rank)


class ChuiniuState(State):
    """A 吹牛 match in play."""

    def __init__(self, game: Game, players: int, options: ChuiniuOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.total_dice = options.dice_per_player * players
        self.min_count = options.min_count or players
        self._ladder = ladder = _bids(self.min_count, self.total_dice, options.ones_rank)
        self._order, self._rank = ladder.order, ladder.rank
        self._check_straights = options.straight_reroll and options.dice_per_player == 5
        self.dice: list[tuple[int, ...]] = [()] * players
        self.penalties = [0] * players
        self.rounds_log: list[dict[str, Any]] = []
        self.round_index = 0
        self.starter = 0
        self._phase = _ROLL
        self._reroll_seat = -1
        self._start_round_fields()

    def _start_round_fields(self) -> None:
        self.bids: list[tuple[int, Bid]] = []  # standing bids of this round: (seat, bid)
        self.straights: list[tuple[int, tuple[int, ...]]] = []
        self.ones_called = False
        self._top = -1  # index in self._order of the standing bid
        self._window: list[int] = []  # seats to answer the standing bid, nearest first
        self._answers: list[Action] = []  # hidden answers given so far, in window order

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- turn structure ------------------------------------------------------

    def current_player(self) -> int:
        phase = self._phase
        if phase == _BID:
            if self._top < 0:
                return self.starter
            return self._window[len(self._answers)]
        if phase == _END:
            return TERMINAL
        return CHANCE

    def is_terminal(self) -> bool:
        return self._phase == _END

    def legal_actions(self) -> list[Action]:
        if self._phase != _BID:
            return []
        if self._top < 0:
            return list(self._ladder.order)
        if not self._answers:  # the next seat: raise or open
            return list(self._ladder.raises[self._top])
        return [OPEN, PASS]

    def apply(self, action: Any) -> None:
        """As :meth:`State.apply`, with a short path for the actions that
        :meth:`legal_actions` hands out (the same objects: no re-validation by
        value); anything else takes the general, checked path."""
        if self._phase == _BID:
            top = self._top
            if type(action) is Bid:
                ladder = self._ladder
                i = ladder.by_id.get(id(action))
                fast = i is not None and i > top and not self._answers
                if fast and (top < 0 or len(self._window) == 1):
                    # the opening bid, or the next seat's raise without 抢开: a bid at once
                    seat = self.starter if top < 0 else self._window[0]
                    entries = ladder.entries[seat]
                    entry = entries.get(id(action))
                    if entry is None:
                        entry = entries[id(action)] = HistoryEntry(seat, action)
                    self.history.append(entry)
                    self._make_bid(seat, action, i)
                    return
            else:
                fast = top >= 0 and (action is OPEN or (action is PASS and bool(self._answers)))
            if fast:
                seat = self.starter if top < 0 else self._window[len(self._answers)]
                entries = self._ladder.entries[seat]
                entry = entries.get(id(action))
                if entry is None:
                    entry = entries[id(action)] = HistoryEntry(seat, action)
                self.history.append(entry)
                self._apply_action(action)
                if self._phase != _BID and self._phase != _END:
                    self._resolve_chance()
                return
        super().apply(action)

    def illegal_reason(self, action: Any) -> str | None:
        if self._phase != _BID:
            return "the match is over" if self._phase == _END else "the dice are being rolled"
        if isinstance(action, Bid):
            if type(action.count) is not int or type(action.face) is not int:
                return "a bid's count and face are integers"
            i = self._rank.get(action)
            if i is None:
                if not 1 <= action.face <= 6:
                    return "a face is 1-6"
                return f"a bid's count must be {self.min_count}-{self.total_dice}"
            if self._answers:
                return "only the next seat may raise; answer open or pass"
            if i <= self._top:
                return "a bid must be higher than the standing bid"
            return None
        if action is OPEN or action == OPEN:
            return "there is no bid to challenge yet" if self._top < 0 else None
        if action == PASS:
            if self._top >= 0 and self._answers:
                return None
            return "only a seat that may 抢开 can pass; the seat to move must raise or open"
        return "not a 吹牛 action"

    def _apply_action(self, action: Action) -> None:
        if self._top < 0:  # the opening bid
            assert isinstance(action, Bid)  # the only legal actions here
            self._make_bid(self.starter, action)
            return
        seat = self._window[len(self._answers)]
        self._answers.append(action)
        if len(self._window) > 1:  # 抢开: the answers stay hidden until all are in
            self.emit("answered", seat, private=((seat, "answer", (seat, str(action))),))
        if len(self._answers) == len(self._window):
            self._resolve_window()

    def _make_bid(self, seat: int, bid: Bid, top: int | None = None) -> None:
        """``seat`` bids ``bid`` (legal; ``top`` its index in the ladder if known)."""
        ladder = self._ladder
        if top is None:
            top = ladder.by_id.get(id(bid))
            if top is None:
                top = self._rank[bid]
        self._emit("bid", (seat, ladder.texts[top]))
        self.bids.append((seat, bid))
        self._top = top
        if bid.face == 1:
            self.ones_called = True
        n = self.players
        if self.options.qiang_kai and top < len(self._order) - 1:
            self._window = _qiang_kai_window(seat, n)
        else:  # only the next seat answers (at the highest bid it must open)
            self._window = [(seat + 1) % n]
        self._answers = []

    def _resolve_window(self) -> None:
        window, answers = self._window, self._answers
        if len(window) == 1:  # no 抢开 window: the next seat raised or opened
            answer = answers[0]
            if answer is OPEN or (type(answer) is Call and answer == OPEN):
                self._challenge(window[0], window[:])
            else:
                assert isinstance(answer, Bid)  # a raise
                self._make_bid(window[0], answer)
            return
        openers = [s for s, a in zip(window, answers, strict=True) if a == OPEN]
        if openers:
            self._challenge(openers[0], openers)
        else:
            raised = self._answers[0]
            assert isinstance(raised, Bid)  # nobody opened: the next seat raised
            self._make_bid(self._window[0], raised)

    def _challenge(self, challenger: int, openers: list[int]) -> None:
        bidder, bid = self.bids[-1]
        opts = self.options
        wild = ones_are_wild(opts.ones_wild, opts.ones_lose_wild_when_called, self.ones_called)
        count = count_for(bid.face, self.dice, wild)
        stands = count >= bid.count
        loser, winner = (challenger, bidder) if stands else (bidder, challenger)
        self.penalties[loser] += 1
        bid_text = self._ladder.texts[self._top]
        dice = self.dice
        self._emit(
            "open",
            (challenger, bidder, bid_text, tuple(map(faces_text, dice)), count, loser),
        )
        self.rounds_log.append(
            {
                "round": self.round_index + 1,
                "starter": self.starter,
                "bids": _bid_texts(self.bids, self._ladder),
                "bid": bid_text,
                "bidder": bidder,
                "challenger": challenger,
                "openers": openers,
                "ones_wild": wild,
                "dice": [list(d) for d in dice],
                "straights": [[s, list(f)] for s, f in self.straights],
                "count": count,
                "loser": loser,
                "winner": winner,
            }
        )
        self.round_index += 1
        if self.round_index >= opts.rounds:
            self._phase = _END
            self._window, self._answers = [], []
            return
        rule = opts.next_starter
        if rule == "seed":
            rule = "winner" if self.players == 2 else "loser"
        self.starter = winner if rule == "winner" else loser
        self._phase = _ROLL
        self._start_round_fields()

    # --- chance ----------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> DiceRoll:
        k = self.options.dice_per_player
        if self._phase == _ROLL:
            return DiceRoll(_roll_cups(rng, self.players, k))
        return DiceRoll(((self._reroll_seat, roll(rng, k)),))

    def _check_chance(self, event: Any) -> str | None:
        if not isinstance(event, DiceRoll):
            return "not a dice roll"
        expected = tuple(range(self.players)) if self._phase == _ROLL else (self._reroll_seat,)
        if event.seats() != expected:
            return f"expected a roll for seat(s) {', '.join(map(str, expected))}"
        k = self.options.dice_per_player
        if any(len(faces) != k for _, faces in event.rolls):
            return f"each cup holds {k} dice"
        return None

    def _apply_chance(self, event: DiceRoll) -> None:
        dice = self.dice
        for seat, faces in event.rolls:
            dice[seat] = faces
        rolled = tuple(
            [(seat, "rolled_own", (seat, faces_text(faces))) for seat, faces in event.rolls]
        )
        if self._phase == _ROLL:
            self._emit("roll", (self.round_index + 1,), rolled)
            start = 0
        else:
            self._emit("reroll", (self._reroll_seat,), rolled)
            start = self._reroll_seat
        self._phase = _BID
        if self._check_straights:
            for seat in range(start, self.players):
                if is_straight(dice[seat]):
                    self.straights.append((seat, dice[seat]))
                    self._emit("straight", (seat, faces_text(dice[seat])))
                    self._reroll_seat = seat
                    self._phase = _REROLL
                    return

    # --- outcome -----------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(-p) for p in self.penalties]

    def winners(self) -> list[int]:
        best = min(self.penalties)
        return [s for s, p in enumerate(self.penalties) if p == best]

    def result(self) -> dict[str, Any]:
        return {
            "winners": self.winners(),
            "penalties": list(self.penalties),
            "rounds": list(self.rounds_log),
        }

    # --- information -----------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        window = None
        if self._phase == _BID and self._top >= 0 and self.options.qiang_kai:
            answered = self._window[: len(self._answers)]
            mine = None
            if seat in answered:
                mine = str(self._answers[answered.index(seat)])
            window = {"bidder": self.bids[-1][0], "answered": answered, "my_answer": mine}
        opts = self.options
        current = self.current_player()
        return {
            "game": "chuiniu",
            "seat": seat,
            "players": self.players,
            "options": options_to_dict(opts),
            "total_dice": self.total_dice,
            "min_count": self.min_count,
            "round": min(self.round_index + 1, opts.rounds),
            "rounds": opts.rounds,
            "starter": self.starter,
            "to_act": current if current >= 0 else None,
            "my_dice": list(self.dice[seat]) if self._phase != _ROLL else [],
            "dice_counts": [opts.dice_per_player] * self.players,
            "bids": [[s, str(b)] for s, b in self.bids],
            "ones_called": self.ones_called,
            "straights": [[s, list(f)] for s, f in self.straights],
            "window": window,
            "penalties": list(self.penalties),
            "rounds_log": [dict(r) for r in self.rounds_log],
            "terminal": self._phase == _END,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> ChuiniuState:
        """Redraw the other cups (never a straight that would have been re-rolled)
        and the other seats' pending 抢开 answers."""
        other = self.clone()
        if self._phase in (_BID, _REROLL):
            k = self.options.dice_per_player
            for s in range(self.players):
                if s == seat or (self._phase == _REROLL and s >= self._reroll_seat):
                    continue
                faces = roll(rng, k)
                while self._check_straights and is_straight(faces):
                    faces = roll(rng, k)
                other.dice[s] = faces
        for i, s in enumerate(other._window[: len(other._answers)]):
            if s != seat:
                choices: tuple[Action, ...] = other._order[other._top + 1 :] if i == 0 else ()
                other._answers[i] = rng.choice([*choices, OPEN] if i == 0 else [OPEN, PASS])
        return other

    def clone(self) -> ChuiniuState:
        new = self._clone_shell()
        new.dice = list(self.dice)
        new.penalties = list(self.penalties)
        new.rounds_log = list(self.rounds_log)
        new.bids = list(self.bids)
        new.straights = list(self.straights)
        new._window = list(self._window)
        new._answers = list(self._answers)
        return new


class Chuiniu(Game):
    """吹牛 (liar's dice), docs/specs/chuiniu.md."""

    id = "chuiniu"
    name_zh = "吹牛"
    name_en = "Liar's Dice"
    kind = "dice"
    min_players = 2
    max_players = 8
    default_players = 2
    Options = ChuiniuOptions
    State = ChuiniuState
    bench_options: ClassVar[dict[str, Any]] = {"rounds": 1}
    bench_unit = "rounds"

    def check_options(self, options: ChuiniuOptions, players: int) -> None:
        total = options.dice_per_player * players
        if options.min_count is not None and not 1 <= options.min_count <= total:
            raise OptionError(
                f"option 'min_count' must be 1-{total} (the dice on the table), not {options.min_count}"
            )

    def expected_return_sum(self, state: ChuiniuState) -> float:
        """§3: each round gives exactly one penalty."""
        return -float(state.options.rounds)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def search_hints(self) -> Any:
        """Determinisations that believe the bids (:mod:`.belief`)."""
        from paixi.core.search import SearchHints
        from paixi.games.chuiniu.belief import sampler

        return SearchHints(determinise=sampler)

    def menu_groups(self, legal: Any, lang: str = "en") -> list[tuple[str, list[Any]]] | None:
        """Bids grouped by count (then the face is chosen); open and pass alone."""
        from paixi.games.chuiniu.render import describe_action

        zh = lang == "zh"

        def alone(a: Any) -> str:  # "open (challenge)", not "open  open (challenge)"
            said = describe_action(a, lang)
            return said if said.split(" ", 1)[0] == str(a) else f"{a}  {said}"

        groups: list[tuple[str, list[Any]]] = [
            (alone(a), [a]) for a in legal if not isinstance(a, Bid)
        ]
        by_count: dict[int, list[Bid]] = {}
        for a in legal:
            if isinstance(a, Bid):
                by_count.setdefault(a.count, []).append(a)
        for count, bids in by_count.items():
            faces = "".join(str(b.face) for b in bids)
            label = f"叫{count}个 (点数 {faces})" if zh else f"bid {count} of a face ({faces})"
            groups.append((label, bids))
        return groups

    def parse_chance(self, text: str) -> DiceRoll:
        return DiceRoll.parse(text)

    def action_space(self, players: int, options: ChuiniuOptions) -> ActionSpace:
        total = options.dice_per_player * players
        bids = [Bid(q, f) for q in range(1, total + 1) for f in range(1, 7)]
        return ActionSpace([*bids, OPEN, PASS])


GAME = Chuiniu()

__all__ = ["GAME", "OPEN", "PASS", "Bid", "Call", "Chuiniu", "ChuiniuOptions", "ChuiniuState"]
