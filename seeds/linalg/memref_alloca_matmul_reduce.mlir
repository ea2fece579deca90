// Seed: named linalg ops on buffers: a memref.alloca accumulator filled with 0.0, linalg.matmul into it, linalg.reduce (column sums, -0.0 init) and linalg.transpose into two output arguments.
func.func @main(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %sum: memref<4xf32>, %tr: memref<4x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %acc = memref.alloca() : memref<2x4xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<2x4xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%acc : memref<2x4xf32>)
  linalg.fill ins(%nzero : f32) outs(%sum : memref<4xf32>)
  linalg.reduce ins(%acc : memref<2x4xf32>) outs(%sum : memref<4xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  linalg.transpose ins(%acc : memref<2x4xf32>) outs(%tr : memref<4x2xf32>) permutation = [1, 0]
  return
}
