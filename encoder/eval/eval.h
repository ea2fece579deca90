/*
 * eval.h: the reference interpreter, a concrete evaluator of encoder IR.
 *
 * Purpose: run an IrFunc on concrete tensors with the same semantics the
 * encoder gives it in the exact FP domain (encoder/sem_*.c, written from the
 * TOSA 1.0 pseudo-code and the MLIR dialect docs), so that a counterexample
 * found by the solver can be replayed without Z3 and checked independently,
 * and so that the encoder itself can be property-tested against it
 * (tests/eval/).
 *
 * Values: an EvalTensor is a row-major array of element bit patterns
 * (IEEE bits for floats, two's complement truncated to the width for
 * integers, zero-extended in the uint64_t) plus optional per-element flags:
 *  - poison: the element is poison (LLVM/MLIR sense);
 *  - uninit: the element was never written (tensor.empty); reading it in a
 *    computation is UB, data movement carries the flag, a returned one is
 *    treated as poison;
 *  - approx: the value (or poison flag) depends on a function whose result
 *    the semantics leave implementation-defined (exp, log, tanh, sin, pow,
 *    ...). The interpreter computes those with libm in the op's precision;
 *    inputs for which C99 Annex F / IEEE fixes the result exactly (the
 *    special cases the encoder also pins: exp(-Inf) = +0, log(1) = +0,
 *    pow(x, 0) = 1, ...) are exact and not marked.
 * NaNs are canonical (the positive quiet NaN of the format): payloads and
 * the sign of a NaN are not modelled, as in the encoder's exact domain.
 *
 * Arithmetic: f32/f64 + - * / sqrt fma use the hardware in the format
 * itself (round to nearest even); f16/bf16 compute in double and round once
 * (exact for these operations); fma on f16/bf16 is computed exactly in
 * integers and rounded once.
 *
 * Undefined behaviour (TOSA REQUIRE, division by zero, out-of-bounds
 * indices, reading an uninitialized element) does not stop the evaluation:
 * it is recorded in the result (first reason kept, preferring one that does
 * not depend on an approximation) and the offending op produces some value.
 *
 * Memory (docs/DESIGN.md "Memory", eval_memref.c): memref values are views
 * of blocks (arguments, alloc, alloca, constant globals, to_buffer) with
 * per-element contents and live/writable flags; loads, stores, copies and
 * linalg ops on buffers access them, and an access to a dead block, a
 * read-only block or outside a view or block is UB like any other.
 *
 * Failures: an op or type the interpreter does not model, or IR that breaks
 * a static rule (TOSA ERROR_IF on shapes/attributes), returns
 * TVF_EUNSUPPORTED / TVF_EINPUT with a one-line message in the Diag; too
 * much work returns TVF_ELIMIT. Nothing aborts.
 *
 * Ownership: everything is allocated from the caller's Arena.
 */
#ifndef TVF_ENCODER_EVAL_H
#define TVF_ENCODER_EVAL_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "support/arena.h"
#include "support/diag.h"
#include "support/strbuf.h"

typedef enum EvalKind {
  EVAL_TENSOR, /* ranked tensor (rank may be 0) */
  EVAL_SCALAR, /* bare element */
  EVAL_SHAPE,  /* !tosa.shape<N>: N values in `shape` */
  EVAL_MEMREF  /* a view of a memory block (docs/DESIGN.md "Memory"): no elements of its own */
} EvalKind;

typedef struct EvalTensor {
  EvalKind kind;
  IrElem elem;
  int rank;
  int64_t *dims;  /* rank entries */
  int64_t n;      /* number of elements (0 for shapes) */
  uint64_t *bits; /* n element bit patterns */
  bool *poison;   /* n flags or NULL (none poison) */
  bool *uninit;   /* n flags or NULL (all initialized) */
  bool *approx;   /* n flags or NULL (all exact) */
  int64_t *shape; /* EVAL_SHAPE: rank values */
  /* EVAL_MEMREF: the view; dims/rank are its sizes, n their product, and
   * bits/flags are NULL. The element at indices i is element
   * offset + sum(i_k * strides[k]) of block number `block` (eval_memref.c). */
  int block;
  int64_t offset;
  int64_t *strides; /* rank entries */
} EvalTensor;

typedef struct EvalResult {
  EvalTensor **results; /* func.return operands (a memref: its view's elements at func.return) */
  int nresults;
  /* For each argument that is a memref: its block's contents at func.return
   * (elements of a block that is no longer live read as poison), shaped as
   * the argument's input (ir_memref_input_shape); NULL for other arguments.
   * nargs entries (the function's argument count). */
  EvalTensor **final_args;
  int nargs;
  /* The mutable globals the run used (a program's first call: memref.global
   * and ml_program.global blocks that started at their initializer), their
   * contents at func.return, shaped as the global's type (elements of a
   * block that is no longer live read as poison). */
  const char **global_names;
  EvalTensor **final_globals;
  int nglobals;
  bool ub;               /* some UB condition held */
  bool ub_approx;        /* ...and every one that held depends on an approximated value */
  bool ub_checks_approx; /* some UB condition (held or not) read an approximated value */
  char ub_reason[256];   /* one line naming the op and location of the first UB */
  bool approx;           /* some returned element is approximate */
} EvalResult;

/* A tensor (rank >= 0) or, with kind EVAL_SCALAR, a scalar of element e,
 * all elements +0 / 0, initialized, exact. NULL on OOM. */
EvalTensor *eval_tensor_new(Arena *a, EvalKind kind, IrElem e, int rank, const int64_t *dims);
/* A value of an IR type (tensor or scalar; shapes get rank values). NULL and
 * d set when the type is dynamic, not modelled, or too large. */
EvalTensor *eval_tensor_for_type(Arena *a, const IrType *t, Diag *d);

/* The input of an argument of type t: a value of the type for tensors and
 * scalars; for a memref, a tensor holding its whole block, shaped by
 * ir_memref_input_shape (the view's shape for the identity layout, else
 * [span]). NULL and d set as eval_tensor_for_type. */
EvalTensor *eval_arg_for_type(Arena *a, const IrType *t, Diag *d);

/* Evaluate f on args (f->body->nargs of them, matching the argument types;
 * a memref argument takes its block's contents: a tensor of its input shape,
 * or of the view's element count when the layout is the identity, e.g. the
 * tensor the other function of a pair takes at that position).
 * TVF_OK when the evaluation ran to the end (out filled, UB included);
 * otherwise an error status with d set. Nondeterministic results take
 * their literal value (the pseudo-code's). */
TvfStatus eval_func(const IrFunc *f, EvalTensor **args, Arena *a, EvalResult *out, Diag *d);

/* Nondeterministic results. TOSA lets a zero result of MAXIMUM, MINIMUM,
 * CLAMP, REDUCE_MAX, REDUCE_MIN and MAX_POOL2D have either sign
 * (encoder/sem/sem_tosa.c, top comment), so one input has a SET of results. A
 * choice site is one such result element that is a zero in this run; `pick`
 * (NULL: never) says whether it becomes the other zero. The literal value
 * is the pseudo-code's (pick false). */
typedef struct EvalChoices {
  bool (*pick)(void *ctx, const IrOp *op, int64_t elem);
  void *ctx;
  int nsites; /* out: choice sites met by the last run */
  /* The zero of a TOSA dot product (MATMUL, CONV2D, DEPTHWISE_CONV2D) keeps
   * its literal sign: the reassoc policy's
   * encoding has no choice there (sem_tosa.c dot_zero_choice). */
  bool dot_literal;
  int nan_sites; /* out: of nsites, NaN encodings of arith.bitcast (ev_nan_bits_choice) */
  /* When set, only sites of these ops are choices; every other site keeps
   * its literal result (a caller that looks at one result passes the ops
   * that result depends on: the others cannot change it). */
  const IrOp *const *only_ops;
  int nonly_ops;
} EvalChoices;

/* eval_func with the choice sites resolved by ch (NULL: literal). */
TvfStatus eval_func_choices(const IrFunc *f, EvalTensor **args, EvalChoices *ch, Arena *a, EvalResult *out,
                            Diag *d);

typedef enum EvalExists {
  EVAL_EXISTS_FOUND, /* some resolution was accepted */
  EVAL_EXISTS_NONE,  /* every resolution was run, none accepted */
  EVAL_EXISTS_LIMIT, /* more than max_sites sites: not decided */
  /* every resolution was run, none accepted, but some site was a NaN
   * encoding of which only two members were tried: not decided concretely */
  EVAL_EXISTS_SAMPLED,
  EVAL_EXISTS_ERROR,  /* an evaluation failed (d set) */
  EVAL_EXISTS_TIMEOUT /* the deadline of eval_set_choice_deadline passed: not decided */
} EvalExists;

/* A deadline (tvf_now_ns clock; 0: none) for eval_exists_choice on this
 * thread: past it, an enumeration stops with EVAL_EXISTS_TIMEOUT. Nested
 * enumerations (every tgt resolution against every src resolution) reach
 * 2^24 runs, minutes on a program with a convolution. */
void eval_set_choice_deadline(uint64_t deadline_ns);

/* Is there a resolution of f's choice sites on args under which
 * accept(result) holds? Enumerates every resolution of the sites met
 * (eval_choice.c; sites that appear only under some resolutions are
 * included), at most 2^max_sites runs; scratch memory from a is released
 * between runs, so accept must not keep the result; with `found` non-NULL,
 * the accepted run's result is kept there instead (its memory stays in a).
 * *nsites (may be NULL) receives the number of distinct sites met. */
EvalExists eval_exists_choice(const IrFunc *f, EvalTensor **args, Arena *a, int max_sites, bool dot_literal,
                              const IrOp *const *only_ops, int nonly_ops,
                              bool (*accept)(const EvalResult *res, void *ctx), void *ctx, int *nsites,
                              EvalResult *found, Diag *d);
/* The ops result k of f depends on (its def chains, the ops inside the
 * regions of ops on them, and what those regions read), into *ops (arena);
 * their number, or -1 when k is no result (an argument buffer). */
int eval_result_cone(const IrFunc *f, int k, Arena *a, const IrOp ***ops);

/* Order-independence monitor (this thread): between begin and end, every
 * f32/f64 add, subtract and multiply is checked to have operands and result
 * that are integers of magnitude at most 2^11 (f32) or 2^40 (f64), zeros,
 * infinities or NaN. end returns whether all were. When they were, every
 * sum of at most 8,192 such terms is exact in every order and bracketing
 * (its partial sums stay below 2^24 resp. 2^53), so results computed in
 * the interpreter's fixed order are the results of every order: what
 * lazy_replay.c needs before a concrete run counts under the reassoc
 * policy. Other formats always fail the check. */
void eval_small_int_begin(void);
bool eval_small_int_end(void);

/* Work limit of this thread's evaluations, in element operations (the
 * unit of TVF_ELIMIT; 0 restores the default): callers with a time budget
 * (lazy_replay.c) bound a run before it starts instead of after. */
void eval_set_work_cap(int64_t cap);

/* This thread's evaluations flush every bf16 result computed by arithmetic,
 * a conversion or a math function (not negation or absolute value) that is
 * subnormal to the zero of its sign, and with EVAL_BF16_FLUSH_ALL every bf16
 * argument element too (a widened input that the backend re-rounds): what
 * compiled code does on x86 hosts whose f32 -> bf16 conversion flushes
 * (exec_compare.c). Off by default. */
typedef enum EvalBf16Flush {
  EVAL_BF16_FLUSH_OFF,
  EVAL_BF16_FLUSH_RESULTS,
  EVAL_BF16_FLUSH_ALL
} EvalBf16Flush;
void eval_set_bf16_flush(EvalBf16Flush mode);

/* This thread's evaluations move every approximate libm result (eval.h
 * "approx") by `ulps` ulps, and at least by 2^-(frac+1) when abs_min:
 * mode +1 up, -1 down, 2 in a direction drawn per value from seed; 0 turns
 * it off (the default). The execution oracle measures with it how far later
 * ops carry the error it grants an approximation (exec_compare.c). */
void eval_set_approx_nudge(int mode, int ulps, bool abs_min, uint64_t seed);

/* Does the interpreter have semantics for this op kind? */
bool eval_supports(IrOpKind k);

/* Canonical form of an element value: integers masked to their width,
 * floats with every NaN replaced by the positive quiet NaN. */
uint64_t eval_canonical(IrElem e, uint64_t bits);

/* Value refinement of one defined element: same bits, except that any NaN
 * matches any NaN (+0 and -0 differ). */
bool eval_value_refines(IrElem e, uint64_t src, uint64_t tgt);

/* Printed element: "1.5", "-0", "NaN", "+Inf", "-3", "true"; "poison" /
 * "uninit" when flagged; a trailing "~" marks an approximate value. */
void eval_format_elem(const EvalTensor *t, int64_t i, char *buf, int n);
/* "[1.5, -0, poison]" (or the bare element for scalars); at most max_elems
 * elements, then ", ... (N more)". */
void eval_tensor_print(const EvalTensor *t, StrBuf *out, int64_t max_elems);

#endif
