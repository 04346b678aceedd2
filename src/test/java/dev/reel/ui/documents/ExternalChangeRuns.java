package dev.reel.ui.documents;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.reliability.Figure;
import dev.reel.ui.TestProjects;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Changes a clip's file outside Reel in every style a tool or a version control system uses, with the document
 * open clean and open with unsaved edits (the user answering Keep mine or Reload in turn), and drives the
 * window's detection headless: {@link ExternalChanges#check(Set)} as the file watcher calls it, then
 * {@link ExternalChanges#checkAll()} as focus does. Counts what was detected, what was overwritten without
 * asking, and which side of a conflict was lost (neither in the editor nor in the kept-versions folder).
 */
public final class ExternalChangeRuns {
    /** The ways a file changes outside Reel. */
    public enum Style { IN_PLACE, ATOMIC_RENAME, DELETE_RECREATE, TRUNCATE_THEN_WRITE, TOUCH }

    private static final String RELATIVE = "anim/knight/attack.aeanim";

    private final Path temp;
    private int round;

    public ExternalChangeRuns(Path temp) {
        this.temp = temp;
    }

    /** One row per style: {@code rounds} clean and {@code rounds} dirty changes. */
    public List<Figure> run(int rounds) {
        List<Figure> figures = new ArrayList<>();
        for (Style style : Style.values()) {
            int detected = 0;
            int silent = 0;
            int lost = 0;
            int falseAlarms = 0;
            for (int index = 0; index < rounds; index++) {
                for (boolean dirty : new boolean[] {false, true}) {
                    Outcome outcome = once(style, dirty, index % 2 == 0 ? Prompts.ReloadChoice.KEEP_MINE
                            : Prompts.ReloadChoice.RELOAD);
                    detected += outcome.detected ? 1 : 0;
                    silent += outcome.silentOverwrite ? 1 : 0;
                    lost += outcome.lost ? 1 : 0;
                    falseAlarms += outcome.falseAlarm ? 1 : 0;
                }
            }
            int changes = style == Style.TOUCH ? 0 : rounds * 2;
            String result = style == Style.TOUCH
                    ? "bytes unchanged: false alarms " + falseAlarms + ", silent overwrites " + silent
                    : "detected " + detected + "/" + changes + ", silent overwrites " + silent;
            figures.add(new Figure("external change: " + style.name().toLowerCase().replace('_', ' '), rounds * 2L,
                    result, lost + (changes - detected) + falseAlarms, silent));
        }
        return figures;
    }

    private record Outcome(boolean detected, boolean silentOverwrite, boolean lost, boolean falseAlarm) {
    }

    @SuppressWarnings("unchecked")
    private Outcome once(Style style, boolean dirty, Prompts.ReloadChoice answer) {
        try {
            Path root = TestProjects.platformer(Files.createDirectories(temp.resolve("external-" + round++)));
            Path config = root.resolveSibling("config");
            Path file = root.resolve(RELATIVE);
            String original = Files.readString(file);
            String disk = original.replace("length=0.44", "length=0.5");
            Workspace workspace = new Workspace(ProjectFolder.at(root), message -> { });
            List<String> asked = new ArrayList<>();
            ExternalChanges external = new ExternalChanges(workspace, new Prompts() {
                @Override
                public UnsavedChoice askUnsaved(List<String> names) {
                    return UnsavedChoice.CANCEL;
                }

                @Override
                public ReloadChoice askReload(String name, String mine, String onDisk, boolean readable, Path kept) {
                    asked.add(name);
                    return answer;
                }

                @Override
                public void error(String title, String message) {
                }
            }, config, "Platformer", message -> { });
            OpenDocument<Clip> attack = (OpenDocument<Clip>) workspace.open(file).orElseThrow();
            if (dirty) {
                attack.document().execute(new SetClipLength(0.6));
            }
            String mine = attack.text();
            change(style, file, original, disk, external);
            external.check(Set.of(file));
            external.checkAll();
            double length = attack.value().length();
            if (style == Style.TOUCH) {
                boolean unchanged = length == (dirty ? 0.6 : 0.44) && asked.isEmpty();
                return new Outcome(false, !unchanged, false, !asked.isEmpty());
            }
            if (!dirty) {
                boolean took = length == 0.5 && !attack.dirty() && asked.isEmpty();
                return new Outcome(took, false, !took, false);
            }
            boolean wasAsked = !asked.isEmpty();
            List<String> keptTexts = kept(config);
            if (answer == Prompts.ReloadChoice.KEEP_MINE) {
                boolean kept = length == 0.6 && attack.dirty() && keptTexts.contains(disk);
                return new Outcome(wasAsked, length != 0.6 && !wasAsked, !kept, false);
            }
            boolean reloaded = length == 0.5 && keptTexts.contains(mine);
            return new Outcome(wasAsked, !wasAsked && length != 0.6, !reloaded, false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void change(Style style, Path file, String original, String disk, ExternalChanges external)
            throws IOException {
        switch (style) {
            case IN_PLACE -> Files.writeString(file, disk);
            case ATOMIC_RENAME -> {
                Path staged = file.resolveSibling(".attack.aeanim.tmp");
                Files.writeString(staged, disk);
                Files.move(staged, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
            case DELETE_RECREATE -> {
                Files.delete(file);
                external.check(Set.of(file)); // the watcher sees the deletion first
                Files.writeString(file, disk);
            }
            case TRUNCATE_THEN_WRITE -> {
                try (RandomAccessFile open = new RandomAccessFile(file.toFile(), "rw")) {
                    open.setLength(0);
                    external.check(Set.of(file)); // the watcher may see the empty file between the two
                    open.write(disk.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                }
            }
            case TOUCH -> Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        }
        if (!Files.readString(file).equals(style == Style.TOUCH ? original : disk)) {
            throw new IllegalStateException("the change did not land");
        }
    }

    private static List<String> kept(Path config) throws IOException {
        Path folder = KeptVersions.folderOf(config, "Platformer");
        if (!Files.exists(folder)) {
            return List.of();
        }
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path kept : files.filter(Files::isRegularFile).toList()) {
                texts.add(Files.readString(kept));
            }
        }
        return texts;
    }
}
