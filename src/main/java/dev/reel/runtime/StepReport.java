package dev.reel.runtime;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one fixed step of a player looked like, as {@code reel play} prints it (docs/formats.md).
 *
 * @param step     1-based step number
 * @param values   every track's value in report order (flipbooks first, then tracks in file order); when two
 *                 tracks name the same {@code PATH:PROPERTY} only the first is listed, so the JSON object
 *                 keeps unique keys
 * @param events   the events fired on the step and its draw, in firing order
 * @param finished 0 or -1 when Finished fired on the step, else null
 * @param hash     the player's state hash after the step (not part of the JSON line)
 * @param rig      for a player posing a rig ({@link PosedTarget}), the pose after the step as a JSON object
 *                 (bone world transforms, slots, draw order, skinned vertices); else null
 */
public record StepReport(int step, double time, int cycle, boolean playing, List<TrackValue> values,
                         List<FiredEvent> events, Integer finished, long hash, String rig) {

    public StepReport {
        values = List.copyOf(values);
        events = List.copyOf(events);
    }

    /** The report of {@code player}'s last step, numbered {@code step}, with the events it fired. */
    public static StepReport capture(ClipPlayer player, int step, List<FiredEvent> events) {
        List<TrackValue> values = new ArrayList<>();
        CompiledClip clip = player.clip();
        if (clip != null) {
            Set<String> seen = new HashSet<>();
            for (int index = 0; index < clip.trackCount(); index++) {
                CompiledTrack track = clip.track(index);
                if (seen.add(track.target())) {
                    values.add(new TrackValue(track.target(), track.kind(), player.value(index)));
                }
            }
        }
        int finished = player.finished();
        return new StepReport(step, player.time(), player.cycle(), player.isPlaying(), values, events,
                finished == ClipPlayer.NOT_FINISHED ? null : finished, player.stateHash(), rig(player.target));
    }

    private static String rig(AnimationTarget target) {
        if (!(target instanceof PosedTarget posed)) {
            return null;
        }
        StringBuilder json = new StringBuilder(1024);
        posed.poseJson(json);
        return json.toString();
    }

    /** The 16 lower-case hex digits of the state hash. */
    public String hashText() {
        return String.format("%016x", hash);
    }

    /**
     * The step as one JSON object on one line, keys in the documented order:
     * {@code {"step":n,"time":t,"cycle":c,"playing":b,"values":{...},"events":[...],"finished":f}}, with
     * {@code ,"rig":{...}} before the closing brace when the player poses a rig.
     */
    public String toJson() {
        StringBuilder json = new StringBuilder(256);
        json.append("{\"step\":").append(step)
                .append(",\"time\":").append(JsonText.number(time))
                .append(",\"cycle\":").append(cycle)
                .append(",\"playing\":").append(playing)
                .append(",\"values\":{");
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) {
                json.append(',');
            }
            TrackValue value = values.get(i);
            json.append(JsonText.string(value.target())).append(':').append(value.toJson());
        }
        json.append("},\"events\":[");
        for (int i = 0; i < events.size(); i++) {
            if (i > 0) {
                json.append(',');
            }
            FiredEvent event = events.get(i);
            json.append("{\"name\":").append(JsonText.string(event.name()))
                    .append(",\"payload\":").append(event.payload() == null ? "null" : JsonText.number(event.payload()))
                    .append(",\"mode\":").append(JsonText.string(event.mode().word()))
                    .append('}');
        }
        json.append("],\"finished\":").append(finished == null ? "null" : finished.toString());
        if (rig != null) {
            json.append(",\"rig\":").append(rig);
        }
        json.append('}');
        return json.toString();
    }
}
