package dev.reel.io;

import dev.reel.model.Code;

/** The {@code version=} every Reel file's root node carries. */
final class Header {
    private Header() {
    }

    /** Reads the version (1 when absent); a newer version than {@code newest} is reported. */
    static int version(Fields fields, int newest, Code code, Report report) {
        var at = fields.take("version");
        if (at == null) {
            return newest;
        }
        Double version = Values.number(at, "version", code, report);
        if (version == null) {
            return newest;
        }
        if (version != Math.rint(version) || version < 1) {
            report.add(code, at.pos(), "version must be a whole number from 1, not " + Values.show(at));
            return newest;
        }
        if (version > newest) {
            report.add(code, at.pos(), "version " + Values.show(at) + " was written by a newer Reel; this one reads up to "
                    + newest);
        }
        return (int) Math.min(version, newest);
    }
}
