package serbench.compare.pairing;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import serbench.results.ResultFile;
import serbench.results.Run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code compare FILE --between PARAM=A,B,...}: one result file seen as one file per value of a param, that param
 * removed from the rows, so that the rows of {@code format=json-jackson3} match those of {@code format=json} on
 * every other param and are compared with the same criterion as two profiles. The first value is the baseline.
 *
 * <p>In a file of an interleaved {@code run}, every row ran once per round, so the rows of two values pair by
 * round as two profiles do ({@link RunPairing}: the drift of the machine between rounds cancels); a round runs every
 * row in turn, so its two forks are minutes apart, not seconds, and pairing removes the slow drifts only. Files
 * without that record are compared unpaired (Welch on log fork means).
 */
public final class ParamSplit {

    private ParamSplit() {
    }

    /** Parses {@code PARAM=A,B[,C...]}; at least two distinct values. */
    public static Map.Entry<String, List<String>> parse(String text) {
        int eq = text.indexOf('=');
        List<String> values = eq < 0 ? List.of() : List.of(text.substring(eq + 1).split(",", -1));
        if (eq <= 0 || values.size() < 2 || values.stream().anyMatch(String::isBlank)
                || values.stream().distinct().count() != values.size()) {
            throw new WrongArgumentException("'" + text + "': give a param and two or more distinct values, the baseline"
                    + " first, e.g. format=json,json-jackson3");
        }
        return Map.entry(text.substring(0, eq), values);
    }

    /**
     * The file's rows split by the value of {@code param}: per value, the file with that {@link ResultFile.Selection}
     * (its path and run record, the rows with {@code param=V}, the param removed). A value no row has, or a param no
     * row has, is a bad input naming the values the file has.
     */
    public static List<ResultFile> split(ResultFile file, String param, List<String> values) {
        Map<String, List<Run>> byValue = new LinkedHashMap<>();
        values.forEach(v -> byValue.put(v, new ArrayList<>()));
        List<String> seen = new ArrayList<>();
        for (Run r : file.runs()) {
            String v = r.params().get(param);
            if (v == null) {
                continue;
            }
            if (!seen.contains(v)) {
                seen.add(v);
            }
            List<Run> runs = byValue.get(v);
            if (runs != null) {
                Map<String, String> rest = new LinkedHashMap<>(r.params());
                rest.remove(param);
                runs.add(new Run(r.benchmark(), r.mode(), rest, r.config(), r.primary(), r.secondary()));
            }
        }
        if (seen.isEmpty()) {
            throw new UnusableInputException(file.path() + ": no row has a param '" + param + "'; a comparison between values needs a"
                    + " param of the file's rows (they show as columns in compare's output)");
        }
        List<ResultFile> out = new ArrayList<>();
        byValue.forEach((v, runs) -> {
            if (runs.isEmpty()) {
                throw new UnusableInputException(file.path() + ": no row has " + param + "=" + v + "; its values are "
                        + String.join(", ", seen));
            }
            out.add(file.select(new ResultFile.Selection(param, v), List.copyOf(runs)));
        });
        return out;
    }
}
