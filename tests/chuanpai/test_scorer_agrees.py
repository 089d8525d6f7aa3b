"""The scorer agrees with the engine on §5.7 rule 1 (rules_en.md §5.2, §5.7): a
player forced to 杠 or 吐火响 on X may not 胡 on X, and a dead X wins nobody."""

from __future__ import annotations

import pytest

from paixi.core.errors import PositionError
from paixi.games.chuanpai.actions import GANG, XIANG
from paixi.games.chuanpai.scoring import parse_holding, score_holding
from tests.chuanpai.positions import state

REST = "11 14 45 44 24 16 34 13 46 15 26 36 23"


@pytest.mark.parametrize(
    ("melds", "concealed", "reason"),
    [
        ("peng:66", "", "must gang"),
        ("tuhuo:66", "", "must xiang"),
        ("gang:66", "", "dead"),
        ("", "66 66 66", "must gang"),
    ],
)
def test_forced_or_dead_winning_card_is_no_win(melds: str, concealed: str, reason: str) -> None:
    result = score_holding(f"{melds} {concealed} {REST} +66")
    assert not result.is_win
    assert reason in result.reason
    assert result.to_json()["is_win"] is False


def test_the_same_holding_wins_on_a_card_it_is_not_forced_on() -> None:
    # the same shape on 11 (the 66's partner) is still a win: rule 1 only bars X
    result = score_holding(f"peng:66 66 {REST.replace('11 ', '', 1)} +11")
    assert result.is_win and result.split is not None


@pytest.mark.parametrize(("meld", "forced"), [("peng:66", GANG), ("tuhuo:66", XIANG)])
def test_engine_offers_only_the_compulsory_claim_where_the_scorer_refuses(
    meld: str, forced: object
) -> None:
    st = state(
        hands={0: "25 25 33", 1: REST, 2: "26 26 55"},
        melds={1: meld},
        plays={0: "66f-"},
        window="66:0:f:pass",
    )
    assert st.legal_actions() == [forced]
    counts, melds, win = parse_holding(f"{meld} {REST} +66")
    assert not score_holding((counts, melds, win)).is_win


def test_a_window_on_a_dead_card_is_refused() -> None:
    # the 5th 34 with a gang:34 on the table opens no window (§5.3): play never gets there
    with pytest.raises(PositionError, match="dead"):
        state(
            hands={0: "25 25 33", 1: "11 66 12 12 12 15 26 46 13", 2: "26 26 55 16"},
            melds={2: "gang:34"},
            plays={0: "34f-"},
            window="34:0:f:-",
        )
