/*
 * sem_state.h: the encoding state shared by every op semantics function.
 *
 * Purpose: one EncState encodes one function (src or tgt) into SMT terms.
 * A tensor value is explicit: a row-major C array of element terms plus
 * optional per-element Bool arrays for poison and for "uninitialized"
 * (tensor.empty), and a per-element C flag telling whether the element's
 * value or poison depends on an approximation (an uninterpreted function for
 * a transcendental, pow or an abstract-domain cast; Alive2's
 * doesApproximation). Shapes are static; index computations are concrete
 * because every loop is unrolled in C.
 *
 * Value representation: integers (i1 .. i64, index) are bit-vectors of their
 * width (i1 is a 1-bit vector, index 64 bits); floats are terms of the
 * FpDom's sort. !tosa.shape values are concrete int64 arrays.
 *
 * Failure contract: semantics functions never abort. An unsupported
 * construct or an invalid input is recorded once in the state (first one
 * wins, sticky) with a one-line message naming the op and its location, and
 * the function returns false; callers stop encoding at the first failure.
 * Runtime UB (TOSA REQUIRE, division by zero, out-of-bounds index) is
 * accumulated as a Bool in `ub`; static ERROR_IF violations are
 * TV_INVALID_INPUT.
 *
 * Uninitialized elements: reading one in a computation (an op body, a TOSA
 * compute op, tensor.extract) is UB; pure data movement (tensor reshapes,
 * slices, inserts, concat, cast) carries the flag along; a returned
 * uninitialized element is treated as poison (src: anything allowed; tgt:
 * more poisonous than a defined src element).
 */
#ifndef TVF_ENCODER_STATE_H
#define TVF_ENCODER_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/fp/fpdom.h"
#include "encoder/ir/ir.h"
#include "encoder/ir/ir_attr.h"
#include "encoder/ir/ir_elemwise.h"
#include "encoder/ir/ir_view.h"
#include "encoder/smt/smt.h"
#include "encoder/verdict/verdict.h"
#include "support/arena.h"

typedef enum EncKind {
  ENC_TENSOR, /* ranked tensor (rank may be 0) */
  ENC_SCALAR, /* bare element: rank 0, one element */
  ENC_SHAPE,  /* !tosa.shape<N>: concrete values in `shape` */
  ENC_MEMREF  /* a view of a memory block (docs/DESIGN.md "Memory"): no element terms */
} EncKind;

/* One element of a value, as seen by elementwise semantics. */
typedef struct EncElem {
  SmtTerm v;      /* value term */
  SmtTerm poison; /* Bool; smt_false when never poison */
  SmtTerm uninit; /* Bool; smt_false when initialized */
  bool approx;    /* value/poison depends on an approximation */
} EncElem;

typedef struct EncVal {
  EncKind kind;
  IrElem elem;
  int rank;
  int64_t *dims;   /* rank entries (static) */
  int64_t n;       /* number of elements */
  SmtTerm *v;      /* n value terms */
  SmtTerm *poison; /* n Bool terms, or NULL (never poison) */
  SmtTerm *uninit; /* n Bool terms, or NULL (fully initialized) */
  bool *approx;    /* n flags, or NULL (nothing approximated) */
  int64_t *shape;  /* ENC_SHAPE: rank concrete values */
  /* ENC_MEMREF: the view; dims/rank are its sizes, n their product. */
  int block;        /* index into EncState.mem */
  int64_t offset;   /* in block elements */
  int64_t *strides; /* rank entries */
} EncVal;

/* One memory block (docs/DESIGN.md "Memory"). Contents are an ENC_TENSOR of
 * rank 1 whose elements are the block's; `live` is a Bool term (a
 * bufferization.dealloc under a symbolic condition frees conditionally);
 * the rest is the bookkeeping both semantics keep (encoder/ir/ir_view.h). */
typedef struct EncBlock {
  IrBlockInfo info; /* first: the block table functions of ir_view.h read it */
  EncVal *data;     /* rank-1 tensor of the block's elements */
  SmtTerm live;
} EncBlock;

typedef struct EncState {
  SmtCtx *c;
  FpDom *fp;
  Arena *a;
  const TvOptions *opt;
  const char *side; /* "src" / "tgt", used in messages and fresh names */
  const IrFunc *func;
  EncVal **vals; /* indexed by IrValue id */
  int nvals;
  SmtTerm ub;     /* accumulated undefined behaviour (Bool) */
  bool ub_approx; /* some UB condition depends on an approximated value */
  /* Sticky failure: TV_UNSUPPORTED or TV_INVALID_INPUT, message in msg. */
  TvVerdict fail;
  char msg[512];
  bool has_fp_reduction; /* an FP accumulation (reduction, contraction, pool) was encoded */
  /* Refinement level of this encoding (tv.h, docs/FORMATS.md): 0 = strict FP
   * accumulations are folds of uninterpreted steps (fp_acc_step_uf), 1 = the
   * precise ordered folds, 2 = exact IEEE domain (same encoding as 1). */
  int level;
  bool used_level0;   /* a level-0 abstraction was encoded (level 1 would differ) */
  FpReassoc *reassoc; /* TV_POLICY_REASSOC: multiset sums/products, shared by src and tgt */
  EncVal **results;   /* func.return operands (a memref result: its view's elements at return) */
  int nresults;
  /* Memory: blocks in creation order, arguments first. */
  EncBlock *mem;
  int nmem, mem_cap;
  /* At func.return, for each argument that is a memref: its block's
   * contents then (elements of a block that is not live read as poison),
   * shaped as the argument's input (ir_memref_input_shape); NULL for other
   * arguments. nargs entries. */
  EncVal **final_args;
  int nargs;
  SmtTerm false_term, true_term;
  const int64_t *loop_idx; /* current linalg iteration point (linalg.index) */
  int loop_rank;
  /* Nondeterministic choices of this side (sem_tosa.c: a zero result of
   * MAXIMUM, MINIMUM, CLAMP, REDUCE_MAX/MIN or MAX_POOL2D may have either
   * sign): fresh Bool constants, at most one per result element. tv.c
   * quantifies src's universally in the refinement query (tgt must match
   * some allowed src result); tgt's stay free (any tgt result must match). */
  SmtTerm *choices;
  SmtTerm *choice_keys; /* choices[i] picks between choice_keys[i] and the other zero */
  SmtTerm *choice_wit;  /* the value of choices[i] that gives the IEEE 754-2019 zero */
  int nchoices, choices_cap;
  /* Testing hook (tests/eval): when set, the choice of result element
   * `elem` of `op` is the constant it returns instead of a fresh variable. */
  bool (*choice_fixed)(void *ctx, const IrOp *op, int64_t elem);
  void *choice_ctx;
  /* The dispatcher (sem.h sem_encode_op, installed by sem_state_init): op
   * bodies are encoded through it, so the rules depend on the state, not on
   * the table that lists them. */
  bool (*encode_op)(struct EncState *st, const IrOp *op);
} EncState;

/* ---- state ---- */
/* A state without a dispatcher: the semantics' entry sem_state_init
 * (sem.h) is what callers use. */
void enc_state_init(EncState *st, SmtCtx *c, FpDom *fp, Arena *a, const TvOptions *opt, const IrFunc *f,
                    const char *side);
/* Record an unsupported construct / an invalid input (first one wins).
 * Always returns false so `return enc_unsupported(...)` works. */
bool enc_unsupported(EncState *st, const IrOp *op, const char *fmt, ...) TVF_PRINTF(3, 4);
bool enc_invalid(EncState *st, const IrOp *op, const char *fmt, ...) TVF_PRINTF(3, 4);
bool enc_failed(const EncState *st);
/* Record the failed shared rule r (encoder/ir/ir_elemwise.h) as its verdict
 * says; returns false. */
bool enc_rule_failed(EncState *st, const IrOp *op, const IrRule *r);
/* Add a UB condition (Bool). `approx` marks it as depending on approximations. */
void enc_add_ub(EncState *st, SmtTerm cond, bool approx);

/* ---- values ---- */
/* Allocate a value of the given kind/element/shape with n = prod(dims);
 * element terms are left null. NULL (and a failure recorded) when the type
 * is dynamic or exceeds opt->max_elements. */
EncVal *enc_val_new(EncState *st, const IrOp *op, EncKind kind, IrElem e, int rank, const int64_t *dims);
/* Allocate a value for an IR type (tensor or scalar); checks static shape,
 * element type support and the element limit. */
EncVal *enc_val_for_type(EncState *st, const IrOp *op, const IrType *t);
/* Shape of one scalar. */
EncVal *enc_scalar_new(EncState *st, IrElem e);
/* Is this element type modelled? Records unsupported (naming the type text)
 * when not. */
bool enc_check_type(EncState *st, const IrOp *op, const IrType *t);

EncElem enc_get(const EncState *st, const EncVal *v, int64_t i);
/* Store element i (lazily allocates poison/uninit/approx arrays). */
void enc_set(EncState *st, EncVal *v, int64_t i, EncElem e);
/* Element with a plain value (not poison, initialized, exact). */
EncElem enc_elem(const EncState *st, SmtTerm v);

EncVal *enc_lookup(EncState *st, const IrOp *op, const IrValue *v);
void enc_bind(EncState *st, const IrValue *v, EncVal *val);

/* Read an element for a computation: uninitialized -> UB. */
EncElem enc_read(EncState *st, const EncVal *v, int64_t i);

/* Row-major helpers (concrete). */
int64_t enc_flat(int rank, const int64_t *dims, const int64_t *idx);
void enc_unflat(int rank, const int64_t *dims, int64_t flat, int64_t *idx);

/* ---- memory (sem_memref.c) ---- */
/* Bind argument `arg` (a static memref type) to a new ENC_BLOCK_ARG block
 * whose contents are `input` (shaped as ir_memref_input_shape, or any tensor
 * of the view's element count when the layout is the identity). False with a
 * failure recorded when the type is not a static memref. */
bool enc_bind_memref_arg(EncState *st, const IrValue *arg, const EncVal *input);
/* The view's elements now, as a tensor of its sizes (UB unless the block is
 * live). */
EncVal *enc_mem_snapshot(EncState *st, const IrOp *op, const EncVal *view);
/* Write a tensor of the view's element count into the view (UB unless the
 * block is live and writable). */
bool enc_mem_write(EncState *st, const IrOp *op, const EncVal *view, const EncVal *t);
/* At func.return: memref results become snapshots of their views; fill
 * final_args. */
bool enc_mem_at_return(EncState *st, const IrOp *op);

/* ---- small term helpers ---- */
bool enc_is_false(const EncState *st, SmtTerm b);
bool enc_is_true(const EncState *st, SmtTerm b);
SmtTerm enc_or(EncState *st, SmtTerm a, SmtTerm b); /* folds constants */
/* The 64-bit term of affine expression e on vals (ndims dims, then
 * symbols), with affine's rounding (floordiv/ceildiv toward -/+ infinity,
 * mod of the divisor's sign); *ub gets the division-by-zero and overflow
 * conditions or'ed in. The null term for a malformed expression. */
SmtTerm enc_affine_term(EncState *st, const IrAffineExpr *e, const SmtTerm *vals, int nvals, int ndims,
                        SmtTerm *ub);
SmtTerm enc_and(EncState *st, SmtTerm a, SmtTerm b); /* folds constants */
/* Constant integer value of a bit-vector term after simplification. */
bool enc_const_int(EncState *st, SmtTerm t, int64_t *out);
/* i1 bit-vector <-> Bool */
SmtTerm enc_bool_of_i1(EncState *st, SmtTerm bv1);
SmtTerm enc_i1_of_bool(EncState *st, SmtTerm b);
SmtTerm enc_int_const(EncState *st, IrElem e, int64_t v);
/* Float constant from a double (exact for the values used: 0, 1, ...). */
SmtTerm enc_float_const(EncState *st, IrElem e, double v);
uint64_t enc_float_bits(IrElem e, double v);

/* fpdom_bin with commutative operations (add, mul, IEEE minimum/maximum,
 * minNum/maxNum) put in a canonical operand order, so that x+y and y+x are
 * the same hash-consed term (IEEE-754 guarantees the same result; NaN
 * payloads are not observed). Marks approximation in *approx when given.
 * Under the reassoc policy add, sub (x + -y) and mul are multiset
 * sums/products (fp_reassoc_fold): nested sums flatten, so any bracketing
 * and order of the same operands gives the same term. */
SmtTerm enc_fp_bin(EncState *st, IrElem e, FpBin op, SmtTerm a, SmtTerm b, bool *approx);
SmtTerm enc_fp_fma(EncState *st, IrElem e, SmtTerm a, SmtTerm b, SmtTerm c);

/* ---- FP accumulations (reductions, dot products, pools) ----
 * One accumulation, encoded according to the policy and level:
 *  - reassoc policy: the multiset of operands (fp_reassoc_fold), at any level;
 *  - strict, level 0: a fold of uninterpreted steps (fp_acc_step_uf);
 *  - strict, level >= 1: the ordered IEEE fold acc = acc + x (acc * x for a
 *    product, acc + a*b for a dot product) starting from init, exactly the
 *    order the spec's pseudo-code (or the loop nest) gives.
 * Usage: enc_acc_begin, enc_acc_push per operand in order, enc_acc_end.
 * acc.approx tells whether the value depends on an approximation; poison
 * stays the caller's business. */
typedef enum EncAccKind { ENC_ACC_SUM, ENC_ACC_PROD, ENC_ACC_DOT } EncAccKind;

typedef struct EncAcc {
  EncAccKind kind;
  IrElem e;
  int mode;    /* encoding picked by enc_acc_begin (private) */
  SmtTerm v;   /* running value (ordered modes) */
  SmtTerm *xs; /* operands so far (reassoc mode) */
  int n, cap;
  bool approx; /* the value depends on an approximation */
  /* reassoc mode: leave the init out of the multiset when terms follow
   * (TvOptions.dot_start_free) */
  bool drop_init;
} EncAcc;

void enc_acc_begin(EncState *st, EncAcc *acc, EncAccKind kind, IrElem e, SmtTerm init);
/* Next operand: x for sums/products, the pair (x, y) meaning x*y for dot
 * products (y ignored otherwise). */
void enc_acc_push(EncState *st, EncAcc *acc, SmtTerm x, SmtTerm y);
SmtTerm enc_acc_end(EncState *st, EncAcc *acc);
/* Does the accumulation kind get a special encoding in this state (reassoc
 * policy or level 0)? False means enc_acc_* is today's ordered fold, so
 * callers may keep their generic code path. */
bool enc_acc_special(const EncState *st);

/* Does this FP operation use an uninterpreted function in the current
 * domain (an approximation)? Under the reassoc policy add, sub and mul are
 * approximations in every domain (multiset sums go through an
 * uninterpreted function). */
bool enc_fp_un_approx(const EncState *st, FpUn op);
bool enc_fp_bin_approx(const EncState *st, FpBin op);
bool enc_fp_cast_approx(const EncState *st);

/* ---- attributes: the typed readers are encoder/ir/ir_attr.h ---- */
const IrAttr *enc_attr(const IrOp *op, const char *name);

/* ---- elementwise driver ---- */
/* Scalar semantics of one output element. `in` are the (already read)
 * input elements; `out` arrives with poison = OR of input poisons and
 * approx = OR of input approx flags; the function sets out->v and may add
 * poison/approx or UB (enc_add_ub). Return false after recording a failure. */
typedef bool (*EncElemFn)(EncState *st, const IrOp *op, const EncElem *in, EncElem *out, void *ctx);

typedef enum EncBroadcast {
  ENC_SAME_SHAPE = IR_SAME_SHAPE,        /* arith/math: operands have the result's shape (or are scalars) */
  ENC_TOSA_BROADCAST = IR_TOSA_BROADCAST /* TOSA: equal rank, size-1 dims broadcast; ERROR_IF otherwise */
} EncBroadcast;

/* out[i] = fn(ins[0][j0], ..., ins[nin-1][jk]) for every element of `out`,
 * with the shape rules and broadcasting of encoder/ir/ir_elemwise.h.
 * Reading an uninitialized element is UB. */
bool enc_map(EncState *st, const IrOp *op, EncVal **ins, int nin, EncVal *out, EncBroadcast bc, EncElemFn fn,
             void *ctx);

/* Dynamic selection among candidate elements cand[0..count) of `v` by an
 * index term (value j picks cand[j]); out-of-range handling (UB) is the
 * caller's. Reading the selected element when it is uninitialized is UB. */
EncElem enc_select_dynamic(EncState *st, const EncVal *v, const int64_t *cand, int64_t count, SmtTerm index);

/* Value of a constant attribute (DENSE, INT, BOOL, FLOAT, INTS) of type t
 * (the element bits are ir_elemwise.h ir_const_elem's). */
EncVal *enc_const_value(EncState *st, const IrOp *op, const IrAttr *a, const IrType *t);

/* ---- FP value counting (abstract-domain widths) ---- */
/* Adds an over-approximation of the number of FP values per element type the
 * function can observe to counts[]. */
void enc_count_fp_values(const IrFunc *f, long counts[IR_ELEM_COUNT]);

/* ---- op bodies ---- */
/* Encode one op through the state's dispatcher (st->encode_op). */
bool enc_encode_op(EncState *st, const IrOp *op);
/* Encode the ops of a block (not its terminator unless include_terminator);
 * used for op bodies. */
bool enc_block_ops(EncState *st, const IrBlock *b, bool include_terminator);

#endif
