/**
 * How the editor looks: {@link dev.reel.ui.theme.Theme} applies the AtlantaFX base and Reel's stylesheet to the
 * window and to every dialog, popup and alert it opens (use {@code Theme.alert} for a styled, window-modal alert),
 * and {@link dev.reel.ui.theme.Icons} gives each action its icon. It knows nothing else of Reel.
 */
package dev.reel.ui.theme;
