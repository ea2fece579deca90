/*
 * smt_fp.c: IEEE-754 floating-point constructors over Z3's FPA theory (see
 * smt.h), used by the exact FP domain.
 *
 * Z3's FPA has a single NaN (no sign, no payload), so converting to IEEE bits
 * maps NaN to one canonical quiet NaN (sign 0, exponent all ones, top
 * fraction bit set) explicitly; Z3 itself leaves fp.to_ieee_bv of NaN
 * unspecified. fp.min/fp.max are Z3's (unspecified on +0/-0); IEEE-754 2019
 * minimum/maximum are built by the FP domain on top of comparisons.
 */
#include "encoder/smt/smt_internal.h"

static Z3_ast smti_rm(SmtCtx *c, SmtRm rm) {
  switch (rm) {
  case SMT_RNA: return Z3_mk_fpa_rna(c->z);
  case SMT_RTP: return Z3_mk_fpa_rtp(c->z);
  case SMT_RTN: return Z3_mk_fpa_rtn(c->z);
  case SMT_RTZ: return Z3_mk_fpa_rtz(c->z);
  case SMT_RNE:
  default: return Z3_mk_fpa_rne(c->z);
  }
}

SmtTerm smt_fp_rm(SmtCtx *c, SmtRm rm) {
  if (!smti_ok(c)) return smti_null();
  return smti_wrap(c, smti_rm(c, rm));
}

static Z3_sort smti_fp_sort(SmtCtx *c, unsigned ebits, unsigned sbits) {
  return Z3_mk_fpa_sort(c->z, ebits, sbits);
}

SmtTerm smt_fp_from_ieee_bv(SmtCtx *c, SmtTerm bv, unsigned ebits, unsigned sbits) {
  SMTI_GUARD1(c, bv);
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_wrap(c, Z3_mk_fpa_to_fp_bv(c->z, smti_a(bv), s));
}

SmtTerm smt_fp_from_bits(SmtCtx *c, uint64_t bits, unsigned ebits, unsigned sbits) {
  if (!smti_ok(c)) return smti_null();
  if (ebits < 2 || sbits < 2 || ebits + sbits > 64 || ebits > 20) {
    smt_ctx_set_error(c, "smt: FP numeral of unsupported format (%u, %u)", ebits, sbits);
    return smti_null();
  }
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  unsigned fbits = sbits - 1;
  uint64_t frac = bits & ((UINT64_C(1) << fbits) - 1);
  uint64_t emax = (UINT64_C(1) << ebits) - 1;
  uint64_t exp = (bits >> fbits) & emax;
  bool neg = (bits >> (ebits + fbits)) & 1;
  if (exp == emax) return smti_wrap(c, frac ? Z3_mk_fpa_nan(c->z, s) : Z3_mk_fpa_inf(c->z, s, neg));
  if (exp == 0 && frac == 0) return smti_wrap(c, Z3_mk_fpa_zero(c->z, s, neg));
  /* Z3's numeral representation uses the unbiased IEEE exponent field, with
   * subnormals at exponent -bias and the raw fraction (checked against
   * hardware by tests/smt/test_fp_hw.c). */
  int64_t bias = (int64_t)(emax >> 1);
  return smti_wrap(c, Z3_mk_fpa_numeral_int64_uint64(c->z, neg, (int64_t)exp - bias, frac, s));
}

SmtTerm smt_fp_nan(SmtCtx *c, unsigned ebits, unsigned sbits) {
  if (!smti_ok(c)) return smti_null();
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_wrap(c, Z3_mk_fpa_nan(c->z, s));
}

SmtTerm smt_fp_inf(SmtCtx *c, unsigned ebits, unsigned sbits, bool negative) {
  if (!smti_ok(c)) return smti_null();
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_wrap(c, Z3_mk_fpa_inf(c->z, s, negative));
}

SmtTerm smt_fp_zero(SmtCtx *c, unsigned ebits, unsigned sbits, bool negative) {
  if (!smti_ok(c)) return smti_null();
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_wrap(c, Z3_mk_fpa_zero(c->z, s, negative));
}

/* ebits/sbits of an FP term; false if it is not FP. */
static bool smti_fp_format(SmtCtx *c, SmtTerm t, unsigned *ebits, unsigned *sbits) {
  Z3_sort s = Z3_get_sort(c->z, smti_a(t));
  if (Z3_get_sort_kind(c->z, s) != Z3_FLOATING_POINT_SORT) return false;
  *ebits = Z3_fpa_get_ebits(c->z, s);
  *sbits = Z3_fpa_get_sbits(c->z, s);
  return true;
}

SmtTerm smt_fp_to_ieee_bv(SmtCtx *c, SmtTerm fp) {
  SMTI_GUARD1(c, fp);
  unsigned eb, sb;
  if (!smti_fp_format(c, fp, &eb, &sb)) {
    smt_ctx_set_error(c, "smt: fp.to_ieee_bv of a non-FP term");
    return smti_null();
  }
  uint64_t qnan = (((UINT64_C(1) << eb) - 1) << (sb - 1)) | (UINT64_C(1) << (sb - 2));
  SmtTerm raw = smti_wrap(c, Z3_mk_fpa_to_ieee_bv(c->z, smti_a(fp)));
  return smt_ite(c, smt_fp_is_nan(c, fp), smt_bv_u64(c, eb + sb, qnan), raw);
}

/* Construction-time folding: an operation whose operands are all numerals
 * is evaluated by Z3's rewriter (exact IEEE arithmetic) when it is built, so
 * predicates and arithmetic on the program's constants leave no case split
 * for the solver and equal src and tgt values become the same term. Only
 * operations that IEEE defines completely fold; fp.min/fp.max (+0 vs -0) and
 * the conversions to bit-vectors (NaN, out of range) are unspecified in
 * SMT-LIB and are left to the solver. */
static bool smti_is_value(SmtCtx *c, Z3_ast a) {
  return Z3_is_numeral_ast(c->z, a) ||
         (Z3_get_ast_kind(c->z, a) == Z3_APP_AST &&
          Z3_get_sort_kind(c->z, Z3_get_sort(c->z, a)) == Z3_FLOATING_POINT_SORT &&
          Z3_get_app_num_args(c->z, Z3_to_app(c->z, a)) == 0 &&
          Z3_get_decl_kind(c->z, Z3_get_app_decl(c->z, Z3_to_app(c->z, a))) != Z3_OP_UNINTERPRETED);
}

static SmtTerm smti_fold(SmtCtx *c, Z3_ast r, const SmtTerm *args, int n) {
  if (!r) return smti_wrap(c, r);
  for (int i = 0; i < n; i++)
    if (!smti_is_value(c, smti_a(args[i]))) return smti_wrap(c, r);
  Z3_ast s = Z3_simplify(c->z, r);
  if (s && (smti_is_value(c, s) || Z3_is_eq_ast(c->z, s, Z3_mk_true(c->z)) ||
            Z3_is_eq_ast(c->z, s, Z3_mk_false(c->z))))
    return smti_wrap(c, s);
  return smti_wrap(c, r);
}

typedef Z3_ast (*SmtiFpRm2)(Z3_context, Z3_ast, Z3_ast, Z3_ast);

static SmtTerm smti_rm2(SmtCtx *c, SmtiFpRm2 f, SmtRm rm, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  SmtTerm args[2] = {a, b};
  return smti_fold(c, f(c->z, smti_rm(c, rm), smti_a(a), smti_a(b)), args, 2);
}

SmtTerm smt_fp_add(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b) { return smti_rm2(c, Z3_mk_fpa_add, rm, a, b); }
SmtTerm smt_fp_sub(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b) { return smti_rm2(c, Z3_mk_fpa_sub, rm, a, b); }
SmtTerm smt_fp_mul(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b) { return smti_rm2(c, Z3_mk_fpa_mul, rm, a, b); }
SmtTerm smt_fp_div(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b) { return smti_rm2(c, Z3_mk_fpa_div, rm, a, b); }

SmtTerm smt_fp_fma(SmtCtx *c, SmtRm rm, SmtTerm a, SmtTerm b, SmtTerm d) {
  SMTI_GUARD3(c, a, b, d);
  SmtTerm args[3] = {a, b, d};
  return smti_fold(c, Z3_mk_fpa_fma(c->z, smti_rm(c, rm), smti_a(a), smti_a(b), smti_a(d)), args, 3);
}

SmtTerm smt_fp_sqrt(SmtCtx *c, SmtRm rm, SmtTerm a) {
  SMTI_GUARD1(c, a);
  return smti_fold(c, Z3_mk_fpa_sqrt(c->z, smti_rm(c, rm), smti_a(a)), &a, 1);
}

SmtTerm smt_fp_round_to_integral(SmtCtx *c, SmtRm rm, SmtTerm a) {
  SMTI_GUARD1(c, a);
  return smti_fold(c, Z3_mk_fpa_round_to_integral(c->z, smti_rm(c, rm), smti_a(a)), &a, 1);
}

typedef Z3_ast (*SmtiBin)(Z3_context, Z3_ast, Z3_ast);
typedef Z3_ast (*SmtiUn)(Z3_context, Z3_ast);

static SmtTerm smti_fbin(SmtCtx *c, SmtiBin f, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  SmtTerm args[2] = {a, b};
  return smti_fold(c, f(c->z, smti_a(a), smti_a(b)), args, 2);
}

/* fp.min / fp.max: never folded (see smti_fold). */
static SmtTerm smti_fbin_nofold(SmtCtx *c, SmtiBin f, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  return smti_wrap(c, f(c->z, smti_a(a), smti_a(b)));
}

static SmtTerm smti_fun(SmtCtx *c, SmtiUn f, SmtTerm a) {
  SMTI_GUARD1(c, a);
  return smti_fold(c, f(c->z, smti_a(a)), &a, 1);
}

SmtTerm smt_fp_rem(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin(c, Z3_mk_fpa_rem, a, b); }
SmtTerm smt_fp_min(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin_nofold(c, Z3_mk_fpa_min, a, b); }
SmtTerm smt_fp_max(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin_nofold(c, Z3_mk_fpa_max, a, b); }
SmtTerm smt_fp_eq(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin(c, Z3_mk_fpa_eq, a, b); }
SmtTerm smt_fp_lt(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin(c, Z3_mk_fpa_lt, a, b); }
SmtTerm smt_fp_le(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin(c, Z3_mk_fpa_leq, a, b); }
SmtTerm smt_fp_gt(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin(c, Z3_mk_fpa_gt, a, b); }
SmtTerm smt_fp_ge(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_fbin(c, Z3_mk_fpa_geq, a, b); }
SmtTerm smt_fp_neg(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_neg, a); }
SmtTerm smt_fp_abs(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_abs, a); }
SmtTerm smt_fp_is_nan(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_is_nan, a); }
SmtTerm smt_fp_is_inf(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_is_infinite, a); }
SmtTerm smt_fp_is_zero(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_is_zero, a); }
SmtTerm smt_fp_is_subnormal(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_is_subnormal, a); }
SmtTerm smt_fp_is_normal(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_is_normal, a); }
SmtTerm smt_fp_is_negative(SmtCtx *c, SmtTerm a) { return smti_fun(c, Z3_mk_fpa_is_negative, a); }

SmtTerm smt_fp_to_fp(SmtCtx *c, SmtRm rm, SmtTerm a, unsigned ebits, unsigned sbits) {
  SMTI_GUARD1(c, a);
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_fold(c, Z3_mk_fpa_to_fp_float(c->z, smti_rm(c, rm), smti_a(a), s), &a, 1);
}

SmtTerm smt_fp_from_sbv(SmtCtx *c, SmtRm rm, SmtTerm bv, unsigned ebits, unsigned sbits) {
  SMTI_GUARD1(c, bv);
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_fold(c, Z3_mk_fpa_to_fp_signed(c->z, smti_rm(c, rm), smti_a(bv), s), &bv, 1);
}

SmtTerm smt_fp_from_ubv(SmtCtx *c, SmtRm rm, SmtTerm bv, unsigned ebits, unsigned sbits) {
  SMTI_GUARD1(c, bv);
  Z3_sort s = smti_fp_sort(c, ebits, sbits);
  if (!s || c->has_err) return smti_null();
  return smti_fold(c, Z3_mk_fpa_to_fp_unsigned(c->z, smti_rm(c, rm), smti_a(bv), s), &bv, 1);
}

SmtTerm smt_fp_to_sbv(SmtCtx *c, SmtRm rm, SmtTerm a, unsigned width) {
  SMTI_GUARD1(c, a);
  return smti_wrap(c, Z3_mk_fpa_to_sbv(c->z, smti_rm(c, rm), smti_a(a), width));
}

SmtTerm smt_fp_to_ubv(SmtCtx *c, SmtRm rm, SmtTerm a, unsigned width) {
  SMTI_GUARD1(c, a);
  return smti_wrap(c, Z3_mk_fpa_to_ubv(c->z, smti_rm(c, rm), smti_a(a), width));
}
