// one-shot-bufferize of a global_store whose value is used again (MLIR
// 22.1.8): the store bufferizes out of place into a new allocation that is
// never written, and that uninitialized buffer is copied into the global.
// Fixed upstream by llvm/llvm-project PR #177387 (after 22.1.8). A
// miscompile: the global's content on return is undefined.
// VERDICT: miscompile
module @src {
  ml_program.global private mutable @v(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    %x = ml_program.global_load @v : tensor<2xf32>
    %e = tensor.empty() : tensor<2xf32>
    %s = linalg.add ins(%x, %a : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    ml_program.global_store @v = %s : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
module @tgt {
  memref.global "private" @v : memref<2xf32> = dense<[1.0, 2.0]>
  func.func @main(%a: memref<2xf32>) -> memref<2xf32> {
    %g = memref.get_global @v : memref<2xf32>
    %alloc = memref.alloc() : memref<2xf32>
    linalg.add ins(%g, %a : memref<2xf32>, memref<2xf32>) outs(%alloc : memref<2xf32>)
    %alloc_0 = memref.alloc() : memref<2xf32>
    %g2 = memref.get_global @v : memref<2xf32>
    memref.copy %alloc_0, %g2 : memref<2xf32> to memref<2xf32>
    return %alloc : memref<2xf32>
  }
}
