#!/usr/bin/env bash
# Whole-process wall time of `replays4j ruleset` against slp-enforcer 2.3.3 on the same folder.
#
#   benchmarks/ruleset.sh [-n RUNS] [-c CPU_LIST] [DIR…]
#
# Runs both RUNS times (default 7), interleaved (ABAB…, so drifting load hits both alike), and
# prints for each the median and best wall time and the median CPU time (user + sys), then the
# ratio of the medians, with the machine load (uptime) before and after. DIR defaults to the shared
# ruleset corpus (corpus/slippi-ruleset in the directory `shared` beside the clone).
#   r4j       ./replays4j ruleset --json over DIR (the launcher: its JVM options and class-data archive)
#   enforcer  node benchmarks/peers/ruleset-enforcer.mjs over DIR: slp-enforcer 2.3.3 (Rust compiled
#             to WebAssembly), SlpGame + analyzePlayer for every player + isHandwarmer, per game
# slp-enforcer is installed with npm into benchmarks/ruleset-peer (ignored by git) when missing;
# without node or npm the script says so and times replays4j alone. -c pins every process to
# CPU_LIST with taskset.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
RUNS=7
CPUS=""
options "n:RUNS c:CPUS" "$@"
DIRS=("${ARGS[@]}")
[[ ${#DIRS[@]} == 0 ]] && DIRS=("$SHARED/corpus/slippi-ruleset")
for d in "${DIRS[@]}"; do
  [[ -e "$d" ]] || { echo "ruleset.sh: $d not found" >&2; exit 2; }
done
PIN=()
[[ -n "$CPUS" ]] && PIN=(taskset -c "$CPUS")
PEER="$ROOT/benchmarks/ruleset-peer"

build

ORDER=(r4j)
declare -A CMD
CMD[r4j]="$ROOT/replays4j ruleset --json --no-progress ${DIRS[*]}"
if command -v node >/dev/null && command -v npm >/dev/null; then
  if [[ ! -d "$PEER/node_modules/slp-enforcer" ]]; then
    echo "installing slp-enforcer@2.3.3 into $PEER ..." >&2
    mkdir -p "$PEER"
    npm install --prefix "$PEER" --no-audit --no-fund --silent slp-enforcer@2.3.3 >&2
  fi
  CMD[enforcer]="node $ROOT/benchmarks/peers/ruleset-enforcer.mjs $PEER ${DIRS[*]}"
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

declare -A WALL CPU
TIMEFORMAT='%R %U %S'
echo "load before: $(uptime)"
for ((i = 0; i < RUNS; i++)); do
  for v in "${ORDER[@]}"; do
    t=$({ time "${PIN[@]}" bash -c "${CMD[$v]}" >/dev/null 2>&1; } 2>&1)
    read -r real user sys <<<"$t"
    WALL[$v]+="$real "
    CPU[$v]+="$(echo "$user + $sys" | bc) "
  done
done
echo "load after:  $(uptime)"

echo "$files games, $bytes bytes, $RUNS runs each, interleaved${CPUS:+, pinned to CPU $CPUS}"
printf '%-9s %10s %10s %12s\n' variant median_s best_s median_cpu_s
for v in "${ORDER[@]}"; do
  printf '%-9s %10s %10s %12s\n' "$v" "$(median <<<"${WALL[$v]}")" "$(best <<<"${WALL[$v]}")" \
    "$(median <<<"${CPU[$v]}")"
done
if [[ -n "${WALL[enforcer]:-}" ]]; then
  r=$(median <<<"${WALL[r4j]}")
  e=$(median <<<"${WALL[enforcer]}")
  echo "replays4j is $(echo "scale=2; $e / $r" | bc)x faster than slp-enforcer (median wall time)"
fi
