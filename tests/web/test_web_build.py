# The page carries the firmware it runs and nothing else: no module it leaves out is imported by
# one it carries, and the device-only modules are left out.
import ast

from host_tools.web import build


def imported(src):
    out = set()
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(node.module + "." + a.name for a in node.names)
    return out


def test_the_page_carries_what_it_imports_and_no_device_only_module():
    files = build.firmware_files()
    for rel in ("main.py", "hw/boardcheck.py", "ports/handover.py", "ports/rp2.py"):
        assert rel not in files
    skipped = {s[:-3].replace("/", ".") for s in build.SKIP}
    for rel, src in files.items():
        if rel.endswith(".py"):
            bad = imported(src) & skipped
            assert not bad, "%s imports %s, which the page leaves out" % (rel, sorted(bad))
