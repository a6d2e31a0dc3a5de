package serbench.format.kryo;

import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.Registration;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.util.DefaultClassResolver;

/**
 * Kryo's class resolver, refusing a class given by name in the payload before anything is done with the name. With
 * registration required, Kryo writes only registered class ids, yet reading still accepts a name: it loads the class
 * it names ({@code Class.forName} without initialising it) and only then refuses it as unregistered. Here the name
 * is not even read.
 */
final class RegisteredClassResolver extends DefaultClassResolver {

    @Override
    protected Registration readName(Input input) {
        throw new KryoException("a class given by name; only the ids of registered classes are accepted");
    }
}
