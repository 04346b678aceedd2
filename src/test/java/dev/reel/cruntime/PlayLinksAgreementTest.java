package dev.reel.cruntime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reelc play} against {@code reel play --json} on asset paths that go through symbolic links
 * (AssetPaths.symlinkEscape): a link to a folder outside the project, a file under it and a missing one, a broken
 * link, and links that stay inside. Both refuse the same paths with the same AST001 at the same line and column,
 * report the same AST002 for the rest, and exit alike; the plain and the sanitized reelc. And {@code reelc replay}
 * of a controller whose states' clips lie behind such links, against {@code reel replay}.
 */
class PlayLinksAgreementTest {
    @TempDir
    Path temp;

    @Test
    void linksLeavingTheProjectAreRefusedAsReelRefusesThem() throws Exception {
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Files.write(outside.resolve("x.png"), new byte[] {1, 2, 3});
        Path project = Files.createDirectories(temp.resolve("project"));
        Files.createDirectories(project.resolve("anim"));
        Files.createDirectories(project.resolve("art"));
        Files.write(project.resolve("art/real.png"), new byte[] {1, 2, 3});
        Files.writeString(project.resolve("project.aego"), RandomClips.PROJECT, StandardCharsets.UTF_8);
        Files.createSymbolicLink(project.resolve("out"), outside);
        Files.createSymbolicLink(project.resolve("gone.png"), temp.resolve("nothing-here.png"));
        Files.createSymbolicLink(project.resolve("art/inside.png"), project.resolve("art/real.png"));
        Files.createSymbolicLink(project.resolve("art/back"), project.resolve("art"));
        Files.createSymbolicLink(project.resolve("art/up.png"), Path.of("../out/x.png"));
        String clip = "anim version=1 length=1 {\n"
                + "  frames \"\" fps=8 { sprites=[asset(\"out/x.png\"), asset(\"out/none.png\"),\n"
                + "      asset(\"gone.png\"), asset(\"art/inside.png\"), asset(\"art/back/real.png\"),\n"
                + "      asset(\"art/up.png\"), asset(\"art/back/none.png\"), asset(\"out\")] }\n"
                + "  track \"\" prop=\"SpriteRenderer.sprite\" kind=assetRef {\n"
                + "    key t=0 v=asset(\"out/x.png\")\n    key t=0.5 v=asset(\"gone.png\")\n  }\n}\n";
        Path file = project.resolve("anim/clip.aeanim");
        Files.writeString(file, clip, StandardCharsets.UTF_8);
        List<String> args = List.of("play", file.toString(), "--json");

        PlayAgreementTest.Run java = PlayAgreementTest.reel(args);
        assertThat(java.err()).contains(
                "clip.aeanim:2:3 AST001 asset path \"out/x.png\" leads outside the project folder through a symbolic link",
                "AST001 asset path \"out/none.png\" leads outside the project folder through a symbolic link",
                "AST001 asset path \"gone.png\" is a broken symbolic link",
                "clip.aeanim:7:5 AST001 asset path \"gone.png\" is a broken symbolic link",
                "AST001 asset path \"art/up.png\" leads outside",
                "AST002 asset \"art/back/none.png\" does not exist");
        assertThat(java.err()).doesNotContain("art/inside.png").doesNotContain("art/back/real.png");
        assertThat(java.exit()).isEqualTo(1);
        PlayAgreementTest.compare(CRuntime.reelc(), args);
        PlayAgreementTest.compare(CRuntime.reelcSanitized(), args);
    }

    @Test
    void aControllersClipsBehindLinksAreRefusedAsReelRefusesThem() throws Exception {
        Path outside = Files.createDirectories(temp.resolve("outside"));
        String clip = "anim version=1 length=1 loop=loop {\n  track \"\" prop=\"A.x\" kind=float32 {\n"
                + "    key t=0 v=0 interp=linear {}\n    key t=1 v=1 {}\n  }\n}\n";
        Files.writeString(outside.resolve("far.aeanim"), clip, StandardCharsets.UTF_8);
        Path project = Files.createDirectories(temp.resolve("project"));
        Files.createDirectories(project.resolve("anim"));
        Files.writeString(project.resolve("project.aego"), RandomClips.PROJECT, StandardCharsets.UTF_8);
        Files.writeString(project.resolve("anim/near.aeanim"), clip, StandardCharsets.UTF_8);
        Files.createSymbolicLink(project.resolve("out"), outside);
        Files.createSymbolicLink(project.resolve("anim/gone.aeanim"), temp.resolve("nothing.aeanim"));
        Files.createSymbolicLink(project.resolve("anim/alias.aeanim"), project.resolve("anim/near.aeanim"));
        Path controller = project.resolve("anim/c.aectrl");
        Files.writeString(controller, "controller version=1 {\n  entry=\"A\"\n"
                + "  state \"A\" clip=asset(\"out/far.aeanim\") {}\n"
                + "  state \"B\" clip=asset(\"anim/gone.aeanim\") {}\n"
                + "  state \"C\" clip=asset(\"anim/alias.aeanim\") {}\n}\n", StandardCharsets.UTF_8);
        Path script = temp.resolve("s.script");
        Files.writeString(script, "at 3 play B\nat 6 play C\n", StandardCharsets.UTF_8);
        List<String> args = List.of(controller.toString(), "--script", script.toString(), "--steps", "10", "--json",
                "--values");
        ReplayAgreementTest replay = new ReplayAgreementTest();
        replay.temp = temp;
        ReplayAgreementTest.Run java = replay.agree("links", args, true);
        assertThat(java.err()).contains(
                "AST001 asset path \"out/far.aeanim\" leads outside the project folder through a symbolic link",
                "AST001 asset path \"anim/gone.aeanim\" is a broken symbolic link");
        assertThat(java.err()).doesNotContain("alias");
    }
}
