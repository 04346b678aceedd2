package dev.reel.preview;

import org.lwjgl.system.JNI;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.system.linux.DynamicLinkLoader;

/**
 * The calls into the C library the editor needs on Linux, made through LWJGL (which the preview loads anyway):
 * setting a variable of the process's own environment before GTK reads it (and reading it back), and handing
 * the C heap's free pages back to the system. Each does nothing, and says so by its result, anywhere else or
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

        static {
            long setenv = 0L;
            long getenv = 0L;
            long mallocTrim = 0L;
            try {
                long libc = DynamicLinkLoader.dlopen("libc.so.6",
                        DynamicLinkLoader.RTLD_LAZY | DynamicLinkLoader.RTLD_NOLOAD);
                if (libc != 0L) {
                    setenv = DynamicLinkLoader.dlsym(libc, "setenv");
                    getenv = DynamicLinkLoader.dlsym(libc, "getenv");
                    mallocTrim = DynamicLinkLoader.dlsym(libc, "malloc_trim");
                }
            } catch (RuntimeException | LinkageError unavailable) {
                setenv = 0L;
                getenv = 0L;
                mallocTrim = 0L;
            }
            SETENV = setenv;
            GETENV = getenv;
            MALLOC_TRIM = mallocTrim;
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

    /** Checked before {@link Functions} is touched, so another system never loads LWJGL for nothing. */
    private static boolean linux() {
        return System.getProperty("os.name", "").startsWith("Linux");
    }
}
