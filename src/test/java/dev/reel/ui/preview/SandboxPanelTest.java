package dev.reel.ui.preview;

import dev.reel.edit.cmd.AddParam;
import dev.reel.edit.cmd.RenameParam;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.preview.SandboxMapping.Input;
import dev.reel.ui.shell.PanelSlot;
import javafx.scene.control.ChoiceBox;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The controller preview and the sandbox on the controller being edited: it starts on the focused controller,
 * feeds that controller's own parameters through the inputs beside it, and follows edits at once.
 */
class SandboxPanelTest extends EditorFixture {
    /** A controller whose speed is called "velocity", with no grounded or vertical speed parameter. */
    private static final String SLIDER = """
            controller version=1 {
              entry="Idle"
              param "velocity" kind=float {}
              param "attack" kind=trigger {}
              state "Idle" clip=asset("anim/knight/idle.aeanim") pos=[240, 160] {}
              state "Run" clip=asset("anim/knight/run.aeanim") pos=[500, 160] {}
              transition "Idle" to="Run" duration=0.1 {
                cond "velocity" op=gt value=0.5 {}
              }
              transition "Run" to="Idle" duration=0.1 {
                cond "velocity" op=le value=0.5 {}
              }
            }
            """;

    @BeforeAll
    static void patientSetup() {
        FxToolkit.toolkitContext().setSetupTimeoutInMillis(60_000);
    }

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    private SandboxInputs inputs() {
        return panel().toolbar().previewed().inputs();
    }

    @SuppressWarnings("unchecked")
    private void choose(FxRobot robot, PreviewPanel.Mode mode) {
        waitUntil(() -> panel().canvas().renderer() != null);
        robot.interact(() -> ((ChoiceBox<PreviewPanel.Mode>) robot.lookup("#preview-mode").query()).setValue(mode));
        waitUntil(() -> panel().mode() == mode);
    }

    @Test
    void theControllerPreviewStartsOnTheFocusedController(FxRobot robot) {
        open("anim/knight.aectrl");
        choose(robot, PreviewPanel.Mode.CONTROLLER);
        assertThat(panel().run().controller().file()).isEqualTo("anim/knight.aectrl");
        assertThat(window.rig().animatorProperty().get().controller().file()).isEqualTo("anim/knight.aectrl");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theSandboxFeedsARenamedParameterAtOnce(FxRobot robot) {
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        choose(robot, PreviewPanel.Mode.SANDBOX);
        waitUntil(() -> inputs().getScene() != null && inputs().shown(Input.SPEED).equals("Speed"));
        assertThat(inputs().shown(Input.GROUNDED)).isEqualTo("Grounded");
        assertThat(inputs().shown(Input.VERTICAL_SPEED)).isEqualTo("VerticalSpeed");
        assertThat(inputs().shown(Input.ATTACK)).isEqualTo("Attack");
        assertThat(inputs().warning(Input.SPEED)).isEmpty();

        robot.interact(() -> knight.document().execute(new RenameParam(knight.value().param("Speed").id(),
                "Velocity")));
        waitUntil(() -> inputs().shown(Input.SPEED).equals("Velocity"));
        assertThat(robot.lookup("#param-Velocity").tryQuery()).as("the side panel follows the rename").isPresent();
        assertThat(robot.lookup("#param-Speed").tryQuery()).isEmpty();
        assertThat(panel().mode()).isEqualTo(PreviewPanel.Mode.SANDBOX);

        robot.clickOn(panel().canvas());
        robot.press(KeyCode.RIGHT);
        try {
            waitUntil(() -> panel().run().animator().getFloat("Velocity") > 1
                    && "Run".equals(panel().run().animator().stateName()));
        } finally {
            robot.release(KeyCode.RIGHT);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aControllerWithoutTheUsualNamesSaysSoUntilAParameterIsChosenOrAdded(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/slider.aectrl"), SLIDER);
        OpenDocument<Controller> slider = (OpenDocument<Controller>) open("anim/slider.aectrl");
        choose(robot, PreviewPanel.Mode.SANDBOX);
        waitUntil(() -> inputs().getScene() != null && inputs().shown(Input.ATTACK).equals("attack"));
        assertThat(inputs().warning(Input.SPEED)).isEqualTo("No parameter for Speed — choose one");
        assertThat(inputs().warning(Input.GROUNDED)).isEqualTo("No parameter for Grounded — add a bool parameter");
        assertThat(inputs().shown(Input.SPEED)).isEmpty();

        robot.clickOn(panel().canvas());
        robot.press(KeyCode.RIGHT);
        try {
            waitUntil(() -> Math.abs(panel().run().body().vx()) > 1);
            assertThat(panel().run().animator().stateName()).as("nothing feeds velocity").isEqualTo("Idle");
            robot.interact(() -> inputs().list(Input.SPEED).setValue("velocity"));
        } finally {
            robot.release(KeyCode.RIGHT);
        }
        // On a slow machine the body may stand at the right wall by now: it runs back left, away from it.
        robot.press(KeyCode.LEFT);
        try {
            waitUntil(() -> "Run".equals(panel().run().animator().stateName()));
        } finally {
            robot.release(KeyCode.LEFT);
        }
        assertThat(inputs().warning(Input.SPEED)).isEmpty();

        robot.interact(() -> slider.document().execute(new AddParam(Param.of("grounded", ParamKind.BOOL))));
        waitUntil(() -> inputs().shown(Input.GROUNDED).equals("grounded"));
        assertThat(inputs().warning(Input.GROUNDED)).isEmpty();
        assertThat(inputs().shown(Input.SPEED)).as("the choice is kept").isEqualTo("velocity");
        assertThat(robot.lookup("#param-grounded").tryQuery()).isPresent();
    }
}
