/*
 * sheet.h - loads a Reel sprite sheet for the examples: the PNG's pixels and the cells of its .png.meta
 * sidecar (docs/formats.md "Sheet sidecars"). Plain C99 and libc, no graphics library: the caller makes a
 * texture of the pixels. The PNG reader is deliberately small: 8-bit greyscale, grey+alpha, RGB, RGBA or
 * palette images, not interlaced (what Reel's editor and `reel slice` write); anything else is refused with a
 * message.
 */
#ifndef REEL_EXAMPLE_SHEET_H
#define REEL_EXAMPLE_SHEET_H

#include <stddef.h>

/* One cell: the sprite asset "SHEET.png#NAME". */
typedef struct sheet_cell {
    char name[128];
    int x, y, w, h;            /* the cell's pixels in the PNG, from its top-left corner */
    double pivot_x, pivot_y;   /* fractions of w and h from the cell's top-left corner ([0.5, 1] by default) */
} sheet_cell;

typedef struct sheet {
    int width, height;
    unsigned char *rgba;       /* width * height * 4 bytes, rows from the top, straight (not premultiplied) alpha */
    int linear;                /* import.filter: 1 "linear", 0 "nearest" */
    int cell_count;
    sheet_cell *cells;
} sheet;

/* Reads png_path and png_path + ".meta" (a PNG without a sidecar has no cells). Returns 0, or -1 with a
 * message in error. */
int sheet_load(sheet *s, const char *png_path, char *error, size_t error_size);
void sheet_free(sheet *s);
/* The cell named name, or NULL. */
const sheet_cell *sheet_find(const sheet *s, const char *name);

#endif
