/**
 * Tests of the C runtime in {@code runtimes/c}: {@link dev.reel.cruntime.CRuntime} builds it with the machine's C
 * compiler (plain and sanitized); the tests compare {@code reelc} with {@code reel} and run the C test programs.
 */
package dev.reel.cruntime;
