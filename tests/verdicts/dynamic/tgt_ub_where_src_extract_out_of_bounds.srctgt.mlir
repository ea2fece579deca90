// At size 1, tgt's tensor.cast to tensor<2xf32> is undefined for every input; src is too, but by a
// condition its shape rules do not state (tensor.extract at index 1 of a size-1 tensor). Such a case
// used to be called a tgt UB "where src is defined" (issue 26: a report named a witness at which src
// was undefined). Sizes 1..2 only: no case shows src defined where tgt is not, and the size-1 case is
// not decided, so the verdict is inconclusive, never a miscompile.
// TV-ARGS: --dyn-max=2
// VERDICT: inconclusive
// SKIP-IDENTITY
func.func @src(%x: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = tensor.extract %x[%c1] : tensor<?xf32>
  return %v : f32
}
func.func @tgt(%x: tensor<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %s = tensor.cast %x : tensor<?xf32> to tensor<2xf32>
  %v = tensor.extract %s[%c1] : tensor<2xf32>
  return %v : f32
}
