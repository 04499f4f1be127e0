// Reads Arrow IPC files with arrow-js (an implementation independent of Arrow Java) and prints, per
// file, one JSON line: rows, batches, the schema (name:type?nullable) and the table metadata. Used to
// check `replays4j export` output (issue 13): the rows must equal what replays4j reports.
// Usage: node read-arrow.js FILE_OR_DIR...   (directories: every *.arrow in them, not recursive)
'use strict';
const fs = require('fs');
const path = require('path');
const { tableFromIPC } = require('apache-arrow');

function files(args) {
  const out = [];
  for (const a of args) {
    if (fs.statSync(a).isDirectory()) {
      for (const n of fs.readdirSync(a).sort()) if (n.endsWith('.arrow')) out.push(path.join(a, n));
    } else {
      out.push(a);
    }
  }
  return out;
}

let failed = 0;
for (const f of files(process.argv.slice(2))) {
  try {
    const t = tableFromIPC(fs.readFileSync(f));
    // Touch every value once so that a malformed buffer fails here, not later in a user's notebook.
    let nulls = 0;
    for (const field of t.schema.fields) nulls += t.getChild(field.name).nullCount;
    console.log(JSON.stringify({
      file: path.basename(f),
      rows: t.numRows,
      batches: t.batches.length,
      nulls,
      schema: t.schema.fields.map((x) => `${x.name}:${x.type}${x.nullable ? '?' : ''}`),
      table: t.schema.metadata.get('replays4j.format') + '.' + t.schema.metadata.get('replays4j.table'),
    }));
  } catch (e) {
    failed++;
    console.log(JSON.stringify({ file: path.basename(f), error: String(e) }));
  }
}
process.exitCode = failed ? 1 : 0;
