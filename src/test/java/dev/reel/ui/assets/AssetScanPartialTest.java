package dev.reel.ui.assets;

import dev.reel.bench.BigProjects;
import dev.reel.io.ProjectFolder;
import dev.reel.ui.shell.Tasks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A scan hands out the tree of what it has read so far, growing, each a part of the finished tree. */
class AssetScanPartialTest {
    @TempDir
    Path temp;

    @Test
    void partialTreesGrowAndEndInTheFinishedOne() throws Exception {
        Path project = BigProjects.manyClips(temp.resolve("p"), 7, 600, 10);
        List<AssetNode.Folder> partials = new ArrayList<>();
        AssetNode.Folder finished = new AssetScan(ProjectFolder.at(project)).scan(new Quiet(), partials::add, 0);
        Set<String> all = paths(finished);
        assertThat(partials).as("trees handed out before the scan ended").hasSizeGreaterThan(100);
        int before = 0;
        for (AssetNode.Folder partial : partials) {
            Set<String> now = paths(partial);
            assertThat(all).containsAll(now);
            assertThat(now.size()).isGreaterThanOrEqualTo(before);
            before = now.size();
        }
        assertThat(paths(partials.get(0)).size()).as("the first tree is a small part").isLessThan(all.size() / 10);
        assertThat(before).as("the last partial tree misses at most the last file").isGreaterThanOrEqualTo(all.size() - 1);
    }

    @Test
    void aSmallProjectIsShownOnceWhole() throws Exception {
        Path project = BigProjects.manyClips(temp.resolve("small"), 7, 100, 5);
        List<AssetNode.Folder> partials = new ArrayList<>();
        new AssetScan(ProjectFolder.at(project)).scan(new Quiet(), partials::add, 0);
        assertThat(partials).isEmpty();
    }

    private static Set<String> paths(AssetNode node) {
        Set<String> found = new HashSet<>();
        found.add(node.assetPath());
        if (node instanceof AssetNode.Folder folder) {
            for (AssetNode child : folder.children()) {
                found.addAll(paths(child));
            }
        }
        return found;
    }

    private static final class Quiet implements Tasks.Monitor {
        @Override
        public void progress(double fraction) {
        }

        @Override
        public void message(String text) {
        }

        @Override
        public boolean cancelled() {
            return false;
        }
    }
}
