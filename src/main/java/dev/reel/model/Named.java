package dev.reel.model;

import java.util.Optional;

/** An enumeration whose constants have the word they are written as in files. */
public interface Named {
    /** The word in files, such as {@code pingPong} or {@code inOutQuad}. */
    String word();

    /** The constant of {@code type} written as {@code word}, if any (exact, case-sensitive). */
    static <E extends Enum<E> & Named> Optional<E> parse(Class<E> type, String word) {
        for (E constant : type.getEnumConstants()) {
            if (constant.word().equals(word)) {
                return Optional.of(constant);
            }
        }
        return Optional.empty();
    }

    /** The words of every constant of {@code type}, for messages such as "expected once, loop or pingPong". */
    static <E extends Enum<E> & Named> String choices(Class<E> type) {
        E[] constants = type.getEnumConstants();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < constants.length; i++) {
            if (i > 0) {
                text.append(i == constants.length - 1 ? " or " : ", ");
            }
            text.append(constants[i].word());
        }
        return text.toString();
    }
}
