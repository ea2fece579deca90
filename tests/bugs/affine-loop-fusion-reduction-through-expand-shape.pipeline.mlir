// BUG: not yet reported upstream (found by tvfuzz on seeds/tosa/softmax_f32.mlir through convert-linalg-to-affine-loops)
// affine-loop-fusion fuses the consumer of a row reduction (x - rowmax), which reads the maximum through a
// memref.expand_shape of its buffer, into the reduction loop at the inner depth (the dependence through the
// reshaped alias is missed): each element is reduced against the partial maximum of the elements before it instead of
// the whole row. For a row [1, 2, 3, 4] the result must be [-3, -2, -1, 0]; the fused code gives
// [0, 0, 0, 0].
// BUGS-ENTRY: 24
// PIPELINE: builtin.module(func.func(affine-loop-fusion))
// EXPECT: miscompile
func.func @main(%a: memref<2x4xf32>, %out: memref<2x4xf32>) {
  %lo = arith.constant -3.40282347E+38 : f32
  %m = memref.alloc() : memref<2xf32>
  affine.for %i = 0 to 2 {
    affine.store %lo, %m[%i] : memref<2xf32>
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %x = affine.load %a[%i, %j] : memref<2x4xf32>
      %y = affine.load %m[%i] : memref<2xf32>
      %z = arith.maximumf %x, %y : f32
      affine.store %z, %m[%i] : memref<2xf32>
    }
  }
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 1] : memref<2xf32> into memref<2x1xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      %x = affine.load %a[%i, %j] : memref<2x4xf32>
      %y = affine.load %e[%i, 0] : memref<2x1xf32>
      %d = arith.subf %x, %y : f32
      affine.store %d, %out[%i, %j] : memref<2x4xf32>
    }
  }
  memref.dealloc %m : memref<2xf32>
  return
}
