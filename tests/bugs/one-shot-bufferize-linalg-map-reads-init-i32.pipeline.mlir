// A third form of #26: the linalg.map's init is an i32 argument that is also returned and the payload yields
// the init; one-shot-bufferize gives the map a fresh memref.alloc and copies nothing into it (integer data and
// a constant input: another culprit set and value class than the f32 tests).
// BUG: known upstream, llvm/llvm-project#213241 (docs/BUGS.md #26; campaign campE signature 2de2cfa91ce43e5a,
// reduced by tvfuzz triage)
// BUGS-ENTRY: 26
// PIPELINE: builtin.module(one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=identity-layout-map must-infer-memory-space=false  print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false})
// EXPECT: miscompile
module {
  func.func @main(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %cst = arith.constant dense<0> : tensor<i32>
    %mapped = linalg.map ins(%cst : tensor<i32>) outs(%arg0 : tensor<i32>)
      (%in: i32, %init: i32) {
        linalg.yield %init : i32
      }
    return %arg0, %mapped : tensor<i32>, tensor<i32>
  }
}
