#!/usr/bin/env bash
# `replays4j plot` (docs/plot.md): the pictures of the documentation, and the time it takes.
#
#   benchmarks/plot.sh images   writes docs/images/plot-*.svg from testdata/ (and a catalog of it)
#   benchmarks/plot.sh time     whole-process timings of `plot` over testdata/ (SVG and PNG), one
#                               game of each format, `plot --db`, and one real game per format
#                               of the reference corpus when it is there ($REPLAYS4J_SHARED or
#                               the directory next to the clone), with the machine load
#
# Runs the launcher (./replays4j) as a user does; the pictures are byte-stable, so `images` run
# twice leaves the files as they were (git status shows no change).
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
build
workdir

# one file per game, and the picture of each shown in the docs
GAMES=(
  "slippi/netplay-3.18-rollback.slp:timeline:slippi"
  "screp/melee-1v1.rep:timeline:starcraft"
  "teehistorian/session.teehistorian:timeline:ddnet"
  "butter/arena-private-gzip-k30.butter:score:echo-vr"
  "soku/session-spectated.rep:match:hisoutensoku"
)

case "${1:-}" in
  images)
    "$R4J" index --db "$WORK/testdata.db" "$ROOT/testdata" >/dev/null
    for g in "${GAMES[@]}"; do
      IFS=: read -r rel picture name <<<"$g"
      "$R4J" plot -o "$WORK/out" "$ROOT/testdata/$rel" >/dev/null
      cp "$WORK/out/$(basename "$rel").$picture.svg" "$ROOT/docs/images/plot-$name.svg"
    done
    "$R4J" plot --db "$WORK/testdata.db" -o "$WORK/db" >/dev/null
    for p in games-per-day characters; do
      cp "$WORK/db/catalog.$p.svg" "$ROOT/docs/images/plot-catalog-$p.svg"
    done
    ls -l "$ROOT"/docs/images/plot-*.svg
    ;;
  time)
    run() { # label, then the command; prints wall and CPU seconds
      local label=$1; shift
      local t0 t1
      t0=$(date +%s.%N)
      /usr/bin/time -f "%U %S" -o "$WORK/time" "$@" >"$WORK/stdout" 2>"$WORK/stderr" || true
      t1=$(date +%s.%N)
      local cpu
      cpu=$(tail -1 "$WORK/time")
      printf '%-44s wall %5.2f s  cpu %5.2f s  (load %s)\n' "$label" \
        "$(echo "$t1 - $t0" | bc)" "$(echo "$cpu" | awk '{print $1 + $2}')" \
        "$(cut -d' ' -f1-3 /proc/loadavg)"
    }
    nproc
    run "plot testdata (SVG, 17 files)" "$R4J" plot -o "$WORK/a" "$ROOT/testdata"
    run "plot testdata (PNG, 17 files)" "$R4J" plot --png -o "$WORK/b" "$ROOT/testdata"
    for g in "${GAMES[@]}"; do
      IFS=: read -r rel _ _ <<<"$g"
      run "plot $rel" "$R4J" plot -o "$WORK/c" "$ROOT/testdata/$rel"
    done
    "$R4J" index --db "$WORK/testdata.db" "$ROOT/testdata" >/dev/null
    run "plot --db (catalog of testdata)" "$R4J" plot --db "$WORK/testdata.db" -o "$WORK/d"
    for rel in slippi/Game_20221227T212019.slp screp/downgrade_game.rep \
      butter/gen-s2.echoreplay soku/spectacle-wan-watch-49053.pcapng; do
      f="$SHARED/corpus/$rel"
      [[ -f "$f" ]] && run "plot corpus $rel ($(stat -c %s "$f") B)" "$R4J" plot -o "$WORK/e" "$f"
    done
    ;;
  *)
    sed -n '2,9p' "$0" >&2
    exit 2
    ;;
esac
