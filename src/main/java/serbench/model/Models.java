package serbench.model;

import com.google.protobuf.Message;
import serbench.model.counters.CountersModel;
import serbench.model.document.DocumentModel;
import serbench.model.finditems.FindItemsModel;
import serbench.model.mediacontent.MediaContentModel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Supplier;

/**
 * The registry of models: benchmarks, tests and commands all read it. Each model is one entry, its name and its
 * constructor together, in the order of the sizes table. Looking a model up by name constructs that model only, and a
 * model loads its generated protobuf classes on first use, so a process that reads one model (the cold-start
 * benchmark) initialises no other. Each constructor is a lambda returning {@code Object}, linked only when it runs:
 * neither a constructor reference (its call site is linked, and the class loaded, when the registry is built) nor a
 * lambda returning {@link Model} (a class: the verifier would load every model class to check it against that type).
 *
 * <p>To add a model: one line in {@link #REGISTRY}. A model generated from a user's {@code .proto} (docs/own-proto.md)
 * is not in the registry: the build lists it in {@code META-INF/services/serbench.model.Model}, and {@link #byName} finds
 * it there when no built-in model has the name.
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

    /**
     * A new model with this name, built in or generated; {@link IllegalArgumentException} listing the valid names
     * otherwise.
     */
    @SuppressWarnings("unchecked")
    public static Model<Object, Message> byName(String name) {
        Supplier<Object> constructor = REGISTRY.get(name);
        if (constructor != null) {
            return (Model<Object, Message>) constructor.get();
        }
        for (Model<?, ?> generated : generated()) {
            if (generated.name().equals(name)) {
                return (Model<Object, Message>) generated;
            }
        }
        throw new IllegalArgumentException("unknown model '" + name + "'; valid models: " + names());
    }

    /** The names of the models generated from a user's {@code .proto} that this class path holds, in its order. */
    public static List<String> generatedNames() {
        List<String> names = new ArrayList<>();
        for (Model<?, ?> generated : generated()) {
            names.add(generated.name());
        }
        return names;
    }

    /**
     * The generated models the class path lists, each built. A listed class that is not there (the list left by a build
     * with {@code -Dserbench.proto} in {@code target/classes}, the classes gone with a build without it) is skipped:
     * it is no model of this build.
     */
    private static List<Model<?, ?>> generated() {
        List<Model<?, ?>> models = new ArrayList<>();
        Iterator<Model> it = ServiceLoader.load(Model.class).iterator();
        while (true) {
            try {
                if (!it.hasNext()) {
                    return models;
                }
                models.add(it.next());
            } catch (ServiceConfigurationError listedButNotBuilt) {
                // skipped, as the comment says
            }
        }
    }

    /** The built-in models' names, then the generated ones'. */
    public static List<String> allNames() {
        List<String> all = new ArrayList<>(NAMES);
        all.addAll(generatedNames());
        return all;
    }

    public static String names() {
        return String.join(", ", allNames());
    }
}
