"""The game protocol: :class:`Game` (a rule set) and :class:`State` (one game in play).

docs/design.md "The game protocol". A game package defines a ``Game`` subclass and
a ``State`` subclass and exposes an instance as ``GAME`` in its ``__init__``;
the registry finds it there.

A state alternates between decision nodes (``current_player()`` is a seat) and
chance nodes (``current_player() == CHANCE``). Chance is resolved by the
state's own seeded RNG right after every action, and every outcome is written
into ``history`` as an explicit chance event; a state built for replay
(``chance="manual"``) takes its chance events from the caller instead, so a
record replays without the RNG.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, MutableSequence, Sequence
from typing import Any, ClassVar, Self

from paixi.core.action_space import ActionSpace
from paixi.core.errors import (
    IllegalActionError,
    OptionError,
    PositionError,
    SeatError,
    clip,
)
from paixi.core.event_log import EventLog
from paixi.core.game_package import PackageModules
from paixi.core.history import CHANCE, TERMINAL, EventSource, HistoryEntry
from paixi.core.notation import parse_notation
from paixi.core.options import options_to_dict, parse_options
from paixi.core.position import adapt_from_position
from paixi.version import __version__

__all__ = ["CHANCE", "TERMINAL", "Game", "State"]

RECORD_FORMAT = "paixi-record"
RECORD_VERSION = 1

_OPTIONS_CACHE: dict[tuple[Any, ...], Any] = {}
"""Validated options by (game, players, given names/types/values): options are
frozen, so a playout loop that passes the same mapping every game parses it once."""


def _options_key(game: Game, values: Any, players: int) -> tuple[Any, ...] | None:
    """The cache key of an options mapping, or None if it cannot be cached. The
    type of every value is part of the key, so ``1`` never stands in for ``True``."""
    if values is None:
        return (type(game), players)
    if type(values) is not dict:
        return None
    key = (type(game), players, tuple(values.items()), tuple(map(type, values.values())))
    try:
        hash(key)
    except TypeError:
        return None
    return key


class Game(PackageModules, ABC):
    """A rule set: id, names, player range, options, and a factory of states."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # A game may read positions with its own ``from_position(text)``: every
        # one gets the protocol's ``seed``/``chance`` arguments and records the
        # position its history starts from (for records, docs/design.md "Positions").
        super().__init_subclass__(**kwargs)
        method = cls.__dict__.get("from_position")
        if method is not None and not getattr(method, "_position_adapted", False):
            # the subclass's own method, wrapped at class creation (see the comment above)
            cls.from_position = adapt_from_position(method)  # type: ignore[method-assign]

    id: ClassVar[str]
    name_zh: ClassVar[str]
    name_en: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    Options: ClassVar[type]
    State: ClassVar[type[AnyState]]
    kind: ClassVar[str] = ""
    """A short description of the kind of game (``"dice"``, ``"domino solitaire"``...)."""
    bench_options: ClassVar[dict[str, Any]] = {}
    """Options of the ``paixi bench GAME`` random-playout benchmark."""
    bench_unit: ClassVar[str] = "games"
    """What one benchmark playout is called (games, rounds, hands)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        # A game is a shared rule set (its caches hold modules and layouts):
        # a state's deep copy shares it instead of copying it.
        return self

    # --- options -------------------------------------------------------------

    def parse_options(self, values: Mapping[str, Any] | Any | None, players: int) -> Any:
        """Validated options for ``players`` seats from a mapping or an options instance.

        Raises :class:`OptionError` naming the bad option.
        """
        if isinstance(values, self.Options):
            options = values
        else:
            key = _options_key(self, values, players)
            if key is not None:
                cached = _OPTIONS_CACHE.get(key)
                if cached is not None:
                    return cached
            options = parse_options(self.Options, values)
            self.check_options(options, players)
            if key is not None:
                if len(_OPTIONS_CACHE) >= 1024:
                    _OPTIONS_CACHE.clear()
                _OPTIONS_CACHE[key] = options
            return options
        self.check_options(options, players)
        return options

    def check_options(self, options: Any, players: int) -> None:
        """Game-specific checks across options and the player count (override)."""
        return None

    def check_players(self, players: int | None) -> int:
        if type(players) is int and self.min_players <= players <= self.max_players:
            return players
        if players is None:
            return self.default_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise OptionError(f"players must be an integer, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                span = f"exactly {self.min_players}"
            else:
                span = f"{self.min_players}-{self.max_players}"
            noun = "player" if self.max_players == 1 else "players"
            raise OptionError(f"{self.id} is played by {span} {noun}, not {players}")
        return players

    # --- states --------------------------------------------------------------

    def new_game(
        self,
        players: int | None = None,
        options: Mapping[str, Any] | Any | None = None,
        seed: int | None = None,
        *,
        chance: str = "auto",
    ) -> AnyState:
        """A new game in its initial state.

        ``seed`` fixes every chance outcome (None: a fresh random seed, which is
        kept in the record). ``chance="manual"`` leaves chance nodes for the
        caller to answer with :meth:`State.apply_chance` (replay).
        """
        players = self.check_players(players)
        opts = self.parse_options(options, players)
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        if chance not in ("auto", "manual"):
            raise ValueError("chance must be 'auto' or 'manual'")
        state = self.State(self, players, opts, seed)
        state._manual_chance = chance == "manual"
        state._resolve_chance()
        return state

    # --- notation ------------------------------------------------------------

    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """The action written ``text``; :class:`NotationError` if malformed."""

    @abstractmethod
    def parse_chance(self, text: str) -> Any:
        """The chance event written ``text``; :class:`NotationError` if malformed."""

    @abstractmethod
    def action_space(self, players: int, options: Any) -> ActionSpace:
        """Every action of this configuration, numbered for action masks."""

    def cached_action_space(self, players: int, options: Any) -> ActionSpace:
        """:meth:`action_space`, built once per configuration (options are frozen)."""
        cache = self.__dict__.setdefault("_space_cache", {})
        key = (players, options)
        try:
            space = cache.get(key)
        except TypeError:  # an options value that cannot be hashed: build afresh
            return self.action_space(players, options)
        if space is None:
            space = cache[key] = self.action_space(players, options)
        return space

    def menu_groups(
        self, legal: Sequence[Any], lang: str = "en"
    ) -> list[tuple[str, list[Any]]] | None:
        """Optional hook: the legal actions in groups for a two-step terminal
        menu, as ``(label, actions)`` pairs (吹牛: a bid's count, then its
        face); None (the default) for one flat menu."""
        return None

    def resolve_action(self, action: Any, legal: list[Any]) -> Any:
        """Optional hook: complete typed input whose notation may leave parts
        open (干瞪眼's joker readings) from the ``legal`` actions; the default
        returns ``action`` unchanged. Raises :class:`NotationError` if it fits
        no legal action."""
        return action

    def expected_return_sum(self, state: Any) -> float | None:
        """Optional hook: what the returns of the finished ``state`` must add up
        to (0.0 for a zero-sum settlement), checked by the conformance suite;
        None (the default) when the game fixes no sum."""
        return None

    def from_position(
        self, text: str, seed: int | None = None, *, chance: str = "auto"
    ) -> AnyState:
        """The state written ``text`` in the game's position notation (see
        :meth:`State.to_position`; the frame is in :mod:`paixi.core.position`,
        the game's fields in its rules page).

        Checks the position is consistent (piece counts, turn, phase) and
        raises :class:`PositionError` saying exactly what is wrong otherwise.
        The position carries no RNG: later chance (shuffles and rolls not yet
        made) is drawn from ``seed`` (None: a fresh random seed, kept in the
        record), or left to the caller with ``chance="manual"`` (replay).

        Strict, like FEN in python-chess: only the exact text the state
        writes is read (``upgrade_position`` rewrites a game's older forms).

        >>> import paixi
        >>> game = paixi.load_game("chuiniu")
        >>> game.from_position("chuiniu 2 - 12356/11345 0,0 bid 0.3x5 - - -").current_player()
        1
        >>> game.from_position("chuiniu 02 - 12356/11345 0,0 bid 0.3x5 - - -")
        Traceback (most recent call last):
        ...
        paixi.core.errors.PositionError: players is written 2, not '02'
        """
        from paixi.core.position import check_written, split_position

        if chance not in ("auto", "manual"):
            raise ValueError("chance must be 'auto' or 'manual'")
        if type(self).State._load_position is State._load_position:
            raise PositionError(f"{self.id} has no position notation")
        if isinstance(text, str):
            text = self.upgrade_position(text)
        players, options, fields = split_position(self, text)
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        state = self.State(self, players, options, seed)
        state._manual_chance = True
        state._load_position(fields)
        state.start_position = state.to_position()
        check_written(self.id, text, state.start_position)
        state._manual_chance = chance == "manual"
        state._resolve_chance()
        return state

    def upgrade_position(self, text: str) -> str:
        """``text`` rewritten in the current notation if it is a position in an
        older notation this game still reads (its rules page says which),
        else ``text`` unchanged. Readers are strict: they take only what the
        game writes now, so an older form is rewritten exactly, before reading."""
        return text

    def extra_agents(self) -> dict[str, Any]:
        """Agents of this game only, by name: ``{name: factory(seed) -> agent}``
        (e.g. MCR's ``mcr-shape``); usable wherever agents are chosen by name."""
        return {}

    def search_hints(self) -> Any:
        """Optional hook: a :class:`paixi.core.search.SearchHints` telling the
        ISMCTS agent the game's guide, playout policy, position evaluation and
        playout horizon; None (the default) searches with the heuristic agent
        and the running points."""
        return None

    def extra_benchmarks(self) -> dict[str, Any]:
        """Game-specific benchmarks: ``{name: fn(seconds) -> paixi.core.bench.BenchResult}``."""
        return {}

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


class State(EventSource, ABC):
    """One game in play. See the module docstring and docs/design.md.

    Subclasses implement the ``_``-prefixed hooks; the public methods here
    check input, keep the history, and resolve chance.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Every game's observation/resample_hidden gets the seat check, so a
        # negative or boolean index can never wrap round to another seat's view.
        super().__init_subclass__(**kwargs)
        for name in ("observation", "resample_hidden"):
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "_seat_checked", False):
                setattr(cls, name, _seat_checked(method))

    def check_seat(self, seat: Any) -> int:
        """``seat`` if it is an integer in ``0 .. players-1``, else :class:`SeatError`."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise SeatError(f"seat must be an integer 0-{self.players - 1}, not {clip(repr(seat))}")
        return seat

    def __init__(self, game: Game, players: int, options: Any, seed: int) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.seed = seed
        self.history: list[HistoryEntry] = []
        self._rng = random.Random(seed)
        self._manual_chance = False
        self._events = EventLog()
        self._n_events = 0
        self.start_position: str | None = None
        """The position this state was set up from (``game.from_position``), or None."""

    # --- to implement --------------------------------------------------------

    @abstractmethod
    def current_player(self) -> int:
        """Seat to act, ``CHANCE`` at a chance node, ``TERMINAL`` at the end."""

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Legal actions of the seat to act (empty at chance and terminal nodes)."""

    def record_seat(self) -> int:
        """The seat a record writes for the action now due: ``current_player()``,
        unless a game seats one player at several places (龙麻将's bridge
        variant writes the seat, not the player)."""
        return self.current_player()

    @abstractmethod
    def _apply_action(self, action: Any) -> None:
        """Apply a legal action (already checked)."""

    def _sample_chance(self, rng: random.Random) -> Any:
        """Draw the outcome of the current chance node (override if there is chance)."""
        raise RuntimeError("this game has no chance nodes")

    def _check_chance(self, event: Any) -> str | None:
        """Why ``event`` cannot be the outcome here, or None if it can."""
        return "this game has no chance events"

    def _apply_chance(self, event: Any) -> None:
        raise RuntimeError("this game has no chance nodes")

    @abstractmethod
    def returns(self) -> list[float]:
        """Points per seat under the spec's scoring (final once terminal)."""

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """JSON-safe breakdown of the outcome (winners, scores, per-round detail)."""

    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """JSON-safe dict of exactly what ``seat`` may see."""

    def resample_hidden(self, seat: int, rng: random.Random) -> State:
        """A copy in which everything ``seat`` cannot see is redrawn consistently
        with what it has seen (default: no hidden information, a plain copy)."""
        return self.clone()

    def to_position(self) -> str:
        """The whole state as the referee sees it (hidden parts included), as one
        line of text in the game's position notation, like FEN in chess;
        ``game.from_position`` reads it back. The frame is
        ``<game id> <players> <options> <fields...>`` (:mod:`paixi.core.position`);
        a game gives its fields with :meth:`_position_fields`.

        >>> import paixi
        >>> game = paixi.load_game("chuiniu")
        >>> state = game.new_game(players=2, seed=1)
        >>> state.apply("3x5")
        >>> text = state.to_position()
        >>> text
        'chuiniu 2 - 12356/11345 0,0 bid 0.3x5 - - -'
        >>> game.from_position(text).to_position() == text
        True
        """
        from paixi.core.position import join_position

        return join_position(self, self._position_fields())

    def _position_fields(self) -> list[str]:
        """The game's own position fields, each one word without spaces (override)."""
        raise PositionError(f"{self.game.id} has no position notation")

    def _load_position(self, fields: list[str]) -> None:
        """Set this fresh state from the game's position ``fields`` (override);
        :class:`PositionError` saying what is wrong if they are inconsistent."""
        raise PositionError(f"{self.game.id} has no position notation")

    # --- provided ------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def clone(self) -> Self:
        """An independent copy (RNG included)."""
        return copy.deepcopy(self)

    def _clone_shell(self) -> Self:
        """The first step of a game's fast :meth:`clone`: a new state sharing
        every field, with its own history and RNG (the event log is shared
        fork-on-write); the game then copies its own mutable fields."""
        cls = type(self)
        if cls.__new__ is object.__new__:
            new = object.__new__(cls)
            new.__dict__.update(self.__dict__)
        else:  # compiled by mypyc (paixi.native): its own fields are not in __dict__
            new = copy.copy(self)
            new.__dict__ = dict(self.__dict__)  # mypyc's copy would share the dict
        new.history = list(self.history)
        new._rng = random.Random()
        new._rng.setstate(self._rng.getstate())
        return new

    def illegal_reason(self, action: Any) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal (override for speed)."""
        if self.is_terminal():
            return "the game is over"
        if self.is_chance_node():
            return "the game is waiting for a chance event"
        if action in self.legal_actions():
            return None
        return "it is not a legal action here"

    def _coerce_action(self, action: Any) -> Any:
        if isinstance(action, str):
            return parse_notation(self.game.parse_action, action, "action")
        return action

    def apply(self, action: Any) -> None:
        """Apply a seat's action (an action value or its text notation).

        Raises :class:`NotationError` for unreadable text and
        :class:`IllegalActionError` for an illegal action; the state is then
        unchanged.

        >>> import paixi
        >>> state = paixi.load_game("chuiniu").new_game(players=2, seed=1)
        >>> state.legal_actions()[0]
        Bid(count=2, face=1)
        >>> state.apply("1x6")
        Traceback (most recent call last):
        ...
        paixi.core.errors.IllegalActionError: illegal action 1x6: ...
        >>> state.apply(state.legal_actions()[0])
        >>> state.current_player()
        1
        """
        action = self._coerce_action(action)
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(self._illegal_message(action, reason))
        self.history.append(HistoryEntry(self.record_seat(), action))
        self._apply_action(action)
        self._resolve_chance()

    def _illegal_message(self, action: Any, reason: str) -> str:
        legal = self.legal_actions()
        shown = ", ".join(str(a) for a in legal[:12])
        if len(legal) > 12:
            shown += f", ... ({len(legal)} in all)"
        seat = self.current_player()
        who = f"seat {seat}" if seat >= 0 else "nobody"
        return f"illegal action {clip(str(action))}: {reason}; legal for {who}: {shown or 'none'}"

    def apply_chance(self, event: Any) -> None:
        """Apply a chance event given by the caller (replay), checked first."""
        if not self.is_chance_node():
            raise IllegalActionError("no chance event is due here")
        if isinstance(event, str):
            event = parse_notation(self.game.parse_chance, event, "chance event")
        reason = self._check_chance(event)
        if reason is not None:
            raise IllegalActionError(f"impossible chance event {clip(str(event))}: {reason}")
        self.history.append(HistoryEntry(CHANCE, event))
        self._apply_chance(event)

    def _resolve_chance(self) -> None:
        if self._manual_chance:
            return
        while self.current_player() == CHANCE:
            event = self._sample_chance(self._rng)
            self.history.append(HistoryEntry(CHANCE, event))
            self._apply_chance(event)

    def reseed_chance(self, rng: random.Random) -> None:
        """Draw all future chance from a fresh RNG seeded from ``rng`` (automatic
        chance from now on). Searchers call this on every determinisation, so
        a copy never knows the real game's future dice or shuffles."""
        self._rng = random.Random(rng.getrandbits(64))
        self._manual_chance = False
        self._resolve_chance()

    def action_space(self) -> ActionSpace:
        """The numbering of this configuration's actions (built once, shared)."""
        return self.game.cached_action_space(self.players, self.options)

    def legal_action_indices(self) -> list[int]:
        """The action-space index of each legal action, in ``legal_actions()`` order."""
        return self.action_space().indices(self.legal_actions())

    def legal_action_mask(self) -> bytearray:
        """0/1 bytes over the whole action space, 1 at each legal action."""
        return self.action_space().mask(self.legal_actions())

    def observation_tensor(self, seat: int) -> list[float]:
        """What ``seat`` may see as a flat list of ``tensor_spec().size`` floats,
        encoded from :meth:`observation` only (layout: ``game.tensor_spec(players,
        options).describe()``, the game package's ``tensor`` module).
        :class:`SeatError` for a bad seat."""
        spec = self.game.tensor_spec(self.players, self.options)
        out = [0.0] * spec.size
        self.game._tensor_module().encode(self.observation(seat), spec, out)
        return out

    def encode_observation(self, seat: int, out: MutableSequence[float]) -> None:
        """Fill ``out`` (``tensor_spec().size`` zeros: a list, or an
        ``array("d")`` that numpy wraps without a copy) with what
        :meth:`observation_tensor` gives. A game whose ``tensor`` module has
        ``encode_state(state, seat, spec, out)`` reads the state directly
        there, skipping the observation dict (the RL environments' hot path);
        :meth:`observation_tensor` stays the reference it must equal at every
        step (tests/rl/test_fast_tensors.py). :class:`SeatError` for a bad seat."""
        seat = self.check_seat(seat)
        game = self.game
        game.state_encoder()(self, seat, game.tensor_spec(self.players, self.options), out)

    def to_record(self, seats: Sequence[str] | None = None) -> dict[str, Any]:
        """The JSON game record: game id, engine version, options, seats,
        chance events and actions in notation, and the result when over."""
        record: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "engine": __version__,
            "game": self.game.id,
            "players": self.players,
            "options": options_to_dict(self.options),
            "seed": self.seed,
            "seats": list(seats)
            if seats is not None
            else [f"seat {i}" for i in range(self.players)],
            **({"position": self.start_position} if self.start_position else {}),
            "history": [entry.to_json() for entry in self.history],
            "terminal": self.is_terminal(),
        }
        if self.is_terminal():
            record["returns"] = self.returns()
            record["result"] = self.result()
        return record

    def fingerprint(self) -> bytes:
        """The state as the referee sees it, hidden parts included: its
        position (:meth:`to_position`) as UTF-8 bytes. Equal positions have
        equal fingerprints, so a round trip through a position keeps it, and a
        failed call must leave it unchanged. What a position leaves out — the
        history, the event log, the RNG of future chance — is not part of it."""
        return self.to_position().encode()

    def __str__(self) -> str:
        seat = self.current_player()
        if seat < 0:
            seat = 0
        return self.game.render(self.observation(seat))


AnyState = State
"""The :class:`State` class under a second name, for annotations inside
:class:`Game`, whose class attribute ``State`` (the game's own state class)
shadows the name there."""


def _seat_checked(method: Any) -> Any:
    def checked(self: State, seat: Any, *args: Any, **kwargs: Any) -> Any:
        self.check_seat(seat)
        return method(self, seat, *args, **kwargs)

    checked.__name__ = method.__name__
    checked.__qualname__ = method.__qualname__
    checked.__doc__ = method.__doc__
    # a marker attribute on the function, so an inherited method is not wrapped twice
    checked._seat_checked = True  # type: ignore[attr-defined]
    return checked
