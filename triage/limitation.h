/*
 * limitation.h: refusals the passes document.
 *
 * A conversion pattern that states it does not handle a case (tosa-to-linalg-
 * named on a convolution whose weight or bias has dynamic dimensions, ...)
 * makes the pass fail with "failed to legalize operation 'tosa.X'" on it.
 * That is the pass doing what it says, not a bug to file: triage lists such
 * findings as "limitation". The table (limitation.c) names, per pass and op,
 * the condition on the op's types and attributes that the pattern refuses,
 * and where MLIR's source says so; a finding is a limitation when it is a
 * pass failure of that pass naming that op, and the reduced program's op
 * meets the condition.
 */
#ifndef TVF_TRIAGE_LIMITATION_H
#define TVF_TRIAGE_LIMITATION_H

#include <stdbool.h>
#include <stddef.h>

#include "triage/kv.h"

/* Is the triaged finding k (kind, pass, report/detail, reduced program in
 * its directory) a documented refusal? `why` gets one line naming the
 * limitation and its source. */
bool limitation_match(const KV *k, char *why, size_t n);

#endif
