/*
 * cli.h: shared helpers for the tvfuzz subcommands (option parsing, fatal
 * errors, file reading). Only tools/ may exit the process.
 */
#ifndef TVF_TOOLS_CLI_H
#define TVF_TOOLS_CLI_H

#include <stdbool.h>
#include <stddef.h>

#include "support/strbuf.h"
#include "support/status.h"

/* Exit codes shared by every subcommand (docs/FORMATS.md, "Exit codes").
 * CLI_EXIT_INPUT equals `tvfuzz check`'s invalid-input verdict code, so "an
 * input could not be read, parsed or verified" is 5 everywhere. */
#define CLI_EXIT_OK 0
#define CLI_EXIT_FINDINGS 1
#define CLI_EXIT_INPUT 5
#define CLI_EXIT_USAGE 64
#define CLI_EXIT_ERROR 70

struct MlirxSession;

/* "tvfuzz <cmd>: message" on stderr, exit(code). */
TVF_NORETURN void cli_die(int code, const char *fmt, ...) TVF_PRINTF(2, 3);
/* Matches "--name=value" or "--name value" (advancing *i); returns the value
 * or NULL if argv[*i] is not this option. Dies if the value is missing. */
const char *cli_opt_value(int argc, char **argv, int *i, const char *name);
/* Parse an unsigned integer option value or die with a usage error. */
unsigned long cli_parse_ulong(const char *opt, const char *v);
/* Read a whole file; false with a "PATH: reason" message in err on failure
 * (missing, a directory, unreadable). */
bool cli_read_file(const char *path, StrBuf *out, char *err, size_t errlen);

/* Bad-input reporting: exactly one line on stderr, "FILE:LINE:COL: reason"
 * when a position is known, else "FILE: reason". `msg` is a message that may
 * already start with "FILE:" (MLIR diagnostics do); otherwise "FILE: " is
 * prepended. Newlines are flattened. */
void cli_input_error(const char *file, const char *msg);
/* Read `path` into `out`; on failure report it (cli_input_error) and return
 * false. */
bool cli_load_file(const char *path, StrBuf *out);
/* Read, parse and verify an MLIR file with the session; on failure report
 * the first diagnostic (cli_input_error) and return false. `out` gets the
 * text (may be NULL). */
bool cli_load_mlir(struct MlirxSession *s, const char *path, StrBuf *out);
/* Parse and verify MLIR text named `path`; report and return false on failure. */
bool cli_check_mlir(struct MlirxSession *s, const char *path, const char *text, size_t len);
/* A campaign directory given as input (triage, report): it must exist, be a
 * directory and hold a readable tvfuzz findings.db. With `may_be_new`
 * (fuzz --out), a missing directory or findings.db is fine, but an existing
 * one must be usable. Reports (cli_input_error) and returns false. */
bool cli_check_campaign_dir(const char *dir, bool may_be_new);
/* mkdir -p. */
bool cli_mkdirs(const char *path);
/* Write a whole file (atomically: temp + rename). */
bool cli_write_file(const char *path, const char *data, size_t len);

extern const char *cli_cmd; /* current subcommand name for messages */

int cmd_opt(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_fuzz(int argc, char **argv);
int cmd_reduce(int argc, char **argv);
int cmd_triage(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_regress(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_exec(int argc, char **argv);
int cmd_corpus(int argc, char **argv);

#endif
