package serbench.run.design;

import com.google.protobuf.Message;
import serbench.format.Sizes;
import serbench.model.Model;
import serbench.model.Models;
import serbench.model.user.GeneratedModel;
import serbench.results.RunRecord;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The sizes a run records in its manifest ({@link RunRecord#sizes}): the bytes each format writes for each input of
 * each model the run's units select, raw and gzipped, computed by the codecs ({@link Sizes}) once, before the first
 * fork, so that {@code report} draws the sizes of the run it reports rather than those of today's codecs.
 *
 * <p>The units carry every {@code @Param} of their benchmark, from {@code -p} or else the benchmark's own defaults.
 * A model's inputs are the {@code input} values of its units ({@code default} for a unit without that param), its
 * formats the {@code format} values of its units, or every format when none of them has a format (as for
 * {@code CreateBench}). Units without a {@code model} param, and models the suite does not have, record nothing.
 *
 * <p>Beside them, {@link #schemasOf} records which schema each model generated from a user's {@code .proto} was built
 * from, so that a run of such a model says what it measured.
 */
public final class RunSizes {

    private RunSizes() {
    }

    /** The sizes of the units' inputs; an input that cannot be sized is left out with a warning to {@code warn}. */
    public static List<RunRecord.Size> of(List<Schedule.Unit> units, Consumer<String> warn) {
        return ofParams(units.stream().map(Schedule.Unit::params).toList(), warn);
    }

    /** The same for rows or units given by their params alone (a plain JMH run's result rows). */
    public static List<RunRecord.Size> ofParams(List<Map<String, String>> params, Consumer<String> warn) {
        Map<String, Set<String>> inputs = new LinkedHashMap<>();
        Map<String, Set<String>> formats = new LinkedHashMap<>();
        for (Map<String, String> u : params) {
            String model = u.get("model");
            if (model == null) {
                continue;
            }
            inputs.computeIfAbsent(model, m -> new LinkedHashSet<>()).add(u.getOrDefault("input", "default"));
            Set<String> f = formats.computeIfAbsent(model, m -> new LinkedHashSet<>());
            if (u.containsKey("format")) {
                f.add(u.get("format"));
            }
        }
        List<RunRecord.Size> rows = new ArrayList<>();
        Set<List<String>> seen = new LinkedHashSet<>();
        inputs.forEach((name, modelInputs) -> {
            Model<Object, Message> model;
            try {
                model = Models.byName(name);
            } catch (IllegalArgumentException e) {
                return; // not one of the suite's models: nothing to size
            }
            Set<String> selected = formats.get(name);
            for (String input : modelInputs) {
                List<Sizes.Row> sizes;
                try {
                    sizes = Sizes.of(model, input);
                } catch (RuntimeException e) {
                    warn.accept("sizes of model=" + name + " input=" + input + " not recorded: " + e.getMessage());
                    continue;
                }
                for (Sizes.Row s : sizes) {
                    if ((selected.isEmpty() || selected.contains(s.format()))
                            && seen.add(List.of(s.model(), s.input(), s.format()))) {
                        rows.add(new RunRecord.Size(s.model(), s.input(), s.format(), s.bytes(), s.gzipBytes()));
                    }
                }
            }
        });
        return rows;
    }

    /**
     * The schemas of the models generated from a user's {@code .proto} that the units select
     * ({@link RunRecord#schemas}); null when they select none.
     */
    public static List<RunRecord.Schema> schemasOf(List<Map<String, String>> params) {
        Set<String> names = new LinkedHashSet<>();
        params.stream().map(u -> u.get("model")).filter(m -> m != null).forEach(names::add);
        List<RunRecord.Schema> schemas = new ArrayList<>();
        for (String name : names) {
            try {
                if (Models.byName(name) instanceof GeneratedModel<?, ?> g) {
                    schemas.add(new RunRecord.Schema(name, g.message(), g.schemaSha256(), g.schemaFiles()));
                }
            } catch (IllegalArgumentException e) {
                // not a model of this build: nothing to record
            }
        }
        return schemas.isEmpty() ? null : schemas;
    }
}
