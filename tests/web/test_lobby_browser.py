"""The lobby in a real browser (issue 25): "My tables" lists this browser's
tables with their state, an abandoned one too; the public "in play" list
leaves the abandoned one out and offers a table of mine as "back to the
table", not "watch". The server abandons a table at once when nobody is at
it (``--abandon-minutes 0``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser import CHROMIUM, CHROMIUM_ARGS, Server, open_lobby, wait_turn_or_over

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs /usr/bin/chromium"),
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(
        tmp_path_factory.mktemp("lobby") / "paixi.db",
        bot_delay=0.0,
        extra=("--abandon-minutes", "0"),
    )
    srv.start()
    yield srv
    srv.stop()


def _new_table(context: Any, server: Server, game: str, seats: list[str]) -> tuple[Any, str]:
    """A table of this browser's (its seat token stored as the new-table page
    stores it), open in a page of ``context``."""
    page = context.new_page()
    page.goto(server.url + "/new")
    made = page.evaluate(
        """async (body) => {
            const r = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
            const d = await r.json();
            localStorage.setItem('paixi-token-' + d.id, d.token);
            return d;
        }""",
        {"game": game, "players": len(seats), "seats": seats, "name": "ann"},
    )
    page.goto(server.url + made["url"])
    wait_turn_or_over(page)
    return page, made["id"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_my_tables_show_an_abandoned_table_that_left_in_play(server: Server, lang: str) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context()
        here, kept = _new_table(context, server, "zhengshangyou", ["me", "random", "random"])
        left_page, left = _new_table(context, server, "chuiniu", ["me", "random"])
        left_page.close()  # nobody at it now: abandoned
        lobby = context.new_page()
        lobby.goto(server.url + "/new")
        lobby.evaluate("(lang) => localStorage.setItem('paixi-lang', lang)", lang)
        open_lobby(lobby, server.url + "/", {"playing", "abandoned"})
        assert lobby.locator("#my-tables-box").is_visible()
        mine = lobby.locator("#my-tables tr[data-status]")
        states = {mine.nth(i).get_attribute("data-status") for i in range(mine.count())}
        assert states == {"playing", "abandoned"}
        abandoned = lobby.locator('#my-tables tr[data-status="abandoned"]').inner_text()
        assert ("已搁置" if lang == "zh" else "nobody there") in abandoned
        public = lobby.locator("#open-tables").inner_text()
        assert lobby.locator(f'#open-tables a[href="/t/{left}"]').count() == 0
        link = lobby.locator(f'#open-tables a[href="/t/{kept}"]')
        assert link.inner_text() == ("回到牌桌" if lang == "zh" else "back to the table"), public
        here.close()
        browser.close()
