package dev.reel.play;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code target/reel-runtime.jar}, which the build makes at process-classes (pom.xml, the runtime-jar execution),
 * runs alone: every class each of its classes refers to is in the jar or in the JDK's {@code java.base}. A class
 * left out by the jar's includes, or one that reaches Jackson, JavaFX, LWJGL, picocli or the editor, fails here
 * with the classes that refer to it.
 */
class RuntimeJarTest {
    static final Path JAR = Path.of("target/reel-runtime.jar");

    @Test
    void everyClassTheJarRefersToIsInItOrInJavaBase() throws Exception {
        assertThat(JAR).as("built by mvn process-classes (and so by every mvn test)").isRegularFile();
        Set<String> inJar = new HashSet<>();
        TreeMap<String, Set<String>> referrers = new TreeMap<>();
        try (JarFile jar = new JarFile(JAR.toFile())) {
            List<JarEntry> classes = jar.stream().filter(entry -> entry.getName().endsWith(".class")).toList();
            for (JarEntry entry : classes) {
                inJar.add(entry.getName().substring(0, entry.getName().length() - ".class".length()));
            }
            for (JarEntry entry : classes) {
                byte[] bytes = jar.getInputStream(entry).readAllBytes();
                for (String name : ClassReferences.of(bytes)) {
                    referrers.computeIfAbsent(name, key -> new TreeSet<>()).add(entry.getName());
                }
            }
        }
        assertThat(inJar).as("the game API is in the jar").contains("dev/reel/play/ReelProject",
                "dev/reel/play/ReelAnimator", "dev/reel/runtime/Animator", "dev/reel/io/ControllerCodec");
        List<String> unresolved = new ArrayList<>();
        Set<String> modules = new TreeSet<>();
        for (var reference : referrers.entrySet()) {
            String name = reference.getKey();
            if (inJar.contains(name)) {
                continue;
            }
            Class<?> found = jdk(name);
            if (found == null || !found.getModule().getName().equals("java.base")) {
                unresolved.add(name + (found == null ? "" : " (in " + found.getModule().getName() + ")")
                        + ", referred to by " + reference.getValue());
            } else {
                modules.add(found.getModule().getName());
            }
        }
        assertThat(unresolved).as("classes the runtime jar refers to that are neither in it nor in java.base")
                .isEmpty();
        assertThat(modules).containsExactly("java.base");
        assertThat(referrers.keySet()).as("it does refer to the JDK: the check reads the class files")
                .contains("java/lang/StrictMath", "java/io/InputStream");
    }

    /** A JDK class by its internal name, or null when the JDK has none. */
    private static Class<?> jdk(String internalName) {
        try {
            return Class.forName(internalName.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    @Test
    void theJarHoldsOnlyWhatAGameNeeds() throws Exception {
        List<String> names = new ArrayList<>();
        try (JarFile jar = new JarFile(JAR.toFile())) {
            jar.stream().filter(entry -> !entry.isDirectory()).forEach(entry -> names.add(entry.getName()));
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class")).as("a library, not the editor")
                    .isNull();
            assertThat(jar.getManifest().getMainAttributes().getValue("Class-Path")).isNull();
        }
        assertThat(names).allMatch(name -> name.startsWith("META-INF/") || name.startsWith("engine/anim/")
                || name.matches("dev/reel/(doc|model|io|runtime|play)/([a-z]+/)?[^/]+\\.class"),
                "only the runtime's packages and their subpackages (model.rig)");
        assertThat(names).contains("engine/anim/platformer.aectrl", "engine/anim/run.aeanim");
        assertThat(names).noneMatch(name -> name.matches("dev/reel/io/(MetaCodec|MetaReader|JsonText|JsonLimits).*"));
        assertThat(Files.size(JAR)).as("bytes").isLessThan(1_000_000);
    }
}
