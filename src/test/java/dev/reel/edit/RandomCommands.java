package dev.reel.edit;

import java.util.Random;

/** Makes the next random command for a document's current value. */
interface RandomCommands<T> {
    Command<T> next(Random random, T value);
}
