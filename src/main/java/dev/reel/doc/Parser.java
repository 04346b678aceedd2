package dev.reel.doc;

import dev.reel.doc.Lexer.Token;
import dev.reel.doc.Lexer.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the tree from tokens by recursive descent. Blocks, arrays and calls count towards one nesting
 * depth that is checked before going down a level, so the call stack stays within {@link DocReader#MAX_DEPTH}
 * levels whatever the input.
 */
final class Parser {
    private final Lexer lexer;
    private Token peeked;
    private int depth;
    /** The leading comments of the entry being read: comments inside its arrays and calls are added here. */
    private List<String> entryComments = new ArrayList<>();
    /** A comment after a closing brace when its node already has a trailing comment; it leads the next entry. */
    private String carriedComment;
    /** Takes finished nodes out of the tree, or null. */
    private final NodeSink sink;
    /** The headers of the nodes whose blocks are being read, outermost first (only kept for a sink). */
    private final List<DocNode> open = new ArrayList<>();
    private final List<DocNode> openView = java.util.Collections.unmodifiableList(open);

    Parser(Lexer lexer) {
        this(lexer, null);
    }

    Parser(Lexer lexer, NodeSink sink) {
        this.lexer = lexer;
        this.sink = sink;
    }

    DocFile file() {
        Body body = body(null);
        return new DocFile(body.entries(), body.comments());
    }

    /** The entries of a block or file and the comments after the last one. */
    private record Body(List<Entry> entries, List<String> comments) {
    }

    private Token next() {
        if (peeked != null) {
            Token token = peeked;
            peeked = null;
            return token;
        }
        return lexer.next();
    }

    private Token peek() {
        if (peeked == null) {
            peeked = lexer.next();
        }
        return peeked;
    }

    /** Reads entries up to the brace closing {@code open}, or to the end of the file when it is null. */
    private Body body(Token open) {
        List<Entry> entries = new ArrayList<>();
        List<String> comments = new ArrayList<>();
        boolean blank = false;
        boolean afterNewline = false;
        Entry onThisLine = null;
        boolean anyEntry = false;
        while (true) {
            Token token = next();
            switch (token.type()) {
                case NEWLINE -> {
                    blank |= afterNewline;
                    afterNewline = true;
                    onThisLine = null;
                }
                case SEMICOLON -> {
                    afterNewline = false;
                    onThisLine = null;
                }
                case COMMENT -> {
                    comments.add(token.text());
                    afterNewline = false;
                }
                case END -> {
                    if (open != null) {
                        throw new ReadFailure(SyntaxError.Kind.UNBALANCED, open.pos(), "the `{` at " + at(open)
                                + " is never closed: the file ends before its `}`");
                    }
                    return new Body(entries, comments);
                }
                case CLOSE_BRACE -> {
                    if (open == null) {
                        throw new ReadFailure(SyntaxError.Kind.UNBALANCED, token.pos(), "`}` with no open block");
                    }
                    return new Body(entries, comments);
                }
                case CLOSE_BRACKET, CLOSE_PAREN -> throw strayCloser(token);
                case IDENT -> {
                    // A blank line is kept between entries only; at the top of a block or file the writer drops it.
                    Entry entry = entry(token, blank && anyEntry, comments);
                    anyEntry = true;
                    if (!(entry instanceof DocNode node && sink != null && sink.take(openView, node))) {
                        entries.add(entry);
                    }
                    comments = new ArrayList<>();
                    if (carriedComment != null) {
                        comments.add(carriedComment);
                        carriedComment = null;
                    }
                    blank = false;
                    afterNewline = false;
                    onThisLine = entry;
                }
                default -> throw misplaced(token, onThisLine);
            }
        }
    }

    private static ReadFailure misplaced(Token token, Entry onThisLine) {
        if (onThisLine != null) {
            String name = onThisLine instanceof DocNode node ? node.name() : ((DocProperty) onThisLine).key();
            return new ReadFailure(SyntaxError.Kind.UNEXPECTED, token.pos(), "unexpected " + token.describe()
                    + " after `" + Syntax.excerpt(name) + "` (entries are separated by new lines or `;`)");
        }
        String hint = token.type() == Type.OPEN_BRACE ? " (a block's `{` must be on the line of its node)" : "";
        return new ReadFailure(SyntaxError.Kind.UNEXPECTED, token.pos(),
                "expected a node or a property, found " + token.describe() + hint);
    }

    private static ReadFailure strayCloser(Token token) {
        String opener = token.type() == Type.CLOSE_BRACKET ? "`[`" : "`(`";
        return new ReadFailure(SyntaxError.Kind.UNBALANCED, token.pos(),
                token.describe() + " with no open " + opener);
    }

    private static String at(Token token) {
        return token.pos().line() + ":" + token.pos().column();
    }

    private Entry entry(Token name, boolean blankBefore, List<String> comments) {
        entryComments = comments;
        if (peek().type() == Type.EQUALS) {
            next();
            DocValue value = value(next(), "after `" + Syntax.excerpt(name.text()) + "=`");
            String trailing = trailingComment();
            return new DocProperty(name.text(), value, name.pos(), trivia(blankBefore, comments, trailing));
        }
        return node(name, blankBefore, comments);
    }

    private DocNode node(Token name, boolean blankBefore, List<String> comments) {
        List<DocValue> args = new ArrayList<>();
        List<DocProperty> props = new ArrayList<>();
        List<Entry> block = null;
        List<String> closingComments = List.of();
        String trailing = null;
        boolean header = true;
        while (header) {
            Token token = peek();
            switch (token.type()) {
                case IDENT -> {
                    next();
                    if (peek().type() == Type.EQUALS) {
                        next();
                        DocValue value = value(next(), "after `" + Syntax.excerpt(token.text()) + "=`");
                        props.add(new DocProperty(token.text(), value, token.pos(), Trivia.NONE));
                    } else {
                        requireNoProps(token, props, name);
                        args.add(identifierValue(token));
                    }
                }
                case NUMBER, STRING, OPEN_BRACKET -> {
                    next();
                    requireNoProps(token, props, name);
                    args.add(value(token, ""));
                }
                case OPEN_BRACE -> {
                    next();
                    enter(token);
                    if (peek().type() == Type.COMMENT) {
                        trailing = next().text();
                    }
                    if (sink != null) {
                        open.add(new DocNode(name.text(), args, props, null, List.of(), name.pos(), Trivia.NONE));
                    }
                    Body body = body(token);
                    if (sink != null) {
                        open.remove(open.size() - 1);
                    }
                    depth--;
                    block = body.entries();
                    closingComments = body.comments();
                    header = false;
                }
                case NEWLINE, SEMICOLON, END, CLOSE_BRACE, COMMENT -> header = false;
                case CLOSE_BRACKET, CLOSE_PAREN -> throw strayCloser(token);
                default -> throw new ReadFailure(SyntaxError.Kind.UNEXPECTED, token.pos(), "unexpected "
                        + token.describe() + " in the header of `" + Syntax.excerpt(name.text()) + "`");
            }
        }
        String after = trailingComment();
        if (after != null) {
            if (trailing == null) {
                trailing = after;
            } else {
                carriedComment = after;
            }
        }
        return new DocNode(name.text(), args, props, block, closingComments, name.pos(),
                trivia(blankBefore, comments, trailing));
    }

    /** Most entries have no trivia; sharing {@link Trivia#NONE} keeps large trees small. */
    private static Trivia trivia(boolean blankBefore, List<String> comments, String trailing) {
        if (!blankBefore && comments.isEmpty() && trailing == null) {
            return Trivia.NONE;
        }
        return new Trivia(blankBefore, comments, trailing);
    }

    private static void requireNoProps(Token argument, List<DocProperty> props, Token name) {
        if (!props.isEmpty()) {
            throw new ReadFailure(SyntaxError.Kind.UNEXPECTED, argument.pos(), "unexpected " + argument.describe()
                    + " after the properties of `" + Syntax.excerpt(name.text())
                    + "` (arguments come before properties)");
        }
    }

    /** A comment ending the current line, after any {@code ;}; null when the line goes on or ends without one. */
    private String trailingComment() {
        while (peek().type() == Type.SEMICOLON) {
            next();
        }
        return peek().type() == Type.COMMENT ? next().text() : null;
    }

    private void enter(Token open) {
        if (++depth > DocReader.MAX_DEPTH) {
            throw new ReadFailure(SyntaxError.Kind.TOO_DEEP, open.pos(), "nesting deeper than "
                    + DocReader.MAX_DEPTH + " levels of blocks, arrays and calls");
        }
    }

    private DocValue value(Token token, String context) {
        return switch (token.type()) {
            case NUMBER -> new DocValue.Num(token.text(), token.pos());
            case STRING -> new DocValue.Str(token.text(), token.pos());
            case IDENT -> identifierValue(token);
            case OPEN_BRACKET -> list(token);
            case CLOSE_BRACKET, CLOSE_PAREN -> throw strayCloser(token);
            default -> throw new ReadFailure(SyntaxError.Kind.UNEXPECTED, token.pos(),
                    "expected a value" + (context.isEmpty() ? "" : " " + context) + ", found " + token.describe());
        };
    }

    private DocValue identifierValue(Token token) {
        if (peek().type() == Type.OPEN_PAREN) {
            Token open = next();
            List<DocValue> args = items(open, Type.CLOSE_PAREN, "`" + Syntax.excerpt(token.text()) + "(`");
            return new DocValue.Call(token.text(), args, token.pos());
        }
        return switch (token.text()) {
            case "true" -> new DocValue.Bool(true, token.pos());
            case "false" -> new DocValue.Bool(false, token.pos());
            default -> new DocValue.Ident(token.text(), token.pos());
        };
    }

    private DocValue list(Token open) {
        return new DocValue.Arr(items(open, Type.CLOSE_BRACKET, "the array"), open.pos());
    }

    /** The comma-separated values up to {@code close}; line breaks inside are insignificant. */
    private List<DocValue> items(Token open, Type close, String what) {
        enter(open);
        List<DocValue> items = new ArrayList<>();
        while (true) {
            Token token = nextInside();
            if (token.type() == close) {
                break;
            }
            requireOpen(token, open, close);
            items.add(value(token, "in " + what));
            token = nextInside();
            if (token.type() == close) {
                break;
            }
            if (token.type() != Type.COMMA) {
                requireOpen(token, open, close);
                throw new ReadFailure(SyntaxError.Kind.UNEXPECTED, token.pos(), "expected `,` or "
                        + closer(close) + " in " + what + ", found " + token.describe());
            }
        }
        depth--;
        return items;
    }

    private static String closer(Type close) {
        return close == Type.CLOSE_BRACKET ? "`]`" : "`)`";
    }

    /** Fails on the end of the file or a closer that does not match {@code open}. */
    private static void requireOpen(Token token, Token open, Type close) {
        String opener = close == Type.CLOSE_BRACKET ? "`[`" : "`(`";
        switch (token.type()) {
            case END -> throw new ReadFailure(SyntaxError.Kind.UNBALANCED, open.pos(), "the " + opener + " at "
                    + at(open) + " is never closed: the file ends before its " + closer(close));
            case CLOSE_BRACE, CLOSE_BRACKET, CLOSE_PAREN -> throw new ReadFailure(SyntaxError.Kind.UNBALANCED,
                    token.pos(), "expected " + closer(close) + " to close the " + opener + " at " + at(open)
                            + ", found " + token.describe());
            default -> {
            }
        }
    }

    /** The next token inside brackets: line breaks are skipped and comments join the entry's leading comments. */
    private Token nextInside() {
        while (true) {
            Token token = next();
            if (token.type() == Type.COMMENT) {
                entryComments.add(token.text());
            } else if (token.type() != Type.NEWLINE) {
                return token;
            }
        }
    }
}
