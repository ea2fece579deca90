/*
 * gen_tosa_data.c: data-movement tosa productions.
 *
 * transpose, reshape (random factorization), slice, pad (rank <= 3 under tosa-validate), concat,
 * tile, reverse and gather (indices built within [0, K-1], or the chain value used as indices).
 * Shape operands are tosa.const_shape values; every result stays within the element budget.
 */
#include <stdio.h>
#include <string.h>

#include "gen/tosa_internal.h"

/* ---- data movement ---- */

int gen_tosa_build_transpose(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  int perm[GEN_MAX_RANK];
  gen_pick_perm(st, X.rank, perm, "transpose.perm");
  GenAttrs at = {{0}, 0};
  char buf[64];
  int k = 0;
  for (int i = 0; i < X.rank; i++) {
    R.dims[i] = X.dims[perm[i]];
    k += snprintf(buf + k, sizeof buf - (size_t)k, "%s%d", i ? ", " : "", perm[i]);
  }
  gen_attr(&at, "perms = array<i32: %s>", buf);
  gen_note_attr(st, "tosa.transpose.perms=[%s]", buf);
  int r = gen_value_new(st, R, V(xi)->f);
  if (r < 0) return -1;
  GenOpd a[1] = {gen_opd(xi)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_TRANSPOSE, a, 1, &at);
  return r;
}

/* Split n elements into a random shape of rank in [1, max_rank]. */
static GenType factor_shape(GenState *st, GenElem e, int64_t n) {
  int primes[64], np = 0;
  int64_t m = n;
  for (int64_t p = 2; p * p <= m && np < 60; p++)
    while (m % p == 0 && np < 60)
      primes[np++] = (int)p, m /= p;
  if (m > 1 && np < 64) primes[np++] = (int)m;
  int rank = (int)gen_range(st->c, 1, st->o->max_rank, "reshape.rank");
  int32_t dims[GEN_MAX_RANK];
  for (int i = 0; i < rank; i++)
    dims[i] = 1;
  for (int i = 0; i < np; i++)
    dims[gen_upto(st->c, (uint32_t)rank, "reshape.slot")] *= primes[i];
  return gen_type_make(e, rank, dims);
}

int gen_tosa_build_reshape(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenType R = factor_shape(st, (GenElem)X.et, gen_type_elems(&X));
  int64_t vals[GEN_MAX_RANK];
  for (int i = 0; i < R.rank; i++)
    vals[i] = R.dims[i];
  int s = gen_const_shape(st, R.rank, vals);
  gen_note_attr(st, "tosa.reshape.rank=%d->%d", X.rank, R.rank);
  int r = gen_value_new(st, R, V(xi)->f);
  if (r < 0) return -1;
  GenOpd a[2] = {gen_opd(xi), gen_opd_shape(s, R.rank)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_RESHAPE, a, 2, NULL);
  return r;
}

int gen_tosa_build_slice(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  int64_t start[GEN_MAX_RANK], size[GEN_MAX_RANK];
  /* slice_single: a one-element slice; of a non-splat constant, tosa folds it to a splat of the
   * element at start (random sizes make every size 1 rare once the rank is above 1) */
  bool single = gen_flip(st->c, P(slice_single), "slice.single");
  if (single) gen_note_attr(st, "tosa.slice.single=%s", V(xi)->f.cst ? "const" : "live");
  for (int i = 0; i < X.rank; i++) {
    size[i] = single ? 1 : gen_range(st->c, 1, X.dims[i], "slice.size");
    start[i] = gen_range(st->c, 0, X.dims[i] - size[i], "slice.start");
    R.dims[i] = (int32_t)size[i];
  }
  int s0 = gen_const_shape(st, X.rank, start);
  int s1 = gen_const_shape(st, X.rank, size);
  gen_note_attr(st, "tosa.slice.full=%s", gen_shape_eq(&X, &R) ? "yes" : "no");
  int r = gen_value_new(st, R, V(xi)->f);
  if (r < 0) return -1;
  GenOpd a[3] = {gen_opd(xi), gen_opd_shape(s0, X.rank), gen_opd_shape(s1, X.rank)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_SLICE, a, 3, NULL);
  return r;
}

int gen_tosa_build_pad(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  GenElem e = (GenElem)X.et;
  int64_t pads[2 * GEN_MAX_RANK];
  int64_t el = gen_type_elems(&X);
  int any = 0;
  for (int i = 0; i < X.rank; i++) {
    for (int s = 0; s < 2; s++) {
      int64_t p = 0;
      if (gen_flip(st->c, 50, "pad.nonzero")) {
        p = gen_range(st->c, 1, 2, "pad.amount");
        int64_t nd = R.dims[i] + p;
        if (el / R.dims[i] * nd > st->o->max_elements) p = 0;
      }
      pads[2 * i + s] = p;
      el = el / R.dims[i] * (R.dims[i] + p);
      R.dims[i] += (int32_t)p;
      any |= p != 0;
    }
  }
  int s = gen_const_shape(st, 2 * X.rank, pads);
  GenWant w = gen_want(gen_type_make(e, 1, (int32_t[]){1}));
  int pc = gen_const(st, &w, true);
  if (pc < 0) return -1;
  gen_note_attr(st, "tosa.pad.padded=%s", any ? "yes" : "no");
  GenFacts rf = any ? gen_facts_join(e, V(xi)->f, V(pc)->f) : V(xi)->f;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd a[3] = {gen_opd(xi), gen_opd_shape(s, 2 * X.rank), gen_opd(pc)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_PAD, a, 3, NULL);
  return r;
}

int gen_tosa_build_concat(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  GenElem e = (GenElem)X.et;
  int axis = (int)gen_upto(st->c, (uint32_t)X.rank, "concat.axis");
  int64_t slice = gen_type_elems(&X) / X.dims[axis];
  int ops[4] = {xi};
  int n = 1;
  int extra = (int)gen_range(st->c, 1, 2, "concat.count");
  GenFacts rf = V(xi)->f;
  for (int k = 0; k < extra; k++) {
    int64_t room = st->o->max_elements / slice - R.dims[axis];
    if (room < 1) break;
    GenType O = X;
    O.dims[axis] = (int32_t)gen_range(st->c, 1, gen_min64(room, st->o->max_dim), "concat.dim");
    int o;
    if (gen_shape_eq(&O, &X) && gen_flip(st->c, P(operand_same), "concat.same"))
      o = xi;
    else {
      GenWant w = gen_want(O);
      o = gen_operand(st, &w);
    }
    if (o < 0) return -1;
    ops[n++] = o;
    R.dims[axis] += O.dims[axis];
    rf = gen_facts_join(e, rf, V(o)->f);
  }
  if (n > 1 && gen_flip(st->c, 25, "concat.x_last")) {
    int t = ops[0];
    ops[0] = ops[n - 1], ops[n - 1] = t;
  }
  GenAttrs at = {{0}, 0};
  gen_attr(&at, "axis = %d : i32", axis);
  gen_note_attr(st, "tosa.concat.operands=%d", n);
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd a[4];
  for (int i = 0; i < n; i++)
    a[i] = gen_opd(ops[i]);
  gen_tosa_emit(st, r, GEN_OP_TOSA_CONCAT, a, n, &at);
  return r;
}

int gen_tosa_build_tile(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  int64_t mult[GEN_MAX_RANK];
  int64_t el = gen_type_elems(&X);
  for (int i = 0; i < X.rank; i++) {
    int64_t room = st->o->max_elements / el;
    mult[i] = room >= 2 && gen_flip(st->c, 50, "tile.grow")
                  ? gen_range(st->c, 2, gen_min64(room, 3), "tile.mult")
                  : 1;
    el *= mult[i];
    R.dims[i] = (int32_t)(X.dims[i] * mult[i]);
  }
  int s = gen_const_shape(st, X.rank, mult);
  int r = gen_value_new(st, R, V(xi)->f);
  if (r < 0) return -1;
  GenOpd a[2] = {gen_opd(xi), gen_opd_shape(s, X.rank)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_TILE, a, 2, NULL);
  return r;
}

int gen_tosa_build_reverse(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int axis = (int)gen_upto(st->c, (uint32_t)X.rank, "reverse.axis");
  GenAttrs at = {{0}, 0};
  gen_attr(&at, "axis = %d : i32", axis);
  gen_note_attr(st, "tosa.reverse.axis=%d", axis);
  int r = gen_value_new(st, X, V(xi)->f);
  if (r < 0) return -1;
  GenOpd a[1] = {gen_opd(xi)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_REVERSE, a, 1, &at);
  return r;
}

/* ---- gather ---- */

int gen_tosa_build_gather(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int values, indices;
  GenType R;
  bool x_is_values = X.rank == 3 && (st->types[GEN_OP_TOSA_GATHER] & GEM(X.et));
  bool x_is_indices = X.et == GE_I32 && X.rank == 2 && V(xi)->f.lo >= 0;
  if (x_is_values && x_is_indices) x_is_indices = gen_flip(st->c, 50, "gather.x_is_indices");
  if (x_is_indices) {
    int32_t N = X.dims[0], W = X.dims[1];
    int64_t Kmin = V(xi)->f.hi + 1;
    int64_t Kmax = gen_max64(Kmin, gen_min64(st->o->max_dim, st->o->max_elements / N));
    int32_t K = (int32_t)gen_range(st->c, Kmin, Kmax, "gather.K");
    int64_t Cmax = gen_min64(st->o->max_elements / ((int64_t)N * K), st->o->max_elements / ((int64_t)N * W));
    int32_t C = (int32_t)gen_range(st->c, 1, gen_max64(1, gen_min64(Cmax, st->o->max_dim)), "gather.C");
    GenElem e = gen_pick_elem(st, st->types[GEN_OP_TOSA_GATHER], "gather.elem");
    if (e == GE_COUNT) return -1;
    GenWant w = gen_want(gen_type_make(e, 3, (int32_t[]){N, K, C}));
    values = gen_operand(st, &w);
    indices = xi;
    R = gen_type_make(e, 3, (int32_t[]){N, W, C});
    gen_note_attr(st, "tosa.gather.indices=chain");
  } else {
    int32_t N = X.dims[0], K = X.dims[1], C = X.dims[2];
    int64_t Wmax =
        gen_min64(st->o->max_dim, gen_min64(st->o->max_elements / ((int64_t)N * C), st->o->max_elements / N));
    int32_t W = (int32_t)gen_range(st->c, 1, gen_max64(1, Wmax), "gather.W");
    GenWant w = gen_want(gen_type_make(GE_I32, 2, (int32_t[]){N, W}));
    w.ranged = true, w.lo = 0, w.hi = K - 1;
    indices = gen_operand(st, &w);
    values = xi;
    R = gen_type_make((GenElem)X.et, 3, (int32_t[]){N, W, C});
    if (indices >= 0)
      gen_note_attr(st, "tosa.gather.indices=%s", V(indices)->is_literal ? "const" : "computed");
  }
  if (values < 0 || indices < 0) return -1;
  GenFacts rf = V(values)->f;
  rf.cst = rf.cst && V(indices)->f.cst;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  GenOpd a[2] = {gen_opd(values), gen_opd(indices)};
  gen_tosa_emit(st, r, GEN_OP_TOSA_GATHER, a, 2, NULL);
  return r;
}
