/*
 * cmd_reduce.c: `tvfuzz reduce`: minimise a program while it keeps the same
 * finding (same kind, pass, stage or normalised diagnostic), and
 * `tvfuzz reduce --interestingness-test`, the same oracle as a test script
 * for mlir-reduce.
 *
 * Exit codes (normal mode): 0 reduced program written; 3 the original is
 * not interesting (nothing written; the message says how to reproduce);
 * 5 FILE cannot be read, parsed or verified (one "FILE:LINE:COL: reason"
 * line on stderr); 64 usage; 70 internal error.
 * Exit codes (--interestingness-test, mlir-reduce's convention, see
 * mlir/lib/Reducer/Tester.cpp and docs/Tools/mlir-reduce.md): 1 interesting,
 * 0 not interesting. Errors, including a candidate that cannot be read or
 * parsed, count as "not interesting" (exit 0) so that a broken candidate is
 * never kept; usage errors exit 64.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pipeline.h"
#include "tools/cli.h"
#include "triage/interest.h"
#include "triage/job.h"
#include "triage/plant.h"
#include "triage/signature.h"

#define REDUCE_EXIT_NOT_INTERESTING 3

static void usage(void) {
  printf("usage: tvfuzz reduce FILE --pipeline P [options] [-o OUT]\n"
         "       tvfuzz reduce --interestingness-test --pipeline P [--pass NAME] [--kind K] [--signature "
         "SIG] FILE\n"
         "       tvfuzz reduce --list-passes\n"
         "\n"
         "Reduces FILE while it shows the same finding: the same kind at the same pass with the same\n"
         "failing stage (miscompiles) or the same normalised diagnostic (crashes, failures).\n"
         "\n"
         "  --pipeline P          preset name or pass pipeline text (required)\n"
         "  --pass NAME           blame this step (short name or element); default: the first bad step\n"
         "  --kind K              miscompile|inconclusive|crash|pass-failure|invalid-ir|timeout, or an\n"
         "                        execution finding exec-mismatch|exec-crash|exec-timeout|exec-oom (the\n"
         "                        execution oracle of tvfuzz exec judges candidates, blamed by bisection)\n"
         "  -o OUT                write the reduced program here (default: stdout)\n"
         "  --max-tests N         oracle calls budget (default 3000)\n"
         "  --max-seconds S       wall-clock budget (default 900)\n"
         "  --fp=abstract|exact   validator FP domain; --fp-policy=spec|strict|reassoc; --timeout-ms N\n"
         "  --no-slippage-guard   accept candidates whose mismatch path has new op kinds\n"
         "  --only PASS           run only this reduction pass (debugging)\n"
         "  --plant NAME          append a planted-bug pass to the pipeline (testing triage; see\n"
         "                        --list-plants)\n"
         "  -v, -vv               log accepted edits / every candidate to stderr\n"
         "\n"
         "Exit: 0 reduced; 3 the original is not interesting; 5 FILE cannot be read, parsed or verified;\n"
         "64 usage; 70 error.\n"
         "--interestingness-test exits 1 when FILE is interesting and 0 otherwise (mlir-reduce's\n"
         "convention), e.g.\n"
         "  printf '#!/bin/sh\\nexec tvfuzz reduce --interestingness-test --pipeline P --pass X --kind K "
         "\"$1\"\\n' > t.sh\n"
         "  mlir-reduce-22 prog.mlir --reduction-tree='traversal-mode=0 test=t.sh'\n");
}

typedef struct PlantHook {
  const char *plants[8];
  int n;
} PlantHook;

static void plant_setup(PipeRunner *r, void *user) {
  PlantHook *h = user;
  Diag d;
  diag_init(&d);
  for (int i = 0; i < h->n; i++)
    if (plant_insert(r, h->plants[i], -1, &d) != TVF_OK) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
}

static const char *known_kinds[] = {"miscompile", "inconclusive",  "crash",      "pass-failure", "invalid-ir",
                                    "timeout",    "exec-mismatch", "exec-crash", "exec-timeout", "exec-oom"};

/* Execution findings are judged by the execution oracle (triage/interest.h,
 * execution mode): one engine in the session. NULL for other kinds. */
static ExecEngine *exec_for_kind(MlirxSession *s, const char *kind) {
  if (!sig_kind_is_exec(kind)) return NULL;
  Diag d;
  diag_init(&d);
  ExecEngine *x = exec_engine_create(s, NULL, &d);
  if (!x) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  return x;
}

static void check_kind(const char *k) {
  for (size_t i = 0; i < sizeof known_kinds / sizeof known_kinds[0]; i++)
    if (!strcmp(k, known_kinds[i])) return;
  cli_die(CLI_EXIT_USAGE, "--kind: unknown kind '%s'", k);
}

/* mlir-reduce interestingness-test mode. */
static int interestingness(const char *file, InterestConfig *ic, const char *want_sig) {
  StrBuf text = STRBUF_INIT;
  char err[512];
  if (!cli_read_file(file, &text, err, sizeof err)) {
    cli_input_error(file, err);
    return 0; /* not interesting (mlir-reduce's convention) */
  }
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) return 0;
  ic->exec = exec_for_kind(s, ic->kind);
  Interest *it = interest_create(s, ic, &d);
  if (!it) {
    fprintf(stderr, "tvfuzz reduce: %s\n", d.msg);
    return 0;
  }
  Outcome o;
  int rc = 0;
  if (interest_evaluate(it, sb_cstr(&text), text.len, &o, &d) == TVF_OK && o.kind[0]) {
    if (want_sig) {
      char sig[17];
      outcome_signature(&o, job_policy_name(&ic->vopt), NULL, false, sig);
      rc = !strcmp(sig, want_sig);
    } else {
      rc = 1;
    }
    fprintf(stderr, "tvfuzz reduce: %s: %s at %s%s%s\n", file, o.kind, o.pass, rc ? "" : " (other signature)",
            rc ? ": interesting" : "");
  } else {
    fprintf(stderr, "tvfuzz reduce: %s: not interesting: %s\n", file, o.detail[0] ? o.detail : d.msg);
  }
  outcome_free(&o);
  interest_destroy(it);
  exec_engine_destroy(ic->exec);
  mlirx_session_destroy(s);
  sb_free(&text);
  return rc;
}

static void print_stats(const ReduceJob *j) {
  const ReduceStats *st = &j->stats;
  fprintf(
      stderr,
      "tvfuzz reduce: %s at %s%s%s: ops %ld -> %ld, constants %ld -> %ld, elements %ld -> %ld, bytes %ld -> "
      "%ld\n"
      "  %ld oracle tests (%ld interesting, %ld invalid candidates, %ld cache hits), %ld rounds, %.1f s%s\n",
      j->reduced.kind, j->reduced.pass, j->reduced.stage[0] ? ", stage " : "", j->reduced.stage,
      st->before.ops, st->after.ops, st->before.consts, st->after.consts, st->before.elems, st->after.elems,
      st->before.bytes, st->after.bytes, st->tests, st->interesting, st->invalid, st->cache_hits, st->rounds,
      st->seconds, st->budget_exhausted ? " (budget exhausted)" : "");
  for (int i = 0; i < st->npasses; i++) {
    const RedPassStats *p = &st->passes[i];
    if (!p->tried) continue;
    fprintf(stderr, "    %-14s tried %4ld accepted %3ld invalid %4ld not-smaller %4ld cached %4ld%s\n",
            p->name, p->tried, p->accepted, p->invalid, p->not_smaller, p->cached,
            p->bugs ? "  PASS BUG" : "");
  }
  if (st->pass_bugs)
    fprintf(stderr, "  reducer pass bugs: %ld (first: %s)\n", st->pass_bugs, st->first_pass_bug);
  fprintf(stderr, "  signature: provisional %s, final %s%s%s\n", j->provisional_sig, j->final_sig,
          j->fp[0] ? ", fp " : "", j->fp);
}

int cmd_reduce(int argc, char **argv) {
  cli_cmd = "reduce";
  ReduceJob j;
  reduce_job_init(&j);
  const char *file = NULL, *outp = NULL, *itest = NULL, *want_sig = NULL;
  PlantHook hook = {{0}, 0};
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if (!strcmp(argv[i], "--list-passes")) {
      reduce_print_pass_table(stdout);
      return 0;
    } else if (!strcmp(argv[i], "--list-plants")) {
      for (int k = 0; k < plant_count(); k++)
        printf("%-18s %s\n", plant_name(k), plant_summary(k));
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--pipeline"))) {
      j.ic.pipeline = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--pass"))) {
      j.ic.pass = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--kind"))) {
      check_kind(v);
      j.ic.kind = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "-o"))) {
      outp = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--max-tests"))) {
      j.ro.max_tests = (long)cli_parse_ulong("--max-tests", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--max-seconds"))) {
      j.ro.max_seconds = (double)cli_parse_ulong("--max-seconds", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp"))) {
      if (!validate_parse_fp(v, &j.ic.vopt)) cli_die(CLI_EXIT_USAGE, "--fp: expected abstract or exact");
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp-policy"))) {
      if (!validate_parse_policy(v, &j.ic.vopt))
        cli_die(CLI_EXIT_USAGE, "--fp-policy: expected spec, strict or reassoc");
    } else if ((v = cli_opt_value(argc, argv, &i, "--timeout-ms"))) {
      j.ic.vopt.timeout_ms = j.ic.vopt.tv.timeout_ms = (unsigned)cli_parse_ulong("--timeout-ms", v);
    } else if (!strcmp(argv[i], "--no-slippage-guard")) {
      j.ic.slippage_guard = false;
    } else if ((v = cli_opt_value(argc, argv, &i, "--only"))) {
      if (!red_pass_find(v))
        cli_die(CLI_EXIT_USAGE, "--only: unknown reduction pass '%s' (see --list-passes)", v);
      j.ro.only = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--plant"))) {
      if (!plant_exists(v))
        cli_die(CLI_EXIT_USAGE, "--plant: unknown planted bug '%s' (see --list-plants)", v);
      if (hook.n < 8) hook.plants[hook.n++] = v;
    } else if (!strcmp(argv[i], "--interestingness-test")) {
      itest = "yes";
    } else if ((v = cli_opt_value(argc, argv, &i, "--signature"))) {
      want_sig = v;
    } else if (!strcmp(argv[i], "-v")) {
      j.ro.verbose = 1;
    } else if (!strcmp(argv[i], "-vv")) {
      j.ro.verbose = 2;
    } else if (argv[i][0] == '-') {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz reduce --help)", argv[i]);
    } else if (!file) {
      file = argv[i];
    } else {
      cli_die(CLI_EXIT_USAGE, "more than one input file");
    }
  }
  if (hook.n) {
    j.ic.setup_runner = plant_setup;
    j.ic.user = &hook;
  }
  if (!j.ic.pipeline) cli_die(CLI_EXIT_USAGE, "--pipeline is required (a preset name or a pass pipeline)");
  if (itest) {
    if (!file) cli_die(CLI_EXIT_USAGE, "--interestingness-test needs the candidate file");
    return interestingness(file, &j.ic, want_sig);
  }
  if (!file) cli_die(CLI_EXIT_USAGE, "no input file (see tvfuzz reduce --help)");
  StrBuf text = STRBUF_INIT;
  if (!cli_load_file(file, &text)) return CLI_EXIT_INPUT;
  j.text = sb_cstr(&text);
  j.len = text.len;
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  if (!cli_check_mlir(s, file, j.text, j.len)) {
    mlirx_session_destroy(s);
    sb_free(&text);
    return CLI_EXIT_INPUT;
  }
  j.ic.exec = exec_for_kind(s, j.ic.kind);
  TvfStatus st = reduce_job_run(s, &j, &d);
  if (st == TVF_EINPUT) {
    fprintf(stderr,
            "tvfuzz reduce: cannot start: %s\n"
            "  The reducer keeps only candidates that show the same finding as the original, so the\n"
            "  original must show it. Reproduce what the pipeline does with:\n"
            "    tvfuzz opt %s --passes '%s'%s\n"
            "    mlir-opt-22 --pass-pipeline='%s' %s\n",
            d.msg, file, j.pipeline[0] ? j.pipeline : j.ic.pipeline,
            hook.n ? "   (without the planted pass)" : "", j.pipeline[0] ? j.pipeline : j.ic.pipeline, file);
    reduce_job_free(&j);
    exec_engine_destroy(j.ic.exec);
    mlirx_session_destroy(s);
    sb_free(&text);
    return REDUCE_EXIT_NOT_INTERESTING;
  }
  if (st != TVF_OK) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  StrBuf o = STRBUF_INIT;
  sb_printf(&o,
            "// Reduced by tvfuzz reduce %s from %s: %s at pass %s%s%s.\n"
            "// PIPELINE: %s\n// PASS: %s\n// KIND: %s\n// SIGNATURE: %s\n",
            TVF_VERSION, file, j.reduced.kind, j.reduced.pass, j.reduced.stage[0] ? ", stage " : "",
            j.reduced.stage, j.pipeline, j.reduced.element, j.reduced.kind, j.final_sig);
  if (j.reduced.detail[0]) sb_printf(&o, "// DETAIL: %.300s\n", j.reduced.detail);
  sb_append(&o, j.reduced_text.data, j.reduced_text.len);
  if (o.len && o.data[o.len - 1] != '\n') sb_putc(&o, '\n');
  if (outp) {
    if (!cli_write_file(outp, o.data, o.len)) cli_die(CLI_EXIT_ERROR, "cannot write '%s'", outp);
  } else {
    fwrite(o.data, 1, o.len, stdout);
  }
  print_stats(&j);
  sb_free(&o);
  reduce_job_free(&j);
  exec_engine_destroy(j.ic.exec);
  mlirx_session_destroy(s);
  sb_free(&text);
  return 0;
}
