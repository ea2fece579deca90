/*
 * isolate.h: run the validator in a forked child with a wall-clock budget.
 *
 * Triage validates thousands of candidate pairs, many of them odd (the
 * reducer makes them odd on purpose). A validator crash or hang must cost one
 * candidate, not the reduction: iso_validate_pair() forks, validates in the
 * child, ships the ValidateResult back through a pipe, and turns a dead or
 * silent child into an `error` / `timeout` verdict with the reason in detail.
 */
#ifndef TVF_TRIAGE_ISOLATE_H
#define TVF_TRIAGE_ISOLATE_H

#include "mlirx/pair_validate.h"

/* Like validator_check_pair_text(), isolated. wall_ms = 0 means 60 s. Never
 * fails: fork/pipe problems become an `error` verdict. */
void iso_validate_pair(Validator *v, const char *text, size_t len, const char *name, unsigned wall_ms,
                       ValidateResult *out);

#endif
