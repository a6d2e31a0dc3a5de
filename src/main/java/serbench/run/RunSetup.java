package serbench.run;

import serbench.run.design.Schedule;

import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** What is known before a run starts ({@link RunSession}): the manifest's fixed part. */
record RunSetup(Path dir, OffsetDateTime start, List<String> arguments, List<String> commandLine,
                List<String> jmhArguments, List<String> benchmarks, int rounds, Map<String, Object> environment,
                List<Schedule.Unit> units, long seed, PrecisionGoal precision, Duet duet) {
}
