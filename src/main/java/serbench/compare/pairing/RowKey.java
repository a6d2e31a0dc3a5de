package serbench.compare.pairing;

import serbench.results.Run;
import java.util.Map;

/** What makes a row: benchmark, params and mode. Rows from different files are matched on it. */
public record RowKey(String benchmark, Map<String, String> params, String mode) {

    public static RowKey of(Run run) {
        return new RowKey(run.benchmark(), run.params(), run.mode());
    }

    /** Benchmark and params, the text {@code --filter} matches. */
    public String label() {
        StringBuilder sb = new StringBuilder(benchmark);
        params.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }
}
