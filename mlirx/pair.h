/*
 * pair.h: build pair files (docs/FORMATS.md): the module before and after a
 * pass as nested modules @src and @tgt of one MLIR file, with a header.
 */
#ifndef TVF_MLIRX_PAIR_H
#define TVF_MLIRX_PAIR_H

#include "mlirx/session.h"
#include "support/diag.h"
#include "support/strbuf.h"

typedef struct PairHeader {
  const char *pass;     /* step element, e.g. "func.func(canonicalize{...})" */
  const char *pipeline; /* whole pipeline text */
  int index;            /* step index, -1 if none */
  const char *source;   /* original program file, or NULL */
} PairHeader;

/* Parse `before` and `after` (full modules), nest them as @src/@tgt in a new
 * module and print it, header first, into out. The printer hoists aliases to
 * the top so both halves share them. TVF_EINPUT (with the parse error, which
 * itself is a finding: the pass printed IR that does not parse back) if either
 * text does not parse. */
TvfStatus mlirx_make_pair(MlirxSession *s, const char *before, const char *after, const PairHeader *h,
                          StrBuf *out, Diag *d);

/* The same from two parsed modules (left as they are). */
void mlirx_make_pair_modules(MlirxSession *s, MlirxModule *before, MlirxModule *after, const PairHeader *h,
                             StrBuf *out);

/* Is this module a pair file (nested @src and @tgt modules)? */
bool mlirx_is_pair_module(MlirxModule *m);

/* Value of a "// KEY: value" header line in text (first occurrence), copied
 * into out (cleared first). False when absent. */
bool mlirx_header_value(const char *text, const char *key, StrBuf *out);

#endif
