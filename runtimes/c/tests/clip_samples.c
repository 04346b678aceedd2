/* clip_samples FILE TIMES_FILE : loads a clip and samples every track at each time of TIMES_FILE (one double a
 * line, as Java writes them), printing per time one line of the sample buffer's doubles as 16 hex digits of
 * their bits, for SamplerAgreementTest to hold against the Java ClipSampler's. */
#include "../reel.c"

#include <stdio.h>

int main(int argc, char **argv) {
    static char bytes[1 << 22];
    char line[128];
    FILE *f;
    size_t len;
    reel_diagnostics d = {0};
    reel_clip *clip;
    double *out;
    int i;
    if (argc != 3) { fprintf(stderr, "usage: clip_samples FILE TIMES_FILE\n"); return 2; }
    f = fopen(argv[1], "rb");
    if (!f) return 2;
    len = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    clip = reel_clip_load(bytes, len, argv[1], NULL, &d);
    reel_diagnostics_free(&d, NULL);
    if (!clip) { fprintf(stderr, "the clip has errors\n"); return 1; }
    out = (double *)calloc((size_t)clip->value_size + 1, sizeof(double));
    f = fopen(argv[2], "r");
    if (!f || !out) return 2;
    while (fgets(line, sizeof line, f)) {
        double t = strtod(line, NULL);
        rl_clip_sample(clip, t, out);
        for (i = 0; i < clip->value_size; i++) {
            uint64_t bits;
            memcpy(&bits, &out[i], sizeof bits);
            printf("%s%016llx", i ? " " : "", (unsigned long long)bits);
        }
        printf("\n");
    }
    fclose(f);
    free(out);
    reel_clip_free(clip);
    return 0;
}
