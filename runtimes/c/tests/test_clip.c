/* Clips in the C runtime: loading (diagnostics at file:line:col), sampling every track kind and tangent mode,
 * and the player's commands, events, restore values and state, with a counting allocator that also checks that
 * stepping allocates nothing and that everything loaded is freed. */
#include "../reel.c"
#include "testing.h"

static long live_blocks, allocations;
static void *count_alloc(void *user, size_t size) { (void)user; live_blocks++; allocations++; return malloc(size); }
static void *count_realloc(void *user, void *old, size_t old_size, size_t new_size) {
    (void)user; (void)old_size;
    if (!old) { live_blocks++; }
    allocations++;
    return realloc(old, new_size);
}
static void count_free(void *user, void *block, size_t size) { (void)user; (void)size; if (block) live_blocks--; free(block); }
static const reel_allocator counting = { count_alloc, count_realloc, count_free, NULL };

static reel_clip *load(const char *text, reel_diagnostics *d) {
    return reel_clip_load(text, strlen(text), "t.aeanim", &counting, d);
}

static int has_diag(const reel_diagnostics *d, const char *code, int line, int column) {
    int i;
    for (i = 0; i < d->count; i++)
        if (strcmp(d->items[i].code, code) == 0 && d->items[i].line == line && d->items[i].column == column) return 1;
    return 0;
}

static double sample1(const reel_clip *clip, int track, double t) {
    double out[64];
    memset(out, 0, sizeof out);
    rl_clip_sample_track(clip, track, t, out);
    return out[clip->tracks[track].offset];
}

static void sampling_of_every_kind(void) {
    reel_diagnostics d = {0};
    const char *text =
        "anim version=1 length=2 {\n"
        "  track \"\" prop=\"a\" kind=float32 { key t=0 v=0 interp=linear; key t=1 v=10 interp=step; key t=2 v=20 }\n"
        "  track \"\" prop=\"b\" kind=int32 { key t=0 v=1 interp=linear; key t=1 v=5 }\n"
        "  track \"\" prop=\"c\" kind=int32 numeric=true { key t=0 v=0 interp=linear; key t=1 v=5 }\n"
        "  track \"\" prop=\"d\" kind=bool { key t=0 v=false; key t=0.5 v=true }\n"
        "  track \"\" prop=\"e\" kind=enum { key t=0 v=idle; key t=1 v=\"run fast\" }\n"
        "  track \"\" prop=\"f\" kind=vec2 { key t=0 v=[0, 10] interp=linear; key t=1 v=[2, 20] }\n"
        "  track \"\" prop=\"g\" kind=quat { key t=0 v=[0, 0, 0, 2]; key t=1 v=[0, 0, 1, 0] }\n"
        "  track \"\" prop=\"h\" kind=assetRef { key t=0 v=asset(\"x.png\"); key t=1 v=asset(\"y.png\") }\n"
        "  track \"\" prop=\"i\" kind=float32 { key t=0 v=0 tangent=flat; key t=1 v=1 tangent=flat }\n"
        "  track \"\" prop=\"j\" kind=float32 { key t=0 v=0 tangent=constant; key t=1 v=1 }\n"
        "  track \"\" prop=\"k\" kind=float32 { key t=0 v=0 tangent=free out=[0.9, 0]; key t=1 v=1 tangent=free in=[-0.9, 0] }\n"
        "  track \"\" prop=\"l\" kind=float32 {}\n"
        "}\n";
    reel_clip *clip = load(text, &d);
    double out[64], v;
    CHECK(clip != NULL && d.count == 0, "the clip loads without diagnostics (%d)", d.count);
    if (!clip) { reel_diagnostics_free(&d, &counting); return; }
    CHECK(clip->ntracks == 12 && clip->nchannels == 12, "12 tracks");
    /* float32: linear, then a step segment, then the last key's value after the end; before 0 the first. */
    CHECK(sample1(clip, 0, 0.25) == 2.5, "linear at 0.25: %.17g", sample1(clip, 0, 0.25));
    CHECK(sample1(clip, 0, 1.5) == 10, "a step holds key 1's value");
    CHECK(sample1(clip, 0, 5) == 20 && sample1(clip, 0, -1) == 0, "outside the keys");
    /* A key less than 1e-9 s ahead counts as reached. */
    CHECK(sample1(clip, 0, 1 - 5e-10) == 10, "reached within 1e-9: %.17g", sample1(clip, 0, 1 - 5e-10));
    CHECK(sample1(clip, 0, 1 - 2e-9) != 10, "not reached 2e-9 before");
    /* int32 steps whatever the interp; numeric int32 interpolates and rounds half away from zero. */
    CHECK(sample1(clip, 1, 0.9) == 1, "int32 steps");
    CHECK(sample1(clip, 2, 0.5) == 3 && sample1(clip, 2, 0.3) == 2, "numeric int32 2.5 -> 3, 1.5 -> 2");
    CHECK(rl_round_half_away(-2.5) == -3 && rl_round_half_away(-0.4) == 0 && !signbit(rl_round_half_away(-0.4)),
          "half away from zero, -0.4 to +0");
    CHECK(sample1(clip, 3, 0.49) == 0 && sample1(clip, 3, 0.5) == 1, "bool steps");
    v = sample1(clip, 4, 0.5);
    CHECK(strcmp(clip->texts[(int)v], "idle") == 0, "enum text");
    CHECK(strcmp(clip->texts[(int)sample1(clip, 4, 1)], "run fast") == 0, "enum as a string");
    memset(out, 0, sizeof out);
    rl_clip_sample_track(clip, 5, 0.5, out);
    CHECK(out[clip->tracks[5].offset] == 1 && out[clip->tracks[5].offset + 1] == 15, "vec2 per lane");
    rl_clip_sample_track(clip, 6, 0.5, out);
    {
        const double *q = out + clip->tracks[6].offset;
        CHECK(fabs(q[2] - sqrt(0.5)) < 1e-15 && fabs(q[3] - sqrt(0.5)) < 1e-15 && q[0] == 0,
              "slerp halfway of a quarter turn, keys normalised: %.17g %.17g", q[2], q[3]);
    }
    CHECK(strcmp(clip->texts[(int)sample1(clip, 7, 0.99)], "x.png") == 0, "assetRef steps");
    /* flat tangents at both ends: symmetric ease, half way is half the value; no time solve (identity). */
    CHECK(fabs(sample1(clip, 8, 0.5) - 0.5) < 1e-15 && sample1(clip, 8, 0.25) < 0.25, "flat ease");
    CHECK(clip->tracks[8].records[2] == 0, "auto/flat thirds need no time curve");
    CHECK(sample1(clip, 9, 0.99) == 0, "a constant side steps");
    /* free handles bending time: the curve is solved, monotone, and meets its keys. */
    CHECK(clip->tracks[10].records[2] < 0, "free handles longer than a third bend time");
    {
        double last = -1, t;
        int monotone = 1;
        for (t = 0; t <= 1.0; t += 1.0 / 64) {
            double y = sample1(clip, 10, t);
            if (y < last) monotone = 0;
            last = y;
        }
        CHECK(monotone, "a bent flat-handled segment is monotone");
        CHECK(sample1(clip, 10, 0) == 0 && sample1(clip, 10, 1) == 1, "it meets its keys");
        CHECK(fabs(sample1(clip, 10, 0.5) - 0.5) < 1e-12, "symmetric: half way at half time: %.17g",
              sample1(clip, 10, 0.5));
    }
    /* The public sampling call: the same numbers by channel offset, texts by index. */
    {
        double buffer[64];
        int e = reel_clip_channel_find(clip, ":e"), f = reel_clip_channel_find(clip, ":f");
        CHECK(reel_clip_value_size(clip) == clip->value_size, "value size");
        reel_clip_sample(clip, 0.5, buffer);
        CHECK(buffer[reel_clip_channel_offset(clip, f) + 1] == 15, "vec2 lane y by channel offset");
        CHECK(strcmp(reel_clip_text(clip, (int)buffer[reel_clip_channel_offset(clip, e)]), "idle") == 0, "enum text");
        CHECK(strcmp(reel_clip_text(clip, -1), "") == 0, "no text for a bad index");
    }
    /* A sampler with cursors gives the pure function's bits, at times going forward, back, jumping, on keys and
     * 1e-9 before them, outside the keys, infinite (twice running) and NaN; and it leaves a track without keys as it was. */
    {
        reel_sampler *sampler = reel_sampler_new(clip, &counting);
        double pure[64], kept[64], times[420];
        int n = 0, i, k, same = 1;
        for (i = 0; i < 120; i++) times[n++] = -0.1 + i * (2.2 / 119);          /* forward */
        for (i = 0; i < 60; i++) times[n++] = 2.1 - i * 0.037;                   /* back */
        for (i = 0; i < 100; i++) times[n++] = fmod(i * 0.7071, 2.3) - 0.15;     /* jumping */
        for (i = 0; i <= 2; i++) {
            double at = i - RL_EPSILON;                                         /* a reach right on key i */
            while (at + RL_EPSILON < i) at = nextafter(at, 1e9);
            while (at + RL_EPSILON > i) at = nextafter(at, -1e9);
            times[n++] = i - 0.3;
            times[n++] = at;
            times[n++] = i;
            times[n++] = i - 5e-10;
            times[n++] = i - 2e-9;
            times[n++] = i + 1e-12;
        }
        times[n++] = INFINITY;
        times[n++] = INFINITY;   /* the same time again is playback, not a jump: (inf - start) * 0 is NaN there */
        times[n++] = -INFINITY;
        times[n++] = NAN;
        times[n++] = 0.5;
        times[n++] = NAN;
        times[n++] = 1.5;
        CHECK(sampler != NULL, "a sampler");
        for (i = 0; sampler && i < n; i++) {
            for (k = 0; k < 64; k++) pure[k] = kept[k] = -7;
            rl_clip_sample(clip, times[i], pure);
            reel_sampler_sample(sampler, times[i], kept);
            for (k = 0; k < 64; k++) same &= memcmp(&pure[k], &kept[k], sizeof(double)) == 0;
            if (!same) { CHECK(same, "the sampler's lanes at %.17g are the pure function's", times[i]); break; }
        }
        CHECK(same && kept[clip->tracks[11].offset] == -7, "%d times: the sampler agrees and leaves keyless lanes", n);
        reel_sampler_free(sampler);
    }
    /* A track without keys is left as it was. */
    out[clip->tracks[11].offset] = 42;
    rl_clip_sample(clip, 0.5, out);
    CHECK(out[clip->tracks[11].offset] == 42, "no keys, no value");
    reel_clip_free(clip);
    reel_diagnostics_free(&d, &counting);
}

/* The time solve agrees with the curve: x(u) = tau within the documented accuracy, for bent curves. */
static void the_time_solve_inverts_the_curve(void) {
    double curve[RL_CURVE_STRIDE];
    double handles[][2] = {{0.9, 0.1}, {0, 1}, {1, 0}, {0.05, 0.95}, {1, 1}, {0, 0}, {0.6, 0.2}};
    size_t h;
    int worst_ok = 1;
    for (h = 0; h < sizeof handles / sizeof handles[0]; h++) {
        double a1 = handles[h][0], a2 = handles[h][1], tau;
        rl_curve_expand(a1, a2, curve);
        for (tau = 0; tau <= 1; tau += 1.0 / 97) {
            double u = rl_curve_solve(curve, tau);
            double x = 3 * a1 * u * (1 - u) * (1 - u) + 3 * a2 * u * u * (1 - u) + u * u * u;
            if (!(u >= 0 && u <= 1 && fabs(x - tau) < 1e-8)) worst_ok = 0;
        }
    }
    CHECK(worst_ok, "every solve lands on the curve");
}

static void key_handles_of_each_mode(void) {
    /* Three keys 0 -> 1 -> 0 at t 0, 1, 3: a peak, so auto is flat there; linear points at the neighbours. */
    rl_key_src keys[3];
    double in_pair[2], out_pair[2];
    double times[3] = {0, 1, 3}, values[3] = {0, 1, 0}, slopes[3] = {0, 0, 0}, handles[12];
    memset(keys, 0, sizeof keys);
    rl_auto_slopes(times, values, 3, 1, slopes);
    CHECK(slopes[1] == 0, "an extremum has auto slope 0");
    keys[1].tan_in = RL_TAN_LINEAR;
    keys[1].tan_out = RL_TAN_LINEAR;
    rl_key_handles(keys, times, values, 3, 1, slopes, handles);
    CHECK(handles[4] == -1.0 / 3 && handles[5] == -1.0 / 3 && handles[6] == 2.0 / 3 && handles[7] == -1.0 / 3,
          "linear sides: %g %g %g %g", handles[4], handles[5], handles[6], handles[7]);
    /* aligned in beside a free out: takes the out side's slope with its own dt. */
    keys[1].tan_in = RL_TAN_ALIGNED;
    keys[1].tan_out = RL_TAN_FREE;
    keys[1].nout = 2;
    keys[1].out = out_pair;
    keys[1].in = in_pair;
    keys[1].out[0] = 0.5;
    keys[1].out[1] = 1;
    rl_key_handles(keys, times, values, 3, 1, slopes, handles);
    CHECK(handles[6] == 0.5 && handles[7] == 1, "free out as written");
    CHECK(handles[4] == -1.0 / 3 && handles[5] == -1.0 / 3 * 2, "aligned in turned in line: %g %g", handles[4],
          handles[5]);
    /* a free handle longer than its segment is shortened along itself; a backwards one flattened to dt 0. */
    keys[1].tan_in = RL_TAN_FREE;
    keys[1].nin = 2;
    keys[1].in[0] = -4;
    keys[1].in[1] = 2;
    keys[1].out[0] = -1;
    keys[1].out[1] = 3;
    rl_key_handles(keys, times, values, 3, 1, slopes, handles);
    CHECK(handles[4] == -1 && handles[5] == 0.5, "shortened: %g %g", handles[4], handles[5]);
    CHECK(handles[6] == 0 && handles[7] == 3, "flattened: %g %g", handles[6], handles[7]);
}

static void bad_clips_are_reported_where_they_are(void) {
    reel_diagnostics d = {0};
    reel_clip *clip = load("anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=vec2 {}\n"
                           "  event t=2 name=\"Hit\"\n  key t=0 v=1\n}\n", &d);
    CHECK(clip == NULL, "a clip with errors is not returned");
    CHECK(has_diag(&d, "ANM001", 2, 43), "the kind that does not match its property");
    CHECK(has_diag(&d, "ANM002", 3, 11), "an event after the end");
    CHECK(has_diag(&d, "DOC009", 4, 3), "an unknown node, a warning");
    reel_diagnostics_free(&d, &counting);
    clip = load("anim version=1 length=1 {\n  track \"\" prop=\"p\" kind=float32 { key t=0 v=\"open }\n}\n", &d);
    CHECK(clip == NULL && d.count == 1 && strcmp(d.items[0].code, "ANM001") == 0 && strstr(d.items[0].message, "(DOC001)"),
          "a syntax error makes the clip unreadable: %s", d.count ? d.items[0].message : "nothing");
    reel_diagnostics_free(&d, &counting);
    clip = load("anim version=1 length=1 length=2 {}\n", &d);
    CHECK(clip == NULL && has_diag(&d, "DOC010", 1, 25), "a property given twice");
    reel_diagnostics_free(&d, &counting);
}

/* A message is never cut (as Java's is not): an unknown node with a 3,000-character name is named in full. */
static void long_messages_stay_whole(void) {
    reel_diagnostics d = {0};
    char text[3200], name[3001];
    const char *want_tail = "' in 'anim' is kept as written";
    reel_clip *clip;
    size_t length;
    memset(name, 'n', 3000);
    name[3000] = 0;
    snprintf(text, sizeof text, "anim version=1 length=1 {\n  %s\n}\n", name);
    clip = load(text, &d);
    CHECK(clip != NULL && d.count == 1 && strcmp(d.items[0].code, "DOC009") == 0, "one warning for the unknown node");
    length = d.count ? strlen(d.items[0].message) : 0;
    CHECK(length == strlen("unknown node '") + 3000 + strlen(want_tail)
          && strcmp(d.items[0].message + length - strlen(want_tail), want_tail) == 0,
          "the whole message: %lu characters", (unsigned long)length);
    reel_clip_free(clip);
    reel_diagnostics_free(&d, &counting);
}

typedef struct seen { char names[64][16]; int count; } seen;
static void remember(void *user, const reel_fired_event *event) {
    seen *s = (seen *)user;
    if (s->count < 64) snprintf(s->names[s->count++], 16, "%s", event->name);
}

static void the_player_follows_the_rules(void) {
    reel_diagnostics d = {0};
    const char *text =
        "anim version=1 length=1 loop=loop {\n"
        "  track \"\" prop=\"x\" kind=float32 onEnd=restore { key t=0 v=5 interp=linear; key t=1 v=15 }\n"
        "  track \"\" prop=\"x\" kind=float32 { key t=0 v=1 }\n"
        "  track \"\" prop=\"s\" kind=enum onEnd=restore { key t=0 v=a; key t=0.5 v=b }\n"
        "  event t=0 name=\"Start\"; event t=1 name=\"End\"; event t=0.5 name=\"Mid\" mode=presentation\n"
        "}\n";
    reel_clip *clip = load(text, &d);
    reel_player *p;
    seen s;
    long before;
    int i, x, str;
    CHECK(clip != NULL, "loads");
    if (!clip) { reel_diagnostics_free(&d, &counting); return; }
    CHECK(reel_clip_channel_count(clip) == 2, "two channels: the second x track is not one");
    x = reel_clip_channel_find(clip, ":x");
    str = reel_clip_channel_find(clip, ":s");
    CHECK(x == 0 && str == 1 && reel_clip_channel_find(clip, ":y") == -1, "channels by PATH:PROPERTY");
    CHECK(reel_clip_check_events(clip, NULL, &counting, &d) == 3, "Start, End and Mid are not the engine's");
    reel_diagnostics_free(&d, &counting);
    p = reel_player_new(clip, 0.25, 0, &counting);
    memset(&s, 0, sizeof s);
    reel_player_set_listener(p, remember, &s);
    CHECK(!reel_player_has_value(p, x), "no value before Play");
    reel_player_play(p);
    before = allocations;
    reel_player_step(p);
    CHECK(reel_player_time(p) == 0 && reel_player_playing(p) && reel_player_value(p, x, 0) == 5, "Play's step");
    CHECK(s.count == 1 && strcmp(s.names[0], "Start") == 0, "the start event fires on Play's step");
    CHECK(reel_player_diagnostics(p)->count == 1 && strcmp(reel_player_diagnostics(p)->items[0].code, "ANM004") == 0,
          "the second track on x is off (ANM004)");
    reel_player_draw(p, 1);
    for (i = 0; i < 3; i++) { reel_player_step(p); reel_player_draw(p, 1); }
    CHECK(reel_player_time(p) == 0.75 && reel_player_value(p, x, 0) == 12.5, "three steps of 0.25: %g",
          reel_player_time(p));
    CHECK(strcmp(reel_player_text(p, str), "b") == 0, "enum text b");
    CHECK(s.count == 2 && strcmp(s.names[1], "Mid") == 0, "the presentation event fires on the draw");
    reel_player_step(p);
    CHECK(reel_player_time(p) == 0 && reel_player_cycle(p) == 1, "a loop wraps onto cycle 1 exactly");
    CHECK(s.count == 4 && strcmp(s.names[2], "End") == 0 && strcmp(s.names[3], "Start") == 0,
          "the closing event fires before the opening one");
    {
        int n = 0, dropped = 0;
        const reel_fired_event *fired = reel_player_events(p, &n, &dropped);
        CHECK(n == 2 && dropped == 0 && fired[0].cycle == 0 && fired[1].cycle == 1 && fired[0].position == 1,
              "the step's events in order: End of cycle 0, then Start of cycle 1 at the same position");
    }
    reel_player_pause(p);
    reel_player_step(p);
    CHECK(!reel_player_playing(p) && reel_player_paused(p) && reel_player_time(p) == 0, "pause holds");
    reel_player_seek(p, 0.5);
    reel_player_step(p);
    CHECK(reel_player_time(p) == 0.5 && reel_player_cycle(p) == 1, "seek while paused keeps the cycle");
    reel_player_resume(p);
    reel_player_set_speed(p, -1);
    reel_player_step(p);
    CHECK(reel_player_time(p) == 0.25, "SetSpeed flips the mirror and applies to its own step: %g",
          reel_player_time(p));
    reel_player_stop(p);
    reel_player_step(p);
    CHECK(reel_player_finished(p) == -1 && !reel_player_playing(p), "Stop: Finished(-1)");
    CHECK(reel_player_value(p, x, 0) == 0 && strcmp(reel_player_text(p, str), "") == 0,
          "restore tracks show their neutral values back");
    reel_player_step(p);
    CHECK(reel_player_finished(p) == REEL_NOT_FINISHED, "Finished is of one step");
    CHECK(allocations == before, "stepping allocated nothing (%ld)", allocations - before);
    reel_player_set_loop(p, REEL_ONCE);
    reel_player_set_speed(p, 1);
    reel_player_play(p);
    for (i = 0; i < 5 && reel_player_finished(p) != 0; i++) reel_player_step(p);
    CHECK(reel_player_finished(p) == 0 && reel_player_time(p) == 1 && i == 5, "a once clip ends with Finished(0)");
    {
        uint64_t h1 = reel_player_state_hash(p);
        reel_player_step(p);
        CHECK(reel_player_state_hash(p) == h1, "nothing changes after the end, nor does the hash");
    }
    reel_player_free(p);
    reel_clip_free(clip);
    reel_diagnostics_free(&d, &counting);
}

int main(void) {
    sampling_of_every_kind();
    the_time_solve_inverts_the_curve();
    key_handles_of_each_mode();
    bad_clips_are_reported_where_they_are();
    long_messages_stay_whole();
    the_player_follows_the_rules();
    CHECK(live_blocks == 0, "everything loaded was freed (%ld blocks left)", live_blocks);
    return testing_result("test_clip");
}
