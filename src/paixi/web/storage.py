"""Storage of tables, seats, players and finished games (SQLAlchemy 2).

SQLite by default, PostgreSQL by URL. The schema is created and upgraded by
the Alembic migrations in ``paixi/web/migrations`` (:func:`migrate`), never by
``create_all``. A live table keeps its game record (every chance event and
action in notation) and its public log, rewritten after every action, so a
restarted server rebuilds any unfinished game with :func:`paixi.replay`.

Seat tokens are never stored in clear: only their SHA-256. A table's invite
secret is stored as it is (its creator is shown the invite link), with the
creator's seat and the bot pace they chose.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Text,
    bindparam,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

STATUS_PLAYING = "playing"
STATUS_FINISHED = "finished"


class Base(DeclarativeBase):
    metadata = MetaData()


metadata = Base.metadata


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class PlayerRow(Base):
    """A person at a table: a display name and the hash of their secret seat token."""

    __tablename__ = "players"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(40))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True, index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=_now)


class TableRow(Base):
    """One game table: its game, options, live record and public log."""

    __tablename__ = "tables"
    id: Mapped[str] = mapped_column(String(24), primary_key=True)
    game: Mapped[str] = mapped_column(String(40), index=True)
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(12), index=True)
    record: Mapped[str] = mapped_column(Text)
    log: Mapped[str] = mapped_column(Text)
    invite: Mapped[str | None] = mapped_column(String(64), nullable=True)
    pace: Mapped[str | None] = mapped_column(String(12), nullable=True)
    creator_seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=_now)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=_now)


class SeatRow(Base):
    """A seat of a table: ``kind`` is ``human`` (open until a player claims it),
    ``random`` or ``heuristic``. An open seat is private (only the holder of the
    table's invite secret may take it) unless ``public``."""

    __tablename__ = "seats"
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"), nullable=True)
    public: Mapped[bool] = mapped_column(Boolean, default=False)


class ResultRow(Base):
    """A finished game: returns per seat and the game's result breakdown."""

    __tablename__ = "results"
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    game: Mapped[str] = mapped_column(String(40), index=True)
    returns: Mapped[str] = mapped_column(Text)
    result: Mapped[str] = mapped_column(Text)
    finished_at: Mapped[datetime] = mapped_column(DateTime, default=_now, index=True)


@dataclass
class SeatInfo:
    """A seat as the rooms see it: kind, the claiming player's name and id, and
    whether anyone may take it while open (``public``) or only an invited friend."""

    kind: str
    name: str | None = None
    player_id: int | None = None
    public: bool = False

    @property
    def is_open(self) -> bool:
        return self.kind == "human" and self.player_id is None


@dataclass
class StoredTable:
    """A table read back from storage."""

    id: str
    game: str
    players: int
    options: dict[str, Any]
    status: str
    record: dict[str, Any]
    log: list[dict[str, Any]]
    seats: list[SeatInfo]
    invite: str | None = None
    pace: str | None = None
    creator_seat: int | None = None


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def new_token() -> str:
    """A fresh secret seat token (43 URL-safe characters)."""
    return secrets.token_urlsafe(32)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite gets WAL and relaxed sync (one writer process)."""
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
    engine = create_engine(url, future=True)
    if engine.dialect.name == "sqlite":

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

    return engine


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest Alembic revision."""
    cfg = Config()
    cfg.set_main_option("script_location", "paixi.web:migrations")
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


_SAVE = (
    update(TableRow)
    .where(TableRow.id == bindparam("tid"), TableRow.status != STATUS_FINISHED)
    .values(
        record=bindparam("rec"),
        log=bindparam("log"),
        updated_at=bindparam("now"),
        status=bindparam("status"),
    )
)
"""The per-action UPDATE, built once (statement building costs more than running it)."""


class Store:
    """All reads and writes of the web surface (synchronous, short transactions)."""

    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        migrate(self.engine)

    # --- tables ----------------------------------------------------------------

    def create_table(
        self,
        table_id: str,
        game: str,
        players: int,
        options: dict[str, Any],
        kinds: list[str],
        record: dict[str, Any],
        public: list[bool] | None = None,
        invite: str | None = None,
        pace: str | None = None,
        creator_seat: int | None = None,
    ) -> None:
        """Store a new table; ``public[i]`` makes open seat ``i`` free for anyone,
        ``pace`` is the bot pace, ``creator_seat`` the creator's seat (if any)."""
        public = public or [False] * len(kinds)
        with Session(self.engine) as s, s.begin():
            s.add(
                TableRow(
                    id=table_id,
                    game=game,
                    players=players,
                    options=_dumps(options),
                    status=STATUS_PLAYING,
                    record=_dumps(record),
                    log="[]",
                    invite=invite,
                    pace=pace,
                    creator_seat=creator_seat,
                )
            )
            s.flush()
            for i, kind in enumerate(kinds):
                s.add(SeatRow(table_id=table_id, seat=i, kind=kind, public=bool(public[i])))

    def save_progress(
        self, table_id: str, record: dict[str, Any], log: list[dict[str, Any]]
    ) -> None:
        """Rewrite the live record and log; a terminal record also files the result.

        One prepared UPDATE per action (Core, not the ORM: this runs after every move).
        """
        finished = bool(record.get("terminal"))
        params = {
            "tid": table_id,
            "rec": _dumps(record),
            "log": _dumps(log),
            "now": _now(),
            "status": STATUS_FINISHED if finished else STATUS_PLAYING,
        }
        with self.engine.begin() as conn:
            done = conn.execute(_SAVE, params)
            if finished and done.rowcount:
                conn.execute(
                    insert(ResultRow).values(
                        table_id=table_id,
                        game=record["game"],
                        returns=_dumps(record.get("returns")),
                        result=_dumps(record.get("result")),
                        finished_at=_now(),
                    )
                )

    def load_table(self, table_id: str) -> StoredTable | None:
        with Session(self.engine) as s:
            row = s.get(TableRow, table_id)
            if row is None:
                return None
            seats = []
            rows = s.scalars(
                select(SeatRow).where(SeatRow.table_id == table_id).order_by(SeatRow.seat)
            ).all()
            for seat in rows:
                name = None
                if seat.player_id is not None:
                    player = s.get(PlayerRow, seat.player_id)
                    name = player.name if player else None
                seats.append(SeatInfo(seat.kind, name, seat.player_id, bool(seat.public)))
            return StoredTable(
                id=row.id,
                game=row.game,
                players=row.players,
                options=json.loads(row.options),
                status=row.status,
                record=json.loads(row.record),
                log=json.loads(row.log),
                seats=seats,
                invite=row.invite,
                pace=row.pace,
                creator_seat=row.creator_seat,
            )

    # --- players and seats ---------------------------------------------------------

    def claim_seat(self, table_id: str, seat: int, name: str, token: str) -> int:
        """Give an open seat to a new player holding ``token``; returns the player id.

        Raises ``LookupError`` if the seat is not open (any more).
        """
        with Session(self.engine) as s, s.begin():
            row = s.get(SeatRow, (table_id, seat))
            if row is None or row.kind != "human" or row.player_id is not None:
                raise LookupError("that seat is not open")
            player = PlayerRow(name=name, token_hash=hash_token(token))
            s.add(player)
            s.flush()
            row.player_id = player.id
            return player.id

    def seat_for_token(self, table_id: str, token: str) -> int | None:
        """The seat of ``table_id`` that ``token`` holds, or None (forged or foreign)."""
        with Session(self.engine) as s:
            player = s.scalars(
                select(PlayerRow).where(PlayerRow.token_hash == hash_token(token))
            ).first()
            if player is None:
                return None
            seat = s.scalars(
                select(SeatRow).where(SeatRow.table_id == table_id, SeatRow.player_id == player.id)
            ).first()
            return None if seat is None else seat.seat

    # --- listings ------------------------------------------------------------------

    def list_tables(self, status: str, limit: int = 50) -> list[dict[str, Any]]:
        """Tables with ``status``, newest first: id, game, players, open seats, names.

        Only tables with a human seat are listed (bots playing bots are nobody's
        business), and ``open_seats`` gives only the public open seats: a seat
        kept for an invited friend is never offered to strangers.
        """
        with Session(self.engine) as s:
            rows = s.scalars(
                select(TableRow)
                .where(TableRow.status == status)
                .where(TableRow.id.in_(select(SeatRow.table_id).where(SeatRow.kind == "human")))
                .order_by(TableRow.updated_at.desc())
                .limit(limit)
            ).all()
            return self._describe(s, rows)

    def tables_by_id(self, ids: list[str]) -> list[dict[str, Any]]:
        """The tables among ``ids`` that exist, newest first, as
        :meth:`list_tables` gives them, each with its ``status`` (a browser's
        "my tables": it knows their ids, the invite links anyone may hold)."""
        with Session(self.engine) as s:
            rows = s.scalars(
                select(TableRow).where(TableRow.id.in_(ids)).order_by(TableRow.updated_at.desc())
            ).all()
            return self._describe(s, rows)

    def _describe(self, s: Session, rows: Any) -> list[dict[str, Any]]:
        """Each table row as the listings give it (one query per table: a page
        of at most 50)."""
        out = []
        for row in rows:
            seats = s.scalars(
                select(SeatRow).where(SeatRow.table_id == row.id).order_by(SeatRow.seat)
            ).all()
            names = []
            for seat in seats:
                player = s.get(PlayerRow, seat.player_id) if seat.player_id else None
                names.append(player.name if player else seat.kind)
            item: dict[str, Any] = {
                "id": row.id,
                "game": row.game,
                "players": row.players,
                "open_seats": [
                    x.seat for x in seats if x.kind == "human" and x.player_id is None and x.public
                ],
                "seats": names,
                "updated": row.updated_at.isoformat(timespec="seconds"),
                "status": row.status,
            }
            if row.status == STATUS_FINISHED:
                result = s.get(ResultRow, row.id)
                item["returns"] = json.loads(result.returns) if result else None
            out.append(item)
        return out
