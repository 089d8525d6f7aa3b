"""龙麻将 lóng májiàng — Dragon Mahjong on a poker deck: the game object (docs/specs/longmajiang.md).

Options (§9) are checked here; play is :class:`.state.LongmajiangState`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError, OptionError
from paixi.core.game import Game
from paixi.core.options import parse_options
from paixi.equipment.poker import Shuffle
from paixi.games.longmajiang.actions import Action, action_space, parse_action
from paixi.games.longmajiang.model import FirstDealer, LongmajiangOptions
from paixi.games.longmajiang.state import LongmajiangState


class Longmajiang(Game):
    """龙麻将 Dragon Mahjong on a poker deck, docs/specs/longmajiang.md."""

    id = "longmajiang"
    name_zh = "龙麻将"
    name_en = "Dragon Mahjong"
    kind = "cards (mahjong family)"
    min_players = 2
    max_players = 8
    default_players = 4
    Options = LongmajiangOptions
    State = LongmajiangState
    bench_options: ClassVar[dict[str, Any]] = {"hands": 1}
    bench_unit = "hands"

    def parse_options(self, values: Any, players: int) -> Any:
        """As :meth:`Game.parse_options`; integers are accepted for ``decks`` and
        ``first_dealer`` (``decks=2``, ``first_dealer=0``)."""
        if isinstance(values, dict):
            values = {
                k: str(v) if k in ("decks", "first_dealer") and type(v) is int else v
                for k, v in values.items()
            }
            options = parse_options(self.Options, values)
            self.check_options(options, players)
            return options
        return super().parse_options(values, players)

    def check_options(self, options: LongmajiangOptions, players: int) -> None:
        bridge = options.variant == "bridge"
        seats = 4 if bridge else players
        if bridge and players != 2:
            raise OptionError(f"variant=bridge is played by 2 players (4 seats), not {players}")
        if bridge and options.decks == "2":
            raise OptionError("variant=bridge is played with one deck (decks=1 or auto)")
        if options.decks == "1" and seats > 6:
            raise OptionError(f"decks=1 cannot deal {seats} seats (at most 6); use decks=2")
        if options.first_dealer != "random":
            fd = options.first_dealer
            if not fd.isdigit() or not 0 <= int(fd) < seats:
                raise OptionError(
                    f"option 'first_dealer' must be random or a seat 0-{seats - 1}, not {fd!r}"
                )

    def expected_return_sum(self, state: LongmajiangState) -> float:
        """§7: every payment goes from a loser to the winner."""
        return 0.0

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_chance(self, text: str) -> Any:
        words = text.split()
        if words and words[0] == "dealer":
            if len(words) != 2 or not words[1].isdigit():
                raise NotationError(f"bad chance event {text!r}: write dealer N")
            return FirstDealer(int(words[1]))
        return Shuffle.parse(text)

    def action_space(self, players: int, options: Any) -> ActionSpace:
        return action_space()

    def extra_benchmarks(self) -> dict[str, Any]:
        return {}


GAME = Longmajiang()
