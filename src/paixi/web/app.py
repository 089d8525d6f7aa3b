"""The FastAPI application: pages, the JSON API and the table WebSocket.

Pages (server-rendered shells, ES modules in ``static/`` do the drawing):
``/`` lobby, ``/new`` new table, ``/t/{id}`` a table (also the invite link),
``/replay/{id}`` a finished game. API: ``GET /api/games``, ``GET /api/rules/{game}``,
``GET /api/tables``,
``POST /api/tables``, ``GET /api/replays/{id}[/{step}]``. WebSocket:
``/ws/{id}`` (protocol in :mod:`paixi.web.protocol`).
"""

from __future__ import annotations

import contextlib
import json
import logging
from importlib import resources
from typing import Any

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from paixi import __version__
from paixi.core import PaixiError, list_games, load_game
from paixi.web.claims import PACES
from paixi.web.config import ServerConfig
from paixi.web.protocol import MAX_NAME, ProtocolError, parse_message
from paixi.web.replays import replay_step, replay_summary
from paixi.web.rooms import Connection, Room, RoomManager
from paixi.web.storage import STATUS_FINISHED, STATUS_PLAYING, Store
from paixi.web.views import catalogue_entry

log = logging.getLogger("paixi.web")

MAX_BODY_BYTES = 16384


def _package_dir(name: str) -> str:
    return str(resources.files("paixi.web").joinpath(name))


def create_app(config: ServerConfig) -> FastAPI:
    """The application for ``config`` (opens the database and migrates it)."""
    store = Store(config.db_url)
    manager = RoomManager(store, config)
    app = FastAPI(title="paixi", version=__version__, docs_url=None, redoc_url=None)
    app.state.manager = manager
    app.mount("/static", StaticFiles(directory=_package_dir("static")), name="static")
    templates = Jinja2Templates(directory=_package_dir("templates"))
    _add_pages(app, templates, manager)
    _add_api(app, manager)
    _add_socket(app, manager)
    return app


def _lang(request: Request) -> str:
    return "zh" if request.cookies.get("lang") == "zh" else "en"


def _games_by_id() -> dict[str, dict[str, Any]]:
    return {g.id: catalogue_entry(g) for g in list_games()}


def _add_pages(app: FastAPI, templates: Jinja2Templates, manager: RoomManager) -> None:
    def page(request: Request, name: str, **extra: Any) -> HTMLResponse:
        context = {"lang": _lang(request), "version": __version__, **extra}
        return templates.TemplateResponse(request, name, context)

    @app.get("/", response_class=HTMLResponse)
    def lobby(request: Request) -> HTMLResponse:
        return page(
            request,
            "lobby.html",
            games=list(_games_by_id().values()),
            games_by_id=_games_by_id(),
            open_tables=manager.store.list_tables(STATUS_PLAYING),
            finished=manager.store.list_tables(STATUS_FINISHED),
        )

    @app.get("/new", response_class=HTMLResponse)
    def new_table(request: Request, game: str = "") -> HTMLResponse:
        return page(request, "new.html", chosen=game)

    @app.get("/t/{table_id}", response_class=HTMLResponse)
    def table(request: Request, table_id: str) -> HTMLResponse:
        stored = manager.store.load_table(table_id)
        game = _games_by_id().get(stored.game) if stored else None
        if game is None:
            raise HTTPException(404, "no such table")
        return page(request, "table.html", table_id=table_id, game=game)

    @app.get("/replay/{table_id}", response_class=HTMLResponse)
    def replay_page(request: Request, table_id: str) -> HTMLResponse:
        stored = manager.store.load_table(table_id)
        game = _games_by_id().get(stored.game) if stored else None
        if game is None or stored.status != STATUS_FINISHED:
            raise HTTPException(404, "no finished game with that id")
        return page(request, "replay.html", table_id=table_id, game=game)


def _add_api(app: FastAPI, manager: RoomManager) -> None:
    @app.exception_handler(PaixiError)
    async def _bad_input(request: Request, exc: PaixiError) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=400)

    @app.get("/api/games")
    def games() -> list[dict[str, Any]]:
        return list(_games_by_id().values())

    @app.get("/api/rules/{game_id}")
    def rules(game_id: str, lang: str = "en") -> dict[str, str]:
        game = load_game(game_id)
        return {"game": game.id, "text": game.rules_text("zh" if lang == "zh" else "en")}

    @app.get("/api/tables")
    def tables() -> dict[str, Any]:
        return {
            "open": manager.store.list_tables(STATUS_PLAYING),
            "finished": manager.store.list_tables(STATUS_FINISHED),
        }

    @app.post("/api/tables")
    async def create(request: Request) -> dict[str, Any]:
        body = await request.body()
        if len(body) > MAX_BODY_BYTES:
            raise ProtocolError(f"request too large: {len(body)} bytes")
        data = parse_new_table(body)
        kinds = ["human" if k in ("me", "open") else k for k in data["seats"]]
        room = await manager.create(
            data["game"], data["players"], data["options"], kinds, pace=data["pace"]
        )
        out: dict[str, Any] = {"id": room.id, "url": f"/t/{room.id}", "invite": f"/t/{room.id}"}
        if "me" in data["seats"]:
            seat = data["seats"].index("me")
            out["seat"] = seat
            out["token"] = await room.claim(seat, data["name"])
        return out

    @app.get("/api/replays/{table_id}")
    def replay_info(table_id: str, lang: str = "en") -> dict[str, Any]:
        return replay_summary(_finished_record(manager, table_id), lang)

    @app.get("/api/replays/{table_id}/{step}")
    def replay_at(table_id: str, step: int, lang: str = "en") -> dict[str, Any]:
        return replay_step(_finished_record(manager, table_id), step, lang)


def _finished_record(manager: RoomManager, table_id: str) -> dict[str, Any]:
    stored = manager.store.load_table(table_id)
    if stored is None or stored.status != STATUS_FINISHED:  # never an unfinished record
        raise HTTPException(404, "no finished game with that id")
    return stored.record


def parse_new_table(body: bytes) -> dict[str, Any]:
    """The checked ``POST /api/tables`` body: game, players, options, seats, name.

    ``seats`` has one entry per player: ``me`` (at most one), ``open``,
    ``random`` or ``heuristic``. Raises :class:`ProtocolError`/``OptionError``.
    """
    try:
        data = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise ProtocolError("malformed request: not JSON") from None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ProtocolError("malformed request: expected an object with a 'game'")
    game = load_game(data["game"])
    players = data.get("players", game.default_players)
    seats = data.get("seats") or ["me"] + ["heuristic"] * (game.check_players(players) - 1)
    options = data.get("options") or {}
    name = data.get("name") or "player"
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise ProtocolError("'seats' must be a list of seat kinds")
    if seats.count("me") > 1:
        raise ProtocolError("only one seat can be 'me'")
    if not isinstance(options, dict):
        raise ProtocolError("'options' must be an object")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise ProtocolError(f"'name' must be text of at most {MAX_NAME} characters")
    pace = data.get("pace")
    if pace is not None and pace not in PACES:
        raise ProtocolError(f"'pace' must be one of {', '.join(PACES)}")
    return {
        "pace": pace,
        "game": game.id,
        "players": players,
        "options": options,
        "seats": seats,
        "name": name.strip() or "player",
    }


def _add_socket(app: FastAPI, manager: RoomManager) -> None:
    limit = manager.config.max_message_bytes

    @app.websocket("/ws/{table_id}")
    async def table_socket(ws: WebSocket, table_id: str) -> None:
        await ws.accept()
        try:
            room = manager.get(table_id)
        except PaixiError as exc:  # a stored record that no longer replays
            # the message may quote a chance event (hidden dice or cards): log the step only
            log.warning(
                "table %s cannot be resumed (step %s)", table_id, getattr(exc, "step", None)
            )
            room = None
        if room is None:
            await ws.send_json({"type": "error", "message": "no such table"})
            await ws.close()
            return
        conn = Connection(send=_sender(ws))
        room.attach(conn)
        try:
            await conn.send(room.view_for(conn))
            while True:
                text = await ws.receive_text()
                await _handle(room, conn, text, limit)
        except (WebSocketDisconnect, RuntimeError):  # closed by the client or while sending
            pass
        finally:
            room.detach(conn)


def _sender(ws: WebSocket) -> Any:
    """``send(message)`` that drops messages to a socket already closing (the
    reader loop then ends the connection)."""

    async def send(message: dict[str, Any]) -> None:
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        with contextlib.suppress(RuntimeError, WebSocketDisconnect, OSError):
            await ws.send_text(text)

    return send


async def _handle(room: Room, conn: Connection, text: str, limit: int) -> None:
    """One client message: refused with an ``error`` message, or carried out."""
    try:
        msg = parse_message(text, limit)
        await _dispatch(room, conn, msg)
    except PaixiError as exc:
        with contextlib.suppress(Exception):
            await conn.send({"type": "error", "message": str(exc)})


async def _dispatch(room: Room, conn: Connection, msg: dict[str, Any]) -> None:
    kind = msg["type"]
    store = room.manager.store if room.manager else None
    if kind == "ping":
        await conn.send({"type": "pong"})
    elif kind == "lang":
        conn.lang = msg.get("lang", "en")
        await conn.send(room.view_for(conn))
    elif kind == "hello":
        conn.lang = msg.get("lang", "en")
        token = msg.get("token")
        if token:
            seat = store.seat_for_token(room.id, token) if store else None
            if seat is None:
                raise ProtocolError("unknown seat token: you are watching as a spectator")
            room.detach(conn)
            conn.seat = seat
            room.attach(conn)
            await room.broadcast()
        else:
            await conn.send(room.view_for(conn))
    elif kind == "claim":
        if conn.seat is not None:
            raise ProtocolError(f"you already hold seat {conn.seat}")
        token = await room.claim(msg["seat"], msg["name"].strip())
        room.detach(conn)
        conn.seat = msg["seat"]
        room.attach(conn)
        await conn.send({"type": "claimed", "seat": conn.seat, "token": token})
        await room.broadcast()
    elif kind == "act":
        _check_actor(room, conn, msg)
        await room.play(msg["seat"], msg["action"])
    elif kind == "prefs":
        if conn.seat is None:
            raise ProtocolError("you hold no seat at this table")
        room.set_autopass(conn.seat, msg["autopass"])


def _check_actor(room: Room, conn: Connection, msg: dict[str, Any]) -> None:
    if conn.seat is None:
        raise ProtocolError("you hold no seat at this table (send hello with your token)")
    if msg["seat"] != conn.seat:
        raise ProtocolError(f"you hold seat {conn.seat}, not seat {msg['seat']}")
    token = msg.get("token")
    if token is not None:
        store = room.manager.store if room.manager else None
        if store is None or store.seat_for_token(room.id, token) != conn.seat:
            raise ProtocolError("forged seat token")
