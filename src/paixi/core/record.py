"""Replaying game records (docs/design.md "Records").

``replay(record)`` rebuilds a state from a record made by
:meth:`State.to_record`, checking every step against the rules; a corrupt or
hand-edited record fails with :class:`RecordError` at the first wrong step.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from paixi.core.errors import PaixiError, RecordError, clip
from paixi.core.game import CHANCE, RECORD_FORMAT, RECORD_VERSION, State
from paixi.core.options import options_to_dict
from paixi.core.registry import load_game


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file; :class:`RecordError` if unreadable or not JSON."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read record {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RecordError(f"record {path} is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"record {path} is not valid JSON: {exc.msg} at line {exc.lineno}"
        ) from None
    except RecursionError:
        raise RecordError(f"record {path} is nested too deeply to be a game record") from None
    return data


def _require(record: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in record:
        raise RecordError(f"record has no '{key}' field")
    value = record[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError(f"record field '{key}' has the wrong type")
    return value


def replay(record: dict[str, Any], *, continue_chance: bool = True) -> State:
    """The state a record describes, every step re-checked (from its
    ``position`` when it starts from one, else from the start of the game).

    Raises :class:`RecordError` (with ``.step``) on the first step that is
    malformed or illegal, or when the recorded end (terminal flag, returns,
    result) disagrees with the replayed one. With ``continue_chance`` an
    unfinished game can be played on: later chance is drawn from an RNG
    derived from the record's seed.
    """
    state = _replay_header(record)
    for i, step in enumerate(record["history"]):
        _replay_step(state, i, step)
    _check_outcome(record, state)
    if continue_chance:
        state._manual_chance = False
        state._rng = random.Random(f"{state.seed}:{len(state.history)}")
        state._resolve_chance()
    return state


def _replay_header(record: Any) -> State:
    """A fresh state (manual chance) for the record's game, players and options,
    or its starting position."""
    if not isinstance(record, dict):
        raise RecordError("a record must be a JSON object")
    if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise RecordError(f"not a paixi record (format {clip(repr(record.get('format')))})")
    version = record.get("version", RECORD_VERSION)
    if type(version) is not int or version != RECORD_VERSION:
        raise RecordError(f"record version {clip(repr(version))} is not supported")
    game_id = _require(record, "game", str)
    try:
        game = load_game(game_id)
    except PaixiError as exc:
        raise RecordError(str(exc)) from None
    players = _require(record, "players", int)
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("record field 'options' must be an object")
    _require(record, "history", list)
    seed = record.get("seed")
    if seed is not None and type(seed) is not int:
        raise RecordError("record field 'seed' must be an integer")
    seats = record.get("seats")
    if seats is not None and (
        not isinstance(seats, list)
        or len(seats) != players
        or not all(isinstance(s, str) for s in seats)
    ):
        raise RecordError(f"record field 'seats' must list {players} seat names")
    position = record.get("position")
    try:
        if position is None:
            state = game.new_game(players, options, seed=0, chance="manual")
        elif not isinstance(position, str):
            raise RecordError("record field 'position' must be text")
        else:
            state = game.from_position(position, seed=0, chance="manual")
            if state.players != players:
                raise RecordError(
                    f"the record is for {players} players but its position for {state.players}"
                )
            if options_to_dict(game.parse_options(options, players)) != options_to_dict(
                state.options
            ):
                raise RecordError("the record's options differ from its position's")
    except RecordError:
        raise
    except PaixiError as exc:
        raise RecordError(f"bad record header: {exc}") from None
    state.seed = seed if seed is not None else 0
    return state


def _check_outcome(record: dict[str, Any], state: State) -> None:
    """The recorded end (terminal flag, returns, result) must be the replayed one."""
    over = state.is_terminal()
    if "terminal" in record and record["terminal"] is not over:
        said = "over" if record["terminal"] else "not over"
        actual = "over" if over else "not over"
        raise RecordError(
            f"the record says the game is {said}, but after {len(state.history)} steps it is {actual}"
        )
    if not over:
        if "returns" in record or "result" in record:
            raise RecordError("the record gives a result, but the game is not over")
        return
    if "returns" in record:
        replayed = state.returns()
        given = record["returns"]
        if (
            not isinstance(given, list)
            or len(given) != len(replayed)
            or any(
                type(x) not in (int, float) or float(x) != r
                for x, r in zip(given, replayed, strict=False)
            )
        ):
            raise RecordError(
                f"recorded returns {clip(str(given), 80)} differ from the replayed {replayed}"
            )
    if "result" in record and record["result"] != json.loads(json.dumps(state.result())):
        raise RecordError("the recorded result differs from the replayed one")


def _replay_step(state: State, i: int, step: Any) -> None:
    if not isinstance(step, dict):
        raise RecordError("a history step must be an object", i)
    try:
        if "chance" in step:
            if state.current_player() != CHANCE:
                raise RecordError(_expected(state), i)
            if not isinstance(step["chance"], str):
                raise RecordError("a chance event must be text", i)
            state.apply_chance(step["chance"])
        elif "action" in step:
            seat = step.get("seat")
            if type(seat) is not int:
                raise RecordError("an action step needs an integer 'seat'", i)
            if state.current_player() == CHANCE:
                raise RecordError(f"a chance event is due here, not an action of seat {seat}", i)
            if state.is_terminal():
                raise RecordError("the game is already over", i)
            if seat != state.record_seat():
                raise RecordError(
                    f"the record says seat {seat} acts, but it is seat {state.record_seat()}'s turn",
                    i,
                )
            if not isinstance(step["action"], str):
                raise RecordError("an action must be text", i)
            state.apply(step["action"])
        else:
            raise RecordError("a history step needs 'action' or 'chance'", i)
    except RecordError:
        raise
    except PaixiError as exc:
        raise RecordError(str(exc), i) from None


def _expected(state: State) -> str:
    if state.is_terminal():
        return "the game is already over"
    return f"seat {state.current_player()} must act here, not chance"
