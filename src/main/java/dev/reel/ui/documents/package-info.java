/**
 * Open documents and their files. The {@link dev.reel.ui.documents.Workspace} holds the open documents and the
 * focused one (which receives Ctrl+Z); an {@link dev.reel.ui.documents.OpenDocument} carries the command layer's
 * {@code Document}, the selection and time cursor every panel shares, its problems and its state on disk, and its
 * {@link dev.reel.ui.documents.EditingContext} (selected node, nodes added by hand, Rec, panels' views of it).
 * Here live loading ({@link dev.reel.ui.documents.DocumentLoader}, {@link dev.reel.ui.documents.Reading}), saving
 * (atomic, with {@link dev.reel.ui.documents.SaveProblems} and {@link dev.reel.ui.documents.SaveRescue} when the
 * disk refuses), the document tabs, files changed outside Reel ({@link dev.reel.ui.documents.FileWatcher},
 * {@link dev.reel.ui.documents.ProjectWatch}, {@link dev.reel.ui.documents.ExternalChanges} with its
 * {@link dev.reel.ui.documents.DiffView}) and the versions kept when one side of a conflict is not chosen
 * ({@link dev.reel.ui.documents.KeptVersions}). The questions it asks go through
 * {@link dev.reel.ui.documents.Prompts}, answered by {@link dev.reel.ui.documents.Dialogs} in the window and by
 * scripted answers in tests.
 *
 * <p>It knows no panel: what a change on disk means for a panel reaches it through the callbacks of
 * {@link dev.reel.ui.documents.ProjectWatch.Followers}. It may use the model, {@code io}, {@code edit},
 * {@code project}, {@code interop}, {@code settings} and {@code ui.theme}.
 */
package dev.reel.ui.documents;
