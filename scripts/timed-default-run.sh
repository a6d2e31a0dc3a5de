#!/usr/bin/env bash
# Times a full default run, exactly as a user starts it (java -jar target/benchmarks.jar), writing its JMH JSON
# result and a manifest (command, JDK, machine, commit, start/end, duration) into a new directory under results/.
# Usage: scripts/timed-default-run.sh [extra JMH options...]   (run from the project root after mvn verify)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/manifest.sh
dir="results/$(date -u +%Y%m%d-%H%M%S)-full-default"
[ -e "$dir" ] && { echo "$dir exists: not overwriting" >&2; exit 3; }
mkdir -p "$dir"
start=$(date -u +%Y-%m-%dT%H:%M:%SZ); t0=$(date +%s)
status=finished
java -jar target/benchmarks.jar -rf json -rff "$dir/default.json" "$@" > "$dir/output.txt" 2>&1 || status="failed ($?)"
t1=$(date +%s); end=$(date -u +%Y-%m-%dT%H:%M:%SZ)
write_manifest "$dir/manifest.json" "$status" "java -jar target/benchmarks.jar -rf json -rff $dir/default.json $*" \
  "$start" "$end" $((t1 - t0))
echo "$dir: $status in $(( (t1 - t0) / 60 )) min $(( (t1 - t0) % 60 )) s"
