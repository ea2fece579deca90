/*
 * dynamic.c: dynamic-shaped variants of generated tosa programs (see
 * dynamic.h).
 *
 * The edit works on the parsed module in place: block-argument types are
 * reset with mlirValueSetType, so every use sees the dynamic type while the
 * ops keep their static result types (tosa ops accept `?` operands against
 * static results: the shapes are "compatible"); chosen results of tosa ops
 * are reset the same way. The function type is then rebuilt from the block
 * arguments and the return operands, which also covers an argument that is
 * returned directly.
 *
 * Propagation (DynOptions.propagate): with only the arguments edited, every
 * op reading one has `?` operands but a static result, a mixed form that
 * tosa-infer-shapes leaves behind when it refines part of a program. A
 * frontend that emits dynamic shapes writes `?` all the way instead. So in a
 * share of the variants the `?` flows forward: a result dim k becomes `?`
 * when an operand of the same rank has `?` at k (right for elementwise and
 * broadcast ops, an over-approximation elsewhere that the op's verifier
 * judges: an op that no longer verifies gets its static result back). The order of random draws is fixed
 * (share, then arguments in order, then their dims, then results) so a seed always means the same variant.
 */
#include "mlirx/dynamic.h"

#include <mlir-c/BuiltinTypes.h>

#include <stdio.h>
#include <string.h>

#include "encoder/tv/tv.h"
#include "mlirx/session_internal.h"

#define DYN_MARKER "// tvfuzz dynamic variant:"

/* Without `level = none` tosa-validate (inside tosa-to-linalg-pipeline)
 * rejects every dynamic dim ("operand shape dimension cannot be dynamic when
 * targeting TOSA specification version 1.0"). Profiles and extensions list
 * everything, so programs the campaign accepts without an env stay
 * accepted (checked by tests/mlirx/test_dynamic.c). */
#define DYN_TARGET_ENV                                                                                       \
  "#tosa.target_env<specification_version = \"1.0\", level = none, profiles = [pro_int, pro_fp], "           \
  "extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, "             \
  "inexactround, dynamic]>"

void dyn_options_default(DynOptions *o) {
  memset(o, 0, sizeof *o);
  o->share = DYN_SHARE_DEFAULT;
  o->arg_share = 0.5;
  o->dim_one = 0.75;
  o->dim_other = 0.35;
  o->propagate = 0.5;
  o->result_share = 0.3;
  o->result_pick = 0.5;
  o->result_dim = 0.5;
  o->max_size = TV_DYN_MAX;
  o->max_dims = 3; /* 3^3 = 27 <= TV_DYN_MAX_CASES (32) */
}

const char *dyn_outcome_name(DynOutcome o) {
  switch (o) {
  case DYN_OFF: return "off";
  case DYN_UNPARSED: return "unparsed";
  case DYN_NOT_TOSA: return "not-tosa";
  case DYN_NO_CANDIDATE: return "no-candidate";
  case DYN_VERIFY_FAILED: return "verify-failed";
  case DYN_DYNAMIC: return "dynamic";
  }
  return "?";
}

bool mlirx_dynamic_is_variant(const char *text) { return text && strstr(text, DYN_MARKER) != NULL; }

/* splitmix64: tiny, well mixed, and independent of the generator's own PRNG
 * stream (the state is salted), so the variant's choices do not correlate
 * with the program's. */
static uint64_t rng_next(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static double rng_unit(uint64_t *s) { return (double)(rng_next(s) >> 11) * 0x1.0p-53; }
static bool rng_flip(uint64_t *s, double p) { return rng_unit(s) < p; }
static int rng_below(uint64_t *s, int n) { return n > 0 ? (int)(rng_next(s) % (uint64_t)n) : 0; }

static bool name_is(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && memcmp(n.data, name, n.length) == 0;
}
static bool name_has_prefix(MlirOperation op, const char *prefix) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  size_t k = strlen(prefix);
  return n.length >= k && memcmp(n.data, prefix, k) == 0;
}

static MlirOperation find_main(MlirModule m) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!name_is(op, "func.func")) continue;
    MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a)) continue;
    MlirStringRef r = mlirStringAttrGetValue(a);
    if (r.length == 4 && memcmp(r.data, "main", 4) == 0) return op;
  }
  return (MlirOperation){NULL};
}

/* A tosa program: every op directly in @main's body is a tosa op, apart from
 * the return (the generator's linalg programs use linalg/tensor/arith). */
static bool body_is_tosa(MlirBlock b) {
  bool any = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (name_is(op, "func.return")) continue;
    if (!name_has_prefix(op, "tosa.")) return false;
    any = true;
  }
  return any;
}

/* The ranked tensor type t with the dims flagged in dyn[] made dynamic. */
static MlirType with_dynamic_dims(MlirType t, const bool *dyn) {
  intptr_t rank = mlirShapedTypeGetRank(t);
  int64_t shape[16];
  for (intptr_t i = 0; i < rank && i < 16; i++)
    shape[i] = dyn[i] ? mlirShapedTypeGetDynamicSize() : mlirShapedTypeGetDimSize(t, i);
  return mlirRankedTensorTypeGet(rank, shape, mlirShapedTypeGetElementType(t),
                                 mlirRankedTensorTypeGetEncoding(t));
}

/* An argument or result type we can edit: a ranked tensor of rank 1..16. */
static bool editable(MlirType t) {
  if (!mlirTypeIsARankedTensor(t)) return false;
  intptr_t rank = mlirShapedTypeGetRank(t);
  return rank >= 1 && rank <= 16;
}

/* Choose dims of argument type t (static sizes <= max_size only, size 1
 * preferred); returns how many were chosen, at least one when any is
 * eligible. */
static int pick_arg_dims(uint64_t *rs, MlirType t, const DynOptions *o, bool *dyn, int *ones) {
  intptr_t rank = mlirShapedTypeGetRank(t);
  int n = 0, nelig = 0, nones = 0;
  int elig[16], one_idx[16];
  for (intptr_t i = 0; i < rank; i++) {
    dyn[i] = false;
    int64_t sz = mlirShapedTypeGetDimSize(t, i);
    if (mlirShapedTypeIsDynamicSize(sz) || sz < 1 || sz > o->max_size) continue;
    elig[nelig++] = (int)i;
    if (sz == 1) one_idx[nones++] = (int)i;
    if (rng_flip(rs, sz == 1 ? o->dim_one : o->dim_other)) dyn[i] = true, n++;
  }
  if (n == 0 && nelig > 0) {
    /* Nothing drawn: take one anyway, a size-1 dim when there is one. */
    int k = nones > 0 ? one_idx[rng_below(rs, nones)] : elig[rng_below(rs, nelig)];
    dyn[k] = true;
    n = 1;
  }
  *ones = 0;
  for (intptr_t i = 0; i < rank; i++)
    if (dyn[i] && mlirShapedTypeGetDimSize(t, i) == 1) (*ones)++;
  return n;
}

static bool has_eligible_dim(MlirType t, int max_size) {
  if (!editable(t)) return false;
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(t); i++) {
    int64_t sz = mlirShapedTypeGetDimSize(t, i);
    if (!mlirShapedTypeIsDynamicSize(sz) && sz >= 1 && sz <= max_size) return true;
  }
  return false;
}

/* Forward '?' dims from operands to results, op by op in body order (see
 * the top); returns how many results changed, *reverted the undone ones. */
static int propagate_dims(MlirBlock body, int *reverted) {
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!name_has_prefix(op, "tosa.") || name_is(op, "tosa.const") || name_is(op, "tosa.const_shape"))
      continue;
    for (intptr_t ri = 0; ri < mlirOperationGetNumResults(op); ri++) {
      MlirValue res = mlirOperationGetResult(op, ri);
      MlirType t = mlirValueGetType(res);
      if (!editable(t)) continue;
      intptr_t rank = mlirShapedTypeGetRank(t);
      bool dyn[16] = {false};
      int nd = 0;
      for (intptr_t oi = 0; oi < mlirOperationGetNumOperands(op); oi++) {
        MlirType ot = mlirValueGetType(mlirOperationGetOperand(op, oi));
        if (!editable(ot) || mlirShapedTypeGetRank(ot) != rank) continue;
        for (intptr_t k = 0; k < rank; k++)
          if (!dyn[k] && mlirShapedTypeIsDynamicSize(mlirShapedTypeGetDimSize(ot, k)) &&
              !mlirShapedTypeIsDynamicSize(mlirShapedTypeGetDimSize(t, k)))
            dyn[k] = true, nd++;
      }
      if (nd == 0) continue;
      mlirValueSetType(res, with_dynamic_dims(t, dyn));
      if (mlirOperationVerify(op)) {
        n++;
      } else {
        mlirValueSetType(res, t);
        (*reverted)++;
      }
    }
  }
  return n;
}

/* Rebuild @main's function_type from its block arguments and return operands
 * (they must agree with it for the func to verify). */
static void update_function_type(MlirContext ctx, MlirOperation fn, MlirBlock body, MlirOperation ret) {
  intptr_t na = mlirBlockGetNumArguments(body), nr = mlirOperationGetNumOperands(ret);
  MlirType ins[64], outs[64];
  if (na > 64 || nr > 64) return; /* the generator makes at most a handful */
  for (intptr_t i = 0; i < na; i++)
    ins[i] = mlirValueGetType(mlirBlockGetArgument(body, i));
  for (intptr_t i = 0; i < nr; i++)
    outs[i] = mlirValueGetType(mlirOperationGetOperand(ret, i));
  MlirType ft = mlirFunctionTypeGet(ctx, na, ins, nr, outs);
  mlirOperationSetInherentAttributeByName(fn, mlirStringRefCreateFromCString("function_type"),
                                          mlirTypeAttrGet(ft));
}

/* The input's leading comment lines (the generator's header). */
static size_t header_len(const char *text, size_t len) {
  size_t i = 0;
  while (i + 1 < len && text[i] == '/' && text[i + 1] == '/') {
    const char *nl = memchr(text + i, '\n', len - i);
    if (!nl) return len;
    i = (size_t)(nl - text) + 1;
  }
  return i;
}

static TvfStatus keep(const char *text, size_t len, StrBuf *out, Diag *d) {
  sb_append(out, text, len);
  return out->oom ? diag_set(d, TVF_ENOMEM, "dynamic: out of memory") : TVF_OK;
}

static TvfStatus variant(MlirxSession *s, const char *text, size_t len, uint64_t seed, const DynOptions *o,
                         StrBuf *out, DynResult *r, Diag *d);

/* The session's message filename is restored afterwards: the step is
 * invisible to the caller's later diagnostics. */
TvfStatus mlirx_dynamic_variant(MlirxSession *s, const char *text, size_t len, uint64_t seed,
                                const DynOptions *o, StrBuf *out, DynResult *r, Diag *d) {
  const char *fname = s->filename;
  TvfStatus st = variant(s, text, len, seed, o, out, r, d);
  s->filename = fname;
  return st;
}

static TvfStatus variant(MlirxSession *s, const char *text, size_t len, uint64_t seed, const DynOptions *o,
                         StrBuf *out, DynResult *r, Diag *d) {
  memset(r, 0, sizeof *r);
  uint64_t rs = seed ^ 0x64796E616D696331ull; /* "dynamic1": a stream of its own */
  bool chosen = o->share > 0 && rng_flip(&rs, o->share);
  if (!chosen && !o->env_always) return keep(text, len, out, d);
  mlirx_diag_reset(s, "dynamic");
  MlirModule m = mlirModuleCreateParse(s->ctx, mlirStringRefCreate(text, len));
  if (mlirModuleIsNull(m)) {
    r->outcome = DYN_UNPARSED;
    return keep(text, len, out, d);
  }
  MlirOperation fn = find_main(m);
  MlirBlock body = {NULL};
  if (!mlirOperationIsNull(fn)) body = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  if (mlirOperationIsNull(fn) || mlirBlockIsNull(body) || !body_is_tosa(body)) {
    mlirModuleDestroy(m);
    r->outcome = DYN_NOT_TOSA;
    return keep(text, len, out, d);
  }
  MlirOperation ret = mlirBlockGetTerminator(body);
  intptr_t na = mlirBlockGetNumArguments(body);
  if (chosen) {
    /* Arguments: each eligible one with arg_share, at least one. */
    int elig[64], nelig = 0;
    bool take[64] = {false};
    int ntake = 0;
    for (intptr_t i = 0; i < na && i < 64; i++) {
      if (!has_eligible_dim(mlirValueGetType(mlirBlockGetArgument(body, i)), o->max_size)) continue;
      elig[nelig++] = (int)i;
      if (rng_flip(&rs, o->arg_share)) take[i] = true, ntake++;
    }
    if (nelig == 0) {
      r->outcome = DYN_NO_CANDIDATE;
    } else {
      if (ntake == 0) take[elig[rng_below(&rs, nelig)]] = true;
      for (intptr_t i = 0; i < na && i < 64; i++) {
        if (!take[i]) continue;
        MlirValue a = mlirBlockGetArgument(body, i);
        MlirType t = mlirValueGetType(a);
        bool dyn[16];
        int ones = 0, n = pick_arg_dims(&rs, t, o, dyn, &ones);
        /* Over the program's budget: drop the last picks (after the draws,
         * so the random stream is the same whatever the budget). */
        for (intptr_t k = mlirShapedTypeGetRank(t) - 1; k >= 0 && r->dims + n > o->max_dims; k--) {
          if (!dyn[k]) continue;
          dyn[k] = false;
          n--;
          if (mlirShapedTypeGetDimSize(t, k) == 1) ones--;
        }
        if (n <= 0) continue;
        mlirValueSetType(a, with_dynamic_dims(t, dyn));
        r->args++;
        r->dims += n;
        r->dims_one += ones;
      }
      if (rng_flip(&rs, o->propagate)) r->propagated = propagate_dims(body, &r->reverted);
      /* Results of tosa ops (not constants), each with result_dim per dim:
       * their sizes then come from the lowering's own shape computation. */
      if (rng_flip(&rs, o->result_share)) {
        for (intptr_t i = 0; i < mlirOperationGetNumOperands(ret); i++) {
          MlirValue v = mlirOperationGetOperand(ret, i);
          if (!mlirValueIsAOpResult(v)) continue;
          MlirOperation def = mlirOpResultGetOwner(v);
          if (!name_has_prefix(def, "tosa.") || name_is(def, "tosa.const") ||
              name_is(def, "tosa.const_shape"))
            continue;
          MlirType t = mlirValueGetType(v);
          if (!editable(t) || !rng_flip(&rs, o->result_pick)) continue;
          bool dyn[16] = {false};
          int n = 0;
          for (intptr_t k = 0; k < mlirShapedTypeGetRank(t); k++)
            if (!mlirShapedTypeIsDynamicSize(mlirShapedTypeGetDimSize(t, k)) && rng_flip(&rs, o->result_dim))
              dyn[k] = true, n++;
          if (n == 0) continue;
          mlirValueSetType(v, with_dynamic_dims(t, dyn));
          r->results++;
        }
      }
      update_function_type(s->ctx, fn, body, ret);
      r->outcome = DYN_DYNAMIC;
    }
  }
  if (r->outcome != DYN_DYNAMIC && !o->env_always) {
    mlirModuleDestroy(m);
    return keep(text, len, out, d);
  }
  MlirAttribute env = mlirAttributeParseGet(s->ctx, mlirStringRefCreateFromCString(DYN_TARGET_ENV));
  if (mlirAttributeIsNull(env)) {
    mlirModuleDestroy(m);
    return diag_set(d, TVF_EINTERNAL, "dynamic: the tosa.target_env attribute does not parse in this MLIR");
  }
  MlirOperation mop = mlirModuleGetOperation(m);
  mlirOperationSetDiscardableAttributeByName(mop, mlirStringRefCreateFromCString("tosa.target_env"), env);
  mlirx_diag_reset(s, "dynamic");
  if (!mlirOperationVerify(mop)) {
    const char *e = mlirx_diag_first(s);
    snprintf(r->verify_error, sizeof r->verify_error, "%s", e ? e : "verification failed (no diagnostic)");
    r->outcome = DYN_VERIFY_FAILED;
    mlirModuleDestroy(m);
    return keep(text, len, out, d);
  }
  size_t h = header_len(text, len);
  sb_append(out, text, h);
  if (r->outcome == DYN_DYNAMIC)
    sb_printf(out,
              DYN_MARKER " %d argument dims made '?' (%d of size 1) in %d arguments, %d op results by "
                         "propagation, %d returned results dynamic\n",
              r->dims, r->dims_one, r->args, r->propagated, r->results);
  MlirOpPrintingFlags fl = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(fl);
  mlirOperationPrintWithFlags(mop, fl, mlirx_strbuf_cb, out);
  mlirOpPrintingFlagsDestroy(fl);
  sb_putc(out, '\n');
  mlirModuleDestroy(m);
  return out->oom ? diag_set(d, TVF_ENOMEM, "dynamic: out of memory") : TVF_OK;
}
