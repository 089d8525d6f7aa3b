"""合挡 across rounds: the sale of the bank in each round's amounts, events and
settlement line (§4.3, §6, §7), and positions that carry the finished rounds."""

from __future__ import annotations

import random
import re

import pytest

import paixi
from paixi.core.errors import PositionError

GAME = paixi.load_game("hedang")
OPTIONS = {"rounds": 2, "sale_price": 1}


def _played(seed: int, options: dict = OPTIONS):
    state = GAME.new_game(4, options, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def _sold_game():
    """A finished 2-round game in which the bank was bought in some round."""
    for seed in range(50):
        state = _played(seed)
        if any(r.get("sold") for r in state.result()["rounds"]):
            return state
    raise AssertionError("no sale in 50 games")


def test_round_amounts_include_the_sale_and_add_up_to_the_returns() -> None:
    for seed in range(12):
        state = _played(seed)
        settled = [r for r in state.result()["rounds"] if not r.get("void")]
        assert len(settled) == 2
        totals = [sum(r["amounts"][s] for r in settled) for s in range(4)]
        assert totals == state.returns()


def test_the_sale_is_its_own_item_of_the_round() -> None:
    state = _sold_game()
    sold = next(r for r in state.result()["rounds"] if r.get("sold"))
    sale = sold["sale"]
    assert sale["buyer"] == sold["banker"] and sale["seller"] != sale["buyer"]
    assert sale["price"] == 1.0
    ends = [a for _, k, a in state.events_for(None) if k == "round_end"]
    banker, _, amounts, seller, price = ends[sold["round"] - 1]
    assert (banker, seller, price) == (sold["banker"], sale["seller"], 1.0)
    assert list(amounts) == sold["amounts"]
    text = GAME.event_text("round_end", ends[sold["round"] - 1], "en")
    assert f"seat {banker} paid seat {seller} 1 for the bank" in text


def test_the_last_rounds_settlement_line_shows_the_sale_and_the_whole_change() -> None:
    for seed in range(60):
        state = _played(seed)
        last = state.result()["rounds"][-1]
        if last.get("sold"):
            break
    else:
        raise AssertionError("no game whose last round was sold")
    for lang, word in (("en", "sale "), ("zh", "卖庄 ")):
        lines = GAME.render(state.observation(0), lang).splitlines()
        assert lines[-2].startswith(word)
        money = re.findall(r":([+-][0-9.]+)", lines[-1])
        assert [float(m) for m in money] == last["amounts"]


@pytest.mark.parametrize("seed", [0, 3, 5, 8])
def test_a_finished_game_from_its_position_keeps_every_round(seed: int) -> None:
    state = _played(seed)
    back = GAME.from_position(state.to_position())
    assert back.result() == state.result()
    assert back.to_position() == state.to_position()


def test_a_game_between_rounds_carries_the_log() -> None:
    state = GAME.new_game(4, OPTIONS, seed=3)
    rng = random.Random(3)
    while state.observation(0)["round"] == 1 or state.current_player() < 0:
        state.apply(rng.choice(state.legal_actions()))
    text = state.to_position()
    assert "log=-" not in text
    back = GAME.from_position(text)
    while not back.is_terminal():
        legal = [str(a) for a in back.legal_actions()]
        action = "keep" if "keep" in legal else rng.choice(legal)  # no void round: no redeal
        back.apply(action)
        state.apply(action)
    assert back.result() == state.result()


def test_a_log_that_disagrees_with_the_scores_is_refused() -> None:
    text = _played(0).to_position()
    words = text.split()
    log = words[4]
    entry = log[4:].split("/")[-1]
    shou, _, rest = entry.partition(";")
    wrong = ",".join(reversed(shou.split(",")))
    for bad, match in (
        (text.replace(log, "log=" + log[4:].replace(entry, f"{wrong};{rest}")), "adds up"),
        (text.replace(log, "log=-"), "settled rounds"),
        (text.replace(log, "log=1,1,1,1;0"), "add up to 8"),
        (text.replace(log, "log=8,0,0,0;9"), "seat"),
        (text.replace(log, "log=8,0,0,0;0;sold:0"), "another seat"),
    ):
        if bad != text:
            with pytest.raises(PositionError, match=match):
                GAME.from_position(bad)


def test_positions_without_a_log_still_load() -> None:
    state = _played(5, {"sale_price": 1})
    text = state.to_position()
    assert " log=- " in text
    old = GAME.from_position(text.replace(" log=-", ""))
    assert old.result() == state.result()
