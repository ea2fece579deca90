// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tosa.transpose.layerwise.const
// CORPUS-SEED: 1502798
// PIPELINE: full
// CORPUS-CORRECT: 1:5f7557e3ad65b4a4 18:dab3c4edf49b26fa 30:519225762469d6b6 33:8c29567086f4f173 34:ddcffcbad1852ec3
// CORPUS-CORRECT: 35:6effd36243ec7f51 39:d46043c251370f26
module {
  func.func @main() -> tensor<3x4xi16> {
    %0 = "tosa.const"() <{values = dense<[[0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 1, 0]]> : tensor<4x3xi16>}> : () -> tensor<4x3xi16>
    %1 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<4x3xi16>) -> tensor<3x4xi16>
    return %1 : tensor<3x4xi16>
  }
}
