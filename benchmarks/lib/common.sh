# Sourced first by the benchmark scripts: where the repository, the shared folder and the launcher
# are, and the steps every script takes the same way (options, build, work folder, medians).
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

# The repository (this file is in benchmarks/lib/).
ROOT="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# The shared folder with the reference corpus: $REPLAYS4J_SHARED, else `shared` beside the clone.
SHARED="${REPLAYS4J_SHARED:-$(dirname "$ROOT")/shared}"
# The launcher, with its JVM options and class-data archive (docs/cli.md).
R4J="$ROOT/replays4j"
# A server a script started (killed on exit), and the work folder (deleted on exit).
SERVER=""
WORK=""

# usage: the calling script's header comment (up to `set -e…`) on stderr, exit code 2.
usage() {
  sed -n '2,/^set -e/p' "$0" | sed '$d' >&2
  exit 2
}

# options SPEC ARG…: the script's options, with getopts. SPEC lists LETTER:VARIABLE (an option
# with a value, stored in VARIABLE) and LETTER=VARIABLE (a flag: VARIABLE becomes 1); any other
# option prints the usage. The operands after the options are left in ARGS.
options() {
  local spec=$1 letters="" item o
  shift
  local -A var=() flag=()
  for item in $spec; do
    var[${item:0:1}]=${item:2}
    if [[ ${item:1:1} == ":" ]]; then letters+="${item:0:1}:"; else letters+="${item:0:1}" flag[${item:0:1}]=1; fi
  done
  local OPTIND=1
  while getopts "$letters" o; do
    [[ -n ${var[$o]:-} ]] || usage
    if [[ -n ${flag[$o]:-} ]]; then printf -v "${var[$o]}" 1; else printf -v "${var[$o]}" '%s' "$OPTARG"; fi
  done
  shift $((OPTIND - 1))
  ARGS=("$@")
}

# build: builds the jar (and its class-data archive) when stale, before anything is timed.
build() {
  "$R4J" formats >/dev/null
}

# workdir: a new temporary folder in WORK, deleted on exit (with SERVER stopped).
workdir() {
  WORK="$(mktemp -d)"
  trap cleanup EXIT
}

cleanup() {
  [[ -n "$SERVER" ]] && kill "$SERVER" 2>/dev/null || true
  [[ -n "$WORK" ]] && rm -rf "$WORK"
}

# serve DB: starts `replays4j serve` on the catalog DB on a free port (output in $WORK/serve.out
# and .err); sets SERVER and BASE, the address without its final slash.
serve() {
  "$R4J" serve --db "$1" --port 0 >"$WORK/serve.out" 2>"$WORK/serve.err" &
  SERVER=$!
  for _ in $(seq 100); do
    grep -q ' at http' "$WORK/serve.out" 2>/dev/null && break
    sleep 0.1
  done
  BASE=$(grep -o 'http://[^ ]*' "$WORK/serve.out" | head -n 1)
  [[ -n "$BASE" ]] || { echo "serve did not start:" >&2; cat "$WORK/serve.err" >&2; exit 1; }
  BASE=${BASE%/}
}

# median: the median of the numbers on stdin (separated by spaces or lines; the mean of the two
# middle ones when their count is even).
median() {
  tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'
}

# best: the smallest of the numbers on stdin.
best() {
  tr ' ' '\n' | grep . | sort -g | head -n 1
}
