package dev.reel.cli;

import dev.reel.model.TerminalText;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.ReplayStep;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The readable table {@code reel replay} prints without {@code --json}, one row per step as the step is made,
 * keeping nothing: the widths are fixed before step 1 from what is known then. The step column fits the last
 * step number and the state column the longest state name of the controller (at most {@value #MAX_STATE}
 * characters, longer names are cut with {@code ...}); blend, events, entered, exited and root motion have
 * fixed widths, and a longer cell only pushes the rest of its row right.
 */
final class ReplayTable {
    static final int MAX_STATE = 24;

    private final PrintWriter out;
    private final String rowFormat;
    private final int stateWidth;
    /** Whether the controller has blend trees, sub-state machines or layers: then a last column shows each layer. */
    private final boolean layered;

    /** A table for {@code steps} steps of {@code controller}; prints the header at once. */
    ReplayTable(PrintWriter out, CompiledController controller, int steps) {
        this.out = out;
        int longest = "state".length();
        for (int state = 0; state < controller.stateCount(); state++) {
            longest = Math.max(longest, TerminalText.escape(controller.stateName(state)).length());
        }
        stateWidth = Math.min(MAX_STATE, Math.max(12, longest));
        int stepWidth = Math.max(5, Integer.toString(Math.max(steps, 1)).length());
        layered = controller.source().extended();
        rowFormat = "%" + stepWidth + "s  %-" + stateWidth + "s %8s  %-24s %-24s %-16s %-16s %-22s %s"
                + (layered ? "  %s" : "%s") + "%n";
        out.print(String.format(Locale.ROOT, rowFormat, "step", "state", "time", "blend", "events", "entered",
                "exited", "root motion", "hash", layered ? "layers" : ""));
    }

    /** Prints the row of one step. */
    void row(ReplayStep step) {
        String blend = step.blend() == null ? "-" : name(step.blend().from()) + ">" + name(step.blend().to()) + " "
                + String.format(Locale.ROOT, "%.3f", step.blend().weight());
        StringBuilder events = new StringBuilder();
        for (ReplayStep.Event event : step.events()) {
            events.append(events.length() > 0 ? "," : "").append(name(event.name()))
                    .append(event.payload() == null ? "" : "(" + trim(event.payload()) + ")");
        }
        double[] motion = step.rootMotion();
        out.print(String.format(Locale.ROOT, rowFormat, step.step(), cut(step.state()),
                String.format(Locale.ROOT, "%.4f", step.time()), blend, events.length() == 0 ? "-" : events,
                list(step.entered()), list(step.exited()), trim(motion[0]) + ", " + trim(motion[1]),
                step.hashText(), layered ? layers(step) : ""));
    }

    /**
     * Each layer as {@code NAME STATE}, with {@code w=W} when its weight is not 1, the blend as
     * {@code FROM>TO W} and a tree's motions as {@code [walk 0.500, run 0.500]} (clip file names), layers
     * separated by {@code |}.
     */
    private static String layers(ReplayStep step) {
        StringBuilder text = new StringBuilder();
        for (ReplayStep.LayerState layer : step.layers()) {
            text.append(text.length() > 0 ? " | " : "").append(name(layer.name()));
            if (layer.weight() != 1) {
                text.append(" w=").append(String.format(Locale.ROOT, "%.3f", layer.weight()));
            }
            text.append(' ').append(layer.state() == null ? "-" : name(layer.state()));
            if (layer.blend() != null) {
                text.append(" (").append(name(layer.blend().from())).append('>').append(name(layer.blend().to()))
                        .append(' ').append(String.format(Locale.ROOT, "%.3f", layer.blend().weight())).append(')');
            }
            if (!layer.motions().isEmpty()) {
                text.append(" [");
                for (int i = 0; i < layer.motions().size(); i++) {
                    ReplayStep.MotionWeight motion = layer.motions().get(i);
                    String clip = motion.clip();
                    String file = clip.substring(clip.lastIndexOf('/') + 1);
                    int dot = file.lastIndexOf('.');
                    text.append(i > 0 ? ", " : "").append(name(dot > 0 ? file.substring(0, dot) : file)).append(' ')
                            .append(String.format(Locale.ROOT, "%.3f", motion.weight()));
                }
                text.append(']');
            }
        }
        return text.toString();
    }

    private String cut(String state) {
        if (state == null) {
            return "-";
        }
        String shown = name(state);
        return shown.length() <= stateWidth ? shown : shown.substring(0, stateWidth - 3) + "...";
    }

    private static String name(String name) {
        return TerminalText.escape(name);
    }

    private static String list(List<String> names) {
        if (names.isEmpty()) {
            return "-";
        }
        StringBuilder joined = new StringBuilder();
        for (String name : names) {
            joined.append(joined.length() > 0 ? "," : "").append(name(name));
        }
        return joined.toString();
    }

    private static String trim(double value) {
        return String.format(Locale.ROOT, "%.4f", value);
    }
}
