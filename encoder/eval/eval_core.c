/*
 * eval_core.c: the interpreter's driver and plumbing (see eval.h): the op
 * table (EVAL_TABLE, the counterpart of the encoder's SEM_TABLE), value
 * allocation and element access, failure and UB recording, the elementwise
 * driver with the encoder's broadcasting rules, attribute decoding, integer
 * helpers with SMT-LIB semantics, and the value printer.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "encoder/eval/eval_internal.h"

static bool ev_func_return(EvalState *st, const IrOp *op);
static bool ev_terminator(EvalState *st, const IrOp *op);

/* Every kind the encoder's SEM_TABLE covers has an entry here; the property
 * test (tests/eval/) checks that the two tables agree. */
static const EvalFn EVAL_TABLE[IR_OP_COUNT] = {
    [IR_OP_FUNC_RETURN] = ev_func_return,
    [IR_OP_TOSA_CONST] = ev_tosa_const,
    [IR_OP_TOSA_CONST_SHAPE] = ev_tosa_const,
    [IR_OP_TOSA_IDENTITY] = ev_tosa_identity,
    [IR_OP_TOSA_ADD] = ev_tosa_binary,
    [IR_OP_TOSA_SUB] = ev_tosa_binary,
    [IR_OP_TOSA_MUL] = ev_tosa_binary,
    [IR_OP_TOSA_MAXIMUM] = ev_tosa_binary,
    [IR_OP_TOSA_MINIMUM] = ev_tosa_binary,
    [IR_OP_TOSA_POW] = ev_tosa_binary,
    [IR_OP_TOSA_LOGICAL_AND] = ev_tosa_binary,
    [IR_OP_TOSA_LOGICAL_OR] = ev_tosa_binary,
    [IR_OP_TOSA_LOGICAL_XOR] = ev_tosa_binary,
    [IR_OP_TOSA_BITWISE_AND] = ev_tosa_binary,
    [IR_OP_TOSA_BITWISE_OR] = ev_tosa_binary,
    [IR_OP_TOSA_BITWISE_XOR] = ev_tosa_binary,
    [IR_OP_TOSA_LOGICAL_LEFT_SHIFT] = ev_tosa_binary,
    [IR_OP_TOSA_LOGICAL_RIGHT_SHIFT] = ev_tosa_binary,
    [IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT] = ev_tosa_binary,
    [IR_OP_TOSA_INTDIV] = ev_tosa_binary,
    [IR_OP_TOSA_EQUAL] = ev_tosa_compare,
    [IR_OP_TOSA_GREATER] = ev_tosa_compare,
    [IR_OP_TOSA_GREATER_EQUAL] = ev_tosa_compare,
    [IR_OP_TOSA_ABS] = ev_tosa_unary,
    [IR_OP_TOSA_RECIPROCAL] = ev_tosa_unary,
    [IR_OP_TOSA_RSQRT] = ev_tosa_unary,
    [IR_OP_TOSA_EXP] = ev_tosa_unary,
    [IR_OP_TOSA_LOG] = ev_tosa_unary,
    [IR_OP_TOSA_FLOOR] = ev_tosa_unary,
    [IR_OP_TOSA_CEIL] = ev_tosa_unary,
    [IR_OP_TOSA_TANH] = ev_tosa_unary,
    [IR_OP_TOSA_SIGMOID] = ev_tosa_unary,
    [IR_OP_TOSA_ERF] = ev_tosa_unary,
    [IR_OP_TOSA_SIN] = ev_tosa_unary,
    [IR_OP_TOSA_COS] = ev_tosa_unary,
    [IR_OP_TOSA_LOGICAL_NOT] = ev_tosa_unary,
    [IR_OP_TOSA_BITWISE_NOT] = ev_tosa_unary,
    [IR_OP_TOSA_CLZ] = ev_tosa_unary,
    [IR_OP_TOSA_NEGATE] = ev_tosa_negate,
    [IR_OP_TOSA_CLAMP] = ev_tosa_clamp,
    [IR_OP_TOSA_SELECT] = ev_tosa_select,
    [IR_OP_TOSA_CAST] = ev_tosa_cast,
    [IR_OP_TOSA_TRANSPOSE] = ev_tosa_transpose,
    [IR_OP_TOSA_RESHAPE] = ev_tosa_reshape,
    [IR_OP_TOSA_SLICE] = ev_tosa_slice,
    [IR_OP_TOSA_PAD] = ev_tosa_pad,
    [IR_OP_TOSA_CONCAT] = ev_tosa_concat,
    [IR_OP_TOSA_TILE] = ev_tosa_tile,
    [IR_OP_TOSA_REVERSE] = ev_tosa_reverse,
    [IR_OP_TOSA_GATHER] = ev_tosa_gather,
    [IR_OP_TOSA_REDUCE_SUM] = ev_tosa_reduce,
    [IR_OP_TOSA_REDUCE_PRODUCT] = ev_tosa_reduce,
    [IR_OP_TOSA_REDUCE_MAX] = ev_tosa_reduce,
    [IR_OP_TOSA_REDUCE_MIN] = ev_tosa_reduce,
    [IR_OP_TOSA_REDUCE_ALL] = ev_tosa_reduce,
    [IR_OP_TOSA_REDUCE_ANY] = ev_tosa_reduce,
    [IR_OP_TOSA_ARGMAX] = ev_tosa_argmax,
    [IR_OP_TOSA_MATMUL] = ev_tosa_matmul,
    [IR_OP_TOSA_CONV2D] = ev_tosa_conv2d,
    [IR_OP_TOSA_DEPTHWISE_CONV2D] = ev_tosa_conv2d,
    [IR_OP_TOSA_MAX_POOL2D] = ev_tosa_pool2d,
    [IR_OP_TOSA_AVG_POOL2D] = ev_tosa_pool2d,
    [IR_OP_TOSA_RESCALE] = ev_tosa_rescale,
    [IR_OP_TOSA_APPLY_SCALE] = ev_tosa_apply_scale,
    [IR_OP_LINALG_GENERIC] = ev_linalg_structured,
    [IR_OP_LINALG_FILL] = ev_linalg_structured,
    [IR_OP_LINALG_COPY] = ev_linalg_structured,
    [IR_OP_LINALG_TRANSPOSE] = ev_linalg_structured,
    [IR_OP_LINALG_BROADCAST] = ev_linalg_structured,
    [IR_OP_LINALG_MAP] = ev_linalg_structured,
    [IR_OP_LINALG_REDUCE] = ev_linalg_structured,
    [IR_OP_LINALG_ELEMENTWISE] = ev_linalg_structured,
    [IR_OP_LINALG_ADD] = ev_linalg_structured,
    [IR_OP_LINALG_SUB] = ev_linalg_structured,
    [IR_OP_LINALG_MUL] = ev_linalg_structured,
    [IR_OP_LINALG_DIV] = ev_linalg_structured,
    [IR_OP_LINALG_DIV_UNSIGNED] = ev_linalg_structured,
    [IR_OP_LINALG_MAX] = ev_linalg_structured,
    [IR_OP_LINALG_MIN] = ev_linalg_structured,
    [IR_OP_LINALG_POWF] = ev_linalg_structured,
    [IR_OP_LINALG_EXP] = ev_linalg_structured,
    [IR_OP_LINALG_LOG] = ev_linalg_structured,
    [IR_OP_LINALG_ABS] = ev_linalg_structured,
    [IR_OP_LINALG_CEIL] = ev_linalg_structured,
    [IR_OP_LINALG_FLOOR] = ev_linalg_structured,
    [IR_OP_LINALG_NEGF] = ev_linalg_structured,
    [IR_OP_LINALG_RECIPROCAL] = ev_linalg_structured,
    [IR_OP_LINALG_ROUND] = ev_linalg_structured,
    [IR_OP_LINALG_SQRT] = ev_linalg_structured,
    [IR_OP_LINALG_RSQRT] = ev_linalg_structured,
    [IR_OP_LINALG_SQUARE] = ev_linalg_structured,
    [IR_OP_LINALG_TANH] = ev_linalg_structured,
    [IR_OP_LINALG_ERF] = ev_linalg_structured,
    [IR_OP_LINALG_SELECT] = ev_linalg_structured,
    [IR_OP_LINALG_MATMUL] = ev_linalg_structured,
    [IR_OP_LINALG_BATCH_MATMUL] = ev_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_FHWC] = ev_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_FHWC_Q] = ev_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_HWCF_Q] = ev_linalg_structured,
    [IR_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM_Q] = ev_linalg_structured,
    [IR_OP_LINALG_QUANTIZED_MATMUL] = ev_linalg_structured,
    [IR_OP_LINALG_QUANTIZED_BATCH_MATMUL] = ev_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_HWCF] = ev_linalg_structured,
    [IR_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM] = ev_linalg_structured,
    [IR_OP_LINALG_POOLING_NHWC_MAX] = ev_linalg_structured,
    [IR_OP_LINALG_POOLING_NHWC_SUM] = ev_linalg_structured,
    [IR_OP_LINALG_INDEX] = ev_linalg_index,
    [IR_OP_LINALG_YIELD] = ev_terminator,
    [IR_OP_TENSOR_EMPTY] = ev_tensor_empty,
    [IR_OP_TENSOR_EXTRACT] = ev_tensor_extract,
    [IR_OP_TENSOR_INSERT] = ev_tensor_insert,
    [IR_OP_TENSOR_EXTRACT_SLICE] = ev_tensor_extract_slice,
    [IR_OP_TENSOR_INSERT_SLICE] = ev_tensor_insert_slice,
    [IR_OP_TENSOR_PAD] = ev_tensor_pad,
    [IR_OP_TENSOR_YIELD] = ev_terminator,
    [IR_OP_SCF_IF] = ev_scf_if,
    [IR_OP_SCF_YIELD] = ev_terminator,
    [IR_OP_SCF_FOR] = ev_scf_for,
    /* memory (eval_memref.c; docs/DESIGN.md "Memory") */
    [IR_OP_MEMREF_ALLOC] = ev_memref_alloc,
    [IR_OP_MEMREF_ALLOCA] = ev_memref_alloc,
    [IR_OP_MEMREF_DEALLOC] = ev_memref_dealloc,
    [IR_OP_MEMREF_LOAD] = ev_memref_load,
    [IR_OP_MEMREF_STORE] = ev_memref_store,
    [IR_OP_MEMREF_SUBVIEW] = ev_memref_view,
    [IR_OP_MEMREF_COPY] = ev_memref_copy,
    [IR_OP_MEMREF_CAST] = ev_memref_view,
    [IR_OP_MEMREF_EXPAND_SHAPE] = ev_memref_view,
    [IR_OP_MEMREF_COLLAPSE_SHAPE] = ev_memref_view,
    [IR_OP_MEMREF_REINTERPRET_CAST] = ev_memref_view,
    [IR_OP_MEMREF_GET_GLOBAL] = ev_memref_get_global,
    [IR_OP_MEMREF_DIM] = ev_memref_dim,
    [IR_OP_MEMREF_EXTRACT_STRIDED_METADATA] = ev_memref_metadata,
    [IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX] = ev_memref_metadata,
    [IR_OP_BUFFERIZATION_TO_BUFFER] = ev_buf_to_buffer,
    [IR_OP_BUFFERIZATION_TO_TENSOR] = ev_buf_to_tensor,
    [IR_OP_BUFFERIZATION_ALLOC_TENSOR] = ev_buf_alloc_tensor,
    [IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION] = ev_buf_materialize,
    [IR_OP_BUFFERIZATION_CLONE] = ev_buf_clone,
    [IR_OP_BUFFERIZATION_DEALLOC] = ev_buf_dealloc,
    [IR_OP_AFFINE_FOR] = ev_affine_for,
    [IR_OP_AFFINE_YIELD] = ev_terminator,
    [IR_OP_AFFINE_LOAD] = ev_memref_load,
    [IR_OP_AFFINE_STORE] = ev_memref_store,
    [IR_OP_AFFINE_APPLY] = ev_affine_apply,
    [IR_OP_AFFINE_LINEARIZE_INDEX] = ev_affine_index_op,
    [IR_OP_AFFINE_DELINEARIZE_INDEX] = ev_affine_index_op,
    [IR_OP_TENSOR_EXPAND_SHAPE] = ev_tensor_reshape,
    [IR_OP_TENSOR_COLLAPSE_SHAPE] = ev_tensor_reshape,
    [IR_OP_TENSOR_CAST] = ev_tensor_reshape,
    [IR_OP_TENSOR_CONCAT] = ev_tensor_concat,
    [IR_OP_TENSOR_FROM_ELEMENTS] = ev_tensor_from_elements,
    [IR_OP_TENSOR_GENERATE] = ev_tensor_generate,
    [IR_OP_TENSOR_DIM] = ev_tensor_dim,
    [IR_OP_TENSOR_SPLAT] = ev_tensor_splat,
    /* vector and ub */
    [IR_OP_UB_POISON] = ev_ub_poison,
    [IR_OP_VECTOR_TRANSFER_READ] = ev_vector_transfer_read,
    [IR_OP_VECTOR_TRANSFER_WRITE] = ev_vector_transfer_write,
    [IR_OP_VECTOR_BROADCAST] = ev_vector_move,
    [IR_OP_VECTOR_TRANSPOSE] = ev_vector_move,
    [IR_OP_VECTOR_SHAPE_CAST] = ev_vector_move,
    [IR_OP_VECTOR_EXTRACT] = ev_vector_extract,
    [IR_OP_VECTOR_INSERT] = ev_vector_insert,
    [IR_OP_VECTOR_CONSTANT_MASK] = ev_vector_mask,
    [IR_OP_VECTOR_CREATE_MASK] = ev_vector_mask,
    [IR_OP_ARITH_CONSTANT] = ev_arith_constant,
    [IR_OP_ARITH_ADDF] = ev_arith_float_binary,
    [IR_OP_ARITH_SUBF] = ev_arith_float_binary,
    [IR_OP_ARITH_MULF] = ev_arith_float_binary,
    [IR_OP_ARITH_DIVF] = ev_arith_float_binary,
    [IR_OP_ARITH_REMF] = ev_arith_float_binary,
    [IR_OP_ARITH_MINIMUMF] = ev_arith_float_binary,
    [IR_OP_ARITH_MAXIMUMF] = ev_arith_float_binary,
    [IR_OP_ARITH_MINNUMF] = ev_arith_float_binary,
    [IR_OP_ARITH_MAXNUMF] = ev_arith_float_binary,
    [IR_OP_ARITH_NEGF] = ev_arith_float_unary,
    [IR_OP_ARITH_ADDI] = ev_arith_int_binary,
    [IR_OP_ARITH_SUBI] = ev_arith_int_binary,
    [IR_OP_ARITH_MULI] = ev_arith_int_binary,
    [IR_OP_ARITH_DIVSI] = ev_arith_int_binary,
    [IR_OP_ARITH_DIVUI] = ev_arith_int_binary,
    [IR_OP_ARITH_CEILDIVSI] = ev_arith_int_binary,
    [IR_OP_ARITH_CEILDIVUI] = ev_arith_int_binary,
    [IR_OP_ARITH_FLOORDIVSI] = ev_arith_int_binary,
    [IR_OP_ARITH_REMSI] = ev_arith_int_binary,
    [IR_OP_ARITH_REMUI] = ev_arith_int_binary,
    [IR_OP_ARITH_ANDI] = ev_arith_int_binary,
    [IR_OP_ARITH_ORI] = ev_arith_int_binary,
    [IR_OP_ARITH_XORI] = ev_arith_int_binary,
    [IR_OP_ARITH_SHLI] = ev_arith_int_binary,
    [IR_OP_ARITH_SHRSI] = ev_arith_int_binary,
    [IR_OP_ARITH_SHRUI] = ev_arith_int_binary,
    [IR_OP_ARITH_MAXSI] = ev_arith_int_binary,
    [IR_OP_ARITH_MINSI] = ev_arith_int_binary,
    [IR_OP_ARITH_MAXUI] = ev_arith_int_binary,
    [IR_OP_ARITH_MINUI] = ev_arith_int_binary,
    [IR_OP_ARITH_CMPF] = ev_arith_cmpf,
    [IR_OP_ARITH_CMPI] = ev_arith_cmpi,
    [IR_OP_ARITH_SELECT] = ev_arith_select,
    [IR_OP_ARITH_EXTF] = ev_arith_cast,
    [IR_OP_ARITH_TRUNCF] = ev_arith_cast,
    [IR_OP_ARITH_EXTSI] = ev_arith_cast,
    [IR_OP_ARITH_EXTUI] = ev_arith_cast,
    [IR_OP_ARITH_TRUNCI] = ev_arith_cast,
    [IR_OP_ARITH_SITOFP] = ev_arith_cast,
    [IR_OP_ARITH_UITOFP] = ev_arith_cast,
    [IR_OP_ARITH_FPTOSI] = ev_arith_cast,
    [IR_OP_ARITH_FPTOUI] = ev_arith_cast,
    [IR_OP_ARITH_INDEX_CAST] = ev_arith_cast,
    [IR_OP_ARITH_INDEX_CASTUI] = ev_arith_cast,
    [IR_OP_ARITH_BITCAST] = ev_arith_cast,
    [IR_OP_MATH_ABSF] = ev_arith_float_unary,
    [IR_OP_MATH_EXP] = ev_arith_float_unary,
    [IR_OP_MATH_EXP2] = ev_arith_float_unary,
    [IR_OP_MATH_EXPM1] = ev_arith_float_unary,
    [IR_OP_MATH_LOG] = ev_arith_float_unary,
    [IR_OP_MATH_LOG2] = ev_arith_float_unary,
    [IR_OP_MATH_LOG1P] = ev_arith_float_unary,
    [IR_OP_MATH_SQRT] = ev_arith_float_unary,
    [IR_OP_MATH_RSQRT] = ev_arith_float_unary,
    [IR_OP_MATH_TANH] = ev_arith_float_unary,
    [IR_OP_MATH_ERF] = ev_arith_float_unary,
    [IR_OP_MATH_SIN] = ev_arith_float_unary,
    [IR_OP_MATH_ATAN] = ev_arith_float_unary,
    [IR_OP_MATH_COS] = ev_arith_float_unary,
    [IR_OP_MATH_FLOOR] = ev_arith_float_unary,
    [IR_OP_MATH_CEIL] = ev_arith_float_unary,
    [IR_OP_MATH_ROUND] = ev_arith_float_unary,
    [IR_OP_MATH_ROUNDEVEN] = ev_arith_float_unary,
    [IR_OP_MATH_TRUNC] = ev_arith_float_unary,
    [IR_OP_MATH_POWF] = ev_arith_float_binary,
    [IR_OP_MATH_COPYSIGN] = ev_arith_float_binary,
    [IR_OP_MATH_FMA] = ev_math_fma,
    [IR_OP_MATH_ABSI] = ev_arith_int_unary,
    [IR_OP_MATH_CTLZ] = ev_arith_int_unary,
    [IR_OP_MATH_CTTZ] = ev_arith_int_unary,
    [IR_OP_MATH_CTPOP] = ev_arith_int_unary,
};

bool eval_supports(IrOpKind k) { return (unsigned)k < IR_OP_COUNT && EVAL_TABLE[k] != NULL; }

/* ---- failures and UB ---- */

static bool record_failure(EvalState *st, TvfStatus s, const IrOp *op, const char *fmt, va_list ap) {
  if (st->fail != TVF_OK) return false;
  st->fail = s;
  char what[400];
  vsnprintf(what, sizeof what, fmt, ap);
  if (op)
    diag_set(st->d, s, "%s at %s (eval)", what, op->loc && op->loc[0] ? op->loc : "?");
  else
    diag_set(st->d, s, "%s (eval)", what);
  return false;
}

bool ev_unsupported(EvalState *st, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record_failure(st, TVF_EUNSUPPORTED, op, fmt, ap);
  va_end(ap);
  return false;
}

bool ev_invalid(EvalState *st, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  record_failure(st, TVF_EINPUT, op, fmt, ap);
  va_end(ap);
  return false;
}

bool ev_failed(const EvalState *st) { return st->fail != TVF_OK; }

void ev_ub(EvalState *st, const IrOp *op, bool held, bool approx, const char *what) {
  if (approx) st->ub_checks_approx = true;
  if (!held) return;
  st->ub = true;
  if (!approx) st->ub_exact = true;
  /* Keep the first reason, but let an exact one replace an approximate one:
   * the report should name the UB that does not hinge on libm. */
  if (st->ub_reason[0] && (st->ub_reason_exact || approx)) return;
  snprintf(st->ub_reason, sizeof st->ub_reason, "%s in '%s' at %s%s", what, op ? op->name : "?",
           op && op->loc && op->loc[0] ? op->loc : "?", approx ? " (depends on approximated values)" : "");
  st->ub_reason_exact = !approx;
}

/* A lower work limit for this thread's evaluations (eval.h), 0: none. */
static _Thread_local int64_t work_cap;

void eval_set_work_cap(int64_t cap) { work_cap = cap; }

bool ev_work(EvalState *st, const IrOp *op, int64_t n) {
  int64_t max = work_cap > 0 && work_cap < EVAL_MAX_WORK ? work_cap : EVAL_MAX_WORK;
  st->work = n > max - st->work ? max + 1 : st->work + n;
  if (st->work > max) {
    if (st->fail == TVF_OK) {
      st->fail = TVF_ELIMIT;
      diag_set(st->d, TVF_ELIMIT, "evaluation exceeds %lld element operations at '%s' (eval)", (long long)max,
               op ? op->name : "?");
    }
    return false;
  }
  return true;
}

/* ---- values ---- */

static EvalTensor *tensor_alloc(Arena *a, EvalKind kind, IrElem e, int rank, const int64_t *dims, Diag *d,
                                const char *what) {
  int64_t n = 1;
  if (rank < 0 || rank > EVAL_MAX_RANK) {
    diag_set(d, TVF_EUNSUPPORTED, "unsupported: rank %d in %s (eval)", rank, what);
    return NULL;
  }
  for (int i = 0; i < rank && kind != EVAL_SHAPE; i++) {
    if (dims[i] == IR_DYN || dims[i] < 0) {
      diag_set(d, TVF_EUNSUPPORTED, "unsupported: dynamic shape in %s (eval)", what);
      return NULL;
    }
    if (dims[i] != 0 && n > EVAL_MAX_ELEMENTS / dims[i]) {
      diag_set(d, TVF_ELIMIT, "tensor too large in %s (more than %lld elements) (eval)", what,
               (long long)EVAL_MAX_ELEMENTS);
      return NULL;
    }
    n *= dims[i];
  }
  EvalTensor *t = arena_alloc(a, sizeof *t);
  if (!t) goto oom;
  t->kind = kind;
  t->elem = e;
  t->rank = rank;
  t->dims = arena_calloc(a, (size_t)(rank > 0 ? rank : 1), sizeof(int64_t));
  if (!t->dims) goto oom;
  if (kind == EVAL_SHAPE) {
    t->n = 0;
    t->shape = arena_calloc(a, (size_t)(rank > 0 ? rank : 1), sizeof(int64_t));
    if (!t->shape) goto oom;
    return t;
  }
  for (int i = 0; i < rank; i++)
    t->dims[i] = dims[i];
  t->n = n;
  t->bits = arena_calloc(a, (size_t)(n > 0 ? n : 1), sizeof(uint64_t));
  if (!t->bits) goto oom;
  return t;
oom:
  diag_set(d, TVF_ENOMEM, "out of memory in %s (eval)", what);
  return NULL;
}

EvalTensor *eval_tensor_new(Arena *a, EvalKind kind, IrElem e, int rank, const int64_t *dims) {
  return tensor_alloc(a, kind, e, kind == EVAL_SCALAR ? 0 : rank, dims, NULL, "a value");
}

EvalTensor *eval_tensor_for_type(Arena *a, const IrType *t, Diag *d) {
  if (!t || t->kind == IR_TY_OTHER || (t->kind != IR_TY_SHAPE && t->elem == IR_ELEM_NONE)) {
    diag_set(d, TVF_EUNSUPPORTED, "unsupported type '%s' (eval)", t && t->text ? t->text : "?");
    return NULL;
  }
  const char *what = t->text ? t->text : "a value";
  if (t->kind == IR_TY_SHAPE) return tensor_alloc(a, EVAL_SHAPE, IR_INDEX, t->rank, NULL, d, what);
  if (t->kind == IR_TY_SCALAR) return tensor_alloc(a, EVAL_SCALAR, t->elem, 0, NULL, d, what);
  return tensor_alloc(a, EVAL_TENSOR, t->elem, t->rank, t->dims, d, what);
}

EvalTensor *eval_arg_for_type(Arena *a, const IrType *t, Diag *d) {
  if (!t || t->kind != IR_TY_MEMREF) return eval_tensor_for_type(a, t, d);
  int64_t dims[EVAL_MAX_RANK];
  int rank = t->rank <= EVAL_MAX_RANK ? ir_memref_input_shape(t, dims) : -1;
  if (rank < 0 || t->elem == IR_ELEM_NONE) {
    diag_set(d, TVF_EUNSUPPORTED,
             "unsupported: memref argument of type '%s' (dynamic sizes or layout) (eval)",
             t->text ? t->text : "?");
    return NULL;
  }
  return tensor_alloc(a, EVAL_TENSOR, t->elem, rank, dims, d, t->text ? t->text : "a memref argument");
}

static bool alloc_failed(EvalState *st, const IrOp *op, Diag *tmp) {
  if (st->fail == TVF_OK) {
    st->fail = tmp->status != TVF_OK ? tmp->status : TVF_ENOMEM;
    if (op)
      diag_set(st->d, st->fail, "%s; op '%s' at %s", tmp->msg, op->name,
               op->loc && op->loc[0] ? op->loc : "?");
    else
      diag_copy(st->d, tmp);
  }
  return false;
}

EvalTensor *ev_new(EvalState *st, const IrOp *op, EvalKind kind, IrElem e, int rank, const int64_t *dims) {
  Diag tmp;
  diag_init(&tmp);
  EvalTensor *t = tensor_alloc(st->a, kind, e, rank, dims, &tmp, op ? op->name : "a value");
  if (!t) alloc_failed(st, op, &tmp);
  return t;
}

EvalTensor *ev_for_type(EvalState *st, const IrOp *op, const IrType *t) {
  Diag tmp;
  diag_init(&tmp);
  EvalTensor *v = eval_tensor_for_type(st->a, t, &tmp);
  if (!v) alloc_failed(st, op, &tmp);
  return v;
}

EvalTensor *ev_scalar(EvalState *st, IrElem e) { return ev_new(st, NULL, EVAL_SCALAR, e, 0, NULL); }

EvalElem ev_elem(uint64_t v) {
  EvalElem e = {v, false, false, false};
  return e;
}

EvalElem ev_get(const EvalTensor *t, int64_t i) {
  EvalElem e;
  e.v = t->bits[i];
  e.poison = t->poison ? t->poison[i] : false;
  e.uninit = t->uninit ? t->uninit[i] : false;
  e.approx = t->approx ? t->approx[i] : false;
  return e;
}

static bool *flag_array(EvalState *st, bool **slot, int64_t n) {
  if (!*slot) *slot = arena_calloc(st->a, (size_t)(n > 0 ? n : 1), sizeof(bool));
  return *slot;
}

void ev_set(EvalState *st, EvalTensor *t, int64_t i, EvalElem e) {
  t->bits[i] = ir_elem_is_float(t->elem) ? ev_fcanon(t->elem, e.v) : ev_trunc(e.v, ir_elem_bits(t->elem));
  if (e.poison || t->poison) {
    if (flag_array(st, &t->poison, t->n)) t->poison[i] = e.poison;
  }
  if (e.uninit || t->uninit) {
    if (flag_array(st, &t->uninit, t->n)) t->uninit[i] = e.uninit;
  }
  if (e.approx || t->approx) {
    if (flag_array(st, &t->approx, t->n)) t->approx[i] = e.approx;
  }
}

EvalElem ev_read(EvalState *st, const IrOp *op, const EvalTensor *t, int64_t i) {
  (void)st;
  (void)op;
  EvalElem e = ev_get(t, i);
  /* As enc_read: an uninitialized element reads as poison, not UB. */
  e.poison = e.poison || e.uninit;
  e.uninit = false;
  return e;
}

EvalTensor *ev_lookup(EvalState *st, const IrOp *op, const IrValue *v) {
  if (!v || v->id < 0 || v->id >= st->nvals || !st->vals[v->id]) {
    ev_invalid(st, op, "malformed IR: operand of '%s' has no value", op ? op->name : "?");
    return NULL;
  }
  return st->vals[v->id];
}

void ev_bind(EvalState *st, const IrValue *v, EvalTensor *t) {
  if (v && v->id >= 0 && v->id < st->nvals) st->vals[v->id] = t;
}

EvalTensor *ev_operand(EvalState *st, const IrOp *op, int i) {
  if (i >= op->noperands) {
    ev_invalid(st, op, "'%s' is missing operand %d", op->name, i);
    return NULL;
  }
  return ev_lookup(st, op, op->operands[i]);
}

EvalTensor *ev_result(EvalState *st, const IrOp *op) {
  if (op->nresults < 1) {
    ev_invalid(st, op, "'%s' has no result", op->name);
    return NULL;
  }
  return ev_for_type(st, op, op->results[0]->type);
}

int64_t ev_flat(int rank, const int64_t *dims, const int64_t *idx) {
  int64_t f = 0;
  for (int i = 0; i < rank; i++)
    f = f * dims[i] + idx[i];
  return f;
}

void ev_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx) {
  for (int i = rank - 1; i >= 0; i--) {
    int64_t d = dims[i] > 0 ? dims[i] : 1;
    idx[i] = flat % d;
    flat /= d;
  }
}

/* ---- integers (SMT-LIB semantics) ---- */

uint64_t ev_udiv(uint64_t a, uint64_t b, int w) {
  a = ev_trunc(a, w);
  b = ev_trunc(b, w);
  return b == 0 ? ev_mask(w) : a / b;
}

uint64_t ev_urem(uint64_t a, uint64_t b, int w) {
  a = ev_trunc(a, w);
  b = ev_trunc(b, w);
  return b == 0 ? a : a % b;
}

uint64_t ev_sdiv(uint64_t a, uint64_t b, int w) {
  int64_t x = ev_sext(a, w), y = ev_sext(b, w);
  if (y == 0) return ev_trunc(x < 0 ? 1 : ev_mask(w), w);
  if (y == -1) return ev_trunc((uint64_t)0 - (uint64_t)x, w); /* INT_MIN / -1 wraps */
  return ev_trunc((uint64_t)(x / y), w);
}

uint64_t ev_srem(uint64_t a, uint64_t b, int w) {
  int64_t x = ev_sext(a, w), y = ev_sext(b, w);
  if (y == 0) return ev_trunc(a, w);
  if (y == -1) return 0;
  return ev_trunc((uint64_t)(x % y), w);
}

uint64_t ev_shl(uint64_t a, uint64_t b, int w) {
  b = ev_trunc(b, w);
  return b >= (uint64_t)w ? 0 : ev_trunc(a << b, w);
}

uint64_t ev_lshr(uint64_t a, uint64_t b, int w) {
  b = ev_trunc(b, w);
  return b >= (uint64_t)w ? 0 : ev_trunc(a, w) >> b;
}

uint64_t ev_ashr(uint64_t a, uint64_t b, int w) {
  b = ev_trunc(b, w);
  int64_t x = ev_sext(a, w);
  if (b >= (uint64_t)w) return ev_trunc(x < 0 ? ~UINT64_C(0) : 0, w);
  /* arithmetic shift of a negative value without relying on C's
   * implementation-defined >> of negatives */
  uint64_t r = x < 0 ? ~(~(uint64_t)x >> b) : (uint64_t)x >> b;
  return ev_trunc(r, w);
}

uint64_t ev_clz(uint64_t a, int w) {
  a = ev_trunc(a, w);
  int n = 0;
  for (int i = w - 1; i >= 0 && !((a >> i) & 1); i--)
    n++;
  return (uint64_t)n;
}

uint64_t ev_ctz(uint64_t a, int w) {
  a = ev_trunc(a, w);
  int n = 0;
  for (int i = 0; i < w && !((a >> i) & 1); i++)
    n++;
  return (uint64_t)n;
}

uint64_t ev_popcount(uint64_t a, int w) { return (uint64_t)__builtin_popcountll(ev_trunc(a, w)); }

/* ---- attributes ---- */

EvalTensor *ev_const_value(EvalState *st, const IrOp *op, const IrAttr *a, const IrType *t) {
  EvalTensor *v = ev_for_type(st, op, t);
  if (!v) return NULL;
  if (v->kind == EVAL_SHAPE) {
    int64_t *vals;
    int n;
    if (!ir_attr_ints(st->a, op, a->name ? a->name : "values", &vals, &n) || n != v->rank) {
      ev_invalid(st, op, "'%s': shape constant does not match !tosa.shape<%d>", op->name, v->rank);
      return NULL;
    }
    for (int i = 0; i < n; i++)
      v->shape[i] = vals[i];
    return v;
  }
  IrElem e = v->elem;
  bool isf = ir_elem_is_float(e);
  for (int64_t i = 0; i < v->n; i++) {
    uint64_t bits;
    switch (a->kind) {
    case IR_ATTR_DENSE:
      if (!a->dense || (!a->dense->splat && a->dense->count != v->n)) {
        ev_invalid(st, op, "'%s': dense constant has the wrong number of elements", op->name);
        return NULL;
      }
      bits = a->dense->bits[a->dense->splat ? 0 : i];
      break;
    case IR_ATTR_INT:
    case IR_ATTR_BOOL: bits = (uint64_t)a->i; break;
    case IR_ATTR_FLOAT: bits = a->elem == e ? a->bits : ev_fconst(e, a->f); break;
    case IR_ATTR_INTS:
      if (a->nints != v->n) {
        ev_invalid(st, op, "'%s': constant size mismatch", op->name);
        return NULL;
      }
      bits = (uint64_t)a->ints[i];
      break;
    default:
      ev_unsupported(st, op, "unsupported constant attribute '%s' in '%s'", a->text ? a->text : "?",
                     op->name);
      return NULL;
    }
    v->bits[i] = isf ? ev_fcanon(e, bits) : ev_trunc(bits, ir_elem_bits(e));
  }
  return v;
}

/* ---- elementwise driver ---- */

bool ev_map(EvalState *st, const IrOp *op, EvalTensor **ins, int nin, EvalTensor *out, EvalBroadcast bc,
            EvalElemFn fn, void *ctx) {
  EvalElem inb[8];
  if (nin > 8) return ev_unsupported(st, op, "unsupported: '%s' with %d operands", op->name, nin);
  for (int k = 0; k < nin; k++) {
    const EvalTensor *in = ins[k];
    if (in->kind == EVAL_SHAPE)
      return ev_invalid(st, op, "'%s': shape operand where a tensor is expected", op->name);
    if (bc == EV_SAME_SHAPE) {
      if (in->n != out->n && in->n != 1)
        return ev_invalid(st, op, "'%s': operand %d has %lld elements, result %lld", op->name, k,
                          (long long)in->n, (long long)out->n);
    } else {
      if (in->rank != out->rank)
        return ev_invalid(st, op, "'%s': operands don't have matching ranks (ERROR_IF)", op->name);
      for (int d = 0; d < out->rank; d++)
        if (in->dims[d] != out->dims[d] && in->dims[d] != 1)
          return ev_invalid(st, op, "'%s': shape != broadcast_shape(...) in dim %d (ERROR_IF)", op->name, d);
    }
  }
  if (bc == EV_TOSA_BROADCAST)
    for (int d = 0; d < out->rank; d++) {
      bool any_full = false;
      for (int k = 0; k < nin; k++)
        if (ins[k]->dims[d] == out->dims[d]) any_full = true;
      if (!any_full)
        return ev_invalid(st, op, "'%s': result dim %d is not the broadcast dim (ERROR_IF)", op->name, d);
    }
  if (!ev_work(st, op, out->n)) return false;
  int64_t idx[EVAL_MAX_RANK], in_idx[EVAL_MAX_RANK];
  for (int64_t i = 0; i < out->n; i++) {
    if (bc == EV_TOSA_BROADCAST) ev_unflat(out->rank, out->dims, i, idx);
    EvalElem res = ev_elem(0);
    for (int k = 0; k < nin; k++) {
      int64_t j;
      if (ins[k]->n == 1) {
        j = 0;
      } else if (bc == EV_SAME_SHAPE) {
        j = i;
      } else {
        for (int d = 0; d < out->rank; d++)
          in_idx[d] = ins[k]->dims[d] == 1 ? 0 : idx[d];
        j = ev_flat(out->rank, ins[k]->dims, in_idx);
      }
      inb[k] = ev_read(st, op, ins[k], j);
      res.poison |= inb[k].poison;
      res.approx |= inb[k].approx;
    }
    if (!fn(st, op, inb, &res, ctx)) return false;
    res.uninit = false;
    ev_set(st, out, i, res);
  }
  return !ev_failed(st);
}

/* ---- driver ---- */

static bool check_type(EvalState *st, const IrOp *op, const IrType *t) {
  if (!t) return ev_invalid(st, op, "missing type");
  if (t->kind == IR_TY_OTHER && t->text && strncmp(t->text, "vector<", 7) == 0)
    return ev_unsupported(st, op, "unsupported: scalable vector type '%s' in %s (sizes are not static)",
                          t->text, op->name);
  if (t->kind == IR_TY_OTHER)
    return ev_unsupported(st, op, "unsupported type '%s' in %s", t->text ? t->text : "?", op->name);
  if (t->kind == IR_TY_SHAPE) return true;
  if (t->elem == IR_ELEM_NONE)
    return ev_unsupported(st, op, "unsupported element type in '%s' in %s", t->text ? t->text : "?",
                          op->name);
  /* A memref's sizes, offset and strides may be dynamic: its value (the
   * view) is concrete. */
  if (t->kind == IR_TY_MEMREF) return true;
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == IR_DYN)
      return ev_unsupported(st, op, "unsupported: dynamic shape '%s' in %s", t->text ? t->text : "?",
                            op->name);
  return true;
}

/* Ops that take memref values as operands (views are not element arrays:
 * any other op handed one reports it rather than reading it). */
static bool takes_memrefs(IrOpKind k) {
  const char *n = ir_op_kind_name(k);
  if (strncmp(n, "memref.", 7) == 0 || strncmp(n, "bufferization.", 14) == 0 || strncmp(n, "affine.", 7) == 0)
    return true;
  if (EVAL_TABLE[k] == ev_linalg_structured) return true;
  return k == IR_OP_FUNC_RETURN || k == IR_OP_SCF_YIELD || k == IR_OP_SCF_FOR ||
         k == IR_OP_VECTOR_TRANSFER_READ || k == IR_OP_VECTOR_TRANSFER_WRITE;
}

static bool eval_op(EvalState *st, const IrOp *op) {
  EvalFn fn = eval_supports(op->kind) ? EVAL_TABLE[op->kind] : NULL;
  if (!fn) return ev_unsupported(st, op, "unsupported op '%s'", op->name ? op->name : "?");
  if (!takes_memrefs(op->kind))
    for (int i = 0; i < op->noperands; i++) {
      const IrValue *v = op->operands[i];
      const EvalTensor *x = v && v->id >= 0 && v->id < st->nvals ? st->vals[v->id] : NULL;
      if (x && x->kind == EVAL_MEMREF)
        return ev_unsupported(st, op, "unsupported: '%s' on a memref operand", op->name);
    }
  char why[200]; /* as sem_encode_op: tosa ops only on the types TOSA 1.0 lists */
  const char *bad = ir_tosa_int_width_error(op, why, sizeof why);
  if (bad) return ev_invalid(st, op, "%s", bad);
  /* tensor.cast keeps its operand's sizes; to_tensor has its view's */
  if (op->kind != IR_OP_TENSOR_CAST && op->kind != IR_OP_BUFFERIZATION_TO_TENSOR)
    for (int i = 0; i < op->nresults; i++)
      if (!check_type(st, op, op->results[i]->type)) return false;
  return fn(st, op) && !ev_failed(st);
}

bool ev_block_ops(EvalState *st, const IrBlock *b, bool include_terminator) {
  for (int i = 0; i < b->nops; i++) {
    if (!include_terminator && i == b->nops - 1) break;
    if (!eval_op(st, b->ops[i])) return false;
  }
  return !ev_failed(st);
}

static bool ev_func_return(EvalState *st, const IrOp *op) {
  st->nresults = op->noperands;
  st->results = arena_calloc(st->a, (size_t)(op->noperands > 0 ? op->noperands : 1), sizeof(EvalTensor *));
  if (!st->results) return ev_unsupported(st, op, "out of memory");
  for (int i = 0; i < op->noperands; i++)
    if (!(st->results[i] = ev_lookup(st, op, op->operands[i]))) return false;
  /* Only the function's own return: memref results are read, argument
   * blocks recorded (an op body's return would be malformed anyway). */
  if (op->parent == st->func->body) return ev_mem_at_return(st, op);
  return true;
}

static bool ev_terminator(EvalState *st, const IrOp *op) {
  (void)st;
  (void)op;
  return true;
}

TvfStatus eval_func(const IrFunc *f, EvalTensor **args, Arena *a, EvalResult *out, Diag *d) {
  return eval_func_choices(f, args, NULL, a, out, d);
}

TvfStatus eval_func_choices(const IrFunc *f, EvalTensor **args, EvalChoices *ch, Arena *a, EvalResult *out,
                            Diag *d) {
  memset(out, 0, sizeof *out);
  if (ch) ch->nsites = 0;
  if (!f || !f->body) return diag_set(d, TVF_EINPUT, "eval: function has no body");
  const IrBlock *b = f->body;
  if (b->nops == 0)
    return diag_set(d, TVF_EINPUT, "eval: function '%s' has no body", f->name ? f->name : "?");
  if (b->ops[b->nops - 1]->kind != IR_OP_FUNC_RETURN)
    return diag_set(d, TVF_EUNSUPPORTED, "unsupported: function '%s' does not end in func.return (eval)",
                    f->name ? f->name : "?");
  EvalState st;
  memset(&st, 0, sizeof st);
  st.a = a;
  st.d = d;
  st.func = f;
  st.choices = ch;
  st.nvals = f->nvalues;
  st.vals = arena_calloc(a, (size_t)(f->nvalues > 0 ? f->nvalues : 1), sizeof(EvalTensor *));
  if (!st.vals) return diag_set(d, TVF_ENOMEM, "eval: out of memory");
  for (int i = 0; i < b->nargs; i++) {
    const IrType *t = b->args[i]->type;
    const EvalTensor *v = args ? args[i] : NULL;
    if (!v) return diag_set(d, TVF_EINPUT, "eval: argument %d missing", i);
    if (t->kind == IR_TY_MEMREF) { /* a block holding the input (eval_memref.c) */
      if (!ev_bind_memref_arg(&st, b->args[i], v)) return st.fail;
      continue;
    }
    bool ok = v->kind != EVAL_SHAPE && t->kind != IR_TY_SHAPE && t->kind != IR_TY_OTHER &&
              v->elem == t->elem && v->n == ir_type_num_elements(t);
    if (!ok)
      return diag_set(d, TVF_EINPUT, "eval: argument %d does not match its type %s", i,
                      t->text ? t->text : "?");
    /* Arguments are read-only: normalize into a copy (canonical NaNs,
     * masked integers) so the caller's tensors are never aliased. */
    EvalTensor *c = ev_for_type(&st, NULL, t);
    if (!c) return st.fail;
    for (int64_t k = 0; k < c->n; k++)
      ev_set(&st, c, k, ev_get(v, k));
    ev_bind(&st, b->args[i], c);
  }
  if (!ev_block_ops(&st, b, true))
    return st.fail != TVF_OK ? st.fail : diag_set(d, TVF_EINTERNAL, "eval failed");
  if (st.nresults != f->nresults)
    return diag_set(d, TVF_EINPUT, "eval: func.return arity does not match the signature of '%s'",
                    f->name ? f->name : "?");
  out->results = st.results;
  out->nresults = st.nresults;
  out->final_args = st.final_args;
  out->nargs = st.final_args ? st.nargs : 0;
  out->ub = st.ub;
  out->ub_approx = st.ub && !st.ub_exact;
  out->ub_checks_approx = st.ub_checks_approx;
  snprintf(out->ub_reason, sizeof out->ub_reason, "%s", st.ub_reason);
  for (int k = 0; k < st.nresults + out->nargs; k++) {
    const EvalTensor *r = k < st.nresults ? st.results[k] : out->final_args[k - st.nresults];
    for (int64_t i = 0; r && r->approx && i < r->n; i++)
      if (r->approx[i]) out->approx = true;
  }
  return TVF_OK;
}

/* ---- values as text ---- */

uint64_t eval_canonical(IrElem e, uint64_t bits) {
  return ir_elem_is_float(e) ? ev_fcanon(e, bits) : ev_trunc(bits, ir_elem_bits(e));
}

bool eval_value_refines(IrElem e, uint64_t src, uint64_t tgt) {
  if (ir_elem_is_float(e)) {
    if (ev_fis_nan(e, src) && ev_fis_nan(e, tgt)) return true;
    return ev_fcanon(e, src) == ev_fcanon(e, tgt);
  }
  return ev_trunc(src, ir_elem_bits(e)) == ev_trunc(tgt, ir_elem_bits(e));
}

void eval_format_elem(const EvalTensor *t, int64_t i, char *buf, int n) {
  if (t->uninit && t->uninit[i]) {
    snprintf(buf, (size_t)n, "uninit");
    return;
  }
  if (t->poison && t->poison[i]) {
    snprintf(buf, (size_t)n, "poison");
    return;
  }
  const char *mark = t->approx && t->approx[i] ? "~" : "";
  uint64_t b = t->bits[i];
  if (ir_elem_is_float(t->elem)) {
    char dec[64];
    fpi_format_decimal(ev_fmt(t->elem), b, dec, sizeof dec);
    snprintf(buf, (size_t)n, "%s%s", dec, mark);
  } else if (t->elem == IR_I1) {
    snprintf(buf, (size_t)n, "%s%s", b & 1 ? "true" : "false", mark);
  } else {
    snprintf(buf, (size_t)n, "%" PRId64 "%s", ev_sext(b, ir_elem_bits(t->elem)), mark);
  }
}

void eval_tensor_print(const EvalTensor *t, StrBuf *out, int64_t max_elems) {
  if (t->kind == EVAL_SHAPE) {
    sb_puts(out, "shape[");
    for (int i = 0; i < t->rank; i++)
      sb_printf(out, "%s%" PRId64, i ? ", " : "", t->shape[i]);
    sb_putc(out, ']');
    return;
  }
  char buf[80];
  if (t->kind == EVAL_SCALAR) {
    eval_format_elem(t, 0, buf, sizeof buf);
    sb_puts(out, buf);
    return;
  }
  sb_putc(out, '[');
  for (int64_t i = 0; i < t->n; i++) {
    if (i >= max_elems) {
      sb_printf(out, ", ... (%" PRId64 " more)", t->n - i);
      break;
    }
    eval_format_elem(t, i, buf, sizeof buf);
    sb_printf(out, "%s%s", i ? ", " : "", buf);
  }
  sb_putc(out, ']');
}
