"""One package per game; each exposes its ``Game`` instance as ``GAME``."""
