"""Why a 龙麻将 action is illegal, in one line (docs/specs/longmajiang.md §5.2-§5.7).

Only consulted once an action is known not to be legal; the wording names the
rule and uses only what the acting seat can see (its own cards, public melds
and discards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paixi.games.longmajiang.actions import CHI_KIND, DISCARD, GANG, HU_KIND, PASS, PENG, Action
from paixi.games.longmajiang.cards import FACE_TEXT
from paixi.games.longmajiang.phases import Phase

if TYPE_CHECKING:
    from paixi.games.longmajiang.state import LongmajiangState


def why_illegal(st: LongmajiangState, action: Action) -> str:
    """Why ``action`` (not among the legal actions) is illegal now: one line, naming
    the rule (§5.2-§5.7), and nothing the acting seat cannot see."""
    phase, kind = st._phase, action.kind
    if phase == Phase.LAST:
        if action.kind == HU_KIND:
            return "your cards with the last card do not win: pass ends the hand (荒庄)"
        return "with the last card only hu or pass is possible"
    seat = st.acting_seat()
    missing = _missing(st, seat, action.cards) if kind in (PENG, GANG) else ""
    if phase == Phase.CLAIM:
        w = st.window
        assert w is not None  # a claim window is open
        if kind == DISCARD:
            return "a discard is awaiting claims: answer hu, gang, peng, chi or pass"
        if kind == HU_KIND:
            if st.bridge and seat % 2 and w.source == seat - 1:
                return "a dummy may not win on its own main hand's discard"
            return "the discard does not complete a winning hand"
        if kind == CHI_KIND:
            if seat != (w.source + 1) % st.seats:
                return "only the next seat (下家) may chi"
            return "you discarded this card earlier in the hand, so you may not chi it"
        if kind == GANG and len(action.cards) != 3:
            return "a kong on a discard names your three cards: gang 10S 10H 10D"
        if missing:
            return missing
        if kind == PENG and len(st.melds[seat]) >= 2:
            return "with two exposed melds a pong would leave nothing to discard"
        return "those cards do not form a set with the discard"
    if kind in (PENG, CHI_KIND) or action == PASS:
        return "there is no discard to claim: it is your turn to discard"
    if phase == Phase.FORCED:
        if kind == DISCARD and action.cards[0] == st.chi_card:
            return "the card taken by chi may not be discarded at once"
        if kind != DISCARD:
            return "after peng or chi the only action is a discard"
    if kind == HU_KIND:
        return "the cards do not form a winning hand"
    if kind == GANG:
        if len(action.cards) == 3:
            return (
                "a kong of three cards is claimed on a discard; on your turn write "
                "gang + four cards, or gang CARD +N to add to exposed meld N (§5.7)"
            )
        if missing:
            return missing
        if action.meld:
            melds = st.melds[seat]
            if action.meld > len(melds):
                return f"you have no exposed meld {action.meld}"
            if len(melds[action.meld - 1].cards) == 4:
                return f"meld {action.meld} is a kong already: only a pong grows"
            return f"that card does not fit the set of meld {action.meld}"
        return "those cards do not form a kong"
    return "you do not hold that card"


def _missing(st: LongmajiangState, seat: int, cards: tuple[int, ...]) -> str:
    """The message "you do not hold …" if ``seat`` lacks any of ``cards`` (concealed)."""
    hand = list(st.hands[seat])
    for f in cards:
        if f not in hand:
            return f"you do not hold {' '.join(FACE_TEXT[c] for c in cards)}"
        hand.remove(f)
    return ""
