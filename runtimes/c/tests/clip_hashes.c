/* clip_hashes FILE STEPS DT SPEED LOOP [ACTION NUMBER STEP]... : plays a clip as reel play does (Play before
 * step 1, each command before its step, a draw at alpha 1 after each step) and prints the player's state hash
 * after every step, 16 hex digits a line, for ClipHashAgreementTest to hold against the Java ClipPlayer's.
 * LOOP is -1 (the clip's own), 0 once, 1 loop, 2 pingPong; ACTION is play, stop, pause, resume, seek or speed. */
#include "../reel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    FILE *f;
    static char bytes[1 << 20];
    size_t len;
    reel_diagnostics d = {0};
    reel_clip *clip;
    reel_player *p;
    int steps, loop, step, i;
    if (argc < 6 || (argc - 6) % 3 != 0) {
        fprintf(stderr, "usage: clip_hashes FILE STEPS DT SPEED LOOP [ACTION NUMBER STEP]...\n");
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (!f) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
    len = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    clip = reel_clip_load(bytes, len, argv[1], NULL, &d);
    for (i = 0; i < d.count; i++) {
        char line[2048];
        reel_diagnostic_format(&d.items[i], line, sizeof line);
        fprintf(stderr, "%s\n", line);
    }
    reel_diagnostics_free(&d, NULL);
    if (!clip) return 1;
    steps = atoi(argv[2]);
    loop = atoi(argv[5]);
    p = reel_player_new(clip, strtod(argv[3], NULL), 0, NULL);
    reel_player_set_speed(p, strtod(argv[4], NULL));
    if (loop >= 0) reel_player_set_loop(p, (reel_loop)loop);
    reel_player_play(p);
    for (step = 1; step <= steps; step++) {
        for (i = 6; i < argc; i += 3) {
            const char *action = argv[i];
            double number = strtod(argv[i + 1], NULL);
            if (atoi(argv[i + 2]) != step) continue;
            if (strcmp(action, "play") == 0) reel_player_play(p);
            else if (strcmp(action, "stop") == 0) reel_player_stop(p);
            else if (strcmp(action, "pause") == 0) reel_player_pause(p);
            else if (strcmp(action, "resume") == 0) reel_player_resume(p);
            else if (strcmp(action, "seek") == 0) reel_player_seek(p, number);
            else reel_player_set_speed(p, number);
        }
        reel_player_step(p);
        reel_player_draw(p, 1);
        printf("%016llx\n", (unsigned long long)reel_player_state_hash(p));
    }
    reel_player_free(p);
    reel_clip_free(clip);
    return 0;
}
