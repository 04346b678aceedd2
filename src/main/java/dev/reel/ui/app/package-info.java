/**
 * The application shell: the launcher ({@link dev.reel.ui.app.Main}, {@link dev.reel.ui.app.ReelApp}), one
 * project's {@link dev.reel.ui.app.EditorWindow} with its layout, menus, shortcuts and command palette, the
 * {@link dev.reel.ui.app.Workspace} of open documents (the focused one receives Ctrl+Z), atomic saves, the file
 * watcher and focus rescan that notice files changed outside Reel, autosave and crash recovery, long-task
 * running, and the settings remembered per project under the config folder. It holds no model logic: every
 * edit is a command of {@code dev.reel.edit.cmd} executed on a document.
 *
 * <h2>Plugging a panel in</h2>
 * <ul>
 *   <li>Implement {@link dev.reel.ui.app.EditorPanel}: {@code title()}, {@code node()} (built once),
 *       {@code documentChanged(document, change)} — called when the focused document changes ({@code change}
 *       null, {@code document} null when none is open) and after every change of its value (edit, undo, redo,
 *       reload, save, gesture preview) — and {@code dispose()}, which must remove every listener, action and
 *       thread the panel added.</li>
 *   <li>Put the panel's factory in its {@link dev.reel.ui.app.PanelSlot}'s line of
 *       {@link dev.reel.ui.app.PanelCatalog#standard()}: PREVIEW (the centre), ANIMATION, ANIMATOR, SHEET (the
 *       tabs below). The factory receives a {@link dev.reel.ui.app.PanelContext}.</li>
 *   <li>The context gives the {@link dev.reel.ui.app.Workspace} (open documents, the focused one; an
 *       {@link dev.reel.ui.app.OpenDocument} carries the command layer's {@code Document}, the shared selection
 *       and time cursor — {@code select(ids)}, {@code setTimeCursor(t)} — and the document's problems), the
 *       {@link dev.reel.ui.app.ActionRegistry}, the {@link dev.reel.ui.app.Tasks} runner for work off the
 *       JavaFX thread with progress and Cancel, cached thumbnails, {@link dev.reel.ui.app.Creation} and ways to
 *       open a file, show a line in Source, bring a panel forward and write to the status bar.</li>
 *   <li>Menu items, palette entries and shortcuts are one thing: register an {@link dev.reel.ui.app.Action}
 *       ({@code Action.of(id, menu, title).keys("Shortcut+D").enabledWhen(...).run(...)}). A panel's own
 *       keys (Space, K, Delete in a dope sheet) pass {@code .scope(node())}: they then work only while the mouse
 *       is over the panel or the focus is inside it, and take precedence over window-wide keys. A menu name
 *       that is not standard becomes a new menu before Window; {@code null} lists the action in the palette
 *       only. Unregister the actions in {@code dispose()}.</li>
 *   <li>Edit ▸ Cut/Copy/Paste/Delete/Select All reach a panel through an {@link dev.reel.ui.app.EditTarget}
 *       installed on its node; text fields handle those keys themselves.</li>
 *   <li>Every change is a command on {@code document.document()}: {@code execute} for one step (typing with
 *       a merge key merges until {@code breakMerge()}), {@code gesture(label)} for a drag, {@code transaction}
 *       for several commands as one step. Never change a model value any other way.</li>
 * </ul>
 */
package dev.reel.ui.app;
