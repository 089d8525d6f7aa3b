"""Screenshots of every game's table from real seeded games: ``docs/screenshots/``.

    python bench/gallery.py [--games mcr,uno] [--lang en] [--moves 8]

Starts ``paixi serve`` on a scratch database, seats this browser (Debian's
``/usr/bin/chromium`` through Playwright) at seat 0 with heuristic bots, plays
``--moves`` moves by clicking (the same clicks as the browser tests), and saves
``<game>.png`` at 1280×800 and ``<game>-phone.png`` at 390×844.
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
    wait_turn_or_over,
)

OUT = ROOT / "docs" / "screenshots"


def open_table(browser, server, game_id: str, lang: str, viewport: tuple[int, int], seed: int):
    game = load_game(game_id)
    n = max(game.min_players, min(game.default_players, 4))
    page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
    page.goto(server.url + "/new")
    body = {
        "game": game_id,
        "players": n,
        "seats": ["me"] + ["heuristic"] * (n - 1),
        "options": dict(game.bench_options),
        "name": "you",
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(g.id for g in list_games()))
    parser.add_argument("--lang", default="en", choices=("en", "zh"))
    parser.add_argument("--moves", type=int, default=8)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp) / "gallery.db", bot_delay=0.0, claim_hold=0.05)
        server.start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for game_id in args.games.split(","):
                    for suffix, viewport in (("", (1280, 800)), ("-phone", (390, 844))):
                        page = open_table(browser, server, game_id, args.lang, viewport, 1)
                        for _ in range(args.moves):
                            if wait_turn_or_over(page, timeout=60_000) == "over":
                                break
                            click_a_move(page, prefer=())
                        wait_turn_or_over(page, timeout=60_000)
                        page.wait_for_timeout(400)
                        path = OUT / f"{game_id}{suffix}.png"
                        page.screenshot(path=str(path))
                        print(path.relative_to(ROOT))
                        page.close()
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
