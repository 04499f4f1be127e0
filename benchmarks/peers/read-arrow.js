// Reads Arrow IPC files with arrow-js (an implementation independent of Arrow Java) and prints, per
// file, one JSON line: rows, batches, the schema (name:type?nullable) and the table metadata. Used to
// check `replays4j export` output: the rows must equal what replays4j reports.
// Usage: node read-arrow.js FILE_OR_DIR...   (directories: every *.arrow in them, not recursive)
'use strict';
const fs = require('fs');
const path = require('path');
const { tableFromIPC } = require('apache-arrow');
const { printEach } = require('./each-file');

printEach(process.argv.slice(2), '.arrow', (f) => path.basename(f), (f) => {
  const t = tableFromIPC(fs.readFileSync(f));
  // Touch every value once so that a malformed buffer fails here, not later in a user's notebook.
  let nulls = 0;
  for (const field of t.schema.fields) nulls += t.getChild(field.name).nullCount;
  return {
    rows: t.numRows,
    batches: t.batches.length,
    nulls,
    schema: t.schema.fields.map((x) => `${x.name}:${x.type}${x.nullable ? '?' : ''}`),
    table: t.schema.metadata.get('replays4j.format') + '.' + t.schema.metadata.get('replays4j.table'),
  };
});
