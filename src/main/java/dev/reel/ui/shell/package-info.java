/**
 * The window shell. {@link dev.reel.ui.shell.ReelApp} is the JavaFX application; one project's
 * {@link dev.reel.ui.shell.EditorWindow} composes the rooms that build and own their parts — the
 * {@code WindowDocuments}, {@code WindowActions}, {@code WindowPlayback}, {@code WindowRecovery} and
 * {@code WindowProjects} of {@code ui.documents}, {@code ui.actions}, {@code ui.playback}, {@code ui.recovery} and
 * {@code ui.projects}, and its own {@link dev.reel.ui.shell.WindowPanels} — with the layout of panels ({@link dev.reel.ui.shell.WindowLayout}, remembered by {@link dev.reel.ui.shell.WindowMemory}),
 * the {@link dev.reel.ui.shell.StatusBar}, long tasks ({@link dev.reel.ui.shell.Tasks}) and the notices of failures
 * ({@link dev.reel.ui.shell.FailureNotice}, {@link dev.reel.ui.shell.UnexpectedErrors},
 * {@link dev.reel.ui.shell.ErrorLog}) and Edit ▸ Preferences… ({@code EditorPreferences}: the time notation,
 * kept in {@code editor.properties}). This is the one package that knows every panel.
 *
 * <h2>Plugging a panel in</h2>
 * <ul>
 *   <li>Implement {@link dev.reel.ui.shell.EditorPanel}: {@code title()}, {@code node()} (built once),
 *       {@code documentChanged(document, change)} — called when the focused document changes ({@code change}
 *       null, {@code document} null when none is open) and after every change of its value (edit, undo, redo,
 *       reload, save, gesture preview) — {@code shownChanged(shown)} when its tab is shown or hidden, and
 *       {@code dispose()}, which must remove every listener, action and thread the panel added.</li>
 *   <li>Put the panel's factory in its {@link dev.reel.ui.shell.PanelSlot}'s line of
 *       {@link dev.reel.ui.shell.PanelCatalog#standard()}: PREVIEW (the centre), ANIMATION, ANIMATOR, SHEET (the
 *       tabs below). The factory receives a {@link dev.reel.ui.shell.PanelContext}.</li>
 *   <li>The context is the only way a panel reaches the window and the other panels: it gives the
 *       {@code Workspace} of open documents, the {@code ActionRegistry}, the {@link dev.reel.ui.shell.Tasks} runner
 *       for work off the JavaFX thread with progress and Cancel, the shared playback, cached thumbnails,
 *       {@code Creation}, and ways to open a file, show a line in Source, bring a panel forward and write to the
 *       status bar. No panel package imports another panel package.</li>
 *   <li>Every change is a command on {@code document.document()}: {@code execute} for one step (typing with
 *       a merge key merges until {@code breakMerge()}), {@code gesture(label)} for a drag, {@code transaction}
 *       for several commands as one step. Never change a model value any other way.</li>
 * </ul>
 */
package dev.reel.ui.shell;
