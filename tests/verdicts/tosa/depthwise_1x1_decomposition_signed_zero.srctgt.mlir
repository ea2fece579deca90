// tosa-optional-decompositions: depthwise_conv2d with a 1x1 kernel -> reshape + tosa.mul + reshape + tosa.add(bias) (the MLIR 22 rewrite): x*w + b instead of TOSA (0 + x*w) + b, so x*w = -0.0, b = -0.0 gives -0.0 instead of +0.0: miscompile under strict IEEE (candidate upstream issue). (Under --fp-policy=strict only: a zero dot product may have either sign under the default spec policy.)
// TV-ARGS: --fp-policy=strict
// VERDICT: miscompile
// CHECK-FAILED: value
// DOMAINS: abstract
// (The exact domain alone times out at 20 s on this pair: bit-blasted f32 multiply/add
// chains. The abstract run confirms its counterexample with an exact check seeded by the
// abstract model; docs/BENCHMARKS.md lists the exact-only timeouts.)
func.func @src(%x: tensor<1x1x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}
func.func @tgt(%x: tensor<1x1x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x1x1x2xf32> {
  %s4 = tosa.const_shape {values = dense<[1, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %s5 = tosa.const_shape {values = dense<[1, 1, 1, 2, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %xr = tosa.reshape %x, %s5 : (tensor<1x1x1x2xf32>, !tosa.shape<5>) -> tensor<1x1x1x2x1xf32>
  %wr = tosa.reshape %w, %s5 : (tensor<1x1x2x1xf32>, !tosa.shape<5>) -> tensor<1x1x1x2x1xf32>
  %m = tosa.mul %xr, %wr, %sh : (tensor<1x1x1x2x1xf32>, tensor<1x1x1x2x1xf32>, tensor<1xi8>) -> tensor<1x1x1x2x1xf32>
  %mr = tosa.reshape %m, %s4 : (tensor<1x1x1x2x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x2xf32>
  %br = tosa.reshape %b, %s4 : (tensor<2xf32>, !tosa.shape<4>) -> tensor<1x1x1x2xf32>
  %r = tosa.add %mr, %br : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  return %r : tensor<1x1x1x2xf32>
}
