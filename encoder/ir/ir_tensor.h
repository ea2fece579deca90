/*
 * ir_tensor.h: the shape and index rules of tensor dialect ops, shared by
 * the encoder (encoder/sem/sem_tensor.c) and the interpreter
 * (encoder/eval/eval_tensor.c).
 *
 * Purpose: what both semantics decide from the IR and the operands' shapes
 * alone, written once: the offsets/sizes/strides of extract_slice and
 * insert_slice and their bounds, the low/high amounts and the body of
 * tensor.pad (and the body of tensor.generate), the axis and the operand
 * sizes of tensor.concat, the static sizes a tensor.cast asserts, and which
 * element of which operand each result element of these ops takes. The
 * value semantics (element terms, concrete values, poison, UB) stay with the
 * two callers, on purpose, as for memref views (ir_view.h).
 *
 * Failures: the functions return an IrViewStatus; for IR_VIEW_INVALID and
 * IR_VIEW_UNSUPPORTED, msg (n bytes) gets the whole message both semantics
 * report (with the op name). Index operands come from the caller through an
 * IrIndexFetch (the encoder needs them constant, the interpreter reads
 * them); when it returns false the caller has recorded why, and the
 * function returns IR_VIEW_FAILED.
 */
#ifndef TVF_ENCODER_IR_TENSOR_H
#define TVF_ENCODER_IR_TENSOR_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "encoder/ir/ir_elemwise.h"
#include "encoder/ir/ir_view.h"

/* Value of index operand k; false when the caller has recorded a failure. */
typedef bool (*IrIndexFetch)(void *u, int k, int64_t *v);
/* Rank and sizes of operand k; false when the caller has recorded a
 * failure. */
typedef bool (*IrShapeFetch)(void *u, int k, int *rank, const int64_t **dims);

/* Row-major flat index and back: ir_flat / ir_unflat (ir_elemwise.h). */

/* ---- extract_slice / insert_slice ---- */

typedef struct IrSlice {
  int rank;
  int64_t off[IR_VIEW_MAX_RANK], size[IR_VIEW_MAX_RANK], stride[IR_VIEW_MAX_RANK];
  int64_t count; /* product of the sizes */
} IrSlice;

/* static_offsets, static_sizes and static_strides of a slice of rank `rank`
 * (the '?' entries from the operands starting at first_dyn, in order).
 * UNSUPPORTED above rank 16; INVALID when an attribute is missing or of the
 * wrong length, or when the sizes hold other than `expect` elements (the
 * `counted` type: "result" for extract_slice, "source" for insert_slice). */
IrViewStatus ir_slice_of(Arena *a, const IrOp *op, int rank, int first_dyn, int64_t expect,
                         const char *counted, IrIndexFetch fetch, void *u, IrSlice *s, char *msg, int n);
/* Does every selected element of a non-empty dim lie inside dims? (else the
 * op is UB) */
bool ir_slice_in_bounds(const IrSlice *s, const int64_t *dims);
/* Flat index, in a tensor of sizes dims, of element i (row-major over the
 * sizes) of the slice. */
int64_t ir_slice_flat(const IrSlice *s, const int64_t *dims, int64_t i);

/* ---- pad / generate ---- */

/* The body of tensor.pad / tensor.generate: one block of `rank` index
 * arguments ending in tensor.yield. INVALID ("without a body", "malformed
 * body") otherwise. */
IrViewStatus ir_index_body(const IrOp *op, int rank, const IrBlock **body, char *msg, int n);

typedef struct IrPad {
  int rank;
  int64_t lo[IR_VIEW_MAX_RANK], hi[IR_VIEW_MAX_RANK];
  const IrBlock *body;
} IrPad;

/* static_low / static_high (the '?' entries from operands 1...) of a pad of
 * a source of sizes src_dims to a result of sizes out_dims, and its body.
 * UNSUPPORTED above rank 16; INVALID when the amounts are negative or do not
 * add up to the result sizes, or the body is malformed. */
IrViewStatus ir_pad_of(Arena *a, const IrOp *op, int rank, const int64_t *src_dims, const int64_t *out_dims,
                       IrIndexFetch fetch, void *u, IrPad *p, char *msg, int n);
/* Result element i: its index (idx, rank entries; the body's arguments)
 * and, when it lies inside the source, the source's flat index (true). */
bool ir_pad_source(const IrPad *p, const int64_t *src_dims, const int64_t *out_dims, int64_t i, int64_t *idx,
                   int64_t *src_flat);

/* ---- concat ---- */

typedef struct IrConcat {
  int axis;
  int nin;
  int64_t *along; /* per operand: its size along the axis */
} IrConcat;

/* tensor.concat into a result of rank `rank` and sizes dims: the axis
 * ('dim'), and the operands (through fetch, in order), which must have the
 * result's rank and add up along the axis (INVALID otherwise). */
IrViewStatus ir_concat_of(Arena *a, const IrOp *op, int rank, const int64_t *dims, IrShapeFetch fetch,
                          void *u, IrConcat *c, char *msg, int n);
/* Result element i: the operand it comes from (*k) and its flat index
 * there; *k = -1 (and -1) when the operands do not reach it. */
int64_t ir_concat_source(const IrConcat *c, int rank, const int64_t *dims, int64_t i, int *k);

/* ---- reshape / cast ---- */

/* expand_shape, collapse_shape and cast on a source of rank/elem/dims.
 * *keep_shape: a tensor.cast to a tensor type, whose result keeps the
 * source's runtime sizes (the result type may erase them); its rank and
 * element type must match (INVALID "incompatible cast"), and *ub is set
 * when a static size of the result type differs from the runtime size.
 * Other forms take the result type's shape. */
IrViewStatus ir_tensor_reshape_of(const IrOp *op, int rank, IrElem elem, const int64_t *dims,
                                  bool *keep_shape, bool *ub, char *msg, int n);

#endif
