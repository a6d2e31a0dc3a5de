package serbench.sources;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link SourceFingerprint} needs of a compiled class: its name, the source file it was compiled from, and the
 * text of its constant pool's {@code CONSTANT_Utf8} entries (every class, descriptor, signature and string constant
 * the class names). A small reader of the class file format (JVM specification, chapter 4): it skips the other
 * constant pool entries by their sizes and reads no code.
 *
 * @param name       the class's binary name in internal form ({@code serbench/bench/SerializeBench})
 * @param sourceFile its {@code SourceFile} attribute ({@code SerializeBench.java}); null when it has none
 * @param utf8       the pool's {@code CONSTANT_Utf8} entries, in pool order
 */
public record ClassFile(String name, String sourceFile, List<String> utf8) {

    private static final int MAGIC = 0xCAFEBABE;

    /** Reads a class file; an {@link IOException} when it is not one. */
    public static ClassFile read(byte[] bytes) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        if (in.readInt() != MAGIC) {
            throw new IOException("not a class file (no 0xCAFEBABE)");
        }
        in.readUnsignedShort(); // minor version
        in.readUnsignedShort(); // major version
        int count = in.readUnsignedShort();
        String[] strings = new String[count]; // by pool index: the CONSTANT_Utf8 entries
        int[] classNames = new int[count]; // by pool index: a CONSTANT_Class entry's name index
        List<String> utf8 = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> { // Utf8
                    strings[i] = in.readUTF(); // modified UTF-8 with a u2 length, as DataInput defines it
                    utf8.add(strings[i]);
                }
                case 7 -> classNames[i] = in.readUnsignedShort(); // Class
                case 8, 16, 19, 20 -> in.skipNBytes(2); // String, MethodType, Module, Package
                case 15 -> in.skipNBytes(3); // MethodHandle
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4); // Integer, Float, refs, NameAndType, (Invoke)Dynamic
                case 5, 6 -> { // Long, Double: eight bytes and two pool slots
                    in.skipNBytes(8);
                    i++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at index " + i);
            }
        }
        in.readUnsignedShort(); // access flags
        String name = string(strings, classNames[in.readUnsignedShort()]);
        in.readUnsignedShort(); // super class
        in.skipNBytes(2L * in.readUnsignedShort()); // interfaces
        for (int members = 0; members < 2; members++) { // fields, then methods
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                in.skipNBytes(6); // access flags, name, descriptor
                skipAttributes(in);
            }
        }
        String sourceFile = null;
        for (int n = in.readUnsignedShort(); n > 0; n--) {
            String attribute = string(strings, in.readUnsignedShort());
            int length = in.readInt();
            if (attribute.equals("SourceFile") && length == 2) {
                sourceFile = string(strings, in.readUnsignedShort());
            } else {
                in.skipNBytes(length);
            }
        }
        return new ClassFile(name, sourceFile, List.copyOf(utf8));
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        for (int n = in.readUnsignedShort(); n > 0; n--) {
            in.skipNBytes(2);
            in.skipNBytes(Integer.toUnsignedLong(in.readInt()));
        }
    }

    private static String string(String[] strings, int index) throws IOException {
        if (index <= 0 || index >= strings.length || strings[index] == null) {
            throw new IOException("constant pool index " + index + " is no CONSTANT_Utf8 entry");
        }
        return strings[index];
    }
}
