/**
 * The command line's own documentation, written from picocli's model of {@code reel} (the same descriptions,
 * defaults and exit codes {@code reel --help} prints): {@code docs/cli.md} and the man pages of the Linux
 * package. Nothing here runs when a user runs a command; it only reads the command classes' annotations.
 */
package dev.reel.cli.docs;
