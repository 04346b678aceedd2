package dev.reel.tools.art;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;
import javax.imageio.ImageIO;

/**
 * Generates every committed sprite PNG: the engine's runner frames and the platformer sample's characters and loot.
 *
 * <p>Re-run it from the repository root after changing any drawing code, then commit the PNGs:
 * <pre>
 * mvn -B -o test-compile &amp;&amp; java -cp target/test-classes:target/classes dev.reel.tools.art.SampleArt .
 * </pre>
 * {@code SampleArtTest} fails while the committed PNGs differ from what this produces.
 */
public final class SampleArt {

    /** Logical size of one character frame; character strips are drawn at twice this. */
    static final int FRAME = 64;
    /** Logical rows above the ground line: feet end on row 59, so the ground line is y = 60 (120 px in a 128 px frame). */
    static final int GROUND = 60;
    static final int CHARACTER_SCALE = 2;
    static final int IDLE_FRAMES = 6;
    static final int RUN_FRAMES = 10;
    static final int RUNNER_FRAMES = 8;

    private SampleArt() {
    }

    public static void main(String[] arguments) throws IOException {
        Path root = Path.of(arguments.length > 0 ? arguments[0] : ".");
        for (Map.Entry<String, BufferedImage> entry : images().entrySet()) {
            Path file = root.resolve(entry.getKey());
            Files.createDirectories(file.getParent());
            ImageIO.write(entry.getValue(), "png", file.toFile());
            System.out.println("wrote " + file);
        }
    }

    /** Every generated image by its path from the repository root. */
    static Map<String, BufferedImage> images() {
        Map<String, BufferedImage> images = new LinkedHashMap<>();
        Figure runner = new RunnerFigure();
        for (int index = 0; index < RUNNER_FRAMES; index++) {
            images.put("src/main/resources/engine/sprites/runner_" + index + ".png",
                    frame(runner, Motions.run((double) index / RUNNER_FRAMES)).toImage(1));
        }
        Figure knight = new KnightFigure();
        images.put("sample-projects/platformer/assets/knight/knight_idle.png",
                strip(knight, IDLE_FRAMES, phase -> Motions.idle(phase).withGrip(95)));
        images.put("sample-projects/platformer/assets/knight/knight_run.png",
                strip(knight, RUN_FRAMES, phase -> Motions.run(phase, 0.35).withGrip(50)));
        List<Pose> swing = new ArrayList<>();
        for (int index = 0; index < Motions.ATTACK_FRAMES; index++) {
            swing.add(Motions.attack(index));
        }
        images.put("sample-projects/platformer/assets/knight/knight_attack.png", strip(knight, swing));
        images.put("sample-projects/platformer/assets/knight/knight_jump.png",
                strip(knight, List.of(Motions.jumpRising(165), Motions.jumpFalling(165))));
        Figure rogue = new RogueFigure();
        images.put("sample-projects/platformer/assets/rogue/rogue_idle.png",
                strip(rogue, IDLE_FRAMES, phase -> Motions.idle(phase).withGrip(-100)));
        images.put("sample-projects/platformer/assets/rogue/rogue_run.png",
                strip(rogue, RUN_FRAMES, phase -> Motions.run(phase).withGrip(-100)));
        Figure mage = new MageFigure();
        images.put("sample-projects/platformer/assets/mage/mage_idle.png", strip(mage, IDLE_FRAMES, Motions::idle));
        images.put("sample-projects/platformer/assets/mage/mage_run.png",
                strip(mage, RUN_FRAMES, phase -> Motions.run(phase, 0.3)));
        images.put("sample-projects/platformer/assets/props/loot.png", Loot.sheet().toImage(CHARACTER_SCALE));
        return images;
    }

    /** One figure in one pose, standing with its lowest pixel on the last row above the ground line. */
    static PixelCanvas frame(Figure figure, Pose pose) {
        PixelCanvas scratch = new PixelCanvas(FRAME, FRAME * 2);
        figure.draw(scratch, pose, new Point(FRAME / 2.0, FRAME));
        return scratch.standOn(FRAME, FRAME, GROUND - 1, 0);
    }

    /** A one-row strip of {@code count} frames sampling {@code motion} at phases 0, 1/count, ... */
    static BufferedImage strip(Figure figure, int count, DoubleFunction<Pose> motion) {
        List<Pose> poses = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            poses.add(motion.apply((double) index / count));
        }
        return strip(figure, poses);
    }

    static BufferedImage strip(Figure figure, List<Pose> poses) {
        PixelCanvas sheet = new PixelCanvas(FRAME * poses.size(), FRAME);
        for (int index = 0; index < poses.size(); index++) {
            sheet.stamp(frame(figure, poses.get(index)), index * FRAME, 0);
        }
        return sheet.toImage(CHARACTER_SCALE);
    }
}
