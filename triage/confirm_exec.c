/*
 * confirm_exec.c: confirmation of execution findings (see confirm_exec.h).
 *
 * Two independent looks at a reduced execution finding: the IR that
 * mlir-opt-22 (not tvfuzz's runner) produces up to the blamed pass, compiled
 * and run against the interpreter; and the translation validator on the
 * blamed pass's pair, which says whether the blame rests on execution alone.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/confirm_exec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mlirx/pair.h"
#include "mlirx/pipeline.h"
#include "support/strbuf.h"
#include "triage/confirm.h"
#include "triage/isolate.h"

/* Run steps 0..last of `pipeline` on `input_path` with mlir-opt-22; the
 * output IR into *out (malloc'ed). False with why set when mlir-opt fails. */
static bool mlir_opt_prefix(MlirxSession *s, const char *pipeline, int last, const char *input_path,
                            char *used, size_t usedn, char **out, char *why, size_t whyn) {
  StrBuf prefix = STRBUF_INIT, cmd = STRBUF_INIT, res = STRBUF_INIT;
  bool ok = false;
  *out = NULL;
  if (!confirm_pipeline_prefix(s, pipeline, last, &prefix)) {
    snprintf(why, whyn, "the pipeline does not parse");
    goto done;
  }
  snprintf(used, usedn, "%s", sb_cstr(&prefix));
  sb_printf(&cmd, "mlir-opt-22 --pass-pipeline='%s' '%s' 2>&1", sb_cstr(&prefix), input_path);
  int rc = confirm_run_cmd(sb_cstr(&cmd), &res);
  if (rc != 0) {
    snprintf(why, whyn, "mlir-opt-22 exited with %d: %.300s", rc, sb_cstr(&res));
    goto done;
  }
  *out = sb_take(&res);
  ok = true;
done:
  sb_free(&prefix);
  sb_free(&cmd);
  sb_free(&res);
  return ok;
}

/* exec_check of `program` against `ir` (the IR to compile), no bisection. */
static TvfStatus check_ir(ExecEngine *x, const char *program, const char *ir, Arena *a, ExecCheck *ck,
                          Diag *d) {
  PipeResult pr;
  memset(&pr, 0, sizeof pr);
  pr.final_ir = (char *)ir; /* borrowed: exec_check only reads it */
  pr.failed_step = -1;
  ExecCheckOptions o;
  exec_check_options_default(&o);
  o.bisect = false;
  return exec_check(x, program, strlen(program), "reduced.mlir", &pr, NULL, &o, a, ck, d);
}

/* The mlir-opt-22 confirmation (real passes with a step index). */
static void confirm_outside(MlirxSession *s, ExecEngine *x, const Outcome *o, const char *program,
                            const char *pipeline, const char *workdir, ExecConfirm *r) {
  char in_path[4600], why[512] = "";
  snprintf(in_path, sizeof in_path, "%s/exec.reduced.mlir", workdir);
  if (!sb_write_file(in_path, program)) {
    snprintf(r->how, sizeof r->how, "re-run in process only (cannot write %.400s)", in_path);
    return;
  }
  char *after = NULL, *before = NULL, unused[512];
  if (!mlir_opt_prefix(s, pipeline, o->step, in_path, r->mlir_opt_after, sizeof r->mlir_opt_after, &after,
                       why, sizeof why)) {
    snprintf(r->how, sizeof r->how, "re-run in process reproduces it; mlir-opt-22 did not run: %s", why);
    return;
  }
  char path[4600];
  snprintf(path, sizeof path, "%s/exec.after.mlir", workdir);
  sb_write_file(path, after);
  bool have_before = o->step == 0;
  if (o->step > 0 &&
      mlir_opt_prefix(s, pipeline, o->step - 1, in_path, unused, sizeof unused, &before, why, sizeof why)) {
    snprintf(path, sizeof path, "%s/exec.before.mlir", workdir);
    sb_write_file(path, before);
    have_before = true;
  }
  Arena a;
  arena_init(&a, 1 << 16);
  Diag d;
  diag_init(&d);
  ExecCheck ca, cb;
  TvfStatus st = check_ir(x, program, after, &a, &ca, &d);
  bool before_ok = true;
  if (st == TVF_OK && before) {
    st = check_ir(x, program, before, &a, &cb, &d);
    before_ok = st == TVF_OK && cb.outcome == EXO_MATCH;
  }
  if (st != TVF_OK) {
    snprintf(r->how, sizeof r->how,
             "re-run in process reproduces it; the mlir-opt-22 output could not be run: %.300s", d.msg);
  } else if (ca.outcome == EXO_FINDING && !strcmp(ca.kind, o->kind) && before_ok) {
    snprintf(r->status, sizeof r->status, "confirmed");
    snprintf(r->how, sizeof r->how, "mlir-opt-22 up to `%s`, compiled with the fixed lowering: %s (%.200s)%s",
             o->pass, ca.kind, ca.msg,
             before        ? "; up to the step before it: every input matches"
             : have_before ? " (the pass is the first step)"
                           : "; the IR before it could not be produced by mlir-opt-22");
  } else {
    snprintf(
        r->how, sizeof r->how,
        "re-run in process reproduces it, but mlir-opt-22's output %s (after the pass: %s; before it: %s)",
        ca.outcome == EXO_FINDING ? "shows it before the pass too" : "does not show it",
        ca.outcome == EXO_FINDING ? ca.kind
        : ca.outcome == EXO_MATCH ? "matches"
                                  : "not checkable",
        !before                     ? "not run"
        : before_ok                 ? "matches"
        : cb.outcome == EXO_FINDING ? cb.kind
                                    : "not checkable");
  }
  arena_destroy(&a);
  free(after);
  free(before);
}

/* The validator on the blamed pass's pair. */
static void validator_view(MlirxSession *s, const Outcome *o, const char *pipeline,
                           const ValidateOptions *vopt, ExecConfirm *r) {
  snprintf(r->blame, sizeof r->blame, "execution-alone");
  if (o->step < 0 || !o->before || !o->after) {
    snprintf(r->validator_note, sizeof r->validator_note, "no pass to validate: %s",
             !strcmp(o->pass, "exec-lowering")
                 ? "the difference comes with the fixed lowering (the program, or a pass's output the "
                   "interpreter runs as the source, already differs when compiled with it)"
                 : "the bisection named no step");
    return;
  }
  /* the job validated the pair once already (job.c validator_view) */
  bool cached = o->exec_tv_done;
  StrBuf pair = STRBUF_INIT;
  ValidateResult vr;
  memset(&vr, 0, sizeof vr);
  if (cached) {
    vr.verdict = o->exec_tv_verdict;
    vr.verdict_name = o->exec_tv_verdict_name;
    snprintf(vr.detail, sizeof vr.detail, "%s", o->exec_tv_detail);
  } else {
    PairHeader h = {o->element, pipeline, o->step, NULL};
    Diag pd;
    diag_init(&pd);
    if (mlirx_make_pair(s, o->before, o->after, &h, &pair, &pd) != TVF_OK) {
      snprintf(r->validator_verdict, sizeof r->validator_verdict, "unsupported");
      snprintf(r->validator_note, sizeof r->validator_note,
               "the validator cannot read the pass's IR as a pair (%.400s)", pd.msg);
      sb_free(&pair);
      return;
    }
    Validator *v = validator_create(s, vopt);
    iso_validate_pair(v, sb_cstr(&pair), pair.len, "exec-pass.srctgt.mlir", 60000, &vr);
    validator_destroy(v);
  }
  snprintf(r->validator_verdict, sizeof r->validator_verdict, "%s", vr.verdict_name);
  if (vr.verdict == TV_MISCOMPILE || vr.verdict == TV_INCONCLUSIVE) {
    snprintf(r->blame, sizeof r->blame, "validator-too");
    snprintf(r->validator_note, sizeof r->validator_note, "the validator %s: %.800s",
             vr.verdict == TV_MISCOMPILE ? "confirms a miscompile of this pass"
                                         : "finds an unconfirmed counterexample for this pass",
             vr.detail);
  } else if (vr.verdict == TV_CORRECT) {
    snprintf(r->validator_note, sizeof r->validator_note,
             "the validator proves this pass correct on its pair: the two oracles disagree (the difference "
             "may need the fixed lowering or LLVM after the pass, or one oracle is wrong)");
  } else if (vr.verdict == TV_UNSUPPORTED || vr.verdict == TV_INVALID_INPUT) {
    /* LLVM-dialect snapshots have no func.func; other ops no semantics. */
    snprintf(r->validator_note, sizeof r->validator_note,
             "the validator has no semantics for this pass's IR (%s: %.800s)", vr.verdict_name, vr.detail);
  } else {
    snprintf(r->validator_note, sizeof r->validator_note,
             "the validator reached no verdict on this pass (%s: %.800s)", vr.verdict_name, vr.detail);
  }
  if (!cached) validate_result_free(&vr);
  sb_free(&pair);
}

void confirm_exec_finding(MlirxSession *s, ExecEngine *x, const Outcome *o, const char *program,
                          const char *pipeline, const ValidateOptions *vopt, bool planted,
                          const char *workdir, ExecConfirm *r) {
  memset(r, 0, sizeof *r);
  mkdir(workdir, 0777);
  /* The job's re-evaluation already reproduced it in process. */
  snprintf(r->status, sizeof r->status, "confirmed");
  snprintf(r->how, sizeof r->how, "the reduced program shows %s bisected to `%s` again (in-process runner)%s",
           o->kind, o->pass,
           planted ? "; the blamed pass is a planted test pass, which mlir-opt-22 does not have" : "");
  char why[256];
  if (!planted && o->step >= 0) {
    if (!confirm_tools_available(why, sizeof why)) {
      snprintf(r->how + strlen(r->how), sizeof r->how - strlen(r->how), "; not checked with mlir-opt-22: %s",
               why);
    } else {
      /* The outside check decides: unconfirmed unless it shows the same. */
      snprintf(r->status, sizeof r->status, "unconfirmed");
      confirm_outside(s, x, o, program, pipeline, workdir, r);
    }
  }
  validator_view(s, o, pipeline, vopt, r);
}
