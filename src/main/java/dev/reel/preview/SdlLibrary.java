package dev.reel.preview;

import org.lwjgl.sdl.SDLError;
import org.lwjgl.sdl.SDLInit;

/**
 * Loads and starts SDL (with no subsystem: the software renderer needs no video device, so it works
 * headless) for as long as any renderer is open, and turns every way that can fail into a message. A JVM
 * that failed to load SDL's natives once cannot retry, so the first failure's message is kept and given
 * again.
 */
final class SdlLibrary {
    /** The real SDL, shared by every renderer in the process. */
    static final SdlLibrary SHARED = new SdlLibrary(SdlLibrary::startSdl, SdlLibrary::stopSdl);

    /** Starts the library, throwing (a linkage error, say) when it cannot. */
    @FunctionalInterface
    interface Start {
        void start();
    }

    private final Start start;
    private final Runnable stop;
    private int users;
    private String failure;

    SdlLibrary(Start start, Runnable stop) {
        this.start = start;
        this.stop = stop;
    }

    /** Starts SDL for one more user; null when it runs, else the message to show. */
    synchronized String acquire() {
        if (failure != null) {
            return failure;
        }
        if (users == 0) {
            try {
                start.start();
            } catch (LinkageError failed) {
                // UnsatisfiedLinkError (missing natives) and ExceptionInInitializerError (LWJGL refusing an
                // unsupported platform): a later attempt would only say "could not initialize class", so the
                // first cause is what the artist keeps seeing.
                failure = message(failed);
                return failure;
            } catch (RuntimeException failed) {
                return message(failed);
            }
        }
        users++;
        return null;
    }

    /** One user is done; the last one stops SDL. */
    synchronized void release() {
        if (users > 0 && --users == 0) {
            stop.run();
        }
    }

    /**
     * Loads SDL's natives (extracting them from their jar the first time) without calling into SDL, so that a
     * window's first preview does not wait for it; a failure is kept and given by {@link #acquire} as usual.
     * Meant for a background thread while the window is being built.
     */
    synchronized void preload() {
        if (failure != null || users > 0) {
            return;
        }
        try {
            org.lwjgl.sdl.SDL.getLibrary();
        } catch (LinkageError failed) {
            failure = message(failed);
        } catch (RuntimeException failed) {
            // acquire() tries again and says why.
        }
    }

    static String message(Throwable failed) {
        Throwable cause = failed;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String reason = cause.getMessage() == null || cause.getMessage().isBlank()
                ? cause.getClass().getSimpleName() : cause.getMessage().strip();
        return "The preview cannot start: SDL could not be loaded on this computer (" + reason
                + "). Everything else in the editor works.";
    }

    private static void startSdl() {
        if (!SDLInit.SDL_Init(0)) {
            throw new IllegalStateException("SDL_Init failed: " + SDLError.SDL_GetError());
        }
    }

    private static void stopSdl() {
        SDLInit.SDL_Quit();
    }
}
