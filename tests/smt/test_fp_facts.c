/*
 * test_fp_facts.c: both FP domains proving and refuting the facts of
 * docs/ENCODING.md by asking the solver for counterexamples.
 *
 * Each fact is a Bool over fresh inputs. VALID means "no counterexample"
 * (preconditions && !fact is UNSAT); INVALID means the solver finds one.
 * Facts valid in IEEE must be valid in the exact domain; the abstract domain
 * over-approximates, so it may only turn VALID into INVALID (never the
 * reverse): the table below records, per fact, what each domain must answer,
 * including the known spurious counterexamples of the abstraction (x + x =
 * 2x, ...). Exact runs use f16 (and f32 for a few cheap facts) to stay fast;
 * abstract runs use f16 and f32.
 */
#include <math.h>
#include <stdlib.h>

#include "encoder/fp/fpdom.h"
#include "support/testhelp.h"

typedef struct Env {
  SmtCtx *c;
  Arena a;
  FpDom *d;
  IrElem e;
  FpClass x_class; /* class of input "x" in the last counterexample */
  char x_desc[128];
} Env;

static void env_init(Env *v, FpDomKind k, IrElem e) {
  Diag dg;
  diag_init(&dg);
  v->c = smt_ctx_create(20000, &dg);
  if (!v->c) {
    fprintf(stderr, "no context: %s\n", dg.msg);
    exit(2);
  }
  arena_init(&v->a, 0);
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  for (int i = 0; i < IR_ELEM_COUNT; i++)
    cfg.value_count[i] = 16;
  v->d = fpdom_create(k, v->c, &v->a, &cfg);
  v->e = e;
  v->x_class = FPCLASS_UNKNOWN;
  v->x_desc[0] = 0;
}

static void env_free(Env *v) {
  smt_ctx_destroy(v->c);
  arena_destroy(&v->a);
}

/* Shorthands over the domain of v. */
#define X(n) fpdom_var(v->d, v->e, n)
#define K(bits) fpdom_const(v->d, v->e, (bits))
#define BIN(op, a, b) fpdom_bin(v->d, v->e, FPB_##op, a, b)
#define UN(op, a) fpdom_un(v->d, v->e, FPU_##op, a)
#define CMP(p, a, b) fpdom_cmp(v->d, v->e, FPC_##p, a, b)
#define REF(src, tgt) fpdom_refines(v->d, v->e, src, tgt)
#define AND(a, b) smt_and(v->c, a, b)
#define OR(a, b) smt_or(v->c, a, b)
#define NOT(a) smt_not(v->c, a)
#define IMPL(a, b) smt_implies(v->c, a, b)
#define ISNAN(a) fpdom_is_nan(v->d, v->e, a)

/* Bits of common constants in the current type. */
static uint64_t kbits(Env *v, double val) {
  switch (v->e) {
  case IR_F16:
    if (val == 1.0) return 0x3c00;
    if (val == -1.0) return 0xbc00;
    if (val == 2.0) return 0x4000;
    if (val == 0.5) return 0x3800;
    if (val == 0.0) return signbit(val) ? 0x8000 : 0x0000;
    if (val == INFINITY) return 0x7c00;
    if (val == -INFINITY) return 0xfc00;
    if (isnan(val)) return 0x7e00;
    break;
  case IR_F32: {
    float f = (float)val;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  default: break;
  }
  fprintf(stderr, "kbits: unsupported\n");
  exit(2);
}
#define KD(val) K(kbits(v, (val)))

typedef SmtTerm (*FactFn)(Env *v);

/* ---- facts ---- */
static SmtTerm f_negneg(Env *v) {
  SmtTerm x = X("x");
  return REF(x, UN(NEG, UN(NEG, x)));
}
static SmtTerm f_add_negzero(Env *v) {
  SmtTerm x = X("x");
  return REF(x, BIN(ADD, x, KD(-0.0)));
}
static SmtTerm f_sub_poszero(Env *v) {
  SmtTerm x = X("x");
  return REF(x, BIN(SUB, x, KD(0.0)));
}
static SmtTerm f_mul_one(Env *v) {
  SmtTerm x = X("x");
  return REF(x, BIN(MUL, x, KD(1.0)));
}
static SmtTerm f_div_one(Env *v) {
  SmtTerm x = X("x");
  return REF(x, BIN(DIV, x, KD(1.0)));
}
static SmtTerm f_add_comm(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return REF(BIN(ADD, x, y), BIN(ADD, y, x));
}
static SmtTerm f_mul_comm(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return REF(BIN(MUL, x, y), BIN(MUL, y, x));
}
static SmtTerm f_max_idem(Env *v) {
  SmtTerm x = X("x");
  return REF(x, BIN(MAXIMUM, x, x));
}
static SmtTerm f_min_comm(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return AND(REF(BIN(MINIMUM, x, y), BIN(MINIMUM, y, x)), REF(BIN(MAXNUM, x, y), BIN(MAXNUM, y, x)));
}
static SmtTerm f_ogt_olt(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return AND(smt_eq(v->c, CMP(OGT, x, y), CMP(OLT, y, x)), smt_eq(v->c, CMP(UGE, x, y), CMP(ULE, y, x)));
}
static SmtTerm f_une_oeq(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return AND(smt_eq(v->c, CMP(UNE, x, y), NOT(CMP(OEQ, x, y))),
             smt_eq(v->c, CMP(ORD, x, y), NOT(CMP(UNO, x, y))));
}
static SmtTerm f_sub_add(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return REF(BIN(SUB, x, y), BIN(ADD, x, UN(NEG, y)));
}
static SmtTerm f_abs_nonneg(Env *v) {
  SmtTerm x = X("x");
  return NOT(CMP(OLT, UN(ABS, x), KD(0.0)));
}
static SmtTerm f_copysign(Env *v) {
  SmtTerm x = X("x");
  return AND(REF(UN(NEG, UN(ABS, x)), BIN(COPYSIGN, x, KD(-1.0))),
             REF(UN(ABS, x), BIN(COPYSIGN, x, KD(2.0))));
}
static SmtTerm f_minnum_nan(Env *v) {
  SmtTerm x = X("x");
  return AND(REF(x, BIN(MINNUM, x, KD(NAN))), ISNAN(BIN(MAXIMUM, KD(NAN), x)));
}
static SmtTerm f_exp_log_special(Env *v) {
  SmtTerm ts[7] = {REF(KD(INFINITY), UN(EXP, KD(INFINITY))), REF(KD(1.0), UN(EXP, KD(-0.0))),
                   REF(KD(0.0), UN(EXP, KD(-INFINITY))),     REF(KD(0.0), UN(LOG, KD(1.0))),
                   REF(KD(-INFINITY), UN(LOG, KD(-0.0))),    ISNAN(UN(LOG, KD(-1.0))),
                   REF(KD(-0.0), UN(TANH, KD(-0.0)))};
  return smt_and_n(v->c, ts, 7);
}
static SmtTerm f_exp_nonneg(Env *v) {
  SmtTerm x = X("x"), r = UN(EXP, x);
  return AND(IMPL(NOT(ISNAN(x)), NOT(ISNAN(r))), NOT(CMP(OLT, r, KD(0.0))));
}
static SmtTerm f_pow_zero(Env *v) {
  SmtTerm x = X("x");
  return AND(REF(KD(1.0), BIN(POW, x, KD(0.0))), REF(KD(1.0), BIN(POW, KD(1.0), x)));
}
static SmtTerm f_floor_idem(Env *v) {
  SmtTerm x = X("x"), f = UN(FLOOR, x);
  return AND(REF(f, UN(FLOOR, f)), NOT(CMP(OGT, f, x)));
}
static SmtTerm f_sub_self(Env *v) {
  SmtTerm x = X("x"), r = BIN(SUB, x, x);
  return OR(REF(KD(0.0), r), ISNAN(r));
}
static SmtTerm f_mul_sign(Env *v) {
  SmtTerm x = X("x"), y = X("y"), r = BIN(MUL, x, y);
  SmtTerm sx = fpdom_sign_bit(v->d, v->e, x), sy = fpdom_sign_bit(v->d, v->e, y);
  SmtTerm nonan = NOT(OR(ISNAN(r), OR(ISNAN(x), ISNAN(y))));
  return IMPL(nonan, smt_eq(v->c, fpdom_sign_bit(v->d, v->e, r), smt_xor(v->c, sx, sy)));
}
static SmtTerm f_neg_mul(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return REF(UN(NEG, BIN(MUL, x, y)), BIN(MUL, UN(NEG, x), y));
}
static SmtTerm f_fma_one(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return REF(BIN(ADD, x, y), fpdom_fma(v->d, v->e, KD(1.0), x, y));
}
static SmtTerm f_rem_inf(Env *v) {
  SmtTerm x = X("x");
  SmtTerm finite = NOT(OR(ISNAN(x), fpdom_is_inf(v->d, v->e, x)));
  return IMPL(finite, REF(x, BIN(REM, x, KD(INFINITY))));
}
static SmtTerm f_rem_sign(Env *v) {
  SmtTerm x = X("x"), y = X("y"), r = BIN(REM, x, y);
  SmtTerm sx = fpdom_sign_bit(v->d, v->e, x), sr = fpdom_sign_bit(v->d, v->e, r);
  return AND(REF(r, BIN(REM, x, UN(NEG, y))), IMPL(NOT(ISNAN(r)), smt_eq(v->c, sr, sx)));
}
static SmtTerm f_add_poszero_nonneg0(Env *v) {
  SmtTerm x = X("x");
  SmtTerm is_nzero = AND(fpdom_is_zero(v->d, v->e, x), fpdom_sign_bit(v->d, v->e, x));
  return IMPL(NOT(is_nzero), REF(x, BIN(ADD, KD(0.0), x)));
}
static SmtTerm f_negzero_minus(Env *v) {
  SmtTerm x = X("x");
  return AND(REF(UN(NEG, x), BIN(SUB, KD(-0.0), x)), REF(UN(NEG, x), BIN(MUL, KD(-1.0), x)));
}
static SmtTerm f_poszero_minus(Env *v) {
  SmtTerm x = X("x");
  return REF(UN(NEG, x), BIN(SUB, KD(0.0), x));
}
/* invalid in both */
static SmtTerm f_add_poszero(Env *v) {
  SmtTerm x = X("x");
  return REF(x, BIN(ADD, x, KD(0.0)));
}
static SmtTerm f_sub_self_zero(Env *v) {
  SmtTerm x = X("x");
  return REF(KD(0.0), BIN(SUB, x, x));
}
static SmtTerm f_mul_zero(Env *v) {
  SmtTerm x = X("x");
  return REF(KD(0.0), BIN(MUL, x, KD(0.0)));
}
static SmtTerm f_maxnum_maximum(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return REF(BIN(MAXIMUM, x, y), BIN(MAXNUM, x, y));
}
static SmtTerm f_oeq_refines(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return IMPL(CMP(OEQ, x, y), REF(x, y));
}
static SmtTerm f_add_assoc(Env *v) {
  SmtTerm x = X("x"), y = X("y"), z = X("z");
  return REF(BIN(ADD, BIN(ADD, x, y), z), BIN(ADD, x, BIN(ADD, y, z)));
}
/* exact only */
static SmtTerm f_twice(Env *v) {
  SmtTerm x = X("x");
  return REF(BIN(ADD, x, x), BIN(MUL, x, KD(2.0)));
}
static SmtTerm f_half(Env *v) {
  SmtTerm x = X("x");
  return REF(BIN(MUL, x, KD(0.5)), BIN(DIV, x, KD(2.0)));
}
static SmtTerm f_sqrt_monotone(Env *v) {
  SmtTerm x = X("x"), y = X("y");
  return IMPL(CMP(OLE, x, y), NOT(CMP(OGT, UN(SQRT, x), UN(SQRT, y))));
}
static SmtTerm f_widen_narrow(Env *v) {
  SmtTerm x = X("x");
  IrElem wide = v->e == IR_F16 ? IR_F32 : IR_F64;
  return REF(x, fpdom_convert(v->d, wide, v->e, fpdom_convert(v->d, v->e, wide, x)));
}

enum { VALID, INVALID };

typedef struct Fact {
  const char *name;
  FactFn fn;
  int exact, abstract;
  int exact_runs; /* 2: exact f16 and f32, 1: exact f16 only, 0: not in exact (bit-blasting too slow
                     for a unit test; the hardware test covers the op) */
} Fact;

static const Fact facts[] = {
    {"neg(neg x) = x", f_negneg, VALID, VALID, 2},
    {"x + -0 = x", f_add_negzero, VALID, VALID, 2},
    {"x - +0 = x", f_sub_poszero, VALID, VALID, 2},
    {"x * 1 = x", f_mul_one, VALID, VALID, 1},
    {"x / 1 = x", f_div_one, VALID, VALID, 1},
    {"x + y = y + x", f_add_comm, VALID, VALID, 2},
    {"x * y = y * x", f_mul_comm, VALID, VALID, 1},
    {"maximum(x, x) = x", f_max_idem, VALID, VALID, 2},
    {"minimum/maxnum commute", f_min_comm, VALID, VALID, 2},
    {"ogt(x,y) = olt(y,x)", f_ogt_olt, VALID, VALID, 2},
    {"une = !oeq, ord = !uno", f_une_oeq, VALID, VALID, 2},
    {"x - y = x + -y", f_sub_add, VALID, VALID, 2},
    {"!(|x| < 0)", f_abs_nonneg, VALID, VALID, 2},
    {"copysign", f_copysign, VALID, VALID, 2},
    {"minnum(x, NaN) = x", f_minnum_nan, VALID, VALID, 2},
    {"exp/log/tanh special cases", f_exp_log_special, VALID, VALID, 2},
    {"exp(x) >= 0, not NaN", f_exp_nonneg, VALID, VALID, 2},
    {"pow(x, 0) = pow(1, x) = 1", f_pow_zero, VALID, VALID, 2},
    {"floor(floor x) = floor x <= x", f_floor_idem, VALID, VALID, 1},
    {"x - x is +0 or NaN", f_sub_self, VALID, VALID, 2},
    {"sign(x*y) = xor", f_mul_sign, VALID, VALID, 1},
    {"-(x*y) = (-x)*y", f_neg_mul, VALID, VALID, 0},
    {"fma(1, x, y) = x + y", f_fma_one, VALID, VALID, 2},
    {"fmod(x, Inf) = x", f_rem_inf, VALID, VALID, 1},
    {"fmod(x, -y) = fmod(x, y), sign of x", f_rem_sign, VALID, VALID, 2},
    {"+0 + x = x unless x = -0", f_add_poszero_nonneg0, VALID, VALID, 2},
    {"-0 - x = -1 * x = -x", f_negzero_minus, VALID, VALID, 2},
    {"+0 - x = -x", f_poszero_minus, INVALID, INVALID, 2},
    {"x + +0 = x", f_add_poszero, INVALID, INVALID, 2},
    {"x - x = +0", f_sub_self_zero, INVALID, INVALID, 2},
    {"x * 0 = +0", f_mul_zero, INVALID, INVALID, 1},
    {"maxnum = maximum", f_maxnum_maximum, INVALID, INVALID, 2},
    {"oeq -> refines", f_oeq_refines, INVALID, INVALID, 2},
    {"(x+y)+z = x+(y+z)", f_add_assoc, INVALID, INVALID, 1},
    {"x + x = 2x", f_twice, VALID, INVALID, 1},
    {"x * 0.5 = x / 2", f_half, VALID, INVALID, 1},
    {"sqrt monotone", f_sqrt_monotone, VALID, INVALID, 1},
    {"narrow(widen x) = x", f_widen_narrow, VALID, INVALID, 2},
};

/* Check fact; returns VALID / INVALID / -1 (unknown). On INVALID records the
 * class and description of input "x". */
static int check_fact(Env *v, const Fact *f) {
  SmtTerm fact = f->fn(v);
  SmtTerm pre = fpdom_preconditions(v->d);
  SmtSolver *s = smt_solver_create(v->c);
  smt_solver_assert(s, pre);
  smt_solver_assert(s, smt_not(v->c, fact));
  SmtResult r = smt_solver_check(s, 0);
  int out = -1;
  if (r == SMT_UNSAT) out = VALID;
  if (r == SMT_SAT) {
    out = INVALID;
    SmtModel *m = smt_solver_model(s);
    SmtTerm x = X("x");
    v->x_class = fpdom_model_class(v->d, m, v->e, x);
    StrBuf b = STRBUF_INIT;
    fpdom_model_describe(v->d, m, v->e, x, &b);
    snprintf(v->x_desc, sizeof v->x_desc, "%s", sb_cstr(&b));
    sb_free(&b);
  }
  if (out < 0)
    fprintf(stderr, "  %s: %s (%s) %s\n", f->name, smt_result_name(r), smt_solver_reason(s),
            smt_ctx_error(v->c) ? smt_ctx_error(v->c) : "");
  smt_solver_destroy(s);
  return out;
}

static void run_all(FpDomKind k, IrElem e) {
  uint64_t t0 = tvf_now_ns();
  int n = 0;
  for (size_t i = 0; i < TVF_ARRAY_LEN(facts); i++) {
    const Fact *f = &facts[i];
    if (k == FPDOM_EXACT && f->exact_runs < (e == IR_F32 ? 2 : 1)) continue;
    Env v;
    env_init(&v, k, e);
    uint64_t t1 = tvf_now_ns();
    int want = k == FPDOM_EXACT ? f->exact : f->abstract;
    int got = check_fact(&v, f);
    double ms = tvf_ms_since(t1);
    TVF_CHECK_MSG(got == want, "%s %s: \"%s\" expected %s, got %s", fpdom_kind_name(k), ir_elem_name(e),
                  f->name, want == VALID ? "valid" : "invalid",
                  got == VALID     ? "valid"
                  : got == INVALID ? "invalid"
                                   : "?");
    TVF_CHECK(smt_ctx_error(v.c) == NULL);
    if (got == INVALID) TVF_CHECK(v.x_desc[0] != 0 && strcmp(v.x_desc, "?") != 0);
    if (ms > 300) printf("  slow: %s %s \"%s\" %.0f ms\n", fpdom_kind_name(k), ir_elem_name(e), f->name, ms);
    /* the x + +0 counterexample is x = -0 in both domains */
    if (f->fn == f_add_poszero && got == INVALID)
      TVF_CHECK_MSG(v.x_class == FPCLASS_NEG_ZERO, "x + +0: x = %s", v.x_desc);
    env_free(&v);
    n++;
  }
  printf("  %-8s %-4s %2d facts %8.1f ms\n", fpdom_kind_name(k), ir_elem_name(e), n, tvf_ms_since(t0));
}

int main(void) {
  uint64_t t0 = tvf_now_ns();
  run_all(FPDOM_ABSTRACT, IR_F32);
  run_all(FPDOM_ABSTRACT, IR_F16);
  run_all(FPDOM_EXACT, IR_F16);
  run_all(FPDOM_EXACT, IR_F32);
  printf("test_fp_facts: %.0f ms\n", tvf_ms_since(t0));
  return tvf_test_report("test_fp_facts");
}
