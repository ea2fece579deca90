/*
 * limitation.c: the table of documented refusals and its matcher (see
 * limitation.h).
 *
 * The op's operand types are read from the reduced program's text: both the
 * custom and the generic form of a tosa op end in its function type,
 * `: (T0, T1, ...) -> R`, so the line that holds the op names every operand
 * type in order.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/limitation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/strbuf.h"

#define LIM_MAX_OPERANDS 8
#define LIM_MAX_RANK 8

/* One operand type as far as the conditions need it. */
typedef struct LimType {
  bool shaped, unranked;
  int rank;
  bool dyn[LIM_MAX_RANK];
  char elem[16]; /* "f32", "i8", "ui8", "!quant..." (truncated) */
} LimType;

typedef enum LimCond {
  LIM_OPERAND_DYNAMIC,  /* operand `operand` has a dynamic dimension among `dims` (bit mask; 0 = any) */
  LIM_RESULT_DYNAMIC,   /* the result has a dynamic dimension among `dims` */
  LIM_OPERAND_UNRANKED, /* operand `operand` is unranked */
  LIM_OPERAND_UNSIGNED, /* operand `operand` has an unsigned element type */
  LIM_OPERAND_FP8,      /* operand `operand` has an fp8 element type */
} LimCond;

typedef struct Limitation {
  const char *pass; /* short pass name */
  const char *op;   /* op the pass fails to legalize */
  LimCond cond;
  int operand;      /* operand index the condition is about */
  unsigned dims;    /* LIM_OPERAND_DYNAMIC: which dims (bit i = dim i), 0 = any */
  const char *what; /* the refusal, and where MLIR says so */
} Limitation;

/* The refusals, from MLIR 22's sources (docs/TRIAGE.md "Limitations"):
 * conditions on the operand and result types the pattern checks before it
 * gives up. Not yet here: zero points that are no constants, dynamic
 * resize and transpose_conv2d (the generator makes neither). */
static const Limitation TABLE[] = {
#define CONV_STATIC(OP, K, WHAT)                                                                             \
  {                                                                                                          \
    "tosa-to-linalg-named", OP, LIM_OPERAND_DYNAMIC, K, 0,                                                   \
        "tosa-to-linalg-named lowers a convolution only with a static " WHAT                                 \
        " (TosaToLinalgNamed.cpp, ConvConverter / DepthwiseConvConverter: \"require static shapes for "      \
        "weight and "                                                                                        \
        "bias\")"                                                                                            \
  }
    CONV_STATIC("tosa.conv2d", 1, "weight"),
    CONV_STATIC("tosa.conv2d", 2, "bias"),
    CONV_STATIC("tosa.conv3d", 1, "weight"),
    CONV_STATIC("tosa.conv3d", 2, "bias"),
    CONV_STATIC("tosa.depthwise_conv2d", 1, "weight"),
    CONV_STATIC("tosa.depthwise_conv2d", 2, "bias"),
#undef CONV_STATIC
    {"tosa-to-linalg-named", "tosa.avg_pool2d", LIM_OPERAND_DYNAMIC, 0, 0xe,
     "tosa-to-linalg-named lowers an average pooling only when every dim but the batch is static "
     "(TosaToLinalgNamed.cpp, AvgPool2dConverter / checkHasDynamicBatchDims: \"input can only be dynamic for "
     "batch size\")"},
    {"tosa-to-linalg-named", "tosa.avg_pool2d", LIM_RESULT_DYNAMIC, 0, 0xe,
     "tosa-to-linalg-named lowers an average pooling only when every dim of its result but the batch is "
     "static (TosaToLinalgNamed.cpp, AvgPool2dConverter / checkHasDynamicBatchDims)"},
    {"tosa-to-linalg-named", "tosa.max_pool2d", LIM_OPERAND_FP8, 0, 0,
     "tosa-to-linalg-named has no initial value for an fp8 max pooling (TosaToLinalgNamed.cpp, "
     "MaxPool2dConverter: \"Unsupported initial value for tosa.maxpool_2d op\")"},
};

/* Parse one type starting at *p (advanced past it). */
static void parse_type(const char **p, LimType *t) {
  memset(t, 0, sizeof *t);
  const char *s = *p;
  while (*s == ' ')
    s++;
  bool tensor = !strncmp(s, "tensor<", 7), memref = !strncmp(s, "memref<", 7);
  if (tensor || memref) {
    t->shaped = true;
    s += 7;
    if (*s == '*') {
      t->unranked = true;
      s++;
      if (*s == 'x') s++;
    } else {
      while (*s == '?' || (*s >= '0' && *s <= '9')) {
        bool dyn = *s == '?';
        while (*s == '?' || (*s >= '0' && *s <= '9'))
          s++;
        if (*s != 'x') break;
        if (t->rank < LIM_MAX_RANK) t->dyn[t->rank] = dyn;
        t->rank++;
        s++;
      }
    }
  }
  size_t n = 0;
  while (s[n] && s[n] != '>' && s[n] != ',' && s[n] != ')' && n + 1 < sizeof t->elem) {
    t->elem[n] = s[n];
    n++;
  }
  t->elem[n] = 0;
  /* skip to the end of this type: the '>' closing "tensor<" (element types
   * such as !quant.uniform<...> nest), or the ',' / ')' after a plain one */
  int depth = t->shaped ? 1 : 0;
  while (*s) {
    if (*s == '<') depth++;
    if (*s == '>' && --depth == 0 && t->shaped) {
      s++;
      break;
    }
    if (depth == 0 && (*s == ',' || *s == ')')) break;
    s++;
  }
  *p = s;
}

/* Operand types of the first line of `text` that holds op `op` followed by a
 * function type; the number parsed, or -1. */
static int op_operand_types(const char *text, const char *op, LimType *out, int max) {
  size_t on = strlen(op);
  for (const char *l = text; l && *l;) {
    const char *e = strchr(l, '\n');
    size_t len = e ? (size_t)(e - l) : strlen(l);
    const char *hit = NULL;
    for (const char *q = l; q + on <= l + len; q++)
      if (!strncmp(q, op, on) && (q[on] == ' ' || q[on] == '"' || q[on] == '(')) {
        hit = q;
        break;
      }
    const char *ft = NULL;
    if (hit)
      for (const char *q = l + len; q > hit + 2; q--)
        if (q[-3] == ':' && q[-2] == ' ' && q[-1] == '(') {
          ft = q;
          break;
        }
    if (ft) {
      int n = 0;
      const char *p = ft;
      while (*p && *p != ')' && n < max - 1) {
        parse_type(&p, &out[n++]);
        while (*p == ',' || *p == ' ')
          p++;
      }
      /* the result type after ") -> " goes to out[n] */
      memset(&out[n], 0, sizeof out[n]);
      if (*p == ')' && !strncmp(p, ") -> ", 5)) {
        p += 5;
        parse_type(&p, &out[n]);
      }
      return n;
    }
    l = e ? e + 1 : NULL;
  }
  return -1;
}

static bool dynamic_in(const LimType *t, unsigned dims) {
  if (!t->shaped) return false;
  if (t->unranked) return true;
  for (int d = 0; d < t->rank && d < LIM_MAX_RANK; d++)
    if (t->dyn[d] && (!dims || (dims >> d) & 1)) return true;
  return false;
}

/* ts: the operand types, n of them, then the result type at ts[n]. */
static bool meets(const Limitation *L, const LimType *ts, int n) {
  if (L->cond == LIM_RESULT_DYNAMIC) return dynamic_in(&ts[n], L->dims);
  if (L->operand >= n) return false;
  const LimType *t = &ts[L->operand];
  switch (L->cond) {
  case LIM_OPERAND_DYNAMIC: return dynamic_in(t, L->dims);
  case LIM_OPERAND_UNRANKED: return t->unranked;
  case LIM_OPERAND_UNSIGNED: return !strncmp(t->elem, "ui", 2);
  case LIM_OPERAND_FP8: return !strncmp(t->elem, "f8", 2);
  case LIM_RESULT_DYNAMIC: break;
  }
  return false;
}

/* The op of "failed to legalize operation 'tosa.X'". */
static bool refused_op(const char *diag, char *op, size_t n) {
  const char *p = strstr(diag, "failed to legalize operation '");
  if (!p) return false;
  p += strlen("failed to legalize operation '");
  const char *e = strchr(p, '\'');
  if (!e || (size_t)(e - p) >= n) return false;
  snprintf(op, n, "%.*s", (int)(e - p), p);
  return true;
}

bool limitation_match(const KV *k, char *why, size_t n) {
  if (strcmp(kv_get(k, "kind"), "pass-failure") != 0) return false;
  const char *diag = kv_get(k, "report")[0] ? kv_get(k, "report") : kv_get(k, "detail");
  char op[64];
  if (!refused_op(diag, op, sizeof op)) return false;
  const char *pass = kv_get(k, "pass");
  /* The IR the pass ran on (earlier passes may have made a dynamic dim
   * static), else the reduced program. */
  char path[4200];
  snprintf(path, sizeof path, "%s/confirm/single.before.mlir", kv_get(k, "dir"));
  char *text = sb_read_file(path);
  if (!text) {
    snprintf(path, sizeof path, "%s/reduced.mlir", kv_get(k, "dir"));
    text = sb_read_file(path);
  }
  if (!text) return false;
  LimType ts[LIM_MAX_OPERANDS + 1];
  int nt = op_operand_types(text, op, ts, LIM_MAX_OPERANDS + 1);
  free(text);
  for (size_t i = 0; nt >= 0 && i < sizeof TABLE / sizeof *TABLE; i++) {
    const Limitation *L = &TABLE[i];
    if (strcmp(L->pass, pass) != 0 || strcmp(L->op, op) != 0 || !meets(L, ts, nt)) continue;
    snprintf(why, n, "%s", L->what);
    return true;
  }
  return false;
}
