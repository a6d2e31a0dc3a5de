package serbench.run;

import serbench.profiles.Profile;
import serbench.profiles.ProfileCheck;
import serbench.run.machine.NoiseSample;
import org.openjdk.jmh.results.RunResult;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One profile's part of a recorded run: its check, its status, its forks' results so far (with the round each
 * came from), its warnings.
 */
public final class ProfileRun {

    /** Where a profile stands; {@link #label} is what the manifest says. */
    public enum Status {
        PENDING("pending"), FINISHED("finished"), SKIPPED("skipped"), FAILED("failed"), INTERRUPTED("interrupted");

        public final String label;

        Status(String label) {
            this.label = label;
        }
    }

    public final Profile profile;
    final ProfileCheck check;
    final List<RunResult> results = new ArrayList<>();
    public final List<String> warnings = new ArrayList<>();
    /** The round files written for this profile, relative to the run directory. */
    final List<String> roundFiles = new ArrayList<>();
    /** Per row (JMH's params id: benchmark, mode, params), the rounds of its forks in the order of {@link #results}. */
    final Map<String, RowRounds> forkRounds = new LinkedHashMap<>();
    private final Map<Integer, List<RunResult>> byRound = new LinkedHashMap<>();
    /** The machine's load over each fork (Linux only). */
    final List<NoiseSample> samples = new ArrayList<>();
    private final Map<RunResult, Integer> roundOf = new java.util.IdentityHashMap<>();
    public Status status;
    public String reason = "";
    public int forksCompleted;
    public Path resultFile;

    ProfileRun(ProfileCheck check) {
        this.profile = check.profile();
        this.check = check;
        this.status = check.available() ? Status.PENDING : Status.SKIPPED;
        if (!check.available()) {
            reason = check.java().isEmpty() ? "JVM missing: " + check.problem() : check.problem();
        }
    }

    /** Which rounds a row's forks came from: what lets {@code compare} pair forks of the same round. */
    record RowRounds(String benchmark, String mode, Map<String, String> params, List<Integer> rounds,
                     List<NoiseSample> noise) {
    }

    /** Keeps the results of one fork (one unit, possibly several modes) of {@code round}; {@code noise} may be null. */
    void record(int round, Collection<RunResult> forkResults, NoiseSample noise) {
        if (noise != null) {
            samples.add(noise);
        }
        results.addAll(forkResults);
        byRound.computeIfAbsent(round, k -> new ArrayList<>()).addAll(forkResults);
        forkResults.forEach(r -> roundOf.put(r, round));
        forksCompleted++;
        for (RunResult r : forkResults) {
            var p = r.getParams();
            Map<String, String> params = new LinkedHashMap<>();
            p.getParamsKeys().forEach(k -> params.put(k, p.getParam(k)));
            RowRounds row = forkRounds.computeIfAbsent(p.id(), k -> new RowRounds(p.getBenchmark(),
                    p.getMode().shortLabel(), params, new ArrayList<>(), new ArrayList<>()));
            row.rounds().add(round);
            row.noise().add(noise);
        }
    }

    /** Every fork's results with its round. */
    Map<RunResult, Integer> resultRounds() {
        return roundOf;
    }

    /** The results of this profile's forks in {@code round}. */
    List<RunResult> roundResults(int round) {
        return byRound.getOrDefault(round, List.of());
    }

    public boolean runnable() {
        return status == Status.PENDING;
    }
}
