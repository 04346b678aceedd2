package dev.reel.cli;

import picocli.CommandLine;

/** Two whole numbers written {@code X,Y} on the command line, as sizes, offsets and paddings are. */
record IntPair(int first, int second) {

    /** Reads {@code X,Y}; anything else is wrong usage. */
    static final class Exact implements CommandLine.ITypeConverter<IntPair> {
        @Override
        public IntPair convert(String value) {
            String[] parts = value.split(",", -1);
            if (parts.length != 2) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not two whole numbers X,Y");
            }
            return new IntPair(whole(parts[0], value), whole(parts[1], value));
        }
    }

    /** Reads {@code W} or {@code W,H}; a missing H is 0, which the strip slicer takes as the sheet's height. */
    static final class WidthAndOptionalHeight implements CommandLine.ITypeConverter<IntPair> {
        @Override
        public IntPair convert(String value) {
            String[] parts = value.split(",", -1);
            if (parts.length > 2) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not W or W,H (whole numbers)");
            }
            return new IntPair(whole(parts[0], value), parts.length == 2 ? whole(parts[1], value) : 0);
        }
    }

    private static int whole(String part, String value) {
        try {
            return Integer.parseInt(part.trim());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' holds '" + part
                    + "', which is not a whole number");
        }
    }
}
