/*
 * test_exec_triage.c: triage of execution findings (ctest triage/exec).
 *
 *   1. a short campaign with the execution oracle on every program
 *      (fuzz/campaign/campaign.h, exec_share 1, no validator): tosa-lowering, the
 *      oracle's fixed lowering down to the LLVM dialect, then the planted
 *      codegen bug plant-llvm-fsub-swap (triage/plant.h: every llvm.fsub
 *      gets its operands swapped), so the store holds exec-mismatch rows
 *      blamed on the planted pass;
 *   2. `tvfuzz triage` (triage_run, the same planted pass) on those rows;
 *   3. every planted row is triaged: exec-mismatch at plant-llvm-fsub-swap,
 *      confirmed, reduced to at most 4 ops; its provisional signature
 *      recomputed by triage is the campaign's row id; its final signature is
 *      kind + blamed pass + the reduced program's op kinds (recomputed
 *      here), so rows with the same reduced ops share one; the blame rests
 *      on execution alone (the validator has no LLVM-dialect semantics);
 *   4. the report names the pass, shows the failing input and the
 *      interpreter's and the compiled code's values, and its reproducer
 *      script (`tvfuzz exec ... --plant`) exits 0: the reduced program still
 *      mismatches at the same pass in a separate process;
 *   5. in process too: an Interest in execution mode (one session, one
 *      engine) evaluates the reduced program: same kind, same pass.
 * Then a real MLIR pass (no campaign: a store of one row recorded the way a
 * campaign records it): math-expand-ops loses the sign of math.ceil's zero
 * results (docs/BUGS.md #13), inside a larger program. Triage must reduce it
 * to at most 4 ops keeping math.ceil, confirm it outside tvfuzz's runner
 * (mlir-opt-22 up to the pass, compiled and run), say that the validator
 * confirms the blame too, and its reproducer script (mlir-opt-22 lines, then
 * `tvfuzz exec`) must exit 0.
 * argv: TVFUZZ OUTDIR
 */
#define _XOPEN_SOURCE 700
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "exec/exec.h"
#include "fuzz/campaign/campaign.h"
#include "fuzz/campaign/store.h"
#include "support/testhelp.h"
#include "triage/interest.h"
#include "triage/job.h"
#include "triage/kv.h"
#include "triage/plant.h"
#include "triage/rootcause.h"
#include "triage/signature.h"
#include "triage/triage.h"

#define PLANT "plant-llvm-fsub-swap"
#define MAX_OPS 4

static void setup_campaign(PipeRunner *r, int pi, void *user) {
  (void)pi;
  (void)user;
  Diag d;
  diag_init(&d);
  TVF_CHECK_MSG(plant_insert(r, PLANT, -1, &d) == TVF_OK, "%s", d.msg);
}

static void setup_interest(PipeRunner *r, void *user) {
  (void)user;
  plant_insert(r, PLANT, -1, NULL);
}

/* tosa-lowering, then the execution oracle's fixed lowering. */
static char *to_llvm_pipeline(void) {
  const char *pre = pipe_preset_find("tosa-lowering")->pipeline;
  const char *low = EXEC_LOWERING;
  size_t skip = strlen("builtin.module(");
  StrBuf b = STRBUF_INIT;
  sb_printf(&b, "%.*s,%s", (int)(strlen(pre) - 1), pre, low + skip);
  return sb_take(&b);
}

typedef struct Row {
  char sig[17], final[17];
  char *dir, *src_ops;
  long ops_before, ops_after;
} Row;

/* Parts 1-5: the planted codegen bug, from a campaign. */
static void planted_from_campaign(const char *tvfuzz, const char *out, MlirxSession *s, ExecEngine *x) {
  char cmd[8400];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", out);
  TVF_CHECK(system(cmd) == 0);
  char *pipeline = to_llvm_pipeline();
  /* 1. campaign */
  CampaignConfig c;
  campaign_config_default(&c);
  c.jobs = 2;
  c.iterations = 30;
  c.seed = 1;
  c.out_dir = out;
  c.quiet = true;
  c.pipelines[0] = pipeline;
  c.npipelines = 1;
  c.validate = false;
  c.exec_share = 1.0;
  c.setup_runner = setup_campaign;
  c.gen.min_ops = 6; /* programs with something to reduce */
  Diag d;
  diag_init(&d);
  gen_options_set_ops(&c.gen, "sub,add,mul,abs,maximum", &d);
  CampaignSummary cs;
  TVF_CHECK_EQ_INT(campaign_run(&c, &cs, &d), TVF_OK);
  printf("campaign: %ld programs, %ld compiled and run, %ld exec findings, %.1f s\n", cs.executions,
         cs.exec_runs, cs.exec_findings, cs.seconds);
  /* 2. triage */
  TriageOptions o;
  triage_options_default(&o);
  o.dir = out;
  o.plants[o.nplants++] = PLANT;
  o.only_pass_prefix = "plant-";
  o.max_tests = 400;
  TriageSummary ts;
  uint64_t t0 = tvf_now_ns();
  TVF_CHECK_EQ_INT(triage_run(&o, &ts, &d), TVF_OK);
  double triage_s = tvf_ms_since(t0) / 1000.0;
  printf("triage: %d rows, %d reduced, %d unique, %d confirmed, %d inconclusive, %.1f s\n", ts.rows,
         ts.reduced, ts.unique, ts.confirmed, ts.inconclusive, triage_s);
  /* 3. the triage table */
  char path[8400];
  snprintf(path, sizeof path, "%s/findings.db", out);
  sqlite3 *db = NULL;
  TVF_CHECK(sqlite3_open(path, &db) == SQLITE_OK);
  sqlite3_stmt *st = NULL;
  sqlite3_prepare_v2(db,
                     "SELECT t.signature, t.final_signature, t.kind, t.status, t.ops_before, t.ops_after, "
                     "t.seconds, t.tests, f.dir FROM triage t JOIN findings f ON f.signature = t.signature "
                     "WHERE t.pass = '" PLANT "'",
                     -1, &st, NULL);
  Row rows[64];
  int nrows = 0;
  while (sqlite3_step(st) == SQLITE_ROW && nrows < 64) {
    Row *r = &rows[nrows++];
    memset(r, 0, sizeof *r);
    snprintf(r->sig, sizeof r->sig, "%s", (const char *)sqlite3_column_text(st, 0));
    snprintf(r->final, sizeof r->final, "%s", (const char *)sqlite3_column_text(st, 1));
    const char *kind = (const char *)sqlite3_column_text(st, 2),
               *status = (const char *)sqlite3_column_text(st, 3);
    r->ops_before = (long)sqlite3_column_int64(st, 4);
    r->ops_after = (long)sqlite3_column_int64(st, 5);
    r->dir = strdup((const char *)sqlite3_column_text(st, 8));
    printf("row %s -> %s: %s, %s, ops %ld -> %ld, %ld tests, %.1f s\n", r->sig, r->final, kind, status,
           r->ops_before, r->ops_after, (long)sqlite3_column_int64(st, 7), sqlite3_column_double(st, 6));
    TVF_CHECK_STREQ(kind, "exec-mismatch");
    TVF_CHECK_STREQ(status, "confirmed");
    TVF_CHECK_MSG(r->final[0], "%s: no final signature", r->sig);
    TVF_CHECK_MSG(r->ops_after >= 1 && r->ops_after <= MAX_OPS, "%s: %ld ops after reduction (bound %d)",
                  r->sig, r->ops_after, MAX_OPS);
    TVF_CHECK(r->ops_after <= r->ops_before);
  }
  sqlite3_finalize(st);
  sqlite3_close(db);
  TVF_CHECK_MSG(nrows >= 1, "no triaged row for %s (campaign: %ld exec findings)", PLANT, cs.exec_findings);
  /* Per row: the record, the signatures, the report, the reproducer. */
  for (int i = 0; i < nrows; i++) {
    Row *r = &rows[i];
    KV k = {0};
    snprintf(path, sizeof path, "%s/triage.txt", r->dir);
    TVF_CHECK_MSG(kv_read(&k, path), "cannot read %s", path);
    TVF_CHECK_STREQ(kv_get(&k, "provisional_recomputed"), r->sig);
    TVF_CHECK_STREQ(kv_get(&k, "pass"), PLANT);
    r->src_ops = strdup(kv_get(&k, "src_ops"));
    TVF_CHECK_MSG(strstr(r->src_ops, "sub") != NULL, "%s: reduced ops '%s' lack the subtraction", r->sig,
                  r->src_ops);
    /* The final signature is the root cause's key: wrong code in the planted
     * pass, the ops it rewrote (the subtraction), a value difference. */
    RootCause rcause;
    memset(&rcause, 0, sizeof rcause);
    snprintf(rcause.family, sizeof rcause.family, "wrong-code");
    snprintf(rcause.pass, sizeof rcause.pass, "%s", PLANT);
    snprintf(rcause.culprit, sizeof rcause.culprit, "%s", kv_get(&k, "culprit"));
    const char *rule = strstr(kv_get(&k, "facts"), "rule=");
    if (rule) snprintf(rcause.rule, sizeof rcause.rule, "%.*s", (int)strcspn(rule + 5, "\n"), rule + 5);
    TVF_CHECK_MSG(strstr(rcause.culprit, "sub") != NULL, "%s: culprit '%s' lacks the subtraction", r->sig,
                  rcause.culprit);
    TVF_CHECK_MSG(!strncmp(rcause.rule, "value", 5), "%s: rule '%s'", r->sig, rcause.rule);
    char want[17];
    rootcause_key(&rcause, want);
    TVF_CHECK_STREQ(r->final, want);
    /* The validator cannot judge LLVM-dialect IR: execution alone. */
    TVF_CHECK_STREQ(kv_get(&k, "blame"), "execution-alone");
    TVF_CHECK(kv_get(&k, "validator_note")[0] != 0);
    const char *expected = kv_get(&k, "exec_expected"), *actual = kv_get(&k, "exec_actual");
    TVF_CHECK(expected[0] && actual[0] && strcmp(expected, actual) != 0);
    /* The failing input, unless the reduced function takes none (its
     * operands became constants). */
    snprintf(path, sizeof path, "%s/reduced.mlir", r->dir);
    char *red = sb_read_file(path);
    TVF_CHECK_MSG(red != NULL, "no %s", path);
    bool no_args = red && strstr(red, "@main()") != NULL;
    TVF_CHECK(kv_get(&k, "exec_inputs")[0] != 0 || no_args);
    free(red);
    printf("  %s: ops %s; %s: interpreter %s, compiled %s; blame: %s (%s)\n", r->sig, r->src_ops,
           kv_get(&k, "exec_where"), expected, actual, kv_get(&k, "blame"), kv_get(&k, "validator_verdict"));
    /* 4. the report */
    snprintf(path, sizeof path, "%s/reports/%s.md", out, r->final);
    char *md = sb_read_file(path);
    TVF_CHECK_MSG(md != NULL, "no report %s", path);
    if (md) {
      TVF_CHECK_CONTAINS(md, "`" PLANT "`");
      TVF_CHECK_CONTAINS(md, expected);
      TVF_CHECK_CONTAINS(md, actual);
      TVF_CHECK_CONTAINS(md, kv_get(&k, "exec_where"));
      TVF_CHECK_CONTAINS(md, "Failing input");
      TVF_CHECK_CONTAINS(md, no_args ? "(the function takes no arguments)" : kv_get(&k, "exec_inputs"));
      TVF_CHECK_CONTAINS(md, "rests on execution alone");
      TVF_CHECK_CONTAINS(md, "\"$TVFUZZ\" exec ");
      TVF_CHECK_CONTAINS(md, "--plant " PLANT);
    }
    free(md);
    snprintf(cmd, sizeof cmd, "TVFUZZ='%s' sh '%s/reports/%s.repro.sh' > '%s/repro-%s.log' 2>&1", tvfuzz, out,
             r->final, out, r->final);
    int rc = system(cmd);
    TVF_CHECK_MSG(rc == 0, "%s.repro.sh exited with %d (log: %s/repro-%s.log)", r->final, rc, out, r->final);
    /* 5. in process: the reduced program, one Interest in execution mode */
    snprintf(path, sizeof path, "%s/reduced.mlir", r->dir);
    char *prog = sb_read_file(path);
    TVF_CHECK_MSG(prog != NULL, "no %s", path);
    InterestConfig ic;
    interest_config_default(&ic);
    ic.pipeline = kv_get(&k, "pipeline");
    ic.exec = x;
    ic.setup_runner = setup_interest;
    Interest *it = prog ? interest_create(s, &ic, &d) : NULL;
    TVF_CHECK_MSG(!prog || it, "%s", d.msg);
    if (it) {
      Outcome oc;
      TVF_CHECK_EQ_INT(interest_evaluate(it, prog, strlen(prog), &oc, &d), TVF_OK);
      TVF_CHECK_STREQ(oc.kind, "exec-mismatch");
      TVF_CHECK_STREQ(oc.pass, PLANT);
      outcome_free(&oc);
      interest_destroy(it);
    }
    free(prog);
    kv_free(&k);
  }
  /* Dedup: the final signature is a function of the reduced ops. */
  int nfinal = 0;
  for (int i = 0; i < nrows; i++) {
    bool first = true;
    for (int j = 0; j < i; j++) {
      if (!strcmp(rows[i].final, rows[j].final)) first = false;
      if (rows[i].src_ops && rows[j].src_ops && !strcmp(rows[i].src_ops, rows[j].src_ops))
        TVF_CHECK_STREQ(rows[i].final, rows[j].final);
    }
    nfinal += first;
  }
  printf("exec triage: %d planted rows -> %d final signature(s); triage %.1f s\n", nrows, nfinal, triage_s);
  for (int i = 0; i < nrows; i++) {
    free(rows[i].dir);
    free(rows[i].src_ops);
  }
  free(pipeline);
}

/* math.ceil's zero sign lost by math-expand-ops (docs/BUGS.md #13), among
 * ops the reducer should strip. */
static const char *CEIL_PROGRAM =
    "#id = affine_map<(d0) -> (d0)>\n"
    "func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
    "  %e = tensor.empty() : tensor<4xf32>\n"
    "  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\"]}\n"
    "      ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {\n"
    "  ^bb0(%a: f32, %b: f32, %o: f32):\n"
    "    %m = arith.mulf %a, %b : f32\n"
    "    %c = math.ceil %m : f32\n"
    "    linalg.yield %c : f32\n"
    "  } -> tensor<4xf32>\n"
    "  %q = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\"]}\n"
    "      ins(%r, %y : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {\n"
    "  ^bb0(%a: f32, %b: f32, %o: f32):\n"
    "    %n = arith.negf %b : f32\n"
    "    %t = arith.maximumf %n, %a : f32\n"
    "    linalg.yield %t : f32\n"
    "  } -> tensor<4xf32>\n"
    "  return %r, %q : tensor<4xf32>, tensor<4xf32>\n"
    "}\n";

/* Part 6: a real pass. The store row is recorded the way a campaign records
 * it (fuzz/campaign/store.h; provisional signature of the execution outcome). */
static void real_pass(const char *tvfuzz, const char *out, MlirxSession *s, ExecEngine *x) {
  char cmd[8400], path[8400];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", out);
  TVF_CHECK(system(cmd) == 0);
  Diag d;
  diag_init(&d);
  ReduceJob j;
  reduce_job_init(&j);
  j.text = CEIL_PROGRAM;
  j.len = strlen(CEIL_PROGRAM);
  j.ic.pipeline = "builtin.module(func.func(math-expand-ops))";
  j.ic.exec = x;
  j.ic.kind = "exec-mismatch";
  j.no_reduce = true;
  TVF_CHECK_EQ_INT(reduce_job_run(s, &j, &d), TVF_OK);
  TVF_CHECK_STREQ(j.original.pass, "math-expand-ops");
  Store *st = store_open(out, &d);
  TVF_CHECK_MSG(st != NULL, "%s", d.msg);
  if (!st) {
    reduce_job_free(&j);
    return;
  }
  Finding f = {0};
  f.signature = j.provisional_sig;
  f.kind = j.original.kind;
  f.pass = j.original.pass;
  f.pipeline = j.pipeline;
  f.verdict = j.original.kind;
  f.stage = "exec";
  f.detail = j.original.detail;
  f.program = CEIL_PROGRAM;
  f.report = j.original.report;
  bool is_new = false;
  TVF_CHECK_EQ_INT(store_record_finding(st, &f, &is_new, &d), TVF_OK);
  store_close(st);
  char sig[17];
  snprintf(sig, sizeof sig, "%s", j.provisional_sig);
  reduce_job_free(&j);
  TriageOptions o;
  triage_options_default(&o);
  o.dir = out;
  o.max_tests = 400;
  TriageSummary ts;
  uint64_t t0 = tvf_now_ns();
  TVF_CHECK_EQ_INT(triage_run(&o, &ts, &d), TVF_OK);
  double triage_s = tvf_ms_since(t0) / 1000.0;
  /* math-expand-ops' ceil expansion is docs/BUGS.md #13, found by the
   * validator; its execution finding has the same root cause, so it is known */
  TVF_CHECK_EQ_INT(ts.confirmed, 0);
  TVF_CHECK_EQ_INT(ts.known, 1);
  KV k = {0};
  snprintf(path, sizeof path, "%s/findings/%s/triage.txt", out, sig);
  TVF_CHECK_MSG(kv_read(&k, path), "cannot read %s", path);
  printf("real pass: %s -> %s: %s at %s, ops %s -> %s, %s tests, %.1f s\n  how: %s\n  blame: %s (%s: %s)\n",
         sig, kv_get(&k, "final_signature"), kv_get(&k, "kind"), kv_get(&k, "pass"), kv_get(&k, "ops_before"),
         kv_get(&k, "ops_after"), kv_get(&k, "tests"), triage_s, kv_get(&k, "how"), kv_get(&k, "blame"),
         kv_get(&k, "validator_verdict"), kv_get(&k, "validator_note"));
  TVF_CHECK_STREQ(kv_get(&k, "status"), "confirmed");
  TVF_CHECK_STREQ(kv_get(&k, "class"), "known");
  TVF_CHECK_STREQ(kv_get(&k, "known_entry"), "13");
  TVF_CHECK_STREQ(kv_get(&k, "pass"), "math-expand-ops");
  TVF_CHECK_CONTAINS(kv_get(&k, "how"), "mlir-opt-22");
  TVF_CHECK(kv_get_long(&k, "ops_after") <= MAX_OPS &&
            kv_get_long(&k, "ops_after") < kv_get_long(&k, "ops_before"));
  TVF_CHECK_CONTAINS(kv_get(&k, "src_ops"), "math.ceil");
  TVF_CHECK_STREQ(kv_get(&k, "blame"), "validator-too");
  snprintf(path, sizeof path, "%s/reports/%s.md", out, kv_get(&k, "final_signature"));
  char *md = sb_read_file(path);
  TVF_CHECK_MSG(md != NULL, "no report %s", path);
  if (md) {
    TVF_CHECK_CONTAINS(md, "`math-expand-ops`");
    TVF_CHECK_CONTAINS(md, "The validator confirms the blame");
    TVF_CHECK_CONTAINS(md, kv_get(&k, "exec_expected"));
    TVF_CHECK_CONTAINS(md, kv_get(&k, "exec_actual"));
    TVF_CHECK_CONTAINS(md, "mlir-opt-22 --pass-pipeline=");
  }
  free(md);
  snprintf(cmd, sizeof cmd, "TVFUZZ='%s' sh '%s/reports/%s.repro.sh' > '%s/repro.log' 2>&1", tvfuzz, out,
           kv_get(&k, "final_signature"), out);
  int rc = system(cmd);
  TVF_CHECK_MSG(rc == 0, "repro.sh exited with %d (log: %s/repro.log)", rc, out);
  kv_free(&k);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: test_exec_triage TVFUZZ OUTDIR\n");
    return 64;
  }
  /* The reproducer scripts cd to their directory. */
  char *tvfuzz = realpath(argv[1], NULL);
  TVF_CHECK_MSG(tvfuzz != NULL, "%s: not found", argv[1]);
  if (!tvfuzz) return tvf_test_report("exec-triage");
  char a[4096], b[4096];
  snprintf(a, sizeof a, "%s/planted", argv[2]);
  snprintf(b, sizeof b, "%s/real", argv[2]);
  mkdir(argv[2], 0777);
  /* One session and one execution engine for this process's own checks
   * (triage_run makes its own, as tvfuzz triage does). */
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  TVF_CHECK_MSG(s != NULL, "%s", d.msg);
  ExecEngine *x = s ? exec_engine_create(s, NULL, &d) : NULL;
  TVF_CHECK_MSG(x != NULL, "%s", d.msg);
  if (x) {
    planted_from_campaign(tvfuzz, a, s, x);
    real_pass(tvfuzz, b, s, x);
  }
  exec_engine_destroy(x);
  mlirx_session_destroy(s);
  free(tvfuzz);
  return tvf_test_report("exec-triage");
}
