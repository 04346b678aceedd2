package dev.reel.edit;

/** Commands over a plain string document, so the history rules are tested apart from any model. */
final class TextCommands {
    private TextCommands() {
    }

    /** Replaces the text; no merging. */
    record Put(String text) implements Command<String> {
        @Override
        public String label() {
            return "Put " + text;
        }

        @Override
        public String apply(String value) {
            return text;
        }
    }

    /** Appends to the text. */
    record Append(String suffix) implements Command<String> {
        @Override
        public String label() {
            return "Append " + suffix;
        }

        @Override
        public String apply(String value) {
            return value + suffix;
        }
    }

    /** Typing the whole text into field {@code field}: merges with the same field. */
    record Type(String text, long field) implements Command<String> {
        @Override
        public String label() {
            return "Type";
        }

        @Override
        public String apply(String value) {
            return text;
        }

        @Override
        public MergeKey mergeKey() {
            return new MergeKey("type", field);
        }
    }

    /** Addresses an element that is not there. */
    record Missing(long id) implements Command<String> {
        @Override
        public String label() {
            return "Missing";
        }

        @Override
        public String apply(String value) {
            throw new IllegalArgumentException("no element with id " + id);
        }
    }
}
