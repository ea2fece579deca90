/*
 * cli.h: shared helpers for the tvfuzz subcommands (option parsing, fatal
 * errors, file reading). Only tools/ may exit the process.
 */
#ifndef TVF_TOOLS_CLI_H
#define TVF_TOOLS_CLI_H

#include <stdbool.h>
#include <stddef.h>

#include "support/strbuf.h"
#include "support/tvfuzz.h"

/* Exit codes shared by subcommands that are not verdict-driven. */
#define CLI_EXIT_OK 0
#define CLI_EXIT_FINDINGS 1
#define CLI_EXIT_USAGE 64
#define CLI_EXIT_ERROR 70

/* "tvfuzz <cmd>: message" on stderr, exit(code). */
TVF_NORETURN void cli_die(int code, const char *fmt, ...) TVF_PRINTF(2, 3);
/* Matches "--name=value" or "--name value" (advancing *i); returns the value
 * or NULL if argv[*i] is not this option. Dies if the value is missing. */
const char *cli_opt_value(int argc, char **argv, int *i, const char *name);
/* Parse an unsigned integer option value or die with a usage error. */
unsigned long cli_parse_ulong(const char *opt, const char *v);
/* Read a whole file; false with errno-based message in err on failure. */
bool cli_read_file(const char *path, StrBuf *out, char *err, size_t errlen);
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

#endif
