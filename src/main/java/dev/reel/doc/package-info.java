/**
 * The text syntax shared by {@code .aeanim}, {@code .aectrl}, {@code .aerig} and {@code project.aego}: a reader that keeps
 * the line and column of every node and value and every comment, a canonical writer, and the syntax tree
 * between them. It knows nothing of clips or controllers; {@code dev.reel.io} gives the tree its meaning.
 */
package dev.reel.doc;
