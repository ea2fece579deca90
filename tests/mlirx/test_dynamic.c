/*
 * test_dynamic.c: the dynamic-shaped variants of mlirx/dynamic.h on generated
 * programs.
 *
 * usage: test_dynamic MODE [ARGS]
 *   share                 seeds 1..400: with share 1 most tosa programs get '?'
 *                         dims, only dims of size <= TV_DYN_MAX, size 1 often;
 *                         the default share makes about 20% of tosa programs
 *                         dynamic; linalg programs are never touched
 *   lowering EXPECTED [--update]
 *                         the dynamic variants of seeds 1..300 (share 1) verify
 *                         with mlir-opt-22, and their tosa-lowering outcomes
 *                         ("seed ok" or "seed status@pass: diagnostic") equal
 *                         EXPECTED: a pass failure, invalid IR or crash on a
 *                         valid dynamic program is a potential MLIR bug, listed
 *                         there, never hidden
 *   determinism           same seed twice -> same text; campaign_make_program
 *                         (what a campaign and its blame path run) gives the
 *                         same text as the step applied by hand
 *   env                   the target env the step attaches does not change the
 *                         tosa-lowering outcome of static programs (seeds 1..300)
 *   validate              a few dynamic programs through tosa-lowering, every
 *                         changed pass validated: correct, none unsupported
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "encoder/tv/tv.h"
#include "fuzz/campaign/campaign.h"
#include "gen/gen.h"
#include "mlirx/dynamic.h"
#include "mlirx/pair.h"
#include "mlirx/pipeline.h"
#include "mlirx/pair_validate.h"
#include "support/testhelp.h"

static MlirxSession *S;

/* Generated program of seed, then its variant with options o. */
static DynResult make(uint64_t seed, const DynOptions *o, StrBuf *stat, StrBuf *out) {
  Diag d;
  diag_init(&d);
  GenOptions go;
  gen_options_default(&go);
  sb_clear(stat);
  sb_clear(out);
  TVF_CHECK_EQ_INT(gen_program_from_seed(seed, &go, stat, NULL, &d), TVF_OK);
  DynResult r;
  TVF_CHECK_EQ_INT(mlirx_dynamic_variant(S, sb_cstr(stat), stat->len, seed, o, out, &r, &d), TVF_OK);
  return r;
}

static bool is_tosa_text(const char *t) { return strstr(t, "tosa.") && !strstr(t, "linalg."); }

/* Count '?' dims in the @main signature line and check every one replaced a
 * static size <= max in the static program's signature. */
static void check_signature(const char *stat, const char *dyn, int max, long *qdims, long *qones) {
  const char *a = strstr(stat, "func.func @main("), *b = strstr(dyn, "func.func @main(");
  TVF_CHECK(a && b);
  if (!a || !b) return;
  /* Walk both argument lists type by type: "tensor<" ... ">". */
  const char *ea = strchr(a, ')'), *eb = strchr(b, ')');
  while (a < ea && b < eb) {
    const char *ta = strstr(a, "tensor<"), *tb = strstr(b, "tensor<");
    if (!ta || !tb || ta > ea || tb > eb) break;
    ta += 7, tb += 7;
    while (*ta != '>' && *tb != '>') {
      if (*tb == '?') {
        char *end;
        long v = strtol(ta, &end, 10);
        TVF_CHECK_MSG(end != ta && v >= 1 && v <= max, "'?' replaced size '%.8s' (not 1..%d)", ta, max);
        (*qdims)++;
        if (v == 1) (*qones)++;
        ta = end, tb++;
      } else {
        while (*ta >= '0' && *ta <= '9')
          ta++;
        while (*tb >= '0' && *tb <= '9')
          tb++;
      }
      if (*ta == 'x' && *tb == 'x') {
        ta++, tb++;
      } else {
        break;
      }
    }
    a = strchr(ta, '>');
    b = strchr(tb, '>');
    if (!a || !b) break;
  }
}

static int mode_share(void) {
  DynOptions o;
  dyn_options_default(&o);
  o.share = 1;
  StrBuf stat = STRBUF_INIT, out = STRBUF_INIT;
  long tosa = 0, dyn = 0, linalg = 0, fallback = 0, qdims = 0, qones = 0, eligible_ones = 0;
  for (uint64_t seed = 1; seed <= 400; seed++) {
    DynResult r = make(seed, &o, &stat, &out);
    bool t = is_tosa_text(sb_cstr(&stat));
    tosa += t;
    if (!t) {
      linalg++;
      TVF_CHECK_MSG(r.outcome == DYN_NOT_TOSA, "seed %llu: linalg program got outcome %s",
                    (unsigned long long)seed, dyn_outcome_name(r.outcome));
      TVF_CHECK_MSG(!strcmp(sb_cstr(&stat), sb_cstr(&out)), "seed %llu: linalg program changed",
                    (unsigned long long)seed);
      continue;
    }
    if (r.outcome == DYN_VERIFY_FAILED) {
      fallback++;
      printf("seed %llu: variant did not verify: %s\n", (unsigned long long)seed, r.verify_error);
      TVF_CHECK(!strcmp(sb_cstr(&stat), sb_cstr(&out)));
    }
    if (r.outcome != DYN_DYNAMIC) continue;
    dyn++;
    eligible_ones += r.dims_one;
    TVF_CHECK(mlirx_dynamic_is_variant(sb_cstr(&out)));
    TVF_CHECK_CONTAINS(sb_cstr(&out), "level = none");
    TVF_CHECK(strstr(sb_cstr(&out), "tensor<?") || strstr(sb_cstr(&out), "x?"));
    check_signature(sb_cstr(&stat), sb_cstr(&out), TV_DYN_MAX, &qdims, &qones);
  }
  printf("share 1: %ld programs, %ld tosa, %ld linalg; %ld dynamic (%.1f%% of tosa), %ld fallbacks; %ld "
         "argument "
         "dims '?', %ld of size 1\n",
         tosa + linalg, tosa, linalg, dyn, 100.0 * dyn / (tosa ? tosa : 1), fallback, qdims, qones);
  TVF_CHECK_MSG(dyn * 10 >= tosa * 7, "only %ld of %ld tosa programs dynamic with share 1", dyn, tosa);
  TVF_CHECK_MSG(fallback * 50 <= tosa, "%ld of %ld variants did not verify", fallback, tosa);
  TVF_CHECK(qdims >= dyn);
  TVF_CHECK_EQ_INT(qones, eligible_ones);
  TVF_CHECK_MSG(qones * 3 >= qdims, "size-1 dims not preferred: %ld of %ld", qones, qdims);
  /* The default share: about 20% of tosa programs. */
  dyn_options_default(&o);
  long dyn_def = 0;
  for (uint64_t seed = 1; seed <= 400; seed++) {
    DynResult r = make(seed, &o, &stat, &out);
    dyn_def += r.outcome == DYN_DYNAMIC;
  }
  printf("default share %.2f: %ld of %ld tosa programs dynamic (%.1f%%)\n", o.share, dyn_def, tosa,
         100.0 * dyn_def / (tosa ? tosa : 1));
  TVF_CHECK_MSG(dyn_def * 100 >= tosa * 12 && dyn_def * 100 <= tosa * 30, "default share: %ld of %ld",
                dyn_def, tosa);
  /* Share 0: nothing changes, nothing is parsed. */
  o.share = 0;
  for (uint64_t seed = 1; seed <= 50; seed++) {
    DynResult r = make(seed, &o, &stat, &out);
    TVF_CHECK_EQ_INT(r.outcome, DYN_OFF);
    TVF_CHECK(!strcmp(sb_cstr(&stat), sb_cstr(&out)));
  }
  sb_free(&stat);
  sb_free(&out);
  return tvf_test_report("dynamic/share");
}

/* First line of s without "file:line:col: " noise, at most 160 chars. */
static void one_line(StrBuf *b, const char *s) {
  if (!s) return;
  const char *p = strstr(s, ".mlir:");
  if (p) {
    p += 6;
    while ((*p >= '0' && *p <= '9') || *p == ':')
      p++;
    while (*p == ' ')
      p++;
    s = p;
  }
  size_t n = strcspn(s, "\n(");
  if (n > 160) n = 160;
  while (n > 0 && s[n - 1] == ' ')
    n--;
  sb_append(b, s, n);
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  StrBuf b = STRBUF_INIT;
  char buf[8192];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, n);
  fclose(f);
  return sb_take(&b);
}

/* Compare outcomes with a golden file, or rewrite it (--update). */
static void golden_outcomes(const char *expected_path, const char *actual, bool update) {
  if (update) {
    FILE *f = fopen(expected_path, "w");
    TVF_CHECK(f != NULL);
    if (f) {
      fputs(actual, f);
      fclose(f);
    }
    return;
  }
  char *exp = slurp(expected_path);
  TVF_CHECK_MSG(exp != NULL, "missing %s (run with --update)", expected_path);
  if (exp && strcmp(exp, actual) != 0)
    TVF_CHECK_MSG(0, "outcomes differ from %s; actual outcomes:\n%s", expected_path, actual);
  free(exp);
}

static int mode_lowering(const char *expected_path, bool update) {
  DynOptions o;
  dyn_options_default(&o);
  o.share = 1;
  Diag d;
  diag_init(&d);
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = true; /* pairs are built as in a campaign: a snapshot must parse back */
  PipeRunner *pr = pipe_runner_create(S, "tosa-lowering", &po, &d);
  TVF_CHECK_MSG(pr != NULL, "%s", d.msg);
  if (!pr) return tvf_test_report("dynamic/lowering");
  StrBuf pair = STRBUF_INIT;
  StrBuf stat = STRBUF_INIT, out = STRBUF_INIT, all = STRBUF_INIT, actual = STRBUF_INIT;
  long ndyn = 0, nfail = 0;
  for (uint64_t seed = 1; seed <= 300; seed++) {
    DynResult r = make(seed, &o, &stat, &out);
    if (r.outcome != DYN_DYNAMIC) continue;
    if (ndyn++) sb_puts(&all, "// -----\n");
    sb_append(&all, out.data, out.len);
    char fname[64];
    snprintf(fname, sizeof fname, "dyn-seed-%llu.mlir", (unsigned long long)seed);
    PipeResult res;
    TVF_CHECK_EQ_INT(pipe_runner_run(pr, out.data, out.len, fname, &res, &d), TVF_OK);
    TVF_CHECK_MSG(res.parse_status == TVF_OK, "seed %llu does not parse: %s", (unsigned long long)seed,
                  res.parse_error);
    /* The first changed step whose snapshots do not make a pair (a pass
     * printed IR that does not parse back): invalid IR, as the campaign
     * records it. */
    int roundtrip = -1;
    for (int i = 0; i < res.nsteps && roundtrip < 0; i++) {
      const StepResult *sr = &res.steps[i];
      if (sr->status != STEP_OK || !sr->changed || !sr->before || !sr->after) continue;
      const PipeStep *ps = pipe_runner_step(pr, i);
      PairHeader h = {ps->element, pipe_runner_expanded(pr), i, fname};
      sb_clear(&pair);
      if (mlirx_make_pair(S, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
        roundtrip = i;
        nfail++;
        sb_printf(&actual, "%llu invalid-ir@%s: roundtrip: ", (unsigned long long)seed, ps->name);
        one_line(&actual, d.msg);
        sb_putc(&actual, '\n');
      }
    }
    if (roundtrip >= 0) {
      /* listed above */
    } else if (res.worst == STEP_OK) {
      sb_printf(&actual, "%llu ok\n", (unsigned long long)seed);
    } else {
      nfail++;
      const StepResult *sr = &res.steps[res.failed_step];
      sb_printf(&actual, "%llu %s@%s: ", (unsigned long long)seed, step_status_name(res.worst),
                pipe_runner_step(pr, res.failed_step)->name);
      one_line(&actual, sr->diag);
      sb_putc(&actual, '\n');
    }
    pipe_result_free(&res);
  }
  /* Every variant verifies with MLIR's own tool too (one process, split). */
  char path[] = "/tmp/tvf-dyn-XXXXXX";
  int fd = mkstemp(path);
  TVF_CHECK(fd >= 0);
  if (fd >= 0) {
    TVF_CHECK((size_t)write(fd, all.data, all.len) == all.len);
    close(fd);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "mlir-opt-22 --split-input-file %s -o /dev/null", path);
    int rc = system(cmd);
    TVF_CHECK_MSG(rc == 0, "mlir-opt-22 rejects a dynamic variant (%s)", cmd);
    unlink(path);
  }
  printf("%ld dynamic variants, %ld did not get through tosa-lowering\n", ndyn, nfail);
  TVF_CHECK(ndyn >= 150);
  golden_outcomes(expected_path, sb_cstr(&actual), update);
  pipe_runner_destroy(pr);
  sb_free(&stat);
  sb_free(&out);
  sb_free(&all);
  sb_free(&actual);
  sb_free(&pair);
  return tvf_test_report("dynamic/lowering");
}

static int mode_determinism(void) {
  DynOptions o;
  dyn_options_default(&o);
  o.share = 0.5;
  StrBuf stat = STRBUF_INIT, a = STRBUF_INIT, b = STRBUF_INIT, c = STRBUF_INIT;
  CampaignConfig cc;
  campaign_config_default(&cc);
  cc.dynamic_share = 0.5;
  long ndyn = 0;
  Diag d;
  diag_init(&d);
  for (uint64_t seed = 1; seed <= 200; seed++) {
    DynResult r1 = make(seed, &o, &stat, &a);
    /* Another program in between: the session keeps no state that matters. */
    make(seed + 1000, &o, &stat, &b);
    DynResult r2 = make(seed, &o, &stat, &b);
    TVF_CHECK_EQ_INT(r1.outcome, r2.outcome);
    TVF_CHECK_MSG(a.len == b.len && !strcmp(sb_cstr(&a), sb_cstr(&b)), "seed %llu: two different variants",
                  (unsigned long long)seed);
    sb_clear(&c);
    DynResult r3;
    TVF_CHECK_EQ_INT(campaign_make_program(&cc, S, seed, &c, &r3, &d), TVF_OK);
    TVF_CHECK_MSG(!strcmp(sb_cstr(&a), sb_cstr(&c)), "seed %llu: the campaign runs another text",
                  (unsigned long long)seed);
    ndyn += r1.outcome == DYN_DYNAMIC;
  }
  printf("%ld of 200 programs dynamic with share 0.5, every one reproduced\n", ndyn);
  TVF_CHECK(ndyn >= 40);
  /* Without a session the campaign path is the plain generator. */
  sb_clear(&c);
  TVF_CHECK_EQ_INT(campaign_make_program(&cc, NULL, 5, &c, NULL, &d), TVF_OK);
  TVF_CHECK(!mlirx_dynamic_is_variant(sb_cstr(&c)));
  sb_free(&stat);
  sb_free(&a);
  sb_free(&b);
  sb_free(&c);
  return tvf_test_report("dynamic/determinism");
}

static int mode_env(void) {
  DynOptions o;
  dyn_options_default(&o);
  o.share = 0;
  o.env_always = true;
  Diag d;
  diag_init(&d);
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = false;
  PipeRunner *pr = pipe_runner_create(S, "tosa-lowering", &po, &d);
  TVF_CHECK_MSG(pr != NULL, "%s", d.msg);
  if (!pr) return tvf_test_report("dynamic/env");
  StrBuf stat = STRBUF_INIT, out = STRBUF_INIT;
  long n = 0, same = 0, ok = 0;
  for (uint64_t seed = 1; seed <= 300; seed++) {
    DynResult r = make(seed, &o, &stat, &out);
    if (r.outcome == DYN_NOT_TOSA) continue;
    TVF_CHECK_CONTAINS(sb_cstr(&out), "tosa.target_env");
    TVF_CHECK(!strstr(sb_cstr(&out), "tensor<?") && !strstr(sb_cstr(&out), "x?"));
    PipeResult a, b;
    TVF_CHECK_EQ_INT(pipe_runner_run(pr, stat.data, stat.len, "static.mlir", &a, &d), TVF_OK);
    TVF_CHECK_EQ_INT(pipe_runner_run(pr, out.data, out.len, "env.mlir", &b, &d), TVF_OK);
    n++;
    bool eq = a.worst == b.worst && a.failed_step == b.failed_step;
    same += eq;
    ok += b.worst == STEP_OK;
    TVF_CHECK_MSG(eq, "seed %llu: static %s@%d, with the env %s@%d (%s)", (unsigned long long)seed,
                  step_status_name(a.worst), a.failed_step, step_status_name(b.worst), b.failed_step,
                  b.failed_step >= 0 && b.steps[b.failed_step].diag ? b.steps[b.failed_step].diag : "");
    pipe_result_free(&a);
    pipe_result_free(&b);
  }
  printf("%ld static tosa programs: %ld with the same tosa-lowering outcome with the env (%ld ok)\n", n, same,
         ok);
  TVF_CHECK(n >= 200);
  pipe_runner_destroy(pr);
  sb_free(&stat);
  sb_free(&out);
  return tvf_test_report("dynamic/env");
}

/* The seeds whose share-1 variants the validate mode checks: dynamic, the
 * whole of tosa-lowering runs, and small enough to validate in seconds. */
static const uint64_t VALIDATE_SEEDS[] = {2, 6, 7, 8, 21, 22, 23, 24};

static int mode_validate(void) {
  DynOptions o;
  dyn_options_default(&o);
  o.share = 1;
  Diag d;
  diag_init(&d);
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = true;
  PipeRunner *pr = pipe_runner_create(S, "tosa-lowering", &po, &d);
  TVF_CHECK_MSG(pr != NULL, "%s", d.msg);
  if (!pr) return tvf_test_report("dynamic/validate");
  ValidateOptions vo;
  validate_options_default(&vo);
  Validator *val = validator_create(S, &vo);
  StrBuf stat = STRBUF_INIT, out = STRBUF_INIT, pair = STRBUF_INIT;
  long pairs = 0, correct = 0;
  for (size_t k = 0; k < sizeof VALIDATE_SEEDS / sizeof VALIDATE_SEEDS[0]; k++) {
    uint64_t seed = VALIDATE_SEEDS[k];
    DynResult r = make(seed, &o, &stat, &out);
    TVF_CHECK_MSG(r.outcome == DYN_DYNAMIC, "seed %llu: %s", (unsigned long long)seed,
                  dyn_outcome_name(r.outcome));
    PipeResult res;
    TVF_CHECK_EQ_INT(pipe_runner_run(pr, out.data, out.len, "dyn.mlir", &res, &d), TVF_OK);
    TVF_CHECK_MSG(res.worst == STEP_OK, "seed %llu: %s at step %d", (unsigned long long)seed,
                  step_status_name(res.worst), res.failed_step);
    for (int i = 0; i < res.nsteps; i++) {
      StepResult *sr = &res.steps[i];
      if (sr->status != STEP_OK || !sr->changed || !sr->before || !sr->after) continue;
      const PipeStep *ps = pipe_runner_step(pr, i);
      PairHeader h = {ps->element, pipe_runner_expanded(pr), i, "dyn.mlir"};
      sb_clear(&pair);
      TVF_CHECK_EQ_INT(mlirx_make_pair(S, sr->before, sr->after, &h, &pair, &d), TVF_OK);
      ValidateResult vr;
      validator_check_pair_text(val, pair.data, pair.len, "dyn.mlir", &vr);
      pairs++;
      correct += vr.verdict == TV_CORRECT;
      printf("seed %llu %-28s %s%s%s\n", (unsigned long long)seed, ps->name, vr.verdict_name,
             vr.verdict == TV_CORRECT ? "" : ": ", vr.verdict == TV_CORRECT ? "" : vr.detail);
      TVF_CHECK_MSG(vr.verdict == TV_CORRECT, "seed %llu %s: %s: %s", (unsigned long long)seed, ps->name,
                    vr.verdict_name, vr.detail);
      validate_result_free(&vr);
    }
    pipe_result_free(&res);
  }
  printf("%ld pairs of dynamic programs, %ld correct\n", pairs, correct);
  TVF_CHECK(pairs >= 10);
  validator_destroy(val);
  pipe_runner_destroy(pr);
  sb_free(&stat);
  sb_free(&out);
  sb_free(&pair);
  return tvf_test_report("dynamic/validate");
}

/* Dynamic variants of the op-by-op pipeline tests (tests/pipelines, every
 * file that expects `correct`): each one gets '?' dims (every dim of size <=
 * 3 of its arguments may become dynamic, propagated forward), runs through
 * tosa-lowering, and every changed pass is validated. The outcome of each
 * file (all correct, or the first pass failure / non-correct verdict) must
 * match the golden file, so known MLIR bugs and validator gaps stay listed
 * instead of hidden. */
static int mode_pipelines(const char *dir, const char *expected_path, bool update) {
  DynOptions o;
  dyn_options_default(&o);
  o.share = 1;
  o.arg_share = 1;
  o.dim_one = 1;
  o.dim_other = 1;
  o.propagate = 1; /* the whole function dynamic: every size 1..3 is a valid case */
  o.max_size = 16; /* the pipeline tests' sizes are up to 8; the validator checks 1..3 */
  Diag d;
  diag_init(&d);
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = true;
  PipeRunner *pr = pipe_runner_create(S, "tosa-lowering", &po, &d);
  TVF_CHECK_MSG(pr != NULL, "%s", d.msg);
  if (!pr) return tvf_test_report("dynamic/pipelines");
  ValidateOptions vo;
  validate_options_default(&vo);
  /* Generous budget: these pairs are small, and a loaded machine must not turn
   * a verdict into a timeout that the golden file does not list. */
  vo.timeout_ms = vo.tv.timeout_ms = 60000;
  Validator *val = validator_create(S, &vo);
  StrBuf out = STRBUF_INIT, pair = STRBUF_INIT, actual = STRBUF_INIT;
  char cmd[4200];
  snprintf(cmd, sizeof cmd, "ls %s/*.pipeline.mlir | sort", dir);
  FILE *ls = popen(cmd, "r");
  TVF_CHECK(ls != NULL);
  char path[4096];
  long files = 0, dynamic = 0, all_correct = 0, pairs = 0;
  while (ls && fgets(path, sizeof path, ls)) {
    path[strcspn(path, "\n")] = 0;
    char *text = slurp(path);
    if (!text || !strstr(text, "// EXPECT: correct")) {
      free(text);
      continue;
    }
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    files++;
    DynResult r;
    sb_clear(&out);
    TVF_CHECK_EQ_INT(mlirx_dynamic_variant(S, text, strlen(text), (uint64_t)files, &o, &out, &r, &d), TVF_OK);
    free(text);
    if (r.outcome != DYN_DYNAMIC) {
      sb_printf(&actual, "%s %s\n", base, dyn_outcome_name(r.outcome));
      continue;
    }
    dynamic++;
    const char *dump = getenv("TVF_DUMP_DIR"); /* debugging aid: keep the variants */
    if (dump) {
      char dp[4400];
      snprintf(dp, sizeof dp, "%s/%s", dump, base);
      FILE *df = fopen(dp, "w");
      if (df) {
        fwrite(out.data, 1, out.len, df);
        fclose(df);
      }
    }
    PipeResult res;
    TVF_CHECK_EQ_INT(pipe_runner_run(pr, out.data, out.len, base, &res, &d), TVF_OK);
    bool first_bad = false;
    long n_ok = 0;
    for (int i = 0; i < res.nsteps && !first_bad; i++) {
      StepResult *sr = &res.steps[i];
      const PipeStep *ps = pipe_runner_step(pr, i);
      if (sr->status != STEP_OK) {
        sb_printf(&actual, "%s %s@%s: ", base, step_status_name(sr->status), ps->name);
        one_line(&actual, sr->diag);
        sb_putc(&actual, '\n');
        first_bad = true;
        break;
      }
      if (!sr->changed || !sr->before || !sr->after) continue;
      PairHeader h = {ps->element, pipe_runner_expanded(pr), i, base};
      sb_clear(&pair);
      if (mlirx_make_pair(S, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
        sb_printf(&actual, "%s invalid-ir@%s: roundtrip: ", base, ps->name);
        one_line(&actual, d.msg);
        sb_putc(&actual, '\n');
        first_bad = true;
        break;
      }
      ValidateResult vr;
      validator_check_pair_text(val, pair.data, pair.len, base, &vr);
      pairs++;
      if (vr.verdict == TV_CORRECT) {
        n_ok++;
      } else {
        sb_printf(&actual, "%s %s@%s: ", base, vr.verdict_name, ps->name);
        one_line(&actual, vr.detail);
        sb_putc(&actual, '\n');
        first_bad = true;
      }
      validate_result_free(&vr);
    }
    if (!first_bad) {
      all_correct++;
      sb_printf(&actual, "%s correct (%ld passes)\n", base, n_ok);
    }
    pipe_result_free(&res);
  }
  if (ls) pclose(ls);
  printf("%ld pipeline tests, %ld dynamic variants, %ld with every pass correct, %ld pairs\n", files, dynamic,
         all_correct, pairs);
  TVF_CHECK(files >= 50 && dynamic >= files / 2);
  golden_outcomes(expected_path, sb_cstr(&actual), update);
  validator_destroy(val);
  pipe_runner_destroy(pr);
  sb_free(&out);
  sb_free(&pair);
  sb_free(&actual);
  return tvf_test_report("dynamic/pipelines");
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: test_dynamic share|lowering EXPECTED [--update]|determinism|env|validate\n");
    return 64;
  }
  Diag d;
  diag_init(&d);
  S = mlirx_session_create(&d);
  TVF_CHECK_MSG(S != NULL, "%s", d.msg);
  if (!S) return tvf_test_report("dynamic");
  int rc;
  if (!strcmp(argv[1], "share"))
    rc = mode_share();
  else if (!strcmp(argv[1], "lowering") && argc >= 3)
    rc = mode_lowering(argv[2], argc >= 4 && !strcmp(argv[3], "--update"));
  else if (!strcmp(argv[1], "determinism"))
    rc = mode_determinism();
  else if (!strcmp(argv[1], "env"))
    rc = mode_env();
  else if (!strcmp(argv[1], "pipelines") && argc >= 4)
    rc = mode_pipelines(argv[2], argv[3], argc >= 5 && !strcmp(argv[4], "--update"));
  else if (!strcmp(argv[1], "validate"))
    rc = mode_validate();
  else {
    fprintf(stderr, "test_dynamic: unknown mode '%s'\n", argv[1]);
    rc = 64;
  }
  mlirx_session_destroy(S);
  return rc;
}
