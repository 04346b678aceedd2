package dev.reel.preview;

/**
 * Which rig overlays the preview draws over a rig clip: the bones (as Spine draws them: a tapered shape from the
 * joint to the tip and a circle at the joint, in the bone's colour, the selected bone highlighted), the meshes'
 * wireframes (triangle edges, the hull brighter and thicker) and the weights (each mesh's triangles tinted by the
 * blend of its vertices' bone colours). A plain value the UI switches; {@link #DEFAULT} shows the bones only.
 */
public record RigOverlaySettings(boolean bones, boolean wireframe, boolean weights) {
    public static final RigOverlaySettings NONE = new RigOverlaySettings(false, false, false);
    public static final RigOverlaySettings DEFAULT = new RigOverlaySettings(true, false, false);

    public boolean any() {
        return bones || wireframe || weights;
    }

    public RigOverlaySettings withBones(boolean shown) {
        return new RigOverlaySettings(shown, wireframe, weights);
    }

    public RigOverlaySettings withWireframe(boolean shown) {
        return new RigOverlaySettings(bones, shown, weights);
    }

    public RigOverlaySettings withWeights(boolean shown) {
        return new RigOverlaySettings(bones, wireframe, shown);
    }
}
