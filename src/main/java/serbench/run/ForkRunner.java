package serbench.run;

import org.openjdk.jmh.results.RunResult;
import serbench.run.design.Schedule;

import java.util.Collection;

/** Runs one fork of one unit under a profile ({@link JmhFork} for real, a fake in tests); {@code round} counts from 1. */
interface ForkRunner {
    Collection<RunResult> run(ProfileRun profile, int round, Schedule.Unit unit) throws Exception;
}
