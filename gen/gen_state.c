/*
 * gen_state.c: value pool, facts, shapes and operand construction (see gen_state.h).
 */
#include "gen/gen_state.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- facts ---- */

GenFacts gen_facts_full(GenElem e) {
  GenFacts f;
  memset(&f, 0, sizeof f);
  if (gen_elem_is_float(e))
    f.fp = GF_ALL;
  else
    f.lo = gen_elem_min(e), f.hi = gen_elem_max(e);
  return f;
}

GenFacts gen_facts_of(GenElem e, const uint64_t *vals, int64_t n) {
  GenFacts f;
  memset(&f, 0, sizeof f);
  f.cst = true;
  if (gen_elem_is_float(e)) {
    for (int64_t i = 0; i < n; i++)
      f.fp |= (uint8_t)gen_fp_classify(e, vals[i]);
    return f;
  }
  f.lo = INT64_MAX, f.hi = INT64_MIN;
  for (int64_t i = 0; i < n; i++) {
    int64_t x = gen_int_of(e, vals[i]);
    if (x < f.lo) f.lo = x;
    if (x > f.hi) f.hi = x;
  }
  if (n == 0) f.lo = f.hi = 0;
  return f;
}

GenFacts gen_facts_join(GenElem e, GenFacts a, GenFacts b) {
  GenFacts f = a;
  if (gen_elem_is_float(e))
    f.fp = (uint8_t)(a.fp | b.fp);
  else
    f.lo = a.lo < b.lo ? a.lo : b.lo, f.hi = a.hi > b.hi ? a.hi : b.hi;
  f.cst = a.cst && b.cst;
  return f;
}

GenFacts gen_facts_int(GenElem e, int64_t lo, int64_t hi, bool cst) {
  GenFacts f = gen_facts_full(e);
  f.cst = cst;
  if (lo >= gen_elem_min(e) && hi <= gen_elem_max(e) && lo <= hi) f.lo = lo, f.hi = hi;
  return f;
}

bool gen_facts_has(const GenFacts *f, int64_t x) { return f->lo <= x && x <= f->hi; }

/* ---- values ---- */

static int push_value(GenState *st, GenValue *nv) {
  if (st->nv == st->cap) {
    int ncap = st->cap ? st->cap * 2 : 32;
    GenValue *p =
        arena_realloc(st->arena, st->v, sizeof *st->v * (size_t)st->cap, sizeof *st->v * (size_t)ncap);
    if (!p) {
      st->status = TVF_ENOMEM;
      return -1;
    }
    st->v = p;
    st->cap = ncap;
  }
  st->v[st->nv] = *nv;
  return st->nv++;
}

int gen_value_new(GenState *st, GenType t, GenFacts f) {
  GenValue nv;
  memset(&nv, 0, sizeof nv);
  nv.id = st->next_id++;
  nv.t = t;
  nv.f = f;
  nv.chain = st->chain;
  return push_value(st, &nv);
}

int gen_arg_new(GenState *st, GenType t) {
  GenValue nv;
  memset(&nv, 0, sizeof nv);
  nv.id = st->nargs++;
  nv.is_arg = true;
  nv.t = t;
  nv.f = gen_facts_full((GenElem)t.et);
  nv.chain = -1;
  return push_value(st, &nv);
}

void gen_name(GenState *st, int vi) {
  if (vi < 0 || vi >= st->nv) { /* defensive: never emitted by correct code */
    sb_puts(&st->body, "%undef");
    st->status = TVF_EINTERNAL;
    return;
  }
  sb_printf(&st->body, st->v[vi].is_arg ? "%%arg%d" : "%%%d", st->v[vi].id);
}

void gen_use(GenState *st, int vi) {
  gen_name(st, vi);
  if (vi >= 0 && vi < st->nv) st->v[vi].uses++;
}

void gen_def(GenState *st, int vi) {
  sb_puts(&st->body, "  ");
  gen_name(st, vi);
  sb_puts(&st->body, " = ");
}

void gen_ty(GenState *st, const GenType *t) { gen_type_print(&st->body, t); }

void gen_note_op(GenState *st, GenOpId op, GenElem et) {
  st->nlines++;
  if (!st->stats) return;
  st->stats->op_count[op]++;
  if ((unsigned)et < GE_COUNT) st->stats->op_type[op][et]++;
}

void gen_note_attr(GenState *st, const char *fmt, ...) {
  if (!st->stats) return;
  char buf[192];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  gen_stats_attr(st->stats, buf);
}

bool gen_usable(const GenState *st, int vi) {
  const GenValue *v = &st->v[vi];
  return !v->internal && !v->uninit;
}

bool gen_satisfies(const GenState *st, int vi, const GenWant *w) {
  const GenValue *v = &st->v[vi];
  if (!gen_usable(st, vi) || !gen_type_eq(&v->t, &w->t)) return false;
  if (w->ranged && (v->f.cst || !w->range_if_cst) && (v->f.lo < w->lo || v->f.hi > w->hi)) return false;
  if (w->excl0 && gen_facts_has(&v->f, 0)) return false;
  if (w->exclm1 && gen_facts_has(&v->f, -1)) return false;
  if (w->nonnan && (v->f.fp & GF_NAN)) return false;
  return true;
}

GenWant gen_want(GenType t) {
  GenWant w;
  memset(&w, 0, sizeof w);
  w.t = t;
  return w;
}

/* ---- choices ---- */

GenElem gen_pick_elem(GenState *st, uint32_t mask, const char *where) {
  uint32_t w[GE_COUNT];
  int any = 0;
  for (int e = 0; e < GE_COUNT; e++) {
    w[e] = (mask & GEM(e)) ? st->p->p[GEN_P_type_i1 + e] : 0;
    any |= w[e] != 0;
  }
  if (!any)
    for (int e = 0; e < GE_COUNT; e++)
      w[e] = (mask & GEM(e)) ? 1 : 0;
  uint32_t k = gen_pick_weighted(st->c, w, GE_COUNT, where);
  return (GenElem)k; /* GE_COUNT when the mask is empty */
}

GenType gen_pick_shape(GenState *st, GenElem e, int rmin, int rmax, int64_t max_elems) {
  const GenOptions *o = st->o;
  if (rmax > o->max_rank) rmax = o->max_rank;
  if (rmin < 0) rmin = 0;
  if (rmin > GEN_MAX_RANK) rmin = GEN_MAX_RANK;
  if (rmax < rmin) rmax = rmin;
  if (max_elems > o->max_elements) max_elems = o->max_elements;
  if (max_elems < 1) max_elems = 1;
  int rank;
  if (rmin == 0 && gen_flip(st->c, st->p->p[GEN_P_rank0], "shape.rank0"))
    rank = 0;
  else
    rank = (int)gen_range(st->c, rmin > 1 ? rmin : 1, rmax > 1 ? rmax : 1, "shape.rank");
  if (rank > rmax) rank = rmax;
  int32_t dims[GEN_MAX_RANK];
  int order[GEN_MAX_RANK];
  for (int i = 0; i < rank; i++)
    dims[i] = 1;
  gen_pick_perm(st, rank, order, "shape.order");
  int64_t budget = max_elems;
  for (int k = 0; k < rank; k++) {
    int i = order[k];
    int64_t hi = budget < o->max_dim ? budget : o->max_dim;
    if (hi <= 1 || gen_flip(st->c, st->p->p[GEN_P_dim_one], "shape.one")) continue;
    dims[i] = (int32_t)gen_range(st->c, 1, hi, "shape.dim");
    budget /= dims[i];
  }
  return gen_type_make(e, rank, dims);
}

int gen_pick_live(GenState *st, bool (*pred)(GenState *, int, const void *), const void *ctx,
                  const char *where) {
  int n = 0;
  for (int i = 0; i < st->nv; i++)
    if (gen_usable(st, i) && pred(st, i, ctx)) n++;
  if (n == 0) return -1;
  int k = (int)gen_upto(st->c, (uint32_t)n, where);
  for (int i = 0; i < st->nv; i++)
    if (gen_usable(st, i) && pred(st, i, ctx) && k-- == 0) return i;
  return -1;
}

void gen_pick_perm(GenState *st, int n, int *perm, const char *where) {
  for (int i = 0; i < n; i++)
    perm[i] = i;
  for (int i = n - 1; i > 0; i--) {
    int j = (int)gen_upto(st->c, (uint32_t)i + 1, where);
    int t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
}

/* ---- constants ---- */

static void put_dense(GenState *st, const GenType *t, const uint64_t *vals, bool splat) {
  StrBuf *b = &st->body;
  GenElem e = (GenElem)t->et;
  if (splat || t->rank <= 0) {
    gen_literal(b, e, vals[0]);
    return;
  }
  /* row-major nested brackets */
  int64_t n = gen_type_elems(t);
  int idx[GEN_MAX_RANK] = {0};
  for (int d = 0; d < t->rank; d++)
    sb_putc(b, '[');
  for (int64_t k = 0; k < n; k++) {
    gen_literal(b, e, vals[k]);
    /* advance the index, closing and opening brackets */
    int d = t->rank - 1;
    int closed = 0;
    while (d >= 0) {
      if (++idx[d] < t->dims[d]) break;
      idx[d] = 0;
      d--;
      closed++;
    }
    for (int i = 0; i < closed; i++)
      sb_putc(b, ']');
    if (k + 1 < n) {
      sb_puts(b, ", ");
      for (int i = 0; i < closed; i++)
        sb_putc(b, '[');
    }
  }
}

static int emit_const(GenState *st, GenType t, const uint64_t *vals, bool splat, bool internal) {
  int64_t n = t.rank < 0 ? 1 : gen_type_elems(&t);
  GenElem e = (GenElem)t.et;
  GenFacts f = gen_facts_of(e, vals, splat ? 1 : n);
  int vi = gen_value_new(st, t, f);
  if (vi < 0) return -1;
  GenValue *v = &st->v[vi];
  v->internal = internal;
  v->is_literal = true;
  v->is_splat = splat || n == 1;
  v->splat_bits = vals[0];
  gen_def(st, vi);
  if (t.rank < 0) {
    sb_puts(&st->body, "arith.constant ");
    gen_literal(&st->body, e, vals[0]);
    if (e != GE_I1) sb_printf(&st->body, " : %s", gen_elem_name(e));
    sb_putc(&st->body, '\n');
    gen_note_op(st, GEN_OP_ARITH_CONSTANT, e);
    return vi;
  }
  if (st->linalg)
    sb_puts(&st->body, "arith.constant dense<");
  else
    sb_puts(&st->body, "\"tosa.const\"() <{values = dense<");
  put_dense(st, &t, vals, splat);
  sb_puts(&st->body, "> : ");
  gen_ty(st, &t);
  if (!st->linalg) {
    sb_puts(&st->body, "}> : () -> ");
    gen_ty(st, &t);
  }
  sb_putc(&st->body, '\n');
  gen_note_op(st, st->linalg ? GEN_OP_ARITH_CONSTANT : GEN_OP_TOSA_CONST, e);
  return vi;
}

static bool int_ok(const GenWant *w, int64_t x) {
  if (w->ranged && (x < w->lo || x > w->hi)) return false;
  if (w->excl0 && x == 0) return false;
  if (w->exclm1 && x == -1) return false;
  return true;
}

static uint64_t const_elem(GenState *st, const GenWant *w) {
  GenElem e = (GenElem)w->t.et;
  GenConstClass k = GC_ZERO;
  uint64_t v = gen_const_value(st->c, st->p, e, &k);
  if (gen_elem_is_float(e)) {
    if (w->nonnan && (gen_fp_classify(e, v) & GF_NAN)) v = gen_fp_inf(e, false), k = GC_INF;
  } else if (e != GE_I1) {
    int64_t x = gen_int_of(e, v);
    if (!int_ok(w, x)) {
      int64_t lo = w->ranged ? w->lo : gen_elem_min(e), hi = w->ranged ? w->hi : gen_elem_max(e);
      x = gen_const_int_in(st->c, e, lo, hi, w->excl0);
      if (!int_ok(w, x)) {
        static const int64_t fallback[] = {1, 2, -2, 3};
        x = lo;
        for (unsigned i = 0; i < TVF_ARRAY_LEN(fallback); i++)
          if (int_ok(w, fallback[i])) {
            x = fallback[i];
            break;
          }
        if (!int_ok(w, x) && int_ok(w, hi)) x = hi;
      }
      k = GC_ORDINARY;
    }
    v = gen_bits_of_int(e, x);
  }
  if (st->stats) st->stats->const_class[e][k]++;
  return v;
}

int gen_const(GenState *st, const GenWant *w, bool internal) {
  int64_t n = w->t.rank < 0 ? 1 : gen_type_elems(&w->t);
  uint64_t *vals = arena_calloc(st->arena, (size_t)n, sizeof *vals);
  if (!vals) {
    st->status = TVF_ENOMEM;
    return -1;
  }
  bool splat = n == 1 || gen_flip(st->c, st->p->p[GEN_P_const_splat], "const.splat");
  for (int64_t i = 0; i < (splat ? 1 : n); i++)
    vals[i] = const_elem(st, w);
  return emit_const(st, w->t, vals, splat, internal);
}

int gen_const_values(GenState *st, GenType t, const uint64_t *vals, bool internal) {
  return emit_const(st, t, vals, false, internal);
}

int gen_const_splat(GenState *st, GenType t, uint64_t bits, bool internal) {
  if (internal && gen_flip(st->c, st->p->p[GEN_P_const_reuse], "const.reuse")) {
    for (int i = 0; i < st->nv; i++) {
      const GenValue *v = &st->v[i];
      if (v->internal && v->is_literal && v->is_splat && v->splat_bits == bits && gen_type_eq(&v->t, &t))
        return i;
    }
  }
  return emit_const(st, t, &bits, true, internal);
}

int gen_fresh(GenState *st, GenType t) {
  if (st->nargs < st->o->max_args && gen_flip(st->c, st->p->p[GEN_P_fresh_is_arg], "fresh.arg"))
    return gen_arg_new(st, t);
  GenWant w = gen_want(t);
  return gen_const(st, &w, false);
}

static bool pred_want(GenState *st, int vi, const void *ctx) { return gen_satisfies(st, vi, ctx); }

static bool pred_type(GenState *st, int vi, const void *ctx) { return gen_type_eq(&st->v[vi].t, ctx); }

/* `res = name lhs, mask`: a bitwise op of a value with a splat of ones' shape. */
static void emit_masking_op(GenState *st, int res, const char *name, int lhs, int mask,
                            const GenType *mask_t) {
  const GenType *t = &st->v[res].t;
  gen_def(st, res);
  sb_printf(&st->body, "%s ", name);
  gen_use(st, lhs);
  sb_puts(&st->body, ", ");
  gen_use(st, mask);
  sb_puts(&st->body, " : (");
  gen_ty(st, t);
  sb_puts(&st->body, ", ");
  gen_ty(st, mask_t);
  sb_puts(&st->body, ") -> ");
  gen_ty(st, t);
  sb_putc(&st->body, '\n');
}

/* Derive a value satisfying an integer range/nonzero want from a live value or a new argument by
 * masking: x & m gives [0, m]; (x & m) | 1 gives [1, m | 1] (odd, so never 0 or -1: a divisor
 * that depends on the inputs). Tosa programs only. -1 if not possible. */
static int derive_ranged(GenState *st, const GenWant *w) {
  GenElem e = (GenElem)w->t.et;
  if (st->linalg || !gen_elem_is_int(e) || !(w->ranged || w->excl0)) return -1;
  int64_t lo = w->ranged ? w->lo : gen_elem_min(e), hi = w->ranged ? w->hi : gen_elem_max(e);
  if (!(st->types[GEN_OP_TOSA_BITWISE_AND] & GEM(e))) return -1;
  bool need_or = w->excl0 || lo > 0;
  if (need_or && !(st->types[GEN_OP_TOSA_BITWISE_OR] & GEM(e))) return -1;
  if (need_or ? (lo > 1 || hi < 1) : (lo > 0 || hi < 0)) return -1;
  int64_t m = 0;
  while (m * 2 + 1 <= hi && m * 2 + 1 <= gen_elem_max(e))
    m = m * 2 + 1;
  if (m > 0 && gen_flip(st->c, 30, "derive.smaller_mask")) m >>= 1;
  int src = gen_pick_live(st, pred_type, &w->t, "derive.src");
  if (src < 0) {
    if (st->nargs >= st->o->max_args) return -1;
    src = gen_arg_new(st, w->t);
    if (src < 0) return -1;
  }
  GenType one_t = w->t;
  for (int i = 0; i < one_t.rank; i++)
    one_t.dims[i] = 1;
  int mk = gen_const_splat(st, one_t, gen_bits_of_int(e, m), false);
  if (mk < 0) return -1;
  bool cst = st->v[src].f.cst;
  int a = gen_value_new(st, w->t, gen_facts_int(e, 0, m, cst));
  if (a < 0) return -1;
  emit_masking_op(st, a, "tosa.bitwise_and", src, mk, &one_t);
  gen_note_op(st, GEN_OP_TOSA_BITWISE_AND, e);
  gen_note_attr(st, "operand.derived=%s", need_or ? "and_or" : "and");
  if (!need_or) return a;
  int one = gen_const_splat(st, one_t, 1, false);
  if (one < 0) return -1;
  int r = gen_value_new(st, w->t, gen_facts_int(e, 1, m | 1, cst));
  if (r < 0) return -1;
  emit_masking_op(st, r, "tosa.bitwise_or", a, one, &one_t);
  gen_note_op(st, GEN_OP_TOSA_BITWISE_OR, e);
  return r;
}

int gen_operand(GenState *st, const GenWant *w) {
  if (gen_flip(st->c, st->p->p[GEN_P_operand_reuse], "operand.reuse")) {
    int vi = gen_pick_live(st, pred_want, w, "operand.live");
    if (vi >= 0) return vi;
  }
  bool constrained = (w->ranged && !w->range_if_cst) || w->excl0 || w->exclm1 || w->nonnan;
  bool derivable = (w->ranged && !w->range_if_cst) || w->excl0;
  if (derivable && gen_flip(st->c, st->p->p[GEN_P_operand_derive], "operand.derive")) {
    int vi = derive_ranged(st, w);
    if (vi >= 0) return vi;
  }
  if (constrained || gen_flip(st->c, st->p->p[GEN_P_operand_const], "operand.const"))
    return gen_const(st, w, false);
  if (st->nargs < st->o->max_args && gen_flip(st->c, st->p->p[GEN_P_fresh_is_arg], "operand.arg"))
    return gen_arg_new(st, w->t);
  return gen_const(st, w, false);
}

int gen_const_shape(GenState *st, int n, const int64_t *vals) {
  int id = st->next_id++;
  sb_printf(&st->body, "  %%%d = tosa.const_shape {values = dense<[", id);
  for (int i = 0; i < n; i++)
    sb_printf(&st->body, "%s%lld", i ? ", " : "", (long long)vals[i]);
  sb_printf(&st->body, "]> : tensor<%dxindex>} : () -> !tosa.shape<%d>\n", n, n);
  gen_note_op(st, GEN_OP_TOSA_CONST_SHAPE, GE_COUNT);
  return id;
}
