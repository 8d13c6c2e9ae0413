"""The README's example runs and prints what its comments say."""

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_example():
    text = README.read_text()
    (code,) = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(code.strip().splitlines()) <= 10
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {})
    lines = out.getvalue().splitlines()
    assert lines[0] == "640"
    assert lines[1] == "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    assert lines[2] == "e4,d5"  # pyffish writes the duck part after a comma
    assert lines[3] == "h3e3,e3e5 black e5"
    # Oracle: duck-xiangqi.perft, start, depth 2.
    assert lines[4] == "None 6166242"
