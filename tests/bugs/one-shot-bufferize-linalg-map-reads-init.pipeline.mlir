// one-shot-bufferize (MLIR 22.1) gives linalg.map a fresh, uninitialized output buffer even when the
// payload reads the init block argument: MapOp::payloadUsesValueFromOperand treats the init as
// write-only, so the copy of the init value (here the constant 0.0) into the new buffer is left out and
// the result reads uninitialized memory.
// Found by the 10-minute default campaign of the execution-oracle session (signature 5ec1914222fa7688,
// poison at one-shot-bufferize), reduced by tvfuzz triage from 19 ops to this one.
// BUG: llvm/llvm-project#213241 (open; fix in review: llvm/llvm-project#221330) (docs/BUGS.md #26)
// BUGS-ENTRY: 26
// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})
// EXPECT: miscompile
func.func @main(%arg0: tensor<f16>) -> tensor<f16> {
  %cst = arith.constant dense<0.000000e+00> : tensor<f16>
  %mapped = linalg.map ins(%arg0 : tensor<f16>) outs(%cst : tensor<f16>)
    (%in: f16, %init: f16) {
      linalg.yield %init : f16
    }
  return %mapped : tensor<f16>
}
