package serbench.model;

import com.google.protobuf.Message;
import serbench.model.counters.CountersModel;
import serbench.model.document.DocumentModel;
import serbench.model.finditems.FindItemsModel;
import serbench.model.mediacontent.MediaContentModel;

import java.util.List;
import java.util.function.Supplier;

/**
 * The registry of models: benchmarks, tests and commands all read it. Looking a model up by name constructs that model
 * only, and a model loads its generated protobuf classes on first use, so a process that reads one model (the
 * cold-start benchmark) initialises no other.
 *
 * <p>To add a model: its name in {@link #NAMES} and its constructor in {@link #byName}.
 */
public final class Models {

    /** Every model's name, in the order of the sizes table. */
    public static final List<String> NAMES = List.of("mediacontent", "finditems", "counters", "document");

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
     * A new model with this name; {@link IllegalArgumentException} listing the valid names otherwise. Each branch is a
     * constructor reference, linked only when it runs: a {@code new} of every model in one method would make the
     * verifier load every model class to check it against the return type, so the cold-start shot of one model would
     * load the others.
     */
    @SuppressWarnings("unchecked")
    public static Model<Object, Message> byName(String name) {
        Supplier<Model<?, ?>> constructor = switch (name) {
            case "mediacontent" -> MediaContentModel::new;
            case "finditems" -> FindItemsModel::new;
            case "counters" -> CountersModel::new;
            case "document" -> DocumentModel::new;
            default -> throw new IllegalArgumentException("unknown model '" + name + "'; valid models: " + names());
        };
        return (Model<Object, Message>) constructor.get();
    }

    public static String names() {
        return String.join(", ", NAMES);
    }
}
