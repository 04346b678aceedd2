package dev.reel.ui.dopesheet;

/** The size of an event's flag in the event lane, shared by drawing and hit testing. */
final class EventFlags {
    private EventFlags() {
    }

    /** The flag's width for an event of this name (an estimate of the label's width at the lane's font). */
    static double labelWidth(String name) {
        return 8 + 6.2 * name.length();
    }
}
