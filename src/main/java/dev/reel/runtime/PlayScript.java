package dev.reel.runtime;

import dev.reel.model.LoopMode;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code reel play} run: how many steps, the fixed step, the speed and loop override in force at Play
 * (issued before step 1), and the commands issued between steps. A command "at step n" acts before step
 * n; commands for the same step act in the order they are listed.
 *
 * @param loop null to play the clip's own loop mode
 */
public record PlayScript(int steps, double fixedStep, double speed, LoopMode loop, List<ScriptCommand> commands) {
    /** The default fixed step, 1/60 s. */
    public static final double DEFAULT_STEP = 1.0 / 60;

    public PlayScript {
        commands = List.copyOf(commands);
    }

    /** {@code steps} steps of 1/60 s at speed 1 with the clip's loop mode and no commands. */
    public static PlayScript of(int steps) {
        return new PlayScript(steps, DEFAULT_STEP, 1, null, List.of());
    }

    public PlayScript withCommands(List<ScriptCommand> newCommands) {
        return new PlayScript(steps, fixedStep, speed, loop, newCommands);
    }

    /** The same script with one more command after the others. */
    public PlayScript with(ScriptCommand command) {
        List<ScriptCommand> more = new ArrayList<>(commands);
        more.add(command);
        return withCommands(more);
    }

    /** What a script command does. */
    public enum Action { PLAY, STOP, PAUSE, RESUME, SEEK, SET_SPEED }

    /**
     * One command.
     *
     * @param step   the step it acts before (1-based)
     * @param number the time of a Seek or the speed of a SetSpeed; 0 otherwise
     */
    public record ScriptCommand(int step, Action action, double number) {

        /** Issues the command on {@code player} (it takes effect on the player's next step). */
        public void issue(ClipPlayer player) {
            switch (action) {
                case PLAY -> player.play(null);
                case STOP -> player.stop();
                case PAUSE -> player.pause();
                case RESUME -> player.resume();
                case SEEK -> player.seek(number);
                case SET_SPEED -> player.setSpeed(number);
            }
        }
    }

    /**
     * A parsed command-line option: the command, or the sentence saying why the argument is wrong.
     *
     * @param command null when {@code error} is set
     */
    public record Parsed(ScriptCommand command, String error) {
    }

    /**
     * Parses {@code reel play}'s command options: {@code --seek T@STEP}, {@code --set-speed S@STEP},
     * {@code --pause STEP}, {@code --resume STEP}, {@code --stop STEP} and {@code --play STEP} (replay).
     */
    public static Parsed parse(String option, String argument) {
        Action action = switch (option) {
            case "--seek" -> Action.SEEK;
            case "--set-speed" -> Action.SET_SPEED;
            case "--pause" -> Action.PAUSE;
            case "--resume" -> Action.RESUME;
            case "--stop" -> Action.STOP;
            case "--play" -> Action.PLAY;
            default -> null;
        };
        if (action == null) {
            return new Parsed(null, "unknown command option " + option);
        }
        boolean withNumber = action == Action.SEEK || action == Action.SET_SPEED;
        String text = argument == null ? "" : argument.trim();
        double number = 0;
        String stepText = text;
        if (withNumber) {
            int at = text.indexOf('@');
            if (at < 0) {
                return new Parsed(null, option + " expects " + (action == Action.SEEK ? "TIME" : "SPEED")
                        + "@STEP, got \"" + text + "\"");
            }
            try {
                number = Double.parseDouble(text.substring(0, at));
            } catch (NumberFormatException e) {
                return new Parsed(null, option + " has a bad number \"" + text.substring(0, at) + "\"");
            }
            if (!Double.isFinite(number)) {
                return new Parsed(null, option + " has a bad number \"" + text.substring(0, at) + "\"");
            }
            stepText = text.substring(at + 1);
        }
        int step;
        try {
            step = Integer.parseInt(stepText);
        } catch (NumberFormatException e) {
            return new Parsed(null, option + " has a bad step \"" + stepText + "\"");
        }
        if (step < 1) {
            return new Parsed(null, option + " needs a step of 1 or more, got " + step);
        }
        return new Parsed(new ScriptCommand(step, action, number), null);
    }
}
