// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern arith.extsi.canon.of-extui
// CORPUS-KEY: pattern arith.extsi.fold.ext-of-ext
// CORPUS-SEED: 993040
// PIPELINE: vectorize
// CORPUS-CORRECT: 11:bad09ea42b4fa9ef 12:9ca9b74225d61e49 15:03ad332a2d72f4e3 17:3b6f9a1ffa7aa805 18:5116d46be231339a
// CORPUS-CORRECT: 19:27828ae700c2c1c1 20:3b6f9a1ffa7aa805 25:c631ea9a62e990b9 27:d3ad5f176823d682 28:3ad989abbfaddce4
// CORPUS-CORRECT: 31:bc75551e459d9b1e 32:cd937a2d2fff5206
module {
  func.func @main(%arg0: tensor<1xi16>) -> tensor<1xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %1, %2, %0, %1 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1xi32>
    return %3 : tensor<1xi32>
  }
}
