#!/usr/bin/env bash
# Whole-process wall time of the replays4j CLI against the peers' tools.
#
#   benchmarks/cli-wall.sh [-n RUNS] [-c CPU_LIST] [-s SHARED_DIR] [-b BASE_CLONE] [-f] [variant…]
#
# Runs every variant RUNS times (default 7), interleaved (ABCABC…, so drifting load hits all
# alike), and prints for each the median and the best wall time and the median CPU time
# (user + sys), then each peer's time over ours for the pairs that ran (r4j-screp against
# screp-each, r4j-slippi against js-all and js-each), or why a peer did not run.
# -c pins every process to CPU_LIST with taskset.
# -s names the shared directory with corpus/screp and corpus/slippi (default the directory `shared`, a sibling of the
# clone). -f adds the JVM flag variants (the launcher's options one by one), which is how the
# launcher's defaults were chosen. -b adds base-screp and base-slippi: the launcher of another clone
# (an older commit, built by its own launcher), interleaved with this one's, so that "no slower than
# before" is one run's ratio. Variants (default: all that can run here):
#   r4j-screp     ./replays4j inspect --json over corpus/screp (launcher: its JVM options and class-data archive)
#   jar-screp     java -jar replays4j.jar inspect --json over corpus/screp (plain JVM, no options)
#   r4j-slippi    ./replays4j inspect --json over corpus/slippi
#   jar-slippi    java -jar … over corpus/slippi
#   js-each       node benchmarks/peers/summarize-slippi.js once per .slp file (as a user runs it per file)
#   js-all        the same script once over all the files
# The peers need `npm install` in benchmarks/peers (node_modules is not committed). screp's own CLI
# is a Go binary that this script runs when `screp` is on the PATH (variant screp-each, once per file).
# hyperfine is not needed; the timing uses bash's `time`.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
RUNS=7
CPUS=""
FLAGS=0
BASE=""
options "n:RUNS c:CPUS s:SHARED b:BASE f=FLAGS" "$@"
set -- "${ARGS[@]}"
[[ -n "$BASE" ]] && BASE=$(cd -P "$BASE" && pwd)
SCREP="$SHARED/corpus/screp"
SLIPPI="$SHARED/corpus/slippi"
JAR="$ROOT/replay-cli/target/replays4j.jar"
JSA="$ROOT/replay-cli/target/replays4j.jsa"
PIN=()
[[ -n "$CPUS" ]] && PIN=(taskset -c "$CPUS")

build

declare -A CMD
CMD[r4j-screp]="$ROOT/replays4j inspect --json --no-progress $SCREP"
CMD[jar-screp]="java -jar $JAR inspect --json --no-progress $SCREP"
CMD[r4j-slippi]="$ROOT/replays4j inspect --json --no-progress $SLIPPI"
CMD[jar-slippi]="java -jar $JAR inspect --json --no-progress $SLIPPI"
CMD[js-each]="for f in $SLIPPI/*.slp; do node $ROOT/benchmarks/peers/summarize-slippi.js \$f; done"
CMD[js-all]="node $ROOT/benchmarks/peers/summarize-slippi.js $SLIPPI"
CMD[screp-each]="for f in $SCREP/*.rep; do screp \$f; done"
ORDER=(r4j-screp jar-screp screp-each r4j-slippi jar-slippi js-each js-all)
if [[ -n "$BASE" ]]; then
  "$BASE/replays4j" formats >/dev/null # builds the baseline's jar and archive
  CMD[base-screp]="$BASE/replays4j inspect --json --no-progress $SCREP"
  CMD[base-slippi]="$BASE/replays4j inspect --json --no-progress $SLIPPI"
  ORDER+=(base-screp base-slippi)
fi
if [[ $FLAGS == 1 ]]; then
  for c in screp slippi; do
    dir=$SCREP; [[ $c == slippi ]] && dir=$SLIPPI
    CMD[c1-$c]="java -XX:TieredStopAtLevel=1 -jar $JAR inspect --json --no-progress $dir"
    CMD[c1-serial-$c]="java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar $JAR inspect --json --no-progress $dir"
    CMD[c1-serial-cds-$c]="java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:SharedArchiveFile=$JSA -jar $JAR inspect --json --no-progress $dir"
    CMD[serial-$c]="java -XX:+UseSerialGC -jar $JAR inspect --json --no-progress $dir"
    # the launcher's options without the compile thresholds, and without -Xmn32m as well
    CMD[no-thresholds-$c]="java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmn32m -XX:SharedArchiveFile=$JSA -jar $JAR inspect --json --no-progress $dir"
    ORDER+=(c1-$c c1-serial-$c c1-serial-cds-$c serial-$c no-thresholds-$c)
  done
fi

runnable() {
  case $1 in
    *screp*) [[ -d $SCREP ]] || return 1 ;;
    *slippi*|js-*) [[ -d $SLIPPI ]] || return 1 ;;
  esac
  case $1 in
    js-*) [[ -d $ROOT/benchmarks/peers/node_modules/@slippi/slippi-js ]] && command -v node >/dev/null ;;
    screp-each) command -v screp >/dev/null ;;
    *) true ;;
  esac
}

VARIANTS=()
for v in "${@:-${ORDER[@]}}"; do
  if [[ -z "${CMD[$v]:-}" ]]; then echo "unknown variant $v" >&2; exit 2; fi
  if runnable "$v"; then VARIANTS+=("$v"); else echo "skipping $v (its tool or corpus is missing)" >&2; fi
done

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
TIMEFORMAT='%R %U %S'
for ((i = 0; i < RUNS; i++)); do
  for v in "${VARIANTS[@]}"; do
    { time "${PIN[@]}" bash -c "${CMD[$v]}" >/dev/null 2>&1 || true; } 2>>"$TMP/$v"
  done
done

printf '%-22s %10s %10s %12s   (%d runs%s, %s)\n' variant "median s" "best s" "cpu s (med)" "$RUNS" \
  "${CPUS:+, taskset -c $CPUS}" "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
declare -A MED CPU
for v in "${VARIANTS[@]}"; do
  med=$(awk '{print $1}' "$TMP/$v" | median)
  best=$(awk '{print $1}' "$TMP/$v" | best)
  cpu=$(awk '{print $2 + $3}' "$TMP/$v" | median)
  MED[$v]=$med
  CPU[$v]=$cpu
  printf '%-22s %10.3f %10.3f %12.3f\n' "$v" "$med" "$best" "$cpu"
done
# Ratios to the peers measured in this run (peer time / ours: above 1, we are faster).
for pair in r4j-screp:screp-each r4j-slippi:js-all r4j-slippi:js-each; do
  ours=${pair%%:*} peer=${pair#*:}
  if [[ -n ${MED[$ours]:-} && -n ${MED[$peer]:-} ]]; then
    awk -v o="$ours" -v p="$peer" -v mo="${MED[$ours]}" -v mp="${MED[$peer]}" -v co="${CPU[$ours]}" -v cp="${CPU[$peer]}" \
      'BEGIN { printf "ratio %s / %s: %.2fx wall (median), %.2fx cpu\n", p, o, mp / mo, cp / co }'
  elif [[ -n ${MED[$ours]:-} ]]; then
    echo "ratio $peer / $ours: $peer did not run here (its tool or corpus is missing)"
  fi
done
