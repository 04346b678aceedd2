package dev.reel.tools.icons;

import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SVG path data ({@code d}) as a Java2D path: the commands M, L, H, V, C, Q and Z, absolute or relative —
 * the ones the icon files use (arcs are drawn as curves in the files instead).
 */
public final class PathData {
    private static final Pattern TOKEN = Pattern.compile("[MmLlHhVvCcQqZz]|-?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE]-?\\d+)?");

    private PathData() {
    }

    /** The path {@code d} describes; an unknown command is an error. */
    public static Path2D.Double parse(String d) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(d);
        int end = 0;
        while (matcher.find()) {
            if (!d.substring(end, matcher.start()).matches("[\\s,]*")) {
                throw new IllegalArgumentException("unsupported path data near " + d.substring(end, matcher.start()));
            }
            tokens.add(matcher.group());
            end = matcher.end();
        }
        Path2D.Double path = new Path2D.Double();
        double x = 0;
        double y = 0;
        char command = 'M';
        int index = 0;
        while (index < tokens.size()) {
            String token = tokens.get(index);
            if (Character.isLetter(token.charAt(0))) {
                command = token.charAt(0);
                index++;
                if (command == 'Z' || command == 'z') {
                    path.closePath();
                    x = path.getCurrentPoint().getX();
                    y = path.getCurrentPoint().getY();
                    continue;
                }
            }
            boolean relative = Character.isLowerCase(command);
            double baseX = relative ? x : 0;
            double baseY = relative ? y : 0;
            switch (Character.toUpperCase(command)) {
                case 'M' -> {
                    x = baseX + number(tokens, index++);
                    y = baseY + number(tokens, index++);
                    path.moveTo(x, y);
                    command = relative ? 'l' : 'L'; // further pairs after a move are lines
                }
                case 'L' -> {
                    x = baseX + number(tokens, index++);
                    y = baseY + number(tokens, index++);
                    path.lineTo(x, y);
                }
                case 'H' -> {
                    x = baseX + number(tokens, index++);
                    path.lineTo(x, y);
                }
                case 'V' -> {
                    y = baseY + number(tokens, index++);
                    path.lineTo(x, y);
                }
                case 'C' -> {
                    double x1 = baseX + number(tokens, index++);
                    double y1 = baseY + number(tokens, index++);
                    double x2 = baseX + number(tokens, index++);
                    double y2 = baseY + number(tokens, index++);
                    x = baseX + number(tokens, index++);
                    y = baseY + number(tokens, index++);
                    path.curveTo(x1, y1, x2, y2, x, y);
                }
                case 'Q' -> {
                    double x1 = baseX + number(tokens, index++);
                    double y1 = baseY + number(tokens, index++);
                    x = baseX + number(tokens, index++);
                    y = baseY + number(tokens, index++);
                    path.quadTo(x1, y1, x, y);
                }
                default -> throw new IllegalArgumentException("unsupported path command " + command);
            }
        }
        return path;
    }

    private static double number(List<String> tokens, int index) {
        if (index >= tokens.size() || Character.isLetter(tokens.get(index).charAt(0))) {
            throw new IllegalArgumentException("path data ends in the middle of a command");
        }
        return Double.parseDouble(tokens.get(index));
    }
}
