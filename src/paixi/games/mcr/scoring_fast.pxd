# Cython declarations for the optional compiled build of scoring_fast.py
# (the .py runs as it is without them): C integers for the tile counts, the
# declared sets' keys and the small counts.
cimport cython

@cython.locals(face=cython.Py_ssize_t, counts=bytearray, sets=cython.Py_ssize_t,
               size=cython.Py_ssize_t, w=cython.Py_ssize_t, held=cython.Py_ssize_t,
               feats=cython.ulonglong, chows=cython.ulonglong, pungs=cython.ulonglong,
               kongs=cython.Py_ssize_t, concealed_kongs=cython.Py_ssize_t,
               meld_feats=cython.ulonglong, chow=cython.ulonglong, pung=cython.ulonglong,
               kong=cython.Py_ssize_t, copies=cython.Py_ssize_t, hog=cython.Py_ssize_t,
               base=tuple, single=dict)
cpdef score_hand(concealed, melds, situation)

@cython.locals(key=cython.Py_ssize_t, fans=dict, flag_fans=dict, excluded=cython.ulonglong,
               tile_fans=dict, tile_excluded=cython.ulonglong)
cpdef tuple _hand_fans(unsigned long long feats, Py_ssize_t hog, sit, Py_ssize_t sets,
                       Py_ssize_t kongs, Py_ssize_t concealed_kongs)

cpdef dict _reading(dict fans, unsigned long long excluded, parts, unsigned long long chows,
                    unsigned long long pungs, b13, Py_ssize_t sets, Py_ssize_t kongs,
                    Py_ssize_t concealed_kongs, sit)
