package dev.reel.ui.graph;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.runtime.Animator;
import dev.reel.runtime.Box;
import dev.reel.runtime.BoxBody;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The graph's live view follows a real animator of the knight, stepped on a fixed clock by a scripted
 * platformer sandbox: a box body that runs right, jumps, lands and attacks.
 */
class GraphLiveTest extends EditorFixture {
    private static final double STEP = 1 / 60.0;

    /** The first window of a test JVM on a busy machine takes longer to open than TestFX's default 10 s. */
    @org.junit.jupiter.api.BeforeAll
    static void patientSetup() {
        org.testfx.api.FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theHighlightedStateFollowsTheAnimatorWhileTheSandboxRuns(FxRobot robot) {
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> {
            window.reveal("Animator");
            window.layout().vertical().setDividerPositions(0.12);
        });
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight);
        Animator animator = new Animator(compile(knight.value()), null, STEP);
        robot.interact(() -> panel.setLive(new AnimatorLive(animator)));
        Sandbox sandbox = new Sandbox(animator);

        Set<String> visited = new LinkedHashSet<>();
        boolean sawBlend = false;
        for (int step = 1; step <= 240; step++) {
            int now = step;
            // Only the steps checked below wait for JavaFX to settle after them (what robot.interact adds): the
            // settles after the unchecked steps, 5 x 10 ms of sleep each, were a quarter of this test's time.
            WaitForAsyncUtils.waitForAsyncFx(30_000, () -> sandbox.step(now));
            if (step % 3 == 0 || animator.isBlending()) {
                WaitForAsyncUtils.waitForFxEvents();
                waitUntil(() -> Objects.equals(panel.view().liveState(), animator.stateName()));
                visited.add(animator.stateName());
                if (animator.isBlending() && !animator.isBlendCaptured()) {
                    ArrowNode arrow = blendArrow(panel, knight.value(), animator);
                    assertThat(arrow).as("an arrow shows the blend into " + animator.stateName()).isNotNull();
                    assertThat(arrow.blend()).isCloseTo(animator.weight(), within(1e-9));
                    sawBlend = true;
                }
                double played = panel.view().boxByName(animator.stateName()).liveProgress();
                assertThat(played).isBetween(0.0, 1.0);
            }
        }
        assertThat(visited).as("the script visits every state").contains("Idle", "Run", "Jump", "Fall", "Attack");
        assertThat(sawBlend).isTrue();
        assertThat(robot.lookup(".graph-state").queryAll().stream()
                .filter(node -> node.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("live"))))
                .as("exactly one box is ringed").hasSize(1);

        robot.interact(() -> panel.setLive(null));
        assertThat(panel.view().liveState()).isNull();
    }

    @Test
    @SuppressWarnings("unchecked")
    void parametersAreEditableLiveWithoutTouchingTheFile(FxRobot robot) {
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        robot.interact(() -> window.reveal("Animator"));
        GraphPanel panel = (GraphPanel) robot.from(stage.getScene().getRoot()).lookup("#graph-panel").query()
                .getProperties().get(GraphPanel.class);
        waitUntil(() -> panel.shown() == knight);
        Animator animator = new Animator(compile(knight.value()), null, STEP);
        robot.interact(() -> {
            panel.setLive(new AnimatorLive(animator));
            animator.step();
        });
        NumberField speed = robot.lookup("#graph-param-Speed .graph-param-live").queryAs(NumberField.class);
        robot.interact(speed::requestFocus);
        robot.interact(speed::selectAll);
        robot.write("2.5").push(KeyCode.ENTER);
        waitUntil(() -> animator.getFloat("Speed") == 2.5);
        robot.interact(() -> {
            animator.step();
            animator.step();
        });
        waitUntil(() -> "Run".equals(panel.view().liveState()));

        Button fire = robot.lookup("#graph-param-Attack .graph-fire").queryAs(Button.class);
        robot.interact(fire::fire);
        assertThat(animator.getBool("Attack")).as("the trigger is set for the next step").isTrue();
        robot.interact(animator::step);
        waitUntil(() -> "Attack".equals(panel.view().liveState()));
        assertThat(knight.document().history().position()).as("live values are not edits").isZero();
        assertThat(knight.value().param("Speed").defaultValue()).isNull();
    }

    private static ArrowNode blendArrow(GraphPanel panel, Controller controller, Animator animator) {
        String from = animator.stateName(animator.blendFrom());
        for (Transition transition : controller.transitions()) {
            if (transition.to().equals(animator.stateName())
                    && (transition.from().equals(from) || transition.fromAny())) {
                ArrowNode arrow = panel.view().arrow(transition.id());
                if (arrow.blend() >= 0) {
                    return arrow;
                }
            }
        }
        return null;
    }

    private CompiledController compile(Controller controller) {
        return CompiledController.compile(controller, "anim/knight.aectrl", path -> {
            try {
                Clip clip = ClipCodec.read(Files.readAllBytes(root.resolve(path)), path).value();
                return clip == null ? null : CompiledClip.compile(clip, path);
            } catch (java.io.IOException e) {
                return null;
            }
        });
    }

    /** The platformer sandbox's rules, scripted: run right, jump, land, stop, attack. */
    private static final class Sandbox {
        private final Animator animator;
        private final BoxBody body = new BoxBody(0, 0, 0.8, 1.8, List.of(new Box(-100, -1, 100, 0)));
        private double vy;

        Sandbox(Animator animator) {
            this.animator = animator;
        }

        void step(int step) {
            boolean right = step >= 10 && step < 130;
            double vx = right ? 4 : 0;
            if (step == 60 && body.grounded()) {
                vy = 7;
            }
            vy -= 20 * STEP;
            body.move(vx * STEP, vy * STEP);
            if (body.grounded() && vy < 0) {
                vy = 0;
            }
            animator.setFloat("Speed", Math.abs(vx));
            animator.setBool("Grounded", body.grounded());
            animator.setFloat("VerticalSpeed", vy);
            if (step == 170) {
                animator.setTrigger("Attack");
            }
            animator.step();
        }
    }
}
