/* The plain rules' hot path of UnoState.apply, legal_actions and
 * is_terminal, in C (issue 17).
 *
 * The Python code in fast.py is the reference: this file does exactly what
 * FastPath.apply does for the commonest decisions of a plain-rules turn (a
 * draw, keeping the drawn card, a one-card play that opens no window, a Draw
 * Two) and hands everything else to it unchanged. The module never decides
 * a rule on its own data: every table (the Action objects, their history
 * entries and log events, the legal lists of a drawn card, which kinds are
 * playable on which top card) is given by engine.py at import, built by the
 * same Python code the pure-Python path uses.
 *
 * The state's fields are __slots__ of UnoState; install() reads each slot's
 * offset from its member descriptor once, so a field is one pointer load
 * (what CPython itself does for a slot). Anything unexpected — a field of
 * the wrong type, an out-of-range value, an action that is not one of the
 * interned Action objects in the cached legal list — goes to the Python
 * path *before* anything is written, so the Python path raises its usual
 * errors and the C code never has to.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>
#include "structmember.h"

#ifndef Py_T_OBJECT_EX
#define Py_T_OBJECT_EX T_OBJECT_EX
#endif

#define KINDS 54
#define WD4 53
#define SEATS 10          /* per-seat tables are this long (actions.SEATS) */
#define ROWS 56           /* PLAYABLE rows: 4 colours x (no rank + 13 ranks) */
#define MAX_LEGAL 512     /* 54 kinds x at most 8 plays each, plus draw */

/* --- what install() was given ------------------------------------------------------------ */

/* Slot offsets of UnoState (state fields) and Action. */
enum {
    S_LEGAL, S_CP, S_PHASE, S_SIMPLE, S_HISTORY, S_PILE, S_HANDS, S_LOG, S_EVENTS,
    S_N_EVENTS, S_ACTIVE, S_TOP_RANK, S_DIR, S_N, S_DRAWN, S_CHALLENGE_ON, S_QUICK,
    S_DISCARD, S_NAMED, N_STATE_SLOTS
};
static const char *state_slot_names[N_STATE_SLOTS] = {
    "_legal", "_cp", "phase", "_simple", "history", "pile", "hands", "log", "_events",
    "_n_events", "active", "top_rank", "dir", "n", "drawn", "challenge_on", "_quick",
    "discard", "named",
};
enum { A_ENTRIES, A_LOGGED, A_UNO, N_ACTION_SLOTS };
static const char *action_slot_names[N_ACTION_SLOTS] = {"entries", "logged", "uno"};

static Py_ssize_t state_off[N_STATE_SLOTS];
static Py_ssize_t action_off[N_ACTION_SLOTS];

static int installed = 0;
static PyTypeObject *state_type;    /* UnoState: the method descriptors check self against it */
static PyTypeObject *action_type;   /* Action (exact type: only interned actions are legal) */
static PyObject *eventlog_type;     /* paixi.core.game.EventLog */
static PyObject *py_apply;          /* FastPath.apply: the reference and the fallback */
static PyObject *py_legal_actions;  /* UnoState.legal_actions (Python) */
static PyObject *py_is_terminal;    /* UnoState.is_terminal (Python) */
static PyObject *drew_two_private;  /* fast._drew_two_private(seat, first, second) */
static PyObject *DRAW, *KEEP, *TURN, *DRAWN;
static PyObject *SINGLE, *SINGLE_UNO;                    /* tuple of 54 tuples of actions */
static PyObject *DRAWN_CHOICES, *DRAWN_CHOICES_UNO;      /* tuple of 54 tuples */
static PyObject *DREW_ONE, *DREW_TWO, *KEPT;             /* tuple per seat of an event */
static PyObject *DREW_FACE;                              /* [seat][kind] private part */
static PyObject *str_log, *empty_tuple;
static uint64_t playable[ROWS];                          /* PLAYABLE rows as bit sets */

#define SLOT(obj, off) (*(PyObject **)((char *)(obj) + (off)))
#define FIELD(self, i) SLOT(self, state_off[i])

/* Replace a slot's value, stealing the new reference. */
static inline void
set_field(PyObject *self, int i, PyObject *value)
{
    PyObject **p = (PyObject **)((char *)self + state_off[i]);
    PyObject *old = *p;
    *p = value;
    Py_XDECREF(old);
}

/* An exact int's value in [lo, hi], or 0 (not such an int: the caller falls back). */
static inline int
read_int(PyObject *o, long lo, long hi, long *out)
{
    if (o == NULL || !PyLong_CheckExact(o))
        return 0;
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    if (v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

/* --- the legal list's order ---------------------------------------------------------------
 *
 * The Python path lists a turn's plays as `for k in MATCHING[row].intersection(hand)`, so
 * its order is the iteration order of the set that frozenset.intersection builds from the
 * hand. The C path must give the same list (a seeded random player picks by index), so it
 * replays CPython's set insertion (setobject.c: set_add_entry with LINEAR_PROBES 9 and
 * PERTURB_SHIFT 5, the table grown to the next power of two above used*4 when fill*5 >=
 * mask*3, old entries re-inserted in table order) for the small ints 0-53, whose hash is
 * themselves. engine.py checks this against the real frozenset at import and keeps the
 * Python path if they ever disagree (another interpreter's set). */

#define LINEAR_PROBES 9
#define PERTURB_SHIFT 5

/* Insert k (not already present) into an open-addressed table of mask+1 slots, -1 empty. */
static void
insert_clean(signed char *table, size_t mask, int k)
{
    size_t perturb = (size_t)k;
    size_t i = (size_t)k & mask;
    for (;;) {
        if (table[i] < 0) {
            table[i] = (signed char)k;
            return;
        }
        if (i + LINEAR_PROBES <= mask) {
            for (size_t j = 1; j <= LINEAR_PROBES; j++) {
                if (table[i + j] < 0) {
                    table[i + j] = (signed char)k;
                    return;
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

/* The kinds of `hand` in `mask`, once each, in CPython's set order; their count, or -1 if
 * the hand holds anything but ints 0-53. `out` has room for KINDS. */
static int
set_order(uint64_t mask, PyObject *hand, int *out)
{
    signed char table[128];   /* 54 distinct kinds never grow a table past 128 slots */
    signed char old[128];
    size_t tmask = 7;
    int used = 0;
    memset(table, -1, sizeof(table));
    Py_ssize_t size = PyList_GET_SIZE(hand);
    for (Py_ssize_t h = 0; h < size; h++) {
        long k;
        if (!read_int(PyList_GET_ITEM(hand, h), 0, KINDS - 1, &k))
            return -1;
        if (!((mask >> k) & 1))
            continue;
        /* set_add_entry: probe for k or an empty slot */
        size_t perturb = (size_t)k;
        size_t i = (size_t)k & tmask;
        int found = 0;
        for (;;) {
            size_t probes = (i + LINEAR_PROBES <= tmask) ? LINEAR_PROBES : 0;
            size_t j = i;
            size_t last = i + probes;
            for (; j <= last; j++) {
                if (table[j] < 0)
                    break;
                if (table[j] == k) {
                    found = 1;
                    break;
                }
            }
            if (found || j <= last) {
                if (!found)
                    table[j] = (signed char)k;
                break;
            }
            perturb >>= PERTURB_SHIFT;
            i = (i * 5 + 1 + perturb) & tmask;
        }
        if (found)
            continue;
        used++;
        if ((size_t)used * 5 < tmask * 3)
            continue;
        /* set_table_resize(so, used * 4) */
        size_t newsize = 8;
        while (newsize <= (size_t)used * 4)
            newsize <<= 1;
        if (newsize > sizeof(table))
            return -1;    /* cannot happen with 54 kinds; refuse rather than overrun */
        memcpy(old, table, tmask + 1);
        size_t oldmask = tmask;
        tmask = newsize - 1;
        memset(table, -1, sizeof(table));
        for (size_t e = 0; e <= oldmask; e++)
            if (old[e] >= 0)
                insert_clean(table, tmask, old[e]);
    }
    int n = 0;
    for (size_t e = 0; e <= tmask; e++)
        if (table[e] >= 0)
            out[n++] = table[e];
    return n;
}

/* A turn's legal actions (FastPath._turn_legal): the matching plays, then draw. New ref,
 * or NULL with no exception set when the hand is not a list of cards. */
static PyObject *
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
        Py_ssize_t p = PyTuple_GET_SIZE(plays);
        if (m + p >= MAX_LEGAL)
            return NULL;
        for (Py_ssize_t j = 0; j < p; j++)
            items[m++] = PyTuple_GET_ITEM(plays, j);
    }
    items[m++] = DRAW;
    PyObject *out = PyList_New(m);
    if (out == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < m; i++)
        PyList_SET_ITEM(out, i, Py_NewRef(items[i]));
    return out;
}

/* --- apply --------------------------------------------------------------------------------- */

/* Call a Python method `func` with self and the arguments as given (a vectorcall). */
static PyObject *
forward(PyObject *func, PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    Py_ssize_t total = nargs + (kwnames != NULL ? PyTuple_GET_SIZE(kwnames) : 0);
    PyObject *small[8];
    PyObject **stack = small;
    if (total + 1 > 8) {
        stack = PyMem_Malloc((size_t)(total + 1) * sizeof(PyObject *));
        if (stack == NULL)
            return PyErr_NoMemory();
    }
    stack[0] = self;
    if (total > 0)
        memcpy(stack + 1, args, (size_t)total * sizeof(PyObject *));
    PyObject *r = PyObject_Vectorcall(func, stack, (size_t)nargs + 1, kwnames);
    if (stack != small)
        PyMem_Free(stack);
    return r;
}

#define FALLBACK() forward(py_apply, self, args, nargsf, kwnames)

static inline int
is_list(PyObject *o)
{
    return o != NULL && PyList_CheckExact(o);
}

/* Append (step, key, args, private) to the event log; -1 on error. */
static int
emit(PyObject *events, PyObject *step, PyObject *key, PyObject *event, PyObject *private)
{
    PyObject *t = PyTuple_Pack(4, step, key, event, private);
    if (t == NULL)
        return -1;
    int r = PyList_Append(events, t);
    Py_DECREF(t);
    return r;
}

/* Pop the last item of a non-empty list (a new reference), as list.pop() does. */
static inline PyObject *
pop_last(PyObject *list)
{
    Py_ssize_t size = PyList_GET_SIZE(list);
    PyObject *item = PyList_GET_ITEM(list, size - 1);
    Py_SET_SIZE(list, size - 1);   /* the reference moves to the caller */
    return item;
}

static PyObject *
uno_apply(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    if (!installed || PyVectorcall_NARGS(nargsf) != 1 || kwnames != NULL
        || Py_TYPE(args[0]) != action_type)
        return FALLBACK();
    PyObject *action = args[0];

    /* membership in the cached legal list (identity: actions are interned) */
    PyObject *legal = FIELD(self, S_LEGAL);
    if (legal == NULL || FIELD(self, S_SIMPLE) != Py_True)
        return FALLBACK();
    PyObject **items;
    Py_ssize_t size;
    if (PyList_CheckExact(legal)) {
        items = ((PyListObject *)legal)->ob_item;
        size = PyList_GET_SIZE(legal);
    }
    else if (PyTuple_CheckExact(legal)) {
        items = ((PyTupleObject *)legal)->ob_item;
        size = PyTuple_GET_SIZE(legal);
    }
    else
        return FALLBACK();
    Py_ssize_t at = 0;
    while (at < size && items[at] != action)
        at++;
    if (at == size)
        return FALLBACK();

    PyObject *phase = FIELD(self, S_PHASE);
    if (phase != TURN && phase != DRAWN)
        return FALLBACK();

    /* every field the path touches, checked before anything is written */
    long cp, n, dir, active, top_rank, n_events;
    PyObject *history = FIELD(self, S_HISTORY), *pile = FIELD(self, S_PILE);
    PyObject *hands = FIELD(self, S_HANDS), *log = FIELD(self, S_LOG);
    PyObject *events = FIELD(self, S_EVENTS);
    if (!read_int(FIELD(self, S_N), 2, SEATS, &n) || !read_int(FIELD(self, S_CP), 0, n - 1, &cp)
        || !read_int(FIELD(self, S_DIR), -1, 1, &dir) || dir == 0
        || !read_int(FIELD(self, S_ACTIVE), 0, 3, &active)
        || !read_int(FIELD(self, S_TOP_RANK), -1, 12, &top_rank)
        || !read_int(FIELD(self, S_N_EVENTS), 0, PY_SSIZE_T_MAX, &n_events)
        || !is_list(history) || !is_list(pile) || !is_list(hands) || !is_list(log)
        || events == NULL || !PyList_Check(events) || PyList_GET_SIZE(hands) != n)
        return FALLBACK();
    for (long s = 0; s < n; s++)
        if (!is_list(PyList_GET_ITEM(hands, s)))
            return FALLBACK();
    PyObject *hand = PyList_GET_ITEM(hands, cp);
    PyObject *entries = SLOT(action, action_off[A_ENTRIES]);
    PyObject *logged = SLOT(action, action_off[A_LOGGED]);
    if (entries == NULL || !PyTuple_CheckExact(entries) || PyTuple_GET_SIZE(entries) != SEATS
        || logged == NULL || !PyTuple_CheckExact(logged) || PyTuple_GET_SIZE(logged) != SEATS)
        return FALLBACK();
    if (PyList_GET_SIZE(events) < n_events)
        return FALLBACK();

    int row = (int)(active * 14 + top_rank + 1);   /* moves.match_index */
    long k = -1, colour = 0, rank = 0, move = 0;
    Py_ssize_t at_card = -1;
    PyObject *d2_private = NULL;   /* a Draw Two's private event, made before any write */
    if (action == DRAW) {
        if (PyList_GET_SIZE(pile) == 0)   /* a reshuffle is due first: the general path */
            return FALLBACK();
        if (!read_int(PyList_GET_ITEM(pile, PyList_GET_SIZE(pile) - 1), 0, KINDS - 1, &k))
            return FALLBACK();
        if (k == WD4 && FIELD(self, S_CHALLENGE_ON) != Py_True)
            return FALLBACK();   /* its legitimacy decides (§4, §5.1) */
    }
    else if (action != KEEP) {
        PyObject *quick_map = FIELD(self, S_QUICK);
        if (quick_map == NULL || !PyDict_CheckExact(quick_map))
            return FALLBACK();
        PyObject *quick = PyDict_GetItemWithError(quick_map, action);   /* borrowed */
        if (quick == NULL) {
            if (PyErr_Occurred())
                return NULL;
            return FALLBACK();   /* not a table play: _slow_play */
        }
        /* a legal "!" leaves one card; without it, one card left opens the catch window */
        if (!(PyList_GET_SIZE(hand) > 2 || SLOT(action, action_off[A_UNO]) == Py_True))
            return FALLBACK();
        if (!PyTuple_CheckExact(quick) || PyTuple_GET_SIZE(quick) != 5
            || !read_int(PyTuple_GET_ITEM(quick, 0), 0, KINDS - 1, &k)
            || !read_int(PyTuple_GET_ITEM(quick, 1), 0, 3, &colour)
            || !read_int(PyTuple_GET_ITEM(quick, 2), -1, 12, &rank)
            || !read_int(PyTuple_GET_ITEM(quick, 3), 1, 4, &move))
            return FALLBACK();
        Py_ssize_t hs = PyList_GET_SIZE(hand);
        for (Py_ssize_t i = 0; i < hs; i++) {
            long v;
            if (!read_int(PyList_GET_ITEM(hand, i), 0, KINDS - 1, &v))
                return FALLBACK();
            if (v == k) {
                at_card = i;
                break;
            }
        }
        if (at_card < 0)
            return FALLBACK();
        if (move == 4) {
            Py_ssize_t ps = PyList_GET_SIZE(pile);
            long first, second;
            if (ps < 2 || !is_list(FIELD(self, S_DISCARD)) || !is_list(FIELD(self, S_NAMED)))
                return FALLBACK();   /* a reshuffle may be due */
            if (!read_int(PyList_GET_ITEM(pile, ps - 1), 0, KINDS - 1, &first)
                || !read_int(PyList_GET_ITEM(pile, ps - 2), 0, KINDS - 1, &second))
                return FALLBACK();
            long victim = ((cp + dir) % n + n) % n;
            d2_private = PyObject_CallFunction(drew_two_private, "lll", victim, first, second);
            if (d2_private == NULL)
                return NULL;
            /* that ran Python code: the borrowed fields must be the ones checked above */
            if (FIELD(self, S_PILE) != pile || FIELD(self, S_HANDS) != hands
                || FIELD(self, S_HISTORY) != history || FIELD(self, S_LOG) != log
                || FIELD(self, S_EVENTS) != events || FIELD(self, S_LEGAL) != legal
                || PyList_GET_SIZE(pile) != ps || PyList_GET_SIZE(hands) != n
                || PyList_GET_ITEM(hands, cp) != hand || PyList_GET_SIZE(hand) <= at_card) {
                Py_DECREF(d2_private);
                return FALLBACK();
            }
        }
        else if (!is_list(FIELD(self, S_DISCARD)) || !is_list(FIELD(self, S_NAMED)))
            return FALLBACK();
    }

    /* --- from here on the decision is taken: write it ------------------------------------ */
    if (PyList_GET_SIZE(events) != n_events) {
        /* a clone sharing the list has emitted since: fork it (State._emit) */
        PyObject *head = PyList_GetSlice(events, 0, n_events);
        if (head == NULL)
            goto error;
        PyObject *forked = PyObject_CallOneArg(eventlog_type, head);
        Py_DECREF(head);
        if (forked == NULL)
            goto error;
        if (!PyList_Check(forked)) {
            Py_DECREF(forked);
            PyErr_SetString(PyExc_TypeError, "EventLog must be a list");
            goto error;
        }
        set_field(self, S_EVENTS, forked);
        events = forked;
    }
    if (PyList_Append(history, PyTuple_GET_ITEM(entries, cp)) < 0)
        goto error;
    PyObject *step = PyLong_FromSsize_t(PyList_GET_SIZE(history) - 1);
    if (step == NULL)
        goto error;
    int failed = 0;
    if (action == DRAW) {
        PyObject *card = pop_last(pile);
        failed = PyList_Append(hand, card);
        Py_DECREF(card);
        PyObject *event = PyTuple_GET_ITEM(DREW_ONE, cp);
        failed = failed || PyList_Append(log, event)
                 || emit(events, step, str_log, event,
                         PyTuple_GET_ITEM(PyTuple_GET_ITEM(DREW_FACE, cp), k));
        set_field(self, S_N_EVENTS, PyLong_FromLong(n_events + 1));
        if (!failed && ((playable[row] >> k) & 1)) {   /* §4: the drawn card may be played */
            Py_DECREF(step);
            set_field(self, S_DRAWN, PyLong_FromLong(k));
            set_field(self, S_PHASE, Py_NewRef(DRAWN));
            PyObject *choices = PyList_GET_SIZE(hand) == 2 ? DRAWN_CHOICES_UNO : DRAWN_CHOICES;
            set_field(self, S_LEGAL, Py_NewRef(PyTuple_GET_ITEM(choices, k)));
            Py_RETURN_NONE;
        }
        cp += dir;
    }
    else if (action == KEEP) {   /* §4: the drawn card stays in the hand; the turn passes */
        set_field(self, S_DRAWN, PyLong_FromLong(-1));
        set_field(self, S_PHASE, Py_NewRef(TURN));
        PyObject *event = PyTuple_GET_ITEM(KEPT, cp);
        failed = PyList_Append(log, event) || emit(events, step, str_log, event, empty_tuple);
        set_field(self, S_N_EVENTS, PyLong_FromLong(n_events + 1));
        cp += dir;
    }
    else {   /* a table play (§5): the card leaves the hand for the discard pile */
        if (phase == DRAWN) {
            set_field(self, S_DRAWN, PyLong_FromLong(-1));
            set_field(self, S_PHASE, Py_NewRef(TURN));
        }
        PyObject *card = PyLong_FromLong(k);
        PyObject *named = PyLong_FromLong(colour);
        failed = PySequence_DelItem(hand, at_card) < 0
                 || PyList_Append(FIELD(self, S_DISCARD), card) < 0
                 || PyList_Append(FIELD(self, S_NAMED), named) < 0;
        Py_DECREF(card);
        set_field(self, S_ACTIVE, named);   /* steals the reference */
        set_field(self, S_TOP_RANK, PyLong_FromLong(rank));
        PyObject *event = PyTuple_GET_ITEM(logged, cp);
        failed = failed || PyList_Append(log, event)
                 || emit(events, step, str_log, event, empty_tuple);
        row = (int)(colour * 14 + rank + 1);
        if (move == 1)
            cp += dir;
        else if (move == 2)
            cp += 2 * dir;
        else if (move == 3) {   /* two players: a Reverse skips (§5) */
            dir = -dir;
            set_field(self, S_DIR, PyLong_FromLong(dir));
            cp += n == 2 ? 2 * dir : dir;
        }
        else {   /* a Draw Two: the next seat draws two and is skipped */
            long victim = ((cp + dir) % n + n) % n;
            PyObject *vhand = PyList_GET_ITEM(hands, victim);
            PyObject *first = pop_last(pile);
            PyObject *second = pop_last(pile);
            failed = failed || PyList_Append(vhand, first) || PyList_Append(vhand, second);
            Py_DECREF(first);
            Py_DECREF(second);
            PyObject *event = PyTuple_GET_ITEM(DREW_TWO, victim);
            failed = failed || PyList_Append(log, event)
                     || emit(events, step, str_log, event, empty_tuple)
                     || emit(events, step, Py_None, empty_tuple, d2_private);
            Py_CLEAR(d2_private);
            set_field(self, S_N_EVENTS, PyLong_FromLong(n_events + 3));
            cp += 2 * dir;
        }
        if (move != 4)
            set_field(self, S_N_EVENTS, PyLong_FromLong(n_events + 1));
    }
    Py_DECREF(step);
    if (failed)
        goto error;
    cp = (cp % n + n) % n;
    set_field(self, S_CP, PyLong_FromLong(cp));
    PyObject *next = turn_legal(PyList_GET_ITEM(hands, cp), row);
    if (next == NULL) {
        if (PyErr_Occurred())
            return NULL;
        set_field(self, S_LEGAL, Py_NewRef(Py_None));   /* computed by Python when asked */
    }
    else
        set_field(self, S_LEGAL, next);
    Py_RETURN_NONE;

error:
    Py_XDECREF(d2_private);
    return NULL;
}

/* --- legal_actions and is_terminal -------------------------------------------------------- */

static PyObject *
uno_legal_actions(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    int plain = installed && PyVectorcall_NARGS(nargsf) == 0 && kwnames == NULL;
    PyObject *legal = plain ? FIELD(self, S_LEGAL) : NULL;
    if (legal != NULL && PyList_CheckExact(legal))   /* a copy: the cache must not change */
        return PyList_GetSlice(legal, 0, PyList_GET_SIZE(legal));
    if (legal != NULL && PyTuple_CheckExact(legal))
        return PySequence_List(legal);
    return forward(py_legal_actions, self, args, nargsf, kwnames);
}

static PyObject *
uno_is_terminal(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    long cp;
    if (installed && PyVectorcall_NARGS(nargsf) == 0 && kwnames == NULL
        && read_int(FIELD(self, S_CP), -2, SEATS, &cp))
        return PyBool_FromLong(cp == -2);   /* TERMINAL */
    return forward(py_is_terminal, self, args, nargsf, kwnames);
}

static PyMethodDef apply_def = {
    "apply", (PyCFunction)(void (*)(void))uno_apply, METH_FASTCALL | METH_KEYWORDS,
    "apply(action)\n--\n\nState.apply: the plain rules' hot path in C (paixi.games.uno.engine)."};
static PyMethodDef legal_def = {
    "legal_actions", (PyCFunction)(void (*)(void))uno_legal_actions, METH_FASTCALL | METH_KEYWORDS,
    "legal_actions()\n--\n\nA copy of the legal actions (paixi.games.uno.engine)."};
static PyMethodDef terminal_def = {
    "is_terminal", (PyCFunction)(void (*)(void))uno_is_terminal, METH_FASTCALL | METH_KEYWORDS,
    "is_terminal()\n--\n\nWhether the game is over (paixi.games.uno.engine)."};

/* --- install ------------------------------------------------------------------------------- */

/* The offset of slot `name` of `type`, or -1 with an exception. */
static Py_ssize_t
slot_offset(PyTypeObject *type, const char *name)
{
    PyObject *descr = PyObject_GetAttrString((PyObject *)type, name);
    if (descr == NULL)
        return -1;
    Py_ssize_t off = -1;
    if (Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
        if (member->type == Py_T_OBJECT_EX && !(member->flags & READONLY))
            off = member->offset;
    }
    Py_DECREF(descr);
    if (off < 0)
        PyErr_Format(PyExc_TypeError, "%s.%s is not a writable slot", type->tp_name, name);
    return off;
}

static int
tuple_of(PyObject *o, Py_ssize_t size, const char *what)
{
    if (!PyTuple_CheckExact(o) || PyTuple_GET_SIZE(o) != size) {
        PyErr_Format(PyExc_TypeError, "%s must be a tuple of %zd", what, size);
        return 0;
    }
    return 1;
}

/* install(state_type, action_type, tables: dict) -> (apply, legal_actions, is_terminal)
 *
 * `tables` holds the Python objects the path shares with fast.py (see engine.py). The
 * returned method descriptors are bound to state_type; engine.py sets them on the class. */
static PyObject *
install(PyObject *module, PyObject *args)
{
    PyObject *st, *at, *tables;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PyType_Type, &st, &PyType_Type, &at, &PyDict_Type,
                          &tables))
        return NULL;
    if (installed) {
        PyErr_SetString(PyExc_RuntimeError, "the UNO C path is installed once");
        return NULL;
    }
    for (int i = 0; i < N_STATE_SLOTS; i++)
        if ((state_off[i] = slot_offset((PyTypeObject *)st, state_slot_names[i])) < 0)
            return NULL;
    for (int i = 0; i < N_ACTION_SLOTS; i++)
        if ((action_off[i] = slot_offset((PyTypeObject *)at, action_slot_names[i])) < 0)
            return NULL;
    struct { const char *name; PyObject **into; } named[] = {
        {"EventLog", &eventlog_type}, {"apply", &py_apply},
        {"legal_actions", &py_legal_actions}, {"is_terminal", &py_is_terminal},
        {"drew_two_private", &drew_two_private}, {"DRAW", &DRAW}, {"KEEP", &KEEP},
        {"TURN", &TURN}, {"DRAWN", &DRAWN}, {"SINGLE", &SINGLE}, {"SINGLE_UNO", &SINGLE_UNO},
        {"DRAWN_CHOICES", &DRAWN_CHOICES}, {"DRAWN_CHOICES_UNO", &DRAWN_CHOICES_UNO},
        {"DREW_ONE", &DREW_ONE}, {"DREW_TWO", &DREW_TWO}, {"KEPT", &KEPT},
        {"DREW_FACE", &DREW_FACE},
    };
    size_t count = sizeof(named) / sizeof(named[0]);
    for (size_t i = 0; i < count; i++) {
        PyObject *v = PyDict_GetItemString(tables, named[i].name);   /* borrowed */
        if (v == NULL) {
            PyErr_Format(PyExc_KeyError, "tables lack %s", named[i].name);
            return NULL;
        }
        *named[i].into = v;
    }
    if (!tuple_of(SINGLE, KINDS, "SINGLE") || !tuple_of(SINGLE_UNO, KINDS, "SINGLE_UNO")
        || !tuple_of(DRAWN_CHOICES, KINDS, "DRAWN_CHOICES")
        || !tuple_of(DRAWN_CHOICES_UNO, KINDS, "DRAWN_CHOICES_UNO")
        || !tuple_of(DREW_ONE, SEATS, "DREW_ONE") || !tuple_of(DREW_TWO, SEATS, "DREW_TWO")
        || !tuple_of(KEPT, SEATS, "KEPT") || !tuple_of(DREW_FACE, SEATS, "DREW_FACE"))
        return NULL;
    for (int k = 0; k < KINDS; k++)
        if (!PyTuple_CheckExact(PyTuple_GET_ITEM(SINGLE, k))
            || !PyTuple_CheckExact(PyTuple_GET_ITEM(SINGLE_UNO, k))
            || PyTuple_GET_SIZE(PyTuple_GET_ITEM(SINGLE_UNO, k)) > 8) {
            PyErr_SetString(PyExc_TypeError, "SINGLE rows must be tuples of at most 8");
            return NULL;
        }
    for (int s = 0; s < SEATS; s++)
        if (!tuple_of(PyTuple_GET_ITEM(DREW_FACE, s), KINDS, "DREW_FACE[seat]"))
            return NULL;
    PyObject *rows = PyDict_GetItemString(tables, "PLAYABLE");
    if (rows == NULL || !tuple_of(rows, ROWS, "PLAYABLE"))
        return rows == NULL ? PyErr_Format(PyExc_KeyError, "tables lack PLAYABLE") : NULL;
    for (int r = 0; r < ROWS; r++) {
        PyObject *row = PyTuple_GET_ITEM(rows, r);
        if (!tuple_of(row, KINDS, "PLAYABLE[row]"))
            return NULL;
        playable[r] = 0;
        for (int k = 0; k < KINDS; k++) {
            int truth = PyObject_IsTrue(PyTuple_GET_ITEM(row, k));
            if (truth < 0)
                return NULL;
            if (truth)
                playable[r] |= (uint64_t)1 << k;
        }
    }
    /* keep every table alive for the life of the process */
    for (size_t i = 0; i < count; i++)
        Py_INCREF(*named[i].into);
    state_type = (PyTypeObject *)Py_NewRef(st);
    action_type = (PyTypeObject *)Py_NewRef(at);
    PyObject *a = PyDescr_NewMethod(state_type, &apply_def);
    PyObject *l = PyDescr_NewMethod(state_type, &legal_def);
    PyObject *t = PyDescr_NewMethod(state_type, &terminal_def);
    if (a == NULL || l == NULL || t == NULL) {
        Py_XDECREF(a);
        Py_XDECREF(l);
        Py_XDECREF(t);
        return NULL;
    }
    installed = 1;
    return Py_BuildValue("(NNN)", a, l, t);
}

/* playable_order(row, hand) -> list: the kinds of `hand` playable on PLAYABLE row `row`, in
 * the order the C path lists them (engine.py checks it against frozenset.intersection). */
static PyObject *
playable_order(PyObject *module, PyObject *args)
{
    int row;
    PyObject *hand;
    if (!PyArg_ParseTuple(args, "iO!", &row, &PyList_Type, &hand))
        return NULL;
    if (!installed || row < 0 || row >= ROWS) {
        PyErr_SetString(PyExc_ValueError, "install first; row 0-55");
        return NULL;
    }
    int kinds[KINDS];
    int count = set_order(playable[row], hand, kinds);
    if (count < 0) {
        PyErr_SetString(PyExc_ValueError, "a hand holds card kinds 0-53");
        return NULL;
    }
    PyObject *out = PyList_New(count);
    if (out == NULL)
        return NULL;
    for (int i = 0; i < count; i++)
        PyList_SET_ITEM(out, i, PyLong_FromLong(kinds[i]));
    return out;
}

static PyMethodDef module_methods[] = {
    {"install", install, METH_VARARGS, "Hand the tables over; returns the method descriptors."},
    {"playable_order", playable_order, METH_VARARGS, "The C path's order of playable kinds."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "paixi.games.uno._fastc",
    "The plain rules' hot path of UNO in C (see paixi.games.uno.engine).", -1, module_methods,
};

PyMODINIT_FUNC
PyInit__fastc(void)
{
    if (str_log == NULL && (str_log = PyUnicode_InternFromString("log")) == NULL)
        return NULL;
    if (empty_tuple == NULL && (empty_tuple = PyTuple_New(0)) == NULL)
        return NULL;
    return PyModule_Create(&module_def);
}
