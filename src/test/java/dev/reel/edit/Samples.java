package dev.reel.edit;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Key;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Transition;

/** A small clip and a small controller with comments on their parts, read with the codecs, for edit tests. */
public final class Samples {
    public static final String CLIP = """
            # a walk
            anim version=1 length=2 loop=loop {
              # the body
              track "" prop="transform.position" kind=vec2 {
                key t=0 v=[0, 0] {} # start
                key t=1 v=[10, 0] interp=linear {}
                key t=2 v=[20, 5] tangent=free in=[[-0.1, 0], [-0.1, 1]] out=[[0.1, 0], [0.1, -1]] {}
              }
              track "Arm" prop="transform.rotation" kind=float32 onEnd=restore {
                # raised
                key t=0 v=0 {}
                key t=0.5 v=45 {}
              }
              track "" prop="SpriteRenderer.order" kind=int32 {
                key t=0 v=1 {}
              }
              # footsteps
              event t=0.5 name="Step" payload=1 {}
              event t=1.5 name="Step" mode=presentation {}
            }
            """;

    public static final String CONTROLLER = """
            # a hero
            controller version=1 {
              entry="Idle"
              entryPos=[0, 100]
              param "Speed" kind=float {}
              # on the floor
              param "Grounded" kind=bool default=true {}
              param "Attack" kind=trigger {}
              # standing
              state "Idle" clip=asset("anim/idle") pos=[100, 100] {}
              state "Run" clip=asset("anim/run") speed=1.5 pos=[300, 100] {}
              state "Jump" clip=asset("anim/jump") {}
              transition "any" to="Jump" interrupt=true {
                cond "Attack" {}
              }
              # starts running
              transition "Idle" to="Run" duration=0.1 {
                # fast enough
                cond "Speed" op=gt value=0.5 {}
              }
              transition "Run" to="Idle" duration=0.1 {
                cond "Speed" op=le value=0.5 {}
              }
              transition "Idle" to="Jump" {
                cond "Grounded" op=eq value=false {}
              }
            }
            """;

    private Samples() {
    }

    public static Clip clip() {
        return usable(ClipCodec.read(CLIP, "walk.aeanim"));
    }

    public static Controller controller() {
        return usable(ControllerCodec.read(CONTROLLER, "hero.aectrl"));
    }

    private static <T> T usable(Loaded<T> loaded) {
        if (!loaded.usable()) {
            throw new AssertionError("sample does not load: " + loaded.diagnostics());
        }
        return loaded.value();
    }

    public static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(t -> t.path().equals(path) && t.property().equals(property))
                .findFirst().orElseThrow();
    }

    public static Track position(Clip clip) {
        return track(clip, "", "transform.position");
    }

    public static Track arm(Clip clip) {
        return track(clip, "Arm", "transform.rotation");
    }

    public static Key keyAt(Track track, double time) {
        return track.keys().stream().filter(k -> k.time() == time).findFirst().orElseThrow();
    }

    public static ClipEvent eventAt(Clip clip, double time) {
        return clip.events().stream().filter(e -> e.time() == time).findFirst().orElseThrow();
    }

    public static State state(Controller controller, String name) {
        State state = controller.state(name);
        if (state == null) {
            throw new AssertionError("no state " + name);
        }
        return state;
    }

    public static Param param(Controller controller, String name) {
        Param param = controller.param(name);
        if (param == null) {
            throw new AssertionError("no param " + name);
        }
        return param;
    }

    public static Transition transition(Controller controller, String from, String to) {
        return controller.transitions().stream().filter(t -> t.from().equals(from) && t.to().equals(to))
                .findFirst().orElseThrow();
    }

    public static Condition condition(Transition transition, String param) {
        return transition.conditions().stream().filter(c -> c.param().equals(param)).findFirst().orElseThrow();
    }
}
