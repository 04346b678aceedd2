package dev.reel.ui;

import dev.reel.ui.projects.SampleProject;

import java.nio.file.Path;

/** Copies of the sample project for UI tests, which must never edit the real one. */
public final class TestProjects {
    private TestProjects() {
    }

    /** A fresh copy of {@code sample-projects/platformer} in {@code folder}/platformer. */
    public static Path platformer(Path folder) {
        Path target = folder.resolve("platformer");
        String failure = SampleProject.copy(Path.of("sample-projects", "platformer").toAbsolutePath(), target);
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
        return target.toAbsolutePath().normalize();
    }
}
