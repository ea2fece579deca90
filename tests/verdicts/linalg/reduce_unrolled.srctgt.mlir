// linalg.reduce sum of [x0, x1] with init -0.0 -> x0 + x1 computed on extracted scalars: -0.0 + x0 = x0 exactly, same order: correct.
// VERDICT: correct
// DOMAINS: abstract
// (The exact domain alone times out at 20 s on this pair: bit-blasted f32 multiply/add
// chains. The abstract run confirms its counterexample with an exact check seeded by the
// abstract model; docs/BENCHMARKS.md lists the exact-only timeouts.)
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
