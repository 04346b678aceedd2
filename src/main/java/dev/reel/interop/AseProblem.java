package dev.reel.interop;

import dev.reel.model.Code;

/** A file that cannot be read on, found at a byte offset; turned into a diagnostic by the reader. */
final class AseProblem extends Exception {
    private final Code code;
    private final long offset;

    AseProblem(Code code, long offset, String message) {
        super(message, null, false, false);
        this.code = code;
        this.offset = offset;
    }

    Code code() {
        return code;
    }

    long offset() {
        return offset;
    }
}
