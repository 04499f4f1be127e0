#!/usr/bin/env bash
# What the DDNet, Echo VR and Hisoutensoku stats add to decoding (docs/performance.md, "Cost of the
# stats"): decode alone against decode + stats in one pass, per input, in one run.
#
#   benchmarks/stats-cost.sh [-s SHARED_DIR] [-n ROUNDS] [-j]
#
# Over the reference corpus (SHARED_DIR/corpus/<format>; default: the directory the tests read,
# next to the clone, or $REPLAYS4J_SHARED) and the repository's testdata. Runs the JMH benchmarks
# ButterStatsBench, SokuStatsBench and TeehistorianStatsBench on the inputs of the table
# (-f 1 -wi 3 -w 1 -i 5 -r 1), then StatsCpuTime: the same pairs by thread CPU time in ROUNDS
# alternating rounds (default 21), one JVM per input, which holds up better on a loaded machine.
# -j: JMH only.
# Prints the load average before and after. Build the jar first:
#   mvn -B -o -q package -pl benchmarks -am -DskipTests
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
ROUNDS=21
JMH_ONLY=0
options "s:SHARED n:ROUNDS j=JMH_ONLY" "$@"
JAR="$ROOT/benchmarks/target/benchmarks.jar"
PROPS=(-Dreplays4j.shared="$SHARED" -Dreplays4j.testdata="$ROOT/testdata")

uptime
java "${PROPS[@]}" -jar "$JAR" 'ButterStatsBench|SokuStatsBench|TeehistorianStatsBench' \
  -p file=gen-s1_none_k30.butter,real-2021-11-20-arena-private_none_k300.butter,real-2021-11-20-arena-private_gzip_k300.butter,real-2021-11-20-arena-private.echoreplay \
  -p capture=spectacle-wan-watch-49053.pcapng,synthetic -p recording=real,synthetic \
  -f 1 -wi 3 -w 1 -i 5 -r 1 -jvmArgsPrepend "${PROPS[*]}" | sed -n '/^Benchmark /,$p'
uptime
if [ "$JMH_ONLY" = 0 ]; then
  for input in "butter gen-s1_none_k30.butter" \
    "butter real-2021-11-20-arena-private_none_k300.butter" \
    "butter real-2021-11-20-arena-private_gzip_k300.butter" \
    "butter real-2021-11-20-arena-private.echoreplay" \
    "soku spectacle-wan-watch-49053.pcapng" "soku synthetic" "teehistorian real" \
    "teehistorian synthetic"; do
    java -Xms1g -Xmx1g "${PROPS[@]}" -cp "$JAR" org.replays4j.bench.StatsCpuTime "$ROUNDS" "$input" \
      | grep -v '^\[' | grep .
  done
  uptime
fi
