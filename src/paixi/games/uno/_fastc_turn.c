/* A turn of the UNO C path (rules/uno.md §3-§5, uno-deck.md §4): FastPath.apply's inlined
 * path, _fast_wd4, and a draw that needs a reshuffle first. See _fastc_rules.c for the
 * helpers and the order of checks and writes. */

#include "_fastc.h"

/* --- a turn (§3-§5) ---------------------------------------------------------------------- */

/* int.bit_length of a positive int */
static int
bit_length(long v)
{
    int bits = 0;
    for (; v > 0; v >>= 1)
        bits++;
    return bits;
}

/* turn._shuffle_like_random: random.shuffle's swaps from the same getrandbits calls of
 * the state's RNG; -1 with an exception if a call fails. */
static int
shuffle_cards(PyObject *getrandbits, long *cards, Py_ssize_t count)
{
    for (Py_ssize_t i = count - 1; i > 0; i--) {
        PyObject *k = PyLong_FromLong(bit_length((long)i + 1));
        long j = i + 1;
        while (k != NULL && j > i) {
            PyObject *r = PyObject_CallOneArg(getrandbits, k);
            j = r != NULL ? PyLong_AsLong(r) : -1;
            Py_XDECREF(r);
            if (j < 0)
                break;
        }
        Py_XDECREF(k);
        if (k == NULL || j < 0)
            return -1;
        long t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    return 0;
}

/* A new list of `count` card ints. */
static PyObject *
card_list(const long *cards, Py_ssize_t count, int reversed)
{
    PyObject *list = PyList_New(count);
    for (Py_ssize_t i = 0; list != NULL && i < count; i++)
        PyList_SET_ITEM(list, i, PyLong_FromLong(cards[reversed ? count - 1 - i : i]));
    return list;
}

/* After a turn's draw of card `k` (turn._drawn_check, §4): a card that may be played at once
 * (`playable_now`) is offered (keep it or play it), else the turn passes. */
static int
after_draw(PyObject *self, Context *c, long k, int row, int playable_now)
{
    if (!playable_now)
        return next_turn(self, c, c->cp + c->dir, row);
    set_field(self, S_DRAWN, PyLong_FromLong(k));
    set_field(self, S_PHASE, Py_NewRef(DRAWN));
    PyObject *choices = PyList_GET_SIZE(c->hand) == 2 ? DRAWN_CHOICES_UNO : DRAWN_CHOICES;
    set_field(self, S_LEGAL, Py_NewRef(PyTuple_GET_ITEM(choices, k)));
    return DONE;
}

/* A turn's draw from an empty pile (uno-deck.md §4): turn._turn_draw pauses for the
 * reshuffle chance event, which the state's own RNG draws at once (State._resolve_chance,
 * _sample_chance, _apply_chance), then the owed card is drawn (_finish_owed, _continue,
 * _drawn_check). Every check comes before the shuffle: once the RNG has moved, the
 * decision is taken here. */
static int
reshuffle_draw(PyObject *self, PyObject *action, Context *c, int row)
{
    PyObject *discard = FIELD(self, S_DISCARD), *named = FIELD(self, S_NAMED);
    PyObject *challenge_on = FIELD(self, S_CHALLENGE_ON);
    long cards[MAX_PILE], seat = c->cp;
    int restriction = 0;
    if (!shuffle_like_random || FIELD(self, S_MANUAL_CHANCE) != Py_False || !is_list(discard)
        || !is_list(named) || PyList_GET_SIZE(discard) < 2 || PyList_GET_SIZE(discard) > MAX_PILE
        || PyList_GET_SIZE(named) < 1
        || (challenge_on != Py_True && (challenge_on != Py_False
                                        || (restriction = restriction_of(self)) < 0)))
        return NOT_HANDLED;
    Py_ssize_t count = PyList_GET_SIZE(discard) - 1;
    if (read_cards(discard, cards, count + 1) < 0)
        return NOT_HANDLED;
    PyObject *rng = PyObject_GetAttr(self, str_rng);
    if (rng == NULL) {
        PyErr_Clear();
        return NOT_HANDLED;
    }
    PyObject *getrandbits = Py_IS_TYPE(rng, (PyTypeObject *)RANDOM_TYPE)
                                ? PyObject_GetAttr(rng, str_getrandbits)
                                : NULL;
    Py_DECREF(rng);
    if (getrandbits == NULL)
        return PyErr_Occurred() ? FAILED : NOT_HANDLED;
    int shuffled = shuffle_cards(getrandbits, cards, count);
    Py_DECREF(getrandbits);
    if (shuffled < 0)
        return FAILED;

    /* what the chance event and the draw write, made before the first write */
    long k = cards[0]; /* the new pile's top */
    PyObject *value = PyTuple_New(count);
    for (Py_ssize_t i = 0; value != NULL && i < count; i++)
        PyTuple_SET_ITEM(value, i, PyLong_FromLong(cards[i]));
    PyObject *chance = value ? PyObject_CallFunctionObjArgs(CHANCE_TYPE, str_reshuffle, value,
                                                            NULL)
                             : NULL;
    PyObject *entry = chance ? PyObject_CallFunction(HISTORY_ENTRY, "lO", -1L, chance) : NULL;
    PyObject *pile = entry ? card_list(cards + 1, count - 1, 1) : NULL;
    PyObject *top = pile ? PyList_GetSlice(discard, count, count + 1) : NULL;
    PyObject *top_named = top ? PyList_GetSlice(named, PyList_GET_SIZE(named) - 1,
                                                PyList_GET_SIZE(named))
                              : NULL;
    PyObject *event = top_named ? Py_BuildValue("(lOn)", -1L, str_reshuffle, count) : NULL;
    PyObject *drew = event ? drew_private(seat, &k, 1) : NULL;
    PyObject *owe = drew ? Py_BuildValue("(ll)", -1L, 0L) : NULL;
    PyObject *step = owe ? begin(self, action, c) : NULL;
    int failed = step == NULL;
    if (!failed) { /* the decision, then the chance event: the events carry its step */
        Py_DECREF(step);
        failed = PyList_Append(c->history, entry) < 0;
        step = PyLong_FromSsize_t(PyList_GET_SIZE(c->history) - 1);
    }
    if (!failed && step != NULL) {
        set_field(self, S_TURN, PyLong_FromLong(seat));
        failed = pub(c, step, event, empty_tuple) < 0;
        set_field(self, S_DISCARD, Py_NewRef(top));
        set_field(self, S_NAMED, Py_NewRef(top_named));
        set_field(self, S_PILE, Py_NewRef(pile));
        PyObject *card = PyLong_FromLong(k);
        failed = failed || PyList_Append(c->hand, card) < 0;
        Py_DECREF(card);
        set_field(self, S_OWE, Py_NewRef(owe));
        failed = failed || emit(c, step, Py_None, empty_tuple, drew) < 0;
        set_field(self, S_THEN, Py_NewRef(THEN_NOTHING));
        failed = failed || pub(c, step, PyTuple_GET_ITEM(DREW_ONE, seat), empty_tuple) < 0;
        finish(self, c, step, 0);
    }
    else
        failed = 1;
    Py_XDECREF(value);
    Py_XDECREF(chance);
    Py_XDECREF(entry);
    Py_XDECREF(pile);
    Py_XDECREF(top);
    Py_XDECREF(top_named);
    Py_XDECREF(event);
    Py_XDECREF(drew);
    Py_XDECREF(owe);
    if (failed)
        return FAILED;
    int ok = (playable[row] >> k) & 1; /* _drawn_check (§4) */
    if (ok && k == WD4 && challenge_on != Py_True) {
        Py_ssize_t first = 0;
        while (first < PyList_GET_SIZE(c->hand)) {
            long v;
            if (read_card(PyList_GET_ITEM(c->hand, first), &v) && v == WD4)
                break;
            first++;
        }
        ok = wd4_legitimate(c->hand, first, c->active, row, restriction);
    }
    return after_draw(self, c, k, row, ok);
}

int
decide_turn(PyObject *self, PyObject *action, Context *c)
{
    PyObject *phase = FIELD(self, S_PHASE), *hand = c->hand;
    int row = ROW_OF(c->active, c->top_rank); /* moves.match_index */
    long k = -1;
    if (action == DRAW) {
        if (PyList_GET_SIZE(c->pile) == 0) /* a reshuffle is due first */
            return reshuffle_draw(self, action, c, row);
        if (!top_cards(c->pile, &k, 1))
            return NOT_HANDLED;
        if (k == WD4 && FIELD(self, S_CHALLENGE_ON) != Py_True)
            return NOT_HANDLED; /* its legitimacy decides whether it may be played (§4) */
        PyObject *step = begin(self, action, c);
        if (step == NULL)
            return FAILED;
        int failed = draw_cards(c->pile, hand, 1) < 0;
        PyObject *face = PyTuple_GET_ITEM(PyTuple_GET_ITEM(DREW_FACE, c->cp), k);
        failed = failed || pub(c, step, PyTuple_GET_ITEM(DREW_ONE, c->cp), face) < 0;
        if (finish(self, c, step, failed) == FAILED)
            return FAILED;
        return after_draw(self, c, k, row, (int)((playable[row] >> k) & 1));
    }
    if (action == KEEP) { /* §4: the drawn card stays in the hand; the turn passes */
        PyObject *step = begin(self, action, c);
        if (step == NULL)
            return FAILED;
        set_field(self, S_DRAWN, PyLong_FromLong(-1));
        int failed = pub(c, step, PyTuple_GET_ITEM(KEPT, c->cp), empty_tuple) < 0;
        if (finish(self, c, step, failed) == FAILED)
            return FAILED;
        return next_turn(self, c, c->cp + c->dir, row);
    }
    /* a play: (kind, colour it sets, rank it sets, move, matching) from the quick table,
     * or a Wild Draw Four */
    long colour, rank, move = -1;
    int wd4_play = 0; /* set below: a Wild Draw Four, not a quick play */
    PyObject *quick_map = FIELD(self, S_QUICK), *quick = NULL;
    if (quick_map == NULL || !PyDict_CheckExact(quick_map))
        return NOT_HANDLED;
    quick = PyDict_GetItemWithError(quick_map, action); /* borrowed */
    if (quick == NULL && PyErr_Occurred())
        return FAILED;
    /* a legal "!" leaves one card; without it, one card left opens the catch window */
    int catch_window = !(PyList_GET_SIZE(hand) > 2 || SLOT(action, action_off[A_UNO]) == Py_True);
    if (catch_window && PyList_GET_SIZE(hand) != 2)
        return NOT_HANDLED; /* the last card: going out (§6) */
    int restriction = -1;
    if (quick != NULL) {
        if (!PyTuple_CheckExact(quick) || PyTuple_GET_SIZE(quick) != 5
            || !read_int(PyTuple_GET_ITEM(quick, 0), 0, KINDS - 1, &k)
            || !read_int(PyTuple_GET_ITEM(quick, 1), 0, 3, &colour)
            || !read_int(PyTuple_GET_ITEM(quick, 2), -1, rule.row_width - 2, &rank)
            || !read_int(PyTuple_GET_ITEM(quick, 3), -9, 9, &move)
            || (move != rule.move_on && move != rule.move_skip && move != rule.move_reverse
                && move != rule.move_draw_two))
            return NOT_HANDLED;
    }
    else { /* FastPath._slow_play's Wild Draw Four without seed stacking: _fast_wd4 */
        PyObject *stacking = FIELD(self, S_STACKING);
        PyObject *challenge_on = FIELD(self, S_CHALLENGE_ON);
        PyObject *named_colour = PyDict_GetItemWithError(WD4_PLAYS, action);
        if (named_colour == NULL)
            return PyErr_Occurred() ? FAILED : NOT_HANDLED;
        if (stacking == NULL || !PyUnicode_Check(stacking)
            || PyUnicode_CompareWithASCIIString(stacking, STACKING_SEED) == 0
            || (challenge_on != Py_True && challenge_on != Py_False)
            || (restriction = restriction_of(self)) < 0
            || !read_int(named_colour, 0, 3, &colour))
            return NOT_HANDLED;
        k = WD4, rank = -1, wd4_play = 1;
    }
    long first[MAX_DRAW];
    int draw_two = !wd4_play && move == rule.move_draw_two;
    if (draw_two && !catch_window && !top_cards(c->pile, first, rule.draw_two_cards))
        return NOT_HANDLED; /* a Draw Two on a short pile: a reshuffle may be due */
    Py_ssize_t at = -1;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(hand) && at < 0; i++) {
        long v;
        if (!read_card(PyList_GET_ITEM(hand, i), &v))
            return NOT_HANDLED;
        if (v == k)
            at = i;
    }
    if (at < 0 || !is_list(FIELD(self, S_DISCARD)) || !is_list(FIELD(self, S_NAMED)))
        return NOT_HANDLED;
    long victim = seat_mod(c->cp + c->dir, c->n);
    PyObject *d2_private = NULL;
    CatchWindow window = {NULL, NULL};
    if (catch_window && prepare_catch(c, action, phase, &window) < 0)
        return FAILED;
    if (draw_two && !catch_window
        && (d2_private = drew_private(victim, first, rule.draw_two_cards)) == NULL)
        return FAILED;
    int legit = k == WD4 ? wd4_legitimate(hand, at, c->active, row, restriction) : 1;

    /* the decision is taken: write it */
    PyObject *step = begin(self, action, c);
    if (step == NULL) {
        Py_XDECREF(d2_private);
        Py_XDECREF(window.post);
        Py_XDECREF(window.seats);
        return FAILED;
    }
    if (phase == DRAWN)
        set_field(self, S_DRAWN, PyLong_FromLong(-1));
    PyObject *card = PyLong_FromLong(k), *named = PyLong_FromLong(colour);
    remove_at(hand, at);
    int failed = PyList_Append(FIELD(self, S_DISCARD), card) < 0
                 || PyList_Append(FIELD(self, S_NAMED), named) < 0;
    Py_DECREF(card);
    set_field(self, S_ACTIVE, named); /* steals the reference */
    set_field(self, S_TOP_RANK, PyLong_FromLong(rank));
    PyObject *logged = SLOT(action, action_off[A_LOGGED]);
    failed = failed || pub(c, step, PyTuple_GET_ITEM(logged, c->cp), empty_tuple) < 0;
    long cp = c->cp, dir = c->dir;
    if (k == WD4) { /* _lay: its guilt is judged on the hand it was played from (§5.1) */
        set_field(self, S_GUILTY, PyBool_FromLong(!legit));
        set_field(self, S_WD4_CONTEXT, Py_BuildValue("(ll)", c->active, c->top_rank));
        set_field(self, S_OFFENDER, PyLong_FromLong(cp));
        failed = failed || FIELD(self, S_WD4_CONTEXT) == NULL;
    }
    if (catch_window) { /* _after_play step 1: the missing call may be caught */
        open_catch(self, &window);
        return finish(self, c, step, failed);
    }
    if (wd4_play) { /* _fast_wd4: the next seat must accept (or challenge) four cards */
        PyObject *challenge_on = FIELD(self, S_CHALLENGE_ON);
        set_field(self, S_PENDING, PyLong_FromLong(rule.wd4_cards));
        set_field(self, S_STACK_ALL_PLUS2, Py_NewRef(Py_False));
        set_field(self, S_CHALLENGEABLE, Py_NewRef(challenge_on));
        set_field(self, S_VICTIM, PyLong_FromLong(victim));
        set_field(self, S_CP, PyLong_FromLong(victim));
        set_field(self, S_PHASE, Py_NewRef(RESPOND));
        PyObject *answers = PyTuple_GET_ITEM(WD4_ANSWERS, challenge_on == Py_True);
        set_field(self, S_LEGAL, Py_NewRef(answers));
        return finish(self, c, step, failed);
    }
    if (move == rule.move_on)
        cp += dir;
    else if (move == rule.move_skip)
        cp += 2 * dir;
    else if (move == rule.move_reverse) { /* a Reverse; with two players it skips (§5) */
        dir = -dir;
        set_field(self, S_DIR, PyLong_FromLong(dir));
        cp += c->n == 2 ? 2 * dir : dir;
    }
    else { /* a Draw Two: the next seat draws and is skipped (turn._effect, _draw) */
        PyObject *event = PyTuple_GET_ITEM(DREW_TWO, victim);
        failed = failed
                 || draw_cards(c->pile, PyList_GET_ITEM(c->hands, victim), rule.draw_two_cards) < 0
                 || pub(c, step, event, empty_tuple) < 0
                 || emit(c, step, Py_None, empty_tuple, d2_private) < 0;
        Py_DECREF(d2_private);
        cp += 2 * dir;
    }
    if (finish(self, c, step, failed) == FAILED)
        return FAILED;
    return next_turn(self, c, cp, ROW_OF(colour, rank));
}
