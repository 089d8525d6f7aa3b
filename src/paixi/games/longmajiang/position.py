"""龙麻将 positions in the shared frame (:mod:`paixi.core.position`; rules pages).

``longmajiang <players> <options> <hand> <dealer> <scores> <phase> <seat 0> … <seat n-1>
<discards> <stock> <log>``, each field without spaces:

* ``hand`` ``K/N``: hand K of a match of N; ``dealer`` a seat; ``scores`` per player ``0,0,0,0``;
* ``phase``: ``act:SEAT:DRAWN`` (``-`` when the dealer has not drawn), ``forced:SEAT:CHI``
  (the discard after 碰/吃; the card taken by 吃 or ``-``), ``claims:A1,A2`` (the
  window on the last discard; the answers given so far from the discarder's
  next seat on, spaces written ``.``: ``peng.QD.KS``; ``claims:-`` for none),
  ``last:SEAT:CARD`` (the last-card decision) or ``over``;
* a seat: its concealed cards ``AS,2S,3S`` (``-`` if none), then ``/`` and each
  exposed meld in order, ``peng<3:7H.QH.KH`` (kind, ``<`` source seat, cards),
  ``minggang<1:…``, ``jiagang<2:…`` or ``angang:7S.7H.KS.BJ``;
* ``discards``: ``SEAT:CARD`` in play order, ``*`` after a card taken by a claim;
* ``stock``: the cards top first; ``log``: finished hands joined by ``/``, each
  ``hand:dealer:winner:discarder:card:total:fans:deltas`` (``-`` for none, fans
  ``code.fan+code.fan``, deltas ``a,b,c``). ``-`` is an empty field.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from paixi.core.errors import NotationError, PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, to_int, to_seat
from paixi.games.longmajiang.actions import PASS, parse_action
from paixi.games.longmajiang.cards import FACE_TEXT, is_set, parse_face
from paixi.games.longmajiang.model import Meld
from paixi.games.longmajiang.phases import Phase

if TYPE_CHECKING:
    from paixi.games.longmajiang.state import LongmajiangState

_PHASE_WORDS = {
    "act": Phase.ACT,
    "forced": Phase.FORCED,
    "claims": Phase.CLAIM,
    "last": Phase.LAST,
    "over": Phase.END,
}
_KINDS = ("peng", "minggang", "angang", "jiagang")


def _cards(faces: Any, sep: str = ",") -> str:
    return sep.join(FACE_TEXT[f] for f in sorted(faces)) or EMPTY


def _card(face: int) -> str:
    return FACE_TEXT[face] if face >= 0 else EMPTY


def position_fields(st: LongmajiangState) -> list[str]:
    """The fields of ``st``'s position (a decision node or the end of the match)."""
    phase = st._phase
    if phase not in _PHASE_WORDS.values():
        raise PositionError("positions are written at decisions, not while dealing")
    fields = [
        f"{min(st.hand_index + 1, st.n_hands)}/{st.n_hands}",
        str(st.dealer),
        ",".join(map(str, st.scores)),
    ]
    if phase == Phase.ACT:
        fields.append(f"act:{st.turn}:{_card(st.drawn)}")
    elif phase == Phase.FORCED:
        fields.append(f"forced:{st.turn}:{_card(st.chi_card)}")
    elif phase == Phase.CLAIM:
        w = st.window
        assert w is not None  # a claim window is open
        answers = ",".join(str(a).replace(" ", ".") for a in w.answers)
        fields.append(f"claims:{answers or EMPTY}")
    elif phase == Phase.LAST:
        fields.append(f"last:{st.turn}:{_card(st.drawn)}")
    else:
        fields.append("over")
    for s in range(st.seats):
        melds = []
        for m in st.melds[s]:
            src = "" if m.source is None else f"<{m.source}"
            melds.append(f"{m.kind}{src}:{_cards(m.cards, '.')}")
        fields.append("/".join([_cards(st.hands[s]), *melds]))
    order = [
        f"{s}:{FACE_TEXT[st.discards[s][i][0]]}{'*' if st.discards[s][i][1] else ''}"
        for s, i in st.order
    ]
    fields.append(",".join(order) or EMPTY)
    fields.append(",".join(FACE_TEXT[f] for f in st.stock[st.top :]) or EMPTY)
    fields.append("/".join(_log_entry(h) for h in st.hands_log) or EMPTY)
    return fields


def _log_entry(h: dict[str, Any]) -> str:
    def opt(v: Any) -> str:
        return EMPTY if v is None else str(v)

    fans = "+".join(f"{c}.{v}" for c, v in h["fans"]) or EMPTY
    delta = ",".join(map(str, h["delta"]))
    items = [h["hand"], h["dealer"], opt(h["winner"]), opt(h["discarder"]), opt(h["card"])]
    shown = "+".join(("=" if g["exposed"] else "") + ".".join(g["cards"]) for g in h["shown"])
    return ":".join(map(str, [*items, h["total"], fans, delta, shown or EMPTY]))


def _shown(text: str) -> list[dict[str, Any]]:
    """The winner's groups as shown at the win (``=`` marks an exposed meld)."""
    groups = []
    for word in text.split("+") if text != EMPTY else []:
        exposed = word.startswith("=")
        try:  # kept in the reading's order, not sorted, so the text round-trips
            faces = [parse_face(c) for c in word.removeprefix("=").split(".")]
        except NotationError as err:
            raise PositionError(f"log shown group: {err}") from None
        if not 2 <= len(faces) <= 4:
            raise PositionError(f"a shown group has 2 to 4 cards, not {word[:20]!r}")
        groups.append({"cards": [FACE_TEXT[f] for f in faces], "exposed": exposed})
    return groups


def _faces(text: str, what: str, sep: str = ",") -> list[int]:
    if text == EMPTY:
        return []
    try:
        return sorted(parse_face(w) for w in text.split(sep))
    except NotationError as err:
        raise PositionError(f"{what}: {err}") from None


def load_position(st: LongmajiangState, fields: list[str]) -> None:
    """Set the fresh state ``st`` from its position fields; :class:`PositionError`
    saying what is wrong (field count, card counts, hand sizes, phase, answers)."""
    n = st.seats
    names = ["hand", "dealer", "scores", "phase"] + [f"seat{s}" for s in range(n)]
    expect_fields(fields, [*names, "discards", "stock", "log"], "longmajiang")
    k, slash, total = fields[0].partition("/")
    if not slash or to_int(total, "hands in the match") != st.n_hands:
        raise PositionError(f"the hand field is K/{st.n_hands} (option hands), not {fields[0]!r}")
    st.hand_index = to_int(k, "hand", 1, st.n_hands) - 1
    st.dealer = to_seat(fields[1], "dealer", n)
    scores = int_list(fields[2], "score")
    if len(scores) != st.players or sum(scores) != 0:
        raise PositionError(f"scores must be {st.players} numbers summing to 0")
    st.scores = scores
    for s in range(n):
        _seat(st, s, fields[4 + s])
    _discards(st, fields[4 + n])
    _faces(fields[5 + n], "stock")  # checks every card
    st.stock = [parse_face(w) for w in fields[5 + n].split(",")] if fields[5 + n] != EMPTY else []
    st.top = 0
    _log(st, fields[6 + n])
    _phase(st, fields[3])
    _check_counts(st)


def _seat(st: LongmajiangState, s: int, text: str) -> None:
    concealed, *melds = text.split("/")
    st.hands[s] = _faces(concealed, f"seat {s}")
    for chunk in melds:
        head, colon, cards_text = chunk.partition(":")
        kind, _, src = head.partition("<")
        if not colon or kind not in _KINDS:
            raise PositionError(f"seat {s}: bad meld {chunk[:30]!r}: write peng<3:7H.QH.KH")
        source = None
        if kind == "angang":
            if src:
                raise PositionError(f"seat {s}: a concealed kong has no source")
        else:
            source = to_seat(src, "meld source", st.seats)
            if source == s:
                raise PositionError(f"seat {s}: a meld cannot come from its own discard")
        cards = tuple(_faces(cards_text, f"seat {s} meld", "."))
        size = 3 if kind == "peng" else 4
        if len(cards) != size:
            raise PositionError(f"seat {s}: a {kind} has {size} cards")
        if not is_set(cards, st.any_suit):
            raise PositionError(f"seat {s}: {_cards(cards, ' ')} is not a set")
        st.melds[s].append(Meld(cards, kind, source))
    if len(st.melds[s]) > 2:
        raise PositionError(f"seat {s} has {len(st.melds[s])} exposed melds (at most 2)")


def _discards(st: LongmajiangState, text: str) -> None:
    for w in text.split(",") if text != EMPTY else []:
        seat, sep, card = w.partition(":")
        if not sep:
            raise PositionError(f"bad discard {w[:20]!r}: write seat:card, e.g. 0:5D")
        s = to_seat(seat, "discard seat", st.seats)
        taken = card.endswith("*")
        face = _faces(card.removesuffix("*"), "discard")
        if len(face) != 1:
            raise PositionError(f"bad discard {w[:20]!r}")
        st.discards[s].append([face[0], taken])
        st.order.append((s, len(st.discards[s]) - 1))


def _log(st: LongmajiangState, text: str) -> None:
    for w in text.split("/") if text != EMPTY else []:
        f = w.split(":")
        if len(f) != 9:
            raise PositionError(f"bad log entry {w[:30]!r}: hand:dealer:winner:...")

        def opt(v: str) -> int | None:
            return None if v == EMPTY else to_seat(v, "log seat", st.seats)

        fans = []
        for item in f[6].split("+") if f[6] != EMPTY else []:
            code, _, value = item.partition(".")
            fans.append([code, to_int(value, "fan")])
        delta = int_list(f[7], "log delta")
        if len(delta) != st.players:
            raise PositionError(f"a log entry has {st.players} deltas")
        st.hands_log.append(
            {
                "hand": to_int(f[0], "log hand"),
                "dealer": to_seat(f[1], "log dealer", st.seats),
                "winner": opt(f[2]),
                "discarder": opt(f[3]),
                "card": None if f[4] == EMPTY else FACE_TEXT[_faces(f[4], "log card")[0]],
                "total": to_int(f[5], "log total"),
                "fans": fans,
                "delta": delta,
                "shown": _shown(f[8]),
            }
        )
        if (st.hands_log[-1]["winner"] is None) != (not st.hands_log[-1]["shown"]):
            raise PositionError(f"log entry {w[:30]!r}: a win shows its groups, a draw none")
    st.full_log = [dict(h) for h in st.hands_log]


def _phase(st: LongmajiangState, text: str) -> None:
    word, _, rest = text.partition(":")
    if word not in _PHASE_WORDS:
        raise PositionError(f"the phase is one of {', '.join(_PHASE_WORDS)}, not {text[:20]!r}")
    phase = _PHASE_WORDS[word]
    n = st.seats
    st._phase = phase
    expect_log = st.hand_index + (1 if phase == Phase.END else 0)
    if len(st.hands_log) != expect_log:
        raise PositionError(
            f"hand {st.hand_index + 1} needs {expect_log} finished hands in the log"
        )
    if phase == Phase.END:
        if rest:
            raise PositionError("the phase 'over' takes nothing more")
        st.hand_index = st.n_hands
        return
    if phase in (Phase.ACT, Phase.FORCED, Phase.LAST):
        seat, colon, card = rest.partition(":")
        if not colon:
            raise PositionError(f"write the phase as {word}:SEAT:CARD")
        st.turn = to_seat(seat, "turn", n)
        face = -1 if card == EMPTY else _faces(card, "phase card")[0]
        if face >= 0 and face not in st.hands[st.turn]:
            raise PositionError(f"seat {st.turn} does not hold {FACE_TEXT[face]}")
        if phase == Phase.FORCED:
            st.chi_card = face
        else:
            st.drawn = face
    if phase == Phase.LAST and st.stock:
        raise PositionError("the last-card decision comes when the stock is empty")
    if phase != Phase.LAST and not st.stock:
        raise PositionError("the stock is empty: the hand would be over")
    if phase == Phase.CLAIM:
        if not st.order:
            raise PositionError("a claim window needs a discard")
        st.turn = st.order[-1][0]
    for s in range(n):
        size = len(st.hands[s]) + 3 * len(st.melds[s])
        want = 9 if phase != Phase.CLAIM and s == st.turn else 8
        if size != want:
            raise PositionError(f"seat {s} holds {size} cards counting each meld as 3, not {want}")
    if phase == Phase.CLAIM:
        _window(st, rest)
    else:
        _check_turn(st, phase, st.chi_card if phase == Phase.FORCED else st.drawn)
    st._legal = None


def _check_turn(st: LongmajiangState, phase: int, face: int) -> None:
    """The card of an ``act``/``forced``/``last`` phase agrees with the rest (§5.1-§5.6)."""
    seat = st.turn
    opening = seat == st.dealer and not st.order and not st.melds[seat]
    if phase == Phase.ACT and opening and face >= 0:
        raise PositionError("the dealer's opening turn has no drawn card: write act:SEAT:-")
    if phase in (Phase.ACT, Phase.LAST) and not opening and face < 0:
        raise PositionError(f"seat {seat} is on turn after a draw: name the card drawn")
    if phase == Phase.FORCED:
        if not st.order:
            raise PositionError("a discard after peng or chi needs a claimed discard")
        source, i = st.order[-1]
        taken_face, taken = st.discards[source][i]
        if not taken:
            raise PositionError("after peng or chi the last discard is marked taken (*)")
        if face >= 0 and (face != taken_face or seat != (source + 1) % st.seats):
            raise PositionError(
                f"seat {seat} cannot have taken {FACE_TEXT[face]} by chi: chi takes the "
                "last discard, by the discarder's next seat"
            )


def _window(st: LongmajiangState, text: str) -> None:
    source, i = st.order[-1]
    face, taken = st.discards[source][i]
    if taken:
        raise PositionError("the last discard is marked taken but its window is open")
    earthly = source == st.dealer and len(st.discards[source]) == 1
    w = st.open_window(source, face, earthly)
    answers = text.split(",") if text != EMPTY else []
    if len(answers) >= len(w.seats):
        raise PositionError(f"{len(answers)} answers given, but only {len(w.seats)} seats answer")
    for seat, a in zip(w.seats, answers, strict=False):
        try:
            action = parse_action(a.replace(".", " "))
        except NotationError as err:
            raise PositionError(str(err)) from None
        if str(action).replace(" ", ".") != a:
            raise PositionError(
                f"the answer {a[:20]!r} is written {str(action).replace(' ', '.')!r}"
            )
        if action != PASS and action not in w.options[seat]:
            raise PositionError(f"{a!r} is not a legal answer of seat {seat}")
        w.answers.append(action)
    st.window = w


def _check_counts(st: LongmajiangState) -> None:
    held: Counter[int] = Counter(st.stock)
    for s in range(st.seats):
        held.update(st.hands[s])
        for m in st.melds[s]:
            held.update(m.cards)
        held.update(f for f, taken in st.discards[s] if not taken)
    for f in range(54):
        if held[f] != st.decks:
            raise PositionError(
                f"{FACE_TEXT[f]} appears {held[f]} times; {st.decks} deck(s) hold {st.decks}"
            )
