/*
 * import.h: MLIR -> encoder IR (encoder/ir/ir.h).
 *
 * Walks func.func ops through the MLIR C API and copies them into an
 * arena-owned IrModule: types, values, ops (kind from ir_ops.def, name, location
 * "file:line:col"), every attribute decoded (dense constants as exact bits,
 * affine maps, enums as keywords), regions. For linalg structured ops the
 * importer always supplies `indexing_maps` (IR_ATTR_ARRAY of IR_ATTR_MAP) and
 * `iterator_types` (IR_ATTR_ARRAY of IR_ATTR_ENUM "parallel"/"reduction"),
 * synthesizing them for named ops, whose implicit body region is imported
 * too. Ops not listed in ir_ops.def import as IR_OP_UNKNOWN with their name; the
 * encoder decides whether that is unsupported.
 */
#ifndef TVF_MLIRX_IMPORT_H
#define TVF_MLIRX_IMPORT_H

#include "encoder/ir/ir.h"
#include "mlirx/session.h"
#include "support/diag.h"

/* Import every func.func directly inside the module (or, when `nested` is
 * non-NULL, inside the nested builtin.module whose sym_name is `nested`,
 * e.g. "src"/"tgt" of a pair file). Returns TVF_EINPUT with d set when the
 * nested module does not exist, TVF_EUNSUPPORTED for a construct that cannot
 * be represented at all (message names it and its location). */
TvfStatus mlirx_import_module(MlirxModule *m, const char *nested, Arena *a, IrModule **out, Diag *d);

/* Does the module contain a nested builtin.module with this sym_name? */
bool mlirx_has_nested_module(MlirxModule *m, const char *sym_name);

#endif
