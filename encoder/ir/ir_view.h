/*
 * ir_view.h: memref views at the IR level, shared by the encoder
 * (encoder/sem/sem_memref.c) and the interpreter (encoder/eval/eval_memref.c).
 *
 * Purpose: the view arithmetic of docs/DESIGN.md "Memory" written once: the
 * view a static memref type describes, the view each view op (subview, cast,
 * expand_shape, collapse_shape, reinterpret_cast) makes of its source, the
 * block position of an index tuple, and concrete evaluation of affine maps.
 * Everything is concrete: the callers supply the values of index operands
 * (constants after unrolling); a value they cannot supply makes the op
 * unsupported. The value semantics of loads and stores stay with the two
 * callers (symbolic and concrete), on purpose.
 */
#ifndef TVF_ENCODER_IR_VIEW_H
#define TVF_ENCODER_IR_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"

#define IR_VIEW_MAX_RANK 16

/* A view of a block: element at indices i is block element
 * offset + sum(i_k * strides[k]). */
typedef struct IrView {
  int rank;
  int64_t offset;
  int64_t dims[IR_VIEW_MAX_RANK];
  int64_t strides[IR_VIEW_MAX_RANK];
} IrView;

typedef enum IrViewStatus {
  IR_VIEW_OK,
  IR_VIEW_UB,          /* the op is undefined on these values (why says which rule) */
  IR_VIEW_INVALID,     /* the IR breaks a static rule of the op */
  IR_VIEW_UNSUPPORTED, /* a size, offset or stride the caller could not supply, or rank > 16 */
} IrViewStatus;

/* The view of a static memref type (ir_memref_is_static); false otherwise. */
bool ir_view_of_type(const IrType *t, IrView *v);
/* Number of elements of the view (product of its sizes). */
int64_t ir_view_count(const IrView *v);
/* Block position of the element at idx; false when an index is outside the
 * view's sizes. */
bool ir_view_locate(const IrView *v, const int64_t *idx, int64_t *pos);
/* Block position of the view's element number `flat` (row-major over the
 * view's sizes; flat must be < ir_view_count). */
int64_t ir_view_pos_of_flat(const IrView *v, int64_t flat);
/* Lowest and highest block position the view reaches; false for an empty
 * view. */
bool ir_view_extent(const IrView *v, int64_t *lo, int64_t *hi);

/* The result view of a view op on `src`: memref.subview, memref.cast,
 * memref.expand_shape, memref.collapse_shape, memref.reinterpret_cast.
 * vals[k]/known[k] are the values of operand k (index operands; entry 0, the
 * source, is ignored). On IR_VIEW_UB / INVALID / UNSUPPORTED, why (n bytes)
 * says why in a phrase without the op name. */
IrViewStatus ir_view_apply(const IrOp *op, const IrView *src, const int64_t *vals, const bool *known,
                           IrView *out, char *why, int n);

/* affine.linearize_index / affine.delinearize_index as an affine map on
 * their index operands (the first `*nindex` operands; dims d0...), which both
 * semantics evaluate like affine.apply's. The basis (static_basis, its '?'
 * entries from the operands after the indices) must be constant:
 * basis_operand(k, &v) supplies operand k's value or returns false.
 * linearize: sum of i_k * (product of the later basis elements);
 * delinearize: r_0 = x floordiv P_1, r_k = (x mod P_k) floordiv P_k+1,
 * the last x mod B_n-1, with P_k the product of basis elements k.. (an outer
 * bound, when the basis has one element per index, takes no part).
 * bounds[k] (nindex entries) gets the bound of index k for linearize's
 * `disjoint` (-1 when none: the first index without an outer bound).
 * IR_VIEW_UNSUPPORTED with why for a non-constant basis. */
typedef bool (*IrOperandValue)(void *u, int k, int64_t *v);
IrViewStatus ir_index_op_map(Arena *a, const IrOp *op, IrOperandValue basis_operand, void *u,
                             IrAffineMap **map, int *nindex, int64_t *bounds, char *why, int n);

/* Value of affine expression e on dims (then symbols after ndims); false
 * on division by zero or a position out of range. */
bool ir_affine_eval_expr(const IrAffineExpr *e, const int64_t *vals, int nvals, int ndims, int64_t *out);
/* All results of map m on vals (ndims dims then nsyms symbols); out has
 * m->nresults entries. */
bool ir_affine_eval(const IrAffineMap *m, const int64_t *vals, int64_t *out);

#endif
