/*
 * fp_reassoc.c: FP accumulations encoded coarser than the ordered IEEE fold.
 *
 * Two encodings live here, both over one FpDom's value sort:
 *
 * 1. Reassociation (TV_POLICY_REASSOC; ENCODING.md "Tensors, loops,
 *    reductions", mlir-tv section 5.3). A sum or product is a function of the
 *    multiset of its operands, whatever the bracketing and order. For a
 *    multiset A of three or more operands the value is R(F(A)) where
 *    F(A) = sum over x in A of h(x) in a bit-vector of hash_width bits, h and
 *    R uninterpreted (one h per precision, one R per precision and op): equal
 *    multisets give equal hashes, hence equal values, with no multiset
 *    theory. Soundness needs some h under which F is injective on the
 *    multisets of one execution; with K multisets of at most L elements a
 *    random h collides with probability below K^2 * L / 2^w, so
 *    w = 3 * log2(N) + 2 bits, N bounding both K and L (the caller's count of
 *    observable FP values), always admits one. A hash collision can therefore
 *    only make a counterexample spurious, never hide one, and every result
 *    that goes through R is reported as approximate.
 *    Operand multisets are normalised before hashing, each rule exact for
 *    every evaluation order:
 *     - nested results of the same op are flattened (F(sum A) = sum of F(x));
 *     - identity constants are dropped: -0.0 for a sum (x + -0.0 = x for
 *       every x), +1.0 for a product;
 *     - +0.0 constants of a sum (the TOSA and linalg initial value) are
 *       collapsed into one flag: adding +0.0 changes a sum only when
 *       everything else is -0.0 (a partial sum is -0.0 iff all its operands
 *       are), so sum(A + {+0.0}) = (all of A is -0.0) ? +0.0 : sum(A);
 *     - up to two operands are not hashed: {} is the identity, {x} is x,
 *       {x, y} is the domain's own x + y (IEEE add and mul are commutative).
 *    R's value is overridden where IEEE fixes it for every order:
 *     sums: a NaN operand, or both infinities, give NaN; all operands zero
 *       give -0.0 iff all are -0.0, else +0.0; a single nonzero operand (the
 *       rest zeros) is the result; operands of one sign give a result of
 *       that sign; exact domain only: operands that are all +-0 or +-1 give
 *       their integer sum (nothing rounds, so the order cannot matter).
 *     products: a NaN operand, or a zero together with an infinity, give NaN;
 *       otherwise the sign is the xor of the signs; when all operands but at
 *       most one are +-1.0 the magnitude is that operand's (or 1.0).
 *    These facts let counterexamples built from special values and small
 *    integers be confirmed although R stays uninterpreted:
 *    fp_reassoc_determined() is the condition that every hashed value so far
 *    is fixed by them, which tv.c asserts when it hunts for such
 *    counterexamples (and then fp_reassoc_set_facts_only() drops the hash
 *    from that search query; the confirmation re-check keeps it).
 *
 * 2. Level 0 of the refinement ladder (ENCODING.md "Reductions", mlir-tv
 *    section 6.3): the ordered fold of a strict reduction with each step an
 *    uninterpreted function, acc' = S(acc, x) for sums, P(acc, x) for
 *    products and D(acc, a, b) for dot products (acc + a*b, a and b in
 *    canonical order since IEEE multiplication commutes). The fold is an
 *    order-sensitive function of the operand list, with no special-case
 *    wrappers, so pairs computing the same reductions in the same order are
 *    proved with congruence alone; a counterexample there is refined by the
 *    caller (tv.c).
 *
 * Everything is allocated in the caller's arena; errors are the SmtCtx's
 * sticky error (functions then return the null term).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/fp/fp_ieee.h"
#include "encoder/fp/fpdom.h"

/* One registered result: the normalised multiset it stands for. */
typedef struct FpMultiset {
  void *key; /* SmtTerm.p of the result; NULL = empty slot */
  IrElem e;
  FpAccOp op;
  bool pos_zero; /* sums: a +0.0 was collapsed (see the purpose comment) */
  int n;
  SmtTerm *xs; /* normalised operands, canonical order */
} FpMultiset;

struct FpReassoc {
  FpDom *d;
  SmtCtx *c;
  Arena *a;
  unsigned hash_width;
  FpMultiset *tab; /* open addressing on key */
  int cap, used;
  SmtTerm determined; /* Bool: every hashed value so far is fixed by its facts */
  bool facts_only;    /* the caller asserts `determined`: no hash, no R */
  SmtFunc hash[IR_ELEM_COUNT];
  SmtFunc value[IR_ELEM_COUNT][2];
  bool have_hash[IR_ELEM_COUNT], have_value[IR_ELEM_COUNT][2];
};

static unsigned ceil_log2(unsigned long long n) {
  unsigned k = 0;
  while (k < 63 && (1ULL << k) < n)
    k++;
  return k;
}

FpReassoc *fp_reassoc_create(FpDom *d, Arena *a, long nvalues) {
  FpReassoc *r = arena_alloc(a, sizeof *r);
  if (!r) return NULL;
  r->d = d;
  r->c = fpdom_ctx(d);
  r->a = a;
  unsigned long long n = nvalues > 2 ? (unsigned long long)nvalues : 2;
  r->hash_width = 3 * ceil_log2(n + 1) + 2;
  if (r->hash_width < 16) r->hash_width = 16;
  r->cap = 64;
  r->tab = arena_calloc(a, (size_t)r->cap, sizeof *r->tab);
  r->determined = smt_true(r->c);
  return r->tab ? r : NULL;
}

unsigned fp_reassoc_hash_width(const FpReassoc *r) { return r ? r->hash_width : 0; }

static void note_determined(FpReassoc *r, SmtTerm cond) {
  r->determined = smt_and(r->c, r->determined, cond);
}

SmtTerm fp_reassoc_determined(FpReassoc *r) { return r ? r->determined : (SmtTerm){0}; }

/* ---- registry: result term -> multiset ---- */

static unsigned slot_of(const void *key, int cap) {
  uintptr_t k = (uintptr_t)key;
  k ^= k >> 17;
  k *= (uintptr_t)0x9E3779B97F4A7C15ull;
  return (unsigned)(k >> 7) & (unsigned)(cap - 1);
}

static FpMultiset *lookup(FpReassoc *r, SmtTerm t) {
  if (smt_is_null(t)) return NULL;
  for (unsigned i = slot_of(t.p, r->cap);; i = (i + 1) & (unsigned)(r->cap - 1)) {
    if (!r->tab[i].key) return NULL;
    if (r->tab[i].key == t.p) return &r->tab[i];
  }
}

static bool grow(FpReassoc *r) {
  int ncap = r->cap * 2;
  FpMultiset *nt = arena_calloc(r->a, (size_t)ncap, sizeof *nt);
  if (!nt) {
    smt_ctx_set_error(r->c, "reassoc: out of memory");
    return false;
  }
  for (int i = 0; i < r->cap; i++) {
    if (!r->tab[i].key) continue;
    unsigned j = slot_of(r->tab[i].key, ncap);
    while (nt[j].key)
      j = (j + 1) & (unsigned)(ncap - 1);
    nt[j] = r->tab[i];
  }
  r->tab = nt;
  r->cap = ncap;
  return true;
}

static void reg(FpReassoc *r, SmtTerm t, IrElem e, FpAccOp op, bool pos_zero, const SmtTerm *xs, int n) {
  if (smt_is_null(t) || lookup(r, t)) return;
  if ((r->used + 1) * 2 > r->cap && !grow(r)) return;
  unsigned i = slot_of(t.p, r->cap);
  while (r->tab[i].key)
    i = (i + 1) & (unsigned)(r->cap - 1);
  FpMultiset *m = &r->tab[i];
  m->xs = arena_calloc(r->a, (size_t)(n > 0 ? n : 1), sizeof(SmtTerm));
  if (!m->xs) return;
  memcpy(m->xs, xs, (size_t)n * sizeof(SmtTerm));
  m->key = t.p;
  m->e = e;
  m->op = op;
  m->pos_zero = pos_zero;
  m->n = n;
  r->used++;
}

int fp_reassoc_multiset_size(FpReassoc *r, IrElem e, FpAccOp op, SmtTerm t) {
  FpMultiset *m = r ? lookup(r, t) : NULL;
  return m && m->e == e && m->op == op ? m->n : -1;
}

/* ---- small term helpers ---- */

typedef struct Lits {
  FpFmt fmt;
  SmtTerm pos_zero, neg_zero, one, nan;
} Lits;

static Lits lits(FpReassoc *r, IrElem e) {
  Lits l;
  fpi_fmt(e, &l.fmt);
  l.pos_zero = fpdom_const(r->d, e, 0);
  l.neg_zero = fpdom_const(r->d, e, l.fmt.sign_mask);
  l.one = fpdom_const(r->d, e, fpi_one(&l.fmt));
  l.nan = fpdom_const(r->d, e, fpi_qnan(&l.fmt));
  return l;
}

/* Canonical order of operands (smt_term_cmp_canonical), so that equal
 * multisets become identical terms. Merge sort: operand lists of large
 * reductions arrive in arbitrary order (qsort_r is not C11). */
static void sort_terms(FpReassoc *r, SmtTerm *xs, int n) {
  if (n < 2) return;
  SmtTerm *tmp = arena_calloc(r->a, (size_t)n, sizeof(SmtTerm));
  if (!tmp) {
    smt_ctx_set_error(r->c, "reassoc: out of memory");
    return;
  }
  for (int width = 1; width < n; width *= 2) {
    for (int lo = 0; lo < n; lo += 2 * width) {
      int mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        tmp[k++] = smt_term_cmp_canonical(r->c, xs[j], xs[i]) < 0 ? xs[j++] : xs[i++];
      while (i < mid)
        tmp[k++] = xs[i++];
      while (j < hi)
        tmp[k++] = xs[j++];
    }
    memcpy(xs, tmp, (size_t)n * sizeof(SmtTerm));
  }
}

static SmtFunc hash_func(FpReassoc *r, IrElem e) {
  if (!r->have_hash[e]) {
    char name[64];
    snprintf(name, sizeof name, "reassoc.h.%s", ir_elem_name(e));
    SmtSort dom = fpdom_sort(r->d, e);
    r->hash[e] = smt_func(r->c, name, &dom, 1, smt_sort_bv(r->c, r->hash_width));
    r->have_hash[e] = true;
  }
  return r->hash[e];
}

static SmtFunc value_func(FpReassoc *r, IrElem e, FpAccOp op) {
  if (!r->have_value[e][op]) {
    char name[64];
    snprintf(name, sizeof name, "reassoc.%s.%s", op == FPACC_SUM ? "sum" : "prod", ir_elem_name(e));
    SmtSort dom = smt_sort_bv(r->c, r->hash_width);
    r->value[e][op] = smt_func(r->c, name, &dom, 1, fpdom_sort(r->d, e));
    r->have_value[e][op] = true;
  }
  return r->value[e][op];
}

/* x is -0.0 (Bool). */
static SmtTerm is_neg_zero(FpDom *d, IrElem e, SmtTerm x) {
  SmtCtx *c = fpdom_ctx(d);
  return smt_and(c, fpdom_is_zero(d, e, x), fpdom_sign_bit(d, e, x));
}

void fp_reassoc_set_facts_only(FpReassoc *r, bool on) {
  if (r) r->facts_only = on;
}

/* R(F(A)) for a normalised multiset of n >= 3 operands. */
static SmtTerm hashed_value(FpReassoc *r, IrElem e, FpAccOp op, const SmtTerm *xs, int n) {
  if (r->facts_only) return fpdom_const(r->d, e, 0); /* never observed: the facts decide */
  SmtFunc h = hash_func(r, e);
  SmtTerm f = smt_apply(r->c, h, &xs[0], 1);
  for (int i = 1; i < n; i++)
    f = smt_bv_add(r->c, f, smt_apply(r->c, h, &xs[i], 1));
  return smt_apply(r->c, value_func(r, e, op), &f, 1);
}

/* Exact domain: operands that are all +-0 or +-1 add exactly in every
 * order, to their integer sum (a cheap special case of "nothing rounds",
 * which confirms counterexamples such as a duplicated or dropped operand).
 * Sets *applies; null when the rule is not used. */
static SmtTerm unit_sum(FpReassoc *r, IrElem e, const SmtTerm *xs, int n, SmtTerm *applies) {
  FpDom *d = r->d;
  SmtCtx *c = r->c;
  if (fpdom_kind(d) != FPDOM_EXACT || n > 1000) return (SmtTerm){0};
  Lits l = lits(r, e);
  SmtTerm mone = fpdom_un(d, e, FPU_NEG, l.one);
  unsigned w = ceil_log2((unsigned long long)n + 1) + 2;
  if (w < 8) w = 8;
  SmtTerm all = smt_true(c), sum = smt_bv_u64(c, w, 0);
  for (int i = 0; i < n; i++) {
    SmtTerm p1 = fpdom_cmp(d, e, FPC_OEQ, xs[i], l.one), m1 = fpdom_cmp(d, e, FPC_OEQ, xs[i], mone);
    all = smt_and(c, all, smt_or(c, fpdom_is_zero(d, e, xs[i]), smt_or(c, p1, m1)));
    sum = smt_bv_add(
        c, sum,
        smt_ite(c, p1, smt_bv_u64(c, w, 1), smt_ite(c, m1, smt_bv_i64(c, w, -1), smt_bv_u64(c, w, 0))));
  }
  *applies = all;
  return fpdom_from_int(d, IR_I64, true, e, smt_bv_resize(c, sum, 64, true));
}

/* Exact domain: numeral operands that are all integers, whose magnitudes
 * add up to at most 2^p (p the precision), sum exactly in every order: each
 * partial sum is an integer of at most that magnitude, so nothing rounds.
 * The result is the numeral of the exact sum; a zero sum is -0.0 iff every
 * operand is -0.0 (a cancellation to zero gives +0.0 under
 * round-to-nearest, whatever comes after). Products likewise, when the
 * magnitude of the whole product is at most 2^p (with integer operands of
 * magnitude >= 1 every partial product is at most that) or an operand is
 * zero (a zero with the xor of the signs, all operands finite). Concrete
 * replays of order-free sums (lazy.c's fixed-input runs) are decided by
 * this rule. Returns the null term when it does not apply. */
static SmtTerm exact_int_fold(FpReassoc *r, IrElem e, FpAccOp op, const SmtTerm *xs, int n) {
  FpDom *d = r->d;
  if (fpdom_kind(d) != FPDOM_EXACT || n > 4096) return (SmtTerm){0};
  FpFmt f;
  fpi_fmt(e, &f);
  double lim = ldexp(1.0, f.sbits); /* 2^p: sbits counts the hidden bit */
  double sum = 0, abs_sum = 0, prod = 1;
  bool all_neg_zero = true, any_zero = false, neg = false;
  for (int i = 0; i < n; i++) {
    uint64_t b;
    if (!fpdom_const_bits(d, e, xs[i], &b)) return (SmtTerm){0};
    double v = fpi_to_double(&f, b);
    if (!isfinite(v) || v != nearbyint(v) || fabs(v) > lim) return (SmtTerm){0};
    bool sign = (b & f.sign_mask) != 0;
    all_neg_zero = all_neg_zero && v == 0 && sign;
    any_zero = any_zero || v == 0;
    neg = neg != sign;
    sum += v;
    abs_sum += fabs(v);
    prod *= v;
  }
  if (op == FPACC_SUM) {
    if (abs_sum > lim) return (SmtTerm){0};
    if (sum == 0) return fpdom_const(d, e, all_neg_zero ? f.sign_mask : 0);
    return fpdom_const(d, e, fpi_from_int(&f, sum < 0, (uint64_t)fabs(sum)));
  }
  if (any_zero) return fpdom_const(d, e, neg ? f.sign_mask : 0);
  if (fabs(prod) > lim) return (SmtTerm){0};
  return fpdom_const(d, e, fpi_from_int(&f, prod < 0, (uint64_t)fabs(prod)));
}

/* A sum of n >= 3 normalised operands, R(F(A)) under the order-free facts. */
static SmtTerm sum_value(FpReassoc *r, IrElem e, const SmtTerm *xs, int n) {
  FpDom *d = r->d;
  SmtCtx *c = r->c;
  Lits l = lits(r, e);
  SmtTerm v = hashed_value(r, e, FPACC_SUM, xs, n);
  SmtTerm any_nan = smt_false(c), any_pinf = smt_false(c), any_ninf = smt_false(c);
  SmtTerm all_zero = smt_true(c), all_neg_zero = smt_true(c), all_pos = smt_true(c), all_neg = smt_true(c);
  /* at_most_one: no two operands nonzero; the_nonzero: the nonzero operand
   * if there is exactly one (sequential counter, linear size). */
  SmtTerm seen = smt_false(c), two = smt_false(c), the_nonzero = l.pos_zero;
  for (int i = 0; i < n; i++) {
    SmtTerm x = xs[i];
    SmtTerm nan = fpdom_is_nan(d, e, x), inf = fpdom_is_inf(d, e, x), sign = fpdom_sign_bit(d, e, x);
    SmtTerm zero = fpdom_is_zero(d, e, x);
    any_nan = smt_or(c, any_nan, nan);
    any_pinf = smt_or(c, any_pinf, smt_and(c, inf, smt_not(c, sign)));
    any_ninf = smt_or(c, any_ninf, smt_and(c, inf, sign));
    all_zero = smt_and(c, all_zero, zero);
    all_neg_zero = smt_and(c, all_neg_zero, smt_and(c, zero, sign));
    all_pos = smt_and(c, all_pos, smt_not(c, sign));
    all_neg = smt_and(c, all_neg, sign);
    SmtTerm nz = smt_not(c, zero);
    two = smt_or(c, two, smt_and(c, seen, nz));
    the_nonzero = smt_ite(c, nz, x, the_nonzero);
    seen = smt_or(c, seen, nz);
  }
  /* One sign throughout: the result has it (no cancellation can occur). */
  SmtTerm mag = fpdom_un(d, e, FPU_ABS, v);
  v = smt_ite(c, all_pos, mag, smt_ite(c, all_neg, fpdom_un(d, e, FPU_NEG, mag), v));
  SmtTerm units = smt_false(c);
  SmtTerm usum = unit_sum(r, e, xs, n, &units);
  if (!smt_is_null(usum)) v = smt_ite(c, units, usum, v);
  SmtTerm one_nonzero = smt_and(c, seen, smt_not(c, two));
  v = smt_ite(c, one_nonzero, the_nonzero, v);
  v = smt_ite(c, all_zero, smt_ite(c, all_neg_zero, l.neg_zero, l.pos_zero), v);
  SmtTerm nan = smt_or(c, any_nan, smt_and(c, any_pinf, any_ninf));
  v = smt_ite(c, nan, l.nan, v);
  SmtTerm fixed[4] = {nan, all_zero, one_nonzero, units};
  note_determined(r, smt_or_n(c, fixed, 4));
  return v;
}

/* A product of n >= 3 normalised operands. */
static SmtTerm prod_value(FpReassoc *r, IrElem e, const SmtTerm *xs, int n) {
  FpDom *d = r->d;
  SmtCtx *c = r->c;
  Lits l = lits(r, e);
  SmtTerm v = hashed_value(r, e, FPACC_PROD, xs, n);
  SmtTerm any_nan = smt_false(c), any_zero = smt_false(c), any_inf = smt_false(c), neg = smt_false(c);
  /* at most one operand whose magnitude is not 1.0, and that operand's
   * magnitude (1.0 when there is none). */
  SmtTerm seen = smt_false(c), two = smt_false(c), odd_mag = l.one;
  for (int i = 0; i < n; i++) {
    SmtTerm x = xs[i];
    SmtTerm ax = fpdom_un(d, e, FPU_ABS, x);
    any_nan = smt_or(c, any_nan, fpdom_is_nan(d, e, x));
    any_zero = smt_or(c, any_zero, fpdom_is_zero(d, e, x));
    any_inf = smt_or(c, any_inf, fpdom_is_inf(d, e, x));
    neg = smt_xor(c, neg, fpdom_sign_bit(d, e, x));
    SmtTerm not_one = smt_not(c, fpdom_cmp(d, e, FPC_OEQ, ax, l.one));
    two = smt_or(c, two, smt_and(c, seen, not_one));
    odd_mag = smt_ite(c, not_one, ax, odd_mag);
    seen = smt_or(c, seen, not_one);
  }
  SmtTerm mag = smt_ite(c, smt_not(c, two), odd_mag, fpdom_un(d, e, FPU_ABS, v));
  v = smt_ite(c, neg, fpdom_un(d, e, FPU_NEG, mag), mag);
  SmtTerm nan = smt_or(c, any_nan, smt_and(c, any_zero, any_inf));
  v = smt_ite(c, nan, l.nan, v);
  note_determined(r, smt_or(c, nan, smt_not(c, two)));
  return v;
}

SmtTerm fp_reassoc_fold(FpReassoc *r, IrElem e, FpAccOp op, const SmtTerm *xs, int n, bool *approx) {
  if (approx) *approx = false;
  if (!r || !ir_elem_is_float(e) || n < 0 || ((unsigned)op > FPACC_PROD)) return (SmtTerm){0};
  FpDom *d = r->d;
  SmtCtx *c = r->c;
  Lits l = lits(r, e);
  /* Flatten nested results of the same op, then normalise. */
  int total = 0;
  for (int i = 0; i < n; i++) {
    FpMultiset *m = lookup(r, xs[i]);
    total += m && m->e == e && m->op == op ? m->n : 1;
  }
  SmtTerm *ys = arena_calloc(r->a, (size_t)total + 2, sizeof(SmtTerm));
  if (!ys) {
    smt_ctx_set_error(c, "reassoc: out of memory");
    return (SmtTerm){0};
  }
  int k = 0;
  bool pos_zero = false;
  for (int i = 0; i < n; i++) {
    if (smt_is_null(xs[i])) return (SmtTerm){0};
    FpMultiset *m = lookup(r, xs[i]);
    if (m && m->e == e && m->op == op) { /* already normalised */
      pos_zero |= m->pos_zero;
      for (int j = 0; j < m->n; j++)
        ys[k++] = m->xs[j];
    } else if (op == FPACC_SUM && smt_term_same(xs[i], l.neg_zero)) {
      /* identity */
    } else if (op == FPACC_SUM && smt_term_same(xs[i], l.pos_zero)) {
      pos_zero = true;
    } else if (op == FPACC_PROD && smt_term_same(xs[i], l.one)) {
      /* identity */
    } else {
      ys[k++] = xs[i];
    }
  }
  sort_terms(r, ys, k);
  SmtTerm v;
  bool uses_uf = false;
  if (pos_zero && k < 2) {
    /* +0.0 with at most one other operand: an exact add (or +0.0 alone). */
    v = k == 0 ? l.pos_zero : fpdom_bin(d, e, FPB_ADD, ys[0], l.pos_zero);
  } else if (k == 0) {
    v = op == FPACC_SUM ? l.neg_zero : l.one;
  } else if (k == 1) {
    v = ys[0];
  } else if (k == 2) {
    v = fpdom_bin(d, e, op == FPACC_SUM ? FPB_ADD : FPB_MUL, ys[0], ys[1]);
  } else if (!smt_is_null(v = exact_int_fold(r, e, op, ys, k))) {
    /* every order gives this numeral */
  } else {
    v = op == FPACC_SUM ? sum_value(r, e, ys, k) : prod_value(r, e, ys, k);
    uses_uf = true;
  }
  if (pos_zero && k >= 2) {
    SmtTerm all_neg_zero = smt_true(c);
    for (int i = 0; i < k; i++)
      all_neg_zero = smt_and(c, all_neg_zero, is_neg_zero(d, e, ys[i]));
    v = smt_ite(c, all_neg_zero, l.pos_zero, v);
  }
  if (approx) *approx = uses_uf;
  /* Remember what the result stands for, so that a later accumulation
   * using it flattens it; a bare operand or constant carries no news. */
  if (k >= 2 || (k == 1 && pos_zero)) reg(r, v, e, op, pos_zero, ys, k);
  return v;
}

/* ---- level 0: uninterpreted fold steps ---- */

SmtTerm fp_acc_step_uf(FpDom *d, IrElem e, FpAccStep kind, SmtTerm acc, SmtTerm a, SmtTerm b) {
  SmtCtx *c = fpdom_ctx(d);
  static const char *const names[] = {"sum", "prod", "dot"};
  if ((unsigned)kind > FPACC_STEP_DOT) {
    smt_ctx_set_error(c, "fp_acc_step_uf: unknown step kind %d", (int)kind);
    return (SmtTerm){0};
  }
  char name[64];
  snprintf(name, sizeof name, "acc0.%s.%s", names[kind], ir_elem_name(e));
  SmtSort s = fpdom_sort(d, e);
  SmtSort dom[3] = {s, s, s};
  int nargs = kind == FPACC_STEP_DOT ? 3 : 2;
  if (kind == FPACC_STEP_DOT && smt_term_cmp_canonical(c, a, b) > 0) {
    SmtTerm t = a;
    a = b;
    b = t;
  }
  SmtTerm args[3] = {acc, a, b};
  return smt_apply(c, smt_func(c, name, dom, nargs, s), args, nargs);
}
