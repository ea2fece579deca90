// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern tosa.reduce_min.fold.unit-axis
// CORPUS-SEED: 994303
// PIPELINE: tosa-opt
// CORPUS-STEP: 0 canonicalize correct 4fcff91005edce1e
func.func @main(%arg0: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_min %arg0 {axis = 0 : i32} : (tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
