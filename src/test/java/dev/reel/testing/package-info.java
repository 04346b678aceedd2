/**
 * What tests of several packages share that is not about any one of them: running a child process within a time
 * limit ({@link dev.reel.testing.ChildRun}). Helpers about one package's subject stay beside that package's tests.
 */
package dev.reel.testing;
