package serbench.format.avro;

import org.apache.avro.specific.SpecificRecord;

/**
 * One model in Avro, for the {@code avro} format: the conversions between the model's Java records and the record
 * classes avro-maven-plugin generates from its schema in {@code src/main/avro} (for setup and tests only, never in a
 * timed region, as {@code Model.toProto} and {@code fromProto} are), and the read of every field of a decoded record
 * (as {@code Model.digestProto} reads a decoded message). One implementation per model, found by {@link AvroModels}.
 *
 * @param <T> the model's root Java class
 * @param <A> the root record class generated from the model's schema
 */
interface AvroModel<T, A extends SpecificRecord> {

    /** The generated root record class; its schema is the model's. */
    Class<A> type();

    /** The generated record with the values of {@code value}, as {@code Model.toProto} builds the message. */
    A toAvro(T value);

    /**
     * The inverse of {@link #toAvro}, as {@code Model.fromProto}: a value the model cannot hold (a timestamp out of
     * range) is refused with {@code InvalidDataException}.
     */
    T fromAvro(A record);

    /** Reads every field of a decoded record; equal data gives the model's digest of the Java value. */
    long digest(A record);
}
