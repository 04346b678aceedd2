/**
 * What Reel remembers between runs and where: {@link dev.reel.settings.ConfigFolder} finds the per-user folder
 * (overridden by {@code -Dreel.config.dir} so tests never touch the user's own) and the recovery folder inside it;
 * {@link dev.reel.settings.StoredProperties} is the small sorted {@code key=value} file, saved atomically, that the
 * window's size, recent projects and preview settings are kept in. Plain Java; it uses {@code dev.reel.io} only.
 */
package dev.reel.settings;
