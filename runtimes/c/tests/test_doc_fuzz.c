/*
 * test_doc_fuzz - random bytes and mutations of valid documents fed to the C reader of the document syntax.
 * Run under the sanitizers (make asan) it must find nothing. Every input must either read, giving a tree whose
 * parts are all well formed, or fail with exactly one error at a real line and column; either way everything
 * allocated through the caller's allocator comes back. Some inputs are read with an allocator that refuses
 * from some allocation on, and a third of them with a sink (rl_doc_read_sink) that checks every node it is
 * offered and takes some.
 *
 *   test_doc_fuzz [FILE...]     mutates the embedded documents and the files named
 *
 * The seed is printed; REEL_FUZZ_SEED=N replays a run, REEL_FUZZ_ROUNDS=N changes its length (default: a few
 * seconds under the sanitizers). Where the C library is glibc, whose strtod rounds correctly, the number reader
 * is also checked against strtod on random number literals (in the "C" locale).
 */
#include "../reel.c"
#include "testing.h"

#include <locale.h>
#include <time.h>

static const char *const SAMPLES[] = {
    "anim version=1 length=0.6 loop=loop {\n"
    "  frames \"\" fps=10 { sprites=[asset(\"assets/knight/knight_run.png#knight_run_000\"), "
    "asset(\"assets/knight/knight_run.png#knight_run_001\")] }\n"
    "  track \"Sword\" prop=\"transform.rotation\" kind=float32 onEnd=restore {\n"
    "    key t=0 v=0 {}\n"
    "    key t=0.3 v=1.2 interp=linear {}\n"
    "    key t=0.45 v=-0.30000000000000004 interp=inOutQuad out=[0.1, 2e-3] {}\n"
    "  }\n"
    "  track \"\" prop=\"transform.position\" kind=vec2 root=true { key t=0 v=[1, 2.5] }\n"
    "  event t=0.3 name=\"Hit\" payload=2 {}\n"
    "}\n",
    "# a controller\n"
    "controller version=1 {\n"
    "  entry=\"Idle\"\n  entryPos=[40, 170]\n  anyPos=[40, 330]\n"
    "  param \"Speed\" kind=float {}\n  param \"Grounded\" kind=bool default=true {}\n"
    "  state \"Idle\" clip=asset(\"anim/knight/idle.aeanim\") pos=[240, 160] {}\n"
    "  state \"Run\" clip=asset(\"anim/knight/run.aeanim\") pos=[500, 160] speed=1.2 {}\n"
    "  transition from=\"Idle\" to=\"Run\" duration=0.1 { when param=\"Speed\" op=gt value=0.1 {} }\n"
    "  layer \"Upper\" weight=0.5 mask=[\"Arm\", \"Arm/Hand\"] { sub \"S\" { state \"x\" {} } }\n"
    "}\n",
    "project name=\"Knight \\\"demo\\\" \\u{e9}\\u{1F600}\" tickRate=60 {\r\n"
    "  animation { event \"Footstep\" {}; event \"Hit\" payload=float }\r\n"
    "}\r\n// end\r\n",
};

static const char *const SNIPPETS[] = {
    "{", "}", "[", "]", "(", ")", "=", ",", ";", "\"", "\\", "#", "//", "\n", "\r", "\r\n", "\t", "\f", " ", "0",
    "-", "+", ".", "e", "E", "1e400", "1.5e-330", "x", "true", "false", "asset(", "\\u{", "\\u{1F600}",
    "\\u{D800}", "\\u{110000}", "\\u{}", "\\u{1234567}", "\\q", "\\n", "\xC3\xA9", "\xF0\x9F\x98\x80",
    "\xE2\x80\xA8", "\xEF\xBB\xBF", "a=1", "k t=0 v=0 {}", "\"s\"", "[1, 2,]", "//x", "# c\n", "\xFF", "\xC3",
    "\xE2\x80", "\xC0\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\x80", "\xF0\x9F\x98", "\x00",
    "2.4703282292062327e-324", "1.7976931348623158e308", "9007199254740993", "0.000000000000000000001e-300",
};

static uint64_t state;

static uint64_t next_random(void) {   /* splitmix64 */
    uint64_t z = (state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static size_t below(size_t n) { return n ? (size_t)(next_random() % n) : 0; }

/* ---- an allocator that counts, and refuses from its Nth allocation on when asked ---- */

typedef struct counting { size_t live, calls; long fail_at; } counting;

static void *count_alloc(void *user, size_t size) {
    counting *c = (counting *)user;
    size_t *block;
    if (c->fail_at >= 0 && (long)c->calls >= c->fail_at) return NULL;
    c->calls++;
    block = (size_t *)malloc(size + 2 * sizeof(size_t));
    if (!block) return NULL;
    block[0] = size;
    c->live += size;
    return block + 2;
}

static void count_free(void *user, void *p, size_t size) {
    counting *c = (counting *)user;
    size_t *block = (size_t *)p - 2;
    if (block[0] != size) {
        fprintf(stderr, "freed with the wrong size: %lu for %lu\n", (unsigned long)size, (unsigned long)block[0]);
        abort();
    }
    c->live -= size;
    free(block);
}

static void *count_realloc(void *user, void *old, size_t old_size, size_t new_size) {
    void *fresh = count_alloc(user, new_size);
    if (fresh && old) {
        memcpy(fresh, old, old_size < new_size ? old_size : new_size);
        count_free(user, old, old_size);
    }
    return fresh;
}

/* ---- checking what the reader made ---- */

static long values_seen;

static void check_value(const rl_value *v, int depth) {
    int i;
    values_seen++;
    CHECK(v->pos.line >= 1 && v->pos.column >= 1, "a value at %d:%d", v->pos.line, v->pos.column);
    CHECK(depth <= RL_DOC_MAX_DEPTH, "nesting within the limit");
    switch (v->kind) {
    case RL_NUM:
        CHECK(v->text && v->len > 0 && v->text[v->len] == 0 && rl_number_literal(v->text, v->len), "a number's text");
        CHECK(v->num <= DBL_MAX && v->num >= -DBL_MAX, "a finite number");
        break;
    case RL_STR:
        CHECK(v->text && v->text[v->len] == 0 && rl_utf8_check((const unsigned char *)v->text, v->len) == v->len,
              "a string is valid UTF-8, NUL-terminated");
        break;
    case RL_BOOL: CHECK(v->boolean == 0 || v->boolean == 1, "a boolean"); break;
    case RL_WORD: CHECK(v->text && v->len > 0 && rl_is_ident_start((unsigned char)v->text[0]), "a word"); break;
    case RL_ARR: case RL_CALL:
        CHECK(v->count >= 0 && (v->count == 0 || v->items), "items");
        CHECK(v->kind == RL_ARR || (v->text && rl_is_ident_start((unsigned char)v->text[0])), "a call's name");
        for (i = 0; i < v->count; i++) check_value(&v->items[i], depth + 1);
        break;
    default: CHECK(0, "a value of kind %d", (int)v->kind);
    }
}

static void check_node(const rl_node *n, int depth) {
    int i;
    CHECK(n->name && (depth == 0 || rl_is_ident_start((unsigned char)n->name[0])), "a node's name");
    CHECK(n->pos.line >= 1 && n->pos.column >= 1, "a node's position");
    CHECK(n->nargs >= 0 && n->nprops >= 0 && n->nchildren >= 0, "counts");
    CHECK(depth <= RL_DOC_MAX_DEPTH + 1, "nesting within the limit");
    for (i = 0; i < n->nargs; i++) check_value(&n->args[i], depth);
    for (i = 0; i < n->nprops; i++) {
        CHECK(n->props[i].key && rl_is_ident_start((unsigned char)n->props[i].key[0]), "a key");
        check_value(&n->props[i].value, depth);
    }
    for (i = 0; i < n->nchildren; i++) check_node(&n->children[i], depth + 1);
}

static long reads, errors, refused, offered, taken;

/* A sink that checks what it is handed and takes every node whose name starts with k or t. */
static int take_some(void *user, const rl_node *node, const rl_node *open, int nopen) {
    int i;
    (void)user;
    offered++;
    check_node(node, nopen + 1);
    CHECK(nopen >= 0 && nopen <= RL_DOC_MAX_DEPTH, "open blocks");
    for (i = 0; i < nopen; i++) {
        CHECK(open[i].has_block && open[i].nchildren == 0, "an open header");
        check_node(&open[i], i + 1);
    }
    if (node->name[0] == 'k' || node->name[0] == 't') { taken++; return 1; }
    return 0;
}

static void feed(const char *bytes, size_t len, long fail_at) {
    counting c;
    reel_allocator a;
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc;
    memset(&c, 0, sizeof c);
    c.fail_at = fail_at;
    a.alloc_fn = count_alloc;
    a.realloc_fn = (fail_at >= 0 || (len & 1)) ? count_realloc : NULL;
    a.free_fn = count_free;
    a.user = &c;
    doc = (len % 3 == 0) ? rl_doc_read_sink(bytes, len, "fuzz", &a, &diags, NULL, take_some, NULL)
                         : rl_doc_read(bytes, len, "fuzz", &a, &diags);
    if (doc) {
        reads++;
        check_node(rl_doc_root(doc), 0);
        CHECK(diags.count == 0, "a tree and no diagnostics");
        rl_node_report_twice(rl_doc_root(doc), "fuzz", &a, &diags);
        {
            /* the io.Fields helpers on every top-level node: take a few properties of each kind, end */
            static const char *const words[] = { "loop", "linear", "x.y" };
            const rl_node *root = rl_doc_root(doc);
            int i, flag, word;
            double number;
            for (i = 0; i < root->nchildren && i < 20; i++) {
                rl_fields f;
                if (!rl_fields_begin(&f, &root->children[i], "fuzz", &a, &diags)) continue;
                rl_fields_label(&f, 0, "the label", "ANM001");
                rl_fields_extra_arguments(&f, 1, "ANM001");
                rl_fields_number(&f, "t", "ANM001", &number);
                rl_fields_bool(&f, "v", "ANM001", &flag);
                rl_fields_word(&f, "kind", "ANM001", words, 3, &word);
                rl_fields_string(&f, "name", "ANM001");
                rl_fields_require(&f, "version", "ANM001");
                if (root->children[i].nchildren) rl_fields_unknown_child(&f, &root->children[i].children[0]);
                rl_fields_end(&f);
            }
        }
        rl_doc_free(doc);
    } else if (fail_at < 0) {
        errors++;
        CHECK(diags.count == 1, "one error, not %d", diags.count);
        if (diags.count == 1) {
            const reel_diagnostic *d = &diags.items[0];
            CHECK(d->error && d->line >= 1 && d->column >= 1 && strncmp(d->code, "DOC00", 5) == 0
                  && d->code[5] >= '1' && d->code[5] <= '8' && d->message[0], "%s %d:%d %s", d->code, d->line,
                  d->column, d->message);
        }
    } else {
        refused++;
        CHECK(diags.count <= 1, "at most one error");
    }
    c.fail_at = -1;
    reel_diagnostics_free(&diags, &a);
    CHECK(c.live == 0, "%lu bytes left after reading and freeing", (unsigned long)c.live);
}

/* ---- inputs ---- */

typedef struct buffer { char *data; size_t len, cap; } buffer;

static void put(buffer *b, const char *bytes, size_t n) {
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->data = (char *)realloc(b->data, b->cap);
        if (!b->data) { fprintf(stderr, "out of memory\n"); exit(2); }
    }
    memcpy(b->data + b->len, bytes, n);
    b->len += n;
}

static void random_number(buffer *b) {
    char text[64];
    size_t i, n = 1 + below(25);
    int at = 0;
    if (below(3) == 0) text[at++] = '-';
    for (i = 0; i < n; i++) text[at++] = (char)('0' + below(10));
    if (below(2)) {
        size_t f = 1 + below(20);
        text[at++] = '.';
        for (i = 0; i < f; i++) text[at++] = (char)('0' + below(10));
    }
    if (below(2)) at += sprintf(text + at, "e%d", (int)below(700) - 350);
    put(b, text, (size_t)at);
}

static void mutate(const buffer *from, buffer *to) {
    size_t at = below(from->len + 1), span = below(below(2) ? 4 : 40);
    to->len = 0;
    if (span > from->len - at) span = from->len - at;
    put(to, from->data, at);
    switch (below(6)) {
    case 0: { const char *s = SNIPPETS[below(sizeof SNIPPETS / sizeof SNIPPETS[0])]; put(to, s, s[0] ? strlen(s) : 1); break; }
    case 1: { char byte = (char)below(256); put(to, &byte, 1); break; }
    case 2: random_number(to); break;
    case 3: { size_t f = below(from->len), n = below(60); if (n > from->len - f) n = from->len - f; put(to, from->data + f, n); break; }
    case 4: put(to, from->data + at, from->len - at); return;   /* the same (then cut below) */
    default: break;
    }
    if (below(2)) at += span;   /* replace rather than insert */
    put(to, from->data + at, from->len - at);
    if (below(20) == 0) to->len = below(to->len + 1);
}

static int load(const char *path, buffer *b) {
    FILE *in = fopen(path, "rb");
    char chunk[65536];
    size_t got;
    if (!in) return 0;
    b->len = 0;
    while ((got = fread(chunk, 1, sizeof chunk, in)) > 0) put(b, chunk, got);
    fclose(in);
    return 1;
}

#if defined(__GLIBC__)
static void numbers_against_strtod(long rounds) {
    long i, differ = 0;
    buffer b = { NULL, 0, 0 };
    setlocale(LC_NUMERIC, "C");
    for (i = 0; i < rounds; i++) {
        double ours, libc;
        b.len = 0;
        random_number(&b);
        put(&b, "", 1);
        ours = rl_parse_number(b.data, b.len - 1);
        libc = strtod(b.data, NULL);
        if (rl_double_bits(ours) != rl_double_bits(libc)) {
            if (differ++ < 10) fprintf(stderr, "%s: %.17g here, %.17g by strtod\n", b.data, ours, libc);
        }
    }
    CHECK(differ == 0, "%ld of %ld numbers read differently from glibc's strtod", differ, rounds);
    free(b.data);
}
#endif

int main(int argc, char **argv) {
    const char *seed_text = getenv("REEL_FUZZ_SEED"), *rounds_text = getenv("REEL_FUZZ_ROUNDS");
    uint64_t seed = seed_text ? (uint64_t)strtoull(seed_text, NULL, 10) : (uint64_t)time(NULL);
    long rounds = rounds_text ? atol(rounds_text) : 40000, i;
    buffer *sources;
    size_t nsources = 0, k;
    buffer work = { NULL, 0, 0 }, next = { NULL, 0, 0 };
    printf("test_doc_fuzz: seed %llu (REEL_FUZZ_SEED=%llu replays it), %ld rounds\n", (unsigned long long)seed,
           (unsigned long long)seed, rounds);
    fflush(stdout);
    state = seed;
    sources = (buffer *)calloc(sizeof SAMPLES / sizeof SAMPLES[0] + (size_t)argc, sizeof *sources);
    for (k = 0; k < sizeof SAMPLES / sizeof SAMPLES[0]; k++) put(&sources[nsources++], SAMPLES[k], strlen(SAMPLES[k]));
    for (i = 1; i < argc; i++) {
        if (load(argv[i], &sources[nsources])) nsources++;
        else fprintf(stderr, "test_doc_fuzz: cannot read %s\n", argv[i]);
    }
    for (k = 0; k < nsources; k++) feed(sources[k].data, sources[k].len, -1);
    for (i = 0; i < rounds; i++) {
        size_t r = below(10);
        if (r == 0) {
            /* random bytes, mostly the syntax's own characters */
            static const char alphabet[] = "{}[]()=,;\"\\#/ \t\n\rae01.-+_xtrufls\xC3\xA9\xFF";
            size_t n = below(200);
            work.len = 0;
            for (k = 0; k < n; k++) {
                char c = below(4) ? alphabet[below(sizeof alphabet - 1)] : (char)below(256);
                put(&work, &c, 1);
            }
        } else {
            const buffer *from = &sources[below(nsources)];
            int steps = 1 + (int)below(4), s;
            work.len = 0;
            put(&work, from->data, from->len);
            for (s = 0; s < steps; s++) {
                mutate(&work, &next);
                work.len = 0;
                put(&work, next.data, next.len);
            }
        }
        feed(work.data ? work.data : "", work.len, below(16) == 0 ? (long)below(12) : -1);
    }
#if defined(__GLIBC__)
    numbers_against_strtod(rounds);
#endif
    printf("test_doc_fuzz: %ld read, %ld with a syntax error, %ld with the allocator refusing; %ld values; a sink was "
           "offered %ld nodes and took %ld\n", reads, errors, refused, values_seen, offered, taken);
    for (k = 0; k < nsources; k++) free(sources[k].data);
    free(sources);
    free(work.data);
    free(next.data);
    if (testing_failures) printf("test_doc_fuzz: FAILED with seed %llu: REEL_FUZZ_SEED=%llu replays it\n",
                                 (unsigned long long)seed, (unsigned long long)seed);
    return testing_result("doc_fuzz");
}
