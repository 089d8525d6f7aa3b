/* Answers out of turn on the UNO C path (rules/uno.md §5.2, §7): a Wild Draw Four's
 * victim accepting or challenging, and the catch window after a play that leaves one
 * card without the UNO call. See _fastc_rules.c for the helpers. */

#include "_fastc.h"

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
    long pending, cards[MAX_DRAW], seat = c->cp;
    if (action != ACCEPT && action != CHALLENGE)
        return NOT_HANDLED;
    if (action == ACCEPT) { /* FastPath._fast_accept: the pile pays the penalty */
        if (!read_int(FIELD(self, S_PENDING), 1, MAX_DRAW, &pending)
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
        return next_turn(self, c, seat + c->dir, ROW_OF(c->active, c->top_rank));
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
    Py_ssize_t count = guilty == Py_True ? rule.wd4_cards : rule.challenge_lost_cards;
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
    return next_turn(self, c, resume, ROW_OF(c->active, c->top_rank));
}

/* --- the catch window (§5.3 step 2, §7) --------------------------------------------------- */

/* What TurnRules._lay (a Post at step 3) and WindowRules._open_window(CATCH) will write
 * for a play that leaves one card without the call: made before the play is written. */
int
prepare_catch(Context *c, PyObject *action, PyObject *phase, CatchWindow *w)
{
    PyObject *how = phase == TURN ? HOW_PLAY : HOW_DRAWN;
    w->post = PyObject_CallFunction(POST_TYPE, "lOO", c->cp, action, how);
    PyObject *three = PyLong_FromLong(3);
    if (w->post == NULL || PyObject_SetAttr(w->post, str_step, three) < 0) {
        Py_XDECREF(three);
        Py_CLEAR(w->post);
        return -1;
    }
    Py_DECREF(three);
    w->seats = PyList_New(c->n - 1); /* every other seat, in the order of play */
    for (long i = 1; w->seats != NULL && i < c->n; i++)
        PyList_SET_ITEM(w->seats, i - 1, PyLong_FromLong(seat_mod(c->cp + i * c->dir, c->n)));
    if (w->seats == NULL) {
        Py_CLEAR(w->post);
        return -1;
    }
    return 0;
}

/* Open the window prepared above; the references in `w` are taken. */
void
open_catch(PyObject *self, CatchWindow *w)
{
    PyObject *first = Py_NewRef(PyList_GET_ITEM(w->seats, 0));
    set_field(self, S_POST, w->post);
    set_field(self, S_WIN, Py_NewRef(WINDOW_CATCH));
    set_field(self, S_WIN_SEATS, w->seats);
    set_field(self, S_WIN_POS, PyLong_FromLong(0));
    set_field(self, S_WIN_HITS, PyList_New(0));
    set_field(self, S_PHASE, Py_NewRef(WINDOW));
    set_field(self, S_CP, first);
    set_field(self, S_LEGAL, Py_NewRef(CATCH_ANSWERS));
}

/* An int attribute of the options (uno_penalty, uno_penalty_per_catcher), or -1. */
static long
option_of(PyObject *self, PyObject *name, long hi)
{
    PyObject *options = PyObject_GetAttr(self, str_options);
    PyObject *value = options != NULL ? PyObject_GetAttr(options, name) : NULL;
    Py_XDECREF(options);
    long v = -1;
    if (value != NULL && (PyBool_Check(value) || PyLong_CheckExact(value))) {
        v = PyLong_AsLong(value);
        if (v < 0 || v > hi)
            v = -1;
    }
    Py_XDECREF(value);
    PyErr_Clear();
    return v;
}

/* WindowRules._answer in a catch window (catch or pass), and when the last seat has
 * answered, _close_window (the penalty, §7) and _after_play's remaining steps under the
 * plain rules: the laid card's effect (turn._effect, §5) and the next decision. */
int
decide_window(PyObject *self, PyObject *action, Context *c)
{
    PyObject *post = FIELD(self, S_POST), *seats = FIELD(self, S_WIN_SEATS);
    PyObject *hits = FIELD(self, S_WIN_HITS), *text = SLOT(action, action_off[A_TEXT]);
    long pos, seat = c->cp, next = -1;
    if (FIELD(self, S_WIN) != WINDOW_CATCH || (action != CATCH && action != PASS)
        || post == NULL || Py_TYPE(post) != (PyTypeObject *)POST_TYPE || !is_list(seats)
        || !is_list(hits) || text == NULL || !PyUnicode_CheckExact(text)
        || !read_int(FIELD(self, S_WIN_POS), 0, PyList_GET_SIZE(seats) - 1, &pos)
        || !read_int(PyList_GET_ITEM(seats, pos), seat, seat, &next))
        return NOT_HANDLED;
    int last = pos + 1 == PyList_GET_SIZE(seats), caught = action == CATCH;
    if (!last && !read_int(PyList_GET_ITEM(seats, pos + 1), 0, c->n - 1, &next))
        return NOT_HANDLED;
    /* the play the window follows: its seat and card, and what its effect needs */
    long s = -1, k = -1, p_step = -1, count = 0;
    Py_ssize_t catchers = 0;
    PyObject *cards = SLOT(post, post_off[P_CARDS]), *how = SLOT(post, post_off[P_HOW]);
    Py_ssize_t need = 0;
    long drawn[KINDS * 4];
    int r = -1;
    if (last) {
        PyObject *stacking = FIELD(self, S_STACKING);
        if (!read_int(SLOT(post, post_off[P_SEAT]), 0, c->n - 1, &s) || cards == NULL
            || !PyTuple_CheckExact(cards) || PyTuple_GET_SIZE(cards) != 1
            || !read_card(PyTuple_GET_ITEM(cards, 0), &k) || (how != HOW_PLAY && how != HOW_DRAWN)
            || !read_int(SLOT(post, post_off[P_STEP]), 3, 3, &p_step)
            || SLOT(post, post_off[P_RESPOND]) != Py_False || stacking == NULL
            || !PyUnicode_Check(stacking) || !is_list(FIELD(self, S_DISCARD)))
            return NOT_HANDLED;
        r = rank_of[k];
        int none = PyUnicode_CompareWithASCIIString(stacking, STACKING_NONE) == 0;
        int seed = PyUnicode_CompareWithASCIIString(stacking, STACKING_SEED) == 0;
        if ((r == rule.draw_two && !none) || (k == WD4 && seed))
            return NOT_HANDLED; /* a penalty that may be stacked (§10.1) */
        catchers = PyList_GET_SIZE(hits) + caught;
        if (catchers > 0) {
            long penalty = option_of(self, str_uno_penalty, 20);
            long each = option_of(self, str_uno_penalty_per_catcher, 1);
            if (penalty < 0 || each < 0)
                return NOT_HANDLED;
            count = penalty * (each ? (long)catchers : 1);
        }
        need = count + (r == rule.draw_two ? rule.draw_two_cards : 0);
        if (need > KINDS * 4 || !top_cards(c->pile, drawn, need))
            return NOT_HANDLED; /* a short pile: a reshuffle may be due */
    }

    /* the objects the answer writes, made first */
    PyObject *args = Py_BuildValue("(l)", seat);
    PyObject *seen = args ? Py_BuildValue("((lO(lO)))", seat, str_answer, seat, text) : NULL;
    PyObject *who = seen ? PyLong_FromLong(seat) : NULL;
    PyObject *hit_list = NULL, *log_event = NULL, *event = NULL, *drew = NULL, *d2 = NULL;
    long d = c->dir, victim = seat_mod(s + d, c->n);
    int ok = who != NULL, responds = 0;
    if (ok && last && catchers > 0) {
        hit_list = PyList_GetSlice(hits, 0, PyList_GET_SIZE(hits));
        ok = hit_list != NULL && (!caught || PyList_Append(hit_list, who) == 0);
        PyObject *hit_tuple = ok ? PyList_AsTuple(hit_list) : NULL;
        log_event = hit_tuple ? Py_BuildValue("(lOOl)", s, str_caught, hit_list, count) : NULL;
        event = log_event ? Py_BuildValue("(lOOl)", s, str_caught, hit_tuple, count) : NULL;
        Py_XDECREF(hit_tuple);
        ok = event != NULL && (count == 0 || (drew = drew_private(s, drawn, count)) != NULL);
    }
    if (ok && last && r == rule.draw_two)
        ok = (d2 = drew_private(victim, drawn + count, rule.draw_two_cards)) != NULL;
    PyObject *step = ok ? begin(self, action, c) : NULL;
    int failed = step == NULL;
    if (!failed) {
        failed = emit(c, step, str_answered, args, seen) < 0
                 || (caught && PyList_Append(hits, who) < 0);
        set_field(self, S_WIN_POS, PyLong_FromLong(pos + 1));
    }
    if (!failed && !last) { /* the next seat answers */
        set_field(self, S_CP, PyLong_FromLong(next));
        set_field(self, S_LEGAL, Py_NewRef(CATCH_ANSWERS));
    }
    else if (!failed) {
        set_field(self, S_WIN, Py_NewRef(Py_None));
        if (catchers > 0) /* _close_window: the caught seat draws (§7) */
            failed = PyList_Append(c->log, log_event) < 0
                     || emit(c, step, str_log, event, empty_tuple) < 0
                     || draw_cards(c->pile, PyList_GET_ITEM(c->hands, s), count) < 0
                     || (count > 0 && emit(c, step, Py_None, empty_tuple, drew) < 0);
        long to = s + d; /* turn._effect (§5) */
        if (r == rule.skip)
            to = s + 2 * d;
        else if (r == rule.reverse) {
            d = -d;
            set_field(self, S_DIR, PyLong_FromLong(d));
            to = c->n == 2 ? s + 2 * d : s + d;
        }
        else if (r == rule.draw_two) {
            to = s + 2 * d;
            failed = failed || pub(c, step, PyTuple_GET_ITEM(DREW_TWO, victim), empty_tuple) < 0
                     || draw_cards(c->pile, PyList_GET_ITEM(c->hands, victim), rule.draw_two_cards)
                            < 0
                     || emit(c, step, Py_None, empty_tuple, d2) < 0;
        }
        set_field(self, S_POST, Py_NewRef(Py_None));
        if (k == WD4) { /* §5.2: the next seat accepts or challenges four cards */
            set_field(self, S_VICTIM, PyLong_FromLong(victim));
            set_field(self, S_PENDING, PyLong_FromLong(rule.wd4_cards));
            set_field(self, S_STACK_ALL_PLUS2, Py_NewRef(Py_False));
            set_field(self, S_CHALLENGEABLE, Py_NewRef(FIELD(self, S_CHALLENGE_ON)));
            set_field(self, S_PHASE, Py_NewRef(RESPOND));
            set_field(self, S_CP, PyLong_FromLong(victim));
            set_field(self, S_LEGAL, Py_NewRef(Py_None)); /* the Python path lists them */
            responds = 1;
        }
        else
            next = to;
    }
    if (step != NULL)
        finish(self, c, step, 0);
    Py_XDECREF(args);
    Py_XDECREF(seen);
    Py_XDECREF(who);
    Py_XDECREF(hit_list);
    Py_XDECREF(log_event);
    Py_XDECREF(event);
    Py_XDECREF(drew);
    Py_XDECREF(d2);
    if (failed)
        return FAILED;
    if (!last || responds)
        return DONE;
    return next_turn(self, c, next, ROW_OF(c->active, c->top_rank));
}
