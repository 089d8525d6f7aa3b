"""The private evaluation of a dealt hand and the running 卯 counts of §9.

docs/specs/chuanpai.md §4.2 (卯 count M, support count S, hand 陀, qualification,
opening fans F0) and §9 (M_now, S_now and the exhaustion bound). Hands are
21 counts (kinds in deck order).
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.equipment.chuanpai import NUM_KINDS, POINTS, WEIGHTS, YAO_DI_REN
from paixi.games.chuanpai.scoring import PENG, TUHUO, Meld, high_tuo_fans, max_mao

_SET_TUO = (0, 1, 2, 4, 8, 8)
"""Hand 陀 of a kind held n times, per unit of weight (n = 0..5), §4.2."""


@dataclass(frozen=True)
class Evaluation:
    """A dealt hand's numbers (§4.2), private to its owner.

    ``mao`` M, ``support`` S, ``tuo`` the hand 陀, ``threshold`` the 陀
    needed (dealer or other), ``passes_mao`` the 卯 test, ``short`` whether
    it passes only thanks to supports (``deficit`` = required − M),
    ``qualified``, and ``f0`` the opening fans.
    """

    mao: int
    support: int
    tuo: int
    threshold: int
    passes_mao: bool
    short: bool
    deficit: int
    qualified: bool
    f0: int

    def to_json(self) -> dict[str, object]:
        return {
            "mao": self.mao,
            "support": self.support,
            "tuo": self.tuo,
            "threshold": self.threshold,
            "passes_mao": self.passes_mao,
            "short": self.short,
            "deficit": self.deficit,
            "qualified": self.qualified,
            "f0": self.f0,
        }


def hand_tuo(counts: list[int] | tuple[int, ...]) -> int:
    """Hand 陀 (§4.2): per kind n=1 → w, 2 → 2w, 3 → 4w, 4 or 5 → 8w."""
    return sum(_SET_TUO[min(counts[k], 5)] * WEIGHTS[k] for k in range(NUM_KINDS) if counts[k])


def evaluate_hand(
    counts: list[int] | tuple[int, ...], threshold: int, required_mao: int = 7
) -> Evaluation:
    """Evaluate a dealt hand against ``threshold`` (34 dealer / 33 other), §4.2.

    Kinds held 5 times give one 卯 each and leave the pairing; kinds held 4
    times leave it too and give no 卯 (they are laid out as a 吐火) but one
    support; kinds held 3 times stay in the pairing and give one support.
    """
    rest = list(counts)
    fives = 0
    support = 0
    f0 = 0
    for k in range(NUM_KINDS):
        n = counts[k]
        if n >= 5:
            fives += 1
            rest[k] = 0
        elif n == 4:
            support += 1
            rest[k] = 0
        elif n == 3:
            support += 1
        if n >= 4:
            f0 += 1
        if k in YAO_DI_REN and n >= 2:
            f0 += 1
    mao = max_mao(rest) + fives
    tuo = hand_tuo(counts)
    passes = mao >= required_mao or mao + support >= required_mao
    short = passes and mao < required_mao
    f0 += high_tuo_fans(tuo, threshold)
    return Evaluation(
        mao=mao,
        support=support,
        tuo=tuo,
        threshold=threshold,
        passes_mao=passes,
        short=short,
        deficit=max(required_mao - mao, 0),
        qualified=passes and tuo >= threshold,
        f0=f0,
    )


def mao_now(concealed: list[int], melds: list[Meld]) -> int:
    """M_now (§9): 吃 melds + unsounded 5-card 吐火 + most disjoint 卯 among concealed cards."""
    return sum(m.mao for m in melds) + max_mao(concealed)


def support_now(concealed: list[int], melds: list[Meld]) -> int:
    """S_now (§9): kinds held exactly 3 times + unsounded 4-card 吐火 + 碰 melds."""
    s = sum(1 for k in range(NUM_KINDS) if concealed[k] == 3)
    for m in melds:
        if m.type == PENG or (m.type == TUHUO and len(m.cards) == 4 and not m.sounded):
            s += 1
    return s


def exhaustion_bound(concealed: list[int], melds: list[Meld], unseen_points: list[int]) -> int:
    """M_now + S_now + Σ_p min(u[p], v[14−p]) (§9.2): the most 卯 the player
    could still reach. ``unseen_points[q]`` counts cards of q points that are
    neither face up anywhere nor in this player's hand (``v``)."""
    c = [0] * 15
    for k in range(NUM_KINDS):
        c[POINTS[k]] += concealed[k]
    reach = 0
    for p in range(2, 13):
        u = c[7] % 2 if p == 7 else c[p] - min(c[p], c[14 - p])
        reach += min(u, unseen_points[14 - p])
    return mao_now(concealed, melds) + support_now(concealed, melds) + reach
