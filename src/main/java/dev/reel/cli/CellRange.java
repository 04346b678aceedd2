package dev.reel.cli;

import picocli.CommandLine;

/**
 * The {@code A..B} of {@code reel flipbook --cells}: two ends, each a cell name ({@code hero_000}) or an index
 * into the sheet's cells in name order ({@code 0}), inclusive.
 */
record CellRange(String first, String last) {

    /** Reads {@code A..B}; anything else is wrong usage. */
    static final class Converter implements CommandLine.ITypeConverter<CellRange> {
        @Override
        public CellRange convert(String value) {
            int dots = value.indexOf("..");
            if (dots <= 0 || dots + 2 >= value.length()) {
                throw new CommandLine.TypeConversionException("'" + value
                        + "' is not a range A..B of cell indices (0..5) or names (hero_000..hero_005)");
            }
            return new CellRange(value.substring(0, dots), value.substring(dots + 2));
        }
    }

    @Override
    public String toString() {
        return first + ".." + last;
    }
}
