package dev.reel.model;

/**
 * How a PNG is imported.
 *
 * @param atlasGroup   the atlas group it is packed into, or null
 * @param atlasPadding pixels between sprites in the atlas
 * @param extrude      pixels of edge extrusion around each sprite
 */
public record ImportSettings(Filter filter, boolean srgb, boolean mipmaps, String atlasGroup, int atlasPadding,
                             int extrude) {

    public static final ImportSettings DEFAULT = new ImportSettings(Filter.NEAREST, true, false, null, 2, 0);
}
