// tvfuzz corpus: a small program of the campaigns that did the following (tvfuzz corpus)
// CORPUS-KEY: pass affine-loop-fusion
// CORPUS-KEY: pass affine-loop-invariant-code-motion
// CORPUS-KEY: pass affine-scalrep
// CORPUS-KEY: pass bufferization-lower-deallocations
// CORPUS-KEY: pass convert-linalg-to-affine-loops
// CORPUS-KEY: pass expand-realloc
// CORPUS-KEY: pass lower-affine
// CORPUS-KEY: pattern arith.addi.canon.add-add-const
// CORPUS-KEY: pattern arith.addi.canon.add-mul-neg1-lhs
// CORPUS-KEY: pattern arith.addi.canon.add-mul-neg1-rhs
// CORPUS-KEY: pattern arith.addi.canon.add-sub-const-lhs
// CORPUS-KEY: pattern arith.addi.canon.add-sub-const-rhs
// CORPUS-KEY: pattern arith.addi.fold.const
// CORPUS-KEY: pattern arith.addi.fold.sub-cancel
// CORPUS-KEY: pattern arith.addi.fold.zero-rhs
// CORPUS-KEY: pattern arith.andi.fold.all-ones-rhs
// CORPUS-KEY: pattern arith.cmpi.fold.const
// CORPUS-KEY: pattern arith.select.canon.i1-to-not
// CORPUS-KEY: pattern arith.select.canon.not-cond
// CORPUS-KEY: pattern arith.select.canon.redundant-false
// CORPUS-KEY: pattern arith.select.canon.redundant-true
// CORPUS-KEY: pattern arith.select.canon.to-extui
// CORPUS-KEY: pattern arith.shrsi.fold.const
// CORPUS-KEY: pattern arith.shrsi.fold.zero-rhs
// CORPUS-KEY: pattern tensor.dim.fold.cast-source
// CORPUS-KEY: pattern tensor.dim.fold.extract-slice-size
// CORPUS-KEY: pattern tensor.dim.fold.generate-extent
// CORPUS-SEED: 995289
// PIPELINE: affine-loops
// CORPUS-STEP: 2 tosa-optional-decompositions deferred 9ffc39fa824180a4
// CORPUS-STEP: 11 tosa-to-linalg deferred 787b36b8c203b544
// CORPUS-STEP: 12 tosa-to-arith correct 52f3b2b0d4757cb5
// CORPUS-STEP: 15 one-shot-bufferize correct 2635a2c96c7ad901
// CORPUS-STEP: 16 expand-realloc correct 715a61a4430ebe7b
// CORPUS-STEP: 17 canonicalize correct fa9634e29af3aa65
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 6098a0693ef86317
// CORPUS-STEP: 19 canonicalize correct d1fb895916da3e06
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 43a8344b8de3029f
// CORPUS-STEP: 21 bufferization-lower-deallocations correct 5fafa869246fb850
// CORPUS-STEP: 22 cse correct 2a013ac5f16b54a3
// CORPUS-STEP: 23 canonicalize correct 054a08e073ea6317
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct 266ea6b60c4de077
// CORPUS-STEP: 26 canonicalize correct 564f93999037cb4f
// CORPUS-STEP: 27 affine-loop-fusion correct 0f860136a282f604
// CORPUS-STEP: 28 affine-scalrep correct 323a0cea55a1a011
// CORPUS-STEP: 29 affine-loop-invariant-code-motion correct fae75e37b13fb34d
// CORPUS-STEP: 30 lower-affine correct e575c8355e47c9df
// CORPUS-STEP: 31 canonicalize deferred 8ea8a47ea4a7ab14
// CORPUS-STEP: 33 cse correct d42410a0b1eeb46c
// tvfuzz dynamic variant: 3 argument dims made '?' (3 of size 1) in 1 arguments, 2 op results by propagation, 0 returned results dynamic
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x1x?x?xi8>) -> (tensor<5xi8>, tensor<5xi8>, tensor<?x1x?x?xi8>) {
    %0 = "tosa.const"() <{values = dense<1> : tensor<5xi8>}> : () -> tensor<5xi8>
    %1 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.bitwise_and %0, %1 : (tensor<5xi8>, tensor<1xi8>) -> tensor<5xi8>
    %3 = tosa.arithmetic_right_shift %0, %2 {round = true} : (tensor<5xi8>, tensor<5xi8>) -> tensor<5xi8>
    %4 = "tosa.const"() <{values = dense<[[[[-2, 3, 127], [-107, 7, 126], [-1, 3, -3], [0, -4, -127], [-3, 127, 11]]]]> : tensor<1x1x5x3xi8>}> : () -> tensor<1x1x5x3xi8>
    %5 = tosa.bitwise_xor %4, %arg0 : (tensor<1x1x5x3xi8>, tensor<?x1x?x?xi8>) -> tensor<?x1x?x?xi8>
    %6 = tosa.bitwise_not %5 : (tensor<?x1x?x?xi8>) -> tensor<?x1x?x?xi8>
    return %2, %3, %6 : tensor<5xi8>, tensor<5xi8>, tensor<?x1x?x?xi8>
  }
}

