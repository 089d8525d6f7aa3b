"""Game options: frozen dataclasses whose defaults are the spec's defaults.

A game declares its options as a frozen dataclass, each field made with
:func:`option`, which records the allowed values. :func:`parse_options` turns
user input (a mapping of names to values or strings, as typed on a command
line) into a validated instance; an unknown name or a bad value raises
:class:`~paixi.core.errors.OptionError` naming the option.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import random
from collections.abc import Mapping
from typing import Any

from paixi.core.errors import OptionError

_TRUE = {"true", "1", "yes", "on", "y", "t"}
_FALSE = {"false", "0", "no", "off", "n", "f"}


def option(
    default: Any,
    *,
    choices: tuple[Any, ...] | None = None,
    min: int | None = None,
    max: int | None = None,
    sample_max: int | None = None,
    help: str = "",
) -> Any:
    """A dataclass field for an option.

    ``choices`` restricts the value to a set; ``min``/``max`` bound an integer
    (inclusive). ``sample_max`` caps the values drawn by
    :func:`random_options` (for tests and fuzzing) when ``max`` is open.
    ``default`` may be ``None`` to mean "derived from the number of players";
    the game's ``check_options`` resolves it.
    """
    meta = {"choices": choices, "min": min, "max": max, "sample_max": sample_max, "help": help}
    return dataclasses.field(default=default, metadata=meta)


MAX_COUNT = 1_000_000
"""Largest value of an integer option that declares no maximum."""


def option_fields(options_cls: type) -> list[dataclasses.Field]:
    """The option fields of an options dataclass, in declaration order."""
    return list(dataclasses.fields(options_cls))


def _field_kind(field: dataclasses.Field, options_cls: type) -> str:
    annotation = field.type if isinstance(field.type, str) else getattr(field.type, "__name__", "")
    annotation = annotation.replace(" ", "")
    if annotation.startswith("bool"):
        return "bool"
    if annotation.startswith("int"):
        return "int"
    if annotation.startswith("float"):
        return "float"
    return "str"


def _convert(name: str, kind: str, value: Any) -> Any:
    if value is None:
        return None
    if kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        raise OptionError(f"option '{name}' must be true or false, not {value!r}")
    if kind == "int":
        if isinstance(value, bool):
            raise OptionError(f"option '{name}' must be an integer, not {value!r}")
        if isinstance(value, int):
            return value
        if isinstance(value, str):
            text = value.strip()
            if len(text) <= 18:
                try:
                    return int(text)
                except ValueError:
                    pass
        raise OptionError(f"option '{name}' must be an integer, not {value!r}")
    if kind == "float":
        number: float | None = None
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            number = float(value)
        elif isinstance(value, str):
            with contextlib.suppress(ValueError):
                number = float(value.strip())
        if number is None:
            raise OptionError(f"option '{name}' must be a number, not {value!r}")
        if not math.isfinite(number):
            raise OptionError(f"option '{name}' must be a finite number, not {value!r}")
        return number
    if type(value) is int:
        # a word option whose choices are numbers ("decks": 1) may be given as a number
        return str(value)
    if not isinstance(value, str):
        raise OptionError(f"option '{name}' must be a string, not {value!r}")
    return value.strip()


def check_field(field: dataclasses.Field, value: Any) -> None:
    """Check one value against a field's declared choices and bounds."""
    meta = field.metadata
    if value is None:
        if field.default is None:
            return
        raise OptionError(f"option '{field.name}' may not be empty")
    choices = meta.get("choices")
    if choices is not None and value not in choices:
        allowed = ", ".join(str(c) for c in choices)
        raise OptionError(f"option '{field.name}' must be one of {allowed}, not {value!r}")
    low, high = meta.get("min"), meta.get("max")
    if high is None and type(value) is int:
        high = MAX_COUNT  # every count has a sane upper end
    if low is not None and value < low:
        raise OptionError(f"option '{field.name}' must be at least {low}, not {value!r}")
    if high is not None and value > high:
        raise OptionError(f"option '{field.name}' must be at most {high:,}, not {value:,}")


def parse_options(options_cls: type, values: Mapping[str, Any] | None) -> Any:
    """Build an options instance from names and values (strings are converted).

    Raises :class:`OptionError` for an unknown name or a bad value.
    """
    fields = {f.name: f for f in option_fields(options_cls)}
    if values is not None and not isinstance(values, Mapping):
        raise OptionError(
            f"options must be a mapping of names to values, not {type(values).__name__}"
        )
    values = dict(values or {})
    unknown = sorted(set(values) - set(fields))
    if unknown:
        known = ", ".join(fields) or "(none)"
        hint = (
            " (the number of players is set by the seats, not an option)"
            if unknown[0] == "players"
            else ""
        )
        raise OptionError(f"unknown option '{unknown[0]}'{hint}; known options: {known}")
    kwargs = {}
    for name, raw in values.items():
        field = fields[name]
        value = _convert(name, _field_kind(field, options_cls), raw)
        choices = field.metadata.get("choices")
        if isinstance(value, str) and choices:  # choices are matched case-insensitively
            value = next(
                (c for c in choices if isinstance(c, str) and c.lower() == value.lower()), value
            )
        check_field(field, value)
        kwargs[name] = value
    return options_cls(**kwargs)


def options_to_dict(options: Any) -> dict[str, Any]:
    """The JSON-safe mapping of an options instance (for records)."""
    return dataclasses.asdict(options)


def parse_option_args(args: list[str] | None) -> dict[str, str]:
    """Turn ``["k=v", ...]`` (command-line ``--option`` values) into a mapping."""
    result: dict[str, str] = {}
    for arg in args or []:
        name, sep, value = arg.partition("=")
        if not sep or not name.strip():
            raise OptionError(f"option {arg!r} must be written name=value")
        result[name.strip()] = value
    return result


def random_option_values(options_cls: type, rng: random.Random) -> dict[str, Any]:
    """Random values for every option within its declared bounds.

    Used by the conformance tests; the game's own ``check_options`` may still
    reject a combination (the caller retries).
    """
    values: dict[str, Any] = {}
    for field in option_fields(options_cls):
        meta = field.metadata
        kind = _field_kind(field, options_cls)
        if meta.get("choices") is not None:
            values[field.name] = rng.choice(meta["choices"])
        elif kind == "bool":
            values[field.name] = rng.random() < 0.5
        elif kind == "int" and meta.get("min") is not None:
            high = meta.get("sample_max") or meta.get("max") or meta["min"] + 5
            if meta.get("max") is not None:
                high = min(high, meta["max"])
            if field.default is None and rng.random() < 0.5:
                continue
            values[field.name] = rng.randint(meta["min"], high)
    return values
