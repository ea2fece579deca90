/*
 * cmd_gen.c: `tvfuzz gen`: the generator's command line (gen/gen_cli.c,
 * gen_main) with the exit codes of every other subcommand.
 *
 * gen_main exits 0 ok, 1 generation or I/O failure, 2 usage. Here: the input
 * files (--bytes, --probabilities) are read and parsed first, so that a bad
 * one is one "FILE: reason" / "FILE:LINE: reason" line on stderr and exit 5
 * (as everywhere else), then gen_main's 2 becomes 64 (usage) and its 1
 * becomes 70 (error).
 *
 * --dynamic-share F is handled here, not in gen_main: gen/ does not link
 * MLIR, and the dynamic-shaped variant (mlirx/dynamic.h) needs a parse.
 * gen_main's output is captured (stdout through a temporary file, or the
 * --out files) and each program i is replaced by its variant for seed
 * --seed + i, exactly as a campaign does, so `tvfuzz gen --seed S
 * --dynamic-share F` prints the program a campaign with that share ran for
 * seed S.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gen/gen.h"
#include "gen/prob.h"
#include "mlirx/dynamic.h"
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

/* Replace every program of `text` (programs separated by "// -----" lines,
 * program i from seed seed0 + i) by its dynamic variant, appended to out. */
static bool dynamic_all(MlirxSession *s, const char *text, unsigned long long seed0, const DynOptions *o,
                        StrBuf *out) {
  static const char SEP[] = "// -----\n";
  const char *p = text;
  for (unsigned long long i = 0;; i++) {
    const char *e = strstr(p, SEP);
    while (e && e != text && e[-1] != '\n')
      e = strstr(e + 1, SEP);
    size_t n = e ? (size_t)(e - p) : strlen(p);
    DynResult r;
    Diag d;
    diag_init(&d);
    if (mlirx_dynamic_variant(s, p, n, seed0 + i, o, out, &r, &d) != TVF_OK) {
      cli_die(CLI_EXIT_ERROR, "%s", d.msg);
    }
    if (!e) break;
    sb_puts(out, SEP);
    p = e + sizeof SEP - 1;
  }
  return !out->oom;
}

/* Run gen_main and turn its programs into dynamic variants (see the top). */
static int gen_dynamic(int argc, char **argv, double share, unsigned long long seed0, long count,
                       const char *out_dir) {
  Diag d;
  diag_init(&d);
  MlirxSession *s = mlirx_session_create(&d);
  if (!s) cli_die(CLI_EXIT_ERROR, "%s", d.msg);
  DynOptions o;
  dyn_options_default(&o);
  o.share = share;
  int rc;
  if (out_dir) {
    rc = gen_main(argc, argv);
    for (long i = 0; rc == 0 && i < count; i++) {
      char path[4200];
      snprintf(path, sizeof path, "%s/prog-%llu.mlir", out_dir, seed0 + (unsigned long long)i);
      StrBuf in = STRBUF_INIT, out = STRBUF_INIT;
      if (!cli_load_file(path, &in)) rc = 1;
      DynResult r;
      if (rc == 0 && mlirx_dynamic_variant(s, in.data, in.len, seed0 + (unsigned long long)i, &o, &out, &r,
                                           &d) != TVF_OK) {
        fprintf(stderr, "tvfuzz gen: %s\n", d.msg);
        rc = 1;
      }
      if (rc == 0 && r.outcome == DYN_DYNAMIC && !cli_write_file(path, out.data, out.len)) {
        fprintf(stderr, "tvfuzz gen: cannot write '%s'\n", path);
        rc = 1;
      }
      sb_free(&in);
      sb_free(&out);
    }
  } else {
    /* gen_main prints to stdout: catch it in a temporary file. */
    FILE *tmp = tmpfile();
    int saved = dup(1);
    if (!tmp || saved < 0) cli_die(CLI_EXIT_ERROR, "cannot create a temporary file: %s", strerror(errno));
    fflush(stdout);
    dup2(fileno(tmp), 1);
    rc = gen_main(argc, argv);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    StrBuf in = STRBUF_INIT, out = STRBUF_INIT;
    rewind(tmp);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, tmp)) > 0)
      sb_append(&in, buf, n);
    fclose(tmp);
    if (rc == 0 && in.len) {
      if (!dynamic_all(s, sb_cstr(&in), seed0, &o, &out)) cli_die(CLI_EXIT_ERROR, "out of memory");
      fwrite(out.data, 1, out.len, stdout);
    } else {
      fwrite(in.data ? in.data : "", 1, in.len, stdout);
    }
    sb_free(&in);
    sb_free(&out);
    if (fflush(stdout) != 0) rc = 1;
  }
  mlirx_session_destroy(s);
  return rc;
}

int cmd_gen(int argc, char **argv) {
  cli_cmd = "gen";
  const char *bytes = NULL, *probs = NULL, *out_dir = NULL, *emit = NULL;
  unsigned long long seed = 1;
  long count = 1;
  bool help = false, other_mode = false;
  double dyn_share = 0;
  /* argv without --dynamic-share, for gen_main. */
  char **args = calloc((size_t)argc + 1, sizeof *args);
  if (!args) cli_die(CLI_EXIT_ERROR, "out of memory");
  int nargs = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (i == 0 || help) {
      args[nargs++] = argv[i];
      continue;
    }
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      help = true;
      args[nargs++] = argv[i];
      continue;
    }
    if (is_opt(a, "--dynamic-share")) {
      const char *v = cli_opt_value(argc, argv, &i, "--dynamic-share");
      char *end = NULL;
      dyn_share = strtod(v, &end);
      if (end == v || *end || !(dyn_share >= 0 && dyn_share <= 1))
        cli_die(CLI_EXIT_USAGE, "--dynamic-share: expected a number in [0, 1]");
      continue;
    }
    if (!strcmp(a, "--stats") || !strcmp(a, "--dump-probabilities")) other_mode = true;
    args[nargs++] = argv[i];
    for (size_t k = 0; k < sizeof VALUED / sizeof VALUED[0]; k++) {
      if (!is_opt(a, VALUED[k])) continue;
      const char *eq = strchr(a, '=');
      const char *v = eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL);
      if (!eq && v) args[nargs++] = argv[i];
      if (v && !strcmp(VALUED[k], "--bytes")) bytes = v;
      if (v && !strcmp(VALUED[k], "--probabilities")) probs = v;
      if (v && !strcmp(VALUED[k], "--out")) out_dir = v;
      if (v && !strcmp(VALUED[k], "--emit-bytes")) emit = v;
      if (v && !strcmp(VALUED[k], "--seed")) seed = strtoull(v, NULL, 0);
      if (v && !strcmp(VALUED[k], "--count")) count = strtol(v, NULL, 0);
      break;
    }
  }
  argc = nargs;
  argv = args;
  if (help) {
    int rc = gen_main(argc, argv);
    printf("  --dynamic-share F      make a share F of the tosa programs dynamic-shaped: some argument\n"
           "                         dims <= 3 become '?' (mlirx/dynamic.h; default 0, campaigns %.2f)\n",
           DYN_SHARE_DEFAULT);
    free(args);
    return rc == 0 ? CLI_EXIT_OK : CLI_EXIT_USAGE;
  }
  if (dyn_share > 0 && (bytes || emit || other_mode))
    cli_die(CLI_EXIT_USAGE,
            "--dynamic-share applies to programs from seeds: not with --bytes, --emit-bytes, --stats or "
            "--dump-probabilities");
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
  int rc = dyn_share > 0 ? gen_dynamic(argc, argv, dyn_share, seed, count, out_dir) : gen_main(argc, argv);
  free(args);
  return rc == 0 ? CLI_EXIT_OK : rc == 2 ? CLI_EXIT_USAGE : CLI_EXIT_ERROR;
}
