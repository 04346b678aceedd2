/*
 * sdl3_knight.c - the platformer sample's knight, run by the Reel C runtime and drawn with SDL3.
 *
 * The sample's controller (sample-projects/platformer/anim/knight.aectrl) picks Idle, Run, Jump, Fall or
 * Attack from four parameters: Speed, Grounded, VerticalSpeed and the Attack trigger. Here a small physics
 * body moved by the keyboard feeds them, as the editor's preview sandbox does. What this file shows is the
 * part a game writes around reel.h:
 *
 *   1. loading the project's tick rate (load_fixed_step), the controller and its clips through a reel_files
 *      callback (load_controller), and finding the parameters and channels by name;
 *   2. a game loop stepping the animator on fixed steps with an accumulator, parameters set before each
 *      step (main, fixed_step);
 *   3. reading the pose: the SpriteRenderer.sprite channel names the sheet cell to draw ("SHEET.png#CELL"),
 *      the transform and SpriteRenderer channels place, turn, scale, flip and tint it (draw_knight);
 *   4. root motion moving the character (the attack's lunge), and the states and events printed.
 *
 * Keys: Left/Right or A/D run, Space, Up or W jump, J, X or Enter attack, Escape quits.
 * Build and run: see README.md beside this file (make -C runtimes/c example, then from the repository's
 * root: runtimes/c/build/sdl3_knight).
 */
#include <SDL3/SDL.h>
#include <SDL3/SDL_main.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reel.h"
#include "sheet.h"

#define MAX_STEPS_PER_FRAME 8

/* The body, in metres with y up, like the editor's sandbox: a 128-pixel sprite is a two-metre knight. */
#define PIXELS_PER_METRE 64.0
#define HALF_ROOM 6.0        /* the walls stand at x = -6 and 6, the floor at y = 0 */
#define HALF_WIDTH 0.3
#define RUN_SPEED 4.0
#define ACCELERATION 30.0
#define BRAKING 40.0
#define AIR_CONTROL 0.6
#define GRAVITY 28.0
#define JUMP_SPEED 10.0

#define WIDTH 960
#define HEIGHT 540
#define FLOOR_Y 440.0        /* the floor's screen row */

typedef struct body {
    double x, y, vx, vy;
    double prev_x, prev_y; /* where it was before the last step, to draw between steps */
    int grounded, facing;    /* facing 1 right, -1 left */
} body;

typedef struct loaded_sheet {
    char path[256];
    sheet pixels;
    SDL_Texture *texture;
} loaded_sheet;

typedef struct game {
    const char *project;
    double fixed_step;       /* seconds: 1 / project.aego's tickRate (60 steps a second when it names none) */
    SDL_Renderer *renderer;
    reel_controller *controller;
    reel_animator *animator;
    int speed, grounded, vertical_speed, attack;                /* parameter indices (-1: not in the controller) */
    int sprite, flip_x, flip_y, visible, tint, position, rotation, scale;   /* channel indices, or -1 */
    body knight;
    int jump_pressed, attack_pressed;
    loaded_sheet sheets[16];
    int sheet_count;
    char log[4][96];         /* the last signals, shown on screen */
} game;

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *bytes = NULL;
    long size;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0
        && (bytes = malloc((size_t)size + 1)) != NULL)
        *len = fread(bytes, 1, (size_t)size, f);
    fclose(f);
    return bytes;
}

/* ---- 1. loading ---------------------------------------------------------------------------------------- */

/* The runtime asks for each clip by its asset path, relative to the project folder. (A game loading files it
 * does not trust would refuse paths that leave the folder here, reporting AST001.) */
static int read_asset(void *user, const char *asset_path, reel_file *file, reel_diagnostics *diagnostics) {
    char path[4096];
    (void)diagnostics;
    snprintf(path, sizeof path, "%s/%s", (const char *)user, asset_path);
    file->bytes = read_file(path, &file->len);
    file->name = NULL;       /* diagnostics name the file by its asset path */
    return file->bytes != NULL;
}

static void release_asset(void *user, reel_file *file) {
    (void)user;
    free((void *)file->bytes);
}

static void print_diagnostics(const reel_diagnostics *list) {
    char line[1024];
    int i;
    for (i = 0; i < list->count; i++) {
        reel_diagnostic_format(&list->items[i], line, sizeof line);
        fprintf(stderr, "%s\n", line);
    }
}

static reel_controller *load_controller(const char *project, const char *asset_path) {
    reel_files files = {read_asset, release_asset, NULL};
    reel_diagnostics diagnostics = {NULL, 0, 0};
    reel_file file;
    reel_controller *controller = NULL;
    files.user = (void *)project;
    if (!read_asset(files.user, asset_path, &file, &diagnostics)) {
        fprintf(stderr, "%s/%s: cannot read the file\n", project, asset_path);
        return NULL;
    }
    controller = reel_controller_load(file.bytes, file.len, asset_path, &files, NULL, &diagnostics);
    release_asset(NULL, &file);
    print_diagnostics(&diagnostics);   /* warnings too, and the clips' own problems */
    reel_diagnostics_free(&diagnostics, NULL);
    return controller;
}

/* The project's fixed step, from project.aego's tickRate (60 steps a second without the file). */
static double load_fixed_step(const char *project) {
    char path[4096];
    size_t len = 0;
    char *bytes;
    reel_diagnostics diagnostics = {NULL, 0, 0};
    reel_project *settings = NULL;
    double step;
    snprintf(path, sizeof path, "%s/project.aego", project);
    bytes = read_file(path, &len);
    if (bytes) settings = reel_project_load(bytes, len, "project.aego", NULL, &diagnostics);
    print_diagnostics(&diagnostics);
    reel_diagnostics_free(&diagnostics, NULL);
    step = reel_project_fixed_step(settings);   /* NULL (no file, or errors): 1 / 60 */
    reel_project_free(settings);
    free(bytes);
    return step;
}

/* A sheet and its texture, loaded the first time a sprite names it (a game would load them up front). */
static loaded_sheet *sheet_for(game *g, const char *png_path) {
    loaded_sheet *s;
    char path[4096], error[512];
    int i;
    for (i = 0; i < g->sheet_count; i++) if (strcmp(g->sheets[i].path, png_path) == 0) return &g->sheets[i];
    if (g->sheet_count == (int)(sizeof g->sheets / sizeof g->sheets[0])) return NULL;
    s = &g->sheets[g->sheet_count++];
    snprintf(s->path, sizeof s->path, "%s", png_path);
    snprintf(path, sizeof path, "%s/%s", g->project, png_path);
    if (sheet_load(&s->pixels, path, error, sizeof error) < 0) {
        fprintf(stderr, "%s\n", error);
        return s;            /* kept without a texture, so it is not read again every frame */
    }
    s->texture = SDL_CreateTexture(g->renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, s->pixels.width,
                                   s->pixels.height);
    if (s->texture) {
        SDL_UpdateTexture(s->texture, NULL, s->pixels.rgba, s->pixels.width * 4);
        SDL_SetTextureBlendMode(s->texture, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(s->texture, s->pixels.linear ? SDL_SCALEMODE_LINEAR : SDL_SCALEMODE_NEAREST);
    }
    return s;
}

/* ---- 2. the game's fixed step ---------------------------------------------------------------------------- */

static double approach(double value, double target, double by) {
    return value < target ? fmin(target, value + by) : fmax(target, value - by);
}

/* Moves the body by (dx, dy) metres, stopped by the floor and the walls. */
static void move_body(body *b, double dx, double dy) {
    b->x += dx;
    b->y += dy;
    if (b->x < -HALF_ROOM + HALF_WIDTH || b->x > HALF_ROOM - HALF_WIDTH) {
        b->x = fmax(-HALF_ROOM + HALF_WIDTH, fmin(HALF_ROOM - HALF_WIDTH, b->x));
        b->vx = 0;
    }
    b->grounded = b->y <= 0;
    if (b->grounded) {
        b->y = 0;
        if (b->vy < 0) b->vy = 0;
    }
}

static void fixed_step(game *g, const bool *keys) {
    body *b = &g->knight;
    int right = keys[SDL_SCANCODE_RIGHT] || keys[SDL_SCANCODE_D];
    int left = keys[SDL_SCANCODE_LEFT] || keys[SDL_SCANCODE_A];
    int direction = right - left;
    double control = b->grounded ? 1 : AIR_CONTROL;
    b->prev_x = b->x;
    b->prev_y = b->y;
    b->vx = approach(b->vx, direction * RUN_SPEED, (direction ? ACCELERATION : BRAKING) * control * g->fixed_step);
    if (g->jump_pressed && b->grounded) b->vy = JUMP_SPEED;
    g->jump_pressed = 0;
    b->vy -= GRAVITY * g->fixed_step;
    move_body(b, b->vx * g->fixed_step, b->vy * g->fixed_step);
    if (fabs(b->vx) > 0.1) b->facing = b->vx < 0 ? -1 : 1;

    /* The parameters the controller's conditions read on this step (an index of -1 is ignored). */
    reel_animator_set_float(g->animator, g->speed, fabs(b->vx));
    reel_animator_set_bool(g->animator, g->grounded, b->grounded);
    reel_animator_set_float(g->animator, g->vertical_speed, b->vy);
    if (g->attack_pressed) reel_animator_set_trigger(g->animator, g->attack);   /* cleared by the step */
    g->attack_pressed = 0;

    /* Root motion is reported in the clip's units (pixels, y down) along the way the knight faces. */
    reel_animator_set_root_scale(g->animator, b->facing, 1);
    reel_animator_step(g->animator);
    move_body(b, reel_animator_root_motion_x(g->animator) / PIXELS_PER_METRE,
              -reel_animator_root_motion_y(g->animator) / PIXELS_PER_METRE);
}

/* What the animator signals during a step: printed, and the latest kept for the screen. */
static void say(game *g, const char *text) {
    double seconds = (double)reel_animator_steps(g->animator) * g->fixed_step;
    printf("%8.3f s  %s\n", seconds, text);
    fflush(stdout);
    memmove(g->log[1], g->log[0], sizeof g->log - sizeof g->log[0]);
    snprintf(g->log[0], sizeof g->log[0], "%.2f s  %s", seconds, text);
}

static void on_entered(void *user, int layer, int state) {
    game *g = user;
    char text[96];
    snprintf(text, sizeof text, "enter %s", reel_controller_state_name(g->controller, layer, state));
    say(g, text);
}

static void on_event(void *user, int layer, int state, const reel_fired_event *event) {
    game *g = user;
    char text[96];
    (void)layer; (void)state;
    if (event->has_payload) snprintf(text, sizeof text, "event %s (%g)", event->name, event->payload);
    else snprintf(text, sizeof text, "event %s", event->name);
    say(g, text);
}

/* ---- 3. drawing the pose ---------------------------------------------------------------------------------- */

static double value(const game *g, int channel, int lane, double otherwise) {
    /* The drawn value: a presentation transform as it stands between two steps, anything else as the step left it. */
    return channel < 0 ? otherwise : reel_animator_drawn_value(g->animator, channel, lane);
}

static float unit(double v) {
    return (float)(v > 0 ? fmin(v, 1) : 0);
}

static void draw_knight(game *g, double alpha) {
    const body *b = &g->knight;
    const char *sprite = g->sprite < 0 ? NULL : reel_animator_text(g->animator, g->sprite);
    char png[256];
    const char *hash;
    loaded_sheet *s;
    sheet_cell whole;
    const sheet_cell *cell;
    double x, y, turn, scale_x, scale_y, w, h, pivot_x, pivot_y;
    int flip_x, flip_y;
    SDL_FRect src, dst;
    SDL_FPoint centre;

    if (!sprite || !*sprite || !value(g, g->visible, 0, 1)) return;
    /* "assets/knight/knight_run.png#knight_run_003" is a cell of a sheet; a path without '#' the whole PNG. */
    hash = strchr(sprite, '#');
    snprintf(png, sizeof png, "%.*s", hash ? (int)(hash - sprite) : (int)strlen(sprite), sprite);
    s = sheet_for(g, png);
    if (!s || !s->texture) return;
    cell = hash ? sheet_find(&s->pixels, hash + 1) : NULL;
    if (!hash) {
        whole.x = whole.y = 0;
        whole.w = s->pixels.width;
        whole.h = s->pixels.height;
        whole.pivot_x = 0.5;
        whole.pivot_y = 1;
        cell = &whole;
    }
    if (!cell) return;

    /* The knight's node sits at the body's feet (drawn between the last two steps), facing its way; the
     * node's own transform is relative to that, mirrored with it when the knight faces left. */
    x = WIDTH / 2.0 + (b->prev_x + (b->x - b->prev_x) * alpha) * PIXELS_PER_METRE;
    y = FLOOR_Y - (b->prev_y + (b->y - b->prev_y) * alpha) * PIXELS_PER_METRE;
    x += b->facing * value(g, g->position, 0, 0);
    y += value(g, g->position, 1, 0);
    turn = b->facing * value(g, g->rotation, 0, 0);           /* radians, clockwise on screen */
    scale_x = b->facing * value(g, g->scale, 0, 1);
    scale_y = value(g, g->scale, 1, 1);

    /* The pivot (fractions of the cell from its top-left corner) lands on the node; flipping mirrors it. */
    flip_x = (value(g, g->flip_x, 0, 0) != 0) ^ (scale_x < 0);
    flip_y = (value(g, g->flip_y, 0, 0) != 0) ^ (scale_y < 0);
    w = floor(cell->w * fabs(scale_x) + 0.5);
    h = floor(cell->h * fabs(scale_y) + 0.5);
    if (w < 1 || h < 1) return;
    pivot_x = (flip_x ? 1 - cell->pivot_x : cell->pivot_x) * w;
    pivot_y = (flip_y ? 1 - cell->pivot_y : cell->pivot_y) * h;
    src.x = (float)cell->x; src.y = (float)cell->y; src.w = (float)cell->w; src.h = (float)cell->h;
    dst.x = (float)floor(x - pivot_x + 0.5);                    /* whole pixels keep the pixel art sharp */
    dst.y = (float)floor(y - pivot_y + 0.5);
    dst.w = (float)w;
    dst.h = (float)h;
    centre.x = (float)(x - dst.x);
    centre.y = (float)(y - dst.y);

    SDL_SetTextureColorModFloat(s->texture, unit(value(g, g->tint, 0, 1)), unit(value(g, g->tint, 1, 1)),
                                unit(value(g, g->tint, 2, 1)));
    SDL_SetTextureAlphaModFloat(s->texture, unit(value(g, g->tint, 3, 1)));
    SDL_RenderTextureRotated(g->renderer, s->texture, &src, &dst, turn * 180 / SDL_PI_D, &centre,
                             (SDL_FlipMode)((flip_x ? SDL_FLIP_HORIZONTAL : 0) | (flip_y ? SDL_FLIP_VERTICAL : 0)));
}

static void draw(game *g, double alpha) {
    SDL_Renderer *r = g->renderer;
    SDL_FRect floor_box = {WIDTH / 2.0f - (float)(HALF_ROOM * PIXELS_PER_METRE), (float)FLOOR_Y,
                           (float)(2 * HALF_ROOM * PIXELS_PER_METRE), 6};
    SDL_FRect wall = {0, (float)(FLOOR_Y - 4 * PIXELS_PER_METRE), 6, (float)(4 * PIXELS_PER_METRE)};
    const reel_animator *a = g->animator;
    int state = reel_animator_state(a, 0), i;
    char line[160];

    SDL_SetRenderDrawColor(r, 40, 44, 58, 255);
    SDL_RenderClear(r);
    SDL_SetRenderDrawColor(r, 176, 176, 176, 255);
    SDL_RenderFillRect(r, &floor_box);
    wall.x = floor_box.x - 6;
    SDL_RenderFillRect(r, &wall);
    wall.x = floor_box.x + floor_box.w;
    SDL_RenderFillRect(r, &wall);
    draw_knight(g, alpha);

    SDL_SetRenderDrawColor(r, 230, 230, 230, 255);
    SDL_RenderDebugText(r, 16, 16, "Left/Right or A/D run, Space/Up/W jump, J/X/Enter attack, Escape quits");
    if (state >= 0 && reel_animator_blending(a, 0) && reel_animator_blend_from(a, 0) >= 0)
        snprintf(line, sizeof line, "state %s -> %s %d%%",
                 reel_controller_state_name(g->controller, 0, reel_animator_blend_from(a, 0)),
                 reel_controller_state_name(g->controller, 0, state), (int)(reel_animator_weight(a, 0) * 100 + 0.5));
    else
        snprintf(line, sizeof line, "state %s", state >= 0 ? reel_controller_state_name(g->controller, 0, state) : "-");
    SDL_RenderDebugText(r, 16, 36, line);
    snprintf(line, sizeof line, "Speed %.2f  Grounded %s  VerticalSpeed %.2f  sprite %s",
             reel_animator_param(a, g->speed), reel_animator_param(a, g->grounded) != 0 ? "true" : "false",
             reel_animator_param(a, g->vertical_speed),
             g->sprite >= 0 && reel_animator_text(a, g->sprite) ? reel_animator_text(a, g->sprite) : "-");
    SDL_RenderDebugText(r, 16, 52, line);
    for (i = 0; i < 4; i++) SDL_RenderDebugText(r, 16, 72 + 14.0f * i, g->log[i]);
    SDL_RenderPresent(r);
}

/* ---- the loop ----------------------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    static game g;           /* static: zeroed, and too big to want on the stack */
    const char *controller_path = argc > 2 ? argv[2] : "anim/knight.aectrl";
    reel_animator_listener listener = {on_entered, NULL, on_event, NULL};
    SDL_Window *window = NULL;
    Uint64 last;
    double accumulator = 0;
    int running = 1, vsync, i;

    g.project = argc > 1 ? argv[1] : "sample-projects/platformer";
    g.controller = load_controller(g.project, controller_path);
    if (!g.controller) {
        fprintf(stderr, "sdl3_knight: cannot load %s/%s (run it from the repository's root, or name the project "
                        "folder: sdl3_knight PROJECT [CONTROLLER])\n", g.project, controller_path);
        return 1;
    }
    g.fixed_step = load_fixed_step(g.project);
    g.animator = reel_animator_new(g.controller, g.fixed_step, 0, NULL);
    if (!g.animator) return 1;
    listener.user = &g;
    reel_animator_set_listener(g.animator, &listener);
    g.speed = reel_controller_param_index(g.controller, "Speed");
    g.grounded = reel_controller_param_index(g.controller, "Grounded");
    g.vertical_speed = reel_controller_param_index(g.controller, "VerticalSpeed");
    g.attack = reel_controller_param_index(g.controller, "Attack");
    g.sprite = reel_controller_channel_find(g.controller, ":SpriteRenderer.sprite");
    g.flip_x = reel_controller_channel_find(g.controller, ":SpriteRenderer.flipX");
    g.flip_y = reel_controller_channel_find(g.controller, ":SpriteRenderer.flipY");
    g.visible = reel_controller_channel_find(g.controller, ":SpriteRenderer.visible");
    g.tint = reel_controller_channel_find(g.controller, ":SpriteRenderer.tint");
    g.position = reel_controller_channel_find(g.controller, ":transform.position");
    g.rotation = reel_controller_channel_find(g.controller, ":transform.rotation");
    g.scale = reel_controller_channel_find(g.controller, ":transform.scale");
    g.knight.facing = 1;
    g.knight.grounded = 1;

    if (!SDL_Init(SDL_INIT_VIDEO)
        || !SDL_CreateWindowAndRenderer("Reel - the knight (C runtime, SDL3)", WIDTH, HEIGHT, 0, &window,
                                        &g.renderer)) {
        fprintf(stderr, "sdl3_knight: %s\n", SDL_GetError());
        return 1;
    }
    vsync = SDL_SetRenderVSync(g.renderer, 1);
    last = SDL_GetTicksNS();
    while (running) {
        SDL_Event event;
        Uint64 now;
        int steps = 0;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_EVENT_QUIT) running = 0;
            if (event.type == SDL_EVENT_KEY_DOWN && !event.key.repeat) {
                SDL_Keycode key = event.key.key;
                if (key == SDLK_ESCAPE) running = 0;
                if (key == SDLK_SPACE || key == SDLK_UP || key == SDLK_W) g.jump_pressed = 1;
                if (key == SDLK_J || key == SDLK_X || key == SDLK_RETURN) g.attack_pressed = 1;
            }
        }
        /* Real time in, whole fixed steps out; after a stall at most 8 steps run and the rest is dropped. */
        now = SDL_GetTicksNS();
        accumulator += (double)(now - last) / 1e9;
        last = now;
        while (accumulator >= g.fixed_step && steps < MAX_STEPS_PER_FRAME) {
            fixed_step(&g, SDL_GetKeyboardState(NULL));
            accumulator -= g.fixed_step;
            steps++;
        }
        if (accumulator >= g.fixed_step) accumulator = 0;
        /* Between steps: presentation transforms at this point of the step, and the presentation events (the run's
         * Footstep, the attack's Swing) the drawn position crossed reach on_event here. */
        reel_animator_draw(g.animator, accumulator / g.fixed_step);
        draw(&g, accumulator / g.fixed_step);
        if (!vsync) SDL_Delay(4);
    }

    for (i = 0; i < g.sheet_count; i++) {
        if (g.sheets[i].texture) SDL_DestroyTexture(g.sheets[i].texture);
        sheet_free(&g.sheets[i].pixels);
    }
    SDL_DestroyRenderer(g.renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    reel_animator_free(g.animator);
    reel_controller_free(g.controller);
    return 0;
}
