package serbench.model;

import java.util.stream.Stream;

/** Model names from the registry, for parameterized tests: a new model is tested without editing a list. */
public final class ModelNames {

    private ModelNames() {
    }

    /** Every model in {@link Models#NAMES}. */
    public static Stream<String> all() {
        return Models.NAMES.stream();
    }
}
