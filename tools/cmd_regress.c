/*
 * cmd_regress.c: `tvfuzz regress [PATH...]`: re-check the reduced findings
 * kept under tests/bugs/ and the seed programs on the installed MLIR
 * (triage/regress.h).
 *
 * Exit codes: 0 every file behaves as its expectations say (every kept bug
 * still reproduces; seeds ran); 1 at least one file differs (a bug no longer
 * reproduces: fixed upstream, or a tvfuzz regression; with --strict-seeds
 * also a finding in a seed); 5 a PATH does not exist or a file under it
 * cannot be read, parsed or verified (one "FILE:LINE:COL: reason" line on
 * stderr each; the other files are still checked; 5 wins over 1); 64 usage;
 * 70 error.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "tools/cli.h"
#include "triage/regress.h"

static void usage(void) {
  printf("usage: tvfuzz regress [PATH...] [options]\n"
         "\n"
         "Re-validates every file under PATH (default: tests/bugs and seeds, when present):\n"
         "  *.srctgt.mlir    pairs with VERDICT/DOMAINS/TV-ARGS lines (docs/FORMATS.md)\n"
         "  *.pipeline.mlir  programs with PIPELINE / EXPECT [/ EXPECT-STATUS / EXPECT-PASS] lines\n"
         "  corpus files     (tvfuzz corpus) run again: SAME, NEWLY-CORRECT (a fix), NEWLY-FAILING (a\n"
         "                   regression: fails the run) or CHANGED (output IR differs, verdicts as before)\n"
         "  other *.mlir     programs (seeds) run through each preset of --presets; findings are listed\n"
         "\n"
         "  --presets a,b     presets for plain programs (default tosa-lowering,tosa-opt)\n"
         "  --strict-seeds    a finding in a plain program fails the run\n"
         "  --timeout-ms N    validator budget per query (default 20000)\n"
         "  --root-causes F   write the documented bugs table (triage/known.h) of the bugs that still\n"
         "                    reproduce to F: BUGS-ENTRY, root-cause key, root cause, file\n"
         "  -v                print details\n"
         "\n"
         "Exit: 0 everything as expected; 1 something differs; 5 a PATH or a file under it cannot be\n"
         "read, parsed or verified; 64 usage; 70 error.\n");
}

int cmd_regress(int argc, char **argv) {
  cli_cmd = "regress";
  RegressOptions o;
  regress_options_default(&o);
  const char *paths[64];
  const char *root_causes = NULL;
  int n = 0;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--presets"))) {
      o.presets = v;
    } else if (!strcmp(argv[i], "--strict-seeds")) {
      o.strict_seeds = true;
    } else if ((v = cli_opt_value(argc, argv, &i, "--timeout-ms"))) {
      o.vopt.timeout_ms = o.vopt.tv.timeout_ms = (unsigned)cli_parse_ulong("--timeout-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--root-causes"))) {
      root_causes = v;
    } else if (!strcmp(argv[i], "-v")) {
      o.verbose = true;
    } else if (argv[i][0] == '-') {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz regress --help)", argv[i]);
    } else if (n < 64) {
      paths[n++] = argv[i];
    } else {
      cli_die(CLI_EXIT_USAGE, "more than 64 paths");
    }
  }
  for (int k = 0; k < n; k++) {
    struct stat st;
    if (stat(paths[k], &st) != 0) {
      char msg[512];
      snprintf(msg, sizeof msg, "cannot read: %s", strerror(errno));
      cli_input_error(paths[k], msg);
      return CLI_EXIT_INPUT;
    }
  }
  if (!n) {
    struct stat st;
    if (stat("tests/bugs", &st) == 0) paths[n++] = "tests/bugs";
    if (stat("seeds", &st) == 0) paths[n++] = "seeds";
    if (!n) cli_die(CLI_EXIT_USAGE, "no PATH given and no tests/bugs or seeds here");
  }
  if (root_causes) {
    if (!(o.root_causes = fopen(root_causes, "w"))) {
      char msg[512];
      snprintf(msg, sizeof msg, "cannot write: %s", strerror(errno));
      cli_input_error(root_causes, msg);
      return CLI_EXIT_INPUT;
    }
    fprintf(o.root_causes, "# The documented bugs by root cause (triage/known.h). Written by\n"
                           "#   build/bin/tvfuzz regress tests/bugs --root-causes tests/bugs/known-bugs.tsv\n"
                           "# ENTRY\tKEY\tROOT CAUSE\tTEST\n");
  }
  RegressSummary s;
  Diag d;
  diag_init(&d);
  TvfStatus rst = regress_run(&o, paths, n, &s, &d);
  if (o.root_causes) fclose(o.root_causes);
  if (rst != TVF_OK) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  printf(
      "regress: %d files: %d pass, %d fail, %d with findings (seeds), %d skipped, %d invalid; %d kept bugs "
      "still reproduce\n",
      s.files, s.pass, s.fail, s.findings, s.skipped, s.invalid, s.reproduce);
  if (s.corpus_same + s.corpus_fixed + s.corpus_failing + s.corpus_changed)
    printf("regress: corpus programs: %d same, %d newly correct (fixed), %d newly failing (regressions), %d "
           "changed (output IR, or a verdict the campaign left undecided)\n",
           s.corpus_same, s.corpus_fixed, s.corpus_failing, s.corpus_changed);
  return s.invalid ? CLI_EXIT_INPUT : s.fail ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
}
