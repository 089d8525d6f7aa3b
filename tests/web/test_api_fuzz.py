"""Every HTTP route, fuzzed from the OpenAPI schema with schemathesis (issue 24):
no request, however odd, gets a response of 500 or more. And the replay of a
finished game of every registered game opens at every step asked."""

from __future__ import annotations

import random
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.generation.modes import GenerationMode

from paixi import list_games, load_game
from paixi.web import ServerConfig, create_app
from paixi.web.storage import new_token
from tests.conformance import random_config, random_playout
from tests.sweep import examples


@pytest.fixture(scope="module")
def api_app(tmp_path_factory: pytest.TempPathFactory) -> Any:
    db = tmp_path_factory.mktemp("api") / "fuzz.db"
    return create_app(ServerConfig(db_url=f"sqlite:///{db}", bot_delay=0))


GAME_IDS = [g.id for g in list_games()]
BODY_FIELDS = ["game", "players", "seats", "options", "name", "pace"]
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=9),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def test_no_route_answers_a_server_error(api_app: Any) -> None:
    """Each operation of the schema (pages and API, the new-table body
    included) gets a few dozen generated requests: valid, odd and hostile
    path parameters, queries and bodies."""
    schema = schemathesis.openapi.from_asgi("/openapi.json", api_app)
    operations = [result.ok() for result in schema.get_all_operations()]
    paths = {op.path for op in operations}
    assert {"/api/tables", "/api/replays/{table_id}/{step}", "/t/{table_id}"} <= paths
    for operation in operations:
        modes = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)

        @given(case=st.one_of(*(operation.as_strategy(mode) for mode in modes)), data=st.data())
        @settings(
            max_examples=examples(80) if operation.method.upper() == "POST" else examples(25),
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def fuzz(case: Any, data: st.DataObject) -> None:
            if isinstance(case.body, dict) and data.draw(st.integers(0, 3)):
                # one field of any JSON shape on a table the server would
                # otherwise make (the others defaulted), so the check of that
                # field is reached: schemathesis's own negative bodies are
                # mostly refused before it
                case.body = {"game": data.draw(st.sampled_from(GAME_IDS))}
                case.body[data.draw(st.sampled_from(BODY_FIELDS))] = data.draw(JSON_VALUES)
            response = case.call()
            where = f"{case.method} {case.formatted_path} {case.body!r}"
            assert response.status_code < 500, f"{where}: {response.text}"

        fuzz()


def _finished(game_id: str, seed: int) -> dict[str, Any]:
    game = load_game(game_id)
    rng = random.Random(seed)
    players, options = random_config(game, rng)
    state = random_playout(game.new_game(players, options, seed=seed), rng)
    return state.to_record()


@pytest.mark.parametrize("game_id", [g.id for g in list_games()])
def test_the_replay_of_every_game_opens(api_app: Any, game_id: str) -> None:
    record = _finished(game_id, 5)
    store = api_app.state.manager.store
    table_id = new_token()[:12]
    kinds = ["random"] * record["players"]
    store.create_table(table_id, game_id, record["players"], record["options"], kinds, record)
    store.save_progress(table_id, record, [])
    total = len(record["history"])
    with TestClient(api_app) as client:
        assert client.get(f"/api/replays/{table_id}").status_code == 200
        assert client.get(f"/replay/{table_id}").status_code == 200
        for step in sorted({0, 1, total // 2, total - 1, total}):
            res = client.get(f"/api/replays/{table_id}/{step}")
            assert res.status_code == 200, (step, res.text)
            assert res.json()["step"] == step
