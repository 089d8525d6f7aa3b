/* The decisions the UNO C path takes (rules/uno.md §3-§5 under the plain rules), each
 * the C twin of a piece of fast.py / turn.py / windows.py named in its comment.
 *
 * Every function first checks everything it will read and returns NOT_HANDLED if
 * anything is off (the Python path then takes the decision); only then does it write.
 * Objects are made before the first write where they can be, so that a failure (out
 * of memory) leaves the state as it was in all but the rarest cases. */

#include "_fastc.h"
#include <string.h>

int
load_context(PyObject *self, Context *c)
{
    c->history = FIELD(self, S_HISTORY);
    c->pile = FIELD(self, S_PILE);
    c->hands = FIELD(self, S_HANDS);
    c->log = FIELD(self, S_LOG);
    c->events = FIELD(self, S_EVENTS);
    if (!read_int(FIELD(self, S_N), 2, SEATS, &c->n)
        || !read_int(FIELD(self, S_CP), 0, c->n - 1, &c->cp)
        || !read_int(FIELD(self, S_DIR), -1, 1, &c->dir) || c->dir == 0
        || !read_int(FIELD(self, S_ACTIVE), 0, 3, &c->active)
        || !read_int(FIELD(self, S_TOP_RANK), -1, 12, &c->top_rank)
        || !read_int(FIELD(self, S_N_EVENTS), 0, PY_SSIZE_T_MAX, &c->n_events)
        || !is_list(c->history) || !is_list(c->pile) || !is_list(c->hands) || !is_list(c->log)
        || c->events == NULL || !PyList_Check(c->events)
        || PyList_GET_SIZE(c->events) < c->n_events || PyList_GET_SIZE(c->hands) != c->n)
        return 0;
    for (long s = 0; s < c->n; s++)
        if (!is_list(PyList_GET_ITEM(c->hands, s)))
            return 0;
    c->hand = PyList_GET_ITEM(c->hands, c->cp);
    return 1;
}

static inline long
seat_mod(long seat, long n)
{
    return (seat % n + n) % n; /* Python's % */
}

/* --- the legal list's order -------------------------------------------------------------
 *
 * The Python path lists a turn's plays as `for k in MATCHING[row].intersection(hand)`, so
 * its order is the iteration order of the set frozenset.intersection builds from the hand.
 * The C path must give the same list (a seeded random player picks by index), so it
 * replays CPython's set insertion (setobject.c: set_add_entry with LINEAR_PROBES 9 and
 * PERTURB_SHIFT 5; the table grows to the next power of two above used*4 when
 * fill*5 >= mask*3, old entries re-inserted in table order) for the small ints 0-53,
 * whose hash is themselves. engine.py checks this against the real frozenset at import
 * and keeps the Python path if they ever disagree (another interpreter's sets). */

#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

/* set_insert_clean: k (not present) into a table of mask+1 slots, -1 for empty. The
 * insertion of a new key by set_add_entry probes the same slots in the same order. */
static void
insert_clean(signed char *table, size_t mask, int k)
{
    size_t perturb = (size_t)k;
    size_t i = (size_t)k & mask;
    for (;;) {
        size_t last = i + LINEAR_PROBES <= mask ? i + LINEAR_PROBES : i;
        for (size_t j = i; j <= last; j++)
            if (table[j] < 0) {
                table[j] = (signed char)k;
                return;
            }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

int
set_order(uint64_t mask, PyObject *hand, int *out)
{
    int distinct[KINDS], used = 0;
    uint64_t seen = 0;
    Py_ssize_t size = PyList_GET_SIZE(hand);
    for (Py_ssize_t h = 0; h < size; h++) { /* the new keys, in the order they are added */
        long k;
        if (!read_int(PyList_GET_ITEM(hand, h), 0, KINDS - 1, &k))
            return -1;
        uint64_t bit = (uint64_t)1 << k;
        if ((mask & bit) && !(seen & bit)) {
            seen |= bit;
            distinct[used++] = (int)k;
        }
    }
    int n = 0;
    if (used >= 19) {
        /* the table has grown to 128 slots (at the 19th key), where every key 0-53 sits
         * in its own home slot: the order is ascending */
        for (int k = 0; k < KINDS; k++)
            if ((seen >> k) & 1)
                out[n++] = k;
        return n;
    }
    signed char table[32], old[32];
    size_t tmask = 7;
    memset(table, -1, sizeof(table));
    for (int a = 0; a < used; a++) {
        insert_clean(table, tmask, distinct[a]);
        if ((size_t)(a + 1) * 5 < tmask * 3)
            continue;
        size_t newsize = 8; /* set_table_resize(so, used * 4) */
        while (newsize <= (size_t)(a + 1) * 4)
            newsize <<= 1;
        if (newsize > sizeof(table))
            return -1; /* only from 19 keys on, handled above */
        size_t oldmask = tmask;
        memcpy(old, table, oldmask + 1);
        tmask = newsize - 1;
        memset(table, -1, sizeof(table));
        for (size_t e = 0; e <= oldmask; e++)
            if (old[e] >= 0)
                insert_clean(table, tmask, old[e]);
    }
    for (size_t e = 0; e <= tmask; e++)
        if (table[e] >= 0)
            out[n++] = table[e];
    return n;
}

/* FastPath._turn_legal: the matching one-card plays (with their "!" twins when two cards
 * are held, §7), then draw. New reference; NULL without an exception if the hand holds
 * something other than cards. */
PyObject *
turn_legal(PyObject *hand, int row)
{
    int kinds[KINDS];
    PyObject *items[MAX_LEGAL];
    int count = set_order(playable[row], hand, kinds);
    if (count < 0)
        return NULL;
    PyObject *table = PyList_GET_SIZE(hand) == 2 ? SINGLE_UNO : SINGLE;
    Py_ssize_t m = 0;
    for (int i = 0; i < count; i++) {
        PyObject *plays = PyTuple_GET_ITEM(table, kinds[i]);
        for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(plays); j++)
            items[m++] = PyTuple_GET_ITEM(plays, j); /* at most 54 x 8 < MAX_LEGAL */
    }
    items[m++] = DRAW;
    PyObject *out = PyList_New(m);
    if (out == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < m; i++)
        PyList_SET_ITEM(out, i, Py_NewRef(items[i]));
    return out;
}

/* --- writing ------------------------------------------------------------------------------ */

/* Pop the last item of a non-empty list (a new reference), as list.pop() does. */
static inline PyObject *
pop_last(PyObject *list)
{
    Py_ssize_t size = PyList_GET_SIZE(list);
    PyObject *item = PyList_GET_ITEM(list, size - 1);
    Py_SET_SIZE(list, size - 1); /* the reference moves to the caller */
    return item;
}

/* The first write of a decision (FastPath.apply and State._emit): fork the event log if a
 * clone sharing it has emitted since, and append the history entry. Returns the step (the
 * history index, new reference) the decision's events carry, or NULL. */
static PyObject *
begin(PyObject *self, PyObject *action, Context *c)
{
    if (PyList_GET_SIZE(c->events) != c->n_events) {
        PyObject *head = PyList_GetSlice(c->events, 0, c->n_events);
        if (head == NULL)
            return NULL;
        PyObject *forked = PyObject_CallOneArg(eventlog_type, head);
        Py_DECREF(head);
        if (forked == NULL)
            return NULL;
        if (!PyList_Check(forked)) {
            Py_DECREF(forked);
            PyErr_SetString(PyExc_TypeError, "EventLog must be a list");
            return NULL;
        }
        set_field(self, S_EVENTS, forked);
        c->events = forked;
    }
    PyObject *entries = SLOT(action, action_off[A_ENTRIES]);
    if (PyList_Append(c->history, PyTuple_GET_ITEM(entries, c->cp)) < 0)
        return NULL;
    return PyLong_FromSsize_t(PyList_GET_SIZE(c->history) - 1);
}

/* State._emit: one raw event (step, key, args, private); -1 on error. */
static int
emit(Context *c, PyObject *step, PyObject *key, PyObject *args, PyObject *private)
{
    PyObject *t = PyTuple_Pack(4, step, key, args, private);
    if (t == NULL)
        return -1;
    int r = PyList_Append(c->events, t);
    Py_DECREF(t);
    c->n_events++;
    return r;
}

/* TurnRules._pub: a public event of the hand, into the log and the events; -1 on error. */
static int
pub(Context *c, PyObject *step, PyObject *event, PyObject *private)
{
    if (PyList_Append(c->log, event) < 0)
        return -1;
    return emit(c, step, str_log, event, private);
}

/* cards_text: the codes of `cards` in deck order, space-separated (new reference). */
static PyObject *
cards_text(const long *cards, Py_ssize_t count)
{
    long sorted[KINDS * 4];
    if (count > KINDS * 4)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++) { /* insertion sort: a handful of cards */
        Py_ssize_t j = i;
        for (; j > 0 && sorted[j - 1] > cards[i]; j--)
            sorted[j] = sorted[j - 1];
        sorted[j] = cards[i];
    }
    PyObject *codes = PyList_New(count);
    if (codes == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < count; i++)
        PyList_SET_ITEM(codes, i, Py_NewRef(PyTuple_GET_ITEM(CODES, sorted[i])));
    PyObject *text = PyUnicode_Join(str_space, codes);
    Py_DECREF(codes);
    return text;
}

/* turn.drew_private: ((seat, "drew", (seat, cards_text(cards))),) — new reference. */
static PyObject *
drew_private(long seat, const long *cards, Py_ssize_t count)
{
    PyObject *text = cards_text(cards, count);
    if (text == NULL)
        return NULL;
    return Py_BuildValue("((lO(lN)))", seat, str_drew, seat, text);
}

/* The cards of a hand list as C ints into out (room for `room`); the count, or -1. */
static Py_ssize_t
read_cards(PyObject *hand, long *out, Py_ssize_t room)
{
    Py_ssize_t size = PyList_GET_SIZE(hand);
    if (size > room)
        return -1;
    for (Py_ssize_t i = 0; i < size; i++)
        if (!read_int(PyList_GET_ITEM(hand, i), 0, KINDS - 1, &out[i]))
            return -1;
    return size;
}

/* The last `count` cards of the pile, in the order they are drawn (top first). */
static int
top_cards(PyObject *pile, long *out, Py_ssize_t count)
{
    Py_ssize_t size = PyList_GET_SIZE(pile);
    if (size < count)
        return 0;
    for (Py_ssize_t i = 0; i < count; i++)
        if (!read_int(PyList_GET_ITEM(pile, size - 1 - i), 0, KINDS - 1, &out[i]))
            return 0;
    return 1;
}

/* Remove item `at` of a list (list.remove once the index is known): no resize, as a
 * hand is about to grow again. */
static inline void
remove_at(PyObject *list, Py_ssize_t at)
{
    PyObject **items = ((PyListObject *)list)->ob_item;
    Py_ssize_t size = PyList_GET_SIZE(list);
    PyObject *gone = items[at];
    memmove(&items[at], &items[at + 1], (size_t)(size - at - 1) * sizeof(PyObject *));
    Py_SET_SIZE(list, size - 1);
    Py_DECREF(gone);
}

/* Move `count` cards from the pile's top to the end of `hand`; -1 on error. */
static int
draw_cards(PyObject *pile, PyObject *hand, Py_ssize_t count)
{
    int r = 0;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *card = pop_last(pile);
        r = r || PyList_Append(hand, card) < 0;
        Py_DECREF(card);
    }
    return r ? -1 : 0;
}

/* The next turn (TurnRules._begin_turn), with its legal actions cached (as the Python
 * path's next apply would compute them). */
static int
next_turn(PyObject *self, Context *c, long seat, int row)
{
    long cp = seat_mod(seat, c->n);
    set_field(self, S_PHASE, Py_NewRef(TURN));
    set_field(self, S_CP, PyLong_FromLong(cp));
    PyObject *legal = turn_legal(PyList_GET_ITEM(c->hands, cp), row);
    if (legal == NULL && PyErr_Occurred())
        return FAILED;
    set_field(self, S_LEGAL, legal != NULL ? legal : Py_NewRef(Py_None));
    return DONE;
}

static int
finish(PyObject *self, Context *c, PyObject *step, int failed)
{
    Py_DECREF(step);
    set_field(self, S_N_EVENTS, PyLong_FromLong(c->n_events));
    return failed ? FAILED : DONE;
}

/* --- a turn (§3-§5): FastPath.apply's inlined path, and _fast_wd4 ------------------------ */

/* §5.1: may a Wild Draw Four be played with these other cards? (moves.wd4_legitimate) */
static int
wd4_legitimate(PyObject *hand, Py_ssize_t skip, long active, int row, int restriction)
{
    if (restriction == 0) /* "none" */
        return 1;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(hand); i++) {
        long k;
        if (i == skip || !read_int(PyList_GET_ITEM(hand, i), 0, KINDS - 1, &k))
            continue; /* every card was checked before */
        if (restriction == 1 ? colour_of[k] == active : k < 52 && ((playable[row] >> k) & 1))
            return 0;
    }
    return 1;
}

/* The restriction option as 0 "none", 1 "colour", 2 "colour_or_number", -1 other. */
static int
restriction_of(PyObject *self)
{
    PyObject *r = FIELD(self, S_RESTRICTION);
    if (r == NULL || !PyUnicode_Check(r))
        return -1;
    if (PyUnicode_CompareWithASCIIString(r, "none") == 0)
        return 0;
    if (PyUnicode_CompareWithASCIIString(r, "colour") == 0)
        return 1;
    return PyUnicode_CompareWithASCIIString(r, "colour_or_number") == 0 ? 2 : -1;
}

int
decide_turn(PyObject *self, PyObject *action, Context *c)
{
    PyObject *phase = FIELD(self, S_PHASE), *hand = c->hand;
    int row = (int)(c->active * 14 + c->top_rank + 1); /* moves.match_index */
    long k = -1;
    if (action == DRAW) {
        if (!top_cards(c->pile, &k, 1)) /* an empty pile: a reshuffle is due first */
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
        if ((playable[row] >> k) & 1) { /* §4: the drawn card may be played at once */
            set_field(self, S_DRAWN, PyLong_FromLong(k));
            set_field(self, S_PHASE, Py_NewRef(DRAWN));
            PyObject *choices = PyList_GET_SIZE(hand) == 2 ? DRAWN_CHOICES_UNO : DRAWN_CHOICES;
            set_field(self, S_LEGAL, Py_NewRef(PyTuple_GET_ITEM(choices, k)));
            return DONE;
        }
        return next_turn(self, c, c->cp + c->dir, row);
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
    long colour, rank, move;
    PyObject *quick_map = FIELD(self, S_QUICK), *quick = NULL;
    if (quick_map == NULL || !PyDict_CheckExact(quick_map))
        return NOT_HANDLED;
    quick = PyDict_GetItemWithError(quick_map, action); /* borrowed */
    if (quick == NULL && PyErr_Occurred())
        return FAILED;
    /* a legal "!" leaves one card; without it, one card left opens the catch window */
    if (!(PyList_GET_SIZE(hand) > 2 || SLOT(action, action_off[A_UNO]) == Py_True))
        return NOT_HANDLED;
    int restriction = -1;
    if (quick != NULL) {
        if (!PyTuple_CheckExact(quick) || PyTuple_GET_SIZE(quick) != 5
            || !read_int(PyTuple_GET_ITEM(quick, 0), 0, KINDS - 1, &k)
            || !read_int(PyTuple_GET_ITEM(quick, 1), 0, 3, &colour)
            || !read_int(PyTuple_GET_ITEM(quick, 2), -1, 12, &rank)
            || !read_int(PyTuple_GET_ITEM(quick, 3), 1, 4, &move))
            return NOT_HANDLED;
    }
    else { /* FastPath._slow_play's Wild Draw Four without seed stacking: _fast_wd4 */
        PyObject *stacking = FIELD(self, S_STACKING);
        PyObject *challenge_on = FIELD(self, S_CHALLENGE_ON);
        PyObject *named_colour = PyDict_GetItemWithError(WD4_PLAYS, action);
        if (named_colour == NULL)
            return PyErr_Occurred() ? FAILED : NOT_HANDLED;
        if (stacking == NULL || !PyUnicode_Check(stacking)
            || PyUnicode_CompareWithASCIIString(stacking, "seed") == 0
            || (challenge_on != Py_True && challenge_on != Py_False)
            || (restriction = restriction_of(self)) < 0
            || !read_int(named_colour, 0, 3, &colour))
            return NOT_HANDLED;
        k = WD4, rank = -1, move = 0;
    }
    long first[2];
    if (move == 4 && !top_cards(c->pile, first, 2))
        return NOT_HANDLED; /* a Draw Two on a short pile: a reshuffle may be due */
    Py_ssize_t at = -1;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(hand) && at < 0; i++) {
        long v;
        if (!read_int(PyList_GET_ITEM(hand, i), 0, KINDS - 1, &v))
            return NOT_HANDLED;
        if (v == k)
            at = i;
    }
    if (at < 0 || !is_list(FIELD(self, S_DISCARD)) || !is_list(FIELD(self, S_NAMED)))
        return NOT_HANDLED;
    long victim = seat_mod(c->cp + c->dir, c->n);
    PyObject *d2_private = NULL;
    if (move == 4 && (d2_private = drew_private(victim, first, 2)) == NULL)
        return FAILED;
    int legit = k == WD4 ? wd4_legitimate(hand, at, c->active, row, restriction) : 1;

    /* the decision is taken: write it */
    PyObject *step = begin(self, action, c);
    if (step == NULL) {
        Py_XDECREF(d2_private);
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
    if (move == 0) { /* _fast_wd4: the next seat must accept (or challenge) four cards */
        PyObject *challenge_on = FIELD(self, S_CHALLENGE_ON);
        set_field(self, S_GUILTY, PyBool_FromLong(!legit));
        set_field(self, S_WD4_CONTEXT, Py_BuildValue("(ll)", c->active, c->top_rank));
        set_field(self, S_OFFENDER, PyLong_FromLong(cp));
        set_field(self, S_PENDING, PyLong_FromLong(4));
        set_field(self, S_STACK_ALL_PLUS2, Py_NewRef(Py_False));
        set_field(self, S_CHALLENGEABLE, Py_NewRef(challenge_on));
        set_field(self, S_VICTIM, PyLong_FromLong(victim));
        set_field(self, S_CP, PyLong_FromLong(victim));
        set_field(self, S_PHASE, Py_NewRef(RESPOND));
        PyObject *answers = PyTuple_GET_ITEM(WD4_ANSWERS, challenge_on == Py_True);
        set_field(self, S_LEGAL, Py_NewRef(answers));
        failed = failed || FIELD(self, S_WD4_CONTEXT) == NULL;
        return finish(self, c, step, failed);
    }
    if (move == 1)
        cp += dir;
    else if (move == 2)
        cp += 2 * dir;
    else if (move == 3) { /* a Reverse; with two players it skips (§5) */
        dir = -dir;
        set_field(self, S_DIR, PyLong_FromLong(dir));
        cp += c->n == 2 ? 2 * dir : dir;
    }
    else { /* a Draw Two: the next seat draws two and is skipped (turn._effect, _draw) */
        PyObject *event = PyTuple_GET_ITEM(DREW_TWO, victim);
        failed = failed || draw_cards(c->pile, PyList_GET_ITEM(c->hands, victim), 2) < 0
                 || pub(c, step, event, empty_tuple) < 0
                 || emit(c, step, Py_None, empty_tuple, d2_private) < 0;
        Py_DECREF(d2_private);
        cp += 2 * dir;
    }
    if (finish(self, c, step, failed) == FAILED)
        return FAILED;
    return next_turn(self, c, cp, (int)(colour * 14 + rank + 1));
}

/* --- a Wild Draw Four's victim (§5.2): _fast_accept, and _challenge ----------------------- */

/* WindowRules._clear_pending */
static void
clear_pending(PyObject *self)
{
    set_field(self, S_PENDING, PyLong_FromLong(0));
    set_field(self, S_CHALLENGEABLE, Py_NewRef(Py_False));
    set_field(self, S_STACK_ALL_PLUS2, Py_NewRef(Py_True));
    set_field(self, S_VICTIM, PyLong_FromLong(-1));
}

int
decide_response(PyObject *self, PyObject *action, Context *c)
{
    long pending, cards[8], seat = c->cp;
    if (action != ACCEPT && action != CHALLENGE)
        return NOT_HANDLED;
    if (action == ACCEPT) { /* FastPath._fast_accept: the pile pays the penalty */
        if (!read_int(FIELD(self, S_PENDING), 1, 8, &pending)
            || !top_cards(c->pile, cards, pending))
            return NOT_HANDLED;
        PyObject *event = Py_BuildValue("(lOl)", seat, str_accept, pending);
        PyObject *private = event ? drew_private(seat, cards, pending) : NULL;
        PyObject *step = private ? begin(self, action, c) : NULL;
        if (step == NULL) {
            Py_XDECREF(event);
            Py_XDECREF(private);
            return FAILED;
        }
        clear_pending(self);
        int failed = draw_cards(c->pile, c->hand, pending) < 0
                     || pub(c, step, event, empty_tuple) < 0
                     || emit(c, step, Py_None, empty_tuple, private) < 0;
        Py_DECREF(event);
        Py_DECREF(private);
        set_field(self, S_RESUME_SEAT, PyLong_FromLong(seat + c->dir));
        if (finish(self, c, step, failed) == FAILED)
            return FAILED;
        return next_turn(self, c, seat + c->dir, (int)(c->active * 14 + c->top_rank + 1));
    }
    /* WindowRules._challenge: the offender shows its hand; the guilty one draws 4, else
     * the challenger draws 6 and loses its turn (§5.2) */
    long offender, shown_cards[KINDS * 4];
    PyObject *guilty = FIELD(self, S_GUILTY), *private_logs = FIELD(self, S_PRIVATE);
    if (!read_int(FIELD(self, S_OFFENDER), 0, c->n - 1, &offender)
        || (guilty != Py_True && guilty != Py_False) || !is_list(private_logs)
        || PyList_GET_SIZE(private_logs) != c->n || !is_list(PyList_GET_ITEM(private_logs, seat))
        || !is_list(FIELD(self, S_DISCARD)))
        return NOT_HANDLED;
    PyObject *offender_hand = PyList_GET_ITEM(c->hands, offender);
    Py_ssize_t shown_count = read_cards(offender_hand, shown_cards, KINDS * 4);
    long drawer = guilty == Py_True ? offender : seat;
    long resume = guilty == Py_True ? seat : seat + c->dir;
    Py_ssize_t count = guilty == Py_True ? 4 : 6;
    if (shown_count < 0 || !top_cards(c->pile, cards, count))
        return NOT_HANDLED; /* a short pile: the draw waits for a reshuffle */
    PyObject *shown = cards_text(shown_cards, shown_count);
    PyObject *note = shown ? Py_BuildValue("(OlO)", str_shown, offender, shown) : NULL;
    PyObject *seen = note ? Py_BuildValue("((lO(llO)))", seat, str_shown, seat, offender, shown)
                          : NULL;
    PyObject *event = seen ? Py_BuildValue("(lOlO)", seat, str_challenge, offender, guilty)
                           : NULL;
    PyObject *drew = event ? drew_private(drawer, cards, count) : NULL;
    PyObject *step = drew ? begin(self, action, c) : NULL;
    int failed = step == NULL;
    if (!failed) {
        failed = PyList_Append(PyList_GET_ITEM(private_logs, seat), note) < 0
                 || emit(c, step, Py_None, empty_tuple, seen) < 0
                 || pub(c, step, event, empty_tuple) < 0;
        clear_pending(self);
        set_field(self, S_RESUME_SEAT, PyLong_FromLong(resume));
        failed = failed || draw_cards(c->pile, PyList_GET_ITEM(c->hands, drawer), count) < 0
                 || emit(c, step, Py_None, empty_tuple, drew) < 0;
        finish(self, c, step, 0);
    }
    Py_XDECREF(shown);
    Py_XDECREF(note);
    Py_XDECREF(seen);
    Py_XDECREF(event);
    Py_XDECREF(drew);
    if (failed)
        return FAILED;
    return next_turn(self, c, resume, (int)(c->active * 14 + c->top_rank + 1));
}
