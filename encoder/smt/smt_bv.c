/*
 * smt_bv.c: bit-vector constructors of the SMT layer (see smt.h).
 *
 * Thin wrappers over Z3's bit-vector API plus a few derived operations:
 * resize, overflow predicates (built from Z3's no_overflow/no_underflow
 * predicates) and clz/ctz/popcount as ite chains / sums over single bits.
 * Every constructor follows the sticky-error rule of smt_internal.h; sort
 * mismatches are reported by Z3 through the error handler.
 */
#include "encoder/smt/smt_internal.h"

typedef Z3_ast (*SmtiBin)(Z3_context, Z3_ast, Z3_ast);

static SmtTerm smti_bin(SmtCtx *c, SmtiBin f, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  return smti_wrap(c, f(c->z, smti_a(a), smti_a(b)));
}

SmtTerm smt_bv_add(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvadd, a, b); }
SmtTerm smt_bv_sub(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsub, a, b); }
SmtTerm smt_bv_mul(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvmul, a, b); }
SmtTerm smt_bv_sdiv(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsdiv, a, b); }
SmtTerm smt_bv_udiv(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvudiv, a, b); }
SmtTerm smt_bv_srem(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsrem, a, b); }
SmtTerm smt_bv_urem(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvurem, a, b); }
SmtTerm smt_bv_smod(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsmod, a, b); }
SmtTerm smt_bv_and(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvand, a, b); }
SmtTerm smt_bv_or(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvor, a, b); }
SmtTerm smt_bv_xor(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvxor, a, b); }
SmtTerm smt_bv_shl(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvshl, a, b); }
SmtTerm smt_bv_lshr(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvlshr, a, b); }
SmtTerm smt_bv_ashr(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvashr, a, b); }
/* Construction-time folding. Z3 hash-conses terms but does not simplify them
 * when they are built, and the encoders build many terms whose value is
 * already known: an extract of a concat (the sign or the magnitude of an
 * abstract float), a comparison of two numerals. Folding them here lets equal
 * src and tgt values become the same term, which the validator then never
 * sends to the solver. Numerals up to 64 bits only. */

/* The kind of t's top-level application, or Z3_OP_UNINTERPRETED when t is
 * not an application of a built-in. */
static Z3_decl_kind smti_kind(SmtCtx *c, SmtTerm t) {
  Z3_ast a = smti_a(t);
  if (Z3_get_ast_kind(c->z, a) != Z3_APP_AST) return Z3_OP_UNINTERPRETED;
  return Z3_get_decl_kind(c->z, Z3_get_app_decl(c->z, Z3_to_app(c->z, a)));
}

static SmtTerm smti_arg(SmtCtx *c, SmtTerm t, unsigned i) {
  return smti_wrap(c, Z3_get_app_arg(c->z, Z3_to_app(c->z, smti_a(t)), i));
}

static uint64_t smti_mask(unsigned w) { return w >= 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1; }

/* 1 / 0 when "a < b" (strict) or "a <= b" is known from the terms alone, -1
 * otherwise. */
static int smti_ucmp_known(SmtCtx *c, SmtTerm a, SmtTerm b, bool strict) {
  if (smt_term_same(a, b)) return strict ? 0 : 1;
  uint64_t va, vb;
  bool na = smt_term_get_u64(c, a, &va), nb = smt_term_get_u64(c, b, &vb);
  if (na && nb) return strict ? va < vb : va <= vb;
  if (strict && nb && vb == 0) return 0;  /* x < 0 */
  if (!strict && na && va == 0) return 1; /* 0 <= x */
  return -1;
}

SmtTerm smt_bv_ult(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  int k = smti_ucmp_known(c, a, b, true);
  if (k >= 0) return smt_bool(c, k);
  return smti_bin(c, Z3_mk_bvult, a, b);
}

SmtTerm smt_bv_ule(SmtCtx *c, SmtTerm a, SmtTerm b) {
  SMTI_GUARD2(c, a, b);
  int k = smti_ucmp_known(c, a, b, false);
  if (k >= 0) return smt_bool(c, k);
  return smti_bin(c, Z3_mk_bvule, a, b);
}
SmtTerm smt_bv_ugt(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvugt, a, b); }
SmtTerm smt_bv_uge(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvuge, a, b); }
SmtTerm smt_bv_slt(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvslt, a, b); }
SmtTerm smt_bv_sle(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsle, a, b); }
SmtTerm smt_bv_sgt(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsgt, a, b); }
SmtTerm smt_bv_sge(SmtCtx *c, SmtTerm a, SmtTerm b) { return smti_bin(c, Z3_mk_bvsge, a, b); }
SmtTerm smt_bv_concat(SmtCtx *c, SmtTerm hi, SmtTerm lo) {
  SMTI_GUARD2(c, hi, lo);
  uint64_t vh, vl;
  unsigned wl = smt_bv_width(c, lo);
  if (smt_term_get_u64(c, hi, &vh) && smt_term_get_u64(c, lo, &vl) && wl + smt_bv_width(c, hi) <= 64)
    return smt_bv_u64(c, wl + smt_bv_width(c, hi), vh << wl | vl);
  return smti_bin(c, Z3_mk_concat, hi, lo);
}

SmtTerm smt_bv_neg(SmtCtx *c, SmtTerm a) {
  SMTI_GUARD1(c, a);
  return smti_wrap(c, Z3_mk_bvneg(c->z, smti_a(a)));
}

SmtTerm smt_bv_not(SmtCtx *c, SmtTerm a) {
  SMTI_GUARD1(c, a);
  uint64_t v;
  if (smt_term_get_u64(c, a, &v))
    return smt_bv_u64(c, smt_bv_width(c, a), ~v & smti_mask(smt_bv_width(c, a)));
  if (smti_kind(c, a) == Z3_OP_BNOT) return smti_arg(c, a, 0);
  return smti_wrap(c, Z3_mk_bvnot(c->z, smti_a(a)));
}

SmtTerm smt_bv_extract(SmtCtx *c, unsigned hi, unsigned lo, SmtTerm a) {
  SMTI_GUARD1(c, a);
  unsigned w = smt_bv_width(c, a);
  if (hi < lo || hi >= w) {
    smt_ctx_set_error(c, "smt: extract [%u:%u] of a %u-bit vector", hi, lo, w);
    return smti_null();
  }
  if (lo == 0 && hi + 1 == w) return a;
  uint64_t v;
  if (smt_term_get_u64(c, a, &v)) return smt_bv_u64(c, hi - lo + 1, (v >> lo) & smti_mask(hi - lo + 1));
  Z3_decl_kind k = smti_kind(c, a);
  if (k == Z3_OP_CONCAT) { /* the argument that holds bits hi..lo, if one does */
    unsigned n = Z3_get_app_num_args(c->z, Z3_to_app(c->z, smti_a(a)));
    unsigned base = 0; /* the last argument holds the low bits */
    for (unsigned i = n; i-- > 0;) {
      SmtTerm part = smti_arg(c, a, i);
      unsigned pw = smt_bv_width(c, part);
      if (lo >= base && hi < base + pw) return smt_bv_extract(c, hi - base, lo - base, part);
      if (hi < base + pw) break;
      base += pw;
    }
  } else if (k == Z3_OP_EXTRACT) {
    Z3_func_decl f = Z3_get_app_decl(c->z, Z3_to_app(c->z, smti_a(a)));
    unsigned inner_lo = (unsigned)Z3_get_decl_int_parameter(c->z, f, 1);
    return smt_bv_extract(c, hi + inner_lo, lo + inner_lo, smti_arg(c, a, 0));
  }
  return smti_wrap(c, Z3_mk_extract(c->z, hi, lo, smti_a(a)));
}

SmtTerm smt_bv_zext(SmtCtx *c, unsigned extra_bits, SmtTerm a) {
  SMTI_GUARD1(c, a);
  if (extra_bits == 0) return a;
  return smti_wrap(c, Z3_mk_zero_ext(c->z, extra_bits, smti_a(a)));
}

SmtTerm smt_bv_sext(SmtCtx *c, unsigned extra_bits, SmtTerm a) {
  SMTI_GUARD1(c, a);
  if (extra_bits == 0) return a;
  return smti_wrap(c, Z3_mk_sign_ext(c->z, extra_bits, smti_a(a)));
}

SmtTerm smt_bv_resize(SmtCtx *c, SmtTerm a, unsigned width, bool is_signed) {
  SMTI_GUARD1(c, a);
  unsigned w = smt_bv_width(c, a);
  if (w == 0 || width == 0) {
    smt_ctx_set_error(c, "smt: resize of a non-bit-vector or to width 0");
    return smti_null();
  }
  if (width == w) return a;
  if (width < w) return smt_bv_extract(c, width - 1, 0, a);
  return is_signed ? smt_bv_sext(c, width - w, a) : smt_bv_zext(c, width - w, a);
}

SmtTerm smt_bv_add_overflows(SmtCtx *c, SmtTerm a, SmtTerm b, bool is_signed) {
  SMTI_GUARD2(c, a, b);
  SmtTerm no = smti_wrap(c, Z3_mk_bvadd_no_overflow(c->z, smti_a(a), smti_a(b), is_signed));
  if (is_signed) no = smt_and(c, no, smti_wrap(c, Z3_mk_bvadd_no_underflow(c->z, smti_a(a), smti_a(b))));
  return smt_not(c, no);
}

SmtTerm smt_bv_sub_overflows(SmtCtx *c, SmtTerm a, SmtTerm b, bool is_signed) {
  SMTI_GUARD2(c, a, b);
  if (!is_signed) return smt_bv_ult(c, a, b); /* borrow */
  SmtTerm no = smt_and(c, smti_wrap(c, Z3_mk_bvsub_no_overflow(c->z, smti_a(a), smti_a(b))),
                       smti_wrap(c, Z3_mk_bvsub_no_underflow(c->z, smti_a(a), smti_a(b), true)));
  return smt_not(c, no);
}

SmtTerm smt_bv_mul_overflows(SmtCtx *c, SmtTerm a, SmtTerm b, bool is_signed) {
  SMTI_GUARD2(c, a, b);
  if (!is_signed) return smt_not(c, smti_wrap(c, Z3_mk_bvmul_no_overflow(c->z, smti_a(a), smti_a(b), false)));
  /* Z3 4.8.12's bvsmul_noudfl is wrong (e.g. 2 * -4 at 4 bits), so the
   * signed case multiplies at double width and checks the product fits. */
  unsigned w = smt_bv_width(c, a);
  if (w == 0) return smti_null();
  SmtTerm p = smt_bv_mul(c, smt_bv_sext(c, w, a), smt_bv_sext(c, w, b));
  return smt_not(c, smt_eq(c, p, smt_bv_sext(c, w, smt_bv_extract(c, w - 1, 0, p))));
}

/* Bit i of a as a Bool. */
static SmtTerm smti_bit(SmtCtx *c, SmtTerm a, unsigned i) {
  return smt_eq(c, smt_bv_extract(c, i, i, a), smt_bv_u64(c, 1, 1));
}

SmtTerm smt_bv_clz(SmtCtx *c, SmtTerm a) {
  SMTI_GUARD1(c, a);
  unsigned w = smt_bv_width(c, a);
  if (w == 0) return smti_null();
  /* Innermost: all zero -> w; each higher set bit overrides. */
  SmtTerm r = smt_bv_u64(c, w, w);
  for (unsigned i = 0; i < w; i++)
    r = smt_ite(c, smti_bit(c, a, i), smt_bv_u64(c, w, w - 1 - i), r);
  return r;
}

SmtTerm smt_bv_ctz(SmtCtx *c, SmtTerm a) {
  SMTI_GUARD1(c, a);
  unsigned w = smt_bv_width(c, a);
  if (w == 0) return smti_null();
  SmtTerm r = smt_bv_u64(c, w, w);
  for (unsigned i = w; i-- > 0;)
    r = smt_ite(c, smti_bit(c, a, i), smt_bv_u64(c, w, i), r);
  return r;
}

SmtTerm smt_bv_popcount(SmtCtx *c, SmtTerm a) {
  SMTI_GUARD1(c, a);
  unsigned w = smt_bv_width(c, a);
  if (w == 0) return smti_null();
  SmtTerm r = smt_bv_zext(c, w - 1, smt_bv_extract(c, 0, 0, a));
  for (unsigned i = 1; i < w; i++)
    r = smt_bv_add(c, r, smt_bv_zext(c, w - 1, smt_bv_extract(c, i, i, a)));
  return r;
}
