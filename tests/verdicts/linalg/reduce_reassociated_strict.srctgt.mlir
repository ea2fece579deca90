// linalg.reduce sum of [x0, x1, x2] (init -0.0) -> ((-0.0 + x0) + x2) + x1: reassociation changes rounding (1e30, 1, -1e30): miscompile under the default strict FP policy.
// VERDICT: miscompile
// CHECK-FAILED: value
// ALLOW: inconclusive
// (Confirming a reassociation difference needs exact values: 3 s on an idle machine, more than the
// 20 s budget on a loaded one. Never correct.)
func.func @src(%a: tensor<3xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<3xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @tgt(%a: tensor<3xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x0 = tensor.extract %a[%c0] : tensor<3xf32>
  %x1 = tensor.extract %a[%c1] : tensor<3xf32>
  %x2 = tensor.extract %a[%c2] : tensor<3xf32>
  %z = arith.constant -0.0 : f32
  %s0 = arith.addf %z, %x0 : f32
  %s1 = arith.addf %s0, %x2 : f32
  %s2 = arith.addf %s1, %x1 : f32
  %r = tensor.from_elements %s2 : tensor<f32>
  return %r : tensor<f32>
}
