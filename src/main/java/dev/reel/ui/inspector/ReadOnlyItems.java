package dev.reel.ui.inspector;

import dev.reel.model.EventDecl;
import dev.reel.model.ImportSettings;
import dev.reel.model.Project;
import dev.reel.model.SheetMeta;

import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The rows of documents the shell shows but does not edit field by field: a sheet's import settings and cells
 * (the Sheet panel edits them) and the project settings (edited in Source).
 */
final class ReadOnlyItems {
    private ReadOnlyItems() {
    }

    static void sheet(Supplier<SheetMeta> meta, ItemList out) {
        Supplier<ImportSettings> settings = () -> meta.get().settings();
        out.category("Sheet")
                .readOnly("Cells", "Sliced cells", () -> meta.get().cells().size())
                .readOnly("Sliced by", "How it was sliced", () -> meta.get().slice() == null ? "not sliced"
                        : meta.get().slice().getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT))
                .category("Import")
                .readOnly("Filter", "nearest or linear", () -> settings.get().filter().word())
                .readOnly("sRGB", "", () -> settings.get().srgb())
                .readOnly("Mipmaps", "", () -> settings.get().mipmaps())
                .readOnly("Atlas group", "", () -> settings.get().atlasGroup() == null ? "none" : settings.get().atlasGroup())
                .readOnly("Extrude", "Pixels of edge extrusion", () -> settings.get().extrude());
    }

    static void project(Supplier<Project> project, ItemList out) {
        out.category("Project")
                .readOnly("Name", "Shown in the window title", () -> project.get().name())
                .readOnly("Tick rate", "Fixed steps per second", () -> project.get().tickRate())
                .readOnly("Events", "Declared animation events", () -> project.get().events().stream()
                        .map(EventDecl::name).collect(Collectors.joining(", ")));
    }
}
