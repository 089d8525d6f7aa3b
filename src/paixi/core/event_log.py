"""A state's raw event log: :class:`EventLog` and :func:`append_event`.

What :class:`~paixi.core.history.EventSource` keeps and how an event is
added, in a module of its own so that mypyc compiles it (``paixi.native``)
while the classes around it stay Python; the compiled games (争上游, 干瞪眼)
call :func:`append_event` directly, every other game through
``EventSource._emit``.
"""

from __future__ import annotations

from typing import Any

from paixi.native import mypyc_attr


@mypyc_attr(native_class=False)  # mypyc compiles no subclass of list
class EventLog(list):
    """The raw events ``(step, key, args, private)`` of a state, append-only.

    A state reads only its first ``_n_events`` items, so a clone (however a
    game copies its ``__dict__``) may share the list: whichever of the two
    emits second finds the list longer than its count and forks it. Copies
    therefore cost nothing, deep or shallow.
    """

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> EventLog:
        return self


def append_event(
    source: Any, key: str | None, args: tuple[Any, ...], private: tuple[Any, ...] = ()
) -> None:
    """Append the event ``(step, key, args, private)`` of the step being
    applied to ``source``'s log (an :class:`~paixi.core.history.EventSource`);
    the step is the index of its last history entry."""
    log: list[Any] = source._events  # typed list: compiled, append is a direct call
    n: int = source._n_events
    if len(log) != n:  # a clone sharing the list has emitted since: fork it
        log = source._events = EventLog(log[:n])
    log.append((len(source.history) - 1, key, args, private))
    source._n_events = n + 1
