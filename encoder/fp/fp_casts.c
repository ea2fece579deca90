/*
 * fp_casts.c: precise float<->float casts in the abstract FP domain
 * (ENCODING.md "Precision casts", thesis chapter 5), on when
 * FpDomConfig.precise_casts is set.
 *
 * Chain. The float types of the pair that can take part (FpDomConfig.
 * cast_types, or every type with a nonzero value count) are ordered into a
 * chain of nested formats, narrowest first: [f16 or bf16] < f32 < f64. f16 and
 * bf16 are not nested in each other (f16 has more fraction bits, bf16 more
 * exponent bits), so a chain holds at most one of them: the one with the
 * larger value count, f16 on a tie. Casts that involve a type outside the
 * chain (the other 16-bit type, f16 <-> bf16) stay the monotone uninterpreted
 * functions of fp_abstract.c and are reported approximate by
 * fpdom_convert_is_approx.
 *
 * Layout. Level 0 (the narrowest) is an ordinary abstract type. The MB of
 * level i >= 1 is EB | FB | OB with |FB| = MB width of level i-1, so the
 * level-0 code sits `shift` = sum of the OB widths above it inside every wider
 * code. With T = (Inf code of level i-1) << |OB|:
 *  - MB < T: the value v is below 2^(emax+1) of level i-1 (EB = 0); FB is the
 *    code of v rounded toward zero into level i-1, OB = 0 iff v is exact there;
 *  - MB >= T: beyond level i-1's range (EB != 0; also the unused EB = 0 codes
 *    whose FB is the Inf/NaN code). The reserved codes (fMAX, Inf, NaN) of
 *    level i are there.
 * The boundary is 2^(emax+1) and not the narrow fMAX: values in (fMAX, fMAX +
 * ulp/2) round to fMAX, so they must not truncate to Inf; they have FB = fMAX
 * and OB != 0, and rounding up from fMAX gives FB + 1 = the Inf code.
 *
 * Casts (sign kept, NaN and Inf to NaN and Inf):
 *  - extension: MB_wide = 0...0 ++ MB_narrow ++ 0^shift-difference (exact);
 *  - truncation: MB >= T -> Inf; otherwise FB, plus one when the low bits are
 *    nonzero and the Bool UF fpa.roundup.<from>.<to>(FB ++ low bits) says so.
 *    A direct truncation across two levels (f64 -> f16) has its own UF: it
 *    rounds once, which double rounding through f32 does not always match.
 *    FB + 1 is the next value of the narrow type because the preconditions
 *    keep neighbouring IEEE values on neighbouring codes where it matters
 *    (gap bounds). One exception: f32 over bf16 has its fMAX below bf16's
 *    2^(emax+1) but its reserved fMAX code above T, so rounding up into f32
 *    to the code T means fMAX, and pred(fMAX), when it is a constant, is
 *    pinned to T - 1. The codes from T up to fMAX stand for no f32 value
 *    there (sound, but an f64 value may round down to one of them).
 *
 * Widths. With k_i the value count of level i and k'_i = k_i + 2 k'_(i+1)
 * (every wide value needs its round-down and round-up images below),
 * |OB_i| = ceil(log2(k'_i + 1)) and |EB_i| = max(1, ceil(log2(k'_i +
 * 2^(|FB|+|OB|))) - |FB| - |OB|) (which is 1). Level 0 gets the ordinary
 * width for k'_0, at most bits - 2 magnitude bits so that its code space is
 * no larger than the format's: then the gap bound to fMAX always applies and
 * pred(fMAX) + 1 is fMAX. A layout that does not fit 64 bits is an error.
 *
 * Constants (fpc_close_constants, fpc_level_facts). Every chained constant is
 * converted to the widest type; from the widest down, each constant in range
 * of the level below registers its round-down image there. Each wide constant
 * then gets: FB = code of its round-down image and EB = 0, OB = 0 iff exact
 * (or MB >= T when beyond the range), and for each roundup UF in use its real
 * IEEE round-to-nearest-even direction. Ordering of each level's constants is
 * strict as usual; gap bounds of a wide level are emitted only where some
 * IEEE-consistent code assignment satisfies them together with the layout:
 * between constants whose round-down images are linked by gap bounds below,
 * and only when 2^|OB| does not exceed the number of wide values per narrow
 * ulp (and, for bounds reaching into the beyond region, when that region has
 * no more codes than values). A skipped bound only weakens the abstraction.
 * Truncation is monotone: pairwise facts over the roundup applications and
 * inexact constants (same FB, larger offset, so rounding up stays up).
 *
 * Differences from the thesis, all for soundness or precision: the range
 * boundary (2^(emax+1), not fMAX), the narrow counts k', the level-0 width
 * cap, selective wide gap bounds, one roundup UF per level pair, and the
 * monotonicity facts.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/fp/fp_internal.h"

#define FPC_MAX_LEVELS 4

typedef struct FpcLevel {
  IrElem e;
  FpFmt fmt;
  unsigned mbw;       /* magnitude bits */
  unsigned eb, ob;    /* level 0: both 0 */
  unsigned shift;     /* bit position of the level-0 code: sum of ob of levels 1..i */
  bool fmax_in_range; /* level >= 1 whose fMAX is below 2^(emax+1) of the level below */
  /* Gap-bound segments (fpc_level_facts): constants (sorted magnitudes)
   * linked by emitted gap bounds share an id; zero is in segment 0. */
  uint64_t *smag;
  int *sseg, ns;
  int seg_fmax;
} FpcLevel;

/* Cap on roundup UF applications per UF that get pairwise monotonicity
 * facts (quadratic), as FPA_MONO_MAX for the approximate casts. */
#define FPC_MONO_MAX 48

/* Arguments (FB ++ low bits) the roundup UF of one level pair was applied to. */
typedef struct FpcApps {
  SmtTerm *arg;
  int n, cap;
} FpcApps;

struct FpcLayout {
  int n;
  FpcLevel lv[FPC_MAX_LEVELS];
  int level_of[IR_ELEM_COUNT]; /* -1: not in the chain */
  SmtFunc round_uf[FPC_MAX_LEVELS][FPC_MAX_LEVELS];
  bool round_used[FPC_MAX_LEVELS][FPC_MAX_LEVELS]; /* [from][to] */
  FpcApps apps[FPC_MAX_LEVELS][FPC_MAX_LEVELS];
};

/* ---- host arithmetic ---- */

static unsigned fpc_ceil_log2(uint64_t v) { /* smallest b with 2^b >= v */
  unsigned b = 0;
  while (b < 64 && (UINT64_C(1) << b) < v)
    b++;
  return b;
}

static uint64_t fpc_mask(unsigned bits) { return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1; }

/* Round the finite nonzero magnitude `mag` of format w toward zero into format
 * n: *rd gets the magnitude bits in n, *exact whether nothing was lost. False
 * when the value is at least 2^(emax_n + 1) (beyond n's range). Every value of
 * these formats is a double and the scaling below is by powers of two, so this
 * is exact. */
static bool fpc_round_down(const FpFmt *w, const FpFmt *n, uint64_t mag, uint64_t *rd, bool *exact) {
  double v = fpi_to_double(w, mag);
  int emax = n->bias;
  if (emax + 1 < 1024 && v >= ldexp(1.0, emax + 1)) return false;
  int e2;
  frexp(v, &e2);
  int e = e2 - 1, emin = 1 - n->bias, fb = n->sbits - 1;
  if (e < emin) e = emin;
  double scaled = ldexp(v, fb - e);
  double q = floor(scaled);
  *exact = q == scaled;
  uint64_t qi = (uint64_t)q;
  if (qi < (UINT64_C(1) << fb))
    *rd = qi; /* subnormal (or zero) in n */
  else
    *rd = ((uint64_t)(e + n->bias) << fb) | (qi & n->frac_mask);
  return true;
}

/* Number of finite values of w at or above 2^(emax_n + 1) and below w's
 * fMAX: the real values the beyond region stands for. */
static uint64_t fpc_beyond_values(const FpFmt *w, const FpFmt *n) {
  int64_t be = (int64_t)n->bias + 1 + w->bias; /* biased exponent of 2^(emax_n+1) in w */
  if (be >= ((int64_t)1 << w->ebits) - 1) return 0;
  uint64_t first = (uint64_t)be << (w->sbits - 1);
  return fpi_fmax_mag(w) - first;
}

/* ---- layout ---- */

static bool fpc_env_override(bool *on) {
  const char *s = getenv("TVF_FP_PRECISE_CASTS");
  if (!s || !*s) return false;
  *on = !(strcmp(s, "0") == 0 || strcmp(s, "off") == 0 || strcmp(s, "no") == 0);
  return true;
}

static long fpc_sat_add(long a, long b) { return a > LONG_MAX - b ? LONG_MAX : a + b; }

bool fpc_layout_init(FpDom *d) {
  d->casts = NULL;
  if (d->kind != FPDOM_ABSTRACT) return true;
  bool on = d->cfg.precise_casts;
  fpc_env_override(&on);
  if (!on) return true;
  const FpDomConfig *cfg = &d->cfg;
  bool in[IR_ELEM_COUNT] = {false};
  for (int e = 0; e < IR_ELEM_COUNT; e++) {
    if (!ir_elem_is_float((IrElem)e)) continue;
    in[e] = cfg->cast_types ? (cfg->cast_types >> e) & 1u : cfg->value_count[e] > 0;
  }
  /* f16 and bf16 are incomparable: keep the one with more values (f16 on a
   * tie) in the chain; the other keeps the approximate casts. */
  IrElem narrow = IR_ELEM_NONE;
  if (in[IR_F16] && in[IR_BF16])
    narrow = cfg->value_count[IR_BF16] > cfg->value_count[IR_F16] ? IR_BF16 : IR_F16;
  else if (in[IR_F16])
    narrow = IR_F16;
  else if (in[IR_BF16])
    narrow = IR_BF16;
  IrElem chain[FPC_MAX_LEVELS];
  int n = 0;
  if (narrow != IR_ELEM_NONE) chain[n++] = narrow;
  if (in[IR_F32]) chain[n++] = IR_F32;
  if (in[IR_F64]) chain[n++] = IR_F64;
  if (n < 2) return true; /* nothing to relate */

  FpcLayout *L = arena_calloc(d->a, 1, sizeof *L);
  if (!L) {
    smt_ctx_set_error(d->c, "fpdom: out of memory");
    return false;
  }
  L->n = n;
  for (int e = 0; e < IR_ELEM_COUNT; e++)
    L->level_of[e] = -1;
  long count[FPC_MAX_LEVELS];
  for (int i = n - 1; i >= 0; i--) {
    long own = cfg->value_count[chain[i]] > 0 ? cfg->value_count[chain[i]] : 0;
    count[i] = i == n - 1 ? own : fpc_sat_add(own, fpc_sat_add(count[i + 1], count[i + 1]));
  }
  for (int i = 0; i < n; i++) {
    FpcLevel *lv = &L->lv[i];
    lv->e = chain[i];
    fpi_fmt(chain[i], &lv->fmt);
    L->level_of[chain[i]] = i;
    if (i == 0) {
      unsigned need = fpdom_abstract_width(count[0]) - 1;
      unsigned cap = (unsigned)lv->fmt.bits - 2; /* code space no larger than the format's */
      unsigned mbw = cfg->width[lv->e] ? cfg->width[lv->e] - 1 : cfg->fixed_width ? 32 : need;
      if (!cfg->width[lv->e] && need > cap) {
        smt_ctx_set_error(d->c, "fpdom: precise casts: %ld %s values need %u magnitude bits, more than %u",
                          count[0], ir_elem_name(lv->e), need, cap);
        return false;
      }
      if (mbw > cap) mbw = cap;
      if (mbw < 3) mbw = 3;
      lv->mbw = mbw;
      continue;
    }
    const FpcLevel *below = &L->lv[i - 1];
    unsigned fb = below->mbw;
    unsigned ob = fpc_ceil_log2((uint64_t)count[i] + 1);
    if (ob < 1) ob = 1;
    unsigned eb = 1;
    if (fb + ob < 62) { /* |EB| = max(1, ceil(log2(k + 2^(FB+OB))) - (FB+OB)) */
      unsigned b = fpc_ceil_log2((uint64_t)count[i] + (UINT64_C(1) << (fb + ob)));
      if (b > fb + ob + 1) eb = b - fb - ob;
    }
    lv->eb = eb;
    lv->ob = ob;
    lv->mbw = eb + fb + ob;
    lv->shift = below->shift + ob;
    lv->fmax_in_range = below->fmt.bias >= lv->fmt.bias;
    if (lv->mbw + 1 > 64) {
      smt_ctx_set_error(
          d->c, "fpdom: precise casts: the %s layout needs %u bits (EB %u, FB %u, OB %u), more than 64",
          ir_elem_name(lv->e), lv->mbw + 1, eb, fb, ob);
      return false;
    }
  }
  /* A level that a wider one truncates into must keep pred(fMAX) next to
   * fMAX: its beyond region may not have more codes than values (f32 over
   * f16: about 2^29.8 values), unless its fMAX is in range (f32 over bf16,
   * handled in the truncation). */
  for (int i = 1; i < n - 1; i++) {
    const FpcLevel *lv = &L->lv[i], *below = &L->lv[i - 1];
    uint64_t fmax_code = fpc_mask(lv->mbw) - 2;
    uint64_t t = (fpc_mask(below->mbw) - 1) << lv->ob;
    if (!lv->fmax_in_range && fmax_code - t > fpc_beyond_values(&lv->fmt, &below->fmt)) {
      smt_ctx_set_error(d->c,
                        "fpdom: precise casts: the %s layout (%u bits) has more codes beyond %s than values",
                        ir_elem_name(lv->e), lv->mbw + 1, ir_elem_name(below->e));
      return false;
    }
  }
  d->casts = L;
  return true;
}

unsigned fpc_width(const FpDom *d, IrElem e) {
  if (!d->casts || (unsigned)e >= IR_ELEM_COUNT || d->casts->level_of[e] < 0) return 0;
  return d->casts->lv[d->casts->level_of[e]].mbw + 1;
}

bool fpc_is_precise(const FpDom *d, IrElem from, IrElem to) {
  if (!d->casts || from == to || (unsigned)from >= IR_ELEM_COUNT || (unsigned)to >= IR_ELEM_COUNT)
    return false;
  return d->casts->level_of[from] >= 0 && d->casts->level_of[to] >= 0;
}

bool fpc_is_wide_level(const FpDom *d, IrElem e) {
  return d->casts && (unsigned)e < IR_ELEM_COUNT && d->casts->level_of[e] >= 1;
}

/* ---- conversions ---- */

/* T of level i >= 1 as an mbw_i-bit numeral: codes at or above it are beyond
 * level i-1's range. */
static uint64_t fpc_threshold(const FpcLayout *L, int i) {
  return (fpc_mask(L->lv[i - 1].mbw) - 1) << L->lv[i].ob;
}

static SmtFunc fpc_round_uf(FpDom *d, int from, int to) {
  FpcLayout *L = d->casts;
  if (!L->round_used[from][to]) {
    char name[64];
    snprintf(name, sizeof name, "fpa.roundup.%s.%s", ir_elem_name(L->lv[from].e), ir_elem_name(L->lv[to].e));
    unsigned s = L->lv[from].shift - L->lv[to].shift;
    SmtSort dom = smt_sort_bv(d->c, s + L->lv[to].mbw);
    L->round_uf[from][to] = smt_func(d->c, name, &dom, 1, smt_sort_bool(d->c));
    L->round_used[from][to] = true;
  }
  return L->round_uf[from][to];
}

SmtTerm fpc_convert(FpDom *d, IrElem from, IrElem to, SmtTerm x) {
  FpcLayout *L = d->casts;
  SmtCtx *c = d->c;
  int lf = L->level_of[from], lt = L->level_of[to];
  FpaPrec *pf = fpa_prec_of(d, from), *pt = fpa_prec_of(d, to);
  SmtTerm sign = smt_bv_extract(c, pf->mbw, pf->mbw, x), m = smt_bv_extract(c, pf->mbw - 1, 0, x);
  SmtTerm is_nan = smt_eq(c, m, pf->k_nan), is_inf = smt_eq(c, m, pf->k_inf);
  if (lf < lt) { /* extension: exact */
    unsigned s = L->lv[lt].shift - L->lv[lf].shift;
    SmtTerm r = smt_bv_concat(c, m, smt_bv_u64(c, s, 0));
    r = smt_bv_zext(c, pt->mbw - pf->mbw - s, r);
    r = smt_ite(c, is_inf, pt->k_inf, r);
    r = smt_ite(c, is_nan, pt->k_nan, r);
    return smt_bv_concat(c, sign, r);
  }
  /* truncation */
  unsigned s = L->lv[lf].shift - L->lv[lt].shift;
  SmtTerm fb = smt_bv_extract(c, s + pt->mbw - 1, s, m);
  SmtTerm inexact = smt_not(c, smt_eq(c, smt_bv_extract(c, s - 1, 0, m), smt_bv_u64(c, s, 0)));
  SmtTerm low = smt_bv_extract(c, s + pt->mbw - 1, 0, m);
  SmtTerm up = smt_apply(c, fpc_round_uf(d, lf, lt), &low, 1);
  FpcApps *ap = &L->apps[lf][lt];
  if (ap->n < FPC_MONO_MAX && fpd_reserve(d, (void **)&ap->arg, &ap->cap, sizeof *ap->arg, ap->n + 1))
    ap->arg[ap->n++] = low;
  SmtTerm next = smt_bv_add(c, fb, smt_bv_u64(c, pt->mbw, 1));
  if (lt >= 1 && L->lv[lt].fmax_in_range) /* the code after the last in-range one is fMAX */
    next = smt_ite(c, smt_eq(c, next, smt_bv_u64(c, pt->mbw, fpc_threshold(L, lt))), pt->k_fmax, next);
  SmtTerm r = smt_ite(c, smt_and(c, inexact, up), next, fb);
  uint64_t t = (fpc_mask(pt->mbw) - 1) << s; /* Inf code of `to`, shifted into `from` */
  r = smt_ite(c, smt_bv_uge(c, m, smt_bv_u64(c, pf->mbw, t)), pt->k_inf, r);
  r = smt_ite(c, is_nan, pt->k_nan, r);
  return smt_bv_concat(c, sign, r);
}

/* ---- constants across the chain ---- */

static void fpc_register_mag(FpDom *d, IrElem e, uint64_t mag) {
  FpFmt f;
  fpi_fmt(e, &f);
  if (mag == 0 || mag >= fpi_fmax_mag(&f)) return; /* reserved codes */
  fpa_register(d, e, mag);
}

void fpc_close_constants(FpDom *d) {
  FpcLayout *L = d->casts;
  if (!L) return;
  int top = L->n - 1;
  /* every constant as a constant of the widest type */
  for (int i = 0; i < top; i++) {
    FpaPrec *p = &d->prec[L->lv[i].e];
    if (!p->init) continue;
    for (int k = 0; k < p->nconsts; k++)
      fpc_register_mag(
          d, L->lv[top].e,
          fpi_mag(&L->lv[top].fmt, fpi_convert(&L->lv[i].fmt, &L->lv[top].fmt, p->consts[k].mag)));
  }
  /* from the widest down: round-down images one level below */
  for (int i = top; i >= 1; i--) {
    FpaPrec *p = &d->prec[L->lv[i].e];
    if (!p->init) continue;
    for (int k = 0; k < p->nconsts; k++) {
      uint64_t rd;
      bool exact;
      if (fpc_round_down(&L->lv[i].fmt, &L->lv[i - 1].fmt, p->consts[k].mag, &rd, &exact))
        fpc_register_mag(d, L->lv[i - 1].e, rd);
    }
  }
}

/* ---- facts ---- */

typedef struct FpcOrd {
  uint64_t mag;
  int idx;
} FpcOrd;

static int fpc_cmp_ord(const void *x, const void *y) {
  uint64_t a = ((const FpcOrd *)x)->mag, b = ((const FpcOrd *)y)->mag;
  return a < b ? -1 : a > b;
}

/* Sorted (magnitude, index) of a precision's constants; NULL on failure. */
static FpcOrd *fpc_sorted(FpDom *d, const FpaPrec *p) {
  FpcOrd *o = arena_alloc(d->a, sizeof *o * (size_t)(p->nconsts ? p->nconsts : 1));
  if (!o) {
    smt_ctx_set_error(d->c, "fpdom: out of memory");
    return NULL;
  }
  for (int i = 0; i < p->nconsts; i++) {
    o[i].mag = p->consts[i].mag;
    o[i].idx = i;
  }
  qsort(o, (size_t)p->nconsts, sizeof *o, fpc_cmp_ord);
  return o;
}

/* Segment of a magnitude of level i (0, fMAX or a registered constant); -1
 * when unknown (never linked to anything). */
static int fpc_seg(const FpcLevel *lv, uint64_t mag) {
  if (mag == 0) return 0;
  if (mag == fpi_fmax_mag(&lv->fmt)) return lv->seg_fmax;
  int lo = 0, hi = lv->ns - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (lv->smag[mid] == mag) return lv->sseg[mid];
    if (lv->smag[mid] < mag)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

static bool fpc_same_seg(int a, int b) { return a >= 0 && a == b; }

static bool fpc_alloc_segs(FpDom *d, FpcLevel *lv, int n) {
  lv->smag = arena_alloc(d->a, sizeof *lv->smag * (size_t)(n ? n : 1));
  lv->sseg = arena_alloc(d->a, sizeof *lv->sseg * (size_t)(n ? n : 1));
  lv->ns = n;
  if (!lv->smag || !lv->sseg) {
    smt_ctx_set_error(d->c, "fpdom: out of memory");
    return false;
  }
  return true;
}

/* Segments of level 0, following fpa_order_facts: every neighbour bound is
 * emitted (or vacuous), the bound to fMAX when the code space is no larger
 * than the format's (always, by the level-0 width cap) or vacuous. */
static bool fpc_level0_segs(FpDom *d, FpcLevel *lv) {
  FpaPrec *p = fpa_prec_of(d, lv->e);
  FpcOrd *o = fpc_sorted(d, p);
  if (!o || !fpc_alloc_segs(d, lv, p->nconsts)) return false;
  for (int i = 0; i < p->nconsts; i++) {
    lv->smag[i] = o[i].mag;
    lv->sseg[i] = 0;
  }
  uint64_t ncodes = UINT64_C(1) << p->mbw, fmax_code = ncodes - 3;
  uint64_t fmax_mag = fpi_fmax_mag(&p->fmt), last = p->nconsts ? o[p->nconsts - 1].mag : 0;
  lv->seg_fmax = fmax_mag >= fmax_code || fmax_mag - last >= ncodes ? 0 : 1;
  return true;
}

/* What the facts of one wide constant need to know about it. */
typedef struct FpcConstInfo {
  uint64_t mag;
  SmtTerm mb;
  bool in_range; /* below 2^(emax+1) of the level below */
  uint64_t rd;   /* round-down magnitude there */
  bool exact;
  int rd_seg; /* segment of rd in the level below */
} FpcConstInfo;

/* Ordering, gap, layout and rounding facts of level i >= 1. */
static bool fpc_wide_facts(FpDom *d, int i, FpFacts *fs) {
  FpcLayout *L = d->casts;
  SmtCtx *c = d->c;
  FpcLevel *lv = &L->lv[i];
  const FpcLevel *below = &L->lv[i - 1];
  FpaPrec *p = fpa_prec_of(d, lv->e);
  int k = p->nconsts;
  unsigned mbw = p->mbw, ob = lv->ob;
  uint64_t ncodes = UINT64_C(1) << mbw, fmax_code = ncodes - 3, t = fpc_threshold(L, i);
  if ((uint64_t)k + 1 > fmax_code) {
    smt_ctx_set_error(c, "fpdom: abstract %s width %u cannot order %d constants (need %d codes below fMAX)",
                      ir_elem_name(lv->e), p->width, k, k + 1);
    return false;
  }
  FpcOrd *o = fpc_sorted(d, p);
  FpcConstInfo *ci = arena_alloc(d->a, sizeof *ci * (size_t)(k ? k : 1));
  if (!o || !ci || !fpc_alloc_segs(d, lv, k)) {
    if (!smt_ctx_error(c)) smt_ctx_set_error(c, "fpdom: out of memory");
    return false;
  }
  /* classify, check that the layout can hold them */
  uint64_t group_max = fpc_mask(ob), nbeyond = 0;
  uint64_t group = 0, group_rd = 0;
  for (int j = 0; j < k; j++) {
    FpcConstInfo *x = &ci[j];
    x->mag = o[j].mag;
    x->mb = p->consts[o[j].idx].mb;
    x->in_range = fpc_round_down(&lv->fmt, &below->fmt, x->mag, &x->rd, &x->exact);
    x->rd_seg = x->in_range ? fpc_seg(below, x->rd) : -1;
    if (!x->in_range) {
      nbeyond++;
      continue;
    }
    if (x->exact) continue;
    group = group && group_rd == x->rd ? group + 1 : 1;
    group_rd = x->rd;
    if (group > group_max) {
      smt_ctx_set_error(c,
                        "fpdom: precise casts: %llu %s constants round down to one %s value, OB holds %llu",
                        (unsigned long long)group, ir_elem_name(lv->e), ir_elem_name(below->e),
                        (unsigned long long)group_max);
      return false;
    }
  }
  if (nbeyond > fmax_code - t) {
    smt_ctx_set_error(c, "fpdom: precise casts: %llu %s constants beyond the %s range do not fit the layout",
                      (unsigned long long)nbeyond, ir_elem_name(lv->e), ir_elem_name(below->e));
    return false;
  }
  /* layout facts: EB = 0, FB = code of the round-down image, OB = 0 iff exact;
   * or beyond the range */
  SmtTerm zero_ob = smt_bv_u64(c, ob, 0), k_t = smt_bv_u64(c, mbw, t);
  for (int j = 0; j < k; j++) {
    FpcConstInfo *x = &ci[j];
    if (!x->in_range) {
      fpa_facts_add(fs, smt_bv_uge(c, x->mb, k_t));
      continue;
    }
    SmtTerm rd_code;
    if (!fpa_code_of(d, below->e, x->rd, &rd_code)) {
      smt_ctx_set_error(c, "fpdom: precise casts: %s image 0x%llx of a %s constant is not registered",
                        ir_elem_name(below->e), (unsigned long long)x->rd, ir_elem_name(lv->e));
      return false;
    }
    fpa_facts_add(fs, smt_eq(c, smt_bv_extract(c, mbw - 1, ob, x->mb), smt_bv_zext(c, lv->eb, rd_code)));
    SmtTerm ob_zero = smt_eq(c, smt_bv_extract(c, ob - 1, 0, x->mb), zero_ob);
    fpa_facts_add(fs, x->exact ? ob_zero : smt_not(c, ob_zero));
  }
  /* f32 over bf16: the f32 fMAX has its reserved code above T, and rounding
   * up into f32 onto the code T means fMAX (fpc_convert); the value before
   * fMAX therefore sits on T - 1, where the gap-bound placement puts it */
  uint64_t lmin = (UINT64_C(1) << (lv->fmt.sbits - below->fmt.sbits)) - (lv->fmax_in_range ? 1 : 0);
  bool ob_fits = (UINT64_C(1) << ob) <= lmin;
  if (lv->fmax_in_range && ob_fits) {
    SmtTerm pred;
    if (fpa_code_of(d, lv->e, fpi_fmax_mag(&lv->fmt) - 1, &pred))
      fpa_facts_add(fs, smt_eq(c, pred, smt_bv_u64(c, mbw, t - 1)));
  }
  /* rounding directions of the constants for every roundup UF from here,
   * and monotonicity: within one narrow interval (same FB), rounding
   * to nearest goes up from some offset on */
  for (int to = 0; to < i; to++) {
    if (!L->round_used[i][to]) continue;
    const FpcLevel *tl = &L->lv[to];
    unsigned s = lv->shift - tl->shift;
    SmtFunc uf = L->round_uf[i][to];
    /* a fresh list: the UF's applications, then the constants */
    FpcApps args = {NULL, 0, 0};
    const FpcApps *used = &L->apps[i][to];
    if (!fpd_reserve(d, (void **)&args.arg, &args.cap, sizeof *args.arg, used->n + k + 1)) return false;
    for (int a = 0; a < used->n; a++)
      args.arg[args.n++] = used->arg[a];
    for (int j = 0; j < k; j++) {
      uint64_t rd;
      bool exact;
      if (!fpc_round_down(&lv->fmt, &tl->fmt, ci[j].mag, &rd, &exact) || exact) continue;
      bool up = fpi_mag(&tl->fmt, fpi_convert(&lv->fmt, &tl->fmt, ci[j].mag)) != rd;
      SmtTerm arg = smt_bv_extract(c, s + tl->mbw - 1, 0, ci[j].mb);
      SmtTerm r = smt_apply(c, uf, &arg, 1);
      fpa_facts_add(fs, up ? r : smt_not(c, r));
      if (args.n < 2 * FPC_MONO_MAX) args.arg[args.n++] = arg;
    }
    for (int a = 0; a < args.n; a++)
      for (int b = 0; b < args.n; b++) {
        if (a == b) continue;
        SmtTerm fa = smt_bv_extract(c, s + tl->mbw - 1, s, args.arg[a]);
        SmtTerm fb = smt_bv_extract(c, s + tl->mbw - 1, s, args.arg[b]);
        SmtTerm pre = smt_and_n(c,
                                (SmtTerm[]){smt_eq(c, fa, fb), smt_bv_ule(c, args.arg[a], args.arg[b]),
                                            smt_apply(c, uf, &args.arg[a], 1)},
                                3);
        fpa_facts_add(fs, smt_implies(c, pre, smt_apply(c, uf, &args.arg[b], 1)));
      }
  }
  /* strict order; gap bounds where a layout-consistent assignment exists */
  bool beyond_fits = !lv->fmax_in_range && fmax_code - t <= fpc_beyond_values(&lv->fmt, &below->fmt);
  int seg_top_below = below->seg_fmax;
  FpcConstInfo zero = {0, p->k_zero, true, 0, true, 0};
  const FpcConstInfo *prev = &zero;
  int cur = 0, next_id = 1;
  for (int j = 0; j <= k; j++) {
    bool to_fmax = j == k;
    uint64_t mag = to_fmax ? fpi_fmax_mag(&lv->fmt) : ci[j].mag;
    SmtTerm mb = to_fmax ? p->k_fmax : ci[j].mb;
    fpa_facts_add(fs, smt_bv_ult(c, prev->mb, mb));
    bool emit;
    if (to_fmax)
      emit = beyond_fits && (prev->in_range ? ob_fits && fpc_same_seg(prev->rd_seg, seg_top_below) : true);
    else if (prev->in_range && ci[j].in_range)
      emit = ob_fits && fpc_same_seg(prev->rd_seg, ci[j].rd_seg);
    else if (prev->in_range)
      emit = ob_fits && beyond_fits && fpc_same_seg(prev->rd_seg, seg_top_below);
    else
      emit = true;                  /* both beyond: codes there are free, one apart always fits */
    uint64_t gap = mag - prev->mag; /* values strictly between + 1 */
    bool vacuous = gap >= ncodes;
    if (emit && !vacuous)
      fpa_facts_add(fs, smt_bv_ule(c, smt_bv_sub(c, mb, prev->mb), smt_bv_u64(c, mbw, gap)));
    if (!(emit || vacuous)) cur = next_id++;
    if (to_fmax) {
      lv->seg_fmax = cur;
    } else {
      lv->smag[j] = ci[j].mag;
      lv->sseg[j] = cur;
      prev = &ci[j];
    }
  }
  return true;
}

bool fpc_level_facts(FpDom *d, FpFacts *fs) {
  FpcLayout *L = d->casts;
  if (!L) return true;
  if (!fpc_level0_segs(d, &L->lv[0])) return false;
  for (int i = 1; i < L->n; i++)
    if (!fpc_wide_facts(d, i, fs)) return false;
  return !smt_ctx_error(d->c);
}
