"""The bots a table offers (paixi.agents.ladder): each game's ladder is known
kinds, weakest first, every rung above the heuristic backed by a measurement,
and the new-table form is given it per table size."""

from __future__ import annotations

import paixi
from paixi.agents import ladder
from paixi.agents.registry import make_agent
from paixi.web.room_bots import BOT_KINDS
from paixi.web.views import catalogue_entry

ORDER = {kind: i for i, kind in enumerate(BOT_KINDS)}


def test_every_ladder_is_known_kinds_weakest_first_each_rung_measured() -> None:
    for game_id, kinds in [*ladder.LADDERS.items(), *ladder.HEADS_UP.items()]:
        game = paixi.load_game(game_id)
        assert kinds[:2] == ladder.BASE, game_id
        assert [ORDER[k] for k in kinds] == sorted(ORDER[k] for k in set(kinds)), game_id
        for kind in kinds[2:]:
            assert (game_id, kind) in ladder.EVIDENCE, (game_id, kind)
            make_agent(kind, game, 0, 1)


def test_every_measurement_belongs_to_a_rung() -> None:
    rungs = {(g, k) for g, ks in [*ladder.LADDERS.items(), *ladder.HEADS_UP.items()] for k in ks}
    assert set(ladder.EVIDENCE) <= rungs


def test_a_heads_up_ladder_applies_at_two_seats_only() -> None:
    assert "ismcts-strong" in ladder.ladder("uno", 2)
    assert ladder.ladder("uno", 4) == ladder.BASE
    assert ladder.ladder("chuiniu", 2) == ladder.ladder("chuiniu", 5)
    assert ladder.ladder("tongwuguan", 1) == ladder.BASE


def test_the_catalogue_gives_the_form_each_table_sizes_ladder() -> None:
    uno = catalogue_entry(paixi.load_game("uno"))
    assert uno["bots"]["2"] == list(ladder.ladder("uno", 2))
    assert uno["bots"]["4"] == ["random", "heuristic"]
    assert set(uno["bots"]) == {str(n) for n in range(2, 11)}
    mcr = catalogue_entry(paixi.load_game("mcr"))
    assert "ismcts-strong" not in mcr["bots"]["4"]


def test_a_game_offering_no_search_says_which_measurement_found_none() -> None:
    bare = {g for g, kinds in ladder.LADDERS.items() if kinds == ladder.BASE}
    assert bare == set(ladder.NO_SEARCH) == {"mcr", "uno"}
