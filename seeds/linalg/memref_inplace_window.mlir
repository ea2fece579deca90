// Seed: buffers written in place: an elementwise linalg.generic whose input and output are the same argument view, linalg.broadcast into an alloc, linalg.map over a step-2 subview writing a window of the argument, which is returned.
func.func @main(%x: memref<3x4xf32>, %y: memref<2x8xf32, strided<[10, 1], offset: 1>>, %row: memref<4xf32>) -> memref<3x4xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<3x4xf32>) outs(%x : memref<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  }
  %t = memref.alloc() : memref<2x4xf32>
  linalg.broadcast ins(%row : memref<4xf32>) outs(%t : memref<2x4xf32>) dimensions = [0]
  %even = memref.subview %y[0, 0] [2, 4] [1, 2] : memref<2x8xf32, strided<[10, 1], offset: 1>> to memref<2x4xf32, strided<[10, 2], offset: 1>>
  %xw = memref.subview %x[1, 0] [2, 4] [1, 1] : memref<3x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 4>>
  linalg.map ins(%even, %t : memref<2x4xf32, strided<[10, 2], offset: 1>>, memref<2x4xf32>) outs(%xw : memref<2x4xf32, strided<[4, 1], offset: 4>>)
    (%e: f32, %r: f32, %init: f32) {
      %d = arith.subf %e, %r : f32
      linalg.yield %d : f32
    }
  return %x : memref<3x4xf32>
}
