package dev.reel.edit.graph;

import dev.reel.model.Controller;
import dev.reel.model.State;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Whether two values of a controller differ only in where their states' boxes sit on the graph, as every frame of
 * a state drag does: such a change moves boxes and arrows and nothing else (no outline row, no form, no preview
 * frame reads a box's place), so what does not draw the graph can let it pass.
 */
public final class PlaceChange {
    private PlaceChange() {
    }

    /**
     * The ids of the states whose position is all that differs from {@code before} to {@code after} (empty when
     * nothing differs), or null when anything else differs: another transition, state, pill position or setting.
     */
    public static Set<Long> movedStates(Controller before, Controller after) {
        if (before == null || after == null || before.states().size() != after.states().size()
                || !sameItems(before.transitions(), after.transitions())
                || !Objects.equals(before.entry(), after.entry()) || !Objects.equals(before.entryPos(), after.entryPos())
                || !Objects.equals(before.anyPos(), after.anyPos()) || before.version() != after.version()
                || !Objects.equals(before.ease(), after.ease()) || !sameItems(before.params(), after.params())
                || !sameItems(before.machines(), after.machines()) || !sameItems(before.layers(), after.layers())) {
            return null;
        }
        Set<Long> moved = new HashSet<>();
        for (int i = 0; i < after.states().size(); i++) {
            State was = before.states().get(i);
            State now = after.states().get(i);
            if (was == now) {
                continue;
            }
            if (was.id() != now.id() || !was.withPos(now.pos()).equals(now)) {
                return null;
            }
            if (!Objects.equals(was.pos(), now.pos())) {
                moved.add(now.id());
            }
        }
        return moved;
    }

    /** Whether {@code after} is {@code before} with some states moved, or the same (both controllers, not null). */
    public static boolean onlyMoved(Object before, Object after) {
        return before instanceof Controller was && after instanceof Controller now && movedStates(was, now) != null;
    }

    private static boolean sameItems(List<?> before, List<?> after) {
        if (before == after) {
            return true;
        }
        if (before.size() != after.size()) {
            return false;
        }
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i) != after.get(i) && !before.get(i).equals(after.get(i))) {
                return false;
            }
        }
        return true;
    }
}
