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

/* set_insert_clean: k (not present) into a table of mask+1 (at most 32) slots, -1 for
 * empty, `occupied` its used slots as bits. The insertion of a new key by set_add_entry
 * probes the same slots in the same order. */
static void
insert_clean(signed char *table, uint32_t *occupied, size_t mask, int k)
{
    size_t perturb = (size_t)k;
    size_t i = (size_t)k & mask;
    for (;;) {
        size_t last = i + LINEAR_PROBES <= mask ? i + LINEAR_PROBES : i;
        for (size_t j = i; j <= last; j++)
            if (!((*occupied >> j) & 1)) {
                table[j] = (signed char)k;
                *occupied |= (uint32_t)1 << j;
                return;
            }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

/* Bits of `bits` from the lowest: the index of the lowest set bit. */
static inline int
lowest_bit(uint64_t bits)
{
#if defined(__GNUC__)
    return __builtin_ctzll(bits);
#else
    int k = 0;
    while (!((bits >> k) & 1))
        k++;
    return k;
#endif
}

int
set_order(uint64_t mask, PyObject *hand, int *out)
{
    int distinct[KINDS], used = 0;
    uint64_t seen = 0;
    Py_ssize_t size = PyList_GET_SIZE(hand);
    for (Py_ssize_t h = 0; h < size; h++) { /* the new keys, in the order they are added */
        long k;
        if (!read_card(PyList_GET_ITEM(hand, h), &k))
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
        for (uint64_t rest = seen; rest; rest &= rest - 1)
            out[n++] = lowest_bit(rest);
        return n;
    }
    signed char table[32];
    uint32_t occupied = 0;
    size_t tmask = 7;
    for (int a = 0; a < used; a++) {
        insert_clean(table, &occupied, tmask, distinct[a]);
        if ((size_t)(a + 1) * 5 < tmask * 3)
            continue;
        size_t newsize = 8; /* set_table_resize(so, used * 4) */
        while (newsize <= (size_t)(a + 1) * 4)
            newsize <<= 1;
        if (newsize > sizeof(table))
            return -1; /* only from 19 keys on, handled above */
        signed char old[32];
        uint32_t was = occupied;
        memcpy(old, table, sizeof(table));
        tmask = newsize - 1;
        occupied = 0;
        for (; was; was &= was - 1) /* re-inserted in the old table's order */
            insert_clean(table, &occupied, tmask, old[lowest_bit(was)]);
    }
    for (uint32_t rest = occupied; rest; rest &= rest - 1)
        out[n++] = table[lowest_bit(rest)];
    return n;
}

/* FastPath._turn_legal: the matching one-card plays (with their "!" twins when two cards
 * are held, §7), then draw. New reference; NULL without an exception if the hand holds
 * something other than cards. `reuse` (the state's previous cached list, or NULL) is
 * refilled in place when the state alone holds it (never handed out: legal_actions
 * returns copies, and a clone sharing it holds a second reference). */
PyObject *
turn_legal(PyObject *hand, int row, PyObject *reuse)
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
    for (Py_ssize_t i = 0; i < m; i++)
        Py_INCREF(items[i]);
    if (reuse != NULL && PyList_CheckExact(reuse) && Py_REFCNT(reuse) == 1
        && ((PyListObject *)reuse)->allocated >= m) {
        PyObject **dst = ((PyListObject *)reuse)->ob_item;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(reuse); i++)
            Py_DECREF(dst[i]); /* interned actions: never the last reference */
        memcpy(dst, items, (size_t)m * sizeof(PyObject *));
        Py_SET_SIZE(reuse, m);
        return Py_NewRef(reuse);
    }
    PyObject *out = PyList_New(m);
    if (out == NULL) {
        for (Py_ssize_t i = 0; i < m; i++)
            Py_DECREF(items[i]);
        return NULL;
    }
    memcpy(((PyListObject *)out)->ob_item, items, (size_t)m * sizeof(PyObject *));
    return out;
}

/* --- writing ------------------------------------------------------------------------------ */

/* The first write of a decision (FastPath.apply and State._emit): fork the event log if a
 * clone sharing it has emitted since, and append the history entry. Returns the step (the
 * history index, new reference) the decision's events carry, or NULL. */
PyObject *
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

/* Whether `o` can be left out of the cyclic garbage collector: not a container, or a
 * tuple (up to `depth` levels deep) of such things, which can never be part of a cycle.
 * Such a tuple is untracked on the way, as the collector itself does on its first pass
 * over it (gcmodule.c untrack_tuples); the event log then adds nothing for the
 * collector to walk, where otherwise every event would be walked and promoted. */
static int
untracked(PyObject *o, int depth)
{
    if (!PyObject_GC_IsTracked(o))
        return 1;
    if (depth == 0 || !PyTuple_CheckExact(o))
        return 0;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(o); i++)
        if (!untracked(PyTuple_GET_ITEM(o, i), depth - 1))
            return 0;
    PyObject_GC_UnTrack(o);
    return 1;
}

/* State._emit: one raw event (step, key, args, private); -1 on error. */
int
emit(Context *c, PyObject *step, PyObject *key, PyObject *args, PyObject *private)
{
    PyObject *t = PyTuple_Pack(4, step, key, args, private);
    if (t == NULL)
        return -1;
    if (untracked(args, 3) && untracked(private, 3)) /* step: an int; key: a str or None */
        PyObject_GC_UnTrack(t);
    int r = PyList_Append(c->events, t);
    Py_DECREF(t);
    c->n_events++;
    return r;
}

/* TurnRules._pub: a public event of the hand, into the log and the events; -1 on error. */
int
pub(Context *c, PyObject *step, PyObject *event, PyObject *private)
{
    if (PyList_Append(c->log, event) < 0)
        return -1;
    return emit(c, step, str_log, event, private);
}

/* cards_text: the codes of `cards` in deck order, space-separated (new reference). */
PyObject *
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
PyObject *
drew_private(long seat, const long *cards, Py_ssize_t count)
{
    PyObject *text = cards_text(cards, count);
    if (text == NULL)
        return NULL;
    return Py_BuildValue("((lO(lN)))", seat, str_drew, seat, text);
}

/* The cards of a hand list as C ints into out (room for `room`); the count, or -1. */
Py_ssize_t
read_cards(PyObject *hand, long *out, Py_ssize_t room)
{
    Py_ssize_t size = PyList_GET_SIZE(hand);
    if (size > room)
        return -1;
    for (Py_ssize_t i = 0; i < size; i++)
        if (!read_card(PyList_GET_ITEM(hand, i), &out[i]))
            return -1;
    return size;
}

/* The last `count` cards of the pile, in the order they are drawn (top first). */
int
top_cards(PyObject *pile, long *out, Py_ssize_t count)
{
    Py_ssize_t size = PyList_GET_SIZE(pile);
    if (size < count)
        return 0;
    for (Py_ssize_t i = 0; i < count; i++)
        if (!read_card(PyList_GET_ITEM(pile, size - 1 - i), &out[i]))
            return 0;
    return 1;
}

/* Move `count` cards from the pile's top to the end of `hand`; -1 on error. */
int
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
int
next_turn(PyObject *self, Context *c, long seat, int row)
{
    long cp = seat_mod(seat, c->n);
    set_field(self, S_PHASE, Py_NewRef(TURN));
    set_field(self, S_CP, PyLong_FromLong(cp));
    PyObject *legal = turn_legal(PyList_GET_ITEM(c->hands, cp), row, FIELD(self, S_LEGAL));
    if (legal == NULL && PyErr_Occurred())
        return FAILED;
    set_field(self, S_LEGAL, legal != NULL ? legal : Py_NewRef(Py_None));
    return DONE;
}

int
finish(PyObject *self, Context *c, PyObject *step, int failed)
{
    Py_DECREF(step);
    set_field(self, S_N_EVENTS, PyLong_FromLong(c->n_events));
    return failed ? FAILED : DONE;
}


/* §5.1: may a Wild Draw Four be played with these other cards? (moves.wd4_legitimate) */
int
wd4_legitimate(PyObject *hand, Py_ssize_t skip, long active, int row, int restriction)
{
    if (restriction == 0) /* "none" */
        return 1;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(hand); i++) {
        long k;
        if (i == skip || !read_card(PyList_GET_ITEM(hand, i), &k))
            continue; /* every card was checked before */
        if (restriction == 1 ? colour_of[k] == active
                             : k < rule.wild && ((playable[row] >> k) & 1))
            return 0;
    }
    return 1;
}

/* The restriction option as 0 "none", 1 "colour", 2 "colour_or_number", -1 other. */
int
restriction_of(PyObject *self)
{
    PyObject *r = FIELD(self, S_RESTRICTION);
    if (r == NULL || !PyUnicode_Check(r))
        return -1;
    if (PyUnicode_CompareWithASCIIString(r, RESTRICTION_NONE) == 0)
        return 0;
    if (PyUnicode_CompareWithASCIIString(r, RESTRICTION_COLOUR) == 0)
        return 1;
    return PyUnicode_CompareWithASCIIString(r, RESTRICTION_COLOUR_OR_NUMBER) == 0 ? 2 : -1;
}
