package serbench.format;

import serbench.format.jackson.Jackson;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import serbench.model.InvalidDataException;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * What every format must be able to carry, checked on a user's decoded value before any format re-encodes it,
 * by streaming the value through Jackson's JSON writer into nothing (no copy of the value is built):
 * <ul>
 *   <li>text: only characters XML 1.0 allows (no U+0000 or other control character but tab, newline and carriage
 *   return, no U+FFFE/U+FFFF) and no lone surrogate (which UTF-8, hence protobuf, cannot encode either). JSON could
 *   carry them as escapes, but then the formats would no longer carry the same data, so they are refused;</li>
 *   <li>size: at most {@link #MAX_ELEMENTS} objects and list elements, so a small payload of many empty records
 *   cannot expand into hundreds of megabytes of XML.</li>
 * </ul>
 */
public final class ValueCheck {

    /** Most objects plus list elements in one user payload: 1,000,000 (finditems 1000 has about 20,000). */
    public static final long MAX_ELEMENTS = 1_000_000;

    private ValueCheck() {
    }

    /** Refuses the value with {@link InvalidDataException}, or returns how many scalar values it holds. */
    static long check(Object value) {
        Counting g;
        try {
            g = new Counting(Jackson.json().getFactory().createGenerator(OutputStream.nullOutputStream()));
            Jackson.json().writeValue(g, value);
        } catch (IOException e) {
            if (PayloadException.invalidData(e) != null) {
                throw PayloadException.invalidData(e);
            }
            throw new UncheckedIOException(e);
        }
        return g.scalars;
    }

    /** A text value or name every format can carry, else the refusal naming where it is and what it holds. */
    static void checkText(String text, String where) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String bad = null;
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                    continue;
                }
                bad = "a lone surrogate";
            } else if (Character.isLowSurrogate(c)) {
                bad = "a lone surrogate";
            } else if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' || c == '\uFFFE' || c == '\uFFFF') {
                bad = "a control character";
            }
            if (bad != null) {
                throw new InvalidDataException(String.format("text at %s holds U+%04X (%s), which XML 1.0 and "
                        + "UTF-8 cannot carry; only text every format can carry is accepted", where, (int) c, bad));
            }
        }
    }

    /** Jackson's generator, counting and checking what goes through it. */
    private static final class Counting extends JsonGeneratorDelegate {

        long elements;
        long scalars;

        Counting(JsonGenerator g) {
            super(g, false);
        }

        private void element() {
            if (++elements > MAX_ELEMENTS) {
                throw new InvalidDataException("more than " + MAX_ELEMENTS + " objects and list elements; "
                        + "give a smaller payload");
            }
        }

        private void scalar() {
            scalars++;
            if (getOutputContext().inArray()) {
                element();
            }
        }

        private String where() {
            return getOutputContext().pathAsPointer().toString();
        }

        @Override
        public void writeStartObject() throws IOException {
            element();
            super.writeStartObject();
        }

        @Override
        public void writeStartObject(Object forValue) throws IOException {
            element();
            super.writeStartObject(forValue);
        }

        @Override
        public void writeStartObject(Object forValue, int size) throws IOException {
            element();
            super.writeStartObject(forValue, size);
        }

        @Override
        public void writeFieldName(String name) throws IOException {
            checkText(name, "a field name");
            super.writeFieldName(name);
        }

        @Override
        public void writeString(String text) throws IOException {
            scalar();
            checkText(text, where());
            super.writeString(text);
        }

        @Override
        public void writeString(char[] text, int offset, int len) throws IOException {
            writeString(new String(text, offset, len));
        }

        @Override
        public void writeNumber(int v) throws IOException {
            scalar();
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(long v) throws IOException {
            scalar();
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(double v) throws IOException {
            scalar();
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(float v) throws IOException {
            scalar();
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(java.math.BigDecimal v) throws IOException {
            scalar();
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(java.math.BigInteger v) throws IOException {
            scalar();
            super.writeNumber(v);
        }

        @Override
        public void writeNumber(String encoded) throws IOException {
            scalar();
            super.writeNumber(encoded);
        }

        @Override
        public void writeBoolean(boolean state) throws IOException {
            scalar();
            super.writeBoolean(state);
        }
    }
}
