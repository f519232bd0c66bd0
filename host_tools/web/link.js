// "Connect a Pico": the page as the live screen and remote of a Pico on USB, over the link
// (docs/link.md). Web Serial where the browser has it; where it has only WebUSB (Android Chrome),
// web-serial-polyfill (Serial over WebUSB for CDC devices such as MicroPython's USB console),
// served from the page's own folder so it works offline. page.js pauses its own companion while
// linked and hands the LEDs, console, buttons and saves to this.

const enc = new TextEncoder();
const PUT_BYTES = 64;   // bytes of a save per `put` line (docs/link.md)
const PING_MS = 1000;   // the Pico closes a link that has heard nothing for 5 s

// The Serial API this browser offers: its own, else the polyfill over WebUSB, else null.
export async function serialApi() {
  if (navigator.serial) return navigator.serial;
  if (navigator.usb) {
    const m = await import("./web-serial-polyfill.js");
    return m.serial;
  }
  return null;
}

export class PicoLink {
  // hooks: hello(h), frame(hex), line(kind, text), status(text), game(name), book(n), closed(reason),
  // error(text), save(bytes)
  constructor(hooks) {
    this.hooks = hooks;
    this.port = null;
    this.writer = null;
    this.reader = null;
    this.hello = null;
    this.rest = "";
    this.lastSent = 0;
    this.open = false;
    this.frames = 0;
  }

  async connect(api) {
    this.port = await api.requestPort();
    await this.port.open({ baudRate: 115200 });
    this.writer = this.port.writable.getWriter();
    this.open = true;
    this.readLoop();
    this.pinger = setInterval(() => {
      if (this.open && performance.now() - this.lastSent > PING_MS) this.send("ping");
    }, PING_MS / 2);
    for (let i = 0; i < 3 && this.open && !this.hello; i++) {
      await this.raw("\rlink\r"); // the CR first ends whatever the Pico's console held
      const t0 = performance.now();
      while (this.open && !this.hello && performance.now() - t0 < 2000) await sleep(20);
    }
    if (!this.hello) {
      await this.shut("the Pico did not answer the link (is the companion running on it?)");
      return false;
    }
    return true;
  }

  async raw(text) {
    if (!this.open) return;
    this.lastSent = performance.now();
    try {
      await this.writer.write(enc.encode(text));
    } catch (e) {
      this.shut("the Pico is gone (unplugged?)");
    }
  }

  send(line) {
    return this.raw(line + "\n");
  }

  async readLoop() {
    const dec = new TextDecoder();
    try {
      this.reader = this.port.readable.getReader();
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        this.feed(dec.decode(value, { stream: true }));
      }
      this.shut("the Pico is gone (unplugged?)");
    } catch (e) {
      this.shut("the Pico is gone (unplugged?)");
    }
  }

  feed(text) {
    const parts = (this.rest + text).split("\n");
    this.rest = parts.pop();
    if (this.rest.length > 1 << 16) this.rest = ""; // never a line that big: not the link
    for (const raw of parts) this.handle(raw.replace(/\r$/, ""));
  }

  handle(line) {
    if (!line.startsWith("@")) return; // the plain console, a traceback: not the link's
    const sp = line.indexOf(" ");
    const kind = sp < 0 ? line : line.slice(0, sp);
    const rest = sp < 0 ? "" : line.slice(sp + 1);
    if (kind === "@frame") {
      const n = rest.slice(0, 4);
      const hex = rest.slice(5);
      if (this.hello && hex.length === 6 * this.hello.w * this.hello.h) {
        this.frames++;
        this.hooks.frame(hex);
      }
      this.send("ack " + Number(n));
    } else if (kind === "@line") {
      const k = rest.indexOf(" ");
      this.hooks.line(k < 0 ? rest : rest.slice(0, k), k < 0 ? "" : rest.slice(k + 1));
    } else if (kind === "@hello") {
      try {
        this.hello = JSON.parse(rest);
        this.hooks.hello(this.hello);
      } catch (e) {
        this.hooks.error("a hello the page cannot read");
      }
    } else if (kind === "@save") {
      const k = rest.indexOf(" ");
      const hex = k < 0 ? "" : rest.slice(k + 1);
      const bytes = new Uint8Array(hex.length / 2);
      for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(2 * i, 2), 16);
      this.hooks.save(bytes);
    } else if (kind === "@status") {
      this.hooks.status(rest);
    } else if (kind === "@game") {
      this.hooks.game(rest);
    } else if (kind === "@book") {
      if (this.hooks.book) this.hooks.book(Number(rest));
    } else if (kind === "@error") {
      this.hooks.error(rest);
    } else if (kind === "@bye") {
      this.shut("the Pico closed the link (" + rest + ")");
    }
  }

  key(name, down) {
    return this.send((down ? "press " : "release ") + name);
  }

  long(name) {
    return this.send("long " + name);
  }

  cmd(text) {
    return this.send("cmd " + text);
  }

  exportSave() {
    return this.send("export");
  }

  async importSave(bytes) {
    for (let i = 0; i < bytes.length; i += PUT_BYTES) {
      let hex = "";
      for (const b of bytes.subarray(i, i + PUT_BYTES)) hex += b.toString(16).padStart(2, "0");
      await this.send("put " + hex);
    }
    await this.send("import");
  }

  // Unlink: the Pico's console is its plain one again and its game goes on.
  async disconnect() {
    if (this.open) await this.send("close");
    await this.shut("unlinked");
  }

  async shut(reason) {
    if (!this.open) return;
    this.open = false;
    clearInterval(this.pinger);
    try { if (this.reader) await this.reader.cancel(); } catch (e) { /* gone already */ }
    try { if (this.reader) this.reader.releaseLock(); } catch (e) { /* gone already */ }
    try { this.writer.releaseLock(); } catch (e) { /* gone already */ }
    try { await this.port.close(); } catch (e) { /* unplugged: nothing to close */ }
    this.hooks.closed(reason);
  }
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
