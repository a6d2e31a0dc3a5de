package serbench.claims;

/**
 * The outcome of checking one claim: the verdict, the figures it rests on, and one line of why. Verdicts rest on the
 * 95% interval of the measured ratio against the claim's range in numbers ({@link Claimed}, which states the rule):
 * "holds" when the interval lies in the range, "holds in part" when it lies on the claimed side of 1 and reaches half
 * the claimed effect on a log scale, "does not hold" when it stays below that, "inconclusive" when it includes an end
 * of the range, or both no effect and half the claimed one (or there is no interval).
 */
public record Verdict(Outcome outcome, String figures, String why) {

    public enum Outcome {
        HOLDS("holds"), HOLDS_IN_PART("holds in part"), DOES_NOT_HOLD("does not hold"), INCONCLUSIVE("inconclusive"),
        NOT_MEASURED("not measured");

        private final String label;

        Outcome(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    static Verdict notMeasured(String what) {
        return new Verdict(Outcome.NOT_MEASURED, "-", "no result for " + what + " in the given runs");
    }
}
