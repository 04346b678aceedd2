/* bench_crowd: B3 for the C runtime, driven by the Java bench CCrowdBench (not a test: `make check` does not run
 * it; `make bench` builds it). It steps a crowd of animators of one controller on one thread, fed the input of
 * the Java bench AnimatorBench.input, and reports milliseconds per step of the whole crowd and bytes per animator.
 *
 *   bench_crowd DIR INPUTS WARMUP ROUNDS STEPS
 *
 * DIR holds crowd.aectrl and its clips, each in the file named by its asset path under DIR. INPUTS has one line
 * per animator, "PERIOD OFFSET" (the Java bench's seeded values); there are as many animators as lines. Every
 * animator is made with a counting allocator (the bytes it took from it are what one animator costs), then the
 * crowd runs WARMUP untimed steps and ROUNDS timed rounds of STEPS steps, each round timed in wall and thread CPU
 * time. Before step n (from 1) animator i gets input(i, n), as in the Java bench: Speed 1.5, 4, 1.5 or 0, the
 * Attack trigger, Grounded false, Grounded true. The program prints one line:
 *
 *   animators=N ms=WALL cpu_ms=CPU bytes=B animator_bytes=R step_allocations=A blending=PERCENT hash=HEX
 *
 * ms and cpu_ms are the medians over the rounds of milliseconds per step; bytes is what the allocator handed out
 * while the animators were made, per animator, and animator_bytes what reel_animator_bytes says of the first;
 * step_allocations counts the allocator's calls while stepping (the runtime promises none); blending is the
 * share of animators blending after each round, in percent. hash folds every animator's state hash after the
 * last step, in order, into FNV-1a's 64 bits (h = (h ^ hash) * 0x100000001b3 from 0xcbf29ce484222325): the Java
 * bench steps its own crowd as many steps with the same input and fails when its hash differs.
 *
 * Time is measured with clock_gettime (POSIX). */
#define _POSIX_C_SOURCE 199309L
#include "reel.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct counting { long calls; size_t bytes; } counting;

static void *count_alloc(void *user, size_t size) {
    counting *c = (counting *)user;
    c->calls++;
    c->bytes += size;
    return malloc(size);
}

static void *count_realloc(void *user, void *old, size_t old_size, size_t new_size) {
    counting *c = (counting *)user;
    c->calls++;
    c->bytes += new_size > old_size ? new_size - old_size : 0;
    return realloc(old, new_size);
}

static void count_free(void *user, void *block, size_t size) {
    (void)user;
    (void)size;
    free(block);
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    char *bytes = NULL;
    long size;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
        bytes = (char *)malloc((size_t)size + 1);
        if (bytes && fread(bytes, 1, (size_t)size, f) != (size_t)size) {
            free(bytes);
            bytes = NULL;
        } else if (bytes) {
            bytes[size] = 0;
            *len = (size_t)size;
        }
    }
    fclose(f);
    return bytes;
}

/* The controller's clips: DIR/ASSET_PATH. */
static int dir_read(void *user, const char *asset_path, reel_file *file, reel_diagnostics *diagnostics) {
    char path[4096];
    size_t len = 0;
    char *bytes;
    (void)diagnostics;
    if ((size_t)snprintf(path, sizeof path, "%s/%s", (const char *)user, asset_path) >= sizeof path) return 0;
    bytes = read_file(path, &len);
    if (!bytes) return 0;
    file->bytes = bytes;
    file->len = len;
    file->name = NULL;
    file->handle = bytes;
    return 1;
}

static void dir_release(void *user, reel_file *file) {
    (void)user;
    free(file->handle);
}

/* AnimatorBench.input: every period one change (walk, run, walk, stop, attack, jump), a landing 20 steps after a
 * jump, else nothing (-1). */
static int input(const int *periods, const int *offsets, int i, int step) {
    int tick = step + offsets[i];
    int period = periods[i];
    if (tick % period == 0) return (tick / period) % 6;
    if (tick % period == 20 && (tick / period) % 6 == 5) return 6;
    return -1;
}

static void step_crowd(reel_animator **animators, int count, const int *periods, const int *offsets, int step,
                       const int *param) {
    int i;
    for (i = 0; i < count; i++) {
        reel_animator *animator = animators[i];
        switch (input(periods, offsets, i, step)) {
        case 0: case 2: reel_animator_set_float(animator, param[0], 1.5); break;
        case 1: reel_animator_set_float(animator, param[0], 4); break;
        case 3: reel_animator_set_float(animator, param[0], 0); break;
        case 4: reel_animator_set_trigger(animator, param[2]); break;
        case 5: reel_animator_set_bool(animator, param[1], 0); break;
        case 6: reel_animator_set_bool(animator, param[1], 1); break;
        default: break;
        }
        reel_animator_step(animator);
    }
}

static double nanos(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (double)now.tv_sec * 1e9 + (double)now.tv_nsec;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, compare_doubles);
    return values[count / 2];
}

int main(int argc, char **argv) {
    char path[4096];
    size_t len = 0;
    char *text;
    reel_diagnostics diagnostics = { NULL, 0, 0 };
    reel_files files;
    reel_controller *controller;
    reel_animator **animators;
    counting counter = { 0, 0 };
    reel_allocator allocator;
    int *periods, *offsets, param[3], count = 0, capacity = 0, warmup, rounds, steps, step = 1, round, i;
    double *wall, *cpu;
    long blending = 0, calls_after_making;
    uint64_t hash = 0xcbf29ce484222325ULL;
    FILE *inputs;
    if (argc != 6) {
        fprintf(stderr, "usage: bench_crowd DIR INPUTS WARMUP ROUNDS STEPS\n");
        return 2;
    }
    warmup = atoi(argv[3]);
    rounds = atoi(argv[4]);
    steps = atoi(argv[5]);
    if (warmup < 0 || rounds <= 0 || steps <= 0) {
        fprintf(stderr, "bench_crowd: bad counts\n");
        return 2;
    }
    snprintf(path, sizeof path, "%s/crowd.aectrl", argv[1]);
    text = read_file(path, &len);
    if (!text) {
        fprintf(stderr, "bench_crowd: cannot read %s\n", path);
        return 2;
    }
    files.read = dir_read;
    files.release = dir_release;
    files.user = argv[1];
    controller = reel_controller_load(text, len, "crowd.aectrl", &files, NULL, &diagnostics);
    free(text);
    for (i = 0; i < diagnostics.count; i++) {
        char line[512];
        reel_diagnostic_format(&diagnostics.items[i], line, sizeof line);
        fprintf(stderr, "%s\n", line);
    }
    if (!controller || diagnostics.count > 0) {
        fprintf(stderr, "bench_crowd: the controller did not load cleanly\n");
        return 1;
    }
    reel_diagnostics_free(&diagnostics, NULL);
    param[0] = reel_controller_param_index(controller, "Speed");
    param[1] = reel_controller_param_index(controller, "Grounded");
    param[2] = reel_controller_param_index(controller, "Attack");
    if (param[0] < 0 || param[1] < 0 || param[2] < 0) {
        fprintf(stderr, "bench_crowd: the controller lacks Speed, Grounded or Attack\n");
        return 1;
    }

    inputs = fopen(argv[2], "r");
    periods = offsets = NULL;
    if (!inputs) {
        fprintf(stderr, "bench_crowd: cannot read %s\n", argv[2]);
        return 2;
    }
    for (;;) {
        int period, offset;
        if (fscanf(inputs, "%d %d", &period, &offset) != 2) break;
        if (period <= 0 || offset < 0) {
            fprintf(stderr, "bench_crowd: bad input line %d\n", count + 1);
            return 2;
        }
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 1024;
            periods = (int *)realloc(periods, (size_t)capacity * sizeof *periods);
            offsets = (int *)realloc(offsets, (size_t)capacity * sizeof *offsets);
            if (!periods || !offsets) return 1;
        }
        periods[count] = period;
        offsets[count] = offset;
        count++;
    }
    fclose(inputs);
    if (count == 0) {
        fprintf(stderr, "bench_crowd: no animators in %s\n", argv[2]);
        return 2;
    }

    allocator.alloc_fn = count_alloc;
    allocator.realloc_fn = count_realloc;
    allocator.free_fn = count_free;
    allocator.user = &counter;
    animators = (reel_animator **)malloc((size_t)count * sizeof *animators);
    wall = (double *)malloc((size_t)rounds * sizeof *wall);
    cpu = (double *)malloc((size_t)rounds * sizeof *cpu);
    if (!animators || !wall || !cpu) return 1;
    for (i = 0; i < count; i++) {
        animators[i] = reel_animator_new(controller, 1.0 / 60, 0, &allocator);
        if (!animators[i]) {
            fprintf(stderr, "bench_crowd: out of memory\n");
            return 1;
        }
    }
    calls_after_making = counter.calls;

    for (i = 0; i < warmup; i++) step_crowd(animators, count, periods, offsets, step++, param);
    for (round = 0; round < rounds; round++) {
        double cpu_start = nanos(CLOCK_THREAD_CPUTIME_ID), wall_start = nanos(CLOCK_MONOTONIC);
        for (i = 0; i < steps; i++) step_crowd(animators, count, periods, offsets, step++, param);
        wall[round] = (nanos(CLOCK_MONOTONIC) - wall_start) / 1e6 / steps;
        cpu[round] = (nanos(CLOCK_THREAD_CPUTIME_ID) - cpu_start) / 1e6 / steps;
        for (i = 0; i < count; i++) blending += reel_animator_blending(animators[i], 0) ? 1 : 0;
    }
    for (i = 0; i < count; i++) hash = (hash ^ reel_animator_state_hash(animators[i])) * 0x100000001b3ULL;

    printf("animators=%d ms=%.4f cpu_ms=%.4f bytes=%.1f animator_bytes=%lu step_allocations=%ld blending=%.2f "
           "hash=%016" PRIx64 "\n", count, median(wall, rounds), median(cpu, rounds), (double)counter.bytes / count,
           (unsigned long)reel_animator_bytes(animators[0]), counter.calls - calls_after_making,
           100.0 * (double)blending / ((double)rounds * count), hash);

    for (i = 0; i < count; i++) reel_animator_free(animators[i]);
    free(animators);
    free(wall);
    free(cpu);
    free(periods);
    free(offsets);
    reel_controller_free(controller);
    return 0;
}
