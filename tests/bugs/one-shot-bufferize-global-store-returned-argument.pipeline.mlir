// The smallest form of docs/BUGS.md #37 (campaign campP, seed 1200000 onwards: a generated tosa program
// whose tosa.variable_write stores a value it also returns; triage signature b177b18969112c05, reduced by
// tvfuzz triage from 13 ops to 2): one-shot-bufferize makes the store out of place into a new allocation
// that nothing writes and copies it into the global, so @state holds uninitialized memory after the call.
// BUG: known upstream, fixed on main by https://github.com/llvm/llvm-project/pull/177387, not in 22.1.8
// BUGS-ENTRY: 37
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
// EXPECT-PASS: one-shot-bufferize
module {
  ml_program.global private mutable @state(dense<0.000000e+00> : tensor<f32>) : tensor<f32>
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    ml_program.global_store @state = %arg0 : tensor<f32>
    return %arg0 : tensor<f32>
  }
}
