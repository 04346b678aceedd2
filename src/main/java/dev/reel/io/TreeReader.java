package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocValue;
import dev.reel.doc.Pos;
import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Code;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Motion;
import dev.reel.model.ParamKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the blend tree of a state ({@code blend=oneD|twoD param= [paramY=]} and its {@code motion} children)
 * with its rules: ANC001/ANC002 for a parameter that is unknown or not a float, ANC007 for thresholds out of
 * order or given twice, ANC011 for a tree without motions.
 */
final class TreeReader {
    private TreeReader() {
    }

    /** The tree of the state whose fields these are, or null for a clip state; its children are taken here. */
    static BlendTree tree(Fields fields, String state, Map<String, ParamKind> kinds, Report report) {
        BlendKind kind = fields.word("blend", BlendKind.class, Code.ANC006);
        DocValue paramValue = fields.take("param");
        DocValue paramYValue = fields.take("paramY");
        List<Motion> motions = new ArrayList<>();
        List<Pos> motionPositions = new ArrayList<>();
        for (DocNode child : fields.children()) {
            if (!child.name().equals("motion")) {
                fields.unknownChild(child);
                continue;
            }
            Motion motion = motion(child, kind, report);
            if (motion != null) {
                motions.add(motion);
                motionPositions.add(child.pos());
            }
        }
        if (kind == null) {
            if (paramValue != null || paramYValue != null || !motions.isEmpty()) {
                report.add(Code.ANC006, fields.pos(), "state \"" + state + "\" has param= or motions but no "
                        + "blend=oneD or blend=twoD");
            }
            return null;
        }
        String param = param(paramValue, "param", kinds, fields.pos(), report);
        String paramY = null;
        if (kind == BlendKind.TWO_D) {
            paramY = param(paramYValue, "paramY", kinds, fields.pos(), report);
        } else if (paramYValue != null) {
            report.add(Code.ANC006, paramYValue.pos(), "a oneD tree has one parameter; paramY= is not used");
        }
        if (motions.isEmpty()) {
            report.add(Code.ANC011, fields.pos(), "blend tree \"" + state + "\" has no motions; it plays nothing");
        }
        for (int i = 1; i < motions.size(); i++) {
            Motion motion = motions.get(i);
            if (kind == BlendKind.ONE_D) {
                double before = motions.get(i - 1).x();
                if (motion.x() == before) {
                    report.add(Code.ANC007, motionPositions.get(i), "threshold " + dev.reel.doc.Numbers.format(motion.x())
                            + " is given twice in \"" + state + "\"");
                } else if (motion.x() < before) {
                    report.add(Code.ANC007, motionPositions.get(i), "threshold " + dev.reel.doc.Numbers.format(motion.x())
                            + " comes after " + dev.reel.doc.Numbers.format(before) + " in \"" + state
                            + "\"; thresholds go in increasing order");
                }
            } else {
                for (int j = 0; j < i; j++) {
                    Motion other = motions.get(j);
                    if (other.x() == motion.x() && other.y() == motion.y()) {
                        report.add(Code.ANC007, motionPositions.get(i), "point [" + dev.reel.doc.Numbers.format(motion.x()) + ", "
                                + dev.reel.doc.Numbers.format(motion.y()) + "] is given twice in \"" + state + "\"");
                        break;
                    }
                }
            }
        }
        return new BlendTree(kind, param == null ? "" : param, paramY, motions);
    }

    private static String param(DocValue value, String key, Map<String, ParamKind> kinds, Pos at, Report report) {
        if (value == null) {
            report.add(Code.ANC006, at, "a blend tree needs " + key + "=\"FLOAT PARAMETER\"");
            return null;
        }
        if (!(value instanceof DocValue.Str str)) {
            report.add(Code.ANC006, value.pos(), key + " must be a parameter name in quotes");
            return null;
        }
        ParamKind kind = kinds.get(str.value());
        if (kind == null) {
            report.add(Code.ANC001, value.pos(), "blend tree on unknown parameter \"" + str.value() + "\"");
        } else if (kind != ParamKind.FLOAT) {
            report.add(Code.ANC002, value.pos(), "a blend tree needs a float parameter; \"" + str.value() + "\" is "
                    + kind.word());
        }
        return str.value();
    }

    private static Motion motion(DocNode node, BlendKind kind, Report report) {
        Fields fields = new Fields(node, report);
        fields.extraArguments(0, Code.ANC006);
        DocValue clipValue = fields.take("clip");
        String clip = clipValue == null ? null : Values.assetPath(clipValue);
        if (clipValue == null) {
            report.add(Code.ANC006, node.pos(), "'motion' needs clip=asset(\"path\")");
        } else if (clip == null) {
            report.add(Code.ANC006, clipValue.pos(), "clip must be asset(\"path\"), not " + Values.show(clipValue));
        }
        DocValue at = fields.take("at");
        double x = 0;
        double y = 0;
        if (at == null) {
            report.add(Code.ANC006, node.pos(), kind == BlendKind.TWO_D ? "'motion' needs at=[x, y]"
                    : "'motion' needs at=THRESHOLD");
        } else if (kind == BlendKind.TWO_D) {
            double[] point = Values.numbers(at, 2, "at", Code.ANC006, report);
            if (point != null) {
                x = point[0];
                y = point[1];
            }
        } else {
            Double threshold = Values.number(at, "at", Code.ANC006, report);
            x = threshold == null ? 0 : threshold;
        }
        Extras extras = fields.extras();
        return clip == null ? null : new Motion(Ids.next(), clip, x, y, extras);
    }
}
