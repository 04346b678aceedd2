package dev.reel.edit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One random sequence of the edit property test on one document: commands, undo/redo, saves, breaks, reloads,
 * transactions (nested, committed, rolled back, aborted by an exception) and gestures (committed, cancelled),
 * checked against a {@link Shadow} history after every operation.
 */
final class EditSequence<T> {
    /** The most commands one sequence runs; their number is uniform from 1, about 100 on average. */
    static final int MAX_COMMANDS = 200;

    private final Random random;
    private final RandomCommands<T> commands;
    private final Function<T, byte[]> writer;
    private final Document<T> document;
    private final Shadow<T> shadow;
    private final byte[] initialBytes;
    private final boolean limited;
    private final Map<Long, Long> versionOfToken = new HashMap<>();
    private final Map<Long, Long> tokenOfVersion = new HashMap<>();
    private final List<Change<T>> changes = new ArrayList<>();
    private int budget;
    private int commandCount;

    EditSequence(Random random, T start, RandomCommands<T> commands, Function<T, byte[]> writer) {
        this.random = random;
        this.commands = commands;
        this.writer = writer;
        this.document = new Document<>(start, null, "random");
        this.limited = random.nextInt(10) == 0;
        int limit = limited ? 1 + random.nextInt(12) : Integer.MAX_VALUE;
        this.document.history().setLimit(limit);
        this.shadow = new Shadow<>(start, limit);
        this.initialBytes = writer.apply(start);
        this.budget = 1 + random.nextInt(MAX_COMMANDS);
        document.addListener(change -> {
            assertThat(change.value()).isSameAs(document.value());
            changes.add(change);
        });
    }

    /** Runs the sequence and returns how many commands it made. */
    int run() {
        check("start");
        while (budget > 0) {
            int choice = random.nextInt(100);
            if (random.nextInt(4) == 0) {
                document.setView(view());
            }
            if (choice < 62) {
                execute();
            } else if (choice < 72) {
                undo();
            } else if (choice < 78) {
                redo();
            } else if (choice < 81) {
                document.markSaved();
                shadow.save();
                check("save");
            } else if (choice < 84) {
                document.breakMerge();
                shadow.breakMerge();
            } else if (choice < 91) {
                transaction();
            } else if (choice < 99) {
                gesture();
            } else {
                reload();
            }
        }
        finish();
        return commandCount;
    }

    private void execute() {
        budget--;
        commandCount++;
        Command<T> command = commands.next(random, document.value());
        T before = document.value();
        // A command that merges from the start of its step applies to the value before that step.
        T base = command.mergesFromStart() ? shadow.mergeBase(command.mergeKey()) : null;
        T expected = base == null ? applied(command, before) : appliedFrom(command, base, before);
        ViewState viewBefore = document.view();
        ViewState viewAfter = random.nextInt(3) == 0 ? view() : null;
        changes.clear();
        boolean refused = false;
        try {
            if (viewAfter == null) {
                document.execute(command);
            } else {
                document.execute(command, viewAfter);
            }
        } catch (IllegalArgumentException refusal) {
            refused = true;
            assertThat(expected).as("refused " + command.label()).isSameAs(before);
        }
        // Plain comparisons first, AssertJ only to word a failure: AssertJ's assertions on every command were
        // about an eighth of the property test's processor time (JFR).
        ViewState viewExpected = viewAfter == null || refused ? viewBefore : viewAfter;
        if (!document.view().equals(viewExpected)) {
            assertThat(document.view()).isEqualTo(viewExpected);
        }
        if (expected.equals(before)) {
            if (!changes.isEmpty()) {
                assertThat(changes).as("a no-op tells no one").isEmpty();
            }
        } else {
            shadow.record(expected, command.mergeKey(), viewBefore, document.view());
            if (changes.size() != 1 || changes.get(0).kind() != Change.Kind.EDIT) {
                assertThat(changes).extracting(Change::kind).containsExactly(Change.Kind.EDIT);
            }
        }
        check("execute " + command.label());
    }

    private void undo() {
        ViewState view = shadow.undo();
        assertThat(document.undo()).isEqualTo(view != null);
        if (view != null) {
            assertThat(document.view()).isEqualTo(view);
        }
        check("undo");
    }

    private void redo() {
        ViewState view = shadow.redo();
        assertThat(document.redo()).isEqualTo(view != null);
        if (view != null) {
            assertThat(document.view()).isEqualTo(view);
        }
        check("redo");
    }

    private void transaction() {
        T start = document.value();
        ViewState viewAtStart = document.view();
        boolean commit = random.nextInt(4) > 0;
        boolean throwInside = !commit && random.nextBoolean();
        T expected = start;
        try (Transaction<T> transaction = document.transaction("Random transaction")) {
            expected = executeIn(transaction, expected);
            if (random.nextInt(3) == 0) {
                expected = nested(expected);
                expected = executeIn(transaction, expected);
            }
            if (throwInside) {
                throw new IllegalStateException("abort");
            }
            if (commit) {
                transaction.commit();
            }
        } catch (IllegalStateException abort) {
            assertThat(abort).hasMessage("abort");
        }
        assertThat(document.busy()).isFalse();
        if (commit && !expected.equals(start)) {
            shadow.record(expected, null, viewAtStart, document.view());
        }
        check(commit ? "transaction" : "rolled-back transaction");
    }

    private T nested(T outerValue) {
        T expected = outerValue;
        boolean commit = random.nextBoolean();
        try (Transaction<T> inner = document.transaction("Inner")) {
            expected = executeIn(inner, expected);
            if (commit) {
                inner.commit();
            }
        }
        T result = commit ? expected : outerValue;
        assertThat(document.value()).isEqualTo(result);
        return result;
    }

    private T executeIn(Transaction<T> transaction, T value) {
        T expected = value;
        int count = 1 + random.nextInt(4);
        for (int i = 0; i < count && budget > 0; i++, budget--) {
            Command<T> command = commands.next(random, document.value());
            commandCount++;
            expected = applied(command, expected);
            try {
                if (random.nextBoolean()) {
                    transaction.execute(command);
                } else {
                    document.execute(command);
                }
            } catch (IllegalArgumentException refused) {
                // the expected value stayed too
            }
            if (random.nextInt(3) == 0) {
                document.setView(view());
            }
            if (!document.value().equals(expected)) {
                assertThat(document.value()).isEqualTo(expected);
            }
        }
        return expected;
    }

    private void gesture() {
        T start = document.value();
        ViewState viewAtStart = document.view();
        Gesture<T> gesture = document.gesture("Random drag");
        T preview = start;
        int count = 1 + random.nextInt(5);
        for (int i = 0; i < count && budget > 0; i++, budget--) {
            Command<T> command = commands.next(random, start);
            commandCount++;
            preview = applied(command, start, preview);
            try {
                gesture.update(command);
            } catch (IllegalArgumentException refused) {
                // the last preview stays
            }
            if (!document.value().equals(preview)) {
                assertThat(document.value()).isEqualTo(preview);
            }
            Long version = versionOfToken.get(shadow.token());
            if (version == null || version != document.version()) {
                assertThat(document.version()).isEqualTo(version);
            }
        }
        if (random.nextInt(4) == 0) {
            gesture.cancel();
            assertThat(document.value()).isEqualTo(start);
        } else {
            if (random.nextBoolean()) {
                document.setView(view());
            }
            gesture.commit();
            if (!preview.equals(start)) {
                shadow.record(preview, null, viewAtStart, document.view());
            }
        }
        check("gesture");
    }

    private void reload() {
        budget--;
        T outside = random.nextBoolean() ? document.value() : applied(commands.next(random, document.value()),
                document.value());
        document.replaceFromOutside(outside);
        shadow.reload(outside, document.view());
        check("reload");
    }

    /** Redoes what is left, then checks undo-all against the initial bytes and redo-all against the final. */
    private void finish() {
        while (document.redo()) {
            shadow.redo();
            check("redo to the end");
        }
        String finalText = text(document.value());
        int undone = 0;
        while (document.undo()) {
            shadow.undo();
            undone++;
            check("undo-all");
        }
        assertThat(undone).isEqualTo(shadow.steps());
        String oldest = limited ? text(shadow.oldest()) : new String(initialBytes, StandardCharsets.UTF_8);
        assertThat(text(document.value())).as("undo-all writes the initial bytes").isEqualTo(oldest);
        while (document.redo()) {
            shadow.redo();
            check("redo-all");
        }
        assertThat(text(document.value())).as("redo-all writes the final bytes").isEqualTo(finalText);
    }

    private String text(T value) {
        return new String(writer.apply(value), StandardCharsets.UTF_8);
    }

    private T applied(Command<T> command, T value) {
        return applied(command, value, value);
    }

    /** The command applied to {@code base}; {@code current} when that gives it again or the command refuses. */
    private T appliedFrom(Command<T> command, T base, T current) {
        try {
            T result = command.apply(base);
            return result.equals(current) ? current : result;
        } catch (IllegalArgumentException refused) {
            return current;
        }
    }

    /** The command applied to {@code value}, or {@code otherwise} when the command refuses. */
    private T applied(Command<T> command, T value, T otherwise) {
        try {
            T result = command.apply(value);
            return result.equals(value) ? value : result;
        } catch (IllegalArgumentException refused) {
            return otherwise;
        }
    }

    private ViewState view() {
        Set<Long> selection = new HashSet<>();
        int count = random.nextInt(3);
        for (int i = 0; i < count; i++) {
            selection.add((long) random.nextInt(1000));
        }
        return new ViewState(selection, random.nextInt(16) / 8.0);
    }

    /** Compares the document with the shadow; plain checks, since this runs after every operation. */
    private void check(String after) {
        require(!document.busy(), after, "nothing is left open");
        if (!document.value().equals(shadow.value())) {
            assertThat(document.value()).as(after + ": the value").isEqualTo(shadow.value());
        }
        require(document.dirty() == (document.version() != document.history().savedVersion()), after,
                "dirty is version != saved version");
        require(document.dirty() == shadow.dirty(), after, "dirty exactly away from the saved value");
        require(document.history().size() == shadow.steps(), after, "the number of steps");
        require(document.history().position() == shadow.position(), after, "the position in the history");
        require(document.canUndo() == shadow.position() > 0, after, "can undo");
        require(document.canRedo() == shadow.position() < shadow.steps(), after, "can redo");
        Long version = versionOfToken.putIfAbsent(shadow.token(), document.version());
        Long token = tokenOfVersion.putIfAbsent(document.version(), shadow.token());
        require(version == null || version == document.version(), after, "one version per recorded value");
        require(token == null || token == shadow.token(), after, "one recorded value per version");
    }

    private static void require(boolean holds, String after, String what) {
        if (!holds) {
            throw new AssertionError("after " + after + ": " + what);
        }
    }
}
