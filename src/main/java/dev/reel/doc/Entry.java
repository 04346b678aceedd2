package dev.reel.doc;

/** One entry of a block or of the file: a child node or a property line. */
public sealed interface Entry permits DocNode, DocProperty {
    Pos pos();

    Trivia trivia();
}
