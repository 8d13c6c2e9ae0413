"""The type stub names exactly what the module exports."""

import ast
from pathlib import Path

import duck_variants as dv

STUB = Path(dv.__file__).with_name("__init__.pyi")


def stub_names():
    tree = ast.parse(STUB.read_text())
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {n for n in names if not n.startswith("_")}


def test_stub_and_py_typed_are_installed():
    assert STUB.exists()
    assert STUB.with_name("py.typed").exists()


def test_stub_matches_the_module():
    exported = set(dv.__all__)
    # PgnGameDict is a typing-only TypedDict describing read_pgn's items.
    assert stub_names() - {"PgnGameDict"} == exported
    for name in exported:
        assert hasattr(dv, name), name
        obj = getattr(dv, name)
        if callable(obj) and not isinstance(obj, type):
            assert obj.__doc__, f"{name} has no docstring"
    for method in ("push", "push_san", "push_uci", "pop", "peek", "fen", "outcome", "piece_moves", "blocker_targets", "copy", "ply", "piece_at"):
        assert getattr(dv.Board, method).__doc__, method


def stub_class_members(name):
    tree = ast.parse(STUB.read_text())
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name]
    return {n.name for n in cls.body if isinstance(n, ast.FunctionDef)}


def test_stub_classes_match():
    # Every public member of the classes is in the stub, and the reverse.
    for name in ("Board", "Move", "LegalMoves", "PgnGames", "PgnGame", "Outcome"):
        cls = getattr(dv, name)
        runtime = {m for m in dir(cls) if not m.startswith("_")}
        stub = {m for m in stub_class_members(name) if not m.startswith("_")}
        assert stub == runtime, name
