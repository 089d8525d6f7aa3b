# Cython declarations for the optional compiled build of fans_standard.py
# (the .py runs as it is without them): C integers for the sets' keys, the
# waits and the excluded fans (64-bit sets, exclusion.EXCLUDED_AT).
cimport cython

@cython.locals(win=cython.Py_ssize_t, self_drawn=cython.bint, chow_fans=dict,
               chow_traits=cython.Py_ssize_t, chow_excluded=cython.ulonglong,
               n_chows=cython.Py_ssize_t, pung_fans=dict, wind_pungs=tuple,
               pung_traits=cython.Py_ssize_t, pung_excluded=cython.ulonglong,
               n=cython.Py_ssize_t, trait=cython.Py_ssize_t, fan=cython.Py_ssize_t,
               wait=cython.Py_ssize_t, had_big_three_winds=cython.bint,
               left=cython.Py_ssize_t, at=tuple, f=cython.Py_ssize_t,
               chow_table=dict, pung_table=dict, bit=cython.Py_ssize_t)
cpdef dict reading_fans(dict fans, unsigned long long excluded, Py_ssize_t pair,
                        unsigned long long chows, unsigned long long pungs,
                        unsigned long long concealed, unsigned long long waits,
                        unsigned long long unique, b13, Py_ssize_t sets, Py_ssize_t kongs,
                        Py_ssize_t concealed_kongs, sit)
