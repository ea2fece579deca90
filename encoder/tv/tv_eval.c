/*
 * tv_eval.c: concrete confirmation of miscompile verdicts (see tv_eval.h).
 *
 * The counterexample's inputs are read back from the report (the exact
 * domain prints every float input with its IEEE bits, "1.5 (0x3fc00000)",
 * and integers in decimal), both functions are run by the interpreter, and
 * the outputs are compared with the refinement rules of tv.c.
 *
 * Outputs are the results followed by the final contents of the arguments
 * that are memrefs on both sides (tv_eval.h; docs/DESIGN.md "Memory"), named
 * "%argN buffer[i]" in notes.
 *
 * What counts as reproduced. The interpreter marks values that depend on a
 * transcendental function computed by libm (implementation-defined accuracy)
 * as approximate. The solver's miscompile verdict already established that
 * its failing condition does not depend on approximations (it is either
 * free of them or shown to hold for every value of the approximated
 * functions), so a concrete violation at the solver's own failing element
 * (or UB stage) reproduces it even when the concrete values are
 * approximate. A violation elsewhere counts only when it does not depend on
 * approximations (and, under the reassoc policy, not at all: the
 * interpreter folds sums in the strict order, which that policy does not
 * require). Anything else - no violation, src UB, an interpreter failure -
 * turns the verdict into `inconclusive`.
 *
 * Nondeterministic src (eval.h EvalChoices: TOSA's either-sign zero
 * results): a violation stands only if it holds for every allowed src
 * result, so when src met choice sites every resolution of them is run
 * (tv_eval_src_may_match, at most 2^TV_EVAL_MAX_CHOICES runs); one that
 * matches tgt (or gives src UB) refutes the finding, and more sites than
 * that leave it `inconclusive`. tgt runs with its literal results only: a
 * tgt that is itself nondeterministic may have shown the solver another
 * member, which then stays unreproduced (inconclusive, never wrong).
 */
#include "encoder/tv/tv_eval.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/fp/fp_ieee.h"

/* Results with at most this many elements in total are printed whole. */
#define TV_EVAL_SMALL 16

/* ---- counterexample inputs ---- */

/* One printed input element back to bits: "<decimal> (0x<bits>)" for
 * floats (exact domain), "NaN" / "+Inf" / "-Inf" / a decimal as fallbacks;
 * "true" / "false" / a signed decimal for integers. */
static bool parse_value(IrElem e, const char *s, uint64_t *out) {
  if (!s) return false;
  if (ir_elem_is_float(e)) {
    FpFmt f;
    fpi_fmt(e, &f);
    const char *hex = strstr(s, "(0x");
    if (hex) {
      char *end;
      *out = strtoull(hex + 3, &end, 16);
      return end != hex + 3 && *end == ')';
    }
    if (strncmp(s, "NaN", 3) == 0) {
      *out = fpi_qnan(&f);
      return true;
    }
    if (strncmp(s, "+Inf", 4) == 0 || strncmp(s, "-Inf", 4) == 0) {
      *out = f.exp_mask | (s[0] == '-' ? f.sign_mask : 0);
      return true;
    }
    char *end;
    double d = strtod(s, &end);
    if (end == s) return false;
    FpFmt f64;
    fpi_fmt(IR_F64, &f64);
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    *out = fpi_convert(&f64, &f, b);
    return true;
  }
  if (strcmp(s, "true") == 0 || strcmp(s, "false") == 0) {
    *out = s[0] == 't';
    return true;
  }
  char *end; /* a ui64 value above INT64_MAX is read unsigned */
  uint64_t v = s[0] == '-' ? (uint64_t)strtoll(s, &end, 10) : strtoull(s, &end, 10);
  if (end == s) return false;
  *out = eval_canonical(e, v);
  return true;
}

static bool build_args(const IrFunc *src, const TvReport *r, Arena *a, EvalTensor **args, char *why,
                       size_t whylen) {
  const IrBlock *b = src->body;
  if (r->nargs != b->nargs) {
    snprintf(why, whylen, "the counterexample has %d inputs, the function %d", r->nargs, b->nargs);
    return false;
  }
  for (int i = 0; i < b->nargs; i++) {
    Diag d;
    diag_init(&d);
    /* a memref argument's input is its whole block (eval.h) */
    args[i] = eval_arg_for_type(a, b->args[i]->type, &d);
    if (!args[i]) {
      snprintf(why, whylen, "input %d: %.300s", i, d.msg);
      return false;
    }
    const TvCexArg *ca = &r->args[i];
    if (ca->nelems != args[i]->n) {
      snprintf(why, whylen, "input %d has %" PRId64 " values for %" PRId64 " elements", i, ca->nelems,
               args[i]->n);
      return false;
    }
    for (int64_t k = 0; k < args[i]->n; k++)
      if (!parse_value(args[i]->elem, ca->values[k], &args[i]->bits[k])) {
        snprintf(why, whylen, "cannot read input %d element %" PRId64 " (\"%s\")", i, k,
                 ca->values[k] ? ca->values[k] : "?");
        return false;
      }
  }
  return true;
}

/* ---- comparison ---- */

static bool elem_defined(const EvalTensor *t, int64_t i) {
  return !(t->poison && t->poison[i]) && !(t->uninit && t->uninit[i]);
}
static bool elem_approx(const EvalTensor *t, int64_t i) { return t->approx && t->approx[i]; }

static char *elem_text(Arena *a, const EvalTensor *t, int64_t i) {
  char buf[96];
  eval_format_elem(t, i, buf, sizeof buf);
  return arena_strdup(a, buf);
}

/* ---- outputs: results, then the buffers of memref arguments ---- */

const EvalTensor *tv_eval_output(const EvalResult *er, int k) {
  if (k < 0) return NULL;
  if (k < er->nresults) return er->results[k];
  k -= er->nresults;
  return er->final_args && k < er->nargs ? er->final_args[k] : NULL;
}

bool tv_eval_zero_at(const EvalResult *er, int k, int64_t i) {
  const EvalTensor *t = tv_eval_output(er, k);
  FpFmt f;
  return t && i >= 0 && i < t->n && ir_elem_is_float(t->elem) && fpi_fmt(t->elem, &f) &&
         fpi_is_zero(&f, t->bits[i]);
}

static const char *global_of(const IrFunc *f, int i) {
  return f && f->body && i >= 0 && i < f->body->nargs ? f->body->args[i]->global : NULL;
}

const char *tv_input_name(Arena *a, const IrFunc *f, int i) {
  const char *g = global_of(f, i);
  return g ? arena_printf(a, "@%s", g) : arena_printf(a, "%%arg%d", i);
}

const char *tv_buffer_name(Arena *a, const IrFunc *f, int i) {
  const char *g = global_of(f, i);
  return g ? arena_printf(a, "global @%s", g) : arena_printf(a, "%%arg%d buffer", i);
}

const char *tv_eval_output_name(Arena *a, const IrFunc *f, int nresults, int k, int64_t i) {
  if (k >= nresults) return arena_printf(a, "%s[%" PRId64 "]", tv_buffer_name(a, f, k - nresults), i);
  return arena_printf(a, "result #%d element %" PRId64, k, i);
}

/* Is output k compared (a result, or a buffer both sides have)? */
static bool compared(const EvalResult *es, const EvalResult *et, int k) {
  if (k < es->nresults) return k < et->nresults;
  return tv_eval_output(es, k) && tv_eval_output(et, k);
}

const char *tv_eval_outputs_text(Arena *a, const IrFunc *f, const EvalResult *er, const EvalResult *other,
                                 int64_t max_total) {
  int nout = er->nresults + er->nargs;
  int64_t total = 0;
  for (int k = 0; k < nout; k++)
    if (compared(er, other, k)) total += tv_eval_output(er, k)->n;
  if (total > max_total) return NULL;
  StrBuf sb = STRBUF_INIT;
  bool first = true;
  for (int k = 0; k < nout; k++) {
    if (!compared(er, other, k)) continue;
    if (!first) sb_puts(&sb, "; ");
    first = false;
    if (k >= er->nresults) sb_printf(&sb, "%s ", tv_buffer_name(a, f, k - er->nresults));
    eval_tensor_print(tv_eval_output(er, k), &sb, max_total);
  }
  char *s = arena_strdup(a, sb_cstr(&sb));
  sb_free(&sb);
  return s;
}

/* "[..]; [..]" for all outputs, or NULL when they are too big. */
static const char *results_text(Arena *a, const IrFunc *f, const EvalResult *er, const EvalResult *other) {
  return tv_eval_outputs_text(a, f, er, other, TV_EVAL_SMALL);
}

bool tv_pair_has_aliasing_assumption(const IrFunc *src, const IrFunc *tgt) {
  /* Distinct globals never alias each other: only pairs involving a real
   * argument rest on the assumption. */
  int n = 0, globals = 0;
  const IrBlock *sb = src && src->body ? src->body : NULL, *tb = tgt && tgt->body ? tgt->body : NULL;
  int nargs = sb ? sb->nargs : tb ? tb->nargs : 0;
  for (int i = 0; i < nargs; i++) {
    bool s_mem = sb && i < sb->nargs && sb->args[i]->type && sb->args[i]->type->kind == IR_TY_MEMREF;
    bool t_mem = tb && i < tb->nargs && tb->args[i]->type && tb->args[i]->type->kind == IR_TY_MEMREF;
    n += s_mem || t_mem;
    globals += (s_mem && sb->args[i]->global) || (t_mem && tb->args[i]->global);
  }
  return n >= 2 && n > globals;
}

static void keep(TvViolation *v, int k, int64_t i, TvStage stage, bool approx) {
  v->found = true;
  v->k = k;
  v->i = i;
  v->stage = stage;
  v->approx = approx;
}

/* tv_eval_scan over the outputs whose mask entry is set (NULL: all). */
static void scan_outputs(const EvalResult *es, const EvalResult *et, int want_k, int64_t want_i,
                         const bool *mask, TvViolation *at, TvViolation *exact, TvViolation *any) {
  int nout = es->nresults + es->nargs;
  for (int k = 0; k < nout; k++) {
    if (!compared(es, et, k) || (mask && (k >= es->nresults || !mask[k]))) continue;
    const EvalTensor *sv = tv_eval_output(es, k), *tv = tv_eval_output(et, k);
    bool same_shape = sv->n == tv->n && sv->elem == tv->elem && sv->rank == tv->rank;
    for (int dd = 0; same_shape && dd < sv->rank; dd++)
      same_shape = sv->dims[dd] == tv->dims[dd];
    if (!same_shape) {
      if (!exact->found) keep(exact, k, -1, TV_STAGE_SHAPE, false);
      continue;
    }
    for (int64_t i = 0; i < sv->n; i++) {
      if (!elem_defined(sv, i)) continue;
      TvStage stage;
      if (!elem_defined(tv, i))
        stage = TV_STAGE_POISON;
      else if (!eval_value_refines(sv->elem, sv->bits[i], tv->bits[i]))
        stage = TV_STAGE_VALUE;
      else
        continue;
      bool approx = elem_approx(sv, i) || elem_approx(tv, i) || es->ub_checks_approx;
      if (at && k == want_k && i == want_i) keep(at, k, i, stage, approx);
      if (!approx && !exact->found) keep(exact, k, i, stage, approx);
      if (any && !any->found) keep(any, k, i, stage, approx);
    }
  }
}

void tv_eval_scan(const EvalResult *es, const EvalResult *et, int want_k, int64_t want_i, TvViolation *at,
                  TvViolation *exact, TvViolation *any) {
  scan_outputs(es, et, want_k, want_i, NULL, at, exact, any);
}

/* ---- nondeterministic src results ---- */

typedef struct MatchCtx {
  const EvalResult *et;
  bool tgt_ub;
  int want_k; /* -1: only violations that do not depend on approximations count */
  int64_t want_i;
  bool strict;
  const bool *group; /* results whose choices interact with want_k's (NULL: all outputs) */
} MatchCtx;

/* Does this src result leave no violation (the criterion the caller used
 * to call the literal result a violation)? */
static bool src_result_matches(const EvalResult *es, void *vctx) {
  const MatchCtx *m = vctx;
  if (es->ub) return true; /* src may have undefined behaviour: anything goes */
  if (m->tgt_ub) return false;
  if (es->nresults != m->et->nresults) return false;
  TvViolation at = {0}, exact = {0};
  scan_outputs(es, m->et, m->want_k, m->want_i, m->group, m->want_k >= 0 ? &at : NULL, &exact, NULL);
  return !(at.found || (m->strict && exact.found));
}

/* The group of result k: the results whose cones share an op with its cone,
 * transitively (a choice they share must be the same in each), and the ops
 * of their cones; -1 when cones are not known (buffers). */
static int result_group(const IrFunc *src, int k, Arena *a, const IrOp ***ops, const bool **group) {
  int nres = src->nresults;
  if (k >= nres) return -1;
  const IrOp ***cones = arena_calloc(a, (size_t)(nres > 0 ? nres : 1), sizeof *cones);
  int *ncone = arena_calloc(a, (size_t)(nres > 0 ? nres : 1), sizeof *ncone);
  bool *in = arena_calloc(a, (size_t)(nres > 0 ? nres : 1), sizeof *in);
  if (!cones || !ncone || !in) return -1;
  int total = 0;
  for (int r = 0; r < nres; r++) {
    if ((ncone[r] = eval_result_cone(src, r, a, &cones[r])) < 0) return -1;
    total += ncone[r];
  }
  in[k] = true;
  for (bool grew = true; grew;) {
    grew = false;
    for (int r = 0; r < nres; r++) {
      if (in[r]) continue;
      for (int g = 0; g < nres && !in[r]; g++) {
        if (!in[g]) continue;
        for (int i = 0; i < ncone[r] && !in[r]; i++)
          for (int j = 0; j < ncone[g] && !in[r]; j++)
            if (cones[r][i] == cones[g][j]) in[r] = grew = true;
      }
    }
  }
  const IrOp **all = arena_calloc(a, (size_t)(total > 0 ? total : 1), sizeof *all);
  if (!all) return -1;
  int n = 0;
  for (int r = 0; r < nres; r++)
    for (int i = 0; in[r] && i < ncone[r]; i++)
      all[n++] = cones[r][i];
  *ops = all;
  *group = in;
  return n;
}

EvalExists tv_eval_src_may_match(const IrFunc *src, EvalTensor **args, const EvalResult *et, bool tgt_ub,
                                 int want_k, int64_t want_i, bool strict, int max_sites, Arena *a,
                                 int *nsites) {
  MatchCtx m = {et, tgt_ub, want_k, want_i, strict, NULL};
  Diag d;
  diag_init(&d);
  /* Under the reassoc policy (not strict) the encoder gives TOSA dot
   * products no zero-sign choice (sem_tosa.c dot_zero_choice). */
  /* Looking at one result element: only the choices of its result's group
   * (the results whose cones share ops with it) are enumerated and only
   * that group's outputs are judged; results outside it depend on other
   * choices only, which can be resolved on their own, so choice sites there
   * do not exhaust the enumeration's budget. */
  const IrOp **cone = NULL;
  int ncone = want_k >= 0 && want_i >= 0 ? result_group(src, want_k, a, &cone, &m.group) : -1;
  return eval_exists_choice(src, args, a, max_sites, !strict, ncone >= 0 ? cone : NULL,
                            ncone >= 0 ? ncone : 0, src_result_matches, &m, nsites, NULL, &d);
}

/* NULL when no allowed src result matches tgt (the violation stands),
 * else why the finding is not reproduced. */
static const char *choices_refute(const IrFunc *src, EvalTensor **args, const EvalResult *et, bool tgt_ub,
                                  int want_k, int64_t want_i, bool strict, bool proven, Arena *a) {
  int nsites = 0;
  EvalExists x =
      tv_eval_src_may_match(src, args, et, tgt_ub, want_k, want_i, strict, TV_EVAL_MAX_CHOICES, a, &nsites);
  switch (x) {
  case EVAL_EXISTS_NONE: return NULL;
  case EVAL_EXISTS_FOUND:
    return arena_printf(a,
                        "tgt matches src under an allowed choice of zero signs (TOSA either-sign zero "
                        "results, %d choice site%s)",
                        nsites, nsites == 1 ? "" : "s");
  case EVAL_EXISTS_LIMIT:
    return arena_printf(a, "src has more than %d nondeterministic zero-sign results to enumerate",
                        TV_EVAL_MAX_CHOICES);
  case EVAL_EXISTS_TIMEOUT:
    return "the enumeration of src's nondeterministic results ran out of time (confirmation budget)";
  case EVAL_EXISTS_SAMPLED:
    /* Two NaN encodings per bitcast site were tried. At the solver's own
     * element the exact domain already showed the violation for every src
     * encoding (tv.c quantifies them); elsewhere nothing did. */
    return proven ? NULL
                  : "src bitcasts a NaN, whose encodings were only sampled away from the solver's element";
  default: return "the interpreter failed while enumerating src's nondeterministic results";
  }
}

/* ---- nondeterministic tgt results ---- */

typedef struct TgtViolates {
  const IrFunc *src;
  EvalTensor **args;
  const EvalResult *es;
  int want_k;
  int64_t want_i;
  bool strict;
  int src_sites;
  Arena *a;
} TgtViolates;

/* Does this tgt result (one resolution of tgt's choice sites) show the
 * violation the caller looks for, against every allowed src result? */
static bool tgt_result_violates(const EvalResult *et, void *vctx) {
  const TgtViolates *v = vctx;
  if (et->ub || v->es->nresults != et->nresults) return false;
  TvViolation at = {0}, exact = {0};
  tv_eval_scan(v->es, et, v->want_k, v->want_i, v->want_k >= 0 ? &at : NULL, &exact, NULL);
  if (!(at.found || (v->strict && exact.found))) return false;
  return !v->src_sites ||
         !choices_refute(v->src, v->args, et, false, v->want_k, v->want_i, v->strict, at.found, v->a);
}

static TvVerdict not_reproduced(TvReport *r, const char *fmt, const char *detail) {
  TvConcrete *cc = &r->concrete;
  char note[400];
  snprintf(note, sizeof note, fmt, detail ? detail : "");
  cc->reproduced = false;
  char msg[sizeof r->message];
  snprintf(msg, sizeof msg, "%.560s; the concrete evaluation did not reproduce it: %.400s", r->message, note);
  memcpy(r->message, msg, sizeof r->message);
  return TV_INCONCLUSIVE;
}

static TvVerdict confirm(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r);

/* The confirmation's enumerations of choices stop at a deadline: the pair's
 * own (at least 2 s from now, so that a solver that used the pair's budget
 * still gets its counterexample replayed), at most 10 s from now (campS tool
 * hang fc4f394d: 33 tgt sites against 48 src sites ran for minutes). Past
 * it the counterexample is not reproduced: inconclusive, never confirmed. */
#define CONFIRM_MIN_NS (UINT64_C(2) * 1000000000u)
#define CONFIRM_MAX_NS (UINT64_C(10) * 1000000000u)

TvVerdict tv_eval_confirm(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r) {
  uint64_t now = tvf_now_ns(), end = now + CONFIRM_MIN_NS;
  if (o && o->deadline_ns > end) end = o->deadline_ns;
  if (end > now + CONFIRM_MAX_NS) end = now + CONFIRM_MAX_NS;
  eval_set_choice_deadline(end);
  TvVerdict v = confirm(src, tgt, o, a, r);
  eval_set_choice_deadline(0);
  return v;
}

static TvVerdict confirm(const IrFunc *src, const IrFunc *tgt, const TvOptions *o, Arena *a, TvReport *r) {
  TvConcrete *cc = &r->concrete;
  memset(cc, 0, sizeof *cc);
  cc->out_index = -1;
  cc->out_elem = -1;
  if (r->stage == TV_STAGE_SHAPE) return TV_MISCOMPILE; /* a static fact: nothing to replay */
  cc->ran = true;
  char why[400] = "";
  int nargs = src->body->nargs;
  EvalTensor **args = arena_calloc(a, (size_t)(nargs > 0 ? nargs : 1), sizeof(EvalTensor *));
  if (!args || !build_args(src, r, a, args, why, sizeof why)) {
    cc->note = arena_printf(a, "no concrete inputs: %s", args ? why : "out of memory");
    return not_reproduced(r, "%s", cc->note);
  }
  EvalResult es, et;
  Diag d;
  diag_init(&d);
  /* counts src's choice sites */
  EvalChoices literal = {NULL, NULL, 0, o && o->policy == TV_POLICY_REASSOC, 0, NULL, 0};
  bool ran = eval_func_choices(src, args, &literal, a, &es, &d) == TVF_OK;
  /* --fp-policy=strict: literal zero signs; NaN encodings stay a set */
  if (o && o->literal_zero_sign) literal.nsites = literal.nan_sites;
  /* tgt's choice sites (counted, literal values): every tgt behaviour must be
   * a src behaviour, so a counterexample may rest on one of them. */
  EvalChoices tgt_sites = {NULL, NULL, 0, o && o->policy == TV_POLICY_REASSOC, 0, NULL, 0};
  if (ran) ran = eval_func_choices(tgt, args, &tgt_sites, a, &et, &d) == TVF_OK;
  /* --fp-policy=strict: tgt's zeros keep their literal sign, so its sites
   * are enumerated only when all of them are NaN encodings */
  bool enumerate_tgt = !(o && o->literal_zero_sign) || tgt_sites.nsites == tgt_sites.nan_sites;
  if (!ran) {
    cc->note = arena_printf(a, "the interpreter failed: %s", d.msg);
    return not_reproduced(r, "%s", cc->note);
  }
  cc->evaluated = true;
  cc->src_results = results_text(a, src, &es, &et);
  cc->tgt_results = results_text(a, src, &et, &es);
  if (es.ub) {
    cc->src_value = "UB";
    cc->tgt_value = et.ub ? "UB" : "no UB";
    cc->note = arena_printf(a, "src has undefined behaviour on these inputs (%s)", es.ub_reason);
    return not_reproduced(r, "%s", cc->note);
  }
  bool strict = !o || o->policy == TV_POLICY_STRICT;
  if (et.ub) {
    cc->stage = TV_STAGE_UB;
    cc->src_value = "no UB";
    cc->tgt_value = "UB";
    cc->approx = et.ub_approx || es.ub_checks_approx;
    bool at_solver = r->stage == TV_STAGE_UB;
    const char *refuted = literal.nsites && (at_solver || (strict && !cc->approx))
                              ? choices_refute(src, args, &et, true, -1, -1, strict, at_solver, a)
                              : NULL;
    if (refuted) {
      cc->note = refuted;
      return not_reproduced(r, "%s", cc->note);
    }
    if (at_solver || (strict && !cc->approx)) {
      cc->reproduced = true;
      cc->note = arena_printf(a, "tgt has undefined behaviour: %s", et.ub_reason);
      return TV_MISCOMPILE;
    }
    cc->note =
        arena_printf(a, "tgt has undefined behaviour that depends on approximated values (%s)", et.ub_reason);
    return not_reproduced(r, "%s", cc->note);
  }
  if (es.nresults != et.nresults) {
    cc->note = "the functions return different numbers of results";
    cc->stage = TV_STAGE_SHAPE;
    cc->reproduced = true;
    return TV_MISCOMPILE;
  }
  /* Look for the violation at the solver's element first, then for one that
   * does not depend on approximations, then for any. */
  TvViolation at_solver = {0}, exact = {0}, any = {0};
  tv_eval_scan(&es, &et, r->stage != TV_STAGE_UB ? r->out_index : -1, r->out_elem, &at_solver, &exact, &any);
  const TvViolation *shown = at_solver.found ? &at_solver : (strict && exact.found) ? &exact : NULL;
  bool tgt_resolved = false;
  if (!shown && enumerate_tgt && tgt_sites.nsites) {
    /* The literal tgt agrees: look for a resolution of tgt's sites that
     * shows the violation (the solver's model may have taken one). */
    int want_k = r->stage != TV_STAGE_UB ? r->out_index : -1;
    TgtViolates tv = {src, args, &es, want_k, r->out_elem, strict, literal.nsites, a};
    EvalResult found;
    if (eval_exists_choice(tgt, args, a, TV_EVAL_MAX_CHOICES, tgt_sites.dot_literal, NULL, 0,
                           tgt_result_violates, &tv, NULL, &found, &d) == EVAL_EXISTS_FOUND) {
      et = found;
      tgt_resolved = true;
      memset(&at_solver, 0, sizeof at_solver);
      memset(&exact, 0, sizeof exact);
      memset(&any, 0, sizeof any);
      tv_eval_scan(&es, &et, want_k, r->out_elem, &at_solver, &exact, &any);
      shown = at_solver.found ? &at_solver : (strict && exact.found) ? &exact : NULL;
      cc->src_results = results_text(a, src, &es, &et);
      cc->tgt_results = results_text(a, src, &et, &es);
    }
  }
  if (!shown) {
    const TvViolation *v = any.found ? &any : NULL;
    if (v) {
      cc->stage = v->stage;
      cc->out_index = v->k;
      cc->out_elem = v->i;
      cc->approx = v->approx;
      cc->src_value = v->i >= 0 ? elem_text(a, tv_eval_output(&es, v->k), v->i) : NULL;
      cc->tgt_value = v->i >= 0 ? elem_text(a, tv_eval_output(&et, v->k), v->i) : NULL;
    }
    cc->note =
        v ? (strict ? "the only concrete differences depend on approximated functions"
                    : "the concrete differences are not at the solver's element (strict-order evaluation)")
          : "the concrete outputs of src and tgt agree";
    if (v && v->k >= es.nresults)
      cc->note = arena_printf(a, "%s (%s)", cc->note, tv_eval_output_name(a, src, es.nresults, v->k, v->i));
    return not_reproduced(r, "%s", cc->note);
  }
  if (literal.nsites) {
    const char *refuted = choices_refute(src, args, &et, false, r->stage != TV_STAGE_UB ? r->out_index : -1,
                                         r->out_elem, strict, shown == &at_solver, a);
    if (refuted) {
      cc->stage = shown->stage;
      cc->out_index = shown->k;
      cc->out_elem = shown->i;
      cc->note = refuted;
      return not_reproduced(r, "%s", cc->note);
    }
  }
  cc->reproduced = true;
  cc->stage = shown->stage;
  cc->out_index = shown->k;
  cc->out_elem = shown->i;
  cc->approx = shown->approx;
  if (shown->i >= 0) {
    cc->src_value = elem_text(a, tv_eval_output(&es, shown->k), shown->i);
    cc->tgt_value = elem_text(a, tv_eval_output(&et, shown->k), shown->i);
  }
  bool buffer = shown->k >= es.nresults;
  cc->note =
      shown->stage == TV_STAGE_SHAPE
          ? (buffer ? arena_printf(a, "%s differs in shape", tv_buffer_name(a, src, shown->k - es.nresults))
                    : arena_printf(a, "result %d differs in shape", shown->k))
      : shown == &at_solver ? "at the solver's element"
                            : "at another element, not approximated";
  if (buffer && shown->i >= 0)
    cc->note =
        arena_printf(a, "%s, %s", cc->note, tv_eval_output_name(a, src, es.nresults, shown->k, shown->i));
  if (literal.nsites)
    cc->note = arena_printf(
        a, "%s; under every allowed zero sign or NaN encoding of src's %d nondeterministic result%s",
        cc->note, literal.nsites, literal.nsites == 1 ? "" : "s");
  if (tgt_resolved)
    cc->note = arena_printf(
        a,
        "%s; tgt's result is one of its allowed nondeterministic results (either-sign zeros, NaN "
        "encodings; %d choice site%s)",
        cc->note, tgt_sites.nsites, tgt_sites.nsites == 1 ? "" : "s");
  return TV_MISCOMPILE;
}

/* ---- report pieces ---- */

void tv_eval_print(const TvReport *r, StrBuf *out) {
  const TvConcrete *cc = &r->concrete;
  if (!cc->ran) return;
  sb_printf(out, "concrete evaluation: %s", cc->reproduced ? "reproduced" : "not reproduced");
  if (cc->note) sb_printf(out, " (%s)", cc->note);
  sb_putc(out, '\n');
  if (cc->src_value || cc->tgt_value) {
    sb_puts(out, "  concrete:");
    /* An argument's buffer is named in the note ("%argN buffer[i]"): the
     * report does not know the result count that output numbers start
     * after. */
    bool buffer = cc->note && strstr(cc->note, " buffer[");
    if (cc->out_index >= 0 && cc->out_elem >= 0 && !buffer)
      sb_printf(out, " result #%d element %" PRId64 ":", cc->out_index, cc->out_elem);
    sb_printf(out, " src = %s, tgt = %s (evaluated%s)\n", cc->src_value ? cc->src_value : "?",
              cc->tgt_value ? cc->tgt_value : "?", cc->approx ? "; ~ marks values computed with libm" : "");
  }
  if (cc->src_results) sb_printf(out, "  concrete src results: %s\n", cc->src_results);
  if (cc->tgt_results) sb_printf(out, "  concrete tgt results: %s\n", cc->tgt_results);
}

void tv_eval_json(const TvReport *r, StrBuf *out) {
  const TvConcrete *cc = &r->concrete;
  sb_puts(out, ",\"concrete\":");
  if (!cc->ran) {
    sb_puts(out, "null");
    return;
  }
  sb_printf(out,
            "{\"evaluated\":%s,\"reproduced\":%s,\"approx\":%s,\"stage\":", cc->evaluated ? "true" : "false",
            cc->reproduced ? "true" : "false", cc->approx ? "true" : "false");
  sb_json_string(out, tv_stage_name(cc->stage));
  sb_printf(out, ",\"out_index\":%d,\"out_elem\":%" PRId64 ",\"src\":", cc->out_index, cc->out_elem);
  sb_json_string(out, cc->src_value);
  sb_puts(out, ",\"tgt\":");
  sb_json_string(out, cc->tgt_value);
  sb_puts(out, ",\"src_results\":");
  sb_json_string(out, cc->src_results);
  sb_puts(out, ",\"tgt_results\":");
  sb_json_string(out, cc->tgt_results);
  sb_puts(out, ",\"note\":");
  sb_json_string(out, cc->note);
  sb_putc(out, '}');
}
