"""The bots a table offers (paixi.agents.ladder): each game's ladder is known
kinds, weakest first, every rung above the heuristic backed by a measurement,
and the new-table form is given it."""

from __future__ import annotations

import paixi
from paixi.agents import ladder
from paixi.agents.registry import make_agent
from paixi.web.room_bots import BOT_KINDS
from paixi.web.views import catalogue_entry

ORDER = {kind: i for i, kind in enumerate(BOT_KINDS)}


def test_every_ladder_is_known_kinds_weakest_first_each_rung_measured() -> None:
    for game_id, kinds in ladder.LADDERS.items():
        game = paixi.load_game(game_id)
        assert kinds[:2] == ladder.BASE, game_id
        assert [ORDER[k] for k in kinds] == sorted(ORDER[k] for k in set(kinds)), game_id
        for kind in kinds[2:]:
            assert (game_id, kind) in ladder.EVIDENCE, (game_id, kind)
            make_agent(kind, game, 0, 1)


def test_every_measurement_belongs_to_a_rung() -> None:
    rungs = {(g, k) for g, ks in ladder.LADDERS.items() for k in ks}
    assert set(ladder.EVIDENCE) <= rungs


def test_a_game_without_a_ladder_offers_the_base_bots() -> None:
    assert ladder.ladder("tongwuguan") == ladder.BASE
    assert ladder.ladder("uno") == ("random", "heuristic", "ismcts-strong")


def test_the_catalogue_gives_the_form_the_games_ladder() -> None:
    uno = catalogue_entry(paixi.load_game("uno"))
    assert uno["bots"] == list(ladder.ladder("uno"))
    mcr = catalogue_entry(paixi.load_game("mcr"))
    assert mcr["bots"] == ["random", "heuristic"]


def test_a_game_offering_no_search_says_which_measurement_found_none() -> None:
    bare = {g for g, kinds in ladder.LADDERS.items() if kinds == ladder.BASE}
    assert bare == set(ladder.NO_SEARCH) == {"mcr"}
