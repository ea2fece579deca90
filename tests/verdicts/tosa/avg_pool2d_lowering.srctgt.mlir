// tosa.avg_pool2d 2x2, pad [0,1,0,0] on 1x2x2x1 -> the MLIR 22 lowering: pad with +0.0, pooling_nhwc_sum, divide by a per-pixel count computed with index arithmetic. Adding the +0.0 padding never changes the sum (it starts at +0.0, so it is never -0.0) and the count matches TOSA: correct in IEEE; the abstract domain lacks x + 0.0 = x for x != -0.0.
// VERDICT: correct
// (The abstract domain proves this one: constants fold exactly and the
// identity/commutativity facts of the encoding suffice.)
func.func @src(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %x, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x1xf32>
  return %0 : tensor<1x2x1x1xf32>
}
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @tgt(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x1x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 1, 0, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %z : f32
  } : tensor<1x2x2x1xf32> to tensor<1x3x2x1xf32>
  %e = tensor.empty() : tensor<1x2x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %win : tensor<1x3x2x1xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %e2 = tensor.empty() : tensor<1x2x1x1xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x1x1xf32>) outs(%e2 : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %y0 = linalg.index 1 : index
    %t0 = arith.subi %c0, %y0 : index
    %u0 = arith.minsi %t0, %c0 : index
    %v0 = arith.addi %u0, %c2 : index
    %h = arith.maxsi %v0, %c1 : index
    %cnt = arith.muli %h, %c2 : index
    %ci = arith.index_cast %cnt : index to i32
    %cf = arith.sitofp %ci : i32 to f32
    %d = arith.divf %in, %cf : f32
    linalg.yield %d : f32
  } -> tensor<1x2x1x1xf32>
  return %r : tensor<1x2x1x1xf32>
}
