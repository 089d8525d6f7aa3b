"""Alembic environment: runs on the connection :func:`paixi.web.storage.migrate` passes."""

from alembic import context
from sqlalchemy import create_engine

from paixi.web.storage import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # run from the alembic command line with sqlalchemy.url set
    url = context.config.get_main_option("sqlalchemy.url")
    if url is None:
        raise SystemExit("alembic: set sqlalchemy.url, or run the migrations through paixi serve")
    engine = create_engine(url)
    with engine.begin() as conn:
        context.configure(connection=conn, target_metadata=metadata, render_as_batch=True)
        context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
