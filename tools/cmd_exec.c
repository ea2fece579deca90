/*
 * cmd_exec.c: `tvfuzz exec FILE... [--preset P | --passes PIPE]`: the
 * execution oracle (exec/exec.h) from the command line.
 *
 * Each file goes through the pipeline (the pipeline runner, crash-isolated,
 * with snapshots); the final IR is lowered with the fixed lowering,
 * JIT-compiled and run on the screening inputs, and compared with the
 * interpreter's run of the file itself. On a finding the snapshots are
 * bisected to the pass. Exit: 0 every file matched (or could not be
 * checked: the line says why), 1 a finding (exec-mismatch, exec-crash, ...,
 * or the pipeline itself failed), 5 an input could not be read or parsed,
 * 64 usage, 70 internal error. `--plant NAME` appends a planted test pass
 * (triage/plant.h) to the pipeline: the reproducer scripts `tvfuzz triage`
 * writes for findings of planted passes use it.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec/exec.h"
#include "mlirx/pipeline.h"
#include "tools/cli.h"
#include "triage/lit.h"
#include "triage/plant.h"

static void usage(void) {
  printf(
      "usage: tvfuzz exec FILE... [--preset NAME | --passes PIPELINE] [options]\n"
      "\n"
      "Runs the pipeline on each file, compiles the final IR to native code (fixed lowering,\n"
      "MLIR ExecutionEngine, -O2), runs it on special-value and random inputs, and compares\n"
      "the outputs with the reference interpreter's run of the file. A difference is an\n"
      "exec-mismatch; the pipeline's snapshots are then run to find the first pass that\n"
      "shows it.\n"
      "\n"
      "  --preset NAME      a pipeline preset (default tosa-lowering)\n"
      "  --passes P         a textual pipeline instead; --passes '' runs no pipeline\n"
      "  --inputs N         input vectors per program (default 40)\n"
      "  --ulp N            tolerance for approximate (libm) elements (default %d)\n"
      "  --no-bisect        do not bisect findings\n"
      "  --plant NAME       append a planted test pass to the pipeline (triage self-tests; see\n"
      "                     tvfuzz reduce --list-plants)\n"
      "  --wall-ms N        budget per compiled program (default 20000)\n"
      "  --mem-mb N         address-space limit of the compiled program (default 4096)\n"
      "  --quiet            one line per file\n"
      "  --lit PATH         (one FILE) write the finding as an llvm-lit test to PATH: the program\n"
      "                     with a driver that prints the failing input's results, RUN lines up to\n"
      "                     the blamed pass, CHECK lines with the expected values, XFAIL (docs/TRIAGE.md)\n"
      "\n"
      "Exit: 0 no findings; 1 findings; 5 an input could not be read or parsed; 64 usage;\n"
      "70 internal error.\n",
      EXEC_ULP_TOL);
}

/* The leading comment lines of a test file that describe the bug (not the
 * tvfuzz directives), for the lit test's header. */
static void lit_header(const char *text, StrBuf *out) {
  static const char *const directives[] = {"PIPELINE:",     "EXPECT", "VERDICT:",      "TV-ARGS:", "DOMAINS:",
                                           "SKIP-IDENTITY", "ALLOW:", "CHECK-FAILED:", "LEVEL",    "XFAIL:"};
  for (const char *p = text; p && !strncmp(p, "//", 2);) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p + 1) : strlen(p);
    const char *body = p + 2;
    while (*body == ' ')
      body++;
    bool directive = false;
    for (size_t k = 0; k < sizeof directives / sizeof *directives; k++)
      if (!strncmp(body, directives[k], strlen(directives[k]))) directive = true;
    if (!directive) sb_append(out, p, n);
    if (!nl) break;
    p = nl + 1;
  }
}

/* --lit: the finding of this run as an llvm-lit test (triage/lit.h). */
static void write_lit(MlirxSession *s, const char *text, const char *pipeline, const PipeResult *pr,
                      const char *failed_step, const ExecCheck *c, const char *path, const char *file) {
  StrBuf header = STRBUF_INIT, lit = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  lit_header(text, &header);
  if (lit_from_run(s, text, pipeline, pr, failed_step, c, sb_cstr(&header), &lit, &d) != TVF_OK) {
    fprintf(stderr, "tvfuzz exec: %s: --%s\n", file, d.msg);
  } else {
    if (!sb_write_file(path, sb_cstr(&lit))) cli_die(CLI_EXIT_ERROR, "--lit: cannot write %s", path);
    fprintf(stderr, "tvfuzz exec: lit test written to %s\n", path);
  }
  sb_free(&header);
  sb_free(&lit);
}

int cmd_exec(int argc, char **argv) {
  cli_cmd = "exec";
  const char *pipeline = "tosa-lowering";
  const char **files = calloc((size_t)argc + 1, sizeof *files);
  int nfiles = 0;
  bool quiet = false;
  const char *lit_path = NULL;
  const char *plants[8];
  int nplants = 0;
  ExecOptions eo;
  exec_options_default(&eo);
  ExecCheckOptions co;
  exec_check_options_default(&co);
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      free(files);
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--passes")) ||
               (v = cli_opt_value(argc, argv, &i, "--preset"))) {
      pipeline = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--inputs"))) {
      co.ninputs = (int)cli_parse_ulong("--inputs", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--ulp"))) {
      co.ulp_tol = (int)cli_parse_ulong("--ulp", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--wall-ms"))) {
      eo.wall_ms = (unsigned)cli_parse_ulong("--wall-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--mem-mb"))) {
      eo.mem_mb = cli_parse_ulong("--mem-mb", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--plant"))) {
      if (!plant_exists(v))
        cli_die(CLI_EXIT_USAGE, "--plant: unknown planted bug '%s' (see tvfuzz reduce --list-plants)", v);
      if (nplants < 8) plants[nplants++] = v;
    } else if (!strcmp(argv[i], "--no-bisect")) {
      co.bisect = false;
    } else if (!strcmp(argv[i], "--quiet")) {
      quiet = true;
    } else if ((v = cli_opt_value(argc, argv, &i, "--lit"))) {
      lit_path = v;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz exec --help)", argv[i]);
    } else {
      files[nfiles++] = argv[i];
    }
  }
  if (nfiles == 0) cli_die(CLI_EXIT_USAGE, "no input files (see tvfuzz exec --help)");
  if (lit_path && nfiles != 1) cli_die(CLI_EXIT_USAGE, "--lit takes exactly one FILE");
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  PipeRunner *r = NULL;
  if (pipeline[0]) {
    PipeOptions po;
    pipe_options_default(&po);
    po.snapshots = true;
    r = pipe_runner_create(s, pipeline, &po, &d);
    if (!r) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
  }
  if (nplants && !r) cli_die(CLI_EXIT_USAGE, "--plant needs a pipeline (not --passes '')");
  for (int i = 0; i < nplants; i++)
    if (plant_insert(r, plants[i], -1, &d) != TVF_OK) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
  ExecEngine *x = exec_engine_create(s, &eo, &d);
  if (!x) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  int rc = CLI_EXIT_OK;
  for (int f = 0; f < nfiles; f++) {
    StrBuf text = STRBUF_INIT;
    if (!cli_load_mlir(s, files[f], &text)) {
      if (rc == CLI_EXIT_OK || rc == CLI_EXIT_FINDINGS) rc = CLI_EXIT_INPUT;
      sb_free(&text);
      continue;
    }
    PipeResult pr;
    memset(&pr, 0, sizeof pr);
    bool have_pr = false;
    if (r) {
      if (pipe_runner_run(r, text.data, text.len, files[f], &pr, &d) != TVF_OK)
        cli_die(CLI_EXIT_ERROR, "%s", d.msg);
      have_pr = true;
      pipe_result_check_roundtrip(s, &pr);
      if (pr.worst != STEP_OK) {
        const PipeStep *ps = pr.failed_step >= 0 ? pipe_runner_step(r, pr.failed_step) : NULL;
        printf("%s: pipeline %s at %s: %s\n", files[f], step_status_name(pr.worst), ps ? ps->name : "?",
               pr.failed_step >= 0 && pr.steps[pr.failed_step].diag ? pr.steps[pr.failed_step].diag : "");
        if (rc == CLI_EXIT_OK) rc = CLI_EXIT_FINDINGS;
        if (lit_path) write_lit(s, text.data, pipeline, &pr, ps ? ps->name : NULL, NULL, lit_path, files[f]);
        pipe_result_free(&pr);
        sb_free(&text);
        continue;
      }
    }
    Arena a;
    arena_init(&a, 1 << 16);
    ExecCheck c;
    if (exec_check(x, text.data, text.len, files[f], have_pr ? &pr : NULL, r, &co, &a, &c, &d) != TVF_OK)
      cli_die(CLI_EXIT_ERROR, "%s", d.msg);
    if (quiet) {
      printf("%s: %s%s%s (compile %.0f ms, run %.3f ms)\n", files[f],
             c.outcome == EXO_MATCH     ? "match"
             : c.outcome == EXO_FINDING ? c.kind
                                        : "skipped",
             c.outcome == EXO_MATCH ? "" : ": ", c.outcome == EXO_MATCH ? "" : c.msg,
             c.final.lower_ms + c.final.jit_ms, c.final.run_ms);
      if (c.bisected) printf("  blamed: %s\n", c.blamed_pass);
    } else {
      StrBuf o = STRBUF_INIT;
      exec_check_print(&c, &o);
      printf("%s: %s", files[f], sb_cstr(&o));
      sb_free(&o);
    }
    if (c.outcome == EXO_FINDING && rc == CLI_EXIT_OK) rc = CLI_EXIT_FINDINGS;
    if (lit_path && c.outcome == EXO_FINDING)
      write_lit(s, text.data, pipeline, have_pr ? &pr : NULL, NULL, &c, lit_path, files[f]);
    arena_destroy(&a);
    if (have_pr) pipe_result_free(&pr);
    sb_free(&text);
  }
  exec_engine_destroy(x);
  pipe_runner_destroy(r);
  mlirx_session_destroy(s);
  free(files);
  return rc;
}
