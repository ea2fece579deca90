// linalg.reduce of [x, x] (a broadcast scalar) from a -0.0 init -> x * 2.0: x + x = 2x holds in IEEE but needs real arithmetic, which neither abstract level has: their counterexamples are refuted by the exact domain: correct at refinement level 2.
// VERDICT: correct
// LEVEL: 2
func.func @src(%x: tensor<f32>) -> tensor<f32> {
  %e2 = tensor.empty() : tensor<2xf32>
  %b = linalg.broadcast ins(%x : tensor<f32>) outs(%e2 : tensor<2xf32>) dimensions = [0]
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%b : tensor<2xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @tgt(%x: tensor<f32>) -> tensor<f32> {
  %two = arith.constant 2.0 : f32
  %c = tensor.extract %x[] : tensor<f32>
  %m = arith.mulf %c, %two : f32
  %r = tensor.from_elements %m : tensor<f32>
  return %r : tensor<f32>
}
