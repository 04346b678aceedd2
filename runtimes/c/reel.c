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

/* Adds a diagnostic; its file and message are copied into the list's own memory (freed by
 * reel_diagnostics_free). Returns 0 when memory ran out (the list keeps what it had). */
RL_UNUSED static int rl_diag(reel_diagnostics *list, const reel_allocator *allocator, const char *code, int error,
                   const char *file, int line, int column, const char *format, ...) {
    char message[1024];
    va_list args;
    reel_diagnostic *d;
    size_t flen, mlen;
    char *copy;
    if (!list) return 1;
    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    if (list->count == list->capacity) {
        int grown = list->capacity ? list->capacity * 2 : 8;
        void *items = rl_realloc(allocator, list->items, (size_t)list->capacity * sizeof *d,
                                 (size_t)grown * sizeof *d);
        if (!items) return 0;
        list->items = (reel_diagnostic *)items;
        list->capacity = grown;
    }
    flen = file ? strlen(file) : 0;
    mlen = strlen(message);
    copy = (char *)rl_alloc(allocator, flen + 1 + mlen + 1);
    if (!copy) return 0;
    if (flen) memcpy(copy, file, flen);
    copy[flen] = 0;
    memcpy(copy + flen + 1, message, mlen + 1);
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
 * (the same key twice is DOC010, reported by the parser). A block's child nodes are in source order.
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
/* END doc */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== clips =============================================================================================== */
/* BEGIN clip */
/* END clip */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== controllers ========================================================================================= */
/* BEGIN controller */
/* END controller */
