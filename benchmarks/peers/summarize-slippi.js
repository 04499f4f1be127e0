// What a user does with slippi-js to summarise replays: for each .slp file given (files or
// directories, not recursive), read the settings (Game Start), the metadata and the latest frame, and
// print one JSON line. Used by ../cli-wall.sh to compare with `replays4j inspect --json`.
'use strict';
const { SlippiGame } = require('@slippi/slippi-js/node');
const { printEach } = require('./each-file');

printEach(process.argv.slice(2), '.slp', (f) => f, (f) => {
  const game = new SlippiGame(f);
  const settings = game.getSettings();
  const metadata = game.getMetadata();
  const latest = game.getLatestFrame();
  return {
    version: settings ? settings.slpVersion : null,
    stageId: settings ? settings.stageId : null,
    players: settings ? settings.players.map((p) => ({ port: p.port, characterId: p.characterId })) : [],
    metadata,
    lastFrame: latest ? latest.frame : null,
  };
});
