import dev.reel.play.ReelAnimator;
import dev.reel.play.ReelChannel;
import dev.reel.play.ReelEventListener;
import dev.reel.play.ReelEventMode;
import dev.reel.play.ReelLoadException;
import dev.reel.play.ReelProject;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The sample knight in a terminal: a fixed-step game loop on plain Java and reel-runtime.jar. Type a line and Enter:
 * d runs right, a runs left, s stops, a space jumps, j attacks, q quits. A small physics body drives the knight's
 * controller (Speed, Grounded, VerticalSpeed, Attack); the attack's root motion lunges it forward. Every step on
 * which something happens prints the state, the position, the sprite cell a renderer would draw and the events.
 * With --scripted each input line is held for a quarter of a second of game time, and the loop does not wait.
 */
public final class KnightGame {
    static final double RUN = 90, JUMP = 300, GRAVITY = -900; // pixels per second (per second)
    static final int STEPS_PER_LINE = 15;

    public static void main(String[] args) throws Exception {
        ReelProject project;
        ReelAnimator knight;
        try {
            project = ReelProject.open(Path.of(args.length > 0 ? args[0] : "sample-projects/platformer"));
            knight = project.controller("anim/knight.aectrl").newAnimator();
        } catch (ReelLoadException e) {
            System.err.println(e.getMessage()); // file:line:col CODE message, one per problem
            System.exit(1);
            return;
        }
        boolean scripted = args.length > 1 && args[1].equals("--scripted");
        BlockingQueue<String> input = new LinkedBlockingQueue<>();
        Thread keyboard = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    input.add(line);
                }
            } catch (Exception ignored) {
                // The keyboard is gone: quit as at the end of the input.
            }
            input.add("q");
        });
        keyboard.setDaemon(true);
        keyboard.start();

        StringBuilder heard = new StringBuilder();
        knight.setEventListener(new ReelEventListener() {
            @Override
            public void event(String name, double payload, ReelEventMode mode) {
                heard.append(' ').append(name).append(Double.isNaN(payload) ? "" : "(" + payload + ")")
                        .append(mode == ReelEventMode.GAMEPLAY ? "!" : "");
            }

            @Override
            public void entered(String state) {
                heard.append(" ->").append(state);
            }
        });
        int speed = knight.parameter("Speed"), grounded = knight.parameter("Grounded");
        int vertical = knight.parameter("VerticalSpeed");
        ReelChannel sprite = knight.channel(":SpriteRenderer.sprite");
        double dt = project.fixedStep(), x = 0, y = 0, vx = 0, vy = 0, facing = 1;
        boolean onGround = true;
        long next = System.nanoTime();
        for (long step = 1; ; step++) {
            String keys = scripted ? (step % STEPS_PER_LINE == 1 ? input.take() : "") : input.poll();
            if (keys != null && keys.contains("q")) {
                System.out.printf(Locale.ROOT, "quit after %d steps at x=%.1f, state hash %016x%n", step - 1, x,
                        knight.stateHash());
                return;
            }
            if (keys != null) {
                vx = keys.contains("d") ? RUN : keys.contains("a") ? -RUN : keys.contains("s") ? 0 : vx;
                if (keys.contains(" ") && onGround) {
                    vy = JUMP;
                    onGround = false;
                }
                if (keys.contains("j")) {
                    knight.setTrigger("Attack");
                }
            }
            if (!onGround) {
                vy += GRAVITY * dt;
                y += vy * dt;
                if (y <= 0) {
                    y = 0;
                    vy = 0;
                    onGround = true;
                }
            }
            x += knight.isState("Attack") ? 0 : vx * dt; // planted while it swings: root motion moves it
            facing = vx < 0 ? -1 : vx > 0 ? 1 : facing;
            knight.setFloat(speed, Math.abs(vx)); // the controller runs above 0.5
            knight.setBool(grounded, onGround);
            knight.setFloat(vertical, vy);
            knight.setRootScale(facing, 1); // the lunge goes the way the knight faces
            knight.step();
            knight.draw(1);
            x += knight.rootMotionX();
            if (heard.length() > 0 || keys != null && !keys.isEmpty()) {
                String cell = sprite.text() == null ? "-" : sprite.text().substring(sprite.text().indexOf('#') + 1);
                System.out.printf(Locale.ROOT, "%6.2fs %-6s x=%7.1f y=%5.1f %-16s%s%n", step * dt, knight.state(), x,
                        y, cell, heard);
                heard.setLength(0);
            }
            if (!scripted) {
                next += (long) (dt * 1e9);
                Thread.sleep(Math.max(0, (next - System.nanoTime()) / 1_000_000));
            }
        }
    }
}
