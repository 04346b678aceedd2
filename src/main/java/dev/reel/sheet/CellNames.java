package dev.reel.sheet;

/**
 * How cells are named: the PNG's file name without its extension, an underscore and the cell's index in
 * three digits ({@code hero_000}), or as many digits as the last index needs, so that name order is cell
 * order.
 */
public final class CellNames {
    private CellNames() {
    }

    /** {@code hero} for {@code assets/hero.png} (only the last extension goes: {@code a.b.png} gives {@code a.b}). */
    public static String baseName(String sheetPath) {
        int slash = Math.max(sheetPath.lastIndexOf('/'), sheetPath.lastIndexOf('\\'));
        String file = sheetPath.substring(slash + 1);
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }

    /** The name of cell {@code index} of {@code count} cells of the sheet whose base name is {@code base}. */
    public static String name(String base, int index, int count) {
        int digits = Math.max(3, Integer.toString(Math.max(0, count - 1)).length());
        StringBuilder name = new StringBuilder(base.length() + 1 + digits).append(base).append('_');
        String number = Integer.toString(index);
        name.append("0".repeat(Math.max(0, digits - number.length()))).append(number);
        return name.toString();
    }

    /** The sprite asset path of a cell: {@code assets/hero.png#hero_000}. */
    public static String assetPath(String sheetPath, String cellName) {
        return sheetPath + "#" + cellName;
    }
}
