/*
 * verdict.c: names, exit codes and severities of verdicts and stages, and the
 * default options of a check (see verdict.h).
 */
#include "encoder/verdict/verdict.h"

#include <string.h>

/* ---- names ---- */

static const char *const verdict_names[TV_VERDICT_COUNT] = {
    "correct", "miscompile", "inconclusive", "timeout", "unsupported", "invalid-input", "error"};

const char *tv_verdict_name(TvVerdict v) { return (unsigned)v < TV_VERDICT_COUNT ? verdict_names[v] : "?"; }

bool tv_verdict_from_name(const char *s, TvVerdict *out) {
  for (int i = 0; s && i < TV_VERDICT_COUNT; i++)
    if (strcmp(s, verdict_names[i]) == 0) {
      *out = (TvVerdict)i;
      return true;
    }
  return false;
}

int tv_verdict_exit_code(TvVerdict v) { return (unsigned)v < TV_VERDICT_COUNT ? (int)v : 6; }

int tv_verdict_severity(TvVerdict v) {
  switch (v) {
  case TV_MISCOMPILE: return 6;
  case TV_ERROR: return 5;
  case TV_INCONCLUSIVE: return 4;
  case TV_TIMEOUT: return 3;
  case TV_UNSUPPORTED: return 2;
  case TV_INVALID_INPUT: return 1;
  default: return 0;
  }
}

static const char *const stage_names[] = {"", "ub", "poison", "shape", "value"};

const char *tv_stage_name(TvStage s) { return (unsigned)s <= TV_STAGE_VALUE ? stage_names[s] : "?"; }

bool tv_stage_from_name(const char *s, TvStage *out) {
  for (int i = 0; s && i <= TV_STAGE_VALUE; i++)
    if (strcmp(s, stage_names[i]) == 0) {
      *out = (TvStage)i;
      return true;
    }
  return false;
}

void tv_options_default(TvOptions *o) {
  memset(o, 0, sizeof *o);
  o->fp = FPDOM_ABSTRACT;
  o->policy = TV_POLICY_STRICT;
  o->timeout_ms = 20000;
  o->max_elements = 4096;
  o->fixed_width = false;
  o->confirm_with_exact = true;
  o->screen_vectors = TV_SCREEN_VECTORS;
  o->decompose = false; /* measured not to pay (docs/BENCHMARKS.md); --oracle=fast-decompose */
  o->pair_budget_queries = TV_PAIR_BUDGET_QUERIES;
  o->solver_tuned = true;
  o->dyn_max = TV_DYN_MAX;
  o->dyn_max_cases = TV_DYN_MAX_CASES;
}
