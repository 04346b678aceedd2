package dev.reel.runtime;

import java.util.List;

/**
 * What one fixed step of an animator looked like, as {@code reel replay} prints it (docs/formats.md).
 *
 * @param state      the state most recently entered (the incoming one during a blend), null before any
 * @param time       that state's clip time
 * @param blend      the running blend, or null
 * @param params     every parameter after the step, in declaration order
 * @param events     the gameplay events fired on the step, in firing order
 * @param entered    the states entered on the step, in order
 * @param exited     the states that stopped playing on the step, in order
 * @param rootMotion the root motion of the step (x, y)
 * @param values     the pose after the step, a value per property the states animate ({@code PATH:PROPERTY},
 *                   in channel order), or null when not asked for ({@code reel replay --values})
 * @param layers     each layer's state, weight, blend and blend-tree weights, for controllers with blend trees,
 *                   sub-state machines or layers; null for the others (and then not printed)
 * @param rig        with the values, the posed rig after the step as a JSON object when the controller's clips
 *                   pose one (see {@link PosedTarget}); else null (and then not printed)
 */
public record ReplayStep(int step, String state, double time, Blend blend, List<Param> params,
                         List<Event> events, List<String> entered, List<String> exited, double[] rootMotion,
                         List<TrackValue> values, long hash, List<LayerState> layers, String rig) {

    public ReplayStep {
        layers = layers == null ? null : List.copyOf(layers);
        values = values == null ? null : List.copyOf(values);
        params = List.copyOf(params);
        events = List.copyOf(events);
        entered = List.copyOf(entered);
        exited = List.copyOf(exited);
        rootMotion = rootMotion.clone();
    }

    /**
     * One layer after the step: its name ("Base" for layer 0), its state's full name, the layer's weight, its
     * running blend or null, and when the state is a blend tree each motion's weight (else an empty list).
     */
    public record LayerState(String name, String state, double weight, Blend blend, List<MotionWeight> motions) {

        public LayerState {
            motions = List.copyOf(motions);
        }
    }

    /** A blend-tree motion's clip and its weight on the step. */
    public record MotionWeight(String clip, double weight) {
    }

    /** A running blend: its source, its target and the target's weight. */
    public record Blend(String from, String to, double weight) {
    }

    /** A parameter's value: a number for float and int, a boolean for bool and trigger. */
    public record Param(String name, boolean whole, boolean flag, double value) {

        String toJson() {
            if (flag) {
                return value != 0 ? "true" : "false";
            }
            return whole ? Long.toString((long) value) : JsonText.number(value);
        }
    }

    /** An event: its name, payload (null when none) and the state whose clip fired it. */
    public record Event(String name, Double payload, String state) {
    }

    @Override
    public double[] rootMotion() {
        return rootMotion.clone();
    }

    /** The 16 lower-case hex digits of the state hash. */
    public String hashText() {
        return String.format("%016x", hash);
    }

    /**
     * The step as one JSON object on one line, keys in the documented order: {@code {"step":n,"state":s,"time":t,
     * "blend":{"from":a,"to":b,"weight":w}|null,"params":{...},"events":[{"name","payload","state"}],
     * "entered":[...],"exited":[...],"rootMotion":[dx,dy],"hash":"..."}}, with {@code "values":{"PATH:PROPERTY":v}}
     * before the hash when the values were asked for (and after them {@code "rig":{...}}, the posed rig, for a
     * controller of a rig); numbers as {@code reel play} writes
     * them ({@link JsonText}).
     */
    public String toJson() {
        StringBuilder json = new StringBuilder(256);
        json.append("{\"step\":").append(step)
                .append(",\"state\":").append(JsonText.string(state))
                .append(",\"time\":").append(JsonText.number(time))
                .append(",\"blend\":");
        if (blend == null) {
            json.append("null");
        } else {
            json.append("{\"from\":").append(JsonText.string(blend.from()))
                    .append(",\"to\":").append(JsonText.string(blend.to()))
                    .append(",\"weight\":").append(JsonText.number(blend.weight())).append('}');
        }
        json.append(",\"params\":{");
        for (int i = 0; i < params.size(); i++) {
            json.append(i > 0 ? "," : "").append(JsonText.string(params.get(i).name())).append(':')
                    .append(params.get(i).toJson());
        }
        json.append("},\"events\":[");
        for (int i = 0; i < events.size(); i++) {
            Event event = events.get(i);
            json.append(i > 0 ? "," : "").append("{\"name\":").append(JsonText.string(event.name()))
                    .append(",\"payload\":").append(event.payload() == null ? "null" : JsonText.number(event.payload()))
                    .append(",\"state\":").append(JsonText.string(event.state())).append('}');
        }
        json.append("],\"entered\":");
        names(json, entered);
        json.append(",\"exited\":");
        names(json, exited);
        json.append(",\"rootMotion\":[").append(JsonText.number(rootMotion[0])).append(',')
                .append(JsonText.number(rootMotion[1])).append(']');
        if (values != null) {
            json.append(",\"values\":{");
            for (int i = 0; i < values.size(); i++) {
                json.append(i > 0 ? "," : "").append(JsonText.string(values.get(i).target())).append(':')
                        .append(values.get(i).toJson());
            }
            json.append('}');
        }
        if (rig != null) {
            json.append(",\"rig\":").append(rig);
        }
        if (layers != null) {
            json.append(",\"layers\":[");
            for (int i = 0; i < layers.size(); i++) {
                LayerState layer = layers.get(i);
                json.append(i > 0 ? "," : "").append("{\"name\":").append(JsonText.string(layer.name()))
                        .append(",\"state\":").append(JsonText.string(layer.state()))
                        .append(",\"weight\":").append(JsonText.number(layer.weight()))
                        .append(",\"blend\":");
                if (layer.blend() == null) {
                    json.append("null");
                } else {
                    json.append("{\"from\":").append(JsonText.string(layer.blend().from()))
                            .append(",\"to\":").append(JsonText.string(layer.blend().to()))
                            .append(",\"weight\":").append(JsonText.number(layer.blend().weight())).append('}');
                }
                json.append(",\"motions\":[");
                for (int m = 0; m < layer.motions().size(); m++) {
                    MotionWeight motion = layer.motions().get(m);
                    json.append(m > 0 ? "," : "").append("{\"clip\":").append(JsonText.string(motion.clip()))
                            .append(",\"weight\":").append(JsonText.number(motion.weight())).append('}');
                }
                json.append("]}");
            }
            json.append(']');
        }
        json.append(",\"hash\":\"").append(hashText()).append("\"}");
        return json.toString();
    }

    private static void names(StringBuilder json, List<String> names) {
        json.append('[');
        for (int i = 0; i < names.size(); i++) {
            json.append(i > 0 ? "," : "").append(JsonText.string(names.get(i)));
        }
        json.append(']');
    }
}
