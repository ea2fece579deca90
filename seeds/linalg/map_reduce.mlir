// Seed: linalg.map (maxnumf of two inputs) followed by linalg.reduce (sum over dim 1 with a -0.0-filled init).
func.func @main(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %m = linalg.map { arith.maxnumf } ins(%a, %b : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>)
  %nz = arith.constant -0.0 : f32
  %e2 = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%nz : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%m : tensor<2x4xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}
