"""The heuristic agent plays legally and beats random agents (fixed seeds)."""

from __future__ import annotations

import paixi
from paixi.agents import RandomAgent, play_match

GAME = paixi.load_game("chuanpai")


def test_heuristic_beats_random_over_seats() -> None:
    heuristic = 0.0
    random_total = 0.0
    for g in range(150):
        seat = g % 3
        agents = [
            GAME.heuristic_agent(i, g) if i == seat else RandomAgent(100 * g + i) for i in range(3)
        ]
        record = play_match(GAME, agents, seed=g)
        returns = record["returns"]
        heuristic += returns[seat]
        random_total += sum(returns) - returns[seat]
    assert heuristic > 0 > random_total


def _counts(pairs: dict[str, int]) -> list[int]:
    from paixi.equipment.chuanpai import IDS

    counts = [0] * len(IDS)
    for card, n in pairs.items():
        counts[IDS.index(card)] += n
    return counts


# eight red 卯 (32 陀): 地+天 twice, 14+45 twice, 15+44 twice, 16+34, 13+46
PAIRED = {"11": 2, "66": 2, "14": 2, "45": 2, "15": 2, "44": 2, "16": 1, "34": 1, "13": 1, "46": 1}


def test_the_card_whose_partners_are_all_gone_is_thrown() -> None:
    """Two lone cards: 12 (red, 3 points) needs an 11-point 56, and all five
    56 lie dead on the table; 23 (black) still has its 9-point partners
    unseen. The agent throws the dead 12 (the old one kept the red card)."""
    from paixi.equipment.chuanpai import IDS, format_counts
    from paixi.games.chuanpai.actions import DISCARD, Action
    from paixi.games.chuanpai.agent import HeuristicAgent

    counts = _counts({**PAIRED, "12": 1, "23": 1})
    obs = {
        "seat": 0,
        "hand": format_counts(counts),
        "locked": "",
        "melds": [[], [], []],
        "plays": [[["56", "flip", -1]] * 3, [["56", "flip", -1]] * 2, []],  # -1: not taken
        "window": None,
        "options": {"copies": 5, "required_mao": 7},
        "my_evaluation": {"threshold": 33, "qualified": True},
    }
    legal = [Action(DISCARD, k) for k in range(len(IDS)) if counts[k]]
    assert HeuristicAgent(seed=3).act(obs, legal) == Action(DISCARD, IDS.index("12"))


def test_a_yao_di_ren_kan_is_worth_its_fan() -> None:
    """Two complete holdings alike but for a concealed 坎 of 人 (a fan, §7) or
    of 45 (red too, no fan): the 人 坎 is worth more (the old value tied)."""
    from paixi.games.chuanpai.agent import value

    # seven 卯: 地+天 twice, 16+34, 13+46 twice, 12+56, 15+26
    base = {"11": 2, "66": 2, "16": 1, "34": 1, "13": 2, "46": 2, "12": 1, "56": 1, "15": 1}
    with_ren = _counts({**base, "26": 1, "44": 3})
    with_45 = _counts({**base, "26": 1, "45": 3})
    assert value(with_ren, []) > value(with_45, [])
