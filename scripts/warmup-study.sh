#!/usr/bin/env bash
# The warm-up study: runs benchmarks with no warm-up and 10 measured iterations of 1 s (one fork each), so every
# iteration from the first is recorded, then compares the window a default run measures (iterations 3-5) with the
# settled level (median of iterations 7-10) per row, and says how many warm-up iterations each class needs
# (serbench.warmup.WarmupStudy). Writes results/<time>-warmup-study/{warmup.json,study.txt,output.txt,manifest.json}.
# Usage: scripts/warmup-study.sh [BENCHMARK-REGEXP] [extra JMH options...]   (from the project root, after mvn verify)
# SERBENCH_MODELS=mediacontent,finditems,counters names the models (default: MediaContent and FindItems).
# The default selection leaves out single-shot and sample-mode benchmarks (ColdStartBench, GatewayHttpBench: no
# iteration series to study) and the variants that share readAll's warm-up (parseOnly, digestOnly, ProtobufReadBench),
# and runs MediaContent and FindItems: about 100 rows, 20 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/manifest.sh
selection=${1:-'serbench.bench.(Create|Serialize|RoundTrip|ProtobufWrite|JacksonApi|Gateway|SparseAccess|Conversion|Counters)Bench\.|DeserializeBench.readAll'}
shift || true
jar=${SERBENCH_JAR:-target/benchmarks.jar}
dir="results/$(date -u +%Y%m%d-%H%M%S)-warmup-study"
[ -e "$dir" ] && { echo "$dir exists: not overwriting" >&2; exit 3; }
mkdir -p "$dir"
start=$(date -u +%Y-%m-%dT%H:%M:%SZ); t0=$(date +%s)
args=("$selection" -p "model=${SERBENCH_MODELS:-mediacontent,finditems}" -f 1 -wi 0 -i 10 -r 1s -rf json -rff "$dir/warmup.json" "$@")
status=finished
java -jar "$jar" "${args[@]}" > "$dir/output.txt" 2>&1 || status="failed ($?)"
t1=$(date +%s); end=$(date -u +%Y-%m-%dT%H:%M:%SZ)
write_manifest "$dir/manifest.json" "$status" "java -jar $jar ${args[*]}" "$start" "$end" $((t1 - t0))
[ "$status" = finished ] && java -cp "$jar" serbench.warmup.WarmupStudy "$dir/warmup.json" > "$dir/study.txt"
echo "$dir: $status in $(( (t1 - t0) / 60 )) min $(( (t1 - t0) % 60 )) s"
