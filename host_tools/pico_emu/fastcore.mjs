// A faster instruction decoder for rp2040js, the same machine to the cycle.
//
// rp2040js decodes each Thumb instruction by trying its patterns in turn (executeInstruction is one
// if / else-if chain of ~90 tests), so the loads and stores MicroPython runs most are found 40 to 60
// tests deep; fetching the instruction takes two calls, and every RAM write first looks for a
// peripheral at its address. This reads the package's own cortex-m0-core.js, keeps every branch's
// body as it is, and puts one lookup in front: a table of the 65 536 first halfwords, each to the
// first branch whose test it passes (the tests that read the second halfword of a 32-bit
// instruction, BL, MRS, MSR, DMB..., still run in order for those opcodes). The fetch reads flash
// and RAM straight from their bytes, a RAM read or write goes to RAM without its two calls and
// before any peripheral is looked for, and PC is the register itself (calls cost here: V8 inlines
// little into a method this big). The emulated tiers run about a quarter faster; the registers,
// memory, cycle counts and instruction counts are the same
// (tests/pico/test_pico_harness.py runs a boot and a game both ways and compares them).
//
// EMU_FASTCORE=0 in the environment keeps the package's decoder.
import fs from 'node:fs';
import crypto from 'node:crypto';

const INDENT = '        ';   // the chain's branches sit at this depth in the compiled file

function splitChain(src) {
  const start = src.indexOf('    executeInstruction() {\n');
  if (start < 0) throw new Error('executeInstruction not found');
  const end = src.indexOf('\n    }\n', start) + 7;
  const lines = src.slice(start, end).split('\n');
  const first = lines.findIndex((l) => l.startsWith(INDENT + 'if (opcode'));
  const prologue = lines.slice(0, first);
  const branches = [];
  let i = first;
  for (;;) {
    const l = lines[i];
    let m;
    if ((m = /^ {8}(?:else )?if \((.*)\) \{$/.exec(l))) {
      branches.push({ cond: m[1], body: [] });
    } else if (l === INDENT + 'else {') {
      branches.push({ cond: null, body: [] });
    } else if (l.startsWith(INDENT + '//')) {
      i++;
      continue;
    } else {
      break;
    }
    i++;
    while (lines[i] !== INDENT + '}') branches[branches.length - 1].body.push(lines[i++]);
    i++;
    if (branches[branches.length - 1].cond === null) break;
  }
  return { src, start, end, prologue, branches, epilogue: lines.slice(i) };
}

// The conjuncts of a test that read only `opcode`; null when the test reads anything else the
// table cannot know (the second halfword) in a part that cannot be split off.
function opcodeOnly(cond) {
  if (cond.includes('opcode2') && cond.includes('||')) return null;
  const parts = cond.includes('opcode2') ? cond.split(' && ') : [cond];
  const known = parts.filter((p) => !p.includes('opcode2'));
  for (const p of known) if (!/^[\sopcde0-9a-fA-Fxb<>=!&|()]+$/.test(p)) return null;
  return { test: new Function('opcode', 'return (' + (known.join(' && ') || 'true') + ');'),
    exact: known.length === parts.length };
}

export function buildTable(branches) {
  const DYNAMIC = 255;
  if (branches.length >= DYNAMIC) throw new Error('too many branches for the table');
  const tests = branches.map((b) => (b.cond === null ? { test: () => true, exact: true } : opcodeOnly(b.cond)));
  const table = new Uint8Array(65536);
  for (let op = 0; op < 65536; op++) {
    let k = 0;
    for (; k < tests.length; k++) {
      const t = tests[k];
      if (t === null) { k = DYNAMIC; break; }
      if (t.test(op)) { if (!t.exact) k = DYNAMIC; break; }
    }
    table[op] = k;
  }
  return table;
}

// The table, kept in build/ by the hash of the core's source and of this file: building it tries
// each first halfword against the chain's tests, a tenth of a second at every emulator's start
// (a test session starts one per boot). Written under a temporary name, then renamed: emulators
// start side by side.
function cachedTable(source, branches) {
  const hash = crypto.createHash('sha1').update(source).update(fs.readFileSync(new URL(import.meta.url))).digest('hex');
  const dir = new URL('../../build/pico_emu/', import.meta.url);
  const file = new URL('optable-' + hash.slice(0, 16) + '.bin', dir);
  try {
    const t = fs.readFileSync(file);
    if (t.length === 65536) return new Uint8Array(t.buffer, t.byteOffset, 65536);
  } catch (e) { /* not built yet */ }
  const table = buildTable(branches);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = new URL('optable-' + hash.slice(0, 16) + '.' + process.pid + '.tmp', dir);
    fs.writeFileSync(tmp, table);
    fs.renameSync(tmp, file);
  } catch (e) { /* a read-only tree: built each time */ }
  return table;
}

// RD32 and WR32: the core's readUint32 / writeUint32 (each one call to the chip's), an aligned
// read or any write within RAM done here, as the chip's own method would do it (RAM_END is 0 when
// a peripheral sits in RAM: then every access goes to the chip)
const RAM_ACCESS = `
const RAM_BASE = 0x20000000, RAM_VIEW = globalThis.__emuMem.view, RAM_END = globalThis.__emuMem.ramEnd;
function RD32(core, address) {
  const a = address >>> 0;
  if ((a & 3) === 0 && a >= RAM_BASE && a + 3 < RAM_END) return RAM_VIEW.getUint32(a - RAM_BASE, true);
  return core.rp2040.readUint32(address);
}
function WR32(core, address, value) {
  const a = address >>> 0;
  if (a >= RAM_BASE && a + 3 < RAM_END) RAM_VIEW.setUint32(a - RAM_BASE, value, true);
  else core.rp2040.writeUint32(address, value);
}
`;

export async function installFastCore(core) {
  if (process.env.EMU_FASTCORE === '0') return false;
  const url = new URL('./cortex-m0-core.js', import.meta.resolve('rp2040js'));
  const source = fs.readFileSync(url, 'utf8');
  const parts = splitChain(source);
  globalThis.__emuOpTable = cachedTable(source, parts.branches);
  // the fetch of a first halfword from flash or RAM straight from the bytes (readUint16's own paths,
  // without its two calls); the rest as before
  const chip = core.rp2040;
  const le = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  const fetch = 'const opcode = this.readUint16(opcodePC);';
  if (le && parts.prologue.some((l) => l.trim() === fetch)) {
    globalThis.__emuMem = { flash: new Uint16Array(chip.flash.buffer, chip.flash.byteOffset, chip.flash.length >> 1),
      sram: new Uint16Array(chip.sram.buffer, chip.sram.byteOffset, chip.sram.length >> 1) };
    parts.prologue = parts.prologue.map((l) => (l.trim() === fetch ? INDENT +
      'const fo = opcodePC - 0x10000000, so = opcodePC - 0x20000000;\n' + INDENT +
      'const opcode = fo >= 0 && fo + 1 < FLASH16.length * 2 ? FLASH16[fo >> 1] : ' +
      'so >= 0 && so + 1 < SRAM16.length * 2 ? SRAM16[so >> 1] : this.readUint16(opcodePC);' : l));
  } else {
    globalThis.__emuMem = { flash: new Uint16Array(0), sram: new Uint16Array(0) };
  }
  // the opcodes the table leaves open (a test of the second halfword) go through the chain's tests
  // alone, in order, to the branch they pick: each branch's body is in the method once
  const conds = parts.branches.map((b) => b.cond);
  if (!conds.every((c) => c === null || /^[\sopcde0-9a-fA-Fxb<>=!&|()]+$/.test(c))) {
    throw new Error("a test reads more than the opcode's halfwords");
  }
  globalThis.__emuDecode = new Function('opcode', 'opcode2',
    conds.map((c, k) => (c === null ? `return ${k};` : `if (${c}) return ${k};`)).join('\n'));
  const ramOk = !chip.findPeripheral(0x20000000) && !chip.findPeripheral(0x20000000 + chip.sram.length - 4);
  globalThis.__emuMem.view = ramOk ? chip.sramView : null;
  globalThis.__emuMem.ramEnd = ramOk ? 0x20000000 + chip.sram.length : 0;
  // inside the method, the core's own small accessors written out (its getter and setter of PC are
  // the register itself; its reads and writes of memory go to the chip, RAM first)
  const inline = (l) => l.replace(/this\.PC\b/g, 'this.registers[15]')
    .replace(/this\.readUint32\(/g, 'RD32(this, ').replace(/this\.writeUint32\(/g, 'WR32(this, ');
  parts.prologue = parts.prologue.map(inline);
  parts.epilogue = parts.epilogue.map(inline);
  for (const b of parts.branches) b.body = b.body.map(inline);
  const cases = parts.branches.map((b, k) => `${INDENT}case ${k}: {\n${b.body.join('\n')}\n${INDENT}} break;`);
  const method = [...parts.prologue,
    `${INDENT}let branch = OPTABLE[opcode];`,
    `${INDENT}if (branch === 255) branch = DECODE(opcode, opcode2);`,
    `${INDENT}switch (branch) {`, ...cases,
    `${INDENT}}`, ...parts.epilogue].join('\n');
  // the same module text with the new method, its own imports made absolute (a data: module)
  const text = (parts.src.slice(0, parts.start) + method + parts.src.slice(parts.end))
    .replace(/from '(\.[^']+)'/g, (_, rel) => `from '${new URL(rel, url).href}'`)
    + '\nconst OPTABLE = globalThis.__emuOpTable, DECODE = globalThis.__emuDecode;\n'
    + 'const FLASH16 = globalThis.__emuMem.flash, SRAM16 = globalThis.__emuMem.sram;\n'
    + RAM_ACCESS;
  const mod = await import('data:text/javascript,' + encodeURIComponent(text));
  Object.getPrototypeOf(core).executeInstruction = mod.CortexM0Core.prototype.executeInstruction;
  if (ramOk) fastRamWrites(chip);
  return true;
}

// RP2040.writeUint32 looks for a peripheral before anything else, a slow lookup for the stack and
// heap writes that are most of them: RAM first (no peripheral sits at a RAM address), then as before
function fastRamWrites(chip) {
  const proto = Object.getPrototypeOf(chip);
  const RAM = 0x20000000;
  const write = proto.writeUint32;
  proto.writeUint32 = function writeUint32(address, value) {
    const off = (address >>> 0) - RAM;
    if (off >= 0 && off + 3 < this.sram.length) this.sramView.setUint32(off, value, true);
    else write.call(this, address, value);
  };
}

// MicroPython's binascii.crc32 (lib/uzlib's uzlib_crc32, the same bytes in the official v1.25.0
// build and the companion's) is the hottest loop the tests run: the install checks read the whole
// firmware or every installed file through it, half of a boot. Its byte loop runs here in one step,
// the machine left as the instructions would leave it, to the cycle: only where no clock alarm
// falls due and no interrupt waits (so nothing could have happened between two of its
// instructions), and within the run loop's batch of instructions (the console, the conditions and
// the wall clock are looked at after the same instruction as before). The last iteration of each
// step runs on the core itself, so what the loop leaves besides the CRC and the pointer (the
// scratch register, the flags) is the core's own; its cycles must be the 23 counted here.
//
//   head: cmp r3, r1 ; bne body ; pop {r4, r5, pc}
//   body: ldrb r2, [r3] ; adds r3, #1 ; eors r0, r2 ; movs r2, r0 ; ands r2, r5 ; lsls r2, #2
//         ldr r2, [r2, r4] ; lsrs r0, #4 ; eors r2, r0 ; movs r0, r2 ; ands r0, r5 ; lsls r0, #2
//         ldr r0, [r0, r4] ; lsrs r2, #4 ; eors r0, r2 ; b head
const CRC_LOOP = [0x428b, 0xd100, 0xbd30, 0x781a, 0x3301, 0x4050, 0x0002, 0x402a, 0x0092, 0x5912,
  0x0900, 0x4042, 0x0010, 0x4028, 0x0080, 0x5900, 0x0912, 0x4050, 0xe7ec];
export const CRC_INSTR = 18;   // per byte, from the head back to it
export const CRC_CYCLES = 23;  // 18, a taken bne and b (1 each), three loads from flash or RAM (1 each)

export function crcLoop(chip) {
  if (process.env.EMU_FASTCORE === '0') return null;
  const flash = new Uint16Array(chip.flash.buffer, chip.flash.byteOffset, chip.flash.length >> 1);
  const n = CRC_LOOP.length;
  let at = -1;
  for (let i = 0; i + n <= flash.length && at < 0; i++) {
    if (flash[i] !== CRC_LOOP[0]) continue;
    let k = 1;
    while (k < n && flash[i + k] === CRC_LOOP[k]) k++;
    if (k === n) at = i;
  }
  if (at < 0) return null;
  const pc = 0x10000000 + at * 2;
  const FLASH = 0x10000000, RAM = 0x20000000;
  const region = (a, len) => (a >= FLASH && a + len <= FLASH + chip.flash.length ? [chip.flash, a - FLASH]
    : a >= RAM && a + len <= RAM + chip.sram.length ? [chip.sram, a - RAM] : null);
  const tab = new Uint32Array(16);
  // run(core, maxIter): up to maxIter whole iterations (at least 2, else 0: the core goes on alone);
  // returns how many ran. The caller accounts instructions and time (CRC_INSTR, CRC_CYCLES each).
  return { pc, run(core, maxIter) {
    const r = core.registers;
    const p = r[3] >>> 0, end = r[1] >>> 0;
    let k = Math.min(maxIter, (end - p) >>> 0);
    if (k < 2 || r[5] !== 15) return 0;
    for (let j = 0; j < n; j++) if (flash[at + j] !== CRC_LOOP[j]) return 0;   // (rewritten flash)
    const data = region(p, k), table = region(r[4] >>> 0, 64);
    if (data === null || table === null || ((r[4] >>> 0) & 3)) return 0;
    const [tb, to] = table;
    for (let j = 0; j < 16; j++) tab[j] = tb[to + 4 * j] | (tb[to + 4 * j + 1] << 8) | (tb[to + 4 * j + 2] << 16) | (tb[to + 4 * j + 3] << 24);
    const [bytes, off] = data;
    let crc = r[0] >>> 0;
    for (let j = 0; j < k - 1; j++) {
      crc = (crc ^ bytes[off + j]) >>> 0;
      crc = (tab[crc & 15] ^ (crc >>> 4)) >>> 0;
      crc = (tab[crc & 15] ^ (crc >>> 4)) >>> 0;
    }
    r[0] = crc;
    r[3] = p + k - 1;
    core.cycles += (k - 1) * CRC_CYCLES;
    let c = 0;
    for (let j = 0; j < CRC_INSTR; j++) c += core.executeInstruction();
    if (c !== CRC_CYCLES || r[15] !== pc) throw new Error('crc32 loop: ' + c + ' cycles, pc ' + r[15].toString(16));
    return k;
  } };
}
