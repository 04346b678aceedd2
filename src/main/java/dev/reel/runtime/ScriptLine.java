package dev.reel.runtime;

import dev.reel.model.Diagnostic;

import java.util.ArrayList;
import java.util.List;

/**
 * One line of a replay script split into words with their columns: words are separated by spaces or tabs,
 * {@code "..."} is one word (with {@code \"} and {@code \\} inside), {@code #} outside quotes ends the line.
 */
final class ScriptLine {
    /** A word and its 1-based column. */
    record Word(String text, int column) {
    }

    private final String file;
    private final int number;
    private final List<Word> words = new ArrayList<>();
    private Diagnostic problem;

    ScriptLine(String text, String file, int number) {
        this.file = file;
        this.number = number;
        split(text);
    }

    private void split(String text) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t') {
                i++;
            } else if (c == '#') {
                return;
            } else if (c == '"') {
                StringBuilder word = new StringBuilder();
                int start = i;
                i++;
                while (i < text.length() && text.charAt(i) != '"') {
                    if (text.charAt(i) == '\\' && i + 1 < text.length()) {
                        i++;
                    }
                    word.append(text.charAt(i));
                    i++;
                }
                if (i >= text.length()) {
                    problem = ReplayScript.problem(file, number, start + 1, "unterminated quoted name");
                    words.clear();
                    return;
                }
                words.add(new Word(word.toString(), start + 1));
                i++;
            } else {
                int start = i;
                while (i < text.length() && " \t#\"".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
                words.add(new Word(text.substring(start, i), start + 1));
            }
        }
    }

    List<Word> words() {
        return words;
    }

    int number() {
        return number;
    }

    /** A problem found while splitting (an unterminated quote), or null. */
    Diagnostic problem() {
        return problem;
    }

    /** SCR001 at {@code word}, or just past the last word when {@code word} is null (something is missing). */
    Diagnostic error(Word word, String message) {
        int column;
        if (word != null) {
            column = word.column();
        } else {
            Word last = words.get(words.size() - 1);
            column = last.column() + last.text().length() + 1;
        }
        return ReplayScript.problem(file, number, column, message);
    }
}
