/*
 * cmd_fuzz.c: `tvfuzz fuzz` — a fuzzing campaign with useful defaults and no
 * required flags (see fuzz/campaign/campaign.h). Ends with a summary table of
 * findings. Exit status: 0 no new bug findings, 1 findings recorded, 5 the
 * --out directory cannot be used (exists but is not a directory, or holds a
 * findings.db that is not a readable tvfuzz database), 64 usage (including a
 * pipeline that does not parse), 70 error.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/campaign/campaign.h"
#include "fuzz/campaign/store.h"
#include "tools/cli.h"

static void usage(void) {
  printf("usage: tvfuzz fuzz [options]\n"
         "\n"
         "Generates random tosa/linalg programs, runs MLIR 22 pipelines on them pass by pass, validates\n"
         "every pass that changed the IR, and records findings in OUT/findings.db and OUT/findings/.\n"
         "Runs until --time/--iterations is reached or Ctrl-C.\n"
         "\n"
         "  -j N               worker processes (default: number of cores)\n"
         "  --presets LIST     comma-separated presets (default: all; see tvfuzz opt --list-presets)\n"
         "  --passes P         a custom pipeline instead of presets\n"
         "  --time SECONDS     stop after this long\n"
         "  --iterations N     stop after N programs\n"
         "  --out DIR          campaign directory (default ./tvfuzz-out)\n"
         "  --seed N           first generator seed (default 1); program i uses seed N+i\n"
         "  --timeout-ms N     solver budget per query (default 5000)\n"
         "  --wall-ms N        pipeline budget per program (default 20000)\n"
         "  --mem-mb N         address-space limit per worker (default 4096)\n"
         "  --fp=abstract|exact  FP domain (default abstract, confirmed with exact)\n"
         "  --fp-policy=spec|strict|reassoc  spec (default), strict (literal pseudo-code), reassoc\n"
         "  --oracle=fast|fast-decompose|baseline  fast (default): concrete screening, tuned solver,\n"
         "                     every pair first with --first-budget-ms, pairs that run out of it\n"
         "                     re-checked later with 5x the first budget, then with --timeout-ms;\n"
         "                     fast-decompose: also query\n"
         "                     decomposition; baseline: none of it (full budget, a quarter after a timeout)\n"
         "  --first-budget-ms N  fast oracle: first budget of a pair (default 300; 0 = no deferral)\n"
         "  --deferred-share F   --time campaigns: share of the time kept for re-checks (default 0.2)\n"
         "  --deferred-only    re-check the deferred pairs left in --out (until done, or --time)\n"
         "  --max-ops N        generator: ops per program (default 12)\n"
         "  --dynamic-share F  share of tosa programs considered for a dynamic-shaped variant ('?' dims\n"
         "                     <= 3 in arguments; default %.2f: about 20%% of tosa programs; 0 = off)\n"
         "  --exec-share F     share of programs whose final IR is also compiled and run against the\n"
         "                     reference interpreter (execution oracle: exec-mismatch/-crash/-timeout\n"
         "                     findings, bisected to the pass; chosen from the seed; default %.2f; 0 = off)\n"
         "  --exec-dynamic     the execution oracle also runs programs with '?' argument sizes, at one\n"
         "                     assignment of them (off by default)\n"
         "  --no-validate      run pipelines only (crashes, failures, invalid IR)\n"
         "  --log-pairs        one JSON line per validated pair in OUT/pairs-wN.jsonl (pass, verdict, ms,\n"
         "                     the rewrite patterns it fired)\n"
         "  --quiet            no status line\n"
         "\n"
         "The status line and the summary count the rewrite patterns of docs/gen-coverage.tsv fired at\n"
         "least once (\"pat 57/424 (exact 30)\"; docs/GEN-COVERAGE.md, \"How fired is measured\").\n"
         "\n"
         "Exit: 0 no bug findings; 1 findings recorded (miscompile, crash, invalid-ir, exec-mismatch,\n"
         "exec-crash); 5 --out is not a usable campaign directory; 64 usage (also a pipeline that does\n"
         "not parse); 70 error.\n",
         DYN_SHARE_DEFAULT, CAMPAIGN_EXEC_SHARE_DEFAULT);
}

int cmd_fuzz(int argc, char **argv) {
  cli_cmd = "fuzz";
  CampaignConfig c;
  campaign_config_default(&c);
  char *presets_copy = NULL;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "-j")) || (v = cli_opt_value(argc, argv, &i, "--jobs"))) {
      c.jobs = (int)cli_parse_ulong("-j", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--presets"))) {
      free(presets_copy);
      presets_copy = strdup(v);
      c.npipelines = 0;
      for (char *t = strtok(presets_copy, ","); t && c.npipelines < CAMPAIGN_MAX_PIPELINES;
           t = strtok(NULL, ",")) {
        if (!pipe_preset_find(t))
          cli_die(CLI_EXIT_USAGE, "unknown preset '%s' (see tvfuzz opt --list-presets)", t);
        c.pipelines[c.npipelines++] = t;
      }
    } else if ((v = cli_opt_value(argc, argv, &i, "--passes"))) {
      c.pipelines[0] = v;
      c.npipelines = 1;
    } else if ((v = cli_opt_value(argc, argv, &i, "--time"))) {
      c.time_s = atof(v);
      if (c.time_s <= 0) cli_die(CLI_EXIT_USAGE, "--time: expected a positive number of seconds");
    } else if ((v = cli_opt_value(argc, argv, &i, "--iterations"))) {
      c.iterations = (long)cli_parse_ulong("--iterations", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--out"))) {
      c.out_dir = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--seed"))) {
      c.seed = cli_parse_ulong("--seed", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--timeout-ms"))) {
      c.vopt.timeout_ms = c.vopt.tv.timeout_ms = (unsigned)cli_parse_ulong("--timeout-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--wall-ms"))) {
      c.wall_ms = (unsigned)cli_parse_ulong("--wall-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--mem-mb"))) {
      c.mem_mb = cli_parse_ulong("--mem-mb", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp-policy"))) {
      if (!validate_parse_policy(v, &c.vopt))
        cli_die(CLI_EXIT_USAGE, "--fp-policy: expected spec, strict or reassoc");
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp"))) {
      if (!validate_parse_fp(v, &c.vopt)) cli_die(CLI_EXIT_USAGE, "--fp: expected abstract or exact");
    } else if ((v = cli_opt_value(argc, argv, &i, "--max-ops"))) {
      c.gen.max_ops = (int)cli_parse_ulong("--max-ops", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--dynamic-share"))) {
      char *end = NULL;
      c.dynamic_share = strtod(v, &end);
      if (end == v || *end || !(c.dynamic_share >= 0 && c.dynamic_share <= 1))
        cli_die(CLI_EXIT_USAGE, "--dynamic-share: expected a number in [0, 1]");
    } else if ((v = cli_opt_value(argc, argv, &i, "--exec-share"))) {
      char *end = NULL;
      c.exec_share = strtod(v, &end);
      if (end == v || *end || !(c.exec_share >= 0 && c.exec_share <= 1))
        cli_die(CLI_EXIT_USAGE, "--exec-share: expected a number in [0, 1]");
    } else if (!strcmp(argv[i], "--exec-dynamic")) {
      c.exec_dynamic = true;
    } else if (!strcmp(argv[i], "--no-validate")) {
      c.validate = false;
    } else if ((v = cli_opt_value(argc, argv, &i, "--oracle"))) {
      if (!validate_parse_oracle(v, &c.vopt))
        cli_die(CLI_EXIT_USAGE, "--oracle: expected fast, fast-decompose or baseline");
    } else if ((v = cli_opt_value(argc, argv, &i, "--first-budget-ms"))) {
      c.first_budget_ms = (unsigned)cli_parse_ulong("--first-budget-ms", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--deferred-share"))) {
      char *end = NULL;
      c.deferred_share = strtod(v, &end);
      if (end == v || *end || !(c.deferred_share >= 0 && c.deferred_share < 1))
        cli_die(CLI_EXIT_USAGE, "--deferred-share: expected a number in [0, 1)");
    } else if (!strcmp(argv[i], "--deferred-only")) {
      c.deferred_only = true;
    } else if (!strcmp(argv[i], "--log-pairs")) {
      c.log_pairs = true;
    } else if (!strcmp(argv[i], "--quiet")) {
      c.quiet = true;
    } else {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz fuzz --help)", argv[i]);
    }
  }
  Diag d;
  diag_init(&d);
  if (gen_options_check(&c.gen, &d) != TVF_OK) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
  if (!cli_check_campaign_dir(c.out_dir, true)) return CLI_EXIT_INPUT;
  if (!c.quiet)
    printf("tvfuzz fuzz: %d workers, %d pipelines, output in %s/ (Ctrl-C stops and prints the summary)\n",
           c.jobs, c.npipelines, c.out_dir);
  CampaignSummary s;
  TvfStatus rc = campaign_run(&c, &s, &d);
  /* campaign_run checks its configuration (-j, every pipeline) before it
   * starts: TVF_EINPUT is a bad command line. */
  if (rc == TVF_EINPUT) cli_die(CLI_EXIT_USAGE, "%s", d.msg);
  if (rc != TVF_OK) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  printf("\n== campaign summary: %.0f s, %ld programs (%.1f/s), %ld pairs validated (%.1f/s)\n", s.seconds,
         s.executions, s.seconds > 0 ? s.executions / s.seconds : 0, s.pairs,
         s.seconds > 0 ? s.pairs / s.seconds : 0);
  printf("verdicts:");
  for (int v = 0; v < TV_VERDICT_COUNT; v++)
    printf(" %s %ld%s", tv_verdict_name((TvVerdict)v), s.verdicts[v], v + 1 < TV_VERDICT_COUNT ? "," : "\n");
  campaign_print_stages(&s, c.out_dir);
  campaign_print_dynamic(&s);
  campaign_print_exec(&s);
  Store *st = store_open(c.out_dir, &d);
  if (st) {
    printf("findings (%ld unique signatures):\n", store_count_signatures(st));
    store_print_summary(st);
    long bugs = store_count_findings(st, "miscompile") + store_count_findings(st, "crash") +
                store_count_findings(st, "invalid-ir") + store_count_findings(st, "exec-mismatch") +
                store_count_findings(st, "exec-crash");
    store_close(st);
    free(presets_copy);
    return bugs ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
  }
  free(presets_copy);
  return CLI_EXIT_OK;
}
