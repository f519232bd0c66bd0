"""The link without a Pico: the firmware on an emulated Pico, `make link`'s screen and the page's
"Connect a Pico" against it (make link-emu).

    python host_tools/link_emu.py [--board pico-8x8] [--port 8001] [--no-terminal]

It builds the device tree `make flash` copies, boots it on the emulated RP2040 the tests use
(host_tools/pico_emu: the official MicroPython UF2 and the boot ROM, PICO_UF2 / PICO_BOOTROM,
by default in host_tools/pico_emu/data/), and runs it in wall-clock time (host_tools/web/serial_bridge.py's
Hub). Its USB console goes to two hosts at once:
- a pseudo-terminal, on which this terminal runs `make link`'s screen (host_tools/link.py); another
  terminal can open it too: `make link PORT=/dev/pts/N`;
- the web page, served on http://localhost:PORT/ with the tests' stand-in for the browser's serial
  port: its "Connect a Pico" links to the emulated Pico exactly as to one on USB.
One console for both, as one cable: each host sees all the Pico says (a `close` from one closes the
link for both; the other's Connect or `link` opens it again). The emulated Pico's flash (the save,
the settings, the scorebook) is kept in build/link-emu/ for the next run; q in the terminal's link
leaves it, Ctrl-C stops the emulated Pico.
"""
import argparse
import os
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
for p in (ROOT, os.path.join(HERE, "web"), os.path.join(HERE, "pico_emu")):
    if p not in sys.path:
        sys.path.insert(0, p)

import pico  # noqa: E402  (host_tools/pico_emu)
import serial_bridge  # noqa: E402  (host_tools/web)

KEPT = ("/save.bin", "/settings.bin", "/data/book.bin")  # the player's files, carried to the next run
INJECT = '<script src="emu-serial.js"></script>'


def missing():
    """Why the emulated Pico cannot run here, or None."""
    import shutil
    why = pico.missing_data()
    if why:
        return why.replace("emulated Pico tier", "the emulated Pico")
    if not shutil.which("node"):
        return "Node.js (20+) is not installed: the emulated Pico needs it"
    if not pico.node_ready():
        return "rp2040js is not installed: run `npm ci --prefix host_tools/pico_emu`"
    return None


class Emu:
    """The emulated Pico with the companion, its Hub, a pseudo-terminal and the page's server."""

    def __init__(self, board="pico-8x8", out=None, port=8001, host="127.0.0.1", say=print):
        self.board_name = board
        self.out = out or os.path.join(ROOT, "build", "link-emu")
        self.port = port
        self.host = host
        self.say = say
        self.state = os.path.join(self.out, board + "-flash.bin")
        self.p = self.hub = self.httpd = None
        self.master = self.slave = None

    def image(self):
        """The device tree `make flash` copies, with the player's files of the last run."""
        tree = pico.build_tree(self.board_name, os.path.join(self.out, "tree-" + self.board_name))
        return pico.fs_image_from_tree(tree, self.image_files())

    def image_files(self):
        """The player's files the last run's flash held ({path: bytes}; none the first time)."""
        extra = {}
        if os.path.isfile(self.state):
            try:
                with open(self.state, "rb") as f:
                    files = pico.read_fs(f.read())
                extra = {k: v for k, v in files.items() if k in KEPT}
            except Exception as e:  # a flash that does not read: a fresh one
                self.say("(the last run's flash does not read (%s): a fresh one)" % e)
        return extra

    def page(self):
        import build as webbuild  # host_tools/web/build.py
        web = webbuild.build(os.path.join(self.out, "web"))
        with open(os.path.join(web, "emu-serial.js"), "w") as f:
            f.write("// make link-emu: Connect a Pico reaches the emulated Pico (host_tools/link_emu.py)\n")
            f.write(serial_bridge.SERIAL + serial_bridge.PUMP)
        index = os.path.join(web, "index.html")
        with open(index, encoding="utf-8") as f:
            text = f.read()
        # a classic script runs before the page's module: the stand-in is there when Connect asks
        text = text.replace("<title>Tabletop companion</title>",
                            "<title>Tabletop companion (emulated Pico)</title>\n" + INJECT, 1)
        with open(index, "w", encoding="utf-8") as f:
            f.write(text)
        return web

    def start(self):
        import tty
        why = missing()
        if why:
            raise SystemExit("make link-emu: " + why)
        os.makedirs(self.out, exist_ok=True)
        self.say("building the companion for %s and the page ..." % self.board_name)
        img = self.image()
        web = self.page()
        self.say("booting the emulated Pico (the official MicroPython UF2 on rp2040js) ...")
        # Ctrl-C in this terminal stops this program, which then keeps the flash and powers the
        # Pico off: the emulator's process must not die of the same Ctrl-C first, so it starts in
        # a session of its own (Node resets an ignored SIGINT)
        import subprocess
        popen = subprocess.Popen
        subprocess.Popen = lambda *a, **kw: popen(*a, start_new_session=True, **kw)
        try:
            self.p = pico.Pico(img, pico.load_board(self.board_name), wall_s=60)
        finally:
            subprocess.Popen = popen
        # the companion's first line (then the menu, or the saved game it resumes)
        self.p.until("Type 'help'", 20000, since=0)
        self.p.run_ms(300)
        self.hub = serial_bridge.Hub(self.p)
        # the pseudo-terminal: raw at once, or its echo would type the Pico's own lines back at it
        self.master, self.slave = os.openpty()
        tty.setraw(self.slave)
        os.set_blocking(self.master, False)
        self.tty = os.ttyname(self.slave)
        self.hub.polls.append(self.master)
        self.hub.add(self._to_pty)
        self.web = serial_bridge.WebHost(self.hub)
        self.httpd = serve(web, self.port, self.host, self.web)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.port = self.httpd.server_address[1]
        self.url = "http://%s:%d/" % ("localhost" if self.host == "127.0.0.1" else self.host, self.port)
        self.hub.start()
        return self

    def _to_pty(self, data):
        try:
            os.write(self.master, data)
        except OSError:  # nobody reads the terminal's end and its buffer is full: dropped
            pass

    def stop(self):
        if self.hub is not None:
            self.hub.stop()
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
        if self.p is not None:
            try:
                with open(self.state + ".new", "wb") as f:
                    f.write(self.p.flash_fs())
                os.replace(self.state + ".new", self.state)
            except Exception as e:
                self.say("(the emulated Pico's flash was not kept: %s)" % e)
            self.p.close()
        for fd in (self.master, self.slave):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass


def serve(folder, port, host, webhost):
    """The page's folder, as make web serves it, plus emu/io: the page's end of the Hub."""
    import build as webbuild  # host_tools/web/build.py
    return webbuild.serve(folder, port, host, lambda path, body: webhost.io(body) if path == "/emu/io" else None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-8x8")
    ap.add_argument("--port", type=int, default=8001, help="the page's port (8001: make web keeps 8000)")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--no-terminal", action="store_true", help="serve the page only; no link screen here")
    a = ap.parse_args(argv)
    emu = Emu(a.board, port=a.port, host=a.host)
    try:
        emu.start()
        print("the emulated Pico runs the companion (%s). Its USB console: %s" % (a.board, emu.tty))
        print("  the page: %s  (Connect a Pico links to the emulated Pico)" % emu.url)
        print("  another terminal: make link PORT=%s" % emu.tty, flush=True)
        if not a.no_terminal and sys.stdin.isatty():
            from host_tools import link  # make link's screen
            time.sleep(1)
            link.terminal(emu.tty)
            print("the terminal's link is closed; the emulated Pico goes on for the page at %s "
                  "(Ctrl-C stops it)" % emu.url, flush=True)
        while emu.hub.error is None:
            time.sleep(0.5)
        print("the emulated Pico stopped: %s" % emu.hub.error)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        emu.stop()


if __name__ == "__main__":
    sys.exit(main())
