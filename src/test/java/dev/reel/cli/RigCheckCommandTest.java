package dev.reel.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code reel check} reads rigs: on their own, in their project, and as part of a whole project. */
class RigCheckCommandTest {
    @TempDir
    Path temp;

    @Test
    void aRigOutsideAProjectIsCheckedOnItsOwn() throws Exception {
        Path rig = temp.resolve("loose.aerig");
        Files.writeString(rig, "rig version=1 {\n  bone \"root\"\n  bone \"hip\" parent=\"pelvis\"\n}\n");
        String out = HostileFiles.reel("check", rig.toString());
        assertThat(out).contains(rig + ":3:21 RIG002 bone \"hip\" has parent \"pelvis\", which is not a bone of the"
                + " rig").contains("exit 1");
    }

    @Test
    void aProjectCheckListsItsRigsAndTheirSprites() throws Exception {
        Files.writeString(temp.resolve("project.aego"), "project version=1 name=\"R\" {}\n");
        Files.writeString(temp.resolve("hero.aerig"), "rig version=1 {\n  bone \"root\"\n  slot \"s\" bone=\"root\"\n"
                + "  skin \"default\" {\n    region \"r\" slot=\"s\" sprite=asset(\"nowhere.png#a\")\n  }\n}\n");
        String out = HostileFiles.reel("check", temp.toString());
        assertThat(out).contains("hero.aerig:5:5 AST002 asset \"nowhere.png#a\" does not exist").contains("exit 1");
        Files.writeString(temp.resolve("hero.aerig"), "rig version=1 {\n  bone \"root\"\n}\n");
        assertThat(HostileFiles.reel("check", temp.toString())).contains("exit 0");
    }
}
