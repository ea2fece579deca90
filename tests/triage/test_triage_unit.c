/*
 * test_triage_unit.c: unit and contract tests of triage/ (labels "triage",
 * "reduce"): signature normalisation and stability, the text scanners, the
 * reducer driver's contracts (refuses an uninteresting original, reports a
 * pass that claims success without changing the text, terminates and only
 * shrinks), the planted passes, the interestingness key, kv records.
 * None of this needs the validator except the planted-pass check.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mlirx/pipeline.h"
#include "support/testhelp.h"
#include "triage/interest.h"
#include "triage/kv.h"
#include "triage/plant.h"
#include "triage/reduce_internal.h"
#include "triage/rootcause.h"
#include "triage/sigfacts.h"
#include "triage/signature.h"

static void test_normalize(void) {
  StrBuf a = STRBUF_INIT, b = STRBUF_INIT, c = STRBUF_INIT;
  sig_normalize_diag(
      "x.mlir:5:8: 'tosa.negate' op operand #1 must be tosa-conformant scalar tensor, but got "
      "'tensor<94212798010496xf32>' (note: see current operation: %1 = \"tosa.negate\"(%arg0, %0, %0))",
      &a);
  sig_normalize_diag(
      "candidate.mlir:14:10: 'tosa.negate' op operand #1 must be tosa-conformant scalar tensor, but "
      "got 'tensor<94337161129952xf32>' (note: something else entirely)",
      &b);
  sig_normalize_diag("x.mlir:5:8: 'tosa.add' op operand #1 must be tosa-conformant scalar tensor, but got "
                     "'tensor<1xf32>'",
                     &c);
  TVF_CHECK_STREQ(sb_cstr(&a), sb_cstr(&b));
  TVF_CHECK(strcmp(sb_cstr(&a), sb_cstr(&c)) != 0);
  TVF_CHECK(strstr(sb_cstr(&a), "note") == NULL);
  sb_clear(&a);
  sb_clear(&b);
  sig_normalize_diag(
      "Aborted (signal 6): mlir-opt: /build/llvm/mlir/lib/IR/BuiltinAttributes.cpp:1220: static "
      "DenseElementsAttr getRaw(): Assertion `isValidRawBuffer(type, data)' failed.",
      &a);
  sig_normalize_diag("Aborted (signal 6): tvfuzz: /other/tree/mlir/lib/IR/BuiltinAttributes.cpp:1234: static "
                     "DenseElementsAttr getRaw(): Assertion `isValidRawBuffer(type, data)' failed.",
                     &b);
  TVF_CHECK(strstr(sb_cstr(&a), "BuiltinAttributes.cpp") != NULL);
  TVF_CHECK(strstr(sb_cstr(&a), "/build/") == NULL);
  sb_free(&a);
  sb_free(&b);
  sb_free(&c);
}

static void test_signature(void) {
  SigFacts f = {.kind = "miscompile",
                .pass = "tosa-to-linalg",
                .stage = "value",
                .src_class = "+normal",
                .tgt_class = "-normal",
                .policy = "strict"};
  char s1[17], s2[17], s3[17], s4[17], s5[17];
  sig_compute(&f, s1);
  f.src_class = "NaN"; /* the solver's choice: never part of the id */
  f.tgt_class = "+0";
  sig_compute(&f, s2);
  TVF_CHECK_STREQ(s1, s2);
  f.pass = "canonicalize";
  sig_compute(&f, s3);
  TVF_CHECK(strcmp(s1, s3) != 0);
  f.pass = "tosa-to-linalg";
  f.kind = "inconclusive"; /* same family as miscompile */
  sig_compute(&f, s3);
  TVF_CHECK_STREQ(s1, s3);
  f.kind = "miscompile";
  f.policy = "reassoc";
  sig_compute(&f, s4);
  TVF_CHECK(strcmp(s1, s4) != 0);
  f.policy = "strict";
  f.stage = "poison"; /* provisional: the stage is a symptom, not hashed */
  sig_compute(&f, s4);
  TVF_CHECK_STREQ(s1, s4);
  f.stage = "value";
  f.final = true;
  f.src_ops = "tosa.maximum";
  f.tgt_ops = "arith.maximumf,linalg.generic";
  f.fp_fact = "finite";
  sig_compute(&f, s5);
  TVF_CHECK(strcmp(s1, s5) != 0); /* final differs from provisional */
  f.fp_fact = "special";
  sig_compute(&f, s4);
  TVF_CHECK(strcmp(s5, s4) != 0);
  f.fp_fact = "finite";
  f.stage = "poison"; /* final: the stage of the minimal program counts */
  sig_compute(&f, s4);
  TVF_CHECK(strcmp(s5, s4) != 0);
  /* Failures hash the normalised diagnostic, not the raw text. */
  SigFacts a = {.kind = "invalid-ir",
                .pass = "tosa-reduce-transposes",
                .diag = "a.mlir:1:2: 'tosa.negate' op got 'tensor<123xf32>'"};
  SigFacts b = {.kind = "invalid-ir",
                .pass = "tosa-reduce-transposes",
                .diag = "b.mlir:9:9: 'tosa.negate' op got 'tensor<456xf32>'"};
  sig_compute(&a, s1);
  sig_compute(&b, s2);
  TVF_CHECK_STREQ(s1, s2);
  b.kind = "crash";
  sig_compute(&b, s3);
  TVF_CHECK(strcmp(s1, s3) != 0);
  TVF_CHECK(sigfacts_subset("a,c", "a,b,c"));
  TVF_CHECK(!sigfacts_subset("a,d", "a,b,c"));
  TVF_CHECK(sigfacts_subset("", "a"));
  char func[64];
  int oi = -1;
  TVF_CHECK(sigfacts_parse_detail("@main: value stage: output 2 element [0]: src 1 vs tgt 2", func,
                                  sizeof func, &oi));
  TVF_CHECK_STREQ(func, "main");
  TVF_CHECK_EQ_INT(oi, 2);
}

static void test_scanners(void) {
  const char *t =
      "%0 = \"tosa.const\"() <{values = dense<[[1.500000e+00, 0x7FC00000, 0.000000e+00]]> : "
      "tensor<1x3xf32>}> : () -> tensor<1x3xf32>\n"
      "%1 = tosa.clamp %0 {max_val = 1.000000e+00 : f32, min_val = -2.000000e+00 : f32} : "
      "(tensor<1x3xf32>) -> tensor<1x3xf32>\n%c = arith.constant 7 : i32\n"
      "%2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<1x3xf32>) -> tensor<3x1xf32>\n";
  RedLit l[16];
  int n = red_scan_literals(t, strlen(t), l, 16);
  /* 1.5, 0x7FC00000, 0.0, 1.0, -2.0, 7 (not the perms, not the dims). */
  TVF_CHECK_EQ_INT(n, 6);
  TVF_CHECK_EQ_INT(red_literal_complexity(t, strlen(t)), 4);
  RedTensorType ty[16];
  int m = red_scan_tensor_types(t, strlen(t), ty, 16);
  TVF_CHECK_EQ_INT(m, 6);
  TVF_CHECK_EQ_INT(ty[0].rank, 2);
  TVF_CHECK_EQ_INT(ty[0].dims[1], 3);
}

static const char *PROG =
    "func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
    "  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  %1 = tosa.abs %b : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  %2 = tosa.sub %0, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  %3 = tosa.floor %2 : (tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  %4 = tosa.maximum %3, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
    "  return %4 : tensor<2x3xf32>\n}\n";

static bool has_sub(void *u, const char *text, size_t len, char *why, size_t n) {
  (void)len;
  (*(int *)u)++;
  if (strstr(text, "tosa.sub")) return true;
  snprintf(why, n, "no tosa.sub");
  return false;
}

static bool never(void *u, const char *text, size_t len, char *why, size_t n) {
  (void)u;
  (void)text;
  (void)len;
  snprintf(why, n, "the test says no");
  return false;
}

/* Interesting only as written: the comment the MLIR printer drops. */
static bool has_comment(void *u, const char *text, size_t len, char *why, size_t n) {
  (void)u;
  (void)len;
  snprintf(why, n, "no comment");
  return strstr(text, "// keep") != NULL;
}

/* A deliberately broken pass: claims an edit, returns the text unchanged. */
static long lazy_count(const RedInput *in) {
  (void)in;
  return 1;
}
static RedResult lazy_apply(const RedInput *in, long n, StrBuf *out, Diag *d) {
  (void)d;
  if (n > 0) return RED_STOP;
  sb_clear(out);
  sb_append(out, in->text, in->len);
  return RED_OK;
}
static const RedPass lazy = {"lazy", "claims an edit, changes nothing", lazy_count, lazy_apply};

static void test_reducer_contracts(MlirxSession *s) {
  int calls = 0;
  RedOracle o = {has_sub, &calls, NULL};
  ReduceOptions ro;
  reduce_options_default(&ro);
  ReduceStats st;
  StrBuf out = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(reduce_run(s, PROG, strlen(PROG), &o, &ro, &out, &st, &d), TVF_OK);
  TVF_CHECK_CONTAINS(sb_cstr(&out), "tosa.sub");
  TVF_CHECK_EQ_INT(st.after.ops, 1);
  TVF_CHECK(red_measure_less(&st.after, &st.before));
  TVF_CHECK_EQ_INT(st.pass_bugs, 0);
  TVF_CHECK(calls > 1);
  printf("contract: 'contains tosa.sub' reduced ops %ld -> %ld, elements %ld -> %ld in %ld tests\n",
         st.before.ops, st.after.ops, st.before.elems, st.after.elems, st.tests);
  /* The original must be interesting. */
  RedOracle no = {never, NULL, NULL};
  TVF_CHECK_EQ_INT(reduce_run(s, PROG, strlen(PROG), &no, &ro, &out, &st, &d), TVF_EINPUT);
  TVF_CHECK_CONTAINS(d.msg, "not interesting");
  TVF_CHECK_CONTAINS(d.msg, "the test says no");
  TVF_CHECK(!st.reprint_differs);
  /* Interesting as written, not once re-printed: the printer changes the
   * finding; flagged so that triage keeps the original (triage/job.c). */
  RedOracle raw = {has_comment, NULL, NULL};
  char with_comment[1024];
  snprintf(with_comment, sizeof with_comment, "// keep\n%s", PROG);
  TVF_CHECK_EQ_INT(reduce_run(s, with_comment, strlen(with_comment), &raw, &ro, &out, &st, &d),
                   TVF_EINTERNAL);
  TVF_CHECK(st.reprint_differs);
  TVF_CHECK_CONTAINS(d.msg, "re-printed form");
  /* Invalid input is refused too. */
  TVF_CHECK_EQ_INT(reduce_run(s, "garbage", 7, &o, &ro, &out, &st, &d), TVF_EINPUT);
  /* A pass that claims success without a change is a reported pass bug. */
  RedPassEntry tab[] = {{&lazy, 0, 10, 0}};
  ro.table = tab;
  ro.ntable = 1;
  ro.log = NULL;
  TVF_CHECK_EQ_INT(reduce_run(s, PROG, strlen(PROG), &o, &ro, &out, &st, &d), TVF_OK);
  TVF_CHECK(st.pass_bugs >= 1);
  TVF_CHECK_CONTAINS(st.first_pass_bug, "failed to modify the variant");
  /* Budget: one test only (the sanity check) leaves the input as is. */
  reduce_options_default(&ro);
  ro.max_tests = 1;
  TVF_CHECK_EQ_INT(reduce_run(s, PROG, strlen(PROG), &o, &ro, &out, &st, &d), TVF_OK);
  TVF_CHECK(st.budget_exhausted);
  TVF_CHECK_EQ_INT(st.after.ops, st.before.ops);
  /* Every pass of the table has a count and an apply that stops. */
  int nt;
  const RedPassEntry *t = red_pass_table(&nt);
  MlirxModule *m = mlirx_parse(s, PROG, strlen(PROG), "p", &d);
  StrBuf printed = STRBUF_INIT;
  mlirx_module_print(m, false, &printed);
  RedInput in = {s, sb_cstr(&printed), printed.len, m};
  for (int i = 0; i < nt; i++) {
    long c = t[i].pass->count(&in);
    StrBuf cand = STRBUF_INIT;
    Diag pd;
    diag_init(&pd);
    TVF_CHECK_MSG(t[i].pass->apply_nth(&in, c + 5, &cand, &pd) == RED_STOP,
                  "pass %s does not stop past its count", t[i].pass->name);
    sb_free(&cand);
  }
  mlirx_module_destroy(m);
  sb_free(&printed);
  sb_free(&out);
}

static const char *LOWERED =
    "#id = affine_map<(d0) -> (d0)>\n"
    "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %e = tensor.empty() : tensor<4xf32>\n"
    "  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\"]}"
    " ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {\n"
    "  ^bb0(%x: f32, %y: f32, %o: f32):\n"
    "    %s = arith.subf %x, %y : f32\n"
    "    %m = arith.maximumf %s, %y : f32\n"
    "    %t = arith.addf %m, %x : f32\n"
    "    linalg.yield %t : f32\n"
    "  } -> tensor<4xf32>\n"
    "  return %r : tensor<4xf32>\n}\n";

static void test_plants(MlirxSession *s) {
  const char *names[] = {"plant-subf-swap", "plant-max-to-min", "plant-add-to-mul"};
  const char *expect[] = {"arith.subf %in_0, %in", "arith.minimumf", "arith.mulf"};
  for (int i = 0; i < 3; i++) {
    PipeOptions po;
    pipe_options_default(&po);
    po.isolation = PIPE_ISOLATE_FORK;
    Diag d;
    diag_init(&d);
    PipeRunner *r = pipe_runner_create(s, "builtin.module(func.func(canonicalize))", &po, &d);
    TVF_CHECK(r != NULL);
    if (!r) continue;
    TVF_CHECK_EQ_INT(plant_insert(r, names[i], -1, &d), TVF_OK);
    TVF_CHECK_EQ_INT(plant_insert(r, "no-such-plant", -1, &d), TVF_EINPUT);
    PipeResult res;
    TVF_CHECK_EQ_INT(pipe_runner_run(r, LOWERED, strlen(LOWERED), "l.mlir", &res, &d), TVF_OK);
    TVF_CHECK_EQ_INT(res.worst, STEP_OK);
    StepResult *last = &res.steps[res.nsteps - 1];
    TVF_CHECK(last->changed);
    TVF_CHECK_MSG(last->after && strstr(last->after, expect[i]), "%s: %s", names[i],
                  last->after ? last->after : "");
    pipe_result_free(&res);
    pipe_runner_destroy(r);
  }
}

static const char *NEG =
    "func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
    "  %zp = \"tosa.const\"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n"
    "  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>\n"
    "  %1 = tosa.negate %0, %zp, %zp : (tensor<3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> "
    "tensor<3x2xf32>\n"
    "  %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>\n"
    "  return %2 : tensor<2x3xf32>\n}\n";

static void test_interest(MlirxSession *s) {
  InterestConfig c;
  interest_config_default(&c);
  c.pipeline = "tosa-opt";
  Diag d;
  diag_init(&d);
  Interest *it = interest_create(s, &c, &d);
  TVF_CHECK(it != NULL);
  if (!it) return;
  Outcome o, o2;
  TVF_CHECK_EQ_INT(interest_evaluate(it, NEG, strlen(NEG), &o, &d), TVF_OK);
  TVF_CHECK_STREQ(o.kind, "invalid-ir");
  TVF_CHECK_STREQ(o.pass, "tosa-reduce-transposes");
  interest_set_key(it, &o);
  char why[256] = "";
  TVF_CHECK(interest_matches(it, &o, why, sizeof why));
  /* A clean program is not interesting. */
  const char *clean =
      "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n";
  TVF_CHECK_EQ_INT(interest_evaluate(it, clean, strlen(clean), &o2, &d), TVF_OK);
  TVF_CHECK(!interest_matches(it, &o2, why, sizeof why));
  outcome_free(&o2);
  /* Candidates must stay valid TOSA once the original is: the same bug behind
   * a tosa.tile whose declared result contradicts its multiples (an ERROR_IF
   * MLIR 22's verifier does not check) is not interesting. */
  TVF_CHECK(interest_require_valid(it, NEG, strlen(NEG)));
  TVF_CHECK_EQ_INT(interest_evaluate(it, NEG, strlen(NEG), &o2, &d), TVF_OK);
  TVF_CHECK(interest_matches(it, &o2, why, sizeof why));
  outcome_free(&o2);
  const char *tiled =
      "func.func @main(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {\n"
      "  %zp = \"tosa.const\"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n"
      "  %m = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>\n"
      "  %t = tosa.tile %a, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>\n"
      "  %0 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<4x3xf32>) -> tensor<3x4xf32>\n"
      "  %1 = tosa.negate %0, %zp, %zp : (tensor<3x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x4xf32>\n"
      "  %2 = tosa.transpose %1 {perms = array<i32: 1, 0>} : (tensor<3x4xf32>) -> tensor<4x3xf32>\n"
      "  return %2 : tensor<4x3xf32>\n}\n";
  TVF_CHECK_EQ_INT(interest_evaluate(it, tiled, strlen(tiled), &o2, &d), TVF_OK);
  TVF_CHECK_MSG(!interest_matches(it, &o2, why, sizeof why), "%s", o2.detail);
  TVF_CHECK_MSG(strstr(o2.detail, "not a valid program") != NULL, "%s", o2.detail);
  outcome_free(&o2);
  /* ...and stay within the TOSA level the original met (8K: rank 6 at most),
   * a rule of MLIR's tosa-validate the interpreter does not model. */
  const char *rank7 =
      "func.func @main(%a: tensor<1x1x1x1x1x2x3xf32>) -> tensor<1x1x1x1x1x2x3xf32> {\n"
      "  %zp = \"tosa.const\"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>\n"
      "  %0 = tosa.negate %a, %zp, %zp : (tensor<1x1x1x1x1x2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> "
      "tensor<1x1x1x1x1x2x3xf32>\n"
      "  return %0 : tensor<1x1x1x1x1x2x3xf32>\n}\n";
  TVF_CHECK_EQ_INT(interest_evaluate(it, rank7, strlen(rank7), &o2, &d), TVF_OK);
  TVF_CHECK_MSG(strstr(o2.detail, "not a valid program") && strstr(o2.detail, "tosa-validate"), "%s",
                o2.detail);
  outcome_free(&o);
  outcome_free(&o2);
  interest_destroy(it);
}

/* Execution findings: the provisional id is the campaign's (kind, pass,
 * short detail), the final one kind + pass + the reduced program's ops. */
static void test_exec_signature(void) {
  TVF_CHECK(sig_kind_is_exec("exec-mismatch") && sig_kind_is_exec("exec-crash"));
  TVF_CHECK(!sig_kind_is_exec("miscompile") && !sig_kind_is_exec("crash") && !sig_kind_is_exec(NULL));
  char a[17], b[17], c[17], e[17], f[17], g[17];
  SigFacts p1 = {.kind = "exec-mismatch", .pass = "x-pass", .diag = "value"};
  SigFacts p2 = {.kind = "exec-mismatch", .pass = "x-pass", .diag = "shape"};
  sig_compute(&p1, a);
  sig_compute(&p2, b);
  TVF_CHECK(strcmp(a, b) != 0); /* provisional: the detail counts (as the campaign hashes it) */
  SigFacts f1 = {
      .kind = "exec-mismatch", .pass = "x-pass", .diag = "value", .src_ops = "tosa.sub", .final = true};
  SigFacts f2 = {
      .kind = "exec-mismatch", .pass = "x-pass", .diag = "shape", .src_ops = "tosa.sub", .final = true};
  SigFacts f3 = {.kind = "exec-mismatch", .pass = "x-pass", .src_ops = "tosa.add", .final = true};
  SigFacts f4 = {.kind = "exec-mismatch", .pass = "y-pass", .src_ops = "tosa.sub", .final = true};
  sig_compute(&f1, c);
  sig_compute(&f2, e);
  sig_compute(&f3, f);
  sig_compute(&f4, g);
  TVF_CHECK_STREQ(c, e); /* final: not the detail */
  TVF_CHECK(strcmp(c, f) != 0 && strcmp(c, g) != 0 && strcmp(c, a) != 0);
  StrBuf desc = STRBUF_INIT;
  sig_describe(&f1, &desc);
  TVF_CHECK_CONTAINS(sb_cstr(&desc), "program_ops=tosa.sub");
  sb_free(&desc);
}

static const char *CEIL =
    "#id = affine_map<(d0) -> (d0)>\n"
    "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %e = tensor.empty() : tensor<4xf32>\n"
    "  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\"]}\n"
    "      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {\n"
    "  ^bb0(%a: f32, %o: f32):\n"
    "    %c = math.ceil %a : f32\n"
    "    linalg.yield %c : f32\n"
    "  } -> tensor<4xf32>\n"
    "  return %r : tensor<4xf32>\n"
    "}\n";

/* The execution mode of the interestingness oracle, on math-expand-ops'
 * ceil sign bug (docs/BUGS.md #13): same kind at the same pass. */
static void test_exec_interest(MlirxSession *s) {
  Diag d;
  diag_init(&d);
  StrBuf ops = STRBUF_INIT;
  TVF_CHECK_EQ_INT(sigfacts_program_ops(s, CEIL, strlen(CEIL), &ops, &d), TVF_OK);
  TVF_CHECK_STREQ(sb_cstr(&ops), "linalg.generic,math.ceil");
  sb_free(&ops);
  ExecEngine *x = exec_engine_create(s, NULL, &d);
  TVF_CHECK_MSG(x != NULL, "%s", d.msg);
  if (!x) return;
  InterestConfig c;
  interest_config_default(&c);
  c.pipeline = "builtin.module(func.func(math-expand-ops))";
  c.exec = x;
  Interest *it = interest_create(s, &c, &d);
  TVF_CHECK(it != NULL);
  if (it) {
    Outcome o, o2;
    TVF_CHECK_EQ_INT(interest_evaluate(it, CEIL, strlen(CEIL), &o, &d), TVF_OK);
    TVF_CHECK_STREQ(o.kind, "exec-mismatch");
    TVF_CHECK_STREQ(o.pass, "math-expand-ops");
    TVF_CHECK_STREQ(o.stage, "exec");
    TVF_CHECK_STREQ(o.exec_sig_detail, "value");
    TVF_CHECK(o.exec_expected[0] && o.exec_actual[0] && o.exec_inputs && o.exec_bisect && o.before &&
              o.after);
    TVF_CHECK_STREQ(o.src_ops ? o.src_ops : "", "linalg.generic,math.ceil");
    interest_set_key(it, &o);
    char why[256] = "";
    TVF_CHECK(interest_matches(it, &o, why, sizeof why));
    /* Another pass, another kind: not the finding. */
    snprintf(o.pass, sizeof o.pass, "canonicalize");
    TVF_CHECK(!interest_matches(it, &o, why, sizeof why));
    TVF_CHECK_CONTAINS(why, "pass canonicalize");
    snprintf(o.pass, sizeof o.pass, "math-expand-ops");
    snprintf(o.kind, sizeof o.kind, "exec-crash");
    TVF_CHECK(!interest_matches(it, &o, why, sizeof why));
    /* A program the pass leaves right is not interesting. */
    const char *clean =
        "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n";
    TVF_CHECK_EQ_INT(interest_evaluate(it, clean, strlen(clean), &o2, &d), TVF_OK);
    TVF_CHECK(!interest_matches(it, &o2, why, sizeof why));
    outcome_free(&o);
    outcome_free(&o2);
    interest_destroy(it);
  }
  /* A requested pass the bisection does not name: nothing (the row's filter). */
  c.pass = "canonicalize";
  it = interest_create(s, &c, &d);
  TVF_CHECK(it != NULL);
  if (it) {
    Outcome o;
    TVF_CHECK_EQ_INT(interest_evaluate(it, CEIL, strlen(CEIL), &o, &d), TVF_OK);
    TVF_CHECK_STREQ(o.kind, "");
    TVF_CHECK_CONTAINS(o.detail, "not canonicalize");
    outcome_free(&o);
    interest_destroy(it);
  }
  exec_engine_destroy(x);
}

static void test_kv(void) {
  char path[] = "/tmp/tvf-kv-XXXXXX";
  int fd = mkstemp(path);
  if (fd >= 0) close(fd);
  KV a = {0}, b = {0};
  kv_set(&a, "x", "line1\nline2 \\ back");
  kv_setf(&a, "n", "%d", 42);
  TVF_CHECK(kv_write(&a, path));
  TVF_CHECK(kv_read(&b, path));
  TVF_CHECK_STREQ(kv_get(&b, "x"), "line1\nline2 \\ back");
  TVF_CHECK_EQ_INT(kv_get_long(&b, "n"), 42);
  TVF_CHECK_STREQ(kv_get(&b, "missing"), "");
  kv_free(&a);
  kv_free(&b);
  unlink(path);
}

/* The shape triggers (triage/sigfacts.h) on the programs of docs/BUGS.md #14
 * and #15, a program with neither, and one whose probe sizes would overflow
 * a reshape's element count. */
static void test_shape_triggers(MlirxSession *s) {
  char op[64];
  const char *more =
      "func.func @main(%a: tensor<?x4xf32>) -> tensor<4x1xf32> {\n"
      "  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x1xf32>\n"
      "  return %0 : tensor<4x1xf32>\n}\n";
  TVF_CHECK(!strcmp(sigfacts_shape_trigger(s, more, strlen(more), op, sizeof op), ROOTCAUSE_MORE_STATIC));
  TVF_CHECK_MSG(!strcmp(op, "tosa.transpose"), "%s", op);
  /* A '?' that a broadcast fixes before the op: the lowering reads the
   * operand's type, so it is more static all the same (the small probes). */
  const char *bcast =
      "func.func @main(%a: tensor<?x1xf32>, %b: tensor<5x1xf32>) -> tensor<1x5xf32> {\n"
      "  %0 = tosa.add %a, %b : (tensor<?x1xf32>, tensor<5x1xf32>) -> tensor<?x1xf32>\n"
      "  %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<?x1xf32>) -> tensor<1x5xf32>\n"
      "  return %1 : tensor<1x5xf32>\n}\n";
  TVF_CHECK(!strcmp(sigfacts_shape_trigger(s, bcast, strlen(bcast), op, sizeof op), ROOTCAUSE_MORE_STATIC));
  const char *less = "func.func @main(%a: tensor<1x3xi32>) -> tensor<1x?xi32> {\n"
                     "  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<1x3xi32>) -> tensor<1x?xi32>\n"
                     "  return %0 : tensor<1x?xi32>\n}\n";
  TVF_CHECK(!strcmp(sigfacts_shape_trigger(s, less, strlen(less), op, sizeof op), ROOTCAUSE_LESS_STATIC));
  TVF_CHECK(!strcmp(op, "tosa.reverse"));
  const char *plain =
      "func.func @main(%a: tensor<?x4xf32>) -> tensor<4x?xf32> {\n"
      "  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<?x4xf32>) -> tensor<4x?xf32>\n"
      "  return %0 : tensor<4x?xf32>\n}\n";
  TVF_CHECK(!*sigfacts_shape_trigger(s, plain, strlen(plain), op, sizeof op));
  TVF_CHECK(!*sigfacts_shape_trigger(s, "not mlir", 8, op, sizeof op));
  /* Seven '?' at 1031 would overflow the reshape's element count: that probe
   * is not made (checked under ASan+UBSan in build-asan). */
  const char *big =
      "func.func @main(%a: tensor<?x?x?x?x?x?x?xf32>) -> tensor<?xf32> {\n"
      "  %s = tosa.const_shape {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>\n"
      "  %0 = tosa.reshape %a, %s : (tensor<?x?x?x?x?x?x?xf32>, !tosa.shape<1>) -> tensor<?xf32>\n"
      "  return %0 : tensor<?xf32>\n}\n";
  TVF_CHECK(!*sigfacts_shape_trigger(s, big, strlen(big), op, sizeof op));
}

int main(void) {
  test_normalize();
  test_signature();
  test_exec_signature();
  test_scanners();
  test_kv();
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK(s != NULL);
  if (s) {
    test_reducer_contracts(s);
    test_plants(s);
    test_interest(s);
    test_exec_interest(s);
    test_shape_triggers(s);
    mlirx_session_destroy(s);
  }
  return tvf_test_report("triage-unit");
}
