package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.interop.ExportFiles;
import dev.reel.model.Diagnostic;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.file.Path;

/** The engine formats of {@code reel export}: {@code --godot}, {@code --aseprite-json}, {@code --texturepacker}. */
final class EngineExport {
    private EngineExport() {
    }

    static int run(String source, ExportFiles.Format format, Path target, boolean renderingOptions, boolean json,
                   CommandLine.Model.CommandSpec spec) {
        PrintWriter err = spec.commandLine().getErr();
        if (renderingOptions) {
            err.println("reel export: --godot, --aseprite-json and --texturepacker write data without rendering; "
                    + "--script, --fps, --size, --scale and --background do not apply to them");
            return 2;
        }
        ExportFiles.Outcome outcome = ExportFiles.run(Path.of(source), format, target);
        for (Diagnostic diagnostic : outcome.diagnostics()) {
            err.println(diagnostic.format());
        }
        if (!outcome.ok()) {
            err.println("reel export: nothing was written");
            return 1;
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode report = Json.object();
            report.put("output", outcome.output());
            report.put("animations", outcome.animations());
            report.put("frames", outcome.frames());
            out.println(Json.text(report));
        } else {
            out.println("wrote " + outcome.output() + ": " + (format == ExportFiles.Format.TEXTUREPACKER ? ""
                    : outcome.animations() + " animation" + (outcome.animations() == 1 ? "" : "s") + ", ")
                    + outcome.frames() + (format == ExportFiles.Format.TEXTUREPACKER ? " cells" : " frames"));
        }
        return 0;
    }
}
