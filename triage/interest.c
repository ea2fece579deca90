/*
 * interest.c: the interestingness oracle for findings (see interest.h): the
 * validator mode (interest_evaluate's loop over the changed steps) and the
 * execution mode (exec_evaluate), one key and one matcher for both.
 */
#define _GNU_SOURCE /* memmem */
#include "triage/interest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/ir/ir_dyncases.h"
#include "encoder/ir/ir_shape.h"
#include "encoder/verdict/verdict.h"
#include "mlirx/import.h"
#include "mlirx/pair.h"
#include "triage/isolate.h"
#include "triage/sigfacts.h"
#include "triage/signature.h"

struct Interest {
  MlirxSession *s;
  InterestConfig c;
  PipeRunner *runner;
  Validator *val;
  long evals;
  /* the key */
  bool have_key;
  char kind[24], pass[128], stage[16];
  char *diag_norm;
  char *src_ops, *tgt_ops;
  uint64_t deadline_ns;    /* set by the reducer between its sanity check and its end (0 = none) */
  bool require_valid;      /* candidates must be valid programs (interest_require_valid) */
  PipeRunner *tosa_check;  /* the TOSA target the original passes, or NULL */
  const char *tosa_target; /* its pipeline (TOSA_TARGETS) */
};

void interest_config_default(InterestConfig *c) {
  memset(c, 0, sizeof *c);
  validate_options_default(&c->vopt);
  c->vopt.timeout_ms = c->vopt.tv.timeout_ms = 5000;
  c->pipe_wall_ms = 20000;
  c->val_wall_ms = 40000;
  c->slippage_guard = true;
  exec_check_options_default(&c->exec_opt);
}

void outcome_free(Outcome *o) {
  free(o->pair);
  free(o->before);
  free(o->after);
  free(o->report);
  free(o->json);
  free(o->src_ops);
  free(o->tgt_ops);
  free(o->delta_ops);
  free(o->exec_inputs);
  free(o->exec_bisect);
  free(o->exec_lowering_before);
  free(o->exec_lowering_after);
  free(o->exec_lowering_diag);
  free(o->exec_tv_report);
  memset(o, 0, sizeof *o);
  o->step = o->out_index = o->exec_input = -1;
}

static char *dup_or_null(const char *s) { return s ? strdup(s) : NULL; }

Interest *interest_create(MlirxSession *s, const InterestConfig *c, Diag *d) {
  Interest *it = calloc(1, sizeof *it);
  if (!it) {
    diag_set(d, TVF_ENOMEM, "triage: out of memory");
    return NULL;
  }
  it->s = s;
  it->c = *c;
  PipeOptions po;
  pipe_options_default(&po);
  po.isolation = PIPE_ISOLATE_SERVER;
  po.snapshots = true;
  po.wall_ms = c->pipe_wall_ms ? c->pipe_wall_ms : 20000;
  it->runner = pipe_runner_create(s, c->pipeline, &po, d);
  if (!it->runner) {
    free(it);
    return NULL;
  }
  if (c->setup_runner) c->setup_runner(it->runner, c->user);
  it->val = validator_create(s, &c->vopt);
  return it;
}

void interest_destroy(Interest *it) {
  if (!it) return;
  pipe_runner_destroy(it->runner);
  pipe_runner_destroy(it->tosa_check);
  validator_destroy(it->val);
  free(it->diag_norm);
  free(it->src_ops);
  free(it->tgt_ops);
  free(it);
}

PipeRunner *interest_runner(Interest *it) { return it->runner; }
Validator *interest_validator(Interest *it) { return it->val; }
const char *interest_pipeline(Interest *it) { return pipe_runner_expanded(it->runner); }
long interest_evaluations(Interest *it) { return it->evals; }

static bool step_selected(const Interest *it, const PipeStep *ps) {
  if (!it->c.pass || !*it->c.pass) return true;
  return !strcmp(ps->name, it->c.pass) || !strcmp(ps->element, it->c.pass) || !strcmp(ps->pass, it->c.pass);
}

static bool kind_wanted(const Interest *it, const char *kind) {
  if (!it->c.kind || !*it->c.kind) return true;
  /* Wrong code is one family: an unconfirmed counterexample may be confirmed
   * on a smaller program, and a solver budget may leave a confirmed one
   * unconfirmed on a large program. */
  if (sig_kind_is_wrong_code(it->c.kind) && sig_kind_is_wrong_code(kind)) return true;
  return !strcmp(it->c.kind, kind);
}

static void fill_step(Outcome *o, const PipeStep *ps, int i, const StepResult *sr) {
  snprintf(o->pass, sizeof o->pass, "%s", ps->name);
  snprintf(o->element, sizeof o->element, "%s", ps->element);
  o->step = i;
  free(o->before);
  free(o->after);
  o->before = dup_or_null(sr->before);
  o->after = dup_or_null(sr->after);
}

/* Blame and short detail of an execution finding, exactly as
 * fuzz/campaign/campaign.c (exec_program) records them, so that the provisional
 * signature recomputed here is the campaign's row id. */
static void exec_blame(const ExecCheck *ck, char *pass, size_t pn, char *detail, size_t dn) {
  snprintf(pass, pn, "%s",
           !ck->bisected         ? "unbisected"
           : ck->blamed_step < 0 ? "exec-lowering"
                                 : ck->blamed_pass);
  bool mismatch = !strcmp(ck->kind, "exec-mismatch");
  snprintf(detail, dn, "%s",
           mismatch                            ? (ck->diff.i < 0    ? "shape"
                                                  : ck->diff.approx ? "approximate value"
                                                                    : "value")
           : !strcmp(ck->kind, "exec-timeout") ? "timeout"
                                               : ck->final.msg);
}

/* Execution mode: run the pipeline, check the run by execution, describe the
 * finding (interest.h). A pipeline that fails is "nothing wrong" here: the
 * execution oracle only judges runs that succeed. */
static TvfStatus exec_evaluate(Interest *it, const char *text, size_t len, Outcome *o, Diag *d) {
  PipeResult res;
  if (pipe_runner_run(it->runner, text, len, "candidate.mlir", &res, d) != TVF_OK)
    return d ? d->status : TVF_EIO;
  if (res.parse_status != TVF_OK || res.worst != STEP_OK || !res.final_ir) {
    if (res.parse_status != TVF_OK)
      snprintf(o->detail, sizeof o->detail, "%s", res.parse_error);
    else if (res.failed_step >= 0)
      snprintf(o->detail, sizeof o->detail, "step %d (%s) ended with %s: %.1900s", res.failed_step,
               pipe_runner_step(it->runner, res.failed_step)->name, step_status_name(res.worst),
               res.steps[res.failed_step].diag ? res.steps[res.failed_step].diag : "");
    else
      snprintf(o->detail, sizeof o->detail, "the pipeline left no final IR");
    pipe_result_free(&res);
    return TVF_OK;
  }
  Arena a;
  arena_init(&a, 1 << 16);
  ExecCheck ck;
  TvfStatus st =
      exec_check(it->c.exec, text, len, "candidate.mlir", &res, it->runner, &it->c.exec_opt, &a, &ck, d);
  if (st != TVF_OK) goto out;
  if (ck.outcome != EXO_FINDING) {
    snprintf(o->detail, sizeof o->detail, "execution: %s",
             ck.outcome == EXO_MATCH ? "every input matched the interpreter" : ck.msg);
    goto out;
  }
  char pass[160], detail[1024];
  exec_blame(&ck, pass, sizeof pass, detail, sizeof detail);
  /* The requested kind and pass (a row's), like the validator mode's filters. */
  if (it->c.kind && *it->c.kind && strcmp(it->c.kind, ck.kind) != 0) {
    snprintf(o->detail, sizeof o->detail, "execution: %s at %s, not %s: %.900s", ck.kind, pass, it->c.kind,
             ck.msg);
    goto out;
  }
  if (it->c.pass && *it->c.pass && strcmp(it->c.pass, pass) != 0) {
    const PipeStep *ps = ck.blamed_step >= 0 ? pipe_runner_step(it->runner, ck.blamed_step) : NULL;
    if (!ps || (strcmp(ps->element, it->c.pass) != 0 && strcmp(ps->pass, it->c.pass) != 0)) {
      snprintf(o->detail, sizeof o->detail, "execution: %s blamed on %s, not %s: %.900s", ck.kind, pass,
               it->c.pass, ck.msg);
      goto out;
    }
  }
  snprintf(o->kind, sizeof o->kind, "%s", ck.kind);
  snprintf(o->verdict, sizeof o->verdict, "%s", ck.kind);
  snprintf(o->stage, sizeof o->stage, "exec");
  snprintf(o->detail, sizeof o->detail, "%s", ck.msg);
  snprintf(o->func, sizeof o->func, "%s", ck.func);
  snprintf(o->exec_sig_detail, sizeof o->exec_sig_detail, "%s", detail);
  o->exec_input = ck.input;
  o->exec_inputs = dup_or_null(ck.input_text);
  o->exec_bisect = dup_or_null(ck.bisect_log);
  snprintf(o->exec_lowering_pass, sizeof o->exec_lowering_pass, "%s", ck.lowering_pass);
  o->exec_lowering_before = dup_or_null(ck.lowering_before);
  o->exec_lowering_after = dup_or_null(ck.lowering_after);
  snprintf(o->exec_lowering_status, sizeof o->exec_lowering_status, "%s", ck.lowering_status);
  o->exec_lowering_diag = dup_or_null(ck.lowering_diag);
  if (!strcmp(ck.kind, "exec-mismatch")) {
    o->out_index = ck.diff.k;
    snprintf(o->exec_where, sizeof o->exec_where, "%s", ck.diff.where);
    snprintf(o->exec_expected, sizeof o->exec_expected, "%s", ck.diff.src);
    snprintf(o->exec_actual, sizeof o->exec_actual, "%s", ck.diff.tgt);
  }
  if (ck.bisected && ck.blamed_step >= 0) {
    fill_step(o, pipe_runner_step(it->runner, ck.blamed_step), ck.blamed_step, &res.steps[ck.blamed_step]);
  } else {
    snprintf(o->pass, sizeof o->pass, "%.127s", pass); /* "exec-lowering" or "unbisected" */
    snprintf(o->element, sizeof o->element, "%s", pass);
  }
  StrBuf rep = STRBUF_INIT, ops = STRBUF_INIT;
  exec_check_print(&ck, &rep);
  o->report = sb_take(&rep);
  Diag od;
  diag_init(&od);
  if (sigfacts_program_ops(it->s, text, len, &ops, &od) == TVF_OK) o->src_ops = sb_take(&ops);
  sb_free(&ops);
out:
  arena_destroy(&a);
  pipe_result_free(&res);
  return st;
}

/* Is a function with dynamic argument sizes invalid at every assignment of
 * its sizes the validator's case split would check (ir_dyncases.h: 1..3)?
 * An assignment is valid when the shape rules resolve it and the static
 * copy runs on zeros. (A program valid only at larger sizes counts as
 * invalid: a candidate is then rejected, and an original, which makes the
 * reduction not require validity at all.) */
static bool dynamic_func_invalid(const IrFunc *fn, Arena *a, char *why, size_t n) {
  int k = ir_func_arg_dyn_dims(fn);
  if (k <= 0 || k > 64) return false;
  IrDynCases cases;
  if (!ir_dyn_cases(fn, k, TV_DYN_MAX, TV_DYN_MAX_CASES, a, &cases)) return false;
  char msg[512] = "";
  for (int c = 0; c < cases.n; c++) {
    ArenaMark mark = arena_mark(a);
    IrFunc *spec = NULL;
    bool valid = false;
    if (ir_specialize(fn, cases.dims + (size_t)c * (size_t)k, a, &spec, msg, sizeof msg) == IR_SHAPE_OK) {
      int na = spec->body->nargs;
      EvalTensor **args = arena_calloc(a, (size_t)(na > 0 ? na : 1), sizeof *args);
      Diag d;
      diag_init(&d);
      bool ok = args != NULL;
      for (int i = 0; ok && i < na; i++)
        ok = (args[i] = eval_arg_for_type(a, spec->body->args[i]->type, &d)) != NULL;
      EvalResult r;
      valid = !ok || eval_func(spec, args, a, &r, &d) != TVF_EINPUT; /* unknown counts as valid */
      if (!valid) snprintf(msg, sizeof msg, "%.500s", d.msg);
    }
    arena_reset_to(a, mark);
    if (valid) return false;
  }
  snprintf(why, n, "no assignment of its %d dynamic sizes in 1..%d is valid (e.g. %.400s)", k, cases.bound,
           msg);
  return cases.n > 0;
}

/* Is the program invalid for its dialects (an ERROR_IF of a TOSA op, shape
 * conditions the verifiers do not check: a tosa.tile whose result type
 * contradicts its multiples, a reverse to a type of other rank)? Every
 * function with static argument types runs once in the interpreter on
 * zeros: validity does not depend on the values; one with dynamic argument
 * sizes at the sizes the case split checks (dynamic_func_invalid). `why`
 * gets the reason. (interest.h) */
bool interest_program_invalid(MlirxSession *s, const char *text, size_t len, char *why, size_t n) {
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, text, len, "candidate.mlir", &d);
  if (!m) return false; /* the parse error is the runner's to report */
  Arena a;
  arena_init(&a, 1 << 16);
  IrModule *im = NULL;
  bool invalid = false;
  if (mlirx_import_module(m, NULL, &a, &im, &d) == TVF_OK && im) {
    eval_set_work_cap(INT64_C(1) << 22); /* a large program is not checked to the end */
    for (int f = 0; f < im->nfuncs && !invalid; f++) {
      const IrFunc *fn = im->funcs[f];
      if (!fn->body) continue;
      int na = fn->body->nargs;
      EvalTensor **args = arena_calloc(&a, (size_t)(na > 0 ? na : 1), sizeof *args);
      bool ok = args != NULL;
      for (int i = 0; ok && i < na; i++)
        ok = (args[i] = eval_arg_for_type(&a, fn->body->args[i]->type, &d)) != NULL;
      EvalResult r;
      diag_init(&d);
      if (ok && eval_func(fn, args, &a, &r, &d) == TVF_EINPUT) {
        invalid = true;
        snprintf(why, n, "%.500s", d.msg);
      } else if (!ok) {
        invalid = dynamic_func_invalid(fn, &a, why, n);
      } else {
        /* Static arguments, but maybe dynamic types inside: the shape rules
         * decide what the interpreter may not (a tosa.mul of 1x1 operands
         * declared 3x?: a reducer once kept one). */
        IrFunc *spec = NULL;
        char msg[512] = "";
        int64_t none = 0;
        if (ir_func_arg_dyn_dims(fn) == 0 &&
            ir_specialize(fn, &none, &a, &spec, msg, sizeof msg) == IR_SHAPE_INVALID) {
          invalid = true;
          snprintf(why, n, "%.500s", msg);
        }
      }
    }
    eval_set_work_cap(0);
  }
  arena_destroy(&a);
  mlirx_module_destroy(m);
  return invalid;
}

/* TOSA targets, strictest first: every profile and extension, at level 8K
 * and at level none (the dynamic-shape variants are outside every TOSA 1.0
 * level). A reduced TOSA program must pass MLIR's tosa-validate at the level
 * the original passed, so that a maintainer's validator does not reject the
 * reproducer (an operand above a level's limit, a type no profile has). */
#define TOSA_TARGET_PROFILE                                                                                  \
  "profiles=pro_int,pro_fp extensions=int16,int4,bf16,fp8e4m3,fp8e5m2,fft,variable,controlflow,"             \
  "doubleround,inexactround,dynamic"
static const char *const TOSA_TARGETS[] = {
    "builtin.module(tosa-attach-target{" TOSA_TARGET_PROFILE
    " level=8k},tosa-validate{strict-op-spec-alignment})",
    "builtin.module(tosa-attach-target{" TOSA_TARGET_PROFILE
    " level=none},tosa-validate{strict-op-spec-alignment})",
};

/* Does `r`'s TOSA validation accept the program? A crash, timeout or parse
 * error counts as no. `why` gets the validator's message. */
static bool tosa_target_accepts(PipeRunner *r, const char *text, size_t len, char *why, size_t n) {
  PipeResult res;
  Diag d;
  diag_init(&d);
  if (pipe_runner_run(r, text, len, "candidate.mlir", &res, &d) != TVF_OK) {
    snprintf(why, n, "tosa-validate: %.480s", d.msg);
    return false;
  }
  bool ok = res.parse_status == TVF_OK && res.worst == STEP_OK;
  if (!ok) {
    const char *msg = res.failed_step >= 0 && res.steps[res.failed_step].diag
                          ? res.steps[res.failed_step].diag
                          : res.parse_error;
    snprintf(why, n, "tosa-validate: %.480s", msg);
  }
  pipe_result_free(&res);
  return ok;
}

static PipeRunner *tosa_target_runner(MlirxSession *s, const char *target) {
  PipeOptions po;
  pipe_options_default(&po);
  po.isolation = PIPE_ISOLATE_SERVER; /* a validator crash is not the reducer's */
  po.wall_ms = 20000;
  return pipe_runner_create(s, target, &po, NULL);
}

/* The strictest TOSA target the original passes (NULL: none, or no TOSA). */
static PipeRunner *tosa_target_of(MlirxSession *s, const char *text, size_t len, const char **target) {
  if (!memmem(text, len, "tosa.", 5)) return NULL;
  for (size_t i = 0; i < sizeof TOSA_TARGETS / sizeof *TOSA_TARGETS; i++) {
    PipeRunner *r = tosa_target_runner(s, TOSA_TARGETS[i]);
    if (!r) continue;
    char why[512];
    if (tosa_target_accepts(r, text, len, why, sizeof why)) {
      *target = TOSA_TARGETS[i];
      return r;
    }
    pipe_runner_destroy(r);
  }
  return NULL;
}

/* MLIR 22's tosa-validate keeps the names of the tosa.variables it has seen
 * across runs of one pass instance ("'tosa.variable' op name has already
 * been declared" on the second program that declares @state): a program
 * with variables gets a runner of its own. */
static bool tosa_check_accepts(Interest *it, const char *text, size_t len, char *why, size_t n) {
  if (!memmem(text, len, "tosa.variable", 13)) return tosa_target_accepts(it->tosa_check, text, len, why, n);
  PipeRunner *r = tosa_target_runner(it->s, it->tosa_target);
  if (!r) {
    snprintf(why, n, "tosa-validate: cannot create its runner");
    return false;
  }
  bool ok = tosa_target_accepts(r, text, len, why, n);
  pipe_runner_destroy(r);
  return ok;
}

bool interest_require_valid(Interest *it, const char *text, size_t len) {
  char why[512];
  it->require_valid = !interest_program_invalid(it->s, text, len, why, sizeof why);
  pipe_runner_destroy(it->tosa_check);
  it->tosa_check = it->require_valid ? tosa_target_of(it->s, text, len, &it->tosa_target) : NULL;
  return it->require_valid;
}

TvfStatus interest_evaluate(Interest *it, const char *text, size_t len, Outcome *o, Diag *d) {
  memset(o, 0, sizeof *o);
  o->step = o->out_index = o->exec_input = -1;
  it->evals++;
  char why[512];
  if (it->require_valid && (interest_program_invalid(it->s, text, len, why, sizeof why) ||
                            (it->tosa_check && !tosa_check_accepts(it, text, len, why, sizeof why)))) {
    snprintf(o->detail, sizeof o->detail, "not a valid program (the original was): %.480s", why);
    return TVF_OK;
  }
  if (it->c.exec) return exec_evaluate(it, text, len, o, d);
  PipeResult res;
  if (pipe_runner_run(it->runner, text, len, "candidate.mlir", &res, d) != TVF_OK)
    return d ? d->status : TVF_EIO;
  if (res.parse_status != TVF_OK) {
    if (res.parse_status != TVF_EINPUT) { /* the parser itself crashed */
      snprintf(o->kind, sizeof o->kind, "crash");
      snprintf(o->pass, sizeof o->pass, "parse");
      snprintf(o->verdict, sizeof o->verdict, "crash");
    }
    snprintf(o->detail, sizeof o->detail, "%s", res.parse_error);
    pipe_result_free(&res);
    return TVF_OK;
  }
  bool wrong_code_wanted = !it->c.kind || !*it->c.kind || sig_kind_is_wrong_code(it->c.kind);
  const char *last_after = NULL; /* the IR the next step starts from, when printed */
  for (int i = 0; i < res.nsteps; i++) {
    StepResult *sr = &res.steps[i];
    if (sr->status == STEP_NOT_RUN) break;
    const PipeStep *ps = pipe_runner_step(it->runner, i);
    bool sel = step_selected(it, ps);
    if (sr->status != STEP_OK) {
      const char *k = step_status_name(sr->status);
      Diag bd;
      diag_init(&bd);
      MlirxModule *bm = NULL;
      if (sel && kind_wanted(it, k) && last_after &&
          !(bm = mlirx_parse(it->s, last_after, strlen(last_after), "<before>", &bd))) {
        /* The pass was given IR that does not parse back: what it does with
         * it is the earlier pass's finding, not its own. */
        snprintf(o->detail, sizeof o->detail, "the IR before step %d (%s) does not parse back: %s", i,
                 ps->name, bd.msg);
      } else if (sel && kind_wanted(it, k)) {
        snprintf(o->kind, sizeof o->kind, "%s", k);
        snprintf(o->verdict, sizeof o->verdict, "%s", k);
        snprintf(o->detail, sizeof o->detail, "%s", sr->diag ? sr->diag : "");
        o->report = dup_or_null(sr->diag);
        fill_step(o, ps, i, sr);
      } else {
        snprintf(o->detail, sizeof o->detail, "step %d (%s) ended with %s before the blamed pass: %s", i,
                 ps->name, k, sr->diag ? sr->diag : "");
      }
      if (bm) mlirx_module_destroy(bm);
      break;
    }
    if (sr->changed && sr->after) last_after = sr->after;
    /* An invalid-ir finding may be IR that fails only to parse back: the
     * round trip below is its test, so it runs for that kind too. */
    bool roundtrip_wanted = kind_wanted(it, "invalid-ir");
    if (!sel || (!wrong_code_wanted && !roundtrip_wanted) || !sr->changed || !sr->before || !sr->after)
      continue;
    StrBuf pair = STRBUF_INIT;
    PairHeader h = {ps->element, pipe_runner_expanded(it->runner), i, NULL};
    Diag pd;
    diag_init(&pd);
    if (mlirx_make_pair(it->s, sr->before, sr->after, &h, &pair, &pd) != TVF_OK) {
      /* IR that does not parse back before the pass is an earlier pass's
       * output (or an invalid program): not this pass's finding. */
      if (!strncmp(pd.msg, "<before>", 8)) {
        snprintf(o->detail, sizeof o->detail, "the IR before step %d (%s) does not parse back: %s", i,
                 ps->name, pd.msg);
        sb_free(&pair);
        break;
      }
      /* The pass printed IR that does not parse back: invalid IR. */
      if (kind_wanted(it, "invalid-ir")) {
        snprintf(o->kind, sizeof o->kind, "invalid-ir");
        snprintf(o->verdict, sizeof o->verdict, "invalid-ir");
        snprintf(o->detail, sizeof o->detail, "%s", pd.msg);
        o->report = strdup(pd.msg);
        fill_step(o, ps, i, sr);
        sb_free(&pair);
        break;
      }
      sb_free(&pair);
      continue;
    }
    if (!wrong_code_wanted) {
      sb_free(&pair);
      continue;
    }
    ValidateResult vr;
    /* A reducer test does not outlive the reducer's deadline (a validation
     * cut short is a timeout: not interesting). */
    unsigned wall = it->c.val_wall_ms;
    if (it->deadline_ns) {
      int64_t left_ms = ((int64_t)it->deadline_ns - (int64_t)tvf_now_ns()) / 1000000;
      if (left_ms < 1) left_ms = 1;
      if (!wall || (uint64_t)left_ms < wall) wall = (unsigned)left_ms;
    }
    iso_validate_pair(it->val, sb_cstr(&pair), pair.len, "pair.srctgt.mlir", wall, &vr);
    const char *k = vr.verdict == TV_MISCOMPILE     ? "miscompile"
                    : vr.verdict == TV_INCONCLUSIVE ? "inconclusive"
                                                    : NULL;
    if (k && kind_wanted(it, k)) {
      snprintf(o->kind, sizeof o->kind, "%s", k);
      snprintf(o->verdict, sizeof o->verdict, "%s", vr.verdict_name);
      snprintf(o->stage, sizeof o->stage, "%s", vr.stage);
      snprintf(o->src_class, sizeof o->src_class, "%s", vr.src_class);
      snprintf(o->tgt_class, sizeof o->tgt_class, "%s", vr.tgt_class);
      snprintf(o->detail, sizeof o->detail, "%s", vr.detail);
      o->report = vr.report;
      o->json = vr.json;
      vr.report = vr.json = NULL;
      o->pair = sb_take(&pair);
      fill_step(o, ps, i, sr);
      sigfacts_parse_detail(o->detail, o->func, sizeof o->func, &o->out_index);
      StrBuf so = STRBUF_INIT, to = STRBUF_INIT, dl = STRBUF_INIT;
      Diag fd;
      diag_init(&fd);
      if (sigfacts_paths(it->s, o->pair, strlen(o->pair), o->func[0] ? o->func : NULL, o->out_index, &so, &to,
                         &dl, &fd) == TVF_OK) {
        o->src_ops = sb_take(&so);
        o->tgt_ops = sb_take(&to);
        o->delta_ops = sb_take(&dl);
      }
      sb_free(&so);
      sb_free(&to);
      sb_free(&dl);
      validate_result_free(&vr);
      break;
    }
    if (!o->detail[0] && vr.verdict != TV_CORRECT)
      snprintf(o->detail, sizeof o->detail, "step %d (%s): %s: %.1900s", i, ps->name, vr.verdict_name,
               vr.detail);
    validate_result_free(&vr);
    sb_free(&pair);
  }
  pipe_result_free(&res);
  return TVF_OK;
}

void interest_set_key(Interest *it, const Outcome *o) {
  it->have_key = true;
  snprintf(it->kind, sizeof it->kind, "%s", o->kind);
  snprintf(it->pass, sizeof it->pass, "%s", o->pass);
  snprintf(it->stage, sizeof it->stage, "%s", o->stage);
  free(it->diag_norm);
  free(it->src_ops);
  free(it->tgt_ops);
  StrBuf n = STRBUF_INIT;
  sig_normalize_diag(o->report ? o->report : o->detail, &n);
  it->diag_norm = sb_take(&n);
  it->src_ops = dup_or_null(o->src_ops);
  it->tgt_ops = dup_or_null(o->tgt_ops);
  /* From now on only this pass and kind need to run/validate. */
  if (!it->c.pass || !*it->c.pass) it->c.pass = it->pass;
  if (!it->c.kind || !*it->c.kind) it->c.kind = it->kind;
}

bool interest_relax_key(Interest *it) {
  if (!it->have_key || strcmp(it->kind, "miscompile") != 0) return false;
  snprintf(it->kind, sizeof it->kind, "inconclusive");
  it->c.kind = it->kind;
  return true;
}

bool interest_matches(Interest *it, const Outcome *o, char *why, size_t whylen) {
  if (!o->kind[0]) {
    snprintf(why, whylen, "nothing wrong (%s)", o->detail[0] ? o->detail : "every pass correct");
    return false;
  }
  if (!it->have_key) return true;
  if (strcmp(o->kind, it->kind) != 0) {
    /* An unconfirmed counterexample that becomes a confirmed one (e.g. the
     * reducer removed the transcendental op it depended on) is the same
     * finding, only better: accept and keep the stronger kind from now on. */
    if (!strcmp(it->kind, "inconclusive") && !strcmp(o->kind, "miscompile") && !strcmp(o->pass, it->pass)) {
      snprintf(it->kind, sizeof it->kind, "miscompile");
      it->c.kind = it->kind;
      return true;
    }
    snprintf(why, whylen, "kind %s instead of %s", o->kind, it->kind);
    return false;
  }
  if (strcmp(o->pass, it->pass) != 0) {
    snprintf(why, whylen, "pass %s instead of %s", o->pass, it->pass);
    return false;
  }
  /* Execution findings: the same kind bisected to the same pass is the key
   * (which element differs, and by how much, is the program's). */
  if (sig_kind_is_exec(o->kind)) return true;
  if (sig_kind_is_wrong_code(o->kind)) {
    /* The stage is not compared: it is a symptom of the surroundings (the
     * same wrong value may surface as poison through a later cast), and the
     * reducer should be free to strip them. */
    if (it->c.slippage_guard && it->src_ops && o->src_ops &&
        (!sigfacts_subset(o->src_ops, it->src_ops) || !sigfacts_subset(o->tgt_ops, it->tgt_ops))) {
      snprintf(why, whylen, "slippage: path ops %s / %s not within the original's", o->src_ops, o->tgt_ops);
      return false;
    }
    return true;
  }
  if (strcmp(o->kind, "timeout") == 0) return true;
  StrBuf n = STRBUF_INIT;
  sig_normalize_diag(o->report ? o->report : o->detail, &n);
  bool same = !strcmp(sb_cstr(&n), it->diag_norm ? it->diag_norm : "");
  if (!same) snprintf(why, whylen, "different diagnostic: %s", sb_cstr(&n));
  sb_free(&n);
  return same;
}

static bool oracle_test(void *user, const char *text, size_t len, char *why, size_t whylen) {
  Interest *it = user;
  if (it->deadline_ns && tvf_now_ns() >= it->deadline_ns) {
    snprintf(why, whylen, "deadline reached");
    return false;
  }
  Outcome o;
  Diag d;
  diag_init(&d);
  if (interest_evaluate(it, text, len, &o, &d) != TVF_OK) {
    snprintf(why, whylen, "runner error: %s", d.msg);
    return false;
  }
  bool ok = interest_matches(it, &o, why, whylen);
  outcome_free(&o);
  return ok;
}

static void oracle_set_deadline(void *user, uint64_t deadline_ns) {
  ((Interest *)user)->deadline_ns = deadline_ns;
}

RedOracle interest_oracle(Interest *it) {
  RedOracle o = {oracle_test, it, oracle_set_deadline};
  return o;
}
