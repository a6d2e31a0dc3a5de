package serbench.format.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.RecordSerializer;
import serbench.format.ModelClasses;
import serbench.model.InvalidDataException;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * Kryo's {@link RecordSerializer} (it writes and reads every component, and builds the record through its canonical
 * constructor), plus one check on reading: each list component holds only elements of its declared type. Kryo
 * writes a list's element class in the payload and reads whatever registered class it names, so without the check a
 * hostile payload could put an {@code Image} in a {@code List<String>}, and reading the value would then fail far
 * from the decoder. The check is one class comparison per list element (the models' element types are final).
 */
final class CheckedRecordSerializer<T> extends RecordSerializer<T> {

    private final MethodHandle[] lists;
    private final Class<?>[] elements;
    private final String[] names;

    CheckedRecordSerializer(Class<T> type) {
        super(type);
        List<RecordComponent> withLists = new ArrayList<>();
        for (RecordComponent rc : type.getRecordComponents()) {
            if (ModelClasses.listElement(rc.getGenericType()) != null) {
                withLists.add(rc);
            }
        }
        lists = new MethodHandle[withLists.size()];
        elements = new Class<?>[withLists.size()];
        names = new String[withLists.size()];
        for (int i = 0; i < lists.length; i++) {
            RecordComponent rc = withLists.get(i);
            try {
                lists[i] = MethodHandles.lookup().unreflect(rc.getAccessor())
                        .asType(MethodType.methodType(Object.class, Object.class));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot read " + type.getName() + "." + rc.getName(), e);
            }
            elements[i] = ModelClasses.listElement(rc.getGenericType());
            names[i] = type.getSimpleName() + "." + rc.getName();
        }
    }

    @Override
    public T read(Kryo kryo, Input input, Class<? extends T> type) {
        T value = super.read(kryo, input, type);
        for (int i = 0; i < lists.length; i++) {
            List<?> list = list(i, value);
            for (int k = 0; k < list.size(); k++) {
                if (!elements[i].isInstance(list.get(k))) {
                    throw new InvalidDataException(names[i] + "[" + k + "] is a " + list.get(k).getClass().getName()
                            + ", not a " + elements[i].getSimpleName());
                }
            }
        }
        return value;
    }

    private List<?> list(int i, T value) {
        try {
            return (List<?>) (Object) lists[i].invokeExact((Object) value);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
