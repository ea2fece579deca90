// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass tosa-make-broadcastable
// CORPUS-SEED: 992194
// PIPELINE: vectorize
// CORPUS-STEP: 2 tosa-optional-decompositions correct e0ba2365d04c6cf9
// CORPUS-STEP: 4 tosa-infer-shapes correct 90c6cfbdf85d680f
// CORPUS-STEP: 5 tosa-make-broadcastable correct d68fc48b1c280db5
// CORPUS-STEP: 11 tosa-to-linalg correct c0d518299901608f
// CORPUS-STEP: 12 tosa-to-arith correct 673705e83f3b81ed
// CORPUS-STEP: 13 tosa-to-tensor correct 6ea5810f3ecf15e7
// CORPUS-STEP: 15 one-shot-bufferize correct 5fb7ae471a8f4fb1
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 07ff57f563c434b3
// CORPUS-STEP: 19 canonicalize correct 59fad628faf1a02e
// CORPUS-STEP: 20 buffer-deallocation-simplification correct a04717883a3b944a
// CORPUS-STEP: 24 convert-bufferization-to-memref correct eb2a9a89ba96b4cf
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 299c2dd71f1b2e49
// CORPUS-STEP: 27 affine-super-vectorize correct 300fe1dd4df47d16
// CORPUS-STEP: 28 canonicalize correct cec266fbc2513d8c
// CORPUS-STEP: 31 lower-affine correct a78bf1cf9519010a
// CORPUS-STEP: 32 canonicalize correct 6584b5cec88099b8
// tvfuzz dynamic variant: 1 argument dims made '?' (1 of size 1) in 1 arguments, 2 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?xf32>) -> (tensor<?xi1>, tensor<i32>) {
    %0 = tosa.const_shape  {values = dense<0> : tensor<1xindex>} : () -> !tosa.shape<1>
    %1 = tosa.const_shape  {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<1>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<?xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<?xf32>
    %3 = "tosa.const"() <{values = dense<-6.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.greater %2, %3 : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xi1>
    %5 = tosa.argmax %2 {axis = 0 : i32} : (tensor<?xf32>) -> tensor<i32>
    return %4, %5 : tensor<?xi1>, tensor<i32>
  }
}

