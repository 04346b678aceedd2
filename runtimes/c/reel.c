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
/* static rl_clip *rl_clip_read(const char *bytes, size_t len, const char *file,
 *                              const reel_allocator *allocator, reel_diagnostics *diagnostics);
 * (defined below once the document parser has landed) */

/* -- Java's double arithmetic where C's differs -- */

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
#define RL_CLIP_SIN(x) sin(x)
#define RL_CLIP_ACOS(x) acos(x)
#define RL_CLIP_CBRT(x) cbrt(x)

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

/* The last key at or before reach, or key 0 before every key (KeySearch.find). */
static int rl_track_find(const rl_track *track, double reach) {
    int low = 0, high = track->nkeys - 1;
    if (track->nkeys <= 1 || !(reach >= track->times[0])) return 0;
    while (low < high) {
        int middle = low + (high - low + 1) / 2;
        if (track->times[middle] <= reach) low = middle; else high = middle - 1;
    }
    return low;
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

RL_UNUSED static void rl_clip_sample_track(const rl_clip *clip, int index, double t, double *out) {
    const rl_track *track = &clip->tracks[index];
    int lanes = track->lanes, stride = 3 + 4 * lanes, lane;
    const double *rec, *p;
    double tau, shape;
    double *into = out + track->offset;
    if (track->nkeys == 0) return;
    rec = track->records + (size_t)rl_track_find(track, t + RL_EPSILON) * (size_t)stride;
    tau = rl_jmax(0, (t - rec[0]) * rec[1]);
    shape = rec[2];
    if (shape == 0) {
        for (lane = 0, p = rec + 3; lane < lanes; lane++, p += 4)
            into[lane] = p[0] + ((p[3] * tau + p[2]) * tau + p[1]) * tau;
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
/* END clip */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== controllers ========================================================================================= */
/* BEGIN controller */
/* END controller */
