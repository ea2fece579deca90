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
// CORPUS-STEP: 2 tosa-optional-decompositions correct 4834e5e8578173c3
// CORPUS-STEP: 11 tosa-to-linalg correct 378fbde7ca1d908c
// CORPUS-STEP: 12 tosa-to-arith correct 857f4c97d40b2db1
// CORPUS-STEP: 15 one-shot-bufferize correct c37ca079dfe1a7c3
// CORPUS-STEP: 16 expand-realloc correct 236fa53cc5228a7c
// CORPUS-STEP: 17 canonicalize correct 1b68d235ef9feca9
// CORPUS-STEP: 18 ownership-based-buffer-deallocation correct 9d124e429d8e27d7
// CORPUS-STEP: 19 canonicalize correct 0933822d63b638af
// CORPUS-STEP: 20 buffer-deallocation-simplification correct 79166b215b7503b4
// CORPUS-STEP: 21 bufferization-lower-deallocations correct b38ac6c14285b4fc
// CORPUS-STEP: 22 cse correct 7c1eba1eed6b262c
// CORPUS-STEP: 23 canonicalize correct 3af1e885dbc0722c
// CORPUS-STEP: 25 convert-linalg-to-affine-loops correct b307c6595a895b05
// CORPUS-STEP: 26 canonicalize correct e448d180b34fccd1
// CORPUS-STEP: 27 affine-loop-fusion correct 85eb7c1a3c82979b
// CORPUS-STEP: 28 affine-scalrep correct 86bc7fc29ad01c8b
// CORPUS-STEP: 29 affine-loop-invariant-code-motion correct f86cfdb7b3c3046f
// CORPUS-STEP: 30 lower-affine correct 51179220a1da4556
// CORPUS-STEP: 31 canonicalize correct c9fddbca84eb4726
// CORPUS-STEP: 33 cse correct 071cddae20569f09
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @main(%arg0: tensor<?x1x?x?xi8>) -> (tensor<2xi8>, tensor<?x1x?x?xi8>) {
    %0 = "tosa.const"() <{values = dense<1> : tensor<2xi8>}> : () -> tensor<2xi8>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.bitwise_and %0, %1 : (tensor<2xi8>, tensor<1xi8>) -> tensor<2xi8>
    %3 = tosa.arithmetic_right_shift %0, %2 {round = true} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x2xi8>}> : () -> tensor<1x1x1x2xi8>
    %5 = tosa.bitwise_xor %4, %arg0 : (tensor<1x1x1x2xi8>, tensor<?x1x?x?xi8>) -> tensor<?x1x?x?xi8>
    %6 = tosa.bitwise_not %5 : (tensor<?x1x?x?xi8>) -> tensor<?x1x?x?xi8>
    return %3, %6 : tensor<2xi8>, tensor<?x1x?x?xi8>
  }
}
