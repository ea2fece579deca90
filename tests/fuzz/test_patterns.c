/*
 * test_patterns.c: the rewrite-pattern table and its detectors (fuzz/campaign/patterns.h).
 *
 * No MLIR: the detectors read printed IR, so the pairs here are small texts
 * written the way mlir-opt-22 prints them. Checks:
 *  - the built-in table has one row per line of docs/gen-coverage.tsv (the
 *    path is argv[1]), in the same order with the same ids, and binds every
 *    detector to a row;
 *  - malformed tables give one-line errors, not aborts;
 *  - each detector class on src/tgt pairs: exact hits for a consumed trigger,
 *    no hit when the pass does not run the row or the trigger is absent,
 *    op-level hits when an op disappears without an exact explanation.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/campaign/patterns.h"
#include "support/testhelp.h"

static const PatTable *T;

/* The precision the pair gives row `id` (PAT_NONE: not fired). */
static PatPrecision fired(const char *pass, const char *src, const char *tgt, const char *id) {
  PatHit hits[PAT_MAX_ROWS];
  int n = pat_detect(T, pass, src, tgt, hits, PAT_MAX_ROWS);
  int row = pat_table_find(T, id);
  TVF_CHECK_MSG(row >= 0, "no row %s", id);
  for (int i = 0; i < n; i++)
    if (hits[i].row == row) return hits[i].prec;
  return PAT_NONE;
}

static int nhits(const char *pass, const char *src, const char *tgt) {
  PatHit hits[PAT_MAX_ROWS];
  return pat_detect(T, pass, src, tgt, hits, PAT_MAX_ROWS);
}

static void test_table(const char *tsv_path) {
  Diag d;
  diag_init(&d);
  T = pat_table_builtin(&d);
  TVF_CHECK_MSG(T != NULL, "%s", d.msg);
  if (!T) exit(1);
  /* Same rows as the file, in order. */
  FILE *f = fopen(tsv_path, "r");
  TVF_CHECK_MSG(f != NULL, "cannot open %s", tsv_path);
  if (f) {
    char line[8192];
    int n = -1, mismatches = 0;
    while (fgets(line, sizeof line, f)) {
      if (line[0] == '\n') continue;
      if (n >= 0) {
        const PatRow *r = pat_table_row(T, n);
        size_t l = strcspn(line, "\t");
        if (!r || strlen(r->id) != l || strncmp(r->id, line, l)) mismatches++;
      }
      n++;
    }
    fclose(f);
    TVF_CHECK_EQ_INT(pat_table_rows(T), n);
    TVF_CHECK_EQ_INT(mismatches, 0);
  }
  const char *first;
  int unbound = pat_table_unbound(T, &first);
  TVF_CHECK_MSG(unbound == 0, "%d detectors name no row, first: %s", unbound, first ? first : "");
  int e = pat_table_count_detectors(T, PAT_EXACT), o = pat_table_count_detectors(T, PAT_OPLEVEL),
      z = pat_table_count_detectors(T, PAT_NONE);
  TVF_CHECK_EQ_INT(e + o + z, pat_table_rows(T));
  TVF_CHECK(e > 200);
  printf("table: %d rows; detectors: %d exact, %d op-level, %d none\n", pat_table_rows(T), e, o, z);
  /* The file loader reads the same table. */
  PatTable *t2 = pat_table_load_file(tsv_path, &d);
  TVF_CHECK_MSG(t2 != NULL, "%s", d.msg);
  if (t2) TVF_CHECK_EQ_INT(pat_table_rows(t2), pat_table_rows(T));
  pat_table_free(t2);
}

static void expect_error(const char *text, const char *needle) {
  Diag d;
  diag_init(&d);
  PatTable *t = pat_table_parse(text, strlen(text), "t.tsv", &d);
  TVF_CHECK_MSG(t == NULL, "accepted: %s", text);
  pat_table_free(t);
  TVF_CHECK_EQ_INT(d.status, TVF_EINPUT);
  TVF_CHECK_MSG(strstr(d.msg, needle) != NULL, "message '%s' lacks '%s'", d.msg, needle);
  TVF_CHECK_MSG(strchr(d.msg, '\n') == NULL, "message is not one line: %s", d.msg);
}

static void test_malformed(void) {
  const char *H = "id\tdialect\top\tkind\tpasses\ttrigger\tgenerator\n";
  char buf[512];
  expect_error("", "no header");
  expect_error("id\tdialect\top\n", "t.tsv:1: expected 7 tab-separated fields, found 3");
  expect_error("name\tdialect\top\tkind\tpasses\ttrigger\tgenerator\n", "t.tsv:1: expected the header");
  snprintf(buf, sizeof buf, "%sa.b\tx\tx.y\tfolder\tcanonicalize\tt\n", H);
  expect_error(buf, "t.tsv:2: expected 7 tab-separated fields, found 6");
  snprintf(buf, sizeof buf, "%s\tx\tx.y\tfolder\tcanonicalize\tt\tg\n", H);
  expect_error(buf, "t.tsv:2: empty pattern id");
  snprintf(buf, sizeof buf, "%sa.b\tx\tx.y\tfolder\tp\tt\tg\na.b\tx\tx.y\tfolder\tp\tt\tg\n", H);
  expect_error(buf, "t.tsv:3: duplicate pattern id 'a.b'");
  Diag d;
  diag_init(&d);
  TVF_CHECK(pat_table_load_file("/nonexistent/gen-coverage.tsv", &d) == NULL);
  TVF_CHECK_EQ_INT(d.status, TVF_EIO);
  TVF_CHECK(strstr(d.msg, "/nonexistent/gen-coverage.tsv: cannot read") != NULL);
  /* A small valid table: detectors whose id is absent stay unbound, and
   * blank lines and CRLF are accepted. */
  snprintf(buf, sizeof buf,
           "id\tdialect\top\tkind\tpasses\ttrigger\tgenerator\r\n\r\n"
           "tosa.add.fold.zero-rhs\ttosa\ttosa.add\tfolder\tcanonicalize\tt\tyes\r\n");
  PatTable *t = pat_table_parse(buf, strlen(buf), "small.tsv", &d);
  TVF_CHECK_MSG(t != NULL, "%s", d.msg);
  if (t) {
    TVF_CHECK_EQ_INT(pat_table_rows(t), 1);
    TVF_CHECK_EQ_INT(pat_table_row(t, 0)->detector, PAT_EXACT);
    TVF_CHECK(pat_table_unbound(t, NULL) > 0);
  }
  pat_table_free(t);
}

/* ---- tosa ---- */

#define FN_HEAD "    func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"

static void test_tosa_folds(void) {
  const char *src = "module {\n" FN_HEAD
                    "      %0 = \"tosa.const\"() <{values = dense<0.000000e+00> : tensor<2x3xf32>}> : () -> "
                    "tensor<2x3xf32>\n"
                    "      %1 = tosa.add %arg0, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
                    "      return %1 : tensor<2x3xf32>\n    }\n}\n";
  const char *tgt = "module {\n" FN_HEAD "      return %arg0 : tensor<2x3xf32>\n    }\n}\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "tosa.add.fold.zero-rhs"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "tosa.add.fold.zero-lhs"), PAT_NONE);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "tosa.add.fold.const"), PAT_NONE);
  /* The exact hit explains the vanished add: no op-level hit for the other add rows. */
  TVF_CHECK_EQ_INT(nhits("canonicalize", src, tgt), 1);
  /* A pass that does not run the row, and a lowering that converts tosa.add. */
  TVF_CHECK_EQ_INT(nhits("cse", src, tgt), 0);
  TVF_CHECK_EQ_INT(fired("tosa-to-linalg", src, tgt, "tosa.add.fold.zero-rhs"), PAT_NONE);
  /* -0.0 in hex (f32 bits) is a zero as well; 1.0 is not. */
  const char *srcn = "module {\n" FN_HEAD
                     "      %0 = \"tosa.const\"() <{values = dense<0x80000000> : tensor<2x3xf32>}> : () -> "
                     "tensor<2x3xf32>\n"
                     "      %1 = tosa.add %arg0, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
                     "      return %1 : tensor<2x3xf32>\n    }\n}\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", srcn, tgt, "tosa.add.fold.zero-rhs"), PAT_EXACT);
  const char *src1 = "module {\n" FN_HEAD
                     "      %0 = \"tosa.const\"() <{values = dense<1.000000e+00> : tensor<2x3xf32>}> : () -> "
                     "tensor<2x3xf32>\n"
                     "      %1 = tosa.add %arg0, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
                     "      return %1 : tensor<2x3xf32>\n    }\n}\n";
  /* The add vanished for a reason no detector checks: op-level for every add row. */
  TVF_CHECK_EQ_INT(fired("canonicalize", src1, tgt, "tosa.add.fold.zero-rhs"), PAT_OPLEVEL);
  TVF_CHECK_EQ_INT(fired("canonicalize", src1, tgt, "tosa.add.fold.const"), PAT_OPLEVEL);
  /* The trigger is still there afterwards: not fired. */
  TVF_CHECK_EQ_INT(fired("canonicalize", src, src, "tosa.add.fold.zero-rhs"), PAT_NONE);
}

static void test_tosa_shapes(void) {
  /* clamp of clamp and a no-op clamp (f16 infinities printed in hex). */
  const char *src =
      "      %0 = tosa.clamp %arg0 {max_val = 1.000000e+00 : f16, min_val = -1.000000e+00 : f16} : "
      "(tensor<4xf16>) -> tensor<4xf16>\n"
      "      %1 = tosa.clamp %0 {max_val = 2.000000e+00 : f16, min_val = 0.000000e+00 : f16} : "
      "(tensor<4xf16>) -> "
      "tensor<4xf16>\n"
      "      %2 = tosa.clamp %arg1 {max_val = 0x7C00 : f16, min_val = 0xFC00 : f16, nan_mode = PROPAGATE} : "
      "(tensor<4xf16>) -> tensor<4xf16>\n";
  const char *tgt =
      "      %0 = tosa.clamp %arg0 {max_val = 1.000000e+00 : f16, min_val = 0.000000e+00 : f16} : "
      "(tensor<4xf16>) -> tensor<4xf16>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "tosa.clamp.canon.clamp-of-clamp"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "tosa.clamp.canon.noop"), PAT_EXACT);
  /* Integer clamp at the type's limits. */
  const char *srci =
      "      %0 = tosa.clamp %arg0 {max_val = 127 : i8, min_val = -128 : i8} : (tensor<4xi8>) -> "
      "tensor<4xi8>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", srci, "", "tosa.clamp.canon.noop"), PAT_EXACT);
  const char *srcj =
      "      %0 = tosa.clamp %arg0 {max_val = 127 : i8, min_val = -1 : i8} : (tensor<4xi8>) -> "
      "tensor<4xi8>\n"
      "      return %0 : tensor<4xi8>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", srcj, "", "tosa.clamp.canon.noop"), PAT_OPLEVEL);
  /* Same-type cast, identity transpose, rank-keeping reduction over a unit axis. */
  const char *s2 =
      "      %0 = tosa.cast %arg0 : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
      "      %1 = tosa.transpose %0 {perms = array<i32: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
      "      %2 = tosa.reduce_sum %1 {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>\n"
      "      %3 = tosa.transpose %2 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n";
  const char *t2 = "      %3 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> "
                   "tensor<3x2xf32>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", s2, t2, "tosa.cast.fold.same-type"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", s2, t2, "tosa.transpose.fold.identity-perms"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", s2, t2, "tosa.reduce_sum.fold.unit-axis"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", s2, t2, "tosa.transpose.canon.transpose-of-transpose"), PAT_NONE);
  /* A transpose that only moves a unit dim becomes a reshape; one that
   * swaps two non-unit dims does not. */
  const char *sr = "      %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0, 2>} : (tensor<1x2x3xf32>) -> "
                   "tensor<2x1x3xf32>\n";
  const char *tr =
      "      %0 = tosa.reshape %arg0, %s : (tensor<1x2x3xf32>, !tosa.shape<3>) -> tensor<2x1x3xf32>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", sr, tr, "tosa.transpose.canon.is-reshape"), PAT_EXACT);
  const char *sr2 = "      %0 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 1>} : (tensor<1x2x3xf32>) -> "
                    "tensor<1x3x2xf32>\n"
                    "      return %0 : tensor<1x3x2xf32>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", sr2, tr, "tosa.transpose.canon.is-reshape"), PAT_OPLEVEL);
  /* Duplicate constants uniqued by the constant folder. */
  const char *s3 = "      %0 = \"tosa.const\"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>\n"
                   "      %1 = \"tosa.const\"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>\n";
  const char *t3 = "      %0 = \"tosa.const\"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>\n";
  TVF_CHECK_EQ_INT(fired("tosa-optional-decompositions", s3, t3, "tosa.const.fold.attr"), PAT_EXACT);
}

static void test_decompositions(void) {
  const char *src =
      "      %0 = tosa.transpose_conv2d %arg0, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, "
      "0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, "
      "tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x4x1xf32>\n";
  const char *tgt = "      %0 = tosa.conv2d %p, %w2, %b, %z, %z {acc_type = f32} : (tensor<1x7x4x1xf32>) -> "
                    "tensor<1x7x4x1xf32>\n";
  TVF_CHECK_EQ_INT(fired("tosa-optional-decompositions", src, tgt, "tosa-decompose.transpose-conv2d-strided"),
                   PAT_EXACT);
  TVF_CHECK_EQ_INT(
      fired("tosa-optional-decompositions", src, tgt, "tosa-decompose.transpose-conv2d-non-strided"),
      PAT_NONE);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "tosa-decompose.transpose-conv2d-strided"), PAT_NONE);
}

/* ---- arith, in linalg bodies ---- */

static void test_arith(void) {
  const char *src =
      "      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\"]} "
      "ins(%arg0 : tensor<4xi32>) outs(%0 : tensor<4xi32>) {\n"
      "      ^bb0(%in: i32, %out: i32):\n"
      "        %c0_i32 = arith.constant 0 : i32\n"
      "        %c1_i32 = arith.constant 1 : i32\n"
      "        %c-1_i32 = arith.constant -1 : i32\n"
      "        %6 = arith.addi %c0_i32, %in : i32\n"
      "        %7 = arith.muli %6, %c1_i32 : i32\n"
      "        %8 = arith.andi %7, %c-1_i32 : i32\n"
      "        %9 = arith.subi %8, %8 : i32\n"
      "        linalg.yield %9 : i32\n"
      "      } -> tensor<4xi32>\n";
  const char *tgt =
      "      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\"]} "
      "ins(%arg0 : tensor<4xi32>) outs(%0 : tensor<4xi32>) {\n"
      "      ^bb0(%in: i32, %out: i32):\n"
      "        %c0_i32 = arith.constant 0 : i32\n"
      "        linalg.yield %c0_i32 : i32\n"
      "      } -> tensor<4xi32>\n";
  /* The constant on the left of a commutative op counts (it is moved first). */
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.addi.fold.zero-rhs"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.commutative.fold.const-to-rhs"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.muli.fold.one-rhs"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.andi.fold.all-ones-rhs"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.subi.fold.same-operand"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.muli.fold.zero-rhs"), PAT_NONE);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "arith.andi.fold.zero-rhs"), PAT_NONE);
  /* A dead generic erased with its body: the body's ops did not fold. */
  const char *dead =
      "      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = [\"parallel\"]} "
      "ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {\n"
      "      ^bb0(%in: f32, %out: f32):\n"
      "        %6 = arith.mulf %in, %in : f32\n"
      "        linalg.yield %6 : f32\n"
      "      } -> tensor<4xf32>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", dead, "", "arith.mulf.fold.const"), PAT_NONE);
  /* ... and the generic itself was dead: erased by the driver, not by a
   * pattern of its own (nothing uses %5). */
  TVF_CHECK_EQ_INT(nhits("canonicalize", dead, ""), 0);
  /* A dead op gone is no fold; the same op used is op-level evidence, and
   * a dead chain (an op used only by a dead op) is dead throughout. Names
   * reused in a sibling region resolve to their own region's definition. */
  const char *absd = "      %4 = linalg.generic {indexing_maps = [#map], iterator_types = [\"parallel\"]} "
                     "outs(%0 : tensor<4xi32>) {\n"
                     "      ^bb0(%out: i32):\n"
                     "        %7 = arith.addi %out, %out : i32\n"
                     "        %8 = arith.muli %7, %7 : i32\n"
                     "        linalg.yield %8 : i32\n"
                     "      } -> tensor<4xi32>\n"
                     "      %5 = linalg.generic {indexing_maps = [#map], iterator_types = [\"parallel\"]} "
                     "outs(%4 : tensor<4xi32>) {\n"
                     "      ^bb0(%out: i32):\n"
                     "        %7 = math.absi %out : i32\n"
                     "        %8 = arith.muli %7, %out : i32\n"
                     "        linalg.yield %out : i32\n"
                     "      } -> tensor<4xi32>\n"
                     "      return %5 : tensor<4xi32>\n";
  const char *absu = "      %5 = linalg.generic {indexing_maps = [#map], iterator_types = [\"parallel\"]} "
                     "outs(%0 : tensor<4xi32>) {\n"
                     "      ^bb0(%out: i32):\n"
                     "        %7 = math.absi %out : i32\n"
                     "        linalg.yield %7 : i32\n"
                     "      } -> tensor<4xi32>\n"
                     "      return %5 : tensor<4xi32>\n";
  const char *absg = "      %5 = linalg.generic {indexing_maps = [#map], iterator_types = [\"parallel\"]} "
                     "outs(%0 : tensor<4xi32>) {\n"
                     "      ^bb0(%out: i32):\n"
                     "        linalg.yield %out : i32\n"
                     "      } -> tensor<4xi32>\n"
                     "      return %5 : tensor<4xi32>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", absd, absg, "math.absi.fold.const"), PAT_NONE);
  TVF_CHECK_EQ_INT(fired("canonicalize", absu, absg, "math.absi.fold.const"), PAT_OPLEVEL);
  /* Greedy passes fold too (linalg-fuse-elementwise-ops applies folders). */
  TVF_CHECK_EQ_INT(fired("linalg-fuse-elementwise-ops", src, tgt, "arith.muli.fold.one-rhs"), PAT_EXACT);
  /* arith-expand folds arith ops, but a maximumf it expands is not a fold. */
  const char *fs = "        %cst = arith.constant 0xFF800000 : f32\n"
                   "        %1 = arith.maximumf %in, %cst : f32\n"
                   "        %2 = arith.addf %1, %cst_m0 : f32\n"
                   "        %cst_m0 = arith.constant -0.000000e+00 : f32\n"
                   "        linalg.yield %2 : f32\n";
  const char *ft = "        %1 = arith.cmpf ugt, %in, %cst : f32\n";
  TVF_CHECK_EQ_INT(fired("arith-expand", fs, ft, "arith-expand.maximumf"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("arith-expand", fs, ft, "arith.maximumf.fold.neg-inf"), PAT_NONE);
  TVF_CHECK_EQ_INT(fired("canonicalize", fs, ft, "arith.maximumf.fold.neg-inf"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", fs, ft, "arith-expand.maximumf"), PAT_NONE);
  /* %cst_m0 is defined after its use in this text: not resolved, not a trigger. */
  TVF_CHECK_EQ_INT(fired("canonicalize", fs, ft, "arith.addf.fold.neg-zero"), PAT_OPLEVEL);
  /* Both operands constant: the constant fold, not the max-rhs rule (the
   * signed maximum is on the left and stays there). */
  const char *mc = "        %c32767_i16 = arith.constant 32767 : i16\n"
                   "        %c-1_i16 = arith.constant -1 : i16\n"
                   "        %11 = arith.minsi %c32767_i16, %c-1_i16 : i16\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", mc, "", "arith.minsi.fold.const"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", mc, "", "arith.minsi.fold.max-rhs"), PAT_NONE);
  /* Chains: ext of ext, the canonicalization of addi(addi(x, c0), c1). */
  const char *cs = "        %c3 = arith.constant 3 : i32\n"
                   "        %1 = arith.addi %in, %c3 : i32\n"
                   "        %2 = arith.addi %1, %c3 : i32\n"
                   "        %3 = arith.extsi %in8 : i8 to i16\n"
                   "        %4 = arith.extsi %3 : i16 to i32\n";
  const char *ct = "        %c6 = arith.constant 6 : i32\n"
                   "        %2 = arith.addi %in, %c6 : i32\n"
                   "        %4 = arith.extsi %in8 : i8 to i32\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", cs, ct, "arith.addi.canon.add-add-const"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", cs, ct, "arith.extsi.fold.ext-of-ext"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", cs, ct, "arith.addi.canon.add-sub-const-rhs"), PAT_NONE);
}

static void test_math_expand(void) {
  const char *src = "        %c2 = arith.constant 2.000000e+00 : f32\n"
                    "        %1 = math.powf %in, %c2 : f32\n"
                    "        %2 = math.tanh %1 : f32\n"
                    "        %3 = math.round %2 : f16\n";
  const char *tgt = "        %1 = arith.mulf %in, %in : f32\n"
                    "        %2 = math.exp %1 : f32\n"
                    "        %3 = math.round %2 : f16\n";
  TVF_CHECK_EQ_INT(fired("math-expand-ops", src, tgt, "math-expand.powf.const-exponent"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("math-expand-ops", src, tgt, "math-expand.powf.general"), PAT_NONE);
  TVF_CHECK_EQ_INT(fired("math-expand-ops", src, tgt, "math-expand.tanh"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("math-expand-ops", src, tgt, "math-expand.round"), PAT_NONE);
  /* The expanded tanh is not its constant folder. */
  TVF_CHECK_EQ_INT(fired("math-expand-ops", src, tgt, "math.tanh.fold.const"), PAT_NONE);
  TVF_CHECK_EQ_INT(fired("canonicalize", src, tgt, "math-expand.tanh"), PAT_NONE);
}

static void test_tensor_linalg(void) {
  const char *src =
      "      %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [2, 3] : tensor<6xf32> "
      "into tensor<2x3xf32>\n"
      "      %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>\n"
      "      %cast = tensor.cast %arg1 : tensor<4xf32> to tensor<4xf32>\n";
  /* Note: %collapsed is defined after its use above, so the chain does
   * not resolve; the reversed order below does. */
  TVF_CHECK_EQ_INT(fired("canonicalize", src, "", "tensor.cast.fold.identity"), PAT_EXACT);
  /* tensor.dim of a static tensor folds; then the subi on it folds in the
   * same pass, which only op-level evidence can show (its operand was not
   * a constant in the input). */
  const char *sd = "      %c1 = arith.constant 1 : index\n"
                   "      %dim = tensor.dim %13, %c1 : tensor<2x3xf32>\n"
                   "      %14 = arith.subi %dim, %c1 : index\n"
                   "      return %14 : index\n";
  const char *td = "      %c2 = arith.constant 2 : index\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", sd, td, "tensor.dim.fold.static-extent"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", sd, td, "arith.subi.fold.const"), PAT_OPLEVEL);
  const char *sdyn = "      %dim = tensor.dim %13, %c1 : tensor<2x?xf32>\n"
                     "      return %dim : index\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", sdyn, td, "tensor.dim.fold.static-extent"), PAT_OPLEVEL);
  const char *s2 =
      "      %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>\n"
      "      %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [2, 3] : tensor<6xf32> "
      "into tensor<2x3xf32>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", s2, "", "tensor.expand_shape.fold.inverse-collapse"), PAT_EXACT);
  TVF_CHECK_EQ_INT(fired("canonicalize", s2, "", "tensor.expand_shape.canon.expand-of-collapse"), PAT_NONE);
  /* tensor.pad prints its type after its region. */
  const char *sp = "      %padded = tensor.pad %1 low[0, 0] high[0, 0] {\n"
                   "      ^bb0(%arg2: index, %arg3: index):\n"
                   "        tensor.yield %cst : f16\n"
                   "      } : tensor<2x4xf16> to tensor<2x4xf16>\n"
                   "      %p2 = tensor.pad %1 low[0, 1] high[0, 0] {\n"
                   "      ^bb0(%arg2: index, %arg3: index):\n"
                   "        tensor.yield %cst : f16\n"
                   "      } : tensor<2x4xf16> to tensor<2x5xf16>\n";
  const char *tp = "      %p2 = tensor.pad %1 low[0, 1] high[0, 0] {\n"
                   "      ^bb0(%arg2: index, %arg3: index):\n"
                   "        tensor.yield %cst : f16\n"
                   "      } : tensor<2x4xf16> to tensor<2x5xf16>\n"
                   "      return %p2 : tensor<2x5xf16>\n";
  TVF_CHECK_EQ_INT(fired("canonicalize", sp, tp, "tensor.pad.fold.no-padding"), PAT_EXACT);
  /* A pad that pads: no exact hit when it goes (op-level only). */
  TVF_CHECK_EQ_INT(fired("canonicalize", tp, "", "tensor.pad.fold.no-padding"), PAT_OPLEVEL);
  const char *s3 =
      "      %transposed = linalg.transpose ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) "
      "permutation = [0, 1] \n";
  TVF_CHECK_EQ_INT(fired("canonicalize", s3, "", "linalg.transpose.fold.identity"), PAT_EXACT);
  /* Generalization removes named ops: not a fold. */
  TVF_CHECK_EQ_INT(fired("linalg-generalize-named-ops", s3, "", "linalg.transpose.fold.identity"), PAT_NONE);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: test_patterns docs/gen-coverage.tsv\n");
    return 2;
  }
  test_table(argv[1]);
  test_malformed();
  test_tosa_folds();
  test_tosa_shapes();
  test_decompositions();
  test_arith();
  test_math_expand();
  test_tensor_linalg();
  return tvf_test_report("patterns");
}
