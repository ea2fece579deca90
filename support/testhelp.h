/*
 * testhelp.h: minimal assertion macros for unit-test executables.
 *
 * Each test executable calls TVF_CHECK* as often as it likes and ends main()
 * with `return tvf_test_report("name");`, which prints "N passed, M failed"
 * and returns non-zero when anything failed (ctest reads the exit code).
 */
#ifndef TVF_SUPPORT_TESTHELP_H
#define TVF_SUPPORT_TESTHELP_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static int tvf_test_passed, tvf_test_failed;

#define TVF_CHECK(cond)                                                                                      \
  do {                                                                                                       \
    if (cond) {                                                                                              \
      tvf_test_passed++;                                                                                     \
    } else {                                                                                                 \
      tvf_test_failed++;                                                                                     \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                               \
    }                                                                                                        \
  } while (0)

#define TVF_CHECK_MSG(cond, ...)                                                                             \
  do {                                                                                                       \
    if (cond) {                                                                                              \
      tvf_test_passed++;                                                                                     \
    } else {                                                                                                 \
      tvf_test_failed++;                                                                                     \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                               \
      fprintf(stderr, __VA_ARGS__);                                                                          \
      fputc('\n', stderr);                                                                                   \
    }                                                                                                        \
  } while (0)

#define TVF_CHECK_EQ_INT(a, b)                                                                               \
  do {                                                                                                       \
    long long tvf_a_ = (long long)(a), tvf_b_ = (long long)(b);                                              \
    TVF_CHECK_MSG(tvf_a_ == tvf_b_, "%lld != %lld", tvf_a_, tvf_b_);                                         \
  } while (0)

#define TVF_CHECK_STREQ(a, b)                                                                                \
  do {                                                                                                       \
    const char *tvf_a_ = (a), *tvf_b_ = (b);                                                                 \
    TVF_CHECK_MSG(tvf_a_ && tvf_b_ && strcmp(tvf_a_, tvf_b_) == 0, "\"%s\" != \"%s\"",                      \
                  tvf_a_ ? tvf_a_ : "(null)", tvf_b_ ? tvf_b_ : "(null)");                                   \
  } while (0)

#define TVF_CHECK_CONTAINS(hay, needle)                                                                      \
  do {                                                                                                       \
    const char *tvf_h_ = (hay), *tvf_n_ = (needle);                                                          \
    TVF_CHECK_MSG(tvf_h_ && strstr(tvf_h_, tvf_n_), "\"%s\" does not contain \"%s\"",                       \
                  tvf_h_ ? tvf_h_ : "(null)", tvf_n_);                                                       \
  } while (0)

static inline int tvf_test_report(const char *name) {
  printf("%s: %d passed, %d failed\n", name, tvf_test_passed, tvf_test_failed);
  return tvf_test_failed ? 1 : 0;
}

#endif
