// linalg.reduce of [x0, x1] from a -0.0 init -> x0 + x1 on extracted scalars: the uninterpreted fold steps of level 0 cannot see that -0.0 + x0 = x0, the precise fold of level 1 can (identity rule of the abstract add): correct at refinement level 1.
// VERDICT: correct
// DOMAINS: abstract
// LEVEL: 1
// (The exact domain alone needs bit-blasted f32 adds here: see linalg/reduce_unrolled.)
func.func @src(%a: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<2xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @tgt(%a: tensor<2xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x0 = tensor.extract %a[%c0] : tensor<2xf32>
  %x1 = tensor.extract %a[%c1] : tensor<2xf32>
  %s = arith.addf %x0, %x1 : f32
  %r = tensor.from_elements %s : tensor<f32>
  return %r : tensor<f32>
}
