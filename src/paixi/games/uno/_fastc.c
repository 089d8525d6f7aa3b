/* The plain rules' hot path of UnoState.apply, legal_actions and is_terminal, in C
 * (issue 17): the module, its install() and the three methods.
 *
 * The Python rules are the reference: the C path does exactly what they do for the plain
 * rules' usual decisions (_fastc_turn.c: a turn; _fastc_answers.c: answers out of turn;
 * _fastc_rules.c: what they share) and hands everything else to FastPath.apply unchanged. It never decides a rule on its own data: every table
 * (the Action objects, their history entries and log events, the legal lists of a drawn
 * card, which kinds are playable on which top card) is given by engine.py at import,
 * built by the same Python code the pure-Python path uses.
 *
 * The state's fields are __slots__ of UnoState; install() reads each slot's offset from
 * its member descriptor once, so a field is one pointer load (as CPython itself does for
 * a slot). Anything unexpected — a field of the wrong type, an out-of-range value, an
 * action that is not one of the interned Action objects in the cached legal list — goes
 * to the Python path *before* anything is written, so that path raises its usual
 * one-line errors and the C code never has to.
 */

#include "_fastc.h"
#include <string.h>
#include "structmember.h"

#ifndef Py_T_OBJECT_EX
#define Py_T_OBJECT_EX T_OBJECT_EX
#endif
#ifndef Py_READONLY
#define Py_READONLY READONLY
#endif

static const char *state_slot_names[N_STATE_SLOTS] = {
    "_legal", "_cp", "phase", "_simple", "history", "pile", "hands", "log", "_events",
    "_n_events", "active", "top_rank", "dir", "n", "drawn", "challenge_on", "_quick",
    "discard", "named", "stacking", "restriction", "guilty", "_wd4_context", "offender",
    "pending", "stack_all_plus2", "challengeable", "victim", "_resume_seat", "private",
    "turn", "_owe", "_then", "_manual_chance", "_post", "_win", "_win_seats", "_win_pos",
    "_win_hits", "dealer", "scores",
};
static const char *action_slot_names[N_ACTION_SLOTS] = {"entries", "logged", "uno", "colour",
                                                        "text"};
static const char *post_slot_names[N_POST_SLOTS] = {"seat", "cards", "how", "step", "respond"};

Py_ssize_t state_off[N_STATE_SLOTS];
Py_ssize_t action_off[N_ACTION_SLOTS];
Py_ssize_t post_off[N_POST_SLOTS];

int installed = 0;
static unsigned long long handed_on = 0; /* decisions given to the Python path (for tests) */
PyTypeObject *action_type;         /* Action (exact type: only interned actions are legal) */
PyObject *eventlog_type;           /* paixi.core.event_log.EventLog */
static PyObject *py_apply;         /* FastPath.apply: the reference and the fallback */
static PyObject *py_legal_actions; /* UnoState.legal_actions in Python */
static PyObject *py_is_terminal;   /* UnoState.is_terminal in Python */
PyObject *DRAW, *KEEP, *ACCEPT, *CHALLENGE, *TURN, *DRAWN, *RESPOND;
PyObject *SINGLE, *SINGLE_UNO, *DRAWN_CHOICES, *DRAWN_CHOICES_UNO, *WD4_ANSWERS;
PyObject *DREW_ONE, *DREW_TWO, *KEPT, *DREW_FACE, *CODES, *WD4_PLAYS;
PyObject *str_log, *str_drew, *str_accept, *str_shown, *str_challenge, *str_space;
PyObject *str_draw, *str_reshuffle, *str_rng, *str_getrandbits, *empty_tuple;
PyObject *CHANCE_TYPE, *HISTORY_ENTRY, *THEN_NOTHING, *RANDOM_TYPE;
PyObject *POST_TYPE, *WINDOW, *WINDOW_CATCH, *CATCH, *PASS, *CATCH_ANSWERS, *HOW_PLAY;
PyObject *HOW_DRAWN, *str_answered, *str_answer, *str_caught, *str_step, *str_options;
PyObject *str_uno_penalty, *str_uno_penalty_per_catcher;
int rank_of[KINDS];
int shuffle_like_random = 0;
uint64_t playable[ROWS];
int colour_of[KINDS];
const char *card_zero = NULL;
Rules rule;

/* The fields of `rule` by their names in engine.RULES, with the values each may take. */
static const struct {
    const char *name;
    long *into;
    long lo, hi;
} rule_fields[] = {
    {"wild", &rule.wild, 0, KINDS - 1},
    {"wd4", &rule.wd4, 0, KINDS - 1},
    {"skip", &rule.skip, 0, KINDS},
    {"reverse", &rule.reverse, 0, KINDS},
    {"draw_two", &rule.draw_two, 0, KINDS},
    {"row_width", &rule.row_width, ROWS / 4, ROWS / 4}, /* PLAYABLE: 4 colours of rows */
    {"draw_two_cards", &rule.draw_two_cards, 1, MAX_DRAW},
    {"wd4_cards", &rule.wd4_cards, 1, MAX_DRAW},
    {"challenge_lost_cards", &rule.challenge_lost_cards, 1, MAX_DRAW},
    {"move_on", &rule.move_on, -9, 9},
    {"move_skip", &rule.move_skip, -9, 9},
    {"move_reverse", &rule.move_reverse, -9, 9},
    {"move_draw_two", &rule.move_draw_two, -9, 9},
};
#define N_RULE_FIELDS ((int)(sizeof(rule_fields) / sizeof(rule_fields[0])))

/* Whether the ints 0-53 are CPython's shared small ints, one array of PyLongObject (see
 * read_card); their address then gives their value. */
static void
find_cards(void)
{
    PyObject *zero = PyLong_FromLong(0);
    int shared = zero != NULL;
    for (long k = 0; shared && k < KINDS; k++) {
        PyObject *card = PyLong_FromLong(k);
        shared = card != NULL
                 && (const char *)card == (const char *)zero + k * sizeof(PyLongObject);
        Py_XDECREF(card);
    }
    PyErr_Clear();
    card_zero = shared ? (const char *)zero : NULL;
    Py_XDECREF(zero); /* the shared small ints live as long as the interpreter */
}

/* --- the methods ----------------------------------------------------------------------- */

#define HAND_ON() (handed_on++, forward(py_apply, self, args, nargsf, kwnames))

/* Call the Python method `func` with self and the arguments as given. */
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

/* The cached legal actions of a plain turn, computed if the cache is empty (as
 * UnoState._compute_legal does); borrowed, or NULL (no exception) if not such a turn. */
static PyObject *
cached_legal(PyObject *self)
{
    PyObject *legal = FIELD(self, S_LEGAL);
    if (legal != NULL && legal != Py_None)
        return legal;
    long n, cp, active, top_rank;
    PyObject *hands = FIELD(self, S_HANDS);
    if (FIELD(self, S_SIMPLE) != Py_True || FIELD(self, S_PHASE) != TURN || !is_list(hands)
        || !read_int(FIELD(self, S_N), 2, SEATS, &n) || PyList_GET_SIZE(hands) != n
        || !read_int(FIELD(self, S_CP), 0, n - 1, &cp)
        || !read_int(FIELD(self, S_ACTIVE), 0, 3, &active)
        || !read_int(FIELD(self, S_TOP_RANK), -1, 12, &top_rank)
        || !is_list(PyList_GET_ITEM(hands, cp)))
        return NULL;
    legal = turn_legal(PyList_GET_ITEM(hands, cp), ROW_OF(active, top_rank), NULL);
    if (legal != NULL)
        set_field(self, S_LEGAL, legal);
    return legal;
}

static PyObject *
uno_apply(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    if (PyVectorcall_NARGS(nargsf) != 1 || kwnames != NULL || Py_TYPE(args[0]) != action_type
        || FIELD(self, S_SIMPLE) != Py_True)
        return HAND_ON();
    PyObject *action = args[0];
    /* membership in the cached legal list is the whole check (actions are interned) */
    PyObject *legal = cached_legal(self);
    if (legal == NULL) {
        if (PyErr_Occurred())
            return NULL;
        return HAND_ON();
    }
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
        return HAND_ON();
    Py_ssize_t at = 0;
    while (at < size && items[at] != action)
        at++;
    PyObject *entries = SLOT(action, action_off[A_ENTRIES]);
    PyObject *logged = SLOT(action, action_off[A_LOGGED]);
    Context c;
    if (at == size || entries == NULL || !PyTuple_CheckExact(entries)
        || PyTuple_GET_SIZE(entries) != SEATS || logged == NULL || !PyTuple_CheckExact(logged)
        || PyTuple_GET_SIZE(logged) != SEATS || !load_context(self, &c))
        return HAND_ON();
    PyObject *phase = FIELD(self, S_PHASE);
    int r = NOT_HANDLED;
    if (phase == TURN || phase == DRAWN)
        r = decide_turn(self, action, &c);
    else if (phase == RESPOND)
        r = decide_response(self, action, &c);
    else if (phase == WINDOW)
        r = decide_window(self, action, &c);
    if (r == FAILED)
        return NULL;
    if (r == NOT_HANDLED)
        return HAND_ON();
    Py_RETURN_NONE;
}

static PyObject *
uno_legal_actions(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    if (PyVectorcall_NARGS(nargsf) == 0 && kwnames == NULL) {
        PyObject *legal = cached_legal(self);
        if (legal != NULL && PyList_CheckExact(legal)) /* a copy: the cache must not change */
            return PyList_GetSlice(legal, 0, PyList_GET_SIZE(legal));
        if (legal != NULL && PyTuple_CheckExact(legal))
            return PySequence_List(legal);
        if (PyErr_Occurred())
            return NULL;
    }
    return forward(py_legal_actions, self, args, nargsf, kwnames);
}

static PyObject *
uno_is_terminal(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    long cp;
    if (PyVectorcall_NARGS(nargsf) == 0 && kwnames == NULL
        && read_int(FIELD(self, S_CP), -2, SEATS, &cp))
        return PyBool_FromLong(cp == -2); /* TERMINAL */
    return forward(py_is_terminal, self, args, nargsf, kwnames);
}

static PyMethodDef apply_def = {
    "apply", (PyCFunction)(void (*)(void))uno_apply, METH_FASTCALL | METH_KEYWORDS,
    "apply(action)\n--\n\nState.apply, the plain rules' hot path in C "
    "(paixi.games.uno.engine)."};
static PyMethodDef legal_def = {
    "legal_actions", (PyCFunction)(void (*)(void))uno_legal_actions,
    METH_FASTCALL | METH_KEYWORDS,
    "legal_actions()\n--\n\nA copy of the legal actions (paixi.games.uno.engine)."};
static PyMethodDef terminal_def = {
    "is_terminal", (PyCFunction)(void (*)(void))uno_is_terminal, METH_FASTCALL | METH_KEYWORDS,
    "is_terminal()\n--\n\nWhether the game is over (paixi.games.uno.engine)."};

/* --- install --------------------------------------------------------------------------- */

/* The offset of the writable object slot `name` of `type`, or -1 with an exception. */
static Py_ssize_t
slot_offset(PyTypeObject *type, const char *name)
{
    PyObject *descr = PyObject_GetAttrString((PyObject *)type, name);
    if (descr == NULL)
        return -1;
    Py_ssize_t off = -1;
    if (Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
        if (member->type == Py_T_OBJECT_EX && !(member->flags & Py_READONLY))
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

/* Every table's shape, checked once so the path can index without checks. */
static int
check_tables(void)
{
    if (!tuple_of(SINGLE, KINDS, "SINGLE") || !tuple_of(SINGLE_UNO, KINDS, "SINGLE_UNO")
        || !tuple_of(DRAWN_CHOICES, KINDS, "DRAWN_CHOICES")
        || !tuple_of(DRAWN_CHOICES_UNO, KINDS, "DRAWN_CHOICES_UNO")
        || !tuple_of(DREW_ONE, SEATS, "DREW_ONE") || !tuple_of(DREW_TWO, SEATS, "DREW_TWO")
        || !tuple_of(KEPT, SEATS, "KEPT") || !tuple_of(DREW_FACE, SEATS, "DREW_FACE")
        || !tuple_of(CODES, KINDS, "CODES") || !tuple_of(WD4_ANSWERS, 2, "WD4_ANSWERS"))
        return 0;
    if (!PyDict_CheckExact(WD4_PLAYS)) {
        PyErr_SetString(PyExc_TypeError, "WD4_PLAYS must be a dict");
        return 0;
    }
    for (int k = 0; k < KINDS; k++) {
        PyObject *one = PyTuple_GET_ITEM(SINGLE, k), *two = PyTuple_GET_ITEM(SINGLE_UNO, k);
        if (!PyTuple_CheckExact(one) || !PyTuple_CheckExact(two) || PyTuple_GET_SIZE(two) > 8
            || !PyUnicode_Check(PyTuple_GET_ITEM(CODES, k))) {
            PyErr_SetString(PyExc_TypeError, "SINGLE rows are tuples of at most 8; CODES str");
            return 0;
        }
    }
    for (int s = 0; s < SEATS; s++)
        if (!tuple_of(PyTuple_GET_ITEM(DREW_FACE, s), KINDS, "DREW_FACE[seat]"))
            return 0;
    return 1;
}

/* A tuple of KINDS ints in [0, hi] into `out`; else 0 with a TypeError saying `what`. */
static int
read_kinds(PyObject *values, long hi, int *out, const char *what)
{
    for (int k = 0; k < KINDS; k++) {
        long v;
        if (!read_int(PyTuple_GET_ITEM(values, k), 0, hi, &v)) {
            PyErr_SetString(PyExc_TypeError, what);
            return 0;
        }
        out[k] = (int)v;
    }
    return 1;
}

/* PLAYABLE (56 rows of 54 truths) as bit sets; RANK and COLOUR (54 ints each) as C ints. */
static int
read_rules(PyObject *rows, PyObject *colours, PyObject *ranks)
{
    if (!tuple_of(rows, ROWS, "PLAYABLE") || !tuple_of(colours, KINDS, "COLOUR")
        || !tuple_of(ranks, KINDS, "RANK"))
        return 0;
    if (!read_kinds(ranks, 14, rank_of, "RANK holds ranks 0-14"))
        return 0;
    for (int r = 0; r < ROWS; r++) {
        PyObject *row = PyTuple_GET_ITEM(rows, r);
        if (!tuple_of(row, KINDS, "PLAYABLE[row]"))
            return 0;
        playable[r] = 0;
        for (int k = 0; k < KINDS; k++) {
            int truth = PyObject_IsTrue(PyTuple_GET_ITEM(row, k));
            if (truth < 0)
                return 0;
            if (truth)
                playable[r] |= (uint64_t)1 << k;
        }
    }
    if (!read_kinds(colours, 4, colour_of, "COLOUR holds colours 0-4"))
        return 0;
    return 1;
}

/* The rule numbers of engine.RULES (a dict of exactly the fields above) into `rule`. */
static int
read_rule_numbers(PyObject *numbers)
{
    if (numbers == NULL || !PyDict_CheckExact(numbers)
        || PyDict_GET_SIZE(numbers) != N_RULE_FIELDS) {
        PyErr_Format(PyExc_TypeError, "RULES must be a dict of the %d rule numbers",
                     N_RULE_FIELDS);
        return 0;
    }
    for (int i = 0; i < N_RULE_FIELDS; i++) {
        PyObject *v = PyDict_GetItemString(numbers, rule_fields[i].name);
        if (!read_int(v, rule_fields[i].lo, rule_fields[i].hi, rule_fields[i].into)) {
            PyErr_Format(PyExc_TypeError, "RULES[%s] must be an int in %ld-%ld",
                         rule_fields[i].name, rule_fields[i].lo, rule_fields[i].hi);
            return 0;
        }
    }
    return 1;
}

/* install(state_type, action_type, tables) -> (apply, legal_actions, is_terminal)
 *
 * `tables` (a dict, see engine.py) holds the Python objects the path shares with fast.py.
 * The method descriptors returned are bound to state_type; engine.py sets them on it. */
static PyObject *
install(PyObject *Py_UNUSED(module), PyObject *args)
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
    PyObject *post_type = PyDict_GetItemString(tables, "Post");
    if (post_type == NULL || !PyType_Check(post_type)) {
        PyErr_SetString(PyExc_TypeError, "tables lack the Post class");
        return NULL;
    }
    for (int i = 0; i < N_POST_SLOTS; i++)
        if ((post_off[i] = slot_offset((PyTypeObject *)post_type, post_slot_names[i])) < 0)
            return NULL;
    struct {
        const char *name;
        PyObject **into;
    } named[] = {
        {"EventLog", &eventlog_type}, {"apply", &py_apply},
        {"legal_actions", &py_legal_actions}, {"is_terminal", &py_is_terminal},
        {"DRAW", &DRAW}, {"KEEP", &KEEP}, {"ACCEPT", &ACCEPT}, {"CHALLENGE", &CHALLENGE},
        {"TURN", &TURN}, {"DRAWN", &DRAWN}, {"RESPOND", &RESPOND}, {"SINGLE", &SINGLE},
        {"SINGLE_UNO", &SINGLE_UNO}, {"DRAWN_CHOICES", &DRAWN_CHOICES},
        {"DRAWN_CHOICES_UNO", &DRAWN_CHOICES_UNO}, {"WD4_ANSWERS", &WD4_ANSWERS},
        {"DREW_ONE", &DREW_ONE}, {"DREW_TWO", &DREW_TWO}, {"KEPT", &KEPT},
        {"DREW_FACE", &DREW_FACE}, {"CODES", &CODES}, {"WD4_PLAYS", &WD4_PLAYS},
        {"Chance", &CHANCE_TYPE}, {"HistoryEntry", &HISTORY_ENTRY},
        {"THEN_NOTHING", &THEN_NOTHING}, {"Random", &RANDOM_TYPE}, {"Post", &POST_TYPE},
        {"WINDOW", &WINDOW}, {"WINDOW_CATCH", &WINDOW_CATCH}, {"CATCH", &CATCH},
        {"PASS", &PASS}, {"CATCH_ANSWERS", &CATCH_ANSWERS}, {"HOW_PLAY", &HOW_PLAY},
        {"HOW_DRAWN", &HOW_DRAWN},
    };
    size_t count = sizeof(named) / sizeof(named[0]);
    for (size_t i = 0; i < count; i++) {
        PyObject *v = PyDict_GetItemString(tables, named[i].name); /* borrowed */
        if (v == NULL) {
            PyErr_Format(PyExc_KeyError, "tables lack %s", named[i].name);
            return NULL;
        }
        *named[i].into = v;
    }
    PyObject *rows = PyDict_GetItemString(tables, "PLAYABLE");
    PyObject *colours = PyDict_GetItemString(tables, "COLOUR");
    PyObject *ranks = PyDict_GetItemString(tables, "RANK");
    if (rows == NULL || colours == NULL || ranks == NULL) {
        PyErr_SetString(PyExc_KeyError, "tables lack PLAYABLE, COLOUR or RANK");
        return NULL;
    }
    if (!check_tables() || !read_rules(rows, colours, ranks)
        || !read_rule_numbers(PyDict_GetItemString(tables, "RULES")))
        return NULL;
    PyObject *like = PyDict_GetItemString(tables, "SHUFFLE_LIKE_RANDOM");
    if (like == NULL || (shuffle_like_random = PyObject_IsTrue(like)) < 0)
        return like == NULL ? PyErr_Format(PyExc_KeyError, "tables lack SHUFFLE_LIKE_RANDOM")
                            : NULL;
    for (size_t i = 0; i < count; i++) /* kept for the life of the process */
        Py_INCREF(*named[i].into);
    action_type = (PyTypeObject *)Py_NewRef(at);
    PyTypeObject *state_type = (PyTypeObject *)st;
    PyObject *a = PyDescr_NewMethod(state_type, &apply_def);
    PyObject *l = PyDescr_NewMethod(state_type, &legal_def);
    PyObject *t = PyDescr_NewMethod(state_type, &terminal_def);
    if (a == NULL || l == NULL || t == NULL) {
        Py_XDECREF(a);
        Py_XDECREF(l);
        Py_XDECREF(t);
        return NULL;
    }
    find_cards();
    installed = 1;
    return Py_BuildValue("(NNN)", a, l, t);
}

/* playable_order(row, hand) -> list: the kinds of `hand` playable on PLAYABLE row `row`,
 * in the order the C path lists them (engine.py checks it against frozenset.intersection). */
static PyObject *
playable_order(PyObject *Py_UNUSED(module), PyObject *args)
{
    int row;
    PyObject *hand;
    if (!PyArg_ParseTuple(args, "iO!", &row, &PyList_Type, &hand))
        return NULL;
    if (!installed || row < 0 || row >= ROWS) {
        PyErr_SetString(PyExc_ValueError, "install first; rows are 0-55");
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

static PyObject *
handed_on_count(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(args))
{
    return PyLong_FromUnsignedLongLong(handed_on);
}

/* rules() -> dict: the rule numbers the path runs on (read from engine.RULES at install). */
static PyObject *
rule_numbers(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(args))
{
    if (!installed) {
        PyErr_SetString(PyExc_ValueError, "install first");
        return NULL;
    }
    PyObject *out = PyDict_New();
    for (int i = 0; out != NULL && i < N_RULE_FIELDS; i++) {
        PyObject *v = PyLong_FromLong(*rule_fields[i].into);
        if (v == NULL || PyDict_SetItemString(out, rule_fields[i].name, v) < 0)
            Py_CLEAR(out);
        Py_XDECREF(v);
    }
    return out;
}

/* option_words() -> dict: each option the path reads, with the values it compares it to. */
static PyObject *
option_words(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(args))
{
    return Py_BuildValue("{s(ss)s(sss)s()s()}", "stacking", STACKING_NONE, STACKING_SEED,
                         "wd4_restriction", RESTRICTION_NONE, RESTRICTION_COLOUR,
                         RESTRICTION_COLOUR_OR_NUMBER, OPTION_UNO_PENALTY,
                         OPTION_UNO_PENALTY_PER_CATCHER);
}

static PyMethodDef module_methods[] = {
    {"rules", rule_numbers, METH_NOARGS, "The rule numbers the C path runs on."},
    {"option_words", option_words, METH_NOARGS,
     "The options the C path reads, each with the values it compares it with."},
    {"handed_on", handed_on_count, METH_NOARGS,
     "How many decisions apply() has handed to the Python path so far."},
    {"install", install, METH_VARARGS, "Take the tables; return the method descriptors."},
    {"playable_order", playable_order, METH_VARARGS, "The C path's order of playable kinds."},
    {"tensor", (PyCFunction)(void (*)(void))uno_tensor, METH_FASTCALL,
     "The hot planes of the observation tensor (_fastc_tensor.c; paixi.games.uno.tensor)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "paixi.games.uno._fastc",
    .m_doc = "The plain rules' hot path of UNO in C (see paixi.games.uno.engine).",
    .m_size = -1,
    .m_methods = module_methods,
};

static int
intern(PyObject **into, const char *text)
{
    return *into != NULL || (*into = PyUnicode_InternFromString(text)) != NULL;
}

PyMODINIT_FUNC
PyInit__fastc(void)
{
    if (!intern(&str_log, "log") || !intern(&str_drew, "drew") || !intern(&str_accept, "accept")
        || !intern(&str_shown, "shown") || !intern(&str_challenge, "challenge")
        || !intern(&str_space, " ") || !intern(&str_draw, "draw")
        || !intern(&str_reshuffle, "reshuffle") || !intern(&str_rng, "_rng")
        || !intern(&str_getrandbits, "getrandbits") || !intern(&str_answered, "answered")
        || !intern(&str_answer, "answer") || !intern(&str_caught, "caught")
        || !intern(&str_step, "step") || !intern(&str_options, "options")
        || !intern(&str_uno_penalty, OPTION_UNO_PENALTY)
        || !intern(&str_uno_penalty_per_catcher, OPTION_UNO_PENALTY_PER_CATCHER))
        return NULL;
    if (empty_tuple == NULL && (empty_tuple = PyTuple_New(0)) == NULL)
        return NULL;
    return PyModule_Create(&module_def);
}
