"""The table views of 接龙, 三门老, 合挡, 龙麻将, 川牌 and 大贰 (paixi.web.tables):
drawn at every step of random games for every seat and a spectator, in both
languages; every clickable thing names a legal action; the bridge form's
dummy is played where it lies; seats that sit out are shown apart."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from paixi import load_game
from paixi.web.tables import claim_window
from paixi.web.views import seat_view

FAMILY = {
    "jielong": "tricks",
    "sanmenlao": "tricks",
    "hedang": "tricks",
    "longmajiang": "mahjong",
    "chuanpai": "mahjong",
    "daer": "mahjong",
}


def _actions(layout: dict[str, Any]) -> set[str]:
    """Every action notation a layout lets a player click."""
    found = {b["a"] for b in layout.get("buttons", [])}
    found |= (
        set(layout.get("tile_actions", {}).values()) if layout["family"] == "mahjong" else set()
    )
    if layout["family"] == "tricks":
        for choices in layout.get("tile_actions", {}).values():
            found |= {c["a"] for c in choices}
        found |= {p["a"] for p in layout.get("plays", [])}
    if layout.get("claim"):
        found |= {o["a"] for o in layout["claim"]["options"]}
    for seat in layout.get("seats", []):
        found |= set((seat.get("tile_actions") or {}).values())
    if layout.get("auto"):
        found.add(layout["auto"])
    return found


def _walk(game_id: str, seed: int, players: int | None = None, options: dict | None = None):
    game = load_game(game_id)
    state = game.new_game(players, options, seed=seed)
    rng = random.Random(seed)
    while True:
        yield state
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", sorted(FAMILY))
def test_every_step_is_drawn_for_every_seat(game_id: str) -> None:
    steps = 0
    for seed in (1, 2):
        for state in _walk(game_id, seed):
            mover = state.current_player()
            for seat in [*range(state.players), None]:
                lang = "zh" if (steps + (seat or 0)) % 2 else "en"
                view = seat_view(state, seat, [], lang)
                layout = view["layout"]
                assert layout is not None, (game_id, seed, len(state.history), seat)
                assert layout["family"] == FAMILY[game_id]
                json.dumps(layout)
                legal = {a["a"] for a in view["legal"]}
                ask = claim_window(game_id, state.observation(seat)) if seat is not None else None
                if ask is not None and ask.answer is None and seat in ask.asked:
                    # asked at once: the server holds an answer given before the turn
                    assert layout["claim"] is not None
                    assert {o["a"] for o in layout["claim"]["options"]} == set(ask.options)
                    assert legal <= set(ask.options)
                    legal |= set(ask.options)
                assert _actions(layout) <= legal
                if seat is not None and seat == mover and legal:
                    # something to click, unless a claim is held for auto-pass
                    assert _actions(layout), (game_id, len(state.history))
            steps += 1
    assert steps > 20


def test_jielong_a_tile_that_fits_both_ends_offers_both() -> None:
    seen = False
    for seed in range(6):
        for state in _walk("jielong", seed):
            seat = state.current_player()
            if seat < 0:
                break
            layout = seat_view(state, seat, [], "zh")["layout"]
            for choices in layout["tile_actions"].values():
                if len(choices) == 2:
                    assert [c["label"] for c in choices] == ["◀ 左", "右 ▶"]
                    assert {c["a"][-1] for c in choices} == {"L", "R"}
                    seen = True
            if layout["chain"]["tiles"]:
                ends = [e for e in layout["chain"]["ends"] if e]
                assert ends and all(e["label"].startswith(("左头", "右头")) for e in ends)
    assert seen


def test_longmajiang_bridge_dummy_is_open_and_played_where_it_lies() -> None:
    played_dummy = False
    for state in _walk("longmajiang", 4, players=2, options={"variant": "bridge"}):
        if state.is_terminal():
            break
        person = state.current_player()
        layout = seat_view(state, person, [], "en")["layout"]
        me = layout["me"]
        assert me == 2 * person and layout["persons"] == [0, 0, 1, 1]
        dummies = [s for s in layout["seats"] if s["open_note"]]
        assert [s["seat"] for s in dummies] == [1, 3]
        assert all(s["hand"] is not None for s in dummies)  # face up for both
        assert layout["seats"][2 - me]["hand"] is None  # the other main hand stays hidden
        acting = layout["to_act"]
        if acting == me + 1 and layout["seats"][acting]["tile_actions"]:
            assert not layout["tile_actions"]  # the main hand is not clicked for the dummy
            played_dummy = True
    assert played_dummy


def test_longmajiang_hand_end_lays_the_winning_hand_down_by_groups() -> None:
    wins = 0
    for seed in range(12):
        for state in _walk("longmajiang", seed, options={"hands": 1}):
            if not state.is_terminal():
                continue
            last = state.observation(0)["hands_log"][-1]
            end = seat_view(state, 1, [], "en")["layout"]["end"]
            if last["winner"] is None:
                assert not end.get("packs")
                continue
            wins += 1
            packs = end["packs"]
            assert [p["tiles"] for p in packs] == [g["cards"] for g in last["shown"]]
            assert sum(len(p["tiles"]) for p in packs) >= 9
            marked = [p["tiles"][p["win"]] for p in packs if "win" in p]
            assert marked == ([last["card"]] if last["card"] else [])
    assert wins


def test_daer_dijia_and_chuanpai_sitout_are_shown_apart() -> None:
    state = next(s for s in _walk("daer", 3) if s.observation(0).get("dijia") is not None)
    obs = state.observation(0)
    layout = seat_view(state, 0, [], "zh")["layout"]
    apart = [s["seat"] for s in layout["seats"] if s["apart"]]
    assert apart == [obs["dijia"]]
    assert layout["seats"][obs["dijia"]]["marks"] == ["底家"]
    assert all(c.startswith("dr:") for c in layout["hand"])
    for state in _walk("chuanpai", 2):
        status = state.observation(0)["status"]
        if "sitout" in status:
            layout = seat_view(state, 0, [], "zh")["layout"]
            assert [s["apart"] for s in layout["seats"]] == [x == "sitout" for x in status]
            assert all(c.startswith("cp:") for c in layout["hand"])
            return
    pytest.fail("nobody sat out")


def test_trick_table_marks_the_best_play_and_hides_face_down_tiles() -> None:
    checked = 0
    for game_id in ("sanmenlao", "hedang"):
        for state in _walk(game_id, 5):
            if state.is_terminal():
                break
            obs = state.observation(0)
            trick = obs["trick"]
            layout = seat_view(state, 0, [], "en")["layout"]
            for p in trick["plays"]:
                seat = layout["seats"][p["seat"]]
                if p["down"] and p["seat"] != 0:
                    assert seat["play"] == ["back"] * p["count"]
                    checked += 1
                assert seat["best"] == (p["seat"] == trick["best"])
    assert checked
