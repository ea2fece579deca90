/*
 * rootcause.h: what a bug is, independent of the program that reached it.
 *
 * A campaign reaches one bug from many programs, and triage reduces each to a
 * different small program: the types are spelled differently (which `?`
 * positions a dynamic variant has), the solver picks another counterexample,
 * the validator or the execution oracle sees it. The root cause keeps only
 * what the bug itself fixes:
 *   - family: wrong code (miscompile, inconclusive, and execution mismatches:
 *     one family, whichever oracle saw it), or the failure kind (crash,
 *     invalid-ir, pass-failure, timeout, exec-crash, ...);
 *   - pass: the pass that introduced it; "fold" when a pass that runs the
 *     greedy pattern driver (which folds every op it visits) only removed
 *     ops: the same folder runs in canonicalize, tosa-optional-
 *     decompositions, tosa-layerwise-constant-fold, ..., so a folder's bug
 *     is one root cause whichever of them hit it;
 *   - culprit: the op kinds the pass mishandles: the kinds it removed from
 *     the reduced program (constants and terminators aside), else the kinds
 *     it added, else (it only rewired values: swapped operands, a wrong map)
 *     the src-side kinds of the mismatch path's delta (triage/sigfacts.h).
 *     Failures that print no IR: the op the diagnostic names. Wrong code is
 *     keyed by its culprit; a failure by its pass and diagnostic alone (one
 *     broken pattern fails the same way on every op it serves), the culprit
 *     only describes it;
 *   - rule: wrong code: the failing stage (ub / poison / value / shape) and
 *     whether the differing value is a float, an integer or a bool;
 *     failures: the diagnostic's words with every type, number, name and
 *     quoted payload removed.
 * A failure with a shape trigger (triage/sigfacts.h: a TOSA op declares a
 * result size more static than its operands give, or, in a folder, a
 * dynamic size its operands fix) is keyed by its pass and trigger alone,
 * invalid IR and a refused legalization alike: the pass mishandles that
 * declared type, and the message only says which pattern met it first.
 * Wrong code is keyed with min/max twins as one op (arith.minimumf and
 * arith.maximumf, tosa.reduce_min and tosa.reduce_max: one template lowers
 * or expands both) and with poison as a value (the validator sees an
 * uninitialized element as poison, the execution oracle as a wrong value).
 * Its 16-hex-digit key is the final signature of a triaged finding, the unit
 * of deduplication, and what the project's documented bugs are recognised
 * by (triage/known.h).
 */
#ifndef TVF_TRIAGE_ROOTCAUSE_H
#define TVF_TRIAGE_ROOTCAUSE_H

#include <stdbool.h>

#include "support/strbuf.h"

typedef struct RootCause {
  char family[24];   /* "wrong-code" or a failure kind */
  char pass[128];    /* short pass name, or "fold" (see rootcause_compute) */
  char seen_in[128]; /* the pass that showed it, when `pass` is "fold" */
  char culprit[256]; /* op kinds, sorted, comma-separated */
  char rule[256];    /* stage (wrong code) or normalised diagnostic (failures) */
  char trigger[128]; /* failures: the shape trigger that keys it (see below), or "" */
} RootCause;

/* The facts a root cause is made from (all may be NULL or ""). */
typedef struct RootCauseFacts {
  const char *kind;        /* outcome kind: miscompile, inconclusive, exec-mismatch, crash, ... */
  const char *pass;        /* blamed pass (short name) */
  const char *stage;       /* failing stage (validator wrong code) */
  const char *delta_ops;   /* path delta (sigfacts_paths): "-a,+b" or "=a,b" */
  const char *src_ops;     /* src kinds on the path */
  const char *diag;        /* diagnostic / failure text (failures) */
  const char *value_class; /* wrong code: "float", "int", "bool" of the differing result, or "" */
  const char *before;      /* failures: the IR before the pass and what it printed (may be NULL) */
  const char *after;
  const char *trigger;    /* failures: triage/sigfacts.h's shape trigger of `before`, or "" */
  const char *trigger_op; /* the op that declares the trigger's type (describes the root cause) */
} RootCauseFacts;

/* The shape triggers of failures (triage/sigfacts.h computes them). */
#define ROOTCAUSE_MORE_STATIC "a TOSA op declares a result size more static than its operands give"
#define ROOTCAUSE_LESS_STATIC "a TOSA op declares a dynamic result size its operands fix"

/* Can a finding of this kind, with this diagnostic, be keyed by a shape
 * trigger? invalid-ir and pass-failure, except a pattern's refusal ("failed
 * to legalize operation 'tosa.X'"), which keeps its own key for
 * triage/limitation.h to judge. */
bool rootcause_trigger_applies(const char *kind, const char *diag);

/* Does this outcome kind belong to the wrong-code family (miscompile,
 * inconclusive, exec-mismatch)? */
bool rootcause_kind_is_wrong_code(const char *kind);

void rootcause_compute(const RootCauseFacts *f, RootCause *rc);
/* 16 hex digits into out[17]. */
void rootcause_key(const RootCause *rc, char out[17]);
/* One line: "wrong-code in canonicalize: tosa.mul (value)". */
void rootcause_describe(const RootCause *rc, StrBuf *out);
/* "family=...\npass=...\nculprit=...\nrule=...\n". */
void rootcause_facts(const RootCause *rc, StrBuf *out);

/* The diagnostic as the rule sees it: sig_normalize_diag, then every quoted
 * token that is not an op name (types like 'tensor<?x3xf32>', values) is
 * replaced by '' so that two spellings of a type give one rule. */
void rootcause_normalize_diag(const char *diag, StrBuf *out);
/* Ops that say nothing about a bug and come and go with reduction:
 * constants, tensor.empty, terminators, the function itself. */
bool rootcause_structural_op(const char *name);
/* Op kinds with fewer occurrences in `after` than in `before` (module
 * texts, custom or generic form), sorted, comma-separated, into out. */
void rootcause_removed_ops(const char *before, const char *after, char *out, size_t n);
/* The first quoted op name ('dialect.op') of a diagnostic into out; false
 * when there is none. */
bool rootcause_diag_op(const char *diag, char *out, size_t n);

#endif
