// affine-loop-fusion moves the zero fill of a padded buffer past the memref.copy that writes the input
// into a subview of it (the dependence through the subview alias is missed), so the pooling loop reads
// zeros: a TOSA avg_pool2d on i16 returns [0, 0, 0] for [-1, -1, -1] (campaign signature
// ee9b4cb2f368e5ab, reduced by tvfuzz triage; checked with mlir-opt-22 and mlir-runner-22). The integer
// form of BUGS.md #24 (tests/bugs/affine-loop-fusion-fill-through-subview-copy*.pipeline.mlir are float).
// BUG: not yet reported upstream (docs/BUGS.md #24)
// BUGS-ENTRY: 24
// tvfuzz: exec-mismatch at affine-loop-fusion: result #0 element 0 [0, 0, 0, 0]: interpreter -1, compiled 0 (input 1)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),func.func(tosa-optional-decompositions),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(tosa-infer-shapes),func.func(tosa-make-broadcastable),func.func(tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=false}),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(tosa-layerwise-constant-fold{aggressive-reduce-constant=false}),func.func(tosa-make-broadcastable),tosa-validate{allow-invalid-op-datatype-combinations=false strict-op-spec-alignment=false},func.func(tosa-to-linalg{aggressive-reduce-constant=false disable-tosa-decompositions=false}),func.func(tosa-to-arith{include-apply-rescale=true use-32-bit=false}),func.func(tosa-to-tensor),func.func(eliminate-empty-tensors),one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=identity-layout-map must-infer-memory-space=false  print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false},expand-realloc{emit-deallocs=false},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},convert-bufferization-to-memref,func.func(convert-linalg-to-affine-loops),func.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(affine-loop-fusion{compute-tolerance=3.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy}))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module {
  func.func @main(%arg0: tensor<1x1x5x1xi16>) -> tensor<1x1x3x1xi16> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = tosa.avg_pool2d %arg0, %0, %0 {acc_type = i32, kernel = array<i64: 3, 2>, pad = array<i64: 0, 2, 0, 1>, stride = array<i64: 1, 2>} : (tensor<1x1x5x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x1x3x1xi16>
    return %1 : tensor<1x1x3x1xi16>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %arg0 = arith.constant dense<[[[[-1], [-1], [-1], [-1], [-1]]]]> : tensor<1x1x5x1xi16>
    %r:1 = func.call @main(%arg0) : (tensor<1x1x5x1xi16>) -> (tensor<1x1x3x1xi16>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0, %c0, %c0, %c0] : tensor<1x1x3x1xi16>
    vector.print %x0 : i16
    %x1 = tensor.extract %r#0[%c0, %c0, %c1, %c0] : tensor<1x1x3x1xi16>
    vector.print %x1 : i16
    %x2 = tensor.extract %r#0[%c0, %c0, %c2, %c0] : tensor<1x1x3x1xi16>
    vector.print %x2 : i16
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
