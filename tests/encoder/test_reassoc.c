/*
 * test_reassoc.c: unit tests of the reassoc FP policy (encoder/fp/fp_reassoc.c:
 * multiset normalisation, flattening, hashing, order-free IEEE facts) and of
 * the refinement ladder (level-0 uninterpreted fold steps, the level reported
 * by tv_check_funcs, the text/JSON reports), on hand-built IR
 * (tests/encoder/irbuild.h) and directly on an FpDom.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/tv/tv.h"
#include "support/testhelp.h"
#include "tests/encoder/irbuild.h"

static Arena arena;

static uint64_t f32b(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

/* ---- fp_reassoc on a bare FpDom ---- */

typedef struct Dom {
  SmtCtx *c;
  FpDom *d;
  FpReassoc *r;
} Dom;

static Dom dom_new(FpDomKind kind) {
  Dom v;
  Diag dg;
  diag_init(&dg);
  v.c = smt_ctx_create(20000, &dg);
  if (!v.c) {
    fprintf(stderr, "cannot create an SMT context: %s\n", dg.msg);
    exit(2);
  }
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.value_count[IR_F32] = 64;
  v.d = fpdom_create(kind, v.c, &arena, &cfg);
  v.r = fp_reassoc_create(v.d, &arena, 64);
  return v;
}

static SmtTerm fold(Dom *v, FpAccOp op, int n, const SmtTerm *xs) {
  return fp_reassoc_fold(v->r, IR_F32, op, xs, n, NULL);
}

/* Is `t` valid (its negation unsatisfiable) under the domain's preconditions? */
static bool valid(Dom *v, SmtTerm t) {
  SmtSolver *s = smt_solver_create(v->c);
  smt_solver_assert(s, fpdom_preconditions(v->d));
  smt_solver_assert(s, smt_not(v->c, t));
  SmtResult res = smt_solver_check(s, 0);
  smt_solver_destroy(s);
  return res == SMT_UNSAT;
}

static void test_multisets(FpDomKind kind) {
  Dom v = dom_new(kind);
  SmtTerm a = fpdom_var(v.d, IR_F32, "a"), b = fpdom_var(v.d, IR_F32, "b"), c = fpdom_var(v.d, IR_F32, "c"),
          d = fpdom_var(v.d, IR_F32, "d");
  SmtTerm pz = fpdom_const(v.d, IR_F32, 0), nz = fpdom_const(v.d, IR_F32, f32b(-0.0f)),
          one = fpdom_const(v.d, IR_F32, f32b(1.0f));
  TVF_CHECK(fp_reassoc_hash_width(v.r) >= 16);
  TVF_CHECK(smt_term_same(fp_reassoc_determined(v.r), smt_true(v.c)));

  /* Order and bracketing do not matter: one term. */
  SmtTerm abc = fold(&v, FPACC_SUM, 3, (SmtTerm[]){a, b, c});
  TVF_CHECK(smt_term_same(abc, fold(&v, FPACC_SUM, 3, (SmtTerm[]){c, a, b})));
  SmtTerm ab = fold(&v, FPACC_SUM, 2, (SmtTerm[]){a, b});
  TVF_CHECK(smt_term_same(abc, fold(&v, FPACC_SUM, 2, (SmtTerm[]){c, ab})));
  TVF_CHECK_EQ_INT(fp_reassoc_multiset_size(v.r, IR_F32, FPACC_SUM, abc), 3);
  TVF_CHECK_EQ_INT(fp_reassoc_multiset_size(v.r, IR_F32, FPACC_PROD, abc), -1);
  /* Two operands are the domain's own add, one operand is itself. */
  TVF_CHECK(smt_term_same(ab, fpdom_bin(v.d, IR_F32, FPB_ADD, a, b)));
  TVF_CHECK(smt_term_same(fold(&v, FPACC_SUM, 1, &a), a));
  /* Identities: -0.0 for sums, +1.0 for products; empty = identity. */
  TVF_CHECK(smt_term_same(fold(&v, FPACC_SUM, 2, (SmtTerm[]){a, nz}), a));
  TVF_CHECK(smt_term_same(fold(&v, FPACC_SUM, 0, NULL), nz));
  TVF_CHECK(smt_term_same(fold(&v, FPACC_PROD, 2, (SmtTerm[]){one, a}), a));
  TVF_CHECK(smt_term_same(fold(&v, FPACC_PROD, 0, NULL), one));
  /* +0.0 is no identity, but two of them are one. */
  SmtTerm zabc = fold(&v, FPACC_SUM, 4, (SmtTerm[]){pz, a, b, c});
  TVF_CHECK(!smt_term_same(zabc, abc));
  TVF_CHECK(smt_term_same(zabc, fold(&v, FPACC_SUM, 5, (SmtTerm[]){c, pz, b, pz, a})));
  TVF_CHECK(
      smt_term_same(fold(&v, FPACC_SUM, 2, (SmtTerm[]){pz, a}), fpdom_bin(v.d, IR_F32, FPB_ADD, a, pz)));
  /* Nested +0.0 partial sums flatten to the same multiset. */
  SmtTerm zab = fold(&v, FPACC_SUM, 3, (SmtTerm[]){pz, a, b}),
          zcd = fold(&v, FPACC_SUM, 3, (SmtTerm[]){pz, c, d});
  TVF_CHECK(smt_term_same(fold(&v, FPACC_SUM, 3, (SmtTerm[]){pz, zab, zcd}),
                          fold(&v, FPACC_SUM, 5, (SmtTerm[]){pz, a, b, c, d})));
  /* Sums and products do not flatten into each other. */
  SmtTerm pabc = fold(&v, FPACC_PROD, 3, (SmtTerm[]){a, b, c});
  TVF_CHECK_EQ_INT(
      fp_reassoc_multiset_size(v.r, IR_F32, FPACC_SUM, fold(&v, FPACC_SUM, 2, (SmtTerm[]){pabc, d})), 2);

  /* Semantics: equal operands give equal sums whatever the syntax (the
   * hash), and the order-free facts hold. */
  SmtTerm abd = fold(&v, FPACC_SUM, 3, (SmtTerm[]){a, b, d});
  TVF_CHECK(valid(&v, smt_implies(v.c, smt_eq(v.c, c, d), smt_eq(v.c, abc, abd))));
  TVF_CHECK(!valid(&v, smt_eq(v.c, abc, abd))); /* different operands may differ */
  SmtTerm nan = fpdom_const(v.d, IR_F32, 0x7fc00000);
  TVF_CHECK(valid(&v, fpdom_is_nan(v.d, IR_F32, fold(&v, FPACC_SUM, 3, (SmtTerm[]){a, nan, b}))));
  SmtTerm pinf = fpdom_const(v.d, IR_F32, 0x7f800000), ninf = fpdom_const(v.d, IR_F32, 0xff800000);
  TVF_CHECK(valid(&v, fpdom_is_nan(v.d, IR_F32, fold(&v, FPACC_SUM, 3, (SmtTerm[]){pinf, a, ninf}))));
  /* Three -0.0 operands: -0.0; with a +0.0 initial value: +0.0. */
  SmtTerm all_nz = smt_and(v.c, smt_eq(v.c, a, nz), smt_and(v.c, smt_eq(v.c, b, nz), smt_eq(v.c, c, nz)));
  TVF_CHECK(valid(&v, smt_implies(v.c, all_nz, smt_eq(v.c, abc, nz))));
  TVF_CHECK(valid(&v, smt_implies(v.c, all_nz, smt_eq(v.c, zabc, pz))));
  /* One nonzero operand is the sum. */
  SmtTerm only_c = smt_and(v.c, fpdom_is_zero(v.d, IR_F32, a), fpdom_is_zero(v.d, IR_F32, b));
  /* (refines: a NaN c may come back as another NaN code) */
  TVF_CHECK(valid(&v, smt_implies(v.c, smt_and(v.c, only_c, smt_not(v.c, fpdom_is_zero(v.d, IR_F32, c))),
                                  fpdom_refines(v.d, IR_F32, c, abc))));
  /* Products: sign is the xor of the signs; +-1 factors keep the magnitude. */
  SmtTerm mone = fpdom_const(v.d, IR_F32, f32b(-1.0f));
  TVF_CHECK(valid(&v, smt_implies(v.c, smt_and(v.c, smt_eq(v.c, a, mone), smt_eq(v.c, b, mone)),
                                  fpdom_refines(v.d, IR_F32, c, pabc))));
  if (kind == FPDOM_EXACT) {
    /* +-1 and 0 operands add exactly: [1, 1, 1] sums to 3. */
    SmtTerm three = fpdom_const(v.d, IR_F32, f32b(3.0f));
    SmtTerm ones = smt_and(v.c, smt_eq(v.c, a, one), smt_and(v.c, smt_eq(v.c, b, one), smt_eq(v.c, c, one)));
    TVF_CHECK(valid(&v, smt_implies(v.c, ones, smt_eq(v.c, abc, three))));
  }
  TVF_CHECK(!smt_term_same(fp_reassoc_determined(v.r), smt_true(v.c)));

  /* Level-0 steps: one UF per kind and type; dot operands commute. */
  SmtTerm s1 = fp_acc_step_uf(v.d, IR_F32, FPACC_STEP_SUM, a, b, b);
  TVF_CHECK(smt_term_same(s1, fp_acc_step_uf(v.d, IR_F32, FPACC_STEP_SUM, a, b, c)));
  TVF_CHECK(!smt_term_same(s1, fp_acc_step_uf(v.d, IR_F32, FPACC_STEP_SUM, b, a, a)));
  TVF_CHECK(smt_term_same(fp_acc_step_uf(v.d, IR_F32, FPACC_STEP_DOT, a, b, c),
                          fp_acc_step_uf(v.d, IR_F32, FPACC_STEP_DOT, a, c, b)));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  smt_ctx_destroy(v.c);
}

/* ---- pairs through tv_check_funcs ---- */

/* tosa.reduce_sum %a {axis = 1} on 2xN f32 */
static IrFunc *tosa_reduce_sum(IrType *in, IrType *out) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &in);
  IrOp *r = ib_op(&b, body, IR_OP_TOSA_REDUCE_SUM, 1, &out, 1, body->args);
  ib_attr_int(&b, r, "axis", IR_I32, 1);
  IrValue *v = r->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &v);
  return ib_func(&b, "f", body, 1, &out);
}

/* linalg.fill +0.0 then a generic reduction over d1 of in (2xN -> 2x1),
 * of tosa.reverse(in, axis 1) when `reversed`. */
static IrFunc *generic_reduce_sum(IrType *in, IrType *out, bool reversed) {
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &in);
  IrValue *src = body->args[0];
  if (reversed) {
    IrOp *rv = ib_op(&b, body, IR_OP_TOSA_REVERSE, 1, &in, 1, body->args);
    ib_attr_int(&b, rv, "axis", IR_I32, 1);
    src = rv->results[0];
  }
  IrType *st = ib_scalar(&b, IR_F32);
  IrOp *zero = ib_op(&b, body, IR_OP_ARITH_CONSTANT, 1, &st, 0, NULL);
  ib_attr_float(&b, zero, "value", IR_F32, 0.0, 0);
  IrValue *empty = ib_op1(&b, body, IR_OP_TENSOR_EMPTY, out, 0);
  IrValue *fops[2] = {zero->results[0], empty};
  IrOp *fill = ib_op(&b, body, IR_OP_LINALG_FILL, 1, &out, 2, fops);
  int none[1] = {0}, id2[2] = {0, 1};
  IrAttr *fmaps[2] = {ib_map(&b, 2, 0, none), ib_map(&b, 2, 2, id2)};
  ib_attr_array(&b, fill, "indexing_maps", 2, fmaps);
  ib_iterators(&b, fill, "pp");
  IrType *fargs[2] = {st, st};
  IrBlock *fb = ib_region(&b, fill, 2, fargs);
  ib_op(&b, fb, IR_OP_LINALG_YIELD, 0, NULL, 1, &fb->args[0]);
  IrValue *gops[2] = {src, fill->results[0]};
  IrOp *g = ib_op(&b, body, IR_OP_LINALG_GENERIC, 1, &out, 2, gops);
  int omap[2] = {0, -1};
  IrAttr *maps[2] = {ib_map(&b, 2, 2, id2), ib_map(&b, 2, 2, omap)};
  ib_attr_array(&b, g, "indexing_maps", 2, maps);
  ib_iterators(&b, g, "pr");
  IrType *gargs[2] = {st, st};
  IrBlock *gb = ib_region(&b, g, 2, gargs);
  IrValue *s = ib_op1(&b, gb, IR_OP_ARITH_ADDF, st, 2, gb->args[1], gb->args[0]);
  ib_op(&b, gb, IR_OP_LINALG_YIELD, 0, NULL, 1, &s);
  IrValue *r = g->results[0];
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, &r);
  return ib_func(&b, "f", body, 1, &out);
}

static TvReport check(const IrFunc *src, const IrFunc *tgt, FpDomKind dom, TvFpPolicy policy, int start) {
  TvOptions o;
  tv_options_default(&o);
  o.fp = dom;
  o.policy = policy;
  /* TV_POLICY_STRICT here means the literal pseudo-code (--fp-policy=strict):
   * the default spec policy sums TOSA dot products in any order. */
  o.literal_zero_sign = policy == TV_POLICY_STRICT;
  o.ladder_start = start;
  o.timeout_ms = 30000;
  TvReport r;
  Diag d;
  diag_init(&d);
  TvfStatus s = tv_check_funcs(src, tgt, &o, &arena, &r, &d);
  TVF_CHECK_EQ_INT(s, TVF_OK);
  return r;
}

/* Exact domain: integer numerals whose magnitudes add up to at most 2^24
 * fold to their exact sum (every order gives it); past that, or with a
 * non-integer, the multiset value stays uninterpreted (approximate). */
static void test_exact_integer_fold(void) {
  Dom v = dom_new(FPDOM_EXACT);
  SmtTerm k[6];
  float vals[6] = {1.0f, -2.0f, 3.0f, 16777216.0f, 0.5f, -0.0f};
  for (int i = 0; i < 6; i++)
    k[i] = fpdom_const(v.d, IR_F32, f32b(vals[i]));
  bool ap = true;
  SmtTerm s = fp_reassoc_fold(v.r, IR_F32, FPACC_SUM, (SmtTerm[]){k[0], k[1], k[2]}, 3, &ap);
  uint64_t bits = 0;
  TVF_CHECK(!ap && fpdom_const_bits(v.d, IR_F32, s, &bits) && bits == f32b(2.0f));
  SmtTerm p = fp_reassoc_fold(v.r, IR_F32, FPACC_PROD, (SmtTerm[]){k[0], k[1], k[2]}, 3, &ap);
  TVF_CHECK(!ap && fpdom_const_bits(v.d, IR_F32, p, &bits) && bits == f32b(-6.0f));
  /* 1 + 2^24 - 2 depends on the order (2^24 + 1 rounds): not folded */
  s = fp_reassoc_fold(v.r, IR_F32, FPACC_SUM, (SmtTerm[]){k[0], k[3], k[1]}, 3, &ap);
  TVF_CHECK(ap && !fpdom_const_bits(v.d, IR_F32, s, NULL));
  s = fp_reassoc_fold(v.r, IR_F32, FPACC_SUM, (SmtTerm[]){k[0], k[4], k[2]}, 3, &ap);
  TVF_CHECK(ap);
  /* a cancellation to zero is +0.0; three -0.0 stay -0.0 */
  s = fp_reassoc_fold(v.r, IR_F32, FPACC_SUM, (SmtTerm[]){k[0], k[0], k[1]}, 3, &ap);
  TVF_CHECK(!ap && fpdom_const_bits(v.d, IR_F32, s, &bits) && bits == 0);
  s = fp_reassoc_fold(v.r, IR_F32, FPACC_SUM, (SmtTerm[]){k[5], k[5], k[5]}, 3, &ap);
  TVF_CHECK(fpdom_const_bits(v.d, IR_F32, s, &bits) && bits == f32b(-0.0f));
}

static void test_pairs(void) {
  IrB tb = {&arena, 0};
  IrType *t23 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)3);
  IrType *t21 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)1);
  IrFunc *rs = tosa_reduce_sum(t23, t21);
  IrFunc *fwd = generic_reduce_sum(t23, t21, false), *rev = generic_reduce_sum(t23, t21, true);

  /* Same order: level 0 proves it; starting at level 1 reports level 1;
   * the exact domain is level 2. */
  TvReport r = check(rs, fwd, FPDOM_ABSTRACT, TV_POLICY_STRICT, 0);
  TVF_CHECK_EQ_INT(r.verdict, TV_CORRECT);
  TVF_CHECK_EQ_INT(r.refinement_level, 0);
  StrBuf sb = STRBUF_INIT;
  tv_report_print(&r, &sb);
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "refinement level 0 (abstract, uninterpreted reductions)");
  sb_clear(&sb);
  tv_report_json(&r, &sb);
  TVF_CHECK_CONTAINS(sb_cstr(&sb), "\"refinement_level\":0");
  sb_free(&sb);
  r = check(rs, fwd, FPDOM_ABSTRACT, TV_POLICY_STRICT, 1);
  TVF_CHECK_EQ_INT(r.verdict, TV_CORRECT);
  TVF_CHECK_EQ_INT(r.refinement_level, 1);
  r = check(rs, fwd, FPDOM_EXACT, TV_POLICY_STRICT, 0);
  TVF_CHECK_EQ_INT(r.verdict, TV_CORRECT);
  TVF_CHECK_EQ_INT(r.refinement_level, 2);

  /* Reversed order: correct under reassoc at level 0 (both domains), never
   * correct under strict (rounding differs; the exact confirmation may
   * also run out of budget). */
  r = check(rs, rev, FPDOM_ABSTRACT, TV_POLICY_REASSOC, 0);
  TVF_CHECK_MSG(r.verdict == TV_CORRECT, "reversed/reassoc: %s", r.message);
  TVF_CHECK_EQ_INT(r.refinement_level, 0);
  r = check(rs, rev, FPDOM_EXACT, TV_POLICY_REASSOC, 0);
  TVF_CHECK_MSG(r.verdict == TV_CORRECT, "reversed/reassoc exact: %s", r.message);
  r = check(rs, rev, FPDOM_ABSTRACT, TV_POLICY_STRICT, 0);
  TVF_CHECK_MSG(r.verdict == TV_MISCOMPILE || r.verdict == TV_INCONCLUSIVE || r.verdict == TV_TIMEOUT,
                "reversed/strict: %s", r.message);
  TVF_CHECK(r.verdict != TV_MISCOMPILE || r.refinement_level == 2);

  /* A dropped column under reassoc: a confirmed miscompile (special values
   * fix every multiset sum), decided by the exact level. */
  IrType *t22 = ib_tensor(&tb, IR_F32, 2, (int64_t)2, (int64_t)2);
  IrB b = {&arena, 0};
  IrBlock *body = ib_block(&b, 1, &t23);
  IrOp *sl = ib_op(&b, body, IR_OP_TENSOR_EXTRACT_SLICE, 1, &t22, 1, body->args);
  int64_t off[2] = {0, 0}, sz[2] = {2, 2}, str[2] = {1, 1};
  ib_attr_ints(&b, sl, "static_offsets", 2, off);
  ib_attr_ints(&b, sl, "static_sizes", 2, sz);
  ib_attr_ints(&b, sl, "static_strides", 2, str);
  IrOp *red = ib_op(&b, body, IR_OP_TOSA_REDUCE_SUM, 1, &t21, 1, sl->results);
  ib_attr_int(&b, red, "axis", IR_I32, 1);
  ib_op(&b, body, IR_OP_FUNC_RETURN, 0, NULL, 1, red->results);
  IrFunc *dropped = ib_func(&b, "f", body, 1, &t21);
  r = check(rs, dropped, FPDOM_ABSTRACT, TV_POLICY_REASSOC, 0);
  TVF_CHECK_MSG(r.verdict == TV_MISCOMPILE && r.stage == TV_STAGE_VALUE, "dropped/reassoc: %s %s",
                tv_verdict_name(r.verdict), r.message);
  TVF_CHECK_EQ_INT(r.refinement_level, 2);
}

int main(void) {
  arena_init(&arena, 0);
  test_multisets(FPDOM_ABSTRACT);
  test_multisets(FPDOM_EXACT);
  test_pairs();
  test_exact_integer_fold();
  arena_destroy(&arena);
  return tvf_test_report("test_reassoc");
}
