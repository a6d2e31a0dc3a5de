#!/usr/bin/env bash
# Times a full default run exactly as a user starts it: java -jar target/benchmarks.jar with no argument, which
# records itself (results/<time>-jmh/: default.json, output.txt, manifest.json with its start and end) and ends with
# the answer table. README's run length is that manifest's end minus start (ReadmeExamplesTest holds it).
# Usage: scripts/timed-default-run.sh   (from the project root, after mvn verify)
set -euo pipefail
cd "$(dirname "$0")/.."
exec java -jar target/benchmarks.jar "$@"
