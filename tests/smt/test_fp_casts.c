/*
 * test_fp_casts.c: precise float<->float casts of the abstract FP domain
 * (FpDomConfig.precise_casts, encoder/fp/fp_casts.c): the chain and its
 * widths, which casts stay approximate, trunc(ext(x)) == x, ext(trunc(x)) == x
 * exactly for representable values, overflow to Inf, rounding of constants
 * against the host's fpi_convert (ties, subnormals, the top of the narrow
 * range, double rounding), monotone truncation, and that the preconditions
 * are satisfiable yet still refute false facts.
 */
#include <math.h>
#include <stdlib.h>

#include "encoder/fp/fp_ieee.h"
#include "encoder/fp/fpdom.h"
#include "support/testhelp.h"

typedef struct Env {
  SmtCtx *c;
  Arena a;
  FpDom *d;
  SmtSolver *s;
} Env;

/* A domain with precise casts and `n` values of each type in `types`. */
static void env_init(Env *v, const IrElem *types, int ntypes, long n) {
  Diag dg;
  diag_init(&dg);
  v->c = smt_ctx_create(60000, &dg);
  if (!v->c) {
    fprintf(stderr, "no context: %s\n", dg.msg);
    exit(2);
  }
  arena_init(&v->a, 0);
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.precise_casts = true;
  for (int i = 0; i < ntypes; i++)
    cfg.value_count[types[i]] = n;
  v->d = fpdom_create(FPDOM_ABSTRACT, v->c, &v->a, &cfg);
  v->s = NULL;
}

static void env_free(Env *v) {
  if (v->s) smt_solver_destroy(v->s);
  smt_ctx_destroy(v->c);
  arena_destroy(&v->a);
}

static SmtResult solve(Env *v, SmtTerm q) {
  if (v->s) smt_solver_destroy(v->s);
  v->s = smt_solver_create(v->c);
  smt_solver_assert(v->s, fpdom_preconditions(v->d));
  smt_solver_assert(v->s, q);
  return smt_solver_check(v->s, 0);
}

#define VALID(v, fact) TVF_CHECK_MSG(solve(v, smt_not((v)->c, fact)) == SMT_UNSAT, "not valid: %s", #fact)
#define POSSIBLE(v, q) TVF_CHECK_MSG(solve(v, q) == SMT_SAT, "not satisfiable: %s", #q)

#define F16 IR_F16
#define BF16 IR_BF16
#define F32 IR_F32
#define F64 IR_F64

static uint32_t f2u(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static uint64_t d2u(double f) {
  uint64_t u;
  memcpy(&u, &f, 8);
  return u;
}

static SmtTerm conv(Env *v, IrElem from, IrElem to, SmtTerm x) { return fpdom_convert(v->d, from, to, x); }
static SmtTerm eq(Env *v, SmtTerm a, SmtTerm b) { return smt_eq(v->c, a, b); }
static SmtTerm ref(Env *v, IrElem e, SmtTerm a, SmtTerm b) { return fpdom_refines(v->d, e, a, b); }

static void test_layout(void) {
  /* f16 < f32 < f64: narrowest width from 4 + 2 * (4 + 2 * 4) = 28 values;
   * each wider level adds EB (1) and OB = ceil(log2(count + 1)) bits */
  static const IrElem all3[] = {F16, F32, F64};
  Env v;
  env_init(&v, all3, 3, 4);
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  TVF_CHECK_EQ_INT(fpdom_width(v.d, F16), fpdom_abstract_width(28));
  TVF_CHECK_EQ_INT(fpdom_width(v.d, F32), fpdom_width(v.d, F16) + 1 + 4); /* k' = 12: OB 4 */
  TVF_CHECK_EQ_INT(fpdom_width(v.d, F64), fpdom_width(v.d, F32) + 1 + 3); /* k = 4: OB 3 */
  TVF_CHECK(!fpdom_convert_is_approx(v.d, F16, F32));
  TVF_CHECK(!fpdom_convert_is_approx(v.d, F64, F16));
  TVF_CHECK(fpdom_convert_is_approx(v.d, F32, BF16)); /* bf16 is not in the chain */
  TVF_CHECK(!fpdom_convert_is_approx(v.d, F32, F32));
  env_free(&v);

  /* f16 and bf16 both present: the one with more values is chained */
  Diag dg;
  diag_init(&dg);
  for (int bf_more = 0; bf_more < 2; bf_more++) {
    FpDomConfig cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.precise_casts = true;
    cfg.value_count[F16] = bf_more ? 2 : 5;
    cfg.value_count[BF16] = bf_more ? 5 : 5;
    cfg.value_count[F32] = 3;
    SmtCtx *c = smt_ctx_create(0, &dg);
    Arena a;
    arena_init(&a, 0);
    FpDom *d = fpdom_create(FPDOM_ABSTRACT, c, &a, &cfg);
    IrElem chained = bf_more ? BF16 : F16, other = bf_more ? F16 : BF16; /* tie -> f16 */
    TVF_CHECK(!fpdom_convert_is_approx(d, chained, F32));
    TVF_CHECK(!fpdom_convert_is_approx(d, F32, chained));
    TVF_CHECK(fpdom_convert_is_approx(d, other, F32));
    TVF_CHECK(fpdom_convert_is_approx(d, F16, BF16));
    smt_ctx_destroy(c);
    arena_destroy(&a);
  }

  /* off: every fp->fp cast is approximate; the exact domain never is */
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.value_count[F16] = cfg.value_count[F32] = 3;
  SmtCtx *c = smt_ctx_create(0, &dg);
  Arena a;
  arena_init(&a, 0);
  TVF_CHECK(fpdom_convert_is_approx(fpdom_create(FPDOM_ABSTRACT, c, &a, &cfg), F16, F32));
  TVF_CHECK(!fpdom_convert_is_approx(fpdom_create(FPDOM_EXACT, c, &a, &cfg), F32, F16));
  /* only one type: nothing to chain, the ordinary width */
  cfg.precise_casts = true;
  cfg.value_count[F16] = 0;
  FpDom *d = fpdom_create(FPDOM_ABSTRACT, c, &a, &cfg);
  TVF_CHECK_EQ_INT(fpdom_width(d, F32), fpdom_abstract_width(3));
  /* fixed width: the narrowest type is capped at its format's magnitude
   * bits - 1 (f16: 14), wider ones grow from there */
  cfg.fixed_width = true;
  cfg.value_count[F16] = 3;
  d = fpdom_create(FPDOM_ABSTRACT, c, &a, &cfg);
  TVF_CHECK_EQ_INT(fpdom_width(d, F16), 15);
  TVF_CHECK_EQ_INT(fpdom_width(d, F32), 15 + 1 + 2); /* k = 3: OB 2 */
  cfg.fixed_width = false;
  /* cast_types restricts the chain */
  cfg.cast_types = (1u << F32) | (1u << F64);
  cfg.value_count[F64] = 2;
  d = fpdom_create(FPDOM_ABSTRACT, c, &a, &cfg);
  TVF_CHECK(fpdom_convert_is_approx(d, F16, F32));
  TVF_CHECK(!fpdom_convert_is_approx(d, F32, F64));
  cfg.cast_types = 0;
  cfg.value_count[F64] = 0;
  /* a narrowest type with more values than its format can code: an error */
  cfg.value_count[F16] = 40000;
  fpdom_create(FPDOM_ABSTRACT, c, &a, &cfg);
  TVF_CHECK(smt_ctx_error(c) != NULL);
  if (smt_ctx_error(c)) TVF_CHECK_CONTAINS(smt_ctx_error(c), "precise casts");
  smt_ctx_destroy(c);
  arena_destroy(&a);
}

/* trunc(ext(x)) == x for every x (NaN to NaN), for every chained pair. */
static void test_round_trip(void) {
  static const IrElem h32[] = {F16, F32, F64};
  static const IrElem b32[] = {BF16, F32, F64};
  for (int chain = 0; chain < 2; chain++) {
    Env v;
    env_init(&v, chain ? b32 : h32, 3, 6);
    IrElem n = chain ? BF16 : F16;
    const IrElem pairs[3][2] = {{n, F32}, {F32, F64}, {n, F64}};
    for (int k = 0; k < 3; k++) {
      IrElem lo = pairs[k][0], hi = pairs[k][1];
      SmtTerm x = fpdom_var(v.d, lo, "x");
      SmtTerm back = conv(&v, hi, lo, conv(&v, lo, hi, x));
      VALID(&v, ref(&v, lo, x, back));
      VALID(&v, smt_implies(v.c, smt_not(v.c, fpdom_is_nan(v.d, lo, x)), eq(&v, x, back)));
    }
    /* through the whole chain and back */
    SmtTerm x = fpdom_var(v.d, n, "y");
    SmtTerm up = conv(&v, F32, F64, conv(&v, n, F32, x));
    VALID(&v, ref(&v, n, x, conv(&v, F32, n, conv(&v, F64, F32, up))));
    VALID(&v, ref(&v, n, x, conv(&v, F64, n, up)));
    /* extension keeps order and equality */
    SmtTerm a = fpdom_var(v.d, n, "a"), b = fpdom_var(v.d, n, "b");
    VALID(&v, eq(&v, fpdom_cmp(v.d, n, FPC_OLT, a, b),
                 fpdom_cmp(v.d, F32, FPC_OLT, conv(&v, n, F32, a), conv(&v, n, F32, b))));
    VALID(&v, eq(&v, eq(&v, a, b), eq(&v, conv(&v, n, F64, a), conv(&v, n, F64, b))));
    TVF_CHECK(smt_ctx_error(v.c) == NULL);
    env_free(&v);
  }
}

/* x == c (a non-constant pinned to a constant, so nothing is folded) ->
 * convert(x) == expected. */
static void check_pinned(Env *v, IrElem from, IrElem to, uint64_t c, uint64_t expected, const char *what) {
  SmtTerm x = fpdom_var(v->d, from, "p");
  SmtTerm pin = eq(v, x, fpdom_const(v->d, from, c));
  SmtTerm fact = smt_implies(v->c, pin, eq(v, conv(v, from, to, x), fpdom_const(v->d, to, expected)));
  /* not vacuously: the pinned value exists under the preconditions */
  TVF_CHECK_MSG(solve(v, pin) == SMT_SAT, "%s: 0x%llx cannot be pinned", what, (unsigned long long)c);
  TVF_CHECK_MSG(solve(v, smt_not(v->c, fact)) == SMT_UNSAT, "%s: 0x%llx -> expected 0x%llx", what,
                (unsigned long long)c, (unsigned long long)expected);
}

/* ext(trunc(x)) == x exactly when x is representable in the narrow type. */
static void test_ext_of_trunc(void) {
  static const IrElem h32[] = {F16, F32};
  Env v;
  env_init(&v, h32, 2, 6);
  static const float exact[] = {1.0f, 0.5f, 65504.0f, -3.0f, 5.9604645e-8f /* min f16 subnormal */, 0.0f};
  static const float inexact[] = {0.1f, 1.0f + 0x1p-20f, 65519.0f, 1e-8f, 3.0e5f, -0.3f};
  for (unsigned i = 0; i < sizeof exact / sizeof *exact; i++) {
    SmtTerm x = fpdom_var(v.d, F32, "e");
    SmtTerm pin = eq(&v, x, fpdom_const(v.d, F32, f2u(exact[i])));
    VALID(&v, smt_implies(v.c, pin, eq(&v, conv(&v, F16, F32, conv(&v, F32, F16, x)), x)));
  }
  for (unsigned i = 0; i < sizeof inexact / sizeof *inexact; i++) {
    SmtTerm x = fpdom_var(v.d, F32, "i");
    SmtTerm pin = eq(&v, x, fpdom_const(v.d, F32, f2u(inexact[i])));
    VALID(&v, smt_implies(v.c, pin, smt_not(v.c, eq(&v, conv(&v, F16, F32, conv(&v, F32, F16, x)), x))));
  }
  /* for an unknown x both happen, and ext(trunc(x)) == x means x is an
   * extended f16 value */
  SmtTerm x = fpdom_var(v.d, F32, "x");
  SmtTerm same = eq(&v, conv(&v, F16, F32, conv(&v, F32, F16, x)), x);
  POSSIBLE(&v, same);
  POSSIBLE(&v, smt_not(v.c, same));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

/* Values beyond the narrow range truncate to Inf of the same sign; values
 * just above the narrow fMAX may still round to fMAX. */
static void test_overflow(void) {
  static const IrElem h32[] = {F16, F32};
  Env v;
  env_init(&v, h32, 2, 6);
  SmtTerm x = fpdom_var(v.d, F32, "x"), tx = conv(&v, F32, F16, x);
  SmtTerm big = fpdom_const(v.d, F32, f2u(65520.0f)); /* fMAX + ulp/2: a tie, rounds to Inf */
  SmtTerm pinf = fpdom_const(v.d, F16, 0x7c00), ninf = fpdom_const(v.d, F16, 0xfc00);
  VALID(&v, smt_implies(v.c, fpdom_cmp(v.d, F32, FPC_OGE, x, big), eq(&v, tx, pinf)));
  VALID(&v, smt_implies(v.c, fpdom_cmp(v.d, F32, FPC_OLE, x, fpdom_const(v.d, F32, f2u(-65520.0f))),
                        eq(&v, tx, ninf)));
  VALID(&v, smt_implies(v.c, fpdom_cmp(v.d, F32, FPC_OGE, x, fpdom_const(v.d, F32, f2u(1e30f))),
                        fpdom_is_inf(v.d, F16, tx)));
  /* never Inf from within [-fMAX, fMAX]; fMAX itself stays */
  SmtTerm fmax16 = fpdom_const(v.d, F32, f2u(65504.0f)), nfmax16 = fpdom_const(v.d, F32, f2u(-65504.0f));
  SmtTerm within =
      smt_and(v.c, fpdom_cmp(v.d, F32, FPC_OLE, x, fmax16), fpdom_cmp(v.d, F32, FPC_OGE, x, nfmax16));
  VALID(&v, smt_implies(v.c, within, smt_not(v.c, fpdom_is_inf(v.d, F16, tx))));
  VALID(&v, smt_implies(v.c, eq(&v, x, fmax16), eq(&v, tx, fpdom_const(v.d, F16, 0x7bff))));
  check_pinned(&v, F32, F16, f2u(65519.0f), 0x7bff, "just above f16 fMAX rounds down");
  check_pinned(&v, F32, F16, f2u(65520.0f), 0x7c00, "f16 fMAX + ulp/2 rounds to Inf");
  check_pinned(&v, F32, F16, f2u(-70000.0f), 0xfc00, "beyond the range");
  check_pinned(&v, F32, F16, 0x7f800000, 0x7c00, "Inf");
  check_pinned(&v, F32, F16, 0xff800000, 0xfc00, "-Inf");
  /* NaN stays NaN */
  VALID(&v, smt_implies(v.c, fpdom_is_nan(v.d, F32, x), fpdom_is_nan(v.d, F16, tx)));
  /* the f32 fMAX truncated to bf16 is Inf as well (same exponent range) */
  static const IrElem b32[] = {BF16, F32};
  Env w;
  env_init(&w, b32, 2, 6);
  check_pinned(&w, F32, BF16, 0x7f7fffff, 0x7f80, "f32 fMAX to bf16");
  check_pinned(&w, F32, BF16, 0x7f7f7fff, 0x7f7f, "just below the bf16 tie above fMAX");
  check_pinned(&w, F32, BF16, 0x7f7f8000, 0x7f80, "bf16 fMAX + ulp/2");
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  TVF_CHECK(smt_ctx_error(w.c) == NULL);
  env_free(&w);
  env_free(&v);
  /* bf16 < f32 < f64: the f32 fMAX lies inside bf16's range but has its
   * reserved code; rounding up from f64 onto it must still give fMAX */
  static const IrElem b3[] = {BF16, F32, F64};
  env_init(&w, b3, 3, 6);
  double ulp = 0x1p104, fmax32 = 0x1.fffffep127;
  check_pinned(&w, F64, F32, d2u(fmax32 - 0.25 * ulp), 0x7f7fffff, "f64 just below f32 fMAX");
  check_pinned(&w, F64, F32, d2u(fmax32 - 0.75 * ulp), 0x7f7ffffe, "f64 just above pred(f32 fMAX)");
  check_pinned(&w, F64, F32, d2u(fmax32 + 0.25 * ulp), 0x7f7fffff, "f64 just above f32 fMAX");
  check_pinned(&w, F64, F32, d2u(fmax32 + 0.5 * ulp), 0x7f800000, "f32 fMAX + ulp/2");
  check_pinned(&w, F64, BF16, d2u(fmax32), 0x7f80, "f32 fMAX as f64 to bf16");
  /* an unknown f64 value between pred(fMAX) and fMAX that rounds up is fMAX */
  SmtTerm y = fpdom_var(w.d, F64, "y"), ty = conv(&w, F64, F32, y);
  SmtTerm lo = fpdom_const(w.d, F64, d2u(fmax32 - ulp)), hi = fpdom_const(w.d, F64, d2u(fmax32));
  SmtTerm inside = smt_and(w.c, fpdom_cmp(w.d, F64, FPC_OGT, y, lo), fpdom_cmp(w.d, F64, FPC_OLT, y, hi));
  SmtTerm is_fmax = eq(&w, ty, fpdom_const(w.d, F32, 0x7f7fffff)),
          is_pred = eq(&w, ty, fpdom_const(w.d, F32, 0x7f7ffffe));
  VALID(&w, smt_implies(w.c, inside, smt_not(w.c, fpdom_is_inf(w.d, F32, ty))));
  POSSIBLE(&w, smt_and(w.c, inside, is_fmax));
  POSSIBLE(&w, smt_and(w.c, inside, is_pred));
  TVF_CHECK(smt_ctx_error(w.c) == NULL);
  env_free(&w);
}

/* Every constant rounds as fpi_convert says (round to nearest even). */
static void test_constant_rounding(void) {
  static const uint32_t f32s[] = {
      0x3f801000, /* 1 + 2^-11: a tie, to even 1.0 */
      0x3f803000, /* 1 + 3*2^-11: a tie, to even 1 + 2^-9 */
      0x3f801001, /* just above the tie: up */
      0x3f800fff, /* just below: down */
      0x3dcccccd, /* 0.1 */
      0x33000000, /* 2^-25: half the smallest f16 subnormal, a tie to 0 */
      0x33000001, /* just above: the smallest subnormal */
      0x33c00000, /* 1.5 * 2^-24: a tie to 2 * 2^-24 */
      0x387fe000, /* a tie between the largest f16 subnormal and the smallest normal */
      0x477fefff, /* 65519.996: rounds to fMAX */
      0xc0490fdb, /* -pi */
      0x00000001, /* the smallest f32 subnormal: f16 zero */
  };
  static const IrElem h32[] = {F16, F32};
  static const IrElem b32[] = {BF16, F32};
  FpFmt f32, f16, bf16, f64;
  fpi_fmt(F32, &f32);
  fpi_fmt(F16, &f16);
  fpi_fmt(BF16, &bf16);
  fpi_fmt(F64, &f64);
  for (int chain = 0; chain < 2; chain++) {
    Env v;
    env_init(&v, chain ? b32 : h32, 2, 2 * (long)(sizeof f32s / sizeof *f32s));
    IrElem n = chain ? BF16 : F16;
    for (unsigned i = 0; i < sizeof f32s / sizeof *f32s; i++)
      check_pinned(&v, F32, n, f32s[i], fpi_convert(&f32, chain ? &bf16 : &f16, f32s[i]),
                   chain ? "bf16" : "f16");
    TVF_CHECK(smt_ctx_error(v.c) == NULL);
    env_free(&v);
  }
  /* f64 -> f32 and f64 -> f16 directly: one rounding, not two. 1 + 2^-11 +
   * 2^-40 rounds up in f16, while through f32 it becomes the tie 1 + 2^-11
   * first, which rounds to even 1.0. */
  static const IrElem all3[] = {F16, F32, F64};
  Env v;
  env_init(&v, all3, 3, 8);
  double dr = 1.0 + 0x1p-11 + 0x1p-40;
  check_pinned(&v, F64, F16, d2u(dr), 0x3c01, "direct f64 -> f16");
  SmtTerm x = fpdom_var(v.d, F64, "x");
  SmtTerm twice = conv(&v, F32, F16, conv(&v, F64, F32, x));
  VALID(&v, smt_implies(v.c, eq(&v, x, fpdom_const(v.d, F64, d2u(dr))),
                        eq(&v, twice, fpdom_const(v.d, F16, 0x3c00))));
  static const double f64s[] = {0.1,          1e-40,  3.4028235677973366e38 /* f32 fMAX + ulp/2 */,
                                3.4028235e38, -1e300, 1e-320};
  for (unsigned i = 0; i < sizeof f64s / sizeof *f64s; i++) {
    check_pinned(&v, F64, F32, d2u(f64s[i]), fpi_convert(&f64, &f32, d2u(f64s[i])), "f64 -> f32");
    check_pinned(&v, F64, F16, d2u(f64s[i]), fpi_convert(&f64, &f16, d2u(f64s[i])), "f64 -> f16");
  }
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

/* Truncation is monotone, and an unknown value between two constants that
 * round down rounds down too. */
static void test_monotone(void) {
  static const IrElem h32[] = {F16, F32};
  Env v;
  env_init(&v, h32, 2, 8);
  SmtTerm x = fpdom_var(v.d, F32, "x"), y = fpdom_var(v.d, F32, "y");
  SmtTerm tx = conv(&v, F32, F16, x), ty = conv(&v, F32, F16, y);
  VALID(&v, smt_implies(v.c, fpdom_cmp(v.d, F32, FPC_OLE, x, y), fpdom_cmp(v.d, F16, FPC_OLE, tx, ty)));
  SmtTerm lo = fpdom_const(v.d, F32, 0x3f800001),
          hi = fpdom_const(v.d, F32, 0x3f800fff); /* both round to 1.0 */
  SmtTerm between = smt_and(v.c, fpdom_cmp(v.d, F32, FPC_OLE, lo, x), fpdom_cmp(v.d, F32, FPC_OLE, x, hi));
  VALID(&v, smt_implies(v.c, between, eq(&v, tx, fpdom_const(v.d, F16, 0x3c00))));
  /* but the abstraction does not know where the tie is: a value above a
   * constant that rounds down may round up */
  SmtTerm above = fpdom_cmp(v.d, F32, FPC_OGT, x, hi);
  POSSIBLE(&v, smt_and(v.c, above, eq(&v, tx, fpdom_const(v.d, F16, 0x3c01))));
  TVF_CHECK(smt_ctx_error(v.c) == NULL);
  env_free(&v);
}

/* The preconditions are satisfiable with constants all over the range, in
 * both chains, and still refute a false fact. */
static void test_not_vacuous(void) {
  static const uint64_t c16[] = {0x3c00, 0x0001, 0x7bfe, 0x8400, 0x2e66};
  static const uint64_t cb16[] = {0x3f80, 0x0001, 0x7f7e, 0x8080, 0x3dcd};
  static const uint64_t c32[] = {0x3f800000, 0x00000001, 0x7f7ffffe, 0x477fe000, 0x477ff000,
                                 0x47800000, 0x3dcccccd, 0x33000000, 0x7f7f0000, 0x7f7f8000};
  static const uint64_t c64[] = {0x3ff0000000000000ull, 1,
                                 0x7feffffffffffffeull, 0x47efffffe0000000ull,
                                 0x47effffff0000000ull, 0x3fb999999999999aull,
                                 0x40effc0000000000ull};
  for (int chain = 0; chain < 2; chain++) {
    static const IrElem h[] = {F16, F32, F64}, b[] = {BF16, F32, F64};
    Env v;
    env_init(&v, chain ? b : h, 3, 12);
    IrElem n = chain ? BF16 : F16;
    for (unsigned i = 0; i < 5; i++)
      fpdom_const(v.d, n, chain ? cb16[i] : c16[i]);
    for (unsigned i = 0; i < sizeof c32 / sizeof *c32; i++)
      fpdom_const(v.d, F32, c32[i]);
    for (unsigned i = 0; i < sizeof c64 / sizeof *c64; i++)
      fpdom_const(v.d, F64, c64[i]);
    SmtTerm a = fpdom_var(v.d, F64, "a"), bb = fpdom_var(v.d, F64, "b");
    SmtTerm t1 = conv(&v, F64, F32, a), t2 = conv(&v, F64, n, bb), t3 = conv(&v, F32, n, t1);
    SmtTerm e1 = conv(&v, n, F64, t2);
    TVF_CHECK_MSG(solve(&v, smt_true(v.c)) == SMT_SAT, "preconditions unsatisfiable (chain %d)", chain);
    POSSIBLE(&v, smt_not(v.c, ref(&v, F64, a, e1)));
    POSSIBLE(&v, smt_not(v.c, ref(&v, n, t2, t3)));
    TVF_CHECK(smt_ctx_error(v.c) == NULL);
    if (smt_ctx_error(v.c)) fprintf(stderr, "%s\n", smt_ctx_error(v.c));
    env_free(&v);
  }
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rng(void) { /* xorshift64: deterministic */
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

/* A finite magnitude of f, biased towards the interesting places: random
 * bits, near the narrow types' top and ties. */
static uint64_t random_mag(const FpFmt *f) {
  uint64_t m;
  do {
    switch (rng() % 4) {
    case 0: m = rng() & f->mag_mask; break;
    case 1: m = fpi_fmax_mag(f) - rng() % 4; break;
    case 2: { /* around 65504 / 65520 / bf16 fMAX in this format */
      static const double anchors[] = {65504.0, 65520.0, 3.3895313892515355e38, 1.0, 6.103515625e-05};
      FpFmt f64;
      fpi_fmt(IR_F64, &f64);
      m = fpi_mag(f, fpi_convert(&f64, f, d2u(anchors[rng() % 5]))) + rng() % 5 - 2;
      break;
    }
    default: m = (rng() % 64) << (f->sbits / 2); break;
    }
  } while (m == 0 || m >= f->exp_mask);
  return m;
}

/* Random constant sets across both chains: the preconditions stay
 * satisfiable, and pinned values truncate and extend as IEEE says. */
static void test_random(void) {
  static const IrElem h[] = {F16, F32, F64}, b[] = {BF16, F32, F64};
  for (int trial = 0; trial < 12; trial++) {
    bool bchain = trial % 2;
    Env v;
    env_init(&v, bchain ? b : h, 3, 16);
    IrElem chain[3] = {bchain ? BF16 : F16, F32, F64};
    FpFmt fm[3];
    for (int l = 0; l < 3; l++) {
      fpi_fmt(chain[l], &fm[l]);
      for (int k = 0; k < 6; k++)
        fpdom_const(v.d, chain[l], random_mag(&fm[l]) | ((rng() & 1) ? fm[l].sign_mask : 0));
    }
    TVF_CHECK_MSG(solve(&v, smt_true(v.c)) == SMT_SAT, "trial %d: preconditions unsatisfiable", trial);
    for (int k = 0; k < 3; k++) {
      int from = 1 + (int)(rng() % 2), to = (int)(rng() % (unsigned)from);
      uint64_t c = random_mag(&fm[from]);
      check_pinned(&v, chain[from], chain[to], c, fpi_convert(&fm[from], &fm[to], c), "random truncation");
      uint64_t n = random_mag(&fm[to]);
      check_pinned(&v, chain[to], chain[from], n, fpi_convert(&fm[to], &fm[from], n), "random extension");
    }
    TVF_CHECK(smt_ctx_error(v.c) == NULL);
    if (smt_ctx_error(v.c)) fprintf(stderr, "trial %d: %s\n", trial, smt_ctx_error(v.c));
    env_free(&v);
  }
}

#define RUN(t)                                                                                               \
  do {                                                                                                       \
    fprintf(stderr, "-- %s\n", #t);                                                                          \
    t();                                                                                                     \
  } while (0)

int main(void) {
  RUN(test_layout);
  RUN(test_round_trip);
  RUN(test_ext_of_trunc);
  RUN(test_overflow);
  RUN(test_constant_rounding);
  RUN(test_monotone);
  RUN(test_not_vacuous);
  RUN(test_random);
  return tvf_test_report("test_fp_casts");
}
