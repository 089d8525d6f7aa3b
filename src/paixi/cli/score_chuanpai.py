"""``paixi score chuanpai``: what a 川牌 holding is worth (docs/specs/chuanpai.md §5.7-§8),
and ``paixi bench chuanpai-score``.

``--lang zh`` prints the split and the fans in Chinese only.

* ``paixi score chuanpai "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36"``
  prints the best split (坎 and 卯), its 陀, the fans and the payment ``u``
  in Chinese and English. Cards are two-digit ids (``46``), ``4-6`` or
  names; ``type:card`` is a meld (``chi:66+11``, ``peng:44``, ``gang:44``,
  ``tuhuo:44``, ``tuhuo5:44``, ``xiang:44``); ``+36`` is the winning card.
  ``--dealer`` uses the dealer's threshold (34), ``--no-chi`` says the
  winning card may only make a 坎 (it came from the 下家's flip).
  ``--json`` prints JSON. Exit status 1 if the holding does not win, 2 if
  it is malformed.
* ``--batch FILE`` scores one JSON object per line
  (``{"holding": "...", "dealer": false, "chi": true}``) or one holding text
  per line, writing one JSON result per line (``-`` = stdin).
"""

from __future__ import annotations

import random
import time
from typing import Annotated, Any

import typer

from paixi.cli.common import check_lang, console, fail, print_json, score_batch
from paixi.cli.score import score_app
from paixi.core.bench import BenchResult
from paixi.core.errors import PaixiError


def _render(result: Any, lang: str = "en") -> None:
    from paixi.equipment.chuanpai import IDS, KINDS
    from paixi.games.chuanpai.scoring import fan_json

    def name(k: int) -> str:
        return f"{IDS[k]}{KINDS[k].name}"

    s = result.split
    zh = lang == "zh"
    kans = " ".join(f"[{name(k)}×3]" for k in s.kans) or "-"
    maos = " ".join(f"[{name(a)}+{name(b)}]" for a, b in s.maos)
    if zh:
        who = "庄家" if result.dealer else "闲家"
        lines = [f"川牌 — {who}，需 {result.threshold} 陀"]
        if result.melds:
            lines.append("明牌: " + " ".join(str(m) for m in result.melds))
        lines += [f"坎: {kans}", f"卯: {maos}", f"卯数 {s.mao}   陀 {s.tuo}"]
    else:
        who = "庄家 dealer" if result.dealer else "闲家 non-dealer"
        lines = [f"川牌 chuanpai — {who}, 陀 needed {result.threshold}"]
        if result.melds:
            lines.append("melds 明牌: " + " ".join(str(m) for m in result.melds))
        lines += [f"kan 坎: {kans}", f"mao 卯: {maos}", f"mao 卯数 {s.mao}   tuo 陀 {s.tuo}"]
    for fan in s.fans:
        f = fan_json(fan)
        card = f" {f['card']}" if f["card"] else ""
        lines.append(
            f"  {f['zh']}{card}: {f['value']}"
            if zh
            else f"  {f['zh']} {f['en']}{card}: {f['value']}"
        )
    lines.append(
        f"番 {s.fan_total}（计 {result.fan}）   每家付 {result.u}"
        if zh
        else f"fans 番 {s.fan_total} (counted {result.fan})   each payer pays u = {result.u} "
        f"(每家付 {result.u})"
    )
    for line in lines:
        console.print(line, markup=False)


def _score_one(data: Any, **kwargs: Any) -> dict[str, Any]:
    from paixi.games.chuanpai.scoring import score_holding

    holding = data.get("holding") if isinstance(data, dict) else None
    if not isinstance(holding, str):
        raise PaixiError('each line needs "holding": "<cards and melds>"')
    result = score_holding(
        holding,
        dealer=bool(data.get("dealer", False)),
        chi_allowed=bool(data.get("chi", True)),
        **kwargs,
    )
    return result.to_json()


def _batch(path: str, **kwargs: Any) -> None:
    score_batch(path, lambda data: _score_one(data, **kwargs), lambda text: {"holding": text})


def _option_values(option: list[str], flags: dict[str, Any]) -> dict[str, Any]:
    """``-o name=value`` options of docs/specs/chuanpai.md §2, checked like the
    game's (an unknown name or a bad value is one ``paixi:`` line); the flags
    give the other values. Only the options that change a holding's value
    are returned."""
    from paixi.core.options import parse_option_args, parse_options
    from paixi.games.chuanpai.game import ChuanpaiOptions

    try:
        values = {**flags, **parse_option_args(option)}
        opts = parse_options(ChuanpaiOptions, values)
    except PaixiError as exc:
        fail(str(exc))
    return {name: getattr(opts, name) for name in flags}


@score_app.command("chuanpai")
def score_chuanpai(
    holding: Annotated[
        str | None,
        typer.Argument(help="cards, melds and +winning card (see the example above)"),
    ] = None,
    dealer: Annotated[bool, typer.Option("--dealer", help="庄家: threshold 34")] = False,
    no_chi: Annotated[
        bool, typer.Option("--no-chi", help="the winning card may only make a kan (下家's flip)")
    ] = False,
    stake: Annotated[int, typer.Option("--stake", min=1)] = 1,
    max_fan: Annotated[int | None, typer.Option("--max-fan", min=0)] = None,
    required_mao: Annotated[int, typer.Option("--required-mao", min=1)] = 7,
    dealer_threshold: Annotated[int, typer.Option("--dealer-threshold")] = 34,
    other_threshold: Annotated[int, typer.Option("--other-threshold")] = 33,
    copies: Annotated[int, typer.Option("--copies", min=4, max=5)] = 5,
    option: Annotated[
        list[str] | None,
        typer.Option(
            "--option",
            "-o",
            help="a game option, name=value (stake, max_fan, required_mao, "
            "dealer_threshold, other_threshold, copies)",
        ),
    ] = None,
    batch: Annotated[
        str | None,
        typer.Option("--batch", help="score one holding per line (- = stdin)"),
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="en or zh (fan names in 中文)")] = "en",
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
) -> None:
    """川牌 chuanpai: the best split of a holding, its 陀, fans and payment.

    Cards are two-digit ids (46), 4-6 or names; type:card is a meld
    (chi:66+11, peng:44, gang:44, tuhuo:44, tuhuo5:44, xiang:44); +36 is the
    winning card. The notation: paixi rules chuanpai.

    Example:

      paixi score chuanpai "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36"
    """
    try:
        lang = check_lang(lang)
    except PaixiError as exc:
        fail(str(exc))
    kwargs: dict[str, Any] = {
        "stake": stake,
        "max_fan": max_fan,
        "required_mao": required_mao,
        "dealer_threshold": dealer_threshold,
        "other_threshold": other_threshold,
        "copies": copies,
    }
    if option:
        kwargs.update(_option_values(option, kwargs))
    if batch is not None:
        _batch(batch, **kwargs)
        return
    if holding is None:
        fail("give a holding (or --batch FILE)")
    from paixi.games.chuanpai.scoring import score_holding

    try:
        result = score_holding(holding, dealer=dealer, chi_allowed=not no_chi, **kwargs)
    except PaixiError as exc:
        fail(f"invalid holding: {exc}")
    if as_json:
        print_json(result.to_json())
    elif result.is_win:
        _render(result, lang)
    else:
        console.print(
            f"不能割牌: {result.reason}" if lang == "zh" else f"no win 不能割牌: {result.reason}",
            markup=False,
        )
    if not result.is_win:
        raise typer.Exit(1)


def bench_chuanpai_score(seconds: float) -> BenchResult:
    """Holdings scored per second (best split, 陀, fans, payment) over 2,000
    random holdings built from 卯 and 坎 units plus random melds (so most of
    them are complete), CPU time of this process."""
    from paixi.games.chuanpai.sampling import random_holding
    from paixi.games.chuanpai.scoring import score_holding

    rng = random.Random(2024)
    holdings = [random_holding(rng) for _ in range(2000)]
    count = 0
    elapsed = 0.0
    while count == 0 or elapsed < seconds:
        start = time.process_time()
        for h in holdings:
            score_holding(h)
        elapsed += time.process_time() - start
        count += len(holdings)
    return BenchResult(
        "chuanpai-score", count, elapsed, "holdings", "2,000 random holdings, CPU time"
    )


BENCHMARKS = {"chuanpai-score": bench_chuanpai_score}
