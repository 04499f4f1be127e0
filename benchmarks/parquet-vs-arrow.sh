#!/usr/bin/env bash
# Parquet against Arrow on the same export, and the sizes of what they write (docs/performance.md,
# "Table export"), in one run:
#
#   benchmarks/parquet-vs-arrow.sh [-s SHARED_DIR] [-n ROUNDS] [-t TABLE] [-p] [-a] [PATH...]
#
# Exports TABLE (default frames) of PATHs (default: the real Slippi games of the reference corpus,
# SHARED_DIR/corpus/slippi and slippi-ruleset; SHARED_DIR defaults to the directory the tests read,
# next to the clone, or $REPLAYS4J_SHARED) with the replays4j launcher, one thread (-t 1), in ROUNDS
# interleaved rounds (default 3) of: Arrow zstd (the default), Parquet zstd (the default), Arrow
# uncompressed, Parquet uncompressed, CSV. Prints per configuration the median wall time and the
# median CPU time (user + sys, which holds up better on a shared machine), the Arrow/Parquet time
# ratio (Parquet's share of Arrow's throughput) and the size of each file. -p pins every run to
# CPU 0 (taskset) like the other whole-process figures.
# Then the readers: pyarrow and DuckDB (pip install pyarrow duckdb; skipped with a message when
# absent) read the Parquet and the Arrow files, and their row counts must equal each other.
# -a: no timing; every table of every format over SHARED_DIR/corpus (or the PATHs) to Parquet and
# to Arrow, then the same reader check over all of them.
# Prints the load average before and after.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
ROUNDS=3
TABLE=frames
PINNED=0
ALL=0
options "s:SHARED n:ROUNDS t:TABLE p=PINNED a=ALL" "$@"
set -- "${ARGS[@]}"
PIN=()
[ "$PINNED" = 1 ] && PIN=(taskset -c 0)
if [ $# -gt 0 ]; then
  INPUTS=("$@")
elif [ "$ALL" = 1 ]; then
  INPUTS=("$SHARED/corpus")
else
  INPUTS=("$SHARED/corpus/slippi" "$SHARED/corpus/slippi-ruleset")
fi
for p in "${INPUTS[@]}"; do
  [ -e "$p" ] || { echo "skipped: $p not found (give paths, or -s SHARED_DIR)"; exit 0; }
done

OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
CLI="$ROOT/replays4j"
"$CLI" --version >/dev/null # builds the jar when stale, outside the measurements

if [ "$ALL" = 1 ]; then
  # the table names, from the error that lists them all
  TABLES=$({ "$CLI" export --table '?' -o "$OUT/x" "${INPUTS[@]}" 2>&1 || true; } | grep -o '\[[^]]*\]' \
    | tr -d '[],' | tr ' ' '\n' | grep . | sort -u)
  for t in $TABLES; do
    for to in parquet arrow; do
      "$CLI" export --table "$t" --to "$to" --no-progress -o "$OUT/$to-zstd" "${INPUTS[@]}" \
        >/dev/null 2>&1 || true
    done
  done
  TABLE='*'
  ROUNDS=0
fi

CONFIGS=("arrow zstd" "parquet zstd" "arrow none" "parquet none" "csv -")
declare -A WALL CPU SIZE
uptime
for ((r = 1; r <= ROUNDS; r++)); do
  for c in "${CONFIGS[@]}"; do
    set -- $c
    to=$1 comp=$2 key="$1/$2"
    dir="$OUT/$to-$comp"
    rm -rf "$dir"
    opts=()
    [ "$comp" != - ] && opts=(-O "compression=$comp")
    /usr/bin/time -o "$OUT/time" -f '%e %U %S' "${PIN[@]}" "$CLI" export --table "$TABLE" \
      --to "$to" "${opts[@]}" -t 1 --no-progress -o "$dir" "${INPUTS[@]}" >/dev/null 2>"$OUT/err" || true
    read -r wall user sys < <(tail -1 "$OUT/time")
    WALL[$key]+="$wall "
    CPU[$key]+="$(echo "$user + $sys" | bc) "
    SIZE[$key]=$(du -cb "$dir"/*."$TABLE".* | tail -1 | cut -f1)
  done
done

if [ "$ALL" = 0 ]; then
printf '%-14s %9s %9s %14s\n' "export" "wall s" "cpu s" "bytes"
for c in "${CONFIGS[@]}"; do
  set -- $c
  key="$1/$2"
  printf '%-14s %9s %9s %14s\n' "$key" "$(echo "${WALL[$key]}" | median)" \
    "$(echo "${CPU[$key]}" | median)" "${SIZE[$key]}"
done
for comp in zstd none; do
  aw=$(echo "${WALL[arrow/$comp]}" | median) pw=$(echo "${WALL[parquet/$comp]}" | median)
  ac=$(echo "${CPU[arrow/$comp]}" | median) pc=$(echo "${CPU[parquet/$comp]}" | median)
  echo "parquet/$comp at $(echo "scale=2; $aw / $pw" | bc) of arrow/$comp's speed by wall time," \
    "$(echo "scale=2; $ac / $pc" | bc) by CPU time"
done
echo "arrow zstd / uncompressed size: $(echo "scale=3; ${SIZE[arrow/zstd]} / ${SIZE[arrow/none]}" | bc)"
fi
uptime

if python3 -c 'import pyarrow, duckdb' 2>/dev/null; then
  python3 - "$OUT" "$TABLE" <<'EOF'
import glob, sys
import duckdb, pyarrow.ipc as ipc, pyarrow.parquet as pq
out, table = sys.argv[1], sys.argv[2]
ok = True
for comp in ("zstd", "none"):
    for pf in sorted(glob.glob(f"{out}/parquet-{comp}/*.{table}.parquet")):
        if pf.endswith("/failures.parquet"):
            continue
        af = pf.replace(f"parquet-{comp}", f"arrow-{comp}").replace(".parquet", ".arrow")
        p = pq.read_table(pf)
        a = ipc.open_file(af).read_all()
        d = duckdb.sql(f"select count(*) from read_parquet('{pf}')").fetchone()[0]
        same = p.num_rows == a.num_rows == d and p.equals(a)
        ok &= same
        print(f"readers {comp}: {pf.split('/')[-1]}: pyarrow {p.num_rows} rows, DuckDB {d},"
              f" Arrow file {a.num_rows}; Parquet and Arrow tables equal: {p.equals(a)}")
sys.exit(0 if ok else 1)
EOF
else
  echo "readers: skipped (pyarrow and duckdb not installed: pip install pyarrow duckdb)"
fi
