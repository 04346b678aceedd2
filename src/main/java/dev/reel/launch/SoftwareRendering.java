package dev.reel.launch;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * On a Linux computer without a graphics device (a virtual machine, a container, a remote X display), JavaFX's
 * hardware pipeline can only find Mesa's software OpenGL, which it refuses after loading it, and falls back to
 * its own software renderer; GTK loads the same OpenGL libraries once more to choose its visuals. Loading them
 * costs about a third of a second of start-up and some 55 MiB of memory for nothing. On such a computer the
 * editor asks JavaFX for its software renderer straight away ({@code prism.order=sw}) and tells GTK to leave
 * OpenGL alone ({@code GDK_GL=disable}), before the toolkit starts; it also turns off the renderer's cache of
 * drawn region backgrounds ({@code prism.disableRegionCaching}), 8 MB of heap that buys nothing measurable
 * when drawing in software. A {@code prism.order}, {@code prism.forceGPU}
 * or {@code GDK_GL} given by the user is kept, and nothing changes on a computer with a graphics device.
 */
final class SoftwareRendering {
    private static final Path DEVICES = Path.of("/dev");

    private SoftwareRendering() {
    }

    /** What to do, decided from the system's name, its properties, its environment and its devices. */
    static boolean wanted(String osName, String prismOrder, String forceGpu, Path devices) {
        return osName.startsWith("Linux") && prismOrder == null && !"true".equalsIgnoreCase(forceGpu)
                && !hasGraphicsDevice(devices);
    }

    /** Whether {@code devices} (normally {@code /dev}) has a GPU's node: a DRM card or render node, or NVIDIA's. */
    static boolean hasGraphicsDevice(Path devices) {
        if (Files.exists(devices.resolve("nvidia0"))) {
            return true;
        }
        Path dri = devices.resolve("dri");
        if (!Files.isDirectory(dri)) {
            return false;
        }
        try (DirectoryStream<Path> nodes = Files.newDirectoryStream(dri, "{card,renderD}*")) {
            return nodes.iterator().hasNext();
        } catch (IOException | SecurityException unreadable) {
            return true; // Cannot tell: leave JavaFX to choose, as it would without us.
        }
    }

    /** Applies the choice to this process; call before the JavaFX toolkit starts. Never throws. */
    static void apply() {
        apply(DEVICES);
    }

    /** {@link #apply()} with the devices looked for under {@code devices} instead of {@code /dev}. */
    static void apply(Path devices) {
        try {
            if (!wanted(System.getProperty("os.name", ""), System.getProperty("prism.order"),
                    System.getProperty("prism.forceGPU"), devices)) {
                return;
            }
            System.setProperty("prism.order", "sw");
            if (System.getProperty("prism.disableRegionCaching") == null) {
                // The software renderer's cache of drawn backgrounds is an 8 MB texture in the Java heap; redrawing
                // the few backgrounds a frame repaints costs no measurable time there (README, "Memory").
                System.setProperty("prism.disableRegionCaching", "true");
            }
            Map<String, String> environment = System.getenv();
            if (!environment.containsKey("GDK_GL")) {
                LibC.setenv("GDK_GL", "disable");
            }
        } catch (RuntimeException | LinkageError unexpected) {
            // JavaFX chooses for itself, as it would without this.
        }
    }
}
