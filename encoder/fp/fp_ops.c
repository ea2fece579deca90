/*
 * fp_ops.c: the FP operation of an arith/math op kind (see fp_ops.h).
 */
#include "encoder/fp/fp_ops.h"

bool fp_bin_of_op(IrOpKind k, FpBin *out) {
  switch (k) {
  case IR_OP_ARITH_ADDF: *out = FPB_ADD; return true;
  case IR_OP_ARITH_SUBF: *out = FPB_SUB; return true;
  case IR_OP_ARITH_MULF: *out = FPB_MUL; return true;
  case IR_OP_ARITH_DIVF: *out = FPB_DIV; return true;
  case IR_OP_ARITH_REMF: *out = FPB_REM; return true;
  case IR_OP_ARITH_MINIMUMF: *out = FPB_MINIMUM; return true;
  case IR_OP_ARITH_MAXIMUMF: *out = FPB_MAXIMUM; return true;
  case IR_OP_ARITH_MINNUMF: *out = FPB_MINNUM; return true;
  case IR_OP_ARITH_MAXNUMF: *out = FPB_MAXNUM; return true;
  case IR_OP_MATH_POWF: *out = FPB_POW; return true;
  case IR_OP_MATH_COPYSIGN: *out = FPB_COPYSIGN; return true;
  default: return false;
  }
}

bool fp_un_of_op(IrOpKind k, FpUn *out) {
  switch (k) {
  case IR_OP_ARITH_NEGF: *out = FPU_NEG; return true;
  case IR_OP_MATH_ABSF: *out = FPU_ABS; return true;
  case IR_OP_MATH_EXP: *out = FPU_EXP; return true;
  case IR_OP_MATH_EXP2: *out = FPU_EXP2; return true;
  case IR_OP_MATH_EXPM1: *out = FPU_EXPM1; return true;
  case IR_OP_MATH_LOG: *out = FPU_LOG; return true;
  case IR_OP_MATH_LOG2: *out = FPU_LOG2; return true;
  case IR_OP_MATH_LOG1P: *out = FPU_LOG1P; return true;
  case IR_OP_MATH_SQRT: *out = FPU_SQRT; return true;
  case IR_OP_MATH_RSQRT: *out = FPU_RSQRT; return true;
  case IR_OP_MATH_TANH: *out = FPU_TANH; return true;
  case IR_OP_MATH_ERF: *out = FPU_ERF; return true;
  case IR_OP_MATH_SIN: *out = FPU_SIN; return true;
  case IR_OP_MATH_ATAN: *out = FPU_ATAN; return true;
  case IR_OP_MATH_COS: *out = FPU_COS; return true;
  case IR_OP_MATH_FLOOR: *out = FPU_FLOOR; return true;
  case IR_OP_MATH_CEIL: *out = FPU_CEIL; return true;
  case IR_OP_MATH_ROUND: *out = FPU_ROUND; return true;
  case IR_OP_MATH_ROUNDEVEN: *out = FPU_ROUNDEVEN; return true;
  case IR_OP_MATH_TRUNC: *out = FPU_TRUNC; return true;
  default: return false;
  }
}
