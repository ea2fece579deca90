/*
 * ir_view.h: memref views at the IR level, shared by the encoder
 * (encoder/sem/sem_memref.c) and the interpreter (encoder/eval/eval_memref.c).
 *
 * Purpose: the view arithmetic and the bookkeeping of docs/DESIGN.md
 * "Memory" written once: the view a static memref type describes, the view
 * each view op (subview, cast, expand_shape, collapse_shape,
 * reinterpret_cast) makes of its source, the block position of an index
 * tuple, concrete evaluation of affine maps, and the memory model's block
 * bookkeeping (kinds, the blocks alloc/arguments/globals/to_buffer/clone
 * make, access and query rules, what a dealloc frees). Everything is
 * concrete: the callers supply the values of index operands (constants
 * after unrolling); a value they cannot supply makes the op unsupported.
 * The value semantics (contents, liveness, loads and stores) stay with the
 * two callers (symbolic and concrete), on purpose.
 */
#ifndef TVF_ENCODER_IR_VIEW_H
#define TVF_ENCODER_IR_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "support/arena.h"
#include "support/status.h"

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
  IR_VIEW_FAILED,      /* a callback of the caller failed; the caller has recorded why */
} IrViewStatus;

/* Write the message (printf-style, n bytes) and return s: the way the rules
 * here and in ir_vector.c / ir_tensor.c fail. */
IrViewStatus ir_view_fail(IrViewStatus s, char *msg, int n, const char *fmt, ...) TVF_PRINTF(4, 5);

/* tensor.dim / memref.dim: the size of dim d of a value of rank/dims;
 * false when d is out of range (UB; *size is 0 then). */
bool ir_dim_size(int rank, const int64_t *dims, int64_t d, int64_t *size);
/* Same rank and sizes? (memref.copy's source and target) */
bool ir_same_shape(int rank_a, const int64_t *dims_a, int rank_b, const int64_t *dims_b);

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

/* The value of operand k, supplied by a caller; false when it cannot (a
 * value that is not a constant, for the encoder). */
typedef bool (*IrOperandValue)(void *u, int k, int64_t *v);

/* ir_view_apply with the values of the index operands from value(u, k, &v),
 * asked for operands 1... in order. On IR_VIEW_UB *out is a stand-in view
 * (the source's, or unit sizes when the rank changes): the function is UB
 * from there on, and the evaluation goes on with some view. */
IrViewStatus ir_view_apply_op(Arena *a, const IrOp *op, const IrView *src, IrOperandValue value, void *u,
                              IrView *out, char *why, int n);

/* ---- the memory model's bookkeeping (docs/DESIGN.md "Memory") ----
 *
 * Memory is a table of blocks, numbered in creation order (arguments
 * first). The encoder and the interpreter each keep the contents (element
 * terms or concrete elements) and the liveness (a Bool term or a flag) of a
 * block; what they record besides is an IrBlockInfo. A memref value is a
 * view of a block. The functions below decide everything about views and
 * blocks that does not depend on element values; messages (msg, n bytes)
 * are whole, with the op name. */

typedef enum IrBlockKind {
  IR_BLOCK_ARG,
  IR_BLOCK_ALLOC,
  IR_BLOCK_ALLOCA,
  IR_BLOCK_GLOBAL,
  IR_BLOCK_BUFFER /* bufferization.to_buffer */
} IrBlockKind;

typedef struct IrBlockInfo {
  IrBlockKind kind;
  bool writable;      /* argument, alloc and alloca blocks; false after a clone of it (ir_clone_freezes) */
  const char *global; /* IR_BLOCK_GLOBAL, or an IR_BLOCK_ARG standing for a mutable global: the symbol */
  int arg;            /* IR_BLOCK_ARG: the argument number, else -1 */
} IrBlockInfo;

/* The bookkeeping of a new block of this kind. */
IrBlockInfo ir_block_info(IrBlockKind kind);
/* Why freeing a block of this kind is UB ("dealloc of an alloca", ...);
 * NULL for a heap block. */
const char *ir_block_dealloc_ub(const IrBlockInfo *b);

/* The global an op names (memref.get_global, ml_program.global_load[_const]
 * and global_store, tosa.variable_read/write), without '@'; NULL for other
 * ops. */
const char *ir_global_symbol(const IrOp *op);
/* Does op write the global it names (global_store, variable_write)? */
bool ir_global_op_writes(const IrOp *op);

/* How a read or write of a tensor-valued global reaches it: through the
 * buffer argument ir_globals_as_args appended as the last operand (*buffer
 * = its operand index), or, for a read of an immutable global, through the
 * global's value (*buffer = -1, *g set, ir_global_init gives the value).
 * A mutable global reached directly is UNSUPPORTED unless first_call (the
 * interpreter running the function as a program's first call, where the
 * global holds its initializer: the caller keeps its state; *buffer = -1).
 * The value operand (writes) or result (reads) must have the global's
 * element type and shape: INVALID otherwise. */
IrViewStatus ir_global_access(const IrOp *op, const IrFunc *f, bool first_call, int *buffer,
                              const IrGlobal **g, char *msg, int n);
/* Why a memref.dealloc is UB by its operand alone: the memref documentation
 * says dealloc must not be called on a memref that aliases an allocation
 * (one a view operation returned: subview, expand_shape, collapse_shape,
 * reinterpret_cast); NULL when the operand is not such a result. */
const char *ir_dealloc_of_view(const IrOp *dealloc);
/* bufferization.clone may alias its result with its operand, so mutating
 * either after the clone is undefined (the op's documentation): the two
 * blocks become read-only. Applied to a clone in the function's own body
 * (not nested in a region, where whether it ran is a condition the block
 * flags do not carry). */
bool ir_clone_freezes(const IrOp *clone, const IrFunc *f);
/* The address extract_aligned_pointer_as_index gives block k. */
int64_t ir_block_address(int k);
/* A block table: n entries of `size` bytes, each a struct whose first
 * member is the block's IrBlockInfo (EncBlock, EvalBlock).
 * ir_block_table_grow: the table with room for one more entry, `table`
 * itself or a larger copy in a (*cap allocated; the capacity doubles, from
 * 8); NULL when out of memory. ir_block_table_global: the block of global
 * `name` (one per global and function), -1 when there is none yet. */
void *ir_block_table_grow(Arena *a, void *table, int n, int *cap, size_t size);
int ir_block_table_global(const void *table, int n, size_t size, const char *name);

/* The view of a memref value's fields. */
void ir_view_set(IrView *v, int rank, int64_t offset, const int64_t *dims, const int64_t *strides);
/* The identity (row-major) layout of a shape. */
void ir_view_identity(IrView *v, int rank, const int64_t *dims);
/* A memref value's fields from a view: sizes and strides copied into a
 * (rank entries, one at least); false when out of memory. */
bool ir_view_export(Arena *a, const IrView *v, int *rank, int64_t **dims, int64_t **strides, int64_t *offset,
                    int64_t *count);
/* Size of the smallest block that holds the view (0 for an empty view). */
int64_t ir_view_span(const IrView *v);
/* Does every element of the view lie inside a block of `size` elements? */
bool ir_view_inside(const IrView *v, int64_t size);
/* Block position of the view's element number `flat` / of the element at
 * idx, or -1 when it lies outside the view or outside a block of `size`
 * elements. */
int64_t ir_view_block_pos(const IrView *v, int64_t size, int64_t flat);
int64_t ir_view_block_locate(const IrView *v, int64_t size, const int64_t *idx);

/* The argument block b of f's body holds: its input shape
 * (ir_memref_input_shape, rank entries of dims) and rank; -1 for a block
 * that is not an argument's or an argument without one. */
int ir_block_arg_shape(const IrBlockInfo *b, const IrFunc *f, int64_t *dims);

/* A block an op (or an argument) makes: its bookkeeping, its size (the
 * smallest block that holds the view) and the view of it the op yields. */
typedef struct IrNewBlock {
  IrBlockInfo info;
  int64_t size;
  IrView view;
  bool neg_size; /* memref.alloc: a negative dynamic size (UB; taken as 0) */
} IrNewBlock;

/* A memref argument: the view of its static type (IR_VIEW_UNSUPPORTED for
 * dynamic sizes or layout); size is ir_memref_span's. */
IrViewStatus ir_view_arg(const IrValue *arg, IrNewBlock *b, char *msg, int n);
/* An argument's input (rank, dims, count elements) fills the view when it
 * has the view's shape (a tensor argument that bufferization made this
 * memref: element i is the view's element i in row-major order, whatever
 * the strides), else the whole block when count == size (a memref argument:
 * both sides see the same block); ir_view_input_pos: the block position of
 * its element i, -1 when it fits neither. */
bool ir_view_input_fits(const IrNewBlock *b, int rank, const int64_t *dims, int64_t count);
int64_t ir_view_input_pos(const IrNewBlock *b, int rank, const int64_t *dims, int64_t count, int64_t i);

/* memref.alloc / memref.alloca; size(u, k, &v) gives dynamic size operand
 * k (false: not a constant). IR_VIEW_UNSUPPORTED for a result that is not a
 * memref of rank <= 16, a non-constant size or a dynamic layout. */
IrViewStatus ir_view_alloc(const IrOp *op, IrOperandValue size, void *u, IrNewBlock *b, char *msg, int n);

/* memref.get_global (and, with first_call, the other ops that name a
 * global): the global of f the op names and its block (one per global and
 * function). IR_VIEW_INVALID when there is none, IR_VIEW_UNSUPPORTED for a
 * type that is not a static memref, and for a mutable global unless
 * first_call (as ir_global_access: the block starts at the initializer). */
IrViewStatus ir_view_global(const IrOp *op, const IrFunc *f, bool first_call, const IrGlobal **g,
                            IrNewBlock *b, char *msg, int n);

/* bufferization.to_buffer of a tensor of rank/dims to result type rt: the
 * view of rt or, for a dynamic layout, the identity layout of the shape. */
IrNewBlock ir_view_to_buffer(const IrType *rt, int rank, const int64_t *dims);
/* bufferization.clone of a view of these sizes: a heap block with the
 * identity layout. */
IrNewBlock ir_view_clone(int rank, const int64_t *dims);

/* The initial value of a global as a dense attribute of a tensor type;
 * false when it has none. */
bool ir_global_init(const IrGlobal *g, IrAttr *a, IrType *t);

/* memref.load / memref.store / affine.load / affine.store on a memref of
 * rank `rank`, indices from operand `first` on. ir_access_map: the affine
 * forms' map (IR_VIEW_INVALID when it is missing), NULL for the memref
 * forms. ir_access_check: the indices match the map or, without one, the
 * rank (IR_VIEW_INVALID otherwise; also tensor.extract / tensor.insert). */
IrViewStatus ir_access_map(const IrOp *op, const IrAffineMap **map, char *msg, int n);
IrViewStatus ir_access_check(const IrOp *op, int first, int rank, const IrAffineMap *map, char *msg, int n);

/* The index results of the ops that query a view v of block `block`:
 * memref.dim (its dim from dim(u, 1, &d); false: not a constant, then
 * IR_VIEW_UNSUPPORTED; a dim out of range is UB, *ub, and gives 0),
 * memref.extract_aligned_pointer_as_index (the block's address) and
 * memref.extract_strided_metadata (the offset, then each dim's size and
 * stride; result 0, *base_view, is a rank-0 view of the block, the
 * caller's; IR_VIEW_INVALID unless the op has 2 + 2 * rank results).
 * Result res[k] is vals[k], for k < count, bound in that order. */
typedef struct IrViewQuery {
  int count;
  int res[1 + 2 * IR_VIEW_MAX_RANK];
  int64_t vals[1 + 2 * IR_VIEW_MAX_RANK];
  bool base_view, ub;
} IrViewQuery;
IrViewStatus ir_view_query(const IrOp *op, const IrView *v, int block, IrOperandValue dim, void *u,
                           IrViewQuery *q, char *msg, int n);

/* bufferization.dealloc: m memrefs, their m conditions, then r retained
 * memrefs (one per result; IR_VIEW_INVALID when the operands do not split
 * so). block[i] (m + r entries, allocated in a) is the block of memref i
 * then of retained memref i - m, from block_of(u, operand, &block), asked in
 * that order (false: the caller has recorded a failure, IR_VIEW_FAILED).
 * first[i] (m entries) is the first memref of memref i's block, or -1 when
 * a retained memref holds that block. Memref i with first[i] == i frees its
 * block, under the disjunction of the conditions of the memrefs i2 with
 * first[i2] == i; retained memref j is owned under the disjunction of the
 * conditions of the memrefs of its block. */
typedef bool (*IrBlockOf)(void *u, int k, int *block);
typedef struct IrDealloc {
  int m, r;
  int *block, *first;
} IrDealloc;
IrViewStatus ir_dealloc_of(Arena *a, const IrOp *op, IrBlockOf block_of, void *u, IrDealloc *d, char *msg,
                           int n);

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
IrViewStatus ir_index_op_map(Arena *a, const IrOp *op, IrOperandValue basis_operand, void *u,
                             IrAffineMap **map, int *nindex, int64_t *bounds, char *why, int n);

/* Value of affine expression e on dims (then symbols after ndims); false
 * on division by zero or a position out of range. */
bool ir_affine_eval_expr(const IrAffineExpr *e, const int64_t *vals, int nvals, int ndims, int64_t *out);
/* All results of map m on vals (ndims dims then nsyms symbols); out has
 * m->nresults entries. */
bool ir_affine_eval(const IrAffineMap *m, const int64_t *vals, int64_t *out);

/* Does shaped type t state a static size (or a rank) that the runtime
 * sizes `dims` contradict? (bufferization.clone to a more static type, like
 * tensor.cast, asserts them: undefined where they do not hold.) */
bool ir_static_dims_contradict(const IrType *t, int rank, const int64_t *dims);

#endif
