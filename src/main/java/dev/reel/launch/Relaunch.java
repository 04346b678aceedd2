package dev.reel.launch;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code java -jar reel.jar} cannot name JVM options for itself, so on its own it runs without the class-data
 * archive {@code mvn package} dumps beside the jar and without the installed launchers' memory flags: about a
 * second more to the first frame. On Linux the editor then starts Java once more, in the same process
 * ({@code execv}: same process id, same streams and environment), with those options in front of the ones it
 * was given, so a value given on the command line still wins. It does so only when the jar has its archive
 * beside it, dumped by this same Java and newer than the jar and its libraries, and the command line says nothing of class-data sharing,
 * agents or debuggers, and no {@code JAVA_TOOL_OPTIONS}, {@code JDK_JAVA_OPTIONS} or {@code _JAVA_OPTIONS} is
 * set (Java would announce those twice). {@code -Dreel.relaunch=false} turns it off; the restarted Java carries
 * {@code -Dreel.relaunched=true}. When anything is missing or fails, the editor simply starts as it is.
 */
final class Relaunch {
    /** The installed launchers' options (pom.xml, {@code package.javaOptions}), given before the user's own. */
    static final List<String> LAUNCHER_OPTIONS = launcherOptions();
    static final String MARK = "-Dreel.relaunched=true";
    private static final List<String> ENVIRONMENT = List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS");
    private static final List<String> LEAVE_ALONE = List.of("-XX:SharedArchiveFile", "-Xshare",
            "-XX:ArchiveClassesAtExit", "-XX:DumpLoadedClassList", "-XX:SharedClassListFile", "-agentlib",
            "-agentpath", "-javaagent", "-Xdebug", "-Xrunjdwp", "-Dreel.relaunch");

    private Relaunch() {
    }

    /** The heap size and collector, then the memory flags {@link HeapTuning} sets in a Java started without them. */
    private static List<String> launcherOptions() {
        List<String> options = new ArrayList<>(List.of("-Xmx2g", "-XX:+UseG1GC"));
        for (Map.Entry<String, String> flag : HeapTuning.LAUNCHER_FLAGS.entrySet()) {
            options.add("-XX:".concat(flag.getKey()).concat("=").concat(flag.getValue()));
        }
        return List.copyOf(options);
    }

    /** Restarts Java with the archive when {@link #command} says so; returns (having done nothing) otherwise. */
    static void apply() {
        apply("", LAUNCHER_OPTIONS, false);
    }

    /**
     * {@link #apply()} for a subcommand ({@link CommandRelaunch}): {@code options} in place of the launchers', the
     * archive {@code NAME<archiveSuffix>.jsa} beside {@code NAME.jar} when it is fresh, else the editor's
     * {@code NAME.jsa} ({@code reel check}'s own, smaller archive); with {@code asChild}, the restarted Java runs as a
     * child process this one waits for and exits with ({@link ChildRestart}) instead of replacing it, when the
     * command is plain ASCII.
     */
    static void apply(String archiveSuffix, List<String> options, boolean asChild) {
        try {
            if (!LibC.linux() || System.getProperty("reel.relaunched") != null
                    || "false".equalsIgnoreCase(System.getProperty("reel.relaunch"))) {
                return;
            }
            Path jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            List<String> cmdline = commandLine(readAll("/proc/self/cmdline"));
            Optional<List<String>> command = command(cmdline, jar, Path.of(System.getProperty("java.home")),
                    System.getenv(), StartupTrace.on() ? StartupTrace.originMillis() : -1, archiveSuffix, options);
            if (command.isPresent() && asChild && ChildRestart.ascii(command.get())) {
                System.out.flush();
                System.err.flush();
                OptionalInt exit = ChildRestart.run(command.get());
                if (exit.isPresent()) {
                    System.exit(exit.getAsInt());
                }
            }
            if (command.isPresent()) {
                List<byte[]> argv = new ArrayList<>();
                for (String arg : command.get()) {
                    argv.add(arg.getBytes(StandardCharsets.ISO_8859_1));
                }
                System.out.flush();
                System.err.flush();
                LibC.exec(argv);
            }
        } catch (IOException | RuntimeException | java.net.URISyntaxException | LinkageError cannot) {
            // Start as we are: only slower.
        }
    }

    /**
     * The bytes of {@code file}, read through {@link FileInputStream}, which Java has loaded before {@code main}:
     * {@code Files.readAllBytes} and {@code Files.newInputStream} go through a file channel, about 30 classes more
     * for the first Java to load before it can restart.
     */
    private static byte[] readAll(String file) throws IOException {
        try (FileInputStream in = new FileInputStream(file)) {
            return in.readAllBytes();
        }
    }

    /**
     * The NUL-separated arguments of {@code /proc/self/cmdline}, one char per byte (ISO-8859-1), so that they go
     * back to C unchanged whatever their encoding; the options compared with them are ASCII.
     */
    static List<String> commandLine(byte[] raw) {
        String all = new String(raw, StandardCharsets.ISO_8859_1);
        if (all.endsWith("\0")) {
            all = all.substring(0, all.length() - 1);
        }
        return all.isEmpty() ? List.of() : Arrays.asList(all.split("\0", -1));
    }

    /**
     * The command that restarts {@code cmdline} (this Java's arguments, its program first) with the archive beside
     * {@code jar}, or empty when it should start as it is. {@code javaHome} names the Java to run;
     * {@code originMillis}, when not negative, is passed on as the start-up trace's origin (so the trace counts
     * from the first start) unless the command line already gives one.
     */
    static Optional<List<String>> command(List<String> cmdline, Path jar, Path javaHome, Map<String, String> env,
            long originMillis) {
        return command(cmdline, jar, javaHome, env, originMillis, LAUNCHER_OPTIONS);
    }

    /** {@link #command(List, Path, Path, Map, long)} with {@code options} after the archive's instead of the launchers'. */
    static Optional<List<String>> command(List<String> cmdline, Path jar, Path javaHome, Map<String, String> env,
            long originMillis, List<String> options) {
        return command(cmdline, jar, javaHome, env, originMillis, "", options);
    }

    /**
     * {@link #command(List, Path, Path, Map, long, List)} with the archive {@code NAME<archiveSuffix>.jsa} in place of
     * {@code NAME.jsa} when that one is fresh and of this Java (the editor's is taken otherwise).
     */
    static Optional<List<String>> command(List<String> cmdline, Path jar, Path javaHome, Map<String, String> env,
            long originMillis, String archiveSuffix, List<String> options) {
        // Plain loops, no lambdas: this runs in the first Java, where each new lambda costs classes spun at run
        // time (a + between strings no longer does: pom.xml compiles it to a StringBuilder).
        for (String variable : ENVIRONMENT) {
            if (env.containsKey(variable)) {
                return Optional.empty();
            }
        }
        int jarAt = cmdline.indexOf("-jar");
        String name = jar.getFileName().toString();
        if (jarAt < 1 || jarAt + 1 >= cmdline.size() || !name.endsWith(".jar")) {
            return Optional.empty();
        }
        // The restarted Java's own -Dreel.relaunched=true is among these, so it never restarts again.
        boolean origin = false;
        boolean collector = false;
        for (String option : cmdline.subList(1, jarAt)) {
            for (String prefix : LEAVE_ALONE) {
                if (option.startsWith(prefix)) {
                    return Optional.empty();
                }
            }
            origin |= option.startsWith("-Dreel.startup.origin=");
            collector |= selectsCollector(option);
        }
        String base = name.substring(0, name.length() - ".jar".length());
        String vmVersion = System.getProperty("java.vm.version", "");
        Path archive = null;
        for (String suffix : archiveSuffix.isEmpty() ? List.of("") : List.of(archiveSuffix, "")) {
            Path candidate = jar.resolveSibling(base.concat(suffix).concat(".jsa"));
            if (fresh(candidate, jar) && madeBy(candidate, vmVersion)) {
                archive = candidate;
                break;
            }
        }
        if (archive == null) {
            return Optional.empty();
        }
        Path java = javaHome.resolve("bin").resolve("java");
        if (!Files.isExecutable(java)) {
            return Optional.empty();
        }
        List<String> command = new ArrayList<>();
        command.add(asBytes(java.toString()));
        command.add(asBytes("-XX:SharedArchiveFile=".concat(archive.toAbsolutePath().toString())));
        for (String option : options) {
            // Java refuses to start when two collectors are chosen: the one the user names wins.
            if (!(collector && selectsCollector(option))) {
                command.add(option);
            }
        }
        command.add(MARK);
        if (originMillis >= 0 && !origin) {
            command.add("-Dreel.startup.origin=".concat(Long.toString(originMillis)));
        }
        command.addAll(cmdline.subList(1, cmdline.size()));
        return Optional.of(command);
    }

    /** Whether {@code option} picks the garbage collector, such as {@code -XX:+UseSerialGC}. */
    private static boolean selectsCollector(String option) {
        return option.startsWith("-XX:+Use") && option.endsWith("GC");
    }

    /**
     * Whether the archive's header names the Java VM {@code vmVersion} (as {@code java.vm.version} gives it): one
     * dumped by another Java is refused by this one with two lines of warning on every start.
     */
    static boolean madeBy(Path archive, String vmVersion) {
        if (vmVersion.isEmpty()) {
            return false;
        }
        try (FileInputStream in = new FileInputStream(archive.toFile())) {
            String header = new String(in.readNBytes(4096), StandardCharsets.ISO_8859_1);
            return header.contains("VM (".concat(vmVersion).concat(")"));
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }

    /** {@code text} as the system encodes file names, one char per byte like {@link #commandLine}. */
    private static String asBytes(String text) {
        java.nio.charset.Charset names;
        try {
            names = java.nio.charset.Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8"));
        } catch (IllegalArgumentException unknown) {
            names = StandardCharsets.UTF_8;
        }
        return new String(text.getBytes(names), StandardCharsets.ISO_8859_1);
    }

    /**
     * Whether {@code archive} exists and is at least as new as {@code jar} and every jar in its {@code lib}
     * folder: Java checks each jar the archive was dumped from and, finding one changed, runs without it and
     * says so on every start.
     */
    static boolean fresh(Path archive, Path jar) {
        try {
            if (!Files.isRegularFile(archive)) {
                return false;
            }
            FileTime dumped = Files.getLastModifiedTime(archive);
            if (Files.getLastModifiedTime(jar).compareTo(dumped) > 0) {
                return false;
            }
            Path lib = jar.resolveSibling("lib");
            if (Files.isDirectory(lib)) {
                // The names ending in .jar, not a "*.jar" glob: a glob is compiled to a regular expression, whose
                // classes (and the lambda they spin up) the first Java would load for this alone.
                String[] names = lib.toFile().list();
                if (names == null) {
                    return false;
                }
                for (String name : names) {
                    if (name.endsWith(".jar")
                            && Files.getLastModifiedTime(lib.resolve(name)).compareTo(dumped) > 0) {
                        return false;
                    }
                }
            }
            return true;
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }
}
