/*
 * verdict.h: the vocabulary of a validation, shared by every room of
 * encoder/ and by its callers: verdicts, failing stages, FP policies, the
 * options a check is run with, and the report it fills (counterexample,
 * concrete replay, statistics). The check itself is encoder/tv/tv.h; the
 * semantics (encoder/sem/) read the options and record verdicts of failure
 * (unsupported, invalid input) here without depending on the check.
 */
#ifndef TVF_ENCODER_VERDICT_H
#define TVF_ENCODER_VERDICT_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/fp/fpdom.h"
#include "encoder/ir/ir.h"

typedef enum TvVerdict {
  TV_CORRECT = 0,
  TV_MISCOMPILE,
  TV_INCONCLUSIVE,
  TV_TIMEOUT,
  TV_UNSUPPORTED,
  TV_INVALID_INPUT,
  TV_ERROR,
  TV_VERDICT_COUNT
} TvVerdict;

/* "correct", "miscompile", "inconclusive", "timeout", "unsupported",
 * "invalid-input", "error". */
const char *tv_verdict_name(TvVerdict v);
/* Parse a verdict name; false if unknown. */
bool tv_verdict_from_name(const char *s, TvVerdict *out);
/* Process exit code of `tvfuzz check` for a verdict: 0 correct,
 * 1 miscompile, 2 inconclusive, 3 timeout, 4 unsupported, 5 invalid input,
 * 6 error. */
int tv_verdict_exit_code(TvVerdict v);
/* Severity order for "worst verdict of a pipeline": miscompile > error >
 * inconclusive > timeout > unsupported > invalid-input > correct. */
int tv_verdict_severity(TvVerdict v);

typedef enum TvStage {
  TV_STAGE_NONE = 0,
  TV_STAGE_UB,     /* tgt has UB where src has none */
  TV_STAGE_POISON, /* tgt more poisonous than src */
  TV_STAGE_SHAPE,  /* result types/shapes differ */
  TV_STAGE_VALUE   /* some returned element differs */
} TvStage;

const char *tv_stage_name(TvStage s); /* "", "ub", "poison", "shape", "value" */
bool tv_stage_from_name(const char *s, TvStage *out);

typedef enum TvFpPolicy { TV_POLICY_STRICT, TV_POLICY_REASSOC } TvFpPolicy;

typedef struct TvOptions {
  FpDomKind fp;      /* FPDOM_ABSTRACT (default) or FPDOM_EXACT */
  TvFpPolicy policy; /* strict IEEE order (default) or reassociation in reductions */
  /* The literal reading of TOSA's max/min family (--fp-policy=strict):
   * apply_max_s's own zero, no either-sign set (sem_tosa.c zero_sign_choice).
   * Off by default (--fp-policy=spec): the set the specification allows. */
  bool literal_zero_sign;
  unsigned timeout_ms;     /* per solver query; 0 = none */
  long max_elements;       /* per tensor; beyond -> unsupported "tensor too large" */
  bool fixed_width;        /* abstract: fixed 32-bit MB (benchmark baseline) */
  bool confirm_with_exact; /* abstract counterexample -> re-check with exact (default true) */
  /* An abstract-domain timeout -> the exact domain with the same per-query
   * budget (within the pair budget). The two domains decide different hard
   * pairs (docs/BENCHMARKS.md "The tail of a default campaign": a min/max
   * chain the abstract domain does not decide in 5 s is proved exact in
   * 0.26 s). Off by default (`tvfuzz check --exact-on-timeout`): in the
   * campaign's deferred re-checks it decided as many pairs per second as
   * without it, other ones (docs/BENCHMARKS.md). */
  bool exact_on_timeout;
  /* First ladder level tried in the abstract domain: 0 (default) starts with
   * uninterpreted reduction steps; 1 starts with the precise encoding (the
   * behaviour before the ladder). The exact domain is always level 2. */
  int ladder_start;
  /* Oracle stages before and around the solver (docs/DESIGN.md "Oracle
   * stages"); tv_options_default turns screening on and decomposition off
   * (it decided a quarter of the campaign's conditions, but ones the solver
   * decides as fast, and cost time on the hard pairs: docs/BENCHMARKS.md).
   * screen_vectors: concrete input vectors run through the reference
   * interpreter on src and tgt before any query (strict policy only); a
   * violation there is a confirmed miscompile and no solver runs. 0 = off.
   * decompose: before each full stage query, match src and tgt terms top
   * down, and prove each differing pair of subterms equal on its own with the
   * subterms both sides share cut to free variables (sound for `correct`;
   * a failed pair only means the full query runs as before). */
  int screen_vectors;
  bool decompose;
  /* Testing and triage aid: run screening alone. When it finds nothing the
   * verdict is `inconclusive` ("screen-only: no violation found"), never
   * `correct`. */
  bool screen_only;
  /* Wall-clock budget of one tv_check_funcs call over all its queries
   * (abstract, ladder levels, exact re-checks, confirmation searches); 0 =
   * none, only the per-query timeout. A query that would outlive it gets
   * what is left; an abstract counterexample whose confirmation runs out of
   * time stays `inconclusive`, anything else undecided is a `timeout`. */
  /* Solver tuning (encoder/smt): logic-specific Z3 strategies and seeded
   * restarts within a query's budget. Off: Z3's general solver, one run per
   * query (the baseline oracle). */
  bool solver_tuned;
  /* Dynamic dimensions (encoder/ir/ir_shape.h): each '?' of an argument
   * takes every value in 1..dyn_max, one static case per assignment, at most
   * dyn_max_cases cases (the bound shrinks until the product fits; the
   * verdict's message states the bound it holds for). */
  int dyn_max;
  int dyn_max_cases;
  /* The budget is this many per-query timeouts (timeout_ms); 0 = none. */
  unsigned pair_budget_queries;
  uint64_t deadline_ns; /* set by tv_check_funcs from pair_budget_queries; 0 = none */
  /* Lazy mode: a counterexample (lazy_replay.h LazyCex) of the strict pass
   * of the same pair, replayed first by the order-free re-check. */
  const void *lazy_prior;
  /* Set on the strict pass of check_spec_dot_products: a counterexample
   * will be re-checked order-free, so the lazy mode does not spend level 1
   * and the exact domain confirming an unreproduced one. */
  bool recheck_follows;
  /* Order-free re-check only: the TOSA dot products of src (and tgt) sum
   * their terms without the pseudo-code's +0 start. Sound under the spec
   * policy: that start only turns a -0 sum into +0, and the sign of an
   * exactly-zero dot product is free (docs/DESIGN.md "Dot products in any
   * order"); it is the representative of lowerings that start at the bias
   * or at the first term. */
  bool dot_start_free;
} TvOptions;

/* Defaults of the fast oracle (tv_options_default): screening vectors, and
 * the pair budget in per-query timeouts. */
#define TV_SCREEN_VECTORS 40
#define TV_PAIR_BUDGET_QUERIES 3
/* Defaults of the case split over dynamic dimensions. */
#define TV_DYN_MAX 3
#define TV_DYN_MAX_CASES 32

void tv_options_default(TvOptions *o);

/* One input argument of a counterexample. */
typedef struct TvCexArg {
  const char *name; /* "%arg0" */
  const char *type; /* "tensor<2x3xf32>" */
  int64_t nelems;
  char **values;        /* nelems printed values */
  const char **classes; /* FP class names per element (NULL entries for ints) */
} TvCexArg;

/* Concrete replay of a miscompile's counterexample in the reference
 * interpreter (encoder/tv/tv_eval.c, encoder/eval/). All zero when not run. */
typedef struct TvConcrete {
  bool ran;        /* the replay was attempted */
  bool evaluated;  /* both functions were evaluated on the counterexample inputs */
  bool reproduced; /* the concrete values violate refinement */
  bool approx;     /* the shown values depend on libm approximations */
  TvStage stage;   /* kind of the concrete violation */
  int out_index;   /* result of the shown element (-1: none, e.g. UB) */
  int64_t out_elem;
  const char *src_value, *tgt_value;     /* the shown element: "1.5", "poison", "UB", "no UB" */
  const char *src_results, *tgt_results; /* whole results when small, else NULL */
  const char *note;                      /* one line: what the replay showed, or why it did not run */
  bool capped; /* the interpreter stopped at its work cap (lazy mode: the cone is evaluated instead) */
} TvConcrete;

typedef struct TvReport {
  TvVerdict verdict;
  TvStage stage;      /* first failing stage (miscompile / inconclusive) */
  char message[1024]; /* one line: reason for unsupported/error/invalid, or summary */
  const char *func;   /* name of the function checked */
  /* Counterexample (miscompile or inconclusive). */
  TvCexArg *args;
  int nargs;
  int out_index;    /* which result differs */
  int64_t out_elem; /* flat element index in that result */
  char *out_coords; /* "[1, 0]" */
  char *src_value, *tgt_value;
  const char *src_class, *tgt_class;
  /* Statistics. */
  FpDomKind decided_by; /* domain of the query that produced the verdict */
  /* Ladder level that decided: 0 abstract with uninterpreted reductions (or
   * decided statically), 1 abstract with precise reductions, 2 exact IEEE. */
  int refinement_level;
  unsigned abstract_width[IR_ELEM_COUNT];
  double encode_ms, solve_ms;
  /* Oracle stage statistics: time in concrete screening; whether screening
   * decided the verdict (a miscompile found without the solver); stage
   * queries discharged by decomposition, and decomposition sub-queries run
   * (their solver time is in solve_ms). */
  double screen_ms;
  bool screened;
  int decomposed, decompose_queries;
  /* Private to tv.c: input values an abstract counterexample pins exactly
   * (special values, constants, integers), used to seed the exact re-check. */
  void *seed;
  const void *lazy_cex; /* lazy mode: the counterexample replayed last (LazyCex) */
  /* Private to tv.c: the encoding used a level-0 abstraction (a level-1
   * encoding of the pair would differ). */
  bool level0_abstracted;
  /* Dynamic sizes: the cases checked are a selection of the assignments in
   * the bound (ir_dyncases.h), not all of them; dyn_scope says which
   * ("32 of 729 dynamic size assignments in 1..3"), for one-line outputs. */
  bool dyn_partial;
  char dyn_scope[96];
  /* Concrete replay of a miscompile (tv_eval.c): a miscompile verdict stands
   * only when the interpreter reproduces the violation. */
  TvConcrete concrete;
} TvReport;

#endif
