"""Build 龙麻将 positions for tests: given hands, melds and discards; the rest filled in."""

from __future__ import annotations

from collections import Counter

import paixi
from paixi.core.position import decode_options, encode_options
from paixi.games.longmajiang.cards import FACE_TEXT, parse_faces

GAME = paixi.load_game("longmajiang")


def position(
    players: int = 4,
    *,
    hands: dict[int, str],
    melds: dict[int, list[str]] | None = None,
    discards: list[str] = (),
    phase: str,
    turn: int | None = None,
    dealer: int = 0,
    stock: str = "",
    stock_size: int | None = None,
    variant: str = "standard",
    payment: str = "all_losers",
    set_wilds: str = "same_suit",
    hands_per_match: int = 1,
    more_options: str = "",
    decks: int | None = None,
) -> str:
    """A position line. ``discards`` are ``"S:CARD"`` (``*`` = taken), in play
    order; seats not in ``hands`` get the lowest free cards; ``stock`` lists
    its top cards, then the free cards follow (or, with ``stock_size``, only
    that many, the others going as extra discards of the dealer's pile first)."""
    melds = melds or {}
    seats = 4 if variant == "bridge" else players
    decks = decks or (1 if seats <= 4 else 2)
    deck = Counter({f: decks for f in range(54)})
    used: Counter[int] = Counter()
    for text in hands.values():
        used.update(parse_faces(text))
    for ms in melds.values():
        for m in ms:
            used.update(parse_faces(m.split(" ", 1)[1]))
    for d in discards:
        if not d.endswith("*"):
            used.update(parse_faces(d.split(":")[1]))
    top = parse_faces(stock)
    used.update(top)
    free = sorted((deck - used).elements())
    assert not (used - deck), "a card is used too often"
    seat_texts = {}
    for s in range(seats):
        size = 9 if s == turn and not phase.startswith("claims") else 8
        if s in hands:
            cards = parse_faces(hands[s])
        else:
            k = size - 3 * len(melds.get(s, []))
            # spread the fill over the deck so filled hands rarely claim anything
            cards, free = free[::3][:k], free
            for c in cards:
                free.remove(c)
        seat_texts[s] = " ".join(FACE_TEXT[f] for f in sorted(cards)) or "-"
    extra = []
    if stock_size is not None:
        need = stock_size - len(top)
        extra, free = free[: len(free) - need], free[len(free) - need :]
    rest = top + free
    pile = [f"{dealer}:{FACE_TEXT[f]}" for f in extra]
    opts = {"variant": variant, "payment": payment, "set_wilds": set_wilds}
    opts |= {"hands": hands_per_match, "decks": decks} | decode_options(more_options or "-")
    # the options as the game writes them (positions are read strictly)
    options_text = encode_options(GAME.parse_options(opts, players))
    words = phase.split()
    if words[0] == "claims":
        phase_field = "claims:" + (words[1] if len(words) > 1 else "-")
    else:
        phase_field = f"{words[0]}:{words[1]}:{words[3]}"
    fields = [
        "longmajiang",
        str(players),
        options_text,
        f"1/{hands_per_match}",
        str(dealer),
        ",".join(["0"] * players),
        phase_field,
    ]
    for s in range(seats):
        cards = seat_texts[s].replace(" ", ",")
        ms = []
        for m in melds.get(s, []):
            head, cards_text = m.split(" ", 1)
            ms.append(f"{head}:{'.'.join(FACE_TEXT[f] for f in sorted(parse_faces(cards_text)))}")
        fields.append("/".join([cards, *ms]))
    fields.append(",".join(pile + list(discards)) or "-")
    fields.append(",".join(FACE_TEXT[f] for f in rest) or "-")
    fields.append("-")
    return " ".join(fields)


def state(**kw):
    return GAME.from_position(position(**kw))
