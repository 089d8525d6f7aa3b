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
import logging
from collections.abc import AsyncIterator, Mapping
from importlib import resources
from typing import Any

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from paixi.core import PaixiError, list_games, load_game
from paixi.core.errors import clip
from paixi.core.game_package import rules_for_players
from paixi.version import __version__
from paixi.web import lobby as listings
from paixi.web import words
from paixi.web.claims import PACES
from paixi.web.config import ServerConfig
from paixi.web.manager import RoomManager
from paixi.web.messages import say
from paixi.web.policies import misfit as policy_misfit
from paixi.web.policies import policy_bots
from paixi.web.protocol import MAX_NAME, ProtocolError, check_name, load_json, parse_message
from paixi.web.replays import replay_step, replay_summary
from paixi.web.rooms import BOT_KINDS, Connection, LimitError, Room, encode
from paixi.web.storage import STATUS_FINISHED, Store
from paixi.web.views import catalogue_entry

log = logging.getLogger("paixi.web")

MAX_BODY_BYTES = 16384


def _package_dir(name: str) -> str:
    return str(resources.files("paixi.web").joinpath(name))


def create_app(config: ServerConfig) -> FastAPI:
    """The application for ``config`` (opens the database and migrates it)."""
    store = Store(config.db_url)
    manager = RoomManager(store, config)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        manager.bots.start()
        try:
            yield
        finally:
            manager.bots.close()  # the bot workers end with the server

    app = FastAPI(
        title="paixi", version=__version__, docs_url=None, redoc_url=None, lifespan=lifespan
    )
    app.state.manager = manager
    app.mount("/static", StaticFiles(directory=_package_dir("static")), name="static")
    templates = Jinja2Templates(directory=_package_dir("templates"))
    templates.env.globals.update(kind_word=words.kind_word, seat_word=words.seat_word)
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
            open_tables=listings.in_play(manager),
            finished=manager.store.list_tables(STATUS_FINISHED),
        )

    @app.get("/new", response_class=HTMLResponse)
    def new_table(request: Request, game: str = "") -> HTMLResponse:
        return page(request, "new.html", chosen=game)

    def not_found(request: Request, en: str, zh: str) -> HTMLResponse:
        """A 404 page for a browser: what is missing and a link to the lobby
        (the ``/api/`` paths keep answering JSON)."""
        response = page(request, "not_found.html", title_en=en, title_zh=zh)
        response.status_code = 404
        return response

    @app.get("/t/{table_id}", response_class=HTMLResponse)
    def table(request: Request, table_id: str) -> HTMLResponse:
        stored = manager.store.load_table(table_id)
        game = _games_by_id().get(stored.game) if stored else None
        if game is None:
            return not_found(request, "No such table", "没有这一桌")
        return page(request, "table.html", table_id=table_id, game=game)

    @app.get("/replay/{table_id}", response_class=HTMLResponse)
    def replay_page(request: Request, table_id: str) -> HTMLResponse:
        stored = manager.store.load_table(table_id)
        game = _games_by_id().get(stored.game) if stored else None
        if game is None or stored is None or stored.status != STATUS_FINISHED:
            return not_found(request, "No finished game with that id", "没有这局已结束的牌")
        return page(request, "replay.html", table_id=table_id, game=game)


def _add_api(app: FastAPI, manager: RoomManager) -> None:
    @app.exception_handler(PaixiError)
    async def _bad_input(request: Request, exc: PaixiError) -> JSONResponse:
        status = 429 if isinstance(exc, LimitError) else 400
        # the new-table form's refusals in the page's language
        return JSONResponse({"error": say(str(exc), _lang(request))}, status_code=status)

    @app.exception_handler(Exception)
    async def _failure(request: Request, exc: Exception) -> JSONResponse:
        # one line, the type only: a message could quote hidden pieces
        log.warning("%s %s failed (%s)", request.method, request.url.path, type(exc).__name__)
        return JSONResponse({"error": "internal error"}, status_code=500)

    @app.get("/api/games")
    def games() -> list[dict[str, Any]]:
        return list(_games_by_id().values())

    @app.get("/api/rules/{game_id}")
    def rules(game_id: str, lang: str = "en") -> dict[str, str]:
        """The game's rules page (``text``) and what the table shows of it
        (``play``: without the position notation)."""
        game = load_game(game_id)
        text = game.rules_text("zh" if lang == "zh" else "en")
        return {"game": game.id, "text": text, "play": rules_for_players(text)}

    @app.get("/api/tables")
    def tables() -> dict[str, Any]:
        return {
            "open": listings.in_play(manager),
            "finished": manager.store.list_tables(STATUS_FINISHED),
        }

    @app.get("/api/tables/mine")
    def my_tables(ids: str = "") -> list[dict[str, Any]]:
        """The tables named in ``ids`` (comma-separated), each with its status:
        ``playing``, ``abandoned`` or ``finished`` (see :mod:`paixi.web.lobby`)."""
        return listings.mine(manager, [i for i in ids.split(",") if i][: listings.MAX_IDS])

    @app.post("/api/tables", openapi_extra={"requestBody": new_table_body()})
    async def create(request: Request) -> dict[str, Any]:
        body = await request.body()
        if len(body) > MAX_BODY_BYTES:
            raise ProtocolError(f"request too large: {len(body)} bytes (limit {MAX_BODY_BYTES})")
        data = parse_new_table(body)
        seats = data["seats"]
        kinds = ["human" if k in HUMAN_SEATS else k for k in seats]
        public = [k == "public" for k in seats]
        address = request.client.host if request.client else ""
        creator = seats.index("me") if "me" in seats else None
        room = await manager.create(
            data["game"],
            data["players"],
            data["options"],
            kinds,
            public,
            address,
            data["pace"],
            creator,
        )
        invite = f"/t/{room.id}#invite={room.invite}"
        out: dict[str, Any] = {"id": room.id, "url": f"/t/{room.id}", "invite": invite}
        if "me" in seats:
            seat = seats.index("me")
            out["seat"] = seat
            out["token"] = await room.claim(seat, data["name"], room.invite)
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


HUMAN_SEATS = ("me", "open", "public")
"""Seat kinds of the new-table request for people: the creator (``me``), a
friend with the invite link (``open``, private) and anyone (``public``)."""
SEAT_CHOICES = (*HUMAN_SEATS, *BOT_KINDS, *policy_bots())


def new_table_body() -> dict[str, Any]:
    """The ``POST /api/tables`` body as the OpenAPI schema shows it (checked by
    :func:`parse_new_table`, which also refuses what a schema cannot say)."""
    fields = {
        "game": {"type": "string", "enum": [g.id for g in list_games()]},
        "players": {"type": "integer"},
        "seats": {"type": "array", "items": {"type": "string", "enum": list(SEAT_CHOICES)}},
        "options": {"type": "object"},
        "name": {"type": "string"},
        "pace": {"type": "string", "enum": list(PACES)},
    }
    body = {"type": "object", "required": ["game"], "properties": fields}
    return {"required": True, "content": {"application/json": {"schema": body}}}


def parse_new_table(body: bytes) -> dict[str, Any]:
    """The checked ``POST /api/tables`` body: game, players, options, seats, name.

    ``seats`` has one entry per player: ``me`` (at most one), ``open`` (kept
    for a friend with the invite link), ``public`` (anyone may take it),
    ``random`` or ``heuristic``. Raises :class:`ProtocolError`/``OptionError``.
    """
    data = load_json(body)
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ProtocolError("malformed request: expected an object with a 'game'")
    game = load_game(data["game"])
    players = data.get("players", game.default_players)
    seats = data.get("seats") or ["me"] + ["heuristic"] * (game.check_players(players) - 1)
    options = data.get("options") or {}
    name = data.get("name") or "player"
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise ProtocolError("'seats' must be a list of seat kinds")
    for kind in seats:
        if kind not in SEAT_CHOICES:
            raise ProtocolError(
                f"unknown seat kind {clip(repr(kind))}; use {', '.join(SEAT_CHOICES)}"
            )
    if seats.count("me") > 1:
        raise ProtocolError("only one seat can be 'me'")
    for kind in set(seats) & set(policy_bots()):
        if isinstance(options, dict) and type(players) is int:
            why = policy_misfit(kind, game.id, players, options)
            if why is not None:
                raise ProtocolError(why)
    if not isinstance(options, dict):
        raise ProtocolError("'options' must be an object")
    if not isinstance(name, str):
        raise ProtocolError(f"'name' must be text of at most {MAX_NAME} characters")
    pace = data.get("pace")
    if pace is not None and (not isinstance(pace, str) or pace not in PACES):
        raise ProtocolError(f"'pace' must be one of {', '.join(PACES)}")
    return {
        "pace": pace,
        "game": game.id,
        "players": players,
        "options": options,
        "seats": seats,
        "name": check_name(name) if name.strip() else "player",
    }


def _add_socket(app: FastAPI, manager: RoomManager) -> None:
    config = manager.config
    limit = config.max_message_bytes

    @app.websocket("/ws/{table_id}")
    async def table_socket(ws: WebSocket, table_id: str) -> None:
        await ws.accept()
        address = ws.client.host if ws.client else ""
        try:
            room = await manager.load(table_id)
        except PaixiError as exc:  # a stored record that no longer replays
            # the message may quote a chance event (hidden dice or cards): log the step only
            log.warning(
                "table %s cannot be resumed (step %s)", table_id, getattr(exc, "step", None)
            )
            room = None
        if room is None:
            await _refuse(ws, "no such table")
            return
        try:
            manager.connect(address, room)
        except LimitError as exc:
            await _refuse(ws, str(exc), code=1013)
            return
        conn = Connection(
            send_text=ws.send_text,
            address=address,
            close=_closer(ws),
            queue_limit=config.send_queue,
            rate=config.messages_per_second,
        )
        conn.start()
        room.attach(conn)
        room.send_view(conn)
        try:
            while not conn.dropped:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                await _receive(room, conn, message, limit)
        except (WebSocketDisconnect, RuntimeError):  # closed by the client or while sending
            pass
        finally:
            room.detach(conn)
            manager.disconnect(address)
            await conn.stop()


async def _refuse(ws: WebSocket, message: str, code: int = 1008) -> None:
    with contextlib.suppress(RuntimeError, WebSocketDisconnect, OSError):
        await ws.send_text(encode({"type": "error", "message": message}))
        await ws.close(code=code)


def _closer(ws: WebSocket) -> Any:
    async def close() -> None:
        with contextlib.suppress(RuntimeError, WebSocketDisconnect, OSError):
            await ws.close(code=1008)

    return close


async def _receive(room: Room, conn: Connection, message: Mapping[str, Any], limit: int) -> None:
    """One WebSocket frame: a text frame is a request; anything else is refused."""
    text = message.get("text")
    if text is None:
        _error(conn, "binary frames are not accepted: send JSON text")
        return
    if not conn.allow():
        if not conn.dropped:
            _error(conn, f"too many messages: at most {conn.rate:g} per second")
        return
    await _handle(room, conn, text, limit)


def _error(conn: Connection, message: str) -> None:
    conn.push(encode({"type": "error", "message": say(message, conn.lang)}))


async def _handle(room: Room, conn: Connection, text: str, limit: int) -> None:
    """One client message: refused with an ``error`` message, or carried out."""
    try:
        msg = parse_message(text, limit)
        await _dispatch(room, conn, msg)
    except PaixiError as exc:
        _error(conn, str(exc))


async def _dispatch(room: Room, conn: Connection, msg: dict[str, Any]) -> None:
    kind = msg["type"]
    if kind == "ping":
        conn.push(_PONG)
    elif kind == "lang":
        conn.lang = msg.get("lang", "en")
        room.send_view(conn)
    elif kind == "hello":
        conn.lang = msg.get("lang", "en")
        token = msg.get("token")
        if token:
            seat = await room.seat_for_token(token)
            if seat is None:
                where = "as a spectator" if conn.seat is None else f"at seat {conn.seat}"
                raise ProtocolError(f"unknown seat token: you stay {where}")
            room.sit(conn, seat)
        room.send_view(conn)  # this connection only: a hello costs the others nothing
    elif kind == "claim":
        if conn.seat is not None:
            raise ProtocolError(f"you already hold seat {conn.seat}")
        token = await room.claim(msg["seat"], msg["name"], msg.get("invite"))
        room.sit(conn, msg["seat"])
        await conn.send({"type": "claimed", "seat": conn.seat, "token": token})
        room.push_views()
    elif kind == "act":
        await _check_actor(room, conn, msg)
        await room.play(msg["seat"], msg["action"], seen=msg.get("step"))
    elif kind == "prefs":
        if conn.seat is None:
            raise ProtocolError("you hold no seat at this table")
        room.set_autopass(conn.seat, msg["autopass"])
        room.send_view(conn)
    elif kind == "next" and conn.seat is not None:  # a spectator's 继续 holds nobody up
        room.pause.go_on(conn.seat, msg["hand"])


_PONG = encode({"type": "pong"})


async def _check_actor(room: Room, conn: Connection, msg: dict[str, Any]) -> None:
    if conn.seat is None:
        raise ProtocolError("you hold no seat at this table (send hello with your token)")
    if msg["seat"] != conn.seat:
        raise ProtocolError(f"you hold seat {conn.seat}, not seat {msg['seat']}")
    token = msg.get("token")
    if token is not None and await room.seat_for_token(token) != conn.seat:
        raise ProtocolError("forged seat token")
