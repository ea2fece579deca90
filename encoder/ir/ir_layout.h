/*
 * ir_layout.h: the layouts at which a memref argument with a dynamic layout
 * is checked.
 *
 * Purpose: `one-shot-bufferize{bufferize-function-boundaries}` with its
 * default function-boundary type conversion turns a `tensor<4x3xf32>`
 * argument into `memref<4x3xf32, strided<[?, ?], offset: ?>>`: the function
 * must then work for every layout a caller may pass. The encoder models
 * views with concrete offsets and strides, so such an argument is checked at
 * a bounded, documented set of layouts (docs/DESIGN.md "Memory"), the way
 * dynamic sizes are checked at a set of sizes:
 *   identity       offset 0, row-major strides (what a fresh buffer has);
 *   offset         offset 3, row-major strides (a subview that skips elements);
 *   padded         offset 1, every stride one row longer than the rows it
 *                  spans (a subview of a larger buffer: gaps between rows);
 *   column-major   offset 0, strides increasing from the first dimension
 *                  (a transposed buffer), for rank >= 2 only.
 * A stride or offset the type states is kept; a case whose elements would
 * overlap (a caller cannot pass it without aliasing) is skipped. Sizes must
 * be static: a dynamic layout with dynamic sizes stays unsupported.
 */
#ifndef TVF_IR_LAYOUT_H
#define TVF_IR_LAYOUT_H

#include <stdbool.h>

#include "encoder/ir/ir.h"
#include "support/arena.h"

typedef enum IrLayoutCase {
  IR_LAYOUT_IDENTITY,
  IR_LAYOUT_OFFSET,
  IR_LAYOUT_PADDED,
  IR_LAYOUT_COLUMN_MAJOR,
  IR_LAYOUT_CASES
} IrLayoutCase;

const char *ir_layout_case_name(IrLayoutCase c);

/* A memref type whose offset or a stride is '?' and that is not spelled
 * with the identity layout (memref<?x5xf32> has '?' strides only until its
 * sizes are known). */
bool ir_memref_layout_dynamic(const IrType *t);

/* Does an argument of f have such a type? */
bool ir_func_has_dynamic_layout_arg(const IrFunc *f);

typedef enum IrLayoutStatus {
  IR_LAYOUT_OK,
  IR_LAYOUT_SKIP,       /* the case overlaps elements or repeats an earlier case: not a caller's layout */
  IR_LAYOUT_UNSUPPORTED /* dynamic sizes, rank above 16, or a span beyond int64 */
} IrLayoutStatus;

/* The static type of case c for t (arena-allocated, its text spelled with
 * the concrete layout). */
IrLayoutStatus ir_layout_case_type(Arena *a, const IrType *t, IrLayoutCase c, IrType **out);

/* Do the static offset and strides of `want` agree with every offset and
 * stride `t` states (the '?' of t accept anything)? Sizes and elements must
 * match too. */
bool ir_layout_accepts(const IrType *t, const IrType *want);

#endif
