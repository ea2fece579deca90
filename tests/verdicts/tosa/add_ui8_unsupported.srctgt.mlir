// tosa.add on ui8, which MLIR's tosa dialect accepts and TOSA 1.0 does not define (it has no unsigned element types; only RESCALE reads storage as unsigned, by its flags). tosa-convert-integer-type-to-signless makes it an i8 add (a wrapping signed add). The validator models ui8 only as storage bits in ops that move them, so the pair is unsupported, never correct.
// VERDICT: unsupported
func.func @src(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = tosa.add %a, %b : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}
func.func @tgt(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.add %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
