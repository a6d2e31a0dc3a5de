package serbench.format.avro;

import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.util.ClassSecurityValidator;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The classes the {@code avro} format lets Avro load. Avro 1.12 loads the class a schema names (a generated record or
 * enum) only when it is trusted ({@link ClassSecurityValidator}), and the only settings are JVM-wide: system
 * properties ({@code org.apache.avro.SERIALIZABLE_PACKAGES}, read once) or {@link ClassSecurityValidator#setGlobal};
 * there is none per reader. So the format trusts, through the API, exactly the classes its models' schemas name,
 * each model's when its codec is built, on top of what the JVM trusted already (Avro's defaults, any properties):
 * no package, no other class. A payload names no class (the schema is compiled in), so this list is never a
 * payload's to choose.
 */
final class AvroTrust {

    private static final Set<String> TRUSTED = ConcurrentHashMap.newKeySet();

    static {
        ClassSecurityValidator.ClassSecurityPredicate before = ClassSecurityValidator.getGlobal();
        ClassSecurityValidator.setGlobal(ClassSecurityValidator.composite(before, c -> TRUSTED.contains(c.getName())));
    }

    private AvroTrust() {
    }

    /** Trusts the class of every record and enum {@code schema} names, itself included. */
    static void trust(Schema schema) {
        switch (schema.getType()) {
            case RECORD -> {
                if (TRUSTED.add(SpecificData.getClassName(schema))) {
                    for (Schema.Field f : schema.getFields()) {
                        trust(f.schema());
                    }
                }
            }
            case ENUM, FIXED -> TRUSTED.add(SpecificData.getClassName(schema));
            case ARRAY -> trust(schema.getElementType());
            case MAP -> trust(schema.getValueType());
            case UNION -> schema.getTypes().forEach(AvroTrust::trust);
            default -> {
            }
        }
    }
}
