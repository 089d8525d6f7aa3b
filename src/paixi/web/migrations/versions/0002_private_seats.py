"""Private seats: a table's invite secret and which seats are public.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("invite", sa.String(64), nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(
            sa.Column("public", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("public")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("invite")
