package dev.reel.interop;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.reel.io.ClipCodec;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Feeds arbitrary bytes to the Spine and DragonBones skeleton readers: nothing but diagnostics may come out, a
 * reader that makes no rig says why with an error, and whatever it makes can be written. Plain {@code mvn test}
 * replays the committed inputs in {@code src/test/resources/dev/reel/interop/SkeletonFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1 mvn -o test -Dtest=SkeletonFuzzTest -Dtest.jazzerArgs=} fuzzes.
 */
class SkeletonFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void readsAnySpineJson(FuzzedDataProvider data) {
        check("spine-json", data.consumeRemainingAsBytes());
    }

    @FuzzTest(maxDuration = "2m")
    void readsAnyDragonBonesJson(FuzzedDataProvider data) {
        check("dragonbones-json", data.consumeRemainingAsBytes());
    }

    private static void check(String kind, byte[] bytes) {
        SkeletonRegions regions = new SkeletonRegions();
        for (String name : List.of("body", "arm", "head", "head-red", "torso")) {
            regions.put(name, new SkeletonRegions.Region("s.png#" + name, 16, 8, 2, 0, 12, 8, name.equals("arm"),
                    kind.equals("dragonbones-json")));
        }
        List<Diagnostic> problems = new ArrayList<>();
        SkeletonImport.Result result = SkeletonImport.read(kind, bytes, "fuzz.json", regions, "fuzz.aerig", problems);
        assertThat(result).isNotNull();
        for (Diagnostic problem : problems) {
            assertThat(problem.message()).isNotBlank();
            assertThat(problem.line()).isGreaterThanOrEqualTo(0);
        }
        if (result.rig() == null) {
            assertThat(problems).anyMatch(Diagnostic::isError);
            return;
        }
        assertThat(RigCodec.bytes(result.rig())).isNotEmpty();
        for (Clip clip : result.clips().values()) {
            assertThat(ClipCodec.bytes(clip)).isNotEmpty();
        }
    }
}
