#!/usr/bin/env bash
# Records what every command prints over the repository's testdata/ and an optional corpus folder, so that
# a change can be checked to alter only the outputs it means to alter:
#
#   benchmarks/golden-outputs.sh OUT_DIR [CORPUS_DIR]
#   ... change the code ...
#   benchmarks/golden-outputs.sh OUT_DIR2 [CORPUS_DIR]
#   diff -r OUT_DIR OUT_DIR2
#
# For each input set (testdata, corpus) OUT_DIR/<set>/ receives:
#   inspect.jsonl, inspect.txt, overview.txt   inspect --json, inspect, inspect --overview
#   stats.jsonl                                 stats
#   events.jsonl                                events --limit 20 (the first events of every file)
#   tables/<format>.<table>.csv                 export --to csv of every table that the formats declare;
#                                               tables larger than 4 MB are kept as their line count,
#                                               sha256 and first 200 lines (<name>.csv.summary)
#   catalog.sql                                 index into a new catalog, then sqlite3 .dump without
#                                               the columns that change on every run (times, sizes of
#                                               the catalog itself)
#   query.txt                                   query's text view of the participants and every
#                                               format's summary table
# The cut set is testdata/ with every file cut to its first half.
#   *.stderr                                    what each command wrote to stderr (tallies, warnings,
#                                               with speeds and times removed) and its exit code
# Paths are written relative to the set's folder so that two runs from different worktrees compare.
# OUT_DIR must be outside the repository. Runs one file at a time (-t 1) to keep the machine usable.
set -euo pipefail

out=${1:?usage: golden-outputs.sh OUT_DIR [CORPUS_DIR]}
corpus=${2:-}
repo=$(cd "$(dirname "$0")/.." && pwd)
cli="$repo/replays4j"
mkdir -p "$out"
out=$(cd "$out" && pwd)
case "$out/" in "$repo/"*) echo "OUT_DIR must be outside the repository" >&2; exit 2 ;; esac

# Prints the command's exit code into the stderr file and never stops the script.
run() {
  local name=$1; shift
  local rc=0
  "$@" >"$name" 2>"$name.stderr.raw" || rc=$?
  # Speeds, elapsed times and progress differ between runs.
  sed -E -e 's/[0-9]+([.,][0-9]+)? ?(MB\/s|files\/s|s elapsed|ms|s)\b/<t>/g' -e "s#$TMPDIR_RUN#<tmp>#g" \
    -e "s#$out/.cut-input-tmp#<cut>#g" \
    "$name.stderr.raw" >"$name.stderr"
  rm -f "$name.stderr.raw"
  echo "exit $rc" >>"$name.stderr"
}

record() {
  local set=$1 dir=$2
  local dest="$out/$set"
  rm -rf "$dest"
  mkdir -p "$dest/tables"
  cd "$dir"
  local paths=(.)
  run "$dest/inspect.jsonl" "$cli" inspect --json --no-progress -t 1 "${paths[@]}"
  run "$dest/inspect.txt" "$cli" inspect --no-progress -t 1 "${paths[@]}"
  run "$dest/overview.txt" "$cli" inspect --overview --no-progress -t 1 "${paths[@]}"
  run "$dest/stats.jsonl" "$cli" stats --no-progress -t 1 "${paths[@]}"
  run "$dest/events.jsonl" "$cli" events --limit 20 --no-progress -t 1 "${paths[@]}"

  # Every table name the installed formats declare (one export per name covers every format that has it).
  local tables
  tables=$("$cli" formats --tables 2>/dev/null | sed -nE 's/^[a-z0-9_]+\.([a-z0-9_]+): .*/\1/p' | sort -u)
  local tmp=$TMPDIR_RUN
  for table in $tables; do
    rm -rf "$tmp/x"
    run "$dest/tables/$table.export" "$cli" export --table="$table" --to=csv -o "$tmp/x" --no-progress -t 1 \
      "${paths[@]}"
    for f in "$tmp"/x/*; do
      [ -e "$f" ] || continue
      local base
      base=$(basename "$f")
      [ "$base" = "${base%.csv}" ] && continue
      local name="${base%.csv}"
      case "$name" in *"$table"*) ;; *) name="$name.$table" ;; esac
      if [ "$(stat -c %s "$f")" -gt 4000000 ]; then
        { echo "lines $(wc -l <"$f")"; echo "sha256 $(sha256sum <"$f" | cut -d' ' -f1)"; head -n 200 "$f"; } \
          >"$dest/tables/$name.csv.summary"
      else
        cp "$f" "$dest/tables/$name.csv"
      fi
    done
  done

  local db="$tmp/catalog.db"
  rm -f "$db"
  run "$dest/index" "$cli" index --db="$db" --no-progress -t 1 "${paths[@]}"
  if [ -e "$db" ]; then
    # Times of the run (indexed_at, mtime...) are replaced; everything else is kept as sqlite3 dumps it.
    sqlite3 "$db" .dump \
      | sed -E -e "s/'[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z'/'<time>'/g" -e "s#'$dir/#'./#g" \
      >"$dest/catalog.sql"
    local q=("SELECT * FROM participants ORDER BY 1,2,3")
    local t
    for t in $(sqlite3 "$db" "SELECT name FROM sqlite_master WHERE type IN ('table','view') ORDER BY name"); do
      case "$t" in sqlite_*) continue ;; esac
      q+=("SELECT * FROM \"$t\" ORDER BY 1,2 LIMIT 50")
    done
    : >"$dest/query.txt"
    local s
    for s in "${q[@]}"; do
      echo "== $s" >>"$dest/query.txt"
      "$cli" query --db="$db" "$s" >>"$dest/query.txt" 2>&1 || echo "exit $?" >>"$dest/query.txt"
    done
  fi
  rm -rf "${tmp:?}/x" "$db"
  cd - >/dev/null
}

TMPDIR_RUN=$(mktemp -d)
trap 'rm -rf "$TMPDIR_RUN"' EXIT

# Build once up front, then run a copy of the jar: no command's stderr holds the build message, and
# sources edited while the script runs do not change the CLI half-way.
"$cli" --version >/dev/null 2>&1
cp "$repo/replay-cli/target/replays4j.jar" "$TMPDIR_RUN/replays4j.jar"
mkdir -p "$TMPDIR_RUN/bin"
printf '#!/bin/sh\nexec java -jar "%s" "$@"\n' "$TMPDIR_RUN/replays4j.jar" >"$TMPDIR_RUN/bin/replays4j"
chmod +x "$TMPDIR_RUN/bin/replays4j"
cli="$TMPDIR_RUN/bin/replays4j"
record testdata "$repo/testdata"
# A cut copy of every testdata file (its first half): what each command says about damaged files.
cut="$TMPDIR_RUN/cut-input"
rm -rf "$cut"
mkdir -p "$cut"
(cd "$repo/testdata" && find . -type f | sort | while read -r f; do
  mkdir -p "$cut/$(dirname "$f")"
  head -c $(($(stat -c %s "$f") / 2)) "$f" >"$cut/$f"
done)
cp -r "$cut" "$out/.cut-input-tmp" && rm -rf "$cut" && cut="$out/.cut-input-tmp"
# A fixed modification time so that the catalog's mtime column compares between runs.
find "$cut" -type f -exec touch -d '2020-01-01T00:00:00Z' {} +
record cut "$cut"
rm -rf "$cut"
if [ -n "$corpus" ]; then
  record corpus "$(cd "$corpus" && pwd)"
fi
echo "written to $out"
