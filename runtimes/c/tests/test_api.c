/* The public API's guards (reel.h): every accessor taking an index answers its documented NULL, -1 or 0 for
 * indices out of range (-1, the count, 1,000,000) instead of reading other memory - under the sanitizers an
 * unchecked read fails the run - and the lookups by name (reel_clip_channel_find, reel_controller_channel_find)
 * and the project's tick rate, fixed step and name. */
#include "reel.h"
#include "testing.h"

#include <string.h>

static const char clip_text[] =
    "anim version=1 length=1 loop=loop {\n"
    "  track \"Body\" prop=\"transform.position\" kind=vec2 { key t=0 v=[0, 0] interp=linear; key t=1 v=[4, 2] }\n"
    "  track \"Body\" prop=\"SpriteRenderer.sprite\" kind=assetRef { key t=0 v=asset(\"a.png\") }\n"
    "  track \"Body\" prop=\"SpriteRenderer.flipX\" kind=bool { key t=0 v=true }\n"
    "  event t=0.5 name=\"Footstep\" {}\n"
    "}\n";

static int mem_read(void *user, const char *path, reel_file *file, reel_diagnostics *diagnostics) {
    (void)user;
    (void)diagnostics;
    if (strcmp(path, "anim/one.aeanim") != 0) return 0;
    file->bytes = clip_text;
    file->len = strlen(clip_text);
    file->name = path;
    return 1;
}

static const reel_files files = { mem_read, NULL, NULL };

static void clip_indices(void) {
    reel_diagnostics d = {0};
    reel_clip *clip = reel_clip_load(clip_text, strlen(clip_text), "one.aeanim", NULL, &d);
    reel_player *player;
    int bad[3], i, n, line = 7, column = 7, sprite;
    CHECK(clip != NULL && d.count == 0, "the clip loads (%d diagnostics)", d.count);
    if (!clip) return;
    n = reel_clip_channel_count(clip);
    CHECK(n == 3, "three channels: %d", n);
    CHECK(reel_clip_channel_find(clip, "Body:transform.position") == 0, "find the position");
    sprite = reel_clip_channel_find(clip, "Body:SpriteRenderer.sprite");
    CHECK(sprite == 1, "find the sprite: %d", sprite);
    CHECK(reel_clip_channel_find(clip, "Body:nothing") == -1 && reel_clip_channel_find(clip, NULL) == -1,
          "no such channel");
    bad[0] = -1; bad[1] = n; bad[2] = 1000000;
    for (i = 0; i < 3; i++) {
        int c = bad[i];
        CHECK(reel_clip_channel_name(clip, c) == NULL, "name of %d", c);
        CHECK(reel_clip_channel_kind(clip, c) == REEL_NO_KIND, "kind of %d", c);
        CHECK(reel_clip_channel_lanes(clip, c) == 0, "lanes of %d", c);
        CHECK(reel_clip_channel_offset(clip, c) == -1, "offset of %d", c);
        CHECK(reel_clip_event_name(clip, c == n ? reel_clip_event_count(clip) : c) == NULL, "event %d", c);
        CHECK(strcmp(reel_clip_text(clip, c), "") == 0, "text %d", c);
        line = column = 7;
        CHECK(reel_clip_asset(clip, c == n ? reel_clip_asset_count(clip) : c, &line, &column) == NULL
              && line == 0 && column == 0, "asset %d", c);
    }
    CHECK(strcmp(reel_clip_asset(clip, 0, &line, &column), "a.png") == 0 && line == 3, "the asset itself");
    player = reel_player_new(clip, 1.0 / 60, 0, NULL);
    reel_player_play(player);
    reel_player_step(player);
    reel_player_step(player);
    CHECK(reel_player_value(player, 0, 0) > 0 && reel_player_has_value(player, 0), "the position moves");
    CHECK(strcmp(reel_player_text(player, sprite), "a.png") == 0, "the sprite's text");
    CHECK(reel_player_value(player, 2, 0) == 1, "flipX is 1");
    for (i = 0; i < 3; i++) {
        int c = bad[i];
        CHECK(reel_player_has_value(player, c) == 0, "has_value %d", c);
        CHECK(reel_player_value(player, c, 0) == 0, "value %d", c);
        CHECK(reel_player_value(player, 0, c == n ? 2 : c) == 0, "lane %d", c);
        CHECK(reel_player_text(player, c) == NULL, "player text %d", c);
    }
    reel_player_free(player);
    reel_clip_free(clip);
    reel_diagnostics_free(&d, NULL);
}

static void controller_indices(const char *text, int layers) {
    reel_diagnostics d = {0};
    reel_controller *c = reel_controller_load(text, strlen(text), "t.aectrl", &files, NULL, &d);
    reel_animator *a;
    int bad[3], i, n, position, sprite;
    CHECK(c != NULL, "the controller loads (%d diagnostics: %s)", d.count, d.count ? d.items[0].message : "");
    if (!c) { reel_diagnostics_free(&d, NULL); return; }
    n = reel_controller_channel_count(c);
    position = reel_controller_channel_find(c, "Body:transform.position");
    sprite = reel_controller_channel_find(c, "Body:SpriteRenderer.sprite");
    CHECK(position >= 0 && sprite >= 0 && position != sprite, "find: %d %d", position, sprite);
    CHECK(position < 0 || strcmp(reel_controller_channel_name(c, position), "Body:transform.position") == 0,
          "the channel found is the one named");
    CHECK(reel_controller_channel_find(c, "Body:nothing") == -1 && reel_controller_channel_find(c, NULL) == -1,
          "no such channel");
    CHECK(reel_controller_layer_count(c) == layers, "%d layers", layers);
    a = reel_animator_new(c, 1.0 / 60, 0, NULL);
    for (i = 0; i < 30; i++) reel_animator_step(a);
    CHECK(reel_animator_value(a, position, 0) > 0, "the position moves: %g", reel_animator_value(a, position, 0));
    CHECK(reel_animator_text(a, sprite) && strcmp(reel_animator_text(a, sprite), "a.png") == 0, "the sprite");
    CHECK(reel_animator_text(a, position) == NULL, "a vec2 has no text");
    bad[0] = -1; bad[1] = n; bad[2] = 1000000;
    for (i = 0; i < 3; i++) {
        int x = bad[i], l = x == n ? layers : x, s = x == n ? reel_controller_state_count(c, 0) : x;
        int p = x == n ? reel_controller_param_count(c) : x;
        CHECK(reel_controller_channel_name(c, x) == NULL, "channel name %d", x);
        CHECK(reel_controller_channel_kind(c, x) == REEL_NO_KIND, "channel kind %d", x);
        CHECK(reel_controller_channel_lanes(c, x) == 0, "channel lanes %d", x);
        CHECK(reel_animator_value(a, x, 0) == 0, "value %d", x);
        CHECK(reel_animator_value(a, position, x == n ? 2 : x) == 0, "lane %d", x);
        CHECK(reel_animator_text(a, x) == NULL, "text %d", x);
        CHECK(reel_controller_layer_name(c, l) == NULL, "layer name %d", l);
        CHECK(reel_controller_layer_weight(c, l) == 0, "layer weight %d", l);
        CHECK(reel_controller_state_count(c, l) == 0, "state count %d", l);
        CHECK(reel_controller_state_name(c, 0, s) == NULL && reel_controller_state_name(c, l, 0) == NULL,
              "state name %d", s);
        CHECK(reel_controller_state_index(c, l, "A") == -1, "state index in layer %d", l);
        CHECK(reel_controller_motion_count(c, 0, s) == 0 && reel_controller_motion_count(c, l, 0) == 0,
              "motion count %d", s);
        CHECK(reel_controller_motion_clip(c, 0, s, 0) == NULL && reel_controller_motion_clip(c, l, 0, 0) == NULL
              && reel_controller_motion_clip(c, 0, 1, x == n ? 2 : x) == NULL, "motion clip %d", x);
        CHECK(reel_controller_param_name(c, p) == NULL, "param name %d", p);
        CHECK(reel_controller_param_kind(c, p) == REEL_PARAM_NONE, "param kind %d", p);
        CHECK(reel_animator_param(a, p) == 0, "param %d", p);
        CHECK(reel_animator_set_float(a, p, 1) == 0 && reel_animator_set_trigger(a, p) == 0, "set param %d", p);
        CHECK(reel_animator_play(a, s) == 0 && reel_animator_cross_fade(a, s, 1) == 0, "play %d", s);
        CHECK(reel_animator_state(a, l) == -1 && reel_animator_blend_from(a, l) == -1, "state of layer %d", l);
        CHECK(reel_animator_time(a, l) == 0 && reel_animator_position(a, l) == 0 && reel_animator_cycle(a, l) == 0
              && reel_animator_blending(a, l) == 0 && reel_animator_weight(a, l) == 0, "layer %d", l);
        CHECK(reel_animator_motion_weight(a, l, 0) == 0 && reel_animator_motion_weight(a, 0, x) == 0,
              "motion weight %d", x);
    }
    CHECK(reel_controller_state_index(c, 0, NULL) == -1 && reel_controller_param_index(c, NULL) == -1,
          "NULL names");
    reel_animator_free(a);
    reel_controller_free(c);
    reel_diagnostics_free(&d, NULL);
}

static void project(void) {
    static const char text[] = "project version=1 name=\"Knight\" tickRate=50 {}\n";
    static const char bare[] = "project version=1 {}\n";
    reel_diagnostics d = {0};
    reel_project *p = reel_project_load(text, strlen(text), "project.aego", NULL, &d);
    CHECK(p && d.count == 0, "the project loads");
    CHECK(reel_project_tick_rate(p) == 50 && reel_project_fixed_step(p) == 1.0 / 50, "50 steps a second");
    CHECK(p && strcmp(reel_project_name(p), "Knight") == 0, "its name");
    reel_project_free(p);
    p = reel_project_load(bare, strlen(bare), "project.aego", NULL, &d);
    CHECK(p && reel_project_tick_rate(p) == 60 && reel_project_fixed_step(p) == 1.0 / 60, "60 by default");
    reel_project_free(p);
    CHECK(reel_project_tick_rate(NULL) == 60 && strcmp(reel_project_name(NULL), "") == 0, "no project");
    reel_diagnostics_free(&d, NULL);
}

/* The controller reader's messages are whole however long the names in them (a machine's, a layer's, a
 * parameter's): none is cut at a buffer's end. */
static void long_names_stay_whole(void) {
    static char text[4000], name[1201], want[1400];
    reel_diagnostics d = {0};
    reel_controller *c;
    int i, machine = 0, layer = 0, param = 0;
    memset(name, 'n', 1200);
    name[1200] = 0;
    snprintf(text, sizeof text, "controller version=1 {\n  entry=\"A\"\n  param \"%s\" kind=int default=true {}\n"
             "  state \"A\" {}\n  machine \"%s\" entry=\"Nope\" { state \"X\" {} }\n"
             "  layer \"%s\" entry=\"Nope\" { state \"U\" {} }\n}\n", name, name, name);
    c = reel_controller_load(text, strlen(text), "long.aectrl", &files, NULL, &d);
    CHECK(c == NULL, "the controller has errors");
    for (i = 0; i < d.count; i++) {
        const char *m = d.items[i].message;
        snprintf(want, sizeof want, "entry \"Nope\" is not a state in machine \"%s\"", name);
        if (strcmp(m, want) == 0) machine = 1;
        snprintf(want, sizeof want, "entry \"Nope\" is not a state in layer \"%s\"", name);
        if (strcmp(m, want) == 0) layer = 1;
        snprintf(want, sizeof want, "default of '%s' ", name);
        if (strncmp(m, want, strlen(want)) == 0) param = 1;
    }
    CHECK(machine && layer && param, "whole messages: machine %d, layer %d, parameter %d (%d diagnostics)", machine,
          layer, param, d.count);
    reel_controller_free(c);
    reel_diagnostics_free(&d, NULL);
}

int main(void) {
    clip_indices();
    controller_indices("controller version=1 {\n"
                       "  entry=\"A\"\n"
                       "  param \"F\" kind=float {}\n"
                       "  state \"A\" clip=asset(\"anim/one.aeanim\") {}\n"
                       "  state \"T\" blend=oneD param=\"F\" { motion clip=asset(\"anim/one.aeanim\") at=0 {} "
                       "motion clip=asset(\"anim/one.aeanim\") at=1 {} }\n"
                       "}\n", 1);
    controller_indices("controller version=1 {\n"
                       "  entry=\"A\"\n"
                       "  param \"F\" kind=float {}\n"
                       "  state \"A\" clip=asset(\"anim/one.aeanim\") {}\n"
                       "  state \"T\" blend=oneD param=\"F\" { motion clip=asset(\"anim/one.aeanim\") at=0 {} "
                       "motion clip=asset(\"anim/one.aeanim\") at=1 {} }\n"
                       "  layer \"Up\" entry=\"U\" weight=0.5 { state \"U\" clip=asset(\"anim/one.aeanim\") {} }\n"
                       "}\n", 2);
    project();
    long_names_stay_whole();
    return testing_result("test_api");
}
