#!/usr/bin/env bash
# Cold (first pass in a fresh process) and steady figures of replays4j and of each format's peer,
# in one run with interleaved rounds, and the peer's time over ours.
#
#   benchmarks/first-pass-peers.sh [-n ROUNDS] [-p PASSES] [-c CPU_LIST] [-g GOMAXPROCS] [-s SHARED_DIR]
#                                  [-o OUT_DIR] [-j JAVA] [FORMAT…]
#
# FORMAT is screp or slippi (default both). Each round (default 5) runs, for each format, one fresh
# process per side, in this order, each doing PASSES passes (default 10) over the same files (the
# format's corpus, .rep or .slp files sorted by name, read into memory before pass 1 except where
# said):
#   ours/default   java, no options: FirstPassPerFile (benchmarks.jar), which for screp decodes each
#                  file, runs the computed layer and builds the summary, and for slippi reads the full
#                  model (SlippiGame.read) and builds the summary
#   ours/launcher  the same with the CLI launcher's JVM options (read from ./replays4j) and a static
#                  class-data archive of the classes one pass loads, as the launcher builds its own
#   screp          benchmarks/peers/screp-bench (Go): repparser.ParseConfig with commands and map
#                  data, then Replay.Compute(), what screp's CLI does by default before printing JSON
#   slippi         node benchmarks/peers/getframes-pass.js: new SlippiGame(path).getFrames() (slippi-js
#                  reads each file from disk itself, as its users do)
# Pass 1 is the cold figure, the median of the later half of the passes the steady one; each figure
# printed is the median over the rounds, with the 1-minute load average before the runs (min–max).
#
# What the CPU figures cover. The peers' are the whole process's (getrusage for Go, process.cpuUsage()
# for node): the parsing code plus the runtime's GC workers, and for node V8's compiler threads.
# Ours are given two ways: "thread", the decoding thread's CPU (ThreadMXBean), and "+jit+gc", that
# plus the CPU the JIT compiler threads and the GC/VM threads used during the pass (read from
# /proc/self/task). The ratios use "+jit+gc": it counts what the peers' figures count (their
# collectors' and compilers' work), and leaves out only the JVM's idle service threads; a JVM's
# compiling is part of what a cold pass costs, as node's is of its. Wall time is printed too, but
# on a shared machine a process waits for a core, so read CPU time there.
#
# The peers are skipped with a message where they cannot run: screp-bench is taken from the PATH,
# else built from benchmarks/peers/screp-bench when `go` is present and the build works (it needs
# the Go module proxy, or see the comment in its main.go for an offline build); slippi-js needs
# `npm install` in benchmarks/peers and node. -c pins every process to CPU_LIST (taskset), -g sets
# screp-bench's GOMAXPROCS. Logs go to OUT_DIR (default a new temporary directory, printed).
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
ROUNDS=5
PASSES=10
CPUS=""
PROCS=""
OUT=""
JAVA=java
options "n:ROUNDS p:PASSES c:CPUS g:PROCS s:SHARED o:OUT j:JAVA" "$@"
set -- "${ARGS[@]}"
FORMATS=("$@")
[[ ${#FORMATS[@]} -eq 0 ]] && FORMATS=(screp slippi)
((PASSES >= 2)) || { echo "-p needs at least 2 passes (pass 1 is the cold one)" >&2; exit 2; }
for f in "${FORMATS[@]}"; do
  [[ $f == screp || $f == slippi ]] || { echo "unknown format $f (screp or slippi)" >&2; exit 2; }
done
PIN=()
[[ -n $CPUS ]] && PIN=(taskset -c "$CPUS")
[[ -z $OUT ]] && OUT="$(mktemp -d "${TMPDIR:-/tmp}/first-pass-peers.XXXXXX")"
mkdir -p "$OUT"

JAR="$ROOT/benchmarks/target/benchmarks.jar"
if [[ ! -f $JAR ]]; then
  echo "building $JAR (mvn -B -q -DskipTests package -pl benchmarks -am) ..." >&2
  (cd "$ROOT" && mvn -B -q -DskipTests package -pl benchmarks -am) >&2
fi
MAIN=org.replays4j.bench.corpus.FirstPassPerFile
# The launcher's JVM options, as it defines them (the OPTS=(…) lines of ./replays4j).
eval "$(sed -n '/^OPTS=(/,/)$/p' "$R4J")"
LAUNCHER=("${OPTS[@]}")

load() { cut -d' ' -f1 /proc/loadavg; }

# The peers: screp-bench from the PATH or built here; node with slippi-js.
SCREP_BENCH=""
SCREP_SKIP=""
if command -v screp-bench >/dev/null; then
  SCREP_BENCH=$(command -v screp-bench)
elif command -v go >/dev/null; then
  # go.sum is not committed: Go writes it beside a copy of go.mod in OUT, not in the source folder.
  cp "$ROOT/benchmarks/peers/screp-bench/go.mod" "$OUT/screp-bench.mod"
  if (cd "$ROOT/benchmarks/peers/screp-bench" && go build -mod=mod -modfile "$OUT/screp-bench.mod" -o "$OUT/screp-bench" .) \
    >"$OUT/screp-bench-build.log" 2>&1; then
    SCREP_BENCH="$OUT/screp-bench"
  else
    SCREP_SKIP="screp-bench did not build here (no Go module proxy?), see $OUT/screp-bench-build.log and the offline build in benchmarks/peers/screp-bench/main.go"
  fi
else
  SCREP_SKIP="screp-bench is not on the PATH and there is no go to build it"
fi
SLIPPI_SKIP=""
if ! command -v node >/dev/null; then
  SLIPPI_SKIP="node is not installed"
elif [[ ! -d $ROOT/benchmarks/peers/node_modules/@slippi/slippi-js ]]; then
  SLIPPI_SKIP="slippi-js is not installed (cd benchmarks/peers && npm install)"
fi

echo "# $("$JAVA" -version 2>&1 | head -1); $(nproc) cores${CPUS:+, taskset -c $CPUS}; $ROUNDS rounds of $PASSES passes; logs in $OUT"
echo "# launcher options: ${LAUNCHER[*]}"
ACTIVE=()
for fmt in "${FORMATS[@]}"; do
  dir="$SHARED/corpus/$fmt"
  if [[ ! -d $dir ]]; then
    echo "skipping $fmt: corpus not found at $dir (pass -s SHARED_DIR)"
    continue
  fi
  ACTIVE+=("$fmt")
  # The static class-data archive for the launcher variant: the classes one pass loads, dumped
  # with the launcher's options (same class path as the runs).
  if "$JAVA" "${LAUNCHER[@]}" -XX:DumpLoadedClassList="$OUT/$fmt.classlist" -Dreplays4j.shared="$SHARED" -cp "$JAR" \
    $MAIN "$fmt" --passes 1 --quiet >/dev/null 2>&1 && "$JAVA" "${LAUNCHER[@]}" -Xshare:dump \
    -XX:SharedClassListFile="$OUT/$fmt.classlist" -XX:SharedArchiveFile="$OUT/$fmt.jsa" -cp "$JAR" >/dev/null 2>&1; then
    :
  else
    echo "could not write the class-data archive for $fmt; ours/launcher runs without it" >&2
    rm -f "$OUT/$fmt.jsa"
  fi
done

# run NAME COMMAND…: one process, its output in $OUT/NAME.txt and the load before it in $OUT/NAME.load.
run() {
  local name=$1
  shift
  load >"$OUT/$name.load"
  "${PIN[@]}" "$@" >"$OUT/$name.txt" 2>"$OUT/$name.err" || echo "$name failed, see $OUT/$name.err" >&2
}

for ((r = 1; r <= ROUNDS; r++)); do
  for fmt in "${ACTIVE[@]}"; do
    dir="$SHARED/corpus/$fmt"
    run "$fmt-ours-default-$r" "$JAVA" -Dreplays4j.shared="$SHARED" -cp "$JAR" $MAIN "$fmt" --passes "$PASSES" --quiet
    jsa=()
    [[ -f $OUT/$fmt.jsa ]] && jsa=(-XX:SharedArchiveFile="$OUT/$fmt.jsa")
    run "$fmt-ours-launcher-$r" "$JAVA" "${LAUNCHER[@]}" "${jsa[@]}" -Dreplays4j.shared="$SHARED" -cp "$JAR" \
      $MAIN "$fmt" --passes "$PASSES" --quiet
    if [[ $fmt == screp && -n $SCREP_BENCH ]]; then
      run "$fmt-peer-$r" "$SCREP_BENCH" -n "$PASSES" ${PROCS:+-gomaxprocs "$PROCS"} "$dir"
    elif [[ $fmt == slippi && -z $SLIPPI_SKIP ]]; then
      run "$fmt-peer-$r" node "$ROOT/benchmarks/peers/getframes-pass.js" "$dir" "$PASSES"
    fi
  done
done

# passes NAME-ROUND-FILE KIND: "cpu wall" per pass. Ours: the pass table of FirstPassPerFile
# (pass, cpu s, MB/s, wall s, c1, c2, gc cpu s, jit ms, failed); KIND thread or all (+jit+gc).
# Peers: the "pass N wall_ms W cpu_ms C …" lines.
passes() {
  if [[ $1 == *-peer-* ]]; then
    awk '$1 == "pass" && $3 == "wall_ms" {print $6 / 1000, $4 / 1000}' "$1"
  else
    awk -v kind="$2" '/^pass +cpu s/ {t = 1; next}
      t && NF == 9 && $1 ~ /^[0-9]+$/ {print (kind == "all" ? $2 + $5 + $6 + $7 : $2), $4}
      t && NF != 9 {t = 0}' "$1"
  fi
}

# figures FILE KIND: "cold_cpu steady_cpu cold_wall steady_wall" of one process.
figures() {
  local p from
  p=$(passes "$1" "$2")
  [[ -n $p ]] || return 1
  from=$((PASSES / 2 > 0 ? PASSES / 2 : 1))
  printf '%s %s %s %s\n' \
    "$(sed -n 1p <<<"$p" | cut -d' ' -f1)" \
    "$(tail -n +$((from + 1)) <<<"$p" | cut -d' ' -f1 | median)" \
    "$(sed -n 1p <<<"$p" | cut -d' ' -f2)" \
    "$(tail -n +$((from + 1)) <<<"$p" | cut -d' ' -f2 | median)"
}

# side FORMAT SIDE KIND: the median over the rounds of each figure, "cold_cpu steady_cpu cold_wall steady_wall".
side() {
  local r f rows=""
  for ((r = 1; r <= ROUNDS; r++)); do
    f="$OUT/$1-$2-$r.txt"
    [[ -s $f ]] && rows+="$(figures "$f" "$3" || true)"$'\n'
  done
  [[ -n ${rows//$'\n'/} ]] || return 1
  local c
  for c in 1 2 3 4; do
    printf '%s ' "$(grep . <<<"$rows" | cut -d' ' -f$c | median)"
  done
  echo
}

echo
for fmt in "${ACTIVE[@]}"; do
  loads=$(cat "$OUT/$fmt"-*.load | sort -g)
  echo "## $fmt: $(grep -m1 "^# $fmt: " "$OUT/$fmt-ours-default-1.txt" | sed 's/^# [a-z]*: //; s/, [0-9]* passes.*//'); load $(head -1 <<<"$loads")–$(tail -1 <<<"$loads")"
  printf '%-28s %12s %12s %12s %12s\n' side "cold cpu s" "steady cpu s" "cold wall s" "steady wall s"
  declare -A FIG=()
  for s in ours-default:thread ours-default:all ours-launcher:thread ours-launcher:all peer:process; do
    name=${s%%:*} kind=${s#*:}
    label="$name ($kind)"
    [[ $kind == all ]] && label="$name (+jit+gc)"
    [[ $name == peer ]] && label="$([[ $fmt == screp ]] && echo screp-bench || echo slippi-js getFrames) (process)"
    if f=$(side "$fmt" "$name" "$kind"); then
      FIG[$s]=$f
      # shellcheck disable=SC2086
      printf '%-28s %12.3f %12.3f %12.3f %12.3f\n' "$label" $f
    fi
  done
  if [[ -z ${FIG[peer:process]:-} ]]; then
    if [[ $fmt == screp ]]; then echo "peer skipped: ${SCREP_SKIP:-no figures (see $OUT/$fmt-peer-*.err)}"
    else echo "peer skipped: ${SLIPPI_SKIP:-no figures (see $OUT/$fmt-peer-*.err)}"; fi
  else
    for s in ours-default:all ours-launcher:all ours-default:thread ours-launcher:thread; do
      [[ -n ${FIG[$s]:-} ]] || continue
      # shellcheck disable=SC2086
      who=${s/:all/ (+jit+gc)}
      awk -v who="${who/:thread/ (thread)}" -v o="${FIG[$s]}" -v p="${FIG[peer:process]}" 'BEGIN {
        split(o, a, " "); split(p, b, " ");
        printf "peer / %-24s cold %5.2fx cpu %5.2fx wall   steady %5.2fx cpu %5.2fx wall\n",
          who, b[1] / a[1], b[3] / a[3], b[2] / a[2], b[4] / a[4] }'
    done
  fi
  unset FIG
  echo
done
