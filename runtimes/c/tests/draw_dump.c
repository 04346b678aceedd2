/* draw_dump: runs a controller on fixed steps and draws it after each step at a few alphas, printing what the
 * draws did, for DrawAgreementTest to compare with Java's Animator.draw / LayeredAnimator.draw.
 *
 *   draw_dump CONTROLLER PROJECT_ROOT ACTIONS STEPS DT ALPHA...
 *
 * ACTIONS holds one action a line, "STEP VERB TARGET NUMBER" (ReplayScript.Action: VERB 0 set, 1 trigger, 2 play,
 * 3 crossfade; NUMBER in any strtod form). Prints first "c CHANNEL NAME" for each drawn channel, then per step
 * and alpha "d STEP ALPHA_INDEX", each presentation event fired as "e LAYER STATE NAME PAYLOAD MODE CYCLE" (PAYLOAD
 * "-" or the bits of the double) and each drawn channel's lanes as "v CHANNEL BITS...". Numbers as the 16 hex
 * digits of their IEEE-754 bits. */
#include "../reel.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *bytes;
    long size;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) { fclose(f); return NULL; }
    bytes = (char *)malloc((size_t)size + 1);
    if (bytes && fread(bytes, 1, (size_t)size, f) != (size_t)size) { free(bytes); bytes = NULL; }
    fclose(f);
    if (bytes) { bytes[size] = 0; *len = (size_t)size; }
    return bytes;
}

static int read_clip(void *user, const char *asset_path, reel_file *file, reel_diagnostics *diagnostics) {
    char path[8192];
    size_t len = 0;
    char *bytes;
    (void)diagnostics;
    snprintf(path, sizeof path, "%s/%s", (const char *)user, asset_path);
    bytes = read_all(path, &len);
    if (!bytes) return 0;
    file->bytes = bytes;
    file->len = len;
    file->name = NULL;
    file->handle = bytes;
    return 1;
}

static void release_clip(void *user, reel_file *file) {
    (void)user;
    free(file->handle);
}

static unsigned long long bits(double x) {
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return (unsigned long long)b;
}

static void on_event(void *user, int layer, int state, const reel_fired_event *e) {
    (void)user;
    printf("e %d %d %s ", layer, state, e->name);
    if (e->has_payload) printf("%016llx", bits(e->payload));
    else printf("-");
    printf(" %d %d\n", (int)e->mode, e->cycle);
}

typedef struct action { long step; int verb, target; double number; } action;

int main(int argc, char **argv) {
    reel_files files;
    reel_diagnostics diags;
    reel_controller *c;
    reel_animator *o;
    reel_animator_listener listener;
    action *actions = NULL;
    int nactions = 0, cap = 0, next = 0, i, ch, lane, channels;
    long steps, step;
    double dt;
    size_t len = 0;
    char *text, line[512];
    FILE *f;
    if (argc < 7) {
        fprintf(stderr, "usage: draw_dump CONTROLLER PROJECT_ROOT ACTIONS STEPS DT ALPHA...\n");
        return 2;
    }
    text = read_all(argv[1], &len);
    if (!text) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    files.read = read_clip;
    files.release = release_clip;
    files.user = argv[2];
    memset(&diags, 0, sizeof diags);
    c = reel_controller_load(text, len, argv[1], &files, NULL, &diags);
    free(text);
    reel_diagnostics_free(&diags, NULL);
    if (!c) { fprintf(stderr, "%s does not load\n", argv[1]); return 1; }
    f = fopen(argv[3], "r");
    if (!f) { fprintf(stderr, "cannot read %s\n", argv[3]); reel_controller_free(c); return 1; }
    while (fgets(line, sizeof line, f)) {
        char number[128];
        action a;
        if (sscanf(line, "%ld %d %d %127s", &a.step, &a.verb, &a.target, number) != 4) continue;
        a.number = strtod(number, NULL);
        if (nactions == cap) {
            action *grown;
            cap = cap ? 2 * cap : 16;
            grown = (action *)realloc(actions, (size_t)cap * sizeof *actions);
            if (!grown) { fclose(f); free(actions); reel_controller_free(c); return 1; }
            actions = grown;
        }
        actions[nactions++] = a;
    }
    fclose(f);
    steps = strtol(argv[4], NULL, 10);
    dt = strtod(argv[5], NULL);
    o = reel_animator_new(c, dt, REEL_OPEN_SCENE | REEL_LAYERED_SCENE, NULL);
    if (!o) { free(actions); reel_controller_free(c); return 1; }
    listener.entered = NULL;
    listener.exited = NULL;
    listener.event = on_event;
    listener.user = NULL;
    reel_animator_set_listener(o, &listener);
    channels = reel_controller_channel_count(c);
    for (ch = 0; ch < channels; ch++)
        if (reel_controller_channel_drawn(c, ch)) printf("c %d %s\n", ch, reel_controller_channel_name(c, ch));
    for (step = 1; step <= steps; step++) {
        for (; next < nactions && actions[next].step <= step; next++) {
            const action *a = &actions[next];
            if (a->step != step) continue;
            switch (a->verb) {
            case 0:
                switch (reel_controller_param_kind(c, a->target)) {
                case REEL_PARAM_BOOL: reel_animator_set_bool(o, a->target, a->number != 0); break;
                case REEL_PARAM_TRIGGER:
                    if (a->number != 0) reel_animator_set_trigger(o, a->target);
                    else reel_animator_reset_trigger(o, a->target);
                    break;
                case REEL_PARAM_INT: reel_animator_set_int(o, a->target, (int)a->number); break;
                default: reel_animator_set_float(o, a->target, a->number); break;
                }
                break;
            case 1: reel_animator_set_trigger(o, a->target); break;
            case 2: reel_animator_play(o, a->target); break;
            default: reel_animator_cross_fade(o, a->target, a->number); break;
            }
        }
        /* the step's own gameplay events are not what this dump is about */
        reel_animator_set_listener(o, NULL);
        reel_animator_step(o);
        reel_animator_set_listener(o, &listener);
        for (i = 6; i < argc; i++) {
            printf("d %ld %d\n", step, i - 6);
            reel_animator_draw(o, strtod(argv[i], NULL));
            for (ch = 0; ch < channels; ch++) {
                if (!reel_controller_channel_drawn(c, ch)) continue;
                printf("v %d", ch);
                for (lane = 0; lane < reel_controller_channel_lanes(c, ch); lane++)
                    printf(" %016llx", bits(reel_animator_drawn_value(o, ch, lane)));
                printf("\n");
            }
        }
    }
    reel_animator_free(o);
    reel_controller_free(c);
    free(actions);
    return 0;
}
