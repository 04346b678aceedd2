/* The math section's fdlibm functions on their edge cases: signed zeros, subnormals, infinities, NaNs, huge
 * arguments for sin and cos (the large-argument reduction), values next to multiples of pi/2, and results known
 * exactly. Expected bits that are not exact by definition are those Java's StrictMath returns (printed by Java 17;
 * FdlibmAgreementTest compares 200,000 arguments per function). */
#include "reel.h"
#include "testing.h"

#include <math.h>
#include <string.h>

static uint64_t bits(double x) { uint64_t b; memcpy(&b, &x, sizeof b); return b; }
static double real(uint64_t b) { double x; memcpy(&x, &b, sizeof x); return x; }

#define INF HUGE_VAL
#define MIN_SUB real(1)                      /* the smallest subnormal, 4.9e-324 */
#define MAX_DBL real(0x7fefffffffffffffULL)

/* The result has exactly the bits want. */
#define SAME(expr, want) do { \
        double got_ = (expr); \
        uint64_t want_ = (want); \
        CHECK(bits(got_) == want_, "%s is %016llx (%.17g), want %016llx (%.17g)", #expr, \
              (unsigned long long)bits(got_), got_, (unsigned long long)want_, real(want_)); \
    } while (0)
#define EXACT(expr, value) SAME(expr, bits(value))
#define IS_NAN(expr) do { double got_ = (expr); CHECK(got_ != got_, "%s is %.17g, want NaN", #expr, got_); } while (0)

static void sin_cos(void) {
    EXACT(reel_sin(0.0), 0.0);
    EXACT(reel_sin(-0.0), -0.0);
    EXACT(reel_cos(0.0), 1.0);
    EXACT(reel_cos(-0.0), 1.0);
    EXACT(reel_sin(MIN_SUB), MIN_SUB);
    EXACT(reel_sin(-MIN_SUB), -MIN_SUB);
    EXACT(reel_cos(MIN_SUB), 1.0);
    EXACT(reel_sin(0x1p-30), 0x1p-30);
    IS_NAN(reel_sin(INF));
    IS_NAN(reel_sin(-INF));
    IS_NAN(reel_cos(INF));
    IS_NAN(reel_sin(NAN));
    IS_NAN(reel_cos(NAN));
    SAME(reel_sin(1.0), 0x3feaed548f090ceeULL);
    SAME(reel_cos(1.0), 0x3fe14a280fb5068cULL);
    SAME(reel_sin(22.0), 0xbf8220a29f6eb9f4ULL);
    /* next to multiples of pi/2: the result is what the double's distance from the multiple gives */
    SAME(reel_sin(3.141592653589793), 0x3ca1a62633145c07ULL);
    SAME(reel_cos(1.5707963267948966), 0x3c91a62633145c07ULL);
    EXACT(reel_sin(1.5707963267948966), 1.0);
    EXACT(reel_cos(3.141592653589793), -1.0);
    SAME(reel_sin(1e6 * 3.141592653589793), 0xbdeeacd7c60e9693ULL);
    SAME(reel_sin(0x1p19 * 1.5707963267948966), 0xbdc1a62633145c07ULL);
    /* huge arguments: the reduction with 2/pi to 1584 bits */
    SAME(reel_sin(1e300), 0xbfea2c16b010e385ULL);
    SAME(reel_cos(1e300), 0xbfe2699022adc4c1ULL);
    SAME(reel_sin(0x1p1023), 0x3fe205248cbdb760ULL);
    SAME(reel_cos(0x1p1023), 0xbfea719f26c232beULL);
    SAME(reel_sin(-MAX_DBL), 0xbf7452fc98b34e97ULL);
    /* 1e22 and 6381956970095103 * 2^797 (the double nearest a multiple of pi/2) take the reduction's
     * recomputation with more bits of 2/pi */
    SAME(reel_sin(1e22), 0xbfeb453ab76bf397ULL);
    SAME(reel_cos(1e22), 0x3fe0be2cef01c8f4ULL);
    EXACT(reel_sin(0x1.6ac5b262ca1ffp849), 1.0);
    SAME(reel_cos(0x1.6ac5b262ca1ffp849), 0xbc214ae72e6ba22fULL);
}

static void atan2_acos(void) {
    const double pi = 3.141592653589793, pi_2 = 1.5707963267948966, pi_4 = 0.7853981633974483;
    EXACT(reel_atan2(0.0, 0.0), 0.0);
    EXACT(reel_atan2(-0.0, 0.0), -0.0);
    EXACT(reel_atan2(0.0, -0.0), pi);
    EXACT(reel_atan2(-0.0, -0.0), -pi);
    EXACT(reel_atan2(0.0, -1.0), pi);
    EXACT(reel_atan2(-0.0, -5.0), -pi);
    EXACT(reel_atan2(1.0, 0.0), pi_2);
    EXACT(reel_atan2(-1.0, -0.0), -pi_2);
    EXACT(reel_atan2(1.0, 1.0), pi_4);
    SAME(reel_atan2(1.0, -1.0), 0x4002d97c7f3321d2ULL);
    SAME(reel_atan2(-1.0, -1.0), 0xc002d97c7f3321d2ULL);
    EXACT(reel_atan2(INF, INF), pi_4);
    EXACT(reel_atan2(-INF, INF), -pi_4);
    SAME(reel_atan2(INF, -INF), 0x4002d97c7f3321d2ULL);
    EXACT(reel_atan2(3.0, INF), 0.0);
    EXACT(reel_atan2(-3.0, INF), -0.0);
    EXACT(reel_atan2(3.0, -INF), pi);
    EXACT(reel_atan2(-INF, 2.0), -pi_2);
    EXACT(reel_atan2(1e-300, -1e300), pi);
    EXACT(reel_atan2(1e300, 1e-300), pi_2);
    EXACT(reel_atan2(-MIN_SUB, 1.0), -MIN_SUB);
    SAME(reel_atan2(2.0, 3.0), 0x3fe2d0ead6066395ULL);
    IS_NAN(reel_atan2(NAN, 1.0));
    IS_NAN(reel_atan2(1.0, NAN));

    EXACT(reel_acos(1.0), 0.0);
    EXACT(reel_acos(-1.0), pi);
    EXACT(reel_acos(0.0), pi_2);
    EXACT(reel_acos(-0.0), pi_2);
    EXACT(reel_acos(MIN_SUB), pi_2);
    SAME(reel_acos(0.5), 0x3ff0c152382d7366ULL);
    SAME(reel_acos(-0.5), 0x4000c152382d7366ULL);
    SAME(reel_acos(0.75), 0x3fe720a392c1d955ULL);
    IS_NAN(reel_acos(1.0000000000000002));
    IS_NAN(reel_acos(-1.0000000000000002));
    IS_NAN(reel_acos(INF));
    IS_NAN(reel_acos(NAN));
}

static void hypot_cbrt(void) {
    EXACT(reel_hypot(3.0, 4.0), 5.0);
    EXACT(reel_hypot(-3.0, -4.0), 5.0);
    EXACT(reel_hypot(-0.0, 0.0), 0.0);
    EXACT(reel_hypot(-0.0, -0.0), 0.0);
    EXACT(reel_hypot(-7.0, 0.0), 7.0);
    EXACT(reel_hypot(INF, NAN), INF);
    EXACT(reel_hypot(NAN, -INF), INF);
    IS_NAN(reel_hypot(NAN, 1.0));
    EXACT(reel_hypot(MAX_DBL, MAX_DBL), INF);
    SAME(reel_hypot(1e308, 1e308), 0x7fe92c80954c51f5ULL);
    SAME(reel_hypot(1.0, 1.0), 0x3ff6a09e667f3bcdULL);
    EXACT(reel_hypot(MIN_SUB, MIN_SUB), MIN_SUB);
    SAME(reel_hypot(1e-310, 3e-310), 0x00003a365ff2ea11ULL);
    EXACT(reel_hypot(2.0, 1e-20), 2.0);

    EXACT(reel_cbrt(27.0), 3.0);
    EXACT(reel_cbrt(-8.0), -2.0);
    EXACT(reel_cbrt(0.0), 0.0);
    EXACT(reel_cbrt(-0.0), -0.0);
    EXACT(reel_cbrt(INF), INF);
    EXACT(reel_cbrt(-INF), -INF);
    IS_NAN(reel_cbrt(NAN));
    EXACT(reel_cbrt(0x1p-1074), 0x1p-358);
    EXACT(reel_cbrt(0x1p-1023 * 1.0), 0x1p-341);
    SAME(reel_cbrt(2.0), 0x3ff428a2f98d728bULL);
    SAME(reel_cbrt(-1e-300), 0xab2bff2ee48e0530ULL);
    SAME(reel_cbrt(MAX_DBL), 0x554428a2f98d728bULL);
}

static void exp_pow(void) {
    EXACT(reel_exp(0.0), 1.0);
    EXACT(reel_exp(-0.0), 1.0);
    EXACT(reel_exp(INF), INF);
    EXACT(reel_exp(-INF), 0.0);
    IS_NAN(reel_exp(NAN));
    EXACT(reel_exp(1e-20), 1.0);
    SAME(reel_exp(1.0), 0x4005bf0a8b14576aULL);              /* fdlibm's exp(1), an ulp above e's double */
    SAME(reel_exp(-1.0), 0x3fd78b56362cef38ULL);
    SAME(reel_exp(0.5), 0x3ffa61298e1e069cULL);
    SAME(reel_exp(709.782712893384), 0x7fefffffffffff2aULL);
    EXACT(reel_exp(709.79), INF);
    EXACT(reel_exp(-745.1332191019411), MIN_SUB);
    EXACT(reel_exp(-745.1332191019412), 0.0);
    SAME(reel_exp(-740.0), 0x0000000000000055ULL);

    EXACT(reel_pow(NAN, 0.0), 1.0);
    EXACT(reel_pow(NAN, -0.0), 1.0);
    IS_NAN(reel_pow(1.0, NAN));                               /* Java's rule (C99's pow gives 1) */
    IS_NAN(reel_pow(NAN, 1.0));
    EXACT(reel_pow(2.0, 10.0), 1024.0);
    EXACT(reel_pow(-2.0, 3.0), -8.0);
    EXACT(reel_pow(-0.5, 3.0), -0.125);
    EXACT(reel_pow(-0.0, 3.0), -0.0);
    EXACT(reel_pow(-0.0, 4.0), 0.0);
    EXACT(reel_pow(-0.0, -3.0), -INF);
    EXACT(reel_pow(-0.0, -2.0), INF);
    EXACT(reel_pow(0.0, -0.5), INF);
    EXACT(reel_pow(-0.0, 0.5), 0.0);
    EXACT(reel_pow(-INF, 3.0), -INF);
    EXACT(reel_pow(-INF, -3.0), -0.0);
    EXACT(reel_pow(-INF, 0.5), INF);
    IS_NAN(reel_pow(-1.0, INF));
    IS_NAN(reel_pow(1.0, -INF));
    EXACT(reel_pow(0.5, INF), 0.0);
    EXACT(reel_pow(0.5, -INF), INF);
    EXACT(reel_pow(-3.0, INF), INF);
    IS_NAN(reel_pow(-8.0, 1.0 / 3.0));
    EXACT(reel_pow(2.0, 1024.0), INF);
    EXACT(reel_pow(2.0, -1074.0), MIN_SUB);
    EXACT(reel_pow(2.0, -1075.0), 0.0);
    EXACT(reel_pow(-2.0, -1075.0), -0.0);
    EXACT(reel_pow(0.5, 1074.0), MIN_SUB);
    EXACT(reel_pow(MIN_SUB, -1.0), INF);
    EXACT(reel_pow(-3.0, 1e18), INF);                         /* |y| > 2^53: even */
    EXACT(reel_pow(1.0 - 0x1p-53, 0x1p64), 0.0);
    EXACT(reel_pow(1.0 + 0x1p-52, 0x1p62), INF);
    EXACT(reel_pow(1.0000001, 1e10), INF);
    SAME(reel_pow(2.0, 0.5), 0x3ff6a09e667f3bcdULL);
    SAME(reel_pow(10.0, -5.0), 0x3ee4f8b588e368f0ULL);
    SAME(reel_pow(1.5, 2.5), 0x40060b9fd68a4554ULL);
    SAME(reel_pow(7.0, 1.0 / 3.0), 0x3ffe9b5dba58189dULL);
    SAME(reel_pow(MIN_SUB, 0.5), 0x1e60000000000000ULL);
    SAME(reel_pow(2.0, 1023.9999), 0x7fefff6ea43bd988ULL);
}

int main(void) {
    sin_cos();
    atan2_acos();
    hypot_cbrt();
    exp_pow();
    return testing_result("math");
}
