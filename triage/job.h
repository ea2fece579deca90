/*
 * job.h: reduce one finding end to end: establish what is wrong with the
 * original (interest.h), reduce while keeping exactly that (reduce.h),
 * re-evaluate the reduced program and compute its root cause, whose key is
 * the final signature (rootcause.h, from the path facts of sigfacts.h).
 * Shared by `tvfuzz reduce` and `tvfuzz triage`. Execution findings (kind
 * exec-*) need ic.exec (interest.h, execution mode); their path facts come
 * from the blamed pass's before/after pair (the whole result when no element
 * is known), so an execution mismatch and the validator's miscompile of the
 * same bug share a root cause.
 */
#ifndef TVF_TRIAGE_JOB_H
#define TVF_TRIAGE_JOB_H

#include "triage/interest.h"
#include "triage/reduce.h"
#include "triage/rootcause.h"

typedef struct ReduceJob {
  /* in */
  const char *text; /* original program */
  size_t len;
  InterestConfig ic;     /* pipeline, pass, kind, validator options, test hook */
  ReduceOptions ro;      /* budgets, verbosity */
  bool no_reduce;        /* only evaluate and sign (triage of an already reduced program) */
  bool fp_fact;          /* compute the FP fact for wrong code (default true) */
  bool stop_at_deadline; /* when ro.deadline_ns cut the reduction short, return TVF_ETIMEOUT right
                            after it (reduced_text = best so far, original and provisional_sig
                            set; no re-evaluation, no final signature) */
  /* out */
  Outcome original; /* what is wrong with the original */
  Outcome reduced;  /* the same for the reduced program */
  StrBuf reduced_text;
  ReduceStats stats;
  char provisional_sig[17]; /* from the original's outcome (what a campaign records) */
  char final_sig[17];       /* the root cause's key (rootcause.h): one per bug */
  RootCause rootcause;      /* of the reduced outcome */
  char fp[16];              /* "finite", "special" or "" */
  char pipeline[16384];     /* expanded pipeline text (a preset plus the fixed lowering runs past 2 KiB) */
} ReduceJob;

void reduce_job_init(ReduceJob *j);
void reduce_job_free(ReduceJob *j);

/* Run the job. TVF_EINPUT with a message when the original does not parse or
 * is not interesting (nothing wrong, or not the requested kind/pass); other
 * errors from the runner. On TVF_OK every out field is set. TVF_ETIMEOUT
 * only with stop_at_deadline (see there). */
TvfStatus reduce_job_run(MlirxSession *s, ReduceJob *j, Diag *d);

/* Signature of an outcome: provisional (final = false) or final. */
void outcome_signature(const Outcome *o, const char *policy, const char *fp_fact, bool final, char out[17]);
/* The facts behind it, "key=value" lines (for reports). */
void outcome_signature_describe(const Outcome *o, const char *policy, const char *fp_fact, bool final,
                                StrBuf *out);

/* The root cause of an outcome (rootcause.h); for execution findings it
 * first fills o->delta_ops from the blamed pass's pair, and when the
 * validator (with vopt; NULL: not asked) finds that pair a miscompile, the
 * root cause is the validator's (stage and message), as if it had found it. */
void job_root_cause(MlirxSession *s, const ValidateOptions *vopt, Outcome *o, RootCause *rc);

/* FP policy name of validator options ("strict"/"reassoc"). */
const char *job_policy_name(const ValidateOptions *v);

#endif
