/**
 * Menus, shortcuts and the command palette as one thing. Register an {@link dev.reel.ui.actions.Action} with the
 * window's {@link dev.reel.ui.actions.ActionRegistry}
 * ({@code Action.of(id, menu, title).keys("Shortcut+D").enabledWhen(...).run(...)}): {@link dev.reel.ui.actions.Menus}
 * builds the menu bar from the registry, {@link dev.reel.ui.actions.Shortcuts} routes key presses (the Space
 * shortcut, K, Delete…) to the action whose scope holds the mouse or the focus, and
 * {@link dev.reel.ui.actions.CommandPalette} finds actions by {@link dev.reel.ui.actions.FuzzyMatch}.
 *
 * <ul>
 *   <li>A panel's own keys pass {@code .scope(node())}: they work only while the mouse is over the panel or the
 *       focus is inside it, and win over window-wide keys. A menu name that is not standard becomes a new menu
 *       before Window; {@code null} lists the action in the palette only. Unregister the actions when the panel
 *       is disposed.</li>
 *   <li>Edit ▸ Cut/Copy/Paste/Delete/Select All reach a panel through an {@link dev.reel.ui.actions.EditTarget}
 *       installed on its node; text fields handle those keys themselves.</li>
 * </ul>
 * It uses {@code ui.theme} and knows no document and no panel.
 */
package dev.reel.ui.actions;
