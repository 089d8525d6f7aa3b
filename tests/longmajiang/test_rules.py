"""龙麻将 rules audit: the rules of docs/specs/longmajiang.md §1-§9 not already guarded by
test_game.py / test_scorer.py, section by section, through positions and the public API."""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError, OptionError, PositionError
from paixi.equipment.poker import format_cards
from paixi.games.longmajiang.cards import card_of, format_faces, parse_faces
from tests.longmajiang.table import GAME, position, state


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def play(st, *actions: str) -> None:
    for a in actions:
        st.apply(a)


def last_hand(st) -> dict:
    return st.result()["hands"][-1]


def stock_of(st) -> list[str]:
    """The stock, top first, read from the position (its next-to-last field but one)."""
    field = st.to_position().split(" ")[-2]
    return [] if field == "-" else field.split(",")


# --- §1, §4, §9: decks, deal order, stock sizes -----------------------------------------


@pytest.mark.parametrize(("players", "options", "stock"), [
    (2, {}, 54 - 17),
    (3, {}, 54 - 25),
    (4, {}, 54 - 33),
    (5, {}, 108 - 41),  # decks=auto: two decks for 5-8 seats
    (6, {"decks": 1}, 54 - 49),  # one deck still deals 6 seats
    (4, {"decks": 2}, 108 - 33),
    (2, {"variant": "bridge"}, 54 - 33),
])  # fmt: skip
def test_stock_sizes(players: int, options: dict, stock: int) -> None:
    st = GAME.new_game(players, {"hands": 1, "first_dealer": 0, **options}, seed=4)
    obs = st.observation(0)
    assert obs["stock_count"] == stock
    assert obs["hand_sizes"] == [9] + [8] * (obs["seats"] - 1)


def test_bridge_needs_one_deck() -> None:
    with pytest.raises(OptionError, match="one deck"):
        GAME.new_game(2, {"variant": "bridge", "decks": 2})


def _shuffle(order: str) -> str:
    """A whole-deck shuffle text: the cards of ``order`` first, then the others."""
    first = parse_faces(order)
    rest = [f for f in range(54) if f not in first]
    return format_cards([card_of(f) for f in first + rest])


def canon(cards: str) -> list[str]:
    return format_faces(parse_faces(cards)).split()


def test_deal_order_section_4() -> None:
    """Card i < 8n goes to seat (dealer + i) mod n, card 8n to the dealer, the rest is
    the stock top first: example 10's hands come out of the shuffle below."""
    seat0 = ["AS", "2S", "3S", "4H", "5H", "6H", "7C", "8C"]
    seat1 = ["2D", "3D", "9D", "KC", "10S", "10H", "3C", "4C"]
    order = " ".join(a + " " + b for a, b in zip(seat0, seat1, strict=True)) + " 5D 9S 10D"
    st = GAME.new_game(2, {"hands": 1, "first_dealer": 0}, chance="manual")
    st.apply_chance(_shuffle(order))
    assert st.observation(0)["concealed"][0] == canon("AS 2S 3S 4H 5H 6H 7C 8C 5D")
    assert st.observation(1)["concealed"][1] == canon(" ".join(seat1))
    assert stock_of(st)[:2] == ["9S", "10D"]
    play(st, "5D", "pass")  # seat 1 draws the top of the stock
    assert st.observation(1)["drawn"] == [1, "9S"]


def test_deal_starts_with_the_dealer() -> None:
    st = GAME.new_game(3, {"hands": 1, "first_dealer": 1}, chance="manual")
    st.apply_chance(_shuffle("AS AH AC AD 2S 2H 2C 2D 3S 3H 3C 3D 4S 4H 4C 4D 5S 5H 5C 5D 6S "
                             "6H 6C 6D 7S"))  # fmt: skip
    # cards 0, 3, 6, ... go to seat 1 (the dealer), 1, 4, ... to seat 2, 2, 5, ... to seat 0;
    # card 24 (7S) is the dealer's ninth
    assert st.observation(1)["concealed"][1] == canon("AS AD 2C 3H 4S 4D 5C 6H 7S")
    assert st.observation(2)["concealed"][2] == canon("AH 2S 2D 3C 4H 5S 5D 6C")
    assert st.observation(0)["concealed"][0] == canon("AC 2H 3S 3D 4C 5H 6S 6D")
    assert st.current_player() == 1


# --- §5.1: the dealer's opening turn ------------------------------------------------------


def test_a_win_after_the_dealers_opening_kong_is_self_drawn_not_heavenly() -> None:
    st = state(hands={0: "7S 7H 7C 7D 9S 9H 9C 3S 3H"}, phase="act 0 drawn -", turn=0,
               stock="3C")  # fmt: skip
    assert "hu" not in legal(st)
    st.apply("gang 7S 7H 7C 7D")
    assert legal(st)[0] == "hu"
    st.apply("hu")
    assert last_hand(st)["fans"] == [["duiduihu", 4], ["gang", 1], ["zimo", 1]]


# --- §5.2: claims ---------------------------------------------------------------------------


def test_one_answer_per_distinct_choice_section_5_7() -> None:
    """§5.7: KS KH QD facing 7H (a J/Q/K set needs option set_wilds=any_suit)."""
    kw = {"hands": {2: "KS KH QD AS 2S 3S 5C 9D"}, "discards": ["0:AC", "1:7H"],
          "phase": "claims -"}  # fmt: skip
    st = state(set_wilds="any_suit", **kw)  # seat 2, the 下家 of seat 1, answers first
    assert legal(st) == ["gang QD KS KH", "peng QD KS", "peng QD KH", "peng KS KH", "chi", "pass"]
    st = state(**kw)  # same_suit: K♠ and Q♦ share no suit with 7♥; K♥ alone is no pair
    assert legal(st) == ["chi", "pass"]


def test_two_copies_make_one_pong() -> None:
    st = state(players=5, hands={2: "7C 7C BJ AS 2S 3S 5D 6D"}, discards=["1:7S"],
               phase="claims -")  # fmt: skip
    assert [a for a in legal(st) if a.startswith(("gang", "peng"))] == [
        "gang 7C 7C BJ", "peng 7C 7C", "peng 7C BJ",
    ]  # fmt: skip
    play(st, "peng 7c 7C", "pass", "pass", "pass")
    assert st.observation(2)["melds"][2][0]["cards"] == ["7S", "7C", "7C"]
    assert st.observation(2)["concealed"][2] == ["AS", "2S", "3S", "5D", "6D", "BJ"]


def test_claims_are_listed_in_canonical_order() -> None:
    """§5.7: hu; kongs from the discard; pongs; chi; pass (the 下家 of the discarder)."""
    st = state(hands={1: "7S 7H BJ 2S 2H 2C 9S 9H"}, discards=["0:7C"], phase="claims -")
    assert legal(st) == [
        "hu", "gang 7S 7H BJ", "peng 7S 7H", "peng 7S BJ", "peng 7H BJ", "chi", "pass",
    ]  # fmt: skip


def test_turn_actions_are_listed_in_canonical_order() -> None:
    """§5.7: hu; concealed kongs; added kongs (by card, then meld); discards."""
    st = state(hands={1: "7S 7H 7C 7D BJ SJ"}, melds={1: ["peng<0 9S 9H 9D"]},
               discards=["0:9D*"], phase="act 1 drawn SJ", turn=1)  # fmt: skip
    got = legal(st)
    assert got[0] == "hu"
    kongs = [a for a in got if a.startswith("gang") and "+" not in a]
    assert kongs == sorted(kongs, key=lambda a: parse_faces(a[5:]))
    assert "gang 7S 7H 7C 7D" in kongs and "gang 7S 7H BJ SJ" in kongs
    assert got[1 + len(kongs) : 1 + len(kongs) + 2] == ["gang BJ +1", "gang SJ +1"]
    assert got[-6:] == ["7S", "7H", "7C", "7D", "BJ", "SJ"]


def test_kong_and_pong_have_equal_rank_nearest_seat_first() -> None:
    hands = {1: "6S 6D AS 2S 3S 9C 10C 4H", 2: "6C BJ SJ AH 2H 3H 8D 9D"}
    st = state(hands=hands, discards=["0:6H"], phase="claims -")
    play(st, "peng 6S 6D", "gang 6C BJ SJ", "pass")
    assert st.observation(0)["melds"][1][0]["kind"] == "peng"
    assert st.observation(0)["melds"][2] == []
    hands = {2: "6S 6D AS 2S 3S 9C 10C 4H", 1: "6C BJ SJ AH 2H 3H 8D 9D"}
    st = state(hands=hands, discards=["0:6H"], phase="claims -")
    play(st, "gang 6C BJ SJ", "peng 6S 6D", "pass")
    assert st.observation(0)["melds"][1][0]["kind"] == "minggang"
    assert st.observation(0)["to_act"] == 1 and st.observation(0)["phase"] == "act"


def test_after_chi_only_a_discard_even_with_a_winning_hand() -> None:
    st = state(hands={1: "AC 2C 3C 4H 5H 7S 8S 9S"}, discards=["0:6H"], phase="claims -")
    assert legal(st) == ["hu", "chi", "pass"]
    play(st, "chi", "pass", "pass")
    assert "hu" not in legal(st) and "6H" not in legal(st)
    assert all(len(a) <= 3 for a in legal(st))  # discards only
    with pytest.raises(IllegalActionError, match="only action is a discard"):
        st.apply("hu")


def test_after_a_pong_only_a_discard() -> None:
    st = state(hands={2: "6S 6D 7S 7H 7C 7D AS 2S"}, discards=["0:AC", "1:6H"],
               phase="claims -")  # fmt: skip
    play(st, "peng 6S 6D", "pass", "pass")
    assert st.observation(2)["phase"] == "forced_discard"
    assert legal(st) == ["AS", "2S", "7S", "7H", "7C", "7D"]  # no concealed kong


def test_only_the_next_seat_may_chi() -> None:
    st = state(hands={2: "6S 7S AS 2S 3S 9C 10C 4H"}, discards=["0:6H"], phase="claims -")
    st.apply("pass")
    assert "chi" not in legal(st)
    before = st.to_position()
    with pytest.raises(IllegalActionError, match="only the next seat"):
        st.apply("chi")
    assert st.to_position() == before


def test_a_discarded_card_may_still_be_ponged_and_won_later() -> None:
    """§5.2: the 吃 limit is the only passed-card rule; peng and hu stay open."""
    st = state(players=2, hands={0: "6H 6D AS AH 2S 2H 2C 3S"}, discards=["0:6S*", "1:6S"],
               phase="claims -", stock_size=5)  # fmt: skip
    assert legal(st) == ["peng 6H 6D", "pass"]  # chi barred: seat 0 discarded the 6♠
    with pytest.raises(IllegalActionError, match="discarded this card earlier"):
        st.apply("chi")


def test_nobody_claims_the_next_seat_draws() -> None:
    st = state(hands={1: "AS 2S 3S 4H 5H 7C 8C 9D"}, discards=["0:KD"], phase="claims -",
               stock="10C 9S")  # fmt: skip
    play(st, "pass", "pass", "pass")
    obs = st.observation(1)
    assert obs["to_act"] == 1 and obs["drawn"] == [1, "10C"] and obs["phase"] == "act"
    assert st.observation(0)["discards"][0][-1] == {"card": "KD", "taken": False}


# --- §5.4-§5.5: kongs ---------------------------------------------------------------------


def test_an_added_kong_keeps_its_meld_number() -> None:
    st = state(hands={1: "9C AS 2S"}, melds={1: ["peng<2 9S 9H 9D", "peng<0 7C KC QC"]},
               phase="act 1 drawn 2S", turn=1, discards=["2:9D*", "0:7C*"])  # fmt: skip
    assert [a for a in legal(st) if a.startswith("gang")] == ["gang 9C +1"]
    st.apply("gang 9c +1")
    melds = st.observation(3)["melds"][1]
    assert [(m["number"], m["kind"], m["cards"]) for m in melds] == [
        (1, "jiagang", ["9S", "9H", "9C", "9D"]), (2, "peng", ["7C", "QC", "KC"]),
    ]  # fmt: skip
    assert st.observation(1)["to_act"] == 1 and st.observation(1)["drawn"] is not None


def test_a_kong_never_grows() -> None:
    st = state(hands={1: "BJ AS 2S 3S 4S 5S"}, melds={1: ["minggang<0 10S 10H 10C 10D"]},
               phase="act 1 drawn 5S", turn=1, discards=["0:10C*"])  # fmt: skip
    assert not [a for a in legal(st) if a.startswith("gang")]
    with pytest.raises(IllegalActionError):
        st.apply("gang BJ +1")


def test_kong_replacement_of_the_last_card() -> None:
    """§5.5-§5.6: a replacement that is the last card ends the hand unless it wins."""
    kw = {"players": 2, "hands": {1: "10S 10H 10D 7S 7H 7C 2C 2S"}, "discards": ["0:10C"],
          "phase": "claims -", "stock_size": 1}  # fmt: skip
    st = state(stock="3D", **kw)
    st.apply("gang 10S 10H 10D")
    assert legal(st) == ["pass"] and st.observation(0)["phase"] == "last_card"
    st.apply("pass")
    assert st.is_terminal() and last_hand(st)["winner"] is None
    st = state(stock="2D", **kw)
    st.apply("gang 10S 10H 10D")
    assert legal(st) == ["hu", "pass"] and st.observation(0)["phase"] == "last_card"
    st.apply("hu")
    assert last_hand(st)["fans"] == [["duiduihu", 4], ["gang", 1], ["zimo", 1], ["haidilao", 1]]


def test_a_kong_from_the_discard_then_self_drawn_win() -> None:
    st = state(hands={1: "10S 10H 10D 7S 7H 2C 2S 2H"}, discards=["0:10C"], phase="claims -",
               stock="7C")  # fmt: skip
    play(st, "gang 10S 10H 10D", "pass", "pass", "hu")
    assert last_hand(st)["fans"] == [["duiduihu", 4], ["gang", 1], ["zimo", 1]]
    assert last_hand(st)["discarder"] is None


# --- §7: payments ---------------------------------------------------------------------------


def test_discarder_payment_on_a_self_drawn_win_every_loser_pays() -> None:
    st = state(players=3, hands={2: "AS 2S 3S 4H 5H 6H 7C 8C 9C"}, phase="act 2 drawn 9C",
               turn=2, discards=["1:KD"], payment="discarder")  # fmt: skip
    st.apply("hu")
    assert st.returns() == [-6.0, -6.0, 12.0]


def test_discarder_payment_three_players() -> None:
    st = state(players=3, hands={2: "AC 2C 3C 4H 5H 7S 8S 9S"}, discards=["0:AD", "1:6H"],
               phase="claims -", payment="discarder")  # fmt: skip
    play(st, "hu", "pass")
    assert st.returns() == [0.0, -10.0, 10.0]


# --- §8: bridge -----------------------------------------------------------------------------


def test_bridge_opponents_may_win_on_the_main_hands_discard() -> None:
    """Example 9: seats 2 and 3 may claim 和 on seat 0's 3C; seat 3 (B's dummy) wins."""
    st = state(players=2, variant="bridge", hands={1: "AC 2C 4D 5D 6D 7H 8H 9H",
               2: "JC QC 4S 5S 6S 7D 8D 9D", 3: "KC BJ 4H 5H 6H 8S 9S 10S"},
               discards=["2:10D", "3:10C", "0:3C"], phase="claims -", dealer=2)  # fmt: skip
    assert legal(st) == ["chi", "pass"]
    st.apply("pass")
    assert st.current_player() == 1 and legal(st) == ["hu", "peng JC QC", "pass"]  # seat 2
    st.apply("pass")
    assert legal(st) == ["hu", "peng KC BJ", "pass"]  # seat 3, B's dummy, on A's discard
    st.apply("hu")
    hand = last_hand(st)
    assert hand["winner"] == 3 and hand["total"] == 2 and st.returns() == [-2.0, 2.0]
    assert st.observation(0)["dealer"] == 3  # the winning seat deals next


def test_bridge_b_dummy_may_not_win_on_b_main_hand() -> None:
    st = state(players=2, variant="bridge", hands={3: "AS 2S 4H 5H 6H 7S 8S 9S"},
               discards=["0:QD", "1:QC", "2:3S"], phase="claims -")  # fmt: skip
    assert st.current_player() == 1 and legal(st) == ["chi", "pass"]


def test_bridge_dummy_earthly_win_and_payment_option_ignored() -> None:
    st = state(players=2, variant="bridge", hands={3: "4S 5S 6S 4H 5H 6H 2D 3D"},
               discards=["0:AD"], phase="claims -", payment="discarder")  # fmt: skip
    play(st, "pass", "pass", "hu")
    assert last_hand(st)["fans"] == [["longtou", 1], ["longti", 1], ["longti", 1], ["dihe", 2]]
    assert st.returns() == [-5.0, 5.0]


def test_bridge_a_player_sees_the_answers_of_both_its_seats() -> None:
    st = state(players=2, variant="bridge", hands={0: "6S 6D AS 2S 3S 9C 10C 4H"},
               discards=["0:QD", "1:QC", "2:6H"], phase="claims -")  # fmt: skip
    st.apply("pass")  # seat 3
    window = st.observation(0)["window"]
    assert [m["seat"] for m in window["mine"]] == [0, 1]
    assert window["mine"][0]["options"] == ["peng 6S 6D", "pass"]
    assert [(m["seat"], m["answer"]) for m in st.observation(1)["window"]["mine"]] == [(3, "pass")]


def test_bridge_dummy_draws_are_public() -> None:
    st = state(players=2, variant="bridge", hands={1: "AS 2S 3S 4H 5H 7C 8C 9D"},
               discards=["0:KD"], phase="claims -", stock="10C")  # fmt: skip
    play(st, "pass", "pass", "pass")
    assert st.observation(1)["drawn"] == [1, "10C"]
    assert ("draw", (1, "10C", False)) in [(k, a) for _, k, a in st.events_for(1)]
    assert ("draw", (1, "10C", False)) in [(k, a) for _, k, a in st.events_for(None)]


# --- positions: refused when they could not arise (§5.1, §5.6) ----------------------------


def test_positions_refuse_impossible_turns() -> None:
    kw = {"players": 2, "hands": {0: "AS 2S 3S 4H 5H 6H 7C 8C 2C"}, "discards": ["1:9D"],
          "stock_size": 0}  # fmt: skip
    # a losing last card is a decision too (pass alone), so it is a position
    assert GAME.from_position(position(phase="last 0 drawn 2C", turn=0, **kw)).legal_actions()
    with pytest.raises(PositionError, match="stock is empty"):
        GAME.from_position(position(phase="act 0 drawn 2C", turn=0, **kw))
    hand = {2: "AS 2S 3S 4H 5H 6H 7C 8C 9C"}
    with pytest.raises(PositionError, match="name the card drawn"):
        GAME.from_position(position(hands=hand, phase="act 2 drawn -", turn=2, discards=["1:KD"]))
    with pytest.raises(PositionError, match="opening turn"):
        GAME.from_position(position(hands={0: hand[2]}, phase="act 0 drawn 9C", turn=0))
    with pytest.raises(PositionError, match="chi"):
        GAME.from_position(position(hands={1: hand[2]}, discards=["0:KD*"],
                                    phase="forced 1 chi 9C", turn=1))  # fmt: skip


def test_example_5_played_through() -> None:
    """§12 example 5 as a hand: a wild pong, an exposed kong from a discard with its
    replacement, then 和 on 4♣ ahead of seat 3 (also 和): 对对和 4 + kong 1."""
    st = state(hands={
        0: "7H AS 2H 3C 5C 6H 8H JS QD",
        1: "4C AC 2S 3D 5H 6S 8C JD",
        2: "KH QH 10S 10H 10D KS 4S 2D",
        3: "10C 4H 4D 7S 7C 7D 9S 9H",
    }, phase="act 0 drawn -", turn=0, stock="BJ 5D 6C 8D 3H")  # fmt: skip
    play(st, "7H", "pass")
    assert "peng QH KH" in legal(st)
    play(st, "peng QH KH", "pass", "2D", "pass", "pass", "pass")
    play(st, "10C", "pass", "pass")  # seat 3 drew BJ
    assert "gang 10S 10H 10D" in legal(st)
    play(st, "gang 10S 10H 10D")
    assert st.observation(2)["drawn"] == [2, "5D"]
    play(st, "5D", "pass", "pass", "pass", "6C", "pass", "pass", "pass", "8D", "pass", "pass")
    play(st, "pass", "4C")
    obs = st.observation(2)
    assert obs["concealed"][2] == ["4S", "KS"]
    assert [m["cards"] for m in obs["melds"][2]] == [
        ["7H", "QH", "KH"],
        ["10S", "10H", "10C", "10D"],
    ]
    assert legal(st) == ["hu", "chi", "pass"]  # no peng 4S KS: nothing left to discard
    play(st, "hu", "hu", "pass")
    hand = last_hand(st)
    assert (hand["winner"], hand["discarder"], hand["total"]) == (2, 1, 5)
    assert hand["fans"] == [["duiduihu", 4], ["gang", 1]]


@pytest.mark.parametrize(("text", "canonical"), [
    ("PENG ks ♦Q", "peng QD KS"),
    ("碰 KS QD", "peng QD KS"),
    ("gang bj 7s kS 7h", "gang 7S 7H KS BJ"),
    ("Gang 7c +1", "gang 7C +1"),
    ("过", "pass"),
    ("♥10", "10H"),
])  # fmt: skip
def test_action_notation_is_lenient_and_canonical(text: str, canonical: str) -> None:
    """§5.7: any case, card order and lenient card form in; one canonical form out."""
    assert str(GAME.parse_action(text)) == canonical


ALL = ("AH", "2H", "7S", "7H", "9C", "SJ")


@pytest.mark.parametrize(
    ("pong", "hand", "set_wilds", "added"),
    [
        # a number pong: a J/Q/K added must share a number card's suit (same_suit)
        ("5S 5H KS", "KH KD 9C AS 2S 3S", "same_suit", ["gang KH +1"]),
        ("5S 5H KS", "KH KD 9C AS 2S 3S", "any_suit", ["gang KH +1", "gang KD +1"]),
        # an all-wild pong: the four must still be a set, so a number card must
        # share its suit with every J/Q/K of it (same_suit); a joker always fits
        ("JS QS BJ", "7S 7H SJ 9C AH 2H", "same_suit", ["gang 7S +1", "gang SJ +1"]),
        ("JS QH BJ", "7S 7H SJ 9C AH 2H", "same_suit", ["gang SJ +1"]),
        ("JS QH BJ", "7S 7H SJ 9C AH 2H", "any_suit", [f"gang {c} +1" for c in ALL]),
    ],
)
def test_an_added_kong_must_still_be_a_valid_set(
    pong: str, hand: str, set_wilds: str, added: list[str]
) -> None:
    """§5.4 read as rules_en.md says: a card joins an exposed pong only when the
    four cards form a valid set (§3.2-§3.3), wilds' suits included."""
    st = state(hands={1: hand}, melds={1: [f"peng<0 {pong}"]}, phase=f"act 1 drawn {hand[:2]}",
               turn=1, discards=["0:" + pong.split()[0] + "*"], set_wilds=set_wilds)  # fmt: skip
    assert [a for a in legal(st) if "+" in a] == added


def test_the_rules_page_states_the_added_kong_reading() -> None:
    text = GAME.rules_text("en")
    assert "valid set" in text and "加杠" in text
    assert "加杠" in GAME.rules_text("zh")
