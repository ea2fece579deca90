/*
 * ir_attr.h: typed readers of op attributes, shared by the encoder, the
 * reference evaluator and the shape resolver (ir_shape.c).
 *
 * Purpose: one place that knows the several spellings MLIR gives the same
 * attribute (a DenseI64ArrayAttr, a dense integer elements attribute, an
 * ArrayAttr of IntegerAttrs; an enum as a keyword or as printed text), so the
 * semantics written twice on purpose (symbolic and concrete) read attributes
 * the same way. Readers return false / NULL when the attribute is absent or
 * not of a readable kind; callers decide whether that is invalid input.
 */
#ifndef TVF_ENCODER_IR_ATTR_H
#define TVF_ENCODER_IR_ATTR_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"

/* One integer: INT / BOOL, a one-entry list, a splat or one-element dense. */
bool ir_attr_int(const IrOp *op, const char *name, int64_t *out);
/* Integer list from INTS / DENSE / ARRAY-of-INT attributes, copied into a. */
bool ir_attr_ints(Arena *a, const IrOp *op, const char *name, int64_t **out, int *n);
/* Unit attribute present, or BOOL/INT attribute non-zero. */
bool ir_attr_flag(const IrOp *op, const char *name);
/* Enum/string keyword ("IGNORE"), else the printed text; NULL if absent. */
const char *ir_attr_keyword(const IrOp *op, const char *name);

#endif
