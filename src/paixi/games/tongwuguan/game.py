"""通五关 tōng wǔ guān, "Clear the Five Passes" (docs/specs/tongwuguan.md).

One player. The shuffle is the one chance event; then the player's actions are
takes (``P<p>:<T>``) and deals (``D``), exactly the §5.1 record tokens. The
deal procedure, the shift of a short deal and where taken tiles go happen by
themselves inside ``D``; a ``D`` that is the only legal action is still
written, as the spec's records do. Everything is face up, so there is no
hidden information once the tiles are dealt.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass
from typing import Any

from paixi.core.action_space import ActionSpace
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.options import option, options_to_dict
from paixi.equipment.dominoes import INDEX, KEYS, Shuffle, render_tiles, triplet_table
from paixi.games.tongwuguan import actions as act
from paixi.games.tongwuguan import notation
from paixi.games.tongwuguan.actions import DEAL, Action, Deal, Take
from paixi.games.tongwuguan.position import (
    Passes,
    Row,
    deal,
    legal_takes,
    short_placements,
    take,
    uncleared,
)


@dataclass(frozen=True)
class TongwuguanOptions:
    """Options of docs/specs/tongwuguan.md §6."""

    layout: str = option("6x5", choices=("6x5", "5x5"), help="6 per pass + 2 spare, or 5 + 7")
    kuai_threshold: int = option(14, choices=(14, 13), help="正快 needs the other halves >= this")
    allow_wudian: bool = option(True, help="五点 counts as a triplet")
    take_rule: str = option("optional", choices=("optional", "mandatory"), help="may decline takes")
    short_deal: str = option("shift", choices=("shift", "choose"), help="seed 000 or the app")


def initial_position(keys: tuple[str, ...] | list[str], layout: str) -> tuple[Passes, Row]:
    """§2: the passes and spare row dealt from ``d[0..31]`` (type indices)."""
    d = [INDEX[k] for k in keys]
    width = 6 if layout == "6x5" else 5
    passes = tuple(tuple(d[width * p : width * p + width]) for p in range(5))
    return passes, tuple(d[5 * width :])


class TongwuguanState(State):
    """A 通五关 game: the passes, the spare row, the pass pointer (§5.1) and the outcome."""

    def __init__(self, game: Game, players: int, options: TongwuguanOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.table = triplet_table(options.kuai_threshold, options.allow_wudian)
        self.passes: Passes = ()
        self.spare: Row = ()
        self.pointer = 0  # 0-based pass being worked; takes need a pass at or below it
        self.dealt = False
        self.outcome: str | None = None  # "won" or "lost"
        self.reason = ""
        self.deals_made = 0
        self.takes_made = 0
        self.seen: set[tuple[Passes, Row]] = set()

    def clone(self) -> TongwuguanState:
        """A cheap independent copy (rows are immutable tuples; only containers are copied)."""
        other = copy.copy(self)
        other.history = list(self.history)
        other.seen = set(self.seen)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        return other

    def set_position(self, passes: Passes, spare: Row) -> None:
        """Start from any position (type indices): for tests and small constructed deals."""
        self.passes, self.spare = tuple(tuple(r) for r in passes), tuple(spare)
        self.dealt, self.pointer = True, 0

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- protocol ------------------------------------------------------------

    def current_player(self) -> int:
        if not self.dealt:
            return CHANCE
        return TERMINAL if self.outcome else 0

    def legal_actions(self) -> list[Action]:
        if self.current_player() != 0:
            return []
        takes = self._legal_takes()
        return takes + self._deal_actions(takes)

    def _legal_takes(self) -> list[Take]:
        out: list[Take] = []
        for p in range(self.pointer, len(self.passes)):
            names = legal_takes(self.passes[p], self.table)
            out.extend(Take(p + 1, t) for t in names)
            if names and self.options.take_rule == "mandatory":
                break  # the pointed pass with a take must be worked first
        return out

    def _deal_actions(self, takes: list[Take]) -> list[Deal]:
        if takes and self.options.take_rule == "mandatory":
            return []
        k, s = len(uncleared(self.passes)), len(self.spare)
        if self.options.short_deal == "choose" and 0 < s < k:
            return [Deal(tuple(p + 1 for p in c)) for c in short_placements(self.passes, s)]
        return [DEAL]

    def illegal_reason(self, action: Any) -> str | None:
        reason = super().illegal_reason(action)
        if reason is None or not isinstance(action, Take | Deal) or self.current_player() != 0:
            return reason
        if isinstance(action, Take):
            p = action.pass_no - 1
            if p >= len(self.passes) or not self.passes[p]:
                return f"pass {action.pass_no} is cleared"
            if p < self.pointer:
                return f"pass {action.pass_no} was already moved past in this pass over the rows"
            if action.triple not in legal_takes(self.passes[p], self.table):
                return f"{action.triple} of pass {action.pass_no} is not a classical triplet"
            return "with take_rule=mandatory the takes of a higher pass come first"
        if action.targets and self.options.short_deal != "choose":
            return "passes can be chosen only with short_deal=choose"
        if self.options.take_rule == "mandatory" and self._legal_takes():
            return "with take_rule=mandatory a legal take must be made before dealing"
        return "this deal does not match the spare row (choose distinct uncleared passes)"

    def _apply_action(self, action: Action) -> None:
        if isinstance(action, Take):
            self._take(action)
            self.emit("take", action.pass_no, action.triple)
        else:
            targets = tuple(p - 1 for p in action.targets) if action.targets else None
            self._deal(targets)
            self.emit("deal", self.deals_made)
        if self.outcome:
            self.emit(self.outcome, self.reason)

    def _take(self, action: Take) -> None:
        p = action.pass_no - 1
        taken, rest = take(self.passes[p], action.triple)
        self.passes = (*self.passes[:p], rest, *self.passes[p + 1 :])
        self.spare = taken + self.spare
        self.pointer = p
        self.takes_made += 1
        if not any(self.passes):
            self.outcome, self.reason = "won", "all passes cleared"

    def _deal(self, targets: tuple[int, ...] | None) -> None:
        position = (self.passes, self.spare)
        if position in self.seen:  # §4.3: the game would cycle
            self.outcome, self.reason = "lost", "repeated position"
            return
        self.seen.add(position)
        if not self.spare:
            self.outcome, self.reason = "lost", "spare row empty"
            return
        dealt = deal(self.passes, self.spare, self.table, targets)
        if dealt is None:
            self.outcome, self.reason = "lost", "no take after any shift"
            return
        self.passes, self.spare = dealt
        self.deals_made += 1
        self.pointer = 0

    def _sample_chance(self, rng: random.Random) -> Shuffle:
        return Shuffle.draw(rng)

    def _check_chance(self, event: Any) -> str | None:
        return None if isinstance(event, Shuffle) else "expected a shuffle of one set"

    def _apply_chance(self, event: Shuffle) -> None:
        passes, spare = initial_position(event.keys, self.options.layout)
        self.set_position(passes, spare)
        self.emit("laid_out")  # face up: the layout itself is the observation

    def returns(self) -> list[float]:
        """1 for a win, 0 otherwise."""
        return [1.0 if self.outcome == "won" else 0.0]

    def result(self) -> dict[str, Any]:
        return {
            "won": self.outcome == "won",
            "outcome": self.outcome,
            "reason": self.reason,
            "deals_made": self.deals_made,
            "takes": self.takes_made,
            "cleared": sum(1 for r in self.passes if not r) if self.dealt else 0,
        }

    def observation(self, seat: int) -> dict[str, Any]:
        # Everything is face up (§1): the whole layout is public.
        return {
            "game": "tongwuguan",
            "seat": seat,
            "options": options_to_dict(self.options),
            "passes": [[KEYS[t] for t in row] for row in self.passes],
            "spare": [KEYS[t] for t in self.spare],
            "pointer": self.pointer + 1,
            "deals_made": self.deals_made,
            # §4.3: dealing from a position already dealt from loses (the player saw it)
            "deal_repeats": (self.passes, self.spare) in self.seen,
            "terminal": self.outcome is not None,
            "result": self.result() if self.outcome else None,
        }


_REASONS_ZH = {
    "repeated position": "局面重复",
    "spare row empty": "添牌已空",
    "no take after any shift": "上移到顶仍无牌可取",
}


class Tongwuguan(Game):
    """通五关 (Clear the Five Passes), docs/specs/tongwuguan.md."""

    id = "tongwuguan"
    name_zh = "通五关"
    name_en = "Clear the Five Passes"
    kind = "domino solitaire"
    min_players = max_players = default_players = 1
    Options = TongwuguanOptions
    State = TongwuguanState

    def parse_action(self, text: str) -> Action:
        return act.parse_action(text)

    def parse_chance(self, text: str) -> Shuffle:
        return Shuffle.parse(text)

    def action_space(self, players: int, options: TongwuguanOptions) -> ActionSpace:
        return act.action_space()

    def describe_action(self, action: Any, lang: str = "en") -> str:
        zh = lang == "zh"
        if isinstance(action, Take):
            return (
                f"第{action.pass_no}关取{triple_zh(action.triple)}"
                if zh
                else f"take {action.triple} of pass {action.pass_no}"
            )
        if action.targets:
            where = ",".join(map(str, action.targets))
            return f"添牌到第{where}关" if zh else f"deal to passes {where}"
        return "添牌" if zh else "deal"

    def render(self, observation: dict[str, Any], lang: str = "en") -> str:
        zh = lang == "zh"
        lines = []
        for i, row in enumerate(observation["passes"], 1):
            mark = ">" if i == observation["pointer"] and not observation["terminal"] else " "
            label = f"第{i}关" if zh else f"pass {i}"
            shown = render_tiles(row, lang) if row else ("通" if zh else "cleared")
            lines.append(f"{mark}{label}: {shown}")
        lines.append(("添牌: " if zh else "spare: ") + render_tiles(observation["spare"], lang))
        res = observation["result"]
        if res is not None:
            if res["won"]:
                lines.append(
                    f"通关! 添牌{res['deals_made']}次"
                    if zh
                    else f"won after {res['deals_made']} deals"
                )
            else:
                reason = _REASONS_ZH.get(res["reason"], res["reason"]) if zh else res["reason"]
                lines.append(("失败: " if zh else "lost: ") + reason)
        return "\n".join(lines)

    def event_text(self, key: str, args: Any, lang: str = "en", me: int | None = None) -> str:
        """One event in words: ``("take", 2, "L2R1")`` → "take L2R1 from pass 2"."""
        zh = lang == "zh"
        if key == "laid_out":
            return "摆牌" if zh else "the tiles are laid out"
        if key == "take":
            return (
                f"第{args[0]}关取{triple_zh(args[1])}"
                if zh
                else f"take {args[1]} from pass {args[0]}"
            )
        if key == "deal":
            return f"发牌（第{args[0]}次）" if zh else f"deal the spare row (deal {args[0]})"
        if key == "won":
            return "通关！" if zh else "all passes cleared: won"
        if key == "lost":
            return f"失败：{_REASONS_ZH.get(args[0], args[0])}" if zh else f"lost: {args[0]}"
        return key

    def heuristic_agent(self, seat: int, seed: int | None = None) -> Any:
        from paixi.games.tongwuguan.agent import ReferencePolicy

        return ReferencePolicy()


_TRIPLES_ZH = {"L3": "左三张", "R3": "右三张", "L2R1": "左二右一", "L1R2": "左一右二"}


def triple_zh(triple: str) -> str:
    """An end-triple's notation (``L2R1``) in Chinese words (``左二右一``)."""
    return _TRIPLES_ZH.get(triple, triple)


GAME = Tongwuguan()
