package dev.reel.launch;

import org.lwjgl.system.JNI;
import org.lwjgl.system.jni.JNINativeInterface;
import org.lwjgl.system.linux.DynamicLinkLoader;

import java.io.IOException;
import java.lang.ref.Reference;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
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
 *
 * <p>It uses only LWJGL's core: its native library, {@link JNI}'s calls by address and {@link DynamicLinkLoader}.
 * The C strings and arrays it passes are direct byte buffers, whose addresses JNI itself gives
 * ({@link JNINativeInterface#GetDirectBufferAddress}), not LWJGL's {@code MemoryUtil} and {@code MemoryStack}:
 * the editor's restart ({@link #exec}) runs in a Java that does nothing else, and starting {@code MemoryUtil}
 * there (its memory back end, allocator and stack, some 25 classes and spun lambdas) was about 40% of the
 * time that Java spent on LWJGL before it was replaced.
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
        static final long STRLEN;

        static {
            long[] found = new long[8];
            try {
                ByteBuffer soName = cString("libc.so.6");
                long libc = DynamicLinkLoader.ndlopen(address(soName),
                        DynamicLinkLoader.RTLD_LAZY | DynamicLinkLoader.RTLD_NOLOAD);
                Reference.reachabilityFence(soName);
                if (libc != 0L) {
                    String[] names = {"setenv", "getenv", "malloc_trim", "execv", "fcntl", "sigprocmask",
                        "setpriority", "strlen"};
                    for (int i = 0; i < names.length; i++) {
                        ByteBuffer name = cString(names[i]);
                        found[i] = DynamicLinkLoader.ndlsym(libc, address(name));
                        Reference.reachabilityFence(name);
                    }
                }
            } catch (RuntimeException | LinkageError unavailable) {
                found = new long[8];
            }
            SETENV = found[0];
            GETENV = found[1];
            MALLOC_TRIM = found[2];
            EXECV = found[3];
            FCNTL = found[4];
            SIGPROCMASK = found[5];
            SETPRIORITY = found[6];
            STRLEN = found[7];
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
        try {
            ByteBuffer cName = cString(name);
            ByteBuffer cValue = cString(value);
            boolean set = JNI.invokePPI(address(cName), address(cValue), 1, Functions.SETENV) == 0;
            Reference.reachabilityFence(cName);
            Reference.reachabilityFence(cValue);
            return set;
        } catch (RuntimeException | LinkageError failed) {
            return false;
        }
    }

    /** The variable {@code name} as C code sees it, or null when unset (or off Linux). Never throws. */
    public static String getenv(String name) {
        if (!linux() || Functions.GETENV == 0L || Functions.STRLEN == 0L) {
            return null;
        }
        try {
            ByteBuffer cName = cString(name);
            long value = JNI.invokePP(address(cName), Functions.GETENV);
            Reference.reachabilityFence(cName);
            if (value == 0L) {
                return null;
            }
            ByteBuffer text = JNINativeInterface.nNewDirectByteBuffer(value, JNI.invokePP(value, Functions.STRLEN));
            byte[] bytes = new byte[text.remaining()];
            text.get(bytes);
            return new String(bytes, StandardCharsets.UTF_8);
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
                || argv.isEmpty() || pointerSize() != Long.BYTES) {
            return false;
        }
        try {
            closeOtherFilesOnExec();
            List<ByteBuffer> strings = new ArrayList<>(argv.size());
            ByteBuffer pointers = ByteBuffer.allocateDirect((argv.size() + 1) * Long.BYTES)
                    .order(ByteOrder.nativeOrder());
            for (byte[] arg : argv) {
                ByteBuffer text = cString(arg);
                strings.add(text);
                pointers.putLong(address(text));
            }
            pointers.putLong(0L);
            ByteBuffer none = ByteBuffer.allocateDirect(128); // an empty sigset_t (glibc's is 128 bytes), zeroed
            JNI.invokePPI(2 /* SIG_SETMASK */, address(none), 0L, Functions.SIGPROCMASK);
            JNI.invokePPI(address(strings.get(0)), address(pointers), Functions.EXECV);
            Reference.reachabilityFence(strings);
            Reference.reachabilityFence(pointers);
            Reference.reachabilityFence(none);
            return false;
        } catch (RuntimeException | LinkageError | IOException failed) {
            return false;
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

    /** {@code text} in UTF-8 as a NUL-terminated C string, in a direct buffer (freed when it is unreachable). */
    private static ByteBuffer cString(String text) {
        return cString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** {@code bytes} and a terminating NUL in a direct buffer (freed when it is unreachable). */
    private static ByteBuffer cString(byte[] bytes) {
        ByteBuffer text = ByteBuffer.allocateDirect(bytes.length + 1);
        text.put(bytes).put((byte) 0);
        return text;
    }

    /** The address of the first byte of the direct buffer {@code direct} (keep it reachable while C uses it). */
    private static long address(ByteBuffer direct) {
        return JNINativeInterface.GetDirectBufferAddress(direct);
    }

    /** The size of a C pointer in bytes, as this Java reports it (8 on the 64-bit systems LWJGL ships for). */
    private static int pointerSize() {
        return "32".equals(System.getProperty("sun.arch.data.model")) ? Integer.BYTES : Long.BYTES;
    }

    /**
     * Whether this is Linux, where these calls exist. Checked before {@link Functions} is touched, so another
     * system never loads LWJGL for nothing; callers check it before reading Linux's {@code /proc} too.
     */
    public static boolean linux() {
        return System.getProperty("os.name", "").startsWith("Linux");
    }
}
