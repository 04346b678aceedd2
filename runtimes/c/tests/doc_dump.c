/*
 * doc_dump - prints the tree the C reader makes of each file named on the command line (an argument @LIST names
 * a file holding one file name a line; "-" reads the names from standard input), in the canonical form DocAgreementTest prints from the Java reader:
 *
 *   == PATH
 *   file                                     the top level, then two more spaces per level
 *     prop KEY@L:C = VALUE                   a node's properties: its header's, then its block's lines
 *     node NAME@L:C block                    "block" when it has braces
 *       arg VALUE
 *
 * A VALUE is TEXT@L:C#BITS (a number, with its double's bits in hex), "STRING"@L:C (\\, \" and \u{X} for
 * every code point below 0x20 or from 0x7F), true@L:C, w:WORD@L:C, [V, V]@L:C, or NAME(V, V)@L:C. A file with
 * a syntax error prints "CODE L:C MESSAGE" instead of the tree. With --sink, what a sink is offered is printed
 * first (see offer below); with --fields, what rl_fields reports instead of the tree (see fields_node below).
 */
#include "../reel.c"

static void dump_value(const rl_value *v) {
    int i;
    switch (v->kind) {
    case RL_NUM: {
        uint64_t bits = rl_double_bits(v->num);
        printf("%s@%d:%d#%016llx", v->text, v->pos.line, v->pos.column, (unsigned long long)bits);
        return;
    }
    case RL_STR: {
        size_t at = 0;
        putchar('"');
        while (at < v->len) {
            size_t k;
            unsigned long cp = rl_utf8_decode((const unsigned char *)v->text + at, &k);
            if (cp == '\\' || cp == '"') printf("\\%c", (int)cp);
            else if (cp < 0x20 || cp >= 0x7F) printf("\\u{%lx}", cp);
            else putchar((int)cp);
            at += k;
        }
        printf("\"@%d:%d", v->pos.line, v->pos.column);
        return;
    }
    case RL_BOOL: printf("%s@%d:%d", v->boolean ? "true" : "false", v->pos.line, v->pos.column); return;
    case RL_WORD: printf("w:%s@%d:%d", v->text, v->pos.line, v->pos.column); return;
    case RL_ARR: case RL_CALL:
        if (v->kind == RL_CALL) printf("%s(", v->text); else putchar('[');
        for (i = 0; i < v->count; i++) {
            if (i) printf(", ");
            dump_value(&v->items[i]);
        }
        printf("%c@%d:%d", v->kind == RL_CALL ? ')' : ']', v->pos.line, v->pos.column);
        return;
    }
}

static void dump_node(const rl_node *node, int depth, int root) {
    int i;
    if (root) printf("file\n");
    else printf("%*snode %s@%d:%d%s\n", depth * 2, "", node->name, node->pos.line, node->pos.column,
                node->has_block ? " block" : "");
    for (i = 0; i < node->nargs; i++) {
        printf("%*sarg ", depth * 2 + 2, "");
        dump_value(&node->args[i]);
        putchar('\n');
    }
    for (i = 0; i < node->nprops; i++) {
        printf("%*sprop %s@%d:%d = ", depth * 2 + 2, "", node->props[i].key, node->props[i].pos.line,
               node->props[i].pos.column);
        dump_value(&node->props[i].value);
        putchar('\n');
    }
    for (i = 0; i < node->nchildren; i++) dump_node(&node->children[i], depth + 1, 0);
}

/* With --sink: every node is offered to a sink as it is read, printed with the headers of the blocks holding it
 * ("offer NAME@L:C in HEADER > HEADER", a header being NAME@L:C(ARG, ...){KEY=VALUE, ...}); those whose name
 * starts with k or t are taken (printed after "take", and left out of the tree printed at the end). */
static int sink_mode;

static int offer(void *user, const rl_node *node, const rl_node *open, int nopen) {
    int i, j;
    (void)user;
    printf("offer %s@%d:%d in", node->name, node->pos.line, node->pos.column);
    for (i = 0; i < nopen; i++) {
        printf("%s%s@%d:%d(", i ? " > " : " ", open[i].name, open[i].pos.line, open[i].pos.column);
        for (j = 0; j < open[i].nargs; j++) {
            if (j) printf(", ");
            dump_value(&open[i].args[j]);
        }
        printf("){");
        for (j = 0; j < open[i].nprops; j++) {
            printf("%s%s=", j ? ", " : "", open[i].props[j].key);
            dump_value(&open[i].props[j].value);
        }
        printf("}");
    }
    putchar('\n');
    if (node->name[0] != 'k' && node->name[0] != 't') return 0;
    printf("take\n");
    dump_node(node, 1, 0);
    return 1;
}

/* With --fields: the sequence of rl_fields calls FieldsScript (the Java test side) makes with io.Fields, on every
 * node, and the diagnostics they report ("fields", then "CODE L:C error|warning MESSAGE" each). */
static int fields_mode;

static void fields_node(const rl_node *node, reel_diagnostics *diags) {
    static const char *const loops[] = { "once", "loop", "pingPong" };
    rl_fields f;
    double number;
    int flag, word, i;
    if (!rl_fields_begin(&f, node, "f", NULL, diags)) { printf("out of memory\n"); return; }
    rl_fields_label(&f, 0, "the label", "ANM001");
    rl_fields_extra_arguments(&f, 1, "ANM001");
    rl_fields_number(&f, "t", "ANM001", &number);
    rl_fields_bool(&f, "root", "ANM001", &flag);
    rl_fields_string(&f, "name", "ANM001");
    rl_fields_word(&f, "loop", "ANM001", loops, 3, &word);
    rl_fields_require(&f, "v", "ANM001");
    rl_fields_take(&f, "kind");
    for (i = 0; i < node->nchildren; i++) {
        if (node->children[i].name[0] == 'x') rl_fields_unknown_child(&f, &node->children[i]);
    }
    rl_fields_end(&f);
    for (i = 0; i < node->nchildren; i++) fields_node(&node->children[i], diags);
}

static void dump_fields(const rl_doc *doc) {
    reel_diagnostics diags = { NULL, 0, 0 };
    const rl_node *root = rl_doc_root(doc);
    int i;
    for (i = 0; i < root->nchildren; i++) fields_node(&root->children[i], &diags);
    printf("fields\n");
    for (i = 0; i < diags.count; i++) {
        const reel_diagnostic *d = &diags.items[i];
        printf("%s %d:%d %s %s\n", d->code, d->line, d->column, d->error ? "error" : "warning", d->message);
    }
    reel_diagnostics_free(&diags, NULL);
}

static int dump_file(const char *path) {
    FILE *in = fopen(path, "rb");
    char *bytes = NULL;
    size_t len = 0, cap = 0, got;
    reel_diagnostics diags = { NULL, 0, 0 };
    rl_doc *doc;
    printf("== %s\n", path);
    if (!in) { printf("cannot open\n"); return 1; }
    do {
        if (len == cap) {
            char *grown;
            cap = cap ? cap * 2 : 65536;
            grown = (char *)realloc(bytes, cap);
            if (!grown) { free(bytes); fclose(in); printf("out of memory\n"); return 1; }
            bytes = grown;
        }
        got = fread(bytes + len, 1, cap - len, in);
        len += got;
    } while (got > 0);
    fclose(in);
    doc = sink_mode ? rl_doc_read_sink(bytes, len, path, NULL, &diags, NULL, offer, NULL)
                    : rl_doc_read(bytes, len, path, NULL, &diags);
    if (doc && fields_mode) {
        dump_fields(doc);
        rl_doc_free(doc);
    } else if (doc) {
        dump_node(rl_doc_root(doc), 0, 1);
        rl_doc_free(doc);
    } else if (diags.count > 0) {
        const reel_diagnostic *d = &diags.items[0];
        printf("%s %d:%d %s\n", d->code, d->line, d->column, d->message);
    } else {
        printf("no tree and no error\n");
    }
    reel_diagnostics_free(&diags, NULL);
    free(bytes);
    return 0;
}

int main(int argc, char **argv) {
    int i, failed = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: doc_dump [--sink | --fields] FILE... | @LIST | - (names on standard input)\n");
        return 2;
    }
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--sink") == 0) {
            sink_mode = 1;
        } else if (strcmp(argv[i], "--fields") == 0) {
            fields_mode = 1;
        } else if (strcmp(argv[i], "-") == 0 || argv[i][0] == '@') {
            char line[4096];
            FILE *names = argv[i][0] == '@' ? fopen(argv[i] + 1, "r") : stdin;
            if (!names) { fprintf(stderr, "doc_dump: cannot open %s\n", argv[i] + 1); return 2; }
            while (fgets(line, sizeof line, names)) {
                size_t n = strlen(line);
                while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
                if (n) failed |= dump_file(line);
            }
            if (names != stdin) fclose(names);
        } else {
            failed |= dump_file(argv[i]);
        }
    }
    fflush(stdout);
    return failed;
}
