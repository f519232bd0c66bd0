# Imports in firmware/ run one way: games -> core/ui -> hw, and within a package a module used by
# another does not import it back. Read from the source with ast (every import, also those inside
# functions, relative ones resolved), so a late import inside a function counts as much as one at
# the top: a circle hidden in a function is still a circle for a reader.
import ast
import os

FW = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "firmware")


def modules():
    """{dotted module name: path} for every .py under firmware/ (a package by its own name)."""
    mods = {}
    for d, _, fs in os.walk(FW):
        for f in fs:
            if f.endswith(".py"):
                m = os.path.relpath(os.path.join(d, f), FW)[:-3].replace(os.sep, ".")
                mods[m[:-9] if m.endswith(".__init__") else m] = os.path.join(d, f)
    return mods


def graph(mods):
    """{module: {(imported firmware module, line)}}: `from a import b` counts as a.b when that is
    a module, else as a."""
    g = {}
    for m, p in mods.items():
        pkg = m if p.endswith("__init__.py") else m.rpartition(".")[0]
        out = set()
        with open(p, encoding="utf-8") as f:
            tree = ast.parse(f.read(), p)
        for n in ast.walk(tree):
            if isinstance(n, ast.Import):
                names = [a.name for a in n.names]
            elif isinstance(n, ast.ImportFrom):
                base = n.module or ""
                if n.level:
                    parts = pkg.split(".")
                    base = ".".join(parts[:len(parts) - n.level + 1] + ([base] if base else []))
                names = [base + "." + a.name if base + "." + a.name in mods else base for a in n.names]
            else:
                continue
            for t in names:
                # a package's own __init__ is not a circle with its modules (Python runs it first)
                if t in mods and t != m and not m.startswith(t + "."):
                    out.add((t, n.lineno))
        g[m] = out
    return g


def circles(g):
    """The strongly connected components of more than one module (Tarjan)."""
    succ = {v: sorted({t for t, _ in e}) for v, e in g.items()}
    idx, low, on, st, res = {}, {}, set(), [], []

    def visit(v):
        idx[v] = low[v] = len(idx)
        st.append(v)
        on.add(v)
        for w in succ[v]:
            if w not in idx:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], idx[w])
        if low[v] == idx[v]:
            c = []
            while True:
                w = st.pop()
                on.discard(w)
                c.append(w)
                if w == v:
                    break
            if len(c) > 1:
                res.append(sorted(c))

    for v in sorted(succ):
        if v not in idx:
            visit(v)
    return sorted(res)


def describe(c, g):
    edges = ["%s -> %s (line %d)" % (a, t, ln) for a in c for t, ln in sorted(g[a]) if t in c]
    return " <-> ".join(c) + ": " + "; ".join(edges)


def test_the_finder_sees_a_circle():
    # the check itself: a -> b -> c -> a (one import inside a function) and d alone
    g = {"a": {("b", 1)}, "b": {("c", 9)}, "c": {("a", 40)}, "d": {("a", 2)}}
    assert circles(g) == [["a", "b", "c"]]
    assert circles({"a": {("b", 1)}, "b": set()}) == []


def test_no_import_circle_in_firmware():
    g = graph(modules())
    found = circles(g)
    assert not found, "import circles in firmware/:\n" + "\n".join(describe(c, g) for c in found)


def layer(m):
    return m.split(".")[0]


def test_core_ui_and_hw_reach_games_only_through_the_registry():
    # the registry is the one door to the games: it imports a game's modules by name when the game
    # is picked, and drops them again (games/registry.py)
    g = graph(modules())
    bad = ["%s imports %s (line %d)" % (m, t, ln) for m, e in sorted(g.items()) for t, ln in sorted(e)
           if layer(m) in ("core", "ui", "hw") and layer(t) == "games"
           and t not in ("games", "games.registry")]
    assert not bad, "\n".join(bad)


def test_no_dynamic_import_outside_the_registry():
    # an `__import__` by name in core/, ui/ or hw/ would open a second door to the games
    bad = []
    for m, p in sorted(modules().items()):
        if layer(m) not in ("core", "ui", "hw"):
            continue
        with open(p, encoding="utf-8") as f:
            tree = ast.parse(f.read(), p)
        for n in ast.walk(tree):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "__import__":
                bad.append("%s line %d" % (m, n.lineno))
    assert not bad, "__import__ outside games/registry.py: " + ", ".join(bad)


def test_hw_imports_nothing_above_it():
    g = graph(modules())
    bad = ["%s imports %s (line %d)" % (m, t, ln) for m, e in sorted(g.items()) for t, ln in sorted(e)
           if layer(m) == "hw" and layer(t) in ("core", "ui", "games")]
    assert not bad, "\n".join(bad)
