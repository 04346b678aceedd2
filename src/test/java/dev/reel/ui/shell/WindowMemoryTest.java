package dev.reel.ui.shell;

import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.projects.RecentProjects;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The window remembers, per project, its dividers, panels, bottom tab and open documents. */
class WindowMemoryTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void aReopenedProjectComesBackAsItWasLeft(FxRobot robot) {
        open("anim/knight/idle.aeanim");
        open("anim/knight.aectrl");
        open("anim/knight/attack.aeanim");
        robot.interact(() -> {
            window.layout().horizontal().setDividerPositions(0.3, 0.7);
            window.layout().vertical().setDividerPositions(0.5);
            window.layout().showBottomTab("Problems");
            window.layout().toggleInspector();
            window.workspace().focus(window.workspace().documents().get(1));
        });
        robot.interact(() -> {
            assertThat(window.requestClose()).isTrue();
            window.dispose();
            window = new EditorWindow(stage, root, config, other -> { });
        });
        assertThat(window.workspace().documents()).extracting(OpenDocument::name).containsExactly(
                "anim/knight/idle.aeanim", "anim/knight.aectrl", "anim/knight/attack.aeanim");
        assertThat(window.workspace().focused().name()).isEqualTo("anim/knight.aectrl");
        assertThat(window.layout().inspectorShown()).isFalse();
        assertThat(window.layout().selectedBottomTab()).isEqualTo("Problems");
        assertThat(window.layout().vertical().getDividerPositions()[0]).isCloseTo(0.5, within(0.02));
        robot.interact(() -> window.layout().toggleInspector());
        assertThat(window.layout().horizontal().getDividerPositions()).containsExactly(new double[] {0.3, 0.7},
                within(0.02));
        assertThat(new RecentProjects(config).list()).first().isEqualTo(root);
    }
}
