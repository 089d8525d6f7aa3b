"""龙麻将 hidden information (docs/specs/longmajiang.md §10) and error messages: who could claim,
overruled claims, the last-card decision and the stock stay hidden; an illegal action
is refused in one line and changes nothing."""

from __future__ import annotations

import json

import pytest

from paixi.core.errors import IllegalActionError
from tests.longmajiang.table import position, state

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


def _words(value) -> set[str]:
    """Every space-separated token in a JSON-like value."""
    if isinstance(value, str):
        return set(value.split())
    if isinstance(value, dict):
        return set().union(*map(_words, value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*map(_words, value)) if value else set()
    return set()


def test_who_could_claim_is_not_shown() -> None:
    """Two tables differing only in seat 3's hidden cards (it could pong the 6♥, or not)
    look the same to seats 0-2 and a spectator while every seat passes."""
    could = "6S 6D 9C 10C 8C 2H 3H 4D"
    could_not = "AH AD 9C 10C 8C 2H 3H 4D"
    hands = {1: "7S 8S AS 3D 5S 9H 10D 2C", 2: "AC 2S 3C 4H 5H 7C 8D 9S"}
    a = state(hands={**hands, 3: could}, discards=["0:6H"], phase="claims -", stock="KD 6C AH AD")
    b = state(hands={**hands, 3: could_not}, discards=["0:6H"], phase="claims -",
              stock="KD 6C 6S 6D")  # fmt: skip
    assert [m["options"] for m in a.observation(3)["window"]["mine"]] == [["peng 6S 6D", "pass"]]
    assert [m["options"] for m in b.observation(3)["window"]["mine"]] == [["pass"]]
    for _ in range(3):
        for viewer in (0, 1, 2):
            assert a.observation(viewer) == b.observation(viewer)
        for viewer in (0, 1, 2, None):
            assert a.events_for(viewer) == b.events_for(viewer)
        a.apply("pass")
        b.apply("pass")
    assert a.observation(0)["to_act"] == 1 and a.observation(1)["drawn"] == [1, "KD"]
    for viewer in (0, 1, 2, None):
        assert a.events_for(viewer) == b.events_for(viewer)


def test_overruled_claims_stay_hidden() -> None:
    st = state(**EXAMPLE_8)
    st.apply("chi")
    st.apply("pass")
    st.apply("peng 6S 6D")
    for viewer in (0, 2, None):
        seen = [(k, a) for _, k, a in st.events_for(viewer)]
        assert ("answer", (1, "chi")) not in seen and all(k != "chi" for k, _ in seen)
        answered_2 = ("answer", (2, "pass")) if viewer == 2 else ("answered", (2,))
        assert seen[-4:] == [
            ("answered", (1,)), answered_2, ("answered", (3,)),
            ("peng", (3, 0, ["6S", "6H", "6D"])),
        ]  # fmt: skip
    assert ("answer", (1, "chi")) in [(k, a) for _, k, a in st.events_for(1)]


def test_the_last_card_decision_is_not_announced() -> None:
    """§5.6, §10: whether the last card wins is the drawer's secret. Every last
    draw asks its seat (``pass`` alone when it does not win), so the other
    seat's observation, events and rendered table are the same either way."""
    from paixi.games.longmajiang.render import render

    # 3 seats: seat 1 cannot tell seat 0's cards from seat 2's (8C and 10C swap)
    kw = {"players": 3, "discards": ["2:9D"], "phase": "claims -", "stock_size": 1,
          "stock": "JC"}  # fmt: skip
    one, two = "AH 2H 3C 4C 5S 6C 7D 8D", "9H 9S 5C 5D QD KD 4D"
    wins = state(**kw, hands={0: "AS 2S 3S 4H 5H 6H 7C 8C", 1: one, 2: f"{two} 10C"})
    loses = state(**kw, hands={0: "AS 2S 3S 4H 5H 6H 7C 10C", 1: one, 2: f"{two} 8C"})
    for st in (wins, loses):
        st.apply("pass")  # seat 0 declines the discard,
        st.apply("pass")  # so does seat 1; seat 0 draws the last card
    assert [str(a) for a in wins.legal_actions()] == ["hu", "pass"]
    assert [str(a) for a in loses.legal_actions()] == ["pass"]
    for viewer in (1, None):
        assert wins.events_for(viewer) == loses.events_for(viewer)
    seen_w, seen_l = wins.observation(1), loses.observation(1)
    assert seen_w == seen_l and seen_w["last_card"] is None
    assert render(seen_w) == render(seen_l) and render(seen_w, "zh") == render(seen_l, "zh")
    assert wins.current_player() == loses.current_player() == 0
    assert wins.observation(0)["last_card"] == {"seat": 0, "wins": True}
    assert loses.observation(0)["last_card"] == {"seat": 0, "wins": False}
    for st in (wins, loses):
        st.apply("pass")  # declining the winning card ends the hand the same way
        assert [k for _, k, _ in st.events_for(1)][-3:] == ["draw", "huangzhuang", "reveal"]


def test_a_redeal_for_the_other_seat_need_not_keep_a_winning_last_card() -> None:
    """resample_hidden conditions on nothing the decision could leak: the
    drawer's hidden cards are redealt freely (some redeals do not win)."""
    import random

    from paixi.games.longmajiang.cards import is_winning

    kw = {"players": 3, "discards": ["2:9D"], "phase": "claims -", "stock_size": 1}
    st = state(**kw, hands={0: "AS 2S 3S 4H 5H 6H 7C 8C"}, stock="JC")
    st.apply("pass")
    st.apply("pass")
    rng = random.Random(1)
    outcomes = set()
    for _ in range(30):
        other = st.resample_hidden(1, rng)
        assert other.observation(1) == st.observation(1)
        outcomes.add(is_winning(other.hands[0], len(other.melds[0]), other.any_suit))
    assert False in outcomes


def test_the_stock_is_never_shown() -> None:
    st = state(**EXAMPLE_8)
    stock = position(**EXAMPLE_8).split(" ")[-2].split(",")
    assert len(stock) == 10
    st.apply("chi")
    st.apply("hu")
    st.apply("pass")
    assert st.is_terminal()
    for viewer in (0, 1, 2, 3, None):
        for _, key, args in st.events_for(viewer):
            shown = _words(args[2] if key == "hu" else args)  # hu: the reading names
            assert not shown & set(stock), (key, args)  # what wilds stand for, not cards
        if viewer is not None:
            obs = st.observation(viewer)
            assert not _words([obs["concealed"], obs["melds"], obs["discards"]]) & set(stock)
    assert not _words(json.dumps(st.result()["hands"][-1]["hands"])) & set(stock)


def test_concealed_kong_and_chi_card_are_public_nothing_else() -> None:
    st = state(hands={2: "7S 7H KS BJ AS 2S 3S 9D 9H"}, phase="act 2 drawn 9H", turn=2,
               discards=["1:KD"], stock="5C")  # fmt: skip
    st.apply("gang 7S 7H KS BJ")
    seen = {v: [(k, a) for _, k, a in st.events_for(v)] for v in (0, 2, None)}
    assert ("angang", (2, ["7S", "7H", "KS", "BJ"])) in seen[0]
    assert ("draw", (2, None, True)) == seen[0][-1] == seen[None][-1]
    assert seen[2][-1] == ("draw", (2, "5C", True))


@pytest.mark.parametrize(("where", "action", "message"), [
    ("claim", "peng 6S 6D", "you do not hold 6S 6D"),
    ("claim", "gang 7H +1", "names your three cards"),
    ("claim", "9C", "awaiting claims"),
    ("claim", "hu", "does not complete a winning hand"),
    ("turn", "peng AS 2S", "no discard to claim"),
    ("turn", "gang 9C 9H 9D", "claimed on a discard"),
    ("turn", "gang BJ +1", "no exposed meld 1"),
    ("turn", "gang 7S 7H 7C 7D", "you do not hold"),
    ("turn", "KD", "you do not hold that card"),
])  # fmt: skip
def test_illegal_actions_one_line_state_unchanged(where: str, action: str, message: str) -> None:
    if where == "claim":
        st = state(**EXAMPLE_8)  # seat 1 answers; seat 3 holds 6S 6D
    else:
        st = state(hands={2: "AS 2S 3S 4H 5H 6H 7C 8C BJ"}, phase="act 2 drawn BJ", turn=2,
                   discards=["1:KD"])  # fmt: skip
    before = (st.to_position(), st.events_for(None), st.legal_actions())
    with pytest.raises(IllegalActionError, match=message) as err:
        st.apply(action)
    assert "\n" not in str(err.value)
    assert (st.to_position(), st.events_for(None), st.legal_actions()) == before
