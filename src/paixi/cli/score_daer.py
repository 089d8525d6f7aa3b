"""``paixi score daer``: what a 大贰 holding is worth (docs/specs/daer.md §10-§12),
and ``paixi bench daer-score``.

* ``paixi score daer "[peng s10] [chi s1s2s3] [peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9"``
  prints the best split into 7 units, its 胡, 等, points and multipliers
  (``--lang zh`` in Chinese); ``--self-drawn`` (the winning card is the
  winner's own draw), ``--tian`` / ``--di`` (天胡 / 地胡), ``--seats 3``,
  ``--option name=value`` (any option of §3); ``--json`` prints JSON. Exit
  status 1 if the holding does not win, 2 if it is unreadable.
* ``--batch FILE`` scores one holding per line (the holding text, or a JSON
  object ``{"holding": ..., "self_drawn": ..., "tian": ..., "di": ..., "id": ...}``)
  and writes one JSON result per line; a bad line gives
  ``{"line": n, "error": "..."}``. ``-`` reads standard input.
"""

from __future__ import annotations

import random
import time
from typing import Annotated, Any

import typer

from paixi.agents.bench import BenchResult
from paixi.cli.common import check_lang, console, fail, print_json, score_batch
from paixi.cli.score import score_app
from paixi.core.errors import NotationError, PaixiError


def _options(seats: int, option: list[str] | None) -> Any:
    from paixi.core.errors import OptionError
    from paixi.core.options import parse_option_args, parse_options
    from paixi.games.daer.options import DaerOptions

    values: dict[str, Any] = {"seats": seats}
    values.update(parse_option_args(option))
    options = parse_options(DaerOptions, values)
    if options.stake <= 0:
        raise OptionError(f"option 'stake' must be positive, not {options.stake:g}")
    return options


def _score_line(data: Any, options: Any) -> dict[str, Any]:
    from paixi.games.daer.holding import score_holding

    if not isinstance(data, dict) or not isinstance(data.get("holding"), str):
        raise NotationError("a JSON line needs a 'holding' string")
    return score_holding(
        data["holding"],
        bool(data.get("self_drawn", False)),
        tian=bool(data.get("tian", False)),
        di=bool(data.get("di", False)),
        options=options,
    ).to_json()


@score_app.command("daer")
def score_daer(
    holding: Annotated[
        str | None,
        typer.Argument(help="melds in brackets, concealed cards, +winning card"),
    ] = None,
    self_drawn: Annotated[
        bool, typer.Option("--self-drawn", help="the winner drew X 自摸")
    ] = False,
    tian: Annotated[bool, typer.Option("--tian", help="天胡: the dealer's dealt cards")] = False,
    di: Annotated[bool, typer.Option("--di", help="地胡: on the dealer's opening discard")] = False,
    seats: Annotated[int, typer.Option("--seats", help="4 (with the 底家) or 3")] = 4,
    option: Annotated[
        list[str] | None,
        typer.Option("--option", "-o", help="a game option, name=value (paixi rules daer)"),
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="en or zh")] = "en",
    batch: Annotated[
        str | None, typer.Option("--batch", help="score one holding per line (- = stdin)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
) -> None:
    r"""大贰: the best split of a holding into 7 units, its 胡, 等 and points.

    Small cards s1-s10 (一…十), big cards b1-b10 (壹…拾); declared melds in
    brackets; +CARD is the winning card. The rules: paixi rules daer.

    Examples:

      paixi score daer "\[peng s10] \[chi s1s2s3] \[peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9"

      paixi score daer --lang zh "\[碰 十] \[吃 一二三] \[碰 五] 柒 柒 七 六 七 八 贰 叁 肆 捌 拾 +玖"
    """
    from paixi.games.daer.holding import score_holding

    try:
        options = _options(seats, option)
        lang = check_lang(lang)
    except PaixiError as exc:
        fail(str(exc))
    if batch is not None:
        score_batch(batch, lambda data: _score_line(data, options), lambda t: {"holding": t})
        return
    if holding is None:
        fail("give a holding, e.g. '[peng s10] s1 s2 s3 ... +b9' (or --batch FILE)")
    try:
        result = score_holding(holding, self_drawn, tian=tian, di=di, options=options)
    except PaixiError as exc:
        fail(f"invalid holding: {exc}")
    if as_json:
        print_json(result.to_json())
    else:
        console.print(result.text(lang), markup=False)
    if not result.is_win:
        raise typer.Exit(1)


def bench_daer_score(seconds: float) -> BenchResult:
    """Holdings scored per second: 2,000 random holdings at a win (seed 0, 30 %
    with one card changed), the search memo cleared before each pass; CPU time."""
    from paixi.games.daer.holding import score_holding
    from paixi.games.daer.samples import random_holding
    from paixi.games.daer.scoring import clear_caches

    rng = random.Random(0)
    holdings = [random_holding(rng) for _ in range(2000)]
    count = passes = 0
    elapsed = 0.0
    while passes == 0 or elapsed < seconds:
        clear_caches()
        start = time.process_time()
        for h in holdings:
            score_holding(h)
        elapsed += time.process_time() - start
        count += len(holdings)
        passes += 1
    return BenchResult(
        "daer-score",
        count,
        elapsed,
        "holdings",
        f"2000 random holdings (seed 0), {passes} pass{'' if passes == 1 else 'es'}, memo cleared before each, CPU time",
    )


BENCHMARKS = {"daer-score": bench_daer_score}
