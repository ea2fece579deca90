// docs/BUGS.md #37 in its smallest form as the execution oracle sees it: a store of an argument that is
// also returned. The pipeline (canonicalize) leaves the program as it is; the fixed lowering's
// one-shot-bufferize copies an uninitialized allocation into @state, so the global holds garbage after the
// call where src leaves %arg0. Found in the global's content after the call (the results agree).
// BUG: known upstream, fixed on main by https://github.com/llvm/llvm-project/pull/177387, not in 22.1.8
// BUGS-ENTRY: 37
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: exec
// EXPECT-STATUS: exec-mismatch
module {
  ml_program.global private mutable @state(dense<0.000000e+00> : tensor<f32>) : tensor<f32>
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    ml_program.global_store @state = %arg0 : tensor<f32>
    return %arg0 : tensor<f32>
  }
}
