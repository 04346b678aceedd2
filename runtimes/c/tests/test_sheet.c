/*
 * test_sheet.c - the examples' sheet loader (examples/sheet.c): its PNG decoder against pixels decoded by
 * another decoder (ImageMagick's), and its reading of .png.meta sidecars. The examples themselves need SDL3
 * and are not built here; this keeps their SDL-free part tested by make check. Run from runtimes/c (as make
 * check does): it reads the platformer sample's sheets from ../../sample-projects, and writes its scratch
 * files beside the program.
 */
#include "../examples/sheet.c"
#include "testing.h"

#include <stdint.h>

#define SAMPLE "../../sample-projects/platformer/assets/knight/knight_idle.png"

static char scratch_dir[4096];

/* PNGs made for the test (python's zlib: stored, fixed-Huffman and dynamic blocks, code lengths run-length
 * coded with codes 16, 17 and 18; every filter, Paeth choosing each of its three neighbours; the sample's
 * sheets use filter 0 only) and their pixels as ImageMagick decodes them (convert FILE -depth 8 rgba:-). */
static const struct { const char *name, *png, *rgba; } CASES[] = {
    {"palette_trns",
     "89504e470d0a1a0a0000000d4948445200000003000000020803000000aaaa962800000009504c5445ff000000ff0000"
     "00ff2d4acd8a0000000274524e53ff80080fb36a00000013494441547801010800f7ff000001020002010000200007ea"
     "ce7cac0000000049454e44ae426082",
     "ff0000ff00ff00800000ffff0000ffff00ff0080ff0000ff"},
    {"rgb_filters",
     "89504e470d0a1a0a0000000d4948445200000002000000030802000000368849d60000001d49444154780163e4129163"
     "6565656264626661656361e7e0fcf5fb0f000cd30371fe60b9240000000049454e44ae426082",
     "0a141eff0f1923ff0b1621ff131e29ff121e2aff0d1926ff"},
    {"grey_alpha_avg",
     "89504e470d0a1a0a0000000d4948445200000003000000020804000000377dae91000000164944415478da634e39c125"
     "22a7c1ccc8c4ccc2ca0600127d01acb7204dc50000000049454e44ae426082",
     "646464c83c3c3c783c3c3c64333333663a3a3a7340404071"},
    {"all_filters_dynamic",
     "89504e470d0a1a0a0000000d49484452000000100000000a0806000000bdbede9c000001544944415478da4d91a197c3"
     "200c87b3db89ca48247212793272327232f22472b2721239893c89ace44f4056222723270fb6b22dafef855fbf47295f"
     "2013472bb1d29ca135aba5c4d62403cdadc5c8397df2aa0e3ef90e3914bb15395040e291ed1cbdcdf1c5e7a42e07c691"
     "01a57ce1562e16547034b2ada1620af9c5814a9a0946ce2aea6c91bd2599cd3a99c9d36accd5f45aafcbcda5cbf1998c"
     "39fc1dce703a1f079f8c391d6f3af5f43d97929248e887f6a716cc8cdef7757b81ea1380736ef039454e21948e3b87a6"
     "007dbb5b6b4ca5efe7a0cea7ee2628c827f739d327f756caae9b7d08a42000a9be84728da0125f02db8df3db9fa51a43"
     "1b4b7a4864754eb559dc8aa54dab7218196af5e9ed0f89dab839c4bededf2fcbc51a5d375fe6bafeae0bde78e4e33a9d"
     "27fe59463edd17535170e46fd19afa8ff5af45661b6a764f7dfd6891ca256dbe901cf7510f8abed17f6fa1ce9d928cdb"
     "730000000049454e44ae426082",
     "c04050a02060a0e04080c00060a0e020f0d0d0a0a0e02060c0004080e02060a0a050c0b02060a0e04080c00060a0e020"
     "e0f03000a0e02060c0004080e02060a0105090d03070b0f05090d01090c0d00090d01050b0f03070d0105090f090f000"
     "105090d03070b0f05090d010d040c04090d01050b0f03070d0105090d020b0602060a0e04080c0008030a02080c00040"
     "a0e02060c0004080f0f0e070004080c02060a0e04080c000809010e080c00040a0e02060c00040809000b080004080c0"
     "3070b0f05050c09070b0f03090d01050b0f030709010f060f03070b0105090d03070b0f06020e0f070b0f03090d01050"
     "b0f03070c09050d0f03070b0105090d0b04080a060a0e02080c00040a0e0206090c04030e02060a0004080c02060a0e0"
     "20e060f060a0e02080c00040a0e0206030a0d0c0e02060a0004080c02060a0e05090d01070b0f03090d0105040d010e0"
     "d0105090f03070b0105090d090f000605090d01070b0f03090d0105070c0c040d0105090f03070b0105090d0702060d0"
     "60a0e02080c00040c00090a0c0004080e02060a0004080c0409060604080c00060a0e02080c0004000b03060c0004080"
     "e02060a0004080c0402020504080c00070b0f030d0b03070b0f03070d0105090f03070b050a0a0a03070b0f05090d010"
     "70b0f03080a0e0b0b0f03070d0105090f03070b0408060e03070b0f05090d01030e030a0a0e02060c0004080e02060a0"
     "8000d0802060a0e04080c00060a0e020b080f0a0a0e02060c0004080e02060a0402020c02060a0e04080c00060a0e020"
     "90d01050b0f03070d01050908070b0c0105090d03070b0f05090d01070a0408090d01050b0f03070d01050902050b0b0"
     "105090d03070b0f05090d010d000c070"},
    {"grey_dynamic_huffman_only",
     "89504e470d0a1a0a0000000d49484452000000400000000408000000001bcb6678000000cb49444154780105c1090284"
     "100000c01e965c51e910968a5cf9ff1f76a63b9985281153e1bb0cf87268c5f982858a0a4bb5500c793c1c4bb4c83c91"
     "5a6643322ab02d215de7531fd3c9755a719131a8fbf8107d1d572cb801e5722afd85fa20bc7b0465b98f9f068fe68d06"
     "b81ce36a6dc0fcb65ddec72bef4eff04c31313a20f75da8e9eb9645a39c7b7c1275b6b2df116ce68b939551f247d6189"
     "9806d0d2b51fdbf4673ca5e1f15e6246d4e679044b342c8128f1160dd722a5578936af56cc31680076bfcd9fbeb5f903"
     "91b44fedc2fce4840000000049454e44ae426082",
     "505050ff454545ff555555ff3f3f3fff404040ff5e5e5eff424242ff535353ff616161ff3f3f3fff5c5c5cff494949ff"
     "3e3e3eff414141ff575757ff565656ff404040ff4b4b4bff414141ff5f5f5fff575757ff3f3f3fff606060ff434343ff"
     "4a4a4aff616161ff3f3f3fff606060ff616161ff555555ff3f3f3fff4a4a4aff3e3e3eff5f5f5fff444444ff4e4e4eff"
     "565656ff454545ff5e5e5eff434343ff606060ff4f4f4fff5f5f5fff474747ff424242ff616161ff606060ff484848ff"
     "535353ff424242ff5f5f5fff404040ff606060ff3f3f3fff636363ff494949ff5b5b5bff5e5e5eff575757ff505050ff"
     "595959ff616161ff595959ff535353ff4f4f4fff4b4b4bff474747ff4b4b4bff414141ff606060ff4f4f4fff5d5d5dff"
     "5b5b5bff515151ff585858ff4e4e4eff626262ff404040ff434343ff5c5c5cff565656ff464646ff515151ff454545ff"
     "5b5b5bff565656ff3e3e3eff404040ff5f5f5fff606060ff505050ff515151ff525252ff626262ff5b5b5bff616161ff"
     "595959ff404040ff414141ff4d4d4dff5a5a5aff404040ff3f3f3fff4f4f4fff606060ff585858ff4e4e4eff545454ff"
     "525252ff3d3d3dff595959ff525252ff464646ff636363ff434343ff5b5b5bff3f3f3fff494949ff4e4e4eff444444ff"
     "4b4b4bff555555ff555555ff5b5b5bff414141ff464646ff585858ff555555ff5f5f5fff4d4d4dff444444ff575757ff"
     "5f5f5fff4d4d4dff565656ff525252ff545454ff4a4a4aff454545ff414141ff474747ff454545ff4a4a4aff4a4a4aff"
     "3c3c3cff5b5b5bff616161ff474747ff4c4c4cff4e4e4eff3c3c3cff454545ff565656ff5e5e5eff535353ff636363ff"
     "606060ff505050ff444444ff5c5c5cff636363ff3f3f3fff595959ff5f5f5fff555555ff555555ff555555ff555555ff"
     "424242ff5a5a5aff555555ff3f3f3fff484848ff404040ff494949ff585858ff464646ff434343ff515151ff626262ff"
     "3f3f3fff424242ff3c3c3cff606060ff454545ff5e5e5eff424242ff535353ff636363ff3d3d3dff404040ff494949ff"
     "636363ff545454ff454545ff4c4c4cff525252ff626262ff535353ff5a5a5aff434343ff434343ff5b5b5bff595959ff"
     "5a5a5aff5a5a5aff4f4f4fff414141ff454545ff424242ff515151ff4c4c4cff5a5a5aff464646ff5d5d5dff3d3d3dff"
     "494949ff5d5d5dff535353ff454545ff5e5e5eff3d3d3dff5d5d5dff4f4f4fff414141ff4c4c4cff5d5d5dff535353ff"
     "464646ff525252ff4a4a4aff5e5e5eff5e5e5eff5c5c5cff515151ff4a4a4aff636363ff484848ff4b4b4bff555555ff"
     "4a4a4aff484848ff5d5d5dff5b5b5bff525252ff3d3d3dff3d3d3dff4d4d4dff5a5a5aff4c4c4cff484848ff626262ff"
     "525252ff585858ff525252ff535353ff"},
    {"grey_fixed_matches",
     "89504e470d0a1a0a0000000d4948445200000028000000030800000000c4fe124400000026494441547801636090b389"
     "aa98b68520c5c0286f1b5d397d2b418a8149c12ea66ac636821400b17a28e7e5a241550000000049454e44ae426082",
     "000000ff1e1e1eff3c3c3cff5a5a5aff787878ff969696ffb4b4b4ff000000ff1e1e1eff3c3c3cff5a5a5aff787878ff"
     "969696ffb4b4b4ff000000ff1e1e1eff3c3c3cff5a5a5aff787878ff969696ffb4b4b4ff000000ff1e1e1eff3c3c3cff"
     "5a5a5aff787878ff969696ffb4b4b4ff000000ff1e1e1eff3c3c3cff5a5a5aff787878ff969696ffb4b4b4ff000000ff"
     "1e1e1eff3c3c3cff5a5a5aff787878ff010101ff1f1f1fff3d3d3dff5b5b5bff797979ff979797ffb5b5b5ff010101ff"
     "1f1f1fff3d3d3dff5b5b5bff797979ff979797ffb5b5b5ff010101ff1f1f1fff3d3d3dff5b5b5bff797979ff979797ff"
     "b5b5b5ff010101ff1f1f1fff3d3d3dff5b5b5bff797979ff979797ffb5b5b5ff010101ff1f1f1fff3d3d3dff5b5b5bff"
     "797979ff979797ffb5b5b5ff010101ff1f1f1fff3d3d3dff5b5b5bff797979ff020202ff202020ff3e3e3eff5c5c5cff"
     "7a7a7aff989898ffb6b6b6ff020202ff202020ff3e3e3eff5c5c5cff7a7a7aff989898ffb6b6b6ff020202ff202020ff"
     "3e3e3eff5c5c5cff7a7a7aff989898ffb6b6b6ff020202ff202020ff3e3e3eff5c5c5cff7a7a7aff989898ffb6b6b6ff"
     "020202ff202020ff3e3e3eff5c5c5cff7a7a7aff989898ffb6b6b6ff020202ff202020ff3e3e3eff5c5c5cff7a7a7aff"},
};

static size_t unhex(const char *hex, unsigned char *out) {
    size_t n = 0;
    for (; hex[0] && hex[1]; hex += 2) {
        unsigned v;
        sscanf(hex, "%2x", &v);
        out[n++] = (unsigned char)v;
    }
    return n;
}

static const char *scratch(const char *name, const void *bytes, size_t len) {
    static char path[4200];
    FILE *f;
    snprintf(path, sizeof path, "%s%s", scratch_dir, name);
    f = fopen(path, "wb");
    if (f) {
        fwrite(bytes, 1, len, f);
        fclose(f);
    }
    return path;
}

static uint64_t fnv1a(const unsigned char *bytes, size_t len) {
    uint64_t h = 0xcbf29ce484222325u;
    size_t i;
    for (i = 0; i < len; i++) h = (h ^ bytes[i]) * 0x100000001b3u;
    return h;
}

static void the_sample_sheet_decodes_as_imagemagick_decodes_it(void) {
    sheet s;
    char error[256];
    const sheet_cell *cell;
    CHECK(sheet_load(&s, SAMPLE, error, sizeof error) == 0, "%s", error);
    CHECK(s.width == 768 && s.height == 128, "%dx%d", s.width, s.height);
    if (!s.rgba) return;
    CHECK(fnv1a(s.rgba, 768 * 128 * 4) == 0xa46747f57b15ebedu, "pixel hash %016llx",
          (unsigned long long)fnv1a(s.rgba, 768 * 128 * 4));
    CHECK(memcmp(s.rgba + (60 * 768 + 64) * 4, "\x94\xb0\xc2\xff", 4) == 0, "pixel (64, 60)");
    CHECK(s.cell_count == 6 && !s.linear, "%d cells, linear %d", s.cell_count, s.linear);
    cell = sheet_find(&s, "knight_idle_003");
    CHECK(cell && cell->x == 384 && cell->y == 0 && cell->w == 128 && cell->h == 128, "knight_idle_003's rect");
    CHECK(cell && cell->pivot_x == 0.5 && cell->pivot_y == 0.9375, "knight_idle_003's pivot");
    CHECK(sheet_find(&s, "knight_idle_006") == NULL, "no such cell");
    sheet_free(&s);
}

static void every_kind_of_block_filter_and_colour_type_decodes(void) {
    size_t i;
    for (i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        unsigned char png[1024], want[2048];
        size_t png_len = unhex(CASES[i].png, png), want_len = unhex(CASES[i].rgba, want);
        sheet s;
        char error[256];
        CHECK(sheet_load(&s, scratch("test_sheet.png", png, png_len), error, sizeof error) == 0, "%s: %s",
              CASES[i].name, error);
        CHECK(s.rgba && (size_t)s.width * (size_t)s.height * 4 == want_len && memcmp(s.rgba, want, want_len) == 0,
              "%s: the pixels differ", CASES[i].name);
        CHECK(s.cell_count == 0, "%s: a PNG without a sidecar has no cells", CASES[i].name);
        sheet_free(&s);
    }
}

static void damaged_pngs_are_refused(void) {
    unsigned char png[512];
    size_t len = unhex(CASES[2].png, png);
    sheet s;
    char error[256] = "";
    CHECK(sheet_load(&s, scratch("test_sheet.png", "GIF89a", 6), error, sizeof error) == -1
          && strstr(error, "not a PNG"), "%s", error);
    png[len - 20] ^= 0x40;   /* a bit of the Adler-32 at the end of IDAT */
    CHECK(sheet_load(&s, scratch("test_sheet.png", png, len), error, sizeof error) == -1
          && strstr(error, "damaged"), "%s", error);
    png[len - 20] ^= 0x40;
    CHECK(sheet_load(&s, scratch("test_sheet.png", png, len - 30), error, sizeof error) == -1, "a truncated PNG");
    png[24] = 16;            /* 16 bits a sample */
    CHECK(sheet_load(&s, scratch("test_sheet.png", png, len), error, sizeof error) == -1
          && strstr(error, "8-bit"), "%s", error);
}

static void sidecars_give_cells_with_their_defaults(void) {
    static const char META[] =
        "{\"version\": 1, \"import\": {\"filter\": \"linear\", \"srgb\": true, \"atlasGroup\": null},\n"
        " \"imported\": {\"from\": [1, 2.5e0, {\"x\": false}]},\n"
        " \"cells\": [{\"name\": \"a\\\"b\\u0041\", \"id\": \"1\", \"rect\": [1, 0, 2, 2]},\n"
        "           {\"name\": \"c\", \"id\": \"2\", \"rect\": [0, 0, 3, 1], \"pivot\": [0.25, 0.75]}]}\n";
    static const char OUTSIDE[] = "{\"cells\": [{\"name\": \"a\", \"id\": \"1\", \"rect\": [2, 0, 2, 2]}]}";
    unsigned char png[512];
    size_t len = unhex(CASES[0].png, png);   /* 3 by 2 */
    char path[4200], meta[4300], error[256] = "";
    sheet s;
    snprintf(path, sizeof path, "%s", scratch("test_sheet.png", png, len));
    snprintf(meta, sizeof meta, "%s.meta", path);
    scratch("test_sheet.png.meta", META, sizeof META - 1);
    CHECK(sheet_load(&s, path, error, sizeof error) == 0, "%s", error);
    CHECK(s.linear == 1 && s.cell_count == 2, "linear %d, %d cells", s.linear, s.cell_count);
    CHECK(s.cell_count == 2 && strcmp(s.cells[0].name, "a\"bA") == 0, "the escaped name");
    CHECK(s.cell_count == 2 && s.cells[0].pivot_x == 0.5 && s.cells[0].pivot_y == 1.0, "the default pivot");
    CHECK(sheet_find(&s, "c") && sheet_find(&s, "c")->pivot_x == 0.25 && sheet_find(&s, "c")->w == 3, "cell c");
    sheet_free(&s);
    scratch("test_sheet.png.meta", OUTSIDE, sizeof OUTSIDE - 1);
    CHECK(sheet_load(&s, path, error, sizeof error) == -1 && strstr(error, "sidecar"), "a cell outside: %s", error);
    remove(meta);
}

int main(int argc, char **argv) {
    const char *slash = argc > 0 ? strrchr(argv[0], '/') : NULL;
    if (slash) snprintf(scratch_dir, sizeof scratch_dir, "%.*s", (int)(slash - argv[0] + 1), argv[0]);
    the_sample_sheet_decodes_as_imagemagick_decodes_it();
    every_kind_of_block_filter_and_colour_type_decodes();
    damaged_pngs_are_refused();
    sidecars_give_cells_with_their_defaults();
    remove(scratch("test_sheet.png", "", 0));
    return testing_result("test_sheet");
}
