package dev.reel.launch;

import java.nio.file.Path;

/**
 * Run in a child JVM by {@link SoftwareRenderingTest}: applies the choice with the devices folder given as the
 * argument, then prints {@code prism.order}, {@code GDK_GL} as C code sees it and
 * {@code prism.disableRegionCaching}.
 */
public final class SoftwareRenderingChild {
    private SoftwareRenderingChild() {
    }

    public static void main(String[] args) {
        SoftwareRendering.apply(Path.of(args[0]));
        System.out.println("prism.order=" + System.getProperty("prism.order"));
        System.out.println("GDK_GL=" + LibC.getenv("GDK_GL"));
        System.out.println("prism.disableRegionCaching=" + System.getProperty("prism.disableRegionCaching"));
    }
}
