package dev.reel.interop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One Godot text resource being written: its external resources, its sub-resources in the order they are made
 * (each one before whatever refers to it, as Godot reads them) and the main resource's properties.
 */
final class GodotResource {
    private final String type;
    private final Map<String, String> externals = new LinkedHashMap<>();
    private final List<String> externalSections = new ArrayList<>();
    private final List<String> subSections = new ArrayList<>();
    private final Map<String, Integer> counts = new LinkedHashMap<>();

    GodotResource(String type) {
        this.type = type;
    }

    /** The id of the external resource at {@code resPath} of {@code resourceType}, added the first time. */
    String external(String resourceType, String resPath) {
        String known = externals.get(resPath);
        if (known != null) {
            return known;
        }
        String id = (externals.size() + 1) + "_" + resourceType.toLowerCase(java.util.Locale.ROOT);
        externals.put(resPath, id);
        externalSections.add("[ext_resource type=" + GodotText.string(resourceType) + " path="
                + GodotText.string(resPath) + " id=" + GodotText.string(id) + "]\n");
        return id;
    }

    /** {@code ExtResource("id")} for the external resource at {@code resPath}. */
    String externalRef(String resourceType, String resPath) {
        return "ExtResource(" + GodotText.string(external(resourceType, resPath)) + ")";
    }

    /**
     * Adds a sub-resource of {@code subType} with its property lines ({@code name = value}); returns
     * {@code SubResource("id")} to refer to it.
     */
    String sub(String subType, String hint, List<String> lines) {
        int count = counts.merge(subType, 1, Integer::sum);
        String id = subType + "_" + (hint == null || hint.isEmpty() ? Integer.toString(count) : idPart(hint) + "_" + count);
        StringBuilder section = new StringBuilder("[sub_resource type=").append(GodotText.string(subType))
                .append(" id=").append(GodotText.string(id)).append("]\n");
        for (String line : lines) {
            section.append(line).append('\n');
        }
        subSections.add(section.toString());
        return "SubResource(" + GodotText.string(id) + ")";
    }

    /** The whole file, the main resource holding {@code lines}. */
    String text(List<String> lines) {
        StringBuilder out = new StringBuilder("[gd_resource type=").append(GodotText.string(type))
                .append(" load_steps=").append(externalSections.size() + subSections.size() + 1)
                .append(" format=3]\n\n");
        for (String section : externalSections) {
            out.append(section).append('\n');
        }
        for (String section : subSections) {
            out.append(section).append('\n');
        }
        out.append("[resource]\n");
        for (String line : lines) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    /** A name cut to letters, digits and underscores, as Godot's own ids are. */
    private static String idPart(String hint) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < hint.length() && out.length() < 24; i++) {
            char c = hint.charAt(i);
            out.append(c < 128 && Character.isLetterOrDigit(c) ? c : '_');
        }
        return out.toString();
    }
}
