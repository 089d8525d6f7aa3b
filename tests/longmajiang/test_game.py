"""龙麻将 play on constructed positions: the worked examples (docs/specs/longmajiang.md §12),
claim priority, the bridge restriction, kongs, payments and the dealer."""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError, OptionError, PositionError
from paixi.games.longmajiang import CHI, HU, PASS
from paixi.games.longmajiang.cards import parse_face
from tests.longmajiang.table import GAME, position, state


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def last_hand(st) -> dict:
    return st.result()["hands"][-1]


def play(st, *actions: str) -> None:
    for a in actions:
        st.apply(a)


def test_example_1_self_drawn_dragon_pays_6_from_each() -> None:
    st = state(hands={2: "AS 2S 3S 4H 5H 6H 7C 8C 9C"}, phase="act 2 drawn 9C", turn=2,
               discards=["1:KD"])  # fmt: skip
    assert legal(st)[0] == "hu"
    st.apply("hu")
    assert last_hand(st)["total"] == 6
    assert st.returns() == [-6.0, -6.0, 18.0, -6.0]


def test_example_2_dragon_and_phoenix() -> None:
    st = state(hands={1: "2H JH KH 5S KS QS 9D KD JD"}, phase="act 1 drawn JD", turn=1,
               discards=["0:AC"])  # fmt: skip
    st.apply("hu")
    assert last_hand(st)["reading"]["pattern"] == "dragon_phoenix"
    assert last_hand(st)["total"] == 11


@pytest.mark.parametrize(("payment", "returns"), [
    ("all_losers", [-4.0, -4.0, -4.0, 12.0]),
    ("discarder", [0.0, 0.0, -12.0, 12.0]),
])  # fmt: skip
def test_example_3_two_readings_and_payments(payment: str, returns: list[float]) -> None:
    st = state(hands={3: "2H JH KH 5S KS QS 6D JD"}, discards=["0:AC", "1:AD", "2:QD"],
               phase="claims -", payment=payment)  # fmt: skip
    assert st.observation(3)["window"]["order"] == [3, 0, 1]
    play(st, "hu", "pass", "pass")
    assert last_hand(st)["total"] == 4 and last_hand(st)["fans"] == [["duiduihu", 4]]
    assert st.returns() == returns


def test_example_4_a_non_winning_hand_cannot_declare() -> None:
    st = state(hands={2: "5S KS 7S 2H 3H 4H 8C 9C 10C"}, phase="act 2 drawn 10C", turn=2,
               discards=["1:KD"])  # fmt: skip
    assert "hu" not in legal(st)
    before = st.fingerprint()
    with pytest.raises(IllegalActionError, match="winning hand"):
        st.apply("hu")
    assert st.fingerprint() == before


EXAMPLE_5 = {
    "hands": {2: "KS 4S", 3: "4H 4D BJ 7S 7C 7D 9S 9H"},
    "melds": {2: ["peng<0 7H QH KH", "minggang<3 10S 10H 10C 10D"]},
    "discards": ["0:7H*", "3:10C*", "1:4C"],
    "phase": "claims -",
}


def test_example_5_answers_and_nearest_win() -> None:
    st = state(**EXAMPLE_5)
    assert legal(st) == ["hu", "chi", "pass"]
    with pytest.raises(IllegalActionError, match="two exposed melds"):
        st.apply("peng 4S KS")
    play(st, "hu", "hu", "pass")  # seat 3 also claims 和; seat 2 is nearer to seat 1
    hand = last_hand(st)
    assert hand["winner"] == 2 and hand["total"] == 5
    assert hand["fans"] == [["duiduihu", 4], ["gang", 1]]
    assert st.returns() == [-5.0, -5.0, 15.0, -5.0]


@pytest.mark.parametrize(("held", "set_wilds", "pong"), [
    ("KH QH", "same_suit", "peng QH KH"),
    ("KS QD", "same_suit", None),
    ("KS QD", "any_suit", "peng QD KS"),
])  # fmt: skip
def test_example_5_wild_pong(held: str, set_wilds: str, pong: str | None) -> None:
    st = state(hands={2: held + " AS 2S 3S 5C 6C 8D"}, discards=["0:7H"], phase="claims -",
               set_wilds=set_wilds)  # fmt: skip
    st.apply("pass")  # seat 1
    assert st.acting_seat() == 2
    pongs = [a for a in legal(st) if a.startswith("peng")]
    assert pongs == ([pong] if pong else [])


EXAMPLE_8 = {
    "hands": {
        1: "7H 8H AS 3D 5S 9C 10D 2H",
        2: "AC 2C 3C 4H 5H 7S 8S 9S",
        3: "6S 6D AD 2D 9D 10S 3H 4S",
    },
    "discards": ["0:6H"],
    "phase": "claims -",
    "stock_size": 10,
}


def test_example_8_win_beats_pong_beats_chi() -> None:
    st = state(**EXAMPLE_8)
    assert [legal(st)[0], legal(st)[-1]] == ["chi", "pass"]
    play(st, "chi", "hu", "peng 6S 6D")
    assert last_hand(st)["winner"] == 2 and last_hand(st)["total"] == 5


def test_example_8_pong_beats_chi_and_skips_seats() -> None:
    st = state(**EXAMPLE_8)
    play(st, "chi", "pass", "peng 6S 6D")
    assert st.acting_seat() == 3 and st.current_player() == 3
    obs = st.observation(0)
    assert obs["phase"] == "forced_discard"
    assert obs["melds"][3] == [
        {"cards": ["6S", "6H", "6D"], "kind": "peng", "from": 0, "number": 1}
    ]
    assert obs["discards"][0][-1] == {"card": "6H", "taken": True}
    assert all(not a.startswith(("hu", "gang", "peng", "chi")) for a in legal(st))


def test_example_8_chi_when_nobody_else_claims() -> None:
    st = state(**EXAMPLE_8)
    play(st, "chi", "pass", "pass")
    assert st.acting_seat() == 1
    assert "6H" not in legal(st) and "7H" in legal(st)
    assert st.observation(2)["chi_card"] == "6H"


def test_claim_answers_stay_hidden_until_resolved() -> None:
    st = state(**EXAMPLE_8)
    play(st, "chi", "hu")
    for viewer in (0, 3):
        seen = [(k, a) for _, k, a in st.events_for(viewer)]
        assert seen[-2:] == [("answered", (1,)), ("answered", (2,))]
        assert st.observation(viewer)["window"]["answered"] == 2
    assert ("answer", (2, "hu")) in [(k, a) for _, k, a in st.events_for(2)]
    assert st.observation(3)["window"]["mine"] == [
        {"seat": 3, "options": ["peng 6S 6D", "pass"], "answer": None}
    ]


def test_example_9_bridge_dummy_may_not_win_on_its_main_hand() -> None:
    st = state(players=2, variant="bridge", hands={1: "AC 2C 4D 5D 6D 7H 8H 9H"},
               discards=["0:3C"], phase="claims -")  # fmt: skip
    assert st.acting_seat() == 1 and st.current_player() == 0
    assert st.legal_actions() == [CHI, PASS]
    with pytest.raises(IllegalActionError, match="dummy"):
        st.apply("hu")
    # the same cards may win on the opponent's discard
    assert HU in st.claims_of(1, 3, parse_face("3C"))  # from seat 3
    # and both players see the dummy, only A its main hand
    assert st.observation(1)["concealed"][1] is not None
    assert st.observation(1)["concealed"][0] is None
    assert st.observation(0)["concealed"][3] is not None


def test_example_9_main_hand_wins_on_its_own_dummy() -> None:
    st = state(players=2, variant="bridge", hands={0: "AS 2S 3S 4C 5C 6C KH QH"},
               discards=["0:10D", "1:9H"], phase="claims -")  # fmt: skip
    assert st.observation(0)["window"]["order"] == [2, 3, 0]
    play(st, "pass", "pass")
    assert st.current_player() == 0 and legal(st)[0] == "hu"
    st.apply("hu")
    assert last_hand(st)["total"] == 5 and st.returns() == [5.0, -5.0]


def test_example_10_limits_on_chi() -> None:
    st = state(players=2, hands={0: "AS 2S 3S 4H 5H 6H 7C 8C 5D",
                                 1: "2D 3D 9D KC 10S 10H 3C 4C"},
               phase="act 0 drawn -", turn=0, stock="9S 10D")  # fmt: skip
    st.apply("5D")
    assert legal(st) == ["chi", "pass"]
    st.apply("chi")
    assert "5D" not in legal(st) and "9D" in legal(st)
    st.apply("9D")
    assert legal(st) == ["chi", "pass"]
    play(st, "pass", "9S", "pass", "5D")
    assert legal(st) == ["pass"]


def test_example_10_last_card_win() -> None:
    kw = {"players": 2, "hands": {0: "AS 2S 3S 4H 5H 6H 7C 8C"}, "discards": ["1:9D"],
          "phase": "claims -", "stock_size": 1}  # fmt: skip
    st = state(stock="JC", **kw)
    st.apply("pass")
    assert legal(st) == ["hu", "pass"] and st.observation(1)["phase"] == "last_card"
    st.apply("hu")
    assert last_hand(st)["total"] == 7 and st.returns() == [7.0, -7.0]
    st = state(stock="JC", **kw)
    play(st, "pass", "pass")
    assert st.is_terminal() and last_hand(st)["winner"] is None and st.returns() == [0.0, 0.0]
    # a losing last card still asks its seat, with pass alone (rules_en.md: the
    # decision is never announced, so every last draw asks, §5.6, §10)
    st = state(stock="2C", **kw)
    st.apply("pass")
    assert legal(st) == ["pass"] and st.observation(1)["phase"] == "last_card"
    with pytest.raises(IllegalActionError, match="do not win"):
        st.apply("hu")
    st.apply("pass")
    assert st.is_terminal() and last_hand(st)["winner"] is None


def test_example_6_heavenly_win_and_the_dealer_keeps_the_deal() -> None:
    st = state(hands={0: "3S 4S 5S AH 2H 3H BJ 8C 9C"}, phase="act 0 drawn -", turn=0,
               hands_per_match=2)  # fmt: skip
    assert legal(st)[0] == "hu"
    st.apply("hu")
    obs = st.observation(0)
    hand = obs["hands_log"][-1]
    assert hand["total"] == 5 and ["tianhe", 3] in hand["fans"] and ["zimo", 1] not in hand["fans"]
    assert sorted(shown_cards(hand["shown"])) == cards("3S 4S 5S AH 2H 3H BJ 8C 9C")
    assert obs["dealer"] == 0 and obs["hand_number"] == 2


def test_example_7_earthly_win_and_the_winner_deals() -> None:
    st = state(hands={1: "4S 5S 6S 4H 5H 6H 2D 3D"}, discards=["0:AD"], phase="claims -",
               hands_per_match=2)  # fmt: skip
    play(st, "hu", "pass", "pass")
    obs = st.observation(0)
    hand = obs["hands_log"][-1]
    assert hand["total"] == 5 and ["dihe", 2] in hand["fans"]
    assert obs["dealer"] == 1
    # the winner lays the hand down: its groups, the discard won on among them
    shown = hand["shown"]
    assert sorted(len(g["cards"]) for g in shown) == [3, 3, 3] and "AD" in shown_cards(shown)
    assert sorted(shown_cards(shown)) == cards("4S 5S 6S 4H 5H 6H 2D 3D AD")
    again = GAME.from_position(st.to_position())
    assert again.observation(0)["hands_log"] == obs["hands_log"]


def shown_cards(shown: list[dict]) -> list[str]:
    return [c for g in shown for c in g["cards"]]


def cards(text: str) -> list[str]:
    return sorted(text.split())


def test_a_drawn_hand_shows_no_groups_and_a_position_must_agree() -> None:
    st = state(players=2, hands={0: "AS 2S 3S 4H 5H 6H 7C 8C"}, discards=["1:9D"],
               phase="claims -", stock_size=1, stock="2C", dealer=1, hands_per_match=2)  # fmt: skip
    play(st, "pass", "pass")
    assert st.observation(0)["hands_log"][-1]["shown"] == []
    text = st.to_position()
    assert text.split()[-1].endswith(":-")
    broken = text[: -len(":-")] + ":AS.2S.3S"
    with pytest.raises(PositionError, match="a draw none"):
        GAME.from_position(broken)


def test_exhaustive_draw_keeps_the_dealer() -> None:
    st = state(players=2, hands={0: "AS 2S 3S 4H 5H 6H 7C 8C"}, discards=["1:9D"],
               phase="claims -", stock_size=1, stock="2C", dealer=1, hands_per_match=2)  # fmt: skip
    play(st, "pass", "pass")
    obs = st.observation(0)
    assert obs["hand_number"] == 2 and obs["dealer"] == 1 and obs["hands_log"][-1]["winner"] is None


def test_concealed_and_added_kongs() -> None:
    st = state(hands={0: "7S 7H KS BJ AS 2S 3S 9D 9H"}, phase="act 0 drawn 9H", turn=0,
               dealer=3, stock="5C")  # fmt: skip
    assert "gang 7S 7H KS BJ" in legal(st)
    st.apply("gang 7S 7H KS BJ")
    assert st.observation(1)["melds"][0][0]["kind"] == "angang" and st.acting_seat() == 0
    assert st.observation(2)["melds"][0][0]["cards"] == ["7S", "7H", "KS", "BJ"]
    assert st.observation(0)["drawn"] == [0, "5C"] and st.observation(1)["drawn"] is None
    st = state(hands={1: "7D KD AS 2S 3S 9H"}, melds={1: ["peng<0 7C KC QC"]},
               phase="act 1 drawn 9H", turn=1, discards=["0:7C*"])  # fmt: skip
    kongs = [a for a in legal(st) if a.startswith("gang")]
    assert kongs == ["gang 7D +1"]  # K♦ shares no suit with the number cards (§3.3)
    st.apply("gang 7D +1")
    meld = st.observation(0)["melds"][1][0]
    assert meld["kind"] == "jiagang" and meld["cards"] == ["7C", "7D", "QC", "KC"]


def test_kong_from_a_discard_draws_a_replacement() -> None:
    st = state(hands={1: "10S 10H 10D AS 2S 3S 5C 6C"}, discards=["0:10C"], phase="claims -",
               stock="JH")  # fmt: skip
    assert "gang 10S 10H 10D" in legal(st)
    play(st, "gang 10S 10H 10D", "pass", "pass")
    assert st.acting_seat() == 1 and st.observation(1)["drawn"] == [1, "JH"]
    meld = st.observation(2)["melds"][1][0]
    assert meld["kind"] == "minggang" and meld["from"] == 0


def test_options_are_checked() -> None:
    with pytest.raises(OptionError, match="bridge"):
        GAME.new_game(3, {"variant": "bridge"})
    with pytest.raises(OptionError, match="decks=1"):
        GAME.new_game(7, {"decks": 1})
    with pytest.raises(OptionError, match="first_dealer"):
        GAME.new_game(4, {"first_dealer": "9"})
    st = GAME.new_game(8, {"hands": 1}, seed=1)
    assert st.observation(0)["stock_count"] == 108 - 65  # two decks for 8 seats
    st = GAME.new_game(2, {"variant": "bridge", "first_dealer": 2}, seed=1)
    obs = st.observation(1)
    assert obs["seats"] == 4 and obs["dealer"] == 2 and st.current_player() == 1


def test_positions_round_trip_and_reject_bad_counts() -> None:
    text = position(**EXAMPLE_5)
    assert GAME.from_position(text).to_position() == text
    with pytest.raises(PositionError, match="appears"):
        GAME.from_position(text.replace(" 4S,KS/", " 4S,4S/"))
    with pytest.raises(PositionError, match="fields"):
        GAME.from_position(text.rsplit(" ", 1)[0])
    with pytest.raises(PositionError, match="holds"):
        GAME.from_position(text.replace(" 4S,KS/", " 4S/"))


@pytest.mark.parametrize(("options", "total"), [
    ("", 6),
    ("tongse=colour", 8),
    ("chenglong_same_suit=true", 4),
])  # fmt: skip
def test_scoring_options_reach_the_game(options: str, total: int) -> None:
    st = state(hands={2: "AS 2S 3S 4C 5C 6C 7S 8S 9S"}, phase="act 2 drawn 9S", turn=2,
               discards=["1:KD"], more_options=options)  # fmt: skip
    st.apply("hu")
    assert last_hand(st)["total"] == total
