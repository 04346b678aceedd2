package dev.reel.io;

import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every built-in and sample file reads without a problem and writes back byte-identical. */
class ShippedFilesRoundTripTest {

    @TestFactory
    Stream<DynamicTest> everyShippedFileRoundTrips() throws Exception {
        List<Path> files = new ArrayList<>();
        for (Path root : List.of(Path.of("src/main/resources/engine"), Path.of("sample-projects"))) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(Files::isRegularFile)
                        .filter(file -> ProjectFolder.kindOf(file) != ProjectFolder.FileKind.OTHER
                                && ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PNG)
                        .forEach(files::add);
            }
        }
        assertThat(files).hasSizeGreaterThan(10);
        return files.stream().sorted().map(file -> DynamicTest.dynamicTest(file.toString(), () -> roundTrip(file)));
    }

    private static void roundTrip(Path file) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        String name = file.toString();
        String written;
        List<Diagnostic> diagnostics;
        switch (ProjectFolder.kindOf(file)) {
            case CLIP -> {
                var loaded = ClipCodec.read(bytes, name);
                diagnostics = loaded.diagnostics();
                written = loaded.value() == null ? null : ClipCodec.write(loaded.value());
            }
            case CONTROLLER -> {
                var loaded = ControllerCodec.read(bytes, name);
                diagnostics = loaded.diagnostics();
                written = loaded.value() == null ? null : ControllerCodec.write(loaded.value());
            }
            case RIG -> {
                var loaded = RigCodec.read(bytes, name);
                diagnostics = loaded.diagnostics();
                written = loaded.value() == null ? null : RigCodec.write(loaded.value());
            }
            case META -> {
                var loaded = MetaCodec.read(bytes, name);
                diagnostics = loaded.diagnostics();
                written = loaded.value() == null ? null : MetaCodec.write(loaded.value());
            }
            default -> {
                var loaded = ProjectCodec.read(bytes, name, "sample");
                diagnostics = loaded.diagnostics();
                written = loaded.value() == null ? null : ProjectCodec.write(loaded.value());
            }
        }
        assertThat(diagnostics).as(name).isEmpty();
        assertThat(written).as(name).isEqualTo(new String(bytes, StandardCharsets.UTF_8));
    }
}
