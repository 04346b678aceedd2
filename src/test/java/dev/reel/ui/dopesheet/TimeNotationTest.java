package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.TimeNotation;
import dev.reel.ui.control.TimeRuler;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.inspector.Outline;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Edit ▸ Preferences… switches every time the window shows between seconds and frames at once: the ruler's labels
 * and cursor, the Inspector's Time field and outline, the curve editor's t field and the Assets rows; the
 * fields read what is typed in either notation, and the choice is kept for the next start.
 */
class TimeNotationTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private TimeRuler ruler(FxRobot robot) {
        return robot.lookup("#time-ruler").queryAs(TimeRuler.class);
    }

    /** The texts Assets has beside the names of its rows now (shown where the column is wide enough). */
    private static List<String> assetDetails(FxRobot robot) {
        return robot.lookup(".asset-detail").queryAllAs(Label.class).stream().map(Label::getText).toList();
    }

    private String outlineKeyLabel(long keyId) {
        return Stream.of(window.inspector().outline().getRoot())
                .flatMap(TimeNotationTest::walk).map(TreeItem::getValue)
                .filter(entry -> entry.id() == keyId).findFirst().orElseThrow().label();
    }

    private static Stream<TreeItem<Outline.Entry>> walk(TreeItem<Outline.Entry> item) {
        return Stream.concat(Stream.of(item), item.getChildren().stream().flatMap(TimeNotationTest::walk));
    }

    private void choose(FxRobot robot, String id) {
        robot.interact(() -> window.actions().find("edit.preferences").orElseThrow().run());
        waitUntil(() -> robot.lookup(id).tryQuery().isPresent());
        robot.clickOn(id);
        clickDialogButton(robot, "Close");
    }

    @Test
    void switchingTheNotationRewritesEveryTimeAtOnceAndFieldsReadBoth(FxRobot robot) throws Exception {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key hit = position.keys().get(1);
        robot.interact(() -> {
            attack.select(Set.of(hit.id()));
            panel().state().moveCursor(hit.time());
        });
        NumberField time = robot.lookup("#inspector-time").queryAs(NumberField.class);
        waitUntil(() -> ruler(robot).drawnText().contains("0.14 s"));
        assertThat(ruler(robot).drawnText()).as("labels then the cursor").allMatch(text -> text.endsWith(" s"));
        assertThat(time.getText()).isEqualTo("0.14 s");
        assertThat(outlineKeyLabel(hit.id())).isEqualTo("key 0.14 s");
        waitUntil(() -> assetDetails(robot).contains("0.44 s"));
        assertThat(assetDetails(robot)).contains("0.9 s · loop");

        // The attack's frames are timed one by one, so its frames are the runtime's: 60 a second.
        choose(robot, "#preferences-frames");
        assertThat(TimeNotation.chosen()).isEqualTo(TimeNotation.FRAMES);
        waitUntil(() -> ruler(robot).drawnText().contains("8.4 f"));
        assertThat(ruler(robot).drawnText()).allMatch(text -> text.endsWith(" f"));
        assertThat(ruler(robot).drawnText().subList(0, 3)).as("whole frames on the labels")
                .allMatch(text -> text.matches("-?\\d+ f"));
        waitUntil(() -> time.getText().equals("8.4 f"));
        assertThat(outlineKeyLabel(hit.id())).isEqualTo("key 8.4 f");
        waitUntil(() -> assetDetails(robot).contains("26.4 f"));
        assertThat(assetDetails(robot)).as("idle: 0.9 s, timed frames too").contains("54 f · loop")
                .noneMatch(text -> text.matches(".*\\d s.*"));
        assertThat(Files.readString(config.resolve("editor.properties"))).contains("time.notation=frames");

        // A bare number is frames now; 0.2s is seconds whatever is shown.
        robot.doubleClickOn(time);
        robot.interact(time::selectAll);
        robot.write("9").push(KeyCode.ENTER);
        waitUntil(() -> Math.abs(attack.value().track(position.id()).key(hit.id()).time() - 9 / 60.0) < 1e-12);
        robot.interact(time::selectAll);
        robot.write("0.2s").push(KeyCode.ENTER);
        waitUntil(() -> attack.value().track(position.id()).key(hit.id()).time() == 0.2);

        showCurves(robot, attack.value().track(position.id()), 0);
        TextField pointTime = robot.lookup("#point-time").queryAs(TextField.class);
        waitUntil(() -> pointTime.getText().equals("12 f"));

        choose(robot, "#preferences-seconds");
        waitUntil(() -> pointTime.getText().equals("0.2 s"));
        waitUntil(() -> ruler(robot).drawnText().stream().allMatch(text -> text.endsWith(" s")));
        waitUntil(() -> assetDetails(robot).contains("0.44 s"));
        assertThat(Files.readString(config.resolve("editor.properties"))).contains("time.notation=seconds");
        assertThat(attack.value().track(position.id()).key(hit.id()).time())
                .as("switching is never an edit").isEqualTo(0.2);
    }
}
