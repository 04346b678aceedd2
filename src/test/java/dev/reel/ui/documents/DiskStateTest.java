package dev.reel.ui.documents;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

import static org.assertj.core.api.Assertions.assertThat;

class DiskStateTest {
    @TempDir
    Path folder;

    @Test
    void aTouchIsNotAChangeButNewBytesAre() throws Exception {
        Path file = folder.resolve("clip.aeanim");
        byte[] bytes = "anim version=1 length=1 {}\n".getBytes(StandardCharsets.UTF_8);
        Files.write(file, bytes);
        DiskState known = DiskState.written(file, bytes);
        Files.setLastModifiedTime(file, FileTime.fromMillis(known.modified() + 5000));
        DiskState touched = DiskState.probe(file, known);
        assertThat(touched.differsFrom(known)).isFalse();
        Files.writeString(file, "anim version=1 length=2 {}\n");
        assertThat(DiskState.probe(file, touched).differsFrom(known)).isTrue();
    }

    @Test
    void anEditThatKeepsTimeAndSizeIsFoundWhenForced() throws Exception {
        Path file = folder.resolve("clip.aeanim");
        Files.writeString(file, "length=1");
        DiskState known = DiskState.probe(file, null);
        FileTime time = Files.getLastModifiedTime(file);
        Files.writeString(file, "length=2");
        Files.setLastModifiedTime(file, time);
        assertThat(DiskState.probe(file, known).differsFrom(known)).as("cheap check trusts time and size").isFalse();
        assertThat(DiskState.probe(file, null).differsFrom(known)).as("forced check hashes").isTrue();
    }

    @Test
    void deletionAndRecreationAreChanges() throws Exception {
        Path file = folder.resolve("x.aectrl");
        Files.writeString(file, "a");
        DiskState known = DiskState.probe(file, null);
        Files.delete(file);
        DiskState gone = DiskState.probe(file, known);
        assertThat(gone.exists()).isFalse();
        assertThat(gone.differsFrom(known)).isTrue();
        Files.writeString(file, "a");
        assertThat(DiskState.probe(file, gone).differsFrom(gone)).isTrue();
        assertThat(DiskState.probe(file, gone).differsFrom(known)).isFalse();
    }
}
