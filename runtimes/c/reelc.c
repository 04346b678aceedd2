/* POSIX's lstat and realpath, for refusing asset paths that leave the project through a symbolic link (the
 * strict build is -std=c99, which declares neither; glibc declares realpath only with X/Open 7, which is POSIX
 * 2008 with its XSI part). Not on Windows (MSVC, MinGW), where the check is left out (see rc_link_escape). */
#if !defined(_WIN32)
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#endif
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
#include <limits.h>
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

/* AssetPaths.symlinkEscape: follows the links on the way from root to file (root/normal): the deepest part that
 * exists (a link counts, followed or not) must be no broken link and must resolve inside root's real folder.
 * NULL when it does, or when a real path cannot be had (Java's IOException, which lets the path through). */
static const char *rc_link_escape(const char *root, const char *normal) {
#if defined(_WIN32)
    (void)root;
    (void)normal;
    return NULL;
#else
    char file[8400], real_root[PATH_MAX], real[PATH_MAX];
    struct stat st;
    size_t rlen;
    if (!realpath(root, real_root)) return NULL;
    snprintf(file, sizeof file, "%s/%s", strcmp(root, "/") == 0 ? "" : root, normal);
    while (lstat(file[0] ? file : "/", &st) != 0) {
        char *slash = strrchr(file, '/');
        if (!slash) return NULL;                 /* nothing of it exists (Java: no ancestor, no problem) */
        *slash = 0;
    }
    if (!file[0]) snprintf(file, sizeof file, "/");
    if (S_ISLNK(st.st_mode) && stat(file, &st) != 0) return "is a broken symbolic link";
    if (!realpath(file, real)) return NULL;
    rlen = strlen(real_root);
    /* Path.startsWith: the root itself, or below it (every path is below "/"). */
    if (strcmp(real_root, "/") == 0 || (strncmp(real, real_root, rlen) == 0 && (real[rlen] == 0 || real[rlen] == '/')))
        return NULL;
    return "leads outside the project folder through a symbolic link";
#endif
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
    problem = rc_link_escape(root, normal);
    if (problem) {
        snprintf(message, sizeof message, "asset path \"%s\" %s", written, problem);
        rc_add(list, "AST001", shown, line, column, message);
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
/*
 * reelc replay CONTROLLER --script FILE [--steps N] [--dt S] --json [--values]: the C runtime's `reel replay
 * --json` (docs/cli.md): the same JSON lines on stdout, diagnostics on stderr as FILE:LINE:COL CODE MESSAGE
 * (SCR001 for a bad script line), the same exit codes (0 replayed, 1 errors in the controller or the script,
 * 2 wrong usage). The controller is a file in its project (the nearest folder above it holding project.aego,
 * else its own folder) or the built-in engine/anim/platformer, embedded below with the play section's built-in
 * clips, so reelc needs no resource folder. Only the JSON form is printed (the aligned table is reel's).
 */
#include <errno.h>
#include <math.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#define RP_MAX_STEPS 10000000

/* -- files -- */

static char *rp_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    size_t cap = 0, n = 0;
    if (!f) return NULL;
    for (;;) {
        size_t got;
        if (n == cap) {
            char *grown;
            cap = cap ? cap * 2 : 65536;
            grown = (char *)realloc(data, cap + 1);
            if (!grown) { free(data); fclose(f); return NULL; }
            data = grown;
        }
        got = fread(data + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    fclose(f);
    data[n] = 0;
    *len = n;
    return data;
}

static int rp_is_file(const char *path) {
    FILE *f = fopen(path, "rb");
    int c;
    if (!f) return 0;
    c = fgetc(f);
    (void)c;
    /* a folder opens on some systems but reads nothing with an error */
    if (ferror(f)) { fclose(f); return 0; }
    fclose(f);
    return 1;
}

/* The built-in controller (src/main/resources/engine/anim/platformer.aectrl), byte for byte; its clips are the
 * play section's embedded ones (rc_builtins). ReplayAgreementTest checks that these are still the resource's bytes. */
static const char rp_platformer[] =
    "# The built-in platformer character. A physics body drives the parameters on every fixed step:\n"
    "# Speed = |vx|, Grounded, VerticalSpeed = vy (above 0 while rising), Attack when the attack button is pressed.\n"
    "controller version=1 {\n"
    "  entry=\"Idle\"\n"
    "  entryPos=[40, 170]\n"
    "  anyPos=[40, 330]\n"
    "  param \"Speed\" kind=float {}\n"
    "  param \"Grounded\" kind=bool default=true {}\n"
    "  param \"VerticalSpeed\" kind=float {}\n"
    "  param \"Attack\" kind=trigger {}\n"
    "  state \"Idle\" clip=asset(\"engine/anim/idle\") pos=[240, 160] {}\n"
    "  state \"Run\" clip=asset(\"engine/anim/run\") pos=[500, 160] {}\n"
    "  state \"Jump\" clip=asset(\"engine/anim/jump\") pos=[240, 20] {}\n"
    "  state \"Fall\" clip=asset(\"engine/anim/jump\") pos=[500, 20] {}\n"
    "  state \"Hit\" clip=asset(\"engine/anim/hit\") pos=[370, 320] {}\n"
    "  transition \"any\" to=\"Hit\" interrupt=true {\n"
    "    cond \"Attack\" {}\n"
    "  }\n"
    "  transition \"Hit\" to=\"Idle\" duration=0.05 exitTime=1 {}\n"
    "  transition \"Idle\" to=\"Run\" duration=0.1 {\n"
    "    cond \"Speed\" op=gt value=0.5 {}\n"
    "  }\n"
    "  transition \"Run\" to=\"Idle\" duration=0.1 {\n"
    "    cond \"Speed\" op=le value=0.5 {}\n"
    "  }\n"
    "  transition \"Idle\" to=\"Jump\" duration=0.05 {\n"
    "    cond \"Grounded\" op=eq value=false {}\n"
    "    cond \"VerticalSpeed\" op=gt value=0 {}\n"
    "  }\n"
    "  transition \"Run\" to=\"Jump\" duration=0.05 {\n"
    "    cond \"Grounded\" op=eq value=false {}\n"
    "    cond \"VerticalSpeed\" op=gt value=0 {}\n"
    "  }\n"
    "  transition \"Idle\" to=\"Fall\" duration=0.1 {\n"
    "    cond \"Grounded\" op=eq value=false {}\n"
    "    cond \"VerticalSpeed\" op=le value=0 {}\n"
    "  }\n"
    "  transition \"Run\" to=\"Fall\" duration=0.1 {\n"
    "    cond \"Grounded\" op=eq value=false {}\n"
    "    cond \"VerticalSpeed\" op=le value=0 {}\n"
    "  }\n"
    "  transition \"Jump\" to=\"Fall\" duration=0.1 {\n"
    "    cond \"Grounded\" op=eq value=false {}\n"
    "    cond \"VerticalSpeed\" op=le value=0 {}\n"
    "  }\n"
    "  transition \"Jump\" to=\"Run\" duration=0.05 {\n"
    "    cond \"Grounded\" {}\n"
    "    cond \"Speed\" op=gt value=0.5 {}\n"
    "  }\n"
    "  transition \"Jump\" to=\"Idle\" duration=0.05 {\n"
    "    cond \"Grounded\" {}\n"
    "  }\n"
    "  transition \"Fall\" to=\"Run\" duration=0.05 {\n"
    "    cond \"Grounded\" {}\n"
    "    cond \"Speed\" op=gt value=0.5 {}\n"
    "  }\n"
    "  transition \"Fall\" to=\"Idle\" duration=0.05 {\n"
    "    cond \"Grounded\" {}\n"
    "  }\n"
    "}\n";

/* An engine resource's bytes (AssetPaths: a name without .aeanim, .aectrl or .png tries those in turn), copied
 * from the embedded built-ins; NULL when there is none. */
static char *rp_engine(const char *normal, size_t *len, char *resource, size_t size) {
    static const char *const exts[] = { ".aeanim", ".aectrl", ".png" };
    const char *text = NULL;
    char *copy;
    size_t n = strlen(normal);
    int i, explicit = 0;
    for (i = 0; i < 3; i++) {
        size_t e = strlen(exts[i]);
        if (n >= e && strcmp(normal + n - e, exts[i]) == 0) explicit = 1;
    }
    for (i = explicit ? 3 : 0; i <= 3 && !text; i++) {
        if (i < 3) snprintf(resource, size, "%s%s", normal, exts[i]);
        else snprintf(resource, size, "%s", normal);
        if (strcmp(resource, "engine/anim/platformer.aectrl") == 0) text = rp_platformer;
        else if (!rc_builtin_is_clip(resource, &text)) text = NULL;
    }
    if (!text) { snprintf(resource, size, "%s", normal); return NULL; }
    *len = strlen(text);
    copy = (char *)malloc(*len + 1);
    if (copy) memcpy(copy, text, *len + 1);
    return copy;
}

/* AssetPaths.resolve's lexical rules: the normal form of `written` in out, or the reason it is refused. */
static const char *rp_normalise(const char *written, char *out, size_t size) {
    const char *p = written;
    size_t n = 0;
    int depth = 0;
    if (!*written) return "is empty";
    if (strncmp(written, "\\\\", 2) == 0 || strncmp(written, "//", 2) == 0)
        return "is a UNC network path; asset paths are relative to the project";
    if (written[0] == '/' || written[0] == '\\') return "is absolute; asset paths are relative to the project";
    if (strlen(written) >= 2 && written[1] == ':' && ((written[0] | 32) >= 'a' && (written[0] | 32) <= 'z'))
        return "starts with a drive letter; asset paths are relative to the project";
    if (strchr(written, '\\')) return "uses '\\'; asset paths use '/'";
    if (strchr(written, ':')) return "contains ':', which is not allowed in asset paths";
    out[0] = 0;
    while (*p) {
        const char *end = strchr(p, '/');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == 0 || (len == 1 && p[0] == '.')) {
            /* skipped */
        } else if (len == 2 && p[0] == '.' && p[1] == '.') {
            char *last;
            if (depth == 0) return "leaves the project folder";
            last = strrchr(out, '/');
            if (last) *last = 0; else out[0] = 0;
            n = strlen(out);
            depth--;
        } else {
            if (n + len + 2 >= size) return "is too long";
            if (n) out[n++] = '/';
            memcpy(out + n, p, len);
            n += len;
            out[n] = 0;
            depth++;
        }
        p += len;
        if (*p == '/') p++;
    }
    return NULL;
}

typedef struct rp_files {
    const char *root;       /* the project folder, NULL for a built-in controller */
    char name[4200];
} rp_files;

static int rp_read(void *user, const char *written, reel_file *file, reel_diagnostics *diagnostics) {
    rp_files *files = (rp_files *)user;
    char normal[4096], path[8400];
    const char *why;
    size_t len = 0;
    char *bytes = NULL;
    if (strchr(written, '#')) return 0;   /* a sheet cell is no clip */
    why = rp_normalise(written, normal, sizeof normal);
    if (why) {
        char msg[4400];
        snprintf(msg, sizeof msg, "asset path \"%s\" %s", written, why);
        reel_diagnostics_add(diagnostics, NULL, "AST001", 1, written, 0, 0, msg);
        return 0;
    }
    if (strncmp(normal, "engine/", 7) == 0 || strcmp(normal, "engine") == 0) {
        bytes = rp_engine(normal, &len, files->name, sizeof files->name);
    } else if (files->root) {
        why = rc_link_escape(files->root, normal);
        if (why) {
            char msg[4400];
            snprintf(msg, sizeof msg, "asset path \"%s\" %s", written, why);
            reel_diagnostics_add(diagnostics, NULL, "AST001", 1, written, 0, 0, msg);
            return 0;
        }
        snprintf(path, sizeof path, "%s/%s", files->root, normal);
        if (rp_is_file(path)) bytes = rp_read_file(path, &len);
        snprintf(files->name, sizeof files->name, "%s", written);
    }
    if (!bytes) return 0;
    file->bytes = bytes;
    file->len = len;
    file->name = files->name;
    file->handle = bytes;
    return 1;
}

static void rp_release(void *user, reel_file *file) {
    (void)user;
    free(file->handle);
}

/* -- the script (ReplayScript, ScriptLine) -- */

enum { RP_SET, RP_TRIGGER, RP_PLAY, RP_CROSSFADE };

typedef struct rp_action { int step, verb, target; double number; int line; } rp_action;

typedef struct rp_word { char *text; int column; } rp_word;

typedef struct rp_script {
    rp_action *actions;
    int count, cap;
    char **problems;
    int nproblems, capproblems;
} rp_script;

static void rp_problem(rp_script *s, const char *file, int line, int column, const char *message) {
    char *text;
    size_t n = strlen(file) + strlen(message) + 64;
    if (s->nproblems == s->capproblems) {
        int cap = s->capproblems ? s->capproblems * 2 : 8;
        char **grown = (char **)realloc(s->problems, (size_t)cap * sizeof *grown);
        if (!grown) return;
        s->problems = grown;
        s->capproblems = cap;
    }
    text = (char *)malloc(n);
    if (!text) return;
    snprintf(text, n, "%s:%d:%d SCR001 %s", file, line, column, message);
    s->problems[s->nproblems++] = text;
}

/* Columns count UTF-16 units, as Java's do. */
static int rp_units(const char *from, const char *to) {
    int n = 0;
    for (; from < to; from++) {
        unsigned char c = (unsigned char)*from;
        if ((c & 0xC0) != 0x80) n += c >= 0xF0 ? 2 : 1;
    }
    return n;
}

/* ScriptLine.split: words (quoted ones unescaped) with their columns; -1 (and a problem) for an unterminated quote. */
static int rp_split(const char *line, size_t len, rp_word *words, int max, int *count, int *bad_column) {
    size_t i = 0;
    *count = 0;
    while (i < len) {
        char c = line[i];
        if (c == ' ' || c == '\t') {
            i++;
        } else if (c == '#') {
            break;
        } else if (c == '"') {
            size_t start = i, n = 0;
            char *word = (char *)malloc(len + 1);
            if (!word) return -2;
            i++;
            while (i < len && line[i] != '"') {
                if (line[i] == '\\' && i + 1 < len) i++;
                word[n++] = line[i++];
            }
            word[n] = 0;
            if (i >= len) {
                int k;
                free(word);
                for (k = 0; k < *count; k++) free(words[k].text);
                *count = 0;
                *bad_column = rp_units(line, line + start) + 1;
                return -1;
            }
            if (*count < max) { words[*count].text = word; words[*count].column = rp_units(line, line + start) + 1; (*count)++; }
            else free(word);
            i++;
        } else {
            size_t start = i;
            while (i < len && strchr(" \t#\"", line[i]) == NULL) i++;
            if (*count < max) {
                char *word = (char *)malloc(i - start + 1);
                if (!word) return -2;
                memcpy(word, line + start, i - start);
                word[i - start] = 0;
                words[*count].text = word;
                words[*count].column = rp_units(line, line + start) + 1;
                (*count)++;
            }
        }
    }
    return 0;
}

/* [-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)? read as Double.parseDouble reads it; 0 when it is not one or not finite. */
static int rp_number(const char *text, double *out) {
    const char *p = text;
    int digits = 0;
    if (*p == '+' || *p == '-') p++;
    if (*p >= '0' && *p <= '9') {
        while (*p >= '0' && *p <= '9') p++;
        if (*p == '.') p++;
        while (*p >= '0' && *p <= '9') p++;
        digits = 1;
    } else if (*p == '.' && p[1] >= '0' && p[1] <= '9') {
        p++;
        while (*p >= '0' && *p <= '9') p++;
        digits = 1;
    }
    if (!digits) return 0;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-') p++;
        if (!(*p >= '0' && *p <= '9')) return 0;
        while (*p >= '0' && *p <= '9') p++;
    }
    if (*p) return 0;
    *out = strtod(text, NULL);
    return *out - *out == 0;
}

static int rp_whole(const char *text) {
    const char *p = text;
    if (*p == '+' || *p == '-') p++;
    if (!*p) return 0;
    for (; *p; p++) if (*p < '0' || *p > '9') return 0;
    return 1;
}

/* One line of the script: its action, or the problem (ReplayScript.action). */
static void rp_line(rp_script *s, const reel_controller *c, const char *file, int number, const char *line, size_t len) {
    rp_word w[8];
    int n = 0, bad = 0, k, verb, expected, step, target;
    double value = 0;
    const char *usage;
    char msg[1200];
    int r = rp_split(line, len, w, 8, &n, &bad);
    if (r == -1) { rp_problem(s, file, number, bad, "unterminated quoted name"); return; }
    if (r < 0 || n == 0) goto done;
#define RP_ERR_AT(word, ...) do { snprintf(msg, sizeof msg, __VA_ARGS__); rp_problem(s, file, number, (word)->column, msg); goto done; } while (0)
#define RP_ERR_END(...) do { snprintf(msg, sizeof msg, __VA_ARGS__); \
        rp_problem(s, file, number, w[n - 1].column + rp_units(w[n - 1].text, w[n - 1].text + strlen(w[n - 1].text)) + 1, msg); goto done; } while (0)
    if (strcmp(w[0].text, "at") != 0) RP_ERR_AT(&w[0], "a line starts with \"at STEP\", not \"%s\"", w[0].text);
    if (n < 2) RP_ERR_END("\"at\" needs a step number");
    if (!rp_whole(w[1].text)) RP_ERR_AT(&w[1], "bad step \"%s\": expected a whole number", w[1].text);
    {
        const char *digits = w[1].text + (w[1].text[0] == '+' || w[1].text[0] == '-');
        while (digits[0] == '0' && digits[1]) digits++;
        if (w[1].text[0] == '-' || strcmp(digits, "0") == 0) RP_ERR_AT(&w[1], "steps start at 1, got %s", w[1].text);
        if (strlen(digits) > 9 || atol(digits) > RP_MAX_STEPS)
            RP_ERR_AT(&w[1], "step %s is past the limit: a replay runs at most 10,000,000 steps", w[1].text);
        step = (int)atol(digits);
    }
    if (n < 3) RP_ERR_END("expected set, trigger, play or crossfade after the step");
    if (strcmp(w[2].text, "set") == 0) verb = RP_SET;
    else if (strcmp(w[2].text, "trigger") == 0) verb = RP_TRIGGER;
    else if (strcmp(w[2].text, "play") == 0) verb = RP_PLAY;
    else if (strcmp(w[2].text, "crossfade") == 0) verb = RP_CROSSFADE;
    else RP_ERR_AT(&w[2], "unknown action \"%s\": expected set, trigger, play or crossfade", w[2].text);
    expected = verb == RP_SET || verb == RP_CROSSFADE ? 5 : 4;
    usage = verb == RP_SET ? "at STEP set NAME VALUE" : verb == RP_TRIGGER ? "at STEP trigger NAME"
          : verb == RP_PLAY ? "at STEP play STATE" : "at STEP crossfade STATE SECONDS";
    if (n < expected) RP_ERR_END("too few words: expected %s", usage);
    if (n > expected) RP_ERR_AT(&w[expected], "unexpected \"%s\": expected %s", w[expected].text, usage);
    if (verb == RP_PLAY || verb == RP_CROSSFADE) {
        target = reel_controller_state_index(c, 0, w[3].text);
        if (target < 0) RP_ERR_AT(&w[3], "no state \"%s\" in the controller", w[3].text);
        if (verb == RP_CROSSFADE && (!rp_number(w[4].text, &value) || value < 0))
            RP_ERR_AT(&w[4], "bad seconds \"%s\": expected a number of 0 or more", w[4].text);
    } else {
        reel_param_kind kind;
        target = reel_controller_param_index(c, w[3].text);
        if (target < 0) RP_ERR_AT(&w[3], "no parameter \"%s\" in the controller", w[3].text);
        kind = reel_controller_param_kind(c, target);
        if (verb == RP_TRIGGER) {
            static const char *const words[] = { "float", "int", "bool", "trigger" };
            if (kind != REEL_PARAM_TRIGGER) RP_ERR_AT(&w[3], "\"%s\" is a %s parameter: use set", w[3].text, words[kind]);
            value = 1;
        } else {
            static const char *const words[] = { "float", "int", "bool", "trigger" };
            int ok;
            if (kind == REEL_PARAM_BOOL || kind == REEL_PARAM_TRIGGER) {
                ok = 1;
                if (strcmp(w[4].text, "true") == 0 || strcmp(w[4].text, "1") == 0) value = 1;
                else if (strcmp(w[4].text, "false") == 0 || strcmp(w[4].text, "0") == 0) value = 0;
                else ok = 0;
            } else {
                ok = rp_number(w[4].text, &value);
                if (ok && kind == REEL_PARAM_INT && (value != rint(value) || fabs(value) > 2147483647.0)) ok = 0;
            }
            if (!ok)
                RP_ERR_AT(&w[4], "bad value \"%s\" for %s parameter \"%s\": expected %s", w[4].text, words[kind], w[3].text,
                          kind == REEL_PARAM_BOOL || kind == REEL_PARAM_TRIGGER ? "true or false"
                          : kind == REEL_PARAM_INT ? "a whole number" : "a number");
        }
    }
    if (s->count == s->cap) {
        int cap = s->cap ? s->cap * 2 : 16;
        rp_action *grown = (rp_action *)realloc(s->actions, (size_t)cap * sizeof *grown);
        if (!grown) goto done;
        s->actions = grown;
        s->cap = cap;
    }
    s->actions[s->count].step = step;
    s->actions[s->count].verb = verb;
    s->actions[s->count].target = target;
    s->actions[s->count].number = value;
    s->actions[s->count].line = number;
    s->count++;
done:
    for (k = 0; k < n; k++) free(w[k].text);
#undef RP_ERR_AT
#undef RP_ERR_END
}

static void rp_parse(rp_script *s, const reel_controller *c, const char *file, const char *text, size_t len) {
    size_t i = 0, start = 0;
    int line = 1, k, j;
    for (;;) {
        if (i == len || text[i] == '\n' || text[i] == '\r') {
            rp_line(s, c, file, line, text + start, i - start);
            if (i == len) break;
            if (text[i] == '\r' && i + 1 < len && text[i + 1] == '\n') i++;
            i++;
            start = i;
            line++;
        } else {
            i++;
        }
    }
    /* a stable sort by step */
    for (k = 1; k < s->count; k++) {
        rp_action v = s->actions[k];
        for (j = k; j > 0 && s->actions[j - 1].step > v.step; j--) s->actions[j] = s->actions[j - 1];
        s->actions[j] = v;
    }
}

/* -- JSON (JsonText) -- */

typedef struct rp_out { char *data; size_t len, cap; } rp_out;

static void rp_put(rp_out *o, const char *text, size_t n) {
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4096;
        char *grown;
        while (cap < o->len + n + 1) cap *= 2;
        grown = (char *)realloc(o->data, cap);
        if (!grown) { fprintf(stderr, "reelc: out of memory\n"); exit(3); }
        o->data = grown;
        o->cap = cap;
    }
    memcpy(o->data + o->len, text, n);
    o->len += n;
    o->data[o->len] = 0;
}

static void rp_puts(rp_out *o, const char *text) { rp_put(o, text, strlen(text)); }

/* The shortest decimal that reads back as the same double, as JsonText.number writes it. */
static void rp_number_json(rp_out *o, double value) {
    char buf[64], digits[32], text[64];
    int precision, exponent = 0, n = 0, k;
    const char *p;
    if (value != value || value - value != 0) { rp_puts(o, "null"); return; }
    if (value == 0) { rp_puts(o, "0.0"); return; }
    for (precision = 1; precision <= 17; precision++) {
        snprintf(buf, sizeof buf, "%.*e", precision - 1, value);
        if (strtod(buf, NULL) == value) break;
    }
    /* digits and exponent of buf: [-]d[.ddd]e[+-]xx (any decimal point character) */
    for (p = buf; *p && *p != 'e' && *p != 'E'; p++) if (*p >= '0' && *p <= '9') digits[n++] = *p;
    if (*p) exponent = atoi(p + 1);
    while (n > 1 && digits[n - 1] == '0') n--;
    digits[n] = 0;
    k = 0;
    if (value < 0) text[k++] = '-';
    if (exponent >= -7 && exponent < 21) {
        if (exponent >= 0) {
            int i;
            for (i = 0; i <= exponent; i++) text[k++] = i < n ? digits[i] : '0';
            text[k++] = '.';
            if (n > exponent + 1) for (i = exponent + 1; i < n; i++) text[k++] = digits[i];
            else text[k++] = '0';
        } else {
            int i;
            text[k++] = '0';
            text[k++] = '.';
            for (i = 0; i < -exponent - 1; i++) text[k++] = '0';
            for (i = 0; i < n; i++) text[k++] = digits[i];
        }
        text[k] = 0;
    } else {
        int i;
        text[k++] = digits[0];
        text[k++] = '.';
        if (n > 1) for (i = 1; i < n; i++) text[k++] = digits[i];
        else text[k++] = '0';
        snprintf(text + k, sizeof text - (size_t)k, "e%d", exponent);
    }
    rp_puts(o, text);
}

/* Java's Double.toString for the messages that quote an option's value: plain from 1e-3 to 1e7, else
 * d.dddE-n; the shortest digits that read back (as Java 19 and later write them). */
static void rp_java_double(char *text, size_t size, double value) {
    char buf[64], digits[32];
    int precision, exponent = 0, n = 0, i, k = 0;
    const char *p;
    if (value != value) { snprintf(text, size, "NaN"); return; }
    if (value - value != 0) { snprintf(text, size, value > 0 ? "Infinity" : "-Infinity"); return; }
    if (value == 0) { snprintf(text, size, signbit(value) ? "-0.0" : "0.0"); return; }
    for (precision = 1; precision <= 17; precision++) {
        snprintf(buf, sizeof buf, "%.*e", precision - 1, value);
        if (strtod(buf, NULL) == value) break;
    }
    for (p = buf; *p && *p != 'e'; p++) if (*p >= '0' && *p <= '9') digits[n++] = *p;
    if (*p) exponent = atoi(p + 1);
    while (n > 1 && digits[n - 1] == '0') n--;
    if (value < 0) buf[k++] = '-';
    if (fabs(value) >= 1e-3 && fabs(value) < 1e7) {
        if (exponent >= 0) {
            for (i = 0; i <= exponent; i++) buf[k++] = i < n ? digits[i] : '0';
            buf[k++] = '.';
            if (n > exponent + 1) for (i = exponent + 1; i < n; i++) buf[k++] = digits[i];
            else buf[k++] = '0';
        } else {
            buf[k++] = '0';
            buf[k++] = '.';
            for (i = 0; i < -exponent - 1; i++) buf[k++] = '0';
            for (i = 0; i < n; i++) buf[k++] = digits[i];
        }
        buf[k] = 0;
    } else {
        buf[k++] = digits[0];
        buf[k++] = '.';
        if (n > 1) for (i = 1; i < n; i++) buf[k++] = digits[i];
        else buf[k++] = '0';
        snprintf(buf + k, sizeof buf - (size_t)k, "E%d", exponent);
    }
    snprintf(text, size, "%s", buf);
}

static void rp_string(rp_out *o, const char *text) {
    char esc[8];
    const unsigned char *p;
    if (!text) { rp_puts(o, "null"); return; }
    rp_put(o, "\"", 1);
    for (p = (const unsigned char *)text; *p; p++) {
        switch (*p) {
        case '"': rp_puts(o, "\\\""); break;
        case '\\': rp_puts(o, "\\\\"); break;
        case '\n': rp_puts(o, "\\n"); break;
        case '\r': rp_puts(o, "\\r"); break;
        case '\t': rp_puts(o, "\\t"); break;
        case '\b': rp_puts(o, "\\b"); break;
        case '\f': rp_puts(o, "\\f"); break;
        default:
            /* C0 by JsonText; DEL and C1 by the EscapingWriter reel's output passes through */
            if (*p < 0x20 || *p == 0x7f) { snprintf(esc, sizeof esc, "\\u%04x", *p); rp_puts(o, esc); }
            else if (*p == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F) { snprintf(esc, sizeof esc, "\\u%04x", p[1]); rp_puts(o, esc); p++; }
            else rp_put(o, (const char *)p, 1);
        }
    }
    rp_put(o, "\"", 1);
}

static long long rp_java_long(double value) {
    if (value != value) return 0;
    if (value >= 9223372036854775807.0) return LLONG_MAX;
    if (value <= -9223372036854775808.0) return LLONG_MIN;
    return (long long)value;
}

static void rp_long(rp_out *o, long long value) {
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", value);
    rp_puts(o, buf);
}

/* -- a step's signals, named as reel replay names them (LAYER:STATE above the base) -- */

typedef struct rp_collector {
    const reel_controller *c;
    rp_out events, entered, exited;
    int nevents, nentered, nexited;
} rp_collector;

static void rp_state_name(rp_out *o, const reel_controller *c, int layer, int state) {
    rp_out name = { NULL, 0, 0 };
    if (layer > 0) { rp_puts(&name, reel_controller_layer_name(c, layer)); rp_puts(&name, ":"); }
    rp_puts(&name, reel_controller_state_name(c, layer, state));
    rp_string(o, name.data);
    free(name.data);
}

static void rp_entered(void *user, int layer, int state) {
    rp_collector *k = (rp_collector *)user;
    if (k->nentered++) rp_puts(&k->entered, ",");
    rp_state_name(&k->entered, k->c, layer, state);
}

static void rp_exited(void *user, int layer, int state) {
    rp_collector *k = (rp_collector *)user;
    if (k->nexited++) rp_puts(&k->exited, ",");
    rp_state_name(&k->exited, k->c, layer, state);
}

static void rp_event(void *user, int layer, int state, const reel_fired_event *event) {
    rp_collector *k = (rp_collector *)user;
    if (event->mode != REEL_GAMEPLAY) return;
    if (k->nevents++) rp_puts(&k->events, ",");
    rp_puts(&k->events, "{\"name\":");
    rp_string(&k->events, event->name);
    rp_puts(&k->events, ",\"payload\":");
    if (event->has_payload) rp_number_json(&k->events, event->payload); else rp_puts(&k->events, "null");
    rp_puts(&k->events, ",\"state\":");
    rp_state_name(&k->events, k->c, layer, state);
    rp_puts(&k->events, "}");
}

static void rp_blend(rp_out *o, const reel_controller *c, const reel_animator *a, int layer) {
    if (!reel_animator_blending(a, layer)) { rp_puts(o, "null"); return; }
    rp_puts(o, "{\"from\":");
    rp_string(o, reel_controller_state_name(c, layer, reel_animator_blend_from(a, layer)));
    rp_puts(o, ",\"to\":");
    rp_string(o, reel_controller_state_name(c, layer, reel_animator_state(a, layer)));
    rp_puts(o, ",\"weight\":");
    rp_number_json(o, reel_animator_weight(a, layer));
    rp_puts(o, "}");
}

/* ReplayStep.toJson */
static void rp_report(rp_out *o, const reel_controller *c, const reel_animator *a, int step, rp_collector *k,
                      int values) {
    int i, lane;
    char hash[32];
    o->len = 0;
    rp_puts(o, "{\"step\":");
    rp_long(o, step);
    rp_puts(o, ",\"state\":");
    rp_string(o, reel_controller_state_name(c, 0, reel_animator_state(a, 0)));
    rp_puts(o, ",\"time\":");
    rp_number_json(o, reel_animator_time(a, 0));
    rp_puts(o, ",\"blend\":");
    rp_blend(o, c, a, 0);
    rp_puts(o, ",\"params\":{");
    for (i = 0; i < reel_controller_param_count(c); i++) {
        reel_param_kind kind = reel_controller_param_kind(c, i);
        double v = reel_animator_param(a, i);
        if (i) rp_puts(o, ",");
        rp_string(o, reel_controller_param_name(c, i));
        rp_puts(o, ":");
        if (kind == REEL_PARAM_BOOL || kind == REEL_PARAM_TRIGGER) rp_puts(o, v != 0 ? "true" : "false");
        else if (kind == REEL_PARAM_INT) rp_long(o, rp_java_long(v));
        else rp_number_json(o, v);
    }
    rp_puts(o, "},\"events\":[");
    if (k->events.data) rp_puts(o, k->events.data);
    rp_puts(o, "],\"entered\":[");
    if (k->entered.data) rp_puts(o, k->entered.data);
    rp_puts(o, "],\"exited\":[");
    if (k->exited.data) rp_puts(o, k->exited.data);
    rp_puts(o, "],\"rootMotion\":[");
    rp_number_json(o, reel_animator_root_motion_x(a));
    rp_puts(o, ",");
    rp_number_json(o, reel_animator_root_motion_y(a));
    rp_puts(o, "]");
    if (values) {
        rp_puts(o, ",\"values\":{");
        for (i = 0; i < reel_controller_channel_count(c); i++) {
            reel_kind kind = reel_controller_channel_kind(c, i);
            if (i) rp_puts(o, ",");
            rp_string(o, reel_controller_channel_name(c, i));
            rp_puts(o, ":");
            switch (kind) {
            case REEL_INT32: rp_long(o, rp_java_long(reel_animator_value(a, i, 0))); break;
            case REEL_FLOAT32: rp_number_json(o, reel_animator_value(a, i, 0)); break;
            case REEL_BOOL: rp_puts(o, reel_animator_value(a, i, 0) != 0 ? "true" : "false"); break;
            case REEL_ENUM: case REEL_ASSET_REF: rp_string(o, reel_animator_text(a, i)); break;
            default:
                rp_puts(o, "[");
                for (lane = 0; lane < reel_controller_channel_lanes(c, i); lane++) {
                    if (lane) rp_puts(o, ",");
                    rp_number_json(o, reel_animator_value(a, i, lane));
                }
                rp_puts(o, "]");
            }
        }
        rp_puts(o, "}");
    }
    if (reel_controller_extended(c)) {
        rp_puts(o, ",\"layers\":[");
        for (i = 0; i < reel_controller_layer_count(c); i++) {
            int state = reel_animator_state(a, i), m, motions;
            if (i) rp_puts(o, ",");
            rp_puts(o, "{\"name\":");
            rp_string(o, reel_controller_layer_name(c, i));
            rp_puts(o, ",\"state\":");
            rp_string(o, reel_controller_state_name(c, i, state));
            rp_puts(o, ",\"weight\":");
            rp_number_json(o, reel_controller_layer_weight(c, i));
            rp_puts(o, ",\"blend\":");
            rp_blend(o, c, a, i);
            rp_puts(o, ",\"motions\":[");
            motions = state >= 0 ? reel_controller_motion_count(c, i, state) : 0;
            for (m = 0; m < motions; m++) {
                if (m) rp_puts(o, ",");
                rp_puts(o, "{\"clip\":");
                rp_string(o, reel_controller_motion_clip(c, i, state, m));
                rp_puts(o, ",\"weight\":");
                rp_number_json(o, reel_animator_motion_weight(a, i, m));
                rp_puts(o, "}");
            }
            rp_puts(o, "]}");
        }
        rp_puts(o, "]");
    }
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)reel_animator_state_hash(a));
    rp_puts(o, ",\"hash\":\"");
    rp_puts(o, hash);
    rp_puts(o, "\"}\n");
}

/* -- the command -- */

/* A line on stderr with its control characters escaped as reel's TerminalText escapes them. */
static void rp_eprint(const char *line) {
    const unsigned char *p;
    for (p = (const unsigned char *)line; *p; p++) {
        if (*p == '\n') fputs("\\n", stderr);
        else if (*p == '\r') fputs("\\r", stderr);
        else if (*p == '\t') fputs("\\t", stderr);
        else if (*p < 0x20 || *p == 0x7f) fprintf(stderr, "\\u%04x", *p);
        else if (*p == 0xC2 && p[1] >= 0x80 && p[1] <= 0x9F) { fprintf(stderr, "\\u%04x", p[1]); p++; }
        else fputc(*p, stderr);
    }
    fputc('\n', stderr);
}

/* Whether a clip the controller loaded was refused for animating a rig (reel.c's clip reader says so in ANM001):
   its state would play nothing, so the replay is refused rather than run without it. */
static int rp_names_a_rig(const reel_diagnostics *diags) {
    int i;
    for (i = 0; i < diags->count; i++)
        if (strstr(diags->items[i].message, "the C runtime does not play rigs yet")) return 1;
    return 0;
}

static void rp_print_diagnostics(const reel_diagnostics *list, int from) {
    int i;
    for (i = from; i < list->count; i++) rc_print_diagnostic(&list->items[i]);
}

/* The folder above `file` holding project.aego, else the file's own folder, into root. */
static void rp_project_root(const char *file, char *root, size_t size) {
    char dir[4096], probe[4200];
    const char *slash = strrchr(file, '/');
    int up;
    if (slash) snprintf(dir, sizeof dir, "%.*s", (int)(slash - file), file);
    else snprintf(dir, sizeof dir, ".");
    if (!dir[0]) snprintf(dir, sizeof dir, "/");
    snprintf(root, size, "%s", dir);
    for (up = 0; up < 64; up++) {
        snprintf(probe, sizeof probe, "%s/project.aego", dir);
        if (rp_is_file(probe)) { snprintf(root, size, "%s", dir); return; }
        if (strlen(dir) + 4 >= sizeof dir) return;
        /* stop at the file system's root: a folder that is its own parent */
        {
            char parent[4300], a[4400], b[4400];
            FILE *fa, *fb;
            if (snprintf(parent, sizeof parent, "%s/..", dir) >= (int)sizeof parent) return;
            if (snprintf(a, sizeof a, "%s/.", dir) >= (int)sizeof a) return;
            if (snprintf(b, sizeof b, "%s/.", parent) >= (int)sizeof b) return;
            fa = fopen(a, "rb");
            fb = fopen(b, "rb");
            if (fa) fclose(fa);
            if (fb) fclose(fb);
            if (!fb) return;
            if (up > 40) return;
            strcat(dir, "/..");
        }
    }
}

static int rp_usage(const char *message) {
    fprintf(stderr, "reelc replay: %s\n", message);
    fprintf(stderr, "usage: reelc replay CONTROLLER --script FILE [--steps N] [--dt S] --json [--values]\n");
    return 2;
}

static int reelc_replay(int argc, char **argv) {
    const char *controller_arg = NULL, *script_arg = NULL;
    long steps = -1;
    double dt = 1.0 / 60;
    int json = 0, values = 0, i, status = 0, next = 0, step;
    char shown[4096], root[4096], *bytes, *script_text, msg[300];
    size_t len, script_len;
    reel_diagnostics diags = { NULL, 0, 0 };
    rp_files files;
    reel_files callbacks;
    reel_controller *c;
    reel_animator *a;
    rp_script script;
    rp_collector k;
    rp_out out = { NULL, 0, 0 };
    reel_animator_listener listener;
    for (i = 2; i < argc; i++) {
        const char *arg = argv[i], *value = NULL;
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        char name[64];
        if (eq) { snprintf(name, sizeof name, "%.*s", (int)(eq - arg), arg); value = eq + 1; }
        else snprintf(name, sizeof name, "%s", arg);
        if (strcmp(name, "--json") == 0 && !eq) { json = 1; continue; }
        if (strcmp(name, "--values") == 0 && !eq) { values = 1; continue; }
        if (strcmp(name, "--script") == 0 || strcmp(name, "--steps") == 0 || strcmp(name, "--dt") == 0) {
            if (!value) {
                if (i + 1 >= argc) { snprintf(msg, sizeof msg, "missing a value for %s", name); return rp_usage(msg); }
                value = argv[++i];
            }
            if (strcmp(name, "--script") == 0) {
                script_arg = value;
            } else if (strcmp(name, "--steps") == 0) {
                char *end;
                errno = 0;
                steps = strtol(value, &end, 10);
                if (*end || !*value || errno || steps > INT_MAX || steps < INT_MIN) {
                    snprintf(msg, sizeof msg, "--steps needs a whole number, got %s", value);
                    return rp_usage(msg);
                }
                if (steps < 0) { fprintf(stderr, "reel replay: --steps needs 0 or more, got %ld\n", steps); return 2; }
                if (steps > RP_MAX_STEPS) {
                    fprintf(stderr, "reel replay: --steps %ld is over the limit of 10,000,000 steps\n", steps);
                    return 2;
                }
            } else {
                char *end;
                dt = strtod(value, &end);
                if (*end || !*value) { snprintf(msg, sizeof msg, "--dt needs a number, got %s", value); return rp_usage(msg); }
                if (!(dt > 0) || dt - dt != 0) {
                    char shown_dt[64];
                    rp_java_double(shown_dt, sizeof shown_dt, dt);
                    fprintf(stderr, "reel replay: --dt needs a number of seconds above 0, got %s\n", shown_dt);
                    return 2;
                }
            }
            continue;
        }
        if (arg[0] == '-' && arg[1]) { snprintf(msg, sizeof msg, "unknown option %s", arg); return rp_usage(msg); }
        if (controller_arg) { snprintf(msg, sizeof msg, "unexpected argument %s", arg); return rp_usage(msg); }
        controller_arg = arg;
    }
    if (!controller_arg) return rp_usage("missing CONTROLLER");
    if (!script_arg) return rp_usage("missing --script FILE");
    if (!json) return rp_usage("reelc prints JSON lines only: add --json");
    snprintf(shown, sizeof shown, "%s", controller_arg);
    for (i = 0; shown[i]; i++) if (shown[i] == '\\') shown[i] = '/';
    memset(&files, 0, sizeof files);
    if (rp_is_file(controller_arg)) {
        bytes = rp_read_file(controller_arg, &len);
        rp_project_root(controller_arg, root, sizeof root);
        files.root = root;
    } else if (strncmp(controller_arg, "engine/", 7) == 0) {
        char normal[4096], resource[4200];
        bytes = rp_normalise(controller_arg, normal, sizeof normal) ? NULL : rp_engine(normal, &len, resource, sizeof resource);
        if (!bytes) {
            fprintf(stderr, "%s:0:0 AST002 no built-in controller \"%s\"\n", shown, controller_arg);
            fprintf(stderr, "reel replay: the controller cannot be replayed\n");
            return 1;
        }
    } else {
        fprintf(stderr, "%s:0:0 IO001 no such file, and not a built-in name (engine/...)\n", shown);
        fprintf(stderr, "reel replay: the controller cannot be replayed\n");
        return 1;
    }
    if (!bytes) {
        fprintf(stderr, "%s:0:0 IO001 cannot read the file\n", shown);
        return 1;
    }
    callbacks.read = rp_read;
    callbacks.release = rp_release;
    callbacks.user = &files;
    c = reel_controller_load(bytes, len, shown, &callbacks, NULL, &diags);
    free(bytes);
    rp_print_diagnostics(&diags, 0);
    if (c && rp_names_a_rig(&diags)) {
        fprintf(stderr, "reel replay: the controller's clips animate a rig, which the C runtime does not play yet; "
                        "the controller cannot be replayed\n");
        reel_controller_free(c);
        reel_diagnostics_free(&diags, NULL);
        return 1;
    }
    if (!c) {
        fprintf(stderr, "reel replay: the controller cannot be replayed\n");
        reel_diagnostics_free(&diags, NULL);
        return 1;
    }
    script_text = rp_read_file(script_arg, &script_len);
    if (!script_text) {
        fprintf(stderr, "%s:0:0 IO001 cannot read the file\n", script_arg);
        reel_controller_free(c);
        reel_diagnostics_free(&diags, NULL);
        return 1;
    }
    memset(&script, 0, sizeof script);
    {
        char script_shown[4096];
        snprintf(script_shown, sizeof script_shown, "%s", script_arg);
        for (i = 0; script_shown[i]; i++) if (script_shown[i] == '\\') script_shown[i] = '/';
        rp_parse(&script, c, script_shown, script_text, script_len);
    }
    free(script_text);
    if (script.nproblems) {
        for (i = 0; i < script.nproblems; i++) rp_eprint(script.problems[i]);
        status = 1;
        goto end;
    }
    if (steps < 0) {
        long last = script.count ? script.actions[script.count - 1].step : 0;
        steps = last + 60 < RP_MAX_STEPS ? last + 60 : RP_MAX_STEPS;
    }
    a = reel_animator_new(c, dt, REEL_OPEN_SCENE, NULL);
    if (!a) { fprintf(stderr, "reelc: out of memory\n"); status = 3; goto end; }
    memset(&k, 0, sizeof k);
    k.c = c;
    listener.entered = rp_entered;
    listener.exited = rp_exited;
    listener.event = rp_event;
    listener.user = &k;
    reel_animator_set_listener(a, &listener);
    for (step = 1; step <= steps; step++) {
        while (next < script.count && script.actions[next].step <= step) {
            const rp_action *act = &script.actions[next];
            if (act->step == step) {
                switch (act->verb) {
                case RP_SET:
                    switch (reel_controller_param_kind(c, act->target)) {
                    case REEL_PARAM_BOOL: reel_animator_set_bool(a, act->target, act->number != 0); break;
                    case REEL_PARAM_TRIGGER:
                        if (act->number != 0) reel_animator_set_trigger(a, act->target);
                        else reel_animator_reset_trigger(a, act->target);
                        break;
                    case REEL_PARAM_INT: reel_animator_set_int(a, act->target, (int)act->number); break;
                    default: reel_animator_set_float(a, act->target, act->number); break;
                    }
                    break;
                case RP_TRIGGER: reel_animator_set_trigger(a, act->target); break;
                case RP_PLAY: reel_animator_play(a, act->target); break;
                default: reel_animator_cross_fade(a, act->target, act->number); break;
                }
            }
            next++;
        }
        k.events.len = k.entered.len = k.exited.len = 0;
        if (k.events.data) k.events.data[0] = 0;
        if (k.entered.data) k.entered.data[0] = 0;
        if (k.exited.data) k.exited.data[0] = 0;
        k.nevents = k.nentered = k.nexited = 0;
        reel_animator_step(a);
        rp_report(&out, c, a, step, &k, values);
        fwrite(out.data, 1, out.len, stdout);
    }
    fflush(stdout);
    {
        /* what binding the clips in the scene found, less what the load already printed */
        reel_diagnostics scene = { NULL, 0, 0 };
        int j;
        reel_controller_scene_diagnostics(c, NULL, &scene);
        for (i = 0; i < scene.count; i++) {
            const reel_diagnostic *d = &scene.items[i];
            int printed = 0;
            for (j = 0; j < diags.count && !printed; j++) {
                const reel_diagnostic *e = &diags.items[j];
                printed = strcmp(d->code, e->code) == 0 && d->line == e->line && d->column == e->column
                          && strcmp(d->file, e->file) == 0 && strcmp(d->message, e->message) == 0;
            }
            if (printed) continue;
            rc_print_diagnostic(d);
        }
        reel_diagnostics_free(&scene, NULL);
    }
    free(k.events.data);
    free(k.entered.data);
    free(k.exited.data);
    free(out.data);
    reel_animator_free(a);
end:
    for (i = 0; i < script.nproblems; i++) free(script.problems[i]);
    free(script.problems);
    free(script.actions);
    reel_controller_free(c);
    reel_diagnostics_free(&diags, NULL);
    return status;
}
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
    if (strcmp(argv[1], "replay") == 0) return reelc_replay(argc, argv);
    /* END reelc-dispatch */
    fprintf(stderr, "reelc: unknown command \"%s\" (play, replay)\n", argv[1]);
    return 2;
}
