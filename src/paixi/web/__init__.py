"""The web table (``paixi serve``): FastAPI + WebSockets, SQLAlchemy storage.

The server is the referee: it holds every live state, checks every action
with the engine, runs the bots, and sends each connection only its own seat's
observation (spectators get the part every seat sees). ``create_app`` builds
the application; :mod:`paixi.cli.serve` runs it with uvicorn.
"""

from paixi.web.app import create_app
from paixi.web.config import ServerConfig, default_db_url

__all__ = ["ServerConfig", "create_app", "default_db_url"]
