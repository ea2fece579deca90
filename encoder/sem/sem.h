/*
 * sem.h: the semantics table, IrOpKind -> encoder function.
 *
 * Purpose: one place that says which ops have semantics (grep SEM_TABLE in
 * sem_table.c). Every function has the same contract: read the op's operands
 * from the state, bind its results, add UB conditions; return false after
 * recording an unsupported/invalid-input failure in the state (never abort).
 * Ops without an entry are reported as "unsupported op 'NAME' at LOC".
 */
#ifndef TVF_ENCODER_SEM_H
#define TVF_ENCODER_SEM_H

#include "encoder/sem/sem_state.h"

typedef bool (*SemFn)(EncState *st, const IrOp *op);

/* The function for a kind, or NULL when the op has no semantics. */
SemFn sem_lookup(IrOpKind k);
/* Encode one op through the table. */
bool sem_encode_op(EncState *st, const IrOp *op);
/* An encoder state for function f on one side ("src"/"tgt") whose op bodies
 * are encoded through this table (enc_state_init + the dispatcher). */
void sem_state_init(EncState *st, SmtCtx *c, FpDom *fp, Arena *a, const TvOptions *opt, const IrFunc *f,
                    const char *side);
/* Encode a function body whose arguments are already bound (enc_bind).
 * Returns false on a recorded failure. */
bool enc_func(EncState *st);

/* An either-sign zero (sem_tosa.c, docs/DESIGN.md "Nondeterministic
 * results"): result element `elem` of `op` is r, or the other zero when `when`
 * (which implies that r is a zero) holds and the element's choice says so.
 * pref_neg is the sign of the zero MLIR's lowerings are expected to compute
 * (the witness tv.c tries first). r itself under --fp-policy=strict. */
SmtTerm sem_zero_sign_choice(EncState *st, const IrOp *op, int64_t elem, IrElem e, SmtTerm r, SmtTerm when,
                             SmtTerm pref_neg);

/* A fresh choice variable of `sort` recorded in st->choices (names
 * "<side>_<tag>_<n>_"), with the term it is made on (key: tv.c pairs src
 * and tgt choices of one kind on the same key) and its witness value. */
SmtTerm sem_choice_var(EncState *st, const IrOp *op, SmtSort sort, const char *tag, SmtTerm key, SmtTerm wit);

/* sem_tosa.c */
bool sem_tosa_const(EncState *st, const IrOp *op);
bool sem_tosa_const_shape(EncState *st, const IrOp *op);
bool sem_tosa_identity(EncState *st, const IrOp *op);
bool sem_tosa_binary(EncState *st, const IrOp *op); /* add sub mul max min pow logical/bitwise/shift intdiv */
bool sem_tosa_compare(EncState *st, const IrOp *op); /* equal greater greater_equal */
bool sem_tosa_unary(EncState *st,
                    const IrOp *op); /* abs rcp rsqrt exp log floor ceil tanh sigmoid erf sin cos not clz */
bool sem_tosa_negate(EncState *st, const IrOp *op);
bool sem_tosa_clamp(EncState *st, const IrOp *op);
bool sem_tosa_select(EncState *st, const IrOp *op);
bool sem_tosa_cast(EncState *st, const IrOp *op);
bool sem_tosa_move(EncState *st, const IrOp *op); /* transpose reshape slice pad concat tile reverse */
bool sem_tosa_gather(EncState *st, const IrOp *op);
bool sem_tosa_table(EncState *st, const IrOp *op);
bool sem_tosa_reduce(EncState *st, const IrOp *op);
bool sem_tosa_argmax(EncState *st, const IrOp *op);
bool sem_tosa_matmul(EncState *st, const IrOp *op);
bool sem_tosa_conv2d(EncState *st, const IrOp *op); /* conv2d, depthwise_conv2d, conv3d */
bool sem_tosa_pool2d(EncState *st, const IrOp *op); /* max_pool2d and avg_pool2d */
bool sem_tosa_rescale(EncState *st, const IrOp *op);
bool sem_tosa_apply_scale(EncState *st, const IrOp *op);

/* sem_linalg.c */
bool sem_linalg_structured(EncState *st, const IrOp *op); /* generic and every named structured op */
bool sem_linalg_index(EncState *st, const IrOp *op);

/* sem_scf.c */
bool sem_scf_if(EncState *st, const IrOp *op);
bool sem_scf_for(EncState *st, const IrOp *op);
bool sem_affine_for(EncState *st, const IrOp *op);
bool sem_affine_apply(EncState *st, const IrOp *op);
bool sem_affine_index_op(EncState *st, const IrOp *op); /* linearize_index delinearize_index */
/* sem_memref.c (docs/DESIGN.md "Memory") */
bool sem_memref_alloc(EncState *st, const IrOp *op); /* alloc alloca */
bool sem_memref_dealloc(EncState *st, const IrOp *op);
bool sem_memref_get_global(EncState *st, const IrOp *op);
bool sem_global_tensor(EncState *st, const IrOp *op);
bool sem_memref_load(EncState *st, const IrOp *op);  /* memref.load affine.load */
bool sem_memref_store(EncState *st, const IrOp *op); /* memref.store affine.store */
bool sem_memref_view(EncState *st, const IrOp *op);  /* subview cast expand/collapse_shape reinterpret_cast */
bool sem_memref_dim(EncState *st, const IrOp *op);
bool sem_memref_metadata(EncState *st, const IrOp *op); /* extract_strided_metadata, aligned pointer */
bool sem_memref_copy(EncState *st, const IrOp *op);
bool sem_buf_to_tensor(EncState *st, const IrOp *op);
bool sem_buf_to_buffer(EncState *st, const IrOp *op);
bool sem_buf_alloc_tensor(EncState *st, const IrOp *op);
bool sem_buf_materialize(EncState *st, const IrOp *op);
bool sem_buf_clone(EncState *st, const IrOp *op);
bool sem_buf_dealloc(EncState *st, const IrOp *op);
/* sem_tensor.c */
bool sem_tensor_empty(EncState *st, const IrOp *op);
bool sem_storage_cast(EncState *st, const IrOp *op); /* unrealized_conversion_cast, quant.scast */
bool sem_tensor_extract(EncState *st, const IrOp *op);
bool sem_tensor_insert(EncState *st, const IrOp *op);
bool sem_tensor_extract_slice(EncState *st, const IrOp *op);
bool sem_tensor_insert_slice(EncState *st, const IrOp *op);
bool sem_tensor_pad(EncState *st, const IrOp *op);
bool sem_tensor_reshape(EncState *st, const IrOp *op); /* expand_shape collapse_shape cast */
bool sem_tensor_concat(EncState *st, const IrOp *op);
bool sem_tensor_from_elements(EncState *st, const IrOp *op);
bool sem_tensor_generate(EncState *st, const IrOp *op);
bool sem_tensor_dim(EncState *st, const IrOp *op);
bool sem_tensor_splat(EncState *st, const IrOp *op);

/* sem_vector.c (fixed-size vectors are values like static tensors) and ub.poison */
bool sem_ub_poison(EncState *st, const IrOp *op);
bool sem_vector_transfer_read(EncState *st, const IrOp *op);
bool sem_vector_transfer_write(EncState *st, const IrOp *op);
bool sem_vector_move(EncState *st, const IrOp *op); /* broadcast transpose shape_cast */
bool sem_vector_extract(EncState *st, const IrOp *op);
bool sem_vector_insert(EncState *st, const IrOp *op);
bool sem_vector_mask(EncState *st, const IrOp *op); /* constant_mask create_mask */

/* sem_arith.c (arith, math, func) */
bool sem_arith_constant(EncState *st, const IrOp *op);
bool sem_arith_float_binary(EncState *st, const IrOp *op);
bool sem_arith_float_unary(EncState *st, const IrOp *op);
bool sem_arith_int_binary(EncState *st, const IrOp *op);
bool sem_arith_int_unary(EncState *st, const IrOp *op);
bool sem_arith_cmpf(EncState *st, const IrOp *op);
bool sem_arith_cmpi(EncState *st, const IrOp *op);
bool sem_arith_select(EncState *st, const IrOp *op);
bool sem_arith_cast(EncState *st, const IrOp *op);
bool sem_math_fma(EncState *st, const IrOp *op);
bool sem_func_return(EncState *st, const IrOp *op);
bool sem_terminator(EncState *st, const IrOp *op); /* linalg/tensor yield: read by the parent */

#endif
