/*
 * lazy.c: the lazy (pull-based) encoding of pairs whose tensors exceed
 * TvOptions.max_elements.
 *
 * Purpose: verdicts on tensors of tens of thousands of elements without one
 * SMT term per element. Every tensor argument is an SMT array from a flat
 * row-major index (64-bit bit-vector) to the element sort (the FpDom sort
 * for floats in either domain, a bit-vector for integers). Each returned
 * tensor is checked at ONE representative element: fresh 64-bit coordinates
 * constrained to the bounds. Since the coordinates are free, the query "is
 * there an input and a coordinate where tgt does not refine src" is the
 * refinement of every element.
 *
 * Pulling: elem(value, coordinates) asks the defining op for the element at
 * those coordinate terms, recursively, and memoizes per (value, coordinate
 * terms) so shared subterms stay shared (coordinate arithmetic folds
 * constants, so equal coordinates are mostly equal terms).
 *  - Data movement is index arithmetic on the coordinates: transpose,
 *    reshape / expand_shape / collapse_shape / tensor.cast (flat index, then
 *    udiv/urem by constants), tosa.slice / extract_slice (offsets, strides,
 *    rank reduction), tosa.pad / tensor.pad / insert_slice / concat (ite on
 *    whether the coordinate is inside), tile (urem), tensor.empty.
 *  - Constants: splats at any size, dense constants up to max_elements (an
 *    ite chain on the flat index).
 *  - Elementwise ops (tosa, arith, math on tensors) and windows (tosa
 *    reductions, matmul, conv2d) reuse the explicit semantics (sem_*.c) on a
 *    CLONE of the op whose types are the window: one element per operand for
 *    elementwise ops (a size-1 dim reads coordinate 0: TOSA broadcasting),
 *    the reduced axis for reduce_*, the K x C / C x W slices for matmul, the
 *    KH x KW x IC window for conv2d (padding becomes an ite to the padded
 *    value, the clone's pad is 0). linalg structured ops (generic and named)
 *    are cloned with their parallel dims of size 1 and their reduction dims
 *    in full: the body is encoded once per pulled element, and reductions
 *    fold their K points with the explicit encoder's accumulation API
 *    (enc_acc_*: strict order, level-0 folds, reassoc multisets). Windows
 *    above LAZY_MAX_WINDOW elements are unsupported.
 *  - A clone's operands are all pulled before any is bound, because pulls
 *    encode other clones in the same scratch state (their ids are reused).
 *
 * Soundness rules:
 *  - UB: the explicit encoder ORs UB over every element; one representative
 *    element cannot see UB in elements outside its cone. So any op whose
 *    encoding adds a UB condition that is not constant false (integer
 *    division by zero, REQUIRE violations, reading an uninitialized element,
 *    shape mismatches in linalg) makes the pair unsupported, naming the op.
 *    Every op result is pulled at least once at fresh coordinates, so ops
 *    whose results nobody reads are checked too.
 *  - Poison, uninitialized flags and approximation flags travel per element
 *    exactly as in the explicit encoder.
 *  - Nondeterministic zero signs (MAXIMUM/MINIMUM/CLAMP/REDUCE_MAX/MIN,
 *    sem_tosa.c): a tgt choice becomes an uninterpreted Bool function of the
 *    op and the element's coordinates (one value per element, any function:
 *    every tgt behaviour); a src op is fixed to ONE legal behaviour: the
 *    function of a tgt op that makes the same choice (same key term at the
 *    same coordinates: an op the pass did not touch), else the IEEE
 *    754-2019 witness per element. UNSAT then proves refinement; a
 *    counterexample is confirmed only if it fails for every value of the
 *    src choice variables (expanded when there are at most LZ_MAX_FORALL),
 *    else it stays `inconclusive`.
 *  - Verdicts: every counterexample is first replayed in the interpreter
 *    at its element (lazy_replay.h); a concrete violation is a miscompile.
 *    Otherwise abstract counterexamples go up the ladder (level 1, then the
 *    exact domain); an exact-domain counterexample on an element that does
 *    not depend on approximated operations is a miscompile when its replay
 *    reproduces it. Pairs with a reduction window are first screened
 *    (lazy_screen: fixed coordinates, model-free inputs, no query). The
 *    interpreter's work is capped by the replay budget: a 56x56x64 conv2d
 *    is 10^8 multiply-adds per run, beyond it.
 */
#include "encoder/tv/lazy.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/fp/fp_ieee.h"
#include "encoder/sem/sem.h"
#include "encoder/sem/sem_state.h"
#include "encoder/tv/lazy_coord.h"
#include "encoder/tv/lazy_replay.h"
#include "encoder/tv/tv_dump.h"
#include "support/status.h"

#define LZ_MAX_RANK 16
#define LZ_MAX_OPS 64    /* clone operands */
#define LZ_CLONE_IDS 128 /* ids base..base+63 operands, base+64.. results */
#define LZ_MAX_SHOWN 24  /* argument entries printed per argument */

typedef struct Memo {
  int id, rank;
  const void *key[LZ_MAX_RANK];
  EncElem e;
  struct Memo *next;
} Memo;

/* Where a choice variable of a side came from: its op and coordinates. */
typedef struct ChoiceAt {
  const IrOp *op;
  int rank;
  SmtTerm coords[LZ_MAX_RANK];
} ChoiceAt;

typedef struct Side {
  EncState st; /* scratch state: bindings are set right before each clone is encoded */
  const IrFunc *f;
  int base; /* first clone id */
  Memo **tab;
  int tabsz;
  bool *pulled;  /* per value id */
  EncVal **cval; /* per value id: explicit dense constants */
  ChoiceAt *cat; /* per choice index */
  int ncat, catcap;
} Side;

/* One argument's array and the flat indices the encoding reads from it. */
typedef struct LzArg {
  SmtTerm arr;
  const IrType *type;
  SmtTerm *reads;
  int nreads, cap;
} LzArg;

/* A cone evaluation (replay_cx): the counterexample's element at its
 * coordinates, every argument entry a constant of the replay's inputs. */
typedef struct LzFixed {
  const LazyCex *cx;
  EvalTensor **args;
} LzFixed;

typedef struct Lz {
  SmtCtx *c;
  FpDom *fp;
  Arena *a;
  const TvOptions *o;
  Side sd[2];
  LzArg *args;
  int nargs;
  SmtSolver *solver;
  LzCoord *cc; /* coordinate terms in normal form */
  const LzFixed *fixed;
  uint64_t t0;
  int64_t max_window; /* largest reduction window pulled (elements per operand) */
} Lz;

/* Lazy screening runs on pairs with a reduction window of at least this
 * many elements: sums are where the solver is slow; elementwise and
 * data-movement pairs are cheaper to solve than to interpret. */
#define LZ_SCREEN_WINDOW 16

/* ---- small helpers ---- */

static uint64_t now_ns(void) { return tvf_now_ns(); }

static int type_rank(const IrType *t) { return t && t->kind == IR_TY_TENSOR ? t->rank : 0; }

static SmtTerm k64(Lz *lz, int64_t v) { return smt_bv_i64(lz->c, 64, v); }

static bool is_k(Lz *lz, SmtTerm t, int64_t *v) { return lzc_is_k(lz->cc, t, v); }

/* Coordinate arithmetic in lazy_coord's normal form, so that equal
 * coordinates are equal terms (memo hits, equal products in src and tgt
 * sums) and constant windows stay constants. */
static SmtTerm add_k(Lz *lz, SmtTerm t, int64_t k) { return lzc_add_k(lz->cc, t, k); }
static SmtTerm add_t(Lz *lz, SmtTerm a, SmtTerm b) { return lzc_add(lz->cc, a, b); }
static SmtTerm mul_k(Lz *lz, SmtTerm t, int64_t k) { return lzc_mul_k(lz->cc, t, k); }
static SmtTerm div_k(Lz *lz, SmtTerm t, int64_t k) { return lzc_div_k(lz->cc, t, k); }
static SmtTerm rem_k(Lz *lz, SmtTerm t, int64_t k) { return lzc_rem_k(lz->cc, t, k); }

/* Bool: lo <= t < hi (coordinates are unsigned; t may have wrapped below 0). */
static SmtTerm in_range(Lz *lz, SmtTerm t, int64_t lo, int64_t hi) { return lzc_in_range(lz->cc, t, lo, hi); }
static SmtTerm and_inside(Lz *lz, SmtTerm a, SmtTerm b) { return lzc_and(lz->cc, a, b); }

static SmtTerm flat_of(Lz *lz, int rank, const int64_t *dims, const SmtTerm *co) {
  SmtTerm f = k64(lz, 0);
  int64_t stride = 1;
  for (int d = rank - 1; d >= 0; d--) {
    f = add_t(lz, f, mul_k(lz, co[d], stride));
    stride *= dims[d];
  }
  return f;
}

static void unflat_of(Lz *lz, int rank, const int64_t *dims, SmtTerm flat, SmtTerm *co) {
  int64_t stride = 1;
  for (int d = rank - 1; d >= 0; d--) {
    co[d] = rem_k(lz, div_k(lz, flat, stride), dims[d]);
    stride *= dims[d];
  }
}

static bool same_dims(const IrType *a, const IrType *b) {
  if (type_rank(a) != type_rank(b)) return false;
  for (int d = 0; d < type_rank(a); d++)
    if (a->dims[d] != b->dims[d]) return false;
  return true;
}

static int64_t type_n(const IrType *t) {
  int64_t n = ir_type_num_elements(t);
  return n < 0 ? INT64_MAX : n;
}

static EncElem ite_elem(Lz *lz, Side *sd, SmtTerm cond, EncElem a, EncElem b) {
  EncState *st = &sd->st;
  if (enc_is_true(st, cond)) return a;
  if (enc_is_false(st, cond)) return b;
  EncElem r;
  r.v = smt_term_same(a.v, b.v) ? a.v : smt_ite(lz->c, cond, a.v, b.v);
  r.poison = smt_term_same(a.poison, b.poison) ? a.poison : smt_ite(lz->c, cond, a.poison, b.poison);
  r.uninit = smt_term_same(a.uninit, b.uninit) ? a.uninit : smt_ite(lz->c, cond, a.uninit, b.uninit);
  r.approx = a.approx || b.approx;
  return r;
}

static SmtTerm zero_of(Side *sd, IrElem e) {
  return ir_elem_is_float(e) ? enc_float_const(&sd->st, e, 0.0) : enc_int_const(&sd->st, e, 0);
}

/* ---- memo ---- */

static unsigned memo_hash(int id, int rank, const SmtTerm *co) {
  uint64_t h = (uint64_t)id * 0x9E3779B97F4A7C15u;
  for (int d = 0; d < rank; d++)
    h = (h ^ (uint64_t)(uintptr_t)co[d].p) * 0x100000001B3u;
  return (unsigned)(h ^ (h >> 29));
}

static Memo *memo_find(Side *sd, int id, int rank, const SmtTerm *co) {
  unsigned h = memo_hash(id, rank, co) % (unsigned)sd->tabsz;
  for (Memo *m = sd->tab[h]; m; m = m->next) {
    if (m->id != id || m->rank != rank) continue;
    bool eq = true;
    for (int d = 0; d < rank && eq; d++)
      eq = m->key[d] == co[d].p;
    if (eq) return m;
  }
  return NULL;
}

static void memo_put(Lz *lz, Side *sd, int id, int rank, const SmtTerm *co, EncElem e) {
  Memo *m = arena_alloc(lz->a, sizeof *m);
  if (!m) return;
  m->id = id;
  m->rank = rank;
  for (int d = 0; d < rank; d++)
    m->key[d] = co[d].p;
  m->e = e;
  unsigned h = memo_hash(id, rank, co) % (unsigned)sd->tabsz;
  m->next = sd->tab[h];
  sd->tab[h] = m;
}

/* ---- failures ---- */

static bool lz_unsupported(Side *sd, const IrOp *op, const char *what) {
  return enc_unsupported(&sd->st, op, "unsupported: lazy mode (tensors above %ld elements): %s '%s'",
                         sd->st.opt->max_elements, what, op ? op->name : "?");
}

static bool pull(Lz *lz, Side *sd, const IrValue *v, const SmtTerm *co, EncElem *out);

/* After encoding a clone: no UB may appear (see the header), and the choice
 * variables it made are recorded with their op and coordinates. */
static bool after_encode(Lz *lz, Side *sd, const IrOp *op, int nchoices0, int rank, const SmtTerm *co) {
  EncState *st = &sd->st;
  /* Constant conditions (a REQUIRE on a constant shift) fold away. */
  if (!enc_is_false(st, st->ub) && !enc_is_false(st, smt_simplify(lz->c, st->ub))) {
    st->ub = st->false_term;
    return lz_unsupported(sd, op,
                          "per-element undefined behaviour (one representative element cannot cover it) in");
  }
  for (int i = nchoices0; i < st->nchoices; i++) {
    /* tgt choices become Bool functions of the coordinates and src ones are
     * expanded: a NaN encoding (sem_arith.c bitcast_elem) is neither. */
    if (!smt_sort_is_bool(lz->c, smt_sort_of(lz->c, st->choices[i])))
      return lz_unsupported(sd, op, "a NaN bit pattern (float bitcast; no lazy encoding) in");
    if (sd->ncat >= sd->catcap) {
      int cap = sd->catcap ? 2 * sd->catcap : 64;
      ChoiceAt *n = arena_calloc(lz->a, (size_t)cap, sizeof *n);
      if (!n) return lz_unsupported(sd, op, "out of memory at");
      if (sd->ncat) memcpy(n, sd->cat, (size_t)sd->ncat * sizeof *n);
      sd->cat = n;
      sd->catcap = cap;
    }
    ChoiceAt *ca = &sd->cat[sd->ncat++];
    ca->op = op;
    ca->rank = rank;
    for (int d = 0; d < rank; d++)
      ca->coords[d] = co[d];
  }
  return true;
}

/* A copy of type t with the given dims (rank kept). */
static IrType *type_with_dims(Lz *lz, const IrType *t, const int64_t *dims) {
  IrType *n = arena_alloc(lz->a, sizeof *n);
  if (!n) return NULL;
  *n = *t;
  if (t->kind == IR_TY_TENSOR) {
    n->dims = arena_calloc(lz->a, (size_t)(t->rank > 0 ? t->rank : 1), sizeof(int64_t));
    if (!n->dims) return NULL;
    for (int d = 0; d < t->rank; d++)
      n->dims[d] = dims[d];
  }
  return n;
}

static IrValue *clone_value(Lz *lz, const IrValue *v, int id, IrType *t) {
  IrValue *n = arena_alloc(lz->a, sizeof *n);
  if (!n) return NULL;
  *n = *v;
  n->id = id;
  n->type = t;
  return n;
}

/* ---- window clones (tosa ops) ----
 * Each operand i is replaced by a tensor of type ctype[i] (NULL: the
 * operand is kept as it is, e.g. a !tosa.shape); its element at clone index
 * cidx is the original operand's element at coordinates map(i, cidx), or,
 * where *inside is false, the padding element pad[i]. */
typedef bool (*WinMap)(Lz *lz, void *ctx, int i, const int64_t *cidx, SmtTerm *orig, SmtTerm *inside);

typedef struct Clone {
  const IrOp *op;
  IrType *ctype[LZ_MAX_OPS];
  EncElem pad[LZ_MAX_OPS];
  IrType *rtype[8];
  IrAttr **attrs; /* NULL: the op's own */
  int nattrs;
  WinMap map;
  void *ctx;
} Clone;

static bool encode_clone(Lz *lz, Side *sd, Clone *cl, int rank, const SmtTerm *co, EncElem *res) {
  const IrOp *op = cl->op;
  EncState *st = &sd->st;
  if (op->noperands > LZ_MAX_OPS || op->nresults > 8) return lz_unsupported(sd, op, "too many operands in");
  EncElem *elems[LZ_MAX_OPS] = {0};
  int64_t counts[LZ_MAX_OPS] = {0};
  /* 1. pull every element of every clone operand */
  for (int i = 0; i < op->noperands; i++) {
    if (!cl->ctype[i]) continue;
    const IrType *ct = cl->ctype[i];
    int r = type_rank(ct);
    int64_t n = type_n(ct);
    if (n > LAZY_MAX_WINDOW) {
      char why[160];
      snprintf(why, sizeof why, "window of %" PRId64 " elements (limit %d) in", n, LAZY_MAX_WINDOW);
      return lz_unsupported(sd, op, why);
    }
    elems[i] = arena_calloc(lz->a, (size_t)(n > 0 ? n : 1), sizeof(EncElem));
    if (!elems[i]) return lz_unsupported(sd, op, "out of memory at");
    counts[i] = n;
    if (n > lz->max_window) lz->max_window = n;
    int64_t cidx[LZ_MAX_RANK];
    SmtTerm orig[LZ_MAX_RANK];
    for (int64_t k = 0; k < n; k++) {
      enc_unflat(r, ct->dims, k, cidx);
      SmtTerm inside = smt_true(lz->c);
      if (!cl->map(lz, cl->ctx, i, cidx, orig, &inside)) return lz_unsupported(sd, op, "operand layout of");
      EncElem e;
      if (enc_is_false(st, inside)) {
        e = cl->pad[i];
      } else {
        if (!pull(lz, sd, op->operands[i], orig, &e)) return false;
        e = ite_elem(lz, sd, inside, e, cl->pad[i]);
      }
      elems[i][k] = e;
    }
  }
  /* 2. bind and encode */
  IrOp *c = arena_alloc(lz->a, sizeof *c);
  if (!c) return lz_unsupported(sd, op, "out of memory at");
  *c = *op;
  c->operands = arena_calloc(lz->a, (size_t)(op->noperands > 0 ? op->noperands : 1), sizeof(IrValue *));
  c->results = arena_calloc(lz->a, (size_t)(op->nresults > 0 ? op->nresults : 1), sizeof(IrValue *));
  if (!c->operands || !c->results) return lz_unsupported(sd, op, "out of memory at");
  if (cl->attrs) {
    c->attrs = cl->attrs;
    c->nattrs = cl->nattrs;
  }
  for (int i = 0; i < op->noperands; i++) {
    if (!cl->ctype[i]) {
      c->operands[i] = op->operands[i];
      continue;
    }
    c->operands[i] = clone_value(lz, op->operands[i], sd->base + i, cl->ctype[i]);
    if (!c->operands[i]) return lz_unsupported(sd, op, "out of memory at");
    EncVal *ev = enc_val_for_type(st, op, cl->ctype[i]);
    if (!ev) return false;
    for (int64_t k = 0; k < counts[i]; k++)
      enc_set(st, ev, k, elems[i][k]);
    enc_bind(st, c->operands[i], ev);
  }
  for (int j = 0; j < op->nresults; j++) {
    c->results[j] = clone_value(lz, op->results[j], sd->base + 64 + j, cl->rtype[j]);
    if (!c->results[j]) return lz_unsupported(sd, op, "out of memory at");
  }
  st->ub = st->false_term;
  int nch0 = st->nchoices;
  if (!sem_encode_op(st, c)) return false;
  if (!after_encode(lz, sd, op, nch0, rank, co)) return false;
  for (int j = 0; j < op->nresults; j++) {
    EncVal *rv = st->vals[c->results[j]->id];
    if (!rv || rv->n < 1) return lz_unsupported(sd, op, "no result element from");
    res[j] = enc_get(st, rv, 0);
  }
  return true;
}

/* Elementwise: every operand at the output coordinates, a size-1 dim at 0. */
typedef struct EwCtx {
  const IrOp *op;
  int rank;
  const SmtTerm *co;
  Lz *lz;
} EwCtx;

static bool ew_map(Lz *lz, void *vctx, int i, const int64_t *cidx, SmtTerm *orig, SmtTerm *inside) {
  (void)cidx;
  (void)inside;
  EwCtx *cx = vctx;
  const IrType *t = cx->op->operands[i]->type;
  int r = type_rank(t);
  if (r == cx->rank) {
    for (int d = 0; d < r; d++)
      orig[d] = t->dims[d] == 1 ? k64(lz, 0) : cx->co[d];
    return true;
  }
  for (int d = 0; d < r; d++) {
    if (t->dims[d] != 1) return false;
    orig[d] = k64(lz, 0);
  }
  return true;
}

static bool is_elementwise(const IrOp *op) {
  SemFn f = sem_lookup(op->kind);
  return f == sem_tosa_binary || f == sem_tosa_compare || f == sem_tosa_unary || f == sem_tosa_negate ||
         f == sem_tosa_clamp || f == sem_tosa_select || f == sem_tosa_cast || f == sem_tosa_identity ||
         f == sem_arith_float_binary || f == sem_arith_float_unary || f == sem_arith_int_binary ||
         f == sem_arith_int_unary || f == sem_arith_cmpf || f == sem_arith_cmpi || f == sem_arith_select ||
         f == sem_arith_cast || f == sem_math_fma;
}

static bool lz_elementwise(Lz *lz, Side *sd, const IrOp *op, int k, const SmtTerm *co, EncElem *out) {
  Clone cl;
  memset(&cl, 0, sizeof cl);
  cl.op = op;
  const IrType *rt = op->results[0]->type;
  int rank = type_rank(rt);
  int64_t ones[LZ_MAX_RANK];
  for (int d = 0; d < LZ_MAX_RANK; d++)
    ones[d] = 1;
  for (int i = 0; i < op->noperands; i++) {
    const IrType *t = op->operands[i]->type;
    if (t->kind == IR_TY_SHAPE) continue;
    if (t->kind == IR_TY_TENSOR) {
      if (t->rank != rank && type_n(t) != 1) return lz_unsupported(sd, op, "operand of another rank in");
      for (int d = 0; d < t->rank && t->rank == rank; d++)
        if (t->dims[d] != 1 && t->dims[d] != rt->dims[d])
          return lz_unsupported(sd, op, "operand shape that does not broadcast in");
    }
    cl.ctype[i] = type_with_dims(lz, t, ones);
    cl.pad[i] = enc_elem(&sd->st, zero_of(sd, t->elem));
  }
  for (int j = 0; j < op->nresults && j < 8; j++)
    cl.rtype[j] = type_with_dims(lz, op->results[j]->type, ones);
  EwCtx cx = {op, rank, co, lz};
  cl.map = ew_map;
  cl.ctx = &cx;
  EncElem res[8];
  if (!encode_clone(lz, sd, &cl, rank, co, res)) return false;
  *out = res[k];
  return true;
}

/* tosa.reduce_*: the reduced axis in full, the other dims at the output. */
typedef struct RedCtx {
  int axis, rank;
  const SmtTerm *co;
} RedCtx;

static bool red_map(Lz *lz, void *vctx, int i, const int64_t *cidx, SmtTerm *orig, SmtTerm *inside) {
  (void)i;
  (void)inside;
  RedCtx *cx = vctx;
  for (int d = 0; d < cx->rank; d++)
    orig[d] = d == cx->axis ? k64(lz, cidx[d]) : cx->co[d];
  return true;
}

static bool lz_reduce(Lz *lz, Side *sd, const IrOp *op, const SmtTerm *co, EncElem *out) {
  int64_t axis;
  const IrType *it = op->operands[0]->type, *rt = op->results[0]->type;
  if (!ir_attr_int(op, "axis", &axis) || axis < 0 || axis >= type_rank(it) || type_rank(rt) != type_rank(it))
    return lz_unsupported(sd, op, "axis of");
  int64_t dims[LZ_MAX_RANK], ones[LZ_MAX_RANK];
  for (int d = 0; d < LZ_MAX_RANK; d++)
    ones[d] = dims[d] = 1;
  dims[axis] = it->dims[axis];
  Clone cl;
  memset(&cl, 0, sizeof cl);
  cl.op = op;
  cl.ctype[0] = type_with_dims(lz, it, dims);
  cl.pad[0] = enc_elem(&sd->st, zero_of(sd, it->elem));
  cl.rtype[0] = type_with_dims(lz, rt, ones);
  RedCtx cx = {(int)axis, type_rank(rt), co};
  cl.map = red_map;
  cl.ctx = &cx;
  return encode_clone(lz, sd, &cl, type_rank(rt), co, out);
}

/* tosa.matmul: A[n, h, :] and B[n, :, w]; zero points at [0]. */
static bool mm_map(Lz *lz, void *vctx, int i, const int64_t *cidx, SmtTerm *orig, SmtTerm *inside) {
  (void)inside;
  const SmtTerm *co = vctx;
  if (i == 0) {
    orig[0] = co[0], orig[1] = co[1], orig[2] = k64(lz, cidx[2]);
  } else if (i == 1) {
    orig[0] = co[0], orig[1] = k64(lz, cidx[1]), orig[2] = co[2];
  } else {
    orig[0] = k64(lz, 0);
  }
  return true;
}

static bool lz_matmul(Lz *lz, Side *sd, const IrOp *op, const SmtTerm *co, EncElem *out) {
  const IrType *at = op->operands[0]->type, *bt = op->operands[1]->type, *rt = op->results[0]->type;
  if (type_rank(at) != 3 || type_rank(bt) != 3 || type_rank(rt) != 3)
    return lz_unsupported(sd, op, "shape of");
  Clone cl;
  memset(&cl, 0, sizeof cl);
  cl.op = op;
  int64_t ad[3] = {1, 1, at->dims[2]}, bd[3] = {1, bt->dims[1], 1}, one[3] = {1, 1, 1};
  cl.ctype[0] = type_with_dims(lz, at, ad);
  cl.ctype[1] = type_with_dims(lz, bt, bd);
  for (int i = 2; i < op->noperands; i++) {
    const IrType *t = op->operands[i]->type;
    if (type_n(t) != 1 || type_rank(t) > 1) return lz_unsupported(sd, op, "zero point of");
    cl.ctype[i] = (IrType *)t;
  }
  for (int i = 0; i < op->noperands; i++)
    cl.pad[i] = enc_elem(&sd->st, zero_of(sd, op->operands[i]->type->elem));
  cl.rtype[0] = type_with_dims(lz, rt, one);
  cl.map = mm_map;
  cl.ctx = (void *)co;
  return encode_clone(lz, sd, &cl, 3, co, out);
}

/* tosa.conv2d (NHWC input, OHWI weights): the dilated KH x KW x IC window
 * of the output position; the clone has pad 0 and the padded positions of
 * the window are an ite to the padded input value (+0.0 for floats, the
 * input zero point for integers: (in - zp) = 0, like the explicit model). */
/* The clone of a windowed op (conv2d, depthwise_conv2d, max_pool2d) takes
 * the op's attributes with `pad` all zeros: its operand is the window. */
static bool zero_pad_attr(Lz *lz, Side *sd, const IrOp *op, Clone *cl) {
  cl->attrs = arena_calloc(lz->a, (size_t)(op->nattrs > 0 ? op->nattrs : 1), sizeof(IrAttr *));
  if (!cl->attrs) return lz_unsupported(sd, op, "out of memory at");
  cl->nattrs = op->nattrs;
  for (int i = 0; i < op->nattrs; i++) {
    cl->attrs[i] = op->attrs[i];
    if (!op->attrs[i]->name || strcmp(op->attrs[i]->name, "pad") != 0) continue;
    IrAttr *z = arena_alloc(lz->a, sizeof *z);
    if (!z) return lz_unsupported(sd, op, "out of memory at");
    *z = *op->attrs[i];
    if (z->kind != IR_ATTR_INTS || z->nints != 4) return lz_unsupported(sd, op, "pad attribute of");
    z->ints = arena_calloc(lz->a, 4, sizeof(int64_t));
    if (!z->ints) return lz_unsupported(sd, op, "out of memory at");
    cl->attrs[i] = z;
  }
  return true;
}

typedef struct ConvCtx {
  const SmtTerm *co;
  int64_t pad[4], stride[2], dil[2], ih, iw;
  bool bias_bcast; /* bias of one element */
  int64_t mult;    /* depthwise: the channel multiplier M (output channel = c * M + m); 0 for conv2d */
} ConvCtx;

static bool conv_map(Lz *lz, void *vctx, int i, const int64_t *cidx, SmtTerm *orig, SmtTerm *inside) {
  ConvCtx *cx = vctx;
  const SmtTerm *co = cx->co;
  if (i == 0) {
    if (cidx[1] % cx->dil[0] || cidx[2] % cx->dil[1]) {
      *inside = smt_false(lz->c); /* never read by the clone */
      return true;
    }
    SmtTerm y = add_k(lz, mul_k(lz, co[1], cx->stride[0]), cidx[1] - cx->pad[0]);
    SmtTerm x = add_k(lz, mul_k(lz, co[2], cx->stride[1]), cidx[2] - cx->pad[2]);
    orig[0] = co[0], orig[1] = y, orig[2] = x;
    orig[3] = cx->mult ? div_k(lz, co[3], cx->mult) : k64(lz, cidx[3]);
    *inside = and_inside(lz, in_range(lz, y, 0, cx->ih), in_range(lz, x, 0, cx->iw));
  } else if (i == 1 && cx->mult) { /* depthwise weights [KH, KW, C, M] */
    orig[0] = k64(lz, cidx[0]), orig[1] = k64(lz, cidx[1]);
    orig[2] = div_k(lz, co[3], cx->mult), orig[3] = rem_k(lz, co[3], cx->mult);
  } else if (i == 1) {
    orig[0] = co[3], orig[1] = k64(lz, cidx[1]), orig[2] = k64(lz, cidx[2]), orig[3] = k64(lz, cidx[3]);
  } else if (i == 2) {
    orig[0] = cx->bias_bcast ? k64(lz, 0) : co[3];
  } else {
    orig[0] = k64(lz, 0);
  }
  return true;
}

static bool lz_conv2d(Lz *lz, Side *sd, const IrOp *op, const SmtTerm *co, EncElem *out) {
  bool depthwise = op->kind == IR_OP_TOSA_DEPTHWISE_CONV2D;
  if (op->noperands < 3 || (op->kind != IR_OP_TOSA_CONV2D && !depthwise))
    return lz_unsupported(sd, op, "form of");
  const IrType *it = op->operands[0]->type, *wt = op->operands[1]->type, *bt = op->operands[2]->type;
  const IrType *rt = op->results[0]->type;
  if (type_rank(it) != 4 || type_rank(wt) != 4 || type_rank(rt) != 4 || type_rank(bt) != 1)
    return lz_unsupported(sd, op, "shape of");
  int64_t *pad, *stride, *dil;
  int np, ns, nd;
  if (!ir_attr_ints(lz->a, op, "pad", &pad, &np) || np != 4 ||
      !ir_attr_ints(lz->a, op, "stride", &stride, &ns) || ns != 2 ||
      !ir_attr_ints(lz->a, op, "dilation", &dil, &nd) || nd != 2 || dil[0] < 1 || dil[1] < 1)
    return lz_unsupported(sd, op, "attributes of");
  ConvCtx cx;
  memset(&cx, 0, sizeof cx);
  cx.co = co;
  memcpy(cx.pad, pad, sizeof cx.pad);
  cx.stride[0] = stride[0], cx.stride[1] = stride[1], cx.dil[0] = dil[0], cx.dil[1] = dil[1];
  cx.ih = it->dims[1], cx.iw = it->dims[2];
  /* conv2d weights [OC, KH, KW, IC], the window all input channels; depthwise weights [KH, KW, C, M],
   * the window the one input channel of the output channel */
  int64_t kh = wt->dims[depthwise ? 0 : 1], kw = wt->dims[depthwise ? 1 : 2], ic = it->dims[3];
  if (depthwise && (wt->dims[3] < 1 || wt->dims[2] != ic)) return lz_unsupported(sd, op, "weights of");
  cx.mult = depthwise ? wt->dims[3] : 0;
  int64_t idims[4] = {1, (kh - 1) * dil[0] + 1, (kw - 1) * dil[1] + 1, depthwise ? 1 : ic};
  int64_t wdims[4] = {1, kh, kw, ic}, one[4] = {1, 1, 1, 1};
  if (depthwise) wdims[0] = kh, wdims[1] = kw, wdims[2] = 1, wdims[3] = 1;
  Clone cl;
  memset(&cl, 0, sizeof cl);
  cl.op = op;
  cl.ctype[0] = type_with_dims(lz, it, idims);
  cl.ctype[1] = type_with_dims(lz, wt, wdims);
  cl.ctype[2] = type_with_dims(lz, bt, one);
  for (int i = 3; i < op->noperands; i++) {
    const IrType *t = op->operands[i]->type;
    if (type_n(t) != 1 || type_rank(t) > 1) return lz_unsupported(sd, op, "zero point of");
    cl.ctype[i] = (IrType *)t;
  }
  for (int i = 0; i < op->noperands; i++)
    cl.pad[i] = enc_elem(&sd->st, zero_of(sd, op->operands[i]->type->elem));
  if (!ir_elem_is_float(it->elem)) {
    /* integer padding is the input zero point: (in - zp) = 0 */
    if (op->noperands < 4) return lz_unsupported(sd, op, "integer padding without a zero point in");
    SmtTerm z = k64(lz, 0);
    if (!pull(lz, sd, op->operands[3], &z, &cl.pad[0])) return false;
  }
  bool bias_bcast = bt->dims[0] == 1 && rt->dims[3] != 1;
  cl.rtype[0] = type_with_dims(lz, rt, one);
  if (!zero_pad_attr(lz, sd, op, &cl)) return false;
  cx.bias_bcast = bias_bcast;
  cl.map = conv_map;
  cl.ctx = &cx;
  return encode_clone(lz, sd, &cl, 4, co, out);
}

/* MAX_POOL2D.tosac: an output element is the op on its kernel window
 * [1, kh, kw, 1] with the pad attribute zero. A window position outside
 * the input reads the accumulator's initial value (NaN with nan_mode
 * IGNORE, else the lowest value of the type: -Inf for floats), which
 * apply_max_s leaves the maximum unchanged by, exactly as the pseudo-code
 * skips those positions. */
typedef struct PoolCtx {
  const SmtTerm *co;
  int64_t pad_top, pad_left, stride[2], ih, iw;
} PoolCtx;

static bool pool_map(Lz *lz, void *vctx, int i, const int64_t *cidx, SmtTerm *orig, SmtTerm *inside) {
  PoolCtx *cx = vctx;
  const SmtTerm *co = cx->co;
  (void)i;
  SmtTerm y = add_k(lz, mul_k(lz, co[1], cx->stride[0]), cidx[1] - cx->pad_top);
  SmtTerm x = add_k(lz, mul_k(lz, co[2], cx->stride[1]), cidx[2] - cx->pad_left);
  orig[0] = co[0], orig[1] = y, orig[2] = x, orig[3] = co[3];
  *inside = and_inside(lz, in_range(lz, y, 0, cx->ih), in_range(lz, x, 0, cx->iw));
  return true;
}

static bool lz_max_pool2d(Lz *lz, Side *sd, const IrOp *op, const SmtTerm *co, EncElem *out) {
  if (op->noperands != 1) return lz_unsupported(sd, op, "form of");
  const IrType *it = op->operands[0]->type, *rt = op->results[0]->type;
  if (type_rank(it) != 4 || type_rank(rt) != 4) return lz_unsupported(sd, op, "shape of");
  int64_t *kernel, *stride, *pad;
  int nk, ns, np;
  if (!ir_attr_ints(lz->a, op, "kernel", &kernel, &nk) || nk != 2 ||
      !ir_attr_ints(lz->a, op, "stride", &stride, &ns) || ns != 2 ||
      !ir_attr_ints(lz->a, op, "pad", &pad, &np) || np != 4 || kernel[0] < 1 || kernel[1] < 1 ||
      stride[0] < 1 || stride[1] < 1)
    return lz_unsupported(sd, op, "attributes of");
  PoolCtx cx = {.co = co, .pad_top = pad[0], .pad_left = pad[2], .ih = it->dims[1], .iw = it->dims[2]};
  cx.stride[0] = stride[0], cx.stride[1] = stride[1];
  int64_t wdims[4] = {1, kernel[0], kernel[1], 1}, one[4] = {1, 1, 1, 1};
  Clone cl;
  memset(&cl, 0, sizeof cl);
  cl.op = op;
  cl.ctype[0] = type_with_dims(lz, it, wdims);
  cl.rtype[0] = type_with_dims(lz, rt, one);
  IrElem e = it->elem;
  const char *nm = ir_attr_keyword(op, "nan_mode");
  bool ignore = nm && strstr(nm, "IGNORE"); /* as ir_tosa_check reads it */
  if (ir_elem_is_float(e))
    cl.pad[0] = enc_elem(&sd->st, enc_float_const(&sd->st, e, ignore ? NAN : -INFINITY));
  else
    cl.pad[0] =
        enc_elem(&sd->st, smt_bv_u64(lz->c, (unsigned)ir_elem_bits(e), UINT64_C(1) << (ir_elem_bits(e) - 1)));
  if (!zero_pad_attr(lz, sd, op, &cl)) return false;
  cl.map = pool_map;
  cl.ctx = &cx;
  return encode_clone(lz, sd, &cl, 4, co, out);
}

/* ---- linalg structured ops ---- */

typedef struct Lin {
  int nops, nin, nout, ndims;
  const IrAffineMap *maps[LZ_MAX_OPS];
  bool red[LZ_MAX_RANK];
  int64_t bounds[LZ_MAX_RANK];
} Lin;

static bool lin_decode(const IrOp *op, Lin *s) {
  memset(s, 0, sizeof *s);
  s->nops = op->noperands;
  s->nout = op->nresults;
  s->nin = op->noperands - op->nresults;
  if (s->nout < 1 || s->nin < 0 || s->nops > LZ_MAX_OPS) return false;
  const IrAttr *maps = ir_op_attr(op, "indexing_maps");
  if (!maps || maps->kind != IR_ATTR_ARRAY || maps->nelems != s->nops) return false;
  for (int k = 0; k < s->nops; k++) {
    if (maps->elems[k]->kind != IR_ATTR_MAP || !maps->elems[k]->map || maps->elems[k]->map->nsyms)
      return false;
    s->maps[k] = maps->elems[k]->map;
  }
  s->ndims = s->maps[0]->ndims;
  if (s->ndims > LZ_MAX_RANK) return false;
  const IrAttr *its = ir_op_attr(op, "iterator_types");
  if (!its || its->kind != IR_ATTR_ARRAY || its->nelems != s->ndims) return false;
  for (int d = 0; d < s->ndims; d++) {
    const char *t = its->elems[d]->s ? its->elems[d]->s : its->elems[d]->text;
    s->red[d] = t && strstr(t, "reduction");
  }
  for (int d = 0; d < s->ndims; d++) {
    bool found = false;
    for (int k = 0; k < s->nops && !found; k++) {
      const IrType *t = op->operands[k]->type;
      if (s->maps[k]->ndims != s->ndims) return false;
      for (int r = 0; r < s->maps[k]->nresults && r < type_rank(t) && !found; r++) {
        const IrAffineExpr *e = s->maps[k]->results[r];
        if (e && e->kind == IR_AFF_DIM && e->value == d) {
          s->bounds[d] = t->dims[r];
          found = true;
        }
      }
    }
    if (!found) return false;
  }
  return true;
}

/* Largest value of a monotone affine expression over the box [0, hi[d]]. */
static bool aff_max(const IrAffineExpr *e, const int64_t *hi, int64_t *out) {
  int64_t a, b;
  if (!e) return false;
  switch (e->kind) {
  case IR_AFF_DIM: *out = hi[e->value]; return true;
  case IR_AFF_CONST: *out = e->value; return e->value >= 0;
  case IR_AFF_ADD:
    if (!aff_max(e->lhs, hi, &a) || !aff_max(e->rhs, hi, &b)) return false;
    *out = a + b;
    return true;
  case IR_AFF_MUL:
    if (!aff_max(e->lhs, hi, &a) || !aff_max(e->rhs, hi, &b)) return false;
    if ((e->lhs->kind != IR_AFF_CONST && e->rhs->kind != IR_AFF_CONST)) return false;
    *out = a * b;
    return true;
  case IR_AFF_FLOORDIV:
  case IR_AFF_MOD:
    if (!e->rhs || e->rhs->kind != IR_AFF_CONST || e->rhs->value <= 0 || !aff_max(e->lhs, hi, &a))
      return false;
    *out = e->kind == IR_AFF_FLOORDIV ? a / e->rhs->value : (a < e->rhs->value - 1 ? a : e->rhs->value - 1);
    return true;
  default: return false;
  }
}

/* The expression at parallel dims par[] (terms) and reduction dims rv[]. */
static SmtTerm aff_term(Lz *lz, const IrAffineExpr *e, const Lin *s, const SmtTerm *par, const int64_t *rv) {
  switch (e->kind) {
  case IR_AFF_DIM: return s->red[e->value] ? k64(lz, rv[e->value]) : par[e->value];
  case IR_AFF_CONST: return k64(lz, e->value);
  case IR_AFF_ADD: return add_t(lz, aff_term(lz, e->lhs, s, par, rv), aff_term(lz, e->rhs, s, par, rv));
  case IR_AFF_MUL:
    if (e->rhs->kind == IR_AFF_CONST) return mul_k(lz, aff_term(lz, e->lhs, s, par, rv), e->rhs->value);
    return mul_k(lz, aff_term(lz, e->rhs, s, par, rv), e->lhs->value);
  case IR_AFF_FLOORDIV: return div_k(lz, aff_term(lz, e->lhs, s, par, rv), e->rhs->value);
  default: return rem_k(lz, aff_term(lz, e->lhs, s, par, rv), e->rhs->value);
  }
}

static int64_t aff_val(const IrAffineExpr *e, const int64_t *pt) {
  switch (e->kind) {
  case IR_AFF_DIM: return pt[e->value];
  case IR_AFF_CONST: return e->value;
  case IR_AFF_ADD: return aff_val(e->lhs, pt) + aff_val(e->rhs, pt);
  case IR_AFF_MUL: return aff_val(e->lhs, pt) * aff_val(e->rhs, pt);
  case IR_AFF_FLOORDIV: return aff_val(e->lhs, pt) / e->rhs->value;
  default: return aff_val(e->lhs, pt) % e->rhs->value;
  }
}

/* Is block b (or a block nested in it) inside op? */
static bool block_inside(const IrBlock *b, const IrOp *op) {
  for (; b; b = b->parent_op ? b->parent_op->parent : NULL)
    if (b->parent_op == op) return true;
  return false;
}

static bool value_inside(const IrValue *v, const IrOp *op) {
  const IrBlock *b = v->def ? v->def->parent : v->block;
  return block_inside(b, op);
}

/* Values used inside op's regions but defined outside (captured scalars). */
static int captured(const IrOp *op, const IrBlock *b, const IrValue **out, int n, int max) {
  for (int i = 0; i < b->nops; i++) {
    const IrOp *o = b->ops[i];
    for (int k = 0; k < o->noperands; k++) {
      const IrValue *v = o->operands[k];
      if (value_inside(v, op)) continue;
      bool seen = false;
      for (int j = 0; j < n && !seen; j++)
        seen = out[j] == v;
      if (!seen && n < max) out[n++] = v;
      if (!seen && n >= max) return -1;
    }
    for (int r = 0; r < o->nregions; r++)
      for (int bi = 0; bi < o->regions[r]->nblocks; bi++) {
        n = captured(op, o->regions[r]->blocks[bi], out, n, max);
        if (n < 0) return -1;
      }
  }
  return n;
}

/* Pull captured scalars (before binding anything) and bind them (after). */
typedef struct Captures {
  const IrValue *v[32];
  EncElem e[32];
  int n;
} Captures;

static bool pull_captures(Lz *lz, Side *sd, const IrOp *op, Captures *cp) {
  cp->n = 0;
  for (int r = 0; r < op->nregions; r++)
    for (int bi = 0; bi < op->regions[r]->nblocks; bi++) {
      cp->n = captured(op, op->regions[r]->blocks[bi], cp->v, cp->n, 32);
      if (cp->n < 0) return lz_unsupported(sd, op, "too many captured values in the body of");
    }
  for (int i = 0; i < cp->n; i++) {
    const IrType *t = cp->v[i]->type;
    if (t->kind == IR_TY_SHAPE) continue;
    if (type_n(t) != 1) return lz_unsupported(sd, op, "a captured tensor in the body of");
    SmtTerm z[LZ_MAX_RANK];
    for (int d = 0; d < type_rank(t); d++)
      z[d] = k64(lz, 0);
    if (!pull(lz, sd, cp->v[i], z, &cp->e[i])) return false;
  }
  return true;
}

static bool bind_captures(Side *sd, const IrOp *op, const Captures *cp) {
  for (int i = 0; i < cp->n; i++) {
    const IrType *t = cp->v[i]->type;
    if (t->kind == IR_TY_SHAPE) continue;
    EncVal *ev = enc_val_for_type(&sd->st, op, t);
    if (!ev) return false;
    enc_set(&sd->st, ev, 0, cp->e[i]);
    enc_bind(&sd->st, cp->v[i], ev);
  }
  return true;
}

static bool uses_parallel_index(const IrBlock *b, const Lin *s) {
  for (int i = 0; i < b->nops; i++) {
    const IrOp *o = b->ops[i];
    int64_t dim;
    if (o->kind == IR_OP_LINALG_INDEX &&
        (!ir_attr_int(o, "dim", &dim) || dim < 0 || dim >= s->ndims || !s->red[dim]))
      return true;
    for (int r = 0; r < o->nregions; r++)
      for (int bi = 0; bi < o->regions[r]->nblocks; bi++)
        if (uses_parallel_index(o->regions[r]->blocks[bi], s)) return true;
  }
  return false;
}

static bool lz_structured(Lz *lz, Side *sd, const IrOp *op, int k, const SmtTerm *co, EncElem *out) {
  Lin s;
  if (!lin_decode(op, &s)) return lz_unsupported(sd, op, "indexing maps or iterators of");
  if (op->nregions < 1 || op->regions[0]->nblocks < 1) return lz_unsupported(sd, op, "body of");
  if (uses_parallel_index(op->regions[0]->blocks[0], &s))
    return lz_unsupported(sd, op, "linalg.index of a parallel dim in");
  /* Shapes: pure-dim accesses must match the bounds and every access must
   * stay inside its operand (otherwise the explicit encoder has UB). */
  int64_t hi[LZ_MAX_RANK], chi[LZ_MAX_RANK];
  for (int d = 0; d < s.ndims; d++) {
    hi[d] = s.bounds[d] - 1;
    chi[d] = s.red[d] ? s.bounds[d] - 1 : 0;
    if (s.bounds[d] < 1) return lz_unsupported(sd, op, "empty iteration space of");
  }
  int64_t cdims[LZ_MAX_OPS][LZ_MAX_RANK];
  for (int j = 0; j < s.nops; j++) {
    const IrType *t = op->operands[j]->type;
    const IrAffineMap *m = s.maps[j];
    if (t->kind == IR_TY_SHAPE || m->nresults != type_rank(t)) return lz_unsupported(sd, op, "operand of");
    for (int r = 0; r < m->nresults; r++) {
      const IrAffineExpr *e = m->results[r];
      int64_t mx, cmx;
      if (!aff_max(e, hi, &mx) || !aff_max(e, chi, &cmx)) return lz_unsupported(sd, op, "indexing map of");
      if (e->kind == IR_AFF_DIM ? t->dims[r] != s.bounds[e->value] : mx >= t->dims[r])
        return lz_unsupported(sd, op, "shape mismatch (undefined behaviour) in");
      cdims[j][r] = cmx + 1;
    }
  }
  /* Parallel dims from the pulled result's map. */
  SmtTerm par[LZ_MAX_RANK];
  bool have[LZ_MAX_RANK] = {0};
  const IrAffineMap *om = s.maps[s.nin + k];
  for (int r = 0; r < om->nresults; r++) {
    const IrAffineExpr *e = om->results[r];
    if (!e || e->kind != IR_AFF_DIM || s.red[e->value]) return lz_unsupported(sd, op, "output map of");
    par[e->value] = co[r];
    have[e->value] = true;
  }
  int64_t K = 1;
  for (int d = 0; d < s.ndims; d++) {
    if (!s.red[d] && !have[d]) return lz_unsupported(sd, op, "parallel dim missing from the output map of");
    if (s.red[d]) K *= s.bounds[d];
    if (K > LAZY_MAX_WINDOW) {
      char why[160];
      snprintf(why, sizeof why, "reduction of more than %d points in", LAZY_MAX_WINDOW);
      return lz_unsupported(sd, op, why);
    }
  }
  if (K > lz->max_window) lz->max_window = K;
  /* 1. pull the clone operands over the K reduction points */
  EncElem *elems[LZ_MAX_OPS];
  bool *set[LZ_MAX_OPS];
  int64_t cn[LZ_MAX_OPS];
  for (int j = 0; j < s.nops; j++) {
    int r = s.maps[j]->nresults;
    cn[j] = 1;
    for (int d = 0; d < r; d++)
      cn[j] *= cdims[j][d];
    if (cn[j] > LAZY_MAX_WINDOW) return lz_unsupported(sd, op, "operand window too large in");
    elems[j] = arena_calloc(lz->a, (size_t)cn[j], sizeof(EncElem));
    set[j] = arena_calloc(lz->a, (size_t)cn[j], sizeof(bool));
    if (!elems[j] || !set[j]) return lz_unsupported(sd, op, "out of memory at");
    const void **keys = arena_calloc(lz->a, (size_t)cn[j] * LZ_MAX_RANK, sizeof(void *));
    if (!keys) return lz_unsupported(sd, op, "out of memory at");
    int64_t pt[LZ_MAX_RANK] = {0}, rv[LZ_MAX_RANK] = {0};
    for (int64_t p = 0; p < K; p++) {
      /* odometer over the reduction dims (innermost last) */
      int64_t rem = p;
      for (int d = s.ndims - 1; d >= 0; d--) {
        if (!s.red[d]) {
          pt[d] = 0;
          continue;
        }
        rv[d] = pt[d] = rem % s.bounds[d];
        rem /= s.bounds[d];
      }
      int64_t ci[LZ_MAX_RANK];
      SmtTerm orig[LZ_MAX_RANK];
      for (int d = 0; d < r; d++) {
        ci[d] = aff_val(s.maps[j]->results[d], pt);
        orig[d] = aff_term(lz, s.maps[j]->results[d], &s, par, rv);
      }
      int64_t f = enc_flat(r, cdims[j], ci);
      if (set[j][f]) {
        for (int d = 0; d < r; d++)
          if (keys[f * LZ_MAX_RANK + d] != orig[d].p)
            return lz_unsupported(sd, op, "an indexing map that is not shift-invariant in");
        continue;
      }
      if (!pull(lz, sd, op->operands[j], orig, &elems[j][f])) return false;
      set[j][f] = true;
      for (int d = 0; d < r; d++)
        keys[f * LZ_MAX_RANK + d] = orig[d].p;
    }
    for (int64_t f = 0; f < cn[j]; f++)
      if (!set[j][f]) elems[j][f] = enc_elem(&sd->st, zero_of(sd, op->operands[j]->type->elem));
  }
  Captures cp;
  if (!pull_captures(lz, sd, op, &cp)) return false;
  /* 2. bind and encode the clone */
  EncState *st = &sd->st;
  IrOp *c = arena_alloc(lz->a, sizeof *c);
  if (!c) return lz_unsupported(sd, op, "out of memory at");
  *c = *op;
  c->operands = arena_calloc(lz->a, (size_t)s.nops, sizeof(IrValue *));
  c->results = arena_calloc(lz->a, (size_t)s.nout, sizeof(IrValue *));
  if (!c->operands || !c->results) return lz_unsupported(sd, op, "out of memory at");
  if (!bind_captures(sd, op, &cp)) return false;
  for (int j = 0; j < s.nops; j++) {
    IrType *ct = type_with_dims(lz, op->operands[j]->type, cdims[j]);
    c->operands[j] = ct ? clone_value(lz, op->operands[j], sd->base + j, ct) : NULL;
    if (!c->operands[j]) return lz_unsupported(sd, op, "out of memory at");
    EncVal *ev = enc_val_for_type(st, op, ct);
    if (!ev) return false;
    for (int64_t f = 0; f < cn[j]; f++)
      enc_set(st, ev, f, elems[j][f]);
    enc_bind(st, c->operands[j], ev);
    if (j >= s.nin) {
      c->results[j - s.nin] = clone_value(lz, op->results[j - s.nin], sd->base + 64 + (j - s.nin), ct);
      if (!c->results[j - s.nin]) return lz_unsupported(sd, op, "out of memory at");
    }
  }
  st->ub = st->false_term;
  int nch0 = st->nchoices;
  if (!sem_encode_op(st, c)) return false;
  if (!after_encode(lz, sd, op, nch0, om->nresults, co)) return false;
  EncVal *rv = st->vals[c->results[k]->id];
  if (!rv || rv->n != 1) return lz_unsupported(sd, op, "result of");
  *out = enc_get(st, rv, 0);
  return true;
}

/* ---- data movement ---- */

static bool shape_vals(Side *sd, const IrOp *op, int i, int len, int64_t **vals) {
  if (i >= op->noperands) return lz_unsupported(sd, op, "missing shape operand of");
  EncVal *v = sd->st.vals[op->operands[i]->id];
  if (!v || v->kind != ENC_SHAPE || v->rank != len)
    return lz_unsupported(sd, op, "non-constant shape operand of");
  *vals = v->shape;
  return true;
}

/* Offsets/sizes/strides of a slice or pad op: static entries, or dynamic
 * ones given by constant operands (taken in order from operand *next). */
static bool slice_attr(Lz *lz, Side *sd, const IrOp *op, const char *name, int rank, int *next,
                       int64_t *out) {
  int64_t *v;
  int n;
  if (!ir_attr_ints(lz->a, op, name, &v, &n) || n != rank)
    return lz_unsupported(sd, op, "slice parameters of");
  for (int d = 0; d < n; d++) {
    uint64_t bits;
    if (v[d] != IR_DYN) {
      out[d] = v[d];
    } else if (*next < op->noperands && ir_operand_const_bits(op, (*next)++, &bits)) {
      out[d] = (int64_t)bits;
    } else {
      return lz_unsupported(sd, op, "non-constant slice parameters of");
    }
  }
  return true;
}

/* Map the coordinates of a (possibly rank-reduced) slice of `size` into
 * the full-rank slice coordinates: dropped dims are unit dims. */
static bool unreduce(Lz *lz, int rank, const int64_t *size, const IrType *small, const SmtTerm *co,
                     SmtTerm *full) {
  int r = type_rank(small), j = 0;
  for (int d = 0; d < rank; d++) {
    if (j < r && small->dims[j] == size[d] && (size[d] != 1 || rank - d <= r - j)) {
      full[d] = co[j++];
    } else if (size[d] == 1) {
      full[d] = k64(lz, 0);
    } else {
      return false;
    }
  }
  return j == r;
}

static bool lz_op(Lz *lz, Side *sd, const IrOp *op, int k, const SmtTerm *co, EncElem *out) {
  EncState *st = &sd->st;
  const IrType *rt = op->results[k]->type;
  int rank = type_rank(rt);
  SmtTerm ic[LZ_MAX_RANK];
  if (rank > LZ_MAX_RANK) return lz_unsupported(sd, op, "rank above 16 in");
  char why[300];
  const char *odd = ir_storage_type_error(op, why, sizeof why);
  if (odd) return enc_unsupported(st, op, "%s", odd);
  switch (op->kind) {
  case IR_OP_TOSA_CONST:
  case IR_OP_ARITH_CONSTANT: {
    const IrAttr *a = enc_attr(op, "values");
    if (!a) a = enc_attr(op, "value");
    if (!a) return lz_unsupported(sd, op, "attribute of");
    if (a->kind == IR_ATTR_DENSE && a->dense && a->dense->splat) {
      uint64_t b = a->dense->bits[0];
      IrElem e = rt->elem;
      *out = enc_elem(st, ir_elem_is_float(e) ? fpdom_const(lz->fp, e, b)
                                              : smt_bv_u64(lz->c, (unsigned)ir_elem_bits(e), b));
      return true;
    }
    if (type_n(rt) > lz->o->max_elements) return lz_unsupported(sd, op, "large non-splat constant");
    EncVal *cv = sd->cval[op->results[k]->id];
    if (!cv) {
      cv = enc_const_value(st, op, a, rt);
      if (!cv) return false;
      sd->cval[op->results[k]->id] = cv;
    }
    SmtTerm f = flat_of(lz, rank, rt->dims, co);
    int64_t fi;
    if (is_k(lz, f, &fi)) {
      *out = enc_get(st, cv, fi >= 0 && fi < cv->n ? fi : 0);
      return true;
    }
    EncElem e = enc_get(st, cv, cv->n - 1);
    for (int64_t i = cv->n - 2; i >= 0; i--)
      e = ite_elem(lz, sd, smt_eq(lz->c, f, k64(lz, i)), enc_get(st, cv, i), e);
    *out = e;
    return true;
  }
  case IR_OP_TENSOR_EMPTY: {
    EncElem e = enc_elem(st, zero_of(sd, rt->elem));
    e.uninit = st->true_term;
    *out = e;
    return true;
  }
  case IR_OP_TOSA_TRANSPOSE: {
    int64_t *perms;
    int np;
    if (!ir_attr_ints(lz->a, op, "perms", &perms, &np) || np != rank)
      return lz_unsupported(sd, op, "perms of");
    for (int d = 0; d < rank; d++) {
      if (perms[d] < 0 || perms[d] >= rank) return lz_unsupported(sd, op, "perms of");
      ic[perms[d]] = co[d];
    }
    return pull(lz, sd, op->operands[0], ic, out);
  }
  case IR_OP_TOSA_RESHAPE:
  case IR_OP_TENSOR_EXPAND_SHAPE:
  case IR_OP_TENSOR_COLLAPSE_SHAPE:
  case IR_OP_TENSOR_CAST: {
    const IrType *it = op->operands[0]->type;
    if (type_n(it) != type_n(rt)) return lz_unsupported(sd, op, "size change in");
    if (same_dims(it, rt)) return pull(lz, sd, op->operands[0], co, out);
    unflat_of(lz, type_rank(it), it->dims, flat_of(lz, rank, rt->dims, co), ic);
    return pull(lz, sd, op->operands[0], ic, out);
  }
  case IR_OP_TOSA_SLICE: {
    int64_t *start;
    if (!shape_vals(sd, op, 1, rank, &start)) return false;
    for (int d = 0; d < rank; d++)
      ic[d] = add_k(lz, co[d], start[d]);
    return pull(lz, sd, op->operands[0], ic, out);
  }
  case IR_OP_TENSOR_EXTRACT_SLICE: {
    const IrType *it = op->operands[0]->type;
    int r = type_rank(it);
    int64_t off[LZ_MAX_RANK], size[LZ_MAX_RANK], stride[LZ_MAX_RANK];
    int next = 1;
    if (r > LZ_MAX_RANK || !slice_attr(lz, sd, op, "static_offsets", r, &next, off) ||
        !slice_attr(lz, sd, op, "static_sizes", r, &next, size) ||
        !slice_attr(lz, sd, op, "static_strides", r, &next, stride))
      return false;
    for (int d = 0; d < r; d++)
      if (size[d] > 0 && (off[d] < 0 || off[d] + (size[d] - 1) * stride[d] >= it->dims[d]))
        return lz_unsupported(sd, op, "out-of-bounds slice (undefined behaviour) in");
    SmtTerm full[LZ_MAX_RANK];
    if (!unreduce(lz, r, size, rt, co, full)) return lz_unsupported(sd, op, "rank reduction of");
    for (int d = 0; d < r; d++)
      ic[d] = add_k(lz, mul_k(lz, full[d], stride[d]), off[d]);
    return pull(lz, sd, op->operands[0], ic, out);
  }
  case IR_OP_TENSOR_INSERT_SLICE: {
    const IrType *srt = op->operands[0]->type;
    int64_t off[LZ_MAX_RANK], size[LZ_MAX_RANK], stride[LZ_MAX_RANK];
    int next = 2;
    if (!slice_attr(lz, sd, op, "static_offsets", rank, &next, off) ||
        !slice_attr(lz, sd, op, "static_sizes", rank, &next, size) ||
        !slice_attr(lz, sd, op, "static_strides", rank, &next, stride))
      return false;
    for (int d = 0; d < rank; d++)
      if (size[d] > 0 && (off[d] < 0 || off[d] + (size[d] - 1) * stride[d] >= rt->dims[d]))
        return lz_unsupported(sd, op, "out-of-bounds slice (undefined behaviour) in");
    SmtTerm inside = smt_true(lz->c), full[LZ_MAX_RANK];
    for (int d = 0; d < rank; d++) {
      SmtTerm rel = add_k(lz, co[d], -off[d]);
      inside = and_inside(lz, inside, in_range(lz, co[d], off[d], off[d] + (size[d] - 1) * stride[d] + 1));
      if (stride[d] != 1)
        inside = and_inside(lz, inside, smt_eq(lz->c, rem_k(lz, rel, stride[d]), k64(lz, 0)));
      full[d] = div_k(lz, rel, stride[d]);
    }
    /* the source's own coordinates (drop the unit dims of a rank-reduced source) */
    int sr = type_rank(srt), j = 0;
    for (int d = 0; d < rank && j <= sr; d++) {
      if (j < sr && srt->dims[j] == size[d] && (size[d] != 1 || rank - d <= sr - j))
        ic[j++] = full[d];
      else if (size[d] != 1)
        return lz_unsupported(sd, op, "rank reduction of");
    }
    if (j != sr) return lz_unsupported(sd, op, "rank reduction of");
    EncElem in, dst;
    if (!pull(lz, sd, op->operands[1], co, &dst)) return false;
    if (enc_is_false(st, inside)) {
      *out = dst;
      return true;
    }
    if (!pull(lz, sd, op->operands[0], ic, &in)) return false;
    *out = ite_elem(lz, sd, inside, in, dst);
    return true;
  }
  case IR_OP_TOSA_PAD:
  case IR_OP_TENSOR_PAD: {
    const IrType *it = op->operands[0]->type;
    int64_t lo[LZ_MAX_RANK];
    if (op->kind == IR_OP_TOSA_PAD) {
      int64_t *pad;
      if (!shape_vals(sd, op, 1, 2 * rank, &pad)) return false;
      for (int d = 0; d < rank; d++)
        lo[d] = pad[2 * d];
    } else {
      int next = 1;
      if (!slice_attr(lz, sd, op, "static_low", rank, &next, lo)) return false;
    }
    SmtTerm inside = smt_true(lz->c);
    for (int d = 0; d < rank; d++) {
      if (rt->dims[d] < lo[d] + it->dims[d]) return lz_unsupported(sd, op, "padding of");
      inside = and_inside(lz, inside, in_range(lz, co[d], lo[d], lo[d] + it->dims[d]));
      ic[d] = add_k(lz, co[d], -lo[d]);
    }
    EncElem in, padv;
    if (op->kind == IR_OP_TOSA_PAD) {
      if (op->noperands > 2) {
        SmtTerm z[LZ_MAX_RANK];
        for (int d = 0; d < type_rank(op->operands[2]->type); d++)
          z[d] = k64(lz, 0);
        if (type_n(op->operands[2]->type) != 1) return lz_unsupported(sd, op, "pad_const of");
        if (!pull(lz, sd, op->operands[2], z, &padv)) return false;
      } else {
        padv = enc_elem(st, zero_of(sd, rt->elem));
      }
    } else {
      /* the body at the coordinates (index block arguments) */
      if (op->nregions < 1 || op->regions[0]->nblocks < 1) return lz_unsupported(sd, op, "body of");
      const IrBlock *body = op->regions[0]->blocks[0];
      if (body->nargs != rank || body->nops < 1 || body->ops[body->nops - 1]->kind != IR_OP_TENSOR_YIELD)
        return lz_unsupported(sd, op, "body of");
      Captures cp;
      if (!pull_captures(lz, sd, op, &cp) || !bind_captures(sd, op, &cp)) return false;
      for (int d = 0; d < rank; d++) {
        EncVal *a = enc_scalar_new(st, IR_INDEX);
        if (!a) return false;
        a->v[0] = co[d];
        enc_bind(st, body->args[d], a);
      }
      st->ub = st->false_term;
      int nch0 = st->nchoices;
      if (!enc_block_ops(st, body, false)) return false;
      if (!after_encode(lz, sd, op, nch0, rank, co)) return false;
      const IrOp *y = body->ops[body->nops - 1];
      EncVal *yv = y->noperands == 1 ? enc_lookup(st, y, y->operands[0]) : NULL;
      if (!yv) return lz_unsupported(sd, op, "yield of");
      padv = enc_get(st, yv, 0);
    }
    if (enc_is_false(st, inside)) {
      *out = padv;
      return true;
    }
    if (!pull(lz, sd, op->operands[0], ic, &in)) return false;
    *out = ite_elem(lz, sd, inside, in, padv);
    return true;
  }
  case IR_OP_TOSA_CONCAT:
  case IR_OP_TENSOR_CONCAT: {
    int64_t axis;
    if (!ir_attr_int(op, op->kind == IR_OP_TOSA_CONCAT ? "axis" : "dim", &axis) || axis < 0 || axis >= rank)
      return lz_unsupported(sd, op, "axis of");
    int64_t at = 0;
    EncElem acc = {{0}, {0}, {0}, false};
    bool have = false;
    /* built from the last operand down: ite(c < end_0, op0, ite(c < end_1, op1, ...)) */
    int64_t ends[LZ_MAX_OPS];
    if (op->noperands > LZ_MAX_OPS) return lz_unsupported(sd, op, "too many operands in");
    for (int i = 0; i < op->noperands; i++) {
      at += op->operands[i]->type->dims[axis];
      ends[i] = at;
    }
    for (int i = op->noperands - 1; i >= 0; i--) {
      int64_t start = ends[i] - op->operands[i]->type->dims[axis];
      for (int d = 0; d < rank; d++)
        ic[d] = d == axis ? add_k(lz, co[d], -start) : co[d];
      SmtTerm inside = in_range(lz, co[axis], start, ends[i]);
      if (have && enc_is_false(st, inside)) continue;
      EncElem e;
      if (!pull(lz, sd, op->operands[i], ic, &e)) return false;
      acc = have ? ite_elem(lz, sd, inside, e, acc) : e;
      have = true;
    }
    if (!have) return lz_unsupported(sd, op, "operands of");
    *out = acc;
    return true;
  }
  case IR_OP_TOSA_TILE: {
    const IrType *it = op->operands[0]->type;
    for (int d = 0; d < rank; d++)
      ic[d] = it->dims[d] == rt->dims[d] ? co[d] : rem_k(lz, co[d], it->dims[d]);
    return pull(lz, sd, op->operands[0], ic, out);
  }
  case IR_OP_TOSA_REDUCE_SUM:
  case IR_OP_TOSA_REDUCE_PRODUCT:
  case IR_OP_TOSA_REDUCE_MAX:
  case IR_OP_TOSA_REDUCE_MIN:
  case IR_OP_TOSA_REDUCE_ALL:
  case IR_OP_TOSA_REDUCE_ANY: return lz_reduce(lz, sd, op, co, out);
  case IR_OP_TOSA_MATMUL: return lz_matmul(lz, sd, op, co, out);
  case IR_OP_TOSA_CONV2D:
  case IR_OP_TOSA_DEPTHWISE_CONV2D: return lz_conv2d(lz, sd, op, co, out);
  case IR_OP_TOSA_MAX_POOL2D: return lz_max_pool2d(lz, sd, op, co, out);
  default: break;
  }
  if (is_elementwise(op)) return lz_elementwise(lz, sd, op, k, co, out);
  if (strncmp(op->name, "linalg.", 7) == 0 && sem_lookup(op->kind) == sem_linalg_structured)
    return lz_structured(lz, sd, op, k, co, out);
  return lz_unsupported(sd, op, "no lazy semantics for");
}

static void note_read(Lz *lz, int i, SmtTerm flat) {
  LzArg *a = &lz->args[i];
  for (int k = 0; k < a->nreads; k++)
    if (smt_term_same(a->reads[k], flat)) return;
  if (a->nreads >= a->cap) {
    int cap = a->cap ? 2 * a->cap : 64;
    SmtTerm *n = arena_calloc(lz->a, (size_t)cap, sizeof *n);
    if (!n) return;
    if (a->nreads) memcpy(n, a->reads, (size_t)a->nreads * sizeof *n);
    a->reads = n;
    a->cap = cap;
  }
  a->reads[a->nreads++] = flat;
}

static bool pull(Lz *lz, Side *sd, const IrValue *v, const SmtTerm *co, EncElem *out) {
  EncState *st = &sd->st;
  if (enc_failed(st)) return false;
  int rank = type_rank(v->type);
  Memo *m = memo_find(sd, v->id, rank, co);
  if (m) {
    *out = m->e;
    return true;
  }
  if (!v->def) {
    if (v->block != sd->f->body || v->index >= lz->nargs)
      return enc_unsupported(st, NULL, "unsupported: lazy mode: a block argument outside the function body");
    SmtTerm flat = flat_of(lz, rank, v->type->dims, co);
    if (lz->fixed) {
      int64_t fi;
      const EvalTensor *t = lz->fixed->args[v->index];
      if (!is_k(lz, flat, &fi) || !t || fi < 0 || fi >= t->n)
        return enc_unsupported(st, NULL,
                               "unsupported: lazy mode: the cone reads an argument at an index that "
                               "is not a constant of the counterexample");
      IrElem e = v->type->elem;
      *out = enc_elem(st, ir_elem_is_float(e) ? fpdom_const(lz->fp, e, t->bits[fi])
                                              : smt_bv_u64(lz->c, (unsigned)ir_elem_bits(e), t->bits[fi]));
    } else {
      note_read(lz, v->index, flat);
      *out = enc_elem(st, smt_select(lz->c, lz->args[v->index].arr, flat));
    }
  } else if (!lz_op(lz, sd, v->def, v->index, co, out)) {
    return false;
  }
  memo_put(lz, sd, v->id, rank, co, *out);
  sd->pulled[v->id] = true;
  return true;
}

/* ---- the pass over one domain ---- */

typedef struct OutTerm {
  SmtTerm co[LZ_MAX_RANK];
  int rank;
  bool skip; /* a cone evaluation of another result */
  SmtTerm bounds;
  EncElem s, t;
} OutTerm;

static bool side_init(Lz *lz, Side *sd, const IrFunc *f, const char *name, int level) {
  sd->f = f;
  sem_state_init(&sd->st, lz->c, lz->fp, lz->a, lz->o, f, name);
  sd->st.level = level;
  sd->base = f->nvalues;
  sd->st.nvals = f->nvalues + LZ_CLONE_IDS;
  sd->st.vals = arena_calloc(lz->a, (size_t)sd->st.nvals, sizeof(EncVal *));
  sd->tabsz = 4099;
  sd->tab = arena_calloc(lz->a, (size_t)sd->tabsz, sizeof(Memo *));
  sd->pulled = arena_calloc(lz->a, (size_t)sd->st.nvals, sizeof(bool));
  sd->cval = arena_calloc(lz->a, (size_t)sd->st.nvals, sizeof(EncVal *));
  if (!sd->st.vals || !sd->tab || !sd->pulled || !sd->cval) return false;
  /* !tosa.shape constants are small and static: encode them up front. */
  for (int i = 0; i < f->body->nops; i++) {
    const IrOp *op = f->body->ops[i];
    if (op->kind == IR_OP_TOSA_CONST_SHAPE && !sem_encode_op(&sd->st, op)) return false;
  }
  return true;
}

/* Pull every op result nobody pulled, at fresh coordinates: its UB check
 * (after_encode) must see every op. */
static bool pull_rest(Lz *lz, Side *sd) {
  const IrBlock *b = sd->f->body;
  for (int i = 0; i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    for (int j = 0; j < op->nresults; j++) {
      const IrValue *v = op->results[j];
      if (sd->pulled[v->id] || v->type->kind == IR_TY_SHAPE || v->type->kind == IR_TY_OTHER) continue;
      SmtTerm co[LZ_MAX_RANK];
      int rank = type_rank(v->type);
      for (int d = 0; d < rank; d++) {
        char name[64];
        snprintf(name, sizeof name, "%%%s.v%d.c%d", sd->st.side, v->id, d);
        co[d] = smt_var(lz->c, name, smt_sort_bv(lz->c, 64));
      }
      EncElem e;
      if (!pull(lz, sd, v, co, &e)) return false;
    }
  }
  return true;
}

/* The choice of tgt op `op` at the coordinates of `ca`: an uninterpreted
 * Bool function of the coordinates, one per op. */
static SmtTerm tgt_choice(Lz *lz, const IrOp *op, const ChoiceAt *ca) {
  SmtSort dom[LZ_MAX_RANK];
  for (int d = 0; d < ca->rank; d++)
    dom[d] = smt_sort_bv(lz->c, 64);
  char name[64];
  snprintf(name, sizeof name, "tgt.choice.%p", (const void *)op);
  if (ca->rank == 0) return smt_var(lz->c, name, smt_sort_bool(lz->c));
  SmtFunc f = smt_func(lz->c, name, dom, ca->rank, smt_sort_bool(lz->c));
  return smt_apply(lz->c, f, ca->coords, ca->rank);
}

/* Replace choice variables (see the header): tgt's by an uninterpreted Bool
 * function of (op, coordinates), src's by their IEEE witness. */
static SmtTerm fix_choices(Lz *lz, SmtTerm t, bool src_too) {
  Side *s = &lz->sd[0], *g = &lz->sd[1];
  int n = s->st.nchoices + g->st.nchoices;
  if (n == 0 || smt_is_null(t)) return t;
  SmtTerm *from = arena_calloc(lz->a, (size_t)n, sizeof(SmtTerm));
  SmtTerm *to = arena_calloc(lz->a, (size_t)n, sizeof(SmtTerm));
  int ns = s->st.nchoices < s->ncat ? s->st.nchoices : s->ncat;
  /* src choice i -> the tgt choice it pairs with (index), or -1; keys of
   * choices downstream of other choices mention them, so a src key is
   * compared after replacing the src choices already paired by their tgt
   * partners (choices are made in program order), as tv.c choice_witness */
  int *partner = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(int));
  SmtTerm *vfrom = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(SmtTerm));
  SmtTerm *vto = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(SmtTerm));
  if (!from || !to || !partner || !vfrom || !vto) return t;
  int nv = 0;
  for (int i = 0; i < ns && src_too; i++) {
    partner[i] = -1;
    SmtTerm key = smt_substitute(lz->c, s->st.choice_keys[i], vfrom, vto, nv);
    for (int j = 0; j < g->st.nchoices && j < g->ncat && partner[i] < 0; j++) {
      if (!smt_term_same(key, g->st.choice_keys[j]) || g->cat[j].rank != s->cat[i].rank) continue;
      bool same = true;
      for (int d = 0; d < g->cat[j].rank && same; d++)
        same = smt_term_same(g->cat[j].coords[d], s->cat[i].coords[d]);
      if (same) partner[i] = j;
    }
    vfrom[nv] = s->st.choices[i];
    vto[nv] = partner[i] >= 0 ? g->st.choices[partner[i]]
                              : smt_substitute(lz->c, s->st.choice_wit[i], vfrom, vto, nv);
    nv++;
  }
  int m = 0;
  for (int i = 0; i < ns && src_too; i++) {
    /* A src op that makes the same choice as a tgt op (an op the pass left
     * alone) takes the tgt op's function for ALL its elements, a legal src
     * behaviour (one value per element); any other src op its IEEE witness. */
    const IrOp *paired = NULL;
    for (int i2 = 0; i2 < ns && !paired; i2++)
      if (s->cat[i2].op == s->cat[i].op && partner[i2] >= 0) paired = g->cat[partner[i2]].op;
    from[m] = s->st.choices[i];
    /* a witness mentions the choices made before it: replaced as they are */
    to[m] =
        paired ? tgt_choice(lz, paired, &s->cat[i]) : smt_substitute(lz->c, s->st.choice_wit[i], from, to, m);
    m++;
  }
  for (int i = 0; i < g->st.nchoices && i < g->ncat; i++) {
    from[m] = g->st.choices[i];
    to[m++] = tgt_choice(lz, g->cat[i].op, &g->cat[i]);
  }
  return smt_substitute(lz->c, t, from, to, m);
}

/* At most this many src choices are quantified by expansion (2^n copies). */
#define LZ_MAX_FORALL 6

/* fail for EVERY value of src's choice variables (a stronger claim than for
 * every consistent src behaviour, so a model of it is a real violation). */
static SmtTerm forall_src_choices(Lz *lz, SmtTerm fail) {
  EncState *st = &lz->sd[0].st;
  int n = st->nchoices;
  SmtTerm *all = arena_calloc(lz->a, (size_t)1 << n, sizeof(SmtTerm));
  SmtTerm *to = arena_calloc(lz->a, (size_t)(n > 0 ? n : 1), sizeof(SmtTerm));
  if (!all || !to) return smt_false(lz->c);
  for (int bits = 0; bits < (1 << n); bits++) {
    for (int i = 0; i < n; i++)
      to[i] = smt_bool(lz->c, (bits >> i) & 1);
    all[bits] = smt_substitute(lz->c, fail, st->choices, to, n);
  }
  return smt_and_n(lz->c, all, 1 << n);
}

/* Bool: every float argument entry the encoding reads is a special value. */
static SmtTerm special_reads(Lz *lz) {
  SmtTerm conj = smt_true(lz->c);
  for (int i = 0; i < lz->nargs; i++) {
    IrElem e = lz->args[i].type->elem;
    if (!ir_elem_is_float(e)) continue;
    SmtTerm one = fpdom_const(lz->fp, e, enc_float_bits(e, 1.0));
    SmtTerm mone = fpdom_const(lz->fp, e, enc_float_bits(e, -1.0));
    for (int k = 0; k < lz->args[i].nreads; k++) {
      SmtTerm x = smt_select(lz->c, lz->args[i].arr, lz->args[i].reads[k]);
      SmtTerm alts[5] = {fpdom_is_zero(lz->fp, e, x), fpdom_is_inf(lz->fp, e, x), fpdom_is_nan(lz->fp, e, x),
                         fpdom_cmp(lz->fp, e, FPC_OEQ, x, one), fpdom_cmp(lz->fp, e, FPC_OEQ, x, mone)};
      conj = smt_and(lz->c, conj, smt_or_n(lz->c, alts, 5));
    }
  }
  return conj;
}

/* TVF_DEBUG_TV=1: one line per lazy query on stderr (stage, result, time,
 * size of the printed query); TVF_DEBUG_TERMS=1 also prints the src and
 * tgt terms of the representative element. */
static bool lz_debug(void) {
  static int on = -1;
  if (on < 0) on = getenv("TVF_DEBUG_TV") != NULL || getenv("TVF_DEBUG_TERMS") != NULL;
  return on;
}

static size_t term_chars(SmtCtx *c, SmtTerm t) {
  StrBuf b = STRBUF_INIT;
  smt_term_print(c, t, &b);
  size_t n = b.len;
  sb_free(&b);
  return n;
}

static SmtResult lz_solve(Lz *lz, SmtTerm q) {
  unsigned budget = lz->o->timeout_ms;
  if (lz->o->deadline_ns) {
    uint64_t now = now_ns();
    if (now >= lz->o->deadline_ns) return SMT_TIMEOUT;
    uint64_t left = (lz->o->deadline_ns - now) / 1000000u;
    if (left < 1) left = 1;
    if (!budget || left < budget) budget = (unsigned)left;
  }
  smt_solver_push(lz->solver);
  smt_solver_assert(lz->solver, q);
  tv_dump_query(lz->solver, "lazy", 0);
  return smt_solver_check(lz->solver, budget);
}

static char *describe(Lz *lz, SmtModel *m, IrElem e, bool as_unsigned, SmtTerm t, const char **cls) {
  StrBuf b = STRBUF_INIT;
  if (cls) *cls = NULL;
  if (ir_elem_is_float(e)) {
    fpdom_model_describe(lz->fp, m, e, t, &b);
    if (cls) *cls = fpdom_class_name(fpdom_model_class(lz->fp, m, e, t));
  } else {
    uint64_t u;
    if (smt_term_get_u64(lz->c, smt_model_eval(m, t), &u)) {
      char txt[32];
      ir_int_value_text(e, as_unsigned, u, txt, sizeof txt);
      sb_puts(&b, txt);
    } else {
      sb_puts(&b, "?");
    }
  }
  char *s = arena_strdup(lz->a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

static bool model_u64(Lz *lz, SmtModel *m, SmtTerm t, uint64_t *u) {
  return smt_term_get_u64(lz->c, smt_model_eval(m, t), u);
}

static void coords_text(StrBuf *b, int rank, const int64_t *idx) {
  sb_putc(b, '[');
  for (int d = 0; d < rank; d++)
    sb_printf(b, "%s%" PRId64, d ? ", " : "", idx[d]);
  sb_putc(b, ']');
}

/* The counterexample: output coordinates, both values, and the argument
 * entries the encoding reads (as the model fixes them; at most
 * LZ_MAX_SHOWN distinct entries per argument). */
static void report_model(Lz *lz, SmtModel *m, TvReport *r, int res, const OutTerm *ot) {
  int64_t idx[LZ_MAX_RANK];
  const IrType *rt = lz->sd[0].f->result_types[res];
  for (int d = 0; d < ot->rank; d++) {
    uint64_t u = 0;
    model_u64(lz, m, ot->co[d], &u);
    idx[d] = (int64_t)u;
  }
  StrBuf b = STRBUF_INIT;
  coords_text(&b, ot->rank, idx);
  r->out_coords = arena_strdup(lz->a, sb_cstr(&b));
  sb_free(&b);
  r->out_index = res;
  r->out_elem = enc_flat(ot->rank, rt->dims, idx);
  bool b1 = false;
  SmtTerm sp = enc_or(&lz->sd[0].st, ot->s.poison, ot->s.uninit);
  SmtTerm tp = enc_or(&lz->sd[1].st, ot->t.poison, ot->t.uninit);
  r->src_value = smt_term_get_bool(lz->c, smt_model_eval(m, sp), &b1) && b1
                     ? arena_strdup(lz->a, "poison")
                     : describe(lz, m, rt->elem, rt->int_kind == IR_INT_UNSIGNED, ot->s.v, &r->src_class);
  b1 = false;
  r->tgt_value = smt_term_get_bool(lz->c, smt_model_eval(m, tp), &b1) && b1
                     ? arena_strdup(lz->a, "poison")
                     : describe(lz, m, rt->elem, rt->int_kind == IR_INT_UNSIGNED, ot->t.v, &r->tgt_class);
  r->nargs = lz->nargs;
  r->args = arena_calloc(lz->a, (size_t)(lz->nargs > 0 ? lz->nargs : 1), sizeof(TvCexArg));
  for (int i = 0; i < lz->nargs && r->args; i++) {
    LzArg *a = &lz->args[i];
    TvCexArg *ca = &r->args[i];
    ca->name = arena_printf(lz->a, "%%arg%d", i);
    ca->type = a->type->text ? a->type->text : ir_elem_name(a->type->elem);
    ca->values = arena_calloc(lz->a, LZ_MAX_SHOWN + 1, sizeof(char *));
    ca->classes = arena_calloc(lz->a, LZ_MAX_SHOWN + 1, sizeof(char *));
    int64_t seen[LZ_MAX_SHOWN];
    int ns = 0;
    for (int k = 0; k < a->nreads && ns < LZ_MAX_SHOWN && ca->values; k++) {
      uint64_t f;
      if (!model_u64(lz, m, a->reads[k], &f)) continue;
      if ((int64_t)f < 0 || (int64_t)f >= type_n(a->type)) continue;
      bool dup = false;
      for (int j = 0; j < ns && !dup; j++)
        dup = seen[j] == (int64_t)f;
      if (dup) continue;
      seen[ns] = (int64_t)f;
      int64_t ai[LZ_MAX_RANK];
      enc_unflat(type_rank(a->type), a->type->dims, (int64_t)f, ai);
      StrBuf eb = STRBUF_INIT;
      coords_text(&eb, type_rank(a->type), ai);
      const char *cls = NULL;
      char *val = describe(lz, m, a->type->elem, a->type->int_kind == IR_INT_UNSIGNED,
                           smt_select(lz->c, a->arr, k64(lz, (int64_t)f)), &cls);
      sb_printf(&eb, "=%s", val);
      ca->values[ns] = arena_strdup(lz->a, sb_cstr(&eb));
      ca->classes[ns] = cls;
      sb_free(&eb);
      ns++;
    }
    ca->nelems = ns;
  }
}

/* The counterexample in concrete terms for lazy_replay: the coordinates,
 * every argument entry the encoding reads with its model value (an
 * abstract non-special float gets a guess: a small number of its sign,
 * 2, 3, ... in the order of its magnitude code among the guessed values),
 * and src's choice sites (op, element) from the choice variables. */
static void capture_cex(Lz *lz, SmtModel *m, int k, const OutTerm *ot, TvStage stage, LazyCex *cx) {
  memset(cx, 0, sizeof *cx);
  cx->stage = stage;
  cx->out_index = k;
  cx->rank = ot->rank;
  cx->exact_model = fpdom_kind(lz->fp) == FPDOM_EXACT;
  for (int d = 0; d < ot->rank; d++) {
    uint64_t u = 0;
    if (!model_u64(lz, m, ot->co[d], &u)) return;
    cx->coords[d] = (int64_t)u;
  }
  cx->nargs = lz->nargs;
  cx->args = arena_calloc(lz->a, (size_t)(lz->nargs > 0 ? lz->nargs : 1), sizeof(LazyCexArg));
  if (!cx->args) return;
  for (int i = 0; i < lz->nargs; i++) {
    LzArg *la = &lz->args[i];
    LazyCexArg *ca = &cx->args[i];
    IrElem e = la->type->elem;
    bool isf = ir_elem_is_float(e);
    int64_t n = type_n(la->type);
    size_t cap = (size_t)(la->nreads > 0 ? la->nreads : 1);
    ca->flat = arena_calloc(lz->a, cap, sizeof(int64_t));
    ca->bits = arena_calloc(lz->a, cap, sizeof(uint64_t));
    ca->guessed = arena_calloc(lz->a, cap, sizeof(bool));
    uint64_t *code = arena_calloc(lz->a, cap, sizeof(uint64_t));
    bool *neg = arena_calloc(lz->a, cap, sizeof(bool));
    FpClass *cls = arena_calloc(lz->a, cap, sizeof(FpClass));
    if (!ca->flat || !ca->bits || !ca->guessed || !code || !neg || !cls) return;
    for (int r = 0; r < la->nreads; r++) {
      uint64_t f;
      if (!model_u64(lz, m, la->reads[r], &f) || (int64_t)f < 0 || (int64_t)f >= n) continue;
      bool dup = false;
      for (int j = 0; j < ca->n && !dup; j++)
        dup = ca->flat[j] == (int64_t)f;
      if (dup) continue;
      SmtTerm x = smt_select(lz->c, la->arr, k64(lz, (int64_t)f));
      int j = ca->n;
      ca->flat[j] = (int64_t)f;
      if (!isf) {
        if (!model_u64(lz, m, x, &ca->bits[j])) ca->bits[j] = 0;
      } else if (!fpdom_model_pinned_bits(lz->fp, m, e, x, &ca->bits[j])) {
        cls[j] = fpdom_model_class(lz->fp, m, e, x);
        neg[j] = cls[j] == FPCLASS_NEG_NORMAL || cls[j] == FPCLASS_NEG_SUBNORMAL;
        if (!model_u64(lz, m, x, &code[j])) code[j] = 0;
        ca->guessed[j] = true;
      }
      ca->n++;
    }
    FpFmt fmt;
    if (!isf || !fpi_fmt(e, &fmt)) continue;
    for (int j = 0; j < ca->n; j++) {
      if (!ca->guessed[j]) continue;
      int rank = 0; /* distinct smaller codes of the same sign among the guesses */
      for (int j2 = 0; j2 < ca->n; j2++) {
        if (!ca->guessed[j2] || neg[j2] != neg[j] || code[j2] >= code[j]) continue;
        bool seen = false;
        for (int j3 = 0; j3 < j2 && !seen; j3++)
          seen = ca->guessed[j3] && neg[j3] == neg[j] && code[j3] == code[j2];
        rank += !seen;
      }
      bool sub = cls[j] == FPCLASS_POS_SUBNORMAL || cls[j] == FPCLASS_NEG_SUBNORMAL;
      uint64_t mag = sub ? (uint64_t)(rank + 1) : enc_float_bits(e, 2.0 + rank) & ~fmt.sign_mask;
      ca->bits[j] = mag | (neg[j] ? fmt.sign_mask : 0);
    }
  }
  Side *s = &lz->sd[0];
  int ns = s->st.nchoices < s->ncat ? s->st.nchoices : s->ncat;
  cx->site_op = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(IrOp *));
  cx->site_elem = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(int64_t));
  if (!cx->site_op || !cx->site_elem) return;
  for (int i = 0; i < ns; i++) {
    const ChoiceAt *ca = &s->cat[i];
    const IrType *t = ca->op->nresults > 0 ? ca->op->results[0]->type : NULL;
    if (type_rank(t) != ca->rank) return;
    int64_t idx[LZ_MAX_RANK];
    for (int d = 0; d < ca->rank; d++) {
      uint64_t u;
      if (!model_u64(lz, m, ca->coords[d], &u)) return;
      idx[d] = (int64_t)u;
    }
    int64_t el = enc_flat(ca->rank, t->dims, idx);
    bool dup = false;
    for (int j = 0; j < cx->nsites && !dup; j++)
      dup = cx->site_op[j] == ca->op && cx->site_elem[j] == el;
    if (dup) continue;
    cx->site_op[cx->nsites] = ca->op;
    cx->site_elem[cx->nsites++] = el;
  }
  cx->valid = true;
}

/* Lazy screening: before any query, the representative element of each
 * result is put at fixed coordinates (all zeros, then the last element),
 * the read positions become constants, and lazy_replay tries its
 * model-free value patterns there. A concrete violation is a miscompile
 * (lazy_replay's rules); nothing else is concluded. Like the explicit
 * mode's screening it runs when TvOptions.screen_vectors > 0 (off in the
 * domain runs of `check --test` and in --oracle=baseline), and only on
 * pairs with a reduction window (LZ_SCREEN_WINDOW). Budget: a quarter of a
 * query. On success r is filled and *out holds the element. */
static bool lazy_screen(Lz *lz, const IrFunc *src, const IrFunc *tgt, const OutTerm *ot, int nres,
                        TvReport *r, LazyCex **out) {
  uint64_t t0 = now_ns();
  unsigned budget = lz->o->timeout_ms ? lz->o->timeout_ms / 4 + 1 : 2500;
  for (int k = 0; k < nres; k++) {
    const IrType *rt = src->result_types[k];
    if (type_rank(rt) != ot[k].rank || rt->kind != IR_TY_TENSOR) continue;
    for (int at = 0; at < 2; at++) {
      unsigned spent = (unsigned)((now_ns() - t0) / 1000000u);
      if (spent >= budget) return false;
      LazyCex *cx = arena_calloc(lz->a, 1, sizeof *cx);
      SmtTerm to[LZ_MAX_RANK];
      if (!cx) return false;
      cx->stage = TV_STAGE_VALUE;
      cx->out_index = k;
      cx->rank = ot[k].rank;
      cx->model_free = true;
      for (int d = 0; d < ot[k].rank; d++) {
        cx->coords[d] = at == 0 ? 0 : rt->dims[d] - 1;
        to[d] = k64(lz, cx->coords[d]);
      }
      cx->nargs = lz->nargs;
      cx->args = arena_calloc(lz->a, (size_t)(lz->nargs > 0 ? lz->nargs : 1), sizeof(LazyCexArg));
      if (!cx->args) return false;
      for (int i = 0; i < lz->nargs; i++) {
        LzArg *la = &lz->args[i];
        LazyCexArg *ca = &cx->args[i];
        size_t cap = (size_t)(la->nreads > 0 ? la->nreads : 1);
        ca->flat = arena_calloc(lz->a, cap, sizeof(int64_t));
        ca->bits = arena_calloc(lz->a, cap, sizeof(uint64_t));
        if (!ca->flat || !ca->bits) return false;
        for (int j = 0; j < la->nreads; j++) {
          uint64_t f;
          SmtTerm t = smt_simplify(lz->c, smt_substitute(lz->c, la->reads[j], ot[k].co, to, ot[k].rank));
          if (!smt_term_get_u64(lz->c, t, &f) || (int64_t)f < 0 || (int64_t)f >= type_n(la->type)) continue;
          bool dup = false;
          for (int j2 = 0; j2 < ca->n && !dup; j2++)
            dup = ca->flat[j2] == (int64_t)f;
          if (!dup) ca->flat[ca->n++] = (int64_t)f;
        }
      }
      Side *s = &lz->sd[0];
      int ns = s->st.nchoices < s->ncat ? s->st.nchoices : s->ncat;
      cx->site_op = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(IrOp *));
      cx->site_elem = arena_calloc(lz->a, (size_t)(ns > 0 ? ns : 1), sizeof(int64_t));
      if (!cx->site_op || !cx->site_elem) return false;
      bool sites_ok = true;
      for (int i = 0; i < ns && sites_ok; i++) {
        const ChoiceAt *ca = &s->cat[i];
        const IrType *t = ca->op->nresults > 0 ? ca->op->results[0]->type : NULL;
        if (type_rank(t) != ca->rank) {
          sites_ok = false;
          break;
        }
        int64_t idx[LZ_MAX_RANK];
        bool fixed = true;
        for (int d = 0; d < ca->rank && fixed; d++) {
          uint64_t u;
          SmtTerm c = smt_simplify(lz->c, smt_substitute(lz->c, ca->coords[d], ot[k].co, to, ot[k].rank));
          fixed = smt_term_get_u64(lz->c, c, &u);
          idx[d] = (int64_t)u;
        }
        if (!fixed) continue; /* a site of another element's cone (other result, pull_rest) */
        int64_t el = enc_flat(ca->rank, t->dims, idx);
        bool dup = false;
        for (int j = 0; j < cx->nsites && !dup; j++)
          dup = cx->site_op[j] == ca->op && cx->site_elem[j] == el;
        if (!dup) {
          cx->site_op[cx->nsites] = ca->op;
          cx->site_elem[cx->nsites++] = el;
        }
      }
      if (!sites_ok) return false;
      cx->valid = true;
      unsigned left = budget - spent;
      if (lazy_replay(src, tgt, lz->o, cx, left, lz->a, r) != TV_MISCOMPILE) {
        memset(&r->concrete, 0, sizeof r->concrete);
        continue;
      }
      r->stage = r->concrete.stage;
      r->out_index = r->concrete.stage == TV_STAGE_UB ? -1 : k;
      r->out_elem = r->concrete.out_elem;
      StrBuf b = STRBUF_INIT;
      coords_text(&b, cx->rank, cx->coords);
      r->out_coords = arena_strdup(lz->a, sb_cstr(&b));
      sb_free(&b);
      r->src_value = (char *)r->concrete.src_value;
      r->tgt_value = (char *)r->concrete.tgt_value;
      r->screened = true;
      *out = cx;
      return true;
    }
  }
  return false;
}

/* One run in one domain at one ladder level. *approx tells whether a
 * counterexample depends on approximated operations or fixed src choices. */
static TvVerdict lz_run(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, FpDomKind kind, int level,
                        Arena *a, TvReport *r, bool *approx, bool *used_level0, LazyCex *cx, bool screen,
                        const LzFixed *fixed) {
  uint64_t t0 = now_ns();
  Lz lz;
  memset(&lz, 0, sizeof lz);
  lz.a = a;
  lz.fixed = fixed;
  lz.o = o;
  *approx = false;
  *used_level0 = false;
  Diag d;
  diag_init(&d);
  lz.c = smt_ctx_create(o->timeout_ms, &d);
  if (!lz.c) {
    snprintf(r->message, sizeof r->message, "cannot create SMT context: %.900s", d.msg);
    return TV_ERROR;
  }
  smt_ctx_set_tuned(lz.c, o->solver_tuned);
  TvVerdict verdict = TV_ERROR;
  FpDomConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  cfg.fixed_width = o->fixed_width;
  enc_count_fp_values(src, cfg.value_count);
  enc_count_fp_values(tgt, cfg.value_count);
  lz.fp = fpdom_create(kind, lz.c, a, &cfg);
  lz.cc = lzc_create(lz.c, a);
  if (!lz.fp || !lz.cc) {
    snprintf(r->message, sizeof r->message, "cannot create the %s FP domain", fpdom_kind_name(kind));
    goto done;
  }
  if (!side_init(&lz, &lz.sd[0], src, "src", level) || !side_init(&lz, &lz.sd[1], tgt, "tgt", level)) {
    Side *bad = enc_failed(&lz.sd[0].st) ? &lz.sd[0] : &lz.sd[1];
    snprintf(r->message, sizeof r->message, "%s", enc_failed(&bad->st) ? bad->st.msg : "out of memory");
    verdict = enc_failed(&bad->st) ? bad->st.fail : TV_ERROR;
    goto done;
  }
  FpReassoc *ra = NULL;
  if (o->policy == TV_POLICY_REASSOC) {
    long nv = 0;
    for (int e = 0; e < IR_ELEM_COUNT; e++)
      nv += cfg.value_count[e];
    ra = fp_reassoc_create(lz.fp, a, nv);
    lz.sd[0].st.reassoc = lz.sd[1].st.reassoc = ra;
  }
  lz.nargs = src->body->nargs;
  lz.args = arena_calloc(a, (size_t)(lz.nargs > 0 ? lz.nargs : 1), sizeof(LzArg));
  for (int i = 0; i < lz.nargs; i++) {
    const IrType *t = src->body->args[i]->type;
    if (t->kind != IR_TY_TENSOR && t->kind != IR_TY_SCALAR) {
      snprintf(r->message, sizeof r->message, "unsupported: lazy mode: argument %%arg%d of type %s", i,
               t->text ? t->text : "?");
      verdict = TV_UNSUPPORTED;
      goto done;
    }
    if (!enc_check_type(&lz.sd[0].st, NULL, t)) {
      snprintf(r->message, sizeof r->message, "%s", lz.sd[0].st.msg);
      verdict = lz.sd[0].st.fail;
      goto done;
    }
    SmtSort es = ir_elem_is_float(t->elem) ? fpdom_sort(lz.fp, t->elem)
                                           : smt_sort_bv(lz.c, (unsigned)ir_elem_bits(t->elem));
    char name[32];
    snprintf(name, sizeof name, "%%arg%d", i);
    lz.args[i].arr = smt_var(lz.c, name, smt_sort_array(lz.c, smt_sort_bv(lz.c, 64), es));
    lz.args[i].type = t;
  }
  /* The representative element of every result, pulled on both sides. */
  int nres = src->nresults;
  OutTerm *ot = arena_calloc(a, (size_t)(nres > 0 ? nres : 1), sizeof(OutTerm));
  const IrOp *sret = src->body->ops[src->body->nops - 1], *tret = tgt->body->ops[tgt->body->nops - 1];
  if (!ot || sret->kind != IR_OP_FUNC_RETURN || tret->kind != IR_OP_FUNC_RETURN || sret->noperands != nres ||
      tret->noperands != nres) {
    snprintf(r->message, sizeof r->message, "invalid input: func.return arity does not match the signature");
    verdict = TV_INVALID_INPUT;
    goto done;
  }
  for (int k = 0; k < nres; k++) {
    const IrType *t = src->result_types[k];
    ot[k].rank = type_rank(t);
    ot[k].bounds = smt_true(lz.c);
    if (fixed) {
      ot[k].skip = k != fixed->cx->out_index || ot[k].rank != fixed->cx->rank;
      if (ot[k].skip) continue;
      for (int dd = 0; dd < ot[k].rank; dd++)
        ot[k].co[dd] = k64(&lz, fixed->cx->coords[dd]);
    }
    for (int dd = 0; dd < ot[k].rank && !fixed; dd++) {
      char name[32];
      snprintf(name, sizeof name, "%%out%d.c%d", k, dd);
      ot[k].co[dd] = smt_var(lz.c, name, smt_sort_bv(lz.c, 64));
      ot[k].bounds = smt_and(lz.c, ot[k].bounds, smt_bv_ult(lz.c, ot[k].co[dd], k64(&lz, t->dims[dd])));
      /* under ot[k].bounds, asserted with every query */
      lzc_set_range(lz.cc, ot[k].co[dd], 0, t->dims[dd] - 1);
      if (t->dims[dd] == 1) ot[k].co[dd] = k64(&lz, 0); /* the only value: reshapes drop it the same way */
    }
    if (!pull(&lz, &lz.sd[0], sret->operands[k], ot[k].co, &ot[k].s) ||
        !pull(&lz, &lz.sd[1], tret->operands[k], ot[k].co, &ot[k].t))
      break;
  }
  if (!fixed && !enc_failed(&lz.sd[0].st) && !enc_failed(&lz.sd[1].st)) {
    pull_rest(&lz, &lz.sd[0]);
    if (!enc_failed(&lz.sd[0].st)) pull_rest(&lz, &lz.sd[1]);
  }
  for (int s = 0; s < 2; s++)
    if (enc_failed(&lz.sd[s].st)) {
      snprintf(r->message, sizeof r->message, "%s", lz.sd[s].st.msg);
      verdict = lz.sd[s].st.fail;
      goto done;
    }
  *used_level0 = lz.sd[0].st.used_level0 || lz.sd[1].st.used_level0;
  bool src_fixed = lz.sd[0].st.nchoices > 0;
  SmtTerm pre = fpdom_preconditions(lz.fp);
  if (kind == FPDOM_ABSTRACT)
    for (int e = 0; e < IR_ELEM_COUNT; e++)
      if (ir_elem_is_float((IrElem)e)) r->abstract_width[e] = fpdom_width(lz.fp, (IrElem)e);
  if (smt_ctx_error(lz.c)) {
    snprintf(r->message, sizeof r->message, "SMT error while encoding: %s", smt_ctx_error(lz.c));
    goto done;
  }
  r->encode_ms += (double)(now_ns() - t0) / 1e6;
  if (screen && !fixed && o->screen_vectors > 0 && o->policy != TV_POLICY_REASSOC &&
      lz.max_window >= LZ_SCREEN_WINDOW) {
    LazyCex *found = NULL;
    uint64_t q0 = now_ns();
    bool hit = lazy_screen(&lz, src, tgt, ot, nres, r, &found);
    r->screen_ms += (double)(now_ns() - q0) / 1e6;
    if (hit) {
      *cx = *found;
      r->decided_by = kind;
      snprintf(r->message, sizeof r->message,
               "%s found by the lazy concrete screening at %s (no query; lazy mode)",
               r->stage == TV_STAGE_POISON ? "target more poisonous than source"
               : r->stage == TV_STAGE_UB   ? "target undefined behaviour"
                                           : "value mismatch",
               r->out_coords ? r->out_coords : "?");
      verdict = TV_MISCOMPILE;
      goto done;
    }
  }
  lz.solver = smt_solver_create(lz.c);
  if (!lz.solver) {
    snprintf(r->message, sizeof r->message, "cannot create solver");
    goto done;
  }
  smt_solver_assert(lz.solver, pre);
  /* Stages poison, then value, one query per result (UB: none, by the
   * rules above; shapes: static and checked by the caller). */
  for (int pass = 0; pass < 2; pass++) {
    TvStage stage = pass == 0 ? TV_STAGE_POISON : TV_STAGE_VALUE;
    for (int k = 0; k < nres; k++) {
      if (ot[k].skip) continue;
      IrElem e = src->result_types[k]->elem;
      SmtTerm fail, fail_free = smt_false(lz.c);
      OutTerm shown = ot[k];
      for (int fx = 0; fx < 2; fx++) {
        /* fx 0: src's choices fixed to their witness; 1: left free */
        SmtTerm sp = fix_choices(&lz, enc_or(&lz.sd[0].st, ot[k].s.poison, ot[k].s.uninit), fx == 0);
        SmtTerm tp = fix_choices(&lz, enc_or(&lz.sd[1].st, ot[k].t.poison, ot[k].t.uninit), fx == 0);
        SmtTerm sv = fix_choices(&lz, ot[k].s.v, fx == 0), tv = fix_choices(&lz, ot[k].t.v, fx == 0);
        SmtTerm f;
        if (pass == 0) {
          f = enc_is_true(&lz.sd[0].st, sp) || enc_is_false(&lz.sd[1].st, tp) || smt_term_same(sp, tp)
                  ? smt_false(lz.c)
                  : smt_and(lz.c, smt_not(lz.c, sp), tp);
        } else {
          SmtTerm ref = ir_elem_is_float(e) ? fpdom_refines(lz.fp, e, sv, tv) : smt_eq(lz.c, sv, tv);
          f = enc_is_true(&lz.sd[0].st, sp) || smt_term_same(sv, tv)
                  ? smt_false(lz.c)
                  : smt_and(lz.c, smt_and(lz.c, smt_not(lz.c, sp), smt_not(lz.c, tp)), smt_not(lz.c, ref));
        }
        if (fx == 0) {
          fail = f;
          shown.s.v = sv, shown.t.v = tv, shown.s.poison = sp, shown.t.poison = tp;
          shown.s.uninit = shown.t.uninit = smt_false(lz.c);
        } else {
          fail_free = f;
        }
        if (!src_fixed) break;
      }
      if (enc_is_false(&lz.sd[0].st, fail)) continue;
      uint64_t q0 = now_ns();
      SmtTerm q = smt_and(lz.c, ot[k].bounds, fail);
      SmtResult res = SMT_UNKNOWN;
      if (kind == FPDOM_EXACT && !fixed) {
        /* First with every float entry read a special value (+-0, +-Inf,
         * NaN, +-1): bugs about zero signs and NaN show there, and FP
         * arithmetic on such values is mostly constant folding. */
        SmtTerm sq = special_reads(&lz);
        if (!enc_is_true(&lz.sd[0].st, sq)) {
          TvOptions so = *o;
          so.timeout_ms = o->timeout_ms ? o->timeout_ms / 4 + 1 : 5000;
          lz.o = &so;
          res = lz_solve(&lz, smt_and(lz.c, q, sq));
          lz.o = o;
          if (res != SMT_SAT) smt_solver_pop(lz.solver);
        }
      }
      if (res != SMT_SAT) res = lz_solve(&lz, q);
      r->solve_ms += (double)(now_ns() - q0) / 1e6;
      if (lz_debug()) {
        fprintf(stderr, "lazy %s level %d policy %d: stage %s result %d: %s in %.1f ms (query %zu chars)\n",
                fpdom_kind_name(kind), level, (int)o->policy, tv_stage_name(stage), k, smt_result_name(res),
                (double)(now_ns() - q0) / 1e6, term_chars(lz.c, q));
        if (getenv("TVF_DEBUG_TERMS")) {
          StrBuf b1 = STRBUF_INIT, b2 = STRBUF_INIT;
          smt_term_print(lz.c, pass == 0 ? shown.s.poison : shown.s.v, &b1);
          smt_term_print(lz.c, pass == 0 ? shown.t.poison : shown.t.v, &b2);
          fprintf(stderr, "src %s\ntgt %s\n", b1.data ? b1.data : "?", b2.data ? b2.data : "?");
          sb_free(&b1);
          sb_free(&b2);
        }
      }
      if (res == SMT_SAT) {
        SmtModel *m = smt_solver_model(lz.solver);
        r->stage = stage;
        r->decided_by = kind;
        if (m) report_model(&lz, m, r, k, &shown);
        if (m && cx) capture_cex(&lz, m, k, &ot[k], stage, cx);
        bool still_fixed = src_fixed;
        if (src_fixed && lz.sd[0].st.nchoices <= LZ_MAX_FORALL) {
          /* Does it fail for every src choice? Then it is a real violation. */
          smt_solver_pop(lz.solver);
          q0 = now_ns();
          SmtResult r2 = lz_solve(&lz, smt_and(lz.c, ot[k].bounds, forall_src_choices(&lz, fail_free)));
          r->solve_ms += (double)(now_ns() - q0) / 1e6;
          SmtModel *m2 = r2 == SMT_SAT ? smt_solver_model(lz.solver) : NULL;
          if (m2) {
            report_model(&lz, m2, r, k, &shown);
            if (cx) capture_cex(&lz, m2, k, &ot[k], stage, cx);
            still_fixed = false;
          }
        }
        src_fixed = still_fixed;
        *approx = ot[k].s.approx || ot[k].t.approx || src_fixed;
        smt_solver_pop(lz.solver);
        snprintf(r->message, sizeof r->message, "%s (lazy mode, %s FP domain%s%s)",
                 pass == 0 ? "target is more poisonous than source" : "value mismatch", fpdom_kind_name(kind),
                 ot[k].s.approx || ot[k].t.approx ? ", depends on approximated operations" : "",
                 src_fixed ? ", src zero-sign choices fixed to their IEEE witness" : "");
        verdict = TV_INCONCLUSIVE; /* the caller decides */
        goto done;
      }
      smt_solver_pop(lz.solver);
      if (res != SMT_UNSAT) {
        snprintf(r->message, sizeof r->message, "solver %s in stage %s (lazy mode, %s domain, %u ms)",
                 smt_result_name(res), tv_stage_name(stage), fpdom_kind_name(kind), o->timeout_ms);
        verdict = res == SMT_TIMEOUT ? TV_TIMEOUT : TV_ERROR;
        goto done;
      }
    }
  }
  r->stage = TV_STAGE_NONE;
  r->decided_by = kind;
  snprintf(r->message, sizeof r->message,
           "tgt refines src (lazy mode: one symbolic element per result, %s FP domain)",
           fpdom_kind_name(kind));
  verdict = TV_CORRECT;
done:
  if (lz.solver) smt_solver_destroy(lz.solver);
  smt_ctx_destroy(lz.c);
  return verdict;
}

static bool value_too_large(const IrValue *v, long max) {
  const IrType *t = v->type;
  return t && t->kind == IR_TY_TENSOR && type_n(t) > max;
}

static bool block_too_large(const IrBlock *b, long max) {
  for (int i = 0; i < b->nargs; i++)
    if (value_too_large(b->args[i], max)) return true;
  for (int i = 0; i < b->nops; i++) {
    const IrOp *op = b->ops[i];
    for (int j = 0; j < op->nresults; j++)
      if (value_too_large(op->results[j], max)) return true;
    for (int rg = 0; rg < op->nregions; rg++)
      for (int bi = 0; bi < op->regions[rg]->nblocks; bi++)
        if (block_too_large(op->regions[rg]->blocks[bi], max)) return true;
  }
  return false;
}

bool lazy_needed(const IrFunc *src, const IrFunc *tgt, const TvOptions *o) {
  if (!o || !src || !tgt || !src->body || !tgt->body) return false;
  return block_too_large(src->body, o->max_elements) || block_too_large(tgt->body, o->max_elements);
}

/* Replay budget: a quarter of a query budget, within the pair's deadline
 * (a correct pair pays it once per rung whose counterexample is spurious). */
static unsigned replay_budget(const TvOptions *o) { return o->timeout_ms ? o->timeout_ms / 4 + 1 : 2500; }

/* Append "; <what>" to r->message. */
/* lazy_replay, and when the interpreter's work cap stopped it (the whole
 * tensors of a 1x56x56x64 conv2d are 10^8 multiply-adds, the element's
 * cone 576), a cone evaluation on the same inputs: the exact encoding of
 * the counterexample's element alone, at its coordinates, with every
 * argument entry a constant of the input. The terms fold to numerals
 * (exact IEEE arithmetic at construction; order-free sums of integers,
 * fp_reassoc.c) and the query that remains is the exact domain's own query
 * on that one input, so a violation it finds stands as an exact-domain
 * counterexample does: it is kept only when nothing approximated was
 * involved and it holds for every src zero-sign choice. */
static TvVerdict replay_cx(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, const LazyCex *cx,
                           unsigned budget_ms, Arena *a, TvReport *r) {
  TvVerdict v = lazy_replay(src, tgt, o, cx, budget_ms, a, r);
  if (v == TV_MISCOMPILE || !r->concrete.capped || !cx || !cx->valid) return v;
  const char *capped_note = r->concrete.note;
  uint64_t t0 = now_ns();
  int nargs = src->body->nargs, tried = 0;
  const IrType *rt =
      cx->out_index >= 0 && cx->out_index < src->nresults ? src->result_types[cx->out_index] : NULL;
  if (!rt || type_rank(rt) != cx->rank) return v;
  for (int variant = 0;; variant++) {
    if (budget_ms && tried && (now_ns() - t0) / 1000000u >= budget_ms) break;
    ArenaMark mark = arena_mark(a);
    EvalTensor **args = arena_calloc(a, (size_t)(nargs > 0 ? nargs : 1), sizeof *args);
    const char *what = NULL;
    int got = args ? lazy_replay_inputs(src, o, cx, variant, a, args, &what) : -1;
    if (got <= 0) {
      arena_reset_to(a, mark);
      if (got < 0) break;
      continue;
    }
    tried++;
    LzFixed fx = {cx, args};
    TvReport fr;
    memset(&fr, 0, sizeof fr);
    fr.func = r->func;
    fr.out_index = -1;
    fr.out_elem = -1;
    bool approx = false, l0 = false;
    TvVerdict fv = lz_run(src, tgt, o, FPDOM_EXACT, 2, a, &fr, &approx, &l0, NULL, false, &fx);
    if (fv == TV_INCONCLUSIVE && !approx && (fr.stage == TV_STAGE_VALUE || fr.stage == TV_STAGE_POISON)) {
      TvConcrete *cc = &r->concrete;
      memset(cc, 0, sizeof *cc);
      cc->ran = cc->evaluated = cc->reproduced = true;
      cc->stage = fr.stage;
      cc->out_index = cx->out_index;
      int64_t elem = 0;
      for (int d = 0; d < cx->rank; d++)
        elem = elem * rt->dims[d] + cx->coords[d];
      cc->out_elem = elem;
      cc->src_value = fr.src_value;
      cc->tgt_value = fr.tgt_value;
      cc->note = arena_printf(a,
                              "cone evaluation (the interpreter's work cap is below the whole tensors): the "
                              "element's exact encoding on %s, %d input%s, %.1f ms",
                              what ? what : "the replay's inputs", tried, tried == 1 ? "" : "s",
                              (double)(now_ns() - t0) / 1e6);
      return TV_MISCOMPILE;
    }
    arena_reset_to(a, mark);
    if (fv != TV_CORRECT && fv != TV_INCONCLUSIVE)
      break; /* unsupported, timeout: more inputs will not help */
  }
  r->concrete.note = arena_printf(a, "%s; the cone evaluation on %d input%s showed no violation", capped_note,
                                  tried, tried == 1 ? "" : "s");
  return v;
}

static void note_message(TvReport *r, const char *what) {
  size_t len = strlen(r->message);
  snprintf(r->message + len, sizeof r->message - len, "; %s", what);
}

void lazy_check(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r) {
  /* The ladder: abstract level 0 (uninterpreted reduction steps), level 1
   * when level 0 abstracted something, then the exact domain. A
   * counterexample of any rung is first replayed concretely (lazy_replay.h):
   * a violation there is a miscompile without re-solving the pair in the
   * exact domain. An exact-domain counterexample (independent of
   * approximations) is a miscompile only if the replay reproduces it, as in
   * the explicit mode (tv_eval.c). */

  int levels[3] = {o->ladder_start <= 0 ? 0 : 1, 1, 2};
  int first = o->fp == FPDOM_EXACT ? 2 : 0;
  TvVerdict v = TV_ERROR;
  TvReport last; /* the last inconclusive report */
  bool have_last = false;
  TvConcrete replayed; /* the last replay that did not confirm */
  bool have_replayed = false;
  const char *func = r->func;
  bool approx = false, l0 = false;
  double enc = 0, sol = 0, scr = 0; /* encoding, solving, concrete replay */
  if (o->lazy_prior && o->policy == TV_POLICY_REASSOC) {
    /* The strict pass's counterexample, replayed with the order monitor:
     * small-integer inputs decide every order without a query. */
    const LazyCex *pc = o->lazy_prior;
    uint64_t q0 = now_ns();
    if (replay_cx(src, tgt, o, pc, replay_budget(o), a, r) == TV_MISCOMPILE) {
      r->screen_ms = (double)(now_ns() - q0) / 1e6;
      r->stage = r->concrete.stage;
      r->out_index = r->concrete.out_index;
      r->out_elem = r->concrete.out_elem;
      r->lazy_cex = pc;
      r->decided_by = o->fp;
      snprintf(r->message, sizeof r->message,
               "%s (lazy mode: the strict pass's counterexample element, replayed concretely with every sum "
               "exact in every order)",
               r->concrete.stage == TV_STAGE_POISON ? "target is more poisonous than source"
                                                    : "value mismatch");
      r->verdict = TV_MISCOMPILE;
      return;
    }
    memset(&r->concrete, 0, sizeof r->concrete);
    scr += (double)(now_ns() - q0) / 1e6;
  }
  for (int step = first; step < 3; step++) {
    if (step == 1 && (levels[0] == 1 || !l0)) continue;
    FpDomKind kind = step == 2 ? FPDOM_EXACT : FPDOM_ABSTRACT;
    if (step == 2 && o->fp == FPDOM_ABSTRACT && !o->confirm_with_exact) break;
    memset(r, 0, sizeof *r);
    r->func = func;
    r->out_index = -1;
    r->out_elem = -1;
    LazyCex *cx = arena_calloc(a, 1, sizeof *cx);
    if (!cx) {
      snprintf(r->message, sizeof r->message, "out of memory");
      v = TV_ERROR;
      break;
    }
    v = lz_run(src, tgt, o, kind, levels[step], a, r, &approx, &l0, cx, step == first, NULL);
    if (cx->valid) r->lazy_cex = cx;
    if (v == TV_MISCOMPILE && r->concrete.reproduced) { /* lazy screening */
      enc += r->encode_ms;
      scr += r->screen_ms;
      break;
    }
    enc += r->encode_ms;
    sol += r->solve_ms;
    scr += r->screen_ms;
    r->refinement_level = levels[step];
    if (v == TV_INCONCLUSIVE && kind == FPDOM_EXACT && !approx) v = TV_MISCOMPILE;
    if (v == TV_INCONCLUSIVE || v == TV_MISCOMPILE) {
      uint64_t q0 = now_ns();
      TvVerdict rv = replay_cx(src, tgt, o, cx, replay_budget(o), a, r);
      scr += (double)(now_ns() - q0) / 1e6;
      if (rv == TV_MISCOMPILE) {
        if (v == TV_INCONCLUSIVE) note_message(r, "confirmed by the concrete replay");
        v = TV_MISCOMPILE;
        break;
      }
      if (v == TV_MISCOMPILE) {
        /* the exact model did not reproduce concretely: as tv_eval.c */
        char why[480];
        snprintf(why, sizeof why, "the concrete evaluation did not reproduce it: %.420s",
                 r->concrete.note ? r->concrete.note : "?");
        note_message(r, why);
        v = TV_INCONCLUSIVE;
        break;
      }
      replayed = r->concrete;
      have_replayed = true;
      if (o->recheck_follows && v == TV_INCONCLUSIVE) {
        /* the order-free re-check decides (its first step replays this) */
        note_message(r, "not confirmed in the pseudo-code's order; left to the order-free re-check");
        break;
      }
    }
    if (step == 1 && have_last && (v == TV_TIMEOUT || v == TV_ERROR)) {
      *r = last; /* level 1 gave up: the exact domain re-checks level 0's counterexample */
      continue;
    }
    if (v != TV_INCONCLUSIVE) {
      if (have_last && v != TV_CORRECT && v != TV_MISCOMPILE) {
        /* the confirmation gave up: keep the counterexample, say why */
        char why[sizeof r->message];
        snprintf(why, sizeof why, "%.500s; %s re-check: %s: %.300s", last.message,
                 kind == FPDOM_EXACT ? "exact" : "level-1", tv_verdict_name(v), r->message);
        *r = last;
        memcpy(r->message, why, sizeof r->message);
        v = TV_INCONCLUSIVE;
      }
      break;
    }
    last = *r;
    have_last = true;
  }
  if (v == TV_INCONCLUSIVE && !r->concrete.ran && have_replayed) r->concrete = replayed;
  if (!r->lazy_cex && have_last) r->lazy_cex = last.lazy_cex;
  r->encode_ms = enc;
  r->solve_ms = sol;
  r->screen_ms = scr;
  r->verdict = v;
  if (v != TV_MISCOMPILE && v != TV_INCONCLUSIVE) r->stage = TV_STAGE_NONE;
}
