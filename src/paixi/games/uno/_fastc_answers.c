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
