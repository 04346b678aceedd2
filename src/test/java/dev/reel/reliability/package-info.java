/**
 * The reliability report ({@code mvn -B -o verify -Preliability}): long runs of kills, edits, round trips,
 * hostile inputs, external changes and crash recovery, each reduced to a row of one printed table. The runs
 * themselves live beside the tests of the package they exercise (they reuse its test helpers); this package
 * only gathers their figures, prints them and fails when any is not zero. One class here is not tagged and so runs
 * in every build: {@code BoundedMemoryQuickTest}, four of the bounded-memory rows.
 */
package dev.reel.reliability;
