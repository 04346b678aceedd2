package dev.reel.model;

/**
 * An animation event a project declares.
 *
 * @param payload the payload type word ({@code float} or {@code int}), or null for none
 */
public record EventDecl(String name, String payload, Extras extras) {
}
