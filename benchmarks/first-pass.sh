#!/usr/bin/env bash
# Per-file first-pass throughput in fresh JVMs: benchmarks/.../corpus/FirstPassPerFile.
#
#   benchmarks/first-pass.sh [-p PASSES] [-n RUNS] [-s SHARED_DIR] [-o OUT_DIR] [-j JAVA] [-x CLASSES] [-l] [-c] [-v]
#                            [FORMAT…] [-- VARIANT…]
#
# For each FORMAT (slippi, screp; default both) runs one JVM per variant and run, which decodes the
# corpus files one by one in name order, PASSES times (default 10), timing each file by the CPU time
# of the decoding thread. Prints the pass-1 curve of the first run of the first variant (file →
# time, MB/s, share of that file's steady time, rolling 3-file MB/s, C1/C2/GC CPU), then one summary
# line per run against the first variant's steady state: pass 1 and pass 2 MB/s, its own steady MB/s,
# pass 1 as a share of the reference steady, the file at which 3 files in a row first run at ≥ 80 %
# of the reference steady speed and the file from which they stay there, and the JIT CPU of pass 1.
#   -l  also write a -XX:+LogCompilation log per run and summarise it (benchmarks/jit-log-summary.py,
#       python3): C2 compile times and queue waits, methods made not entrant, uncommon traps by file.
#   -c  print every run's curve, not only the first.
#   -v  the JVM flag variants below as well, interleaved (default: only "default").
# Variants (JVM options; "default" = none):
#   default      no options
#   c1           -XX:TieredStopAtLevel=1
#   fg-compile   -XX:-BackgroundCompilation (a method waits for its compilation instead of running on)
#   no-cds       -Xshare:off
#   appcds       -XX:SharedArchiveFile: a static AppCDS archive of the classes one pass over the corpus loads
#                (-XX:DumpLoadedClassList, then -Xshare:dump), as the replays4j launcher builds its own
#   dyncds       -XX:SharedArchiveFile: a dynamic archive written by one pass with -XX:ArchiveClassesAtExit
#                (on JDK 17.0.15 the archived classes' methods then stay interpreted: see the README)
#   pretouch     -XX:+AlwaysPreTouch
#   aot          -XX:AOTCache (JDK 25+, JEP 483/515: classes loaded and linked and method profiles from one
#                training pass, written with -XX:AOTCacheOutput); not in -v, name it after --
#   -- V…        named variants only, or "NAME=OPTIONS" for your own (e.g. "serial=-XX:+UseSerialGC")
# -j JAVA picks another java (e.g. a JDK 25 bin/java); -x CLASSES puts a directory of classes before
# the jar on the class path (experiments with changed decoder classes, compiled with javac -cp
# benchmarks.jar). The corpus is SHARED_DIR/corpus/{slippi,screp} (default the directory `shared`, a sibling of the
# clone); a missing corpus is skipped with a message. Results (CSV per
# run, logs) go to OUT_DIR (default a new temporary directory, printed). The machine's load average
# is printed before and after each run: on a loaded machine the compiler threads get less CPU and
# warm-up takes more files, even in CPU time of the decoding thread.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
PASSES=10
RUNS=1
OUT=""
JAVA=java
LOG=0
CURVES=0
FLAGS=0
CLASSES=""
options "p:PASSES n:RUNS s:SHARED o:OUT j:JAVA x:CLASSES l=LOG c=CURVES v=FLAGS" "$@"
set -- "${ARGS[@]}"
FORMATS=()
while [[ $# -gt 0 && $1 != -- ]]; do FORMATS+=("$1"); shift; done
[[ $# -gt 0 ]] && shift
[[ ${#FORMATS[@]} -eq 0 ]] && FORMATS=(slippi screp)
JAR="$ROOT/benchmarks/target/benchmarks.jar"
if [[ ! -f $JAR ]]; then
  echo "building $JAR (mvn -B -q -DskipTests package -pl benchmarks -am) ..." >&2
  (cd "$ROOT" && mvn -B -q -DskipTests package -pl benchmarks -am) >&2
fi
[[ -z $OUT ]] && OUT="$(mktemp -d "${TMPDIR:-/tmp}/first-pass.XXXXXX")"
mkdir -p "$OUT"
CP="$JAR"
[[ -n $CLASSES ]] && CP="$CLASSES:$JAR"
MAIN=org.replays4j.bench.corpus.FirstPassPerFile

declare -A OPTS=([default]="" [c1]="-XX:TieredStopAtLevel=1" [fg-compile]="-XX:-BackgroundCompilation"
  [no-cds]="-Xshare:off" [appcds]="-XX:SharedArchiveFile=$OUT/FMT-static.jsa"
  [dyncds]="-XX:SharedArchiveFile=$OUT/FMT-dynamic.jsa" [pretouch]="-XX:+AlwaysPreTouch"
  [aot]="-XX:AOTCache=$OUT/FMT.aot")
VARIANTS=(default)
[[ $FLAGS == 1 ]] && VARIANTS=(default c1 fg-compile no-cds appcds dyncds pretouch)
if [[ $# -gt 0 ]]; then
  VARIANTS=()
  for v in "$@"; do
    if [[ $v == *=* ]]; then OPTS[${v%%=*}]="${v#*=}"; VARIANTS+=("${v%%=*}")
    elif [[ -v OPTS[$v] ]]; then VARIANTS+=("$v")
    else echo "unknown variant $v" >&2; exit 2; fi
  done
fi

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime; }
echo "# $("$JAVA" -version 2>&1 | head -1); $(nproc) cores; results in $OUT"
for fmt in "${FORMATS[@]}"; do
  if [[ ! -d $SHARED/corpus/$fmt ]]; then
    echo "skipping $fmt: corpus not found at $SHARED/corpus/$fmt (pass -s SHARED_DIR)"
    continue
  fi
  # Class-data archives from one training pass over the same corpus (same class path).
  if [[ " ${VARIANTS[*]} " == *" appcds "* && ! -f $OUT/$fmt-static.jsa ]]; then
    "$JAVA" -XX:DumpLoadedClassList="$OUT/$fmt.classlist" -Dreplays4j.shared="$SHARED" -cp "$CP" $MAIN "$fmt" \
      --passes 1 --quiet >/dev/null 2>&1 && "$JAVA" -Xshare:dump -XX:SharedClassListFile="$OUT/$fmt.classlist" \
      -XX:SharedArchiveFile="$OUT/$fmt-static.jsa" -cp "$CP" >/dev/null 2>&1 || echo "could not write $fmt-static.jsa" >&2
  fi
  if [[ " ${VARIANTS[*]} " == *" dyncds "* && ! -f $OUT/$fmt-dynamic.jsa ]]; then
    "$JAVA" -XX:ArchiveClassesAtExit="$OUT/$fmt-dynamic.jsa" -Dreplays4j.shared="$SHARED" -cp "$CP" $MAIN "$fmt" \
      --passes 1 --quiet >/dev/null 2>&1 || echo "could not write $fmt-dynamic.jsa" >&2
  fi
  if [[ " ${VARIANTS[*]} " == *" aot "* && ! -f $OUT/$fmt.aot ]]; then
    "$JAVA" -XX:AOTCacheOutput="$OUT/$fmt.aot" -Dreplays4j.shared="$SHARED" -cp "$CP" $MAIN "$fmt" \
      --passes 1 --quiet >/dev/null 2>&1 || echo "could not write $fmt.aot (JDK 25 or later)" >&2
  fi
  CSVS=()
  for ((r = 1; r <= RUNS; r++)); do
    for v in "${VARIANTS[@]}"; do
      name="$fmt-$v-$r"
      extra=()
      [[ $LOG == 1 ]] && extra=(-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation "-XX:LogFile=$OUT/$name.log")
      echo "## $name: ${OPTS[$v]:-(no options)}${CLASSES:+ (classes from $CLASSES first)}; load before $(load)"
      # shellcheck disable=SC2086
      "$JAVA" ${OPTS[$v]//FMT/$fmt} "${extra[@]}" -Dreplays4j.shared="$SHARED" -cp "$CP" \
        $MAIN "$fmt" --passes "$PASSES" --csv "$OUT/$name.csv" \
        $([[ $CURVES == 1 || ${#CSVS[@]} == 0 ]] || echo --quiet) > "$OUT/$name.txt"
      if [[ $CURVES == 1 || ${#CSVS[@]} == 0 ]]; then grep -v '^wrote ' "$OUT/$name.txt"; fi
      echo "## $name: load after $(load)"
      CSVS+=("$OUT/$name.csv")
      if [[ $LOG == 1 ]] && command -v python3 >/dev/null; then
        python3 "$ROOT/benchmarks/jit-log-summary.py" "$OUT/$name.log" "$OUT/$name.csv" --top 12 > "$OUT/$name.jit.txt"
        sed -n '1p' "$OUT/$name.jit.txt"
      fi
    done
  done
  echo
  "$JAVA" -cp "$JAR" $MAIN --summarize "${CSVS[@]}"
  echo
done
