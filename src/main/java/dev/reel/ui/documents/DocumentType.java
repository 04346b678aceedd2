package dev.reel.ui.documents;

import dev.reel.edit.KeptIds;
import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.Extras;
import dev.reel.model.LoopMode;
import dev.reel.model.Project;
import dev.reel.model.SheetMeta;
import dev.reel.model.State;
import dev.reel.model.Vec2;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The kinds of file Reel opens as documents, each with its codec: clips, controllers, rigs, sheets (the document
 * is the PNG's {@code .meta} sidecar) and the project settings.
 */
public final class DocumentType<T> {
    public static final DocumentType<Clip> CLIP = new DocumentType<>("Clip", Clip.class, ClipCodec::read,
            ClipCodec::write, () -> Clip.empty(1, LoopMode.LOOP), KeptIds::clip);
    public static final DocumentType<Controller> CONTROLLER = new DocumentType<>("Controller", Controller.class,
            ControllerCodec::read, ControllerCodec::write, DocumentType::oneIdleState, KeptIds::controller);
    /** A rig has no ids of its own: bones, slots and constraints are found by their unique names. */
    public static final DocumentType<Rig> RIG = new DocumentType<>("Rig", Rig.class, RigCodec::read,
            RigCodec::write, DocumentType::oneRootBone, (previous, next) -> next);
    public static final DocumentType<SheetMeta> SHEET = new DocumentType<>("Sheet", SheetMeta.class,
            MetaCodec::read, MetaCodec::write, SheetMeta::unsliced, (previous, next) -> next);
    public static final DocumentType<Project> PROJECT = new DocumentType<>("Project", Project.class,
            (text, file) -> ProjectCodec.read(text, file, "Project"), ProjectCodec::write,
            () -> new Project(ProjectCodec.VERSION, "Project", ProjectCodec.DEFAULT_TICK_RATE, List.of(),
                    Extras.NONE, Extras.NONE, Extras.NONE), (previous, next) -> next);

    /** A clip file this big is read from its bytes, as the Assets scan and Problems read it (read once for all). */
    private static final int BIG_CLIP_BYTES = 1024 * 1024;

    private final String name;
    private final Class<T> valueClass;
    private final BiFunction<String, String, Loaded<T>> reader;
    private final Function<T, String> writer;
    private final Supplier<T> fresh;
    private final BinaryOperator<T> keepIds;

    private DocumentType(String name, Class<T> valueClass, BiFunction<String, String, Loaded<T>> reader,
                         Function<T, String> writer, Supplier<T> fresh, BinaryOperator<T> keepIds) {
        this.name = name;
        this.valueClass = valueClass;
        this.reader = reader;
        this.writer = writer;
        this.fresh = fresh;
        this.keepIds = keepIds;
    }

    /**
     * {@code reread} (a value just read again from text, with fresh ids) with the ids of {@code previous} where
     * its elements still correspond, so that selections survive a source edit or a reload.
     */
    public T withIdsOf(T previous, T reread) {
        return previous == null ? reread : keepIds.apply(previous, reread);
    }

    /** "Clip", "Controller", "Rig", "Sheet" or "Project". */
    public String name() {
        return name;
    }

    public Class<T> valueClass() {
        return valueClass;
    }

    /** Reads a document from its text; {@code file} names it in diagnostics. */
    public Loaded<T> read(String text, String file) {
        return reader.apply(text, file);
    }

    /** Reads a document from its bytes (UTF-8). */
    public Loaded<T> read(byte[] bytes, String file) {
        if (this == CLIP && bytes.length >= BIG_CLIP_BYTES) {
            // The bytes themselves, so a big clip the Assets scan or Problems reads at the same time is read once.
            @SuppressWarnings("unchecked")
            Loaded<T> clip = (Loaded<T>) ClipCodec.read(bytes, file);
            return clip;
        }
        return reader.apply(new String(bytes, StandardCharsets.UTF_8), file);
    }

    /** The canonical text of a value, as saved. */
    public String write(T value) {
        return writer.apply(value);
    }

    /** The canonical text of a value of this type given as Object (the caller knows it is one). */
    public String writeAny(Object value) {
        return writer.apply(valueClass.cast(value));
    }

    /**
     * A new document's value: a one-second looping clip, a controller with one Idle state, a rig of one root bone
     * named {@value #ROOT_BONE}, an unsliced sheet.
     */
    public T fresh() {
        return fresh.get();
    }

    /**
     * The document type of a file and the file that holds the document (a PNG's document is its {@code .meta}),
     * or null when Reel does not open it as a document.
     */
    public static Opening of(Path file) {
        return switch (ProjectFolder.kindOf(file)) {
            case CLIP -> new Opening(CLIP, file);
            case CONTROLLER -> new Opening(CONTROLLER, file);
            case RIG -> new Opening(RIG, file);
            case META -> new Opening(SHEET, file);
            case PNG -> new Opening(SHEET, file.resolveSibling(file.getFileName() + MetaCodec.EXTENSION));
            case PROJECT -> new Opening(PROJECT, file);
            case OTHER -> null;
        };
    }

    /** What opening a file means: the type of document and the file it lives in. */
    public record Opening(DocumentType<?> type, Path file) {
    }

    /** The name of a new rig's root bone. */
    public static final String ROOT_BONE = "root";

    private static Rig oneRootBone() {
        return Rig.of(List.of(Bone.of(ROOT_BONE, null)), List.of(), List.of(), List.of());
    }

    private static Controller oneIdleState() {
        State idle = State.of("Idle", null).withPos(new Vec2(240, 160));
        return new Controller(ControllerCodec.VERSION, "Idle", new Vec2(40, 170), new Vec2(40, 330), Ease.IN_OUT_QUAD,
                List.of(), List.of(idle), List.of(), Extras.NONE, Extras.NONE);
    }

    @Override
    public String toString() {
        return name;
    }
}
