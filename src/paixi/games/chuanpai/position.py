"""The 川牌 position notation: the whole state as the referee sees it, one line.

The frame every game writes, ``chuanpai <players> <options>``
(:mod:`paixi.core.position`: the options that differ from their defaults,
``name=value;...``, ``-`` for none), then fields separated by single spaces,
each ``name=value`` (rules pages, section "Positions"):
``round=<n>`` (1-based) ``dealer=<seat>``
``scores=<a,b,c>`` ``phase=<dealer|deal|redeal|vote|declare|discard|window|over>``
``status=<one letter per seat: P pending, A active, S sat out, O out>``
``dealt=<ids>|<ids>|...`` (the dealt hands) ``hands=<ids>!<locked ids>|...``
``melds=<meld,meld>|...`` (``chi:66+11``, ``peng:44``, ``gang:44``,
``tuhuo:44``, ``tuhuo5:44``, ``xiang:44``; ``-`` for none) ``baozi=<0/1 per seat>``
``stolen=<a,b,c>`` ``stock=<ids, top first>`` ``plays=<card><f|r|d><taker or ->,...|...``
``window=<card>:<owner>:<f|r|d>:<answers joined by , with _ for spaces>`` or ``-``
``disc=<seat>:<q|p|x>:<forbidden id or ->`` or ``-``
``redeal=<-|ask|pass>`` ``votes=<yes,no,...>`` ``decls=<play,sitout,...>``
``log=<JSON of the finished rounds>``.

Card lists are two-digit ids run together (``114666``). A ``-`` stands
for an empty list.

Positions written before issue 29 began ``chuanpai/<players> opt=<name:value,...>``
(every option); :func:`upgrade` rewrites that header to the frame.
"""

from __future__ import annotations

import json
from typing import Any

from paixi.core.errors import NotationError, OptionError, PositionError, plain_words
from paixi.core.position import encode_options, join_position, split_position
from paixi.equipment.chuanpai import IDS, NUM_KINDS, parse_card
from paixi.games.chuanpai.actions import parse_action
from paixi.games.chuanpai.evaluation import evaluate_hand
from paixi.games.chuanpai.scoring import parse_meld

PHASES = ("dealer", "deal", "redeal", "vote", "declare", "discard", "window", "over")
_FIELDS = (
    "round",
    "dealer",
    "scores",
    "phase",
    "status",
    "dealt",
    "hands",
    "melds",
    "baozi",
    "stolen",
    "stock",
    "plays",
    "window",
    "disc",
    "redeal",
    "votes",
    "decls",
    "log",
)


def _ids(kinds: Any) -> str:
    text = "".join(IDS[k] for k in kinds)
    return text or "-"


def _counts_ids(counts: list[int]) -> str:
    return _ids(k for k in range(NUM_KINDS) for _ in range(counts[k]))


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def to_position(state: Any) -> str:
    """The position of ``state`` (format: module docstring)."""
    w = state.window
    if w is not None and state.phase == "window":
        answers = ",".join(str(a).replace(" ", "_") for a in w.answers) or "-"
        window = f"{IDS[w.card]}:{w.owner}:{w.source}:{answers}"
    else:
        window = "-"
    if state.disc is not None and state.phase == "discard":
        s, reason, forbidden = state.disc
        disc = f"{s}:{reason}:{IDS[forbidden] if forbidden >= 0 else '-'}"
    else:
        disc = "-"
    redeal = {None: "-", True: "ask", False: "pass"}[state.redeal_asked]
    plays = "|".join(
        ",".join(f"{IDS[c]}{src}{'-' if t < 0 else t}" for c, src, t in pile) or "-"
        for pile in state.plays
    )
    parts = [
        f"round={state.round_no + 1}",
        f"dealer={state.dealer}",
        "scores=" + ",".join(_num(x) for x in state.scores),
        f"phase={state.phase}",
        "status=" + "".join(state.status),
        "dealt=" + "|".join(_ids(h) for h in state.dealt),
        "hands="
        + "|".join(
            _counts_ids(h) + "!" + _counts_ids(lk)
            for h, lk in zip(state.hands, state.locked, strict=True)
        ),
        "melds=" + "|".join(",".join(str(m) for m in ms) or "-" for ms in state.melds),
        "baozi=" + "".join("1" if b else "0" for b in state.baozi),
        "stolen=" + ",".join(str(x) for x in state.stolen),
        "stock=" + _ids(state.stock[state.top : state.bottom]),
        f"plays={plays}",
        f"window={window}",
        f"disc={disc}",
        f"redeal={redeal}",
        "votes=" + (",".join(str(a) for a in state.votes) or "-"),
        "decls=" + (",".join(str(a) for a in state.decls) or "-"),
        # spaces only occur inside JSON strings, where \u0020 means the same
        "log=" + json.dumps(state.log, separators=(",", ":")).replace(" ", "\\u0020"),
    ]
    return join_position(state, parts)


def _card_list(text: str, what: str) -> list[int]:
    if text == "-" or text == "":
        return []
    if len(text) % 2:
        raise PositionError(f"{what}: card ids are two digits each, got {text[:30]!r}")
    try:
        return [parse_card(text[i : i + 2]) for i in range(0, len(text), 2)]
    except NotationError as err:
        raise PositionError(f"{what}: {err}") from None


def _per_seat(text: str, n: int, what: str) -> list[str]:
    parts = text.split("|")
    if len(parts) != n:
        raise PositionError(f"{what} has {len(parts)} seats, expected {n}")
    return parts


def _ints(text: str, n: int, what: str) -> list[int]:
    try:
        values = [int(x) for x in text.split(",")]
    except ValueError:
        raise PositionError(f"{what} must be {n} integers separated by commas") from None
    if len(values) != n:
        raise PositionError(f"{what} has {len(values)} values, expected {n}")
    return values


def from_position(game: Any, text: str) -> Any:
    """The state written ``text``; :class:`PositionError` saying what is wrong."""
    n, options, tokens = split_position(game, text)
    fields: dict[str, str] = {}
    for token in tokens:
        name, sep, value = token.partition("=")
        if not sep or name not in _FIELDS:
            raise PositionError(f"unknown position field {token[:30]!r}")
        if name in fields:
            raise PositionError(f"field {name} given twice")
        fields[name] = value
    missing = [f for f in _FIELDS if f not in fields]
    if missing:
        raise PositionError(f"missing field {missing[0]}")
    state = game.new_game(n, options, seed=0, chance="manual")
    o = state.options
    state.events = []
    try:
        _fill(state, fields, n)
    except PositionError:
        raise
    except (ValueError, IndexError, KeyError, NotationError) as err:
        raise PositionError(f"malformed position: {plain_words(err)}") from None
    _check(state, o)
    return state


def upgrade(game: Any, text: str) -> str:
    """A position written before issue 29 (``chuanpai/<players> opt=<name:value,...>``)
    with the frame's header ``chuanpai <players> <options>``; other text unchanged."""
    head, _, rest = text.partition(" ")
    if not head.startswith("chuanpai/"):
        return text
    opt, _, fields = rest.partition(" ")
    if not opt.startswith("opt="):
        raise PositionError("an old chuanpai position starts 'chuanpai/<players> opt=...'")
    values: dict[str, Any] = {}
    for item in opt[4:].split(","):
        name, sep, value = item.partition(":")
        if not sep:
            raise PositionError(f"bad option {item[:30]!r} in an old header: write name:value")
        values[name] = None if value == "none" else value
    try:
        players = game.check_players(int(head[9:]) if head[9:].isdigit() else -1)
        options = game.parse_options(values, players)
    except OptionError as err:
        raise PositionError(f"bad players or options in an old header: {err}") from None
    return f"chuanpai {players} {encode_options(options)} {fields}"


def _fill(state: Any, f: dict[str, str], n: int) -> None:
    state.round_no = int(f["round"]) - 1
    if not 0 <= state.round_no < state.options.rounds + 1:
        raise PositionError(f"round {f['round']} is outside 1-{state.options.rounds}")
    state.dealer = int(f["dealer"])
    if not -1 <= state.dealer < n:
        raise PositionError(f"dealer {state.dealer} is not a seat")
    state.scores = [float(x) for x in f["scores"].split(",")]
    if len(state.scores) != n:
        raise PositionError(f"scores has {len(state.scores)} values, expected {n}")
    if f["phase"] not in PHASES:
        raise PositionError(f"unknown phase {f['phase']!r}")
    state.phase = f["phase"]
    if len(f["status"]) != n or any(c not in "PASO" for c in f["status"]):
        raise PositionError("status is one letter P/A/S/O per seat")
    state.status = list(f["status"])
    state.dealt = [tuple(sorted(_card_list(x, "dealt"))) for x in _per_seat(f["dealt"], n, "dealt")]
    for s, part in enumerate(_per_seat(f["hands"], n, "hands")):
        hand_text, bang, locked_text = part.partition("!")
        if not bang:
            raise PositionError("each hand is written <cards>!<locked cards>")
        hand = [0] * NUM_KINDS
        locked = [0] * NUM_KINDS
        for k in _card_list(hand_text, "hands"):
            hand[k] += 1
        for k in _card_list(locked_text, "locked cards"):
            locked[k] += 1
        if any(locked[k] > hand[k] for k in range(NUM_KINDS)):
            raise PositionError(f"seat {s} has locked cards that are not in its hand")
        state.hands[s], state.locked[s] = hand, locked
    for s, part in enumerate(_per_seat(f["melds"], n, "melds")):
        try:
            state.melds[s] = [] if part == "-" else [parse_meld(m) for m in part.split(",")]
        except NotationError as err:
            raise PositionError(f"seat {s} melds: {err}") from None
    if len(f["baozi"]) != n or any(c not in "01" for c in f["baozi"]):
        raise PositionError("baozi is one digit 0/1 per seat")
    state.baozi = [c == "1" for c in f["baozi"]]
    state.stolen = _ints(f["stolen"], n, "stolen")
    state.stock = _card_list(f["stock"], "stock")
    state.top, state.bottom = 0, len(state.stock)
    for s, part in enumerate(_per_seat(f["plays"], n, "plays")):
        pile = []
        for item in [] if part == "-" else part.split(","):
            if len(item) < 4 or item[2] not in "frd":
                raise PositionError(f"bad face-up card {item[:20]!r}: <id><f|r|d><taker or ->")
            taker = -1 if item[3:] == "-" else int(item[3:])
            if not -1 <= taker < n:
                raise PositionError(f"face-up card {item}: taker is not a seat")
            pile.append([parse_card(item[:2]), item[2], taker])
        state.plays[s] = pile
    if state.dealer >= 0:
        req = state.options.required_mao
        for s in range(n):
            if state.dealt[s]:
                counts = [0] * NUM_KINDS
                for k in state.dealt[s]:
                    counts[k] += 1
                state.evals[s] = evaluate_hand(counts, state.threshold(s), req)
    state.redeal_asked = {"-": None, "ask": True, "pass": False}[f["redeal"]]
    if state.redeal_asked:
        state.voters = [(state.dealer + k) % n for k in range(1, n)]
    state.votes = [] if f["votes"] == "-" else [parse_action(a) for a in f["votes"].split(",")]
    if state.phase in ("declare",) or f["decls"] != "-":
        state.declarers = [(state.dealer + k) % n for k in range(n)]
    state.decls = [] if f["decls"] == "-" else [parse_action(a) for a in f["decls"].split(",")]
    state.log = json.loads(f["log"])
    if f["disc"] != "-":
        seat, reason, forbidden = f["disc"].split(":")
        if reason not in "qpx" or len(reason) != 1:
            raise PositionError("disc reason is q (起牌), p (碰) or x (exchange)")
        state.disc = (int(seat), reason, -1 if forbidden == "-" else parse_card(forbidden))
    if f["window"] != "-":
        card, owner, source, answers = f["window"].split(":")
        _set_window(state, parse_card(card), int(owner), source, answers)


def _set_window(state: Any, card: int, owner: int, source: str, answers: str) -> None:
    from paixi.games.chuanpai.play import Window

    if source not in ("f", "r", "d") or not 0 <= owner < state.players:
        raise PositionError("window is <card>:<owner seat>:<f|r|d>:<answers>")
    if state._is_dead(card):
        # §5.3: a dead card opens no window, so play never reaches this position
        raise PositionError(f"{IDS[card]} is dead (the 5th copy of a gang): it opens no window")
    seats = state._claim_order(owner, source)
    if not seats:
        raise PositionError("nobody active is asked in this window, so it never opens")
    options = [state.claim_options(s, card, owner, source) for s in seats]
    given = (
        [] if answers == "-" else [parse_action(a.replace("_", " ")) for a in answers.split(",")]
    )
    if len(given) >= len(seats):
        raise PositionError("the window has all its answers: it would be resolved")
    for i, a in enumerate(given):
        if a not in options[i]:
            raise PositionError(f"seat {seats[i]} cannot answer {a} in this window")
    state.window = Window(card, owner, source, seats, options, given)
    state.avail = (card, owner, source)
    pile = state.plays[owner]
    if not pile or pile[-1][0] != card or pile[-1][2] != -1 or pile[-1][1] != source:
        raise PositionError("the window's card must be the owner's last face-up card, untaken")


def _check(state: Any, o: Any) -> None:
    n = state.players
    used = [0] * NUM_KINDS
    for s in range(n):
        for k in range(NUM_KINDS):
            used[k] += state.hands[s][k]
        for m in state.melds[s]:
            for k in m.cards:
                used[k] += 1
        for card, _, taker in state.plays[s]:
            if taker == -1:
                used[card] += 1
    for k in state.stock:
        used[k] += 1
    if state.phase not in ("dealer", "deal") or any(used):
        for k in range(NUM_KINDS):
            if used[k] != o.copies:
                raise PositionError(
                    f"card {IDS[k]} appears {used[k]} times; the deck has {o.copies} of each"
                )
    phase = state.phase
    if phase == "window" and state.window is None:
        raise PositionError("phase window needs window=<card>:<owner>:<source>:<answers>")
    if phase != "window" and state.window is not None:
        raise PositionError(f"a window is open but the phase is {phase}")
    if phase == "discard":
        if state.disc is None:
            raise PositionError("phase discard needs disc=<seat>:<reason>:<forbidden>")
        if state.status[state.disc[0]] != "A" or not state._discard_options():
            raise PositionError("the discarding seat must be active and hold a free card")
    elif state.disc is not None:
        raise PositionError(f"disc is given but the phase is {phase}")
    if phase in ("redeal", "vote", "declare") and any(c != "P" for c in state.status):
        raise PositionError("before the declarations every status is P")
    if phase in ("discard", "window") and "A" not in state.status:
        raise PositionError("play needs an active seat")
    if phase == "vote" and (not state.redeal_asked or len(state.votes) >= len(state.voters)):
        raise PositionError("phase vote needs redeal=ask and fewer votes than voters")
    if phase == "declare" and len(state.decls) >= n:
        raise PositionError("phase declare needs fewer declarations than seats")
    if phase in ("redeal", "vote", "declare", "discard", "window") and state.evals[0] is None:
        raise PositionError("a round in progress needs the dealt hands")
    if phase == "declare":
        for s, a in zip(state.declarers, state.decls, strict=False):
            if a not in state._compute_legal_for_declare(s):
                raise PositionError(f"seat {s} cannot declare {a}")
    state._legal = None
