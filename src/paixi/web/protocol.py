"""The WebSocket protocol: reading and checking what a browser sends.

Client → server, one JSON object per message (at most ``max_message_bytes``):

* ``{"type": "hello", "token": str | null, "lang": "en" | "zh"}`` — sit at
  the seat the token holds (no token: watch as a spectator);
* ``{"type": "claim", "seat": int, "name": str, "invite"?: str}`` — take an
  open seat (a private one needs the table's invite secret, from the invite
  link); the answer ``{"type": "claimed", "seat", "token"}`` carries the
  secret seat token;
* ``{"type": "act", "seat": int, "action": str, "token"?: str, "step"?: int}``
  — play; ``step`` is the ``step`` of the view the move was chosen on, and a
  move made on a view the table has moved past (a claim answer that would
  fall into the next window) is refused;
* ``{"type": "lang", "lang": "en" | "zh"}``; ``{"type": "ping"}``;
* ``{"type": "prefs", "autopass": bool}`` — this seat's "pass automatically
  when I cannot claim" (:mod:`paixi.web.claims`; on until turned off);
* ``{"type": "next", "hand": int}`` — this seat has read the result of hand
  ``hand`` and the next may start (:mod:`paixi.web.between_hands`).

Server → client: ``view`` (see :func:`paixi.web.views.seat_view`),
``seats`` (who sits where, after someone comes or goes), ``claimed``,
``error`` (``{"type": "error", "message": str}``), ``pong``.

Anything else — binary frames, text that is not JSON, JSON nested deeper than
:data:`MAX_DEPTH`, wrong types, unknown fields' values — is answered with one
``error`` message and changes nothing.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from paixi.core.errors import PaixiError, clip

LANGS = ("en", "zh")
MAX_NAME = 40
MAX_DEPTH = 8
"""Deepest nesting of arrays and objects a request may have (ours need 3)."""
_BAD_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
"""Unicode categories refused in names: controls (NUL), formats (U+202E
right-to-left override, zero-width joiners), surrogates, private use,
unassigned, line and paragraph separators."""


class ProtocolError(PaixiError):
    """A message that is too large, not JSON, or not a well-formed request."""


def load_json(text: str | bytes, what: str = "message") -> Any:
    """JSON ``text`` decoded, refusing nesting deeper than :data:`MAX_DEPTH`
    before parsing (so a deep document never reaches the parser's recursion);
    :class:`ProtocolError` if it is not JSON."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError(f"malformed {what}: not UTF-8 text") from None
    if _depth(text) > MAX_DEPTH:
        raise ProtocolError(f"malformed {what}: nested deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError):
        raise ProtocolError(f"malformed {what}: not JSON") from None


def _depth(text: str) -> int:
    """Deepest nesting of ``[``/``{`` outside strings (an upper bound for JSON)."""
    if "[" not in text and "{" not in text:
        return 0
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "[" or ch == "{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch == "]" or ch == "}":
            depth -= 1
    return deepest


def check_name(name: str) -> str:
    """A player's name, stripped; :class:`ProtocolError` if it is empty, longer
    than :data:`MAX_NAME` or holds control or format characters (NUL, U+202E)."""
    name = name.strip()
    if not name or len(name) > MAX_NAME:
        raise ProtocolError(f"a name is 1-{MAX_NAME} characters")
    for ch in name:
        if unicodedata.category(ch) in _BAD_CATEGORIES:
            raise ProtocolError(f"a name may not hold the control character U+{ord(ch):04X}")
    return name


def parse_message(text: str | bytes, limit: int) -> dict[str, Any]:
    """The checked request in ``text``; :class:`ProtocolError` saying what is wrong."""
    size = len(text.encode("utf-8", "replace") if isinstance(text, str) else text)
    if size > limit:
        raise ProtocolError(f"message too large: {size} bytes (limit {limit})")
    msg = load_json(text)
    if not isinstance(msg, dict):
        raise ProtocolError("malformed message: expected a JSON object")
    kind = msg.get("type")
    checker = _CHECKS.get(kind) if isinstance(kind, str) else None
    if checker is None:
        raise ProtocolError(f"unknown message type {clip(repr(kind))}")
    checker(msg)
    return msg


def _int_field(msg: dict[str, Any], key: str) -> None:
    value = msg.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not -(2**31) < value < 2**31:
        raise ProtocolError(f"'{msg['type']}' needs an integer '{key}'")


def _str_field(msg: dict[str, Any], key: str, optional: bool = False, cap: int = 400) -> None:
    value = msg.get(key)
    if value is None and optional:
        return
    if not isinstance(value, str) or len(value) > cap:
        raise ProtocolError(f"'{msg['type']}' needs a text '{key}' of at most {cap} characters")


def _lang_field(msg: dict[str, Any]) -> None:
    lang = msg.get("lang", "en")
    if lang not in LANGS:
        raise ProtocolError(f"'lang' must be one of {', '.join(LANGS)}")


def _check_hello(msg: dict[str, Any]) -> None:
    _str_field(msg, "token", optional=True, cap=100)
    _lang_field(msg)


def _check_claim(msg: dict[str, Any]) -> None:
    _int_field(msg, "seat")
    _str_field(msg, "name", cap=MAX_NAME)
    _str_field(msg, "invite", optional=True, cap=100)
    msg["name"] = check_name(msg["name"])


def _check_act(msg: dict[str, Any]) -> None:
    _int_field(msg, "seat")
    _str_field(msg, "action")
    _str_field(msg, "token", optional=True, cap=100)
    if msg.get("step") is not None:
        _int_field(msg, "step")


def _check_prefs(msg: dict[str, Any]) -> None:
    if not isinstance(msg.get("autopass"), bool):
        raise ProtocolError("'prefs' needs a true/false 'autopass'")


_CHECKS = {
    "prefs": _check_prefs,
    "next": lambda msg: _int_field(msg, "hand"),
    "hello": _check_hello,
    "claim": _check_claim,
    "act": _check_act,
    "lang": _lang_field,
    "ping": lambda msg: None,
}
