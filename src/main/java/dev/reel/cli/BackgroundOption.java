package dev.reel.cli;

import dev.reel.preview.Background;
import picocli.CommandLine;

import java.util.Locale;

/**
 * Reads {@code --background}: {@code transparent}, or a colour {@code #RGB}, {@code #RRGGBB} or
 * {@code #RRGGBBAA} (alpha last, as in CSS; the {@code #} may be left out). Anything else is wrong usage.
 */
final class BackgroundOption implements CommandLine.ITypeConverter<Background> {

    @Override
    public Background convert(String value) {
        String text = value.trim().toLowerCase(Locale.ROOT);
        if (text.equals("transparent")) {
            return Background.TRANSPARENT;
        }
        String digits = text.startsWith("#") ? text.substring(1) : text;
        if (!digits.matches("[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8}")) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not 'transparent' or a colour "
                    + "#RGB, #RRGGBB or #RRGGBBAA");
        }
        if (digits.length() == 3) {
            StringBuilder doubled = new StringBuilder();
            for (char digit : digits.toCharArray()) {
                doubled.append(digit).append(digit);
            }
            digits = doubled.toString();
        }
        long rgba = Long.parseLong(digits.length() == 6 ? digits + "ff" : digits, 16);
        int argb = (int) ((rgba & 0xFF) << 24 | rgba >>> 8);
        return new Background.Solid(argb);
    }
}
