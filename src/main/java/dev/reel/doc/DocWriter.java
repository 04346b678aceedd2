package dev.reel.doc;

/** Writes a {@link DocFile} in Reel's canonical layout. */
public final class DocWriter {
    private DocWriter() {
    }

    public static String write(DocFile file) {
        throw new UnsupportedOperationException("not yet");
    }
}
