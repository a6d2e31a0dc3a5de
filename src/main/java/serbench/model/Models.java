package serbench.model;

import com.google.protobuf.Message;
import serbench.model.counters.CountersModel;
import serbench.model.document.DocumentModel;
import serbench.model.finditems.FindItemsModel;
import serbench.model.mediacontent.MediaContentModel;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The registry of models: benchmarks, tests and commands all read it. Each model is one entry, its name and its
 * constructor together, in the order of the sizes table. Looking a model up by name constructs that model only, and a
 * model loads its generated protobuf classes on first use, so a process that reads one model (the cold-start
 * benchmark) initialises no other. Each constructor is a lambda returning {@code Object}, linked only when it runs:
 * neither a constructor reference (its call site is linked, and the class loaded, when the registry is built) nor a
 * lambda returning {@link Model} (a class: the verifier would load every model class to check it against that type).
 *
 * <p>To add a model: one line in {@link #REGISTRY}.
 */
public final class Models {

    private static final Map<String, Supplier<Object>> REGISTRY = registry();

    private static Map<String, Supplier<Object>> registry() {
        Map<String, Supplier<Object>> r = new LinkedHashMap<>();
        r.put("mediacontent", () -> new MediaContentModel());
        r.put("finditems", () -> new FindItemsModel());
        r.put("counters", () -> new CountersModel());
        r.put("document", () -> new DocumentModel());
        return Collections.unmodifiableMap(r);
    }

    /** Every model's name, in the order of the sizes table. */
    public static final List<String> NAMES = List.copyOf(REGISTRY.keySet());

    private Models() {
    }

    /** Every model, in the order of {@link #NAMES}, each constructed once. */
    public static List<Model<?, ?>> all() {
        return All.MODELS;
    }

    private static final class All {
        static final List<Model<?, ?>> MODELS = NAMES.stream().<Model<?, ?>>map(Models::byName).toList();
    }

    /** A new model with this name; {@link IllegalArgumentException} listing the valid names otherwise. */
    @SuppressWarnings("unchecked")
    public static Model<Object, Message> byName(String name) {
        Supplier<Object> constructor = REGISTRY.get(name);
        if (constructor == null) {
            throw new IllegalArgumentException("unknown model '" + name + "'; valid models: " + names());
        }
        return (Model<Object, Message>) constructor.get();
    }

    public static String names() {
        return String.join(", ", NAMES);
    }
}
