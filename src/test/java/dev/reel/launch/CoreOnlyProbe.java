package dev.reel.launch;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A child JVM for {@link LibCExecTest}: sets a variable through {@link LibC#setenv}, reads it back through
 * {@link LibC#getenv} and replaces itself with a shell that prints it, the way the editor's restart uses LibC in
 * a Java that does nothing else. Run with a class-load log, it shows which of LWJGL's classes that took.
 */
public final class CoreOnlyProbe {
    private CoreOnlyProbe() {
    }

    public static void main(String[] args) {
        System.out.println("first.set=" + LibC.setenv("REEL_CORE_ONLY_PROBE", "seen by C"));
        System.out.println("first.getenv=" + LibC.getenv("REEL_CORE_ONLY_PROBE"));
        System.out.flush();
        LibC.exec(List.of("/bin/sh".getBytes(StandardCharsets.UTF_8), "-c".getBytes(StandardCharsets.UTF_8),
                "echo \"second.env=$REEL_CORE_ONLY_PROBE\"".getBytes(StandardCharsets.UTF_8)));
        System.out.println("first.execReturned=true");
    }
}
