"""Screenshots of every game's table from real seeded games: ``docs/screenshots/``.

    python bench/gallery.py [--games mcr,uno] [--lang en] [--moves 8] [--lobby] [--out DIR]

Starts ``paixi serve`` on a scratch database, seats this browser (Debian's
``/usr/bin/chromium`` through Playwright) at seat 0 with heuristic bots, plays
``--moves`` moves by clicking (the same clicks as the browser tests), and saves
``<game>.png`` at 1280×800 and ``<game>-phone.png`` at 390×844 (``<game>-zh.png``
and ``<game>-zh-phone.png`` in 中文). ``--lobby`` also shoots the lobby
(``lobby[-zh][-phone].png``) with two tables of this browser's: one it is
at, one nobody is at (abandoned at once: the server runs with
``--abandon-minutes 0``; ``--serve-args ""`` runs it without, for a server
that has no such option).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from paixi import list_games, load_game  # noqa: E402
from tests.web.browser import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    Server,
    click_a_move,
    open_lobby,
    wait_turn_or_over,
)

OUT = ROOT / "docs" / "screenshots"


def open_table(browser, server, game_id: str, lang: str, viewport: tuple[int, int], seed: int):
    game = load_game(game_id)
    n = max(game.min_players, min(game.default_players, 4))
    if hasattr(browser, "new_context"):  # a browser: a page in a context of its own
        page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
    else:  # a context: its pages share one localStorage (the lobby's "my tables")
        page = browser.new_page()
        page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    page.goto(server.url + "/new")
    body = {
        "game": game_id,
        "players": n,
        "seats": ["me"] + ["heuristic"] * (n - 1),
        "options": dict(game.bench_options),
        "name": "阿明" if lang == "zh" else "you",  # a name as a player there would give
        "pace": "instant",
    }
    made = page.evaluate(
        """async ([body, lang]) => {
            localStorage.setItem('paixi-lang', lang);
            const r = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
            const d = await r.json();
            localStorage.setItem('paixi-token-' + d.id, d.token);
            localStorage.setItem('paixi-prefs-' + d.id, JSON.stringify({autopass: true, step: true}));
            return d;
        }""",
        [body, lang],
    )
    page.goto(server.url + made["url"])
    page.wait_for_selector("body[data-state]", state="attached")
    return page


def lobby_shot(browser, server, lang: str, viewport: tuple[int, int], path: Path) -> None:
    """The lobby as this browser sees it: one table open in another tab (in
    play), one left (abandoned where the server abandons at once)."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    here = open_table(context, server, "zhengshangyou", lang, viewport, 1)
    wait_turn_or_over(here, timeout=60_000)
    left = open_table(context, server, "chuiniu", lang, viewport, 1)
    wait_turn_or_over(left, timeout=60_000)
    left.close()
    lobby = context.new_page()
    # not a guessed delay: the list of my tables is drawn after the page loads
    # (and after a reload into the chosen language), the abandoned state once
    # the server has seen the tab close
    open_lobby(lobby, server.url + "/", {"playing", "abandoned"})
    lobby.screenshot(path=str(path), full_page=True)
    print(path)
    context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(g.id for g in list_games()))
    parser.add_argument("--lang", default="en", choices=("en", "zh"))
    parser.add_argument("--moves", type=int, default=8)
    parser.add_argument("--lobby", action="store_true", help="also shoot the lobby")
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the pictures")
    parser.add_argument("--serve-args", default="--abandon-minutes 0")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    lang = "" if args.lang == "en" else f"-{args.lang}"
    with tempfile.TemporaryDirectory() as tmp:
        extra = tuple(args.serve_args.split()) if args.lobby else ()
        server = Server(Path(tmp) / "gallery.db", bot_delay=0.0, claim_hold=0.05, extra=extra)
        server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                if args.lobby:
                    for suffix, viewport in (("", (1280, 800)), ("-phone", (390, 844))):
                        path = out / f"lobby{lang}{suffix}.png"
                        lobby_shot(browser, server, args.lang, viewport, path)
                for game_id in [g for g in args.games.split(",") if g]:
                    for suffix, viewport in (("", (1280, 800)), ("-phone", (390, 844))):
                        page = open_table(browser, server, game_id, args.lang, viewport, 1)
                        for _ in range(args.moves):
                            if wait_turn_or_over(page, timeout=60_000) == "over":
                                break
                            click_a_move(page, prefer=())
                        wait_turn_or_over(page, timeout=60_000)
                        page.wait_for_timeout(400)
                        path = out / f"{game_id}{lang}{suffix}.png"
                        page.screenshot(path=str(path))
                        print(path)
                        page.close()
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
