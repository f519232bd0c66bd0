// The companion in a web page: the firmware's own modules (firmware.json, written into the
// WebAssembly port's in-memory filesystem) run unchanged; ports/web.py is the seam. A 10 ms timer
// steps the App (the simulator's seam; see ports/web.py for why not App.run()), keys and touches set
// the buttons, the wire bytes light round LEDs.
import { loadMicroPython } from "./micropython.mjs";
import { PicoLink, serialApi } from "./link.js";

const $ = (id) => document.getElementById(id);
const TICK_MS = 10;
const HOLD_MS = 900; // the long-press keys (A, B, m) hold the button this long
// The simulator's keys, one meaning each (host_tools/sim.py KEYMAP; tests/web checks they agree):
// arrows = d-pad, a / Enter / Space = A, b / Backspace / Esc = B, A = long A, B or m = long B.
const KEYS = {
  ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right",
  a: "a", Enter: "a", " ": "a", b: "b", Backspace: "b", Escape: "b",
};
const HELD_KEYS = { A: "a", B: "b", m: "b" };
const SIZES = { 8: [8, 8], 16: [16, 16] };

// The wire bytes are LED drive levels, linear in light; a screen's values are gamma-encoded.
// A player's eye adapts to the panel, the brightest thing on the table: each LED is shown against
// the panel's full white at its brightness (the legibility check's model and the pictures'), so
// the lights a player tells apart at 40 % are told apart on the page too; the brightness shows in
// the drive levels' steps and on the brightness line.
const SCREEN = new Array(256);
for (let v = 0; v < 256; v++) SCREEN[v] = Math.round(255 * Math.pow(v / 255, 1 / 2.2));
let white = 255;
function screenColour(px) {
  const s = (i) => SCREEN[Math.min(255, Math.round(parseInt(px.substr(i, 2), 16) * 255 / white))];
  return `rgb(${s(0)},${s(2)},${s(4)})`;
}

// What the tests and benches read (tests/web/): state, timings, the last frame.
const companion = (window.companion = {
  ready: false, frames: 0, firstFrameMs: null, pressToFrameMs: [], lines: [], wire: "", early: [],
  errors: 0, paused: false, linked: false, banner: { line: "", status: "", refusal: "", lesson: "", step: "" }, tones: [], sounded: 0,
});

let mp, page, timer, leds = [], shown = [], pressAt = null, size = "8", fw;
let link = null;      // a Pico on USB (link.js): while set, the LEDs, console, buttons and saves are its
let saidNew = false;  // the page's own companion said something this tick: the banner may change
let screenShown = "";   // what the page's companion shows (web.Page.screen): a change clears a refusal

function say(text, kind) {
  text = String(text);
  if (answerLine(text)) return false; // an answer the page asked for (ask), not for the console
  companion.lines.push(text);
  if (companion.lines.length > 500) companion.lines.splice(0, 100);
  const box = $("console");
  const div = document.createElement("div");
  div.textContent = text;
  if (text.startsWith("!")) div.className = "refused";
  else if (kind) div.className = kind;
  if (text.startsWith("! ")) companion.banner.refusal = text.slice(2);
  saidNew = true;
  box.appendChild(div);
  while (box.childNodes.length > 200) box.removeChild(box.firstChild);
  box.scrollTop = box.scrollHeight;
  return true;
}

// A line of the companion's own (the page's, or a linked Pico's): the banner's first line says
// what the screen shows now (the menu's item, what lies under the cursor, the last action); a
// refusal stands below it until the screen changes (a menu line, or another screen on the page).
function companionSay(text, kind) {
  if (!say(text, kind)) return;
  text = String(text);
  if (text.startsWith("!") || text.startsWith("@")) return;
  companion.banner.line = text;
  if (text.startsWith("menu: ")) companion.banner.refusal = "";
  // a lesson's step (ui/lesson.py says "lesson 3/12: <sentence>" as it starts): its sentence
  // stands large in the banner until the next, the lesson's end or the menu
  const m = /^lesson (\d+)\/(\d+): (.*)$/.exec(text);
  if (m) {
    companion.banner.lesson = m[3];
    companion.banner.step = "lesson, step " + m[1] + " of " + m[2];
  } else if (text.startsWith("Lesson learned") || text.startsWith("menu: ")) {
    companion.banner.lesson = "";
  }
}

// The buzzer (web.json's buzzer_pin; core.app TONES): the Pico's tones through the speaker, a
// square wave as a piezo's, quiet. The App calls it only while Settings has the sound on; a linked
// Pico sounds on its own buzzer. A browser lets sound start only after the player has touched the
// page: the first key or touch wakes the audio (unlock).
let audio = null;
function unlockAudio() {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    if (audio.state === "suspended") audio.resume();
  } catch (e) { /* no Web Audio: silent, as a board without a buzzer */ }
}

function tone(hz, ms) {
  companion.tones.push([hz, ms]);
  if (companion.tones.length > 100) companion.tones.splice(0, 50);
  unlockAudio();
  if (!audio) return;
  const t = audio.currentTime, end = t + ms / 1000;
  const o = audio.createOscillator(), g = audio.createGain();
  o.type = "square";
  o.frequency.value = hz;
  g.gain.setValueAtTime(0.05, t);
  g.gain.setValueAtTime(0, end);
  o.connect(g).connect(audio.destination);
  o.start(t);
  o.stop(end + 0.02);
  companion.sounded++;
}

function buildGrid(w, h) {
  const g = $("grid");
  g.style.setProperty("--n", w);
  g.textContent = "";
  leds = [];
  shown = [];
  for (let i = 0; i < w * h; i++) {
    const d = document.createElement("div");
    d.className = "led";
    d.dataset.wire = "000000";
    // what is this light? (issue 47) A click on an LED asks the companion, `what COLUMN ROW`
    d.title = "what is this light?";
    d.addEventListener("click", () => command("what " + (i % w + 1) + " " + (Math.floor(i / w) + 1)));
    g.appendChild(d);
    leds.push(d);
    shown.push("000000");
  }
}

// web.json wires the panel by rows, in RGB order: LED i is bytes 3i..3i+2 of the frame.
function draw(hex) {
  companion.wire = hex;
  companion.frames++;
  if (companion.early.length < 30) companion.early.push(hex); // the boot's cues, for the tests
  const now = performance.now();
  if (companion.firstFrameMs === null) companion.firstFrameMs = now;
  showRules(link ? linkGame : page.game());
  showLights(link ? linkGame : page.game());
  let changed = false;
  const w = page.white();
  if (w !== white) {
    white = w;
    shown.fill(""); // every LED again, against the new white
  }
  for (let i = 0; i < leds.length; i++) {
    const px = hex.substr(6 * i, 6);
    if (px === shown[i]) continue;
    changed = true;
    shown[i] = px;
    const d = leds[i];
    d.dataset.wire = px;
    if (px === "000000") {
      d.classList.remove("lit");
      d.style.background = "";
    } else {
      const c = screenColour(px);
      d.style.background = c;
      d.style.setProperty("--c", c);
      d.classList.add("lit");
    }
  }
  if (changed && pressAt !== null) {
    if (now - pressAt < 1000) companion.pressToFrameMs.push(now - pressAt);
    pressAt = null;
  }
}

// The Rules panel: the open game's rules page (docs/rules/<game>.md, bundled as HTML by build.py),
// changed when another game opens (the firmware says which: Page.game()).
let rulesOf = null;
let linkGame = ""; // the game open on a linked Pico's grid (@game)
function showRules(name) {
  if (name === rulesOf) return;
  rulesOf = name;
  const r = fw.rules && fw.rules[name];
  $("rules-title").textContent = r ? ": " + r.title : "";
  $("rules-body").innerHTML = r ? r.html : "<p>Open a game from the menu: its rules show here.</p>";
  companion.rules = name;
}

// The Lights panel: what the legibility check measured (host_tools/legibility.py figures, bundled by
// build.py as it bundles the rules) for the open game on the board the grid shows: the floor, how
// many pairs it measured, and the closest pairs with their CIEDE2000 figure for each vision at the
// board's brightness and the lowest, each light a swatch of its drive levels as an LED here shows them.
let lightsOf = null;
const VISION = { normal: "normal", protanopia: "prot.", deuteranopia: "deut.", tritanopia: "trit." };
function swatches(wires, w) {
  return wires.map((px) => {
    const s = (i) => SCREEN[Math.min(255, Math.round(parseInt(px.substr(i, 2), 16) * 255 / w))];
    return `<span class="sw" style="background:rgb(${s(0)},${s(2)},${s(4)})"></span>`;
  }).join("");
}
function esc(t) {
  return String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function showLights(name) {
  const n = leds.length > 64 ? "16" : "8";
  if (name + "/" + n === lightsOf) return;
  lightsOf = name + "/" + n;
  const m = fw.lights && fw.lights[name] && fw.lights[name][n];
  companion.lights = m ? lightsOf : "";
  const r = fw.rules && fw.rules[name];
  $("lights-title").textContent = m ? `: ${r ? r.title : name}, ${n}\u00d7${n}` : "";
  if (!m) {
    $("lights-body").innerHTML = "<p>Open a game from the menu: what the legibility check measured on its lights shows here.</p>";
    return;
  }
  const pct = m.brightness.map((b) => b + " %");
  const head = `<tr><th></th>${m.visions.map((v) => `<th title="${v}">${VISION[v] || v}</th>`).join("")}</tr>`;
  const pairs = m.closest.map((p) => {
    const rows = p.d.map((d, k) => `<tr><th>${pct[k]}</th>${d.map((x) =>
      `<td class="${x < m.floor ? "under" : ""}">${x.toFixed(1)}</td>`).join("")}</tr>`).join("");
    return `<div class="pair${p.min < m.floor ? " under" : ""}"><p>${swatches(p.wa, m.white)} ${esc(p.a)}` +
      ` <span class="vs">and</span> ${swatches(p.wb, m.white)} ${esc(p.b)} <span class="group">(${esc(p.group)}` +
      `${p.known ? "; under the floor, named in the check's known list" : ""})</span></p>` +
      `<table><thead>${head}</thead><tbody>${rows}</tbody></table></div>`;
  }).join("");
  const under = m.under ? `${m.under} under it (${m.known} of them named in the check's known list)` : "none under it";
  $("lights-body").innerHTML =
    `<p>What the legibility check (<code>host_tools/legibility.py</code>) measured on the Pico's ` +
    `${n}\u00d7${n} board: every pair of lights a player tells apart on one screen, and each cue ` +
    `over what it is drawn on, through the panel's gamma and current limit, as a CIEDE2000 difference ` +
    `for normal vision and protanopia, deuteranopia and tritanopia (prot., deut., trit.), at the ` +
    `board's brightness (${pct[0]}) and the lowest (${pct[1]}). The simulator's <code>l</code> key ` +
    `says the same of the screen it shows.</p>` +
    `<p class="floor">Floor: <b>${m.floor}</b>. ${m.pairs} pairs: ${m.excused} told apart by ` +
    `position or pattern instead, ${under}. The ${m.closest.length} closest:</p>` + pairs;
}

// Both modes show, above the grid in a box of fixed height (nothing moves the grid): what the screen
// shows now, whose turn it is and the scores, and the last refusal until the screen changes.
function banner() {
  const b = companion.banner;
  const lesson = !!b.lesson;
  $("banner").classList.toggle("lesson", lesson);
  $("line").textContent = lesson ? b.lesson : b.line;
  const status = b.status || (companion.linked ? "linked: no game in progress" : "no game in progress");
  $("turn").textContent = lesson ? b.step + " \u00b7 " + status : status;
  $("refusal").textContent = b.refusal ? "refused: " + b.refusal : "";
}

function tick() {
  if (companion.paused || link) return;
  try {
    const hex = page.step();
    if (hex) draw(hex);
    if ($("scores").open) bookChanged(page.booked());
    if (saidNew) {
      saidNew = false;
      companion.banner.status = page.status();
      if (!page.lesson()) companion.banner.lesson = "";   // ended, skipped to its end, or left
      const shows = page.screen();
      if (shows !== screenShown) {
        screenShown = shows;
        companion.banner.refusal = "";   // another screen: an old refusal is old news
        const r = companion.lines.length ? companion.lines[companion.lines.length - 1] : "";
        if (r.startsWith("! ")) companion.banner.refusal = r.slice(2);   // unless it came with it
      }
      banner();
    }
  } catch (e) {
    // as main.py on the Pico: report, then rebuild the App from the last save
    companion.errors++;
    say("! internal error, restarting from the last save: " + e);
    try {
      start();
    } catch (e2) {
      clearInterval(timer);
      $("status").textContent = "Stopped: the companion cannot restart (" + e2 + "). Reload the page.";
    }
  }
}

// A fresh App on the chosen board (also after an import): it resumes the stored save, or sets a
// corrupt one aside, exactly as at power-on.
function start() {
  clearInterval(timer);
  const [w, h] = SIZES[size];
  buildGrid(w, h);
  companion.early = [];
  mp.globals.set("_w", w);
  mp.globals.set("_h", h);
  mp.runPython(
    "page = None\nimport gc\ngc.collect()\n" +
    "page = web.Page(web.board_for(_board, _w, _h), _storage, _say, time.ticks_ms, _tone)");
  page = mp.globals.get("page");
  bookSeen = null;
  timer = setInterval(tick, TICK_MS);
}

function key(name, down) {
  if (down) pressAt = performance.now();
  if (link) link.key(name, down);
  else page.key(name, down);
  document.querySelectorAll(`[data-key="${name}"]`).forEach((b) => b.classList.toggle("down-now", down));
}

function hold(name, ms) {
  if (link) return link.long(name); // the Pico holds it as long as a long press takes
  key(name, true);
  setTimeout(() => key(name, false), ms);
}

function wireButtons() {
  document.querySelectorAll(".k").forEach((b) => {
    const name = b.dataset.key;
    const up = (e) => {
      if (b.classList.contains("down-now")) key(name, false);
    };
    b.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      unlockAudio();
      b.setPointerCapture(e.pointerId);
      key(name, true);
    });
    b.addEventListener("pointerup", up);
    b.addEventListener("pointercancel", up);
    b.addEventListener("lostpointercapture", up);
    b.addEventListener("contextmenu", (e) => e.preventDefault());
  });
  const typing = () => document.activeElement === $("cmd");
  window.addEventListener("keydown", (e) => {
    if (typing()) {
      if (e.key === "Escape") $("cmd").blur();
      return;
    }
    if (e.key === ":") {
      e.preventDefault();
      $("cmd").focus();
      return;
    }
    if (e.target.tagName === "SELECT") return;
    const name = KEYS[e.key];
    const held = HELD_KEYS[e.key];
    if (!name && !held) return;
    e.preventDefault();
    if (e.repeat) return; // the App makes its own repeats from the held button
    unlockAudio();
    if (held) hold(held, HOLD_MS);
    else key(name, true);
  });
  window.addEventListener("keyup", (e) => {
    const name = KEYS[e.key];
    if (name && !typing()) key(name, false);
  });
  window.addEventListener("blur", () => {
    if (link) document.querySelectorAll(".k.down-now").forEach((b) => key(b.dataset.key, false));
    else Object.values(KEYS).forEach((n) => page && page.key(n, false));
  });
  $("cmdform").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = $("cmd").value.trim();
    $("cmd").value = "";
    if (text) {
      say("> " + text);
      if (link) link.cmd(text);
      else page.type(text);
    }
  });
  $("board").addEventListener("change", () => {
    size = $("board").value;
    localStorage.setItem("tg/board", size);
    start();
  });
  $("export").addEventListener("click", exportSave);
  $("scores").addEventListener("toggle", () => { if ($("scores").open) showScores(); });
  $("csv").addEventListener("click", exportCsv);
  nameForms();
  $("import").addEventListener("change", importSave);
  $("connect").addEventListener("click", connect);
  // the Connect note's "Put it on a Pico" opens that section, not only scrolls to it
  document.querySelectorAll('a[href="#pico"]').forEach((l) => l.addEventListener("click", () => { $("pico").open = true; }));
}

// --- a Pico on USB (docs/link.md)
let connecting = false;

async function connect() {
  if (connecting) return; // pressed again while the browser asks for the port: one link
  if (link) return unlink();
  connecting = true;
  $("connect").disabled = true;
  const api = await serialApi();
  if (!api) {
    connecting = false;
    $("connect").disabled = false;
    return say("! this browser cannot reach a Pico on USB (it has neither Web Serial nor WebUSB): try Chrome or Edge");
  }
  const l = new PicoLink({
    hello: (h) => linked(l, h),
    frame: (hex) => draw(hex),
    line: (kind, text) => {
      companionSay(text, kind);
      banner();
    },
    status: (text) => {
      companion.banner.status = text;
      banner();
    },
    game: (name) => { linkGame = name; },
    book: () => { if ($("scores").open) showScores(); },
    error: (text) => say("! the Pico did not take the page's last message: " + text),
    save: (bytes) => download(bytes, "the Pico's save"),
    closed: (reason) => unlinked(l, reason),
  });
  try {
    await l.connect(api);
  } catch (e) {
    // the chooser was cancelled, or the port is busy (another page, make repl)
    if (!l.hello) say("no Pico linked" + (e && e.name === "NotFoundError" ? "" : " (" + (e.message || e) + ")"));
  } finally {
    connecting = false;
    $("connect").disabled = false;
  }
}

function linked(l, h) {
  if (link === l) { // the Pico said hello again: same link
    companion.banner.status = h.status || "";
    return banner();
  }
  link = l;
  clearInterval(timer); // the page's own companion pauses; its save stays in this browser
  companion.linked = true;
  buildGrid(h.w, h.h);
  companion.banner = { line: "", status: h.status || "", refusal: "" };
  linkGame = h.open || "";
  // its MicroPython too (the hello's, sys.implementation on the Pico): the companion firmware's or micropython.org's
  say(`linked to a Pico: ${h.board}, ${h.w}x${h.h}, firmware ${h.firmware}, MicroPython ${h.micropython}. ` +
    "Its buttons and these both play.");
  const other = footer();
  if (other) say("! " + other);
  $("connect").textContent = "Unlink the Pico";
  $("board").disabled = true;
  document.body.classList.add("linked");
  banner();
  if ($("scores").open) showScores(); // the Pico's book now
}

function unlinked(l, reason) {
  if (link !== l) return;
  link = null;
  companion.linked = false;
  document.body.classList.remove("linked");
  $("connect").textContent = "Connect a Pico";
  $("board").disabled = false;
  say(`${reason}: back to the page's own companion (the Pico's game goes on on the Pico)`);
  footer();
  companion.banner = { line: "", status: "", refusal: "" };
  start();
  saidNew = true;
  if ($("scores").open) showScores(); // the page's own book again
}

async function unlink() {
  if (link) await link.disconnect();
}

function download(bytes, what) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
  a.download = "save.bin";
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  companion.exported = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  if (!bytes.length) return say(`! ${what}: no saved game to export`);
  say(`${what} exported: save.bin, ${bytes.length} bytes`);
}

function saveKey() {
  const [w, h] = SIZES[size];
  return `tg/${w}x${h}/save.bin`;
}

function exportSave() {
  if (link) return link.exportSave(); // its answer comes back as @save: download()
  const hex = localStorage.getItem(saveKey());
  if (!hex) return say("! no saved game to export");
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(2 * i, 2), 16);
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
  a.download = "save.bin";
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  say(`save exported: save.bin, ${bytes.length} bytes (mpremote cp save.bin :save.bin puts it on a Pico)`);
}

// --- the scorebook (firmware core/book.py): a table of its games and a CSV export, for the page's
// own companion and a linked Pico alike
function parseCsv(text) {
  const rows = [];
  for (const line of text.split("\n")) {
    if (!line) continue;
    const row = [];
    let f = "", q = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (q && c === '"' && line[i + 1] === '"') { f += '"'; i++; }
      else if (c === '"') q = !q;
      else if (c === "," && !q) { row.push(f); f = ""; }
      else f += c;
    }
    row.push(f);
    rows.push(row);
  }
  return rows;
}

// The page asks for the book on the console, `scores csv` (core/bookcmd.py, docs/link.md), one
// path for both modes: its own companion's console, or a linked Pico's through the link's `cmd`.
// The answer is a header that counts the lines (`scores csv: N lines`), then N lines each with
// its prefix (`csv ROW`); say() hands them here, unshown. `record N text` answers the same way.
const ASK_WAIT_MS = 20000; // a linked Pico answers in a few frames; a stalled link: give up
let asked = null;
let answeredBy = ""; // what the last answer's header named as its writer (its version)

function command(text) {
  if (link) link.cmd(text);
  else page.type(text);
}

// The answer's lines joined (each ending in a line end), or null when none came.
function ask(line, header, prefix) {
  if (asked) {
    if (asked.line === line) return asked.promise; // a second asker shares its answer
    asked.done(null);
  }
  const a = { line, header, prefix, n: -1, rows: [] };
  a.promise = new Promise((resolve) => {
    a.done = (v) => {
      clearTimeout(a.timer);
      if (asked === a) asked = null;
      resolve(v);
    };
    a.timer = setTimeout(() => a.done(null), ASK_WAIT_MS);
    asked = a;
    command(line);
  });
  return a.promise;
}

// (the header names the version that wrote the export: `scores csv: N lines (Tabletop companion V)`;
// an older firmware's ends at "lines")
const bookCsv = () => ask("scores csv", /^scores csv: (\d+) lines(?: \((.*)\))?$/, "csv ");

// A console line while the page waits for an answer: true when it is the answer's (not shown).
function answerLine(text) {
  const a = asked;
  if (!a) return false;
  if (a.n < 0) {
    const m = a.header.exec(text);
    if (m) {
      a.n = Number(m[1]);
      answeredBy = m[2] || "";
      if (!a.n) a.done("");
      return true;
    }
    if (text.startsWith("! ")) a.done(null); // refused (firmware without it): the line shows
    return false;
  }
  if (!text.startsWith(a.prefix)) return false;
  a.rows.push(text.slice(a.prefix.length));
  if (a.rows.length === a.n) a.done(a.rows.join("\n") + "\n");
  return true;
}

// The book as a table that fits a phone: a block per game (its number, game, how it went and its
// length; the Record button on a Konane game), then a line per seat (the player, a win, the score),
// then the game's summary; never the CSV's ten columns side by side.
function scoresTable(csv) {
  const body = $("scores-body");
  body.textContent = "";
  if (csv === null) {
    body.textContent = (link ? "The Pico" : "The companion") + " did not answer scores csv.";
    return;
  }
  const rows = parseCsv(csv);
  if (rows.length < 2) {
    body.textContent = "No game in the scorebook yet.";
    companion.scoresShown = (companion.scoresShown || 0) + 1;
    return;
  }
  const col = {};
  rows[0].forEach((name, i) => { col[name] = i; });
  const at = (row, name) => (col[name] === undefined ? "" : row[col[name]] || "");
  const table = document.createElement("table");
  const head = document.createElement("thead");
  head.innerHTML = "<tr><th>player</th><th>won</th><th>score</th></tr>";
  table.appendChild(head);
  let block = null, key = null, summary = "";
  const close = () => {
    if (!block) return;
    if (summary) {
      const tr = document.createElement("tr");
      tr.className = "summary";
      const td = document.createElement("td");
      td.colSpan = 3;
      td.textContent = summary;
      tr.appendChild(td);
      block.appendChild(tr);
    }
    table.appendChild(block);
  };
  for (const row of rows.slice(1)) {
    const n = at(row, "number"), how = at(row, "how");
    const k = n + "|" + at(row, "game") + "|" + how;
    if (k !== key) {
      close();
      key = k;
      summary = at(row, "summary");
      block = document.createElement("tbody");
      block.dataset.game = n;
      const tr = document.createElement("tr");
      tr.className = "game";
      const th = document.createElement("th");
      th.colSpan = 3;
      const acts = Number(at(row, "actions"));
      const games = Number(at(row, "games"));
      th.textContent = n
        ? `#${n} ${at(row, "game")}: ${how}, ${acts} action${acts === 1 ? "" : "s"}`
        : `${at(row, "game")}: ${how} (${games} game${games === 1 ? "" : "s"}, kept in the totals)`;
      // a Kōnane game's record in its notation, as text
      if (n && at(row, "game") === "Konane") {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "record";
        b.dataset.game = n;
        b.textContent = "Record";
        b.addEventListener("click", () => exportRecord(n));
        th.appendChild(b);
      }
      tr.appendChild(th);
      block.appendChild(tr);
    }
    const tr = document.createElement("tr");
    tr.className = "seat";
    const wins = at(row, "wins");
    for (const v of [at(row, "name"), n ? (wins === "1" ? "won" : "") : wins, at(row, "score")]) {
      const td = document.createElement("td");
      td.textContent = v;
      tr.appendChild(td);
    }
    block.appendChild(tr);
  }
  close();
  body.appendChild(table);
  companion.scoresShown = (companion.scoresShown || 0) + 1;
}

async function showScores() {
  // the first time "asking"; a refresh keeps the table it replaces until the answer comes
  if (!$("scores-body").querySelector("table")) {
    $("scores-body").textContent = "Asking " + (link ? "the Pico" : "the companion") + " for its scorebook\u2026";
  }
  scoresTable(await bookCsv());
}

// Left open, the Scorebook follows the book: the page's own companion counts its book's writes
// (Page.booked), a linked Pico says `@book N` after each (docs/link.md); either asks again.
let bookSeen = null;
function bookChanged(n) {
  if (n === bookSeen) return;
  const first = bookSeen === null;
  bookSeen = n;
  if (!first && $("scores").open) showScores();
}

// A game's record as text (`record N text`: `record N` on the console, Kōnane's in its notation),
// shown under the table and downloaded as konane-N.txt.
async function exportRecord(n) {
  const text = await ask(`record ${n} text`, new RegExp(`^record ${n}: (\\d+) lines$`), "rec ");
  if (text === null) return say(`! the record of game ${n} did not come`);
  let pre = $("record-text");
  if (!pre) {
    pre = document.createElement("pre");
    pre.id = "record-text";
    $("scores").insertBefore(pre, $("csv"));
  }
  pre.textContent = text;
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  a.download = `konane-${n}.txt`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  companion.exportedRecord = text;
  say(`record of game ${n} exported: konane-${n}.txt`);
}

async function exportCsv() {
  const csv = await bookCsv();
  scoresTable(csv);
  if (csv === null) return say("! the scorebook did not come: " + (link ? "the Pico" : "the companion") + " did not answer scores csv");
  const n = parseCsv(csv).length - 1;
  if (n < 1) return say("! the scorebook is empty: nothing to export");
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  a.download = "scorebook.csv";
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  companion.exportedCsv = csv;
  say(`scorebook exported: scorebook.csv, ${n} lines` + (answeredBy ? `, from ${answeredBy}` : ""));
}

// --- the players' names (firmware core/names.py): a form per seat sends `name N TEXT` on the
// console, to the page's own companion or a linked Pico alike; the banner's status line carries them
const SEATS = 6;   // core/names.py SEATS
const NAME_MAX = 16; // core/names.py MAX: bytes of UTF-8 (the firmware cuts, never inside a character)

function nameForms() {
  const box = $("name-forms");
  for (let i = 1; i <= SEATS; i++) {
    const f = document.createElement("form");
    f.id = "name-" + i;
    f.innerHTML = `<label>Seat ${i} <input name="n" autocomplete="off" spellcheck="false" maxlength="${NAME_MAX}"></label>` +
      '<button type="submit">Set</button>';
    f.addEventListener("submit", (e) => {
      e.preventDefault();
      // one line: no line end nor control character may ride along (the firmware drops them too)
      const text = f.n.value.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
      const line = text ? `name ${i} ${text}` : `name ${i}`;
      say("> " + line);
      command(line);
    });
    box.appendChild(f);
  }
}

async function importSave(e) {
  const file = e.target.files[0];
  e.target.value = "";
  if (!file) return;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  say(`> import ${file.name}, ${bytes.length} bytes`);
  if (link) return link.importSave(bytes); // the Pico reads it and asks on its own grid
  // the firmware reads it as a boot reads a save; over a game in progress it asks on the grid,
  // and the replaced game stays undoable
  page.import_save(hex);
}

function mkdirs(path) {
  let p = "";
  for (const part of path.split("/").slice(0, -1)) {
    p += "/" + part;
    try { mp.FS.mkdir(p); } catch (e) { /* exists */ }
  }
}

async function main() {
  const [bundle, loaded] = await Promise.all([
    fetch("firmware.json").then((r) => r.json()),
    loadMicroPython({ stdout: say, stderr: say, heapsize: 2 * 1024 * 1024 }),
  ]);
  fw = bundle;
  mp = loaded;
  for (const [path, text] of Object.entries(fw.files)) {
    mkdirs("fw/" + path);
    mp.FS.writeFile("/fw/" + path, text);
  }
  mp.globals.set("_storage", window.localStorage);
  mp.globals.set("_say", companionSay);
  mp.globals.set("_tone", tone);
  mp.globals.set("_board", fw.board);
  // the entry point: no sys.argv here (this port has none), just the firmware folder on the path
  mp.runPython('import sys\nsys.path.insert(0, "/fw")\nimport time\nfrom ports import web');
  size = SIZES[localStorage.getItem("tg/board")] ? localStorage.getItem("tg/board") : "8";
  $("board").value = size;
  wireButtons();
  // the Connect note says at once when this browser cannot reach a Pico (Firefox, Safari)
  if (!navigator.serial && !navigator.usb) {
    $("connect-no").textContent = " This browser has neither Web Serial nor WebUSB: open the page in Chrome or Edge to connect.";
  }
  start();
  companion.ready = true;
  companion.pause = () => { companion.paused = true; };
  companion.resume = () => { companion.paused = false; };
  companion.redraw = () => { const r = page.redraw(); draw(r.split(" ")[1]); return r; };
  companion.save = () => page.save_hex() || null;
  companion.type = (text) => (link ? link.cmd(text) : page.type(text));
  companion.keys = () => (link ? "" : page.keys());
  companion.unlink = unlink;
  companion.white = () => white;
  companion.screenColour = screenColour;
  $("status").textContent = `MicroPython ${fw.micropython} (WebAssembly). ` +
    "Saves stay in this browser; works offline once loaded.";
  footer();
}

// The footer: the page's own version and, while linked, the Pico's (its hello's firmware); a Pico
// of another version gets one line saying so (returned, for the console too), else "".
function footer() {
  const mine = fw ? fw.version : "?";
  const h = link && link.hello;
  $("versions").textContent = `Tabletop companion ${mine} (this page)` +
    (h ? `; the linked Pico: ${h.firmware}, MicroPython ${h.micropython}` : "") + ".";
  const other = h && h.firmware !== mine
    ? `The Pico runs the companion ${h.firmware}, this page ${mine}: put this version on the Pico ` +
      "(Put it on a Pico, below) or open the page of its version."
    : "";
  $("mismatch").textContent = other;
  $("mismatch").hidden = !other;
  return other;
}

// offline once loaded (sw.js); a page opened from a file:// URL simply goes without
if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}

main().catch((e) => {
  $("status").textContent = "Could not start: " + e;
  companion.failed = String(e);
});
