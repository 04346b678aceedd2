package dev.reel.runtime;

import dev.reel.model.Condition;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A graph's transitions compiled for {@link TransitionRules}, the part of {@link CompiledController} that depends
 * only on the flat transition list and the state and parameter indices: parallel arrays in file order (their
 * priority), conditions as (parameter, operator, operand) with the outcome mask a compare selects, and per
 * state the candidates in evaluation order. A transition naming an unknown state, or a condition on an unknown
 * parameter, is left out (ANC001 is the import's error), so it never fires.
 */
final class TransitionTable {
    final int[] from;
    final int[] to;
    final double[] durations;
    /** Passes of the source clip to wait for, NaN when none. */
    final double[] exitTimes;
    final boolean[] interrupts;
    final int[] conditionStart;
    final int[] conditionParam;
    final int[] conditionOp;
    final int[] conditionMask;
    final double[] conditionOperand;
    final double[] conditionValue;
    final int[] any;
    final int[][] fromState;
    /** Per state, in evaluation order: the any transitions that do not lead to it, then its own. */
    final int[][] candidates;
    /** The same, only those that may interrupt a blend. */
    final int[][] interruptCandidates;
    final boolean[] timedCandidates;
    final boolean[] timedInterruptCandidates;

    TransitionTable(List<Transition> transitions, Map<String, Integer> stateIndex, Map<String, Integer> paramIndex,
                    int stateCount) {
        List<Transition> kept = new ArrayList<>();
        int conditions = 0;
        for (Transition transition : transitions) {
            if (usable(transition, stateIndex, paramIndex)) {
                kept.add(transition);
                conditions += transition.conditions().size();
            }
        }
        int count = kept.size();
        from = new int[count];
        to = new int[count];
        durations = new double[count];
        exitTimes = new double[count];
        interrupts = new boolean[count];
        conditionStart = new int[count + 1];
        conditionParam = new int[conditions];
        conditionOp = new int[conditions];
        conditionValue = new double[conditions];
        conditionMask = new int[conditions];
        conditionOperand = new double[conditions];
        List<Integer> anyList = new ArrayList<>();
        List<List<Integer>> byState = new ArrayList<>();
        for (int i = 0; i < stateCount; i++) {
            byState.add(new ArrayList<>());
        }
        int at = 0;
        for (int i = 0; i < count; i++) {
            Transition transition = kept.get(i);
            from[i] = transition.fromAny() ? -1 : stateIndex.get(transition.from());
            to[i] = stateIndex.get(transition.to());
            durations[i] = Math.max(0, transition.duration());
            exitTimes[i] = transition.exitTime() == null ? Double.NaN : transition.exitTime();
            interrupts[i] = transition.interrupt();
            conditionStart[i] = at;
            for (Condition condition : transition.conditions()) {
                conditionParam[at] = paramIndex.get(condition.param());
                conditionOp[at] = ConditionOps.operator(condition.op());
                conditionValue[at] = ConditionOps.number(condition.value());
                conditionMask[at] = ConditionOps.mask(conditionOp[at]);
                conditionOperand[at] = conditionOp[at] == CompiledController.TRUTHY ? 0 : conditionValue[at];
                at++;
            }
            (transition.fromAny() ? anyList : byState.get(from[i])).add(i);
        }
        conditionStart[count] = at;
        any = anyList.stream().mapToInt(Integer::intValue).toArray();
        fromState = new int[stateCount][];
        for (int i = 0; i < stateCount; i++) {
            fromState[i] = byState.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        candidates = new int[stateCount][];
        interruptCandidates = new int[stateCount][];
        timedCandidates = new boolean[stateCount];
        timedInterruptCandidates = new boolean[stateCount];
        for (int i = 0; i < stateCount; i++) {
            List<Integer> all = new ArrayList<>();
            for (int transition : any) {
                if (to[transition] != i) {
                    all.add(transition);
                }
            }
            for (int transition : fromState[i]) {
                all.add(transition);
            }
            List<Integer> interrupting = new ArrayList<>();
            for (int transition : all) {
                if (interrupts[transition]) {
                    interrupting.add(transition);
                }
                boolean timed = !Double.isNaN(exitTimes[transition]);
                timedCandidates[i] |= timed;
                timedInterruptCandidates[i] |= timed && interrupts[transition];
            }
            candidates[i] = all.stream().mapToInt(Integer::intValue).toArray();
            interruptCandidates[i] = interrupting.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static boolean usable(Transition transition, Map<String, Integer> stateIndex,
                                  Map<String, Integer> paramIndex) {
        if (!transition.fromAny() && !stateIndex.containsKey(transition.from())) {
            return false;
        }
        if (!stateIndex.containsKey(transition.to())) {
            return false;
        }
        for (Condition condition : transition.conditions()) {
            if (!paramIndex.containsKey(condition.param())) {
                return false;
            }
        }
        return true;
    }
}
