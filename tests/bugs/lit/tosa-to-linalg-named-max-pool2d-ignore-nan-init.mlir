// tosa-to-linalg-named (MLIR 22.1) lowers tosa.max_pool2d with nan_mode = IGNORE to a linalg.generic that skips NaN
// inputs (select(isnan(in), out, maximumf(out, in))) on an output filled with the lowest finite value. TOSA 1.0
// MAX_POOL2D starts the accumulator at NaN when nan_mode is IGNORE (and at -Inf otherwise), so a window of NaN
// values gives NaN; the lowering gives -3.40282347e+38 (and a window of -Inf values gives -3.40282347e+38 too).
// The root is docs/BUGS.md #4 (the fill value of MaxPool2dConverter), a third trigger.
// BUG: not yet reported upstream (docs/BUGS.md #4; found by the oracle before/after corpus of the eighth session,
// seed 910 program 1090, once the order-free re-check screened its inputs)
// BUGS-ENTRY: 4
// tvfuzz: exec-mismatch at (the source already differs: the fixed lowering, LLVM or the interpreter): result #0 element 0 [0, 0, 0, 0]: interpreter -Inf (0xff800000), compiled -3.40282347e+38 (0xff7fffff) (input 2)
// XFAIL: *
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(tosa-to-mlprogram,func.func(tosa-to-scf),tosa-to-linalg-pipeline,func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},bufferization-lower-deallocations,convert-bufferization-to-memref,func.func(convert-linalg-to-loops,lower-vector-multi-reduction,convert-vector-to-scf,lower-affine),convert-scf-to-cf,expand-strided-metadata,lower-affine,func.func(math-extend-to-supported-types),convert-math-to-llvm{approximate-log1p=false},convert-math-to-libm,convert-vector-to-llvm,convert-to-llvm,reconcile-unrealized-casts)' \
// RUN: | mlir-runner-22 -O2 -e tvfuzz_lit_main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
module {
  func.func @main(%arg0: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
    %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, nan_mode = IGNORE, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
    return %0 : tensor<1x1x1x1xf32>
  }
  func.func @tvfuzz_lit_main() {
    %c0 = arith.constant 0 : index
    %arg0 = arith.constant dense<[[[[0xFF800000], [0xFF800000]], [[0xFF800000], [0xFF800000]]]]> : tensor<1x2x2x1xf32>
    %r:1 = func.call @main(%arg0) : (tensor<1x2x2x1xf32>) -> (tensor<1x1x1x1xf32>)
    vector.print str "tvfuzz-lit result 0\n"
    %x0 = tensor.extract %r#0[%c0, %c0, %c0, %c0] : tensor<1x1x1x1xf32>
    %n0 = arith.cmpf uno, %x0, %x0 : f32
    vector.print %n0 : i1
    %b0 = arith.bitcast %x0 : f32 to i32
    vector.print %b0 : i32
    return
  }
}

// CHECK-LABEL: tvfuzz-lit result 0
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}-8388608{{$}}
