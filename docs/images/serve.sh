#!/usr/bin/env bash
# Regenerates the screenshots of docs/serve.md: indexes the repository's testdata/ into a temporary
# catalog, starts `replays4j serve` on it and photographs pages with headless Chromium.
#
#   docs/images/serve.sh        (needs /usr/bin/chromium: apt-get install chromium)
set -euo pipefail
ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/docs/images"
R4J="$ROOT/replays4j"
WORK="$(mktemp -d)"
SERVER=""
cleanup() {
  [[ -n "$SERVER" ]] && kill "$SERVER" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
"$R4J" index --no-progress --db "$WORK/testdata.db" "$ROOT/testdata" >/dev/null || true
"$R4J" serve --db "$WORK/testdata.db" --port 0 >"$WORK/serve.out" 2>&1 &
SERVER=$!
for _ in $(seq 100); do
  grep -q ' at http' "$WORK/serve.out" 2>/dev/null && break
  sleep 0.1
done
BASE=$(grep -o 'http://[^ ]*' "$WORK/serve.out" | head -n 1)
BASE=${BASE%/}
shot() { # NAME PATH HEIGHT
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="1280,$3" \
    --screenshot="$OUT/$1" "$BASE$2" 2>/dev/null
}
shot serve-games.png "/games" 900
GAME=$("$R4J" query --db "$WORK/testdata.db" --csv \
  "SELECT id FROM files WHERE path LIKE '%/netplay-3.18-rollback.slp'" | sed -n 2p)
shot serve-game.png "/games/$GAME" 1400
echo "wrote $OUT/serve-games.png and $OUT/serve-game.png"
