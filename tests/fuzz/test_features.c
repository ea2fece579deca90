/*
 * test_features.c: unit tests of the semantic features (fuzz/engines/features.h).
 *
 *   test_features            op scanning, feature construction, determinism, publication into the
 *                            libFuzzer counter array, process-wide statistics.
 *   test_features nofeedback run with TVFUZZ_NO_FEEDBACK=1: features are still counted, nothing is
 *                            published.
 *   test_features lean       run with TVFUZZ_FEEDBACK=lean: presence only, no op-pair features.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/engines/features.h"
#include "support/testhelp.h"

static const char *const BEFORE =
    "module {\n"
    "  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {\n"
    "    %0 = \"tosa.const\"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>\n"
    "    %1 = tosa.add %arg0, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
    "    %2 = tosa.add %1, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
    "    return %2 : tensor<4xf32>\n"
    "  }\n"
    "}\n";

static const char *const AFTER =
    "#map = affine_map<(d0) -> (d0)>\n"
    "module {\n"
    "  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {\n"
    "    %cst = arith.constant dense<1.0> : tensor<4xf32>\n"
    "    %0 = tensor.empty() : tensor<4xf32>\n"
    "    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = [\"parallel\"]} "
    "ins(%arg0, "
    "%arg1 : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {\n"
    "    ^bb0(%in: f32, %in_0: f32, %out: f32):\n"
    "      %3 = arith.addf %in, %in_0 : f32\n"
    "      linalg.yield %3 : f32\n"
    "    } -> tensor<4xf32>\n"
    "    return %1 : tensor<4xf32>\n"
    "  }\n"
    "}\n";

static bool op_is(const FzOpName *o, const char *s) {
  return o->n == strlen(s) && memcmp(o->p, s, o->n) == 0;
}

static void test_scan(void) {
  FzOpName ops[16];
  size_t n = fz_scan_ops(BEFORE, strlen(BEFORE), ops, 16);
  TVF_CHECK_EQ_INT(n, 5);
  if (n == 5) {
    TVF_CHECK(op_is(&ops[0], "func.func"));
    TVF_CHECK(op_is(&ops[1], "tosa.const"));
    TVF_CHECK(op_is(&ops[2], "tosa.add"));
    TVF_CHECK(op_is(&ops[3], "tosa.add"));
    TVF_CHECK(op_is(&ops[4], "func.return"));
  }
  n = fz_scan_ops(AFTER, strlen(AFTER), ops, 16);
  TVF_CHECK_EQ_INT(n, 7);
  if (n == 7) {
    TVF_CHECK(op_is(&ops[1], "arith.constant"));
    TVF_CHECK(op_is(&ops[2], "tensor.empty"));
    TVF_CHECK(op_is(&ops[3], "linalg.generic"));
    TVF_CHECK(op_is(&ops[4], "arith.addf"));
    TVF_CHECK(op_is(&ops[5], "linalg.yield"));
  }
  /* Bounded output, full count. */
  TVF_CHECK_EQ_INT(fz_scan_ops(AFTER, strlen(AFTER), ops, 2), 7);
  TVF_CHECK_EQ_INT(fz_scan_ops("", 0, ops, 16), 0);
  TVF_CHECK_EQ_INT(fz_scan_ops("garbage % = \"\n%x = \n", 20, ops, 16), 0);
}

static size_t count_cat(const FzFeatures *f, FzCategory c) {
  size_t n = 0;
  for (size_t i = 0; i < f->n; i++)
    n += f->cat[i] == c;
  return n;
}

static FzFeatures fa, fb;

static void test_build(void) {
  fz_features_clear(&fa);
  fz_features_pass(&fa, "tosa-to-linalg", BEFORE, AFTER);
  fz_features_verdict(&fa, "tosa-to-linalg", "correct", "", "", "", NULL);
  TVF_CHECK_EQ_INT(count_cat(&fa, FZ_CAT_CHANGED), 1);
  TVF_CHECK_EQ_INT(count_cat(&fa, FZ_CAT_OP), 5 + 7);
  TVF_CHECK_EQ_INT(count_cat(&fa, FZ_CAT_PAIR), 4 + 6);
  /* New kinds: arith.constant, tensor.empty, linalg.generic, arith.addf, linalg.yield;
   * gone: tosa.const, tosa.add. */
  TVF_CHECK_EQ_INT(count_cat(&fa, FZ_CAT_NEWOP), 5 + 2);
  TVF_CHECK_EQ_INT(count_cat(&fa, FZ_CAT_VERDICT), 1);
  /* Deterministic. */
  fz_features_clear(&fb);
  fz_features_pass(&fb, "tosa-to-linalg", BEFORE, AFTER);
  fz_features_verdict(&fb, "tosa-to-linalg", "correct", "", "", "", NULL);
  TVF_CHECK(fa.n == fb.n && memcmp(fa.h, fb.h, fa.n * sizeof fa.h[0]) == 0);
  /* Another pass name: disjoint hashes. */
  fz_features_clear(&fb);
  fz_features_pass(&fb, "canonicalize", BEFORE, AFTER);
  int common = 0;
  for (size_t i = 0; i < fa.n; i++)
    for (size_t j = 0; j < fb.n; j++)
      common += fa.h[i] == fb.h[j];
  TVF_CHECK_EQ_INT(common, 0);
  /* Verdict with stage and classes adds the refinements. */
  fz_features_clear(&fb);
  fz_features_verdict(&fb, "p", "miscompile", "value", "nan", "finite", NULL);
  TVF_CHECK_EQ_INT(fb.n, 3);
  fz_features_verdict(&fb, "p", "miscompile", "value", "nan", "finite", "exact");
  TVF_CHECK_EQ_INT(fb.n, 7);
  fz_features_step(&fb, "p", "pass-failure");
  TVF_CHECK_EQ_INT(count_cat(&fb, FZ_CAT_STEP), 1);
  /* Overflow is counted, not crashed on. */
  fz_features_clear(&fb);
  for (int i = 0; i < FZ_FEATURES_MAX + 10; i++)
    fz_features_add(&fb, FZ_CAT_OP, (uint64_t)i);
  TVF_CHECK_EQ_INT(fb.n, FZ_FEATURES_MAX);
  TVF_CHECK_EQ_INT(fb.dropped, 10);
}

static size_t counters_sum(void) {
  size_t n, s = 0;
  uint8_t *c = fz_feedback_counters(&n);
  for (size_t i = 0; i < n; i++)
    s += c[i];
  return s;
}

static void test_commit(bool feedback) {
  TVF_CHECK(fz_feedback_enabled() == feedback);
#ifdef __AFL_COMPILER
  TVF_CHECK(fz_feedback_afl_active() == feedback); /* afl-clang-fast links the AFL++ runtime */
#else
  TVF_CHECK(!fz_feedback_afl_active()); /* no AFL++ runtime */
#endif
  size_t before = counters_sum();
  fz_features_commit(&fa);
  size_t after = counters_sum();
  if (feedback)
    TVF_CHECK_EQ_INT(after - before, fa.n);
  else
    TVF_CHECK_EQ_INT(after, before);
  FzFeedbackStats s1, s2;
  fz_feedback_stats(&s1);
  TVF_CHECK_EQ_INT(s1.iterations, 1);
  TVF_CHECK(s1.unique_total > 0 && s1.unique_total <= fa.n);
  TVF_CHECK(s1.unique[FZ_CAT_NEWOP] == 7);
  fz_features_commit(&fa); /* nothing new */
  fz_feedback_stats(&s2);
  TVF_CHECK_EQ_INT(s2.unique_total, s1.unique_total);
  TVF_CHECK_EQ_INT(s2.iterations, 2);
  /* Counters saturate instead of wrapping. */
  size_t n;
  uint8_t *c = fz_feedback_counters(&n);
  if (feedback) {
    for (int i = 0; i < 300; i++)
      fz_features_commit(&fa);
    bool wrapped = false;
    for (size_t i = 0; i < fa.n; i++)
      if (c[fa.h[i] % n] == 0) wrapped = true;
    TVF_CHECK(!wrapped);
  }
  TVF_CHECK_STREQ(fz_category_name(FZ_CAT_VERDICT), "verdict");
}

/* TVFUZZ_FEEDBACK=lean: presence only, no op pairs. */
static void test_lean(void) {
  TVF_CHECK(fz_feedback_lean());
  size_t n, pairs = 0;
  uint8_t *c = fz_feedback_counters(&n);
  for (size_t i = 0; i < fa.n; i++)
    pairs += fa.cat[i] == FZ_CAT_PAIR;
  for (int k = 0; k < 3; k++)
    fz_features_commit(&fa);
  size_t sum = 0;
  bool only_presence = true;
  for (size_t i = 0; i < n; i++) {
    sum += c[i];
    if (c[i] > 1) only_presence = false;
  }
  TVF_CHECK(only_presence);
  TVF_CHECK(sum > 0 && sum <= fa.n - pairs);
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  test_scan();
  test_build();
  if (!strcmp(mode, "lean")) {
    test_lean();
    return tvf_test_report("fuzz/features-lean");
  }
  TVF_CHECK(!fz_feedback_lean());
  bool nofeedback = !strcmp(mode, "nofeedback");
  test_commit(!nofeedback);
  return tvf_test_report(nofeedback ? "fuzz/features-nofeedback" : "fuzz/features");
}
