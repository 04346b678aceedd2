/**
 * The application: the launcher that routes between the editor and the command line, and the main window
 * with its menus and docked panels.
 */
package dev.reel.ui.app;
