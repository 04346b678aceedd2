package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A Spine draw-order key as the whole order Reel keys. Spine lists only the slots that move, each with an offset
 * from its setup place; the slots that do not move fill the places left, keeping their setup order.
 */
final class SpineDrawOrder {
    private SpineDrawOrder() {
    }

    /** The order, every slot once, or null when an offset names an unknown slot or leaves the order. */
    static List<String> order(List<String> slots, JsonNode offsets) {
        offsets = SkeletonProblems.items(offsets);
        if (offsets.isEmpty()) {
            return slots;
        }
        int[] pairs = new int[2 * offsets.size()];
        for (int i = 0; i < offsets.size(); i++) {
            pairs[2 * i] = slots.indexOf(SpineNames.of(offsets.get(i).path("slot").asText("")));
            pairs[2 * i + 1] = offsets.get(i).path("offset").asInt(0);
        }
        return order(slots, pairs);
    }

    /**
     * The order from (slot index, offset) pairs in increasing slot order, or null when a slot is unknown, out of
     * order or moved outside the order.
     */
    static List<String> order(List<String> slots, int[] pairs) {
        int n = slots.size();
        int[] order = new int[n];
        Arrays.fill(order, -1);
        int[] unchanged = new int[n];
        int kept = 0;
        int original = 0;
        for (int p = 0; p + 1 < pairs.length; p += 2) {
            int slot = pairs[p];
            if (slot < original || slot >= n) {
                return null;
            }
            while (original != slot) {
                unchanged[kept++] = original++;
            }
            int to = original + pairs[p + 1];
            if (to < 0 || to >= n || order[to] != -1) {
                return null;
            }
            order[to] = original++;
        }
        while (original < n) {
            unchanged[kept++] = original++;
        }
        for (int i = n - 1; i >= 0; i--) {
            if (order[i] == -1) {
                if (kept == 0) {
                    return null;
                }
                order[i] = unchanged[--kept];
            }
        }
        List<String> names = new ArrayList<>(n);
        for (int index : order) {
            names.add(slots.get(index));
        }
        return names;
    }
}
