// What a user does with slippi-js to summarise replays: for each .slp file given (files or
// directories, not recursive), read the settings (Game Start), the metadata and the latest frame, and
// print one JSON line. Used by ../cli-wall.sh to compare with `replays4j inspect --json` (issue 16).
'use strict';
const fs = require('fs');
const path = require('path');
const { SlippiGame } = require('@slippi/slippi-js/node');

function files(args) {
  const out = [];
  for (const a of args) {
    if (fs.statSync(a).isDirectory()) {
      for (const n of fs.readdirSync(a).sort()) if (n.endsWith('.slp')) out.push(path.join(a, n));
    } else {
      out.push(a);
    }
  }
  return out;
}

let failed = 0;
for (const f of files(process.argv.slice(2))) {
  try {
    const game = new SlippiGame(f);
    const settings = game.getSettings();
    const metadata = game.getMetadata();
    const latest = game.getLatestFrame();
    process.stdout.write(JSON.stringify({
      file: f,
      version: settings ? settings.slpVersion : null,
      stageId: settings ? settings.stageId : null,
      players: settings ? settings.players.map((p) => ({ port: p.port, characterId: p.characterId })) : [],
      metadata,
      lastFrame: latest ? latest.frame : null,
    }) + '\n');
  } catch (e) {
    failed++;
    process.stdout.write(JSON.stringify({ file: f, error: String(e) }) + '\n');
  }
}
process.exitCode = failed ? 1 : 0;
