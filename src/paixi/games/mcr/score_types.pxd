# Cython declarations for the optional compiled build of score_types.py
# (the .py runs as it is without them).
cimport cython

@cython.locals(table=tuple, fan_points=cython.Py_ssize_t, listed=list, f=cython.Py_ssize_t,
               flowers=cython.Py_ssize_t, total=cython.Py_ssize_t, value=cython.Py_ssize_t)
cpdef make_result(dict fans, sit, shape)
