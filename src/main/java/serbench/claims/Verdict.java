package serbench.claims;

/**
 * The outcome of checking one claim: the verdict, the figures it rests on, and one line of why. Verdicts rest on the
 * 95% interval of the measured ratio: "holds" when the interval supports the claimed effect, "does not hold" when it
 * excludes it, "holds in part" when it supports part of it (the direction, not the size), "inconclusive" when it
 * includes both the claim and its negation (or there is no interval).
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
