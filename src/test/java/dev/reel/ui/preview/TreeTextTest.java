package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The preview's state line names a blend-tree state with its motions' weights by the parameters now, inside a
 * machine too ({@code Ground/Move (walk 25% · run 75%)}); a clip state is named alone.
 */
class TreeTextTest {
    @TempDir
    Path root;

    private static String clip() {
        return """
                anim version=1 length=1 loop=loop {
                  track "Arm" prop="transform.rotation" kind=float32 {
                    key t=0 v=0 {}
                  }
                }
                """;
    }

    @Test
    void aBlendTreeStateShowsItsWeights() throws Exception {
        Files.createDirectories(root.resolve("anim"));
        Files.writeString(root.resolve("anim/walk.aeanim"), clip());
        Files.writeString(root.resolve("anim/run.aeanim"), clip());
        String text = """
                controller version=1 {
                  entry="Ground"
                  param "Speed" kind=float default=1.5 {}
                  param "Rest" kind=bool {}
                  state "Still" clip=asset("anim/walk.aeanim") {}
                  machine "Ground" entry="Move" {
                    state "Move" blend=oneD param="Speed" {
                      motion clip=asset("anim/walk.aeanim") at=1 {}
                      motion clip=asset("anim/run.aeanim") at=3 {}
                    }
                  }
                  transition "any" to="Still" {
                    cond "Rest" {}
                  }
                }
                """;
        Controller controller = ControllerCodec.read(text, "anim/tree.aectrl").value();
        ControllerSource source = ControllerSource.compile(controller, "anim/tree.aectrl", root);
        assertThat(source.failed()).as(source.diagnostics().toString()).isFalse();
        ControllerRun run = new ControllerRun(source.controller(), 1.0 / 60, false);
        run.advance(0.1);
        assertThat(run.stateText()).isEqualTo("Ground/Move (walk 75% · run 25%)");
        run.animator().setFloat("Speed", 2.5);
        run.advance(1.0 / 60);
        assertThat(run.stateText()).isEqualTo("Ground/Move (walk 25% · run 75%)");
        run.animator().setBool("Rest", true);
        run.advance(0.1);
        assertThat(run.stateText()).isEqualTo("Still");
    }
}
