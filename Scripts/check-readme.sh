#!/usr/bin/env bash
# Checks that the README's code blocks are true of this package, as written:
# - every ```swift block compiles against it: the blocks become the files of one module,
#   .build/readme-blocks, compiled against the package's debug build (`swift build` first) and
#   seeing only the public API of its library products, as a user's target would; a block
#   without imports continues the block before it, so it sees its names;
# - every ```sh block names scripts, executables, subcommands, options and paths that exist
#   (options are looked up in each command's --help, or in the script's or executable's source).
# A block that is not meant to compile is marked on the line before it with
#   <!-- readme-check: skip (why) -->
# and is counted and listed as skipped.
# Usage: bash Scripts/check-readme.sh [FILE.md]   (README.md by default)
#        bash Scripts/check-readme.sh --self-test
#          (Scripts/readme_check/self-test.md, a README with known faults, must fail as it expects)
# Exit status: 0 when every block checks out, 1 when one does not (each problem names its line),
# 2 when the check cannot run.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v python3 >/dev/null 2>&1; then
  echo "designable: install Python 3 to check the README: apt-get install python3" >&2
  exit 2
fi
bash Scripts/install-system-packages.sh || exit 2
exec python3 Scripts/check-readme.py "$@"
