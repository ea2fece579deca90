/*
 * regress.c: re-check kept findings and seeds (see regress.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/regress.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mlirx/pair.h"
#include "mlirx/pipeline.h"
#include "support/hash.h"
#include "triage/interest.h"
#include "triage/isolate.h"
#include "triage/job.h"
#include "triage/signature.h"

void regress_options_default(RegressOptions *o) {
  memset(o, 0, sizeof *o);
  o->presets = "tosa-lowering,tosa-opt";
  validate_options_default(&o->vopt);
  o->vopt.timeout_ms = o->vopt.tv.timeout_ms = 20000;
  o->out = stdout;
  o->err = stderr;
}

/* One line for a file that cannot be used: "FILE:LINE:COL: reason" when the
 * message is already positioned in it, else "FILE: reason". */
static void invalid_file(const RegressOptions *o, const char *path, const char *msg, RegressSummary *sum) {
  size_t n = strlen(path);
  FILE *f = o->err ? o->err : stderr;
  if (strncmp(msg, path, n) == 0 && msg[n] == ':')
    fprintf(f, "%s\n", msg);
  else
    fprintf(f, "%s: %s\n", path, msg);
  fflush(f);
  sum->invalid++;
}

static bool ends_with(const char *s, const char *suf) {
  size_t a = strlen(s), b = strlen(suf);
  return a >= b && !strcmp(s + a - b, suf);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void collect(const char *path, char ***files, int *n, int *cap) {
  struct stat st;
  if (stat(path, &st) != 0) return;
  if (S_ISREG(st.st_mode)) {
    if (!ends_with(path, ".mlir")) return;
    if (*n == *cap) {
      *cap = *cap ? *cap * 2 : 64;
      char **g = realloc(*files, sizeof *g * (size_t)*cap);
      if (!g) return;
      *files = g;
    }
    (*files)[(*n)++] = strdup(path);
    return;
  }
  if (!S_ISDIR(st.st_mode)) return;
  /* an llvm-lit directory (tests/bugs/lit/) holds lit tests, which lit runs */
  char cfg[4096];
  snprintf(cfg, sizeof cfg, "%s/lit.cfg.py", path);
  if (stat(cfg, &st) == 0) return;
  DIR *d = opendir(path);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.') continue;
    char sub[4096];
    snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
    collect(sub, files, n, cap);
  }
  closedir(d);
}

static char *slurp(const char *path, char *err, size_t errlen) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    snprintf(err, errlen, "cannot read: %s", strerror(errno));
    return NULL;
  }
  StrBuf b = STRBUF_INIT;
  char buf[65536];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, k);
  int rerr = ferror(f) ? errno : 0;
  fclose(f);
  if (rerr) {
    snprintf(err, errlen, "cannot read: %s", strerror(rerr));
    sb_free(&b);
    return NULL;
  }
  if (!b.data) sb_puts(&b, "");
  return sb_take(&b);
}

/* ---- pairs ---- */
/* `--fp-policy=P` of a TV-ARGS header line into vo (a word it does not know
 * leaves the default). */
static void apply_policy(const char *args, ValidateOptions *vo) {
  const char *pol = strstr(args, "--fp-policy=");
  if (!pol) return;
  char word[16];
  size_t n = strcspn(pol + 12, " \t");
  snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word ? n : sizeof word - 1), pol + 12);
  validate_parse_policy(word, vo);
}

static void check_pair(MlirxSession *s, const RegressOptions *o, const char *path, const char *text,
                       RegressSummary *sum) {
  StrBuf v = STRBUF_INIT, doms = STRBUF_INIT, args = STRBUF_INIT, vd = STRBUF_INIT;
  const char *want_all = mlirx_header_value(text, "VERDICT", &v) ? sb_cstr(&v) : "correct";
  bool has_doms = mlirx_header_value(text, "DOMAINS", &doms);
  mlirx_header_value(text, "TV-ARGS", &args);
  bool xfail = strstr(text, "// XFAIL:") != NULL;
  const char *domains[2] = {"abstract", "exact"};
  bool ok = true, bug = false;
  StrBuf line = STRBUF_INIT;
  for (int i = 0; i < 2; i++) {
    if (has_doms && !strstr(sb_cstr(&doms), domains[i])) continue;
    ValidateOptions vo = o->vopt;
    validate_parse_fp(domains[i], &vo);
    apply_policy(sb_cstr(&args), &vo);
    char key[32];
    snprintf(key, sizeof key, "VERDICT[%s]", domains[i]);
    const char *want = mlirx_header_value(text, key, &vd) ? sb_cstr(&vd) : want_all;
    Validator *val = validator_create(s, &vo);
    ValidateResult r;
    iso_validate_pair(val, text, strlen(text), path, 180000, &r);
    validator_destroy(val);
    bool match = !strcmp(r.verdict_name, want) ||
                 (strstr(text, "// ALLOW: timeout") && !strcmp(r.verdict_name, "timeout"));
    if (!strcmp(want, "miscompile") && !strcmp(r.verdict_name, "miscompile")) bug = true;
    sb_printf(&line, " %s=%s%s", domains[i], r.verdict_name, match ? "" : "(!)");
    if (!match) ok = false;
    validate_result_free(&r);
  }
  if (xfail) ok = !ok;
  if (ok)
    sum->pass++;
  else
    sum->fail++;
  if (bug && ok) sum->reproduce++;
  fprintf(o->out, "%-5s %s: expect %s;%s%s\n", ok ? "PASS" : "FAIL", path, want_all, sb_cstr(&line),
          bug && ok                                ? " (bug still reproduces)"
          : !ok && !strcmp(want_all, "miscompile") ? " (no longer reproduces: fixed upstream?)"
                                                   : "");
  sb_free(&v);
  sb_free(&doms);
  sb_free(&args);
  sb_free(&vd);
  sb_free(&line);
}

/* Outcome of a program under a pipeline: the first bad step (any kind). */
static bool first_outcome(MlirxSession *s, const RegressOptions *o, const char *pipeline, const char *text,
                          ExecEngine *exec, Outcome *out, Diag *d) {
  InterestConfig ic;
  interest_config_default(&ic);
  ic.pipeline = pipeline;
  ic.exec = exec; /* execution mode: the pipeline's run checked by the execution oracle */
  ic.vopt = o->vopt;
  StrBuf args = STRBUF_INIT;
  if (mlirx_header_value(text, "TV-ARGS", &args)) apply_policy(sb_cstr(&args), &ic.vopt);
  sb_free(&args);
  Interest *it = interest_create(s, &ic, d);
  if (!it) return false;
  bool ok = interest_evaluate(it, text, strlen(text), out, d) == TVF_OK;
  interest_destroy(it);
  return ok;
}

static void check_pipeline_file(MlirxSession *s, const RegressOptions *o, const char *path, const char *text,
                                RegressSummary *sum) {
  StrBuf pipe = STRBUF_INIT, exp = STRBUF_INIT, est = STRBUF_INIT, epass = STRBUF_INIT;
  if (!mlirx_header_value(text, "PIPELINE", &pipe)) {
    fprintf(o->out, "SKIP  %s: no // PIPELINE: line\n", path);
    sum->skipped++;
    goto out;
  }
  const char *want = mlirx_header_value(text, "EXPECT", &exp) ? sb_cstr(&exp) : "correct";
  bool has_status = mlirx_header_value(text, "EXPECT-STATUS", &est);
  bool has_pass = mlirx_header_value(text, "EXPECT-PASS", &epass);
  Outcome oc;
  Diag d;
  diag_init(&d);
  /* `EXPECT: exec`: a bug only the execution oracle shows (the compiled
   * code differs from the interpreter; docs/FORMATS.md) */
  bool by_exec = !strcmp(want, "exec");
  ExecEngine *x = by_exec ? exec_engine_create(s, NULL, &d) : NULL;
  if ((by_exec && !x) || !first_outcome(s, o, sb_cstr(&pipe), text, x, &oc, &d)) {
    fprintf(o->out, "FAIL  %s: %s\n", path, d.msg);
    sum->fail++;
    if (x) exec_engine_destroy(x);
    goto out;
  }
  if (x) exec_engine_destroy(x);
  /* Map the outcome onto the EXPECT vocabulary: verdicts for wrong code,
   * `exec` for the execution oracle's findings, `error` for a failed step
   * (what `tvfuzz check --test-pipeline` does). */
  const char *got = !oc.kind[0]                        ? "correct"
                    : !strcmp(oc.kind, "miscompile")   ? "miscompile"
                    : !strcmp(oc.kind, "inconclusive") ? "inconclusive"
                    : sig_kind_is_exec(oc.kind)        ? "exec"
                                                       : "error";
  bool ok = !strcmp(got, want);
  if (ok && has_status) ok = !strcmp(oc.kind, sb_cstr(&est));
  if (ok && has_pass) ok = !strcmp(oc.pass, sb_cstr(&epass));
  bool bug = strcmp(want, "correct") != 0;
  if (ok)
    sum->pass++;
  else
    sum->fail++;
  if (ok && bug) sum->reproduce++;
  fprintf(o->out, "%-5s %s: expect %s%s%s%s%s; got %s%s%s%s\n", ok ? "PASS" : "FAIL", path, want,
          has_status ? "/" : "", has_status ? sb_cstr(&est) : "", has_pass ? " at " : "",
          has_pass ? sb_cstr(&epass) : "", oc.kind[0] ? oc.kind : "correct", oc.pass[0] ? " at " : "",
          oc.pass,
          ok && bug    ? " (bug still reproduces)"
          : !ok && bug ? " (no longer reproduces: fixed upstream?)"
                       : "");
  if (o->verbose && oc.detail[0]) fprintf(o->out, "      %.400s\n", oc.detail);
  StrBuf entry = STRBUF_INIT;
  if (o->root_causes && ok && bug && mlirx_header_value(text, "BUGS-ENTRY", &entry)) {
    RootCause rc;
    char key[17];
    job_root_cause(s, &o->vopt, &oc, &rc);
    rootcause_key(&rc, key);
    StrBuf what = STRBUF_INIT;
    rootcause_describe(&rc, &what);
    for (char *p = what.data; p && *p; p++)
      if (*p == '\t' || *p == '\n') *p = ' ';
    /* the path from the project's tests/ on, so the table is the same from any directory */
    const char *rel = strstr(path, "tests/bugs/");
    fprintf(o->root_causes, "%d\t%s\t%s\t%s\n", atoi(sb_cstr(&entry)), key, sb_cstr(&what), rel ? rel : path);
    sb_free(&what);
  }
  sb_free(&entry);
  outcome_free(&oc);
out:
  sb_free(&pipe);
  sb_free(&exp);
  sb_free(&est);
  sb_free(&epass);
}

static void check_program(MlirxSession *s, const RegressOptions *o, const char *path, const char *text,
                          RegressSummary *sum) {
  char presets[512];
  snprintf(presets, sizeof presets, "%s", o->presets);
  bool any = false, err = false;
  StrBuf line = STRBUF_INIT;
  for (char *save = NULL, *p = strtok_r(presets, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
    Outcome oc;
    Diag d;
    diag_init(&d);
    if (!first_outcome(s, o, p, text, NULL, &oc, &d)) {
      sb_printf(&line, " %s: error (%s)", p, d.msg);
      err = true;
      continue;
    }
    if (oc.kind[0]) {
      any = true;
      sb_printf(&line, " %s: %s at %s%s%s;", p, oc.kind, oc.pass, oc.stage[0] ? " " : "", oc.stage);
      if (o->verbose) sb_printf(&line, "\n      %.300s\n     ", oc.detail);
    } else {
      sb_printf(&line, " %s: ok;", p);
    }
    outcome_free(&oc);
  }
  if (any) sum->findings++;
  bool fail = err || (any && o->strict_seeds);
  if (fail)
    sum->fail++;
  else
    sum->pass++;
  fprintf(o->out, "%-7s %s:%s\n", any ? "FINDING" : fail ? "FAIL" : "PASS", path, sb_cstr(&line));
  sb_free(&line);
}

/* ---- corpus files (tvfuzz corpus) ---- */

/* One step of a corpus run: its verdict (a validator verdict, a step
 * status, "deferred", "unvalidated") and the hash of its output IR. */
typedef struct CorpusStep {
  int step;
  char pass[96], verdict[32], hash[17];
} CorpusStep;

#define CORPUS_MAX_STEPS 128

/* Is this verdict a finding (a regression when it appears)? Undecided ones
 * (timeout, deferred, unsupported, inconclusive, unvalidated) are not. */
static bool corpus_bad(const char *v) {
  return !strcmp(v, "miscompile") || !strcmp(v, "crash") || !strcmp(v, "pass-failure") ||
         !strcmp(v, "invalid-ir") || !strcmp(v, "hang") || !strcmp(v, "error");
}

static const CorpusStep *corpus_find(const CorpusStep *v, int n, int step) {
  for (int i = 0; i < n; i++)
    if (v[i].step == step) return &v[i];
  return NULL;
}

TvfStatus regress_corpus_steps(MlirxSession *s, const char *pipeline, const ValidateOptions *vopt,
                               const char *text, const char *path, StrBuf *steps, Diag *d) {
  PipeRunner *r = NULL;
  Validator *v = NULL;
  PipeResult pr;
  memset(&pr, 0, sizeof pr);
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = true;
  TvfStatus st = TVF_OK;
  if (!(r = pipe_runner_create(s, pipeline, &po, d)) || !(v = validator_create(s, vopt)) ||
      pipe_runner_run(r, text, strlen(text), path, &pr, d) != TVF_OK) {
    if (!d->msg[0]) diag_set(d, TVF_EINPUT, "cannot run the pipeline");
    st = d->status ? d->status : TVF_EINPUT;
    goto out;
  }
  if (pr.parse_status != TVF_OK) {
    st = diag_set(d, TVF_EINPUT, "%s", pr.parse_error);
    goto out;
  }
  char h[17];
  for (int i = 0; i < pr.nsteps; i++) {
    StepResult *sr = &pr.steps[i];
    if (sr->status == STEP_NOT_RUN) break;
    const PipeStep *ps = pipe_runner_step(r, i);
    if (sr->status != STEP_OK) {
      tvf_hash_hex(tvf_hash_str(0, ""), h);
      sb_printf(steps, "%d %s %s %s\n", i, ps->name, step_status_name(sr->status), h);
      continue;
    }
    if (!sr->changed || !sr->before || !sr->after) continue;
    tvf_hash_hex(tvf_hash_str(0, sr->after), h);
    StrBuf pair = STRBUF_INIT;
    PairHeader ph = {ps->element, pipe_runner_expanded(r), i, path};
    Diag pd;
    diag_init(&pd);
    if (mlirx_make_pair(s, sr->before, sr->after, &ph, &pair, &pd) != TVF_OK) {
      sb_printf(steps, "%d %s invalid-ir %s\n", i, ps->name, h);
    } else {
      ValidateResult vr;
      validator_check_pair_text(v, sb_cstr(&pair), pair.len, path, &vr);
      sb_printf(steps, "%d %s %s %s\n", i, ps->name, vr.verdict_name, h);
      validate_result_free(&vr);
    }
    sb_free(&pair);
  }
out:
  pipe_result_free(&pr);
  if (v) validator_destroy(v);
  if (r) pipe_runner_destroy(r);
  return st;
}

bool regress_verdict_is_finding(const char *v) { return corpus_bad(v); }

void regress_corpus_header_steps(const char *text, StrBuf *out) {
  static const char step[] = "// CORPUS-STEP: ", correct[] = "// CORPUS-CORRECT: ";
  for (const char *p = text; p && *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    if (n > sizeof step - 1 && !strncmp(p, step, sizeof step - 1)) {
      sb_printf(out, "%.*s\n", (int)(n - (sizeof step - 1)), p + sizeof step - 1);
    } else if (n > sizeof correct - 1 && !strncmp(p, correct, sizeof correct - 1)) {
      for (const char *q = p + sizeof correct - 1; q < p + n;) {
        int k, len = 0;
        char h[17];
        if (sscanf(q, "%d:%16[0-9a-f]%n", &k, h, &len) != 2 || !len) break;
        sb_printf(out, "%d - correct %s\n", k, h);
        q += len;
        while (q < p + n && *q == ' ')
          q++;
      }
    }
    p += n + (nl ? 1 : 0);
  }
}

/* Parse step lines ("N pass verdict hash", one per line; with `prefix`
 * before each, as the corpus file's header spells them). */
static int corpus_parse_steps(const char *text, const char *prefix, CorpusStep *st) {
  int n = 0;
  size_t plen = strlen(prefix);
  for (const char *p = text; p && *p && n < CORPUS_MAX_STEPS;) {
    const char *line = plen ? strstr(p, prefix) : p;
    if (!line) break;
    CorpusStep *c = &st[n];
    if (sscanf(line + plen, "%d %95s %31s %16s", &c->step, c->pass, c->verdict, c->hash) == 4) n++;
    p = strchr(line + plen, '\n');
    if (p) p++;
  }
  return n;
}

static void check_corpus_file(MlirxSession *s, const RegressOptions *o, const char *path, const char *text,
                              RegressSummary *sum) {
  StrBuf pipe = STRBUF_INIT, why = STRBUF_INIT, steps = STRBUF_INIT;
  CorpusStep *rec = calloc(2 * CORPUS_MAX_STEPS, sizeof *rec), *now = rec + CORPUS_MAX_STEPS;
  int nrec = 0, nnow = 0;
  Diag d;
  diag_init(&d);
  if (!rec || !mlirx_header_value(text, "PIPELINE", &pipe)) {
    fprintf(o->out, "FAIL  %s: no // PIPELINE: line\n", path);
    sum->fail++;
    goto out;
  }
  StrBuf recorded = STRBUF_INIT;
  regress_corpus_header_steps(text, &recorded);
  nrec = corpus_parse_steps(sb_cstr(&recorded), "", rec);
  sb_free(&recorded);
  if (regress_corpus_steps(s, sb_cstr(&pipe), &o->vopt, text, path, &steps, &d) != TVF_OK) {
    fprintf(o->out, "FAIL  %s: %s\n", path, d.msg[0] ? d.msg : "cannot run the pipeline");
    sum->fail++;
    goto out;
  }
  nnow = corpus_parse_steps(sb_cstr(&steps), "", now);
  /* compare, step by step */
  bool failing = false, fixed = false, changed = false;
  for (int k = 0; k < nrec + nnow; k++) {
    const CorpusStep *a = k < nrec ? &rec[k] : corpus_find(rec, nrec, now[k - nrec].step);
    const CorpusStep *b = k < nrec ? corpus_find(now, nnow, rec[k].step) : &now[k - nrec];
    if (k >= nrec && a) continue; /* both present: seen from the recorded side */
    const char *va = a ? a->verdict : "unchanged", *vb = b ? b->verdict : "unchanged";
    const CorpusStep *any = a && (strcmp(a->pass, "-") || !b) ? a : b;   /* "-": a CORPUS-CORRECT step */
    bool undecided = a && !corpus_bad(va) && strcmp(va, "correct") != 0; /* deferred, timeout, ... */
    if (corpus_bad(vb) && undecided) {
      changed = true; /* the campaign never decided it: no regression to claim */
      sb_printf(&why, "; step %d %s: %s (was %s)", any->step, any->pass, vb, va);
    } else if (corpus_bad(vb) && !corpus_bad(va)) {
      failing = true;
      sb_printf(&why, "; step %d %s: %s -> %s", any->step, any->pass, va, vb);
    } else if (corpus_bad(va) && !corpus_bad(vb)) {
      fixed = true;
      sb_printf(&why, "; step %d %s: %s -> %s", any->step, any->pass, va, vb);
    } else if (!a || !b || strcmp(a->hash, b->hash) != 0) {
      changed = true;
      if (!failing && !fixed)
        sb_printf(&why, "; step %d %s: output IR changed (%s)", any->step, any->pass, vb);
    }
  }
  const char *verdict = failing ? "NEWLY-FAILING" : fixed ? "NEWLY-CORRECT" : changed ? "CHANGED" : "SAME";
  if (failing)
    sum->corpus_failing++, sum->fail++;
  else
    sum->pass++;
  if (!failing && fixed) sum->corpus_fixed++;
  if (!failing && !fixed && changed) sum->corpus_changed++;
  if (!failing && !fixed && !changed) sum->corpus_same++;
  fprintf(o->out, "%-13s %s%s\n", verdict, path, why.len ? sb_cstr(&why) + 1 : "");
out:
  free(rec);
  sb_free(&steps);
  sb_free(&pipe);
  sb_free(&why);
}

TvfStatus regress_run(const RegressOptions *o, const char *const *paths, int npaths, RegressSummary *sum,
                      Diag *d) {
  RegressSummary local;
  if (!sum) sum = &local;
  memset(sum, 0, sizeof *sum);
  char **files = NULL;
  int n = 0, cap = 0;
  for (int i = 0; i < npaths; i++) {
    struct stat st;
    if (stat(paths[i], &st) != 0) return diag_set(d, TVF_EIO, "regress: cannot read '%s'", paths[i]);
    collect(paths[i], &files, &n, &cap);
  }
  qsort(files, (size_t)n, sizeof *files, cmp_str);
  MlirxSession *s = mlirx_session_create(d);
  if (!s) return d->status;
  for (int i = 0; i < n; i++) {
    char err[512] = "";
    char *text = slurp(files[i], err, sizeof err);
    sum->files++;
    Diag pd;
    diag_init(&pd);
    MlirxModule *m = text ? mlirx_parse(s, text, strlen(text), files[i], &pd) : NULL;
    if (m) mlirx_module_destroy(m);
    if (!text) {
      invalid_file(o, files[i], err, sum);
    } else if (!m) {
      invalid_file(o, files[i], pd.msg, sum);
    } else if (ends_with(files[i], ".srctgt.mlir")) {
      check_pair(s, o, files[i], text, sum);
    } else if (ends_with(files[i], ".pipeline.mlir")) {
      check_pipeline_file(s, o, files[i], text, sum);
    } else if (!strncmp(text, "// tvfuzz corpus", 16)) {
      check_corpus_file(s, o, files[i], text, sum);
    } else {
      check_program(s, o, files[i], text, sum);
    }
    fflush(o->out);
    free(text);
    free(files[i]);
  }
  free(files);
  mlirx_session_destroy(s);
  return TVF_OK;
}
