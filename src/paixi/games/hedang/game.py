"""合挡 hé dǎng: the rules engine (docs/specs/hedang.md).

One engine game is ``rounds`` settled rounds (default 1); a void round (the
seat was sold and nobody bought) is redealt by the same roller and does not
count. Each round: one chance event deals the 8 stacks (§4.1); a holder of
1-2 + 2-4 plays them at once as 杠 and the others add two tiles face down
(§4.2); the first player keeps or sells the banker's seat (§4.3); tricks
with forced covering follow (§5); the banker is settled (§6).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.game import CHANCE, TERMINAL
from paixi.core.options import option
from paixi.equipment.domino_units import (
    CLASS_OF,
    HEDANG,
    ONE_TWO,
    TWO_FOUR,
    ZHIZUN,
    StackDeal,
    TilePlay,
    Tiles,
    all_multisets,
    all_units,
    beats,
    classify,
    remove,
    sub_multisets,
    tiles_text,
)
from paixi.equipment.trick_table import TrickTableGame, TrickTableState, redeal_hidden
from paixi.games.hedang.model import BUY, DEAL, END, GANG, PLAY, PLAYERS, SELL
from paixi.games.hedang.position import load_position, position_fields
from paixi.games.hedang.rules import fits_voids, follow_options, legal_leads, void_of
from paixi.games.hedang.settlement import banker_amounts, summarize_round

_RESAMPLE_TRIES = 200


@dataclass(frozen=True, slots=True, order=True)
class Choice:
    """A keep/sell answer of the first player or a buy/pass answer (§4.3)."""

    word: str

    def __str__(self) -> str:
        return self.word


KEEP, SELL_SEAT, BUY_SEAT, PASS = Choice("keep"), Choice("sell"), Choice("buy"), Choice("pass")
CHOICES = {c.word: c for c in (KEEP, SELL_SEAT, BUY_SEAT, PASS)}


@dataclass(frozen=True)
class HedangOptions:
    """Options of docs/specs/hedang.md §3 (and ``rounds``, the length of a sitting)."""

    exempt_combos: str = option(
        "all",
        choices=("all", "he_ren"),
        help="which 正+短 combinations may be led while holding 长 tiles",
    )
    sale_price: float = option(0.0, min=0, help="stakes the buyer pays the seller (at least 0)")
    stake: float = option(1.0, min=0, help="payment unit (at least 0)")
    rounds: int = option(1, min=1, max=100, sample_max=2, help="settled rounds in one game")


@cache
def _action_space() -> ActionSpace:
    up = [TilePlay(u) for u in all_units(HEDANG)]
    down = [TilePlay(m, True) for m in all_multisets(4)]
    return ActionSpace([*up, *down, KEEP, SELL_SEAT, BUY_SEAT, PASS])


def _unit_type(tiles: Tiles) -> str | None:
    unit = classify(tiles, HEDANG)
    return None if unit is None else unit.type


class HedangState(TrickTableState):
    """A 合挡 game in play (see the module docstring)."""

    _copied_lists = (*TrickTableState._copied_lists, "scores", "answers", "voids")
    _position_fields = position_fields
    _read_position = load_position

    def __init__(self, game: Hedang, players: int, options: HedangOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.scores = [0.0] * PLAYERS  # in stakes
        self._start_round()

    def _start_round(self) -> None:
        self.phase = DEAL
        self._start_table()
        self.gang: int | None = None
        self.sale: str | None = None  # None, "keep" or "sell"
        self.answers: list[bool] = []  # buy (True) / pass answers after a sale
        # what face-down follows showed each seat lacks (for resample_hidden only)
        self.voids: list[frozenset[str]] = [frozenset()] * PLAYERS

    # --- derived ------------------------------------------------------------

    @property
    def banker(self) -> int | None:
        """The banker K once the seat is kept or bought (§4.3)."""
        if self.sale == "keep":
            return self.first
        if self.answers and self.answers[-1]:
            return (self.first + len(self.answers)) % PLAYERS
        return None

    def to_act(self) -> int:
        if self.phase == SELL:
            return self.first
        if self.phase == BUY:
            return (self.first + 1 + len(self.answers)) % PLAYERS
        return super().to_act()

    def best(self) -> tuple[int, TilePlay] | None:
        """``(seat, play)`` of the best unit so far of the trick in progress."""
        if not self.plays:
            return None
        best_k, unit = 0, classify(self.plays[0].tiles, HEDANG)
        for k in range(1, len(self.plays)):
            p = self.plays[k]
            if p.down or unit is None:
                continue
            u = classify(p.tiles, HEDANG)
            if u is not None and beats(u, unit):
                best_k, unit = k, u
        return (self.leader + best_k) % PLAYERS, self.plays[best_k]

    # --- turn structure -----------------------------------------------------

    def current_player(self) -> int:
        if self.phase in (GANG, SELL, BUY, PLAY):
            return self.to_act()
        return TERMINAL if self.phase == END else CHANCE

    def legal_actions(self) -> list[Any]:
        phase = self.phase
        if phase == SELL:
            return [KEEP, SELL_SEAT]
        if phase == BUY:
            return [BUY_SEAT, PASS]
        hand = self.hands[self.to_act()] if phase in (GANG, PLAY) else ()
        if phase == GANG:
            return [TilePlay(m, True) for m in sub_multisets(hand, 2)]
        if phase != PLAY:
            return []
        if not self.plays:
            return [TilePlay(u) for u in legal_leads(hand, self.options.exempt_combos)]
        plays, up = follow_options(hand, self.plays[0].tiles)
        return [TilePlay(p, not up) for p in plays]

    def illegal_reason(self, action: Any) -> str | None:
        phase = self.phase
        if phase == END:
            return "the game is over"
        if phase == DEAL:
            return "the game is waiting for the deal"
        if phase in (SELL, BUY):
            if action in self.legal_actions():
                return None
            return "answer keep or sell" if phase == SELL else "answer buy or pass"
        if not isinstance(action, TilePlay):
            return "a tile play is due"
        if remove(self.hands[self.to_act()], action.tiles) is None:
            return f"you do not hold {tiles_text(action.tiles)}"
        if action in self.legal_actions():
            return None
        if phase == GANG:
            return "add two tiles face down to the 杠 trick: down <tile> <tile>"
        if not self.plays:
            if action.down or classify(action.tiles, HEDANG) is None:
                return "lead one unit face up"
            return "打死不出点子: you hold 长 tiles, so you may not lead 短 tiles (§5.1)"
        n = len(self.plays[0].tiles)
        if len(action.tiles) != n:
            return f"play exactly {n} tile(s)"
        shown = ", ".join(str(a) for a in self.legal_actions())
        return f"you must cover with your biggest: {shown} (§5.2)"

    def _apply_action(self, action: Any) -> None:
        seat = self.to_act()
        if isinstance(action, Choice):
            self._answer(seat, action)
            return
        self.hands[seat] = remove(self.hands[seat], action.tiles) or ()
        text = tiles_text(action.tiles)
        if not self.plays:
            self.emit("lead", seat, text)
        elif action.down:
            self.emit("down", seat, len(action.tiles), private=((seat, "down_own", (seat, text)),))
            if self.phase == PLAY:
                self.voids[seat] = self.voids[seat] | {void_of(self.plays[0].tiles)}
        else:
            self.emit("cover", seat, text)
        self.plays.append(action)
        if len(self.plays) == PLAYERS:
            self._end_trick()

    def _answer(self, seat: int, choice: Choice) -> None:
        """§4.3: keep or sell; buy or pass, in turn order, once each."""
        self.emit("answer", seat, choice.word)
        if self.phase == SELL:
            self.sale = choice.word
            if choice == KEEP:
                self._begin_play()
            else:
                self.phase = BUY
            return
        self.answers.append(choice == BUY_SEAT)
        if choice == BUY_SEAT:
            price = self.options.sale_price
            self.scores[seat] -= price
            self.scores[self.first] += price
            self._begin_play()
        elif len(self.answers) == PLAYERS - 1:
            self.rounds_log.append({"round": self.round_no, "void": True})
            self.emit("void", self.roller)
            self._start_round()  # the same roller deals again

    def _begin_play(self) -> None:
        self.phase = PLAY
        self.leader = self.first  # the first player leads whoever is banker
        self.emit("banker", self.banker)

    def _end_trick(self) -> None:
        winner, _ = self._take_trick()
        if self.phase == GANG:
            self.phase = SELL
            self.leader = self.first
            return
        self.leader = winner
        if not any(self.hands):
            self._end_round()

    def _end_round(self) -> None:
        banker = self.banker
        assert banker is not None
        amounts = banker_amounts(self.shou, banker)
        for s in range(PLAYERS):
            self.scores[s] += amounts[s]  # the sale price was paid when the bank was bought
        summary = self.round_summary()
        self.rounds_log.append(summary)
        sale = summary["sale"] or {"seller": -1, "price": 0}
        self.emit(
            "round_end",
            banker,
            self.shou[banker],
            tuple(summary["amounts"]),
            sale["seller"],
            sale["price"],
        )
        if self.round_no < self.options.rounds:
            self.round_no += 1
            self.roller = banker if self.shou[banker] >= 4 else (banker + 1) % PLAYERS
            self._start_round()
        else:
            self.phase = END

    def round_summary(self) -> dict[str, Any]:
        """§7: the finished round (:func:`summarize_round`)."""
        banker = self.banker
        assert banker is not None
        seller = self.first if self.sale == "sell" else None
        return summarize_round(self.round_no, self.shou, banker, seller, self.options)

    # --- chance -------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> StackDeal:
        return StackDeal.draw(rng)

    def _check_chance(self, event: Any) -> str | None:
        return None if isinstance(event, StackDeal) else "the deal is due (tiles / stack / dice)"

    def _apply_chance(self, event: StackDeal) -> None:
        self._deal_stacks(event)
        for seat in range(PLAYERS):
            hand = self.hands[seat]
            if ONE_TWO in hand and TWO_FOUR in hand:  # §4.2: the 杠 is automatic
                self.gang = seat
                self.hands[seat] = remove(hand, ZHIZUN) or ()
                self.leader = seat
                self.plays = [TilePlay(ZHIZUN)]
                self.phase = GANG
                self.emit("gang", seat)
                return
        self.leader = self.first
        self.phase = SELL

    # --- outcome ------------------------------------------------------------

    def returns(self) -> list[float]:
        return [x * self.options.stake for x in self.scores]

    # --- information --------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees (§7): its hand and own face-down tiles; the dice,
        the 杠, the sale answers and banker, every face-up play, trick winners,
        手 and tile counts."""
        led = None if not self.plays else _unit_type(self.plays[0].tiles)
        return {
            "game": "hedang",
            **self._table_observation(seat),
            "gang": self.gang,
            "sale": self.sale,
            "answers": [
                {"seat": (self.first + 1 + k) % PLAYERS, "buy": b}
                for k, b in enumerate(self.answers)
            ],
            "banker": self.banker,
            "to_act": self.to_act() if self.phase not in (DEAL, END) else None,
            "trick": self._trick_observation(seat, self.phase in (GANG, PLAY), led),
            "scores": self.returns(),
            "terminal": self.phase == END,
            "settlement": self.round_summary() if self.phase == END else None,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> HedangState:
        """Redeal the other hands and the other seats' face-down tiles, keeping
        every size and, as far as a few tries find, what the play showed: a
        seat that followed face down lacks the led class or type (§5.2), and
        nobody but the 杠 player was dealt both 1-2 and 2-4 (§4.2)."""
        other = self.clone()
        if self.phase == DEAL:
            return other
        for _ in range(_RESAMPLE_TRIES):
            dealt = self._redeal(seat, rng)
            if dealt is not None and all(
                self._could_hold(s, *dealt) for s in range(PLAYERS) if s != seat
            ):
                break
        else:
            dealt = redeal_hidden(seat, self.hands, self.gone_down, self.leader, self.plays, rng)
        other.hands, other.gone_down, other.plays = dealt
        return other

    def _redeal(
        self, seat: int, rng: random.Random
    ) -> tuple[list[Tiles], list[Tiles], list[TilePlay]] | None:
        """One redeal: hands of seats with class voids first, from the tiles
        they may hold; then the rest (None if a hand cannot be filled)."""
        hands, downs, plays = redeal_hidden(
            seat, self.hands, self.gone_down, self.leader, self.plays, rng
        )
        others = sorted((s for s in range(PLAYERS) if s != seat), key=lambda s: -len(self.voids[s]))
        pool = [t for s in others for t in hands[s]]
        rng.shuffle(pool)
        for s in others:
            lacks = {v[6:] for v in self.voids[s] if v.startswith("class:")}
            allowed = [t for t in pool if CLASS_OF[HEDANG][t] not in lacks]
            n = len(hands[s])
            if len(allowed) < n:
                return None
            for t in allowed[:n]:
                pool.remove(t)
            hands[s] = tuple(sorted(allowed[:n]))
        return hands, downs, plays

    def _could_hold(self, s: int, hands: list[Tiles], downs: list[Tiles], plays: list) -> bool:
        if not fits_voids(hands[s], self.voids[s]):
            return False
        mine = [p.tiles for k, p in enumerate(plays) if (self.leader + k) % PLAYERS == s and p.down]
        dealt = set(hands[s] + downs[s] + tuple(t for p in mine for t in p))
        return self.gang == s or not {ONE_TWO, TWO_FOUR} <= dealt


class Hedang(TrickTableGame):
    """合挡 (Merged Gates: the 正 and 幺 classes merged into one), docs/specs/hedang.md."""

    id = "hedang"
    name_zh = "合挡"
    name_en = "Merged Gates"
    Options = HedangOptions
    State = HedangState

    def parse_action(self, text: str) -> TilePlay | Choice:
        if not isinstance(text, str):
            raise NotationError("an action is text like 'keep', '1-1' or 'down 2-3'")
        word = text.strip().lower()
        if word in CHOICES:
            return CHOICES[word]
        return TilePlay.parse(text)

    def action_space(self, players: int, options: HedangOptions) -> ActionSpace:
        return _action_space()


GAME = Hedang()
