package dev.reel.arch;

import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.properties.HasName;
import com.tngtech.archunit.core.domain.properties.HasOwner;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** The package table of CONTRIBUTING.md: each package may depend only on what the table allows. */
class ArchitectureTest {
    private static JavaClasses reel;

    @BeforeAll
    static void importClasses() {
        reel = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.reel");
    }

    private static ArchRule only(String layer, String... allowed) {
        String[] packages = Stream.concat(Stream.of("java..", "dev.reel." + layer + ".."), Stream.of(allowed))
                .toArray(String[]::new);
        return classes().that().resideInAPackage("dev.reel." + layer + "..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(packages)
                .allowEmptyShould(true);
    }

    @Test
    void docUsesOnlyJava() {
        only("doc").check(reel);
    }

    @Test
    void modelUsesOnlyJava() {
        only("model").check(reel);
    }

    @Test
    void ioUsesDocModelAndJackson() {
        only("io", "dev.reel.doc..", "dev.reel.model..", "com.fasterxml.jackson..").check(reel);
    }

    @Test
    void runtimeUsesOnlyTheModel() {
        only("runtime", "dev.reel.model..").check(reel);
    }

    /** The packages of target/reel-runtime.jar (pom.xml, the runtime-jar execution): what a Java game loads. */
    static final String[] RUNTIME_JAR = {"dev.reel.doc..", "dev.reel.model..", "dev.reel.io..", "dev.reel.runtime..",
            "dev.reel.play.."};

    @Test
    void playUsesOnlyTheRuntimeJarsPackages() {
        only("play", "dev.reel.doc..", "dev.reel.model..", "dev.reel.io..", "dev.reel.runtime..").check(reel);
    }

    @Test
    void theRuntimeJarsPackagesKnowNothingOfTheEditorAndItsLibraries() {
        noClasses().that().resideInAnyPackage(RUNTIME_JAR)
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.lwjgl..", "picocli..",
                        "atlantafx..", "org.controlsfx..", "org.fxmisc..", "dev.reel.ui..", "dev.reel.cli..",
                        "dev.reel.edit..", "dev.reel.sheet..", "dev.reel.preview..", "dev.reel.interop..",
                        "dev.reel.project..", "dev.reel.settings..", "dev.reel.launch..")
                .because("a game runs them from reel-runtime.jar alone (docs/runtime.md)")
                .check(reel);
    }

    @Test
    void whatTheGameApiReachesIsPlainJava() {
        // io reads .meta sidecars with Jackson; the runtime jar leaves those classes out, so nothing a game can
        // reach from dev.reel.play may lead to them (RuntimeJarTest checks the built jar itself). The JDK's own
        // classes lead on into its internals, which are not a library.
        noClasses().that().resideInAPackage("dev.reel.play..")
                .should().transitivelyDependOnClassesThat().resideOutsideOfPackages(Stream.concat(
                        Stream.of("java..", "jdk..", "sun..", "com.sun..", "javax.."), Stream.of(RUNTIME_JAR))
                        .toArray(String[]::new))
                .because("the runtime jar holds no library: a game needs that jar alone")
                .check(reel);
    }

    @Test
    void sheetUsesModelIoAndImageIo() {
        only("sheet", "dev.reel.model..", "dev.reel.io..", "javax.imageio..").check(reel);
    }

    @Test
    void editUsesModelRuntimeAndSheet() {
        only("edit", "dev.reel.model..", "dev.reel.runtime..", "dev.reel.sheet..").check(reel);
    }

    @Test
    void projectUsesModelIoAndDoc() {
        only("project", "dev.reel.model..", "dev.reel.io..", "dev.reel.doc..").check(reel);
    }

    @Test
    void previewUsesModelIoRuntimeSheetAndLwjgl() {
        only("preview", "dev.reel.model..", "dev.reel.io..", "dev.reel.runtime..",
                "dev.reel.sheet..", "org.lwjgl..", "javax.imageio..").check(reel);
    }

    @Test
    void interopUsesModelIoSheetRuntimeJacksonAndImageIo() {
        // runtime: the Godot export writes the bezier handles a track really plays (KeyHandles).
        only("interop", "dev.reel.model..", "dev.reel.io..", "dev.reel.sheet..", "dev.reel.runtime..",
                "com.fasterxml.jackson..", "javax.imageio..").check(reel);
    }

    @Test
    void cliUsesEverythingButTheUserInterface() {
        noClasses().that().resideInAPackage("dev.reel.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.reel.ui..", "javafx..")
                .allowEmptyShould(true).check(reel);
    }

    @Test
    void onlyTheUserInterfaceImportsJavaFx() {
        noClasses().that().resideOutsideOfPackage("dev.reel.ui..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(reel);
    }

    /** The packages of the panels the shell puts in the window (each one an {@code EditorPanel}). */
    static final String[] PANELS = {"assets", "dopesheet", "graph", "slicer", "inspector", "source", "preview",
            "problems", "skeleton"};

    /** The rooms the shell composes, none of which knows a panel. */
    static final String[] ROOMS = {"documents", "actions", "playback", "recovery", "projects", "theme", "help",
            "sheets", "control", "curves"};

    private static String ui(String name) {
        return "dev.reel.ui." + name + "..";
    }

    @Test
    void aPanelReachesAnotherPanelOnlyThroughTheShell() {
        for (String panel : PANELS) {
            String[] others = Stream.of(PANELS).filter(other -> !other.equals(panel)).map(ArchitectureTest::ui)
                    .toArray(String[]::new);
            noClasses().that().resideInAPackage(ui(panel))
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .because("a panel reaches another panel only through the shell's PanelContext")
                    .check(reel);
        }
    }

    @Test
    void noRoomKnowsAPanelOrTheShell() {
        String[] panelsAndShell = Stream.concat(Stream.of(PANELS), Stream.of("shell")).map(ArchitectureTest::ui)
                .toArray(String[]::new);
        for (String room : ROOMS) {
            // ui.sheets runs Flipbook from Selection and Import Sprite Strip through the panel context, like a panel.
            String[] forbidden = room.equals("sheets") ? Stream.of(PANELS).map(ArchitectureTest::ui)
                    .toArray(String[]::new) : panelsAndShell;
            noClasses().that().resideInAPackage(ui(room))
                    .should().dependOnClassesThat().resideInAnyPackage(forbidden)
                    .because("ui." + room + " is composed by the shell and knows no panel")
                    .check(reel);
        }
    }

    /** What each room of the editor may use besides Java, JavaFX and its widget libraries: its row in CONTRIBUTING. */
    static final Map<String, List<String>> ROOM_ROWS = Map.of(
            "documents", List.of("model", "io", "edit", "project", "interop", "settings", "ui.theme"),
            "actions", List.of("ui.theme"),
            "playback", List.of("model", "runtime", "edit", "ui.documents"),
            "recovery", List.of("io", "settings", "ui.documents", "ui.theme", "ui.control", "javax.management"),
            "projects", List.of("model", "io", "interop", "sheet", "settings", "ui.documents", "ui.theme"),
            "theme", List.of(),
            "help", List.of("ui.actions", "ui.theme"),
            "control", List.of("doc", "model"),
            "curves", List.of("model", "runtime", "edit", "ui.actions", "ui.control", "ui.documents"));

    @Test
    void eachRoomUsesOnlyWhatItsRowAllows() {
        ROOM_ROWS.forEach((room, row) -> {
            String[] allowed = Stream.concat(Stream.of("javafx..", "atlantafx..", "org.controlsfx..", "org.fxmisc.."),
                    row.stream().map(name -> name.startsWith("javax.") ? name + ".." : "dev.reel." + name + ".."))
                    .toArray(String[]::new);
            only("ui." + room, allowed).because("ui." + room + "'s row in CONTRIBUTING's package table").check(reel);
        });
    }

    @Test
    void documentsKnowNothingOfRecoveryPlaybackOrActions() {
        noClasses().that().resideInAPackage(ui("documents"))
                .should().dependOnClassesThat().resideInAnyPackage(ui("recovery"), ui("playback"), ui("actions"),
                        ui("projects"))
                .check(reel);
    }

    @Test
    void actionsKnowNoDocument() {
        noClasses().that().resideInAPackage(ui("actions"))
                .should().dependOnClassesThat().resideInAnyPackage(ui("documents"), "dev.reel.edit..",
                        "dev.reel.model..")
                .check(reel);
    }

    @Test
    void launchIsPlainJavaAndStartsTheEditorThroughOneClass() {
        classes().that().resideInAPackage("dev.reel.launch..")
                .should().onlyDependOnClassesThat(JavaClass.Predicates.resideInAnyPackage("java..",
                                "dev.reel.launch..", "dev.reel.cli..", "org.lwjgl..",
                                "com.sun.management..")
                        .or(HasName.Predicates.name("dev.reel.ui.shell.ReelApp")))
                .check(reel);
        noClasses().that().resideInAPackage("dev.reel.launch..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .check(reel);
    }

    @Test
    void settingsUseOnlyIo() {
        only("settings", "dev.reel.io..").check(reel);
    }

    @Test
    void previewRendererHasNoPlatformCode() {
        noClasses().that().resideInAPackage("dev.reel.preview..")
                .should().dependOnClassesThat().resideInAPackage("dev.reel.launch..")
                .check(reel);
    }

    @Test
    void theRuntimeTakesItsFunctionsFromStrictMathSoItsBitsAreTheSameEverywhere() {
        noClasses().that().resideInAPackage("dev.reel.runtime..")
                .should().callMethodWhere(JavaCall.Predicates.target(HasOwner.Predicates.With.owner(
                        JavaClass.Predicates.equivalentTo(Math.class)))
                        .and(JavaCall.Predicates.target(HasName.Predicates.nameMatching(
                                "sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|exp|expm1|log|log10|log1p|pow|cbrt"
                                        + "|hypot"))))
                .because("java.lang.Math may differ by the last bit between JVMs; StrictMath is fdlibm everywhere")
                .check(reel);
    }

    @Test
    void everyPackageExplainsItself() throws Exception {
        Path sources = Path.of("src/main/java/dev/reel");
        try (Stream<Path> folders = Files.walk(sources)) {
            folders.filter(Files::isDirectory)
                    .filter(folder -> hasJava(folder))
                    .forEach(folder -> assertThat(folder.resolve("package-info.java"))
                            .as("package-info.java in " + folder).exists());
        }
    }

    private static boolean hasJava(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.anyMatch(file -> file.toString().endsWith(".java")
                    && !file.getFileName().toString().equals("package-info.java"));
        } catch (Exception e) {
            return false;
        }
    }
}
