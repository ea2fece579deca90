/*
 * cmd_opt.c: `tvfuzz opt FILE... --passes P | --preset NAME [--dump-pairs DIR]`
 *
 * Runs a pipeline pass by pass over each file (in a crash-isolated fork
 * server by default), prints one line per pass (pass, changed, ms, status,
 * verdict), validates every pass that changed the IR when the validator is
 * built in, writes pair files for changed passes on request, and reports
 * pass failures, invalid IR, crashes and timeouts as findings. Exit status:
 * 0 no findings, 1 findings, 5 an input file could not be read, parsed or
 * verified (one "FILE:LINE:COL: reason" line on stderr each; the other files
 * still run), 64 usage error (also a pipeline that does not parse), 70
 * internal error. When several apply: 70, then 5, then 1.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pair.h"
#include "mlirx/pipeline.h"
#include "mlirx/pair_validate.h"
#include "tools/cli.h"

static void usage(void) {
  printf("usage: tvfuzz opt FILE... (--passes PIPELINE | --preset NAME) [options]\n"
         "       tvfuzz opt --list-presets\n"
         "\n"
         "Runs an MLIR pass pipeline one pass at a time, verifying and snapshotting the IR after\n"
         "every pass, and validates each pass that changed the IR.\n"
         "\n"
         "  --passes P         textual pipeline as mlir-opt's --pass-pipeline accepts it\n"
         "  --preset NAME      a preset (see --list-presets); default tosa-lowering\n"
         "  --dump-pairs DIR   write DIR/NN-PASS.srctgt.mlir for every pass that changed the IR\n"
         "  --no-validate      do not run the translation validator on changed passes\n"
         "  --fp=abstract|exact  FP domain for validation (default abstract)\n"
         "  --oracle=fast|fast-decompose|baseline  fast (default): concrete screening, tuned\n"
         "                     solver, pair budget; fast-decompose: also query decomposition;\n"
         "                     baseline: the solver alone\n"
         "  --timeout-ms N     solver budget per query (default 10000)\n"
         "  --wall-ms N        wall-clock budget per program for the pipeline (default 20000)\n"
         "  --mem-mb N         address-space limit of the pipeline process (default 4096)\n"
         "  --no-isolation     run passes in this process (no crash isolation)\n"
         "  --quiet            print only the per-file summary lines and findings\n"
         "\n"
         "Exit: 0 no findings; 1 findings; 5 an input could not be read, parsed or verified;\n"
         "64 usage; 70 internal error.\n");
}

static void list_presets(void) {
  for (int i = 0; i < pipe_num_presets(); i++) {
    const PipePreset *p = pipe_preset(i);
    printf("%-14s %s\n  %s\n", p->name, p->summary, p->pipeline);
  }
}

/* "func.func(canonicalize{...})" -> "canonicalize" safe for file names. */
static void file_safe(const char *name, char *out, size_t n) {
  size_t j = 0;
  for (size_t i = 0; name[i] && j + 1 < n; i++) {
    char c = name[i];
    out[j++] = (c == '/' || c == ' ' || c == '{' || c == '}' || c == '(' || c == ')' || c == '=') ? '_' : c;
  }
  out[j] = 0;
}

static const char *stem_of(const char *path, char *buf, size_t n) {
  const char *b = strrchr(path, '/');
  b = b ? b + 1 : path;
  snprintf(buf, n, "%s", b);
  char *dot = strstr(buf, ".mlir");
  if (dot) *dot = 0;
  return buf;
}

int cmd_opt(int argc, char **argv) {
  cli_cmd = "opt";
  const char *pipeline = NULL, *dump = NULL;
  bool quiet = false, validate = true;
  ValidateOptions vo;
  validate_options_default(&vo);
  PipeOptions po;
  pipe_options_default(&po);
  const char **files = calloc((size_t)argc, sizeof(char *));
  int nfiles = 0;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if (!strcmp(argv[i], "--list-presets")) {
      list_presets();
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--passes")) ||
               (v = cli_opt_value(argc, argv, &i, "--preset"))) {
      pipeline = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--dump-pairs"))) {
      dump = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--oracle"))) {
      if (!validate_parse_oracle(v, &vo))
        cli_die(CLI_EXIT_USAGE, "--oracle: expected fast, fast-decompose or baseline, got '%s'", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp"))) {
      if (!validate_parse_fp(v, &vo))
        cli_die(CLI_EXIT_USAGE, "--fp: expected abstract or exact, got '%s'", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--timeout-ms"))) {
      vo.timeout_ms = (unsigned)cli_parse_ulong("--timeout-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--wall-ms"))) {
      po.wall_ms = (unsigned)cli_parse_ulong("--wall-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--mem-mb"))) {
      po.mem_mb = cli_parse_ulong("--mem-mb", v);
    } else if (!strcmp(argv[i], "--no-isolation")) {
      po.isolation = PIPE_ISOLATE_NONE;
    } else if (!strcmp(argv[i], "--no-validate")) {
      validate = false;
    } else if (!strcmp(argv[i], "--quiet")) {
      quiet = true;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz opt --help)", argv[i]);
    } else {
      files[nfiles++] = argv[i];
    }
  }
  if (!nfiles) cli_die(CLI_EXIT_USAGE, "no input file (see tvfuzz opt --help)");
  if (!pipeline) pipeline = "tosa-lowering";
  validate = validate && validate_available();

  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  PipeRunner *r = pipe_runner_create(s, pipeline, &po, &d);
  if (!r) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
  if (dump && !cli_mkdirs(dump)) cli_die(CLI_EXIT_ERROR, "cannot create directory '%s'", dump);
  Validator *val = validate ? validator_create(s, &vo) : NULL;

  long nfindings = 0, nchanged = 0, nsteps_run = 0, nparsed = 0, nvalidated = 0, ninvalid = 0, nerrors = 0;
  long verdicts[16] = {0};
  uint64_t t0 = tvf_now_ns();
  for (int f = 0; f < nfiles; f++) {
    StrBuf text = STRBUF_INIT;
    if (!cli_load_file(files[f], &text)) {
      ninvalid++;
      sb_free(&text);
      continue;
    }
    PipeResult res;
    if (pipe_runner_run(r, sb_cstr(&text), text.len, files[f], &res, &d) != TVF_OK) {
      fprintf(stderr, "tvfuzz opt: %s: %s\n", files[f], d.msg);
      nerrors++;
      sb_free(&text);
      continue;
    }
    if (res.parse_status == TVF_EINPUT) {
      /* The parser (in the isolated pipeline process) rejected the input. */
      cli_input_error(files[f], res.parse_error);
      ninvalid++;
      pipe_result_free(&res);
      sb_free(&text);
      continue;
    }
    if (res.parse_status != TVF_OK) {
      /* Parsing or verifying crashed MLIR: a finding, not a bad input. */
      printf("%s: crash: %s\n", files[f], res.parse_error);
      nfindings++;
      pipe_result_free(&res);
      sb_free(&text);
      continue;
    }
    nparsed++;
    if (!quiet) {
      printf("%s  (%s, %d passes)\n", files[f], pipeline, res.nsteps);
      printf("  %3s  %-34s %-7s %9s  %-12s %s\n", "#", "pass", "changed", "ms", "status", "verdict");
    }
    char dir[4096];
    if (dump) {
      char stem[512];
      if (nfiles > 1)
        snprintf(dir, sizeof dir, "%s/%s", dump, stem_of(files[f], stem, sizeof stem));
      else
        snprintf(dir, sizeof dir, "%s", dump);
      cli_mkdirs(dir);
    }
    for (int i = 0; i < res.nsteps; i++) {
      StepResult *sr = &res.steps[i];
      const PipeStep *ps = pipe_runner_step(r, i);
      if (sr->status == STEP_NOT_RUN) break;
      nsteps_run++;
      if (sr->changed) nchanged++;
      char verdict[1400] = "-";
      StrBuf pair = STRBUF_INIT;
      if (sr->changed && sr->before && sr->after && sr->status == STEP_OK) {
        PairHeader h = {ps->element, pipe_runner_expanded(r), i, files[f]};
        if (mlirx_make_pair(s, sr->before, sr->after, &h, &pair, &d) != TVF_OK) {
          snprintf(verdict, sizeof verdict, "invalid-ir (round trip: %s)", d.msg);
          printf("  FINDING invalid-ir %s: the IR printed after this pass does not parse back: %s\n",
                 ps->name, d.msg);
          nfindings++;
        } else {
          if (dump) {
            char name[256], path[4600];
            file_safe(ps->name, name, sizeof name);
            snprintf(path, sizeof path, "%s/%02d-%s.srctgt.mlir", dir, i, name);
            if (!cli_write_file(path, sb_cstr(&pair), pair.len))
              cli_die(CLI_EXIT_ERROR, "cannot write '%s'", path);
          }
          if (val) {
            ValidateResult vr;
            validator_check_pair_text(val, sb_cstr(&pair), pair.len, files[f], &vr);
            snprintf(verdict, sizeof verdict, "%s", vr.summary);
            verdicts[vr.verdict]++;
            nvalidated++;
            if (vr.is_finding) {
              nfindings++;
              printf("  FINDING %s %s: %s\n", vr.verdict_name, ps->name, vr.detail);
            }
            validate_result_free(&vr);
          }
        }
      }
      sb_free(&pair);
      if (!quiet)
        printf("  %3d  %-34s %-7s %9.3f  %-12s %s\n", i, ps->name, sr->changed ? "yes" : "no", sr->ms,
               step_status_name(sr->status), verdict);
      if (sr->status != STEP_OK) {
        nfindings++;
        printf("  FINDING %s %s: %s%s\n", step_status_name(sr->status), ps->name, sr->diag ? sr->diag : "",
               sr->signal ? "" : "");
      }
    }
    pipe_result_free(&res);
    sb_free(&text);
  }
  double secs = tvf_ms_since(t0) / 1000.0;
  printf("summary: %d files, %ld parsed, %ld passes run, %ld changed the IR, %ld validated", nfiles, nparsed,
         nsteps_run, nchanged, nvalidated);
  if (nvalidated) {
    printf(" (");
    bool first = true;
    for (int v = 0; v < 16; v++)
      if (verdicts[v]) {
        printf("%s%s %ld", first ? "" : ", ", validate_verdict_name(v), verdicts[v]);
        first = false;
      }
    printf(")");
  }
  printf(", %ld findings, %ld invalid inputs, %.2f s\n", nfindings, ninvalid, secs);
  if (val) validator_destroy(val);
  pipe_runner_destroy(r);
  mlirx_session_destroy(s);
  free(files);
  return nerrors ? CLI_EXIT_ERROR : ninvalid ? CLI_EXIT_INPUT : nfindings ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
}
