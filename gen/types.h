/*
 * types.h: element types, tensor types and floating-point formats of the generator.
 *
 * The generator only knows the element types that TOSA 1.0 (pro_int, pro_fp and the bf16/int16
 * extensions) and the linalg productions use: i1, i8, i16, i32, f16, bf16, f32. A GenType is either
 * a ranked static tensor (rank 0..GEN_MAX_RANK) or a scalar (rank -1, used by linalg/tensor
 * programs for tensor.extract results and fill values). Floating-point values are handled as bit
 * patterns in their own format so that every special value (NaN payloads, -0.0, subnormals) is
 * exact; the helpers here encode, decode and classify them without touching the host FPU state.
 */
#ifndef TVF_GEN_TYPES_H
#define TVF_GEN_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "support/strbuf.h"

#define GEN_MAX_RANK 6

typedef enum GenElem { GE_I1, GE_I8, GE_I16, GE_I32, GE_F16, GE_BF16, GE_F32, GE_COUNT } GenElem;

/* Bit masks over GenElem, used by the op table to list accepted element types. */
#define GEM(e) (1u << (e))
#define GEM_I1 GEM(GE_I1)
#define GEM_I8 GEM(GE_I8)
#define GEM_I16 GEM(GE_I16)
#define GEM_I32 GEM(GE_I32)
#define GEM_F16 GEM(GE_F16)
#define GEM_BF16 GEM(GE_BF16)
#define GEM_F32 GEM(GE_F32)
#define GEM_INT (GEM_I8 | GEM_I16 | GEM_I32)
#define GEM_FP (GEM_F16 | GEM_BF16 | GEM_F32)
#define GEM_ALL (GEM_I1 | GEM_INT | GEM_FP)

typedef struct GenType {
  int8_t rank;                /* 0..GEN_MAX_RANK, or -1 for a scalar */
  uint8_t et;                 /* GenElem */
  int32_t dims[GEN_MAX_RANK]; /* static sizes, each >= 1 */
} GenType;

/* Stable MLIR spelling ("f32", "i1", ...). Cannot fail. */
const char *gen_elem_name(GenElem e);
/* Parse an element type name; returns GE_COUNT if unknown. */
GenElem gen_elem_parse(const char *s);
int gen_elem_bits(GenElem e);
static inline bool gen_elem_is_float(GenElem e) { return e == GE_F16 || e == GE_BF16 || e == GE_F32; }
/* i8/i16/i32 (not i1). */
static inline bool gen_elem_is_int(GenElem e) { return e == GE_I8 || e == GE_I16 || e == GE_I32; }
/* Signed range of an integer type (i1: 0..1). */
int64_t gen_elem_min(GenElem e);
int64_t gen_elem_max(GenElem e);

/* Number of elements (1 for rank 0 and scalars). */
int64_t gen_type_elems(const GenType *t);
bool gen_type_eq(const GenType *a, const GenType *b);
/* Shape equality ignoring element types. */
bool gen_shape_eq(const GenType *a, const GenType *b);
GenType gen_type_make(GenElem e, int rank, const int32_t *dims);
GenType gen_type_scalar(GenElem e);
/* Append "tensor<2x3xf32>" / "tensor<f32>" / "f32". */
void gen_type_print(StrBuf *b, const GenType *t);
/* Append the shape as "2x3" ("" for rank 0). */
void gen_shape_print(StrBuf *b, const GenType *t, const char *sep);

/* Floating-point formats as (exponent bits, mantissa bits). */
typedef struct GenFpFmt {
  int ebits, mbits;
} GenFpFmt;
GenFpFmt gen_fp_fmt(GenElem e);

/* Classification flags of FP values (also used as "may be" facts). */
enum { GF_NAN = 1, GF_INF = 2, GF_NEGZERO = 4, GF_SUBNORMAL = 8, GF_ALL = 15 };

/* Classify a bit pattern of format e. */
unsigned gen_fp_classify(GenElem e, uint64_t bits);
/* Exact value of a bit pattern (NaN returns a NaN). */
double gen_fp_decode(GenElem e, uint64_t bits);
/* Round-to-nearest-even encoding of d in format e (overflow gives +-Inf, NaN gives the canonical
 * quiet NaN). */
uint64_t gen_fp_encode(GenElem e, double d);
/* Frequently used patterns of format e. */
uint64_t gen_fp_inf(GenElem e, bool neg);
uint64_t gen_fp_qnan(GenElem e);
uint64_t gen_fp_max(GenElem e, bool neg);
uint64_t gen_fp_min_normal(GenElem e, bool neg);
uint64_t gen_fp_sign(GenElem e);

#endif
