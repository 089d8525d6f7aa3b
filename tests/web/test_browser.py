"""The web table in a real browser (Playwright driving Debian's Chromium).

Skipped only where ``/usr/bin/chromium`` is missing on a developer's machine;
``.ci/run`` installs it, so in CI these always run.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from paixi import list_games, load_game
from paixi.core.game import Game
from paixi.web.storage import Store
from tests.web.browser import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    Server,
    click_a_move,
    step_of,
    wait_turn_or_over,
)
from tests.web.test_leaks import check_seat0_messages

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs /usr/bin/chromium"),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    srv = Server(tmp_path / "paixi.db")
    try:
        srv.start()  # (stops what it started if it fails)
        yield srv
    finally:
        srv.stop()


def card_game() -> Game:
    """UNO when registered, else the first card game, else 吹牛 (issue 6)."""
    games = {g.id: g for g in list_games()}
    if "uno" in games:
        return games["uno"]
    for game in games.values():
        if "card" in game.kind:
            return game
    return games["chuiniu"]


def set_option(page: Any, name: str, value: Any) -> None:
    """Set one option input of the new-table form, whatever its kind."""
    field = page.locator(f"#opt-{name}")
    if isinstance(value, bool):
        field.set_checked(value)
    elif field.evaluate("e => e.tagName") == "SELECT":
        field.select_option(str(value))
    else:
        field.fill(str(value))


def create_table(page: Any, server: Server, game: Game, seats: list[str], name: str) -> str:
    """Fill the new-table form like a person; returns the table's URL."""
    page.goto(f"{server.url}/new?game={game.id}")
    page.wait_for_selector("#create")
    page.fill("#players", str(len(seats)))
    page.dispatch_event("#players", "change")  # (blur fires it again: choices are kept)
    page.fill("#name", name)
    for i, kind in enumerate(seats):
        page.select_option(f'select[data-seat="{i}"]', kind)
    for option, value in game.bench_options.items():  # a short game
        set_option(page, option, value)
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("body[data-state]", state="attached")
    return page.url


def play_to_end(page: Any, limit: int = 2000) -> None:
    for _ in range(limit):
        if wait_turn_or_over(page) == "over":
            return
        click_a_move(page)
    raise AssertionError("the game did not end")


def test_full_card_game_against_three_bots_by_clicking(browser: Any, server: Server) -> None:
    game = card_game()
    players = max(game.min_players, min(4, game.max_players))
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    frames: list[str] = []  # every WebSocket message the page receives
    page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(data)))
    create_table(page, server, game, ["me"] + ["heuristic"] * (players - 1), "ann")
    # the seats are drawn from the first view: wait for it (a loaded machine is slow)
    page.wait_for_selector(".seat-chip", timeout=30_000)
    assert page.locator(".seat-chip").count() == players
    play_to_end(page)
    stored = Store(server.db_url).load_table(page.url.rsplit("/", 1)[1])
    assert stored is not None
    received = [json.loads(f) for f in frames if isinstance(f, str)]
    check_seat0_messages(stored.record, [m for m in received if m.get("seat") == 0])
    assert page.locator("#scores table.standings tr").count() == players
    assert page.locator("#log li").count() > 0
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"web-{game.id}-vs-3-bots.png"), full_page=True)
    page.close()


def test_two_friends_play_chuiniu_through_the_invite_link(browser: Any, server: Server) -> None:
    game = load_game("chuiniu")
    host_ctx, guest_ctx = browser.new_context(), browser.new_context()
    host, guest = host_ctx.new_page(), guest_ctx.new_page()
    create_table(host, server, game, ["me", "open"], "ann")
    invite = host.locator("#invite-link").get_attribute("href")
    assert invite and "#invite=" in invite and host.url.rsplit("/", 1)[1] in invite
    guest.on("dialog", lambda dialog: dialog.accept("bob"))
    guest.goto(invite)
    guest.click('button.claim[data-seat="1"]')
    guest.wait_for_selector('.seat-chip.me[data-seat="1"]')
    host.wait_for_selector('.seat-chip[data-seat="1"]:has-text("bob")')
    assert host.locator("#invite-link").count() == 0  # no open seat any more
    for _ in range(2000):
        states = [p.evaluate("document.body.dataset.state") for p in (host, guest)]
        if "over" in states:
            break
        mover = host if states[0] == "your-turn" else guest if states[1] == "your-turn" else None
        if mover is None:
            host.wait_for_timeout(50)
            continue
        click_a_move(mover)
    for p in (host, guest):
        p.wait_for_selector('body[data-state="over"]', state="attached")
        assert p.locator("#scores table.standings tr").count() == 2
    host_ctx.close()
    guest_ctx.close()


def test_reload_and_server_restart_resume_the_game(browser: Any, server: Server) -> None:
    game = load_game("chuiniu")
    page = browser.new_page()
    url = create_table(page, server, game, ["me", "heuristic"], "ann")
    wait_turn_or_over(page)
    click_a_move(page, prefer=())  # a bid: the round goes on
    wait_turn_or_over(page)
    step = step_of(page)
    dice = page.locator('.cup-seat[data-seat="0"] .die').count()
    page.reload()
    wait_turn_or_over(page)
    assert step_of(page) == step and page.locator(".seat-chip.me").count() == 1
    assert page.locator('.cup-seat[data-seat="0"] .die').count() == dice
    server.stop()
    page.wait_for_selector('body[data-state="disconnected"]', state="attached")
    server.start()
    wait_turn_or_over(page)  # the page reconnects by itself
    assert step_of(page) == step and page.url == url
    play_to_end(page)


def test_handcrafted_bad_messages_are_refused(browser: Any, server: Server) -> None:
    game = load_game("chuiniu")
    page = browser.new_page()
    url = create_table(page, server, game, ["me", "open"], "ann")
    wait_turn_or_over(page)
    step = step_of(page)
    table_id = url.rsplit("/", 1)[1]
    errors = page.evaluate(
        """async ([tableId, token]) => {
            const ws = new WebSocket(`ws://${location.host}/ws/${tableId}`);
            const got = [];
            ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === "error") got.push(m.message); };
            await new Promise((ok) => ws.onopen = ok);
            const send = (m) => ws.send(typeof m === "string" ? m : JSON.stringify(m));
            send({type: "hello", token: "forged-token", lang: "en"});
            send({type: "act", seat: 0, action: "3x3"});
            send({type: "hello", token, lang: "en"});
            send({type: "act", seat: 1, action: "3x3"});
            send({type: "act", seat: 0, action: "open"});
            send({type: "act", seat: 0, action: "3x3", token: "forged"});
            send("{oops");
            send(JSON.stringify({type: "act", seat: 0, action: "9".repeat(9000)}));
            await new Promise((ok) => setTimeout(ok, 1000));
            ws.close();
            return got;
        }""",
        [table_id, page.evaluate(f"localStorage.getItem('paixi-token-{table_id}')")],
    )
    assert len(errors) == 7, errors
    for words, message in zip(
        [
            "unknown seat token",
            "hold no seat",
            "not seat 1",
            "no bid to challenge",
            "forged seat token",
            "not JSON",
            "too large",
        ],
        errors,
        strict=True,
    ):
        assert words in message
    page.reload()
    wait_turn_or_over(page)
    assert step_of(page) == step


def test_language_switch_persists_and_replay_steps(browser: Any, server: Server) -> None:
    game = load_game("baya")
    page = browser.new_page()
    create_table(page, server, game, ["me", "random"], "ann")
    page.click("#lang-switch")
    page.wait_for_selector('#status:has-text("轮到你了"), #status:has-text("对局结束")')
    page.click("#rules-box summary")
    page.wait_for_selector('#rules:has-text("拔牙")')
    rules = page.locator("#rules")
    shown = rules.inner_text()
    assert "**" not in shown and "```" not in shown and rules.locator("b").count() > 0  # drawn
    box, width = rules.bounding_box(), page.viewport_size["width"]
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width  # on screen
    page.click("#rules-box summary")
    play_to_end(page)
    page.goto(server.url + "/")
    assert page.locator("h1").first.inner_text() == "游戏"  # persisted: the lobby is in Chinese
    page.click("#finished a")
    page.wait_for_selector("#stepno:has-text('第')")
    total = json.loads(
        page.evaluate(
            "fetch(location.pathname.replace('/replay/', '/api/replays/')).then(r => r.text())"
        )
    )
    assert page.locator("#viewer option").count() == 3  # all hands open, each seat's view
    assert page.locator("#board .cup-seat").count() == 2  # drawn on the dice table
    page.click("#first")
    page.wait_for_selector("#stepno:has-text('第0步')")
    page.click("#next")
    page.wait_for_selector("#stepno:has-text('第1步')")
    assert len(total["steps"]) >= 1
    page.click("#lang-switch")
    page.goto(server.url + "/")
    assert page.locator("h1").first.inner_text() == "Games"


def test_pieces_are_drawn_from_their_notation(browser: Any, server: Server) -> None:
    """The drawings future card and tile games get: each notation's kind and picture."""
    page = browser.new_page()
    page.goto(server.url + "/new")
    result = page.evaluate(
        """async () => {
            const p = await import('/static/pieces.js');
            const r = await import('/static/render.js');
            const codes = ["AS", "10H", "BJ", "SJ#2", "R7", "G+2", "BS", "W", "W+4(Y)",
                           "3-5", "6-6", "1m", "9p", "7s", "5z", "8f", "4x5", "hello"];
            const kinds = Object.fromEntries(codes.map((c) => [c, p.pieceKind(c)]));
            const svgs = codes.filter((c) => p.pieceElement(c).querySelector("svg")).length;
            const labels = ["1-3", "4-4"].map((c) => p.pieceElement(c).querySelectorAll('circle[fill="#d0021b"]').length);
            return {kinds, svgs, labels, tiles: r.expandTiles("123m 45p 11z"), dieRed: p.dieSvg(4).includes("#c8102e")};
        }"""
    )
    kinds = result["kinds"]
    assert [kinds[c] for c in ("AS", "10H", "BJ", "SJ#2")] == ["poker"] * 4
    assert [kinds[c] for c in ("R7", "G+2", "BS", "W", "W+4(Y)")] == ["uno"] * 5
    assert [kinds[c] for c in ("3-5", "6-6")] == ["domino"] * 2
    assert [kinds[c] for c in ("1m", "9p", "7s", "5z", "8f")] == ["mahjong"] * 5
    assert kinds["4x5"] is None and kinds["hello"] is None
    assert result["svgs"] == 16
    assert result["labels"] == [1, 8]  # tiles-32.md: the 1 and 4 halves are red
    assert result["tiles"] == ["1m", "2m", "3m", "4p", "5p", "1z", "1z"]
    assert result["dieRed"]


@pytest.mark.parametrize(
    ("lang", "words"), [("en", ["JOKER", "BIG", "SMALL"]), ("zh", ["大王", "小王"])]
)
def test_a_joker_is_worded_in_the_tables_language(
    browser: Any, server: Server, lang: str, words: list[str]
) -> None:
    """争上游 and 干瞪眼 draw jokers from "BJ" (a card in hand) and "r:BJ" (a
    played rank): 大王/小王 only on a 中文 table, JOKER BIG/SMALL on an English one."""
    page = browser.new_page()
    page.goto(server.url + "/new")
    page.evaluate("(lang) => localStorage.setItem('paixi-lang', lang)", lang)
    page.goto(server.url + "/new")
    text = page.evaluate(
        """async () => {
            const p = await import('/static/pieces.js');
            return ["BJ", "SJ#2", "r:BJ", "r:SJ"].map((c) => p.pieceElement(c).textContent).join(" ");
        }"""
    )
    for word in words:
        assert word in text, text
    assert ("王" in text) == (lang == "zh"), text
    page.close()


def test_uno_holds_each_hands_result_over_a_table_that_cannot_be_clicked(
    browser: Any, server: Server
) -> None:
    """Between UNO's hands the result panel (who went out, cards left,
    points, totals) covers the next hand, which cannot be played under it,
    until 继续; then it stays closed."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(server.url + "/")
    page.evaluate("localStorage.setItem('paixi-lang', 'zh')")
    long_game = SimpleNamespace(id="uno", bench_options={"target": 500})
    create_table(page, server, long_game, ["me", "heuristic", "heuristic", "heuristic"], "ann")
    page.wait_for_selector(".seat-chip", state="attached", timeout=30_000)
    for _ in range(2000):
        page.wait_for_selector(
            'body[data-state="your-turn"], body[data-state="hand-end"]',
            state="attached",
            timeout=30_000,
        )
        if page.evaluate("document.body.dataset.state") == "hand-end":
            break
        click_a_move(page)
    else:
        raise AssertionError("no hand ended")
    panel = page.locator("#board .overlay.hand-end")
    assert panel.locator("h3").inner_text().startswith("第1局")
    assert panel.locator("tr").count() == 5  # the header and four seats
    assert page.locator("#status").inner_text() == "本局结束"
    assert page.evaluate("document.querySelector('#board .cards-table').inert")
    page.click("#hand-end-ok")
    page.wait_for_function("!document.querySelector('#board .overlay.hand-end')")
    assert not page.evaluate("document.querySelector('#board .cards-table').inert")
    page.close()
