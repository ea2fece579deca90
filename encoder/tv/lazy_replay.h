/*
 * lazy_replay.h: concrete confirmation of lazy-mode counterexamples.
 *
 * Purpose: the lazy mode (lazy.h) finds a counterexample as one output
 * element at model coordinates plus the few argument entries its cone
 * reads. Confirming it in the exact FP domain means re-solving the whole
 * symbolic pair with bit-blasted floats, which times out on wide sums; the
 * reference interpreter (encoder/eval/) instead runs both functions on one
 * concrete input in milliseconds even at 200,000 elements. This module
 * completes the model's entries into whole input tensors (every other entry
 * a fill value: only the read entries can influence the element), runs the
 * interpreter and keeps the verdict only if the concrete outputs violate
 * refinement AT the model's element, for every resolution of src's
 * either-sign zero choice sites in that element's cone. An abstract model
 * has no IEEE values for its non-special floats; they are guessed (small
 * numbers of the model's sign, ordered like its codes), and the concrete run
 * alone decides, so a bad guess costs completeness, never soundness.
 */
#ifndef TVF_ENCODER_LAZY_REPLAY_H
#define TVF_ENCODER_LAZY_REPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/ir/ir.h"
#include "encoder/verdict/verdict.h"
#include "support/arena.h"

#define LAZY_CEX_MAX_RANK 16
/* Choice sites of src enumerated (2^this evaluations at most). */
#define LAZY_REPLAY_MAX_SITES 10

/* One argument's entries pinned by the model. */
typedef struct LazyCexArg {
  int n;
  int64_t *flat;  /* row-major index into the argument */
  uint64_t *bits; /* IEEE bits / two's complement */
  bool *guessed;  /* a non-special abstract float: bits are a guess */
} LazyCexArg;

/* A lazy counterexample in concrete terms. */
typedef struct LazyCex {
  bool valid;
  /* No model: the read entries are only positions (lazy screening, below);
   * only the model-free value patterns are tried. */
  bool model_free;
  bool exact_model; /* the model is the exact domain's (faithful IEEE values) */
  TvStage stage;    /* poison or value */
  int out_index;    /* result */
  int rank;
  int64_t coords[LAZY_CEX_MAX_RANK];
  int nargs;
  LazyCexArg *args;
  /* src's choice sites in the element's cone: (op, flat element of its
   * result), from the lazy encoding's choice variables. */
  int nsites;
  const IrOp **site_op;
  int64_t *site_elem;
} LazyCex;

/* Replay cx on src and tgt within budget_ms (0: no limit beyond o's
 * deadline). TV_MISCOMPILE when a concrete violation at the element is
 * found (r->concrete filled, reproduced); otherwise TV_INCONCLUSIVE with
 * r->concrete.note saying why (r->message untouched). Under the reassoc
 * policy a run counts only when every sum in it is exact in every order
 * (small integers, eval.h eval_small_int_begin) and the element is not a
 * zero. */
TvVerdict lazy_replay(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, const LazyCex *cx,
                      unsigned budget_ms, Arena *a, TvReport *r);

struct EvalTensor;
/* The whole-tensor inputs of the replay's variant number `variant` for cx
 * (the ones lazy_replay runs, in its order): 1 and args[] filled (*what
 * says how), 0 when that variant does not apply to cx, -1 past the last one
 * (or on failure). For cones too large for the interpreter (lazy.c
 * evaluates the element's terms on them instead). */
int lazy_replay_inputs(const IrFunc *src, const TvOptions *o, const LazyCex *cx, int variant, Arena *a,
                       struct EvalTensor **args, const char **what);

#endif
