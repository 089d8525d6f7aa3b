"""龙麻将 positions: the whole state as one line of text (rules/longmajiang.md; rules pages).

Sections are separated by `` | ``::

    longmajiang players=4 decks=auto variant=standard payment=all_losers tongse=suit
      set_wilds=same_suit chenglong_same_suit=false first_dealer=random hands=8
    | hand 1/8 dealer 0 scores 0,0,0,0
    | act 2 drawn 9C            (or: forced 1 chi 5D / claims chi,pass / last 0 drawn JC / over)
    | s0 AS 2S 3S [peng<3 7H QH KH] | s1 ... | s3 ...
    | discards 0:5D 1:9D* 2:KH  (in play order; * = taken by a claim)
    | stock JC 2C ...           (top first; - when empty)
    | log 1:0:2:1:4C:5:duiduihu.4+gang.1:-5,10,-5,0 ...   (finished hands; - when none)

A seat lists its concealed cards (``-`` if none) and then its exposed melds
``[kind<source cards]`` (``[angang cards]`` for a concealed kong) in the order
made. In ``claims`` the window is on the last discard and the answers given so
far are listed in turn order from the discarder (``-`` if none). A log entry
is ``hand:dealer:winner:discarder:card:total:fans:deltas`` with ``-`` for an
empty field. Cards are written without copy indices, in canonical order.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paixi.core.errors import NotationError, OptionError, PositionError
from paixi.core.options import options_to_dict
from paixi.games.longmajiang.actions import PASS, parse_action
from paixi.games.longmajiang.cards import FACE_TEXT, is_set, parse_face
from paixi.games.longmajiang.state import (
    _ACT,
    _CLAIM,
    _END,
    _FORCED,
    _LAST,
    LongmajiangState,
    Meld,
)

_PHASE_WORDS = {"act": _ACT, "forced": _FORCED, "claims": _CLAIM, "last": _LAST, "over": _END}
_KINDS = ("peng", "minggang", "angang", "jiagang")


def _cards(faces: Any) -> str:
    return " ".join(FACE_TEXT[f] for f in sorted(faces)) or "-"


def _opt(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def to_position(st: LongmajiangState) -> str:
    """The position line of ``st`` (a decision node or the end of the match)."""
    phase = st._phase
    if phase not in _PHASE_WORDS.values():
        raise PositionError("positions are written at decisions, not while dealing")
    opts = " ".join(f"{k}={_opt(v)}" for k, v in options_to_dict(st.options).items())
    parts = [f"longmajiang players={st.players} {opts}"]
    hand_no = min(st.hand_index + 1, st.n_hands)
    parts.append(
        f"hand {hand_no}/{st.n_hands} dealer {st.dealer} scores {','.join(map(str, st.scores))}"
    )
    drawn = FACE_TEXT[st.drawn] if st.drawn >= 0 else "-"
    if phase == _ACT:
        parts.append(f"act {st.turn} drawn {drawn}")
    elif phase == _FORCED:
        chi = FACE_TEXT[st.chi_card] if st.chi_card >= 0 else "-"
        parts.append(f"forced {st.turn} chi {chi}")
    elif phase == _CLAIM:
        answers = ",".join(str(a) for a in st.window.answers) or "-"
        parts.append(f"claims {answers}")
    elif phase == _LAST:
        parts.append(f"last {st.turn} drawn {drawn}")
    else:
        parts.append("over")
    for s in range(st.seats):
        melds = []
        for m in st.melds[s]:
            src = "" if m.source is None else f"<{m.source}"
            melds.append(f"[{m.kind}{src} {_cards(m.cards)}]")
        parts.append(" ".join([f"s{s}", _cards(st.hands[s]), *melds]))
    order = [
        f"{s}:{FACE_TEXT[st.discards[s][i][0]]}{'*' if st.discards[s][i][1] else ''}"
        for s, i in st.order
    ]
    parts.append("discards " + (" ".join(order) or "-"))
    parts.append("stock " + (" ".join(FACE_TEXT[f] for f in st.stock[st.top :]) or "-"))
    parts.append("log " + (" ".join(_log_entry(h) for h in st.hands_log) or "-"))
    return " | ".join(parts)


def _log_entry(h: dict[str, Any]) -> str:
    def field(v: Any) -> str:
        return "-" if v is None else str(v)

    fans = "+".join(f"{c}.{v}" for c, v in h["fans"]) or "-"
    delta = ",".join(map(str, h["delta"]))
    return ":".join(
        [
            str(h["hand"]),
            str(h["dealer"]),
            field(h["winner"]),
            field(h["discarder"]),
            field(h["card"]),
            str(h["total"]),
            fans,
            delta,
        ]
    )


def _int(text: str, what: str) -> int:
    if not text.lstrip("-").isdigit():
        raise PositionError(f"{what} must be a number, not {text!r}")
    return int(text)


def _faces(words: list[str], what: str) -> list[int]:
    if words == ["-"]:
        return []
    try:
        return sorted(parse_face(w) for w in words)
    except NotationError as err:
        raise PositionError(f"{what}: {err}") from None


def from_position(game: Any, text: str) -> LongmajiangState:
    """Rebuild a state from its position line; :class:`PositionError` saying what is wrong."""
    if not isinstance(text, str):
        raise PositionError("a position is one line of text")
    parts = [p.strip() for p in text.strip().split(" | ")]
    head = parts[0].split()
    if not head or head[0] != "longmajiang":
        raise PositionError("a 龙麻将 position starts with 'longmajiang'")
    values: dict[str, str] = {}
    for word in head[1:]:
        key, sep, value = word.partition("=")
        if not sep:
            raise PositionError(f"bad option {word!r}: write name=value")
        values[key] = value
    players = _int(values.pop("players", "4"), "players")
    try:
        players = game.check_players(players)
        options = game.parse_options(values, players)
    except OptionError as err:
        raise PositionError(str(err)) from None
    st = LongmajiangState(game, players, options, 0)
    n = st.seats
    if len(parts) != 6 + n:
        raise PositionError(f"a position of {n} seats has {6 + n} sections, not {len(parts)}")
    _match(st, parts[1].split())
    phase_words = parts[2].split()
    for s in range(n):
        _seat(st, s, parts[3 + s])
    _discards(st, parts[3 + n].split())
    stock = parts[4 + n].split()
    if not stock or stock[0] != "stock":
        raise PositionError("expected the 'stock' section")
    try:
        st.stock = [parse_face(w) for w in stock[1:]] if stock[1:] != ["-"] else []
    except NotationError as err:
        raise PositionError(f"stock: {err}") from None
    st.top = 0
    _log(st, parts[5 + n].split())
    _phase(st, phase_words)
    _check_counts(st)
    return st


def _match(st: LongmajiangState, words: list[str]) -> None:
    if len(words) != 6 or words[0] != "hand" or words[2] != "dealer" or words[4] != "scores":
        raise PositionError("expected 'hand K/N dealer D scores A,B,...'")
    k, _, total = words[1].partition("/")
    if _int(total, "hands") != st.n_hands:
        raise PositionError(f"the match has {st.n_hands} hands (option hands), not {total}")
    st.hand_index = _int(k, "hand") - 1
    if not 0 <= st.hand_index < st.n_hands:
        raise PositionError(f"hand {k} is not in 1-{st.n_hands}")
    st.dealer = _int(words[3], "dealer")
    if not 0 <= st.dealer < st.seats:
        raise PositionError(f"dealer {st.dealer} is not a seat 0-{st.seats - 1}")
    scores = [_int(x, "score") for x in words[5].split(",")]
    if len(scores) != st.players or sum(scores) != 0:
        raise PositionError(f"scores must be {st.players} numbers summing to 0")
    st.scores = scores


def _seat(st: LongmajiangState, s: int, text: str) -> None:
    head, _, rest = text.partition(" ")
    if head != f"s{s}":
        raise PositionError(f"expected seat section 's{s}', not {head!r}")
    concealed, _, melds_text = rest.partition("[")
    st.hands[s] = _faces(concealed.split(), f"seat {s}")
    melds_text = "[" + melds_text if melds_text else ""
    for chunk in filter(None, (c.strip() for c in melds_text.split("]"))):
        if not chunk.startswith("["):
            raise PositionError(f"seat {s}: bad meld {chunk!r}: write [peng<3 7H QH KH]")
        words = chunk[1:].split()
        kind, _, src = words[0].partition("<")
        if kind not in _KINDS:
            raise PositionError(f"seat {s}: meld kind must be one of {', '.join(_KINDS)}")
        source = None
        if kind == "angang":
            if src:
                raise PositionError(f"seat {s}: a concealed kong has no source")
        else:
            source = _int(src, "meld source")
            if not 0 <= source < st.seats or source == s:
                raise PositionError(f"seat {s}: meld source {source} is not another seat")
        cards = tuple(_faces(words[1:], f"seat {s} meld"))
        if len(cards) != (3 if kind == "peng" else 4):
            raise PositionError(f"seat {s}: a {kind} has {3 if kind == 'peng' else 4} cards")
        if not is_set(cards, st.any_suit):
            raise PositionError(f"seat {s}: [{_cards(cards)}] is not a set (§3.2)")
        st.melds[s].append(Meld(cards, kind, source))
    if len(st.melds[s]) > 2:
        raise PositionError(f"seat {s} has {len(st.melds[s])} exposed melds (at most 2)")


def _discards(st: LongmajiangState, words: list[str]) -> None:
    if not words or words[0] != "discards":
        raise PositionError("expected the 'discards' section")
    for w in words[1:] if words[1:] != ["-"] else []:
        seat, sep, card = w.partition(":")
        if not sep:
            raise PositionError(f"bad discard {w!r}: write seat:card, e.g. 0:5D")
        s = _int(seat, "discard seat")
        if not 0 <= s < st.seats:
            raise PositionError(f"discard {w!r}: no seat {s}")
        taken = card.endswith("*")
        face = _faces([card.rstrip("*")], "discard")[0]
        st.discards[s].append([face, taken])
        st.order.append((s, len(st.discards[s]) - 1))


def _log(st: LongmajiangState, words: list[str]) -> None:
    if not words or words[0] != "log":
        raise PositionError("expected the 'log' section")
    for w in words[1:] if words[1:] != ["-"] else []:
        f = w.split(":")
        if len(f) != 8:
            raise PositionError(f"bad log entry {w!r}")

        def opt(v: str) -> int | None:
            return None if v == "-" else _int(v, "log seat")

        fans = []
        for item in f[6].split("+") if f[6] != "-" else []:
            code, _, value = item.partition(".")
            fans.append([code, _int(value, "fan")])
        st.hands_log.append(
            {
                "hand": _int(f[0], "log hand"),
                "dealer": _int(f[1], "log dealer"),
                "winner": opt(f[2]),
                "discarder": opt(f[3]),
                "card": None if f[4] == "-" else FACE_TEXT[parse_face(f[4])],
                "total": _int(f[5], "log total"),
                "fans": fans,
                "delta": [_int(x, "log delta") for x in f[7].split(",")],
            }
        )
    st.full_log = [dict(h) for h in st.hands_log]


def _phase(st: LongmajiangState, words: list[str]) -> None:
    if not words or words[0] not in _PHASE_WORDS:
        raise PositionError(f"the phase is one of {', '.join(_PHASE_WORDS)}")
    phase = _PHASE_WORDS[words[0]]
    n = st.seats
    st._phase = phase
    expect_log = st.hand_index + (1 if phase == _END else 0)
    if len(st.hands_log) != expect_log:
        raise PositionError(
            f"hand {st.hand_index + 1} needs {expect_log} finished hands in the log"
        )
    if phase == _END:
        st.hand_index = st.n_hands
        return
    if phase in (_ACT, _FORCED, _LAST):
        if len(words) != 4 or words[2] != ("chi" if phase == _FORCED else "drawn"):
            raise PositionError(
                f"expected '{words[0]} SEAT {'chi' if phase == _FORCED else 'drawn'} CARD'"
            )
        st.turn = _int(words[1], "turn")
        if not 0 <= st.turn < n:
            raise PositionError(f"turn {st.turn} is not a seat")
        face = -1 if words[3] == "-" else _faces([words[3]], "card")[0]
        if face >= 0 and face not in st.hands[st.turn]:
            raise PositionError(f"seat {st.turn} does not hold {FACE_TEXT[face]}")
        if phase == _FORCED:
            st.chi_card = face
        else:
            st.drawn = face
    if phase == _LAST and st.stock:
        raise PositionError("the last-card decision comes when the stock is empty")
    if phase != _LAST and not st.stock:
        raise PositionError("the stock is empty: the hand would be over")
    for s in range(n):
        size = len(st.hands[s]) + 3 * len(st.melds[s])
        want = 9 if phase != _CLAIM and s == st.turn else 8
        if size != want:
            raise PositionError(
                f"seat {s} holds {size} cards counting each meld as 3, not {want} (§5)"
            )
    if phase == _CLAIM:
        if not st.order:
            raise PositionError("a claim window needs a discard")
        source, i = st.order[-1]
        face, taken = st.discards[source][i]
        if taken:
            raise PositionError("the last discard is marked taken but its window is open")
        earthly = source == st.dealer and len(st.discards[source]) == 1
        st.turn = source
        w = st.open_window(source, face, earthly)
        rest = " ".join(words[1:])
        answers = [a.strip() for a in rest.split(",")] if rest not in ("", "-") else []
        if not rest or len(answers) >= len(w.seats):
            raise PositionError("expected 'claims A,B,...' with fewer answers than seats asked")
        for seat, a in zip(w.seats, answers, strict=False):
            try:
                action = parse_action(a)
            except NotationError as err:
                raise PositionError(str(err)) from None
            if action != PASS and action not in w.options[seat]:
                raise PositionError(f"{a!r} is not a legal answer of seat {seat}")
            w.answers.append(action)
        st.window = w
    st._legal = None


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
