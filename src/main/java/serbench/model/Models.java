package serbench.model;

import com.google.protobuf.Message;
import serbench.model.counters.CountersModel;
import serbench.model.document.DocumentModel;
import serbench.model.finditems.FindItemsModel;
import serbench.model.mediacontent.MediaContentModel;

import java.util.List;

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

    /** A new model with this name; {@link IllegalArgumentException} listing the valid names otherwise. */
    @SuppressWarnings("unchecked")
    public static Model<Object, Message> byName(String name) {
        Model<?, ?> m;
        switch (name) {
            case "mediacontent":
                m = new MediaContentModel();
                break;
            case "finditems":
                m = new FindItemsModel();
                break;
            case "counters":
                m = new CountersModel();
                break;
            case "document":
                m = new DocumentModel();
                break;
            default:
                throw new IllegalArgumentException("unknown model '" + name + "'; valid models: " + names());
        }
        return (Model<Object, Message>) m;
    }

    public static String names() {
        return String.join(", ", NAMES);
    }
}
