package dev.reel.preview;

import org.lwjgl.system.JNI;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.system.linux.DynamicLinkLoader;

/**
 * The two calls into the C library the editor needs on Linux, made through LWJGL (which the preview loads
 * anyway): setting a variable of the process's own environment before GTK reads it, and handing the C heap's
 * free pages back to the system. Both do nothing, and say so by their result, anywhere else or when the C
 * library is not glibc.
 */
public final class LibC {
    private static final Object LOCK = new Object();
    private static long setenv;
    private static long mallocTrim;
    private static long getenv;
    private static boolean looked;

    private LibC() {
    }

    /**
     * Sets {@code name} to {@code value} in the process's environment as C code sees it (Java's own
     * {@link System#getenv} is a copy made at start-up and does not change). Meant for the very start, before
     * other threads read the environment. Returns whether it was set; never throws.
     */
    public static boolean setenv(String name, String value) {
        long function = function(true);
        if (function == 0L) {
            return false;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            return JNI.invokePPI(MemoryUtil.memAddress(stack.UTF8(name)), MemoryUtil.memAddress(stack.UTF8(value)),
                    1, function) == 0;
        } catch (RuntimeException | LinkageError failed) {
            return false;
        }
    }

    /** The variable {@code name} as C code sees it, or null when unset (or off Linux). Never throws. */
    public static String getenv(String name) {
        long function;
        synchronized (LOCK) {
            function(false);
            function = getenv;
        }
        if (function == 0L) {
            return null;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            return MemoryUtil.memUTF8Safe(JNI.invokePP(MemoryUtil.memAddress(stack.UTF8(name)), function));
        } catch (RuntimeException | LinkageError failed) {
            return null;
        }
    }

    /**
     * Gives the free memory at the top and inside the C heap's arenas back to the system ({@code malloc_trim(0)}),
     * which glibc otherwise keeps for later allocations. Returns whether anything was given back.
     */
    public static boolean trimNativeHeap() {
        long function = function(false);
        if (function == 0L) {
            return false;
        }
        try {
            return JNI.invokeI(0, function) != 0;
        } catch (RuntimeException | LinkageError failed) {
            return false;
        }
    }

    private static long function(boolean wantSetenv) {
        synchronized (LOCK) {
            if (!looked) {
                looked = true;
                lookUp();
            }
            return wantSetenv ? setenv : mallocTrim;
        }
    }

    private static void lookUp() {
        try {
            if (!System.getProperty("os.name", "").startsWith("Linux")) {
                return;
            }
            long libc = DynamicLinkLoader.dlopen("libc.so.6",
                    DynamicLinkLoader.RTLD_LAZY | DynamicLinkLoader.RTLD_NOLOAD);
            if (libc == 0L) {
                return;
            }
            setenv = DynamicLinkLoader.dlsym(libc, "setenv");
            mallocTrim = DynamicLinkLoader.dlsym(libc, "malloc_trim");
            getenv = DynamicLinkLoader.dlsym(libc, "getenv");
        } catch (RuntimeException | LinkageError unavailable) {
            setenv = 0L;
            mallocTrim = 0L;
            getenv = 0L;
        }
    }
}
