/*
 * gen_linalg.c: linalg productions, composition test, dispatch and chain starts of linalg/tensor programs.
 *
 * linalg.generic gets a random iteration space (the primary input's dims, possibly read through a
 * permutation), parallel and reduction iterators, extra inputs through projected-permutation or
 * broadcast maps (including constant-0 results for unit dims), and a scalar body of arith/math ops
 * built over the block arguments (converted to the output element type when the inputs differ).
 * Named ops: fill, copy, transpose, broadcast, map, matmul, reduce. The tensor-dialect productions
 * are in gen_tensor.c, region bodies in linalg_body.c. Inits are tensor.empty only when the op overwrites
 * every element without reading it; reductions, matmul and ops whose body reads the output get linalg.fill or
 * a live initialized tensor. Bodies never divide by a value that may be 0 (or -1 for signed division), and
 * shift only by constants below the bit width, so no body op is UB.
 */
#include <stdio.h>
#include <string.h>

#include "gen/linalg_internal.h"

/* ---- productions ---- */

bool gen_linalg_can(GenState *st, GenOpId op, int xi) {
  const GenValue *x = V(xi);
  if (!gen_usable(st, xi)) return false;
  GenElem e = (GenElem)x->t.et;
  if (!(st->types[op] & GEM(e))) return false;
  int r = x->t.rank;
  switch (op) {
  case GEN_OP_LINALG_FILL:
  case GEN_OP_TENSOR_INSERT: return true;
  case GEN_OP_TENSOR_FROM_ELEMENTS: return r < 0;
  case GEN_OP_LINALG_COPY:
  case GEN_OP_LINALG_MAP:
  case GEN_OP_TENSOR_EXTRACT: return r >= 0;
  case GEN_OP_LINALG_TRANSPOSE:
  case GEN_OP_TENSOR_COLLAPSE_SHAPE: return r >= 2;
  case GEN_OP_LINALG_BROADCAST:
  case GEN_OP_TENSOR_EXPAND_SHAPE:
    return r >= 0 && r < st->o->max_rank && (op == GEN_OP_LINALG_BROADCAST || r >= 1);
  case GEN_OP_LINALG_MATMUL: return r == 2;
  default: return r >= 1; /* generic, reduce, slices, pad, concat */
  }
}

static const char *iter_name(bool red) { return red ? "\"reduction\"" : "\"parallel\""; }

static void put_map(GenState *st, int nloops, const int *res, int nres) {
  gen_linalg_put(st, "affine_map<(");
  for (int i = 0; i < nloops; i++)
    gen_linalg_put(st, "%sd%d", i ? ", " : "", i);
  gen_linalg_put(st, ") -> (");
  for (int i = 0; i < nres; i++) {
    if (res[i] < 0)
      gen_linalg_put(st, "%s0", i ? ", " : "");
    else
      gen_linalg_put(st, "%sd%d", i ? ", " : "", res[i]);
  }
  gen_linalg_put(st, ")>");
}

static int build_generic(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int L = X.rank;
  int size[GEN_MAX_RANK];
  int maps[4][GEN_MAX_RANK];
  int nres[4];
  GenType in_t[4];
  int in_v[4];
  int nin = 1;
  /* primary input map: permutation of the loops */
  int perm[GEN_MAX_RANK];
  if (gen_flip(st->c, P(generic_permute), "generic.permute"))
    gen_pick_perm(st, L, perm, "generic.perm");
  else
    for (int i = 0; i < L; i++)
      perm[i] = i;
  for (int k = 0; k < L; k++)
    maps[0][k] = perm[k], size[perm[k]] = X.dims[k];
  nres[0] = L;
  in_t[0] = X;
  in_v[0] = xi;
  bool red[GEN_MAX_RANK] = {false};
  int nred = 0;
  if (gen_flip(st->c, P(generic_reduction), "generic.reduction")) {
    for (int i = 0; i < L; i++)
      if (gen_flip(st->c, 50, "generic.red_dim")) red[i] = true, nred++;
    if (!nred) red[gen_upto(st->c, (uint32_t)L, "generic.red_one")] = true, nred = 1;
  }
  GenElem oe = (GenElem)X.et;
  if (gen_flip(st->c, P(body_cast), "generic.out_type")) {
    GenElem t = gen_pick_elem(st, st->types[GEN_OP_LINALG_GENERIC], "generic.out_elem");
    if (t != GE_COUNT) oe = t;
  }
  /* extra inputs */
  while (nin < 3 && gen_flip(st->c, P(generic_extra_input), "generic.extra")) {
    int *m = maps[nin];
    int n = 0;
    int order[GEN_MAX_RANK];
    gen_pick_perm(st, L, order, "generic.extra_order");
    bool bcast = gen_flip(st->c, P(generic_broadcast_map), "generic.bcast_map");
    for (int k = 0; k < L; k++) {
      if (bcast && gen_flip(st->c, 40, "generic.drop_dim")) continue;
      m[n++] = order[k];
    }
    GenType t;
    memset(&t, 0, sizeof t);
    t.rank = (int8_t)n;
    for (int k = 0; k < n; k++)
      t.dims[k] = size[m[k]];
    /* a unit loop dim may be read through the constant 0 */
    for (int k = 0; k < n; k++)
      if (size[m[k]] == 1 && gen_flip(st->c, P(generic_const_expr), "generic.const0")) m[k] = -1;
    GenElem ie = oe;
    if (gen_flip(st->c, P(body_cast), "generic.in_type")) {
      GenElem c = gen_pick_elem(st, st->types[GEN_OP_LINALG_GENERIC], "generic.in_elem");
      if (c != GE_COUNT) ie = c;
    } else if (gen_flip(st->c, 50, "generic.in_like_x")) {
      ie = (GenElem)X.et;
    }
    t.et = (uint8_t)ie;
    GenWant w = gen_want(t);
    int v = gen_operand(st, &w);
    if (v < 0) return -1;
    in_t[nin] = t;
    in_v[nin] = v;
    nres[nin] = n;
    nin++;
    gen_note_attr(st, "linalg.generic.input_map=%s", n < L ? "broadcast" : "permutation");
  }
  /* output: the parallel loops, in order or permuted */
  int out_map[GEN_MAX_RANK], no = 0;
  for (int i = 0; i < L; i++)
    if (!red[i]) out_map[no++] = i;
  if (no > 1 && gen_flip(st->c, 20, "generic.out_perm")) {
    int p2[GEN_MAX_RANK], tmp[GEN_MAX_RANK];
    gen_pick_perm(st, no, p2, "generic.out_perm_order");
    for (int i = 0; i < no; i++)
      tmp[i] = out_map[p2[i]];
    memcpy(out_map, tmp, sizeof tmp);
  }
  GenType O;
  memset(&O, 0, sizeof O);
  O.et = (uint8_t)oe;
  O.rank = (int8_t)no;
  for (int i = 0; i < no; i++)
    O.dims[i] = size[out_map[i]];
  const char *comb = nred ? gen_linalg_combiner(st, oe) : NULL;
  bool readable;
  int init = gen_linalg_init(st, O, nred > 0, comb, &readable);
  if (init < 0) return -1;
  int cap[3];
  int ncap = gen_linalg_captures(st, oe, cap, 2);
  GenFacts rf = gen_facts_full(oe);
  rf.cst = true;
  for (int i = 0; i < nin; i++)
    rf.cst = rf.cst && V(in_v[i])->f.cst;
  int r = gen_value_new(st, O, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.generic {indexing_maps = [");
  for (int i = 0; i < nin; i++) {
    put_map(st, L, maps[i], nres[i]);
    gen_linalg_put(st, ", ");
  }
  put_map(st, L, out_map, no);
  gen_linalg_put(st, "], iterator_types = [");
  for (int i = 0; i < L; i++)
    gen_linalg_put(st, "%s%s", i ? ", " : "", iter_name(red[i]));
  gen_linalg_put(st, "]} ins(");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_use(st, in_v[i]);
  }
  gen_linalg_put(st, " : ");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_ty(st, &in_t[i]);
  }
  gen_linalg_put(st, ") outs(");
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, &O);
  gen_linalg_put(st, ") {\n  ^bb0");
  GenElem types[5];
  for (int i = 0; i < nin; i++)
    types[i] = (GenElem)in_t[i].et;
  types[nin] = oe;
  gen_linalg_body(st, V(r)->id, types, nin + 1, true, readable, comb, cap, ncap, true);
  gen_linalg_put(st, "  } -> ");
  gen_ty(st, &O);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_LINALG_GENERIC, (GenElem)X.et);
  char it[GEN_MAX_RANK + 1];
  for (int i = 0; i < L; i++)
    it[i] = red[i] ? 'R' : 'P';
  it[L] = 0;
  gen_note_attr(st, "linalg.generic.iterators=%s", it);
  gen_note_attr(st, "linalg.generic.inputs=%d", nin);
  return r;
}

/* "ins(%x : T) outs(%init : T)" named op with a result */
static int named_unary(GenState *st, GenOpId op, int xi, GenType R, const char *tail, bool need_init,
                       bool arrow) {
  bool readable;
  int init = gen_linalg_init(st, R, need_init, NULL, &readable);
  if (init < 0) return -1;
  GenFacts rf = V(xi)->f;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "%s ins(", gen_ops[op].name);
  gen_use(st, xi);
  gen_linalg_put(st, " : ");
  gen_ty(st, &V(xi)->t);
  gen_linalg_put(st, ") outs(");
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, &R);
  gen_linalg_put(st, ")");
  if (tail) gen_linalg_put(st, " %s", tail);
  if (arrow) {
    gen_linalg_put(st, " -> ");
    gen_ty(st, &R);
  }
  gen_linalg_put(st, "\n");
  gen_note_op(st, op, (GenElem)V(xi)->t.et);
  return r;
}

static int build_fill(GenState *st, int xi) {
  if (V(xi)->t.rank < 0) { /* x is the fill value */
    GenType t = gen_pick_shape(st, (GenElem)V(xi)->t.et, 0, st->o->max_rank, st->o->max_elements);
    bool readable;
    int init = gen_linalg_init(st, t, false, NULL, &readable);
    if (init < 0) return -1;
    gen_note_attr(st, "linalg.fill.value=chain");
    return gen_linalg_fill(st, xi, init);
  }
  int s = gen_linalg_scalar(st, (GenElem)V(xi)->t.et, true);
  if (s < 0) return -1;
  int init = xi;
  if (gen_flip(st->c, 40, "fill.into_empty")) init = gen_linalg_empty(st, V(xi)->t);
  if (init < 0) return -1;
  gen_note_attr(st, "linalg.fill.value=%s", V(s)->is_literal ? "const" : "live");
  return gen_linalg_fill(st, s, init);
}

static int build_transpose(GenState *st, int xi) {
  GenType X = V(xi)->t, R = X;
  int perm[GEN_MAX_RANK];
  gen_pick_perm(st, X.rank, perm, "ltranspose.perm");
  char tail[96];
  int k = snprintf(tail, sizeof tail, "permutation = [");
  for (int i = 0; i < X.rank; i++) {
    R.dims[i] = X.dims[perm[i]];
    k += snprintf(tail + k, sizeof tail - (size_t)k, "%s%d", i ? ", " : "", perm[i]);
  }
  snprintf(tail + k, sizeof tail - (size_t)k, "]");
  return named_unary(st, GEN_OP_LINALG_TRANSPOSE, xi, R, tail, false, false);
}

static int build_broadcast(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int add = (int)gen_range(st->c, 1, st->o->max_rank - X.rank, "lbcast.count");
  int rr = X.rank + add;
  bool is_new[GEN_MAX_RANK] = {false};
  int placed = 0;
  while (placed < add) {
    int pos = (int)gen_upto(st->c, (uint32_t)rr, "lbcast.pos");
    if (!is_new[pos])
      is_new[pos] = true, placed++;
    else
      for (int i = 0; i < rr; i++)
        if (!is_new[i]) {
          is_new[i] = true, placed++;
          break;
        }
  }
  GenType R = X;
  R.rank = (int8_t)rr;
  int64_t el = gen_type_elems(&X);
  char tail[96];
  int k = snprintf(tail, sizeof tail, "dimensions = [");
  int j = 0, nn = 0;
  for (int i = 0; i < rr; i++) {
    if (is_new[i]) {
      int64_t room = st->o->max_elements / el;
      int64_t d =
          room >= 2 && gen_flip(st->c, 60, "lbcast.grow")
              ? gen_range(st->c, 2, gen_min64(room, st->o->max_dim < 2 ? 2 : st->o->max_dim), "lbcast.dim")
              : 1;
      R.dims[i] = (int32_t)d;
      el *= d;
      k += snprintf(tail + k, sizeof tail - (size_t)k, "%s%d", nn++ ? ", " : "", i);
    } else {
      R.dims[i] = X.dims[j++];
    }
  }
  snprintf(tail + k, sizeof tail - (size_t)k, "]");
  return named_unary(st, GEN_OP_LINALG_BROADCAST, xi, R, tail, false, false);
}

static int build_map(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int ins[3] = {xi};
  GenElem types[4] = {(GenElem)X.et};
  int nin = 1;
  GenElem oe = (GenElem)X.et;
  while (nin < 3 && gen_flip(st->c, P(generic_extra_input), "map.extra")) {
    GenType t = X;
    if (gen_flip(st->c, P(body_cast), "map.in_type")) {
      GenElem c = gen_pick_elem(st, st->types[GEN_OP_LINALG_MAP], "map.in_elem");
      if (c != GE_COUNT) t.et = (uint8_t)c;
    }
    GenWant w = gen_want(t);
    int v = gen_operand(st, &w);
    if (v < 0) return -1;
    types[nin] = (GenElem)t.et;
    ins[nin++] = v;
  }
  GenType R = X;
  R.et = (uint8_t)oe;
  bool readable;
  int init = gen_linalg_init(st, R, false, NULL, &readable);
  if (init < 0) return -1;
  int cap[3];
  int ncap = gen_linalg_captures(st, oe, cap, 2);
  GenFacts rf = gen_facts_full(oe);
  rf.cst = true;
  for (int i = 0; i < nin; i++)
    rf.cst = rf.cst && V(ins[i])->f.cst;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.map ins(");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_use(st, ins[i]);
  }
  gen_linalg_put(st, " : ");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    GenType t = X;
    t.et = (uint8_t)types[i];
    gen_ty(st, &t);
  }
  gen_linalg_put(st, ") outs(");
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, &R);
  gen_linalg_put(st, ")\n    ");
  types[nin] = oe;
  gen_linalg_body(st, V(r)->id, types, nin + 1, true, readable, NULL, cap, ncap, false);
  gen_linalg_put(st, "    }\n");
  gen_note_op(st, GEN_OP_LINALG_MAP, (GenElem)X.et);
  gen_note_attr(st, "linalg.map.inputs=%d", nin);
  return r;
}

static int build_matmul(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  bool x_is_b = gen_flip(st->c, 25, "lmatmul.x_is_b");
  int64_t Mx = st->o->max_elements;
  GenType A, B;
  if (!x_is_b) {
    int64_t K = X.dims[1], M = X.dims[0];
    int64_t N = gen_range(st->c, 1, gen_min64(st->o->max_dim, gen_min64(Mx / K, Mx / M)), "lmatmul.N");
    A = X;
    B = gen_type_make(e, 2, (int32_t[]){(int32_t)K, (int32_t)N});
  } else {
    int64_t K = X.dims[0], N = X.dims[1];
    int64_t M = gen_range(st->c, 1, gen_min64(st->o->max_dim, gen_min64(Mx / K, Mx / N)), "lmatmul.M");
    B = X;
    A = gen_type_make(e, 2, (int32_t[]){(int32_t)M, (int32_t)K});
  }
  GenWant w = gen_want(x_is_b ? A : B);
  int other = gen_operand(st, &w);
  if (other < 0) return -1;
  int a = x_is_b ? other : xi, b = x_is_b ? xi : other;
  GenType C = gen_type_make(e, 2, (int32_t[]){A.dims[0], B.dims[1]});
  bool readable;
  int init = gen_linalg_init(st, C, true, "arith.addf", &readable);
  if (init < 0) return -1;
  GenFacts rf = gen_facts_full(e);
  rf.cst = V(a)->f.cst && V(b)->f.cst && V(init)->f.cst;
  int r = gen_value_new(st, C, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.matmul ins(");
  gen_use(st, a);
  gen_linalg_put(st, ", ");
  gen_use(st, b);
  gen_linalg_put(st, " : ");
  gen_ty(st, &A);
  gen_linalg_put(st, ", ");
  gen_ty(st, &B);
  gen_linalg_put(st, ") outs(");
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, &C);
  gen_linalg_put(st, ") -> ");
  gen_ty(st, &C);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_LINALG_MATMUL, e);
  return r;
}

static int build_reduce(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  bool red[GEN_MAX_RANK] = {false};
  int nred = 0;
  for (int i = 0; i < X.rank; i++)
    if (gen_flip(st->c, 40, "lreduce.dim")) red[i] = true, nred++;
  if (!nred) red[gen_upto(st->c, (uint32_t)X.rank, "lreduce.one")] = true, nred = 1;
  GenType R;
  memset(&R, 0, sizeof R);
  R.et = (uint8_t)e;
  char dims[64];
  int k = 0, nd = 0;
  dims[0] = 0;
  for (int i = 0; i < X.rank; i++) {
    if (red[i])
      k += snprintf(dims + k, sizeof dims - (size_t)k, "%s%d", nd++ ? ", " : "", i);
    else
      R.dims[R.rank++] = X.dims[i];
  }
  const char *comb = gen_linalg_combiner(st, e);
  bool readable;
  int init = gen_linalg_init(st, R, true, comb, &readable);
  if (init < 0) return -1;
  GenFacts rf = gen_facts_full(e);
  rf.cst = V(xi)->f.cst && V(init)->f.cst;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.reduce ins(");
  gen_use(st, xi);
  gen_linalg_put(st, " : ");
  gen_ty(st, &X);
  gen_linalg_put(st, ") outs(");
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, &R);
  gen_linalg_put(st, ") dimensions = [%s]\n    ", dims);
  GenElem types[2] = {e, e};
  gen_linalg_body(st, V(r)->id, types, 2, true, true, comb, NULL, 0, false);
  gen_linalg_put(st, "    }\n");
  gen_note_op(st, GEN_OP_LINALG_REDUCE, e);
  gen_note_attr(st, "linalg.reduce.combiner=%s", comb);
  return r;
}

int gen_linalg_build(GenState *st, GenOpId op, int xi) {
  switch (op) {
  case GEN_OP_LINALG_GENERIC: return build_generic(st, xi);
  case GEN_OP_LINALG_FILL: return build_fill(st, xi);
  case GEN_OP_LINALG_COPY: return named_unary(st, GEN_OP_LINALG_COPY, xi, V(xi)->t, NULL, false, true);
  case GEN_OP_LINALG_TRANSPOSE: return build_transpose(st, xi);
  case GEN_OP_LINALG_BROADCAST: return build_broadcast(st, xi);
  case GEN_OP_LINALG_MAP: return build_map(st, xi);
  case GEN_OP_LINALG_MATMUL: return build_matmul(st, xi);
  case GEN_OP_LINALG_REDUCE: return build_reduce(st, xi);
  case GEN_OP_TENSOR_EXTRACT_SLICE: return gen_tensor_build_extract_slice(st, xi);
  case GEN_OP_TENSOR_INSERT_SLICE: return gen_tensor_build_insert_slice(st, xi);
  case GEN_OP_TENSOR_PAD: return gen_tensor_build_pad(st, xi);
  case GEN_OP_TENSOR_EXPAND_SHAPE: return gen_tensor_build_expand(st, xi);
  case GEN_OP_TENSOR_COLLAPSE_SHAPE: return gen_tensor_build_collapse(st, xi);
  case GEN_OP_TENSOR_CONCAT: return gen_tensor_build_concat(st, xi);
  case GEN_OP_TENSOR_EXTRACT: return gen_tensor_build_extract(st, xi);
  case GEN_OP_TENSOR_INSERT: return gen_tensor_build_insert(st, xi);
  case GEN_OP_TENSOR_FROM_ELEMENTS: return gen_tensor_build_from_elements(st, xi);
  default: return -1;
  }
}

typedef struct CanCtx {
  GenOpId op;
} CanCtx;

static bool pred_can(GenState *st, int vi, const void *ctx) {
  return gen_linalg_can(st, ((const CanCtx *)ctx)->op, vi);
}

int gen_linalg_input(GenState *st, GenOpId op) {
  if (gen_flip(st->c, P(chain_from_live), "linput.live")) {
    CanCtx cc = {op};
    int vi = gen_pick_live(st, pred_can, &cc, "linput.live_value");
    if (vi >= 0) return vi;
  }
  GenElem e = gen_pick_elem(st, st->types[op], "linput.elem");
  if (e == GE_COUNT) return -1;
  if (op == GEN_OP_TENSOR_FROM_ELEMENTS ||
      ((op == GEN_OP_LINALG_FILL || op == GEN_OP_TENSOR_INSERT) && gen_flip(st->c, 30, "linput.scalar"))) {
    GenType t = gen_type_scalar(e);
    if (st->nargs < st->o->max_args && gen_flip(st->c, P(fresh_is_arg), "linput.scalar_arg"))
      return gen_arg_new(st, t);
    GenWant w = gen_want(t);
    return gen_const(st, &w, false);
  }
  int rmin = 1, rmax = st->o->max_rank;
  switch (op) {
  case GEN_OP_LINALG_MATMUL: rmin = rmax = 2; break;
  case GEN_OP_LINALG_TRANSPOSE:
  case GEN_OP_TENSOR_COLLAPSE_SHAPE: rmin = 2; break;
  case GEN_OP_LINALG_BROADCAST:
  case GEN_OP_TENSOR_EXPAND_SHAPE: rmax = st->o->max_rank - 1; break;
  case GEN_OP_LINALG_COPY:
  case GEN_OP_LINALG_MAP:
  case GEN_OP_TENSOR_EXTRACT:
  case GEN_OP_LINALG_FILL:
  case GEN_OP_TENSOR_INSERT: rmin = 0; break;
  default: break;
  }
  if (rmax < rmin) return -1;
  GenType t = gen_pick_shape(st, e, rmin, rmax, st->o->max_elements);
  int vi = gen_fresh(st, t);
  if (vi >= 0 && !gen_linalg_can(st, op, vi)) return -1;
  return vi;
}
