package serbench.model.mediacontent.binding;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.model.mediacontent.MediaContent;
import serbench.model.mediacontent.MediaContentModel;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every binding style carries the records' data: converted from a record and back it equals the record, and its
 * digest equals the record's, on every standard input (media.2: nulls, non-ASCII text, a surrogate pair). That each
 * style's digest sees every change of every field is {@code DigestCoverageTest}'s; the bytes each style writes and
 * reads, per format, are {@code BenchmarkMethodsTest.binding}'s.
 */
class BindingTest {

    private static final MediaContentModel MODEL = new MediaContentModel();

    static Stream<Arguments> bindingInput() {
        List<Arguments> cases = new ArrayList<>();
        for (Binding b : Binding.values()) {
            for (String input : MODEL.inputs()) {
                cases.add(Arguments.of(b, input));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("bindingInput")
    void sameDataAndDigestAsTheRecord(Binding binding, String input) {
        MediaContent record = MODEL.load(input);
        Object value = binding.fromRecord(record);
        assertTrue(binding.type().isInstance(value));
        assertEquals(record, binding.toRecord(value));
        assertEquals(MODEL.digest(record), binding.digest(value));
    }

    @Test
    void conversionsCopyTheLists() {
        MediaContent record = MODEL.load("media.1");
        MediaContentBean bean = (MediaContentBean) Binding.BEAN.fromRecord(record);
        bean.getMedia().getPersons().add("another");
        MediaContentFields fields = (MediaContentFields) Binding.FIELDS.fromRecord(record);
        fields.images.remove(0);
        assertEquals(MODEL.load("media.1"), record);
    }

    @Test
    void toRecordRefusesWhatTheRecordsRefuse() {
        MediaContentFields fields = (MediaContentFields) Binding.FIELDS.fromRecord(MODEL.load("media.1"));
        fields.media.player = null;
        assertThrows(serbench.model.InvalidDataException.class, () -> Binding.FIELDS.toRecord(fields));
        MediaContentBean bean = new MediaContentBean();
        assertThrows(serbench.model.InvalidDataException.class, () -> Binding.BEAN.toRecord(bean));
    }

    @Test
    void namesAndLookup() {
        assertEquals(List.of("record", "bean", "fields"), Binding.NAMES);
        for (Binding b : Binding.values()) {
            assertEquals(b, Binding.byName(b.styleName()));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Binding.byName("pojo"));
        assertEquals("unknown binding 'pojo'; valid bindings: record, bean, fields", e.getMessage());
    }
}
