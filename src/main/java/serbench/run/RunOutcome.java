package serbench.run;

import java.nio.file.Path;
import java.util.List;

/**
 * What a run ({@link RunSession#run}) that went through its rounds leaves for the closing lines: its directory, the
 * profiles as they ended, the precision goal (null without one) with why it stopped, the forks planned per profile
 * (with a precision goal, as planned after the pilot; -1 when the run ended before the plan), the progress summary
 * line, and the failed write as one line (null when every write succeeded).
 */
public record RunOutcome(Path dir, List<ProfileRun> runs, PrecisionGoal precision, int forksPlanned, String progress,
                         String writeFailure) {

    /** Whether a profile failed (a fork of it threw or gave no results) or finished without any result. */
    public boolean failed() {
        return runs.stream().anyMatch(r -> r.status == ProfileRun.Status.FAILED
                || r.status == ProfileRun.Status.FINISHED && r.forksCompleted == 0);
    }
}
