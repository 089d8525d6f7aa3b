"""大贰 text rendering (audit): the end of a round shows the winner's split
(rules/daer.md §13), and the 底家's score shows in both languages."""

from __future__ import annotations

import paixi
from paixi.games.daer.render import render
from tests.daer.helpers import position

GAME = paixi.load_game("daer")


def _example_1_won():
    seats = {
        1: {
            "hand": "b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10",
            "melds": "peng:s10s10s10+chi:s1s2s3+peng:s5s5s5",
            "shown": "1",
        }
    }
    s = GAME.from_position(position("claim:discard:0:b9:0:-", seats, in_flight="b9"))
    s.apply("hu")
    s.apply("pass")
    return s


def test_the_end_shows_the_winning_card_and_split() -> None:
    s = _example_1_won()
    en = render(s.observation(0), "en")
    assert "seat 1 won" in en and "on b9" in en
    assert "peng s10 s10 s10 (6)" in en and "lie b8 b9 b10 (0)" in en
    zh = render(s.observation(0), "zh")
    assert "2号胡" in zh and "胡 玖" in zh
    assert "碰 十十十 (6)" in zh and "列 捌玖拾 (0)" in zh


def test_the_dijia_score_shows_in_both_languages() -> None:
    s = _example_1_won()
    assert "2 (dijia, sits out) +2" in render(s.observation(0), "en")
    assert "2 底家 +2" in render(s.observation(0), "zh")


def test_own_guo_list_and_waits_in_hanzi() -> None:
    seats = {1: {"hand": "s4 s6 b7", "guo": "s2 b10"}}
    s = GAME.from_position(position("claim:discard:0:s5:0:-", seats, in_flight="s5"))
    zh = render(s.observation(1), "zh")
    assert "过张 二拾" in zh
    assert "guo s2 b10" in render(s.observation(1), "en")


def test_the_terminal_player_reads_what_happened_since_his_last_turn() -> None:
    from typer.testing import CliRunner

    from paixi.cli.main import app

    res = CliRunner().invoke(
        app,
        ["play", "daer", "--seats", "human,heuristic,heuristic,heuristic", "--seed", "1"],
        input="1\n" * 80,
    )
    assert "  · seat 1 discards" in res.output  # the dealer's opening discard
    assert "  · you answered pass" in res.output
