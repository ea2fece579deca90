/*
 * eval_internal.h: the interpreter's state and helpers shared by the
 * eval_*.c files (private to encoder/eval/).
 *
 * The layout deliberately mirrors encoder/sem/sem_state.h: one EvalState per
 * function evaluation, values indexed by IrValue id, an element view
 * (EvalElem) for elementwise semantics, a driver (ev_map) with the encoder's
 * broadcasting and poison/approx propagation, and sticky failures. Keeping
 * the two shaped alike makes it easy to check, op by op, that the
 * interpreter computes what the encoder encodes.
 */
#ifndef TVF_ENCODER_EVAL_INTERNAL_H
#define TVF_ENCODER_EVAL_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/eval/eval.h"
#include "encoder/fp/fp_ieee.h"
#include "encoder/ir/ir_attr.h"
#include "encoder/ir/ir_elemwise.h"
#include "encoder/ir/ir_view.h"

__extension__ typedef __int128 ev_i128;
__extension__ typedef unsigned __int128 ev_u128;

/* Limits: the interpreter refuses (TVF_ELIMIT) rather than run for minutes. */
#define EVAL_MAX_ELEMENTS ((int64_t)1 << 24) /* per tensor */
#define EVAL_MAX_WORK ((int64_t)1 << 28)     /* element operations per function */
#define EVAL_MAX_RANK 16

/* One element as seen by elementwise semantics. */
typedef struct EvalElem {
  uint64_t v;
  bool poison, uninit, approx;
} EvalElem;

/* One memory block (docs/DESIGN.md "Memory"; the encoder's EncBlock): the
 * contents, a plain liveness flag, and the bookkeeping both semantics keep
 * (encoder/ir/ir_view.h). */
typedef struct EvalBlock {
  IrBlockInfo info; /* first: the block table functions of ir_view.h read it */
  EvalTensor *data; /* rank-1 tensor of the block's elements; its flag arrays always exist */
  bool live;
} EvalBlock;

typedef struct EvalState {
  Arena *a;
  Diag *d;
  const IrFunc *func;
  EvalTensor **vals; /* indexed by IrValue id */
  int nvals;
  TvfStatus fail; /* TVF_OK until the first failure (sticky) */
  /* UB bookkeeping. */
  bool ub;               /* some UB condition held */
  bool ub_exact;         /* one that held does not depend on an approximation */
  bool ub_checks_approx; /* some UB condition read an approximated value */
  char ub_reason[256];
  bool ub_reason_exact;
  EvalTensor **results; /* func.return operands */
  int nresults;
  const int64_t *loop_idx; /* current linalg iteration point */
  int loop_rank;
  int64_t work;         /* element operations done */
  EvalChoices *choices; /* resolution of nondeterministic results, or NULL (literal) */
  /* The op body run now (0: the function's own block) and how many have
   * run: a choice site is keyed by op, element and body run. */
  int64_t body_run, body_runs;
  /* Memory: blocks in creation order, arguments first (eval_memref.c). */
  EvalBlock *mem;
  int nmem, mem_cap;
  /* Set at func.return: see EvalResult.final_args. */
  EvalTensor **final_args;
  /* Set at func.return: see EvalResult.final_globals. */
  const char **global_names;
  EvalTensor **final_globals;
  int nglobals;
  int nargs;
  /* The dispatcher (eval_table.c eval_op): op bodies run through it, so the
   * rules depend on the state, not on the table that lists them. */
  bool (*eval_op)(struct EvalState *st, const IrOp *op);
} EvalState;

/* ---- failures and UB (eval_core.c) ---- */
bool ev_unsupported(EvalState *st, const IrOp *op, const char *fmt, ...) TVF_PRINTF(3, 4);
bool ev_invalid(EvalState *st, const IrOp *op, const char *fmt, ...) TVF_PRINTF(3, 4);
bool ev_failed(const EvalState *st);
/* Record the failed shared rule r (encoder/ir/ir_elemwise.h) as its verdict
 * says; returns false. */
bool ev_rule_failed(EvalState *st, const IrOp *op, const IrRule *r);
/* A UB condition was evaluated on values that are approximate (`approx`)
 * or not; `held` says whether it is true. Mirrors enc_add_ub. */
void ev_ub(EvalState *st, const IrOp *op, bool held, bool approx, const char *what);
/* a * b, saturating at INT64_MAX (work estimates from attacker-sized
 * attributes such as a pooling kernel must not wrap). */
static inline int64_t ev_sat_mul(int64_t a, int64_t b) {
  int64_t r;
  if (a < 0 || b < 0 || __builtin_mul_overflow(a, b, &r)) return INT64_MAX;
  return r;
}
/* Count work; false (TVF_ELIMIT recorded) past EVAL_MAX_WORK. */
bool ev_work(EvalState *st, const IrOp *op, int64_t n);

/* ---- values ---- */
EvalTensor *ev_new(EvalState *st, const IrOp *op, EvalKind kind, IrElem e, int rank, const int64_t *dims);
EvalTensor *ev_for_type(EvalState *st, const IrOp *op, const IrType *t);
EvalTensor *ev_scalar(EvalState *st, IrElem e);
EvalElem ev_get(const EvalTensor *t, int64_t i);
void ev_set(EvalState *st, EvalTensor *t, int64_t i, EvalElem e);
EvalElem ev_elem(uint64_t v); /* plain: defined, initialized, exact */
/* Read for a computation: an uninitialized element is UB. */
EvalElem ev_read(EvalState *st, const IrOp *op, const EvalTensor *t, int64_t i);
EvalTensor *ev_lookup(EvalState *st, const IrOp *op, const IrValue *v);
void ev_bind(EvalState *st, const IrValue *v, EvalTensor *t);
EvalTensor *ev_operand(EvalState *st, const IrOp *op, int i);
EvalTensor *ev_result(EvalState *st, const IrOp *op);
int64_t ev_flat(int rank, const int64_t *dims, const int64_t *idx);
void ev_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx);

/* ---- integers: values are kept masked to their width ---- */
static inline uint64_t ev_mask(int w) { return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1; }
static inline int64_t ev_sext(uint64_t v, int w) {
  if (w >= 64) return (int64_t)v;
  v &= ev_mask(w);
  if ((v >> (w - 1)) & 1) v |= ~ev_mask(w);
  return (int64_t)v;
}
static inline uint64_t ev_trunc(uint64_t v, int w) { return v & ev_mask(w); }
static inline int64_t ev_smin(int w) { return w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1)); }
static inline int64_t ev_smax(int w) { return w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1; }
static inline bool ev_fits_signed(ev_i128 x, int w) { return x >= ev_smin(w) && x <= ev_smax(w); }
/* Resize as smt_bv_resize: sign/zero extension or truncation. */
static inline uint64_t ev_resize(uint64_t v, int from_w, int to_w, bool is_signed) {
  uint64_t x = is_signed ? (uint64_t)ev_sext(v, from_w) : ev_trunc(v, from_w);
  return ev_trunc(x, to_w);
}
/* SMT-LIB division semantics (defined for every input, so UB paths never
 * trap in C): x/0 = all ones (udiv) or +-1 (sdiv), x%0 = x. */
uint64_t ev_sdiv(uint64_t a, uint64_t b, int w);
uint64_t ev_udiv(uint64_t a, uint64_t b, int w);
uint64_t ev_srem(uint64_t a, uint64_t b, int w);
uint64_t ev_urem(uint64_t a, uint64_t b, int w);
uint64_t ev_shl(uint64_t a, uint64_t b, int w);  /* b unsigned; >= w gives 0 */
uint64_t ev_lshr(uint64_t a, uint64_t b, int w); /* b unsigned; >= w gives 0 */
uint64_t ev_ashr(uint64_t a, uint64_t b, int w); /* b unsigned; >= w gives the sign fill */
uint64_t ev_clz(uint64_t a, int w);
uint64_t ev_ctz(uint64_t a, int w);
uint64_t ev_popcount(uint64_t a, int w);

/* ---- floats (eval_fp.c); every result is canonical ---- */
const FpFmt *ev_fmt(IrElem e);
uint64_t ev_fcanon(IrElem e, uint64_t bits);
/* r flushed as eval_set_bf16_flush says (unchanged when off or not bf16):
 * for results computed outside ev_fbin/ev_fun, such as TOSA's MINIMUM. */
uint64_t ev_bf16_flush(IrElem e, uint64_t r);
/* An argument element under the flush mode (EVAL_BF16_FLUSH_ALL only). */
uint64_t ev_bf16_flush_arg(IrElem e, uint64_t r);
/* An argument's element as the function sees it: under the bf16 flush
 * (eval_set_bf16_flush) a bf16 subnormal argument is the zero of its sign
 * too, as a host that re-rounds widened bf16 inputs computes it. */
EvalElem ev_arg_elem(IrElem e, const EvalTensor *t, int64_t i);
bool ev_fis_nan(IrElem e, uint64_t b);
bool ev_fis_inf(IrElem e, uint64_t b);
bool ev_fis_zero(IrElem e, uint64_t b);
bool ev_fsign(IrElem e, uint64_t b); /* sign bit (false for the canonical NaN) */
/* Bits of a double in format e (round to nearest even; NaN canonical). */
uint64_t ev_fconst(IrElem e, double v);
/* The dot-product nudge of eval_set_approx_nudge (eval_fp.c): is it on, and
 * r (a float dot product of ks terms whose absolute values add up to bnd,
 * plus a bias when bias) moved within TOSA's dot-product accuracy bound. */
bool ev_dot_nudge_on(void);
uint64_t ev_dot_nudge(IrElem out_e, IrElem acc_e, uint64_t r, double bnd, int64_t ks, bool bias);
/* Binary op; *approx (may be NULL) is set when the result comes from libm
 * and is not fixed by IEEE/Annex F (pow only). */
uint64_t ev_fbin(IrElem e, FpBin op, uint64_t a, uint64_t b, bool *approx);
/* Unary op; *approx set for transcendental results not fixed by Annex F. */
uint64_t ev_fun(IrElem e, FpUn op, uint64_t a, bool *approx);
uint64_t ev_ffma(IrElem e, uint64_t a, uint64_t b, uint64_t c);
bool ev_fcmp(IrElem e, FpCmp pred, uint64_t a, uint64_t b);
uint64_t ev_fconvert(IrElem from, IrElem to, uint64_t a);
/* Integer bits of width ir_elem_bits(ie) to float (RNE). */
uint64_t ev_ffrom_int(IrElem ie, bool is_signed, IrElem to, uint64_t v);
/* Float to an integer of `width` bits rounded with rm; *in_range false for
 * NaN, Inf and out-of-range values (the returned bits are then 0). */
uint64_t ev_fto_int(IrElem e, uint64_t a, int width, bool is_signed, SmtRm rm, bool *in_range);

/* The either-sign zero of MAXIMUM, MINIMUM, CLAMP, REDUCE_MAX/MIN and
 * MAX_POOL2D (eval_tosa.c; sem_tosa.c zero_sign_choice): r itself unless r
 * is a zero, which is a choice site of st->choices (counted, and flipped
 * to the other zero when its pick says so). */
uint64_t ev_zero_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t r);
/* The result of an op checked against an absolute error bound of at least
 * 2^-(frac+1) (TOSA TANH, SIN, ERF): a zero result may have either sign
 * (ev_zero_choice), and an approximate one within the bound of zero may be
 * that zero (the same site). Only the enumeration of choices sees the
 * second (confirmation, the execution oracle); the symbolic semantics keep
 * such values uninterpreted, which is never a miscompile there. */
uint64_t ev_abs_bound_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t r, bool approx);
/* The bits of NaN b of type e through arith.bitcast (sem_arith.c
 * bitcast_elem): some NaN encoding. Without choices (or a pick) b's own
 * encoding; otherwise a choice site (counted in nsites and nan_sites) whose
 * pick selects the all-ones NaN over the quiet NaN, the two members the
 * encoder's test hook fixes. */
uint64_t ev_nan_bits_choice(EvalState *st, const IrOp *op, int64_t elem, IrElem e, uint64_t b);

/* Attributes are read with encoder/ir/ir_attr.h, as the encoder reads them. */
/* Value of a constant attribute (DENSE, INT, BOOL, FLOAT, INTS) of type t
 * (the element bits are ir_elemwise.h ir_const_elem's). */
EvalTensor *ev_const_value(EvalState *st, const IrOp *op, const IrAttr *a, const IrType *t);

/* ---- elementwise driver ---- */
typedef bool (*EvalElemFn)(EvalState *st, const IrOp *op, const EvalElem *in, EvalElem *out, void *ctx);
typedef enum EvalBroadcast {
  EV_SAME_SHAPE = IR_SAME_SHAPE,
  EV_TOSA_BROADCAST = IR_TOSA_BROADCAST
} EvalBroadcast;
/* out[i] = fn(ins...) with the encoder's enc_map rules (the shapes and
 * broadcasting of ir_elemwise.h): inputs read (UB if uninitialized), out
 * arrives with poison = OR and approx = OR of inputs. */
bool ev_map(EvalState *st, const IrOp *op, EvalTensor **ins, int nin, EvalTensor *out, EvalBroadcast bc,
            EvalElemFn fn, void *ctx);

/* ---- memory (eval_memref.c) ---- */
/* Bind argument `arg` (a static memref type) to a new argument block holding
 * `input` (eval.h eval_func). False with a failure recorded otherwise. */
bool ev_bind_memref_arg(EvalState *st, const IrValue *arg, const EvalTensor *input);
/* At func.return: memref results become snapshots of their views, and
 * st->final_args is filled. */
bool ev_mem_at_return(EvalState *st, const IrOp *op);
/* The elements of view m as a tensor (UB unless its block is live and
 * holds every element of the view). */
EvalTensor *ev_mem_snapshot(EvalState *st, const IrOp *op, const EvalTensor *m);
/* Write t (m's element count) into view m (UB unless the block is live,
 * writable and holds the view). */
bool ev_mem_write(EvalState *st, const IrOp *op, const EvalTensor *m, const EvalTensor *t);
/* Operand k as a concrete integer the way the encoder requires constants:
 * a scalar that is not poison (sign-extended). */
bool ev_const_operand(EvalState *st, const IrOp *op, int k, int64_t *out);

/* ---- driver (eval_core.c) ---- */
bool ev_block_ops(EvalState *st, const IrBlock *b, bool include_terminator);

/* ---- op semantics; same contract as the encoder's SemFn ---- */
typedef bool (*EvalFn)(EvalState *st, const IrOp *op);

/* eval_tosa.c */
bool ev_tosa_const(EvalState *st, const IrOp *op);
bool ev_tosa_identity(EvalState *st, const IrOp *op);
bool ev_tosa_binary(EvalState *st, const IrOp *op);
bool ev_tosa_compare(EvalState *st, const IrOp *op);
bool ev_tosa_unary(EvalState *st, const IrOp *op);
bool ev_tosa_negate(EvalState *st, const IrOp *op);
bool ev_tosa_clamp(EvalState *st, const IrOp *op);
bool ev_tosa_select(EvalState *st, const IrOp *op);
bool ev_tosa_cast(EvalState *st, const IrOp *op);
bool ev_tosa_move(EvalState *st, const IrOp *op); /* transpose reshape slice pad concat tile reverse */
bool ev_tosa_gather(EvalState *st, const IrOp *op);
bool ev_tosa_table(EvalState *st, const IrOp *op);
bool ev_tosa_reduce(EvalState *st, const IrOp *op);
bool ev_tosa_argmax(EvalState *st, const IrOp *op);
bool ev_tosa_matmul(EvalState *st, const IrOp *op);
bool ev_tosa_conv2d(EvalState *st, const IrOp *op);
bool ev_tosa_pool2d(EvalState *st, const IrOp *op);
bool ev_tosa_rescale(EvalState *st, const IrOp *op);
bool ev_tosa_apply_scale(EvalState *st, const IrOp *op);

/* eval_linalg.c */
bool ev_linalg_structured(EvalState *st, const IrOp *op);
bool ev_linalg_index(EvalState *st, const IrOp *op);

/* eval_tensor.c */
bool ev_tensor_empty(EvalState *st, const IrOp *op);
bool ev_tensor_extract(EvalState *st, const IrOp *op);
bool ev_tensor_insert(EvalState *st, const IrOp *op);
bool ev_tensor_extract_slice(EvalState *st, const IrOp *op);
bool ev_tensor_insert_slice(EvalState *st, const IrOp *op);
bool ev_tensor_pad(EvalState *st, const IrOp *op);
bool ev_tensor_reshape(EvalState *st, const IrOp *op);
bool ev_storage_cast(EvalState *st, const IrOp *op); /* unrealized_conversion_cast, quant.scast */
bool ev_tensor_concat(EvalState *st, const IrOp *op);
bool ev_tensor_from_elements(EvalState *st, const IrOp *op);
bool ev_tensor_generate(EvalState *st, const IrOp *op);
bool ev_tensor_dim(EvalState *st, const IrOp *op);
/* eval_scf.c */
bool ev_scf_if(EvalState *st, const IrOp *op);
bool ev_scf_for(EvalState *st, const IrOp *op);
bool ev_affine_for(EvalState *st, const IrOp *op);

/* eval_memref.c */
bool ev_memref_alloc(EvalState *st, const IrOp *op); /* alloc, alloca */
bool ev_memref_dealloc(EvalState *st, const IrOp *op);
bool ev_memref_get_global(EvalState *st, const IrOp *op);
bool ev_global_tensor(EvalState *st, const IrOp *op);
bool ev_memref_load(EvalState *st, const IrOp *op);  /* memref.load, affine.load */
bool ev_memref_store(EvalState *st, const IrOp *op); /* memref.store, affine.store */
bool ev_memref_view(EvalState *st, const IrOp *op);  /* subview cast expand collapse reinterpret_cast */
bool ev_memref_dim(EvalState *st, const IrOp *op);
bool ev_memref_metadata(EvalState *st, const IrOp *op); /* extract_strided_metadata, aligned pointer */
bool ev_memref_copy(EvalState *st, const IrOp *op);
bool ev_buf_to_tensor(EvalState *st, const IrOp *op);
bool ev_buf_to_buffer(EvalState *st, const IrOp *op);
bool ev_buf_alloc_tensor(EvalState *st, const IrOp *op);
bool ev_buf_materialize(EvalState *st, const IrOp *op);
bool ev_buf_clone(EvalState *st, const IrOp *op);
bool ev_buf_dealloc(EvalState *st, const IrOp *op);
bool ev_affine_apply(EvalState *st, const IrOp *op);
bool ev_affine_index_op(EvalState *st, const IrOp *op); /* linearize_index delinearize_index */
bool ev_tensor_splat(EvalState *st, const IrOp *op);

/* eval_vector.c (fixed-size vectors are EVAL_TENSOR values) and ub.poison */
bool ev_ub_poison(EvalState *st, const IrOp *op);
bool ev_vector_transfer_read(EvalState *st, const IrOp *op);
bool ev_vector_transfer_write(EvalState *st, const IrOp *op);
bool ev_vector_move(EvalState *st, const IrOp *op); /* broadcast transpose shape_cast */
bool ev_vector_extract(EvalState *st, const IrOp *op);
bool ev_vector_insert(EvalState *st, const IrOp *op);
bool ev_vector_mask(EvalState *st, const IrOp *op); /* constant_mask create_mask */

/* eval_arith.c */
bool ev_arith_constant(EvalState *st, const IrOp *op);
bool ev_arith_float_binary(EvalState *st, const IrOp *op);
bool ev_arith_float_unary(EvalState *st, const IrOp *op);
bool ev_arith_int_binary(EvalState *st, const IrOp *op);
bool ev_arith_int_unary(EvalState *st, const IrOp *op);
bool ev_arith_cmpf(EvalState *st, const IrOp *op);
bool ev_arith_cmpi(EvalState *st, const IrOp *op);
bool ev_arith_select(EvalState *st, const IrOp *op);
bool ev_arith_cast(EvalState *st, const IrOp *op);
bool ev_math_fma(EvalState *st, const IrOp *op);

#endif
