#!/usr/bin/env bash
# Renders the HTML report of a demo run with failures in headless Chromium at laptop and
# phone widths, and checks that every image and link in it resolves.
#
# The failures are made on a copy of the references (one reference swapped for another
# picture of the same size), so nothing under __Snapshots__ changes.
# Then writes the report of a check of the hostile documents in
# ../shared/corpus/bad-inputs/report (element ids holding quotes, markup and ../), when that
# folder exists, and checks in Chromium that the page's title is its own (no script ran)
# and that nothing was written outside the artifacts folder.
# Output: .build/report-check/{laptop,phone}.png and the report folders.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-system-packages.sh
if ! command -v chromium >/dev/null 2>&1; then
  echo "designable: install Chromium to screenshot the report: apt-get install chromium" >&2
  exit 1
fi
out=.build/report-check
rm -rf "$out"
mkdir -p "$out"
cp -r __Snapshots__ "$out/snapshots"
group="$out/snapshots/ExampleSnapshotTests"
cp "$group/snapshots-of.CircleStepper.120x120@2x.start.png" \
  "$group/snapshots-of.CircleStepper.120x120@2x.seven.png"
swift build --product designable-examples
swift build --product designable
SNAPSHOT_TESTING_RECORD=never .build/debug/designable-examples demo \
  --snapshots "$out/snapshots" --artifacts "$out/artifacts" >"$out/demo.txt" || true
report="$out/artifacts/report/index.html"
test -f "$report" || { echo "no report was written; see $out/demo.txt" >&2; exit 1; }
python3 - "$report" <<'PY'
import html.parser, os, sys
page = sys.argv[1]
folder = os.path.dirname(page)
class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.targets = []
    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value and not value.startswith("#"):
                self.targets.append(value)
parser = Links(); parser.feed(open(page, encoding="utf-8").read())
missing = [t for t in parser.targets if "://" in t or not os.path.exists(os.path.join(folder, t))]
print(f"{len(parser.targets)} images and links, {len(missing)} unresolved")
for target in missing: print("  unresolved:", target)
sys.exit(1 if missing or not parser.targets else 0)
PY
for shot in "laptop 1280" "phone 390"; do
  set -- $shot
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2",2400 \
    --screenshot="$PWD/$out/$1.png" "file://$PWD/$report" >/dev/null 2>&1
  echo "screenshot: $out/$1.png"
done

hostile=../shared/corpus/bad-inputs/report
if [ ! -d "$hostile" ]; then
  echo "skipped the hostile documents: $hostile is not beside the repository"
  exit 0
fi
before=$(mktemp)
find /tmp -maxdepth 1 -name '*ESCAPE*' >"$before" 2>/dev/null || true
for document in "$hostile"/*.storyboard; do
  .build/debug/designable-examples check --artifacts "$out/hostile" "$document" \
    >>"$out/hostile.txt" 2>&1 || true
done
.build/debug/designable report "$out/hostile" >/dev/null
page="$out/hostile/report/index.html"
title=$(chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$PWD/$page" \
  2>/dev/null | grep -o '<title>[^<]*</title>' || true)
echo "hostile documents: page title $title"
[ "$title" = "<title>Designable report</title>" ] || { echo "script ran in $page" >&2; exit 1; }
outside=$(find "$out/hostile/.." /tmp -maxdepth 1 -name '*ESCAPE*' 2>/dev/null | grep -vxFf "$before" || true)
rm -f "$before"
[ -z "$outside" ] || { echo "written outside the artifacts: $outside" >&2; exit 1; }
echo "hostile documents: nothing written outside $out/hostile"
