// slippi-js's full frame model over a folder, timed per pass, for ../first-pass-peers.sh: every
// .slp file of the folder in name order, `new SlippiGame(path).getFrames()` for each, PASSES times
// (default 10) in this one process. Prints one line per pass,
//   pass N wall_ms W cpu_ms C user_ms U sys_ms S failed F
// where CPU is the whole process's (process.cpuUsage(): the script, V8's compilers and its GC
// threads) and wall is process.hrtime around the loop. Pass 1 in a fresh process is the cold pass.
//
//   node getframes-pass.js DIR [PASSES]
'use strict';
const fs = require('fs');
const path = require('path');
const { SlippiGame } = require('@slippi/slippi-js/node');

const dir = process.argv[2];
const passes = Number(process.argv[3] || 10);
if (!dir || !(passes >= 1)) {
  console.error('usage: node getframes-pass.js DIR [PASSES]');
  process.exit(2);
}
const files = fs.readdirSync(dir).filter((n) => n.endsWith('.slp')).sort().map((n) => path.join(dir, n));
let bytes = 0;
for (const f of files) bytes += fs.statSync(f).size;
console.log(`# getframes-pass: ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB, ${passes} passes, node ${process.version}`);

let sink = null;
for (let p = 1; p <= passes; p++) {
  let failed = 0;
  const c0 = process.cpuUsage();
  const w0 = process.hrtime.bigint();
  for (const f of files) {
    try {
      sink = new SlippiGame(f).getFrames();
    } catch (e) {
      failed++;
    }
  }
  const wall = Number(process.hrtime.bigint() - w0) / 1e6;
  const c = process.cpuUsage(c0);
  const user = c.user / 1e3;
  const sys = c.system / 1e3;
  console.log(`pass ${p} wall_ms ${wall.toFixed(2)} cpu_ms ${(user + sys).toFixed(2)} user_ms ${user.toFixed(2)} sys_ms ${sys.toFixed(2)} failed ${failed}`);
}
if (sink === undefined) console.log('');
