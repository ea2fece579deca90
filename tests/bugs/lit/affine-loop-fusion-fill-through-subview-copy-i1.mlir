// affine-loop-fusion moves the zero fill of a padded buffer past the memref.copy into its subview, so the
// copied element is overwritten: the bool form of BUGS.md #24 (campaign signature 808a5d02640fc8ba, campJ,
// reduced by tvfuzz triage; checked with mlir-opt-22 and mlir-runner-22).
// BUG: not yet reported upstream (docs/BUGS.md #24)
// BUGS-ENTRY: 24
// tvfuzz: exec-mismatch at affine-loop-fusion: result #0 element 1 [1]: interpreter false, compiled true (input 3)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),func.func(tosa-optional-decompositions),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(tosa-infer-shapes),func.func(tosa-make-broadcastable),func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=false}),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(tosa-layerwise-constant-fold{aggressive-reduce-constant=false}),func.func(tosa-make-broadcastable),tosa-validate{allow-invalid-op-datatype-combinations=false strict-op-spec-alignment=false},func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}),func.func(tosa-to-arith{include-apply-rescale=true use-32-bit=false}),func.func(tosa-to-tensor),func.func(eliminate-empty-tensors),one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=identity-layout-map must-infer-memory-space=false  print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false},expand-realloc{emit-deallocs=false},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},convert-bufferization-to-memref,func.func(convert-linalg-to-affine-loops),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(affine-loop-fusion{compute-tolerance=3.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module {
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<2xf32>) -> tensor<2xi1> {
    %0 = tosa.const_shape  {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<1xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<2xf32>
    %3 = tosa.greater %arg1, %2 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %3 : tensor<2xi1>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %arg0 = arith.constant dense<[0x7F800000]> : tensor<1xf32>
    %arg1 = arith.constant dense<[0x7F800000, 0x7F800000]> : tensor<2xf32>
    %r:1 = func.call @main(%arg0, %arg1) : (tensor<1xf32>, tensor<2xf32>) -> (tensor<2xi1>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0] : tensor<2xi1>
    vector.print %x0 : i1
    %x1 = tensor.extract %r#0[%c1] : tensor<2xi1>
    vector.print %x1 : i1
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}1{{$}}
// CHECK-NEXT: {{^}}0{{$}}
