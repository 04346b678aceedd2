package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.Interp;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.reel.runtime.Clips.event;
import static dev.reel.runtime.Clips.key;
import static org.assertj.core.api.Assertions.assertThat;

/** One test per stepping rule of docs/formats.md, "Playing a clip". */
class StepRulesTest {
    private static final Track RAMP = Clips.track("", "A.x", Kind.FLOAT32, key(0, 0, Interp.LINEAR), key(1, 10));

    private final Recorder recorder = new Recorder();

    private ClipPlayer player(double step, LoopMode loop, ClipEvent... events) {
        ClipPlayer player = new ClipPlayer(MemoryScene.open(), step);
        player.setListener(recorder);
        player.play(CompiledClip.compile(Clips.clip(1, loop, List.of(RAMP), List.of(events))));
        return player;
    }

    private List<String> step(ClipPlayer player) {
        player.step();
        return recorder.take();
    }

    @Test
    void playsStepSetsTimeZeroStartsCycleZeroAndFiresOnlyTheStartEvents() {
        ClipPlayer player = player(0.25, LoopMode.LOOP, event(0, "Start"), event(0.25, "Quarter"), event(1, "End"));
        assertThat(step(player)).containsExactly("Start@0");
        assertThat(player.time()).isEqualTo(0);
        assertThat(player.cycle()).isEqualTo(0);
        assertThat(player.isPlaying()).isTrue();
        assertThat(player.value(0)).isEqualTo(new dev.reel.model.Value.Num(0));
    }

    @Test
    void withANegativeSpeedPlayStartsAtTheEndAndFiresTheEventsThere() {
        ClipPlayer player = player(0.25, LoopMode.LOOP, event(0, "Start"), event(1, "End"));
        player.setSpeed(-1);
        assertThat(step(player)).containsExactly("End@0");
        assertThat(player.time()).isEqualTo(1);
        assertThat(player.value(0)).isEqualTo(new dev.reel.model.Value.Num(10));
    }

    @Test
    void everyLaterStepAdvancesByDtTimesTheSpeed() {
        ClipPlayer player = player(0.25, LoopMode.LOOP);
        player.setSpeed(0.5);
        step(player);
        step(player);
        assertThat(player.time()).isEqualTo(0.125);
        step(player);
        assertThat(player.time()).isEqualTo(0.25);
        assertThat(player.value(0)).isEqualTo(new dev.reel.model.Value.Num(2.5));
    }

    @Test
    void onceClampsFiresEventsUpToTheEndThenFinishedZeroAndStopsThere() {
        ClipPlayer player = player(0.3, LoopMode.ONCE, event(0.95, "Late"), event(1, "End"));
        step(player);
        step(player);
        step(player);
        assertThat(step(player)).isEmpty(); // s = 0.9
        assertThat(step(player)).containsExactly("Late@0", "End@0", "Finished(0)"); // s = 1.2 clamps to 1
        assertThat(player.time()).isEqualTo(1);
        assertThat(player.isPlaying()).isFalse();
        assertThat(player.finished()).isEqualTo(0);
        assertThat(step(player)).isEmpty();
        assertThat(player.time()).isEqualTo(1);
        assertThat(player.finished()).isEqualTo(ClipPlayer.NOT_FINISHED);
    }

    @Test
    void onceEndsOnTheStepThatReachesTheEndExactly() {
        ClipPlayer player = player(0.25, LoopMode.ONCE, event(1, "End"));
        for (int i = 0; i < 4; i++) {
            assertThat(step(player)).isEmpty();
        }
        assertThat(step(player)).containsExactly("End@0", "Finished(0)");
    }

    @Test
    void loopFiresTheEndEventAsTheEndOfACycleAndTheStartEventAsTheStartOfTheNext() {
        ClipPlayer player = player(0.25, LoopMode.LOOP, event(0, "Start"), event(0.5, "Half"), event(1, "End"));
        assertThat(step(player)).containsExactly("Start@0");
        assertThat(step(player)).isEmpty();
        assertThat(step(player)).containsExactly("Half@0");
        assertThat(step(player)).isEmpty();
        assertThat(step(player)).containsExactly("End@0", "Start@1");
        assertThat(player.time()).isEqualTo(0);
        assertThat(player.cycle()).isEqualTo(1);
        assertThat(step(player)).isEmpty();
        assertThat(step(player)).containsExactly("Half@1");
        step(player);
        assertThat(step(player)).containsExactly("End@1", "Start@2");
    }

    @Test
    void aStepSpanningSeveralCyclesFiresEachOccurrenceOnceInOrder() {
        // File order deliberately differs from time order: End, B, A, Start (A and B both at 0.5).
        ClipPlayer player = player(1, LoopMode.LOOP, event(1, "End"), event(0.5, "B"), event(0.5, "A"),
                event(0, "Start"));
        player.setSpeed(2.5);
        assertThat(step(player)).containsExactly("Start@0");
        assertThat(step(player)).containsExactly(
                "B@0", "A@0", "End@0", "Start@1", "B@1", "A@1", "End@1", "Start@2", "B@2", "A@2");
        assertThat(player.cycle()).isEqualTo(2);
        assertThat(player.time()).isEqualTo(0.5);
    }

    @Test
    void pingPongRunsForwardThenBackAndFiresEachTurnaroundOnce() {
        ClipPlayer player = player(0.25, LoopMode.PING_PONG, event(0, "Low"), event(0.5, "Mid"), event(1, "High"));
        assertThat(step(player)).containsExactly("Low@0");
        step(player);
        assertThat(step(player)).containsExactly("Mid@0");
        step(player);
        assertThat(step(player)).containsExactly("High@0"); // s = 1: pass 1 begins at t = L
        assertThat(player.cycle()).isEqualTo(1);
        assertThat(player.time()).isEqualTo(1);
        assertThat(step(player)).isEmpty(); // pass 1 does not fire High again
        assertThat(player.time()).isEqualTo(0.75);
        assertThat(step(player)).containsExactly("Mid@1");
        step(player);
        assertThat(step(player)).containsExactly("Low@1"); // s = 2: the end of pass 1
        assertThat(player.cycle()).isEqualTo(2);
        assertThat(player.time()).isEqualTo(0);
        assertThat(step(player)).isEmpty(); // pass 2 does not fire Low again
        assertThat(player.time()).isEqualTo(0.25);
    }

    @Test
    void pingPongStepAcrossATurnaroundFiresInPositionOrder() {
        ClipPlayer player = player(0.75, LoopMode.PING_PONG, event(0.5, "Mid"), event(1, "High"));
        step(player);
        assertThat(step(player)).containsExactly("Mid@0"); // s = 0.75
        assertThat(step(player)).containsExactly("High@0", "Mid@1"); // s = 1.5: t = 0.5 on the way back
        assertThat(player.time()).isEqualTo(0.5);
    }

    @Test
    void negativeSpeedMirrorsEveryMapping() {
        ClipPlayer player = player(0.25, LoopMode.LOOP, event(0, "Zero"), event(0.25, "Quarter"), event(1, "End"));
        player.setSpeed(-1);
        assertThat(step(player)).containsExactly("End@0");
        assertThat(step(player)).isEmpty();
        assertThat(player.time()).isEqualTo(0.75);
        step(player);
        assertThat(step(player)).containsExactly("Quarter@0");
        assertThat(player.time()).isEqualTo(0.25);
        // s = 1: an event at 0 ends cycle 0 backwards, one at L starts cycle 1 at t = L.
        assertThat(step(player)).containsExactly("Zero@0", "End@1");
        assertThat(player.time()).isEqualTo(1);
        assertThat(player.cycle()).isEqualTo(1);
    }

    @Test
    void negativeSpeedPingPongRunsBackwardThenForward() {
        ClipPlayer player = player(0.5, LoopMode.PING_PONG, event(0, "Low"), event(1, "High"));
        player.setSpeed(-1);
        assertThat(step(player)).containsExactly("High@0");
        assertThat(player.time()).isEqualTo(1);
        step(player);
        assertThat(player.time()).isEqualTo(0.5);
        assertThat(step(player)).containsExactly("Low@0"); // s = 1: the turnaround at t = 0 ends pass 0
        assertThat(player.time()).isEqualTo(0);
        assertThat(step(player)).isEmpty(); // pass 1 runs forward and does not fire Low again
        assertThat(player.time()).isEqualTo(0.5);
        assertThat(step(player)).containsExactly("High@1");
        assertThat(player.time()).isEqualTo(1);
    }

    @Test
    void stopWhilePausedStillFinishes() {
        ClipPlayer player = player(0.25, LoopMode.LOOP);
        step(player);
        player.pause();
        step(player);
        player.stop();
        assertThat(step(player)).containsExactly("Finished(-1)");
        player.stop();
        assertThat(step(player)).isEmpty();
    }

    @Test
    void negativeSpeedOncePlaysBackToZeroThenFinishes() {
        ClipPlayer player = player(0.5, LoopMode.ONCE, event(0, "Zero"));
        player.setSpeed(-1);
        step(player);
        assertThat(player.time()).isEqualTo(1);
        step(player);
        assertThat(player.time()).isEqualTo(0.5);
        assertThat(step(player)).containsExactly("Zero@0", "Finished(0)");
        assertThat(player.time()).isEqualTo(0);
    }

    @Test
    void seekSetsTheTimeOnItsStepWithoutAdvancingOrFiring() {
        ClipPlayer player = player(0.25, LoopMode.LOOP, event(0.5, "Half"), event(0.75, "ThreeQuarters"));
        step(player);
        player.seek(0.75);
        assertThat(step(player)).isEmpty();
        assertThat(player.time()).isEqualTo(0.75);
        assertThat(player.value(0)).isEqualTo(new dev.reel.model.Value.Num(7.5));
        player.seek(0.25);
        assertThat(step(player)).isEmpty();
        assertThat(player.time()).isEqualTo(0.25);
        assertThat(step(player)).containsExactly("Half@0");
    }

    @Test
    void seekKeepsTheCycleAndSeekToTheEndStartsTheNextOne() {
        ClipPlayer player = player(0.5, LoopMode.LOOP);
        for (int i = 0; i < 4; i++) {
            step(player); // s = 1.5
        }
        player.seek(0.25);
        step(player);
        assertThat(player.cycle()).isEqualTo(1);
        assertThat(player.position()).isEqualTo(1.25);
        player.seek(1);
        step(player);
        assertThat(player.cycle()).isEqualTo(2);
        assertThat(player.time()).isEqualTo(0);
    }

    @Test
    void pausesStepDoesNotAdvanceAndResumesStepDoes() {
        ClipPlayer player = player(0.25, LoopMode.LOOP, event(0.5, "Half"));
        step(player);
        step(player);
        player.pause();
        step(player);
        assertThat(player.time()).isEqualTo(0.25);
        assertThat(player.isPlaying()).isFalse();
        assertThat(player.isPaused()).isTrue();
        step(player);
        assertThat(player.time()).isEqualTo(0.25);
        player.resume();
        assertThat(step(player)).containsExactly("Half@0");
        assertThat(player.time()).isEqualTo(0.5);
        assertThat(player.isPlaying()).isTrue();
    }

    @Test
    void setSpeedAppliesToTheAdvanceOfItsOwnStep() {
        ClipPlayer player = player(0.25, LoopMode.LOOP);
        step(player);
        step(player);
        player.setSpeed(2);
        step(player);
        assertThat(player.time()).isEqualTo(0.75);
    }

    @Test
    void stopFiresFinishedMinusOneOnItsStepRestoresRestoreTracksAndHoldsTheOthers() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("A.kept", Kind.FLOAT32, new dev.reel.model.Value.Num(7))
                .set("A.held", Kind.FLOAT32, new dev.reel.model.Value.Num(7));
        Track restore = Clips.track("", "A.kept", Kind.FLOAT32, dev.reel.model.Authority.PRESENTATION,
                dev.reel.model.OnEnd.RESTORE, key(0, 0, Interp.LINEAR), key(1, 10));
        Track hold = Clips.track("", "A.held", Kind.FLOAT32, key(0, 0, Interp.LINEAR), key(1, 10));
        ClipPlayer player = new ClipPlayer(scene, 0.25);
        player.setListener(recorder);
        player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, restore, hold)));
        step(player);
        step(player);
        assertThat(scene.value("", "A.kept")).isEqualTo(new dev.reel.model.Value.Num(2.5));
        player.stop();
        assertThat(step(player)).containsExactly("Finished(-1)");
        assertThat(player.finished()).isEqualTo(-1);
        assertThat(player.isPlaying()).isFalse();
        assertThat(player.time()).isEqualTo(0.25);
        assertThat(scene.value("", "A.kept")).isEqualTo(new dev.reel.model.Value.Num(7));
        assertThat(player.value(0)).isEqualTo(new dev.reel.model.Value.Num(7));
        assertThat(scene.value("", "A.held")).isEqualTo(new dev.reel.model.Value.Num(2.5));
        assertThat(step(player)).isEmpty();
    }

    @Test
    void aOnceClipThatEndsRestoresItsRestoreTracks() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("A.kept", Kind.FLOAT32, new dev.reel.model.Value.Num(7));
        Track restore = Clips.track("", "A.kept", Kind.FLOAT32, dev.reel.model.Authority.PRESENTATION,
                dev.reel.model.OnEnd.RESTORE, key(0, 0, Interp.LINEAR), key(1, 10));
        ClipPlayer player = new ClipPlayer(scene, 0.5);
        player.play(CompiledClip.compile(Clips.clip(1, LoopMode.ONCE, restore)));
        player.step();
        player.step();
        assertThat(scene.value("", "A.kept")).isEqualTo(new dev.reel.model.Value.Num(5));
        player.step();
        assertThat(scene.value("", "A.kept")).isEqualTo(new dev.reel.model.Value.Num(7));
    }

    @Test
    void playNullReplaysTheCurrentClipFromTheStart() {
        ClipPlayer player = player(0.25, LoopMode.ONCE, event(0, "Start"));
        for (int i = 0; i < 6; i++) {
            step(player);
        }
        assertThat(player.isPlaying()).isFalse();
        player.play(null);
        assertThat(step(player)).containsExactly("Start@0");
        assertThat(player.time()).isEqualTo(0);
        assertThat(player.isPlaying()).isTrue();
    }

    @Test
    void commandsWaitForTheNextStep() {
        ClipPlayer player = player(0.25, LoopMode.LOOP);
        step(player);
        step(player);
        player.seek(0.75);
        player.setSpeed(-1);
        assertThat(player.time()).isEqualTo(0.25);
        assertThat(player.speed()).isEqualTo(1);
    }

    @Test
    void sixtyStepsOfASixtiethLandExactlyOnTheEndOfAOneSecondClip() {
        ClipPlayer player = player(1.0 / 60, LoopMode.LOOP, event(0.5, "Half"), event(1, "End"));
        int halfAt = -1;
        int endAt = -1;
        for (int stepNumber = 1; stepNumber <= 61; stepNumber++) {
            List<String> fired = step(player);
            if (fired.contains("Half@0")) {
                halfAt = stepNumber;
            }
            if (fired.contains("End@0")) {
                endAt = stepNumber;
            }
        }
        assertThat(halfAt).isEqualTo(31);
        assertThat(endAt).isEqualTo(61);
        assertThat(player.cycle()).isEqualTo(1);
        assertThat(player.time()).isEqualTo(0);
    }

    @Test
    void aFrameAndAnEventAtTheSameTimeChangeOnTheSameStep() {
        // For k = 23, 31 and 46, k / 60.0 is a hair above k steps of 1/60: both still land on step k + 1.
        for (int frame = 1; frame < 60; frame++) {
            double at = frame / 60.0;
            dev.reel.model.Clip clip = Clips.clip(1, LoopMode.ONCE,
                    List.of(Clips.flipbook("", null, List.of(at, 1 - at), List.of(), "a", "b")), List.of(),
                    List.of(event(at, "Change")));
            ClipPlayer player = new ClipPlayer(MemoryScene.open(), 1.0 / 60);
            player.setListener(recorder);
            player.play(CompiledClip.compile(clip));
            int eventStep = -1;
            int frameStep = -1;
            for (int stepNumber = 1; stepNumber <= 61; stepNumber++) {
                if (step(player).contains("Change@0")) {
                    eventStep = stepNumber;
                }
                if (frameStep < 0 && player.value(0).equals(new dev.reel.model.Value.Asset("b"))) {
                    frameStep = stepNumber;
                }
            }
            assertThat(eventStep).as("event at %s", at).isEqualTo(frame + 1);
            assertThat(frameStep).as("frame at %s", at).isEqualTo(frame + 1);
        }
    }

    @Test
    void theLoopOverrideReplacesTheClipsLoopMode() {
        ClipPlayer player = player(0.5, LoopMode.ONCE, event(0, "Start"));
        player.setLoop(LoopMode.LOOP);
        step(player);
        step(player);
        assertThat(step(player)).containsExactly("Start@1");
        assertThat(player.isPlaying()).isTrue();
    }
}
