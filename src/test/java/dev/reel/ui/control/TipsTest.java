package dev.reel.ui.control;

import dev.reel.ui.UncaughtExceptions;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class TipsTest {
    private Button tipped;
    private Button other;

    @Start
    void start(Stage stage) {
        tipped = new Button("Fit");
        Tips.set(tipped, "Fit the sprite in the view (F)");
        other = new Button("Other");
        stage.setScene(new Scene(new HBox(40, other, tipped), 400, 120));
        stage.show();
    }

    @Test
    void theTooltipIsMadeWhenThePointerFirstComesOverItsControlAndShowsAsOneMadeUpFront(FxRobot robot)
            throws Exception {
        // No move before this: a move towards the other button could pass over this one.
        assertThat(tipped.getTooltip()).as("no popup window made before the pointer comes").isNull();
        assertThat(WaitForAsyncUtils.asyncFx(() -> tipped.queryAccessibleAttribute(AccessibleAttribute.HELP)).get())
                .as("what a screen reader reads meanwhile").isEqualTo("Fit the sprite in the view (F)");
        robot.moveTo(tipped);
        Tooltip tooltip = tipped.getTooltip();
        assertThat(tooltip).isNotNull();
        assertThat(tooltip.getText()).isEqualTo("Fit the sprite in the view (F)");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, tooltip::isShowing);
        robot.moveTo(other);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !tooltip.isShowing());
        robot.moveTo(tipped);
        assertThat(tipped.getTooltip()).as("made once").isSameAs(tooltip);
    }
}
