package serbench.claims;

/** The outcome of checking one claim: the verdict, the figures it rests on, and one line of why. */
public record Verdict(Outcome outcome, String figures, String why) {

    public enum Outcome {
        HOLDS("holds"), HOLDS_IN_PART("holds in part"), DOES_NOT_HOLD("does not hold"), NOT_MEASURED("not measured");

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
