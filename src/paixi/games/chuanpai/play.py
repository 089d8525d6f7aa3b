"""川牌 play: laying out 吐火 and stealing, the 起牌, flips, claim windows,
replacement and exchange, eliminations, winning and settlement.

docs/specs/chuanpai.md §4.4-§4.5, §5, §8, §9. A mixin of
:class:`~paixi.games.chuanpai.game.ChuanpaiState`; it reads and writes the
state's round fields (hands as 21 counts, ``locked`` the stolen cards among
them, ``melds``, ``status`` ``A``/``S``/``O``, the stock ``stock[top:bottom]``
with its top at ``top``, and ``plays``: per seat the cards it put face up,
``[kind, source f/r/d, taker or -1]``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from paixi.equipment.chuanpai import IDS, KINDS_BY_POINTS, NUM_KINDS, PARTNERS, POINTS
from paixi.games.chuanpai.actions import (
    CHI_KIND,
    CHIS,
    DISCARDS,
    EXCHANGE,
    EXCHANGE_KIND,
    GANG,
    GANG_KIND,
    HU,
    PASS,
    PENG,
    PENG_KIND,
    XIANG,
    XIANG_KIND,
    Action,
)
from paixi.games.chuanpai.evaluation import Evaluation, exhaustion_bound, mao_now, support_now
from paixi.games.chuanpai.fields import ChuanpaiFields
from paixi.games.chuanpai.phases import DISCARD_PHASE, WINDOW
from paixi.games.chuanpai.scoring import (
    CHI,
    TUHUO,
    Meld,
    best_split,
    compulsory_claim,
    fan_json,
    kills,
    payment,
)
from paixi.games.chuanpai.scoring import (
    GANG as GANG_MELD,
)
from paixi.games.chuanpai.scoring import (
    PENG as PENG_MELD,
)

SOURCES = {"f": "flip", "r": "replacement", "d": "discard"}


@dataclass
class Window:
    """A claim window on the available card (§5.3): the asked seats in claim
    order, each one's legal answers, and the answers given so far (hidden)."""

    card: int
    owner: int
    source: str
    seats: list[int]
    options: list[tuple[Action, ...]]
    answers: list[Action]

    def copy(self) -> Window:
        return Window(
            self.card, self.owner, self.source, list(self.seats), list(self.options),
            list(self.answers),
        )  # fmt: skip


class PlayMixin(ChuanpaiFields):
    """Play of a round (see the module docstring). Needs the state's fields."""

    def evaluation(self, seat: int) -> Evaluation:
        """``seat``'s hand evaluation of this round (made at the deal, §4.2)."""
        ev = self.evals[seat]
        if ev is None:
            raise RuntimeError("the hands have not been dealt yet")
        return ev

    def open_window(self) -> Window:
        """The claim window now open (the phase is ``window``)."""
        w = self.window
        if w is None:
            raise RuntimeError("no claim window is open")
        return w

    def discard_due(self) -> tuple[int, str, int]:
        """``(seat, reason, forbidden kind)`` of the discard now due (the phase is ``discard``)."""
        d = self.disc
        if d is None:
            raise RuntimeError("no discard is due")
        return d

    # --- seats -------------------------------------------------------------------

    def _next_active(self, seat: int) -> int:
        """下家: the first active seat after ``seat`` in seat order (``seat``
        itself if it is the only one), or −1 if nobody is active (§3)."""
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.status[s] == "A":
                return s
        return -1

    def _prev_active(self, seat: int) -> int:
        """上家: the first active seat before ``seat`` (§3)."""
        n = self.players
        for k in range(1, n + 1):
            s = (seat - k) % n
            if self.status[s] == "A":
                return s
        return -1

    def _any_active(self) -> bool:
        return "A" in self.status

    def _free(self, seat: int, kind: int) -> int:
        """Copies of ``kind`` in ``seat``'s hand that are not locked (stolen)."""
        return self.hands[seat][kind] - self.locked[seat][kind]

    def _remove(self, seat: int, kind: int, n: int) -> None:
        """Take ``n`` copies of ``kind`` out of the hand, locked copies first (§11)."""
        self.hands[seat][kind] -= n
        lk = self.locked[seat]
        lk[kind] = max(0, min(lk[kind] - n, self.hands[seat][kind]))

    # --- stock ---------------------------------------------------------------------

    def _draw_top(self) -> int | None:
        if self.top >= self.bottom:
            return None
        self.top += 1
        return self.stock[self.top - 1]

    def _draw_bottom(self) -> int | None:
        if self.top >= self.bottom:
            return None
        self.bottom -= 1
        return self.stock[self.bottom]

    # --- §4.4, §4.5 -----------------------------------------------------------------

    def _open_play(self) -> None:
        """Lay out 吐火 and steal (dealer first), then the dealer's 起牌 and discard."""
        n = self.players
        for k in range(n):
            s = (self.dealer + k) % n
            if self.status[s] == "A":
                self._lay_out(s)
        if not self._any_active():
            self._liuju()
            return
        dealer = self.dealer
        if self.status[dealer] == "A":
            card = self._draw_bottom()
            if card is not None:
                self.emit("qipai", dealer, private=((dealer, "qipai_own", (dealer, IDS[card])),))
                self._lay_out(dealer, first=card)
                if not self._any_active():
                    self._liuju()
                    return
            if self.status[dealer] == "A" and self._has_free(dealer):
                self.disc = (dealer, "q", -1)
                self.phase = DISCARD_PHASE
                return
        self._flip_due(self._next_active(dealer))

    def _has_free(self, seat: int) -> bool:
        return any(self.hands[seat][k] > self.locked[seat][k] for k in range(NUM_KINDS))

    def _lay_out(self, seat: int, first: int | None = None) -> None:
        """§4.4: lay every 4 or 5 of a kind out as a 吐火 and steal from the bottom
        (1 card per 4-card 吐火, 2 per 5-card); a card that matches an unsounded
        4-card 吐火 joins it and steals one more. ``first`` is a card entering
        the hand (the 起牌) before that. Then the §9.1(a) check."""
        hand, locked = self.hands[seat], self.locked[seat]
        steals = 0
        into_five = False
        incoming = first
        while True:
            if incoming is not None:
                card, incoming = incoming, None
                if self._join_tuhuo(seat, card):
                    steals += 1
                else:
                    hand[card] += 1
                continue
            kind = next((k for k in range(NUM_KINDS) if hand[k] >= 4), None)
            if kind is not None:
                size = hand[kind]
                hand[kind] = 0
                locked[kind] = 0
                self.melds[seat].append(Meld(TUHUO, (kind,) * size))
                self.emit("tuhuo", seat, IDS[kind], size)
                steals += 1 if size == 4 else 2
                continue
            if steals == 0:
                break
            steals -= 1
            stolen = self._draw_bottom()
            if stolen is None:  # an empty stock: the steal is skipped (§4.4)
                steals = 0
                continue
            self.stolen[seat] += 1
            self.emit("steal", seat, private=((seat, "steal_own", (seat, IDS[stolen])),))
            if self._join_tuhuo(seat, stolen):
                into_five = True
                steals += 1
            else:
                hand[stolen] += 1
                locked[stolen] += 1
        if (
            into_five
            and self.options.eliminations
            and self.evaluation(seat).short
            and support_now(hand, self.melds[seat]) == 0
        ):
            self._eliminate(seat)

    def _join_tuhuo(self, seat: int, card: int) -> bool:
        """A card matching an unsounded 4-card 吐火 of ``seat`` joins it (§4.4)."""
        melds = self.melds[seat]
        for i, m in enumerate(melds):
            if m.type == TUHUO and m.cards[0] == card and len(m.cards) == 4 and not m.sounded:
                melds[i] = Meld(TUHUO, (card,) * 5)
                self.emit("tuhuo_join", seat, IDS[card])
                return True
        return False

    # --- flips and windows ------------------------------------------------------------

    def _flip_due(self, seat: int) -> None:
        """A flip is due for ``seat`` (or his 下家 if he is out): §9.2 checks first,
        then the top card is turned; an empty stock is a 流局 (§5.1, §8)."""
        if self.options.eliminations:
            self._exhaustion_checks()
        if not self._any_active():
            self._liuju()
            return
        if seat < 0 or self.status[seat] != "A":
            seat = self._next_active(seat if seat >= 0 else 0)
        card = self._draw_top()
        if card is None:
            self._liuju()
            return
        self.plays[seat].append([card, "f", -1])
        self.emit("flip", seat, IDS[card])
        self._offer(card, seat, "f")

    def _is_dead(self, card: int) -> bool:
        """The 5th copy of a kind someone has a 杠 meld of is dead (§5.2)."""
        return any(kills(melds, card) for melds in self.melds)

    def _claim_order(self, owner: int, source: str) -> list[int]:
        """§5.3: flip/replacement: owner, then the others from his 下家; discard:
        from the discarder's 下家, the discarder excluded. Active seats only."""
        n = self.players
        seats = [(owner + k) % n for k in range(1, n)]
        if source != "d":
            seats.insert(0, owner)
        return [s for s in seats if self.status[s] == "A"]

    def chi_allowed(self, seat: int, owner: int, source: str) -> bool:
        """Whether ``seat`` may 吃 a card of ``owner`` from ``source`` (§5.2): his
        own flip/replacement, or anything of his 上家."""
        if owner == seat:
            return source != "d"
        return self._prev_active(seat) == owner

    def claim_options(self, seat: int, card: int, owner: int, source: str) -> tuple[Action, ...]:
        """``seat``'s legal answers on ``card`` (§5.2), from his holding alone."""
        hand = self.hands[seat]
        forced = compulsory_claim(hand, self.melds[seat], card)
        if forced:
            return (GANG,) if forced == GANG_MELD else (XIANG,)
        opts: list[Action] = []
        chi_ok = self.chi_allowed(seat, owner, source)
        if not self.baozi[seat] and self._can_win(seat, card, chi_ok):
            opts.append(HU)
        if (
            source == "r"
            and owner == seat
            and any(k != card and self._free(seat, k) > 0 for k in range(NUM_KINDS))
        ):
            opts.append(EXCHANGE)
        if hand[card] == 2:
            opts.append(PENG)
        if chi_ok:
            opts.extend(CHIS[k] for k in PARTNERS[card] if hand[k])
        opts.append(PASS)
        return tuple(opts)

    def _can_win(self, seat: int, card: int, chi_ok: bool) -> bool:
        return self._win_split(seat, card, chi_ok) is not None

    def _win_split(self, seat: int, card: int, chi_ok: bool) -> Any:
        hand = self.hands[seat]
        if not chi_ok and hand[card] < 2:
            return None
        if not _shape_possible(hand, card):
            return None
        return best_split(
            hand,
            self.melds[seat],
            threshold=self.threshold(seat),
            required_mao=self.options.required_mao,
            win_card=card,
            chi_allowed=chi_ok,
        )

    def _offer(self, card: int, owner: int, source: str) -> None:
        """The card is available (§5.2): dead, or a claim window for every active seat."""
        if self._is_dead(card):
            self.emit("dead", IDS[card])
            self._after_no_claim(owner, source)
            return
        seats = self._claim_order(owner, source)
        if not seats:
            self._after_no_claim(owner, source)
            return
        options = [self.claim_options(s, card, owner, source) for s in seats]
        self.avail = (card, owner, source)
        self.window = Window(card, owner, source, seats, options, [])
        self.phase = WINDOW

    def _answer(self, action: Action) -> None:
        w = self.open_window()
        seat = w.seats[len(w.answers)]
        w.answers.append(action)
        self.emit("answered", seat, private=((seat, "my_answer", (seat, str(action))),))
        if len(w.answers) == len(w.seats):
            self._resolve()

    def _resolve(self) -> None:
        """§5.3 priority: 胡 (first in claim order) > 杠/响 > exchange > 碰 > 吃."""
        w = self.open_window()
        self.window = None
        self.avail = None
        pairs = list(zip(w.seats, w.answers, strict=True))
        chosen = None
        for kinds in (
            (HU.kind,),
            (GANG_KIND, XIANG_KIND),
            (EXCHANGE_KIND,),
            (PENG_KIND,),
            (CHI_KIND,),
        ):
            chosen = next(((s, a) for s, a in pairs if a.kind in kinds), None)
            if chosen is not None:
                break
        card, owner, source = w.card, w.owner, w.source
        if chosen is None:
            self.emit("no_claim", IDS[card])
            self._after_no_claim(owner, source)
            return
        seat, action = chosen
        self.plays[owner][-1][2] = seat
        partner = IDS[action.card] if action.kind == CHI_KIND else None
        self.emit("claim", seat, str(action).split()[0], IDS[card], partner)
        kind = action.kind
        if kind == HU.kind:
            self._win(seat, card, owner, source)
            return
        if kind in (GANG_KIND, XIANG_KIND):
            self._set_claim(seat, card, kind)
            # another seat's 杠 on G's replacement card ends G's step (§9.1(b))
            if source == "r" and seat != owner and self._replacement_check(owner):
                return
            self._replacement(seat)
            return
        if kind == EXCHANGE_KIND:
            self.hands[seat][card] += 1
            self.disc = (seat, "x", card)
            self.phase = DISCARD_PHASE
            return
        if kind == PENG_KIND:
            self._remove(seat, card, 2)
            self.melds[seat].append(Meld(PENG_MELD, (card,) * 3))
        else:
            self._remove(seat, action.card, 1)
            self.melds[seat].append(Meld(CHI, (action.card, card)))
        if source == "r" and self._replacement_check(owner):
            return
        if kind == PENG_KIND and self.status[seat] == "A" and self._has_free(seat):
            self.disc = (seat, "p", -1)
            self.phase = DISCARD_PHASE
            return
        self._flip_due(self._next_active(seat))

    def _set_claim(self, seat: int, card: int, kind: int) -> None:
        """A 杠 (onto a 坎 or a 碰 meld) or a 吐火响 (§5.4)."""
        melds = self.melds[seat]
        for i, m in enumerate(melds):
            if m.cards[0] != card:
                continue
            if kind == GANG_KIND and m.type == PENG_MELD:
                melds[i] = Meld(GANG_MELD, (card,) * 4)
                return
            if kind == XIANG_KIND and m.type == TUHUO:
                melds[i] = Meld(TUHUO, (card,) * 5, True)
                return
        self._remove(seat, card, 3)
        melds.append(Meld(GANG_MELD, (card,) * 4))

    def _replacement(self, seat: int) -> None:
        """§5.5: the top card R is turned for ``seat`` (an empty stock: 流局)."""
        card = self._draw_top()
        if card is None:
            self._liuju()
            return
        self.plays[seat].append([card, "r", -1])
        self.emit("replacement", seat, IDS[card])
        self._offer(card, seat, "r")

    def _after_no_claim(self, owner: int, source: str) -> None:
        """The card stays face up, dead; the owner's 下家 flips (§5.4, §5.5)."""
        if source == "r" and self._replacement_check(owner):
            return
        self._flip_due(self._next_active(owner))

    def _discard_options(self) -> list[Action]:
        seat, _, forbidden = self.discard_due()
        return [
            DISCARDS[k]
            for k in range(NUM_KINDS)
            if k != forbidden and self.hands[seat][k] > self.locked[seat][k]
        ]

    def _discard(self, card: int) -> None:
        seat, reason, _ = self.discard_due()
        self.disc = None
        self.hands[seat][card] -= 1
        self.plays[seat].append([card, "d", -1])
        self.emit("discard", seat, IDS[card])
        if reason == "x" and self._replacement_check(seat):
            return
        self._offer(card, seat, "d")

    # --- §9 eliminations ----------------------------------------------------------------

    def _eliminate(self, seat: int) -> None:
        self.status[seat] = "O"
        self.emit("eliminated", seat)

    def _replacement_check(self, seat: int) -> bool:
        """§9.1(b) after a replacement step; True if the round ended (nobody left)."""
        o = self.options
        if not (o.eliminations and self.status[seat] == "A" and self.evaluation(seat).short):
            return False
        hand, melds = self.hands[seat], self.melds[seat]
        m = mao_now(hand, melds)
        if m < o.required_mao and m + support_now(hand, melds) < o.required_mao:
            self._eliminate(seat)
            if not self._any_active():
                self._liuju()
                return True
        return False

    def face_up_points(self) -> list[int]:
        """Cards face up per points (every meld, every dead card), §9.2."""
        face = [0] * 15
        for melds in self.melds:
            for m in melds:
                for c in m.cards:
                    face[POINTS[c]] += 1
        for pile in self.plays:
            for card, _, taker in pile:
                if taker == -1:
                    face[POINTS[card]] += 1
        return face

    def _exhaustion_checks(self) -> None:
        """§9.2, when a flip is due: every active seat that cannot reach 7 卯 any more is out."""
        req = self.options.required_mao
        face = None
        for s in range(self.players):
            if self.status[s] != "A":
                continue
            hand, melds = self.hands[s], self.melds[s]
            if mao_now(hand, melds) >= req:
                continue
            if face is None:
                face = self.face_up_points()
            unseen = [0] * 15
            for p in range(2, 13):
                own = sum(hand[k] for k in KINDS_BY_POINTS[p])
                unseen[p] = self.options.copies * len(KINDS_BY_POINTS[p]) - face[p] - own
            if exhaustion_bound(hand, melds, unseen) < req:
                self._eliminate(s)

    # --- §8 settlement ---------------------------------------------------------------------

    def _win(self, seat: int, card: int, owner: int, source: str) -> None:
        o = self.options
        split = self._win_split(seat, card, self.chi_allowed(seat, owner, source))
        fan, u = payment(split.fan_total, o.stake, o.max_fan)
        n = self.players
        payers = [p for p in range(n) if p != seat and (o.sitout_pays or self.status[p] != "S")]
        delta = [0.0] * n
        baozi = [p for p in range(n) if self.baozi[p] and p != seat]
        if baozi:
            share = u * len(payers) / len(baozi)
            for p in baozi:
                delta[p] -= share
            delta[seat] += u * len(payers)
        else:
            for p in payers:
                delta[p] -= u
                delta[seat] += u
        concealed = list(self.hands[seat])
        self.hands[seat][card] += 1  # the winning card joins the shown holding
        self.emit("win", seat, split.tuo, fan, u)
        self._end_round(
            {
                "outcome": "win",
                "winner": seat,
                "win_card": IDS[card],
                "from": owner,
                "source": SOURCES[source],
                "concealed": " ".join(
                    IDS[k] for k in range(NUM_KINDS) for _ in range(concealed[k])
                ),
                "melds": [str(m) for m in self.melds[seat]],
                "kans": [IDS[k] for k in split.kans],
                "maos": [[IDS[a], IDS[b]] for a, b in split.maos],
                "tuo": split.tuo,
                "mao": split.mao,
                "fans": [fan_json(f) for f in split.fans],
                "fan": fan,
                "u": u,
                "delta": delta,
            }
        )

    def _liuju(self) -> None:
        """流局: no payments except 包子 penalties (§8)."""
        n = self.players
        delta = [0.0] * n
        stake = self.options.stake
        for p in range(n):
            if not self.baozi[p]:
                continue
            for q in range(n):
                if q != p and self.status[q] != "S":
                    delta[p] -= stake
                    delta[q] += stake
        self.emit("liuju")
        self._end_round({"outcome": "liuju", "delta": delta})


def _shape_possible(hand: list[int], card: int) -> bool:
    """A cheap necessary condition for completeness (§5.7 rule 2): at each
    points level ``p`` ≠ 7 the surplus over level ``14 − p`` must be
    removable as 坎s of that level's kinds."""
    c = [0] * 15
    for k in range(NUM_KINDS):
        c[POINTS[k]] += hand[k]
    c[POINTS[card]] += 1
    for p in range(2, 7):
        diff = c[p] - c[14 - p]
        if diff == 0:
            continue
        level = p if diff > 0 else 14 - p
        removable = sum(3 * ((hand[k] + (k == card)) // 3) for k in KINDS_BY_POINTS[level])
        if abs(diff) > removable:
            return False
    return True
