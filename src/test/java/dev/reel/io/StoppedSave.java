package dev.reel.io;

import com.sun.jdi.Bootstrap;
import com.sun.jdi.IncompatibleThreadStateException;
import com.sun.jdi.Method;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.AttachingConnector;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.connect.IllegalConnectorArgumentsException;
import com.sun.jdi.event.BreakpointEvent;
import com.sun.jdi.event.ClassPrepareEvent;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.VMDeathEvent;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.ClassPrepareRequest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one save of {@link SaveChild} in a child JVM under the debugger, stops it where the save reaches a chosen
 * point and kills it there with SIGKILL: the kill lands at exactly that point however fast the machine is, with
 * nothing added to the code under test. The child is suspended by a breakpoint at the point, so it cannot go on
 * between being stopped and being killed.
 */
final class StoppedSave {
    /** Where a save can be killed, as the breakpoint that stops it: a method's first line, entered from a caller. */
    enum Point {
        /** Nothing of the new version written yet. */
        BEFORE_THE_TEMPORARY_FILE("dev.reel.io.AtomicFile", "save", null),
        /** The new bytes written and forced to the temporary file; the file and its backup untouched. */
        TEMPORARY_FILE_WRITTEN("dev.reel.io.AtomicFile", "keepMode", null),
        /** The backup's hard link made under its own temporary name, not yet renamed to {@code NAME~}. */
        BACKUP_LINKED("java.nio.file.Files", "move", "keepBackup"),
        /** The backup renamed into place; the new bytes not yet renamed over the file. */
        BACKUP_KEPT("java.nio.file.Files", "move", "save"),
        /** The new bytes renamed over the file; the folder not yet forced to disk. */
        RENAMED("dev.reel.io.AtomicFile", "forceFolder", null);

        private final String className;
        private final String method;
        private final String caller;

        Point(String className, String method, String caller) {
            this.className = className;
            this.method = method;
            this.caller = caller;
        }

        /** Whether the save stopped by {@code hit} stands at this point (for a shared method, called from here). */
        private boolean isHere(BreakpointEvent hit) throws IncompatibleThreadStateException {
            if (caller == null) {
                return true;
            }
            Method calling = hit.thread().frame(1).location().method();
            return calling.name().equals(caller) && calling.declaringType().name().equals(AtomicFile.class.getName());
        }
    }

    private static final Pattern LISTENING = Pattern.compile("Listening for transport dt_socket at address: (\\d+)");
    private static final long LIMIT_MILLIS = 60_000;

    private StoppedSave() {
    }

    /**
     * Starts a child that saves {@code version} to {@code target}, kills it when its save reaches {@code point},
     * and returns once it is dead; fails if it ends, or is not there within a minute, first.
     */
    static void killAt(Point point, Path target, int version) throws Exception {
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0",
                "-cp", System.getProperty("java.class.path"), SaveChild.class.getName(), target.toString(),
                Integer.toString(version), "1").redirectErrorStream(true).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> read(child, lines), "output of save child " + child.pid());
        reader.setDaemon(true);
        reader.start();
        long deadline = System.currentTimeMillis() + LIMIT_MILLIS;
        try {
            VirtualMachine vm = attach(port(lines, deadline));
            try {
                stopAndKill(vm, child, point, deadline, lines);
            } finally {
                disconnect(vm);
            }
        } finally {
            if (child.isAlive()) {
                child.destroyForcibly();
            }
            child.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The port the child's debugger agent listens on, from the line it prints first (after any JVM warning). */
    private static String port(BlockingQueue<String> lines, long deadline) throws InterruptedException {
        List<String> before = new ArrayList<>();
        for (long left = LIMIT_MILLIS; left > 0; left = deadline - System.currentTimeMillis()) {
            String line = lines.poll(left, TimeUnit.MILLISECONDS);
            if (line == null) {
                break;
            }
            Matcher listening = LISTENING.matcher(line);
            if (listening.find()) {
                return listening.group(1);
            }
            before.add(line);
        }
        throw new AssertionError("the save child offered no debugger connection within a minute; it printed "
                + before);
    }

    private static void stopAndKill(VirtualMachine vm, Process child, Point point, long deadline,
            BlockingQueue<String> lines) throws Exception {
        ClassPrepareRequest prepare = vm.eventRequestManager().createClassPrepareRequest();
        prepare.addClassFilter(point.className);
        prepare.enable();
        for (ReferenceType loaded : vm.classesByName(point.className)) {
            breakAt(vm, loaded, point);
        }
        vm.resume();
        while (true) {
            long left = deadline - System.currentTimeMillis();
            EventSet events = left > 0 ? vm.eventQueue().remove(left) : null;
            if (events == null) {
                throw new AssertionError("the save child did not reach " + point + " within a minute; it printed "
                        + List.copyOf(lines));
            }
            for (Event event : events) {
                if (event instanceof ClassPrepareEvent prepared) {
                    breakAt(vm, prepared.referenceType(), point);
                } else if (event instanceof BreakpointEvent hit && point.isHere(hit)) {
                    child.destroyForcibly(); // SIGKILL on Linux and macOS: no shutdown hooks, no flushing
                    child.waitFor();
                    return;
                } else if (event instanceof VMDeathEvent || event instanceof VMDisconnectEvent) {
                    throw new AssertionError("the save child ended before " + point + "; it printed "
                            + List.copyOf(lines));
                }
            }
            events.resume();
        }
    }

    private static void breakAt(VirtualMachine vm, ReferenceType type, Point point) {
        for (Method method : type.methodsByName(point.method)) {
            vm.eventRequestManager().createBreakpointRequest(method.location()).enable();
        }
    }

    private static VirtualMachine attach(String port) throws IOException, IllegalConnectorArgumentsException {
        AttachingConnector socket = Bootstrap.virtualMachineManager().attachingConnectors().stream()
                .filter(connector -> connector.name().equals("com.sun.jdi.SocketAttach")).findFirst().orElseThrow();
        Map<String, Connector.Argument> arguments = socket.defaultArguments();
        arguments.get("hostname").setValue("127.0.0.1");
        arguments.get("port").setValue(port);
        arguments.get("timeout").setValue("20000");
        return socket.attach(arguments);
    }

    private static void disconnect(VirtualMachine vm) {
        try {
            vm.dispose();
        } catch (com.sun.jdi.VMDisconnectedException gone) {
            // Killed: the connection went with it.
        }
    }

    private static void read(Process child, BlockingQueue<String> lines) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
            }
        } catch (IOException killed) {
            // The child was killed mid-line.
        }
    }
}
