/*
 * eval_scf.c: scf.if in the reference evaluator (the concrete mirror of
 * encoder/sem_scf.c): the condition picks the region; branching on poison
 * is UB, and the evaluation then goes on with the then region so that the
 * rest of the function still has values to report.
 */
#include "encoder/eval/eval_internal.h"

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
