package serbench.compare;

import serbench.stats.ModeAwareInterval;
import serbench.stats.Steadiness;
import serbench.text.Cells;

/** A flag on a row: something that makes its numbers less trustworthy. Renderers print the code and explain it once. */
public enum Note {
    FEW_FORKS("few", "fewer than 2 forks on a side: no interval, no verdict (record 5 forks or more)"),
    NOISY("noisy", "fork-to-fork coefficient of variation above " + Comparison.NOISY_CV_PERCENT
            + "% in a file; more forks, a quieter machine or longer iterations help"),
    BIMODAL("bimodal", "fork means split into two clusters far apart relative to the within-fork spread "
            + "(different JIT or layout outcomes): the mean hides two behaviours"),
    MODES_DIFFER("modes", "the two files' fork values show a different mode structure (forks off the main mode in one"
            + " file and not the other, or in clearly different shares): a trimmed interval holds only when one file's values"
            + " are the other's times a factor, so this row's interval is untrimmed: Student's t on the mean log ratio, whose"
            + " target is the ratio of the geometric means itself, wider but not led astray by the modes"),
    MODE_ROUNDS("mixture", "rounds off the main mode (a per-round ratio far from the others): the interval weighs them by"
            + " their share, with the share's exact binomial interval, so it stays honest when one side's forks fall into"
            + " a slow mode more often than the other's; wider than a trimmed interval"),
    FEW_ROUNDS_FOR_MODES("unseen", "fewer than " + ModeAwareInterval.ROUNDS_TO_SEE_MODES + " rounds: a fork mode in a"
            + " fifth of one side's forks can still be unseen, so the interval is widened by what such a mode could add"
            + " (up to " + Cells.plain(ModeAwareInterval.MODE_GAP) + "x apart); more rounds remove the allowance"),
    NEAR_DETECTION("near", "significant on its own, but the interval adjusted for that selection includes no change:"
            + " the effect is near what this run can detect, and a decided interval would overstate it (winner's curse);"
            + " not decided, more rounds decide it"),
    CENTRES_APART("apart", "the two sides' figures divide to a ratio outside the change's 95% interval: each figure is"
            + " its side's own centre over all its forks, while the change compares the rounds both sides ran, paired"
            + " and trimmed, and so sets aside what hit one side in a few rounds (or forks without a pair); read the"
            + " change for the comparison, and each figure as its side's level"),
    UNSETTLED("unsettled", "in a file, a fork's first measured iteration is more than "
            + Steadiness.MAX_FIRST_SLOWDOWN_PERCENT + "% slower than the median of its other measured iterations,"
            + " and by more than the row's iteration noise allows (" + Steadiness.NOISE_Z + " standard deviations):"
            + " warm-up had not ended, so its mean includes part of it (the warnings count such forks per file);"
            + " more or longer warm-up iterations help"),
    NON_FINITE("nan", "non-finite or absurd iteration values (NaN, +INF, -INF, beyond 1e100, nonzero below"
            + " 1e-100, negative histogram counts) were left out"),
    INVALID("invalid", "scores of zero or below, or negative allocation: not a measurement, so not compared"),
    POOLED("pooled", "no rawData in a file: its pooled score stands in as a single fork"),
    MISMATCH("mismatch", "units of different kinds (e.g. ops/s and ns/op) or modes differ between the files: not"
            + " compared"),
    DEGENERATE("n/a", "no usable interval (zero variance, or bounds that overflow): printed n/a, never a change"),
    SETTINGS("settings", "a file measured this row with no warm-up iterations or fewer than 3 measured iterations"
            + " (see the warnings): its verdict may describe a cold JVM or a single sample, not the code");

    private final String code;
    private final String meaning;

    Note(String code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public String code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }
}
