// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pattern tensor.extract_slice.canon.cast-source
// CORPUS-KEY: pattern tensor.extract_slice.canon.constant-args
// CORPUS-SEED: 1702430
// PIPELINE: tosa-lowering
// CORPUS-CORRECT: 2:15367f14fd0054dc 3:1fcb9be27baa99fc
module {
  func.func @main(%arg0: tensor<5x1x3x1xf32>) -> tensor<f32> {
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 1, 0] [5, 1, 2, 1] [1, 1, 1, 1] : tensor<5x1x3x1xf32> to tensor<5x1x2x1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%extracted_slice : tensor<5x1x2x1xf32>) -> tensor<5x1x2x1xf32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %0[%c0, %c0, %c0, %c0] : tensor<5x1x2x1xf32>
    %1 = tensor.empty() : tensor<f32>
    %2 = linalg.fill ins(%extracted : f32) outs(%1 : tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
