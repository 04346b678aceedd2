package dev.reel.preview;

/** Run in a child JVM whose class path lacks SDL's natives: opens a renderer twice and prints the outcomes. */
public final class SdlUnavailableChild {
    private SdlUnavailableChild() {
    }

    public static void main(String[] arguments) {
        for (int attempt = 0; attempt < 2; attempt++) {
            OpenResult result = Renderer.open(64, 64, key -> null);
            if (result instanceof OpenResult.Unavailable unavailable) {
                System.out.println("UNAVAILABLE " + unavailable.message());
            } else {
                ((OpenResult.Ready) result).renderer().close();
                System.out.println("READY");
            }
        }
        System.out.println("EDITOR STILL RUNNING");
    }
}
