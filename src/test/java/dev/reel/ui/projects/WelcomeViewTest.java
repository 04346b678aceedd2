package dev.reel.ui.projects;

import dev.reel.io.ProjectFolder;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The first-run screen: recent projects, the sample project, and a new project copied from the sample. */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class WelcomeViewTest {
    @TempDir
    Path temp;
    Path sample;
    Path recentProject;
    final List<Path> opened = new ArrayList<>();

    @Start
    void start(Stage stage) {
        sample = TestProjects.platformer(temp.resolve("shipped"));
        System.setProperty(SampleProject.PROPERTY, sample.toString());
        recentProject = TestProjects.platformer(temp.resolve("earlier"));
        Path config = temp.resolve("config");
        new RecentProjects(config).opened(recentProject);
        new WelcomeView(stage, config, opened::add);
        stage.show();
    }

    @AfterEach
    void close() throws Exception {
        System.clearProperty(SampleProject.PROPERTY);
        FxToolkit.cleanupStages();
    }

    @Test
    void aRecentProjectIsListedAndOpensOnClick(FxRobot robot) {
        List<Hyperlink> links = robot.lookup(".recent-project").queryAllAs(Hyperlink.class).stream().toList();
        assertThat(links).hasSize(1);
        assertThat(links.get(0).getText()).contains(recentProject.toString());
        robot.clickOn(links.get(0));
        assertThat(opened).containsExactly(recentProject);
    }

    @Test
    void theSampleProjectOpensOnClick(FxRobot robot) {
        robot.clickOn("#welcome-sample");
        assertThat(opened).hasSize(1);
        assertThat(opened.get(0)).isEqualTo(sample.toAbsolutePath().normalize());
        assertThat(ProjectFolder.isProject(opened.get(0))).isTrue();
    }

    @Test
    void aNewProjectFromTheSampleIsACopyThatOpens(FxRobot robot) throws Exception {
        assertThat(robot.lookup("#new-project-form").query().isVisible()).as("shown on request").isFalse();
        robot.clickOn("#welcome-new");
        TextField path = robot.lookup("#new-project-path").queryAs(TextField.class);
        assertThat(robot.lookup("#new-project-form").query().isVisible()).isTrue();
        assertThat(path.getText()).as("a suggested folder").contains("my-game");
        Path target = temp.resolve("games").resolve("my-game");
        robot.interact(() -> path.setText(target.toString()));
        robot.clickOn("#new-project-create");
        assertThat(opened).containsExactly(target.toAbsolutePath().normalize());
        assertThat(ProjectFolder.isProject(target)).isTrue();
        assertThat(Files.readAllBytes(target.resolve("anim/knight/attack.aeanim")))
                .isEqualTo(Files.readAllBytes(sample.resolve("anim/knight/attack.aeanim")));
        assertThat(ProjectFolder.at(target).files()).hasSameSizeAs(ProjectFolder.at(sample).files());
        assertThat(ProjectFolder.at(target).readProject().value().name()).as("named after its folder")
                .isEqualTo("my-game");
        assertThat(ProjectFolder.at(target).readProject().value().events())
                .isEqualTo(ProjectFolder.at(sample).readProject().value().events());
    }

    @Test
    void aFolderThatIsNotEmptyIsRefusedWithAMessage(FxRobot robot) throws Exception {
        Path taken = Files.createDirectories(temp.resolve("taken"));
        Files.writeString(taken.resolve("notes.txt"), "mine");
        robot.clickOn("#welcome-new");
        robot.interact(() -> robot.lookup("#new-project-path").queryAs(TextField.class).setText(taken.toString()));
        robot.clickOn("#new-project-create");
        assertThat(opened).isEmpty();
        assertThat(robot.lookup("#welcome-message").queryAs(Label.class).getText()).contains("not empty");
        assertThat(Files.readString(taken.resolve("notes.txt"))).isEqualTo("mine");
    }

    @Test
    void theButtonsShowTheIconSet(FxRobot robot) {
        for (String id : List.of("#welcome-open", "#welcome-sample", "#welcome-new")) {
            assertThat(robot.lookup(id).queryAs(Button.class).getGraphic()).as(id).isNotNull();
        }
    }
}
