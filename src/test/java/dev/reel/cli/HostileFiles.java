package dev.reel.cli;

import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.preview.FrameBankBuilder;
import dev.reel.reliability.HostileCase;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.zip.CRC32;

/**
 * Hostile files for every diagnostic code a file, a project or a command line can produce — broken syntax,
 * huge PNG dimensions, paths that leave the project, wrong values — each fed through the {@code reel} command
 * an artist or a build script would run.
 */
public final class HostileFiles {
    private static final String PARAMS = "controller version=1 {\n  entry=\"Idle\"\n  param \"Speed\" kind=float {}\n"
            + "  param \"Attack\" kind=trigger {}\n  state \"Idle\" {}\n  state \"Run\" {}\n";

    private final Path root;
    private final List<HostileCase> cases = new ArrayList<>();

    private HostileFiles(Path root) {
        this.root = root;
    }

    /** The cases, with their files written into a fresh project under {@code folder}. */
    public static List<HostileCase> cases(Path folder) {
        try {
            HostileFiles files = new HostileFiles(Files.createDirectories(folder.resolve("hostile")));
            files.write();
            return files.cases;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void write() throws IOException {
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Hostile\" {\n"
                + "  event \"Hit\" {}\n}\n");
        controller(Code.DOC001, "unterminated string", "controller version=1 {\n  entry=\"Idle\n}\n");
        controller(Code.DOC002, "bad number", "controller version=1 {\n  param \"S\" kind=float default=1.2.3e {}\n}\n");
        controller(Code.DOC003, "unbalanced braces", "controller version=1 {\n  state \"Idle\" {\n}\n");
        controller(Code.DOC004, "nesting 300 deep", "controller version=1 {\n" + "  x {".repeat(300)
                + "}".repeat(300) + "\n}\n");
        controller(Code.DOC005, "a 1.5 MiB string", "controller version=1 {\n  entry=\""
                + "a".repeat(3 << 19) + "\"\n}\n");
        Path huge = root.resolve("anim/huge.aectrl");
        Files.createDirectories(huge.getParent());
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(65L << 20); // sparse: the size check must refuse it before reading
        }
        check(Code.DOC006, "a 65 MiB file", huge);
        controller(Code.DOC007, "unexpected text", "controller version=1 {\n  = = =\n}\n");
        controller(Code.DOC008, "bad escape", "controller version=1 {\n  entry=\"Id\\qle\"\n}\n");
        clip(Code.DOC009, "unknown property", "anim version=1 length=1 {\n  event t=0 name=\"Hit\" colour=\"red\" {}\n}\n");
        clip(Code.DOC010, "property twice", "anim version=1 length=1 length=2 {}\n");
        clip(Code.ANM001, "wrong kind", "anim version=1 length=1 {\n  track \"\" prop=\"Body.Size\" kind=float64 {}\n}\n");
        clip(Code.ANM002, "key past the end", "anim version=1 length=0.5 {\n  track \"\" prop=\"transform.rotation\" "
                + "kind=float32 {\n    key t=0 v=0 {}\n    key t=0.75 v=1 {}\n  }\n}\n");
        clip(Code.ANM003, "undeclared event", "anim version=1 length=1 {\n  event t=0.5 name=\"Explode\" {}\n}\n");
        controller(Code.ANC001, "unknown state", PARAMS + "  transition \"Idle\" to=\"Jump\" {}\n}\n");
        controller(Code.ANC002, "bad operator", PARAMS + "  transition \"Idle\" to=\"Run\" {\n"
                + "    cond \"Speed\" op=gte value=1 {}\n  }\n}\n");
        controller(Code.ANC003, "instant cycle", PARAMS + "  transition \"Idle\" to=\"Run\" {}\n"
                + "  transition \"Run\" to=\"Idle\" {}\n}\n");
        controller(Code.ANC004, "missing clip", "controller version=1 {\n  entry=\"Idle\"\n"
                + "  state \"Idle\" clip=asset(\"anim/nowhere.aeanim\") {}\n}\n");
        controller(Code.ANC005, "duplicate state", PARAMS + "  state \"Run\" {}\n}\n");
        controller(Code.ANC006, "transition without target", PARAMS + "  transition \"Idle\" {}\n}\n");
        clip(Code.AST001, "sprite path leaving the project", "anim version=1 length=1 {\n  frames \"\" fps=4 {\n"
                + "    sprites=[asset(\"../../../etc/hero.png#hero_000\")]\n  }\n}\n");
        clip(Code.AST002, "missing sprite", "anim version=1 length=1 {\n  frames \"\" fps=4 {\n"
                + "    sprites=[asset(\"assets/missing.png#missing_000\")]\n  }\n}\n");
        Path notProject = Files.createDirectories(root.getParent().resolve("not-a-project"));
        cases.add(new HostileCase(Code.PRJ001, "folder without project.aego", () -> reel("check", notProject.toString())));
        Path badProject = Files.createDirectories(root.getParent().resolve("bad-project"));
        Files.writeString(badProject.resolve("project.aego"), "project version=1 name=\"P\" tickRate=0.5 {}\n");
        check(Code.PRJ002, "tick rate 0.5", badProject.resolve("project.aego"));
        cases.add(new HostileCase(Code.IO001, "path that does not exist",
                () -> reel("check", root.resolve("gone/away.aeanim").toString())));
        meta(Code.MET001, "broken JSON", "broken", "{\n  \"version\": 1,\n  \"cells\": [\n}\n");
        meta(Code.MET002, "empty rect", "badrect", "{\n  \"cells\": [\n    {\"name\": \"s_000\", \"id\": \"a\", "
                + "\"rect\": [0, 0, 0, 5]}\n  ]\n}\n");
        meta(Code.MET003, "sliced sheet in an atlas", "atlas", "{\n  \"import\": {\"atlasGroup\": \"ui\"},\n"
                + "  \"cells\": [\n    {\"name\": \"s_000\", \"id\": \"a\", \"rect\": [0, 0, 4, 4]}\n  ]\n}\n");
        Path garbage = root.resolve("assets/garbage.png");
        Files.write(garbage, "this is not a PNG at all".getBytes(StandardCharsets.US_ASCII));
        check(Code.PNG001, "not a PNG", garbage);
        Path giant = root.resolve("assets/giant.png");
        Files.write(giant, hugePng(100_000, 100_000));
        check(Code.PNG002, "100000 x 100000 header", giant);
        Path noEnd = root.resolve("assets/noend.png");
        byte[] whole = png(16, 16);
        Files.write(noEnd, java.util.Arrays.copyOf(whole, whole.length - 12));
        check(Code.PNG003, "PNG ending after its image data, without IEND", noEnd);
        Path sheet = root.resolve("assets/hero.png");
        Files.write(sheet, png(64, 16));
        cases.add(new HostileCase(Code.SLC001, "grid larger than the sheet",
                () -> reel("slice", sheet.toString(), "--grid", "100,100", "--dry-run")));
        if (!reel("slice", sheet.toString(), "--grid", "16,16").contains("4 cells")) {
            throw new IllegalStateException("could not slice the test sheet");
        }
        Files.writeString(root.resolve("anim/run.aeanim"), "anim version=1 length=1 loop=loop {\n"
                + "  frames \"\" fps=4 {\n    sprites=[asset(\"assets/hero.png#hero_000\"), "
                + "asset(\"assets/hero.png#hero_003\")]\n  }\n}\n");
        cases.add(new HostileCase(Code.SLC002, "reslicing away a used cell",
                () -> reel("slice", sheet.toString(), "--grid", "16,16", "--count", "2", "--dry-run")));
        Path script = root.resolve("bad.script");
        Files.writeString(script, "at 3 set Speed 1\nat x trigger Jump\n");
        cases.add(new HostileCase(Code.SCR001, "replay script line without a step",
                () -> reel("replay", "engine/anim/platformer", "--script", script.toString(), "--steps", "5")));
        imports();
        rigs();
        cases.add(new HostileCase(Code.PRV002, "bank export of a clip without frames",
                () -> FrameBankBuilder.fromClip("x", "x", Clip.empty(1, LoopMode.LOOP), "x.aeanim", name -> null)
                        .diagnostics().stream().map(Diagnostic::format).collect(Collectors.joining("\n"))));
    }

    /** Broken Aseprite documents and atlas data for reel import, and a clip no engine could play. */
    private void imports() throws IOException {
        Path notAse = root.resolve("art/zeros.aseprite");
        Files.createDirectories(notAse.getParent());
        Files.write(notAse, new byte[300]);
        cases.add(new HostileCase(Code.ASE001, "300 zero bytes as .aseprite", () -> reel("import", notAse.toString(),
                "--dry-run")));
        Path huge = root.resolve("art/huge.aseprite");
        Files.write(huge, aseprite(65535, 16384, 16384, new byte[0]));
        cases.add(new HostileCase(Code.ASE002, ".aseprite claiming 65535 frames of 16384 x 16384",
                () -> reel("import", huge.toString(), "--dry-run")));
        Path unknown = root.resolve("art/unknown.aseprite");
        Files.write(unknown, aseprite(1, 1, 1, new byte[] {6, 0, 0, 0, 0x77, 0x77}));
        cases.add(new HostileCase(Code.ASE003, ".aseprite with an unknown chunk",
                () -> reel("import", unknown.toString(), "--dry-run")));
        Path notJson = file("assets/broken.json", "{ \"frames\": [ oops");
        cases.add(new HostileCase(Code.ATL001, "atlas JSON that is not JSON", () -> reel("import", notJson.toString())));
        Path noImage = file("assets/noimage.json", "{\"frames\": [], \"meta\": {}}");
        cases.add(new HostileCase(Code.ATL002, "atlas JSON naming no image", () -> reel("import", noImage.toString())));
        Path rotated = file("assets/rotated.json", "{\"frames\": [{\"filename\": \"a\", \"frame\": {\"x\": 0, "
                + "\"y\": 0, \"w\": 4, \"h\": 4}, \"rotated\": true}], \"meta\": {\"image\": \"hero.png\"}}");
        cases.add(new HostileCase(Code.ATL003, "atlas JSON with a rotated frame",
                () -> reel("import", rotated.toString(), "--dry-run")));
        Path empty = file("anim/empty.aeanim", "anim version=1 length=1 {}\n");
        cases.add(new HostileCase(Code.EXP001, "Godot export of a clip without frames",
                () -> reel("export", empty.toString(), "--godot", root.resolve("out/empty.tres").toString())));
    }

    /** Broken rigs, and clips whose tracks do not fit their rig. */
    private void rigs() throws IOException {
        String root = "rig version=1 {\n  bone \"root\"\n";
        String mesh = root + "  bone \"b\" parent=\"root\"\n  slot \"s\" bone=\"root\"\n  skin \"default\" {\n"
                + "    mesh \"m\" slot=\"s\" sprite=asset(\"assets/hero.png#hero_000\") {\n";
        rig(Code.RIG001, "a rig without its closing quote", "rig version=1 {\n  bone \"root}\n");
        rig(Code.RIG002, "an unknown parent", root + "  bone \"hip\" parent=\"pelvis\"\n}\n");
        rig(Code.RIG003, "bones parented in a circle", root + "  bone \"a\" parent=\"b\"\n  bone \"b\" parent=\"a\"\n}\n");
        rig(Code.RIG004, "two root bones", root + "  bone \"other\"\n}\n");
        rig(Code.RIG005, "a bone given twice", root + "  bone \"a\" parent=\"root\"\n".repeat(2) + "}\n");
        rig(Code.RIG006, "a slot on a missing bone", root + "  slot \"s\" bone=\"arm\"\n}\n");
        rig(Code.RIG007, "weights summing to 0.9", mesh + "      vertex uv=[0, 0] bones=[\"root\", \"b\"] at=[0, 0, 0, 0]"
                + " weights=[0.5, 0.4]\n    }\n  }\n}\n");
        rig(Code.RIG008, "a triangle past the mesh", mesh + "      triangles=[0, 1, 9]\n      vertex uv=[0, 0] at=[0, 0]\n"
                + "      vertex uv=[1, 0] at=[1, 0]\n      vertex uv=[1, 1] at=[1, 1]\n    }\n  }\n}\n");
        rig(Code.RIG009, "a triangle with a repeated vertex", mesh + "      triangles=[0, 1, 1]\n"
                + "      vertex uv=[0, 0] at=[0, 0]\n      vertex uv=[1, 0] at=[1, 0]\n    }\n  }\n}\n");
        rig(Code.RIG010, "an IK chain of two siblings", root + "  bone \"a\" parent=\"root\"\n  bone \"b\" parent=\"root\"\n"
                + "  ik \"i\" bones=[\"a\", \"b\"] target=\"root\"\n}\n");
        rig(Code.RIG011, "an IK target in its own chain", root + "  bone \"a\" parent=\"root\"\n"
                + "  ik \"i\" bones=[\"a\"] target=\"a\"\n}\n");
        StringBuilder bones = new StringBuilder(root);
        for (int i = 1; i <= 1024; i++) {
            bones.append("  bone \"b").append(i).append("\" parent=\"root\"\n");
        }
        rig(Code.RIG012, "1,025 bones", bones.append("}\n").toString());
        file("rig/hero.aerig", root + "  slot \"s\" bone=\"root\"\n  skin \"default\" {\n"
                + "    mesh \"m\" slot=\"s\" sprite=asset(\"assets/hero.png#hero_000\") {\n"
                + "      vertex uv=[0, 0] at=[0, 0]\n    }\n  }\n}\n");
        String clip = "anim version=1 length=1 rig=asset(\"rig/hero.aerig\") {\n";
        clip(Code.RIG013, "a track on a bone the rig lacks", clip + "  track \"arm\" prop=\"transform.rotation\""
                + " kind=float32 {}\n}\n");
        clip(Code.RIG014, "a deform key of the wrong count", clip + "  track \"\" prop=\"deform/default/s/m\""
                + " kind=floats {\n    key t=0 v=[1, 2, 3] {}\n  }\n}\n");
        clip(Code.RIG015, "a draw order naming a slot twice", clip + "  track \"\" prop=\"drawOrder\" kind=drawOrder {\n"
                + "    key t=0 v=[\"s\", \"s\"] {}\n  }\n}\n");
        clip(Code.RIG016, "a clip of a rig with errors", "anim version=1 length=1 rig=asset(\"anim/rig003.aerig\") {}\n");
    }

    private void rig(Code code, String input, String text) throws IOException {
        check(code, input, file("anim/" + code.name().toLowerCase() + ".aerig", text));
    }

    /** An Aseprite header claiming {@code frames} frames of {@code width × height}, then one frame holding {@code chunk}. */
    private static byte[] aseprite(int frames, int width, int height, byte[] chunk) {
        ByteBuffer file = ByteBuffer.allocate(128 + 16 + chunk.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        file.putInt(128 + 16 + chunk.length).putShort((short) 0xA5E0).putShort((short) frames).putShort((short) width)
                .putShort((short) height).putShort((short) 32).putInt(1);
        file.position(128);
        file.putInt(16 + chunk.length).putShort((short) 0xF1FA).putShort((short) (chunk.length == 0 ? 0 : 1))
                .putShort((short) 100).putShort((short) 0).putInt(chunk.length == 0 ? 0 : 1).put(chunk);
        return file.array();
    }

    private void controller(Code code, String input, String text) throws IOException {
        check(code, input, file("anim/" + code.name().toLowerCase() + ".aectrl", text));
    }

    private void clip(Code code, String input, String text) throws IOException {
        check(code, input, file("anim/" + code.name().toLowerCase() + ".aeanim", text));
    }

    private void meta(Code code, String input, String name, String json) throws IOException {
        Files.write(file("assets/" + name + ".png", ""), png(8, 8));
        check(code, input, file("assets/" + name + ".png.meta", json));
    }

    private Path file(String relative, String text) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private void check(Code code, String input, Path file) {
        cases.add(new HostileCase(code, input, () -> reel("check", file.toString())));
    }

    /** Runs {@code reel} in this JVM and returns what it printed on both streams. */
    static String reel(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ReelCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return out + "\n" + err + "\nexit " + exit;
    }

    private static byte[] png(int width, int height) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        for (int x = 0; x < width; x++) {
            image.setRGB(x, x % height, 0xFFFF8800);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    /** A PNG whose header claims {@code width} × {@code height} pixels, followed by almost no data. */
    static byte[] hugePng(int width, int height) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        chunk(out, "IHDR", ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).put((byte) 6)
                .put((byte) 0).put((byte) 0).put((byte) 0).array());
        chunk(out, "IDAT", new byte[] {0x78, (byte) 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01});
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(name);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}
