"""The four-player MCR game (docs/specs/mcr.md §4-§10, §17) on hand-built walls and random play."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import IllegalActionError, NotationError
from paixi.equipment.mahjong import FLOWERS, Meld, full_set, parse_tiles
from paixi.games.mcr.actions import HU, PASS, parse_action
from paixi.games.mcr.game import McrState
from paixi.games.mcr.wall import Wall
from tests.conformance import random_playout

GAME = paixi.load_game("mcr")


def build_wall(
    hands: dict[int, str], draws: str = "", replacements: str = "", dealer: int = 0
) -> Wall:
    """A wall dealing ``hands`` (seat -> tiles; the dealer's has 14), then the front
    draws ``draws`` in order and the back replacements ``replacements`` in order."""
    tiles = {s: parse_tiles(h) for s, h in hands.items()}
    assert len(tiles[dealer]) == 14 and all(len(t) == 13 for s, t in tiles.items() if s != dealer)
    order = [(dealer + k) % 4 for k in range(4)]
    front: list[int] = []
    for r in range(3):
        for s in order:
            front.extend(tiles[s][4 * r : 4 * r + 4])
    front.extend(tiles[s][12] for s in order)
    front.append(tiles[dealer][13])
    front.extend(parse_tiles(draws))
    back = parse_tiles(replacements)[::-1]
    rest = full_set()
    for t in front + back:
        rest.remove(t)
    flowers = [t for t in rest if t in FLOWERS]
    middle = [t for t in rest if t not in FLOWERS] + flowers  # flowers drawn last
    return Wall(tuple(front + middle + back))


def start(wall: Wall, **options) -> McrState:
    state = GAME.new_game(
        options={"single_hand": True, "ask_all": False, **options}, seed=0, chance="manual"
    )
    state.apply_chance(wall)
    return state


# --- dealing and flowers (§5, §9) ----------------------------------------------------------


@pytest.mark.parametrize("seed", range(8))
def test_deal_gives_14_and_13_and_replaces_flowers(seed: int) -> None:
    state = GAME.new_game(options={"single_hand": True}, seed=seed)
    sizes = [sum(c) for c in state.counts]
    assert sizes == [14, 13, 13, 13]
    flowers = sum(len(f) for f in state.flowers)
    assert state.remaining() == 144 - 53 - flowers
    assert state.current_player() == 0  # the dealer plays first, without drawing
    for s in range(4):
        assert all(t in FLOWERS for t in state.flowers[s])


def test_flowers_dealt_are_set_aside_and_replaced_from_the_back() -> None:
    hands = {
        0: "1f 2f 123m 456p 789s 1z 5z 4p",
        1: "3f 234m 567p 89s 2z 3z 6z 9p",
        2: "12m 345p 678s 99s 4z 7z 1p",
        3: "89m 99p 123s 456s 5z 6z 3p",
    }
    wall = build_wall(hands, replacements="4f 9m 1s 2s")
    state = start(wall)
    assert state.flowers[0] == [34, 35, 37]  # 1f 2f, then 4f drawn as a replacement
    assert state.flowers[1] == [36]
    assert sum(state.counts[0]) == 14 and sum(state.counts[1]) == 13
    # seat 0 replaces 1f 2f with 4f (a flower again) and 9m, seat 1 gets 1s, then seat 0 2s
    assert state.counts[0][parse_tiles("9m")[0]] == 1
    assert state.counts[0][parse_tiles("2s")[0]] == 1
    assert state.counts[1][parse_tiles("1s")[0]] == 1
    assert state.remaining() == 144 - 53 - 4
    obs = state.observation(2)
    assert obs["flowers"] == ["124f", "3f", "", ""]


def test_flower_drawn_in_play_is_replaced_and_counted() -> None:
    hands = {
        0: "19m 19p 19s 1234z 567z 2m",
        1: "258m 258p 258s 1357z",
        2: "369m 369p 369s 2z 46z 4m",
        3: "47m 47p 47s 2468s 4z 6m 2p",
    }
    wall = build_wall(hands, draws="5f", replacements="5m")
    state = start(wall)
    state.apply("2m")
    assert state.current_player() == 1
    assert state.flowers[1] == [38]
    assert state.drawn == parse_tiles("5m")[0] and state.draw_kind == "flower"


# --- a self-drawn win and settlement (§12, §17) -------------------------------------------


def test_dealer_self_drawn_win_settles_as_the_spec_says() -> None:
    hands = {
        0: "123m 456m 789m 123p 55p",
        1: "258m 258p 258s 1357z",
        2: "369m 369p 369s 2z 46z 4p",
        3: "47m 47p 47s 2468s 4z 6m 2s",
    }
    state = start(build_wall(hands))
    assert HU in state.legal_actions()
    state.apply("hu")
    assert state.is_terminal()
    hand = state.result()["hands"][0]
    names = [f[0] for f in hand["fans"]]
    assert "Pure Straight" in names and "Self-Drawn" not in names  # fully concealed instead
    value = hand["total"]
    assert value >= 8
    assert state.returns() == [3.0 * (8 + value), -(8.0 + value), -(8.0 + value), -(8.0 + value)]


def test_complete_hand_below_minimum_cannot_win() -> None:
    """§12: a complete hand worth under 8 points may not be declared."""
    hands = {
        0: "123m 345p 567s 789s 11z",  # Fully Concealed Hand 4 + Single Wait 1 only
        1: "19m 19p 19s 1234567z",
        2: "369m 369p 169s 2z 46z 5p",
        3: "47m 47p 47s 2468s 4z 5z 5m",
    }
    state = start(build_wall(hands))
    assert HU not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="8 points"):
        state.apply("hu")


# --- claims and their priority (§7) ---------------------------------------------------------

PRIORITY_HANDS = {
    0: "4p 1357m 2468s 5566z 7z",
    1: "123m 456m 789m 11z 23p",
    2: "44p 1357s 2468m 77z 9p",
    3: "123s 456s 789s 22z 23p",
}


def test_claim_window_orders_seats_and_first_winner_takes_it() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    state.apply("4p")
    assert state.current_player() == 1
    assert set(map(str, state.legal_actions())) == {"hu", "chow 2p", "pass"}
    watcher = state.observation(3)
    state.apply("hu")  # seat 1's answer stays hidden from the others
    assert state.observation(3) == watcher
    assert state.observation(1)["window"]["my_answer"] == "hu"
    assert state.observation(2)["window"]["my_answer"] is None
    assert state.current_player() == 2
    assert set(map(str, state.legal_actions())) == {"pung 4p", "pass"}
    state.apply("pung 4p")
    assert state.current_player() == 3
    state.apply("hu")
    assert state.is_terminal()
    hand = state.result()["hands"][0]
    assert hand["winner"] == 1 and hand["discarder"] == 0  # the discarder's next player
    value = hand["total"]
    assert state.returns() == [-(8.0 + value), 24.0 + value, -8.0, -8.0]


def test_a_later_winner_wins_when_the_first_passes() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    state.apply("4p")
    for answer in ("pass", "pung 4p", "hu"):
        state.apply(answer)
    assert state.result()["hands"][0]["winner"] == 3


def test_pung_beats_chow_and_the_claimer_must_discard() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    state.apply("4p")
    for answer in ("chow 2p", "pung 4p", "pass"):
        state.apply(answer)
    assert state.current_player() == 2
    assert [m.kind for m in state.melds[2]] == ["pung"]
    legal = state.legal_actions()
    assert legal and all(a.kind == 0 for a in legal)  # discards only: no kong, no win
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="discard"):
        state.apply("pass")
    assert state.fingerprint() == before
    assert state.observation(0)["discards"][0] == [["4p", True]]


def test_chow_is_only_for_the_next_player() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    state.apply("4p")
    state.apply("pass")
    before = state.fingerprint()
    with pytest.raises(IllegalActionError):
        state.apply("chow 3p")
    assert state.fingerprint() == before


def test_chow_claim_makes_the_set() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    state.apply("4p")
    for answer in ("chow 2p", "pass", "pass"):
        state.apply(answer)
    assert state.current_player() == 1
    assert str(state.melds[1][0]) == "C:234p"
    assert state.melds[1][0].claimed_from == 0


# --- robbing a kong (§7) ------------------------------------------------------------------------

ROB_HANDS = {
    0: "55p 7z 2z 19s 19p 2m 8m 3s 7s 8p 2p",
    1: "234s 567s 345m 678m 9s",
    2: "123m 456m 789m 11z 46p",
    3: "5p 1p 3p 7p 9p 2s 4s 6s 8s 1m 3m 7m 9m",
}
ROB_DRAWS = "6z 4z 2z 6z 4z 7z 5p"


def test_robbing_an_added_kong() -> None:
    state = start(build_wall(ROB_HANDS, draws=ROB_DRAWS))
    state.apply("7z")  # seat 0
    state.apply("6z")  # seat 1 draws and throws 6z
    state.apply("4z")  # seat 2
    state.apply("5p")  # seat 3: seat 0 may pung, seat 2 may win
    assert state.current_player() == 0
    state.apply("pung 5p")
    assert state.current_player() == 2
    state.apply("pass")  # no furiten: seat 2 may still win on 5p later
    assert state.current_player() == 0
    state.apply("2z")
    for tile in ("6z", "4z", "7z"):
        state.apply(tile)
    assert state.current_player() == 0
    assert parse_action("kong 5p") in state.legal_actions()
    state.apply("kong 5p")
    assert state.current_player() == 2
    assert state.legal_actions() == [HU, PASS]
    state.apply("hu")
    hand = state.result()["hands"][0]
    assert hand["winner"] == 2 and hand["discarder"] == 0
    assert any(f[0] == "Robbing the Kong" for f in hand["fans"])
    assert all(f[0] != "Last Tile" for f in hand["fans"])
    value = hand["total"]
    assert state.returns() == [-(8.0 + value), -8.0, 24.0 + value, -8.0]


def test_unrobbed_added_kong_draws_a_replacement() -> None:
    state = start(build_wall(ROB_HANDS, draws=ROB_DRAWS, replacements="9m"))
    for action in ("7z", "6z", "4z", "5p", "pung 5p", "pass", "2z", "6z", "4z", "7z"):
        state.apply(action)
    state.apply("kong 5p")
    state.apply("pass")  # seat 2 lets it go
    assert state.current_player() == 0
    assert str(state.melds[0][0]) == "K:5555p"
    assert state.drawn == parse_tiles("9m")[0] and state.draw_kind == "kong"


def test_a_redeal_keeps_the_shown_tile_of_an_added_kong_in_its_hand() -> None:
    """While the robbing window is open the added tile is still in the
    declarer's hand, and everyone saw it: another seat's redeal leaves it
    there, so the kong completes without taking a tile the hand lacks."""
    state = start(build_wall(ROB_HANDS, draws=ROB_DRAWS))
    for action in ("7z", "6z", "4z", "5p", "pung 5p", "pass", "2z", "6z", "4z", "7z"):
        state.apply(action)
    state.apply("kong 5p")
    five = parse_tiles("5p")[0]
    for seat in (1, 2, 3):
        for k in range(20):
            other = state.resample_hidden(seat, random.Random(k))
            assert other.counts[0][five] == 1
            assert _tile_total(other) == [4] * 34 + [1] * 8
            while not other.is_terminal() and other.window is not None:
                other.apply(PASS if PASS in other.legal_actions() else other.legal_actions()[0])
            assert min(other.counts[0]) >= 0 and str(other.melds[0][0]) == "K:5555p"


# --- end of a hand, the game (§4, §10) ---------------------------------------------------


def _random_hand(seed: int) -> McrState:
    state = GAME.new_game(options={"single_hand": True}, seed=seed)
    return random_playout(state, random.Random(seed))


def test_exhaustive_draw_pays_nothing() -> None:
    drawn = [
        s for s in (_random_hand(seed) for seed in range(6)) if s.hands_log[0]["winner"] is None
    ]
    assert drawn
    for state in drawn:
        assert state.returns() == [0.0] * 4
        assert state.remaining() == 0


def test_last_discard_can_only_be_won_and_no_kong_from_an_empty_wall() -> None:
    seen = 0
    for seed in range(6):
        state = GAME.new_game(options={"single_hand": True}, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.remaining() == 0:
                assert all(a.kind not in (1, 2, 3) for a in legal)  # no kong, pung, chow
                seen += 1
            state.apply(rng.choice(legal))
    assert seen


def test_full_game_rotates_dealer_and_prevalent_wind() -> None:
    state = GAME.new_game(seed=4)
    random_playout(state, random.Random(4))
    hands = state.result()["hands"]
    assert len(hands) == 16
    assert [h["dealer"] for h in hands] == [0, 1, 2, 3] * 4
    assert "".join(h["prevalent_wind"] for h in hands) == "EEEESSSSWWWWNNNN"
    assert sum(state.returns()) == 0
    assert state.returns() == [float(sum(h["delta"][s] for h in hands)) for s in range(4)]


def test_rounds_option() -> None:
    state = GAME.new_game(options={"rounds": 2}, seed=1)
    random_playout(state, random.Random(1))
    assert len(state.result()["hands"]) == 8
    with pytest.raises(paixi.OptionError, match="rounds"):
        GAME.new_game(options={"rounds": 5})


def test_seat_winds_follow_the_dealer() -> None:
    state = GAME.new_game(options={"rounds": 1}, seed=2)
    assert state.observation(0)["seat_winds"] == ["E", "S", "W", "N"]
    while state.hand_index == 0:
        state.apply(state.legal_actions()[0])
    assert state.observation(0)["seat_winds"] == ["N", "E", "S", "W"]


# --- information and notation ---------------------------------------------------------------


def test_observation_shows_only_own_tiles() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    obs = state.observation(1)
    assert obs["my_tiles"] == "123456789m 23p 11z"
    text = repr(obs)
    assert "1357m" not in text and "2468s" not in text  # seat 0's tiles
    assert obs["concealed_counts"] == [14, 13, 13, 13]


def test_others_concealed_kongs_are_face_down() -> None:
    state = start(build_wall(PRIORITY_HANDS))
    state.melds[2].append(Meld.kong(30, True))
    assert state.observation(1)["melds"][2] == [{"type": "kong", "tiles": None, "concealed": True}]
    assert state.observation(2)["melds"][2][0]["tiles"] == "4444z"


def test_notation_round_trip_and_errors() -> None:
    for text in ("5m", "kong 7z", "pung 1p", "chow 7s", "hu", "pass"):
        assert str(parse_action(text)) == text
    assert parse_action("碰 5m") == parse_action("pung 5m")
    assert parse_action("discard 5m") == parse_action("5m")
    for bad in ("chow 8m", "chow 1z", "kong 1f", "hu 5m", "xyz", "5q", ""):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_bad_wall_event_is_rejected() -> None:
    state = GAME.new_game(options={"single_hand": True}, seed=0, chance="manual")
    with pytest.raises(IllegalActionError, match="144"):
        state.apply_chance("wall 1m2m3m")
    with pytest.raises(NotationError):
        GAME.parse_chance("walls 1m")


def test_render_both_languages() -> None:
    state = _random_hand(3)
    for seat in range(4):
        assert "Mahjong" in GAME.render(state.observation(seat))
        assert "国标麻将" in GAME.render(state.observation(seat), "zh")
    assert GAME.describe_action(parse_action("chow 4m"), "zh") == "吃四五六万"
    assert GAME.describe_action(parse_action("pung 7z")) == "pung 7z"


# --- the heuristic agent (issue item 4) -------------------------------------------------------


def test_heuristic_agent_wins_more_hands_than_random_agents() -> None:
    from paixi.agents import RandomAgent, play_match

    wins = {"heuristic": 0, "random": 0}
    hands = 24
    for k in range(hands):
        seat = k % 4
        agents = [RandomAgent(100 + k * 4 + i) for i in range(4)]
        agents[seat] = GAME.heuristic_agent(seat, k)
        record = play_match(GAME, agents, options={"single_hand": True}, seed=k)
        winner = record["result"]["hands"][0]["winner"]
        if winner == seat:
            wins["heuristic"] += 1
        elif winner is not None:
            wins["random"] += 1
    assert wins["heuristic"] >= 5
    assert wins["heuristic"] > 3 * wins["random"]


def _tile_total(state: McrState) -> list[int]:
    """Copies of every face across hands, sets, discard piles (unclaimed) and the wall."""
    total = [0] * 42
    for s in range(4):
        for t, c in enumerate(state.counts[s]):
            total[t] += c
        for m in state.melds[s]:
            for t in m.tiles:
                total[t] += 1
        for t, claimed in state.discards[s]:
            total[t] += not claimed
        for t in state.flowers[s]:
            total[t] += 1
    for t in state.wall[state.front : state.back]:
        total[t] += 1
    return total


def test_resample_redraws_hidden_tiles_and_face_down_kongs() -> None:
    hands = dict(PRIORITY_HANDS)
    hands[0] = "5555z 1357m 2468s 4p 6z"
    state = start(build_wall(hands, replacements="9p"))
    state.apply("kong 5z")
    assert state.observation(1)["melds"][0] == [{"type": "kong", "tiles": None, "concealed": True}]
    faces = set()
    for k in range(30):
        other = state.resample_hidden(1, random.Random(k))
        assert other.observation(1) == state.observation(1)
        assert _tile_total(other) == [4] * 34 + [1] * 8
        assert other.counts[1] == state.counts[1]
        faces.add(other.melds[0][0].first)
    assert len(faces) > 1  # the face-down kong is not pinned to its real face
    mine = state.resample_hidden(0, random.Random(1))
    assert mine.melds[0] == state.melds[0]  # its owner knows it


def test_ask_all_asks_every_other_seat() -> None:
    state = start(build_wall(ROB_HANDS, draws=ROB_DRAWS), ask_all=True)
    state.apply("7z")
    for seat in (1, 2, 3):
        assert state.current_player() == seat
        assert state.legal_actions() == [PASS]
        assert state.observation(seat)["window"]["my_options"] == []
        state.apply("pass")
    assert state.current_player() == 1 and state.drawn == parse_tiles("6z")[0]


def test_without_ask_all_nobody_is_asked_when_nobody_can_claim() -> None:
    state = start(build_wall(ROB_HANDS, draws=ROB_DRAWS))
    state.apply("7z")
    assert state.current_player() == 1 and state.drawn == parse_tiles("6z")[0]
    assert state.observation(2)["window"] is None


def test_settlement_worked_example() -> None:
    """§17: value 30 self-drawn → 38 from each, +114; on a discard → −38, −8, −8, +54."""
    from paixi.games.mcr.winning import WinEvaluation

    ev = WinEvaluation(win_tile=0, meets_minimum=True, fan_points=30, total=30, fans=())
    state = start(build_wall(PRIORITY_HANDS))
    state._settle_win(1, None, ev)
    assert state.returns() == [-38.0, 114.0, -38.0, -38.0]
    state = start(build_wall(PRIORITY_HANDS))
    state._settle_win(1, 0, ev)
    assert state.returns() == [-38.0, 54.0, -8.0, -8.0]


def test_kong_claimed_from_a_discard_draws_from_the_back() -> None:
    hands = dict(PRIORITY_HANDS)
    hands[2] = "444p 1357s 2468m 77z"
    hands[0] = "4p 1357m 2468s 5566z 9p"
    state = start(build_wall(hands, replacements="8m"))
    state.apply("4p")
    state.apply("pass")  # seat 1 (could win or chow)
    assert {str(a) for a in state.legal_actions()} == {"kong 4p", "pung 4p", "pass"}
    state.apply("kong 4p")
    state.apply("pass")  # seat 3
    assert state.current_player() == 2
    assert str(state.melds[2][0]) == "K:4444p"
    assert state.drawn == parse_tiles("8m")[0] and state.draw_kind == "kong"
    assert state.remaining() == 144 - 53 - 1


def test_a_flower_as_the_last_tile_ends_the_hand_drawn() -> None:
    """§10.2: the wall's last eight tiles are the flowers, so the last draw is one."""
    state = start(build_wall(PRIORITY_HANDS))
    while not state.is_terminal():
        legal = state.legal_actions()
        drawn = [a for a in legal if a.kind == 0 and a.tile == state.drawn]
        state.apply(PASS if PASS in legal else (drawn or [a for a in legal if a.kind == 0])[0])
    assert state.result()["hands"][0]["winner"] is None
    assert sum(len(f) for f in state.flowers) == 8
    assert state.remaining() == 0


def test_default_claim_window_hides_who_could_claim() -> None:
    """§7 and DESIGN: by default (ask_all) the turn order after a discard is the
    same whether or not a seat can claim, so no observation differs."""
    base = {
        0: "4p 1357m 2468s 5566z 7z",
        1: "123m 456m 789m 11z 9s 3p",
        2: "44p 1357s 2468m 77z 9p",  # can pung 4p
        3: "123s 456s 789s 22z 28p",
    }
    other = {**base, 2: "45p 1357s 2468m 77z 9p"}  # cannot
    states = []
    for hands in (base, other):
        state = GAME.new_game(options={"single_hand": True}, seed=0, chance="manual")
        state.apply_chance(build_wall(hands))
        state.apply("4p")
        states.append(state)
    a, b = states
    assert a.current_player() == b.current_player() == 1
    for seat in (0, 1, 3):
        assert a.observation(seat) == b.observation(seat)
    leaky = [start(build_wall(h)) for h in (base, other)]
    for s in leaky:
        s.apply("4p")
    assert leaky[0].current_player() != leaky[1].current_player()  # why ask_all is the default
