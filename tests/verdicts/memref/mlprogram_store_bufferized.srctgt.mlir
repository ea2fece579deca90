// one-shot-bufferize of a global_load/global_store pair, done right: the
// stored value's buffer is copied into the global's. Correct.
// VERDICT: correct
#map = affine_map<(d0) -> (d0)>
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
    %g2 = memref.get_global @v : memref<2xf32>
    memref.copy %alloc, %g2 : memref<2xf32> to memref<2xf32>
    return %alloc : memref<2xf32>
  }
}
