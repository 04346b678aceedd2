package dev.reel.model.rig;

import dev.reel.model.Kind;

/**
 * A clip track property that addresses a part of a rig other than a bone's transform: a slot's colour or
 * attachment, an IK constraint's mix, softness or bend, a mesh's deform offsets, or the draw order. Bones are
 * animated by the ordinary {@code transform.*} properties on their paths.
 *
 * @param part       what is animated
 * @param slot       the slot of {@link Part#SLOT_COLOR}, {@link Part#SLOT_ATTACHMENT} and {@link Part#DEFORM}, else null
 * @param ik         the IK constraint of the {@code IK_*} parts, else null
 * @param skin       the skin of {@link Part#DEFORM}, else null
 * @param attachment the mesh attachment of {@link Part#DEFORM}, else null
 */
public record RigProperty(Part part, String slot, String ik, String skin, String attachment) {
    /** {@code slot/NAME.color}. */
    public static final String SLOT_PREFIX = "slot/";
    /** {@code ik/NAME.mix}. */
    public static final String IK_PREFIX = "ik/";
    /** {@code deform/SKIN/SLOT/ATTACHMENT}. */
    public static final String DEFORM_PREFIX = "deform/";
    /** The draw-order track's property. */
    public static final String DRAW_ORDER = "drawOrder";

    /** What a rig property animates, with the field word after the name's dot and the kind of its track. */
    public enum Part {
        SLOT_COLOR("color", Kind.COLOR),
        SLOT_ATTACHMENT("attachment", Kind.ENUM),
        IK_MIX("mix", Kind.FLOAT32),
        IK_SOFTNESS("softness", Kind.FLOAT32),
        IK_BEND("bend", Kind.BOOL),
        DEFORM("", Kind.FLOATS),
        DRAW_ORDER("", Kind.DRAW_ORDER);

        private final String field;
        private final Kind kind;

        Part(String field, Kind kind) {
            this.field = field;
            this.kind = kind;
        }

        /** The word after the dot ({@code color}, {@code mix}); "" for deform and draw order. */
        public String field() {
            return field;
        }

        /** The kind a track of this part has. */
        public Kind kind() {
            return kind;
        }
    }

    /** The kind a track of this property has. */
    public Kind kind() {
        return part.kind();
    }

    /**
     * Whether {@code property} is written in a rig's namespace ({@code slot/}, {@code ik/}, {@code deform/} or
     * {@code drawOrder}), whether or not it is {@link #parse well formed}.
     */
    public static boolean isRigNamespace(String property) {
        return property.startsWith(SLOT_PREFIX) || property.startsWith(IK_PREFIX)
                || property.startsWith(DEFORM_PREFIX) || property.equals(DRAW_ORDER);
    }

    /**
     * The rig property {@code property} names, or null when it names none: {@code slot/NAME.color},
     * {@code slot/NAME.attachment}, {@code ik/NAME.mix}, {@code ik/NAME.softness}, {@code ik/NAME.bend},
     * {@code deform/SKIN/SLOT/ATTACHMENT} or {@code drawOrder}. A slot or IK name ends at the last dot (so it may
     * hold dots itself); no name may be empty or hold {@code /}.
     */
    public static RigProperty parse(String property) {
        if (property.equals(DRAW_ORDER)) {
            return new RigProperty(Part.DRAW_ORDER, null, null, null, null);
        }
        if (property.startsWith(DEFORM_PREFIX)) {
            String[] names = property.substring(DEFORM_PREFIX.length()).split("/", -1);
            if (names.length != 3 || names[0].isEmpty() || names[1].isEmpty() || names[2].isEmpty()) {
                return null;
            }
            return new RigProperty(Part.DEFORM, names[1], null, names[0], names[2]);
        }
        boolean slot = property.startsWith(SLOT_PREFIX);
        if (!slot && !property.startsWith(IK_PREFIX)) {
            return null;
        }
        String rest = property.substring(slot ? SLOT_PREFIX.length() : IK_PREFIX.length());
        int dot = rest.lastIndexOf('.');
        if (dot <= 0 || rest.substring(0, dot).indexOf('/') >= 0) {
            return null;
        }
        String name = rest.substring(0, dot);
        String field = rest.substring(dot + 1);
        for (Part part : Part.values()) {
            boolean slotPart = part == Part.SLOT_COLOR || part == Part.SLOT_ATTACHMENT;
            if (!part.field().isEmpty() && part.field().equals(field) && slotPart == slot) {
                return slot ? new RigProperty(part, name, null, null, null)
                        : new RigProperty(part, null, name, null, null);
            }
        }
        return null;
    }

    /** The property text of this part: the inverse of {@link #parse}. */
    public String text() {
        return switch (part) {
            case SLOT_COLOR, SLOT_ATTACHMENT -> SLOT_PREFIX + slot + "." + part.field();
            case IK_MIX, IK_SOFTNESS, IK_BEND -> IK_PREFIX + ik + "." + part.field();
            case DEFORM -> DEFORM_PREFIX + skin + "/" + slot + "/" + attachment;
            case DRAW_ORDER -> DRAW_ORDER;
        };
    }
}
