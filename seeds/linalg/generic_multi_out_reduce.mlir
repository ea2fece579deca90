// Seed: linalg.generic with two outputs and a reduction iterator (running max and its argmax via linalg.index), init by linalg.fill.
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @main(%a: tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<2xf32>
  %e1 = tensor.empty() : tensor<2xi32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
  %f1 = linalg.fill ins(%z : i32) outs(%e1 : tensor<2xi32>) -> tensor<2xi32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x3xf32>) outs(%f0, %f1 : tensor<2xf32>, tensor<2xi32>) {
  ^bb0(%x: f32, %m: f32, %k: i32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %gt = arith.cmpf ogt, %x, %m : f32
    %nm = arith.select %gt, %x, %m : f32
    %nk = arith.select %gt, %ii, %k : i32
    linalg.yield %nm, %nk : f32, i32
  } -> (tensor<2xf32>, tensor<2xi32>)
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xi32>
}
