package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Spine's own rules, written for the tests from Spine's documentation and independent of the importer: a bone's
 * local values at a time of an animation (timeline values relative to the setup pose, curves as cubic beziers
 * solved exactly, stepped and linear segments) and the world transforms by its five inherit modes, all in Spine's
 * space (y up, degrees counter-clockwise). World matrices are {@code [a b; c d]} with the x axis (a, c), the y axis
 * (b, d) and the position (worldX, worldY), as Spine's runtimes keep them.
 */
final class SpineReference {
    private static final double DEG = Math.PI / 180;

    /** x, y, rotation, scaleX, scaleY, shearX, shearY and the inherit word of each bone, and the parent. */
    record BoneData(String name, String parent, double[] setup, String inherit) {
    }

    final Map<String, BoneData> bones = new LinkedHashMap<>();
    final JsonNode root;

    SpineReference(byte[] json) throws Exception {
        root = new ObjectMapper().readTree(json);
        for (JsonNode bone : root.path("bones")) {
            double[] setup = {bone.path("x").asDouble(0), bone.path("y").asDouble(0), bone.path("rotation").asDouble(0),
                bone.path("scaleX").asDouble(1), bone.path("scaleY").asDouble(1), bone.path("shearX").asDouble(0),
                bone.path("shearY").asDouble(0)};
            bones.put(bone.path("name").asText(), new BoneData(bone.path("name").asText(),
                    bone.hasNonNull("parent") ? bone.get("parent").asText() : null, setup,
                    bone.path("inherit").asText(bone.path("transform").asText("normal"))));
        }
    }

    /** Every bone's world {a, b, c, d, worldX, worldY} in Spine's space at {@code time} of {@code animation}. */
    Map<String, double[]> world(String animation, double time) {
        Map<String, double[]> world = new LinkedHashMap<>();
        JsonNode timelines = root.path("animations").path(animation).path("bones");
        for (BoneData bone : bones.values()) {
            double[] local = bone.setup().clone();
            JsonNode t = timelines.path(bone.name());
            apply(t.path("rotate"), time, local, new int[] {2}, false);
            apply(t.path("translate"), time, local, new int[] {0, 1}, false);
            apply(t.path("translatex"), time, local, new int[] {0}, false);
            apply(t.path("translatey"), time, local, new int[] {1}, false);
            apply(t.path("scale"), time, local, new int[] {3, 4}, true);
            apply(t.path("scalex"), time, local, new int[] {3}, true);
            apply(t.path("scaley"), time, local, new int[] {4}, true);
            apply(t.path("shear"), time, local, new int[] {5, 6}, false);
            apply(t.path("shearx"), time, local, new int[] {5}, false);
            apply(t.path("sheary"), time, local, new int[] {6}, false);
            world.put(bone.name(), update(local, bone.parent() == null ? null : world.get(bone.parent()),
                    bone.inherit()));
        }
        return world;
    }

    /** Sets {@code lanes} of {@code local} from the timeline: setup + value, or setup × value for scales. */
    private void apply(JsonNode timeline, double time, double[] local, int[] lanes, boolean scale) {
        if (timeline.isMissingNode() || timeline.isEmpty()) {
            return;
        }
        String[] fields = lanes.length == 2 ? new String[] {"x", "y"} : new String[] {"value"};
        double fallback = scale ? 1 : 0;
        for (int l = 0; l < lanes.length; l++) {
            double v = value(timeline, time, fields[l], l, fallback);
            local[lanes[l]] = scale ? local[lanes[l]] * v : local[lanes[l]] + v;
        }
    }

    /** The timeline's value of one field at {@code time}: held before the first and after the last key. */
    static double value(JsonNode keys, double time, String field, int lane, double fallback) {
        int n = keys.size();
        if (time <= keys.get(0).path("time").asDouble(0)) {
            return keys.get(0).path(field).asDouble(fallback);
        }
        for (int i = 0; i + 1 < n; i++) {
            JsonNode a = keys.get(i);
            JsonNode b = keys.get(i + 1);
            double t0 = a.path("time").asDouble(0);
            double t1 = b.path("time").asDouble(0);
            if (time >= t1) {
                continue;
            }
            double v0 = a.path(field).asDouble(fallback);
            double v1 = b.path(field).asDouble(fallback);
            JsonNode curve = a.get("curve");
            if (curve == null) {
                return v0 + (v1 - v0) * (time - t0) / (t1 - t0);
            }
            if (curve.isTextual()) {
                return v0;
            }
            return bezier(t0, v0, curve.get(4 * lane).asDouble(), curve.get(4 * lane + 1).asDouble(),
                    curve.get(4 * lane + 2).asDouble(), curve.get(4 * lane + 3).asDouble(), t1, v1, time);
        }
        return keys.get(n - 1).path(field).asDouble(fallback);
    }

    /** The cubic bezier through the four points, solved by bisection for the parameter at which its time is t. */
    static double bezier(double t0, double v0, double cx1, double cy1, double cx2, double cy2, double t1, double v1,
                         double t) {
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if (cubic(t0, cx1, cx2, t1, mid) < t) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return cubic(v0, cy1, cy2, v1, (lo + hi) / 2);
    }

    private static double cubic(double p0, double p1, double p2, double p3, double s) {
        double u = 1 - s;
        return u * u * u * p0 + 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s * p3;
    }

    /** A bone's world transform from its locals and its parent's world (null: the skeleton, at 0 unscaled). */
    static double[] update(double[] l, double[] p, String inherit) {
        double x = l[0];
        double y = l[1];
        double rotation = l[2];
        double sx = l[3];
        double sy = l[4];
        double shx = l[5];
        double shy = l[6];
        if (p == null) {
            double rx = (rotation + shx) * DEG;
            double ry = (rotation + 90 + shy) * DEG;
            return new double[] {Math.cos(rx) * sx, Math.cos(ry) * sy, Math.sin(rx) * sx, Math.sin(ry) * sy, x, y};
        }
        double pa = p[0];
        double pb = p[1];
        double pc = p[2];
        double pd = p[3];
        double wx = pa * x + pb * y + p[4];
        double wy = pc * x + pd * y + p[5];
        switch (inherit) {
            case "normal" -> {
                double rx = (rotation + shx) * DEG;
                double ry = (rotation + 90 + shy) * DEG;
                double la = Math.cos(rx) * sx;
                double lb = Math.cos(ry) * sy;
                double lc = Math.sin(rx) * sx;
                double ld = Math.sin(ry) * sy;
                return new double[] {pa * la + pb * lc, pa * lb + pb * ld, pc * la + pd * lc, pc * lb + pd * ld, wx, wy};
            }
            case "onlyTranslation" -> {
                double rx = (rotation + shx) * DEG;
                double ry = (rotation + 90 + shy) * DEG;
                return new double[] {Math.cos(rx) * sx, Math.cos(ry) * sy, Math.sin(rx) * sx, Math.sin(ry) * sy, wx, wy};
            }
            case "noRotationOrReflection" -> {
                double s = pa * pa + pc * pc;
                double prx;
                if (s > 0.0001) {
                    s = Math.abs(pa * pd - pb * pc) / s;
                    pb = pc * s;
                    pd = pa * s;
                    prx = Math.atan2(pc, pa) / DEG;
                } else {
                    pa = 0;
                    pc = 0;
                    prx = 90 - Math.atan2(pd, pb) / DEG;
                }
                double rx = (rotation + shx - prx) * DEG;
                double ry = (rotation + shy - prx + 90) * DEG;
                double la = Math.cos(rx) * sx;
                double lb = Math.cos(ry) * sy;
                double lc = Math.sin(rx) * sx;
                double ld = Math.sin(ry) * sy;
                return new double[] {pa * la - pb * lc, pa * lb - pb * ld, pc * la + pd * lc, pc * lb + pd * ld, wx, wy};
            }
            default -> { // noScale, noScaleOrReflection
                double cos = Math.cos(rotation * DEG);
                double sin = Math.sin(rotation * DEG);
                double za = pa * cos + pb * sin;
                double zc = pc * cos + pd * sin;
                double s = Math.sqrt(za * za + zc * zc);
                if (s > 0.00001) {
                    s = 1 / s;
                }
                za *= s;
                zc *= s;
                s = Math.sqrt(za * za + zc * zc);
                if (inherit.equals("noScale") && pa * pd - pb * pc < 0) {
                    s = -s;
                }
                double r = Math.PI / 2 + Math.atan2(zc, za);
                double zb = Math.cos(r) * s;
                double zd = Math.sin(r) * s;
                double la = Math.cos(shx * DEG) * sx;
                double lb = Math.cos((90 + shy) * DEG) * sy;
                double lc = Math.sin(shx * DEG) * sx;
                double ld = Math.sin((90 + shy) * DEG) * sy;
                return new double[] {za * la + zb * lc, za * lb + zb * ld, zc * la + zd * lc, zc * lb + zd * ld, wx, wy};
            }
        }
    }
}
