"""Build the companion's web page into a static folder, and optionally serve it on localhost.

    python host_tools/web/build.py [--out build/web] [--serve] [--port 8000] [--host 127.0.0.1]

The folder holds index.html, page.js/page.css, MicroPython's WebAssembly port (npm
@micropython/micropython-webassembly-pyscript, pinned in package-lock.json; `npm ci` here installs
it) and firmware.json: every firmware module, unchanged, that page.js writes into the port's
in-memory filesystem, plus boards/web.json and the games' rules pages (docs/rules/*.md, as HTML, for
the page's Rules panel). Any static file host can serve the folder.
With --uf2 build/uf2 (and --make-uf2, as `make web` runs it: `make uf2`, then `make firmware` where
the toolchain is installed, made once the page is served, each offered when ready) it also holds each Pico board's companion-<board>-<version>.uf2 (the companion firmware: offered
first) and companion-<board>-for-micropython-<version>.uf2, linked from the page's "Put it on a Pico"
section.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIRMWARE = os.path.join(ROOT, "firmware")
PKG = os.path.join(HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE = ("index.html", "page.js", "page.css", "sw.js", "link.js")
# "Connect a Pico" where a browser has WebUSB but no Web Serial (Android Chrome): npm
# web-serial-polyfill, pinned in package-lock.json, served from the page's folder (offline too)
POLYFILL = os.path.join(HERE, "node_modules", "web-serial-polyfill", "dist", "serial.js")
RUNTIME = ("micropython.mjs", "micropython.wasm")
# the device entry point and its power-on (core/startup.py, core/install.py, the companion
# firmware's core/firmware.py), what only they
# import (the boot-time board check, the REPL handover) and the other platforms' drivers: nothing in
# the page imports them
SKIP = ("main.py", "boot.py", "hw/amber.py", "core/startup.py", "core/install.py", "core/firmware.py", "hw/boardcheck.py", "ports/handover.py", "ports/rp2.py", "ports/blinka.py")


def runtime_missing():
    """Why the WebAssembly port cannot be copied, or None."""
    for f in RUNTIME:
        if not os.path.exists(os.path.join(PKG, f)):
            return "MicroPython's WebAssembly port is not installed: cd host_tools/web && npm ci"
    if not os.path.exists(POLYFILL):
        return "web-serial-polyfill is not installed: cd host_tools/web && npm ci"
    return None


def firmware_files():
    """{relative path: text} of the firmware the page runs (sources and data, not READMEs)."""
    out = {}
    for d, dirs, files in os.walk(FIRMWARE):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__")
        for f in sorted(files):
            rel = os.path.relpath(os.path.join(d, f), FIRMWARE).replace(os.sep, "/")
            if rel in SKIP or f.endswith((".md", ".pyc")):
                continue
            with open(os.path.join(d, f), encoding="utf-8") as fh:
                out[rel] = fh.read()
    out["core/version.txt"] = version() + "\n"   # (core/files.py version(), as on a Pico)
    return out


def version():
    """The companion's version, as every build names it (host_tools/build.py)."""
    sys.path.insert(0, ROOT)
    from host_tools import build as devbuild
    return devbuild.version()


def uf2_links(out, uf2_dir, kind="-for-micropython", making=False):
    """Copy each Pico board's companion-<board><kind>.uf2 from uf2_dir into out, named with the
    version (companion-<board><kind>-<version>.uf2: a player's download says what it is); the
    page's list items (kind "": the companion firmware's, make firmware; "-for-micropython": make
    uf2's). make web makes them from the same tree as the page, so they are of its version."""
    import html
    sys.path.insert(0, ROOT)
    from host_tools import uf2

    v = version()
    items = []
    for b in uf2.offer_order(uf2.pico_boards() if uf2_dir else ()):
        src = os.path.join(uf2_dir, uf2.file_name(b, kind))
        if not os.path.isfile(src):
            continue
        name = uf2.file_name(b, kind, v)
        shutil.copy(src, os.path.join(out, name))
        board = uf2.load_board(b)
        items.append('<li><a href="%s" download>%s</a>: %s (%d KB)</li>'
                     % (name, b, html.escape(board.get("description", "")), os.path.getsize(src) // 1024))
    if items:
        return "".join(items)
    if making:
        return "<li>being built now (<code>make %s</code>): reload this page in a few minutes</li>" % (
            "uf2" if kind else "firmware")
    return "<li>none in this build: <code>make %s</code>, then <code>make web</code></li>" % (
        "uf2" if kind else "firmware")


def _inline(text):
    """Markdown's inline marks to HTML: `code`, **bold**, [a link](...) kept as its words (the
    page stands alone: a link to a file of the repository would lead nowhere there)."""
    import html
    import re
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", text)
    return re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)


def markdown_html(md):
    """A rules page (docs/rules/*.md) as HTML: headings, paragraphs, lists and tables, the little
    Markdown those pages use."""
    out = []
    block = []     # the lines of the paragraph or list item being read
    kind = None    # "p", "ul", "ol", "table"
    open_list = None

    def flush():
        if block:
            text = _inline(" ".join(block))
            out.append("<li>%s</li>" % text if kind in ("ul", "ol") else "<p>%s</p>" % text)
            del block[:]

    def close_list():
        nonlocal open_list
        if open_list:
            out.append("</%s>" % open_list)
            open_list = None

    rows = []
    remark = False   # inside an HTML comment (a note to whoever edits the page: not shown)
    for line in md.splitlines() + [""]:
        s = line.strip()
        if remark or s.startswith("<!--"):
            remark = "-->" not in s
            continue
        if rows and not s.startswith("|"):
            head, body = rows[0], [r for r in rows[2:]]
            out.append("<table><tr>%s</tr>%s</table>" % (
                "".join("<th>%s</th>" % _inline(c) for c in head),
                "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % _inline(c) for c in r) for r in body)))
            rows = []
        if not s:
            flush()
            kind = None
            continue
        if s.startswith("|"):
            flush()
            close_list()
            rows.append([c.strip() for c in s.strip("|").split("|")])
            continue
        if s.startswith("#"):
            flush()
            close_list()
            level = len(s) - len(s.lstrip("#"))
            if level > 1:   # the page's own title is the panel's
                out.append("<h%d>%s</h%d>" % (level + 1, _inline(s[level:].strip()), level + 1))
            continue
        item = None
        if s.startswith("- "):
            item, text = "ul", s[2:]
        elif s.split(" ", 1)[0].rstrip(".").isdigit() and s.split(" ", 1)[0].endswith("."):
            item, text = "ol", s.split(" ", 1)[1]
        if item and not line.startswith("  "):
            flush()
            if open_list != item:
                close_list()
                out.append("<%s>" % item)
                open_list = item
            kind = item
            block.append(text)
            continue
        if kind is None:
            close_list()
            kind = "p"
        block.append(s)
    flush()
    close_list()
    return "".join(out)


def rules_pages():
    """{game: {"title", "html"}} of every built game's rules page (docs/rules/<game>.md): the
    page's Rules panel shows the open game's."""
    sys.path.insert(0, FIRMWARE)
    from games import registry
    out = {}
    for name in registry.BUILT:
        path = os.path.join(ROOT, "docs", "rules", name + ".md")
        with open(path, encoding="utf-8") as f:
            md = f.read()
        title = md.splitlines()[0].lstrip("# ").split(":")[0]
        out[name] = {"title": title, "html": markdown_html(md)}
    return out


def lights():
    """{game: {"8": ..., "16": ...}}: what the legibility check measured on each built game and
    Pico board (host_tools/legibility.py figures: the floor, the closest pairs' figures per vision
    and brightness): the page's Lights panel shows the open game's on the board shown."""
    sys.path.insert(0, FIRMWARE)
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from games import registry
    from host_tools import legibility
    return {name: {size: legibility.figures(name, "pico-%sx%s" % (size, size)) for size in ("8", "16")}
            for name in registry.BUILT}


def write_index(out, uf2_dir, making=()):
    """index.html with the UF2 files uf2_dir holds; those still being made (making: "uf2",
    "firmware") say so. Written whole and then renamed: a page served meanwhile is old or new."""
    with open(os.path.join(HERE, "index.html"), encoding="utf-8") as f:
        page = f.read()
    page = page.replace("<!--UF2-->", uf2_links(out, uf2_dir, making="uf2" in making)).replace(
        "<!--FIRMWARE-->", uf2_links(out, uf2_dir, "", "firmware" in making))
    tmp = os.path.join(out, "index.html.new")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(page)
    os.replace(tmp, os.path.join(out, "index.html"))


# make web's UF2 files, made after the page is served (make uf2, then make firmware where the
# toolchain is): (what the page calls it, the command)
UF2_STEPS = (("uf2", [sys.executable, os.path.join(ROOT, "host_tools", "uf2.py")]),
             ("firmware", [sys.executable, os.path.join(ROOT, "host_tools", "firmware.py")]))


def make_uf2(out, uf2_dir, steps=UF2_STEPS, say=print):
    """Run each step after the page is up, and rewrite the page's download lists as each ends:
    the UF2 files come when they are built, and the page says which are still being made."""
    making = [name for name, _ in steps]
    write_index(out, uf2_dir, making)
    for name, cmd in steps:
        say("make web: building the %s UF2 files for the page's download section..." % name)
        r = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        making.remove(name)
        write_index(out, uf2_dir, making)
        tail = (r.stdout or "").strip().splitlines()[-1:] or [""]
        say("make web: the %s UF2 files %s" % (name, "are on the page (reload it)" if r.returncode == 0
                                                   else "were not made: " + tail[0]))


def build(out, uf2_dir=None, making=()):
    why = runtime_missing()
    if why:
        raise SystemExit(why)
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    for f in PAGE:
        shutil.copy(os.path.join(HERE, f), os.path.join(out, f))
    write_index(out, uf2_dir, making)
    for f in RUNTIME:
        shutil.copy(os.path.join(PKG, f), os.path.join(out, f))
    shutil.copy(POLYFILL, os.path.join(out, "web-serial-polyfill.js"))
    with open(os.path.join(PKG, "package.json")) as f:
        mpy_version = json.load(f)["version"]
    with open(os.path.join(ROOT, "boards", "web.json"), encoding="utf-8") as f:
        board = f.read()
    json.loads(board)  # a broken board file fails the build, not the page
    bundle = {"version": version(), "micropython": mpy_version, "board": board, "files": firmware_files(),
              "rules": rules_pages(), "lights": lights()}
    with open(os.path.join(out, "firmware.json"), "w", encoding="utf-8") as f:
        json.dump(bundle, f, separators=(",", ":"))
    return out


def folder_bytes(out):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(out) for f in fs)


def serve(out, port, host="127.0.0.1", post=None):
    """A server for the folder out; post(path, body) answers a POST (bytes, or None: not found)
    (make link-emu's emu/io)."""
    import functools
    import http.server

    class Handler(http.server.SimpleHTTPRequestHandler):
        # module scripts need a JavaScript type, and the port streams its .wasm only as application/wasm
        extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                              **{".js": "text/javascript", ".mjs": "text/javascript",
                                 ".wasm": "application/wasm", ".json": "application/json"})

        def end_headers(self):
            self.send_header("Cache-Control", "no-cache")
            http.server.SimpleHTTPRequestHandler.end_headers(self)

        def log_message(self, *args):
            pass

        def do_POST(self):
            n = int(self.headers.get("Content-Length") or 0)
            body = post(self.path.split("?")[0], self.rfile.read(n)) if post else None
            if body is None:
                return self.send_error(404)
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            # a browser closed (or a page reloaded) while its answer was on the way: nothing to say
            if not isinstance(sys.exc_info()[1], ConnectionError):
                http.server.ThreadingHTTPServer.handle_error(self, request, client_address)

    handler = functools.partial(Handler, directory=out)
    httpd = Server((host, port), handler)
    return httpd


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "web"))
    ap.add_argument("--uf2", default=None, help="folder of companion-<board>[-for-micropython].uf2 files (make firmware, make uf2) to offer")
    ap.add_argument("--serve", action="store_true", help="then serve the folder on localhost")
    ap.add_argument("--make-uf2", action="store_true", help="make the UF2 files (make uf2, make firmware) "
                    "into --uf2 once the page is served, and offer each as it is ready")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--host", default="127.0.0.1", help="0.0.0.0 lets a phone on the same network in")
    a = ap.parse_args()
    steps = UF2_STEPS if a.make_uf2 and a.uf2 else ()
    out = build(a.out, a.uf2, [name for name, _ in steps])
    print("built %s: %d bytes" % (os.path.relpath(out, ROOT), folder_bytes(out)))
    if a.serve:
        import threading
        httpd = serve(out, a.port, a.host)
        shown = "localhost" if a.host == "127.0.0.1" else a.host
        print("the companion is at http://%s:%d/  (Ctrl-C stops)" % (shown, httpd.server_address[1]), flush=True)
        if steps:   # served first: the UF2 files follow (a fresh clone's firmware takes minutes)
            threading.Thread(target=make_uf2, args=(out, a.uf2, steps,
                                                    lambda t: print(t, flush=True)), daemon=True).start()
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    elif steps:
        make_uf2(out, a.uf2, steps)
    return 0


if __name__ == "__main__":
    sys.exit(main())
