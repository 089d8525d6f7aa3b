"""Every stored event (tests/data/event_texts.json.gz, see
:mod:`tests.event_texts`) is worded exactly as when the snapshot was taken,
in both languages, for its reader and for a spectator."""

from __future__ import annotations

import gzip
import json

import pytest

from paixi import list_games, load_game
from tests.event_texts import PATH, tupled

SNAPSHOT = json.loads(gzip.decompress(PATH.read_bytes()))


@pytest.mark.parametrize("game_id", sorted(g.id for g in list_games()))
def test_event_texts_are_unchanged(game_id: str) -> None:
    game = load_game(game_id)
    rows = SNAPSHOT[game_id]
    assert len(rows) > 5
    for key, args, me, english, chinese in rows:
        said = [game.event_text(key, tupled(args), lang, me=me) for lang in ("en", "zh")]
        assert said == [english, chinese], (key, args, me)
