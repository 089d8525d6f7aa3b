"""docs/specs/tongwuguan.md: worked examples TW-1..TW-8, options, notation, errors."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import IllegalActionError, NotationError
from paixi.equipment.dominoes import INDEX, KEYS, triplet_table
from paixi.games.tongwuguan import DEAL, Deal, Take
from paixi.games.tongwuguan.agent import ReferencePolicy
from paixi.games.tongwuguan.position import deal, legal_takes

GAME = paixi.load_game("tongwuguan")
TW6 = (
    "1-5 3-3 3-4 1-6 4-4 5-5 1-5 3-6 5-5 1-3 2-5 6-6 1-4 5-6 3-3 2-4 2-6 1-6 6-6 4-4 1-1 2-2 4-5 "
    "1-3 2-2 1-2 5-6 1-1 4-6 4-6 3-5 2-3"
)
TW7 = (
    "2-2 3-6 4-4 3-5 1-2 2-6 5-5 6-6 3-4 1-1 1-5 4-6 1-6 1-4 2-4 1-1 4-4 2-2 1-3 2-5 1-5 1-6 1-3 "
    "4-5 3-3 5-5 5-6 6-6 5-6 2-3 4-6 3-3"
)
TW7_RECORD = (
    "P1:L2R1 P2:R3 D P2:L2R1 P3:R3 P5:R3 P5:R3 D P1:L2R1 P3:L1R2 P4:L2R1 P4:L3 D P2:L3 P4:L3 "
    "P5:L3 D P1:L2R1 P3:R3 D D D P1:R3 P3:R3 D D P1:L3 P3:L3"
)


def row(text: str) -> tuple[int, ...]:
    return tuple(INDEX[k] for k in text.split())


def keys(r) -> str:
    return " ".join(KEYS[t] for t in r)


def dealt(deal_text: str, **options):
    state = GAME.new_game(options=options, chance="manual")
    state.apply_chance(deal_text)
    return state


def at(passes: list[str], spare: str, **options):
    state = GAME.new_game(options=options, chance="manual")
    state.set_position(tuple(row(p) for p in passes), row(spare))
    return state


def reference_play(state) -> list[str]:
    agent = ReferencePolicy()
    while not state.is_terminal():
        state.apply(agent.act(None, state.legal_actions()))
    return [str(e.move) for e in state.history if e.seat == 0]


def test_tw1_end_triples() -> None:
    r = row("6-6 1-2 2-6 5-5 1-6 1-1")
    assert legal_takes(r, triplet_table(14, True)) == ["L3", "R3", "L2R1", "L1R2"]
    assert legal_takes(r, triplet_table(14, False)) == ["R3", "L2R1", "L1R2"]


@pytest.mark.parametrize(
    ("take", "taken", "left"),
    [
        ("L3", "6-6 1-2 2-6", "5-5 1-6 1-1"),
        ("R3", "5-5 1-6 1-1", "6-6 1-2 2-6"),
        ("L2R1", "6-6 1-2 1-1", "2-6 5-5 1-6"),
        ("L1R2", "6-6 1-6 1-1", "1-2 2-6 5-5"),
    ],
)
def test_tw1_each_take_moves_its_own_tiles(take: str, taken: str, left: str) -> None:
    """§3: the three tiles go, in pass order, to the front of the spare row;
    the rest close up (TW-1's pass; L1R2 takes positions 1, n-1, n)."""
    state = at(["6-6 1-2 2-6 5-5 1-6 1-1"], "3-4")
    state.apply(f"P1:{take}")
    assert keys(state.passes[0]) == left
    assert keys(state.spare) == f"{taken} 3-4"
    position = state.to_position()
    assert f" {left.replace(' ', ',')} {taken.replace(' ', ',')},3-4 " in position


def test_tw2_threshold() -> None:
    r = row("4-4 1-4 6-6 5-5 4-6 4-4")
    assert legal_takes(r, triplet_table(14, True)) == ["R3", "L2R1", "L1R2"]
    assert legal_takes(r, triplet_table(13, True)) == ["L3", "R3", "L2R1", "L1R2"]


def test_tw3_a_take() -> None:
    state = at(["2-3 5-6 2-2 5-5 4-4 1-4"], "3-6 1-1")
    assert state.legal_actions() == [Take(1, "L3"), Take(1, "L2R1"), DEAL]
    state.apply("P1:L2R1")
    assert keys(state.passes[0]) == "2-2 5-5 4-4"
    assert keys(state.spare) == "2-3 5-6 1-4 3-6 1-1"
    assert not state.is_terminal() and state.legal_actions() == [DEAL]


def test_tw4_clearing() -> None:
    state = at(["5-5 5-6 5-5 2-2 2-2 1-1"], "3-4")
    assert reference_play(state) == ["P1:L3", "P1:L3"]
    assert state.passes == ((),) and state.result()["won"]
    assert keys(state.spare) == "2-2 2-2 1-1 5-5 5-6 5-5 3-4"


def test_tw5_normal_deals() -> None:
    table = triplet_table(14, True)
    passes = tuple(row("6-6") for _ in range(5))
    new, spare = deal(passes, row("1-1 1-5 4-6 2-2 3-6 2-6 4-6 3-3"), table)
    assert [KEYS[r[-1]] for r in new] == ["3-3", "4-6", "2-6", "3-6", "2-2"]
    assert keys(spare) == "1-1 1-5 4-6"
    passes = (row("1-1"), (), row("1-2"), (), ())
    new, spare = deal(passes, row("3-3 5-6 6-6 5-6 2-3"), table)
    assert keys(new[2]) == "1-2 5-6" and keys(new[0]) == "1-1 2-3"
    assert keys(spare) == "3-3 5-6 6-6"


@pytest.mark.parametrize("take_rule", ["optional", "mandatory"])
def test_tw6_short_deal_shift_then_loss(take_rule: str) -> None:
    state = dealt(TW6, take_rule=take_rule)
    assert state.legal_actions() == [DEAL]  # no take anywhere on the first pass
    state.apply("D")
    # b = 0 gave no take; b = 1 put 3-5 on pass 4 and 2-3 on pass 3.
    assert keys(state.passes[3]).endswith("1-3 3-5") and keys(state.passes[2]).endswith("1-6 2-3")
    assert keys(state.passes[4]) == "2-2 1-2 5-6 1-1 4-6 4-6"
    assert state.legal_actions()[0] == Take(3, "L2R1")
    state.apply("P3:L2R1")
    assert keys(state.passes[2]) == "3-3 2-4 2-6 1-6" and keys(state.spare) == "1-4 5-6 2-3"
    state.apply("D")
    assert state.is_terminal() and state.result()["deals_made"] == 1
    assert state.result()["reason"] == "no take after any shift"


def test_tw6_record_of_the_reference_policy() -> None:
    assert " ".join(reference_play(dealt(TW6))) == "D P3:L2R1 D"


def test_tw7_complete_won_game() -> None:
    state = dealt(TW7)
    assert " ".join(reference_play(state)) == TW7_RECORD
    res = state.result()
    assert res["won"] and res["deals_made"] == 9 and state.returns() == [1.0]
    assert keys(state.spare) == (
        "1-4 1-1 4-6 5-5 1-1 1-6 5-6 4-6 4-4 6-6 5-5 3-5 2-4 2-2 5-6 1-2 3-3 2-3 3-3 6-6 2-2 4-5 "
        "3-6 4-4 3-4 1-5 2-6 1-5 1-6 1-3 1-3 2-5"
    )
    again = paixi.replay(state.to_record())
    assert again.returns() == [1.0]


def test_tw7_mandatory_record_replays_and_intermediate_rows() -> None:
    state = dealt(TW7, take_rule="mandatory")
    for token in TW7_RECORD.split()[:7]:
        state.apply(token)
    assert [keys(r) for r in state.passes] == [
        "4-4 3-5 1-2 3-3",
        "3-4",
        "1-6 1-4 2-4 1-1",
        "1-3 2-5 1-5 1-6 1-3 4-5 3-6",
        "3-3",
    ]


def test_tw8_declined_take_holds_the_shift() -> None:
    state = dealt(TW7)
    state.apply("D")
    assert keys(state.passes[3]) == "1-3 2-5 1-5 1-6 1-3 4-5 3-3"
    assert keys(state.passes[4]) == "3-3 5-5 5-6 6-6 5-6 2-3 4-6"
    assert state.spare == ()
    assert keys(state.passes[0]) == "2-2 3-6 4-4 3-5 1-2 2-6"


def test_mandatory_rule_forbids_skipping() -> None:
    state = dealt(TW7, take_rule="mandatory")
    assert state.legal_actions() == [Take(1, "L2R1")]
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="legal take must be made"):
        state.apply("D")
    with pytest.raises(IllegalActionError, match="higher pass come first"):
        state.apply("P2:R3")
    assert state.fingerprint() == before


def test_optional_takes_may_skip_passes_but_not_go_back() -> None:
    state = dealt(TW7)
    assert Take(2, "R3") in state.legal_actions() and DEAL in state.legal_actions()
    state.apply("P2:R3")
    with pytest.raises(IllegalActionError, match="already moved past"):
        state.apply("P1:L2R1")
    with pytest.raises(IllegalActionError, match="not a classical triplet"):
        state.apply("P3:L3")


def test_choose_short_deal() -> None:
    state = at(["1-1 6-6", "4-4 4-4", "1-3 1-2", "2-2 3-3"], "1-4 2-5", short_deal="choose")
    acts = state.legal_actions()
    assert DEAL not in acts and len(acts) == 6 and Deal((4, 1)) in acts
    with pytest.raises(IllegalActionError):
        state.apply("D")
    state.apply("D:4,2")
    # t_1 = 1-4 goes to the lowest chosen pass (4), t_2 = 2-5 to pass 2.
    assert keys(state.passes[3]) == "2-2 3-3 1-4" and keys(state.passes[1]) == "4-4 4-4 2-5"
    assert state.spare == ()


def test_empty_spare_loses() -> None:
    state = at(["1-1 6-6 2-3"], "")
    state.apply("D")
    assert state.result()["reason"] == "spare row empty" and state.returns() == [0.0]


def test_repetition_ends_a_game() -> None:
    """About 0.5% of reference games cycle (§4.3); find one and check the repeat."""
    rng = random.Random(4)
    for _ in range(3000):
        state = GAME.new_game(seed=rng.getrandbits(32))
        positions = []
        agent = ReferencePolicy()
        while not state.is_terminal():
            action = agent.act(None, state.legal_actions())
            if action == DEAL:
                positions.append((state.passes, state.spare))
            state.apply(action)
        if state.result()["reason"] == "repeated position":
            assert positions[-1] in positions[:-1]
            return
    pytest.fail("no game ended by repetition")


def test_notation_round_trip_and_errors() -> None:
    for text in ("P1:L3", "P5:L1R2", "D", "D:5,3,1"):
        assert str(GAME.parse_action(text)) == text
    for bad in ("P6:L3", "P1:X3", "D:3,5", "D:3,3", "take"):
        with pytest.raises(NotationError):
            GAME.parse_action(bad)
    assert GAME.action_space(1, GAME.parse_options({}, 1)).size == 51


def test_layout_5x5() -> None:
    state = GAME.new_game(options={"layout": "5x5"}, seed=1)
    assert [len(r) for r in state.passes] == [5] * 5 and len(state.spare) == 7
    assert "pass 1" in GAME.render(state.observation(0)) and "第1关" in GAME.render(
        state.observation(0), "zh"
    )


def test_a_pass_out_of_range_is_named_as_such() -> None:
    from paixi.core.errors import NotationError
    from paixi.games.tongwuguan.actions import parse_action

    for text in ("P9:L3", "D:7"):
        with pytest.raises(NotationError, match="passes are numbered 1-5"):
            parse_action(text)
    with pytest.raises(NotationError, match="L3"):
        parse_action("P1:XX")
