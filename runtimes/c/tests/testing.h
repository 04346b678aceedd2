/* A few lines of test support for the C runtime's test programs: CHECK counts and reports failures, and
 * main returns testing_result(). */
#ifndef REEL_TESTING_H
#define REEL_TESTING_H
#include <stdio.h>

static int testing_failures;
static int testing_checks;

#define CHECK(cond, ...) do { \
        testing_checks++; \
        if (!(cond)) { \
            testing_failures++; \
            fprintf(stderr, "%s:%d: failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__); \
            fputc('\n', stderr); \
        } \
    } while (0)

static int testing_result(const char *name) {
    printf("%s: %d passed, %d failed\n", name, testing_checks - testing_failures, testing_failures);
    return testing_failures == 0 ? 0 : 1;
}
#endif
