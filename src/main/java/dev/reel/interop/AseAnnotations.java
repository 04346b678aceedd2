package dev.reel.interop;

import dev.reel.model.Code;

import java.util.ArrayList;
import java.util.List;

/**
 * The chunks of an Aseprite file that annotate the document rather than draw it: tags, slices with their keys,
 * and user data, which belongs to whatever the chunk before it was (the sprite after its palette, a layer, a
 * cel, a slice, or the tags one after another). {@link AseReader} tells it what each chunk it reads was.
 */
final class AseAnnotations {
    /** What a user data chunk after the sprite's palette chunk belongs to. */
    static final Object SPRITE = new Object();
    private static final Object TAGS = new Object();

    final List<AseFile.Tag> tags = new ArrayList<>();
    final List<AseFile.Slice> slices = new ArrayList<>();
    String spriteText;
    /** What the next user data chunk belongs to, null for nothing. */
    private Object lastObject;
    private int tagUserDataNext = -1;

    /** The chunk just read was {@code object} (a layer, a cel, {@link #SPRITE}), or one user data cannot follow. */
    void follows(Object object) {
        lastObject = object;
    }

    void readTags(AseBytes in) throws AseProblem {
        int count = in.u16("the tags");
        in.skip(8, "the tags");
        int first = tags.size();
        for (int i = 0; i < count; i++) {
            int from = in.u16("a tag");
            int to = in.u16("a tag");
            int direction = in.u8("a tag");
            int repeat = in.u16("a tag");
            in.skip(10, "a tag");
            String name = in.string("a tag name");
            tags.add(new AseFile.Tag(name, from, to, direction, repeat, null));
        }
        tagUserDataNext = first;
        lastObject = TAGS;
    }

    void readUserData(AseBytes in, List<AseFile.Layer> layers) throws AseProblem {
        int dataFlags = in.s32("user data");
        String text = (dataFlags & 1) != 0 ? in.string("user data text") : null;
        // Colours and properties have no place in Reel's model; they are passed over.
        if (lastObject == TAGS) {
            if (tagUserDataNext >= 0 && tagUserDataNext < tags.size()) {
                AseFile.Tag tag = tags.get(tagUserDataNext);
                tags.set(tagUserDataNext, new AseFile.Tag(tag.name(), tag.from(), tag.to(), tag.direction(),
                        tag.repeat(), text));
                tagUserDataNext++;
            }
            return;
        }
        if (lastObject instanceof AseFile.Layer layer) {
            int index = layers.lastIndexOf(layer);
            AseFile.Layer withText = new AseFile.Layer(layer.name(), layer.flags(), layer.type(), layer.childLevel(),
                    layer.parent(), layer.blend(), layer.opacity(), text);
            layers.set(index, withText);
            lastObject = withText;
        } else if (lastObject instanceof SliceBuilder slice) {
            slice.text = text;
            slices.set(slice.index, slice.asSlice());
        } else if (lastObject == SPRITE) {
            spriteText = text;
        }
    }

    void readSlice(AseBytes in) throws AseProblem {
        long keyCount = in.u32("a slice");
        int sliceFlags = in.s32("a slice");
        in.u32("a slice");
        String name = in.string("a slice name");
        int keySize = 20 + ((sliceFlags & 1) != 0 ? 16 : 0) + ((sliceFlags & 2) != 0 ? 8 : 0);
        if (keyCount * keySize > in.remaining()) {
            throw new AseProblem(Code.ASE001, in.position(), "slice \"" + name + "\" claims " + keyCount
                    + " keys, more than its chunk holds");
        }
        SliceBuilder slice = new SliceBuilder(name);
        for (long i = 0; i < keyCount; i++) {
            int frame = in.s32("a slice key");
            int x = in.s32("a slice key");
            int y = in.s32("a slice key");
            int w = in.s32("a slice key");
            int h = in.s32("a slice key");
            if ((sliceFlags & 1) != 0) {
                in.skip(16, "a slice's nine-patch centre");
            }
            Integer pivotX = null;
            Integer pivotY = null;
            if ((sliceFlags & 2) != 0) {
                pivotX = in.s32("a slice pivot");
                pivotY = in.s32("a slice pivot");
            }
            slice.keys.add(new AseFile.SliceKey(frame, x, y, w, h, pivotX, pivotY));
        }
        slices.add(slice.asSlice());
        lastObject = slice;
        slice.index = slices.size() - 1;
    }

    /** A slice while its user data may still follow. */
    private static final class SliceBuilder {
        final String name;
        final List<AseFile.SliceKey> keys = new ArrayList<>();
        int index = -1;
        String text;

        SliceBuilder(String name) {
            this.name = name;
        }

        AseFile.Slice asSlice() {
            return new AseFile.Slice(name, keys, text);
        }
    }
}
