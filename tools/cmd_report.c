/*
 * cmd_report.c: `tvfuzz report DIR [-o FILE]`: one self-contained HTML page
 * for a campaign directory (triage/html.h).
 *
 * Exit codes: 0 written; 5 DIR is not a readable campaign directory (missing,
 * not a directory, no or corrupt findings.db); 64 usage; 70 error (cannot
 * write).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "tools/cli.h"
#include "triage/html.h"

static void usage(void) {
  printf("usage: tvfuzz report DIR [-o FILE]\n"
         "\n"
         "Writes one self-contained HTML page (inline CSS and SVG, no network) with progress over time,\n"
         "the verdict distribution, time per stage, the findings table (with links to the reports of\n"
         "`tvfuzz triage`) and the rewrite patterns of docs/gen-coverage.tsv the campaign fired (count,\n"
         "coverage over time, every row with its hits and detector class). Default output: DIR/report.html.\n"
         "\n"
         "Exit: 0 written; 5 DIR is not a readable campaign directory; 64 usage; 70 error.\n");
}

int cmd_report(int argc, char **argv) {
  cli_cmd = "report";
  const char *dir = NULL, *outp = NULL;
  for (int i = 1; i < argc; i++) {
    const char *v;
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
      usage();
      return 0;
    } else if ((v = cli_opt_value(argc, argv, &i, "-o"))) {
      outp = v;
    } else if (argv[i][0] == '-') {
      cli_die(CLI_EXIT_USAGE, "unknown option '%s' (see tvfuzz report --help)", argv[i]);
    } else if (!dir) {
      dir = argv[i];
    } else {
      cli_die(CLI_EXIT_USAGE, "more than one directory");
    }
  }
  if (!dir) cli_die(CLI_EXIT_USAGE, "no campaign directory (see tvfuzz report --help)");
  if (!cli_check_campaign_dir(dir, false)) return CLI_EXIT_INPUT;
  StrBuf html = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  if (html_report(dir, &html, &d) != TVF_OK) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  char def[4200];
  if (!outp) {
    snprintf(def, sizeof def, "%s/report.html", dir);
    outp = def;
  }
  if (!cli_write_file(outp, html.data, html.len)) cli_die(CLI_EXIT_ERROR, "cannot write '%s'", outp);
  printf("%s\n", outp);
  sb_free(&html);
  return CLI_EXIT_OK;
}
