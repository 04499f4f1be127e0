// The loop the peer scripts share: for each file named on the command line (a directory stands for
// its files ending in `ext`, sorted, not recursive) print one JSON line, `{file, ...summarize(f)}`,
// or `{file, error}` when summarizing it throws; the exit code is 1 when any file failed.
'use strict';
const fs = require('fs');
const path = require('path');

function files(args, ext) {
  const out = [];
  for (const a of args) {
    if (fs.statSync(a).isDirectory()) {
      for (const n of fs.readdirSync(a).sort()) if (n.endsWith(ext)) out.push(path.join(a, n));
    } else {
      out.push(a);
    }
  }
  return out;
}

// `name(f)` is how a line names its file (the path as given, or its base name).
function printEach(args, ext, name, summarize) {
  let failed = 0;
  for (const f of files(args, ext)) {
    let line;
    try {
      line = JSON.stringify({ file: name(f), ...summarize(f) });
    } catch (e) {
      failed++;
      line = JSON.stringify({ file: name(f), error: String(e) });
    }
    console.log(line);
  }
  process.exitCode = failed ? 1 : 0;
}

module.exports = { printEach };
