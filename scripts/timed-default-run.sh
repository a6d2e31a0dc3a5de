#!/usr/bin/env bash
# Times a full default run, exactly as a user starts it (java -jar target/benchmarks.jar), writing its JMH JSON
# result and a manifest (command, JDK, machine, commit, start/end, duration) into results/<time>-full-default/.
# Usage: scripts/timed-default-run.sh [extra JMH options...]   (run from the project root after mvn verify)
exec "$(dirname "$0")/record-jmh.sh" full-default "$@"
