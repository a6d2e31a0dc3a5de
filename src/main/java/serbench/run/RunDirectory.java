package serbench.run;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.io.HarnessJson;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A new directory for one recorded run: {@code PARENT/yyyyMMdd-HHmmss[-LABEL]}, or with {@code -2},
 * {@code -3}… appended when that exists. Creation is atomic, so a directory is never reused.
 */
public final class RunDirectory {

    /** The file of a run directory that holds JMH's own output of every fork ({@code run} keeps it off the terminal). */
    public static final String JMH_LOG = "jmh-output.txt";

    /** Allowed labels: they become part of a directory name. */
    static final Pattern LABEL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private RunDirectory() {
    }

    /** Checks a run's label; a usage error that says what a label takes (the command names the option). */
    public static String checkLabel(String label) {
        if (label != null && (!LABEL.matcher(label).matches() || label.length() > 80)) {
            throw new WrongArgumentException("'" + label
                    + "': use up to 80 letters, digits, '.', '-' and '_', starting with a letter or digit");
        }
        return label;
    }

    /**
     * A results or run directory that cannot be created or written: {@link #problem} says which and why, and the
     * message ends with what to do; each command words how to choose another directory its own way
     * ({@code run --results-dir}, a system property for a plain JMH command line).
     */
    public static final class Unwritable extends UnusableInputException {
        /** Which directory could not be created or written, and why. */
        public final String problem;
        /** Whether the disk is full: then freeing space helps, not another directory. */
        public final boolean diskFull;

        Unwritable(String problem, boolean diskFull) {
            super(problem + "; " + (diskFull ? "free some space and run again" : "choose another results directory"));
            this.problem = problem;
            this.diskFull = diskFull;
        }
    }

    /**
     * Creates the run directory (and {@code parent} if needed); when it cannot (a file, a dangling link or a loop where
     * the directory should be, no permission, a full disk), an {@link Unwritable}.
     */
    static Path create(Path parent, LocalDateTime time, String label) throws IOException {
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new Unwritable("cannot create the results directory " + parent + " (" + RunFiles.describe(e) + ")",
                    RunFiles.diskFull(e));
        }
        String base = time.format(STAMP) + (label == null ? "" : "-" + label);
        for (int i = 1; ; i++) {
            Path dir = parent.resolve(i == 1 ? base : base + "-" + i);
            try {
                return Files.createDirectory(dir);
            } catch (FileAlreadyExistsException e) {
                // taken: try the next suffix
            } catch (IOException e) {
                throw new Unwritable("cannot create a run directory in " + parent + " (" + RunFiles.describe(e) + ")",
                        RunFiles.diskFull(e));
            }
        }
    }

    /**
     * Creates {@code rounds/} with a {@code manifest.json} saying what its single-fork files are: the record of
     * how they were produced is the run's own manifest, one level up.
     */
    static Path createRounds(Path runDir, RunFiles files) throws IOException {
        Path rounds = Files.createDirectories(runDir.resolve("rounds"));
        Map<String, String> note = new LinkedHashMap<>();
        note.put("what", "single-fork JMH result files, <profile>-fork<round>.json, one per profile and round of this run;"
                + " merged per profile into ../<profile>.json");
        note.put("manifest", "../manifest.json (command, profiles, JVMs, flags, machine, commit, times)");
        files.write(rounds.resolve("manifest.json"), HarnessJson.pretty().writeValueAsBytes(note));
        return rounds;
    }

    /**
     * Removes a run directory that could not be started: the manifests the start wrote (they describe nothing yet),
     * then the directory if nothing else is in it; best effort.
     */
    static void removeUnstarted(Path runDir) {
        try {
            Files.deleteIfExists(runDir.resolve("rounds").resolve(Manifest.FILE));
            Files.deleteIfExists(runDir.resolve(Manifest.FILE));
        } catch (IOException e) {
            // left as it is: the run's one-line error says what happened
        }
        removeIfEmpty(runDir);
    }

    /** Removes a run directory that nothing could be written to (and its empty {@code rounds/}); best effort. */
    static void removeIfEmpty(Path runDir) {
        try {
            Files.deleteIfExists(runDir.resolve("rounds"));
            Files.deleteIfExists(runDir);
        } catch (IOException notEmpty) {
            // something was written: keep it
        }
    }
}
