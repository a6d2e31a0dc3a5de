#!/usr/bin/env bash
# Runs the jar's plain JMH command line (java -jar target/benchmarks.jar ARGS) with a JSON result file, into a new
# directory results/<time>-LABEL/ with the output and a manifest (command, JDK, machine, commit, start/end, duration).
# For runs that `run` cannot make as they should be: a full default run exactly as a user starts it, and single-shot
# cold starts, which must not carry `run`'s always-on GC profiler in the fresh JVM.
# Usage: scripts/record-jmh.sh LABEL [JMH options...]   (from the project root, after mvn verify)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/manifest.sh
label=${1:?usage: scripts/record-jmh.sh LABEL [JMH options...]}
shift
jar=${SERBENCH_JAR:-target/benchmarks.jar}
dir="results/$(date -u +%Y%m%d-%H%M%S)-$label"
[ -e "$dir" ] && { echo "$dir exists: not overwriting" >&2; exit 3; }
mkdir -p "$dir"
start=$(date -u +%Y-%m-%dT%H:%M:%SZ); t0=$(date +%s)
status=finished
java -jar "$jar" -rf json -rff "$dir/default.json" "$@" > "$dir/output.txt" 2>&1 || status="failed ($?)"
t1=$(date +%s); end=$(date -u +%Y-%m-%dT%H:%M:%SZ)
write_manifest "$dir/manifest.json" "$status" "java -jar $jar -rf json -rff $dir/default.json $*" \
  "$start" "$end" $((t1 - t0))
echo "$dir: $status in $(( (t1 - t0) / 60 )) min $(( (t1 - t0) % 60 )) s"
