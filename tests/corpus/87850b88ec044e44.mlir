// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern linalg.fill.canon.fill-collapse-shape
// CORPUS-SEED: 1904499
// PIPELINE: full
// CORPUS-CORRECT: 17:dd48386fb2b0d38b 18:68183e00567d7dba 19:070b19b4b6805cb4 20:580051901e9740e0 22:5ba84a432da242e2
// CORPUS-CORRECT: 23:b3858ad068b35d21 25:29134a673cc91b4d 30:b4ca96c98cd5fba0 33:5010235747145ab9 34:2d67d7cad28e10ac
// CORPUS-CORRECT: 35:b4ca96c98cd5fba0 40:6c83a7f28a626054
module {
  func.func @main() -> tensor<2x2x1xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x2x1xf32>}> : () -> tensor<1x2x1xf32>
    %1 = tosa.const_shape  {values = dense<[2, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.tile %0, %1 : (tensor<1x2x1xf32>, !tosa.shape<3>) -> tensor<2x2x1xf32>
    return %2 : tensor<2x2x1xf32>
  }
}
