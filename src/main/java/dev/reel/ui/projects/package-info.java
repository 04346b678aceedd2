/**
 * Projects as a whole, before and beside editing: the {@link dev.reel.ui.projects.WelcomeView} with its
 * {@link dev.reel.ui.projects.RecentProjects}, new projects and files ({@link dev.reel.ui.projects.Creation}),
 * the sample project copied out of the jar ({@link dev.reel.ui.projects.SampleProject}) and File ▸ Import of
 * Aseprite files and atlases ({@link dev.reel.ui.projects.Importing}). It uses the model, {@code io},
 * {@code interop}, {@code sheet}, {@code settings}, {@code ui.theme} and {@code ui.documents}, and knows no panel.
 */
package dev.reel.ui.projects;
