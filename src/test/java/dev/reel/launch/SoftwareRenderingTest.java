package dev.reel.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Without a graphics device a Linux editor starts on JavaFX's software renderer with GTK's OpenGL off; with one,
 * or when the user chose, nothing changes.
 */
class SoftwareRenderingTest {
    @TempDir
    Path devices;

    @Test
    void linuxWithoutAGraphicsDeviceWantsTheSoftwareRenderer() throws IOException {
        assertTrue(SoftwareRendering.wanted("Linux", null, null, devices));
        Files.createDirectories(devices.resolve("dri/by-path"));
        assertTrue(SoftwareRendering.wanted("Linux", null, null, devices), "a dri folder without a card node");
    }

    @Test
    void aCardARenderNodeOrNvidiasNodeKeepsTheHardwarePipeline() throws IOException {
        for (String node : List.of("dri/card0", "dri/renderD128", "nvidia0")) {
            Path folder = Files.createTempDirectory(devices, "dev");
            Files.createDirectories(folder.resolve(node).getParent());
            Files.createFile(folder.resolve(node));
            assertFalse(SoftwareRendering.wanted("Linux", null, null, folder), node);
        }
    }

    @Test
    void theUsersChoiceAndOtherSystemsAreLeftAlone() {
        assertFalse(SoftwareRendering.wanted("Linux", "es2", null, devices));
        assertFalse(SoftwareRendering.wanted("Linux", null, "true", devices));
        assertFalse(SoftwareRendering.wanted("Windows 11", null, null, devices));
        assertFalse(SoftwareRendering.wanted("Mac OS X", null, null, devices));
    }

    @Test
    void applyingItChoosesSoftwareAndTurnsGtksOpenGlOff() throws Exception {
        Map<String, String> seen = run(List.of(), null);
        assertEquals("sw", seen.get("prism.order"));
        assertEquals("disable", seen.get("GDK_GL"));
        assertEquals("true", seen.get("prism.disableRegionCaching"), "the software renderer's background cache");
    }

    @Test
    void aRegionCachingTheUserChoseIsKept() throws Exception {
        Map<String, String> seen = run(List.of("-Dprism.disableRegionCaching=false"), null);
        assertEquals("sw", seen.get("prism.order"));
        assertEquals("false", seen.get("prism.disableRegionCaching"));
    }

    @Test
    void aGdkGlTheUserSetIsKept() throws Exception {
        Map<String, String> seen = run(List.of(), "always");
        assertEquals("sw", seen.get("prism.order"));
        assertEquals("always", seen.get("GDK_GL"));
    }

    @Test
    void aPrismOrderTheUserGaveChangesNothing() throws Exception {
        Map<String, String> seen = run(List.of("-Dprism.order=es2,sw"), null);
        assertEquals("es2,sw", seen.get("prism.order"));
        assertEquals("null", seen.get("GDK_GL"));
        assertEquals("null", seen.get("prism.disableRegionCaching"), "a GPU keeps its cache");
    }

    private Map<String, String> run(List<String> vmFlags, String gdkGl) throws IOException, InterruptedException {
        Map<String, String> environment = new HashMap<>();
        environment.put("GDK_GL", gdkGl); // null: unset
        ChildFacts.Printed printed = ChildFacts.run(SoftwareRenderingChild.class, vmFlags, environment,
                devices.toString());
        assertEquals(3, printed.facts().size(), printed.output());
        return printed.facts();
    }
}
