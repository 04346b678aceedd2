package dev.reel.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.cli.ReelCommand;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Drives a {@link ReelAnimator} with a {@code reel replay} script and compares it, step by step, with what
 * {@code reel replay --json --values} prints for the same controller and script: state, parameters, events, entered
 * and exited states, root motion, every pose value (as doubles, exactly) and the state hash.
 */
final class ReplayParity {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ReplayParity() {
    }

    /** {@code reel replay ARGS --json --values}, one parsed line per step. */
    static List<JsonNode> replay(Path controller, Path script, int steps) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ReelCommand.run(new String[]{"replay", controller.toString(), "--script", script.toString(),
                "--steps", Integer.toString(steps), "--json", "--values"}, new PrintWriter(out), new PrintWriter(err));
        assertThat(exit).as(err.toString()).isZero();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : out.toString().split("\n")) {
            lines.add(JSON.readTree(line));
        }
        assertThat(lines).hasSize(steps);
        return lines;
    }

    /** What a listener heard on one step, in the form reel replay prints it. */
    static final class Heard implements ReelEventListener {
        final List<String> events = new ArrayList<>();
        final List<String> entered = new ArrayList<>();
        final List<String> exited = new ArrayList<>();

        @Override
        public void event(String name, double payload, ReelEventMode mode) {
            if (mode == ReelEventMode.GAMEPLAY) {
                events.add(name + "=" + (Double.isNaN(payload) ? "null" : Double.toString(payload)));
            }
        }

        @Override
        public void entered(String state) {
            entered.add(state);
        }

        @Override
        public void exited(String state) {
            exited.add(state);
        }

        void clear() {
            events.clear();
            entered.clear();
            exited.clear();
        }
    }

    /** Runs {@code animator} through {@code script} for as many steps as {@code expected} has, comparing each. */
    static void compare(ReelAnimator animator, Path script, List<JsonNode> expected) throws Exception {
        List<String[]> actions = new ArrayList<>();
        for (String line : Files.readAllLines(script)) {
            String text = line.strip();
            if (!text.isEmpty() && !text.startsWith("#")) {
                actions.add(text.split("\\s+"));
            }
        }
        Heard heard = new Heard();
        animator.setEventListener(heard);
        Map<String, ReelChannel> channels = new java.util.LinkedHashMap<>();
        for (int step = 1; step <= expected.size(); step++) {
            for (String[] action : actions) {
                if (Integer.parseInt(action[1]) == step) {
                    issue(animator, action);
                }
            }
            animator.step();
            JsonNode line = expected.get(step - 1);
            String where = "step " + step;
            assertThat(animator.state()).as(where).isEqualTo(line.get("state").asText());
            assertThat(animator.stateTime()).as(where).isEqualTo(line.get("time").asDouble());
            assertThat(String.format("%016x", animator.stateHash())).as(where + " hash")
                    .isEqualTo(line.get("hash").asText());
            assertThat(animator.rootMotionX()).as(where).isEqualTo(line.get("rootMotion").get(0).asDouble());
            assertThat(animator.rootMotionY()).as(where).isEqualTo(line.get("rootMotion").get(1).asDouble());
            List<String> events = new ArrayList<>();
            for (JsonNode event : line.get("events")) {
                JsonNode payload = event.get("payload");
                events.add(event.get("name").asText() + "="
                        + (payload.isNull() ? "null" : Double.toString(payload.asDouble())));
            }
            assertThat(heard.events).as(where + " events").isEqualTo(events);
            assertThat(heard.entered).as(where + " entered").isEqualTo(texts(line.get("entered")));
            assertThat(heard.exited).as(where + " exited").isEqualTo(texts(line.get("exited")));
            heard.clear();
            Iterator<Map.Entry<String, JsonNode>> params = line.get("params").fields();
            while (params.hasNext()) {
                Map.Entry<String, JsonNode> param = params.next();
                double value = param.getValue().isBoolean() ? (param.getValue().asBoolean() ? 1 : 0)
                        : param.getValue().asDouble();
                assertThat(animator.parameterValue(param.getKey())).as(where + " " + param.getKey()).isEqualTo(value);
            }
            Iterator<Map.Entry<String, JsonNode>> values = line.get("values").fields();
            while (values.hasNext()) {
                Map.Entry<String, JsonNode> value = values.next();
                ReelChannel channel = channels.computeIfAbsent(value.getKey(), animator::channel);
                assertValue(channel, value.getValue(), where);
            }
        }
    }

    /** Compares a channel with a value as reel play and reel replay print it. */
    static void assertValue(ReelChannel channel, JsonNode value, String where) {
        String what = where + " " + channel.name();
        if (channel.isText()) {
            assertThat(channel.text()).as(what).isEqualTo(value.isNull() ? null : value.asText());
        } else if (value.isArray()) {
            assertThat(channel.lanes()).as(what).isEqualTo(value.size());
            for (int lane = 0; lane < value.size(); lane++) {
                assertThat(channel.lane(lane)).as(what + " lane " + lane).isEqualTo(value.get(lane).asDouble());
            }
        } else if (value.isBoolean()) {
            assertThat(channel.value()).as(what).isEqualTo(value.asBoolean() ? 1.0 : 0.0);
        } else {
            assertThat(channel.value()).as(what).isEqualTo(value.asDouble());
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    private static void issue(ReelAnimator animator, String[] action) {
        boolean done = switch (action[2]) {
            case "set" -> set(animator, action[3], action[4]);
            case "trigger" -> animator.setTrigger(action[3]);
            case "play" -> animator.play(action[3]);
            case "crossfade" -> animator.crossFade(action[3], Double.parseDouble(action[4]));
            default -> false;
        };
        assertThat(done).as(String.join(" ", action)).isTrue();
    }

    private static boolean set(ReelAnimator animator, String name, String value) {
        String kind = animator.controller().parameterKind(name);
        boolean flag = value.equals("true") || value.equals("1");
        return switch (kind) {
            case "float" -> animator.setFloat(name, Double.parseDouble(value));
            case "int" -> animator.setInt(name, Integer.parseInt(value));
            case "bool" -> animator.setBool(name, flag);
            default -> flag ? animator.setTrigger(name) : animator.resetTrigger(name);
        };
    }
}
