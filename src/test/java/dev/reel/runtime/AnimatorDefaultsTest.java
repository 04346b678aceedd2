package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Write-defaults (docs/formats.md, "Returning to defaults"): a property that no active state animates goes back
 * to its value from before the animator first wrote it, unless the track of the state being left says
 * {@code onEnd=hold}; instantly on an instant switch, by the blend weight during a cross-fade.
 */
class AnimatorDefaultsTest {
    private static final double DT = 1.0 / 60;

    /** Attack tints the knight red, tilts it and shows its own sprite; Idle keys only its sprite. */
    private static final String ATTACK = """
            anim version=1 length=0.2 {
              track "" prop="SpriteRenderer.tint" kind=color%s { key t=0 v=[1, 0.2, 0.2, 1] {} }
              track "" prop="transform.rotation" kind=float32%s { key t=0 v=0.5 {} }
              track "" prop="SpriteRenderer.sprite" kind=assetRef { key t=0 v=asset("attack.png") {} }
            }
            """;
    private static final String IDLE = """
            anim version=1 length=1 loop=loop {
              track "" prop="SpriteRenderer.sprite" kind=assetRef { key t=0 v=asset("idle.png") {} }
            }
            """;
    private static final String NOTHING = "anim version=1 length=1 loop=loop {\n}\n";

    private static CompiledController knight(String onEnd, String idle, String toIdle) {
        return new Rig().clip("attack", ATTACK.formatted(onEnd, onEnd)).clip("idle", idle).compile("""
                controller version=1 {
                  entry="Attack"
                  state "Attack" clip=asset("attack") {}
                  state "Idle" clip=asset("idle") {}
                  transition "Attack" to="Idle" exitTime=1 %s {}
                }
                """.formatted(toIdle));
    }

    private static MemoryScene scene() {
        MemoryScene scene = MemoryScene.open();
        scene.node("").set("transform.rotation", Kind.FLOAT32, new Value.Num(0.1))
                .set("SpriteRenderer.sprite", Kind.ASSET_REF, new Value.Asset("rest.png"));
        return scene;
    }

    /** The rotation on screen: a presentation transform, drawn between steps. */
    private static double rotation(MemoryScene scene) {
        return ((Value.Num) scene.drawnValue("", "transform.rotation")).value();
    }

    /** Runs {@code count} steps, drawing each at its own time as the preview does. */
    private static void steps(Animator animator, int count) {
        for (int i = 0; i < count; i++) {
            animator.step();
            animator.draw(1);
        }
    }

    private static double[] tint(MemoryScene scene) {
        return ((Value.Vec) scene.value("", "SpriteRenderer.tint")).lanes();
    }

    @Test
    void leavingAttackForIdleInstantlyShowsIdleUntintedAndUpright() {
        MemoryScene scene = scene();
        Animator animator = new Animator(knight("", IDLE, ""), scene, DT);
        steps(animator, 1);
        assertThat(tint(scene)).containsExactly(1, 0.2, 0.2, 1);
        assertThat(rotation(scene)).isEqualTo(0.5);
        steps(animator, 12);
        assertThat(animator.stateName()).isEqualTo("Idle");
        assertThat(tint(scene)).as("the scene's white, from before Attack wrote it").containsExactly(1, 1, 1, 1);
        assertThat(rotation(scene)).as("the scene's own rotation").isEqualTo(0.1);
        assertThat(scene.value("", "SpriteRenderer.sprite")).isEqualTo(new Value.Asset("idle.png"));
        steps(animator, 60);
        assertThat(rotation(scene)).isEqualTo(0.1);
    }

    @Test
    void aStateThatAnimatesNothingGivesEveryPropertyBackIncludingTheSprite() {
        MemoryScene scene = scene();
        Animator animator = new Animator(knight("", NOTHING, ""), scene, DT);
        steps(animator, 13);
        assertThat(animator.stateName()).isEqualTo("Idle");
        assertThat(scene.value("", "SpriteRenderer.sprite")).isEqualTo(new Value.Asset("rest.png"));
        assertThat(rotation(scene)).isEqualTo(0.1);
    }

    @Test
    void onEndHoldKeepsTheLastValueOfTheStateBeingLeft() {
        MemoryScene scene = scene();
        Animator animator = new Animator(knight(" onEnd=hold", IDLE, ""), scene, DT);
        steps(animator, 20);
        assertThat(animator.stateName()).isEqualTo("Idle");
        assertThat(tint(scene)).containsExactly(1, 0.2, 0.2, 1);
        assertThat(rotation(scene)).isEqualTo(0.5);
    }

    @Test
    void onEndRestoreGivesTheValueBackToo() {
        MemoryScene scene = scene();
        Animator animator = new Animator(knight(" onEnd=restore", IDLE, ""), scene, DT);
        steps(animator, 20);
        assertThat(rotation(scene)).isEqualTo(0.1);
    }

    @Test
    void duringACrossFadeTheOutgoingOnlyPropertyBlendsTowardItsDefaultByTheWeight() {
        MemoryScene scene = scene();
        Animator animator = new Animator(knight("", IDLE, "duration=0.1"), scene, DT);
        steps(animator, 12);
        int blendSteps = 0;
        while (!animator.isBlending()) {
            steps(animator, 1);
        }
        assertThat(animator.weight()).isZero();
        assertThat(rotation(scene)).isEqualTo(0.5);
        while (animator.isBlending()) {
            double weight = animator.weight();
            assertThat(rotation(scene)).as("rotation at weight " + weight)
                    .isCloseTo((1 - weight) * 0.5 + weight * 0.1, within(1e-12));
            assertThat(tint(scene)[1]).isCloseTo((1 - weight) * 0.2 + weight * 1, within(1e-12));
            steps(animator, 1);
            blendSteps++;
        }
        assertThat(blendSteps).isEqualTo(6);
        assertThat(rotation(scene)).isEqualTo(0.1);
        assertThat(tint(scene)).containsExactly(1, 1, 1, 1);
    }

    @Test
    void withoutATargetTheDefaultIsTheNeutralValue() {
        Animator animator = new Animator(knight("", IDLE, ""), null, DT);
        steps(animator, 13);
        CompiledController controller = animator.controller();
        for (int channel = 0; channel < controller.channelCount(); channel++) {
            String target = controller.channelTarget(channel);
            if (target.equals(":transform.rotation")) {
                assertThat(animator.value(channel)).isEqualTo(new Value.Num(0));
            } else if (target.equals(":SpriteRenderer.tint")) {
                assertThat(((Value.Vec) animator.value(channel)).lanes()).containsExactly(1, 1, 1, 1);
            }
        }
    }
}
