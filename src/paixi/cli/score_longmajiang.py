"""``paixi score longmajiang``: what a 龙麻将 hand is worth (docs/specs/longmajiang.md §6), and
``paixi bench longmajiang-score``.

* ``paixi score longmajiang "AS 2S 3S 4H 5H 6H 7C 8C" --win 9C --self-drawn``
  prints the best reading (each group, what each wild stands for) and the fan
  items in 中文 and English; exposed melds go in brackets
  (``"[7H KH QH] [10S 10H 10D 10C] KS 4S" --win 4C``); ``--lang zh`` prints
  the names in Chinese only. ``--json`` prints the result as JSON. A malformed hand exits with status 2, a hand that does not
  win with status 1.
* ``--batch FILE`` scores one hand per line (``-`` = standard input): either
  the hand text alone, or a JSON object ``{"hand": ..., "win": ...,
  "self_drawn": ..., "heavenly": ..., "earthly": ..., "last_card": ...}``;
  one JSON result per line (``{"line": n, "error": ...}`` for a bad line, and
  exit status 1 if any).
"""

from __future__ import annotations

import time
from typing import Annotated, Any

import typer

from paixi.cli.common import check_lang, console, fail, print_json, score_batch
from paixi.cli.score import score_app
from paixi.core.bench import BenchResult
from paixi.core.errors import PaixiError


def _rules(set_wilds: str, tongse: str, chenglong_same_suit: bool) -> Any:
    from paixi.core.errors import OptionError
    from paixi.games.longmajiang.scoring import ScoreRules

    if set_wilds not in ("same_suit", "any_suit"):
        raise OptionError(f"--set-wilds must be same_suit or any_suit, not {set_wilds!r}")
    if tongse not in ("suit", "colour"):
        raise OptionError(f"--tongse must be suit or colour, not {tongse!r}")
    return ScoreRules(set_wilds == "any_suit", tongse == "colour", chenglong_same_suit)


def _score_line(data: Any, rules: Any) -> dict[str, Any]:
    from paixi.games.longmajiang.scoring import HandError, Situation, score_text

    if isinstance(data, str):
        data = {"hand": data}
    if not isinstance(data, dict) or not isinstance(data.get("hand"), str):
        raise HandError('a line is a hand or a JSON object with a "hand" text')
    situation = Situation(
        self_drawn=bool(data.get("self_drawn", False)),
        heavenly=bool(data.get("heavenly", False)),
        earthly=bool(data.get("earthly", False)),
        last_card=bool(data.get("last_card", False)),
    )
    score = score_text(data["hand"], data.get("win"), situation, rules)
    out: dict[str, Any] = {"hand": data["hand"], "is_win": score is not None}
    if score is not None:
        out.update(score.to_json())
    return out


def _batch(path: str, rules: Any) -> None:
    score_batch(path, lambda data: _score_line(data, rules), plain=lambda text: text)


@score_app.command("longmajiang")
def score_longmajiang(
    hand: Annotated[
        str | None,
        typer.Argument(
            help="concealed cards, exposed melds in brackets: '[7H KH QH] [10S 10H 10D 10C] KS 4S'"
        ),
    ] = None,
    win: Annotated[str | None, typer.Option("--win", help="the winning card, e.g. 9C")] = None,
    self_drawn: Annotated[bool, typer.Option("--self-drawn", help="自摸")] = False,
    heavenly: Annotated[bool, typer.Option("--heavenly", help="天和")] = False,
    earthly: Annotated[bool, typer.Option("--earthly", help="地和")] = False,
    last_card: Annotated[bool, typer.Option("--last-card", help="海底捞 (implies 自摸)")] = False,
    set_wilds: Annotated[
        str,
        typer.Option(
            help="same_suit (a J/Q/K in a set shares its suit with a number card of the set) "
            "or any_suit"
        ),
    ] = "same_suit",
    tongse: Annotated[
        str, typer.Option(help="同色 counts one suit (suit) or one colour, red or black (colour)")
    ] = "suit",
    chenglong_same_suit: Annotated[
        bool, typer.Option(help="成龙 only when its three runs share one suit")
    ] = False,
    batch: Annotated[
        str | None, typer.Option("--batch", help="score one hand per line (- = stdin)")
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="en or zh (fan names in 中文)")] = "en",
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
) -> None:
    r"""龙麻将: the best reading of every wild, the fans (番) and the total.

    Give all the cards of the hand with the winning card as --win (or among
    them); exposed melds go in brackets; --lang zh names the fans in Chinese
    only. The rules: paixi rules longmajiang.

    Examples:

      paixi score longmajiang "AS 2S 3S 4H 5H 6H 7C 8C" --win 9C --self-drawn

      paixi score longmajiang "\[7H KH QH] \[10S 10H 10D 10C] KS 4S" --win 4C
    """
    from paixi.games.longmajiang.scoring import FAN_NAMES, PATTERN_NAMES, Situation, score_text

    try:
        lang = check_lang(lang)
        rules = _rules(set_wilds, tongse, chenglong_same_suit)
    except PaixiError as exc:
        fail(str(exc))
    if batch is not None:
        _batch(batch, rules)
        return
    if hand is None:
        fail("give the hand (and --win CARD), or --batch FILE")
    situation = Situation(self_drawn, heavenly, earthly, last_card)
    try:
        score = score_text(hand, win, situation, rules)
    except PaixiError as exc:
        fail(f"invalid hand: {exc}")
    if as_json:
        print_json({"is_win": score is not None, **(score.to_json() if score else {})})
        if score is None:
            raise typer.Exit(1)
        return
    in_zh = lang == "zh"
    if score is None:
        console.print("不成和" if in_zh else "not a winning hand 不成和", markup=False)
        raise typer.Exit(1)
    zh, en = PATTERN_NAMES[score.pattern]
    console.print(zh if in_zh else f"{zh} {en}", markup=False)
    for g in score.groups:
        console.print("  " + g.describe(), markup=False)
    for code, fan in score.items:
        zh, en = FAN_NAMES[code]
        if code == "tongse" and rules.tongse_colour:
            en = "one colour"
        line = f"  {zh}  {fan} 番" if in_zh else f"  {zh:<6}{en:<24}{fan:>3} 番"
        console.print(line, markup=False)
    console.print(
        f"合计 {score.total} 番" if in_zh else f"total 合计 {score.total} 番 fan", markup=False
    )


def bench_longmajiang_score(seconds: float) -> BenchResult:
    """Winning hands with wilds scored per second (CPU time, one core).

    2,000 random winning hands (:mod:`paixi.games.longmajiang.handgen`, about
    a third of the cards wild) are made before timing; each pass clears the
    group caches and scores every hand once, until ``seconds`` have passed.
    """
    import random

    from paixi.games.longmajiang import cards
    from paixi.games.longmajiang.handgen import random_winning_hand
    from paixi.games.longmajiang.scoring import score_hand

    rng = random.Random(2026)
    hands = [random_winning_hand(rng, 0.35) for _ in range(2000)]
    wilds = sum(f >= 40 for h in hands for f in h) / len(hands)
    count = passes = 0
    elapsed = 0.0
    while passes == 0 or elapsed < seconds:
        for cache in (cards.run_readings, cards._is_set, cards.group_mask):
            cache.cache_clear()
        start = time.process_time()
        for h in hands:
            score_hand(h)
        elapsed += time.process_time() - start
        count += len(hands)
        passes += 1
    return BenchResult(
        "longmajiang-score",
        count,
        elapsed,
        "hands",
        f"{len(hands)} random winning hands, {wilds:.1f} wilds each, caches cleared per pass, CPU time",
    )


BENCHMARKS = {"longmajiang-score": bench_longmajiang_score}
