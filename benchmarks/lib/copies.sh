# Sourced by the benchmark scripts: collections made by copying the reference corpus.
#
#   copies DEST N INPUT_DIR…        N files under other names (1,000 per directory), the
#                                   "10,000 files" collection of the catalog figures
#   distinct_games DEST N SLP_DIR…  N distinct Slippi games (200 per directory)

# copies DEST N INPUT_DIR…: N files copied from the INPUT_DIRs under other names, in turn.
copies() {
  local dest=$1 n=$2
  shift 2
  local src
  mapfile -t src < <(find "$@" -type f ! -name 'MANIFEST*' ! -name '.*' | sort)
  mkdir -p "$dest"
  local i=0 s d
  while ((i < n)); do
    for s in "${src[@]}"; do
      ((i >= n)) && break
      d="$dest/$((i / 1000))"
      mkdir -p "$d"
      cp "$s" "$d/$i-$(basename "$s")"
      i=$((i + 1))
    done
  done
}

# distinct_games DEST N SLP_DIR…: N distinct Slippi games made from the .slp files of the SLP_DIRs,
# in turn: each copy after the first round has the year of its metadata's start time changed, so
# that no copy has another's content (a catalog would copy a twin's rows instead of decoding it).
# A game without a start time is copied once. Sets DISTINCT to the number made (less than N when
# no game has a start time).
distinct_games() {
  local dest=$1 n=$2
  shift 2
  local src
  mapfile -t src < <(for d in "$@"; do printf '%s\n' "$d"/*.slp; done)
  mkdir -p "$dest"
  local k=0 s d at made
  DISTINCT=0
  while ((DISTINCT < n)); do
    made=$DISTINCT
    for s in "${src[@]}"; do
      ((DISTINCT >= n)) && break
      # the metadata's start time: "startAt", 'S', 'U', length, then the text (its year first)
      at=$({ grep -obUaF startAt "$s" || true; } | head -n 1 | cut -d: -f1)
      [[ -z "$at" ]] && ((k > 0)) && continue # no start time to change: only the original
      d="$dest/$((DISTINCT / 200))"
      mkdir -p "$d"
      cp "$s" "$d/$DISTINCT-$(basename "$s")"
      [[ -n "$at" ]] && printf '%04d' $((1000 + k)) |
        dd of="$d/$DISTINCT-$(basename "$s")" bs=1 seek=$((at + 10)) conv=notrunc status=none
      DISTINCT=$((DISTINCT + 1))
    done
    ((DISTINCT > made)) || break
    k=$((k + 1))
  done
}
