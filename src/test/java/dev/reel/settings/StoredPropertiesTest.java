package dev.reel.settings;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StoredPropertiesTest {
    @TempDir
    Path folder;

    @Test
    void valuesAndListsSurviveASaveWhateverTheyHoldAndTheFileIsSorted() throws Exception {
        Path file = folder.resolve("deep/settings.properties");
        StoredProperties stored = StoredProperties.load(file);
        stored.put("name", "Ünïcode = #tricky: value\\ with\ttab ");
        stored.putDouble("split.0", 0.25);
        stored.putBoolean("shown", true);
        stored.putList("documents", List.of("anim/a b.aeanim", "anim/é.aectrl"));
        stored.save();
        StoredProperties again = StoredProperties.load(file);
        assertThat(again.get("name", null)).isEqualTo("Ünïcode = #tricky: value\\ with\ttab ");
        assertThat(again.getDouble("split.0", 0)).isEqualTo(0.25);
        assertThat(again.getBoolean("shown", false)).isTrue();
        assertThat(again.getList("documents")).containsExactly("anim/a b.aeanim", "anim/é.aectrl");
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).isSorted();
        again.putList("documents", List.of("one"));
        assertThat(again.getList("documents")).containsExactly("one");
    }

    @Test
    void aBrokenOrMissingFileReadsAsEmpty() throws Exception {
        assertThat(StoredProperties.load(folder.resolve("none")).get("x", "fallback")).isEqualTo("fallback");
        Path broken = folder.resolve("broken.properties");
        Files.write(broken, new byte[] {'a', '=', '\\', 'u', 'Z', 'Z'});
        assertThat(StoredProperties.load(broken).get("a", "fallback")).isEqualTo("fallback");
        assertThat(StoredProperties.load(broken).getDouble("a", 2)).isEqualTo(2);
    }

    /** The autosave worker writes the window's settings late: an older capture never replaces a newer one. */
    @Test
    void aWritingCapturedEarlierNeverReplacesOneCapturedLater() {
        Path file = folder.resolve("window.properties");
        StoredProperties stored = StoredProperties.load(file);
        stored.put("bottom.tab", "Animator");
        Runnable early = stored.saving();
        stored.put("bottom.tab", "Source");
        stored.save();
        early.run();
        assertThat(StoredProperties.load(file).get("bottom.tab", null))
                .isEqualTo("Source");
    }

    @Test
    void twoOwnersOfOneFileKeepEachOthersKeysWhenTheySave() {
        Path file = folder.resolve("editor.properties");
        StoredProperties onion = StoredProperties.load(file);
        StoredProperties time = StoredProperties.load(file);
        time.put("time.notation", "frames");
        time.save();
        // The onion skins' copy was read before the notation was saved: saving its own key keeps the notation.
        onion.put("onion.before", "3");
        onion.putList("onion.list", List.of("a", "b"));
        onion.save();
        StoredProperties both = StoredProperties.load(file);
        assertThat(both.get("time.notation", null)).isEqualTo("frames");
        assertThat(both.get("onion.before", null)).isEqualTo("3");
        assertThat(both.getList("onion.list")).containsExactly("a", "b");
        time.put("time.notation", null);
        time.save();
        assertThat(StoredProperties.load(file).get("time.notation", "gone")).isEqualTo("gone");
        assertThat(StoredProperties.load(file).get("onion.before", null)).isEqualTo("3");
        assertThat(time.get("onion.before", null)).as("a save reads what the others saved").isEqualTo("3");
    }
}
