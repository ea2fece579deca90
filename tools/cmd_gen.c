/*
 * cmd_gen.c: `tvfuzz gen`: the generator's command line (gen/gen_cli.c,
 * gen_main) with the exit codes of every other subcommand.
 *
 * gen_main exits 0 ok, 1 generation or I/O failure, 2 usage. Here: the input
 * files (--bytes, --probabilities) are read and parsed first, so that a bad
 * one is one "FILE: reason" / "FILE:LINE: reason" line on stderr and exit 5
 * (as everywhere else), then gen_main's 2 becomes 64 (usage) and its 1
 * becomes 70 (error).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

#include "gen/gen.h"
#include "gen/prob.h"
#include "tools/cli.h"

/* Options of gen_main that take a value ("--name value" or "--name=value"). */
static const char *const VALUED[] = {"--seed",       "--count",        "--ops",      "--max-ops",
                                     "--min-ops",    "--max-elements", "--max-rank", "--max-dim",
                                     "--max-args",   "--max-results",  "--out",      "--bytes",
                                     "--emit-bytes", "--probabilities"};

static bool is_opt(const char *a, const char *name) {
  size_t n = strlen(name);
  return strncmp(a, name, n) == 0 && (a[n] == 0 || a[n] == '=');
}

/* "gen: <reason> in PATH:LINE" (gen/prob.c) -> "PATH:LINE: <reason>". */
static void report_probs_error(const char *path, const char *msg) {
  const char *m = strncmp(msg, "gen: ", 5) == 0 ? msg + 5 : msg;
  char key[4200];
  snprintf(key, sizeof key, " in %s:", path);
  const char *at = NULL;
  for (const char *p = strstr(m, key); p; p = strstr(p + 1, key))
    at = p;
  if (!at) {
    cli_input_error(path, m);
    return;
  }
  char line[DIAG_MSG_MAX + 64];
  snprintf(line, sizeof line, "%s: %.*s", at + 4, (int)(at - m), m);
  cli_input_error(path, line);
}

int cmd_gen(int argc, char **argv) {
  cli_cmd = "gen";
  const char *bytes = NULL, *probs = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) break;
    for (size_t k = 0; k < sizeof VALUED / sizeof VALUED[0]; k++) {
      if (!is_opt(a, VALUED[k])) continue;
      const char *eq = strchr(a, '=');
      const char *v = eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL);
      if (v && !strcmp(VALUED[k], "--bytes")) bytes = v;
      if (v && !strcmp(VALUED[k], "--probabilities")) probs = v;
      break;
    }
  }
  if (bytes) {
    StrBuf b = STRBUF_INIT;
    bool ok = cli_load_file(bytes, &b);
    sb_free(&b);
    if (!ok) return CLI_EXIT_INPUT;
  }
  if (probs) {
    StrBuf b = STRBUF_INIT;
    if (!cli_load_file(probs, &b)) {
      sb_free(&b);
      return CLI_EXIT_INPUT;
    }
    GenProbs p;
    gen_probs_default(&p);
    Diag d;
    diag_init(&d);
    TvfStatus st = gen_probs_parse(&p, sb_cstr(&b), b.len, probs, &d);
    sb_free(&b);
    if (st != TVF_OK) {
      report_probs_error(probs, d.msg);
      return CLI_EXIT_INPUT;
    }
  }
  int rc = gen_main(argc, argv);
  return rc == 0 ? CLI_EXIT_OK : rc == 2 ? CLI_EXIT_USAGE : CLI_EXIT_ERROR;
}
