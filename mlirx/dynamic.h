/*
 * dynamic.h: turn a generated static tosa program into a dynamic-shaped
 * variant (`tensor<?x3xf32>`), after generation, through the MLIR C API.
 *
 * The generator (gen/) emits static shapes only and does not link MLIR, so
 * tosa-to-linalg's dynamic lowering paths (broadcast of a dynamic size-1 dim
 * through scf.if on tensor.dim == 1, arith.maxui of dims, tensor.cast between
 * static and dynamic, dynamic tensor.empty) were never exercised. This step
 * parses the program in the caller's session (one context per process, never
 * one per program), makes some dimensions of @main's arguments `?` (only
 * sizes <= TV_DYN_MAX, so the original sizes stay among the validator's
 * checked cases; size-1 dims preferred, they drive the broadcast paths),
 * optionally makes some returned results of tosa ops dynamic, updates the
 * function type, attaches a tosa.target_env with `level = none` (without it
 * tosa-validate rejects every dynamic dim under TOSA 1.0), verifies, and
 * prints the module back. A variant that does not verify falls back to the
 * static program (counted in DynResult).
 *
 * Deterministic: every random choice comes from a PRNG seeded with the
 * program seed, so the same (text, seed, options) always gives the same
 * text; campaigns, `tvfuzz gen --dynamic-share` and seed replays agree.
 * Only tosa programs are touched (every op of @main's body in the tosa
 * dialect); linalg/tensor programs come back unchanged.
 */
#ifndef TVF_MLIRX_DYNAMIC_H
#define TVF_MLIRX_DYNAMIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

/* Default share of tosa programs considered for a dynamic variant. Chosen so
 * that about 20% of the generator's tosa programs come out dynamic (some have
 * no argument with a dim <= TV_DYN_MAX, a few fail verification); measured
 * in docs/DESIGN.md "Dynamic-shaped variants". */
#define DYN_SHARE_DEFAULT 0.23

typedef struct DynOptions {
  double share;        /* probability that a tosa program is considered (0 = off) */
  double arg_share;    /* per eligible argument: probability it gets '?' dims */
  double dim_one;      /* per size-1 dim of a chosen argument: probability it becomes '?' */
  double dim_other;    /* per dim of size 2..max_size of a chosen argument */
  double propagate;    /* probability that '?' dims flow forward through the body (see dynamic.c) */
  double result_share; /* probability that returned tosa results are considered at all */
  double result_pick;  /* then per returned result of a tosa op (not a constant) */
  double result_dim;   /* per dim of a chosen result: probability it becomes '?' */
  int max_size;        /* largest static size made '?' in an argument (TV_DYN_MAX) */
  int max_dims;        /* most argument dims made '?' per program: max_size^max_dims cases must stay
                          within TV_DYN_MAX_CASES, or the validator narrows the sizes it checks (3) */
  bool env_always;     /* attach the target env even when nothing became dynamic (tests) */
} DynOptions;

void dyn_options_default(DynOptions *o);

typedef enum DynOutcome {
  DYN_OFF = 0,       /* not considered (share draw, or share 0) */
  DYN_UNPARSED,      /* the input did not parse: returned unchanged (the pipeline reports it) */
  DYN_NOT_TOSA,      /* a linalg/tensor program, or no func.func @main */
  DYN_NO_CANDIDATE,  /* no ranked-tensor argument with a dim <= max_size */
  DYN_VERIFY_FAILED, /* the variant did not verify: static program returned */
  DYN_DYNAMIC        /* a dynamic variant was returned */
} DynOutcome;

const char *dyn_outcome_name(DynOutcome o);

typedef struct DynResult {
  DynOutcome outcome;
  int args; /* arguments made dynamic */
  int dims; /* argument dims made '?' (of which size-1: dims_one) */
  int dims_one;
  int results;            /* returned results made dynamic */
  int propagated;         /* op results made dynamic by propagation */
  int reverted;           /* propagation steps undone because the op no longer verified */
  char verify_error[512]; /* DYN_VERIFY_FAILED: the verifier's first message */
} DynResult;

/* The dynamic variant of `text` (len bytes) for program seed `seed`, appended
 * to out; when no variant is made (any outcome but DYN_DYNAMIC, or env_always
 * with nothing dynamic) the input text is appended unchanged. The leading
 * comment lines of the input (the generator's header) are kept, followed by
 * one line naming the change. Returns TVF_OK, or TVF_ENOMEM. */
TvfStatus mlirx_dynamic_variant(MlirxSession *s, const char *text, size_t len, uint64_t seed,
                                const DynOptions *o, StrBuf *out, DynResult *r, Diag *d);

/* Does `text` look like a dynamic variant (the marker line this step writes)? */
bool mlirx_dynamic_is_variant(const char *text);

#endif
