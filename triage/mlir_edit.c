/*
 * mlir_edit.c: MLIR C API editing helpers for triage (see mlir_edit.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/mlir_edit.h"

#include <stdlib.h>
#include <string.h>

static bool ops_push(MeOps *l, MlirOperation op) {
  if (l->n == l->cap) {
    int nc = l->cap ? l->cap * 2 : 32;
    MlirOperation *g = realloc(l->v, sizeof *g * (size_t)nc);
    if (!g) return false;
    l->v = g;
    l->cap = nc;
  }
  l->v[l->n++] = op;
  return true;
}

void me_ops_free(MeOps *l) {
  free(l->v);
  l->v = NULL;
  l->n = l->cap = 0;
}

bool me_op_is(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}

void me_op_name(MlirOperation op, char *buf, size_t n) {
  MlirStringRef r = mlirIdentifierStr(mlirOperationGetName(op));
  size_t k = r.length < n - 1 ? r.length : n - 1;
  memcpy(buf, r.data, k);
  buf[k] = 0;
}

bool me_op_has_prefix(MlirOperation op, const char *prefix) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  size_t k = strlen(prefix);
  return n.length >= k && memcmp(n.data, prefix, k) == 0;
}

bool me_op_is_terminator(MlirOperation op) {
  return me_op_is(op, "func.return") || me_op_is(op, "linalg.yield") || me_op_is(op, "tosa.yield") ||
         me_op_is(op, "scf.yield") || me_op_is(op, "tensor.yield") || me_op_is(op, "scf.condition");
}

bool me_op_is_constant(MlirOperation op) {
  return me_op_is(op, "tosa.const") || me_op_is(op, "tosa.const_shape") || me_op_is(op, "arith.constant") ||
         me_op_is(op, "tensor.empty");
}

/* linalg ops whose region is printed (and so editable); the others have an
 * implicit body that the printer regenerates. */
static bool explicit_body(MlirOperation op) {
  return me_op_is(op, "linalg.generic") || me_op_is(op, "linalg.map") || me_op_is(op, "linalg.reduce");
}

bool me_op_is_editable(MlirOperation op) {
  if (me_op_is(op, "builtin.module") || me_op_is(op, "func.func") || me_op_is_terminator(op)) return false;
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    if (me_op_is(p, "func.func") || me_op_is(p, "builtin.module")) break;
    if (me_op_has_prefix(p, "linalg.") && !explicit_body(p)) return false;
  }
  return true;
}

static MlirWalkResult collect_cb(MlirOperation op, void *user) {
  if (me_op_is_editable(op)) ops_push(user, op);
  return MlirWalkResultAdvance;
}

void me_collect_editable(MlirModule m, MeOps *out) {
  mlirOperationWalk(mlirModuleGetOperation(m), collect_cb, out, MlirWalkPreOrder);
}

void me_collect_funcs(MlirModule m, MeOps *out) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (me_op_is(op, "func.func")) ops_push(out, op);
}

MlirOperation me_enclosing_func(MlirOperation op) {
  for (MlirOperation p = op; !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (me_op_is(p, "func.func")) return p;
  MlirOperation none = {NULL};
  return none;
}

MlirBlock me_func_entry(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

bool me_op_has_uses(MlirOperation op) {
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; i++)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i)))) return true;
  return false;
}

void me_func_sync_type(MlirContext ctx, MlirOperation func) {
  MlirBlock b = me_func_entry(func);
  intptr_t nin = mlirBlockGetNumArguments(b);
  MlirOperation ret = mlirBlockGetTerminator(b);
  intptr_t nout = mlirOperationIsNull(ret) ? 0 : mlirOperationGetNumOperands(ret);
  MlirType *ins = calloc((size_t)(nin + 1), sizeof *ins), *outs = calloc((size_t)(nout + 1), sizeof *outs);
  if (!ins || !outs) {
    free(ins);
    free(outs);
    return;
  }
  for (intptr_t i = 0; i < nin; i++)
    ins[i] = mlirValueGetType(mlirBlockGetArgument(b, i));
  for (intptr_t i = 0; i < nout; i++)
    outs[i] = mlirValueGetType(mlirOperationGetOperand(ret, i));
  MlirType ft = mlirFunctionTypeGet(ctx, nin, ins, nout, outs);
  mlirOperationSetAttributeByName(func, mlirStringRefCreateFromCString("function_type"), mlirTypeAttrGet(ft));
  mlirOperationRemoveAttributeByName(func, mlirStringRefCreateFromCString("arg_attrs"));
  mlirOperationRemoveAttributeByName(func, mlirStringRefCreateFromCString("res_attrs"));
  free(ins);
  free(outs);
}

static void sb_cb(MlirStringRef s, void *u) { sb_append(u, s.data, s.length); }

void me_type_str(MlirType t, StrBuf *out) { mlirTypePrint(t, sb_cb, out); }

MlirValue me_make_constant(MlirContext ctx, MlirOperation before, MlirType t, int value, bool tosa) {
  MlirValue none = {NULL};
  StrBuf ty = STRBUF_INIT, src = STRBUF_INIT;
  me_type_str(t, &ty);
  MlirType elem = t;
  bool tensor = mlirTypeIsARankedTensor(t);
  if (tensor) {
    if (!mlirShapedTypeHasStaticShape(t)) goto fail;
    elem = mlirShapedTypeGetElementType(t);
  }
  const char *lit;
  if (mlirTypeIsAFloat(elem))
    lit = value ? "1.0" : "0.0";
  else if (mlirTypeIsAInteger(elem) && mlirIntegerTypeGetWidth(elem) == 1)
    lit = value ? "true" : "false";
  else if (mlirTypeIsAInteger(elem) || mlirTypeIsAIndex(elem))
    lit = value ? "1" : "0";
  else
    goto fail;
  if (tensor && tosa)
    sb_printf(&src, "%%c = \"tosa.const\"() <{values = dense<%s> : %s}> : () -> %s", lit, sb_cstr(&ty),
              sb_cstr(&ty));
  else if (tensor)
    sb_printf(&src, "%%c = arith.constant dense<%s> : %s", lit, sb_cstr(&ty));
  else if (!strcmp(lit, "true") || !strcmp(lit, "false"))
    sb_printf(&src, "%%c = arith.constant %s", lit);
  else
    sb_printf(&src, "%%c = arith.constant %s : %s", lit, sb_cstr(&ty));
  MlirOperation op = mlirOperationCreateParse(ctx, mlirStringRefCreate(src.data, src.len),
                                              mlirStringRefCreateFromCString("tvfuzz-reduce"));
  if (mlirOperationIsNull(op)) goto fail;
  if (mlirOperationGetNumResults(op) != 1 ||
      !mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(op, 0)), t)) {
    mlirOperationDestroy(op);
    goto fail;
  }
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before, op);
  sb_free(&ty);
  sb_free(&src);
  return mlirOperationGetResult(op, 0);
fail:
  sb_free(&ty);
  sb_free(&src);
  return none;
}

static bool dead(MlirOperation op) {
  if (!me_op_is_editable(op) || mlirOperationGetNumResults(op) == 0) return false;
  if (me_op_is(op, "func.call") || me_op_has_prefix(op, "memref.") || me_op_is(op, "tosa.variable_write"))
    return false;
  return !me_op_has_uses(op);
}

int me_dce(MlirModule m) {
  int erased = 0;
  for (;;) {
    MeOps l = {0};
    me_collect_editable(m, &l);
    int round = 0;
    /* Reverse pre-order: users before producers, so chains go in one round. */
    for (int i = l.n - 1; i >= 0; i--) {
      if (!dead(l.v[i])) continue;
      mlirOperationDestroy(l.v[i]);
      round++;
    }
    me_ops_free(&l);
    erased += round;
    if (!round) break;
  }
  return erased;
}

static MlirWalkResult tosa_cb(MlirOperation op, void *user) {
  if (me_op_has_prefix(op, "tosa.")) {
    *(bool *)user = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

bool me_func_has_tosa(MlirOperation func) {
  bool any = false;
  mlirOperationWalk(func, tosa_cb, &any, MlirWalkPreOrder);
  return any;
}
