package dev.reel.launch;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A child JVM for {@link LibCExecTest}: run with a file's path, it prints its process id, opens the file, blocks a
 * signal and replaces itself with a second run of this class ({@code again}), which prints its process id, the
 * files it has open and the signals its first thread blocks.
 */
public final class ExecProbe {
    private ExecProbe() {
    }

    public static void main(String[] args) throws IOException {
        if (args[0].equals("again")) {
            System.out.println("second.pid=" + ProcessHandle.current().pid());
            System.out.println("second.argument=" + args[1]);
            List<String> open = new ArrayList<>();
            try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
                for (Path fd : fds) {
                    try {
                        open.add(Files.readSymbolicLink(fd).toString());
                    } catch (IOException gone) {
                        // the directory stream's own descriptor
                    }
                }
            }
            System.out.println("second.open=" + open);
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("SigBlk:")) {
                    System.out.println("second.blocked=" + line.substring("SigBlk:".length()).trim());
                }
            }
            return;
        }
        System.out.println("first.pid=" + ProcessHandle.current().pid());
        System.out.flush();
        try (FileInputStream held = new FileInputStream(args[0])) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            List<byte[]> argv = new ArrayList<>();
            for (String arg : List.of(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                    ExecProbe.class.getName(), "again", "ünïcode and spaces")) {
                argv.add(arg.getBytes(StandardCharsets.UTF_8));
            }
            boolean returned = LibC.exec(argv);
            System.out.println("first.execReturned=" + returned + " " + held.available());
        }
    }
}
