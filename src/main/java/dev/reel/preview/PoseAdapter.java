package dev.reel.preview;

import dev.reel.model.Clip;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.RigPose;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the state of a {@link MemoryScene} (after a player or animator wrote it) into the sprites of a
 * {@link Pose}: the bridge from the runtime to the renderer that the preview panel and {@code reel export}
 * share. It reads what is on screen ({@link MemoryScene#drawnValue}): a presentation transform as drawn
 * between steps, everything else as simulated.
 *
 * <p>The tree comes from the paths: {@code "Arm/Hand"} is a child of {@code "Arm"}, a child of {@code ""},
 * the player's own node. An ancestor that is not a node of the scene counts as an identity transform. Each
 * node's local transform is {@code transform.position} (world units, which are view pixels at zoom 1, y
 * down: a y-up world such as the sandbox's physics negates y before writing it), then
 * {@code transform.rotation} (radians, clockwise on screen), then {@code transform.scale}; a node's world
 * transform is its parent's times its own ({@link Transform2D}), and {@code ""} sits under the
 * {@code placement} given (the sandbox body's position and facing, say). Lane properties an open scene
 * creates for lane tracks ({@code transform.position.x}, {@code SpriteRenderer.tint.a}) override their lane.
 *
 * <p>A node shows a sprite when its {@code SpriteRenderer.sprite} names one the {@link SpriteAtlas} resolves
 * (a sprite it cannot resolve is left out; the atlas lists why) and {@code SpriteRenderer.visible} is not
 * false. The sprite's pivot sits at the node's world position; {@code SpriteRenderer.flipX}/{@code flipY}
 * mirror the image about the pivot in the node's own space (children are not mirrored; a negative scale
 * mirrors them too); {@code SpriteRenderer.tint} multiplies colour and alpha. Visibility and tint belong to
 * the node's own sprite only and are not inherited. Draw order: {@code SpriteRenderer.order} (an int, lower
 * first, the sprite's {@link Sprite#layer()}); equal orders in tree order, a parent before its children and
 * siblings in the order the scene added them.
 *
 * <p>A clip that animates a rig ({@code rig=asset(...)}, read through {@link #rigs()}) is drawn as its rig posed
 * by the clip ({@link RigDrawing}): its attachments after the nodes' sprites, in the rig's draw order, in layer 0,
 * placed by {@code placement} (the root bone stands for node {@code ""}); each bone's world transform replaces
 * the node transform of its path, and the pose carries the rig's figure for the overlays.
 */
public final class PoseAdapter {
    static final String VISIBLE = "SpriteRenderer.visible";
    static final String ORDER = "SpriteRenderer.order";
    private static final String[] XY = {"x", "y"};
    private static final String[] RGBA = {"r", "g", "b", "a"};

    private final SpriteAtlas atlas;
    private final ProjectRigs rigs;
    private RigPoser live;

    /** Resolves sprites with {@code atlas} and rigs in the atlas's project. */
    public PoseAdapter(SpriteAtlas atlas) {
        this.atlas = atlas;
        this.rigs = new ProjectRigs(atlas == null ? null : atlas.root());
    }

    public SpriteAtlas atlas() {
        return atlas;
    }

    /** The rigs clips name, read from the atlas's project. */
    public ProjectRigs rigs() {
        return rigs;
    }

    /**
     * A sampler of {@code clip} into {@code scene} that also poses the clip's rig (when it names one that can be
     * read), with a poser of its own.
     */
    public PoseSampler sampler(CompiledClip clip, MemoryScene scene) {
        return sampler(clip, scene, false);
    }

    /** The same, binding the root-motion track too when {@code rootDrawn} ({@link PoseSampler}). */
    public PoseSampler sampler(CompiledClip clip, MemoryScene scene, boolean rootDrawn) {
        LoadedRig rig = rigOf(clip.source());
        return new PoseSampler(clip, scene, rootDrawn, rig == null ? null : new RigPoser(rig, clip));
    }

    /**
     * The poser the preview draws {@code clip}'s rig with, kept from frame to frame while the clip value, its
     * compile and the rig file stay the same; {@code compiled} null (still compiling, or Preview off) poses the
     * setup pose. Null when the clip names no rig or it cannot be read.
     */
    public RigPoser livePoser(Clip clip, CompiledClip compiled) {
        LoadedRig rig = rigOf(clip);
        if (rig == null) {
            return null;
        }
        if (live == null || live.rig() != rig || live.clip() != compiled) {
            live = new RigPoser(rig, compiled);
        }
        return live;
    }

    private LoadedRig rigOf(Clip clip) {
        return clip == null || clip.rig() == null ? null : rigs.rig(clip.rig());
    }

    /** The scene and rig {@code sampler} posed last, with node {@code ""} at the world origin. */
    public Pose pose(PoseSampler sampler) {
        return pose(sampler, Transform2D.IDENTITY);
    }

    /** The scene and rig {@code sampler} posed last, with node {@code ""} placed by {@code placement}. */
    public Pose pose(PoseSampler sampler, Transform2D placement) {
        return pose(sampler.scene(), placement, sampler.rig());
    }

    /**
     * The scene's nodes and then {@code rig}'s pose as it stands (null: no rig), node {@code ""}'s parent placed by
     * {@code placement}.
     */
    public Pose pose(MemoryScene scene, Transform2D placement, RigPoser rig) {
        if (rig == null) {
            return pose(scene, placement);
        }
        return pose(scene, placement, rig.rig(), rig.pose());
    }

    /**
     * The scene's nodes and then {@code loaded} posed as {@code posed} stands (a controller's rig target's pose),
     * node {@code ""}'s parent placed by {@code placement}.
     */
    public Pose pose(MemoryScene scene, Transform2D placement, LoadedRig loaded, RigPose posed) {
        Map<String, List<String>> children = tree(scene.paths());
        List<Sprite> sprites = new ArrayList<>();
        List<String> nodes = new ArrayList<>();
        Map<String, Transform2D> world = new HashMap<>();
        walk(scene, "", placement, children, sprites, nodes, world);
        RigFigure figure = RigDrawing.figure(loaded, posed, placement);
        for (int bone = 0; bone < figure.boneCount(); bone++) {
            world.put(figure.bonePaths().get(bone), figure.world(bone));
        }
        sprites.addAll(RigDrawing.sprites(loaded, posed, atlas, placement, 0, nodes));
        return new Pose(sprites, nodes, world, figure);
    }

    /** The pose with the scene's own node at the world origin. */
    public Pose pose(MemoryScene scene) {
        return pose(scene, Transform2D.IDENTITY);
    }

    /** The pose with the scene's own node {@code ""} placed by {@code placement}. */
    public Pose pose(MemoryScene scene, Transform2D placement) {
        Map<String, List<String>> children = tree(scene.paths());
        List<Sprite> sprites = new ArrayList<>();
        List<String> nodes = new ArrayList<>();
        Map<String, Transform2D> world = new HashMap<>();
        walk(scene, "", placement, children, sprites, nodes, world);
        return new Pose(sprites, nodes, world);
    }

    /** The parent of a node path: {@code "Arm/Hand"} → {@code "Arm"}, {@code "Arm"} → {@code ""}. */
    public static String parentOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }

    /** The local transform of one node from its transform properties. */
    public static Transform2D localTransform(MemoryScene scene, String path) {
        double[] position = vector(scene, path, Properties.POSITION, XY, 0);
        double[] scale = vector(scene, path, Properties.SCALE, XY, 1);
        return Transform2D.of(position[0], position[1], number(scene, path, Properties.ROTATION, 0), scale[0],
                scale[1]);
    }

    /** The children of every node path (and of the ancestors the paths imply), in the order first met. */
    private static Map<String, List<String>> tree(List<String> paths) {
        Map<String, List<String>> children = new LinkedHashMap<>();
        children.put("", new ArrayList<>());
        for (String path : paths) {
            add(path, children);
        }
        return children;
    }

    private static void add(String path, Map<String, List<String>> children) {
        if (children.containsKey(path)) {
            return;
        }
        String parent = parentOf(path);
        add(parent, children);
        children.put(path, new ArrayList<>());
        children.get(parent).add(path);
    }

    private void walk(MemoryScene scene, String path, Transform2D parent, Map<String, List<String>> children,
                      List<Sprite> sprites, List<String> nodes, Map<String, Transform2D> world) {
        Transform2D transform = parent.times(localTransform(scene, path));
        world.put(path, transform);
        Sprite sprite = sprite(scene, path, transform);
        if (sprite != null) {
            sprites.add(sprite);
            nodes.add(path);
        }
        for (String child : children.get(path)) {
            walk(scene, child, transform, children, sprites, nodes, world);
        }
    }

    private Sprite sprite(MemoryScene scene, String path, Transform2D transform) {
        if (!(scene.drawnValue(path, Properties.SPRITE) instanceof Value.Asset asset) || asset.path().isEmpty()
                || !flag(scene, path, VISIBLE, true)) {
            return null;
        }
        SpriteFrame frame = atlas.frame(asset.path());
        if (frame == null) {
            return null;
        }
        double[] tint = vector(scene, path, Properties.TINT, RGBA, 1);
        int order = (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE,
                Math.rint(number(scene, path, ORDER, 0))));
        return new Sprite(frame.sheet(), frame.source(), transform.x0(), transform.y0(), frame.pivotX(),
                frame.pivotY(), transform.scaleX(), transform.scaleY(), transform.rotation(),
                flag(scene, path, Properties.FLIP_X, false), flag(scene, path, Properties.FLIP_Y, false),
                unit(tint[0]), unit(tint[1]), unit(tint[2]), unit(tint[3]), order);
    }

    private static float unit(double value) {
        return (float) (value > 0 ? Math.min(1, value) : 0);
    }

    private static boolean flag(MemoryScene scene, String path, String property, boolean absent) {
        Value value = scene.drawnValue(path, property);
        return value instanceof Value.Bool bool ? bool.value() : absent;
    }

    private static double number(MemoryScene scene, String path, String property, double absent) {
        Value value = scene.drawnValue(path, property);
        return value instanceof Value.Num num && Double.isFinite(num.value()) ? num.value() : absent;
    }

    /** A vector property's lanes ({@code absent} where missing), each overridden by a lane property if present. */
    private static double[] vector(MemoryScene scene, String path, String property, String[] lanes, double absent) {
        double[] result = new double[lanes.length];
        Value whole = scene.drawnValue(path, property);
        for (int lane = 0; lane < lanes.length; lane++) {
            double value = whole instanceof Value.Vec vec && lane < vec.size() ? vec.get(lane) : absent;
            if (scene.drawnValue(path, property + "." + lanes[lane]) instanceof Value.Num num) {
                value = num.value();
            }
            result[lane] = Double.isFinite(value) ? value : absent;
        }
        return result;
    }
}
