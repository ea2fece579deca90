/*
 * ir_linalg.h: the iteration space of a linalg structured op, read from the
 * IR alone, for both semantics (encoder/sem/sem_linalg.c encodes the loop
 * nest, encoder/eval/eval_linalg.c runs it) and for the cost estimate of a
 * function (encoder/sem/sem_cost.c).
 *
 * Every structured op (linalg.generic and the named ops, whose maps,
 * iterators and body the importer supplies) is a loop nest over its
 * iteration space: indexing maps without symbols, one iterator type per loop
 * dim, and loop bounds taken from the first operand dimension whose map
 * result is exactly that dim (mlir-tv's rule).
 */
#ifndef TVF_ENCODER_IR_LINALG_H
#define TVF_ENCODER_IR_LINALG_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"

#define IR_LINALG_MAX_DIMS 16
#define IR_LINALG_MAX_OPERANDS 64

typedef struct IrStructured {
  int nops, nin, nout, ndims;
  const IrAffineMap *maps[IR_LINALG_MAX_OPERANDS];
  bool is_reduction[IR_LINALG_MAX_DIMS];
  int64_t bounds[IR_LINALG_MAX_DIMS]; /* set by ir_linalg_bounds */
} IrStructured;

/* The op's outputs: its results on tensors; on buffers (no results) the
 * values its body yields. */
int ir_linalg_num_outputs(const IrOp *op);

/* Maps and iterator types of `op` (ir_linalg_num_outputs outputs). On
 * failure *why is set to a static string and false returned. */
bool ir_linalg_decode(const IrOp *op, IrStructured *s, const char **why);

/* Loop bounds from the operands' sizes: operand k has rank ranks[k] (< 0:
 * not a shaped operand, skipped) and sizes dims[k]. A bound that is IR_DYN
 * or that no map determines is an error (*why). */
bool ir_linalg_bounds(IrStructured *s, const int *ranks, const int64_t *const *dims, const char **why);
/* The same from the operands' static types. */
bool ir_linalg_bounds_from_types(const IrOp *op, IrStructured *s, const char **why);

/* Points of a static linalg op's iteration space; false for other ops or
 * when the space is not static (or overflows). */
bool ir_linalg_iteration_size(const IrOp *op, int64_t *size);

/* Flat element index, in an operand of rank `rank` and sizes `dims`, that
 * operand k's indexing map selects at iteration point pt; false when the
 * point maps outside the operand. */
bool ir_linalg_operand_flat(const IrStructured *s, int k, int rank, const int64_t *dims, const int64_t *pt,
                            int64_t *flat);

/* Are both maps the same list of plain dims? (the in-place elementwise case
 * of a structured op on buffers) */
bool ir_linalg_same_dim_map(const IrAffineMap *a, const IrAffineMap *b);

/* Does an op of block b (recursively) use v? How many uses (recursively)? */
bool ir_block_uses(const IrBlock *b, const IrValue *v);
int ir_block_count_uses(const IrBlock *b, const IrValue *v);

#endif
