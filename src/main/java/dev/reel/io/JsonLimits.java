package dev.reel.io;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;

/**
 * The limits a {@code .meta} file is read under, and a sentence for each in Reel's words: Jackson's own message
 * names its API ({@code StreamReadConstraints.getMaxNestingDepth()}), which tells an artist nothing.
 */
final class JsonLimits {
    static final int MAX_NESTING = 64;
    static final int MAX_STRING = 1 << 20;
    static final int MAX_NUMBER = 64;
    static final int MAX_NAME = 1024;

    private JsonLimits() {
    }

    /** Which limit {@code passed} reports, as "nesting deeper than 64 levels" and the like. */
    static String describe(StreamConstraintsException passed) {
        String said = String.valueOf(passed.getOriginalMessage());
        if (said.contains("NestingDepth")) {
            return "nesting deeper than " + MAX_NESTING + " levels of objects and arrays";
        }
        if (said.contains("StringLength")) {
            return "a string longer than " + MAX_STRING + " characters (1 MiB)";
        }
        if (said.contains("NumberLength")) {
            return "a number written with more than " + MAX_NUMBER + " characters";
        }
        if (said.contains("NameLength")) {
            return "a key longer than " + MAX_NAME + " characters";
        }
        if (said.contains("DocumentLength")) {
            return "more than " + (MetaCodec.MAX_BYTES >> 20) + " MiB of JSON";
        }
        if (said.contains("TokenCount")) {
            return "more JSON values than a .meta file may hold";
        }
        return "JSON beyond the limits a .meta file is read under";
    }
}
