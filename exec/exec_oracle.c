/*
 * exec_oracle.c: a pipeline run checked by execution, and bisected to the
 * pass (see exec.h, exec_check).
 *
 * The source program is imported and run in the reference interpreter on
 * the screening inputs (tv_screen_fill_inputs); the final IR is compiled
 * and run on the same inputs (exec_run); each run is compared with
 * exec_compare. The first input that fails is the finding. Bisection runs
 * the snapshots in pipeline order on that input alone: snapshot 0 is the
 * source, snapshot j the IR after the j-th step that changed it; the first
 * that fails names its step. When the source itself already fails, the
 * blame is on the fixed lowering or the interpreter (blamed_step -1).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "encoder/ir/ir_inline.h"
#include "encoder/ir/ir_shape.h"
#include "encoder/tv/tv_eval.h"
#include "exec/exec.h"
#include "mlirx/import.h"
#include "mlirx/pipeline.h"

/* Inputs a function with mutable state runs on (one compiled program each). */
#define EXEC_STATEFUL_INPUTS 4

void exec_check_options_default(ExecCheckOptions *o) {
  o->ninputs = 40;
  o->ulp_tol = EXEC_ULP_TOL;
  o->bisect = true;
  o->dynamic = true;
  o->dyn_tries = 4;
}

static const char *failure_kind(ExecStatus s) {
  switch (s) {
  case EXEC_CRASH: return "exec-crash";
  case EXEC_TIMEOUT: return "exec-timeout";
  case EXEC_OOM: return "exec-oom";
  default: return NULL;
  }
}

/* Is this run of `text` on the inputs a finding? Fills kind/diff/input. */
typedef struct Judge {
  const IrFunc *src;
  EvalTensor ***inputs;
  EvalResult *es; /* per input */
  int ulp_tol;
} Judge;

typedef enum { J_OK, J_FINDING, J_SKIP } JudgeResult;

static JudgeResult judge(const Judge *j, const ExecResult *r, int first_input, char *kind, size_t kn,
                         ExecDiff *diff, int *input, int *nmatched, int *nnoblig, char *msg, size_t mn,
                         Arena *a) {
  *input = -1;
  for (int v = 0; v < r->nruns; v++) {
    int iv = first_input + v;
    ExecVerdict ev = exec_compare(j->src, j->inputs[iv], &j->es[iv], &r->runs[v], j->ulp_tol, a, diff);
    if (ev == EXEC_NO_OBLIG) {
      if (nnoblig) (*nnoblig)++;
      continue;
    }
    if (ev == EXEC_MATCH) {
      if (nmatched) (*nmatched)++;
      continue;
    }
    *input = iv;
    snprintf(kind, kn, "exec-mismatch");
    if (ev == EXEC_INCOMPARABLE)
      snprintf(msg, mn, "%s differs: interpreter %s, compiled %s (input %d)", diff->where, diff->src,
               diff->tgt, iv);
    else
      snprintf(msg, mn, "%s: interpreter %s, compiled %s (input %d)%s", diff->where, diff->src, diff->tgt, iv,
               diff->approx ? ", beyond the ulp tolerance of an approximate value" : "");
    return J_FINDING;
  }
  const char *fk = failure_kind(r->status);
  if (fk) {
    int iv = r->failed_input >= 0 ? first_input + r->failed_input : -1;
    /* src UB on that input: the compiled code may do anything */
    if (iv >= 0 && j->es[iv].ub) {
      if (nnoblig) (*nnoblig)++;
      return J_OK;
    }
    *input = iv;
    snprintf(kind, kn, "%s", fk);
    snprintf(msg, mn, "compiled code: %.900s (input %d)", r->msg, iv);
    return J_FINDING;
  }
  if (r->status != EXEC_OK) {
    snprintf(msg, mn, "%s: %.900s", exec_status_name(r->status), r->msg);
    return J_SKIP;
  }
  return J_OK;
}

static char *inputs_text(const IrFunc *f, EvalTensor **args, Arena *a) {
  StrBuf b = STRBUF_INIT;
  for (int i = 0; i < f->body->nargs; i++) {
    const IrType *t = f->body->args[i]->type;
    sb_printf(&b, "%%arg%d : %s = ", i, t->text ? t->text : ir_elem_name(t->elem));
    eval_tensor_print(args[i], &b, 256);
    sb_putc(&b, '\n');
  }
  char *s = arena_strdup(a, sb_cstr(&b));
  sb_free(&b);
  return s;
}

typedef enum { INTERP_MATCHES, INTERP_DIFFERS, INTERP_NONE } InterpVerdict;

/* The interpreter's run of a snapshot (module text) on the failing input,
 * compared with the source's: INTERP_NONE (why set) when the snapshot does
 * not import or run (LLVM dialect, unsupported ops). */
static InterpVerdict interpret_snapshot(MlirxSession *s, const char *text, const Judge *j,
                                        const ExecCheck *out, Arena *a, char *why, size_t whylen) {
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, text, strlen(text), "snapshot.mlir", &d);
  IrModule *im = NULL;
  bool imported = m && mlirx_import_module(m, NULL, a, &im, &d) == TVF_OK && im && im->nfuncs > 0;
  if (m) mlirx_module_destroy(m);
  const IrFunc *f = imported ? ir_module_func(im, j->src->name) : NULL;
  if (f && out->ndyn > 0 && ir_func_arg_dyn_dims(f) == out->ndyn) { /* a dynamic source: the same sizes */
    IrFunc *fs = NULL;
    char w[256];
    f = ir_specialize(f, out->dyn_dims, a, &fs, w, sizeof w) == IR_SHAPE_OK ? fs : NULL;
    if (!f) diag_set(&d, TVF_EUNSUPPORTED, "%s", w);
  }
  EvalResult er;
  if (!f || eval_func(f, j->inputs[out->input], a, &er, &d) != TVF_OK) {
    snprintf(why, whylen, "%.200s", d.msg[0] ? d.msg : "no function to run");
    return INTERP_NONE;
  }
  ExecRun run;
  memset(&run, 0, sizeof run);
  run.results = er.results;
  run.nresults = er.nresults;
  run.final_args = er.final_args;
  run.nargs = er.nargs;
  run.global_names = er.global_names;
  run.final_globals = er.final_globals;
  run.nglobals = er.nglobals;
  ExecDiff diff;
  ExecVerdict v = exec_compare(j->src, j->inputs[out->input], &j->es[out->input], &run, j->ulp_tol, a, &diff);
  return v == EXEC_MISMATCH ? INTERP_DIFFERS : INTERP_MATCHES;
}

/* The source differs under the fixed lowering itself: run the lowering pass
 * by pass and the interpreter on each snapshot it can import, on the failing
 * input; the first whose result differs from the source's names the pass
 * (ExecCheck.lowering_pass). Only the interpreter judges here: compiling a
 * snapshot would run the rest of the lowering, bug included. */
static void bisect_lowering(ExecEngine *x, const char *src_text, size_t len, const Judge *j, ExecCheck *out,
                            StrBuf *log, Arena *a) {
  MlirxSession *s = exec_engine_session(x);
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = true;
  Diag d;
  diag_init(&d);
  PipeRunner *r = pipe_runner_create(s, EXEC_LOWERING, &po, &d);
  if (!r) return;
  PipeResult pr;
  if (pipe_runner_run(r, src_text, len, "lowering.mlir", &pr, &d) != TVF_OK) {
    pipe_runner_destroy(r);
    return;
  }
  /* The lowering itself crashed or failed on the source (the compiled code
   * never ran: a crash "before the program was compiled"): its step is the
   * culprit, whether or not the interpreter can follow the snapshots down
   * to it (a crash in expand-strided-metadata comes after the CFG lowering,
   * which the interpreter does not run). */
  for (int k = 0; k < pr.nsteps; k++) {
    const StepResult *sr = &pr.steps[k];
    if (sr->status == STEP_OK || sr->status == STEP_NOT_RUN) continue;
    snprintf(out->lowering_pass, sizeof out->lowering_pass, "%s", pipe_runner_step(r, k)->name);
    snprintf(out->lowering_status, sizeof out->lowering_status, "%s", step_status_name(sr->status));
    out->lowering_diag = arena_strdup(a, sr->diag ? sr->diag : "");
    out->lowering_before = sr->before ? arena_strdup(a, sr->before) : NULL;
    sb_printf(log, "  lowering %-34s %s\n", out->lowering_pass, out->lowering_status);
    pipe_result_free(&pr);
    pipe_runner_destroy(r);
    return;
  }
  for (int k = 0; k < pr.nsteps; k++) {
    const StepResult *sr = &pr.steps[k];
    if (sr->status != STEP_OK || !sr->changed || !sr->after) continue;
    const char *name = pipe_runner_step(r, k)->name;
    ArenaMark mark = arena_mark(a);
    char why[256];
    InterpVerdict v = interpret_snapshot(s, sr->after, j, out, a, why, sizeof why);
    if (v == INTERP_NONE) {
      /* below what the interpreter runs (LLVM dialect, unsupported ops): stop */
      sb_printf(log, "  lowering %-34s not interpretable: %.200s\n", name, why);
      arena_reset_to(a, mark);
      break;
    }
    sb_printf(log, "  lowering %-34s %s\n", name, v == INTERP_DIFFERS ? "differs (interpreter)" : "matches");
    if (v == INTERP_DIFFERS) {
      snprintf(out->lowering_pass, sizeof out->lowering_pass, "%s", name);
      out->lowering_before = arena_strdup(a, sr->before ? sr->before : src_text);
      out->lowering_after = arena_strdup(a, sr->after);
      break;
    }
    arena_reset_to(a, mark);
  }
  pipe_result_free(&pr);
  pipe_runner_destroy(r);
}

/* A pass's output that differs when compiled, while the interpreter runs
 * that output exactly as the source: the compiled difference comes from
 * below the pass. When the fixed lowering's bisection then names a pass of
 * its own (a bug of the lowering that the pass's rewrite only exposes: a
 * fold that turns a stored value into the returned argument meets BUGS.md
 * #37 in the lowering's one-shot-bufferize, campS finding 1eeed7c9), the
 * blame moves there, as for a source that differs (blamed_step -1). When
 * the interpreter cannot run the output, or already disagrees, or no
 * lowering pass disagrees, the pass keeps the blame. */
static void blame_lowering_instead(ExecEngine *x, const char *snap, const Judge *j, ExecCheck *out,
                                   StrBuf *log, Arena *a) {
  char why[256];
  ArenaMark mark = arena_mark(a);
  InterpVerdict v = interpret_snapshot(exec_engine_session(x), snap, j, out, a, why, sizeof why);
  arena_reset_to(a, mark);
  if (v != INTERP_MATCHES) return;
  sb_printf(log, "  the interpreter runs %s's output as the source: bisecting the fixed lowering of it\n",
            out->blamed_pass);
  bisect_lowering(x, snap, strlen(snap), j, out, log, a);
  if (!out->lowering_pass[0] || out->lowering_status[0]) {
    out->lowering_pass[0] = 0;
    out->lowering_status[0] = 0;
    return;
  }
  char pass[160];
  snprintf(pass, sizeof pass, "%s", out->blamed_pass);
  out->blamed_step = -1;
  snprintf(out->blamed_pass, sizeof out->blamed_pass,
           "(the fixed lowering of %.60s's output; the interpreter runs that output as the source)", pass);
}

/* The assignments of a source's '?' argument sizes the oracle tries, in
 * order: sizes that mostly differ from each other and from 1 (so that a
 * size read from the wrong dimension shows), then larger and equal ones. */
#define EXEC_DYN_PATTERNS 8
static int64_t dyn_pattern(int pat, int i) {
  static const int64_t distinct[] = {2, 3, 4, 5, 6, 7};
  switch (pat) {
  case 0: return 2;
  case 1: return distinct[i % 6];
  case 2: return 3;
  case 3: return distinct[5 - i % 6];
  case 4: return 5 + i % 2;
  case 5: return 1;
  case 6: return 6;
  default: return 4 + i % 3;
  }
}

/* A source with '?' argument sizes: its static specialization at the first
 * assignment from *pat on that its shape rules allow (ir_specialize gives a
 * function without '?'); the compiled code runs through its dynamic
 * signature on inputs of those sizes. NULL when none is left (out->msg
 * says why when none worked at all). */
static const IrFunc *specialize_for_exec(const IrFunc *src, Arena *a, ExecCheck *out, int *pat) {
  int k = ir_func_arg_dyn_dims(src);
  if (k > 32) {
    snprintf(out->msg, sizeof out->msg, "interpreter: %d dynamic argument sizes", k);
    return NULL;
  }
  int64_t dims[32];
  char why[512] = "";
  for (; *pat < EXEC_DYN_PATTERNS; (*pat)++) {
    for (int i = 0; i < k; i++)
      dims[i] = dyn_pattern(*pat, i);
    IrFunc *f = NULL;
    if (ir_specialize(src, dims, a, &f, why, sizeof why) != IR_SHAPE_OK || !f || ir_func_has_dynamic(f))
      continue;
    size_t n = 0;
    out->dyn_sizes[0] = 0;
    out->ndyn = k;
    memcpy(out->dyn_dims, dims, sizeof dims[0] * (size_t)k);
    for (int i = 0; i < k && n + 24 < sizeof out->dyn_sizes; i++)
      n += (size_t)snprintf(out->dyn_sizes + n, sizeof out->dyn_sizes - n, "%s%" PRId64, i ? "," : "",
                            dims[i]);
    (*pat)++;
    return f;
  }
  if (!out->ndyn)
    snprintf(out->msg, sizeof out->msg,
             "interpreter: dynamic shape: no assignment of the %d sizes specializes%s%.400s", k,
             why[0] ? ": " : "", why);
  return NULL;
}

TvfStatus exec_check(ExecEngine *x, const char *src_text, size_t len, const char *filename,
                     const struct PipeResult *pr, const struct PipeRunner *runner, const ExecCheckOptions *o,
                     Arena *a, ExecCheck *out, Diag *d) {
  ExecCheckOptions dflt;
  if (!o) {
    exec_check_options_default(&dflt);
    o = &dflt;
  }
  memset(out, 0, sizeof *out);
  out->input = -1;
  out->blamed_step = -1;
  out->outcome = EXO_SKIPPED;
  /* the source in the interpreter */
  Diag dd;
  diag_init(&dd);
  MlirxModule *m = mlirx_parse(exec_engine_session(x), src_text, len, filename, &dd);
  if (!m) {
    snprintf(out->msg, sizeof out->msg, "source: %.900s", dd.msg);
    return TVF_OK;
  }
  IrModule *im = NULL;
  TvfStatus st = mlirx_import_module(m, NULL, a, &im, &dd);
  mlirx_module_destroy(m);
  if (st != TVF_OK || !im || im->nfuncs == 0) {
    snprintf(out->msg, sizeof out->msg, "source import: %.900s", st != TVF_OK ? dd.msg : "no function");
    return TVF_OK;
  }
  const IrFunc *src = ir_module_func(im, "main");
  if (!src) src = im->funcs[0];
  snprintf(out->func, sizeof out->func, "%s", src->name);
  if (ir_func_arg_dyn_dims(src) > 0 && !o->dynamic) {
    snprintf(out->msg, sizeof out->msg, "interpreter: dynamic argument sizes (not asked for)");
    return TVF_OK;
  }
  /* a dynamic source: one assignment of its sizes after another, until one
   * shows a finding or o->dyn_tries have matched */
  const IrFunc *decl = ir_func_arg_dyn_dims(src) > 0 ? src : NULL;
  int pat = 0, tries = 0;
  out->src_decl = decl;
  /* The inputs draw on the constants of the source and of the pipeline's
   * output (and their neighbours), as the screening does on a pair: a
   * rewrite that brings a constant (math-expand-ops' 0.5 for round) brings
   * the boundary its bug sits at (0.49999997, BUGS.md #29). */
  const IrFunc *out_func = NULL;
  if (pr && pr->final_ir) {
    Diag fd;
    diag_init(&fd);
    MlirxModule *fm =
        mlirx_parse(exec_engine_session(x), pr->final_ir, strlen(pr->final_ir), "final.mlir", &fd);
    IrModule *fim = NULL;
    if (fm && mlirx_import_module(fm, NULL, a, &fim, &fd) == TVF_OK && fim)
      out_func = ir_module_func(fim, src->name);
    if (fm) mlirx_module_destroy(fm);
  }
next_sizes:
  if (decl && !(src = specialize_for_exec(decl, a, out, &pat))) return TVF_OK;
  tries++;
  int nargs = src->body->nargs, nin = o->ninputs > 0 ? o->ninputs : 1;
  /* A function with mutable state (a global it writes or reads) returns
   * what the calls before it left there: the interpreter runs each input as
   * a program's first call (globals at their initializers), so the compiled
   * code does too, one input per child, on the first few inputs only. */
  bool stateful = ir_func_has_mutable_state(src);
  if (stateful && nin > EXEC_STATEFUL_INPUTS) nin = EXEC_STATEFUL_INPUTS;
  EvalTensor ***inputs = arena_calloc(a, (size_t)nin, sizeof(EvalTensor **));
  EvalResult *es = arena_calloc(a, (size_t)nin, sizeof(EvalResult));
  for (int v = 0; v < nin; v++) {
    inputs[v] = arena_calloc(a, (size_t)(nargs > 0 ? nargs : 1), sizeof(EvalTensor *));
    for (int i = 0; i < nargs; i++) {
      inputs[v][i] = eval_arg_for_type(a, src->body->args[i]->type, &dd);
      if (!inputs[v][i] || inputs[v][i]->kind == EVAL_SHAPE) {
        snprintf(out->msg, sizeof out->msg, "interpreter: argument %d: %.900s", i,
                 inputs[v][i] ? "a shape argument" : dd.msg);
        return TVF_OK;
      }
    }
    tv_screen_fill_inputs(src, out_func, inputs[v], nargs, v, nin);
    diag_init(&dd);
    if (eval_func(src, inputs[v], a, &es[v], &dd) != TVF_OK) {
      snprintf(out->msg, sizeof out->msg, "interpreter: %.900s", dd.msg);
      return TVF_OK;
    }
  }
  out->ninputs = nin;
  Judge j = {src, inputs, es, o->ulp_tol};
  /* the final IR on every input */
  const char *final = pr && pr->final_ir ? pr->final_ir : src_text;
  /* A crash, hang or OOM on an input where src has UB carries no
   * obligation: the remaining inputs run in a new child. */
  JudgeResult jr = J_OK;
  for (int start = 0; start < nin;) {
    ExecResult r;
    int count = stateful ? 1 : nin - start;
    st = exec_run(x, final, strlen(final), src->name, src, inputs + start, count, a, &r, d);
    if (st != TVF_OK) return st;
    if (start == 0) {
      out->final = r;
    } else {
      out->final.status = r.status;
      memcpy(out->final.msg, r.msg, sizeof r.msg);
      out->final.run_ms += r.run_ms;
      out->final.total_ms += r.total_ms;
    }
    out->nrun += r.nruns;
    jr = judge(&j, &r, start, out->kind, sizeof out->kind, &out->diff, &out->input, &out->nmatched,
               &out->nnoblig, out->msg, sizeof out->msg, a);
    if (jr != J_OK) break;
    if (r.failed_input >= 0 && failure_kind(r.status))
      start += r.failed_input + 1;
    else if (stateful)
      start += count;
    else
      break;
  }
  if (jr == J_SKIP) return TVF_OK;
  if (jr == J_OK) {
    out->outcome = EXO_MATCH;
    if (decl && tries < o->dyn_tries && pat < EXEC_DYN_PATTERNS) {
      out->dyn_matched++;
      out->nmatched = out->nnoblig = 0;
      goto next_sizes;
    }
    return TVF_OK;
  }
  out->outcome = EXO_FINDING;
  if (out->input >= 0) {
    out->input_text = inputs_text(src, inputs[out->input], a);
    out->src_func = src;
    out->failing_args = inputs[out->input];
    out->expected = &es[out->input];
  }
  if (!o->bisect || out->input < 0) return TVF_OK;
  /* Bisection: snapshots in order, on the failing input. */
  StrBuf log = STRBUF_INIT;
  int nsteps = pr ? pr->nsteps : 0;
  /* A snapshot that differs blames its pass only when an earlier one ran and
   * matched: the first snapshot the fixed lowering can run at all (the
   * source's tosa.variable needs tosa-to-mlprogram, say) differing says
   * nothing about the pass that made it. */
  bool matched_before = false;
  for (int k = -1; k < nsteps; k++) {
    const char *snap = src_text;
    if (k >= 0) {
      const StepResult *sr = &pr->steps[k];
      if (sr->status != STEP_OK || !sr->changed || !sr->after) continue;
      snap = sr->after;
    }
    const char *name = k < 0 ? "(source)" : runner ? pipe_runner_step(runner, k)->name : "?";
    ExecResult r;
    st = exec_run(x, snap, strlen(snap), src->name, src, &inputs[out->input], 1, a, &r, d);
    if (st != TVF_OK) break;
    out->snapshots_run++;
    char kind[24] = "", msg[1024] = "";
    ExecDiff diff;
    int input;
    JudgeResult b =
        judge(&j, &r, out->input, kind, sizeof kind, &diff, &input, NULL, NULL, msg, sizeof msg, a);
    sb_printf(&log, "  %2d %-40s %s%s%s\n", k, name,
              b == J_OK        ? "matches"
              : b == J_FINDING ? kind
                               : "skipped",
              b == J_OK ? "" : ": ", b == J_OK ? "" : msg);
    if (b == J_FINDING) {
      out->bisected = true;
      out->blamed_step = k < 0 || !matched_before ? -1 : k;
      if (k < 0 || !matched_before) {
        snprintf(out->blamed_pass, sizeof out->blamed_pass,
                 k < 0 ? "(the source already differs: the fixed lowering, LLVM or the interpreter)"
                       : "(the first snapshot the fixed lowering runs already differs: the fixed lowering, "
                         "LLVM or the interpreter)");
        bisect_lowering(x, snap, strlen(snap), &j, out, &log, a);
      } else {
        snprintf(out->blamed_pass, sizeof out->blamed_pass, "%s", name);
        blame_lowering_instead(x, snap, &j, out, &log, a);
      }
      break;
    }
    matched_before |= b == J_OK;
  }
  out->bisect_log = arena_strdup(a, sb_cstr(&log));
  sb_free(&log);
  return st;
}

void exec_check_print(const ExecCheck *c, StrBuf *out) {
  const char *oc = c->outcome == EXO_MATCH ? "match" : c->outcome == EXO_FINDING ? c->kind : "skipped";
  sb_printf(out,
            "exec: %s: %d inputs, %d matched, %d without obligation (src UB); lower %.1f ms, jit %.1f ms, "
            "run %.2f ms\n",
            oc, c->ninputs, c->nmatched, c->nnoblig, c->final.lower_ms, c->final.jit_ms, c->final.run_ms);
  if (c->dyn_sizes[0])
    sb_printf(out,
              "  dynamic argument sizes: %s (the program has '?' sizes; %d earlier assignment%s matched)\n",
              c->dyn_sizes, c->dyn_matched, c->dyn_matched == 1 ? "" : "s");
  if (c->outcome != EXO_MATCH) sb_printf(out, "  %s\n", c->msg);
  if (c->outcome == EXO_FINDING) {
    if (c->input_text) sb_printf(out, "  input %d:\n%s", c->input, c->input_text);
    if (c->bisect_log) sb_printf(out, "  bisection (%d snapshots run):\n%s", c->snapshots_run, c->bisect_log);
    if (c->bisected)
      sb_printf(out, "  blamed: %s%s\n", c->blamed_pass,
                c->blamed_step >= 0 ? " (by the execution bisection)" : "");
    if (c->lowering_pass[0])
      sb_printf(out,
                "  in the fixed lowering: `%s` (the interpreter first disagrees with the source after it)\n",
                c->lowering_pass);
    else if (c->bisect_log && !c->bisected)
      sb_printf(out, "  blamed: none (no snapshot reproduced it)\n");
  }
}

/* Run the final IR of pr (the source when NULL) on c's failing input with
 * the fresh-memory fill of eo. False when it did not run; else *v is the
 * comparison and *same is set when it shows c's difference (same result,
 * element and compiled value). */
static bool rerun_with_fill(MlirxSession *s, const char *src_text, const struct PipeResult *pr,
                            const ExecCheck *c, const ExecOptions *eo, ExecVerdict *v, bool *same) {
  *same = false;
  Diag d;
  diag_init(&d);
  ExecEngine *x = exec_engine_create(s, eo, &d);
  if (!x) return false;
  Arena a;
  arena_init(&a, 1 << 16);
  const char *final = pr && pr->final_ir ? pr->final_ir : src_text;
  EvalTensor **in[1] = {c->failing_args};
  ExecResult r;
  bool ran = exec_run(x, final, strlen(final), c->src_func->name, c->src_func, in, 1, &a, &r, &d) == TVF_OK &&
             r.status == EXEC_OK && r.nruns == 1;
  if (ran) {
    ExecDiff diff;
    *v = exec_compare(c->src_func, c->failing_args, c->expected, &r.runs[0], EXEC_ULP_TOL, &a, &diff);
    *same = *v == EXEC_MISMATCH && diff.k == c->diff.k && diff.i == c->diff.i &&
            strcmp(diff.tgt, c->diff.tgt) == 0;
  }
  arena_destroy(&a);
  exec_engine_destroy(x);
  return ran;
}

static bool is_mismatch_finding(const ExecCheck *c) {
  return c->outcome == EXO_FINDING && strcmp(c->kind, "exec-mismatch") == 0 && c->failing_args && c->src_func;
}

bool exec_depends_on_fresh_memory(MlirxSession *s, const char *src_text, size_t len,
                                  const struct PipeResult *pr, const ExecCheck *c) {
  (void)len;
  if (!is_mismatch_finding(c)) return false;
  ExecOptions eo;
  exec_options_default(&eo);
  eo.fill_xor = 0xff;
  bool same;
  ExecVerdict v;
  return rerun_with_fill(s, src_text, pr, c, &eo, &v, &same) &&
         (v == EXEC_MATCH || (v == EXEC_MISMATCH && !same));
}

bool exec_shows_under_lit_fill(MlirxSession *s, const char *src_text, const struct PipeResult *pr,
                               const ExecCheck *c) {
  if (!is_mismatch_finding(c)) return false;
  ExecOptions eo;
  exec_options_default(&eo);
  eo.fill_uniform = true;
  eo.fill_byte = EXEC_LIT_FILL_BYTE;
  bool same;
  ExecVerdict v;
  return rerun_with_fill(s, src_text, pr, c, &eo, &v, &same) && v == EXEC_MISMATCH;
}
