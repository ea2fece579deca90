// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass eliminate-empty-tensors
// CORPUS-KEY: pattern tosa.concat.fold.concat-of-concat
// CORPUS-SEED: 992795
// PIPELINE: loops
// CORPUS-STEP: 2 tosa-optional-decompositions correct ddb11768af1bb24d
// CORPUS-STEP: 11 tosa-to-linalg correct c11e0a1dd7612d4f
// CORPUS-STEP: 12 tosa-to-arith correct 12085c38724b208a
// CORPUS-STEP: 13 tosa-to-tensor correct 81e353312997b70c
// CORPUS-STEP: 14 eliminate-empty-tensors correct ed4b7d58dbdbe45f
// CORPUS-STEP: 15 one-shot-bufferize correct 6abd14ceac480ad9
// CORPUS-STEP: 17 canonicalize correct ed974a30e7173d5b
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 799f080dd7312f27
// CORPUS-STEP: 19 canonicalize correct 23dcd8e5a3002bbe
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 0403564c0ed6a4d9
// CORPUS-STEP: 21 bufferization-lower-deallocations correct 82846899c1a61301
// CORPUS-STEP: 23 canonicalize correct 9a9b2184dcc6d3db
// CORPUS-STEP: 25 convert-linalg-to-loops correct 89e322426f5a6268
func.func @main(%arg0: tensor<3xbf16>) -> tensor<7xbf16> {
  %0 = "tosa.const"() <{values = dense<[0xD9EA, 0x7FC0]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %1 = "tosa.const"() <{values = dense<0x7FC0> : tensor<2xbf16>}> : () -> tensor<2xbf16>
  %2 = tosa.maximum %0, %1 {nan_mode = IGNORE} : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  %3 = tosa.concat %2, %arg0 {axis = 0 : i32} : (tensor<2xbf16>, tensor<3xbf16>) -> tensor<5xbf16>
  %4 = tosa.concat %3, %2 {axis = 0 : i32} : (tensor<5xbf16>, tensor<2xbf16>) -> tensor<7xbf16>
  return %4 : tensor<7xbf16>
}
