/*
 * ir_tosa.h: the static side of the TOSA 1.0 ops, shared by the symbolic
 * semantics (encoder/sem/sem_tosa.c) and the interpreter
 * (encoder/eval/eval_tosa.c).
 *
 * Purpose: everything about a TOSA op that does not depend on the values of
 * its elements, written once: the ERROR_IF rules on shapes, attributes and
 * constant operands, with the text of the invalid-input and unsupported
 * verdicts they give; the decoding of attributes (axis, perms, pad, stride,
 * kernel, dilation, nan_mode, acc_type, rounding_mode, the rescale flags) and
 * of constant shape operands (start, size, padding, multiples); the output
 * size formulas of the convolutions, pools and data-movement ops; and the
 * index mappings: which input element an output element of a data-movement
 * op copies, which input and weight elements a convolution, pool, matmul or
 * reduction combines for an output element, in the pseudo-code's order. The
 * value semantics (SMT terms in sem, concrete values in eval) stay with the
 * two callers, on purpose: a property test compares them.
 *
 * Use: a semantics looks up an op's operands and result and hands them to
 * ir_tosa_check, as it holds them (IrTosaShape: element type and sizes of
 * the value, not of the IR type), with the rule set of its handler. It gets
 * back what the rules leave to the values (IrTosaInfo: decoded attributes,
 * sizes, accumulator type, zero points to check at run time, the index
 * mapping), or the first rule the op breaks (IrTosaErr: verdict kind and the
 * whole message, op name included), which it reports as its own
 * invalid-input or unsupported failure. The messages are the ones the two
 * semantics gave before the rules moved here (sem_tosa.c's where the two
 * differed).
 */
#ifndef TVF_ENCODER_IR_TOSA_H
#define TVF_ENCODER_IR_TOSA_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"

#define IR_TOSA_MAX_RANK 16

typedef enum IrTosaStatus {
  IR_TOSA_OK,
  IR_TOSA_INVALID,     /* a static ERROR_IF (or a malformed op): invalid input */
  IR_TOSA_UNSUPPORTED, /* a form the semantics do not model */
} IrTosaStatus;

/* Why a check failed. msg is the whole message, op name included, as the
 * callers' failure reporters take it (they keep 400 characters). */
typedef struct IrTosaErr {
  IrTosaStatus status;
  char msg[400];
} IrTosaErr;

/* An operand or result as a semantics holds it. is_shape: a constant shape
 * value (tosa.const_shape), whose `rank` entries are `shape`. */
typedef struct IrTosaShape {
  IrElem elem;
  int rank;
  const int64_t *dims;
  int64_t n;
  bool is_shape;
  const int64_t *shape;
} IrTosaShape;

/* ---- the static rules ---- */

typedef enum IrTosaZp {
  IR_TOSA_ZP_NONE,    /* the op has no zero point operands (the zero points are 0) */
  IR_TOSA_ZP_STATIC,  /* nothing left to check: an i8 type, or a constant that passes */
  IR_TOSA_ZP_RUNTIME, /* a computed zero point: the caller makes a disallowed value UB */
} IrTosaZp;

/* The index mapping of TRANSPOSE, RESHAPE, SLICE, PAD, TILE, REVERSE,
 * CONCAT and IDENTITY. */
typedef struct IrTosaMove {
  IrOpKind kind;
  int rank;
  int64_t out_dims[IR_TOSA_MAX_RANK], in_dims[IR_TOSA_MAX_RANK];
  int64_t off[IR_TOSA_MAX_RANK];  /* SLICE: start; PAD: padding before */
  int64_t perm[IR_TOSA_MAX_RANK]; /* TRANSPOSE: perms */
  int axis;                       /* REVERSE, CONCAT */
  int nin;                        /* CONCAT: inputs */
  int64_t *axis_size;             /* CONCAT: each input's size along axis */
} IrTosaMove;

/* The axis of a reduction or ARGMAX. */
typedef struct IrTosaAxis {
  int axis;
  int64_t len, inner;
} IrTosaAxis;

/* GATHER: values [N,K,C], indices [N,W], output [N,W,C]. */
typedef struct IrTosaGather {
  int64_t N, K, C, W;
} IrTosaGather;

/* MATMUL: A [N,H,C], B [N,C,W], output [N,H,W]. */
typedef struct IrTosaMatmul {
  int64_t N, H, C, W;
} IrTosaMatmul;

/* CONV2D, DEPTHWISE_CONV2D and CONV3D (NHWC / NDHWC input; weights
 * [OC,KH,KW,IC], [KH,KW,IC,M] or [OC,KD,KH,KW,IC]; bias [BC], BC = OC or 1).
 * The 2-D ops are the 3-D one at depth 1: ID = KD = OD = 1, no depth
 * padding, depth stride and dilation 1, so one tap function serves all. */
typedef struct IrTosaConv {
  bool depthwise;
  int64_t N, IH, IW, IC, KH, KW, OC, M, OH, OW, BC;
  int64_t pad[4], stride[2], dil[2]; /* pad: top, bottom, left, right */
  int64_t ID, KD, OD, pad_d[2], stride_d, dil_d;
  int64_t taps; /* terms per output element: KD * KH * KW * (depthwise ? 1 : IC) */
} IrTosaConv;

/* MAX_POOL2D and AVG_POOL2D (NHWC). */
typedef struct IrTosaPool {
  int64_t N, IH, IW, C, OH, OW;
  int64_t kernel[2], stride[2], pad[4];
  int64_t taps; /* window positions: kernel[0] * kernel[1] */
} IrTosaPool;

typedef enum IrTosaRound { IR_TOSA_SINGLE_ROUND, IR_TOSA_DOUBLE_ROUND, IR_TOSA_INEXACT_ROUND } IrTosaRound;

/* RESCALE */
typedef struct IrTosaRescale {
  bool scale32, per_channel, in_unsigned, out_unsigned;
  int64_t channels; /* multiplier and shift entries */
  int64_t lo, hi;   /* the output clip range */
} IrTosaRescale;

/* What the static rules of an op leave to its semantics. */
typedef struct IrTosaInfo {
  int nin;                         /* the elementwise ops: the inputs their values map over */
  bool nan_ignore;                 /* nan_mode = IGNORE (else PROPAGATE) */
  IrElem acc;                      /* the accumulator type: REDUCE_* (bf16 sums in f32), AVG_POOL2D and the
                                      convolutions (acc_type, or the default for the types) */
  IrTosaRound round;               /* RESCALE, APPLY_SCALE: SINGLE or DOUBLE */
  int zp_first;                    /* operand of the first of the two zero points, -1 for none */
  IrTosaZp zp[2];                  /* what is left to check of each */
  const IrAttr *min_val, *max_val; /* CLAMP */
  IrTosaMove move;
  IrTosaAxis axis;
  IrTosaGather gather;
  IrTosaMatmul matmul;
  IrTosaConv conv;
  IrTosaPool pool;
  IrTosaRescale rescale;
} IrTosaInfo;

/* The rule sets, one for each semantics handler of the TOSA ops (the
 * tables in encoder/sem/sem_table.c and encoder/eval/eval_table.c). */
typedef enum IrTosaRules {
  IR_TOSA_BINARY,  /* ADD SUB MUL MAXIMUM MINIMUM POW LOGICAL_* BITWISE_* shifts INTDIV */
  IR_TOSA_COMPARE, /* EQUAL GREATER GREATER_EQUAL */
  IR_TOSA_UNARY,   /* ABS RECIPROCAL RSQRT EXP LOG FLOOR CEIL TANH SIGMOID ERF SIN COS LOGICAL_NOT
                      BITWISE_NOT CLZ */
  IR_TOSA_SELECT,
  IR_TOSA_CAST,
  IR_TOSA_NEGATE,
  IR_TOSA_CLAMP,
  IR_TOSA_MOVE, /* IDENTITY TRANSPOSE RESHAPE SLICE PAD CONCAT TILE REVERSE */
  IR_TOSA_GATHER,
  IR_TOSA_TABLE,  /* TABLE (i8; the i16 interpolating form is not modelled) */
  IR_TOSA_REDUCE, /* REDUCE_SUM PRODUCT MAX MIN ALL ANY */
  IR_TOSA_ARGMAX,
  IR_TOSA_MATMUL,
  IR_TOSA_CONV2D, /* CONV2D DEPTHWISE_CONV2D */
  IR_TOSA_POOL2D, /* MAX_POOL2D AVG_POOL2D */
  IR_TOSA_RESCALE,
  IR_TOSA_APPLY_SCALE,
} IrTosaRules;

/* Every static rule of TOSA op `op` (its handler's rule set), on its
 * operands ops[0..op->noperands) and its result out, in the order the
 * semantics have always checked them: the operand count, the types, shapes
 * and attributes (ERROR_IF), the forms not modelled (unsupported), the
 * zero points. false: err says which rule fails. */
bool ir_tosa_check(Arena *a, const IrOp *op, IrTosaRules rules, const IrTosaShape *ops, IrTosaShape out,
                   IrTosaInfo *ti, IrTosaErr *err);

/* The 'values' attribute of tosa.const / tosa.const_shape ('value' is the
 * older spelling of tosa.const's); false (err) when absent or the op does
 * not have one result. */
bool ir_tosa_const_attr(const IrOp *op, const IrAttr **a, IrTosaErr *err);

/* tosa.mul's shift k on in_elem data: 0 <= k <= 63, and 0 unless i32. The
 * callers judge a constant shift statically (ir_tosa_mul_shift: false,
 * err) and a computed one as a runtime REQUIRE (ir_tosa_mul_shift_ok). */
bool ir_tosa_mul_shift_ok(IrElem in_elem, int64_t k);
bool ir_tosa_mul_shift(const IrOp *op, IrElem in_elem, int64_t k, IrTosaErr *err);

/* Zero points: is bits (of a value of type e) allowed by ERROR_IF(!is_i8
 * && zp != 0) (a zero of either sign), by RESCALE's rule (0, or 32768 for
 * unsigned i16)? Is operand i a constant whose bits are all zero (+0.0 or
 * 0, so subtracting it is the identity)? */
bool ir_tosa_zp_ok(IrElem e, uint64_t bits);
bool ir_tosa_rescale_zp_ok(IrElem e, bool is_unsigned, uint64_t bits);
bool ir_tosa_zp_is_plus_zero(const IrOp *op, int i);

/* ---- index mappings ---- */

/* Data movement: output element i (row-major) copies element *flat of
 * operand *input; false for a PAD element, which takes the pad value. */
bool ir_tosa_move_src(const IrTosaMove *m, int64_t i, int *input, int64_t *flat);
/* Reductions: input element k (0 <= k < len) along the axis for output
 * element o. */
int64_t ir_tosa_axis_elem(const IrTosaAxis *ax, int64_t o, int64_t k);
/* MATMUL: the elements of A and B that term ch of output element o
 * multiplies. */
void ir_tosa_matmul_elems(const IrTosaMatmul *mm, int64_t o, int64_t ch, int64_t *a, int64_t *b);
/* Convolutions: term t (ky, kx, ic order) of output element o (row-major
 * NHWC) multiplies the returned weight element by input element *in_elem
 * (-1 in the padding). */
int64_t ir_tosa_conv_tap(const IrTosaConv *cv, int64_t o, int64_t t, int64_t *in_elem);
/* Pools: window position t (ky, kx order) of output element o: the input
 * element, -1 in the padding. */
int64_t ir_tosa_pool_tap(const IrTosaPool *pl, int64_t o, int64_t t);
/* reciprocal_scale(count) of AVG_POOL2D: multiplier and shift for
 * apply_scale_32. */
void ir_tosa_reciprocal_scale(int64_t count, int64_t *multiplier, int64_t *shift);
/* RESCALE: the multiplier / shift entry of input element i. */
int64_t ir_tosa_rescale_channel(const IrTosaRescale *r, int64_t i);

#endif
