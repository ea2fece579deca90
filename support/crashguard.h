/*
 * crashguard.h: a one-line message instead of a bare "Segmentation fault".
 *
 * Purpose: the foreground commands (check, opt, exec, reduce, triage, ...)
 * run Z3 and MLIR in their own process. A crash inside either (Z3 4.8.12
 * crashes on some queries of its qfufbv tactic, docs/DESIGN.md "Solver
 * crashes") would otherwise end the command with the shell's "Segmentation
 * fault" and no word on what it was doing. The guard prints
 *   tvfuzz check: internal error: fatal signal SIGSEGV while validating
 *   @main of pair.mlir (a crash inside Z3 or MLIR; output above is complete)
 * and exits with 70 (internal error). The message is built from the last
 * activity set with crashguard_activity, so the handler itself only
 * writes a preformatted buffer (async-signal-safe).
 *
 * Campaign workers do not install it: the supervisor records their death by
 * signal as a tool-crash finding and goes on.
 */
#ifndef TVF_SUPPORT_CRASHGUARD_H
#define TVF_SUPPORT_CRASHGUARD_H

#include <stdbool.h>

#include "support/status.h"

/* Install the handlers for SIGSEGV, SIGBUS, SIGFPE and SIGILL; `prog` names
 * the command in the message ("tvfuzz check"). */
void crashguard_install(const char *prog);

/* False in sanitizer builds, whose own handlers report crashes (install
 * then leaves the signal dispositions alone). */
bool crashguard_enabled(void);

/* What the process is doing now ("validating @main of FILE"), for the
 * message; NULL clears it. Cheap enough to call once per pair. */
void crashguard_activity(const char *fmt, ...) TVF_PRINTF(1, 2);

#endif
