#!/usr/bin/env bash
# Whole-process wall time of `replays4j ruleset` against slp-enforcer 2.3.3 on the same folder.
#
#   benchmarks/ruleset.sh [-n RUNS] [-c CPU_LIST] [-t THREADS] [-x COPIES] [DIR…]
#
# Runs both RUNS times (default 7), interleaved (ABAB…, so drifting load hits both alike), and
# prints for each the median and best wall time and the median CPU time (user + sys), then the
# ratio of the medians, with the machine load (uptime) before and after. DIR defaults to the shared
# ruleset corpus (corpus/slippi-ruleset in the directory `shared` beside the clone).
# Each is also run on an empty folder: its start floor (the runtime starting and loading the
# program: the JVM and the format registry, node and the WebAssembly module), and the ratio of the
# medians less the floors is printed too: the time each takes for the games themselves.
# -t THREADS is passed to replays4j (default: one per core; the node script is single-threaded);
# -x COPIES runs on a folder holding every game of DIR that many times (copied under other names
# into a temporary folder), a bracket-sized folder.
#   r4j       ./replays4j ruleset --json over DIR (the launcher: its JVM options and class-data archive)
#   enforcer  node benchmarks/peers/ruleset-enforcer.mjs over DIR: slp-enforcer 2.3.3 (Rust compiled
#             to WebAssembly), SlpGame + analyzePlayer for every player + isHandwarmer, per game
# slp-enforcer is installed with npm into benchmarks/ruleset-peer (ignored by git) when missing;
# without node or npm the script says so and times replays4j alone. -c pins every process to
# CPU_LIST with taskset.
set -euo pipefail

ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUNS=7
CPUS=""
THREADS=""
COPIES=1
while getopts "n:c:t:x:" o; do
  case $o in
    n) RUNS=$OPTARG ;;
    c) CPUS=$OPTARG ;;
    t) THREADS="-t $OPTARG" ;;
    x) COPIES=$OPTARG ;;
    *) sed -n '2,24p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
DIRS=("$@")
[[ ${#DIRS[@]} == 0 ]] && DIRS=("$ROOT/../shared/corpus/slippi-ruleset")
for d in "${DIRS[@]}"; do
  [[ -e "$d" ]] || { echo "ruleset.sh: $d not found" >&2; exit 2; }
done
PIN=()
[[ -n "$CPUS" ]] && PIN=(taskset -c "$CPUS")
PEER="$ROOT/benchmarks/ruleset-peer"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
EMPTY="$TMP/empty"
mkdir "$EMPTY"
if ((COPIES > 1)); then
  source "$ROOT/benchmarks/lib/copies.sh"
  n=$(find "${DIRS[@]}" -maxdepth 1 -name '*.slp' | wc -l)
  # (under 1,000 files copies() writes one folder, 0/)
  copies "$TMP/copies" $((n * COPIES)) "${DIRS[@]}"
  DIRS=("$TMP/copies"/*)
fi

# Build the CLI (and its class-data archive) before timing anything.
"$ROOT/replays4j" formats >/dev/null

ORDER=(r4j)
declare -A CMD
CMD[r4j]="$ROOT/replays4j ruleset --json --no-progress $THREADS"
if command -v node >/dev/null && command -v npm >/dev/null; then
  if [[ ! -d "$PEER/node_modules/slp-enforcer" ]]; then
    echo "installing slp-enforcer@2.3.3 into $PEER ..." >&2
    mkdir -p "$PEER"
    npm install --prefix "$PEER" --no-audit --no-fund --silent slp-enforcer@2.3.3 >&2
  fi
  CMD[enforcer]="node $ROOT/benchmarks/peers/ruleset-enforcer.mjs $PEER"
  ORDER+=(enforcer)
else
  echo "ruleset.sh: node or npm not found: slp-enforcer skipped, replays4j timed alone" >&2
fi

files=0
bytes=0
for d in "${DIRS[@]}"; do
  while IFS= read -r -d '' f; do
    files=$((files + 1))
    bytes=$((bytes + $(stat -c %s "$f")))
  done < <(find "$d" -maxdepth 1 -name '*.slp' -print0)
done

declare -A WALL CPU FLOOR FLOORCPU
TIMEFORMAT='%R %U %S'
timed() { # variant, folders…: appends the wall and CPU time of one run to $2 and $3
  local t real user sys
  t=$({ time "${PIN[@]}" bash -c "${CMD[$1]} ${*:4}" >/dev/null 2>&1; } 2>&1)
  read -r real user sys <<<"$t"
  eval "$2[$1]+=\"$real \""
  eval "$3[$1]+=\"$(echo "$user + $sys" | bc) \""
}
echo "load before: $(uptime)"
for ((i = 0; i < RUNS; i++)); do
  for v in "${ORDER[@]}"; do
    timed "$v" WALL CPU "${DIRS[@]}"
    timed "$v" FLOOR FLOORCPU "$EMPTY"
  done
done
echo "load after:  $(uptime)"

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
best() { tr ' ' '\n' | grep -v '^$' | sort -g | head -1; }
echo "$files games, $bytes bytes, $RUNS runs each, interleaved${CPUS:+, pinned to CPU $CPUS}${THREADS:+, replays4j $THREADS}"
printf '%-9s %10s %10s %12s %14s %16s\n' variant median_s best_s median_cpu_s floor_median_s floor_median_cpu_s
for v in "${ORDER[@]}"; do
  printf '%-9s %10s %10s %12s %14s %16s\n' "$v" "$(median <<<"${WALL[$v]}")" "$(best <<<"${WALL[$v]}")" \
    "$(median <<<"${CPU[$v]}")" "$(median <<<"${FLOOR[$v]}")" "$(median <<<"${FLOORCPU[$v]}")"
done
if [[ -n "${WALL[enforcer]:-}" ]]; then
  r=$(median <<<"${WALL[r4j]}")
  e=$(median <<<"${WALL[enforcer]}")
  rf=$(median <<<"${FLOOR[r4j]}")
  ef=$(median <<<"${FLOOR[enforcer]}")
  echo "replays4j is $(echo "scale=2; $e / $r" | bc)x faster than slp-enforcer (median wall time)"
  echo "and $(echo "scale=2; ($e - $ef) / ($r - $rf)" | bc)x on the games alone (median wall time less the start floor)"
fi
