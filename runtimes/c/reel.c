/*
 * reel.c - the Reel runtime in C99 (see reel.h). Sections, in order: common helpers, math (the fdlibm
 * algorithms, so results do not depend on the platform's libm), the document syntax, clips, controllers.
 *
 * Floating point: every rule is computed in IEEE-754 double with round-to-nearest and no contraction of
 * a*b+c into a fused multiply-add (only where the rules call fma explicitly), exactly in the order the Java
 * runtime computes it; this is what makes the state hash agree bit for bit.
 */
#include "reel.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* No fused multiply-add where the source does not ask for one: GCC takes -ffp-contract=off (the Makefile's),
 * clang and MSVC this pragma. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(_MSC_VER)
#pragma fp_contract(off)
#endif

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "reel.c needs double arithmetic evaluated in double (FLT_EVAL_METHOD 0): on 32-bit x86 build with -msse2 -mfpmath=sse"
#endif

/* ==== common ============================================================================================== */
/* BEGIN common */
#include <stdarg.h>
#include <stdio.h>

/* A static helper some builds may not call (the sections grow apart); keeps -Wunused-function quiet. */
#if defined(__GNUC__)
#define RL_UNUSED __attribute__((unused))
#else
#define RL_UNUSED
#endif

/* -- allocation: every load goes through the caller's allocator (reel.h); stepping allocates nothing -- */

static void *rl_sys_alloc(void *user, size_t size) { (void)user; return malloc(size); }
static void *rl_sys_realloc(void *user, void *old, size_t old_size, size_t new_size) {
    (void)user; (void)old_size; return realloc(old, new_size);
}
static void rl_sys_free(void *user, void *block, size_t size) { (void)user; (void)size; free(block); }
static const reel_allocator rl_system_allocator = { rl_sys_alloc, rl_sys_realloc, rl_sys_free, NULL };

/* The allocator to use for a caller's (possibly NULL) allocator. */
static const reel_allocator *rl_allocator(const reel_allocator *a) { return a ? a : &rl_system_allocator; }

RL_UNUSED static void *rl_alloc(const reel_allocator *a, size_t size) {
    a = rl_allocator(a);
    return a->alloc_fn(a->user, size ? size : 1);
}

RL_UNUSED static void rl_free(const reel_allocator *a, void *block, size_t size) {
    if (block) { a = rl_allocator(a); a->free_fn(a->user, block, size); }
}

RL_UNUSED static void *rl_realloc(const reel_allocator *a, void *old, size_t old_size, size_t new_size) {
    void *fresh;
    a = rl_allocator(a);
    if (a->realloc_fn) return a->realloc_fn(a->user, old, old_size, new_size ? new_size : 1);
    fresh = a->alloc_fn(a->user, new_size ? new_size : 1);
    if (fresh && old) memcpy(fresh, old, old_size < new_size ? old_size : new_size);
    if (fresh) rl_free(a, old, old_size);
    return fresh;
}

/* -- arenas: what a loaded document, clip or controller holds lives in one arena, freed at once -- */

typedef struct rl_chunk { struct rl_chunk *next; size_t size, used; } rl_chunk;

typedef struct rl_arena {
    const reel_allocator *allocator;
    rl_chunk *chunks;
    size_t total;          /* bytes taken from the allocator */
    int failed;            /* an allocation failed: the load reports it and gives up */
} rl_arena;

RL_UNUSED static void rl_arena_init(rl_arena *arena, const reel_allocator *allocator) {
    arena->allocator = rl_allocator(allocator);
    arena->chunks = NULL;
    arena->total = 0;
    arena->failed = 0;
}

/* Zeroed memory for size bytes aligned for any object, or NULL (and arena->failed) when the allocator refuses. */
RL_UNUSED static void *rl_arena_alloc(rl_arena *arena, size_t size) {
    const size_t align = sizeof(double) > sizeof(void *) ? sizeof(double) : sizeof(void *);
    rl_chunk *chunk = arena->chunks;
    size_t header = (sizeof(rl_chunk) + align - 1) / align * align;
    void *p;
    size = (size + align - 1) / align * align;
    if (size == 0) size = align;
    if (!chunk || chunk->size - chunk->used < size) {
        size_t want = size > 60000 ? size : 60000;
        if (want > (size_t)-1 - header) { arena->failed = 1; return NULL; }
        chunk = (rl_chunk *)rl_alloc(arena->allocator, header + want);
        if (!chunk) { arena->failed = 1; return NULL; }
        chunk->size = want;
        chunk->used = 0;
        chunk->next = arena->chunks;
        arena->chunks = chunk;
        arena->total += header + want;
    }
    p = (char *)chunk + header + chunk->used;
    chunk->used += size;
    memset(p, 0, size);
    return p;
}

/* An array of count items of size bytes each, checked for overflow. */
RL_UNUSED static void *rl_arena_array(rl_arena *arena, size_t count, size_t size) {
    if (size && count > ((size_t)-1) / size) { arena->failed = 1; return NULL; }
    return rl_arena_alloc(arena, count * size);
}

RL_UNUSED static char *rl_arena_strndup(rl_arena *arena, const char *text, size_t len) {
    char *copy = (char *)rl_arena_alloc(arena, len + 1);
    if (copy) { memcpy(copy, text, len); copy[len] = 0; }
    return copy;
}

RL_UNUSED static void rl_arena_free(rl_arena *arena) {
    rl_chunk *chunk = arena->chunks;
    size_t header = (sizeof(rl_chunk) + sizeof(double) - 1) / sizeof(double) * sizeof(double);
    while (chunk) {
        rl_chunk *next = chunk->next;
        rl_free(arena->allocator, chunk, header + chunk->size);
        chunk = next;
    }
    arena->chunks = NULL;
    arena->total = 0;
}

/* -- diagnostics -- */

/* rl_diag with its arguments in a va_list (for a section's own reporting function). */
RL_UNUSED static int rl_vdiag(reel_diagnostics *list, const reel_allocator *allocator, const char *code, int error,
                              const char *file, int line, int column, const char *format, va_list args) {
    va_list again;
    reel_diagnostic *d;
    size_t flen;
    int mlen;
    char *copy;
    if (!list) return 1;
    va_copy(again, args);
    mlen = vsnprintf(NULL, 0, format, again);   /* the whole message, however long: Java's is never cut */
    va_end(again);
    if (mlen < 0) mlen = 0;
    if (list->count == list->capacity) {
        int grown = list->capacity ? list->capacity * 2 : 8;
        void *items = rl_realloc(allocator, list->items, (size_t)list->capacity * sizeof *d,
                                 (size_t)grown * sizeof *d);
        if (!items) return 0;
        list->items = (reel_diagnostic *)items;
        list->capacity = grown;
    }
    flen = file ? strlen(file) : 0;
    copy = (char *)rl_alloc(allocator, flen + 1 + (size_t)mlen + 1);
    if (!copy) return 0;
    if (flen) memcpy(copy, file, flen);
    copy[flen] = 0;
    vsnprintf(copy + flen + 1, (size_t)mlen + 1, format, args);
    d = &list->items[list->count++];
    memset(d, 0, sizeof *d);
    strncpy(d->code, code, sizeof d->code - 1);
    d->error = error;
    d->file = copy;
    d->line = line;
    d->column = column;
    d->message = copy + flen + 1;
    return 1;
}

/* Adds a diagnostic; its file and message are copied into the list's own memory (freed by
 * reel_diagnostics_free). Returns 0 when memory ran out (the list keeps what it had). */
RL_UNUSED static int rl_diag(reel_diagnostics *list, const reel_allocator *allocator, const char *code, int error,
                             const char *file, int line, int column, const char *format, ...) {
    va_list args;
    int added;
    va_start(args, format);
    added = rl_vdiag(list, allocator, code, error, file, line, column, format, args);
    va_end(args);
    return added;
}

RL_UNUSED static int rl_has_error(const reel_diagnostics *list) {
    int i;
    for (i = 0; list && i < list->count; i++) if (list->items[i].error) return 1;
    return 0;
}

void reel_diagnostics_free(reel_diagnostics *list, const reel_allocator *allocator) {
    int i;
    if (!list) return;
    for (i = 0; i < list->count; i++) {
        const reel_diagnostic *d = &list->items[i];
        rl_free(allocator, (void *)d->file, strlen(d->file) + 1 + strlen(d->message) + 1);
    }
    rl_free(allocator, list->items, (size_t)list->capacity * sizeof(reel_diagnostic));
    list->items = NULL;
    list->count = list->capacity = 0;
}

/* Formats a diagnostic as the reel command line prints it: "FILE:LINE:COL CODE MESSAGE". (reel also escapes
 * control characters for the terminal; that is the printing program's business.) */
int reel_diagnostic_format(const reel_diagnostic *d, char *out, size_t size) {
    return snprintf(out, size, "%s:%d:%d %s %s", d->file, d->line, d->column, d->code, d->message);
}
/* END common */

/* --------------------------------------------------------------------------------------------------------- */
/* (sections below are kept apart by these rules so that work on one never touches another's lines)        */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== math (fdlibm) ======================================================================================= */
/* BEGIN math */
/*
 * The functions the rules take from Java's StrictMath (sin, cos, atan2, acos, hypot, cbrt, pow, exp), computed
 * with the algorithms, polynomial coefficients and special cases of fdlibm 5.3, which StrictMath specifies, so a
 * result never depends on the platform's libm: for every double argument each function returns the bits Java's
 * StrictMath returns (a NaN where Java's is a NaN). FdlibmAgreementTest compares them with Java through
 * tests/math_bits.c on 200,000 seeded arguments per function. The constants are hexadecimal literals, exact to
 * the bit.
 *
 * The algorithms and constants are Sun's fdlibm:
 *   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
 *   Developed at SunSoft, a Sun Microsystems, Inc. business.
 *   Permission to use, copy, modify, and distribute this software is freely granted, provided that this notice
 *   is preserved.
 *
 * Words of a double are read and written through memcpy (no aliasing through pointers or unions); fdlibm's
 * shifts of negative ints and its wrapping word arithmetic are written in unsigned arithmetic, which gives the
 * same bits without C's undefined or implementation-defined behaviour.
 *
 * The Java rules also use Math.fma, sqrt, floor, ceil, abs and copySign: C99's fma, sqrt, floor, ceil, fabs and
 * copysign are the same exactly rounded IEEE-754 operations and give the same bits. Math.round, rint, floorDiv,
 * min and max differ from their C namesakes and are the rl_java_* helpers and rl_floor_div* below.
 */

static uint64_t rl_dbits(double x) { uint64_t b; memcpy(&b, &x, sizeof b); return b; }
static double rl_dfrom(uint64_t b) { double x; memcpy(&x, &b, sizeof x); return x; }
/* The high word of x, unsigned and as fdlibm's signed int; the low word; a double from two words. */
static uint32_t rl_uhi(double x) { return (uint32_t)(rl_dbits(x) >> 32); }
static int32_t rl_hi(double x) { uint32_t u = rl_uhi(x); int32_t i; memcpy(&i, &u, sizeof i); return i; }
static uint32_t rl_lo(double x) { return (uint32_t)rl_dbits(x); }
static double rl_words(uint32_t hi, uint32_t lo) { return rl_dfrom((uint64_t)hi << 32 | lo); }
static double rl_with_hi(double x, uint32_t hi) { return rl_words(hi, rl_lo(x)); }
static double rl_with_lo(double x, uint32_t lo) { return rl_words(rl_uhi(x), lo); }
/* v >> s rounding toward minus infinity (what fdlibm's shift of a negative int does on every machine it ran on). */
static int32_t rl_asr(int32_t v, int s) { return v >= 0 ? v >> s : -1 - ((-1 - v) >> s); }

/* x * 2^n rounded once (fdlibm's scalbn). */
static double rl_scalbn(double x, int n) {
    static const double two54 = 0x1p54, twom54 = 0x1p-54, huge = 1.0e+300, tiny = 1.0e-300;
    uint32_t hx = rl_uhi(x), lx = rl_lo(x);
    int k = (int)((hx & 0x7ff00000u) >> 20);
    if (k == 0) {                                            /* 0 or subnormal */
        if ((lx | (hx & 0x7fffffffu)) == 0) return x;
        x *= two54;
        hx = rl_uhi(x);
        k = (int)((hx & 0x7ff00000u) >> 20) - 54;
        if (n < -50000) return tiny * x;
    }
    if (k == 0x7ff) return x + x;                            /* NaN or infinity */
    if (n > 50000 || k + n > 0x7fe) return huge * copysign(huge, x);
    if (n < -50000) return tiny * copysign(tiny, x);
    k += n;
    if (k > 0) return rl_with_hi(x, (hx & 0x800fffffu) | (uint32_t)k << 20);
    if (k <= -54) return tiny * copysign(tiny, x);
    k += 54;                                                  /* subnormal result */
    return rl_with_hi(x, (hx & 0x800fffffu) | (uint32_t)k << 20) * twom54;
}

/* -- argument reduction for sin and cos: x = n*pi/2 + (y[0] + y[1]), |y[0] + y[1]| <= pi/4 -- */

/* 2/pi in 24-bit pieces: 1584 bits, enough for any double's exponent. */
static const int32_t rl_two_over_pi[66] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB,
    0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5,
    0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
    0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D,
    0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B,
    0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
    0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
};

/* pi/2 in 24-bit pieces. */
static const double rl_pio2_pieces[8] = {
    0x1.921fb4p+0, 0x1.4442dp-24, 0x1.846988p-48, 0x1.8cc516p-72,
    0x1.01b838p-96, 0x1.a25204p-120, 0x1.382228p-145, 0x1.9f31dp-169,
};

/* fdlibm's __kernel_rem_pio2 for double precision (prec 2): x[0..nx-1] are 24-bit pieces of |input| / 2^e0;
 * returns n mod 8 and y[0] + y[1] = the remainder. */
static int rl_kernel_rem_pio2(const double *x, double *y, int e0, int nx) {
    static const double two24 = 0x1p24, twon24 = 0x1p-24;
    const int jk = 4, jp = 4;
    int jz, jx, jv, carry, n, iq[20], i, j, k, m, q0, ih;
    double z, fw, f[20], fq[20], q[20];

    jx = nx - 1;
    jv = (e0 - 3) / 24;
    if (jv < 0) jv = 0;
    q0 = e0 - 24 * (jv + 1);
    j = jv - jx;
    m = jx + jk;
    for (i = 0; i <= m; i++, j++) f[i] = j < 0 ? 0.0 : (double)rl_two_over_pi[j];
    for (i = 0; i <= jk; i++) {
        for (j = 0, fw = 0.0; j <= jx; j++) fw += x[j] * f[jx + i - j];
        q[i] = fw;
    }
    jz = jk;
    for (;;) {
        /* distill q[] into iq[], reversed */
        for (i = 0, j = jz, z = q[jz]; j > 0; i++, j--) {
            fw = (double)(int32_t)(twon24 * z);
            iq[i] = (int32_t)(z - two24 * fw);
            z = q[j - 1] + fw;
        }
        z = rl_scalbn(z, q0);
        z -= 8.0 * floor(z * 0.125);
        n = (int)z;
        z -= (double)n;
        ih = 0;
        if (q0 > 0) {
            i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }
        if (ih > 0) {                                         /* the fraction is above 0.5: take 1 - it */
            n += 1;
            carry = 0;
            for (i = 0; i < jz; i++) {
                j = iq[i];
                if (carry == 0) {
                    if (j != 0) { carry = 1; iq[i] = 0x1000000 - j; }
                } else {
                    iq[i] = 0xffffff - j;
                }
            }
            if (q0 == 1) iq[jz - 1] &= 0x7fffff;
            else if (q0 == 2) iq[jz - 1] &= 0x3fffff;
            if (ih == 2) {
                z = 1.0 - z;
                if (carry != 0) z -= rl_scalbn(1.0, q0);
            }
        }
        if (z == 0.0) {                                       /* recompute with more terms if all vanished */
            j = 0;
            for (i = jz - 1; i >= jk; i--) j |= iq[i];
            if (j == 0) {
                for (k = 1; iq[jk - k] == 0; k++) {}
                for (i = jz + 1; i <= jz + k; i++) {
                    f[jx + i] = (double)rl_two_over_pi[jv + i];
                    for (j = 0, fw = 0.0; j <= jx; j++) fw += x[j] * f[jx + i - j];
                    q[i] = fw;
                }
                jz += k;
                continue;
            }
        }
        break;
    }
    if (z == 0.0) {                                           /* chop off zero terms */
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) { jz--; q0 -= 24; }
    } else {                                                  /* break z into 24-bit pieces if need be */
        z = rl_scalbn(z, -q0);
        if (z >= two24) {
            fw = (double)(int32_t)(twon24 * z);
            iq[jz] = (int32_t)(z - two24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int32_t)fw;
        } else {
            iq[jz] = (int32_t)z;
        }
    }
    fw = rl_scalbn(1.0, q0);
    fq[0] = 0.0;                                              /* (jz >= 0: the loops below set it; for the compiler) */
    for (i = jz; i >= 0; i--) { q[i] = fw * (double)iq[i]; fw *= twon24; }
    for (i = jz; i >= 0; i--) {
        for (fw = 0.0, k = 0; k <= jp && k <= jz - i; k++) fw += rl_pio2_pieces[k] * q[i + k];
        fq[jz - i] = fw;
    }
    fw = 0.0;
    for (i = jz; i >= 0; i--) fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (i = 1; i <= jz; i++) fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

/* fdlibm's __ieee754_rem_pio2: returns n and y[0] + y[1] = x - n*pi/2. */
static int32_t rl_rem_pio2(double x, double *y) {
    static const double
        two24 = 0x1p24,
        invpio2 = 0x1.45f306dc9c883p-1,                      /* 2/pi */
        pio2_1 = 0x1.921fb544p+0,                            /* the first 33 bits of pi/2 */
        pio2_1t = 0x1.0b4611a626331p-34,                     /* pi/2 - pio2_1 */
        pio2_2 = 0x1.0b4611a6p-34,                           /* the next 33 bits */
        pio2_2t = 0x1.3198a2e037073p-69,                     /* pi/2 - (pio2_1 + pio2_2) */
        pio2_3 = 0x1.3198a2ep-69,                            /* the next 33 bits */
        pio2_3t = 0x1.b839a252049c1p-104;                    /* pi/2 - (pio2_1 + pio2_2 + pio2_3) */
    /* The high words of n*pi/2, n = 1..32. */
    static const uint32_t npio2_hw[32] = {
        0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
        0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
        0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
        0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
    };
    double z, w, t, r, fn, tx[3];
    int32_t e0, i, j, nx, n, ix, hx;

    hx = rl_hi(x);
    ix = hx & 0x7fffffff;
    if (ix <= 0x3fe921fb) { y[0] = x; y[1] = 0; return 0; }  /* |x| <= pi/4: nothing to do */
    if (ix < 0x4002d97c) {                                    /* |x| < 3pi/4: n = +-1 */
        if (hx > 0) {
            z = x - pio2_1;
            if (ix != 0x3ff921fb) {                           /* 33+53 bits of pi are enough */
                y[0] = z - pio2_1t;
                y[1] = (z - y[0]) - pio2_1t;
            } else {                                          /* near pi/2: 33+33+53 bits */
                z -= pio2_2;
                y[0] = z - pio2_2t;
                y[1] = (z - y[0]) - pio2_2t;
            }
            return 1;
        }
        z = x + pio2_1;
        if (ix != 0x3ff921fb) {
            y[0] = z + pio2_1t;
            y[1] = (z - y[0]) + pio2_1t;
        } else {
            z += pio2_2;
            y[0] = z + pio2_2t;
            y[1] = (z - y[0]) + pio2_2t;
        }
        return -1;
    }
    if (ix <= 0x413921fb) {                                   /* |x| <= 2^19 * pi/2: medium size */
        t = fabs(x);
        n = (int32_t)(t * invpio2 + 0.5);
        fn = (double)n;
        r = t - fn * pio2_1;
        w = fn * pio2_1t;                                     /* first round: good to 85 bits */
        if (n < 32 && (uint32_t)ix != npio2_hw[n - 1]) {
            y[0] = r - w;                                     /* no cancellation */
        } else {
            j = ix >> 20;
            y[0] = r - w;
            i = j - (int32_t)((rl_uhi(y[0]) >> 20) & 0x7ff);
            if (i > 16) {                                     /* second round: good to 118 bits */
                t = r;
                w = fn * pio2_2;
                r = t - w;
                w = fn * pio2_2t - ((t - r) - w);
                y[0] = r - w;
                i = j - (int32_t)((rl_uhi(y[0]) >> 20) & 0x7ff);
                if (i > 49) {                                 /* third round: 151 bits, every case */
                    t = r;
                    w = fn * pio2_3;
                    r = t - w;
                    w = fn * pio2_3t - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) { y[0] = -y[0]; y[1] = -y[1]; return -n; }
        return n;
    }
    if (ix >= 0x7ff00000) { y[0] = y[1] = x - x; return 0; } /* infinity or NaN */
    /* large arguments: z = |x| * 2^-e0 with 2^23 <= z < 2^24, split in three 24-bit pieces */
    e0 = (ix >> 20) - 1046;
    z = rl_words((uint32_t)ix - (uint32_t)e0 * 0x100000u, rl_lo(x));
    for (i = 0; i < 2; i++) {
        tx[i] = (double)(int32_t)z;
        z = (z - tx[i]) * two24;
    }
    tx[2] = z;
    nx = 3;
    while (tx[nx - 1] == 0.0) nx--;
    n = rl_kernel_rem_pio2(tx, y, e0, nx);
    if (hx < 0) { y[0] = -y[0]; y[1] = -y[1]; return -n; }
    return n;
}

/* sin(x + y) for |x + y| <= pi/4, y the tail of x (iy 0: y is 0). */
static double rl_kernel_sin(double x, double y, int iy) {
    static const double
        S1 = -0x1.5555555555549p-3, S2 = 0x1.111111110f8a6p-7, S3 = -0x1.a01a019c161d5p-13,
        S4 = 0x1.71de357b1fe7dp-19, S5 = -0x1.ae5e68a2b9cebp-26, S6 = 0x1.5d93a5acfd57cp-33;
    double z, r, v;
    if ((rl_uhi(x) & 0x7fffffffu) < 0x3e400000u) return x;   /* |x| < 2^-27 */
    z = x * x;
    v = z * x;
    r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (iy == 0) return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

/* cos(x + y) for |x + y| <= pi/4, y the tail of x. */
static double rl_kernel_cos(double x, double y) {
    static const double
        C1 = 0x1.555555555554cp-5, C2 = -0x1.6c16c16c15177p-10, C3 = 0x1.a01a019cb159p-16,
        C4 = -0x1.27e4f809c52adp-22, C5 = 0x1.1ee9ebdb4b1c4p-29, C6 = -0x1.8fae9be8838d4p-37;
    double a, hz, z, r, qx;
    uint32_t ix = rl_uhi(x) & 0x7fffffffu;
    if (ix < 0x3e400000u) return 1.0;                         /* |x| < 2^-27 */
    z = x * x;
    r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3FD33333u) return 1.0 - (0.5 * z - (z * r - x * y));   /* |x| < 0.3 */
    if (ix > 0x3fe90000u) qx = 0.28125;                       /* |x| > 0.78125 */
    else qx = rl_words(ix - 0x00200000u, 0);                  /* |x| / 4 */
    hz = 0.5 * z - qx;
    a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

double reel_sin(double x) {
    double y[2];
    uint32_t ix = rl_uhi(x) & 0x7fffffffu;
    if (ix <= 0x3fe921fbu) return rl_kernel_sin(x, 0.0, 0);
    if (ix >= 0x7ff00000u) return x - x;                      /* infinity or NaN */
    switch (rl_rem_pio2(x, y) & 3) {
    case 0: return rl_kernel_sin(y[0], y[1], 1);
    case 1: return rl_kernel_cos(y[0], y[1]);
    case 2: return -rl_kernel_sin(y[0], y[1], 1);
    default: return -rl_kernel_cos(y[0], y[1]);
    }
}

double reel_cos(double x) {
    double y[2];
    uint32_t ix = rl_uhi(x) & 0x7fffffffu;
    if (ix <= 0x3fe921fbu) return rl_kernel_cos(x, 0.0);
    if (ix >= 0x7ff00000u) return x - x;
    switch (rl_rem_pio2(x, y) & 3) {
    case 0: return rl_kernel_cos(y[0], y[1]);
    case 1: return -rl_kernel_sin(y[0], y[1], 1);
    case 2: return -rl_kernel_cos(y[0], y[1]);
    default: return rl_kernel_sin(y[0], y[1], 1);
    }
}

/* -- atan (for atan2), atan2, acos -- */

static double rl_atan(double x) {
    static const double atanhi[4] = {
        0x1.dac670561bb4fp-2, 0x1.921fb54442d18p-1, 0x1.f730bd281f69bp-1, 0x1.921fb54442d18p+0,
    };                                                        /* atan(0.5), atan(1), atan(1.5), atan(inf) */
    static const double atanlo[4] = {                         /* and what rounding them left out */
        0x1.a2b7f222f65e2p-56, 0x1.1a62633145c07p-55, 0x1.007887af0cbbdp-56, 0x1.1a62633145c07p-54,
    };
    static const double aT[11] = {
        0x1.555555555550dp-2, -0x1.999999998ebc4p-3, 0x1.24924920083ffp-3, -0x1.c71c6fe231671p-4,
        0x1.745cdc54c206ep-4, -0x1.3b0f2af749a6dp-4, 0x1.10d66a0d03d51p-4, -0x1.dde2d52defd9ap-5,
        0x1.97b4b24760debp-5, -0x1.2b4442c6a6c2fp-5, 0x1.0ad3ae322da11p-6,
    };
    double w, s1, s2, z;
    int32_t ix, hx;
    int id;
    hx = rl_hi(x);
    ix = hx & 0x7fffffff;
    if (ix >= 0x44100000) {                                   /* |x| >= 2^66 */
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && rl_lo(x) != 0)) return x + x;   /* NaN */
        return hx > 0 ? atanhi[3] + atanlo[3] : -atanhi[3] - atanlo[3];
    }
    if (ix < 0x3fdc0000) {                                    /* |x| < 0.4375 */
        if (ix < 0x3e200000) return x;                        /* |x| < 2^-29 */
        id = -1;
    } else {
        x = fabs(x);
        if (ix < 0x3ff30000) {                                /* |x| < 1.1875 */
            if (ix < 0x3fe60000) { id = 0; x = (2.0 * x - 1.0) / (2.0 + x); }   /* 7/16 <= |x| < 11/16 */
            else { id = 1; x = (x - 1.0) / (x + 1.0); }                          /* 11/16 <= |x| < 19/16 */
        } else {
            if (ix < 0x40038000) { id = 2; x = (x - 1.5) / (1.0 + 1.5 * x); }   /* |x| < 2.4375 */
            else { id = 3; x = -1.0 / x; }                                       /* 2.4375 <= |x| < 2^66 */
        }
    }
    z = x * x;
    w = z * z;
    s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
    s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
    if (id < 0) return x - x * (s1 + s2);
    z = atanhi[id] - ((x * (s1 + s2) - atanlo[id]) - x);
    return hx < 0 ? -z : z;
}

double reel_atan2(double y, double x) {
    static const double
        tiny = 1.0e-300,
        pi_o_4 = 0x1.921fb54442d18p-1,
        pi_o_2 = 0x1.921fb54442d18p+0,
        pi = 0x1.921fb54442d18p+1,
        pi_lo = 0x1.1a62633145c07p-53;                       /* pi - (double)pi */
    double z;
    int32_t k, hx, hy, ix, iy;
    int m;
    uint32_t lx, ly;
    hx = rl_hi(x); ix = hx & 0x7fffffff; lx = rl_lo(x);
    hy = rl_hi(y); iy = hy & 0x7fffffff; ly = rl_lo(y);
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000 || (iy == 0x7ff00000 && ly != 0))
        return x + y;                                         /* x or y is NaN */
    if (rl_uhi(x) == 0x3ff00000u && lx == 0) return rl_atan(y);   /* x = 1 */
    m = (int)(((rl_uhi(y) >> 31) & 1) | ((rl_uhi(x) >> 30) & 2));  /* 2 * sign(x) + sign(y) */
    if ((iy | (int32_t)(ly != 0)) == 0) {                     /* y = +-0 */
        switch (m) {
        case 0:
        case 1: return y;                                     /* atan(+-0, +anything) = +-0 */
        case 2: return pi + tiny;                             /* atan(+0, -anything) = pi */
        default: return -pi - tiny;                           /* atan(-0, -anything) = -pi */
        }
    }
    if (ix == 0 && lx == 0) return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;   /* x = +-0 */
    if (ix == 0x7ff00000) {                                   /* x = +-infinity */
        if (iy == 0x7ff00000) {
            switch (m) {
            case 0: return pi_o_4 + tiny;
            case 1: return -pi_o_4 - tiny;
            case 2: return 3.0 * pi_o_4 + tiny;
            default: return -3.0 * pi_o_4 - tiny;
            }
        }
        switch (m) {
        case 0: return 0.0;
        case 1: return -0.0;
        case 2: return pi + tiny;
        default: return -pi - tiny;
        }
    }
    if (iy == 0x7ff00000) return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;    /* y = +-infinity */
    k = rl_asr(iy - ix, 20);
    if (k > 60) z = pi_o_2 + 0.5 * pi_lo;                     /* |y / x| > 2^60 */
    else if (hx < 0 && k < -60) z = 0.0;                      /* |y| / x < -2^60 */
    else z = rl_atan(fabs(y / x));
    switch (m) {
    case 0: return z;                                         /* atan(+, +) */
    case 1: return rl_with_hi(z, rl_uhi(z) ^ 0x80000000u);    /* atan(-, +) */
    case 2: return pi - (z - pi_lo);                          /* atan(+, -) */
    default: return (z - pi_lo) - pi;                         /* atan(-, -) */
    }
}

double reel_acos(double x) {
    static const double
        pi = 0x1.921fb54442d18p+1,
        pio2_hi = 0x1.921fb54442d18p+0,
        pio2_lo = 0x1.1a62633145c07p-54,
        pS0 = 0x1.5555555555555p-3, pS1 = -0x1.4d61203eb6f7dp-2, pS2 = 0x1.9c1550e884455p-3,
        pS3 = -0x1.48228b5688f3bp-5, pS4 = 0x1.9efe07501b288p-11, pS5 = 0x1.23de10dfdf709p-15,
        qS1 = -0x1.33a271c8a2d4bp+1, qS2 = 0x1.02ae59c598ac8p+1, qS3 = -0x1.6066c1b8d0159p-1,
        qS4 = 0x1.3b8c5b12e9282p-4;
    double z, p, q, r, w, s, c, df;
    int32_t hx = rl_hi(x), ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) {                                   /* |x| >= 1 */
        if (ix == 0x3ff00000 && rl_lo(x) == 0) return hx > 0 ? 0.0 : pi + 2.0 * pio2_lo;
        return (x - x) / (x - x);                             /* |x| > 1 or NaN */
    }
    if (ix < 0x3fe00000) {                                    /* |x| < 0.5 */
        if (ix <= 0x3c600000) return pio2_hi + pio2_lo;      /* |x| <= 2^-57 */
        z = x * x;
        p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))));
        q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)));
        r = p / q;
        return pio2_hi - (x - (pio2_lo - x * r));
    }
    if (hx < 0) {                                             /* x < -0.5 */
        z = (1.0 + x) * 0.5;
        p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))));
        q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)));
        s = sqrt(z);
        r = p / q;
        w = r * s - pio2_lo;
        return pi - 2.0 * (s + w);
    }
    z = (1.0 - x) * 0.5;                                      /* x > 0.5 */
    s = sqrt(z);
    df = rl_with_lo(s, 0);
    c = (z - df * df) / (s + df);
    p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))));
    q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)));
    r = p / q;
    w = r * s + c;
    return 2.0 * (df + w);
}

/* -- hypot, cbrt -- */

/* As Java's StrictMath.hypot orders fdlibm's steps: infinities and NaNs first, then a >= b by value. */
double reel_hypot(double x, double y) {
    double a = fabs(x), b = fabs(y), t1, t2, y1, y2, w;
    int32_t ha, hb;
    int k = 0;
    if (!(a <= DBL_MAX) || !(b <= DBL_MAX)) {                 /* infinity or NaN */
        if (a == HUGE_VAL || b == HUGE_VAL) return HUGE_VAL;
        return a + b;
    }
    if (b > a) { w = a; a = b; b = w; }
    ha = rl_hi(a);
    hb = rl_hi(b);
    if (ha - hb > 0x3c00000) return a + b;                    /* a / b > 2^60 */
    if (ha > 0x5f300000) {                                    /* a > 2^500: scale by 2^-600 */
        ha -= 0x25800000;
        hb -= 0x25800000;
        k += 600;
        a = rl_with_hi(a, (uint32_t)ha);
        b = rl_with_hi(b, (uint32_t)hb);
    }
    if (hb < 0x20b00000) {                                    /* b < 2^-500 */
        if (hb <= 0x000fffff) {                               /* b subnormal or 0 */
            if (hb == 0 && rl_lo(b) == 0) return a;
            t1 = 0x1p1022;
            b *= t1;
            a *= t1;
            k -= 1022;
        } else {                                              /* scale by 2^600 */
            ha += 0x25800000;
            hb += 0x25800000;
            k -= 600;
            a = rl_with_hi(a, (uint32_t)ha);
            b = rl_with_hi(b, (uint32_t)hb);
        }
    }
    w = a - b;                                                /* medium size a and b */
    if (w > b) {
        t1 = rl_words((uint32_t)ha, 0);
        t2 = a - t1;
        w = sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
    } else {
        a = a + a;
        y1 = rl_words((uint32_t)hb, 0);
        y2 = b - y1;
        t1 = rl_words((uint32_t)ha + 0x00100000u, 0);
        t2 = a - t1;
        w = sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
    }
    if (k != 0) return rl_words(0x3ff00000u + (uint32_t)k * 0x100000u, 0) * w;
    return w;
}

double reel_cbrt(double x) {
    static const uint32_t
        B1 = 715094163,                                       /* (682 - 0.03306235651) * 2^20 */
        B2 = 696219795;                                       /* (664 - 0.03306235651) * 2^20 */
    static const double
        C = 0x1.15f15f15f15f1p-1,                             /* 19/35 */
        D = -0x1.691de2532c834p-1,                            /* -864/1225 */
        E = 0x1.6a0ea0ea0ea0fp+0,                             /* 99/70 */
        F = 0x1.9b6db6db6db6ep+0,                             /* 45/28 */
        G = 0x1.6db6db6db6db7p-2;                             /* 5/14 */
    double r, s, t = 0.0, w;
    uint32_t hx = rl_uhi(x), sign = hx & 0x80000000u;
    hx ^= sign;
    if (hx >= 0x7ff00000u) return x + x;                      /* NaN, infinity */
    if ((hx | rl_lo(x)) == 0) return x;                       /* +-0 */
    x = rl_with_hi(x, hx);                                    /* |x| */
    if (hx < 0x00100000u) {                                   /* subnormal: a first guess from 2^54 x */
        t = 0x1p54 * x;
        t = rl_with_hi(t, rl_uhi(t) / 3 + B2);
    } else {
        t = rl_words(hx / 3 + B1, 0);
    }
    r = t * t / x;                                            /* to 23 bits */
    s = C + r * t;
    t *= G + F / (s + E + D / s);
    t = rl_words(rl_uhi(t) + 1, 0);                           /* 20 bits, and larger than cbrt(x) */
    s = t * t;                                                /* one Newton step to 53 bits */
    r = x / s;
    w = t + t;
    r = (r - t) / (w + r);
    t = t + t * r;
    return rl_with_hi(t, rl_uhi(t) | sign);
}

/* -- exp, pow -- */

double reel_exp(double x) {
    static const double
        halF[2] = { 0.5, -0.5 },
        huge = 1.0e+300,
        twom1000 = 0x1p-1000,
        o_threshold = 0x1.62e42fefa39efp+9,                  /* 709.78... */
        u_threshold = -0x1.74910d52d3051p+9,                 /* -745.13... */
        ln2HI[2] = { 0x1.62e42feep-1, -0x1.62e42feep-1 },
        ln2LO[2] = { 0x1.a39ef35793c76p-33, -0x1.a39ef35793c76p-33 },
        invln2 = 0x1.71547652b82fep+0,
        P1 = 0x1.555555555553ep-3, P2 = -0x1.6c16c16bebd93p-9, P3 = 0x1.1566aaf25de2cp-14,
        P4 = -0x1.bbd41c5d26bf1p-20, P5 = 0x1.6376972bea4dp-25;
    double y, hi = 0.0, lo = 0.0, c, t;
    int32_t k = 0;
    uint32_t hx = rl_uhi(x);
    int xsb = (int)(hx >> 31);
    hx &= 0x7fffffffu;
    if (hx >= 0x40862E42u) {                                  /* |x| >= 709.78... */
        if (hx >= 0x7ff00000u) {
            if (((hx & 0xfffffu) | rl_lo(x)) != 0) return x + x;   /* NaN */
            return xsb == 0 ? x : 0.0;                        /* exp(+-inf) = inf, 0 */
        }
        if (x > o_threshold) return huge * huge;
        if (x < u_threshold) return twom1000 * twom1000;
    }
    if (hx > 0x3fd62e42u) {                                   /* |x| > ln2 / 2 */
        if (hx < 0x3FF0A2B2u) {                               /* and |x| < 1.5 ln2 */
            hi = x - ln2HI[xsb];
            lo = ln2LO[xsb];
            k = 1 - xsb - xsb;
        } else {
            k = (int32_t)(invln2 * x + halF[xsb]);
            t = k;
            hi = x - t * ln2HI[0];
            lo = t * ln2LO[0];
        }
        x = hi - lo;
    } else if (hx < 0x3e300000u) {                            /* |x| < 2^-28 */
        return 1.0 + x;
    }
    t = x * x;
    c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0) return 1.0 - ((x * c) / (c - 2.0) - x);
    y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021) return rl_with_hi(y, rl_uhi(y) + (uint32_t)k * 0x100000u);
    return rl_with_hi(y, rl_uhi(y) + (uint32_t)(k + 1000) * 0x100000u) * twom1000;
}

double reel_pow(double x, double y) {
    static const double
        bp[2] = { 1.0, 1.5 },
        dp_h[2] = { 0.0, 0x1.2b8034p-1 },                    /* log2(1.5), high part */
        dp_l[2] = { 0.0, 0x1.cfdeb43cfd006p-27 },            /* and its tail */
        two53 = 0x1p53,
        huge = 1.0e300,
        tiny = 1.0e-300,
        L1 = 0x1.3333333333303p-1, L2 = 0x1.b6db6db6fabffp-2, L3 = 0x1.55555518f264dp-2,
        L4 = 0x1.17460a91d4101p-2, L5 = 0x1.d864a93c9db65p-3, L6 = 0x1.a7e284a454eefp-3,
        P1 = 0x1.555555555553ep-3, P2 = -0x1.6c16c16bebd93p-9, P3 = 0x1.1566aaf25de2cp-14,
        P4 = -0x1.bbd41c5d26bf1p-20, P5 = 0x1.6376972bea4dp-25,
        lg2 = 0x1.62e42fefa39efp-1,
        lg2_h = 0x1.62e43p-1,
        lg2_l = -0x1.05c610ca86c39p-29,
        ovt = 0x1.71547652b82fep-54,                          /* -(1024 - log2(overflow + 0.5 ulp)) */
        cp = 0x1.ec709dc3a03fdp-1,                            /* 2 / (3 ln2) */
        cp_h = 0x1.ec709ep-1,
        cp_l = -0x1.e2fe0145b01f5p-28,
        ivln2 = 0x1.71547652b82fep+0,                         /* 1 / ln2 */
        ivln2_h = 0x1.715476p+0,
        ivln2_l = 0x1.4ae0bf85ddf44p-26;
    double z, ax, z_h, z_l, p_h, p_l, y1, t1, t2, r, s, t, u, v, w;
    int32_t i, j, k, yisint, n, hx, hy, ix, iy;
    uint32_t lx, ly, uj;

    hx = rl_hi(x); lx = rl_lo(x);
    hy = rl_hi(y); ly = rl_lo(y);
    ix = hx & 0x7fffffff;
    iy = hy & 0x7fffffff;
    if ((iy | (int32_t)(ly != 0)) == 0) return 1.0;           /* x^0 = 1 */
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000 || (iy == 0x7ff00000 && ly != 0))
        return x + y;                                         /* NaN */
    /* yisint: 0 y is not an integer, 1 an odd integer, 2 an even integer (only worked out for x < 0) */
    yisint = 0;
    if (hx < 0) {
        if (iy >= 0x43400000) {
            yisint = 2;                                       /* |y| >= 2^53: even */
        } else if (iy >= 0x3ff00000) {
            k = (iy >> 20) - 0x3ff;                           /* the exponent */
            if (k > 20) {
                uj = ly >> (52 - k);
                if ((uj << (52 - k)) == ly) yisint = 2 - (int32_t)(uj & 1);
            } else if (ly == 0) {
                j = iy >> (20 - k);
                if ((j << (20 - k)) == iy) yisint = 2 - (j & 1);
            }
        }
    }
    if (ly == 0) {                                            /* special values of y */
        if (iy == 0x7ff00000) {                               /* y = +-infinity */
            if (ix == 0x3ff00000 && lx == 0) return y - y;    /* (+-1)^+-inf is NaN */
            if (ix >= 0x3ff00000) return hy >= 0 ? y : 0.0;   /* (|x| > 1)^+-inf = inf, 0 */
            return hy < 0 ? -y : 0.0;                         /* (|x| < 1)^-+inf = inf, 0 */
        }
        if (iy == 0x3ff00000) return hy < 0 ? 1.0 / x : x;   /* y = +-1 */
        if (hy == 0x40000000) return x * x;                   /* y = 2 */
        if (hy == 0x3fe00000 && hx >= 0) return sqrt(x);      /* y = 0.5, x >= +0 */
    }
    ax = fabs(x);
    if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {   /* x = +-0, +-inf, +-1 */
        z = ax;
        if (hy < 0) z = 1.0 / z;
        if (hx < 0) {
            if (ix == 0x3ff00000 && yisint == 0) z = (z - z) / (z - z);   /* (-1)^non-integer is NaN */
            else if (yisint == 1) z = -z;                     /* (x < 0)^odd = -(|x|^odd) */
        }
        return z;
    }
    n = hx < 0 ? 0 : 1;
    if (n == 0 && yisint == 0) return (x - x) / (x - x);     /* (x < 0)^non-integer is NaN */
    s = n == 0 && yisint == 1 ? -1.0 : 1.0;                   /* the sign of the result */

    if (iy > 0x41e00000) {                                    /* |y| > 2^31 */
        if (iy > 0x43f00000) {                                /* |y| > 2^64: overflow or underflow */
            if (ix <= 0x3fefffff) return hy < 0 ? huge * huge : tiny * tiny;
            if (ix >= 0x3ff00000) return hy > 0 ? huge * huge : tiny * tiny;
        }
        /* overflow or underflow when x is not close to 1 */
        if (ix < 0x3fefffff) return hy < 0 ? s * huge * huge : s * tiny * tiny;
        if (ix > 0x3ff00000) return hy > 0 ? s * huge * huge : s * tiny * tiny;
        /* |1 - x| <= 2^-20: log(x) by x - x^2/2 + x^3/3 - x^4/4 */
        t = ax - 1.0;
        w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
        u = ivln2_h * t;
        v = t * ivln2_l - w * ivln2;
        t1 = rl_with_lo(u + v, 0);
        t2 = v - (t1 - u);
    } else {
        double ss, s2, s_h, s_l, t_h, t_l;
        n = 0;
        if (ix < 0x00100000) { ax *= two53; n -= 53; ix = rl_hi(ax); }   /* subnormal x */
        n += (ix >> 20) - 0x3ff;
        j = ix & 0x000fffff;
        ix = j | 0x3ff00000;                                  /* normalize */
        if (j <= 0x3988E) k = 0;                              /* |x| < sqrt(3/2) */
        else if (j < 0xBB67A) k = 1;                          /* |x| < sqrt(3) */
        else { k = 0; n += 1; ix -= 0x00100000; }
        ax = rl_with_hi(ax, (uint32_t)ix);
        /* ss = s_h + s_l = (x - 1) / (x + 1) or (x - 1.5) / (x + 1.5) */
        u = ax - bp[k];
        v = 1.0 / (ax + bp[k]);
        ss = u * v;
        s_h = rl_with_lo(ss, 0);
        t_h = rl_words((uint32_t)(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18)), 0);   /* ax + bp[k], high */
        t_l = ax - (t_h - bp[k]);
        s_l = v * ((u - s_h * t_h) - s_h * t_l);
        /* log(ax) */
        s2 = ss * ss;
        r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
        r += s_l * (s_h + ss);
        s2 = s_h * s_h;
        t_h = rl_with_lo(3.0 + s2 + r, 0);
        t_l = r - ((t_h - 3.0) - s2);
        u = s_h * t_h;                                        /* u + v = ss * (1 + ...) */
        v = s_l * t_h + t_l * ss;
        p_h = rl_with_lo(u + v, 0);                           /* 2 / (3 log2) * (ss + ...) */
        p_l = v - (p_h - u);
        z_h = cp_h * p_h;
        z_l = cp_l * p_h + p_l * cp + dp_l[k];
        /* log2(ax) = (ss + ...) * 2 / (3 log2) = n + dp_h + z_h + z_l */
        t = (double)n;
        t1 = rl_with_lo(((z_h + z_l) + dp_h[k]) + t, 0);
        t2 = z_l - (((t1 - t) - dp_h[k]) - z_h);
    }
    /* (y1 + y2) * (t1 + t2), y split in y1 + y2 */
    y1 = rl_with_lo(y, 0);
    p_l = (y - y1) * t1 + y * t2;
    p_h = y1 * t1;
    z = p_l + p_h;
    j = rl_hi(z);
    i = (int32_t)(rl_lo(z) != 0);
    if (j >= 0x40900000) {                                    /* z >= 1024 */
        if ((j - 0x40900000) != 0 || i != 0) return s * huge * huge;   /* z > 1024: overflow */
        if (p_l + ovt > z - p_h) return s * huge * huge;
    } else if ((j & 0x7fffffff) >= 0x4090cc00) {              /* z <= -1075 */
        if ((uint32_t)j != 0xc090cc00u || i != 0) return s * tiny * tiny;   /* z < -1075: underflow */
        if (p_l <= z - p_h) return s * tiny * tiny;
    }
    /* 2^(p_h + p_l) */
    i = j & 0x7fffffff;
    k = (i >> 20) - 0x3ff;
    n = 0;
    if (i > 0x3fe00000) {                                     /* |z| > 0.5: n = [z + 0.5] */
        uj = (uint32_t)j + (0x00100000u >> (k + 1));
        k = (int32_t)((uj & 0x7fffffffu) >> 20) - 0x3ff;      /* the new k for n */
        t = rl_words(uj & ~(0x000fffffu >> k), 0);
        n = (int32_t)(((uj & 0x000fffffu) | 0x00100000u) >> (20 - k));
        if (j < 0) n = -n;
        p_h -= t;
    }
    t = rl_with_lo(p_l + p_h, 0);
    u = t * lg2_h;
    v = (p_l - (t - p_h)) * lg2 + t * lg2_l;
    z = u + v;
    w = v - (z - u);
    t = z * z;
    t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    r = (z * t1) / (t1 - 2.0) - (w + z * w);
    z = 1.0 - (r - z);
    j = rl_hi(z) + n * 0x100000;
    if (j < 0x100000) z = rl_scalbn(z, n);                    /* subnormal result */
    else z = rl_with_hi(z, rl_uhi(z) + (uint32_t)n * 0x100000u);
    return s * z;
}

/* -- Java's Math rules that C's namesakes do not share -- */

/* Math.round(double): floor(x + 1/2) computed exactly (ties toward +infinity), NaN 0, saturating at the long range. */
RL_UNUSED static int64_t rl_java_round(double x) {
    double f;
    if (x != x) return 0;
    if (x >= 0x1p63) return INT64_MAX;
    if (x <= -0x1p63) return INT64_MIN;
    if (fabs(x) >= 0x1p52) return (int64_t)x;                 /* already an integer */
    f = floor(x);
    return (int64_t)f + (x - f >= 0.5 ? 1 : 0);               /* x - f is exact below 2^52 */
}

/* Math.rint: the nearest integer, ties to even, keeping the sign of zero; whatever the rounding mode. */
RL_UNUSED static double rl_java_rint(double x) {
    double a = fabs(x), f, d;
    if (!(a < 0x1p52)) return x;                              /* an integer already, infinity or NaN */
    f = floor(a);
    d = a - f;                                                /* exact */
    if (d > 0.5 || (d == 0.5 && floor(f * 0.5) != f * 0.5)) f += 1.0;   /* f odd: f / 2 is exact */
    return copysign(f, x);
}

/* Math.floorDiv(long, long): the quotient rounded toward minus infinity; MIN / -1 is MIN as in Java. y must not
 * be 0 (Java throws). */
RL_UNUSED static int64_t rl_floor_div(int64_t x, int64_t y) {
    int64_t q;
    if (y == -1) return x == INT64_MIN ? INT64_MIN : -x;
    q = x / y;
    if ((x % y != 0) && ((x < 0) != (y < 0))) q--;
    return q;
}

/* Math.floorDiv(int, int). */
RL_UNUSED static int32_t rl_floor_div_int(int32_t x, int32_t y) {
    if (y == -1) return x == INT32_MIN ? INT32_MIN : -x;
    return (int32_t)rl_floor_div(x, y);
}

/* Math.min(double, double): NaN if either is NaN, and -0.0 below 0.0. */
RL_UNUSED static double rl_java_min(double a, double b) {
    if (a != a) return a;
    if (a == 0.0 && b == 0.0 && rl_dbits(b) == UINT64_C(0x8000000000000000)) return b;
    return a <= b ? a : b;
}

/* Math.max(double, double): NaN if either is NaN, and 0.0 above -0.0. */
RL_UNUSED static double rl_java_max(double a, double b) {
    if (a != a) return a;
    if (a == 0.0 && b == 0.0 && rl_dbits(a) == UINT64_C(0x8000000000000000)) return b;
    return a >= b ? a : b;
}
/* END math */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== document syntax ===================================================================================== */
/* BEGIN doc */
/*
 * The tree a document reads into (the contract between the parser and the clip, controller and project
 * loaders; keep it stable). Everything lives in one arena owned by the rl_doc; strings are UTF-8 and
 * NUL-terminated (a string value may also hold NUL: use len).
 *
 * A node's properties are those of its header and the property lines of its block together, in source order
 * (the same key twice is DOC010: the tree keeps both, lookups find the first, and rl_node_report_twice reports
 * the later ones where the Java codecs do, when a loader takes the node's properties). A block's child nodes are
 * in source order.
 * The file itself is read as a node with no name ("") whose props and children are the top-level entries.
 */
typedef struct rl_pos { int line, column; } rl_pos;      /* 1-based; column in UTF-16 code units */

typedef enum rl_vkind { RL_NUM, RL_STR, RL_BOOL, RL_WORD, RL_ARR, RL_CALL } rl_vkind;

typedef struct rl_value {
    rl_vkind kind;
    rl_pos pos;
    const char *text;       /* NUM: the source text; STR: the unescaped string; WORD and CALL: the name */
    size_t len;             /* length of text in bytes */
    double num;             /* NUM: the value, read as Java's Double.parseDouble reads it */
    int boolean;            /* BOOL: 0 or 1 */
    struct rl_value *items; /* ARR: the items; CALL: the arguments */
    int count;
} rl_value;

typedef struct rl_prop {
    const char *key;
    rl_pos pos;
    rl_value value;
} rl_prop;

typedef struct rl_node {
    const char *name;
    rl_pos pos;
    rl_value *args;
    int nargs;
    rl_prop *props;
    int nprops;
    struct rl_node *children;
    int nchildren;
    int has_block;
} rl_node;

typedef struct rl_doc rl_doc;   /* the arena and the root node; made by the parser */

/*
 * The reader of the document syntax: a port of the Java reader (dev.reel.doc: DocReader, Lexer, Parser) that
 * makes the same tree and stops at the same first error, with the same code, line, column and message
 * (tests/doc_dump.c and DocAgreementTest compare them). Comments are read and dropped (the runtime only reads).
 * The tree lives in one arena (337 bytes per key line of a clip: the node, its three properties and the number
 * texts); while reading, three scratch stacks hold the entries of the blocks still open, freed at the end. With
 * a sink taking the keys as they are read, a clip's arena holds 30 bytes per key line.
 *
 * For the loaders:
 *   rl_doc *rl_doc_read(bytes, len, file, allocator, diags)      the tree, or NULL with the syntax error in diags
 *   rl_doc *rl_doc_read_as(..., unreadable_code)                 the same, the error under e.g. ANM001 for a clip
 *   rl_doc *rl_doc_read_sink(..., unreadable_code, sink, user)   handing every node to sink as it is read
 *   const rl_node *rl_doc_root(doc)      the file as a node named "": top-level property lines and nodes
 *   size_t rl_doc_bytes(doc)             what the tree takes;   void rl_doc_free(doc)
 *   rl_node_prop(node, key), rl_node_value(node, key)           the first property key=, or NULL
 *   rl_node_child(node, name, after)     children named name (NULL: any) one after another
 *   rl_node_num / rl_node_str / rl_node_word / rl_node_bool(node, key, dflt)   a property of that kind, or dflt
 *   rl_value_is(value, kind, text)       e.g. rl_value_is(v, RL_WORD, "linear")
 *   rl_node_report_twice(node, file, allocator, diags)          DOC010 as the Java codecs report it (io.Fields)
 *   rl_docfields_begin / _has / _take / _require / _string / _number / _bool / _word / _label / _extra_arguments /
 *   _unknown_child / _end      a node's properties taken as io.Fields takes them, with its diagnostics
 *   rl_parse_number(text, len)           a number literal read as Double.parseDouble reads it
 */
#include <setjmp.h>

#define RL_DOC_MAX_DEPTH 256
#define RL_DOC_MAX_STRING (1L << 20)              /* UTF-16 code units, after escapes */
#define RL_DOC_MAX_FILE ((size_t)64 << 20)        /* bytes of UTF-8 */

struct rl_doc {
    rl_arena arena;         /* holds everything below, and this struct */
    rl_node root;           /* the file: name "", its top-level property lines and nodes */
};

typedef enum rl_ttype {
    RL_T_IDENT, RL_T_NUMBER, RL_T_STRING, RL_T_LBRACE, RL_T_RBRACE, RL_T_LBRACKET, RL_T_RBRACKET,
    RL_T_LPAREN, RL_T_RPAREN, RL_T_EQUALS, RL_T_COMMA, RL_T_SEMI, RL_T_NEWLINE, RL_T_COMMENT, RL_T_END
} rl_ttype;

typedef struct rl_token {
    rl_ttype type;
    rl_pos pos;
    const char *text;       /* IDENT, NUMBER, STRING (unescaped): in the arena; COMMENT: in the input */
    size_t len;
    double num;             /* NUMBER: its value */
} rl_token;

typedef struct rl_stack { char *data; size_t count, cap, size; } rl_stack;

/*
 * Takes nodes out of the tree while it is read (Java's NodeSink), so that a loader can turn the many small nodes of
 * a large file (a clip's keys) into its own values at once instead of holding them all as syntax first. Called
 * for every node as soon as it is complete, before the next entry is read; returns nonzero when it took the node,
 * which then does not appear in the tree and takes no room in it beyond its texts. open[0 .. nopen) are the nodes
 * whose blocks hold it, outermost first, each with its name, position, arguments and header properties (no
 * block property lines, no children yet); nopen is 0 for a node at the top level.
 *
 * The node's and the open nodes' arrays (args, props, children, and array and call items at their top level)
 * are valid only during the call; the texts they point to (names, keys, value texts) live in the document's
 * arena, as long as the document. When reading then fails (a syntax error further on) there is no document and
 * those texts are gone: the Java codecs then report only the syntax error, and so should a loader.
 */
typedef int (*rl_doc_sink)(void *user, const rl_node *node, const rl_node *open, int nopen);

#define RL_INTERN_SLOTS 1024
#define RL_INTERN_MAX 24

typedef struct rl_parser {
    const unsigned char *s;
    size_t limit;           /* the text ends here: the first byte that is not valid UTF-8, or the length */
    int cut;                /* whether limit is a bad byte rather than the end */
    size_t off, line_start;
    size_t adj;             /* bytes minus UTF-16 units passed on this line before off */
    int line;
    rl_arena *arena;
    const reel_allocator *allocator;
    rl_token peeked;
    int has_peeked;
    int depth;
    rl_stack nodes, props, values;
    rl_doc_sink sink;
    void *sink_user;
    rl_stack open;          /* with a sink: rl_node headers of the blocks being read, outermost first */
    rl_stack open_base;     /* and their argument and property stack bases (two size_t each) */
    char *sbuf;             /* a string being unescaped */
    size_t scap;
    const char *intern[RL_INTERN_SLOTS];
    size_t intern_len[RL_INTERN_SLOTS];
    char desc[300], dshown[200], shown[200], what[260];   /* for messages (not on the recursing stack) */
    jmp_buf fail;
    char code[8];
    rl_pos epos;
    char msg[900];
} rl_parser;

/* ---- errors ---- */

static void rl_doc_fail(rl_parser *p, const char *code, rl_pos pos, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(p->msg, sizeof p->msg, format, args);
    va_end(args);
    strncpy(p->code, code, sizeof p->code - 1);
    p->code[sizeof p->code - 1] = 0;
    p->epos = pos;
    longjmp(p->fail, 1);
}

static void rl_doc_oom(rl_parser *p) {
    rl_pos none = { 1, 1 };
    /* Not a syntax error: the caller's allocator refused. Reported under the file-size code, the nearest. */
    rl_doc_fail(p, "DOC006", none, "out of memory while reading (the allocator refused)");
}

/* ---- UTF-8 ---- */

/* The length of the valid UTF-8 sequence at s[i] (within n bytes), or 0 when it is not one: the rules of
 * Java's strict decoder (no overlong forms, no surrogates, nothing above U+10FFFF). */
static size_t rl_utf8_seq(const unsigned char *s, size_t i, size_t n) {
    unsigned c = s[i];
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        return i + 1 < n && (s[i + 1] & 0xC0) == 0x80 ? 2 : 0;
    }
    if (c >= 0xE0 && c <= 0xEF) {
        unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
        if (i + 2 >= n) return 0;
        if (s[i + 1] < lo || s[i + 1] > hi || (s[i + 2] & 0xC0) != 0x80) return 0;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
        if (i + 3 >= n) return 0;
        if (s[i + 1] < lo || s[i + 1] > hi || (s[i + 2] & 0xC0) != 0x80 || (s[i + 3] & 0xC0) != 0x80) return 0;
        return 4;
    }
    return 0;
}

/* The offset of the first byte that does not start a valid UTF-8 character, or n. */
static size_t rl_utf8_check(const unsigned char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        size_t k;
        if (s[i] < 0x80) { i++; continue; }
        k = rl_utf8_seq(s, i, n);
        if (!k) return i;
        i += k;
    }
    return n;
}

/* The code point of the valid UTF-8 sequence at s (at least one byte), and its length in *len. */
static unsigned long rl_utf8_decode(const unsigned char *s, size_t *len) {
    unsigned c = s[0];
    if (c < 0x80) { *len = 1; return c; }
    if (c < 0xE0) { *len = 2; return ((unsigned long)(c & 0x1F) << 6) | (s[1] & 0x3F); }
    if (c < 0xF0) {
        *len = 3;
        return ((unsigned long)(c & 0x0F) << 12) | ((unsigned long)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
    }
    *len = 4;
    return ((unsigned long)(c & 0x07) << 18) | ((unsigned long)(s[1] & 0x3F) << 12)
           | ((unsigned long)(s[2] & 0x3F) << 6) | (s[3] & 0x3F);
}

static size_t rl_utf8_encode(unsigned long cp, char *out) {
    if (cp < 0x80) { out[0] = (char)cp; return 1; }
    if (cp < 0x800) { out[0] = (char)(0xC0 | (cp >> 6)); out[1] = (char)(0x80 | (cp & 0x3F)); return 2; }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Writes the first 40 UTF-16 units of text[0, len) into out, with "…" when there is more (Syntax.excerpt),
 * leaving out any U+0000 (Java's message keeps it; a C string cannot). */
static void rl_excerpt(const char *text, size_t len, char *out, size_t size) {
    size_t i = 0, o = 0, units = 0;
    const unsigned char *s = (const unsigned char *)text;
    size_t total = 0;
    for (i = 0; i < len; i++) if ((s[i] & 0xC0) != 0x80) total += s[i] >= 0xF0 ? 2 : 1;
    i = 0;
    while (i < len) {
        size_t k = 1, u;
        if (s[i] >= 0x80) { k = s[i] >= 0xF0 ? 4 : s[i] >= 0xE0 ? 3 : s[i] >= 0xC0 ? 2 : 1; }
        if (i + k > len) k = len - i;
        u = s[i] >= 0xF0 ? 2 : 1;
        if (total > 40 && units + u > 40) break;
        if (o + k + 4 > size) break;
        if (s[i]) {   /* a U+0000 cannot stand in a C message: left out */
            memcpy(out + o, s + i, k);
            o += k;
        }
        i += k;
        units += u;
    }
    if (i < len && o + 4 <= size) { memcpy(out + o, "\xE2\x80\xA6", 3); o += 3; }
    out[o] = 0;
}

/* Whether Java names the code point as U+XXXX in a message: an ISO control, white space, a space or format
 * character (Java 17's Unicode tables, which these ranges copy for the BMP), or anything outside the BMP. */
static int rl_invisible(unsigned long cp) {
    static const unsigned long ranges[][2] = {
        { 0x0000, 0x0020 }, { 0x007F, 0x00A0 }, { 0x00AD, 0x00AD }, { 0x0600, 0x0605 }, { 0x061C, 0x061C },
        { 0x06DD, 0x06DD }, { 0x070F, 0x070F }, { 0x08E2, 0x08E2 }, { 0x1680, 0x1680 }, { 0x180E, 0x180E },
        { 0x2000, 0x200F }, { 0x2028, 0x202F }, { 0x205F, 0x2064 }, { 0x2066, 0x206F }, { 0x3000, 0x3000 },
        { 0xD800, 0xDFFF }, { 0xFEFF, 0xFEFF }, { 0xFFF9, 0xFFFB }
    };
    size_t i;
    if (cp > 0xFFFF) return 1;
    for (i = 0; i < sizeof ranges / sizeof ranges[0]; i++) {
        if (cp >= ranges[i][0] && cp <= ranges[i][1]) return 1;
    }
    return 0;
}

/* Names the character at s[at] for a message: `c`, or U+XXXX for an invisible one; raw leaves out the quotes. */
static void rl_describe_char(const rl_parser *p, size_t at, int raw, char *out, size_t size) {
    size_t k;
    unsigned long cp = rl_utf8_decode(p->s + at, &k);
    if (at + k > p->limit) { cp = p->s[at]; k = 1; }
    if (rl_invisible(cp)) {
        snprintf(out, size, "U+%04lX", cp);
    } else {
        snprintf(out, size, raw ? "%.*s" : "`%.*s`", (int)k, (const char *)p->s + at);
    }
}

/* ---- numbers: correctly rounded decimal to double, as Double.parseDouble (no locale, no libc strtod) ---- */

#define RL_BIG_LIMBS 200
typedef struct rl_big { uint32_t d[RL_BIG_LIMBS]; int n; } rl_big;

static void rl_big_mul_small(rl_big *b, uint32_t m, uint32_t add) {
    uint64_t carry = add;
    int i;
    for (i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->d[i] * m + carry;
        b->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && b->n < RL_BIG_LIMBS) b->d[b->n++] = (uint32_t)carry;
}

static void rl_big_mul_pow10(rl_big *b, long e) {
    static const uint32_t p10[10] = { 1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
                                      1000000000 };
    while (e >= 9) { rl_big_mul_small(b, p10[9], 0); e -= 9; }
    if (e > 0) rl_big_mul_small(b, p10[e], 0);
}

static void rl_big_shl(rl_big *b, long bits) {
    int limbs = (int)(bits / 32), rest = (int)(bits % 32), i;
    if (b->n <= 0 || b->n > RL_BIG_LIMBS) return;
    if (rest) {
        uint32_t carry = 0;
        for (i = 0; i < b->n; i++) {
            uint32_t v = b->d[i];
            b->d[i] = (v << rest) | carry;
            carry = v >> (32 - rest);
        }
        if (carry && b->n < RL_BIG_LIMBS) b->d[b->n++] = carry;
    }
    if (limbs) {
        if (b->n + limbs > RL_BIG_LIMBS) limbs = RL_BIG_LIMBS - b->n;
        memmove(b->d + limbs, b->d, (size_t)b->n * sizeof b->d[0]);
        memset(b->d, 0, (size_t)limbs * sizeof b->d[0]);
        b->n += limbs;
    }
}

static void rl_big_set_u64(rl_big *b, uint64_t v) {
    b->n = 0;
    while (v) { b->d[b->n++] = (uint32_t)v; v >>= 32; }
}

/* b = a * m for a 64-bit m. */
static void rl_big_mul_u64(rl_big *b, const rl_big *a, uint64_t m) {
    rl_big lo = *a;
    int i;
    uint64_t carry = 0;
    *b = *a;
    rl_big_mul_small(b, (uint32_t)(m >> 32), 0);
    rl_big_shl(b, 32);
    rl_big_mul_small(&lo, (uint32_t)m, 0);
    if (m >> 32 == 0) { *b = lo; return; }
    for (i = 0; i < b->n || i < lo.n; i++) {
        uint64_t t = carry + (i < b->n ? b->d[i] : 0) + (i < lo.n ? lo.d[i] : 0);
        if (i >= b->n) b->d[b->n++] = 0;
        b->d[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && b->n < RL_BIG_LIMBS) b->d[b->n++] = (uint32_t)carry;
}

static int rl_big_cmp(const rl_big *a, const rl_big *b) {
    int i;
    if (a->n != b->n) return a->n < b->n ? -1 : 1;
    for (i = a->n - 1; i >= 0; i--) if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
    return 0;
}

static double rl_bits_double(uint64_t bits) { double d; memcpy(&d, &bits, sizeof d); return d; }
static uint64_t rl_double_bits(double d) { uint64_t bits; memcpy(&bits, &d, sizeof bits); return bits; }

/* The sign of value - (a + ulp(a)/2), value being digits*10^e10 (digits as big, exact) and a >= 0 finite. */
static int rl_cmp_half(const rl_big *value_scaled, const rl_big *pow10_neg, long e10, uint64_t abits) {
    rl_big lhs, rhs;
    uint64_t frac = abits & ((UINT64_C(1) << 52) - 1);
    int be = (int)(abits >> 52);
    uint64_t ma = be ? frac | (UINT64_C(1) << 52) : frac;
    long ea = be ? be - 1075 : -1074;
    long s2 = ea - 1;
    lhs = *value_scaled;                                       /* digits * 10^max(e10, 0) */
    if (e10 < 0) rl_big_mul_u64(&rhs, pow10_neg, 2 * ma + 1);  /* (2ma+1) * 10^-e10 */
    else rl_big_set_u64(&rhs, 2 * ma + 1);
    if (s2 >= 0) rl_big_shl(&rhs, s2);
    else rl_big_shl(&lhs, -s2);
    return rl_big_cmp(&lhs, &rhs);
}

/* Reads a number literal (validated: [+-]digits[.digits][(e|E)[+-]digits]) as Java's Double.parseDouble:
 * the double nearest to the decimal value, ties to even. */
static double rl_parse_number(const char *text, size_t len) {
    static const double p10[23] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
                                    1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22 };
    enum { KEEP = 780 };
    char digits[KEEP + 2];
    int k = 0, sticky = 0, negative = 0, seen = 0;
    long long lead = 0;   /* decimal exponent of the first significant digit, before the exponent part */
    long long intdigits = 0, index = 0, exppart = 0, e10, L;
    size_t i = 0;
    uint64_t w = 0;
    int wn, ew;
    double x;
    if (i < len && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
    for (; i < len && text[i] >= '0' && text[i] <= '9'; i++) {
        intdigits++;
    }
    i = (len > 0 && (text[0] == '+' || text[0] == '-')) ? 1 : 0;
    for (; i < len; i++) {
        char c = text[i];
        if (c == '.') continue;
        if (c == 'e' || c == 'E') break;
        if (!seen) {
            if (c == '0') { index++; continue; }
            seen = 1;
            lead = intdigits - 1 - index;
        }
        if (k < KEEP) digits[k++] = c;
        else if (c != '0') sticky = 1;
        index++;
    }
    if (i < len) {
        int eneg = 0;
        i++;
        if (i < len && (text[i] == '+' || text[i] == '-')) eneg = text[i++] == '-';
        for (; i < len; i++) {
            if (exppart < 1000000000LL) exppart = exppart * 10 + (text[i] - '0');
        }
        if (eneg) exppart = -exppart;
    }
    if (!seen) return negative ? -0.0 : 0.0;
    if (sticky) digits[k++] = '1';   /* a nonzero digit beyond any halfway point's last one */
    else while (k > 1 && digits[k - 1] == '0') k--;
    L = lead + exppart;
    if (L > 310) return negative ? -HUGE_VAL : HUGE_VAL;
    if (L < -325) return negative ? -0.0 : 0.0;
    e10 = L - k + 1;                       /* value = digits * 10^e10 */
    wn = k < 19 ? k : 19;
    for (i = 0; i < (size_t)wn; i++) w = w * 10 + (uint64_t)(digits[i] - '0');
    ew = (int)(L - wn + 1);
    x = (double)w;
    if (k == wn && w <= (UINT64_C(1) << 53) && ew >= -22 && ew <= 22) {
        /* Clinger's fast path: both operands exact, so the one rounding is the right one. */
        x = ew >= 0 ? x * p10[ew] : x / p10[-ew];
        return negative ? -x : x;
    }
    if (ew > 0) {
        while (ew > 22) { x *= 1e22; ew -= 22; }
        x *= p10[ew];
    } else {
        while (ew < -22) { x /= 1e22; ew += 22; }
        x /= p10[-ew];
    }
    if (x > DBL_MAX) x = DBL_MAX;
    {
        rl_big scaled, pow10_neg;
        uint64_t bits = rl_double_bits(x);
        const uint64_t maxbits = UINT64_C(0x7FEFFFFFFFFFFFFF);
        int c;
        scaled.n = 0;
        for (i = 0; i < (size_t)k; i++) {
            if (scaled.n == 0) { if (digits[i] != '0') { scaled.d[0] = (uint32_t)(digits[i] - '0'); scaled.n = 1; } }
            else rl_big_mul_small(&scaled, 10, (uint32_t)(digits[i] - '0'));
        }
        pow10_neg.n = 0;
        if (e10 > 0) rl_big_mul_pow10(&scaled, (long)e10);
        else if (e10 < 0) { rl_big_set_u64(&pow10_neg, 1); rl_big_mul_pow10(&pow10_neg, (long)-e10); }
        for (;;) {
            c = rl_cmp_half(&scaled, &pow10_neg, (long)e10, bits);
            if (c > 0 || (c == 0 && (bits & 1))) {
                if (bits == maxbits) return negative ? -HUGE_VAL : HUGE_VAL;
                bits++;
                if (c == 0) break;
                continue;
            }
            if (c == 0 || bits == 0) break;
            c = rl_cmp_half(&scaled, &pow10_neg, (long)e10, bits - 1);
            if (c < 0 || (c == 0 && (bits & 1))) {
                bits--;
                if (c == 0) break;
                continue;
            }
            break;
        }
        x = rl_bits_double(bits);
    }
    return negative ? -x : x;
}

/* Whether text[0, len) is [+-]digits[.digits][(e|E)[+-]digits] (Syntax.isNumberLiteral). */
static int rl_number_literal(const char *t, size_t len) {
    size_t i = 0, d;
    if (i < len && (t[i] == '-' || t[i] == '+')) i++;
    d = i;
    while (i < len && t[i] >= '0' && t[i] <= '9') i++;
    if (i == d) return 0;
    if (i < len && t[i] == '.') {
        d = ++i;
        while (i < len && t[i] >= '0' && t[i] <= '9') i++;
        if (i == d) return 0;
    }
    if (i < len && (t[i] == 'e' || t[i] == 'E')) {
        i++;
        if (i < len && (t[i] == '-' || t[i] == '+')) i++;
        d = i;
        while (i < len && t[i] >= '0' && t[i] <= '9') i++;
        if (i == d) return 0;
    }
    return i == len;
}

/* ---- the lexer ---- */

static int rl_is_blank(unsigned c) { return c == ' ' || c == '\t' || c == '\f'; }
static int rl_is_ident_start(unsigned c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static int rl_is_digit(unsigned c) { return c >= '0' && c <= '9'; }
static int rl_is_ident_part(unsigned c) {
    return rl_is_ident_start(c) || rl_is_digit(c) || c == '-' || c == '.' || c == '/';
}

static rl_pos rl_here(const rl_parser *p) {
    rl_pos pos;
    pos.line = p->line;
    pos.column = (int)(p->off - p->line_start - p->adj + 1);
    return pos;
}

static void rl_end_of_input(rl_parser *p) {
    if (p->cut) {
        rl_doc_fail(p, "DOC007", rl_here(p), "invalid UTF-8: byte 0x%02X does not start a valid character",
                    (unsigned)p->s[p->limit]);
    }
}

/* A copy of text in the arena; short texts (identifiers, numbers, short strings) are shared while they repeat,
 * as a clip repeats `key t= v= interp=linear` on every line. */
static const char *rl_keep_text(rl_parser *p, const char *text, size_t len) {
    char *copy;
    if (len <= RL_INTERN_MAX) {
        unsigned h = 0;
        size_t i, slot;
        for (i = 0; i < len; i++) h = h * 31 + (unsigned char)text[i];
        slot = (h ^ (h >> 10)) & (RL_INTERN_SLOTS - 1);
        if (p->intern[slot] && p->intern_len[slot] == len && memcmp(p->intern[slot], text, len) == 0) {
            return p->intern[slot];
        }
        copy = rl_arena_strndup(p->arena, text, len);
        if (!copy) rl_doc_oom(p);
        p->intern[slot] = copy;
        p->intern_len[slot] = len;
        return copy;
    }
    copy = rl_arena_strndup(p->arena, text, len);
    if (!copy) rl_doc_oom(p);
    return copy;
}

static int rl_starts_comment(const rl_parser *p, size_t at) {
    return p->s[at] == '/' && at + 1 < p->limit && p->s[at + 1] == '/';
}

static void rl_sbuf_put(rl_parser *p, size_t *len, const char *bytes, size_t n) {
    if (*len + n > p->scap) {
        size_t cap = p->scap ? p->scap * 2 : 256;
        char *grown;
        while (cap < *len + n) cap *= 2;
        grown = (char *)rl_realloc(p->allocator, p->sbuf, p->scap, cap);
        if (!grown) rl_doc_oom(p);
        p->sbuf = grown;
        p->scap = cap;
    }
    memcpy(p->sbuf + *len, bytes, n);
    *len += n;
}

static void rl_bad_unicode(rl_parser *p, rl_pos pos, size_t backslash) {
    size_t end = p->off < p->limit ? p->off + 1 : p->limit, i;
    int half = 0;   /* Java's text holds the first UTF-16 unit of an astral character: printed, a '?' */
    char shown[200], raw[64];
    if (p->off < p->limit && p->s[p->off] >= 0x80) {
        size_t k;
        rl_utf8_decode(p->s + p->off, &k);
        end = p->off + k;
        if (k == 4) { end = p->off; half = 1; }
    }
    for (i = backslash; i < end; i++) {
        if (p->s[i] == '\n' || p->s[i] == '\r') { end = i; half = 0; break; }
    }
    if (end - backslash + 2 > sizeof raw) end = backslash + sizeof raw - 2;   /* at most \u{ and 7 digits */
    memcpy(raw, p->s + backslash, end - backslash);
    if (half) raw[end++ - backslash] = '?';
    rl_excerpt(raw, end - backslash, shown, sizeof shown);
    rl_doc_fail(p, "DOC008", pos, "bad escape `%s`: \\u must be followed by 1 to 6 hex digits in braces, as in "
                "\\u{e9}", shown);
}

static int rl_hex(unsigned c) {
    if (c >= '0' && c <= '9') return (int)(c - '0');
    if (c >= 'a' && c <= 'f') return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return (int)(c - 'A' + 10);
    return -1;
}

/* The escape at off (a backslash) appended to the string buffer; returns the UTF-16 units it added. */
static long rl_escape(rl_parser *p, size_t *len) {
    rl_pos pos = rl_here(p);
    size_t backslash = p->off;
    unsigned c;
    p->off++;
    if (p->off >= p->limit || p->s[p->off] == '\n' || p->s[p->off] == '\r') return 0;
    c = p->s[p->off++];
    switch (c) {
    case '"': case '\\': { char ch = (char)c; rl_sbuf_put(p, len, &ch, 1); return 1; }
    case 'n': rl_sbuf_put(p, len, "\n", 1); return 1;
    case 't': rl_sbuf_put(p, len, "\t", 1); return 1;
    case 'u': {
        unsigned long cp = 0;
        int digits = 0;
        char enc[4];
        if (p->off >= p->limit || p->s[p->off] != '{') rl_bad_unicode(p, pos, backslash);
        p->off++;
        while (p->off < p->limit && rl_hex(p->s[p->off]) >= 0) {
            if (++digits > 6) rl_bad_unicode(p, pos, backslash);
            cp = cp * 16 + (unsigned long)rl_hex(p->s[p->off]);
            p->off++;
        }
        if (digits == 0 || p->off >= p->limit || p->s[p->off] != '}') rl_bad_unicode(p, pos, backslash);
        p->off++;
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            rl_doc_fail(p, "DOC008", pos, "bad escape `%.*s`: not a valid character", (int)(p->off - backslash),
                        (const char *)p->s + backslash);
        }
        rl_sbuf_put(p, len, enc, rl_utf8_encode(cp, enc));
        return cp > 0xFFFF ? 2 : 1;
    }
    default: {
        char shown[32];
        rl_describe_char(p, p->off - 1, 1, shown, sizeof shown);
        rl_doc_fail(p, "DOC008", pos, "bad escape `\\%s` (use \\\" \\\\ \\n \\t or \\u{hex})", shown);
        return 0;
    }
    }
}

static void rl_string(rl_parser *p, rl_token *t) {
    size_t len = 0;
    long units = 0;
    p->off++;
    for (;;) {
        unsigned c;
        if (p->off >= p->limit) {
            rl_end_of_input(p);
            rl_doc_fail(p, "DOC001", t->pos, "unterminated string: no closing quote before the end of the file");
        }
        c = p->s[p->off];
        if (c == '"') break;
        if (c == '\n' || c == '\r') {
            rl_doc_fail(p, "DOC001", t->pos, "unterminated string: no closing quote before the end of the line");
        }
        if (c == '\\') {
            units += rl_escape(p, &len);
        } else if (c < 0x80) {
            /* a run of plain ASCII at once */
            size_t start = p->off, room = (size_t)(RL_DOC_MAX_STRING + 1 - units);
            while (p->off < p->limit && p->off - start < room) {
                unsigned d = p->s[p->off];
                if (d >= 0x80 || d == '"' || d == '\\' || d == '\n' || d == '\r') break;
                p->off++;
            }
            rl_sbuf_put(p, &len, (const char *)p->s + start, p->off - start);
            units += (long)(p->off - start);
        } else {
            size_t k;
            rl_utf8_decode(p->s + p->off, &k);
            rl_sbuf_put(p, &len, (const char *)p->s + p->off, k);
            p->off += k;
            units += k == 4 ? 2 : 1;
            p->adj += k == 4 ? 2 : k - 1;
        }
        if (units > RL_DOC_MAX_STRING) {
            rl_doc_fail(p, "DOC005", t->pos, "string longer than %ld characters", (long)RL_DOC_MAX_STRING);
        }
    }
    p->off++;
    t->type = RL_T_STRING;
    t->text = rl_keep_text(p, p->sbuf ? p->sbuf : "", len);
    t->len = len;
}

static void rl_number(rl_parser *p, rl_token *t) {
    size_t start = p->off;
    char shown[200];
    p->off++;
    while (p->off < p->limit && (rl_is_ident_part(p->s[p->off]) || p->s[p->off] == '+')
           && !rl_starts_comment(p, p->off)) {
        p->off++;
    }
    t->len = p->off - start;
    if (!rl_number_literal((const char *)p->s + start, t->len)) {
        rl_excerpt((const char *)p->s + start, t->len, shown, sizeof shown);
        rl_doc_fail(p, "DOC002", t->pos, "bad number `%s`", shown);
    }
    t->num = rl_parse_number((const char *)p->s + start, t->len);
    if (t->num > DBL_MAX || t->num < -DBL_MAX) {
        rl_excerpt((const char *)p->s + start, t->len, shown, sizeof shown);
        rl_doc_fail(p, "DOC002", t->pos, "number `%s` is too large to be a finite double", shown);
    }
    t->type = RL_T_NUMBER;
    t->text = rl_keep_text(p, (const char *)p->s + start, t->len);
}

static rl_token rl_lex(rl_parser *p) {
    rl_token t;
    unsigned c;
    memset(&t, 0, sizeof t);
    while (p->off < p->limit && rl_is_blank(p->s[p->off])) p->off++;
    t.pos = rl_here(p);
    if (p->off >= p->limit) {
        rl_end_of_input(p);
        t.type = RL_T_END;
        return t;
    }
    c = p->s[p->off];
    switch (c) {
    case '\n': case '\r':
        p->off += c == '\r' && p->off + 1 < p->limit && p->s[p->off + 1] == '\n' ? 2 : 1;
        p->line++;
        p->line_start = p->off;
        p->adj = 0;
        t.type = RL_T_NEWLINE;
        return t;
    case '"': rl_string(p, &t); return t;
    case '{': t.type = RL_T_LBRACE; break;
    case '}': t.type = RL_T_RBRACE; break;
    case '[': t.type = RL_T_LBRACKET; break;
    case ']': t.type = RL_T_RBRACKET; break;
    case '(': t.type = RL_T_LPAREN; break;
    case ')': t.type = RL_T_RPAREN; break;
    case '=': t.type = RL_T_EQUALS; break;
    case ',': t.type = RL_T_COMMA; break;
    case ';': t.type = RL_T_SEMI; break;
    default:
        if (c == '#' || rl_starts_comment(p, p->off)) {
            size_t start = p->off, end;
            while (p->off < p->limit && p->s[p->off] != '\n' && p->s[p->off] != '\r') {
                unsigned b = p->s[p->off++];
                if ((b & 0xC0) == 0x80) p->adj++;
                else if (b >= 0xF0) p->adj--;
            }
            end = p->off;
            while (end > start && rl_is_blank(p->s[end - 1])) end--;
            t.type = RL_T_COMMENT;
            t.text = (const char *)p->s + start;
            t.len = end - start;
            return t;
        }
        if (rl_is_ident_start(c)) {
            size_t start = p->off++;
            while (p->off < p->limit && rl_is_ident_part(p->s[p->off]) && !rl_starts_comment(p, p->off)) p->off++;
            t.type = RL_T_IDENT;
            t.len = p->off - start;
            t.text = rl_keep_text(p, (const char *)p->s + start, t.len);
            return t;
        }
        if (rl_is_digit(c) || c == '-' || c == '+'
            || (c == '.' && p->off + 1 < p->limit && rl_is_digit(p->s[p->off + 1]))) {
            rl_number(p, &t);
            return t;
        }
        {
            char shown[32];
            rl_describe_char(p, p->off, 0, shown, sizeof shown);
            rl_doc_fail(p, "DOC007", t.pos, "unexpected character %s", shown);
        }
    }
    p->off++;
    return t;
}

/* ---- the parser ---- */

static rl_token rl_next(rl_parser *p) {
    if (p->has_peeked) { p->has_peeked = 0; return p->peeked; }
    return rl_lex(p);
}

static const rl_token *rl_peek(rl_parser *p) {
    if (!p->has_peeked) { p->peeked = rl_lex(p); p->has_peeked = 1; }
    return &p->peeked;
}

/* How a message names a token (Lexer.Token.describe), in p->desc. The message buffers live in the parser, not
 * on the stack: the parser recurses once per nesting level, and its frames stay small. */
static const char *rl_describe(rl_parser *p, const rl_token *t) {
    char *out = p->desc, *shown = p->dshown;
    size_t size = sizeof p->desc;
    switch (t->type) {
    case RL_T_IDENT: rl_excerpt(t->text, t->len, shown, sizeof p->dshown); snprintf(out, size, "`%s`", shown); break;
    case RL_T_NUMBER:
        rl_excerpt(t->text, t->len, shown, sizeof p->dshown); snprintf(out, size, "number `%s`", shown); break;
    case RL_T_STRING:
        rl_excerpt(t->text, t->len, shown, sizeof p->dshown); snprintf(out, size, "string \"%s\"", shown); break;
    case RL_T_COMMENT:
        rl_excerpt(t->text, t->len, shown, sizeof p->dshown); snprintf(out, size, "comment `%s`", shown); break;
    case RL_T_LBRACE: snprintf(out, size, "`{`"); break;
    case RL_T_RBRACE: snprintf(out, size, "`}`"); break;
    case RL_T_LBRACKET: snprintf(out, size, "`[`"); break;
    case RL_T_RBRACKET: snprintf(out, size, "`]`"); break;
    case RL_T_LPAREN: snprintf(out, size, "`(`"); break;
    case RL_T_RPAREN: snprintf(out, size, "`)`"); break;
    case RL_T_EQUALS: snprintf(out, size, "`=`"); break;
    case RL_T_COMMA: snprintf(out, size, "`,`"); break;
    case RL_T_SEMI: snprintf(out, size, "`;`"); break;
    case RL_T_NEWLINE: snprintf(out, size, "end of line"); break;
    case RL_T_END: snprintf(out, size, "end of file"); break;
    }
    return out;
}

static void *rl_stack_push(rl_parser *p, rl_stack *st) {
    if (st->count == st->cap) {
        size_t cap = st->cap ? st->cap * 2 : 64;
        char *grown;
        if (cap > ((size_t)-1) / st->size) rl_doc_oom(p);
        grown = (char *)rl_realloc(p->allocator, st->data, st->cap * st->size, cap * st->size);
        if (!grown) rl_doc_oom(p);
        st->data = grown;
        st->cap = cap;
    }
    return st->data + st->size * st->count++;
}

/* Moves the items from base to the top of a stack into the arena. */
static void *rl_stack_take(rl_parser *p, rl_stack *st, size_t base, int *count) {
    size_t n = st->count - base;
    void *items = NULL;
    if (n > 0x7FFFFFFF) rl_doc_oom(p);
    if (n) {
        items = rl_arena_array(p->arena, n, st->size);
        if (!items) rl_doc_oom(p);
        memcpy(items, st->data + base * st->size, n * st->size);
    }
    st->count = base;
    *count = (int)n;
    return items;
}

static void rl_stray_closer(rl_parser *p, const rl_token *t) {
    rl_doc_fail(p, "DOC003", t->pos, "%s with no open %s", rl_describe(p, t),
                t->type == RL_T_RBRACKET ? "`[`" : "`(`");
}

static void rl_enter(rl_parser *p, const rl_token *open) {
    if (++p->depth > RL_DOC_MAX_DEPTH) {
        rl_doc_fail(p, "DOC004", open->pos, "nesting deeper than %d levels of blocks, arrays and calls",
                    RL_DOC_MAX_DEPTH);
    }
}

/* Where a value stands, for the message when it is missing: nowhere said, after `KEY=`, in an array, in a call. */
enum { RL_CTX_NONE, RL_CTX_KEY, RL_CTX_ARRAY, RL_CTX_CALL };

/* The words for a context, in p->what: "after `k=`", "in the array", "in `f(`" (without "in " when bare). */
static const char *rl_context(rl_parser *p, int ctx, const rl_token *tok, int bare) {
    p->what[0] = 0;
    if (ctx == RL_CTX_NONE) return p->what;
    if (ctx == RL_CTX_ARRAY) {
        snprintf(p->what, sizeof p->what, "%sthe array", bare ? "" : "in ");
        return p->what;
    }
    rl_excerpt(tok->text, tok->len, p->shown, sizeof p->shown);
    if (ctx == RL_CTX_KEY) snprintf(p->what, sizeof p->what, "after `%s=`", p->shown);
    else snprintf(p->what, sizeof p->what, "%s`%s(`", bare ? "" : "in ", p->shown);
    return p->what;
}

static rl_value rl_value_of(rl_parser *p, const rl_token *t, int ctx, const rl_token *ctx_tok);

/* Fails on the end of the file or a closer that does not match open (Parser.requireOpen). */
static void rl_require_open(rl_parser *p, const rl_token *t, const rl_token *open, rl_ttype close) {
    const char *opener = close == RL_T_RBRACKET ? "`[`" : "`(`";
    const char *closer = close == RL_T_RBRACKET ? "`]`" : "`)`";
    if (t->type == RL_T_END) {
        rl_doc_fail(p, "DOC003", open->pos, "the %s at %d:%d is never closed: the file ends before its %s",
                    opener, open->pos.line, open->pos.column, closer);
    }
    if (t->type == RL_T_RBRACE || t->type == RL_T_RBRACKET || t->type == RL_T_RPAREN) {
        rl_doc_fail(p, "DOC003", t->pos, "expected %s to close the %s at %d:%d, found %s", closer, opener,
                    open->pos.line, open->pos.column, rl_describe(p, t));
    }
}

/* The next token inside brackets: line breaks and comments are skipped. */
static rl_token rl_next_inside(rl_parser *p) {
    rl_token t;
    do { t = rl_next(p); } while (t.type == RL_T_NEWLINE || t.type == RL_T_COMMENT);
    return t;
}

/* The comma-separated values up to close, left on the value stack above its current top (Parser.items); call is
 * the name of the call they are the arguments of, NULL for an array. */
static void rl_items(rl_parser *p, const rl_token *open, rl_ttype close, const rl_token *call) {
    int ctx = call ? RL_CTX_CALL : RL_CTX_ARRAY;
    rl_enter(p, open);
    for (;;) {
        rl_value v;
        rl_token t = rl_next_inside(p);
        if (t.type == close) break;
        rl_require_open(p, &t, open, close);
        v = rl_value_of(p, &t, ctx, call);
        *(rl_value *)rl_stack_push(p, &p->values) = v;
        t = rl_next_inside(p);
        if (t.type == close) break;
        if (t.type != RL_T_COMMA) {
            rl_require_open(p, &t, open, close);
            rl_doc_fail(p, "DOC007", t.pos, "expected `,` or %s in %s, found %s",
                        close == RL_T_RBRACKET ? "`]`" : "`)`", rl_context(p, ctx, call, 1), rl_describe(p, &t));
        }
    }
    p->depth--;
}

static rl_value rl_ident_value(rl_parser *p, const rl_token *t) {
    rl_value v;
    memset(&v, 0, sizeof v);
    v.pos = t->pos;
    v.text = t->text;
    v.len = t->len;
    if (rl_peek(p)->type == RL_T_LPAREN) {
        rl_token open = rl_next(p);
        size_t base = p->values.count;
        rl_items(p, &open, RL_T_RPAREN, t);
        v.kind = RL_CALL;
        v.items = (rl_value *)rl_stack_take(p, &p->values, base, &v.count);
        return v;
    }
    if (t->len == 4 && memcmp(t->text, "true", 4) == 0) { v.kind = RL_BOOL; v.boolean = 1; }
    else if (t->len == 5 && memcmp(t->text, "false", 5) == 0) { v.kind = RL_BOOL; v.boolean = 0; }
    else v.kind = RL_WORD;
    return v;
}

static rl_value rl_value_of(rl_parser *p, const rl_token *t, int ctx, const rl_token *ctx_tok) {
    rl_value v;
    memset(&v, 0, sizeof v);
    v.pos = t->pos;
    switch (t->type) {
    case RL_T_NUMBER: v.kind = RL_NUM; v.text = t->text; v.len = t->len; v.num = t->num; return v;
    case RL_T_STRING: v.kind = RL_STR; v.text = t->text; v.len = t->len; return v;
    case RL_T_IDENT: return rl_ident_value(p, t);
    case RL_T_LBRACKET: {
        size_t base = p->values.count;
        rl_items(p, t, RL_T_RBRACKET, NULL);
        v.kind = RL_ARR;
        v.items = (rl_value *)rl_stack_take(p, &p->values, base, &v.count);
        return v;
    }
    case RL_T_RBRACKET: case RL_T_RPAREN: rl_stray_closer(p, t); return v;
    default:
        rl_context(p, ctx, ctx_tok, 0);
        rl_doc_fail(p, "DOC007", t->pos, "expected a value%s%s, found %s", p->what[0] ? " " : "", p->what,
                    rl_describe(p, t));
        return v;
    }
}

/* Skips the `;` ending an entry and the comment that may follow on its line (Parser.trailingComment). */
static void rl_trailing(rl_parser *p) {
    while (rl_peek(p)->type == RL_T_SEMI) rl_next(p);
    if (rl_peek(p)->type == RL_T_COMMENT) rl_next(p);
}

static void rl_body(rl_parser *p, const rl_token *open);

static void rl_require_no_props(rl_parser *p, const rl_token *arg, size_t pbase, const rl_token *name) {
    if (p->props.count > pbase) {
        rl_excerpt(name->text, name->len, p->shown, sizeof p->shown);
        rl_doc_fail(p, "DOC007", arg->pos, "unexpected %s after the properties of `%s` (arguments come before "
                    "properties)", rl_describe(p, arg), p->shown);
    }
}

/* Notes a node whose block is about to be read, for a sink. */
static void rl_open_push(rl_parser *p, const rl_token *name, size_t vbase, size_t pbase) {
    rl_node *header = (rl_node *)rl_stack_push(p, &p->open);
    size_t *bases = (size_t *)rl_stack_push(p, &p->open_base);
    memset(header, 0, sizeof *header);
    header->name = name->text;
    header->pos = name->pos;
    header->has_block = 1;
    header->nargs = (int)(p->values.count - vbase);
    header->nprops = (int)(p->props.count - pbase);
    bases[0] = vbase;
    bases[1] = pbase;
}

/* Hands a complete node to the sink, its arrays still on the stacks; when the sink takes it, it leaves them. */
static int rl_offer(rl_parser *p, rl_node *node, size_t vbase, size_t pbase, size_t cbase) {
    size_t i;
    rl_node *open = (rl_node *)p->open.data;
    const size_t *bases = (const size_t *)p->open_base.data;
    for (i = 0; i < p->open.count; i++) {   /* the stacks may have moved since the headers were noted */
        open[i].args = open[i].nargs ? (rl_value *)p->values.data + bases[2 * i] : NULL;
        open[i].props = open[i].nprops ? (rl_prop *)p->props.data + bases[2 * i + 1] : NULL;
    }
    node->args = p->values.count > vbase ? (rl_value *)p->values.data + vbase : NULL;
    node->nargs = (int)(p->values.count - vbase);
    node->props = p->props.count > pbase ? (rl_prop *)p->props.data + pbase : NULL;
    node->nprops = (int)(p->props.count - pbase);
    node->children = p->nodes.count > cbase ? (rl_node *)p->nodes.data + cbase : NULL;
    node->nchildren = (int)(p->nodes.count - cbase);
    if (!p->sink(p->sink_user, node, open, (int)p->open.count)) return 0;
    p->values.count = vbase;
    p->props.count = pbase;
    p->nodes.count = cbase;
    return 1;
}

/* A node whose name has been read; pushed on the node stack, its properties and children taken off theirs. */
static void rl_node_entry(rl_parser *p, const rl_token *name) {
    size_t vbase = p->values.count, pbase = p->props.count, cbase = p->nodes.count;
    int has_block = 0;
    rl_node node;
    for (;;) {
        const rl_token *peek = rl_peek(p);
        rl_token t;
        if (peek->type == RL_T_IDENT) {
            t = rl_next(p);
            if (rl_peek(p)->type == RL_T_EQUALS) {
                rl_prop prop;
                rl_token vt;
                rl_next(p);
                vt = rl_next(p);
                prop.key = t.text;
                prop.pos = t.pos;
                prop.value = rl_value_of(p, &vt, RL_CTX_KEY, &t);
                *(rl_prop *)rl_stack_push(p, &p->props) = prop;
            } else {
                rl_value v;
                rl_require_no_props(p, &t, pbase, name);
                v = rl_ident_value(p, &t);
                *(rl_value *)rl_stack_push(p, &p->values) = v;
            }
        } else if (peek->type == RL_T_NUMBER || peek->type == RL_T_STRING || peek->type == RL_T_LBRACKET) {
            rl_value v;
            t = rl_next(p);
            rl_require_no_props(p, &t, pbase, name);
            v = rl_value_of(p, &t, RL_CTX_NONE, NULL);
            *(rl_value *)rl_stack_push(p, &p->values) = v;
        } else if (peek->type == RL_T_LBRACE) {
            t = rl_next(p);
            rl_enter(p, &t);
            if (rl_peek(p)->type == RL_T_COMMENT) rl_next(p);
            if (p->sink) rl_open_push(p, name, vbase, pbase);
            rl_body(p, &t);
            if (p->sink) { p->open.count--; p->open_base.count--; }
            p->depth--;
            has_block = 1;
            break;
        } else if (peek->type == RL_T_NEWLINE || peek->type == RL_T_SEMI || peek->type == RL_T_END
                   || peek->type == RL_T_RBRACE || peek->type == RL_T_COMMENT) {
            break;
        } else if (peek->type == RL_T_RBRACKET || peek->type == RL_T_RPAREN) {
            rl_stray_closer(p, peek);
        } else {
            rl_excerpt(name->text, name->len, p->shown, sizeof p->shown);
            rl_doc_fail(p, "DOC007", peek->pos, "unexpected %s in the header of `%s`", rl_describe(p, peek),
                        p->shown);
        }
    }
    rl_trailing(p);
    memset(&node, 0, sizeof node);
    node.name = name->text;
    node.pos = name->pos;
    node.has_block = has_block;
    if (p->sink && rl_offer(p, &node, vbase, pbase, cbase)) return;
    node.children = (rl_node *)rl_stack_take(p, &p->nodes, cbase, &node.nchildren);
    node.props = (rl_prop *)rl_stack_take(p, &p->props, pbase, &node.nprops);
    node.args = (rl_value *)rl_stack_take(p, &p->values, vbase, &node.nargs);
    *(rl_node *)rl_stack_push(p, &p->nodes) = node;
}

/* Reads entries up to the brace closing open (or the end of the file when open is NULL); property lines go
 * on the property stack and nodes on the node stack, for the node that holds the block to take. */
static void rl_body(rl_parser *p, const rl_token *open) {
    const char *on_line = NULL;   /* the entry read on this line, if any */
    size_t on_line_len = 0;
    for (;;) {
        rl_token t = rl_next(p);
        switch (t.type) {
        case RL_T_NEWLINE: case RL_T_SEMI: on_line = NULL; break;
        case RL_T_COMMENT: break;
        case RL_T_END:
            if (open) {
                rl_doc_fail(p, "DOC003", open->pos, "the `{` at %d:%d is never closed: the file ends before its `}`",
                            open->pos.line, open->pos.column);
            }
            return;
        case RL_T_RBRACE:
            if (!open) rl_doc_fail(p, "DOC003", t.pos, "`}` with no open block");
            return;
        case RL_T_RBRACKET: case RL_T_RPAREN: rl_stray_closer(p, &t); break;
        case RL_T_IDENT:
            if (rl_peek(p)->type == RL_T_EQUALS) {
                rl_prop prop;
                rl_token vt;
                rl_next(p);
                vt = rl_next(p);
                prop.key = t.text;
                prop.pos = t.pos;
                prop.value = rl_value_of(p, &vt, RL_CTX_KEY, &t);
                rl_trailing(p);
                *(rl_prop *)rl_stack_push(p, &p->props) = prop;
            } else {
                rl_node_entry(p, &t);
            }
            on_line = t.text;
            on_line_len = t.len;
            break;
        default:
            if (on_line) {
                rl_excerpt(on_line, on_line_len, p->shown, sizeof p->shown);
                rl_doc_fail(p, "DOC007", t.pos, "unexpected %s after `%s` (entries are separated by new lines or "
                            "`;`)", rl_describe(p, &t), p->shown);
            }
            rl_doc_fail(p, "DOC007", t.pos, "expected a node or a property, found %s%s", rl_describe(p, &t),
                        t.type == RL_T_LBRACE ? " (a block's `{` must be on the line of its node)" : "");
        }
    }
}

static int rl_doc_run(rl_parser *p, rl_node *root) {
    if (setjmp(p->fail)) return 0;
    rl_body(p, NULL);
    memset(root, 0, sizeof *root);
    root->name = "";
    root->pos.line = 1;
    root->pos.column = 1;
    root->children = (rl_node *)rl_stack_take(p, &p->nodes, 0, &root->nchildren);
    root->props = (rl_prop *)rl_stack_take(p, &p->props, 0, &root->nprops);
    return 1;
}

static void rl_stack_free(rl_parser *p, rl_stack *st) {
    rl_free(p->allocator, st->data, st->cap * st->size);
    st->data = NULL;
}

/*
 * Reads a document. On success returns the tree (free it with rl_doc_free); on a syntax error returns NULL
 * and adds that one error to diags, under its DOC code, or under unreadable_code (when not NULL, as ANM001 for
 * a clip) with " (DOC0xx)" after the message, as the Java codecs report it.
 */
static rl_doc *rl_doc_read_with(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                                reel_diagnostics *diags, const char *unreadable_code, rl_doc_sink sink,
                                void *sink_user) {
    rl_parser *p;
    rl_arena arena;
    rl_node root;
    rl_doc *doc = NULL;
    int ok;
    if (len > RL_DOC_MAX_FILE) {
        char msg[200];
        snprintf(msg, sizeof msg, "file of %.0f bytes is over the limit of %.0f bytes (64 MiB)", (double)len,
                 (double)RL_DOC_MAX_FILE);
        if (unreadable_code) rl_diag(diags, allocator, unreadable_code, 1, file, 1, 1, "%s (DOC006)", msg);
        else rl_diag(diags, allocator, "DOC006", 1, file, 1, 1, "%s", msg);
        return NULL;
    }
    p = (rl_parser *)rl_alloc(allocator, sizeof *p);
    if (!p) {
        rl_diag(diags, allocator, "DOC006", 1, file, 1, 1, "out of memory while reading (the allocator refused)");
        return NULL;
    }
    memset(p, 0, sizeof *p);
    rl_arena_init(&arena, allocator);
    if (!bytes) len = 0;
    p->s = (const unsigned char *)(bytes ? bytes : "");
    p->limit = rl_utf8_check(p->s, len);
    p->cut = p->limit < len;
    p->line = 1;
    p->arena = &arena;
    p->allocator = allocator;
    p->nodes.size = sizeof(rl_node);
    p->props.size = sizeof(rl_prop);
    p->values.size = sizeof(rl_value);
    p->open.size = sizeof(rl_node);
    p->open_base.size = 2 * sizeof(size_t);
    p->sink = sink;
    p->sink_user = sink_user;
    if (p->limit >= 3 && p->s[0] == 0xEF && p->s[1] == 0xBB && p->s[2] == 0xBF) {
        p->off = p->line_start = 3;   /* a byte order mark sits before column 1 */
    }
    ok = rl_doc_run(p, &root);
    if (ok) {
        doc = (rl_doc *)rl_arena_alloc(&arena, sizeof *doc);
        if (doc) {
            doc->root = root;
            doc->arena = arena;
        } else {
            ok = 0;
            strcpy(p->code, "DOC006");
            p->epos.line = p->epos.column = 1;
            strcpy(p->msg, "out of memory while reading (the allocator refused)");
        }
    }
    if (!ok) {
        if (unreadable_code) {
            rl_diag(diags, allocator, unreadable_code, 1, file, p->epos.line, p->epos.column, "%s (%s)", p->msg,
                    p->code);
        } else {
            rl_diag(diags, allocator, p->code, 1, file, p->epos.line, p->epos.column, "%s", p->msg);
        }
        rl_arena_free(&arena);
    }
    rl_stack_free(p, &p->nodes);
    rl_stack_free(p, &p->props);
    rl_stack_free(p, &p->values);
    rl_stack_free(p, &p->open);
    rl_stack_free(p, &p->open_base);
    rl_free(allocator, p->sbuf, p->scap);
    rl_free(allocator, p, sizeof *p);
    return doc;
}

RL_UNUSED static rl_doc *rl_doc_read_as(const char *bytes, size_t len, const char *file,
                                        const reel_allocator *allocator, reel_diagnostics *diags,
                                        const char *unreadable_code) {
    return rl_doc_read_with(bytes, len, file, allocator, diags, unreadable_code, NULL, NULL);
}

/* Reads a document as rl_doc_read_as does, handing every node to sink as it is read (see rl_doc_sink). */
RL_UNUSED static rl_doc *rl_doc_read_sink(const char *bytes, size_t len, const char *file,
                                          const reel_allocator *allocator, reel_diagnostics *diags,
                                          const char *unreadable_code, rl_doc_sink sink, void *sink_user) {
    return rl_doc_read_with(bytes, len, file, allocator, diags, unreadable_code, sink, sink_user);
}

/* Reads a document; NULL on a syntax error, which is then in diags under its DOC code. */
RL_UNUSED static rl_doc *rl_doc_read(const char *bytes, size_t len, const char *file,
                                     const reel_allocator *allocator, reel_diagnostics *diags) {
    return rl_doc_read_as(bytes, len, file, allocator, diags, NULL);
}

/* The file as a node named "": its top-level property lines (props) and nodes (children). */
RL_UNUSED static const rl_node *rl_doc_root(const rl_doc *doc) { return &doc->root; }

/* The bytes the tree takes from the allocator. */
RL_UNUSED static size_t rl_doc_bytes(const rl_doc *doc) { return doc->arena.total; }

RL_UNUSED static void rl_doc_free(rl_doc *doc) {
    rl_arena arena;
    if (!doc) return;
    arena = doc->arena;   /* the struct itself lives in the arena */
    rl_arena_free(&arena);
}

/* ---- lookups for the loaders ---- */

/* The first property key= of node (in its header or a line of its block), or NULL. */
RL_UNUSED static const rl_prop *rl_node_prop(const rl_node *node, const char *key) {
    int i;
    for (i = 0; i < node->nprops; i++) {
        if (strcmp(node->props[i].key, key) == 0) return &node->props[i];
    }
    return NULL;
}

/* The value of the first property key=, or NULL. */
RL_UNUSED static const rl_value *rl_node_value(const rl_node *node, const char *key) {
    const rl_prop *prop = rl_node_prop(node, key);
    return prop ? &prop->value : NULL;
}

/* The first child node named name after the child after (NULL: from the first), or NULL; name NULL: any. */
RL_UNUSED static const rl_node *rl_node_child(const rl_node *node, const char *name, const rl_node *after) {
    int i = after ? (int)(after - node->children) + 1 : 0;
    for (; i < node->nchildren; i++) {
        if (!name || strcmp(node->children[i].name, name) == 0) return &node->children[i];
    }
    return NULL;
}

/* Whether v is of kind and (for a word, string, call or number) its text is text. */
RL_UNUSED static int rl_value_is(const rl_value *v, rl_vkind kind, const char *text) {
    return v && v->kind == kind && (!text || (strlen(text) == v->len && memcmp(v->text, text, v->len) == 0));
}

/* A number property's value, or dflt when the property is absent or not a number. */
RL_UNUSED static double rl_node_num(const rl_node *node, const char *key, double dflt) {
    const rl_value *v = rl_node_value(node, key);
    return v && v->kind == RL_NUM ? v->num : dflt;
}

/* A string property's value (NUL-terminated; its len is in the value), or dflt when absent or not a string. */
RL_UNUSED static const char *rl_node_str(const rl_node *node, const char *key, const char *dflt) {
    const rl_value *v = rl_node_value(node, key);
    return v && v->kind == RL_STR ? v->text : dflt;
}

/* A word property's word (loop=pingPong), or dflt when absent or not a word. */
RL_UNUSED static const char *rl_node_word(const rl_node *node, const char *key, const char *dflt) {
    const rl_value *v = rl_node_value(node, key);
    return v && v->kind == RL_WORD ? v->text : dflt;
}

/* A boolean property's value, or dflt when absent or not true/false. */
RL_UNUSED static int rl_node_bool(const rl_node *node, const char *key, int dflt) {
    const rl_value *v = rl_node_value(node, key);
    return v && v->kind == RL_BOOL ? v->boolean : dflt;
}

static int rl_prop_order(const void *a, const void *b) {
    const rl_prop *x = *(const rl_prop *const *)a, *y = *(const rl_prop *const *)b;
    int c = strcmp(x->key, y->key);
    return c ? c : (x < y ? -1 : x > y);
}

/* Sets twice[i] for every property of node whose key an earlier one has; returns how many, -1 out of memory. */
static int rl_mark_twice(const rl_node *node, unsigned char *twice, const reel_allocator *allocator) {
    int i, j, count = 0;
    for (i = 0; i < node->nprops; i++) twice[i] = 0;
    if (node->nprops <= 64) {
        for (i = 1; i < node->nprops; i++) {
            for (j = 0; j < i && strcmp(node->props[i].key, node->props[j].key) != 0; j++) {
            }
            if (j < i) { twice[i] = 1; count++; }
        }
    } else {
        size_t n = (size_t)node->nprops;
        const rl_prop **order = (const rl_prop **)rl_alloc(allocator, n * sizeof *order);
        if (!order) return -1;
        for (i = 0; i < node->nprops; i++) order[i] = &node->props[i];
        qsort((void *)order, n, sizeof *order, rl_prop_order);
        for (i = 1; i < node->nprops; i++) {
            if (strcmp(order[i]->key, order[i - 1]->key) == 0) { twice[order[i] - node->props] = 1; count++; }
        }
        rl_free(allocator, (void *)order, n * sizeof *order);
    }
    return count;
}

static void rl_report_twice(const rl_node *node, const unsigned char *twice, const char *file,
                            const reel_allocator *allocator, reel_diagnostics *diags) {
    int i;
    for (i = 0; i < node->nprops; i++) {
        if (twice[i]) {
            rl_diag(diags, allocator, "DOC010", 1, file, node->props[i].pos.line, node->props[i].pos.column,
                    "'%s' is given twice in '%s'", node->props[i].key, node->name);
        }
    }
}

/*
 * Reports DOC010 for every property of node whose key an earlier one of the node already has ("'KEY' is given
 * twice in 'NAME'", at the later one), in source order, as the Java codecs do when they take a node's
 * properties (io.Fields): call it where the Java reader makes a Fields for the node (rl_docfields_begin does).
 * The lookups above see the first of the two. Returns how many it reported (-1 when memory ran out).
 */
RL_UNUSED static int rl_node_report_twice(const rl_node *node, const char *file, const reel_allocator *allocator,
                                          reel_diagnostics *diags) {
    unsigned char small[64], *twice = node->nprops <= 64 ? small : (unsigned char *)rl_alloc(allocator,
                                                                                            (size_t)node->nprops);
    int count;
    if (!twice) return -1;
    count = rl_mark_twice(node, twice, allocator);
    if (count > 0) rl_report_twice(node, twice, file, allocator, diags);
    if (twice != small) rl_free(allocator, twice, (size_t)node->nprops);
    return count;
}

/* ---- a node's properties as a codec takes them (io.Fields) ---- */

/*
 * The Java codecs read every node through io.Fields, which fixes the diagnostics a loader reports about it and
 * their order: DOC010 for a key given twice when it starts, a code of the loader's (ANM001, ANC006, ...) for a
 * property of the wrong kind as it is taken, and DOC009 (a warning) for every property not taken when it ends.
 * rl_docfields does the same, with the same messages:
 *
 *   rl_docfields f;
 *   rl_docfields_begin(&f, node, file, allocator, diags);    DOC010s
 *   ... rl_docfields_number(&f, "length", "ANM001", &length) ... rl_docfields_word(&f, "loop", "ANM001", ...) ...
 *   rl_docfields_unknown_child(&f, child);                    DOC009 for a child node the loader does not know
 *   rl_docfields_end(&f);                                     DOC009 for the properties left, in source order
 *
 * A property is taken once: taking it again finds nothing (as Java's Fields.take).
 */
typedef struct rl_docfields {
    const rl_node *node;
    const char *file;
    const reel_allocator *allocator;
    reel_diagnostics *diags;
    unsigned char *taken;        /* per property: taken, or a later one of a key given twice */
    unsigned char small[32];
} rl_docfields;

/* A short rendering of a value for messages (io.Values.show): the number's text, "the string", true, the
 * word, "an array of N", "name(...)"; over 40 UTF-16 units, the first 37 and "...". */
static const char *rl_value_show(const rl_value *v, char *out, size_t size) {
    char text[300];
    size_t len = 0, i, o = 0, units = 0, cut, total = 0, n = v->len < 200 ? v->len : 200;
    int half = 0;
    const unsigned char *s = (const unsigned char *)text;
    switch (v->kind) {   /* with explicit lengths: a string may hold U+0000 */
    case RL_NUM: case RL_WORD: memcpy(text, v->text, n); len = n; break;
    case RL_STR: text[0] = '"'; memcpy(text + 1, v->text, n); text[n + 1] = '"'; len = n + 2; break;
    case RL_BOOL: len = (size_t)sprintf(text, "%s", v->boolean ? "true" : "false"); break;
    case RL_ARR: len = (size_t)sprintf(text, "an array of %d", v->count); break;
    default: memcpy(text, v->text, n); memcpy(text + n, "(...)", 5); len = n + 5; break;
    }
    for (i = 0; i < len; i++) if ((s[i] & 0xC0) != 0x80) total += s[i] >= 0xF0 ? 2 : 1;
    cut = len;
    if (total > 40) {   /* the first 37 UTF-16 units */
        for (i = 0, cut = 0; i < len; i++) {
            if ((s[i] & 0xC0) == 0x80) continue;
            if (units + (s[i] >= 0xF0 ? 2 : 1) > 37) {
                half = units == 36;   /* Java keeps the first half of this astral character: printed, a '?' */
                break;
            }
            units += s[i] >= 0xF0 ? 2 : 1;
            cut = i + 1;
            while (cut < len && (s[cut] & 0xC0) == 0x80) cut++;
        }
    }
    for (i = 0; i < cut && o + 1 < size; i++) {
        if (text[i]) out[o++] = text[i];   /* a U+0000 cannot stand in a C message: left out */
    }
    if (half && o + 1 < size) out[o++] = '?';
    if (cut < len) for (i = 0; i < 3 && o + 1 < size; i++) out[o++] = '.';
    out[o] = 0;
    return out;
}

/* Starts taking node's properties, reporting DOC010 for any key given twice; 0 when memory ran out. */
RL_UNUSED static int rl_docfields_begin(rl_docfields *f, const rl_node *node, const char *file,
                                     const reel_allocator *allocator, reel_diagnostics *diags) {
    f->node = node;
    f->file = file;
    f->allocator = allocator;
    f->diags = diags;
    f->taken = node->nprops <= (int)sizeof f->small ? f->small
                                                    : (unsigned char *)rl_alloc(allocator, (size_t)node->nprops);
    if (!f->taken) return 0;
    if (rl_mark_twice(node, f->taken, allocator) < 0) {
        if (f->taken != f->small) rl_free(allocator, f->taken, (size_t)node->nprops);
        f->taken = NULL;
        return 0;
    }
    rl_report_twice(node, f->taken, file, allocator, diags);
    return 1;
}

static int rl_docfields_find(const rl_docfields *f, const char *key) {
    int i;
    for (i = 0; i < f->node->nprops; i++) {
        if (strcmp(f->node->props[i].key, key) == 0) return f->taken[i] ? -1 : i;
    }
    return -1;
}

/* Whether key= is there and not yet taken. */
RL_UNUSED static int rl_docfields_has(const rl_docfields *f, const char *key) { return rl_docfields_find(f, key) >= 0; }

/* Takes key='s value, or NULL when absent (or taken already). */
RL_UNUSED static const rl_value *rl_docfields_take(rl_docfields *f, const char *key) {
    int i = rl_docfields_find(f, key);
    if (i < 0) return NULL;
    f->taken[i] = 1;
    return &f->node->props[i].value;
}

/* Takes key=, reporting code at the node ("'NAME' needs KEY=") when it is missing. */
RL_UNUSED static const rl_value *rl_docfields_require(rl_docfields *f, const char *key, const char *code) {
    const rl_value *v = rl_docfields_take(f, key);
    if (!v) {
        rl_diag(f->diags, f->allocator, code, 1, f->file, f->node->pos.line, f->node->pos.column, "'%s' needs %s=",
                f->node->name, key);
    }
    return v;
}

/* A string property (the value, for its text and len), or NULL when absent or not a string (reported). */
RL_UNUSED static const rl_value *rl_docfields_string(rl_docfields *f, const char *key, const char *code) {
    const rl_value *v = rl_docfields_take(f, key);
    if (!v || v->kind == RL_STR) return v;
    rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "%s must be a string in quotes",
            key);
    return NULL;
}

/* A number property into *out: 1, or 0 when absent, or -1 when not a number (reported, as io.Values.number). */
RL_UNUSED static int rl_docfields_number(rl_docfields *f, const char *key, const char *code, double *out) {
    const rl_value *v = rl_docfields_take(f, key);
    char shown[200];
    if (!v) return 0;
    if (v->kind != RL_NUM) {
        rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "%s must be a number, not %s",
                key, rl_value_show(v, shown, sizeof shown));
        return -1;
    }
    *out = v->num;
    return 1;
}

/* A boolean property into *out: 1, or 0 when absent, or -1 when not true or false (reported). */
RL_UNUSED static int rl_docfields_bool(rl_docfields *f, const char *key, const char *code, int *out) {
    const rl_value *v = rl_docfields_take(f, key);
    if (!v) return 0;
    if (v->kind != RL_BOOL) {
        rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "%s must be true or false", key);
        return -1;
    }
    *out = v->boolean;
    return 1;
}

/* An enum-word property (a word, or a string holding one) as its index in words[0 .. count) into *out: 1, or
 * 0 when absent, or -1 when it is none of them (reported: "KEY must be a, b or c, not SHOW"). */
RL_UNUSED static int rl_docfields_word(rl_docfields *f, const char *key, const char *code, const char *const *words,
                                    int count, int *out) {
    const rl_value *v = rl_docfields_take(f, key);
    char choices[400], shown[200];
    size_t at = 0;
    int i;
    if (!v) return 0;
    if (v->kind == RL_WORD || v->kind == RL_STR) {
        for (i = 0; i < count; i++) {
            if (strlen(words[i]) == v->len && memcmp(words[i], v->text, v->len) == 0) { *out = i; return 1; }
        }
    }
    choices[0] = 0;
    for (i = 0; i < count && at < sizeof choices; i++) {
        int n = snprintf(choices + at, sizeof choices - at, "%s%s", i == 0 ? "" : i == count - 1 ? " or " : ", ",
                         words[i]);
        if (n < 0) break;
        at += (size_t)n;
    }
    rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "%s must be %s, not %s", key,
            choices, rl_value_show(v, shown, sizeof shown));
    return -1;
}

/* The string argument at index (the label of track "Arm"), or NULL, reported under code. */
RL_UNUSED static const rl_value *rl_docfields_label(rl_docfields *f, int index, const char *what, const char *code) {
    const rl_value *v;
    if (f->node->nargs <= index) {
        rl_diag(f->diags, f->allocator, code, 1, f->file, f->node->pos.line, f->node->pos.column,
                "'%s' needs %s in quotes", f->node->name, what);
        return NULL;
    }
    v = &f->node->args[index];
    if (v->kind == RL_STR) return v;
    rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column,
            "%s of '%s' must be a string in quotes", what, f->node->name);
    return NULL;
}

/* Reports the arguments after the taken ones (a node has fixed labels), under code. */
RL_UNUSED static void rl_docfields_extra_arguments(rl_docfields *f, int taken, const char *code) {
    int i;
    char shown[200];
    for (i = taken; i < f->node->nargs; i++) {
        const rl_value *v = &f->node->args[i];
        rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "'%s' takes %d %s; %s is not used",
                f->node->name, taken, taken == 1 ? "label" : "labels", rl_value_show(v, shown, sizeof shown));
    }
}

/* Reports a child node the loader does not know (DOC009, a warning). */
RL_UNUSED static void rl_docfields_unknown_child(rl_docfields *f, const rl_node *child) {
    rl_diag(f->diags, f->allocator, "DOC009", 0, f->file, child->pos.line, child->pos.column,
            "unknown node '%s' in '%s' is kept as written", child->name, f->node->name);
}

/* Reports every property not taken (DOC009, a warning), in source order, and frees what f holds. */
RL_UNUSED static void rl_docfields_end(rl_docfields *f) {
    int i;
    if (!f->taken) return;
    for (i = 0; i < f->node->nprops; i++) {
        if (!f->taken[i]) {
            const rl_prop *prop = &f->node->props[i];
            rl_diag(f->diags, f->allocator, "DOC009", 0, f->file, prop->pos.line, prop->pos.column,
                    "unknown property '%s' in '%s' is kept as written", prop->key, f->node->name);
        }
    }
    if (f->taken != f->small) rl_free(f->allocator, f->taken, (size_t)f->node->nprops);
    f->taken = NULL;
}
/* END doc */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== clips =============================================================================================== */
/* BEGIN clip */
/*
 * Clips: reading (.aeanim and project.aego, as the Java io package's ClipCodec, ClipReader, Values, Fields and
 * ProjectCodec read them), compiling (TrackCompiler, KeyHandles, CubicTimeTable), sampling (ClipSampler) and
 * playing (ClipPlayer, PlayerCommands, Timeline, EventScanner).
 *
 * For the controller section: a loaded clip is an rl_clip (= struct reel_clip), immutable after loading.
 *
 *  - tracks: in report order, flipbooks first (each a step track on SpriteRenderer.sprite, then one on
 *    SpriteRenderer.flipX when it has flips), then the clip's tracks in file order. Track i's lanes sit at
 *    out[tracks[i].offset .. + lanes) of a sample buffer of clip->value_size doubles.
 *  - rl_clip_sample(clip, t, out) samples every track with keys at clip time t into out (tracks without keys
 *    are left as they are): the same doubles as the Java ClipSampler.sampleAll(t). bool lanes are 0 or 1;
 *    enum and assetRef lanes hold an index into clip->texts (text_hashes[i] is Fnv64.of(texts[i])). It is a
 *    pure function of the clip and t (no cursor), allocates nothing and may run on many threads at once.
 *    rl_clip_sample_track(clip, i, t, out) samples one track into out at its offset.
 *  - events: file order; events_by_time / events_by_time_desc are the EventScanner orders (by time, ties in
 *    file order). rl_clip_scan_events(...) enumerates occurrences in a window of play positions exactly as
 *    EventScanner.scan does, calling sink(user, event, cycle, position) in firing order.
 *  - rl_timeline_*: the Timeline functions (cycle, clip time, position of a clip time, end of a once clip).
 *  - content_hash: ClipFingerprint.of(clip), the clip's identity in state hashes.
 *
 * Below, in order: Java's double helpers (Math.max/min, half-away rounding), the time solve, sampling, Timeline,
 * EventScanner; then reading (Report, Fields, Values, the clip's readers), compiling (KeyHandles, CubicTime and
 * CubicTimeTable expansion, TrackCompiler, ClipFingerprint, CompiledClip), the public loading calls and the
 * player. Every computation of a number follows the Java code's operations in its order; the tests hold the
 * results against the Java runtime's (runtimes/c/tests/test_clip.c, PlayAgreementTest, ClipHashAgreementTest).
 */
typedef enum rl_kind {
    RL_K_FLOAT32, RL_K_INT32, RL_K_BOOL, RL_K_ENUM, RL_K_VEC2, RL_K_VEC3, RL_K_VEC4, RL_K_COLOR, RL_K_RECT, RL_K_QUAT, RL_K_ASSET_REF
} rl_kind;                                      /* Java's Kind, same order (= reel_kind) */
typedef enum rl_loop_mode { RL_ONCE, RL_LOOP, RL_PING_PONG } rl_loop_mode;
typedef enum rl_on_end { RL_END_AUTO, RL_END_HOLD, RL_END_RESTORE } rl_on_end;
typedef enum rl_authority { RL_PRESENTATION, RL_SIMULATION } rl_authority;
typedef enum rl_event_mode { RL_EV_GAMEPLAY, RL_EV_PRESENTATION, RL_EV_PREVIEW } rl_event_mode;

#define RL_EPSILON 1e-9                        /* Timeline.EPSILON: positions closer are the same */
#define RL_MAX_EVENT_CYCLES 10000              /* EventScanner.MAX_CYCLES */

typedef struct rl_track {
    const char *path;          /* node path, "" for the clip's own node */
    const char *property;      /* "transform.position", "SpriteRenderer.sprite", ... */
    const char *target;        /* "PATH:PROPERTY" */
    rl_kind kind;
    int lanes;                 /* 1..4 */
    rl_authority authority;
    rl_on_end on_end;
    int root;                  /* the root-motion track: sampled, never written */
    int rounded;               /* numeric int32: rounded half away from zero after interpolating */
    int line, column;          /* of the track (or flipbook) node */
    int offset;                /* first lane in a sample buffer */
    int nkeys;
    const double *times;       /* nkeys key times, ascending */
    /* Per key a record of 3 + 4*lanes doubles: time, inverse span of the segment from it (0 for the last),
     * shape (0 polynomial, 2 slerp, -(c+1) bent: its time curves start at curves[c], RL_CURVE_STRIDE doubles
     * per lane), then per lane v c1 c2 c3 with y = v + ((c3*tau + c2)*tau + c1)*tau. */
    const double *records;
} rl_track;

typedef struct rl_clip_event {
    double time;
    const char *name;
    int has_payload;
    double payload;
    rl_event_mode mode;
    int line, column;
} rl_clip_event;

typedef struct reel_clip rl_clip;

struct reel_clip {
    rl_arena arena;                 /* everything below lives in it */
    const char *file;               /* as named by the loader */
    int version;
    double length;                  /* >= 0 */
    rl_loop_mode loop;
    int line, column;               /* of the anim node */
    int ntracks;
    rl_track *tracks;
    int value_size;                 /* doubles in one sample of every track */
    const double *curves;           /* the bent segments' time curves */
    int ntexts;
    const char **texts;             /* enum words and asset paths the samples index */
    const uint64_t *text_hashes;
    int nevents;
    rl_clip_event *events;
    const int *events_by_time;
    const int *events_by_time_desc;
    int nchannels;                  /* distinct targets, first track of each */
    const int *channel_tracks;      /* channel -> track */
    uint64_t content_hash;
    int nassets;                    /* the asset paths it names, for checks (reel_clip_asset) */
    struct rl_asset_ref { const char *path; int line, column; } *assets;
    /* The one-plain-lane tracks with keys (unrounded, one lane; slot s is the s-th of them in track order): each
     * key after a track's first, in time order (then slot, then key), with a copy of its record, so that a
     * sampler in playback reads the keys reached since its last sample one after another (reel_sampler). */
    int ncrossings;
    const struct rl_crossing {
        double time;                /* the key's time */
        double record[7];           /* its record: time, inverse span, shape, v c1 c2 c3 */
        int slot, key;
    } *crossings;
};

/* Sampling (pure; see above). */
RL_UNUSED static void rl_clip_sample(const rl_clip *clip, double t, double *out);
RL_UNUSED static void rl_clip_sample_track(const rl_clip *clip, int track, double t, double *out);

/* Timeline (docs/formats.md "Time mapping"). */
RL_UNUSED static rl_loop_mode rl_timeline_effective(rl_loop_mode mode, double length);
RL_UNUSED static int rl_timeline_ended(double s, double length);
RL_UNUSED static int rl_timeline_cycle(double s, double length, rl_loop_mode mode);
RL_UNUSED static double rl_timeline_time(double s, double length, rl_loop_mode mode, int negative, int cycle);
RL_UNUSED static double rl_timeline_position(double t, int cycle, double length, rl_loop_mode mode, int negative);

/* Event occurrences in (from, to] of play positions ([from, to] when inclusive) whose mode bit
 * (1 << mode) is in mode_mask, in firing order. */
typedef void (*rl_event_sink)(void *user, int event, int cycle, double position);
RL_UNUSED static void rl_clip_scan_events(const rl_clip *clip, rl_loop_mode loop, int negative, double from, int inclusive,
                                double to, int mode_mask, rl_event_sink sink, void *user);

/* Loading, for the controller's clips: as reel_clip_load (the clip's own diagnostics only, no ANM003). */
/* Loading, for the controller's clips: rl_clip_read(bytes, len, file, allocator, diagnostics) reads and compiles
 * a clip as reel_clip_load does (its own diagnostics, no ANM003; NULL on errors), and rl_clip_read_keeping(...,
 * keep_errors) returns a clip with errors too, as far as it was read (the Java codec's value with its errors).
 * Both are defined below, after the reading and compiling they need; free a clip with reel_clip_free. */

/* -- Java's double arithmetic where C's differs -- */

static int rl_crossing_order(const void *a, const void *b) {
    const struct rl_crossing *x = (const struct rl_crossing *)a, *y = (const struct rl_crossing *)b;
    if (x->time != y->time) return x->time < y->time ? -1 : 1;
    if (x->slot != y->slot) return x->slot < y->slot ? -1 : 1;
    return x->key < y->key ? -1 : x->key > y->key;
}

/* A track the sampler keeps side by side (reel_sampler): one plain lane with keys. */
static int rl_track_is_slot(const rl_track *track) {
    return track->nkeys > 0 && track->lanes == 1 && !track->rounded;
}

/* The clip's crossings (see struct reel_clip), in its arena. 0 when the arena refuses. */
static int rl_clip_crossings(rl_clip *clip, rl_arena *arena) {
    struct rl_crossing *crossings;
    size_t n = 0;
    int i, k, slot = 0;
    for (i = 0; i < clip->ntracks; i++) {
        if (rl_track_is_slot(&clip->tracks[i])) n += (size_t)clip->tracks[i].nkeys - 1;
    }
    crossings = (struct rl_crossing *)rl_arena_array(arena, n + 1, sizeof *crossings);
    if (!crossings) return 0;
    n = 0;
    for (i = 0; i < clip->ntracks; i++) {
        const rl_track *track = &clip->tracks[i];
        if (!rl_track_is_slot(track)) continue;
        for (k = 1; k < track->nkeys; k++, n++) {
            crossings[n].time = track->times[k];
            memcpy(crossings[n].record, track->records + (size_t)k * 7, sizeof crossings[n].record);
            crossings[n].slot = slot;
            crossings[n].key = k;
        }
        slot++;
    }
    qsort((void *)crossings, n, sizeof *crossings, rl_crossing_order);
    clip->crossings = crossings;
    clip->ncrossings = (int)n;
    return 1;
}

/* Math.max and Math.min: NaN wins, and +0.0 is above -0.0 (C's fmax leaves both open). */
static double rl_jmax(double a, double b) {
    if (a != a) return a;
    if (a == 0.0 && b == 0.0 && signbit(a)) return b;
    return a >= b ? a : b;
}

static double rl_jmin(double a, double b) {
    if (a != a) return a;
    if (a == 0.0 && b == 0.0 && signbit(b)) return b;
    return a <= b ? a : b;
}

/* CompiledTrack.roundHalfAwayFromZero: exact (no x + 0.5 rounding error); -0.0 comes out as 0.0. */
static double rl_round_half_away(double value) {
    double magnitude = fabs(value);
    double whole = floor(magnitude);
    if (magnitude - whole >= 0.5) whole += 1;
    return copysign(whole, value) + 0.0;
}

/* The fdlibm functions the rules use (StrictMath's): the math section's. */
#define RL_CLIP_SIN(x) reel_sin(x)
#define RL_CLIP_ACOS(x) reel_acos(x)
#define RL_CLIP_CBRT(x) reel_cbrt(x)

/* -- the time half of a bent bezier segment (CubicTime, CubicTimeTable) -- */

#define RL_CT_STRIDE 6                                     /* CubicTime.STRIDE */
#define RL_CTT_CELLS 16
#define RL_CTT_NODES 4
#define RL_CTT_FALLBACK (RL_CTT_NODES + 2 * (RL_CTT_CELLS + 1))
#define RL_CURVE_STRIDE (RL_CTT_FALLBACK + RL_CT_STRIDE)  /* CubicTimeTable.STRIDE: doubles per lane curve */
#define RL_CTT_TOLERANCE 1e-10
#define RL_CTT_ROUNDING 1e-14

/* CubicTime.solve: Halley's iteration in a shrinking bracket about the curve's inflection. */
static double rl_cubic_time_solve(const double *curve, double tau) {
    double m, x1, x2, x3, target, low, high, w;
    int iteration;
    if (tau <= 0) return 0;
    if (tau >= 1) return 1;
    m = curve[0];
    x1 = curve[3];
    x2 = curve[4];
    x3 = curve[5];
    target = (tau - curve[1]) - curve[2];
    low = -m;
    high = 1 - m;
    w = tau - m;
    if (x1 < 0.05 && x3 > 0) {
        double cubic = RL_CLIP_CBRT(target / x3);
        double linear = x1 > 0 ? target / x1 : cubic;
        double estimate = fabs(cubic) < fabs(linear) ? cubic : linear;
        if (estimate > low && estimate < high) w = estimate;
    }
    for (iteration = 0; iteration < 100; iteration++) {
        double error = ((x3 * w + x2) * w + x1) * w - target;
        double slope, curvature, denominator, next, step;
        if (error == 0) return m + w;
        if (error < 0) low = w; else high = w;
        slope = (3 * x3 * w + 2 * x2) * w + x1;
        curvature = 6 * x3 * w + 2 * x2;
        denominator = 2 * slope * slope - error * curvature;
        next = denominator > 0 ? w - 2 * error * slope / denominator : w - error / slope;
        step = fabs(next - w);
        if (step < 1e-12) return m + next;
        if (!(next > low && next < high)) {
            next = 0.5 * (low + high);
        } else if (fabs(curvature * curvature / (4 * slope * slope) - x3 / slope) * step * step * step < 5e-12) {
            return m + next;
        }
        w = next;
    }
    return m + w;
}

/* CubicTimeTable.solve: the table's guess, one Halley step, proven or refined. */
static double rl_curve_solve(const double *curve, double tau) {
    double c1, c2, c3, scaled, local, start, from, span, to, d, residual, slope, bend, bound;
    int j, k;
    const double *node;
    if (!(tau > 0)) return 0;
    if (tau >= 1) return 1;
    c1 = curve[0];
    c2 = curve[1];
    c3 = curve[2];
    scaled = tau * RL_CTT_CELLS;
    j = (int)scaled;
    local = scaled - j;
    node = curve + RL_CTT_NODES + 2 * j;
    start = node[0];
    from = node[1];
    span = node[2] - start;
    to = node[3];
    d = fma(local, fma(local, fma(local, from + to - 2 * span, 3 * span - 2 * from - to), from), start);
    residual = fma(fma(fma(c3, d, c2), d, c1), d, -tau);
    slope = fma(fma(3 * c3, d, 2 * c2), d, c1);
    bend = fma(6 * c3, d, 2 * c2);
    d = d - 2 * residual * slope / fma(2 * slope, slope, -residual * bend);
    bound = (fabs(fma(fma(fma(c3, d, c2), d, c1), d, -tau)) + RL_CTT_ROUNDING) * curve[3];
    if (bound <= RL_CTT_TOLERANCE && d >= 0 && d <= 1) return d;
    d = rl_jmax(0, rl_jmin(1, d));
    for (k = 0; k < 3; k++) {
        double r = ((c3 * d + c2) * d + c1) * d - tau;
        double error = (fabs(r) + RL_CTT_ROUNDING) * curve[3];
        if (error <= RL_CTT_TOLERANCE) return d;
        if (!(error <= 1)) break;
        d = rl_jmax(0, rl_jmin(1, d - r / ((3 * c3 * d + 2 * c2) * d + c1)));
    }
    return rl_cubic_time_solve(curve + RL_CTT_FALLBACK, tau);
}

/* -- sampling (ClipSampler) -- */

/* The last key at or before reach, or key 0 before every key (KeySearch.find). Branch-free halving: the window
 * [base, base + n) always holds the answer (base[0] <= reach), and the comparison picks the half with a
 * conditional move instead of a jump the processor must guess. */
static int rl_track_find(const rl_track *track, double reach) {
    const double *base = track->times;
    int n = track->nkeys;
    if (n <= 1 || !(reach >= base[0])) return 0;
    while (n > 1) {
        int half = n / 2;
        base = base[half] <= reach ? base + half : base;
        n -= half;
    }
    return (int)(base - track->times);
}

static void rl_slerp(const double *from, const double *to, double tau, double *out) {
    double angle = from[1], sign = from[2], start_weight, end_weight, x, y, z, w, norm, scale;
    if (angle < 1e-6) {
        start_weight = 1 - tau;
        end_weight = tau;
    } else {
        double inverse_sine = 1 / RL_CLIP_SIN(angle);
        start_weight = RL_CLIP_SIN((1 - tau) * angle) * inverse_sine;
        end_weight = RL_CLIP_SIN(tau * angle) * inverse_sine;
    }
    end_weight *= sign;
    x = start_weight * from[0] + end_weight * to[0];
    y = start_weight * from[4] + end_weight * to[4];
    z = start_weight * from[8] + end_weight * to[8];
    w = start_weight * from[12] + end_weight * to[12];
    norm = sqrt(x * x + y * y + z * z + w * w);
    scale = norm > 0 ? 1 / norm : 0;
    out[0] = x * scale;
    out[1] = y * scale;
    out[2] = z * scale;
    out[3] = w * scale;
}

/* One track's lanes at clip time t into into[0 .. lanes), from the record of the key rl_track_find gives. */
static void rl_clip_sample_record(const rl_clip *clip, const rl_track *track, const double *rec, double t,
                                  double *into) {
    int lanes = track->lanes, stride = 3 + 4 * lanes, lane;
    const double *p;
    double tau, shape;
    tau = rl_jmax(0, (t - rec[0]) * rec[1]);
    shape = rec[2];
    if (shape == 0) {
        p = rec + 3;
        /* unrolled by lane count: crowds mix 1-, 2- and 4-lane tracks, and a loop over them mispredicts */
        switch (lanes) {
        case 4: into[3] = p[12] + ((p[15] * tau + p[14]) * tau + p[13]) * tau; /* fall through */
        case 3: into[2] = p[8] + ((p[11] * tau + p[10]) * tau + p[9]) * tau;   /* fall through */
        case 2: into[1] = p[4] + ((p[7] * tau + p[6]) * tau + p[5]) * tau;     /* fall through */
        default: into[0] = p[0] + ((p[3] * tau + p[2]) * tau + p[1]) * tau;
        }
    } else if (shape < 0) {
        const double *curve = clip->curves + (size_t)(-shape - 1);
        for (lane = 0, p = rec + 3; lane < lanes; lane++, p += 4, curve += RL_CURVE_STRIDE) {
            double u = rl_curve_solve(curve, tau);
            into[lane] = p[0] + ((p[3] * u + p[2]) * u + p[1]) * u;
        }
    } else {
        rl_slerp(rec + 3, rec + 3 + stride, tau, into);
    }
    if (track->rounded) into[0] = rl_round_half_away(into[0]);
}

/* One track's lanes at clip time t into into[0 .. lanes). */
static void rl_clip_sample_lanes(const rl_clip *clip, const rl_track *track, double t, double *into) {
    if (track->nkeys == 0) return;
    rl_clip_sample_record(clip, track, track->records + (size_t)rl_track_find(track, t + RL_EPSILON)
                          * (size_t)(3 + 4 * track->lanes), t, into);
}

RL_UNUSED static void rl_clip_sample_track(const rl_clip *clip, int index, double t, double *out) {
    const rl_track *track = &clip->tracks[index];
    rl_clip_sample_lanes(clip, track, t, out + track->offset);
}

RL_UNUSED static void rl_clip_sample(const rl_clip *clip, double t, double *out) {
    int i;
    for (i = 0; i < clip->ntracks; i++) rl_clip_sample_track(clip, i, t, out);
}

/* -- Timeline -- */

RL_UNUSED static rl_loop_mode rl_timeline_effective(rl_loop_mode mode, double length) {
    return length > 0 ? mode : RL_ONCE;
}

RL_UNUSED static int rl_timeline_ended(double s, double length) { return s + RL_EPSILON >= length; }

RL_UNUSED static int rl_timeline_cycle(double s, double length, rl_loop_mode mode) {
    double cycles;
    if (rl_timeline_effective(mode, length) == RL_ONCE) return 0;
    cycles = floor((s + RL_EPSILON) / length);
    if (cycles >= 2147483647.0) return 2147483647;
    cycles = rl_jmax(0, cycles);
    return cycles != cycles ? 0 : (int)cycles;   /* (int) NaN is 0 in Java */
}

RL_UNUSED static double rl_timeline_time(double s, double length, rl_loop_mode mode, int negative, int cycle) {
    double forward;
    rl_loop_mode effective = rl_timeline_effective(mode, length);
    if (effective == RL_ONCE) {
        forward = rl_timeline_ended(s, length) ? rl_jmax(0, length) : rl_jmax(0, s);
    } else {
        double local = rl_jmax(0, rl_jmin(length, s - (double)cycle * length));
        forward = effective == RL_PING_PONG && (cycle & 1) == 1 ? length - local : local;
    }
    return negative ? rl_jmax(0, length) - forward : forward;
}

RL_UNUSED static double rl_timeline_position(double t, int cycle, double length, rl_loop_mode mode, int negative) {
    double clamped = rl_jmax(0, rl_jmin(rl_jmax(0, length), t));
    double forward = negative ? length - clamped : clamped;
    double local;
    rl_loop_mode effective = rl_timeline_effective(mode, length);
    if (effective == RL_ONCE) return rl_jmax(0, forward);
    local = effective == RL_PING_PONG && (cycle & 1) == 1 ? length - forward : forward;
    return (double)cycle * length + local;
}

/* -- event occurrences (EventScanner) -- */

static void rl_scan_cycle(const rl_clip *clip, int cycle, double start, int mirrored, int skip_start, double low,
                          int inclusive, double high, int mode_mask, rl_event_sink sink, void *user) {
    const int *order = mirrored ? clip->events_by_time_desc : clip->events_by_time;
    int k;
    for (k = 0; k < clip->nevents; k++) {
        int index = order[k];
        const rl_clip_event *event = &clip->events[index];
        double local, position;
        int after;
        if ((mode_mask & (1 << (int)event->mode)) == 0) continue;
        local = mirrored ? clip->length - event->time : event->time;
        if (skip_start && local <= RL_EPSILON) continue;
        position = start + local;
        after = inclusive ? position >= low : position > low;
        if (after && position <= high) sink(user, index, cycle, position);
    }
}

/* Java's (long) of a double: NaN 0, saturating at the ends of the range. */
static long long rl_java_long(double value) {
    if (value != value) return 0;
    if (value >= 9223372036854775807.0) return 9223372036854775807LL;
    if (value <= -9223372036854775808.0) return -9223372036854775807LL - 1;
    return (long long)value;
}

RL_UNUSED static void rl_clip_scan_events(const rl_clip *clip, rl_loop_mode loop, int negative, double from, int inclusive,
                                double to, int mode_mask, rl_event_sink sink, void *user) {
    double length = clip->length, low, high;
    rl_loop_mode mode;
    long long first, last, cycle;
    if (clip->nevents == 0 || to < from) return;
    mode = rl_timeline_effective(loop, length);
    low = inclusive ? from - RL_EPSILON : from + RL_EPSILON;
    high = to + RL_EPSILON;
    if (mode == RL_ONCE) {
        rl_scan_cycle(clip, 0, 0, negative, 0, low, inclusive, high, mode_mask, sink, user);
        return;
    }
    first = rl_java_long(floor(low / length));
    first = first == -9223372036854775807LL - 1 ? first : first - 1;
    if (first < 0) first = 0;
    last = rl_java_long(floor(high / length));
    if (first <= 9223372036854775807LL - RL_MAX_EVENT_CYCLES && last > first + RL_MAX_EVENT_CYCLES - 1)
        last = first + RL_MAX_EVENT_CYCLES - 1;
    for (cycle = first; cycle <= last && cycle <= 2147483647LL; cycle++) {
        int odd = mode == RL_PING_PONG && (cycle & 1) == 1;
        int skip_start = mode == RL_PING_PONG && cycle > 0;
        rl_scan_cycle(clip, (int)cycle, (double)cycle * length, negative != odd, skip_start, low, inclusive, high,
                      mode_mask, sink, user);
    }
}

/* ---- reading (io: Report, Fields, Values, ClipReader, KeyList, ProjectCodec) ---- */

/* Where a clip's or project's reading reports; severity follows the code (DOC009, ANM007, ANM009 warn). */
typedef struct rl_rep {
    reel_diagnostics *list;
    const reel_allocator *allocator;
    const char *file;
    int errors;
    int failed;             /* memory ran out */
} rl_rep;

static int rl_code_is_warning(const char *code) {
    return strcmp(code, "DOC009") == 0 || strcmp(code, "ANM007") == 0 || strcmp(code, "ANM009") == 0;
}

#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static void rl_rep_add(rl_rep *rep, const char *code, int line, int column, const char *format, ...) {
    va_list args;
    int error = !rl_code_is_warning(code), added;
    va_start(args, format);
    added = rl_vdiag(rep->list, rep->allocator, code, error, rep->file, line, column, format, args);   /* never cut */
    va_end(args);
    if (error) rep->errors++;
    if (!added) rep->failed = 1;
}

/* Numbers.format: the shortest decimal that reads back as value, laid out as the document writer writes it. */
static void rl_format_number(double value, char *out, size_t size) {
    char digits[40], buf[48];
    int precision, exponent = 0, count, i, n = 0;
    char *e;
    if (value == 0) { snprintf(out, size, signbit(value) ? "-0" : "0"); return; }
    if (value != value || value - value != 0) { snprintf(out, size, "%s", value != value ? "NaN" : value > 0 ? "Infinity" : "-Infinity"); return; }
    for (precision = 1; precision <= 17; precision++) {
        snprintf(buf, sizeof buf, "%.*e", precision - 1, fabs(value));
        if (strtod(buf, NULL) == fabs(value)) break;
    }
    e = strchr(buf, 'e');
    exponent = atoi(e + 1);
    count = 0;
    for (i = 0; buf + i < e; i++) if (buf[i] != '.') digits[count++] = buf[i];
    while (count > 1 && digits[count - 1] == '0') count--;
    digits[count] = 0;
    if (value < 0) buf[n++] = '-';
    if (exponent >= -3 && exponent < 7) {
        if (exponent >= count - 1) {
            for (i = 0; i < count; i++) buf[n++] = digits[i];
            for (i = 0; i < exponent - count + 1; i++) buf[n++] = '0';
        } else if (exponent >= 0) {
            for (i = 0; i <= exponent; i++) buf[n++] = digits[i];
            buf[n++] = '.';
            for (; i < count; i++) buf[n++] = digits[i];
        } else {
            buf[n++] = '0'; buf[n++] = '.';
            for (i = 0; i < -exponent - 1; i++) buf[n++] = '0';
            for (i = 0; i < count; i++) buf[n++] = digits[i];
        }
        buf[n] = 0;
    } else {
        buf[n++] = digits[0];
        if (count > 1) { buf[n++] = '.'; for (i = 1; i < count; i++) buf[n++] = digits[i]; }
        snprintf(buf + n, sizeof buf - (size_t)n, "e%d", exponent);
    }
    snprintf(out, size, "%s", buf);
}

/* Values.show: a value as messages quote it, cut to 40 characters. */
static void rl_show(const rl_value *value, char *out, size_t size) {
    char text[96];
    size_t len;
    switch (value->kind) {
    case RL_NUM: snprintf(text, sizeof text, "%.*s", (int)(value->len < 90 ? value->len : 90), value->text); break;
    case RL_STR: snprintf(text, sizeof text, "\"%.*s\"", (int)(value->len < 80 ? value->len : 80), value->text); break;
    case RL_BOOL: snprintf(text, sizeof text, "%s", value->boolean ? "true" : "false"); break;
    case RL_WORD: snprintf(text, sizeof text, "%.*s", (int)(value->len < 90 ? value->len : 90), value->text); break;
    case RL_ARR: snprintf(text, sizeof text, "an array of %d", value->count); break;
    default: snprintf(text, sizeof text, "%.*s(...)", (int)(value->len < 80 ? value->len : 80), value->text); break;
    }
    len = strlen(text);
    if (len > 40) { memcpy(text + 37, "...", 4); }
    snprintf(out, size, "%s", text);
}

/* Fields: a node's properties, each taken once; what is left at the end is unknown (DOC009). The first of
 * two same keys counts (the parser reported the second as DOC010). */
typedef struct rl_cfields {
    const rl_node *node;
    unsigned char *taken;      /* per prop: 1 taken or a later duplicate */
    rl_rep *rep;
} rl_cfields;

static int rl_cfields_init(rl_cfields *fields, const rl_node *node, rl_rep *rep, rl_arena *scratch) {
    int i, j;
    fields->node = node;
    fields->rep = rep;
    fields->taken = (unsigned char *)rl_arena_alloc(scratch, (size_t)node->nprops + 1);
    if (!fields->taken) return 0;
    if (node->nprops <= 64) {
        for (i = 1; i < node->nprops; i++)
            for (j = 0; j < i; j++)
                if (strcmp(node->props[i].key, node->props[j].key) == 0) { fields->taken[i] = 1; break; }
        for (i = 1; i < node->nprops; i++)
            if (fields->taken[i])
                rl_rep_add(rep, "DOC010", node->props[i].pos.line, node->props[i].pos.column,
                           "'%s' is given twice in '%s'", node->props[i].key, node->name);
    } else {
        /* An open-addressing set of the keys seen, so a node of many properties stays linear. */
        size_t cap = 1, mask, h;
        int *slots;
        while (cap < (size_t)node->nprops * 2) cap <<= 1;
        mask = cap - 1;
        slots = (int *)rl_arena_array(scratch, cap, sizeof(int));
        if (!slots) return 0;
        for (i = 0; i < (int)cap; i++) slots[i] = -1;
        for (i = 0; i < node->nprops; i++) {
            const unsigned char *k = (const unsigned char *)node->props[i].key;
            h = 5381;
            while (*k) h = h * 33 + *k++;
            for (h &= mask; slots[h] >= 0; h = (h + 1) & mask)
                if (strcmp(node->props[slots[h]].key, node->props[i].key) == 0) break;
            if (slots[h] >= 0) {
                fields->taken[i] = 1;
                rl_rep_add(rep, "DOC010", node->props[i].pos.line, node->props[i].pos.column,
                           "'%s' is given twice in '%s'", node->props[i].key, node->name);
            } else {
                slots[h] = i;
            }
        }
    }
    return 1;
}

static const rl_prop *rl_cfields_find(const rl_cfields *fields, const char *key) {
    int i;
    for (i = 0; i < fields->node->nprops; i++)
        if (!fields->taken[i] && strcmp(fields->node->props[i].key, key) == 0) return &fields->node->props[i];
    return NULL;
}

static int rl_cfields_has(const rl_cfields *fields, const char *key) { return rl_cfields_find(fields, key) != NULL; }

static const rl_value *rl_cfields_take(rl_cfields *fields, const char *key) {
    const rl_prop *prop = rl_cfields_find(fields, key);
    if (!prop) return NULL;
    fields->taken[prop - fields->node->props] = 1;
    return &prop->value;
}

static const rl_value *rl_cfields_require(rl_cfields *fields, const char *key, const char *code) {
    const rl_value *value = rl_cfields_take(fields, key);
    if (!value)
        rl_rep_add(fields->rep, code, fields->node->pos.line, fields->node->pos.column, "'%s' needs %s=",
                   fields->node->name, key);
    return value;
}

/* Values.number: 1 and *out, or 0 (reported). */
static int rl_value_number(const rl_value *value, const char *what, const char *code, rl_rep *rep, double *out) {
    char shown[64];
    if (value->kind != RL_NUM) {
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s must be a number, not %s", what, shown);
        return 0;
    }
    if (value->num != value->num || value->num - value->num != 0) {
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s %s is too large", what, shown);
        return 0;
    }
    *out = value->num;
    return 1;
}

/* Fields.number: -1 absent, 0 bad (reported), 1 read. */
static int rl_cfields_number(rl_cfields *fields, const char *key, const char *code, double *out) {
    const rl_value *value = rl_cfields_take(fields, key);
    if (!value) return -1;
    return rl_value_number(value, key, code, fields->rep, out);
}

/* Fields.string: the string, or NULL when absent or not a string (reported). */
static const rl_value *rl_cfields_string(rl_cfields *fields, const char *key, const char *code) {
    const rl_value *value = rl_cfields_take(fields, key);
    if (!value) return NULL;
    if (value->kind == RL_STR) return value;
    rl_rep_add(fields->rep, code, value->pos.line, value->pos.column, "%s must be a string in quotes", key);
    return NULL;
}

/* Fields.bool: -1 absent or bad (bad reported), else 0 or 1. */
static int rl_cfields_bool(rl_cfields *fields, const char *key, const char *code) {
    const rl_value *value = rl_cfields_take(fields, key);
    if (!value) return -1;
    if (value->kind == RL_BOOL) return value->boolean;
    rl_rep_add(fields->rep, code, value->pos.line, value->pos.column, "%s must be true or false", key);
    return -1;
}

/* A word among words[] (Named.parse): its index, or -1. */
static int rl_word_index(const char *text, size_t len, const char *const *words, int count) {
    int i;
    for (i = 0; i < count; i++) if (strlen(words[i]) == len && memcmp(words[i], text, len) == 0) return i;
    return -1;
}

static void rl_choices(const char *const *words, int count, char *out, size_t size) {
    int i;
    size_t n = 0;
    out[0] = 0;
    for (i = 0; i < count && n < size; i++) {
        n += (size_t)snprintf(out + n, size - n, "%s%s", i == 0 ? "" : i == count - 1 ? " or " : ", ", words[i]);
    }
}

/* Fields.word: -2 absent, -1 bad (reported), else the index. A word or a string is read. */
static int rl_cfields_word(rl_cfields *fields, const char *key, const char *const *words, int count, const char *code) {
    const rl_value *value = rl_cfields_take(fields, key);
    int index = -1;
    if (!value) return -2;
    if (value->kind == RL_WORD || value->kind == RL_STR) index = rl_word_index(value->text, value->len, words, count);
    if (index < 0) {
        char choices[160], shown[64];
        rl_choices(words, count, choices, sizeof choices);
        rl_show(value, shown, sizeof shown);
        rl_rep_add(fields->rep, code, value->pos.line, value->pos.column, "%s must be %s, not %s", key, choices, shown);
    }
    return index;
}

/* Fields.label: the node's argument index as a string, or NULL (reported). */
static const rl_value *rl_cfields_label(rl_cfields *fields, int index, const char *what, const char *code) {
    const rl_node *node = fields->node;
    const rl_value *value;
    if (node->nargs <= index) {
        rl_rep_add(fields->rep, code, node->pos.line, node->pos.column, "'%s' needs %s in quotes", node->name, what);
        return NULL;
    }
    value = &node->args[index];
    if (value->kind == RL_STR) return value;
    rl_rep_add(fields->rep, code, value->pos.line, value->pos.column, "%s of '%s' must be a string in quotes", what,
               node->name);
    return NULL;
}

static void rl_cfields_extra_arguments(rl_cfields *fields, int taken, const char *code) {
    int i;
    for (i = taken; i < fields->node->nargs; i++) {
        char shown[64];
        rl_show(&fields->node->args[i], shown, sizeof shown);
        rl_rep_add(fields->rep, code, fields->node->args[i].pos.line, fields->node->args[i].pos.column,
                   "'%s' takes %d %s; %s is not used", fields->node->name, taken, taken == 1 ? "label" : "labels",
                   shown);
    }
}

static void rl_cfields_unknown_child(rl_cfields *fields, const rl_node *child) {
    rl_rep_add(fields->rep, "DOC009", child->pos.line, child->pos.column, "unknown node '%s' in '%s' is kept as written",
               child->name, fields->node->name);
}

/* Fields.extras: the properties nobody took are unknown. */
static void rl_cfields_finish(rl_cfields *fields) {
    int i;
    for (i = 0; i < fields->node->nprops; i++) {
        if (!fields->taken[i]) {
            rl_rep_add(fields->rep, "DOC009", fields->node->props[i].pos.line, fields->node->props[i].pos.column,
                       "unknown property '%s' in '%s' is kept as written", fields->node->props[i].key,
                       fields->node->name);
            fields->taken[i] = 1;
        }
    }
}

/* Header.version. */
static int rl_read_version(rl_cfields *fields, int newest, const char *code) {
    const rl_value *at = rl_cfields_take(fields, "version");
    double version;
    char shown[64];
    if (!at) return newest;
    if (!rl_value_number(at, "version", code, fields->rep, &version)) return newest;
    if (version != rint(version) || version < 1) {
        rl_show(at, shown, sizeof shown);
        rl_rep_add(fields->rep, code, at->pos.line, at->pos.column, "version must be a whole number from 1, not %s",
                   shown);
        return newest;
    }
    if (version > newest) {
        rl_show(at, shown, sizeof shown);
        rl_rep_add(fields->rep, code, at->pos.line, at->pos.column,
                   "version %s was written by a newer Reel; this one reads up to %d", shown, newest);
    }
    return version < newest ? (int)version : newest;
}

/* Values.assetPath: the path of asset("path"), or NULL. */
static const rl_value *rl_asset_path(const rl_value *value) {
    if (value->kind == RL_CALL && value->len == 5 && memcmp(value->text, "asset", 5) == 0 && value->count == 1
        && value->items[0].kind == RL_STR)
        return &value->items[0];
    return NULL;
}

/* A string value copied into the reading's scratch arena (text included), so the document can be freed before
 * the clip is compiled; NULL when memory ran out. */
static const rl_value *rl_scratch_string(rl_arena *scratch, const rl_value *value) {
    rl_value *copy = (rl_value *)rl_arena_alloc(scratch, sizeof *copy);
    if (!copy) return NULL;
    *copy = *value;
    copy->text = rl_arena_strndup(scratch, value->text, value->len);
    copy->items = NULL;
    copy->count = 0;
    return copy->text ? copy : NULL;
}

/* Values.numbers: count numbers from an array into out; 0 when not (reported). */
static int rl_value_numbers(const rl_value *value, int count, const char *what, const char *code, rl_rep *rep,
                            double *out) {
    int i;
    if (value->kind != RL_ARR || value->count != count) {
        char shown[64];
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s must be an array of %d numbers, not %s", what,
                   count, shown);
        return 0;
    }
    for (i = 0; i < count; i++)
        if (!rl_value_number(&value->items[i], what, code, rep, &out[i])) return 0;
    return 1;
}

/* Every kind the file format names, in the order Java's reader lists them. This runtime plays the first
 * RL_PLAYED_KINDS; the rest belong to rigs, which it does not play yet (a track of them is refused with ANM001). */
static const char *const rl_kind_words[] = {"float32", "int32", "bool", "enum", "vec2", "vec3", "vec4", "color",
                                            "rect", "quat", "assetRef", "floats", "drawOrder"};
#define RL_KIND_WORDS 13
#define RL_PLAYED_KINDS 11
static const int rl_kind_lanes[] = {1, 1, 1, 1, 2, 3, 4, 4, 4, 4, 1};
static const char *const rl_loop_words[] = {"once", "loop", "pingPong"};
static const char *const rl_on_end_words[] = {"auto", "hold", "restore"};
static const char *const rl_authority_words[] = {"presentation", "simulation"};
static const char *const rl_interp_words[] = {"bezier", "linear", "step"};
static const char *const rl_tangent_words[] = {"auto", "linear", "free", "aligned", "flat", "constant"};
static const char *const rl_event_mode_words[] = {"gameplay", "presentation", "preview"};
enum { RL_INTERP_BEZIER, RL_INTERP_LINEAR, RL_INTERP_STEP };
enum { RL_TAN_AUTO, RL_TAN_LINEAR, RL_TAN_FREE, RL_TAN_ALIGNED, RL_TAN_FLAT, RL_TAN_CONSTANT };

static int rl_kind_is_vector(int kind) { return kind >= RL_K_VEC2 && kind <= RL_K_QUAT; }

/* A key's value as read (model Value): its tag as ClipFingerprint folds it, lanes or text. */
enum { RL_V_NUM = 0, RL_V_BOOL = 1, RL_V_SYMBOL = 2, RL_V_VEC = 3, RL_V_ASSET = 4 };

typedef struct rl_key_src {
    double time;
    int tag;
    double v[4];
    int nv;                    /* lanes of a vector */
    const char *text;          /* symbol or asset path (in the reading's scratch arena) */
    size_t text_len;
    int interp, tan_in, tan_out;
    int nin, nout;             /* 0: no handle written */
    double *in, *out;          /* nin and nout doubles in the reading's scratch arena, when written */
    int line, column;
} rl_key_src;

/* Values.read: the value of kind; 0 when it is not one (reported). */
static int rl_read_value(const rl_value *value, int kind, const char *what, const char *code, rl_rep *rep,
                         rl_key_src *key) {
    char shown[64], label[64];
    double number;
    switch (kind) {
    case RL_K_FLOAT32:
        if (!rl_value_number(value, what, code, rep, &number)) return 0;
        if (fabs(number) > FLT_MAX) {
            rl_show(value, shown, sizeof shown);
            rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s %s does not fit a float32", what, shown);
            return 0;
        }
        key->tag = RL_V_NUM; key->v[0] = number;
        return 1;
    case RL_K_INT32:
        if (!rl_value_number(value, what, code, rep, &number)) return 0;
        if (number != rint(number) || number < -2147483648.0 || number > 2147483647.0) {
            rl_show(value, shown, sizeof shown);
            rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s %s is not a 32-bit integer", what, shown);
            return 0;
        }
        key->tag = RL_V_NUM; key->v[0] = number;
        return 1;
    case RL_K_BOOL:
        if (value->kind == RL_BOOL) { key->tag = RL_V_BOOL; key->v[0] = value->boolean ? 1 : 0; return 1; }
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s must be true or false for kind=bool, not %s",
                   what, shown);
        return 0;
    case RL_K_ENUM:
        if (value->kind == RL_WORD || value->kind == RL_STR) {
            key->tag = RL_V_SYMBOL; key->text = value->text; key->text_len = value->len;
            return 1;
        }
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, code, value->pos.line, value->pos.column, "%s must be a word for kind=enum, not %s", what,
                   shown);
        return 0;
    case RL_K_ASSET_REF: {
        const rl_value *path = rl_asset_path(value);
        if (path) { key->tag = RL_V_ASSET; key->text = path->text; key->text_len = path->len; return 1; }
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, code, value->pos.line, value->pos.column,
                   "%s must be asset(\"path\") for kind=assetRef, not %s", what, shown);
        return 0;
    }
    default:
        snprintf(label, sizeof label, "%s for kind=%s", what, rl_kind_words[kind]);
        if (!rl_value_numbers(value, rl_kind_lanes[kind], label, code, rep, key->v)) return 0;
        key->tag = RL_V_VEC; key->nv = rl_kind_lanes[kind];
        return 1;
    }
}

/* Values.handle: [dt, dv], or one pair per lane for vector kinds, flat into out; the count, or 0 (reported). */
static int rl_read_handle(const rl_value *value, int kind, const char *what, const char *code, rl_rep *rep,
                          double *out) {
    int lanes = rl_kind_lanes[kind], lane;
    if (!rl_kind_is_vector(kind)) return rl_value_numbers(value, 2, what, code, rep, out) ? 2 : 0;
    if (value->kind != RL_ARR || value->count != lanes) {
        rl_rep_add(rep, code, value->pos.line, value->pos.column,
                   "%s must hold one [dt, dv] pair per lane (%d for kind=%s)", what, lanes, rl_kind_words[kind]);
        return 0;
    }
    for (lane = 0; lane < lanes; lane++)
        if (!rl_value_numbers(&value->items[lane], 2, what, code, rep, out + 2 * lane)) return 0;
    return 2 * lanes;
}

static int rl_tangent(const rl_value *value, rl_rep *rep) {
    int mode = -1;
    if (value->kind == RL_WORD || value->kind == RL_STR) mode = rl_word_index(value->text, value->len, rl_tangent_words, 6);
    if (mode < 0) {
        char choices[160], shown[64];
        rl_choices(rl_tangent_words, 6, choices, sizeof choices);
        rl_show(value, shown, sizeof shown);
        rl_rep_add(rep, "ANM001", value->pos.line, value->pos.column, "tangent must be %s, not %s", choices, shown);
        return RL_TAN_AUTO;
    }
    return mode;
}

/* What a clip's reading builds before it is compiled (the model's Clip, Track, Flipbook, ClipEvent). */
typedef struct rl_track_src {
    const char *path, *property;       /* in the reading's scratch arena, as every text below */
    size_t path_len, property_len;
    int kind, authority, on_end, root, numeric, line, column;
    int nkeys;
    rl_key_src *keys;                  /* sorted by time */
} rl_track_src;

typedef struct rl_flipbook_src {
    const char *path;
    size_t path_len;
    int has_fps;
    double fps;
    int nsprites;
    const rl_value **sprites;          /* the asset path strings */
    double *durations;                 /* NULL or nsprites */
    int nflips;
    unsigned char *flips;
    int line, column;
} rl_flipbook_src;

typedef struct rl_event_src {
    double time;
    const rl_value *name;
    int has_payload;
    double payload;
    int mode, line, column;
} rl_event_src;

typedef struct rl_clip_src {
    int version;
    double length;
    int loop, line, column;
    int nflipbooks, ntracks, nevents;
    rl_flipbook_src *flipbooks;
    rl_track_src *tracks;
    rl_event_src *events;
} rl_clip_src;

static void rl_check_time(rl_rep *rep, double time, const rl_value *at, const char *what, double length) {
    if (time < 0 || time > length) {
        char t[40], l[40];
        rl_format_number(time, t, sizeof t);
        rl_format_number(length, l, sizeof l);
        rl_rep_add(rep, "ANM002", at->pos.line, at->pos.column, "%s at t=%s is outside the clip [0, %s]", what, t, l);
    }
}

/* ClipReader.key: 1 and *key, or 0 when the key cannot be read (reported). */
static int rl_read_key(const rl_node *node, int kind, double length, rl_rep *rep, rl_arena *scratch, rl_key_src *key) {
    rl_cfields fields;
    const rl_value *time_value, *value_value, *tangent, *in_value, *out_value;
    int interp, ok_time = 0, ok_value = 0, ok_in = 1, ok_out = 1;
    if (!rl_cfields_init(&fields, node, rep, scratch)) { rep->failed = 1; return 0; }
    memset(key, 0, sizeof *key);
    key->line = node->pos.line;
    key->column = node->pos.column;
    rl_cfields_extra_arguments(&fields, 0, "ANM001");
    time_value = rl_cfields_require(&fields, "t", "ANM001");
    if (time_value) ok_time = rl_value_number(time_value, "t", "ANM001", rep, &key->time);
    value_value = rl_cfields_require(&fields, "v", "ANM001");
    if (value_value) ok_value = rl_read_value(value_value, kind, "v", "ANM001", rep, key);
    interp = rl_cfields_word(&fields, "interp", rl_interp_words, 3, "ANM001");
    key->interp = interp < 0 ? RL_INTERP_BEZIER : interp;
    key->tan_in = key->tan_out = RL_TAN_AUTO;
    tangent = rl_cfields_take(&fields, "tangent");
    if (tangent) {
        if (tangent->kind == RL_ARR) {
            if (tangent->count != 2) {
                char shown[64];
                rl_show(tangent, shown, sizeof shown);
                rl_rep_add(rep, "ANM001", tangent->pos.line, tangent->pos.column,
                           "tangent must be one word or [in, out], two words, not %s", shown);
            } else {
                key->tan_in = rl_tangent(&tangent->items[0], rep);
                key->tan_out = rl_tangent(&tangent->items[1], rep);
            }
        } else {
            key->tan_in = key->tan_out = rl_tangent(tangent, rep);
        }
    }
    in_value = rl_cfields_take(&fields, "in");
    out_value = rl_cfields_take(&fields, "out");
    if (in_value) {
        double pairs[8];
        key->nin = rl_read_handle(in_value, kind, "in", "ANM001", rep, pairs);
        ok_in = key->nin > 0;
        if (ok_in) {
            key->in = (double *)rl_arena_array(scratch, (size_t)key->nin, sizeof(double));
            if (!key->in) { rep->failed = 1; return 0; }
            memcpy(key->in, pairs, sizeof(double) * (size_t)key->nin);
        }
    }
    if (out_value) {
        double pairs[8];
        key->nout = rl_read_handle(out_value, kind, "out", "ANM001", rep, pairs);
        ok_out = key->nout > 0;
        if (ok_out) {
            key->out = (double *)rl_arena_array(scratch, (size_t)key->nout, sizeof(double));
            if (!key->out) { rep->failed = 1; return 0; }
            memcpy(key->out, pairs, sizeof(double) * (size_t)key->nout);
        }
    }
    rl_cfields_finish(&fields);
    if (!ok_time || !ok_value || !ok_in || !ok_out) return 0;
    if (key->text) {
        key->text = rl_arena_strndup(scratch, key->text, key->text_len);
        if (!key->text) { rep->failed = 1; return 0; }
    }
    rl_check_time(rep, key->time, time_value, "key", length);
    return 1;
}

/* Double.compare's order of key times (-0.0 before 0.0), for the stable sort below. */
static int rl_time_before(double a, double b) {
    if (a < b) return 1;
    if (a > b) return 0;
    return a == 0 && b == 0 && signbit(a) && !signbit(b);
}

/* KeyList.sorted: keys in time order (a stable sort, only when out of order); two at one time are ANM001. */
static int rl_sort_keys(rl_key_src *keys, int count, rl_rep *rep, rl_arena *scratch) {
    int in_order = 1, i, width;
    if (count > 1) for (i = 1; i < count && in_order; i++) in_order = keys[i - 1].time <= keys[i].time;
    if (!in_order) {
        rl_key_src *buffer = (rl_key_src *)rl_arena_array(scratch, (size_t)count, sizeof *keys);
        rl_key_src *from = keys, *to = buffer;
        if (!buffer) { rep->failed = 1; return 0; }
        for (width = 1; width < count; width *= 2) {
            for (i = 0; i < count; i += 2 * width) {
                int a = i, mid = i + width < count ? i + width : count, b = mid;
                int end = i + 2 * width < count ? i + 2 * width : count, k = i;
                while (a < mid && b < end) to[k++] = rl_time_before(from[b].time, from[a].time) ? from[b++] : from[a++];
                while (a < mid) to[k++] = from[a++];
                while (b < end) to[k++] = from[b++];
            }
            { rl_key_src *swap = from; from = to; to = swap; }
        }
        if (from != keys) memcpy(keys, from, (size_t)count * sizeof *keys);
    }
    for (i = 1; i < count; i++) {
        if (keys[i].time == keys[i - 1].time) {
            char t[40];
            rl_format_number(keys[i].time, t, sizeof t);
            rl_rep_add(rep, "ANM001", keys[i].line, keys[i].column, "two keys at t=%s on one track", t);
        }
    }
    return 1;
}

static int rl_text_is(const char *text, size_t len, const char *word) {
    return strlen(word) == len && memcmp(text, word, len) == 0;
}

/* Properties.kindOf: the kind a property Reel knows must have, or -1. */
static int rl_known_kind(const char *property, size_t len) {
    static const char *const names[] = {"transform.position", "transform.rotation", "transform.scale",
        "SpriteRenderer.sprite", "SpriteRenderer.flipX", "SpriteRenderer.flipY", "SpriteRenderer.tint",
        "SpriteRenderer.visible", "SpriteRenderer.order"};
    static const int kinds[] = {RL_K_VEC2, RL_K_FLOAT32, RL_K_VEC2, RL_K_ASSET_REF, RL_K_BOOL, RL_K_BOOL, RL_K_COLOR,
        RL_K_BOOL, RL_K_INT32};
    size_t dot;
    int i;
    for (i = 0; i < 9; i++) if (rl_text_is(property, len, names[i])) return kinds[i];
    for (dot = len; dot > 0 && property[dot - 1] != '.'; dot--) {}
    if (dot > 1) {
        size_t whole = dot - 1;
        for (i = 0; i < 9; i++) {
            if (rl_text_is(property, whole, names[i]) && rl_kind_is_vector(kinds[i]) && len - dot == 1) {
                const char *lanes = kinds[i] == RL_K_COLOR ? "rgba" : kinds[i] == RL_K_RECT ? "xywh" : "xyzw";
                const char *at = memchr(lanes, property[dot], (size_t)rl_kind_lanes[kinds[i]]);
                if (at) return RL_K_FLOAT32;
            }
        }
    }
    return -1;
}

static int rl_read_kind(const rl_node *node, const rl_value *kind_value, const rl_value *property, rl_rep *rep) {
    int kind = -1, expected;
    char choices[200], shown[64];
    if (!kind_value) {
        rl_choices(rl_kind_words, RL_KIND_WORDS, choices, sizeof choices);
        rl_rep_add(rep, "ANM001", node->pos.line, node->pos.column, "'track' needs kind= (%s)", choices);
        return -1;
    }
    if (kind_value->kind == RL_WORD)
        kind = rl_word_index(kind_value->text, kind_value->len, rl_kind_words, RL_KIND_WORDS);
    if (kind >= RL_PLAYED_KINDS) {
        rl_show(kind_value, shown, sizeof shown);
        rl_rep_add(rep, "ANM001", kind_value->pos.line, kind_value->pos.column,
                   "kind=%s belongs to rigs, which the C runtime does not play yet", shown);
        return -1;
    }
    if (kind < 0) {
        rl_choices(rl_kind_words, RL_KIND_WORDS, choices, sizeof choices);
        rl_show(kind_value, shown, sizeof shown);
        rl_rep_add(rep, "ANM001", kind_value->pos.line, kind_value->pos.column, "unknown kind %s; expected %s", shown,
                   choices);
        return -1;
    }
    if (property) {
        expected = rl_known_kind(property->text, property->len);
        if (expected >= 0 && expected != kind) {
            rl_rep_add(rep, "ANM001", kind_value->pos.line, kind_value->pos.column,
                       "kind=%s does not match %.*s, which is %s", rl_kind_words[kind], (int)property->len,
                       property->text, rl_kind_words[expected]);
            return -1;
        }
    }
    return kind;
}

/* ClipReader.track: 1 with *track filled, 0 when the track is not readable (reported). */
static int rl_read_track(const rl_node *node, double length, int streamed, rl_rep *rep, rl_arena *scratch,
                         rl_track_src *track) {
    rl_cfields fields;
    const rl_value *path, *property, *kind_value;
    int kind, authority, on_end, root, numeric, readable, i, n = 0;
    if (!rl_cfields_init(&fields, node, rep, scratch)) { rep->failed = 1; return 0; }
    path = rl_cfields_label(&fields, 0, "the node path", "ANM001");
    rl_cfields_extra_arguments(&fields, 1, "ANM001");
    if (!rl_cfields_has(&fields, "prop"))
        rl_rep_add(rep, "ANM001", node->pos.line, node->pos.column, "'track' needs prop=\"Component.Field\"");
    property = rl_cfields_string(&fields, "prop", "ANM001");
    kind_value = rl_cfields_take(&fields, "kind");
    kind = rl_read_kind(node, kind_value, property, rep);
    authority = rl_cfields_word(&fields, "authority", rl_authority_words, 2, "ANM001");
    on_end = rl_cfields_word(&fields, "onEnd", rl_on_end_words, 3, "ANM001");
    root = rl_cfields_bool(&fields, "root", "ANM001");
    numeric = rl_cfields_bool(&fields, "numeric", "ANM001");
    readable = path && property && kind >= 0;
    if (readable && root == 1 && !(path->len == 0 && rl_text_is(property->text, property->len, "transform.position")
                                   && kind == RL_K_VEC2))
        rl_rep_add(rep, "ANM001", node->pos.line, node->pos.column,
                   "root=true is only for track \"\" prop=\"transform.position\" kind=vec2");
    if (readable && numeric == 1 && kind != RL_K_INT32)
        rl_rep_add(rep, "ANM001", node->pos.line, node->pos.column, "numeric=true is only for kind=int32");
    memset(track, 0, sizeof *track);
    if (readable) {
        track->keys = (rl_key_src *)rl_arena_array(scratch, (size_t)node->nchildren + 1, sizeof(rl_key_src));
        if (!track->keys) { rep->failed = 1; return 0; }
    }
    /* The Java reader takes a readable track's keys while the file streams by (StreamedKeys) when the clip's
     * length is known from its header, and reports what they found before the track's unknown children; else
     * the keys are read among the children, in file order. */
    if (readable && streamed) {
        for (i = 0; i < node->nchildren; i++)
            if (strcmp(node->children[i].name, "key") == 0
                && rl_read_key(&node->children[i], kind, length, rep, scratch, &track->keys[n]))
                n++;
    }
    for (i = 0; i < node->nchildren; i++) {
        const rl_node *child = &node->children[i];
        if (strcmp(child->name, "key") == 0) {
            if (readable && !streamed && rl_read_key(child, kind, length, rep, scratch, &track->keys[n])) n++;
        } else {
            rl_cfields_unknown_child(&fields, child);
        }
    }
    rl_cfields_finish(&fields);
    if (!readable) return 0;
    if (!rl_sort_keys(track->keys, n, rep, scratch)) return 0;
    track->path = rl_arena_strndup(scratch, path->text, path->len); track->path_len = path->len;
    track->property = rl_arena_strndup(scratch, property->text, property->len); track->property_len = property->len;
    if (!track->path || !track->property) { rep->failed = 1; return 0; }
    track->kind = kind;
    track->authority = authority < 0 ? RL_PRESENTATION : authority;
    track->on_end = on_end < 0 ? RL_END_AUTO : on_end;
    track->root = root == 1;
    track->numeric = numeric == 1;
    track->line = node->pos.line;
    track->column = node->pos.column;
    track->nkeys = n;
    return 1;
}

static double rl_frame_start(const rl_flipbook_src *flipbook, int index) {
    double start = 0;
    int i;
    if (!flipbook->durations) return index / (flipbook->has_fps ? flipbook->fps : 12.0);
    for (i = 0; i < index && i < flipbook->nsprites; i++) start += flipbook->durations[i];
    return start;
}

/* ClipReader.flipbook: 1 with *flipbook filled, 0 when it is dropped (reported). */
static int rl_read_flipbook(const rl_node *node, double length, rl_rep *rep, rl_arena *scratch,
                            rl_flipbook_src *flipbook) {
    rl_cfields fields;
    const rl_value *path, *durations, *flips, *sprites;
    int fps_state, i;
    double fps = 0;
    char shown[64], a[40], b[40];
    if (!rl_cfields_init(&fields, node, rep, scratch)) { rep->failed = 1; return 0; }
    memset(flipbook, 0, sizeof *flipbook);
    path = rl_cfields_label(&fields, 0, "the node path", "ANM001");
    rl_cfields_extra_arguments(&fields, 1, "ANM001");
    fps_state = rl_cfields_number(&fields, "fps", "ANM001", &fps);
    durations = rl_cfields_take(&fields, "durations");
    flips = rl_cfields_take(&fields, "flipX");
    sprites = rl_cfields_require(&fields, "sprites", "ANM001");
    if (sprites && sprites->kind == RL_ARR) {
        flipbook->sprites = (const rl_value **)rl_arena_array(scratch, (size_t)sprites->count + 1, sizeof(rl_value *));
        if (!flipbook->sprites) { rep->failed = 1; return 0; }
        for (i = 0; i < sprites->count; i++) {
            const rl_value *sprite = rl_asset_path(&sprites->items[i]);
            if (!sprite) {
                rl_show(&sprites->items[i], shown, sizeof shown);
                rl_rep_add(rep, "ANM001", sprites->items[i].pos.line, sprites->items[i].pos.column,
                           "a sprite must be asset(\"path\"), not %s", shown);
                return 0;
            }
            flipbook->sprites[i] = rl_scratch_string(scratch, sprite);
            if (!flipbook->sprites[i]) { rep->failed = 1; return 0; }
        }
        flipbook->nsprites = sprites->count;
    } else if (sprites) {
        rl_rep_add(rep, "ANM001", sprites->pos.line, sprites->pos.column, "sprites must be an array of asset(\"path\")");
        return 0;
    }
    if (fps_state == 1 && fps <= 0) {
        rl_format_number(fps, a, sizeof a);
        rl_rep_add(rep, "ANM001", node->pos.line, node->pos.column, "fps must be above 0, not %s", a);
        return 0;
    }
    /* Java: a bad fps value (not a number) reads as no fps. */
    flipbook->has_fps = fps_state == 1;
    flipbook->fps = fps;
    if (durations) {
        if (fps_state == 1) {
            rl_rep_add(rep, "ANM001", durations->pos.line, durations->pos.column,
                       "'frames' takes fps= or durations=, not both");
            return 0;
        }
        flipbook->durations = (double *)rl_arena_array(scratch, (size_t)flipbook->nsprites + 1, sizeof(double));
        if (!flipbook->durations) { rep->failed = 1; return 0; }
        if (!rl_value_numbers(durations, flipbook->nsprites, "durations (one per sprite)", "ANM001", rep,
                              flipbook->durations))
            return 0;
        for (i = 0; i < flipbook->nsprites; i++) {
            if (flipbook->durations[i] <= 0) {
                rl_rep_add(rep, "ANM001", durations->pos.line, durations->pos.column, "every duration must be above 0");
                return 0;
            }
        }
        if (flipbook->nsprites == 0) flipbook->durations = NULL;   /* an empty list is no list */
    }
    if (flips) {
        if (flips->kind != RL_ARR || flips->count != flipbook->nsprites) {
            rl_rep_add(rep, "ANM001", flips->pos.line, flips->pos.column,
                       "flipX must hold one true/false per sprite (%d)", flipbook->nsprites);
            return 0;
        }
        flipbook->flips = (unsigned char *)rl_arena_alloc(scratch, (size_t)flips->count + 1);
        if (!flipbook->flips) { rep->failed = 1; return 0; }
        for (i = 0; i < flips->count; i++) {
            if (flips->items[i].kind != RL_BOOL) {
                rl_show(&flips->items[i], shown, sizeof shown);
                rl_rep_add(rep, "ANM001", flips->items[i].pos.line, flips->items[i].pos.column,
                           "flipX must hold true or false, not %s", shown);
                return 0;
            }
            flipbook->flips[i] = (unsigned char)flips->items[i].boolean;
        }
        flipbook->nflips = flips->count;
    }
    if (!path || !sprites) return 0;
    flipbook->path = rl_arena_strndup(scratch, path->text, path->len);
    if (!flipbook->path) { rep->failed = 1; return 0; }
    flipbook->path_len = path->len;
    rl_cfields_finish(&fields);
    flipbook->line = node->pos.line;
    flipbook->column = node->pos.column;
    for (i = 0; i < flipbook->nsprites; i++) {
        double start = rl_frame_start(flipbook, i);
        if (start > length + 1e-9) {
            rl_format_number(start, a, sizeof a);
            rl_format_number(length, b, sizeof b);
            rl_rep_add(rep, "ANM002", node->pos.line, node->pos.column,
                       "frame %d starts at %s s, after the clip's length %s s", i, a, b);
            break;
        }
    }
    return 1;
}

static int rl_read_event(const rl_node *node, double length, rl_rep *rep, rl_arena *scratch, rl_event_src *event) {
    rl_cfields fields;
    const rl_value *time_value, *name;
    int ok_time = 0, payload, mode;
    if (!rl_cfields_init(&fields, node, rep, scratch)) { rep->failed = 1; return 0; }
    memset(event, 0, sizeof *event);
    rl_cfields_extra_arguments(&fields, 0, "ANM001");
    time_value = rl_cfields_require(&fields, "t", "ANM001");
    if (time_value) ok_time = rl_value_number(time_value, "t", "ANM001", rep, &event->time);
    if (!rl_cfields_has(&fields, "name"))
        rl_rep_add(rep, "ANM001", node->pos.line, node->pos.column, "'event' needs name=\"...\"");
    name = rl_cfields_string(&fields, "name", "ANM001");
    payload = rl_cfields_number(&fields, "payload", "ANM001", &event->payload);
    event->has_payload = payload == 1;
    mode = rl_cfields_word(&fields, "mode", rl_event_mode_words, 3, "ANM001");
    event->mode = mode < 0 ? RL_EV_GAMEPLAY : mode;
    rl_cfields_finish(&fields);
    if (!ok_time || !name) return 0;
    event->name = rl_scratch_string(scratch, name);
    if (!event->name) { rep->failed = 1; return 0; }
    event->line = node->pos.line;
    event->column = node->pos.column;
    rl_check_time(rep, event->time, time_value, "event", length);
    return 1;
}

/* ClipReader.clip over the file's root: 1 with *clip filled, 0 when there is no clip to read (reported). */
static int rl_read_clip_src(const rl_node *root, rl_rep *rep, rl_arena *scratch, rl_clip_src *clip) {
    const rl_node *anim = NULL;
    rl_cfields fields;
    int i, loop, has_length, streamed;
    double length = 0;
    memset(clip, 0, sizeof *clip);
    /* TopLevel.split: one 'anim' node; any other top-level entry is unknown. */
    {
        int next_prop = 0, next_child = 0;
        while (next_prop < root->nprops || next_child < root->nchildren) {
            const rl_prop *prop = next_prop < root->nprops ? &root->props[next_prop] : NULL;
            const rl_node *child = next_child < root->nchildren ? &root->children[next_child] : NULL;
            int prop_first = prop && (!child || prop->pos.line < child->pos.line
                                      || (prop->pos.line == child->pos.line && prop->pos.column < child->pos.column));
            if (prop_first) {
                rl_rep_add(rep, "DOC009", prop->pos.line, prop->pos.column,
                           "unknown top-level property line is kept as written");
                next_prop++;
            } else if (strcmp(child->name, "anim") == 0) {
                if (anim) rl_rep_add(rep, "ANM001", child->pos.line, child->pos.column,
                                     "a second 'anim' node; a file holds one");
                else anim = child;
                next_child++;
            } else {
                rl_rep_add(rep, "DOC009", child->pos.line, child->pos.column,
                           "unknown top-level node '%s' is kept as written", child->name);
                next_child++;
            }
        }
    }
    if (!anim) {
        rl_rep_add(rep, "ANM001", 1, 1, "expected a 'anim' node at the top level");
        return 0;
    }
    if (!rl_cfields_init(&fields, anim, rep, scratch)) { rep->failed = 1; return 0; }
    rl_cfields_extra_arguments(&fields, 0, "ANM001");
    clip->version = rl_read_version(&fields, 1, "ANM001");
    if (rl_cfields_has(&fields, "rig")) {
        /* A clip of a rig (docs/formats.md "Playing a rig"): its tracks address bones, slots and meshes that only
           a rig runtime poses. This runtime has none yet, so it refuses the clip rather than play bones as nodes. */
        rl_cfields_take(&fields, "rig");
        rl_rep_add(rep, "ANM001", anim->pos.line, anim->pos.column,
                   "the clip animates a rig (rig=); the C runtime does not play rigs yet, so it refuses the clip "
                   "(reel play plays it)");
    }
    has_length = rl_cfields_has(&fields, "length");
    if (!has_length)
        rl_rep_add(rep, "ANM001", anim->pos.line, anim->pos.column, "'anim' needs length= in seconds");
    streamed = rl_cfields_number(&fields, "length", "ANM001", &length) == 1;
    if (!streamed) length = 0;
    if (length < 0) {
        char l[40];
        rl_format_number(length, l, sizeof l);
        rl_rep_add(rep, "ANM001", anim->pos.line, anim->pos.column, "length %s is negative", l);
        length = 0;
    }
    clip->length = length;
    loop = rl_cfields_word(&fields, "loop", rl_loop_words, 3, "ANM001");
    clip->loop = loop < 0 ? RL_ONCE : loop;
    clip->line = anim->pos.line;
    clip->column = anim->pos.column;
    clip->flipbooks = (rl_flipbook_src *)rl_arena_array(scratch, (size_t)anim->nchildren + 1, sizeof(rl_flipbook_src));
    clip->tracks = (rl_track_src *)rl_arena_array(scratch, (size_t)anim->nchildren + 1, sizeof(rl_track_src));
    clip->events = (rl_event_src *)rl_arena_array(scratch, (size_t)anim->nchildren + 1, sizeof(rl_event_src));
    if (!clip->flipbooks || !clip->tracks || !clip->events) { rep->failed = 1; return 0; }
    for (i = 0; i < anim->nchildren && !rep->failed; i++) {
        const rl_node *child = &anim->children[i];
        if (strcmp(child->name, "frames") == 0) {
            if (rl_read_flipbook(child, length, rep, scratch, &clip->flipbooks[clip->nflipbooks])) clip->nflipbooks++;
        } else if (strcmp(child->name, "track") == 0) {
            if (rl_read_track(child, length, streamed, rep, scratch, &clip->tracks[clip->ntracks])) clip->ntracks++;
        } else if (strcmp(child->name, "event") == 0) {
            if (rl_read_event(child, length, rep, scratch, &clip->events[clip->nevents])) clip->nevents++;
        } else {
            rl_cfields_unknown_child(&fields, child);
        }
    }
    rl_cfields_finish(&fields);
    return !rep->failed;
}

/* ---- compiling (TrackCompiler, KeyHandles, CubicTime.expand, CubicTimeTable.expand, ClipFingerprint) ---- */

/* A double-double (CubicTime.Exact): high + low, built with error-free sums and products. */
typedef struct rl_exact { double high, low; } rl_exact;

static rl_exact rl_exact_of(double value) { rl_exact e; e.high = value; e.low = 0; return e; }

static rl_exact rl_exact_product(double a, double b) {
    rl_exact e;
    e.high = a * b;
    e.low = fma(a, b, -e.high);
    return e;
}

static rl_exact rl_exact_plus(rl_exact a, rl_exact b) {
    double sum = a.high + b.high;
    double virtual_ = sum - a.high;
    double error = (a.high - (sum - virtual_)) + (b.high - virtual_) + a.low + b.low;
    double normal = sum + error;
    rl_exact e;
    e.high = normal;
    e.low = error - (normal - sum);
    return e;
}

static rl_exact rl_exact_times(rl_exact a, double factor) {
    double p = a.high * factor;
    double error = fma(a.high, factor, -p) + a.low * factor;
    double normal = p + error;
    rl_exact e;
    e.high = normal;
    e.low = error - (normal - p);
    return e;
}

/* CubicTime.expand: the time curve about its inflection, in double-double. */
static void rl_cubic_time_expand(double a1, double a2, double *into) {
    rl_exact c1 = rl_exact_product(3, a1);
    rl_exact c2 = rl_exact_plus(rl_exact_product(3, a2), rl_exact_product(-6, a1));
    rl_exact c3 = rl_exact_plus(rl_exact_plus(rl_exact_of(1), rl_exact_product(3, a1)), rl_exact_product(-3, a2));
    double inflection = c3.high == 0 ? 0.5 : -c2.high / (3 * c3.high);
    double m = rl_jmax(0, rl_jmin(1, inflection));
    rl_exact x0 = rl_exact_times(rl_exact_plus(rl_exact_times(rl_exact_plus(rl_exact_times(c3, m), c2), m), c1), m);
    rl_exact x1 = rl_exact_plus(rl_exact_times(rl_exact_plus(rl_exact_times(c3, 3 * m), rl_exact_plus(c2, c2)), m), c1);
    rl_exact x2 = rl_exact_plus(rl_exact_times(c3, 3 * m), c2);
    into[0] = m;
    into[1] = x0.high;
    into[2] = x0.low;
    into[3] = rl_jmax(0, x1.high + x1.low);
    into[4] = x2.high + x2.low;
    into[5] = c3.high + c3.low;
}

static double rl_curve_slope(double c1, double c2, double c3, double u) { return (3 * c3 * u + 2 * c2) * u + c1; }

/* CubicTimeTable.expand: the curve, its least slope and the table of parameters at 17 times. */
static void rl_curve_expand(double a1, double a2, double *into) {
    double c1 = 3 * a1, c2 = 3 * a2 - 6 * a1, c3 = 1 + 3 * a1 - 3 * a2, slope;
    double nodes[RL_CTT_CELLS + 1];
    int j;
    rl_cubic_time_expand(a1, a2, into + RL_CTT_FALLBACK);
    slope = rl_jmin(rl_curve_slope(c1, c2, c3, 0), rl_curve_slope(c1, c2, c3, 1));
    if (c3 > 0) {
        double vertex = -c2 / (3 * c3);
        if (vertex > 0 && vertex < 1) slope = rl_jmin(slope, rl_curve_slope(c1, c2, c3, vertex));
    }
    slope = slope * (1 - 1e-9) - 1e-15;
    into[0] = c1;
    into[1] = c2;
    into[2] = c3;
    into[3] = slope > 1e-9 ? 1 / slope : HUGE_VAL;
    for (j = 0; j <= RL_CTT_CELLS; j++)
        nodes[j] = j == 0 ? 0 : j == RL_CTT_CELLS ? 1
                 : rl_cubic_time_solve(into + RL_CTT_FALLBACK, j * (1.0 / RL_CTT_CELLS));
    for (j = 0; j <= RL_CTT_CELLS; j++) {
        double secant = rl_jmax(j > 0 ? nodes[j] - nodes[j - 1] : 0, j < RL_CTT_CELLS ? nodes[j + 1] - nodes[j] : 0);
        double derivative = rl_curve_slope(c1, c2, c3, nodes[j]);
        into[RL_CTT_NODES + 2 * j] = nodes[j];
        into[RL_CTT_NODES + 2 * j + 1] = derivative > 0 ? rl_jmin((1.0 / RL_CTT_CELLS) / derivative, 3 * secant)
                                                        : 3 * secant;
    }
}

/* TrackCompiler.autoSlopes: Catmull-Rom, zero at the ends and at extrema, clamped (Fritsch-Carlson). */
static void rl_auto_slopes(const double *times, const double *values, int count, int lanes, double *slopes) {
    int i, lane;
    for (i = 1; i + 1 < count; i++) {
        double before = times[i] - times[i - 1], after = times[i + 1] - times[i];
        if (before <= 0 || after <= 0) continue;
        for (lane = 0; lane < lanes; lane++) {
            double previous = values[(i - 1) * lanes + lane];
            double current = values[i * lanes + lane];
            double next = values[(i + 1) * lanes + lane];
            double incoming = (current - previous) / before;
            double outgoing = (next - current) / after;
            double slope, limit;
            if (incoming * outgoing <= 0) continue;
            slope = (next - previous) / (before + after);
            limit = 3 * rl_jmin(fabs(incoming), fabs(outgoing));
            slopes[i * lanes + lane] = fabs(slope) > limit ? copysign(limit, slope) : slope;
        }
    }
}

/* KeyHandles.fit: one lane of a written handle as (|dt|, dv), fitted into its segment. */
static void rl_fit(const double *vector, int size, int lane, double span, double direction, double *handle) {
    int at = size == 2 ? 0 : lane * 2;
    double time = vector[at] * direction, value = vector[at + 1];
    if (time - time != 0 || value - value != 0) { time = 0; value = 0; }
    if (time <= 0) { handle[0] = 0; handle[1] = value; }
    else if (time > span) { handle[0] = span; handle[1] = value * span / time; }
    else { handle[0] = time; handle[1] = value; }
}

static int rl_tangent_written(int mode) { return mode == RL_TAN_FREE || mode == RL_TAN_ALIGNED; }

static void rl_out_handle(const rl_key_src *key, int lane, double span, double rise, double slope, double *handle) {
    int mode = key->tan_out;
    if (rl_tangent_written(mode) && key->nout > 0) { rl_fit(key->out, key->nout, lane, span, 1, handle); return; }
    handle[0] = mode == RL_TAN_CONSTANT ? 0 : span / 3;
    handle[1] = mode == RL_TAN_LINEAR ? rise / 3 : mode == RL_TAN_FLAT || mode == RL_TAN_CONSTANT ? 0 : slope * span / 3;
}

static void rl_in_handle(const rl_key_src *key, int lane, double span, double rise, double slope, double *handle) {
    int mode = key->tan_in;
    if (rl_tangent_written(mode) && key->nin > 0) {
        rl_fit(key->in, key->nin, lane, span, -1, handle);
        handle[0] = -handle[0];
        return;
    }
    handle[0] = mode == RL_TAN_CONSTANT ? 0 : -span / 3;
    handle[1] = mode == RL_TAN_LINEAR ? -rise / 3 : mode == RL_TAN_FLAT || mode == RL_TAN_CONSTANT ? 0
              : -slope * span / 3;
}

static void rl_align(double *handles, int own, int leader) {
    double leader_time = handles[leader], leader_value = handles[leader + 1];
    if (leader_time != 0) {
        handles[own + 1] = handles[own] * (leader_value / leader_time);
    } else if (leader_value != 0) {
        handles[own] = 0;
        handles[own + 1] = -copysign(fabs(handles[own + 1]), leader_value);
    }
}

/* KeyHandles.compute: per key and lane (in dt, in dv, out dt, out dv). */
static void rl_key_handles(const rl_key_src *keys, const double *times, const double *values, int count, int lanes,
                           const double *slopes, double *handles) {
    double handle[2];
    int i, lane;
    size_t n = (size_t)count * (size_t)lanes * 4, k;
    for (i = 0; i + 1 < count; i++) {
        double span = times[i + 1] - times[i];
        if (span <= 0) continue;
        for (lane = 0; lane < lanes; lane++) {
            double rise = values[(i + 1) * lanes + lane] - values[i * lanes + lane];
            int out = (i * lanes + lane) * 4 + 2, in = ((i + 1) * lanes + lane) * 4;
            rl_out_handle(&keys[i], lane, span, rise, slopes[i * lanes + lane], handle);
            handles[out] = handle[0];
            handles[out + 1] = handle[1];
            rl_in_handle(&keys[i + 1], lane, span, rise, slopes[(i + 1) * lanes + lane], handle);
            handles[in] = handle[0];
            handles[in + 1] = handle[1];
        }
    }
    for (i = 0; i < count; i++) {
        const rl_key_src *key = &keys[i];
        int has_in = i > 0 && times[i] - times[i - 1] > 0;
        int has_out = i + 1 < count && times[i + 1] - times[i] > 0;
        for (lane = 0; lane < lanes; lane++) {
            int at = (i * lanes + lane) * 4;
            if (key->tan_out == RL_TAN_ALIGNED && key->tan_in != RL_TAN_ALIGNED && has_out && has_in
                && key->tan_in != RL_TAN_CONSTANT)
                rl_align(handles, at + 2, at);
            if (key->tan_in == RL_TAN_ALIGNED && has_in && has_out && key->tan_out != RL_TAN_CONSTANT)
                rl_align(handles, at, at + 2);
        }
    }
    for (k = 0; k < n; k++) handles[k] = handles[k] + 0.0;
}

/* The clip's text table (TextTable): each distinct text once, in first-use order. */
typedef struct rl_texts {
    const char **texts;
    size_t *lens;
    int count, capacity;
    int *slots;                /* open addressing over texts, -1 empty */
    size_t mask;
} rl_texts;

static uint64_t rl_fnv_bytes(uint64_t h, const void *bytes, size_t len) {
    const unsigned char *p = (const unsigned char *)bytes;
    size_t i;
    for (i = 0; i < len; i++) { h ^= p[i]; h *= 0x100000001b3ULL; }
    return h;
}

static int rl_text_index(rl_texts *table, rl_arena *scratch, const char *text, size_t len) {
    size_t h = (size_t)rl_fnv_bytes(0xcbf29ce484222325ULL, text, len) & table->mask;
    for (; table->slots[h] >= 0; h = (h + 1) & table->mask) {
        int at = table->slots[h];
        if (table->lens[at] == len && memcmp(table->texts[at], text, len) == 0) return at;
    }
    if (table->count == table->capacity) return -1;   /* sized for every text the clip can have */
    (void)scratch;
    table->texts[table->count] = text;
    table->lens[table->count] = len;
    table->slots[h] = table->count;
    return table->count++;
}

/* Fnv64 as the Java runtime folds values. */
typedef struct rl_fnv { uint64_t h; } rl_fnv;
static void rl_fnv_long(rl_fnv *f, uint64_t value) {
    int shift;
    for (shift = 0; shift < 64; shift += 8) { f->h ^= (value >> shift) & 0xff; f->h *= 0x100000001b3ULL; }
}
static void rl_fnv_int(rl_fnv *f, int value) { rl_fnv_long(f, (uint64_t)(int64_t)value); }
static void rl_fnv_double(rl_fnv *f, double value) {
    uint64_t bits;
    value = value + 0.0;
    if (value != value) bits = 0x7ff8000000000000ULL;
    else memcpy(&bits, &value, sizeof bits);
    rl_fnv_long(f, bits);
}
static void rl_fnv_string(rl_fnv *f, const char *text, size_t len) {
    if (!text) { rl_fnv_long(f, (uint64_t)(int64_t)-1); return; }
    rl_fnv_long(f, (uint64_t)len);
    f->h = rl_fnv_bytes(f->h, text, len);
}
static void rl_fnv_word(rl_fnv *f, const char *word) { rl_fnv_string(f, word, strlen(word)); }
static uint64_t rl_text_hash(const char *text, size_t len) {
    rl_fnv f;
    f.h = 0xcbf29ce484222325ULL;
    rl_fnv_string(&f, text, len);
    return f.h;
}

static void rl_fnv_handle(rl_fnv *f, const double *values, int count) {
    int i;
    if (count == 0) { rl_fnv_int(f, -1); return; }
    rl_fnv_int(f, 3);
    rl_fnv_int(f, count);
    for (i = 0; i < count; i++) rl_fnv_double(f, values[i]);
}

/* ClipFingerprint.of. */
static uint64_t rl_clip_fingerprint(const rl_clip_src *clip) {
    rl_fnv f;
    int i, j;
    f.h = 0xcbf29ce484222325ULL;
    rl_fnv_int(&f, clip->version);
    rl_fnv_double(&f, clip->length);
    rl_fnv_word(&f, rl_loop_words[clip->loop]);
    rl_fnv_int(&f, clip->nflipbooks);
    for (i = 0; i < clip->nflipbooks; i++) {
        const rl_flipbook_src *b = &clip->flipbooks[i];
        rl_fnv_string(&f, b->path, b->path_len);
        rl_fnv_double(&f, b->has_fps ? b->fps : NAN);
        rl_fnv_int(&f, b->durations ? b->nsprites : 0);
        for (j = 0; b->durations && j < b->nsprites; j++) rl_fnv_double(&f, b->durations[j]);
        rl_fnv_int(&f, b->nflips);
        for (j = 0; j < b->nflips; j++) rl_fnv_long(&f, b->flips[j] ? 1 : 0);
        rl_fnv_int(&f, b->nsprites);
        for (j = 0; j < b->nsprites; j++) rl_fnv_string(&f, b->sprites[j]->text, b->sprites[j]->len);
    }
    rl_fnv_int(&f, clip->ntracks);
    for (i = 0; i < clip->ntracks; i++) {
        const rl_track_src *t = &clip->tracks[i];
        rl_fnv_string(&f, t->path, t->path_len);
        rl_fnv_string(&f, t->property, t->property_len);
        rl_fnv_word(&f, rl_kind_words[t->kind]);
        rl_fnv_word(&f, rl_authority_words[t->authority]);
        rl_fnv_word(&f, t->on_end == RL_END_AUTO ? "hold" : t->on_end == RL_END_HOLD ? "hold (explicit)" : "restore");
        rl_fnv_long(&f, t->root ? 1 : 0);
        rl_fnv_long(&f, t->numeric ? 1 : 0);
        rl_fnv_int(&f, t->nkeys);
        for (j = 0; j < t->nkeys; j++) {
            const rl_key_src *k = &t->keys[j];
            rl_fnv_double(&f, k->time);
            switch (k->tag) {
            case RL_V_NUM: rl_fnv_int(&f, 0); rl_fnv_double(&f, k->v[0]); break;
            case RL_V_BOOL: rl_fnv_int(&f, 1); rl_fnv_long(&f, k->v[0] != 0 ? 1 : 0); break;
            case RL_V_SYMBOL: rl_fnv_int(&f, 2); rl_fnv_string(&f, k->text, k->text_len); break;
            case RL_V_VEC: rl_fnv_handle(&f, k->v, k->nv); break;
            default: rl_fnv_int(&f, 4); rl_fnv_string(&f, k->text, k->text_len); break;
            }
            rl_fnv_word(&f, rl_interp_words[k->interp]);
            if (k->tan_in == k->tan_out) {
                rl_fnv_word(&f, rl_tangent_words[k->tan_in]);
            } else {
                char both[32];
                snprintf(both, sizeof both, "%s/%s", rl_tangent_words[k->tan_in], rl_tangent_words[k->tan_out]);
                rl_fnv_word(&f, both);
            }
            rl_fnv_handle(&f, k->in, k->nin);
            rl_fnv_handle(&f, k->out, k->nout);
        }
    }
    rl_fnv_int(&f, clip->nevents);
    for (i = 0; i < clip->nevents; i++) {
        const rl_event_src *e = &clip->events[i];
        rl_fnv_double(&f, e->time);
        rl_fnv_string(&f, e->name->text, e->name->len);
        rl_fnv_double(&f, e->has_payload ? e->payload : NAN);
        rl_fnv_word(&f, rl_event_mode_words[e->mode]);
    }
    return f.h;
}

/* TrackCompiler.compile of one track into *track (records and key times in the clip's arena); bent segments'
 * curves are appended to curves. 0 when memory ran out. */
/* The bent segments' time curves as they are made: a buffer grown through the caller's allocator. */
typedef struct rl_curves { double *data; size_t count, capacity; const reel_allocator *allocator; } rl_curves;

static double *rl_curves_room(rl_curves *curves, size_t more) {
    if (curves->count + more > curves->capacity) {
        size_t grown = curves->capacity ? curves->capacity : 1024;
        double *data;
        while (grown < curves->count + more) grown *= 2;
        data = (double *)rl_realloc(curves->allocator, curves->data, curves->capacity * sizeof(double),
                                    grown * sizeof(double));
        if (!data) return NULL;
        curves->data = data;
        curves->capacity = grown;
    }
    return curves->data + curves->count;
}

static int rl_compile_track(const rl_track_src *src, rl_texts *texts, rl_arena *arena, rl_arena *scratch,
                            rl_curves *curves, rl_track *track) {
    int kind = src->kind, lanes = rl_kind_lanes[kind], stride = 3 + 4 * lanes, count = src->nkeys;
    int i, lane, steps_only;
    double *times, *values, *records, *slopes = NULL, *handles = NULL;
    times = (double *)rl_arena_array(arena, (size_t)count + 1, sizeof(double));
    records = (double *)rl_arena_array(arena, (size_t)count * (size_t)stride + 1, sizeof(double));
    values = (double *)rl_arena_array(scratch, (size_t)count * (size_t)lanes + 1, sizeof(double));
    if (!times || !records || !values) return 0;
    for (i = 0; i < count; i++) {
        const rl_key_src *key = &src->keys[i];
        double *into = values + i * lanes;
        times[i] = key->time;
        switch (kind) {
        case RL_K_FLOAT32: into[0] = key->v[0]; break;
        case RL_K_INT32: into[0] = rl_round_half_away(key->v[0]); break;
        case RL_K_BOOL: into[0] = key->v[0] != 0 ? 1 : 0; break;
        case RL_K_ENUM: case RL_K_ASSET_REF:
            into[0] = rl_text_index(texts, scratch, key->text, key->text_len);
            break;
        default:
            for (lane = 0; lane < lanes && lane < key->nv; lane++) into[lane] = key->v[lane];
            if (kind == RL_K_QUAT) {
                double x = into[0], y = into[1], z = into[2], w = into[3];
                double norm = sqrt(x * x + y * y + z * z + w * w);
                if (norm == 0 || norm - norm != 0) {
                    into[0] = 0; into[1] = 0; into[2] = 0; into[3] = 1;
                } else {
                    for (lane = 0; lane < 4; lane++) into[lane] /= norm;
                }
            }
        }
    }
    for (i = 0; i < count; i++) {
        double *at = records + (size_t)i * (size_t)stride;
        double span = i + 1 < count ? times[i + 1] - times[i] : 0;
        at[0] = times[i];
        at[1] = span > 0 ? 1 / span : 0;
        at[2] = 0;
        for (lane = 0; lane < lanes; lane++) at[3 + 4 * lane] = values[i * lanes + lane];
    }
    steps_only = kind == RL_K_BOOL || kind == RL_K_ENUM || kind == RL_K_ASSET_REF
                 || (kind == RL_K_INT32 && !src->numeric);
    if (!steps_only && kind != RL_K_QUAT) {
        slopes = (double *)rl_arena_array(scratch, (size_t)count * (size_t)lanes + 1, sizeof(double));
        handles = (double *)rl_arena_array(scratch, (size_t)count * (size_t)lanes * 4 + 1, sizeof(double));
        if (!slopes || !handles) return 0;
        rl_auto_slopes(times, values, count, lanes, slopes);
        rl_key_handles(src->keys, times, values, count, lanes, slopes, handles);
    }
    for (i = 0; i + 1 < count; i++) {
        double span = times[i + 1] - times[i];
        int interp = src->keys[i].interp;
        double *at = records + (size_t)i * (size_t)stride;
        if (steps_only || interp == RL_INTERP_STEP || span <= 0 || src->keys[i].tan_out == RL_TAN_CONSTANT
            || src->keys[i + 1].tan_in == RL_TAN_CONSTANT)
            continue;
        if (kind == RL_K_QUAT) {
            double dot = 0;
            at[2] = 2;
            for (lane = 0; lane < 4; lane++) dot += values[i * 4 + lane] * values[(i + 1) * 4 + lane];
            at[4] = RL_CLIP_ACOS(rl_jmin(1, fabs(dot)));
            at[5] = dot < 0 ? -1 : 1;
        } else if (interp == RL_INTERP_LINEAR) {
            for (lane = 0; lane < lanes; lane++)
                at[4 + 4 * lane] = values[(i + 1) * lanes + lane] - values[i * lanes + lane];
        } else {
            int bent = 0;
            double *segment = rl_curves_room(curves, (size_t)lanes * RL_CURVE_STRIDE);
            if (!segment) return 0;
            for (lane = 0; lane < lanes; lane++) {
                double start_value = values[i * lanes + lane], end_value = values[(i + 1) * lanes + lane];
                int out = (i * lanes + lane) * 4 + 2, in = ((i + 1) * lanes + lane) * 4;
                double out_time = handles[out], out_value = handles[out + 1];
                double in_time = handles[in], in_value = handles[in + 1];
                double y1 = start_value + out_value, y2 = end_value + in_value, a1, a2;
                double *cubic = at + 4 + 4 * lane;
                cubic[0] = 3 * (y1 - start_value);
                cubic[1] = 3 * (start_value - 2 * y1 + y2);
                cubic[2] = end_value - start_value + 3 * (y1 - y2);
                a1 = rl_jmin(1, out_time / span);
                a2 = rl_jmax(0, 1 + in_time / span);
                rl_curve_expand(a1, a2, segment + lane * RL_CURVE_STRIDE);
                bent |= fabs(a1 - 1.0 / 3) > 1e-12 || fabs(a2 - 2.0 / 3) > 1e-12;
            }
            if (bent) {
                at[2] = -((double)curves->count + 1);
                curves->count += (size_t)lanes * RL_CURVE_STRIDE;
            }
        }
    }
    track->kind = (rl_kind)kind;
    track->lanes = lanes;
    track->authority = (rl_authority)src->authority;
    track->on_end = (rl_on_end)src->on_end;
    track->root = src->root;
    track->rounded = kind == RL_K_INT32 && src->numeric;
    track->line = src->line;
    track->column = src->column;
    track->nkeys = count;
    track->times = times;
    track->records = records;
    return 1;
}

/* A flipbook's step track (TrackCompiler.sprites / flips). */
static int rl_compile_flipbook(const rl_flipbook_src *src, int flips, rl_texts *texts, rl_arena *arena,
                               rl_arena *scratch, rl_track *track) {
    int count = src->nsprites, i;
    double *times = (double *)rl_arena_array(arena, (size_t)count + 1, sizeof(double));
    double *records = (double *)rl_arena_array(arena, (size_t)count * 7 + 1, sizeof(double));
    if (!times || !records) return 0;
    for (i = 0; i < count; i++) {
        double *at = records + (size_t)i * 7;
        times[i] = rl_frame_start(src, i);
        at[3] = flips ? (i < src->nflips && src->flips[i] ? 1 : 0)
                      : rl_text_index(texts, scratch, src->sprites[i]->text, src->sprites[i]->len);
    }
    for (i = 0; i < count; i++) {
        double *at = records + (size_t)i * 7;
        double span = i + 1 < count ? times[i + 1] - times[i] : 0;
        at[0] = times[i];
        at[1] = span > 0 ? 1 / span : 0;
        at[2] = 0;
    }
    track->kind = flips ? RL_K_BOOL : RL_K_ASSET_REF;
    track->lanes = 1;
    track->authority = RL_PRESENTATION;
    track->on_end = RL_END_AUTO;
    track->line = src->line;
    track->column = src->column;
    track->nkeys = count;
    track->times = times;
    track->records = records;
    return 1;
}

static char *rl_arena_join(rl_arena *arena, const char *a, size_t alen, const char *sep, const char *b, size_t blen) {
    size_t slen = strlen(sep);
    char *out = (char *)rl_arena_alloc(arena, alen + slen + blen + 1);
    if (!out) return NULL;
    memcpy(out, a, alen);
    memcpy(out + alen, sep, slen);
    memcpy(out + alen + slen, b, blen);
    out[alen + slen + blen] = 0;
    return out;
}

/* Event indices by time, ties in file order (a stable merge sort); descending when asked, ties still in
 * file order. */
static void rl_order_events(const rl_clip_event *events, int count, int descending, int *order, int *buffer) {
    int i, width;
    int *from = order, *to = buffer;
    for (i = 0; i < count; i++) order[i] = i;
    for (width = 1; width < count; width *= 2) {
        for (i = 0; i < count; i += 2 * width) {
            int a = i, mid = i + width < count ? i + width : count, b = mid;
            int end = i + 2 * width < count ? i + 2 * width : count, k = i;
            while (a < mid && b < end) {
                double ta = events[from[a]].time, tb = events[from[b]].time;
                int b_first = descending ? rl_time_before(ta, tb) : rl_time_before(tb, ta);
                to[k++] = b_first ? from[b++] : from[a++];
            }
            while (a < mid) to[k++] = from[a++];
            while (b < end) to[k++] = from[b++];
        }
        { int *swap = from; from = to; to = swap; }
    }
    if (from != order) memcpy(order, from, (size_t)count * sizeof(int));
}

/* CompiledClip: the clip's tracks in report order, texts, events, channels and content hash, in a fresh arena. */
static rl_clip *rl_compile_clip(const rl_clip_src *src, const char *file, const reel_allocator *allocator,
                                rl_arena *scratch) {
    rl_arena arena;
    rl_clip *clip;
    rl_texts texts;
    int i, n = 0, ntracks = 0, max_texts = 0;
    size_t cap;
    rl_curves curves;
    rl_arena_init(&arena, allocator);
    for (i = 0; i < src->nflipbooks; i++) {
        ntracks += src->flipbooks[i].nflips > 0 ? 2 : 1;
        max_texts += src->flipbooks[i].nsprites;
    }
    for (i = 0; i < src->ntracks; i++) {
        ntracks++;
        max_texts += src->tracks[i].nkeys;
    }
    memset(&curves, 0, sizeof curves);
    curves.allocator = allocator;
    clip = (rl_clip *)rl_arena_alloc(&arena, sizeof *clip);
    if (!clip) { rl_arena_free(&arena); return NULL; }
    memset(&texts, 0, sizeof texts);
    for (cap = 16; cap < (size_t)max_texts * 2; cap <<= 1) {}
    texts.texts = (const char **)rl_arena_array(scratch, (size_t)max_texts + 1, sizeof(char *));
    texts.lens = (size_t *)rl_arena_array(scratch, (size_t)max_texts + 1, sizeof(size_t));
    texts.slots = (int *)rl_arena_array(scratch, cap, sizeof(int));
    texts.capacity = max_texts;
    texts.mask = cap - 1;
    clip->tracks = (rl_track *)rl_arena_array(&arena, (size_t)ntracks + 1, sizeof(rl_track));
    if (!texts.texts || !texts.lens || !texts.slots || !clip->tracks) goto fail;
    for (i = 0; i < (int)cap; i++) texts.slots[i] = -1;
    clip->arena = arena;   /* kept in the clip from here; updated again at the end */
    for (i = 0; i < src->nflipbooks; i++) {
        const rl_flipbook_src *b = &src->flipbooks[i];
        rl_track *t = &clip->tracks[n];
        if (!rl_compile_flipbook(b, 0, &texts, &arena, scratch, t)) goto fail;
        t->path = rl_arena_strndup(&arena, b->path, b->path_len);
        t->property = "SpriteRenderer.sprite";
        t->target = rl_arena_join(&arena, b->path, b->path_len, ":", t->property, strlen(t->property));
        n++;
        if (b->nflips > 0) {
            t = &clip->tracks[n];
            if (!rl_compile_flipbook(b, 1, &texts, &arena, scratch, t)) goto fail;
            t->path = rl_arena_strndup(&arena, b->path, b->path_len);
            t->property = "SpriteRenderer.flipX";
            t->target = rl_arena_join(&arena, b->path, b->path_len, ":", t->property, strlen(t->property));
            n++;
        }
    }
    for (i = 0; i < src->ntracks; i++) {
        const rl_track_src *s = &src->tracks[i];
        rl_track *t = &clip->tracks[n];
        if (!rl_compile_track(s, &texts, &arena, scratch, &curves, t)) goto fail;
        t->path = rl_arena_strndup(&arena, s->path, s->path_len);
        t->property = rl_arena_strndup(&arena, s->property, s->property_len);
        t->target = rl_arena_join(&arena, s->path, s->path_len, ":", s->property, s->property_len);
        n++;
    }
    if (arena.failed) goto fail;
    clip->ntracks = n;
    {
        int size = 0;
        for (i = 0; i < n; i++) { clip->tracks[i].offset = size; size += clip->tracks[i].lanes; }
        clip->value_size = size;
    }
    if (!rl_clip_crossings(clip, &arena)) goto fail;
    {
        double *copy = (double *)rl_arena_array(&arena, curves.count + 1, sizeof(double));
        const char **strings = (const char **)rl_arena_array(&arena, (size_t)texts.count + 1, sizeof(char *));
        uint64_t *hashes = (uint64_t *)rl_arena_array(&arena, (size_t)texts.count + 1, sizeof(uint64_t));
        if (!copy || !strings || !hashes) goto fail;
        if (curves.count) memcpy(copy, curves.data, curves.count * sizeof(double));
        clip->curves = copy;
        for (i = 0; i < texts.count; i++) {
            strings[i] = rl_arena_strndup(&arena, texts.texts[i], texts.lens[i]);
            hashes[i] = rl_text_hash(texts.texts[i], texts.lens[i]);
        }
        clip->texts = strings;
        clip->text_hashes = hashes;
        clip->ntexts = texts.count;
    }
    {
        int *by_time = (int *)rl_arena_array(&arena, (size_t)src->nevents + 1, sizeof(int));
        int *by_time_desc = (int *)rl_arena_array(&arena, (size_t)src->nevents + 1, sizeof(int));
        int *buffer = (int *)rl_arena_array(scratch, (size_t)src->nevents + 1, sizeof(int));
        clip->events = (rl_clip_event *)rl_arena_array(&arena, (size_t)src->nevents + 1, sizeof(rl_clip_event));
        if (!by_time || !by_time_desc || !buffer || !clip->events) goto fail;
        for (i = 0; i < src->nevents; i++) {
            const rl_event_src *e = &src->events[i];
            rl_clip_event *d = &clip->events[i];
            d->time = e->time;
            d->name = rl_arena_strndup(&arena, e->name->text, e->name->len);
            d->has_payload = e->has_payload;
            d->payload = e->payload;
            d->mode = (rl_event_mode)e->mode;
            d->line = e->line;
            d->column = e->column;
        }
        clip->nevents = src->nevents;
        rl_order_events(clip->events, src->nevents, 0, by_time, buffer);
        rl_order_events(clip->events, src->nevents, 1, by_time_desc, buffer);
        clip->events_by_time = by_time;
        clip->events_by_time_desc = by_time_desc;
    }
    {
        int *channels = (int *)rl_arena_array(&arena, (size_t)n + 1, sizeof(int));
        int count = 0, j;
        if (!channels) goto fail;
        /* The first track of each target (quadratic only in tracks, which are few; a hash when many). */
        for (i = 0; i < n; i++) {
            int seen = 0;
            for (j = 0; j < count && !seen; j++) seen = strcmp(clip->tracks[channels[j]].target, clip->tracks[i].target) == 0;
            if (!seen) channels[count++] = i;
        }
        clip->channel_tracks = channels;
        clip->nchannels = count;
    }
    clip->file = rl_arena_strndup(&arena, file ? file : "", file ? strlen(file) : 0);
    clip->version = src->version;
    clip->length = src->length;
    clip->loop = (rl_loop_mode)src->loop;
    clip->line = src->line;
    clip->column = src->column;
    clip->content_hash = rl_clip_fingerprint(src);
    {
        int count = 0, j;
        for (i = 0; i < src->nflipbooks; i++) count += src->flipbooks[i].nsprites;
        for (i = 0; i < src->ntracks; i++) if (src->tracks[i].kind == RL_K_ASSET_REF) count += src->tracks[i].nkeys;
        clip->assets = (struct rl_asset_ref *)rl_arena_array(&arena, (size_t)count + 1, sizeof(struct rl_asset_ref));
        if (!clip->assets) goto fail;
        for (i = 0; i < src->nflipbooks; i++) {
            for (j = 0; j < src->flipbooks[i].nsprites; j++) {
                struct rl_asset_ref *a = &clip->assets[clip->nassets++];
                a->path = rl_arena_strndup(&arena, src->flipbooks[i].sprites[j]->text, src->flipbooks[i].sprites[j]->len);
                a->line = src->flipbooks[i].line;
                a->column = src->flipbooks[i].column;
            }
        }
        for (i = 0; i < src->ntracks; i++) {
            for (j = 0; src->tracks[i].kind == RL_K_ASSET_REF && j < src->tracks[i].nkeys; j++) {
                struct rl_asset_ref *a = &clip->assets[clip->nassets++];
                a->path = rl_arena_strndup(&arena, src->tracks[i].keys[j].text, src->tracks[i].keys[j].text_len);
                a->line = src->tracks[i].keys[j].line;
                a->column = src->tracks[i].keys[j].column;
            }
        }
    }
    if (arena.failed) goto fail;
    clip->arena = arena;
    rl_free(allocator, curves.data, curves.capacity * sizeof(double));
    return clip;
fail:
    rl_free(allocator, curves.data, curves.capacity * sizeof(double));
    rl_arena_free(&arena);
    return NULL;
}

/* ---- loading: the public calls ---- */

/* Parses a document; a syntax error is reported as a clip reports it (ANM001 with the DOC code in the
 * message) or, for project.aego, under its DOC code. */
static rl_doc *rl_parse_for(const char *bytes, size_t len, const char *file, rl_rep *rep, int as_clip) {
    int before = rep->list->count;
    rl_doc *doc = rl_doc_read_as(bytes, len, file, rep->allocator, rep->list, as_clip ? "ANM001" : NULL);
    int i;
    for (i = before; i < rep->list->count; i++) if (rep->list->items[i].error) rep->errors++;
    return doc;
}

/* Reads and compiles a clip; with errors it returns NULL, or with keep_errors the clip as far as it was read
 * (reel check still checks its events and asset paths). */
static rl_clip *rl_clip_read_keeping(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                                     reel_diagnostics *diagnostics, int keep_errors) {
    reel_diagnostics own;
    rl_rep rep;
    rl_doc *doc;
    rl_arena scratch;
    rl_clip_src src;
    rl_clip *clip = NULL;
    memset(&own, 0, sizeof own);
    rep.list = diagnostics ? diagnostics : &own;
    rep.allocator = allocator;
    rep.file = file ? file : "";
    rep.errors = 0;
    rep.failed = 0;
    doc = rl_parse_for(bytes, len, rep.file, &rep, 1);
    if (doc) {
        rl_arena_init(&scratch, allocator);
        int read = rl_read_clip_src(rl_doc_root(doc), &rep, &scratch, &src);
        /* Everything read was copied out of the tree: free it before compiling, which lowers the peak. */
        rl_doc_free(doc);
        doc = NULL;
        if (read && (rep.errors == 0 || keep_errors)) {
            clip = rl_compile_clip(&src, rep.file, allocator, &scratch);
            if (!clip) rep.failed = 1;
        }
        rl_arena_free(&scratch);
    }
    if (rep.failed) rl_rep_add(&rep, "ANM001", 0, 0, "out of memory while reading the clip");
    if (doc) rl_doc_free(doc);
    reel_diagnostics_free(&own, allocator);
    return clip;
}

static rl_clip *rl_clip_read(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                             reel_diagnostics *diagnostics) {
    return rl_clip_read_keeping(bytes, len, file, allocator, diagnostics, 0);
}

struct reel_project {
    rl_arena arena;
    const char *name;
    int tick_rate;
    int nevents;
    const char **events;
};

static const char *const rl_engine_events[] = {"Footstep", "Hit"};

int reel_project_declares(const reel_project *project, const char *event_name) {
    int i;
    for (i = 0; project && i < project->nevents; i++) if (strcmp(project->events[i], event_name) == 0) return 1;
    return strcmp(event_name, rl_engine_events[0]) == 0 || strcmp(event_name, rl_engine_events[1]) == 0;
}

/* ReelProject.tickRate, name and fixedStep; a NULL project is one without project.aego (60 steps a second). */
double reel_project_tick_rate(const reel_project *project) { return project ? project->tick_rate : 60; }
double reel_project_fixed_step(const reel_project *project) { return 1.0 / reel_project_tick_rate(project); }
const char *reel_project_name(const reel_project *project) { return project ? project->name : ""; }

/* ProjectCodec.read. */
reel_project *reel_project_load(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                                reel_diagnostics *diagnostics) {
    reel_diagnostics own;
    rl_rep rep;
    rl_doc *doc;
    rl_arena arena;
    reel_project *project = NULL;
    const rl_node *root, *project_node = NULL, *animation = NULL;
    int i, next_prop = 0, next_child = 0;
    memset(&own, 0, sizeof own);
    rep.list = diagnostics ? diagnostics : &own;
    rep.allocator = allocator;
    rep.file = file ? file : "";
    rep.errors = 0;
    rep.failed = 0;
    doc = rl_parse_for(bytes, len, rep.file, &rep, 0);
    if (!doc) goto done;
    rl_arena_init(&arena, allocator);
    project = (reel_project *)rl_arena_alloc(&arena, sizeof *project);
    if (!project) { rl_arena_free(&arena); goto done; }
    project->tick_rate = 60;
    project->name = "project";
    root = rl_doc_root(doc);
    while (next_prop < root->nprops || next_child < root->nchildren) {
        const rl_prop *prop = next_prop < root->nprops ? &root->props[next_prop] : NULL;
        const rl_node *child = next_child < root->nchildren ? &root->children[next_child] : NULL;
        int prop_first = prop && (!child || prop->pos.line < child->pos.line
                                  || (prop->pos.line == child->pos.line && prop->pos.column < child->pos.column));
        if (prop_first) {
            rl_rep_add(&rep, "DOC009", prop->pos.line, prop->pos.column,
                       "unknown top-level property line is kept as written");
            next_prop++;
            continue;
        }
        next_child++;
        if (strcmp(child->name, "project") == 0 || strcmp(child->name, "animation") == 0) {
            const rl_node **slot = child->name[0] == 'p' ? &project_node : &animation;
            if (*slot) rl_rep_add(&rep, "PRJ002", child->pos.line, child->pos.column,
                                  "a second '%s' node; a file holds one", child->name);
            else *slot = child;
        } else {
            rl_rep_add(&rep, "DOC009", child->pos.line, child->pos.column,
                       "unknown top-level node '%s' is kept as written", child->name);
        }
    }
    if (project_node) {
        rl_cfields fields;
        const rl_value *name;
        double rate;
        if (!rl_cfields_init(&fields, project_node, &rep, &arena)) goto fail;
        rl_cfields_extra_arguments(&fields, 0, "PRJ002");
        rl_read_version(&fields, 1, "PRJ002");
        name = rl_cfields_string(&fields, "name", "PRJ002");
        if (name) project->name = rl_arena_strndup(&arena, name->text, name->len);
        if (rl_cfields_number(&fields, "tickRate", "PRJ002", &rate) == 1) {
            if (rate != rint(rate) || rate < 1 || rate > 1000)
                rl_rep_add(&rep, "PRJ002", project_node->pos.line, project_node->pos.column,
                           "tickRate must be a whole number of steps per second from 1 to 1000");
            else
                project->tick_rate = (int)rate;
        }
        for (i = 0; i < project_node->nchildren; i++) rl_cfields_unknown_child(&fields, &project_node->children[i]);
        rl_cfields_finish(&fields);
    }
    if (animation) {
        rl_cfields fields;
        if (!rl_cfields_init(&fields, animation, &rep, &arena)) goto fail;
        rl_cfields_extra_arguments(&fields, 0, "PRJ002");
        project->events = (const char **)rl_arena_array(&arena, (size_t)animation->nchildren + 1, sizeof(char *));
        if (!project->events) goto fail;
        for (i = 0; i < animation->nchildren; i++) {
            const rl_node *child = &animation->children[i];
            rl_cfields event;
            const rl_value *name, *payload;
            int j, twice = 0;
            if (strcmp(child->name, "event") != 0) { rl_cfields_unknown_child(&fields, child); continue; }
            if (!rl_cfields_init(&event, child, &rep, &arena)) goto fail;
            name = rl_cfields_label(&event, 0, "the event name", "PRJ002");
            rl_cfields_extra_arguments(&event, 1, "PRJ002");
            payload = rl_cfields_take(&event, "payload");
            if (payload && !(payload->kind == RL_WORD && (rl_text_is(payload->text, payload->len, "float")
                                                          || rl_text_is(payload->text, payload->len, "int")))) {
                char shown[64];
                rl_show(payload, shown, sizeof shown);
                rl_rep_add(&rep, "PRJ002", payload->pos.line, payload->pos.column, "payload must be float or int, not %s",
                           shown);
            }
            rl_cfields_finish(&event);
            if (!name) continue;
            for (j = 0; j < project->nevents && !twice; j++)
                twice = strlen(project->events[j]) == name->len && memcmp(project->events[j], name->text, name->len) == 0;
            if (twice) rl_rep_add(&rep, "PRJ002", child->pos.line, child->pos.column,
                                  "event \"%.*s\" is declared twice", (int)name->len, name->text);
            project->events[project->nevents++] = rl_arena_strndup(&arena, name->text, name->len);
        }
        rl_cfields_finish(&fields);
    }
    if (arena.failed) goto fail;
    project->arena = arena;
    goto done;
fail:
    rl_rep_add(&rep, "PRJ002", 0, 0, "out of memory while reading the project");
    rl_arena_free(&arena);
    project = NULL;
done:
    if (doc) rl_doc_free(doc);
    reel_diagnostics_free(&own, allocator);
    return project;
}

void reel_project_free(reel_project *project) {
    if (project) { rl_arena arena = project->arena; rl_arena_free(&arena); }
}

reel_clip *reel_clip_load(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                          reel_diagnostics *diagnostics) {
    return rl_clip_read(bytes, len, file, allocator, diagnostics);
}

reel_clip *reel_clip_load_for_check(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                                    reel_diagnostics *diagnostics) {
    return rl_clip_read_keeping(bytes, len, file, allocator, diagnostics, 1);
}

/* ProjectChecker.checkClip's ANM003, or PlayableClip's for a built-in (engine events only). */
int reel_clip_check_events(const reel_clip *clip, const reel_project *project, const reel_allocator *allocator,
                           reel_diagnostics *diagnostics) {
    int i, undeclared = 0;
    for (i = 0; i < clip->nevents; i++) {
        const rl_clip_event *event = &clip->events[i];
        if (reel_project_declares(project, event->name)) continue;
        undeclared++;
        if (project)
            rl_diag(diagnostics, allocator, "ANM003", 1, clip->file, event->line, event->column,
                    "event \"%s\" is not declared in project.aego (animation { event \"%s\" {} })", event->name,
                    event->name);
        else
            rl_diag(diagnostics, allocator, "ANM003", 1, clip->file, event->line, event->column,
                    "event \"%s\" is not declared by the engine", event->name);
    }
    return undeclared;
}

int reel_clip_asset_count(const reel_clip *clip) { return clip->nassets; }

const char *reel_clip_asset(const reel_clip *clip, int index, int *line, int *column) {
    if (index < 0 || index >= clip->nassets) {
        if (line) *line = 0;
        if (column) *column = 0;
        return NULL;
    }
    if (line) *line = clip->assets[index].line;
    if (column) *column = clip->assets[index].column;
    return clip->assets[index].path;
}

void reel_clip_free(reel_clip *clip) {
    if (clip) { rl_arena arena = clip->arena; rl_arena_free(&arena); }
}

double reel_clip_length(const reel_clip *clip) { return clip->length; }
reel_loop reel_clip_loop(const reel_clip *clip) { return (reel_loop)clip->loop; }
uint64_t reel_clip_content_hash(const reel_clip *clip) { return clip->content_hash; }
int reel_clip_channel_count(const reel_clip *clip) { return clip->nchannels; }

int reel_clip_channel_find(const reel_clip *clip, const char *target) {
    int i;
    if (!target) return -1;
    for (i = 0; i < clip->nchannels; i++) if (strcmp(clip->tracks[clip->channel_tracks[i]].target, target) == 0) return i;
    return -1;
}

/* The track that is a channel, or NULL for an index out of range. */
static const rl_track *rl_clip_channel(const reel_clip *clip, int channel) {
    return channel >= 0 && channel < clip->nchannels ? &clip->tracks[clip->channel_tracks[channel]] : NULL;
}

const char *reel_clip_channel_name(const reel_clip *clip, int channel) {
    const rl_track *track = rl_clip_channel(clip, channel);
    return track ? track->target : NULL;
}
reel_kind reel_clip_channel_kind(const reel_clip *clip, int channel) {
    const rl_track *track = rl_clip_channel(clip, channel);
    return track ? (reel_kind)track->kind : REEL_NO_KIND;
}
int reel_clip_channel_lanes(const reel_clip *clip, int channel) {
    const rl_track *track = rl_clip_channel(clip, channel);
    return track ? track->lanes : 0;
}
int reel_clip_event_count(const reel_clip *clip) { return clip->nevents; }
int reel_clip_value_size(const reel_clip *clip) { return clip->value_size; }
int reel_clip_channel_offset(const reel_clip *clip, int channel) {
    const rl_track *track = rl_clip_channel(clip, channel);
    return track ? track->offset : -1;
}
void reel_clip_sample(const reel_clip *clip, double t, double *out) { rl_clip_sample(clip, t, out); }

const char *reel_clip_text(const reel_clip *clip, int index) {
    return index >= 0 && index < clip->ntexts ? clip->texts[index] : "";
}
const char *reel_clip_event_name(const reel_clip *clip, int event) {
    return event >= 0 && event < clip->nevents ? clip->events[event].name : NULL;
}

/* ---- a sampler with cursors (reel_sampler) ----
 * The same samples as rl_clip_sample, found and computed faster when the times move little between calls (the
 * design of ClipSampler). Per track with keys the sampler keeps its current key and the reaches (t + RL_EPSILON)
 * that key covers, [from, to): from is the key's time (-inf for key 0, which also covers reaches before every
 * key) and to the next key's (+inf for the last). A reach inside the window has the key rl_track_find would give
 * (the last key at or before it); outside it (or NaN, which no window holds) the next key is tried, then a search.
 *
 * The common track, one plain lane (unrounded, one lane: float32, sprites, bools, enums), is a slot: its current
 * segment's key time, inverse span and value polynomial sit in side-by-side arrays, one entry per slot, copied when
 * the slot moves on, so that a sample walks a few sequential arrays instead of one scattered record per track.
 * A sample then takes every slot's segment as straight in one loop without a branch (which the compiler can put on
 * vector registers), and solves the slots whose segment bends time after, listed as they come and go, in loops
 * of independent iterations (the table's guesses, Halley steps and their proofs, values), as BentSegments does;
 * the rare answer the fast path cannot prove is solved in full (rl_curve_solve). The other tracks (vectors,
 * slerp, rounding) take rl_clip_sample_record from their cursors. The very bits of rl_clip_sample either way. */
typedef struct rl_bent {
    int *slot;                  /* per listed segment: its slot */
    double *start, *inverse;    /* key time, inverse span */
    const double **curve;       /* its time curve (RL_CURVE_STRIDE doubles) */
    double *x1, *x2, *x3, *inverse_slope;
    double *c0, *c1, *c2, *c3;  /* value polynomial */
    int *output;                /* where its value goes in out */
    double *tau, *answer, *bound;  /* scratch for the solves */
    int count;
} rl_bent;

struct reel_sampler {
    const rl_clip *clip;
    const reel_allocator *allocator;
    size_t bytes;
    /* slots: one-plain-lane tracks with keys */
    int nslots;
    int *slot_track;            /* the track index */
    int *slot_key;              /* its current key, -1 before the first sample */
    int *slot_output;           /* its lane in out */
    int *slot_place;            /* its place in the bent list, -1 when its segment is straight */
    double *start, *inverse, *c0, *c1, *c2, *c3;
    double *straight;           /* each slot's value as straight, before the scatter into out */
    int contiguous;             /* the slots' outputs are base, base + 1, ... */
    int loaded;                 /* the side-by-side arrays and the bent list hold every slot's current segment */
    double last;                /* the last sample's time (NaN before the first) */
    /* Playback walks the clip's crossings from the frontier (the first one after the last sample's reach),
     * each moving its slot onto its key, so a sample reads the few keys reached since the last one, one after
     * another, and nothing for the slots that stay. */
    int frontier;
    rl_bent bent;
    /* the other tracks with keys */
    int nothers;
    int *other_track;
    double *other_from, *other_to;
    const double **other_record;
};

/* Carves n items of size each from *at (aligned for doubles and pointers). */
/* Carves n items of size each at *used bytes into base (16-byte aligned), moving *used on; counts only (and
 * gives NULL) while base is NULL. */
static void *rl_sampler_carve(unsigned char *base, size_t *used, size_t n, size_t size) {
    size_t at = *used;
    *used += (n * size + 15) & ~(size_t)15;
    return base ? (void *)(base + at) : NULL;
}

/* Lays the sampler's arrays out after the struct at base (NULL: counts only); returns the bytes of the whole. */
static size_t rl_sampler_layout(reel_sampler *s, unsigned char *base, size_t nslots, size_t nothers) {
    size_t used = (sizeof *s + 15) & ~(size_t)15;
    s->slot_track = (int *)rl_sampler_carve(base, &used, nslots, sizeof(int));
    s->slot_key = (int *)rl_sampler_carve(base, &used, nslots, sizeof(int));
    s->slot_output = (int *)rl_sampler_carve(base, &used, nslots, sizeof(int));
    s->slot_place = (int *)rl_sampler_carve(base, &used, nslots, sizeof(int));
    s->start = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->inverse = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->c0 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->c1 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->c2 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->c3 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->straight = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.slot = (int *)rl_sampler_carve(base, &used, nslots, sizeof(int));
    s->bent.output = (int *)rl_sampler_carve(base, &used, nslots, sizeof(int));
    s->bent.curve = (const double **)rl_sampler_carve(base, &used, nslots, sizeof(const double *));
    s->bent.start = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.inverse = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.x1 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.x2 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.x3 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.inverse_slope = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.c0 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.c1 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.c2 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.c3 = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.tau = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.answer = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->bent.bound = (double *)rl_sampler_carve(base, &used, nslots, sizeof(double));
    s->other_track = (int *)rl_sampler_carve(base, &used, nothers, sizeof(int));
    s->other_from = (double *)rl_sampler_carve(base, &used, nothers, sizeof(double));
    s->other_to = (double *)rl_sampler_carve(base, &used, nothers, sizeof(double));
    s->other_record = (const double **)rl_sampler_carve(base, &used, nothers, sizeof(const double *));
    return used;
}

reel_sampler *reel_sampler_new(const reel_clip *clip, const reel_allocator *allocator) {
    reel_sampler *s, counting;
    size_t nslots = 0, nothers = 0, bytes;
    int i;
    for (i = 0; i < clip->ntracks; i++) {
        const rl_track *track = &clip->tracks[i];
        if (track->nkeys == 0) continue;
        if (rl_track_is_slot(track)) nslots++; else nothers++;
    }
    bytes = rl_sampler_layout(&counting, NULL, nslots, nothers);
    s = (reel_sampler *)rl_alloc(allocator, bytes);
    if (!s) return NULL;
    memset(s, 0, bytes);
    rl_sampler_layout(s, (unsigned char *)s, nslots, nothers);
    s->clip = clip;
    s->allocator = allocator;
    s->bytes = bytes;
    s->nslots = (int)nslots;
    s->nothers = (int)nothers;
    s->contiguous = 1;
    s->last = NAN;
    nslots = nothers = 0;
    for (i = 0; i < clip->ntracks; i++) {
        const rl_track *track = &clip->tracks[i];
        if (track->nkeys == 0) continue;
        if (rl_track_is_slot(track)) {
            s->slot_track[nslots] = i;
            s->slot_key[nslots] = -1;
            s->slot_output[nslots] = track->offset;
            s->slot_place[nslots] = -1;
            if (nslots > 0 && track->offset != s->slot_output[0] + (int)nslots) s->contiguous = 0;
            nslots++;
        } else {
            s->other_track[nothers] = i;
            s->other_from[nothers] = INFINITY;
            s->other_to[nothers] = -INFINITY;
            s->other_record[nothers] = track->records;
            nothers++;
        }
    }
    return s;
}

void reel_sampler_free(reel_sampler *sampler) {
    if (sampler) rl_free(sampler->allocator, sampler, sampler->bytes);
}

/* The key of reach for a track whose current key is key (-1 for none): the same when reach still lies in its
 * segment (key 0's segment also holds every reach before the first key), the next one when reach lies in the
 * next segment, else rl_track_find's. */
static int rl_sampler_key(const rl_track *track, int key, double reach) {
    int next = key + 1;
    if (key >= 0 && (key == 0 || track->times[key] <= reach) && (next >= track->nkeys || reach < track->times[next])) {
        return key;
    }
    if (key >= 0 && next < track->nkeys && reach >= track->times[next]
        && (next + 1 >= track->nkeys || reach < track->times[next + 1])) {
        return next;
    }
    return rl_track_find(track, reach);
}

/* Slot i leaves the bent list, if it is in it: the last entry takes its place. */
static void rl_sampler_unbend(reel_sampler *s, int i) {
    rl_bent *b = &s->bent;
    int place = s->slot_place[i], last;
    if (place < 0) return;
    s->slot_place[i] = -1;
    last = --b->count;
    if (place == last) return;
    b->slot[place] = b->slot[last];
    s->slot_place[b->slot[last]] = place;
    b->output[place] = b->output[last];
    b->curve[place] = b->curve[last];
    b->start[place] = b->start[last];
    b->inverse[place] = b->inverse[last];
    b->x1[place] = b->x1[last];
    b->x2[place] = b->x2[last];
    b->x3[place] = b->x3[last];
    b->inverse_slope[place] = b->inverse_slope[last];
    b->c0[place] = b->c0[last];
    b->c1[place] = b->c1[last];
    b->c2[place] = b->c2[last];
    b->c3[place] = b->c3[last];
}

/* Slot i's side-by-side segment and bent-list entry from the record rec of its current key. */
static void rl_sampler_load(reel_sampler *s, int i, const double *rec) {
    double *start = s->start, *inverse = s->inverse, *c0 = s->c0, *c1 = s->c1, *c2 = s->c2, *c3 = s->c3;
    start[i] = rec[0];
    inverse[i] = rec[1];
    c0[i] = rec[3];
    c1[i] = rec[4];
    c2[i] = rec[5];
    c3[i] = rec[6];
    if (s->slot_place[i] >= 0) rl_sampler_unbend(s, i);
    if (rec[2] < 0) {
        rl_bent *b = &s->bent;
        const double *curve = s->clip->curves + (size_t)(-rec[2] - 1);
        int place = b->count++;
        s->slot_place[i] = place;
        b->slot[place] = i;
        b->output[place] = s->slot_output[i];
        b->curve[place] = curve;
        b->start[place] = rec[0];
        b->inverse[place] = rec[1];
        b->x1[place] = curve[0];
        b->x2[place] = curve[1];
        b->x3[place] = curve[2];
        b->inverse_slope[place] = curve[3];
        b->c0[place] = rec[3];
        b->c1[place] = rec[4];
        b->c2[place] = rec[5];
        b->c3[place] = rec[6];
    }
}

/* The bent slots' values at t, over the straight ones in out: rl_curve_solve taken apart into loops of
 * independent iterations (guesses, Halley steps with their proofs, values), the same bits. */
static void rl_sampler_solve_bent(rl_bent *b, double t, double *out) {
    int n = b->count, i;
    double *tau = b->tau, *answer = b->answer, *bound = b->bound;
    for (i = 0; i < n; i++) {
        /* tau in [0, 1] (NaN stays NaN and answers 0 below); the guess reads a table cell only inside (0, 1) */
        double x = (t - b->start[i]) * b->inverse[i];
        double tb = x > 0 ? (x < 1 ? x : 1) : (x != x ? x : 0.0);
        double inside = tb > 0 && tb < 1 ? tb : 0;
        const double *curve = b->curve[i];
        double scaled = inside * RL_CTT_CELLS, local, start, from, span, to;
        int j = (int)scaled;
        const double *node = curve + RL_CTT_NODES + 2 * j;
        local = scaled - j;
        start = node[0];
        from = node[1];
        span = node[2] - start;
        to = node[3];
        tau[i] = tb;
        answer[i] = fma(local, fma(local, fma(local, from + to - 2 * span, 3 * span - 2 * from - to), from), start);
    }
    for (i = 0; i < n; i++) {
        double c1 = b->x1[i], c2 = b->x2[i], c3 = b->x3[i], d = answer[i], tb = tau[i];
        double residual = fma(fma(fma(c3, d, c2), d, c1), d, -tb);
        double slope = fma(fma(3 * c3, d, 2 * c2), d, c1);
        double bend = fma(6 * c3, d, 2 * c2);
        answer[i] = d - 2 * residual * slope / fma(2 * slope, slope, -residual * bend);
    }
    for (i = 0; i < n; i++) {
        double c1 = b->x1[i], c2 = b->x2[i], c3 = b->x3[i], d = answer[i];
        bound[i] = (fabs(fma(fma(fma(c3, d, c2), d, c1), d, -tau[i])) + RL_CTT_ROUNDING) * b->inverse_slope[i];
    }
    for (i = 0; i < n; i++) {
        double tb = tau[i], d = answer[i];
        double u = tb > 0 ? tb < 1 ? d : 1 : 0;
        if (!(bound[i] <= RL_CTT_TOLERANCE && d >= 0 && d <= 1) && tb > 0 && tb < 1) u = rl_curve_solve(b->curve[i], tb);
        out[b->output[i]] = b->c0[i] + ((b->c3[i] * u + b->c2[i]) * u + b->c1[i]) * u;
    }
}

/* A sample this far ahead of the previous one, or behind it, is a jump (ClipSampler.JUMP). */
#define RL_SAMPLER_JUMP 0.25

void reel_sampler_sample(reel_sampler *sampler, double t, double *out) {
    reel_sampler *s = sampler;
    const rl_clip *clip = s->clip;
    double reach = t + RL_EPSILON;
    int i, n = s->nslots;
    const double *start = s->start, *inverse = s->inverse, *c0 = s->c0, *c1 = s->c1, *c2 = s->c2, *c3 = s->c3;
    double *target;
    if (!(t >= s->last && t <= s->last + RL_SAMPLER_JUMP)) {
        /* A jump (scrubbing): each slot finds its key again and is read from its record in place; the
         * side-by-side copies wait until playback resumes. */
        s->loaded = 0;
        for (i = 0; i < n; i++) {
            const rl_track *track = &clip->tracks[s->slot_track[i]];
            s->slot_key[i] = rl_sampler_key(track, s->slot_key[i], reach);
            rl_clip_sample_record(clip, track, track->records + (size_t)s->slot_key[i] * 7, t,
                                  out + s->slot_output[i]);
        }
        {
            /* the frontier: the first crossing after reach (none is after NaN: 0) */
            int low = 0, high = clip->ncrossings;
            while (low < high) {
                int middle = low + (high - low) / 2;
                if (clip->crossings[middle].time <= reach) low = middle + 1; else high = middle;
            }
            s->frontier = low;
        }
    } else {
        if (!s->loaded) {
            s->bent.count = 0;
            for (i = 0; i < n; i++) {
                s->slot_place[i] = -1;
                rl_sampler_load(s, i, clip->tracks[s->slot_track[i]].records + (size_t)s->slot_key[i] * 7);
            }
            s->loaded = 1;
        }
        {
            /* time went forward: the keys reached since the last sample move their slots on, in time order */
            const struct rl_crossing *crossing = clip->crossings + s->frontier, *end = clip->crossings + clip->ncrossings;
            for (; crossing < end && crossing->time <= reach; crossing++) {
                s->slot_key[crossing->slot] = crossing->key;
                rl_sampler_load(s, crossing->slot, crossing->record);
            }
            s->frontier = (int)(crossing - clip->crossings);
        }
        /* Every slot as straight: Math.max(0, x) is x when x > 0 or NaN, else +0.0. */
        target = s->contiguous && n > 0 ? out + s->slot_output[0] : s->straight;
        for (i = 0; i < n; i++) {
            double x = (t - start[i]) * inverse[i];
            double tau = x > 0 || x != x ? x : 0.0;
            target[i] = c0[i] + ((c3[i] * tau + c2[i]) * tau + c1[i]) * tau;
        }
        if (target == s->straight) {
            for (i = 0; i < n; i++) out[s->slot_output[i]] = target[i];
        }
        if (s->bent.count > 0) rl_sampler_solve_bent(&s->bent, t, out);
    }
    s->last = t;
    for (i = 0; i < s->nothers; i++) {
        const rl_track *track = &clip->tracks[s->other_track[i]];
        if (!(reach >= s->other_from[i] && reach < s->other_to[i])) {
            int key = rl_track_find(track, reach);
            s->other_from[i] = key == 0 ? -INFINITY : track->times[key];
            s->other_to[i] = key + 1 < track->nkeys ? track->times[key + 1] : INFINITY;
            s->other_record[i] = track->records + (size_t)key * (size_t)(3 + 4 * track->lanes);
        }
        rl_clip_sample_record(clip, track, s->other_record[i], t, out + track->offset);
    }
}

/* ---- the player (ClipPlayer, PlayerCommands, TrackBindings on reel play's open scene, PlayerValues) ---- */

enum { RL_CMD_PLAY, RL_CMD_STOP, RL_CMD_PAUSE, RL_CMD_RESUME, RL_CMD_SEEK, RL_CMD_SPEED, RL_CMD_LOOP };
#define RL_PENDING_START 64             /* commands queued between two steps before the queue grows */

typedef struct rl_command { int type; double number; int loop; } rl_command;

struct reel_player {
    const reel_allocator *allocator;
    const rl_clip *clip;
    double fixed_step;
    rl_command *pending;           /* grown through the allocator when a caller queues more between two steps */
    int npending, pending_capacity;
    int pending_lost;              /* the allocator refused to grow the queue: the next step says so */
    int bound;                     /* a Play has acted (Java's bound != null) */
    int playing, paused;
    double speed;
    int has_loop_override;
    rl_loop_mode loop_override;
    double position, base, previous_position, time;
    long long steps_since_base, steps;
    int cycle, finished;
    uint64_t hash;
    double window_from;            /* DrawnWindow */
    int window_inclusive, window_open;
    unsigned char *on;             /* per track */
    unsigned char *restored;       /* per track */
    double *values;                /* the step sampler's buffer */
    reel_sampler *sampler;         /* its cursors: the same bits as rl_clip_sample */
    double *restore;               /* per lane: what restore tracks put back */
    reel_diagnostics bind_diagnostics;
    reel_diagnostics diagnostics;  /* stays empty: what reel_player_diagnostics answers before the first Play */
    reel_fired_event *fired;
    int nfired, max_events, dropped;
    reel_event_fn listener;
    void *listener_user;
    size_t bytes;
};

/* MemoryScene's neutral value of a property made on first bind. */
static void rl_neutral(const char *property, int kind, double *out) {
    int lanes = rl_kind_lanes[kind], lane;
    for (lane = 0; lane < lanes; lane++) out[lane] = 0;
    if (kind == RL_K_QUAT) out[3] = 1;
    else if (kind == RL_K_COLOR) for (lane = 0; lane < 4; lane++) out[lane] = 1;
    else if (rl_kind_is_vector(kind) && strcmp(property, "transform.scale") == 0)
        for (lane = 0; lane < lanes; lane++) out[lane] = 1;
}

typedef struct rl_slot { const char *path, *property; size_t property_len; int kind; double neutral[4]; } rl_slot;

static rl_slot *rl_slot_find(rl_slot *slots, int count, const char *path, const char *property, size_t len) {
    int i;
    for (i = 0; i < count; i++)
        if (strcmp(slots[i].path, path) == 0 && slots[i].property_len == len && memcmp(slots[i].property, property, len) == 0)
            return &slots[i];
    return NULL;
}

/* TrackBindings.bind on an open scene (every path a node, no bodies, Motion 2D or tweens): which tracks are
 * on, ANM001 for a property another kind already holds, ANM004 for one an earlier track drives. The same
 * on every Play of the clip, so it is worked out once. */
static int rl_player_bind(reel_player *p) {
    const rl_clip *clip = p->clip;
    rl_slot *slots;
    int *driving, ndriving = 0, nslots = 0, index;
    slots = (rl_slot *)rl_alloc(p->allocator, sizeof(rl_slot) * (size_t)(clip->ntracks + 1));
    driving = (int *)rl_alloc(p->allocator, sizeof(int) * (size_t)(clip->ntracks + 1));
    if (!slots || !driving) { rl_free(p->allocator, slots, 0); rl_free(p->allocator, driving, 0); return 0; }
    for (index = 0; index < clip->ntracks; index++) {
        const rl_track *track = &clip->tracks[index];
        size_t plen = strlen(track->property);
        rl_slot *slot;
        int lane = -1, off = 0, k;
        double neutral[4];
        if (track->root || track->nkeys == 0) continue;
        slot = rl_slot_find(slots, nslots, track->path, track->property, plen);
        if (!slot) {
            const char *dot = strrchr(track->property, '.');
            rl_slot *whole = dot ? rl_slot_find(slots, nslots, track->path, track->property, (size_t)(dot - track->property)) : NULL;
            if (whole && track->kind == RL_K_FLOAT32) {
                const char *names = whole->kind == RL_K_VEC2 ? "xy" : whole->kind == RL_K_VEC3 ? "xyz"
                    : whole->kind == RL_K_VEC4 || whole->kind == RL_K_QUAT ? "xyzw" : whole->kind == RL_K_COLOR ? "rgba"
                    : whole->kind == RL_K_RECT ? "xywh" : "";
                const char *at = strlen(dot + 1) == 1 && dot[1] ? strchr(names, dot[1]) : NULL;
                if (!at) off = 1;
                else { lane = (int)(at - names); slot = whole; }
            } else {
                slot = &slots[nslots++];
                slot->path = track->path;
                slot->property = track->property;
                slot->property_len = plen;
                slot->kind = track->kind;
                rl_neutral(track->property, track->kind, slot->neutral);
            }
        } else if (slot->kind != (int)track->kind) {
            off = 1;
        }
        if (off) {
            rl_diag(&p->bind_diagnostics, p->allocator, "ANM001", 1, clip->file, track->line, track->column,
                    "node \"%s\" has no %s property \"%s\"; the track is off", track->path, rl_kind_words[track->kind],
                    track->property);
            continue;
        }
        for (k = 0; k < ndriving; k++) {
            const rl_track *other = &clip->tracks[driving[k]];
            size_t olen = strlen(other->property);
            if (strcmp(other->path, track->path) == 0
                && (strcmp(other->property, track->property) == 0
                    || (olen > plen && memcmp(other->property, track->property, plen) == 0 && other->property[plen] == '.')
                    || (plen > olen && memcmp(track->property, other->property, olen) == 0 && track->property[olen] == '.')))
                break;
        }
        if (k < ndriving) {
            const rl_track *first = &clip->tracks[driving[k]];
            char where[32] = "";
            if (first->line > 0) snprintf(where, sizeof where, " (line %d)", first->line);
            rl_diag(&p->bind_diagnostics, p->allocator, "ANM004", 1, clip->file, track->line, track->column,
                    "\"%s\" is already driven by \"%s\"%s; this track is off", track->target, first->target, where);
            continue;
        }
        p->on[index] = 1;
        driving[ndriving++] = index;
        if (lane >= 0) {
            p->restore[track->offset] = slot->neutral[lane];
        } else {
            rl_neutral(track->property, track->kind, neutral);
            memcpy(p->restore + track->offset, neutral, sizeof(double) * (size_t)track->lanes);
        }
    }
    rl_free(p->allocator, slots, sizeof(rl_slot) * (size_t)(clip->ntracks + 1));
    rl_free(p->allocator, driving, sizeof(int) * (size_t)(clip->ntracks + 1));
    return 1;
}

static rl_loop_mode rl_player_loop_mode(const reel_player *p) {
    return p->has_loop_override ? p->loop_override : p->clip->loop;
}

static void rl_fnv_bool(rl_fnv *f, int value) { rl_fnv_long(f, value ? 1 : 0); }

/* PlayerValues.hash. */
static uint64_t rl_player_hash(const reel_player *p) {
    const rl_clip *clip = p->clip;
    rl_fnv f;
    int count = p->bound ? clip->ntracks : 0, index, lane;
    f.h = 0xcbf29ce484222325ULL;
    rl_fnv_long(&f, 0x5245454C504C4159ULL);
    rl_fnv_bool(&f, p->playing && !p->paused);
    rl_fnv_bool(&f, p->paused);
    rl_fnv_long(&f, p->bound ? clip->content_hash : 0);
    rl_fnv_int(&f, p->bound ? (int)rl_player_loop_mode(p) : 0);
    rl_fnv_int(&f, 0);                       /* TimeDomain.GAME */
    rl_fnv_double(&f, p->speed);
    rl_fnv_double(&f, p->position);
    rl_fnv_int(&f, p->cycle);
    rl_fnv_double(&f, p->time);
    rl_fnv_int(&f, count);
    for (index = 0; index < count; index++) {
        const rl_track *track = &clip->tracks[index];
        const double *values = p->restored[index] ? p->restore : p->values;
        rl_fnv_bool(&f, p->on[index]);
        if (track->kind == RL_K_ENUM || track->kind == RL_K_ASSET_REF) {
            if (p->restored[index]) rl_fnv_long(&f, rl_text_hash("", 0));
            else rl_fnv_long(&f, track->nkeys == 0 ? 0 : clip->text_hashes[(int)values[track->offset]]);
            continue;
        }
        for (lane = 0; lane < track->lanes; lane++) rl_fnv_double(&f, values[track->offset + lane]);
    }
    return f.h;
}

reel_player *reel_player_new(const reel_clip *clip, double fixed_step, int max_events, const reel_allocator *allocator) {
    reel_player *p;
    size_t tracks = (size_t)clip->ntracks + 1, lanes = (size_t)clip->value_size + 1, events;
    if (max_events <= 0) max_events = 2 * clip->nevents + 16;
    events = (size_t)max_events;
    p = (reel_player *)rl_alloc(allocator, sizeof *p);
    if (!p) return NULL;
    memset(p, 0, sizeof *p);
    p->allocator = allocator;
    p->clip = clip;
    p->fixed_step = fixed_step;
    p->speed = 1;
    p->finished = REEL_NOT_FINISHED;
    p->max_events = max_events;
    p->on = (unsigned char *)rl_alloc(allocator, tracks);
    p->restored = (unsigned char *)rl_alloc(allocator, tracks);
    p->values = (double *)rl_alloc(allocator, lanes * sizeof(double));
    p->restore = (double *)rl_alloc(allocator, lanes * sizeof(double));
    p->fired = (reel_fired_event *)rl_alloc(allocator, events * sizeof(reel_fired_event));
    p->pending = (rl_command *)rl_alloc(allocator, RL_PENDING_START * sizeof(rl_command));
    p->pending_capacity = RL_PENDING_START;
    p->sampler = reel_sampler_new(clip, allocator);
    if (!p->on || !p->restored || !p->values || !p->restore || !p->fired || !p->pending || !p->sampler) {
        reel_player_free(p);
        return NULL;
    }
    memset(p->on, 0, tracks);
    memset(p->restored, 0, tracks);
    memset(p->values, 0, lanes * sizeof(double));
    memset(p->restore, 0, lanes * sizeof(double));
    if (!rl_player_bind(p)) { reel_player_free(p); return NULL; }
    p->hash = rl_player_hash(p);
    return p;
}

void reel_player_free(reel_player *p) {
    size_t tracks, lanes;
    if (!p) return;
    tracks = (size_t)p->clip->ntracks + 1;
    lanes = (size_t)p->clip->value_size + 1;
    rl_free(p->allocator, p->on, tracks);
    rl_free(p->allocator, p->restored, tracks);
    rl_free(p->allocator, p->values, lanes * sizeof(double));
    rl_free(p->allocator, p->restore, lanes * sizeof(double));
    rl_free(p->allocator, p->fired, (size_t)p->max_events * sizeof(reel_fired_event));
    rl_free(p->allocator, p->pending, (size_t)p->pending_capacity * sizeof(rl_command));
    reel_sampler_free(p->sampler);
    reel_diagnostics_free(&p->bind_diagnostics, p->allocator);
    reel_diagnostics_free(&p->diagnostics, p->allocator);
    rl_free(p->allocator, p, sizeof *p);
}

void reel_player_set_listener(reel_player *p, reel_event_fn fn, void *user) { p->listener = fn; p->listener_user = user; }

static void rl_queue(reel_player *p, int type, double number, int loop) {
    if (p->npending == p->pending_capacity) {
        int grown = p->pending_capacity * 2;
        rl_command *more = (rl_command *)rl_realloc(p->allocator, p->pending,
                                                    (size_t)p->pending_capacity * sizeof(rl_command),
                                                    (size_t)grown * sizeof(rl_command));
        if (!more) { p->pending_lost = 1; return; }
        p->pending = more;
        p->pending_capacity = grown;
    }
    p->pending[p->npending].type = type;
    p->pending[p->npending].number = number;
    p->pending[p->npending].loop = loop;
    p->npending++;
}

void reel_player_play(reel_player *p) { rl_queue(p, RL_CMD_PLAY, 0, 0); }
void reel_player_stop(reel_player *p) { rl_queue(p, RL_CMD_STOP, 0, 0); }
void reel_player_pause(reel_player *p) { rl_queue(p, RL_CMD_PAUSE, 0, 0); }
void reel_player_resume(reel_player *p) { rl_queue(p, RL_CMD_RESUME, 0, 0); }
void reel_player_seek(reel_player *p, double t) { rl_queue(p, RL_CMD_SEEK, t, 0); }
void reel_player_set_speed(reel_player *p, double speed) { rl_queue(p, RL_CMD_SPEED, speed, 0); }
void reel_player_set_loop(reel_player *p, reel_loop loop) { rl_queue(p, RL_CMD_LOOP, 0, (int)loop); }
void reel_player_clear_loop(reel_player *p) { rl_queue(p, RL_CMD_LOOP, 0, -1); }

static void rl_player_end(reel_player *p) {
    int index;
    for (index = 0; index < p->clip->ntracks; index++)
        if (p->on[index] && p->clip->tracks[index].on_end == RL_END_RESTORE) p->restored[index] = 1;
    p->playing = 0;
    p->paused = 0;
}

static void rl_player_rebase(reel_player *p) { p->base = p->position; p->steps_since_base = 0; }

static void rl_player_begin(reel_player *p) {
    if (p->playing) rl_player_end(p);
    p->bound = 1;
    /* A fresh binding: a fresh sampler buffer, nothing restored. */
    memset(p->values, 0, sizeof(double) * (size_t)(p->clip->value_size + 1));
    memset(p->restored, 0, (size_t)p->clip->ntracks + 1);
    p->playing = 1;
    p->paused = 0;
    p->position = 0;
    p->previous_position = 0;
    p->cycle = 0;
    rl_player_rebase(p);
    p->window_from = 0;
    p->window_inclusive = 1;
    p->window_open = 1;
}

static void rl_player_finish(reel_player *p, int cycle) {
    p->finished = cycle;
    if (cycle != 0) p->window_open = 0;
}

typedef struct rl_relay { reel_player *player; int drawn; } rl_relay;

static void rl_player_fire(void *user, int index, int cycle, double position) {
    rl_relay *relay = (rl_relay *)user;
    reel_player *p = relay->player;
    const rl_clip_event *event = &p->clip->events[index];
    reel_fired_event fired;
    fired.event = index;
    fired.name = event->name;
    fired.has_payload = event->has_payload;
    fired.payload = event->payload;
    fired.mode = (reel_event_mode)(relay->drawn && event->mode == RL_EV_GAMEPLAY ? RL_EV_PRESENTATION : event->mode);
    fired.cycle = cycle;
    fired.position = position;
    if (p->nfired < p->max_events) p->fired[p->nfired++] = fired;
    else p->dropped++;
    if (p->listener) p->listener(p->listener_user, &fired);
}

static void rl_player_run(reel_player *p, int advance, int start) {
    const rl_clip *clip = p->clip;
    double from = p->position, length = clip->length;
    rl_loop_mode mode = rl_player_loop_mode(p);
    int ends;
    rl_relay relay;
    if (advance) {
        p->steps_since_base++;
        p->position = p->base + (double)p->steps_since_base * fabs(p->fixed_step * p->speed);
    }
    ends = rl_timeline_effective(mode, length) == RL_ONCE && rl_timeline_ended(p->position, length);
    if (ends) p->position = rl_jmax(0, length);
    p->cycle = rl_timeline_cycle(p->position, length, mode);
    p->time = rl_timeline_time(p->position, length, mode, p->speed < 0, p->cycle);
    reel_sampler_sample(p->sampler, p->time, p->values);
    relay.player = p;
    relay.drawn = 0;
    if (advance)
        rl_clip_scan_events(clip, mode, p->speed < 0, from, 0, p->position, 1 << RL_EV_GAMEPLAY, rl_player_fire, &relay);
    else if (start)
        rl_clip_scan_events(clip, mode, p->speed < 0, 0, 1, 0, 1 << RL_EV_GAMEPLAY, rl_player_fire, &relay);
    if (ends) {
        rl_player_end(p);
        rl_player_finish(p, 0);
    }
}

int reel_player_step(reel_player *p) {
    int advance = 1, start = 0, i, overflow = p->pending_lost, count = p->npending;
    p->steps++;
    p->finished = REEL_NOT_FINISHED;
    p->previous_position = p->position;
    p->nfired = 0;
    p->dropped = 0;
    p->npending = 0;
    p->pending_lost = 0;
    for (i = 0; i < count; i++) {
        const rl_command *command = &p->pending[i];
        switch (command->type) {
        case RL_CMD_PLAY:
            rl_player_begin(p);
            advance = 0;
            start = 1;
            break;
        case RL_CMD_STOP:
            if (p->playing) {
                rl_player_end(p);
                rl_player_finish(p, -1);
                advance = 0;
                start = 0;
            }
            break;
        case RL_CMD_PAUSE:
            if (p->playing && !p->paused) { p->paused = 1; advance = 0; }
            break;
        case RL_CMD_RESUME:
            if (p->playing) p->paused = 0;
            break;
        case RL_CMD_SEEK:
            if (p->playing) {
                p->position = rl_timeline_position(command->number, p->cycle, p->clip->length, rl_player_loop_mode(p),
                                                   p->speed < 0);
                rl_player_rebase(p);
                p->previous_position = p->position;
                p->window_from = p->position;
                p->window_inclusive = 0;
                advance = 0;
                start = 0;
            }
            break;
        case RL_CMD_SPEED:
            rl_player_rebase(p);
            p->speed = command->number;
            break;
        default:
            p->has_loop_override = command->loop >= 0;
            if (command->loop >= 0) p->loop_override = (rl_loop_mode)command->loop;
            break;
        }
    }
    if (p->playing) rl_player_run(p, advance && !p->paused, start);
    p->hash = rl_player_hash(p);
    return overflow ? -1 : 0;
}

/* PlayRunner's order of a step's events with its draw's: position (Double.compare), then cycle, then the
 * event's index; a stable insertion sort, allocating nothing (the list is nearly in order already). */
static int rl_fired_after(const reel_fired_event *a, const reel_fired_event *b) {
    if (a->position != b->position) return a->position > b->position;
    if (a->position == 0 && signbit(a->position) != signbit(b->position)) return !signbit(a->position);
    if (a->cycle != b->cycle) return a->cycle > b->cycle;
    return a->event > b->event;
}

static void rl_sort_fired(reel_fired_event *fired, int count) {
    int i, j;
    for (i = 1; i < count; i++) {
        reel_fired_event item = fired[i];
        for (j = i - 1; j >= 0 && rl_fired_after(&fired[j], &item); j--) fired[j + 1] = fired[j];
        fired[j + 1] = item;
    }
}

void reel_player_draw(reel_player *p, double alpha) {
    double fraction, drawn;
    rl_relay relay;
    if (!p->bound) return;
    fraction = rl_jmax(0, rl_jmin(1, alpha));
    drawn = p->previous_position + fraction * (p->position - p->previous_position);
    if (p->window_open && (drawn > p->window_from || (p->window_inclusive && drawn >= p->window_from))) {
        relay.player = p;
        relay.drawn = 1;
        rl_clip_scan_events(p->clip, rl_player_loop_mode(p), p->speed < 0, p->window_from, p->window_inclusive, drawn,
                            1 << RL_EV_PRESENTATION, rl_player_fire, &relay);
    }
    p->window_from = rl_jmax(p->window_from, drawn);
    p->window_inclusive = 0;
    if (!p->playing && drawn >= p->position) p->window_open = 0;
    rl_sort_fired(p->fired, p->nfired);
}

double reel_player_time(const reel_player *p) { return p->time; }
int reel_player_cycle(const reel_player *p) { return p->cycle; }
double reel_player_position(const reel_player *p) { return p->position; }
int reel_player_playing(const reel_player *p) { return p->playing && !p->paused; }
int reel_player_paused(const reel_player *p) { return p->paused; }
int reel_player_finished(const reel_player *p) { return p->finished; }
uint64_t reel_player_state_hash(const reel_player *p) { return p->hash; }

int reel_player_has_value(const reel_player *p, int channel) {
    const rl_track *track = rl_clip_channel(p->clip, channel);
    return p->bound && track && track->nkeys > 0;
}

double reel_player_value(const reel_player *p, int channel, int lane) {
    const rl_track *track = rl_clip_channel(p->clip, channel);
    int index = track ? (int)(track - p->clip->tracks) : -1;
    if (!track || lane < 0 || lane >= track->lanes) return 0;
    return (p->restored[index] ? p->restore : p->values)[track->offset + lane];
}

const char *reel_player_text(const reel_player *p, int channel) {
    const rl_track *track = rl_clip_channel(p->clip, channel);
    int index = track ? (int)(track - p->clip->tracks) : -1;
    if (!track) return NULL;
    if (!p->bound || track->nkeys == 0 || p->restored[index]
        || !(track->kind == RL_K_ENUM || track->kind == RL_K_ASSET_REF))
        return "";
    return p->clip->texts[(int)p->values[track->offset]];
}

const reel_fired_event *reel_player_events(const reel_player *p, int *count, int *dropped) {
    if (count) *count = p->nfired;
    if (dropped) *dropped = p->dropped;
    return p->fired;
}

/* The binding's diagnostics, found when the player was made, count from the first Play (as the Java player
 * finds them then); nothing is allocated on a step. */
const reel_diagnostics *reel_player_diagnostics(const reel_player *p) {
    return p->bound ? &p->bind_diagnostics : &p->diagnostics;
}
/* END clip */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== controllers ========================================================================================= */
/* BEGIN controller */
/* The functions the rules take from StrictMath: the math section's fdlibm (reel_sin, reel_acos, reel_atan2,
 * reel_hypot), never the platform's libm. */
#define RL_CTL_SIN(x) reel_sin(x)
#define RL_CTL_ACOS(x) reel_acos(x)
#define RL_CTL_ATAN2(y, x) reel_atan2(y, x)
#define RL_CTL_HYPOT(x, y) reel_hypot(x, y)

/*
 * Controllers (docs/formats.md, "Controllers" to "State hashes"), ported from the Java runtime of
 * src/main/java/dev/reel/{io,runtime}: ControllerReader and ControllerRules read the file into a model,
 * GraphFlattener flattens sub-state machines, CompiledController / TransitionTable / PoseChannels / RootTracks /
 * CompiledTree / LayerPlan compile it, and Animator / AnimatorStep / PoseMixer / TreePlay / LayeredAnimator step
 * it. Every rule does the same double operations in the same order as the Java code, so the state hash
 * (AnimatorHash, ControllerFingerprint) is bit-identical. Internal names start with rl_ctl_.
 *
 * Of the Java runtime's shortcuts that give the same results, the quiet-state skip of the transition evaluation
 * is taken; the direct sample layouts, time slices and resting layers are not (every step takes the general
 * path). Not ported: draws between steps (Animator.draw: interpolated presentation transforms, presentation and
 * preview events) and the root-motion modes that move a scene's node (the game applies the reported motion).
 */

/* -- FNV-1a, 64 bits (Fnv64): every item as 8 little-endian bytes -- */

typedef struct rl_ctl_fnv { uint64_t h; } rl_ctl_fnv;

static void rl_ctl_fnv_init(rl_ctl_fnv *f) { f->h = 0xcbf29ce484222325ULL; }

static void rl_ctl_fnv_long(rl_ctl_fnv *f, int64_t value) {
    uint64_t v = (uint64_t)value, h = f->h;
    int shift;
    for (shift = 0; shift < 64; shift += 8) {
        h ^= (v >> shift) & 0xff;
        h *= 0x100000001b3ULL;
    }
    f->h = h;
}

static void rl_ctl_fnv_double(rl_ctl_fnv *f, double value) {
    uint64_t bits;
    double v = value + 0.0;     /* -0.0 as 0.0 */
    if (v != v) bits = 0x7ff8000000000000ULL;
    else memcpy(&bits, &v, sizeof bits);
    rl_ctl_fnv_long(f, (int64_t)bits);
}

static void rl_ctl_fnv_string(rl_ctl_fnv *f, const char *text) {
    size_t i, n;
    uint64_t h;
    if (!text) { rl_ctl_fnv_long(f, -1); return; }
    n = strlen(text);
    rl_ctl_fnv_long(f, (int64_t)n);
    h = f->h;
    for (i = 0; i < n; i++) {
        h ^= (unsigned char)text[i];
        h *= 0x100000001b3ULL;
    }
    f->h = h;
}

static uint64_t rl_ctl_fnv_of(const char *text) {
    rl_ctl_fnv f;
    rl_ctl_fnv_init(&f);
    rl_ctl_fnv_string(&f, text);
    return f.h;
}

/* -- the model a .aectrl reads into (dev.reel.model.Controller and its parts) -- */

enum { RL_CTL_FLOAT, RL_CTL_INT, RL_CTL_BOOL, RL_CTL_TRIGGER };                 /* ParamKind */
enum { RL_CTL_TRUTHY, RL_CTL_EQ, RL_CTL_NE, RL_CTL_GT, RL_CTL_GE, RL_CTL_LT, RL_CTL_LE };   /* operators */
enum { RL_CTL_IN_OUT_QUAD, RL_CTL_LINEAR, RL_CTL_IN_QUAD, RL_CTL_OUT_QUAD, RL_CTL_IN_OUT_CUBIC, RL_CTL_SMOOTHSTEP };
enum { RL_CTL_DOMINANT, RL_CTL_BOTH, RL_CTL_INCOMING };                         /* EventPolicy */
enum { RL_CTL_ONCE, RL_CTL_LOOP, RL_CTL_PING_PONG };                           /* LoopMode */
enum { RL_CTL_CLIP_STATE, RL_CTL_ONE_D, RL_CTL_TWO_D };                        /* BlendKind (0: none) */

static const char *const rl_ctl_kind_words[] = { "float", "int", "bool", "trigger" };
static const char *const rl_ctl_op_words[] = { "", "eq", "ne", "gt", "ge", "lt", "le" };
static const char *const rl_ctl_ease_words[] = { "inOutQuad", "linear", "inQuad", "outQuad", "inOutCubic",
                                                 "smoothstep" };
static const char *const rl_ctl_policy_words[] = { "dominant", "both", "incoming" };
static const char *const rl_ctl_loop_words[] = { "once", "loop", "pingPong" };
static const char *const rl_ctl_blend_words[] = { "", "oneD", "twoD" };
static const char *const rl_ctl_kind_file_words[] = { "float32", "int32", "bool", "enum", "vec2", "vec3", "vec4",
                                                      "color", "rect", "quat", "assetRef" };


typedef struct rl_ctl_mparam {
    const char *name;
    int kind;
    int has_default;
    double value;           /* the default: a number, bools as 1 or 0 */
    rl_pos pos;             /* of the label */
} rl_ctl_mparam;

typedef struct rl_ctl_mcond {
    const char *param;
    int op;                 /* RL_CTL_TRUTHY when no op */
    int has_value;
    double value;
    rl_pos pos;             /* of the label */
} rl_ctl_mcond;

typedef struct rl_ctl_mtrans {
    const char *from, *to;
    double duration;
    int has_exit;
    double exit_time;
    int interrupt;
    const rl_ctl_mcond **conds;
    int nconds;
    rl_pos pos, to_pos;     /* the label (source) and the to= value */
} rl_ctl_mtrans;

typedef struct rl_ctl_mmotion { const char *clip; double x, y; rl_pos pos; } rl_ctl_mmotion;

typedef struct rl_ctl_mstate {
    const char *name;
    const char *clip;       /* asset path, or NULL */
    double speed;
    int loop;               /* -1: the clip's own */
    int events;
    int blend;              /* RL_CTL_CLIP_STATE, RL_CTL_ONE_D, RL_CTL_TWO_D */
    const char *param, *param_y;
    rl_ctl_mmotion *motions;
    int nmotions;
    rl_pos pos;             /* of the node */
    rl_pos name_pos;
} rl_ctl_mstate;

struct rl_ctl_mmachine;

typedef struct rl_ctl_mgraph {
    rl_ctl_mstate *states;
    int nstates;
    struct rl_ctl_mmachine *machines;
    int nmachines;
    rl_ctl_mtrans *trans;
    int ntrans;
} rl_ctl_mgraph;

typedef struct rl_ctl_mmachine {
    const char *name;
    const char *entry;
    rl_ctl_mgraph graph;
    rl_pos name_pos, entry_pos;
    int has_entry_pos;
} rl_ctl_mmachine;

typedef struct rl_ctl_mlayer {
    const char *name;
    const char *entry;
    double weight;
    int additive;
    const char **mask;
    rl_pos *mask_pos;
    int nmask;
    rl_ctl_mgraph graph;
    rl_pos pos, name_pos, entry_pos;
    int has_entry_pos;
} rl_ctl_mlayer;

typedef struct rl_ctl_model {
    int version;
    const char *entry;
    int ease;
    rl_ctl_mparam *params;
    int nparams;
    rl_ctl_mgraph base;
    rl_ctl_mlayer *layers;
    int nlayers;
    rl_pos entry_pos;
    int has_entry_pos;
} rl_ctl_model;

/* -- reading the model from the document tree (ControllerReader; diagnostics as it reports them) -- */

typedef struct rl_ctl_reader {
    rl_arena *arena;
    const char *file;
    const reel_allocator *allocator;
    reel_diagnostics *diags;
    rl_ctl_model *model;
} rl_ctl_reader;

#define RL_CTL_REPORT(r, code, pos, ...) \
    rl_diag((r)->diags, (r)->allocator, code, rl_ctl_is_error(code), (r)->file, (pos).line, (pos).column, __VA_ARGS__)

/* format with one name in it, in the reader's arena: a part of a message that is never cut, however long the
 * name (Java's messages are whole); "" when memory ran out. */
static const char *rl_ctl_phrase(rl_ctl_reader *r, const char *format, const char *name) {
    int n = snprintf(NULL, 0, format, name);
    char *out = n < 0 ? NULL : (char *)rl_arena_alloc(r->arena, (size_t)n + 1);
    if (!out) return "";
    snprintf(out, (size_t)n + 1, format, name);
    return out;
}

static int rl_ctl_is_error(const char *code) {
    /* ANC008, ANC009 and DOC009 are warnings; every other controller code is an error. */
    return !(strcmp(code, "ANC008") == 0 || strcmp(code, "ANC009") == 0 || strcmp(code, "DOC009") == 0);
}

static const rl_value *rl_ctl_prop(const rl_node *node, const char *key) {
    int i;
    for (i = 0; i < node->nprops; i++) if (strcmp(node->props[i].key, key) == 0) return &node->props[i].value;
    return NULL;
}

/* The word of an identifier value among words[0..n), or -1. */
static int rl_ctl_word(const rl_value *v, const char *const *words, int n) {
    int i;
    if (!v || v->kind != RL_WORD) return -1;
    for (i = 0; i < n; i++) if (words[i][0] && strcmp(v->text, words[i]) == 0) return i;
    return -1;
}

/* The length of a UTF-8 text in UTF-16 units, as Java counts a String. */
static int rl_ctl_units(const char *text) {
    int n = 0;
    for (; *text; text++) {
        unsigned char c = (unsigned char)*text;
        if ((c & 0xC0) != 0x80) n += c >= 0xF0 ? 2 : 1;
    }
    return n;
}

/* Values.show: a value as messages quote it, cut to 40 characters. */
static const char *rl_ctl_show(const rl_value *v, char *buf, size_t size) {
    char text[512];
    switch (v->kind) {
    case RL_NUM: snprintf(text, sizeof text, "%s", v->text); break;
    case RL_STR: snprintf(text, sizeof text, "\"%s\"", v->text); break;
    case RL_BOOL: snprintf(text, sizeof text, "%s", v->boolean ? "true" : "false"); break;
    case RL_WORD: snprintf(text, sizeof text, "%s", v->text); break;
    case RL_ARR: snprintf(text, sizeof text, "an array of %d", v->count); break;
    default: snprintf(text, sizeof text, "%s(...)", v->text); break;
    }
    if (rl_ctl_units(text) > 40) {
        /* the first 37 UTF-16 units, then "..." */
        size_t i = 0;
        int units = 0;
        while (text[i]) {
            unsigned char c = (unsigned char)text[i];
            int add = c >= 0xF0 ? 2 : 1;
            size_t len = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            if (units + add > 37) break;
            units += add;
            i += len;
        }
        memcpy(text + i, "...", 4);
    }
    {
        size_t n = strlen(text);
        if (n >= size) n = size - 1;
        memcpy(buf, text, n);
        buf[n] = 0;
    }
    return buf;
}

/* Named.choices: "a, b or c". */
static const char *rl_ctl_choices(const char *const *words, int n, char *buf, size_t size) {
    int i;
    size_t at = 0;
    buf[0] = 0;
    for (i = 0; i < n; i++) {
        if (!words[i][0]) continue;
        at += (size_t)snprintf(buf + at, at < size ? size - at : 0, "%s%s", at == 0 ? "" : i == n - 1 ? " or " : ", ",
                               words[i]);
        if (at >= size) break;
    }
    return buf;
}

static const char *rl_ctl_label(rl_ctl_reader *r, const rl_node *node, const char *what) {
    if (node->nargs < 1 || node->args[0].kind != RL_STR) {
        RL_CTL_REPORT(r, "ANC006", node->pos, "'%s' needs %s in quotes", node->name, what);
        return NULL;
    }
    return node->args[0].text;
}

/* A word property: the index among words, -1 when absent; a bad value is reported (ANC006) and reads as absent. */
static int rl_ctl_word_prop(rl_ctl_reader *r, const rl_node *node, const char *key, const char *const *words, int n) {
    const rl_value *v = rl_ctl_prop(node, key);
    int w;
    char shown[128], choices[300];
    if (!v) return -1;
    w = rl_ctl_word(v, words, n);
    if (w < 0) RL_CTL_REPORT(r, "ANC006", v->pos, "%s must be %s, not %s", key, rl_ctl_choices(words, n, choices, sizeof choices),
                             rl_ctl_show(v, shown, sizeof shown));
    return w;
}

/* Values.number */
static int rl_ctl_number_value(rl_ctl_reader *r, const rl_value *v, const char *what, const char *code, double *out) {
    char shown[128];
    if (v->kind != RL_NUM) {
        RL_CTL_REPORT(r, code, v->pos, "%s must be a number, not %s", what, rl_ctl_show(v, shown, sizeof shown));
        return 0;
    }
    if (v->num - v->num != 0) {
        RL_CTL_REPORT(r, code, v->pos, "%s %s is too large", what, rl_ctl_show(v, shown, sizeof shown));
        return 0;
    }
    *out = v->num;
    return 1;
}

static int rl_ctl_number_prop(rl_ctl_reader *r, const rl_node *node, const char *key, double *out) {
    const rl_value *v = rl_ctl_prop(node, key);
    return v ? rl_ctl_number_value(r, v, key, "ANC006", out) : 0;
}

/* Values.numbers: an array of `count` numbers. */
static int rl_ctl_numbers(rl_ctl_reader *r, const rl_value *v, int count, const char *what, double *out) {
    char shown[128];
    int i;
    if (v->kind != RL_ARR || v->count != count) {
        RL_CTL_REPORT(r, "ANC006", v->pos, "%s must be an array of %d numbers, not %s", what, count,
                      rl_ctl_show(v, shown, sizeof shown));
        return 0;
    }
    for (i = 0; i < count; i++) if (!rl_ctl_number_value(r, &v->items[i], what, "ANC006", &out[i])) return 0;
    return 1;
}

/* A graph position ([x, y], editor only): checked, not kept. */
static void rl_ctl_position(rl_ctl_reader *r, const rl_node *node, const char *key) {
    const rl_value *v = rl_ctl_prop(node, key);
    double xy[2];
    if (v) rl_ctl_numbers(r, v, 2, key, xy);
}

/* asset("path") as its path, or NULL. */
static const char *rl_ctl_asset(const rl_value *v) {
    if (!v || v->kind != RL_CALL || strcmp(v->text, "asset") != 0 || v->count != 1 || v->items[0].kind != RL_STR)
        return NULL;
    return v->items[0].text;
}

/* A condition operand or a parameter default read by the parameter's kind (ControllerRules.operand). */
static int rl_ctl_operand(rl_ctl_reader *r, const rl_value *v, int kind, const char *what, double *out) {
    char shown[128];
    switch (kind) {
    case RL_CTL_BOOL:
        if (v->kind == RL_BOOL) { *out = v->boolean ? 1 : 0; return 1; }
        RL_CTL_REPORT(r, "ANC002", v->pos, "%s must be true or false, not %s", what, rl_ctl_show(v, shown, sizeof shown));
        return 0;
    case RL_CTL_INT:
        if (!rl_ctl_number_value(r, v, what, "ANC002", out)) return 0;
        if (v->num != rint(v->num) || fabs(v->num) > 2147483647.0) {
            RL_CTL_REPORT(r, "ANC002", v->pos, "%s must be a whole number, not %s", what,
                          rl_ctl_show(v, shown, sizeof shown));
            return 0;
        }
        *out = v->num;
        return 1;
    case RL_CTL_FLOAT:
        return rl_ctl_number_value(r, v, what, "ANC002", out);
    default:
        RL_CTL_REPORT(r, "ANC002", v->pos, "%s: a trigger takes no value", what);
        return 0;
    }
}

/* DOC009 for every property of `node` that is not among `known` (Fields.extras: they are kept as written). */
static void rl_ctl_unknown_props(rl_ctl_reader *r, const rl_node *node, const char *const *known) {
    int i, j, k;
    for (i = 0; i < node->nprops; i++) {
        const char *key = node->props[i].key;
        int seen = 0;
        for (k = 0; known[k] && !seen; k++) seen = strcmp(known[k], key) == 0;
        for (j = 0; j < i && !seen; j++) seen = strcmp(node->props[j].key, key) == 0;
        if (!seen)
            RL_CTL_REPORT(r, "DOC009", node->props[i].pos, "unknown property '%s' in '%s' is kept as written", key,
                          node->name);
    }
}

static const char *const rl_ctl_param_keys[] = { "kind", "default", NULL };
static const char *const rl_ctl_cond_keys[] = { "op", "value", NULL };
static const char *const rl_ctl_transition_keys[] = { "to", "duration", "exitTime", "interrupt", NULL };
static const char *const rl_ctl_motion_keys[] = { "clip", "at", NULL };
static const char *const rl_ctl_state_keys[] = { "clip", "speed", "loop", "events", "pos", "blend", "param", "paramY", NULL };
static const char *const rl_ctl_machine_keys[] = { "entry", "pos", "entryPos", "anyPos", "exitPos", NULL };
static const char *const rl_ctl_layer_keys[] = { "entry", "weight", "blend", "mask", "entryPos", "anyPos", NULL };
static const char *const rl_ctl_controller_keys[] = { "version", "entry", "entryPos", "anyPos", "ease", NULL };

static int rl_ctl_param_kind(const rl_ctl_model *m, const char *name) {
    int i;
    for (i = 0; i < m->nparams; i++) if (strcmp(m->params[i].name, name) == 0) return m->params[i].kind;
    return -1;
}

static void rl_ctl_read_param(rl_ctl_reader *r, const rl_node *node) {
    const char *name = rl_ctl_label(r, node, "the parameter name");
    const rl_value *dv = rl_ctl_prop(node, "default");
    int kind;
    rl_ctl_mparam *p;
    if (!rl_ctl_prop(node, "kind")) RL_CTL_REPORT(r, "ANC006", node->pos, "'param' needs kind=float, int, bool or trigger");
    kind = rl_ctl_word_prop(r, node, "kind", rl_ctl_kind_words, 4);
    p = &r->model->params[r->model->nparams];
    memset(p, 0, sizeof *p);
    if (dv && kind == RL_CTL_TRIGGER) {
        RL_CTL_REPORT(r, "ANC002", dv->pos, "a trigger has no default; it starts unset");
    } else if (dv && kind >= 0) {
        p->has_default = rl_ctl_operand(r, dv, kind, rl_ctl_phrase(r, "default of '%s'", name ? name : "null"),
                                        &p->value);
    }
    rl_ctl_unknown_props(r, node, rl_ctl_param_keys);
    if (!name || kind < 0) return;
    p->name = name;
    p->kind = kind;
    p->pos = node->args[0].pos;
    r->model->nparams++;
}

static void rl_ctl_read_cond(rl_ctl_reader *r, const rl_node *node, rl_ctl_mtrans *t) {
    const char *param = rl_ctl_label(r, node, "the parameter name");
    const rl_value *opv = rl_ctl_prop(node, "op"), *operand = rl_ctl_prop(node, "value");
    rl_ctl_mcond *c;
    int op = RL_CTL_TRUTHY, kind;
    char shown[128];
    rl_ctl_unknown_props(r, node, rl_ctl_cond_keys);
    if (!param) return;
    c = (rl_ctl_mcond *)rl_arena_alloc(r->arena, sizeof *c);
    if (!c) return;
    if (opv) {
        op = rl_ctl_word(opv, rl_ctl_op_words, 7);
        if (op < 0) {
            RL_CTL_REPORT(r, "ANC002", opv->pos, "op must be eq, ne, gt, ge, lt or le, not %s",
                          rl_ctl_show(opv, shown, sizeof shown));
            op = RL_CTL_TRUTHY;
        }
    }
    kind = rl_ctl_param_kind(r->model, param);
    if (operand && kind != RL_CTL_TRIGGER) {
        if (kind < 0) {
            /* Values.guess: a number or a bool as a number */
            if (operand->kind == RL_NUM) { c->value = operand->num; c->has_value = 1; }
            else if (operand->kind == RL_BOOL) { c->value = operand->boolean ? 1 : 0; c->has_value = 1; }
        } else {
            c->has_value = rl_ctl_operand(r, operand, kind, rl_ctl_phrase(r, "value of '%s'", param), &c->value);
        }
    }
    if (kind >= 0) {
        switch (kind) {
        case RL_CTL_TRIGGER:
            if (opv || operand)
                RL_CTL_REPORT(r, "ANC002", opv ? opv->pos : operand->pos,
                              "trigger '%s' takes no op or value: the condition holds while it is set", param);
            break;
        case RL_CTL_BOOL:
            if (opv && op != RL_CTL_TRUTHY && op != RL_CTL_EQ && op != RL_CTL_NE)
                RL_CTL_REPORT(r, "ANC002", opv->pos, "bool '%s' compares with eq or ne only, not %s", param,
                              rl_ctl_op_words[op]);
            else if (opv && !operand)
                RL_CTL_REPORT(r, "ANC002", opv->pos, "op=%s needs value=true or false", rl_ctl_show(opv, shown, sizeof shown));
            else if (!opv && operand)
                RL_CTL_REPORT(r, "ANC002", operand->pos, "value= needs op=eq or op=ne");
            break;
        default:
            if (!opv) RL_CTL_REPORT(r, "ANC002", node->pos, "%s '%s' needs op= and value=", rl_ctl_kind_words[kind], param);
            else if (!operand) RL_CTL_REPORT(r, "ANC002", opv->pos, "op=%s needs value=", rl_ctl_show(opv, shown, sizeof shown));
            break;
        }
    }
    c->param = param;
    c->op = op;
    c->pos = node->args[0].pos;
    t->conds[t->nconds++] = c;
}

static void rl_ctl_read_transition(rl_ctl_reader *r, const rl_node *node, rl_ctl_mgraph *g) {
    const char *from = rl_ctl_label(r, node, "the source state (or \"any\")");
    const rl_value *tov = rl_ctl_prop(node, "to"), *iv = rl_ctl_prop(node, "interrupt");
    rl_ctl_mtrans *t = &g->trans[g->ntrans];
    double d;
    int i;
    memset(t, 0, sizeof *t);
    if (!tov) RL_CTL_REPORT(r, "ANC006", node->pos, "'transition' needs to=\"STATE\"");
    else if (tov->kind != RL_STR) RL_CTL_REPORT(r, "ANC006", tov->pos, "to must be a state name in quotes");
    if (rl_ctl_number_prop(r, node, "duration", &d)) {
        if (d < 0) { RL_CTL_REPORT(r, "ANC006", node->pos, "duration must not be negative"); d = 0; }
        t->duration = d;
    }
    if (rl_ctl_number_prop(r, node, "exitTime", &d)) {
        if (d < 0) RL_CTL_REPORT(r, "ANC006", node->pos, "exitTime must not be negative");
        else { t->has_exit = 1; t->exit_time = d; }
    }
    if (iv) {
        if (iv->kind == RL_BOOL) t->interrupt = iv->boolean;
        else RL_CTL_REPORT(r, "ANC006", iv->pos, "interrupt must be true or false");
    }
    t->conds = (const rl_ctl_mcond **)rl_arena_array(r->arena, (size_t)node->nchildren + 1, sizeof *t->conds);
    if (!t->conds) return;
    for (i = 0; i < node->nchildren; i++) {
        const rl_node *child = &node->children[i];
        if (strcmp(child->name, "cond") != 0) {
            RL_CTL_REPORT(r, "DOC009", child->pos, "unknown node '%s' in 'transition' is kept as written", child->name);
            continue;
        }
        rl_ctl_read_cond(r, child, t);
    }
    rl_ctl_unknown_props(r, node, rl_ctl_transition_keys);
    if (!from || !tov || tov->kind != RL_STR) return;
    t->from = from;
    t->to = tov->text;
    t->pos = node->args[0].pos;
    t->to_pos = tov->pos;
    g->ntrans++;
}

static void rl_ctl_read_tree(rl_ctl_reader *r, const rl_node *node, rl_ctl_mstate *s, const char *name) {
    int blend = rl_ctl_word_prop(r, node, "blend", rl_ctl_blend_words, 3);
    const rl_value *pv = rl_ctl_prop(node, "param"), *pyv = rl_ctl_prop(node, "paramY");
    int i, j;
    s->motions = (rl_ctl_mmotion *)rl_arena_array(r->arena, (size_t)node->nchildren + 1, sizeof *s->motions);
    if (!s->motions) return;
    for (i = 0; i < node->nchildren; i++) {
        const rl_node *child = &node->children[i];
        const rl_value *cv, *at;
        const char *clip;
        rl_ctl_mmotion *m = &s->motions[s->nmotions];
        if (strcmp(child->name, "motion") != 0) {
            RL_CTL_REPORT(r, "DOC009", child->pos, "unknown node '%s' in 'state' is kept as written", child->name);
            continue;
        }
        cv = rl_ctl_prop(child, "clip");
        clip = rl_ctl_asset(cv);
        if (!cv) RL_CTL_REPORT(r, "ANC006", child->pos, "'motion' needs clip=asset(\"path\")");
        else if (!clip) RL_CTL_REPORT(r, "ANC006", cv->pos, "clip must be asset(\"path\")");
        at = rl_ctl_prop(child, "at");
        m->x = m->y = 0;
        if (!at) {
            RL_CTL_REPORT(r, "ANC006", child->pos, blend == RL_CTL_TWO_D ? "'motion' needs at=[x, y]"
                                                                         : "'motion' needs at=THRESHOLD");
        } else if (blend == RL_CTL_TWO_D) {
            double xy[2];
            if (rl_ctl_numbers(r, at, 2, "at", xy)) { m->x = xy[0]; m->y = xy[1]; }
        } else {
            rl_ctl_number_value(r, at, "at", "ANC006", &m->x);
        }
        rl_ctl_unknown_props(r, child, rl_ctl_motion_keys);
        if (!clip) continue;
        m->clip = clip;
        m->pos = child->pos;
        s->nmotions++;
    }
    if (blend < 0) {
        if (pv || pyv || s->nmotions > 0)
            RL_CTL_REPORT(r, "ANC006", node->pos, "state \"%s\" has param= or motions but no blend=oneD or blend=twoD",
                          name ? name : "null");
        s->nmotions = 0;
        return;
    }
    s->blend = blend;
    for (j = 0; j < 2; j++) {
        const rl_value *v = j == 0 ? pv : pyv;
        const char *key = j == 0 ? "param" : "paramY";
        int kind;
        if (j == 1 && blend != RL_CTL_TWO_D) {
            if (pyv) RL_CTL_REPORT(r, "ANC006", pyv->pos, "a oneD tree has one parameter; paramY= is not used");
            break;
        }
        if (!v) { RL_CTL_REPORT(r, "ANC006", node->pos, "a blend tree needs %s=\"FLOAT PARAMETER\"", key); continue; }
        if (v->kind != RL_STR) { RL_CTL_REPORT(r, "ANC006", v->pos, "%s must be a parameter name in quotes", key); continue; }
        kind = rl_ctl_param_kind(r->model, v->text);
        if (kind < 0) RL_CTL_REPORT(r, "ANC001", v->pos, "blend tree on unknown parameter \"%s\"", v->text);
        else if (kind != RL_CTL_FLOAT)
            RL_CTL_REPORT(r, "ANC002", v->pos, "a blend tree needs a float parameter; \"%s\" is %s", v->text,
                          rl_ctl_kind_words[kind]);
        if (j == 0) s->param = v->text; else s->param_y = v->text;
    }
    if (!s->param) s->param = "";
    if (s->nmotions == 0)
        RL_CTL_REPORT(r, "ANC011", node->pos, "blend tree \"%s\" has no motions; it plays nothing", name ? name : "null");
    for (i = 1; i < s->nmotions; i++) {
        rl_ctl_mmotion *m = &s->motions[i];
        if (blend == RL_CTL_ONE_D) {
            double before = s->motions[i - 1].x;
            if (m->x == before) RL_CTL_REPORT(r, "ANC007", m->pos, "threshold %.17g is given twice in \"%s\"", m->x, name);
            else if (m->x < before)
                RL_CTL_REPORT(r, "ANC007", m->pos, "threshold %.17g comes after %.17g in \"%s\"; thresholds go in increasing order",
                              m->x, before, name);
        } else {
            for (j = 0; j < i; j++) {
                if (s->motions[j].x == m->x && s->motions[j].y == m->y) {
                    RL_CTL_REPORT(r, "ANC007", m->pos, "point [%.17g, %.17g] is given twice in \"%s\"", m->x, m->y, name);
                    break;
                }
            }
        }
    }
}

static void rl_ctl_read_state(rl_ctl_reader *r, const rl_node *node, rl_ctl_mgraph *g) {
    const char *name = rl_ctl_label(r, node, "the state name");
    const rl_value *cv = rl_ctl_prop(node, "clip");
    rl_ctl_mstate *s = &g->states[g->nstates];
    double speed = 1;
    char shown[128];
    memset(s, 0, sizeof *s);
    if (cv) {
        s->clip = rl_ctl_asset(cv);
        if (!s->clip) RL_CTL_REPORT(r, "ANC006", cv->pos, "clip must be asset(\"path\"), not %s", rl_ctl_show(cv, shown, sizeof shown));
    }
    rl_ctl_number_prop(r, node, "speed", &speed);
    s->speed = speed;
    s->loop = rl_ctl_word_prop(r, node, "loop", rl_ctl_loop_words, 3);
    s->events = rl_ctl_word_prop(r, node, "events", rl_ctl_policy_words, 3);
    if (s->events < 0) s->events = RL_CTL_DOMINANT;
    rl_ctl_position(r, node, "pos");
    rl_ctl_read_tree(r, node, s, name);
    if (s->blend != RL_CTL_CLIP_STATE && s->clip) {
        RL_CTL_REPORT(r, "ANC006", cv->pos, "a blend-tree state plays its motions; clip= is not used");
        s->clip = NULL;
    }
    rl_ctl_unknown_props(r, node, rl_ctl_state_keys);
    if (!name) return;
    s->name = name;
    s->pos = node->pos;
    s->name_pos = node->args[0].pos;
    g->nstates++;
}

static int rl_ctl_read_graph_child(rl_ctl_reader *r, const rl_node *child, rl_ctl_mgraph *g, const char *scope);

static int rl_ctl_alloc_graph(rl_ctl_reader *r, const rl_node *node, rl_ctl_mgraph *g) {
    size_t n = (size_t)node->nchildren + 1;
    memset(g, 0, sizeof *g);
    g->states = (rl_ctl_mstate *)rl_arena_array(r->arena, n, sizeof *g->states);
    g->machines = (rl_ctl_mmachine *)rl_arena_array(r->arena, n, sizeof *g->machines);
    g->trans = (rl_ctl_mtrans *)rl_arena_array(r->arena, n, sizeof *g->trans);
    return g->states && g->machines && g->trans;
}

/* The first node name of a graph (states first in file order? no: the names in file order, states and machines). */
static const char *rl_ctl_first_name(const rl_node *node) {
    int i;
    for (i = 0; i < node->nchildren; i++) {
        const rl_node *c = &node->children[i];
        if ((strcmp(c->name, "state") == 0 || strcmp(c->name, "machine") == 0) && c->nargs >= 1
            && c->args[0].kind == RL_STR)
            return c->args[0].text;
    }
    return NULL;
}

static const char *rl_ctl_entry_of(rl_ctl_reader *r, const rl_node *node, const char *kind, const rl_value *ev) {
    const char *first;
    if (ev && ev->kind == RL_STR) return ev->text;
    first = rl_ctl_first_name(node);
    if (first) {
        if (!ev) RL_CTL_REPORT(r, "ANC006", node->pos, "'%s' needs entry=\"STATE\"", kind);
        return first;
    }
    return "";
}

static void rl_ctl_read_machine(rl_ctl_reader *r, const rl_node *node, rl_ctl_mgraph *g, const char *scope) {
    const char *name = rl_ctl_label(r, node, "the machine name");
    const rl_value *ev = rl_ctl_prop(node, "entry");
    rl_ctl_mmachine *m = &g->machines[g->nmachines];
    int i;
    char *inner;
    size_t len;
    memset(m, 0, sizeof *m);
    if (ev && ev->kind != RL_STR) RL_CTL_REPORT(r, "ANC006", ev->pos, "entry must be a state name in quotes");
    rl_ctl_position(r, node, "pos");
    rl_ctl_position(r, node, "entryPos");
    rl_ctl_position(r, node, "anyPos");
    rl_ctl_position(r, node, "exitPos");
    len = strlen(scope) + (name ? strlen(name) : 1) + 2;
    inner = (char *)rl_arena_alloc(r->arena, len);
    if (!inner || !rl_ctl_alloc_graph(r, node, &m->graph)) return;
    snprintf(inner, len, "%s%s/", scope, name ? name : "?");
    for (i = 0; i < node->nchildren; i++) {
        if (!rl_ctl_read_graph_child(r, &node->children[i], &m->graph, inner))
            RL_CTL_REPORT(r, "DOC009", node->children[i].pos, "unknown node '%s' in 'machine' is kept as written",
                          node->children[i].name);
    }
    rl_ctl_unknown_props(r, node, rl_ctl_machine_keys);
    if (!name) return;
    m->entry = rl_ctl_entry_of(r, node, "machine", ev);
    m->name = name;
    m->name_pos = node->args[0].pos;
    m->entry_pos = ev ? ev->pos : node->pos;
    g->nmachines++;
}

static int rl_ctl_read_graph_child(rl_ctl_reader *r, const rl_node *child, rl_ctl_mgraph *g, const char *scope) {
    if (strcmp(child->name, "state") == 0) rl_ctl_read_state(r, child, g);
    else if (strcmp(child->name, "machine") == 0) rl_ctl_read_machine(r, child, g, scope);
    else if (strcmp(child->name, "transition") == 0) rl_ctl_read_transition(r, child, g);
    else return 0;
    return 1;
}

static void rl_ctl_read_layer(rl_ctl_reader *r, const rl_node *node) {
    rl_ctl_mlayer *l = &r->model->layers[r->model->nlayers];
    const char *name = rl_ctl_label(r, node, "the layer name");
    const rl_value *ev = rl_ctl_prop(node, "entry"), *mv = rl_ctl_prop(node, "mask");
    double weight = 1;
    int i, blend;
    char shown[128];
    memset(l, 0, sizeof *l);
    if (ev && ev->kind != RL_STR) RL_CTL_REPORT(r, "ANC006", ev->pos, "entry must be a state name in quotes");
    if (rl_ctl_number_prop(r, node, "weight", &weight) && !(weight >= 0 && weight <= 1)) {
        RL_CTL_REPORT(r, "ANC006", node->pos, "a layer's weight must be from 0 to 1");
        weight = weight != weight ? 1 : weight < 0 ? 0 : 1;
    }
    blend = rl_ctl_word_prop(r, node, "blend", (const char *const[]){ "override", "additive" }, 2);
    if (mv && mv->kind == RL_ARR) {
        l->mask = (const char **)rl_arena_array(r->arena, (size_t)mv->count + 1, sizeof *l->mask);
        l->mask_pos = (rl_pos *)rl_arena_array(r->arena, (size_t)mv->count + 1, sizeof *l->mask_pos);
        if (!l->mask || !l->mask_pos) return;
        for (i = 0; i < mv->count; i++) {
            if (mv->items[i].kind == RL_STR) {
                l->mask_pos[l->nmask] = mv->items[i].pos;
                l->mask[l->nmask++] = mv->items[i].text;
            } else {
                RL_CTL_REPORT(r, "ANC006", mv->items[i].pos, "a mask lists node paths in quotes, not %s",
                              rl_ctl_show(&mv->items[i], shown, sizeof shown));
            }
        }
    } else if (mv) {
        RL_CTL_REPORT(r, "ANC006", mv->pos, "mask must be a list of node paths, as in mask=[\"Arm\"]");
    }
    rl_ctl_position(r, node, "entryPos");
    rl_ctl_position(r, node, "anyPos");
    if (!rl_ctl_alloc_graph(r, node, &l->graph)) return;
    for (i = 0; i < node->nchildren; i++) {
        if (!rl_ctl_read_graph_child(r, &node->children[i], &l->graph, ""))
            RL_CTL_REPORT(r, "DOC009", node->children[i].pos, "unknown node '%s' in 'layer' is kept as written",
                          node->children[i].name);
    }
    rl_ctl_unknown_props(r, node, rl_ctl_layer_keys);
    if (!name) return;
    l->entry = rl_ctl_entry_of(r, node, "layer", ev);
    l->name = name;
    l->weight = weight;
    l->additive = blend == 1;
    l->pos = node->pos;
    l->name_pos = node->args[0].pos;
    l->entry_pos = ev ? ev->pos : node->pos;
    r->model->nlayers++;
}

/* -- the whole-file rules (ControllerRules.check): ANC001 unknown names, ANC005 duplicates and reserved names,
 *    ANC010 misplaced exits -- */

static int rl_ctl_graph_has(const rl_ctl_mgraph *g, const char *name) {
    int i;
    for (i = 0; i < g->nstates; i++) if (strcmp(g->states[i].name, name) == 0) return 1;
    for (i = 0; i < g->nmachines; i++) if (strcmp(g->machines[i].name, name) == 0) return 1;
    return 0;
}

static void rl_ctl_duplicates(rl_ctl_reader *r, const char **names, const rl_pos *pos, int n) {
    int i, j;
    for (i = 1; i < n; i++) {
        for (j = 0; j < i; j++) {
            if (strcmp(names[i], names[j]) == 0) {
                RL_CTL_REPORT(r, "ANC005", pos[i], "a second state named \"%s\"", names[i]);
                break;
            }
        }
    }
}

/* ANC005 for a second name, over the graph's states and machines in the order they were written. */
static void rl_ctl_unique_names(rl_ctl_reader *r, const rl_ctl_mgraph *g, int duplicates_first) {
    /* Names are collected in file order: states and machines interleave by position. */
    int i, n = g->nstates + g->nmachines;
    const char **names;
    rl_pos *pos;
    if (n == 0) return;
    names = (const char **)rl_arena_array(r->arena, (size_t)n, sizeof *names);
    pos = (rl_pos *)rl_arena_array(r->arena, (size_t)n, sizeof *pos);
    if (!names || !pos) return;
    {
        int a = 0, b = 0, k = 0;
        while (a < g->nstates || b < g->nmachines) {
            int take_state = b >= g->nmachines || (a < g->nstates
                && (g->states[a].name_pos.line < g->machines[b].name_pos.line
                    || (g->states[a].name_pos.line == g->machines[b].name_pos.line
                        && g->states[a].name_pos.column < g->machines[b].name_pos.column)));
            if (take_state) { names[k] = g->states[a].name; pos[k++] = g->states[a].name_pos; a++; }
            else { names[k] = g->machines[b].name; pos[k++] = g->machines[b].name_pos; b++; }
        }
    }
    if (duplicates_first) rl_ctl_duplicates(r, names, pos, n);
    for (i = 0; i < n; i++) {
        if (strcmp(names[i], "any") == 0 || strcmp(names[i], "exit") == 0)
            RL_CTL_REPORT(r, "ANC005", pos[i], "a state may not be named \"%s\"; transitions use that word for the %s",
                          names[i], strcmp(names[i], "any") == 0 ? "Any State" : "way out of a sub-state machine");
        else if (strchr(names[i], '/'))
            RL_CTL_REPORT(r, "ANC005", pos[i], "a name may not contain \"/\": it separates a sub-state machine from its states in full state names");
    }
    if (!duplicates_first) rl_ctl_duplicates(r, names, pos, n);
}

static void rl_ctl_check_transitions(rl_ctl_reader *r, const rl_ctl_mgraph *g, int machine, const char *where) {
    int i, k;
    for (i = 0; i < g->ntrans; i++) {
        const rl_ctl_mtrans *t = &g->trans[i];
        int any = strcmp(t->from, "any") == 0;
        if (!any && !rl_ctl_graph_has(g, t->from))
            RL_CTL_REPORT(r, "ANC001", t->pos, "transition from unknown state \"%s\"%s", t->from, where);
        if (strcmp(t->to, "exit") == 0) {
            if (!machine)
                RL_CTL_REPORT(r, "ANC010", t->to_pos, "to=\"exit\" leaves a sub-state machine; this transition is not inside one");
            else if (any)
                RL_CTL_REPORT(r, "ANC010", t->to_pos, "an any transition cannot go to \"exit\"");
        } else if (!rl_ctl_graph_has(g, t->to)) {
            RL_CTL_REPORT(r, "ANC001", t->to_pos, "transition to unknown state \"%s\"%s", t->to, where);
        }
        for (k = 0; k < t->nconds; k++) {
            if (rl_ctl_param_kind(r->model, t->conds[k]->param) < 0)
                RL_CTL_REPORT(r, "ANC001", t->conds[k]->pos, "condition on unknown parameter \"%s\"", t->conds[k]->param);
        }
    }
}

static void rl_ctl_check_machines(rl_ctl_reader *r, const rl_ctl_mgraph *g) {
    int i;
    const char *where;
    for (i = 0; i < g->nmachines; i++) {
        const rl_ctl_mmachine *m = &g->machines[i];
        rl_ctl_check_machines(r, &m->graph);
        rl_ctl_unique_names(r, &m->graph, 0);
        where = rl_ctl_phrase(r, " in machine \"%s\"", m->name);
        if (m->entry[0] && !rl_ctl_graph_has(&m->graph, m->entry))
            RL_CTL_REPORT(r, "ANC001", m->entry_pos, "entry \"%s\" is not a state%s", m->entry, where);
        rl_ctl_check_transitions(r, &m->graph, 1, where);
    }
}

static const struct rl_ctl_mtrans *rl_ctl_find_cycle(rl_arena *arena, const rl_ctl_mgraph *g, const char **back_to);

static void rl_ctl_check(rl_ctl_reader *r) {
    rl_ctl_model *m = r->model;
    int i, j;
    rl_ctl_unique_names(r, &m->base, 1);
    for (i = 1; i < m->nparams; i++)
        for (j = 0; j < i; j++)
            if (strcmp(m->params[i].name, m->params[j].name) == 0) {
                RL_CTL_REPORT(r, "ANC005", m->params[i].pos, "a second parameter named \"%s\"", m->params[i].name);
                break;
            }
    for (i = 1; i < m->nlayers; i++)
        for (j = 0; j < i; j++)
            if (strcmp(m->layers[i].name, m->layers[j].name) == 0) {
                RL_CTL_REPORT(r, "ANC005", m->layers[i].name_pos, "a second layer named \"%s\"", m->layers[i].name);
                break;
            }
    if (m->entry[0] && !rl_ctl_graph_has(&m->base, m->entry)) {
        rl_pos at = { 1, 1 };
        RL_CTL_REPORT(r, "ANC001", m->has_entry_pos ? m->entry_pos : at, "entry \"%s\" is not a state of this controller", m->entry);
    }
    rl_ctl_check_transitions(r, &m->base, 0, "");
    rl_ctl_check_machines(r, &m->base);
    for (i = 0; i < m->nlayers; i++) {
        const char *where;
        const rl_ctl_mlayer *l = &m->layers[i];
        rl_ctl_check_machines(r, &l->graph);
        rl_ctl_unique_names(r, &l->graph, 0);
        where = rl_ctl_phrase(r, " in layer \"%s\"", l->name);
        if (l->entry[0] && !rl_ctl_graph_has(&l->graph, l->entry))
            RL_CTL_REPORT(r, "ANC001", l->entry_pos, "entry \"%s\" is not a state%s", l->entry, where);
        rl_ctl_check_transitions(r, &l->graph, 0, where);
    }
    for (i = -1; i < m->nlayers; i++) {
        const char *back = NULL;
        const rl_ctl_mtrans *closing = rl_ctl_find_cycle(r->arena, i < 0 ? &m->base : &m->layers[i].graph, &back);
        if (closing)
            RL_CTL_REPORT(r, "ANC003", closing->pos, "instant transitions without conditions or exitTime form a cycle "
                          "through \"%s\"%s%s%s; the animator could never settle", back, i < 0 ? "" : " in layer \"",
                          i < 0 ? "" : m->layers[i].name, i < 0 ? "" : "\"");
    }
}

/* Reads the controller node of a document (ControllerReader.controller); NULL when the file has none. */
static rl_ctl_model *rl_ctl_read_model(rl_ctl_reader *r, const rl_node *root) {
    const rl_node *node = NULL;
    rl_ctl_model *m;
    const rl_value *ev, *vv;
    int i, nparams = 0, nlayers = 0;
    rl_pos start = { 1, 1 };
    for (i = 0; i < root->nchildren; i++) {
        const rl_node *c = &root->children[i];
        if (strcmp(c->name, "controller") == 0) {
            if (node) RL_CTL_REPORT(r, "ANC006", c->pos, "a second 'controller' node; a file holds one");
            else node = c;
        } else {
            RL_CTL_REPORT(r, "DOC009", c->pos, "unknown top-level node '%s' is kept as written", c->name);
        }
    }
    for (i = 0; i < root->nprops; i++)
        RL_CTL_REPORT(r, "DOC009", root->props[i].pos, "unknown top-level property line is kept as written");
    if (!node) {
        RL_CTL_REPORT(r, "ANC006", start, "expected a 'controller' node at the top level");
        return NULL;
    }
    m = (rl_ctl_model *)rl_arena_alloc(r->arena, sizeof *m);
    if (!m) return NULL;
    r->model = m;
    m->version = 1;
    vv = rl_ctl_prop(node, "version");
    if (vv) {
        /* Header.version */
        double version;
        char shown[128];
        if (rl_ctl_number_value(r, vv, "version", "ANC006", &version)) {
            if (version != rint(version) || version < 1)
                RL_CTL_REPORT(r, "ANC006", vv->pos, "version must be a whole number from 1, not %s",
                              rl_ctl_show(vv, shown, sizeof shown));
            else if (version > 1)
                RL_CTL_REPORT(r, "ANC006", vv->pos, "version %s was written by a newer Reel; this one reads up to 1",
                              rl_ctl_show(vv, shown, sizeof shown));
        }
    }
    ev = rl_ctl_prop(node, "entry");
    m->entry = NULL;
    if (ev && ev->kind == RL_STR) { m->entry = ev->text; m->entry_pos = ev->pos; m->has_entry_pos = 1; }
    else if (ev) RL_CTL_REPORT(r, "ANC006", ev->pos, "entry must be a state name in quotes");
    rl_ctl_position(r, node, "entryPos");
    rl_ctl_position(r, node, "anyPos");
    m->ease = rl_ctl_word_prop(r, node, "ease", rl_ctl_ease_words, 6);
    if (m->ease < 0) m->ease = RL_CTL_IN_OUT_QUAD;
    for (i = 0; i < node->nchildren; i++) {
        if (strcmp(node->children[i].name, "param") == 0) nparams++;
        if (strcmp(node->children[i].name, "layer") == 0) nlayers++;
    }
    m->params = (rl_ctl_mparam *)rl_arena_array(r->arena, (size_t)nparams + 1, sizeof *m->params);
    m->layers = (rl_ctl_mlayer *)rl_arena_array(r->arena, (size_t)nlayers + 1, sizeof *m->layers);
    if (!m->params || !m->layers || !rl_ctl_alloc_graph(r, node, &m->base)) return NULL;
    /* Parameters first: conditions anywhere in the file read their values by the parameter's kind. */
    for (i = 0; i < node->nchildren; i++)
        if (strcmp(node->children[i].name, "param") == 0) rl_ctl_read_param(r, &node->children[i]);
    for (i = 0; i < node->nchildren; i++) {
        const rl_node *c = &node->children[i];
        if (strcmp(c->name, "param") == 0) continue;
        if (strcmp(c->name, "layer") == 0) rl_ctl_read_layer(r, c);
        else if (!rl_ctl_read_graph_child(r, c, &m->base, ""))
            RL_CTL_REPORT(r, "DOC009", c->pos, "unknown node '%s' in 'controller' is kept as written", c->name);
    }
    if (!m->entry && m->base.nstates > 0) {
        if (!ev) RL_CTL_REPORT(r, "ANC006", node->pos, "'controller' needs entry=\"STATE\"");
        m->entry = m->base.states[0].name;
    }
    if (!m->entry) m->entry = "";
    rl_ctl_unknown_props(r, node, rl_ctl_controller_keys);
    if (r->arena->failed) return NULL;
    rl_ctl_check(r);
    return m;
}

/* -- flattening sub-state machines (GraphFlattener) -- */

typedef struct rl_ctl_ftrans {
    const char *from;       /* full name, or "any" */
    const char *to;
    double duration;
    int has_exit;
    double exit_time;
    int interrupt;
    const rl_ctl_mcond **conds;
    int nconds;
} rl_ctl_ftrans;

typedef struct rl_ctl_scope {
    const char *prefix;
    const rl_ctl_mmachine *machine;     /* NULL for the top graph */
    const struct rl_ctl_scope *parent;
    const rl_ctl_mgraph *graph;
} rl_ctl_scope;

typedef struct rl_ctl_flat {
    rl_arena *arena;
    const char **names;                 /* full names, in collect order (duplicates kept) */
    const rl_ctl_mstate **states;
    const rl_ctl_scope **homes;
    int nstates, cap_states;
    rl_ctl_ftrans *trans;
    int ntrans, cap_trans;
    const char *entry;
    int failed;
} rl_ctl_flat;

static int rl_ctl_grow(rl_arena *arena, void **items, int *cap, int need, size_t size) {
    void *fresh;
    int grown;
    if (need <= *cap) return 1;
    grown = *cap ? *cap * 2 : 16;
    while (grown < need) grown *= 2;
    fresh = rl_arena_array(arena, (size_t)grown, size);
    if (!fresh) return 0;
    if (*items) memcpy(fresh, *items, (size_t)*cap * size);
    *items = fresh;
    *cap = grown;
    return 1;
}

static char *rl_ctl_concat(rl_arena *arena, const char *a, const char *b, const char *c) {
    size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
    char *s = (char *)rl_arena_alloc(arena, la + lb + lc + 1);
    if (!s) return NULL;
    memcpy(s, a, la);
    memcpy(s + la, b, lb);
    memcpy(s + la + lb, c, lc + 1);
    return s;
}

static const rl_ctl_mmachine *rl_ctl_scope_machine(const rl_ctl_scope *scope, const char *name) {
    int i;
    for (i = 0; i < scope->graph->nmachines; i++)
        if (strcmp(scope->graph->machines[i].name, name) == 0) return &scope->graph->machines[i];
    return NULL;
}

static int rl_ctl_scope_has_state(const rl_ctl_scope *scope, const char *name) {
    int i;
    for (i = 0; i < scope->graph->nstates; i++) if (strcmp(scope->graph->states[i].name, name) == 0) return 1;
    return 0;
}

static rl_ctl_scope *rl_ctl_child_scope(rl_ctl_flat *f, const rl_ctl_scope *scope, const rl_ctl_mmachine *m) {
    rl_ctl_scope *child = (rl_ctl_scope *)rl_arena_alloc(f->arena, sizeof *child);
    if (!child) { f->failed = 1; return NULL; }
    child->prefix = rl_ctl_concat(f->arena, scope->prefix, m->name, "/");
    child->machine = m;
    child->parent = scope;
    child->graph = &m->graph;
    if (!child->prefix) f->failed = 1;
    return child;
}

/* The full name of the state `name` in `scope` leads to, or NULL. */
static const char *rl_ctl_resolve(rl_ctl_flat *f, const rl_ctl_scope *scope, const char *name, int depth) {
    const rl_ctl_mmachine *m;
    const rl_ctl_scope *child;
    if (rl_ctl_scope_has_state(scope, name)) return rl_ctl_concat(f->arena, scope->prefix, name, "");
    m = rl_ctl_scope_machine(scope, name);
    if (!m || depth > 64) return NULL;
    child = rl_ctl_child_scope(f, scope, m);
    return child ? rl_ctl_resolve(f, child, m->entry, depth + 1) : NULL;
}

static int rl_ctl_count_states(const rl_ctl_mgraph *g) {
    int i, n = g->nstates;
    for (i = 0; i < g->nmachines; i++) n += rl_ctl_count_states(&g->machines[i].graph);
    return n;
}

static void rl_ctl_collect(rl_ctl_flat *f, const rl_ctl_scope *scope) {
    int i;
    for (i = 0; i < scope->graph->nstates && !f->failed; i++) {
        f->names[f->nstates] = rl_ctl_concat(f->arena, scope->prefix, scope->graph->states[i].name, "");
        f->states[f->nstates] = &scope->graph->states[i];
        f->homes[f->nstates] = scope;
        if (!f->names[f->nstates]) f->failed = 1;
        f->nstates++;
    }
    for (i = 0; i < scope->graph->nmachines && !f->failed; i++) {
        const rl_ctl_scope *child = rl_ctl_child_scope(f, scope, &scope->graph->machines[i]);
        if (child) rl_ctl_collect(f, child);
    }
}

static void rl_ctl_add_trans(rl_ctl_flat *f, const char *from, const char *to, const rl_ctl_mcond **conds, int nconds,
                             int has_exit, double exit_time, double duration, int interrupt) {
    rl_ctl_ftrans *t;
    if (!rl_ctl_grow(f->arena, (void **)&f->trans, &f->cap_trans, f->ntrans + 1, sizeof *f->trans)) {
        f->failed = 1;
        return;
    }
    t = &f->trans[f->ntrans++];
    t->from = from;
    t->to = to;
    t->conds = conds;
    t->nconds = nconds;
    t->has_exit = has_exit;
    t->exit_time = exit_time;
    t->duration = duration;
    t->interrupt = interrupt;
}

static void rl_ctl_add_copy(rl_ctl_flat *f, const rl_ctl_mtrans *t, const char *from, const char *to) {
    rl_ctl_add_trans(f, from, to, t->conds, t->nconds, t->has_exit, t->exit_time, t->duration, t->interrupt);
}

/* The transitions an exit from `scope`'s machine becomes for the state `full`. */
static void rl_ctl_exit(rl_ctl_flat *f, const rl_ctl_scope *scope, const char *full, const rl_ctl_mcond **conds,
                        int nconds, int has_exit, double exit_time, int depth) {
    const rl_ctl_scope *parent = scope->parent;
    int i;
    if (!scope->machine || !parent || depth > 64) return;
    for (i = 0; i < parent->graph->ntrans && !f->failed; i++) {
        const rl_ctl_mtrans *box = &parent->graph->trans[i];
        const rl_ctl_mcond **both;
        int has = has_exit || box->has_exit;
        double exit = !has_exit ? box->exit_time : !box->has_exit ? exit_time
                    : (exit_time >= box->exit_time ? exit_time : box->exit_time);
        if (strcmp(box->from, "any") == 0 || strcmp(box->from, scope->machine->name) != 0) continue;
        both = (const rl_ctl_mcond **)rl_arena_array(f->arena, (size_t)(nconds + box->nconds) + 1, sizeof *both);
        if (!both) { f->failed = 1; return; }
        if (nconds) memcpy(both, conds, (size_t)nconds * sizeof *both);
        if (box->nconds) memcpy(both + nconds, box->conds, (size_t)box->nconds * sizeof *both);
        if (strcmp(box->to, "exit") == 0) {
            rl_ctl_exit(f, parent, full, both, nconds + box->nconds, has, exit, depth + 1);
        } else {
            const char *to = rl_ctl_resolve(f, parent, box->to, 0);
            if (to) rl_ctl_add_trans(f, full, to, both, nconds + box->nconds, has, exit, box->duration, box->interrupt);
        }
    }
}

static void rl_ctl_emit(rl_ctl_flat *f, const rl_ctl_scope *root) {
    int i, k, s;
    const rl_ctl_scope *chain[80];
    for (i = 0; i < root->graph->ntrans; i++) {
        const rl_ctl_mtrans *t = &root->graph->trans[i];
        if (strcmp(t->from, "any") == 0) {
            const char *to = rl_ctl_resolve(f, root, t->to, 0);
            if (to) rl_ctl_add_copy(f, t, "any", to);
        }
    }
    for (s = 0; s < f->nstates && !f->failed; s++) {
        const char *full = f->names[s];
        const rl_ctl_scope *home = f->homes[s], *at;
        const char *local;
        int n = 0, dup = 0;
        /* a LinkedHashMap by full name: a name met again is emitted once, with the scope put last */
        for (k = 0; k < s; k++) if (strcmp(f->names[k], full) == 0) { dup = 1; break; }
        if (dup) continue;
        for (k = f->nstates - 1; k > s; k--) if (strcmp(f->names[k], full) == 0) { home = f->homes[k]; break; }
        for (at = home; at && at->machine && n < 80; at = at->parent) n++;
        for (at = home, k = n - 1; at && at->machine && k >= 0; at = at->parent) chain[k--] = at;
        for (k = 0; k < n; k++) {
            const rl_ctl_scope *ms = chain[k];
            for (i = 0; i < ms->graph->ntrans; i++) {
                const rl_ctl_mtrans *t = &ms->graph->trans[i];
                if (strcmp(t->from, "any") == 0) {
                    const char *to = rl_ctl_resolve(f, ms, t->to, 0);
                    if (to && strcmp(to, full) != 0) rl_ctl_add_copy(f, t, full, to);
                }
            }
        }
        local = full + strlen(home->prefix);
        for (i = 0; i < home->graph->ntrans; i++) {
            const rl_ctl_mtrans *t = &home->graph->trans[i];
            if (strcmp(t->from, local) != 0 || strcmp(t->from, "any") == 0) continue;
            if (strcmp(t->to, "exit") == 0) {
                rl_ctl_exit(f, home, full, t->conds, t->nconds, t->has_exit, t->exit_time, 0);
            } else {
                const char *to = rl_ctl_resolve(f, home, t->to, 0);
                if (to) rl_ctl_add_copy(f, t, full, to);
            }
        }
    }
}

/* Flattens one graph. `machines_kept_flat`: the base graph of a controller without machines is used as written
 * (GraphFlattener.base returns it unchanged: its transitions stay in file order). */
static int rl_ctl_flatten(rl_ctl_flat *f, rl_arena *arena, const rl_ctl_mgraph *g, const char *entry, int as_written) {
    rl_ctl_scope *root;
    int n = rl_ctl_count_states(g), i;
    memset(f, 0, sizeof *f);
    f->arena = arena;
    f->names = (const char **)rl_arena_array(arena, (size_t)n + 1, sizeof *f->names);
    f->states = (const rl_ctl_mstate **)rl_arena_array(arena, (size_t)n + 1, sizeof *f->states);
    f->homes = (const rl_ctl_scope **)rl_arena_array(arena, (size_t)n + 1, sizeof *f->homes);
    root = (rl_ctl_scope *)rl_arena_alloc(arena, sizeof *root);
    if (!f->names || !f->states || !f->homes || !root) return 0;
    root->prefix = "";
    root->graph = g;
    rl_ctl_collect(f, root);
    if (as_written && g->nmachines == 0) {
        for (i = 0; i < g->ntrans; i++) rl_ctl_add_copy(f, &g->trans[i], g->trans[i].from, g->trans[i].to);
        f->entry = entry;
    } else {
        const char *found;
        rl_ctl_emit(f, root);
        found = rl_ctl_resolve(f, root, entry, 0);
        f->entry = found ? found : entry;
    }
    return !f->failed && !arena->failed;
}

/* -- ANC003: cycles of instant unconditional transitions (InstantCycles) -- */

typedef struct rl_ctl_edge { const rl_ctl_mtrans *source; const char *to; int to_index; } rl_ctl_edge;

typedef struct rl_ctl_cycles {
    rl_ctl_flat f;                  /* names and homes of the states (first scope of a name) */
    rl_ctl_edge **edges;
    int *nedges, *capedges;
} rl_ctl_cycles;

static int rl_ctl_instant(const rl_ctl_mtrans *t) {
    return !(t->duration > 0) && t->nconds == 0 && !(t->has_exit && t->exit_time > 0);
}

static void rl_ctl_add_edge(rl_ctl_cycles *c, int from, const rl_ctl_mtrans *source, const char *to) {
    rl_ctl_edge *e;
    if (!rl_ctl_grow(c->f.arena, (void **)&c->edges[from], &c->capedges[from], c->nedges[from] + 1, sizeof **c->edges)) {
        c->f.failed = 1;
        return;
    }
    e = &c->edges[from][c->nedges[from]++];
    e->source = source;
    e->to = to;
    e->to_index = -1;
}

static void rl_ctl_cycle_exit(rl_ctl_cycles *c, const rl_ctl_scope *scope, int full, const rl_ctl_mtrans *inner,
                              int depth) {
    const rl_ctl_scope *parent = scope->parent;
    int i;
    if (!scope->machine || !parent || depth > 64) return;
    for (i = 0; i < parent->graph->ntrans; i++) {
        const rl_ctl_mtrans *box = &parent->graph->trans[i];
        if (strcmp(box->from, "any") == 0 || strcmp(box->from, scope->machine->name) != 0 || !rl_ctl_instant(box)) continue;
        if (strcmp(box->to, "exit") == 0) {
            rl_ctl_cycle_exit(c, parent, full, inner, depth + 1);
        } else {
            const char *to = rl_ctl_resolve(&c->f, parent, box->to, 0);
            if (to) rl_ctl_add_edge(c, full, inner, to);
        }
    }
}

/* The transition closing the first cycle found (and the state it comes back to), or NULL. */
static const rl_ctl_mtrans *rl_ctl_find_cycle(rl_arena *arena, const rl_ctl_mgraph *g, const char **back_to) {
    rl_ctl_cycles c;
    rl_ctl_scope *root;
    int n = rl_ctl_count_states(g), s, k, i, u = 0;
    int *unique, *colour, *path, *next;
    memset(&c, 0, sizeof c);
    c.f.arena = arena;
    c.f.names = (const char **)rl_arena_array(arena, (size_t)n + 1, sizeof *c.f.names);
    c.f.states = (const rl_ctl_mstate **)rl_arena_array(arena, (size_t)n + 1, sizeof *c.f.states);
    c.f.homes = (const rl_ctl_scope **)rl_arena_array(arena, (size_t)n + 1, sizeof *c.f.homes);
    root = (rl_ctl_scope *)rl_arena_alloc(arena, sizeof *root);
    unique = (int *)rl_arena_array(arena, (size_t)n + 1, sizeof(int));
    colour = (int *)rl_arena_array(arena, (size_t)n + 1, sizeof(int));
    path = (int *)rl_arena_array(arena, (size_t)n + 1, sizeof(int));
    next = (int *)rl_arena_array(arena, (size_t)n + 1, sizeof(int));
    c.edges = (rl_ctl_edge **)rl_arena_array(arena, (size_t)n + 1, sizeof *c.edges);
    c.nedges = (int *)rl_arena_array(arena, (size_t)n + 1, sizeof(int));
    c.capedges = (int *)rl_arena_array(arena, (size_t)n + 1, sizeof(int));
    if (!c.f.names || !c.f.states || !c.f.homes || !root || !unique || !colour || !path || !next || !c.edges
        || !c.nedges || !c.capedges) return NULL;
    root->prefix = "";
    root->graph = g;
    rl_ctl_collect(&c.f, root);
    /* the distinct full names, in first-met order, each with its first home */
    for (s = 0; s < c.f.nstates; s++) {
        for (k = 0; k < u; k++) if (strcmp(c.f.names[unique[k]], c.f.names[s]) == 0) break;
        if (k == u) unique[u++] = s;
    }
    for (k = 0; k < u && !c.f.failed; k++) {
        int full = unique[k];
        const rl_ctl_scope *home = c.f.homes[full], *at;
        const char *local = c.f.names[full] + strlen(home->prefix);
        for (at = home; at; at = at->parent) {
            for (i = 0; i < at->graph->ntrans; i++) {
                const rl_ctl_mtrans *t = &at->graph->trans[i];
                if (strcmp(t->from, "any") == 0 && rl_ctl_instant(t)) {
                    const char *to = rl_ctl_resolve(&c.f, at, t->to, 0);
                    if (to && strcmp(to, c.f.names[full]) != 0) rl_ctl_add_edge(&c, full, t, to);
                }
            }
        }
        for (i = 0; i < home->graph->ntrans; i++) {
            const rl_ctl_mtrans *t = &home->graph->trans[i];
            if (strcmp(t->from, "any") == 0 || strcmp(t->from, local) != 0 || !rl_ctl_instant(t)) continue;
            if (strcmp(t->to, "exit") == 0) {
                rl_ctl_cycle_exit(&c, home, full, t, 0);
            } else {
                const char *to = rl_ctl_resolve(&c.f, home, t->to, 0);
                if (to) rl_ctl_add_edge(&c, full, t, to);
            }
        }
    }
    if (c.f.failed) return NULL;
    for (k = 0; k < u; k++) {
        int full = unique[k];
        for (i = 0; i < c.nedges[full]; i++) {
            int j;
            for (j = 0; j < u; j++) if (strcmp(c.f.names[unique[j]], c.edges[full][i].to) == 0) break;
            c.edges[full][i].to_index = j < u ? unique[j] : -1;
        }
    }
    /* an iterative depth-first search; colour 1 on the path, 2 done */
    for (k = 0; k < u; k++) {
        int depth = 0;
        if (colour[unique[k]]) continue;
        path[0] = unique[k];
        next[0] = 0;
        colour[unique[k]] = 1;
        depth = 1;
        while (depth > 0) {
            int state = path[depth - 1], index = next[depth - 1];
            const rl_ctl_edge *e;
            if (index >= c.nedges[state]) {
                colour[state] = 2;
                depth--;
                continue;
            }
            next[depth - 1] = index + 1;
            e = &c.edges[state][index];
            if (e->to_index < 0) continue;
            if (colour[e->to_index] == 0) {
                colour[e->to_index] = 1;
                path[depth] = e->to_index;
                next[depth] = 0;
                depth++;
            } else if (colour[e->to_index] == 1) {
                *back_to = e->to;
                return e->source;
            }
        }
    }
    return NULL;
}

/* -- compiling (CompiledController, TransitionTable, PoseChannels, RootTracks) -- */

enum { RL_CTL_LERP, RL_CTL_ROUNDED, RL_CTL_SLERP, RL_CTL_STEP, RL_CTL_TEXT };   /* PoseChannels mixing */

typedef struct rl_ctl_tree rl_ctl_tree;

/* Root-motion tracks of a list of clips (RootTracks). */
typedef struct rl_ctl_roots {
    int *tracks;            /* per clip: its root track, or -1 */
    double *sx, *sy, *ex, *ey;
    const int *loops;
} rl_ctl_roots;

/* -- blend trees (CompiledTree) -- */

struct rl_ctl_tree {
    int kind;                   /* RL_CTL_ONE_D or RL_CTL_TWO_D */
    int param_x, param_y;
    int count;
    const rl_clip **motions;
    const char **motion_clips;
    double *lengths, *xs, *ys, *thresholds;
    int *order;
    rl_clip *layout;
    int *loops;
    rl_ctl_roots roots;
    int has_events;
    int nplan;
    int *plan_channels, *plan_offsets, *plan_lanes, *plan_mixing;
    int **plan_sources;
    int **text_maps;
};

/* One graph compiled: the base graph of a controller, or one layer's (CompiledController). */
typedef struct rl_ctl_graph {
    int nstates;
    const char **state_names;
    const rl_clip **clips;
    double *speeds;
    int *loops;
    int *policies;
    rl_ctl_tree **trees;
    double *lengths;
    int max_motions;
    int entry;
    int ease;

    int nparams;
    const char **param_names;
    int *param_kinds;
    double *defaults;
    int *triggers;
    int ntriggers;

    int ntrans;
    int *from, *to;
    double *durations, *exit_times;
    unsigned char *interrupts;
    int *cond_start, *cond_param, *cond_op, *cond_mask;
    double *cond_operand, *cond_value;
    int **cands, *ncands, **icands, *nicands;
    unsigned char *timed, *itimed;      /* per state: a candidate (an interrupting one) has an exit time */
    unsigned char *has_events;

    /* PoseChannels */
    int nchannels;
    const char **ch_path, **ch_prop, **ch_target;
    int *ch_kind, *ch_mixing, *ch_lanes, *ch_offsets;
    unsigned char *ch_drawn;
    int *ch_first_state, *ch_first_track;
    int pose_size;
    int words;
    int **sources;
    uint64_t **masks, **return_masks;
    int **text_indices;
    const char **texts;
    uint64_t *text_hashes;
    int ntexts;
    double *neutral;
    int max_value_size;
    /* per state: its clip's sample buffer is laid out as the pose (every track drives the channel at its own
     * offset, texts index as the graph's), so the pose mixer samples it straight into the pose */
    unsigned char *direct;
    int all_direct;                     /* every state is direct or has no clip: no in_values buffer */

    rl_ctl_roots roots;
    uint64_t content_hash;
} rl_ctl_graph;

/* Clips by asset path, each loaded once per controller. */
typedef struct rl_ctl_clip_entry { const char *path; rl_clip *clip; } rl_ctl_clip_entry;

struct reel_controller {
    rl_arena arena;
    const reel_allocator *allocator;
    const char *file;
    rl_ctl_model *model;
    rl_doc *doc;                    /* the tree the model points into */
    rl_ctl_graph *base;
    int nlayers;                    /* 1 without layer nodes */
    rl_ctl_graph **layers;          /* [0] is base */
    struct rl_ctl_plan *plan;       /* NULL without layers */
    int extended;                   /* trees, machines or layers: replay prints "layers" */
    rl_ctl_clip_entry *clips;
    int nclips, cap_clips;
    reel_files files;
    reel_diagnostics *diags;
    reel_diagnostics pending;       /* ANC004, reported after the clips' own diagnostics */
    int failed;
    uint64_t content_hash;
};

static void rl_ctl_words_set(uint64_t *mask, int channel) { mask[channel >> 6] |= (uint64_t)1 << (channel & 63); }
static int rl_ctl_words_has(const uint64_t *mask, int channel) { return (mask[channel >> 6] >> (channel & 63)) & 1; }

/* The clip at asset path `path`, loaded through the caller's files once; NULL when missing or unreadable. A clip
 * with errors that still reads is kept, as reel replay keeps it (ControllerSource): its diagnostics say what is wrong. */
static const rl_clip *rl_ctl_clip_of(reel_controller *c, const char *path) {
    int i;
    reel_file file;
    rl_clip *clip = NULL;
    for (i = 0; i < c->nclips; i++) if (strcmp(c->clips[i].path, path) == 0) return c->clips[i].clip;
    if (!rl_ctl_grow(&c->arena, (void **)&c->clips, &c->cap_clips, c->nclips + 1, sizeof *c->clips)) return NULL;
    memset(&file, 0, sizeof file);
    if (c->files.read && c->files.read(c->files.user, path, &file, c->diags)) {
        clip = rl_clip_read_keeping(file.bytes, file.len, file.name ? file.name : path, c->allocator, c->diags, 1);
        if (c->files.release) c->files.release(c->files.user, &file);
    }
    c->clips[c->nclips].path = rl_arena_strndup(&c->arena, path, strlen(path));
    c->clips[c->nclips].clip = clip;
    c->nclips++;
    return clip;
}

/* Whether a clip has a gameplay event: only those fire on steps, so a clip without one is never scanned. */
static int rl_ctl_gameplay_events(const rl_clip *clip) {
    int i;
    for (i = 0; clip && i < clip->nevents; i++) if (clip->events[i].mode == RL_EV_GAMEPLAY) return 1;
    return 0;
}

static int rl_ctl_mixing(const rl_track *t) {
    switch (t->kind) {
    case RL_K_QUAT: return RL_CTL_SLERP;
    case RL_K_BOOL: return RL_CTL_STEP;
    case RL_K_ENUM: case RL_K_ASSET_REF: return RL_CTL_TEXT;
    case RL_K_INT32: return t->rounded ? RL_CTL_ROUNDED : RL_CTL_STEP;
    default: return RL_CTL_LERP;
    }
}

/* PoseChannels.neutral: 0, false, the identity quat, white, a scale of 1; a text -1. */
static void rl_ctl_neutral(int kind, const char *property, int lanes, double *pose) {
    int i;
    for (i = 0; i < lanes; i++) pose[i] = 0;
    switch (kind) {
    case RL_K_ENUM: case RL_K_ASSET_REF: pose[0] = -1; break;
    case RL_K_QUAT: pose[3] = 1; break;
    case RL_K_COLOR: for (i = 0; i < 4; i++) pose[i] = 1; break;
    default:
        if (strcmp(property, "transform.scale") == 0) for (i = 0; i < lanes; i++) pose[i] = 1;
        break;
    }
}

#define RL_CTL_NEW(arena, n, type) ((type *)rl_arena_array((arena), (size_t)(n) + 1, sizeof(type)))

static int rl_ctl_channels(rl_arena *a, rl_ctl_graph *g) {
    int s, i, n = 0, cap = 0, at, ntexts = 0, captexts = 0;
    int **track_channels = RL_CTL_NEW(a, g->nstates, int *);
    const rl_track **firsts = NULL;
    if (!track_channels) return 0;
    g->text_indices = RL_CTL_NEW(a, g->nstates, int *);
    if (!g->text_indices) return 0;
    g->texts = NULL;
    for (s = 0; s < g->nstates; s++) {
        const rl_clip *clip = g->clips[s];
        if (!clip) continue;
        track_channels[s] = RL_CTL_NEW(a, clip->ntracks, int);
        g->text_indices[s] = RL_CTL_NEW(a, clip->ntexts, int);
        if (!track_channels[s] || !g->text_indices[s]) return 0;
        if (clip->value_size > g->max_value_size) g->max_value_size = clip->value_size;
        if (g->trees[s]) {
            /* a tree's motions are sampled into buffers of this size too (and their root tracks into scratch) */
            int m;
            for (m = 0; m < g->trees[s]->count; m++)
                if (g->trees[s]->motions[m]->value_size > g->max_value_size)
                    g->max_value_size = g->trees[s]->motions[m]->value_size;
        }
        for (i = 0; i < clip->ntracks; i++) {
            const rl_track *t = &clip->tracks[i];
            int ch;
            if (t->root || t->nkeys == 0) { track_channels[s][i] = -1; continue; }
            for (ch = 0; ch < n; ch++)
                if (firsts[ch]->kind == t->kind && strcmp(firsts[ch]->target, t->target) == 0) break;
            if (ch == n) {
                if (!rl_ctl_grow(a, (void **)&firsts, &cap, n + 1, sizeof *firsts)) return 0;
                firsts[n++] = t;
            }
            track_channels[s][i] = ch;
        }
        for (i = 0; i < clip->ntexts; i++) {
            int k;
            for (k = 0; k < ntexts; k++) if (strcmp(g->texts[k], clip->texts[i]) == 0) break;
            if (k == ntexts) {
                if (!rl_ctl_grow(a, (void **)&g->texts, &captexts, ntexts + 1, sizeof *g->texts)) return 0;
                g->texts[ntexts++] = clip->texts[i];
            }
            g->text_indices[s][i] = k;
        }
    }
    g->ntexts = ntexts;
    g->nchannels = n;
    g->ch_path = RL_CTL_NEW(a, n, const char *);
    g->ch_prop = RL_CTL_NEW(a, n, const char *);
    g->ch_target = RL_CTL_NEW(a, n, const char *);
    g->ch_kind = RL_CTL_NEW(a, n, int);
    g->ch_mixing = RL_CTL_NEW(a, n, int);
    g->ch_lanes = RL_CTL_NEW(a, n, int);
    g->ch_offsets = RL_CTL_NEW(a, n, int);
    g->ch_drawn = RL_CTL_NEW(a, n, unsigned char);
    g->ch_first_state = RL_CTL_NEW(a, n, int);
    g->ch_first_track = RL_CTL_NEW(a, n, int);
    if (!g->ch_path || !g->ch_prop || !g->ch_target || !g->ch_kind || !g->ch_mixing || !g->ch_lanes
        || !g->ch_offsets || !g->ch_drawn || !g->ch_first_state || !g->ch_first_track) return 0;
    at = 0;
    for (i = 0; i < n; i++) {
        const rl_track *t = firsts[i];
        g->ch_path[i] = t->path;
        g->ch_prop[i] = t->property;
        g->ch_target[i] = t->target;
        g->ch_kind[i] = (int)t->kind;
        g->ch_mixing[i] = rl_ctl_mixing(t);
        g->ch_drawn[i] = strncmp(t->property, "transform.", 10) == 0 && t->authority == RL_PRESENTATION;
        g->ch_lanes[i] = t->lanes;
        g->ch_offsets[i] = at;
        at += t->lanes;
    }
    for (s = 0; s < g->nstates; s++) {
        if (!g->clips[s]) continue;
        for (i = 0; i < g->clips[s]->ntracks; i++) {
            int ch = track_channels[s][i];
            if (ch >= 0 && firsts[ch] == &g->clips[s]->tracks[i]) { g->ch_first_state[ch] = s; g->ch_first_track[ch] = i; }
        }
    }
    g->pose_size = at;
    g->words = n + 63 >= 64 ? (n + 63) / 64 : 1;
    g->sources = RL_CTL_NEW(a, g->nstates, int *);
    g->masks = RL_CTL_NEW(a, g->nstates, uint64_t *);
    g->return_masks = RL_CTL_NEW(a, g->nstates, uint64_t *);
    if (!g->sources || !g->masks || !g->return_masks) return 0;
    for (s = 0; s < g->nstates; s++) {
        const rl_clip *clip = g->clips[s];
        int ch;
        g->sources[s] = RL_CTL_NEW(a, n, int);
        g->masks[s] = RL_CTL_NEW(a, g->words, uint64_t);
        g->return_masks[s] = RL_CTL_NEW(a, g->words, uint64_t);
        if (!g->sources[s] || !g->masks[s] || !g->return_masks[s]) return 0;
        for (ch = 0; ch < n; ch++) g->sources[s][ch] = -1;
        if (!clip) continue;
        for (i = 0; i < clip->ntracks; i++) {
            ch = track_channels[s][i];
            /* The first track of a clip on a channel drives it; a second one is a clip of ANM004. */
            if (ch >= 0 && g->sources[s][ch] < 0) {
                g->sources[s][ch] = clip->tracks[i].offset;
                rl_ctl_words_set(g->masks[s], ch);
                if (clip->tracks[i].on_end != RL_END_HOLD) rl_ctl_words_set(g->return_masks[s], ch);
            }
        }
    }
    g->direct = RL_CTL_NEW(a, g->nstates, unsigned char);
    if (!g->direct) return 0;
    g->all_direct = 1;
    for (s = 0; s < g->nstates; s++) {
        const rl_clip *clip = g->clips[s];
        int direct = clip && !g->trees[s], texts_same = 1;
        if (!clip) continue;
        for (i = 0; i < clip->ntexts; i++) texts_same &= g->text_indices[s][i] == i;
        for (i = 0; direct && i < clip->ntracks; i++) {
            const rl_track *t = &clip->tracks[i];
            int ch = track_channels[s][i];
            direct = ch >= 0 && g->sources[s][ch] == t->offset && g->ch_offsets[ch] == t->offset
                && g->ch_lanes[ch] == t->lanes && (g->ch_mixing[ch] != RL_CTL_TEXT || texts_same);
        }
        g->direct[s] = (unsigned char)direct;
        if (!direct) g->all_direct = 0;
    }
    g->neutral = RL_CTL_NEW(a, g->pose_size, double);
    g->text_hashes = RL_CTL_NEW(a, ntexts, uint64_t);
    if (!g->neutral || !g->text_hashes) return 0;
    for (i = 0; i < n; i++) rl_ctl_neutral(g->ch_kind[i], g->ch_prop[i], g->ch_lanes[i], g->neutral + g->ch_offsets[i]);
    for (i = 0; i < ntexts; i++) g->text_hashes[i] = rl_ctl_fnv_of(g->texts[i]);
    return 1;
}

/* RootTracks over `clips` (count of them) with their loop modes. */
static int rl_ctl_roots_make(rl_arena *a, rl_ctl_roots *r, const rl_clip *const *clips, int count, const int *loops,
                             double *scratch) {
    int s, i;
    r->tracks = RL_CTL_NEW(a, count, int);
    r->sx = RL_CTL_NEW(a, count, double);
    r->sy = RL_CTL_NEW(a, count, double);
    r->ex = RL_CTL_NEW(a, count, double);
    r->ey = RL_CTL_NEW(a, count, double);
    r->loops = loops;
    if (!r->tracks || !r->sx || !r->sy || !r->ex || !r->ey) return 0;
    for (s = 0; s < count; s++) {
        const rl_clip *clip = clips[s];
        r->tracks[s] = -1;
        if (!clip) continue;
        for (i = 0; i < clip->ntracks; i++) {
            const rl_track *t = &clip->tracks[i];
            if (t->root && t->kind == RL_K_VEC2 && t->nkeys > 0) { r->tracks[s] = i; break; }
        }
        if (r->tracks[s] >= 0) {
            int off = clip->tracks[r->tracks[s]].offset;
            rl_clip_sample_track(clip, r->tracks[s], 0, scratch);
            r->sx[s] = scratch[off];
            r->sy[s] = scratch[off + 1];
            rl_clip_sample_track(clip, r->tracks[s], rl_jmax(0, clip->length), scratch);
            r->ex[s] = scratch[off];
            r->ey[s] = scratch[off + 1];
        }
    }
    return 1;
}

/* The root track's x and y at clip time `time` (the track is a vec2: two lanes). */
static void rl_ctl_roots_sample(const rl_ctl_roots *r, const rl_clip *clip, int s, double time, double *out) {
    rl_clip_sample_lanes(clip, &clip->tracks[r->tracks[s]], time, out);
}

static long long rl_ctl_floor_div(long long a, long long b) {
    long long q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return q;
}

/* RootTracks.delta */
static void rl_ctl_roots_delta(const rl_ctl_roots *r, int s, int negative, int cycle0, double x0, double y0,
                               int cycle1, double x1, double y1, double *out) {
    int ping_pong, first_forward, last_forward;
    double forward_x, forward_y, dx, dy;
    long long between, forward_passes, net;
    if (cycle1 <= cycle0) {
        out[0] = x1 - x0;
        out[1] = y1 - y0;
        return;
    }
    ping_pong = r->loops[s] == RL_CTL_PING_PONG;
    forward_x = r->ex[s] - r->sx[s];
    forward_y = r->ey[s] - r->sy[s];
    first_forward = (ping_pong && (cycle0 & 1) == 1) == negative;
    last_forward = (ping_pong && (cycle1 & 1) == 1) == negative;
    dx = (first_forward ? r->ex[s] : r->sx[s]) - x0 + x1 - (last_forward ? r->sx[s] : r->ex[s]);
    dy = (first_forward ? r->ey[s] : r->sy[s]) - y0 + y1 - (last_forward ? r->sy[s] : r->ey[s]);
    between = (long long)cycle1 - cycle0 - 1;
    if (!ping_pong) {
        forward_passes = negative ? 0 : between;
    } else {
        long long from = (long long)cycle0 + 1, to = (long long)cycle1 - 1;
        long long evens = to < from ? 0 : rl_ctl_floor_div(to, 2) - rl_ctl_floor_div(from - 1, 2);
        forward_passes = negative ? between - evens : evens;
    }
    net = forward_passes - (between - forward_passes);
    out[0] = dx + (double)net * forward_x;
    out[1] = dy + (double)net * forward_y;
}

static int rl_ctl_index_of(const char *const *names, int n, const char *name) {
    int i;
    for (i = 0; i < n; i++) if (strcmp(names[i], name) == 0) return i;
    return -1;
}

/* ConditionOps.mask */
static int rl_ctl_op_mask(int op) {
    switch (op) {
    case RL_CTL_EQ: return 2;
    case RL_CTL_GT: return 4;
    case RL_CTL_GE: return 6;
    case RL_CTL_LT: return 1;
    case RL_CTL_LE: return 3;
    default: return 13;
    }
}

static int rl_ctl_trees_compile(reel_controller *c, rl_ctl_graph *g, const rl_ctl_flat *f, int s);

/* TransitionTable: the flat transitions naming known states and parameters, with per-state candidates. */
static int rl_ctl_table(rl_arena *a, rl_ctl_graph *g, const rl_ctl_flat *f) {
    int i, k, s, count = 0, conds = 0, at = 0, nany = 0;
    int *kept = RL_CTL_NEW(a, f->ntrans, int), *any;
    if (!kept) return 0;
    for (i = 0; i < f->ntrans; i++) {
        const rl_ctl_ftrans *t = &f->trans[i];
        int ok = (strcmp(t->from, "any") == 0 || rl_ctl_index_of(g->state_names, g->nstates, t->from) >= 0)
                 && rl_ctl_index_of(g->state_names, g->nstates, t->to) >= 0;
        for (k = 0; ok && k < t->nconds; k++)
            ok = rl_ctl_index_of(g->param_names, g->nparams, t->conds[k]->param) >= 0;
        if (ok) { kept[count++] = i; conds += t->nconds; }
    }
    g->ntrans = count;
    g->from = RL_CTL_NEW(a, count, int);
    g->to = RL_CTL_NEW(a, count, int);
    g->durations = RL_CTL_NEW(a, count, double);
    g->exit_times = RL_CTL_NEW(a, count, double);
    g->interrupts = RL_CTL_NEW(a, count, unsigned char);
    g->cond_start = RL_CTL_NEW(a, count + 1, int);
    g->cond_param = RL_CTL_NEW(a, conds, int);
    g->cond_op = RL_CTL_NEW(a, conds, int);
    g->cond_mask = RL_CTL_NEW(a, conds, int);
    g->cond_value = RL_CTL_NEW(a, conds, double);
    g->cond_operand = RL_CTL_NEW(a, conds, double);
    any = RL_CTL_NEW(a, count, int);
    g->cands = RL_CTL_NEW(a, g->nstates, int *);
    g->icands = RL_CTL_NEW(a, g->nstates, int *);
    g->ncands = RL_CTL_NEW(a, g->nstates, int);
    g->nicands = RL_CTL_NEW(a, g->nstates, int);
    g->timed = RL_CTL_NEW(a, g->nstates, unsigned char);
    g->itimed = RL_CTL_NEW(a, g->nstates, unsigned char);
    if (!g->timed || !g->itimed) return 0;
    if (!g->from || !g->to || !g->durations || !g->exit_times || !g->interrupts || !g->cond_start || !g->cond_param
        || !g->cond_op || !g->cond_mask || !g->cond_value || !g->cond_operand || !any || !g->cands || !g->icands
        || !g->ncands || !g->nicands) return 0;
    for (i = 0; i < count; i++) {
        const rl_ctl_ftrans *t = &f->trans[kept[i]];
        int from_any = strcmp(t->from, "any") == 0;
        g->from[i] = from_any ? -1 : rl_ctl_index_of(g->state_names, g->nstates, t->from);
        g->to[i] = rl_ctl_index_of(g->state_names, g->nstates, t->to);
        g->durations[i] = rl_jmax(0, t->duration);
        g->exit_times[i] = t->has_exit ? t->exit_time : NAN;
        g->interrupts[i] = (unsigned char)t->interrupt;
        g->cond_start[i] = at;
        for (k = 0; k < t->nconds; k++) {
            const rl_ctl_mcond *cd = t->conds[k];
            g->cond_param[at] = rl_ctl_index_of(g->param_names, g->nparams, cd->param);
            g->cond_op[at] = cd->op;
            g->cond_value[at] = cd->has_value ? cd->value : 0;
            g->cond_mask[at] = rl_ctl_op_mask(cd->op);
            g->cond_operand[at] = cd->op == RL_CTL_TRUTHY ? 0 : g->cond_value[at];
            at++;
        }
        if (from_any) any[nany++] = i;
    }
    g->cond_start[count] = at;
    for (s = 0; s < g->nstates; s++) {
        int n = 0, m = 0;
        g->cands[s] = RL_CTL_NEW(a, count, int);
        g->icands[s] = RL_CTL_NEW(a, count, int);
        if (!g->cands[s] || !g->icands[s]) return 0;
        for (k = 0; k < nany; k++) if (g->to[any[k]] != s) g->cands[s][n++] = any[k];
        for (i = 0; i < count; i++) if (g->from[i] == s) g->cands[s][n++] = i;
        for (k = 0; k < n; k++) {
            int t = g->cands[s][k], timed = g->exit_times[t] == g->exit_times[t];
            if (g->interrupts[t]) g->icands[s][m++] = t;
            g->timed[s] |= (unsigned char)timed;
            g->itimed[s] |= (unsigned char)(timed && g->interrupts[t]);
        }
        g->ncands[s] = n;
        g->nicands[s] = m;
    }
    return 1;
}

/* Compiles one flat graph (the base's, or a layer's on the controller's parameters). */
static rl_ctl_graph *rl_ctl_graph_compile(reel_controller *c, const rl_ctl_flat *f, int ease) {
    rl_arena *a = &c->arena;
    rl_ctl_graph *g = (rl_ctl_graph *)rl_arena_alloc(a, sizeof *g);
    const rl_ctl_model *m = c->model;
    int s, i, n = f->nstates, ntrig = 0;
    double *scratch;
    if (!g) return NULL;
    g->nstates = n;
    g->ease = ease;
    g->state_names = f->names;
    g->clips = RL_CTL_NEW(a, n, const rl_clip *);
    g->speeds = RL_CTL_NEW(a, n, double);
    g->loops = RL_CTL_NEW(a, n, int);
    g->policies = RL_CTL_NEW(a, n, int);
    g->trees = RL_CTL_NEW(a, n, rl_ctl_tree *);
    g->lengths = RL_CTL_NEW(a, n, double);
    g->has_events = RL_CTL_NEW(a, n, unsigned char);
    if (!g->clips || !g->speeds || !g->loops || !g->policies || !g->trees || !g->lengths || !g->has_events) return NULL;
    g->nparams = m->nparams;
    g->param_names = RL_CTL_NEW(a, m->nparams, const char *);
    g->param_kinds = RL_CTL_NEW(a, m->nparams, int);
    g->defaults = RL_CTL_NEW(a, m->nparams, double);
    g->triggers = RL_CTL_NEW(a, m->nparams, int);
    if (!g->param_names || !g->param_kinds || !g->defaults || !g->triggers) return NULL;
    for (i = 0; i < m->nparams; i++) {
        g->param_names[i] = m->params[i].name;
        g->param_kinds[i] = m->params[i].kind;
        g->defaults[i] = m->params[i].kind == RL_CTL_TRIGGER || !m->params[i].has_default ? 0 : m->params[i].value;
        if (m->params[i].kind == RL_CTL_TRIGGER) g->triggers[ntrig++] = i;
    }
    g->ntriggers = ntrig;
    for (s = 0; s < n; s++) {
        const rl_ctl_mstate *st = f->states[s];
        int own;
        if (st->blend != RL_CTL_CLIP_STATE) {
            if (!rl_ctl_trees_compile(c, g, f, s)) return NULL;
        } else {
            g->clips[s] = st->clip ? rl_ctl_clip_of(c, st->clip) : NULL;
            g->lengths[s] = g->clips[s] ? rl_jmax(0, g->clips[s]->length) : 0;
            if (st->clip && !g->clips[s])
                rl_diag(&c->pending, c->allocator, "ANC004", 1, c->file, st->pos.line, st->pos.column,
                        "state \"%s\" has no clip at \"%s\"; it plays nothing", st->name, st->clip);
        }
        g->speeds[s] = st->speed;
        own = g->clips[s] ? (int)g->clips[s]->loop : RL_CTL_ONCE;
        g->loops[s] = st->loop >= 0 ? st->loop : own;
        g->policies[s] = st->events;
    }
    g->entry = rl_ctl_index_of(f->names, n, f->entry);
    if (g->entry < 0) g->entry = n > 0 ? 0 : -1;
    if (!rl_ctl_table(a, g, f)) return NULL;
    for (s = 0; s < n; s++)
        g->has_events[s] = g->trees[s] ? 0 : rl_ctl_gameplay_events(g->clips[s]);
    if (!rl_ctl_channels(a, g)) return NULL;
    scratch = RL_CTL_NEW(a, g->max_value_size, double);
    if (!scratch || !rl_ctl_roots_make(a, &g->roots, g->clips, n, g->loops, scratch)) return NULL;
    return g;
}

/* ControllerFingerprint.of for one graph (the layers' part is added by the caller). */
static void rl_ctl_graph_hash(const rl_ctl_graph *g, rl_ctl_fnv *f);

static uint64_t rl_ctl_graph_content_hash(const rl_ctl_graph *g) {
    rl_ctl_fnv f;
    rl_ctl_fnv_init(&f);
    rl_ctl_graph_hash(g, &f);
    return f.h;
}

/* -- the animator of one graph (Animator, AnimatorSlot) -- */

enum { RL_CTL_NONE, RL_CTL_LIVE, RL_CTL_CAPTURED };        /* outgoing kinds */
enum { RL_CTL_NO_COMMAND, RL_CTL_PLAY, RL_CTL_CROSS_FADE };

typedef struct rl_ctl_slot {
    int state;
    int steps;
    double position, previous_position, time;
    int cycle;
    double cycle_bound;
    double root_x, root_y;
    double *tree;               /* 4 * max motions: weights, (slices), root x y per motion */
    double drawn_from;          /* the draws' event window (AnimatorDrawing): from here, inclusive or not */
    int drawn_inclusive;
} rl_ctl_slot;

typedef struct rl_ctl_anim {
    const rl_ctl_graph *g;
    struct reel_animator *owner;
    int layer;
    double dt;
    double *params;
    double *evaluated;          /* the step's view of the parameters */
    rl_ctl_slot current, outgoing;
    int outgoing_kind;
    int captured_from;
    uint64_t *outgoing_mask, *returning;
    double blend_duration;
    int blend_steps;
    double weight, previous_weight;
    double *pose, *start, *rest;
    int started;
    int pending_command, pending_state;
    double pending_seconds;
    /* Counts changes of params; a step with the state, blend flag and version of a step that found no
     * transition to fire, when no candidate has an exit time, finds none again and skips the evaluation. */
    long long params_version, quiet_version;
    int quiet_state, quiet_blending;
    long long steps;
    double root_x, root_y;
    int rooted;
    double scale_x, scale_y;    /* Root Scale */
    double *in_values, *out_values;   /* samples of the incoming (unless direct) and outgoing states */
    double **motion_values;     /* per motion of the largest tree: a sample buffer */
    unsigned char *tree_sampled;
    int *tree_active;
    double pair[2];
    double *drawn;              /* the drawn view of the presentation transform channels (base layer only) */
    unsigned char *drawn_on;    /* per channel: written to the drawn view (its track is on in the scene) */
    double *draw_in;            /* a draw's sample of the incoming state */
} rl_ctl_anim;

static void rl_ctl_slot_clear(rl_ctl_slot *slot) {
    slot->state = -1;
    slot->steps = 0;
    slot->position = slot->previous_position = slot->time = 0;
    slot->cycle = 0;
    slot->cycle_bound = 0;
    slot->root_x = slot->root_y = 0;
    slot->drawn_from = 0;
    slot->drawn_inclusive = 0;
}

static void rl_ctl_slot_copy(rl_ctl_slot *to, const rl_ctl_slot *from, int max_motions) {
    double *tree = to->tree;
    *to = *from;
    to->tree = tree;
    if (from->tree && tree) memcpy(tree, from->tree, (size_t)(4 * max_motions) * sizeof(double));
}

static void rl_ctl_entered(rl_ctl_anim *a, int state);
static void rl_ctl_exited(rl_ctl_anim *a, int state);
static void rl_ctl_fire(rl_ctl_anim *a, int state, const rl_clip *clip, int negative, int loop, double from,
                        int inclusive, double to);

/* BlendCurve */
static double rl_ctl_ease(int ease, double x) {
    switch (ease) {
    case RL_CTL_LINEAR: return x;
    case RL_CTL_IN_QUAD: return x * x;
    case RL_CTL_OUT_QUAD: return x * (2 - x);
    case RL_CTL_IN_OUT_CUBIC: return x < 0.5 ? 4 * x * x * x : 1 - (2 - 2 * x) * (2 - 2 * x) * (2 - 2 * x) / 2;
    case RL_CTL_SMOOTHSTEP: return x * x * (3 - 2 * x);
    default: return x < 0.5 ? 2 * x * x : 1 - (2 - 2 * x) * (2 - 2 * x) / 2;
    }
}

static double rl_ctl_blend_weight(int ease, int steps, double dt, double duration) {
    double elapsed = steps * dt;
    if (elapsed + RL_EPSILON >= duration) return 1;
    return rl_ctl_ease(ease, elapsed / duration);
}

/* BlendEvents */
static int rl_ctl_fires_incoming(int policy, double incoming) { return policy != RL_CTL_DOMINANT || incoming >= 0.5; }
static int rl_ctl_fires_outgoing(const rl_ctl_anim *a, double incoming) {
    int policy = a->g->policies[a->current.state];
    return policy == RL_CTL_BOTH || (policy == RL_CTL_DOMINANT && incoming < 0.5);
}

static void rl_ctl_root_add(rl_ctl_anim *a, double dx, double dy) {
    a->root_x += dx * a->scale_x;
    a->root_y += dy * a->scale_y;
    a->rooted = 1;
}

/* Cycle bound (Timeline.cycleBound) */
static double rl_ctl_cycle_bound(int cycle, double length, int loop) {
    if (rl_timeline_effective((rl_loop_mode)loop, length) == RL_ONCE || cycle == 2147483647) return INFINITY;
    return (cycle + 1.0) * length * (1 - 1e-12);
}

/* -- blend-tree play (BlendWeights, TreePlay) -- */

static void rl_ctl_one_d(const double *thresholds, const int *order, int n, double p, double *out) {
    int i;
    for (i = 0; i < n; i++) out[i] = 0;
    if (!(p > thresholds[0])) { out[order[0]] = 1; return; }
    if (p >= thresholds[n - 1]) { out[order[n - 1]] = 1; return; }
    for (i = 0; i < n - 1; i++) {
        double lo = thresholds[i], hi = thresholds[i + 1];
        if (p >= lo && p < hi) {
            double upper = (p - lo) / (hi - lo);
            out[order[i]] = 1 - upper;
            out[order[i + 1]] = upper;
            return;
        }
    }
    out[order[n - 1]] = 1;
}

#define RL_CTL_PI 3.141592653589793

static void rl_ctl_two_d(const double *xs, const double *ys, int n, double px, double py, double *out) {
    int i, centre = -1;
    double centre_weight;
    for (i = 0; i < n; i++) out[i] = 0;
    for (i = 0; i < n; i++) if (xs[i] == 0 && ys[i] == 0) { centre = i; break; }
    if (!(px != 0 || py != 0) || px != px || py != py) {
        centre_weight = 1;
    } else {
        double input_angle = RL_CTL_ATAN2(py, px), ccw_angle = INFINITY, cw_angle = INFINITY;
        int ccw = -1, cw = -1, same = -1;
        for (i = 0; i < n; i++) {
            double delta;
            if (i == centre) continue;
            delta = RL_CTL_ATAN2(ys[i], xs[i]) - input_angle;
            while (delta <= -RL_CTL_PI) delta += 2 * RL_CTL_PI;
            while (delta > RL_CTL_PI) delta -= 2 * RL_CTL_PI;
            if (delta == 0) {
                if (same < 0) same = i;
            } else if (delta > 0 && delta < RL_CTL_PI && delta < ccw_angle) {
                ccw_angle = delta;
                ccw = i;
            } else if (delta < 0 && -delta < RL_CTL_PI && -delta < cw_angle) {
                cw_angle = -delta;
                cw = i;
            }
        }
        if (same >= 0) {
            double w = RL_CTL_HYPOT(px, py) / RL_CTL_HYPOT(xs[same], ys[same]);
            w = rl_jmin(1, w);
            out[same] = w;
            centre_weight = 1 - w;
        } else if (ccw < 0 || cw < 0) {
            centre_weight = 1;
        } else {
            double ax = xs[cw], ay = ys[cw], bx = xs[ccw], by = ys[ccw];
            double det = ax * by - ay * bx;
            if (det == 0 || cw_angle + ccw_angle >= RL_CTL_PI) {
                centre_weight = 1;
            } else {
                double wa = (px * by - py * bx) / det;
                double wb = (ax * py - ay * px) / det;
                double sum = wa + wb;
                if (sum > 1) { wa /= sum; wb /= sum; }
                out[cw] = wa;
                out[ccw] = wb;
                centre_weight = rl_jmax(0, 1 - wa - wb);
            }
        }
    }
    if (centre >= 0) {
        out[centre] += centre_weight;
    } else if (centre_weight > 0) {
        double share = centre_weight / n;
        for (i = 0; i < n; i++) out[i] += share;
    }
}

static void rl_ctl_tree_weights(const rl_ctl_tree *t, const double *params, double *out) {
    double x = t->param_x >= 0 ? params[t->param_x] : 0;
    if (t->kind == RL_CTL_ONE_D) rl_ctl_one_d(t->thresholds, t->order, t->count, x, out);
    else rl_ctl_two_d(t->xs, t->ys, t->count, x, t->param_y >= 0 ? params[t->param_y] : 0, out);
}

static int rl_ctl_dominant(const double *weights, int count) {
    int best = 0, i;
    for (i = 1; i < count; i++) if (weights[i] > weights[best]) best = i;
    return best;
}

static void rl_ctl_tree_enter(rl_ctl_anim *a, rl_ctl_slot *slot, const rl_ctl_tree *t, int state, int fires) {
    const rl_ctl_graph *g = a->g;
    int negative = g->speeds[state] < 0, loop = g->loops[state], i, dominant, mm = g->max_motions;
    rl_ctl_tree_weights(t, a->evaluated, slot->tree);
    slot->time = rl_timeline_time(0, 1, (rl_loop_mode)loop, negative, rl_timeline_cycle(0, 1, (rl_loop_mode)loop));
    for (i = 0; i < t->count; i++) {
        if (t->roots.tracks[i] >= 0) {
            rl_ctl_roots_sample(&t->roots, t->motions[i], i, slot->time * t->lengths[i], a->pair);
            slot->tree[2 * mm + 2 * i] = a->pair[0];
            slot->tree[2 * mm + 2 * i + 1] = a->pair[1];
        }
    }
    rl_ctl_entered(a, state);
    dominant = rl_ctl_dominant(slot->tree, t->count);
    if (fires && rl_ctl_gameplay_events(t->motions[dominant]))
        rl_ctl_fire(a, state, t->motions[dominant], negative, loop, 0, 1, 0);
}

static void rl_ctl_tree_move(rl_ctl_anim *a, rl_ctl_slot *slot, const rl_ctl_tree *t, double share, int fires) {
    const rl_ctl_graph *g = a->g;
    int state = slot->state, count = t->count, i, negative, loop, previous_cycle, dominant, mm = g->max_motions;
    double *weights = slot->tree, cycle_length = 0, from;
    rl_ctl_tree_weights(t, a->evaluated, weights);
    for (i = 0; i < count; i++) cycle_length += weights[i] * t->lengths[i];
    negative = g->speeds[state] < 0;
    loop = g->loops[state];
    previous_cycle = slot->cycle;
    from = slot->position;
    slot->steps++;
    if (cycle_length > 0) slot->position = from + fabs(a->dt * g->speeds[state]) / cycle_length;
    slot->cycle = rl_timeline_cycle(slot->position, 1, (rl_loop_mode)loop);
    slot->cycle_bound = 0;
    slot->time = rl_timeline_time(slot->position, 1, (rl_loop_mode)loop, negative, slot->cycle);
    for (i = 0; i < count; i++) {
        double x, y;
        if (t->roots.tracks[i] < 0) continue;
        rl_ctl_roots_sample(&t->roots, t->motions[i], i, slot->time * t->lengths[i], a->pair);
        x = a->pair[0];
        y = a->pair[1];
        rl_ctl_roots_delta(&t->roots, i, negative, previous_cycle, weights[2 * mm + 2 * i], weights[2 * mm + 2 * i + 1],
                           slot->cycle, x, y, a->pair);
        rl_ctl_root_add(a, a->pair[0] * share * weights[i], a->pair[1] * share * weights[i]);
        weights[2 * mm + 2 * i] = x;
        weights[2 * mm + 2 * i + 1] = y;
    }
    dominant = rl_ctl_dominant(weights, count);
    if (fires && rl_ctl_gameplay_events(t->motions[dominant])) {
        double length = t->lengths[dominant];
        rl_ctl_fire(a, state, t->motions[dominant], negative, loop, from * length, 0, slot->position * length);
    }
}

/* TreePlay.sample: the tree's mixed sample at tree time `time`, laid out as its layout clip's samples. */
static void rl_ctl_tree_sample(rl_ctl_anim *a, const rl_ctl_slot *slot, const rl_ctl_tree *t, double time, double *out) {
    int count = t->count, i, k, lane, actives = 0;
    const double *weights = slot->tree;
    unsigned char *sampled = a->tree_sampled;
    int *active = a->tree_active;
    double **values = a->motion_values;
    for (i = 0; i < count; i++) {
        sampled[i] = weights[i] > 0;
        if (sampled[i]) active[actives++] = i;
    }
    for (k = 0; k < actives; k++) rl_clip_sample(t->motions[active[k]], time * t->lengths[active[k]], values[active[k]]);
    for (k = 0; k < t->nplan; k++) {
        const int *sources = t->plan_sources[k];
        int offset = t->plan_offsets[k], lanes = t->plan_lanes[k], mixing = t->plan_mixing[k], best = -1;
        double sum = 0;
        for (i = 0; i < count; i++) {
            if (sources[i] >= 0) {
                if (best < 0 || weights[i] > weights[best]) best = i;
                sum += weights[i];
            }
        }
        if (best < 0) continue;
        if (!sampled[best]) {
            rl_clip_sample(t->motions[best], time * t->lengths[best], values[best]);
            sampled[best] = 1;
        }
        if (mixing == RL_CTL_STEP || mixing == RL_CTL_TEXT || !(sum > 0)) {
            for (lane = 0; lane < lanes; lane++) out[offset + lane] = values[best][sources[best] + lane];
            if (mixing == RL_CTL_TEXT) {
                int text = (int)out[offset];
                out[offset] = text >= 0 && text < t->motions[best]->ntexts ? t->text_maps[best][text] : -1;
            }
            continue;
        }
        if (mixing == RL_CTL_SLERP) {
            const double *ref = values[best] + sources[best];
            double x = 0, y = 0, z = 0, w = 0, norm, scale;
            for (i = 0; i < count; i++) {
                const double *v;
                double dot, sign;
                if (sources[i] < 0 || !(weights[i] > 0)) continue;
                v = values[i] + sources[i];
                dot = v[0] * ref[0] + v[1] * ref[1] + v[2] * ref[2] + v[3] * ref[3];
                sign = dot < 0 ? -weights[i] : weights[i];
                x += sign * v[0];
                y += sign * v[1];
                z += sign * v[2];
                w += sign * v[3];
            }
            norm = sqrt(x * x + y * y + z * z + w * w);
            scale = norm > 0 ? 1 / norm : 0;
            out[offset] = x * scale;
            out[offset + 1] = y * scale;
            out[offset + 2] = z * scale;
            out[offset + 3] = w * scale;
            continue;
        }
        for (lane = 0; lane < lanes; lane++) {
            double total = -0.0, mean;
            int j;
            for (j = 0; j < actives; j++) {
                i = active[j];
                if (sources[i] >= 0) total += weights[i] * values[i][sources[i] + lane];
            }
            mean = total / sum;
            out[offset + lane] = mixing == RL_CTL_ROUNDED ? rl_round_half_away(mean) : mean;
        }
    }
}

/* -- one step (AnimatorStep) -- */

/* Advances `slot` one step, adding its root motion by `share` and firing its events if `fires`. */
static void rl_ctl_move(rl_ctl_anim *a, rl_ctl_slot *slot, double share, int fires) {
    const rl_ctl_graph *g = a->g;
    int state = slot->state, negative, previous_cycle;
    const rl_clip *clip;
    double length, from;
    if (g->trees[state]) { rl_ctl_tree_move(a, slot, g->trees[state], share, fires); return; }
    clip = g->clips[state];
    length = clip ? clip->length : 0;
    negative = g->speeds[state] < 0;
    previous_cycle = slot->cycle;
    from = slot->position;
    slot->steps++;
    slot->position = slot->steps * fabs(a->dt * g->speeds[state]);
    if (!(slot->position + RL_EPSILON < slot->cycle_bound)) {
        slot->cycle = rl_timeline_cycle(slot->position, length, (rl_loop_mode)g->loops[state]);
        slot->cycle_bound = rl_ctl_cycle_bound(slot->cycle, length, g->loops[state]);
    }
    slot->time = rl_timeline_time(slot->position, length, (rl_loop_mode)g->loops[state], negative, slot->cycle);
    if (g->roots.tracks[state] >= 0) {
        double x, y;
        rl_ctl_roots_sample(&g->roots, clip, state, slot->time, a->pair);
        x = a->pair[0];
        y = a->pair[1];
        rl_ctl_roots_delta(&g->roots, state, negative, previous_cycle, slot->root_x, slot->root_y, slot->cycle, x, y, a->pair);
        rl_ctl_root_add(a, a->pair[0] * share, a->pair[1] * share);
        slot->root_x = x;
        slot->root_y = y;
    }
    if (fires && g->has_events[state]) rl_ctl_fire(a, state, clip, negative, g->loops[state], from, 0, slot->position);
}

/* Enters `state` at time 0 in the current slot: StateEntered, then its start events if `fires`. */
static void rl_ctl_enter(rl_ctl_anim *a, int state, int fires) {
    const rl_ctl_graph *g = a->g;
    rl_ctl_slot *slot = &a->current;
    const rl_clip *clip;
    double length;
    int negative;
    rl_ctl_slot_clear(slot);
    slot->state = state;
    slot->drawn_inclusive = 1;
    if (g->trees[state]) { rl_ctl_tree_enter(a, slot, g->trees[state], state, fires); return; }
    clip = g->clips[state];
    length = clip ? clip->length : 0;
    negative = g->speeds[state] < 0;
    slot->time = rl_timeline_time(0, length, (rl_loop_mode)g->loops[state], negative,
                                  rl_timeline_cycle(0, length, (rl_loop_mode)g->loops[state]));
    if (g->roots.tracks[state] >= 0) {
        rl_ctl_roots_sample(&g->roots, clip, state, slot->time, a->pair);
        slot->root_x = a->pair[0];
        slot->root_y = a->pair[1];
    }
    rl_ctl_entered(a, state);
    if (fires && g->has_events[state]) rl_ctl_fire(a, state, clip, negative, g->loops[state], 0, 1, 0);
}

static void rl_ctl_end_blend(rl_ctl_anim *a) {
    int w;
    a->outgoing_kind = RL_CTL_NONE;
    rl_ctl_slot_clear(&a->outgoing);
    a->captured_from = -1;
    a->blend_duration = 0;
    a->blend_steps = 0;
    a->weight = 0;
    a->previous_weight = 0;
    for (w = 0; w < a->g->words; w++) a->outgoing_mask[w] = a->returning[w] = 0;
}

/* PoseMixer.settle: a blend reached weight 1; channels only the outgoing side animated take their value back. */
static void rl_ctl_settle(rl_ctl_anim *a) {
    const rl_ctl_graph *g = a->g;
    const int *sources = g->sources[a->current.state];
    int playing = g->clips[a->current.state] != NULL, ch;
    for (ch = 0; ch < g->nchannels; ch++) {
        const double *from;
        if (!rl_ctl_words_has(a->outgoing_mask, ch) || (playing && sources[ch] >= 0)) continue;
        from = rl_ctl_words_has(a->returning, ch) ? a->rest : a->start;
        memcpy(a->pose + g->ch_offsets[ch], from + g->ch_offsets[ch], (size_t)g->ch_lanes[ch] * sizeof(double));
        if (a->drawn && g->ch_drawn[ch] && a->drawn_on[ch])
            memcpy(a->drawn + g->ch_offsets[ch], from + g->ch_offsets[ch], (size_t)g->ch_lanes[ch] * sizeof(double));
    }
}

/* PoseMixer.leave: an instant switch to `next` gives back what the states left animated and `next` does not. */
static void rl_ctl_leave(rl_ctl_anim *a, int next) {
    const rl_ctl_graph *g = a->g;
    int state = a->current.state, w, blending = a->outgoing_kind != RL_CTL_NONE;
    if (state < 0 || state == next) return;
    for (w = 0; w < g->words; w++) {
        uint64_t leaving = (g->masks[state][w] | (blending ? a->outgoing_mask[w] : 0)) & ~g->masks[next][w];
        uint64_t given = leaving & (g->return_masks[state][w] | (blending ? a->returning[w] : 0));
        while (given) {
            int bit = 0, ch, off;
            while (!((given >> bit) & 1)) bit++;
            given &= given - 1;
            ch = w * 64 + bit;
            off = g->ch_offsets[ch];
            memcpy(a->pose + off, a->rest + off, (size_t)g->ch_lanes[ch] * sizeof(double));
            if (a->drawn && g->ch_drawn[ch] && a->drawn_on[ch]) memcpy(a->drawn + off, a->rest + off, (size_t)g->ch_lanes[ch] * sizeof(double));
        }
    }
}

static void rl_ctl_advance(rl_ctl_anim *a) {
    int blending = a->outgoing_kind != RL_CTL_NONE;
    double incoming;
    if (blending) {
        a->blend_steps++;
        a->weight = rl_ctl_blend_weight(a->g->ease, a->blend_steps, a->dt, a->blend_duration);
    }
    incoming = blending ? a->weight : 1;
    if (a->outgoing_kind == RL_CTL_LIVE)
        rl_ctl_move(a, &a->outgoing, 1 - incoming, rl_ctl_fires_outgoing(a, incoming));
    rl_ctl_move(a, &a->current, incoming,
                !blending || rl_ctl_fires_incoming(a->g->policies[a->current.state], incoming));
    if (blending && a->weight >= 1) {
        int left = a->outgoing_kind == RL_CTL_LIVE ? a->outgoing.state : -1;
        rl_ctl_settle(a);
        rl_ctl_end_blend(a);
        if (left >= 0) rl_ctl_exited(a, left);
    }
}

static void rl_ctl_switch_to(rl_ctl_anim *a, int state) {
    int left = a->outgoing_kind == RL_CTL_LIVE ? a->outgoing.state : -1;
    rl_ctl_leave(a, state);
    rl_ctl_end_blend(a);
    if (left >= 0) rl_ctl_exited(a, left);
    if (a->current.state >= 0) rl_ctl_exited(a, a->current.state);
    rl_ctl_enter(a, state, 1);
}

static void rl_ctl_start_blend(rl_ctl_anim *a, int state, double duration) {
    const rl_ctl_graph *g = a->g;
    const uint64_t *current_mask = g->masks[a->current.state], *current_returns = g->return_masks[a->current.state];
    int w;
    memcpy(a->start, a->pose, (size_t)g->pose_size * sizeof(double));
    if (a->outgoing_kind != RL_CTL_NONE) {
        int left = a->outgoing_kind == RL_CTL_LIVE ? a->outgoing.state : -1, captured = a->current.state;
        for (w = 0; w < g->words; w++) {
            a->outgoing_mask[w] |= current_mask[w];
            a->returning[w] |= current_returns[w];
        }
        a->captured_from = captured;
        a->outgoing_kind = RL_CTL_CAPTURED;
        rl_ctl_slot_clear(&a->outgoing);
        if (left >= 0) rl_ctl_exited(a, left);
        rl_ctl_exited(a, captured);
    } else {
        for (w = 0; w < g->words; w++) {
            a->outgoing_mask[w] = current_mask[w];
            a->returning[w] = current_returns[w];
        }
        rl_ctl_slot_copy(&a->outgoing, &a->current, g->max_motions);
        a->outgoing_kind = RL_CTL_LIVE;
    }
    a->blend_duration = duration;
    a->blend_steps = 0;
    a->weight = 0;
    a->previous_weight = 0;
    rl_ctl_enter(a, state, rl_ctl_fires_incoming(g->policies[state], 0));
}

/* TransitionRules.holds */
static int rl_ctl_holds(const rl_ctl_graph *g, int t, const rl_ctl_slot *slot, const double *params) {
    double exit_time = g->exit_times[t];
    int c, end;
    if (exit_time == exit_time) {
        double length = g->lengths[slot->state];
        if (slot->position + RL_EPSILON < exit_time * length) return 0;
    }
    end = g->cond_start[t + 1];
    for (c = g->cond_start[t]; c < end; c++) {
        double value = params[g->cond_param[c]], operand = g->cond_operand[c];
        int outcome = (value < operand ? 1 : 0) | (value == operand ? 2 : 0) | (value > operand ? 4 : 0);
        if ((g->cond_mask[c] & (outcome == 0 ? 8 : outcome)) == 0) return 0;
    }
    return 1;
}

static int rl_ctl_find(const rl_ctl_graph *g, const rl_ctl_slot *slot, int blending, const double *params) {
    int state = slot->state, k, n;
    const int *list;
    if (state < 0) return -1;
    list = blending ? g->icands[state] : g->cands[state];
    n = blending ? g->nicands[state] : g->ncands[state];
    for (k = 0; k < n; k++) if (rl_ctl_holds(g, list[k], slot, params)) return list[k];
    return -1;
}

static void rl_ctl_consume(const rl_ctl_graph *g, int t, double *params) {
    int c;
    for (c = g->cond_start[t]; c < g->cond_start[t + 1]; c++)
        if (g->param_kinds[g->cond_param[c]] == RL_CTL_TRIGGER) params[g->cond_param[c]] = 0;
}

static void rl_ctl_pose(rl_ctl_anim *a);

#define RL_CTL_MAX_TRANSITIONS 8

/* One fixed step of one graph's animator; `evaluated` already holds the parameters the step reads. */
static void rl_ctl_run(rl_ctl_anim *a, long long version) {
    const rl_ctl_graph *g = a->g;
    int command = a->pending_command, command_state = a->pending_state, fired, settled = 0;
    double command_seconds = a->pending_seconds;
    a->pending_command = RL_CTL_NO_COMMAND;
    a->root_x = a->root_y = 0;
    a->rooted = 0;
    a->previous_weight = a->weight;
    a->current.previous_position = a->current.position;
    if (a->outgoing_kind == RL_CTL_LIVE) a->outgoing.previous_position = a->outgoing.position;
    if (!a->started) {
        a->started = 1;
        if (g->entry >= 0) rl_ctl_enter(a, g->entry, 1);
    } else if (a->current.state >= 0) {
        rl_ctl_advance(a);
    }
    if (command == RL_CTL_CROSS_FADE) {
        rl_ctl_start_blend(a, command_state, command_seconds);
        settled = 1;
    } else if (command == RL_CTL_PLAY) {
        rl_ctl_switch_to(a, command_state);
    }
    for (fired = 0; !settled && fired < RL_CTL_MAX_TRANSITIONS; fired++) {
        int blending = a->outgoing_kind != RL_CTL_NONE, state = a->current.state, t, to;
        if (fired == 0 && state == a->quiet_state && blending == a->quiet_blending && version == a->quiet_version)
            break;
        t = rl_ctl_find(g, &a->current, blending, a->evaluated);
        if (t < 0) {
            if (fired == 0 && state >= 0 && !(blending ? g->itimed[state] : g->timed[state])) {
                a->quiet_state = state;
                a->quiet_blending = blending;
                a->quiet_version = version;
            }
            break;
        }
        rl_ctl_consume(g, t, a->evaluated);
        to = g->to[t];
        if (g->durations[t] > 0) {
            rl_ctl_start_blend(a, to, g->durations[t]);
            settled = 1;
        } else {
            rl_ctl_switch_to(a, to);
        }
    }
    rl_ctl_pose(a);
}

/* -- the pose (PoseMixer) -- */

/* The short-arc slerp of two quats (PoseMixer.slerp). */
static void rl_ctl_slerp(double ax, double ay, double az, double aw, double bx, double by, double bz, double bw,
                         double weight, double *out) {
    double dot = ax * bx + ay * by + az * bz + aw * bw, sign = 1, sw, ew, x, y, z, w, norm, scale;
    if (dot < 0) { dot = -dot; sign = -1; }
    if (dot > 1 - 1e-9) {
        sw = 1 - weight;
        ew = weight;
    } else {
        double angle = RL_CTL_ACOS(rl_jmin(1, dot));
        double inverse_sine = 1 / RL_CTL_SIN(angle);
        sw = RL_CTL_SIN((1 - weight) * angle) * inverse_sine;
        ew = RL_CTL_SIN(weight * angle) * inverse_sine;
    }
    ew *= sign;
    x = sw * ax + ew * bx;
    y = sw * ay + ew * by;
    z = sw * az + ew * bz;
    w = sw * aw + ew * bw;
    norm = sqrt(x * x + y * y + z * z + w * w);
    scale = norm > 0 ? 1 / norm : 0;
    out[0] = x * scale;
    out[1] = y * scale;
    out[2] = z * scale;
    out[3] = w * scale;
}

/* One lane of one side: its sample (a text as the controller's text index), or the fallback. */
static double rl_ctl_side(const double *values, int source, int lane, int mixing, const int *texts,
                          const double *fallback, int offset) {
    double value;
    if (source < 0) return fallback[offset + lane];
    value = values[source + lane];
    return mixing == RL_CTL_TEXT ? texts[(int)value] : value;
}

static void rl_ctl_sample_slot(rl_ctl_anim *a, const rl_ctl_slot *slot, double time, double *out) {
    const rl_ctl_tree *t = a->g->trees[slot->state];
    if (t) rl_ctl_tree_sample(a, slot, t, time, out);
    else rl_clip_sample(a->g->clips[slot->state], time, out);
}

/* One channel of a mix (PoseMixer.mix's loop body): the incoming side alone, or the blend of both at `weight`. */
static void rl_ctl_mix_channel(const rl_ctl_anim *a, int ch, const double *in_values, int in_source, const int *in_texts,
                               const double *out_values, const int *out_sources, const int *out_texts, int blending,
                               double weight, double *out) {
    const rl_ctl_graph *g = a->g;
    int offset = g->ch_offsets[ch], mixing = g->ch_mixing[ch], lanes = g->ch_lanes[ch], lane;
    if (!blending) {
        for (lane = 0; lane < lanes; lane++)
            out[offset + lane] = rl_ctl_side(in_values, in_source, lane, mixing, in_texts, a->start, offset);
    } else {
        int out_source = out_values ? out_sources[ch] : -1;
        const double *in_fallback = rl_ctl_words_has(a->returning, ch) ? a->rest : a->start;
        if (mixing == RL_CTL_STEP || mixing == RL_CTL_TEXT) {
            out[offset] = weight >= 0.5
                ? rl_ctl_side(in_values, in_source, 0, mixing, in_texts, in_fallback, offset)
                : rl_ctl_side(out_values, out_source, 0, mixing, out_texts, a->start, offset);
        } else if (mixing == RL_CTL_SLERP) {
            double q[8];
            for (lane = 0; lane < 4; lane++) {
                q[lane] = rl_ctl_side(out_values, out_source, lane, mixing, out_texts, a->start, offset);
                q[4 + lane] = rl_ctl_side(in_values, in_source, lane, mixing, in_texts, in_fallback, offset);
            }
            rl_ctl_slerp(q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7], weight, out + offset);
        } else {
            for (lane = 0; lane < lanes; lane++) {
                double va = rl_ctl_side(out_values, out_source, lane, mixing, out_texts, a->start, offset);
                double vb = rl_ctl_side(in_values, in_source, lane, mixing, in_texts, in_fallback, offset);
                double mixed = va * (1 - weight) + vb * weight;
                out[offset + lane] = mixing == RL_CTL_ROUNDED ? rl_round_half_away(mixed) : mixed;
            }
        }
    }
}

/* PoseMixer.step: the pose of the step into a->pose. */
static void rl_ctl_pose(rl_ctl_anim *a) {
    const rl_ctl_graph *g = a->g;
    int in_state = a->current.state, out_state, blending, ch;
    const double *in_values = NULL, *out_values = NULL;
    const int *in_sources, *out_sources = NULL, *in_texts, *out_texts = NULL;
    double weight = a->weight;
    if (in_state < 0) return;
    blending = a->outgoing_kind != RL_CTL_NONE;
    if (g->direct[in_state]) {
        /* Straight into the pose: each channel the clip drives gets its sample, the rest are left as they
         * are - what the copy below would do. When blending, each lane's sample is read before that lane is
         * written. */
        rl_clip_sample(g->clips[in_state], a->current.time, a->pose);
        if (!blending) return;
        in_values = a->pose;
    } else if (g->clips[in_state]) {
        rl_ctl_sample_slot(a, &a->current, a->current.time, a->in_values);
        in_values = a->in_values;
    }
    out_state = a->outgoing_kind == RL_CTL_LIVE ? a->outgoing.state : -1;
    if (out_state >= 0 && g->clips[out_state]) {
        rl_ctl_sample_slot(a, &a->outgoing, a->outgoing.time, a->out_values);
        out_values = a->out_values;
    }
    in_sources = g->sources[in_state];
    in_texts = g->text_indices[in_state];
    if (out_state >= 0) {
        out_sources = g->sources[out_state];
        out_texts = g->text_indices[out_state];
    }
    for (ch = 0; ch < g->nchannels; ch++) {
        int in_source = in_values ? in_sources[ch] : -1;
        int out_animates = blending && rl_ctl_words_has(a->outgoing_mask, ch);
        if (in_source < 0 && !out_animates) continue;
        rl_ctl_mix_channel(a, ch, in_values, in_source, in_texts, out_values, out_sources, out_texts, blending, weight,
                           a->pose);
    }
}

/* -- signals -- */

typedef struct rl_ctl_fire_ctx { rl_ctl_anim *a; const rl_clip *clip; int state; } rl_ctl_fire_ctx;

static void rl_ctl_event_sink(void *user, int event, int cycle, double position);

static void rl_ctl_fire_modes(rl_ctl_anim *a, int state, const rl_clip *clip, int negative, int loop, double from,
                              int inclusive, double to, int modes) {
    rl_ctl_fire_ctx ctx;
    ctx.a = a;
    ctx.clip = clip;
    ctx.state = state;
    rl_clip_scan_events(clip, (rl_loop_mode)loop, negative, from, inclusive, to, modes, rl_ctl_event_sink, &ctx);
}

static void rl_ctl_fire(rl_ctl_anim *a, int state, const rl_clip *clip, int negative, int loop, double from,
                        int inclusive, double to) {
    rl_ctl_fire_modes(a, state, clip, negative, loop, from, inclusive, to, 1 << RL_EV_GAMEPLAY);
}

/* -- draws (AnimatorDrawing, PoseMixer.drawn) -- */

static double rl_ctl_drawn_position(const rl_ctl_slot *slot, double alpha) {
    return slot->previous_position + alpha * (slot->position - slot->previous_position);
}

static double rl_ctl_drawn_time(const rl_ctl_graph *g, int state, double position) {
    double length = g->trees[state] ? 1 : g->clips[state] ? g->clips[state]->length : 0;
    rl_loop_mode loop = (rl_loop_mode)g->loops[state];
    return rl_timeline_time(position, length, loop, g->speeds[state] < 0, rl_timeline_cycle(position, length, loop));
}

/* PoseMixer.drawn: the presentation transform channels at the given times and weight, into a->drawn. */
static void rl_ctl_draw_pose(rl_ctl_anim *a, double in_time, double out_time, double weight) {
    const rl_ctl_graph *g = a->g;
    int in_state = a->current.state, out_state, blending = a->outgoing_kind != RL_CTL_NONE, ch;
    const double *in_values = NULL, *out_values = NULL;
    const int *out_sources = NULL, *out_texts = NULL;
    if (g->clips[in_state]) {
        rl_ctl_sample_slot(a, &a->current, in_time, a->draw_in);
        in_values = a->draw_in;
    }
    out_state = a->outgoing_kind == RL_CTL_LIVE ? a->outgoing.state : -1;
    if (out_state >= 0 && g->clips[out_state]) {
        rl_ctl_sample_slot(a, &a->outgoing, out_time, a->out_values);
        out_values = a->out_values;
    }
    if (out_state >= 0) {
        out_sources = g->sources[out_state];
        out_texts = g->text_indices[out_state];
    }
    for (ch = 0; ch < g->nchannels; ch++) {
        int in_source, out_animates;
        if (!g->ch_drawn[ch] || !a->drawn_on[ch]) continue;
        in_source = in_values ? g->sources[in_state][ch] : -1;
        out_animates = blending && rl_ctl_words_has(a->outgoing_mask, ch);
        if (in_source < 0 && !out_animates) continue;
        rl_ctl_mix_channel(a, ch, in_values, in_source, g->text_indices[in_state], out_values, out_sources, out_texts,
                           blending, weight, a->drawn);
    }
}

/* AnimatorDrawing.window: fires what the slot's drawn window crosses up to `drawn` (when `fires`), moves it on. */
static void rl_ctl_draw_window(rl_ctl_anim *a, rl_ctl_slot *slot, double drawn, int fires) {
    const rl_ctl_graph *g = a->g;
    int state = slot->state, negative = g->speeds[state] < 0, loop = g->loops[state];
    int reaches = drawn > slot->drawn_from || (slot->drawn_inclusive && drawn >= slot->drawn_from);
    const rl_ctl_tree *t = g->trees[state];
    if (fires && reaches && t) {
        int dominant = rl_ctl_dominant(slot->tree, t->count);
        double length = t->lengths[dominant];
        rl_ctl_fire_modes(a, state, t->motions[dominant], negative, loop, slot->drawn_from * length,
                          slot->drawn_inclusive, drawn * length, 1 << RL_EV_PRESENTATION);
    } else if (fires && reaches && g->clips[state]) {
        rl_ctl_fire_modes(a, state, g->clips[state], negative, loop, slot->drawn_from, slot->drawn_inclusive, drawn,
                          1 << RL_EV_PRESENTATION);
    }
    if (reaches) {
        slot->drawn_from = rl_jmax(slot->drawn_from, drawn);
        slot->drawn_inclusive = 0;
    }
}

/* AnimatorDrawing.draw, outside the editor and not replaying. */
static void rl_ctl_draw(rl_ctl_anim *a, double alpha) {
    const rl_ctl_graph *g = a->g;
    int blending = a->outgoing_kind != RL_CTL_NONE, live = a->outgoing_kind == RL_CTL_LIVE;
    double weight, in_position, out_position;
    if (a->current.state < 0) return;
    weight = blending ? a->previous_weight + alpha * (a->weight - a->previous_weight) : 1;
    in_position = rl_ctl_drawn_position(&a->current, alpha);
    out_position = live ? rl_ctl_drawn_position(&a->outgoing, alpha) : 0;
    rl_ctl_draw_pose(a, rl_ctl_drawn_time(g, a->current.state, in_position),
                     live ? rl_ctl_drawn_time(g, a->outgoing.state, out_position) : 0, weight);
    if (live) rl_ctl_draw_window(a, &a->outgoing, out_position, rl_ctl_fires_outgoing(a, weight));
    rl_ctl_draw_window(a, &a->current, in_position,
                       !blending || rl_ctl_fires_incoming(g->policies[a->current.state], weight));
}

/* -- the state hash (AnimatorHash) and the content hash (ControllerFingerprint) -- */

static void rl_ctl_hash_slot(rl_ctl_fnv *f, const rl_ctl_slot *slot) {
    if (!slot) {
        rl_ctl_fnv_long(f, 0);
        rl_ctl_fnv_double(f, 0);
        rl_ctl_fnv_double(f, 0);
        rl_ctl_fnv_long(f, 0);
        return;
    }
    rl_ctl_fnv_long(f, slot->steps);
    rl_ctl_fnv_double(f, slot->position);
    rl_ctl_fnv_double(f, slot->time);
    rl_ctl_fnv_long(f, slot->cycle);
}

static void rl_ctl_hash_tree(rl_ctl_fnv *f, const rl_ctl_graph *g, const rl_ctl_slot *slot) {
    int i;
    if (slot->state < 0 || !g->trees[slot->state]) return;
    for (i = 0; i < g->trees[slot->state]->count; i++) rl_ctl_fnv_double(f, slot->tree[i]);
}

static void rl_ctl_hash_pose(rl_ctl_fnv *f, const rl_ctl_graph *g, const double *pose) {
    int ch, lane;
    rl_ctl_fnv_long(f, g->pose_size);
    for (ch = 0; ch < g->nchannels; ch++) {
        int offset = g->ch_offsets[ch];
        if (g->ch_mixing[ch] == RL_CTL_TEXT) {
            int text = (int)pose[offset];
            rl_ctl_fnv_long(f, text < 0 ? 0 : (int64_t)g->text_hashes[text]);
            continue;
        }
        for (lane = 0; lane < g->ch_lanes[ch]; lane++) rl_ctl_fnv_double(f, pose[offset + lane]);
    }
}

static int rl_ctl_blend_from(const rl_ctl_anim *a) {
    return a->outgoing_kind == RL_CTL_LIVE ? a->outgoing.state : a->outgoing_kind == RL_CTL_CAPTURED ? a->captured_from : -1;
}

static uint64_t rl_ctl_anim_hash(const rl_ctl_anim *a, uint64_t content_hash) {
    rl_ctl_fnv f;
    int i;
    rl_ctl_fnv_init(&f);
    rl_ctl_fnv_long(&f, (int64_t)0x5245454C414E494DULL);
    rl_ctl_fnv_long(&f, (int64_t)content_hash);
    rl_ctl_fnv_long(&f, a->started ? 1 : 0);
    rl_ctl_fnv_long(&f, a->current.state);
    rl_ctl_hash_slot(&f, &a->current);
    rl_ctl_hash_tree(&f, a->g, &a->current);
    rl_ctl_fnv_long(&f, a->outgoing_kind);
    rl_ctl_fnv_long(&f, rl_ctl_blend_from(a));
    rl_ctl_hash_slot(&f, a->outgoing_kind == RL_CTL_LIVE ? &a->outgoing : NULL);
    if (a->outgoing_kind == RL_CTL_LIVE) rl_ctl_hash_tree(&f, a->g, &a->outgoing);
    rl_ctl_fnv_double(&f, a->blend_duration);
    rl_ctl_fnv_long(&f, a->blend_steps);
    rl_ctl_fnv_double(&f, a->weight);
    rl_ctl_fnv_long(&f, a->g->nparams);
    for (i = 0; i < a->g->nparams; i++) rl_ctl_fnv_double(&f, a->params[i]);
    rl_ctl_hash_pose(&f, a->g, a->pose);
    if (a->outgoing_kind != RL_CTL_NONE) rl_ctl_hash_pose(&f, a->g, a->start);
    return f.h;
}

static void rl_ctl_graph_hash(const rl_ctl_graph *g, rl_ctl_fnv *f) {
    int s, i, c;
    rl_ctl_fnv_long(f, (int64_t)0x5245454C4354524CULL);
    rl_ctl_fnv_string(f, rl_ctl_ease_words[g->ease]);
    rl_ctl_fnv_long(f, g->entry);
    rl_ctl_fnv_long(f, g->nstates);
    for (s = 0; s < g->nstates; s++) {
        const rl_ctl_tree *t = g->trees[s];
        rl_ctl_fnv_string(f, g->state_names[s]);
        rl_ctl_fnv_long(f, g->clips[s] ? (int64_t)g->clips[s]->content_hash : 0);
        rl_ctl_fnv_double(f, g->speeds[s]);
        rl_ctl_fnv_string(f, rl_ctl_loop_words[g->loops[s]]);
        rl_ctl_fnv_string(f, rl_ctl_policy_words[g->policies[s]]);
        if (t) {
            rl_ctl_fnv_string(f, rl_ctl_blend_words[t->kind]);
            rl_ctl_fnv_long(f, t->param_x);
            rl_ctl_fnv_long(f, t->param_y);
            rl_ctl_fnv_long(f, t->count);
            for (i = 0; i < t->count; i++) {
                rl_ctl_fnv_long(f, (int64_t)t->motions[i]->content_hash);
                rl_ctl_fnv_double(f, t->xs[i]);
                rl_ctl_fnv_double(f, t->ys[i]);
            }
        }
    }
    rl_ctl_fnv_long(f, g->nparams);
    for (i = 0; i < g->nparams; i++) {
        rl_ctl_fnv_string(f, g->param_names[i]);
        rl_ctl_fnv_string(f, rl_ctl_kind_words[g->param_kinds[i]]);
        rl_ctl_fnv_double(f, g->defaults[i]);
    }
    rl_ctl_fnv_long(f, g->ntrans);
    for (i = 0; i < g->ntrans; i++) {
        rl_ctl_fnv_long(f, g->from[i]);
        rl_ctl_fnv_long(f, g->to[i]);
        rl_ctl_fnv_double(f, g->durations[i]);
        rl_ctl_fnv_double(f, g->exit_times[i]);
        rl_ctl_fnv_long(f, g->interrupts[i] ? 1 : 0);
        rl_ctl_fnv_long(f, g->cond_start[i + 1] - g->cond_start[i]);
        for (c = g->cond_start[i]; c < g->cond_start[i + 1]; c++) {
            rl_ctl_fnv_long(f, g->cond_param[c]);
            rl_ctl_fnv_long(f, g->cond_op[c]);
            rl_ctl_fnv_double(f, g->cond_value[c]);
        }
    }
}

struct reel_animator {
    const reel_controller *controller;
    const reel_allocator *allocator;
    size_t bytes;                   /* the one block it is, every buffer it needs (see rl_ctl_carve) */
    int nlayers;
    rl_ctl_anim *layers;            /* [0] the base */
    double *params;                 /* the base layer's: the shared parameters */
    double *combined;               /* the combined pose with layers, else the base's pose */
    reel_animator_listener listener;
    int has_listener;
    long long steps;
    /* LayeredAnimator's showing of the combined pose in the drawn view: whether the last step did (shown),
     * whether every layer above the base rested on the last step they ran (resting), and the count of changes
     * of parameters a layer above reads (watched) as of that step (rest_version). */
    int shown, resting;
    long long watched, rest_version;
};

/* AnimatorStep.run's parameter part: the step reads the parameters as set before it; triggers set before it
 * belong to it and are cleared at its end unless consumed sooner. */
static void rl_ctl_step_layer(rl_ctl_anim *a) {
    const rl_ctl_graph *g = a->g;
    long long version = a->params_version;
    int i;
    memcpy(a->evaluated, a->params, (size_t)g->nparams * sizeof(double));
    for (i = 0; i < g->ntriggers; i++) {
        if (a->params[g->triggers[i]] != 0) {
            a->params[g->triggers[i]] = 0;
            a->params_version++;
        }
    }
    a->steps++;
    rl_ctl_run(a, version);
}

/* Sets a parameter, counting a change of its bits. */
static void rl_ctl_param_set(rl_ctl_anim *a, int param, double value) {
    uint64_t x, y;
    memcpy(&x, &a->params[param], sizeof x);
    memcpy(&y, &value, sizeof y);
    if (x != y) {
        a->params[param] = value;
        a->params_version++;
    }
}


/* -- layers (LayerPlan, LayerReferences, LayerMix, LayeredAnimator) -- */

typedef struct rl_ctl_plan {
    int count;                      /* layers, the base included */
    double *weights;
    unsigned char *additive;
    int **channel_map;              /* per layer, per layer channel: the merged channel or -1 */
    int **mask_channels;
    int *nmask_channels;
    int **text_maps;
    double ***references;           /* per additive layer, per state, per lane */
    unsigned char **writes;         /* per layer, per state */
    int nchannels;
    const char **targets, **paths, **props;
    int *kinds, *mixing, *offsets, *lanes;
    int size;
    const char **texts;
    int ntexts;
    double *neutral;
    unsigned char *read_above;      /* per parameter: a layer above the base reads it (LayerPlan.readAbove) */
    unsigned char **reads;          /* per layer, per parameter: the layer reads it (LayerPlan.reads) */
    int base_only;                  /* no channel but the base's (LayerPlan.baseOnly) */
} rl_ctl_plan;

static int rl_ctl_plan_channels(const rl_ctl_plan *p) { return p->nchannels; }
static const char *rl_ctl_plan_target(const rl_ctl_plan *p, int ch) { return p->targets[ch]; }
static int rl_ctl_plan_kind(const rl_ctl_plan *p, int ch) { return p->kinds[ch]; }
static int rl_ctl_plan_lanes(const rl_ctl_plan *p, int ch) { return p->lanes[ch]; }
static int rl_ctl_plan_offset(const rl_ctl_plan *p, int ch) { return p->offsets[ch]; }
static const char *rl_ctl_plan_text(const rl_ctl_plan *p, int text) { return p->texts[text]; }

/* LayerPlan.masked */
static int rl_ctl_masked(const rl_ctl_mlayer *l, const char *path) {
    int i;
    if (!l || l->nmask == 0) return 1;
    for (i = 0; i < l->nmask; i++) {
        size_t n = strlen(l->mask[i]);
        if (n == 0 || strcmp(path, l->mask[i]) == 0 || (strncmp(path, l->mask[i], n) == 0 && path[n] == '/')) return 1;
    }
    return 0;
}

static int rl_ctl_plan_make(reel_controller *c) {
    rl_arena *a = &c->arena;
    rl_ctl_plan *p = (rl_ctl_plan *)rl_arena_alloc(a, sizeof *p);
    int count = c->nlayers, layer, ch, n = 0, cap = 0, captexts = 0, at = 0, i, s;
    int *first_layer = NULL, *first_channel = NULL, cap2 = 0, cap3 = 0;
    if (!p) return 0;
    p->count = count;
    p->weights = RL_CTL_NEW(a, count, double);
    p->additive = RL_CTL_NEW(a, count, unsigned char);
    p->channel_map = RL_CTL_NEW(a, count, int *);
    p->mask_channels = RL_CTL_NEW(a, count, int *);
    p->nmask_channels = RL_CTL_NEW(a, count, int);
    p->text_maps = RL_CTL_NEW(a, count, int *);
    p->references = RL_CTL_NEW(a, count, double **);
    p->writes = RL_CTL_NEW(a, count, unsigned char *);
    if (!p->weights || !p->additive || !p->channel_map || !p->mask_channels || !p->nmask_channels || !p->text_maps
        || !p->references || !p->writes) return 0;
    p->weights[0] = 1;
    for (layer = 1; layer < count; layer++) {
        p->weights[layer] = c->model->layers[layer - 1].weight;
        p->additive[layer] = (unsigned char)c->model->layers[layer - 1].additive;
    }
    for (layer = 0; layer < count; layer++) {
        const rl_ctl_graph *g = c->layers[layer];
        for (ch = 0; ch < g->nchannels; ch++) {
            for (i = 0; i < n; i++) {
                const rl_ctl_graph *h = c->layers[first_layer[i]];
                if (h->ch_kind[first_channel[i]] == g->ch_kind[ch] && strcmp(h->ch_target[first_channel[i]], g->ch_target[ch]) == 0)
                    break;
            }
            if (i == n) {
                if (!rl_ctl_grow(a, (void **)&first_layer, &cap2, n + 1, sizeof(int))
                    || !rl_ctl_grow(a, (void **)&first_channel, &cap3, n + 1, sizeof(int))) return 0;
                first_layer[n] = layer;
                first_channel[n] = ch;
                n++;
            }
        }
    }
    (void)cap;
    p->nchannels = n;
    p->targets = RL_CTL_NEW(a, n, const char *);
    p->paths = RL_CTL_NEW(a, n, const char *);
    p->props = RL_CTL_NEW(a, n, const char *);
    p->kinds = RL_CTL_NEW(a, n, int);
    p->mixing = RL_CTL_NEW(a, n, int);
    p->offsets = RL_CTL_NEW(a, n, int);
    p->lanes = RL_CTL_NEW(a, n, int);
    if (!p->targets || !p->paths || !p->props || !p->kinds || !p->mixing || !p->offsets || !p->lanes) return 0;
    for (i = 0; i < n; i++) {
        const rl_ctl_graph *h = c->layers[first_layer[i]];
        int fc = first_channel[i];
        p->targets[i] = h->ch_target[fc];
        p->paths[i] = h->ch_path[fc];
        p->props[i] = h->ch_prop[fc];
        p->kinds[i] = h->ch_kind[fc];
        p->mixing[i] = h->ch_mixing[fc];
        p->lanes[i] = h->ch_lanes[fc];
        p->offsets[i] = at;
        at += p->lanes[i];
    }
    p->size = at;
    p->neutral = RL_CTL_NEW(a, at, double);
    p->read_above = RL_CTL_NEW(a, c->base->nparams + 1, unsigned char);
    p->reads = RL_CTL_NEW(a, count, unsigned char *);
    if (!p->neutral || !p->read_above || !p->reads) return 0;
    p->base_only = at == c->base->pose_size;
    memset(p->read_above, 0, (size_t)c->base->nparams + 1);
    for (layer = 0; layer < count; layer++) {
        const rl_ctl_graph *lg = c->layers[layer];
        unsigned char *read = p->reads[layer] = RL_CTL_NEW(a, c->base->nparams + 1, unsigned char);
        if (!read) return 0;
        memset(read, 0, (size_t)c->base->nparams + 1);
        for (i = 0; i < lg->cond_start[lg->ntrans]; i++)
            if (lg->cond_param[i] >= 0) read[lg->cond_param[i]] = 1;
        for (s = 0; s < lg->nstates; s++) {
            const rl_ctl_tree *t = lg->trees[s];
            if (t && t->param_x >= 0) read[t->param_x] = 1;
            if (t && t->param_y >= 0) read[t->param_y] = 1;
        }
        for (i = 0; layer > 0 && i < c->base->nparams; i++) p->read_above[i] |= read[i];
    }
    p->ntexts = 0;
    p->texts = NULL;
    for (layer = 0; layer < count; layer++) {
        const rl_ctl_graph *g = c->layers[layer];
        const rl_ctl_mlayer *model = layer == 0 ? NULL : &c->model->layers[layer - 1];
        int warned = 0, k = 0;
        p->channel_map[layer] = RL_CTL_NEW(a, g->nchannels, int);
        p->mask_channels[layer] = RL_CTL_NEW(a, g->nchannels, int);
        p->text_maps[layer] = RL_CTL_NEW(a, g->ntexts, int);
        if (!p->channel_map[layer] || !p->mask_channels[layer] || !p->text_maps[layer]) return 0;
        for (ch = 0; ch < g->nchannels; ch++) {
            int merged, in_mask, addable;
            for (merged = 0; merged < n; merged++)
                if (p->kinds[merged] == g->ch_kind[ch] && strcmp(p->targets[merged], g->ch_target[ch]) == 0) break;
            if (first_layer[merged] == layer && first_channel[merged] == ch)
                memcpy(p->neutral + p->offsets[merged], g->neutral + g->ch_offsets[ch], (size_t)p->lanes[merged] * sizeof(double));
            in_mask = rl_ctl_masked(model, g->ch_path[ch]);
            addable = g->ch_mixing[ch] == RL_CTL_LERP || g->ch_mixing[ch] == RL_CTL_ROUNDED;
            if (p->additive[layer] && in_mask && !addable && !warned) {
                warned = 1;
                rl_diag(&c->pending, c->allocator, "ANC009", 0, c->file, model->pos.line, model->pos.column,
                        "additive layer \"%s\" cannot add %s:%s (%s); it leaves such tracks to the layers under it",
                        model->name, g->ch_path[ch], g->ch_prop[ch], rl_ctl_kind_file_words[g->ch_kind[ch]]);
            }
            p->channel_map[layer][ch] = in_mask && (!p->additive[layer] || addable) ? merged : -1;
            if (p->channel_map[layer][ch] >= 0) p->mask_channels[layer][k++] = ch;
        }
        p->nmask_channels[layer] = k;
        for (i = 0; i < g->ntexts; i++) {
            int t = p->texts ? rl_ctl_index_of(p->texts, p->ntexts, g->texts[i]) : -1;
            if (t < 0) {
                if (!rl_ctl_grow(a, (void **)&p->texts, &captexts, p->ntexts + 1, sizeof *p->texts)) return 0;
                t = p->ntexts;
                p->texts[p->ntexts++] = g->texts[i];
            }
            p->text_maps[layer][i] = t;
        }
        if (p->additive[layer]) {
            /* LayerReferences.of */
            double *scratch = RL_CTL_NEW(a, g->max_value_size, double);
            int maxvs = g->max_value_size;
            for (s = 0; s < g->nstates; s++) {
                const rl_ctl_tree *t = g->trees[s];
                if (t) for (i = 0; i < t->count; i++) if (t->motions[i]->value_size > maxvs) maxvs = t->motions[i]->value_size;
            }
            scratch = RL_CTL_NEW(a, maxvs, double);
            p->references[layer] = RL_CTL_NEW(a, g->nstates, double *);
            if (!scratch || !p->references[layer]) return 0;
            for (s = 0; s < g->nstates; s++) {
                double *values = RL_CTL_NEW(a, g->pose_size, double);
                const rl_ctl_tree *t = g->trees[s];
                if (!values) return 0;
                p->references[layer][s] = values;
                for (i = 0; i < g->pose_size; i++) values[i] = NAN;
                if (!g->clips[s]) continue;
                for (ch = 0; ch < g->nchannels; ch++) {
                    const rl_clip *from = g->clips[s];
                    int offset = g->sources[s][ch], j, idx;
                    if (offset < 0) continue;
                    if (t) {
                        from = NULL;
                        for (j = 0; j < t->nplan && !from; j++) {
                            if (t->plan_channels[j] != ch) continue;
                            for (i = 0; i < t->count; i++) {
                                if (t->plan_sources[j][i] >= 0) {
                                    from = t->motions[i];
                                    offset = t->plan_sources[j][i];
                                    break;
                                }
                            }
                        }
                        if (!from) continue;
                    }
                    for (idx = 0; idx < from->ntracks; idx++) {
                        if (from->tracks[idx].offset == offset && !from->tracks[idx].root) {
                            rl_clip_sample_track(from, idx, from->tracks[idx].nkeys > 0 ? from->tracks[idx].times[0] : 0, scratch);
                            memcpy(values + g->ch_offsets[ch], scratch + offset, (size_t)g->ch_lanes[ch] * sizeof(double));
                            break;
                        }
                    }
                }
            }
        }
    }
    for (layer = 0; layer < count; layer++) {
        const rl_ctl_graph *g = c->layers[layer];
        p->writes[layer] = RL_CTL_NEW(a, g->nstates, unsigned char);
        if (!p->writes[layer]) return 0;
        for (s = 0; s < g->nstates; s++)
            for (ch = 0; ch < g->nchannels && g->clips[s]; ch++)
                p->writes[layer][s] |= p->channel_map[layer][ch] >= 0 && g->sources[s][ch] >= 0;
    }
    for (layer = 1; layer < count; layer++) {
        const rl_ctl_mlayer *model = &c->model->layers[layer - 1];
        for (i = 0; i < model->nmask; i++) {
            int animated = 0;
            rl_ctl_mlayer one = *model;
            one.mask = &model->mask[i];
            one.nmask = 1;
            for (ch = 0; ch < n && !animated; ch++) animated = rl_ctl_masked(&one, p->paths[ch]);
            if (!animated)
                rl_diag(&c->pending, c->allocator, "ANC008", 0, c->file, model->pos.line, model->pos.column,
                        "the mask of layer \"%s\" names \"%s\", which no clip of this controller animates (nor anything under it)",
                        model->name, model->mask[i]);
        }
    }
    c->plan = p;
    return 1;
}

static void rl_ctl_plan_content_hash(const reel_controller *c, rl_ctl_fnv *f) {
    const rl_ctl_plan *p = c->plan;
    int layer, ch;
    rl_ctl_fnv_long(f, p->count);
    for (layer = 1; layer < p->count; layer++) {
        const rl_ctl_graph *g = c->layers[layer];
        rl_ctl_fnv_string(f, c->model->layers[layer - 1].name);
        rl_ctl_fnv_long(f, (int64_t)g->content_hash);
        rl_ctl_fnv_double(f, p->weights[layer]);
        rl_ctl_fnv_long(f, p->additive[layer] ? 1 : 0);
        for (ch = 0; ch < g->nchannels; ch++) rl_ctl_fnv_long(f, p->channel_map[layer][ch]);
    }
}

/* LayerMix.under: the pose under a layer becomes its defaults, on the channels its mask lets in. */
static void rl_ctl_under(const rl_ctl_plan *p, rl_ctl_anim *a, int layer, const double *pose) {
    const rl_ctl_graph *g = a->g;
    int k;
    for (k = 0; k < p->nmask_channels[layer]; k++) {
        int ch = p->mask_channels[layer][k], merged = p->channel_map[layer][ch];
        int from = p->offsets[merged], to = g->ch_offsets[ch];
        if (p->mixing[merged] == RL_CTL_TEXT) {
            int text, found = -1;
            for (text = 0; text < g->ntexts; text++) if (p->text_maps[layer][text] == (int)pose[from]) { found = text; break; }
            a->rest[to] = found;
        } else {
            memcpy(a->rest + to, pose + from, (size_t)g->ch_lanes[ch] * sizeof(double));
        }
    }
}

static double rl_ctl_reference(double value, double under) { return value != value ? under : value; }

/* LayerMix.place: a layer above the base over the combined pose. */
static void rl_ctl_place(const rl_ctl_plan *p, const rl_ctl_anim *a, int layer, double *pose) {
    const rl_ctl_graph *g = a->g;
    double weight = p->weights[layer], blend = a->weight;
    int additive = p->additive[layer], state = a->current.state, k, lane;
    int in_plays = state >= 0 && g->clips[state] != NULL;
    int blending = a->outgoing_kind != RL_CTL_NONE;
    int out_state = rl_ctl_blend_from(a);
    for (k = 0; k < p->nmask_channels[layer]; k++) {
        int ch = p->mask_channels[layer][k], merged = p->channel_map[layer][ch];
        int in_animates = in_plays && rl_ctl_words_has(g->masks[state], ch);
        int out_animates = blending && rl_ctl_words_has(a->outgoing_mask, ch);
        int from, to, lanes, mixing;
        const double *values = a->pose;
        if (!in_animates && !out_animates) continue;
        from = g->ch_offsets[ch];
        to = p->offsets[merged];
        lanes = g->ch_lanes[ch];
        mixing = p->mixing[merged];
        if (!additive && weight == 1) {
            if (mixing == RL_CTL_TEXT) {
                int text = (int)values[from];
                if (text >= 0) pose[to] = p->text_maps[layer][text];
            } else {
                memcpy(pose + to, values + from, (size_t)lanes * sizeof(double));
            }
        } else if (additive) {
            double *const *refs = p->references[layer];
            for (lane = 0; lane < lanes; lane++) {
                double under = pose[to + lane];
                double in = in_animates ? rl_ctl_reference(refs[state][from + lane], under) : under;
                double reference = in, added;
                if (blending) {
                    double out = out_animates && out_state >= 0 ? rl_ctl_reference(refs[out_state][from + lane], under) : under;
                    reference = out * (1 - blend) + in * blend;
                }
                added = under + weight * (values[from + lane] - reference);
                pose[to + lane] = mixing == RL_CTL_ROUNDED ? rl_round_half_away(added) : added;
            }
        } else {
            switch (mixing) {
            case RL_CTL_STEP: pose[to] = weight >= 0.5 ? values[from] : pose[to]; break;
            case RL_CTL_TEXT: {
                int text = (int)values[from];
                if (weight >= 0.5 && text >= 0) pose[to] = p->text_maps[layer][text];
                break;
            }
            case RL_CTL_SLERP:
                rl_ctl_slerp(pose[to], pose[to + 1], pose[to + 2], pose[to + 3], values[from], values[from + 1],
                             values[from + 2], values[from + 3], weight, pose + to);
                break;
            default:
                for (lane = 0; lane < lanes; lane++) {
                    double mixed = pose[to + lane] * (1 - weight) + values[from + lane] * weight;
                    pose[to + lane] = mixing == RL_CTL_ROUNDED ? rl_round_half_away(mixed) : mixed;
                }
            }
        }
    }
}

/* LayeredAnimator.step: every layer in file order on the shared parameters, their poses combined. */
/* LayeredAnimator.writeCombined, as the drawn view sees it: the combined pose's presentation transforms. */
static void rl_ctl_show_combined(reel_animator *o) {
    const rl_ctl_plan *p = o->controller->plan;
    int ch;
    for (ch = 0; ch < p->nchannels; ch++)
        if (reel_controller_channel_drawn(o->controller, ch))
            memcpy(o->layers[0].drawn + p->offsets[ch], o->combined + p->offsets[ch], (size_t)p->lanes[ch] * sizeof(double));
}

/* LayeredAnimator.show */
static void rl_ctl_show_layers(reel_animator *o, int layered) {
    if (layered || o->shown) rl_ctl_show_combined(o);
    o->shown = layered;
}

/* AnimatorStep.rest's test: a layer above the base resting in a state without a clip, as its last quiet step. */
static int rl_ctl_rests(const rl_ctl_anim *a) {
    int state = a->current.state;
    return state >= 0 && a->started && a->outgoing_kind == RL_CTL_NONE && a->pending_command == RL_CTL_NO_COMMAND
        && !a->g->clips[state] && state == a->quiet_state && !a->quiet_blending && a->params_version == a->quiet_version;
}

static void rl_ctl_plan_step(reel_animator *o) {
    const rl_ctl_plan *p = o->controller->plan;
    const double *left;
    int layer, skipped = o->resting && o->watched == o->rest_version, combined = 0, all_rest = 1;
    rl_ctl_anim *base = &o->layers[0];
    rl_ctl_step_layer(base);
    left = base->evaluated;
    /* the combined pose starts from the base layer's; channels only other layers animate start neutral */
    memcpy(o->combined, base->pose, (size_t)base->g->pose_size * sizeof(double));
    memcpy(o->combined + base->g->pose_size, p->neutral + base->g->pose_size,
           (size_t)(p->size - base->g->pose_size) * sizeof(double));
    for (layer = 1; layer < o->nlayers; layer++) {
        rl_ctl_anim *a = &o->layers[layer];
        int idle;
        {
            int k;
            /* as LayeredAnimator.step: a parameter the layer does not read (nor a trigger) changes nothing
             * its transitions would find, so its version stays */
            for (k = 0; k < a->g->nparams; k++) {
                uint64_t x, y;
                memcpy(&x, &a->params[k], sizeof x);
                memcpy(&y, &left[k], sizeof y);
                if (x != y) {
                    a->params[k] = left[k];
                    if (p->reads[layer][k] || a->g->param_kinds[k] == RL_CTL_TRIGGER) a->params_version++;
                }
            }
        }
        if (!rl_ctl_rests(a)) all_rest = 0;
        idle = a->outgoing_kind == RL_CTL_NONE && a->current.state >= 0 && !p->writes[layer][a->current.state];
        if (!idle) rl_ctl_under(p, a, layer, o->combined);
        if (!idle) combined = 1;
        rl_ctl_step_layer(a);
        left = a->evaluated;
        if ((a->current.state >= 0 && p->writes[layer][a->current.state]) || a->outgoing_kind != RL_CTL_NONE) {
            rl_ctl_place(p, a, layer, o->combined);
            combined = 1;
        }
    }
    /* LayeredAnimator.step: a step the layers rest through shows the base's pose; any other one the combined
     * pose, when a layer changed it or the plan has channels the base lacks. (The layers here run every step
     * all the same: resting they would do what LayeredAnimator.wake catches up on.) */
    if (skipped) {
        rl_ctl_show_layers(o, 0);
        return;
    }
    o->resting = all_rest;
    o->rest_version = o->watched;
    rl_ctl_show_layers(o, combined || !p->base_only);
}

static uint64_t rl_ctl_plan_hash(const reel_animator *o) {
    rl_ctl_fnv f;
    int layer;
    rl_ctl_fnv_init(&f);
    rl_ctl_fnv_long(&f, (int64_t)0x5245454C4C415952ULL);
    rl_ctl_fnv_long(&f, o->nlayers);
    for (layer = 0; layer < o->nlayers; layer++) {
        const rl_ctl_anim *a = &o->layers[layer];
        uint64_t content = layer == 0 ? o->controller->content_hash : a->g->content_hash;
        rl_ctl_fnv_long(&f, (int64_t)rl_ctl_anim_hash(a, content));
    }
    return f.h;
}

/* -- reel replay's open scene (MemoryScene.open, TrackBindings, AnimatorBindings) -- */

/* A property of the scene: made by the first track that binds it, with its neutral value (MemoryScene). */
typedef struct rl_ctl_slot_prop { const char *path, *property; int kind, lanes; double values[4]; } rl_ctl_slot_prop;

/* Binds every track of every distinct clip of a one-layer controller into an open scene, in state order, as the
 * Java animator does when reel replay makes it: the defaults it reads (rest, may be NULL) and the problems it
 * reports (ANM001 a property bound before with another kind, ANM004 a property an earlier track of the clip
 * drives; diags may be NULL). Returns 0 when memory ran out. */
static int rl_ctl_scene_bind(const reel_controller *c, double *rest, reel_diagnostics *diags,
                             const reel_allocator *allocator, unsigned char *on) {
    const rl_ctl_graph *g = c->base;
    rl_arena arena;
    int s, i, k, total = 0, nslots = 0, ok = 0;
    rl_ctl_slot_prop *slots;
    int **bound;            /* per state: per track, the slot * 4 + lane + 1 (0 off, lane 4: the whole) */
    const rl_clip **seen;
    int nseen = 0;
    rl_arena_init(&arena, allocator);
    for (s = 0; s < g->nstates; s++) if (g->clips[s]) total += g->clips[s]->ntracks;
    slots = RL_CTL_NEW(&arena, total, rl_ctl_slot_prop);
    bound = RL_CTL_NEW(&arena, g->nstates, int *);
    seen = RL_CTL_NEW(&arena, g->nstates, const rl_clip *);
    if (!slots || !bound || !seen) goto done;
    for (s = 0; s < g->nstates; s++) {
        const rl_clip *clip = g->clips[s];
        int *driving, ndriving = 0, first = -1;
        if (!clip) continue;
        for (k = 0; k < nseen; k++) if (seen[k] == clip) { first = k; break; }
        if (first >= 0) {
            /* bound once per clip: a later state of the same clip shares its bindings */
            int t;
            for (t = 0; t < s; t++) if (g->clips[t] == clip) { bound[s] = bound[t]; break; }
            continue;
        }
        seen[nseen++] = clip;
        bound[s] = RL_CTL_NEW(&arena, clip->ntracks, int);
        driving = RL_CTL_NEW(&arena, clip->ntracks, int);
        if (!bound[s] || !driving) goto done;
        for (i = 0; i < clip->ntracks; i++) {
            const rl_track *t = &clip->tracks[i];
            int slot = -1, lane = 4, earlier = -1;
            if (t->root || t->nkeys == 0) continue;
            for (k = 0; k < nslots; k++)
                if (strcmp(slots[k].path, t->path) == 0 && strcmp(slots[k].property, t->property) == 0) { slot = k; break; }
            if (slot < 0) {
                const char *dot = strrchr(t->property, '.');
                int whole = -1;
                if (dot) {
                    size_t len = (size_t)(dot - t->property);
                    for (k = 0; k < nslots; k++)
                        if (strcmp(slots[k].path, t->path) == 0 && strlen(slots[k].property) == len
                            && strncmp(slots[k].property, t->property, len) == 0) { whole = k; break; }
                }
                if (whole >= 0 && t->kind == RL_K_FLOAT32) {
                    const char *names;
                    switch (slots[whole].kind) {
                    case RL_K_VEC2: names = "xy"; break;
                    case RL_K_VEC3: names = "xyz"; break;
                    case RL_K_VEC4: case RL_K_QUAT: names = "xyzw"; break;
                    case RL_K_COLOR: names = "rgba"; break;
                    case RL_K_RECT: names = "xywh"; break;
                    default: names = ""; break;
                    }
                    if (strlen(dot + 1) == 1 && dot[1] && strchr(names, dot[1])) {
                        slot = whole;
                        lane = (int)(strchr(names, dot[1]) - names);
                    } else {
                        slot = -2;
                    }
                } else {
                    slot = nslots++;
                    slots[slot].path = t->path;
                    slots[slot].property = t->property;
                    slots[slot].kind = (int)t->kind;
                    slots[slot].lanes = t->lanes;
                    rl_ctl_neutral((int)t->kind, t->property, t->lanes, slots[slot].values);
                }
            } else if (slots[slot].kind != (int)t->kind) {
                slot = -2;
            }
            if (slot == -2) {
                if (diags)
                    rl_diag(diags, allocator, "ANM001", 1, clip->file, t->line, t->column,
                            "node \"%s\" has no %s property \"%s\"; the track is off", t->path,
                            rl_ctl_kind_file_words[t->kind], t->property);
                continue;
            }
            for (k = 0; k < ndriving && earlier < 0; k++) {
                const rl_track *o = &clip->tracks[driving[k]];
                size_t lo = strlen(o->property), lt = strlen(t->property);
                if (strcmp(o->path, t->path) == 0
                    && (strcmp(o->property, t->property) == 0
                        || (lo > lt && strncmp(o->property, t->property, lt) == 0 && o->property[lt] == '.')
                        || (lt > lo && strncmp(t->property, o->property, lo) == 0 && t->property[lo] == '.')))
                    earlier = driving[k];
            }
            if (earlier >= 0) {
                if (diags) {
                    const rl_track *o = &clip->tracks[earlier];
                    char where[40] = "";
                    if (o->line > 0) snprintf(where, sizeof where, " (line %d)", o->line);
                    rl_diag(diags, allocator, "ANM004", 1, clip->file, t->line, t->column,
                            "\"%s\" is already driven by \"%s\"%s; this track is off", t->target, o->target, where);
                }
                continue;
            }
            bound[s][i] = slot * 5 + lane + 1;
            driving[ndriving++] = i;
        }
    }
    if (on) {
        /* AnimatorBindings.bind: a channel whose first track is off has no handle (nothing writes the scene) */
        int ch;
        for (ch = 0; ch < g->nchannels; ch++) on[ch] = bound[g->ch_first_state[ch]][g->ch_first_track[ch]] != 0;
    }
    if (rest) {
        /* AnimatorBindings.initialPose: a channel whose first track is on reads the scene, else its neutral */
        int ch;
        for (ch = 0; ch < g->nchannels; ch++) {
            int off = g->ch_offsets[ch], b = bound[g->ch_first_state[ch]][g->ch_first_track[ch]];
            rl_ctl_slot_prop *p;
            memcpy(rest + off, g->neutral + off, (size_t)g->ch_lanes[ch] * sizeof(double));
            if (b == 0) continue;
            p = &slots[(b - 1) / 5];
            if (g->ch_mixing[ch] == RL_CTL_TEXT) rest[off] = rl_ctl_index_of(g->texts, g->ntexts, "");
            else if ((b - 1) % 5 < 4) rest[off] = p->values[(b - 1) % 5];
            else memcpy(rest + off, p->values, (size_t)g->ch_lanes[ch] * sizeof(double));
        }
    }
    ok = 1;
done:
    rl_arena_free(&arena);
    return ok;
}

int reel_controller_scene_diagnostics(const reel_controller *c, const reel_allocator *allocator,
                                      reel_diagnostics *diagnostics) {
    reel_diagnostics found = { NULL, 0, 0 };
    int i, j, ok;
    if (c->nlayers > 1) return 1;   /* reel replay binds a controller of one layer only */
    ok = rl_ctl_scene_bind(c, NULL, &found, allocator, NULL);
    for (i = 0; i < found.count; i++) {
        const reel_diagnostic *d = &found.items[i];
        int again = 0;
        for (j = 0; j < i && !again; j++) {
            const reel_diagnostic *e = &found.items[j];
            again = strcmp(d->code, e->code) == 0 && d->line == e->line && d->column == e->column
                    && strcmp(d->file, e->file) == 0 && strcmp(d->message, e->message) == 0;
        }
        if (!again) rl_diag(diagnostics, allocator, d->code, d->error, d->file, d->line, d->column, "%s", d->message);
    }
    reel_diagnostics_free(&found, allocator);
    return ok;
}

/* -- the public face (reel.h, controller-api) -- */

int reel_diagnostics_add(reel_diagnostics *list, const reel_allocator *allocator, const char *code, int error,
                         const char *file, int line, int column, const char *message) {
    return rl_diag(list, allocator, code, error, file, line, column, "%s", message);
}

static void rl_ctl_entered(rl_ctl_anim *a, int state) {
    struct reel_animator *o = a->owner;
    if (o->has_listener && o->listener.entered) o->listener.entered(o->listener.user, a->layer, state);
}

static void rl_ctl_exited(rl_ctl_anim *a, int state) {
    struct reel_animator *o = a->owner;
    if (o->has_listener && o->listener.exited) o->listener.exited(o->listener.user, a->layer, state);
}

static void rl_ctl_event_sink(void *user, int event, int cycle, double position) {
    rl_ctl_fire_ctx *ctx = (rl_ctl_fire_ctx *)user;
    struct reel_animator *o = ctx->a->owner;
    const rl_clip_event *e = &ctx->clip->events[event];
    reel_fired_event fired;
    if (!o->has_listener || !o->listener.event) return;
    fired.event = event;
    fired.name = e->name;
    fired.has_payload = e->has_payload;
    fired.payload = e->payload;
    fired.mode = (reel_event_mode)e->mode;
    fired.cycle = cycle;
    fired.position = position;
    o->listener.event(o->listener.user, ctx->a->layer, ctx->state, &fired);
}

static const rl_ctl_graph *rl_ctl_layer(const reel_controller *c, int layer) {
    return layer >= 0 && layer < c->nlayers ? c->layers[layer] : NULL;
}

int reel_controller_layer_count(const reel_controller *c) { return c->nlayers; }

const char *reel_controller_layer_name(const reel_controller *c, int layer) {
    if (layer == 0) return "Base";
    return layer > 0 && layer < c->nlayers ? c->model->layers[layer - 1].name : NULL;
}

int reel_controller_extended(const reel_controller *c) { return c->extended; }

double reel_controller_layer_weight(const reel_controller *c, int layer) {
    if (layer < 0 || layer >= c->nlayers) return 0;
    return c->plan && layer > 0 ? c->plan->weights[layer] : 1;
}

int reel_controller_state_count(const reel_controller *c, int layer) {
    const rl_ctl_graph *g = rl_ctl_layer(c, layer);
    return g ? g->nstates : 0;
}

const char *reel_controller_state_name(const reel_controller *c, int layer, int state) {
    const rl_ctl_graph *g = rl_ctl_layer(c, layer);
    return g && state >= 0 && state < g->nstates ? g->state_names[state] : NULL;
}

int reel_controller_state_index(const reel_controller *c, int layer, const char *name) {
    const rl_ctl_graph *g = rl_ctl_layer(c, layer);
    return g && name ? rl_ctl_index_of(g->state_names, g->nstates, name) : -1;
}

int reel_controller_param_count(const reel_controller *c) { return c->base->nparams; }
const char *reel_controller_param_name(const reel_controller *c, int param) {
    return param >= 0 && param < c->base->nparams ? c->base->param_names[param] : NULL;
}
reel_param_kind reel_controller_param_kind(const reel_controller *c, int param) {
    if (param < 0 || param >= c->base->nparams) return REEL_PARAM_NONE;
    return (reel_param_kind)c->base->param_kinds[param];
}
int reel_controller_param_index(const reel_controller *c, const char *name) {
    if (!name) return -1;
    return rl_ctl_index_of(c->base->param_names, c->base->nparams, name);
}

uint64_t reel_controller_content_hash(const reel_controller *c) { return c->content_hash; }

int reel_controller_motion_count(const reel_controller *c, int layer, int state) {
    const rl_ctl_graph *g = rl_ctl_layer(c, layer);
    return g && state >= 0 && state < g->nstates && g->trees[state] ? g->trees[state]->count : 0;
}

const char *reel_controller_motion_clip(const reel_controller *c, int layer, int state, int motion) {
    if (motion < 0 || motion >= reel_controller_motion_count(c, layer, state)) return NULL;
    return c->layers[layer]->trees[state]->motion_clips[motion];
}

/* The base graph's channels, or the combined ones with layers. */
int reel_controller_channel_count(const reel_controller *c) {
    return c->plan ? rl_ctl_plan_channels(c->plan) : c->base->nchannels;
}

/* The combined pose's channel of "PATH:PROPERTY", or -1. */
int reel_controller_channel_find(const reel_controller *c, const char *path_property) {
    int i, n = reel_controller_channel_count(c);
    if (!path_property) return -1;
    for (i = 0; i < n; i++) if (strcmp(reel_controller_channel_name(c, i), path_property) == 0) return i;
    return -1;
}

const char *reel_controller_channel_name(const reel_controller *c, int channel) {
    if (channel < 0 || channel >= reel_controller_channel_count(c)) return NULL;
    return c->plan ? rl_ctl_plan_target(c->plan, channel) : c->base->ch_target[channel];
}

reel_kind reel_controller_channel_kind(const reel_controller *c, int channel) {
    if (channel < 0 || channel >= reel_controller_channel_count(c)) return REEL_NO_KIND;
    return (reel_kind)(c->plan ? rl_ctl_plan_kind(c->plan, channel) : c->base->ch_kind[channel]);
}

int reel_controller_channel_lanes(const reel_controller *c, int channel) {
    if (channel < 0 || channel >= reel_controller_channel_count(c)) return 0;
    return c->plan ? rl_ctl_plan_lanes(c->plan, channel) : c->base->ch_lanes[channel];
}

/* An animator is one block from the caller's allocator, carved in two passes of the same takes: the first
 * (base NULL) only counts the bytes, the second hands out the parts. */
typedef struct rl_ctl_bump { char *base; size_t used; } rl_ctl_bump;

static double rl_ctl_dummy;

/* Under AddressSanitizer the parts are kept apart by poisoned gaps, so a step writing past one is caught. */
#if defined(__SANITIZE_ADDRESS__)
#define RL_CTL_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RL_CTL_ASAN 1
#endif
#endif
#ifdef RL_CTL_ASAN
#include <sanitizer/asan_interface.h>
#define RL_CTL_GAP 32
#else
#define RL_CTL_GAP 0
#endif

static void *rl_ctl_take(rl_ctl_bump *b, size_t count, size_t size) {
    const size_t align = sizeof(double) > sizeof(void *) ? sizeof(double) : sizeof(void *);
    size_t at = (b->used + align - 1) / align * align;
    b->used = at + (count ? count : 1) * size;
#ifdef RL_CTL_ASAN
    if (b->base) ASAN_POISON_MEMORY_REGION(b->base + b->used, RL_CTL_GAP);
#endif
    b->used += RL_CTL_GAP;
    return b->base ? (void *)(b->base + at) : (void *)&rl_ctl_dummy;
}

#define RL_CTL_TAKE(b, n, type) ((type *)rl_ctl_take((b), (size_t)(n), sizeof(type)))

/* The parts of layer `layer`'s animator; `a` is NULL while counting. */
static void rl_ctl_carve_layer(rl_ctl_anim *a, const rl_ctl_graph *g, rl_ctl_bump *b) {
    int mm = g->max_motions, vs = g->max_value_size, i;
    double *evaluated = RL_CTL_TAKE(b, g->nparams, double);
    uint64_t *outgoing_mask = RL_CTL_TAKE(b, g->words, uint64_t), *returning = RL_CTL_TAKE(b, g->words, uint64_t);
    double *pose = RL_CTL_TAKE(b, g->pose_size, double), *start = RL_CTL_TAKE(b, g->pose_size, double);
    double *rest = RL_CTL_TAKE(b, g->pose_size, double);
    double *in_values = g->all_direct ? NULL : RL_CTL_TAKE(b, vs, double), *out_values = RL_CTL_TAKE(b, vs, double);
    double *draw_in = RL_CTL_TAKE(b, vs, double);
    if (a) {
        a->draw_in = draw_in;
        a->evaluated = evaluated;
        a->outgoing_mask = outgoing_mask;
        a->returning = returning;
        a->pose = pose;
        a->start = start;
        a->rest = rest;
        a->in_values = in_values;
        a->out_values = out_values;
    }
    if (mm > 0) {
        double *current_tree = RL_CTL_TAKE(b, 4 * mm, double), *outgoing_tree = RL_CTL_TAKE(b, 4 * mm, double);
        double **motion_values = RL_CTL_TAKE(b, mm, double *);
        double *motion_block = RL_CTL_TAKE(b, (size_t)mm * (size_t)vs, double);
        unsigned char *sampled = RL_CTL_TAKE(b, mm, unsigned char);
        int *active = RL_CTL_TAKE(b, mm, int);
        if (a) {
            a->current.tree = current_tree;
            a->outgoing.tree = outgoing_tree;
            a->motion_values = motion_values;
            for (i = 0; i < mm; i++) motion_values[i] = motion_block + (size_t)i * (size_t)vs;
            a->tree_sampled = sampled;
            a->tree_active = active;
        }
    }
}

/* The whole animator: itself, its layers, the shared parameters, each upper layer's own, the combined pose. */
static reel_animator *rl_ctl_carve(const reel_controller *c, rl_ctl_bump *b) {
    int i, counting = b->base == NULL;
    reel_animator *o = RL_CTL_TAKE(b, 1, reel_animator);
    rl_ctl_anim *layers = RL_CTL_TAKE(b, c->nlayers, rl_ctl_anim);
    double *params = RL_CTL_TAKE(b, c->base->nparams, double);
    double *combined = c->plan ? RL_CTL_TAKE(b, c->plan->size, double) : NULL;
    double *drawn = RL_CTL_TAKE(b, c->plan ? c->plan->size : c->base->pose_size, double);
    unsigned char *drawn_on = RL_CTL_TAKE(b, c->base->nchannels, unsigned char);
    if (!counting) {
        memset(o, 0, sizeof *o);
        memset(layers, 0, (size_t)c->nlayers * sizeof *layers);
        o->layers = layers;
        o->params = params;
        o->combined = combined;
    }
    for (i = 0; i < c->nlayers; i++) {
        double *own = i == 0 ? params : RL_CTL_TAKE(b, c->base->nparams, double);
        rl_ctl_carve_layer(counting ? NULL : &layers[i], c->layers[i], b);
        if (!counting) layers[i].params = own;
        if (!counting && i == 0) {
            layers[i].drawn = drawn;
            layers[i].drawn_on = drawn_on;
            memset(drawn_on, 1, (size_t)c->base->nchannels);
        }
    }
    return counting ? NULL : o;
}

/* open_scene: a->rest already holds the scene's defaults (rl_ctl_scene_bind). */
static void rl_ctl_anim_init(struct reel_animator *o, rl_ctl_anim *a, const rl_ctl_graph *g, int layer, double dt,
                             int open_scene) {
    a->g = g;
    a->owner = o;
    a->layer = layer;
    a->dt = dt;
    rl_ctl_slot_clear(&a->current);
    rl_ctl_slot_clear(&a->outgoing);
    a->captured_from = -1;
    a->quiet_state = -1;
    memcpy(a->params, o->controller->base->defaults, (size_t)g->nparams * sizeof(double));
    if (!open_scene) memcpy(a->rest, g->neutral, (size_t)g->pose_size * sizeof(double));
    a->scale_x = a->scale_y = 1;
    memcpy(a->pose, a->rest, (size_t)g->pose_size * sizeof(double));
}

reel_animator *reel_animator_new(const reel_controller *c, double fixed_step, int flags,
                                 const reel_allocator *allocator) {
    rl_ctl_bump b = { NULL, 0 };
    reel_animator *o;
    char *block;
    int i, open_base;
    rl_ctl_carve(c, &b);
    block = (char *)rl_alloc(allocator, b.used);
    if (!block) return NULL;
    memset(block, 0, b.used);   /* before the gaps are poisoned */
    b.base = block;
    b.used = 0;
    o = rl_ctl_carve(c, &b);
    o->bytes = b.used;
    o->controller = c;
    o->allocator = allocator;
    o->nlayers = c->nlayers;
    open_base = (flags & REEL_OPEN_SCENE) && (c->nlayers == 1 || (flags & REEL_LAYERED_SCENE));
    if ((flags & REEL_OPEN_SCENE)
        && !rl_ctl_scene_bind(c, open_base ? o->layers[0].rest : NULL, NULL, allocator, o->layers[0].drawn_on)) {
        reel_animator_free(o);
        return NULL;
    }
    for (i = 0; i < c->nlayers; i++)
        rl_ctl_anim_init(o, &o->layers[i], c->layers[i], i, fixed_step, i == 0 && open_base);
    if (c->plan) memcpy(o->combined, c->plan->neutral, (size_t)c->plan->size * sizeof(double));
    else o->combined = o->layers[0].pose;
    /* nothing drawn yet: the drawn view shows the scene's values */
    memcpy(o->layers[0].drawn, o->combined, (size_t)(c->plan ? c->plan->size : c->base->pose_size) * sizeof(double));
    /* in an open scene, the base's drawn channels start as the scene's values there (its pose does only when it
     * is the only layer) */
    if ((flags & REEL_OPEN_SCENE) && c->nlayers > 1 && !rl_ctl_scene_bind(c, o->layers[0].drawn, NULL, allocator, NULL)) {
        reel_animator_free(o);
        return NULL;
    }
    return o;
}

void reel_animator_free(reel_animator *o) {
    if (!o) return;
#ifdef RL_CTL_ASAN
    ASAN_UNPOISON_MEMORY_REGION(o, o->bytes);
#endif
    rl_free(o->allocator, o, o->bytes);
}

size_t reel_animator_bytes(const reel_animator *o) { return o->bytes; }

void reel_animator_set_listener(reel_animator *o, const reel_animator_listener *listener) {
    if (listener) { o->listener = *listener; o->has_listener = 1; }
    else { memset(&o->listener, 0, sizeof o->listener); o->has_listener = 0; }
}

static int rl_ctl_set(reel_animator *o, int param, int kind, double value) {
    const rl_ctl_graph *g = o->controller->base;
    if (param < 0 || param >= g->nparams || g->param_kinds[param] != kind) return 0;
    if (o->controller->plan && o->controller->plan->read_above[param]) {
        uint64_t x, y;
        memcpy(&x, &o->layers[0].params[param], sizeof x);
        memcpy(&y, &value, sizeof y);
        if (x != y) o->watched++;
    }
    rl_ctl_param_set(&o->layers[0], param, value);
    return 1;
}

int reel_animator_set_float(reel_animator *o, int param, double value) { return rl_ctl_set(o, param, RL_CTL_FLOAT, value); }
int reel_animator_set_int(reel_animator *o, int param, int value) { return rl_ctl_set(o, param, RL_CTL_INT, value); }
int reel_animator_set_bool(reel_animator *o, int param, int value) { return rl_ctl_set(o, param, RL_CTL_BOOL, value ? 1 : 0); }
int reel_animator_set_trigger(reel_animator *o, int param) { return rl_ctl_set(o, param, RL_CTL_TRIGGER, 1); }
int reel_animator_reset_trigger(reel_animator *o, int param) { return rl_ctl_set(o, param, RL_CTL_TRIGGER, 0); }

double reel_animator_param(const reel_animator *o, int param) {
    return param >= 0 && param < o->controller->base->nparams ? o->params[param] : 0;
}

static int rl_ctl_command(reel_animator *o, int kind, int state, double seconds) {
    rl_ctl_anim *a = &o->layers[0];
    if (state < 0 || state >= a->g->nstates || !(seconds >= 0 || kind == RL_CTL_PLAY)) return 0;
    a->pending_command = kind == RL_CTL_CROSS_FADE && seconds > 0 ? RL_CTL_CROSS_FADE : RL_CTL_PLAY;
    a->pending_state = state;
    a->pending_seconds = seconds;
    return 1;
}

int reel_animator_play(reel_animator *o, int state) { return rl_ctl_command(o, RL_CTL_PLAY, state, 0); }
int reel_animator_cross_fade(reel_animator *o, int state, double seconds) {
    return rl_ctl_command(o, RL_CTL_CROSS_FADE, state, seconds);
}

void reel_animator_step(reel_animator *o) {
    o->steps++;
    if (o->controller->plan) rl_ctl_plan_step(o);
    else rl_ctl_step_layer(&o->layers[0]);
}

long long reel_animator_steps(const reel_animator *o) { return o->steps; }

void reel_animator_draw(reel_animator *o, double alpha) {
    rl_ctl_draw(&o->layers[0], rl_jmax(0, rl_jmin(1, alpha)));
    if (o->controller->plan && o->shown) rl_ctl_show_combined(o);
}

/* A layer's animation, or NULL for a layer out of range (the accessors then answer -1 or 0). */
static const rl_ctl_anim *rl_ctl_anim_of(const reel_animator *o, int layer) {
    return layer >= 0 && layer < o->nlayers ? &o->layers[layer] : NULL;
}

int reel_animator_state(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? a->current.state : -1;
}
double reel_animator_time(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? a->current.time : 0;
}
double reel_animator_position(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? a->current.position : 0;
}
int reel_animator_cycle(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? a->current.cycle : 0;
}
int reel_animator_blending(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? a->outgoing_kind != RL_CTL_NONE : 0;
}
int reel_animator_blend_from(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? rl_ctl_blend_from(a) : -1;
}
double reel_animator_weight(const reel_animator *o, int layer) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    return a ? a->weight : 0;
}

double reel_animator_motion_weight(const reel_animator *o, int layer, int motion) {
    const rl_ctl_anim *a = rl_ctl_anim_of(o, layer);
    if (!a || !a->current.tree || a->current.state < 0) return 0;
    return motion >= 0 && motion < reel_controller_motion_count(o->controller, layer, a->current.state)
        ? a->current.tree[motion] : 0;
}

double reel_animator_root_motion_x(const reel_animator *o) { return o->layers[0].root_x; }
double reel_animator_root_motion_y(const reel_animator *o) { return o->layers[0].root_y; }

void reel_animator_set_root_scale(reel_animator *o, double x, double y) {
    o->layers[0].scale_x = x;
    o->layers[0].scale_y = y;
}

static const double *rl_ctl_output(const reel_animator *o) { return o->controller->plan ? o->combined : o->layers[0].pose; }

double reel_animator_value(const reel_animator *o, int channel, int lane) {
    const reel_controller *c = o->controller;
    int off;
    if (lane < 0 || lane >= reel_controller_channel_lanes(c, channel)) return 0;
    off = c->plan ? rl_ctl_plan_offset(c->plan, channel) : c->base->ch_offsets[channel];
    return rl_ctl_output(o)[off + lane];
}

int reel_controller_channel_drawn(const reel_controller *c, int channel) {
    int layer, lc;
    if (channel < 0 || channel >= reel_controller_channel_count(c)) return 0;
    if (!c->plan) return c->base->ch_drawn[channel];
    /* LayerPlan.drawn: as the first layer (in file order) that animates the merged channel has it */
    for (layer = 0; layer < c->nlayers; layer++)
        for (lc = 0; lc < c->layers[layer]->nchannels; lc++)
            if (c->plan->channel_map[layer][lc] == channel) return c->layers[layer]->ch_drawn[lc];
    return 0;
}

double reel_animator_drawn_value(const reel_animator *o, int channel, int lane) {
    const reel_controller *c = o->controller;
    if (lane < 0 || lane >= reel_controller_channel_lanes(c, channel)) return 0;
    if (!reel_controller_channel_drawn(c, channel)) return reel_animator_value(o, channel, lane);
    return o->layers[0].drawn[(c->plan ? rl_ctl_plan_offset(c->plan, channel) : c->base->ch_offsets[channel]) + lane];
}

const char *reel_animator_text(const reel_animator *o, int channel) {
    const reel_controller *c = o->controller;
    reel_kind kind = reel_controller_channel_kind(c, channel);
    int off, text;
    if (kind != REEL_ENUM && kind != REEL_ASSET_REF) return NULL;
    off = c->plan ? rl_ctl_plan_offset(c->plan, channel) : c->base->ch_offsets[channel];
    text = (int)rl_ctl_output(o)[off];
    if (text < 0) return NULL;
    return c->plan ? rl_ctl_plan_text(c->plan, text) : c->base->texts[text];
}

uint64_t reel_animator_state_hash(const reel_animator *o) {
    if (o->controller->plan) return rl_ctl_plan_hash(o);
    return rl_ctl_anim_hash(&o->layers[0], o->controller->content_hash);
}

/* -- blend-tree states (TreeCompiler, CompiledTree) -- */

/* Whether two samples of a track of `kind` are the same value (CompiledTree.same / Value.equals). */
static int rl_ctl_same_value(int kind, const double *a, const char *ta, const double *b, const char *tb, int lanes) {
    int i;
    if (kind == RL_K_ENUM || kind == RL_K_ASSET_REF) return strcmp(ta, tb) == 0;
    for (i = 0; i < lanes; i++) {
        /* Double.equals on boxed numbers and Arrays.equals on vectors: bit equality, NaN equal to NaN */
        uint64_t x, y;
        double u = a[i], v = b[i];
        if (kind == RL_K_BOOL) { if ((u != 0) != (v != 0)) return 0; continue; }
        if (u != u) u = NAN;
        if (v != v) v = NAN;
        memcpy(&x, &u, 8);
        memcpy(&y, &v, 8);
        if (x != y) return 0;
    }
    return 1;
}

/* The layout clip of a tree (CompiledTree.layoutClip): one step track per distinct property and kind of its
 * motions, keyed with every value the motions give it, never sampled for values; it gives the state its place
 * among the pose channels and texts, and its content hash. */
static rl_clip *rl_ctl_layout(reel_controller *c, const rl_clip *const *motions, int count, int loop) {
    rl_arena *a = &c->arena;
    rl_clip *layout = (rl_clip *)rl_arena_alloc(a, sizeof *layout);
    int m, i, k, n = 0, cap = 0, ntexts = 0, captexts = 0, at = 0, total = 0;
    double length = 0, span, *scratch;
    const rl_track **firsts = NULL;
    int *rounded = NULL, capr = 0;
    /* per layout track: its distinct values (lanes each) and texts */
    double **vals = NULL;
    const char ***txts = NULL;
    int *nvals = NULL, capv = 0, capt = 0, capn = 0;
    rl_ctl_fnv f;
    int maxvs = 0;
    if (!layout) return NULL;
    for (m = 0; m < count; m++) if (motions[m]->value_size > maxvs) maxvs = motions[m]->value_size;
    scratch = RL_CTL_NEW(a, maxvs, double);
    if (!scratch) return NULL;
    for (m = 0; m < count; m++) {
        const rl_clip *clip = motions[m];
        length = rl_jmax(length, clip->length);
        for (i = 0; i < clip->ntracks; i++) {
            const rl_track *t = &clip->tracks[i];
            int slot, keys, key;
            if (t->root || t->nkeys == 0) continue;
            for (slot = 0; slot < n; slot++)
                if (firsts[slot]->kind == t->kind && strcmp(firsts[slot]->target, t->target) == 0) break;
            if (slot == n) {
                if (!rl_ctl_grow(a, (void **)&firsts, &cap, n + 1, sizeof *firsts)
                    || !rl_ctl_grow(a, (void **)&rounded, &capr, n + 1, sizeof *rounded)
                    || !rl_ctl_grow(a, (void **)&vals, &capv, n + 1, sizeof *vals)
                    || !rl_ctl_grow(a, (void **)&txts, &capt, n + 1, sizeof *txts)
                    || !rl_ctl_grow(a, (void **)&nvals, &capn, n + 1, sizeof *nvals)) return NULL;
                firsts[n] = t;
                rounded[n] = t->rounded;
                nvals[n] = 0;
                vals[n] = NULL;
                txts[n] = NULL;
                n++;
            }
            keys = t->kind == RL_K_ENUM || t->kind == RL_K_ASSET_REF ? t->nkeys : 1;
            for (key = 0; key < keys; key++) {
                const double *v;
                const char *text = NULL;
                int seen = 0, j;
                rl_clip_sample_track(clip, i, t->times[key], scratch);
                v = scratch + t->offset;
                if (t->kind == RL_K_ENUM || t->kind == RL_K_ASSET_REF) text = clip->texts[(int)v[0]];
                for (j = 0; j < nvals[slot] && !seen; j++)
                    seen = rl_ctl_same_value(t->kind, vals[slot] + 4 * j, txts[slot] ? txts[slot][j] : NULL, v, text,
                                             t->lanes);
                if (seen) continue;
                {
                    double *grown = RL_CTL_NEW(a, 4 * (nvals[slot] + 1), double);
                    const char **tg = RL_CTL_NEW(a, nvals[slot] + 1, const char *);
                    if (!grown || !tg) return NULL;
                    if (nvals[slot]) {
                        memcpy(grown, vals[slot], (size_t)(4 * nvals[slot]) * sizeof(double));
                        memcpy(tg, txts[slot], (size_t)nvals[slot] * sizeof *tg);
                    }
                    for (j = 0; j < t->lanes; j++) grown[4 * nvals[slot] + j] = t->kind == RL_K_BOOL ? (v[j] != 0) : v[j];
                    tg[nvals[slot]] = text;
                    vals[slot] = grown;
                    txts[slot] = tg;
                    nvals[slot]++;
                }
            }
        }
    }
    span = length > 0 ? length : 1;
    layout->file = c->file;   /* CompiledClip.compile(layoutClip, file) */
    layout->version = 1;
    layout->length = span;
    layout->loop = (rl_loop_mode)loop;
    layout->ntracks = n;
    layout->tracks = RL_CTL_NEW(a, n, rl_track);
    if (!layout->tracks) return NULL;
    for (i = 0; i < n; i++) total += nvals[i];
    layout->texts = RL_CTL_NEW(a, total, const char *);
    if (!layout->texts) return NULL;
    rl_ctl_fnv_init(&f);
    rl_ctl_fnv_long(&f, 1);
    rl_ctl_fnv_double(&f, span);
    rl_ctl_fnv_string(&f, rl_ctl_loop_words[loop]);
    rl_ctl_fnv_long(&f, 0);
    rl_ctl_fnv_long(&f, n);
    for (i = 0; i < n; i++) {
        const rl_track *src = firsts[i];
        rl_track *t = &layout->tracks[i];
        double *times = RL_CTL_NEW(a, nvals[i], double);
        if (!times) return NULL;
        t->path = src->path;
        t->property = src->property;
        t->target = src->target;
        t->kind = src->kind;
        t->lanes = src->lanes;
        t->authority = src->authority;
        t->on_end = src->on_end;
        t->root = 0;
        t->rounded = rounded[i];
        t->offset = at;
        at += t->lanes;
        t->nkeys = nvals[i];
        t->times = times;
        rl_ctl_fnv_string(&f, src->path);
        rl_ctl_fnv_string(&f, src->property);
        rl_ctl_fnv_string(&f, rl_ctl_kind_file_words[src->kind]);
        rl_ctl_fnv_string(&f, src->authority == RL_PRESENTATION ? "presentation" : "simulation");
        rl_ctl_fnv_string(&f, src->on_end == RL_END_AUTO ? "hold" : src->on_end == RL_END_HOLD ? "hold (explicit)" : "restore");
        rl_ctl_fnv_long(&f, 0);
        rl_ctl_fnv_long(&f, rounded[i] ? 1 : 0);
        rl_ctl_fnv_long(&f, nvals[i]);
        for (k = 0; k < nvals[i]; k++) {
            const double *v = vals[i] + 4 * k;
            times[k] = span * k / nvals[i];
            rl_ctl_fnv_double(&f, times[k]);
            switch (src->kind) {
            case RL_K_FLOAT32: case RL_K_INT32: rl_ctl_fnv_long(&f, 0); rl_ctl_fnv_double(&f, v[0]); break;
            case RL_K_BOOL: rl_ctl_fnv_long(&f, 1); rl_ctl_fnv_long(&f, v[0] != 0); break;
            case RL_K_ENUM: rl_ctl_fnv_long(&f, 2); rl_ctl_fnv_string(&f, txts[i][k]); break;
            case RL_K_ASSET_REF: rl_ctl_fnv_long(&f, 4); rl_ctl_fnv_string(&f, txts[i][k]); break;
            default: {
                int lane;
                rl_ctl_fnv_long(&f, 3);
                rl_ctl_fnv_long(&f, src->lanes);
                for (lane = 0; lane < src->lanes; lane++) rl_ctl_fnv_double(&f, v[lane]);
            }
            }
            rl_ctl_fnv_string(&f, "step");
            rl_ctl_fnv_string(&f, "auto");
            rl_ctl_fnv_long(&f, -1);
            rl_ctl_fnv_long(&f, -1);
            if (txts[i][k]) {
                int j;
                for (j = 0; j < ntexts; j++) if (strcmp(layout->texts[j], txts[i][k]) == 0) break;
                if (j == ntexts) layout->texts[ntexts++] = txts[i][k];
            }
        }
    }
    (void)captexts;
    rl_ctl_fnv_long(&f, 0);
    layout->ntexts = ntexts;
    layout->value_size = at;
    layout->content_hash = f.h;
    return layout;
}

static int rl_ctl_float_param(const rl_ctl_model *m, const char *name) {
    int i;
    for (i = 0; name && i < m->nparams; i++)
        if (strcmp(m->params[i].name, name) == 0 && m->params[i].kind == RL_CTL_FLOAT) return i;
    return -1;
}

/* TreeCompiler.compile and CompiledTree: a tree of two or more motions with clips, else the one motion's clip
 * as a clip state, else nothing. */
static int rl_ctl_trees_compile(reel_controller *c, rl_ctl_graph *g, const rl_ctl_flat *f, int s) {
    rl_arena *a = &c->arena;
    const rl_ctl_mstate *st = f->states[s];
    const rl_clip **clips = RL_CTL_NEW(a, st->nmotions, const rl_clip *);
    rl_ctl_tree *t;
    int i, j, n = 0, loop;
    int *index = RL_CTL_NEW(a, st->nmotions, int);
    if (!clips || !index) return 0;
    for (i = 0; i < st->nmotions; i++) {
        const rl_clip *clip = st->motions[i].clip ? rl_ctl_clip_of(c, st->motions[i].clip) : NULL;
        if (!clip) {
            rl_diag(&c->pending, c->allocator, "ANC004", 1, c->file, st->motions[i].pos.line, st->motions[i].pos.column,
                    "a motion of \"%s\" has no clip at \"%s\"; the tree plays without it", st->name,
                    st->motions[i].clip);
            continue;
        }
        index[n] = i;
        clips[n++] = clip;
    }
    if (n < 2) {
        g->clips[s] = n == 1 ? clips[0] : NULL;
        g->lengths[s] = g->clips[s] ? rl_jmax(0, g->clips[s]->length) : 0;
        return 1;
    }
    t = (rl_ctl_tree *)rl_arena_alloc(a, sizeof *t);
    if (!t) return 0;
    loop = st->loop >= 0 ? st->loop : (int)clips[0]->loop;
    t->kind = st->blend;
    t->param_x = rl_ctl_float_param(c->model, st->param);
    t->param_y = rl_ctl_float_param(c->model, st->param_y);
    t->count = n;
    t->motions = clips;
    t->motion_clips = RL_CTL_NEW(a, n, const char *);
    t->lengths = RL_CTL_NEW(a, n, double);
    t->xs = RL_CTL_NEW(a, n, double);
    t->ys = RL_CTL_NEW(a, n, double);
    t->thresholds = RL_CTL_NEW(a, n, double);
    t->order = RL_CTL_NEW(a, n, int);
    t->loops = RL_CTL_NEW(a, n, int);
    if (!t->motion_clips || !t->lengths || !t->xs || !t->ys || !t->thresholds || !t->order || !t->loops) return 0;
    for (i = 0; i < n; i++) {
        t->motion_clips[i] = st->motions[index[i]].clip;
        t->lengths[i] = rl_jmax(0, clips[i]->length);
        t->xs[i] = st->motions[index[i]].x;
        t->ys[i] = st->motions[index[i]].y;
        t->has_events |= clips[i]->nevents > 0;
        t->loops[i] = loop;
        t->order[i] = i;
    }
    /* a stable sort by threshold (Double.compare: -0.0 below 0.0, NaN above all) */
    for (i = 1; i < n; i++) {
        int v = t->order[i];
        for (j = i; j > 0; j--) {
            double x = t->xs[t->order[j - 1]], y = t->xs[v];
            int greater = (x != x) ? (y == y) : (y != y) ? 0 : x > y || (x == 0 && y == 0 && !signbit(x) && signbit(y));
            if (!greater) break;
            t->order[j] = t->order[j - 1];
        }
        t->order[j] = v;
    }
    for (i = 0; i < n; i++) t->thresholds[i] = t->xs[t->order[i]];
    t->layout = rl_ctl_layout(c, clips, n, loop);
    if (!t->layout) return 0;
    {
        double *scratch = NULL;
        int maxvs = 1;
        for (i = 0; i < n; i++) if (clips[i]->value_size > maxvs) maxvs = clips[i]->value_size;
        scratch = RL_CTL_NEW(a, maxvs, double);
        if (!scratch || !rl_ctl_roots_make(a, &t->roots, clips, n, t->loops, scratch)) return 0;
    }
    g->trees[s] = t;
    g->clips[s] = t->layout;
    g->lengths[s] = 1;
    if (n > g->max_motions) g->max_motions = n;
    return 1;
}

/* CompiledTree.plan: where each motion's samples hold the state's channels. */
static int rl_ctl_tree_plan(rl_arena *a, const rl_ctl_graph *g, int s) {
    rl_ctl_tree *t = g->trees[s];
    int ch, k = 0, i, j, n = 0;
    for (ch = 0; ch < g->nchannels; ch++) if (g->sources[s][ch] >= 0) n++;
    t->nplan = n;
    t->plan_channels = RL_CTL_NEW(a, n, int);
    t->plan_offsets = RL_CTL_NEW(a, n, int);
    t->plan_lanes = RL_CTL_NEW(a, n, int);
    t->plan_mixing = RL_CTL_NEW(a, n, int);
    t->plan_sources = RL_CTL_NEW(a, n, int *);
    t->text_maps = RL_CTL_NEW(a, t->count, int *);
    if (!t->plan_channels || !t->plan_offsets || !t->plan_lanes || !t->plan_mixing || !t->plan_sources || !t->text_maps)
        return 0;
    for (ch = 0; ch < g->nchannels; ch++) {
        if (g->sources[s][ch] < 0) continue;
        t->plan_channels[k] = ch;
        t->plan_offsets[k] = g->sources[s][ch];
        t->plan_lanes[k] = g->ch_lanes[ch];
        t->plan_mixing[k] = g->ch_mixing[ch];
        t->plan_sources[k] = RL_CTL_NEW(a, t->count, int);
        if (!t->plan_sources[k]) return 0;
        for (i = 0; i < t->count; i++) {
            const rl_clip *m = t->motions[i];
            t->plan_sources[k][i] = -1;
            for (j = 0; j < m->ntracks; j++) {
                const rl_track *tr = &m->tracks[j];
                if (!tr->root && tr->nkeys > 0 && strcmp(tr->target, g->ch_target[ch]) == 0
                    && (int)tr->kind == g->ch_kind[ch]) {
                    t->plan_sources[k][i] = tr->offset;
                    break;
                }
            }
        }
        k++;
    }
    for (i = 0; i < t->count; i++) {
        const rl_clip *m = t->motions[i];
        t->text_maps[i] = RL_CTL_NEW(a, m->ntexts, int);
        if (!t->text_maps[i]) return 0;
        for (j = 0; j < m->ntexts; j++) t->text_maps[i][j] = rl_ctl_index_of(t->layout->texts, t->layout->ntexts, m->texts[j]);
    }
    return 1;
}

/* -- loading -- */

static rl_ctl_graph *rl_ctl_compile_graph_of(reel_controller *c, const rl_ctl_mgraph *graph, const char *entry,
                                             int as_written) {
    rl_ctl_flat flat;
    rl_ctl_graph *g;
    int s;
    if (!rl_ctl_flatten(&flat, &c->arena, graph, entry, as_written)) return NULL;
    g = rl_ctl_graph_compile(c, &flat, c->model->ease);
    if (!g) return NULL;
    for (s = 0; s < g->nstates; s++) if (g->trees[s] && !rl_ctl_tree_plan(&c->arena, g, s)) return NULL;
    g->content_hash = rl_ctl_graph_content_hash(g);
    return g;
}

static int rl_ctl_graph_extended(const rl_ctl_mgraph *g) {
    int i;
    if (g->nmachines) return 1;
    for (i = 0; i < g->nstates; i++) if (g->states[i].blend != RL_CTL_CLIP_STATE) return 1;
    return 0;
}

reel_controller *reel_controller_load(const char *bytes, size_t len, const char *file, const reel_files *files,
                                      const reel_allocator *allocator, reel_diagnostics *diagnostics) {
    rl_arena arena;
    reel_controller *c;
    rl_doc *doc;
    rl_ctl_reader reader;
    int i, errors = 0;
    rl_doc *kept;
    if (!file) file = "";
    doc = rl_doc_read(bytes, len, file, allocator, diagnostics);
    if (!doc) return NULL;
    rl_arena_init(&arena, allocator);
    c = (reel_controller *)rl_arena_alloc(&arena, sizeof *c);
    if (!c) { rl_doc_free(doc); rl_arena_free(&arena); return NULL; }
    c->arena = arena;
    c->allocator = allocator;
    c->file = rl_arena_strndup(&c->arena, file, strlen(file));
    c->diags = diagnostics;
    if (files) c->files = *files;
    reader.arena = &c->arena;
    reader.file = c->file;
    reader.allocator = allocator;
    reader.diags = diagnostics;
    reader.model = NULL;
    for (i = 0; diagnostics && i < diagnostics->count; i++) errors += diagnostics->items[i].error;
    c->model = rl_ctl_read_model(&reader, rl_doc_root(doc));
    kept = doc;     /* the model points into the tree: it is kept while the controller lives */
    c->doc = kept;
    if (!c->model || c->arena.failed) { reel_controller_free(c); return NULL; }
    for (i = 0; diagnostics && i < diagnostics->count; i++) errors -= diagnostics->items[i].error;
    if (errors < 0) { reel_controller_free(c); return NULL; }   /* the controller has errors of its own */
    c->base = rl_ctl_compile_graph_of(c, &c->model->base, c->model->entry, 1);
    c->nlayers = 1 + c->model->nlayers;
    c->layers = RL_CTL_NEW(&c->arena, c->nlayers, rl_ctl_graph *);
    if (!c->base || !c->layers) { reel_controller_free(c); return NULL; }
    c->layers[0] = c->base;
    c->extended = c->model->nlayers > 0 || rl_ctl_graph_extended(&c->model->base);
    for (i = 0; i < c->model->nlayers; i++) {
        c->layers[i + 1] = rl_ctl_compile_graph_of(c, &c->model->layers[i].graph, c->model->layers[i].entry, 0);
        if (!c->layers[i + 1]) { reel_controller_free(c); return NULL; }
    }
    if (c->model->nlayers > 0 && !rl_ctl_plan_make(c)) { reel_controller_free(c); return NULL; }
    {
        rl_ctl_fnv f;
        rl_ctl_fnv_init(&f);
        rl_ctl_graph_hash(c->base, &f);
        if (c->plan) rl_ctl_plan_content_hash(c, &f);
        c->content_hash = f.h;
    }
    for (i = 0; i < c->pending.count; i++) {
        const reel_diagnostic *d = &c->pending.items[i];
        rl_diag(diagnostics, allocator, d->code, d->error, d->file, d->line, d->column, "%s", d->message);
    }
    reel_diagnostics_free(&c->pending, allocator);
    return c;
}

void reel_controller_free(reel_controller *c) {
    rl_arena arena;
    int i;
    if (!c) return;
    for (i = 0; i < c->nclips; i++) reel_clip_free(c->clips[i].clip);
    reel_diagnostics_free(&c->pending, c->allocator);
    rl_doc_free(c->doc);
    arena = c->arena;
    rl_arena_free(&arena);
}
/* END controller */
