/*
 * test_doc - the C reader of the document syntax (reel.c, section doc), with the cases of the Java reader's tests
 * (src/test/java/dev/reel/doc: DocReaderTest, DocReaderErrorTest, NumbersTest): the tree and its positions,
 * every value kind, escapes, numbers read as Double.parseDouble reads them whatever the C locale, every error
 * code at its line and column, the limits, the lookups the loaders use, and memory: everything through the
 * caller's allocator, nothing left behind, a refusing allocator at every step handled.
 */
#include "../reel.c"
#include "testing.h"

#include <locale.h>

/* ---- an allocator that counts, and can refuse from its Nth allocation on ---- */

typedef struct counting { size_t live, peak, calls; long fail_at; } counting;

static void *count_alloc(void *user, size_t size) {
    counting *c = (counting *)user;
    size_t *block;
    if (c->fail_at >= 0 && (long)c->calls >= c->fail_at) return NULL;
    c->calls++;
    block = (size_t *)malloc(size + sizeof(size_t) * 2);
    if (!block) return NULL;
    block[0] = size;
    c->live += size;
    if (c->live > c->peak) c->peak = c->live;
    return block + 2;
}

static void count_free(void *user, void *p, size_t size) {
    counting *c = (counting *)user;
    size_t *block = (size_t *)p - 2;
    if (block[0] != size) {
        fprintf(stderr, "free of %lu bytes for a block of %lu\n", (unsigned long)size, (unsigned long)block[0]);
        abort();
    }
    c->live -= size;
    free(block);
}

static reel_allocator counting_allocator(counting *c) {
    reel_allocator a;
    memset(c, 0, sizeof *c);
    c->fail_at = -1;
    a.alloc_fn = count_alloc;
    a.realloc_fn = NULL;   /* the runtime allocates anew and copies */
    a.free_fn = count_free;
    a.user = c;
    return a;
}

/* ---- reading ---- */

static rl_doc *read_n(const char *text, size_t len) {
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc = rl_doc_read(text, len, "t.aeanim", NULL, &diags);
    CHECK(doc != NULL, "reading [%.60s] failed: %s %d:%d %s", text, diags.count ? diags.items[0].code : "-",
          diags.count ? diags.items[0].line : 0, diags.count ? diags.items[0].column : 0,
          diags.count ? diags.items[0].message : "");
    CHECK(diags.count == 0, "a readable text reports nothing");
    reel_diagnostics_free(&diags, NULL);
    return doc;
}

static rl_doc *read_ok(const char *text) { return read_n(text, strlen(text)); }

static void error_n(const char *text, size_t len, const char *code, int line, int column, const char *part) {
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc = rl_doc_read(text, len, "t.aeanim", NULL, &diags);
    CHECK(doc == NULL, "[%.60s] must not read", text);
    rl_doc_free(doc);
    CHECK(diags.count == 1, "[%.60s]: one error, not %d", text, diags.count);
    if (diags.count >= 1) {
        const reel_diagnostic *d = &diags.items[0];
        CHECK(strcmp(d->code, code) == 0 && d->line == line && d->column == column && d->error == 1,
              "[%.60s]: %s %d:%d expected, got %s %d:%d %s", text, code, line, column, d->code, d->line, d->column,
              d->message);
        CHECK(strstr(d->message, part) != NULL, "[%.60s]: message \"%s\" lacks \"%s\"", text, d->message, part);
        CHECK(strcmp(d->file, "t.aeanim") == 0, "the file as named");
    }
    reel_diagnostics_free(&diags, NULL);
}

static void error_at(const char *text, const char *code, int line, int column, const char *part) {
    error_n(text, strlen(text), code, line, column, part);
}

static char *repeat(const char *head, const char *unit, long count, const char *tail) {
    size_t h = strlen(head), u = strlen(unit), t = strlen(tail);
    char *out = (char *)malloc(h + u * (size_t)count + t + 1);
    long i;
    memcpy(out, head, h);
    for (i = 0; i < count; i++) memcpy(out + h + u * (size_t)i, unit, u);
    memcpy(out + h + u * (size_t)count, tail, t + 1);
    return out;
}

static int pos_is(rl_pos pos, int line, int column) { return pos.line == line && pos.column == column; }

static int text_is(const rl_value *v, const char *text) {
    return v->len == strlen(text) && memcmp(v->text, text, v->len) == 0;
}

static uint64_t bits_of(double d) { return rl_double_bits(d); }

/* ---- the tree (DocReaderTest) ---- */

static void reads_a_node_with_arguments_properties_and_block(void) {
    rl_doc *doc = read_ok("anim version=1 length=1.5 loop=pingPong {\n"
                          "  track \"Arm/Hand\" prop=\"transform.rotation\" kind=float32 {\n"
                          "    key t=0 v=-1.5 interp=linear {}\n"
                          "  }\n"
                          "  speed=2\n"
                          "}\n");
    const rl_node *root, *anim, *track, *key;
    if (!doc) return;
    root = rl_doc_root(doc);
    CHECK(root->nchildren == 1 && root->nprops == 0 && root->name[0] == 0, "one top-level node");
    anim = &root->children[0];
    CHECK(strcmp(anim->name, "anim") == 0 && anim->nargs == 0 && anim->has_block, "anim");
    CHECK(anim->nprops == 4, "header properties and the block's property line together: %d", anim->nprops);
    CHECK(strcmp(anim->props[0].key, "version") == 0 && strcmp(anim->props[1].key, "length") == 0
          && strcmp(anim->props[2].key, "loop") == 0 && strcmp(anim->props[3].key, "speed") == 0, "in order");
    CHECK(anim->props[1].value.kind == RL_NUM && text_is(&anim->props[1].value, "1.5")
          && pos_is(anim->props[1].value.pos, 1, 23) && anim->props[1].value.num == 1.5, "length=1.5 at 1:23");
    CHECK(anim->props[2].value.kind == RL_WORD && text_is(&anim->props[2].value, "pingPong")
          && pos_is(anim->props[2].value.pos, 1, 32), "loop=pingPong at 1:32");
    CHECK(pos_is(anim->props[3].pos, 5, 3) && pos_is(anim->props[3].value.pos, 5, 9)
          && anim->props[3].value.num == 2, "speed=2 at 5:3, its value at 5:9");
    CHECK(anim->nchildren == 1, "one child node");
    track = &anim->children[0];
    CHECK(pos_is(track->pos, 2, 3) && track->nargs == 1 && track->args[0].kind == RL_STR
          && text_is(&track->args[0], "Arm/Hand") && pos_is(track->args[0].pos, 2, 9), "track \"Arm/Hand\"");
    CHECK(pos_is(track->props[0].pos, 2, 20), "prop= at 2:20");
    key = &track->children[0];
    CHECK(pos_is(key->pos, 3, 5) && key->has_block && key->nchildren == 0 && key->nprops == 3, "key {}");
    CHECK(key->props[1].value.num == -1.5 && pos_is(key->props[1].value.pos, 3, 15), "v=-1.5 at 3:15");
    CHECK(rl_node_prop(anim, "speed") == &anim->props[3] && rl_node_prop(anim, "nope") == NULL, "rl_node_prop");
    CHECK(rl_node_num(anim, "length", 0) == 1.5 && rl_node_num(anim, "loop", 7) == 7
          && rl_node_num(anim, "absent", -1) == -1, "rl_node_num");
    CHECK(strcmp(rl_node_word(anim, "loop", "once"), "pingPong") == 0
          && strcmp(rl_node_word(anim, "absent", "once"), "once") == 0 && rl_node_word(anim, "length", NULL) == NULL,
          "rl_node_word");
    CHECK(strcmp(rl_node_str(track, "prop", NULL), "transform.rotation") == 0 && rl_node_str(track, "kind", NULL)
          == NULL, "rl_node_str");
    CHECK(rl_node_child(anim, "track", NULL) == track && rl_node_child(anim, "track", track) == NULL
          && rl_node_child(anim, NULL, NULL) == track && rl_node_child(anim, "event", NULL) == NULL, "rl_node_child");
    CHECK(rl_value_is(rl_node_value(key, "interp"), RL_WORD, "linear") && !rl_value_is(rl_node_value(key,
          "interp"), RL_WORD, "step") && rl_value_is(rl_node_value(key, "t"), RL_NUM, NULL), "rl_value_is");
    CHECK(rl_doc_bytes(doc) > 0, "the arena's size");
    rl_doc_free(doc);
}

static void a_node_without_braces_has_no_block(void) {
    rl_doc *doc = read_ok("label \"a\" b 3\n");
    const rl_node *n;
    if (!doc) return;
    n = &rl_doc_root(doc)->children[0];
    CHECK(!n->has_block && n->nargs == 3, "no block, three arguments");
    CHECK(n->args[0].kind == RL_STR && pos_is(n->args[0].pos, 1, 7), "\"a\"");
    CHECK(n->args[1].kind == RL_WORD && text_is(&n->args[1], "b") && pos_is(n->args[1].pos, 1, 11), "b");
    CHECK(n->args[2].kind == RL_NUM && n->args[2].num == 3 && pos_is(n->args[2].pos, 1, 13), "3");
    rl_doc_free(doc);
}

static void reads_every_kind_of_value(void) {
    rl_doc *doc = read_ok("v a=0 b=-1.5 c=1e-3 d=+2 e=2.5E+10 f=\"x\" g=true h=false i=loop j=[1, [2, 3], ] "
                          "k=asset(\"anim/run.aeanim\") l=[] m=f(1, x, \"y\",) n=child-node.x/y\n");
    const rl_node *n;
    const rl_value *v;
    if (!doc) return;
    n = &rl_doc_root(doc)->children[0];
    CHECK(n->nprops == 14, "14 properties");
    v = &n->props[0].value;
    CHECK(v->kind == RL_NUM && text_is(v, "0") && pos_is(v->pos, 1, 5), "a=0");
    CHECK(n->props[2].value.num == 0.001, "1e-3");
    CHECK(text_is(&n->props[3].value, "+2") && n->props[3].value.num == 2, "+2 kept as text");
    CHECK(n->props[4].value.num == 2.5e10, "2.5E+10");
    CHECK(n->props[5].value.kind == RL_STR && pos_is(n->props[5].value.pos, 1, 38), "f=\"x\"");
    CHECK(n->props[6].value.kind == RL_BOOL && n->props[6].value.boolean == 1 && pos_is(n->props[6].value.pos, 1, 44),
          "true");
    CHECK(n->props[7].value.kind == RL_BOOL && n->props[7].value.boolean == 0 && pos_is(n->props[7].value.pos, 1, 51),
          "false");
    CHECK(rl_node_bool(n, "g", 0) == 1 && rl_node_bool(n, "h", 1) == 0 && rl_node_bool(n, "i", 5) == 5, "bools");
    CHECK(n->props[8].value.kind == RL_WORD && pos_is(n->props[8].value.pos, 1, 59), "loop");
    v = &n->props[9].value;
    CHECK(v->kind == RL_ARR && pos_is(v->pos, 1, 66) && v->count == 2, "[1, [2, 3], ]");
    if (v->count == 2) {
        const rl_value *inner = &v->items[1];
        CHECK(inner->kind == RL_ARR && pos_is(inner->pos, 1, 70) && inner->count == 2
              && pos_is(inner->items[0].pos, 1, 71) && pos_is(inner->items[1].pos, 1, 74)
              && inner->items[1].num == 3, "[2, 3]");
    }
    v = &n->props[10].value;
    CHECK(v->kind == RL_CALL && text_is(v, "asset") && pos_is(v->pos, 1, 82) && v->count == 1
          && v->items[0].kind == RL_STR && text_is(&v->items[0], "anim/run.aeanim") && pos_is(v->items[0].pos, 1, 88),
          "asset(...)");
    CHECK(n->props[11].value.kind == RL_ARR && n->props[11].value.count == 0 && pos_is(n->props[11].value.pos, 1, 109),
          "[]");
    CHECK(n->props[12].value.kind == RL_CALL && n->props[12].value.count == 3, "f(1, x, \"y\",)");
    CHECK(n->props[13].value.kind == RL_WORD && text_is(&n->props[13].value, "child-node.x/y")
          && pos_is(n->props[13].value.pos, 1, 130), "child-node.x/y");
    rl_doc_free(doc);
}

static void arrays_and_calls_may_span_lines(void) {
    rl_doc *doc = read_ok("sprites=[\n  asset(\"a.png\"),\n  asset(\n    \"b.png\"\n  ),\n]\nnext=1\n");
    const rl_value *arr;
    if (!doc) return;
    CHECK(rl_doc_root(doc)->nprops == 2, "two top-level properties");
    arr = &rl_doc_root(doc)->props[0].value;
    CHECK(arr->count == 2 && pos_is(arr->items[1].pos, 3, 3) && pos_is(arr->items[1].items[0].pos, 4, 5),
          "positions inside a multi-line array");
    rl_doc_free(doc);
}

static void semicolons_and_same_line_properties_separate_entries(void) {
    rl_doc *doc = read_ok("a=1; b=2;c {}; d e=[1]\nentry=\"Idle\"  entryPos=[1, 2]  ease=inOutQuad\n;;\n");
    const rl_node *root;
    if (!doc) return;
    root = rl_doc_root(doc);
    CHECK(root->nprops == 5 && root->nchildren == 2, "5 properties and 2 nodes");
    CHECK(strcmp(root->props[2].key, "entry") == 0 && strcmp(root->props[3].key, "entryPos") == 0
          && pos_is(root->props[3].pos, 2, 15), "entryPos at 2:15");
    CHECK(strcmp(root->children[1].name, "d") == 0 && root->children[1].nprops == 1, "d e=[1]");
    rl_doc_free(doc);
}

static void whitespace_and_names(void) {
    rl_doc *doc = read_ok("n  k = 1\tm\t=\tasset ( \"x\" ) {\n}\n");
    if (doc) {
        const rl_node *n = &rl_doc_root(doc)->children[0];
        CHECK(n->nprops == 2 && n->props[1].value.kind == RL_CALL, "blanks around = and before (");
        rl_doc_free(doc);
    }
    doc = read_ok("true false=1 { true=false }\n");
    if (doc) {
        const rl_node *n = &rl_doc_root(doc)->children[0];
        CHECK(strcmp(n->name, "true") == 0 && strcmp(n->props[0].key, "false") == 0, "names true and false");
        CHECK(n->props[1].value.kind == RL_BOOL && n->props[1].value.boolean == 0 && pos_is(n->props[1].value.pos, 1, 21),
              "a block property false at 1:21");
        rl_doc_free(doc);
    }
    doc = read_ok("a=b/c//comment\n");
    if (doc) {
        const rl_value *v = &rl_doc_root(doc)->props[0].value;
        CHECK(v->kind == RL_WORD && text_is(v, "b/c") && pos_is(v->pos, 1, 3), "identifiers stop before //");
        rl_doc_free(doc);
    }
}

static void unescapes_strings(void) {
    static const char want[] = "q\" b\\ n\n t\t e\xC3\xA9 smile\xF0\x9F\x98\x80 nul";
    rl_doc *doc = read_ok("s=\"q\\\" b\\\\ n\\n t\\t e\\u{e9} smile\\u{1F600} nul\\u{0}\"\n");
    if (doc) {
        const rl_value *v = &rl_doc_root(doc)->props[0].value;
        CHECK(v->kind == RL_STR && v->len == sizeof want && memcmp(v->text, want, sizeof want) == 0,
              "escapes, \\u{0} kept (len %lu)", (unsigned long)v->len);
        rl_doc_free(doc);
    }
    doc = read_ok("s=\"tab\there \xC3\xBCn\xC3\xAF \xF0\x9F\x98\x80\"");
    if (doc) {
        CHECK(text_is(&rl_doc_root(doc)->props[0].value, "tab\there \xC3\xBCn\xC3\xAF \xF0\x9F\x98\x80"),
              "raw characters");
        rl_doc_free(doc);
    }
}

static void positions(void) {
    rl_doc *doc = read_ok("a {\r\n\tb=1\r\n  c \"\xC3\xA9\" d=2\r\n}\r\n");
    if (doc) {
        const rl_node *a = &rl_doc_root(doc)->children[0];
        CHECK(pos_is(a->props[0].pos, 2, 2), "a tab is one column, CR LF one line break");
        CHECK(pos_is(a->children[0].pos, 3, 3) && pos_is(a->children[0].props[0].pos, 3, 9), "after an e-acute");
        rl_doc_free(doc);
    }
    /* A lone CR is a line break; an astral character is two columns, in a string and in a comment. */
    doc = read_ok("a=1\rb=\"\xF0\x9F\x98\x80\xF0\x9F\x98\x80\" c=2 # \xF0\x9F\x98\x80\n# \xF0\x9F\x98\x80\r\n\r\nd=[1,\r\n2]");
    if (doc) {
        const rl_node *root = rl_doc_root(doc);
        CHECK(pos_is(root->props[1].pos, 2, 1), "after a lone CR");
        CHECK(pos_is(root->props[2].pos, 2, 10), "after two astral characters: 2:10, got %d:%d",
              root->props[2].pos.line, root->props[2].pos.column);
        CHECK(pos_is(root->props[3].pos, 5, 1) && pos_is(root->props[3].value.items[1].pos, 6, 1), "CR LF lines");
        rl_doc_free(doc);
    }
    error_at("a=\"\xF0\x9F\x98\x80\" # \xF0\x9F\x98\x80\xC3\xA9\n\"x\" \"\xE2\x82\xAC\" @", "DOC007", 2, 1, "string");
    error_at("s=\"\xF0\x9F\x98\x80\xE2\x82\xAC\\q\"", "DOC008", 1, 7, "`\\q`");
    /* A byte order mark is skipped and sits before column 1. */
    doc = read_ok("\xEF\xBB\xBF" "a=1\n");
    if (doc) {
        CHECK(pos_is(rl_doc_root(doc)->props[0].pos, 1, 1), "after a BOM");
        rl_doc_free(doc);
    }
    error_at("\xEF\xBB\xBF@", "DOC007", 1, 1, "`@`");
    error_at("a=1 \xEF\xBB\xBF", "DOC007", 1, 5, "U+FEFF");
}

static void empty_files_and_comments(void) {
    rl_doc *doc = read_n(NULL, 0);
    if (doc) { CHECK(rl_doc_root(doc)->nchildren == 0, "no bytes at all"); rl_doc_free(doc); }
    doc = read_ok("");
    if (doc) { CHECK(rl_doc_root(doc)->nprops == 0 && rl_doc_root(doc)->nchildren == 0, "empty"); rl_doc_free(doc); }
    doc = read_ok("\n\n  \n# one\n\n// two   \n");
    if (doc) { CHECK(rl_doc_root(doc)->nchildren == 0, "comments only"); rl_doc_free(doc); }
    doc = read_ok("# file header\n// second line\n\nanim version=1 { # after the brace\n  # above track\n"
                  "  track \"a\" { } # trailing track\n  k=1 // trailing k\n\n  # above m\n  m=[1, # inside array\n"
                  "     2] # after array\n  # closing of anim\n} # after the closing brace\n# end of file\n");
    if (doc) {
        const rl_node *anim = &rl_doc_root(doc)->children[0];
        CHECK(anim->nprops == 3 && anim->nchildren == 1 && anim->props[2].value.count == 2, "comments everywhere");
        rl_doc_free(doc);
    }
    doc = read_ok("a=1; b=2; # note\nc=3;\n");
    if (doc) { CHECK(rl_doc_root(doc)->nprops == 3, "comments after semicolons"); rl_doc_free(doc); }
}

/* ---- numbers (Double.parseDouble) ---- */

static double num_of(const char *text) { return rl_parse_number(text, strlen(text)); }

static void numbers(void) {
    char *big;
    rl_doc *doc;
    CHECK(num_of("0.1") == 0.1 && num_of("0.30000000000000004") == 0.1 + 0.2, "0.1 and 0.1+0.2");
    CHECK(bits_of(num_of("-0")) == UINT64_C(0x8000000000000000) && bits_of(num_of("+0.000")) == 0, "signed zeros");
    CHECK(num_of("1e23") == 1e23 && bits_of(num_of("1e23")) == UINT64_C(0x44B52D02C7E14AF6), "1e23");
    CHECK(bits_of(num_of("8.41e21")) == UINT64_C(0x447C7E83209E90B2), "8.41e21");
    CHECK(num_of("1.7976931348623157e308") == DBL_MAX && num_of("1.7976931348623158e308") == DBL_MAX,
          "the largest double");
    CHECK(num_of("1.7976931348623159e308") > DBL_MAX, "past the halfway point above it: infinite");
    CHECK(bits_of(num_of("4.9e-324")) == 1 && bits_of(num_of("5e-324")) == 1, "the smallest subnormal");
    CHECK(bits_of(num_of("2.4703282292062327e-324")) == 0 && bits_of(num_of("2.4703282292062328e-324")) == 1,
          "below and above half the smallest subnormal");
    CHECK(bits_of(num_of("2.2250738585072011e-308")) == UINT64_C(0x000FFFFFFFFFFFFF), "the largest subnormal");
    CHECK(bits_of(num_of("2.2250738585072014E-308")) == UINT64_C(0x0010000000000000), "the smallest normal");
    CHECK(num_of("9007199254740993") == 9007199254740992.0, "2^53+1: a tie, to even");
    CHECK(num_of("9007199254740995") == 9007199254740996.0, "2^53+3: a tie, to even");
    CHECK(num_of("9007199254740993.0000000000000000000000000000001") == 9007199254740994.0, "just above a tie");
    CHECK(num_of("1e-400") == 0 && num_of("0e999999999999") == 0 && num_of("1e-99999999999999999999") == 0,
          "underflow to zero");
    CHECK(num_of("123456789012345678901234567890e-10") == 12345678901234567890.0, "30 digits");
    CHECK(num_of("00000000000000000000001.5") == 1.5, "leading zeros");
    CHECK(num_of("1.0000000000000002") == 1.0000000000000002 && num_of("1.00000000000000011102230246251565404236316680908203125") == 1.0,
          "exactly halfway above 1: to even (1)");
    CHECK(num_of("1.00000000000000011102230246251565404236316680908203126") == 1.0000000000000002,
          "a hair above halfway");
    big = repeat("0.", "3", 2000, "");
    CHECK(num_of(big) == 1.0 / 3, "a 2000-digit fraction");
    free(big);
    big = repeat("1", "0", 300, ".5e-10");
    CHECK(num_of(big) == 1e290, "301 digits and an exponent");
    free(big);
    /* The C locale plays no part: a game may have set one with a decimal comma. */
    if (setlocale(LC_ALL, "de_DE.UTF-8") || setlocale(LC_ALL, "fr_FR.UTF-8") || setlocale(LC_ALL, "de_DE")) {
        CHECK(num_of("1.5") == 1.5 && num_of("0.30000000000000004") == 0.1 + 0.2, "under a decimal-comma locale");
    }
    doc = read_ok("n=0.25 m=-2.5e-3\n");
    if (doc) {
        CHECK(rl_doc_root(doc)->props[0].value.num == 0.25 && rl_doc_root(doc)->props[1].value.num == -0.0025,
              "read in a document under any locale");
        rl_doc_free(doc);
    }
    setlocale(LC_ALL, "C");
}

/* ---- errors (DocReaderErrorTest) ---- */

static void errors_doc001_to_doc003(void) {
    char *text;
    error_at("a=1\nb=\"abc\nc=2\n", "DOC001", 2, 3, "no closing quote before the end of the line");
    error_at("x \"abc\\\"", "DOC001", 1, 3, "end of the file");
    error_at("x \"abc\\\r\n\"", "DOC001", 1, 3, "end of the line");

    error_at("key t=1.2.3 {}", "DOC002", 1, 7, "bad number `1.2.3`");
    error_at("a {\n  v=1e\n}", "DOC002", 2, 5, "`1e`");
    error_at("v=--1", "DOC002", 1, 3, "`--1`");
    error_at("v=[1, .5]", "DOC002", 1, 7, "`.5`");
    error_at("v=5.", "DOC002", 1, 3, "`5.`");
    error_at("v=12px", "DOC002", 1, 3, "`12px`");
    error_at("v=- 1", "DOC002", 1, 3, "`-`");
    error_at("v=1e999", "DOC002", 1, 3, "too large");
    text = repeat("n=9", "9", 1999, "\n");
    error_at(text, "DOC002", 1, 3, "too large");
    free(text);

    error_at("a=1\n}\n", "DOC003", 2, 1, "`}` with no open block");
    error_at("a {\n  b {\n    c=1\n  }\n", "DOC003", 1, 3, "the `{` at 1:3 is never closed");
    error_at("a {\n  b {\n", "DOC003", 2, 5, "the `{` at 2:5 is never closed");
    error_at("v=[1,\n  2\n", "DOC003", 1, 3, "the `[` at 1:3 is never closed");
    error_at("v=[1, 2)\n", "DOC003", 1, 8, "expected `]` to close the `[` at 1:3");
    error_at("a { v=f(1 }", "DOC003", 1, 11, "expected `)` to close the `(` at 1:8");
    error_at("a 1 ]", "DOC003", 1, 5, "`]` with no open `[`");
    error_at("v=)", "DOC003", 1, 3, "`)` with no open `(`");
}

static void errors_doc004_to_doc006(void) {
    char *text;
    char *bytes;
    rl_doc *doc;
    {
        char *open = repeat("v=", "[", 256, ""), *full = repeat(open, "]", 256, "");
        doc = read_ok(full);
        rl_doc_free(doc);
        free(open);
        free(full);
        open = repeat("v=", "[", 257, "");
        full = repeat(open, "]", 257, "");
        error_at(full, "DOC004", 1, 3 + 256, "deeper than 256");
        free(open);
        free(full);
        open = repeat("", "a{", 256, "");
        full = repeat(open, "}", 256, "");
        doc = read_ok(full);
        rl_doc_free(doc);
        free(open);
        free(full);
        text = repeat("", "a{", 257, "");
        error_at(text, "DOC004", 1, 2 * 256 + 2, "deeper");
        free(text);
        text = repeat("", "a{", 255, "v=f([1])");
        error_at(text, "DOC004", 1, 2 * 255 + 5, "deeper");
        free(text);
        text = repeat("", "a{", 100000, "");
        error_at(text, "DOC004", 1, 2 * 256 + 2, "deeper");
        free(text);
        text = repeat("v=", "f(", 100000, "");
        error_at(text, "DOC004", 1, 2 + 2 * 257, "deeper");
        free(text);
        text = repeat("v=", "[\n", 100000, "");
        error_at(text, "DOC004", 257, 1, "deeper");
        free(text);
    }

    text = repeat("s=\"", "x", 1L << 20, "\"");
    doc = read_ok(text);
    if (doc) { CHECK(rl_doc_root(doc)->props[0].value.len == 1u << 20, "a 1 MiB string"); rl_doc_free(doc); }
    free(text);
    text = repeat("a=1\ns=\"", "x", (1L << 20) + 1, "\"");
    error_at(text, "DOC005", 2, 3, "longer than 1048576");
    free(text);
    {
        char *escapes = repeat("s=\"", "\\n", (1L << 19) + 1, "");
        text = repeat(escapes, "x", 1L << 19, "\"");
        error_at(text, "DOC005", 1, 3, "longer");
        free(escapes);
        free(text);
    }
    text = repeat("s=\"", "\xF0\x9F\x98\x80", 1L << 19, "\"");
    doc = read_ok(text);   /* 2^19 astral characters are 2^20 UTF-16 units: just within */
    rl_doc_free(doc);
    free(text);
    text = repeat("s=\"", "\xF0\x9F\x98\x80", (1L << 19) + 1, "\"");
    error_at(text, "DOC005", 1, 3, "longer");
    free(text);
    /* A 30 MB string: DOC005 at its start, before the reader looks further. */
    bytes = (char *)malloc((size_t)30 << 20);
    memset(bytes, 'x', (size_t)30 << 20);
    memcpy(bytes, "s=\"", 3);
    bytes[(30 << 20) - 1] = '"';
    error_n(bytes, (size_t)30 << 20, "DOC005", 1, 3, "longer");
    free(bytes);

    /* Over 64 MiB: refused before anything is allocated for it. */
    bytes = (char *)calloc(((size_t)65 << 20), 1);
    error_n(bytes, (size_t)65 << 20, "DOC006", 1, 1, "68157440 bytes");
    error_n(bytes, ((size_t)64 << 20) + 1, "DOC006", 1, 1, "67108865 bytes is over the limit of 67108864");
    {
        counting c;
        reel_allocator a = counting_allocator(&c);
        CHECK(rl_doc_read(bytes, ((size_t)64 << 20) + 1, "big", &a, NULL) == NULL && c.calls == 0,
              "nothing allocated for a file over the limit (%lu allocations)", (unsigned long)c.calls);
    }
    free(bytes);
}

static void errors_doc007_and_doc008(void) {
    static const char bad[] = "a=1\nb=\"x\xC3\xA9\xFF\"\n";
    error_at("a=\n", "DOC007", 1, 3, "expected a value after `a=`, found end of line");
    error_at("a @", "DOC007", 1, 3, "unexpected character `@`");
    error_at("a \a", "DOC007", 1, 3, "U+0007");
    error_at("a\n{\n}", "DOC007", 2, 1, "must be on the line of its node");
    error_at("a=1 2", "DOC007", 1, 5, "unexpected number `2` after `a`");
    error_at("a k=1 \"x\"", "DOC007", 1, 7, "arguments come before properties");
    error_at("a , b", "DOC007", 1, 3, "in the header of `a`");
    error_at("v=[1 2]", "DOC007", 1, 6, "expected `,` or `]` in the array, found number `2`");
    error_at("v=[,]", "DOC007", 1, 4, "expected a value in the array, found `,`");
    error_at("v=[1;2]", "DOC007", 1, 5, "found `;`");
    error_at("\"x\" a", "DOC007", 1, 1, "expected a node or a property, found string \"x\"");
    error_at("a / b", "DOC007", 1, 3, "`/`");
    error_at("a \xE2\x82\xAC", "DOC007", 1, 3, "unexpected character `\xE2\x82\xAC`");
    error_at("a=# c\n", "DOC007", 1, 3, "found comment `# c`");

    error_n(bad, sizeof bad - 1, "DOC007", 2, 6, "invalid UTF-8: byte 0xFF");
    error_n("a=1\xC3", 4, "DOC007", 1, 4, "0xC3");
    error_n("}\n\xC3", 3, "DOC003", 1, 1, "no open block");
    error_n("a=\"\xED\xA0\x80\"", 6, "DOC007", 1, 4, "0xED");          /* a surrogate */
    error_n("a=\"\xC0\x80\"", 5, "DOC007", 1, 4, "0xC0");              /* an overlong NUL */
    error_n("a=\"\xF4\x90\x80\x80\"", 7, "DOC007", 1, 4, "0xF4");      /* above U+10FFFF */
    error_n("a=\"\xE2\x82\"", 5, "DOC007", 1, 4, "0xE2");              /* cut short */
    error_n("# \xF0\x9F\x98\x80 \x80\n", 8, "DOC007", 1, 6, "0x80");   /* in a comment */

    error_at("s=\"a\\qb\"", "DOC008", 1, 5, "bad escape `\\q`");
    error_at("s=\"\\u{110000}\"", "DOC008", 1, 4, "not a valid character");
    error_at("s=\"\\u{d800}\"", "DOC008", 1, 4, "not a valid character");
    error_at("s=\"\\u{}\"", "DOC008", 1, 4, "1 to 6 hex digits");
    error_at("s=\"\\u{1234567}\"", "DOC008", 1, 4, "1 to 6 hex digits");
    error_at("s=\"\\u41\"", "DOC008", 1, 4, "1 to 6 hex digits");
    error_at("s=\"ok\"\nt=\"\\r\"", "DOC008", 2, 4, "`\\r`");
    error_at("s=\"\\\xC3\xA9\"", "DOC008", 1, 4, "`\\\xC3\xA9`");
}

static void clip_errors_are_reported_under_the_clips_code(void) {
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc = rl_doc_read_as("anim {\n  v=1x\n}\n", 16, "c.aeanim", NULL, &diags, "ANM001");
    CHECK(doc == NULL && diags.count == 1, "one error");
    if (diags.count == 1) {
        CHECK(strcmp(diags.items[0].code, "ANM001") == 0 && diags.items[0].line == 2 && diags.items[0].column == 5
              && strstr(diags.items[0].message, "bad number `1x` (DOC002)") != NULL, "%s %s", diags.items[0].code,
              diags.items[0].message);
    }
    reel_diagnostics_free(&diags, NULL);
}

/* ---- DOC010 (io.Fields) ---- */

static void a_key_given_twice(void) {
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc = read_ok("state \"Run\" speed=1 {\n  speed=2\n  loop=x; loop=y\n}\n");
    char *text;
    if (!doc) return;
    {
        const rl_node *state = &rl_doc_root(doc)->children[0];
        CHECK(rl_node_num(state, "speed", 0) == 1, "the first of the two");
        CHECK(rl_node_report_twice(state, "c.aectrl", NULL, &diags) == 2 && diags.count == 2, "two reported");
        if (diags.count == 2) {
            CHECK(strcmp(diags.items[0].code, "DOC010") == 0 && diags.items[0].line == 2 && diags.items[0].column == 3
                  && strcmp(diags.items[0].message, "'speed' is given twice in 'state'") == 0, "%s", diags.items[0].message);
            CHECK(diags.items[1].line == 3 && diags.items[1].column == 11, "the later loop");
        }
    }
    rl_doc_free(doc);
    reel_diagnostics_free(&diags, NULL);
    /* Many properties: the sorted path reports the same, in source order. */
    text = repeat("n ", "a=1 b=2 ", 40, "a=3\n");
    doc = read_ok(text);
    free(text);
    if (doc) {
        const rl_node *n = &rl_doc_root(doc)->children[0];
        CHECK(rl_node_report_twice(n, "f", NULL, &diags) == 79 && diags.count == 79, "79 of 81 given twice");
        if (diags.count == 79) {
            CHECK(diags.items[0].column == 11 && diags.items[78].column == 3 + 8 * 40
                  && strstr(diags.items[78].message, "'a'") != NULL, "in source order");
        }
        rl_doc_free(doc);
        reel_diagnostics_free(&diags, NULL);
    }
}

/* ---- rl_fields (io.Fields) ---- */

static int has_diag(const reel_diagnostics *d, int i, const char *code, int error, int line, int column,
                    const char *message) {
    return i < d->count && strcmp(d->items[i].code, code) == 0 && d->items[i].error == error
           && d->items[i].line == line && d->items[i].column == column && strcmp(d->items[i].message, message) == 0;
}

static void fields_take_a_nodes_properties_as_the_java_codecs_do(void) {
    static const char *const loops[] = { "once", "loop", "pingPong" };
    rl_doc *doc = read_ok("track \"Arm\" 7 x prop=5 kind=float32 loop=\"pingPong\" root=1 odd=[1, 2, 3] "
                          "name=\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\" prop=6 {\n"
                          "  root=true\n  more=x\n  key t=0 {}\n}\n");
    reel_diagnostics d = { NULL, 0, 0 };
    rl_fields f;
    const rl_node *track;
    double number = 0;
    int flag = -1, word = -1;
    if (!doc) return;
    track = &rl_doc_root(doc)->children[0];
    CHECK(rl_fields_begin(&f, track, "c.aeanim", NULL, &d) == 1, "begin");
    CHECK(d.count == 2 && has_diag(&d, 0, "DOC010", 1, 1, 126, "'prop' is given twice in 'track'")
          && has_diag(&d, 1, "DOC010", 1, 2, 3, "'root' is given twice in 'track'"), "DOC010 when it starts");
    CHECK(rl_fields_label(&f, 0, "the node path", "ANM001") == &track->args[0], "the label");
    rl_fields_extra_arguments(&f, 1, "ANM001");
    CHECK(has_diag(&d, 2, "ANM001", 1, 1, 13, "'track' takes 1 label; 7 is not used")
          && has_diag(&d, 3, "ANM001", 1, 1, 15, "'track' takes 1 label; x is not used"), "extra arguments");
    CHECK(rl_fields_has(&f, "prop") && rl_fields_string(&f, "prop", "ANM001") == NULL
          && has_diag(&d, 4, "ANM001", 1, 1, 22, "prop must be a string in quotes"), "not a string");
    CHECK(!rl_fields_has(&f, "prop") && rl_fields_take(&f, "prop") == NULL, "taken once, the second prop= too");
    CHECK(rl_fields_number(&f, "kind", "ANM001", &number) == -1
          && has_diag(&d, 5, "ANM001", 1, 1, 29, "kind must be a number, not float32"), "not a number");
    CHECK(rl_fields_word(&f, "loop", "ANM001", loops, 3, &word) == 1 && word == 2, "a word given as a string");
    CHECK(rl_fields_bool(&f, "root", "ANM001", &flag) == -1
          && has_diag(&d, 6, "ANM001", 1, 1, 58, "root must be true or false"), "not a boolean (the first root=)");
    CHECK(rl_fields_word(&f, "odd", "ANM001", loops, 3, &word) == -1
          && has_diag(&d, 7, "ANM001", 1, 1, 64, "odd must be once, loop or pingPong, not an array of 3"),
          "a word's choices");
    CHECK(rl_fields_number(&f, "name", "ANM001", &number) == -1
          && has_diag(&d, 8, "ANM001", 1, 1, 79, "name must be a number, not \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa..."),
          "a long value shown cut: %s", d.count > 8 ? d.items[8].message : "");
    CHECK(rl_fields_number(&f, "absent", "ANM001", &number) == 0 && rl_fields_require(&f, "t", "ANM001") == NULL
          && has_diag(&d, 9, "ANM001", 1, 1, 1, "'track' needs t="), "absent, required");
    rl_fields_unknown_child(&f, &track->children[0]);
    CHECK(has_diag(&d, 10, "DOC009", 0, 4, 3, "unknown node 'key' in 'track' is kept as written"), "unknown child");
    rl_fields_end(&f);
    CHECK(d.count == 12 && has_diag(&d, 11, "DOC009", 0, 3, 3, "unknown property 'more' in 'track' is kept as written"),
          "DOC009 for what is left when it ends (%d)", d.count);
    reel_diagnostics_free(&d, NULL);
    rl_doc_free(doc);
    /* A node with more properties than the small flags hold. */
    {
        char *text = repeat("n ", "a=1 b=2 ", 40, "a=3 c=true\n");
        doc = read_ok(text);
        free(text);
        if (doc) {
            const rl_node *n = &rl_doc_root(doc)->children[0];
            CHECK(rl_fields_begin(&f, n, "f", NULL, &d) == 1 && d.count == 79, "79 given twice");
            CHECK(rl_fields_bool(&f, "c", "X", &flag) == 1 && flag == 1 && rl_fields_take(&f, "a") == &n->props[0].value,
                  "takes");
            rl_fields_end(&f);
            CHECK(d.count == 80 && has_diag(&d, 79, "DOC009", 0, 1, 7, "unknown property 'b' in 'n' is kept as written"),
                  "only b is left");
            reel_diagnostics_free(&d, NULL);
            rl_doc_free(doc);
        }
    }
}

/* ---- a sink taking nodes while the file is read (Java's NodeSink) ---- */

typedef struct taken { int keys, others; double sum; char path[200]; int deepest; } taken;

static int take_keys(void *user, const rl_node *node, const rl_node *open, int nopen) {
    taken *t = (taken *)user;
    if (strcmp(node->name, "key") != 0) { t->others++; return 0; }
    t->keys++;
    t->sum += rl_node_num(node, "v", 0);
    if (nopen > t->deepest) t->deepest = nopen;
    if (t->keys == 2 && nopen == 2) {
        /* the open headers: anim with its header properties, then the track with its label and properties */
        snprintf(t->path, sizeof t->path, "%s %d %s %.*s %s %d", open[0].name, open[0].nprops, open[1].name,
                 open[1].nargs ? (int)open[1].args[0].len : 0, open[1].nargs ? open[1].args[0].text : "",
                 rl_node_str(&open[1], "prop", "?"), open[1].nchildren);
    }
    return 1;
}

static void a_sink_takes_nodes_out_of_the_tree(void) {
    static const char text[] = "anim version=1 length=2 {\n"
                               "  loop=loop\n"
                               "  track \"Arm\" prop=\"transform.rotation\" kind=float32 {\n"
                               "    key t=0 v=1 {}\n    key t=1 v=2.5 interp=linear {}\n    key t=2 v=4\n"
                               "  }\n"
                               "  event t=0.3 name=\"Hit\" {}\n}\nkey t=9 v=0.5\n";
    taken t;
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc;
    memset(&t, 0, sizeof t);
    doc = rl_doc_read_sink(text, sizeof text - 1, "c.aeanim", NULL, &diags, "ANM001", take_keys, &t);
    CHECK(doc != NULL && diags.count == 0, "read with a sink");
    CHECK(t.keys == 4 && t.sum == 8 && t.others == 3, "four keys taken (%d, %g), three other nodes offered (%d)",
          t.keys, t.sum, t.others);
    CHECK(strcmp(t.path, "anim 2 track Arm transform.rotation 0") == 0, "the open headers: %s", t.path);
    CHECK(t.deepest == 2, "keys two blocks deep");
    if (doc) {
        const rl_node *root = rl_doc_root(doc);
        const rl_node *anim = &root->children[0];
        CHECK(root->nchildren == 1 && anim->nchildren == 2 && anim->children[0].nchildren == 0
              && strcmp(anim->children[1].name, "event") == 0 && anim->nprops == 3, "the tree without the keys");
        rl_doc_free(doc);
    }
    /* A syntax error after taken nodes: no document, the error only. */
    memset(&t, 0, sizeof t);
    doc = rl_doc_read_sink("a {\n key t=0 {}\n key t=1x\n}\n", 28, "c.aeanim", NULL, &diags, "ANM001", take_keys, &t);
    CHECK(doc == NULL && t.keys == 1 && diags.count == 1 && strcmp(diags.items[0].code, "ANM001") == 0
          && diags.items[0].line == 3, "the syntax error after a taken key");
    reel_diagnostics_free(&diags, NULL);
}

/* ---- memory ---- */

static void memory_goes_through_the_allocator_and_comes_back(void) {
    static const char text[] = "anim version=1 length=0.8 loop=loop {\n"
                               "  frames \"\" fps=10 { sprites=[asset(\"a.png#x_000\"), asset(\"a.png#x_001\")] }\n"
                               "  track \"Sword\" prop=\"transform.rotation\" kind=float32 onEnd=restore {\n"
                               "    key t=0 v=0 {}\n    key t=0.3 v=1.2 interp=linear {}\n  }\n"
                               "  event t=0.3 name=\"Hit\" payload=2 {}\n}\n";
    counting c;
    reel_allocator a = counting_allocator(&c);
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc = rl_doc_read(text, sizeof text - 1, "x", &a, &diags);
    long n, failures = 0, successes = 0;
    CHECK(doc != NULL && c.calls > 0, "read through the allocator");
    CHECK(doc == NULL || c.live == rl_doc_bytes(doc), "what stays is the arena: %lu live, arena %lu",
          (unsigned long)c.live, doc ? (unsigned long)rl_doc_bytes(doc) : 0UL);
    rl_doc_free(doc);
    CHECK(c.live == 0, "everything freed: %lu bytes left", (unsigned long)c.live);
    /* Refuse the Nth allocation, for every N: a clean failure (or a success), nothing left behind. */
    for (n = 0; n < 40; n++) {
        size_t live_before;
        counting d;
        reel_allocator b = counting_allocator(&d);
        d.fail_at = n;
        doc = rl_doc_read(text, sizeof text - 1, "x", &b, &diags);
        if (doc) { successes++; rl_doc_free(doc); }
        else failures++;
        live_before = d.live;
        d.fail_at = -1;
        reel_diagnostics_free(&diags, &b);
        CHECK(d.live == 0, "refusing allocation %ld: %lu bytes left (%lu before the diagnostics)", n,
              (unsigned long)d.live, (unsigned long)live_before);
    }
    CHECK(failures > 0 && successes > 0, "both outcomes seen (%ld, %ld)", failures, successes);
    reel_diagnostics_free(&diags, NULL);
}

int main(void) {
    reads_a_node_with_arguments_properties_and_block();
    a_node_without_braces_has_no_block();
    reads_every_kind_of_value();
    arrays_and_calls_may_span_lines();
    semicolons_and_same_line_properties_separate_entries();
    whitespace_and_names();
    unescapes_strings();
    positions();
    empty_files_and_comments();
    numbers();
    errors_doc001_to_doc003();
    errors_doc004_to_doc006();
    errors_doc007_and_doc008();
    clip_errors_are_reported_under_the_clips_code();
    a_key_given_twice();
    fields_take_a_nodes_properties_as_the_java_codecs_do();
    a_sink_takes_nodes_out_of_the_tree();
    memory_goes_through_the_allocator_and_comes_back();
    return testing_result("doc");
}
