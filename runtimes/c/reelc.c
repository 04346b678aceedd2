/*
 * reelc - the C runtime's command line: `reelc play` and `reelc replay` take the arguments of `reel play --json`
 * and `reel replay --json --values` and print the same JSON lines (docs/runtime.md).
 */
#include "reel.h"

#include <stdio.h>
#include <string.h>

/* BEGIN reelc-play */
/* END reelc-play */

/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */

/* BEGIN reelc-replay */
/* END reelc-replay */

/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */
/* ----------------------------------------------------------------------------------------------------------- */

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: reelc play CLIP [options] | reelc replay CONTROLLER SCRIPT [options]\n");
        return 2;
    }
    /* BEGIN reelc-dispatch */
    /* END reelc-dispatch */
    fprintf(stderr, "reelc: unknown command \"%s\" (play, replay)\n", argv[1]);
    return 2;
}
