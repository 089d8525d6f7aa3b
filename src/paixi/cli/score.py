"""``paixi score``: what a hand is worth (docs/specs/mcr.md §13-§17), and ``paixi bench mcr-score``.

* ``paixi score mcr "123m 456p 789s 11z 55z" --win 5z [--self-drawn] [--melds 555z] ...``
  prints the fan table (English and Chinese names, points; ``--lang zh`` in
  Chinese) and the total; ``--json`` prints the result as JSON. A malformed hand prints the reason and
  exits with status 2; a hand that is no winning shape exits with status 1.
* ``paixi score mcr --batch FILE.jsonl`` scores one hand per line given in the
  input fields of the vector format (§19) and writes one JSON result per line
  (``is_win, fans, fan_points, total, meets_minimum, settlement, waits``). A
  bad line gives ``{"line": n, "error": "..."}`` and the others go on; the
  exit status is 1 if any line was bad. ``-`` reads standard input.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

from paixi.cli.common import check_lang, console, fail, print_json, score_batch
from paixi.core.bench import BenchResult
from paixi.core.errors import PaixiError
from paixi.equipment.mahjong import Meld, parse_meld_text, parse_tile, parse_tiles, parse_wind

if TYPE_CHECKING:
    from paixi.games.mcr.scoring import ScoreResult, WinSituation

score_app = typer.Typer(
    help="What a hand is worth: one subcommand per game (mcr, ...).",
    no_args_is_help=True,
)
"""``paixi score``: each scorable game adds its subcommand here from its own
module (``paixi/cli/score_<id>.py``: ``@score_app.command("<id>")``)."""

VECTOR_FILE_NAME = "mcr-fans.jsonl"


def _melds(texts: Iterable[str]) -> list[Meld]:
    """``--melds`` values: sets separated by spaces or commas; ``!`` marks a concealed kong."""
    melds = []
    for text in texts:
        for token in text.replace(",", " ").split():
            melds.append(parse_meld_text(token))
    return melds


def _render(result: ScoreResult, lang: str = "en") -> None:
    """Print the fan table, the totals and the settlement (``lang`` en or zh)."""
    if lang == "zh":
        table = Table("#", "番种", "番", "×", "小计", title="国标麻将")
    else:
        table = Table("#", "fan", "番种", "points", "×", "sum", title="MCR 国标麻将")
    for fan in result.fans:
        names = [fan.name_zh] if lang == "zh" else [fan.name_en, fan.name_zh]
        table.add_row(str(fan.number), *names, str(fan.points), str(fan.count), str(fan.value))
    console.print(table)
    zh = lang == "zh"
    console.print(
        f"番数（不计花牌）{result.fan_points}   基本分 {result.total}"
        if zh
        else f"fan points (without flowers): {result.fan_points}   total 基本分: {result.total}",
        markup=False,
    )
    if result.settlement is None:
        console.print(
            "未达起和番（不够8番），不能和牌"
            if zh
            else "below the 8-point minimum: the hand cannot be declared (未达起和番)",
            markup=False,
        )
    else:
        s = result.settlement
        if zh:
            payers = (
                f"其他每家 {s.each_other}"
                if s.discarder is None
                else f"点炮者 {s.discarder}，其他每家 {s.each_other}"
            )
            console.print(f"结算：和牌者 +{s.winner}，{payers}", markup=False)
            return
        payers = (
            f"each other player {s.each_other}"
            if s.discarder is None
            else f"discarder {s.discarder}, each other player {s.each_other}"
        )
        console.print(f"settlement: winner +{s.winner}, {payers}", markup=False)


def _result_json(result: ScoreResult) -> dict[str, Any]:
    """The ``--json`` output: the result with both names of every fan and the shape."""
    data = result.to_json()
    data["fans"] = [
        {"name": f.name_en, "zh": f.name_zh, "points": f.points, "count": f.count}
        for f in result.fans
    ]
    data["shape"] = result.shape
    return data


def _batch(path: str) -> None:
    """Score a JSON-lines file (or stdin); one JSON result or error object per line."""
    from paixi.games.mcr.scoring import score_vector

    score_batch(path, score_vector)


@score_app.command("mcr")
def score_mcr(
    hand: Annotated[
        str | None,
        typer.Argument(help="concealed tiles, e.g. '123m 456p 789s 11z' (win tile optional)"),
    ] = None,
    win: Annotated[
        str | None,
        typer.Option("--win", help="the winning tile, e.g. 5z (required, unless --batch)"),
    ] = None,
    melds: Annotated[
        list[str] | None,
        typer.Option("--melds", help="declared sets, e.g. '555z 234m'; !1111m = concealed kong"),
    ] = None,
    self_drawn: Annotated[bool, typer.Option("--self-drawn", help="自摸")] = False,
    last_copy: Annotated[bool, typer.Option("--last-copy", help="和绝张")] = False,
    kong_related: Annotated[
        bool, typer.Option("--kong", help="杠上开花 (self-drawn) or 抢杠和 (discard)")
    ] = False,
    wall_last: Annotated[
        bool, typer.Option("--wall-last", help="妙手回春 (self-drawn) or 海底捞月 (discard)")
    ] = False,
    seat_wind: Annotated[str, typer.Option("--seat-wind", help="E, S, W or N")] = "E",
    prevalent_wind: Annotated[str, typer.Option("--prevalent-wind", help="E, S, W or N")] = "E",
    flowers: Annotated[int, typer.Option("--flowers", help="flowers set aside, 0-8")] = 0,
    batch: Annotated[
        str | None,
        typer.Option(
            "--batch", help="score a JSON-lines file, one hand per line (- = stdin); see below"
        ),
    ] = None,
    lang: Annotated[str, typer.Option("--lang", help="en or zh (fan names in 中文)")] = "en",
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
) -> None:
    """国标麻将 MCR: the fans, the total and the settlement of a hand.

    Give the concealed tiles and --win TILE (required); declared sets go in
    --melds, and the concealed tiles then number 3 fewer per set.

    --batch FILE reads one JSON object per line with these fields: "hand" and
    "win_tile" (tile strings, required), "packs" (a list of
    {"type": "chow"|"pung"|"kong", "tiles": "234m", "concealed": false}),
    "self_drawn", "last_copy", "kong_related", "wall_last" (true/false),
    "seat_wind", "prevalent_wind" ("E" "S" "W" "N") and "flowers" (0-8), e.g.
    {"hand": "123m456p789s11z55z", "win_tile": "5z", "packs": []}.
    It writes one JSON result per line; a bad line gives {"line": n, "error": ...}.

    Examples:

      paixi score mcr "123m 456p 789s 11z 55z" --win 5z

      paixi score mcr "123m 456p 789s 1z" --win 1z --melds 555z --lang zh
    """
    try:
        lang = check_lang(lang)
    except PaixiError as exc:
        fail(str(exc))
    if batch is not None:
        _batch(batch)
        return
    if hand is None or win is None:
        fail("give the hand and --win TILE (or --batch FILE)")
    from paixi.games.mcr.scoring import WinSituation, score_hand

    try:
        situation = WinSituation(
            win_tile=parse_tile(win),
            self_drawn=self_drawn,
            last_copy=last_copy,
            kong_related=kong_related,
            wall_last=wall_last,
            seat_wind=parse_wind(seat_wind),
            prevalent_wind=parse_wind(prevalent_wind),
            flowers=flowers,
        )
        result = score_hand(parse_tiles(hand), _melds(melds or []), situation)
    except PaixiError as exc:
        fail(f"invalid hand: {exc}")
    if as_json:
        print_json(_result_json(result))
    elif result.is_win:
        _render(result, lang)
    if not result.is_win:
        if not as_json:
            console.print(
                "不成和牌型" if lang == "zh" else "not a winning shape (不成和牌型)", markup=False
            )
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add ``paixi score`` (with every game's subcommand) to the command line."""
    app.add_typer(score_app, name="score")


# --- benchmark ---------------------------------------------------------------------------


def find_vector_file() -> Path | None:
    """The MCR vector file: ``$PAIXI_VECTORS/mcr-fans.jsonl`` or ``shared/vectors/`` above here."""
    env = os.environ.get("PAIXI_VECTORS")
    if env:
        return Path(env) / VECTOR_FILE_NAME
    for start in (Path.cwd(), Path(__file__).resolve()):
        for folder in (start, *start.parents):
            for candidate in (
                folder / "shared" / "vectors" / VECTOR_FILE_NAME,
                folder / "vectors" / VECTOR_FILE_NAME,
            ):
                if candidate.is_file():
                    return candidate
    return None


def _distinct_hands(path: Path) -> list[tuple[list[int], list[Meld], WinSituation]]:
    """The distinct hands (by their input fields) of the vector file, parsed."""
    from paixi.games.mcr.scoring import parse_vector_input

    seen: dict[str, tuple[list[int], list[Meld], WinSituation]] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            data = json.loads(line)
            key = json.dumps(
                {k: data.get(k) for k in ("hand", "packs", "win_tile", *_SITUATION_KEYS)},
                sort_keys=True,
            )
            if key not in seen:
                seen[key] = parse_vector_input(data)
    return list(seen.values())


_SITUATION_KEYS = (
    "self_drawn",
    "last_copy",
    "kong_related",
    "wall_last",
    "seat_wind",
    "prevalent_wind",
    "flowers",
)


def bench_mcr_score(seconds: float) -> BenchResult:
    """Hands scored per second over the distinct hands of the vector file.

    Each pass clears the scorer's memos first and scores every hand once;
    passes repeat until ``seconds`` have gone by (at least one). Parsing the
    file and building the precomputed suit and chow tables are outside the timing.
    Time is this process's CPU time, so that other jobs on a shared machine
    do not distort the figure (single-threaded: equal to wall time when idle).
    """
    from paixi.games.mcr.decompose import clear_caches, suit_table
    from paixi.games.mcr.fans_sets import chow_table
    from paixi.games.mcr.scoring import score_hand

    path = find_vector_file()
    if path is None or not path.is_file():
        return BenchResult(
            "mcr-score", 0, 0.0, "hands", f"{VECTOR_FILE_NAME} not found: set PAIXI_VECTORS"
        )
    hands = _distinct_hands(path)
    suit_table()
    chow_table()
    count = 0
    passes = 0
    elapsed = 0.0
    while passes == 0 or elapsed < seconds:
        clear_caches()
        start = time.process_time()
        for concealed, melds, situation in hands:
            score_hand(concealed, melds, situation)
        elapsed += time.process_time() - start
        count += len(hands)
        passes += 1
    return BenchResult(
        "mcr-score",
        count,
        elapsed,
        "hands",
        f"{len(hands)} distinct hands of {path.name}, {passes} pass{'' if passes == 1 else 'es'}, memos cleared before each, CPU time",
    )


BENCHMARKS = {"mcr-score": bench_mcr_score}
