package dev.reel.cli;

import dev.reel.model.Code;
import dev.reel.reliability.HostileCase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Each hostile input of the reliability report, run once in the normal build: it reports its code. */
class HostileFilesTest {
    @TempDir
    Path temp;

    @Test
    void theImportAndExportInputsReportTheirCodes() {
        Set<Code> interop = EnumSet.of(Code.ASE001, Code.ASE002, Code.ASE003, Code.ATL001, Code.ATL002, Code.ATL003,
                Code.EXP001);
        List<HostileCase> cases = HostileFiles.cases(temp).stream().filter(c -> interop.contains(c.code())).toList();
        assertThat(cases).extracting(HostileCase::code).containsExactlyInAnyOrderElementsOf(interop);
        for (HostileCase hostile : cases) {
            String report = hostile.run().get();
            assertThat(report).as(hostile.input()).contains(hostile.code().name()).doesNotContain("Exception");
        }
    }
}
