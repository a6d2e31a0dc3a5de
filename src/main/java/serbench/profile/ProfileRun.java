package serbench.profile;

import org.openjdk.jmh.results.RunResult;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** One profile's part of a recorded run: its check, its status, its forks' results so far, its warnings. */
final class ProfileRun {

    /** Where a profile stands; {@link #label} is what the manifest says. */
    enum Status {
        PENDING("pending"), FINISHED("finished"), SKIPPED("skipped"), FAILED("failed"), INTERRUPTED("interrupted");

        final String label;

        Status(String label) {
            this.label = label;
        }
    }

    final Profile profile;
    final ProfileCheck check;
    final List<RunResult> results = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();
    /** The round files written for this profile, relative to the run directory. */
    final List<String> roundFiles = new ArrayList<>();
    Status status;
    String reason = "";
    int forksCompleted;
    Path resultFile;

    ProfileRun(ProfileCheck check) {
        this.profile = check.profile();
        this.check = check;
        this.status = check.available() ? Status.PENDING : Status.SKIPPED;
        if (!check.available()) {
            reason = check.java().isEmpty() ? "JVM missing: " + check.problem() : check.problem();
        }
    }

    boolean runnable() {
        return status == Status.PENDING;
    }
}
