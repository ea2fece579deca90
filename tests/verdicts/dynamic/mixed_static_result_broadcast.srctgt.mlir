// a tosa.select whose condition is tensor<5x?xi1> and whose result is declared tensor<5x2xf32> -> its tosa-to-linalg-style lowering with a tensor.cast of the broadcast condition: sizes other than 1 and 2 break src's broadcast (ERROR_IF) and carry no obligation, where tgt's cast would be UB: correct.
// VERDICT: correct
func.func @src(%c: tensor<5x?xi1>, %a: tensor<5x2xf32>, %b: tensor<5x2xf32>) -> tensor<5x2xf32> {
  %0 = tosa.select %c, %a, %b : (tensor<5x?xi1>, tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
  return %0 : tensor<5x2xf32>
}
func.func @tgt(%c: tensor<5x?xi1>, %a: tensor<5x2xf32>, %b: tensor<5x2xf32>) -> tensor<5x2xf32> {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %c, %c1 : tensor<5x?xi1>
  %one = arith.cmpi eq, %d, %c1 : index
  %cb = scf.if %one -> (tensor<5x2xi1>) {
    %e = tensor.empty() : tensor<5x2xi1>
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<5x?xi1>) outs(%e : tensor<5x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<5x2xi1>
    scf.yield %g : tensor<5x2xi1>
  } else {
    %k = tensor.cast %c : tensor<5x?xi1> to tensor<5x2xi1>
    scf.yield %k : tensor<5x2xi1>
  }
  %e2 = tensor.empty() : tensor<5x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%cb, %a, %b : tensor<5x2xi1>, tensor<5x2xf32>, tensor<5x2xf32>) outs(%e2 : tensor<5x2xf32>) {
  ^bb0(%x: i1, %y: f32, %z: f32, %out: f32):
    %s = arith.select %x, %y, %z : f32
    linalg.yield %s : f32
  } -> tensor<5x2xf32>
  return %r : tensor<5x2xf32>
}
