/* The controller part of the C runtime through its public API (reel.h): loading with a caller's allocator and
 * files callback, the documented hash example, the stepping rules on small controllers, diagnostics, loads
 * that run out of memory, and mutated controllers. The goldens and the random controllers are compared with the Java runtime by
 * ReplayAgreementTest. */
#include "reel.h"
#include "testing.h"

#include <stdlib.h>
#include <string.h>

/* -- files: a few clips in memory by asset path -- */

typedef struct mem_file { const char *path, *text; } mem_file;

static const mem_file clips[] = {
    { "anim/one.aeanim",
      "anim version=1 length=1 loop=loop {\n"
      "  track \"\" prop=\"A.x\" kind=float32 {\n"
      "    key t=0 v=0 interp=linear {}\n"
      "    key t=1 v=1 {}\n"
      "  }\n"
      "  event t=0.5 name=\"Half\" payload=2 {}\n"
      "}\n" },
    { "anim/walk.aeanim",
      "anim version=1 length=0.5 loop=loop {\n"
      "  track \"\" prop=\"transform.position\" kind=vec2 root=true {\n"
      "    key t=0 v=[0, 0] interp=linear {}\n"
      "    key t=0.5 v=[10, 0] {}\n"
      "  }\n"
      "  track \"\" prop=\"SpriteRenderer.tint\" kind=color {\n"
      "    key t=0 v=[1, 0, 0, 1] {}\n"
      "  }\n"
      "}\n" },
    { NULL, NULL }
};

static int mem_read(void *user, const char *path, reel_file *file, reel_diagnostics *diagnostics) {
    int i;
    (void)user;
    (void)diagnostics;
    for (i = 0; clips[i].path; i++) {
        if (strcmp(clips[i].path, path) == 0) {
            file->bytes = clips[i].text;
            file->len = strlen(clips[i].text);
            file->name = clips[i].path;
            return 1;
        }
    }
    return 0;
}

static const reel_files files = { mem_read, NULL, NULL };

/* -- an allocator that counts and can refuse -- */

typedef struct counting { long calls, live, limit; size_t bytes; } counting;

static void *c_alloc(void *user, size_t size) {
    counting *c = (counting *)user;
    if (c->limit >= 0 && c->calls >= c->limit) return NULL;
    c->calls++;
    c->live++;
    c->bytes += size;
    return malloc(size);
}

static void *c_realloc(void *user, void *old, size_t old_size, size_t new_size) {
    counting *c = (counting *)user;
    (void)old_size;
    if (c->limit >= 0 && c->calls >= c->limit) return NULL;
    c->calls++;
    if (!old) c->live++;
    return realloc(old, new_size);
}

static void c_free(void *user, void *block, size_t size) {
    counting *c = (counting *)user;
    (void)size;
    if (block) c->live--;
    free(block);
}

static reel_controller *load(const char *text, const reel_allocator *allocator, reel_diagnostics *diags) {
    return reel_controller_load(text, strlen(text), "c.aectrl", &files, allocator, diags);
}

static int has_code(const reel_diagnostics *d, const char *code, int line, int column) {
    int i;
    for (i = 0; i < d->count; i++)
        if (strcmp(d->items[i].code, code) == 0 && d->items[i].line == line && d->items[i].column == column) return 1;
    return 0;
}

/* docs/formats.md, "State hashes": the worked controller example. */
static void documented_hash_example(void) {
    static const char text[] =
        "controller version=1 {\n"
        "  entry=\"Idle\"\n"
        "  param \"Speed\" kind=float default=0.5 {}\n"
        "  state \"Idle\" {}\n"
        "  state \"Run\" speed=2 {}\n"
        "  transition \"Idle\" to=\"Run\" duration=0.1 {\n"
        "    cond \"Speed\" op=gt value=1 {}\n"
        "  }\n"
        "}\n";
    reel_diagnostics d = { NULL, 0, 0 };
    reel_controller *c = load(text, NULL, &d);
    reel_animator *a;
    CHECK(c != NULL, "the example loads");
    if (!c) return;
    a = reel_animator_new(c, 0.25, 0, NULL);
    reel_animator_step(a);
    CHECK(reel_animator_state_hash(a) == 0xf8b4fb4987226918ULL, "hash after step 1: %016llx",
          (unsigned long long)reel_animator_state_hash(a));
    reel_animator_set_float(a, reel_controller_param_index(c, "Speed"), 2);
    reel_animator_step(a);
    CHECK(reel_animator_state_hash(a) == 0x0d3ae95438bff66cULL, "hash after step 2: %016llx",
          (unsigned long long)reel_animator_state_hash(a));
    CHECK(reel_animator_blending(a, 0) && reel_animator_weight(a, 0) == 0, "a blend at weight 0");
    reel_animator_free(a);
    reel_controller_free(c);
    reel_diagnostics_free(&d, NULL);
}

typedef struct signals { char log[2048]; } signals;

static void on_entered(void *user, int layer, int state) {
    signals *s = (signals *)user;
    size_t n = strlen(s->log);
    snprintf(s->log + n, sizeof s->log - n, "+%d.%d ", layer, state);
}

static void on_exited(void *user, int layer, int state) {
    signals *s = (signals *)user;
    size_t n = strlen(s->log);
    snprintf(s->log + n, sizeof s->log - n, "-%d.%d ", layer, state);
}

static void on_event(void *user, int layer, int state, const reel_fired_event *event) {
    signals *s = (signals *)user;
    size_t n = strlen(s->log);
    snprintf(s->log + n, sizeof s->log - n, "!%d.%d:%s ", layer, state, event->name);
}

/* Triggers are consumed by the transition that uses them; exit time waits for passes of the clip; an instant
 * transition enters its target at time 0 within the step; events fire as the clip crosses them. */
static void stepping_rules(void) {
    static const char text[] =
        "controller version=1 {\n"
        "  entry=\"A\"\n"
        "  param \"Go\" kind=trigger {}\n"
        "  state \"A\" clip=asset(\"anim/one.aeanim\") {}\n"
        "  state \"B\" clip=asset(\"anim/one.aeanim\") speed=2 {}\n"
        "  transition \"A\" to=\"B\" { cond \"Go\" {} }\n"
        "  transition \"B\" to=\"A\" exitTime=1 {}\n"
        "  transition \"B\" to=\"C\" { cond \"Go\" {} }\n"
        "  state \"C\" {}\n"
        "}\n";
    reel_diagnostics d = { NULL, 0, 0 };
    counting count = { 0, 0, -1, 0 };
    reel_allocator allocator = { c_alloc, c_realloc, c_free, NULL };
    reel_controller *c;
    reel_animator *a;
    reel_animator_listener listener = { on_entered, on_exited, on_event, NULL };
    signals s;
    int go, i;
    long calls;
    size_t bytes;
    allocator.user = &count;
    c = load(text, &allocator, &d);
    CHECK(c != NULL && d.count == 0, "loads without diagnostics (%d)", d.count);
    if (!c) return;
    a = reel_animator_new(c, 0.25, 0, &allocator);
    memset(&s, 0, sizeof s);
    listener.user = &s;
    reel_animator_set_listener(a, &listener);
    go = reel_controller_param_index(c, "Go");
    calls = count.calls;
    bytes = reel_animator_bytes(a);
    reel_animator_step(a);                      /* enters A */
    CHECK(strcmp(s.log, "+0.0 ") == 0, "step 1 enters A: %s", s.log);
    reel_animator_set_trigger(a, go);
    s.log[0] = 0;
    reel_animator_step(a);                      /* A advances to 0.25, Go fires A -> B at once */
    CHECK(reel_animator_state(a, 0) == 1 && reel_animator_time(a, 0) == 0,
          "B entered at time 0, and B -> C did not fire: A -> B consumed the trigger");
    CHECK(reel_animator_param(a, go) == 0, "the trigger is cleared at the end of its step");
    CHECK(strcmp(s.log, "-0.0 +0.1 ") == 0, "A exits, B enters: %s", s.log);
    s.log[0] = 0;
    reel_animator_step(a);                      /* B at 0.5: its event at 0.5 fires */
    CHECK(strcmp(s.log, "!0.1:Half ") == 0, "B's event: %s", s.log);
    CHECK(reel_animator_state(a, 0) == 1, "exit time not yet met");
    reel_animator_step(a);                      /* B at 1.0: exitTime=1 met, back to A */
    CHECK(reel_animator_state(a, 0) == 0, "exit time met after one pass of B's clip");
    for (i = 0; i < 100; i++) reel_animator_step(a);
    CHECK(count.calls == calls && reel_animator_bytes(a) == bytes, "stepping allocates nothing (%ld calls)",
          count.calls - calls);
    CHECK(reel_animator_value(a, 0, 0) == reel_animator_time(a, 0), "A.x follows A's clip time");
    reel_animator_free(a);
    reel_controller_free(c);
    reel_diagnostics_free(&d, &allocator);
    CHECK(count.live == 0, "everything given back (%ld blocks left)", count.live);
}

/* Root motion of a looping walk carries on across its loop; its tint goes back to white (write-defaults). */
static void root_motion_and_defaults(void) {
    static const char text[] =
        "controller version=1 {\n"
        "  entry=\"Walk\"\n"
        "  param \"Stop\" kind=bool {}\n"
        "  state \"Walk\" clip=asset(\"anim/walk.aeanim\") {}\n"
        "  state \"Idle\" {}\n"
        "  transition \"Walk\" to=\"Idle\" { cond \"Stop\" {} }\n"
        "}\n";
    reel_diagnostics d = { NULL, 0, 0 };
    reel_controller *c = load(text, NULL, &d);
    reel_animator *a;
    double total = 0;
    int i, tint;
    CHECK(c != NULL, "loads");
    if (!c) return;
    a = reel_animator_new(c, 0.125, 0, NULL);
    for (i = 0; i < 9; i++) {
        reel_animator_step(a);
        total += reel_animator_root_motion_x(a);
    }
    CHECK(total == 20, "eight steps of an eighth walk two loops of 10: %.17g", total);
    tint = 0;
    CHECK(reel_controller_channel_count(c) == 1 && strcmp(reel_controller_channel_name(c, 0), ":SpriteRenderer.tint") == 0,
          "one channel (the root track makes none)");
    CHECK(reel_animator_value(a, tint, 1) == 0, "red while walking");
    reel_animator_set_bool(a, reel_controller_param_index(c, "Stop"), 1);
    reel_animator_step(a);
    CHECK(reel_animator_value(a, tint, 1) == 1, "back to white in Idle");
    reel_animator_free(a);
    reel_controller_free(c);
    reel_diagnostics_free(&d, NULL);
}

static void diagnostics(void) {
    static const char unknown[] =
        "controller version=1 {\n"
        "  entry=\"A\"\n"
        "  state \"A\" {}\n"
        "  transition \"A\" to=\"Nowhere\" {}\n"
        "}\n";
    static const char cycle[] =
        "controller version=1 {\n"
        "  entry=\"A\"\n"
        "  state \"A\" {}\n"
        "  state \"B\" {}\n"
        "  transition \"A\" to=\"B\" {}\n"
        "  transition \"B\" to=\"A\" {}\n"
        "}\n";
    static const char twice[] =
        "controller version=1 {\n"
        "  entry=\"A\"\n"
        "  state \"A\" {}\n"
        "  state \"A\" {}\n"
        "}\n";
    static const char missing[] =
        "controller version=1 {\n"
        "  entry=\"A\"\n"
        "  state \"A\" clip=asset(\"anim/none.aeanim\") {}\n"
        "}\n";
    reel_diagnostics d = { NULL, 0, 0 };
    reel_controller *c = load(unknown, NULL, &d);
    CHECK(c == NULL && has_code(&d, "ANC001", 4, 21), "ANC001 at the to= of the transition");
    reel_diagnostics_free(&d, NULL);
    c = load(cycle, NULL, &d);
    CHECK(c == NULL && has_code(&d, "ANC003", 6, 14), "ANC003 at the transition closing the cycle");
    CHECK(d.count == 1 && strstr(d.items[0].message, "through \"A\"") != NULL, "naming the state: %s",
          d.count ? d.items[0].message : "");
    reel_diagnostics_free(&d, NULL);
    c = load(twice, NULL, &d);
    CHECK(c == NULL && has_code(&d, "ANC005", 4, 9), "ANC005 at the second name");
    reel_diagnostics_free(&d, NULL);
    c = load(missing, NULL, &d);
    CHECK(c != NULL && has_code(&d, "ANC004", 3, 3), "ANC004: the state plays nothing, the controller loads");
    reel_controller_free(c);
    reel_diagnostics_free(&d, NULL);
}

/* Every allocation failing in turn: the load gives up cleanly, nothing leaks. */
static void out_of_memory(void) {
    static const char text[] =
        "controller version=1 {\n"
        "  entry=\"A\"\n"
        "  param \"Go\" kind=trigger {}\n"
        "  state \"A\" clip=asset(\"anim/one.aeanim\") {}\n"
        "  state \"T\" blend=oneD param=\"F\" { motion clip=asset(\"anim/one.aeanim\") at=0 {} motion clip=asset(\"anim/walk.aeanim\") at=1 {} }\n"
        "  param \"F\" kind=float {}\n"
        "  transition \"A\" to=\"T\" duration=0.5 { cond \"Go\" {} }\n"
        "  layer \"Up\" entry=\"U\" weight=0.5 { state \"U\" clip=asset(\"anim/walk.aeanim\") {} }\n"
        "}\n";
    long limit;
    int loaded = 0;
    for (limit = 0; limit < 400 && !loaded; limit++) {
        counting count = { 0, 0, 0, 0 };
        reel_allocator allocator = { c_alloc, c_realloc, c_free, NULL };
        reel_diagnostics d = { NULL, 0, 0 };
        reel_controller *c;
        count.limit = limit;
        allocator.user = &count;
        c = load(text, &allocator, &d);
        if (c) {
            reel_animator *a = reel_animator_new(c, 1.0 / 60, 0, &allocator);
            if (a) {
                loaded = 1;
                reel_animator_step(a);
                reel_animator_free(a);
            }
            reel_controller_free(c);
        }
        reel_diagnostics_free(&d, &allocator);
        CHECK(count.live == 0, "limit %ld: %ld blocks left", limit, count.live);
    }
    CHECK(loaded, "loads once the allocator gives enough");
}

/* Mutated controllers (bytes changed, cut, tokens of the syntax inserted) through the loader and forty steps
 * with random parameters and cross-fades: nothing crashes (the sanitizer build runs this too), and every load
 * that fails says why with an error. */
static unsigned long long fuzz_state = 88172645463325252ULL;
static unsigned fuzz_next(void) {
    fuzz_state ^= fuzz_state << 13;
    fuzz_state ^= fuzz_state >> 7;
    fuzz_state ^= fuzz_state << 17;
    return (unsigned)(fuzz_state >> 11);
}

static void mutated_controllers(void) {
    static const char *const sources[] = {
        "controller version=1 {\n  entry=\"A\"\n  param \"Go\" kind=trigger {}\n  param \"F\" kind=float {}\n"
        "  state \"A\" clip=asset(\"anim/one.aeanim\") {}\n"
        "  state \"T\" blend=twoD param=\"F\" paramY=\"F\" { motion clip=asset(\"anim/one.aeanim\") at=[0, 0] {} "
        "motion clip=asset(\"anim/walk.aeanim\") at=[1, 0] {} motion clip=asset(\"anim/walk.aeanim\") at=[0, 1] {} }\n"
        "  machine \"M\" entry=\"X\" { state \"X\" {} transition \"X\" to=\"exit\" exitTime=1 {} }\n"
        "  transition \"A\" to=\"T\" duration=0.5 { cond \"Go\" {} }\n  transition \"T\" to=\"M\" exitTime=1 {}\n"
        "  transition \"M\" to=\"A\" duration=0.2 {}\n"
        "  layer \"Up\" entry=\"U\" weight=0.5 blend=additive mask=[\"\"] { state \"U\" clip=asset(\"anim/walk.aeanim\") {} "
        "state \"V\" {} transition \"any\" to=\"V\" interrupt=true duration=0.1 { cond \"Go\" {} } }\n}\n",
        "controller version=1 {\n  entry=\"I\"\n  ease=smoothstep\n  param \"S\" kind=float default=1 {}\n"
        "  param \"B\" kind=bool {}\n  param \"N\" kind=int {}\n"
        "  state \"I\" blend=oneD param=\"S\" speed=-1 loop=pingPong { motion clip=asset(\"anim/one.aeanim\") at=0 {} "
        "motion clip=asset(\"anim/walk.aeanim\") at=2 {} }\n  state \"R\" clip=asset(\"anim/walk.aeanim\") events=both {}\n"
        "  transition \"I\" to=\"R\" duration=0.1 { cond \"B\" {} cond \"N\" op=ge value=1 {} }\n"
        "  transition \"any\" to=\"I\" interrupt=true { cond \"S\" op=lt value=0 {} }\n}\n"
    };
    static const char *const tokens[] = { "{", "}", "\"", "=", "[", "]", "state \"Z\" {}", "transition \"any\" to=\"Z\" {}",
        "machine \"K\" {", "layer \"L\" {", "exit", "any", "blend=twoD", "blend=oneD", "motion at=1 {}", "-1", "1e308",
        "\n", "cond \"F\" {}", "to=\"exit\"", "entry=\"M\"", "/", "asset(\"anim/walk.aeanim\")", "0", "#" };
    int it, loaded = 0, silent = 0;
    for (it = 0; it < 1500; it++) {
        const char *source = sources[it % 2];
        size_t n = strlen(source), cap = n + 400, at;
        char *text = (char *)malloc(cap);
        int edits = 1 + (int)(fuzz_next() % 6), e, i;
        reel_diagnostics d = { NULL, 0, 0 };
        reel_controller *c;
        memcpy(text, source, n);
        for (e = 0; e < edits && n > 0; e++) {
            at = fuzz_next() % n;
            switch (fuzz_next() % 4) {
            case 0: text[at] = (char)(fuzz_next() % 128); break;
            case 1: memmove(text + at, text + at + 1, n - at - 1); n--; break;
            case 2: {
                const char *t = tokens[fuzz_next() % (sizeof tokens / sizeof *tokens)];
                size_t k = strlen(t);
                if (n + k < cap) { memmove(text + at + k, text + at, n - at); memcpy(text + at, t, k); n += k; }
                break;
            }
            default: n = at; break;
            }
        }
        c = reel_controller_load(text, n, "f.aectrl", &files, NULL, &d);
        if (c) {
            reel_animator *a = reel_animator_new(c, 1.0 / 30, it % 2 ? REEL_OPEN_SCENE : 0, NULL);
            int s, p;
            loaded++;
            for (s = 0; s < 40; s++) {
                for (p = 0; p < reel_controller_param_count(c); p++) {
                    if (fuzz_next() % 7) continue;
                    switch (reel_controller_param_kind(c, p)) {
                    case REEL_PARAM_FLOAT: reel_animator_set_float(a, p, (double)(fuzz_next() % 7) - 2); break;
                    case REEL_PARAM_INT: reel_animator_set_int(a, p, (int)(fuzz_next() % 5) - 2); break;
                    case REEL_PARAM_BOOL: reel_animator_set_bool(a, p, (int)(fuzz_next() % 2)); break;
                    default: reel_animator_set_trigger(a, p); break;
                    }
                }
                if (fuzz_next() % 17 == 0 && reel_controller_state_count(c, 0) > 0)
                    reel_animator_cross_fade(a, (int)(fuzz_next() % (unsigned)reel_controller_state_count(c, 0)),
                                             (fuzz_next() % 3) * 0.1);
                reel_animator_step(a);
                (void)reel_animator_state_hash(a);
            }
            reel_animator_free(a);
            reel_controller_free(c);
        } else {
            int error = 0;
            for (i = 0; i < d.count; i++) error |= d.items[i].error;
            silent += !error;
        }
        reel_diagnostics_free(&d, NULL);
        free(text);
    }
    CHECK(silent == 0, "%d failed loads said nothing", silent);
    CHECK(loaded > 50, "some mutated controllers still load (%d)", loaded);
}

int main(void) {
    documented_hash_example();
    stepping_rules();
    root_motion_and_defaults();
    diagnostics();
    out_of_memory();
    mutated_controllers();
    return testing_result("test_controller");
}
