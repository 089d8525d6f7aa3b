"""接龙 jiē lóng, "Joining the Dragon": the rules engine (docs/specs/jielong.md).

Phases: the deal (chance), the dice for the starter (chance, §2), play (§3:
lead, joins, 睡觉 sleeps), and the block (chance event ``block``, §3 rule 5)
when no hand holds a tile showing an open end. Sleep totals settle the game
(§6).

State fields (type indices, :data:`paixi.equipment.dominoes.KEYS`): ``hands``
per seat in hand order, ``slept`` per seat in the order slept (the tiles the
block moved come last, from ``block_start[seat]``), ``undealt``, the ends
``left``/``right`` (0 before the lead), ``moves`` (``(seat, action)`` in
order), ``starter`` and ``dice``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from paixi.core.action_space import ActionSpace
from paixi.core.errors import OptionError
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.history import HistoryEntry
from paixi.core.options import option
from paixi.equipment.dominoes import KEYS
from paixi.games.jielong import actions as act
from paixi.games.jielong.actions import (
    BLOCK,
    HALVES,
    LEADS,
    LEADS_ONE,
    PIPS,
    SLEEPS,
    THREE_SIX,
    Action,
    Block,
    Chance,
    Deal,
    Dice,
    Join,
    Lead,
    Sleep,
)
from paixi.games.jielong.hidden import resample
from paixi.games.jielong.line import JOINS_BOTH, JOINS_ONE, lead_ends
from paixi.games.jielong.model import BLOCKED, COPIES, DEAL, DICE, END, PLAY
from paixi.games.jielong.position import load_fields, position_fields
from paixi.games.jielong.view import observation

DEFAULT_HAND = {(1, 2): 12, (1, 3): 10, (1, 4): 8, (2, 2): 16, (2, 3): 16, (2, 4): 16}
"""§2 table: ``(sets, players) -> hand size``."""


@dataclass(frozen=True)
class JielongOptions:
    """Options of docs/specs/jielong.md §7 (``players`` is the ``new_game`` argument)."""

    sets: int = option(1, choices=(1, 2), help="one set (32 tiles) or two mixed (64)")
    hand_size: int | None = option(
        None, min=1, max=64, sample_max=16, help="tiles per hand (default: §2 table)"
    )
    first_player: str = option(
        "dice",
        choices=("dice", "three_six", "0", "1", "2", "3"),
        help="dice, three_six (三六先出: the 3-6 holder leads it), or a seat",
    )
    open_ends: str = option("both", choices=("both", "one"), help="both ends open, or one")
    sleep_only_when_blocked: bool = option(True, help="a player may sleep only if he cannot join")
    settlement: str = option(
        "winner_loser", choices=("winner_loser", "pairwise"), help="how sleep totals settle"
    )


def hand_size(options: JielongOptions, players: int) -> int:
    """The hand size in force: the option, or the §2 table."""
    return options.hand_size or DEFAULT_HAND[(options.sets, players)]


class JielongState(State):
    """A 接龙 game in play (see the module docstring for the fields)."""

    def __init__(self, game: Game, players: int, options: JielongOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.hand_size = hand_size(options, players)
        self.one_end = options.open_ends == "one"
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.slept: list[list[int]] = [[] for _ in range(players)]
        self.block_start: list[int] | None = None
        self.undealt: list[int] = []
        self.shows = [0] * 7  # shows[v]: tiles in all hands with a half v (a double once)
        self.left = self.right = 0
        self.moves: list[tuple[int, Action]] = []
        self.starter: int | None = None
        self.dice: tuple[int, int] | None = None
        self.must_lead_36 = False
        self.turn = 0
        self.phase = DEAL
        self._legal: list[Action] | None = None
        self._forced = options.sleep_only_when_blocked

    # --- turn structure --------------------------------------------------------

    def current_player(self) -> int:
        phase = self.phase
        if phase == PLAY:
            return self.turn
        return TERMINAL if phase == END else CHANCE

    def is_terminal(self) -> bool:
        return self.phase == END

    def legal_actions(self) -> list[Action]:
        if self.phase != PLAY:
            return []
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        # Keys in hand order of their first copy (dict.fromkeys keeps order), §4.
        distinct = dict.fromkeys(self.hands[self.turn])
        if not self.moves:  # the lead: always a tile, never a sleep (§3 rule 1)
            if self.must_lead_36:
                return list(LEADS_ONE[THREE_SIX]) if self.one_end else [LEADS[THREE_SIX]]
            if self.one_end:
                return [a for t in distinct for a in LEADS_ONE[t]]
            return [LEADS[t] for t in distinct]
        table = JOINS_ONE[self.right] if self.one_end else JOINS_BOTH[self.left * 7 + self.right]
        out: list[Action] = []
        for t in distinct:
            moves = table[t]
            if moves:
                out += moves
        if not out or not self._forced:
            out += [SLEEPS[t] for t in distinct]
        return out

    def illegal_reason(self, action: Any) -> str | None:
        if self.phase != PLAY:
            return "the game is over" if self.phase == END else "the game is waiting for chance"
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action in legal:
            return None
        return self._why_illegal(action)

    def _why_illegal(self, action: Any) -> str:
        if not isinstance(action, Lead | Join | Sleep):
            return "not a 接龙 action"
        hand = self.hands[self.turn]
        if action.tile not in hand:
            return f"{KEYS[action.tile]} is not in your hand"
        if not self.moves:
            if isinstance(action, Sleep | Join):
                return "the first move is a lead: play a tile face up"
            if self.must_lead_36:
                return "with first_player=three_six the 3-6 must be led"
            if self.one_end and action.open_half is None:
                return "with one open end, name the half left open (like 3-6 6)"
            return "with both ends open a lead is just the tile (like 6-6)"
        if isinstance(action, Lead):
            return "the line is already started: join an end or sleep"
        if isinstance(action, Sleep):
            return "you can join a tile, so you may not sleep"
        if self.one_end and action.end == 0:
            return "only the R end is open"
        value = self.left if action.end == 0 else self.right
        if value not in HALVES[action.tile]:
            return f"{KEYS[action.tile]} does not show a {value} (end {str(action)[-1]})"
        return "both ends show the same value: a tile joins on L"

    # --- applying --------------------------------------------------------------

    def apply(self, action: Any) -> None:
        """:meth:`State.apply` with a fast path for a legal action value (the
        same checks and effects: history entry, the move, then chance)."""
        if self.phase == PLAY and action.__class__ is not str:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal()
            if action in legal:
                self.history.append(HistoryEntry(self.turn, action))
                self._apply_action(action)
                if self.phase != PLAY:
                    self._resolve_chance()
                return
        super().apply(action)

    def _apply_action(self, action: Action) -> None:
        seat = self.turn
        tile = action.tile
        self.hands[seat].remove(tile)
        a, b = HALVES[tile]
        shows = self.shows
        shows[a] -= 1
        if b != a:
            shows[b] -= 1
        self.moves.append((seat, action))
        self._legal = None
        if isinstance(action, Join):
            if action.end:
                right = self.right
                self.right = b if a == right else a
                self.emit("join", seat, KEYS[tile], "R")
            else:
                left = self.left
                self.left = b if a == left else a
                self.emit("join", seat, KEYS[tile], "L")
        elif isinstance(action, Sleep):
            self.slept[seat].append(tile)
            self.emit("sleep", seat, private=((seat, "sleep_own", (seat, KEYS[tile])),))
        else:
            self.left, self.right = lead_ends(tile, action.open_half)
            self.emit("lead", seat, KEYS[tile], action.open_half)
        if not self.hands[seat]:
            self.emit("out", seat)
        self._after_move()

    def _after_move(self) -> None:
        """Next seat with tiles, the block (§3 rule 5), or the end."""
        shows = self.shows
        if not shows[self.right] and (self.one_end or not shows[self.left]):
            if any(self.hands):
                self.phase = BLOCKED
            else:
                self._finish()
            return
        n = self.players
        seat = (self.turn + 1) % n
        hands = self.hands
        while not hands[seat]:
            seat = (seat + 1) % n
        self.turn = seat

    def _finish(self) -> None:
        self.phase = END
        res = self.settle()
        self.emit("reveal", [[KEYS[t] for t in pile] for pile in self.slept], res["totals"])
        self.emit("result", res["winner"], res["loser"], res["draw"])

    # --- chance ------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Chance:
        if self.phase == DEAL:
            return Deal.draw(rng, self.options.sets)
        if self.phase == DICE:
            return Dice(rng.randint(1, 6), rng.randint(1, 6))
        return BLOCK

    def _check_chance(self, event: Any) -> str | None:
        phase = self.phase
        if phase == DEAL:
            if not isinstance(event, Deal):
                return "the deal is due"
            want = 32 * self.options.sets
            if len(event.tiles) != want:
                return f"a deal has {want} tiles"
            counts: dict[int, int] = {}
            for t in event.tiles:
                counts[t] = counts.get(t, 0) + 1
            for t, c in counts.items():
                copies = COPIES[t] * self.options.sets
                if c != copies:
                    return f"{KEYS[t]} appears {c} times; the set(s) hold it {copies} times"
            if len(counts) != len(KEYS):
                return "a deal must hold every tile of the set(s)"
            return None
        if phase == DICE:
            return None if isinstance(event, Dice) else "the dice for the starter are due"
        if phase == BLOCKED:
            return None if isinstance(event, Block) else "the blocked line must be settled"
        return "no chance event is due"

    def _apply_chance(self, event: Chance) -> None:
        if isinstance(event, Deal):  # the event the phase is due (_check_chance)
            self._deal(event.tiles)
        elif isinstance(event, Dice):
            self._roll(event.a, event.b)
        else:
            self._block()

    def _deal(self, tiles: tuple[int, ...]) -> None:
        h, n = self.hand_size, self.players
        shows = self.shows
        for seat in range(n):
            hand = list(tiles[seat * h : seat * h + h])
            self.hands[seat] = hand
            for t in hand:
                a, b = HALVES[t]
                shows[a] += 1
                if b != a:
                    shows[b] += 1
        self.undealt = list(tiles[n * h :])
        self.emit(
            "deal",
            h,
            len(self.undealt),
            private=tuple(
                (s, "deal_own", (h, len(self.undealt), [KEYS[t] for t in self.hands[s]]))
                for s in range(n)
            ),
        )
        rule = self.options.first_player
        if rule == "dice":
            self.phase = DICE
        elif rule == "three_six":
            holder = next((s for s in range(n) if THREE_SIX in self.hands[s]), None)
            if holder is None:
                self.phase = DICE
            else:
                self.must_lead_36 = True
                self._start(holder, "three_six")
        else:
            self._start(int(rule), "seat")

    def _roll(self, a: int, b: int) -> None:
        self.dice = (a, b)
        self.emit("dice", a, b, (a + b - 1) % self.players)
        self._start((a + b - 1) % self.players, None)

    def _start(self, seat: int, why: str | None) -> None:
        self.starter = self.turn = seat
        self.phase = PLAY
        self._legal = None
        if why is not None:
            self.emit("starter", seat, why)

    def _block(self) -> None:
        """§3 rule 5: every tile in hand goes to its owner's sleep pile."""
        self.block_start = [len(p) for p in self.slept]
        moved = []
        for seat in range(self.players):
            moved.append([KEYS[t] for t in self.hands[seat]])
            self.slept[seat].extend(self.hands[seat])
            self.hands[seat] = []
        self.shows = [0] * 7
        self.emit("block", moved)
        self._finish()

    # --- outcome -------------------------------------------------------------------

    def sleep_totals(self) -> list[int]:
        """Sum of pips of each seat's slept tiles (§6)."""
        return [sum(PIPS[t] for t in pile) for pile in self.slept]

    def settle(self) -> dict[str, Any]:
        """§6 on the current sleep totals: winner, loser, returns."""
        return settle(self.sleep_totals(), self.options.settlement)

    def returns(self) -> list[float]:
        if self.phase != END:
            return [0.0] * self.players
        return self.settle()["returns"]

    def result(self) -> dict[str, Any]:
        res = self.settle()
        return {
            "sleep_piles": [[KEYS[t] for t in pile] for pile in self.slept],
            "sleep_totals": res["totals"],
            "winner": res["winner"],
            "loser": res["loser"],
            "draw": res["draw"],
            "blocked": self.block_start is not None,
            "settlement": self.options.settlement,
            "starter": self.starter,
        }

    # --- information -------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        return observation(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> JielongState:
        """A copy in which the other hands, the other sleep piles and the undealt
        tiles are redealt consistently with what ``seat`` has seen (see
        :mod:`paixi.games.jielong.hidden`)."""
        return resample(self, seat, rng)

    def _position_fields(self) -> list[str]:
        """The five position fields (the hook of the shared position frame)."""
        return position_fields(self)

    def _load_position(self, fields: list[str]) -> None:
        """Set this fresh state from the five position fields (the frame's hook)."""
        load_fields(self, fields)

    def clone(self) -> JielongState:
        new = self._clone_shell()
        new.hands = [list(h) for h in self.hands]
        new.slept = [list(p) for p in self.slept]
        new.undealt = list(self.undealt)
        new.shows = list(self.shows)
        new.moves = list(self.moves)
        new._legal = None
        return new


def settle(totals: list[int], settlement: str) -> dict[str, Any]:
    """§6: ``{"totals", "winner", "loser", "draw", "returns"}`` for sleep totals.

    ``winner_loser``: the unique lowest total wins (+1), the unique highest
    loses (−1); a shared lowest means no winner, a shared highest no loser.
    ``pairwise``: returns are ``T − n·s_i``.
    """
    low, high = min(totals), max(totals)
    winner = totals.index(low) if totals.count(low) == 1 else None
    loser = totals.index(high) if totals.count(high) == 1 else None
    n = len(totals)
    if settlement == "pairwise":
        total = sum(totals)
        returns = [float(total - n * s) for s in totals]
    else:
        returns = [0.0] * n
        if winner is not None:
            returns[winner] = 1.0
        if loser is not None:
            returns[loser] = -1.0
    return {
        "totals": list(totals),
        "winner": winner,
        "loser": loser,
        "draw": low == high,
        "returns": returns,
    }


class Jielong(Game):
    """接龙 (Joining the Dragon), docs/specs/jielong.md."""

    id = "jielong"
    name_zh = "接龙"
    name_en = "Joining the Dragon"
    kind = "domino line game"
    min_players = 2
    max_players = 4
    default_players = 4
    Options = JielongOptions
    State = JielongState
    bench_options: ClassVar[dict[str, Any]] = {}

    def check_options(self, options: JielongOptions, players: int) -> None:
        tiles = 32 * options.sets
        h = options.hand_size
        if h is not None and h * players > tiles:
            raise OptionError(
                f"option 'hand_size' must be at most {tiles // players} for {players} players "
                f"and {options.sets} set(s) ({tiles} tiles), not {h}"
            )
        rule = options.first_player
        if rule.isdigit() and int(rule) >= players:
            raise OptionError(
                f"option 'first_player' must be dice, three_six or a seat 0-{players - 1}, "
                f"not {rule}"
            )

    def parse_action(self, text: str) -> Action:
        return act.parse_action(text)

    def parse_chance(self, text: str) -> Chance:
        return act.parse_chance(text)

    def action_space(self, players: int, options: JielongOptions) -> ActionSpace:
        return act.action_space(options.open_ends)

    def expected_return_sum(self, state: JielongState) -> float:
        """§6: pairwise nets sum to 0; winner_loser returns sum to +1 if the lowest
        total is unique, −1 if the highest is, both or neither: 0."""
        if state.options.settlement == "pairwise":
            return 0.0
        ranked = sorted(state.sleep_totals())
        return float((ranked[0] < ranked[1]) - (ranked[-1] > ranked[-2]))


GAME = Jielong()
