package dev.reel.runtime.rig;

import dev.reel.model.rig.Inherit;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Mesh skinning, deform offsets, slots, skins and draw order. */
class RigSkinningTest {

    /** root → arm (at 10, 0, turned π/2, scaled 2) → hand (at 5, 0); slot "body" on the arm. */
    private static RigBuilder rig() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int arm = b.bone("arm", root, 10, 10, 0, Math.PI / 2, 2, 2);
        b.bone("hand", arm, 4, 5, 0, 0, 1, 1);
        b.slot("body", arm, 1, 1, 1, 1, "skin");
        b.slot("front", root, 1, 0.5, 0.25, 1, "badge");
        return b;
    }

    @Test
    void aRigidVertexTakesItsDeformBeforeTheBoneTransform() {
        RigBuilder b = rig();
        b.mesh(0, 0, "skin", SkinnedMesh.builder().rigid(1, 3, 0).rigid(1, 0, 1).build());
        RigPose pose = new RigPose(b.build());
        double cos = StrictMath.cos(Math.PI / 2) * 2;
        double sin = StrictMath.sin(Math.PI / 2) * 2;
        assertThat(pose.vertices(0)).containsExactly(cos * 3 + -sin * 0 + 10, sin * 3 + cos * 0 + 0,
                cos * 0 + -sin * 1 + 10, sin * 0 + cos * 1 + 0);
        pose.setToSetup();
        pose.deform(0, new double[] {1, 0, 0, 0});
        pose.update();
        // The offset (1, 0) is in the bone's space: turned by π/2 and doubled it moves the vertex 2 down.
        assertThat(pose.vertices(0)[0]).isEqualTo(cos * (3 + 1.0) + -sin * (0 + 0.0) + 10);
        assertThat(pose.vertices(0)[1]).isEqualTo(sin * (3 + 1.0) + cos * (0 + 0.0) + 0);
        assertThat(pose.vertices(0)[1]).isEqualTo(8);
        pose.setToSetup();
        pose.update();
        assertThat(pose.vertices(0)[1]).as("setup clears the deform").isEqualTo(6);
    }

    @Test
    void aWeightedVertexSumsItsBonesInOrderThenTakesItsDeformInWorldSpace() {
        RigBuilder b = rig();
        b.mesh(0, 0, "skin", SkinnedMesh.builder()
                .weighted(new int[] {1, 2}, new double[] {4, 0, -1, 0}, new double[] {0.75, 0.25}).build());
        RigPose pose = new RigPose(b.build());
        double[] arm = new double[6];
        double[] hand = new double[6];
        pose.world(1, arm, 0);
        pose.world(2, hand, 0);
        double x = 0.75 * (arm[0] * 4 + arm[2] * 0 + arm[4]) + 0.25 * (hand[0] * -1 + hand[2] * 0 + hand[4]);
        double y = 0.75 * (arm[1] * 4 + arm[3] * 0 + arm[5]) + 0.25 * (hand[1] * -1 + hand[3] * 0 + hand[5]);
        assertThat(pose.vertices(0)).containsExactly(x, y);
        pose.setToSetup();
        pose.deform(0, new double[] {1, 0});
        pose.update();
        assertThat(pose.vertices(0)).containsExactly(x + 1, y + 0);
    }

    /** The property of issue 34: a weighted vertex of one bone with weight 1 is the rigid vertex, bit for bit. */
    @Test
    void oneBoneOfWeightOneIsTheRigidVertexBitForBit() {
        Seeds.loop(200, 3402, random -> {
            RigBuilder b = CompiledRig.builder();
            int count = 1 + random.nextInt(10);
            for (int i = 0; i < count; i++) {
                b.bone("b" + i, i == 0 ? -1 : random.nextInt(i), 1, value(random, 50), value(random, 50),
                        value(random, 4), value(random, 3), value(random, 3), random.nextBoolean() ? 0 : value(random, 1),
                        random.nextBoolean() ? 0 : value(random, 1),
                        Inherit.values()[random.nextInt(Inherit.values().length)]);
            }
            int bone = random.nextInt(count);
            b.slot("rigid", bone, 1, 1, 1, 1, "m");
            b.slot("weighted", bone, 1, 1, 1, 1, "m");
            SkinnedMesh.Builder rigid = SkinnedMesh.builder();
            SkinnedMesh.Builder weighted = SkinnedMesh.builder();
            int vertices = 1 + random.nextInt(20);
            for (int v = 0; v < vertices; v++) {
                double x = value(random, 30);
                double y = random.nextInt(5) == 0 ? -0.0 : value(random, 30);
                rigid.rigid(bone, x, y);
                weighted.weighted(new int[] {bone}, new double[] {x, y}, new double[] {1});
            }
            b.mesh(0, 0, "m", rigid.build());
            b.mesh(0, 1, "m", weighted.build());
            RigPose pose = new RigPose(b.build());
            assertThat(pose.vertices(1)).containsExactly(pose.vertices(0));
        });
    }

    @Test
    void slotsShowTheirAttachmentUnderTheActiveSkinElseTheDefaultOne() {
        RigBuilder b = rig();
        int red = b.skin("red");
        int plain = b.region(0, 1, "badge", 1, 2, 0, 1, 1);
        int redBadge = b.region(red, 1, "badge", 1, 2, 0, 1, 1);
        int skin = b.mesh(0, 0, "skin", SkinnedMesh.builder().rigid(1, 0, 0).build());
        CompiledRig compiled = b.build();
        RigPose pose = new RigPose(compiled);
        assertThat(pose.attachment(0)).isEqualTo(skin);
        assertThat(pose.attachment(1)).isEqualTo(plain);
        pose.skin(red);
        pose.setToSetup();
        assertThat(pose.attachment(1)).isEqualTo(redBadge);
        assertThat(pose.attachment(0)).as("the default skin's where red has none").isEqualTo(skin);
        assertThat(compiled.attachment(red, 1, "")).isEqualTo(-1);
        assertThat(compiled.attachment(red, 1, "none")).isEqualTo(-1);
        assertThatThrownBy(() -> pose.attachment(0, redBadge)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void drawOrderSlotColourAndAttachmentGoIntoTheHash() {
        RigBuilder b = rig();
        b.skin("red");
        b.region(0, 1, "badge", 0, 0, 0, 1, 1);
        b.mesh(0, 0, "skin", SkinnedMesh.builder().rigid(1, 0, 0).build());
        RigPose pose = new RigPose(b.build());
        long setup = pose.hash();
        assertThat(new RigPose(pose.rig()).hash()).isEqualTo(setup);
        pose.drawOrder(new int[] {1, 0});
        pose.update();
        assertThat(pose.drawn(0)).isEqualTo(1);
        long swapped = pose.hash();
        assertThat(swapped).isNotEqualTo(setup);
        pose.setToSetup();
        pose.color(1, 1, 0.5, 0.25, 0.5);
        pose.update();
        assertThat(pose.hash()).isNotEqualTo(setup);
        pose.setToSetup();
        pose.attachment(1, -1);
        pose.update();
        assertThat(pose.hash()).isNotEqualTo(setup);
        pose.setToSetup();
        pose.deform(0, new double[] {0.5, 0});
        pose.update();
        assertThat(pose.hash()).as("a deformed vertex").isNotEqualTo(setup);
        pose.skin(pose.rig().skin("red"));
        pose.setToSetup();
        pose.update();
        assertThat(pose.hash()).as("the active skin").isNotEqualTo(setup);
        pose.skin(0);
        pose.setToSetup();
        pose.rotation(2, 0.1);
        pose.update();
        assertThat(pose.hash()).as("a bone no vertex follows").isNotEqualTo(setup);
        pose.setToSetup();
        pose.update();
        assertThat(pose.hash()).isEqualTo(setup);
        assertThatThrownBy(() -> pose.drawOrder(new int[] {0})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> pose.deform(0, new double[4])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRegionSitsOnItsSlotsBoneAsANodeWouldUnderIt() {
        RigBuilder b = rig();
        int badge = b.region(0, 1, "badge", 3, 4, 0.5, 2, 0.5);
        int slotOnArm = b.region(0, 0, "plate", -1, 2, -0.25, 1, 1);
        RigPose pose = new RigPose(b.build());
        double[] m = new double[6];
        pose.regionWorld(slotOnArm, m, 0);
        dev.reel.preview.Transform2D arm = new dev.reel.preview.Transform2D(pose.a[1], pose.b[1], pose.c[1],
                pose.d[1], pose.wx[1], pose.wy[1]);
        dev.reel.preview.Transform2D plate = arm.times(dev.reel.preview.Transform2D.of(-1, 2, -0.25, 1, 1));
        assertThat(m).containsExactly(plate.a(), plate.b(), plate.c(), plate.d(), plate.x0(), plate.y0());
        pose.regionWorld(badge, m, 0);
        assertThat(m[4]).isEqualTo(3);
        assertThat(m[5]).isEqualTo(4);
    }

    /** The hash, item for item as docs/formats.md lists it, folded by an FNV-1a written here again. */
    @Test
    void theHashIsTheDocumentedItemsInOrder() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 1, 2, 0, 1, 1);
        b.slot("s", root, 1, 0.5, 0, 1, "m");
        b.mesh(0, 0, "m", SkinnedMesh.builder().rigid(root, 3, 4).build());
        RigPose pose = new RigPose(b.build());
        Fnv fnv = new Fnv().add(0x5245454C52494750L).add(1);
        for (double value : new double[] {1, 0, 0, 1, 1, 2}) {
            fnv.real(value);
        }
        fnv.add(new Fnv().add(7).bytes("default").h);
        fnv.add(1).real(1).real(0.5).real(0).real(1).add(new Fnv().add(1).bytes("m").h);
        fnv.add(0);
        fnv.add(1).real(4).real(6);
        assertThat(pose.hash()).isEqualTo(fnv.h);
    }

    private static final class Fnv {
        long h = 0xcbf29ce484222325L;

        Fnv add(long value) {
            for (int i = 0; i < 8; i++) {
                h = (h ^ ((value >>> (8 * i)) & 0xff)) * 0x100000001b3L;
            }
            return this;
        }

        Fnv real(double value) {
            return add(Double.doubleToLongBits(value + 0.0));
        }

        Fnv bytes(String text) {
            for (byte b : text.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
                h = (h ^ (b & 0xff)) * 0x100000001b3L;
            }
            return this;
        }
    }

    private static double value(Random random, double range) {
        return (random.nextDouble() * 2 - 1) * range;
    }
}
