/* bench_sampling: B1 for the C runtime, driven by the Java bench CSamplingBench (not a test: `make check` does not
 * run it; `make bench` builds it). It samples every track of a clip at a list of clip times, as the Java bench's
 * reel() body does with ClipSampler.sampleAll, and reports the median CPU nanoseconds per channel sample (the B1
 * clips have one float32 track per channel: per track sample).
 *
 *   bench_sampling CLIP TIMES WARMUP RUNS
 *
 * CLIP is an .aeanim; TIMES holds one clip time per line as the 16 hex digits of its bits (the Java bench's frame
 * times, so both sides sample the very same doubles). The program runs WARMUP untimed passes over the times, then
 * RUNS timed ones, and prints one line:
 *
 *   channels=N frames=F ns=MEDIAN sum=HEX hash=HEX
 *
 * sum is the bits of what one pass returns: the sample buffer summed after every frame in four sums side by side
 * (sum0 += v[i], sum1 += v[i+1], ...; the rest into sum0), then sum0 + sum1 + sum2 + sum3, exactly as the Java
 * bench's reel() body sums. hash folds the bits of every lane of every channel at every time, in that order, into
 * FNV-1a's 64 bits (h = (h ^ bits) * 0x100000001b3 from 0xcbf29ce484222325). The Java bench computes both from the
 * Java runtime and fails when they differ.
 *
 * The timed passes sample through a reel_sampler (which keeps each track's current key, as the Java bench's
 * ClipSampler does); the hash is taken from reel_clip_sample, the pure function, and before timing the program
 * checks that the sampler gives the very same bits at every time (else it prints the first difference and
 * exits with 1). Time is the thread's CPU time (clock_gettime, POSIX), as the Java harness measures where the
 * JVM can. */
#define _POSIX_C_SOURCE 199309L
#include "reel.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static volatile double sink;

static double cpu_nanos(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec * 1e9 + (double)now.tv_nsec;
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

static uint64_t bits_of(double value) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    return bits;
}

/* The times file: one double per line as the hex digits of its bits. Returns how many, or -1. */
static int read_times(const char *path, double **times) {
    size_t len = 0;
    char *text = read_file(path, &len), *at, *end;
    int count = 0, capacity = 0;
    *times = NULL;
    if (!text) return -1;
    for (at = text; *at; at = end) {
        uint64_t bits;
        double value;
        while (*at == '\n' || *at == '\r' || *at == ' ') at++;
        if (!*at) break;
        bits = (uint64_t)strtoull(at, &end, 16);
        if (end == at) { free(text); return -1; }
        memcpy(&value, &bits, sizeof value);
        if (count == capacity) {
            double *grown;
            capacity = capacity ? capacity * 2 : 1024;
            grown = (double *)realloc(*times, (size_t)capacity * sizeof *grown);
            if (!grown) { free(text); return -1; }
            *times = grown;
        }
        (*times)[count++] = value;
    }
    free(text);
    return count;
}

/* One pass: every time sampled, the buffer summed as the Java bench's reel() sums it. */
static double pass(const reel_clip *clip, reel_sampler *sampler, const double *times, int frames, double *values) {
    double sum0 = 0, sum1 = 0, sum2 = 0, sum3 = 0;
    int size = reel_clip_value_size(clip), whole = size & ~3, frame, i;
    for (frame = 0; frame < frames; frame++) {
        reel_sampler_sample(sampler, times[frame], values);
        for (i = 0; i < whole; i += 4) {
            sum0 += values[i];
            sum1 += values[i + 1];
            sum2 += values[i + 2];
            sum3 += values[i + 3];
        }
        for (i = whole; i < size; i++) sum0 += values[i];
    }
    return sum0 + sum1 + sum2 + sum3;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

int main(int argc, char **argv) {
    size_t len = 0;
    char *text;
    double *times, *values, *check, *runs, sum;
    reel_sampler *sampler;
    reel_diagnostics diagnostics = { NULL, 0, 0 };
    reel_clip *clip;
    int frames, warmup, count, run, frame, channel, lane, channels;
    uint64_t hash = 0xcbf29ce484222325ULL;
    if (argc != 5) {
        fprintf(stderr, "usage: bench_sampling CLIP TIMES WARMUP RUNS\n");
        return 2;
    }
    warmup = atoi(argv[3]);
    count = atoi(argv[4]);
    text = read_file(argv[1], &len);
    if (!text) {
        fprintf(stderr, "bench_sampling: cannot read %s\n", argv[1]);
        return 2;
    }
    clip = reel_clip_load(text, len, argv[1], NULL, &diagnostics);
    free(text);
    if (!clip) {
        char line[512];
        int i;
        for (i = 0; i < diagnostics.count; i++) {
            reel_diagnostic_format(&diagnostics.items[i], line, sizeof line);
            fprintf(stderr, "%s\n", line);
        }
        reel_diagnostics_free(&diagnostics, NULL);
        return 1;
    }
    reel_diagnostics_free(&diagnostics, NULL);
    frames = read_times(argv[2], &times);
    if (frames <= 0 || count <= 0 || warmup < 0) {
        fprintf(stderr, "bench_sampling: no times in %s, or bad counts\n", argv[2]);
        reel_clip_free(clip);
        return 2;
    }
    values = (double *)calloc((size_t)reel_clip_value_size(clip) + 1, sizeof *values);
    check = (double *)calloc((size_t)reel_clip_value_size(clip) + 1, sizeof *check);
    runs = (double *)malloc((size_t)count * sizeof *runs);
    sampler = reel_sampler_new(clip, NULL);
    if (!values || !check || !runs || !sampler) return 1;
    /* What the Java bench compares: every lane of every channel of every sample, then one pass's sum. */
    channels = reel_clip_channel_count(clip);
    for (frame = 0; frame < frames; frame++) {
        reel_clip_sample(clip, times[frame], values);
        for (channel = 0; channel < channels; channel++) {
            int offset = reel_clip_channel_offset(clip, channel), lanes = reel_clip_channel_lanes(clip, channel);
            for (lane = 0; lane < lanes; lane++) hash = (hash ^ bits_of(values[offset + lane])) * 0x100000001b3ULL;
        }
        reel_sampler_sample(sampler, times[frame], check);
        for (lane = 0; lane < reel_clip_value_size(clip); lane++) {
            if (bits_of(check[lane]) != bits_of(values[lane])) {
                fprintf(stderr, "bench_sampling: the sampler gives %016" PRIx64 " at time %d lane %d, the clip %016"
                        PRIx64 "\n", bits_of(check[lane]), frame, lane, bits_of(values[lane]));
                return 1;
            }
        }
    }
    sum = pass(clip, sampler, times, frames, values);
    for (run = 0; run < warmup; run++) sink += pass(clip, sampler, times, frames, values);
    for (run = 0; run < count; run++) {
        double start = cpu_nanos();
        sink += pass(clip, sampler, times, frames, values);
        runs[run] = (cpu_nanos() - start) / ((double)frames * channels);
    }
    qsort(runs, (size_t)count, sizeof *runs, compare_doubles);
    printf("channels=%d frames=%d ns=%.4f sum=%016" PRIx64 " hash=%016" PRIx64 "\n", channels, frames,
           runs[count / 2], bits_of(sum), hash);
    reel_sampler_free(sampler);
    free(runs);
    free(check);
    free(values);
    free(times);
    reel_clip_free(clip);
    return 0;
}
