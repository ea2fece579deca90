// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pattern math-expand.powf.general
// CORPUS-KEY: pattern math-expand.roundeven
// CORPUS-SEED: 993747
// PIPELINE: expand
// CORPUS-STEP: 11 tosa-to-linalg deferred 70805a21ff30b506
// CORPUS-STEP: 14 arith-expand deferred 5ec8ac1f618edbd4
// CORPUS-STEP: 15 math-expand-ops miscompile 667d8d8e234edfc6
func.func @main(%arg0: tensor<3x5xf16>, %arg1: tensor<1x5xf16>) -> (tensor<3x5xf16>, tensor<3x5xi16>) {
  %0 = tosa.pow %arg0, %arg1 : (tensor<3x5xf16>, tensor<1x5xf16>) -> tensor<3x5xf16>
  %1 = tosa.cast %0 : (tensor<3x5xf16>) -> tensor<3x5xi8>
  %2 = tosa.cast %1 : (tensor<3x5xi8>) -> tensor<3x5xi16>
  return %0, %2 : tensor<3x5xf16>, tensor<3x5xi16>
}
