/* The hot planes of UNO's observation tensor in C, for the RL environments: the twin of
 * paixi.games.uno.tensor._encode_core (which is checked against the reference encoder,
 * tensor.encode; tests/rl/test_fast_tensors.py compares all three). It reads only what
 * the seat's observation shows: its own hand, the hand sizes, the discard pile, the public
 * log and the public fields of the turn. Anything it does not expect (a type, a range) makes
 * it return False having written part of the buffer: the caller clears it and runs Python. */

#include "_fastc.h"

/* The entries of the layout tuple tensor.py passes (offsets of the planes, then constants). */
enum {
    L_MY_HAND, L_HAND_SIZES, L_ONE_CARD, L_TOP, L_ACTIVE, L_COLOUR_ONLY, L_DISCARDED,
    L_DRAW_PILE, L_DIRECTION, L_TO_ACT, L_PHASE, L_DRAWN, L_PENDING, L_VICTIM,
    L_CHALLENGEABLE, L_STACK_PLUS2, L_DREW_ON, L_DEALER, L_SCORES, L_RECENT, L_PHASE_DRAWN,
    L_PHASE_RESPOND, L_NO_RANK, L_HAND_SCALE, L_PENDING_SCALE, L_DECK_SIZE, L_OP_DRAW, L_OP_CAUGHT, L_OP_PLAY,
    N_LAYOUT
};

typedef struct {
    double *buf;
    Py_ssize_t size;
    int bad; /* an index out of the buffer was asked for */
} Out;

static inline void
set1(Out *o, long i, double v)
{
    if (i < 0 || i >= o->size)
        o->bad = 1;
    else
        o->buf[i] = v;
}

/* out[i] += v, as Python does on a list or an array("d"). */
static inline void
add1(Out *o, long i, double v)
{
    if (i < 0 || i >= o->size)
        o->bad = 1;
    else
        o->buf[i] += v;
}

/* core.tensor.put: the value clipped to [0, 1]. */
static inline void
put01(Out *o, long i, double v)
{
    set1(o, i, v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v);
}

static inline int
as_long(PyObject *x, long *v)
{
    if (x == NULL || !PyLong_Check(x))
        return 0;
    *v = PyLong_AsLong(x);
    if (*v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
    }
    return 1;
}

static inline long
rel(long seat, long me, long n)
{
    return ((seat - me) % n + n) % n;
}

/* The colour 0-3 of a colour letter (R Y G B), or -1. */
static inline long
colour_letter(Py_UCS4 c)
{
    return c == 'R' ? 0 : c == 'Y' ? 1 : c == 'G' ? 2 : c == 'B' ? 3 : -1;
}

/* Plane drew_on from the latest public events (tensor._drew_on_state). */
static int
drew_on(Out *o, PyObject *log, long base, long me, long n, const long *lay, PyObject *ops,
        PyObject *fallback)
{
    Py_ssize_t len = PyList_GET_SIZE(log);
    Py_ssize_t start = len > lay[L_RECENT] ? len - lay[L_RECENT] : 0;
    long colour = -1;
    int caught = 0;
    for (Py_ssize_t e = start; e < len; e++) {
        PyObject *event = PyList_GET_ITEM(log, e);
        if (!PyTuple_Check(event) || PyTuple_GET_SIZE(event) < 2)
            return 0;
        long seat;
        PyObject *what = PyTuple_GET_ITEM(event, 1);
        if (!as_long(PyTuple_GET_ITEM(event, 0), &seat) || !PyUnicode_Check(what))
            return 0;
        if (seat < 0) {
            if (PyTuple_GET_SIZE(event) == 3 && PyUnicode_CompareWithASCIIString(what, "start") == 0) {
                PyObject *card = PyTuple_GET_ITEM(event, 2);
                if (!PyUnicode_Check(card) || PyUnicode_GET_LENGTH(card) < 1)
                    return 0;
                colour = colour_letter(PyUnicode_READ_CHAR(card, 0));
            }
            continue;
        }
        PyObject *op = PyDict_GetItemWithError(ops, what); /* borrowed */
        PyObject *owned = NULL;
        if (op == NULL) {
            if (PyErr_Occurred())
                return -1;
            op = owned = PyObject_CallOneArg(fallback, what);
            if (op == NULL)
                return -1;
        }
        long kind, named;
        int ok = PyTuple_Check(op) && PyTuple_GET_SIZE(op) == 2
                 && as_long(PyTuple_GET_ITEM(op, 0), &kind)
                 && as_long(PyTuple_GET_ITEM(op, 1), &named);
        Py_XDECREF(owned);
        if (!ok)
            return 0;
        if (kind == lay[L_OP_DRAW]) {
            long count;
            if (PyTuple_GET_SIZE(event) < 3)
                return 0;
            PyObject *c = PyTuple_GET_ITEM(event, 2);
            if (!PyLong_Check(c))
                return 0;
            if (as_long(c, &count) && count == 1 && !caught && colour >= 0)
                set1(o, base + rel(seat, me, n) * 4 + colour, 1.0);
            caught = 0;
        }
        else if (kind == lay[L_OP_CAUGHT])
            caught = 1;
        else if (kind) {
            if (named >= 0)
                colour = named;
            if (kind == lay[L_OP_PLAY]) {
                long row = base + rel(seat, me, n) * 4;
                for (long i = row; i < row + 4; i++)
                    set1(o, i, 0.0);
            }
        }
    }
    return 1;
}

static int
encode(Out *o, PyObject *self, long me, const long *lay, PyObject *inv, PyObject *ops,
       PyObject *fallback, long target)
{
    long n, phase, cp, active, top_rank, dir, pending, dealer;
    PyObject *hands = FIELD(self, S_HANDS), *discard = FIELD(self, S_DISCARD);
    PyObject *pile = FIELD(self, S_PILE), *log = FIELD(self, S_LOG);
    PyObject *scores = FIELD(self, S_SCORES);
    if (!as_long(FIELD(self, S_N), &n) || n < 1 || me < 0 || me >= n || target < 1
        || !as_long(FIELD(self, S_DEALER), &dealer) || !is_list(scores)
        || PyList_GET_SIZE(scores) != n
        || !as_long(FIELD(self, S_PHASE), &phase) || !as_long(FIELD(self, S_CP), &cp)
        || !as_long(FIELD(self, S_ACTIVE), &active) || !as_long(FIELD(self, S_TOP_RANK), &top_rank)
        || !as_long(FIELD(self, S_DIR), &dir) || !as_long(FIELD(self, S_PENDING), &pending)
        || !is_list(hands) || PyList_GET_SIZE(hands) != n || !is_list(discard) || !is_list(pile)
        || !is_list(log) || !PyTuple_Check(inv) || PyTuple_GET_SIZE(inv) != KINDS)
        return 0;
    long k;
    PyObject *mine = PyList_GET_ITEM(hands, me);
    if (!is_list(mine))
        return 0;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(mine); i++) {
        if (!read_card(PyList_GET_ITEM(mine, i), &k))
            return 0;
        add1(o, lay[L_MY_HAND] + k, PyFloat_AS_DOUBLE(PyTuple_GET_ITEM(inv, k)));
    }
    for (long seat = 0; seat < n; seat++) {
        PyObject *hand = PyList_GET_ITEM(hands, seat);
        if (!is_list(hand))
            return 0;
        Py_ssize_t count = PyList_GET_SIZE(hand);
        long r = rel(seat, me, n);
        double size = (double)count / (double)lay[L_HAND_SCALE];
        set1(o, lay[L_HAND_SIZES] + r, size < 1.0 ? size : 1.0);
        if (count == 1)
            set1(o, lay[L_ONE_CARD] + r, 1.0);
    }
    Py_ssize_t discarded = PyList_GET_SIZE(discard);
    if (discarded) {
        long base = lay[L_DISCARDED];
        for (Py_ssize_t i = 0; i < discarded; i++) {
            if (!read_card(PyList_GET_ITEM(discard, i), &k))
                return 0;
            add1(o, base + k, PyFloat_AS_DOUBLE(PyTuple_GET_ITEM(inv, k)));
        }
        for (long i = base; i < base + KINDS && i < o->size; i++)
            if (o->buf[i] > 1.0) /* a reshuffle can return more than one deck's share */
                o->buf[i] = 1.0;
        set1(o, lay[L_TOP] + k, 1.0); /* k: the last card read, the top one */
        if (top_rank == lay[L_NO_RANK])
            set1(o, lay[L_COLOUR_ONLY], 1.0);
    }
    if (dealer >= 0)
        set1(o, lay[L_DEALER] + rel(dealer, me, n), 1.0);
    for (long seat = 0; seat < n; seat++) {
        long points;
        if (!as_long(PyList_GET_ITEM(scores, seat), &points))
            return 0;
        put01(o, lay[L_SCORES] + rel(seat, me, n), (double)points / (double)target);
    }
    if (active >= 0 && active < 4)
        set1(o, lay[L_ACTIVE] + active, 1.0);
    put01(o, lay[L_DRAW_PILE], (double)PyList_GET_SIZE(pile) / (double)lay[L_DECK_SIZE]);
    if (dir == 1)
        set1(o, lay[L_DIRECTION], 1.0);
    if (cp >= 0)
        set1(o, lay[L_TO_ACT] + rel(cp, me, n), 1.0);
    set1(o, lay[L_PHASE] + phase, 1.0);
    if (phase == lay[L_PHASE_DRAWN] && cp == me) {
        if (!read_card(FIELD(self, S_DRAWN), &k))
            return 0;
        set1(o, lay[L_DRAWN] + k, 1.0);
    }
    put01(o, lay[L_PENDING], (double)pending / (double)lay[L_PENDING_SCALE]);
    if (phase == lay[L_PHASE_RESPOND]) {
        long victim;
        if (!as_long(FIELD(self, S_VICTIM), &victim))
            return 0;
        set1(o, lay[L_VICTIM] + rel(victim, me, n), 1.0);
        int truth = PyObject_IsTrue(FIELD(self, S_CHALLENGEABLE));
        if (truth < 0)
            return -1;
        if (truth)
            set1(o, lay[L_CHALLENGEABLE], 1.0);
        truth = PyObject_IsTrue(FIELD(self, S_STACK_ALL_PLUS2));
        if (truth < 0)
            return -1;
        if (truth)
            set1(o, lay[L_STACK_PLUS2], 1.0);
    }
    return drew_on(o, log, lay[L_DREW_ON], me, n, lay, ops, fallback);
}

/* tensor(state, me, out, layout, inv, ops, fallback, target) -> bool: see the file's
 * comment. `out` is a writable buffer of float64 zeros (array("d")); `inv` the 54 floats 1/copies; `ops`
 * and `fallback` tensor._EVENT_OPS and tensor._event_op; `target` the option. */
PyObject *
uno_tensor(PyObject *Py_UNUSED(module), PyObject *const *args, Py_ssize_t nargs)
{
    long me, target, lay[N_LAYOUT];
    if (nargs != 8 || !as_long(args[1], &me) || !PyTuple_Check(args[3])
        || PyTuple_GET_SIZE(args[3]) != N_LAYOUT || !PyDict_Check(args[5])) {
        PyErr_SetString(PyExc_TypeError,
                        "tensor(state, me, out, layout, inv, ops, fallback, target)");
        return NULL;
    }
    if (!as_long(args[7], &target))
        Py_RETURN_FALSE;
    if (!installed)
        Py_RETURN_FALSE;
    for (int i = 0; i < N_LAYOUT; i++)
        if (!as_long(PyTuple_GET_ITEM(args[3], i), &lay[i]))
            Py_RETURN_FALSE;
    Py_buffer view;
    if (PyObject_GetBuffer(args[2], &view, PyBUF_WRITABLE | PyBUF_FORMAT) < 0)
        return NULL;
    int done = 0;
    if (view.itemsize == 8 && view.format != NULL && strcmp(view.format, "d") == 0) {
        Out o = {(double *)view.buf, view.len / 8, 0};
        done = encode(&o, args[0], me, lay, args[4], args[5], args[6], target);
        if (o.bad && done > 0)
            done = 0;
    }
    PyBuffer_Release(&view);
    if (done < 0)
        return NULL;
    return PyBool_FromLong(done);
}
