#!/usr/bin/env bash
# The main job: builds the `designable` tool and runs it over the PNG references in
# __Snapshots__ (and the public corpus in ../shared, when it is there), showing what
# each file holds and how small Designable's encoder makes it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/install-system-packages.sh
swift build -c release --product designable
tool=.build/release/designable
out=.build/demo
mkdir -p "$out"

files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(find __Snapshots__ -name '*.png' -print0 | sort -z)
if [ -d ../shared/corpus ]; then
  while IFS= read -r -d '' f; do files+=("$f"); done < <(find ../shared/corpus -name '*.png' -print0 | sort -z)
else
  echo "(../shared/corpus not found: showing only this checkout's references)"
fi
if [ "${#files[@]}" -eq 0 ]; then
  echo "No PNG files to show yet."
  exit 0
fi

printf '%-60s %12s %12s %8s\n' "file" "bytes" "re-encoded" "ratio"
total_in=0; total_out=0; n=0
for f in "${files[@]}"; do
  n=$((n + 1))
  target="$out/$n.png"
  "$tool" png convert "$f" "$target" >/dev/null
  in=$(wc -c <"$f"); outb=$(wc -c <"$target")
  total_in=$((total_in + in)); total_out=$((total_out + outb))
  name="${f: -60}"
  printf '%-60s %12d %12d %8s\n' "$name" "$in" "$outb" "$(awk "BEGIN{printf \"%.2f\", $outb/$in}")"
done
printf '%-60s %12d %12d %8s\n' "total ($n files)" "$total_in" "$total_out" "$(awk "BEGIN{printf \"%.2f\", $total_out/$total_in}")"
echo
"$tool" png info "${files[0]}"
