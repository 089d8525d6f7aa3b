"""UNO: the options, the game object and its action space (docs/specs/uno.md).

The state machine is in :mod:`paixi.games.uno.state`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from paixi.core.action_space import ActionSpace
from paixi.core.errors import OptionError
from paixi.core.game import Game
from paixi.core.options import option
from paixi.equipment.uno import DECK, RANK, REVERSE, SKIP
from paixi.games.uno.actions import (
    ACCEPT,
    CATCH,
    CHALLENGE,
    COLOUR_ACTIONS,
    DEATH,
    DRAW,
    KEEP,
    PASS,
    SEATS,
    Action,
    all_dates,
    date_digits,
    parse_action,
)
from paixi.games.uno.chance import Chance, parse_chance
from paixi.games.uno.moves import ONLY_UNO, SINGLE, _group_plays, judgments, with_uno
from paixi.games.uno.state import UnoState


@dataclass(frozen=True)
class UnoOptions:
    """Options of docs/specs/uno.md §10 (``players`` is the ``new_game`` argument).

    The defaults are Mattel's official game; every house rule is off.
    """

    target: int = option(
        500, min=1, max=100_000, sample_max=120, help="points that end the game (§8)"
    )
    scoring: str = option(
        "winner_collects", choices=("winner_collects", "penalty"), help="§8 scoring"
    )
    wd4_restriction: str = option(
        "colour",
        choices=("colour", "colour_or_number", "none"),
        help="when a Wild Draw Four is legitimate (§5.1)",
    )
    wd4_challenge: bool = option(
        True, help="a Wild Draw Four may be challenged (§5.2); off when restriction is none"
    )
    start_reverse: str = option(
        "right_of_dealer", choices=("right_of_dealer", "dealer"), help="start Reverse (§2)"
    )
    start_wild: str = option(
        "first_player_chooses", choices=("first_player_chooses", "redraw"), help="start Wild (§2)"
    )
    uno_penalty: int = option(2, min=0, max=20, sample_max=4, help="cards drawn when caught (§7)")
    uno_penalty_per_catcher: bool = option(False, help="each catcher adds a penalty (§7)")
    stacking: str = option("none", choices=("none", "plus2", "seed"), help="§10.1 stacking")
    jump_in: bool = option(False, help="Cut 抢出: identical card out of turn (§10.2)")
    multi_play: bool = option(False, help="配对: several equal cards at once (§10.3)")
    two_player_counter: bool = option(False, help="2 players: counter a Skip/Reverse (§10.4)")
    wild_powers: bool = option(False, help="Wild: colour, peek or swap (§10.5)")
    death_number: bool = option(False, help="死亡数字 (§10.6)")
    judgment_day: bool = option(False, help="审判日契约 (§10.7)")


class Uno(Game):
    """UNO (docs/specs/uno.md): one game is a series of hands to ``target`` points."""

    id = "uno"
    name_zh = "UNO"
    name_en = "UNO"
    kind = "shedding card game"
    min_players = 2
    max_players = SEATS
    default_players = 4
    Options = UnoOptions
    State = UnoState
    bench_options: ClassVar[dict[str, Any]] = {"target": 1}
    bench_unit = "hands"

    def check_options(self, options: UnoOptions, players: int) -> None:
        if options.two_player_counter and players != 2:
            raise OptionError(
                f"option 'two_player_counter' is only for 2 players, not {players} (§10.4)"
            )

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_chance(self, text: str) -> Chance:
        return parse_chance(text)

    def action_space(self, players: int, options: UnoOptions) -> ActionSpace:
        return _space(
            players,
            options.multi_play,
            options.judgment_day,
            options.two_player_counter,
            options.wild_powers,
        )

    def search_hints(self) -> Any:
        """The search redeals the other hands from what their turn draws
        showed they lacked (:mod:`paixi.games.uno.belief`)."""
        from paixi.core.search import SearchHints
        from paixi.games.uno.belief import sampler

        return SearchHints(determinise=sampler)

    def extra_benchmarks(self) -> dict[str, Any]:
        """``uno``: 2-player hands per second, random agents, default rules (issue 5)."""
        from paixi.games.uno.bench import hands_benchmark

        return {
            "uno": lambda seconds: hands_benchmark(self, seconds),
            "uno-uniform": lambda seconds: hands_benchmark(self, seconds, uniform=True),
        }


@cache
def _space(players: int, multi: bool, judge: bool, counter: bool, powers: bool) -> ActionSpace:
    """Every action of a configuration, numbered: singles, words, then each option's block."""
    actions: list[Action] = []
    for k in range(54):
        actions += SINGLE[k]
        actions += ONLY_UNO[k]
    actions += [DRAW, KEEP, ACCEPT, CHALLENGE, CATCH, PASS, DEATH, *COLOUR_ACTIONS]
    if counter:
        for k in range(52):
            if RANK[k] in (SKIP, REVERSE):
                actions += with_uno([Action("counter", (k,))], 1)
    if multi:
        for r in range(13):
            group = tuple(sorted(k for k in DECK if k < 52 and RANK[k] == r))
            for a in _group_plays(group, group):
                actions += with_uno([a], 1)
    if judge:
        actions += [Action("date", date=d) for d in all_dates()]
        digit_sets = {date_digits(*d) for d in all_dates()}
        numbers = [k for k in DECK if k < 52 and RANK[k] < 10]
        for a in judgments(numbers, digit_sets, None):
            actions += with_uno([a], 1)
    if powers:
        for t in range(players):
            for verb in ("peek", "swap"):
                actions += with_uno([Action(verb, (52,), target=t)], 1)
        actions += [Action("give", given=(k,)) for k in range(54)]
    return ActionSpace(actions)


GAME = Uno()
