/* math_bits: a helper program for the Java test FdlibmAgreementTest (not a self-test: `make check` does not run
 * it). It reads lines "FUNC HEX [HEX]" and prints, one line each, the 16 hex digits of the result's bits:
 *   sin cos acos cbrt exp X               the reel_* function of the double whose bits are X
 *   atan2 Y X, hypot X Y, pow X Y         the same with two doubles
 *   round X                               Java's Math.round(double), a long
 *   rint X                                Java's Math.rint
 *   min A B, max A B                      Java's Math.min and Math.max of doubles
 *   floordiv A B, floordiv_int A B        Java's Math.floorDiv of longs and of ints (A, B two's complement)
 * It reads standard input, or the file named by its first argument, and writes standard output, or the file
 * named by its second. A line it cannot read ends it with exit status 2.
 *
 * It includes reel.c (and is built without it) to reach the internal rl_* helpers of the math section. */
#include "reel.c"

#include <inttypes.h>

static uint64_t read_hex(const char *text, int *ok) {
    char *end;
    uint64_t v = (uint64_t)strtoull(text, &end, 16);
    if (end == text || *end != 0) *ok = 0;
    return v;
}

static int64_t as_signed(uint64_t u) { int64_t i; memcpy(&i, &u, sizeof i); return i; }
static uint64_t as_unsigned(int64_t i) { uint64_t u; memcpy(&u, &i, sizeof u); return u; }

int main(int argc, char **argv) {
    char line[256], name[32], hex1[40], hex2[40];
    FILE *in = stdin, *out = stdout;
    long number = 0;
    if (argc > 1 && !(in = fopen(argv[1], "r"))) { perror(argv[1]); return 2; }
    if (argc > 2 && !(out = fopen(argv[2], "w"))) { perror(argv[2]); return 2; }
    while (fgets(line, sizeof line, in)) {
        int fields = sscanf(line, "%31s %39s %39s", name, hex1, hex2), ok = fields >= 2;
        uint64_t a = 0, b = 0, r;
        double x, y;
        number++;
        if (ok) a = read_hex(hex1, &ok);
        if (ok && fields == 3) b = read_hex(hex2, &ok);
        x = rl_dfrom(a);
        y = rl_dfrom(b);
        if (!ok) r = 0;
        else if (fields == 2 && !strcmp(name, "sin")) r = rl_dbits(reel_sin(x));
        else if (fields == 2 && !strcmp(name, "cos")) r = rl_dbits(reel_cos(x));
        else if (fields == 2 && !strcmp(name, "acos")) r = rl_dbits(reel_acos(x));
        else if (fields == 2 && !strcmp(name, "cbrt")) r = rl_dbits(reel_cbrt(x));
        else if (fields == 2 && !strcmp(name, "exp")) r = rl_dbits(reel_exp(x));
        else if (fields == 2 && !strcmp(name, "round")) r = as_unsigned(rl_java_round(x));
        else if (fields == 2 && !strcmp(name, "rint")) r = rl_dbits(rl_java_rint(x));
        else if (fields == 3 && !strcmp(name, "atan2")) r = rl_dbits(reel_atan2(x, y));
        else if (fields == 3 && !strcmp(name, "hypot")) r = rl_dbits(reel_hypot(x, y));
        else if (fields == 3 && !strcmp(name, "pow")) r = rl_dbits(reel_pow(x, y));
        else if (fields == 3 && !strcmp(name, "min")) r = rl_dbits(rl_java_min(x, y));
        else if (fields == 3 && !strcmp(name, "max")) r = rl_dbits(rl_java_max(x, y));
        else if (fields == 3 && !strcmp(name, "floordiv") && b != 0)
            r = as_unsigned(rl_floor_div(as_signed(a), as_signed(b)));
        else if (fields == 3 && !strcmp(name, "floordiv_int") && b != 0 && as_signed(a) == (int32_t)as_signed(a)
                 && as_signed(b) == (int32_t)as_signed(b))
            r = as_unsigned(rl_floor_div_int((int32_t)as_signed(a), (int32_t)as_signed(b)));
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "math_bits: line %ld: cannot read \"%s\"\n", number, strtok(line, "\r\n"));
            return 2;
        }
        fprintf(out, "%016" PRIx64 "\n", r);
    }
    if (ferror(in) || fflush(out) != 0 || ferror(out)) { perror("math_bits"); return 2; }
    if (in != stdin) fclose(in);
    if (out != stdout && fclose(out) != 0) { perror(argv[2]); return 2; }
    return 0;
}
