#!/usr/bin/env bash
# Screenshots of a report page (java -jar target/benchmarks.jar report ...) as a phone and a desktop show it:
#   scripts/report-screenshots.sh REPORT_DIR OUT_DIR
# writes OUT_DIR/report-390.png (a 390-px wide screen) and OUT_DIR/report-1400.png (1,400 px), each HEIGHT px tall
# (default 2400), with headless Chromium. Headless Chromium lays a window out at least 500 px wide, so the 390-px
# shot shows the page in a 390-px frame: its media queries and chart widths are those of a 390-px screen.
# Without chromium it says so in one line and exits 0: nothing in the build or CI depends on it.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 REPORT_DIR OUT_DIR" >&2
  exit 2
fi
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "report-screenshots: no chromium on this machine (apt-get install chromium); no screenshots taken"
  exit 0
fi
report=$(cd "$1" && pwd)
if [ ! -f "$report/index.html" ]; then
  echo "report-screenshots: $report/index.html does not exist; run 'java -jar target/benchmarks.jar report ...' first" >&2
  exit 2
fi
mkdir -p "$2"
out=$(cd "$2" && pwd)
height=${HEIGHT:-2400}
frame=$(mktemp -d)
trap 'rm -rf "$frame"' EXIT
shot() { # WIDTH URL PNG
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$frame/profile" --window-size="$1,$height" --screenshot="$3" "$2" >/dev/null 2>&1
}
printf '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">'\
'<iframe src="file://%s/index.html" style="border:0;width:390px;height:%spx"></iframe></body></html>\n' \
  "$report" "$height" > "$frame/390.html"
shot 390 "file://$frame/390.html" "$out/report-390.png"
shot 1400 "file://$report/index.html" "$out/report-1400.png"
echo "$out/report-390.png"
echo "$out/report-1400.png"
