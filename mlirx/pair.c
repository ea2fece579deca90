/*
 * pair.c: pair files (see pair.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "mlirx/pair.h"

#include <string.h>

#include "mlirx/session_internal.h"

static MlirOperation nested_clone(MlirxModule *m, const char *name) {
  MlirOperation op = mlirOperationClone(mlirModuleGetOperation(m->mod));
  MlirContext ctx = m->s->ctx;
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"),
                                  mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(name)));
  return op;
}

TvfStatus mlirx_make_pair(MlirxSession *s, const char *before, const char *after, const PairHeader *h,
                          StrBuf *out, Diag *d) {
  MlirxModule *a = mlirx_parse(s, before, strlen(before), "<before>", d);
  if (!a) return d ? d->status : TVF_EINPUT;
  MlirxModule *b = mlirx_parse(s, after, strlen(after), "<after>", d);
  if (!b) {
    mlirx_module_destroy(a);
    return d ? d->status : TVF_EINPUT;
  }
  mlirx_make_pair_modules(s, a, b, h, out);
  mlirx_module_destroy(a);
  mlirx_module_destroy(b);
  return TVF_OK;
}

void mlirx_make_pair_modules(MlirxSession *s, MlirxModule *before, MlirxModule *after, const PairHeader *h,
                             StrBuf *out) {
  MlirModule pair = mlirModuleCreateEmpty(mlirLocationUnknownGet(s->ctx));
  MlirBlock body = mlirModuleGetBody(pair);
  mlirBlockAppendOwnedOperation(body, nested_clone(before, "src"));
  mlirBlockAppendOwnedOperation(body, nested_clone(after, "tgt"));
  sb_puts(out, "// tvfuzz-pair v1\n");
  if (h) {
    if (h->pass) sb_printf(out, "// PASS: %s\n", h->pass);
    if (h->pipeline) sb_printf(out, "// PIPELINE: %s\n", h->pipeline);
    if (h->index >= 0) sb_printf(out, "// INDEX: %d\n", h->index);
    if (h->source) sb_printf(out, "// SOURCE: %s\n", h->source);
  }
  StrBuf text = STRBUF_INIT;
  bool generic = false;
  mlirx_print_faithful(s, mlirModuleGetOperation(pair), &generic, &text);
  sb_append(out, sb_cstr(&text), text.len);
  sb_free(&text);
  sb_putc(out, '\n');
  mlirModuleDestroy(pair);
}

static bool has_nested(MlirxModule *m, const char *name) {
  MlirBlock body = mlirModuleGetBody(m->mod);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    if (n.length != 14 || memcmp(n.data, "builtin.module", 14) != 0) continue;
    MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) continue;
    MlirStringRef v = mlirStringAttrGetValue(a);
    if (v.length == strlen(name) && memcmp(v.data, name, v.length) == 0) return true;
  }
  return false;
}

bool mlirx_is_pair_module(MlirxModule *m) { return has_nested(m, "src") && has_nested(m, "tgt"); }

bool mlirx_header_value(const char *text, const char *key, StrBuf *out) {
  size_t kl = strlen(key);
  sb_clear(out);
  for (const char *p = text; p && *p;) {
    const char *eol = strchr(p, '\n');
    size_t n = eol ? (size_t)(eol - p) : strlen(p);
    const char *q = p;
    while (q < p + n && (*q == ' ' || *q == '\t'))
      q++;
    if (q + 2 <= p + n && q[0] == '/' && q[1] == '/') {
      q += 2;
      while (q < p + n && *q == ' ')
        q++;
      if ((size_t)(p + n - q) > kl && memcmp(q, key, kl) == 0 && q[kl] == ':') {
        q += kl + 1;
        while (q < p + n && *q == ' ')
          q++;
        const char *e = p + n;
        while (e > q && (e[-1] == ' ' || e[-1] == '\r'))
          e--;
        sb_append(out, q, (size_t)(e - q));
        return true;
      }
    }
    p = eol ? eol + 1 : NULL;
  }
  return false;
}
