/**
 * The {@code reel} command line (picocli): headless subcommands that check, play, replay, slice and export
 * what the editor edits, with machine-readable {@code --json} output and non-zero exits on errors. It may use
 * every package but the user interface.
 */
package dev.reel.cli;
