package dev.reel.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class AssetPathsTest {
    @TempDir
    Path temp;

    private Path project() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "");
        Files.createDirectories(root.resolve("assets"));
        Files.writeString(root.resolve("assets/hero.png"), "png");
        return root;
    }

    @Test
    void aRelativePathResolvesInsideTheProject() throws Exception {
        Path root = project();
        AssetPath path = AssetPaths.resolve(root, "assets/hero.png#hero_003");
        assertThat(path).isInstanceOf(AssetPath.InProject.class);
        AssetPath.InProject inside = (AssetPath.InProject) path;
        assertThat(inside.file()).isEqualTo(root.toAbsolutePath().resolve("assets/hero.png"));
        assertThat(inside.cell()).isEqualTo("hero_003");
    }

    @Test
    void dotDotThatStaysInsideIsAllowed() throws Exception {
        Path root = project();
        assertThat(AssetPaths.resolve(root, "anim/../assets/./hero.png")).isInstanceOf(AssetPath.InProject.class);
    }

    @Test
    void aSiblingNamedLikeDotDotIsAllowed() throws Exception {
        Path root = project();
        Files.writeString(root.resolve("..secrets"), "mine");
        AssetPath path = AssetPaths.resolve(root, "..secrets");
        assertThat(path).isInstanceOf(AssetPath.InProject.class);
        assertThat(((AssetPath.InProject) path).file()).isEqualTo(root.toAbsolutePath().resolve("..secrets"));
    }

    @Test
    void escapesAreRefusedWithAReason() throws Exception {
        Path root = project();
        assertRefused(root, "../secret.png", "leaves the project");
        assertRefused(root, "assets/../../secret.png", "leaves the project");
        assertRefused(root, "/etc/passwd", "absolute");
        assertRefused(root, "C:/Windows/win.ini", "drive letter");
        assertRefused(root, "c:secret.png", "drive letter");
        assertRefused(root, "\\\\server\\share\\x.png", "UNC");
        assertRefused(root, "//server/share/x.png", "UNC");
        assertRefused(root, "assets\\hero.png", "'/'");
        assertRefused(root, "", "empty");
        assertRefused(root, "assets/hero.png#", "empty cell");
        assertRefused(root, "assets/\0.png", "NUL");
    }

    @Test
    void aSymbolicLinkPointingOutIsRefused() throws Exception {
        Path root = project();
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Files.writeString(outside.resolve("secret.png"), "x");
        Files.createSymbolicLink(root.resolve("assets/linked"), outside);
        Files.createSymbolicLink(root.resolve("assets/file.png"), outside.resolve("secret.png"));
        assertRefused(root, "assets/linked/secret.png", "symbolic link");
        assertRefused(root, "assets/file.png", "symbolic link");
        assertRefused(root, "assets/linked/not-there-yet.png", "symbolic link");
    }

    @Test
    void aSymbolicLinkInsideTheProjectIsFollowed() throws Exception {
        Path root = project();
        Files.createSymbolicLink(root.resolve("alias"), root.resolve("assets"));
        assertThat(AssetPaths.resolve(root, "alias/hero.png")).isInstanceOf(AssetPath.InProject.class);
    }

    @Test
    void engineNamesResolveToBuiltInResources() throws Exception {
        Path root = project();
        AssetPath path = AssetPaths.resolve(root, "engine/anim/run");
        assertThat(path).isInstanceOf(AssetPath.Engine.class);
        assertThat(((AssetPath.Engine) path).resource()).isEqualTo("engine/anim/run.aeanim");
        assertThat(AssetPaths.engineResourceExists("engine/anim/run.aeanim")).isTrue();
        assertThat(((AssetPath.Engine) AssetPaths.resolve(root, "engine/sprites/runner_3")).resource())
                .isEqualTo("engine/sprites/runner_3.png");
        assertThat(AssetPaths.resolve(root, "engine/../../x")).isInstanceOf(AssetPath.Refused.class);
    }

    private static void assertRefused(Path root, String written, String reason) {
        AssetPath path = AssetPaths.resolve(root, written);
        assertThat(path).as(written).isInstanceOf(AssetPath.Refused.class);
        assertThat(((AssetPath.Refused) path).reason()).as(written).contains(reason);
    }
}
