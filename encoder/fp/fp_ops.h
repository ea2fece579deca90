/*
 * fp_ops.h: the FP operation of an arith/math op kind, for both semantics
 * (encoder/sem/sem_arith.c encodes it through the FpDom, encoder/eval/
 * eval_arith.c computes it on bits). It lives in the FP room because the
 * operations are this room's FpBin/FpUn; the op's other static rules are
 * encoder/ir/ir_arith.h.
 */
#ifndef TVF_ENCODER_FP_OPS_H
#define TVF_ENCODER_FP_OPS_H

#include <stdbool.h>

#include "encoder/fp/fpdom.h"
#include "encoder/ir/ir.h"

/* The binary FP operation of arith.addf ... arith.maxnumf, math.powf and
 * math.copysign; false for other kinds. */
bool fp_bin_of_op(IrOpKind k, FpBin *out);
/* The unary FP operation of arith.negf and the unary math float ops; false
 * for other kinds. */
bool fp_un_of_op(IrOpKind k, FpUn *out);

#endif
