package dev.reel.play;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Set;
import java.util.TreeSet;

/**
 * The classes a class file refers to, read from its bytes (JVMS §4): every class in its constant pool, and every
 * class named in the descriptors of its fields, its methods, the members it calls or reads, its method types and
 * its invokedynamic sites. These are what the JVM may have to load when the class runs; annotations and generic
 * signatures, which nothing loads to run, are left out. Names come in internal form ({@code java/lang/String}).
 */
final class ClassReferences {
    private ClassReferences() {
    }

    static Set<String> of(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        int[] classes = new int[count];
        int[] descriptors = new int[count];
        int classCount = 0;
        int descriptorCount = 0;
        for (int index = 1; index < count; index++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[index] = in.readUTF();
                case 7 -> classes[classCount++] = in.readUnsignedShort();
                case 16 -> descriptors[descriptorCount++] = in.readUnsignedShort();
                case 12 -> {
                    in.readUnsignedShort();
                    descriptors[descriptorCount++] = in.readUnsignedShort();
                }
                case 8, 19, 20 -> in.readUnsignedShort();
                case 15 -> {
                    in.readUnsignedByte();
                    in.readUnsignedShort();
                }
                case 3, 4, 9, 10, 11, 17, 18 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    index++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < classCount; i++) {
            String name = utf8[classes[i]];
            if (name.startsWith("[")) {
                descriptor(name, names);
            } else {
                names.add(name);
            }
        }
        for (int i = 0; i < descriptorCount; i++) {
            descriptor(utf8[descriptors[i]], names);
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.readUnsignedShort();
        in.skipBytes(2 * in.readUnsignedShort());
        for (int kind = 0; kind < 2; kind++) {
            int members = in.readUnsignedShort();
            for (int member = 0; member < members; member++) {
                in.readUnsignedShort();
                in.readUnsignedShort();
                descriptor(utf8[in.readUnsignedShort()], names);
                int attributes = in.readUnsignedShort();
                for (int attribute = 0; attribute < attributes; attribute++) {
                    in.readUnsignedShort();
                    in.skipBytes(in.readInt());
                }
            }
        }
        return names;
    }

    /** The classes a field or method descriptor names ({@code Ljava/lang/String;}, arrays of them). */
    private static void descriptor(String descriptor, Set<String> names) {
        for (int at = descriptor.indexOf('L'); at >= 0; at = descriptor.indexOf('L', at)) {
            int end = descriptor.indexOf(';', at);
            names.add(descriptor.substring(at + 1, end));
            at = end + 1;
        }
    }
}
