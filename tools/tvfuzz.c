/*
 * tvfuzz.c: the tvfuzz binary: one executable, one subcommand per stage.
 */
#include <stdio.h>
#include <string.h>

#include "support/crashguard.h"
#include "tools/cli.h"

static void usage(void) {
  printf("tvfuzz %s: finds wrong-code bugs in MLIR tensor pipelines by fuzzing and translation validation\n"
         "\n"
         "usage: tvfuzz <command> [options]   (tvfuzz <command> --help for details)\n"
         "\n"
         "  gen     generate random valid tosa/linalg programs\n"
         "  opt     run a pass pipeline pass by pass, validating every pass that changed the IR\n"
         "  check   validate a (before, after) pair, two files, or a pipeline run\n"
         "  fuzz    run a fuzzing campaign (generate, run pipelines, validate, record findings)\n"
         "  reduce  minimise a program while it keeps the same finding (also an mlir-reduce test)\n"
         "  triage  reduce, deduplicate, confirm and write up the findings of a campaign directory\n"
         "  report  one self-contained HTML page for a campaign directory\n"
         "  exec    compile a pipeline's result to native code, run it, compare with the interpreter\n"
         "  regress re-check the reduced findings under tests/bugs/ and seeds/ on the installed MLIR\n"
         "  corpus  keep the smallest program per rewrite pattern and pass of campaigns (regress runs it)\n"
         "\n"
         "exit status (every command; docs/FORMATS.md has the full table): 0 success, 1 findings\n"
         "(check: miscompile; check exits 0..6 with its verdict), 5 an input could not be read, parsed\n"
         "or verified (one 'FILE:LINE:COL: reason' line on stderr), 64 usage, 70 internal error\n",
         TVF_VERSION);
}

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
    usage();
    return argc < 2 ? CLI_EXIT_USAGE : 0;
  }
  if (!strcmp(argv[1], "--version")) {
    printf("tvfuzz %s\n", TVF_VERSION);
    return 0;
  }
  const char *cmd = argv[1];
  /* A campaign's workers die by their signal (the supervisor records a
   * tool-crash); every other command reports a crash in one line. */
  if (strcmp(cmd, "fuzz") != 0) {
    char prog[64];
    snprintf(prog, sizeof prog, "tvfuzz %.40s", cmd);
    crashguard_install(prog);
  }
  if (!strcmp(cmd, "opt")) return cmd_opt(argc - 1, argv + 1);
  if (!strcmp(cmd, "check")) return cmd_check(argc - 1, argv + 1);
  if (!strcmp(cmd, "gen")) return cmd_gen(argc - 1, argv + 1);
  if (!strcmp(cmd, "fuzz")) return cmd_fuzz(argc - 1, argv + 1);
  if (!strcmp(cmd, "reduce")) return cmd_reduce(argc - 1, argv + 1);
  if (!strcmp(cmd, "triage")) return cmd_triage(argc - 1, argv + 1);
  if (!strcmp(cmd, "report")) return cmd_report(argc - 1, argv + 1);
  if (!strcmp(cmd, "regress")) return cmd_regress(argc - 1, argv + 1);
  if (!strcmp(cmd, "exec")) return cmd_exec(argc - 1, argv + 1);
  if (!strcmp(cmd, "corpus")) return cmd_corpus(argc - 1, argv + 1);
  fprintf(stderr, "tvfuzz: unknown command '%s' (see tvfuzz --help)\n", cmd);
  return CLI_EXIT_USAGE;
}
