"""The MCR heuristic agent: play for a win worth 8 points (docs/specs/mcr.md §6-§12).

Its discard leaves the hand nearest to an 8-point win by some plan
(:func:`.plans.eight_point_distance`: Pure Straight, Mixed Triple Chow,
Seven Pairs, flushes...), then the lowest shanten, then the most effective
tiles still unseen. A discard that leaves the hand ready is valued by its
waits as actually scored (§16): waits whose win reaches 8 points count, the
others do not. It claims a chow, pung or kong only when, after its best
discard, the hand is nearer to an 8-point win than before; it wins whenever
the engine offers a win (which it only does at 8 points or more, §12).
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.mahjong import NUM_FACES, Meld, Tile, parse_tiles, parse_wind, tile_counts
from paixi.games.mcr.actions import CHOW, DISCARD, HU, KONG, PASS, PUNG, Action
from paixi.games.mcr.plans import FAR, eight_point_distance
from paixi.games.mcr.scoring import WinSituation, score_hand
from paixi.games.mcr.shanten import shanten_of_counts, waits_of_counts


class HeuristicAgent:
    """Plays for points; see the module docstring."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if HU in legal:
            return HU
        view = HandView(obs)
        if any(a.kind == DISCARD for a in legal):
            return self._own_turn(view, legal)
        return self._claim(view, obs, legal)

    # --- own turn -------------------------------------------------------------------

    def _own_turn(self, view: HandView, legal: list[Action]) -> Action:
        best_key, best = self._best_discard(view, view.counts, view.melds, legal)
        for a in legal:
            if a.kind != KONG:
                continue
            counts, melds = view.after_kong(a.tile)
            packs = len(melds)
            if shanten_of_counts(counts, packs) <= best_key[1] and (
                eight_point_distance(counts, melds) <= best_key[0]
            ):
                return a
        return best

    def _best_discard(
        self, view: HandView, counts: list[int], melds: list[Meld], legal: list[Action] | None
    ) -> tuple[tuple[float, ...], Action]:
        """The best discard of a 14-tile hand and its key (distance, shanten, -value)."""
        packs = len(melds)
        faces = (
            [a.tile for a in legal if a.kind == DISCARD]
            if legal is not None
            else [t for t in range(NUM_FACES) if counts[t]]
        )
        shantens = {}
        for t in faces:
            counts[t] -= 1
            shantens[t] = shanten_of_counts(counts, packs)
            counts[t] += 1
        low = min(shantens.values())
        scored: list[list[float]] = []  # [distance, shanten, -ready value, tile]
        cutoff = FAR
        for t in faces:
            if shantens[t] > low + 1:
                continue
            counts[t] -= 1
            ready_value = view.ready_value(counts, melds) if shantens[t] == 0 else 0.0
            shanten = shantens[t]
            if ready_value > 0:
                distance = 0
            else:
                distance = max(1, eight_point_distance(counts, melds, cutoff + 1))
                # ready, but no wait reaches 8 points: no better than one tile away
                shanten = max(shanten, 1)
            cutoff = min(cutoff, distance)
            counts[t] += 1
            scored.append([distance, shanten, -ready_value, t])
        scored.sort()
        top = [s for s in scored if s[:2] == scored[0][:2]]
        if len(top) > 1 and top[0][2] == 0:  # not ready: the most effective tiles
            for s in top:
                t = int(s[3])
                counts[t] -= 1
                s[2] = -view.effective(counts, packs) + _isolation(counts, t) * 1e-3
                counts[t] += 1
            top.sort()
        key = tuple(top[0][:3])
        return key, Action(DISCARD, int(top[0][3]))

    # --- claims ---------------------------------------------------------------------

    def _claim(self, view: HandView, obs: dict[str, Any], legal: list[Action]) -> Action:
        window = obs.get("window") or {}
        if not window.get("tile"):
            return PASS
        tile = parse_tiles(window["tile"])[0]
        now = eight_point_distance(view.counts, view.melds)
        now_shanten = shanten_of_counts(view.counts, len(view.melds))
        best, best_key = PASS, (float(now), float(now_shanten))
        for a in legal:
            if a.kind not in (CHOW, PUNG, KONG):
                continue
            counts, melds = view.after_claim(a, tile)
            if a.kind == KONG:  # no discard follows: a 13-tile hand again
                key = (
                    float(eight_point_distance(counts, melds)),
                    float(shanten_of_counts(counts, len(melds))),
                )
            else:
                full, _ = self._best_discard(view, counts, melds, None)
                key = (full[0], full[1])
            if key < best_key:
                best, best_key = a, key
        return best


class HandView:
    """What the agent reads off its observation: its tiles, sets, the unseen copies."""

    def __init__(self, obs: dict[str, Any]) -> None:
        seat = obs["seat"]
        self.counts = tile_counts(parse_tiles(obs["my_tiles"]))[:NUM_FACES]
        self.melds = [Meld.from_json(m) for m in obs["melds"][seat]]
        seen: list[Tile] = list(parse_tiles(obs["my_tiles"]))
        for pile in obs["discards"]:
            for tile, claimed in pile:
                if not claimed:  # a claimed discard is counted in its meld
                    seen.extend(parse_tiles(tile))
        for melds in obs["melds"]:
            for m in melds:
                if m.get("tiles"):  # a concealed kong of another seat shows no tiles
                    seen.extend(parse_tiles(m["tiles"]))
        sight = tile_counts(seen)
        self.unseen = [max(0, 4 - sight[t]) for t in range(NUM_FACES)]
        self.seat_wind = parse_wind(obs["seat_winds"][seat])
        self.prevalent_wind = parse_wind(obs["prevalent_wind"])
        flowers = obs.get("flowers") or []
        self.flowers = len(parse_tiles(flowers[seat])) if flowers and flowers[seat] else 0

    def ready_value(self, counts: list[int], melds: list[Meld]) -> float:
        """Unseen winning copies of a ready hand whose win reaches 8 points
        (a win that needs self-draw for it counts a quarter)."""
        concealed = [t for t in range(NUM_FACES) for _ in range(counts[t])]
        value = 0.0
        for w in waits_of_counts(counts, len(melds)):
            if not self.unseen[w]:
                continue
            sit = WinSituation(
                win_tile=w,
                seat_wind=self.seat_wind,
                prevalent_wind=self.prevalent_wind,
                flowers=self.flowers,
            )
            if score_hand(concealed, melds, sit).meets_minimum:
                value += self.unseen[w]
                continue
            drawn = WinSituation(
                win_tile=w,
                self_drawn=True,
                seat_wind=self.seat_wind,
                prevalent_wind=self.prevalent_wind,
                flowers=self.flowers,
            )
            if score_hand(concealed, melds, drawn).meets_minimum:
                value += self.unseen[w] / 4
        return value

    def effective(self, counts: list[int], packs: int) -> int:
        """Unseen copies of the faces that lower the shanten of a 13-tile hand."""
        now = shanten_of_counts(counts, packs)
        total = 0
        for t in range(NUM_FACES):
            if not self.unseen[t] or counts[t] == 4:
                continue
            counts[t] += 1
            if shanten_of_counts(counts, packs) < now:
                total += self.unseen[t]
            counts[t] -= 1
        return total

    def after_kong(self, tile: Tile) -> tuple[list[int], list[Meld]]:
        counts = list(self.counts)
        melds = list(self.melds)
        if counts[tile] == 4:
            counts[tile] = 0
            melds.append(Meld("kong", (tile,) * 4, concealed=True))
        else:  # the fourth tile of a melded pung
            counts[tile] -= 1
            melds = [Meld("kong", (tile,) * 4) if m.tiles == (tile,) * 3 else m for m in melds]
        return counts, melds

    def after_claim(self, action: Action, tile: Tile) -> tuple[list[int], list[Meld]]:
        counts = list(self.counts)
        melds = list(self.melds)
        if action.kind == CHOW:
            run = (action.tile, action.tile + 1, action.tile + 2)
            for t in run:
                if t != tile:
                    counts[t] -= 1
            melds.append(Meld("chow", run))
        elif action.kind == PUNG:
            counts[tile] -= 2
            melds.append(Meld("pung", (tile,) * 3))
        else:
            counts[tile] -= 3
            melds.append(Meld("kong", (tile,) * 4))
        return counts, melds


def _isolation(counts: list[int], tile: Tile) -> int:
    """How little ``tile`` works with the rest (discard the loneliest on ties)."""
    if tile >= 27:
        return 3 - counts[tile]
    rank = tile % 9
    near = sum(counts[tile + d] for d in (-2, -1, 1, 2) if 0 <= rank + d < 9)
    return 4 - near - counts[tile]
