package serbench.compare;

import serbench.results.RunManifest;

/**
 * Something a comparison found that may weaken its figures, typed: what kind it is, the file it is about (null when
 * it is about the files together), the detail in words ({@code detail}: what; {@code more}: the rest, why and what to
 * do, empty when the detail says it all). Views word it ({@link #text}) or act on its kind (the
 * answer counts unsettled forks over the whole file; the short text view shortens the noise warnings), never by
 * matching its words.
 */
public record Warning(Kind kind, String file, String detail, String more) {

    /** A warning said whole in {@code detail}. */
    public Warning(Kind kind, String file, String detail) {
        this(kind, file, detail, "");
    }

    /** What a warning is about. */
    public enum Kind {
        /** One file given twice. */
        SAME_FILE,
        /** Forks that ran on a loaded machine (the run's manifest). */
        LOADED_FORKS,
        /** Forks whose first measured iteration was still warming up. */
        UNSETTLED_FORKS,
        /** JMH settings too weak for a stable figure. */
        WEAK_SETTINGS,
        /** The files' JMH settings or JVMs differ. */
        SETTINGS_DIFFER,
        /** The files come from different machines. */
        MACHINES_DIFFER,
        /** No manifest beside a file: its machine is unknown. */
        NO_MANIFEST,
        /** A row appears twice in a file. */
        REPEATED_ROW,
        /** A row whose scores are not a measurement. */
        ROW_NOT_COMPARED,
        /** Scores converted to the baseline's units. */
        UNITS_CONVERTED,
        /** Rows of the baseline missing from a file. */
        BASELINE_ROWS_MISSING,
        /** Rows of a file that the baseline lacks. */
        ROWS_NOT_IN_BASELINE,
        /** How the files' forks were paired by round. */
        PAIRING,
        /** Rows of the answer's file without the metric shown (left out of it). */
        ROWS_WITHOUT_METRIC,
        /** More schemas in a run's manifest than the answer shows. */
        SCHEMAS_CUT
    }

    /** The warning about {@code file}'s forks that ran on a loaded machine ({@link RunManifest#load}). */
    public static Warning loadedForks(String file, RunManifest.Load load) {
        return new Warning(Kind.LOADED_FORKS, file, load.brief(), load.more());
    }

    /** The warning whole, as the views print it: {@code file: detail more}, or without the file. */
    public String text() {
        return brief() + more;
    }

    /** What the warning says, without the rest ({@code more}): for a view that fits a screen. */
    public String brief() {
        return file == null ? detail : file + ": " + detail;
    }

    /** The same warning about another file (null: about the files together). */
    public Warning about(String otherFile) {
        return new Warning(kind, otherFile, detail, more);
    }

    /** Whether it only says that two files measured different rows (true of any split by a param). */
    public boolean aboutRowSets() {
        return kind == Kind.BASELINE_ROWS_MISSING || kind == Kind.ROWS_NOT_IN_BASELINE;
    }
}
