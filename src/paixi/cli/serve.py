"""``paixi serve``: the web table (FastAPI + uvicorn), see :mod:`paixi.web`."""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(help="database URL (default: SQLite in the user data directory)"),
    ] = None,
    takeover: Annotated[
        float | None,
        typer.Option(help="seconds after which a disconnected player's turn is played by a bot"),
    ] = None,
    bot_delay: Annotated[float, typer.Option(help="seconds a bot waits before moving")] = 0.6,
    claim_hold: Annotated[
        float, typer.Option(help="seconds every mahjong claim window stays open at least")
    ] = 0.5,
) -> None:
    """Serve the web table: play every game in the browser, against bots or friends."""
    from paixi.cli.common import check_range

    if takeover is not None:
        check_range("--takeover", takeover, 0, 86_400)
    check_range("--bot-delay", bot_delay, 0, 60)
    check_range("--port", port, 1, 65_535)
    import uvicorn

    from paixi.web import ServerConfig, create_app, default_db_url
    from paixi.web.config import MAX_MESSAGE_BYTES

    config = ServerConfig(
        db_url=db or default_db_url(),
        takeover_seconds=takeover,
        bot_delay=bot_delay,
        claim_hold=claim_hold,
    )
    app = create_app(config)
    _tune_gc()
    typer.echo(f"paixi: serving on http://{host}:{port}/  (database {_safe_url(config.db_url)})")
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_max_size=MAX_MESSAGE_BYTES * 4,
        ws_per_message_deflate=False,  # small JSON views: compressing costs more than it saves
        ws="auto",
    )


def _tune_gc() -> None:
    """Fewer, cheaper garbage collections: the libraries loaded so far are
    frozen out of the collector, and the young generation is collected less
    often (each action makes many short-lived objects; a full collection of the
    whole heap used to pause every table for 100+ ms under load)."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


def _safe_url(url: str) -> str:
    """The URL without a password (never print credentials)."""
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, userinfo = head.partition("://")
    user = userinfo.split(":", 1)[0]
    return f"{scheme}://{user}:***@{tail}"


def _web_actions(seconds: float) -> object:
    from paixi.web.bench import web_actions

    return web_actions(seconds)


BENCHMARKS = {"web-actions": _web_actions}
"""``paixi bench web-actions``: the server's per-action work, one core."""


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
