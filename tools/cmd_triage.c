/*
 * cmd_triage.c: `tvfuzz triage DIR`: reduce, deduplicate, confirm and write
 * up every finding of a campaign directory (triage/triage.h).
 *
 * Exit codes: 0 no new (unknown) confirmed bug; 1 at least one new confirmed
 * bug was reported under DIR/reports/; 5 DIR is not a readable campaign
 * directory (missing, not a directory, no or corrupt findings.db) or a
 * --known file cannot be read; 64 usage; 70 error (I/O).
 * With --time, findings the budget did not reach (or cut short) are listed
 * as "not yet triaged (N): ..."; a re-run continues with them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"
#include "triage/plant.h"
#include "triage/triage.h"

static void usage(void) {
  printf(
      "usage: tvfuzz triage DIR [options]\n"
      "\n"
      "For every finding in DIR/findings.db: reduce it (keeping the same finding), compute its final\n"
      "signature, confirm it (exact IEEE re-check + compiled execution, or mlir-opt-22 for failures),\n"
      "and write one report per unique signature to DIR/reports/<signature>.md with a regression test\n"
      "beside it; DIR/reports/index.md lists new, known (docs/BUGS.md), literal-only, limitation,\n"
      "inconclusive and suppressed findings.\n"
      "\n"
      "  --known FILE        signatures to suppress (one per line, '#' comments); DIR/known-signatures.txt\n"
      "                      is always read\n"
      "  --only-pass PREFIX  triage only findings whose pass starts with PREFIX\n"
      "  --force             reduce again findings triaged before\n"
      "  --no-confirm        skip confirmation\n"
      "  --max-tests N       reducer budget per finding (default 2000)\n"
      "  --max-seconds S     reducer time per finding (default 600)\n"
      "  --time SECONDS      total wall-clock budget of this run (default: none); each finding's\n"
      "                      reduction gets what remains, a reduction cut short keeps its best\n"
      "                      program so far; findings not (completely) triaged are listed at the\n"
      "                      end and a re-run continues with them\n"
      "  --fp-policy=spec|strict|reassoc, --timeout-ms N   validator options\n"
      "  --plant NAME        append a planted test pass to every pipeline (triage self-tests)\n"
      "  -v, -vv             progress / reducer log\n"
      "\n"
      "Exit: 0 no new confirmed bug; 1 new confirmed bug(s) reported; 5 DIR is not a readable campaign\n"
      "directory (or a --known file cannot be read); 64 usage; 70 error.\n");
}

int cmd_triage(int argc, char **argv) {
  cli_cmd = "triage";
  TriageOptions o;
  triage_options_default(&o);
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "--known"))) {
      if (o.nknown < 8) o.known[o.nknown++] = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--plant"))) {
      if (!plant_exists(v)) cli_die(CLI_EXIT_USAGE, "--plant: unknown planted bug '%s'", v);
      if (o.nplants < 8) o.plants[o.nplants++] = v;
    } else if ((v = cli_opt_value(argc, argv, &i, "--only-pass"))) {
      o.only_pass_prefix = v;
    } else if (!strcmp(argv[i], "--force")) {
      o.force = true;
    } else if (!strcmp(argv[i], "--no-confirm")) {
      o.no_confirm = true;
    } else if ((v = cli_opt_value(argc, argv, &i, "--max-tests"))) {
      o.max_tests = (long)cli_parse_ulong("--max-tests", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--max-seconds"))) {
      o.max_seconds = (double)cli_parse_ulong("--max-seconds", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--time"))) {
      char *end = NULL;
      o.time_s = strtod(v, &end);
      if (end == v || *end || !(o.time_s > 0))
        cli_die(CLI_EXIT_USAGE, "--time: expected a positive number of seconds, got '%s'", v);
    } else if ((v = cli_opt_value(argc, argv, &i, "--fp-policy"))) {
      if (!validate_parse_policy(v, &o.vopt))
        cli_die(CLI_EXIT_USAGE, "--fp-policy: expected spec, strict or reassoc");
    } else if ((v = cli_opt_value(argc, argv, &i, "--timeout-ms"))) {
      o.vopt.timeout_ms = o.vopt.tv.timeout_ms = (unsigned)cli_parse_ulong("--timeout-ms", v);
    } else if (!strcmp(argv[i], "-v")) {
      o.verbose = 1;
    } else if (!strcmp(argv[i], "-vv")) {
      o.verbose = 2;
    } else if (argv[i][0] == '-') {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz triage --help)", argv[i]);
    } else if (!o.dir) {
      o.dir = argv[i];
    } else {
      cli_die(CLI_EXIT_USAGE, "more than one directory");
    }
  }
  if (!o.dir) cli_die(CLI_EXIT_USAGE, "no campaign directory (see tvfuzz triage --help)");
  if (!cli_check_campaign_dir(o.dir, false)) return CLI_EXIT_INPUT;
  for (int k = 0; k < o.nknown; k++) {
    StrBuf b = STRBUF_INIT;
    bool ok = cli_load_file(o.known[k], &b);
    sb_free(&b);
    if (!ok) return CLI_EXIT_INPUT;
  }
  TriageSummary s;
  Diag d;
  diag_init(&d);
  TvfStatus st = triage_run(&o, &s, &d);
  if (st == TVF_EINPUT) {
    cli_input_error(o.dir, d.msg);
    return CLI_EXIT_INPUT;
  }
  if (st != TVF_OK) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  printf(
      "triage %s: %d finding rows (%d reduced now), %d signatures, %d root causes (one report each): %d new "
      "confirmed bugs, %d known (docs/BUGS.md; %d signatures), %d literal-only, %d limitations, %d "
      "inconclusive, %d suppressed; %d not reproduced; %d tvfuzz failures\nreports: %s/reports/index.md\n",
      o.dir, s.rows, s.reduced, s.unique, s.reports, s.confirmed, s.known_bugs, s.known_signatures,
      s.literal_only, s.limitation, s.inconclusive, s.suppressed, s.not_reproduced, s.tool, o.dir);
  if (s.pending + s.partial)
    printf("not yet triaged (%d): %s\n  the time budget ran out; run `tvfuzz triage %s` again to continue "
           "(triaged findings are not redone)\n",
           s.pending + s.partial, s.not_triaged, o.dir);
  return s.confirmed > 0 ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
}
