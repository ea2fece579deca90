/*
 * ir_arith.h: the static rules of arith and math ops, written once for the
 * symbolic semantics (encoder/sem/sem_arith.c) and the interpreter
 * (encoder/eval/eval_arith.c).
 *
 * Purpose: operand and result counts, the attributes (cmpf/cmpi predicates,
 * fastmath flags, overflow flags, exact, nonNeg, rounding mode) and the
 * element type rules of each form of op, with the verdict messages both
 * semantics give. The value semantics (what an element computes, when it is
 * poison or UB) stay with the two callers, on purpose. The FP operation an
 * op kind computes is encoder/fp/fp_ops.h (the FP room owns FpBin/FpUn).
 */
#ifndef TVF_ENCODER_IR_ARITH_H
#define TVF_ENCODER_IR_ARITH_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "encoder/ir/ir_elemwise.h"

/* The forms of arith/math ops, as both semantics drive them. */
typedef enum IrArithForm {
  IR_ARITH_FLOAT_BINARY, /* addf ... copysign: two float operands, fastmath */
  IR_ARITH_FLOAT_UNARY,  /* negf, math.exp ...: one float operand, fastmath */
  IR_ARITH_FMA,          /* math.fma: three float operands, fastmath */
  IR_ARITH_INT_BINARY,   /* addi ... minui: overflow flags, no exact */
  IR_ARITH_INT_UNARY,    /* math.absi, ctlz, cttz, ctpop */
  IR_ARITH_CMPF,         /* predicate, fastmath */
  IR_ARITH_CMPI,         /* predicate */
  IR_ARITH_SELECT,       /* condition, true value, false value */
  IR_ARITH_CAST,         /* extf ... bitcast: fastmath, overflow flags, nonNeg, rounding mode */
} IrArithForm;

/* fastmath: nnan/ninf make a NaN/Inf operand or result poison; every other
 * flag is unsupported. */
typedef struct IrFastMath {
  bool nnan, ninf;
} IrFastMath;

/* arith.cmpi predicates, numbered as MLIR's CmpIPredicate (cmpf's are
 * encoder/fp/fpdom.h FpCmp, numbered as CmpFPredicate). */
enum {
  IR_CMPI_EQ,
  IR_CMPI_NE,
  IR_CMPI_SLT,
  IR_CMPI_SLE,
  IR_CMPI_SGT,
  IR_CMPI_SGE,
  IR_CMPI_ULT,
  IR_CMPI_ULE,
  IR_CMPI_UGT,
  IR_CMPI_UGE
};

/* What an arith cast does (is_signed: sign extension, a signed integer). */
typedef enum IrCastKind {
  IR_CAST_NONE,      /* not a cast */
  IR_CAST_FLOAT,     /* extf, truncf: float to float (fastmath) */
  IR_CAST_RESIZE,    /* extsi, index_cast (signed), extui, index_castui */
  IR_CAST_TRUNCI,    /* trunci: nsw/nuw make a lossy truncation poison */
  IR_CAST_INT_TO_FP, /* sitofp (signed), uitofp: nneg makes a negative operand poison */
  IR_CAST_FP_TO_INT, /* fptosi (signed), fptoui: NaN, Inf and out of range are poison */
  IR_CAST_BITCAST,   /* see ir_arith_bitcast_check */
} IrCastKind;

IrCastKind ir_arith_cast_kind(IrOpKind k, bool *is_signed);

/* A decoded arith/math op. */
typedef struct IrArith {
  IrArithForm form;
  int nin; /* operands */
  IrFastMath fm;
  bool nsw, nuw, nneg;
  int pred;        /* CMPF / CMPI */
  IrCastKind cast; /* CAST */
  bool is_signed;  /* CAST: ir_arith_cast_kind's */
  IrElem in, out;  /* element types of operand 0 and of the result (ir_arith_check_elems) */
} IrArith;

/* Decode op as an op of form `form`: its operand and result counts, then
 * its attributes in the order predicate, fastmath, exact, rounding mode. */
bool ir_arith_decode(const IrOp *op, IrArithForm form, IrArith *d, IrRule *r);

/* Record the element types (operand 0, result) in d and check the form's
 * rule: float results for FLOAT_* and FMA, integer results for INT_*. */
bool ir_arith_check_elems(const IrOp *op, IrArith *d, IrElem in, IrElem out, IrRule *r);

/* arith.constant: its value attribute (NULL when missing or the op has not
 * exactly one result). */
const IrAttr *ir_arith_constant_attr(const IrOp *op, IrRule *r);

/* arith.select: a condition of one element or of the result's count, values
 * of the result's count. */
bool ir_arith_select_shapes(const IrOp *op, int64_t cond_n, int64_t a_n, int64_t b_n, int64_t out_n,
                            IrRule *r);

/* arith.bitcast: between types of the same width, one of them an integer. */
bool ir_arith_bitcast_check(const IrOp *op, IrElem from, IrElem to, IrRule *r);

#endif
