/*
 * reelc - the C runtime's command line: `reelc play` and `reelc replay` take the arguments of `reel play --json`
 * and `reel replay --json --values` and print the same JSON lines (docs/runtime.md).
 */
#include "reel.h"

#include <stdio.h>
#include <string.h>

/* BEGIN reelc-play */
/*
 * reelc play CLIP [options]: the arguments of `reel play --json` (docs/cli.md), the same JSON lines on stdout,
 * diagnostics on stderr as FILE:LINE:COL CODE MESSAGE, the same exit codes (0 played, 1 the clip has errors or
 * the player found one, 2 wrong usage). --json may be given; it is the only output.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#define RC_MAX_STEPS 10000000
#define RC_FALLBACK_STEPS 60

/* The built-in clips (src/main/resources/engine/anim/NAME.aeanim), byte for byte: reelc needs no resource
 * folder beside it, and a game has no use for them (so they are not in reel.c). PlayAgreementTest checks that
 * they are still the resources' bytes. */
static const struct rc_builtin { const char *resource; const char *text; } rc_builtins[] = {
    {"engine/anim/bob.aeanim",
     "# A sway of the node's rotation (radians) that moves it for real; Hit fires at the right turn.\n"
     "anim version=1 length=1 loop=loop {\n"
     "  track \"\" prop=\"transform.rotation\" kind=float32 authority=simulation {\n"
     "    key t=0 v=0 {}\n"
     "    key t=0.25 v=0.2 {}\n"
     "    key t=0.5 v=0 {}\n"
     "    key t=0.75 v=-0.2 {}\n"
     "    key t=1 v=0 {}\n"
     "  }\n"
     "  event t=0.25 name=\"Hit\" payload=1 {}\n"
     "}\n"},
    {"engine/anim/hit.aeanim",
     "# One 0.3 s swing of the node's rotation: wind up, strike, settle. The hit lands at the end of the strike.\n"
     "anim version=1 length=0.3 {\n"
     "  frames \"\" fps=10 {\n"
     "    sprites=[asset(\"engine/sprites/runner_0\")]\n"
     "  }\n"
     "  track \"\" prop=\"transform.rotation\" kind=float32 onEnd=restore {\n"
     "    key t=0 v=0 {}\n"
     "    key t=0.08 v=-0.35 tangent=linear {}\n"
     "    key t=0.16 v=0.5 interp=linear {}\n"
     "    key t=0.3 v=0 {}\n"
     "  }\n"
     "  event t=0.16 name=\"Hit\" payload=1 {}\n"
     "}\n"},
    {"engine/anim/idle.aeanim",
     "# The runner standing and breathing: its first frame with a slow squash of its scale.\n"
     "anim version=1 length=1.2 loop=loop {\n"
     "  frames \"\" fps=10 {\n"
     "    sprites=[asset(\"engine/sprites/runner_0\")]\n"
     "  }\n"
     "  track \"\" prop=\"transform.scale\" kind=vec2 {\n"
     "    key t=0 v=[1, 1] {}\n"
     "    key t=0.6 v=[1.02, 0.97] {}\n"
     "    key t=1.2 v=[1, 1] {}\n"
     "  }\n"
     "}\n"},
    {"engine/anim/jump.aeanim",
     "# The runner's stride pose, held: legs apart in the air.\n"
     "anim version=1 length=0.1 {\n"
     "  frames \"\" fps=10 {\n"
     "    sprites=[asset(\"engine/sprites/runner_3\")]\n"
     "  }\n"
     "}\n"},
    {"engine/anim/run.aeanim",
     "# The built-in run cycle: the runner's eight frames at 10 fps, a foot landing on frames 0 and 4.\n"
     "anim version=1 length=0.8 loop=loop {\n"
     "  frames \"\" fps=10 {\n"
     "    sprites=[asset(\"engine/sprites/runner_0\"), asset(\"engine/sprites/runner_1\"), asset(\"engine/sprites/runner_2\"), asset(\"engine/sprites/runner_3\"), asset(\"engine/sprites/runner_4\"), asset(\"engine/sprites/runner_5\"), asset(\"engine/sprites/runner_6\"), asset(\"engine/sprites/runner_7\")]\n"
     "  }\n"
     "  event t=0 name=\"Footstep\" payload=0 mode=presentation {}\n"
     "  event t=0.4 name=\"Footstep\" payload=1 mode=presentation {}\n"
     "}\n"},
};


static int rc_builtin_is_clip(const char *resource, const char **text) {
    size_t i;
    for (i = 0; i < sizeof rc_builtins / sizeof rc_builtins[0]; i++)
        if (strcmp(rc_builtins[i].resource, resource) == 0) { *text = rc_builtins[i].text; return 1; }
    return 0;
}

/* The engine's resources (src/main/resources/engine): clips, the sample controller and the runner's sprites. */
static int rc_engine_resource_exists(const char *resource) {
    static const char *const others[] = {"engine/anim/platformer.aectrl", "engine/sprites/runner_0.png",
        "engine/sprites/runner_1.png", "engine/sprites/runner_2.png", "engine/sprites/runner_3.png",
        "engine/sprites/runner_4.png", "engine/sprites/runner_5.png", "engine/sprites/runner_6.png",
        "engine/sprites/runner_7.png", "engine", "engine/anim", "engine/sprites"};
    const char *text;
    size_t i;
    if (rc_builtin_is_clip(resource, &text)) return 1;
    for (i = 0; i < sizeof others / sizeof others[0]; i++) if (strcmp(others[i], resource) == 0) return 1;
    return 0;
}

static int rc_ends_with(const char *text, const char *tail) {
    size_t a = strlen(text), b = strlen(tail);
    return a >= b && strcmp(text + a - b, tail) == 0;
}

/* -- JSON as the Java runtime's JsonText writes it -- */

/* The shortest decimal digits (at most 17) that read back as |value|, and the decimal exponent of the first. */
static int rc_shortest(double value, char *digits, int *exponent) {
    char buf[40];
    int precision, count = 0, i;
    char *e;
    for (precision = 1; precision <= 17; precision++) {
        snprintf(buf, sizeof buf, "%.*e", precision - 1, fabs(value));
        if (strtod(buf, NULL) == fabs(value)) break;
    }
    e = strchr(buf, 'e');
    *exponent = atoi(e + 1);
    for (i = 0; buf + i < e; i++) if (buf[i] != '.') digits[count++] = buf[i];
    while (count > 1 && digits[count - 1] == '0') count--;
    digits[count] = 0;
    return count;
}

static void rc_number(FILE *out, double value) {
    char digits[40];
    int exponent, count, i;
    if (value != value || value - value != 0) { fputs("null", out); return; }
    if (value == 0) { fputs("0.0", out); return; }
    count = rc_shortest(value, digits, &exponent);
    if (value < 0) fputc('-', out);
    if (exponent >= -7 && exponent < 21) {
        if (exponent >= count - 1) {
            fputs(digits, out);
            for (i = 0; i < exponent - count + 1; i++) fputc('0', out);
            fputs(".0", out);
        } else if (exponent >= 0) {
            fwrite(digits, 1, (size_t)exponent + 1, out);
            fputc('.', out);
            fputs(digits + exponent + 1, out);
        } else {
            fputs("0.", out);
            for (i = 0; i < -exponent - 1; i++) fputc('0', out);
            fputs(digits, out);
        }
    } else {
        fputc(digits[0], out);
        fputc('.', out);
        fputs(count > 1 ? digits + 1 : "0", out);
        fprintf(out, "e%d", exponent);
    }
}

static void rc_string(FILE *out, const char *text) {
    const unsigned char *p = (const unsigned char *)text;
    fputc('"', out);
    for (; *p; p++) {
        switch (*p) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        case '\b': fputs("\\b", out); break;
        case '\f': fputs("\\f", out); break;
        default:
            if (*p < 0x20) fprintf(out, "\\u%04x", *p);
            else fputc(*p, out);
        }
    }
    fputc('"', out);
}

/* Java's (long) of a double. */
static long long rc_java_long(double value) {
    if (value != value) return 0;
    if (value >= 9223372036854775807.0) return 9223372036854775807LL;
    if (value <= -9223372036854775808.0) return -9223372036854775807LL - 1;
    return (long long)value;
}

/* -- diagnostics -- */

/* Prints a diagnostic as reel does, control characters (C0, DEL, C1) escaped for the terminal (TerminalText). */
static void rc_print_diagnostic(const reel_diagnostic *d) {
    char line[4096];
    const unsigned char *p;
    reel_diagnostic_format(d, line, sizeof line);
    for (p = (const unsigned char *)line; *p; p++) {
        if (*p == '\n') fputs("\\n", stderr);
        else if (*p == '\r') fputs("\\r", stderr);
        else if (*p == '\t') fputs("\\t", stderr);
        else if (*p < 0x20 || *p == 0x7f) fprintf(stderr, "\\u%04x", *p);
        else if (*p == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F) { fprintf(stderr, "\\u%04x", p[1]); p++; }   /* C1 */
        else fputc(*p, stderr);
    }
    fputc('\n', stderr);
}

static void rc_print_diagnostics(const reel_diagnostics *list) {
    int i;
    for (i = 0; i < list->count; i++) rc_print_diagnostic(&list->items[i]);
}

static int rc_has_error(const reel_diagnostics *list) {
    int i;
    for (i = 0; i < list->count; i++) if (list->items[i].error) return 1;
    return 0;
}

/* Adds a diagnostic through the runtime's formatter: the list belongs to the runtime's allocator (NULL). */
static void rc_add(reel_diagnostics *list, const char *code, const char *file, int line, int column, const char *message) {
    /* A clip of one event with this message is not needed: the runtime's list is a plain array we may grow. */
    reel_diagnostic *items;
    char *copy;
    size_t flen = strlen(file), mlen = strlen(message);
    if (list->count == list->capacity) {
        int grown = list->capacity ? list->capacity * 2 : 8;
        items = (reel_diagnostic *)realloc(list->items, (size_t)grown * sizeof *items);
        if (!items) return;
        list->items = items;
        list->capacity = grown;
    }
    copy = (char *)malloc(flen + 1 + mlen + 1);
    if (!copy) return;
    memcpy(copy, file, flen + 1);
    memcpy(copy + flen + 1, message, mlen + 1);
    items = &list->items[list->count++];
    memset(items, 0, sizeof *items);
    strncpy(items->code, code, sizeof items->code - 1);
    items->error = strcmp(code, "DOC009") != 0;
    items->file = copy;
    items->line = line;
    items->column = column;
    items->message = copy + flen + 1;
}

/* -- files -- */

static int rc_is_file(const char *path) { struct stat st; return stat(path, &st) == 0 && S_ISREG(st.st_mode); }
static int rc_is_dir(const char *path) { struct stat st; return stat(path, &st) == 0 && S_ISDIR(st.st_mode); }
static int rc_exists(const char *path) { struct stat st; return stat(path, &st) == 0; }

/* Reads a whole file (at most 64 MiB, as ProjectFolder.read); NULL with *problem set otherwise. */
static char *rc_read(const char *path, size_t *len, const char **problem) {
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    size_t cap = 0, n = 0;
    if (!f) { *problem = "cannot read"; return NULL; }
    for (;;) {
        size_t got;
        if (n == cap) {
            char *grown;
            cap = cap ? cap * 2 : 65536;
            if (cap > (size_t)67108864 + 65536) { *problem = "too large"; free(data); fclose(f); return NULL; }
            grown = (char *)realloc(data, cap);
            if (!grown) { free(data); fclose(f); *problem = "cannot read"; return NULL; }
            data = grown;
        }
        got = fread(data + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    fclose(f);
    if (n > 67108864) { *problem = "too large"; free(data); return NULL; }
    *len = n;
    return data;
}

/* The absolute, normalised form of path (no . or .. segments) into out. */
static void rc_absolute(const char *path, char *out, size_t size) {
    char joined[8192], *segments[1024], *token, *save;
    int count = 0, i;
    size_t n = 0;
    if (path[0] == '/') snprintf(joined, sizeof joined, "%s", path);
    else {
        char cwd[4096];
        if (!getcwd(cwd, sizeof cwd)) strcpy(cwd, ".");
        snprintf(joined, sizeof joined, "%s/%s", cwd, path);
    }
    save = joined;
    while ((token = strtok(save, "/")) != NULL) {
        save = NULL;
        if (strcmp(token, ".") == 0 || token[0] == 0) continue;
        if (strcmp(token, "..") == 0) { if (count > 0) count--; continue; }
        if (count < 1024) segments[count++] = token;
    }
    out[0] = 0;
    for (i = 0; i < count && n < size; i++) n += (size_t)snprintf(out + n, size - n, "/%s", segments[i]);
    if (count == 0) snprintf(out, size, "/");
}

/* ProjectFolder.enclosing: the nearest folder at or above path holding project.aego, into root. */
static int rc_enclosing_project(const char *path, char *root, size_t size) {
    char folder[4096], candidate[4200];
    rc_absolute(path, folder, sizeof folder);
    if (!rc_is_dir(folder)) {
        char *slash = strrchr(folder, '/');
        if (!slash) return 0;
        if (slash == folder) folder[1] = 0; else *slash = 0;
    }
    for (;;) {
        char *slash;
        snprintf(candidate, sizeof candidate, "%s/project.aego", strcmp(folder, "/") == 0 ? "" : folder);
        if (rc_is_file(candidate)) { snprintf(root, size, "%s", folder); return 1; }
        if (strcmp(folder, "/") == 0) return 0;
        slash = strrchr(folder, '/');
        if (slash == folder) folder[1] = 0; else *slash = 0;
    }
}

/* Whether the sidecar PNG.meta of a sheet names a cell (its "cells" array holds {"name": CELL, ...}); 0 when
 * the sidecar is missing or unreadable (*sliced then 0). A plain scan, not a full JSON reader. */
static int rc_meta_has_cell(const char *png, const char *cell, int *sliced) {
    char meta[8500], *text, *at, *end;
    size_t len, clen = strlen(cell);
    const char *problem;
    int found = 0;
    *sliced = 0;
    snprintf(meta, sizeof meta, "%s.meta", png);
    if (!rc_is_file(meta)) return 0;
    text = rc_read(meta, &len, &problem);
    if (!text) return 0;
    text = (char *)realloc(text, len + 1);
    if (!text) return 0;
    text[len] = 0;
    at = strstr(text, "\"cells\"");
    if (at) {
        *sliced = 1;
        end = text + len;
        while (!found && (at = strstr(at, "\"name\"")) != NULL && at < end) {
            at += 6;
            while (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r' || *at == ':') at++;
            if (*at == '"' && strncmp(at + 1, cell, clen) == 0 && at[1 + clen] == '"') found = 1;
        }
    }
    free(text);
    return found;
}

/* AssetPaths.resolve and ProjectChecker.reference: reports where an asset path leads nowhere or out. */
static void rc_check_asset(const char *root, const char *written, const char *shown, int line, int column,
                           reel_diagnostics *list) {
    char path[4096], message[4600], normal[4096], file[8400], resource[4200];
    const char *cell = NULL, *hash = strchr(written, '#'), *problem = NULL;
    char *segments[512], *token, *save, copy[4096];
    int count = 0, i;
    size_t n = 0;
    snprintf(path, sizeof path, "%s", written);
    if (hash) {
        path[hash - written] = 0;
        cell = hash + 1;
        if (!*cell) problem = "has an empty cell name after '#'";
    }
    if (!problem) {
        if (!path[0]) problem = "is empty";
        else if (strncmp(path, "\\\\", 2) == 0 || strncmp(path, "//", 2) == 0)
            problem = "is a UNC network path; asset paths are relative to the project";
        else if (path[0] == '/' || path[0] == '\\') problem = "is absolute; asset paths are relative to the project";
        else if (strlen(path) >= 2 && path[1] == ':' && isalpha((unsigned char)path[0]))
            problem = "starts with a drive letter; asset paths are relative to the project";
        else if (strchr(path, '\\')) problem = "uses '\\'; asset paths use '/'";
        else if (strchr(path, ':')) problem = "contains ':', which is not allowed in asset paths";
    }
    if (!problem) {
        snprintf(copy, sizeof copy, "%s", path);
        save = copy;
        while ((token = strtok(save, "/")) != NULL) {
            save = NULL;
            if (strcmp(token, ".") == 0) continue;
            if (strcmp(token, "..") == 0) {
                if (count == 0) { problem = "leaves the project folder"; break; }
                count--;
                continue;
            }
            if (count < 512) segments[count++] = token;
        }
    }
    if (problem) {
        snprintf(message, sizeof message, "asset path \"%s\" %s", written, problem);
        rc_add(list, "AST001", shown, line, column, message);
        return;
    }
    normal[0] = 0;
    for (i = 0; i < count && n < sizeof normal; i++) n += (size_t)snprintf(normal + n, sizeof normal - n, "%s%s", i ? "/" : "", segments[i]);
    if (strncmp(normal, "engine/", 7) == 0 || strcmp(normal, "engine") == 0) {
        static const char *const extensions[] = {".aeanim", ".aectrl", ".png"};
        snprintf(resource, sizeof resource, "%s", normal);
        if (!rc_ends_with(normal, extensions[0]) && !rc_ends_with(normal, extensions[1]) && !rc_ends_with(normal, extensions[2])) {
            for (i = 0; i < 3; i++) {
                char tried[4200];
                snprintf(tried, sizeof tried, "%s%s", normal, extensions[i]);
                if (rc_engine_resource_exists(tried)) { snprintf(resource, sizeof resource, "%s", tried); break; }
            }
        }
        if (!rc_engine_resource_exists(resource)) {
            snprintf(message, sizeof message, "no built-in \"%s\"", written);
            rc_add(list, "AST002", shown, line, column, message);
        } else if (cell) {
            snprintf(message, sizeof message, "built-in \"%s\" has no cells", written);
            rc_add(list, "AST002", shown, line, column, message);
        }
        return;
    }
    snprintf(file, sizeof file, "%s/%s", strcmp(root, "/") == 0 ? "" : root, normal);
    if (!rc_is_file(file)) {
        snprintf(message, sizeof message, "asset \"%s\" does not exist", written);
        rc_add(list, "AST002", shown, line, column, message);
    } else if (cell) {
        int sliced;
        if (!rc_meta_has_cell(file, cell, &sliced)) {
            snprintf(message, sizeof message, "sheet %s has no cell \"%s\"%s", normal, cell,
                     sliced ? "" : " (it is not sliced)");
            rc_add(list, "AST002", shown, line, column, message);
        }
    }
}

/* -- arguments -- */

enum { RC_PLAY, RC_STOP, RC_PAUSE, RC_RESUME, RC_SEEK, RC_SET_SPEED };

typedef struct rc_command { int step, action; double number; } rc_command;

/* Double.parseDouble: surrounding blanks, an optional d/f suffix, Infinity and NaN spelled as Java does. */
static int rc_parse_double(const char *text, double *out) {
    char buf[512], *end;
    size_t len;
    while (*text && (unsigned char)*text <= ' ') text++;
    snprintf(buf, sizeof buf, "%s", text);
    len = strlen(buf);
    while (len > 0 && (unsigned char)buf[len - 1] <= ' ') buf[--len] = 0;
    if (len > 0 && strchr("dDfF", buf[len - 1]) && !(len >= 2 && (buf[1] == 'x' || buf[1] == 'X' || buf[2] == 'x')))
        buf[--len] = 0;
    if (len == 0) return 0;
    {
        const char *s = buf + (buf[0] == '+' || buf[0] == '-');
        if (strcmp(s, "Infinity") == 0) { *out = buf[0] == '-' ? -HUGE_VAL : HUGE_VAL; return 1; }
        if (strcmp(s, "NaN") == 0) { *out = NAN; return 1; }
        if (!isdigit((unsigned char)s[0]) && s[0] != '.') return 0;
    }
    errno = 0;
    *out = strtod(buf, &end);
    return *end == 0;
}

/* Integer.parseInt. */
static int rc_parse_int(const char *text, int *out) {
    char *end;
    long value;
    if (!*text || isspace((unsigned char)text[0])) return 0;
    errno = 0;
    value = strtol(text, &end, 10);
    if (*end || errno || value < -2147483647L - 1 || value > 2147483647L) return 0;
    *out = (int)value;
    return 1;
}

static int rc_usage(const char *message) {
    fprintf(stderr, "reel play: %s\n", message);
    fprintf(stderr, "Usage: reelc play [--json] [--dt=S] [--loop=MODE] [--speed=S] [--steps=N] [--pause=STEP]... "
                    "[--play=STEP]... [--resume=STEP]... [--seek=T@STEP]... [--set-speed=S@STEP]... [--stop=STEP]... CLIP\n");
    return 2;
}

/* PlayScript.parse: a command option's argument; NULL, or the reason it is wrong (in message). */
static int rc_parse_command(const char *option, const char *argument, rc_command *command, char *message, size_t size) {
    static const char *const names[] = {"--play", "--stop", "--pause", "--resume", "--seek", "--set-speed"};
    char text[400], *at;
    const char *step_text;
    int action = -1, i, with_number;
    size_t len;
    for (i = 0; i < 6; i++) if (strcmp(option, names[i]) == 0) action = i;
    while (*argument && (unsigned char)*argument <= ' ') argument++;
    snprintf(text, sizeof text, "%s", argument);
    len = strlen(text);
    while (len > 0 && (unsigned char)text[len - 1] <= ' ') text[--len] = 0;
    with_number = action == RC_SEEK || action == RC_SET_SPEED;
    command->action = action;
    command->number = 0;
    step_text = text;
    if (with_number) {
        at = strchr(text, '@');
        if (!at) {
            snprintf(message, size, "%s expects %s@STEP, got \"%s\"", option, action == RC_SEEK ? "TIME" : "SPEED", text);
            return 0;
        }
        *at = 0;
        if (!rc_parse_double(text, &command->number) || command->number != command->number
            || command->number - command->number != 0) {
            snprintf(message, size, "%s has a bad number \"%s\"", option, text);
            return 0;
        }
        step_text = at + 1;
    }
    if (!rc_parse_int(step_text, &command->step)) {
        snprintf(message, size, "%s has a bad step \"%s\"", option, step_text);
        return 0;
    }
    if (command->step < 1) {
        snprintf(message, size, "%s needs a step of 1 or more, got %d", option, command->step);
        return 0;
    }
    return 1;
}

/* -- the run -- */

typedef struct rc_events { reel_fired_event *items; int count, capacity; } rc_events;

static void rc_collect(void *user, const reel_fired_event *event) {
    rc_events *events = (rc_events *)user;
    if (events->count == events->capacity) {
        int grown = events->capacity ? events->capacity * 2 : 64;
        reel_fired_event *items = (reel_fired_event *)realloc(events->items, (size_t)grown * sizeof *items);
        if (!items) return;
        events->items = items;
        events->capacity = grown;
    }
    events->items[events->count++] = *event;
}

/* PlayRunner's firing order: position (Double.compare), then cycle, then the event's index. */
static int rc_fired_order(const void *a, const void *b) {
    const reel_fired_event *x = (const reel_fired_event *)a, *y = (const reel_fired_event *)b;
    if (x->position < y->position) return -1;
    if (x->position > y->position) return 1;
    if (x->position == 0 && y->position == 0 && signbit(x->position) != signbit(y->position))
        return signbit(x->position) ? -1 : 1;
    if (x->cycle != y->cycle) return x->cycle < y->cycle ? -1 : 1;
    return x->event < y->event ? -1 : x->event > y->event;
}

static int rc_command_order(const void *a, const void *b) {
    const rc_command *x = (const rc_command *)a, *y = (const rc_command *)b;
    return x->step != y->step ? (x->step < y->step ? -1 : 1) : 0;
}

static void rc_print_step(FILE *out, const reel_clip *clip, const reel_player *player, int step, const rc_events *events) {
    int channels = reel_clip_channel_count(clip), c, lane, i, finished;
    fprintf(out, "{\"step\":%d,\"time\":", step);
    rc_number(out, reel_player_time(player));
    fprintf(out, ",\"cycle\":%d,\"playing\":%s,\"values\":{", reel_player_cycle(player),
            reel_player_playing(player) ? "true" : "false");
    for (c = 0; c < channels; c++) {
        reel_kind kind = reel_clip_channel_kind(clip, c);
        if (c > 0) fputc(',', out);
        rc_string(out, reel_clip_channel_name(clip, c));
        fputc(':', out);
        if (!reel_player_has_value(player, c)) { fputs("null", out); continue; }
        switch (kind) {
        case REEL_INT32: fprintf(out, "%lld", rc_java_long(reel_player_value(player, c, 0))); break;
        case REEL_FLOAT32: rc_number(out, reel_player_value(player, c, 0)); break;
        case REEL_BOOL: fputs(reel_player_value(player, c, 0) != 0 ? "true" : "false", out); break;
        case REEL_ENUM: case REEL_ASSET_REF: rc_string(out, reel_player_text(player, c)); break;
        default:
            fputc('[', out);
            for (lane = 0; lane < reel_clip_channel_lanes(clip, c); lane++) {
                if (lane > 0) fputc(',', out);
                rc_number(out, reel_player_value(player, c, lane));
            }
            fputc(']', out);
        }
    }
    fputs("},\"events\":[", out);
    for (i = 0; i < events->count; i++) {
        const reel_fired_event *e = &events->items[i];
        static const char *const modes[] = {"gameplay", "presentation", "preview"};
        if (i > 0) fputc(',', out);
        fputs("{\"name\":", out);
        rc_string(out, e->name);
        fputs(",\"payload\":", out);
        if (e->has_payload) rc_number(out, e->payload); else fputs("null", out);
        fputs(",\"mode\":", out);
        rc_string(out, modes[e->mode]);
        fputc('}', out);
    }
    finished = reel_player_finished(player);
    if (finished == REEL_NOT_FINISHED) fputs("],\"finished\":null}\n", out);
    else fprintf(out, "],\"finished\":%d}\n", finished);
}

/* PlayCommand.defaultSteps. */
static int rc_default_steps(double length, double fixed_step, double speed) {
    double advance = fabs(fixed_step * speed), pass;
    if (!(length > 0)) return 1;
    if (!(advance > 0)) return RC_FALLBACK_STEPS;
    pass = ceil(length / advance - 1e-9 / advance);
    pass = (pass >= 1 ? pass : 1) + 1;
    return pass < RC_MAX_STEPS ? (int)pass : RC_MAX_STEPS;
}

/* PlayableClip.read: the clip and what reel check says about it; NULL when it cannot be played. */
static reel_clip *rc_playable(const char *argument, char *shown, size_t shown_size, reel_diagnostics *list) {
    reel_clip *clip = NULL;
    char message[4600];
    size_t i;
    snprintf(shown, shown_size, "%s", argument);
    for (i = 0; shown[i]; i++) if (shown[i] == '\\') shown[i] = '/';
    if (strncmp(argument, "engine/", 7) == 0) {
        /* A built-in: engine events only, no asset checks. */
        char path[4096], normal[4096], *segments[512], *token, *save, resource[4200];
        const char *text, *problem = NULL, *hash = strchr(argument, '#');
        int count = 0, k;
        size_t n = 0;
        snprintf(shown, shown_size, "%s", argument);
        snprintf(path, sizeof path, "%s", argument);
        if (hash) { path[hash - argument] = 0; if (!hash[1]) problem = "has an empty cell name after '#'"; }
        if (!problem && (strchr(path, '\\') != NULL)) problem = "uses '\\'; asset paths use '/'";
        if (!problem && strchr(path, ':')) problem = "contains ':', which is not allowed in asset paths";
        if (!problem) {
            save = path;
            while ((token = strtok(save, "/")) != NULL) {
                save = NULL;
                if (strcmp(token, ".") == 0) continue;
                if (strcmp(token, "..") == 0) { if (count == 0) { problem = "leaves the project folder"; break; } count--; continue; }
                if (count < 512) segments[count++] = token;
            }
        }
        normal[0] = 0;
        for (k = 0; !problem && k < count && n < sizeof normal; k++)
            n += (size_t)snprintf(normal + n, sizeof normal - n, "%s%s", k ? "/" : "", segments[k]);
        if (!problem && !(strncmp(normal, "engine/", 7) == 0 || strcmp(normal, "engine") == 0)) problem = "is not a built-in";
        if (problem) {
            snprintf(message, sizeof message, "the built-in name \"%s\" %s", argument, problem);
            rc_add(list, "AST001", shown, 0, 0, message);
            return NULL;
        }
        snprintf(resource, sizeof resource, "%s", normal);
        if (!rc_ends_with(normal, ".aeanim") && !rc_ends_with(normal, ".aectrl") && !rc_ends_with(normal, ".png")) {
            static const char *const extensions[] = {".aeanim", ".aectrl", ".png"};
            for (k = 0; k < 3; k++) {
                char tried[4200];
                snprintf(tried, sizeof tried, "%s%s", normal, extensions[k]);
                if (rc_engine_resource_exists(tried)) { snprintf(resource, sizeof resource, "%s", tried); break; }
            }
        }
        if (!rc_engine_resource_exists(resource)) {
            snprintf(message, sizeof message, "no built-in clip \"%s\" (the built-in clips are engine/anim/run, bob, "
                     "jump, hit and idle)", argument);
            rc_add(list, "AST002", shown, 0, 0, message);
            return NULL;
        }
        if (!rc_ends_with(resource, ".aeanim") || !rc_builtin_is_clip(resource, &text)) {
            snprintf(message, sizeof message, "the built-in \"%s\" is not a clip", argument);
            rc_add(list, "ANM001", shown, 0, 0, message);
            return NULL;
        }
        clip = reel_clip_load_for_check(text, strlen(text), shown, NULL, list);
        if (clip) reel_clip_check_events(clip, NULL, NULL, list);
        return clip;
    }
    {
        char root[4096];
        const char *problem = NULL, *base;
        char *bytes;
        size_t len;
        int in_project;
        if (rc_is_dir(argument)) {
            rc_add(list, "IO001", shown, 0, 0,
                   "is a folder; reel play takes a clip file (.aeanim) or a built-in such as engine/anim/run");
            return NULL;
        }
        if (rc_exists(argument) && !rc_is_file(argument)) {
            rc_add(list, "IO001", shown, 0, 0,
                   "not a regular file (it is a named pipe, socket or device), so Reel does not open it");
            return NULL;
        }
        if (!rc_is_file(argument)) { rc_add(list, "IO001", shown, 0, 0, "no such file"); return NULL; }
        base = strrchr(shown, '/');
        base = base ? base + 1 : shown;
        {
            char lower[4096];
            for (i = 0; base[i] && i + 1 < sizeof lower; i++) lower[i] = (char)tolower((unsigned char)base[i]);
            lower[i] = 0;
            if (base[0] == '.' || strcmp(base, "project.aego") == 0 || !rc_ends_with(lower, ".aeanim")) {
                rc_add(list, "ANM001", shown, 0, 0, "not a clip file: reel play takes an .aeanim file");
                return NULL;
            }
        }
        bytes = rc_read(argument, &len, &problem);
        if (!bytes) {
            if (strcmp(problem, "too large") == 0) rc_add(list, "DOC006", shown, 0, 0, "the file is too large; Reel reads files of at most 64 MiB");
            else rc_add(list, "IO001", shown, 0, 0, "cannot read");
            return NULL;
        }
        in_project = rc_enclosing_project(argument, root, sizeof root);
        clip = reel_clip_load_for_check(bytes, len, shown, NULL, list);
        free(bytes);
        if (clip && in_project) {
            /* ProjectChecker.checkClip: the project's events (the engine's when project.aego cannot be read),
             * then the asset paths. */
            char file[4200];
            reel_project *project = NULL;
            reel_diagnostics ignored;
            char *project_bytes;
            size_t project_len;
            const char *project_problem;
            int a;
            memset(&ignored, 0, sizeof ignored);
            snprintf(file, sizeof file, "%s/project.aego", strcmp(root, "/") == 0 ? "" : root);
            project_bytes = rc_read(file, &project_len, &project_problem);
            if (project_bytes) {
                project = reel_project_load(project_bytes, project_len, "project.aego", NULL, &ignored);
                free(project_bytes);
            }
            reel_diagnostics_free(&ignored, NULL);
            if (project) {
                reel_clip_check_events(clip, project, NULL, list);
            } else {
                /* ProjectChecker with no project: the engine's events, in the project's words. */
                reel_diagnostics own;
                memset(&own, 0, sizeof own);
                reel_clip_check_events(clip, NULL, NULL, &own);
                for (a = 0; a < own.count; a++) {
                    const reel_diagnostic *d = &own.items[a];
                    const char *name = strchr(d->message, '"');
                    const char *end = name ? strchr(name + 1, '"') : NULL;
                    if (name && end) {
                        snprintf(message, sizeof message,
                                 "event \"%.*s\" is not declared in project.aego (animation { event \"%.*s\" {} })",
                                 (int)(end - name - 1), name + 1, (int)(end - name - 1), name + 1);
                        rc_add(list, d->code, d->file, d->line, d->column, message);
                    }
                }
                reel_diagnostics_free(&own, NULL);
            }
            for (a = 0; a < reel_clip_asset_count(clip); a++) {
                int line, column;
                const char *written = reel_clip_asset(clip, a, &line, &column);
                rc_check_asset(root, written, shown, line, column, list);
            }
            reel_project_free(project);
        }
        return clip;
    }
}

static int rc_play(int argc, char **argv) {
    const char *clip_argument = NULL;
    char shown[4096], message[4700];
    int steps = -1, json = 0, i, count, ncommands = 0, next, step, has_loop = 0, code = 0;
    double dt = 1.0 / 60, speed = 1;
    int has_dt = 0;
    reel_loop loop = REEL_ONCE;
    rc_command *commands = (rc_command *)calloc((size_t)argc + 1, sizeof(rc_command));
    reel_diagnostics list;
    reel_clip *clip;
    reel_player *player;
    rc_events events;
    int options_done = 0;
    memset(&list, 0, sizeof list);
    memset(&events, 0, sizeof events);
    if (!commands) return 3;
    for (i = 2; i < argc; i++) {
        const char *arg = argv[i], *value = NULL, *eq;
        char name[64];
        if (options_done || arg[0] != '-' || strcmp(arg, "-") == 0) {
            if (clip_argument) { free(commands); return rc_usage("more than one CLIP given"); }
            clip_argument = arg;
            continue;
        }
        if (strcmp(arg, "--") == 0) { options_done = 1; continue; }
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            printf("Usage: reelc play [--json] [--dt=S] [--loop=MODE] [--speed=S] [--steps=N] [--pause=STEP]... "
                   "[--play=STEP]... [--resume=STEP]... [--seek=T@STEP]... [--set-speed=S@STEP]... [--stop=STEP]... CLIP\n");
            free(commands);
            return 0;
        }
        eq = strchr(arg, '=');
        snprintf(name, sizeof name, "%.*s", (int)(eq ? (size_t)(eq - arg) : strlen(arg)), arg);
        if (strcmp(name, "--json") == 0 && !eq) { json = 1; continue; }
        if (strcmp(name, "--steps") != 0 && strcmp(name, "--dt") != 0 && strcmp(name, "--speed") != 0
            && strcmp(name, "--loop") != 0 && strcmp(name, "--seek") != 0 && strcmp(name, "--pause") != 0
            && strcmp(name, "--resume") != 0 && strcmp(name, "--stop") != 0 && strcmp(name, "--set-speed") != 0
            && strcmp(name, "--play") != 0) {
            snprintf(message, sizeof message, "Unknown option: '%s'", arg);
            free(commands);
            return rc_usage(message);
        }
        if (eq) value = eq + 1;
        else if (i + 1 < argc) value = argv[++i];
        else {
            snprintf(message, sizeof message, "Missing required parameter for option '%s'", name);
            free(commands);
            return rc_usage(message);
        }
        if (strcmp(name, "--steps") == 0) {
            if (!rc_parse_int(value, &steps)) {
                snprintf(message, sizeof message, "Invalid value for option '--steps': '%s' is not an int", value);
                free(commands);
                return rc_usage(message);
            }
        } else if (strcmp(name, "--dt") == 0 || strcmp(name, "--speed") == 0) {
            double number;
            if (!rc_parse_double(value, &number)) {
                snprintf(message, sizeof message, "Invalid value for option '%s': '%s' is not a double", name, value);
                free(commands);
                return rc_usage(message);
            }
            if (name[2] == 'd') { dt = number; has_dt = 1; } else speed = number;
        } else if (strcmp(name, "--loop") == 0) {
            static const char *const words[] = {"once", "loop", "pingpong"};
            char lower[64];
            int k, found = -1;
            for (k = 0; value[k] && k < 63; k++) lower[k] = (char)tolower((unsigned char)value[k]);
            lower[k] = 0;
            for (k = 0; k < 3; k++) if (strcmp(lower, words[k]) == 0 && strlen(value) < 63) found = k;
            if (found < 0) {
                snprintf(message, sizeof message, "Invalid value for option '--loop': expected once, loop or pingPong, got \"%s\"", value);
                free(commands);
                return rc_usage(message);
            }
            loop = (reel_loop)found;
            has_loop = 1;
        } else {
            char reason[2048];
            if (!rc_parse_command(name, value, &commands[ncommands], reason, sizeof reason)) {
                free(commands);
                return rc_usage(reason);
            }
            ncommands++;
        }
    }
    if (!clip_argument) { free(commands); return rc_usage("Missing required parameter: 'CLIP'"); }
    (void)json;
    if (!(dt > 0) || dt - dt != 0) {
        snprintf(message, sizeof message, "--dt must be a positive, finite number of seconds, got %.17g", dt);
        (void)has_dt;
        free(commands);
        return rc_usage(message);
    }
    if (speed - speed != 0) {
        snprintf(message, sizeof message, "--speed must be a finite number, got %.17g", speed);
        free(commands);
        return rc_usage(message);
    }
    if (steps != -1 && steps < 1) {
        snprintf(message, sizeof message, "--steps must be 1 or more, got %d", steps);
        free(commands);
        return rc_usage(message);
    }
    if (steps > RC_MAX_STEPS) {
        snprintf(message, sizeof message, "--steps %d is over the limit of 10,000,000 steps", steps);
        free(commands);
        return rc_usage(message);
    }
    clip = rc_playable(clip_argument, shown, sizeof shown, &list);
    rc_print_diagnostics(&list);
    if (!clip || rc_has_error(&list)) {
        fprintf(stderr, "reel play: %s has errors; nothing was played\n", shown);
        reel_clip_free(clip);
        reel_diagnostics_free(&list, NULL);
        free(commands);
        return 1;
    }
    count = steps != -1 ? steps : rc_default_steps(reel_clip_length(clip), dt, speed);
    if (steps == -1 && count == RC_MAX_STEPS)
        fprintf(stderr, "reel play: one pass of the clip is more than %d steps; printing the first %d\n", RC_MAX_STEPS,
                RC_MAX_STEPS);
    for (i = 0; i < ncommands; i++)
        if (commands[i].step > count)
            fprintf(stderr, "reel play: a command at step %d comes after the last step (%d) and never acts\n",
                    commands[i].step, count);
    player = reel_player_new(clip, dt, 1, NULL);
    if (!player) { fprintf(stderr, "reel play: out of memory\n"); reel_clip_free(clip); free(commands); return 3; }
    reel_player_set_listener(player, rc_collect, &events);
    reel_player_set_speed(player, speed);
    if (has_loop) reel_player_set_loop(player, loop);
    reel_player_play(player);
    /* By step, ties in the order written (a stable sort: insertion, the lists are short). */
    for (i = 1; i < ncommands; i++) {
        rc_command c = commands[i];
        int k = i - 1;
        while (k >= 0 && rc_command_order(&commands[k], &c) > 0) { commands[k + 1] = commands[k]; k--; }
        commands[k + 1] = c;
    }
    next = 0;
    for (step = 1; step <= count; step++) {
        while (next < ncommands && commands[next].step <= step) {
            if (commands[next].step == step) {
                switch (commands[next].action) {
                case RC_PLAY: reel_player_play(player); break;
                case RC_STOP: reel_player_stop(player); break;
                case RC_PAUSE: reel_player_pause(player); break;
                case RC_RESUME: reel_player_resume(player); break;
                case RC_SEEK: reel_player_seek(player, commands[next].number); break;
                default: reel_player_set_speed(player, commands[next].number); break;
                }
            }
            next++;
        }
        reel_player_step(player);
        reel_player_draw(player, 1);
        if (events.count > 1) qsort(events.items, (size_t)events.count, sizeof *events.items, rc_fired_order);
        rc_print_step(stdout, clip, player, step, &events);
        events.count = 0;
    }
    fflush(stdout);
    rc_print_diagnostics(reel_player_diagnostics(player));
    if (rc_has_error(reel_player_diagnostics(player))) code = 1;
    reel_player_free(player);
    reel_clip_free(clip);
    reel_diagnostics_free(&list, NULL);
    free(events.items);
    free(commands);
    return code;
}
/* END reelc-play */

/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */

/* BEGIN reelc-replay */
/* END reelc-replay */

/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: reelc play CLIP [options] | reelc replay CONTROLLER SCRIPT [options]\n");
        return 2;
    }
    /* BEGIN reelc-dispatch */
    if (strcmp(argv[1], "play") == 0) return rc_play(argc, argv);
    /* END reelc-dispatch */
    fprintf(stderr, "reelc: unknown command \"%s\" (play, replay)\n", argv[1]);
    return 2;
}
