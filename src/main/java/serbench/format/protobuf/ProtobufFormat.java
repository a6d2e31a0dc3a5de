package serbench.format.protobuf;

import serbench.format.Codec;
import serbench.format.PayloadException;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import serbench.model.Model;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/** Protobuf through the classes protoc generates from {@code src/main/proto}. */
public final class ProtobufFormat extends GeneratedMessageFormat {

    @Override
    public String name() {
        return "protobuf";
    }

    @Override
    public Codec codec(Model<Object, Message> model) {
        return new Codec() {
            @Override
            public byte[] write(Object value) {
                return ((Message) value).toByteArray();
            }

            @Override
            public void write(Object value, OutputStream out) {
                try {
                    ((Message) value).writeTo(out);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public Object read(byte[] bytes) {
                try {
                    return model.parser().parseFrom(bytes);
                } catch (InvalidProtocolBufferException e) {
                    throw failure(e);
                } catch (RuntimeException e) {
                    throw unexpected(e);
                }
            }

            @Override
            public Object read(InputStream in) {
                try {
                    return model.parser().parseFrom(in);
                } catch (InvalidProtocolBufferException e) {
                    throw failure(e);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } catch (RuntimeException e) {
                    throw unexpected(e);
                }
            }

            @Override
            public long digest(Object value) {
                return model.digestProto((Message) value);
            }

            private PayloadException failure(InvalidProtocolBufferException e) {
                return new PayloadException(name(), model.name(), PayloadException.firstLine(e), e);
            }

            /** Any other RuntimeException from the parser is still the payload's problem to the caller. */
            private PayloadException unexpected(RuntimeException e) {
                return new PayloadException(name(), model.name(), e.getClass().getSimpleName() + " in the parser: "
                        + PayloadException.firstLine(e), e);
            }
        };
    }
}
