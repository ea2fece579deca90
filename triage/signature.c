/*
 * signature.c: signatures from structured facts (see signature.h).
 */
#include "triage/signature.h"

#include <ctype.h>
#include <string.h>

#include "support/hash.h"

void sig_normalize_diag(const char *diag, StrBuf *out) {
  if (!diag) return;
  const char *p = diag;
  /* Skip a leading "file:line:col: " location. */
  const char *colon = strstr(p, ": ");
  if (colon) {
    const char *q = p;
    int colons = 0;
    for (; q < colon; q++)
      if (*q == ':') colons++;
    if (colons >= 2) p = colon + 2;
  }
  bool last_space = true;
  while (*p) {
    unsigned char c = (unsigned char)*p;
    if (c == '%' || c == '@' || c == '#') { /* SSA values, symbols, attribute aliases */
      p++;
      while (*p && (isalnum((unsigned char)*p) || *p == '_' || *p == '.' || *p == '$')) p++;
      sb_putc(out, c == '%' ? 'V' : 'S');
      last_space = false;
    } else if (isdigit(c)) {
      while (*p && (isalnum((unsigned char)*p) || *p == '.')) p++;
      sb_putc(out, 'N');
      last_space = false;
    } else if (c == '<') { /* tensor<2x3xf32>, dense<...>: drop the payload */
      int depth = 0;
      do {
        if (*p == '<') depth++;
        else if (*p == '>') depth--;
        p++;
      } while (*p && depth > 0);
      sb_puts(out, "<>");
      last_space = false;
    } else if (c == '"' || c == '\'') {
      char q = (char)c;
      const char *e = strchr(p + 1, q);
      /* Keep short quoted words (op names like 'tosa.custom'), drop long payloads. */
      if (e && e - p < 48) {
        sb_append(out, p, (size_t)(e - p + 1));
        p = e + 1;
      } else {
        sb_puts(out, "\"\"");
        p = e ? e + 1 : p + strlen(p);
      }
      last_space = false;
    } else if (isspace(c)) {
      if (!last_space) sb_putc(out, ' ');
      last_space = true;
      p++;
    } else {
      sb_putc(out, (char)c);
      last_space = false;
      p++;
    }
    if (out->len > 240) break; /* the head of a message identifies it */
  }
}

static uint64_t h_str(uint64_t h, const char *s) { return tvf_hash_str(h, s ? s : ""); }

void sig_compute(const SigFacts *f, char out[17]) {
  uint64_t h = TVF_HASH_INIT;
  h = h_str(h, f->kind);
  h = h_str(h, f->pass);
  h = h_str(h, f->stage);
  StrBuf n = STRBUF_INIT;
  sig_normalize_diag(f->diag, &n);
  h = h_str(h, sb_cstr(&n));
  sb_free(&n);
  h = h_str(h, f->src_ops);
  h = h_str(h, f->tgt_ops);
  h = h_str(h, f->src_class);
  h = h_str(h, f->tgt_class);
  h = h_str(h, f->policy);
  tvf_hash_hex(h, out);
}
