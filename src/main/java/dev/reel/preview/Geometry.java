package dev.reel.preview;

import org.lwjgl.sdl.SDL_Vertex;
import org.lwjgl.system.MemoryUtil;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;

import static org.lwjgl.sdl.SDLRender.nSDL_RenderGeometry;

/**
 * Triangles handed to {@code SDL_RenderGeometry}: a vertex array ({@code SDL_Vertex}: view position, colour as
 * floats, texture coordinate) and an index array, both outside the Java heap, grown as needed and reused from
 * frame to frame, so drawing a mesh allocates nothing once the buffers are big enough. One per renderer, used on
 * its thread; {@link #free()} when the renderer closes.
 *
 * <p>SDL's software renderer truncates vertex positions to whole pixels toward zero and texture coordinates to
 * whole texels ({@code (int)(u × width)}). Positions are therefore rounded here to the nearest whole pixel, so
 * the truncation changes nothing and a vertex lands on the pixel nearest to it, and they are clamped to
 * ±{@value #LIMIT} pixels, inside the range SDL's fixed-point edge functions hold. A texture coordinate is handed
 * over as the centre of the texel it names, so the truncation gives back exactly that texel.
 */
final class Geometry {
    /** The farthest from the view's corner a vertex may be drawn, in pixels. */
    static final float LIMIT = 8192;
    private static final int STRIDE = SDL_Vertex.SIZEOF;

    private ByteBuffer vertices;
    private IntBuffer indices;
    private int vertexCount;
    private int indexCount;

    /** Starts a new batch of up to {@code vertexCapacity} vertices and {@code indexCapacity} indices. */
    void begin(int vertexCapacity, int indexCapacity) {
        long vertexBytes = (long) vertexCapacity * STRIDE;
        if (vertices == null || vertices.capacity() < vertexBytes) {
            if (vertices != null) {
                MemoryUtil.memFree(vertices);
            }
            vertices = MemoryUtil.memAlloc((int) Math.max(vertexBytes, 1024L * STRIDE));
        }
        if (indices == null || indices.capacity() < indexCapacity) {
            if (indices != null) {
                MemoryUtil.memFree(indices);
            }
            indices = MemoryUtil.memAllocInt(Math.max(indexCapacity, 3 * 1024));
        }
        vertexCount = 0;
        indexCount = 0;
    }

    /** Adds a vertex at view position (x, y), coloured, with texture coordinate (u, v) in [0, 1]; its index. */
    int vertex(double x, double y, float red, float green, float blue, float alpha, float u, float v) {
        int at = vertexCount * STRIDE;
        long address = MemoryUtil.memAddress(vertices) + at;
        MemoryUtil.memPutFloat(address + SDL_Vertex.POSITION, pixel(x));
        MemoryUtil.memPutFloat(address + SDL_Vertex.POSITION + 4, pixel(y));
        MemoryUtil.memPutFloat(address + SDL_Vertex.COLOR, red);
        MemoryUtil.memPutFloat(address + SDL_Vertex.COLOR + 4, green);
        MemoryUtil.memPutFloat(address + SDL_Vertex.COLOR + 8, blue);
        MemoryUtil.memPutFloat(address + SDL_Vertex.COLOR + 12, alpha);
        MemoryUtil.memPutFloat(address + SDL_Vertex.TEX_COORD, u);
        MemoryUtil.memPutFloat(address + SDL_Vertex.TEX_COORD + 4, v);
        return vertexCount++;
    }

    /** Adds a triangle of three vertex indices of this batch. */
    void triangle(int a, int b, int c) {
        indices.put(indexCount, a);
        indices.put(indexCount + 1, b);
        indices.put(indexCount + 2, c);
        indexCount += 3;
    }

    /** Draws the batch with {@code texture} (0: plain colour); false with SDL's error pending. */
    boolean draw(long renderer, long texture) {
        if (indexCount == 0) {
            return true;
        }
        return nSDL_RenderGeometry(renderer, texture, MemoryUtil.memAddress(vertices), vertexCount,
                MemoryUtil.memAddress(indices), indexCount);
    }

    /** The texture coordinate SDL turns back into texel {@code floor(pixels)} of a texture {@code size} wide. */
    static float texel(double pixels, int size) {
        return (float) ((Math.floor(pixels) + 0.5) / size);
    }

    /** A view coordinate rounded to the nearest whole pixel and kept within SDL's range. */
    static float pixel(double view) {
        double rounded = Math.floor(view + 0.5);
        if (!(rounded > -LIMIT)) {
            return -LIMIT;
        }
        return (float) Math.min(LIMIT, rounded);
    }

    void free() {
        if (vertices != null) {
            MemoryUtil.memFree(vertices);
            vertices = null;
        }
        if (indices != null) {
            MemoryUtil.memFree(indices);
            indices = null;
        }
    }
}
