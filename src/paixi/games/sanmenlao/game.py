"""三门老 sān mén lǎo, "Three Gates": the rules engine (docs/specs/sanmenlao.md).

One engine game is ``rounds`` rounds (default 1). Each round: one chance
event deals the 8 stacks (§4), then 8 手 of tricks are played (§5); a lead
roll (§5.2 rule 3) is a chance event before the lead it decides. The round
is settled by §6-7 and the 接牌 player rolls for the next round.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.game import CHANCE, TERMINAL
from paixi.core.options import option
from paixi.equipment.domino_units import (
    SANMEN,
    TOP_TILES,
    ZHIZUN,
    DiceThrow,
    StackDeal,
    TilePlay,
    Tiles,
    all_multisets,
    all_units,
    beats,
    classify,
    dice_class,
    first_player,
    remove,
    sub_multisets,
    tiles_text,
    units,
)
from paixi.equipment.trick_table import TrickTableGame, TrickTableState, redeal_hidden
from paixi.games.sanmenlao.model import (
    CLASS3,
    DEAL,
    END,
    PLAY,
    PLAYERS,
    ROLL,
    lead_requirement,
)
from paixi.games.sanmenlao.position import load_position, position_fields
from paixi.games.sanmenlao.scoring import Settlement, settle_round, summarize_round


@dataclass(frozen=True)
class SanmenlaoOptions:
    """Options of docs/specs/sanmenlao.md §3 (and ``rounds``, the length of a sitting)."""

    zhizun_scope: str = option(
        "any_two_tile",
        choices=("any_two_tile", "dianzi_pair"),
        help="what 幺二四 can beat when it follows",
    )
    enforce_lead_rules: bool = option(True, help="lead rules 2 and 3 restrict the legal leads")
    rule1_penalty: bool = option(True, help="the 单天独九一斧头 penalty (§7)")
    sold_seller: str = option(
        "exempt", choices=("exempt", "normal"), help="how the seller of 幺二四 is settled"
    )
    stake: float = option(1.0, min=0, help="money per 手 (at least 0)")
    rounds: int = option(1, min=1, max=100, sample_max=2, help="rounds played in one game")


@cache
def _action_space() -> ActionSpace:
    up = [TilePlay(u) for u in all_units(SANMEN)]
    down = [TilePlay(m, True) for m in all_multisets(4)]
    return ActionSpace(up + down)


@lru_cache(maxsize=1 << 16)
def _follows(hand: Tiles, best: Tiles, n: int, scope: str) -> tuple[TilePlay, ...]:
    """Legal follows (§5.1): face-up units of ``n`` tiles that beat ``best``,
    then every ``n`` tiles face down."""
    top = classify(best, SANMEN)
    out = []
    for u in units(hand, SANMEN):
        unit = classify(u, SANMEN)
        if len(u) == n and unit is not None and top is not None and beats(unit, top, scope):
            out.append(TilePlay(u))
    return (*out, *(TilePlay(m, True) for m in sub_multisets(hand, n)))


class SanmenlaoState(TrickTableState):
    """A 三门老 game in play (see the module docstring)."""

    _copied_lists = (*TrickTableState._copied_lists, "score_halves")
    _position_fields = position_fields
    _read_position = load_position

    def __init__(self, game: Sanmenlao, players: int, options: SanmenlaoOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.score_halves = [0] * PLAYERS
        self._start_round()

    def _start_round(self) -> None:
        self.phase = DEAL
        self._start_table()
        self.lead_class: str | None = None
        self.rule1: tuple[int, int] | None = None  # (first leader, his lone top tile)
        self.first_lead_done = False
        self.seller: int | None = None
        self.baohuo = False
        self.jiepai = -1

    # --- derived ------------------------------------------------------------

    @property
    def first(self) -> int:
        """The first player F of the round (§4.3), -1 before the deal."""
        return -1 if self.deal is None else first_player(self.roller, sum(self.deal[1]))

    def best(self) -> tuple[int, TilePlay] | None:
        """``(seat, play)`` of the current best unit of the trick (the last face-up play)."""
        for k in range(len(self.plays) - 1, -1, -1):
            if not self.plays[k].down:
                return (self.leader + k) % PLAYERS, self.plays[k]
        return None

    # --- turn structure -----------------------------------------------------

    def current_player(self) -> int:
        if self.phase == PLAY:
            return self.to_act()
        return TERMINAL if self.phase == END else CHANCE

    def legal_leads(self) -> list[TilePlay]:
        hand = self.hands[self.leader]
        options: Any = units(hand, SANMEN)
        if self.options.enforce_lead_rules:
            need, _ = lead_requirement(hand)
            if need == "multi":
                options = [u for u in options if len(u) > 1]
            elif need != "any":
                cls = self.lead_class or lead_requirement(hand)[1][0]
                options = [u for u in options if len(u) == 1 and CLASS3[u[0]] == cls]
        return [TilePlay(u) for u in options]

    def legal_actions(self) -> list[TilePlay]:
        if self.phase != PLAY:
            return []
        if not self.plays:
            return self.legal_leads()
        best = self.best()
        assert best is not None
        hand = self.hands[self.to_act()]
        return list(
            _follows(hand, best[1].tiles, len(self.plays[0].tiles), self.options.zhizun_scope)
        )

    def illegal_reason(self, action: Any) -> str | None:
        if self.phase == END:
            return "the game is over"
        if self.phase != PLAY:
            return "the game is waiting for a chance event"
        if not isinstance(action, TilePlay):
            return "not a 三门老 play"
        seat = self.to_act()
        if remove(self.hands[seat], action.tiles) is None:
            return f"you do not hold {tiles_text(action.tiles)}"
        unit = classify(action.tiles, SANMEN)
        if not self.plays:
            if action.down:
                return "the leader plays a unit face up"
            if unit is None:
                return f"{tiles_text(action.tiles)} is not a unit"
            if action not in self.legal_leads():
                need, tied = lead_requirement(self.hands[seat])
                if need == "multi":
                    return (
                        "without a top tile you must lead a unit of 2 or more tiles (§5.2 rule 2)"
                    )
                cls = self.lead_class or tied[0]
                return f"you must lead a single tile of class {cls} (§5.2 rule 3)"
            return None
        n = len(self.plays[0].tiles)
        if len(action.tiles) != n:
            return f"play exactly {n} tile(s)"
        if action.down:
            return None
        best = self.best()
        assert best is not None
        top = classify(best[1].tiles, SANMEN)
        if unit is None or top is None or not beats(unit, top, self.options.zhizun_scope):
            return f"it does not beat {best[1]}; play it face down with 'down {action}'"
        return None

    def _apply_action(self, action: TilePlay) -> None:
        seat = self.to_act()
        self.hands[seat] = remove(self.hands[seat], action.tiles) or ()
        text = tiles_text(action.tiles)
        if not self.plays:
            if not self.first_lead_done:
                self._judge_rule1(seat, action)
            self.lead_class = None
            self.emit("lead", seat, text)
        elif action.down:
            self.emit("down", seat, len(action.tiles), private=((seat, "down_own", (seat, text)),))
        else:
            self.emit("beat", seat, text)
        self.plays.append(action)
        if len(self.plays) == PLAYERS:
            self._end_trick()

    def _judge_rule1(self, seat: int, lead: TilePlay) -> None:
        """§7: remember the first leader if he held exactly one top tile and did not lead it."""
        self.first_lead_done = True
        held = [t for t in self.hands[seat] + lead.tiles if t in TOP_TILES]
        if len(held) == 1 and held[0] not in lead.tiles:
            self.rule1 = (seat, held[0])

    def _end_trick(self) -> None:
        winner, play = self._take_trick()
        last = not any(self.hands)
        if play.tiles == ZHIZUN:
            if last:
                self.baohuo = True
            else:
                self.seller = winner
        self.leader = winner
        if last:
            self.jiepai = winner
            self._end_round()
        else:
            self._prepare_lead()

    def _prepare_lead(self) -> None:
        """A lead roll is due (§5.2 rule 3) when the classes tie."""
        self.phase = PLAY
        if self.options.enforce_lead_rules:
            need, _ = lead_requirement(self.hands[self.leader])
            if need == "roll":
                self.phase = ROLL

    def settlement(self) -> Settlement:
        """The settlement of the round just finished (§6-7)."""
        return settle_round(
            self.shou, self.jiepai, self.seller, self.baohuo, self.rule1, self.options
        )

    def round_summary(self) -> dict[str, Any]:
        """§8: the round just finished (:func:`summarize_round`)."""
        return summarize_round(
            self.round_no,
            self.shou,
            self.jiepai,
            self.seller,
            self.baohuo,
            self.rule1,
            self.options,
        )

    def _end_round(self) -> None:
        s = self.settlement()
        for seat in range(PLAYERS):
            self.score_halves[seat] += s.halves[seat]
        summary = self.round_summary()
        self.rounds_log.append(summary)
        penalty = summary.get("penalty", {})
        self.emit(
            "round_end",
            self.jiepai,
            s.kind,
            tuple(summary["amounts"]),
            penalty.get("seat", -1),
            penalty.get("top_tile", ""),
        )
        if self.round_no < self.options.rounds:
            self.round_no += 1
            self.roller = self.jiepai
            self._start_round()
        else:
            self.phase = END

    # --- chance -------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> StackDeal | DiceThrow:
        return StackDeal.draw(rng) if self.phase == DEAL else DiceThrow.draw(rng)

    def _check_chance(self, event: Any) -> str | None:
        if self.phase == DEAL:
            return (
                None if isinstance(event, StackDeal) else "the deal is due (tiles / stack / dice)"
            )
        return None if isinstance(event, DiceThrow) else "a lead roll is due (roll a-b)"

    def _apply_chance(self, event: StackDeal | DiceThrow) -> None:
        if isinstance(event, StackDeal):
            self._deal_stacks(event)
            self.leader = self.first
            self._prepare_lead()
            return
        a, b = event.dice
        cls = dice_class(a, b)
        tied = lead_requirement(self.hands[self.leader])[1]
        self.emit("lead_roll", self.leader, a, b, cls, cls in tied)
        if cls in tied:
            self.lead_class = cls
            self.phase = PLAY

    # --- outcome ------------------------------------------------------------

    def returns(self) -> list[float]:
        return [h * self.options.stake / 2 for h in self.score_halves]

    # --- information --------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees (§8): its hand and own face-down tiles; every
        face-up play, trick winners, 手 and tile counts; the dice."""
        lead = classify(self.plays[0].tiles, SANMEN) if self.plays else None
        led = lead.type if lead is not None else None
        return {
            "game": "sanmenlao",
            **self._table_observation(seat),
            "banker": None,
            "to_act": self.to_act() if self.phase == PLAY else None,
            "trick": self._trick_observation(seat, self.phase in (PLAY, ROLL), led),
            "lead_class": self.lead_class,
            "scores": self.returns(),
            "terminal": self.phase == END,
            "settlement": self.round_summary() if self.phase == END else None,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> SanmenlaoState:
        """Redeal what ``seat`` cannot see — the other hands and the other
        seats' face-down tiles (played or in the current trick) — keeping every
        hand and pile size."""
        other = self.clone()
        if self.phase != DEAL:
            other.hands, other.gone_down, other.plays = redeal_hidden(
                seat, self.hands, self.gone_down, self.leader, self.plays, rng
            )
        return other


class Sanmenlao(TrickTableGame):
    """三门老 (Three Gates), docs/specs/sanmenlao.md."""

    id = "sanmenlao"
    name_zh = "三门老"
    name_en = "Three Gates"
    Options = SanmenlaoOptions
    State = SanmenlaoState

    def parse_action(self, text: str) -> TilePlay:
        if not isinstance(text, str):
            raise NotationError("a play is text like '1-1 2-6' or 'down 2-2 2-2'")
        return TilePlay.parse(text)

    def parse_chance(self, text: str) -> StackDeal | DiceThrow:
        """The deal, or a lead roll written ``roll a-b``."""
        if isinstance(text, str) and text.strip().lower().startswith("roll"):
            return DiceThrow.parse(text)
        return super().parse_chance(text)

    def action_space(self, players: int, options: SanmenlaoOptions) -> ActionSpace:
        return _action_space()


GAME = Sanmenlao()
