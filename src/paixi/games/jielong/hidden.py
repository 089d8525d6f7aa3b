"""接龙: redealing what a seat cannot see, consistently with what it has seen
(docs/specs/jielong.md §5, §9; docs/design.md "Bots and analysis").

Hidden from seat ``k``: the other hands, the other seats' slept tiles and the
undealt tiles. Public play pins them down in four ways, all kept here:

1. With ``sleep_only_when_blocked`` a seat that slept could not join the open
   ends of that moment: neither the tile it slept then, nor any tile it slept
   later, nor any tile it still holds shows one of those values (there is no
   drawing, so its hand then held exactly these tiles).
2. With ``first_player = "three_six"``: when the dice were rolled no hand held
   a 3-6, so every 3-6 is undealt; when a holder started, the seats before it
   (from seat 0) held none.
3. While play goes on, some hand still holds a tile showing an open end (else
   the game would have been blocked); while a block is due, none does.
4. Sizes: each hand, each sleep, the undealt pile.

A redeal fills the most constrained places first, each from the tiles that
may go there in random order, and retries on a dead end; if retries fail it
falls back to random constraint-keeping swaps from the true deal.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from paixi.core.game import CHANCE
from paixi.core.history import Event, HistoryEntry
from paixi.games.jielong.actions import HALVES, SLEEPS, THREE_SIX, Deal, Join, Lead, Sleep
from paixi.games.jielong.line import lead_ends, place
from paixi.games.jielong.model import BLOCKED, DEAL, END

if TYPE_CHECKING:
    from paixi.games.jielong.game import JielongState

VALUES: tuple[int, ...] = tuple((1 << a) | (1 << b) for a, b in HALVES)
"""``VALUES[t]``: bit ``v`` set when tile ``t`` shows value ``v``."""

_ATTEMPTS = 60


class _Slot:
    """A place for hidden tiles: ``size`` tiles none of which shows a value in
    ``forbid`` (bits), nor is a 3-6 if ``no36``."""

    __slots__ = ("forbid", "no36", "size", "tiles")

    def __init__(self, size: int, forbid: int, no36: bool) -> None:
        self.size, self.forbid, self.no36 = size, forbid, no36
        self.tiles: list[int] = []

    def allows(self, tile: int) -> bool:
        return not (VALUES[tile] & self.forbid) and not (self.no36 and tile == THREE_SIX)


def resample(state: JielongState, seat: int, rng: random.Random) -> JielongState:
    """A copy of ``state`` with everything hidden from ``seat`` redealt (module docstring)."""
    other = state.clone()
    if state.phase == DEAL:
        return other
    if state.phase == END:  # every sleep pile is face up; only the undealt pile is unknown
        rng.shuffle(other.undealt)
        _rewrite_records(other, seat)
        return other
    n = state.players
    opts = state.options
    # open-end values at each sleep (rule 1)
    sleep_forbid: list[int] = []  # per move index (0 for non-sleeps)
    left = right = 0
    for _, action in state.moves:
        if isinstance(action, Sleep):
            sleep_forbid.append((1 << right) | (0 if state.one_end else 1 << left))
        else:
            sleep_forbid.append(0)
            if isinstance(action, Lead):
                left, right = lead_ends(action.tile, action.open_half)
            elif isinstance(action, Join):
                left, right = place(left, right, action.tile, action.end)
    if not opts.sleep_only_when_blocked:
        sleep_forbid = [0] * len(sleep_forbid)
    # rule 2
    no36_seats: set[int] = set()
    undealt_36 = False
    if opts.first_player == "three_six":
        if state.dice is not None:
            undealt_36 = True
            no36_seats = set(range(n))
        elif state.starter is not None:
            no36_seats = set(range(state.starter))
    open_now = (1 << state.right) | (0 if state.one_end else 1 << state.left)
    blocked_due = state.phase == BLOCKED
    # slots
    hand_slots: dict[int, _Slot] = {}
    sleep_slots: dict[int, _Slot] = {}  # move index -> slot
    earlier = [0] * n  # values of the ends at this seat's sleeps so far
    for i, (s, action) in enumerate(state.moves):
        if isinstance(action, Sleep):
            # the tile slept now was in hand at every earlier sleep of its owner
            earlier[s] |= sleep_forbid[i]
            if s != seat:
                sleep_slots[i] = _Slot(1, earlier[s], s in no36_seats)
    pool: list[int] = []
    for s in range(n):
        if s == seat:
            continue
        forbid = earlier[s] | (open_now if blocked_due else 0)
        hand_slots[s] = _Slot(len(state.hands[s]), forbid, s in no36_seats)
        pool.extend(state.hands[s])
        pool.extend(a.tile for m, a in state.moves if m == s and isinstance(a, Sleep))
    pool.extend(state.undealt)
    undealt_slot = _Slot(len(state.undealt), 0, False)
    slots = [*sleep_slots.values(), *hand_slots.values()]
    need_join = (
        bool(state.moves) and not blocked_due and not (values_in(state.hands[seat]) & open_now)
    )
    if undealt_36:
        undealt_slot.tiles = [t for t in pool if t == THREE_SIX]
        pool = [t for t in pool if t != THREE_SIX]
        undealt_slot.size -= len(undealt_slot.tiles)
    if not _fill(slots, undealt_slot, pool, rng, need_join, open_now, hand_slots):
        _swap_from_truth(
            state, seat, slots, undealt_slot, hand_slots, sleep_slots, rng, need_join, open_now
        )
    # write the redeal into the copy
    for s, slot in hand_slots.items():
        other.hands[s] = slot.tiles
    for i, slot in sleep_slots.items():
        s = state.moves[i][0]
        other.moves[i] = (s, SLEEPS[slot.tiles[0]])
    for s in range(n):
        if s != seat:
            other.slept[s] = [a.tile for m, a in other.moves if m == s and isinstance(a, Sleep)]
    other.undealt = undealt_slot.tiles
    rng.shuffle(other.undealt)
    shows = [0] * 7
    for hand in other.hands:
        for t in hand:
            a, b = HALVES[t]
            shows[a] += 1
            if b != a:
                shows[b] += 1
    other.shows = shows
    other._legal = None
    _rewrite_records(other, seat)
    return other


def values_in(tiles: list[int]) -> int:
    """Union of ``VALUES`` over ``tiles``."""
    bits = 0
    for t in tiles:
        bits |= VALUES[t]
    return bits


def _fill(
    slots: list[_Slot],
    undealt: _Slot,
    pool: list[int],
    rng: random.Random,
    need_join: bool,
    open_now: int,
    hand_slots: dict[int, _Slot],
) -> bool:
    """Random constrained fill (most constrained first); False after repeated dead ends."""
    order = sorted(slots, key=lambda sl: (-bin(sl.forbid).count("1"), sl.size))
    base_undealt = list(undealt.tiles)
    for _ in range(_ATTEMPTS):
        rest = list(pool)
        rng.shuffle(rest)
        ok = True
        for slot in order:
            chosen: list[int] = []
            keep: list[int] = []
            for t in rest:
                if len(chosen) < slot.size and slot.allows(t):
                    chosen.append(t)
                else:
                    keep.append(t)
            if len(chosen) < slot.size:
                ok = False
                break
            slot.tiles = chosen
            rest = keep
        if not ok or len(rest) != undealt.size:
            continue
        if need_join and not any(values_in(sl.tiles) & open_now for sl in hand_slots.values()):
            continue
        undealt.tiles = base_undealt + rest
        return True
    return False


def _swap_from_truth(
    state: JielongState,
    seat: int,
    slots: list[_Slot],
    undealt: _Slot,
    hand_slots: dict[int, _Slot],
    sleep_slots: dict[int, _Slot],
    rng: random.Random,
    need_join: bool,
    open_now: int,
) -> None:
    """Start from the true tiles and make random swaps that keep every constraint."""
    for s, slot in hand_slots.items():
        slot.tiles = list(state.hands[s])
    for i, slot in sleep_slots.items():
        slot.tiles = [state.moves[i][1].tile]
    base = list(undealt.tiles)  # 3-6s that must stay undealt (rule 2)
    undealt.tiles = [t for t in state.undealt if not (base and t == THREE_SIX)]
    places = [sl for sl in [*slots, undealt] if sl.tiles]
    for _ in range(400):
        x, y = rng.choice(places), rng.choice(places)
        if x is y:
            continue
        i, j = rng.randrange(len(x.tiles)), rng.randrange(len(y.tiles))
        a, b = x.tiles[i], y.tiles[j]
        if not (x.allows(b) and y.allows(a)):
            continue
        x.tiles[i], y.tiles[j] = b, a
        if need_join and not any(values_in(sl.tiles) & open_now for sl in hand_slots.values()):
            x.tiles[i], y.tiles[j] = a, b
    undealt.tiles = base + undealt.tiles


def _rewrite_records(other: JielongState, seat: int) -> None:
    """Make the copy's history and event log agree with its redeal and hold no
    other seat's private knowledge."""
    n, h = other.players, other.hand_size
    initial = []
    for s in range(n):
        used = [a.tile for m, a in other.moves if m == s]
        if other.block_start is not None:
            kept = other.slept[s][other.block_start[s] :]
        else:
            kept = other.hands[s]
        initial.append(list(kept) + used)
    tiles = tuple(t for hand in initial for t in hand) + tuple(other.undealt)
    history = list(other.history)
    actions = iter(a for _, a in other.moves)
    for i, entry in enumerate(history):
        if entry.seat == CHANCE and isinstance(entry.move, Deal):
            if len(tiles) == len(entry.move.tiles) and all(len(x) == h for x in initial):
                history[i] = HistoryEntry(CHANCE, Deal(tiles))
        elif entry.seat >= 0:
            action = next(actions, None)
            if action is not None:
                history[i] = HistoryEntry(entry.seat, action)
    other.history = history
    other.events = [
        Event(e.step, e.key, e.args, tuple(p for p in e.private if p[0] == seat))
        for e in other.events
    ]
