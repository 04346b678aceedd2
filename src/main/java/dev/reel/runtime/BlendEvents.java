package dev.reel.runtime;

import dev.reel.model.EventPolicy;

/**
 * Which side of a blend fires its events, by the incoming state's {@code events} policy and the weight of the
 * step (or draw) they fire on: {@code dominant} fires the incoming state's at weight 0.5 or more and the outgoing
 * state's below it (one of the two, never both); {@code both} fires both sides; {@code incoming} only the
 * incoming side. A state entered into a blend is at weight 0, so under {@code dominant} its start events do not
 * fire. Used by the steps ({@link AnimatorStep}) and the draws ({@link AnimatorDrawing}) alike.
 */
final class BlendEvents {
    private BlendEvents() {
    }

    /** Whether {@code a}'s incoming (current) state's events fire at {@code incoming} weight. */
    static boolean incoming(Animator a, double incoming) {
        return incoming(a.controller.policies[a.current.state], incoming);
    }

    /** Whether events of a state blending in under {@code policy} fire at {@code incoming} weight. */
    static boolean incoming(EventPolicy policy, double incoming) {
        return policy != EventPolicy.DOMINANT || incoming >= 0.5;
    }

    /** Whether {@code a}'s outgoing state's events fire at {@code incoming} weight, by the incoming state's policy. */
    static boolean outgoing(Animator a, double incoming) {
        EventPolicy policy = a.controller.policies[a.current.state];
        return policy == EventPolicy.BOTH || (policy == EventPolicy.DOMINANT && incoming < 0.5);
    }
}
