/*
 * eval_scf.c: structured control flow in the reference evaluator (the
 * concrete mirror of encoder/sem/sem_scf.c):
 *  - scf.if: the condition picks the region (memory effects included: only
 *    the taken region runs); branching on poison is UB, and the evaluation
 *    then goes on with the then region so that the rest of the function
 *    still has values to report;
 *  - scf.for and affine.for: see the loop section below.
 */
#include "encoder/eval/eval_internal.h"
#include "encoder/ir/ir_view.h"

bool ev_scf_if(EvalState *st, const IrOp *op) {
  EvalTensor *c = ev_operand(st, op, 0);
  if (!c) return false;
  if (c->n != 1) return ev_invalid(st, op, "'%s': condition is not a scalar", op->name);
  EvalElem ce = ev_get(c, 0);
  ev_ub(st, op, ce.poison, ce.approx, "branch on a poison condition");
  int g = (ce.v & 1) || ce.poison ? 0 : 1;
  if (g >= op->nregions || op->regions[g]->nblocks < 1) {
    if (op->nresults == 0) return true; /* an absent else region */
    return ev_invalid(st, op, "'%s': region %d is empty", op->name, g);
  }
  const IrBlock *b = op->regions[g]->blocks[0];
  const IrOp *y = b->nops ? b->ops[b->nops - 1] : NULL;
  if (!y || y->kind != IR_OP_SCF_YIELD || y->noperands != op->nresults)
    return ev_invalid(st, op, "'%s': region %d does not yield its %d results", op->name, g, op->nresults);
  if (!ev_block_ops(st, b, false)) return false;
  for (int k = 0; k < op->nresults; k++) {
    EvalTensor *v = ev_lookup(st, y, y->operands[k]);
    if (!v) return false;
    ev_bind(st, op->results[k], v);
  }
  return true;
}

/* ---- loops (docs/DESIGN.md "Memory": unrolled with constant bounds) ----
 *
 * scf.for and affine.for run their body once per induction value
 * lb, lb + step, ... below ub (the mathematical sequence: no value past ub
 * is formed, so nothing wraps), threading iter_args through the yields; the
 * results are the last yielded values (the inits for zero iterations).
 * A poison bound or step is UB (its value is used anyway); a step <= 0 is
 * UB, and the loop then runs zero times; a bound map that cannot be
 * evaluated (division by zero) is unsupported, as in the encoder. scf.for compares signed unless it has
 * `unsignedCmp` (bounds and step are then read unsigned in the induction variable's width); affine.for's
 * bounds are the max of its lower-bound map's results and the min of its upper-bound map's results on their
 * operands (index, signed). */

typedef struct LoopRange {
  ev_i128 lb, step;
  int64_t trips;
} LoopRange;

/* Trip count of lb..ub by step (step > 0), saturating above EVAL_MAX_WORK. */
static int64_t trip_count(ev_i128 lb, ev_i128 ub, ev_i128 step) {
  if (lb >= ub) return 0;
  ev_i128 t = (ub - lb + step - 1) / step;
  return t > EVAL_MAX_WORK ? EVAL_MAX_WORK + 1 : (int64_t)t;
}

/* Run the loop body `trips` times; inits are operands [first_init, ...). */
static bool run_loop(EvalState *st, const IrOp *op, const LoopRange *lr, int first_init,
                     IrOpKind yield_kind) {
  int ninit = op->noperands - first_init;
  if (ninit < 0 || ninit != op->nresults)
    return ev_invalid(st, op, "'%s': %d inits for %d results", op->name, ninit, op->nresults);
  if (op->nregions < 1 || op->regions[0]->nblocks < 1)
    return ev_invalid(st, op, "'%s' without a body", op->name);
  const IrBlock *body = op->regions[0]->blocks[0];
  if (body->nargs != 1 + ninit)
    return ev_invalid(st, op, "'%s': body has %d arguments for %d iter_args", op->name, body->nargs, ninit);
  const IrOp *y = body->nops ? body->ops[body->nops - 1] : NULL;
  if (!y || y->kind != yield_kind || y->noperands != ninit)
    return ev_invalid(st, op, "'%s': body does not yield its %d values", op->name, ninit);
  const IrType *ivt = body->args[0]->type;
  if (!ivt || ivt->kind != IR_TY_SCALAR || !ir_elem_is_int(ivt->elem))
    return ev_invalid(st, op, "'%s': induction variable is not an integer", op->name);
  if (!ev_work(st, op, ev_sat_mul(lr->trips, body->nops > 0 ? body->nops : 1))) return false;
  EvalTensor **cur = arena_calloc(st->a, (size_t)(ninit + 1), sizeof(EvalTensor *));
  if (!cur) return ev_unsupported(st, op, "out of memory");
  for (int k = 0; k < ninit; k++)
    if (!(cur[k] = ev_lookup(st, op, op->operands[first_init + k]))) return false;
  for (int64_t it = 0; it < lr->trips; it++) {
    EvalTensor *iv = ev_scalar(st, ivt->elem);
    if (!iv) return false;
    iv->bits[0] = ev_trunc((uint64_t)(lr->lb + (ev_i128)it * lr->step), ir_elem_bits(ivt->elem));
    ev_bind(st, body->args[0], iv);
    for (int k = 0; k < ninit; k++)
      ev_bind(st, body->args[1 + k], cur[k]);
    if (!ev_block_ops(st, body, false)) return false;
    for (int k = 0; k < ninit; k++)
      if (!(cur[k] = ev_lookup(st, y, y->operands[k]))) return false;
  }
  for (int k = 0; k < ninit; k++)
    ev_bind(st, op->results[k], cur[k]);
  return true;
}

/* A bound, step or map operand of a loop or affine.apply (the encoder's
 * const_index_operand): its value sign-extended (i1 zero-extended); a
 * poison operand is UB and its value is used anyway. */
static bool index_operand(EvalState *st, const IrOp *op, int k, int64_t *out) {
  if (k >= op->noperands) return ev_invalid(st, op, "'%s' is missing operand %d", op->name, k);
  EvalTensor *v = ev_lookup(st, op, op->operands[k]);
  if (!v) return false;
  if (v->kind == EVAL_MEMREF || v->kind == EVAL_SHAPE || v->n != 1)
    return ev_invalid(st, op, "'%s': operand %d is not a scalar", op->name, k);
  EvalElem e = ev_get(v, 0);
  ev_ub(st, op, e.poison, e.approx, "poison loop bound or index operand");
  int w = ir_elem_bits(v->elem);
  *out = w > 1 ? ev_sext(e.v, w) : (int64_t)ev_trunc(e.v, w);
  return true;
}

bool ev_scf_for(EvalState *st, const IrOp *op) {
  if (op->noperands < 3) return ev_invalid(st, op, "'%s' is missing its bounds", op->name);
  int64_t v[3];
  for (int i = 0; i < 3; i++)
    if (!index_operand(st, op, i, &v[i])) return false;
  const EvalTensor *lbv = ev_lookup(st, op, op->operands[0]);
  int w = lbv ? ir_elem_bits(lbv->elem) : 64;
  ev_i128 b[3];
  /* unsignedCmp: bounds and step read unsigned in the width */
  bool is_unsigned = ir_attr_flag(op, "unsignedCmp");
  for (int i = 0; i < 3; i++)
    b[i] = is_unsigned ? (ev_i128)ev_trunc((uint64_t)v[i], w) : (ev_i128)v[i];
  LoopRange lr = {b[0], b[2], 0};
  if (b[2] <= 0)
    ev_ub(st, op, true, false, "loop step is not positive");
  else
    lr.trips = trip_count(b[0], b[1], b[2]);
  return run_loop(st, op, &lr, 3, IR_OP_SCF_YIELD);
}

/* max (lower) or min (upper) of a bound map's results on operands
 * [first, first + ndims + nsyms). */
static bool affine_bound(EvalState *st, const IrOp *op, const char *name, int first, bool lower, int *used,
                         ev_i128 *out, bool *defined) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a || a->kind != IR_ATTR_MAP || !a->map || a->map->nresults < 1)
    return ev_invalid(st, op, "'%s' requires %s", op->name, name);
  const IrAffineMap *m = a->map;
  int n = m->ndims + m->nsyms;
  if (first + n > op->noperands || n > 64)
    return ev_invalid(st, op, "'%s': %s does not match the operands", op->name, name);
  int64_t vals[64], res[64];
  for (int i = 0; i < n; i++)
    if (!ev_const_operand(st, op, first + i, &vals[i]))
      return ev_failed(st) ? false
                           : ev_unsupported(st, op, "unsupported: '%s' with a non-constant bound", op->name);
  if (m->nresults > 64)
    return ev_unsupported(st, op, "unsupported: '%s' bound with %d results", op->name, m->nresults);
  *used = n;
  *defined = ir_affine_eval(m, vals, res);
  if (!*defined) return true;
  ev_i128 r = res[0];
  for (int i = 1; i < m->nresults; i++)
    r = lower ? (res[i] > r ? res[i] : r) : (res[i] < r ? res[i] : r);
  *out = r;
  return true;
}

bool ev_affine_for(EvalState *st, const IrOp *op) {
  int nlb = 0, nub = 0;
  ev_i128 lb = 0, ub = 0;
  bool dlb = true, dub = true;
  if (!affine_bound(st, op, "lowerBoundMap", 0, true, &nlb, &lb, &dlb)) return false;
  if (!affine_bound(st, op, "upperBoundMap", nlb, false, &nub, &ub, &dub)) return false;
  const IrAttr *seg = ir_op_attr(op, "operandSegmentSizes");
  if (seg && seg->kind == IR_ATTR_INTS && seg->nints == 3 && (seg->ints[0] != nlb || seg->ints[1] != nub))
    return ev_invalid(st, op, "'%s': bound maps do not match operandSegmentSizes", op->name);
  int64_t step;
  if (!ir_attr_int(op, "step", &step)) return ev_invalid(st, op, "'%s' requires step", op->name);
  LoopRange lr = {lb, step, 0};
  if (!dlb || !dub)
    ev_ub(st, op, true, false, "affine map undefined (division by zero)");
  else if (step <= 0)
    ev_ub(st, op, true, false, "loop step is not positive");
  else
    lr.trips = trip_count(lb, ub, step);
  return run_loop(st, op, &lr, nlb + nub, IR_OP_AFFINE_YIELD);
}
