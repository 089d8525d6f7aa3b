"""Replays of finished games (never of unfinished ones: their records hold the
hidden pieces and the seed). Every step is rebuilt with :func:`paixi.replay`."""

from __future__ import annotations

from typing import Any

from paixi.core import load_game, replay
from paixi.core.errors import RecordError
from paixi.web.views import build_table, describe


def replay_summary(record: dict[str, Any], lang: str) -> dict[str, Any]:
    """The whole finished game: header, steps (actions described), returns."""
    game = load_game(record["game"])
    steps = []
    for i, step in enumerate(record["history"]):
        if "chance" in step:
            steps.append({"i": i, "chance": step["chance"]})
        else:
            text = describe(game, step["action"], lang)
            steps.append({"i": i, "seat": step["seat"], "action": step["action"], "text": text})
    return {
        "game": game.id,
        "zh": game.name_zh,
        "en": game.name_en,
        "players": record["players"],
        "options": record["options"],
        "seats": record["seats"],
        "steps": steps,
        "returns": record.get("returns"),
        "result": record.get("result"),
    }


def replay_step(record: dict[str, Any], step: int, lang: str) -> dict[str, Any]:
    """Every seat's view after the first ``step`` steps (0 = before any)."""
    total = len(record["history"])
    if not 0 <= step <= total:
        raise RecordError(f"step must be 0-{total}, not {step}")
    prefix = {
        key: value for key, value in record.items() if key not in ("returns", "result", "terminal")
    }
    prefix["history"] = record["history"][:step]
    state = replay(prefix, continue_chance=False)
    game = state.game
    views: list[dict[str, Any]] = []
    for seat in range(state.players):
        obs = state.observation(seat)
        layout = build_table(state, obs, seat, [], lang)
        views.append({"seat": seat, "obs": obs, "text": game.render(obs, lang), "layout": layout})
    current = state.current_player()
    return {
        "step": step,
        "total": total,
        "to_act": current if current >= 0 else None,
        "terminal": state.is_terminal(),
        "views": views,
        "open": open_layout([v["layout"] for v in views]),
        "returns": state.returns() if state.is_terminal() else None,
    }


def open_layout(layouts: list[dict[str, Any] | None]) -> dict[str, Any] | None:
    """Seat 0's table with every seat's hidden pieces shown (each taken from
    that seat's own view): the replay's "all hands open". A solitaire
    layout has no seats: its one view is the whole table."""
    base = layouts[0] if layouts else None
    if base is None or any(lay is None for lay in layouts):
        return None
    if not isinstance(base.get("seats"), list) or len(base["seats"]) < len(layouts):
        return base if len(layouts) == 1 else None
    out = dict(base, seats=[dict(s) for s in base["seats"]])
    family = base.get("family")
    for i, lay in enumerate(lay for lay in layouts if lay is not None):  # none is None
        seat = out["seats"][i]
        if family == "mahjong":
            seat["hand"] = [*lay["hand"], *([lay["drawn"]] if lay.get("drawn") else [])]
        elif family == "cards":
            seat["hand"] = lay["hand"]
        elif family == "dice":
            seat["dice"] = lay["seats"][i].get("dice")
    return out
