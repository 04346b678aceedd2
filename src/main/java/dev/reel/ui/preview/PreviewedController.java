package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.runtime.Animator;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.value.ChangeListener;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The controller the preview plays: read from its open document when there is one (unsaved edits included),
 * played again at once when that document changes in a way that plays differently (a parameter renamed or
 * added, a state or transition edited; moving boxes does not count), keeping the sandbox's body, the current
 * state and the parameters' values; and each controller's {@link SandboxMapping}, kept for the session.
 */
final class PreviewedController {
    private final PreviewPanel panel;
    private final PanelContext context;
    private final Map<String, SandboxMapping> mappings = new HashMap<>();
    private final SandboxInputs inputs = new SandboxInputs(this::choose);
    private final ChangeListener<Number> stampListener = (observable, old, stamp) -> edited();
    private String name;
    private OpenDocument<?> document;
    private Controller value;

    PreviewedController(PreviewPanel panel, PanelContext context) {
        this.panel = panel;
        this.context = context;
    }

    /** The sandbox's inputs panel, shown beside the canvas in sandbox mode. */
    SandboxInputs inputs() {
        return inputs;
    }

    /** The mapping of controller {@code chosen}, as the user left it this session. */
    SandboxMapping mapping(String chosen) {
        return mappings.getOrDefault(chosen, SandboxMapping.MATCHING);
    }

    /** Plays controller {@code chosen} (a project path or a built-in), with the sandbox's body or by hand. */
    void start(String chosen, boolean sandbox) {
        stop();
        ControllerSource source = load(chosen);
        if (source == null || source.failed()) {
            context.say("The controller cannot be previewed: " + (source == null ? "none chosen"
                    : source.diagnostics().isEmpty() ? "it could not be read" : source.diagnostics().get(0).format()));
            stop();
            panel.showController(null);
            return;
        }
        name = chosen;
        if (document != null) {
            document.stampProperty().addListener(stampListener);
        }
        ControllerRun run = new ControllerRun(source.controller(), Playback.STEP, sandbox ? new SandboxBody() : null,
                source.rig().rig());
        panel.showController(run);
        feed(run);
    }

    /** Stops following a controller's document (the preview went back to the clip or to another one). */
    void stop() {
        if (document != null) {
            document.stampProperty().removeListener(stampListener);
        }
        name = null;
        document = null;
        value = null;
    }

    /**
     * A controller document got the focus: when it is the file the preview plays from disk, its edits are
     * followed from now on.
     */
    void follow(OpenDocument<?> focused) {
        if (name == null || document != null || focused.file() == null
                || !(focused.value() instanceof Controller controller)) {
            return;
        }
        Path file = context.project().root().resolve(name).toAbsolutePath().normalize();
        if (file.equals(focused.file().toAbsolutePath().normalize())) {
            document = focused;
            value = controller;
            document.stampProperty().addListener(stampListener);
        }
    }

    /** The user chose what {@code input} feeds ("" for nothing). */
    private void choose(SandboxMapping.Input input, String parameter) {
        if (name == null) {
            return;
        }
        mappings.put(name, mapping(name).with(input, parameter));
        if (panel.run() != null) {
            feed(panel.run());
        }
    }

    /** Tells the run which parameters the body feeds, and the inputs panel what they are. */
    private void feed(ControllerRun run) {
        List<SandboxMapping.Parameter> parameters = SandboxMapping.parameters(run.controller());
        SandboxMapping mapping = mapping(name);
        Map<SandboxMapping.Input, String> resolved = mapping.resolve(parameters);
        run.setFeed(resolved);
        inputs.show(parameters, resolved, mapping);
    }

    /** The previewed controller's document changed: play the new value if it plays differently. */
    private void edited() {
        if (document == null || !(document.value() instanceof Controller now) || now == value) {
            return;
        }
        Controller before = value;
        value = now;
        ControllerRun old = panel.run();
        if (old == null || playsAlike(before, now)) {
            return;
        }
        mappings.put(name, mapping(name).followRenames(before, now));
        ControllerSource source = ControllerSource.compile(now, name, context.project().root());
        if (source.failed()) {
            // Half-way through an edit the controller may not compile: the run goes on with the last one.
            return;
        }
        ControllerRun next = new ControllerRun(source.controller(), Playback.STEP, old.body(), source.rig().rig());
        carry(old.animator(), next.animator(), before, now);
        panel.replaceRun(next);
        feed(next);
    }

    /** Whether two values of a controller play the same (they differ at most in where the boxes are drawn). */
    static boolean playsAlike(Controller a, Controller b) {
        return unplaced(a).equals(unplaced(b));
    }

    private static Controller unplaced(Controller controller) {
        List<State> states = new ArrayList<>();
        controller.states().forEach(state -> states.add(state.withPos(null)));
        return new Controller(controller.version(), controller.entry(), null, null, controller.ease(),
                controller.params(), states, controller.transitions(), controller.extras(), controller.fileExtras(),
                controller.machines(), controller.layers());
    }

    /** The new run goes on in the state the old one was in, with the same parameter values (renames followed). */
    private static void carry(Animator old, Animator next, Controller before, Controller now) {
        for (Param param : now.params()) {
            Param was = before.params().stream().filter(p -> p.id() == param.id() && p.kind() == param.kind())
                    .findFirst().orElse(null);
            if (was == null) {
                continue;
            }
            switch (param.kind()) {
                case FLOAT -> next.setFloat(param.name(), old.getFloat(was.name()));
                case INT -> next.setInt(param.name(), old.getInt(was.name()));
                case BOOL -> next.setBool(param.name(), old.getBool(was.name()));
                case TRIGGER -> {
                }
            }
        }
        if (old.isStarted() && old.state() >= 0) {
            State was = before.state(old.stateName());
            State same = was == null ? null : now.states().stream().filter(state -> state.id() == was.id())
                    .findFirst().orElse(null);
            if (same != null) {
                next.play(same.name());
            }
        }
    }

    /** The named controller, from its open document when there is one; remembers that document. */
    private ControllerSource load(String chosen) {
        if (chosen == null) {
            return null;
        }
        if (chosen.startsWith("engine/")) {
            return ControllerSource.load(chosen);
        }
        Path file = context.project().root().resolve(chosen);
        var open = context.workspace().find(file);
        if (open.isPresent() && open.get().value() instanceof Controller controller) {
            document = open.get();
            value = controller;
            return ControllerSource.compile(controller, chosen, context.project().root());
        }
        return Files.isRegularFile(file) ? ControllerSource.load(file.toString()) : null;
    }
}
