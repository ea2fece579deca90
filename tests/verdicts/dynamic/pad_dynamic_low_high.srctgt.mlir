// tensor.pad of tensor<?xf32> with low 1, high 2 given as index constants -> the same pad with static amounts: the dynamic result size is 1 + dim + 2 either way: correct.
// VERDICT: correct
func.func @src(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%c1] high[%c2] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @tgt(%t: tensor<?xf32>) -> tensor<?xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
