"""Table mechanics shared by the 4-player domino trick games 三门老 and 合挡.

Both games (docs/specs/sanmenlao.md, docs/specs/hedang.md) deal 8 tiles to each of 4
seats and play tricks of :class:`~paixi.equipment.domino_units.TilePlay`
(face up or face down); face-down tiles are seen only by their owner. This
module holds what their states share: the per-seat view of a trick, the
redeal of hidden tiles for ``resample_hidden``, the tiles a seat has not
seen (for agents), and :class:`TrickTableState` / :class:`TrickTableGame`,
the state and game plumbing of the table: the deal of the stacks, taking a
finished trick, the observed table, cloning and the position hooks. Each game
keeps its own rules (leads, follows, settlement) in its folder; the position
notation is :mod:`paixi.equipment.trick_position`.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from functools import cache
from typing import Any, Self

from paixi.core.errors import NotationError, PaixiError, PositionError
from paixi.core.game import Game, State
from paixi.core.options import options_to_dict
from paixi.equipment.domino_units import (
    COPIES,
    StackDeal,
    TilePlay,
    Tiles,
    counts_of,
    deal_hands,
    first_player,
    stack_owners,
    tiles_text,
)
from paixi.equipment.dominoes import INDEX, KEYS
from paixi.equipment.trick_position import upgrade_log

PLAYERS = 4


def trick_view(leader: int, plays: tuple[TilePlay, ...] | list[TilePlay], seat: int) -> list[dict]:
    """The plays of a trick as ``seat`` sees them: ``{seat, down, count, tiles}``
    per play, ``tiles`` None for another seat's face-down play."""
    out = []
    for k, p in enumerate(plays):
        s = (leader + k) % PLAYERS
        seen = not p.down or s == seat
        out.append(
            {
                "seat": s,
                "down": p.down,
                "count": len(p.tiles),
                "tiles": [KEYS[t] for t in p.tiles] if seen else None,
            }
        )
    return out


def redeal_hidden(
    seat: int,
    hands: list[Tiles],
    downs: list[Tiles],
    leader: int,
    plays: list[TilePlay],
    rng: random.Random,
) -> tuple[list[Tiles], list[Tiles], list[TilePlay]]:
    """Redeal what ``seat`` cannot see — the other hands, the other seats'
    face-down tiles of finished tricks and of the trick in progress — keeping
    every size. Returns new ``(hands, downs, plays)``."""
    others = [s for s in range(PLAYERS) if s != seat]
    pool = [t for s in others for t in hands[s] + downs[s]]
    hidden = [k for k, p in enumerate(plays) if p.down and (leader + k) % PLAYERS != seat]
    pool += [t for k in hidden for t in plays[k].tiles]
    rng.shuffle(pool)
    hands, downs, plays = list(hands), list(downs), list(plays)
    for s in others:
        n = len(hands[s])
        hands[s], pool = tuple(sorted(pool[:n])), pool[n:]
        n = len(downs[s])
        downs[s], pool = tuple(sorted(pool[:n])), pool[n:]
    for k in hidden:
        n = len(plays[k].tiles)
        plays[k], pool = TilePlay(tuple(sorted(pool[:n])), True), pool[n:]
    return hands, downs, plays


def unseen_tiles(obs: dict[str, Any]) -> Tiles:
    """The tiles an observation's seat has not seen: not in its hand, not
    played face up (``played_up``, the trick), not its own face-down tiles."""
    seen = obs["my_hand"] + obs["played_up"] + obs["my_down"]
    for p in obs["trick"]["plays"]:
        if p["tiles"] is not None:
            seen = seen + p["tiles"]
    c = counts_of(tuple(INDEX[k] for k in seen))
    return tuple(i for i in range(len(COPIES)) for _ in range(COPIES[i] - c[i]))


@cache
def options_items(options: Any) -> tuple[tuple[str, Any], ...]:
    """A frozen options dataclass as ``(name, value)`` pairs (cached)."""
    return tuple(options_to_dict(options).items())


class TrickTableState(State):
    """The table of a 4-player domino trick game, under the game's own rules.

    A subclass sets ``phase`` (its phases ``"deal"`` … ``"end"``), calls
    :meth:`_start_table` at the start of each round, and sets the class
    attributes ``_position_fields`` (``state -> [field]``), ``_read_position``
    (``(state, [field]) -> None``, raising :class:`PositionError`) and
    ``_copied_lists`` (the list attributes :meth:`clone` copies).

    The table (per round): ``deal`` (start stack, dice) or None; ``hands``,
    ``gone_down`` (each seat's face-down tiles of finished tricks) and
    ``gone_up`` as sorted type-index tuples; ``shou`` (手 won) and
    ``tricks_won`` per seat; ``leader`` and ``plays`` of the trick in
    progress; ``last_trick`` as ``(leader, winner, plays)`` or None. Across
    rounds: ``round_no`` (from 1), ``roller`` (the seat that rolls for the
    deal) and ``rounds_log`` (one summary per finished round).
    """

    _copied_lists: tuple[str, ...] = ("rounds_log", "hands", "shou", "tricks_won")
    phase: str  # the game's own phase (a StrEnum of the words positions use)
    _position_fields: Any
    _read_position: Any

    def __init__(self, game: Game, players: int, options: Any, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.round_no = 1
        self.roller = 0
        self.rounds_log: list[dict[str, Any]] = []

    def _start_table(self) -> None:
        """Clear the table for a new round (before its deal)."""
        self.deal: tuple[int, tuple[int, int]] | None = None  # (start stack, dice)
        self.hands: list[Tiles] = [()] * PLAYERS
        self.shou = [0] * PLAYERS
        self.tricks_won = [0] * PLAYERS
        self.gone_up: Tiles = ()
        self.gone_down: list[Tiles] = [()] * PLAYERS
        self.leader = -1
        self.plays: list[TilePlay] = []  # the current trick, from the leader in turn order
        self.last_trick: tuple[int, int, tuple[TilePlay, ...]] | None = None  # leader, winner

    @property
    def first(self) -> int:
        """The first player F of the round (from the roller and the dice), -1 before the deal."""
        return -1 if self.deal is None else first_player(self.roller, sum(self.deal[1]))

    def to_act(self) -> int:
        """The seat to play next in the trick in progress."""
        return (self.leader + len(self.plays)) % PLAYERS

    @abstractmethod
    def best(self) -> tuple[int, TilePlay] | None:
        """``(seat, play)`` of the best play so far of the trick in progress
        (each game's own beating rules)."""

    def _deal_stacks(self, event: StackDeal) -> None:
        """Deal the 8 stacks of ``event`` and emit the ``deal`` event (each seat
        also learns its own hand, ``deal_own``)."""
        self.deal = (event.start, event.dice)
        first = self.first
        self.hands = deal_hands(event.shuffle, event.start, first)
        owners = tuple(stack_owners(event.start, first))
        a, b = event.dice
        public = (self.round_no, self.roller, a, b, event.start, first, owners)
        private = tuple(
            (s, "deal_own", (*public, tiles_text(self.hands[s]))) for s in range(PLAYERS)
        )
        self.emit("deal", *public, private=private)

    def _take_trick(self) -> tuple[int, TilePlay]:
        """Give the finished trick to the seat of its best play: 手 (one per
        tile of the play) and a trick won, the face-up tiles to ``gone_up``,
        the face-down ones to their owners' ``gone_down``; emit ``trick`` and
        keep it as ``last_trick``. Returns ``(winner, winning play)``; the
        caller says who leads next."""
        best = self.best()
        assert best is not None
        winner, play = best
        n = len(play.tiles)
        self.shou[winner] += n
        self.tricks_won[winner] += 1
        up = list(self.gone_up)
        for k, p in enumerate(self.plays):
            if p.down:
                s = (self.leader + k) % PLAYERS
                self.gone_down[s] = tuple(sorted(self.gone_down[s] + p.tiles))
            else:
                up.extend(p.tiles)
        self.gone_up = tuple(sorted(up))
        self.emit("trick", winner, n)
        self.last_trick = (self.leader, winner, tuple(self.plays))
        self.plays = []
        return winner, play

    def _table_observation(self, seat: int) -> dict[str, Any]:
        """The part of ``seat``'s observation every domino trick table shows:
        round, roller, dice, first player, stack owners; its own hand and
        face-down tiles; hand sizes, 手, tricks and tiles won, face-down counts,
        the face-up tiles and the last trick (``trick_view`` hides the other
        seats' face-down plays)."""
        deal = self.deal
        last = None
        if self.last_trick is not None:
            leader, winner, plays = self.last_trick
            last = {"leader": leader, "winner": winner, "plays": trick_view(leader, plays, seat)}
        return {
            "seat": seat,
            "players": PLAYERS,
            "options": dict(options_items(self.options)),
            "phase": self.phase,
            "round": self.round_no,
            "rounds": self.options.rounds,
            "roller": self.roller,
            "start_stack": None if deal is None else deal[0],
            "dice": None if deal is None else list(deal[1]),
            "first_player": None if deal is None else self.first,
            "stack_owners": None if deal is None else stack_owners(deal[0], self.first),
            "my_hand": [KEYS[t] for t in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "shou": list(self.shou),
            "tricks_won": list(self.tricks_won),
            "tiles_won": [4 * n for n in self.shou],
            "down_counts": [len(d) for d in self.gone_down],
            "played_up": [KEYS[t] for t in self.gone_up],
            "my_down": [KEYS[t] for t in self.gone_down[seat]],
            "last_trick": last,
        }

    def _trick_observation(self, seat: int, in_trick: bool, led: str | None) -> dict[str, Any]:
        """The trick in progress as ``seat`` sees it: ``leader`` (None unless
        ``in_trick``), ``plays``, the seat of the ``best`` play and the ``led``
        unit type."""
        best = self.best()
        return {
            "leader": self.leader if in_trick else None,
            "plays": trick_view(self.leader, self.plays, seat),
            "best": None if best is None else best[0],
            "led": led,
        }

    def result(self) -> dict[str, Any]:
        return {"scores": self.returns(), "rounds": [dict(r) for r in self.rounds_log]}

    def clone(self) -> Self:
        new = self._clone_shell()
        for name in self._copied_lists:
            setattr(new, name, list(getattr(self, name)))
        new.gone_down = list(self.gone_down)
        new.plays = list(self.plays)
        return new

    def _load_position(self, fields: list[str]) -> None:
        """Read the game's fields with ``_read_position``; any malformed field
        becomes a :class:`PositionError` (a one-line message)."""
        try:
            self._read_position(fields)
        except PositionError:
            raise
        except PaixiError as exc:
            raise PositionError(f"bad position: {exc}") from None
        except (ValueError, IndexError, KeyError):
            raise PositionError("bad position: a field is malformed") from None


class TrickTableGame(Game):
    """What the 4-player domino trick games share as :class:`Game`: four
    seats, the stack deal as a chance event, zero-sum settlement."""

    kind = "domino trick game"
    min_players = 4
    max_players = 4
    default_players = 4

    def parse_chance(self, text: str) -> Any:
        """The deal, written ``<32 tiles> / <start stack> / <dice>``."""
        if not isinstance(text, str):
            raise NotationError("a chance event is text")
        return StackDeal.parse(text)

    def upgrade_position(self, text: str) -> str:
        """Positions written before the ``log=`` field existed (rules pages,
        "Position format") read as having no finished round: ``log=-``."""
        return upgrade_log(text)

    def expected_return_sum(self, state: State) -> float:
        """Every settlement sums to zero (rules §6 of both games; 合挡's sale
        of the bank moves stakes between two seats)."""
        return 0.0
