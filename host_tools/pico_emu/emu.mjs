// Runs the official MicroPython UF2 on an emulated RP2040 (rp2040js 1.4.1) and lets a controller
// (host_tools/pico_emu/pico.py) drive it over stdin/stdout, one JSON object a line each way.
//
//   node emu.mjs --uf2 FILE[,FILE...] --bootrom FILE [--fs FILE] [--pixel-pin 2] [--pull-ups 10,11,...]
//
// The flash starts erased; --fs puts a filesystem image (what the flash held at the last power-off)
// at the RPI_PICO filesystem offset; then each UF2 is written in order, as the boot ROM writes a file
// dropped on the RPI-RP2 drive (see loadUF2).
//
// Requests (each gets exactly one reply line):
//   {"op":"run","us":N,"flash_stop":K}        run N emulated microseconds; with flash_stop, stop at once
//                                             when erase+program operations reach K (a power cut mid-save)
//   {"op":"until","text":"..","since":K,"us":N}  run until the console bytes from offset K hold text
//                                             (its UTF-8 bytes; or "b64": the bytes themselves)
//   {"op":"until_frame","us":N}               run until one more NeoPixel frame has ended on the wire
//   {"op":"write","data":".."}                type text (sent as UTF-8) on the USB serial line
//   {"op":"write","b64":".."}                 send raw bytes (base64) on the USB serial line
//   {"op":"pin","gpio":G,"value":0|1}         drive an input pin (a button: 0 = pressed)
//   {"op":"watch","gpio":G}                   record every change of the level an output pin drives
//                                             (a buzzer's PWM): replies carry "edges": {G: [[t_us, 0|1], ...]}
//   {"op":"flash","offset":O,"length":L}      read flash bytes back (base64)
//   {"op":"snapshot"} / {"op":"restore"}      keep the whole machine as it is now (CPU, RAM, flash,
//                                             peripherals, console) / put it back: it goes on from
//                                             there exactly as it did the first time
//   {"op":"power_on","uf2":[..],"fs":FILE,"pixel_pin":2,"pull_ups":[..]}  power off and on again as a new
//                                             Pico with this flash, as the command line starts one
//                                             (one process runs one Pico after another: pico.py)
//   {"op":"quit"}
// Every reply: {"ok":true, "t_us": emulated time, "out": the console's bytes since the last reply
//   (base64: the console is bytes, as on the Pico; mpremote's raw-paste header 0x80 is one of them),
//   "log_len": total console length in bytes, "frames": [[t_start_us, t_end_us, "hex GRB bytes"], ...], ...}
// Each request may carry "wall_s" (default 120): a wall-clock limit; on expiry the reply has "timeout":true.
//
// Gaps of rp2040js 1.4.1 handled here (see README.md): flash erase/program through the boot-ROM
// functions, the UART TX interrupt, the USB-CDC empty-packet storm, output pins reading back 0,
// pull-ups (button pins are driven high from power-on).
import fs from 'node:fs';
import readline from 'node:readline';
import { RP2040, USBCDC, GPIOPin } from 'rp2040js';
import { installFastCore, crcLoop, CRC_INSTR, CRC_CYCLES } from './fastcore.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];

const FLASH_BASE = 0x10000000;
const UF2_FAMILY_RP2040 = 0xe48bff56;
const FS_OFFSET = 0xa0000; // MicroPython rp2 v1.25: littlefs2 region starts here, 352 blocks of 4096
const CYCLE_NS = 1e9 / 125e6;

// --- gap 4: an output pad reads back what it drives (the emulator returns 0) ---
const inOverride = (v, o) => (o === 0 ? v : o === 1 ? !v : o === 3);
Object.defineProperty(GPIOPin.prototype, 'inputValue', {
  get() {
    const raw = this.outputEnable ? this.outputValue : this.rawInputValue;
    return inOverride(raw && this.inputEnable, this.inputOverride);
  },
});

const mcu = new RP2040();
await installFastCore(mcu.core);
mcu.logger = { debug() {}, info() {}, warn() {}, error(tag, msg) { process.stderr.write(`[rp2040 ${tag}] ${msg}\n`); } };
mcu.loadBootrom(new Uint32Array(toArrayBuffer(fs.readFileSync(args.bootrom))));
// binascii.crc32's loop, where the firmware has it (null: every instruction on the core); found
// again at each power-on, once the flash holds its firmware
let crc = null;
let crcPC = -1;

function toArrayBuffer(buf) {
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
}

// A UF2 file as the RP2040 boot ROM takes it: 512-byte blocks with both start magics and the end
// magic, the RP2040 family ID, 256-byte payloads into main flash; each 4 KiB sector is erased the
// first time one of its pages comes. Blocks that fail are skipped (the ROM ignores them too), and
// counted on stderr so a broken file shows.
function loadUF2(data, name) {
  const erased = new Set();
  let skipped = 0;
  for (let off = 0; off + 512 <= data.length; off += 512) {
    const flags = data.readUInt32LE(off + 8);
    const addr = data.readUInt32LE(off + 12);
    const size = data.readUInt32LE(off + 16);
    const ok = data.readUInt32LE(off) === 0x0a324655 && data.readUInt32LE(off + 4) === 0x9e5d5157 &&
      data.readUInt32LE(off + 508) === 0x0ab16f30 && (flags & 0x2000) && !(flags & 1) &&
      data.readUInt32LE(off + 28) === UF2_FAMILY_RP2040 && size === 256 && addr % 256 === 0 &&
      addr >= FLASH_BASE && addr + 256 <= FLASH_BASE + 2 * 1024 * 1024;
    if (!ok) { skipped++; continue; }
    const at = addr - FLASH_BASE;
    const sector = at - (at % 4096);
    if (!erased.has(sector)) { mcu.flash.fill(0xff, sector, sector + 4096); erased.add(sector); }
    mcu.flash.set(data.subarray(off + 32, off + 32 + size), at);
  }
  if (skipped) process.stderr.write(`${name}: ${skipped} UF2 blocks skipped (not RP2040 flash blocks)\n`);
}

// --- gap 1: flash erase/program. Put a BKPT at the entry of each boot-ROM flash function found
// through the ROM function table, and do the work here on the flash array. ---
const rom = Buffer.from(mcu.bootrom.buffer);
const romHooks = {};
let flashOps = { erase: 0, program: 0 };
let flashStopAt = 0; // stop the CPU right after this many erase+program operations (0: never)
(function hookRom() {
  const codes = { RE: 1, RP: 2, IF: 3, EX: 4, FC: 5, CX: 6 };
  let p = rom.readUInt16LE(0x14); // rom_func_table: (code16, addr16) pairs, 0-terminated
  for (; rom.readUInt16LE(p) !== 0; p += 4) {
    const code = rom.readUInt16LE(p);
    const name = String.fromCharCode(code & 0xff, code >> 8);
    if (codes[name]) {
      const addr = rom.readUInt16LE(p + 2) & ~1;
      romHooks[codes[name]] = name;
      rom.writeUInt16LE(0xbe00 | codes[name], addr); // BKPT #n
    }
  }
  const need = Object.keys(codes).length;
  if (Object.keys(romHooks).length !== need) throw new Error('boot ROM: flash functions not all found');
})();

mcu.onBreak = (n) => {
  const core = mcu.core;
  const r = core.registers;
  const name = romHooks[n];
  if (!name) {
    process.stderr.write(`unexpected BKPT ${n} at ${(core.PC - 2).toString(16)}\n`);
    stopRequested = 'bkpt';
    return;
  }
  if (name === 'RE') {
    // flash_range_erase(addr, count, block_size, block_cmd): offsets into flash, whole 4 KiB sectors
    const addr = r[0] >>> 0, count = r[1] >>> 0;
    mcu.flash.fill(0xff, addr, addr + count);
    flashOps.erase++;
  } else if (name === 'RP') {
    // flash_range_program(addr, data, count): NOR flash can only clear bits
    const addr = r[0] >>> 0, src = r[1] >>> 0, count = r[2] >>> 0;
    for (let i = 0; i < count; i++) mcu.flash[addr + i] &= mcu.readUint8(src + i);
    flashOps.program++;
  }
  if (flashStopAt > 0 && flashOps.erase + flashOps.program >= flashStopAt) {
    flashStopAt = 0;
    stopRequested = 'flash'; // a power cut right after this flash operation
  }
  core.PC = r[14] & ~1; // return to the caller (bx lr)
};

// --- gap 2: the UART re-raised its TX interrupt on every check, so MicroPython's handler never
// returned. A TX interrupt is now raised when a byte is written (the FIFO drains at once) and stays
// cleared once the firmware clears it. Bytes sent go to "uart" in the replies. ---
const UART_TXINTR = 1 << 5;
let uartOut = '';
for (const u of mcu.uart) {
  u.checkInterrupts = function () {
    this.rp2040.setInterrupt(this.irq, !!(this.interruptStatus & this.interruptMask));
  };
  const write = u.writeUint32.bind(u);
  u.writeUint32 = function (offset, value) {
    write(offset, value);
    if (offset === 0) { // UARTDR
      this.interruptStatus |= UART_TXINTR;
      this.checkInterrupts();
    }
  };
  u.onByte = (b) => { uartOut += String.fromCharCode(b); };
}

// --- USB-CDC serial; gap 3: hold the host's poll until there is input, as a real host does ---
const cdc = new USBCDC(mcu.usbCtrl);
let log = ''; // the console's bytes, one character (0-255) each
let replied = 0;
let pendingRead = null;
let connected = false;
cdc.onDeviceConnected = () => {
  connected = true;
  // The first transfer only completes once the host has sent something.
  sendSerial('\r');
};
cdc.onSerialData = (buf) => { log += Buffer.from(buf).toString('latin1'); };
mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
  if (endpoint !== cdc.outEndpoint) return;
  if (cdc.txFIFO.itemCount === 0) { pendingRead = size; return; }
  completeRead(size);
};
function completeRead(size) {
  const buf = new Uint8Array(Math.min(size, cdc.txFIFO.itemCount));
  for (let i = 0; i < buf.length; i++) buf[i] = cdc.txFIFO.pull();
  pendingRead = null;
  mcu.usbCtrl.endpointReadDone(cdc.outEndpoint, buf);
}
const inputQueue = [];
function sendSerial(str) {
  for (const b of Buffer.from(str, 'utf8')) inputQueue.push(b);
  pumpSerial();
}
function pumpSerial() {
  while (inputQueue.length && !cdc.txFIFO.full) cdc.txFIFO.push(inputQueue.shift());
  if (pendingRead !== null && cdc.txFIFO.itemCount) completeRead(pendingRead);
}

// --- WS2812 decoder on the pixel pin: 1.25 us a bit; high > 0.6 us is a 1; low > 50 us ends a frame ---
let pixelPin = 2;
let frames = [];
let wsBits = [];
let wsRise = -1, wsFall = -1, wsStart = -1, wsLevel = false;
let framesTotal = 0;
function onPixelPin() {
  const pin = mcu.gpio[pixelPin];
  const level = pin.outputEnable && pin.outputValue;
  if (level === wsLevel) return;
  wsLevel = level;
  const t = mcu.clock.nanos;
  if (level) {
    if (wsFall >= 0 && t - wsFall > 50000) closeFrame();
    if (wsStart < 0) wsStart = t;
    wsRise = t;
  } else if (wsRise >= 0) {
    wsBits.push(t - wsRise > 600 ? 1 : 0);
    wsFall = t;
  }
}
function closeFrame() {
  if (wsBits.length >= 8) {
    const n = wsBits.length >> 3;
    const bytes = Buffer.alloc(n);
    for (let i = 0; i < n * 8; i++) bytes[i >> 3] |= wsBits[i] << (7 - (i & 7));
    frames.push([Math.round(wsStart / 1000), Math.round(wsFall / 1000), bytes.toString('hex')]);
    framesTotal++;
  }
  wsBits = []; wsStart = -1; wsRise = -1; wsFall = -1;
}
function checkFrameEnd() {
  if (wsBits.length && !wsLevel && mcu.clock.nanos - wsFall > 50000) closeFrame();
}

// --- watched output pins: each change of level, in emulated microseconds (a buzzer's tone) ---
let edges = {};
const watched = new Set();
function watchPin(g) {
  if (watched.has(g)) return;
  watched.add(g);
  let last = false;
  mcu.gpio[g].addListener(() => {
    const pin = mcu.gpio[g];
    const level = pin.outputEnable && pin.outputValue;
    if (level === last) return;
    last = level;
    (edges[g] = edges[g] || []).push([Math.round(mcu.clock.nanos / 1000), level ? 1 : 0]);
  });
}

// --- the execution loop: synchronous, bounded by emulated time, a condition and wall time ---
let stopRequested = null;
const stats = { instr: 0, sleepNs: 0, crcBytes: 0 };   // crcBytes: run in crcLoop's steps
function run(maxUs, cond, wallS) {
  const core = mcu.core, clock = mcu.clock;
  const deadline = clock.nanos + maxUs * 1000;
  const wallEnd = Date.now() + wallS * 1000;
  stopRequested = null;
  for (;;) {
    let idle = false; // asleep with nothing scheduled before the deadline: only we can wake it
    let i = 0;
    for (; i < 4096 && stopRequested === null; i++) {
      if (core.waiting) {
        const dt = clock.nanosToNextAlarm;
        if (dt <= 0 || clock.nanos + dt > deadline) { idle = true; break; }
        clock.tick(dt);
        stats.sleepNs += dt;
      } else {
        if (core.registers[15] === crcPC && !core.interruptsUpdated) {
          // binascii.crc32's byte loop in one step (fastcore.mjs crcLoop): within this batch of
          // instructions, and ending before the next clock alarm would fall due
          const next = clock.nextAlarm;
          const room = next === null ? Infinity : Math.ceil((next.nanos - clock.nanosCounter) / (CRC_CYCLES * CYCLE_NS)) - 1;
          const k = crc.run(core, Math.min(room, Math.floor((4096 - i) / CRC_INSTR)));
          if (k) {
            stats.crcBytes += k;
            clock.nanosCounter += k * CRC_CYCLES * CYCLE_NS;
            i += k * CRC_INSTR - 1;
            continue;
          }
        }
        // SimulationClock.tick, inlined for the common case of no alarm falling due (hot path)
        const t = clock.nanosCounter + core.executeInstruction() * CYCLE_NS;
        const next = clock.nextAlarm;
        if (next !== null && next.nanos <= t) clock.tick(t - clock.nanosCounter);
        else clock.nanosCounter = t;
      }
    }
    stats.instr += i;
    checkFrameEnd();
    if (inputQueue.length) pumpSerial();
    if (stopRequested) return stopRequested;
    if (cond && cond()) return 'cond';
    if (idle && !(inputQueue.length && !core.waiting)) clock.tick(Math.max(0, deadline - clock.nanos));
    checkFrameEnd();
    if (clock.nanos >= deadline) return 'time';
    if (Date.now() > wallEnd) return 'wall';
  }
}

// --- snapshot: the whole machine as it is now, put back later in this same process (a booted Pico
// reused by the next test instead of a boot). Every object reachable from the RP2040 and the USB
// serial is walked: its own data fields, array items, set and map members, typed-array bytes;
// functions are kept as they are (the closures see the same objects, put back in place). The
// harness's own variables above are saved by name. Taken right after a boot, so that no pin is
// watched yet (a watch's closure keeps the level it last saw).
function captureGraph(roots) {
  const objs = new Map();   // object -> its saved contents
  const bytes = new Map();  // ArrayBuffer -> Map("offset:length" -> [offset, length, copy])
  const keep = (buf, off, len) => {
    let m = bytes.get(buf);
    if (!m) bytes.set(buf, (m = new Map()));
    const k = off + ':' + len;
    if (!m.has(k)) m.set(k, [off, len, new Uint8Array(buf, off, len).slice()]);
  };
  const todo = roots.slice();
  while (todo.length) {
    const o = todo.pop();
    if (o === null || typeof o !== 'object' || objs.has(o)) continue;
    if (ArrayBuffer.isView(o)) { keep(o.buffer, o.byteOffset, o.byteLength); objs.set(o, null); continue; }
    if (o instanceof ArrayBuffer) { keep(o, 0, o.byteLength); objs.set(o, null); continue; }
    let rec;
    if (Array.isArray(o)) rec = { items: o.slice() };
    else if (o instanceof Set) rec = { set: [...o] };
    else if (o instanceof Map) rec = { map: [...o] };
    else {
      const props = [];
      for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(o))) {
        if ('value' in d && d.writable) props.push([k, d.value]);
      }
      rec = { props };
    }
    objs.set(o, rec);
    const vals = rec.items || rec.set || (rec.map ? rec.map.flat() : rec.props.map((kv) => kv[1]));
    for (const v of vals) if (v !== null && typeof v === 'object' && !objs.has(v)) todo.push(v);
  }
  return { objs, bytes };
}

function restoreGraph(snap) {
  for (const [buf, m] of snap.bytes) for (const [off, len, copy] of m.values()) new Uint8Array(buf, off, len).set(copy);
  for (const [o, rec] of snap.objs) {
    if (rec === null) continue;
    if (rec.items) { o.length = 0; for (const v of rec.items) o.push(v); } else if (rec.set) { o.clear(); for (const v of rec.set) o.add(v); } else if (rec.map) { o.clear(); for (const [k, v] of rec.map) o.set(k, v); } else {
      const had = new Set();
      for (const [k, v] of rec.props) { o[k] = v; had.add(k); }
      for (const [k, d] of Object.entries(Object.getOwnPropertyDescriptors(o))) {
        if ('value' in d && d.configurable && !had.has(k)) delete o[k]; // a field added since
      }
    }
  }
}

let snapshot = null;
function capture() {
  const vars = { flashOps: { ...flashOps }, uartOut, log, replied, pendingRead, connected,
    inputQueue: inputQueue.slice(), wsBits: wsBits.slice(), wsRise, wsFall, wsStart, wsLevel, framesTotal,
    watched: [...watched], stats: { ...stats } };
  return { graph: captureGraph([mcu, cdc]), vars };
}
function takeSnapshot() {
  snapshot = capture();
  return snapshot.graph.objs.size;
}
function restoreSnapshot(snap = snapshot) {
  restoreGraph(snap.graph);
  const v = snap.vars;
  flashOps = { ...v.flashOps }; flashStopAt = 0; uartOut = v.uartOut; log = v.log; replied = v.replied;
  pendingRead = v.pendingRead; connected = v.connected;
  inputQueue.length = 0; for (const b of v.inputQueue) inputQueue.push(b);
  frames = []; wsBits = v.wsBits.slice(); wsRise = v.wsRise; wsFall = v.wsFall; wsStart = v.wsStart;
  wsLevel = v.wsLevel; framesTotal = v.framesTotal; edges = {};
  watched.clear(); for (const g of v.watched) watched.add(g);
  Object.assign(stats, v.stats); stopRequested = null;
}

function reply(obj) {
  const out = Buffer.from(log.slice(replied), 'latin1').toString('base64');
  replied = log.length;
  const fr = frames;
  frames = [];
  const uart = uartOut;
  uartOut = '';
  const ed = edges;
  edges = {};
  process.stdout.write(JSON.stringify({ ok: true, t_us: Math.floor(mcu.clock.nanos / 1000), out, log_len: log.length,
    frames: fr, edges: ed, uart, connected, flash_ops: flashOps, stats, ...obj }) + '\n');
}

// --- power-on: the machine as `new RP2040()` left it, with the boot ROM (its flash functions
// hooked), the UART and the USB serial set up, kept once (`unpowered`); each power-on puts it back
// and writes the flash, so one process runs one Pico after another (pico.py hands a process on
// from a Pico closed to the next made: a warm process runs the core's code about twice as fast as
// a new one, whose JIT has seen none of it yet). The first comes from the command line.
const unpowered = capture();
let powered = false;

function powerOn({ uf2, fsFile = null, pixel = 2, pullUps = [] }) {
  if (powered) restoreSnapshot(unpowered);
  powered = true;
  snapshot = null;
  if (fsFile) mcu.flash.set(fs.readFileSync(fsFile), FS_OFFSET);
  for (const f of uf2) loadUF2(fs.readFileSync(f), f);
  crc = crcLoop(mcu);
  crcPC = crc ? crc.pc : -1;
  // the WS2812 decoder on the board's pixel pin
  pixelPin = pixel;
  mcu.gpio[pixelPin].addListener(onPixelPin);
  // buttons: open inputs with the internal pull-up read high
  for (const g of pullUps) mcu.gpio[g].setInputValue(true);
  // Start at boot2 at the top of flash, as the boot ROM does once its checks pass (under rp2040js
  // its own start-up path stops in a WFE early on; rp2040js's own demo starts at boot2 the same way).
  mcu.core.PC = FLASH_BASE;
}

powerOn({ uf2: args.uf2.split(','), fsFile: args.fs || null, pixel: Number(args['pixel-pin'] ?? 2),
  pullUps: (args['pull-ups'] || '').split(',').filter(Boolean).map(Number) });

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let req;
  try { req = JSON.parse(line); } catch (e) { process.stdout.write(JSON.stringify({ ok: false, error: 'bad json' }) + '\n'); return; }
  const wall = req.wall_s ?? 120;
  try {
    if (req.op === 'run') {
      flashStopAt = req.flash_stop ?? 0;
      const why = run(req.us, null, wall);
      flashStopAt = 0;
      reply({ timeout: why === 'wall', why });
    } else if (req.op === 'until') {
      const since = req.since ?? replied;
      const text = (req.b64 !== undefined ? Buffer.from(req.b64, 'base64') : Buffer.from(req.text, 'utf8')).toString('latin1');
      let from = since;
      const cond = () => {
        const hit = log.indexOf(text, Math.max(since, from - text.length));
        from = log.length;
        return hit >= 0;
      };
      const why = cond() ? 'cond' : run(req.us, cond, wall);
      reply({ found: why === 'cond', timeout: why === 'wall', why });
    } else if (req.op === 'until_frame') {
      const target = framesTotal + (req.count ?? 1);
      const why = run(req.us, () => framesTotal >= target, wall);
      reply({ found: why === 'cond', timeout: why === 'wall', why });
    } else if (req.op === 'write') {
      if (req.b64 !== undefined) { for (const b of Buffer.from(req.b64, 'base64')) inputQueue.push(b); pumpSerial(); }
      else sendSerial(req.data);
      reply({});
    } else if (req.op === 'pin') {
      mcu.gpio[req.gpio].setInputValue(!!req.value);
      reply({});
    } else if (req.op === 'watch') {
      watchPin(req.gpio);
      reply({});
    } else if (req.op === 'flash') {
      const off = req.offset ?? FS_OFFSET;
      const len = req.length ?? 352 * 4096;
      reply({ data: Buffer.from(mcu.flash.subarray(off, off + len)).toString('base64') });
    } else if (req.op === 'flash_write') {
      // bytes put on the flash from outside, as a programmer would (the Pico's own writes go
      // through its flash routines and count in flash_ops; these do not)
      mcu.flash.set(Buffer.from(req.b64, 'base64'), req.offset);
      reply({});
    } else if (req.op === 'snapshot') {
      reply({ objects: takeSnapshot() });
    } else if (req.op === 'restore') {
      if (!snapshot) throw new Error('no snapshot taken');
      restoreSnapshot();
      reply({});
    } else if (req.op === 'power_on') {
      powerOn({ uf2: req.uf2, fsFile: req.fs ?? null, pixel: req.pixel_pin ?? 2, pullUps: req.pull_ups ?? [] });
      reply({});
    } else if (req.op === 'quit') {
      reply({});
      process.exit(0);
    } else {
      process.stdout.write(JSON.stringify({ ok: false, error: 'unknown op ' + req.op }) + '\n');
    }
  } catch (e) {
    process.stdout.write(JSON.stringify({ ok: false, error: String(e && e.stack || e) }) + '\n');
  }
});
