/*
 * ir_arith.c: the static rules of arith and math ops (see ir_arith.h),
 * written once for the symbolic semantics and the interpreter.
 */
#include "encoder/ir/ir_arith.h"

#include <string.h>

#include "encoder/ir/ir_attr.h"

static const char *const cmpf_names[16] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                           "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static const char *const cmpi_names[10] = {"eq",  "ne",  "slt", "sle", "sgt",
                                           "sge", "ult", "ule", "ugt", "uge"};

/* The predicate attribute: its number, or its keyword among names. */
static bool predicate(const IrOp *op, const char *const *names, int count, int *out, IrRule *r) {
  const IrAttr *a = ir_op_attr(op, "predicate");
  if (!a) return ir_rule_fail(r, IR_RULE_INVALID, "'%s' without predicate", op->name);
  if (a->kind == IR_ATTR_INT || a->kind == IR_ATTR_BOOL) {
    if (a->i < 0 || a->i >= count)
      return ir_rule_fail(r, IR_RULE_INVALID, "'%s': bad predicate %lld", op->name, (long long)a->i);
    *out = (int)a->i;
    return true;
  }
  const char *s = (a->kind == IR_ATTR_ENUM || a->kind == IR_ATTR_STRING) && a->s ? a->s : a->text;
  for (int i = 0; s && i < count; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = i;
      return true;
    }
  return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "'%s': unknown predicate '%s'", op->name, s ? s : "?");
}

/* The fastmath attribute: none, nnan and ninf are modelled, every other
 * flag is unsupported (never silently ignored). */
static bool fastmath(const IrOp *op, IrFastMath *fm, IrRule *r) {
  fm->nnan = fm->ninf = false;
  const char *t = ir_attr_keyword(op, "fastmath");
  if (!t) return true;
  static const char *const unsupported[] = {"reassoc", "nsz", "arcp", "contract", "afn", "fast"};
  for (size_t i = 0; i < sizeof unsupported / sizeof *unsupported; i++)
    if (strstr(t, unsupported[i]))
      return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported fastmath flag '%s' on '%s'", unsupported[i],
                          op->name);
  fm->nnan = strstr(t, "nnan") != NULL;
  fm->ninf = strstr(t, "ninf") != NULL;
  return true;
}

/* Operand counts and the messages that go with them. */
static bool counts(const IrOp *op, IrArith *d, IrRule *r) {
  switch (d->form) {
  case IR_ARITH_FLOAT_BINARY:
  case IR_ARITH_FLOAT_UNARY:
    d->nin = d->form == IR_ARITH_FLOAT_UNARY ? 1 : 2;
    if (op->noperands != d->nin || op->nresults != 1)
      return ir_rule_fail(r, IR_RULE_INVALID, "'%s' expects %d operands and 1 result", op->name, d->nin);
    return true;
  case IR_ARITH_FMA:
  case IR_ARITH_SELECT: d->nin = 3; break;
  case IR_ARITH_INT_BINARY:
  case IR_ARITH_CMPF:
  case IR_ARITH_CMPI: d->nin = 2; break;
  case IR_ARITH_INT_UNARY:
  case IR_ARITH_CAST: d->nin = 1; break;
  }
  if (op->noperands != d->nin || op->nresults != 1)
    return ir_rule_fail(r, IR_RULE_INVALID, "'%s' expects %d operand%s", op->name, d->nin,
                        d->nin == 1 ? "" : "s");
  return true;
}

IrCastKind ir_arith_cast_kind(IrOpKind k, bool *is_signed) {
  *is_signed = k == IR_OP_ARITH_EXTSI || k == IR_OP_ARITH_INDEX_CAST || k == IR_OP_ARITH_SITOFP ||
               k == IR_OP_ARITH_FPTOSI;
  switch (k) {
  case IR_OP_ARITH_EXTF:
  case IR_OP_ARITH_TRUNCF: return IR_CAST_FLOAT;
  case IR_OP_ARITH_EXTSI:
  case IR_OP_ARITH_EXTUI:
  case IR_OP_ARITH_INDEX_CAST:
  case IR_OP_ARITH_INDEX_CASTUI: return IR_CAST_RESIZE;
  case IR_OP_ARITH_TRUNCI: return IR_CAST_TRUNCI;
  case IR_OP_ARITH_SITOFP:
  case IR_OP_ARITH_UITOFP: return IR_CAST_INT_TO_FP;
  case IR_OP_ARITH_FPTOSI:
  case IR_OP_ARITH_FPTOUI: return IR_CAST_FP_TO_INT;
  case IR_OP_ARITH_BITCAST: return IR_CAST_BITCAST;
  default: return IR_CAST_NONE;
  }
}

bool ir_arith_decode(const IrOp *op, IrArithForm form, IrArith *d, IrRule *r) {
  memset(d, 0, sizeof *d);
  d->form = form;
  r->status = IR_RULE_OK;
  if (!counts(op, d, r)) return false;
  if (form == IR_ARITH_CMPF && !predicate(op, cmpf_names, 16, &d->pred, r)) return false;
  if (form == IR_ARITH_CMPI && !predicate(op, cmpi_names, 10, &d->pred, r)) return false;
  bool floats = form == IR_ARITH_FLOAT_BINARY || form == IR_ARITH_FLOAT_UNARY || form == IR_ARITH_FMA;
  if ((floats || form == IR_ARITH_CMPF || form == IR_ARITH_CAST) && !fastmath(op, &d->fm, r)) return false;
  if (form == IR_ARITH_INT_BINARY || form == IR_ARITH_CAST) {
    const char *t = ir_attr_keyword(op, "overflowFlags");
    d->nsw = t && strstr(t, "nsw");
    d->nuw = t && strstr(t, "nuw");
  }
  if (form == IR_ARITH_INT_BINARY && (ir_attr_flag(op, "isExact") || ir_attr_flag(op, "exact")))
    return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported flag 'exact' on '%s'", op->name);
  if (form == IR_ARITH_CAST) {
    d->cast = ir_arith_cast_kind(op->kind, &d->is_signed);
    d->nneg = ir_attr_flag(op, "nonNeg");
    const char *rm = ir_attr_keyword(op, "roundingmode");
    if (rm && !strstr(rm, "to_nearest_even"))
      return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported rounding mode '%s' on '%s'", rm, op->name);
  }
  return true;
}

bool ir_arith_check_elems(const IrOp *op, IrArith *d, IrElem in, IrElem out, IrRule *r) {
  d->in = in;
  d->out = out;
  switch (d->form) {
  case IR_ARITH_FLOAT_BINARY:
  case IR_ARITH_FLOAT_UNARY:
  case IR_ARITH_FMA:
    if (!ir_elem_is_float(out)) return ir_rule_fail(r, IR_RULE_INVALID, "'%s' on a non-float type", op->name);
    break;
  case IR_ARITH_INT_BINARY:
  case IR_ARITH_INT_UNARY:
    if (!ir_elem_is_int(out)) return ir_rule_fail(r, IR_RULE_INVALID, "'%s' on a non-integer type", op->name);
    break;
  default: break;
  }
  r->status = IR_RULE_OK;
  return true;
}

const IrAttr *ir_arith_constant_attr(const IrOp *op, IrRule *r) {
  const IrAttr *a = ir_op_attr(op, "value");
  if (!a || op->nresults != 1) {
    ir_rule_fail(r, IR_RULE_INVALID, "'%s' without a value attribute", op->name);
    return NULL;
  }
  r->status = IR_RULE_OK;
  return a;
}

bool ir_arith_select_shapes(const IrOp *op, int64_t cond_n, int64_t a_n, int64_t b_n, int64_t out_n,
                            IrRule *r) {
  if ((cond_n != 1 && cond_n != out_n) || a_n != out_n || b_n != out_n)
    return ir_rule_fail(r, IR_RULE_INVALID, "'%s': operand shapes do not match", op->name);
  r->status = IR_RULE_OK;
  return true;
}

bool ir_arith_bitcast_check(const IrOp *op, IrElem from, IrElem to, IrRule *r) {
  if (ir_elem_bits(from) != ir_elem_bits(to) || (ir_elem_is_float(from) && ir_elem_is_float(to)))
    return ir_rule_fail(r, IR_RULE_UNSUPPORTED, "unsupported: arith.bitcast between '%s' and '%s'",
                        ir_elem_name(from), ir_elem_name(to));
  r->status = IR_RULE_OK;
  return true;
}
