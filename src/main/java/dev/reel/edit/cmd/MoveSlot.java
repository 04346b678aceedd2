package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.List;

/**
 * Moves a slot to another place in the setup draw order (the slots' order: first drawn first, the last on top);
 * {@code index} is its place afterwards.
 */
public record MoveSlot(String slot, int index) implements Command<Rig> {

    @Override
    public String label() {
        return "Reorder slot " + slot;
    }

    @Override
    public Rig apply(Rig rig) {
        int from = rig.slotIndex(slot);
        if (from < 0) {
            throw new IllegalArgumentException("no slot " + slot);
        }
        if (index < 0 || index >= rig.slots().size()) {
            throw new IllegalArgumentException("no place " + index + " among " + rig.slots().size() + " slots");
        }
        List<Slot> slots = new ArrayList<>(rig.slots());
        slots.add(index, slots.remove(from));
        return rig.withSlots(slots);
    }
}
