/*
 * ir_elemwise.c: the rules around elementwise semantics (see
 * ir_elemwise.h), written once for the symbolic semantics and the
 * interpreter.
 */
#include "encoder/ir/ir_elemwise.h"

#include <stdarg.h>
#include <stdio.h>

#include "encoder/ir/ir_attr.h"

bool ir_rule_fail(IrRule *r, IrRuleStatus s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  r->status = s;
  vsnprintf(r->msg, sizeof r->msg, fmt, ap);
  va_end(ap);
  return false;
}

int64_t ir_flat(int rank, const int64_t *dims, const int64_t *idx) {
  int64_t f = 0;
  for (int i = 0; i < rank; i++)
    f = f * dims[i] + idx[i];
  return f;
}

void ir_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx) {
  for (int i = rank - 1; i >= 0; i--) {
    int64_t d = dims[i] > 0 ? dims[i] : 1;
    idx[i] = flat % d;
    flat /= d;
  }
}

bool ir_elemwise_check(const IrOp *op, const IrElemShape *ins, int nin, const IrElemShape *out,
                       IrBroadcast bc, IrRule *r) {
  if (nin > IR_ELEMWISE_MAX_OPERANDS)
    return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported: '%s' with %d operands", op->name, nin);
  for (int k = 0; k < nin; k++) {
    const IrElemShape *in = &ins[k];
    if (in->is_shape)
      return ir_rule_fail(r, IR_RULE_INVALID, "'%s': shape operand where a tensor is expected", op->name);
    if (bc == IR_SAME_SHAPE) {
      if (in->n != out->n && in->n != 1)
        return ir_rule_fail(r, IR_RULE_INVALID, "'%s': operand %d has %lld elements, result %lld", op->name,
                            k, (long long)in->n, (long long)out->n);
    } else {
      if (in->rank != out->rank)
        return ir_rule_fail(r, IR_RULE_INVALID, "'%s': operands don't have matching ranks (ERROR_IF)",
                            op->name);
      for (int d = 0; d < out->rank; d++)
        if (in->dims[d] != out->dims[d] && in->dims[d] != 1)
          return ir_rule_fail(r, IR_RULE_INVALID, "'%s': shape != broadcast_shape(...) in dim %d (ERROR_IF)",
                              op->name, d);
    }
  }
  if (bc == IR_TOSA_BROADCAST) {
    /* The output shape must be exactly the broadcast shape. */
    for (int d = 0; d < out->rank; d++) {
      bool any_full = false;
      for (int k = 0; k < nin; k++)
        if (ins[k].dims[d] == out->dims[d]) any_full = true;
      if (!any_full)
        return ir_rule_fail(r, IR_RULE_INVALID, "'%s': result dim %d is not the broadcast dim (ERROR_IF)",
                            op->name, d);
    }
  }
  if (out->rank > IR_ELEMWISE_MAX_RANK)
    return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported: rank %d > %d", out->rank, IR_ELEMWISE_MAX_RANK);
  r->status = IR_RULE_OK;
  return true;
}

void ir_elemwise_sources(const IrElemShape *ins, int nin, const IrElemShape *out, IrBroadcast bc, int64_t i,
                         int64_t *src) {
  int64_t idx[IR_ELEMWISE_MAX_RANK], in_idx[IR_ELEMWISE_MAX_RANK];
  if (bc == IR_TOSA_BROADCAST) ir_unflat(out->rank, out->dims, i, idx);
  for (int k = 0; k < nin; k++) {
    if (ins[k].n == 1) {
      src[k] = 0;
    } else if (bc == IR_SAME_SHAPE) {
      src[k] = i;
    } else {
      for (int d = 0; d < out->rank; d++)
        in_idx[d] = ins[k].dims[d] == 1 ? 0 : idx[d];
      src[k] = ir_flat(out->rank, ins[k].dims, in_idx);
    }
  }
}

bool ir_const_shape(Arena *ar, const IrOp *op, const IrAttr *a, int rank, int64_t *shape, IrRule *r) {
  int64_t *vals;
  int n;
  if (!ir_attr_ints(ar, op, a->name ? a->name : "values", &vals, &n) || n != rank)
    return ir_rule_fail(r, IR_RULE_INVALID, "'%s': shape constant does not match !tosa.shape<%d>", op->name,
                        rank);
  for (int i = 0; i < n; i++)
    shape[i] = vals[i];
  r->status = IR_RULE_OK;
  return true;
}

bool ir_const_elem(const IrOp *op, const IrAttr *a, IrElem e, int64_t n, int64_t i, IrFloatBits float_bits,
                   uint64_t *bits, IrRule *r) {
  switch (a->kind) {
  case IR_ATTR_DENSE:
    if (!a->dense || (!a->dense->splat && a->dense->count != n))
      return ir_rule_fail(r, IR_RULE_INVALID, "'%s': dense constant has the wrong number of elements",
                          op->name);
    *bits = a->dense->bits[a->dense->splat ? 0 : i];
    break;
  case IR_ATTR_INT:
  case IR_ATTR_BOOL: *bits = (uint64_t)a->i; break;
  case IR_ATTR_FLOAT: *bits = a->elem == e ? a->bits : float_bits(e, a->f); break;
  case IR_ATTR_INTS:
    if (a->nints != n) return ir_rule_fail(r, IR_RULE_INVALID, "'%s': constant size mismatch", op->name);
    *bits = (uint64_t)a->ints[i];
    break;
  default:
    return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported constant attribute '%s' in '%s'",
                        a->text ? a->text : "?", op->name);
  }
  int w = ir_elem_bits(e);
  if (w < 64) *bits &= (UINT64_C(1) << w) - 1;
  r->status = IR_RULE_OK;
  return true;
}
