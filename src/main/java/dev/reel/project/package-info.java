/**
 * Changes to the files of a project as a whole, below the documents: renaming and moving files and folders with
 * every reference to them rewritten, duplicating, deleting to a trash, creating named files and folders, and a
 * history of these changes that is kept apart from each document's own. A change is first planned (the files it
 * will touch, the ones it cannot read), then applied all or nothing through {@code io.FileSteps}. Nothing here
 * draws; the Assets panel and {@code reel mv} drive it.
 */
package dev.reel.project;
