/*
 * ir_elemwise.h: the rules around elementwise semantics, written once for
 * the symbolic semantics (encoder/sem/sem_state.c enc_map, enc_const_value)
 * and the interpreter (encoder/eval/eval_state.c ev_map, ev_const_value).
 *
 * Purpose: what an elementwise op may be given (operand shapes against the
 * result shape, for the arith/math rule and for TOSA's broadcasting), which
 * operand element feeds each result element, and the element bit patterns
 * of a constant attribute. Both callers then do their own value work: SMT
 * terms in sem, concrete bits in eval.
 *
 * A rule that fails says so in an IrRule: the verdict it asks for (invalid
 * input or unsupported) and the whole one-line message, op name included,
 * which the caller records as it records its own failures.
 */
#ifndef TVF_ENCODER_IR_ELEMWISE_H
#define TVF_ENCODER_IR_ELEMWISE_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "support/status.h"

/* ---- failed rules ---- */

typedef enum IrRuleStatus {
  IR_RULE_OK,
  IR_RULE_INVALID,     /* the IR breaks a static rule of the op (invalid input) */
  IR_RULE_UNSUPPORTED, /* a form the semantics do not model */
} IrRuleStatus;

typedef struct IrRule {
  IrRuleStatus status;
  char msg[400];
} IrRule;

/* Record a failed rule in r; returns false. */
bool ir_rule_fail(IrRule *r, IrRuleStatus s, const char *fmt, ...) TVF_PRINTF(3, 4);

/* ---- row-major indices ---- */

int64_t ir_flat(int rank, const int64_t *dims, const int64_t *idx);
/* Inverse of ir_flat (a size below 1 counts as 1). */
void ir_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx);

/* ---- the elementwise driver's shapes ---- */

#define IR_ELEMWISE_MAX_OPERANDS 8
#define IR_ELEMWISE_MAX_RANK 16

typedef enum IrBroadcast {
  IR_SAME_SHAPE,    /* arith/math: operands have the result's element count (or one element) */
  IR_TOSA_BROADCAST /* TOSA: equal rank, size-1 dims broadcast; ERROR_IF otherwise */
} IrBroadcast;

/* The shape of an operand or result as the driver sees it. */
typedef struct IrElemShape {
  bool is_shape; /* a !tosa.shape value (no elements) */
  int rank;
  const int64_t *dims;
  int64_t n; /* element count */
} IrElemShape;

/* May op map ins[0..nin) elementwise to out under bc? Checks the operand
 * count, that no operand is a !tosa.shape, the per-operand shape rule and,
 * for TOSA, that the result is exactly the broadcast shape; a result rank
 * above IR_ELEMWISE_MAX_RANK is unsupported. */
bool ir_elemwise_check(const IrOp *op, const IrElemShape *ins, int nin, const IrElemShape *out,
                       IrBroadcast bc, IrRule *r);

/* The element of each operand that result element i reads: src[k] for
 * ins[k] (a one-element operand is read at 0 everywhere). The shapes must
 * have passed ir_elemwise_check. */
void ir_elemwise_sources(const IrElemShape *ins, int nin, const IrElemShape *out, IrBroadcast bc, int64_t i,
                         int64_t *src);

/* ---- constants ---- */

/* The values of a !tosa.shape<rank> constant (the INTS/DENSE/ARRAY attribute
 * a, read under its own name or "values") into shape[0..rank). */
bool ir_const_shape(Arena *ar, const IrOp *op, const IrAttr *a, int rank, int64_t *shape, IrRule *r);

/* Bits of a double in float format e, as the caller rounds constants. */
typedef uint64_t (*IrFloatBits)(IrElem e, double v);

/* The bit pattern (masked to the width of e) of element i of a constant of
 * n elements of type e given by attribute a (DENSE, possibly a splat; INT,
 * BOOL or FLOAT, a splat; INTS). A FLOAT attribute of another type than e
 * is converted with float_bits. */
bool ir_const_elem(const IrOp *op, const IrAttr *a, IrElem e, int64_t n, int64_t i, IrFloatBits float_bits,
                   uint64_t *bits, IrRule *r);

#endif
