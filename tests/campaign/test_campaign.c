/*
 * test_campaign.c: end-to-end campaign tests (not timed).
 *
 *  1. a short campaign (a few hundred programs, 2 workers) runs end to end
 *     and records verdicts and statistics in the store;
 *  2. a planted wrong rewrite (an external pass swapping the operands of
 *     arith.subf in linalg bodies) is found and recorded as a miscompile;
 *  3. killing a worker with SIGKILL mid-campaign loses no recorded finding;
 *  4. deferral (fast oracle): with a 1 ms first budget, pairs that need the
 *     solver are queued in the `deferred` table, the deferred phase re-checks
 *     every one of them with the full budget, and the summary, the stats row
 *     and the pair log agree with the table;
 *  5. the baseline oracle queues nothing;
 *  6. a run killed (kill -9 of the whole process group) with pairs still
 *     queued leaves them in the store, and a deferred-only run re-checks all
 *     of them, including one left claimed by the dead run;
 *  7. the execution oracle in a campaign (exec_share 1): a planted
 *     codegen-level wrong rewrite (an external pass after the conversion to
 *     the LLVM dialect swapping the operands of every llvm.fsub, as in
 *     tests/exec) is recorded as an exec-mismatch blamed on that pass.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "exec/exec.h"
#include "fuzz/campaign/campaign.h"
#include "support/testhelp.h"
#include "tests/campaign/planted.h"
#include "triage/html.h"
#include "triage/plant.h"

static long query(const char *dir, const char *sql) {
  char path[4096];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  sqlite3 *db;
  long v = -1;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) return -1;
  sqlite3_busy_timeout(db, 10000);
  sqlite3_stmt *st;
  if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK) {
    if (sqlite3_step(st) == SQLITE_ROW) v = (long)sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
  }
  sqlite3_close(db);
  return v;
}

static void plant(PipeRunner *r, int idx, void *user) {
  (void)idx;
  Diag d;
  pipe_runner_insert_external(r, pipe_runner_num_steps(r), planted_name((PlantedKind)(intptr_t)user),
                              "func.func", planted_make, user, &d);
}

static char *tmpdir(const char *tag) {
  char *p = malloc(256);
  snprintf(p, 256, "/tmp/tvfuzz-test-%s-XXXXXX", tag);
  return mkdtemp(p);
}

static void test_short_campaign(void) {
  CampaignConfig c;
  campaign_config_default(&c);
  c.exec_share = 0; /* the validator's counts alone (the execution oracle: test_exec) */
  c.jobs = 2;
  c.iterations = 300;
  c.out_dir = tmpdir("short");
  c.quiet = true;
  c.pipelines[0] = "tosa-lowering";
  c.npipelines = 1;
  c.vopt.timeout_ms = c.vopt.tv.timeout_ms = 2000;
  CampaignSummary s;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(campaign_run(&c, &s, &d), TVF_OK);
  TVF_CHECK_EQ_INT(s.executions, 300);
  TVF_CHECK(s.pairs > 0);
  long vsum = 0;
  for (int v = 0; v < TV_VERDICT_COUNT; v++)
    vsum += s.verdicts[v];
  TVF_CHECK_EQ_INT(vsum, s.pairs);
  TVF_CHECK(s.verdicts[TV_CORRECT] > 0);
  /* The store has statistics rows with the same totals. */
  TVF_CHECK(query(c.out_dir, "SELECT COUNT(*) FROM stats") >= 1);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT MAX(executions) FROM stats"), 300);
  /* Without the execution oracle: zero exec columns, no exec cards. */
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT MAX(exec_runs) FROM stats"), 0);
  StrBuf html = STRBUF_INIT;
  TVF_CHECK_EQ_INT(html_report(c.out_dir, &html, &d), TVF_OK);
  TVF_CHECK(strstr(sb_cstr(&html), "exec runs") == NULL);
  sb_free(&html);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT MAX(pairs) FROM stats"), s.pairs);
  /* Generated programs must never be invalid (that would be a generator bug). */
  TVF_CHECK_EQ_INT(s.gen_invalid, 0);
  /* Rewrite patterns: the catalog is the whole table, some fired (tosa
   * programs through the lowering fold constants at least), and the last
   * statistics row agrees with the summary. */
  TVF_CHECK(s.patterns > 400);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM pattern_catalog"), s.patterns);
  TVF_CHECK(s.patterns_fired > 0 && s.patterns_exact > 0 && s.patterns_exact <= s.patterns_fired);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(DISTINCT id) FROM pattern_hits"), s.patterns_fired);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT MAX(patterns_fired) FROM stats"), s.patterns_fired);
  TVF_CHECK_EQ_INT(query(c.out_dir,
                         "SELECT COUNT(*) FROM pattern_hits h LEFT JOIN pattern_catalog c ON c.id = h.id"
                         " WHERE c.id IS NULL"),
                   0);
  printf(
      "short campaign: %ld programs, %ld pairs, correct %ld, miscompile %ld, inconclusive %ld, timeout %ld, "
      "unsupported %ld, error %ld, %.1f s\n",
      s.executions, s.pairs, s.verdicts[TV_CORRECT], s.verdicts[TV_MISCOMPILE], s.verdicts[TV_INCONCLUSIVE],
      s.verdicts[TV_TIMEOUT], s.verdicts[TV_UNSUPPORTED], s.verdicts[TV_ERROR], s.seconds);
}

static void planted_config(CampaignConfig *c, const char *tag) {
  campaign_config_default(c);
  c->exec_share = 0; /* planted bugs found by the validator (by execution: test_exec) */
  c->jobs = 2;
  c->out_dir = tmpdir(tag);
  c->quiet = true;
  c->pipelines[0] = "tosa-lowering";
  c->npipelines = 1;
  c->vopt.timeout_ms = c->vopt.tv.timeout_ms = 10000;
  c->setup_runner = plant;
  c->user = (void *)(intptr_t)PLANT_SWAP_SUBF;
  Diag d;
  gen_options_set_ops(&c->gen, "sub,add,mul,abs,maximum", &d);
}

static void test_planted(void) {
  CampaignConfig c;
  planted_config(&c, "planted");
  c.iterations = 80;
  CampaignSummary s;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(campaign_run(&c, &s, &d), TVF_OK);
  long n =
      query(c.out_dir, "SELECT COUNT(*) FROM findings WHERE kind = 'miscompile' AND pass = 'test-swap-subf'");
  TVF_CHECK_MSG(n >= 1, "planted subf swap not found (%ld signatures; %ld miscompiles)", n,
                s.verdicts[TV_MISCOMPILE]);
  /* Real passes may have real findings (MLIR 22 has bugs), but the planted
   * pass must be blamed for its own rewrite only: every planted finding is a
   * value-stage miscompile or inconclusive verdict, never a crash. */
  TVF_CHECK_EQ_INT(query(c.out_dir,
                         "SELECT COUNT(*) FROM findings WHERE pass = 'test-swap-subf' AND kind NOT IN "
                         "('miscompile', 'inconclusive')"),
                   0);
  printf("planted: %ld miscompile verdicts, %ld signatures for the planted pass\n", s.verdicts[TV_MISCOMPILE],
         n);
}

/* A planted memref-level wrong rewrite (memref.store indices swapped in loop
 * nests, after bufferization and convert-linalg-to-loops) is found by a short
 * campaign on the `loops` preset and blamed on the planted pass alone. */
static void test_planted_memref(void) {
  CampaignConfig c;
  planted_config(&c, "planted-memref");
  c.pipelines[0] = "loops";
  c.user = (void *)(intptr_t)PLANT_SWAP_STORE_INDICES;
  c.iterations = 40;
  Diag d;
  diag_init(&d);
  gen_options_set_ops(&c.gen, "transpose,add,sub,mul", &d);
  CampaignSummary s;
  TVF_CHECK_EQ_INT(campaign_run(&c, &s, &d), TVF_OK);
  long n =
      query(c.out_dir,
            "SELECT COUNT(*) FROM findings WHERE kind = 'miscompile' AND pass = 'test-swap-store-indices'");
  TVF_CHECK_MSG(n >= 1, "planted store-index swap not found (%ld miscompiles, %ld unsupported)",
                s.verdicts[TV_MISCOMPILE], s.verdicts[TV_UNSUPPORTED]);
  TVF_CHECK_EQ_INT(
      query(c.out_dir, "SELECT COUNT(*) FROM findings WHERE pass = 'test-swap-store-indices' AND kind NOT IN "
                       "('miscompile', 'inconclusive')"),
      0);
  printf("planted-memref: %ld pairs, %ld miscompile verdicts, %ld unsupported, %ld signatures for the "
         "planted pass\n",
         s.pairs, s.verdicts[TV_MISCOMPILE], s.verdicts[TV_UNSUPPORTED], n);
}

/* Children of a process, from /proc. */
static int children_of(pid_t pid, pid_t *out, int max) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task/%d/children", pid, pid);
  FILE *f = fopen(path, "r");
  int n = 0;
  if (!f) return 0;
  while (n < max && fscanf(f, "%d", &out[n]) == 1)
    n++;
  fclose(f);
  return n;
}

static void test_sigkill(void) {
  CampaignConfig c;
  planted_config(&c, "kill");
  c.time_s = 25;
  pid_t sup = fork();
  if (sup == 0) {
    CampaignSummary s;
    Diag d;
    _exit(campaign_run(&c, &s, &d) == TVF_OK ? 0 : 1);
  }
  /* Wait for a recorded finding, then remember exactly what is recorded. */
  long rows = 0, total = 0;
  for (int i = 0; i < 400 && rows < 1; i++) {
    usleep(50000);
    rows = query(c.out_dir, "SELECT COUNT(*) FROM findings");
  }
  TVF_CHECK_MSG(rows >= 1, "no finding recorded before the kill");
  rows = query(c.out_dir, "SELECT COUNT(*) FROM findings");
  total = query(c.out_dir, "SELECT SUM(count) FROM findings");
  pid_t kids[16];
  int nk = children_of(sup, kids, 16);
  TVF_CHECK(nk >= 1);
  if (nk >= 1) kill(kids[0], SIGKILL);
  int status;
  waitpid(sup, &status, 0);
  TVF_CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  long rows_after = query(c.out_dir, "SELECT COUNT(*) FROM findings");
  long total_after = query(c.out_dir, "SELECT SUM(count) FROM findings");
  TVF_CHECK_MSG(rows_after >= rows && total_after >= total, "lost findings: %ld/%ld rows, %ld/%ld hits",
                rows_after, rows, total_after, total);
  TVF_CHECK_EQ_INT(
      query(c.out_dir, "SELECT COUNT(*) FROM pragma_integrity_check WHERE integrity_check != 'ok'"), 0);
  /* Every recorded finding has its files. */
  char path[4200];
  snprintf(path, sizeof path, "%s/findings.db", c.out_dir);
  sqlite3 *db;
  sqlite3_open(path, &db);
  sqlite3_stmt *st;
  sqlite3_prepare_v2(db, "SELECT dir FROM findings", -1, &st, NULL);
  while (sqlite3_step(st) == SQLITE_ROW) {
    struct stat sb;
    snprintf(path, sizeof path, "%s/program.mlir", (const char *)sqlite3_column_text(st, 0));
    TVF_CHECK_MSG(stat(path, &sb) == 0 && sb.st_size > 0, "missing %s", path);
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  printf("sigkill: %ld findings (%ld hits) before the kill, %ld (%ld) after\n", rows, total, rows_after,
         total_after);
}

/* Lines of OUT/pairs-w*.jsonl, and those containing `needle` (or all). */
static long count_log_lines(const char *dir, int jobs, const char *needle) {
  long n = 0;
  for (int w = 0; w < jobs; w++) {
    char path[4200], line[8192];
    snprintf(path, sizeof path, "%s/pairs-w%d.jsonl", dir, w);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    while (fgets(line, sizeof line, f))
      if (!needle || strstr(line, needle)) n++;
    fclose(f);
  }
  return n;
}

static void deferral_config(CampaignConfig *c, const char *tag) {
  campaign_config_default(c);
  c->exec_share = 0; /* the deferred queue's counts alone */
  c->jobs = 2;
  c->out_dir = tmpdir(tag);
  c->quiet = true;
  c->pipelines[0] = "tosa-lowering";
  c->npipelines = 1;
  c->vopt.timeout_ms = c->vopt.tv.timeout_ms = 3000;
  c->first_budget_ms = 1; /* every pair that needs the solver runs out of it */
  c->log_pairs = true;
}

static void check_pair_partition(const CampaignSummary *s) {
  long vsum = 0;
  for (int v = 0; v < TV_VERDICT_COUNT; v++)
    vsum += s->verdicts[v];
  TVF_CHECK_EQ_INT(vsum, s->pairs);
  TVF_CHECK_EQ_INT(s->by_screening + s->by_decomposition + s->by_solver + s->rechecked, s->pairs);
}

static void test_deferral(void) {
  CampaignConfig c;
  deferral_config(&c, "defer");
  c.iterations = 8;
  CampaignSummary s;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(campaign_run(&c, &s, &d), TVF_OK);
  TVF_CHECK(s.deferral);
  long rows = query(c.out_dir, "SELECT COUNT(*) FROM deferred");
  TVF_CHECK_MSG(rows >= 1, "no pair was deferred with a 1 ms first budget (%ld pairs)", s.pairs);
  TVF_CHECK_EQ_INT(s.deferred, rows);
  /* An --iterations campaign decides everything it deferred. */
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE state != 'done'"), 0);
  TVF_CHECK_EQ_INT(s.deferred_pending, 0);
  TVF_CHECK_EQ_INT(s.rechecked, rows);
  TVF_CHECK(s.deferred_ms > 0);
  /* Every re-check recorded a real verdict, and the ones that timed out again
   * are counted as such. */
  TVF_CHECK_EQ_INT(query(c.out_dir,
                         "SELECT COUNT(*) FROM deferred WHERE verdict NOT IN ('correct', 'miscompile',"
                         " 'inconclusive', 'timeout', 'unsupported', 'invalid-input', 'error')"),
                   0);
  TVF_CHECK(s.still_timeout >= query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE verdict = 'timeout'"));
  TVF_CHECK(s.still_timeout <= rows);
  check_pair_partition(&s);
  /* The pair log: one line per decided pair, the re-checks marked. */
  TVF_CHECK_EQ_INT(count_log_lines(c.out_dir, c.jobs, NULL), s.pairs);
  TVF_CHECK_EQ_INT(count_log_lines(c.out_dir, c.jobs, "\"deferred\":true"), rows);
  TVF_CHECK_EQ_INT(count_log_lines(c.out_dir, c.jobs, "\"screened\":"), s.pairs);
  /* The last totals row of the stats table. */
  const char *last = "FROM stats WHERE worker = -1 ORDER BY ts DESC LIMIT 1";
  char sql[256];
  snprintf(sql, sizeof sql, "SELECT deferred %s", last);
  TVF_CHECK_EQ_INT(query(c.out_dir, sql), rows);
  snprintf(sql, sizeof sql, "SELECT rechecked %s", last);
  TVF_CHECK_EQ_INT(query(c.out_dir, sql), rows);
  snprintf(sql, sizeof sql, "SELECT deferred_pending %s", last);
  TVF_CHECK_EQ_INT(query(c.out_dir, sql), 0);
  snprintf(sql, sizeof sql, "SELECT pairs %s", last);
  TVF_CHECK_EQ_INT(query(c.out_dir, sql), s.pairs);
  /* The re-check ladder: a row's first claim has the middle budget (5 ms
   * here), and only one that ran out of it is claimed again, once, for the
   * full budget; every row ends done with one verdict. */
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE attempts NOT IN (1, 2)"), 0);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE attempts = 2"), s.requeued);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE state = 'done'"), rows);
  /* Per-worker rows add up to the totals (counters only grow: the last row
   * of a worker has the largest values). */
  TVF_CHECK_EQ_INT(query(c.out_dir,
                         "SELECT SUM(p) FROM (SELECT MAX(pairs) AS p FROM stats WHERE worker >= 0 GROUP"
                         " BY worker)"),
                   s.pairs);
  TVF_CHECK_EQ_INT(query(c.out_dir,
                         "SELECT SUM(r) FROM (SELECT MAX(rechecked) AS r FROM stats WHERE worker >= 0"
                         " GROUP BY worker)"),
                   rows);
  printf("deferral: %ld programs, %ld pairs: %ld deferred, %ld re-checked (%ld still timed out, %ld via the "
         "full "
         "budget), screening %ld, decomposition %ld, solver %ld; %.1f s\n",
         s.executions, s.pairs, s.deferred, s.rechecked, s.still_timeout, s.requeued, s.by_screening,
         s.by_decomposition, s.by_solver, s.seconds);
}

static void test_baseline(void) {
  CampaignConfig c;
  deferral_config(&c, "baseline");
  validate_parse_oracle("baseline", &c.vopt);
  c.iterations = 4;
  CampaignSummary s;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(campaign_run(&c, &s, &d), TVF_OK);
  TVF_CHECK(!s.deferral && !s.fast_oracle);
  TVF_CHECK(s.pairs > 0);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred"), 0);
  TVF_CHECK_EQ_INT(s.deferred + s.rechecked + s.by_screening + s.by_decomposition, 0);
  TVF_CHECK_EQ_INT(count_log_lines(c.out_dir, c.jobs, "\"deferred\":true"), 0);
  check_pair_partition(&s);
  printf("baseline: %ld pairs, %ld timeouts, nothing deferred\n", s.pairs, s.verdicts[TV_TIMEOUT]);
}

static void exec_sql(const char *dir, const char *sql) {
  char path[4200];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  sqlite3 *db;
  TVF_CHECK(sqlite3_open(path, &db) == SQLITE_OK);
  sqlite3_busy_timeout(db, 10000);
  TVF_CHECK(sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK);
  sqlite3_close(db);
}

static void test_resume(void) {
  CampaignConfig c;
  deferral_config(&c, "resume");
  /* A long --time run: re-checks would only start in its last 10%. */
  c.time_s = 3600;
  c.deferred_share = 0.1;
  pid_t sup = fork();
  if (sup == 0) {
    setpgid(0, 0); /* its own process group: the kill below takes every process of the run */
    CampaignSummary s;
    Diag d;
    _exit(campaign_run(&c, &s, &d) == TVF_OK ? 0 : 1);
  }
  setpgid(sup, sup);
  long rows = 0;
  for (int i = 0; i < 1200 && rows < 3; i++) {
    usleep(100000);
    rows = query(c.out_dir, "SELECT COUNT(*) FROM deferred");
  }
  kill(-sup, SIGKILL);
  int status;
  waitpid(sup, &status, 0);
  usleep(200000); /* the grandchildren (fork servers) die with the group */
  rows = query(c.out_dir, "SELECT COUNT(*) FROM deferred");
  TVF_CHECK_MSG(rows >= 3, "the interrupted run queued %ld pairs", rows);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE state = 'done'"), 0);
  TVF_CHECK_EQ_INT(
      query(c.out_dir, "SELECT COUNT(*) FROM pragma_integrity_check WHERE integrity_check != 'ok'"), 0);
  /* As if a worker had died in the middle of a re-check. */
  exec_sql(c.out_dir, "UPDATE deferred SET state = 'claimed', claimed_by = 0 WHERE id = (SELECT MIN(id) FROM "
                      "deferred)");
  long before_lines = count_log_lines(c.out_dir, c.jobs, NULL);
  CampaignConfig r = c;
  r.time_s = 0;
  r.deferred_only = true;
  CampaignSummary s;
  Diag d;
  diag_init(&d);
  TVF_CHECK_EQ_INT(campaign_run(&r, &s, &d), TVF_OK);
  TVF_CHECK_EQ_INT(s.executions, 0);
  TVF_CHECK_EQ_INT(s.rechecked, rows);
  TVF_CHECK_EQ_INT(s.pairs, rows);
  TVF_CHECK_EQ_INT(s.deferred, 0);
  TVF_CHECK_EQ_INT(s.deferred_pending, 0);
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT COUNT(*) FROM deferred WHERE state != 'done'"), 0);
  TVF_CHECK_EQ_INT(count_log_lines(c.out_dir, c.jobs, NULL) - before_lines, rows);
  check_pair_partition(&s);
  /* Nothing left: a second resume does nothing. */
  CampaignSummary s2;
  TVF_CHECK_EQ_INT(campaign_run(&r, &s2, &d), TVF_OK);
  TVF_CHECK_EQ_INT(s2.rechecked, 0);
  printf(
      "resume: %ld pairs queued by the killed run, all re-checked by --deferred-only (%ld still timed out), "
      "%.1f s\n",
      rows, s.still_timeout, s.seconds);
}

/* ---- 7. the execution oracle ---- */

static void plant_fsub(PipeRunner *r, int idx, void *user) {
  (void)idx;
  Diag d;
  diag_init(&d);
  (void)user;
  TVF_CHECK_MSG(plant_insert(r, "plant-llvm-fsub-swap", -1, &d) == TVF_OK, "%s", d.msg);
}

static void test_exec(void) {
  /* tosa-lowering, then the execution oracle's fixed lowering down to the
   * LLVM dialect, then the planted pass. */
  const char *pre = pipe_preset_find("tosa-lowering")->pipeline;
  const char *low = EXEC_LOWERING;
  size_t skip = strlen("builtin.module(");
  char pipeline[4096];
  snprintf(pipeline, sizeof pipeline, "%.*s,%s", (int)(strlen(pre) - 1), pre, low + skip);
  CampaignConfig c;
  campaign_config_default(&c);
  c.jobs = 2;
  c.iterations = 30;
  c.out_dir = tmpdir("exec");
  c.quiet = true;
  c.pipelines[0] = pipeline;
  c.npipelines = 1;
  c.validate = false; /* the execution oracle alone (the validator does not model LLVM-dialect steps) */
  c.exec_share = 1.0;
  c.setup_runner = plant_fsub;
  Diag d;
  diag_init(&d);
  gen_options_set_ops(&c.gen, "sub,add,mul,abs,maximum", &d);
  CampaignSummary s;
  TVF_CHECK_EQ_INT(campaign_run(&c, &s, &d), TVF_OK);
  TVF_CHECK_EQ_INT(s.executions, 30);
  TVF_CHECK(s.exec_runs > 0);
  TVF_CHECK(s.exec_runs + s.exec_skipped <= s.executions);
  long n =
      query(c.out_dir,
            "SELECT COUNT(*) FROM findings WHERE kind = 'exec-mismatch' AND pass = 'plant-llvm-fsub-swap'");
  TVF_CHECK_MSG(n >= 1, "planted llvm.fsub swap not found by execution (%ld runs, %ld findings)", s.exec_runs,
                s.exec_findings);
  TVF_CHECK(s.exec_mismatches >= 1);
  /* The findings have their program. */
  char path[4200];
  snprintf(path, sizeof path, "%s/findings.db", c.out_dir);
  sqlite3 *db;
  sqlite3_open(path, &db);
  sqlite3_stmt *st;
  sqlite3_prepare_v2(db, "SELECT dir FROM findings WHERE kind LIKE 'exec-%'", -1, &st, NULL);
  while (sqlite3_step(st) == SQLITE_ROW) {
    struct stat sb;
    snprintf(path, sizeof path, "%s/program.mlir", (const char *)sqlite3_column_text(st, 0));
    TVF_CHECK_MSG(stat(path, &sb) == 0 && sb.st_size > 0, "missing %s", path);
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  /* The statistics rows carry the execution oracle's figures (the last
   * totals row equals the summary, one row per worker), and the HTML report
   * shows the runs and the runs per second per core. */
  TVF_CHECK_EQ_INT(query(c.out_dir, "SELECT exec_runs FROM stats WHERE worker = -1 ORDER BY ts DESC LIMIT 1"),
                   s.exec_runs);
  TVF_CHECK_EQ_INT(
      query(c.out_dir, "SELECT exec_findings FROM stats WHERE worker = -1 ORDER BY ts DESC LIMIT 1"),
      s.exec_findings);
  TVF_CHECK_EQ_INT(query(c.out_dir,
                         "SELECT SUM(exec_runs) FROM stats WHERE worker >= 0 AND ts = (SELECT MAX(ts) "
                         "FROM stats WHERE worker >= 0)") > 0,
                   1);
  TVF_CHECK(query(c.out_dir, "SELECT exec_ms > 0 FROM stats WHERE worker = -1 ORDER BY ts DESC LIMIT 1") ==
            1);
  TVF_CHECK_EQ_INT(s.jobs, 2);
  StrBuf html = STRBUF_INIT;
  TVF_CHECK_EQ_INT(html_report(c.out_dir, &html, &d), TVF_OK);
  char want[96];
  snprintf(want, sizeof want, "<b>%ld</b><span>exec runs</span>", s.exec_runs);
  TVF_CHECK_CONTAINS(sb_cstr(&html), want);
  TVF_CHECK_CONTAINS(sb_cstr(&html), "<span>exec runs/s per core (2)</span>");
  TVF_CHECK_CONTAINS(sb_cstr(&html), "execution oracle");
  sb_free(&html);
  printf(
      "exec: %ld programs, %ld compiled and run (%ld not checkable), %ld findings (%ld exec-mismatch), %ld "
      "signatures for the planted pass; %.1f ms per program checked, %.1f s\n",
      s.executions, s.exec_runs, s.exec_skipped, s.exec_findings, s.exec_mismatches, n,
      s.exec_runs + s.exec_skipped ? s.exec_ms / (double)(s.exec_runs + s.exec_skipped) : 0.0, s.seconds);
}

int main(int argc, char **argv) {
  const char *only = argc > 1 ? argv[1] : "";
  if (!*only || !strcmp(only, "short")) test_short_campaign();
  if (!*only || !strcmp(only, "planted")) test_planted();
  if (!*only || !strcmp(only, "planted-memref")) test_planted_memref();
  if (!*only || !strcmp(only, "sigkill")) test_sigkill();
  if (!*only || !strcmp(only, "deferral")) test_deferral();
  if (!*only || !strcmp(only, "baseline")) test_baseline();
  if (!*only || !strcmp(only, "resume")) test_resume();
  if (!*only || !strcmp(only, "exec")) test_exec();
  return tvf_test_report("campaign");
}
