/*
 * cmd_check.c: `tvfuzz check` — validate a pair file, two files with
 * same-named functions, or every changed pass of a pipeline run; and
 * `tvfuzz check --test FILE`, the verdict-test runner used by ctest
 * (expectations inline, docs/FORMATS.md).
 *
 * Exit codes (not in --test mode): 0 correct, 1 miscompile, 2 inconclusive,
 * 3 timeout, 4 unsupported, 5 invalid input, 6 error, 64 usage, 70 internal
 * error. --test / --test-pipeline: 0 the test passes, 1 it fails, 5 the test
 * file cannot be read, parsed or verified or has a malformed header, 64 usage.
 * A file that cannot be read, parsed or verified gets exactly one line on
 * stderr, "FILE:LINE:COL: reason" (or "FILE: reason"), and exit 5.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pair.h"
#include "mlirx/pair_validate.h"
#include "mlirx/pipeline.h"
#include "tools/cli.h"

static void usage(void) {
  printf("usage: tvfuzz check PAIR.srctgt.mlir [options]\n"
         "       tvfuzz check SRC.mlir TGT.mlir [options]\n"
         "       tvfuzz check --pipeline P FILE [options]\n"
         "       tvfuzz check --test FILE.srctgt.mlir   (verdict-test runner)\n"
         "       tvfuzz check --test-pipeline FILE.pipeline.mlir   (pipeline-test runner)\n"
         "\n"
         "  --fp=abstract|exact      FP domain (default abstract; abstract counterexamples are\n"
         "                           re-checked with exact before being called miscompiles)\n"
         "  --fp-policy=spec|strict|reassoc\n"
         "                           spec (default): strict IEEE order; results the specifications\n"
         "                           leave open are sets (either zero sign for TOSA max/min/clamp,\n"
         "                           any summation order for TOSA matmul and convolutions);\n"
         "                           strict: the literal pseudo-code; reassoc: any reduction order\n"
         "  --oracle=fast|fast-decompose|baseline\n"
         "                           fast (default): concrete screening, tuned solver, pair budget\n"
         "                           (3 query budgets); fast-decompose: also query decomposition;\n"
         "                           baseline: the solver alone (for side-by-side benchmarks)\n"
         "  --timeout-ms N           solver budget per query (default 10000)\n"
         "  --pair-budget N          a pair's whole solver time, in query budgets (default 3 with\n"
         "                           the fast oracle; campaigns give the first check 1)\n"
         "  --dyn-max N              dynamic dimensions: each '?' of an argument takes 1..N\n"
         "                           (default 3; at most 32 shape cases: when 1..N has more, 32\n"
         "                           assignments src allows, sizes differing, and the verdict says so)\n"
         "  --max-elements N         tensors above N elements use the lazy encoding (one symbolic\n"
         "                           element per result; default 4096)\n"
         "  --json                   print the result as JSON\n"
         "  --fixed-width            abstract domain with fixed 32-bit magnitudes (benchmarks)\n"
         "  --no-confirm             do not re-check abstract counterexamples with the exact domain\n"
         "  --exact-on-timeout       after an abstract-domain timeout, try the exact domain with the\n"
         "                           same budget (what the campaign's deferred re-checks do)\n"
         "  --ladder-start=0|1       first refinement level in the abstract domain (default 0;\n"
         "                           1 skips the uninterpreted-reduction level)\n"
         "\n"
         "exit status: 0 correct, 1 miscompile, 2 inconclusive, 3 timeout, 4 unsupported,\n"
         "             5 invalid input (cannot read, parse or verify; not a pair), 6 error, 64 usage,\n"
         "             70 internal error; --test/--test-pipeline: 0 pass, 1 fail, 5 bad test file\n");
}

static int exit_for(int verdict) { return tv_verdict_exit_code((TvVerdict)verdict); }

static void print_result(const ValidateResult *vr, const char *what, bool json) {
  if (json) {
    printf("{\"input\":\"%s\",\"verdict\":\"%s\",\"ms\":%.3f,\"functions\":%s}\n", what, vr->verdict_name,
           vr->ms, vr->json ? vr->json : "[]");
    return;
  }
  printf("%s: %s\n", what, vr->summary[0] ? vr->summary : vr->verdict_name);
  if (vr->report && *vr->report && vr->verdict != TV_CORRECT)
    printf("%s", vr->report);
  else if (vr->verdict != TV_CORRECT && vr->detail[0])
    printf("  %s\n", vr->detail);
}

/* A pipeline step that has no validator verdict: "unchanged", or a
 * finding of the step itself (pass-failure, crash, timeout, invalid-ir). */
static void print_step(const char *what, const char *status, const char *msg, bool json) {
  if (json) {
    StrBuf b = STRBUF_INIT;
    sb_printf(&b, "{\"input\":");
    sb_json_string(&b, what);
    sb_printf(&b, ",\"verdict\":");
    sb_json_string(&b, strcmp(status, "unchanged") ? "error" : "unchanged");
    sb_printf(&b, ",\"status\":");
    sb_json_string(&b, status);
    if (msg) {
      sb_printf(&b, ",\"message\":");
      sb_json_string(&b, msg);
    }
    sb_printf(&b, ",\"functions\":[]}");
    printf("%s\n", sb_cstr(&b));
    sb_free(&b);
    return;
  }
  if (msg)
    printf("%s: %s: %s\n", what, status, msg);
  else
    printf("%s: %s\n", what, status);
}

/* ---------------- verdict-test mode ---------------- */

typedef struct TestSpec {
  TvVerdict expect[2]; /* per domain: [abstract, exact] */
  bool run[2];
  bool has_stage;
  TvStage stage;
  bool skip_identity;
  bool allow_timeout;
  bool allow_inconclusive; /* an unconfirmed counterexample passes for an expected miscompile */
  bool xfail;
  TvVerdict xfail_verdict; /* the verdict an XFAIL test gets while it fails */
  int level[2];            /* expected TvReport.refinement_level per domain, -1 = not checked */
  char args[512];
} TestSpec;

/* An XFAIL line names the verdict the test gets while it fails, then why: "XFAIL: unsupported:
 * no semantics for X". A test that gets any other verdict fails: a timeout must not pass for an
 * expected `unsupported`, nor an `unsupported` for an expected wrong verdict. */
static bool xfail_verdict_of(const char *value, TvVerdict *out) {
  char word[32];
  size_t n = strcspn(value, ": \t");
  if (n == 0 || n >= sizeof word) return false;
  memcpy(word, value, n);
  word[n] = 0;
  return tv_verdict_from_name(word, out);
}

static bool parse_spec(const char *text, TestSpec *t, char *err, size_t errlen) {
  StrBuf v = STRBUF_INIT;
  memset(t, 0, sizeof *t);
  t->expect[0] = t->expect[1] = TV_CORRECT;
  t->run[0] = t->run[1] = true;
  t->level[0] = t->level[1] = -1;
  if (mlirx_header_value(text, "VERDICT", &v) && !tv_verdict_from_name(sb_cstr(&v), &t->expect[0])) {
    snprintf(err, errlen, "VERDICT: unknown verdict '%s'", sb_cstr(&v));
    sb_free(&v);
    return false;
  }
  t->expect[1] = t->expect[0];
  const char *keys[2] = {"VERDICT[abstract]", "VERDICT[exact]"};
  for (int k = 0; k < 2; k++)
    if (mlirx_header_value(text, keys[k], &v) && !tv_verdict_from_name(sb_cstr(&v), &t->expect[k])) {
      snprintf(err, errlen, "%s: unknown verdict '%s'", keys[k], sb_cstr(&v));
      sb_free(&v);
      return false;
    }
  /* LEVEL: refinement-ladder level that must decide the src-vs-tgt check
   * (0, 1, 2); LEVEL[abstract] / LEVEL[exact] override it per domain. */
  const char *lkeys[3] = {"LEVEL", "LEVEL[abstract]", "LEVEL[exact]"};
  for (int k = 0; k < 3; k++) {
    if (!mlirx_header_value(text, lkeys[k], &v)) continue;
    char *end = NULL;
    long lv = strtol(sb_cstr(&v), &end, 10);
    if (end == sb_cstr(&v) || *end || lv < 0 || lv > 2) {
      snprintf(err, errlen, "%s: expected 0, 1 or 2, got '%s'", lkeys[k], sb_cstr(&v));
      sb_free(&v);
      return false;
    }
    if (k == 0 || k == 1) t->level[0] = (int)lv;
    if (k == 0 || k == 2) t->level[1] = (int)lv;
  }
  if (mlirx_header_value(text, "CHECK-FAILED", &v)) {
    if (!tv_stage_from_name(sb_cstr(&v), &t->stage)) {
      snprintf(err, errlen, "CHECK-FAILED: unknown stage '%s'", sb_cstr(&v));
      sb_free(&v);
      return false;
    }
    t->has_stage = true;
  }
  if (mlirx_header_value(text, "DOMAINS", &v)) {
    t->run[0] = strstr(sb_cstr(&v), "abstract") != NULL;
    t->run[1] = strstr(sb_cstr(&v), "exact") != NULL;
  }
  if (mlirx_header_value(text, "TV-ARGS", &v)) snprintf(t->args, sizeof t->args, "%s", sb_cstr(&v));
  t->skip_identity =
      mlirx_header_value(text, "SKIP-IDENTITY", &v) || strstr(text, "// SKIP-IDENTITY") != NULL;
  t->allow_timeout = mlirx_header_value(text, "ALLOW", &v) && strstr(sb_cstr(&v), "timeout");
  t->allow_inconclusive = mlirx_header_value(text, "ALLOW", &v) && strstr(sb_cstr(&v), "inconclusive");
  t->xfail = mlirx_header_value(text, "XFAIL", &v);
  if (t->xfail && !xfail_verdict_of(sb_cstr(&v), &t->xfail_verdict)) {
    snprintf(err, errlen,
             "XFAIL: must start with the verdict the test gets while it fails ('XFAIL: unsupported: why')");
    sb_free(&v);
    return false;
  }
  sb_free(&v);
  return true;
}

/* Apply TV-ARGS words to the options. */
static bool apply_args(const char *args, ValidateOptions *o, char *err, size_t errlen) {
  char buf[512];
  snprintf(buf, sizeof buf, "%s", args);
  for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
    if (!strncmp(tok, "--fp-policy=", 12)) {
      if (!validate_parse_policy(tok + 12, o)) goto bad;
    } else if (!strncmp(tok, "--timeout-ms=", 13)) {
      o->timeout_ms = o->tv.timeout_ms = (unsigned)strtoul(tok + 13, NULL, 10);
    } else if (!strncmp(tok, "--max-elements=", 15)) {
      o->tv.max_elements = strtol(tok + 15, NULL, 10);
    } else if (!strncmp(tok, "--dyn-max=", 10)) {
      o->tv.dyn_max = (int)strtol(tok + 10, NULL, 10);
    } else if (!strcmp(tok, "--exact-on-timeout")) {
      o->tv.exact_on_timeout = true;
    } else {
      goto bad;
    }
    continue;
  bad:
    snprintf(err, errlen, "TV-ARGS: unsupported argument '%s'", tok);
    return false;
  }
  return true;
}

/* Rewrite "@tgt" -> "@src" / "@src" -> "@tgt" is not needed: identity checks
 * validate the function against itself by building a text whose @tgt is a
 * copy of @src (or vice versa). We do it at the IR level instead: the
 * validator API takes two module texts, so pass the same text twice and let
 * it compare public functions by name. */
static int run_test(const char *path) {
  StrBuf text = STRBUF_INIT;
  char err[1024];
  if (!cli_load_file(path, &text)) return CLI_EXIT_INPUT;
  TestSpec t;
  if (!parse_spec(sb_cstr(&text), &t, err, sizeof err)) {
    cli_input_error(path, err);
    return CLI_EXIT_INPUT;
  }
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) {
    printf("FAIL %s: %s\n", path, d.msg);
    return 1;
  }
  if (!cli_check_mlir(s, path, sb_cstr(&text), text.len)) {
    mlirx_session_destroy(s);
    sb_free(&text);
    return CLI_EXIT_INPUT;
  }
  int failures = 0, xfail_other = 0; /* xfail_other: failures with another verdict than XFAIL names */
  const FpDomKind doms[2] = {FPDOM_ABSTRACT, FPDOM_EXACT};
  for (int k = 0; k < 2; k++) {
    if (!t.run[k]) continue;
    ValidateOptions o;
    validate_options_default(&o);
    o.tv.fp = doms[k];
    if (!apply_args(t.args, &o, err, sizeof err)) {
      cli_input_error(path, err);
      return CLI_EXIT_INPUT;
    }
    /* The domain runs test the encodings: no concrete screening (it would
     * decide most miscompile pairs before any query). Screening gets its
     * own soundness run below. */
    o.tv.screen_vectors = 0;
    Validator *v = validator_create(s, &o);
    ValidateResult vr;
    if (!t.skip_identity) {
      /* src vs src and tgt vs tgt: both must be correct (or unsupported
       * alike when the pair is expected to be unsupported). */
      validator_check_pair_identity(v, sb_cstr(&text), text.len, path, &vr);
      if (vr.verdict != TV_CORRECT && !(t.allow_timeout && vr.verdict == TV_TIMEOUT) &&
          !(t.expect[k] == TV_UNSUPPORTED && vr.verdict == TV_UNSUPPORTED)) {
        printf("%s %s [%s] identity check: %s: %s\n", t.xfail ? "XFAIL" : "FAIL", path,
               fpdom_kind_name(doms[k]), vr.summary, vr.detail);
        failures++;
        if (t.xfail && vr.verdict != (int)t.xfail_verdict) xfail_other++;
      }
      validate_result_free(&vr);
    }
    validator_check_pair_text(v, sb_cstr(&text), text.len, path, &vr);
    bool ok = vr.verdict == (int)t.expect[k] || (t.allow_timeout && vr.verdict == TV_TIMEOUT) ||
              (t.allow_inconclusive && t.expect[k] == TV_MISCOMPILE && vr.verdict == TV_INCONCLUSIVE);
    if (ok && t.has_stage && vr.verdict == TV_MISCOMPILE &&
        strstr(vr.summary, tv_stage_name(t.stage)) == NULL)
      ok = false;
    bool level_ok = t.level[k] < 0 || vr.refinement_level == t.level[k];
    if (ok && !level_ok) {
      printf("%s %s [%s]: expected refinement level %d, got %d (%s)\n", t.xfail ? "XFAIL" : "FAIL", path,
             fpdom_kind_name(doms[k]), t.level[k], vr.refinement_level, vr.summary);
      failures++;
    } else if (!ok) {
      printf("%s %s [%s]: expected %s%s%s, got %s: %s\n", t.xfail ? "XFAIL" : "FAIL", path,
             fpdom_kind_name(doms[k]), tv_verdict_name(t.expect[k]), t.has_stage ? " at stage " : "",
             t.has_stage ? tv_stage_name(t.stage) : "", vr.summary, vr.detail);
      if (vr.report && !t.xfail) printf("%s", vr.report);
      failures++;
      if (t.xfail && vr.verdict != (int)t.xfail_verdict) xfail_other++;
    } else {
      printf("ok %s [%s]: %s, level %d (%.1f ms)\n", path, fpdom_kind_name(doms[k]), vr.summary,
             vr.refinement_level, vr.ms);
    }
    validate_result_free(&vr);
    validator_destroy(v);
  }
  /* Screening soundness: a violation screening reports must be a miscompile
   * the pair expects (in a domain that runs). Finding none says nothing. */
  {
    ValidateOptions o;
    validate_options_default(&o);
    o.tv.screen_only = true;
    if (apply_args(t.args, &o, err, sizeof err)) {
      Validator *v = validator_create(s, &o);
      ValidateResult vr;
      validator_check_pair_text(v, sb_cstr(&text), text.len, path, &vr);
      bool expects_miscompile =
          (t.run[0] && t.expect[0] == TV_MISCOMPILE) || (t.run[1] && t.expect[1] == TV_MISCOMPILE);
      if (vr.verdict == TV_MISCOMPILE && !expects_miscompile && o.tv.policy == TV_POLICY_STRICT) {
        printf("%s %s [screen]: concrete screening reports a miscompile the pair does not expect: %s\n",
               t.xfail ? "XFAIL" : "FAIL", path, vr.detail);
        if (vr.report && !t.xfail) printf("%s", vr.report);
        failures++;
        if (t.xfail && t.xfail_verdict != TV_MISCOMPILE) xfail_other++;
      } else {
        printf("ok %s [screen]: %s (%.1f ms)\n", path,
               vr.verdict == TV_MISCOMPILE ? "violation found" : "no violation found", vr.ms);
      }
      validate_result_free(&vr);
      validator_destroy(v);
    }
  }
  mlirx_session_destroy(s);
  sb_free(&text);
  if (t.xfail) {
    if (xfail_other) {
      printf("FAIL %s: marked XFAIL with verdict %s, but a run failed with another verdict (above)\n", path,
             tv_verdict_name(t.xfail_verdict));
      return 1;
    }
    if (failures) return 0;
    printf("FAIL %s: marked XFAIL but passes now: remove the XFAIL line\n", path);
    return 1;
  }
  return failures ? 1 : 0;
}

/* ---------------- pipeline-test mode ---------------- */

/* A *.pipeline.mlir test: lower with `// PIPELINE:` (preset or text),
 * validate every changed pass under `// DOMAINS:` (default abstract, which is
 * confirmed by exact), and require the worst verdict to equal `// EXPECT:`. */
static int run_pipeline_test(const char *path) {
  StrBuf text = STRBUF_INIT, pipe_text = STRBUF_INIT, expect = STRBUF_INIT;
  char err[1024];
  if (!cli_load_file(path, &text)) return CLI_EXIT_INPUT;
  if (!mlirx_header_value(sb_cstr(&text), "PIPELINE", &pipe_text)) {
    cli_input_error(path, "no // PIPELINE: line");
    return CLI_EXIT_INPUT;
  }
  TvVerdict want = TV_CORRECT;
  if (mlirx_header_value(sb_cstr(&text), "EXPECT", &expect) &&
      !tv_verdict_from_name(sb_cstr(&expect), &want)) {
    snprintf(err, sizeof err, "EXPECT: unknown verdict '%s'", sb_cstr(&expect));
    cli_input_error(path, err);
    return CLI_EXIT_INPUT;
  }
  bool allow_timeout = strstr(sb_cstr(&text), "// ALLOW: timeout") != NULL;
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) {
    printf("FAIL %s: %s\n", path, d.msg);
    return 1;
  }
  PipeOptions po;
  pipe_options_default(&po);
  PipeRunner *r = pipe_runner_create(s, sb_cstr(&pipe_text), &po, &d);
  if (!r) {
    printf("FAIL %s: %s\n", path, d.msg);
    return 1;
  }
  PipeResult res;
  if (pipe_runner_run(r, sb_cstr(&text), text.len, path, &res, &d) != TVF_OK) {
    printf("FAIL %s: %s\n", path, d.msg);
    return 1;
  }
  if (res.parse_status == TVF_EINPUT) {
    cli_input_error(path, res.parse_error);
    return CLI_EXIT_INPUT;
  }
  if (res.parse_status != TVF_OK) {
    printf("FAIL %s: %s\n", path, res.parse_error);
    return 1;
  }
  ValidateOptions o;
  validate_options_default(&o);
  StrBuf targs = STRBUF_INIT;
  if (mlirx_header_value(sb_cstr(&text), "TV-ARGS", &targs) &&
      !apply_args(sb_cstr(&targs), &o, err, sizeof err)) {
    cli_input_error(path, err);
    return CLI_EXIT_INPUT;
  }
  sb_free(&targs);
  Validator *v = validator_create(s, &o);
  int worst = TV_CORRECT, nvalidated = 0;
  StrBuf log = STRBUF_INIT;
  for (int i = 0; i < res.nsteps; i++) {
    StepResult *sr = &res.steps[i];
    const PipeStep *ps = pipe_runner_step(r, i);
    if (sr->status == STEP_NOT_RUN) break;
    if (sr->status != STEP_OK) {
      sb_printf(&log, "  %02d %s: %s: %s\n", i, ps->name, step_status_name(sr->status),
                sr->diag ? sr->diag : "");
      worst = TV_ERROR;
      continue;
    }
    if (!sr->changed || !sr->before) continue;
    StrBuf pair = STRBUF_INIT;
    PairHeader h = {ps->element, pipe_runner_expanded(r), i, path};
    if (mlirx_make_pair(s, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
      sb_printf(&log, "  %02d %s: invalid-ir (round trip): %s\n", i, ps->name, d.msg);
      worst = TV_ERROR;
      sb_free(&pair);
      continue;
    }
    ValidateResult vr;
    validator_check_pair_text(v, sb_cstr(&pair), pair.len, path, &vr);
    nvalidated++;
    sb_printf(&log, "  %02d %-30s %s (%.1f ms)%s%s\n", i, ps->name, vr.summary, vr.ms,
              vr.verdict != TV_CORRECT ? ": " : "", vr.verdict != TV_CORRECT ? vr.detail : "");
    if (tv_verdict_severity((TvVerdict)vr.verdict) > tv_verdict_severity((TvVerdict)worst))
      worst = vr.verdict;
    validate_result_free(&vr);
    sb_free(&pair);
  }
  bool ok = worst == (int)want || (allow_timeout && worst == TV_TIMEOUT);
  if (nvalidated == 0 && want == TV_CORRECT && worst == TV_CORRECT)
    ok = false; /* an empty run proves nothing */
  StrBuf xv = STRBUF_INIT;
  bool xfail = mlirx_header_value(sb_cstr(&text), "XFAIL", &xv);
  TvVerdict xfail_verdict = TV_ERROR;
  bool xfail_named = xfail && xfail_verdict_of(sb_cstr(&xv), &xfail_verdict);
  sb_free(&xv);
  printf("%s %s: expected %s, got %s (%d passes validated)\n%s", ok ? "ok" : (xfail ? "XFAIL" : "FAIL"), path,
         tv_verdict_name(want), tv_verdict_name((TvVerdict)worst), nvalidated, sb_cstr(&log));
  if (xfail) {
    if (ok) {
      printf("FAIL %s: marked XFAIL but passes now: remove the XFAIL line\n", path);
    } else if (!xfail_named) {
      printf("FAIL %s: the XFAIL line must start with the verdict the test gets while it fails\n", path);
      ok = true; /* inverted below */
    } else if (worst != (int)xfail_verdict) {
      printf("FAIL %s: marked XFAIL with verdict %s, got %s\n", path, tv_verdict_name(xfail_verdict),
             tv_verdict_name((TvVerdict)worst));
      ok = true; /* inverted below */
    }
    ok = !ok;
  }
  sb_free(&log);
  validator_destroy(v);
  pipe_result_free(&res);
  pipe_runner_destroy(r);
  mlirx_session_destroy(s);
  sb_free(&text);
  sb_free(&pipe_text);
  sb_free(&expect);
  return ok ? 0 : 1;
}

/* ---------------- normal mode ---------------- */

int cmd_check(int argc, char **argv) {
  cli_cmd = "check";
  ValidateOptions o;
  validate_options_default(&o);
  const char *pipeline = NULL, *files[2] = {NULL, NULL}, *test = NULL, *ptest = NULL;
  int nfiles = 0, pair_budget = 0;
  bool json = false;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--oracle"))) {
      if (!validate_parse_oracle(v, &o))
        cli_die(CLI_EXIT_USAGE, "--oracle: expected fast, fast-decompose or baseline, got '%s'", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp-policy"))) {
      if (!validate_parse_policy(v, &o))
        cli_die(CLI_EXIT_USAGE, "--fp-policy: expected spec, strict or reassoc");
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp"))) {
      if (!validate_parse_fp(v, &o)) cli_die(CLI_EXIT_USAGE, "--fp: expected abstract or exact, got '%s'", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--timeout-ms"))) {
      o.timeout_ms = o.tv.timeout_ms = (unsigned)cli_parse_ulong("--timeout-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--pair-budget"))) {
      unsigned long n = cli_parse_ulong("--pair-budget", v);
      if (n < 1 || n > 1000) cli_die(CLI_EXIT_USAGE, "--pair-budget: expected 1..1000, got '%s'", v);
      pair_budget = (int)n;
    } else if ((v = cli_opt_value(argc, argv, &i, "--dyn-max"))) {
      unsigned long n = cli_parse_ulong("--dyn-max", v);
      if (n < 1 || n > 64) cli_die(CLI_EXIT_USAGE, "--dyn-max: expected 1..64, got '%s'", v);
      o.tv.dyn_max = (int)n;
    } else if ((v = cli_opt_value(argc, argv, &i, "--max-elements"))) {
      unsigned long n = cli_parse_ulong("--max-elements", v);
      if (n < 1 || n > (1ul << 24))
        cli_die(CLI_EXIT_USAGE, "--max-elements: expected 1..16777216, got '%s'", v);
      o.tv.max_elements = (long)n;
    } else if ((v = cli_opt_value(argc, argv, &i, "--pipeline"))) {
      pipeline = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--test-pipeline"))) {
      ptest = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--test"))) {
      test = v;
    } else if (!strcmp(argv[i], "--json")) {
      json = true;
    } else if (!strcmp(argv[i], "--fixed-width")) {
      o.tv.fixed_width = true; /* abstract domain with 32-bit magnitudes (benchmark baseline) */
    } else if (!strcmp(argv[i], "--no-confirm")) {
      o.tv.confirm_with_exact = false; /* abstract counterexamples stay inconclusive */
    } else if (!strcmp(argv[i], "--exact-on-timeout")) {
      o.tv.exact_on_timeout = true; /* as the campaign's deferred re-checks */
    } else if ((v = cli_opt_value(argc, argv, &i, "--ladder-start"))) {
      unsigned long lv = cli_parse_ulong("--ladder-start", v);
      if (lv > 1) cli_die(CLI_EXIT_USAGE, "--ladder-start: expected 0 or 1, got '%s'", v);
      o.tv.ladder_start = (int)lv; /* 1 skips level 0 (the encoding before the ladder) */
    } else if (argv[i][0] == '-' && argv[i][1]) {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz check --help)", argv[i]);
    } else if (nfiles < 2) {
      files[nfiles++] = argv[i];
    } else {
      cli_die(CLI_EXIT_USAGE, "too many files (see tvfuzz check --help)");
    }
  }
  if (pair_budget) o.tv.pair_budget_queries = (unsigned)pair_budget; /* after --oracle, which sets it */
  if (test) return run_test(test);
  if (ptest) return run_pipeline_test(ptest);
  if (!nfiles) cli_die(CLI_EXIT_USAGE, "no input file (see tvfuzz check --help)");
  if (pipeline && nfiles != 1) cli_die(CLI_EXIT_USAGE, "--pipeline takes exactly one file");
  if (!validate_available()) cli_die(CLI_EXIT_ERROR, "this build has no validator");

  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  Validator *v = validator_create(s, &o);
  StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
  ValidateResult vr;
  int code;
  /* Inputs first: a file that cannot be read, parsed or verified is one
   * "FILE:LINE:COL: reason" line on stderr and exit 5 (invalid-input). With
   * --pipeline the isolated pipeline process parses (below). */
  for (int k = 0; k < nfiles; k++) {
    StrBuf *t = k ? &b : &a;
    if (!cli_load_file(files[k], t) || (!pipeline && !cli_check_mlir(s, files[k], sb_cstr(t), t->len))) {
      if (json) printf("{\"input\":\"%s\",\"verdict\":\"invalid-input\",\"functions\":[]}\n", files[k]);
      return tv_verdict_exit_code(TV_INVALID_INPUT);
    }
  }
  if (pipeline) {
    PipeOptions po;
    pipe_options_default(&po);
    PipeRunner *r = pipe_runner_create(s, pipeline, &po, &d);
    if (!r) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
    PipeResult res;
    if (pipe_runner_run(r, sb_cstr(&a), a.len, files[0], &res, &d) != TVF_OK)
      cli_die(CLI_EXIT_ERROR, "%s", d.msg);
    if (res.parse_status == TVF_EINPUT) {
      cli_input_error(files[0], res.parse_error);
      if (json) printf("{\"input\":\"%s\",\"verdict\":\"invalid-input\",\"functions\":[]}\n", files[0]);
      return tv_verdict_exit_code(TV_INVALID_INPUT);
    }
    if (res.parse_status != TVF_OK) {
      /* MLIR crashed parsing or verifying the input: an error, not a bad input. */
      fprintf(stderr, "tvfuzz check: %s: %s\n", files[0], res.parse_error);
      return tv_verdict_exit_code(TV_ERROR);
    }
    int worst = TV_CORRECT, worst_sev = tv_verdict_severity(TV_CORRECT);
    bool step_finding = false; /* a pass crashed, failed, hung or left IR that does not parse back */
    for (int i = 0; i < res.nsteps; i++) {
      StepResult *sr = &res.steps[i];
      const PipeStep *ps = pipe_runner_step(r, i);
      char what[512];
      snprintf(what, sizeof what, "%02d %s", i, ps->name);
      if (sr->status != STEP_OK) {
        if (sr->status == STEP_NOT_RUN) continue;
        print_step(what, step_status_name(sr->status), sr->diag, json);
        step_finding = true;
        continue;
      }
      if (!sr->changed || !sr->before) {
        print_step(what, "unchanged", NULL, json); /* nothing to validate: the pass left the IR as it was */
        continue;
      }
      StrBuf pair = STRBUF_INIT;
      PairHeader h = {ps->element, pipe_runner_expanded(r), i, files[0]};
      if (mlirx_make_pair(s, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
        /* the pass's output does not parse back: a finding (invalid-ir), not a verdict */
        print_step(what, "invalid-ir", d.msg, json);
        step_finding = true;
        sb_free(&pair);
        continue;
      }
      validator_check_pair_text(v, sb_cstr(&pair), pair.len, files[0], &vr);
      print_result(&vr, what, json);
      if (tv_verdict_severity((TvVerdict)vr.verdict) > worst_sev) {
        worst = vr.verdict;
        worst_sev = tv_verdict_severity((TvVerdict)vr.verdict);
      }
      validate_result_free(&vr);
      sb_free(&pair);
    }
    pipe_result_free(&res);
    pipe_runner_destroy(r);
    /* a step's own failure is a finding, like a miscompile (exit 1) */
    code = step_finding ? exit_for(TV_MISCOMPILE) : exit_for(worst);
  } else if (nfiles == 2) {
    validator_check_two(v, sb_cstr(&a), a.len, files[0], sb_cstr(&b), b.len, files[1], &vr);
    print_result(&vr, files[1], json);
    code = exit_for(vr.verdict);
    validate_result_free(&vr);
  } else {
    validator_check_pair_text(v, sb_cstr(&a), a.len, files[0], &vr);
    print_result(&vr, files[0], json);
    code = exit_for(vr.verdict);
    validate_result_free(&vr);
  }
  sb_free(&a);
  sb_free(&b);
  validator_destroy(v);
  mlirx_session_destroy(s);
  return code;
}
