package dev.reel.reliability;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The hostile inputs of the hardening issue whose fixes live in the PNG loader, the clip reader, the slicers'
 * memory and the write guard: their generators and what each run must end with, for {@link BoundedMemoryRuns}.
 */
final class OthersInputs {
    /**
     * A command line under {@code -Xmx<maxHeap>} that must exit {@code exit} printing {@code message}, run with
     * the compiler options {@code compilers} ({@link ChildCli#QUICK_COMPILER} unless named).
     */
    record Other(String name, String maxHeap, int exit, String message, List<String> compilers, String[] args) {
        Other(String name, String maxHeap, int exit, String message, String[] args) {
            this(name, maxHeap, exit, message, ChildCli.QUICK_COMPILER, args);
        }
    }

    private OthersInputs() {
    }

    static List<Other> inputs(Path folder) throws IOException, InterruptedException {
        List<Other> inputs = new ArrayList<>();
        Path project = Files.createDirectories(folder.resolve("game"));
        Files.writeString(project.resolve("project.aego"), "project version=1 {}\n");
        Path clip = project.resolve("big.aeanim");
        Files.write(clip, fiftyMegabyteClip());
        // Each command with the compilers the product starts it with: check with the quick one alone, play with
        // Java's own (dev.reel.launch.CommandRelaunch).
        List<String> check = ChildCli.QUICK_COMPILER;
        List<String> play = ChildCli.BOTH_COMPILERS;
        inputs.add(new Other("reel check of a 50 MB clip", "768m", 0, "", check, new String[] {"check",
                clip.toString()}));
        inputs.add(new Other("reel play of a 50 MB clip", "768m", 0, "", play, new String[] {"play",
                clip.toString(), "--steps", "10"}));
        // In a heap of ten times the file's size (476 MiB is just under 10 × 50,000,006 bytes): the bound itself.
        inputs.add(new Other("reel check of a 50 MB clip, heap 10x its size", "476m", 0, "", check,
                new String[] {"check", clip.toString()}));
        inputs.add(new Other("reel play of a 50 MB clip, heap 10x its size", "476m", 0, "", play,
                new String[] {"play", clip.toString(), "--steps", "10"}));
        Path truncated = Files.write(project.resolve("truncated.png"), BigSheets.truncatedData(256, 256));
        inputs.add(new Other("reel check, PNG image data cut short", "256m", 1, "PNG001",
                new String[] {"check", truncated.toString()}));
        Path corrupt = Files.write(project.resolve("corrupt.png"), BigSheets.corruptDeflate(256, 256));
        inputs.add(new Other("reel check, PNG deflate stream corrupt", "256m", 1, "PNG001",
                new String[] {"check", corrupt.toString()}));
        Path noEnd = Files.write(project.resolve("noend.png"), BigSheets.png(64, 64, false));
        inputs.add(new Other("reel slice of a PNG without IEND", "256m", 0, "", new String[] {"slice",
                noEnd.toString(), "--grid", "16,16", "--dry-run"}));
        Path outside = Files.createDirectories(folder.resolve("outside"));
        BigSheets.blank(64, 64, outside.resolve("away.png"));
        Path link = project.resolve("linked");
        if (!Files.exists(link)) {
            Files.createSymbolicLink(link, outside);
        }
        inputs.add(new Other("reel slice through a symlink leaving the project", "256m", 1, "AST001",
                new String[] {"slice", link.resolve("away.png").toString(), "--grid", "16,16"}));
        Path fifo = project.resolve("pipe.aeanim");
        if (!Files.exists(fifo)) {
            new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor();
        }
        inputs.add(new Other("reel check of a FIFO", "256m", 1, "not a regular file",
                new String[] {"check", fifo.toString()}));
        Path sheet = BigSheets.blank(64, 64, project.resolve("deep.png"));
        Files.writeString(project.resolve("deep.png.meta"), "[".repeat(2000) + "]".repeat(2000));
        inputs.add(new Other(".meta nested 2000 deep", "256m", 1, "MET001", new String[] {"check",
                sheet.toString() + ".meta"}));
        Path huge = BigSheets.blank(16384, 16384, folder.resolve("huge.png"));
        inputs.add(new Other("reel slice 16384² transparent --alpha", "1g", 1, "SLC001",
                new String[] {"slice", huge.toString(), "--alpha", "--dry-run"}));
        inputs.add(new Other("reel slice 16384² transparent --grid 64,64", "1g", 0, "",
                new String[] {"slice", huge.toString(), "--grid", "64,64", "--dry-run", "--json"}));
        return inputs;
    }

    private static byte[] fiftyMegabyteClip() {
        StringBuilder text = new StringBuilder(52_500_000);
        text.append("anim version=1 length=10000 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n");
        for (int key = 0; text.length() < 50_000_000; key++) {
            // The milliseconds in three digits, written out: String.format here was 2.5 s of processor time.
            text.append("    key t=").append(key / 1000).append('.').append(key % 1000 / 100).append(key % 100 / 10)
                    .append(key % 10).append(" v=").append(key % 360).append(" {}\n");
        }
        text.append("  }\n}\n");
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }
}
