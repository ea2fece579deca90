/*
 * session.h: the MLIR session, the only place (with the importer and the
 * pipeline runner) that talks to the MLIR C API.
 *
 * One session = one MLIRContext with the dialects tvfuzz needs and every pass
 * registered. Create one per process (context creation costs milliseconds;
 * parsing a small program costs tens of microseconds) and reuse it for every
 * program. Diagnostics are captured, never printed: the first error of an
 * operation comes back as a one-line "file:line:col: message" in a Diag.
 *
 * Modules are handed out as opaque MlirxModule pointers owned by the caller
 * (mlirx_module_destroy). Callers that need the raw MlirModule include
 * mlirx/session_internal.h (importer, pipeline runner only).
 */
#ifndef TVF_MLIRX_SESSION_H
#define TVF_MLIRX_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "support/diag.h"
#include "support/strbuf.h"

typedef struct MlirxSession MlirxSession;
typedef struct MlirxModule MlirxModule;

/* Create the process's session. Returns NULL and fills d on failure. */
MlirxSession *mlirx_session_create(Diag *d);
void mlirx_session_destroy(MlirxSession *s);

/* Parse and verify MLIR text. `filename` names the buffer in messages
 * ("<stdin>", a path, "gen:seed=42"). On failure returns NULL and sets d to
 * TVF_EINPUT with "filename:line:col: message" of the first error. */
MlirxModule *mlirx_parse(MlirxSession *s, const char *text, size_t len, const char *filename, Diag *d);
/* Read and parse a file; TVF_EIO if it cannot be read. */
MlirxModule *mlirx_parse_file(MlirxSession *s, const char *path, Diag *d);
void mlirx_module_destroy(MlirxModule *m);

/* Deep copy. Cannot fail except on OOM (NULL). */
MlirxModule *mlirx_module_clone(MlirxModule *m);
/* Run the verifier; TVF_EINPUT with the first diagnostic on failure. */
TvfStatus mlirx_module_verify(MlirxModule *m, Diag *d);
/* Print in the custom (pretty) form; generic=true prints the generic form.
 * Appends to out. */
void mlirx_module_print(MlirxModule *m, bool generic, StrBuf *out);
/* Structural equality of two modules (same printed IR). */
bool mlirx_module_equal(MlirxModule *a, MlirxModule *b);
/* Names of the func.func ops directly in the module, in order; returns the
 * count and fills names[0..max) with pointers into an internal table that
 * stays valid until the module is destroyed or modified. */
int mlirx_module_func_names(MlirxModule *m, const char **names, int max);
/* Does the module contain a func.func of that name at top level? */
bool mlirx_module_has_func(MlirxModule *m, const char *name);
/* Number of operations in the module (all nesting levels, excluding the
 * module op itself). */
long mlirx_module_count_ops(MlirxModule *m);

/* The last error-severity diagnostic text the context emitted (for crash
 * reports: the parent reads it from the child). "" if none. */
const char *mlirx_session_last_diagnostic(MlirxSession *s);

#endif
