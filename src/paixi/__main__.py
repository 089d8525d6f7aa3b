"""``python -m paixi`` runs the command line."""

from paixi.cli.main import main

main()
