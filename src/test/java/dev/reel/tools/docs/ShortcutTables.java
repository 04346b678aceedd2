package dev.reel.tools.docs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the shortcut tables of {@code docs/panels.md} from a list of bindings, each between
 * {@code <!-- shortcuts:begin NAME -->} and {@code <!-- shortcuts:end -->}: one block "window" for the
 * window-wide keys (with their menu) and one per panel for the keys that work only over that panel.
 */
public final class ShortcutTables {
    /** The block of window-wide keys. */
    public static final String WINDOW = "window";
    private static final Pattern BLOCK = Pattern.compile(
            "<!-- shortcuts:begin ([\\w-]+) -->\\n(.*?)<!-- shortcuts:end -->", Pattern.DOTALL);

    private ShortcutTables() {
    }

    /**
     * One action with keys: the block it goes in (WINDOW or a panel's title), its menu, title and keys (several
     * joined with " or ").
     */
    public record Binding(String block, String menu, String action, String keys) {
    }

    /** Every block's table, by block name, in the order the bindings come. */
    public static Map<String, String> tables(List<Binding> bindings) {
        Map<String, List<Binding>> byBlock = new LinkedHashMap<>();
        for (Binding binding : bindings) {
            byBlock.computeIfAbsent(binding.block(), key -> new ArrayList<>()).add(binding);
        }
        Map<String, String> tables = new LinkedHashMap<>();
        byBlock.forEach((block, rows) -> {
            StringBuilder table = new StringBuilder();
            boolean window = block.equals(WINDOW);
            table.append(window ? "| menu | action | keys |\n| --- | --- | --- |\n" : "| action | keys |\n| --- | --- |\n");
            for (Binding row : rows) {
                String keys = "`" + String.join("` or `", row.keys().split(" or ")) + "`";
                table.append("| ").append(window ? row.menu() + " | " : "").append(row.action()).append(" | ")
                        .append(keys).append(" |\n");
            }
            tables.put(block, table.toString());
        });
        return tables;
    }

    /** The blocks of a document, by name, with their text between the markers. */
    public static Map<String, String> blocks(String document) {
        Map<String, String> blocks = new LinkedHashMap<>();
        Matcher matcher = BLOCK.matcher(document);
        while (matcher.find()) {
            blocks.put(matcher.group(1), matcher.group(2));
        }
        return blocks;
    }

    /** The document with each block's text replaced by its table; a block with no table is left empty. */
    public static String splice(String document, Map<String, String> tables) {
        Matcher matcher = BLOCK.matcher(document);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String name = matcher.group(1);
            matcher.appendReplacement(out, Matcher.quoteReplacement("<!-- shortcuts:begin " + name + " -->\n"
                    + tables.getOrDefault(name, "") + "<!-- shortcuts:end -->"));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
