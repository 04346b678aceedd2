package dev.reel.ui.assets;

import dev.reel.interop.ImportFiles;
import dev.reel.model.Diagnostic;
import dev.reel.project.FilePlans;
import dev.reel.project.Names;
import dev.reel.project.Outcome;
import dev.reel.project.Plan;
import dev.reel.project.ProjectHistory;
import dev.reel.project.Renames;
import dev.reel.project.Usages;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.control.Readout;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * What the Assets panel does to the project's files: new named files and folders, rename, move, duplicate,
 * delete and import, each planned by {@code dev.reel.project}, shown to the user when it changes more than the
 * file itself, applied all or nothing and recorded on the project's own history, which Edit ▸ Undo steps through
 * while the panel has the focus. Open documents follow their files.
 */
final class AssetChanges implements EditTarget.OwnHistory {
    private final PanelContext context;
    private final Runnable refresh;
    private final Supplier<ChangeDialogs> dialogs;

    AssetChanges(PanelContext context, Runnable refresh, Supplier<ChangeDialogs> dialogs) {
        this.context = context;
        this.refresh = refresh;
        this.dialogs = dialogs;
    }

    private ProjectHistory history() {
        return context.workspace().projectHistory();
    }

    /**
     * Renames {@code source} to {@code name} in its folder; a file keeps its extension when the name has none.
     *
     * @return the renamed path (the same when the name did not change), or null when it was refused or cancelled
     */
    Path rename(Path source, String typed) {
        String name = typed.strip();
        String extension = Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS) ? ""
                : Names.extension(source.getFileName().toString());
        if (!extension.isEmpty() && !name.toLowerCase(java.util.Locale.ROOT).endsWith(extension.toLowerCase(java.util.Locale.ROOT))) {
            name = name + extension;
        }
        if (name.equals(source.getFileName().toString())) {
            return source;
        }
        String problem = Names.problem(name);
        if (problem != null) {
            context.say("Cannot rename to " + name + ": " + problem);
            return null;
        }
        Path target = source.resolveSibling(name);
        return run(() -> new Renames(context.project()).rename(source, target), "Rename") ? target : null;
    }

    /** Moves {@code sources} into {@code folder}. */
    boolean moveInto(List<Path> sources, Path folder) {
        List<Path> moving = sources.stream().filter(source -> !source.getParent().equals(folder)).toList();
        if (moving.isEmpty()) {
            return false;
        }
        return run(() -> new Renames(context.project()).moveInto(moving, folder), "Move");
    }

    /** Duplicates each of {@code sources} beside itself. */
    void duplicate(List<Path> sources) {
        for (Path source : sources) {
            if (!run(new FilePlans(context.project()).duplicate(source), null)) {
                return;
            }
        }
    }

    /**
     * Asks, listing what uses them and which of them are open with unsaved edits (saved first, so that undo
     * brings those edits back too), then sends {@code sources} to the trash.
     */
    void delete(List<Path> sources) {
        Supplier<Outcome> planner = () -> new FilePlans(context.project()).delete(sources);
        Outcome outcome = planner.get();
        if (!outcome.ok()) {
            context.say(outcome.refusal().message());
            return;
        }
        List<Usages.Usage> usages = Usages.of(context.project(), sources);
        List<String> unsaved = names(context.workspace().dirtyIn(outcome.plan()));
        if (dialogs.get().confirmDelete(outcome.plan(), usages, context.workspace().trash().where(), unsaved)) {
            Plan plan = savedFirst(outcome.plan(), planner);
            if (plan != null) {
                apply(plan);
            }
        }
    }

    private static List<String> names(List<OpenDocument<?>> documents) {
        return documents.stream().map(OpenDocument::name).toList();
    }

    /**
     * Saves the open documents with unsaved edits that {@code plan} touches, then plans again (their files
     * changed); {@code plan} itself when none has; null when a save failed (the status or a dialog says why).
     */
    private Plan savedFirst(Plan plan, Supplier<Outcome> planner) {
        List<OpenDocument<?>> dirty = context.workspace().dirtyIn(plan);
        if (dirty.isEmpty()) {
            return plan;
        }
        for (OpenDocument<?> document : dirty) {
            if (!context.workspace().save(document)) {
                return null;
            }
        }
        Outcome again = planner.get();
        if (!again.ok()) {
            context.say(again.refusal().message());
            return null;
        }
        return again.plan();
    }

    /** Writes a new file named {@code name} in {@code folder} and opens it. */
    boolean createFile(Path folder, String name, byte[] bytes) {
        Path file = folder.resolve(name);
        if (!run(new FilePlans(context.project()).create(file, bytes), null)) {
            return false;
        }
        context.open(file);
        return true;
    }

    boolean createFolder(Path parent, String name) {
        return run(new FilePlans(context.project()).createFolder(parent.resolve(name)), null);
    }

    /**
     * Copies PNG files (and folders, with the PNGs and {@code .meta} files in them) from outside into {@code folder};
     * a name that is taken asks Replace / Keep Both / Cancel.
     */
    void importFiles(List<File> files, Path folder) {
        List<Plan.Write> writes = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        List<Path> toImport = new ArrayList<>();
        try {
            List<Path> sources = files.stream().map(file -> file.toPath().toAbsolutePath().normalize()).toList();
            for (File dropped : files) {
                Path source = dropped.toPath().toAbsolutePath().normalize();
                if (source.startsWith(context.project().root())) {
                    // Already in the project: nothing to copy, but an Aseprite document or atlas data is imported.
                    if (ImportFiles.importable(source) && Files.isRegularFile(source)) {
                        toImport.add(source);
                    }
                    continue;
                }
                if (Files.isDirectory(source)) {
                    Path target = Names.free(folder, source.getFileName().toString());
                    folders.add(target);
                    try (Stream<Path> walk = Files.walk(source)) {
                        for (Path entry : (Iterable<Path>) walk::iterator) {
                            Path copy = target.resolve(source.relativize(entry).toString());
                            if (Files.isDirectory(entry) && !entry.equals(source)) {
                                folders.add(copy);
                            } else if (Files.isRegularFile(entry) && importable(entry)) {
                                writes.add(new Plan.Write(copy, copy, null, Files.readAllBytes(entry), List.of()));
                            }
                        }
                    }
                } else if (importable(source) && !source.getFileName().toString().endsWith(".meta")) {
                    Path copy = addFile(source, folder, writes);
                    if (copy == null) {
                        return;
                    }
                    if (ImportFiles.importable(source)) {
                        toImport.add(copy);
                    }
                    Path page = atlasPage(source);
                    if (page != null && !sources.contains(page) && addFile(page, folder, writes) == null) {
                        return;
                    }
                    // A skeleton's texture atlas and its images come along, so its import finds them beside it.
                    for (Path companion : ImportFiles.companions(source)) {
                        if (!companion.equals(page) && !sources.contains(companion)
                                && addFile(companion, folder, writes) == null) {
                            return;
                        }
                    }
                }
            }
        } catch (IOException e) {
            context.say("Cannot import: " + e.getMessage());
            return;
        }
        if (writes.isEmpty() && folders.isEmpty() && !toImport.isEmpty()) {
            toImport.forEach(context::open);
            return;
        }
        if (writes.isEmpty() && folders.isEmpty()) {
            context.say("Nothing to import: drop PNG files, Aseprite documents, atlas data or folders holding them");
            return;
        }
        String title = "Import " + Readout.count(writes.size(), "file") + " into "
                + (folder.equals(context.project().root()) ? "the project folder" : context.project().relative(folder));
        if (apply(new Plan(context.project().root(), title, List.of(), writes, folders, List.of(), List.of()))) {
            // Aseprite documents and atlas data dropped as files are imported as a double-click on them would;
            // those inside a dropped folder are only copied (a folder may hold JSON that is no atlas data).
            toImport.forEach(context::open);
        }
    }

    /**
     * The PNG an atlas data file describes when it sits beside it with the same base name ({@code hero.json} or
     * {@code hero.atlas} and {@code hero.png}): copied along so that the import finds it. Null for anything else.
     */
    private static Path atlasPage(Path source) {
        String name = source.getFileName().toString();
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        if (!lower.endsWith(".json") && !lower.endsWith(".atlas")) {
            return null;
        }
        Path page = source.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".png");
        return Files.isRegularFile(page) ? page : null;
    }

    /**
     * Adds one dropped file (a PNG with its .meta when it has one) to {@code writes}: where it is copied to, null
     * when the user cancelled.
     */
    private Path addFile(Path source, Path folder, List<Plan.Write> writes) throws IOException {
        Path target = folder.resolve(source.getFileName().toString());
        byte[] expected = null;
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            ChangeDialogs.Conflict answer = dialogs.get().askConflict(target.getFileName().toString(),
                    folder.equals(context.project().root()) ? "the project folder" : context.project().relative(folder));
            if (answer == ChangeDialogs.Conflict.CANCEL) {
                return null;
            }
            if (answer == ChangeDialogs.Conflict.KEEP_BOTH) {
                target = Names.free(folder, source.getFileName().toString());
            } else {
                expected = Files.readAllBytes(target);
            }
        }
        writes.add(new Plan.Write(target, target, expected, Files.readAllBytes(source), List.of()));
        Path meta = Names.metaOf(source);
        Path metaTarget = Names.metaOf(target);
        if (Files.isRegularFile(meta)) {
            byte[] old = Files.isRegularFile(metaTarget) ? Files.readAllBytes(metaTarget) : null;
            writes.add(new Plan.Write(metaTarget, metaTarget, old, Files.readAllBytes(meta), List.of()));
        }
        return target;
    }

    private static boolean importable(Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return !name.startsWith(".") && (name.endsWith(".png") || name.endsWith(".png.meta")
                || ImportFiles.importable(file));
    }

    /** Applies a plan that asks nothing (a duplicate, a new file or folder). */
    private boolean run(Outcome outcome, String verb) {
        return run(() -> outcome, verb);
    }

    /**
     * Plans, asks when other files change too or when a file it touches is open with unsaved edits (those are
     * saved first, and the dialog says so before anything happens), applies.
     */
    private boolean run(Supplier<Outcome> planner, String verb) {
        Outcome outcome = planner.get();
        if (!outcome.ok()) {
            context.say(outcome.refusal().message());
            return false;
        }
        Plan plan = outcome.plan();
        boolean others = !plan.rewrites().isEmpty() || !plan.untouched().isEmpty();
        List<String> unsaved = names(context.workspace().dirtyIn(plan));
        if (verb != null && (others || !unsaved.isEmpty()) && !dialogs.get().confirmChange(plan, verb, unsaved)) {
            return false;
        }
        Plan saved = savedFirst(plan, planner);
        return saved != null && apply(saved);
    }

    private boolean apply(Plan plan) {
        List<OpenDocument<?>> dirty = context.workspace().dirtyIn(plan);
        if (!dirty.isEmpty()) {
            context.say("Save or revert " + dirty.get(0).name() + " first: " + plan.title() + " changes its file");
            return false;
        }
        Optional<Diagnostic> failure = history().apply(plan);
        if (failure.isPresent()) {
            dialogs.get().error(plan.title() + " was not done", failure.get().message());
            return false;
        }
        context.workspace().followChange(plan);
        refresh.run();
        context.say(plan.title() + " · " + Readout.count(plan.fileCount(), "file") + " changed"
                + (plan.untouched().isEmpty() ? "" : " · " + Readout.count(plan.untouched().size(), "file")
                + " not rewritten (cannot be read)"));
        return true;
    }

    @Override
    public boolean canUndo() {
        return history().canUndo();
    }

    @Override
    public String undoLabel() {
        return history().nextUndo().map(plan -> "Undo " + plan.title()).orElse("Undo");
    }

    @Override
    public void undo() {
        history().nextUndo().ifPresent(plan -> step(plan.inverse(), history()::undo, "Undid "));
    }

    @Override
    public boolean canRedo() {
        return history().canRedo();
    }

    @Override
    public String redoLabel() {
        return history().nextRedo().map(plan -> "Redo " + plan.title()).orElse("Redo");
    }

    @Override
    public void redo() {
        history().nextRedo().ifPresent(plan -> step(plan, history()::redo, "Redid "));
    }

    private void step(Plan plan, Supplier<Optional<Diagnostic>> action, String done) {
        List<OpenDocument<?>> dirty = context.workspace().dirtyIn(plan);
        if (!dirty.isEmpty()) {
            context.say("Save or revert " + dirty.get(0).name() + " first: undo changes its file");
            return;
        }
        Optional<Diagnostic> failure = action.get();
        if (failure.isPresent()) {
            dialogs.get().error("Cannot undo", failure.get().message());
            return;
        }
        context.workspace().followChange(plan);
        refresh.run();
        context.say(done + plan.title());
    }
}
