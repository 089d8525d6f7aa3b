"""The 合挡 heuristic's strategy (agent.py): bank, leads and face-down tiles."""

from __future__ import annotations

from typing import Any

from paixi.equipment.domino_units import TilePlay
from paixi.equipment.dominoes import INDEX
from paixi.games.hedang.agent import HeuristicAgent, expected_shou
from paixi.games.hedang.game import BUY_SEAT, KEEP, PASS, SELL_SEAT


def _play(text: str) -> TilePlay:
    return TilePlay.parse(text)


def _obs(hand: list[str], **kw: Any) -> dict[str, Any]:
    obs: dict[str, Any] = {
        "seat": 0,
        "first_player": 0,
        "banker": None,
        "shou": [0, 0, 0, 0],
        "my_hand": hand,
        "hand_sizes": [len(hand), 8, 8, 8],
        "played_up": [],
        "my_down": [],
        "trick": {"plays": []},
    }
    return obs | kw


STRONG = ["6-6", "6-6", "1-1", "1-3", "1-5", "2-3", "1-6", "4-6"]
WEAK = ["2-2", "5-6", "4-6", "1-6", "1-5", "2-3", "1-4", "3-4"]


def test_a_hand_with_both_heavens_keeps_the_bank_and_a_weak_one_sells() -> None:
    """Two 天, 地 and 和 make about five 手 as banker: keep (the old agent sold it)."""
    agent = HeuristicAgent(seed=1)
    assert expected_shou(tuple(INDEX[k] for k in STRONG), leads=True) > 4
    assert agent.act(_obs(STRONG), [KEEP, SELL_SEAT]) == KEEP
    assert agent.act(_obs(WEAK), [KEEP, SELL_SEAT]) == SELL_SEAT
    asked = _obs(STRONG, seat=1, first_player=0)
    assert agent.act(asked, [BUY_SEAT, PASS]) == BUY_SEAT
    assert agent.act(_obs(WEAK, seat=1, first_player=0), [BUY_SEAT, PASS]) == PASS


def test_the_field_leads_a_pair_the_banker_is_unlikely_to_beat() -> None:
    """Seat 0 is not the banker and nothing is sure: a 长五 pair (two 手,
    beaten only if the banker holds a higher pair) beats giving a single away."""
    hand = ["5-5", "5-5", "1-5", "4-6", "2-3", "1-4", "3-4", "2-5"]
    legal = [_play(t) for t in ("5-5", "1-5", "4-6", "5-5 5-5")]
    obs = _obs(hand, banker=2)
    assert HeuristicAgent(seed=1).act(obs, legal) == _play("5-5 5-5")


def test_a_banker_with_no_likely_trick_gives_away_his_lowest_chang_tile() -> None:
    hand = ["2-2", "1-5", "4-6", "2-3", "1-4", "3-4", "2-5", "2-6"]
    legal = [_play(t) for t in ("2-2", "1-5", "4-6")]
    assert HeuristicAgent(seed=1).act(_obs(hand, banker=0), legal) == _play("1-5")


def test_a_sure_lead_goes_first() -> None:
    """Both 天 in hand: the single 天 is beaten by nobody, the pair neither."""
    hand = ["6-6", "6-6", "1-5", "4-6", "2-3", "1-4", "3-4", "2-5"]
    legal = [_play(t) for t in ("6-6", "1-5", "4-6", "6-6 6-6")]
    assert HeuristicAgent(seed=1).act(_obs(hand, banker=0), legal) == _play("6-6 6-6")


def test_face_down_goes_a_loose_duan_tile_before_a_chang_tile() -> None:
    """Void in the led type, one tile down: 3-4 (a 短 tile that can never be
    led beside 长 tiles) goes, not 长二 (the old agent threw the 长二)."""
    hand = ["6-6", "2-2", "3-4"]
    legal = [_play(f"down {t}") for t in hand]
    obs = _obs(hand, banker=1, trick={"plays": [{"seat": 1, "tiles": ["2-6", "3-5"]}]})
    assert HeuristicAgent(seed=1).act(obs, legal) == _play("down 3-4")
