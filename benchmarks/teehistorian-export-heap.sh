#!/usr/bin/env bash
# Acceptance check: peak heap of `replays4j export` over a generated teehistorian recording of SIZE_MB
# (default 1000), every teehistorian table, in a JVM limited to -Xmx256m. Writes the recording and
# the exports into a temporary directory and deletes them afterwards. Prints, per table: rows, wall
# time, peak RSS (GNU time) and the largest heap occupancy the GC log saw before a collection.
# Needs benchmarks/target/benchmarks.jar and replay-cli/target/replays4j.jar
# (mvn -B -q -pl benchmarks,replay-cli -am package -DskipTests).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE_MB="${1:-1000}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
java -cp "$ROOT/benchmarks/target/benchmarks.jar" org.replays4j.bench.teehistorian.GenerateRecording \
    "$TMP/big.teehistorian" "$SIZE_MB" 64
for table in recordings players inputs positions events; do
  start=$(date +%s.%N)
  /usr/bin/time -f "%M" -o "$TMP/rss" java -Xmx256m -XX:+UseSerialGC --add-opens=java.base/java.nio=ALL-UNNAMED \
      "-Xlog:gc:file=$TMP/gc.log" -jar "$ROOT/replay-cli/target/replays4j.jar" export --table "$table" \
      --no-progress -o "$TMP/out" "$TMP/big.teehistorian" 2> "$TMP/err" || { cat "$TMP/err"; exit 1; }
  end=$(date +%s.%N)
  rows=$(grep -o '[0-9,]* rows' "$TMP/err" | head -1)
  # GC lines look like "Pause Young (Allocation Failure) 70M->3M(247M)": the larger number is the
  # occupancy before the collection.
  peak=$(grep -o '[0-9]*M->[0-9]*M' "$TMP/gc.log" | sed 's/M->.*//' | sort -n | tail -1)
  printf '%-11s %14s  %6.1f s  peak RSS %4d MB  peak heap before GC %s MB\n' "$table" "$rows" \
      "$(echo "$end - $start" | bc)" "$(( $(cat "$TMP/rss") / 1024 ))" "${peak:-?}"
  rm -rf "$TMP/out"
done
