package dev.reel.tools.art;

/** The limited palette every sprite shares: one outline colour and four-tone ramps per surface. */
final class Palette {

    static final int OUTLINE = 0xFF1A1C2C;
    static final int EYE = 0xFF1A1C2C;
    static final int WHITE = 0xFFF4F4F4;
    static final int SPARK = 0xFFFFF7D6;
    static final int SLASH_EDGE = 0xFF73EFF7;
    static final int SLASH_CORE = 0xFFF4F4F4;

    static final Material SKIN = new Material(0xFFFFD9B8, 0xFFF2B08A, 0xFFC97A5E, 0xFF7A3E3E);
    static final Material HAIR = new Material(0xFF8A5436, 0xFF5E3626, 0xFF3F2319, 0xFF26140F);
    static final Material STEEL = new Material(0xFFDCE6EE, 0xFFA9BCCB, 0xFF6B7F99, 0xFF3A4466);
    static final Material DARK_STEEL = new Material(0xFF94B0C2, 0xFF6B7F99, 0xFF4A5670, 0xFF2A3050);
    static final Material RED = new Material(0xFFEF7D57, 0xFFB13E53, 0xFF7A2848, 0xFF4A1838);
    static final Material GOLD = new Material(0xFFFFF0A0, 0xFFFFCD75, 0xFFD08A3A, 0xFF8A4A2A);
    static final Material LEATHER = new Material(0xFFB07A50, 0xFF8A5436, 0xFF5E3626, 0xFF3A2018);
    static final Material DARK_LEATHER = new Material(0xFF7A5A48, 0xFF54382E, 0xFF3A2620, 0xFF24160F);
    static final Material FOREST = new Material(0xFF6FBF5A, 0xFF3A8A4A, 0xFF25603F, 0xFF163A2C);
    static final Material MOSS = new Material(0xFF8FA860, 0xFF5E7A3E, 0xFF40552E, 0xFF28361F);
    static final Material ROBE = new Material(0xFF6A8AE8, 0xFF3B5DC9, 0xFF29366F, 0xFF1C1F4A);
    static final Material BEARD = new Material(0xFFFFFFFF, 0xFFE4E8F0, 0xFFB0B8C8, 0xFF6A7290);
    static final Material WOOD = new Material(0xFFC08850, 0xFF9A6238, 0xFF6A4028, 0xFF3E2418);
    static final Material CRYSTAL = new Material(0xFFE0FFFF, 0xFF73EFF7, 0xFF41A6F6, 0xFF29366F);
    static final Material SHIRT = new Material(0xFFF08868, 0xFFD04848, 0xFF9A2E42, 0xFF5A1A30);
    static final Material DENIM = new Material(0xFF6A8AE8, 0xFF3B5DC9, 0xFF29366F, 0xFF1C1F4A);
    static final Material SHOE = new Material(0xFFFFFFFF, 0xFFE4E8F0, 0xFF94B0C2, 0xFF566C86);

    static final Material PARCHMENT = new Material(0xFFFFF4D6, 0xFFF0D9A0, 0xFFC8A46A, 0xFF7A5A3A);
    static final Material GLASS = new Material(0xFFF4F4F4, 0xFFC6E4EE, 0xFF94B0C2, 0xFF566C86);
    static final Material IRON = new Material(0xFF566C86, 0xFF333C57, 0xFF242A40, 0xFF1A1C2C);
    static final Material EMERALD = new Material(0xFFA7F070, 0xFF38B764, 0xFF257153, 0xFF1A4038);
    static final Material SAPPHIRE = new Material(0xFF73EFF7, 0xFF41A6F6, 0xFF3B5DC9, 0xFF29366F);

    private Palette() {
    }
}
