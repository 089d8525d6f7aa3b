"""``--lang zh`` on bad input: every error, refusal and prompt the terminal
prints is Chinese, with full-width punctuation (issue 25). The only latin
words allowed are what the reader must type: the input echoed back, game
ids, option names, and the program's name."""

from __future__ import annotations

import re

import pytest

from paixi.core import list_games, load_game
from tests.cli.test_cli import run

HANZI = r"[\u4e00-\u9fff]"


def _allowed() -> set[str]:
    words = {"paixi", "lang", "zh", "seats", "option", "true", "false"}
    for game in list_games():
        words.add(game.id)
        words |= set(re.findall(r"[A-Za-z]+", game.name_zh))  # UNO is UNO in Chinese too
        words |= {f.name for f in load_game(game.id).Options.__dataclass_fields__.values()}
    return words


def _english(text: str, typed: str) -> list[str]:
    """The latin words of ``text`` that are neither typed by the reader nor allowed."""
    own = set(re.findall(r"[A-Za-z_]+", typed))
    words = re.findall(r"[A-Za-z_]{2,}", text)
    return [w for w in words if w not in own and w not in _allowed()]


def _half_width_marks(text: str) -> list[str]:
    """ASCII , : ; ( ) next to a hanzi: Chinese text takes the full-width ones."""
    return re.findall(rf"{HANZI}[,:;()]|[,:;()]{HANZI}", text)


@pytest.mark.parametrize(
    "args",
    [
        ["play", "zhengshangyou", "--lang", "zh", "--bogus"],  # a bad command-line option
        ["play", "zhengshangyou", "--lang", "zh", "-o", "colour=red"],  # an unknown game option
        ["play", "zhengshangyou", "--lang", "zh", "-o", "decks=9"],  # a bad option value
        ["play", "zhengshangyou", "--lang", "zh", "--seed", "many"],  # a bad number
        ["play", "nosuchgame", "--lang", "zh"],  # a bad game
        ["play", "chuiniu", "--lang", "zh", "--seats", "human"],  # too few players
        ["play", "chuiniu", "surplus", "--lang", "zh"],  # an extra argument
        ["replay", "/no/such/record.json", "--lang", "zh"],  # a missing file
    ],
)
def test_a_bad_command_line_is_refused_in_chinese(args: list[str]) -> None:
    proc = run(*args)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, proc.stderr
    assert re.search(HANZI, lines[0]) and lines[0].startswith("paixi：")
    assert _english(lines[0], " ".join(args)) == [], lines[0]
    assert _half_width_marks(lines[0]) == [], lines[0]


def test_illegal_moves_are_refused_in_chinese() -> None:
    # seat 0 holds one 2 and no 3, and two 2s lie on the table: each line is refused
    typed = "3 3 3 3 3\n2 2\n5 5\n3 4 6 7 8\nxyz\n99\n\nq\n"
    proc = run(
        "play", "zhengshangyou", "--lang", "zh", "--seed", "3",
        "--seats", "human,random,random,random", stdin=typed,
    )  # fmt: skip
    out = proc.stdout + proc.stderr
    assert "Traceback" not in out
    assert "你手里没有这些牌" in out and "压不过" in out  # it says why
    assert _english(out, typed) == [], out
    assert _half_width_marks(out) == [], out
