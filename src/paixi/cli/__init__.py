"""The ``paixi`` command line (typer + rich). Surfaces parse input and show
output; they contain no rules."""
