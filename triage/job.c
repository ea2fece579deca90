/*
 * job.c: reduce one finding end to end (see job.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/job.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pair.h"
#include "triage/isolate.h"
#include "triage/sigfacts.h"
#include "triage/signature.h"

void reduce_job_init(ReduceJob *j) {
  memset(j, 0, sizeof *j);
  interest_config_default(&j->ic);
  reduce_options_default(&j->ro);
  j->fp_fact = true;
  j->original.step = j->reduced.step = -1;
}

void reduce_job_free(ReduceJob *j) {
  outcome_free(&j->original);
  outcome_free(&j->reduced);
  sb_free(&j->reduced_text);
}

const char *job_policy_name(const ValidateOptions *v) { return validate_policy_name(v); }

static void facts(const Outcome *o, const char *policy, const char *fp_fact, bool final, SigFacts *f) {
  memset(f, 0, sizeof *f);
  f->kind = o->kind;
  f->pass = o->pass;
  f->stage = o->stage;
  f->diag = o->report ? o->report : o->detail;
  /* Execution findings: the short detail the campaign hashed, not the report. */
  if (sig_kind_is_exec(o->kind)) f->diag = o->exec_sig_detail;
  f->src_class = o->src_class;
  f->tgt_class = o->tgt_class;
  f->policy = policy;
  f->final = final;
  if (final) {
    f->src_ops = o->src_ops;
    f->tgt_ops = o->tgt_ops;
    f->delta_ops = o->delta_ops;
    f->fp_fact = fp_fact;
  }
}

void outcome_signature(const Outcome *o, const char *policy, const char *fp_fact, bool final, char out[17]) {
  SigFacts f;
  facts(o, policy, fp_fact, final, &f);
  sig_compute(&f, out);
}

void outcome_signature_describe(const Outcome *o, const char *policy, const char *fp_fact, bool final,
                                StrBuf *out) {
  SigFacts f;
  facts(o, policy, fp_fact, final, &f);
  sig_describe(&f, out);
}

/* Path facts of an execution finding: the delta over the blamed pass's
 * before/after pair (the mismatching result when known, else every result);
 * none when the blame is not one pass (the fixed lowering, unbisected). */
/* The validator on an execution finding's blamed pair, recorded in the
 * outcome: when it finds the miscompile too, its stage and message make the
 * root cause (one root cause whichever oracle saw the bug: a division by a
 * padding lane is UB to the validator whether the compiled code then
 * crashed or returned a wrong value), and confirm_exec.c reports the verdict
 * without validating the pair again. */
static void validator_view(MlirxSession *s, const ValidateOptions *vopt, const char *pair, size_t len,
                           Outcome *o) {
  if (!vopt) return;
  Validator *v = validator_create(s, vopt);
  if (!v) return;
  ValidateResult vr;
  iso_validate_pair(v, pair, len, "exec-pass.srctgt.mlir", 60000, &vr);
  o->exec_tv_done = true;
  o->exec_tv_verdict = vr.verdict;
  snprintf(o->exec_tv_verdict_name, sizeof o->exec_tv_verdict_name, "%s", vr.verdict_name);
  snprintf(o->exec_tv_stage, sizeof o->exec_tv_stage, "%s", vr.stage);
  snprintf(o->exec_tv_detail, sizeof o->exec_tv_detail, "%s", vr.detail);
  free(o->exec_tv_report);
  o->exec_tv_report = vr.verdict == TV_MISCOMPILE ? strdup(vr.report ? vr.report : vr.detail) : NULL;
  validate_result_free(&vr);
  validator_destroy(v);
}

static void exec_path_facts(MlirxSession *s, const ValidateOptions *vopt, Outcome *o, const char *before,
                            const char *after, bool validate, char *cls, size_t clsn) {
  if (!before || !after) return;
  StrBuf pair = STRBUF_INIT, so = STRBUF_INIT, to = STRBUF_INIT, delta = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  PairHeader h;
  memset(&h, 0, sizeof h);
  h.pass = o->pass;
  h.index = -1;
  if (mlirx_make_pair(s, before, after, &h, &pair, &d) == TVF_OK) {
    if (validate) validator_view(s, vopt, sb_cstr(&pair), pair.len, o);
    if (sigfacts_paths(s, sb_cstr(&pair), pair.len, o->func[0] ? o->func : NULL, o->out_index, &so, &to,
                       &delta, &d) == TVF_OK) {
      if (!o->delta_ops) o->delta_ops = sb_take(&delta);
      snprintf(cls, clsn, "%s",
               sigfacts_result_class(s, sb_cstr(&pair), pair.len, o->func[0] ? o->func : NULL, o->out_index));
    }
  }
  sb_free(&pair);
  sb_free(&so);
  sb_free(&to);
  sb_free(&delta);
}

/* The shape trigger of a failure that can have one (rootcause.h), from the
 * IR the failing pass started from. */
static const char *shape_trigger(MlirxSession *s, const char *kind, const char *diag, const char *before,
                                 char *op, size_t n) {
  op[0] = 0;
  if (!before || !rootcause_trigger_applies(kind, diag)) return "";
  return sigfacts_shape_trigger(s, before, strlen(before), op, n);
}

void job_root_cause(MlirxSession *s, const ValidateOptions *vopt, Outcome *o, RootCause *rc) {
  char cls[16] = "", trigger_op[128] = "";
  RootCauseFacts f = {
      o->kind, o->pass,   o->stage, o->delta_ops, o->src_ops, o->report ? o->report : o->detail,
      cls,     o->before, o->after, "",           trigger_op};
  if (sig_kind_is_exec(o->kind)) {
    f.stage = NULL;
    f.diag = o->exec_sig_detail;
    if (!strcmp(o->pass, "exec-lowering") && o->exec_lowering_status[0]) {
      /* a step of the fixed lowering crashed or failed: that pass's failure,
       * the same root cause as a pipeline that runs it */
      f.kind = o->exec_lowering_status;
      f.pass = o->exec_lowering_pass;
      f.diag = o->exec_lowering_diag;
      f.before = NULL;
      f.after = NULL;
      if (o->exec_lowering_before)
        f.trigger = shape_trigger(s, f.kind, f.diag, o->exec_lowering_before, trigger_op, sizeof trigger_op);
      rootcause_compute(&f, rc);
      return;
    }
    if (!strcmp(o->pass, "exec-lowering") && o->exec_lowering_pass[0]) {
      /* the fixed lowering's own pass (a tosa-to-linalg bug on a program the
       * pipeline left in tosa): the root cause of the same bug met in a pipeline */
      f.pass = o->exec_lowering_pass;
      f.before = o->exec_lowering_before;
      f.after = o->exec_lowering_after;
    }
    bool pass_pair = f.before == o->before; /* not the fixed lowering's own pass */
    exec_path_facts(s, vopt, o, f.before, f.after, pass_pair && !o->exec_tv_done, cls, sizeof cls);
    f.delta_ops = o->delta_ops;
    if (pass_pair && o->exec_tv_done && o->exec_tv_verdict == TV_MISCOMPILE) {
      f.kind = "miscompile";
      f.stage = o->exec_tv_stage;
      f.diag = o->exec_tv_report;
    }
    rootcause_compute(&f, rc);
    return;
  } else if (!sig_kind_is_wrong_code(o->kind)) {
    f.trigger = shape_trigger(s, o->kind, f.diag, o->before, trigger_op, sizeof trigger_op);
  } else if (o->pair) {
    snprintf(cls, sizeof cls, "%s",
             sigfacts_result_class(s, o->pair, strlen(o->pair), o->func[0] ? o->func : NULL, o->out_index));
  }
  rootcause_compute(&f, rc);
}

TvfStatus reduce_job_run(MlirxSession *s, ReduceJob *j, Diag *d) {
  if (sig_kind_is_exec(j->ic.kind) && !j->ic.exec)
    return diag_set(d, TVF_EINPUT, "%s is an execution finding: the job needs an execution engine (ic.exec)",
                    j->ic.kind);
  Interest *it = interest_create(s, &j->ic, d);
  if (!it) return d ? d->status : TVF_EINPUT;
  snprintf(j->pipeline, sizeof j->pipeline, "%s", interest_pipeline(it));
  TvfStatus st = interest_evaluate(it, j->text, j->len, &j->original, d);
  if (st != TVF_OK) goto out;
  if (!j->original.kind[0] && sig_kind_is_exec(j->ic.kind) && j->ic.pass &&
      strcmp(j->ic.pass, "exec-lowering")) {
    /* The campaign's binary blamed a pass that this one's bisection clears
     * (the interpreter runs the pass's output as the source, and the fixed
     * lowering's own bisection names one of its passes: exec_oracle.c): the
     * same difference, now blamed on the lowering. */
    const char *was = j->ic.pass;
    j->ic.pass = "exec-lowering";
    Interest *again = interest_create(s, &j->ic, d);
    Outcome o;
    memset(&o, 0, sizeof o);
    if (again && interest_evaluate(again, j->text, j->len, &o, d) == TVF_OK && o.kind[0]) {
      outcome_free(&j->original); /* the re-blamed outcome replaces it */
      j->original = o;
      interest_destroy(it);
      it = again;
    } else {
      outcome_free(&o); /* keep the first evaluation and its "why" */
      if (again) interest_destroy(again);
      j->ic.pass = was;
      if (d) diag_init(d);
    }
  }
  if (!j->original.kind[0]) {
    StrBuf m = STRBUF_INIT;
    sb_printf(&m, "the original program is not interesting: %s",
              j->original.detail[0] ? j->original.detail : "no pass failed and every changed pass validated");
    if (j->ic.kind || j->ic.pass)
      sb_printf(&m, " (wanted: kind %s, pass %s)", j->ic.kind ? j->ic.kind : "any",
                j->ic.pass ? j->ic.pass : "any");
    st = diag_set(d, TVF_EINPUT, "%s", sb_cstr(&m));
    sb_free(&m);
    goto out;
  }
  const char *policy = job_policy_name(&j->ic.vopt);
  outcome_signature(&j->original, policy, NULL, false, j->provisional_sig);
  interest_set_key(it, &j->original);
  interest_require_valid(it, j->text, j->len);
  if (j->no_reduce) {
    sb_append(&j->reduced_text, j->text, j->len);
  } else {
    RedOracle oracle = interest_oracle(it);
    st = reduce_run(s, j->text, j->len, &oracle, &j->ro, &j->reduced_text, &j->stats, d);
    /* A confirmed original that comes back unconfirmed in the sanity check is
     * a solver budget at its edge, not a different finding: relax once. */
    if (st == TVF_EINPUT && interest_relax_key(it)) {
      if (j->ro.log && j->ro.verbose)
        fprintf(j->ro.log, "[reduce] confirmation flaky: key relaxed to inconclusive\n");
      st = reduce_run(s, j->text, j->len, &oracle, &j->ro, &j->reduced_text, &j->stats, d);
    }
    if (st != TVF_OK && j->stats.reprint_differs) {
      /* The printer changes the finding (another diagnostic once the
       * program is re-printed): keep the original as written, unreduced,
       * rather than lose a finding that reproduces. */
      if (j->ro.log)
        fprintf(j->ro.log, "[reduce] %s; kept unreduced\n",
                d && d->msg[0] ? d->msg : "re-printing changes it");
      sb_clear(&j->reduced_text);
      sb_append(&j->reduced_text, j->text, j->len);
      if (d) diag_init(d);
      st = TVF_OK;
    }
    if (st != TVF_OK) goto out;
    if (j->stop_at_deadline && j->stats.deadline_hit) {
      st = diag_set(d, TVF_ETIMEOUT, "the reduction stopped at the deadline (best program so far kept)");
      goto out;
    }
  }
  /* Re-evaluate; a solver near its budget can flip, so give it three tries. */
  char why[256] = "";
  bool matched = false;
  for (int attempt = 0; attempt < 3 && !matched; attempt++) {
    if (attempt) outcome_free(&j->reduced);
    /* Last try: accept the wrong-code family (a confirmation that flips). */
    if (attempt == 2) interest_relax_key(it);
    st = interest_evaluate(it, sb_cstr(&j->reduced_text), j->reduced_text.len, &j->reduced, d);
    if (st != TVF_OK) goto out;
    matched = interest_matches(it, &j->reduced, why, sizeof why);
  }
  if (!matched) {
    /* Flaky oracle (a timeout that came and went): fall back to the original. */
    st = diag_set(d, TVF_EINTERNAL, "the reduced program is no longer interesting on re-evaluation: %s", why);
    goto out;
  }
  j->fp[0] = 0;
  if (j->fp_fact && sig_kind_is_wrong_code(j->reduced.kind) && j->reduced.pair)
    snprintf(j->fp, sizeof j->fp, "%s",
             sigfacts_fp_fact(s, interest_validator(it), j->reduced.pair, strlen(j->reduced.pair)));
  job_root_cause(s, &j->ic.vopt, &j->reduced, &j->rootcause);
  rootcause_key(&j->rootcause, j->final_sig);
out:
  interest_destroy(it);
  return st;
}
