#!/usr/bin/env bash
# Times a full default run, exactly as a user starts it (java -jar target/benchmarks.jar), writing its JMH JSON
# result and a manifest (command, JDK, machine, commit, start/end, duration) into a new directory under results/.
# Usage: scripts/timed-default-run.sh [extra JMH options...]   (run from the project root after mvn verify)
set -euo pipefail
cd "$(dirname "$0")/.."
dir="results/$(date -u +%Y%m%d-%H%M%S)-full-default"
[ -e "$dir" ] && { echo "$dir exists: not overwriting" >&2; exit 3; }
mkdir -p "$dir"
start=$(date -u +%Y-%m-%dT%H:%M:%SZ); t0=$(date +%s)
status=finished
java -jar target/benchmarks.jar -rf json -rff "$dir/default.json" "$@" > "$dir/output.txt" 2>&1 || status="failed ($?)"
t1=$(date +%s); end=$(date -u +%Y-%m-%dT%H:%M:%SZ)
q() { python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$1"; }
cat > "$dir/manifest.json" <<JSON
{
  "status": $(q "$status"),
  "command": $(q "java -jar target/benchmarks.jar -rf json -rff $dir/default.json $*"),
  "startTime": "$start",
  "endTime": "$end",
  "durationSeconds": $((t1 - t0)),
  "java": $(q "$(java -version 2>&1 | tr '\n' ' ')"),
  "cpu": $(q "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs) x $(nproc)"),
  "memory": $(q "$(grep MemTotal /proc/meminfo | xargs)"),
  "os": $(q "$(. /etc/os-release && echo "$PRETTY_NAME") $(uname -r)"),
  "gitCommit": $(q "$(git rev-parse HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (dirty)')")
}
JSON
echo "$dir: $status in $(( (t1 - t0) / 60 )) min $(( (t1 - t0) % 60 )) s"
