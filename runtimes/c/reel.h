/*
 * reel.h - the Reel runtime in C99: loads Reel's clips (.aeanim), controllers (.aectrl) and project settings
 * (project.aego), plays them on fixed steps exactly as the editor's Java runtime does, and computes the same
 * state hash bit for bit. One header and one source file (reel.c); nothing but libc and libm.
 *
 * The rules this code follows are those of docs/formats.md in the Reel repository; docs/runtime.md says how to
 * embed it, what it allocates and what is guaranteed to be bit-identical.
 */
#ifndef REEL_H
#define REEL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ==== allocation ========================================================================================== */

/* Every allocation made while loading goes through this; stepping allocates nothing. A NULL allocator in any
 * call that takes one means malloc, realloc and free. realloc_fn may be NULL: the runtime then allocates anew
 * and copies. */
typedef struct reel_allocator {
    void *(*alloc_fn)(void *user, size_t size);
    void *(*realloc_fn)(void *user, void *old, size_t old_size, size_t new_size);
    void (*free_fn)(void *user, void *block, size_t size);
    void *user;
} reel_allocator;

/* ==== diagnostics ========================================================================================= */

/* One problem found while reading or checking: the same codes as the editor's (docs/formats.md, "Diagnostic
 * codes"), with the file as named by the caller and a 1-based line and column (0 when not tied to a place). */
typedef struct reel_diagnostic {
    char code[8];          /* "DOC002", "ANM001", ... */
    int error;             /* 1 error, 0 warning */
    const char *file;
    int line;
    int column;
    const char *message;   /* UTF-8 */
} reel_diagnostic;

typedef struct reel_diagnostics {
    reel_diagnostic *items;
    int count;
    int capacity;
} reel_diagnostics;

/* Frees what a diagnostics list holds (its items and their texts), with the allocator that filled it. */
void reel_diagnostics_free(reel_diagnostics *list, const reel_allocator *allocator);

/* Writes d as the reel command line prints it ("FILE:LINE:COL CODE MESSAGE") into out; returns what
 * snprintf returns. */
int reel_diagnostic_format(const reel_diagnostic *d, char *out, size_t size);

/* ==== math (fdlibm) ======================================================================================= */
/* BEGIN math-api */
/* The functions the rules take from Java's StrictMath, computed in reel.c with the algorithms of fdlibm 5.3 as
 * StrictMath specifies them: for every double argument each returns the bits Java's StrictMath returns (a NaN
 * where Java's result is a NaN), whatever the platform's libm. They keep no state and may be called from any
 * thread. */
double reel_sin(double x);
double reel_cos(double x);
double reel_atan2(double y, double x);
double reel_acos(double x);
double reel_hypot(double x, double y);
double reel_cbrt(double x);
double reel_pow(double x, double y);
double reel_exp(double x);
/* END math-api */

/* ==== document syntax ===================================================================================== */
/* BEGIN doc-api */
/* END doc-api */

/* ==== clips =============================================================================================== */
/* BEGIN clip-api */
/* END clip-api */

/* ==== controllers ========================================================================================= */
/* BEGIN controller-api */
/* END controller-api */

#ifdef __cplusplus
}
#endif

#endif /* REEL_H */
