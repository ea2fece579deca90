/*
 * test_rootcause.c: unit tests of root causes (triage/rootcause.h), the
 * documented bugs table (triage/known.h) and the limitation matcher
 * (triage/limitation.h). No MLIR: the facts are written out here as triage
 * would collect them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/testhelp.h"
#include "triage/known.h"
#include "triage/limitation.h"
#include "triage/rootcause.h"

/* The embedded table known.c reads (the binary embeds tests/bugs/known-bugs.tsv). */
const char tvf_known_bugs_tsv[] =
    "# comment\n"
    "7\t0123456789abcdef\twrong-code in a folder: tosa.mul (value/float)\tt/a.mlir\n"
    "\n"
    "15\tfedcba9876543210\tinvalid-ir in a folder\tt/b.mlir\n"
    "22\tfedcba9876543210\tinvalid-ir in a folder\tt/c.mlir\n"
    "bad line\n"
    "3\tshort\tx\ty\n";
const size_t tvf_known_bugs_tsv_len = sizeof tvf_known_bugs_tsv - 1;

static void key_of(const RootCauseFacts *f, char out[17], RootCause *rc) {
  rootcause_compute(f, rc);
  rootcause_key(rc, out);
}

static void test_normalize(void) {
  StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
  rootcause_normalize_diag(
      "x.mlir:3:4: failed to legalize unresolved materialization from ('tensor<?x1xf32>') to "
      "('tensor<3x1xf32>') that remained live",
      &a);
  rootcause_normalize_diag(
      "y.mlir:9:1: failed to legalize unresolved materialization from ('tensor<1x?xf16>') to "
      "('tensor<1x2xf16>') that remained live",
      &b);
  TVF_CHECK_MSG(!strcmp(sb_cstr(&a), sb_cstr(&b)), "'%s' vs '%s'", sb_cstr(&a), sb_cstr(&b));
  TVF_CHECK(!strstr(sb_cstr(&a), "?"));
  sb_clear(&a);
  rootcause_normalize_diag("'tosa.reshape' op expected at most one target dimension to be -1", &a);
  TVF_CHECK(strstr(sb_cstr(&a), "'tosa.reshape'") != NULL);
  char op[64];
  TVF_CHECK(rootcause_diag_op("f:1:1: 'tensor.empty' op incorrect number", op, sizeof op));
  TVF_CHECK(!strcmp(op, "tensor.empty"));
  TVF_CHECK(!rootcause_diag_op("from ('tensor<2xf32>') to ('f32')", op, sizeof op));
  sb_free(&a);
  sb_free(&b);
}

static void test_removed_ops(void) {
  const char *before = "module {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                       "    %0 = \"tosa.const\"() : () -> tensor<2xf32>\n"
                       "    %1 = tosa.mul %a, %0, %s : (tensor<2xf32>) -> tensor<2xf32>\n"
                       "    %2 = tosa.negate %1 : (tensor<2xf32>) -> tensor<2xf32>\n"
                       "    return %2 : tensor<2xf32>\n  }\n}\n";
  const char *after = "module {\n  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                      "    %0 = \"tosa.const\"() : () -> tensor<2xf32>\n"
                      "    %2 = tosa.negate %0 : (tensor<2xf32>) -> tensor<2xf32>\n"
                      "    return %2 : tensor<2xf32>\n  }\n}\n";
  char out[256];
  rootcause_removed_ops(before, after, out, sizeof out);
  TVF_CHECK_MSG(!strcmp(out, "tosa.mul"), "removed '%s'", out);
  rootcause_removed_ops(after, after, out, sizeof out);
  TVF_CHECK(out[0] == 0);

  /* A folder's bug is one root cause whichever greedy pass hit it. */
  RootCauseFacts f = {.kind = "miscompile",
                      .pass = "canonicalize",
                      .stage = "value",
                      .value_class = "float",
                      .before = before,
                      .after = after};
  RootCause rc1, rc2;
  char k1[17], k2[17];
  key_of(&f, k1, &rc1);
  TVF_CHECK(!strcmp(rc1.pass, "fold"));
  TVF_CHECK(!strcmp(rc1.seen_in, "canonicalize"));
  TVF_CHECK(!strcmp(rc1.culprit, "tosa.mul"));
  TVF_CHECK(!strcmp(rc1.rule, "value/float"));
  f.pass = "tosa-optional-decompositions";
  key_of(&f, k2, &rc2);
  TVF_CHECK(!strcmp(k1, k2));
  /* ... but not a lowering, which is its own root cause. */
  f.pass = "tosa-to-linalg";
  key_of(&f, k2, &rc2);
  TVF_CHECK(strcmp(k1, k2) != 0);
  TVF_CHECK(!strcmp(rc2.pass, "tosa-to-linalg"));
  /* Integer and float semantics of one op are two bugs. */
  f.pass = "canonicalize";
  f.value_class = "int";
  key_of(&f, k2, &rc2);
  TVF_CHECK(strcmp(k1, k2) != 0);
  /* The execution oracle and the validator share the family. */
  f.kind = "exec-mismatch";
  f.stage = NULL;
  f.value_class = "float";
  key_of(&f, k2, &rc2);
  TVF_CHECK_MSG(!strcmp(k1, k2), "exec %s (%s) vs miscompile %s", k2, rc2.rule, k1);
  f.kind = "inconclusive";
  f.stage = "value";
  key_of(&f, k2, &rc2);
  TVF_CHECK(!strcmp(k1, k2));
}

static void test_delta_fallback(void) {
  /* No before/after: the path delta decides, src side first. */
  RootCauseFacts f = {.kind = "miscompile",
                      .pass = "tosa-to-linalg",
                      .stage = "value",
                      .delta_ops = "+arith.cmpf,-tosa.argmax,+linalg.generic"};
  RootCause rc;
  rootcause_compute(&f, &rc);
  TVF_CHECK(!strcmp(rc.culprit, "tosa.argmax"));
  f.delta_ops = "+memref.copy";
  rootcause_compute(&f, &rc);
  TVF_CHECK(!strcmp(rc.culprit, "+memref.copy"));
  f.delta_ops = "=arith.subf,tosa.sub";
  rootcause_compute(&f, &rc);
  TVF_CHECK(!strcmp(rc.culprit, "arith.subf,tosa.sub"));
  TVF_CHECK(!strcmp(rc.rule, "value"));
}

static void test_failures(void) {
  /* One pattern failing on two ops with two spellings of the types: one key. */
  RootCauseFacts a = {
      .kind = "invalid-ir",
      .pass = "tosa-to-linalg",
      .diag = "p.mlir:7:10: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0",
      .before = "%1 = tosa.argmax %a : (tensor<?x3xf32>) -> tensor<3xi32>\n",
      .after = "%1 = tensor.empty() : tensor<3xi32>\n"};
  RootCauseFacts b = {
      .kind = "invalid-ir",
      .pass = "tosa-to-linalg",
      .diag = "q.mlir:5:10: 'tensor.empty' op incorrect number of dynamic sizes, has 2, expected 1",
      .before = "%1 = tosa.gather %a, %i : (tensor<?x?x2xf16>, tensor<1x1xi32>) -> tensor<1x1x2xf16>\n",
      .after = "%1 = tensor.empty() : tensor<1x1x2xf16>\n"};
  RootCause ra, rb;
  char ka[17], kb[17];
  key_of(&a, ka, &ra);
  key_of(&b, kb, &rb);
  TVF_CHECK(!strcmp(ka, kb));
  TVF_CHECK(!strcmp(ra.culprit, "tosa.argmax")); /* described, not keyed */
  TVF_CHECK(!strcmp(rb.culprit, "tosa.gather"));
  b.pass = "tosa-to-linalg-named";
  key_of(&b, kb, &rb);
  TVF_CHECK(strcmp(ka, kb) != 0);
  /* A timeout's text says only which budget ran out. */
  RootCauseFacts t = {.kind = "timeout", .pass = "canonicalize", .diag = "after 20000 ms"};
  RootCause rt;
  rootcause_compute(&t, &rt);
  TVF_CHECK(rt.rule[0] == 0);
  StrBuf d = STRBUF_INIT;
  rootcause_describe(&ra, &d);
  TVF_CHECK_MSG(strstr(sb_cstr(&d), "invalid-ir in tosa-to-linalg: tosa.argmax") != NULL, "%s", sb_cstr(&d));
  sb_free(&d);
}

static void test_known(void) {
  TVF_CHECK_EQ_INT(known_count(), 3);
  const KnownBug *k = known_lookup("0123456789abcdef");
  TVF_CHECK(k && k->entry == 7 && !strcmp(k->test, "t/a.mlir"));
  TVF_CHECK(known_lookup("0000000000000000") == NULL);
  TVF_CHECK(known_lookup(NULL) == NULL);
  char e[64];
  TVF_CHECK(known_entries("fedcba9876543210", e, sizeof e));
  TVF_CHECK_MSG(!strcmp(e, "#15, #22"), "%s", e);
  TVF_CHECK(!known_entries("1111111111111111", e, sizeof e));
}

static void write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f) return;
  fputs(text, f);
  fclose(f);
}

static void test_limitation(void) {
  char dir[] = "/tmp/tvf-limit-XXXXXX";
  if (!mkdtemp(dir)) {
    TVF_CHECK(!"mkdtemp");
    return;
  }
  char path[256];
  snprintf(path, sizeof path, "%s/reduced.mlir", dir);
  KV k = {0};
  kv_set(&k, "kind", "pass-failure");
  kv_set(&k, "pass", "tosa-to-linalg-named");
  kv_set(&k, "dir", dir);
  kv_set(&k, "report", "p.mlir:8:10: failed to legalize operation 'tosa.conv2d'");
  char why[512];
  /* Dynamic weight: the documented refusal. */
  write_file(path,
             "  %1 = tosa.conv2d %arg0, %arg1, %0, %0, %0 {acc_type = f32} : (tensor<?x2x5x?xf32>, "
             "tensor<?x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4x1xf32>\n");
  TVF_CHECK(limitation_match(&k, why, sizeof why));
  TVF_CHECK(strstr(why, "weight") != NULL);
  /* Only the input is dynamic: the pattern handles that, so it is no limitation. */
  write_file(path,
             "  %1 = tosa.conv2d %arg0, %arg1, %0, %0, %0 {acc_type = f32} : (tensor<?x2x5x?xf32>, "
             "tensor<3x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4x3xf32>\n");
  TVF_CHECK(!limitation_match(&k, why, sizeof why));
  /* Generic form, dynamic bias, element type with nested brackets before it. */
  write_file(path,
             "  %1 = \"tosa.conv2d\"(%a, %w, %b, %z, %z) : (tensor<1x4x4x1x!quant.uniform<i8:f32, 0.1>>, "
             "tensor<2x1x1x1xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>\n");
  TVF_CHECK(limitation_match(&k, why, sizeof why));
  TVF_CHECK(strstr(why, "bias") != NULL);
  /* avg_pool2d: any dim but the batch, of the input or of the result */
  kv_set(&k, "report", "p.mlir:8:10: failed to legalize operation 'tosa.avg_pool2d'");
  write_file(path, "  %1 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>} : "
                   "(tensor<?x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4x4x3xf32>\n");
  TVF_CHECK(!limitation_match(&k, why, sizeof why)); /* a dynamic batch lowers */
  write_file(path, "  %1 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>} : "
                   "(tensor<1x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x?xf32>\n");
  TVF_CHECK(limitation_match(&k, why, sizeof why));
  kv_set(&k, "report", "p.mlir:8:10: failed to legalize operation 'tosa.conv2d'");
  /* Another pass, another kind, another op: no. */
  kv_set(&k, "pass", "tosa-to-linalg");
  TVF_CHECK(!limitation_match(&k, why, sizeof why));
  kv_set(&k, "pass", "tosa-to-linalg-named");
  kv_set(&k, "kind", "invalid-ir");
  TVF_CHECK(!limitation_match(&k, why, sizeof why));
  kv_free(&k);
  unlink(path);
  rmdir(dir);
}

static void test_shape_triggers(void) {
  /* docs/BUGS.md #14: a lowering that ignores a declared result type more
   * static than its operand fails with one message per pattern (invalid IR
   * or a refused legalization): with the trigger, one key per pass. */
  RootCauseFacts a = {.kind = "invalid-ir",
                      .pass = "tosa-to-linalg",
                      .diag = "'linalg.generic' op expected type of operand #0 ('tensor<?xi1>') to match",
                      .before = "%1 = tosa.reverse %a {axis = 0 : i32} : (tensor<?xi1>) -> tensor<3xi1>\n",
                      .after = "",
                      .trigger = ROOTCAUSE_MORE_STATIC};
  RootCauseFacts b = {.kind = "pass-failure",
                      .pass = "tosa-to-linalg",
                      .diag = "failed to legalize unresolved materialization from ('tensor<?xf32>')",
                      .before = "%1 = tosa.argmax %a {axis = 1 : i32} : (tensor<?x3xf32>) -> tensor<2xi32>\n",
                      .trigger = ROOTCAUSE_MORE_STATIC};
  RootCause ra, rb;
  char ka[17], kb[17];
  key_of(&a, ka, &ra);
  key_of(&b, kb, &rb);
  TVF_CHECK_MSG(!strcmp(ka, kb), "%s (%s) vs %s (%s)", ka, ra.rule, kb, rb.rule);
  TVF_CHECK(!strcmp(ra.rule, ROOTCAUSE_MORE_STATIC));
  TVF_CHECK(!strcmp(ra.culprit, "tosa.reverse")); /* described, not keyed */
  b.pass = "tosa-to-linalg-named";
  key_of(&b, kb, &rb);
  TVF_CHECK(strcmp(ka, kb) != 0);
  /* Without the trigger the two messages stay apart. */
  b.pass = "tosa-to-linalg";
  b.trigger = "";
  key_of(&b, kb, &rb);
  TVF_CHECK(strcmp(ka, kb) != 0);
  /* A refusal keeps its key (triage/limitation.h decides whether the pass
   * documents it). */
  b.diag = "failed to legalize operation 'tosa.avg_pool2d'";
  key_of(&b, kb, &rb);
  TVF_CHECK(!rb.trigger[0] && strcmp(ka, kb) != 0);
  /* A crash keeps its own key. */
  b.kind = "crash";
  b.trigger = ROOTCAUSE_MORE_STATIC;
  key_of(&b, kb, &rb);
  TVF_CHECK(!rb.trigger[0]);
  /* The less-static trigger keys folders only (#15: each op's folder returns
   * its operand's static type), not a lowering that fails on such a program
   * for its own reason. */
  RootCauseFacts f1 = {
      .kind = "invalid-ir",
      .pass = "canonicalize",
      .diag = "type of return operand 0 ('tensor<1x3xi32>') doesn't match function result type",
      .before = "%1 = tosa.reverse %a {axis = 1 : i32} : (tensor<1x3xi32>) -> tensor<1x?xi32>\n"
                "return %1 : tensor<1x?xi32>\n",
      .after = "return %a : tensor<1x?xi32>\n",
      .trigger = ROOTCAUSE_LESS_STATIC};
  RootCauseFacts f2 = f1;
  f2.diag = "elements literal type must have static shape";
  f2.before = "%1 = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<?xi32>\n";
  f2.after = "";
  RootCause r1, r2;
  char k1[17], k2[17];
  key_of(&f1, k1, &r1);
  key_of(&f2, k2, &r2);
  TVF_CHECK_MSG(!strcmp(r1.pass, "fold") && !strcmp(r2.pass, "fold"), "%s / %s", r1.pass, r2.pass);
  TVF_CHECK_MSG(!strcmp(k1, k2), "%s (%s) vs %s (%s)", k1, r1.rule, k2, r2.rule);
  /* A no-op fold to a more static type: the same folder mistake, one key. */
  RootCauseFacts f3 = f1;
  f3.before = "%1 = tosa.reverse %a {axis = 1 : i32} : (tensor<5x1x?xi1>) -> tensor<5x1x1xi1>\n";
  f3.diag = "type of return operand 0 ('tensor<5x1x?xi1>') doesn't match function result type";
  f3.trigger = ROOTCAUSE_MORE_STATIC;
  RootCause r3;
  char k3[17];
  key_of(&f3, k3, &r3);
  TVF_CHECK_MSG(!strcmp(k1, k3), "%s (%s) vs %s (%s)", k1, r1.rule, k3, r3.rule);
  TVF_CHECK(!strcmp(r3.rule, ROOTCAUSE_MORE_STATIC));
  f1.pass = "tosa-to-linalg";
  f1.after = "%1 = linalg.generic\n";
  key_of(&f1, k1, &r1);
  TVF_CHECK(!r1.trigger[0]);
}

static void test_wrong_code_twins(void) {
  /* arith.minimumf and arith.maximumf: one expansion template. */
  RootCauseFacts f = {.kind = "miscompile",
                      .pass = "arith-expand",
                      .stage = "value",
                      .value_class = "float",
                      .before = "%0 = arith.minimumf %a, %b : f32\n",
                      .after = "%0 = arith.cmpf ult, %a, %b : f32\n"};
  RootCause r;
  char k1[17], k2[17], k3[17];
  key_of(&f, k1, &r);
  TVF_CHECK(!strcmp(r.culprit, "arith.minimumf")); /* described as it is */
  f.before = "%0 = arith.maximumf %a, %b : f32\n";
  key_of(&f, k2, &r);
  TVF_CHECK_MSG(!strcmp(k1, k2), "%s vs %s", k1, k2);
  f.before = "%0 = arith.maximumf %a, %b : f32\n%1 = arith.minimumf %0, %c : f32\n";
  key_of(&f, k3, &r);
  TVF_CHECK_MSG(!strcmp(k1, k3), "clamp form %s vs %s (%s)", k3, k1, r.culprit);
  /* tosa.reduce_min / reduce_max; an op merely containing "min" keeps its name. */
  f.pass = "tosa-to-linalg";
  f.before = "%0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>\n";
  f.after = "";
  key_of(&f, k1, &r);
  f.before = "%0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>\n";
  key_of(&f, k2, &r);
  TVF_CHECK(!strcmp(k1, k2));
  f.before = "%0 = tosa.terminator_minus %a : (tensor<2xf32>) -> tensor<1xf32>\n";
  key_of(&f, k3, &r);
  TVF_CHECK(strcmp(k1, k3) != 0);
  /* The validator's poison and the execution oracle's wrong value: one rule;
   * UB and shape stay apart. */
  f.before = "%0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>\n";
  f.stage = "poison";
  f.value_class = "";
  key_of(&f, k1, &r);
  TVF_CHECK(!strcmp(r.rule, "poison"));
  f.kind = "exec-mismatch";
  f.stage = NULL;
  key_of(&f, k2, &r);
  TVF_CHECK_MSG(!strcmp(k1, k2), "%s vs %s", k1, k2);
  f.kind = "miscompile";
  f.stage = "ub";
  key_of(&f, k3, &r);
  TVF_CHECK(strcmp(k1, k3) != 0);
}

int main(void) {
  test_normalize();
  test_removed_ops();
  test_delta_fallback();
  test_failures();
  test_known();
  test_limitation();
  test_shape_triggers();
  test_wrong_code_twins();
  return tvf_test_report("triage/rootcause");
}
