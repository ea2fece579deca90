/*
 * presets.c: named pass pipelines of real MLIR 22 passes.
 *
 * Every preset runs on tosa input: presets that exercise post-lowering passes
 * start with the lowering, so each one is usable on the seed corpus and on
 * generated programs as is; every step (lowering included) is validated.
 * Ordering constraints observed in MLIR 22 (see docs/DESIGN.md):
 * tosa-to-scf before tosa-to-linalg (control flow), tosa-to-linalg-named
 * before tosa-to-linalg (inside tosa-to-linalg-pipeline), tosa-to-tensor after
 * tosa-to-linalg (tile emits reshape), tosa-to-arith with
 * include-apply-rescale so no tosa.apply_scale is left; below tensors, see
 * TVF_BUFFERIZE and TVF_LOOPS.
 */
#include <string.h>

#include "mlirx/pipeline.h"

#define TVF_LOWERING                                                                                         \
  "tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,"                                        \
  "func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor)"
#define TVF_TOSA_OPT                                                                                         \
  "func.func(canonicalize,tosa-layerwise-constant-fold,tosa-reduce-transposes,"                              \
  "tosa-optional-decompositions,tosa-infer-shapes,cse)"
#define TVF_LINALG_OPT                                                                                       \
  "func.func(canonicalize,cse,linalg-fuse-elementwise-ops,linalg-fold-unit-extent-dims,"                     \
  "linalg-generalize-named-ops,linalg-specialize-generic-ops,linalg-fold-into-elementwise)"
#define TVF_EXPAND "func.func(arith-expand,math-expand-ops)"
/* Below tensors. eliminate-empty-tensors is a tensor pass (before bufferization);
 * function-boundary bufferization with identity layouts keeps every memref in the
 * signature static (the default gives fully dynamic layouts); the deallocation
 * pipeline needs bufferized IR without deallocations, ends with cse and
 * canonicalize of the memref IR (another round after it never changed anything),
 * and inserts bufferization.clone for returned memrefs it does not own, which
 * convert-bufferization-to-memref then lowers (hence after it). */
#define TVF_BUFFERIZE                                                                                        \
  "func.func(eliminate-empty-tensors),"                                                                      \
  "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}," \
  "buffer-deallocation-pipeline,convert-bufferization-to-memref"
/* The same with one-shot-bufferize's default function-boundary type
 * conversion, as users run it: tensor arguments become memrefs with fully
 * dynamic layouts (strided<[?, ...], offset: ?>), which the validator checks
 * at the layout cases of encoder/ir/ir_layout.h. */
#define TVF_BUFFERIZE_DEFAULT                                                                                \
  "func.func(eliminate-empty-tensors),one-shot-bufferize{bufferize-function-boundaries},"                    \
  "buffer-deallocation-pipeline,convert-bufferization-to-memref"
/* convert-linalg-to-loops / -affine-loops only lower linalg ops on buffers
 * (no-ops on tensors), so they follow bufferization; the affine transforms
 * (fusion, then store-to-load forwarding, then invariant code motion) run on
 * the affine loops, before lower-affine. The two flavours cannot share a
 * preset: whichever runs first leaves no linalg op for the other. */
#define TVF_LOOPS "func.func(convert-linalg-to-loops,canonicalize,scf-for-loop-canonicalization,cse)"
#define TVF_AFFINE_LOOPS                                                                                     \
  "func.func(convert-linalg-to-affine-loops,canonicalize,affine-loop-fusion,affine-scalrep,"                 \
  "affine-loop-invariant-code-motion,lower-affine,canonicalize,scf-for-loop-canonicalization,cse)"

/* Vectorization without the transform dialect (MLIR 22 has no linalg
 * vectorization or tiling pass outside transform scripts and -test-*
 * passes): the affine route. Linalg on buffers becomes affine loops, the
 * super-vectorizer turns the innermost loops into 1-D vector transfers of
 * virtual size 4 (the seeds' and generated shapes are mostly 1..5 wide, so
 * both full and masked, out-of-bounds transfers occur; reductions carried by
 * iter_args are vectorized too), canonicalize folds what it leaves, and the
 * vector dialect is lowered the way CPU pipelines do before the conversion to
 * LLVM: multi-reductions to arith, transfers of rank > 1 to scf loops of
 * 1-D transfers, then lower-affine. The validator does not model vector ops
 * (unsupported); the execution oracle judges these steps. */
#define TVF_VECTORIZE                                                                                        \
  "func.func(convert-linalg-to-affine-loops,canonicalize,"                                                   \
  "affine-super-vectorize{virtual-vector-size=4 vectorize-reductions},canonicalize,"                         \
  "lower-vector-multi-reduction,convert-vector-to-scf,lower-affine,canonicalize,cse)"

static const PipePreset presets[] = {
    {"tosa-lowering", "builtin.module(" TVF_LOWERING ")",
     "tosa -> linalg/tensor/arith: tosa-to-linalg-pipeline plus tosa-to-arith and tosa-to-tensor"},
    {"tosa-opt", "builtin.module(" TVF_TOSA_OPT ")",
     "tosa-level rewrites: canonicalize, constant folding, transpose reduction, decompositions, shapes, cse"},
    {"linalg-opt", "builtin.module(" TVF_LOWERING "," TVF_LINALG_OPT ")",
     "lowering, then linalg rewrites: fusion, unit dims, generalize/specialize, fold into elementwise"},
    {"expand", "builtin.module(" TVF_LOWERING "," TVF_EXPAND ")",
     "lowering, then arith-expand and math-expand-ops"},
    {"bufferize", "builtin.module(" TVF_LOWERING "," TVF_BUFFERIZE ")",
     "lowering, then one-shot-bufferize (function boundaries, identity layouts), the buffer deallocation "
     "pipeline and convert-bufferization-to-memref"},
    {"loops", "builtin.module(" TVF_LOWERING "," TVF_BUFFERIZE "," TVF_LOOPS ")",
     "bufferize, then convert-linalg-to-loops and loop canonicalizations"},
    {"affine-loops", "builtin.module(" TVF_LOWERING "," TVF_BUFFERIZE "," TVF_AFFINE_LOOPS ")",
     "bufferize, then convert-linalg-to-affine-loops, affine fusion, scalar replacement and LICM, "
     "lower-affine and loop canonicalizations"},
    {"vectorize", "builtin.module(" TVF_LOWERING "," TVF_BUFFERIZE "," TVF_VECTORIZE ")",
     "bufferize, then affine loops, affine-super-vectorize (virtual size 4, reductions) and the vector "
     "lowerings (multi-reduction, vector-to-scf), lower-affine; checked by execution"},
    {"bufferize-default", "builtin.module(" TVF_LOWERING "," TVF_BUFFERIZE_DEFAULT "," TVF_LOOPS ")",
     "lowering, one-shot-bufferize with its default function-boundary types (memref arguments of any "
     "layout), the buffer deallocation pipeline, convert-bufferization-to-memref, then loops"},
    {"full",
     "builtin.module(" TVF_TOSA_OPT "," TVF_LOWERING "," TVF_LINALG_OPT "," TVF_EXPAND "," TVF_BUFFERIZE
     "," TVF_LOOPS ")",
     "tosa-opt, lowering, linalg-opt, expand, bufferize and loops in one pipeline"},
};

int pipe_num_presets(void) { return (int)(sizeof presets / sizeof presets[0]); }

const PipePreset *pipe_preset(int i) { return i >= 0 && i < pipe_num_presets() ? &presets[i] : NULL; }

const PipePreset *pipe_preset_find(const char *name) {
  for (int i = 0; i < pipe_num_presets(); i++)
    if (strcmp(presets[i].name, name) == 0) return &presets[i];
  return NULL;
}
