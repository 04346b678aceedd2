package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;
import dev.reel.model.Machine;

import java.util.ArrayList;
import java.util.List;

/**
 * Renames a sub-state machine of the graph to a name no other box of it has, and every transition from or to
 * its box and the graph's entry with it, so the graph stays connected. Typing the name merges into one step.
 */
public record RenameMachine(long machineId, String name) implements Command<Controller> {

    @Override
    public String label() {
        return "Rename sub-state machine " + name;
    }

    @Override
    public Controller apply(Controller graph) {
        Machine machine = MachineParts.machine(graph, machineId);
        String old = machine.name();
        if (old.equals(name)) {
            return graph;
        }
        MachineParts.freeBoxName(graph, name);
        List<Machine> machines = new ArrayList<>(graph.machines());
        machines.replaceAll(each -> each.id() != machineId ? each : new Machine(each.id(), name, each.entry(),
                each.pos(), each.states(), each.machines(), each.transitions(), each.extras(), each.pills()));
        Controller renamed = ControllerParts.changeTransitions(graph.withMachines(machines), transition -> {
            boolean from = transition.from().equals(old);
            boolean to = transition.to().equals(old);
            return from || to ? ControllerParts.withFrom(transition, from ? name : transition.from(),
                    to ? name : transition.to()) : transition;
        });
        return graph.entry().equals(old) ? renamed.withEntry(name) : renamed;
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("machine-name", machineId);
    }
}
