/*
 * ir_attr.c: typed attribute readers (see ir_attr.h).
 */
#include "encoder/ir/ir_attr.h"

#include <string.h>

bool ir_attr_int(const IrOp *op, const char *name, int64_t *out) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a) return false;
  switch (a->kind) {
  case IR_ATTR_INT:
  case IR_ATTR_BOOL: *out = a->i; return true;
  case IR_ATTR_INTS:
    if (a->nints != 1) return false;
    *out = a->ints[0];
    return true;
  case IR_ATTR_DENSE:
    if (!a->dense || !(a->dense->splat || a->dense->count == 1)) return false;
    *out = (int64_t)a->dense->bits[0];
    return true;
  default: return false;
  }
}

bool ir_attr_ints(Arena *arena, const IrOp *op, const char *name, int64_t **out, int *n) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a) return false;
  int cnt;
  switch (a->kind) {
  case IR_ATTR_INTS: cnt = a->nints; break;
  case IR_ATTR_DENSE:
    if (!a->dense) return false;
    cnt = (int)a->dense->count;
    break;
  case IR_ATTR_ARRAY: cnt = a->nelems; break;
  default: return false;
  }
  int64_t *vals = arena_calloc(arena, (size_t)(cnt > 0 ? cnt : 1), sizeof(int64_t));
  if (!vals) return false;
  for (int i = 0; i < cnt; i++) {
    if (a->kind == IR_ATTR_INTS) {
      vals[i] = a->ints[i];
    } else if (a->kind == IR_ATTR_DENSE) {
      vals[i] = (int64_t)a->dense->bits[a->dense->splat ? 0 : i];
    } else {
      if (a->elems[i]->kind != IR_ATTR_INT && a->elems[i]->kind != IR_ATTR_BOOL) return false;
      vals[i] = a->elems[i]->i;
    }
  }
  *out = vals;
  *n = cnt;
  return true;
}

bool ir_attr_flag(const IrOp *op, const char *name) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a) return false;
  if (a->kind == IR_ATTR_UNIT) return true;
  if (a->kind == IR_ATTR_BOOL || a->kind == IR_ATTR_INT) return a->i != 0;
  return a->text && strcmp(a->text, "false") != 0;
}

const char *ir_attr_keyword(const IrOp *op, const char *name) {
  const IrAttr *a = ir_op_attr(op, name);
  if (!a) return NULL;
  if ((a->kind == IR_ATTR_ENUM || a->kind == IR_ATTR_STRING) && a->s) return a->s;
  return a->text ? a->text : "";
}
