// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
// CORPUS-KEY: pass tosa-infer-shapes
// CORPUS-KEY: pass tosa-make-broadcastable
// CORPUS-KEY: pattern tensor.dim.canon.of-cast
// CORPUS-KEY: pattern tensor.dim.canon.of-dest-style
// CORPUS-KEY: pattern tensor.dim.canon.of-reshape
// CORPUS-KEY: pattern tensor.dim.fold.cast-source
// CORPUS-KEY: pattern tensor.dim.fold.extract-slice-size
// CORPUS-KEY: pattern tensor.dim.fold.generate-extent
// CORPUS-KEY: pattern tosa.reduce_min.fold.unit-axis
// CORPUS-SEED: 1705132
// PIPELINE: linalg-opt
// CORPUS-CORRECT: 4:9402ff7204901e80 5:99505685e29193f5 11:5622b48210a188a8 14:bb6821c34cf6ebc5 16:bd11ee204a934cd3
// CORPUS-CORRECT: 17:49443207aeea9218 18:f0f6c35844b6b36e 19:49443207aeea9218
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x?xf16>) -> tensor<?x?xf16> {
    %0 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<?x?xf16>) -> tensor<?x?xf16>
    %1 = tosa.reduce_min %0 {axis = 0 : i32} : (tensor<?x?xf16>) -> tensor<?x?xf16>
    return %1 : tensor<?x?xf16>
  }
}
