/*
 * confirm.c: exact re-check, end-to-end execution, mlir-opt reproduction
 * (see confirm.h).
 *
 * The wrapper is plain MLIR text appended to the module under test; values
 * travel as bit patterns both ways (hex literals in, printMemrefI64 of a
 * bitcast out), so NaN payloads, -0.0 and subnormals survive the round trip.
 */
#define _POSIX_C_SOURCE 200809L
#include "triage/confirm.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mlirx/pair.h"
#include "mlirx/pipeline.h"
#include "triage/isolate.h"
#include "triage/mlir_edit.h"
#include "triage/sigfacts.h"
#include "triage/signature.h"

#define RUNNER_LIBS                                                                                          \
  "/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"

void confirm_result_free(ConfirmResult *r) {
  free(r->inputs);
  free(r->mlir_opt_cmd);
  free(r->tool_output);
  memset(r, 0, sizeof *r);
}

/* ---- small JSON readers (the validator's own output, so well-formed) ---- */

static const char *json_key(const char *js, const char *key) {
  char pat[64];
  snprintf(pat, sizeof pat, "\"%s\":", key);
  const char *p = js ? strstr(js, pat) : NULL;
  return p ? p + strlen(pat) : NULL;
}

static const char *json_string(const char *p, StrBuf *out) {
  sb_clear(out);
  if (!p) return NULL;
  while (*p == ' ')
    p++;
  if (!strncmp(p, "null", 4)) return p + 4;
  if (*p != '"') return NULL;
  for (p++; *p && *p != '"'; p++) {
    if (*p == '\\' && p[1]) {
      p++;
      if (*p == 'u') {
        sb_putc(out, '?');
        p += 4;
        continue;
      }
    }
    sb_putc(out, *p);
  }
  return *p ? p + 1 : NULL;
}

/* ---- values ---- */

typedef struct ElemInfo {
  bool is_float, is_index;
  int bits;      /* storage width */
  char name[16]; /* "f32", "i8", "index" */
} ElemInfo;

static bool elem_info(MlirType e, ElemInfo *ei) {
  memset(ei, 0, sizeof *ei);
  StrBuf n = STRBUF_INIT;
  me_type_str(e, &n);
  snprintf(ei->name, sizeof ei->name, "%s", sb_cstr(&n));
  sb_free(&n);
  if (mlirTypeIsAF32(e))
    ei->bits = 32, ei->is_float = true;
  else if (mlirTypeIsAF64(e))
    ei->bits = 64, ei->is_float = true;
  else if (mlirTypeIsAF16(e) || mlirTypeIsABF16(e))
    ei->bits = 16, ei->is_float = true;
  else if (mlirTypeIsAIndex(e))
    ei->bits = 64, ei->is_index = true;
  else if (mlirTypeIsAInteger(e))
    ei->bits = (int)mlirIntegerTypeGetWidth(e);
  else
    return false;
  return ei->bits >= 1 && ei->bits <= 64;
}

/* Bits of a validator value string: "1.5 (0x3fc00000)", "-3", "true". */
static bool value_bits(const char *s, const ElemInfo *ei, uint64_t *out) {
  if (!s) return false;
  if (ei->is_float) {
    const char *h = strstr(s, "(0x");
    if (!h) return false;
    *out = strtoull(h + 1, NULL, 16);
    return true;
  }
  if (!strcmp(s, "true")) return *out = 1, true;
  if (!strcmp(s, "false")) return *out = 0, true;
  char *e;
  errno = 0;
  long long v = strtoll(s, &e, 10);
  if (e == s || errno) return false;
  *out = ei->bits >= 64 ? (uint64_t)v : (uint64_t)v & ((UINT64_C(1) << ei->bits) - 1);
  return true;
}

static double half_to_double(uint64_t b, bool bf16) {
  if (bf16) {
    uint32_t w = (uint32_t)(b << 16);
    float f;
    memcpy(&f, &w, 4);
    return f;
  }
  int s = (int)((b >> 15) & 1), e = (int)((b >> 10) & 31), m = (int)(b & 1023);
  double v;
  if (e == 0)
    v = m / 1024.0 / 16384.0;
  else if (e == 31)
    v = m ? (0.0 / 0.0) : (1.0 / 0.0);
  else
    v = (1.0 + m / 1024.0) * (double)(1 << (e > 15 ? e - 15 : 0)) / (double)(1 << (e < 15 ? 15 - e : 0));
  return s ? -v : v;
}

/* "1.5 (0x3fc00000)" / "-3" from bits. */
static void format_value(uint64_t bits, const ElemInfo *ei, char *buf, size_t n) {
  if (ei->is_float) {
    double v;
    if (ei->bits == 32) {
      uint32_t w = (uint32_t)bits;
      float f;
      memcpy(&f, &w, 4);
      v = f;
    } else if (ei->bits == 64) {
      memcpy(&v, &bits, 8);
    } else {
      v = half_to_double(bits, !strcmp(ei->name, "bf16"));
    }
    char dec[48];
    if (v != v)
      snprintf(dec, sizeof dec, "nan");
    else if (v == 0 && ((bits >> (ei->bits - 1)) & 1))
      snprintf(dec, sizeof dec, "-0");
    else
      snprintf(dec, sizeof dec, "%.9g", v);
    snprintf(buf, n, "%s (0x%0*" PRIx64 ")", dec, ei->bits / 4, bits);
  } else if (ei->bits == 1) {
    snprintf(buf, n, "%s", bits & 1 ? "true" : "false");
  } else {
    int64_t v = (int64_t)bits;
    if (ei->bits < 64 && (bits >> (ei->bits - 1)) & 1) v = (int64_t)(bits | ~((UINT64_C(1) << ei->bits) - 1));
    snprintf(buf, n, "%" PRId64, v);
  }
}

static bool is_nan_bits(uint64_t b, const ElemInfo *ei) {
  if (!ei->is_float) return false;
  if (ei->bits == 32) return ((b >> 23) & 0xff) == 0xff && (b & 0x7fffff);
  if (ei->bits == 64) return ((b >> 52) & 0x7ff) == 0x7ff && (b & ((UINT64_C(1) << 52) - 1));
  if (!strcmp(ei->name, "bf16")) return ((b >> 7) & 0xff) == 0xff && (b & 0x7f);
  return ((b >> 10) & 0x1f) == 0x1f && (b & 0x3ff);
}

/* Mantissa width of a float element type (its exponent fills the rest). */
static int mant_bits(const ElemInfo *ei) {
  if (ei->bits == 32) return 23;
  if (ei->bits == 64) return 52;
  return !strcmp(ei->name, "bf16") ? 7 : 10;
}

static bool is_inf_bits(uint64_t b, const ElemInfo *ei) {
  if (!ei->is_float) return false;
  int m = mant_bits(ei), e = ei->bits - 1 - m;
  uint64_t exp = (b >> m) & ((UINT64_C(1) << e) - 1);
  return exp == (UINT64_C(1) << e) - 1 && !(b & ((UINT64_C(1) << m) - 1));
}

/* The largest finite value of the type, negated when `neg`. */
static uint64_t fmax_bits(const ElemInfo *ei, bool neg) {
  int m = mant_bits(ei), e = ei->bits - 1 - m;
  uint64_t v = (((UINT64_C(1) << e) - 2) << m) | ((UINT64_C(1) << m) - 1);
  return neg ? v | (UINT64_C(1) << (ei->bits - 1)) : v;
}

/* What tosa.clamp{min=-fMAX, max=+fMAX, nan_mode=IGNORE} (the finite-input
 * rewrite of sigfacts.c) makes of an input: NaN -> -fMAX, +-Inf -> +-fMAX,
 * anything else unchanged. The finite pair computes at x what the original
 * pair computes at clamp(x), so clamped inputs are a counterexample of the
 * original pair with the same expected and actual values. */
static uint64_t clamp_to_finite(uint64_t b, const ElemInfo *ei) {
  if (is_nan_bits(b, ei)) return fmax_bits(ei, true);
  if (is_inf_bits(b, ei)) return fmax_bits(ei, (b >> (ei->bits - 1)) & 1);
  return b;
}

static bool same_value(uint64_t a, uint64_t b, const ElemInfo *ei) {
  if (is_nan_bits(a, ei) && is_nan_bits(b, ei)) return true;
  uint64_t mask = ei->bits >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << ei->bits) - 1;
  return (a & mask) == (b & mask);
}

/* ---- tools ---- */

static bool on_path(const char *exe) {
  const char *path = getenv("PATH");
  if (!path) path = "/usr/bin:/bin";
  char buf[4096];
  for (const char *p = path; *p;) {
    const char *e = strchr(p, ':');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, exe);
    if (access(buf, X_OK) == 0) return true;
    p += n + (e ? 1 : 0);
  }
  return false;
}

bool confirm_tools_available(char *why, size_t n) {
  if (!on_path("mlir-opt-22")) return snprintf(why, n, "mlir-opt-22 is not on PATH"), false;
  if (!on_path("mlir-runner-22")) return snprintf(why, n, "mlir-runner-22 is not on PATH"), false;
  if (access("/usr/lib/llvm-22/lib/libmlir_runner_utils.so", R_OK) ||
      access("/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so", R_OK))
    return snprintf(why, n,
                    "libmlir_runner_utils.so / libmlir_c_runner_utils.so missing in /usr/lib/llvm-22/lib"),
           false;
  return true;
}

/* Run a shell command, capture stdout+stderr (truncated at 64 KiB). Returns
 * the exit status (128+signal for signals, -1 if it could not run). */
int confirm_run_cmd(const char *cmd, StrBuf *out) {
  sb_clear(out);
  fflush(stdout);
  fflush(stderr);
  FILE *p = popen(cmd, "r");
  if (!p) return -1;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0)
    if (out->len < 65536) sb_append(out, buf, n);
  int st = pclose(p);
  if (st == -1) return -1;
  if (WIFEXITED(st)) return WEXITSTATUS(st);
  if (WIFSIGNALED(st)) return 128 + WTERMSIG(st);
  return -1;
}

static bool write_file(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(data, 1, len, f) == len;
  return (fclose(f) == 0) && ok;
}

bool confirm_pipeline_prefix(MlirxSession *s, const char *pipeline, int last, StrBuf *out) {
  PipeOptions po;
  pipe_options_default(&po);
  po.isolation = PIPE_ISOLATE_NONE;
  PipeRunner *r = pipe_runner_create(s, pipeline, &po, NULL);
  if (!r) return false;
  int n = pipe_runner_num_steps(r);
  if (last < 0 || last >= n) last = n - 1;
  sb_puts(out, "builtin.module(");
  for (int i = 0; i <= last; i++)
    sb_printf(out, "%s%s", i ? "," : "", pipe_runner_step(r, i)->element);
  sb_putc(out, ')');
  pipe_runner_destroy(r);
  return true;
}

/* ---- the wrapper ---- */

typedef struct CexArg {
  uint64_t *bits;
  long n;
  ElemInfo ei;
  char name[64], type[96];
} CexArg;

static void emit_literal(StrBuf *w, const ElemInfo *ei, const uint64_t *bits, const long *dims, int rank,
                         int d, long *pos) {
  if (d == rank) {
    uint64_t b = bits[(*pos)++];
    if (ei->is_float)
      sb_printf(w, "0x%0*" PRIX64, ei->bits / 4, b);
    else if (ei->bits == 1)
      sb_puts(w, b & 1 ? "true" : "false");
    else {
      char v[32];
      format_value(b, ei, v, sizeof v);
      sb_puts(w, v);
    }
    return;
  }
  sb_putc(w, '[');
  for (long i = 0; i < dims[d]; i++) {
    if (i) sb_puts(w, ", ");
    emit_literal(w, ei, bits, dims, rank, d + 1, pos);
  }
  sb_putc(w, ']');
}

static void shape_str(MlirType t, StrBuf *out, long *dims, int *rank) {
  *rank = (int)mlirShapedTypeGetRank(t);
  for (int i = 0; i < *rank; i++) {
    dims[i] = (long)mlirShapedTypeGetDimSize(t, i);
    sb_printf(out, "%ldx", dims[i]);
  }
}

/* Append @tvf_entry (and the print declaration) for function f of module m
 * to `w`. False (with why) when a type is not supported. */
static bool build_wrapper(MlirOperation f, const char *fname, CexArg *args, int nargs, StrBuf *w, char *why,
                          size_t whylen) {
  MlirAttribute fta = mlirOperationGetAttributeByName(f, mlirStringRefCreateFromCString("function_type"));
  MlirType ft = mlirTypeAttrGetValue(fta);
  intptr_t nin = mlirFunctionTypeGetNumInputs(ft), nout = mlirFunctionTypeGetNumResults(ft);
  if (nin != nargs)
    return snprintf(why, whylen, "counterexample has %d arguments, @%s takes %ld", nargs, fname, (long)nin),
           false;
  sb_puts(w, "  func.func private @printMemrefI64(memref<*xi64>)\n  func.func @tvf_entry() {\n");
  StrBuf ty = STRBUF_INIT, shp = STRBUF_INIT;
  for (intptr_t i = 0; i < nin; i++) {
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    sb_clear(&ty);
    me_type_str(t, &ty);
    bool tensor = mlirTypeIsARankedTensor(t);
    MlirType e = tensor ? mlirShapedTypeGetElementType(t) : t;
    ElemInfo ei;
    if ((tensor && !mlirShapedTypeHasStaticShape(t)) || !elem_info(e, &ei)) {
      snprintf(why, whylen, "argument type %s not supported by the wrapper", sb_cstr(&ty));
      goto fail;
    }
    long dims[16];
    int rank = 0;
    sb_clear(&shp);
    if (tensor) shape_str(t, &shp, dims, &rank);
    long count = 1;
    for (int d = 0; d < rank; d++)
      count *= dims[d];
    if (args[i].n != count) {
      snprintf(why, whylen, "counterexample argument %ld has %ld values for %s", (long)i, args[i].n,
               sb_cstr(&ty));
      goto fail;
    }
    long pos = 0;
    if (tensor) {
      sb_printf(w, "    %%a%ld = arith.constant dense<", (long)i);
      emit_literal(w, &ei, args[i].bits, dims, rank, 0, &pos);
      sb_printf(w, "> : %s\n", sb_cstr(&ty));
    } else {
      sb_printf(w, "    %%a%ld = arith.constant ", (long)i);
      emit_literal(w, &ei, args[i].bits, dims, 0, 0, &pos);
      if (ei.bits != 1) sb_printf(w, " : %s", sb_cstr(&ty));
      sb_putc(w, '\n');
    }
  }
  if (nout > 1)
    sb_printf(w, "    %%r:%ld = func.call @%s(", (long)nout, fname);
  else
    sb_printf(w, "    %%r = func.call @%s(", fname);
  for (intptr_t i = 0; i < nin; i++)
    sb_printf(w, "%s%%a%ld", i ? ", " : "", (long)i);
  sb_puts(w, ") : (");
  for (intptr_t i = 0; i < nin; i++) {
    if (i) sb_puts(w, ", ");
    me_type_str(mlirFunctionTypeGetInput(ft, i), w);
  }
  sb_puts(w, ") -> (");
  for (intptr_t i = 0; i < nout; i++) {
    if (i) sb_puts(w, ", ");
    me_type_str(mlirFunctionTypeGetResult(ft, i), w);
  }
  sb_puts(w, ")\n");
  for (intptr_t j = 0; j < nout; j++) {
    MlirType t = mlirFunctionTypeGetResult(ft, j);
    sb_clear(&ty);
    me_type_str(t, &ty);
    ElemInfo ei;
    if (!mlirTypeIsARankedTensor(t) || !mlirShapedTypeHasStaticShape(t) ||
        !elem_info(mlirShapedTypeGetElementType(t), &ei)) {
      snprintf(why, whylen, "result type %s not supported by the wrapper", sb_cstr(&ty));
      goto fail;
    }
    long dims[16];
    int rank;
    sb_clear(&shp);
    shape_str(t, &shp, dims, &rank);
    char ref[32];
    if (nout > 1)
      snprintf(ref, sizeof ref, "%%r#%ld", (long)j);
    else
      snprintf(ref, sizeof ref, "%%r");
    StrBuf map = STRBUF_INIT, its = STRBUF_INIT;
    sb_puts(&map, "affine_map<(");
    for (int d = 0; d < rank; d++)
      sb_printf(&map, "%sd%d", d ? ", " : "", d);
    sb_puts(&map, ") -> (");
    for (int d = 0; d < rank; d++)
      sb_printf(&map, "%sd%d", d ? ", " : "", d);
    sb_puts(&map, ")>");
    for (int d = 0; d < rank; d++)
      sb_printf(&its, "%s\"parallel\"", d ? ", " : "");
    const char *bt = sb_cstr(&shp);
    sb_printf(w, "    %%e%ld = tensor.empty() : tensor<%si64>\n", (long)j, bt);
    sb_printf(w,
              "    %%b%ld = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} ins(%s : %s) "
              "outs(%%e%ld : "
              "tensor<%si64>) {\n    ^bb0(%%x: %s, %%o: i64):\n",
              (long)j, sb_cstr(&map), sb_cstr(&map), sb_cstr(&its), ref, sb_cstr(&ty), (long)j, bt, ei.name);
    if (ei.is_float && ei.bits == 64)
      sb_puts(w, "      %z = arith.bitcast %x : f64 to i64\n");
    else if (ei.is_float)
      sb_printf(w, "      %%c = arith.bitcast %%x : %s to i%d\n      %%z = arith.extui %%c : i%d to i64\n",
                ei.name, ei.bits, ei.bits);
    else if (ei.is_index)
      sb_puts(w, "      %z = arith.index_cast %x : index to i64\n");
    else if (ei.bits < 64)
      sb_printf(w, "      %%z = arith.%s %%x : i%d to i64\n", ei.bits == 1 ? "extui" : "extsi", ei.bits);
    /* i64 needs no conversion: yield the element itself. */
    sb_puts(w, !ei.is_float && !ei.is_index && ei.bits == 64 ? "      linalg.yield %x : i64\n"
                                                             : "      linalg.yield %z : i64\n");
    sb_printf(w, "    } -> tensor<%si64>\n", bt);
    sb_printf(w, "    %%m%ld = bufferization.to_buffer %%b%ld : tensor<%si64> to memref<%si64>\n", (long)j,
              (long)j, bt, bt);
    sb_printf(w, "    %%u%ld = memref.cast %%m%ld : memref<%si64> to memref<*xi64>\n", (long)j, (long)j, bt);
    sb_printf(w, "    func.call @printMemrefI64(%%u%ld) : (memref<*xi64>) -> ()\n", (long)j);
    sb_free(&map);
    sb_free(&its);
  }
  sb_puts(w, "    return\n  }\n");
  sb_free(&ty);
  sb_free(&shp);
  return true;
fail:
  sb_free(&ty);
  sb_free(&shp);
  return false;
}

/* Integers printed after each "data =" of printMemrefI64, result by result. */
static int parse_runner_output(const char *out, uint64_t **vals, long *counts, int max) {
  int nres = 0;
  const char *p = out;
  while ((p = strstr(p, "data =")) != NULL && nres < max) {
    p += 6;
    const char *end = strstr(p, "Unranked Memref");
    if (!end) end = p + strlen(p);
    long cap = 16, n = 0;
    uint64_t *v = malloc(sizeof *v * (size_t)cap);
    while (p < end && v) {
      if (*p == '-' || (*p >= '0' && *p <= '9')) {
        char *e;
        long long x = strtoll(p, &e, 10);
        if (n == cap) {
          cap *= 2;
          uint64_t *g = realloc(v, sizeof *v * (size_t)cap);
          if (!g) break;
          v = g;
        }
        v[n++] = (uint64_t)x;
        p = e;
      } else {
        p++;
      }
    }
    vals[nres] = v;
    counts[nres] = n;
    nres++;
    p = end;
  }
  return nres;
}

/* Compile `module_text` + wrapper and run it; on success fills *value with
 * the element (result out_index, flat element out_elem). */
static bool run_e2e(MlirxSession *s, const char *module_text, const char *fname, CexArg *args, int nargs,
                    int out_index, long out_elem, const char *workdir, const char *tag, uint64_t *value,
                    ElemInfo *ei_out, char *why, size_t whylen, StrBuf *log) {
  Diag d;
  diag_init(&d);
  MlirxModule *m = mlirx_parse(s, module_text, strlen(module_text), tag, &d);
  if (!m) return snprintf(why, whylen, "%s IR does not parse: %.300s", tag, d.msg), false;
  MeOps funcs = {0};
  me_collect_funcs(m->mod, &funcs);
  MlirOperation f = {NULL};
  for (int i = 0; i < funcs.n; i++) {
    MlirAttribute a = mlirOperationGetAttributeByName(funcs.v[i], mlirStringRefCreateFromCString("sym_name"));
    MlirStringRef r = mlirStringAttrGetValue(a);
    if (r.length == strlen(fname) && !memcmp(r.data, fname, r.length)) f = funcs.v[i];
  }
  me_ops_free(&funcs);
  bool ok = false;
  StrBuf w = STRBUF_INIT, out = STRBUF_INIT, cmd = STRBUF_INIT;
  uint64_t *vals[16] = {0};
  long counts[16];
  int nres = 0;
  if (mlirOperationIsNull(f)) {
    snprintf(why, whylen, "@%s not found in the %s IR", fname, tag);
    goto done;
  }
  MlirType ft = mlirTypeAttrGetValue(
      mlirOperationGetAttributeByName(f, mlirStringRefCreateFromCString("function_type")));
  /* A UB-stage miscompile names no output element (out_index -1): nothing
   * to compare by execution. */
  if (out_index < 0 || out_index >= (int)mlirFunctionTypeGetNumResults(ft)) {
    snprintf(why, whylen,
             "no output element to compare (the finding is about undefined behaviour or a shape)");
    goto done;
  }
  MlirType rt = mlirFunctionTypeGetResult(ft, out_index);
  if (!mlirTypeIsARankedTensor(rt) || !elem_info(mlirShapedTypeGetElementType(rt), ei_out)) {
    snprintf(why, whylen, "result type not supported");
    goto done;
  }
  /* module text without its closing brace, then the wrapper, then the brace */
  const char *close = strrchr(module_text, '}');
  if (!close) {
    snprintf(why, whylen, "%s IR: no module body", tag);
    goto done;
  }
  sb_append(&w, module_text, (size_t)(close - module_text));
  if (!build_wrapper(f, fname, args, nargs, &w, why, whylen)) goto done;
  sb_puts(&w, "}\n");
  char src[4096], ll[4096];
  snprintf(src, sizeof src, "%s/e2e-%s.mlir", workdir, tag);
  snprintf(ll, sizeof ll, "%s/e2e-%s.llvm.mlir", workdir, tag);
  if (!write_file(src, w.data, w.len)) {
    snprintf(why, whylen, "cannot write %.400s", src);
    goto done;
  }
  sb_printf(&cmd, "timeout 120 mlir-opt-22 --pass-pipeline='%s' '%s' -o '%s' 2>&1", CONFIRM_LOWERING, src,
            ll);
  int rc = confirm_run_cmd(sb_cstr(&cmd), &out);
  sb_printf(log, "$ %s\n%s", sb_cstr(&cmd), sb_cstr(&out));
  if (rc != 0) {
    const char *nl = strchr(sb_cstr(&out), '\n');
    snprintf(why, whylen, "lowering the %s IR to LLVM failed (exit %d): %.*s", tag, rc,
             nl ? (int)(nl - sb_cstr(&out)) : 300, sb_cstr(&out));
    goto done;
  }
  sb_clear(&cmd);
  sb_printf(&cmd,
            "timeout 120 mlir-runner-22 -e tvf_entry -entry-point-result=void -shared-libs=%s '%s' 2>&1",
            RUNNER_LIBS, ll);
  rc = confirm_run_cmd(sb_cstr(&cmd), &out);
  sb_printf(log, "$ %s\n%s", sb_cstr(&cmd), sb_cstr(&out));
  if (rc != 0) {
    snprintf(why, whylen, "mlir-runner-22 failed on the %s IR (exit %d)", tag, rc);
    goto done;
  }
  nres = parse_runner_output(sb_cstr(&out), vals, counts, 16);
  if (out_index >= nres || out_elem < 0 || out_elem >= counts[out_index]) {
    snprintf(why, whylen, "runner output has %d results; element %d/%ld missing", nres, out_index, out_elem);
    goto done;
  }
  *value = vals[out_index][out_elem];
  if (ei_out->bits < 64) *value &= (UINT64_C(1) << ei_out->bits) - 1;
  ok = true;
done:
  for (int i = 0; i < nres; i++)
    free(vals[i]);
  sb_free(&w);
  sb_free(&out);
  sb_free(&cmd);
  mlirx_module_destroy(m);
  return ok;
}

/* Parse the counterexample of the exact re-check. */
static int parse_cex(const char *json, CexArg *args, int max, StrBuf *inputs, ConfirmResult *r) {
  const char *p = json_key(json, "args");
  if (!p) return -1;
  int n = 0;
  StrBuf s = STRBUF_INIT, type = STRBUF_INIT, name = STRBUF_INIT;
  while (n < max) {
    const char *o = strstr(p, "{\"name\":");
    const char *stop = strstr(p, "\"out_index\"");
    if (!o || (stop && o > stop)) break;
    p = json_string(o + 8, &name);
    p = json_string(json_key(p, "type"), &type);
    ElemInfo ei;
    memset(&ei, 0, sizeof ei);
    /* element type: text after the last 'x' of tensor<...>, or the scalar */
    const char *t = sb_cstr(&type);
    const char *lt = strrchr(t, 'x');
    char en[16];
    snprintf(en, sizeof en, "%s", strncmp(t, "tensor<", 7) ? t : (lt ? lt + 1 : t + 7));
    char *gt = strchr(en, '>');
    if (gt) *gt = 0;
    snprintf(ei.name, sizeof ei.name, "%s", en);
    ei.is_float = en[0] == 'f' || !strcmp(en, "bf16");
    ei.bits = !strcmp(en, "bf16") ? 16 : en[0] == 'f' ? atoi(en + 1) : en[0] == 'i' ? atoi(en + 1) : 64;
    const char *vals = json_key(p, "values");
    if (!vals) break;
    vals++; /* '[' */
    long cap = 16;
    args[n].bits = malloc(sizeof(uint64_t) * (size_t)cap);
    args[n].n = 0;
    args[n].ei = ei;
    snprintf(args[n].name, sizeof args[n].name, "%s", sb_cstr(&name));
    snprintf(args[n].type, sizeof args[n].type, "%s", sb_cstr(&type));
    sb_printf(inputs, "  %s : %s = [", sb_cstr(&name), sb_cstr(&type));
    while (*vals && *vals != ']') {
      if (*vals == ',') vals++;
      vals = json_string(vals, &s);
      if (!vals) break;
      uint64_t b;
      if (!value_bits(sb_cstr(&s), &ei, &b)) {
        snprintf(r->e2e_note, sizeof r->e2e_note, "counterexample value '%s' has no exact bit pattern",
                 sb_cstr(&s));
        n = -1;
        goto out;
      }
      if (args[n].n == cap) {
        cap *= 2;
        args[n].bits = realloc(args[n].bits, sizeof(uint64_t) * (size_t)cap);
      }
      args[n].bits[args[n].n++] = b;
      sb_printf(inputs, "%s%s", args[n].n > 1 ? ", " : "", sb_cstr(&s));
    }
    sb_puts(inputs, "]\n");
    n++;
    p = vals;
  }
out:
  sb_free(&s);
  sb_free(&type);
  sb_free(&name);
  return n;
}

/* Exact IEEE re-check of one pair text (the solver gets room: it runs once
 * per finding). */
static void exact_check(MlirxSession *s, const ValidateOptions *vopt, const char *pair, const char *name,
                        ValidateResult *vr) {
  ValidateOptions vx = *vopt;
  vx.tv.fp = FPDOM_EXACT;
  if (vx.timeout_ms < 60000) vx.timeout_ms = vx.tv.timeout_ms = 60000;
  Validator *v = validator_create(s, &vx);
  iso_validate_pair(v, pair, strlen(pair), name, 120000, vr);
  validator_destroy(v);
}

/* When the signature says the bug shows on finite inputs, the counterexample
 * the report prints must have finite inputs: re-check the finite-input pair
 * (sigfacts_finite_pair) first. True (vr set) when it gives a miscompile;
 * otherwise r->cex_note says why the unrestricted pair is used. */
static bool exact_check_finite(MlirxSession *s, const Outcome *o, const ValidateOptions *vopt,
                               ConfirmResult *r, ValidateResult *vr) {
  StrBuf fin = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  bool ok = false;
  if (sigfacts_finite_pair(s, o->pair, strlen(o->pair), &fin, &d) != TVF_OK) {
    snprintf(r->cex_note, sizeof r->cex_note, "the finite-input pair could not be built: %.300s", d.msg);
  } else {
    exact_check(s, vopt, sb_cstr(&fin), "reduced.finite.srctgt.mlir", vr);
    ok = vr->verdict == TV_MISCOMPILE;
    if (!ok) {
      snprintf(r->cex_note, sizeof r->cex_note,
               "the exact re-check with inputs clamped to finite values says %s, so the counterexample "
               "below is not restricted to finite inputs",
               vr->verdict_name);
      validate_result_free(vr);
    }
  }
  sb_free(&fin);
  return ok;
}

/* Replace every float input by its clamp_to_finite image and print the
 * inputs again in the validator's "value (0xbits)" form. */
static void clamp_inputs(CexArg *args, int nargs, ConfirmResult *r) {
  StrBuf t = STRBUF_INIT;
  for (int i = 0; i < nargs; i++) {
    sb_printf(&t, "  %s : %s = [", args[i].name, args[i].type);
    for (long k = 0; k < args[i].n; k++) {
      char v[96];
      if (args[i].ei.is_float) args[i].bits[k] = clamp_to_finite(args[i].bits[k], &args[i].ei);
      format_value(args[i].bits[k], &args[i].ei, v, sizeof v);
      sb_printf(&t, "%s%s", k ? ", " : "", v);
    }
    sb_puts(&t, "]\n");
  }
  free(r->inputs);
  r->inputs = sb_take(&t);
}

/* Does the counterexample in validator JSON `json` have a NaN or infinite
 * input? (False when it has none or cannot be read.) */
static bool cex_has_special(const char *json) {
  CexArg args[32];
  memset(args, 0, sizeof args);
  StrBuf scratch = STRBUF_INIT;
  ConfirmResult tmp;
  memset(&tmp, 0, sizeof tmp);
  int n = parse_cex(json_key(json, "counterexample"), args, 32, &scratch, &tmp);
  bool special = false;
  for (int i = 0; i < n; i++)
    for (long k = 0; k < args[i].n; k++)
      special =
          special || is_nan_bits(args[i].bits[k], &args[i].ei) || is_inf_bits(args[i].bits[k], &args[i].ei);
  for (int i = 0; i < 32; i++)
    free(args[i].bits);
  sb_free(&scratch);
  return special;
}

static void confirm_wrong_code(MlirxSession *s, const Outcome *o, const ValidateOptions *vopt,
                               const char *fp_fact, const char *workdir, ConfirmResult *r, StrBuf *log) {
  snprintf(r->policy, sizeof r->policy, "%s", validate_policy_name(vopt));
  ValidateResult vr;
  exact_check(s, vopt, o->pair, "reduced.srctgt.mlir", &vr);
  /* The unrestricted counterexample is kept when its inputs are finite (it
   * is the solver's or screening's first pick, usually at the finding's own
   * stage); otherwise a bug that shows on finite inputs gets a finite one. */
  bool finite = false;
  if (vr.verdict == TV_MISCOMPILE && fp_fact && !strcmp(fp_fact, "finite") && cex_has_special(vr.json)) {
    ValidateResult fv;
    finite = exact_check_finite(s, o, vopt, r, &fv);
    if (finite) {
      validate_result_free(&vr);
      vr = fv;
    }
  }
  snprintf(r->cex_source, sizeof r->cex_source, "%s", finite ? "finite-pair" : "pair");
  snprintf(r->exact_verdict, sizeof r->exact_verdict, "%s", vr.verdict_name);
  snprintf(r->exact_detail, sizeof r->exact_detail, "%.1000s", vr.detail);
  snprintf(r->cex_stage, sizeof r->cex_stage, "%s", vr.stage);
  bool exact_ok = vr.verdict == TV_MISCOMPILE;
  if (!exact_ok) {
    snprintf(r->how, sizeof r->how, "the exact IEEE re-check says %s: %.400s", vr.verdict_name, vr.detail);
    validate_result_free(&vr);
    return;
  }
  /* The mismatching element and the two values. */
  StrBuf t = STRBUF_INIT;
  const char *ce = json_key(vr.json, "counterexample");
  const char *oi = json_key(ce, "out_index"), *oe = json_key(ce, "out_elem");
  r->out_index = oi ? atoi(oi) : 0;
  r->out_elem = oe ? atol(oe) : 0;
  json_string(json_key(ce, "out_coords"), &t);
  snprintf(r->out_coords, sizeof r->out_coords, "%s", sb_cstr(&t));
  json_string(json_key(ce, "src"), &t);
  snprintf(r->spec_value, sizeof r->spec_value, "%s", sb_cstr(&t));
  json_string(json_key(ce, "tgt"), &t);
  snprintf(r->tgt_value, sizeof r->tgt_value, "%s", sb_cstr(&t));
  json_string(json_key(vr.json, "func"), &t);
  char fname[128];
  snprintf(fname, sizeof fname, "%s", t.len ? sb_cstr(&t) : (o->func[0] ? o->func : "main"));
  sb_free(&t);
  CexArg args[32];
  memset(args, 0, sizeof args);
  StrBuf inputs = STRBUF_INIT;
  int nargs = parse_cex(ce, args, 32, &inputs, r);
  r->inputs = sb_take(&inputs);
  if (finite && nargs >= 0) clamp_inputs(args, nargs, r);
  validate_result_free(&vr);
  snprintf(r->status, sizeof r->status, "confirmed");
  snprintf(r->how, sizeof r->how, "exact IEEE re-check: miscompile");
  char why[512] = "";
  if (nargs < 0) {
    snprintf(why, sizeof why, "%s", r->e2e_note);
  } else if (!confirm_tools_available(why, sizeof why)) {
    /* why is set */
  } else if (!o->after || !o->before) {
    snprintf(why, sizeof why, "the IR around the pass was not captured");
  } else {
    uint64_t after_v = 0, before_v = 0, spec_b = 0;
    ElemInfo ei;
    if (run_e2e(s, o->after, fname, args, nargs, r->out_index, r->out_elem, workdir, "after", &after_v, &ei,
                why, sizeof why, log)) {
      r->e2e_ran = true;
      format_value(after_v, &ei, r->compiled_value, sizeof r->compiled_value);
      char why2[512] = "";
      ElemInfo ei2;
      if (run_e2e(s, o->before, fname, args, nargs, r->out_index, r->out_elem, workdir, "before", &before_v,
                  &ei2, why2, sizeof why2, log))
        format_value(before_v, &ei2, r->compiled_before, sizeof r->compiled_before);
      else
        snprintf(r->compiled_before, sizeof r->compiled_before, "(not run: %.80s)", why2);
      bool have_spec = value_bits(r->spec_value, &ei, &spec_b);
      if (have_spec && !same_value(after_v, spec_b, &ei)) {
        snprintf(r->how, sizeof r->how,
                 "exact IEEE re-check: miscompile; end to end: the compiled code returns %s where the "
                 "specification requires %s",
                 r->compiled_value, r->spec_value);
      } else if (have_spec) {
        snprintf(r->status, sizeof r->status, "inconclusive");
        snprintf(r->how, sizeof r->how,
                 "exact re-check says miscompile, but the compiled code returns the specified value %s",
                 r->compiled_value);
      }
      why[0] = 0;
    }
  }
  if (why[0]) snprintf(r->e2e_note, sizeof r->e2e_note, "end-to-end execution not done: %s", why);
  for (int i = 0; i < 32; i++)
    free(args[i].bits);
}

/* An invalid-IR finding of IR that verifies in memory but whose printed
 * form does not parse back (the pair's round trip). */
static bool outcome_is_roundtrip(const Outcome *o) {
  const char *d = o->report ? o->report : o->detail;
  return !strcmp(o->kind, "invalid-ir") && d && !strncmp(d, "<after>:", 8);
}

/* Did mlir-opt (exit rc, output `out`) fail the way outcome o says? Our
 * normalised diagnostic head must match one of its error lines; a crash must
 * be a crash (with the same assertion, when ours names one); a timeout must
 * hit `timeout`. */
static bool same_failure(const Outcome *o, int rc, const char *out) {
  if (rc == 0) return false;
  StrBuf ours = STRBUF_INIT;
  sig_normalize_diag(o->report ? o->report : o->detail, &ours);
  bool same = false;
  for (const char *p = out; p && *p;) {
    const char *e = strstr(p, "error: ");
    if (!e) break;
    const char *nl = strchr(e, '\n');
    StrBuf line = STRBUF_INIT, theirs = STRBUF_INIT;
    sb_append(&line, e + 7, nl ? (size_t)(nl - e - 7) : strlen(e + 7));
    sig_normalize_diag(sb_cstr(&line), &theirs);
    size_t k = theirs.len < ours.len ? theirs.len : ours.len;
    if (k > 20 && !memcmp(theirs.data, ours.data, k > 60 ? 60 : k)) same = true;
    sb_free(&line);
    sb_free(&theirs);
    p = nl;
  }
  sb_free(&ours);
  bool crashed = rc >= 128 || strstr(out, "PLEASE submit a bug report") != NULL;
  if (!strcmp(o->kind, "crash") && crashed) {
    /* The same crash: the assertion text of ours, when it has one. */
    const char *diag = o->report ? o->report : o->detail;
    const char *a = strstr(diag, "Assertion `");
    const char *q = a ? strchr(a + 11, '\'') : NULL;
    same = true;
    if (q) {
      char assertion[256];
      snprintf(assertion, sizeof assertion, "%.*s", (int)(q - a - 11 < 255 ? q - a - 11 : 255), a + 11);
      same = strstr(out, assertion) != NULL;
    }
  }
  if (!strcmp(o->kind, "timeout") && rc == 124) same = true;
  return same;
}

static void confirm_failure(MlirxSession *s, const Outcome *o, const char *program, const char *pipeline,
                            const char *workdir, bool planted, ConfirmResult *r, StrBuf *log) {
  if (planted) {
    snprintf(r->status, sizeof r->status, "confirmed");
    snprintf(
        r->how, sizeof r->how,
        "reproduced by the in-process pipeline runner (the blamed pass is a planted test pass that mlir-opt "
        "does not have)");
    return;
  }
  if (!on_path("mlir-opt-22")) {
    snprintf(r->status, sizeof r->status, "inconclusive");
    snprintf(r->how, sizeof r->how, "mlir-opt-22 is not on PATH");
    return;
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/reduced.mlir", workdir);
  write_file(path, program, strlen(program));
  StrBuf out = STRBUF_INIT;
  int rc = confirm_run_cmd(r->mlir_opt_cmd ? r->mlir_opt_cmd : "false", &out);
  sb_printf(log, "$ %s\n%s", r->mlir_opt_cmd ? r->mlir_opt_cmd : "", sb_cstr(&out));
  free(r->tool_output);
  r->tool_output = strdup(sb_cstr(&out));
  if (same_failure(o, rc, sb_cstr(&out))) {
    snprintf(r->status, sizeof r->status, "confirmed");
    snprintf(r->how, sizeof r->how, "mlir-opt-22 fails the same way (exit %d)", rc);
  } else {
    snprintf(r->status, sizeof r->status, "inconclusive");
    snprintf(r->how, sizeof r->how, "mlir-opt-22 did not reproduce (exit %d%s)", rc,
             rc != 0 ? ", different diagnostic" : "");
  }
  (void)s;
  (void)pipeline;
  sb_free(&out);
}

/* ---- the single-pass reproducer ---- */

/* The IR right before the blamed pass, into `out`: the runner captured it for
 * wrong code; for failures mlir-opt-22 runs the steps before the pass (none
 * when it is the first: the program itself). */
static bool pre_pass_ir(MlirxSession *s, const Outcome *o, const char *program, const char *pipeline,
                        const char *workdir, StrBuf *out, char *why, size_t n, StrBuf *log) {
  if (o->before) return sb_puts(out, o->before), true;
  if (o->step <= 0) return sb_puts(out, program), true;
  StrBuf prefix = STRBUF_INIT, cmd = STRBUF_INIT, res = STRBUF_INIT;
  char in[4096], ir[4096];
  snprintf(in, sizeof in, "%s/reduced.mlir", workdir);
  snprintf(ir, sizeof ir, "%s/single.prefix.mlir", workdir);
  bool ok =
      confirm_pipeline_prefix(s, pipeline, o->step - 1, &prefix) && write_file(in, program, strlen(program));
  if (!ok) {
    snprintf(why, n, "the steps before the pass could not be listed");
  } else {
    sb_printf(&cmd, "timeout 120 mlir-opt-22 --pass-pipeline='%s' '%s' -o '%s' 2>&1", sb_cstr(&prefix), in,
              ir);
    int rc = confirm_run_cmd(sb_cstr(&cmd), &res);
    sb_printf(log, "$ %s\n%s", sb_cstr(&cmd), sb_cstr(&res));
    char *text = rc == 0 ? sb_read_file(ir) : NULL;
    ok = text != NULL;
    if (ok)
      sb_puts(out, text);
    else
      snprintf(why, n, "mlir-opt-22 failed on the steps before the pass (exit %d)", rc);
    free(text);
  }
  sb_free(&prefix);
  sb_free(&cmd);
  sb_free(&res);
  return ok;
}

/* Validate (before, after) of the single pass as the finding was judged:
 * exactly when the exact re-check confirmed it, else with the campaign's
 * options. True when the verdict is the finding's. */
static bool single_wrong_code(MlirxSession *s, const Outcome *o, const ValidateOptions *vopt,
                              const char *before, const char *after, const ConfirmResult *r, char *why,
                              size_t n) {
  PairHeader h = {o->element, NULL, 0, NULL};
  StrBuf pair = STRBUF_INIT;
  Diag d;
  diag_init(&d);
  if (mlirx_make_pair(s, before, after, &h, &pair, &d) != TVF_OK) {
    snprintf(why, n, "its output does not parse back: %.200s", d.msg);
    sb_free(&pair);
    return false;
  }
  bool exact = !strcmp(r->exact_verdict, "miscompile");
  const char *want = exact ? "miscompile" : o->verdict;
  ValidateResult vr;
  if (exact) {
    exact_check(s, vopt, sb_cstr(&pair), "single.srctgt.mlir", &vr);
  } else {
    Validator *v = validator_create(s, vopt);
    iso_validate_pair(v, sb_cstr(&pair), pair.len, "single.srctgt.mlir", 60000, &vr);
    validator_destroy(v);
  }
  bool same = !strcmp(vr.verdict_name, want);
  if (!same)
    snprintf(why, n, "the validator says %s for (its input, its output), not %s", vr.verdict_name, want);
  validate_result_free(&vr);
  sb_free(&pair);
  return same;
}

/* Run the blamed pass alone (its own anchoring: the step element) on the IR
 * right before it and check that it shows the same finding. Fills
 * r->single_*; never fails. */
static void confirm_single_pass(MlirxSession *s, const Outcome *o, const char *program, const char *pipeline,
                                const ValidateOptions *vopt, const char *workdir, ConfirmResult *r,
                                StrBuf *log) {
  char why[512] = "";
  /* "math-expand-ops{}" reads better as "math-expand-ops"; other options stay (they are the ones that ran) */
  StrBuf el = STRBUF_INIT;
  for (const char *p = o->element; *p; p++)
    if (p[0] == '{' && p[1] == '}')
      p++;
    else
      sb_putc(&el, *p);
  snprintf(r->single_pipeline, sizeof r->single_pipeline, "builtin.module(%s)", sb_cstr(&el));
  sb_free(&el);
  snprintf(r->single_status, sizeof r->single_status, "differs");
  StrBuf before = STRBUF_INIT, cmd = STRBUF_INIT, out = STRBUF_INIT;
  char in[4096], res[4096];
  snprintf(in, sizeof in, "%s/single.before.mlir", workdir);
  snprintf(res, sizeof res, "%s/single.after.mlir", workdir);
  if (!on_path("mlir-opt-22")) {
    snprintf(why, sizeof why, "mlir-opt-22 is not on PATH");
  } else if (!o->element[0]) {
    snprintf(why, sizeof why, "the blamed step is unknown");
  } else if (pre_pass_ir(s, o, program, pipeline, workdir, &before, why, sizeof why, log)) {
    if (!write_file(in, before.data, before.len)) {
      snprintf(why, sizeof why, "cannot write %.400s", in);
    } else {
      sb_printf(&cmd, "timeout 120 mlir-opt-22 --pass-pipeline='%s' '%s' -o '%s' 2>&1", r->single_pipeline,
                in, res);
      int rc = confirm_run_cmd(sb_cstr(&cmd), &out);
      sb_printf(log, "$ %s\n%s", sb_cstr(&cmd), sb_cstr(&out));
      if (rc == 0 && outcome_is_roundtrip(o)) { /* the output must parse back */
        sb_clear(&cmd);
        sb_clear(&out);
        sb_printf(&cmd, "mlir-opt-22 '%s' -o /dev/null 2>&1", res);
        rc = confirm_run_cmd(sb_cstr(&cmd), &out);
        sb_printf(log, "$ %s\n%s", sb_cstr(&cmd), sb_cstr(&out));
      }
      if (!sig_kind_is_wrong_code(o->kind)) {
        if (!same_failure(o, rc, sb_cstr(&out)))
          snprintf(why, sizeof why, "mlir-opt-22 %s", rc == 0 ? "succeeds" : "fails differently");
      } else if (rc != 0) {
        snprintf(why, sizeof why, "mlir-opt-22 fails on it (exit %d)", rc);
      } else {
        char *after = sb_read_file(res);
        if (!after)
          snprintf(why, sizeof why, "mlir-opt-22 wrote no output");
        else
          single_wrong_code(s, o, vopt, sb_cstr(&before), after, r, why, sizeof why);
        free(after);
      }
    }
  }
  if (!why[0]) snprintf(r->single_status, sizeof r->single_status, "reproduces");
  snprintf(r->single_note, sizeof r->single_note, "%s", why);
  sb_free(&before);
  sb_free(&cmd);
  sb_free(&out);
}

void confirm_finding(MlirxSession *s, const Outcome *o, const char *program, const char *pipeline,
                     const ValidateOptions *vopt, const char *fp_fact, const char *workdir, bool planted,
                     ConfirmResult *r) {
  memset(r, 0, sizeof *r);
  snprintf(r->status, sizeof r->status, "inconclusive");
  r->out_index = -1;
  mkdir(workdir, 0777);
  StrBuf log = STRBUF_INIT, prefix = STRBUF_INIT, cmd = STRBUF_INIT;
  if (confirm_pipeline_prefix(s, pipeline, o->step, &prefix)) {
    sb_printf(&cmd, "mlir-opt-22 --pass-pipeline='%s' '%s/reduced.mlir' 2>&1", sb_cstr(&prefix), workdir);
    /* IR that verifies but does not parse back: parse mlir-opt's output again */
    if (outcome_is_roundtrip(o))
      sb_printf(&cmd, " -o '%s/roundtrip.mlir' && mlir-opt-22 '%s/roundtrip.mlir' -o /dev/null 2>&1", workdir,
                workdir);
    r->mlir_opt_cmd = sb_take(&cmd);
  }
  if (sig_kind_is_wrong_code(o->kind) && o->pair)
    confirm_wrong_code(s, o, vopt, fp_fact, workdir, r, &log);
  else
    confirm_failure(s, o, program, pipeline, workdir, planted, r, &log);
  if (!planted) confirm_single_pass(s, o, program, pipeline, vopt, workdir, r, &log);
  /* confirm_failure keeps mlir-opt's own output: the log goes after it */
  if (r->tool_output && log.len) {
    StrBuf all = STRBUF_INIT;
    sb_printf(&all, "%s%s", r->tool_output, sb_cstr(&log));
    free(r->tool_output);
    r->tool_output = sb_take(&all);
  } else if (log.len) {
    r->tool_output = sb_take(&log);
  }
  sb_free(&log);
  sb_free(&prefix);
  sb_free(&cmd);
}
