/**
 * The command layer: documents as immutable values with one undo history each, commands, transactions and
 * gestures. Plain Java, so every edit is tested without a screen; panels only call in here.
 */
package dev.reel.edit;
