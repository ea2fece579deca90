/*
 * ir_shape.h: functions with dynamic dimensions, made static one shape case
 * at a time.
 *
 * Purpose: the encoder and the reference evaluator model tensors with
 * concrete shapes (every loop unrolled in C). A function whose argument types
 * have '?' dimensions is validated by case split: each '?' of an argument
 * takes a value in 1..N, and for each assignment ir_specialize() builds a
 * copy of the function in which every tensor type is static. Result shapes
 * are resolved op by op from operand shapes, attributes, constant shape
 * operands and index values computed concretely (arith on index/integers,
 * tensor.dim); an scf.if whose condition is known this way is marked with
 * the branch it takes, so the encoder never encodes a branch whose shapes
 * are invalid for the case. The shape rules are written once here for both
 * semantics (the symbolic one and the concrete one).
 *
 * A case can be outside the program's domain: a static ERROR_IF of a TOSA op
 * fails for those dimensions (broadcast of 2 against 3, a reshape to a
 * different element count), or a linalg op's declared static size differs.
 * That is IR_SHAPE_INVALID with the reason; the validator skips the case for
 * src (no obligation there) and reports it when src is valid and tgt is not.
 * What the resolver cannot decide (an unknown op with a dynamic result, a
 * size that depends on tensor data) is IR_SHAPE_UNSUPPORTED: never guessed.
 */
#ifndef TVF_ENCODER_IR_SHAPE_H
#define TVF_ENCODER_IR_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "encoder/ir/ir.h"

/* INVALID: a static shape condition fails (ERROR_IF, a declared size the
 * operands contradict); UB: every input has undefined behaviour with these
 * sizes (a tensor.cast to a static size the value does not have). */
typedef enum IrShapeStatus { IR_SHAPE_OK, IR_SHAPE_INVALID, IR_SHAPE_UB, IR_SHAPE_UNSUPPORTED } IrShapeStatus;

/* Name of the attribute ir_specialize() puts on an scf.if whose condition it
 * resolved: an INT attribute, 1 = then region, 0 = else region. */
#define IR_SHAPE_TAKEN_ATTR "tvf.taken_branch"

/* Number of '?' dimensions among the function's arguments. */
int ir_func_arg_dyn_dims(const IrFunc *f);
/* Does any value or result type of the function have a '?' dimension? */
bool ir_func_has_dynamic(const IrFunc *f);

/* Copy of f (allocated in a) in which the k-th '?' of the arguments, in
 * argument order then dimension order, is arg_dims[k], and every tensor type
 * that had a '?' is replaced by its resolved static type. On failure returns
 * INVALID / UNSUPPORTED with a one-line reason naming the op and its location
 * in msg; *out is then NULL. Ops inside the untaken branch of a resolved
 * scf.if keep their original types. */
IrShapeStatus ir_specialize(const IrFunc *f, const int64_t *arg_dims, Arena *a, IrFunc **out, char *msg,
                            size_t cap);

/* ir_specialize, with argument i of type arg_types[i] where that is not
 * NULL (a static type of the same sizes: a memref layout case of
 * ir_layout.h); arg_dims then counts only the other arguments' '?'. */
IrShapeStatus ir_specialize_with(const IrFunc *f, const int64_t *arg_dims, IrType *const *arg_types, Arena *a,
                                 IrFunc **out, char *msg, size_t cap);

/* "tensor<2x?xf32>"-style spelling of a tensor type with these dims. */
const char *ir_tensor_type_text(Arena *a, IrElem e, int rank, const int64_t *dims);

#endif
