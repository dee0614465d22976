# Shared by bench-render.sh and bench-render-baseline.sh (sourced, not run): the checks of
# --runs and --rounds, of the peers' scenes and of cairo, and the cairo benchmark's build.
# Sets `peers` and `scenes`.

# Exits with a message unless $1 (runs) and $2 (rounds) are whole numbers of at least 1.
check_runs_and_rounds() {
  case "$1$2" in
    *[!0-9]*) echo "designable: --runs and --rounds take whole numbers" >&2; exit 64 ;;
  esac
  if [ "$1" -lt 1 ] || [ "$2" -lt 1 ]; then
    echo "designable: --runs and --rounds must be at least 1" >&2
    exit 64
  fi
}

peers=../shared/bench/peers
scenes=$peers/out/render/scenes.json

# Exits with a message unless the peers' scenes are written and cairo is installed.
require_scenes_and_cairo() {
  if [ ! -f "$scenes" ]; then
    echo "designable: $scenes is missing; run: python3 $peers/peers_render.py run" >&2
    exit 66
  fi
  if ! pkg-config --exists cairo; then
    echo "designable: cairo is missing; install libcairo2-dev (Debian) or cairo (Homebrew)" >&2
    exit 1
  fi
}

# Builds cairo's side of the timings into $1/bin and the scenes as its text into $1.
build_cairo_bench() {
  cc -O2 -o "$1/bin/cairo_bench" Benchmarks/render/cairo_bench.c \
    $(pkg-config --cflags --libs cairo) -lm
  python3 Benchmarks/render/scenes_to_text.py "$scenes" > "$1/scenes.txt"
}
