/*
 * ir_vector.h: the static structure of vector dialect ops, shared by the
 * encoder (encoder/sem/sem_vector.c) and the interpreter
 * (encoder/eval/eval_vector.c).
 *
 * Purpose: the index arithmetic of vector.transfer_read/transfer_write
 * (operand positions, the permutation map as "which source dimension does
 * each vector dimension walk, or none for a broadcast", in_bounds, the order
 * of the mask's dimensions, the offsets a lane adds to the base indices) and
 * of the positions of vector.extract/insert, written once. Everything here
 * is about shapes and attributes; the value semantics (padding, poison, UB)
 * stay with the two callers, on purpose, as for memref views (ir_view.h).
 */
#ifndef TVF_ENCODER_IR_VECTOR_H
#define TVF_ENCODER_IR_VECTOR_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "encoder/ir/ir_tensor.h"
#include "encoder/ir/ir_view.h"

/* A vector.transfer_read or vector.transfer_write. Lanes are numbered
 * row-major over the vector's dims. */
typedef struct IrTransfer {
  bool is_write;
  int src;       /* operand index of the memref or tensor */
  int first_idx; /* operand index of the first base index */
  int rank;      /* rank of the source (number of base indices) */
  int pad;       /* read: operand index of the padding value; -1 for a write */
  int value;     /* write: operand index of the stored vector; -1 for a read */
  int mask;      /* operand index of the mask, or -1 */
  int vrank;     /* vector rank (0 for vector<T>) */
  int64_t vdims[IR_VIEW_MAX_RANK];
  int64_t lanes;                 /* product of vdims */
  int src_dim[IR_VIEW_MAX_RANK]; /* per vector dim: the source dim it walks, -1 for a broadcast */
  int vec_dim[IR_VIEW_MAX_RANK]; /* per source dim: the vector dim walking it, -1 for none */
  bool in_bounds[IR_VIEW_MAX_RANK];
  int mrank;                       /* mask rank: the vector dims that are not broadcasts */
  int mask_vdim[IR_VIEW_MAX_RANK]; /* per mask dim: its vector dim (ordered by source dim) */
} IrTransfer;

/* The structure of transfer op `op` (IR_OP_VECTOR_TRANSFER_READ/WRITE).
 * IR_VIEW_INVALID when the operands, map, in_bounds or mask type do not fit
 * the op, IR_VIEW_UNSUPPORTED for forms the semantics do not model (a rank
 * above IR_VIEW_MAX_RANK, an element type that differs); why (n bytes) says
 * which, without the op name. */
IrViewStatus ir_transfer_of(const IrOp *op, IrTransfer *t, char *why, int n);

/* Lane `lane`: the offset it adds to each base index (off[rank]) and its
 * element number in the mask (row-major over the mask's dims). */
void ir_transfer_lane(const IrTransfer *t, int64_t lane, int64_t *off, int64_t *mask_flat);

/* Position of the source element at indices idx (rank entries) in the
 * elements of a transfer's source, seen through view v: a memref's view of
 * its block, or a tensor's identity view; `size` elements. -2 when an index
 * is outside the view's sizes, -1 when the element lies outside the block. */
int64_t ir_transfer_pos(const IrView *v, int64_t size, const int64_t *idx);

/* vector.extract / vector.insert: the position list (static_position, with
 * dynamic entries taken in order from the operands starting at first_dyn).
 * pos[k] is the static value, or the value of the dynamic operand whose
 * index is written to dyn_op[k] (-1 for static entries). False when the
 * attribute is missing or does not match the operands. */
bool ir_vector_position(const IrOp *op, int first_dyn, int64_t *pos, int *dyn_op, int *npos);

/* vector.extract / vector.insert: given the (concrete) position of a
 * position list of `npos` entries into a vector of `rank` dims `dims`, the
 * first flat element of the addressed sub-vector and its size. False when a
 * position is out of bounds; *poison when one is -1 (a poison index). */
bool ir_vector_slice(int rank, const int64_t *dims, const int64_t *pos, int npos, int64_t *first,
                     int64_t *count, bool *poison);

/* The two above for vector.extract (first_dyn 1) / vector.insert
 * (first_dyn 2) into a vector of rank/dims: the addressed slice (its first
 * flat element and size) and whether the position is poison (-1 or out of
 * bounds); the dynamic entries' values come from fetch (false: the caller
 * has recorded a failure, IR_VIEW_FAILED). IR_VIEW_INVALID (msg, n bytes,
 * whole) when the position does not match the operands or when the slice
 * does not have `expect` elements (the `what` shape: "result" or "value";
 * an expect < 0 never matches). */
IrViewStatus ir_vector_position_of(const IrOp *op, int first_dyn, int rank, const int64_t *dims,
                                   int64_t expect, const char *what, IrIndexFetch fetch, void *u,
                                   int64_t *first, int64_t *count, bool *poison, char *msg, int n);

/* vector.constant_mask / vector.create_mask with a result of rank `rank`:
 * *from_operands for create_mask (sizes are operands 0..rank-1), else
 * constant_mask's mask_dim_sizes in sizes. IR_VIEW_UNSUPPORTED above rank
 * 16, IR_VIEW_INVALID when the sizes do not match the rank (msg, whole). */
IrViewStatus ir_vector_mask_of(Arena *a, const IrOp *op, int rank, int64_t *sizes, bool *from_operands,
                               char *msg, int n);

/* Data movement of vector.broadcast (leading dims duplicate, trailing
 * size-1 dims stretch), vector.transpose (result dim i is source dim
 * permutation[i]) and vector.shape_cast (row-major): (*src_of)[i], an array
 * of rn entries allocated in a, is the source element (row-major) that
 * result element i copies. IR_VIEW_INVALID (why, n bytes) when the shapes
 * or the attribute do not fit the op, IR_VIEW_UNSUPPORTED above rank 16 (or
 * out of memory). */
IrViewStatus ir_vector_move(Arena *a, const IrOp *op, int srank, const int64_t *sdims, int64_t sn, int rrank,
                            const int64_t *rdims, int64_t rn, int64_t **src_of, char *why, int n);

#endif
