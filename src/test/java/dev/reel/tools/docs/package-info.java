/**
 * Generators of the parts of the documentation that are read from the code, so that they cannot drift: the
 * shortcut tables of {@code docs/panels.md}, made from the window's action registry. Their tests fail while the
 * committed text differs from what the generator makes.
 */
package dev.reel.tools.docs;
