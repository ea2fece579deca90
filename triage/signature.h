/*
 * signature.h: stable ids of root causes, computed from structured facts.
 *
 * Two findings of the same bug must share an id; two different bugs must not.
 * Ids never depend on raw program text, SSA names, positions, pointer values
 * or concrete numbers: diagnostics are normalised first.
 */
#ifndef TVF_TRIAGE_SIGNATURE_H
#define TVF_TRIAGE_SIGNATURE_H

#include "support/strbuf.h"

typedef struct SigFacts {
  const char *kind;      /* miscompile, crash, timeout, pass-failure, invalid-ir, inconclusive */
  const char *pass;      /* short pass name (no options) */
  const char *stage;     /* failing refinement stage (miscompiles) */
  const char *diag;      /* MLIR diagnostic / crash text (crashes, failures) */
  const char *src_ops;   /* op kinds on the path to the mismatch in src, sorted, comma-separated */
  const char *tgt_ops;   /* same for tgt */
  const char *src_class; /* FP class of the mismatching src value */
  const char *tgt_class; /* FP class of the mismatching tgt value */
  const char *policy;    /* FP policy */
} SigFacts;

/* Normalise a diagnostic: drop locations, SSA names, numbers, types' shapes
 * and quoted payloads, keep the words. Appends to out. */
void sig_normalize_diag(const char *diag, StrBuf *out);
/* 16-hex-digit id into out[17]. */
void sig_compute(const SigFacts *f, char out[17]);

#endif
