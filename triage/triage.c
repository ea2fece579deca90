/*
 * triage.c: `tvfuzz triage DIR` (see triage.h): per-row reduction and
 * confirmation, the `triage` table, grouping by final signature.
 * The Markdown and regression-test writers live in report_md.c.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/triage.h"

#include <ctype.h>
#include <errno.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/strbuf.h"
#include "triage/confirm.h"
#include "triage/confirm_exec.h"
#include "triage/isolate.h"
#include "triage/job.h"
#include "triage/known.h"
#include "triage/kv.h"
#include "triage/limitation.h"
#include "triage/lit.h"
#include "triage/plant.h"
#include "triage/report_md.h"
#include "triage/signature.h"

void triage_options_default(TriageOptions *o) {
  memset(o, 0, sizeof *o);
  o->max_tests = 2000;
  o->max_seconds = 600;
  validate_options_default(&o->vopt);
  o->vopt.timeout_ms = o->vopt.tv.timeout_ms = 5000;
  o->log = stderr;
}

void triage_load_known(const char *path, char **sigs, int *n, int max) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char line[1024];
  while (fgets(line, sizeof line, f)) {
    char *p = line;
    while (isspace((unsigned char)*p))
      p++;
    if (*p == '#' || !*p) continue;
    int k = 0;
    while (isxdigit((unsigned char)p[k]))
      k++;
    if (k != 16 || *n >= max) continue;
    sigs[*n] = strndup(p, 16);
    if (sigs[*n]) (*n)++;
  }
  fclose(f);
}

static bool is_known(char **known, int nknown, const char *sig) {
  for (int i = 0; i < nknown; i++)
    if (!strcmp(known[i], sig)) return true;
  return false;
}

TvfStatus triage_check_campaign_dir(const char *dir, bool may_be_new, Diag *d) {
  struct stat sb;
  if (stat(dir, &sb) != 0) {
    if (may_be_new && errno == ENOENT) return TVF_OK;
    return diag_set(d, TVF_EINPUT, "%s: cannot read: %s", dir, strerror(errno));
  }
  if (!S_ISDIR(sb.st_mode))
    return diag_set(d, TVF_EINPUT, "%s: not a directory (expected a campaign directory of tvfuzz fuzz)", dir);
  char path[4200];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  if (stat(path, &sb) != 0) {
    if (may_be_new && errno == ENOENT) return TVF_OK;
    return diag_set(d, TVF_EINPUT, "%s: not a campaign directory (no findings.db)", dir);
  }
  if (S_ISDIR(sb.st_mode)) return diag_set(d, TVF_EINPUT, "%s: is a directory, not a database", path);
  if (access(path, R_OK) != 0) return diag_set(d, TVF_EINPUT, "%s: cannot read: %s", path, strerror(errno));
  if (sb.st_size == 0 && may_be_new) return TVF_OK; /* an empty file is an empty SQLite database */
  sqlite3 *db = NULL;
  TvfStatus st = TVF_OK;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
    st = diag_set(d, TVF_EINPUT, "%s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
  } else {
    sqlite3_stmt *q = NULL;
    if (sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_master WHERE type='table' AND name='findings'", -1, &q,
                           NULL) != SQLITE_OK) {
      st = diag_set(d, TVF_EINPUT, "%s: %s", path, sqlite3_errmsg(db));
    } else {
      int rc = sqlite3_step(q);
      if (rc == SQLITE_DONE && !may_be_new)
        st = diag_set(d, TVF_EINPUT, "%s: no findings table (not a tvfuzz findings database)", path);
      else if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        st = diag_set(d, TVF_EINPUT, "%s: %s", path, sqlite3_errmsg(db));
    }
    sqlite3_finalize(q);
  }
  sqlite3_close(db);
  return st;
}

/* The class of a triaged finding (kv "class", docs/TRIAGE.md "Classes"):
 *   suppressed    listed in a known-signatures file;
 *   literal-only  wrong code only under the literal pseudo-code: the spec
 *                 policy (TOSA compliance) accepts the target;
 *   known         its root cause is a documented bug (tests/bugs/known-bugs.tsv);
 *   limitation    a refusal the pass documents (triage/limitation.h);
 *   new           confirmed, none of the above;
 *   inconclusive  wrong code not confirmed, or a finding triage could not
 *                 confirm.
 * "class_note" says why (the BUGS.md entry, the limitation). */
static void classify(KV *k, bool suppressed) {
  const char *fs = kv_get(k, "final_signature"), *status = kv_get(k, "status");
  const KnownBug *kb = fs[0] ? known_lookup(fs) : NULL;
  const KnownBug *fam = kb || !fs[0] ? NULL : known_family(kv_get(k, "root_cause"));
  char why[512];
  kv_set(k, "known_entries", "");
  if (kb) {
    kv_setf(k, "known_entry", "%d", kb->entry);
    kv_set(k, "known_test", kb->test ? kb->test : "");
    char entries[128];
    known_entries(fs, entries, sizeof entries);
    kv_set(k, "known_entries", entries);
    kv_setf(k, "class_note", "docs/BUGS.md %s (%s)", entries, kb->what);
  } else if (fam) {
    kb = fam;
    kv_setf(k, "known_entry", "%d", fam->entry);
    kv_set(k, "known_test", fam->test ? fam->test : "");
    kv_setf(k, "class_note",
            "docs/BUGS.md #%d, the same failure in another op's folder (documented for other ops, e.g. %s); "
            "worth a line in that entry and a regression test for this op",
            fam->entry, fam->what);
  }
  if (suppressed) {
    kv_set(k, "class", "suppressed");
  } else if (!strcmp(status, "tool") || !strcmp(status, "pending") || !strcmp(status, "partial") ||
             !strcmp(status, "not-reproduced") || !fs[0]) {
    kv_set(k, "class", status);
  } else if (!strcmp(kv_get(k, "literal_only"), "yes")) {
    /* before "known": the literal-only entries of docs/BUGS.md stay literal-only */
    kv_set(k, "class", "literal-only");
    kv_set(k, "class_note", kv_get(k, "literal_note"));
  } else if (kb) {
    kv_set(k, "class", "known");
  } else if (limitation_match(k, why, sizeof why)) {
    kv_set(k, "class", "limitation");
    kv_set(k, "class_note", why);
  } else if (!strcmp(status, "confirmed")) {
    kv_set(k, "class", "new");
  } else {
    kv_set(k, "class", "inconclusive");
  }
}

typedef struct PlantSet {
  const char *const *names;
  int n;
} PlantSet;

static void plant_setup(PipeRunner *r, void *user) {
  const PlantSet *p = user;
  for (int i = 0; i < p->n; i++)
    plant_insert(r, p->names[i], -1, NULL);
}

static bool is_tool_kind(const char *k) {
  return !strcmp(k, "tool-crash") || !strcmp(k, "tool-hang") || !strcmp(k, "tool-error") ||
         !strcmp(k, "gen-invalid");
}

static bool past(uint64_t deadline_ns) { return deadline_ns && tvf_now_ns() >= deadline_ns; }

/* Set up and run the reduce job of one row (j must be freed by the caller). */
static TvfStatus run_job(MlirxSession *s, const TriageOptions *o, const char *program, const char *pipeline,
                         const char *pass, const char *kind, uint64_t deadline_ns, PlantSet *ps,
                         ExecEngine *x, ReduceJob *j, Diag *d) {
  reduce_job_init(j);
  j->ic.exec = x; /* execution findings: the execution oracle's interest (NULL otherwise) */
  j->text = program;
  j->len = strlen(program);
  j->ic.pipeline = pipeline;
  j->ic.pass = pass && *pass ? pass : NULL;
  j->ic.kind = kind;
  j->ic.vopt = o->vopt;
  j->ro.max_tests = o->max_tests;
  j->ro.max_seconds = o->max_seconds;
  j->ro.deadline_ns = deadline_ns;
  j->stop_at_deadline = deadline_ns != 0;
  j->ro.verbose = o->verbose > 1 ? 1 : 0;
  j->ro.log = o->log;
  if (ps->n) {
    j->ic.setup_runner = plant_setup;
    j->ic.user = ps;
  }
  diag_init(d);
  return reduce_job_run(s, j, d);
}

/* Reducer statistics; a resumed reduction (prev != NULL) continues those of
 * the run it resumes. */
static void set_stats(KV *kv, const ReduceStats *st, const KV *prev) {
  kv_setf(kv, "ops_before", "%ld", prev ? kv_get_long(prev, "ops_before") : st->before.ops);
  kv_setf(kv, "ops_after", "%ld", st->after.ops);
  kv_setf(kv, "consts_after", "%ld", st->after.consts);
  kv_setf(kv, "bytes_before", "%ld", prev ? kv_get_long(prev, "bytes_before") : st->before.bytes);
  kv_setf(kv, "bytes_after", "%ld", st->after.bytes);
  kv_setf(kv, "tests", "%ld", st->tests + (prev ? kv_get_long(prev, "tests") : 0));
  kv_setf(kv, "seconds", "%.1f", st->seconds + (prev ? strtod(kv_get(prev, "seconds"), NULL) : 0));
  if (prev) kv_set(kv, "resumed", "yes");
}

/* A wrong-code finding made under the literal reading (--fp-policy=strict)
 * that the spec policy (TOSA 1.0 compliance, the choices the dialects leave
 * open) accepts is "literal-only" (classify): listed, never a bug to file. */
static void literal_only_check(MlirxSession *s, const TriageOptions *o, const Outcome *r, KV *kv) {
  if (!r->pair || !sig_kind_is_wrong_code(r->kind) || strcmp(kv_get(kv, "policy"), "strict") != 0) return;
  ValidateOptions vs = o->vopt;
  validate_parse_policy("spec", &vs);
  Validator *v = validator_create(s, &vs);
  if (!v) return;
  ValidateResult vr;
  iso_validate_pair(v, r->pair, strlen(r->pair), "spec.srctgt.mlir", 60000, &vr);
  if (!strcmp(vr.verdict_name, "correct")) {
    kv_set(kv, "literal_only", "yes");
    kv_set(kv, "literal_note",
           "the target differs from the literal pseudo-code only where the specification leaves a choice: "
           "--fp-policy=spec (TOSA 1.0 compliance) says correct");
  }
  validate_result_free(&vr);
  validator_destroy(v);
}

/* An unconfirmed wrong-code finding (the exact re-check timed out, or the
 * difference rests on an approximated function) that runs wrong is
 * confirmed by execution: the IR after the pass, compiled with the fixed
 * lowering, against the interpreter's run of the IR before it, on the
 * screening inputs (exec/exec.h, with the oracle's tolerances); the IR before
 * the pass compiled the same way must match, so the blame is the pass's. */
static void confirm_by_execution(MlirxSession *s, ExecEngine **exec, const Outcome *r, KV *kv) {
  if (!r->before || !r->after || strcmp(kv_get(kv, "status"), "inconclusive") != 0) return;
  Diag d;
  diag_init(&d);
  if (!*exec && !(*exec = exec_engine_create(s, NULL, &d))) return;
  ExecCheckOptions eo;
  exec_check_options_default(&eo);
  eo.bisect = false;
  Arena a;
  arena_init(&a, 1 << 16);
  PipeResult after_pr, before_pr;
  memset(&after_pr, 0, sizeof after_pr);
  memset(&before_pr, 0, sizeof before_pr);
  after_pr.failed_step = before_pr.failed_step = -1;
  after_pr.final_ir = r->after;
  before_pr.final_ir = r->before;
  ExecCheck ca, cb;
  bool ran = exec_check(*exec, r->before, strlen(r->before), "before.mlir", &after_pr, NULL, &eo, &a, &ca,
                        &d) == TVF_OK &&
             exec_check(*exec, r->before, strlen(r->before), "before.mlir", &before_pr, NULL, &eo, &a, &cb,
                        &d) == TVF_OK;
  if (ran && ca.outcome == EXO_FINDING && !strcmp(ca.kind, "exec-mismatch") && cb.outcome == EXO_MATCH) {
    kv_set(kv, "status", "confirmed");
    kv_setf(
        kv, "how",
        "confirmed by execution (the exact re-check alone did not decide): the IR after the pass, compiled "
        "and run, gives %s at %s where the specification (the IR before it, interpreted) gives %s; the IR "
        "before the pass compiled the same way matches",
        ca.diff.tgt, ca.diff.where, ca.diff.src);
    kv_set(kv, "exec_confirmed_input", ca.input_text ? ca.input_text : "");
  } else if (ran && ca.outcome == EXO_MATCH && cb.outcome == EXO_MATCH && ca.nmatched > 0) {
    /* Evidence, not a verdict: the finding stays inconclusive, listed apart
     * in the index (the campO review: five such findings were correct
     * folds of erf, log, cos and exp constants). */
    kv_setf(kv, "exec_agrees",
            "the IR after the pass, compiled and run on %d inputs (%d with an obligation), matches the "
            "specification (the IR before it, interpreted, with the tolerances of approximated functions)",
            ca.ninputs, ca.nmatched);
    kv_setf(kv, "how", "%s; execution agrees: %s", kv_get(kv, "how"), kv_get(kv, "exec_agrees"));
  }
  arena_destroy(&a);
}

/* Reduce, sign and confirm one row; fills kv (and writes the files).
 * `deadline_ns` (0 = none) is the end of the whole run: a reduction that
 * reaches it stops with its best program so far (status `partial`, `partial:
 * reduction`: reduced.mlir written, no signature or report yet), and a row
 * reduced after it is not confirmed (`partial: confirmation`). `prev` is the record of an earlier run that
 * the deadline cut short (NULL otherwise): the reduction resumes from its
 * reduced program and the statistics continue its own. */
static void process_row(MlirxSession *s, ExecEngine **exec, const TriageOptions *o, const char *sig,
                        const char *kind, const char *pass, const char *pipeline, const char *fdir,
                        uint64_t deadline_ns, const KV *prev, KV *kv) {
  char path[4600];
  char *program = NULL;
  bool resumed = false;
  if (prev) {
    snprintf(path, sizeof path, "%s/reduced.mlir", fdir);
    program = sb_read_file(path);
    resumed = program != NULL;
  }
  if (!program) {
    snprintf(path, sizeof path, "%s/program.mlir", fdir);
    program = sb_read_file(path);
  }
  kv_set(kv, "signature", sig);
  kv_set(kv, "dir", fdir);
  kv_set(kv, "kind", kind);
  kv_set(kv, "pass", pass);
  kv_set(kv, "pipeline", pipeline);
  kv_set(kv, "policy", job_policy_name(&o->vopt));
  if (!program) {
    kv_set(kv, "status", "not-reproduced");
    kv_setf(kv, "note", "no program.mlir in %s", fdir);
    return;
  }
  PlantSet ps = {o->plants, o->nplants};
  ReduceJob j;
  Diag d;
  diag_init(&d);
  /* One execution engine for the whole run, made when the first execution
   * finding needs it (it lives in the session's context, like the runner). */
  bool is_exec = sig_kind_is_exec(kind);
  if (is_exec && !*exec && !(*exec = exec_engine_create(s, NULL, &d))) {
    kv_set(kv, "status", "not-reproduced");
    kv_setf(kv, "note", "execution oracle: %s", d.msg);
    free(program);
    return;
  }
  ExecEngine *x = is_exec ? *exec : NULL;
  TvfStatus st = run_job(s, o, program, pipeline, pass, kind, deadline_ns, &ps, x, &j, &d);
  if (st != TVF_OK && st != TVF_ETIMEOUT && resumed) {
    /* The partial program of the earlier run does not reproduce any more
     * (a flaky oracle): start again from the campaign's program. */
    reduce_job_free(&j);
    free(program);
    snprintf(path, sizeof path, "%s/program.mlir", fdir);
    program = sb_read_file(path);
    resumed = false;
    if (program)
      st = run_job(s, o, program, pipeline, pass, kind, deadline_ns, &ps, x, &j, &d);
    else
      st = diag_set(&d, TVF_EIO, "no program.mlir in %s", fdir);
  }
  if (st == TVF_ETIMEOUT) {
    /* The deadline cut the reduction short: keep the best program so far
     * (the next run resumes from it); no signature, no report yet. */
    kv_set(kv, "status", "partial");
    kv_set(kv, "partial", "reduction");
    kv_set(kv, "provisional_recomputed", j.provisional_sig);
    kv_set(kv, "pipeline", j.pipeline);
    set_stats(kv, &j.stats, resumed ? prev : NULL);
    snprintf(path, sizeof path, "%s/reduced.mlir", fdir);
    sb_write_file(path, sb_cstr(&j.reduced_text));
    reduce_job_free(&j);
    free(program);
    return;
  }
  if (st != TVF_OK) {
    kv_set(kv, "status", "not-reproduced");
    kv_set(kv, "note", d.msg);
    reduce_job_free(&j);
    free(program);
    return;
  }
  Outcome *r = &j.reduced;
  kv_set(kv, "final_signature", j.final_sig);
  kv_set(kv, "provisional_recomputed", j.provisional_sig);
  kv_set(kv, "kind", r->kind);
  kv_set(kv, "pass", r->pass);
  kv_set(kv, "element", r->element);
  kv_setf(kv, "step", "%d", r->step);
  kv_set(kv, "pipeline", j.pipeline);
  kv_set(kv, "stage", r->stage);
  kv_set(kv, "detail", r->detail);
  kv_set(kv, "func", r->func);
  kv_set(kv, "src_ops", r->src_ops);
  kv_set(kv, "tgt_ops", r->tgt_ops);
  kv_set(kv, "delta_ops", r->delta_ops);
  kv_set(kv, "src_class", r->src_class);
  kv_set(kv, "tgt_class", r->tgt_class);
  kv_set(kv, "fp", j.fp);
  kv_set(kv, "report", r->report);
  if (is_exec) {
    kv_set(kv, "exec_where", r->exec_where);
    kv_set(kv, "exec_expected", r->exec_expected);
    kv_set(kv, "exec_actual", r->exec_actual);
    kv_setf(kv, "exec_input", "%d", r->exec_input);
    kv_set(kv, "exec_inputs", r->exec_inputs);
    kv_set(kv, "exec_bisect", r->exec_bisect);
    kv_set(kv, "exec_lowering_pass", r->exec_lowering_pass);
    kv_set(kv, "exec_lowering_status", r->exec_lowering_status);
    /* the planted passes the pipeline ran with (the reproducer needs them) */
    StrBuf pl = STRBUF_INIT;
    for (int i = 0; i < o->nplants; i++)
      sb_printf(&pl, "%s%s", i ? "," : "", o->plants[i]);
    kv_set(kv, "plants", sb_cstr(&pl));
    sb_free(&pl);
  }
  StrBuf facts = STRBUF_INIT;
  rootcause_describe(&j.rootcause, &facts);
  kv_set(kv, "root_cause", sb_cstr(&facts));
  kv_set(kv, "culprit", j.rootcause.culprit);
  sb_clear(&facts);
  rootcause_facts(&j.rootcause, &facts);
  outcome_signature_describe(r, job_policy_name(&o->vopt), j.fp, true, &facts);
  kv_set(kv, "facts", sb_cstr(&facts));
  sb_free(&facts);
  set_stats(kv, &j.stats, resumed ? prev : NULL);
  kv_setf(kv, "pass_bugs", "%ld", j.stats.pass_bugs);
  snprintf(path, sizeof path, "%s/reduced.mlir", fdir);
  sb_write_file(path, sb_cstr(&j.reduced_text));
  if (r->pair) {
    snprintf(path, sizeof path, "%s/reduced.srctgt.mlir", fdir);
    sb_write_file(path, r->pair);
  }
  if (r->before) {
    snprintf(path, sizeof path, "%s/reduced.before.mlir", fdir);
    sb_write_file(path, r->before);
  }
  if (r->after) {
    snprintf(path, sizeof path, "%s/reduced.after.mlir", fdir);
    sb_write_file(path, r->after);
  }
  bool planted = plant_exists(r->pass);
  StrBuf prefix = STRBUF_INIT;
  if (confirm_pipeline_prefix(s, j.pipeline, r->step, &prefix))
    kv_set(kv, "pipeline_prefix", sb_cstr(&prefix));
  sb_free(&prefix);
  /* Reduced and signed, but the deadline passed: no confirmation now (the
   * next run resumes the row, which is quick on a reduced program). */
  bool late = past(deadline_ns);
  if (late && !o->no_confirm) {
    kv_set(kv, "partial", "confirmation");
    kv_set(kv, "status",
           sig_kind_is_wrong_code(r->kind) && !strcmp(r->kind, "inconclusive") ? "inconclusive"
                                                                               : "unconfirmed");
    kv_set(kv, "how", "confirmation not run: the triage time budget ran out (re-run tvfuzz triage)");
  } else if (o->no_confirm) {
    kv_set(kv, "status",
           sig_kind_is_wrong_code(r->kind) && !strcmp(r->kind, "inconclusive") ? "inconclusive"
                                                                               : "unconfirmed");
    kv_set(kv, "how", "confirmation skipped (--no-confirm)");
  } else if (is_exec) {
    ExecConfirm c;
    snprintf(path, sizeof path, "%s/confirm", fdir);
    confirm_exec_finding(s, x, r, sb_cstr(&j.reduced_text), j.pipeline, &o->vopt, planted, path, &c);
    kv_set(kv, "status", c.status);
    kv_set(kv, "how", c.how);
    kv_set(kv, "blame", c.blame);
    kv_set(kv, "validator_verdict", c.validator_verdict);
    kv_set(kv, "validator_note", c.validator_note);
    kv_set(kv, "mlir_opt_after", c.mlir_opt_after);
  } else {
    ConfirmResult c;
    snprintf(path, sizeof path, "%s/confirm", fdir);
    confirm_finding(s, r, sb_cstr(&j.reduced_text), j.pipeline, &o->vopt, j.fp, path, planted, &c);
    kv_set(kv, "status", c.status);
    kv_set(kv, "how", c.how);
    kv_set(kv, "exact_verdict", c.exact_verdict);
    kv_set(kv, "exact_detail", c.exact_detail);
    kv_setf(kv, "out_index", "%d", c.out_index);
    kv_setf(kv, "out_elem", "%ld", c.out_elem);
    kv_set(kv, "out_coords", c.out_coords);
    kv_set(kv, "inputs", c.inputs);
    kv_set(kv, "spec_value", c.spec_value);
    kv_set(kv, "tgt_value", c.tgt_value);
    kv_set(kv, "e2e", c.e2e_ran ? "ran" : "not-run");
    kv_set(kv, "compiled_value", c.compiled_value);
    kv_set(kv, "compiled_before", c.compiled_before);
    kv_set(kv, "e2e_note", c.e2e_note);
    kv_set(kv, "mlir_opt_cmd", c.mlir_opt_cmd);
    kv_set(kv, "cex_source", c.cex_source);
    kv_set(kv, "cex_note", c.cex_note);
    kv_set(kv, "cex_policy", c.policy);
    kv_set(kv, "cex_stage", c.cex_stage);
    kv_set(kv, "single_pipeline", c.single_pipeline);
    kv_set(kv, "single_status", c.single_status);
    kv_set(kv, "single_note", c.single_note);
    if (c.tool_output) {
      snprintf(path, sizeof path, "%s/confirm/tools.log", fdir);
      sb_write_file(path, c.tool_output);
    }
    confirm_result_free(&c);
    if (sig_kind_is_wrong_code(r->kind) && !planted) confirm_by_execution(s, exec, r, kv);
    literal_only_check(s, o, r, kv);
  }
  /* a confirmed finding also becomes an llvm-lit test (triage/lit.h) when a
   * run of the reduced program shows it */
  if (!planted && !late && !strcmp(kv_get(kv, "status"), "confirmed")) {
    Diag ld;
    diag_init(&ld);
    if (*exec || (*exec = exec_engine_create(s, NULL, &ld))) {
      StrBuf head = STRBUF_INIT;
      sb_printf(&head, "// tvfuzz signature %s: %s at %s\n// BUG: not yet reported upstream\n", j.final_sig,
                r->kind, r->pass);
      snprintf(path, sizeof path, "%s/lit.mlir", fdir);
      if (lit_write_for_program(s, *exec, sb_cstr(&j.reduced_text), j.pipeline, sb_cstr(&head), path, &ld) ==
          TVF_OK)
        kv_set(kv, "lit", "lit.mlir");
      else
        kv_set(kv, "lit_note", ld.msg);
      sb_free(&head);
    }
  }
  kv_set(kv, "planted", planted ? "yes" : "no");
  reduce_job_free(&j);
  free(program);
}

static const char *SCHEMA =
    "CREATE TABLE IF NOT EXISTS triage(signature TEXT PRIMARY KEY, final_signature TEXT, kind TEXT, pass "
    "TEXT,"
    " status TEXT, ops_before INTEGER, ops_after INTEGER, bytes_before INTEGER, bytes_after INTEGER,"
    " tests INTEGER, seconds REAL, report TEXT, note TEXT, ts REAL);";

typedef struct Row {
  char sig[17];
  char kind[32];
  long count;
  char *pass, *pipeline, *dir;
  char *old_final; /* final signature of the partial record this run resumed (stale report?) */
  KV kv;
} Row;

TvfStatus triage_run(const TriageOptions *o, TriageSummary *sum, Diag *d) {
  /* One deadline for the whole run (rows, confirmation; the reports after
   * the loop are quick and always written). */
  uint64_t deadline = o->time_s > 0 ? tvf_now_ns() + (uint64_t)(o->time_s * 1e9) : 0;
  TriageSummary local;
  if (!sum) sum = &local;
  memset(sum, 0, sizeof *sum);
  char path[4200];
  snprintf(path, sizeof path, "%s/findings.db", o->dir);
  if (access(path, R_OK) != 0) return diag_set(d, TVF_EIO, "triage: no findings database '%s'", path);
  sqlite3 *db = NULL;
  if (sqlite3_open(path, &db) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "triage: cannot open '%s': %s", path, db ? sqlite3_errmsg(db) : "?");
    sqlite3_close(db);
    return TVF_EIO;
  }
  sqlite3_busy_timeout(db, 30000);
  char *err = NULL;
  if (sqlite3_exec(db, SCHEMA, NULL, NULL, &err) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "triage: '%s': %s", path, err ? err : "schema");
    sqlite3_free(err);
    sqlite3_close(db);
    return TVF_EIO;
  }
  /* Known signatures. */
  char *known[1024];
  int nknown = 0;
  snprintf(path, sizeof path, "%s/known-signatures.txt", o->dir);
  triage_load_known(path, known, &nknown, 1024);
  for (int i = 0; i < o->nknown; i++)
    triage_load_known(o->known[i], known, &nknown, 1024);
  /* Rows. */
  Row *rows = NULL;
  int nrows = 0, cap = 0;
  sqlite3_stmt *st = NULL;
  if (sqlite3_prepare_v2(
          db, "SELECT signature, kind, pass, pipeline, count, dir FROM findings ORDER BY first_seen", -1, &st,
          NULL) != SQLITE_OK) {
    diag_set(d, TVF_EIO, "triage: %s", sqlite3_errmsg(db));
    sqlite3_close(db);
    return TVF_EIO;
  }
  while (sqlite3_step(st) == SQLITE_ROW) {
    if (nrows == cap) {
      cap = cap ? cap * 2 : 32;
      Row *g = realloc(rows, sizeof *g * (size_t)cap);
      if (!g) break;
      rows = g;
    }
    Row *r = &rows[nrows++];
    memset(r, 0, sizeof *r);
    snprintf(r->sig, sizeof r->sig, "%s", (const char *)sqlite3_column_text(st, 0));
    snprintf(r->kind, sizeof r->kind, "%s",
             sqlite3_column_text(st, 1) ? (const char *)sqlite3_column_text(st, 1) : "");
    r->pass = strdup(sqlite3_column_text(st, 2) ? (const char *)sqlite3_column_text(st, 2) : "");
    r->pipeline = strdup(sqlite3_column_text(st, 3) ? (const char *)sqlite3_column_text(st, 3) : "");
    r->count = (long)sqlite3_column_int64(st, 4);
    const char *dir = (const char *)sqlite3_column_text(st, 5);
    if (dir && dir[0] == '/')
      r->dir = strdup(dir);
    else {
      snprintf(path, sizeof path, "%s/findings/%s", o->dir, r->sig);
      r->dir = strdup(path);
    }
  }
  sqlite3_finalize(st);
  sum->rows = nrows;
  MlirxSession *s = mlirx_session_create(d);
  if (!s) {
    sqlite3_close(db);
    return d->status;
  }
  ExecEngine *exec = NULL; /* made by the first execution finding */
  /* Per-row work (cached in triage.txt). */
  for (int i = 0; i < nrows; i++) {
    Row *r = &rows[i];
    char kvp[4600];
    snprintf(kvp, sizeof kvp, "%s/triage.txt", r->dir);
    if (o->only_pass_prefix && strncmp(r->pass, o->only_pass_prefix, strlen(o->only_pass_prefix)) != 0) {
      kv_set(&r->kv, "signature", r->sig);
      kv_set(&r->kv, "kind", r->kind);
      kv_set(&r->kv, "pass", r->pass);
      kv_set(&r->kv, "status", "skipped");
      continue;
    }
    if (is_tool_kind(r->kind)) {
      kv_set(&r->kv, "signature", r->sig);
      kv_set(&r->kv, "kind", r->kind);
      kv_set(&r->kv, "status", "tool");
      sum->tool++;
      continue;
    }
    /* A record of an earlier run: complete (cached), or partial (resume). */
    bool have = !o->force && kv_read(&r->kv, kvp) && kv_get(&r->kv, "status")[0];
    bool partial = have && kv_get(&r->kv, "partial")[0];
    if (have && !partial) {
      if (o->log)
        fprintf(o->log, "triage: %s (%s at %s): cached: %s\n", r->sig, r->kind, r->pass,
                kv_get(&r->kv, "status"));
      continue;
    }
    if (past(deadline)) {
      /* The budget did not reach this row: keep the partial record of an
       * earlier run as it is, or mark it pending (nothing written, so the
       * next run starts it). */
      if (!partial) {
        kv_free(&r->kv);
        kv_set(&r->kv, "signature", r->sig);
        kv_set(&r->kv, "kind", r->kind);
        kv_set(&r->kv, "pass", r->pass);
        kv_set(&r->kv, "status", "pending");
        kv_setf(&r->kv, "count", "%ld", r->count);
      }
      if (o->log)
        fprintf(o->log, "triage: %s (%s at %s): not started: the time budget ran out\n", r->sig, r->kind,
                r->pass);
      continue;
    }
    KV prev = r->kv; /* moved: freed below */
    memset(&r->kv, 0, sizeof r->kv);
    if (partial) r->old_final = strdup(kv_get(&prev, "final_signature"));
    if (o->log)
      fprintf(o->log, "triage: %s (%s at %s): %s...\n", r->sig, r->kind, r->pass,
              partial ? "resuming (the last run's time budget cut it short)" : "reducing");
    process_row(s, &exec, o, r->sig, r->kind, r->pass, r->pipeline, r->dir, deadline, partial ? &prev : NULL,
                &r->kv);
    kv_free(&prev);
    kv_setf(&r->kv, "count", "%ld", r->count);
    kv_write(&r->kv, kvp);
    sum->reduced++;
    if (o->log)
      fprintf(o->log, "triage: %s -> %s: %s, ops %s -> %s (%s tests, %s s)%s%s%s\n", r->sig,
              kv_get(&r->kv, "final_signature")[0] ? kv_get(&r->kv, "final_signature") : "-",
              kv_get(&r->kv, "status"), kv_get(&r->kv, "ops_before"), kv_get(&r->kv, "ops_after"),
              kv_get(&r->kv, "tests"), kv_get(&r->kv, "seconds"), kv_get(&r->kv, "note")[0] ? ": " : "",
              kv_get(&r->kv, "note"),
              !strcmp(kv_get(&r->kv, "partial"), "reduction")      ? " (cut short by the time budget)"
              : !strcmp(kv_get(&r->kv, "partial"), "confirmation") ? " (not confirmed: time budget)"
                                                                   : "");
  }
  /* Rows not (completely) triaged in this run, for the summary. */
  for (int i = 0; i < nrows; i++) {
    const KV *k = &rows[i].kv;
    bool pend = !strcmp(kv_get(k, "status"), "pending"), part = kv_get(k, "partial")[0] != 0;
    if (!pend && !part) continue;
    if (pend)
      sum->pending++;
    else
      sum->partial++;
    size_t used = strlen(sum->not_triaged);
    if (used + 64 < sizeof sum->not_triaged)
      snprintf(sum->not_triaged + used, sizeof sum->not_triaged - used, "%s%s (%s)", used ? ", " : "",
               rows[i].sig,
               pend                                            ? "not started"
               : !strcmp(kv_get(k, "partial"), "confirmation") ? "not confirmed"
                                                               : "partially reduced");
    else if (!strstr(sum->not_triaged, ", ..."))
      snprintf(sum->not_triaged + used, sizeof sum->not_triaged - used, ", ...");
  }
  /* triage table */
  sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
  for (int i = 0; i < nrows; i++) {
    Row *r = &rows[i];
    KV *k = &r->kv;
    if (!strcmp(kv_get(k, "status"), "skipped")) continue;
    const char *fs = kv_get(k, "final_signature");
    bool kn = is_known(known, nknown, r->sig) || (fs[0] && is_known(known, nknown, fs));
    if (kn && strcmp(kv_get(k, "status"), "tool") != 0) kv_set(k, "known", "yes");
    classify(k, kn);
    /* the class is redone on every run (the documented bugs may have
     * changed), and kept in the record for whoever reads it */
    char kvp[4600];
    snprintf(kvp, sizeof kvp, "%s/triage.txt", r->dir);
    const char *rst = kv_get(k, "status");
    if (r->dir && rst[0] && strcmp(rst, "pending") != 0 && strcmp(rst, "skipped") != 0) kv_write(k, kvp);
    const char *cls = kv_get(k, "class");
    bool listed = !strcmp(cls, "known") || !strcmp(cls, "limitation") || !strcmp(cls, "literal-only");
    if (sqlite3_prepare_v2(
            db, "INSERT OR REPLACE INTO triage VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,strftime('%s','now'))", -1,
            &st, NULL) != SQLITE_OK)
      break;
    char rep[64];
    snprintf(rep, sizeof rep, "reports/%s.md", fs[0] ? fs : r->sig);
    sqlite3_bind_text(st, 1, r->sig, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 2, fs, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 3, kv_get(k, "kind"), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 4, kv_get(k, "pass")[0] ? kv_get(k, "pass") : r->pass, -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 5, kn ? "suppressed" : listed ? cls : kv_get(k, "status"), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(st, 6, kv_get_long(k, "ops_before"));
    sqlite3_bind_int64(st, 7, kv_get_long(k, "ops_after"));
    sqlite3_bind_int64(st, 8, kv_get_long(k, "bytes_before"));
    sqlite3_bind_int64(st, 9, kv_get_long(k, "bytes_after"));
    sqlite3_bind_int64(st, 10, kv_get_long(k, "tests"));
    sqlite3_bind_double(st, 11, strtod(kv_get(k, "seconds"), NULL));
    sqlite3_bind_text(st, 12, fs[0] ? rep : "", -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 13,
                      listed                 ? kv_get(k, "class_note")
                      : kv_get(k, "note")[0] ? kv_get(k, "note")
                      : !strcmp(kv_get(k, "partial"), "reduction")
                          ? "reduction cut short by the triage time budget (re-run tvfuzz triage)"
                      : !strcmp(kv_get(k, "partial"), "confirmation")
                          ? "not confirmed: the triage time budget ran out (re-run tvfuzz triage)"
                      : !strcmp(kv_get(k, "status"), "pending")
                          ? "not started: the triage time budget ran out"
                          : "",
                      -1, SQLITE_TRANSIENT);
    sqlite3_step(st);
    sqlite3_finalize(st);
  }
  sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
  sqlite3_close(db);
  /* Group by final signature and write the reports. */
  snprintf(path, sizeof path, "%s/reports", o->dir);
  mkdir(path, 0777);
  ReportGroup *groups = calloc((size_t)(nrows ? nrows : 1), sizeof *groups);
  int ng = 0;
  for (int i = 0; i < nrows && groups; i++) {
    KV *k = &rows[i].kv;
    const char *fs = kv_get(k, "final_signature");
    if (!fs[0]) continue;
    /* One report per root cause: a documented bug's findings share one
     * (their signatures are its forms: other ops, other patterns of the
     * same bug), every other finding is its own final signature. */
    char family[24];
    long entry = !strcmp(kv_get(k, "class"), "known") ? kv_get_long(k, "known_entry") : 0;
    if (entry > 0)
      snprintf(family, sizeof family, "#%ld", entry);
    else
      snprintf(family, sizeof family, "%s", fs);
    int g = 0;
    while (g < ng && strcmp(groups[g].family, family) != 0)
      g++;
    if (g == ng) {
      memset(&groups[g], 0, sizeof groups[g]);
      snprintf(groups[g].family, sizeof groups[g].family, "%s", family);
      groups[g].rep = k;
      ng++;
    }
    ReportGroup *G = &groups[g];
    G->hits += kv_get_long(k, "count") > 0 ? kv_get_long(k, "count") : rows[i].count;
    if (G->nmembers < (int)(sizeof G->members / sizeof G->members[0])) G->members[G->nmembers++] = k;
    /* The smallest reduced program represents the group; confirmed beats not. */
    const KV *rep = G->rep;
    bool better =
        (!strcmp(kv_get(k, "status"), "confirmed") && strcmp(kv_get(rep, "status"), "confirmed") != 0) ||
        (!strcmp(kv_get(k, "status"), kv_get(rep, "status")) &&
         kv_get_long(k, "bytes_after") < kv_get_long(rep, "bytes_after"));
    if (better) G->rep = k;
    if (kv_get(k, "known")[0]) G->known = true;
  }
  int signatures = 0;
  for (int i = 0; i < nrows; i++) {
    const char *fs = kv_get(&rows[i].kv, "final_signature");
    bool first = fs[0] != 0;
    for (int j = 0; j < i && first; j++)
      first = strcmp(kv_get(&rows[j].kv, "final_signature"), fs) != 0;
    signatures += first;
  }
  for (int g = 0; g < ng; g++) {
    snprintf(groups[g].final_sig, sizeof groups[g].final_sig, "%s", kv_get(groups[g].rep, "final_signature"));
    groups[g].cls = kv_get(groups[g].rep, "class");
    groups[g].known_entry = (int)kv_get_long(groups[g].rep, "known_entry");
  }
  char mlir_version[256] = "";
  {
    FILE *p = popen("mlir-opt-22 --version 2>/dev/null | grep -i version | head -1", "r");
    if (p) {
      if (fgets(mlir_version, sizeof mlir_version, p)) mlir_version[strcspn(mlir_version, "\n")] = 0;
      pclose(p);
    }
  }
  for (int g = 0; g < ng; g++) {
    ReportGroup *G = &groups[g];
    if (!strcmp(G->cls, "suppressed"))
      sum->suppressed++;
    else if (!strcmp(G->cls, "known"))
      sum->known++;
    else if (!strcmp(G->cls, "limitation"))
      sum->limitation++;
    else if (!strcmp(G->cls, "literal-only"))
      sum->literal_only++;
    else if (!strcmp(G->cls, "new"))
      sum->confirmed++;
    else
      sum->inconclusive++;
    report_md_write(o->dir, G, mlir_version);
    /* Each other form of a documented bug keeps its own report file too
     * (the findings table and the HTML page link every final signature). */
    for (int i = 0; i < G->nmembers; i++) {
      const char *fs = kv_get(G->members[i], "final_signature");
      bool first = strcmp(fs, G->final_sig) != 0;
      for (int j = 0; j < i && first; j++)
        first = strcmp(kv_get(G->members[j], "final_signature"), fs) != 0;
      if (!first) continue;
      ReportGroup form = *G;
      form.rep = G->members[i];
      snprintf(form.final_sig, sizeof form.final_sig, "%s", fs);
      report_md_write(o->dir, &form, mlir_version);
    }
  }
  for (int i = 0; i < nrows; i++)
    if (!strcmp(kv_get(&rows[i].kv, "status"), "not-reproduced")) sum->not_reproduced++;
  for (int i = 0; i < nrows; i++) {
    const char *fs = kv_get(&rows[i].kv, "final_signature");
    if (!fs[0] || strcmp(kv_get(&rows[i].kv, "class"), "known") != 0) continue;
    bool first = true;
    for (int j = 0; j < i && first; j++)
      first = strcmp(kv_get(&rows[j].kv, "final_signature"), fs) != 0;
    sum->known_signatures += first;
  }
  sum->unique = signatures;
  sum->reports = ng;
  sum->known_bugs = report_known_entries(groups, ng);
  /* A resumed partial row whose final signature changed leaves the report of
   * its old signature behind: remove it unless another row still has it. */
  for (int i = 0; i < nrows && groups; i++) {
    const char *old = rows[i].old_final;
    if (!old || !old[0] || !strcmp(old, kv_get(&rows[i].kv, "final_signature"))) continue;
    bool still = false;
    for (int j = 0; j < nrows && !still; j++)
      still = !strcmp(kv_get(&rows[j].kv, "final_signature"), old);
    if (still) continue;
    const char *exts[] = {".md", ".srctgt.mlir", ".pipeline.mlir", ".repro.mlir", ".repro.sh", ".lit.mlir"};
    for (int e = 0; e < 6; e++) {
      snprintf(path, sizeof path, "%s/reports/%s%s", o->dir, old, exts[e]);
      unlink(path);
    }
  }
  KV **all = calloc((size_t)(nrows ? nrows : 1), sizeof *all);
  for (int i = 0; i < nrows && all; i++)
    all[i] = &rows[i].kv;
  report_md_index(o->dir, groups, ng, all, nrows, mlir_version);
  free(all);
  free(groups);
  for (int i = 0; i < nrows; i++) {
    free(rows[i].pass);
    free(rows[i].pipeline);
    free(rows[i].dir);
    free(rows[i].old_final);
    kv_free(&rows[i].kv);
  }
  free(rows);
  for (int i = 0; i < nknown; i++)
    free(known[i]);
  exec_engine_destroy(exec);
  mlirx_session_destroy(s);
  (void)errno;
  return TVF_OK;
}
