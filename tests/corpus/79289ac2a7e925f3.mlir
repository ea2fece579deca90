// tvfuzz corpus: a program that fires the keys below (tvfuzz regress replays its steps)
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
// CORPUS-CORRECT: 2:4834e5e8578173c3 11:378fbde7ca1d908c 12:857f4c97d40b2db1 15:c37ca079dfe1a7c3 16:236fa53cc5228a7c
// CORPUS-CORRECT: 17:1b68d235ef9feca9 18:9d124e429d8e27d7 19:0933822d63b638af 20:79166b215b7503b4 21:b38ac6c14285b4fc
// CORPUS-CORRECT: 22:7c1eba1eed6b262c 23:3af1e885dbc0722c 25:b307c6595a895b05 26:e448d180b34fccd1 27:85eb7c1a3c82979b
// CORPUS-CORRECT: 28:86bc7fc29ad01c8b 29:f86cfdb7b3c3046f 30:51179220a1da4556 31:c9fddbca84eb4726 33:071cddae20569f09
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
