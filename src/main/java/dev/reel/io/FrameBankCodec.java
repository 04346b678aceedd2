package dev.reel.io;

import java.nio.charset.StandardCharsets;

/**
 * Writes a {@link FrameBank} as JSON in Reel's canonical layout (two-space indents, rectangles on one line):
 * <pre>
 * { "bankId": "knight", "animations": [ { "name": "run", "spritesheetPath": "assets/knight_run.png",
 *   "loop": true, "nextAnimation": "", "frames": [ { "srcRect": [0, 0, 128, 128], "duration": 0.08,
 *   "pivot": [0.5, 0.9375], "flipX": false }, ... ] } ] }
 * </pre>
 */
public final class FrameBankCodec {
    /** The layout's version, written first so a runtime can refuse what it does not know. */
    public static final int VERSION = 1;

    private FrameBankCodec() {
    }

    public static String write(FrameBank bank) {
        JsonText json = new JsonText();
        json.beginObject();
        json.field("version").number(VERSION);
        json.field("bankId").string(bank.bankId());
        json.field("animations").beginArray();
        for (FrameBank.Animation animation : bank.animations()) {
            json.beginObject();
            json.field("name").string(animation.name());
            json.field("spritesheetPath").string(animation.spritesheetPath());
            json.field("loop").bool(animation.loop());
            json.field("nextAnimation").string(animation.nextAnimation());
            json.field("frames").beginArray();
            for (FrameBank.Frame frame : animation.frames()) {
                json.beginObject();
                json.field("srcRect").numbers(frame.source().x(), frame.source().y(), frame.source().width(),
                        frame.source().height());
                json.field("duration").number(frame.duration());
                json.field("pivot").numbers(frame.pivotX(), frame.pivotY());
                json.field("flipX").bool(frame.flipX());
                json.endObject();
            }
            json.endArray();
            json.endObject();
        }
        json.endArray();
        json.endObject();
        return json.text();
    }

    public static byte[] bytes(FrameBank bank) {
        return write(bank).getBytes(StandardCharsets.UTF_8);
    }
}
