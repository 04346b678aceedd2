/*
 * reel.h - the Reel runtime in C99: loads Reel's clips (.aeanim), controllers (.aectrl) and project settings
 * (project.aego), plays them on fixed steps exactly as the editor's Java runtime does, and computes the same
 * state hash bit for bit. One header and one source file (reel.c); nothing but libc and libm.
 *
 * The rules this code follows are those of docs/formats.md in the Reel repository; docs/runtime.md says how to
 * embed it, what it allocates and what is guaranteed to be bit-identical.
 */
#ifndef REEL_H
#define REEL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ==== allocation ========================================================================================== */

/* Every allocation made while loading goes through this; stepping allocates nothing. A NULL allocator in any
 * call that takes one means malloc, realloc and free. realloc_fn may be NULL: the runtime then allocates anew
 * and copies. */
typedef struct reel_allocator {
    void *(*alloc_fn)(void *user, size_t size);
    void *(*realloc_fn)(void *user, void *old, size_t old_size, size_t new_size);
    void (*free_fn)(void *user, void *block, size_t size);
    void *user;
} reel_allocator;

/* ==== diagnostics ========================================================================================= */

/* One problem found while reading or checking: the same codes as the editor's (docs/formats.md, "Diagnostic
 * codes"), with the file as named by the caller and a 1-based line and column (0 when not tied to a place). */
typedef struct reel_diagnostic {
    char code[8];          /* "DOC002", "ANM001", ... */
    int error;             /* 1 error, 0 warning */
    const char *file;
    int line;
    int column;
    const char *message;   /* UTF-8 */
} reel_diagnostic;

typedef struct reel_diagnostics {
    reel_diagnostic *items;
    int count;
    int capacity;
} reel_diagnostics;

/* Frees what a diagnostics list holds (its items and their texts), with the allocator that filled it. */
void reel_diagnostics_free(reel_diagnostics *list, const reel_allocator *allocator);

/* Writes d as the reel command line prints it ("FILE:LINE:COL CODE MESSAGE") into out; returns what
 * snprintf returns. */
int reel_diagnostic_format(const reel_diagnostic *d, char *out, size_t size);

/* ==== math (fdlibm) ======================================================================================= */
/* BEGIN math-api */
/* The functions the rules take from Java's StrictMath, computed in reel.c with the algorithms of fdlibm 5.3 as
 * StrictMath specifies them: for every double argument each returns the bits Java's StrictMath returns (a NaN
 * where Java's result is a NaN), whatever the platform's libm. They keep no state and may be called from any
 * thread. */
double reel_sin(double x);
double reel_cos(double x);
double reel_atan2(double y, double x);
double reel_acos(double x);
double reel_hypot(double x, double y);
double reel_cbrt(double x);
double reel_pow(double x, double y);
double reel_exp(double x);
/* END math-api */

/* ==== document syntax ===================================================================================== */
/* BEGIN doc-api */
/* END doc-api */

/* ==== clips =============================================================================================== */
/* BEGIN clip-api */
/*
 * A clip (.aeanim) loaded and compiled once, immutable, shared by any number of players. A player plays one
 * clip on fixed steps exactly as docs/formats.md "Playing a clip" says and as the editor's Java runtime plays it
 * (the values, events and state hash are the same bits). Loading allocates through the caller's allocator
 * (NULL: malloc); a player allocates when it is made (and when more than 64 commands wait for one step);
 * stepping, drawing and reading allocate nothing. A clip may be read by many threads at once; a player
 * belongs to one thread at a time.
 *
 * A player keeps its own values and writes into no scene, as reel play plays a clip: every path is a node and
 * every property exists; a track on a property an earlier track drives (or one of its lanes) is off (ANM004),
 * as is one on a property an earlier track made of another kind (ANM001); a restore track, when the clip ends,
 * stops or is played again, shows the property's neutral value from before Play (0, false, "", zeros, the
 * identity quat, white, a scale of 1).
 *
 * Channels: a clip's values are reported per channel, one per distinct "PATH:PROPERTY" of its tracks (flipbooks
 * first, then tracks in file order; when two tracks name the same PATH:PROPERTY the first one is the channel).
 * A channel has 1 to 4 lanes of doubles; bool is 0 or 1, int32 a whole number, enum words and asset paths are
 * read as text.
 */
typedef struct reel_clip reel_clip;
typedef struct reel_project reel_project;
typedef struct reel_player reel_player;

typedef enum reel_kind {
    REEL_FLOAT32, REEL_INT32, REEL_BOOL, REEL_ENUM, REEL_VEC2, REEL_VEC3, REEL_VEC4, REEL_COLOR, REEL_RECT,
    REEL_QUAT, REEL_ASSET_REF,
    REEL_NO_KIND = -1       /* what a kind accessor returns for a channel out of range */
} reel_kind;

typedef enum reel_loop { REEL_ONCE, REEL_LOOP, REEL_PING_PONG } reel_loop;

typedef enum reel_event_mode { REEL_GAMEPLAY, REEL_PRESENTATION, REEL_PREVIEW } reel_event_mode;

/* project.aego: the project's name, tick rate and the events it declares. NULL when it cannot be read (the
 * diagnostics say why; PRJ and DOC codes as reel check reports them). */
reel_project *reel_project_load(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                                reel_diagnostics *diagnostics);
void reel_project_free(reel_project *project);
/* Whether the project (or, with project NULL, the engine alone: Footstep and Hit) declares the event name. */
int reel_project_declares(const reel_project *project, const char *event_name);
/* The project's fixed steps per second (tickRate, 60 when the file gives none or project is NULL), the fixed step
 * players and animators should take (1.0 / tick rate, as the Java runtime's ReelProject.fixedStep), and its name
 * ("project" when the file names none: the Java runtime then takes the folder's name; "" for NULL). */
double reel_project_tick_rate(const reel_project *project);
double reel_project_fixed_step(const reel_project *project);
const char *reel_project_name(const reel_project *project);

/* Reads and compiles a clip from its UTF-8 bytes; file names it in diagnostics. Returns NULL when the clip has
 * errors (ANM001, ANM002, DOC010 ... with file:line:col, as reel check reports them); warnings (DOC009) are
 * reported and the clip is returned. */
reel_clip *reel_clip_load(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                          reel_diagnostics *diagnostics);
/* As reel_clip_load, but a clip that has errors is returned too, as far as it could be read, for checks such as
 * reel_clip_check_events (never play it: its errors were reported). NULL only when nothing could be read (a
 * syntax error, no anim node, memory). */
reel_clip *reel_clip_load_for_check(const char *bytes, size_t len, const char *file, const reel_allocator *allocator,
                                    reel_diagnostics *diagnostics);
/* Checks that the project (NULL: the engine alone) declares every event of the clip; reports each one that is
 * not (ANM003, an error) and returns how many. */
int reel_clip_check_events(const reel_clip *clip, const reel_project *project, const reel_allocator *allocator,
                           reel_diagnostics *diagnostics);
/* The asset paths the clip names (flipbook sprites, then assetRef keys of each track in time order), each with
 * the line and column reel check reports a missing one at, for a loader that checks them on its file system
 * (NULL, and line and column 0, for an index out of range). */
int reel_clip_asset_count(const reel_clip *clip);
const char *reel_clip_asset(const reel_clip *clip, int index, int *line, int *column);
void reel_clip_free(reel_clip *clip);

double reel_clip_length(const reel_clip *clip);
reel_loop reel_clip_loop(const reel_clip *clip);
/* The 64-bit content hash the state hash names the clip by. */
uint64_t reel_clip_content_hash(const reel_clip *clip);

/* Indices out of range: every accessor below that takes a channel, lane, event or text index checks it and
 * answers NULL (names), REEL_NO_KIND (kinds), 0 (lanes, values, has_value) or -1 (offsets) instead of reading
 * other memory; reel_clip_text answers "" and reel_player_text NULL for a channel out of range. */
int reel_clip_channel_count(const reel_clip *clip);
/* The channel of "PATH:PROPERTY" (NUL-terminated), or -1. */
int reel_clip_channel_find(const reel_clip *clip, const char *target);
const char *reel_clip_channel_name(const reel_clip *clip, int channel);   /* "PATH:PROPERTY" */
reel_kind reel_clip_channel_kind(const reel_clip *clip, int channel);
int reel_clip_channel_lanes(const reel_clip *clip, int channel);

/* Sampling without a player (scrubbing, tools): every track at clip time t into out, reel_clip_value_size
 * doubles laid out by channel offsets (a channel's lanes start at reel_clip_channel_offset); an enum or assetRef
 * lane holds an index for reel_clip_text. A pure function of the clip and t: the same bits a player shows at
 * that time, from any thread, allocating nothing. Tracks without keys leave their lanes as they were. */
int reel_clip_value_size(const reel_clip *clip);
int reel_clip_channel_offset(const reel_clip *clip, int channel);
void reel_clip_sample(const reel_clip *clip, double t, double *out);
const char *reel_clip_text(const reel_clip *clip, int index);

/* A sampler of one clip: reel_sampler_sample(sampler, t, out) writes the very bits reel_clip_sample(clip, t,
 * out) writes, faster when successive times are near (it keeps each track's current key, and searches only when
 * t leaves it). reel_sampler_new allocates once (NULL when the allocator refuses); sampling allocates nothing.
 * A sampler belongs to one thread at a time; a clip may have many. Free it before its clip. */
typedef struct reel_sampler reel_sampler;
reel_sampler *reel_sampler_new(const reel_clip *clip, const reel_allocator *allocator);
void reel_sampler_sample(reel_sampler *sampler, double t, double *out);
void reel_sampler_free(reel_sampler *sampler);

int reel_clip_event_count(const reel_clip *clip);
const char *reel_clip_event_name(const reel_clip *clip, int event);

/* One event occurrence fired by a step (or a draw). */
typedef struct reel_fired_event {
    int event;              /* index in the clip's events (file order) */
    const char *name;       /* the clip's, valid while the clip lives */
    int has_payload;
    double payload;
    reel_event_mode mode;   /* as delivered */
    int cycle;              /* loop cycle or pingPong pass, 0 for once */
    double position;        /* play position s of the occurrence */
} reel_fired_event;

typedef void (*reel_event_fn)(void *user, const reel_fired_event *event);

/* A player of one clip stepping fixed_step seconds. max_events is how many fired events one step (with its
 * draw) keeps for reel_player_events (0: twice the clip's events plus 16); a listener set with
 * reel_player_set_listener receives every one as it fires, however many. */
reel_player *reel_player_new(const reel_clip *clip, double fixed_step, int max_events,
                             const reel_allocator *allocator);
void reel_player_free(reel_player *player);
void reel_player_set_listener(reel_player *player, reel_event_fn fn, void *user);

/* Commands: queued, acting in the order issued at the start of the next step (docs/formats.md). */
void reel_player_play(reel_player *player);             /* from the start; again replays it */
void reel_player_stop(reel_player *player);
void reel_player_pause(reel_player *player);
void reel_player_resume(reel_player *player);
void reel_player_seek(reel_player *player, double t);
void reel_player_set_speed(reel_player *player, double speed);
void reel_player_set_loop(reel_player *player, reel_loop loop);
void reel_player_clear_loop(reel_player *player);      /* back to the clip's own loop mode */

/* One fixed step. Returns 0, or -1 when a command issued since the last step was lost (the queue holds 64
 * commands and grows through the allocator when a caller issues more between two steps; -1 says it refused). */
int reel_player_step(reel_player *player);
/* A draw at alpha (0..1) of the way from the previous step's position to this one: fires the presentation
 * events the drawn position crossed (reel play draws each step once at alpha 1). */
void reel_player_draw(reel_player *player, double alpha);

double reel_player_time(const reel_player *player);
int reel_player_cycle(const reel_player *player);
double reel_player_position(const reel_player *player);
int reel_player_playing(const reel_player *player);       /* playing and not paused */
int reel_player_paused(const reel_player *player);
/* The Finished signal of the last step: 0 (a once clip ended), -1 (Stop), or REEL_NOT_FINISHED. */
#define REEL_NOT_FINISHED (-2147483647 - 1)
int reel_player_finished(const reel_player *player);
uint64_t reel_player_state_hash(const reel_player *player);

/* Whether the channel has a value (not before the first Play, not for a track without keys). */
int reel_player_has_value(const reel_player *player, int channel);
double reel_player_value(const reel_player *player, int channel, int lane);
/* An enum or assetRef channel's text ("" when it has none). */
const char *reel_player_text(const reel_player *player, int channel);

/* The events the last step and its draw fired, in reel play's order (position, then cycle, then file order);
 * dropped counts those beyond max_events. Valid until the next step. */
const reel_fired_event *reel_player_events(const reel_player *player, int *count, int *dropped);

/* Player-time diagnostics found so far (ANM001 and ANM004: two tracks on one property; the later is off),
 * each once, in the order found. */
const reel_diagnostics *reel_player_diagnostics(const reel_player *player);
/* END clip-api */

/* ==== controllers ========================================================================================= */
/* BEGIN controller-api */
/*
 * A controller (.aectrl) loaded with the clips its states name, compiled once and shared, immutable, by any
 * number of animators. An animator runs it on fixed steps exactly as docs/formats.md "Stepping a controller"
 * says and as the editor's Java runtime does: conditions, any-state, exit time, interrupts, cross-fades, events
 * and their policies, write-defaults, root motion, blend trees, sub-state machines and layers; its state hash is
 * the same 64 bits.
 *
 * Loading allocates through the caller's allocator (NULL: malloc) and reads each clip once through the
 * caller's files (an asset path such as "anim/knight/run.aeanim" or "engine/anim/run" in, its bytes out).
 * reel_animator_new allocates every buffer the animator needs; stepping, setting and reading allocate nothing.
 * A controller may be shared by animators on many threads; one animator belongs to one thread at a time.
 *
 * States are numbered per layer (layer 0 is the base graph; a controller without layer nodes has one layer)
 * in the order of the flat graph: a state inside a sub-state machine is named in full, "Combat/Slash".
 * Channels are the combined pose's: every distinct "PATH:PROPERTY" the states animate, base layer's first.
 * Root motion is reported per step (reel_animator_root_motion_x/y, mixed by the blend weight); moving the
 * character by it is the game's business (the Java runtime's toTransform and toMotion modes need its scene).
 */
/* Adds a diagnostic to a list (file and message copied), as a reel_files callback may; 0 when memory ran out. */
int reel_diagnostics_add(reel_diagnostics *list, const reel_allocator *allocator, const char *code, int error,
                         const char *file, int line, int column, const char *message);

typedef struct reel_controller reel_controller;
typedef struct reel_animator reel_animator;

typedef enum reel_param_kind {
    REEL_PARAM_FLOAT, REEL_PARAM_INT, REEL_PARAM_BOOL, REEL_PARAM_TRIGGER,
    REEL_PARAM_NONE = -1    /* reel_controller_param_kind of a parameter out of range */
} reel_param_kind;

/* A file handed to the loader: its bytes (valid until release is called, or until the load returns), and the
 * name its diagnostics should carry (NULL: the asset path). handle is the callback's own. */
typedef struct reel_file {
    const char *bytes;
    size_t len;
    const char *name;
    void *handle;
} reel_file;

/* How the loader gets a clip's bytes by asset path: read returns 1 and fills file, or 0 when there is no such
 * file (the state then plays nothing: ANC004); it may add its own diagnostics (AST001 for a path leaving the
 * project). release (may be NULL) is called once the bytes are read. */
typedef struct reel_files {
    int (*read)(void *user, const char *asset_path, reel_file *file, reel_diagnostics *diagnostics);
    void (*release)(void *user, reel_file *file);
    void *user;
} reel_files;

/* Reads and compiles a controller and its clips. Returns NULL when the controller has errors (ANC001-ANC011,
 * DOC codes, with file:line:col as reel check reports them); the clips' own problems are reported and leave
 * their states playing nothing. */
reel_controller *reel_controller_load(const char *bytes, size_t len, const char *file, const reel_files *files,
                                      const reel_allocator *allocator, reel_diagnostics *diagnostics);
void reel_controller_free(reel_controller *controller);

/* Indices out of range (a layer, state, motion, parameter, channel or lane below 0 or at or above its count):
 * every accessor checks them and answers NULL (names, texts, motion clips), -1 (state indices, a layer's state
 * and blend source, reel_controller_channel_find), REEL_NO_KIND or REEL_PARAM_NONE (kinds), or 0 (counts, lanes,
 * weights, times, values, parameters) instead of reading other memory. */
uint64_t reel_controller_content_hash(const reel_controller *controller);
/* Whether it has blend trees, sub-state machines or layers (reel replay then prints "layers"). */
int reel_controller_extended(const reel_controller *controller);
int reel_controller_layer_count(const reel_controller *controller);
const char *reel_controller_layer_name(const reel_controller *controller, int layer);      /* "Base" for 0 */
double reel_controller_layer_weight(const reel_controller *controller, int layer);
int reel_controller_state_count(const reel_controller *controller, int layer);
const char *reel_controller_state_name(const reel_controller *controller, int layer, int state);
int reel_controller_state_index(const reel_controller *controller, int layer, const char *name);   /* or -1 */
/* A blend-tree state's motions (0 for a clip state): their clips' asset paths in file order. */
int reel_controller_motion_count(const reel_controller *controller, int layer, int state);
const char *reel_controller_motion_clip(const reel_controller *controller, int layer, int state, int motion);
int reel_controller_param_count(const reel_controller *controller);
const char *reel_controller_param_name(const reel_controller *controller, int param);
reel_param_kind reel_controller_param_kind(const reel_controller *controller, int param);
int reel_controller_param_index(const reel_controller *controller, const char *name);       /* or -1 */
int reel_controller_channel_count(const reel_controller *controller);
/* The channel of "PATH:PROPERTY" (NUL-terminated), such as "Body:transform.position", or -1 when none. */
int reel_controller_channel_find(const reel_controller *controller, const char *path_property);
const char *reel_controller_channel_name(const reel_controller *controller, int channel);   /* PATH:PROPERTY */
reel_kind reel_controller_channel_kind(const reel_controller *controller, int channel);
int reel_controller_channel_lanes(const reel_controller *controller, int channel);

/* What an animator signals during a step: a state of a layer entered or exited, a gameplay event fired by a
 * state's clip (event->mode is REEL_GAMEPLAY). Every callback may be NULL. */
typedef struct reel_animator_listener {
    void (*entered)(void *user, int layer, int state);
    void (*exited)(void *user, int layer, int state);
    void (*event)(void *user, int layer, int state, const reel_fired_event *event);
    void *user;
} reel_animator_listener;

/* Every property's default (what it goes back to when no state animates it) is its neutral value: 0, false,
 * the identity quat, white, a scale of 1, no text. With REEL_OPEN_SCENE they are those of reel replay's scene,
 * where every node exists: the same, except that a text starts as "" and a float lane of a vector property
 * bound before it starts as that vector's (it matters only for a controller of one layer, as in reel replay). */
#define REEL_OPEN_SCENE 1
/* With REEL_OPEN_SCENE, a controller of layers starts its base layer from the scene's values too, as the editor's
 * LayeredAnimator playing into a scene does (reel replay's layered animator has no scene). */
#define REEL_LAYERED_SCENE 2
reel_animator *reel_animator_new(const reel_controller *controller, double fixed_step, int flags,
                                 const reel_allocator *allocator);
void reel_animator_free(reel_animator *animator);
/* The problems reel replay reports after a run from binding a one-layer controller's clips in its open scene
 * (ANM001: a property bound before with another kind; ANM004: a property an earlier track of the same clip
 * drives), each once, added to diagnostics; 0 when memory ran out. */
int reel_controller_scene_diagnostics(const reel_controller *controller, const reel_allocator *allocator,
                                      reel_diagnostics *diagnostics);
/* The bytes the animator took from the allocator. */
size_t reel_animator_bytes(const reel_animator *animator);
void reel_animator_set_listener(reel_animator *animator, const reel_animator_listener *listener);

/* Parameters by index (reel_controller_param_index): 0, and nothing changed, for an unknown one or one of
 * another kind. They are read by the next step; a trigger set before a step is cleared at its end. */
int reel_animator_set_float(reel_animator *animator, int param, double value);
int reel_animator_set_int(reel_animator *animator, int param, int value);
int reel_animator_set_bool(reel_animator *animator, int param, int value);
int reel_animator_set_trigger(reel_animator *animator, int param);
int reel_animator_reset_trigger(reel_animator *animator, int param);
double reel_animator_param(const reel_animator *animator, int param);   /* bools and triggers 1 or 0 */

/* Play and CrossFade act on the base layer on the next step (the last one issued wins); 0 for an unknown
 * state or negative seconds. A cross-fade over 0 seconds is Play. */
int reel_animator_play(reel_animator *animator, int state);
int reel_animator_cross_fade(reel_animator *animator, int state, double seconds);

void reel_animator_step(reel_animator *animator);
long long reel_animator_steps(const reel_animator *animator);

/* A layer's current state (the incoming one during a blend; -1 before step 1), its clip time (a blend tree's:
 * the fraction of its cycle), play position and cycle; its blend: whether one runs, its source state (or the
 * state captured by an interrupt) and the incoming weight; a blend tree's motion weights on the last step. */
int reel_animator_state(const reel_animator *animator, int layer);
double reel_animator_time(const reel_animator *animator, int layer);
double reel_animator_position(const reel_animator *animator, int layer);
int reel_animator_cycle(const reel_animator *animator, int layer);
int reel_animator_blending(const reel_animator *animator, int layer);
int reel_animator_blend_from(const reel_animator *animator, int layer);
double reel_animator_weight(const reel_animator *animator, int layer);
double reel_animator_motion_weight(const reel_animator *animator, int layer, int motion);

/* The pose after the last step, combined over the layers: lane of a channel (bools 1 or 0), or the text of an
 * enum or assetRef channel (NULL when none was ever set, and for a channel of another kind). */
double reel_animator_value(const reel_animator *animator, int channel, int lane);
/* Draws between fixed steps, as the editor's Animator.draw(alpha) does: alpha (clamped to 0..1) of the way from
 * the previous step to the last one, the presentation-authority transform channels are written to the drawn
 * view at the interpolated positions and blend weight, and the presentation events the drawn positions cross
 * are delivered to the listener (mode REEL_PRESENTATION), each once however many times a step is drawn.
 * Allocates nothing and changes nothing a step reads. */
void reel_animator_draw(reel_animator *animator, double alpha);
/* Whether a channel is a presentation transform (drawn: its value on screen is reel_animator_drawn_value). */
int reel_controller_channel_drawn(const reel_controller *controller, int channel);
/* A channel's value on screen: for a drawn channel the last value drawn (or given back by a switch or the end of
 * a blend), else reel_animator_value. */
double reel_animator_drawn_value(const reel_animator *animator, int channel, int lane);
const char *reel_animator_text(const reel_animator *animator, int channel);

/* The base layer's root motion of the last step, mixed by the blend weight and multiplied by the root scale. */
double reel_animator_root_motion_x(const reel_animator *animator);
double reel_animator_root_motion_y(const reel_animator *animator);
void reel_animator_set_root_scale(reel_animator *animator, double x, double y);

/* The state hash after the last step (docs/formats.md "State hashes"); reel replay prints it as 16 hex digits. */
uint64_t reel_animator_state_hash(const reel_animator *animator);
/* END controller-api */

#ifdef __cplusplus
}
#endif

#endif /* REEL_H */
