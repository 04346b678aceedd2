/**
 * Help ▸ Getting Started: the tutorial of {@code docs/getting-started.md}, shipped in the jar as a classpath
 * resource with its screenshots, read by a small Markdown reader ({@link dev.reel.ui.help.Markdown}, the subset the
 * tutorial uses) and shown as JavaFX nodes in a window of its own ({@link dev.reel.ui.help.GettingStartedWindow});
 * and {@link dev.reel.ui.help.HelpViews}: Help ▸ Keyboard Shortcuts, made from the action registry, and Help ▸
 * About. It uses {@code ui.actions} and {@code ui.theme}.
 */
package dev.reel.ui.help;
