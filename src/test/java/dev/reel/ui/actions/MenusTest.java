package dev.reel.ui.actions;

import dev.reel.ui.UncaughtExceptions;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The menu bar follows the action registry, and builds its menus once for many actions registered together. */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class MenusTest {
    @Start
    void start(Stage stage) {
        // No window needed: the menu bar is read directly.
    }

    private static List<String> titles(Menu menu) {
        return menu.getItems().stream().map(MenuItem::getText).toList();
    }

    @Test
    void manyActionsRegisteredTogetherBuildTheMenusOnceAndAllShow() {
        ActionRegistry registry = new ActionRegistry();
        Menus[] menus = new Menus[1];
        AtomicInteger builds = new AtomicInteger();
        WaitForAsyncUtils.asyncFx(() -> {
            menus[0] = new Menus(registry);
            menus[0].bar().getMenus().addListener((ListChangeListener<Menu>) change -> {
                while (change.next()) {
                    for (Menu added : change.getAddedSubList()) {
                        if (added.getText().equals("Edit")) {
                            builds.incrementAndGet(); // each build makes the menus anew
                        }
                    }
                }
            });
            for (int i = 0; i < 200; i++) {
                registry.register(Action.of("test.action" + i, "Edit", "Action " + i).run(() -> { }));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(builds.get()).as("menu builds for 200 actions registered in one go").isEqualTo(1);
        Menu edit = menus[0].bar().getMenus().stream().filter(menu -> menu.getText().equals("Edit")).findFirst()
                .orElseThrow();
        assertThat(edit.getItems()).hasSize(200);
        assertThat(titles(edit)).startsWith("Action 0", "Action 1").endsWith("Action 199");
    }

    @Test
    void anActionJustRegisteredIsInTheMenuBarRightAway() throws Exception {
        ActionRegistry registry = new ActionRegistry();
        List<String> seen = WaitForAsyncUtils.asyncFx(() -> {
            Menus menus = new Menus(registry);
            registry.register(Action.of("test.late", "File", "Late Arrival").run(() -> { }));
            Menu file = menus.bar().getMenus().stream().filter(menu -> menu.getText().equals("File")).findFirst()
                    .orElseThrow();
            return titles(file);
        }).get(10, TimeUnit.SECONDS);
        assertThat(seen).containsExactly("Late Arrival");
        ActionRegistry emptied = new ActionRegistry();
        List<String> afterRemoval = WaitForAsyncUtils.asyncFx(() -> {
            Menus menus = new Menus(emptied);
            Action gone = emptied.register(Action.of("test.gone", "File", "Gone").run(() -> { }));
            menus.bar();
            emptied.unregister(gone);
            return menus.bar().getMenus().stream().map(Menu::getText).toList();
        }).get(10, TimeUnit.SECONDS);
        assertThat(afterRemoval).as("a menu left empty is not shown").isEmpty();
    }

    /** An underscore in a file's name is text, not a mnemonic: the open menu draws the title exactly. */
    @Test
    void aTitleWithAnUnderscoreIsDrawnExactly(org.testfx.api.FxRobot robot) throws Exception {
        ActionRegistry registry = new ActionRegistry();
        String title = "Undo Rename assets/knight/knight_run.png";
        Menu[] edit = new Menu[1];
        robot.interact(() -> {
            registry.register(Action.of("test.undo", "Edit", "Undo").title(() -> title).run(() -> { }));
            registry.register(Action.of("test.recent", "Edit", "Open Recent").children(() -> List.of(
                    Action.of("test.recent.one", "Edit", "Open Recent: my_game").run(() -> { }))).build());
            Menus menus = new Menus(registry);
            Stage stage = new Stage();
            stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.VBox(menus.bar()), 600, 300));
            stage.show();
            edit[0] = menus.bar().getMenus().get(0);
            edit[0].show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> drawn = robot.lookup(".menu-item .text").queryAllAs(javafx.scene.text.Text.class).stream()
                .map(javafx.scene.text.Text::getText).toList();
        assertThat(drawn).contains(title);
        Menu recent = (Menu) edit[0].getItems().get(1);
        robot.interact(recent::show);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(recent.getItems()).extracting(MenuItem::getText).containsExactly("Open Recent: my_game");
        assertThat(recent.getItems()).as("a recent project's name is text too").noneMatch(MenuItem::isMnemonicParsing);
        robot.interact(() -> edit[0].hide());
    }
}
