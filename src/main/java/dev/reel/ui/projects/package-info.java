/**
 * Projects as a whole, before and beside editing: the {@link dev.reel.ui.projects.WelcomeView} with its
 * {@link dev.reel.ui.projects.RecentProjects} and its form for a new project, new clips, controllers and
 * flipbooks ({@link dev.reel.ui.projects.Creation}), the sample project, found beside the jar or in the working
 * folder and copied to start a project ({@link dev.reel.ui.projects.SampleProject}), and File ▸ Import of
 * Aseprite files and atlases ({@link dev.reel.ui.projects.Importing}). It uses the model, {@code io},
 * {@code interop}, {@code sheet}, {@code settings}, {@code ui.theme} and {@code ui.documents}, and knows no panel.
 */
package dev.reel.ui.projects;
