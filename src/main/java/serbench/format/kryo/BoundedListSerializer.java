package serbench.format.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import serbench.format.ValueCheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Kryo's collection serializer for the models' lists (the JDK's immutable lists that the records hold), reading into
 * an {@link ArrayList} that the record's constructor then copies, as Jackson's binding does. Elements are never null
 * (the records refuse a null element), so none is marked. Kryo sizes the list from the count the payload declares
 * before reading any element; here a count above the bytes left in the input (every element takes at least one)
 * or above {@link ValueCheck#MAX_ELEMENTS} is refused first.
 *
 * <p>The element type is written in the payload, as Kryo does for a record's list: which one a list may hold is
 * checked by {@link CheckedRecordSerializer}.
 */
final class BoundedListSerializer extends CollectionSerializer<List<Object>> {

    BoundedListSerializer() {
        setElementsCanBeNull(false);
    }

    @Override
    protected List<Object> create(Kryo kryo, Input input, Class<? extends List<Object>> type, int size) {
        long rest = input.limit() - input.position();
        if (size < 0 || size > rest || size > ValueCheck.MAX_ELEMENTS) {
            throw new KryoException("a list declares " + Integer.toUnsignedString(size) + " elements, more than the "
                    + (size >= 0 && size <= rest ? "limit of " + ValueCheck.MAX_ELEMENTS
                    : rest + " bytes left in the input"));
        }
        return new ArrayList<>(size);
    }
}
