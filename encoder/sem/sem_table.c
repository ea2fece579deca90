/*
 * sem_table.c: SEM_TABLE, the one table saying which ops have semantics, and
 * the driver that walks a function or op body through it.
 *
 * Coverage is greppable: every supported IrOpKind has exactly one entry
 * below; anything else is "unsupported op 'NAME' at LOC".
 */
#include "encoder/sem/sem.h"

static const SemFn SEM_TABLE[IR_OP_COUNT] = {
    /* func */
    [IR_OP_FUNC_RETURN] = sem_func_return,
    /* tosa: data nodes, elementwise */
    [IR_OP_TOSA_CONST] = sem_tosa_const,
    [IR_OP_TOSA_CONST_SHAPE] = sem_tosa_const_shape,
    [IR_OP_TOSA_IDENTITY] = sem_tosa_identity,
    [IR_OP_TOSA_ADD] = sem_tosa_binary,
    [IR_OP_TOSA_SUB] = sem_tosa_binary,
    [IR_OP_TOSA_MUL] = sem_tosa_binary,
    [IR_OP_TOSA_MAXIMUM] = sem_tosa_binary,
    [IR_OP_TOSA_MINIMUM] = sem_tosa_binary,
    [IR_OP_TOSA_POW] = sem_tosa_binary,
    [IR_OP_TOSA_LOGICAL_AND] = sem_tosa_binary,
    [IR_OP_TOSA_LOGICAL_OR] = sem_tosa_binary,
    [IR_OP_TOSA_LOGICAL_XOR] = sem_tosa_binary,
    [IR_OP_TOSA_BITWISE_AND] = sem_tosa_binary,
    [IR_OP_TOSA_BITWISE_OR] = sem_tosa_binary,
    [IR_OP_TOSA_BITWISE_XOR] = sem_tosa_binary,
    [IR_OP_TOSA_LOGICAL_LEFT_SHIFT] = sem_tosa_binary,
    [IR_OP_TOSA_LOGICAL_RIGHT_SHIFT] = sem_tosa_binary,
    [IR_OP_TOSA_ARITHMETIC_RIGHT_SHIFT] = sem_tosa_binary,
    [IR_OP_TOSA_INTDIV] = sem_tosa_binary,
    [IR_OP_TOSA_EQUAL] = sem_tosa_compare,
    [IR_OP_TOSA_GREATER] = sem_tosa_compare,
    [IR_OP_TOSA_GREATER_EQUAL] = sem_tosa_compare,
    [IR_OP_TOSA_ABS] = sem_tosa_unary,
    [IR_OP_TOSA_RECIPROCAL] = sem_tosa_unary,
    [IR_OP_TOSA_RSQRT] = sem_tosa_unary,
    [IR_OP_TOSA_EXP] = sem_tosa_unary,
    [IR_OP_TOSA_LOG] = sem_tosa_unary,
    [IR_OP_TOSA_FLOOR] = sem_tosa_unary,
    [IR_OP_TOSA_CEIL] = sem_tosa_unary,
    [IR_OP_TOSA_TANH] = sem_tosa_unary,
    [IR_OP_TOSA_SIGMOID] = sem_tosa_unary,
    [IR_OP_TOSA_ERF] = sem_tosa_unary,
    [IR_OP_TOSA_SIN] = sem_tosa_unary,
    [IR_OP_TOSA_COS] = sem_tosa_unary,
    [IR_OP_TOSA_LOGICAL_NOT] = sem_tosa_unary,
    [IR_OP_TOSA_BITWISE_NOT] = sem_tosa_unary,
    [IR_OP_TOSA_CLZ] = sem_tosa_unary,
    [IR_OP_TOSA_NEGATE] = sem_tosa_negate,
    [IR_OP_TOSA_CLAMP] = sem_tosa_clamp,
    [IR_OP_TOSA_SELECT] = sem_tosa_select,
    [IR_OP_TOSA_CAST] = sem_tosa_cast,
    /* tosa: data layout, gather */
    [IR_OP_TOSA_TRANSPOSE] = sem_tosa_move,
    [IR_OP_TOSA_RESHAPE] = sem_tosa_move,
    [IR_OP_TOSA_SLICE] = sem_tosa_move,
    [IR_OP_TOSA_PAD] = sem_tosa_move,
    [IR_OP_TOSA_CONCAT] = sem_tosa_move,
    [IR_OP_TOSA_TILE] = sem_tosa_move,
    [IR_OP_TOSA_REVERSE] = sem_tosa_move,
    [IR_OP_TOSA_GATHER] = sem_tosa_gather,
    [IR_OP_TOSA_TABLE] = sem_tosa_table,
    /* tosa: reductions and tensor ops */
    [IR_OP_TOSA_REDUCE_SUM] = sem_tosa_reduce,
    [IR_OP_TOSA_REDUCE_PRODUCT] = sem_tosa_reduce,
    [IR_OP_TOSA_REDUCE_MAX] = sem_tosa_reduce,
    [IR_OP_TOSA_REDUCE_MIN] = sem_tosa_reduce,
    [IR_OP_TOSA_REDUCE_ALL] = sem_tosa_reduce,
    [IR_OP_TOSA_REDUCE_ANY] = sem_tosa_reduce,
    [IR_OP_TOSA_ARGMAX] = sem_tosa_argmax,
    [IR_OP_TOSA_MATMUL] = sem_tosa_matmul,
    [IR_OP_TOSA_CONV2D] = sem_tosa_conv2d,
    [IR_OP_TOSA_DEPTHWISE_CONV2D] = sem_tosa_conv2d,
    [IR_OP_TOSA_CONV3D] = sem_tosa_conv2d,
    [IR_OP_TOSA_MAX_POOL2D] = sem_tosa_pool2d,
    [IR_OP_TOSA_AVG_POOL2D] = sem_tosa_pool2d,
    [IR_OP_TOSA_RESCALE] = sem_tosa_rescale,
    [IR_OP_TOSA_APPLY_SCALE] = sem_tosa_apply_scale,
    /* linalg: every structured op is a generic (maps + iterators + body) */
    [IR_OP_LINALG_GENERIC] = sem_linalg_structured,
    [IR_OP_LINALG_FILL] = sem_linalg_structured,
    [IR_OP_LINALG_COPY] = sem_linalg_structured,
    [IR_OP_LINALG_TRANSPOSE] = sem_linalg_structured,
    [IR_OP_LINALG_BROADCAST] = sem_linalg_structured,
    [IR_OP_LINALG_MAP] = sem_linalg_structured,
    [IR_OP_LINALG_REDUCE] = sem_linalg_structured,
    [IR_OP_LINALG_ELEMENTWISE] = sem_linalg_structured,
    [IR_OP_LINALG_ADD] = sem_linalg_structured,
    [IR_OP_LINALG_SUB] = sem_linalg_structured,
    [IR_OP_LINALG_MUL] = sem_linalg_structured,
    [IR_OP_LINALG_DIV] = sem_linalg_structured,
    [IR_OP_LINALG_DIV_UNSIGNED] = sem_linalg_structured,
    [IR_OP_LINALG_MAX] = sem_linalg_structured,
    [IR_OP_LINALG_MIN] = sem_linalg_structured,
    [IR_OP_LINALG_POWF] = sem_linalg_structured,
    [IR_OP_LINALG_EXP] = sem_linalg_structured,
    [IR_OP_LINALG_LOG] = sem_linalg_structured,
    [IR_OP_LINALG_ABS] = sem_linalg_structured,
    [IR_OP_LINALG_CEIL] = sem_linalg_structured,
    [IR_OP_LINALG_FLOOR] = sem_linalg_structured,
    [IR_OP_LINALG_NEGF] = sem_linalg_structured,
    [IR_OP_LINALG_RECIPROCAL] = sem_linalg_structured,
    [IR_OP_LINALG_ROUND] = sem_linalg_structured,
    [IR_OP_LINALG_SQRT] = sem_linalg_structured,
    [IR_OP_LINALG_RSQRT] = sem_linalg_structured,
    [IR_OP_LINALG_SQUARE] = sem_linalg_structured,
    [IR_OP_LINALG_TANH] = sem_linalg_structured,
    [IR_OP_LINALG_ERF] = sem_linalg_structured,
    [IR_OP_LINALG_SELECT] = sem_linalg_structured,
    [IR_OP_LINALG_MATMUL] = sem_linalg_structured,
    [IR_OP_LINALG_BATCH_MATMUL] = sem_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_FHWC] = sem_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_FHWC_Q] = sem_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_HWCF_Q] = sem_linalg_structured,
    [IR_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM_Q] = sem_linalg_structured,
    [IR_OP_LINALG_QUANTIZED_MATMUL] = sem_linalg_structured,
    [IR_OP_LINALG_QUANTIZED_BATCH_MATMUL] = sem_linalg_structured,
    [IR_OP_LINALG_CONV_2D_NHWC_HWCF] = sem_linalg_structured,
    [IR_OP_LINALG_DEPTHWISE_CONV_2D_NHWC_HWCM] = sem_linalg_structured,
    [IR_OP_LINALG_POOLING_NHWC_MAX] = sem_linalg_structured,
    [IR_OP_LINALG_POOLING_NHWC_SUM] = sem_linalg_structured,
    [IR_OP_LINALG_NAMED_STRUCTURED] = sem_linalg_structured,
    [IR_OP_LINALG_INDEX] = sem_linalg_index,
    [IR_OP_LINALG_YIELD] = sem_terminator,
    /* tensor */
    [IR_OP_TENSOR_EMPTY] = sem_tensor_empty,
    [IR_OP_TENSOR_EXTRACT] = sem_tensor_extract,
    [IR_OP_TENSOR_INSERT] = sem_tensor_insert,
    [IR_OP_TENSOR_EXTRACT_SLICE] = sem_tensor_extract_slice,
    [IR_OP_TENSOR_INSERT_SLICE] = sem_tensor_insert_slice,
    [IR_OP_TENSOR_PAD] = sem_tensor_pad,
    [IR_OP_TENSOR_YIELD] = sem_terminator,
    /* scf */
    [IR_OP_SCF_IF] = sem_scf_if,
    [IR_OP_SCF_YIELD] = sem_terminator,
    [IR_OP_SCF_FOR] = sem_scf_for,
    [IR_OP_AFFINE_FOR] = sem_affine_for,
    [IR_OP_AFFINE_YIELD] = sem_terminator,
    [IR_OP_AFFINE_APPLY] = sem_affine_apply,
    [IR_OP_AFFINE_LINEARIZE_INDEX] = sem_affine_index_op,
    [IR_OP_AFFINE_DELINEARIZE_INDEX] = sem_affine_index_op,
    [IR_OP_AFFINE_LOAD] = sem_memref_load,
    [IR_OP_AFFINE_STORE] = sem_memref_store,
    /* memref and bufferization */
    [IR_OP_MEMREF_ALLOC] = sem_memref_alloc,
    [IR_OP_MEMREF_ALLOCA] = sem_memref_alloc,
    [IR_OP_MEMREF_DEALLOC] = sem_memref_dealloc,
    [IR_OP_MEMREF_LOAD] = sem_memref_load,
    [IR_OP_MEMREF_STORE] = sem_memref_store,
    [IR_OP_MEMREF_SUBVIEW] = sem_memref_view,
    [IR_OP_MEMREF_CAST] = sem_memref_view,
    [IR_OP_MEMREF_EXPAND_SHAPE] = sem_memref_view,
    [IR_OP_MEMREF_COLLAPSE_SHAPE] = sem_memref_view,
    [IR_OP_MEMREF_REINTERPRET_CAST] = sem_memref_view,
    [IR_OP_MEMREF_COPY] = sem_memref_copy,
    [IR_OP_MEMREF_GET_GLOBAL] = sem_memref_get_global,
    [IR_OP_ML_PROGRAM_GLOBAL_LOAD] = sem_global_tensor,
    [IR_OP_ML_PROGRAM_GLOBAL_LOAD_CONST] = sem_global_tensor,
    [IR_OP_ML_PROGRAM_GLOBAL_STORE] = sem_global_tensor,
    [IR_OP_TOSA_VARIABLE_READ] = sem_global_tensor,
    [IR_OP_TOSA_VARIABLE_WRITE] = sem_global_tensor,
    [IR_OP_MEMREF_DIM] = sem_memref_dim,
    [IR_OP_MEMREF_EXTRACT_STRIDED_METADATA] = sem_memref_metadata,
    [IR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX] = sem_memref_metadata,
    [IR_OP_BUFFERIZATION_TO_TENSOR] = sem_buf_to_tensor,
    [IR_OP_BUFFERIZATION_TO_BUFFER] = sem_buf_to_buffer,
    [IR_OP_BUFFERIZATION_ALLOC_TENSOR] = sem_buf_alloc_tensor,
    [IR_OP_BUFFERIZATION_MATERIALIZE_IN_DESTINATION] = sem_buf_materialize,
    [IR_OP_BUFFERIZATION_CLONE] = sem_buf_clone,
    [IR_OP_BUFFERIZATION_DEALLOC] = sem_buf_dealloc,
    [IR_OP_TENSOR_EXPAND_SHAPE] = sem_tensor_reshape,
    [IR_OP_TENSOR_COLLAPSE_SHAPE] = sem_tensor_reshape,
    [IR_OP_BUILTIN_UNREALIZED_CAST] = sem_storage_cast,
    [IR_OP_QUANT_SCAST] = sem_storage_cast,
    [IR_OP_TENSOR_CAST] = sem_tensor_reshape,
    [IR_OP_TENSOR_CONCAT] = sem_tensor_concat,
    [IR_OP_TENSOR_FROM_ELEMENTS] = sem_tensor_from_elements,
    [IR_OP_TENSOR_GENERATE] = sem_tensor_generate,
    [IR_OP_TENSOR_DIM] = sem_tensor_dim,
    [IR_OP_TENSOR_SPLAT] = sem_tensor_splat,
    /* vector and ub */
    [IR_OP_UB_POISON] = sem_ub_poison,
    [IR_OP_VECTOR_TRANSFER_READ] = sem_vector_transfer_read,
    [IR_OP_VECTOR_TRANSFER_WRITE] = sem_vector_transfer_write,
    [IR_OP_VECTOR_BROADCAST] = sem_vector_move,
    [IR_OP_VECTOR_TRANSPOSE] = sem_vector_move,
    [IR_OP_VECTOR_SHAPE_CAST] = sem_vector_move,
    [IR_OP_VECTOR_EXTRACT] = sem_vector_extract,
    [IR_OP_VECTOR_INSERT] = sem_vector_insert,
    [IR_OP_VECTOR_CONSTANT_MASK] = sem_vector_mask,
    [IR_OP_VECTOR_CREATE_MASK] = sem_vector_mask,
    /* arith */
    [IR_OP_ARITH_CONSTANT] = sem_arith_constant,
    [IR_OP_ARITH_ADDF] = sem_arith_float_binary,
    [IR_OP_ARITH_SUBF] = sem_arith_float_binary,
    [IR_OP_ARITH_MULF] = sem_arith_float_binary,
    [IR_OP_ARITH_DIVF] = sem_arith_float_binary,
    [IR_OP_ARITH_REMF] = sem_arith_float_binary,
    [IR_OP_ARITH_MINIMUMF] = sem_arith_float_binary,
    [IR_OP_ARITH_MAXIMUMF] = sem_arith_float_binary,
    [IR_OP_ARITH_MINNUMF] = sem_arith_float_binary,
    [IR_OP_ARITH_MAXNUMF] = sem_arith_float_binary,
    [IR_OP_ARITH_NEGF] = sem_arith_float_unary,
    [IR_OP_ARITH_ADDI] = sem_arith_int_binary,
    [IR_OP_ARITH_SUBI] = sem_arith_int_binary,
    [IR_OP_ARITH_MULI] = sem_arith_int_binary,
    [IR_OP_ARITH_DIVSI] = sem_arith_int_binary,
    [IR_OP_ARITH_DIVUI] = sem_arith_int_binary,
    [IR_OP_ARITH_CEILDIVSI] = sem_arith_int_binary,
    [IR_OP_ARITH_CEILDIVUI] = sem_arith_int_binary,
    [IR_OP_ARITH_FLOORDIVSI] = sem_arith_int_binary,
    [IR_OP_ARITH_REMSI] = sem_arith_int_binary,
    [IR_OP_ARITH_REMUI] = sem_arith_int_binary,
    [IR_OP_ARITH_ANDI] = sem_arith_int_binary,
    [IR_OP_ARITH_ORI] = sem_arith_int_binary,
    [IR_OP_ARITH_XORI] = sem_arith_int_binary,
    [IR_OP_ARITH_SHLI] = sem_arith_int_binary,
    [IR_OP_ARITH_SHRSI] = sem_arith_int_binary,
    [IR_OP_ARITH_SHRUI] = sem_arith_int_binary,
    [IR_OP_ARITH_MAXSI] = sem_arith_int_binary,
    [IR_OP_ARITH_MINSI] = sem_arith_int_binary,
    [IR_OP_ARITH_MAXUI] = sem_arith_int_binary,
    [IR_OP_ARITH_MINUI] = sem_arith_int_binary,
    [IR_OP_ARITH_CMPF] = sem_arith_cmpf,
    [IR_OP_ARITH_CMPI] = sem_arith_cmpi,
    [IR_OP_ARITH_SELECT] = sem_arith_select,
    [IR_OP_ARITH_EXTF] = sem_arith_cast,
    [IR_OP_ARITH_TRUNCF] = sem_arith_cast,
    [IR_OP_ARITH_EXTSI] = sem_arith_cast,
    [IR_OP_ARITH_EXTUI] = sem_arith_cast,
    [IR_OP_ARITH_TRUNCI] = sem_arith_cast,
    [IR_OP_ARITH_SITOFP] = sem_arith_cast,
    [IR_OP_ARITH_UITOFP] = sem_arith_cast,
    [IR_OP_ARITH_FPTOSI] = sem_arith_cast,
    [IR_OP_ARITH_FPTOUI] = sem_arith_cast,
    [IR_OP_ARITH_INDEX_CAST] = sem_arith_cast,
    [IR_OP_ARITH_INDEX_CASTUI] = sem_arith_cast,
    [IR_OP_ARITH_BITCAST] = sem_arith_cast,
    /* math */
    [IR_OP_MATH_ABSF] = sem_arith_float_unary,
    [IR_OP_MATH_EXP] = sem_arith_float_unary,
    [IR_OP_MATH_EXP2] = sem_arith_float_unary,
    [IR_OP_MATH_EXPM1] = sem_arith_float_unary,
    [IR_OP_MATH_LOG] = sem_arith_float_unary,
    [IR_OP_MATH_LOG2] = sem_arith_float_unary,
    [IR_OP_MATH_LOG1P] = sem_arith_float_unary,
    [IR_OP_MATH_SQRT] = sem_arith_float_unary,
    [IR_OP_MATH_RSQRT] = sem_arith_float_unary,
    [IR_OP_MATH_TANH] = sem_arith_float_unary,
    [IR_OP_MATH_ERF] = sem_arith_float_unary,
    [IR_OP_MATH_SIN] = sem_arith_float_unary,
    [IR_OP_MATH_ATAN] = sem_arith_float_unary,
    [IR_OP_MATH_COS] = sem_arith_float_unary,
    [IR_OP_MATH_FLOOR] = sem_arith_float_unary,
    [IR_OP_MATH_CEIL] = sem_arith_float_unary,
    [IR_OP_MATH_ROUND] = sem_arith_float_unary,
    [IR_OP_MATH_ROUNDEVEN] = sem_arith_float_unary,
    [IR_OP_MATH_TRUNC] = sem_arith_float_unary,
    [IR_OP_MATH_POWF] = sem_arith_float_binary,
    [IR_OP_MATH_COPYSIGN] = sem_arith_float_binary,
    [IR_OP_MATH_FMA] = sem_math_fma,
    [IR_OP_MATH_ABSI] = sem_arith_int_unary,
    [IR_OP_MATH_CTLZ] = sem_arith_int_unary,
    [IR_OP_MATH_CTTZ] = sem_arith_int_unary,
    [IR_OP_MATH_CTPOP] = sem_arith_int_unary,
};

SemFn sem_lookup(IrOpKind k) { return (unsigned)k < IR_OP_COUNT ? SEM_TABLE[k] : NULL; }

bool sem_encode_op(EncState *st, const IrOp *op) {
  SemFn fn = sem_lookup(op->kind);
  if (!fn) return enc_unsupported(st, op, "unsupported op '%s'", op->name ? op->name : "?");
  /* Integers of any width are modelled for arith/linalg/tensor, but a tosa
   * op's semantics are defined only for the types its spec table lists. */
  char why[320];
  const char *bad = ir_storage_type_error(op, why, sizeof why);
  if (bad) return enc_unsupported(st, op, "%s", bad);
  if ((bad = ir_tosa_type_error(op, why, sizeof why))) return enc_invalid(st, op, "%s", bad);
  /* tensor.cast may produce a dynamic type (its value keeps a static shape);
   * func.return checks nothing itself. */
  if (op->kind != IR_OP_TENSOR_CAST)
    for (int i = 0; i < op->nresults; i++)
      if (!enc_check_type(st, op, op->results[i]->type)) return false;
  return fn(st, op) && !enc_failed(st);
}

void sem_state_init(EncState *st, SmtCtx *c, FpDom *fp, Arena *a, const TvOptions *opt, const IrFunc *f,
                    const char *side) {
  enc_state_init(st, c, fp, a, opt, f, side);
  st->encode_op = sem_encode_op;
}

bool enc_func(EncState *st) {
  const IrBlock *b = st->func->body;
  if (!b || b->nops == 0) return enc_invalid(st, NULL, "function '%s' has no body", st->func->name);
  if (b->ops[b->nops - 1]->kind != IR_OP_FUNC_RETURN)
    return enc_unsupported(st, b->ops[b->nops - 1], "unsupported: function '%s' does not end in func.return",
                           st->func->name);
  return enc_block_ops(st, b, true);
}

bool sem_func_return(EncState *st, const IrOp *op) {
  st->nresults = op->noperands;
  st->results = arena_calloc(st->a, (size_t)(op->noperands > 0 ? op->noperands : 1), sizeof(EncVal *));
  for (int i = 0; i < op->noperands; i++) {
    st->results[i] = enc_lookup(st, op, op->operands[i]);
    if (!st->results[i]) return false;
  }
  return enc_mem_at_return(st, op);
}

bool sem_terminator(EncState *st, const IrOp *op) {
  (void)st;
  (void)op;
  return true;
}
