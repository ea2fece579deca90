/*
 * fpdom.c: public entry points of the FP domains (see fpdom.h).
 *
 * Every function validates its arguments (a float element type, non-null
 * terms), then dispatches to the exact domain (fp_exact.c) or the abstract
 * domain (fp_abstract.c). Misuse (a non-float element type, an FP op asked of
 * the wrong domain) becomes a sticky SmtCtx error, so encoders can chain calls
 * and check smt_ctx_error() once; null terms propagate to null.
 */
#include <stdio.h>
#include <string.h>

#include "encoder/fp/fp_internal.h"

unsigned fpdom_abstract_width(long nvalues) {
  /* MB must distinguish nvalues magnitudes plus 0, 1.0, fMAX, Inf and NaN;
   * the sign bit doubles that (ENCODING.md "Bit width"). At least 3 MB bits
   * so that one code is left between 0 and fMAX after 1.0. */
  unsigned long long need = (unsigned long long)(nvalues < 0 ? 0 : nvalues) + 5;
  unsigned mbw = 3;
  while (mbw < 63 && (UINT64_C(1) << mbw) < need)
    mbw++;
  return mbw + 1;
}

FpDom *fpdom_create(FpDomKind kind, SmtCtx *c, Arena *a, const FpDomConfig *cfg) {
  if (!c || !a) return NULL;
  FpDom *d = arena_alloc(a, sizeof *d);
  if (!d) {
    smt_ctx_set_error(c, "fpdom: out of memory");
    return NULL;
  }
  d->kind = kind == FPDOM_EXACT ? FPDOM_EXACT : FPDOM_ABSTRACT;
  d->c = c;
  d->a = a;
  if (cfg) d->cfg = *cfg;
  /* the precise-cast layout fixes widths before any type is used; a layout
   * that does not fit leaves a sticky error, like every other misuse */
  fpc_layout_init(d);
  return d;
}

FpDomKind fpdom_kind(const FpDom *d) { return d ? d->kind : FPDOM_ABSTRACT; }

const char *fpdom_kind_name(FpDomKind k) { return k == FPDOM_EXACT ? "exact" : "abstract"; }

SmtCtx *fpdom_ctx(FpDom *d) { return d ? d->c : NULL; }

const char *fpdom_class_name(FpClass k) {
  static const char *names[] = {"+0",    "-0",    "+subnormal", "-subnormal", "+normal", "-normal",
                                "+fMAX", "-fMAX", "+Inf",       "-Inf",       "NaN",     "unknown"};
  return (unsigned)k <= FPCLASS_UNKNOWN ? names[k] : "unknown";
}

bool fpd_reserve(FpDom *d, void **arr, int *cap, size_t elsize, int need) {
  if (need <= *cap) return true;
  int ncap = *cap ? *cap * 2 : 8;
  while (ncap < need)
    ncap *= 2;
  void *p = arena_realloc(d->a, *arr, (size_t)*cap * elsize, (size_t)ncap * elsize);
  if (!p) {
    smt_ctx_set_error(d->c, "fpdom: out of memory");
    return false;
  }
  *arr = p;
  *cap = ncap;
  return true;
}

void fpd_uf_name(char *buf, size_t n, const char *prefix, const char *op, IrElem e) {
  snprintf(buf, n, "%s.%s.%s", prefix, op, ir_elem_name(e));
}

SmtTerm fpd_uf(FpDom *d, IrElem e, const char *op, const SmtTerm *args, int n) {
  return d->kind == FPDOM_EXACT ? fpx_uf(d, e, op, args, n) : fpa_uf(d, e, op, args, n);
}

SmtTerm fpd_is_int(FpDom *d, IrElem e, SmtTerm a) {
  return d->kind == FPDOM_EXACT ? fpx_is_int(d, e, a) : fpa_is_int(d, e, a);
}

SmtTerm fpd_is_odd(FpDom *d, IrElem e, SmtTerm a) {
  return d->kind == FPDOM_EXACT ? fpx_is_odd(d, e, a) : fpa_is_odd(d, e, a);
}

/* Argument validation: usable domain and context, float element type. */
static bool fpd_ok(FpDom *d, IrElem e) {
  if (!d || smt_ctx_error(d->c)) return false;
  if (!ir_elem_is_float(e)) {
    smt_ctx_set_error(d->c, "fpdom: %s is not a float type", ir_elem_name(e));
    return false;
  }
  return true;
}

static SmtTerm fpd_null(void) {
  SmtTerm t = {0};
  return t;
}

SmtSort fpdom_sort(FpDom *d, IrElem e) {
  SmtSort none = {0};
  if (!fpd_ok(d, e)) return none;
  return d->kind == FPDOM_EXACT ? fpx_sort(d, e) : fpa_sort(d, e);
}

unsigned fpdom_width(FpDom *d, IrElem e) {
  if (!d || d->kind == FPDOM_EXACT || !ir_elem_is_float(e)) return 0;
  return fpa_width(d, e);
}

SmtTerm fpdom_const(FpDom *d, IrElem e, uint64_t ieee_bits) {
  if (!fpd_ok(d, e)) return fpd_null();
  int bits = ir_elem_bits(e);
  if (bits < 64) ieee_bits &= (UINT64_C(1) << bits) - 1;
  return d->kind == FPDOM_EXACT ? fpx_const(d, e, ieee_bits) : fpa_const(d, e, ieee_bits);
}

bool fpdom_const_bits(FpDom *d, IrElem e, SmtTerm t, uint64_t *bits) {
  if (!fpd_ok(d, e) || smt_is_null(t)) return false;
  uint64_t b;
  if (d->kind == FPDOM_EXACT ? !smt_term_get_fp_bits(d->c, t, &b) : !fpa_const_bits(d, e, t, &b))
    return false;
  if (bits) *bits = b;
  return true;
}

SmtTerm fpdom_var(FpDom *d, IrElem e, const char *name) {
  if (!fpd_ok(d, e) || !name) return fpd_null();
  return smt_var(d->c, name, fpdom_sort(d, e));
}

/* Products made by fpdom_bin, by result: the level-0 accumulation reads a
 * sum step of a product as a dot step (sem_state.c enc_acc_push). */
struct FpProduct {
  const void *key;
  SmtTerm a, b;
};

static unsigned prod_slot(const void *key, int cap) {
  uintptr_t h = (uintptr_t)key * 0x9E3779B97F4A7C15ull;
  return (unsigned)(h >> 20) & (unsigned)(cap - 1);
}

static void note_product(FpDom *d, SmtTerm r, SmtTerm a, SmtTerm b) {
  if (smt_is_null(r)) return;
  if (2 * (d->prodn + 1) > d->prodcap) {
    int cap = d->prodcap ? 2 * d->prodcap : 256;
    struct FpProduct *nt = arena_calloc(d->a, (size_t)cap, sizeof *nt);
    if (!nt) return; /* a missing entry costs precision of level 0 only */
    for (int i = 0; i < d->prodcap; i++) {
      if (!d->products[i].key) continue;
      unsigned j = prod_slot(d->products[i].key, cap);
      while (nt[j].key)
        j = (j + 1) & (unsigned)(cap - 1);
      nt[j] = d->products[i];
    }
    d->products = nt;
    d->prodcap = cap;
  }
  unsigned i = prod_slot(r.p, d->prodcap);
  while (d->products[i].key) {
    if (d->products[i].key == r.p) return;
    i = (i + 1) & (unsigned)(d->prodcap - 1);
  }
  d->products[i].key = r.p;
  d->products[i].a = a;
  d->products[i].b = b;
  d->prodn++;
}

SmtTerm fpdom_bin(FpDom *d, IrElem e, FpBin op, SmtTerm a, SmtTerm b) {
  if (!fpd_ok(d, e) || smt_is_null(a) || smt_is_null(b)) return fpd_null();
  if ((unsigned)op > FPB_COPYSIGN) {
    smt_ctx_set_error(d->c, "fpdom: unknown binary op %d", (int)op);
    return fpd_null();
  }
  /* Commutative ops (exactly so in IEEE, NaN and signed zeros included):
   * canonical operand order, so that op(x, y) and op(y, x) are one term and
   * src/tgt shapes stay aligned. */
  bool comm = op == FPB_ADD || op == FPB_MUL || op == FPB_MINIMUM || op == FPB_MAXIMUM || op == FPB_MINNUM ||
              op == FPB_MAXNUM;
  if (comm && smt_term_cmp_canonical(d->c, a, b) > 0) {
    SmtTerm t = a;
    a = b;
    b = t;
  }
  SmtTerm r = d->kind == FPDOM_EXACT ? fpx_bin(d, e, op, a, b) : fpa_bin(d, e, op, a, b);
  if (op == FPB_MUL) note_product(d, r, a, b);
  return r;
}

bool fpdom_product_operands(FpDom *d, SmtTerm t, SmtTerm *a, SmtTerm *b) {
  if (!d || !d->products || smt_is_null(t)) return false;
  for (unsigned i = prod_slot(t.p, d->prodcap);; i = (i + 1) & (unsigned)(d->prodcap - 1)) {
    const struct FpProduct *p = &d->products[i];
    if (!p->key) return false;
    if (p->key == t.p) {
      *a = p->a;
      *b = p->b;
      return true;
    }
  }
}

SmtTerm fpdom_un(FpDom *d, IrElem e, FpUn op, SmtTerm a) {
  if (!fpd_ok(d, e) || smt_is_null(a)) return fpd_null();
  if ((unsigned)op > FPU_ATAN) {
    smt_ctx_set_error(d->c, "fpdom: unknown unary op %d", (int)op);
    return fpd_null();
  }
  return d->kind == FPDOM_EXACT ? fpx_un(d, e, op, a) : fpa_un(d, e, op, a);
}

SmtTerm fpdom_fma(FpDom *d, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c) {
  if (!fpd_ok(d, e) || smt_is_null(a) || smt_is_null(b) || smt_is_null(c)) return fpd_null();
  if (smt_term_cmp_canonical(d->c, a, b) > 0) { /* fma(a, b, c) = fma(b, a, c) */
    SmtTerm t = a;
    a = b;
    b = t;
  }
  return d->kind == FPDOM_EXACT ? fpx_fma(d, e, a, b, c) : fpa_fma(d, e, a, b, c);
}

SmtTerm fpdom_cmp(FpDom *d, IrElem e, FpCmp pred, SmtTerm a, SmtTerm b) {
  if (!fpd_ok(d, e) || smt_is_null(a) || smt_is_null(b)) return fpd_null();
  if ((unsigned)pred > FPC_TRUE) {
    smt_ctx_set_error(d->c, "fpdom: unknown comparison predicate %d", (int)pred);
    return fpd_null();
  }
  return d->kind == FPDOM_EXACT ? fpx_cmp(d, e, pred, a, b) : fpa_cmp(d, e, pred, a, b);
}

SmtTerm fpdom_is_nan(FpDom *d, IrElem e, SmtTerm a) {
  if (!fpd_ok(d, e) || smt_is_null(a)) return fpd_null();
  return d->kind == FPDOM_EXACT ? fpx_is_nan(d, e, a) : fpa_is_nan(d, e, a);
}

SmtTerm fpdom_is_inf(FpDom *d, IrElem e, SmtTerm a) {
  if (!fpd_ok(d, e) || smt_is_null(a)) return fpd_null();
  return d->kind == FPDOM_EXACT ? fpx_is_inf(d, e, a) : fpa_is_inf(d, e, a);
}

SmtTerm fpdom_is_zero(FpDom *d, IrElem e, SmtTerm a) {
  if (!fpd_ok(d, e) || smt_is_null(a)) return fpd_null();
  return d->kind == FPDOM_EXACT ? fpx_is_zero(d, e, a) : fpa_is_zero(d, e, a);
}

SmtTerm fpdom_sign_bit(FpDom *d, IrElem e, SmtTerm a) {
  if (!fpd_ok(d, e) || smt_is_null(a)) return fpd_null();
  return d->kind == FPDOM_EXACT ? fpx_sign_bit(d, e, a) : fpa_sign_bit(d, e, a);
}

SmtTerm fpdom_refines(FpDom *d, IrElem e, SmtTerm src, SmtTerm tgt) {
  if (!fpd_ok(d, e) || smt_is_null(src) || smt_is_null(tgt)) return fpd_null();
  return d->kind == FPDOM_EXACT ? fpx_refines(d, e, src, tgt) : fpa_refines(d, e, src, tgt);
}

SmtTerm fpdom_convert(FpDom *d, IrElem from, IrElem to, SmtTerm a) {
  if (!fpd_ok(d, from) || !fpd_ok(d, to) || smt_is_null(a)) return fpd_null();
  if (from == to) return a;
  return d->kind == FPDOM_EXACT ? fpx_convert(d, from, to, a) : fpa_convert(d, from, to, a);
}

bool fpdom_convert_is_approx(FpDom *d, IrElem from, IrElem to) {
  if (!d || d->kind == FPDOM_EXACT || from == to) return false;
  return !fpc_is_precise(d, from, to);
}

SmtTerm fpdom_from_int(FpDom *d, IrElem ie, bool is_signed, IrElem to, SmtTerm bv) {
  if (!fpd_ok(d, to) || smt_is_null(bv)) return fpd_null();
  unsigned w = smt_bv_width(d->c, bv);
  if (w == 0 || w > 64 || (ir_elem_is_int(ie) && (int)w != ir_elem_bits(ie))) {
    smt_ctx_set_error(d->c, "fpdom: from_int of a %u-bit term declared %s", w, ir_elem_name(ie));
    return fpd_null();
  }
  return d->kind == FPDOM_EXACT ? fpx_from_int(d, is_signed, to, bv) : fpa_from_int(d, is_signed, to, bv);
}

SmtTerm fpdom_to_int(FpDom *d, IrElem e, SmtTerm a, unsigned width, bool is_signed, SmtRm rm,
                     SmtTerm *in_range) {
  if (in_range) *in_range = fpd_null();
  if (!fpd_ok(d, e) || smt_is_null(a)) return fpd_null();
  if (width == 0 || width > 64) {
    smt_ctx_set_error(d->c, "fpdom: to_int of width %u", width);
    return fpd_null();
  }
  return d->kind == FPDOM_EXACT ? fpx_to_int(d, e, a, width, is_signed, rm, in_range)
                                : fpa_to_int(d, e, a, width, is_signed, rm, in_range);
}

SmtTerm fpdom_preconditions(FpDom *d) {
  if (!d || smt_ctx_error(d->c)) return fpd_null();
  return d->kind == FPDOM_EXACT ? smt_true(d->c) : fpa_preconditions(d);
}

FpClass fpdom_model_class(FpDom *d, SmtModel *m, IrElem e, SmtTerm value) {
  if (!d || !m || !ir_elem_is_float(e) || smt_is_null(value) || smt_ctx_error(d->c)) return FPCLASS_UNKNOWN;
  if (d->kind == FPDOM_ABSTRACT) return fpa_model_class(d, m, e, value);
  uint64_t bits;
  FpFmt f;
  if (!fpi_fmt(e, &f) || !fpx_model_bits(d, m, e, value, &bits)) return FPCLASS_UNKNOWN;
  return fpi_class(&f, bits);
}

void fpdom_model_describe(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, StrBuf *out) {
  if (!out) return;
  if (!d || !m || !ir_elem_is_float(e) || smt_is_null(value) || smt_ctx_error(d->c)) {
    sb_puts(out, "?");
    return;
  }
  if (d->kind == FPDOM_ABSTRACT) {
    fpa_model_describe(d, m, e, value, out);
    return;
  }
  uint64_t bits;
  FpFmt f;
  if (!fpi_fmt(e, &f) || !fpx_model_bits(d, m, e, value, &bits)) {
    sb_puts(out, "?");
    return;
  }
  char dec[64];
  fpi_format_decimal(&f, bits, dec, sizeof dec);
  sb_printf(out, "%s (0x%0*llx)", dec, f.bits / 4, (unsigned long long)bits);
}

bool fpdom_model_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits) {
  if (!d || d->kind != FPDOM_EXACT || !m || !ir_elem_is_float(e) || smt_is_null(value)) return false;
  return fpx_model_bits(d, m, e, value, bits);
}

bool fpdom_model_pinned_bits(FpDom *d, SmtModel *m, IrElem e, SmtTerm value, uint64_t *bits) {
  if (!d || !m || !ir_elem_is_float(e) || smt_is_null(value)) return false;
  if (d->kind == FPDOM_EXACT) return fpx_model_bits(d, m, e, value, bits);
  return fpa_model_pinned_bits(d, m, e, value, bits);
}
