/*
 * bench_exec_mix.c: how long a campaign takes to find a bug only the
 * execution oracle can see, as a function of the exec share (issue #16
 * item 4; docs/BENCHMARKS.md "Execution oracle (issue 16)").
 *
 * usage: bench_exec_mix --share F (--time S | --iterations N) [--seed N] [-j N] [--out DIR]
 *                       [--no-validate] [--ops LIST]
 *
 * Runs the default campaign (every preset, the validator on) with one more
 * pipeline in the mix: tosa-lowering, then the execution oracle's fixed
 * lowering down to the LLVM dialect, then the planted llvm.fsub operand swap
 * of tests/campaign/planted.c. The validator has no semantics for LLVM-dialect
 * steps, so only the execution oracle can find it. Prints one line of
 * key=value figures: programs, pairs, exec runs, signatures (without the
 * planted one), and when the planted bug was first recorded (seconds after
 * the start, and the program index, which does not depend on the machine's
 * load: program i has seed --seed + i).
 */
#define _POSIX_C_SOURCE 200809L
#include <sqlite3.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fuzz/campaign/campaign.h"
#include "exec/exec.h"
#include "triage/plant.h"

/* The codegen-level planted bug (triage/plant.c): llvm.fsub operands swapped. */
#define PLANTED_PASS "plant-llvm-fsub-swap"

static int planted_index = -1;

/* Append the planted pass to the planted pipeline's runner only. */
static void plant(PipeRunner *r, int idx, void *user) {
  (void)user;
  if (idx != planted_index) return;
  Diag d;
  diag_init(&d);
  if (plant_insert(r, PLANTED_PASS, -1, &d) != TVF_OK) {
    fprintf(stderr, "bench_exec_mix: %s\n", d.msg);
    exit(70);
  }
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* One number from the store ("" query result: -1). */
static double query(const char *dir, const char *sql) {
  char path[4096];
  snprintf(path, sizeof path, "%s/findings.db", dir);
  sqlite3 *db = NULL;
  double v = -1;
  if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK) {
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW &&
        sqlite3_column_type(st, 0) != SQLITE_NULL)
      v = sqlite3_column_double(st, 0);
    sqlite3_finalize(st);
  }
  sqlite3_close(db);
  return v;
}

int main(int argc, char **argv) {
  CampaignConfig c;
  campaign_config_default(&c);
  c.jobs = 1;
  c.quiet = true;
  c.out_dir = "bench-exec-mix-out";
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--share") && v)
      c.exec_share = atof(argv[++i]);
    else if (!strcmp(a, "--time") && v)
      c.time_s = atof(argv[++i]);
    else if (!strcmp(a, "--iterations") && v)
      c.iterations = atol(argv[++i]);
    else if (!strcmp(a, "--ops") && v) {
      Diag d;
      diag_init(&d);
      if (gen_options_set_ops(&c.gen, argv[++i], &d) != TVF_OK) {
        fprintf(stderr, "bench_exec_mix: %s\n", d.msg);
        return 64;
      }
    } else if (!strcmp(a, "--seed") && v)
      c.seed = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(a, "-j") && v)
      c.jobs = atoi(argv[++i]);
    else if (!strcmp(a, "--out") && v)
      c.out_dir = argv[++i];
    else if (!strcmp(a, "--no-validate"))
      c.validate = false;
    else {
      fprintf(stderr,
              "usage: bench_exec_mix --share F --time S [--seed N] [-j N] [--out DIR] [--no-validate]\n");
      return 64;
    }
  }
  /* tosa-lowering + the fixed lowering (without its "builtin.module(") + the plant. */
  const char *pre = pipe_preset_find("tosa-lowering")->pipeline;
  const char *low = EXEC_LOWERING + strlen("builtin.module(");
  static char pipeline[4096];
  snprintf(pipeline, sizeof pipeline, "%.*s,%s", (int)(strlen(pre) - 1), pre, low);
  if (c.npipelines >= CAMPAIGN_MAX_PIPELINES) return 70;
  planted_index = c.npipelines;
  c.pipelines[c.npipelines++] = pipeline;
  c.setup_runner = plant;
  Diag d;
  diag_init(&d);
  CampaignSummary s;
  double t0 = now_s();
  if (campaign_run(&c, &s, &d) != TVF_OK) {
    fprintf(stderr, "bench_exec_mix: %s\n", d.msg);
    return 70;
  }
  char sql[512];
  snprintf(sql, sizeof sql, "SELECT MIN(first_seen) - %.6f FROM findings WHERE pass = '%s'", t0,
           PLANTED_PASS);
  double found_s = query(c.out_dir, sql);
  snprintf(sql, sizeof sql, "SELECT MIN(seed) - %llu FROM findings WHERE pass = '%s'",
           (unsigned long long)c.seed, PLANTED_PASS);
  double found_program = query(c.out_dir, sql);
  snprintf(sql, sizeof sql, "SELECT COUNT(*) FROM findings WHERE pass <> '%s'",
           PLANTED_PASS);
  double sigs = query(c.out_dir, sql);
  printf("share=%.3g seconds=%.1f programs=%ld programs_per_s=%.2f pairs=%ld pairs_per_s=%.2f exec_runs=%ld "
         "exec_runs_per_s=%.2f exec_findings=%ld signatures_other=%.0f planted_found_s=%.1f "
         "planted_found_program=%.0f\n",
         c.exec_share, s.seconds, s.executions, s.seconds > 0 ? s.executions / s.seconds : 0, s.pairs,
         s.seconds > 0 ? s.pairs / s.seconds : 0, s.exec_runs, s.seconds > 0 ? s.exec_runs / s.seconds : 0,
         s.exec_findings, sigs, found_s, found_program);
  return 0;
}
