/*
 * sheet.c - a Reel sprite sheet for the examples: a small PNG decoder (zlib inflate, RFC 1950/1951, and the
 * PNG row filters) and a small reader of the .png.meta sidecar's cells. See sheet.h for what it accepts.
 */
#include "sheet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *bytes = NULL;
    long size;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0
        && (bytes = malloc((size_t)size + 1)) != NULL) {
        *len = fread(bytes, 1, (size_t)size, f);
        bytes[*len] = '\0';   /* the JSON reader relies on it */
    }
    fclose(f);
    return bytes;
}

/* ==== inflate (RFC 1951) ==================================================================================== */

typedef struct inflater {
    const unsigned char *in;
    size_t in_len, in_pos;
    unsigned long bit_buf;
    int bit_count;
    unsigned char *out;
    size_t out_len, out_pos;
} inflater;

/* A canonical Huffman code: how many codes have each length, and the symbols ordered by code. */
typedef struct huffman {
    short count[16];
    short symbol[288];
} huffman;

/* The next n bits (least significant first), or -1 past the end of the input. */
static int bits(inflater *z, int n) {
    unsigned long v = z->bit_buf;
    while (z->bit_count < n) {
        if (z->in_pos == z->in_len) return -1;
        v |= (unsigned long)z->in[z->in_pos++] << z->bit_count;
        z->bit_count += 8;
    }
    z->bit_buf = v >> n;
    z->bit_count -= n;
    return (int)(v & ((1UL << n) - 1));
}

/* Builds the code of n symbols from their code lengths (0: unused); -1 when the lengths over-fill the code. */
static int build(huffman *h, const unsigned char *lengths, int n) {
    short next[16];
    int i, room = 1;
    memset(h->count, 0, sizeof h->count);
    for (i = 0; i < n; i++) h->count[lengths[i]]++;
    for (i = 1; i < 16; i++) {
        room = room * 2 - h->count[i];
        if (room < 0) return -1;
    }
    next[1] = 0;
    for (i = 1; i < 15; i++) next[i + 1] = (short)(next[i] + h->count[i]);
    for (i = 0; i < n; i++) if (lengths[i]) h->symbol[next[lengths[i]]++] = (short)i;
    return 0;
}

/* Reads one symbol, a bit at a time: codes of one length are consecutive numbers, the first of each length
 * following on from the last of the length before, doubled. */
static int decode(inflater *z, const huffman *h) {
    int code = 0, first = 0, index = 0, len;
    for (len = 1; len < 16; len++) {
        int b = bits(z, 1);
        if (b < 0) return -1;
        code |= b;
        if (code - first < h->count[len]) return h->symbol[index + code - first];
        index += h->count[len];
        first = (first + h->count[len]) << 1;
        code <<= 1;
    }
    return -1;
}

static const short LEN_BASE[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                   99, 115, 131, 163, 195, 227, 258};
static const short LEN_EXTRA[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5,
                                    0};
static const unsigned short DIST_BASE[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513,
                                             769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const short DIST_EXTRA[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                     12, 12, 13, 13};

/* The literals, lengths and distances of one compressed block, up to its end-of-block symbol. */
static int inflate_block(inflater *z, const huffman *lit, const huffman *dist) {
    for (;;) {
        int sym = decode(z, lit), extra, d;
        size_t len;
        if (sym < 0) return -1;
        if (sym < 256) {
            if (z->out_pos == z->out_len) return -1;
            z->out[z->out_pos++] = (unsigned char)sym;
            continue;
        }
        if (sym == 256) return 0;
        sym -= 257;
        if (sym >= 29 || (extra = bits(z, LEN_EXTRA[sym])) < 0) return -1;
        len = (size_t)(LEN_BASE[sym] + extra);
        sym = decode(z, dist);
        if (sym < 0 || sym >= 30 || (extra = bits(z, DIST_EXTRA[sym])) < 0) return -1;
        d = DIST_BASE[sym] + extra;
        if ((size_t)d > z->out_pos || len > z->out_len - z->out_pos) return -1;
        for (; len > 0; len--, z->out_pos++) z->out[z->out_pos] = z->out[z->out_pos - (size_t)d];
    }
}

/* A block with its own codes: the code-length code first, then the two codes' lengths run-length coded. */
static int read_codes(inflater *z, huffman *lit, huffman *dist) {
    static const unsigned char ORDER[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    unsigned char lengths[320];
    huffman lens;
    int nlit = bits(z, 5) + 257, ndist = bits(z, 5) + 1, ncode = bits(z, 4) + 4, i, n = 0;
    if (nlit > 286 || ndist > 30 || ncode < 4) return -1;
    memset(lengths, 0, sizeof lengths);
    for (i = 0; i < ncode; i++) {
        int b = bits(z, 3);
        if (b < 0) return -1;
        lengths[ORDER[i]] = (unsigned char)b;
    }
    if (build(&lens, lengths, 19) < 0) return -1;
    while (n < nlit + ndist) {
        int sym = decode(z, &lens), repeat, value = 0;
        if (sym < 0) return -1;
        if (sym < 16) { lengths[n++] = (unsigned char)sym; continue; }
        if (sym == 16) {
            if (n == 0) return -1;
            value = lengths[n - 1];
            repeat = 3 + bits(z, 2);
        } else if (sym == 17) {
            repeat = 3 + bits(z, 3);
        } else {
            repeat = 11 + bits(z, 7);
        }
        if (repeat < 3 || n + repeat > nlit + ndist) return -1;
        while (repeat--) lengths[n++] = (unsigned char)value;
    }
    if (build(lit, lengths, nlit) < 0 || build(dist, lengths + nlit, ndist) < 0) return -1;
    return 0;
}

/* Inflates a zlib stream into out, which must be filled exactly. */
static int zlib_inflate(const unsigned char *in, size_t in_len, unsigned char *out, size_t out_len) {
    inflater z;
    huffman lit, dist;
    int last = 0;
    unsigned long a = 1, b = 0, adler;
    size_t i;
    if (in_len < 6 || (in[0] & 0x0f) != 8 || ((in[0] << 8) | in[1]) % 31 != 0 || (in[1] & 0x20)) return -1;
    memset(&z, 0, sizeof z);
    z.in = in + 2;
    z.in_len = in_len - 2;
    z.out = out;
    z.out_len = out_len;
    while (!last) {
        int type;
        last = bits(&z, 1);
        type = bits(&z, 2);
        if (last < 0 || type < 0) return -1;
        if (type == 0) {                      /* stored: byte-aligned LEN, NLEN, then LEN bytes */
            size_t len;
            z.bit_buf = 0;
            z.bit_count = 0;
            if (z.in_len - z.in_pos < 4) return -1;
            len = (size_t)z.in[z.in_pos] | (size_t)z.in[z.in_pos + 1] << 8;
            if ((len ^ ((size_t)z.in[z.in_pos + 2] | (size_t)z.in[z.in_pos + 3] << 8)) != 0xffff) return -1;
            z.in_pos += 4;
            if (len > z.in_len - z.in_pos || len > z.out_len - z.out_pos) return -1;
            memcpy(z.out + z.out_pos, z.in + z.in_pos, len);
            z.in_pos += len;
            z.out_pos += len;
        } else if (type == 1) {               /* the fixed codes of RFC 1951, 3.2.6 */
            unsigned char lengths[288];
            for (i = 0; i < 288; i++) lengths[i] = (unsigned char)(i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8);
            build(&lit, lengths, 288);
            memset(lengths, 5, 30);
            build(&dist, lengths, 30);
            if (inflate_block(&z, &lit, &dist) < 0) return -1;
        } else if (type == 2) {
            if (read_codes(&z, &lit, &dist) < 0 || inflate_block(&z, &lit, &dist) < 0) return -1;
        } else {
            return -1;
        }
    }
    if (z.out_pos != out_len || z.in_len - z.in_pos < 4) return -1;
    for (i = 0; i < out_len; i++) {           /* the Adler-32 checksum that ends the stream */
        a = (a + out[i]) % 65521;
        b = (b + a) % 65521;
    }
    adler = (unsigned long)z.in[z.in_pos] << 24 | (unsigned long)z.in[z.in_pos + 1] << 16
            | (unsigned long)z.in[z.in_pos + 2] << 8 | z.in[z.in_pos + 3];
    return adler == (b << 16 | a) ? 0 : -1;
}

/* ==== PNG ===================================================================================================== */

static unsigned long be32(const unsigned char *p) {
    return (unsigned long)p[0] << 24 | (unsigned long)p[1] << 16 | (unsigned long)p[2] << 8 | p[3];
}

static int paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

static int png_decode(sheet *s, const unsigned char *png, size_t len, char *error, size_t error_size) {
    static const unsigned char SIGNATURE[8] = {137, 'P', 'N', 'G', 13, 10, 26, 10};
    unsigned char palette[256][4], *idat = NULL, *raw = NULL;
    size_t pos = 8, idat_len = 0, stride = 0, x, y;
    int width = 0, height = 0, type = -1, channels = 0, ok = 0;
    const char *why = "not a PNG file";
    memset(palette, 255, sizeof palette);
    if (len < 8 || memcmp(png, SIGNATURE, 8) != 0) goto done;
    why = "a damaged PNG";
    while (len - pos >= 12) {                 /* chunks: length, type, data, CRC (not checked here) */
        size_t n = be32(png + pos);
        const unsigned char *tag = png + pos + 4, *data = png + pos + 8;
        if (n > len - pos - 12) goto done;
        if (memcmp(tag, "IHDR", 4) == 0 && n >= 13) {
            width = (int)be32(data);
            height = (int)be32(data + 4);
            type = data[9];
            channels = type == 0 ? 1 : type == 2 ? 3 : type == 3 ? 1 : type == 4 ? 2 : type == 6 ? 4 : 0;
            if (data[8] != 8 || channels == 0 || data[12] != 0 || width < 1 || height < 1 || width > 16384
                || height > 16384) {
                why = "a PNG this reader does not take (it takes 8-bit, not interlaced)";
                goto done;
            }
        } else if (memcmp(tag, "PLTE", 4) == 0) {
            for (x = 0; x < n / 3 && x < 256; x++) memcpy(palette[x], data + 3 * x, 3);
        } else if (memcmp(tag, "tRNS", 4) == 0 && type == 3) {
            for (x = 0; x < n && x < 256; x++) palette[x][3] = data[x];
        } else if (memcmp(tag, "IDAT", 4) == 0) {
            unsigned char *more = realloc(idat, idat_len + n + 1);
            if (!more) goto done;
            idat = more;
            memcpy(idat + idat_len, data, n);
            idat_len += n;
        } else if (memcmp(tag, "IEND", 4) == 0) {
            break;
        }
        pos += n + 12;
    }
    if (channels == 0 || idat_len == 0) goto done;
    stride = (size_t)width * (size_t)channels;
    raw = malloc((stride + 1) * (size_t)height);
    s->rgba = malloc((size_t)width * (size_t)height * 4);
    if (!raw || !s->rgba) { why = "out of memory"; goto done; }
    if (zlib_inflate(idat, idat_len, raw, (stride + 1) * (size_t)height) < 0) goto done;
    for (y = 0; y < (size_t)height; y++) {    /* undo each row's filter, in place */
        unsigned char *row = raw + y * (stride + 1) + 1, *up = y ? row - (stride + 1) : NULL;
        int filter = row[-1];
        if (filter > 4) goto done;
        for (x = 0; x < stride; x++) {
            int a = x >= (size_t)channels ? row[x - (size_t)channels] : 0, b = up ? up[x] : 0;
            int c = up && x >= (size_t)channels ? up[x - (size_t)channels] : 0;
            int add = filter == 1 ? a : filter == 2 ? b : filter == 3 ? (a + b) / 2 : filter == 4 ? paeth(a, b, c) : 0;
            row[x] = (unsigned char)(row[x] + add);
        }
        for (x = 0; x < (size_t)width; x++) {  /* then widen it to RGBA */
            const unsigned char *p = row + x * (size_t)channels;
            unsigned char *q = s->rgba + (y * (size_t)width + x) * 4;
            if (type == 3) memcpy(q, palette[p[0]], 4);
            else if (channels <= 2) { q[0] = q[1] = q[2] = p[0]; q[3] = channels == 2 ? p[1] : 255; }
            else { q[0] = p[0]; q[1] = p[1]; q[2] = p[2]; q[3] = channels == 4 ? p[3] : 255; }
        }
    }
    s->width = width;
    s->height = height;
    ok = 1;
done:
    free(idat);
    free(raw);
    if (!ok) snprintf(error, error_size, "%s", why);
    return ok ? 0 : -1;
}

/* ==== the sidecar's cells (JSON) =============================================================================== */

typedef struct json {
    const char *p;
    int depth;
} json;

static void space(json *j) {
    while (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r') j->p++;
}

/* A string into out (truncated to size; \u escapes other than ASCII become '?'); -1 when it is not one. */
static int string(json *j, char *out, size_t size) {
    size_t n = 0;
    space(j);
    if (*j->p != '"') return -1;
    for (j->p++; *j->p != '"'; j->p++) {
        char c = *j->p;
        if (c == '\0') return -1;
        if (c == '\\') {
            c = *++j->p;
            if (c == 'n') c = '\n';
            else if (c == 't') c = '\t';
            else if (c == 'u') {
                int i, u = 0;
                for (i = 1; i <= 4; i++) {
                    char h = j->p[i];
                    if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F'))) return -1;
                    u = u * 16 + (h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
                }
                c = u < 128 ? (char)u : '?';
                j->p += 4;
            } else if (c == '\0') return -1;
        }
        if (n + 1 < size) out[n++] = c;
    }
    j->p++;
    if (size) out[n] = '\0';
    return 0;
}

static int number(json *j, double *v) {
    char *end;
    space(j);
    *v = strtod(j->p, &end);
    if (end == j->p) return -1;
    j->p = end;
    return 0;
}

/* Steps over any value. */
static int skip(json *j) {
    char c;
    double v;
    space(j);
    c = *j->p;
    if (c == '"') return string(j, NULL, 0);
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        if (++j->depth > 64) return -1;
        j->p++;
        space(j);
        if (*j->p == close) { j->p++; j->depth--; return 0; }
        for (;;) {
            if (c == '{') {
                if (string(j, NULL, 0) < 0) return -1;
                space(j);
                if (*j->p++ != ':') return -1;
            }
            if (skip(j) < 0) return -1;
            space(j);
            if (*j->p == close) { j->p++; j->depth--; return 0; }
            if (*j->p++ != ',') return -1;
        }
    }
    if (strncmp(j->p, "true", 4) == 0 || strncmp(j->p, "null", 4) == 0) { j->p += 4; return 0; }
    if (strncmp(j->p, "false", 5) == 0) { j->p += 5; return 0; }
    return number(j, &v);
}

/* An array of exactly n numbers. */
static int numbers(json *j, double *v, int n) {
    int i;
    space(j);
    if (*j->p++ != '[') return -1;
    for (i = 0; i < n; i++) {
        if (number(j, &v[i]) < 0) return -1;
        space(j);
        if (*j->p++ != (i + 1 < n ? ',' : ']')) return -1;
    }
    return 0;
}

/* Calls field(j, key, user) for each member of an object; field reads the value (or skips it). */
static int members(json *j, int (*field)(json *, const char *, void *), void *user) {
    char key[64];
    space(j);
    if (*j->p++ != '{') return -1;
    space(j);
    if (*j->p == '}') { j->p++; return 0; }
    for (;;) {
        if (string(j, key, sizeof key) < 0) return -1;
        space(j);
        if (*j->p++ != ':' || field(j, key, user) < 0) return -1;
        space(j);
        if (*j->p == '}') { j->p++; return 0; }
        if (*j->p++ != ',') return -1;
    }
}

static int cell_field(json *j, const char *key, void *user) {
    sheet_cell *cell = user;
    double v[4];
    if (strcmp(key, "name") == 0) return string(j, cell->name, sizeof cell->name);
    if (strcmp(key, "rect") == 0) {
        if (numbers(j, v, 4) < 0) return -1;
        cell->x = (int)v[0]; cell->y = (int)v[1]; cell->w = (int)v[2]; cell->h = (int)v[3];
        return 0;
    }
    if (strcmp(key, "pivot") == 0) {
        if (numbers(j, v, 2) < 0) return -1;
        cell->pivot_x = v[0]; cell->pivot_y = v[1];
        return 0;
    }
    return skip(j);
}

static int import_field(json *j, const char *key, void *user) {
    char filter[16];
    if (strcmp(key, "filter") != 0) return skip(j);
    if (string(j, filter, sizeof filter) < 0) return -1;
    ((sheet *)user)->linear = strcmp(filter, "linear") == 0;
    return 0;
}

static int sidecar_field(json *j, const char *key, void *user) {
    sheet *s = user;
    if (strcmp(key, "import") == 0) return members(j, import_field, s);
    if (strcmp(key, "cells") != 0) return skip(j);
    space(j);
    if (*j->p++ != '[') return -1;
    space(j);
    if (*j->p == ']') { j->p++; return 0; }
    for (;;) {
        sheet_cell *cells = realloc(s->cells, (size_t)(s->cell_count + 1) * sizeof *cells), *cell;
        if (!cells) return -1;
        s->cells = cells;
        cell = &cells[s->cell_count++];
        memset(cell, 0, sizeof *cell);
        cell->pivot_x = 0.5;
        cell->pivot_y = 1.0;
        if (members(j, cell_field, cell) < 0) return -1;
        if (cell->w < 1 || cell->h < 1 || cell->x < 0 || cell->y < 0 || cell->x > s->width - cell->w
            || cell->y > s->height - cell->h) return -1;
        space(j);
        if (*j->p == ']') { j->p++; return 0; }
        if (*j->p++ != ',') return -1;
    }
}

/* ==== the sheet ================================================================================================ */

int sheet_load(sheet *s, const char *png_path, char *error, size_t error_size) {
    char meta_path[4096], why[128];
    size_t len;
    unsigned char *png;
    char *meta;
    memset(s, 0, sizeof *s);
    png = (unsigned char *)read_all(png_path, &len);
    if (!png) { snprintf(error, error_size, "%s: cannot read the file", png_path); return -1; }
    if (png_decode(s, png, len, why, sizeof why) < 0) {
        snprintf(error, error_size, "%s: %s", png_path, why);
        free(png);
        sheet_free(s);
        return -1;
    }
    free(png);
    snprintf(meta_path, sizeof meta_path, "%s.meta", png_path);
    meta = read_all(meta_path, &len);
    if (meta) {
        json j;
        j.p = meta;
        j.depth = 0;
        if (members(&j, sidecar_field, s) < 0) {
            snprintf(error, error_size, "%s: not a sidecar this reader understands", meta_path);
            free(meta);
            sheet_free(s);
            return -1;
        }
        free(meta);
    }
    return 0;
}

void sheet_free(sheet *s) {
    free(s->rgba);
    free(s->cells);
    memset(s, 0, sizeof *s);
}

const sheet_cell *sheet_find(const sheet *s, const char *name) {
    int i;
    for (i = 0; i < s->cell_count; i++) if (strcmp(s->cells[i].name, name) == 0) return &s->cells[i];
    return NULL;
}
