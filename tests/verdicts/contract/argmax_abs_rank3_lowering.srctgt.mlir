// tosa.abs then tosa.argmax (PROPAGATE) axis 1 of 2x3x2 -> absf generic + the MLIR 22 argmax generic verbatim (running max starts at -fMAX). With inputs >= +0.0 or NaN the -fMAX start never matters: correct.
// VERDICT: correct
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @src(%a: tensor<2x3x2xf32>) -> tensor<2x2xi32> {
  %x = tosa.abs %a : (tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  %0 = tosa.argmax %x {axis = 1 : i32} : (tensor<2x3x2xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @tgt(%a: tensor<2x3x2xf32>) -> tensor<2x2xi32> {
  %e0 = tensor.empty() : tensor<2x3x2xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<2x3x2xf32>) outs(%e0 : tensor<2x3x2xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = math.absf %in : f32
    linalg.yield %v : f32
  } -> tensor<2x3x2xf32>
  %0 = tensor.empty() : tensor<2x2xi32>
  %c0_i32 = arith.constant 0 : i32
  %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<2x2xi32>) -> tensor<2x2xi32>
  %2 = tensor.empty() : tensor<2x2xf32>
  %cst = arith.constant -3.40282347E+38 : f32
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %4:2 = linalg.generic {indexing_maps = [#id, #out, #out], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<2x3x2xf32>) outs(%1, %3 : tensor<2x2xi32>, tensor<2x2xf32>) {
  ^bb0(%in: f32, %out: i32, %out_0: f32):
    %5 = linalg.index 1 : index
    %6 = arith.index_cast %5 : index to i32
    %7 = arith.cmpf ugt, %in, %out_0 : f32
    %8 = arith.cmpf ord, %out_0, %out_0 : f32
    %9 = arith.andi %7, %8 : i1
    %10 = arith.select %9, %in, %out_0 : f32
    %11 = arith.select %9, %6, %out : i32
    linalg.yield %11, %10 : i32, f32
  } -> (tensor<2x2xi32>, tensor<2x2xf32>)
  return %4#0 : tensor<2x2xi32>
}
