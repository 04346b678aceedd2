/**
 * One small class per kind of edit ({@code MoveKeys}, {@code AddTransition}, ...): the ids and new values it
 * needs and a pure {@code apply} from the old document value to the new one.
 */
package dev.reel.edit.cmd;
