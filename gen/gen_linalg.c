/*
 * gen_linalg.c: linalg productions, composition test, dispatch and chain starts of linalg/tensor programs.
 *
 * linalg.generic gets a random iteration space (the primary input's dims, possibly read through a
 * permutation), parallel and reduction iterators, extra inputs through projected-permutation or
 * broadcast maps (including constant-0 results for unit dims), and a scalar body of arith/math ops
 * built over the block arguments (converted to the output element type when the inputs differ).
 * Named ops: fill, copy, transpose, broadcast, map, matmul, reduce. The shapes and attributes of
 * these ops are chosen in linalg_shapes.c, with the memref programs of gen_memref.c; the
 * tensor-dialect productions are in gen_tensor.c, region bodies in linalg_body.c. Inits are
 * tensor.empty only when the op overwrites every element without reading it; reductions, matmul and
 * ops whose body reads the output get linalg.fill or a live initialized tensor. Bodies never divide
 * by a value that may be 0 (or -1 for signed division), and shift only by constants below the bit
 * width, so no body op is UB.
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

/* The prefixes of the decision tags (linalg_shapes.c): none for linalg.generic and linalg.map
 * ("generic.permute"), "l" for the other named ops ("ltranspose.perm"). */
#define GENERIC_TAGS ""
#define NAMED_TAGS "l"

/* " ins(%a, %b : A, B) outs(%init : O)" */
static void put_ins_outs(GenState *st, const int *ins, const GenType *types, int nin, int init,
                         const GenType *out) {
  gen_linalg_put(st, " ins(");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_use(st, ins[i]);
  }
  gen_linalg_put(st, " : ");
  for (int i = 0; i < nin; i++) {
    if (i) gen_linalg_put(st, ", ");
    gen_ty(st, &types[i]);
  }
  gen_linalg_put(st, ") outs(");
  gen_use(st, init);
  gen_linalg_put(st, " : ");
  gen_ty(st, out);
  gen_linalg_put(st, ")");
}

/* The facts of a result of element type e computed from the values ins: anything of its type,
 * constant when every input is. */
static GenFacts facts_over(GenState *st, GenElem e, const int *ins, int nin) {
  GenFacts f = gen_facts_full(e);
  f.cst = true;
  for (int i = 0; i < nin; i++)
    f.cst = f.cst && V(ins[i])->f.cst;
  return f;
}

static int build_generic(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenGeneric g;
  GenType in_t[3];
  int in_v[3];
  int nin = 1;
  gen_generic_loops(st, &g, X, GENERIC_TAGS);
  in_t[0] = X;
  in_v[0] = xi;
  while (nin < 3 && gen_flip(st->c, P(generic_extra_input), "generic.extra")) {
    GenType t = gen_generic_input(st, &g, nin, GENERIC_TAGS);
    GenWant w = gen_want(t);
    int v = gen_operand(st, &w);
    if (v < 0) return -1;
    in_t[nin] = t;
    in_v[nin] = v;
    nin++;
    gen_note_attr(st, "linalg.generic.input_map=%s", t.rank < g.loops ? "broadcast" : "permutation");
  }
  gen_generic_output(st, &g, GENERIC_TAGS);
  GenElem oe = g.oe;
  const char *comb = g.nred ? gen_linalg_combiner(st, oe) : NULL;
  bool readable;
  int init = gen_linalg_init(st, g.out, g.nred > 0, comb, &readable);
  if (init < 0) return -1;
  int cap[3];
  int ncap = gen_linalg_captures(st, oe, cap, 2);
  GenFacts rf = facts_over(st, oe, in_v, nin);
  int r = gen_value_new(st, g.out, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_generic_put_attrs(st, &g, nin);
  put_ins_outs(st, in_v, in_t, nin, init, &g.out);
  gen_linalg_put(st, " {\n  ^bb0");
  GenElem types[4];
  for (int i = 0; i < nin; i++)
    types[i] = (GenElem)in_t[i].et;
  types[nin] = oe;
  gen_linalg_body(st, V(r)->id, types, nin + 1, true, readable, comb, cap, ncap, true);
  gen_linalg_put(st, "  } -> ");
  gen_ty(st, &g.out);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_LINALG_GENERIC, (GenElem)X.et);
  char it[GEN_MAX_RANK + 1];
  for (int i = 0; i < g.loops; i++)
    it[i] = g.red[i] ? 'R' : 'P';
  it[g.loops] = 0;
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
  gen_linalg_put(st, "%s", gen_ops[op].name);
  put_ins_outs(st, &xi, &V(xi)->t, 1, init, &R);
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
  char tail[96];
  GenType R = gen_linalg_transposed(st, V(xi)->t, tail, sizeof tail, NAMED_TAGS);
  return named_unary(st, GEN_OP_LINALG_TRANSPOSE, xi, R, tail, false, false);
}

static int build_broadcast(GenState *st, int xi) {
  char tail[96];
  GenType R = gen_linalg_broadcasted(st, V(xi)->t, tail, sizeof tail, NAMED_TAGS);
  return named_unary(st, GEN_OP_LINALG_BROADCAST, xi, R, tail, false, false);
}

static int build_map(GenState *st, int xi) {
  GenType X = V(xi)->t;
  int ins[3] = {xi};
  GenType in_t[3] = {X};
  int nin = 1;
  GenElem oe = (GenElem)X.et;
  while (nin < 3 && gen_flip(st->c, P(generic_extra_input), "map.extra")) {
    GenType t = gen_linalg_map_input(st, X, GENERIC_TAGS);
    GenWant w = gen_want(t);
    int v = gen_operand(st, &w);
    if (v < 0) return -1;
    in_t[nin] = t;
    ins[nin++] = v;
  }
  GenType R = X;
  R.et = (uint8_t)oe;
  bool readable;
  int init = gen_linalg_init(st, R, false, NULL, &readable);
  if (init < 0) return -1;
  int cap[3];
  int ncap = gen_linalg_captures(st, oe, cap, 2);
  GenFacts rf = facts_over(st, oe, ins, nin);
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.map");
  put_ins_outs(st, ins, in_t, nin, init, &R);
  gen_linalg_put(st, "\n    ");
  GenElem types[4];
  for (int i = 0; i < nin; i++)
    types[i] = (GenElem)in_t[i].et;
  types[nin] = oe;
  gen_linalg_body(st, V(r)->id, types, nin + 1, true, readable, NULL, cap, ncap, false);
  gen_linalg_put(st, "    }\n");
  gen_note_op(st, GEN_OP_LINALG_MAP, (GenElem)X.et);
  gen_note_attr(st, "linalg.map.inputs=%d", nin);
  return r;
}

static int build_matmul(GenState *st, int xi) {
  GenElem e = (GenElem)V(xi)->t.et;
  GenType in_t[2];
  bool x_is_b;
  GenType C = gen_linalg_matmul_types(st, V(xi)->t, &in_t[0], &in_t[1], &x_is_b, NAMED_TAGS);
  GenWant w = gen_want(in_t[x_is_b ? 0 : 1]);
  int other = gen_operand(st, &w);
  if (other < 0) return -1;
  int ins[2] = {x_is_b ? other : xi, x_is_b ? xi : other};
  bool readable;
  int init = gen_linalg_init(st, C, true, "arith.addf", &readable);
  if (init < 0) return -1;
  GenFacts rf = gen_facts_full(e);
  rf.cst = V(ins[0])->f.cst && V(ins[1])->f.cst && V(init)->f.cst;
  int r = gen_value_new(st, C, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.matmul");
  put_ins_outs(st, ins, in_t, 2, init, &C);
  gen_linalg_put(st, " -> ");
  gen_ty(st, &C);
  gen_linalg_put(st, "\n");
  gen_note_op(st, GEN_OP_LINALG_MATMUL, e);
  return r;
}

static int build_reduce(GenState *st, int xi) {
  GenType X = V(xi)->t;
  GenElem e = (GenElem)X.et;
  char dims[64];
  GenType R = gen_linalg_reduced(st, X, dims, sizeof dims, NAMED_TAGS);
  const char *comb = gen_linalg_combiner(st, e);
  bool readable;
  int init = gen_linalg_init(st, R, true, comb, &readable);
  if (init < 0) return -1;
  GenFacts rf = gen_facts_full(e);
  rf.cst = V(xi)->f.cst && V(init)->f.cst;
  int r = gen_value_new(st, R, rf);
  if (r < 0) return -1;
  gen_def(st, r);
  gen_linalg_put(st, "linalg.reduce");
  put_ins_outs(st, &xi, &X, 1, init, &R);
  gen_linalg_put(st, " dimensions = [%s]\n    ", dims);
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
