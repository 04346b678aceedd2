package dev.reel.preview;

import dev.reel.model.rig.MeshAttachment;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;

import java.util.ArrayList;
import java.util.List;

/**
 * A posed rig turned into what the renderer draws: its slots in the pose's draw order, each showing its attachment
 * (if any) tinted by the slot's colour. A region is a {@link Sprite} placed where the runtime puts it
 * ({@link RigPose#regionWorld}: the slot bone's world transform times the region's own offset, rotation and scale),
 * its pivot at the cell's pivot (shear, which a sprite cannot show, is dropped as for nodes); a mesh is a
 * {@link Sprite} carrying its skinned vertices ({@link SpriteMesh}), its uvs and its triangles. Everything is
 * placed in the world by {@code placement}, the transform of the parent of the node the clip plays on (the root
 * bone stands for that node). An attachment whose sprite the atlas cannot resolve is left out, as a node's sprite
 * is.
 */
public final class RigDrawing {
    private RigDrawing() {
    }

    /** The sprites of {@code pose} in draw order, all in {@code layer}. */
    public static List<Sprite> sprites(LoadedRig rig, RigPose pose, SpriteAtlas atlas, Transform2D placement,
                                       int layer) {
        return sprites(rig, pose, atlas, placement, layer, new ArrayList<>());
    }

    /** The same, adding the clip path of each sprite's slot bone to {@code bonePaths}, index for index. */
    public static List<Sprite> sprites(LoadedRig rig, RigPose pose, SpriteAtlas atlas, Transform2D placement,
                                       int layer, List<String> bonePaths) {
        CompiledRig compiled = rig.compiled();
        List<Sprite> sprites = new ArrayList<>();
        double[] world = new double[6];
        for (int position = 0; position < compiled.slotCount(); position++) {
            int slot = pose.drawn(position);
            int attachment = pose.attachment(slot);
            if (attachment < 0) {
                continue;
            }
            SpriteFrame frame = atlas.frame(rig.attachment(attachment).sprite());
            if (frame == null) {
                continue;
            }
            float red = unit(pose.color(slot, 0));
            float green = unit(pose.color(slot, 1));
            float blue = unit(pose.color(slot, 2));
            float alpha = unit(pose.color(slot, 3));
            bonePaths.add(compiled.bonePath(compiled.slotBone(slot)));
            int mesh = compiled.attachmentMesh(attachment);
            if (mesh >= 0) {
                double[] positions = placed(pose.vertices(mesh), placement);
                sprites.add(Sprite.mesh(frame.sheet(), frame.source(),
                        new SpriteMesh(positions, rig.uvs(attachment), rig.triangles(attachment)), red, green, blue,
                        alpha, layer));
                continue;
            }
            pose.regionWorld(attachment, world, 0);
            Transform2D at = placement.times(new Transform2D(world[0], world[1], world[2], world[3], world[4],
                    world[5]));
            sprites.add(new Sprite(frame.sheet(), frame.source(), at.x0(), at.y0(), frame.pivotX(), frame.pivotY(),
                    at.scaleX(), at.scaleY(), at.rotation(), false, false, red, green, blue, alpha, layer));
        }
        return sprites;
    }

    /** The bones and shown meshes of {@code pose} for the overlays, placed by {@code placement}. */
    public static RigFigure figure(LoadedRig rig, RigPose pose, Transform2D placement) {
        CompiledRig compiled = rig.compiled();
        int count = compiled.boneCount();
        List<String> paths = new ArrayList<>(count);
        double[] bones = new double[6 * count];
        double[] lengths = new double[count];
        int[] colours = new int[count];
        int[] parents = new int[count];
        double[] world = new double[6];
        for (int bone = 0; bone < count; bone++) {
            paths.add(compiled.bonePath(bone));
            pose.world(bone, world, 0);
            Transform2D placed = placement.times(new Transform2D(world[0], world[1], world[2], world[3], world[4],
                    world[5]));
            int at = 6 * bone;
            bones[at] = placed.a();
            bones[at + 1] = placed.b();
            bones[at + 2] = placed.c();
            bones[at + 3] = placed.d();
            bones[at + 4] = placed.x0();
            bones[at + 5] = placed.y0();
            lengths[bone] = rig.boneLength(bone);
            colours[bone] = rig.boneArgb(bone);
            parents[bone] = compiled.parent(bone);
        }
        List<RigFigure.Mesh> meshes = new ArrayList<>();
        for (int position = 0; position < compiled.slotCount(); position++) {
            int slot = pose.drawn(position);
            int attachment = pose.attachment(slot);
            int mesh = attachment < 0 ? -1 : compiled.attachmentMesh(attachment);
            if (mesh >= 0 && rig.attachment(attachment) instanceof MeshAttachment source) {
                meshes.add(new RigFigure.Mesh(compiled.slotName(slot), placed(pose.vertices(mesh), placement),
                        rig.triangles(attachment), source.hull(), source.edges(), rig.vertexArgb(attachment),
                        rig.wires(attachment)));
            }
        }
        return new RigFigure(paths, bones, lengths, colours, parents, meshes);
    }

    /** World vertices {@code x0, y0, …} taken through {@code placement}, in a new array. */
    private static double[] placed(double[] vertices, Transform2D placement) {
        double[] out = new double[vertices.length];
        for (int i = 0; i < vertices.length; i += 2) {
            double x = vertices[i];
            double y = vertices[i + 1];
            out[i] = placement.a() * x + placement.c() * y + placement.x0();
            out[i + 1] = placement.b() * x + placement.d() * y + placement.y0();
        }
        return out;
    }

    private static float unit(double value) {
        return (float) (value > 0 ? Math.min(1, value) : 0);
    }
}
