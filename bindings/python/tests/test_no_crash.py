"""Random and mangled input never crashes and never escapes as anything but a
DuckVariantsError (a ValueError): no segmentation fault, no PanicException."""

import random

import duck_variants as dv

FENS = {
    "duck": [
        dv.start_fen("duck"),
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K2* w - d6 0 1",
        "1k6/P7/8/8/8/8/8/4K3 w - - 0 1",
    ],
    "duckxiangqi": [
        dv.start_fen("duckxiangqi"),
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "r3k4/9/7c1/9/9/4*4/9/9/4C4/3K5 w - - 0 1",
    ],
}
ALPHABET = "abcdefghijkKQRBNPpnrqCHEAc*/0123456789 -wx=+@,.O\u00e9\x00"


def mangle(rng, text):
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(3)
        pos = rng.randrange(len(chars) + 1)
        if op == 0 and chars:
            del chars[min(pos, len(chars) - 1)]
        elif op == 1:
            chars.insert(pos, rng.choice(ALPHABET))
        elif chars:
            chars[min(pos, len(chars) - 1)] = rng.choice(ALPHABET)
    return "".join(chars)


def call(f, *args, **kwargs):
    try:
        return f(*args, **kwargs)
    except dv.DuckVariantsError:
        return None


def test_mangled_fens_and_moves():
    rng = random.Random(7)
    for _ in range(3000):
        variant = rng.choice(list(FENS))
        base = rng.choice(FENS[variant])
        fen = mangle(rng, base) if rng.random() < 0.7 else base
        legal = call(dv.legal_moves, variant, fen, [])
        if legal:
            move = rng.choice(legal)
            move = mangle(rng, move) if rng.random() < 0.7 else move
        else:
            move = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 12)))
        call(dv.get_fen, variant, fen, [move])
        call(dv.get_san, variant, fen, move)
        call(dv.game_result, variant, fen, [move])
        call(dv.perft, variant, fen, 1)
        assert isinstance(call(dv.validate_fen, variant, fen) or False, bool)
        board = call(dv.Board, variant, fen)
        if board is not None:
            call(board.push_san, mangle(rng, "Nf3@f6") if variant == "duck" else mangle(rng, "C2=5@e5"))
            call(board.blocker_targets, move[:4])
            repr(board)


def test_mangled_pgn():
    rng = random.Random(11)
    text = dv.write_pgn("duck", ["e2e4,e4c6", "e7e6,e6e2", "d2d4,d4d6"], tags={"White": "A"})
    xq = dv.write_pgn("duckxiangqi", ["h3e3,e3e5", "h10g8,g8d6"])
    for _ in range(2000):
        call(lambda t: list(dv.read_pgn(t)), mangle(rng, rng.choice([text, xq, text + "\n" + xq])))
