# Cython declarations for the optional compiled build of scoring_fast.py
# (the .py runs as it is without them): C types for the tile loop and counts.
cimport cython

@cython.locals(face=cython.Py_ssize_t, counts=bytearray, sets=cython.Py_ssize_t,
               size=cython.Py_ssize_t, concealed_kongs=cython.Py_ssize_t)
cpdef score_hand(concealed, melds, situation)
