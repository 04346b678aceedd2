package dev.reel.io;

import dev.reel.model.SheetMeta;

import java.nio.file.Path;

/**
 * Where an asset path written in a file leads: a file inside the project, a built-in under {@code engine/},
 * or nowhere (with the reason). The part after {@code #} names a cell of a sheet.
 */
public sealed interface AssetPath permits AssetPath.InProject, AssetPath.Engine, AssetPath.Refused {

    /** The asset path as written. */
    String written();

    /** A file inside the project folder (it may not exist). */
    record InProject(String written, Path file, String cell) implements AssetPath {

        /**
         * Whether this names a cell that its sheet lacks, given the sheet's sidecar ({@code null} when it has
         * none or it is unreadable). {@code reel check} and the slicer's warning about clips that lose cells both
         * decide it here, so they never disagree.
         */
        public boolean namesMissingCell(SheetMeta meta) {
            return cell != null && (meta == null || meta.cell(cell) == null);
        }
    }

    /**
     * A built-in, as the classpath resource it names (it may not exist).
     *
     * @param resource the resource path without a leading slash, extension included
     */
    record Engine(String written, String resource, String cell) implements AssetPath {
    }

    /** A path Reel will not follow; {@code reason} completes "asset path ... ". */
    record Refused(String written, String reason) implements AssetPath {
    }
}
