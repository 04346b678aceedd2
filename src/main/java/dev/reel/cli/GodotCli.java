package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.interop.GodotExport;
import dev.reel.model.Diagnostic;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.file.Path;

/** {@code reel export … --godot-animation OUT.tres} and {@code --godot-tree OUT.tres}. */
final class GodotCli {
    static final String DEFAULT_METHOD = "_on_anim_event";
    static final String DEFAULT_SKELETON = "Skeleton2D";

    private GodotCli() {
    }

    static int run(String source, boolean animation, Path target, String method, String skeleton,
                   boolean renderingOptions,
                   boolean json, CommandLine.Model.CommandSpec spec) {
        PrintWriter err = spec.commandLine().getErr();
        String option = animation ? "--godot-animation" : "--godot-tree";
        if (renderingOptions) {
            err.println("reel export: " + option + " writes data without rendering; --script, --fps, --size, "
                    + "--scale and --background do not apply to it");
            return 2;
        }
        if (!animation && !DEFAULT_METHOD.equals(method)) {
            err.println("reel export: --godot-method names the method of --godot-animation's event keys; "
                    + "--godot-tree has none");
            return 2;
        }
        if (!GodotExport.methodName(method)) {
            err.println("reel export: --godot-method needs a GDScript identifier (letters, digits and _, not "
                    + "starting with a digit), got '" + method + "'");
            return 2;
        }
        if (!GodotExport.skeletonName(skeleton)) {
            err.println("reel export: --godot-skeleton needs a Godot node name (not empty, without . : @ / \" %), "
                    + "got '" + skeleton + "'");
            return 2;
        }
        if (source.startsWith("engine/")) {
            err.println("reel export: " + option + " exports a clip or controller file of a project, not the "
                    + "built-in " + source);
            return 2;
        }
        GodotExport.Outcome outcome = GodotExport.run(Path.of(source), animation ? GodotExport.Kind.ANIMATION
                : GodotExport.Kind.TREE, target, method, skeleton);
        for (Diagnostic diagnostic : outcome.diagnostics()) {
            err.println(diagnostic.format());
        }
        if (!outcome.ok()) {
            err.println("reel export: nothing was written");
            return 1;
        }
        PrintWriter out = spec.commandLine().getOut();
        int warnings = outcome.warnings().size();
        if (json) {
            ObjectNode report = Json.object();
            report.put("output", outcome.output());
            report.put("animations", outcome.animations());
            report.put("states", outcome.states());
            report.put("warnings", warnings);
            out.println(Json.text(report));
        } else {
            out.println("wrote " + outcome.output() + ": " + (animation
                    ? outcome.animations() + " animation" + (outcome.animations() == 1 ? "" : "s")
                    : outcome.states() + " state" + (outcome.states() == 1 ? "" : "s"))
                    + (warnings == 0 ? "" : ", " + warnings + " warning" + (warnings == 1 ? "" : "s")));
        }
        return 0;
    }
}
