package dev.reel.preview;

import static org.lwjgl.sdl.SDLRender.SDL_SetRenderTextureAddressMode;
import static org.lwjgl.sdl.SDLRender.SDL_TEXTURE_ADDRESS_CLAMP;

/**
 * Draws a {@link Sprite} that is a mesh: its triangles through {@code SDL_RenderGeometry}, textured with the whole
 * cell at its own size, the sprite's tint as every vertex's colour (SDL multiplies the texture by it). Texture
 * coordinates are the mesh's uvs over the cell's size, clamped at the cell's edges, sampled nearest (SDL's software
 * renderer ignores the texture's scale mode for triangles). See {@link Geometry} for how positions and texture
 * coordinates are rounded.
 *
 * <p>Over a frame that is not opaque the texture is premultiplied and blended as such; the vertex colour's red,
 * green and blue are then premultiplied by its alpha too, since SDL modulates a premultiplied texel's colour by
 * the vertex colour and its alpha by the vertex alpha separately.
 */
final class MeshSprites {
    private final Geometry geometry = new Geometry();

    /**
     * Draws {@code sprite}'s mesh through {@code camera} with {@code texture} (the whole cell, {@code premultiplied}
     * or straight); false with SDL's error pending.
     */
    boolean draw(Sprite sprite, Camera camera, long texture, boolean premultiplied, long renderer) {
        SpriteMesh mesh = sprite.mesh();
        int width = sprite.source().width();
        int height = sprite.source().height();
        float alpha = sprite.alpha();
        float scale = premultiplied ? alpha : 1;
        float red = sprite.red() * scale;
        float green = sprite.green() * scale;
        float blue = sprite.blue() * scale;
        double[] positions = mesh.positions();
        double[] uvs = mesh.uvs();
        geometry.begin(mesh.vertexCount(), mesh.triangles().length);
        for (int i = 0; i < positions.length; i += 2) {
            geometry.vertex(camera.viewX(positions[i]), camera.viewY(positions[i + 1]), red, green, blue, alpha,
                    Geometry.texel(uvs[i], width), Geometry.texel(uvs[i + 1], height));
        }
        int[] triangles = mesh.triangles();
        for (int i = 0; i < triangles.length; i += 3) {
            geometry.triangle(triangles[i], triangles[i + 1], triangles[i + 2]);
        }
        return SDL_SetRenderTextureAddressMode(renderer, SDL_TEXTURE_ADDRESS_CLAMP, SDL_TEXTURE_ADDRESS_CLAMP)
                && geometry.draw(renderer, texture);
    }

    /** The same buffers, for plain coloured triangles (the rig overlays). */
    Geometry geometry() {
        return geometry;
    }

    void free() {
        geometry.free();
    }
}
