"""Chinese text set with Chinese punctuation.

Many 中文 strings of the games are written with ASCII punctuation and a space
(``"上一局: 2号赢, 得分 5"``); a Chinese reader expects full-width marks
(``"上一局：2号赢，得分 5"``). :func:`full_width` converts a line as the
terminal and the web log show it, so every game's wording gets it at once.
"""

from __future__ import annotations

import re

_CJK = r"\u3400-\u9fff\uff00-\uffef\u3000-\u303f"
_SEPARATOR = re.compile(r"\s*([,;:])\s+")
_BANG = re.compile(rf"(?<=[{_CJK}])!")
_PAREN = re.compile(rf" ?\(([^()]*[{_CJK}][^()]*)\)")
_MARKS = {",": "，", ";": "；", ":": "："}


def full_width(text: str) -> str:
    """``text`` with ASCII ``, ; :`` followed by a space, ``!`` after a hanzi
    and parentheses around Chinese words in full-width form; anything else
    (notation such as ``12:30`` or ``[1|3]``) stays as it is."""
    text = _SEPARATOR.sub(lambda m: _MARKS[m.group(1)], text)
    text = _BANG.sub("！", text)
    return _PAREN.sub(lambda m: f"（{m.group(1)}）", text)
