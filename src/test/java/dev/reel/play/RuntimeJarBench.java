package dev.reel.play;

import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B10 {@code runtime-jar}: the size of target/reel-runtime.jar, and what a game pays on its first frame: a fresh JVM
 * whose class path is that jar and a small main, loading the sample knight's controller (the project, the
 * controller and its five clips, read, checked and compiled) and running one step. Wall time from starting the
 * process to its end, median of 7, beside the same JVM running an empty main (the peer: the JVM's own start and
 * exit), the two taken in turn; {@code main=} is the part inside main, from its first line to after the step.
 */
@Tag("bench")
@Tag("B10")
class RuntimeJarBench {
    private static final int RUNS = 7;
    private static final Pattern MAIN = Pattern.compile("main=([0-9.]+) state=(\\w+)");

    @TempDir
    Path temp;

    @Test
    void sizeAndColdLoadAndStep() throws Exception {
        Files.writeString(temp.resolve("ColdStart.java"), """
                public class ColdStart {
                    public static void main(String[] args) throws Exception {
                        long start = System.nanoTime();
                        dev.reel.play.ReelAnimator knight = dev.reel.play.ReelProject
                                .open(java.nio.file.Path.of(args[0])).controller("anim/knight.aectrl").newAnimator();
                        knight.step();
                        System.out.println("main=" + (System.nanoTime() - start) / 1e6 + " state=" + knight.state());
                    }
                }
                """);
        Files.writeString(temp.resolve("Empty.java"), "public class Empty { public static void main(String[] a) { } }");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac.run(null, null, null, "--release", "17", "-cp", RuntimeJarTest.JAR.toString(), "-d",
                temp.toString(), temp.resolve("ColdStart.java").toString(), temp.resolve("Empty.java").toString()))
                .isZero();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = RuntimeJarTest.JAR + File.pathSeparator + temp;
        double[] cold = new double[RUNS];
        double[] empty = new double[RUNS];
        double[] inMain = new double[RUNS];
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            ChildRun.Ended loaded = ChildRun.run(new ProcessBuilder(java, "-cp", classPath, "ColdStart",
                    ReelAnimatorTest.SAMPLE.toString()), Duration.ofSeconds(60));
            cold[run] = (System.nanoTime() - start) / 1e6;
            start = System.nanoTime();
            ChildRun.Ended nothing = ChildRun.run(new ProcessBuilder(java, "-cp", classPath, "Empty"),
                    Duration.ofSeconds(60));
            empty[run] = (System.nanoTime() - start) / 1e6;
            assertThat(loaded.exit()).as(loaded.output()).isZero();
            assertThat(nothing.exit()).as(nothing.output()).isZero();
            Matcher matcher = MAIN.matcher(loaded.output());
            assertThat(matcher.find()).as(loaded.output()).isTrue();
            assertThat(matcher.group(2)).isEqualTo("Idle");
            inMain[run] = Double.parseDouble(matcher.group(1));
        }
        Arrays.sort(cold);
        Arrays.sort(empty);
        Arrays.sort(inMain);
        System.out.println(String.format(Locale.ROOT, "BENCH B10 runtime-jar-size reel=%d unit=bytes",
                Files.size(RuntimeJarTest.JAR)));
        System.out.println(String.format(Locale.ROOT,
                "BENCH B10 runtime-jar-cold-load-step reel=%.1f peer=empty-jvm:%.1f unit=ms main=%.1f",
                cold[RUNS / 2], empty[RUNS / 2], inMain[RUNS / 2]));
    }
}
