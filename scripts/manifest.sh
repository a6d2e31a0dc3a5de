# Sourced by the scripts that record a run: write_manifest FILE STATUS COMMAND START END SECONDS
# writes the run's manifest (command, JDK, machine, commit, start/end, duration) as JSON.
q() { python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$1"; }
write_manifest() {
  cat > "$1" <<JSON
{
  "status": $(q "$2"),
  "command": $(q "$3"),
  "startTime": "$4",
  "endTime": "$5",
  "durationSeconds": $6,
  "java": $(q "$(java -version 2>&1 | tr '\n' ' ')"),
  "cpu": $(q "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs) x $(nproc)"),
  "loadAverageAtEnd": $(q "$(cut -d' ' -f1-3 /proc/loadavg)"),
  "memory": $(q "$(grep MemTotal /proc/meminfo | xargs)"),
  "os": $(q "$(. /etc/os-release && echo "$PRETTY_NAME") $(uname -r)"),
  "gitCommit": $(q "$(git rev-parse HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (dirty)')")
}
JSON
}
