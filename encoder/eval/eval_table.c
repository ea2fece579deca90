/*
 * eval_table.c: the interpreter's op table (EVAL_TABLE, the counterpart of
 * the encoder's SEM_TABLE) and its entry points: eval_func runs a function
 * on concrete arguments, eval_exists_choice enumerates the resolutions of
 * its nondeterministic choice sites (eval_choice.c) until one is accepted.
 * The rules (eval_*.c) see only the state; op bodies come back here through
 * EvalState.eval_op.
 */
#include <inttypes.h>
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
    [IR_OP_TOSA_TRANSPOSE] = ev_tosa_move,
    [IR_OP_TOSA_RESHAPE] = ev_tosa_move,
    [IR_OP_TOSA_SLICE] = ev_tosa_move,
    [IR_OP_TOSA_PAD] = ev_tosa_move,
    [IR_OP_TOSA_CONCAT] = ev_tosa_move,
    [IR_OP_TOSA_TILE] = ev_tosa_move,
    [IR_OP_TOSA_REVERSE] = ev_tosa_move,
    [IR_OP_TOSA_GATHER] = ev_tosa_gather,
    [IR_OP_TOSA_TABLE] = ev_tosa_table,
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
    [IR_OP_TOSA_CONV3D] = ev_tosa_conv2d,
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
    [IR_OP_LINALG_NAMED_STRUCTURED] = ev_linalg_structured,
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
    [IR_OP_ML_PROGRAM_GLOBAL_LOAD] = ev_global_tensor,
    [IR_OP_ML_PROGRAM_GLOBAL_LOAD_CONST] = ev_global_tensor,
    [IR_OP_ML_PROGRAM_GLOBAL_STORE] = ev_global_tensor,
    [IR_OP_TOSA_VARIABLE_READ] = ev_global_tensor,
    [IR_OP_TOSA_VARIABLE_WRITE] = ev_global_tensor,
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
    [IR_OP_BUILTIN_UNREALIZED_CAST] = ev_storage_cast,
    [IR_OP_QUANT_SCAST] = ev_storage_cast,
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
  if (EVAL_TABLE[k] == ev_global_tensor) return true; /* the global's buffer argument */
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
  char why[320]; /* as sem_encode_op: tosa ops only on the types TOSA 1.0 lists */
  const char *bad = ir_storage_type_error(op, why, sizeof why);
  if (bad) return ev_unsupported(st, op, "%s", bad);
  if ((bad = ir_tosa_type_error(op, why, sizeof why))) return ev_invalid(st, op, "%s", bad);
  /* tensor.cast keeps its operand's sizes; to_tensor has its view's */
  if (op->kind != IR_OP_TENSOR_CAST && op->kind != IR_OP_BUFFERIZATION_TO_TENSOR)
    for (int i = 0; i < op->nresults; i++)
      if (!check_type(st, op, op->results[i]->type)) return false;
  return fn(st, op) && !ev_failed(st);
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
  st.eval_op = eval_op;
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
      ev_set(&st, c, k, ev_arg_elem(c->elem, v, k));
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
  out->global_names = st.global_names;
  out->final_globals = st.final_globals;
  out->nglobals = st.final_globals ? st.nglobals : 0;
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

/* Upper bound of max_sites (2^this runs at most). */
#define EVAL_CHOICE_MAX_SITES 20

typedef struct Key {
  const IrOp *op;
  int64_t elem;
} Key;

typedef struct Enum {
  Key keys[EVAL_CHOICE_MAX_SITES];
  int nkeys, max_keys;
  uint64_t bits; /* resolution of keys[0..nkeys) */
  bool overflow; /* a run met more than max_keys distinct sites */
} Enum;

static bool enum_pick(void *ctx, const IrOp *op, int64_t elem) {
  Enum *en = ctx;
  for (int k = 0; k < en->nkeys; k++)
    if (en->keys[k].op == op && en->keys[k].elem == elem) return (en->bits >> k) & 1;
  if (en->nkeys >= en->max_keys) {
    en->overflow = true;
    return false;
  }
  en->keys[en->nkeys].op = op;
  en->keys[en->nkeys].elem = elem;
  en->nkeys++;
  return false; /* a new key starts literal; later counter values flip it */
}

static _Thread_local uint64_t g_choice_deadline;

void eval_set_choice_deadline(uint64_t deadline_ns) { g_choice_deadline = deadline_ns; }

EvalExists eval_exists_choice(const IrFunc *f, EvalTensor **args, Arena *a, int max_sites, bool dot_literal,
                              const IrOp *const *only_ops, int nonly_ops,
                              bool (*accept)(const EvalResult *res, void *ctx), void *ctx, int *nsites,
                              EvalResult *found, Diag *d) {
  Enum en;
  memset(&en, 0, sizeof en);
  en.max_keys = max_sites < 0 ? 0 : max_sites > EVAL_CHOICE_MAX_SITES ? EVAL_CHOICE_MAX_SITES : max_sites;
  EvalChoices ch = {enum_pick, &en, 0, dot_literal, 0, only_ops, nonly_ops};
  EvalExists out = EVAL_EXISTS_NONE;
  bool sampled = false;
  for (uint64_t k = 0; k < (UINT64_C(1) << en.nkeys); k++) {
    if (g_choice_deadline && k && tvf_now_ns() >= g_choice_deadline) {
      out = EVAL_EXISTS_TIMEOUT;
      break;
    }
    en.bits = k;
    ch.nan_sites = 0;
    ArenaMark mark = arena_mark(a);
    EvalResult res;
    bool ok = eval_func_choices(f, args, &ch, a, &res, d) == TVF_OK;
    /* Sites past the limit stay literal, so even then the run is one of
     * the allowed results and an accepted one is a real match. */
    bool accepted = ok && accept(&res, ctx);
    sampled = sampled || ch.nan_sites > 0;
    if (accepted && found) {
      *found = res;
      out = EVAL_EXISTS_FOUND;
      break;
    }
    arena_reset_to(a, mark);
    if (!ok) {
      out = EVAL_EXISTS_ERROR;
      break;
    }
    if (accepted) {
      out = EVAL_EXISTS_FOUND;
      break;
    }
  }
  if (out == EVAL_EXISTS_NONE && en.overflow) out = EVAL_EXISTS_LIMIT;
  if (out == EVAL_EXISTS_NONE && sampled) out = EVAL_EXISTS_SAMPLED;
  if (nsites) *nsites = en.nkeys;
  return out;
}

/* ---- the cone of a result ---- */

typedef struct Cone {
  const IrOp **ops;
  int n, cap;
  Arena *a;
} Cone;

static bool cone_has(const Cone *c, const IrOp *op) {
  for (int i = 0; i < c->n; i++)
    if (c->ops[i] == op) return true;
  return false;
}

static void cone_value(Cone *c, const IrValue *v);

static void cone_op(Cone *c, const IrOp *op) {
  if (!op || cone_has(c, op)) return;
  if (c->n == c->cap) {
    int cap = c->cap ? 2 * c->cap : 32;
    const IrOp **g = arena_calloc(c->a, (size_t)cap, sizeof *g);
    if (!g) return;
    if (c->n) memcpy(g, c->ops, (size_t)c->n * sizeof *g);
    c->ops = g;
    c->cap = cap;
  }
  c->ops[c->n++] = op;
  for (int i = 0; i < op->noperands; i++)
    cone_value(c, op->operands[i]);
  for (int r = 0; r < op->nregions; r++)
    for (int b = 0; b < op->regions[r]->nblocks; b++) {
      const IrBlock *blk = op->regions[r]->blocks[b];
      for (int i = 0; i < blk->nops; i++)
        cone_op(c, blk->ops[i]);
    }
}

static void cone_value(Cone *c, const IrValue *v) {
  if (v && v->def) cone_op(c, v->def);
}

int eval_result_cone(const IrFunc *f, int k, Arena *a, const IrOp ***ops) {
  const IrBlock *b = f ? f->body : NULL;
  if (!b || b->nops == 0) return -1;
  const IrOp *ret = b->ops[b->nops - 1];
  if (k < 0 || k >= ret->noperands) return -1;
  /* memory: any op writing a buffer may feed a loaded value; only a
   * function of values (no memref anywhere) has def-chain cones */
  for (int i = 0; i < b->nargs; i++)
    if (b->args[i]->type && b->args[i]->type->kind == IR_TY_MEMREF) return -1;
  for (int i = 0; i < b->nops; i++)
    for (int r = 0; r < b->ops[i]->nresults; r++)
      if (b->ops[i]->results[r]->type && b->ops[i]->results[r]->type->kind == IR_TY_MEMREF) return -1;
  Cone c = {NULL, 0, 0, a};
  cone_value(&c, ret->operands[k]);
  *ops = c.ops;
  return c.n;
}
