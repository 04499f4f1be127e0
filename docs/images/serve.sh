#!/usr/bin/env bash
# Regenerates the screenshots of docs/serve.md: indexes the repository's testdata/ into a temporary
# catalog, starts `replays4j serve` on it and photographs pages with headless Chromium.
#
#   docs/images/serve.sh        (needs /usr/bin/chromium: apt-get install chromium)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../benchmarks/lib/common.sh"
OUT="$ROOT/docs/images"
workdir
"$R4J" index --no-progress --db "$WORK/testdata.db" "$ROOT/testdata" >/dev/null || true
serve "$WORK/testdata.db"
shot() { # NAME PATH HEIGHT
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="1280,$3" \
    --screenshot="$OUT/$1" "$BASE$2" 2>/dev/null
}
shot serve-games.png "/games" 900
GAME=$("$R4J" query --db "$WORK/testdata.db" --csv \
  "SELECT id FROM files WHERE path LIKE '%/netplay-3.18-rollback.slp'" | sed -n 2p)
shot serve-game.png "/games/$GAME" 1400
echo "wrote $OUT/serve-games.png and $OUT/serve-game.png"
