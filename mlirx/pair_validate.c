/*
 * pair_validate.c: validate a pass's before/after pair given as MLIR text (a
 * pair file or two modules): parse both sides, inline calls, import every
 * function pair into the encoder IR, run the refinement check on each and
 * summarise the worst verdict (see pair_validate.h). The glue `tvfuzz opt`,
 * `tvfuzz check`, the campaign and triage all validate through.
 */
#define _POSIX_C_SOURCE 200809L
#include "mlirx/pair_validate.h"

#include "support/crashguard.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "encoder/ir/ir_inline.h"
#include "mlirx/import.h"
#include "mlirx/pair.h"
#include "support/crashguard.h"
#include "support/hash.h"

struct Validator {
  MlirxSession *s;
  ValidateOptions o;
  const char *current_name; /* the file being checked, for crashguard_activity */
};

void validate_options_default(ValidateOptions *o) {
  tv_options_default(&o->tv);
  o->timeout_ms = o->tv.timeout_ms;
}

bool validate_parse_fp(const char *v, ValidateOptions *o) {
  if (!strcmp(v, "abstract"))
    o->tv.fp = FPDOM_ABSTRACT;
  else if (!strcmp(v, "exact"))
    o->tv.fp = FPDOM_EXACT;
  else
    return false;
  return true;
}

bool validate_parse_oracle(const char *v, ValidateOptions *o) {
  if (!strcmp(v, "fast") || !strcmp(v, "fast-decompose")) {
    o->tv.screen_vectors = TV_SCREEN_VECTORS;
    o->tv.decompose = !strcmp(v, "fast-decompose");
    o->tv.pair_budget_queries = TV_PAIR_BUDGET_QUERIES;
    o->tv.solver_tuned = true;
  } else if (!strcmp(v, "baseline")) {
    o->tv.screen_vectors = 0;
    o->tv.decompose = false;
    o->tv.pair_budget_queries = 0;
    o->tv.solver_tuned = false;
  } else {
    return false;
  }
  return true;
}

bool validate_parse_policy(const char *v, ValidateOptions *o) {
  if (!strcmp(v, "spec")) {
    o->tv.policy = TV_POLICY_STRICT;
    o->tv.literal_zero_sign = false;
  } else if (!strcmp(v, "strict")) {
    o->tv.policy = TV_POLICY_STRICT;
    o->tv.literal_zero_sign = true;
  } else if (!strcmp(v, "reassoc")) {
    o->tv.policy = TV_POLICY_REASSOC;
    o->tv.literal_zero_sign = false;
  } else {
    return false;
  }
  return true;
}

const char *validate_policy_name(const ValidateOptions *o) {
  if (o->tv.policy == TV_POLICY_REASSOC) return "reassoc";
  return o->tv.literal_zero_sign ? "strict" : "spec";
}

bool validate_available(void) { return true; }

const char *validate_verdict_name(int verdict) { return tv_verdict_name((TvVerdict)verdict); }

void validate_result_free(ValidateResult *r) {
  free(r->report);
  free(r->json);
  r->report = r->json = NULL;
}

Validator *validator_create(MlirxSession *s, const ValidateOptions *o) {
  Validator *v = calloc(1, sizeof *v);
  if (!v) return NULL;
  v->s = s;
  if (o)
    v->o = *o;
  else
    validate_options_default(&v->o);
  if (v->o.timeout_ms) v->o.tv.timeout_ms = v->o.timeout_ms;
  return v;
}

void validator_destroy(Validator *v) { free(v); }

void validator_set_timeout(Validator *v, unsigned timeout_ms) {
  v->o.timeout_ms = v->o.tv.timeout_ms = timeout_ms;
}

void validator_set_pair_budget(Validator *v, unsigned queries) { v->o.tv.pair_budget_queries = queries; }

static void result_init(ValidateResult *out) {
  memset(out, 0, sizeof *out);
  out->verdict = TV_CORRECT;
  out->verdict_name = tv_verdict_name(TV_CORRECT);
}

static void set_verdict(ValidateResult *out, TvVerdict v, const char *detail) {
  out->verdict = v;
  out->verdict_name = tv_verdict_name(v);
  out->is_finding = v == TV_MISCOMPILE;
  snprintf(out->summary, sizeof out->summary, "%s", tv_verdict_name(v));
  snprintf(out->detail, sizeof out->detail, "%s", detail);
}

/* Check every public function of src against the same-named one of tgt.
 * Calls are inlined from the functions of src_lib / tgt_lib (ir_inline.h). */
static void check_modules(Validator *v, const IrModule *src, const IrModule *tgt, const IrModule *src_lib,
                          const IrModule *tgt_lib, ValidateResult *out, Arena *a) {
  StrBuf json = STRBUF_INIT, worst_text = STRBUF_INIT;
  sb_putc(&json, '[');
  int worst_sev = -1;
  for (int i = 0; i < src->nfuncs; i++) {
    const IrFunc *sf = src->funcs[i];
    if (!sf->is_public) continue;
    const IrFunc *tf = ir_module_func(tgt, sf->name);
    TvReport rep;
    Diag d;
    diag_init(&d);
    memset(&rep, 0, sizeof rep);
    crashguard_activity("validating @%s of %s", sf->name, v->current_name ? v->current_name : "a pair");
    const IrFunc *si = ir_inline_calls(src_lib, sf, a), *ti = tf ? ir_inline_calls(tgt_lib, tf, a) : NULL;
    IrGlobalsStatus gs =
        si && ti ? ir_globals_as_args(si, ti, a, &si, &ti, rep.message, sizeof rep.message) : IR_GLOBALS_OK;
    if (!si || (tf && !ti)) {
      rep.verdict = TV_ERROR;
      rep.func = sf->name;
      snprintf(rep.message, sizeof rep.message, "out of memory (inlining calls)");
    } else if (gs != IR_GLOBALS_OK) {
      rep.verdict = gs == IR_GLOBALS_NOMEM ? TV_ERROR : TV_UNSUPPORTED;
      rep.func = sf->name;
    } else if (!tf) {
      rep.verdict = TV_MISCOMPILE;
      rep.stage = TV_STAGE_SHAPE;
      rep.func = sf->name;
      snprintf(rep.message, sizeof rep.message, "public function @%s disappeared", sf->name);
    } else if (tv_check_funcs(si, ti, &v->o.tv, a, &rep, &d) != TVF_OK) {
      rep.verdict = TV_ERROR;
      rep.func = sf->name;
      snprintf(rep.message, sizeof rep.message, "%s", d.msg);
    }
    out->nfuncs++;
    out->encode_ms += rep.encode_ms;
    out->solve_ms += rep.solve_ms;
    out->screen_ms += rep.screen_ms;
    out->decomposed += rep.decomposed;
    if (json.len > 1) sb_putc(&json, ',');
    tv_report_json(&rep, &json);
    int sev = tv_verdict_severity(rep.verdict);
    if (sev > worst_sev) {
      worst_sev = sev;
      out->verdict = rep.verdict;
      out->verdict_name = tv_verdict_name(rep.verdict);
      out->is_finding = rep.verdict == TV_MISCOMPILE;
      out->refinement_level = rep.refinement_level;
      out->screened = rep.screened;
      if (rep.stage != TV_STAGE_NONE)
        snprintf(out->summary, sizeof out->summary, "%s (%s)", tv_verdict_name(rep.verdict),
                 tv_stage_name(rep.stage));
      else if (rep.dyn_partial)
        snprintf(out->summary, sizeof out->summary, "%s (%s)", tv_verdict_name(rep.verdict), rep.dyn_scope);
      else
        snprintf(out->summary, sizeof out->summary, "%s", tv_verdict_name(rep.verdict));
      if ((rep.verdict == TV_MISCOMPILE || rep.verdict == TV_INCONCLUSIVE) && rep.out_index < 0)
        /* a shape or undefined-behaviour difference has no element: the
         * message says what differs (and at which dynamic sizes) */
        snprintf(out->detail, sizeof out->detail, "@%s: %s stage: %s", sf->name, tv_stage_name(rep.stage),
                 rep.message);
      else if (rep.verdict == TV_MISCOMPILE || rep.verdict == TV_INCONCLUSIVE)
        snprintf(out->detail, sizeof out->detail,
                 "@%s: %s stage: output %d element %s: src %s (%s) vs tgt %s (%s)", sf->name,
                 tv_stage_name(rep.stage), rep.out_index, rep.out_coords ? rep.out_coords : "?",
                 rep.src_value ? rep.src_value : "?", rep.src_class ? rep.src_class : "?",
                 rep.tgt_value ? rep.tgt_value : "?", rep.tgt_class ? rep.tgt_class : "?");
      else
        snprintf(out->detail, sizeof out->detail, "@%s: %s", sf->name, rep.message);
      snprintf(out->stage, sizeof out->stage, "%s", tv_stage_name(rep.stage));
      snprintf(out->src_class, sizeof out->src_class, "%s", rep.src_class ? rep.src_class : "");
      snprintf(out->tgt_class, sizeof out->tgt_class, "%s", rep.tgt_class ? rep.tgt_class : "");
      sb_clear(&worst_text);
      tv_report_print(&rep, &worst_text);
    }
  }
  sb_putc(&json, ']');
  if (out->nfuncs == 0) set_verdict(out, TV_INVALID_INPUT, "no public function to validate");
  out->json = sb_take(&json);
  out->report = sb_take(&worst_text);
}

void validator_check_pair_text(Validator *v, const char *text, size_t len, const char *filename,
                               ValidateResult *out) {
  v->current_name = filename;
  result_init(out);
  uint64_t t0 = tvf_now_ns();
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(v->s, text, len, filename, &d);
  if (!m) {
    set_verdict(out, TV_INVALID_INPUT, d.msg);
    return;
  }
  Arena a;
  arena_init(&a, 0);
  IrModule *src = NULL, *tgt = NULL;
  if (mlirx_is_pair_module(m)) {
    TvfStatus st = mlirx_import_module(m, "src", &a, &src, &d);
    if (st == TVF_OK) st = mlirx_import_module(m, "tgt", &a, &tgt, &d);
    if (st != TVF_OK)
      set_verdict(out, st == TVF_EUNSUPPORTED ? TV_UNSUPPORTED : TV_INVALID_INPUT, d.msg);
    else
      check_modules(v, src, tgt, src, tgt, out, &a);
  } else {
    IrModule *all = NULL;
    if (mlirx_import_module(m, NULL, &a, &all, &d) != TVF_OK) {
      set_verdict(out, d.status == TVF_EUNSUPPORTED ? TV_UNSUPPORTED : TV_INVALID_INPUT, d.msg);
    } else {
      IrFunc *sf = ir_module_func(all, "src"), *tf = ir_module_func(all, "tgt");
      if (!sf || !tf) {
        set_verdict(out, TV_INVALID_INPUT,
                    "not a pair: expected nested modules @src/@tgt or functions @src/@tgt (docs/FORMATS.md)");
      } else {
        /* Compare @src with @tgt as if both were named "src". */
        IrModule ms = {.funcs = &sf, .nfuncs = 1}, mt = {.funcs = &tf, .nfuncs = 1};
        IrFunc tcopy = *tf;
        IrFunc *tp = &tcopy;
        tcopy.name = sf->name;
        mt.funcs = &tp;
        IrFunc scopy = *sf;
        scopy.is_public = true;
        IrFunc *sp = &scopy;
        ms.funcs = &sp;
        check_modules(v, &ms, &mt, all, all, out, &a);
      }
    }
  }
  arena_destroy(&a);
  mlirx_module_destroy(m);
  out->ms = tvf_ms_since(t0);
}

void validator_check_two(Validator *v, const char *src_text, size_t src_len, const char *src_name,
                         const char *tgt_text, size_t tgt_len, const char *tgt_name, ValidateResult *out) {
  v->current_name = tgt_name;
  result_init(out);
  uint64_t t0 = tvf_now_ns();
  Diag d;
  diag_init(&d);
  MlirxModule *ms = mlirx_parse(v->s, src_text, src_len, src_name, &d);
  if (!ms) {
    set_verdict(out, TV_INVALID_INPUT, d.msg);
    return;
  }
  MlirxModule *mt = mlirx_parse(v->s, tgt_text, tgt_len, tgt_name, &d);
  if (!mt) {
    mlirx_module_destroy(ms);
    set_verdict(out, TV_INVALID_INPUT, d.msg);
    return;
  }
  Arena a;
  arena_init(&a, 0);
  IrModule *src = NULL, *tgt = NULL;
  TvfStatus st = mlirx_import_module(ms, NULL, &a, &src, &d);
  if (st == TVF_OK) st = mlirx_import_module(mt, NULL, &a, &tgt, &d);
  if (st != TVF_OK)
    set_verdict(out, st == TVF_EUNSUPPORTED ? TV_UNSUPPORTED : TV_INVALID_INPUT, d.msg);
  else
    check_modules(v, src, tgt, src, tgt, out, &a);
  arena_destroy(&a);
  mlirx_module_destroy(ms);
  mlirx_module_destroy(mt);
  out->ms = tvf_ms_since(t0);
}

void validator_check_pair_identity(Validator *v, const char *text, size_t len, const char *filename,
                                   ValidateResult *out) {
  v->current_name = filename;
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(v->s, text, len, filename, &d);
  bool nested = m && mlirx_is_pair_module(m);
  if (m) mlirx_module_destroy(m);
  if (!nested) { /* functions @src and @tgt (and helpers): each against itself by name */
    validator_check_two(v, text, len, filename, text, len, filename, out);
    return;
  }
  result_init(out);
  uint64_t t0 = tvf_now_ns();
  m = mlirx_parse(v->s, text, len, filename, &d);
  Arena a;
  arena_init(&a, 0);
  const char *sides[2] = {"src", "tgt"};
  for (int i = 0; i < 2 && out->verdict == TV_CORRECT; i++) {
    IrModule *one = NULL;
    if (mlirx_import_module(m, sides[i], &a, &one, &d) != TVF_OK) {
      set_verdict(out, d.status == TVF_EUNSUPPORTED ? TV_UNSUPPORTED : TV_INVALID_INPUT, d.msg);
      break;
    }
    validate_result_free(out);
    check_modules(v, one, one, one, one, out, &a);
  }
  arena_destroy(&a);
  mlirx_module_destroy(m);
  out->ms = tvf_ms_since(t0);
}

bool validator_input_load(Validator *v, const char *text, size_t len, const char *name, ValidatorInput *in,
                          Diag *d) {
  memset(in, 0, sizeof *in);
  in->hash = tvf_hash_bytes(0, text, len);
  in->len = len;
  if (!(in->m = mlirx_parse(v->s, text, len, name, d))) return false;
  arena_init(&in->arena, 0);
  Diag id;
  diag_init(&id);
  in->import_status = mlirx_import_module(in->m, NULL, &in->arena, &in->ir, &id);
  if (in->import_status != TVF_OK) {
    in->ir = NULL;
    snprintf(in->import_msg, sizeof in->import_msg, "%s", id.msg);
  }
  return true;
}

bool validator_input_is(const ValidatorInput *in, const char *text, size_t len) {
  return in->m && in->len == len && in->hash == tvf_hash_bytes(0, text, len);
}

void validator_input_free(ValidatorInput *in) {
  if (!in->m) return;
  arena_destroy(&in->arena);
  mlirx_module_destroy(in->m);
  memset(in, 0, sizeof *in);
}

void validator_check_inputs(Validator *v, const ValidatorInput *src, const ValidatorInput *tgt,
                            ValidateResult *out) {
  v->current_name = NULL;
  result_init(out);
  uint64_t t0 = tvf_now_ns();
  const ValidatorInput *bad = !src->ir ? src : !tgt->ir ? tgt : NULL;
  if (bad) {
    set_verdict(out, bad->import_status == TVF_EUNSUPPORTED ? TV_UNSUPPORTED : TV_INVALID_INPUT,
                bad->import_msg);
  } else {
    Arena a;
    arena_init(&a, 0);
    check_modules(v, src->ir, tgt->ir, src->ir, tgt->ir, out, &a);
    arena_destroy(&a);
  }
  out->ms = tvf_ms_since(t0);
}
