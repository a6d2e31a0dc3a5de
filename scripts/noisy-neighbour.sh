#!/usr/bin/env bash
# Runs a command beside an emulated noisy neighbour (serbench.run.machine.NoisyNeighbour: seconds-long bursts of
# memory streaming on one or both CPUs, at random, from a seed), so that the suite's handling of a noisy host (the
# unsettled rule, the host line, the intervals) can be checked on a quiet one. The run is labelled: its manifest's
# emulatedNoise names the neighbour and its seed, the host line says so, and claims never count it as evidence.
# Usage (from the project root, after mvn verify): scripts/noisy-neighbour.sh [--seed N] COMMAND [ARGS...]
#   e.g. scripts/noisy-neighbour.sh --seed 7 java -jar target/benchmarks.jar
set -euo pipefail
cd "$(dirname "$0")/.."
seed=1
if [ "${1:-}" = "--seed" ]; then
  [ $# -ge 2 ] || { echo "usage: scripts/noisy-neighbour.sh [--seed N] COMMAND [ARGS...]" >&2; exit 2; }
  seed=$2; shift 2
fi
[ $# -ge 1 ] || { echo "usage: scripts/noisy-neighbour.sh [--seed N] COMMAND [ARGS...]" >&2; exit 2; }
[[ "$seed" =~ ^[0-9]+$ ]] || { echo "--seed '$seed': give a whole number" >&2; exit 2; }
jar=target/benchmarks.jar
[ -f "$jar" ] || { echo "no $jar: run mvn verify first" >&2; exit 2; }
java -cp "$jar" serbench.run.machine.NoisyNeighbour "$seed" > /dev/null &
neighbour=$!
trap 'kill "$neighbour" 2>/dev/null || true' EXIT
# the label stays under 80 characters, the most a host line shows whole
SERBENCH_EMULATED_NOISE="noisy-neighbour seed=$seed: memory-streaming bursts, median 2 s, mean rest 4 s" "$@"
