package dev.reel.launch;

import org.junit.jupiter.api.Test;
import org.lwjgl.system.MemoryUtil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The C library calls behind the editor's start-up on Linux (the only system the build runs its tests on). */
class LibCTest {

    @Test
    void aVariableSetIsSeenByCCode() {
        assertNull(LibC.getenv("REEL_LIBC_TEST_UNSET"));
        assertTrue(LibC.setenv("REEL_LIBC_TEST", "yes, é"));
        assertEquals("yes, é", LibC.getenv("REEL_LIBC_TEST"));
        assertTrue(LibC.setenv("REEL_LIBC_TEST", "again"));
        assertEquals("again", LibC.getenv("REEL_LIBC_TEST"));
    }

    @Test
    void freedMemoryInsideTheHeapIsGivenBack() {
        long[] blocks = new long[200_000];
        for (int i = 0; i < blocks.length; i++) {
            blocks[i] = MemoryUtil.nmemAllocChecked(200);
            MemoryUtil.memSet(blocks[i], 1, 200);
        }
        long pin = MemoryUtil.nmemAllocChecked(200); // keeps the freed blocks below the heap's top
        for (long block : blocks) {
            MemoryUtil.nmemFree(block);
        }
        try {
            assertTrue(LibC.trimNativeHeap(), "40 MB freed below a live block is handed back");
        } finally {
            MemoryUtil.nmemFree(pin);
        }
    }
}
