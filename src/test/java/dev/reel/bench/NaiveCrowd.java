package dev.reel.bench;

import dev.reel.model.Clip;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.LoopMode;
import dev.reel.model.ParamKind;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * B3's peer: the state machine the {@code 004_*} seed designs, written plainly in Java. A keyframe holds a
 * {@code Map<String, Float>} of every property at its time; a clip keeps its keyframes sorted by sorting on
 * every insert and finds the pair around t with a lower_bound per sample; properties are looked up by name
 * for every sample; each state has its own animator (its own time); parameters live in a map by name, and the
 * blended output is written into a map by name. Clips are shared, as the seed shares them through
 * {@code shared_ptr}. The clips are Reel's crowd clips resampled at the union of their key times, with linear
 * interpolation between keyframes (the seed's interpolation).
 */
final class NaiveCrowd {

    /** A time and every property's value there. */
    static final class Keyframe {
        final float time;
        final Map<String, Float> properties = new HashMap<>();

        Keyframe(float time) {
            this.time = time;
        }

        float property(String name, float fallback) {
            Float value = properties.get(name);
            return value != null ? value : fallback;
        }
    }

    /** A clip: keyframes kept sorted, sampled by name. */
    static final class NaiveClip {
        final float duration;
        final LoopMode loop;
        final List<Keyframe> keyframes = new ArrayList<>();

        NaiveClip(float duration, LoopMode loop) {
            this.duration = duration;
            this.loop = loop;
        }

        void addKeyframe(Keyframe keyframe) {
            keyframes.add(keyframe);
            keyframes.sort((a, b) -> Float.compare(a.time, b.time));
        }

        float mapTime(float t) {
            return switch (loop) {
                case ONCE -> Math.max(0, Math.min(t, duration));
                case LOOP -> t % duration;
                case PING_PONG -> {
                    float cycle = t % (duration * 2);
                    yield cycle < duration ? cycle : 2 * duration - cycle;
                }
            };
        }

        float sample(float t, String property) {
            float mapped = mapTime(t);
            if (mapped <= keyframes.get(0).time) {
                return keyframes.get(0).property(property, 0);
            }
            Keyframe last = keyframes.get(keyframes.size() - 1);
            if (mapped >= last.time) {
                return last.property(property, 0);
            }
            int low = 0;
            int high = keyframes.size();
            while (low < high) {
                int middle = (low + high) >>> 1;
                if (keyframes.get(middle).time < mapped) {
                    low = middle + 1;
                } else {
                    high = middle;
                }
            }
            Keyframe next = keyframes.get(low);
            Keyframe previous = keyframes.get(low - 1);
            float factor = (mapped - previous.time) / (next.time - previous.time);
            float from = previous.property(property, 0);
            float to = next.property(property, 0);
            return from + (to - from) * factor;
        }
    }

    /** One state's player: its own time over a shared clip. */
    static final class StatePlayer {
        final NaiveClip clip;
        float currentTime;

        StatePlayer(NaiveClip clip) {
            this.clip = clip;
        }

        void update(float dt) {
            currentTime += dt;
        }
    }

    /** A transition with its conditions by parameter name. */
    record NaiveTransition(String from, String to, float duration, float exitTime, boolean interrupt,
                           List<String> params, List<String> ops, List<Float> values) {
    }

    final Map<String, NaiveClip> clips = new HashMap<>();
    final List<NaiveTransition> transitions = new ArrayList<>();
    final Map<String, ParamKind> paramKinds = new HashMap<>();
    final String[] properties;
    final String entry;

    NaiveCrowd(CrowdController crowd) {
        Controller controller = crowd.controller();
        properties = CrowdController.LANE_NAMES;
        entry = controller.entry();
        for (String state : CrowdController.STATES) {
            clips.put(state, resample(crowd.clip(state)));
        }
        controller.params().forEach(param -> paramKinds.put(param.name(), param.kind()));
        List<Transition> ordered = new ArrayList<>();
        controller.transitions().stream().filter(Transition::fromAny).forEach(ordered::add);
        controller.transitions().stream().filter(t -> !t.fromAny()).forEach(ordered::add);
        for (Transition transition : ordered) {
            List<String> params = new ArrayList<>();
            List<String> ops = new ArrayList<>();
            List<Float> values = new ArrayList<>();
            for (Condition condition : transition.conditions()) {
                params.add(condition.param());
                ops.add(condition.op() == null ? "" : condition.op().word());
                values.add(condition.value() instanceof Value.Num num ? (float) num.value()
                        : condition.value() instanceof Value.Bool bool && bool.value() ? 1f : 0f);
            }
            transitions.add(new NaiveTransition(transition.from(), transition.to(), (float) transition.duration(),
                    transition.exitTime() == null ? -1 : transition.exitTime().floatValue(), transition.interrupt(),
                    params, ops, values));
        }
    }

    /** Keyframes at the union of the clip's key times, each holding every lane by name. */
    private static NaiveClip resample(Clip clip) {
        CompiledClip compiled = CompiledClip.compile(clip);
        ClipSampler sampler = new ClipSampler(compiled);
        TreeSet<Double> times = new TreeSet<>();
        clip.tracks().forEach(track -> track.keys().forEach(key -> times.add(key.time())));
        NaiveClip naive = new NaiveClip((float) clip.length(), clip.loop());
        for (double time : times) {
            sampler.sampleAll(time);
            Keyframe keyframe = new Keyframe((float) time);
            double[] values = sampler.values();
            for (int lane = 0; lane < CrowdController.LANE_NAMES.length; lane++) {
                keyframe.properties.put(CrowdController.LANE_NAMES[lane], (float) values[lane]);
            }
            naive.addKeyframe(keyframe);
        }
        return naive;
    }

    /** One character: a player per state, parameters and output by name. */
    final class Character {
        final Map<String, StatePlayer> players = new HashMap<>();
        final Map<String, Float> params = new HashMap<>();
        final Map<String, Float> output = new HashMap<>();
        String current = entry;
        String previous;
        float blendTime;
        float blendDuration;

        Character() {
            clips.forEach((state, clip) -> players.put(state, new StatePlayer(clip)));
            params.put("Speed", 0f);
            params.put("Grounded", 1f);
            params.put("Attack", 0f);
        }

        void set(String name, float value) {
            params.put(name, value);
        }

        void update(float dt) {
            players.get(current).update(dt);
            if (previous != null) {
                players.get(previous).update(dt);
                blendTime += dt;
                if (blendTime >= blendDuration) {
                    previous = null;
                }
            }
            for (NaiveTransition transition : transitions) {
                boolean source = transition.from().equals("any") ? !transition.to().equals(current)
                        : transition.from().equals(current);
                if (!source || (previous != null && !transition.interrupt()) || !holds(transition)) {
                    continue;
                }
                for (String param : transition.params()) {
                    if (paramKinds.get(param) == ParamKind.TRIGGER) {
                        params.put(param, 0f);
                    }
                }
                previous = current;
                current = transition.to();
                players.get(current).currentTime = 0;
                blendTime = 0;
                blendDuration = transition.duration();
                break;
            }
            params.put("Attack", 0f);
            float weight = previous == null ? 1 : ease(blendTime / blendDuration);
            StatePlayer in = players.get(current);
            StatePlayer out = previous == null ? null : players.get(previous);
            for (String property : properties) {
                float value = in.clip.sample(in.currentTime, property);
                if (out != null) {
                    value = out.clip.sample(out.currentTime, property) * (1 - weight) + value * weight;
                }
                output.put(property, value);
            }
        }

        private boolean holds(NaiveTransition transition) {
            if (transition.exitTime() >= 0) {
                StatePlayer player = players.get(current);
                if (player.currentTime < transition.exitTime() * player.clip.duration) {
                    return false;
                }
            }
            for (int i = 0; i < transition.params().size(); i++) {
                float value = params.get(transition.params().get(i));
                float operand = transition.values().get(i);
                boolean holds = switch (transition.ops().get(i)) {
                    case "eq" -> value == operand;
                    case "ne" -> value != operand;
                    case "gt" -> value > operand;
                    case "ge" -> value >= operand;
                    case "lt" -> value < operand;
                    case "le" -> value <= operand;
                    default -> value != 0;
                };
                if (!holds) {
                    return false;
                }
            }
            return true;
        }

        boolean blending() {
            return previous != null;
        }
    }

    private static float ease(float x) {
        float clamped = Math.min(1, x);
        return clamped < 0.5f ? 2 * clamped * clamped : 1 - (2 - 2 * clamped) * (2 - 2 * clamped) / 2;
    }
}
