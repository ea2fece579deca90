// tosa.abs then tosa.reduce_max nan_mode=IGNORE -> absf generic + the MLIR 22 IGNORE lowering: fill -fMAX, a two-result linalg.reduce (maximumf, skip NaN inputs, and-reduce an all-NaN flag), then linalg.select of NaN where the flag is set. With inputs >= +0.0 or NaN the -fMAX start cannot win and all-NaN rows give NaN in both: correct.
// VERDICT: correct
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @src(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %x = tosa.abs %a : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %0 = tosa.reduce_max %x {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
func.func @tgt(%a: tensor<2x2xf32>) -> tensor<2x1xf32> {
  %e0 = tensor.empty() : tensor<2x2xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x2xf32>) outs(%e0 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = math.absf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x2xf32>
  %0 = tensor.empty() : tensor<2xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2xf32>) -> tensor<2xf32>
  %true = arith.constant true
  %2 = tensor.empty() : tensor<2xi1>
  %3 = linalg.fill ins(%true : i1) outs(%2 : tensor<2xi1>) -> tensor<2xi1>
  %reduced:2 = linalg.reduce ins(%x, %x : tensor<2x2xf32>, tensor<2x2xf32>) outs(%1, %3 : tensor<2xf32>, tensor<2xi1>) dimensions = [1]
    (%in: f32, %in_1: f32, %init: f32, %init_2: i1) {
      %8 = arith.maximumf %in, %init : f32
      %9 = arith.cmpf uno, %in, %in : f32
      %10 = arith.select %9, %init, %8 : f32
      %11 = arith.andi %init_2, %9 : i1
      linalg.yield %10, %11 : f32, i1
    }
  %nan = arith.constant 0x7FC00000 : f32
  %4 = tensor.empty() : tensor<2xf32>
  %5 = linalg.fill ins(%nan : f32) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
  %6 = tensor.empty() : tensor<2xf32>
  %7 = linalg.select ins(%reduced#1, %5, %reduced#0 : tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) outs(%6 : tensor<2xf32>) -> tensor<2xf32>
  %o = tensor.expand_shape %7 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %o : tensor<2x1xf32>
}
