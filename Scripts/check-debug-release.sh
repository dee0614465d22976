#!/usr/bin/env bash
# Shows that a debug build and a release build draw the same bytes: the debug build of
# `designable-examples` records every example snapshot (shapes, strokes, gradients, text,
# images) into a temporary folder, and the release build verifies against them exactly.
# Exit status: 0 when every picture is identical, 1 otherwise, 2 when a build fails.
#
# The release build is of a package made in .build/release-check: this package's folders,
# linked, with the examples' registrations that the debug build's plugin wrote instead of the
# plugin itself. The code that draws is the same; what is left out is compiling swift-syntax
# whole-module for the plugin's tool, which took most of the release build's time.
#
# Usage: bash Scripts/check-debug-release.sh [--build-release | --release-built]
#   --build-release   only make the release build, in .build-release; it starts with the
#                     libraries and waits for the debug build to have run the plugin
#                     (CI starts it beside the debug build and the tests)
#   --release-built   use the release build already in .build-release as it is
set -euo pipefail
cd "$(dirname "$0")/.."
mode=
case "${1:-}" in
  "") ;;
  --build-release | --release-built) mode=$1 ;;
  *) echo "usage: $0 [--build-release | --release-built]" >&2; exit 64 ;;
esac
package=.build/release-check
# The plugin's output folder is named by the package's identity: the checkout's folder name,
# in lower case.
identity=$(basename "$PWD" | tr '[:upper:]' '[:lower:]')
outputs=.build/plugins/outputs/$identity/DesignableExamples/destination/DesignablePlugin
registrations() {
  compgen -G "$outputs/*.swift" || true
}
examples_module=.build/debug/Modules/DesignableExamples.swiftmodule

# The package's manifest without the plugin, and its folders linked.
make_release_package() {
  rm -rf "$package"
  mkdir -p "$package/Sources/DesignableExamples"
  python3 - "$package/Package.swift" <<'EOF'
import re, sys
manifest = open("Package.swift", encoding="utf-8").read()
# The plugin goes, with every use of it: SwiftPM builds a plugin's tool for any build of the
# package that declares it.
patterns = [
  r',\s*plugins: \["Designable(Adapter)?Plugin"\]',
  r'\n\s*\.plugin\(name: "DesignablePlugin", targets: \["DesignablePlugin"\]\),',
  r'\n\s*\.plugin\(\s*name: "DesignablePlugin", capability: \.buildTool\(\),'
  r'\s*dependencies: \[[^\]]*\]\),',
  # The adapter's plugin too, which only a test target uses.
  r'\n\s*\.plugin\(name: "DesignableAdapterPlugin", targets: \["DesignableAdapterPlugin"\]\),',
  r'\n\s*\.plugin\(\s*name: "DesignableAdapterPlugin", capability: \.buildTool\(\),'
  r'\s*dependencies: \[[^\]]*\]\),',
]
for pattern in patterns:
  manifest, count = re.subn(pattern, "", manifest)
  if count == 0:
    sys.exit("designable: Package.swift declares its plugin in a way Scripts/"
             "check-debug-release.sh does not know; update its patterns")
if "DesignablePlugin" in manifest.replace("DesignablePluginTests", "") or (
    "DesignableAdapterPlugin" in manifest.replace("DesignableAdapterPluginTests", "")):
  sys.exit("designable: Package.swift names DesignablePlugin in a way Scripts/"
           "check-debug-release.sh does not know; update its patterns")
open(sys.argv[1], "w", encoding="utf-8").write(manifest)
EOF
  for entry in Sources/* Tests Benchmarks; do
    [ "$entry" = Sources/DesignableExamples ] || ln -s "$PWD/$entry" "$package/$entry"
  done
  for entry in Sources/DesignableExamples/*; do
    ln -s "$PWD/$entry" "$package/$entry"
  done
  [ ! -f Package.resolved ] || cp Package.resolved "$package/"
}

build_release() {
  make_release_package
  swift build -c release --product designable --package-path "$package" \
    --scratch-path .build-release >/dev/null || exit 2
  local waited=0
  until [ -f "$examples_module" ] && [ -n "$(registrations)" ]; do
    if [ "$waited" -ge 3600 ]; then
      echo "designable: the debug build did not run the plugin within an hour" >&2
      exit 2
    fi
    sleep 5
    waited=$((waited + 5))
  done
  registrations | while read -r file; do cp "$file" "$package/Sources/DesignableExamples/"; done
  swift build -c release --product designable-examples --package-path "$package" \
    --scratch-path .build-release >/dev/null || exit 2
}

case "$mode" in
  --build-release) build_release; exit 0 ;;
  --release-built)
    if [ ! -x .build-release/release/designable-examples ]; then
      echo "designable: no release build in .build-release; run without --release-built" >&2
      exit 2
    fi
    swift build --product designable-examples >/dev/null || exit 2 ;;
  "")
    # The debug build first: the release build uses the registrations its plugin writes.
    swift build --product designable-examples >/dev/null || exit 2
    build_release ;;
esac
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "== debug build records every example snapshot"
SNAPSHOT_TESTING_RECORD=all .build/debug/designable-examples demo \
  --snapshots "$out/snapshots" --artifacts "$out/debug" >/dev/null || true
count=$(find "$out/snapshots" -name '*.png' | wc -l)
echo "== release build verifies the $count pictures"
if SNAPSHOT_TESTING_RECORD=never .build-release/release/designable-examples demo \
  --snapshots "$out/snapshots" --artifacts "$out/release" >"$out/release.txt"; then
  echo "debug and release builds draw byte-identical pictures ($count snapshots)"
else
  sed -n '/Problems:/,$p' "$out/release.txt"
  exit 1
fi
