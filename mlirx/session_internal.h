/*
 * session_internal.h: raw MLIR handles behind MlirxSession / MlirxModule, for
 * the few mlirx/ files that call the MLIR C API directly (importer, pipeline
 * runner, harness helpers). Everything else uses session.h.
 */
#ifndef TVF_MLIRX_SESSION_INTERNAL_H
#define TVF_MLIRX_SESSION_INTERNAL_H

#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include <mlir-c/Support.h>

#include "mlirx/session.h"
#include "support/strbuf.h"

struct MlirxSession {
  MlirContext ctx;
  MlirDiagnosticHandlerID handler;
  StrBuf first_error;   /* first error-severity diagnostic since the last reset */
  StrBuf last_diag;     /* last error diagnostic ever seen (crash reports) */
  const char *filename; /* substituted for "-" in buffer locations */
  int nerrors;
};

struct MlirxModule {
  MlirxSession *s;
  MlirModule mod;
  /* func-name cache for mlirx_module_func_names */
  char **fnames;
  int nfnames;
};

/* Forget captured diagnostics and set the filename used in messages. */
void mlirx_diag_reset(MlirxSession *s, const char *filename);
/* The first error captured since the reset, or NULL. */
const char *mlirx_diag_first(MlirxSession *s);
/* Wrap an MlirModule (takes ownership). */
MlirxModule *mlirx_module_wrap(MlirxSession *s, MlirModule m);
/* MlirStringCallback appending to a StrBuf (user data = StrBuf*). */
void mlirx_strbuf_cb(MlirStringRef str, void *user);
/* Print op (assumed verified) into out, replacing its contents. The custom
 * form of a named op (linalg.pooling_nhwc_max, ...) does not print its
 * region, so a module whose named-op region a pass rewrote (arith-expand on
 * the body's maximumf) prints a text that parses back to the default body:
 * a pair made of it would hide the rewrite, and a bug in it would be blamed
 * on the pass that later makes the body visible. With *generic false, the
 * custom text is parsed back and its op structure (names and operand, result
 * and region counts in walk order) compared with op's; when they differ, out
 * gets the generic form and *generic becomes true (callers keep printing
 * generically from then on). Not seen: a hidden rewrite that keeps the op
 * structure (an attribute of a body op). */
void mlirx_print_faithful(MlirxSession *s, MlirOperation op, bool *generic, StrBuf *out);
/* "file:line:col" for a location (filename substitution applied). */
void mlirx_location_str(MlirxSession *s, MlirLocation loc, StrBuf *out);
/* NUL-terminated copy helper for MlirStringRef. */
void mlirx_sb_ref(StrBuf *b, MlirStringRef r);

#endif
