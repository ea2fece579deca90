/*
 * gen_tosa.c: tosa productions, valid for the MLIR 22 verifier and free of certain UB.
 *
 * For every tosa op this file answers three questions (Csmith's one-production-per-construct,
 * seed note 004's composition test):
 *   gen_tosa_can(op, x)    can the accumulated state of value x be op's primary operand? (element
 *                          type allowed by the profile tables, rank, and the facts the TOSA 1.0
 *                          REQUIRE/ERROR_IF conditions need, e.g. no constant-only abs(INT_MIN));
 *   gen_tosa_build(op, x)  emit op with x as primary operand, building every other operand so the
 *                          op verifies and is never UB for all inputs (divisors exclude 0, shift
 *                          amounts lie in [0, bits-1], gather indices in [0, K-1], conv/pool sizes
 *                          satisfy the output-size equations with exact divisibility by the stride,
 *                          pool pads are below the kernel, clamp bounds are ordered and not NaN,
 *                          constant-only integer arithmetic cannot overflow), and return the result
 *                          with its accumulated facts;
 *   gen_tosa_input(op)     make a value that op can take (chain start).
 * The productions live in gen_tosa_ew.c, gen_tosa_data.c, gen_tosa_nn.c and gen_tosa_rescale.c; this file
 * holds the composition test, the dispatch and chain starts. Syntax is MLIR 22's (`values` on tosa.const,
 * !tosa.shape operands, zero points and the mul shift as tosa.const operands, typed clamp bounds,
 * rank-keeping reductions).
 */
#include <string.h>

#include "gen/tosa_internal.h"

/* ---- can ---- */

static bool min_certain(const GenValue *x) {
  /* abs/negate of INT_MIN overflow: avoid when the operand is constant-only and may be INT_MIN */
  GenElem e = (GenElem)x->t.et;
  return x->f.cst && gen_elem_is_int(e) && x->f.lo == gen_elem_min(e);
}

bool gen_tosa_can(GenState *st, GenOpId op, int xi) {
  const GenValue *x = V(xi);
  GenElem e = (GenElem)x->t.et;
  int rank = x->t.rank;
  if (rank < 0 || !gen_usable(st, xi)) return false;
  if (op == GEN_OP_TOSA_GATHER && e == GE_I32 && rank == 2 && x->f.lo >= 0 &&
      (int64_t)x->t.dims[0] * (x->f.hi + 1) <= st->o->max_elements && st->o->max_rank >= 3)
    return true; /* x as gather indices */
  if (!(st->types[op] & GEM(e))) return false;
  switch (op) {
  case GEN_OP_TOSA_ABS: return !min_certain(x);
  case GEN_OP_TOSA_NEGATE: return !(min_certain(x) && e == GE_I32);
  case GEN_OP_TOSA_CAST: return gen_tosa_cast_targets(st, x) != 0;
  case GEN_OP_TOSA_TRANSPOSE: return rank >= 2;
  case GEN_OP_TOSA_PAD:
    /* tosa-validate checks the !tosa.shape<2*rank> padding operand against MAX_RANK (6) */
    return rank >= 1 && (!st->o->tosa_validate || 2 * rank <= GEN_TOSA_MAX_RANK);
  case GEN_OP_TOSA_SLICE:
  case GEN_OP_TOSA_CONCAT:
  case GEN_OP_TOSA_TILE:
  case GEN_OP_TOSA_REVERSE:
  case GEN_OP_TOSA_REDUCE_PRODUCT:
  case GEN_OP_TOSA_REDUCE_MAX:
  case GEN_OP_TOSA_REDUCE_MIN:
  case GEN_OP_TOSA_REDUCE_ALL:
  case GEN_OP_TOSA_REDUCE_ANY:
  case GEN_OP_TOSA_ARGMAX: return rank >= 1;
  case GEN_OP_TOSA_REDUCE_SUM: {
    if (rank < 1) return false;
    if (!gen_elem_is_int(e) || !x->f.cst) return true;
    int64_t dmin = x->t.dims[0];
    for (int i = 1; i < rank; i++)
      dmin = gen_min64(dmin, x->t.dims[i]);
    return x->f.hi * dmin <= gen_elem_max(e) && x->f.lo * dmin >= gen_elem_min(e);
  }
  case GEN_OP_TOSA_GATHER:
  case GEN_OP_TOSA_MATMUL: return rank == 3;
  case GEN_OP_TOSA_CONV2D:
  case GEN_OP_TOSA_DEPTHWISE_CONV2D:
  case GEN_OP_TOSA_MAX_POOL2D:
  case GEN_OP_TOSA_AVG_POOL2D: return rank == 4;
  default: return true;
  }
}

/* ---- dispatch ---- */

int gen_tosa_build(GenState *st, GenOpId op, int xi) {
  switch (op) {
  case GEN_OP_TOSA_ADD:
  case GEN_OP_TOSA_SUB:
  case GEN_OP_TOSA_MUL:
  case GEN_OP_TOSA_MAXIMUM:
  case GEN_OP_TOSA_MINIMUM:
  case GEN_OP_TOSA_POW:
  case GEN_OP_TOSA_EQUAL:
  case GEN_OP_TOSA_GREATER:
  case GEN_OP_TOSA_GREATER_EQUAL:
  case GEN_OP_TOSA_LOGICAL_AND:
  case GEN_OP_TOSA_LOGICAL_OR:
  case GEN_OP_TOSA_LOGICAL_XOR:
  case GEN_OP_TOSA_BITWISE_AND:
  case GEN_OP_TOSA_BITWISE_OR:
  case GEN_OP_TOSA_BITWISE_XOR:
  case GEN_OP_TOSA_LOGICAL_LEFT_SHIFT:
  case GEN_OP_TOSA_LOGICAL_RIGHT_SHIFT:
  case GEN_OP_TOSA_ARITHMETIC_RIGHT_SHIFT:
  case GEN_OP_TOSA_INTDIV: return gen_tosa_build_binary(st, op, xi);
  case GEN_OP_TOSA_IDENTITY:
  case GEN_OP_TOSA_ABS:
  case GEN_OP_TOSA_NEGATE:
  case GEN_OP_TOSA_RECIPROCAL:
  case GEN_OP_TOSA_RSQRT:
  case GEN_OP_TOSA_EXP:
  case GEN_OP_TOSA_LOG:
  case GEN_OP_TOSA_FLOOR:
  case GEN_OP_TOSA_CEIL:
  case GEN_OP_TOSA_TANH:
  case GEN_OP_TOSA_SIGMOID:
  case GEN_OP_TOSA_ERF:
  case GEN_OP_TOSA_SIN:
  case GEN_OP_TOSA_COS:
  case GEN_OP_TOSA_LOGICAL_NOT:
  case GEN_OP_TOSA_BITWISE_NOT:
  case GEN_OP_TOSA_CLZ: return gen_tosa_build_unary(st, op, xi);
  case GEN_OP_TOSA_CLAMP: return gen_tosa_build_clamp(st, xi);
  case GEN_OP_TOSA_SELECT: return gen_tosa_build_select(st, xi);
  case GEN_OP_TOSA_CAST: return gen_tosa_build_cast(st, xi);
  case GEN_OP_TOSA_TRANSPOSE: return gen_tosa_build_transpose(st, xi);
  case GEN_OP_TOSA_RESHAPE: return gen_tosa_build_reshape(st, xi);
  case GEN_OP_TOSA_SLICE: return gen_tosa_build_slice(st, xi);
  case GEN_OP_TOSA_PAD: return gen_tosa_build_pad(st, xi);
  case GEN_OP_TOSA_CONCAT: return gen_tosa_build_concat(st, xi);
  case GEN_OP_TOSA_TILE: return gen_tosa_build_tile(st, xi);
  case GEN_OP_TOSA_REVERSE: return gen_tosa_build_reverse(st, xi);
  case GEN_OP_TOSA_GATHER: return gen_tosa_build_gather(st, xi);
  case GEN_OP_TOSA_REDUCE_SUM:
  case GEN_OP_TOSA_REDUCE_PRODUCT:
  case GEN_OP_TOSA_REDUCE_MAX:
  case GEN_OP_TOSA_REDUCE_MIN:
  case GEN_OP_TOSA_REDUCE_ALL:
  case GEN_OP_TOSA_REDUCE_ANY: return gen_tosa_build_reduce(st, op, xi);
  case GEN_OP_TOSA_ARGMAX: return gen_tosa_build_argmax(st, xi);
  case GEN_OP_TOSA_MATMUL: return gen_tosa_build_matmul(st, xi);
  case GEN_OP_TOSA_CONV2D:
  case GEN_OP_TOSA_DEPTHWISE_CONV2D: return gen_tosa_build_conv(st, op, xi);
  case GEN_OP_TOSA_MAX_POOL2D:
  case GEN_OP_TOSA_AVG_POOL2D: return gen_tosa_build_pool(st, op, xi);
  case GEN_OP_TOSA_RESCALE: return gen_tosa_build_rescale(st, xi);
  default: return -1;
  }
}

/* ---- chain starts ---- */

typedef struct CanCtx {
  GenOpId op;
} CanCtx;

static bool pred_can(GenState *st, int vi, const void *ctx) {
  const CanCtx *c = ctx;
  return gen_tosa_can(st, c->op, vi);
}

int gen_tosa_input(GenState *st, GenOpId op) {
  if (gen_flip(st->c, P(chain_from_live), "input.live")) {
    CanCtx cc = {op};
    int vi = gen_pick_live(st, pred_can, &cc, "input.live_value");
    if (vi >= 0) return vi;
  }
  GenElem e = gen_pick_elem(st, st->types[op], "input.elem");
  if (e == GE_COUNT) return -1;
  int rmin = 0, rmax = st->o->max_rank;
  switch (op) {
  case GEN_OP_TOSA_CONV2D:
  case GEN_OP_TOSA_DEPTHWISE_CONV2D:
  case GEN_OP_TOSA_MAX_POOL2D:
  case GEN_OP_TOSA_AVG_POOL2D: rmin = rmax = 4; break;
  case GEN_OP_TOSA_MATMUL:
  case GEN_OP_TOSA_GATHER: rmin = rmax = 3; break;
  case GEN_OP_TOSA_TRANSPOSE: rmin = 2; break;
  case GEN_OP_TOSA_PAD:
    rmin = 1;
    if (st->o->tosa_validate) rmax = GEN_TOSA_MAX_RANK / 2;
    break;
  case GEN_OP_TOSA_SLICE:
  case GEN_OP_TOSA_CONCAT:
  case GEN_OP_TOSA_TILE:
  case GEN_OP_TOSA_REVERSE:
  case GEN_OP_TOSA_REDUCE_SUM:
  case GEN_OP_TOSA_REDUCE_PRODUCT:
  case GEN_OP_TOSA_REDUCE_MAX:
  case GEN_OP_TOSA_REDUCE_MIN:
  case GEN_OP_TOSA_REDUCE_ALL:
  case GEN_OP_TOSA_REDUCE_ANY:
  case GEN_OP_TOSA_ARGMAX: rmin = 1; break;
  default: break;
  }
  GenType t = gen_pick_shape(st, e, rmin, rmax, st->o->max_elements);
  int vi = gen_fresh(st, t);
  if (vi < 0) return -1;
  /* a fresh constant may still fail a fact test (abs of a constant INT_MIN, a constant NaN cast to
   * int, a constant sum that may overflow): fall back to an argument, whose facts are always fine */
  if (!gen_tosa_can(st, op, vi) && st->nargs < st->o->max_args) vi = gen_arg_new(st, t);
  if (vi >= 0 && !gen_tosa_can(st, op, vi)) return -1;
  return vi;
}
