package serbench.scenario.document;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.WireFormat;
import serbench.model.Digest;
import serbench.model.document.DeepField;
import serbench.model.document.DocumentPb.Address;
import serbench.model.document.DocumentPb.Customer;
import serbench.model.document.DocumentPb.Line;
import serbench.model.document.DocumentPb.Order;
import serbench.model.document.DocumentPb.OrderExport;

import java.io.IOException;

/**
 * The protobuf wire form read field by field with a {@link CodedInputStream}, building no message. The deep field:
 * every field not on the path is {@code skipField}ed (a length-delimited field, such as a whole customer, is
 * skipped by its length without looking inside); the path's submessages are entered with {@code pushLimit}. Every
 * value: a hand-written reader per message type, in the wire's field order.
 *
 * <p>The deep field is taken at its first occurrence: protobuf lets a later copy of a singular field override an
 * earlier one, which never happens in what a protobuf encoder writes, so this reader does not look further.
 */
final class ProtobufStreamingReader implements DocumentReader {

    /** Reads the fields of one message, up to the current limit, into the digest. */
    private interface Fields {
        void read(CodedInputStream in, Digest d) throws IOException;
    }

    @Override
    public String format() {
        return "protobuf";
    }

    @Override
    public String readDeepField(byte[] bytes) throws IOException {
        CodedInputStream in = CodedInputStream.newInstance(bytes);
        for (int s = 0; s < DeepField.PATH.size(); s++) {
            DeepField.Step step = DeepField.PATH.get(s);
            int wanted = step.inList() ? step.index() : 0;
            int tag;
            for (int seen = 0; ; in.skipField(tag)) {
                tag = in.readTag();
                if (tag == 0) {
                    throw new InvalidProtocolBufferException("no field " + step.name() + " on the path "
                            + DeepField.JSON_POINTER);
                }
                if (WireFormat.getTagFieldNumber(tag) == step.fieldNumber() && seen++ == wanted) {
                    break;
                }
            }
            expectWireType(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            if (s == DeepField.PATH.size() - 1) {
                return in.readStringRequireUtf8();
            }
            in.pushLimit(in.readRawVarint32()); // never popped: nothing is read after the field
        }
        throw new IllegalStateException("empty path");
    }

    @Override
    public long readAll(byte[] bytes) throws IOException {
        Digest d = new Digest();
        CodedInputStream in = CodedInputStream.newInstance(bytes);
        readExport(in, d);
        return d.value();
    }

    private static void readExport(CodedInputStream in, Digest d) throws IOException {
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case OrderExport.EXPORT_ID_FIELD_NUMBER, OrderExport.GENERATED_AT_FIELD_NUMBER,
                        OrderExport.SOURCE_FIELD_NUMBER -> d.add(string(in, tag));
                case OrderExport.SCHEMA_VERSION_FIELD_NUMBER -> d.add((long) int32(in, tag));
                case OrderExport.CUSTOMERS_FIELD_NUMBER -> message(in, tag, d, ProtobufStreamingReader::readCustomer);
                default -> in.skipField(tag);
            }
        }
    }

    private static void readCustomer(CodedInputStream in, Digest d) throws IOException {
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case Customer.ID_FIELD_NUMBER -> d.add(int64(in, tag));
                case Customer.NAME_FIELD_NUMBER, Customer.EMAIL_FIELD_NUMBER, Customer.PHONE_FIELD_NUMBER,
                        Customer.TIER_FIELD_NUMBER, Customer.CREATED_AT_FIELD_NUMBER,
                        Customer.TAGS_FIELD_NUMBER -> d.add(string(in, tag));
                case Customer.ACTIVE_FIELD_NUMBER -> d.add(bool(in, tag));
                case Customer.BILLING_ADDRESS_FIELD_NUMBER -> message(in, tag, d, ProtobufStreamingReader::readAddress);
                case Customer.ORDERS_FIELD_NUMBER -> message(in, tag, d, ProtobufStreamingReader::readOrder);
                default -> in.skipField(tag);
            }
        }
    }

    private static void readOrder(CodedInputStream in, Digest d) throws IOException {
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case Order.ORDER_ID_FIELD_NUMBER, Order.PLACED_AT_FIELD_NUMBER, Order.STATUS_FIELD_NUMBER,
                        Order.CURRENCY_FIELD_NUMBER, Order.CHANNEL_FIELD_NUMBER,
                        Order.NOTE_FIELD_NUMBER -> d.add(string(in, tag));
                case Order.GIFT_FIELD_NUMBER -> d.add(bool(in, tag));
                case Order.SHIPPING_FIELD_NUMBER -> message(in, tag, d, ProtobufStreamingReader::readAddress);
                case Order.LINES_FIELD_NUMBER -> message(in, tag, d, ProtobufStreamingReader::readLine);
                case Order.TOTAL_FIELD_NUMBER -> d.add(float64(in, tag));
                default -> in.skipField(tag);
            }
        }
    }

    private static void readLine(CodedInputStream in, Digest d) throws IOException {
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case Line.SKU_FIELD_NUMBER, Line.TITLE_FIELD_NUMBER -> d.add(string(in, tag));
                case Line.QUANTITY_FIELD_NUMBER -> d.add((long) int32(in, tag));
                case Line.UNIT_PRICE_FIELD_NUMBER, Line.DISCOUNT_FIELD_NUMBER -> d.add(float64(in, tag));
                default -> in.skipField(tag);
            }
        }
    }

    private static void readAddress(CodedInputStream in, Digest d) throws IOException {
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (WireFormat.getTagFieldNumber(tag)) {
                case Address.STREET_FIELD_NUMBER, Address.CITY_FIELD_NUMBER, Address.POSTAL_CODE_FIELD_NUMBER,
                        Address.COUNTRY_FIELD_NUMBER -> d.add(string(in, tag));
                default -> in.skipField(tag);
            }
        }
    }

    private static void message(CodedInputStream in, int tag, Digest d, Fields fields) throws IOException {
        expectWireType(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED);
        int outer = in.pushLimit(in.readRawVarint32());
        fields.read(in, d);
        in.popLimit(outer);
    }

    private static String string(CodedInputStream in, int tag) throws IOException {
        expectWireType(tag, WireFormat.WIRETYPE_LENGTH_DELIMITED);
        return in.readStringRequireUtf8();
    }

    private static long int64(CodedInputStream in, int tag) throws IOException {
        expectWireType(tag, WireFormat.WIRETYPE_VARINT);
        return in.readInt64();
    }

    private static int int32(CodedInputStream in, int tag) throws IOException {
        expectWireType(tag, WireFormat.WIRETYPE_VARINT);
        return in.readInt32();
    }

    private static boolean bool(CodedInputStream in, int tag) throws IOException {
        expectWireType(tag, WireFormat.WIRETYPE_VARINT);
        return in.readBool();
    }

    private static double float64(CodedInputStream in, int tag) throws IOException {
        expectWireType(tag, WireFormat.WIRETYPE_FIXED64);
        return in.readDouble();
    }

    private static void expectWireType(int tag, int wireType) throws InvalidProtocolBufferException {
        if (WireFormat.getTagWireType(tag) != wireType) {
            throw new InvalidProtocolBufferException("field " + WireFormat.getTagFieldNumber(tag) + " has wire type "
                    + WireFormat.getTagWireType(tag) + ", expected " + wireType);
        }
    }
}
