package dev.reel.model;

import java.util.List;

/**
 * The settings in {@code project.aego}.
 *
 * @param name     shown in the window title
 * @param tickRate fixed steps per second (60 by default)
 * @param events   the declared animation events
 * @param extras   of the {@code project} node
 * @param animationExtras of the {@code animation} node that holds the event declarations
 * @param fileExtras file-level comments and unknown top-level nodes
 */
public record Project(int version, String name, int tickRate, List<EventDecl> events, Extras extras,
                      Extras animationExtras, Extras fileExtras) {

    /** Events the engine declares for its built-in clips; every project may use them. */
    public static final List<EventDecl> ENGINE_EVENTS = List.of(
            new EventDecl("Footstep", null, Extras.NONE),
            new EventDecl("Hit", "float", Extras.NONE));

    public Project {
        events = List.copyOf(events);
    }

    /** Whether {@code eventName} is declared by this project or by the engine. */
    public boolean declares(String eventName) {
        return events.stream().anyMatch(decl -> decl.name().equals(eventName)) || engineDeclares(eventName);
    }

    /** Whether the engine declares {@code eventName} for its built-in clips. */
    public static boolean engineDeclares(String eventName) {
        return ENGINE_EVENTS.stream().anyMatch(decl -> decl.name().equals(eventName));
    }
}
