package dev.reel.ui.control;

import dev.reel.ui.UncaughtExceptions;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class VectorFieldTest {
    private VectorField field;
    private NumberField number;
    private final List<double[]> published = new ArrayList<>();

    @Start
    void start(Stage stage) {
        field = new VectorField(List.of("x", "y"));
        field.setValue(new double[] {1, 2});
        field.valueProperty().addListener((observable, old, value) -> published.add(value));
        number = new NumberField();
        number.setLive(false);
        number.setValue(3.0);
        stage.setScene(new Scene(new VBox(field, number), 400, 120));
        stage.show();
    }

    private NumberField lane(int index) {
        return ((VectorFieldSkin) field.getSkin()).fields().get(index);
    }

    @Test
    void typingALanePublishesTheWholeVectorAndTextThatDoesNotReadWaits(FxRobot robot) {
        robot.doubleClickOn(lane(1)).eraseText(1).write("-2.5");
        assertThat(field.getValue()).containsExactly(1, -2.5);
        assertThat(published).allMatch(value -> value.length == 2);
        robot.write("e");
        assertThat(lane(1).getPseudoClassStates()).anyMatch(state -> state.getPseudoClassName().equals("invalid"));
        assertThat(field.getValue()).containsExactly(1, -2.5);
        robot.push(KeyCode.ESCAPE);
        assertThat(lane(1).getText()).isEqualTo("-2.5");
    }

    @Test
    void draggingALaneNameScrubsItsValue(FxRobot robot) {
        Label x = robot.lookup(".lane-name").queryAs(Label.class);
        robot.drag(x).moveBy(50, 0).release(javafx.scene.input.MouseButton.PRIMARY);
        assertThat(field.getValue()[0]).isCloseTo(1.5, org.assertj.core.api.Assertions.within(0.05));
        assertThat(field.getValue()[1]).isEqualTo(2);
        assertThat(lane(0).getText()).isEqualTo(dev.reel.doc.Numbers.format(field.getValue()[0]));
    }

    @Test
    void aFieldThatIsNotLivePublishesOnEnterAndArrowsNudge(FxRobot robot) {
        robot.doubleClickOn(number).eraseText(1).write("7");
        assertThat(number.getValue()).isEqualTo(3.0);
        robot.push(KeyCode.ENTER);
        assertThat(number.getValue()).isEqualTo(7.0);
        robot.push(KeyCode.UP);
        assertThat(number.getValue()).isEqualTo(7.1);
        robot.push(KeyCode.SHIFT, KeyCode.DOWN);
        assertThat(number.getValue()).isEqualTo(6.1);
    }

    @Test
    void theSkinLetsGoOfTheControlWhenDisposed(FxRobot robot) {
        VectorFieldSkin skin = (VectorFieldSkin) field.getSkin();
        robot.interact(() -> {
            skin.dispose();
            field.setValue(new double[] {9, 9});
        });
        assertThat(lane(0).getText()).as("a disposed skin no longer follows the control").isEqualTo("1");
    }
}
