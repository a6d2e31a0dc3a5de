package serbench.compare;

/** Whether a bigger number is better, read from the unit: {@code ops/…} is throughput, {@code …/op} a cost. */
public enum Direction {
    HIGHER_IS_BETTER, LOWER_IS_BETTER;

    public static Direction of(String unit) {
        return unit.startsWith("ops/") ? HIGHER_IS_BETTER : LOWER_IS_BETTER;
    }
}
