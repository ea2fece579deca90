// A second form of #26: the linalg.map's init is a function argument that is also returned, so the map cannot
// write in place; one-shot-bufferize gives it a fresh memref.alloc and copies nothing into it, although the
// payload reads the init (arith.mulf %in, %init). The result reads uninitialized memory where the source
// computes a value.
// BUG: not yet reported upstream (docs/BUGS.md #26; campaign campC signature a38755ce2ffade18, reduced by tvfuzz triage)
// BUGS-ENTRY: 26
// PIPELINE: builtin.module(one-shot-bufferize{allow-return-allocs-from-loops=false allow-unknown-ops=false analysis-fuzzer-seed=0 analysis-heuristic=bottom-up buffer-alignment=64 bufferize-function-boundaries=true check-parallel-regions=true copy-before-write=false  dump-alias-sets=false function-boundary-type-conversion=identity-layout-map must-infer-memory-space=false  print-conflicts=false test-analysis-only=false unknown-type-conversion=fully-dynamic-layout-map use-encoding-for-memory-space=false})
// EXPECT: miscompile
module {
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<1xf32>) -> (tensor<1xf32>, tensor<1x1xf32>) {
    %mapped = linalg.map ins(%arg1 : tensor<1xf32>) outs(%arg1 : tensor<1xf32>)
      (%in: f32, %init: f32) {
        %0 = arith.mulf %in, %init : f32
        linalg.yield %0 : f32
      }
    %broadcasted = linalg.broadcast ins(%mapped : tensor<1xf32>) outs(%arg0 : tensor<1x1xf32>) dimensions = [1] 
    return %arg1, %broadcasted : tensor<1xf32>, tensor<1x1xf32>
  }
}
