package dev.reel.reliability;

import dev.reel.model.Code;

import java.util.function.Supplier;

/**
 * One hostile input and how to feed it to Reel: {@code run} returns the printed report (command output or
 * formatted diagnostics), which must name {@code code} — the input was recognised, not crashed on.
 *
 * @param code  the diagnostic the input must produce
 * @param input a few words naming the input
 * @param run   feeds the input once and returns the report
 */
public record HostileCase(Code code, String input, Supplier<String> run) {
}
