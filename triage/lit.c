/*
 * lit.c: findings as llvm-lit tests (see lit.h).
 */
#include "triage/lit.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "encoder/eval/eval.h"
#include "encoder/ir/ir.h"
#include "mlirx/pipeline.h"
#include "support/arena.h"
#include "triage/confirm.h"

/* The largest number of elements printed per result: reduced programs are
 * small, and a test that prints thousands of lines is not one anyone reads. */
#define LIT_MAX_ELEMS 512

/* One element as an MLIR literal: floats as their bit pattern in hex
 * (exact, NaN payloads and the sign of zero included), i1 as true/false,
 * other integers as signed decimals of their width. */
static void literal(IrElem e, uint64_t bits, StrBuf *out) {
  int w = ir_elem_bits(e);
  if (ir_elem_is_float(e)) {
    sb_printf(out, "0x%0*" PRIX64, (w + 3) / 4, bits);
  } else if (e == IR_I1) {
    sb_printf(out, "%s", bits & 1 ? "true" : "false");
  } else {
    int64_t v = w >= 64 ? (int64_t)bits : (int64_t)(bits << (64 - w)) >> (64 - w);
    sb_printf(out, "%" PRId64, v);
  }
}

/* The elements of t from *e on as the nested list of dimension `dim` on
 * ("[[1, 2], [3, 4]]"; a rank-0 tensor is its bare element). */
static void nested(const EvalTensor *t, int dim, int64_t *e, StrBuf *out) {
  if (dim == t->rank) {
    literal(t->elem, t->bits[(*e)++], out);
    return;
  }
  sb_printf(out, "[");
  for (int64_t i = 0; i < t->dims[dim]; i++) {
    if (i) sb_printf(out, ", ");
    nested(t, dim + 1, e, out);
  }
  sb_printf(out, "]");
}

/* The static type of a value as the driver spells it ("tensor<2x3xf32>",
 * "f32"). */
static void static_type(const EvalTensor *t, StrBuf *out) {
  if (t->kind == EVAL_SCALAR) {
    sb_printf(out, "%s", ir_elem_name(t->elem));
    return;
  }
  sb_printf(out, "tensor<");
  for (int i = 0; i < t->rank; i++)
    sb_printf(out, "%" PRId64 "x", t->dims[i]);
  sb_printf(out, "%s>", ir_elem_name(t->elem));
}

/* A memref type the driver can build from a constant: no layout (an
 * identity one), so the argument's input is its own shape. */
static bool plain_memref(const IrType *t) {
  return t && t->text && strncmp(t->text, "memref<", 7) == 0 && !strstr(t->text, "strided") &&
         !strstr(t->text, "affine_map") && !strstr(t->text, "#");
}

static void static_memref_type(const EvalTensor *t, StrBuf *out) {
  sb_printf(out, "memref<");
  for (int i = 0; i < t->rank; i++)
    sb_printf(out, "%" PRId64 "x", t->dims[i]);
  sb_printf(out, "%s>", ir_elem_name(t->elem));
}

static void unflatten(const EvalTensor *t, int64_t i, int64_t *idx) {
  for (int k = t->rank - 1; k >= 0; k--) {
    int64_t d = t->dims[k] > 0 ? t->dims[k] : 1;
    idx[k] = i % d;
    i /= d;
  }
}

/* The value of expected element i as a FileCheck pattern for the printed
 * line(s); any value when it is not one pattern. "Any" is one non-empty
 * line ({{^.+$}}): FileCheck matches from where the previous match ended,
 * so {{.*}} (or {{^.*$}}) matches the empty rest of that line, and a
 * CHECK-NEXT on the same line is an error. */
static void check_lines(const EvalTensor *t, int64_t i, bool either_zero, StrBuf *out) {
  bool any = (t->poison && t->poison[i]) || (t->uninit && t->uninit[i]) || (t->approx && t->approx[i]);
  uint64_t b = t->bits[i];
  if (!ir_elem_is_float(t->elem)) {
    if (any) {
      sb_printf(out, "// CHECK-NEXT: {{^.+$}}\n");
    } else {
      StrBuf v = STRBUF_INIT;
      if (t->elem == IR_I1)
        sb_printf(&v, "%d", (int)(b & 1));
      else
        literal(t->elem, b, &v);
      sb_printf(out, "// CHECK-NEXT: {{^}}%s{{$}}\n", sb_cstr(&v));
      sb_free(&v);
    }
    return;
  }
  int w = ir_elem_bits(t->elem);
  uint64_t sign = UINT64_C(1) << (w - 1);
  uint64_t mag = b & (sign - 1);
  int sb = ir_elem_sbits(t->elem);
  uint64_t exp_mask = (sign - 1) & ~((UINT64_C(1) << (sb - 1)) - 1);
  bool nan = (b & exp_mask) == exp_mask && (b & ((UINT64_C(1) << (sb - 1)) - 1)) != 0;
  if (any) {
    sb_printf(out, "// CHECK-NEXT: {{^.+$}}\n// CHECK-NEXT: {{^.+$}}\n");
  } else if (nan) {
    sb_printf(out, "// CHECK-NEXT: {{^}}1{{$}}\n// CHECK-NEXT: {{^.+$}}\n"); /* any NaN */
  } else {
    int64_t v = w >= 64 ? (int64_t)b : (int64_t)(b << (64 - w)) >> (64 - w);
    sb_printf(out, "// CHECK-NEXT: {{^}}0{{$}}\n");
    if (mag == 0 && either_zero) {
      int64_t neg = w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
      sb_printf(out, "// CHECK-NEXT: {{^(0|%" PRId64 ")$}}\n", neg);
    } else {
      sb_printf(out, "// CHECK-NEXT: {{^}}%" PRId64 "{{$}}\n", v);
    }
  }
}

/* Attributes the lowered module keeps that mlir-runner-22 cannot parse (it
 * registers no tosa or arith dialect): the module's tosa.target_env, and the
 * discardable #arith.fastmath that MLIR 22's arith-to-llvm leaves on
 * llvm.fpext/fptrunc (the f16/bf16 extension of math ops). Both mean
 * nothing to the LLVM dialect; a sed stage drops them, only for programs
 * that can have them. */
static bool needs_attr_strip(const char *program) {
  return strstr(program, "tosa.target_env") || strstr(program, "bf16") || strstr(program, "f16");
}
#define LIT_ATTR_STRIP                                                                                       \
  "sed -E -e 's/ \\{fastmath = #arith\\.fastmath<[a-z, ]*>\\}//g'"                                           \
  " -e 's/tosa\\.target_env = #tosa\\.target_env<[^>]*>,? ?//'"

/* runner_env: a command prefix for mlir-runner (NULL: none). */
static void run_lines(const char *program, const char *prefix, bool exec, const char *runner_env,
                      StrBuf *out) {
  if (prefix && *prefix) {
    sb_printf(out, "// RUN: mlir-opt-22 %%s --pass-pipeline='%s' \\\n", prefix);
    sb_printf(out, "// RUN: | mlir-opt-22 --pass-pipeline='%s' \\\n", EXEC_LOWERING);
  } else {
    sb_printf(out, "// RUN: mlir-opt-22 %%s --pass-pipeline='%s' \\\n", EXEC_LOWERING);
  }
  if (exec && needs_attr_strip(program)) sb_printf(out, "// RUN: | %s \\\n", LIT_ATTR_STRIP);
  if (exec)
    sb_printf(
        out,
        "// RUN: | %s%smlir-runner-22 -O%d -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%s \\\n"
        "// RUN: | FileCheck %%s\n",
        runner_env ? runner_env : "", runner_env ? " " : "", EXEC_OPT_LEVEL, LIT_RUNNER_LIBS);
}

/* The driver's lines printing one element held in SSA value `val` (v: a
 * fresh number for the helper values): a float as its NaN test and its bits,
 * an integer as it is. */
static void print_value(StrBuf *drv, IrElem e, const char *val, int v) {
  const char *ety = ir_elem_name(e);
  if (ir_elem_is_float(e)) {
    sb_printf(drv, "    %%n%d = arith.cmpf uno, %s, %s : %s\n", v, val, val, ety);
    sb_printf(drv, "    vector.print %%n%d : i1\n", v);
    sb_printf(drv, "    %%b%d = arith.bitcast %s : %s to i%d\n", v, val, ety, ir_elem_bits(e));
    sb_printf(drv, "    vector.print %%b%d : i%d\n", v, ir_elem_bits(e));
  } else {
    sb_printf(drv, "    vector.print %s : %s\n", val, ety);
  }
}

/* How the program declares global @name (its read op in the driver). */
typedef enum LitGlobalKind {
  LIT_GLOBAL_NONE,
  LIT_GLOBAL_MEMREF,
  LIT_GLOBAL_ML,
  LIT_GLOBAL_TOSA
} LitGlobalKind;

static LitGlobalKind global_kind(const char *program, const char *name) {
  size_t nl = strlen(name);
  for (const char *p = strstr(program, name); p; p = strstr(p + 1, name)) {
    if (p == program || p[-1] != '@' || (p[nl] != ' ' && p[nl] != '(' && p[nl] != ':')) continue;
    const char *line = p;
    while (line > program && line[-1] != '\n')
      line--;
    while (*line == ' ')
      line++;
    if (!strncmp(line, "memref.global", 13)) return LIT_GLOBAL_MEMREF;
    if (!strncmp(line, "ml_program.global ", 18)) return LIT_GLOBAL_ML;
    if (!strncmp(line, "tosa.variable ", 14)) return LIT_GLOBAL_TOSA;
  }
  return LIT_GLOBAL_NONE;
}

TvfStatus lit_exec_test(MlirxSession *s, const char *program, const char *prefix, const ExecCheck *c,
                        const char *header, const char *runner_env, StrBuf *out, Diag *d) {
  /* the declared types (a dynamic source's '?' sizes: the driver casts the
   * failing input's static values to them) */
  const IrFunc *f = c->src_decl ? c->src_decl : c->src_func;
  const EvalResult *es = c->expected;
  if (!f || !c->failing_args || !es) return diag_set(d, TVF_EINPUT, "lit: the check has no failing input");
  int nargs = f->body->nargs;
  for (int i = 0; i < nargs; i++) {
    const EvalTensor *t = c->failing_args[i];
    const IrType *at = f->body->args[i]->type;
    bool memref = plain_memref(at);
    if (!t || (t->kind != EVAL_TENSOR && t->kind != EVAL_SCALAR) || !at ||
        (at->kind != IR_TY_TENSOR && at->kind != IR_TY_SCALAR && !memref))
      return diag_set(d, TVF_EINPUT, "lit: argument %d is not a tensor, a scalar or a memref without layout",
                      i);
    if (memref) {
      const EvalTensor *fin = i < es->nargs && es->final_args ? es->final_args[i] : NULL;
      if (t->kind != EVAL_TENSOR || !fin || fin->kind != EVAL_TENSOR || fin->n != t->n)
        return diag_set(d, TVF_EINPUT, "lit: memref argument %d has no final contents", i);
      if (t->n > LIT_MAX_ELEMS)
        return diag_set(d, TVF_EINPUT,
                        "lit: memref argument %d has %" PRId64 " elements (at most %d are printed)", i, t->n,
                        LIT_MAX_ELEMS);
    }
  }
  for (int k = 0; k < es->nresults; k++) {
    const EvalTensor *t = es->results[k];
    if (!t || (t->kind != EVAL_TENSOR && t->kind != EVAL_SCALAR))
      return diag_set(d, TVF_EINPUT, "lit: result %d is not a tensor or a scalar", k);
    if (t->rank > 16) return diag_set(d, TVF_EINPUT, "lit: result %d has rank %d", k, t->rank);
    if (t->n > LIT_MAX_ELEMS)
      return diag_set(d, TVF_EINPUT, "lit: result %d has %" PRId64 " elements (at most %d are printed)", k,
                      t->n, LIT_MAX_ELEMS);
  }
  /* the program as MLIR prints it: one module whose closing brace ends the text */
  MlirxModule *m = mlirx_parse(s, program, strlen(program), "lit-program.mlir", d);
  if (!m) return d->status;
  StrBuf prog = STRBUF_INIT;
  mlirx_module_print(m, false, &prog);
  mlirx_module_destroy(m);
  char *close = strrchr(prog.data ? prog.data : "", '}');
  if (!close) {
    sb_free(&prog);
    return diag_set(d, TVF_EINPUT, "lit: the printed program has no module body");
  }
  *close = 0;

  if (header && *header) sb_printf(out, "%s", header);
  sb_printf(out, "// XFAIL: *\n");
  run_lines(program, prefix, true, runner_env, out);
  sb_printf(out, "%s", prog.data);
  sb_free(&prog);

  /* the driver: memref arguments start as copies of module constants (the
   * function may write them; their contents after the call are printed) */
  StrBuf drv = STRBUF_INIT, checks = STRBUF_INIT;
  for (int i = 0; i < nargs; i++) {
    if (!plain_memref(f->body->args[i]->type)) continue;
    const EvalTensor *t = c->failing_args[i];
    StrBuf mt = STRBUF_INIT;
    static_memref_type(t, &mt);
    sb_printf(&drv, "  memref.global \"private\" constant @tvfuzz_lit_arg%d : %s = dense<", i, sb_cstr(&mt));
    int64_t e = 0;
    nested(t, 0, &e, &drv);
    sb_printf(&drv, ">\n");
    sb_free(&mt);
  }
  sb_printf(&drv, "  func.func @tvfuzz_lit_main() {\n");
  int64_t max_dim = 1;
  for (int k = 0; k < es->nresults; k++)
    for (int r = 0; r < es->results[k]->rank; r++)
      if (es->results[k]->dims[r] > max_dim) max_dim = es->results[k]->dims[r];
  for (int i = 0; i < nargs; i++)
    if (plain_memref(f->body->args[i]->type))
      for (int r = 0; r < c->failing_args[i]->rank; r++)
        if (c->failing_args[i]->dims[r] > max_dim) max_dim = c->failing_args[i]->dims[r];
  for (int64_t i = 0; i < max_dim; i++)
    sb_printf(&drv, "    %%c%" PRId64 " = arith.constant %" PRId64 " : index\n", i, i);
  for (int i = 0; i < nargs; i++) {
    const EvalTensor *t = c->failing_args[i];
    const IrType *at = f->body->args[i]->type;
    StrBuf st = STRBUF_INIT;
    static_type(t, &st);
    if (plain_memref(at)) {
      StrBuf mt = STRBUF_INIT;
      static_memref_type(t, &mt);
      bool cast = strcmp(at->text, sb_cstr(&mt)) != 0; /* dynamic sizes */
      sb_printf(&drv, "    %%g%d = memref.get_global @tvfuzz_lit_arg%d : %s\n", i, i, sb_cstr(&mt));
      sb_printf(&drv, "    %%m%d = memref.alloc() : %s\n", i, sb_cstr(&mt));
      sb_printf(&drv, "    memref.copy %%g%d, %%m%d : %s to %s\n", i, i, sb_cstr(&mt), sb_cstr(&mt));
      if (cast) sb_printf(&drv, "    %%arg%d = memref.cast %%m%d : %s to %s\n", i, i, sb_cstr(&mt), at->text);
      sb_free(&mt);
    } else if (t->kind == EVAL_SCALAR) {
      sb_printf(&drv, "    %%arg%d = arith.constant ", i);
      literal(t->elem, t->bits[0], &drv);
      sb_printf(&drv, " : %s\n", sb_cstr(&st));
    } else {
      bool cast = at && at->text && strcmp(at->text, sb_cstr(&st)) != 0; /* a dynamic argument type */
      sb_printf(&drv, "    %%%s%d = arith.constant dense<", cast ? "cst" : "arg", i);
      int64_t e = 0;
      nested(t, 0, &e, &drv);
      sb_printf(&drv, "> : %s\n", sb_cstr(&st));
      if (cast)
        sb_printf(&drv, "    %%arg%d = tensor.cast %%cst%d : %s to %s\n", i, i, sb_cstr(&st), at->text);
    }
    sb_free(&st);
  }
  sb_printf(&drv, "    ");
  if (f->nresults > 0) sb_printf(&drv, "%%r:%d = ", f->nresults);
  sb_printf(&drv, "func.call @%s(", f->name);
  for (int i = 0; i < nargs; i++) {
    /* a memref argument of the alloc's own type is the alloc */
    const IrType *at = f->body->args[i]->type;
    StrBuf mt = STRBUF_INIT;
    if (plain_memref(at)) static_memref_type(c->failing_args[i], &mt);
    bool direct = plain_memref(at) && strcmp(at->text, sb_cstr(&mt)) == 0;
    sb_printf(&drv, "%s%%%s%d", i ? ", " : "", direct ? "m" : "arg", i);
    sb_free(&mt);
  }
  sb_printf(&drv, ") : (");
  for (int i = 0; i < nargs; i++)
    sb_printf(&drv, "%s%s", i ? ", " : "", f->body->args[i]->type->text);
  sb_printf(&drv, ") -> (");
  for (int k = 0; k < f->nresults; k++)
    sb_printf(&drv, "%s%s", k ? ", " : "", f->result_types[k]->text);
  sb_printf(&drv, ")\n");

  bool either_zero = exec_has_tosa_float(f); /* zeros TOSA lets have either sign */
  int v = 0;
  int nmem = 0;
  for (int i = 0; i < nargs; i++)
    nmem += plain_memref(f->body->args[i]->type);
  /* the results, then the memref arguments' contents after the call */
  for (int k = 0; k < es->nresults + nmem; k++) {
    const EvalTensor *t;
    const IrType *rt;
    char what[32], from[24];
    if (k < es->nresults) {
      t = es->results[k];
      rt = f->result_types[k];
      snprintf(what, sizeof what, "result %d", k);
      snprintf(from, sizeof from, "%%r#%d", k);
    } else {
      int a = 0;
      for (int seen = -1; a < nargs; a++)
        if (plain_memref(f->body->args[a]->type) && ++seen == k - es->nresults) break;
      t = es->final_args[a];
      rt = NULL; /* the static alloc */
      snprintf(what, sizeof what, "argument %d", a);
      snprintf(from, sizeof from, "%%m%d", a);
    }
    StrBuf mt = STRBUF_INIT;
    if (!rt) static_memref_type(t, &mt);
    const char *rtext = rt ? rt->text : sb_cstr(&mt);
    bool load = strncmp(rtext, "memref<", 7) == 0;
    sb_printf(&drv, "    vector.print str \"tvfuzz-lit %s\\n\"\n", what);
    sb_printf(&checks, "// CHECK%s: tvfuzz-lit %s\n", k ? "" : "-LABEL", what);
    for (int64_t i = 0; i < t->n; i++) {
      char val[32];
      if (t->kind == EVAL_SCALAR) {
        snprintf(val, sizeof val, "%%r#%d", k); /* printed directly */
      } else {
        int64_t idx[16] = {0};
        unflatten(t, i, idx);
        snprintf(val, sizeof val, "%%x%d", v);
        sb_printf(&drv, "    %s = %s %s[", val, load ? "memref.load" : "tensor.extract", from);
        for (int r = 0; r < t->rank; r++)
          sb_printf(&drv, "%s%%c%" PRId64, r ? ", " : "", idx[r]);
        sb_printf(&drv, "] : %s\n", rtext);
      }
      print_value(&drv, t->elem, val, v);
      check_lines(t, i, either_zero, &checks);
      v++;
    }
    sb_free(&mt);
  }
  /* the mutable globals after the call, read as the program declares them */
  for (int j = 0; j < es->nglobals; j++) {
    const EvalTensor *t = es->final_globals[j];
    const char *name = es->global_names[j];
    LitGlobalKind kind = global_kind(program, name);
    if (!t || t->kind != EVAL_TENSOR || kind == LIT_GLOBAL_NONE || t->n > LIT_MAX_ELEMS) continue;
    StrBuf ty = STRBUF_INIT;
    if (kind == LIT_GLOBAL_MEMREF)
      static_memref_type(t, &ty);
    else
      static_type(t, &ty);
    sb_printf(&drv, "    %%gl%d = %s @%s : %s\n", j,
              kind == LIT_GLOBAL_MEMREF ? "memref.get_global"
              : kind == LIT_GLOBAL_TOSA ? "tosa.variable_read"
                                        : "ml_program.global_load",
              name, sb_cstr(&ty));
    sb_printf(&drv, "    vector.print str \"tvfuzz-lit global @%s\\n\"\n", name);
    sb_printf(&checks, "// CHECK: tvfuzz-lit global @%s\n", name);
    for (int64_t i = 0; i < t->n; i++) {
      int64_t idx[16] = {0};
      unflatten(t, i, idx);
      sb_printf(&drv, "    %%x%d = %s %%gl%d[", v,
                kind == LIT_GLOBAL_MEMREF ? "memref.load" : "tensor.extract", j);
      for (int r = 0; r < t->rank; r++)
        sb_printf(&drv, "%s%%c%" PRId64, r ? ", " : "", idx[r]);
      sb_printf(&drv, "] : %s\n", sb_cstr(&ty));
      char val[24];
      snprintf(val, sizeof val, "%%x%d", v);
      print_value(&drv, t->elem, val, v);
      check_lines(t, i, either_zero, &checks);
      v++;
    }
    sb_free(&ty);
  }
  sb_printf(&drv, "    return\n  }\n}\n");
  sb_printf(out, "%s", sb_cstr(&drv));
  sb_printf(out, "\n%s", sb_cstr(&checks));
  sb_free(&drv);
  sb_free(&checks);
  return TVF_OK;
}

void lit_step_test(const char *program, const char *prefix, const char *header, StrBuf *out) {
  if (header && *header) sb_printf(out, "%s", header);
  sb_printf(out, "// XFAIL: *\n");
  sb_printf(out, "// RUN: mlir-opt-22 %%s --pass-pipeline='%s' | mlir-opt-22 -o /dev/null\n", prefix);
  sb_printf(out, "%s", program);
}

TvfStatus lit_from_run(MlirxSession *s, const char *program, const char *pipeline,
                       const struct PipeResult *pr, const char *failed_step_name, const ExecCheck *c,
                       const char *header, StrBuf *out, Diag *d) {
  StrBuf prefix = STRBUF_INIT, head = STRBUF_INIT;
  TvfStatus st = TVF_OK;
  sb_printf(&head, "%s", header ? header : "");
  if (pr && pr->worst != STEP_OK && pr->failed_step >= 0) {
    if (!confirm_pipeline_prefix(s, pipeline, pr->failed_step, &prefix)) {
      st = diag_set(d, TVF_EINPUT, "lit: the pipeline does not parse");
      goto done;
    }
    sb_printf(&head, "// tvfuzz: %s at %s\n", step_status_name(pr->worst),
              failed_step_name ? failed_step_name : "?");
    lit_step_test(program, sb_cstr(&prefix), sb_cstr(&head), out);
    goto done;
  }
  if (!c || c->outcome != EXO_FINDING) {
    st = diag_set(d, TVF_EINPUT, "lit: no finding when run");
    goto done;
  }
  if (c->bisected && c->blamed_step >= 0 && !confirm_pipeline_prefix(s, pipeline, c->blamed_step, &prefix)) {
    st = diag_set(d, TVF_EINPUT, "lit: the pipeline does not parse");
    goto done;
  }
  const char *runner_env = NULL;
  if (exec_depends_on_fresh_memory(s, program, strlen(program), pr, c)) {
    if (!exec_shows_under_lit_fill(s, program, pr, c)) {
      st =
          diag_set(d, TVF_EINPUT,
                   "lit: not written: the wrong value depends on what uninitialized memory holds, and memory "
                   "filled with 0x%02x does not show it",
                   EXEC_LIT_FILL_BYTE);
      goto done;
    }
    /* glibc fills each allocation with the complement of its perturb
     * byte; the per-thread cache, which hands freed chunks back unfilled,
     * is off. The run is then the same every time. */
    runner_env = EXEC_LIT_RUNNER_ENV;
    sb_printf(
        &head,
        "// The wrong value comes from memory the compiled code reads before writing it: mlir-runner-22\n"
        "// runs with glibc filling every allocation with 0x%02x, so each run shows it (a fixed pass\n"
        "// never reads that memory, and the test then passes whatever the fill).\n",
        EXEC_LIT_FILL_BYTE);
  }
  sb_printf(&head, "// tvfuzz: %s at %s: %s\n", c->kind, c->bisected ? c->blamed_pass : "(not bisected)",
            c->msg);
  st = lit_exec_test(s, program, sb_cstr(&prefix), c, sb_cstr(&head), runner_env, out, d);
done:
  sb_free(&prefix);
  sb_free(&head);
  return st;
}

TvfStatus lit_write_for_program(MlirxSession *s, ExecEngine *x, const char *program, const char *pipeline,
                                const char *header, const char *path, Diag *d) {
  PipeOptions po;
  pipe_options_default(&po);
  po.snapshots = true;
  PipeRunner *r = pipe_runner_create(s, pipeline, &po, d);
  if (!r) return d->status;
  PipeResult pr;
  memset(&pr, 0, sizeof pr);
  TvfStatus st = pipe_runner_run(r, program, strlen(program), "lit-program.mlir", &pr, d);
  Arena a;
  arena_init(&a, 1 << 16);
  StrBuf lit = STRBUF_INIT;
  ExecCheck c;
  memset(&c, 0, sizeof c);
  if (st == TVF_OK) pipe_result_check_roundtrip(s, &pr);
  if (st == TVF_OK && pr.worst == STEP_OK) {
    ExecCheckOptions co;
    exec_check_options_default(&co);
    st = exec_check(x, program, strlen(program), "lit-program.mlir", &pr, r, &co, &a, &c, d);
  }
  if (st == TVF_OK) {
    const char *failed = pr.failed_step >= 0 ? pipe_runner_step(r, pr.failed_step)->name : NULL;
    st = lit_from_run(s, program, pipeline, &pr, failed, &c, header, &lit, d);
  }
  if (st == TVF_OK) {
    if (!sb_write_file(path, sb_cstr(&lit))) st = diag_set(d, TVF_EIO, "lit: cannot write %s", path);
  }
  sb_free(&lit);
  arena_destroy(&a);
  pipe_result_free(&pr);
  pipe_runner_destroy(r);
  return st;
}
