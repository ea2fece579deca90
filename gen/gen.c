/*
 * gen.c: program driver: options, the chain/flush composition loop, results and assembly.
 *
 * The composition loop follows seed note 004 (AttributeState accumulated row-wise, flush when
 * composition fails): a chain holds a current value (the region's `last`, anchored at the op that
 * started it). Each step offers the chain value to every enabled production; the productions whose
 * constraints its accumulated state satisfies are the candidates (weighted by the probability
 * table). When there is no candidate, when the flush probability fires, or when an op cannot be
 * built, the region is closed: its last value stays live (a future operand or a result) and a new
 * chain starts from an op chosen first, fed with a value made for it (a fresh argument or constant,
 * or with chain_from_live an existing value, which makes the program a DAG). Every value left
 * without uses is returned, so programs have several results and no dead code.
 */
#include "gen/gen.h"

#include <stdio.h>
#include <string.h>

#include "gen/gen_state.h"
#include "support/arena.h"
#include "support/hash.h"

void gen_options_default(GenOptions *o) {
  memset(o, 0, sizeof *o);
  o->min_ops = 1;
  o->max_ops = 12;
  o->max_elements = 16;
  o->max_rank = 4;
  o->max_dim = 5;
  o->max_args = 6;
  o->max_results = 6;
  o->tosa_validate = true;
  o->header = true;
  for (int i = 0; i < GEN_OP_COUNT; i++)
    o->enabled[i] = true;
  gen_probs_default(&o->probs);
}

TvfStatus gen_options_set_ops(GenOptions *o, const char *list, Diag *d) {
  bool en[GEN_OP_COUNT] = {false};
  const char *s = list;
  int any = 0;
  while (*s) {
    const char *e = strchr(s, ',');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    char name[64];
    while (n && (*s == ' ' || *s == '\t'))
      s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
      n--;
    if (n) {
      if (n >= sizeof name) return diag_set(d, TVF_EINPUT, "gen: op name too long in --ops");
      memcpy(name, s, n);
      name[n] = 0;
      GenOpId op = gen_op_lookup(name);
      if (op == GEN_OP_COUNT || gen_ops[op].family == GEN_FAM_HELPER)
        return diag_set(d, TVF_EINPUT,
                        "gen: unknown op '%s' in --ops (helpers such as tosa.const are always on)", name);
      en[op] = true;
      any = 1;
    }
    if (!e) break;
    s = e + 1;
  }
  if (!any) return diag_set(d, TVF_EINPUT, "gen: empty --ops list");
  memcpy(o->enabled, en, sizeof en);
  o->restrict_ops = true;
  return TVF_OK;
}

TvfStatus gen_options_check(const GenOptions *o, Diag *d) {
#define RANGE(field, lo, hi)                                                                                 \
  if (o->field < (lo) || o->field > (hi))                                                                    \
    return diag_set(d, TVF_EINPUT, "gen: option " #field " = %d out of range [%d,%d]", o->field, (int)(lo),  \
                    (int)(hi));
  RANGE(max_ops, 1, 100000);
  RANGE(min_ops, 1, o->max_ops);
  RANGE(max_elements, 1, 1 << 20);
  RANGE(max_rank, 1, GEN_MAX_RANK);
  RANGE(max_dim, 1, 1 << 16);
  RANGE(max_args, 0, 10000);
  RANGE(max_results, 1, 10000);
#undef RANGE
  return TVF_OK;
}

void gen_options_describe(const GenOptions *o, StrBuf *out) {
  sb_printf(out,
            "max-ops=%d min-ops=%d max-elements=%d max-rank=%d max-dim=%d max-args=%d max-results=%d "
            "tosa-validate=%s",
            o->max_ops, o->min_ops, o->max_elements, o->max_rank, o->max_dim, o->max_args, o->max_results,
            o->tosa_validate ? "on" : "off");
  if (o->restrict_ops) {
    sb_puts(out, " ops=");
    int k = 0;
    for (int i = 0; i < GEN_OP_COUNT; i++)
      if (o->enabled[i]) sb_printf(out, "%s%s", k++ ? "," : "", gen_ops[i].name);
  } else {
    sb_puts(out, " ops=all");
  }
  if (o->probs_custom) {
    char hex[17];
    tvf_hash_hex(gen_probs_hash(&o->probs), hex);
    sb_printf(out, " probabilities=%s", hex);
  } else {
    sb_puts(out, " probabilities=default");
  }
}

static int min_rank_of(GenOpId op) {
  switch (op) {
  case GEN_OP_TOSA_CONV2D:
  case GEN_OP_TOSA_DEPTHWISE_CONV2D:
  case GEN_OP_TOSA_MAX_POOL2D:
  case GEN_OP_TOSA_AVG_POOL2D: return 4;
  case GEN_OP_TOSA_MATMUL:
  case GEN_OP_TOSA_GATHER: return 3;
  case GEN_OP_TOSA_TRANSPOSE:
  case GEN_OP_LINALG_MATMUL: return 2;
  default: return 0;
  }
}

static void compute_types(GenState *st) {
  const GenOptions *o = st->o;
  for (int i = 0; i < GEN_OP_COUNT; i++) {
    const GenOpInfo *inf = &gen_ops[i];
    uint32_t m = o->tosa_validate ? inf->spec_types : inf->verifier_types;
    if (inf->family != GEN_FAM_HELPER && o->restrict_ops && !o->enabled[i]) m = 0;
    if (min_rank_of((GenOpId)i) > o->max_rank) m = 0;
    st->types[i] = m;
  }
}

static bool fam_ok(const GenState *st, GenOpId op) {
  return st->linalg ? gen_op_is_linalg(op) : gen_op_is_tosa(op);
}

static bool kind_available(GenState *st, bool linalg) {
  for (int i = 0; i < GEN_OP_COUNT; i++) {
    bool fam = linalg ? gen_op_is_linalg((GenOpId)i) : gen_op_is_tosa((GenOpId)i);
    if (fam && st->types[i] && st->p->op_w[i]) return true;
  }
  return false;
}

static bool can(GenState *st, GenOpId op, int xi) {
  return st->linalg ? gen_linalg_can(st, op, xi) : gen_tosa_can(st, op, xi);
}

static int build(GenState *st, GenOpId op, int xi) {
  return st->linalg ? gen_linalg_build(st, op, xi) : gen_tosa_build(st, op, xi);
}

static int input(GenState *st, GenOpId op) {
  return st->linalg ? gen_linalg_input(st, op) : gen_tosa_input(st, op);
}

/* Start a new chain: choose the op first, then make a value it accepts. -1 if nothing works. */
static int start_chain(GenState *st) {
  uint32_t w[GEN_OP_COUNT];
  for (int i = 0; i < GEN_OP_COUNT; i++)
    w[i] = fam_ok(st, (GenOpId)i) && st->types[i] ? st->p->op_w[i] : 0;
  for (int tries = 0; tries < GEN_OP_COUNT && st->status == TVF_OK; tries++) {
    uint32_t op = gen_pick_weighted(st->c, w, GEN_OP_COUNT, "chain.start_op");
    if (op == GEN_OP_COUNT) return -1;
    int x = input(st, (GenOpId)op);
    int r = x >= 0 ? build(st, (GenOpId)op, x) : -1;
    if (r >= 0) {
      gen_note_attr(st, "chain.start=%s", gen_ops[op].name);
      return r;
    }
    w[op] = 0;
  }
  return -1;
}

/* Extend the chain whose last value is cur. -1 if no production composes. */
static int extend_chain(GenState *st, int cur) {
  uint32_t w[GEN_OP_COUNT];
  for (int i = 0; i < GEN_OP_COUNT; i++)
    w[i] = fam_ok(st, (GenOpId)i) && st->types[i] && st->p->op_w[i] && can(st, (GenOpId)i, cur)
               ? st->p->op_w[i]
               : 0;
  uint32_t op = gen_pick_weighted(st->c, w, GEN_OP_COUNT, "chain.next_op");
  if (op == GEN_OP_COUNT) {
    gen_note_attr(st, "chain.flush=no_candidate");
    return -1;
  }
  return build(st, (GenOpId)op, cur);
}

static void compose(GenState *st) {
  int target = (int)gen_range(st->c, st->o->min_ops, st->o->max_ops, "program.ops");
  int cur = -1, len = 0;
  int guard = 4 * target + 16;
  while (st->nops < target && st->status == TVF_OK && guard-- > 0) {
    int r = -1;
    if (cur >= 0) {
      if (gen_flip(st->c, st->p->p[GEN_P_flush], "chain.flush"))
        gen_note_attr(st, "chain.flush=random");
      else
        r = extend_chain(st, cur);
    }
    if (r < 0) {
      st->chain++;
      len = 0;
      r = start_chain(st);
      if (r < 0) break;
    }
    cur = r;
    len++;
    st->nops++;
  }
}

/* Results: every production value without uses (plus, sometimes, used ones), latest first, at
 * most max_results; returned in definition order. */
static int pick_results(GenState *st, int *res, int max) {
  int n = 0;
  for (int i = st->nv - 1; i >= 0 && n < max; i--) {
    const GenValue *v = &st->v[i];
    if (v->is_arg || !gen_usable(st, i)) continue;
    if (v->uses == 0 || gen_flip(st->c, st->p->p[GEN_P_extra_result], "result.extra")) res[n++] = i;
  }
  for (int i = 0; i < n / 2; i++) {
    int t = res[i];
    res[i] = res[n - 1 - i];
    res[n - 1 - i] = t;
  }
  return n;
}

static void put_header(const GenState *st, StrBuf *out) {
  sb_printf(out, "// Generated by tvfuzz-gen %s; options: ", TVF_VERSION);
  gen_options_describe(st->o, out);
  if (st->c->backend == GEN_BACKEND_PRNG) {
    sb_printf(out, "; seed: %llu\n", (unsigned long long)st->c->seed);
  } else {
    char hex[17];
    tvf_hash_hex(st->c->input_hash, hex);
    sb_printf(out, "; input: %zu bytes, fnv1a64 %s\n", st->c->len, hex);
  }
}

static void record_stats(GenState *st, const int *res, int nres) {
  GenStats *s = st->stats;
  if (!s) return;
  s->programs++;
  if (st->linalg)
    s->linalg_programs++;
  else
    s->tosa_programs++;
  if (st->memref) s->memref_programs++;
  GenProgramSample p;
  memset(&p, 0, sizeof p);
  p.ops = (uint32_t)st->nops;
  p.lines = (uint32_t)st->nlines;
  int64_t el = 0, mx = 0;
  for (int i = 0; i < st->nv; i++) {
    const GenValue *v = &st->v[i];
    if (v->t.rank < 0) continue;
    int64_t n = gen_type_elems(&v->t);
    el += n;
    if (n > mx) mx = n;
  }
  p.elems = (uint32_t)el;
  p.max_elems = (uint32_t)mx;
  p.args = (uint32_t)st->nargs;
  p.results = (uint32_t)nres;
  p.chains = (uint32_t)st->chain;
  p.bytes = (uint32_t)gen_chooser_consumed(st->c);
  gen_stats_sample(s, &p);
  uint8_t fp = 0;
  for (int i = 0; res && i < nres; i++)
    if (gen_elem_is_float((GenElem)st->v[res[i]].t.et)) fp |= st->v[res[i]].f.fp;
  static const uint8_t cls[4] = {GF_NAN, GF_INF, GF_NEGZERO, GF_SUBNORMAL};
  for (int k = 0; k < 4; k++)
    if (fp & cls[k]) s->result_may[k]++;
}

/* tosa-validate rejects DOUBLE_ROUND / INEXACT_ROUND rescales unless the module's tosa.target_env
 * lists their extensions; only programs using them get the module wrapper, so all others keep the
 * default environment. Returns whether a module was opened. */
static bool put_target_env(const GenState *st, bool variable, StrBuf *out) {
  if (st->linalg || !(st->ext_doubleround || st->ext_inexactround)) return false;
  sb_puts(out, "module attributes {tosa.target_env = #tosa.target_env<specification_version = \"1.0\", "
               "level = \"8k\", profiles = [pro_int, pro_fp], extensions = [int16, bf16");
  if (st->ext_doubleround) sb_puts(out, ", doubleround");
  if (st->ext_inexactround) sb_puts(out, ", inexactround");
  if (variable) sb_puts(out, ", variable");
  sb_puts(out, "]>} {\n");
  return true;
}

/* State kept across calls (TOSA 1.0's variable extension): argument `arg` becomes a
 * tosa.variable_read of @state at the start of the body, and `write`, a live value of its type
 * (a result when one has it: a returned value that is also stored is what one-shot-bufferize gets
 * wrong, docs/BUGS.md #37), is written back before the return. */
typedef struct GenVariable {
  int arg, write; /* value indices; arg < 0: no variable */
} GenVariable;

/* Decided after every other decision of the program, so a program without a variable is the one
 * the seed gave before this production existed. */
static GenVariable pick_variable(GenState *st, const int *res, int nres) {
  GenVariable gv = {-1, -1};
  if (st->linalg || !gen_flip(st->c, st->p->p[GEN_P_tosa_variable], "program.variable")) return gv;
  int cand[64], n = 0;
  /* The element types the variable extension's compliance table admits
   * (tosa-validate of MLIR 22 rejects a variable of i1, i16, i32 or bf16:
   * a program with one would be a reproducer that is not valid TOSA). */
  const unsigned var_types = GEM_I8 | GEM_F16 | GEM_F32;
  for (int i = 0; i < st->nv && n < 64; i++)
    if (st->v[i].is_arg && st->v[i].t.rank >= 1 && (GEM(st->v[i].t.et) & var_types) && gen_usable(st, i))
      cand[n++] = i;
  if (n == 0) return gv;
  int arg = cand[gen_upto(st->c, (uint32_t)n, "variable.arg")];
  n = 0;
  for (int k = 0; k < nres && n < 64; k++)
    if (res[k] != arg && gen_type_eq(&st->v[res[k]].t, &st->v[arg].t)) cand[n++] = res[k];
  for (int i = 0; i < st->nv && n == 0; i++)
    if (i != arg && gen_usable(st, i) && gen_type_eq(&st->v[i].t, &st->v[arg].t)) cand[n++] = i;
  if (n == 0) return gv;
  gv.arg = arg;
  gv.write = cand[gen_upto(st->c, (uint32_t)n, "variable.write")];
  return gv;
}

static void put_value(const GenState *st, int vi, StrBuf *out) {
  sb_printf(out, st->v[vi].is_arg ? "%%arg%d" : "%%%d", st->v[vi].id);
}

static void assemble(GenState *st, StrBuf *out) {
  int *res = arena_calloc(st->arena, (size_t)st->o->max_results + 1, sizeof *res);
  if (!res) {
    st->status = TVF_ENOMEM;
    return;
  }
  int nres = pick_results(st, res, st->o->max_results);
  if (nres == 0) { /* nothing was generated: return an argument so the program stays valid */
    int a = -1;
    for (int i = 0; i < st->nv && a < 0; i++)
      if (gen_usable(st, i)) a = i;
    if (a < 0) a = gen_arg_new(st, gen_type_make(GE_F32, 1, (int32_t[]){1}));
    if (a < 0) return;
    res[nres++] = a;
  }
  GenVariable gv = pick_variable(st, res, nres);
  if (st->o->header) put_header(st, out);
  bool wrap = put_target_env(st, gv.arg >= 0, out);
  if (gv.arg >= 0) { /* zeros at the first call; any content at later ones */
    const GenType *t = &st->v[gv.arg].t;
    sb_printf(out, "tosa.variable @state = dense<%s> : ",
              t->et == GE_I1                      ? "false"
              : gen_elem_is_float((GenElem)t->et) ? "0.0"
                                                  : "0");
    gen_type_print(out, t);
    sb_putc(out, '\n');
  }
  sb_puts(out, "func.func @main(");
  int k = 0;
  for (int id = 0; id < st->nargs; id++)
    for (int i = 0; i < st->nv; i++) {
      const GenValue *v = &st->v[i];
      if (!v->is_arg || v->id != id || i == gv.arg) continue;
      sb_printf(out, "%s%%arg%d: ", k++ ? ", " : "", id);
      gen_type_print(out, &v->t);
    }
  sb_puts(out, ") -> ");
  if (nres > 1) sb_putc(out, '(');
  for (int i = 0; i < nres; i++) {
    if (i) sb_puts(out, ", ");
    gen_type_print(out, &st->v[res[i]].t);
  }
  if (nres > 1) sb_putc(out, ')');
  sb_puts(out, " {\n");
  if (gv.arg >= 0) {
    sb_puts(out, "  ");
    put_value(st, gv.arg, out);
    sb_puts(out, " = tosa.variable_read @state : ");
    gen_type_print(out, &st->v[gv.arg].t);
    sb_putc(out, '\n');
  }
  sb_append(out, st->body.data ? st->body.data : "", st->body.len);
  if (gv.arg >= 0) {
    sb_puts(out, "  tosa.variable_write @state, ");
    put_value(st, gv.write, out);
    sb_puts(out, " : ");
    gen_type_print(out, &st->v[gv.write].t);
    sb_putc(out, '\n');
  }
  sb_puts(out, "  return ");
  for (int i = 0; i < nres; i++) {
    if (i) sb_puts(out, ", ");
    put_value(st, res[i], out);
  }
  sb_puts(out, " : ");
  for (int i = 0; i < nres; i++) {
    if (i) sb_puts(out, ", ");
    gen_type_print(out, &st->v[res[i]].t);
  }
  sb_puts(out, "\n}\n");
  if (wrap) sb_puts(out, "}\n");
  record_stats(st, res, nres);
}

/* A memref program: header, then gen_memref_assemble. */
static void assemble_memref(GenState *st, StrBuf *out) {
  if (st->o->header) put_header(st, out);
  gen_memref_assemble(st, out);
  record_stats(st, NULL, gen_memref_results(st));
}

TvfStatus gen_program(GenChooser *c, const GenOptions *o, StrBuf *out, GenStats *stats, Diag *d) {
  TvfStatus s = gen_options_check(o, d);
  if (s != TVF_OK) return s;
  Arena arena;
  arena_init(&arena, 0);
  GenState st;
  memset(&st, 0, sizeof st);
  st.c = c;
  st.o = o;
  st.p = &o->probs;
  st.stats = stats;
  st.arena = &arena;
  st.status = TVF_OK;
  sb_init(&st.body);
  compute_types(&st);
  bool tosa_ok = kind_available(&st, false), linalg_ok = kind_available(&st, true);
  bool memref_ok = gen_memref_available(&st);
  if (!tosa_ok && !linalg_ok && !memref_ok) {
    arena_destroy(&arena);
    return diag_set(d, TVF_EINPUT, "gen: no production is enabled (check --ops, op weights and max-rank)");
  }
  if (tosa_ok && (linalg_ok || memref_ok))
    st.linalg = gen_flip(c, st.p->p[GEN_P_linalg_program], "program.linalg");
  else
    st.linalg = !tosa_ok;
  /* Among linalg programs, a share is written on memrefs (only this decision is added to the
   * decisions of a tensor program, so tosa programs do not depend on it). */
  if (st.linalg && linalg_ok && memref_ok)
    st.memref = gen_flip(c, st.p->p[GEN_P_memref_program], "program.memref");
  else
    st.memref = st.linalg && !linalg_ok;
  if (st.memref)
    gen_memref_compose(&st);
  else
    compose(&st);
  if (st.status == TVF_OK) {
    if (st.memref)
      assemble_memref(&st, out);
    else
      assemble(&st, out);
  }
  if (st.status == TVF_OK && (st.body.oom || out->oom)) st.status = TVF_ENOMEM;
  s = st.status;
  sb_free(&st.body);
  arena_destroy(&arena);
  if (s == TVF_ENOMEM) return diag_set(d, s, "gen: out of memory");
  if (s != TVF_OK) return diag_set(d, s, "gen: internal error while generating");
  return TVF_OK;
}

TvfStatus gen_program_from_seed(uint64_t seed, const GenOptions *o, StrBuf *out, GenStats *stats, Diag *d) {
  GenChooser c;
  gen_chooser_init_seed(&c, seed);
  return gen_program(&c, o, out, stats, d);
}

TvfStatus gen_program_from_bytes(const uint8_t *data, size_t len, const GenOptions *o, StrBuf *out,
                                 GenStats *stats, Diag *d) {
  GenChooser c;
  gen_chooser_init_bytes(&c, data, len);
  return gen_program(&c, o, out, stats, d);
}
