package dev.reel.interop;

import dev.reel.model.LoopMode;

import java.util.ArrayList;
import java.util.List;

/**
 * The frames a tag plays, in order, as Aseprite plays them. A pass runs from {@code from} to {@code to}
 * (forward), backwards (reverse), or, in ping-pong, one way and then the other with the turning frame not
 * shown twice; ping-pong reverse starts backwards. A tag with repeat 0 loops: one forward pass (ping-pong: there
 * and back without repeating either end) played as a looping clip. A tag with repeat N plays N passes once
 * (ping-pong counts each direction as a pass) and the clip plays once.
 */
public final class TagFrames {
    public static final int FORWARD = 0;
    public static final int REVERSE = 1;
    public static final int PING_PONG = 2;
    public static final int PING_PONG_REVERSE = 3;
    /** The most frames one clip unrolls to; a tag repeating 65535 times over 65536 frames would be billions. */
    public static final int MAX_FRAMES = 65_536;

    private TagFrames() {
    }

    /** The frame indices {@code tag} shows, in order. */
    public static List<Integer> order(AseFile.Tag tag) {
        int from = Math.min(tag.from(), tag.to());
        int to = Math.max(tag.from(), tag.to());
        boolean pingPong = tag.direction() == PING_PONG || tag.direction() == PING_PONG_REVERSE;
        boolean backwards = tag.direction() == REVERSE || tag.direction() == PING_PONG_REVERSE;
        List<Integer> frames = new ArrayList<>();
        if (tag.repeat() == 0) {
            pass(frames, from, to, backwards, false);
            if (pingPong && to - from >= 2) {
                List<Integer> back = new ArrayList<>();
                pass(back, from, to, !backwards, true);
                frames.addAll(back.subList(0, back.size() - 1));
            }
            return capped(frames);
        }
        for (int pass = 0; pass < tag.repeat() && frames.size() < MAX_FRAMES; pass++) {
            boolean direction = pingPong && pass % 2 == 1 ? !backwards : backwards;
            pass(frames, from, to, direction, pingPong && pass > 0);
        }
        return capped(frames);
    }

    private static List<Integer> capped(List<Integer> frames) {
        return frames.size() > MAX_FRAMES ? List.copyOf(frames.subList(0, MAX_FRAMES)) : frames;
    }

    /** How the clip of {@code tag} ends: a tag without a repeat count loops, one with a count plays once. */
    public static LoopMode loop(AseFile.Tag tag) {
        return tag.repeat() == 0 ? LoopMode.LOOP : LoopMode.ONCE;
    }

    private static void pass(List<Integer> frames, int from, int to, boolean backwards, boolean skipFirst) {
        int count = to - from + 1;
        for (int i = skipFirst ? 1 : 0; i < count && frames.size() <= MAX_FRAMES; i++) {
            frames.add(backwards ? to - i : from + i);
        }
    }

    /** The direction's word as Aseprite's JSON writes it. */
    public static String word(int direction) {
        return switch (direction) {
            case REVERSE -> "reverse";
            case PING_PONG -> "pingpong";
            case PING_PONG_REVERSE -> "pingpong_reverse";
            default -> "forward";
        };
    }

    /** The direction of a JSON word, forward when unknown. */
    public static int direction(String word) {
        return switch (word == null ? "" : word) {
            case "reverse" -> REVERSE;
            case "pingpong" -> PING_PONG;
            case "pingpong_reverse" -> PING_PONG_REVERSE;
            default -> FORWARD;
        };
    }
}
