/*
 * pipeline_split.c: split a textual pass pipeline into leaf steps.
 *
 * Input is MLIR's own printing of a pass manager (mlirPrintPassPipeline), so
 * registered pipelines are already expanded and options spelled out:
 *   builtin.module(func.func(a{x=1},b),c{...},any(d))
 * Output: one PipeStep per leaf pass with its anchor path, e.g.
 *   {pass "a{x=1}", anchor "func.func", element "func.func(a{x=1})"}.
 * Options in braces may contain commas, parentheses and quoted strings.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlirx/pipeline_split.h"
#include "support/strbuf.h"

typedef struct Splitter {
  const char *p;
  PipeStep *steps;
  int n, cap;
  bool bad;
} Splitter;

static char *dup_range(const char *a, const char *b) {
  char *s = malloc((size_t)(b - a) + 1);
  if (!s) return NULL;
  memcpy(s, a, (size_t)(b - a));
  s[b - a] = 0;
  return s;
}

/* Skip a balanced {...} starting at *p == '{'. */
static const char *skip_braces(const char *p) {
  int depth = 0;
  char quote = 0;
  for (; *p; p++) {
    if (quote) {
      if (*p == '\\' && p[1]) p++;
      else if (*p == quote) quote = 0;
      continue;
    }
    if (*p == '"' || *p == '\'') quote = *p;
    else if (*p == '{') depth++;
    else if (*p == '}' && --depth == 0) return p + 1;
  }
  return p;
}

static void push(Splitter *sp, const char *pass_a, const char *pass_b, const char *anchor) {
  if (sp->n == sp->cap) {
    int cap = sp->cap ? sp->cap * 2 : 16;
    PipeStep *g = realloc(sp->steps, sizeof(PipeStep) * (size_t)cap);
    if (!g) { sp->bad = true; return; }
    sp->steps = g;
    sp->cap = cap;
  }
  PipeStep *st = &sp->steps[sp->n++];
  memset(st, 0, sizeof *st);
  st->pass = dup_range(pass_a, pass_b);
  const char *brace = memchr(pass_a, '{', (size_t)(pass_b - pass_a));
  st->name = dup_range(pass_a, brace ? brace : pass_b);
  st->anchor = strdup(anchor);
  StrBuf e = STRBUF_INIT;
  /* Anchors nest ("func.func" or "a(b"): rebuild the element with balanced
   * parentheses around the pass. */
  int opens = 0;
  if (*anchor) {
    const char *a = anchor;
    while (*a) {
      const char *slash = strchr(a, '/');
      size_t n = slash ? (size_t)(slash - a) : strlen(a);
      sb_append(&e, a, n);
      sb_putc(&e, '(');
      opens++;
      a += n;
      if (*a == '/') a++;
    }
  }
  sb_append(&e, pass_a, (size_t)(pass_b - pass_a));
  while (opens--) sb_putc(&e, ')');
  st->element = sb_take(&e);
  if (!st->pass || !st->name || !st->anchor || !st->element) sp->bad = true;
}

static void skip_ws(Splitter *sp) {
  while (*sp->p && isspace((unsigned char)*sp->p)) sp->p++;
}

/* list := elem (',' elem)* ; elem := name ['{'...'}'] ['(' list ')'] */
static void parse_list(Splitter *sp, const char *anchor) {
  for (;;) {
    skip_ws(sp);
    const char *a = sp->p;
    while (*sp->p && *sp->p != '{' && *sp->p != '(' && *sp->p != ',' && *sp->p != ')') sp->p++;
    const char *name_end = sp->p;
    while (name_end > a && isspace((unsigned char)name_end[-1])) name_end--;
    if (name_end == a) { sp->bad = true; return; }
    if (*sp->p == '{') sp->p = skip_braces(sp->p);
    const char *b = sp->p;
    if (*sp->p == '(') {
      /* A nested pass manager: its name is the new anchor ("any" keeps the
       * current one; op-agnostic managers run on whatever they are nested in). */
      char *sub = dup_range(a, name_end);
      StrBuf an = STRBUF_INIT;
      if (!sub) { sp->bad = true; return; }
      bool keep = strcmp(sub, "any") == 0 || strcmp(sub, "builtin.module") == 0;
      sb_puts(&an, anchor);
      if (!keep) {
        if (*anchor) sb_putc(&an, '/');
        sb_puts(&an, sub);
      }
      free(sub);
      sp->p++;
      skip_ws(sp);
      if (*sp->p != ')') parse_list(sp, sb_cstr(&an));
      sb_free(&an);
      if (sp->bad) return;
      skip_ws(sp);
      if (*sp->p != ')') { sp->bad = true; return; }
      sp->p++;
    } else {
      push(sp, a, b, anchor);
      if (sp->bad) return;
    }
    skip_ws(sp);
    if (*sp->p == ',') { sp->p++; continue; }
    return;
  }
}

int pipe_split(const char *expanded, PipeStep **out) {
  Splitter sp = {expanded, NULL, 0, 0, false};
  parse_list(&sp, "");
  skip_ws(&sp);
  if (sp.bad || *sp.p) {
    pipe_steps_free(sp.steps, sp.n);
    *out = NULL;
    return -1;
  }
  *out = sp.steps;
  return sp.n;
}

void pipe_steps_free(PipeStep *steps, int n) {
  for (int i = 0; i < n; i++) {
    free(steps[i].pass);
    free(steps[i].name);
    free(steps[i].anchor);
    free(steps[i].element);
  }
  free(steps);
}
