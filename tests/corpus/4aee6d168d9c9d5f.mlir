// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.select.canon.not-predicate
// CORPUS-SEED: 996457
// PIPELINE: bufferize
// CORPUS-STEP: 2 tosa-optional-decompositions correct 630f417915394962
// CORPUS-STEP: 3 canonicalize correct 24cf96e02462dc09
// CORPUS-STEP: 11 tosa-to-linalg correct 8488bea13ad90d23
// CORPUS-STEP: 12 tosa-to-arith correct 46efb4d3bfc5fda8
// CORPUS-STEP: 13 tosa-to-tensor correct c16bc46f8b6e4e53
// CORPUS-STEP: 15 one-shot-bufferize correct 61a0f4e67d187f52
// CORPUS-STEP: 17 canonicalize correct ae7a54239f57d5f0
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 39ef8eccd9acaa1c
// CORPUS-STEP: 19 canonicalize correct 247fc6d66f61d889
// CORPUS-STEP: 20 buffer-deallocation-simplification correct ccfe71b77123f30e
// CORPUS-STEP: 21 bufferization-lower-deallocations correct eedcb664bdf6715c
// CORPUS-STEP: 23 canonicalize correct afdcfcffa98645f0
func.func @main(%arg0: tensor<3xf32>) -> (tensor<1x3xi16>, tensor<1x3xi16>) {
  %0 = "tosa.const"() <{values = dense<1.5> : tensor<3xf32>}> : () -> tensor<3xf32>
  %1 = tosa.log %0 : (tensor<3xf32>) -> tensor<3xf32>
  %2 = tosa.equal %1, %arg0 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %3 = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.reshape %2, %3 : (tensor<3xi1>, !tosa.shape<2>) -> tensor<1x3xi1>
  %5 = tosa.logical_not %4 : (tensor<1x3xi1>) -> tensor<1x3xi1>
  %6 = "tosa.const"() <{values = dense<-8191> : tensor<1x3xi16>}> : () -> tensor<1x3xi16>
  %7 = "tosa.const"() <{values = dense<[[11, 2, -32768]]> : tensor<1x3xi16>}> : () -> tensor<1x3xi16>
  %8 = tosa.select %5, %7, %6 : (tensor<1x3xi1>, tensor<1x3xi16>, tensor<1x3xi16>) -> tensor<1x3xi16>
  %9 = tosa.clamp %8 {min_val = -32768 : i16, max_val = 32767 : i16} : (tensor<1x3xi16>) -> tensor<1x3xi16>
  return %8, %9 : tensor<1x3xi16>, tensor<1x3xi16>
}
