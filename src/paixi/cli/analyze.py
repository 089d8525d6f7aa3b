"""``paixi analyze``: a hand analyser, one subcommand per game (today MCR).

``paixi analyze mcr "<hand>" [--melds SETS] [--seen TILES] [--seat-wind E]
[--prevalent-wind E] [--flowers N] [--lang zh] [--json]``: for 14 tiles every
discard ranked by shanten, effective tiles still unseen and the point plans
it keeps; for 13 tiles the waits with the fans and total of each win
(:mod:`paixi.games.mcr.analysis`).
"""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from paixi.cli.common import check_lang, console, fail, print_json

analyze_app = typer.Typer(
    help="Analyse a hand: discards, effective tiles, waits (mcr).", no_args_is_help=True
)


@analyze_app.command("mcr")
def analyze_mcr(
    hand: Annotated[
        str,
        typer.Argument(
            help="concealed tiles: 13 or 14 with the sets, e.g. '123m 456p 789s 11z 35z'"
        ),
    ],
    melds: Annotated[
        list[str] | None,
        typer.Option("--melds", help="declared sets, e.g. '555z 234m'; !1111m = concealed kong"),
    ] = None,
    seen: Annotated[
        str, typer.Option("--seen", help="tiles in sight elsewhere (discards, others' melds)")
    ] = "",
    seat_wind: Annotated[str, typer.Option("--seat-wind", help="E, S, W or N")] = "E",
    prevalent_wind: Annotated[str, typer.Option("--prevalent-wind", help="E, S, W or N")] = "E",
    flowers: Annotated[int, typer.Option("--flowers", help="flowers set aside, 0-8")] = 0,
    lang: Annotated[str, typer.Option("--lang", help="en or zh")] = "en",
    as_json: Annotated[bool, typer.Option("--json")] = False,
) -> None:
    """国标麻将 MCR: rank the discards of 14 tiles, or list the waits of 13 and their worth."""
    from paixi.cli.score import _melds
    from paixi.core.errors import OptionError, PaixiError
    from paixi.equipment.mahjong import parse_tiles, parse_wind
    from paixi.games.mcr.analysis import analyze

    lang = check_lang(lang)
    if not 0 <= flowers <= 8:
        raise OptionError(f"--flowers must be 0-8, not {flowers}")
    try:
        result = analyze(
            parse_tiles(hand),
            _melds(melds or []),
            parse_tiles(seen) if seen.strip() else [],
            parse_wind(seat_wind),
            parse_wind(prevalent_wind),
            flowers,
        )
    except PaixiError as exc:
        fail(f"invalid hand: {exc}")
    data = analysis_json(result)
    if as_json:
        print_json(data)
    else:
        _print(data, lang == "zh")


def _tile(t: int) -> str:
    from paixi.equipment.mahjong import format_tiles

    return format_tiles([t])


def _plan_json(pd: Any) -> dict[str, Any]:
    plan = pd.plan
    return {
        "fan": plan.name_en,
        "fan_zh": plan.name_zh,
        "points": plan.points,
        "shape": plan.label,
        "distance": pd.distance,
    }


def _score_json(result: Any) -> dict[str, Any]:
    return {
        "total": result.total,
        "meets_minimum": result.meets_minimum,
        "fans": [[f.name_en, f.name_zh, f.points, f.count] for f in result.fans],
    }


def analysis_json(result: Any) -> dict[str, Any]:
    """The analysis as JSON-safe data (what ``--json`` prints)."""
    data: dict[str, Any] = {"tiles": result.tiles, "shanten": result.shanten}
    if result.tiles == 14:
        data["discards"] = [
            {
                "discard": _tile(o.tile),
                "shanten": o.shanten,
                "effective": {_tile(e.tile): e.unseen for e in o.effective},
                "effective_count": o.effective_count,
                "eight_point_distance": o.eight_point_distance,
                "plans": [_plan_json(p) for p in o.plans],
            }
            for o in result.discards
        ]
        return data
    data["plans"] = [_plan_json(p) for p in result.plans]
    if result.shanten > 0:
        data["effective"] = {_tile(e.tile): e.unseen for e in result.effective}
        return data
    data["waits"] = [
        {
            "tile": _tile(w.tile),
            "unseen": w.unseen,
            "by_discard": _score_json(w.by_discard),
            "self_drawn": _score_json(w.self_drawn),
        }
        for w in result.waits
    ]
    return data


def _print(data: dict[str, Any], zh: bool) -> None:
    from paixi.games.mcr.render import tile_zh

    def tile(code: str) -> str:
        return tile_zh(code) if zh else code

    def plans(items: list[dict[str, Any]]) -> str:
        key = "fan_zh" if zh else "fan"
        return ", ".join(f"{p[key]} {p['shape']} ({p['distance']})" for p in items)

    shanten_word = "向听" if zh else "shanten"
    if data["tiles"] == 14:
        table = Table(
            "打" if zh else "discard",
            shanten_word,
            "进张" if zh else "effective",
            "8番距离" if zh else "to 8 pts",
            "番种计划" if zh else "plans kept (distance)",
            title="国标麻将 牌效" if zh else "MCR discards",
        )
        for o in data["discards"]:
            table.add_row(
                tile(o["discard"]),
                str(o["shanten"]),
                f"{o['effective_count']} ({len(o['effective'])}{'种' if zh else ' kinds'})",
                str(o["eight_point_distance"]),
                plans(o["plans"]),
            )
        console.print(table)
        return
    console.print(f"{shanten_word} {data['shanten']}", markup=False)
    if "effective" in data:
        eff = " ".join(f"{tile(t)}×{n}" for t, n in data["effective"].items())
        console.print(("进张 " if zh else "effective tiles ") + eff, markup=False)
    console.print(("番种计划 " if zh else "plans ") + plans(data["plans"]), markup=False)
    if "waits" in data:
        table = Table(
            "听" if zh else "wait",
            "未见" if zh else "unseen",
            "点和" if zh else "by discard",
            "自摸" if zh else "self-drawn",
            "番种" if zh else "fans (discard win)",
            title="国标麻将 听牌" if zh else "MCR waits",
        )
        for w in data["waits"]:
            d, s = w["by_discard"], w["self_drawn"]
            names = ", ".join(f"{f[1] if zh else f[0]} {f[2]}" for f in d["fans"])
            table.add_row(
                tile(w["tile"]),
                str(w["unseen"]),
                f"{d['total']}{'' if d['meets_minimum'] else ' ✗'}",
                f"{s['total']}{'' if s['meets_minimum'] else ' ✗'}",
                names,
            )
        console.print(table)
        if any(
            not w["by_discard"]["meets_minimum"] or not w["self_drawn"]["meets_minimum"]
            for w in data["waits"]
        ):
            console.print(
                "✗ = " + ("不够8番起和" if zh else "below the 8-point minimum"), markup=False
            )


def register(app: typer.Typer) -> None:
    """Add ``paixi analyze`` to the command line."""
    app.add_typer(analyze_app, name="analyze")
