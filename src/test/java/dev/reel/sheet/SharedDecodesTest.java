package dev.reel.sheet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** One decode of a sheet for the Sheet panel and the Assets thumbnails, holding nothing they do not hold. */
class SharedDecodesTest {
    @TempDir
    Path temp;

    private final AtomicInteger decodes = new AtomicInteger();
    private final PngLoader loader = new PngLoader();

    private Path png(String name, int colour) throws Exception {
        BufferedImage image = new BufferedImage(8, 4, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(1, 2, colour);
        Path file = temp.resolve(name);
        Files.write(file, TestPngs.written(image));
        return file;
    }

    private SharedDecodes counting() {
        return new SharedDecodes(this::countedDecode);
    }

    private PngResult countedDecode(Path png, String name) {
        decodes.incrementAndGet();
        return loader.load(png, name);
    }

    @Test
    void aSheetStillHeldIsNotDecodedAgain() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = counting();
        PngResult first = shared.load(file, "a.png");
        PngResult second = shared.load(file, "sprites/a.png");
        assertThat(first.ok()).isTrue();
        assertThat(second.image()).isSameAs(first.image());
        assertThat(second.image().argb(1, 2)).isEqualTo(0xff123456);
        assertThat(decodes).hasValue(1);
    }

    @Test
    void aSheetChangedOnDiskIsDecodedAgain() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = counting();
        PngResult first = shared.load(file, "a.png");
        png("a.png", 0xff654321);
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 2000));
        PngResult second = shared.load(file, "a.png");
        assertThat(second.image()).isNotSameAs(first.image());
        assertThat(second.image().argb(1, 2)).isEqualTo(0xff654321);
        assertThat(decodes).hasValue(2);
    }

    @Test
    void aCallerAskingDuringADecodeWaitsForIt() throws Exception {
        Path file = png("a.png", 0xff123456);
        Held held = new Held();
        SharedDecodes shared = new SharedDecodes(held);
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<PngResult> first = threads.submit(() -> shared.load(file, "a.png"));
            assertThat(held.started.await(10, TimeUnit.SECONDS)).isTrue();
            Future<PngResult> second = threads.submit(() -> shared.load(file, "a.png"));
            Thread.sleep(50);
            held.release.countDown();
            assertThat(second.get(10, TimeUnit.SECONDS).image()).isSameAs(first.get(10, TimeUnit.SECONDS).image());
            assertThat(decodes).hasValue(1);
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void aFailedDecodeIsNotSharedAndNamesTheFileAsEachCallerDoes() throws Exception {
        Path file = temp.resolve("broken.png");
        Files.write(file, new byte[] {1, 2, 3, 4});
        SharedDecodes shared = counting();
        PngResult first = shared.load(file, "one.png");
        PngResult second = shared.load(file, "two.png");
        assertThat(first.ok()).isFalse();
        assertThat(first.diagnostic().file()).isEqualTo("one.png");
        assertThat(second.diagnostic().file()).isEqualTo("two.png");
        assertThat(decodes).hasValue(2);
    }

    @Test
    void aSheetNoCallerHoldsAnyMoreIsNotKept() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = counting();
        WeakReference<SheetImage> decoded = new WeakReference<>(shared.load(file, "a.png").image());
        for (int i = 0; i < 50 && decoded.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat(decoded.get()).isNull();
        assertThat(shared.load(file, "a.png").ok()).isTrue();
        assertThat(decodes).hasValue(2);
    }

    /** Decodes ahead run when the test lets them, on the test's own thread. */
    private final java.util.List<Runnable> aheadWork = new java.util.ArrayList<>();

    private SharedDecodes countingAhead() {
        return new SharedDecodes(this::countedDecode, aheadWork::add);
    }

    private void runAhead() {
        aheadWork.forEach(Runnable::run);
        aheadWork.clear();
    }

    @Test
    void aDecodeAheadIsTheOneTheCallerGets() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = countingAhead();
        shared.decodeAhead(file, "a.png");
        runAhead();
        // Whatever the collector does meanwhile, the decode ahead is kept for the caller it was made for.
        System.gc();
        PngResult got = shared.load(file, "a.png");
        assertThat(got.image().argb(1, 2)).isEqualTo(0xff123456);
        assertThat(decodes).hasValue(1);
    }

    @Test
    void aDecodeAheadOfAFileDecodedOrBeingDecodedStartsNothing() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = countingAhead();
        PngResult held = shared.load(file, "a.png");
        shared.decodeAhead(file, "a.png");
        assertThat(aheadWork).isEmpty();
        assertThat(shared.load(file, "a.png").image()).isSameAs(held.image());
        assertThat(decodes).hasValue(1);
    }

    @Test
    void onceTheCallerHasItsImageADecodeAheadHoldsNothing() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = countingAhead();
        shared.decodeAhead(file, "a.png");
        runAhead();
        WeakReference<SheetImage> taken = new WeakReference<>(shared.load(file, "a.png").image());
        for (int i = 0; i < 50 && taken.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat(taken.get()).as("the image the caller let go of").isNull();
    }

    @Test
    void aNewDecodeAheadLetsGoOfTheLastOne() throws Exception {
        Path first = png("a.png", 0xff123456);
        Path second = png("b.png", 0xff654321);
        SharedDecodes shared = countingAhead();
        shared.decodeAhead(first, "a.png");
        runAhead();
        shared.decodeAhead(second, "b.png");
        runAhead();
        for (int i = 0; i < 20; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat(shared.load(second, "b.png").image().argb(1, 2)).isEqualTo(0xff654321);
        assertThat(shared.load(first, "a.png").image().argb(1, 2)).isEqualTo(0xff123456);
        assertThat(decodes).as("a.png was let go of and decoded again; b.png was not").hasValue(3);
    }

    @Test
    void aCallerAskingWhileTheDecodeAheadRunsWaitsForIt() throws Exception {
        PngResult got = askWhileDecodingAhead(png("a.png", 0xff123456), "a.png", "a.png");
        assertThat(got.image().argb(1, 2)).isEqualTo(0xff123456);
        assertThat(decodes).hasValue(1);
    }

    @Test
    void aWarningOfTheDecodeAheadServesACallerNamingTheFileAlike() throws Exception {
        byte[] whole = TestPngs.written(new BufferedImage(8, 4, BufferedImage.TYPE_INT_ARGB));
        Path file = temp.resolve("open.png");
        // Without its IEND chunk (the last 12 bytes) the PNG loads with a warning, as some exporters write it.
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length - 12));
        PngResult got = askWhileDecodingAhead(file, "sprites/open.png", "sprites/open.png");
        assertThat(got.warning().file()).isEqualTo("sprites/open.png");
        assertThat(decodes).as("the decode ahead's result, warning and all, is the caller's").hasValue(1);
        decodes.set(0);
        PngResult other = askWhileDecodingAhead(file, "sprites/open.png", "other/open.png");
        assertThat(other.warning().file()).isEqualTo("other/open.png");
        assertThat(decodes).as("a caller naming the file otherwise decodes it itself").hasValue(2);
    }

    /** {@code file} decoded ahead as {@code aheadName}, asked for as {@code name} while that decode runs. */
    private PngResult askWhileDecodingAhead(Path file, String aheadName, String name) throws Exception {
        Held held = new Held();
        ExecutorService aheadThread = Executors.newSingleThreadExecutor();
        SharedDecodes shared = new SharedDecodes(held, aheadThread);
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            shared.decodeAhead(file, aheadName);
            assertThat(held.started.await(10, TimeUnit.SECONDS)).isTrue();
            Future<PngResult> asked = caller.submit(() -> shared.load(file, name));
            Thread.sleep(50);
            held.release.countDown();
            return asked.get(10, TimeUnit.SECONDS);
        } finally {
            aheadThread.shutdownNow();
            caller.shutdownNow();
        }
    }

    @Test
    void aDecodeAheadStillWaitingWhenAnotherIsAskedForIsDropped() throws Exception {
        Path first = png("a.png", 0xff123456);
        Path second = png("b.png", 0xff654321);
        SharedDecodes shared = countingAhead();
        shared.decodeAhead(first, "a.png");
        shared.decodeAhead(second, "b.png");
        runAhead();
        assertThat(decodes).as("only b.png, the sheet opened last, was decoded").hasValue(1);
        assertThat(shared.load(second, "b.png").image().argb(1, 2)).isEqualTo(0xff654321);
        assertThat(decodes).hasValue(1);
    }

    @Test
    void aSheetChangedOnDiskAfterItsDecodeAheadIsReadAgainAndNotHeld() throws Exception {
        Path file = png("a.png", 0xff123456);
        SharedDecodes shared = countingAhead();
        shared.decodeAhead(file, "a.png");
        runAhead();
        png("a.png", 0xff654321);
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 2000));
        assertThat(shared.load(file, "a.png").image().argb(1, 2)).isEqualTo(0xff654321);
        assertThat(decodes).hasValue(2);
    }

    /** Counts each decode and holds it until released, so a test can ask for the file while it runs. */
    private final class Held implements java.util.function.BiFunction<Path, String, PngResult> {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public PngResult apply(Path png, String name) {
            decodes.incrementAndGet();
            started.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return loader.load(png, name);
        }
    }
}
