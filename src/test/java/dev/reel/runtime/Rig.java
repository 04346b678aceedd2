package dev.reel.runtime;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Controller;
import dev.reel.model.EventMode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Test controllers written as {@code .aectrl} text with their clips as {@code .aeanim} text (state clips are
 * named {@code asset("NAME")}), and a listener that records an animator's signals as short strings.
 */
final class Rig {
    private final Map<String, String> clips = new HashMap<>();

    /** Adds clip {@code name}, written as an {@code .aeanim} file. */
    Rig clip(String name, String text) {
        clips.put(name, text);
        return this;
    }

    /** The built-in platformer controller with its built-in clips, read from the application's resources. */
    static CompiledController platformer() {
        Rig rig = new Rig();
        for (String clip : new String[]{"idle", "run", "jump", "hit"}) {
            rig.clip("engine/anim/" + clip, resource("engine/anim/" + clip + ".aeanim"));
        }
        return rig.compile(resource("engine/anim/platformer.aectrl"));
    }

    private static String resource(String name) {
        try (java.io.InputStream in = Rig.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Compiles {@code controllerText}; a state naming a clip this rig lacks plays nothing. */
    CompiledController compile(String controllerText) {
        Loaded<Controller> controller = ControllerCodec.read(controllerText, "test.aectrl");
        assertThat(controller.diagnostics()).as("controller diagnostics").noneMatch(d -> d.isError());
        return CompiledController.compile(controller.value(), "test.aectrl", this::compiled);
    }

    private CompiledClip compiled(String name) {
        String text = clips.get(name);
        if (text == null) {
            return null;
        }
        Loaded<Clip> clip = ClipCodec.read(text, name + ".aeanim");
        assertThat(clip.diagnostics()).as("clip " + name).noneMatch(d -> d.isError());
        return CompiledClip.compile(clip.value(), name + ".aeanim");
    }

    /** A looping clip of {@code length} seconds with one float32 track on {@code "":PROPERTY} going from a to b. */
    static String ramp(double length, String property, double from, double to) {
        return "anim version=1 length=" + length + " loop=loop {\n"
                + "  track \"\" prop=\"" + property + "\" kind=float32 {\n"
                + "    key t=0 v=" + from + " interp=linear {}\n"
                + "    key t=" + length + " v=" + to + " {}\n"
                + "  }\n}\n";
    }

    /** Records signals: {@code enter:A}, {@code exit:A}, {@code event:Hit@A} (gameplay) or {@code drawn:Hit@A}. */
    static final class Signals implements AnimatorListener {
        final List<String> all = new ArrayList<>();
        private final CompiledController controller;

        Signals(CompiledController controller) {
            this.controller = controller;
        }

        @Override
        public void stateEntered(int state) {
            all.add("enter:" + controller.stateName(state));
        }

        @Override
        public void stateExited(int state) {
            all.add("exit:" + controller.stateName(state));
        }

        @Override
        public void event(int state, ClipEvent event, EventMode mode, int cycle) {
            all.add((mode == EventMode.GAMEPLAY ? "event:" : "drawn:") + event.name() + "@"
                    + controller.stateName(state));
        }

        /** The signals since the last call. */
        List<String> take() {
            List<String> taken = List.copyOf(all);
            all.clear();
            return taken;
        }
    }

    /** An animator of {@code controller} on an open scene at {@code dt}, recording into {@code signals}. */
    static Animator animator(CompiledController controller, double dt, Signals signals) {
        Animator animator = new Animator(controller, MemoryScene.open(), dt);
        animator.setListener(signals);
        return animator;
    }

    /** Steps {@code animator} {@code count} times. */
    static void steps(Animator animator, int count) {
        for (int i = 0; i < count; i++) {
            animator.step();
        }
    }
}
