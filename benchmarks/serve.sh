#!/usr/bin/env bash
# Time of every route of `replays4j serve` (docs/serve.md) over a catalog of FILES files.
#
#   benchmarks/serve.sh [-s SHARED_DIR] [-n FILES] [-r RUNS] [-d CATALOG]
#
# Builds the catalog as benchmarks/catalog.sh does (FILES copies of the reference corpus under
# SHARED_DIR/corpus, indexed with `replays4j index`), or uses CATALOG (-d) when given, starts
# `replays4j serve` on a free loopback port, warms each route up with 5 requests, then requests it
# RUNS times (default 20) and prints the median and the slowest time to the last byte (curl's
# time_total over loopback: the server's time plus well under a millisecond), with the 1-minute
# load after each route.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
FILES=10000
RUNS=20
DB=""
options "s:SHARED n:FILES r:RUNS d:DB" "$@"
build
workdir

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
if [[ -z "$DB" ]]; then
  CORPUS="$SHARED/corpus"
  [[ -d "$CORPUS" ]] || { echo "no corpus at $CORPUS (-s SHARED_DIR, or -d CATALOG)" >&2; exit 2; }
  INPUTS=()
  for f in slippi screp teehistorian soku butter; do [[ -d "$CORPUS/$f" ]] && INPUTS+=("$CORPUS/$f"); done
  # shellcheck source=lib/copies.sh
  source "$ROOT/benchmarks/lib/copies.sh"
  copies "$WORK/many" "$FILES" "${INPUTS[@]}"
  DB="$WORK/many.db"
  "$R4J" index --no-progress --db "$DB" "$WORK/many" >/dev/null || true
fi

serve "$DB"

q() { "$R4J" query --db "$DB" --csv "$1" | sed -n 2p | tr -d '\r"'; }
FILES_N=$(q "SELECT count(*) FROM files")
GAME=$(q "SELECT id FROM files WHERE status = 'ok' AND format = 'screp' ORDER BY id DESC LIMIT 1")
[[ -z "$GAME" ]] && GAME=$(q "SELECT id FROM files WHERE status = 'ok' ORDER BY id DESC LIMIT 1")
FORMAT=$(q "SELECT format FROM files WHERE id = $GAME")
PLAYER=$(q "SELECT name FROM catalog_participants WHERE name IS NOT NULL AND format = '$FORMAT' GROUP BY name ORDER BY count(*) DESC LIMIT 1")
CHARACTER=$(q "SELECT character FROM catalog_participants WHERE character IS NOT NULL GROUP BY character ORDER BY count(*) DESC LIMIT 1")
MAP=$(q "SELECT map_name FROM screp_replays WHERE map_name <> '' LIMIT 1")
enc() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$1"; }
echo "catalog: $FILES_N files; game $GAME ($FORMAT), player '$PLAYER', character '$CHARACTER', map '$MAP'"

# The collection page draws the collection's pictures on its first request and keeps them until
# the catalog changes: that first request, timed alone.
start=$(date +%s%N)
curl -s -o /dev/null "$BASE/collection?page=2"
printf '%-40s %6.1f ms (then kept until the catalog changes)\n' "collection pictures, first drawing" \
  "$(echo "($(date +%s%N) - $start) / 1000000" | bc -l)"

# route NAME PATH: median and slowest of RUNS requests after 5 warm-up ones
route() {
  local name=$1 path=$2 t code
  for _ in 1 2 3 4 5; do curl -s -o /dev/null "$BASE$path"; done
  : >"$WORK/times"
  for _ in $(seq "$RUNS"); do
    read -r code t < <(curl -s -o /dev/null -w '%{http_code} %{time_total}\n' "$BASE$path")
    [[ "$code" == 200 ]] || { echo "$name: HTTP $code for $path" >&2; exit 1; }
    echo "$t" >>"$WORK/times"
  done
  sort -n "$WORK/times" | awk -v n="$name" -v l="$(cut -d' ' -f1 /proc/loadavg)" \
    '{ a[NR] = $1 } END { printf "%-40s median %6.1f ms  max %6.1f ms  load %s\n", n, a[int((NR + 1) / 2)] * 1000, a[NR] * 1000, l }'
}

route "games list (default: by date)" "/games"
route "games list, page 50" "/games?page=50"
route "games list, by path" "/games?sort=path"
route "games list, format" "/games?format=$FORMAT"
route "games list, status partial" "/games?status=partial"
route "games list, player" "/games?player=$(enc "$PLAYER")"
route "games list, character" "/games?character=$(enc "$CHARACTER")"
[[ -n "$MAP" ]] && route "games list, map" "/games?map=$(enc "$MAP")"
route "games list, date range" "/games?from=2000-01-01&to=2030-12-31"
route "games list, all filters" "/games?format=$FORMAT&player=$(enc "$PLAYER")&from=2000-01-01&to=2030-12-31"
route "game page" "/games/$GAME"
route "player page" "/player?format=$FORMAT&name=$(enc "$PLAYER")"
route "collection page" "/collection"
route "api: games" "/api/games"
route "api: games, player" "/api/games?player=$(enc "$PLAYER")"
route "api: game" "/api/games/$GAME"
route "api: player" "/api/player?format=$FORMAT&name=$(enc "$PLAYER")"
route "api: collection" "/api/collection"
route "api: openapi.json" "/api/openapi.json"
route "download: players.arrow" "/games/$GAME/tables/players.arrow"
route "download: players.csv" "/games/$GAME/tables/players.csv"
# Pictures: a game page draws its game's pictures on its first request (then keeps them), so the
# figure that matters is the first request of a game never shown: the page and all its pictures.
pics() { curl -s "$BASE/api/games/$1" | python3 -c 'import json, sys; print(" ".join(json.load(sys.stdin)["pictures"]))'; }
mapfile -t PGAMES < <("$R4J" query --db "$DB" --csv \
  "SELECT id FROM files WHERE status = 'ok' AND format = 'slippi' ORDER BY id LIMIT 8" | tail -n +2 | tr -d '\r"')
# CPU time of the server process so far, in ms (utime + stime of /proc/PID/stat, in clock ticks)
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%d", ($14 + $15) * 1000 / hz }' "/proc/$SERVER/stat"; }
for g in "${PGAMES[@]}"; do
  c0=$(cpu_ms)
  start=$(date +%s%N)
  curl -s -o /dev/null "$BASE/games/$g"
  n=0
  for p in $(pics "$g"); do curl -s -o /dev/null "$BASE/games/$g/pictures/$p.svg"; n=$((n + 1)); done
  end=$(date +%s%N)
  printf '%-40s first page + %d pictures %6.1f ms (server cpu %d ms)  load %s\n' \
    "game $g (slippi), never shown" "$n" "$(echo "($end - $start) / 1000000" | bc -l)" \
    $(($(cpu_ms) - c0)) "$(cut -d' ' -f1 /proc/loadavg)"
done
if ((${#PGAMES[@]} > 0)); then
  P=$(pics "${PGAMES[0]}" | cut -d' ' -f1)
  [[ -n "$P" ]] && route "game picture $P.svg (drawn before)" "/games/${PGAMES[0]}/pictures/$P.svg"
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
