"""What a seat and a spectator are shown (paixi.web.views)."""

from __future__ import annotations

from paixi import list_games, load_game
from paixi.core.options import options_to_dict
from paixi.web.views import catalogue_entry, log_entry, log_for, public_observation, seat_view


def test_public_observation_keeps_what_every_seat_sees() -> None:
    state = load_game("chuiniu").new_game(3, {"rounds": 2}, seed=11)
    public = public_observation(state)
    assert "my_dice" not in public and "seat" not in public
    assert public["dice_counts"] == [5, 5, 5] and public["bids"] == []
    mine = state.observation(1)
    assert all(public[k] == mine[k] for k in public)


def test_a_hidden_qiangkai_answer_is_logged_without_its_text() -> None:
    """§2.4 抢开: seat 1's answer in the window stays hidden from seats 0 and 2
    until the window resolves; the last answer resolves it and is public."""
    state = load_game("chuiniu").new_game(3, {"qiang_kai": True, "rounds": 2}, seed=5)
    log = []
    for pick in (0, 0, -1):  # the lowest bid, the lowest raise, then pass
        action = state.legal_actions()[pick]
        log.append(log_entry(state, action))
        state.apply(action)
    assert [e["seat"] for e in log] == [0, 1, 2]
    assert log[0]["public_to"] == [1, 2]  # the opening bid is public
    assert log[1]["public_to"] == []  # seat 1's raise: hidden while seat 2 answers
    assert log[2]["public_to"] == [0, 1]  # seat 2's pass resolves the window
    game = state.game
    for viewer in (0, 2, None):
        assert log_for(game, log, viewer, 3, "en")[1] == {"seat": 1}, viewer
    assert log_for(game, log, 1, 3, "en")[1]["action"] == log[1]["action"]
    assert log_for(game, log, None, 3, "zh")[0]["action"] == log[0]["action"]
    assert log_for(game, log, 0, 3, "en")[2]["action"] == "pass"


def test_seat_view_gives_legal_actions_only_to_the_seat_to_act() -> None:
    state = load_game("chuiniu").new_game(2, {"rounds": 1}, seed=1)
    seat = state.current_player()
    mine = seat_view(state, seat, [], "zh")
    other = seat_view(state, 1 - seat, [], "en")
    assert [a["a"] for a in mine["legal"]] == [str(a) for a in state.legal_actions()]
    assert mine["legal"][0]["d"].startswith("两个")
    assert other["legal"] == [] and other["obs"]["my_dice"] == list(state.dice[1 - seat])
    assert "returns" not in mine


def test_catalogue_describes_every_option_of_every_game() -> None:
    for game in list_games():
        entry = catalogue_entry(game)
        defaults = options_to_dict(game.Options())
        assert [o["name"] for o in entry["options"]] == list(defaults)
        assert entry["zh"] == game.name_zh and entry["en"] == game.name_en
    chuiniu = catalogue_entry(load_game("chuiniu"))
    by_name = {o["name"]: o for o in chuiniu["options"]}
    assert by_name["ones_rank"]["choices"] == ["low", "high"]
    assert by_name["qiang_kai"]["kind"] == "bool" and by_name["rounds"]["min"] == 1
