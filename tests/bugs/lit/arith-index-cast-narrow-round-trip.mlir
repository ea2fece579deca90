// The arith.index_cast canonicalization `index_cast(index_cast(x)) -> x` (MLIR 22.1) also fires when
// the middle type is narrower than x: index -> i8 -> index is folded back to the index, although
// the round trip truncates to 8 bits and sign-extends. Here i32 -> index -> i8 -> index -> i32 is
// folded to the identity; for x = -2147483648 (low byte 0) the program computes 0.
// BUG: not yet reported upstream (docs/BUGS.md #9; pointed out by the rewrite table of
// docs/GEN-COVERAGE.md, confirmed by tvfuzz check)
// BUGS-ENTRY: 9
// tvfuzz: exec-mismatch at (the source already differs: the fixed lowering, LLVM or the interpreter): result #0 element 0 [0]: interpreter 0, compiled -2147483648 (input 2)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = tensor.empty() : tensor<4xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%0 : tensor<4xi32>) {
    ^bb0(%in: i32, %out: i32):
      %2 = arith.index_cast %in : i32 to index
      %3 = arith.index_cast %2 : index to i8
      %4 = arith.index_cast %3 : i8 to index
      %5 = arith.index_cast %4 : index to i32
      linalg.yield %5 : i32
    } -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %arg0 = arith.constant dense<[-2147483648, -2147483648, -2147483648, -2147483648]> : tensor<4xi32>
    %r:1 = func.call @main(%arg0) : (tensor<4xi32>) -> (tensor<4xi32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0] : tensor<4xi32>
    vector.print %x0 : i32
    %x1 = tensor.extract %r#0[%c1] : tensor<4xi32>
    vector.print %x1 : i32
    %x2 = tensor.extract %r#0[%c2] : tensor<4xi32>
    vector.print %x2 : i32
    %x3 = tensor.extract %r#0[%c3] : tensor<4xi32>
    vector.print %x3 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
