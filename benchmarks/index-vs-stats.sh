#!/usr/bin/env bash
# What a first `replays4j index` costs against `replays4j stats` over the same files, whole process,
# in one run (docs/performance.md, "Catalog").
#
#   benchmarks/index-vs-stats.sh [-s SHARED_DIR] [-r ROUNDS] [-t THREADS] [-g GAMES] [DIR…]
#
# DIR… default to the Slippi folders of the reference corpus (SHARED_DIR/corpus/slippi and
# slippi-ruleset; SHARED_DIR defaults to the directory the tests read, next to the clone, or
# $REPLAYS4J_SHARED). ROUNDS (default 5) alternating rounds of: `index` into a new catalog, then
# `stats`, then `ruleset` over the same folders, all with -t THREADS (default 1), then `formats` (a
# JVM start that reads no file). With -g, the rounds run over GAMES distinct Slippi games made from
# the .slp files of the DIRs as benchmarks/catalog.sh makes them (each copy with another start year,
# so none is another's twin), in the work folder (under $TMPDIR), to see how the ratio goes as the
# catalog's fixed start weighs less. Runs the launcher (./replays4j) as a user does. Prints each round
# (wall and CPU = user + sys, load after it), then the medians, the games per CPU second of the
# index, the ratios index / stats of CPU and of wall time, and index / (stats + ruleset - formats)
# of CPU: the index also runs the ruleset analysis of every Slippi game (its slippi_ruleset table),
# which `stats` does not, so the second ratio sets it against both analyses with one JVM start
# (stats and ruleset each decode every game, so it counts one decode more than the index does).
# CPU time is the figure to read on a loaded machine: wall time there measures the queue.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
ROUNDS=5
THREADS=1
COPIES=""
options "s:SHARED r:ROUNDS t:THREADS g:COPIES" "$@"
DIRS=("${ARGS[@]}")
if ((${#DIRS[@]} == 0)); then
  for d in "$SHARED/corpus/slippi" "$SHARED/corpus/slippi-ruleset"; do [[ -d "$d" ]] && DIRS+=("$d"); done
fi
((${#DIRS[@]} > 0)) || { echo "no input folders (-s SHARED_DIR, or DIR…)" >&2; exit 2; }
build
workdir
if [[ -n "$COPIES" ]]; then
  # shellcheck source=lib/copies.sh
  source "$ROOT/benchmarks/lib/copies.sh"
  distinct_games "$WORK/games" "$COPIES" "${DIRS[@]}"
  DIRS=("$WORK/games")
fi
TIMEFORMAT='%R %U %S'
GAMES=$(find "${DIRS[@]}" -type f ! -name 'MANIFEST*' ! -name '.*' | wc -l)

# timed NAME CMD…: runs CMD (output discarded); prints the round's line, appends "wall cpu" to NAME
timed() {
  local name=$1 t rc=0
  shift
  t=$({ time "$@" >/dev/null 2>"$WORK/last.err"; } 2>&1) || rc=$?
  if ((rc > 1)) || grep -q 'Exception\|OutOfMemoryError' "$WORK/last.err"; then
    echo "$name failed:" >&2
    cat "$WORK/last.err" >&2
    exit 1
  fi
  read -r real user sys <<<"$(tail -n 1 <<<"$t")"
  local cpu
  cpu=$(echo "$user + $sys" | bc)
  echo "$real $cpu" >>"$WORK/$name"
  printf '  %-6s wall %6.2f s  cpu %6.2f s  load %s\n' "$name" "$real" "$cpu" "$(cut -d' ' -f1 /proc/loadavg)"
}

# column FILE N: the median of column N of FILE
column() { cut -d' ' -f"$2" "$1" | median; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores; $GAMES files, -t $THREADS"
for ((i = 1; i <= ROUNDS; i++)); do
  echo "round $i"
  rm -f "$WORK/x.db" "$WORK/x.db-wal" "$WORK/x.db-shm"
  timed index "$R4J" index --no-progress -t "$THREADS" --db "$WORK/x.db" "${DIRS[@]}"
  timed stats "$R4J" stats -t "$THREADS" "${DIRS[@]}"
  timed rules "$R4J" ruleset --no-progress -t "$THREADS" "${DIRS[@]}"
  timed start "$R4J" formats
done
IW=$(column "$WORK/index" 1); IC=$(column "$WORK/index" 2)
SW=$(column "$WORK/stats" 1); SC=$(column "$WORK/stats" 2)
printf 'median index  wall %6.2f s  cpu %6.2f s (%.0f files per CPU second, JVM start included)\n' \
  "$IW" "$IC" "$(echo "scale=4; $GAMES / $IC" | bc)"
RC=$(column "$WORK/rules" 2); JC=$(column "$WORK/start" 2)
printf 'median stats  wall %6.2f s  cpu %6.2f s\n' "$SW" "$SC"
printf 'median rules  cpu %6.2f s (ruleset); start cpu %6.2f s (formats: a JVM start, no file read)\n' "$RC" "$JC"
printf 'index / stats: cpu %.2f, wall %.2f\n' "$(echo "scale=4; $IC / $SC" | bc)" "$(echo "scale=4; $IW / $SW" | bc)"
printf 'index / (stats + ruleset - formats): cpu %.2f\n' "$(echo "scale=4; $IC / ($SC + $RC - $JC)" | bc)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
