"""The WebSocket protocol: reading and checking what a browser sends.

Client → server, one JSON object per message (at most ``max_message_bytes``):

* ``{"type": "hello", "token": str | null, "lang": "en" | "zh"}`` — sit at
  the seat the token holds (no token: watch as a spectator);
* ``{"type": "claim", "seat": int, "name": str}`` — take an open seat; the
  answer ``{"type": "claimed", "seat", "token"}`` carries the secret token;
* ``{"type": "act", "seat": int, "action": str, "token"?: str}`` — play;
* ``{"type": "lang", "lang": "en" | "zh"}``; ``{"type": "ping"}``;
* ``{"type": "prefs", "autopass": bool}`` — this seat's "pass automatically
  when I cannot claim" (:mod:`paixi.web.claims`).

Server → client: ``view`` (see :func:`paixi.web.views.seat_view`),
``claimed``, ``error`` (``{"type": "error", "message": str}``), ``pong``.
"""

from __future__ import annotations

import json
from typing import Any

from paixi.core.errors import PaixiError

LANGS = ("en", "zh")
MAX_NAME = 40


class ProtocolError(PaixiError):
    """A message that is too large, not JSON, or not a well-formed request."""


def parse_message(text: str | bytes, limit: int) -> dict[str, Any]:
    """The checked request in ``text``; :class:`ProtocolError` saying what is wrong."""
    size = len(text.encode("utf-8", "replace") if isinstance(text, str) else text)
    if size > limit:
        raise ProtocolError(f"message too large: {size} bytes (limit {limit})")
    try:
        msg = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise ProtocolError("malformed message: not JSON") from None
    if not isinstance(msg, dict):
        raise ProtocolError("malformed message: expected a JSON object")
    kind = msg.get("type")
    checker = _CHECKS.get(kind) if isinstance(kind, str) else None
    if checker is None:
        raise ProtocolError(f"unknown message type {kind!r}")
    checker(msg)
    return msg


def _int_field(msg: dict[str, Any], key: str) -> None:
    value = msg.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
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
    if not msg["name"].strip():
        raise ProtocolError("'claim' needs a non-empty 'name'")


def _check_act(msg: dict[str, Any]) -> None:
    _int_field(msg, "seat")
    _str_field(msg, "action")
    _str_field(msg, "token", optional=True, cap=100)


def _check_prefs(msg: dict[str, Any]) -> None:
    if not isinstance(msg.get("autopass"), bool):
        raise ProtocolError("'prefs' needs a true/false 'autopass'")


_CHECKS = {
    "prefs": _check_prefs,
    "hello": _check_hello,
    "claim": _check_claim,
    "act": _check_act,
    "lang": _lang_field,
    "ping": lambda msg: None,
}
