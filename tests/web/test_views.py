"""What a seat and a spectator are shown (paixi.web.views)."""

from __future__ import annotations

from paixi import list_games, load_game
from paixi.core.options import options_to_dict
from paixi.web.views import LogCache, catalogue_entry, log_for, public_observation, seat_view


def test_public_observation_keeps_what_every_seat_sees() -> None:
    state = load_game("chuiniu").new_game(3, {"rounds": 2}, seed=11)
    public = public_observation(state)
    assert "my_dice" not in public and "seat" not in public
    assert public["dice_counts"] == [5, 5, 5] and public["bids"] == []
    mine = state.observation(1)
    assert all(public[k] == mine[k] for k in public)


def test_a_hidden_qiangkai_answer_is_logged_without_its_text() -> None:
    """§2.4 抢开: seat 1's answer in the window stays hidden from seats 0 and 2
    until the window resolves; the resolution (seat 1's raise) is then public."""
    state = load_game("chuiniu").new_game(3, {"qiang_kai": True, "rounds": 2}, seed=5)
    state.apply(state.legal_actions()[0])  # seat 0 opens with the lowest bid
    state.apply(state.legal_actions()[0])  # seat 1 answers: the lowest raise
    raise_text = str(state.bids[-1][1]) if len(state.bids) > 1 else None
    assert raise_text is None  # not resolved yet: seat 2 still answers
    texts = {v: [e["text"] for e in log_for(state, v, "en")] for v in (0, 1, 2, None)}
    for viewer in (0, 2, None):
        assert texts[viewer][-1] == "seat 1 answered", viewer
    assert texts[1][-1].startswith("seat 1 (you): ")
    state.apply("pass")  # seat 2 passes: the window resolves, the raise stands
    for viewer in (0, 1, 2, None):
        last = [e["text"] for e in log_for(state, viewer, "en")]
        assert last[-1].startswith("seat 1 bids"), (viewer, last)
    assert log_for(state, None, "zh")[-1]["text"].startswith("2号叫")


def test_the_log_cache_words_new_events_only_and_matches_a_fresh_log() -> None:
    state = load_game("mcr").new_game(options={"single_hand": True}, seed=4)
    cache = LogCache()
    for _ in range(40):
        state.apply(state.legal_actions()[-1])
        for viewer in (0, None):
            assert cache.entries(state, viewer, "en") == log_for(state, viewer, "en")
    spectator = [e["text"] for e in log_for(state, None, "en")]
    assert any(t.endswith("draws") for t in spectator)
    assert not any(" draws " in t and t.split()[-1][0].isdigit() for t in spectator)


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


def test_a_spectator_never_reads_anyones_own_fields() -> None:
    """Issue 10: in an MCR claim window that nobody can claim, every seat's
    ``my_options`` is [] — a spectator must not be shown that agreement."""
    state = load_game("mcr").new_game(options={"single_hand": True}, seed=2)
    for _ in range(400):
        obs = [state.observation(s) for s in range(4)]
        window = obs[0]["window"]
        if window and all(o["window"]["my_options"] == [] for o in obs):
            break
        state.apply(state.legal_actions()[-1])
    else:
        raise AssertionError("no window nobody can claim")
    public = public_observation(state)
    assert "my_options" not in public["window"] and "my_answer" not in public["window"]
    assert "my_tiles" not in public
