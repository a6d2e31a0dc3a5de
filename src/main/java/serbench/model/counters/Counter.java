package serbench.model.counters;

/** One record: a sequence number and a value in 1..1000. */
public record Counter(int counter, int num) {
}
