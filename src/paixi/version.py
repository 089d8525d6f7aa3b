"""The package's version, in a module of its own so that the core (records,
the registry's cache) can name it without importing the package root, which
imports the core."""

__version__ = "0.1.0"
