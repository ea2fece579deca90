/*
 * prob.c: defaults, loading and dumping of the generator's probabilities (see prob.h).
 */
#include "gen/prob.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/hash.h"

typedef struct ProbInfo {
  const char *name;
  uint32_t def, max;
  const char *doc;
} ProbInfo;

static const ProbInfo prob_info[GEN_P_COUNT] = {
#define GEN_PROB(name, def, max, doc) {#name, def, max, doc},
#include "gen/prob.def"
#undef GEN_PROB
};

/* Defaults must lie in range; type weights must follow GenElem order. */
#define GEN_PROB(name, def, max, doc) _Static_assert((def) <= (max), "default of " #name " out of range");
#include "gen/prob.def"
#undef GEN_PROB
_Static_assert(GEN_P_type_f32 - GEN_P_type_i1 == GE_F32 - GE_I1, "type_* weights must follow GenElem");
_Static_assert(GEN_P_type_bf16 - GEN_P_type_i1 == GE_BF16 - GE_I1, "type_* weights must follow GenElem");

#define GEN_OP_WEIGHT_MAX 10000u

void gen_probs_default(GenProbs *p) {
  for (int i = 0; i < GEN_P_COUNT; i++)
    p->p[i] = prob_info[i].def;
  for (int i = 0; i < GEN_OP_COUNT; i++)
    p->op_w[i] = gen_ops[i].default_weight;
}

const char *gen_prob_name(GenProbId id) { return (unsigned)id < GEN_P_COUNT ? prob_info[id].name : "?"; }

TvfStatus gen_probs_set(GenProbs *p, const char *key, long long value, Diag *d) {
  if (strncmp(key, "op.", 3) == 0) {
    GenOpId op = gen_op_lookup(key + 3);
    if (op == GEN_OP_COUNT || gen_ops[op].family == GEN_FAM_HELPER)
      return diag_set(d, TVF_EINPUT, "gen: unknown op weight '%s'", key);
    if (value < 0 || value > GEN_OP_WEIGHT_MAX)
      return diag_set(d, TVF_EINPUT, "gen: op weight '%s' = %lld out of range [0,%u]", key, value,
                      GEN_OP_WEIGHT_MAX);
    p->op_w[op] = (uint32_t)value;
    return TVF_OK;
  }
  for (int i = 0; i < GEN_P_COUNT; i++) {
    if (strcmp(prob_info[i].name, key) != 0) continue;
    if (value < 0 || value > (long long)prob_info[i].max)
      return diag_set(d, TVF_EINPUT, "gen: probability '%s' = %lld out of range [0,%u]", key, value,
                      prob_info[i].max);
    p->p[i] = (uint32_t)value;
    return TVF_OK;
  }
  return diag_set(d, TVF_EINPUT, "gen: unknown probability '%s'", key);
}

static const char *skip_ws(const char *s, const char *e) {
  while (s < e && (*s == ' ' || *s == '\t' || *s == '\r'))
    s++;
  return s;
}

TvfStatus gen_probs_parse(GenProbs *p, const char *text, size_t len, const char *name, Diag *d) {
  const char *s = text, *end = text + len;
  if (!name) name = "<probabilities>";
  for (int line = 1; s < end; line++) {
    const char *eol = memchr(s, '\n', (size_t)(end - s));
    if (!eol) eol = end;
    const char *q = skip_ws(s, eol);
    const char *next = eol < end ? eol + 1 : end;
    if (q == eol || *q == '#') {
      s = next;
      continue;
    }
    const char *k0 = q;
    while (q < eol && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
      q++;
    const char *k1 = q;
    q = skip_ws(q, eol);
    if (k1 == k0 || q >= eol || *q != '=')
      return diag_set(d, TVF_EINPUT, "gen: expected 'key = value' in %s:%d", name, line);
    q = skip_ws(q + 1, eol);
    const char *v0 = q;
    while (q < eol && !isspace((unsigned char)*q) && *q != '#')
      q++;
    const char *v1 = q;
    q = skip_ws(q, eol);
    char key[128], val[64];
    if ((size_t)(k1 - k0) >= sizeof key)
      return diag_set(d, TVF_EINPUT, "gen: key too long in %s:%d", name, line);
    memcpy(key, k0, (size_t)(k1 - k0));
    key[k1 - k0] = 0;
    if (v1 == v0 || (size_t)(v1 - v0) >= sizeof val || (q < eol && *q != '#'))
      return diag_set(d, TVF_EINPUT, "gen: bad value for '%s' in %s:%d", key, name, line);
    memcpy(val, v0, (size_t)(v1 - v0));
    val[v1 - v0] = 0;
    char *vend;
    errno = 0;
    long long v = strtoll(val, &vend, 10);
    if (*vend || errno)
      return diag_set(d, TVF_EINPUT, "gen: value '%s' of '%s' is not an integer in %s:%d", val, key, name,
                      line);
    Diag tmp;
    diag_init(&tmp);
    if (gen_probs_set(p, key, v, &tmp) != TVF_OK)
      return diag_set(d, TVF_EINPUT, "%s in %s:%d", tmp.msg, name, line);
    s = next;
  }
  return TVF_OK;
}

TvfStatus gen_probs_load_file(GenProbs *p, const char *path, Diag *d) {
  FILE *f = fopen(path, "rb");
  if (!f) return diag_set(d, TVF_EIO, "gen: cannot open probability file '%s': %s", path, strerror(errno));
  StrBuf b = STRBUF_INIT;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    sb_append(&b, buf, n);
  int err = ferror(f);
  fclose(f);
  if (err || b.oom) {
    TvfStatus s = b.oom ? TVF_ENOMEM : TVF_EIO;
    sb_free(&b);
    return diag_set(d, s, "gen: cannot read probability file '%s'", path);
  }
  TvfStatus s = gen_probs_parse(p, b.data ? b.data : "", b.len, path, d);
  sb_free(&b);
  return s;
}

void gen_probs_dump(const GenProbs *p, StrBuf *out) {
  sb_printf(out, "# tvfuzz gen probabilities (tvfuzz %s).\n", TVF_VERSION);
  sb_puts(out, "# One 'key = value' per line; '#' starts a comment. Percentages are 0..100;\n"
               "# weights are relative (0 disables a choice).\n");
  for (int i = 0; i < GEN_P_COUNT; i++)
    sb_printf(out, "\n# %s [0..%u, default %u]\n%s = %u\n", prob_info[i].doc, prob_info[i].max,
              prob_info[i].def, prob_info[i].name, p->p[i]);
  sb_puts(out, "\n# Production weights (relative; 0 disables the op).\n");
  for (int i = 0; i < GEN_OP_COUNT; i++) {
    if (gen_ops[i].family == GEN_FAM_HELPER) continue;
    sb_printf(out, "op.%s = %u\n", gen_ops[i].name, p->op_w[i]);
  }
}

uint64_t gen_probs_hash(const GenProbs *p) {
  uint64_t h = TVF_HASH_INIT;
  for (int i = 0; i < GEN_P_COUNT; i++)
    h = tvf_hash_u64(h, p->p[i]);
  for (int i = 0; i < GEN_OP_COUNT; i++)
    h = tvf_hash_u64(h, p->op_w[i]);
  return h;
}
