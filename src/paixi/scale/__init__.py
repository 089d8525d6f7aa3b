"""Running paixi's long jobs past one process: local pools and Ray clusters
(:mod:`paixi.scale.backend`), and self-play data for learning
(:mod:`paixi.scale.selfplay`). See docs/scale.md."""

from paixi.scale.backend import BACKENDS, Backend, Interrupted, run_chunks

__all__ = ["BACKENDS", "Backend", "Interrupted", "run_chunks"]
