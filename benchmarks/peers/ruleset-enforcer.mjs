// What a tournament organiser does with slp-enforcer to check a folder of games against the Melee
// controller ruleset: for each .slp file (files or directories, not recursive), parse it once
// (SlpGame), then for every player of the game settings run analyzePlayer, plus isHandwarmer; one
// JSON line per game (or its error). Used by ../ruleset.sh to time `replays4j ruleset --json`.
//
//   node ruleset-enforcer.mjs PEER_DIR PATH...
// PEER_DIR holds node_modules/slp-enforcer (installed by ../ruleset.sh).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [peerDir, ...paths] = process.argv.slice(2);
const pkg = join(peerDir, 'node_modules', 'slp-enforcer');
const enforcer = await import(pathToFileURL(join(pkg, 'dist', 'index.js')).href);
await enforcer.default(readFileSync(join(pkg, 'pkg', 'web', 'libenforcer_wasm_bg.wasm')));

const files = [];
for (const p of paths) {
  if (statSync(p).isDirectory()) {
    for (const f of readdirSync(p).sort()) if (f.endsWith('.slp')) files.push(join(p, f));
  } else {
    files.push(p);
  }
}
const out = [];
for (const file of files) {
  let game;
  try {
    game = new enforcer.SlpGame(readFileSync(file));
    const settings = game.getGameSettings();
    const players = settings.players.map((p) => ({
      index: p.playerIndex,
      analysis: game.analyzePlayer(p.playerIndex),
    }));
    out.push(JSON.stringify({ file, handwarmer: game.isHandwarmer(), players }));
  } catch (e) {
    out.push(JSON.stringify({ file, error: String(e) }));
  } finally {
    if (game) game.free();
  }
}
process.stdout.write(out.join('\n') + '\n');
