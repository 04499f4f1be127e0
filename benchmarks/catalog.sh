#!/usr/bin/env bash
# Whole-process timings of `replays4j index` (the SQLite catalog, docs/catalog.md).
#
#   benchmarks/catalog.sh [-s SHARED_DIR] [-n FILES] [-g GAMES] [-t THREADS]
#
# Over the reference corpus (SHARED_DIR/corpus/<format>; default: the directory the tests read,
# next to the clone, or $REPLAYS4J_SHARED):
#   1. first index of the corpus vs `export` of the same tables (one export run per table name,
#      as a user without the catalog would run them): wall and CPU time of each, and the ratio;
#   2. first index of GAMES (default 1,000) distinct Slippi games: copies of the Slippi corpus, each
#      with the year of its metadata's start time changed so that no copy has another's content
#      (the catalog would copy a twin's rows instead of decoding it): games per second (tables,
#      stocks, combos, conversions and participants included), so that JVM start-up does not
#      dominate;
#   3. FILES (default 10,000) files made by copying the corpus under other names: first index
#      with -Xmx256m (memory bounded by the batch, not the collection), then the re-run over the
#      unchanged collection (no file is opened), both whole process.
# Runs the launcher (./replays4j) as a user does. Prints one line per measurement; the timing
# uses bash's `time` (wall = real, CPU = user + sys).
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
FILES=10000
GAMES=1000
THREADS=$(nproc)
options "s:SHARED n:FILES g:GAMES t:THREADS" "$@"
CORPUS="$SHARED/corpus"
[[ -d "$CORPUS" ]] || { echo "no corpus at $CORPUS (-s SHARED_DIR)" >&2; exit 2; }
build
workdir
TIMEFORMAT='%R %U %S'

# run NAME CMD…: runs CMD with its output discarded, prints NAME wall cpu and the 1-minute load after it
run() {
  local name=$1
  shift
  local t
  local rc=0
  t=$({ time "$@" >/dev/null 2>"$WORK/last.err"; } 2>&1) || rc=$?
  # exit 1 = some files failed (recorded in the catalog); anything else is a failed run
  if ((rc > 1)) || grep -q 'Exception\|OutOfMemoryError' "$WORK/last.err"; then
    echo "$name failed:" >&2
    cat "$WORK/last.err" >&2
    exit 1
  fi
  t=$(tail -n 1 <<<"$t")
  read -r real user sys <<<"$t"
  printf '%-44s wall %7.2f s  cpu %7.2f s  load %s\n' "$name" "$real" "$(echo "$user + $sys" | bc)" \
    "$(cut -d' ' -f1 /proc/loadavg)"
  LAST_WALL=$real
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, threads $THREADS"

# The summary-level tables of the catalog (every table but the per-frame/command/input ones).
TABLES=(games players stocks conversions combos replays chat build_orders recordings captures
  matches)
FORMATS=(slippi screp teehistorian soku butter)
INPUTS=()
for f in "${FORMATS[@]}"; do [[ -d "$CORPUS/$f" ]] && INPUTS+=("$CORPUS/$f"); done
N=$(find "${INPUTS[@]}" -type f ! -name 'MANIFEST*' ! -name '.*' | wc -l)

# 1. first index vs export of the same tables
EXPORT_WALL=0
EXPORT_CPU=0
for t in "${TABLES[@]}"; do
  out=$({ time "$R4J" export --no-progress -t "$THREADS" --table "$t" --to csv \
    -o "$WORK/export" "${INPUTS[@]}" >/dev/null 2>&1; } 2>&1 || true)
  read -r real user sys <<<"$out"
  EXPORT_WALL=$(echo "$EXPORT_WALL + $real" | bc)
  EXPORT_CPU=$(echo "$EXPORT_CPU + $user + $sys" | bc)
done
printf '%-44s wall %7.2f s  cpu %7.2f s  load %s\n' "export ${#TABLES[@]} tables of $N files (csv)" \
  "$EXPORT_WALL" "$EXPORT_CPU" "$(cut -d' ' -f1 /proc/loadavg)"
run "index $N corpus files (first run)" "$R4J" index --no-progress -t "$THREADS" \
  --db "$WORK/corpus.db" "${INPUTS[@]}"
printf '%-44s %.2f (export wall / index wall)\n' "index throughput relative to export" \
  "$(echo "scale=4; $EXPORT_WALL / $LAST_WALL" | bc)"
run "index $N corpus files (re-run)" "$R4J" index --no-progress -t "$THREADS" \
  --db "$WORK/corpus.db" "${INPUTS[@]}"

# 2. Slippi games per second, over GAMES distinct games
# shellcheck source=lib/copies.sh
source "$ROOT/benchmarks/lib/copies.sh"
distinct_games "$WORK/slippi" "$GAMES" "$CORPUS/slippi"
S=$DISTINCT
run "index $S Slippi games (first run)" "$R4J" index --no-progress -t "$THREADS" \
  --db "$WORK/slippi.db" "$WORK/slippi"
printf '%-44s %.0f games/s (whole process, JVM start included)\n' "Slippi" \
  "$(echo "scale=4; $S / $LAST_WALL" | bc)"
rm -rf "$WORK/slippi"

# 3. FILES copies: first index with a 256 MB heap, then the unchanged re-run
copies "$WORK/many" "$FILES" "${INPUTS[@]}"
run "index $FILES files, -Xmx256m (first run)" env REPLAYS4J_JAVA_OPTS=-Xmx256m "$R4J" index --no-progress \
  -t "$THREADS" --db "$WORK/many.db" "$WORK/many"
run "index $FILES unchanged files (re-run)" "$R4J" index --no-progress \
  -t "$THREADS" --db "$WORK/many.db" "$WORK/many"
run "index $FILES unchanged files, -Xmx256m" env REPLAYS4J_JAVA_OPTS=-Xmx256m "$R4J" index --no-progress \
  -t "$THREADS" --db "$WORK/many.db" "$WORK/many"
echo "catalog size: $(du -h "$WORK/many.db" | cut -f1) for $FILES files; corpus catalog $(du -h "$WORK/corpus.db" | cut -f1)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
