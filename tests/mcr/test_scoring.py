"""The MCR scorer on the spec's worked examples and rules (docs/specs/mcr.md §11-§18)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import Meld, parse_meld_text, parse_tile, parse_tiles, parse_wind
from paixi.games.mcr import fans as F
from paixi.games.mcr.scoring import ScoreResult, WinSituation, score_hand
from tests.sweep import examples


def score(
    hand: str,
    win: str,
    *,
    melds: str = "",
    self_drawn: bool = False,
    last_copy: bool = False,
    kong: bool = False,
    wall_last: bool = False,
    seat: str = "E",
    prevalent: str = "E",
    flowers: int = 0,
) -> ScoreResult:
    situation = WinSituation(
        parse_tile(win),
        self_drawn,
        last_copy,
        kong,
        wall_last,
        parse_wind(seat),
        parse_wind(prevalent),
        flowers,
    )
    packs = [parse_meld_text(m) for m in melds.split()]
    return score_hand(parse_tiles(hand), packs, situation)


def fan_map(result: ScoreResult) -> dict[str, int]:
    return {f.name_en: f.count for f in result.fans}


# --- §11 winning shapes -------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win", "shape"),
    [
        ("123m 456p 789s 111z 5s", "5s", "standard"),
        ("1199m 5566p 33s 22z 7z", "7z", "seven_pairs"),
        ("19m 19p 19s 1234567z", "1m", "thirteen_orphans"),
        ("147m 25p 369s 12345z", "6z", "honours_and_knitted"),
        ("147m 258p 369s 234s 5z", "5z", "knitted_straight"),
        ("1112345678999m", "5m", "nine_gates"),
        ("2233445566778p", "8p", "seven_shifted_pairs"),
    ],
)
def test_the_winning_shapes_of_section_11(hand: str, win: str, shape: str) -> None:
    result = score(hand, win)
    assert result.is_win
    assert result.shape == shape


def test_not_a_winning_shape() -> None:
    result = score("123m 456p 789s 11z 34z", "5z")
    assert not result.is_win
    assert result.fans == () and result.total == 0 and result.settlement is None
    assert not result.meets_minimum


# --- §15 the five accounting principles (worked examples) ----------------------------


def test_no_repetition_big_three_dragons() -> None:
    result = score("555666777z 123m 9m", "9m")
    assert fan_map(result) == {
        "Big Three Dragons": 1,
        "Three Concealed Pungs": 1,
        "Half Flush": 1,
        "Outside Hand": 1,
        "Concealed Hand": 1,
        "Single Wait": 1,
    }
    assert result.fan_points == 117


def test_no_splitting_pure_straight() -> None:
    result = score("123456789m 123p 5s", "5s")
    names = fan_map(result)
    assert names["Pure Straight"] == 1
    assert "Short Straight" not in names and "Two Terminal Chows" not in names
    assert names["Mixed Double Chow"] == 1  # the fourth chow combines once (principle 5)
    assert result.fan_points == 22


def test_no_identical_repetition() -> None:
    names = fan_map(score("234s 22334p 567p 77z", "4p"))
    assert names["Pure Double Chow"] == 1
    assert names["Mixed Double Chow"] == 1
    assert names["Short Straight"] == 1


def test_highest_reading() -> None:
    result = score("111222333m 456p 7s", "7s", self_drawn=True)
    assert fan_map(result) == {
        "Pure Shifted Pungs": 1,
        "Three Concealed Pungs": 1,
        "Fully Concealed Hand": 1,
        "Pung of Terminals or Honors": 1,
        "No Honors": 1,
        "Single Wait": 1,
    }
    assert result.fan_points == 47


def test_account_once() -> None:
    names = fan_map(score("234567s 23456p 77z", "7p"))
    assert names["Mixed Double Chow"] == 2
    assert names["Short Straight"] == 1


# --- waits (§14.2 fans 77-79, §16.4) ----------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win", "fan"),
    [
        ("1233m 456p 789p 111s", "3m", "Edge Wait"),  # 12 + 3 with 33 as pair
        ("7789m 456p 789p 111s", "7m", "Edge Wait"),
        ("4556m 789p 111s 234s", "5m", "Closed Wait"),
        ("123m 456p 789p 111s 5s", "5s", "Single Wait"),
    ],
)
def test_unique_waits_score(hand: str, win: str, fan: str) -> None:
    assert fan in fan_map(score(hand, win))


@pytest.mark.parametrize(
    ("hand", "win"),
    [
        ("12345m 789p 111s 55s", "3m"),  # also waits on 6m: not an edge wait
        ("45567m 789p 111s 22s", "6m"),  # also waits on 3m: not a closed wait
    ],
)
def test_waits_that_are_not_unique_score_nothing(hand: str, win: str) -> None:
    names = fan_map(score(hand, win))
    assert not {"Edge Wait", "Closed Wait", "Single Wait"} & set(names)


# --- win-method fans (§16.2) and consistency (§13.1) ---------------------------------------


BASE = ("123m 345p 678s 5z", "5z")


def test_win_method_fans() -> None:
    assert "Self-Drawn" in fan_map(score(*BASE, melds="234s", self_drawn=True))
    names = fan_map(score(*BASE, melds="234s", self_drawn=True, wall_last=True))
    assert "Last Tile Draw" in names and "Self-Drawn" not in names
    assert "Last Tile Claim" in fan_map(score(*BASE, melds="234s", wall_last=True))
    names = fan_map(score("123m 456p 78s 234s 55z", "9s", kong=True, last_copy=True))
    assert "Robbing the Kong" in names and "Last Tile" not in names


def test_out_with_replacement_tile_needs_a_kong() -> None:
    names = fan_map(score("123m 456p 789s 5z", "5z", melds="1111s", self_drawn=True, kong=True))
    assert "Out with Replacement Tile" in names and "Self-Drawn" not in names
    # no kong among the sets: the flag is normalised away (§13.1)
    names = fan_map(score(*BASE, melds="234s", self_drawn=True, kong=True))
    assert "Out with Replacement Tile" not in names and "Self-Drawn" in names


def test_last_copy_is_normalised() -> None:
    # a second copy of the winning tile in the hand: it cannot be the last copy
    assert "Last Tile" not in fan_map(score("123m 456p 789s 234s 5z", "5z", last_copy=True))
    # three copies melded: it is the last copy even if not flagged
    result = score("123m 456p 78s 55z", "9s", melds="999s")
    assert "Last Tile" in fan_map(result)


def test_robbing_needs_a_tile_seen_nowhere_else() -> None:
    names = fan_map(score("123m 456p 789s 234s 5z", "5z", kong=True))
    assert "Robbing the Kong" not in names


# --- fan rules and the seed-versus-2006 choices (§14, §18) -----------------------------


def test_d1_melded_and_concealed_kong_score_one_plus_two() -> None:
    names = fan_map(score("234s 567s 5z", "5z", melds="1111m !9999p"))
    assert names["Melded Kong"] == 1 and names["Concealed Kong"] == 1
    assert "Two Melded Kongs" not in names and "Two Concealed Kongs" not in names


def test_d2_all_terminals_without_triple_pung() -> None:
    names = fan_map(score("111m 111p 111s 999m 9p", "9p"))
    assert "All Terminals" in names
    assert "Triple Pung" not in names and "Double Pung" not in names


def test_d3_seven_pairs_of_honours_are_not_all_honours() -> None:
    names = fan_map(score("1122334455667z", "7z"))
    assert "Seven Pairs" in names
    assert "All Honors" not in names


def test_d4_knitted_straight_with_chow_scores_no_honors_not_all_chows() -> None:
    names = fan_map(score("147m 258p 369s 234s 5s", "5s"))
    assert names["Knitted Straight"] == 1 and "No Honors" in names
    assert "All Chows" not in names


@pytest.mark.parametrize(
    ("rank", "extra"),
    [
        (1, {"Pure Straight", "Tile Hog"}),
        (9, {"Pure Straight", "Tile Hog"}),
        (2, {"Two Concealed Pungs", "Short Straight", "Pung of Terminals or Honors"}),
        (8, {"Two Concealed Pungs", "Short Straight", "Pung of Terminals or Honors"}),
        (5, {"Two Concealed Pungs", "Pung of Terminals or Honors"}),
        (3, {"Short Straight"}),
        (4, {"Short Straight"}),
        (6, {"Short Straight"}),
        (7, {"Short Straight"}),
    ],
)
def test_nine_gates_extra_fans(rank: int, extra: set[str]) -> None:
    names = fan_map(score("1112345678999p", f"{rank}p"))
    assert set(names) == {"Nine Gates", "Concealed Hand"} - {"Concealed Hand"} | extra


def test_chicken_hand() -> None:
    result = score("234m 56p 55z", "7p", melds="789s 345s")
    assert fan_map(result) == {"Chicken Hand": 1}
    assert result.fan_points == 8 and result.meets_minimum


def test_four_concealed_pungs_self_drawn_keeps_self_drawn() -> None:
    names = fan_map(score("111m 333p 555s 777m 9s", "9s", self_drawn=True))
    assert "Four Concealed Pungs" in names and "Self-Drawn" in names
    assert "Fully Concealed Hand" not in names and "All Pungs" not in names


def test_winds_take_their_pung_of_terminals_or_honors() -> None:
    hand = "234m 567p 789s 111z 5s"
    names = fan_map(score(hand, "5s", seat="E", prevalent="E"))
    assert "Seat Wind" in names and "Prevalent Wind" in names
    assert "Pung of Terminals or Honors" not in names
    names = fan_map(score(hand, "5s", seat="E", prevalent="S"))
    assert "Seat Wind" in names and "Pung of Terminals or Honors" not in names
    names = fan_map(score(hand, "5s", seat="S", prevalent="W"))
    assert "Pung of Terminals or Honors" in names
    assert "Seat Wind" not in names and "Prevalent Wind" not in names


def test_flowers_count_after_the_minimum() -> None:
    result = score("234m 567p 789s 234s 5s", "5s", self_drawn=True, flowers=4)
    assert result.total == result.fan_points + 4
    assert fan_map(result)["Flower Tiles"] == 4
    assert result.meets_minimum == (result.fan_points >= 8)


# --- §17 settlement --------------------------------------------------------------------


def test_settlement_example_self_drawn() -> None:
    # Seven Pairs 24 + Self-Drawn 1 + 5 flowers = 30
    result = score("1199m 5566p 33s 22z 4z", "4z", self_drawn=True, flowers=5)
    assert result.total == 30
    s = result.settlement
    assert s is not None and (s.winner, s.discarder, s.each_other) == (114, None, -38)


def test_settlement_example_discard() -> None:
    # Seven Pairs 24 + All Types 6 = 30
    result = score("1199m 5566p 33s 22z 7z", "7z")
    assert result.total == 30
    s = result.settlement
    assert s is not None and (s.winner, s.discarder, s.each_other) == (54, -38, -8)


def test_below_minimum_has_no_settlement() -> None:
    result = score("234m 56p 55s", "7p", melds="789s 345s")
    assert result.is_win and not result.meets_minimum and result.settlement is None


# --- malformed hands -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win", "melds", "fragment"),
    [
        ("123m 456p 789s 11z", "5z", "", "need 13 concealed tiles"),
        ("11111m 456p 789s 11z", "1z", "", "too many copies of 1m"),
        ("123m 456p 789s 111z 55s", "6z", "", "winning tile 6z is not in the hand"),
        ("123m 456p 789s 11z 1f", "1z", "", "unknown tile 1f"),
        ("12m 456p 789s 55z", "3m", "1111m", "too many copies of 1m"),
        # a fifth copy by the winning tile, or by a declared set onto 1-4 concealed
        # copies (counted 3 bits a face: a kong onto four must not wrap to 0)
        ("1111m 456p 789s 555z", "1m", "", "too many copies of 1m"),
        ("1m 456p 789s 555z", "5z", "1111m", "too many copies of 1m"),
        ("1111m 456p 789s", "9s", "1111m", "too many copies of 1m"),
        ("2222m 456p 789s", "9s", "123m", "too many copies of 2m"),
        ("3333m 456p 789s", "9s", "234m", "too many copies of 3m"),
        ("4444m 456p 789s", "9s", "234m", "too many copies of 4m"),
        ("2m 456p 555z", "5z", "2222m 123m", "too many copies of 2m"),
    ],
)
def test_malformed_hands_name_the_problem(hand: str, win: str, melds: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        score(hand, win, melds=melds)


def test_winning_tile_must_be_a_playing_tile() -> None:
    with pytest.raises(NotationError, match="playing tile"):
        score_hand(parse_tiles("123m 456p 789s 11z 5z"), [], WinSituation(parse_tile("1f")))


@pytest.mark.parametrize("odd", ["1m", 1.0, None, 10**30, -1])
def test_tiles_that_are_no_tile_ints_are_named(odd: object) -> None:
    """Not an int 0-33 among the tiles, or as the winning tile: the scorer's own
    error (compiled by mypyc, a typed read would raise its TypeError instead)."""
    tiles: list = parse_tiles("123m 456p 789s 11z 5z")
    with pytest.raises(NotationError, match="unknown tile"):
        score_hand([odd, *tiles[1:]], [], WinSituation(parse_tile("5z")))
    with pytest.raises(NotationError, match="playing tile"):
        score_hand(tiles, [], WinSituation(odd))  # type: ignore[arg-type]


def test_hand_may_include_the_winning_tile() -> None:
    with_win = score("123m 456p 789s 234s 55z", "5z")
    without = score("123m 456p 789s 234s 5z", "5z")
    assert with_win == without


# --- properties ------------------------------------------------------------------------

_SETS = [Meld.chow(s * 9 + r) for s in range(3) for r in range(7)] + [
    Meld.pung(t) for t in range(34)
]


@st.composite
def standard_hands(draw: st.DrawFn) -> tuple[list[int], list[Meld], WinSituation]:
    """Random standard hands: four sets (some declared) and a pair, within 4 copies."""
    sets = draw(st.lists(st.sampled_from(_SETS), min_size=4, max_size=4))
    pair = draw(st.integers(0, 33))
    tiles = [t for m in sets for t in m.tiles] + [pair, pair]
    assume(all(tiles.count(t) <= 4 for t in set(tiles)))
    declared = draw(st.integers(0, 4))
    melds = sets[:declared]
    concealed = [t for m in sets[declared:] for t in m.tiles] + [pair, pair]
    win = draw(st.sampled_from(concealed))
    concealed.remove(win)
    situation = WinSituation(
        win,
        self_drawn=draw(st.booleans()),
        seat_wind=draw(st.integers(27, 30)),
        prevalent_wind=draw(st.integers(27, 30)),
        flowers=draw(st.integers(0, 8)),
    )
    return concealed, melds, situation


@settings(
    max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.large_base_example]
)
@given(standard_hands(), st.randoms())
def test_scoring_properties(hand: tuple[list[int], list[Meld], WinSituation], rng) -> None:
    concealed, melds, situation = hand
    result = score_hand(concealed, melds, situation)
    assert result.is_win
    assert result.fan_points >= 1
    assert result.total == result.fan_points + situation.flowers
    assert sum(f.value for f in result.fans) == result.total
    assert [f.number for f in result.fans] == sorted(f.number for f in result.fans)
    assert all(F.FAN_POINTS[f.number] == f.points for f in result.fans)
    # the order of the concealed tiles does not matter
    shuffled = list(concealed)
    rng.shuffle(shuffled)
    assert score_hand(shuffled, melds, situation) == result
    s = result.settlement
    assert result.meets_minimum == (s is not None)
    if s is not None:
        losers = 3 * s.each_other if s.discarder is None else s.discarder + 2 * s.each_other
        assert s.winner + losers == 0


@pytest.mark.parametrize(
    ("hand", "win", "melds", "chosen", "other"),
    [
        # 666 789 99 or 66 678 999: the same points; the pung of the lowest tile comes first
        ("6668999s", "7s", "222s 789s", "Pure Double Chow", "Pung of Terminals or Honors"),
        ("1123444p", "1p", "789p 888p", "Pung of Terminals or Honors", "Two Terminal Chows"),
    ],
)
def test_ties_between_readings_follow_the_oracle_order(
    hand: str, win: str, melds: str, chosen: str, other: str
) -> None:
    names = fan_map(score(hand, win, melds=melds))
    assert chosen in names and other not in names


def test_a_result_is_a_value() -> None:
    """ScoreResult is a plain (compiled) class, not a dataclass: it still
    compares, hashes, prints, pickles and copies by its fields, and a field
    cannot be reassigned where it is compiled."""
    import copy
    import pickle

    from paixi.games.mcr import score_types
    from paixi.native import is_compiled

    result = score("123m 456p 789s 11z 55z", "5z")
    again = score("123m 456p 789s 11z 55z", "5z")
    other = score("123m 456p 789s 11z 55z", "5z", self_drawn=True)
    assert result == again and hash(result) == hash(again) and result != other
    assert result != result.to_json()
    assert pickle.loads(pickle.dumps(result)) == result
    assert copy.deepcopy(result) == result and copy.copy(result) == result
    assert repr(result).startswith("ScoreResult(is_win=True, fans=(Fan(number=")
    assert "shape='standard'" in repr(result)
    if is_compiled(score_types):
        with pytest.raises(AttributeError):
            result.total = 0  # type: ignore[misc]
