// The tosa.mul folder (run by tosa-layerwise-constant-fold) multiplies i16 operands in the input width
// and writes the bits into the i32 result zero-extended: reduce_max(-11, -11) * 1 folds to 65525, where
// TOSA 1.0 MUL (in_t i16, out_t i32, shift 0) sign-extends and gives -11 (campaign signature
// f2fa1bb99d349e74, reduced by tvfuzz triage). The second form of BUGS.md #10: a negative product is
// wrong even when nothing overflows.
// BUG: not yet reported upstream (docs/BUGS.md #10)
// BUGS-ENTRY: 10
// PIPELINE: builtin.module(func.func(tosa-layerwise-constant-fold{aggressive-reduce-constant=false}))
// EXPECT: miscompile
module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int, pro_fp], extensions = [int16, bf16, doubleround]>} {
  func.func @main() -> tensor<1xi32> {
    %0 = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<-11> : tensor<2xi16>}> : () -> tensor<2xi16>
    %3 = tosa.reduce_max %2 {axis = 0 : i32} : (tensor<2xi16>) -> tensor<1xi16>
    %4 = tosa.mul %3, %0, %1 : (tensor<1xi16>, tensor<1xi16>, tensor<1xi8>) -> tensor<1xi32>
    return %4 : tensor<1xi32>
  }
}
