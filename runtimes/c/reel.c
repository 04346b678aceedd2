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
/* END clip */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== controllers ========================================================================================= */
/* BEGIN controller */
/* END controller */
