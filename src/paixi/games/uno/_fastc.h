/* Shared declarations of the UNO C path (_fastc.c: the module and the methods;
 * _fastc_rules.c: the decisions). See engine.py for what it is and fast.py for the
 * Python code it mirrors. */

#ifndef PAIXI_UNO_FASTC_H
#define PAIXI_UNO_FASTC_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

/* Array sizes only: install() refuses tables of other lengths, so the Python's decide. */
#define KINDS 54
#define SEATS 10      /* per-seat tables are this long (actions.SEATS) */
#define ROWS 56       /* PLAYABLE rows: 4 colours x (no rank + 13 ranks) */
#define MAX_DRAW 8    /* the most cards one penalty draws (checked on the rule numbers) */
#define MAX_PILE 108  /* a buffer for a reshuffle: a longer discard pile is handed on */
#define MAX_LEGAL 512 /* 54 kinds x at most 8 plays each, plus draw */

/* Slots of UnoState the path reads or writes (their offsets are read at install). */
enum {
    S_LEGAL, S_CP, S_PHASE, S_SIMPLE, S_HISTORY, S_PILE, S_HANDS, S_LOG, S_EVENTS,
    S_N_EVENTS, S_ACTIVE, S_TOP_RANK, S_DIR, S_N, S_DRAWN, S_CHALLENGE_ON, S_QUICK,
    S_DISCARD, S_NAMED, S_STACKING, S_RESTRICTION, S_GUILTY, S_WD4_CONTEXT, S_OFFENDER,
    S_PENDING, S_STACK_ALL_PLUS2, S_CHALLENGEABLE, S_VICTIM, S_RESUME_SEAT, S_PRIVATE,
    S_TURN, S_OWE, S_THEN, S_MANUAL_CHANCE, S_POST, S_WIN, S_WIN_SEATS, S_WIN_POS, S_WIN_HITS,
    S_DEALER, S_SCORES, N_STATE_SLOTS
};
/* Slots of Action. */
enum { A_ENTRIES, A_LOGGED, A_UNO, A_COLOUR, A_TEXT, N_ACTION_SLOTS };
/* Slots of turn.Post (where a play is in §5.3's steps). */
enum { P_SEAT, P_CARDS, P_HOW, P_STEP, P_RESPOND, N_POST_SLOTS };

extern Py_ssize_t state_off[N_STATE_SLOTS];
extern Py_ssize_t action_off[N_ACTION_SLOTS];
extern Py_ssize_t post_off[N_POST_SLOTS];

/* The Python objects install() was given (engine.py names them); all kept alive. */
extern PyTypeObject *action_type;
extern PyObject *eventlog_type;
extern PyObject *DRAW, *KEEP, *ACCEPT, *CHALLENGE, *TURN, *DRAWN, *RESPOND;
extern PyObject *SINGLE, *SINGLE_UNO, *DRAWN_CHOICES, *DRAWN_CHOICES_UNO, *WD4_ANSWERS;
extern PyObject *DREW_ONE, *DREW_TWO, *KEPT, *DREW_FACE, *CODES, *WD4_PLAYS;
extern PyObject *str_log, *str_drew, *str_accept, *str_shown, *str_challenge;
extern PyObject *str_space, *str_draw, *str_reshuffle, *str_rng, *str_getrandbits, *empty_tuple;
extern PyObject *CHANCE_TYPE, *HISTORY_ENTRY, *THEN_NOTHING, *RANDOM_TYPE;
extern PyObject *POST_TYPE, *WINDOW, *WINDOW_CATCH, *CATCH, *PASS, *CATCH_ANSWERS, *HOW_PLAY;
extern PyObject *HOW_DRAWN, *str_answered, *str_answer, *str_caught, *str_step, *str_options;
extern PyObject *str_uno_penalty, *str_uno_penalty_per_catcher;
extern int rank_of[KINDS];      /* equipment RANK */
extern int shuffle_like_random; /* turn._LIKE_RANDOM: the shuffle below is random.shuffle */
extern uint64_t playable[ROWS]; /* PLAYABLE rows as bit sets of kinds */
extern int colour_of[KINDS];    /* equipment COLOUR (4 for black) */

/* The rule numbers the path uses, read at install from engine.RULES (the Python's own
 * constants): the C code has none of its own, so a rule changed in Python changes here. */
typedef struct {
    long wild, wd4;                  /* equipment WILD, WILD_DRAW_FOUR: the black kinds */
    long skip, reverse, draw_two;    /* equipment's ranks of the action cards */
    long row_width;                  /* moves.ROW_WIDTH: PLAYABLE rows per colour */
    long draw_two_cards, wd4_cards;  /* moves: what a Draw Two, a Wild Draw Four makes draw */
    long challenge_lost_cards;       /* moves: what a failed challenger draws (§5.2) */
    long move_on, move_skip, move_reverse, move_draw_two; /* fast.MOVE_*: QUICK's moves */
} Rules;
extern Rules rule;
/* The option values the path compares with (the options' choices in game.py;
 * _fastc.option_words() lists them and tests/uno/test_compiled.py checks them there). */
#define STACKING_NONE "none"
#define STACKING_SEED "seed"
#define RESTRICTION_NONE "none"
#define RESTRICTION_COLOUR "colour"
#define RESTRICTION_COLOUR_OR_NUMBER "colour_or_number"
#define OPTION_UNO_PENALTY "uno_penalty"
#define OPTION_UNO_PENALTY_PER_CATCHER "uno_penalty_per_catcher"
#define WD4 (rule.wd4)
/* moves.match_index: the PLAYABLE row of an active colour and a top rank */
#define ROW_OF(active, top_rank) ((int)((active) * rule.row_width + (top_rank) + 1))

#define SLOT(obj, off) (*(PyObject **)((char *)(obj) + (off)))
#define FIELD(self, i) SLOT(self, state_off[i])

/* Replace a slot's value, stealing the new reference (NULL leaves it unset). */
static inline void
set_field(PyObject *self, int i, PyObject *value)
{
    PyObject **p = (PyObject **)((char *)self + state_off[i]);
    PyObject *old = *p;
    *p = value;
    Py_XDECREF(old);
}

/* An exact int's value in [lo, hi] into *out, else 0 (the caller falls back). Every int
 * the path reads (cards, seats, counts) is a one-digit int: read it without a call. */
static inline int
read_int(PyObject *o, long lo, long hi, long *out)
{
    if (o == NULL || !PyLong_CheckExact(o))
        return 0;
    long v;
#if PY_VERSION_HEX >= 0x030C0000
    if (PyUnstable_Long_IsCompact((PyLongObject *)o))
        v = (long)PyUnstable_Long_CompactValue((PyLongObject *)o);
#else
    Py_ssize_t size = Py_SIZE(o);
    if (size == 0)
        v = 0;
    else if (size == 1 || size == -1)
        v = (long)size * (long)((PyLongObject *)o)->ob_digit[0];
#endif
    else {
        v = PyLong_AsLong(o);
        if (v == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            return 0;
        }
    }
    if (v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

/* CPython keeps one object per int -5..256, in one array: when install() found the cards
 * 0-53 there, a card is read from its address (no type or digit check), else by value. */
extern const char *card_zero;

static inline int
read_card(PyObject *o, long *out)
{
    if (card_zero != NULL) {
        uintptr_t d = (uintptr_t)o - (uintptr_t)card_zero;
        if (d % sizeof(PyLongObject) == 0 && d / sizeof(PyLongObject) < KINDS) {
            *out = (long)(d / sizeof(PyLongObject));
            return 1;
        }
    }
    return read_int(o, 0, KINDS - 1, out);
}

static inline int
is_list(PyObject *o)
{
    return o != NULL && PyList_CheckExact(o);
}

static inline long
seat_mod(long seat, long n)
{
    return (seat % n + n) % n; /* Python's % */
}


/* Pop the last item of a non-empty list (a new reference), as list.pop() does. */
static inline PyObject *
pop_last(PyObject *list)
{
    Py_ssize_t size = PyList_GET_SIZE(list);
    PyObject *item = PyList_GET_ITEM(list, size - 1);
    Py_SET_SIZE(list, size - 1); /* the reference moves to the caller */
    return item;
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

/* What every decision on the path reads, checked once (load_context). */
typedef struct {
    long cp, n, dir, active, top_rank, n_events;
    PyObject *history, *pile, *hands, *log, *events, *hand;
} Context;

/* The outcome of a decision function: done, not handled (nothing was written: the
 * Python path takes it), or failed with an exception set. */
enum { DONE = 0, NOT_HANDLED = 1, FAILED = -1 };

int load_context(PyObject *self, Context *c);
PyObject *begin(PyObject *self, PyObject *action, Context *c);
int emit(Context *c, PyObject *step, PyObject *key, PyObject *args, PyObject *private);
int pub(Context *c, PyObject *step, PyObject *event, PyObject *private);
PyObject *cards_text(const long *cards, Py_ssize_t count);
PyObject *drew_private(long seat, const long *cards, Py_ssize_t count);
Py_ssize_t read_cards(PyObject *hand, long *out, Py_ssize_t room);
int top_cards(PyObject *pile, long *out, Py_ssize_t count);
int draw_cards(PyObject *pile, PyObject *hand, Py_ssize_t count);
int next_turn(PyObject *self, Context *c, long seat, int row);
int finish(PyObject *self, Context *c, PyObject *step, int failed);
int wd4_legitimate(PyObject *hand, Py_ssize_t skip, long active, int row, int restriction);
int restriction_of(PyObject *self);
PyObject *turn_legal(PyObject *hand, int row, PyObject *reuse);
int set_order(uint64_t mask, PyObject *hand, int *out);
extern int installed; /* install() has run: the slot offsets are known */
PyObject *uno_tensor(PyObject *module, PyObject *const *args, Py_ssize_t nargs);
int decide_turn(PyObject *self, PyObject *action, Context *c);
int decide_response(PyObject *self, PyObject *action, Context *c);
int decide_window(PyObject *self, PyObject *action, Context *c);

/* A catch window about to open (§7): made before the play is written. */
typedef struct {
    PyObject *post, *seats;
} CatchWindow;
int prepare_catch(Context *c, PyObject *action, PyObject *phase, CatchWindow *w);
void open_catch(PyObject *self, CatchWindow *w);

#endif
