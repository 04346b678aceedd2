package dev.reel.launch;

import org.lwjgl.PointerBuffer;
import org.lwjgl.system.JNI;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.system.linux.DynamicLinkLoader;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The calls into the C library the editor needs on Linux, made through LWJGL (which the preview loads anyway):
 * setting a variable of the process's own environment before GTK reads it (and reading it back), and handing
 * the C heap's free pages back to the system, and replacing the process with another program (the launcher's
 * restart with its own JVM options). Each does nothing, and says so by its result, anywhere else or
 * when the C library is not glibc.
 */
public final class LibC {
    private LibC() {
    }

    /** The functions' addresses, looked up once on first use (on Linux only); 0 where there is none. */
    private static final class Functions {
        static final long SETENV;
        static final long GETENV;
        static final long MALLOC_TRIM;
        static final long EXECV;
        static final long FCNTL;
        static final long SIGPROCMASK;
        static final long SETPRIORITY;

        static {
            long[] found = new long[7];
            try {
                long libc = DynamicLinkLoader.dlopen("libc.so.6",
                        DynamicLinkLoader.RTLD_LAZY | DynamicLinkLoader.RTLD_NOLOAD);
                if (libc != 0L) {
                    String[] names = {"setenv", "getenv", "malloc_trim", "execv", "fcntl", "sigprocmask",
                        "setpriority"};
                    for (int i = 0; i < names.length; i++) {
                        found[i] = DynamicLinkLoader.dlsym(libc, names[i]);
                    }
                }
            } catch (RuntimeException | LinkageError unavailable) {
                found = new long[7];
            }
            SETENV = found[0];
            GETENV = found[1];
            MALLOC_TRIM = found[2];
            EXECV = found[3];
            FCNTL = found[4];
            SIGPROCMASK = found[5];
            SETPRIORITY = found[6];
        }
    }

    /**
     * Sets {@code name} to {@code value} in the process's environment as C code sees it (Java's own
     * {@link System#getenv} is a copy made at start-up and does not change). Meant for the very start, before
     * other threads read the environment. Returns whether it was set; never throws.
     */
    public static boolean setenv(String name, String value) {
        if (!linux() || Functions.SETENV == 0L) {
            return false;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            return JNI.invokePPI(MemoryUtil.memAddress(stack.UTF8(name)), MemoryUtil.memAddress(stack.UTF8(value)),
                    1, Functions.SETENV) == 0;
        } catch (RuntimeException | LinkageError failed) {
            return false;
        }
    }

    /** The variable {@code name} as C code sees it, or null when unset (or off Linux). Never throws. */
    public static String getenv(String name) {
        if (!linux() || Functions.GETENV == 0L) {
            return null;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            return MemoryUtil.memUTF8Safe(JNI.invokePP(MemoryUtil.memAddress(stack.UTF8(name)), Functions.GETENV));
        } catch (RuntimeException | LinkageError failed) {
            return null;
        }
    }

    /** Whether {@link #trimNativeHeap} can do anything here (Linux with glibc). Never throws. */
    public static boolean canTrimNativeHeap() {
        try {
            return linux() && Functions.MALLOC_TRIM != 0L;
        } catch (LinkageError unavailable) {
            return false;
        }
    }

    /**
     * Gives the free memory at the top and inside the C heap's arenas back to the system ({@code malloc_trim(0)}),
     * which glibc otherwise keeps for later allocations. Returns whether anything was given back.
     */
    public static boolean trimNativeHeap() {
        if (!canTrimNativeHeap()) {
            return false;
        }
        try {
            return JNI.invokeI(0, Functions.MALLOC_TRIM) != 0;
        } catch (RuntimeException | LinkageError failed) {
            return false;
        }
    }

    /**
     * Replaces this process with the program {@code argv[0]} run with {@code argv} (its own name first), each
     * argument the exact bytes C receives (no terminating NUL): C's {@code execv}, so the process keeps its id, its
     * standard streams and its environment, and the Java that calls it ends at once, without shutdown hooks. Every
     * other open file is closed in the new program and its signals start unblocked. Returns only when that could
     * not be done, with false; never throws.
     */
    public static boolean exec(List<byte[]> argv) {
        if (!linux() || Functions.EXECV == 0L || Functions.FCNTL == 0L || Functions.SIGPROCMASK == 0L
                || argv.isEmpty()) {
            return false;
        }
        List<ByteBuffer> strings = new ArrayList<>(argv.size());
        PointerBuffer pointers = null;
        try {
            closeOtherFilesOnExec();
            pointers = MemoryUtil.memAllocPointer(argv.size() + 1);
            for (byte[] arg : argv) {
                ByteBuffer text = MemoryUtil.memAlloc(arg.length + 1);
                strings.add(text);
                text.put(arg).put((byte) 0).flip();
                pointers.put(text);
            }
            pointers.put(0L).flip();
            try (MemoryStack stack = MemoryStack.stackPush()) {
                ByteBuffer none = stack.calloc(128); // an empty sigset_t (glibc's is 128 bytes)
                JNI.invokePPI(2 /* SIG_SETMASK */, MemoryUtil.memAddress(none), 0L, Functions.SIGPROCMASK);
            }
            JNI.invokePPI(MemoryUtil.memAddress(strings.get(0)), pointers.address(), Functions.EXECV);
            return false;
        } catch (RuntimeException | LinkageError | IOException failed) {
            return false;
        } finally {
            for (ByteBuffer text : strings) {
                MemoryUtil.memFree(text);
            }
            if (pointers != null) {
                MemoryUtil.memFree(pointers);
            }
        }
    }

    /**
     * Sets the nice value of the thread {@code tid} of this process (Linux schedules threads one by one:
     * {@code setpriority(PRIO_PROCESS, tid, nice)}); 0 is normal, 19 the lowest. Only root may lower a value
     * again. Returns whether it was set; never throws.
     */
    public static boolean setThreadNice(int tid, int nice) {
        if (!linux() || Functions.SETPRIORITY == 0L) {
            return false;
        }
        try {
            return JNI.invokeI(0 /* PRIO_PROCESS */, tid, nice, Functions.SETPRIORITY) == 0;
        } catch (RuntimeException | LinkageError failed) {
            return false;
        }
    }

    /** Marks every open file but the standard streams close-on-exec ({@code fcntl(fd, F_SETFD, FD_CLOEXEC)}). */
    private static void closeOtherFilesOnExec() throws IOException {
        try (DirectoryStream<Path> open = Files.newDirectoryStream(Path.of("/proc/self/fd"))) {
            for (Path entry : open) {
                int fd;
                try {
                    fd = Integer.parseInt(entry.getFileName().toString());
                } catch (NumberFormatException notAFile) {
                    continue;
                }
                if (fd > 2) {
                    JNI.invokeI(fd, 2 /* F_SETFD */, 1 /* FD_CLOEXEC */, Functions.FCNTL);
                }
            }
        }
    }

    /**
     * Whether this is Linux, where these calls exist. Checked before {@link Functions} is touched, so another
     * system never loads LWJGL for nothing; callers check it before reading Linux's {@code /proc} too.
     */
    public static boolean linux() {
        return System.getProperty("os.name", "").startsWith("Linux");
    }
}
