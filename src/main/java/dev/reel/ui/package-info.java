/**
 * The JavaFX editor: the only package that may import {@code javafx.*}. Its subpackages hold the window and
 * its panels; each panel edits documents only through the command layer of {@code dev.reel.edit}.
 */
package dev.reel.ui;
