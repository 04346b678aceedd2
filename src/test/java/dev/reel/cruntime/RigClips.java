package dev.reel.cruntime;

import dev.reel.io.ClipCodec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which of the sample's clips animate a rig: the C runtime refuses those ({@code RigRefusalTest}), so the agreement
 * tests that walk the sample project compare only the others.
 */
final class RigClips {
    private RigClips() {
    }

    /** Whether the clip at {@code file} names a rig ({@code rig=} on its {@code anim} line). */
    static boolean isRigClip(Path file) {
        try {
            return ClipCodec.read(Files.readAllBytes(file), file.toString()).value().rig() != null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
