/**
 * Starting the process, before any window exists: {@link dev.reel.launch.Main} sends a command line with a
 * subcommand to {@code dev.reel.cli} and anything else to the editor; {@link dev.reel.launch.Relaunch} restarts
 * the JVM once with the class-data archive and the memory flags of {@link dev.reel.launch.HeapTuning};
 * {@link dev.reel.launch.CompilerPriority} lowers the JIT threads' priority, {@link dev.reel.launch.NativeHeapTrim}
 * hands freed native memory back, {@link dev.reel.launch.SoftwareRendering} picks the software pipeline where the
 * GPU cannot be used, {@link dev.reel.launch.StartupTrace} times the start ({@code -Dreel.startup.trace=true}) and
 * {@link dev.reel.launch.StartupProblem} words a start that fails. {@link dev.reel.launch.LibC} holds the C library
 * calls made through LWJGL on Linux: {@code setenv}/{@code getenv} before GTK starts, {@code malloc_trim},
 * {@code execv} for the restart and {@code setpriority} for the JIT threads.
 *
 * <p>Plain Java: it may use {@code dev.reel.cli}, LWJGL, {@code com.sun.management} and one class of the editor,
 * {@code dev.reel.ui.shell.ReelApp}, whose {@code launchEditor(args)} starts the JavaFX toolkit. No {@code javafx.*}
 * import lives here.
 */
package dev.reel.launch;
