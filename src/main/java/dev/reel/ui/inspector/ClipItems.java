package dev.reel.ui.inspector;

import dev.reel.edit.cmd.RenameEvent;
import dev.reel.edit.cmd.RenameTrack;
import dev.reel.edit.cmd.SetClipLength;
import dev.reel.edit.cmd.SetClipLoop;
import dev.reel.edit.cmd.SetEventMode;
import dev.reel.edit.cmd.SetEventPayload;
import dev.reel.edit.cmd.SetEventTime;
import dev.reel.edit.cmd.SetKeyInterp;
import dev.reel.edit.cmd.SetKeyTangent;
import dev.reel.edit.cmd.SetKeyTime;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.edit.cmd.SetTrackProperty;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Properties;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.Unit;
import dev.reel.ui.inspector.InspectorItem.Editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The inspector rows of a clip and its parts — the clip itself, a track, a key (its value edited as its
 * track's kind), an event, a flipbook. Every row reads the current value by id, so it stays right after
 * undo, and writes through one of the commands of {@code dev.reel.edit.cmd}.
 */
final class ClipItems {
    /** How a time field reads what is typed (see {@link TimeFormat}). */
    private static final String TIME_TIP = "Type 8f for frames or 0.5s for seconds; a bare number is in the "
            + "notation chosen in Preferences";
    private final Supplier<Clip> clip;
    private final ItemList out;
    private final AssetChoices assets;
    /** Read only when an event's rows are built: it reads project.aego, which a key drag has no use for. */
    private final Supplier<List<String>> eventNames;

    ClipItems(Supplier<Clip> clip, ItemList out, AssetChoices assets, Supplier<List<String>> eventNames) {
        this.clip = clip;
        this.out = out;
        this.assets = assets;
        this.eventNames = eventNames;
    }

    /** The rows for the element with {@code id}, or the clip's own rows when no element has it. */
    void build(long id) {
        Clip now = clip.get();
        for (Track track : now.tracks()) {
            if (track.id() == id) {
                track(id);
                return;
            }
            if (track.key(id) != null) {
                key(track, id);
                return;
            }
        }
        for (ClipEvent event : now.events()) {
            if (event.id() == id) {
                event(id);
                return;
            }
        }
        for (Flipbook flipbook : now.flipbooks()) {
            if (flipbook.id() == id) {
                flipbook(flipbook);
                return;
            }
        }
        clipRows();
    }

    /** The clip's frame rate, which times written in frames count. */
    private double fps() {
        return FrameTime.rate(clip.get());
    }

    private void clipRows() {
        out.category("Clip")
                .add("Length", "Cannot cut off keys, frames or events. " + TIME_TIP, Editor.NUMBER_ON_ENTER,
                        () -> clip.get().length(), value -> new SetClipLength((Double) value)).inTime(this::fps)
                .word("Loop", "once, loop or pingPong", LoopMode.class, () -> clip.get().loop(), SetClipLoop::new)
                .readOnly("Tracks", "Keyed properties", () -> clip.get().tracks().size())
                .readOnly("Flipbooks", "Sprite frame runs", () -> clip.get().flipbooks().size())
                .readOnly("Events", "Named events", () -> clip.get().events().size());
    }

    private Optional<Track> track(long id, Clip now) {
        return Optional.ofNullable(now.track(id));
    }

    private void track(long id) {
        out.category("Track")
                .add("Node path", "The node as a path from the player's node; empty is the node itself", Editor.TEXT,
                        () -> track(id, clip.get()).map(Track::path).orElse(null),
                        value -> new RenameTrack(id, (String) value))
                .add("Property", "Component.Field, transform.position, ...", Editor.TEXT_CHOICE, Properties.names(),
                        () -> track(id, clip.get()).map(Track::property).orElse(null),
                        value -> SetTrackProperty.property(id, (String) value))
                .readOnly("Kind", "The value type of its keys",
                        () -> track(id, clip.get()).map(track -> track.kind().word()).orElse(null))
                .word("Authority", "presentation: drawn between steps; simulation: moves the node for real",
                        Authority.class, () -> track(id, clip.get()).map(Track::authority).orElse(null),
                        value -> SetTrackProperty.authority(id, value))
                .word("On end", "auto (none written): a controller state gives it back to its default, a clip keeps it; "
                        + "hold keeps the last value; restore puts back the value from before Play",
                        OnEnd.class, () -> track(id, clip.get()).map(Track::onEnd).orElse(null),
                        value -> SetTrackProperty.onEnd(id, value))
                .add("Root motion", "The root-motion track (Position of (this node), vec2)", Editor.BOOL,
                        () -> track(id, clip.get()).map(Track::root).orElse(false),
                        value -> SetTrackProperty.root(id, (Boolean) value))
                .readOnly("Keys", "How many keys", () -> track(id, clip.get()).map(track -> track.keys().size()).orElse(0));
        Track track = clip.get().track(id);
        if (track != null && track.kind() == Kind.INT32) {
            out.add("Numeric", "Interpolate instead of stepping", Editor.BOOL,
                    () -> track(id, clip.get()).map(Track::numeric).orElse(false),
                    value -> SetTrackProperty.numeric(id, (Boolean) value));
        }
    }

    private Optional<Key> key(long id) {
        for (Track track : clip.get().tracks()) {
            Key key = track.key(id);
            if (key != null) {
                return Optional.of(key);
            }
        }
        return Optional.empty();
    }

    private void key(Track track, long id) {
        Kind kind = track.kind();
        out.category("Key")
                .readOnly("Track", "The track it belongs to", () -> PropertyNames.track(track.path(), track.property()))
                .add("Time", "From the start of the clip. " + TIME_TIP, Editor.NUMBER_ON_ENTER,
                        () -> key(id).map(Key::time).orElse(null), value -> new SetKeyTime(id, (Double) value))
                .inTime(this::fps);
        valueRow(kind, id);
        out.word("Interpolation", "How the segment that starts here moves", Interp.class,
                () -> key(id).map(Key::interp).orElse(null), value -> new SetKeyInterp(id, value));
        if (kind.isNumeric()) {
            out.word("Tangent", "Both sides: auto (smooth, no overshoot), aligned (in line), free (broken), flat, linear (towards the "
                    + "neighbours) or constant (a step)",
                    TangentMode.class, () -> key(id).map(Key::sharedTangent).orElse(null),
                    value -> tangent(id, kind, value));
            Key key = track.key(id);
            if (key.inTangent().written() || key.outTangent().written()) {
                List<String> lanes = handleLanes(kind);
                // Δt lanes are seconds; Δv lanes are in the track's unit (degrees for a rotation).
                Unit valueUnit = Unit.of(track.property());
                List<Unit> units = new ArrayList<>();
                for (int lane = 0; lane < kind.lanes(); lane++) {
                    units.add(Unit.PLAIN);
                    units.add(valueUnit);
                }
                out.add("In handle", "(Δt, Δv) per lane", Editor.VECTOR, lanes,
                        () -> key(id).map(k -> k.in() == null ? null : k.in().lanes()).orElse(null),
                        value -> new SetKeyTangent(id, TangentMode.FREE, Value.Vec.of((double[]) value),
                                key(id).map(Key::out).orElse(null))).inLanes(units);
                out.add("Out handle", "(Δt, Δv) per lane", Editor.VECTOR, lanes,
                        () -> key(id).map(k -> k.out() == null ? null : k.out().lanes()).orElse(null),
                        value -> new SetKeyTangent(id, TangentMode.FREE, key(id).map(Key::in).orElse(null),
                                Value.Vec.of((double[]) value))).inLanes(units);
            }
        }
    }

    private SetKeyTangent tangent(long id, Kind kind, TangentMode mode) {
        Key key = key(id).orElseThrow();
        Value.Vec in = key.in();
        Value.Vec out = key.out();
        if (mode.written() && (in == null || out == null)) {
            // Flat handles a tenth of a second long: a free key starts level and the curve editor shapes it.
            double[] flatIn = new double[2 * kind.lanes()];
            double[] flatOut = new double[2 * kind.lanes()];
            for (int lane = 0; lane < kind.lanes(); lane++) {
                flatIn[2 * lane] = -0.1;
                flatOut[2 * lane] = 0.1;
            }
            in = in == null ? Value.Vec.of(flatIn) : in;
            out = out == null ? Value.Vec.of(flatOut) : out;
        }
        return new SetKeyTangent(id, mode, in, out);
    }

    private static List<String> handleLanes(Kind kind) {
        List<String> names = new ArrayList<>();
        for (int lane = 0; lane < kind.lanes(); lane++) {
            String suffix = kind.lanes() == 1 ? "" : " " + Properties.laneName(kind, lane);
            names.add("Δt" + suffix);
            names.add("Δv" + suffix);
        }
        return names;
    }

    /** The key's value, edited as its track's kind. */
    private void valueRow(Kind kind, long id) {
        String description = "The value at this key (" + kind.word() + ")";
        Unit unit = Unit.of(clip.get().tracks().stream().filter(track -> track.key(id) != null).findFirst()
                .map(Track::property).orElse(""));
        if (unit == Unit.DEGREES) {
            description = "The value at this key, in degrees (the file keeps radians)";
        }
        Supplier<Optional<Value>> value = () -> key(id).map(Key::value);
        switch (kind) {
            case FLOAT32 -> out.add("Value", description, Editor.NUMBER,
                    () -> value.get().map(v -> v instanceof Value.Num num ? num.value() : null).orElse(null),
                    number -> new SetKeyValue(id, new Value.Num((Double) number))).in(unit);
            case INT32 -> out.add("Value", description, Editor.INTEGER,
                    () -> value.get().map(v -> v instanceof Value.Num num ? num.value() : null).orElse(null),
                    number -> new SetKeyValue(id, new Value.Num((Double) number)));
            case BOOL -> out.add("Value", description, Editor.BOOL,
                    () -> value.get().map(v -> v instanceof Value.Bool bool && bool.value()).orElse(false),
                    on -> new SetKeyValue(id, new Value.Bool((Boolean) on)));
            case ENUM -> out.add("Value", description, Editor.TEXT,
                    () -> value.get().map(v -> v instanceof Value.Symbol symbol ? symbol.name() : null).orElse(null),
                    word -> ((String) word).isBlank() ? null : new SetKeyValue(id, new Value.Symbol(((String) word).strip())));
            case ASSET_REF -> out.add("Value", "The sprite shown from this key", Editor.ASSET, assets.sprites(),
                    () -> value.get().map(v -> v instanceof Value.Asset asset ? asset.path() : null).orElse(null),
                    path -> path == null || ((String) path).isBlank() ? null
                            : new SetKeyValue(id, new Value.Asset((String) path)));
            case COLOR -> out.add("Value", "Red, green, blue and alpha from 0 to 1", Editor.COLOR,
                    () -> value.get().map(v -> v instanceof Value.Vec vec ? vec.lanes() : null).orElse(null),
                    lanes -> new SetKeyValue(id, Value.Vec.of((double[]) lanes)));
            default -> {
                List<String> lanes = new ArrayList<>();
                for (int lane = 0; lane < kind.lanes(); lane++) {
                    lanes.add(Properties.laneName(kind, lane));
                }
                out.add("Value", description, Editor.VECTOR, lanes,
                        () -> value.get().map(v -> v instanceof Value.Vec vec ? vec.lanes() : null).orElse(null),
                        vector -> new SetKeyValue(id, Value.Vec.of((double[]) vector)));
            }
        }
    }

    private Optional<ClipEvent> event(Clip now, long id) {
        return now.events().stream().filter(event -> event.id() == id).findFirst();
    }

    private void event(long id) {
        out.category("Event")
                .add("Name", "Declared in project.aego (or by the engine)", Editor.TEXT_CHOICE, eventNames.get(),
                        () -> event(clip.get(), id).map(ClipEvent::name).orElse(null),
                        name -> ((String) name).isBlank() ? null : new RenameEvent(id, ((String) name).strip()))
                .add("Time", "From the start of the clip. " + TIME_TIP, Editor.NUMBER_ON_ENTER,
                        () -> event(clip.get(), id).map(ClipEvent::time).orElse(null),
                        time -> new SetEventTime(id, (Double) time)).inTime(this::fps)
                .add("Payload", "A number passed with the event; empty for none", Editor.OPTIONAL_NUMBER,
                        () -> event(clip.get(), id).map(ClipEvent::payload).orElse(null),
                        payload -> new SetEventPayload(id, (Double) payload))
                .word("Mode", "gameplay: on the fixed step; presentation: as drawn; preview: editor only",
                        EventMode.class, () -> event(clip.get(), id).map(ClipEvent::mode).orElse(null),
                        mode -> new SetEventMode(id, mode));
    }

    private void flipbook(Flipbook flipbook) {
        long id = flipbook.id();
        Supplier<Optional<Flipbook>> current = () -> clip.get().flipbooks().stream()
                .filter(candidate -> candidate.id() == id).findFirst();
        out.category("Flipbook")
                .readOnly("Node", "The node whose sprite it sets",
                        () -> current.get().map(f -> PropertyNames.node(f.path())).orElse(null))
                .readOnly("Frames", "Sprites in order", () -> current.get().map(f -> f.sprites().size()).orElse(0))
                .readOnly("Timing", "Frames per second, or one duration per frame",
                        () -> current.get().map(f -> f.durations().isEmpty()
                                ? Readout.number(f.fps() == null ? Flipbook.DEFAULT_FPS : f.fps()) + " fps"
                                : Readout.count(f.durations().size(), "duration") + " of their own").orElse(null))
                .readOnly("Length", "All frames together",
                        () -> current.get().map(f -> TimeFormat.chosen(fps()).text(f.totalDuration())).orElse(null))
                .readOnly("First sprite", "", () -> current.get().filter(f -> !f.sprites().isEmpty())
                        .map(f -> f.sprites().get(0)).orElse(null));
    }
}
