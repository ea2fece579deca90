/*
 * session.c: the MLIR session (see session.h): one context with every dialect
 * and pass registered, parsing with captured diagnostics, printing, cloning.
 *
 * Diagnostics never reach stderr: the handler keeps the first error of the
 * current operation (parse, verify, pass run) as one line
 * "file:line:col: message", and the last error of the process for crash
 * reports.
 */
#define _POSIX_C_SOURCE 200809L
#include "mlirx/session_internal.h"

#include <mlir-c/Diagnostics.h>
#include <mlir-c/RegisterEverything.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void mlirx_strbuf_cb(MlirStringRef str, void *user) { sb_append((StrBuf *)user, str.data, str.length); }

void mlirx_sb_ref(StrBuf *b, MlirStringRef r) { sb_append(b, r.data, r.length); }

static void print_op(MlirOperation op, bool generic, StrBuf *out) {
  sb_clear(out);
  MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
  if (generic) mlirOpPrintingFlagsPrintGenericOpForm(fl);
  mlirOpPrintingFlagsAssumeVerified(fl);
  mlirOperationPrintWithFlags(op, fl, mlirx_strbuf_cb, out);
  mlirOpPrintingFlagsDestroy(fl);
}

/* The op structure of a module: names, operand/result/region counts in walk
 * order. A region rewritten under a custom form that does not print it
 * changes this; printing differences that carry no meaning (a property at its
 * default value, elided by the custom form and absent after parsing) do not. */
static MlirWalkResult shape_cb(MlirOperation op, void *u) {
  StrBuf *b = u;
  mlirx_sb_ref(b, mlirIdentifierStr(mlirOperationGetName(op)));
  sb_printf(b, "/%ld,%ld,%ld;", (long)mlirOperationGetNumOperands(op), (long)mlirOperationGetNumResults(op),
            (long)mlirOperationGetNumRegions(op));
  return MlirWalkResultAdvance;
}

void mlirx_print_faithful(MlirxSession *s, MlirOperation op, bool *generic, StrBuf *out) {
  print_op(op, *generic, out);
  if (*generic) return;
  MlirModule back = mlirModuleCreateParse(s->ctx, mlirStringRefCreate(sb_cstr(out), out->len));
  StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
  bool same = false;
  if (!mlirModuleIsNull(back)) {
    mlirOperationWalk(op, shape_cb, &a, MlirWalkPreOrder);
    mlirOperationWalk(mlirModuleGetOperation(back), shape_cb, &b, MlirWalkPreOrder);
    same = !a.oom && !b.oom && a.len == b.len && memcmp(sb_cstr(&a), sb_cstr(&b), a.len) == 0;
    mlirModuleDestroy(back);
  }
  sb_free(&a);
  sb_free(&b);
  if (!same) {
    *generic = true;
    print_op(op, true, out);
  }
}

/* Turn `loc("-":5:7)` / `"f.mlir":5:7` / `loc(callsite(...))` into
 * "file:5:7". Falls back to the printed text without the loc(...) wrapper. */
void mlirx_location_str(MlirxSession *s, MlirLocation loc, StrBuf *out) {
  StrBuf t = STRBUF_INIT;
  mlirLocationPrint(loc, mlirx_strbuf_cb, &t);
  const char *p = sb_cstr(&t);
  const char *q = strchr(p, '"');
  if (q) {
    const char *e = strchr(q + 1, '"');
    if (e) {
      size_t n = (size_t)(e - q - 1);
      const char *rest = e + 1; /* ":line:col)" */
      if (n == 1 && q[1] == '-' && s && s->filename)
        sb_puts(out, s->filename);
      else
        sb_append(out, q + 1, n);
      while (*rest == ':' || (*rest >= '0' && *rest <= '9'))
        sb_putc(out, *rest++);
      sb_free(&t);
      return;
    }
  }
  if (strncmp(p, "loc(", 4) == 0 && t.len > 5)
    sb_append(out, p + 4, t.len - 5);
  else
    sb_puts(out, p);
  sb_free(&t);
}

static MlirLogicalResult on_diagnostic(MlirDiagnostic diag, void *user) {
  MlirxSession *s = user;
  if (mlirDiagnosticGetSeverity(diag) != MlirDiagnosticError) return mlirLogicalResultSuccess();
  StrBuf line = STRBUF_INIT;
  mlirx_location_str(s, mlirDiagnosticGetLocation(diag), &line);
  if (line.len) sb_puts(&line, ": ");
  mlirDiagnosticPrint(diag, mlirx_strbuf_cb, &line);
  /* Notes often carry the useful part ("see current operation: ..."); keep
   * the first one, shortened. */
  if (mlirDiagnosticGetNumNotes(diag) > 0) {
    StrBuf note = STRBUF_INIT;
    mlirDiagnosticPrint(mlirDiagnosticGetNote(diag, 0), mlirx_strbuf_cb, &note);
    if (note.len && note.len < 200) {
      sb_puts(&line, " (note: ");
      sb_append(&line, note.data, note.len);
      sb_puts(&line, ")");
    }
    sb_free(&note);
  }
  for (size_t i = 0; i < line.len; i++)
    if (line.data[i] == '\n' || line.data[i] == '\r') line.data[i] = ' ';
  s->nerrors++;
  if (s->first_error.len == 0) sb_append(&s->first_error, line.data, line.len);
  sb_clear(&s->last_diag);
  sb_append(&s->last_diag, line.data, line.len);
  sb_free(&line);
  return mlirLogicalResultSuccess();
}

MlirxSession *mlirx_session_create(Diag *d) {
  MlirxSession *s = calloc(1, sizeof *s);
  if (!s) {
    diag_set(d, TVF_ENOMEM, "mlir: out of memory creating the session");
    return NULL;
  }
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  s->ctx = mlirContextCreateWithRegistry(reg, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(reg);
  if (mlirContextIsNull(s->ctx)) {
    free(s);
    diag_set(d, TVF_EINTERNAL, "mlir: could not create an MLIR context");
    return NULL;
  }
  mlirContextLoadAllAvailableDialects(s->ctx);
  mlirRegisterAllPasses();
  s->handler = mlirContextAttachDiagnosticHandler(s->ctx, on_diagnostic, s, NULL);
  sb_init(&s->first_error);
  sb_init(&s->last_diag);
  s->filename = "<input>";
  return s;
}

void mlirx_session_destroy(MlirxSession *s) {
  if (!s) return;
  mlirContextDetachDiagnosticHandler(s->ctx, s->handler);
  mlirContextDestroy(s->ctx);
  sb_free(&s->first_error);
  sb_free(&s->last_diag);
  free(s);
}

void mlirx_diag_reset(MlirxSession *s, const char *filename) {
  sb_clear(&s->first_error);
  s->nerrors = 0;
  if (filename) s->filename = filename;
}

const char *mlirx_diag_first(MlirxSession *s) { return s->first_error.len ? s->first_error.data : NULL; }

const char *mlirx_session_last_diagnostic(MlirxSession *s) { return sb_cstr(&s->last_diag); }

MlirxModule *mlirx_module_wrap(MlirxSession *s, MlirModule m) {
  MlirxModule *w = calloc(1, sizeof *w);
  if (!w) {
    mlirModuleDestroy(m);
    return NULL;
  }
  w->s = s;
  w->mod = m;
  return w;
}

static void drop_fname_cache(MlirxModule *m) {
  for (int i = 0; i < m->nfnames; i++)
    free(m->fnames[i]);
  free(m->fnames);
  m->fnames = NULL;
  m->nfnames = 0;
}

MlirxModule *mlirx_parse(MlirxSession *s, const char *text, size_t len, const char *filename, Diag *d) {
  mlirx_diag_reset(s, filename ? filename : "<input>");
  MlirModule m = mlirModuleCreateParse(s->ctx, mlirStringRefCreate(text, len));
  if (mlirModuleIsNull(m)) {
    const char *e = mlirx_diag_first(s);
    diag_set(d, TVF_EINPUT, "%s", e ? e : "parse error (no diagnostic)");
    if (!e) diag_prefix(d, "%s", s->filename);
    return NULL;
  }
  MlirxModule *w = mlirx_module_wrap(s, m);
  if (!w) {
    diag_set(d, TVF_ENOMEM, "%s: out of memory", s->filename);
    return NULL;
  }
  /* mlirModuleCreateParse verifies already; verify again to be explicit about
   * the contract and to catch ops the parser builds lazily. */
  if (mlirx_module_verify(w, d) != TVF_OK) {
    mlirx_module_destroy(w);
    return NULL;
  }
  return w;
}

MlirxModule *mlirx_parse_file(MlirxSession *s, const char *path, Diag *d) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    diag_set(d, TVF_EIO, "%s: cannot open: %s", path, strerror(errno));
    return NULL;
  }
  StrBuf b = STRBUF_INIT;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, n);
  int err = ferror(f);
  fclose(f);
  if (err || b.oom) {
    sb_free(&b);
    diag_set(d, TVF_EIO, "%s: read error", path);
    return NULL;
  }
  MlirxModule *m = mlirx_parse(s, sb_cstr(&b), b.len, path, d);
  sb_free(&b);
  return m;
}

void mlirx_module_destroy(MlirxModule *m) {
  if (!m) return;
  drop_fname_cache(m);
  mlirModuleDestroy(m->mod);
  free(m);
}

MlirxModule *mlirx_module_clone(MlirxModule *m) {
  MlirOperation op = mlirOperationClone(mlirModuleGetOperation(m->mod));
  if (mlirOperationIsNull(op)) return NULL;
  return mlirx_module_wrap(m->s, mlirModuleFromOperation(op));
}

TvfStatus mlirx_module_verify(MlirxModule *m, Diag *d) {
  mlirx_diag_reset(m->s, NULL);
  if (mlirOperationVerify(mlirModuleGetOperation(m->mod))) return TVF_OK;
  const char *e = mlirx_diag_first(m->s);
  return diag_set(d, TVF_EINPUT, "%s", e ? e : "verification failed (no diagnostic)");
}

void mlirx_module_print(MlirxModule *m, bool generic, StrBuf *out) {
  MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
  if (generic) mlirOpPrintingFlagsPrintGenericOpForm(fl);
  mlirOpPrintingFlagsAssumeVerified(fl);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(m->mod), fl, mlirx_strbuf_cb, out);
  mlirOpPrintingFlagsDestroy(fl);
}

bool mlirx_module_equal(MlirxModule *a, MlirxModule *b) {
  StrBuf x = STRBUF_INIT, y = STRBUF_INIT;
  mlirx_module_print(a, true, &x);
  mlirx_module_print(b, true, &y);
  bool eq = x.len == y.len && memcmp(sb_cstr(&x), sb_cstr(&y), x.len) == 0;
  sb_free(&x);
  sb_free(&y);
  return eq;
}

static bool op_is(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}

int mlirx_module_func_names(MlirxModule *m, const char **names, int max) {
  drop_fname_cache(m);
  MlirBlock body = mlirModuleGetBody(m->mod);
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!op_is(op, "func.func")) continue;
    MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) continue;
    MlirStringRef r = mlirStringAttrGetValue(a);
    char **grown = realloc(m->fnames, sizeof(char *) * (size_t)(m->nfnames + 1));
    if (!grown) break;
    m->fnames = grown;
    char *copy = malloc(r.length + 1);
    if (!copy) break;
    memcpy(copy, r.data, r.length);
    copy[r.length] = 0;
    m->fnames[m->nfnames++] = copy;
    if (n < max) names[n] = copy;
    n++;
  }
  return n;
}

bool mlirx_module_has_func(MlirxModule *m, const char *name) {
  const char *names[256];
  int n = mlirx_module_func_names(m, names, 256);
  for (int i = 0; i < n && i < 256; i++)
    if (strcmp(names[i], name) == 0) return true;
  return false;
}

static MlirWalkResult count_cb(MlirOperation op, void *user) {
  (void)op;
  (*(long *)user)++;
  return MlirWalkResultAdvance;
}

long mlirx_module_count_ops(MlirxModule *m) {
  long n = 0;
  mlirOperationWalk(mlirModuleGetOperation(m->mod), count_cb, &n, MlirWalkPreOrder);
  return n - 1;
}
