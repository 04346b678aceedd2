package dev.reel.launch;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Run in a child JVM by {@link CompilerPriorityTest}: lowers the compiler threads' priority as the editor's start
 * does, then prints how many threads it changed and the nice value of each thread by its name.
 */
public final class CompilerPriorityChild {
    private CompilerPriorityChild() {
    }

    public static void main(String[] args) throws IOException {
        System.out.println("changed=" + CompilerPriority.apply());
        List<String> c2 = new ArrayList<>();
        List<String> others = new ArrayList<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                String name = Files.readString(task.resolve("comm")).trim();
                String stat = Files.readString(task.resolve("stat"));
                // Fields after the name's closing parenthesis: state is the 3rd field, nice the 19th.
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                String nice = fields[18 - 2];
                (name.startsWith("C2 CompilerThre") ? c2 : others).add(nice);
            }
        }
        System.out.println("c2=" + c2);
        System.out.println("othersNotZero=" + others.stream().filter(nice -> !nice.equals("0")).count());
    }
}
