/*
 * reel.c - the Reel runtime in C99 (see reel.h). Sections, in order: common helpers, math (the fdlibm
 * algorithms, so results do not depend on the platform's libm), the document syntax, clips, controllers.
 *
 * Floating point: every rule is computed in IEEE-754 double with round-to-nearest and no contraction of
 * a*b+c into a fused multiply-add (only where the rules call fma explicitly), exactly in the order the Java
 * runtime computes it; this is what makes the state hash agree bit for bit.
 */
#include "reel.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* No fused multiply-add where the source does not ask for one: GCC takes -ffp-contract=off (the Makefile's),
 * clang and MSVC this pragma. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(_MSC_VER)
#pragma fp_contract(off)
#endif

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "reel.c needs double arithmetic evaluated in double (FLT_EVAL_METHOD 0): on 32-bit x86 build with -msse2 -mfpmath=sse"
#endif

/* ==== common ============================================================================================== */
/* BEGIN common */
/* END common */

/* --------------------------------------------------------------------------------------------------------- */
/* (sections below are kept apart by these rules so that work on one never touches another's lines)        */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== math (fdlibm) ======================================================================================= */
/* BEGIN math */
/* END math */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== document syntax ===================================================================================== */
/* BEGIN doc */
/*
 * The tree a document reads into (the contract between the parser and the clip, controller and project
 * loaders; keep it stable). Everything lives in one arena owned by the rl_doc; strings are UTF-8 and
 * NUL-terminated (a string value may also hold NUL: use len).
 *
 * A node's properties are those of its header and the property lines of its block together, in source order
 * (the same key twice is DOC010, reported by the parser). A block's child nodes are in source order.
 * The file itself is read as a node with no name ("") whose props and children are the top-level entries.
 */
typedef struct rl_pos { int line, column; } rl_pos;      /* 1-based; column in UTF-16 code units */

typedef enum rl_vkind { RL_NUM, RL_STR, RL_BOOL, RL_WORD, RL_ARR, RL_CALL } rl_vkind;

typedef struct rl_value {
    rl_vkind kind;
    rl_pos pos;
    const char *text;       /* NUM: the source text; STR: the unescaped string; WORD and CALL: the name */
    size_t len;             /* length of text in bytes */
    double num;             /* NUM: the value, read as Java's Double.parseDouble reads it */
    int boolean;            /* BOOL: 0 or 1 */
    struct rl_value *items; /* ARR: the items; CALL: the arguments */
    int count;
} rl_value;

typedef struct rl_prop {
    const char *key;
    rl_pos pos;
    rl_value value;
} rl_prop;

typedef struct rl_node {
    const char *name;
    rl_pos pos;
    rl_value *args;
    int nargs;
    rl_prop *props;
    int nprops;
    struct rl_node *children;
    int nchildren;
    int has_block;
} rl_node;

typedef struct rl_doc rl_doc;   /* the arena and the root node; made by the parser */
/* END doc */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== clips =============================================================================================== */
/* BEGIN clip */
/* END clip */

/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */
/* --------------------------------------------------------------------------------------------------------- */

/* ==== controllers ========================================================================================= */
/* BEGIN controller */
/* END controller */
