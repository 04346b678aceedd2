package dev.reel.model;

/**
 * Every diagnostic code Reel reports, with its usual severity and what it means. Codes are stable: tools
 * and users match on them.
 */
public enum Code {
    // The document syntax; in a clip these are reported as ANM001, the file being unreadable.
    DOC001(Severity.ERROR, "unterminated string"),
    DOC002(Severity.ERROR, "bad number"),
    DOC003(Severity.ERROR, "unbalanced braces or brackets"),
    DOC004(Severity.ERROR, "nesting too deep"),
    DOC005(Severity.ERROR, "string too long"),
    DOC006(Severity.ERROR, "file too large"),
    DOC007(Severity.ERROR, "unexpected text"),
    DOC008(Severity.ERROR, "bad escape in a string"),
    DOC009(Severity.WARNING, "unknown node or property, kept as written"),
    DOC010(Severity.ERROR, "property given twice"),

    // Clips.
    ANM001(Severity.ERROR, "unreadable file or track, or a kind that does not match the property"),
    ANM002(Severity.ERROR, "key or event outside the clip's length"),
    ANM003(Severity.ERROR, "event name not declared"),
    ANM004(Severity.ERROR, "two tracks drive one property"),
    ANM005(Severity.ERROR, "the track's node is missing"),
    ANM006(Severity.ERROR, "transform track on a physics body"),
    ANM007(Severity.WARNING, "simulation track or gameplay event under unscaled time"),
    ANM008(Severity.ERROR, "a reimported clip changed its tracks"),
    ANM009(Severity.WARNING, "root motion dropped"),

    // Controllers.
    ANC001(Severity.ERROR, "unknown state or parameter name"),
    ANC002(Severity.ERROR, "bad operator or value for the parameter's kind"),
    ANC003(Severity.ERROR, "a cycle of instant transitions that could never settle"),
    ANC004(Severity.WARNING, "a state's clip is missing"),
    ANC005(Severity.ERROR, "duplicate name"),
    ANC006(Severity.ERROR, "unreadable controller file or node"),
    ANC007(Severity.ERROR, "blend-tree thresholds out of order or given twice"),
    ANC008(Severity.WARNING, "a layer's mask names a node path no clip of the controller animates"),
    ANC009(Severity.WARNING, "an additive layer animates tracks it cannot add (step kinds, quats)"),
    ANC010(Severity.ERROR, "a transition to exit outside a sub-state machine"),
    ANC011(Severity.ERROR, "a blend tree without motions"),

    // Rigs (.aerig) and the clip tracks that address them.
    RIG001(Severity.ERROR, "unreadable .aerig file or node, or a value of the wrong type or shape"),
    RIG002(Severity.ERROR, "a bone's parent is not a bone of the rig"),
    RIG003(Severity.ERROR, "bones whose parents form a cycle"),
    RIG004(Severity.ERROR, "a rig without exactly one root bone"),
    RIG005(Severity.ERROR, "a name given twice in a rig"),
    RIG006(Severity.ERROR, "a rig part names a bone, slot or attachment the rig lacks"),
    RIG007(Severity.ERROR, "a vertex's weights do not sum to 1"),
    RIG008(Severity.ERROR, "a vertex index outside its mesh"),
    RIG009(Severity.ERROR, "a triangle or edge with a repeated vertex"),
    RIG010(Severity.ERROR, "an IK chain that is not a parent chain"),
    RIG011(Severity.ERROR, "an IK target inside its own chain"),
    RIG012(Severity.ERROR, "a rig over a size limit"),
    RIG013(Severity.ERROR, "a clip track names a bone, slot, IK constraint, skin or attachment its rig lacks"),
    RIG014(Severity.ERROR, "a deform key without two numbers per vertex of its mesh"),
    RIG015(Severity.ERROR, "a draw-order key that is not an order of all the rig's slots"),
    RIG016(Severity.WARNING, "a clip's rig cannot be read, so its tracks are not checked against it"),

    // Asset paths and projects.
    AST001(Severity.ERROR, "asset path leaves the project"),
    AST002(Severity.ERROR, "asset not found"),
    PRJ001(Severity.ERROR, "not a project"),
    PRJ002(Severity.ERROR, "unreadable project settings"),
    IO001(Severity.ERROR, "file cannot be read or written"),

    // Sprite-sheet sidecars and PNGs.
    MET001(Severity.ERROR, "unreadable .meta file"),
    MET002(Severity.ERROR, "bad value in a .meta file"),
    MET003(Severity.ERROR, "a sliced sheet cannot join an atlas group"),
    PNG001(Severity.ERROR, "unreadable PNG"),
    PNG002(Severity.ERROR, "PNG too large"),
    PNG003(Severity.WARNING, "PNG ends without its IEND chunk but its image data is complete"),
    SLC001(Severity.ERROR, "bad slicing setup"),
    SLC002(Severity.WARNING, "slicing again leaves a clip or rig naming a cell that is gone or now another picture"),

    // Files of other tools: Aseprite documents, atlas data, engine exports.
    ASE001(Severity.ERROR, "unreadable .aseprite file"),
    ASE002(Severity.ERROR, ".aseprite file too large"),
    ASE003(Severity.WARNING, "part of an .aseprite file skipped"),
    ATL001(Severity.ERROR, "unreadable atlas data"),
    ATL002(Severity.ERROR, "bad value in atlas data"),
    ATL003(Severity.WARNING, "part of atlas data skipped"),
    SKL001(Severity.ERROR, "unreadable skeleton data (Spine or DragonBones JSON)"),
    SKL002(Severity.ERROR, "bad value in skeleton data"),
    SKL003(Severity.WARNING, "part of skeleton data skipped or changed"),
    EXP001(Severity.ERROR, "a sheet or clip that cannot be written in an engine's format"),
    EXP002(Severity.WARNING, "part of a clip or controller that the engine's format cannot express"),

    // Replay scripts.
    SCR001(Severity.ERROR, "bad replay script line"),

    // The preview renderer and export.
    PRV001(Severity.ERROR, "the SDL preview renderer is unavailable"),
    PRV002(Severity.ERROR, "a clip that cannot be exported as flat frame data"),

    // Project changes: rename, move, duplicate, delete, create and their undo.
    MOV001(Severity.ERROR, "a rename, move, copy, delete or new file that cannot be done"),
    MOV002(Severity.WARNING, "a file that cannot be read keeps its references unchanged"),
    MOV003(Severity.ERROR, "a file changed on disk since Reel read it, so the change was not made");

    private final Severity severity;
    private final String meaning;

    Code(Severity severity, String meaning) {
        this.severity = severity;
        this.meaning = meaning;
    }

    /** The severity this code is reported with unless the reporter says otherwise. */
    public Severity severity() {
        return severity;
    }

    /** A short description, for help texts. */
    public String meaning() {
        return meaning;
    }
}
