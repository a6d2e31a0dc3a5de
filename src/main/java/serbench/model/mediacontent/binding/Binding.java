package serbench.model.mediacontent.binding;

import serbench.model.Digest;
import serbench.model.mediacontent.MediaContent;
import serbench.model.mediacontent.MediaContentModel;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The Java binding styles of the MediaContent model, each with its root class, its conversions from and to the
 * records, and its digest of every field, which equals the records' digest ({@link MediaContentModel#digest}) for
 * equal data. Jackson builds a record through its canonical constructor, a bean through its no-arg constructor and
 * setters, a fields class through its no-arg constructor and field writes.
 */
public enum Binding {

    /** The suite's model: records, built through their canonical constructors. */
    RECORD(MediaContent.class, value -> value) {
        @Override
        public MediaContent toRecord(Object value) {
            return (MediaContent) value;
        }

        @Override
        public long digest(Object value) {
            return MODEL.digest((MediaContent) value);
        }
    },
    /** Mutable classes: private fields, a no-arg constructor, getters and setters. */
    BEAN(MediaContentBean.class, MediaContentBean::of),
    /** Classes with public fields and a no-arg constructor, no accessors. */
    FIELDS(MediaContentFields.class, MediaContentFields::of);

    private static final MediaContentModel MODEL = new MediaContentModel();

    /** Every style's name, in declaration order: {@code record}, {@code bean}, {@code fields}. */
    public static final List<String> NAMES = Arrays.stream(values()).map(Binding::styleName).toList();

    private final Class<?> type;
    private final Function<MediaContent, Object> fromRecord;

    Binding(Class<?> type, Function<MediaContent, Object> fromRecord) {
        this.type = type;
        this.fromRecord = fromRecord;
    }

    /** The root class Jackson reads and writes. */
    public Class<?> type() {
        return type;
    }

    /** The lower-case name ({@code record}, {@code bean}, {@code fields}) benchmarks take as a parameter. */
    public String styleName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The record's data in this style, a new object graph (the record itself for {@link #RECORD}). */
    public Object fromRecord(MediaContent value) {
        return fromRecord.apply(value);
    }

    /** This style's value as records, refused as the records' constructors refuse missing required data. */
    @SuppressWarnings("unchecked")
    public MediaContent toRecord(Object value) {
        return ((Bound<MediaContent>) value).toRecord();
    }

    /** Every field of a value of this style, read as a caller reads it (getters for beans, fields for fields). */
    public long digest(Object value) {
        Digest d = new Digest();
        ((Bound<?>) value).digest(d);
        return d.value();
    }

    /** The style with this name; {@link IllegalArgumentException} listing the valid names otherwise. */
    public static Binding byName(String name) {
        for (Binding b : values()) {
            if (b.styleName().equals(name)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown binding '" + name + "'; valid bindings: " + String.join(", ", NAMES));
    }
}
