"""The options of 大贰 (docs/specs/daer.md §3), plus the engine's ``rounds``."""

from __future__ import annotations

from dataclasses import dataclass

from paixi.core.options import option


@dataclass(frozen=True)
class DaerOptions:
    """docs/specs/daer.md §3; the defaults are the spec's. ``seats`` defaults to the
    number of players (4: three players and the 底家; 3: no 底家). ``rounds``
    (engine option, not in the spec) plays several rounds in a row, the next
    dealer chosen as §4 says."""

    seats: int | None = option(
        None, choices=(3, 4), help="4 = three players + 底家, 3 = three players"
    )
    dead_bottom: int = option(2, choices=(0, 2), help="number of 压底 cards")
    min_hu: int = option(10, min=0, max=200, sample_max=20, help="minimum 胡 to win")
    red_hu_min: int = option(10, min=1, max=80, sample_max=14, help="red cards for 红胡")
    mult_red: int = option(2, min=1, max=100, sample_max=4, help="红胡 multiplier")
    mult_black: int = option(4, min=1, max=100, sample_max=4, help="乌胡 multiplier")
    mult_tian: int = option(2, min=1, max=100, sample_max=4, help="天胡 multiplier")
    mult_di: int = option(2, min=1, max=100, sample_max=4, help="地胡 multiplier")
    dijia_share: str = option(
        "multiplier", choices=("multiplier", "per_loser"), help="what the 底家 receives (§12)"
    )
    guo_on_own_discard: bool = option(True, help="a discard puts its kind on your 过张 list")
    guo_blocks_hu: bool = option(False, help="no 胡 on a kind on your 过张 list")
    instant_win: bool = option(True, help="3 垅 or 5 坎 after the deal wins at once")
    stake: float = option(1.0, help="value of one point")
    rounds: int = option(1, min=1, max=1000, sample_max=2, help="rounds per game (engine)")
