package serbench.model;

import com.google.protobuf.Message;
import serbench.model.counters.CountersModel;
import serbench.model.document.DocumentModel;
import serbench.model.finditems.FindItemsModel;
import serbench.model.mediacontent.MediaContentModel;

import java.util.List;
import java.util.stream.Collectors;

/** The registry of models: benchmarks, tests and commands all read this list. */
public final class Models {

    public static final List<Model<?, ?>> ALL = List.of(
            new MediaContentModel(),
            new FindItemsModel(),
            new CountersModel(),
            new DocumentModel());

    private Models() {
    }

    /** The model with this name; {@link IllegalArgumentException} listing the valid names otherwise. */
    @SuppressWarnings("unchecked")
    public static Model<Object, Message> byName(String name) {
        for (Model<?, ?> m : ALL) {
            if (m.name().equals(name)) {
                return (Model<Object, Message>) m;
            }
        }
        throw new IllegalArgumentException("unknown model '" + name + "'; valid models: " + names());
    }

    public static String names() {
        return ALL.stream().map(Model::name).collect(Collectors.joining(", "));
    }
}
