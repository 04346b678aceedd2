package dev.reel.ui.recovery;

import java.nio.file.Path;

/** A process that holds a recovery session with one document until it is killed (for {@link RecoverySessionTest}). */
public final class SessionChild {
    private SessionChild() {
    }

    public static void main(String[] args) throws Exception {
        RecoverySession session = RecoverySession.start(Path.of(args[0]));
        session.write(Path.of(args[1]), "anim/run.aeanim", args[2]);
        System.out.println("READY " + session.folder());
        System.out.flush();
        Thread.sleep(120_000);
    }
}
