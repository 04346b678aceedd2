package dev.reel.preview;

import dev.reel.io.FrameBank;
import dev.reel.io.Loaded;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Transition;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Turns clips (one, or a controller's states) into a {@link FrameBank}: the sprite frames of the clip's
 * root node, from its flipbook or else its {@code SpriteRenderer.sprite} keys, with each cell's rectangle
 * and pivot from its sheet's {@code .meta}. A ping-pong clip is unrolled (forward, then back without
 * repeating the ends) and loops; a state's speed divides the durations.
 */
public final class FrameBankBuilder {
    private static final String SPRITE_PROPERTY = "SpriteRenderer.sprite";

    private FrameBankBuilder() {
    }

    /**
     * A bank of one animation named {@code name} from {@code clip} (the file {@code clipFile}).
     *
     * @param metas the sidecar of a sheet by its project-relative path, or null when it has none
     */
    public static Loaded<FrameBank> fromClip(String bankId, String name, Clip clip, String clipFile,
                                             Function<String, SheetMeta> metas) {
        List<Diagnostic> problems = new ArrayList<>();
        FrameBank.Animation animation = animation(name, clip, clipFile, clip.loop(), 1, "", metas, problems);
        return new Loaded<>(animation == null ? null : new FrameBank(bankId, List.of(animation)), problems);
    }

    /**
     * A bank with an animation per state of {@code controller} (the file {@code controllerFile}), in state
     * order. An animation's next one is the target of the state's first transition that waits for its clip
     * to end ({@code exitTime}) with no conditions: what a game would play after it without any input.
     *
     * @param clips a clip by the path a state names, or null when it cannot be read (the state is left out)
     */
    public static Loaded<FrameBank> fromController(String bankId, Controller controller, String controllerFile,
                                                   Function<String, Clip> clips, Function<String, SheetMeta> metas) {
        List<Diagnostic> problems = new ArrayList<>();
        List<FrameBank.Animation> animations = new ArrayList<>();
        for (State state : controller.states()) {
            Clip clip = state.clip() == null ? null : clips.apply(state.clip());
            if (clip == null) {
                problems.add(Diagnostic.of(Code.ANC004, controllerFile, state.extras().line(),
                        state.extras().column(), "state " + state.name() + " has no readable clip; it is left out"));
                continue;
            }
            LoopMode loop = state.loop() == null ? clip.loop() : state.loop();
            FrameBank.Animation animation = animation(state.name(), clip, state.clip(), loop, state.speed(),
                    nextAfter(controller, state), metas, problems);
            if (animation != null) {
                animations.add(animation);
            }
        }
        return new Loaded<>(animations.isEmpty() ? null : new FrameBank(bankId, animations), problems);
    }

    private static String nextAfter(Controller controller, State state) {
        for (Transition transition : controller.transitions()) {
            if (transition.from().equals(state.name()) && transition.exitTime() != null
                    && transition.conditions().isEmpty()) {
                return transition.to();
            }
        }
        return "";
    }

    private static FrameBank.Animation animation(String name, Clip clip, String clipFile, LoopMode loop,
                                                 double speed, String next, Function<String, SheetMeta> metas,
                                                 List<Diagnostic> problems) {
        List<String> sprites = new ArrayList<>();
        List<Double> durations = new ArrayList<>();
        List<Boolean> flips = new ArrayList<>();
        if (!spriteFrames(clip, sprites, durations, flips)) {
            problems.add(Diagnostic.of(Code.PRV002, clipFile, 0, 0,
                    "the clip has no sprite frames on its root node (a flipbook or SpriteRenderer.sprite keys)"));
            return null;
        }
        Set<String> sheets = new LinkedHashSet<>();
        for (String sprite : sprites) {
            sheets.add(sheetOf(sprite));
        }
        if (sheets.size() > 1) {
            problems.add(Diagnostic.of(Code.PRV002, clipFile, 0, 0, "the frames come from " + sheets.size()
                    + " sheets (" + String.join(", ", sheets) + "); an animation of a frame bank has one"));
            return null;
        }
        String sheet = sheets.iterator().next();
        SheetMeta meta = metas.apply(sheet);
        if (meta == null) {
            problems.add(Diagnostic.of(Code.AST002, clipFile, 0, 0, sheet + " has no .meta with its cells"));
            return null;
        }
        List<FrameBank.Frame> frames = new ArrayList<>();
        for (int i = 0; i < sprites.size(); i++) {
            String cellName = sprites.get(i).substring(sprites.get(i).indexOf('#') + 1);
            Cell cell = sprites.get(i).contains("#") ? meta.cell(cellName) : null;
            if (cell == null) {
                problems.add(Diagnostic.of(Code.AST002, clipFile, 0, 0, sprites.get(i) + " names no cell of " + sheet));
                return null;
            }
            frames.add(new FrameBank.Frame(cell.rect(), durations.get(i) / Math.abs(speed), cell.pivotX(),
                    cell.pivotY(), flips.get(i)));
        }
        if (loop == LoopMode.PING_PONG) {
            for (int i = frames.size() - 2; i >= 1; i--) {
                frames.add(frames.get(i));
            }
        }
        return new FrameBank.Animation(name, sheet, frames, loop != LoopMode.ONCE, loop == LoopMode.ONCE ? next : "");
    }

    /** Fills the root node's sprite frames; false when it has none. */
    private static boolean spriteFrames(Clip clip, List<String> sprites, List<Double> durations,
                                        List<Boolean> flips) {
        Flipbook flipbook = null;
        for (Flipbook candidate : clip.flipbooks()) {
            if (candidate.path().isEmpty() && !candidate.sprites().isEmpty()) {
                flipbook = candidate;
                break;
            }
        }
        if (flipbook != null) {
            for (int i = 0; i < flipbook.sprites().size(); i++) {
                sprites.add(flipbook.sprites().get(i));
                // The written durations as they are: differences of running sums would add rounding noise.
                durations.add(i < flipbook.durations().size() ? flipbook.durations().get(i)
                        : 1 / (flipbook.fps() == null ? Flipbook.DEFAULT_FPS : flipbook.fps()));
                flips.add(i < flipbook.flipX().size() && flipbook.flipX().get(i));
            }
            return true;
        }
        for (Track track : clip.tracks()) {
            if (!track.path().isEmpty() || !track.property().equals(SPRITE_PROPERTY) || track.keys().isEmpty()) {
                continue;
            }
            List<Key> keys = track.keys();
            for (int i = 0; i < keys.size(); i++) {
                double end = i + 1 < keys.size() ? keys.get(i + 1).time() : clip.length();
                double duration = end - keys.get(i).time();
                if (duration > 0 && keys.get(i).value() instanceof Value.Asset asset) {
                    sprites.add(asset.path());
                    durations.add(duration);
                    flips.add(false);
                }
            }
            return !sprites.isEmpty();
        }
        return false;
    }

    private static String sheetOf(String sprite) {
        int hash = sprite.indexOf('#');
        return hash < 0 ? sprite : sprite.substring(0, hash);
    }
}
