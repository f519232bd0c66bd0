# The folders' roles (CONTRIBUTING.md): hw/ holds drivers only, ports/ build the App on a machine.
# Imports run one way, ports -> core/ui/games -> hw; a driver that imports the platform, or the
# platform a port, is a cycle this test names (the Pico's power-on, core/startup.py, picks its port).
import ast
import os

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "firmware")


def imports(path, whole=False):
    """The top-level package (whole: the full name) of every module `path` imports, at any depth
    of its code."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    tops = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            tops.update(a.name if whole else a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if whole and node.module in ("ui", "core", "games", "hw", "ports"):
                tops.update(node.module + "." + a.name for a in node.names)
            else:
                tops.add(node.module if whole else node.module.split(".")[0])
    return tops


def modules(folder):
    for dirpath, _, names in os.walk(os.path.join(FIRMWARE, folder)):
        for n in sorted(names):
            if n.endswith(".py"):
                path = os.path.join(dirpath, n)
                yield os.path.relpath(path, FIRMWARE).replace(os.sep, "/"), path


def test_the_drivers_import_nothing_of_the_platform_or_the_ports():
    # of ui/ only the key codes (ui/keys.py: constants, no imports), which the buttons report
    wrong = {rel: sorted(m for m in imports(p, whole=True) if m.split(".")[0] in ("core", "ui", "games", "ports")
                         and m != "ui.keys") for rel, p in modules("hw")}
    assert not {k: v for k, v in wrong.items() if v}
    assert os.path.exists(os.path.join(FIRMWARE, "hw", "output.py"))   # the walk saw the drivers


def test_only_the_power_on_imports_a_port():
    seen = 0
    for folder in ("core", "ui", "games"):
        for rel, p in modules(folder):
            seen += 1
            if rel != "core/startup.py":
                assert "ports" not in imports(p), rel
    assert seen > 40


def test_every_port_builds_the_app():
    names = sorted(n for n in os.listdir(os.path.join(FIRMWARE, "ports")) if n.endswith(".py") and n != "__init__.py")
    # the three machines, and the Pico's hand-over of its console to mpremote
    assert names == ["blinka.py", "handover.py", "rp2.py", "web.py"]
    for n in ("blinka.py", "rp2.py", "web.py"):
        assert "core" in imports(os.path.join(FIRMWARE, "ports", n)), n
