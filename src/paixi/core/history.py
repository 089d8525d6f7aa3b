"""A game's history and public log: node kinds, :class:`HistoryEntry`, :class:`Event`.

docs/design.md "The game protocol" and "Public events". :class:`EventSource`
is the part of :class:`~paixi.core.game.State` that keeps the public log:
games emit events while applying a step, viewers read them back filtered by
what each seat may learn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from paixi.core.event_log import EventLog, append_event

CHANCE = -1
"""``current_player()`` at a chance node."""
TERMINAL = -2
"""``current_player()`` once the game is over."""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One step of a game: a seat's action, or a chance event (``seat == CHANCE``)."""

    seat: int
    move: Any

    def to_json(self) -> dict[str, Any]:
        if self.seat == CHANCE:
            return {"chance": str(self.move)}
        return {"seat": self.seat, "action": str(self.move)}


class Event(NamedTuple):
    """One line of the public log: what viewers learn of one step (docs/design.md
    "Public events").

    ``key`` names the kind of event (``"discard"``, ``"draw"``, ``"answered"``)
    and ``args`` fill it in (JSON-safe values: seats, notation of pieces); the
    game's ``render.event_text(key, args, lang)`` words it. Every viewer
    (every seat and a spectator) learns ``key``/``args`` unless ``key`` is
    None, in which case only the seats named in ``private`` learn anything.
    ``private`` gives a seat its own version instead, as ``(seat, key,
    args)`` triples: the drawer of a tile learns its face, the seat that
    answered a claim window learns its own answer. ``step`` is the index in
    ``history`` of the step that caused the event.

    A named tuple: the state stores events as plain tuples of the same shape
    (cheap to emit) and hands them out as :class:`Event` values.
    """

    step: int
    key: str | None
    args: tuple[Any, ...] = ()
    private: tuple[tuple[int, str, tuple[Any, ...]], ...] = ()

    def seen_by(self, viewer: int | None) -> tuple[str, tuple[Any, ...]] | None:
        """``(key, args)`` as ``viewer`` (a seat, or None for a spectator)
        learns it, or None if the viewer learns nothing of this event.

        >>> drawn = Event(4, "draw", (1,), private=((1, "drew", (1, "5m")),))
        >>> drawn.seen_by(1), drawn.seen_by(0), drawn.seen_by(None)
        (('drew', (1, '5m')), ('draw', (1,)), ('draw', (1,)))
        >>> Event(5, None, private=((2, "answer", (2, "pass")),)).seen_by(0) is None
        True
        """
        if viewer is not None:
            for seat, key, args in self.private:
                if seat == viewer:
                    return key, args
        if self.key is None:
            return None
        return self.key, self.args


class EventSource:
    """The public log of a state (a base of :class:`~paixi.core.game.State`).

    The state keeps its raw events in ``_events`` (an :class:`EventLog` it may
    share with clones) and reads only the first ``_n_events`` of them; each
    event's step is its index in ``history``.
    """

    history: list[HistoryEntry]
    _events: EventLog
    _n_events: int

    def emit(
        self,
        key: str | None,
        *args: Any,
        private: tuple[tuple[int, str, tuple[Any, ...]], ...] = (),
    ) -> None:
        """Record a public event of the step being applied (see :class:`Event`).

        Games call this from ``_apply_action`` / ``_apply_chance``; it is
        what every log, the web table and replays relay. ``args`` must be
        immutable JSON-safe values (ints, strings, tuples of them): the event
        is stored as a plain tuple, shared by clones, and worded only when
        someone reads it (:meth:`Game.event_text`).
        """
        self._emit(key, args, private)

    def _emit(self, key: str | None, args: tuple[Any, ...], private: tuple[Any, ...] = ()) -> None:
        """:meth:`emit` with ``args`` as one tuple: for a game's hot path, which
        can then build (or look up) the whole event once and reuse it."""
        append_event(self, key, args, private)

    @property
    def events(self) -> list[Event]:
        """Every event so far, as :class:`Event` values (a new list; set it to
        replace the log, e.g. in a game's ``clone`` or position reader)."""
        log = self._events
        n = self._n_events
        for i in range(n):  # plain tuples become Events once, in place (same values)
            if type(log[i]) is not Event:
                log[i] = Event(*log[i])
        return log[:n]

    @events.setter
    def events(self, events: Sequence[Any]) -> None:
        self._events = EventLog(e if type(e) is Event else Event(*e) for e in events)
        self._n_events = len(self._events)

    def events_for(
        self, viewer: int | None, start: int = 0
    ) -> list[tuple[int, str, tuple[Any, ...]]]:
        """The public log as ``viewer`` (a seat, or None for a spectator) may
        read it: ``(step, key, args)`` per event it learns anything of, from
        the ``start``-th event on (see :meth:`event_count`)."""
        n = self._n_events
        out = []
        for step, key, args, private in self._events[start:n]:
            if private and viewer is not None:
                for seat, key2, args2 in private:
                    if seat == viewer:
                        key, args = key2, args2
                        break
            if key is not None:
                out.append((step, key, args))
        return out

    def event_count(self) -> int:
        """How many events (of any visibility) the state has emitted so far."""
        return self._n_events
