/*
 * signature.c: signatures from structured facts (see signature.h).
 *
 * The hash input is a fixed sequence of normalised fields, each terminated
 * (FNV over the string plus a separator), so "a"+"bc" and "ab"+"c" differ.
 * Which fields are hashed depends on the kind and the level: wrong-code
 * findings never hash a diagnostic, failures never hash op paths or FP facts,
 * provisional wrong-code ids hash neither stage nor paths.
 */
#include "triage/signature.h"

#include <ctype.h>
#include <string.h>

#include "support/hash.h"

bool sig_kind_is_wrong_code(const char *kind) {
  return kind && (!strcmp(kind, "miscompile") || !strcmp(kind, "inconclusive"));
}

bool sig_kind_is_exec(const char *kind) { return kind && !strncmp(kind, "exec-", 5); }

void sig_normalize_diag(const char *diag, StrBuf *out) {
  if (!diag) return;
  size_t start = out->len;
  const char *p = diag;
  /* Skip a leading "file:line:col: " location. */
  const char *colon = strstr(p, ": ");
  if (colon) {
    const char *q = p;
    int colons = 0;
    for (; q < colon; q++)
      if (*q == ':') colons++;
    if (colons >= 2 && !memchr(p, ' ', (size_t)(colon - p))) p = colon + 2;
  }
  /* Notes repeat the op in generic form (SSA names, types): not identifying. */
  const char *end = strstr(p, " (note: ");
  if (!end) end = p + strlen(p);
  bool last_space = true;
  while (p < end && *p) {
    unsigned char c = (unsigned char)*p;
    if (c == '%' || c == '@' || c == '#' || c == '^') { /* SSA values, symbols, attribute aliases, blocks */
      p++;
      while (p < end && (isalnum((unsigned char)*p) || *p == '_' || *p == '.' || *p == '$'))
        p++;
      sb_putc(out, c == '%' ? 'V' : 'S');
      last_space = false;
    } else if (isdigit(c)) {
      while (p < end && (isalnum((unsigned char)*p) || *p == '.'))
        p++;
      sb_putc(out, 'N');
      last_space = false;
    } else if (c == '<') { /* tensor<2x3xf32>, dense<...>: drop the payload */
      int depth = 0;
      do {
        if (*p == '<')
          depth++;
        else if (*p == '>')
          depth--;
        p++;
      } while (p < end && *p && depth > 0);
      sb_puts(out, "<>");
      last_space = false;
    } else if (c == '"' || c == '\'' || c == '`') {
      char q = c == '`' ? '\'' : (char)c;
      const char *e = memchr(p + 1, q, (size_t)(end - p - 1));
      /* Keep short quoted words (op names like 'tosa.custom'), drop long payloads. */
      if (e && e - p < 48) {
        for (const char *k = p; k <= e; k++)
          sb_putc(out, isdigit((unsigned char)*k) ? 'N' : *k);
        p = e + 1;
      } else {
        sb_puts(out, "\"\"");
        p = e ? e + 1 : end;
      }
      last_space = false;
    } else if (c == '/' && (p == diag || isspace((unsigned char)p[-1]))) { /* absolute paths in assertions */
      const char *s = p;
      while (p < end && !isspace((unsigned char)*p) && *p != ':')
        p++;
      const char *base = s;
      for (const char *k = s; k < p; k++)
        if (*k == '/') base = k + 1;
      sb_append(out, base, (size_t)(p - base));
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
    if (out->len - start > 240) break; /* the head of a message identifies it */
  }
  while (out->len > start && out->data[out->len - 1] == ' ')
    sb_truncate(out, out->len - 1);
}

static uint64_t h_field(uint64_t h, const char *s) {
  h = tvf_hash_str(h, s ? s : "");
  return tvf_hash_u64(h, 0x1f);
}

static bool is_failure_kind(const char *k) { return k && !sig_kind_is_wrong_code(k); }

/* The policy as hashed: the default policy was called "strict" before the either-sign rule of
 * TOSA's max/min family became the default ("spec"); a finding under the default keeps the
 * signature it had, and the literal reading ("strict" now) gets a key of its own. */
static const char *sig_policy_key(const char *policy) {
  if (!policy || !*policy || !strcmp(policy, "spec")) return "strict";
  if (!strcmp(policy, "strict")) return "strict-literal-zero-sign";
  return policy;
}

void sig_compute(const SigFacts *f, char out[17]) {
  uint64_t h = TVF_HASH_INIT;
  /* miscompile and inconclusive are one family: whether the exact re-check
   * confirms a counterexample within its budget depends on the program, not
   * on the bug, so the same bug is hit as both. Confirmation is triage's job. */
  h = h_field(h, sig_kind_is_wrong_code(f->kind) ? "wrong-code" : f->kind);
  h = h_field(h, f->pass);
  if (sig_kind_is_wrong_code(f->kind)) {
    h = h_field(h, sig_policy_key(f->policy));
    if (f->final) {
      h = h_field(h, "final");
      h = h_field(h, f->stage);
      if (f->delta_ops) {
        h = h_field(h, f->delta_ops);
      } else {
        h = h_field(h, f->src_ops);
        h = h_field(h, f->tgt_ops);
      }
      h = h_field(h, f->fp_fact);
    }
  } else if (sig_kind_is_exec(f->kind) && f->final) {
    /* Not the detail: which element differs and how is the program's. */
    h = h_field(h, "final");
    h = h_field(h, f->src_ops);
  } else if (is_failure_kind(f->kind)) {
    StrBuf n = STRBUF_INIT;
    /* A timeout's text only says which budget ran out. */
    if (strcmp(f->kind, "timeout") != 0) sig_normalize_diag(f->diag, &n);
    h = h_field(h, sb_cstr(&n));
    sb_free(&n);
  }
  tvf_hash_hex(h, out);
}

void sig_describe(const SigFacts *f, StrBuf *out) {
  sb_printf(out, "kind=%s\npass=%s\n", f->kind ? f->kind : "", f->pass ? f->pass : "");
  if (sig_kind_is_wrong_code(f->kind)) {
    sb_printf(out, "family=wrong-code\npolicy=%s\n", f->policy && *f->policy ? f->policy : "spec");
    if (f->final)
      sb_printf(out, "stage=%s\ndelta_ops=%s\nsrc_ops=%s\ntgt_ops=%s\nfp=%s\n", f->stage ? f->stage : "",
                f->delta_ops ? f->delta_ops : "", f->src_ops ? f->src_ops : "", f->tgt_ops ? f->tgt_ops : "",
                f->fp_fact ? f->fp_fact : "");
  } else if (sig_kind_is_exec(f->kind) && f->final) {
    sb_printf(out, "family=execution\nprogram_ops=%s\n", f->src_ops ? f->src_ops : "");
  } else {
    StrBuf n = STRBUF_INIT;
    if (f->kind && strcmp(f->kind, "timeout") != 0) sig_normalize_diag(f->diag, &n);
    sb_printf(out, "diag=%s\n", sb_cstr(&n));
    sb_free(&n);
  }
}
