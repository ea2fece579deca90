// linalg-fold-unit-extent-dims (MLIR 22.1) drops the unit loop d0 of a sliding-window linalg.generic and
// rewrites the input access d0 + d1 to d1, so the reduction loop d1, bounded by the window %k (2 elements)
// before, is bounded by the input's dynamic size after. For %arg0 = [1, 2, 4], %k = [0, 0], %init = [0] the
// program sums a window of two elements, 1 + 2 = 3; lowered to LLVM and run with mlir-runner-22 (one-shot-
// bufferize, convert-linalg-to-loops, ..., convert-to-llvm) the IR before the pass prints [3] and the IR after
// it prints [7] (every element summed). tvfuzz: "tgt has undefined behaviour for every input where src is
// defined: operand 1 has size 2 where loop d0 has 3". Static version: linalg-fold-unit-extent-dims-window-bound.
// Found by the one-hour campaign hunt-b (signature b27bcf3d3f505b61: a max_pool2d with a dynamic input height
// lowered by tosa-to-linalg-named, unit output height).
// BUG: not yet reported upstream (docs/BUGS.md #23)
// BUGS-ENTRY: 23
// tvfuzz: exec-mismatch at linalg-fold-unit-extent-dims: result #0 element 0 [0]: interpreter 3 (0x40400000), compiled 4 (0x40800000) (input 9)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(linalg-fold-unit-extent-dims{use-rank-reducing-slices=false}))' \
// RUN: | mlir-opt-22 --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<2xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?xf32>, tensor<2xf32>) outs(%arg2 : tensor<1xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    } -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %cst0 = arith.constant dense<[0x3F800000, 0x3F800000, 0x3F800000]> : tensor<3xf32>
    %arg0 = tensor.cast %cst0 : tensor<3xf32> to tensor<?xf32>
    %arg1 = arith.constant dense<[0x3F800000, 0x3F800000]> : tensor<2xf32>
    %arg2 = arith.constant dense<[0x3F800000]> : tensor<1xf32>
    %r:1 = func.call @main(%arg0, %arg1, %arg2) : (tensor<?xf32>, tensor<2xf32>, tensor<1xf32>) -> (tensor<1xf32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0] : tensor<1xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1077936128{{$}}
