/*
 * mlir_edit.h: small MLIR C API editing helpers for triage (reducer passes,
 * the finite-inputs check of signatures, planted-bug test passes).
 *
 * This and the files that include it (reduce_passes.c, sigfacts.c, plant.c)
 * are the only triage files that touch raw MLIR handles; they use the session
 * internals (mlirx/session_internal.h) to get at the context. Everything here
 * edits IR in place and never verifies: callers verify before printing
 * (printing unverified IR with custom printers can crash).
 */
#ifndef TVF_TRIAGE_MLIR_EDIT_H
#define TVF_TRIAGE_MLIR_EDIT_H

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/IR.h>

#include "mlirx/session_internal.h"
#include "support/strbuf.h"

/* A growable list of operations. */
typedef struct MeOps {
  MlirOperation *v;
  int n, cap;
} MeOps;
void me_ops_free(MeOps *l);

/* Does the op have this name? Cannot fail. */
bool me_op_is(MlirOperation op, const char *name);
/* Name into buf (truncated, NUL-terminated). */
void me_op_name(MlirOperation op, char *buf, size_t n);
/* Does the name start with this prefix ("linalg.")? */
bool me_op_has_prefix(MlirOperation op, const char *prefix);
/* Terminators we know (func.return, *.yield, linalg.yield). */
bool me_op_is_terminator(MlirOperation op);
/* Constants and shape constants (tosa.const, tosa.const_shape,
 * arith.constant, tensor.empty). */
bool me_op_is_constant(MlirOperation op);
/* Whether the reducer may touch this op: not the module, not a func.func,
 * not a terminator, not inside the implicit body of a named linalg op. */
bool me_op_is_editable(MlirOperation op);

/* Every editable op of the module in pre-order (module order). */
void me_collect_editable(MlirModule m, MeOps *out);
/* Every func.func directly in the module. */
void me_collect_funcs(MlirModule m, MeOps *out);
/* The func.func containing op (null op if none). */
MlirOperation me_enclosing_func(MlirOperation op);
/* Entry block of a func.func. */
MlirBlock me_func_entry(MlirOperation func);

/* Does any result of op have a use? */
bool me_op_has_uses(MlirOperation op);

/* Re-derive the func's function_type from its entry block arguments and its
 * func.return operands (after adding/removing either), and drop arg_attrs /
 * res_attrs. */
void me_func_sync_type(MlirContext ctx, MlirOperation func);

/* Type / attribute printing into a StrBuf (appends). */
void me_type_str(MlirType t, StrBuf *out);

/* Create a constant of type t holding `value` (0 or 1) in front of `before`
 * and return its result. Tensors get "tosa.const" when `tosa` is true, else
 * "arith.constant"; scalars always "arith.constant". Returns a null value when
 * the type cannot hold a constant (shapes, memrefs...). */
MlirValue me_make_constant(MlirContext ctx, MlirOperation before, MlirType t, int value, bool tosa);

/* Erase every op without uses (and without side effects we know of)
 * repeatedly until none is left; returns how many were erased. Ops with no
 * results are kept (they may have effects). */
int me_dce(MlirModule m);

/* Does the function body contain any tosa op? */
bool me_func_has_tosa(MlirOperation func);

#endif
