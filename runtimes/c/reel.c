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
 *   rl_fields_begin / _has / _take / _require / _string / _number / _bool / _word / _label / _extra_arguments /
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
 * properties (io.Fields): call it where the Java reader makes a Fields for the node (rl_fields_begin does).
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
 * rl_fields does the same, with the same messages:
 *
 *   rl_fields f;
 *   rl_fields_begin(&f, node, file, allocator, diags);    DOC010s
 *   ... rl_fields_number(&f, "length", "ANM001", &length) ... rl_fields_word(&f, "loop", "ANM001", ...) ...
 *   rl_fields_unknown_child(&f, child);                    DOC009 for a child node the loader does not know
 *   rl_fields_end(&f);                                     DOC009 for the properties left, in source order
 *
 * A property is taken once: taking it again finds nothing (as Java's Fields.take).
 */
typedef struct rl_fields {
    const rl_node *node;
    const char *file;
    const reel_allocator *allocator;
    reel_diagnostics *diags;
    unsigned char *taken;        /* per property: taken, or a later one of a key given twice */
    unsigned char small[32];
} rl_fields;

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
RL_UNUSED static int rl_fields_begin(rl_fields *f, const rl_node *node, const char *file,
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

static int rl_fields_find(const rl_fields *f, const char *key) {
    int i;
    for (i = 0; i < f->node->nprops; i++) {
        if (strcmp(f->node->props[i].key, key) == 0) return f->taken[i] ? -1 : i;
    }
    return -1;
}

/* Whether key= is there and not yet taken. */
RL_UNUSED static int rl_fields_has(const rl_fields *f, const char *key) { return rl_fields_find(f, key) >= 0; }

/* Takes key='s value, or NULL when absent (or taken already). */
RL_UNUSED static const rl_value *rl_fields_take(rl_fields *f, const char *key) {
    int i = rl_fields_find(f, key);
    if (i < 0) return NULL;
    f->taken[i] = 1;
    return &f->node->props[i].value;
}

/* Takes key=, reporting code at the node ("'NAME' needs KEY=") when it is missing. */
RL_UNUSED static const rl_value *rl_fields_require(rl_fields *f, const char *key, const char *code) {
    const rl_value *v = rl_fields_take(f, key);
    if (!v) {
        rl_diag(f->diags, f->allocator, code, 1, f->file, f->node->pos.line, f->node->pos.column, "'%s' needs %s=",
                f->node->name, key);
    }
    return v;
}

/* A string property (the value, for its text and len), or NULL when absent or not a string (reported). */
RL_UNUSED static const rl_value *rl_fields_string(rl_fields *f, const char *key, const char *code) {
    const rl_value *v = rl_fields_take(f, key);
    if (!v || v->kind == RL_STR) return v;
    rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "%s must be a string in quotes",
            key);
    return NULL;
}

/* A number property into *out: 1, or 0 when absent, or -1 when not a number (reported, as io.Values.number). */
RL_UNUSED static int rl_fields_number(rl_fields *f, const char *key, const char *code, double *out) {
    const rl_value *v = rl_fields_take(f, key);
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
RL_UNUSED static int rl_fields_bool(rl_fields *f, const char *key, const char *code, int *out) {
    const rl_value *v = rl_fields_take(f, key);
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
RL_UNUSED static int rl_fields_word(rl_fields *f, const char *key, const char *code, const char *const *words,
                                    int count, int *out) {
    const rl_value *v = rl_fields_take(f, key);
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
RL_UNUSED static const rl_value *rl_fields_label(rl_fields *f, int index, const char *what, const char *code) {
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
RL_UNUSED static void rl_fields_extra_arguments(rl_fields *f, int taken, const char *code) {
    int i;
    char shown[200];
    for (i = taken; i < f->node->nargs; i++) {
        const rl_value *v = &f->node->args[i];
        rl_diag(f->diags, f->allocator, code, 1, f->file, v->pos.line, v->pos.column, "'%s' takes %d %s; %s is not used",
                f->node->name, taken, taken == 1 ? "label" : "labels", rl_value_show(v, shown, sizeof shown));
    }
}

/* Reports a child node the loader does not know (DOC009, a warning). */
RL_UNUSED static void rl_fields_unknown_child(rl_fields *f, const rl_node *child) {
    rl_diag(f->diags, f->allocator, "DOC009", 0, f->file, child->pos.line, child->pos.column,
            "unknown node '%s' in '%s' is kept as written", child->name, f->node->name);
}

/* Reports every property not taken (DOC009, a warning), in source order, and frees what f holds. */
RL_UNUSED static void rl_fields_end(rl_fields *f) {
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
/* END clip */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== controllers ========================================================================================= */
/* BEGIN controller */
/* END controller */
