/*
 * test_fp_abstract.c: the abstract FP domain in detail: bit widths, reserved
 * codes, constant ordering and gap preconditions (and that they are never
 * vacuous), NaN constants, folding of constant operations, the approximate
 * casts (monotonicity, 1.0, special values), integer conversions, rounding
 * ops, pow/transcendental special cases, and counterexample descriptions.
 */
#include <math.h>
#include <stdlib.h>

#include "encoder/fp/fpdom.h"
#include "support/testhelp.h"

typedef struct Env {
  SmtCtx *c;
  Arena a;
  FpDom *d;
  SmtSolver *s;
  SmtModel *m; /* model of the last SAT answer */
} Env;

static void env_init_cfg(Env *v, const FpDomConfig *cfg) {
  Diag dg;
  diag_init(&dg);
  v->c = smt_ctx_create(20000, &dg);
  if (!v->c) {
    fprintf(stderr, "no context: %s\n", dg.msg);
    exit(2);
  }
  arena_init(&v->a, 0);
  v->d = fpdom_create(FPDOM_ABSTRACT, v->c, &v->a, cfg);
  v->s = NULL;
  v->m = NULL;
}

static void env_init(Env *v) {
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  for (int i = 0; i < IR_ELEM_COUNT; i++)
    cfg.value_count[i] = 12;
  env_init_cfg(v, &cfg);
}

static void env_free(Env *v) {
  if (v->s) smt_solver_destroy(v->s);
  smt_ctx_destroy(v->c);
  arena_destroy(&v->a);
}

/* preconditions && q: SAT / UNSAT / other. */
static SmtResult solve(Env *v, SmtTerm q) {
  if (v->s) smt_solver_destroy(v->s);
  v->s = smt_solver_create(v->c);
  smt_solver_assert(v->s, fpdom_preconditions(v->d));
  smt_solver_assert(v->s, q);
  SmtResult r = smt_solver_check(v->s, 0);
  v->m = r == SMT_SAT ? smt_solver_model(v->s) : NULL;
  return r;
}

#define VALID(v, fact) TVF_CHECK_MSG(solve(v, smt_not((v)->c, fact)) == SMT_UNSAT, "not valid: %s", #fact)
#define POSSIBLE(v, q) TVF_CHECK_MSG(solve(v, q) == SMT_SAT, "not satisfiable: %s", #q)

static uint32_t f2u(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

#define F32 IR_F32
#define K(v, f) fpdom_const((v)->d, F32, f2u(f))
#define KB(v, e, bits) fpdom_const((v)->d, e, bits)
#define X(v, n) fpdom_var((v)->d, F32, n)
#define CMP(v, p, a, b) fpdom_cmp((v)->d, F32, FPC_##p, a, b)
#define REF(v, a, b) fpdom_refines((v)->d, F32, a, b)
#define AND(v, a, b) smt_and((v)->c, a, b)
#define NOT(v, a) smt_not((v)->c, a)
#define IMPL(v, a, b) smt_implies((v)->c, a, b)
#define ISNAN(v, a) fpdom_is_nan((v)->d, F32, a)

static void test_widths(void) {
  TVF_CHECK_EQ_INT(fpdom_abstract_width(0), 4);
  TVF_CHECK_EQ_INT(fpdom_abstract_width(3), 4);
  TVF_CHECK_EQ_INT(fpdom_abstract_width(4), 5);
  TVF_CHECK_EQ_INT(fpdom_abstract_width(27), 6);
  TVF_CHECK_EQ_INT(fpdom_abstract_width(28), 7);
  TVF_CHECK_EQ_INT(fpdom_abstract_width(-5), 4);
  TVF_CHECK_EQ_INT(fpdom_abstract_width(1000000), 21);
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.value_count[IR_F32] = 100;
  cfg.width[IR_F16] = 9;
  cfg.width[IR_BF16] = 2; /* clamped to the minimum */
  Env v;
  env_init_cfg(&v, &cfg);
  TVF_CHECK_EQ_INT(fpdom_width(v.d, IR_F32), 8);
  TVF_CHECK_EQ_INT(fpdom_width(v.d, IR_F16), 9);
  TVF_CHECK_EQ_INT(fpdom_width(v.d, IR_BF16), 4);
  /* a wider type counts the narrower ones' values too (extensions,
   * f32 accumulators of bf16 reductions) */
  TVF_CHECK_EQ_INT(fpdom_width(v.d, IR_F64), 8);
  TVF_CHECK_EQ_INT(smt_bv_width(v.c, fpdom_var(v.d, IR_F32, "x")), 8);
  TVF_CHECK(fpdom_kind(v.d) == FPDOM_ABSTRACT);
  TVF_CHECK_STREQ(fpdom_kind_name(FPDOM_ABSTRACT), "abstract");
  env_free(&v);
  cfg.fixed_width = true;
  env_init_cfg(&v, &cfg);
  TVF_CHECK_EQ_INT(fpdom_width(v.d, IR_F32), 33);
  TVF_CHECK_EQ_INT(fpdom_width(v.d, IR_F16), 9); /* an explicit width wins */
  env_free(&v);
}

static void test_order_and_gaps(void) {
  Env v;
  env_init(&v);
  SmtTerm one = K(&v, 1.0f), two = K(&v, 2.0f), half = K(&v, 0.5f);
  VALID(&v, CMP(&v, OLT, one, two));
  VALID(&v, CMP(&v, OLT, K(&v, -2.0f), K(&v, -1.0f)));
  VALID(&v, AND(&v, CMP(&v, OLT, half, one), CMP(&v, OGT, K(&v, 1.5f), one)));
  VALID(&v, CMP(&v, OEQ, K(&v, 0.0f), K(&v, -0.0f)));
  VALID(&v, NOT(&v, REF(&v, K(&v, 0.0f), K(&v, -0.0f))));
  VALID(&v, CMP(&v, OLT, K(&v, 3.4e38f), K(&v, INFINITY)));
  VALID(&v, CMP(&v, OLT, K(&v, -INFINITY), K(&v, -3.4e38f)));
  /* no float strictly between 1.0 and its successor */
  SmtTerm x = X(&v, "x"), y = X(&v, "y");
  SmtTerm next1 = fpdom_const(v.d, F32, 0x3f800001);
  VALID(&v, NOT(&v, AND(&v, CMP(&v, OLT, one, x), CMP(&v, OLT, x, next1))));
  /* exactly one between 1.0 and 1.0 + 2 ulp */
  SmtTerm next2 = fpdom_const(v.d, F32, 0x3f800002);
  SmtTerm between_x = AND(&v, CMP(&v, OLT, one, x), CMP(&v, OLT, x, next2));
  SmtTerm between_y = AND(&v, CMP(&v, OLT, one, y), CMP(&v, OLT, y, next2));
  POSSIBLE(&v, between_x);
  VALID(&v, NOT(&v, AND(&v, AND(&v, between_x, between_y), CMP(&v, ONE, x, y))));
  /* nothing between 0 and the smallest subnormal, the class of the
   * smallest positive value is subnormal */
  SmtTerm minsub = fpdom_const(v.d, F32, 0x00000001);
  VALID(&v, NOT(&v, AND(&v, CMP(&v, OLT, K(&v, 0.0f), x), CMP(&v, OLT, x, minsub))));
  POSSIBLE(&v, AND(&v, CMP(&v, OLT, K(&v, 0.0f), x), CMP(&v, OLE, x, minsub)));
  if (v.m) TVF_CHECK_EQ_INT(fpdom_model_class(v.d, v.m, F32, x), FPCLASS_POS_SUBNORMAL);
  /* nothing finite above fMAX; fMAX is the reserved code */
  SmtTerm fmax = fpdom_const(v.d, F32, 0x7f7fffff);
  VALID(&v, NOT(&v, AND(&v, CMP(&v, OGT, x, fmax), NOT(&v, fpdom_is_inf(v.d, F32, x)))));
  VALID(&v, IMPL(&v, AND(&v, CMP(&v, OGE, x, fmax), NOT(&v, fpdom_is_inf(v.d, F32, x))), REF(&v, x, fmax)));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

/* The preconditions must never be unsatisfiable (that would prove anything). */
static void test_not_vacuous(void) {
  static const IrElem es[] = {IR_F16, IR_BF16, IR_F32, IR_F64};
  static const uint64_t cs[4][6] = {{0x3c00, 0x4000, 0x2e66, 0x0001, 0x7bfe, 0x8400},
                                    {0x3f80, 0x4000, 0x3dcd, 0x0001, 0x7f7e, 0x8080},
                                    {0x3f800000, 0x40000000, 0x3dcccccd, 0x00000001, 0x7f7ffffe, 0x80800000},
                                    {0x3ff0000000000000ull, 0x4000000000000000ull, 0x3fb999999999999aull, 1,
                                     0x7feffffffffffffeull, 0x8010000000000000ull}};
  for (int fixed = 0; fixed < 2; fixed++) {
    FpDomConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.fixed_width = fixed;
    for (int i = 0; i < IR_ELEM_COUNT; i++)
      cfg.value_count[i] = 8;
    Env v;
    env_init_cfg(&v, &cfg);
    for (int k = 0; k < 4; k++)
      for (int j = 0; j < 6; j++)
        fpdom_const(v.d, es[k], cs[k][j]);
    /* some ops so that the fact lists are not empty */
    SmtTerm a = fpdom_var(v.d, IR_F16, "a"), b = fpdom_var(v.d, IR_F16, "b");
    SmtTerm w1 = fpdom_convert(v.d, IR_F16, IR_F32, a), w2 = fpdom_convert(v.d, IR_F16, IR_F32, b);
    SmtTerm n1 = fpdom_convert(v.d, IR_F32, IR_BF16, w1);
    SmtTerm p = fpdom_bin(v.d, IR_F32, FPB_MUL, w1, w2),
            q = fpdom_un(v.d, IR_F64, FPU_FLOOR, fpdom_var(v.d, IR_F64, "z"));
    SmtTerm ii = fpdom_to_int(v.d, IR_F32, p, 32, true, SMT_RTZ, NULL);
    SmtTerm ff = fpdom_from_int(v.d, IR_I32, true, IR_F16, ii);
    TVF_UNUSED(n1), TVF_UNUSED(q), TVF_UNUSED(ff);
    TVF_CHECK_MSG(solve(&v, smt_true(v.c)) == SMT_SAT, "preconditions unsatisfiable (fixed=%d)", fixed);
    /* and they still refute a false fact */
    TVF_CHECK(solve(&v, NOT(&v, fpdom_refines(v.d, IR_F16, a, b))) == SMT_SAT);
    TVF_CHECK(smt_ctx_error(v.c) == NULL);
    env_free(&v);
  }
  /* many constants in a narrow derived width */
  Env v;
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.value_count[F32] = 40;
  env_init_cfg(&v, &cfg);
  for (int i = 1; i <= 40; i++)
    K(&v, (float)i * 0.37f);
  TVF_CHECK(solve(&v, smt_true(v.c)) == SMT_SAT);
  env_free(&v);
  /* bf16 values alone: the f32 accumulator of a bf16 reduction holds 8
   * distinct constants without an error (campS tool error c05cc469e0b543b1) */
  memset(&cfg, 0, sizeof cfg);
  cfg.value_count[IR_BF16] = 8;
  env_init_cfg(&v, &cfg);
  for (int i = 1; i <= 8; i++)
    K(&v, (float)i * 3.0f);
  TVF_CHECK(!smt_is_null(fpdom_preconditions(v.d)));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
  /* too many constants for an explicit width: a sticky error, not "true" */
  memset(&cfg, 0, sizeof cfg);
  cfg.width[F32] = 4;
  env_init_cfg(&v, &cfg);
  for (int i = 1; i <= 6; i++)
    K(&v, (float)i * 3.0f);
  SmtTerm pre = fpdom_preconditions(v.d);
  TVF_CHECK(smt_is_null(pre));
  TVF_CHECK(smt_ctx_error(v.c) != NULL);
  if (smt_ctx_error(v.c)) TVF_CHECK_CONTAINS(smt_ctx_error(v.c), "cannot order");
  env_free(&v);
}

static void test_nan_and_folding(void) {
  Env v;
  env_init(&v);
  SmtTerm nan1 = fpdom_const(v.d, F32, 0x7fc00000), nan2 = fpdom_const(v.d, F32, 0x7f800123);
  SmtTerm nneg = fpdom_const(v.d, F32, 0xffc00000);
  TVF_CHECK(smt_term_same(nan1, nan2)); /* payloads are not observed */
  VALID(&v, AND(&v, ISNAN(&v, nneg), REF(&v, nan1, nneg)));
  VALID(&v, REF(&v, K(&v, -1.0f), fpdom_bin(v.d, F32, FPB_COPYSIGN, K(&v, 1.0f), nneg)));
  VALID(&v, NOT(&v, CMP(&v, OEQ, nan1, nan1)));
  VALID(&v, CMP(&v, UNO, nan1, X(&v, "x")));
  /* folding: constant operands give the exact IEEE result */
  TVF_CHECK(smt_term_same(fpdom_bin(v.d, F32, FPB_ADD, K(&v, 1.5f), K(&v, 2.25f)), K(&v, 3.75f)));
  TVF_CHECK(smt_term_same(fpdom_bin(v.d, F32, FPB_ADD, K(&v, 0.1f), K(&v, 0.2f)), K(&v, 0.1f + 0.2f)));
  TVF_CHECK(smt_term_same(fpdom_un(v.d, F32, FPU_FLOOR, K(&v, -2.5f)), K(&v, -3.0f)));
  TVF_CHECK(smt_term_same(fpdom_convert(v.d, F32, IR_F16, K(&v, 1e10f)), fpdom_const(v.d, IR_F16, 0x7c00)));
  TVF_CHECK(smt_term_same(fpdom_from_int(v.d, IR_I32, true, F32, smt_bv_i64(v.c, 32, -7)), K(&v, -7.0f)));
  SmtTerm inr;
  SmtTerm ti = fpdom_to_int(v.d, F32, K(&v, -2.5f), 8, true, SMT_RNE, &inr);
  uint64_t u = 0;
  bool b = false;
  TVF_CHECK(smt_term_get_u64(v.c, ti, &u) && u == 0xfe);
  TVF_CHECK(smt_term_get_bool(v.c, inr, &b) && b);
  fpdom_to_int(v.d, F32, K(&v, 300.0f), 8, false, SMT_RTZ, &inr);
  TVF_CHECK(smt_term_get_bool(v.c, inr, &b) && !b);
  VALID(&v, ISNAN(&v, fpdom_bin(v.d, F32, FPB_SUB, K(&v, INFINITY), K(&v, INFINITY))));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

/* Predicates and comparisons whose operands are constants are decided when
 * the terms are built (no case split left for the solver), with the IEEE
 * answer; the ordering facts they rely on stay in the preconditions, where
 * the order of the constants' codes must still be provable. */
static void test_encode_time_folding(void) {
  Env v;
  env_init(&v);
  SmtCtx *c = v.c;
  SmtTerm one = K(&v, 1.0f), two = K(&v, 2.0f), m36 = K(&v, -36.0f), pz = K(&v, 0.0f), nz = K(&v, -0.0f);
  SmtTerm inf = K(&v, INFINITY), ninf = K(&v, -INFINITY), nan = fpdom_const(v.d, F32, 0x7fc00000);
  SmtTerm t = smt_true(c), f = smt_false(c);
  TVF_CHECK(smt_term_same(ISNAN(&v, one), f));
  TVF_CHECK(smt_term_same(ISNAN(&v, nan), t));
  TVF_CHECK(smt_term_same(fpdom_is_inf(v.d, F32, ninf), t));
  TVF_CHECK(smt_term_same(fpdom_is_inf(v.d, F32, m36), f));
  TVF_CHECK(smt_term_same(fpdom_is_zero(v.d, F32, nz), t));
  TVF_CHECK(smt_term_same(fpdom_is_zero(v.d, F32, two), f));
  TVF_CHECK(smt_term_same(fpdom_sign_bit(v.d, F32, m36), t));
  TVF_CHECK(smt_term_same(CMP(&v, UNO, one, one), f));
  TVF_CHECK(smt_term_same(CMP(&v, UNO, one, nan), t));
  TVF_CHECK(smt_term_same(CMP(&v, OLT, one, two), t));
  TVF_CHECK(smt_term_same(CMP(&v, OLT, two, one), f));
  TVF_CHECK(smt_term_same(CMP(&v, OLT, m36, one), t));
  TVF_CHECK(smt_term_same(CMP(&v, OLT, m36, K(&v, -40.0f)), f));
  TVF_CHECK(smt_term_same(CMP(&v, OLT, nz, pz), f));
  TVF_CHECK(smt_term_same(CMP(&v, OEQ, nz, pz), t));
  TVF_CHECK(smt_term_same(CMP(&v, OLT, ninf, m36), t));
  TVF_CHECK(smt_term_same(CMP(&v, OGT, inf, K(&v, 3.4028235e38f)), t));
  TVF_CHECK(smt_term_same(CMP(&v, OEQ, nan, nan), f));
  TVF_CHECK(smt_term_same(CMP(&v, UNE, nan, nan), t));
  /* a clamp written with a NaN test on its constant bound: the same term as
   * the one without the test */
  SmtTerm x = X(&v, "x");
  SmtTerm lo = fpdom_bin(v.d, F32, FPB_MAXIMUM, x, m36);
  TVF_CHECK(smt_term_same(smt_ite(c, CMP(&v, UNO, m36, m36), m36, lo), lo));
  /* a non-constant operand is not decided */
  TVF_CHECK(!smt_term_same(ISNAN(&v, x), f));
  TVF_CHECK(!smt_term_same(CMP(&v, OLT, x, one), f) && !smt_term_same(CMP(&v, OLT, x, one), t));
  /* the order of the codes is still a precondition fact */
  VALID(&v, CMP(&v, OLT, one, two));
  SmtTerm between = AND(&v, CMP(&v, OLT, one, x), CMP(&v, OLT, x, two));
  POSSIBLE(&v, between);
  VALID(&v, IMPL(&v, between, NOT(&v, ISNAN(&v, x))));
  VALID(&v, NOT(&v, AND(&v, CMP(&v, OLT, two, x), CMP(&v, OLT, x, one))));
  TVF_CHECK(smt_ctx_error(c) == NULL);
  env_free(&v);
}

static void test_arith_rules(void) {
  Env v;
  env_init(&v);
  SmtTerm x = X(&v, "x"), y = X(&v, "y");
  SmtTerm zero = K(&v, 0.0f), nzero = K(&v, -0.0f), inf = K(&v, INFINITY), one = K(&v, 1.0f);
  SmtTerm finite = AND(&v, NOT(&v, ISNAN(&v, x)), NOT(&v, fpdom_is_inf(v.d, F32, x)));
  SmtTerm nonzero = NOT(&v, fpdom_is_zero(v.d, F32, x));
  /* x / x = 1, x / 0 = +-Inf, 0 / 0 = NaN, finite / Inf = +-0 */
  VALID(&v, IMPL(&v, AND(&v, finite, nonzero), REF(&v, one, fpdom_bin(v.d, F32, FPB_DIV, x, x))));
  VALID(&v, IMPL(&v, AND(&v, AND(&v, finite, nonzero), NOT(&v, fpdom_sign_bit(v.d, F32, x))),
                 REF(&v, inf, fpdom_bin(v.d, F32, FPB_DIV, x, zero))));
  VALID(&v, IMPL(&v, fpdom_is_zero(v.d, F32, x), ISNAN(&v, fpdom_bin(v.d, F32, FPB_DIV, x, x))));
  VALID(&v, IMPL(&v, finite, fpdom_is_zero(v.d, F32, fpdom_bin(v.d, F32, FPB_DIV, x, inf))));
  /* 0 * Inf = NaN; -0 + -0 = -0; x + (-x) = +0 for finite x */
  VALID(&v, ISNAN(&v, fpdom_bin(v.d, F32, FPB_MUL, zero, inf)));
  VALID(&v, REF(&v, nzero, fpdom_bin(v.d, F32, FPB_ADD, nzero, nzero)));
  VALID(&v, IMPL(&v, finite, REF(&v, zero, fpdom_bin(v.d, F32, FPB_ADD, x, fpdom_un(v.d, F32, FPU_NEG, x)))));
  /* sign of a sum of same-sign values; |x + y| >= |x| then */
  SmtTerm pos = AND(&v, CMP(&v, OGT, x, zero), CMP(&v, OGT, y, zero));
  SmtTerm s = fpdom_bin(v.d, F32, FPB_ADD, x, y);
  VALID(&v, IMPL(&v, pos, AND(&v, CMP(&v, OGE, s, x), CMP(&v, OGE, s, y))));
  /* x * y <= y for 0 <= x < 1, 0 < y < Inf (0 * Inf is NaN) */
  SmtTerm frac = AND(&v, CMP(&v, OGE, x, zero), CMP(&v, OLT, x, one));
  SmtTerm ypos = AND(&v, CMP(&v, OGT, y, zero), CMP(&v, OLT, y, inf));
  VALID(&v, IMPL(&v, AND(&v, frac, ypos), CMP(&v, OLE, fpdom_bin(v.d, F32, FPB_MUL, x, y), y)));
  /* (-x) + (-y) = -(x + y) fails only by cancellation (+0 vs -0) */
  SmtTerm lhs = fpdom_bin(v.d, F32, FPB_ADD, fpdom_un(v.d, F32, FPU_NEG, x), fpdom_un(v.d, F32, FPU_NEG, y));
  SmtTerm rhs = fpdom_un(v.d, F32, FPU_NEG, s);
  POSSIBLE(&v, NOT(&v, REF(&v, lhs, rhs)));
  VALID(&v, IMPL(&v, NOT(&v, fpdom_is_zero(v.d, F32, s)), REF(&v, lhs, rhs)));
  /* fmod: sign of x, |r| < |y| */
  SmtTerm r = fpdom_bin(v.d, F32, FPB_REM, x, y);
  SmtTerm ok_in = AND(&v, finite, AND(&v, NOT(&v, ISNAN(&v, y)), NOT(&v, fpdom_is_zero(v.d, F32, y))));
  VALID(&v, IMPL(&v, ok_in,
                 AND(&v, CMP(&v, OLT, fpdom_un(v.d, F32, FPU_ABS, r), fpdom_un(v.d, F32, FPU_ABS, y)),
                     smt_eq(v.c, fpdom_sign_bit(v.d, F32, r), fpdom_sign_bit(v.d, F32, x)))));
  /* rounding */
  SmtTerm fl = fpdom_un(v.d, F32, FPU_FLOOR, x), ce = fpdom_un(v.d, F32, FPU_CEIL, x);
  SmtTerm tr = fpdom_un(v.d, F32, FPU_TRUNC, x), rn = fpdom_un(v.d, F32, FPU_ROUNDEVEN, x);
  VALID(&v, IMPL(&v, finite, AND(&v, CMP(&v, OLE, fl, x), CMP(&v, OGE, ce, x))));
  VALID(&v, IMPL(&v, finite, CMP(&v, OLE, fpdom_un(v.d, F32, FPU_ABS, tr), fpdom_un(v.d, F32, FPU_ABS, x))));
  VALID(&v, REF(&v, ce, fpdom_un(v.d, F32, FPU_CEIL, ce)));
  SmtTerm small = CMP(&v, OLT, fpdom_un(v.d, F32, FPU_ABS, x), one);
  VALID(&v, IMPL(&v, small,
                 AND(&v, CMP(&v, OLE, fpdom_un(v.d, F32, FPU_ABS, rn), one),
                     smt_eq(v.c, fpdom_sign_bit(v.d, F32, rn), fpdom_sign_bit(v.d, F32, x)))));
  /* sqrt */
  SmtTerm sq = fpdom_un(v.d, F32, FPU_SQRT, x);
  VALID(&v, IMPL(&v, CMP(&v, OGT, x, one), AND(&v, CMP(&v, OGE, sq, one), CMP(&v, OLE, sq, x))));
  VALID(&v, IMPL(&v, CMP(&v, OLT, x, zero), ISNAN(&v, sq)));
  VALID(&v, REF(&v, nzero, fpdom_un(v.d, F32, FPU_SQRT, nzero)));
  /* fma special cases */
  VALID(&v, ISNAN(&v, fpdom_fma(v.d, F32, inf, zero, y)));
  VALID(&v, IMPL(&v, NOT(&v, ISNAN(&v, y)),
                 REF(&v, fpdom_bin(v.d, F32, FPB_MUL, x, y), fpdom_fma(v.d, F32, x, y, nzero))));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

static void test_special_functions(void) {
  Env v;
  env_init(&v);
  SmtTerm x = X(&v, "x"), zero = K(&v, 0.0f), one = K(&v, 1.0f);
  SmtTerm neg = CMP(&v, OLT, x, zero);
  SmtTerm finite = AND(&v, NOT(&v, ISNAN(&v, x)), NOT(&v, fpdom_is_inf(v.d, F32, x)));
  VALID(&v, IMPL(&v, neg, ISNAN(&v, fpdom_un(v.d, F32, FPU_LOG, x))));
  VALID(&v, IMPL(&v, neg, ISNAN(&v, fpdom_un(v.d, F32, FPU_RSQRT, x))));
  VALID(&v, NOT(&v, CMP(&v, OLT, fpdom_un(v.d, F32, FPU_EXP, x), zero)));
  SmtTerm th = fpdom_un(v.d, F32, FPU_TANH, x);
  VALID(&v, IMPL(&v, NOT(&v, ISNAN(&v, x)), CMP(&v, OLE, fpdom_un(v.d, F32, FPU_ABS, th), one)));
  /* pow: odd integer exponent keeps the sign, non-integer exponent of a
   * negative finite base is NaN */
  SmtTerm p3 = fpdom_bin(v.d, F32, FPB_POW, x, K(&v, 3.0f));
  VALID(&v, IMPL(&v, AND(&v, neg, finite), fpdom_sign_bit(v.d, F32, p3)));
  SmtTerm p2 = fpdom_bin(v.d, F32, FPB_POW, x, K(&v, 2.0f));
  VALID(&v, IMPL(&v, AND(&v, neg, finite), NOT(&v, fpdom_sign_bit(v.d, F32, p2))));
  VALID(&v, IMPL(&v, AND(&v, neg, finite), ISNAN(&v, fpdom_bin(v.d, F32, FPB_POW, x, K(&v, 0.5f)))));
  VALID(&v, IMPL(&v, AND(&v, neg, finite), ISNAN(&v, fpdom_bin(v.d, F32, FPB_POW, x, K(&v, 2.5f)))));
  VALID(&v, REF(&v, K(&v, INFINITY), fpdom_bin(v.d, F32, FPB_POW, K(&v, -0.0f), K(&v, -2.0f))));
  VALID(&v, REF(&v, K(&v, -INFINITY), fpdom_bin(v.d, F32, FPB_POW, K(&v, -0.0f), K(&v, -3.0f))));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

static void test_casts(void) {
  Env v;
  env_init(&v);
  IrElem h = IR_F16;
  SmtTerm a = fpdom_var(v.d, h, "a"), b = fpdom_var(v.d, h, "b");
  SmtTerm wa = fpdom_convert(v.d, h, F32, a), wb = fpdom_convert(v.d, h, F32, b);
  /* widening: special values, 1.0, strict monotonicity */
  VALID(&v, IMPL(&v, fpdom_cmp(v.d, h, FPC_OLT, a, b), CMP(&v, OLT, wa, wb)));
  VALID(&v, IMPL(&v, fpdom_is_nan(v.d, h, a), ISNAN(&v, wa)));
  VALID(&v, IMPL(&v, fpdom_refines(v.d, h, fpdom_const(v.d, h, 0xfc00), a), REF(&v, K(&v, -INFINITY), wa)));
  VALID(&v, IMPL(&v, fpdom_refines(v.d, h, fpdom_const(v.d, h, 0x8000), a), REF(&v, K(&v, -0.0f), wa)));
  VALID(&v, IMPL(&v, fpdom_refines(v.d, h, fpdom_const(v.d, h, 0x3c00), a), REF(&v, K(&v, 1.0f), wa)));
  VALID(&v, smt_eq(v.c, fpdom_sign_bit(v.d, h, a), fpdom_sign_bit(v.d, F32, wa)));
  SmtTerm a_finite = AND(&v, NOT(&v, fpdom_is_inf(v.d, h, a)), NOT(&v, fpdom_is_nan(v.d, h, a)));
  VALID(&v, IMPL(&v, a_finite, CMP(&v, OLT, fpdom_un(v.d, F32, FPU_ABS, wa), K(&v, 3.4028235e38f))));
  /* a value equal to a constant converts like the constant (2.0 registered in both) */
  fpdom_const(v.d, h, 0x4000);
  VALID(&v, IMPL(&v, fpdom_refines(v.d, h, fpdom_const(v.d, h, 0x4000), a), REF(&v, K(&v, 2.0f), wa)));
  /* narrowing is monotone but not strict */
  SmtTerm x = X(&v, "x"), y = X(&v, "y");
  SmtTerm nx = fpdom_convert(v.d, F32, h, x), ny = fpdom_convert(v.d, F32, h, y);
  VALID(&v, IMPL(&v, CMP(&v, OLT, x, y), fpdom_cmp(v.d, h, FPC_OLE, nx, ny)));
  POSSIBLE(&v, AND(&v, CMP(&v, OLT, x, y), fpdom_cmp(v.d, h, FPC_OEQ, nx, ny)));
  /* integers */
  SmtTerm n = smt_var(v.c, "n", smt_sort_bv(v.c, 32)), m = smt_var(v.c, "m", smt_sort_bv(v.c, 32));
  SmtTerm fn = fpdom_from_int(v.d, IR_I32, true, F32, n), fm = fpdom_from_int(v.d, IR_I32, true, F32, m);
  VALID(&v, IMPL(&v, smt_eq(v.c, n, smt_bv_u64(v.c, 32, 0)), REF(&v, K(&v, 0.0f), fn)));
  VALID(&v, IMPL(&v, smt_eq(v.c, n, smt_bv_i64(v.c, 32, -1)), REF(&v, K(&v, -1.0f), fn)));
  VALID(&v, smt_eq(v.c, smt_bv_slt(v.c, n, smt_bv_u64(v.c, 32, 0)), fpdom_sign_bit(v.d, F32, fn)));
  VALID(&v, IMPL(&v, AND(&v, smt_bv_slt(v.c, smt_bv_u64(v.c, 32, 0), n), smt_bv_slt(v.c, n, m)),
                 CMP(&v, OLE, fn, fm)));
  VALID(&v, NOT(&v, ISNAN(&v, fn)));
  SmtTerm inx, iny;
  SmtTerm ix = fpdom_to_int(v.d, F32, x, 32, true, SMT_RTZ, &inx);
  SmtTerm iy = fpdom_to_int(v.d, F32, y, 32, true, SMT_RTZ, &iny);
  VALID(&v, IMPL(&v, CMP(&v, OLT, fpdom_un(v.d, F32, FPU_ABS, x), K(&v, 1.0f)),
                 AND(&v, inx, smt_eq(v.c, ix, smt_bv_u64(v.c, 32, 0)))));
  VALID(&v, IMPL(&v, ISNAN(&v, x), NOT(&v, inx)));
  VALID(&v, IMPL(&v, AND(&v, AND(&v, inx, iny), CMP(&v, OLE, x, y)), smt_bv_sle(v.c, ix, iy)));
  VALID(&v,
        IMPL(&v, AND(&v, inx, CMP(&v, OGT, x, K(&v, 1.0f))), smt_bv_sgt(v.c, ix, smt_bv_u64(v.c, 32, 0))));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

static void test_describe(void) {
  Env v;
  env_init(&v);
  SmtTerm x = X(&v, "x"), one = K(&v, 1.0f), two = K(&v, 2.0f), c25 = K(&v, 2.5f);
  StrBuf b = STRBUF_INIT;
  TVF_CHECK(solve(&v, AND(&v, CMP(&v, OGT, x, one), CMP(&v, OLT, x, two))) == SMT_SAT);
  fpdom_model_describe(v.d, v.m, F32, x, &b);
  TVF_CHECK_CONTAINS(sb_cstr(&b), "+normal#");
  TVF_CHECK_EQ_INT(fpdom_model_class(v.d, v.m, F32, x), FPCLASS_POS_NORMAL);
  uint64_t bits;
  TVF_CHECK(!fpdom_model_bits(v.d, v.m, F32, x, &bits));        /* abstract: no concrete bits */
  TVF_CHECK(!fpdom_model_pinned_bits(v.d, v.m, F32, x, &bits)); /* a code between constants */
  struct {
    SmtTerm val;
    const char *text;
    FpClass k;
    uint64_t bits;
  } cases[] = {
      {fpdom_un(v.d, F32, FPU_NEG, c25), "= const -2.5", FPCLASS_NEG_NORMAL, 0xc0200000},
      {K(&v, -0.0f), "-0", FPCLASS_NEG_ZERO, 0x80000000},
      {K(&v, INFINITY), "+Inf", FPCLASS_POS_INF, 0x7f800000},
      {K(&v, NAN), "NaN", FPCLASS_NAN, 0x7fc00000},
      {K(&v, -3.4028235e38f), "-fMAX", FPCLASS_NEG_MAX, 0xff7fffff},
  };
  for (size_t i = 0; i < TVF_ARRAY_LEN(cases); i++) {
    TVF_CHECK(solve(&v, REF(&v, x, cases[i].val)) == SMT_SAT);
    sb_clear(&b);
    fpdom_model_describe(v.d, v.m, F32, x, &b);
    TVF_CHECK_STREQ(sb_cstr(&b), cases[i].text);
    TVF_CHECK_EQ_INT(fpdom_model_class(v.d, v.m, F32, x), cases[i].k);
    bits = 0;
    TVF_CHECK_MSG(fpdom_model_pinned_bits(v.d, v.m, F32, x, &bits) && bits == cases[i].bits, "%s: 0x%llx",
                  cases[i].text, (unsigned long long)bits);
  }
  TVF_CHECK_STREQ(fpdom_class_name(FPCLASS_NEG_SUBNORMAL), "-subnormal");
  sb_free(&b);
  env_free(&v);

  /* exact domain descriptions */
  Diag dg;
  diag_init(&dg);
  SmtCtx *c = smt_ctx_create(5000, &dg);
  Arena a;
  arena_init(&a, 0);
  FpDom *d = fpdom_create(FPDOM_EXACT, c, &a, NULL);
  SmtTerm y = fpdom_var(d, F32, "y"), h = fpdom_var(d, IR_F16, "h");
  SmtSolver *s = smt_solver_create(c);
  smt_solver_assert(s, fpdom_refines(d, F32, fpdom_const(d, F32, 0xbfc00000), y));
  smt_solver_assert(s, fpdom_refines(d, IR_F16, fpdom_const(d, IR_F16, 0x0001), h));
  TVF_CHECK_EQ_INT(smt_solver_check(s, 0), SMT_SAT);
  SmtModel *mm = smt_solver_model(s);
  StrBuf out = STRBUF_INIT;
  fpdom_model_describe(d, mm, F32, y, &out);
  TVF_CHECK_STREQ(sb_cstr(&out), "-1.5 (0xbfc00000)");
  sb_clear(&out);
  fpdom_model_describe(d, mm, IR_F16, h, &out);
  TVF_CHECK_STREQ(sb_cstr(&out), "5.9605e-08 (0x0001)");
  TVF_CHECK_EQ_INT(fpdom_model_class(d, mm, IR_F16, h), FPCLASS_POS_SUBNORMAL);
  TVF_CHECK(fpdom_model_bits(d, mm, F32, y, &bits) && bits == 0xbfc00000);
  TVF_CHECK(fpdom_model_pinned_bits(d, mm, IR_F16, h, &bits) && bits == 0x0001);
  sb_free(&out);
  smt_solver_destroy(s);
  smt_ctx_destroy(c);
  arena_destroy(&a);
}

static void test_misuse(void) {
  Env v;
  env_init(&v);
  SmtTerm t = fpdom_const(v.d, IR_I32, 1); /* not a float type */
  TVF_CHECK(smt_is_null(t));
  TVF_CHECK(smt_ctx_error(v.c) != NULL);
  TVF_CHECK(smt_is_null(fpdom_var(v.d, F32, "x"))); /* sticky */
  TVF_CHECK(smt_is_null(fpdom_preconditions(v.d)));
  env_free(&v);
}

#define RUN(f)                                                                                               \
  do {                                                                                                       \
    uint64_t t_ = tvf_now_ns();                                                                              \
    f();                                                                                                     \
    printf("  %-24s %8.1f ms\n", #f, tvf_ms_since(t_));                                                      \
  } while (0)

int main(void) {
  uint64_t t0 = tvf_now_ns();
  RUN(test_widths);
  RUN(test_order_and_gaps);
  RUN(test_not_vacuous);
  RUN(test_nan_and_folding);
  RUN(test_encode_time_folding);
  RUN(test_arith_rules);
  RUN(test_special_functions);
  RUN(test_casts);
  RUN(test_describe);
  RUN(test_misuse);
  printf("test_fp_abstract: %.0f ms\n", tvf_ms_since(t0));
  return tvf_test_report("test_fp_abstract");
}
