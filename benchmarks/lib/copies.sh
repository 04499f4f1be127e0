# Sourced by the benchmark scripts: a collection of N files made by copying the reference corpus
# under other names (1,000 per directory), the "10,000 files" collection of the catalog figures.
#
#   copies DEST N INPUT_DIR…
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
