// The arith.index_cast canonicalization `index_cast(index_cast(x)) -> x` (MLIR 22.1) also fires when
// the middle type is narrower than x: index -> i8 -> index is folded back to the index, although
// the round trip truncates to 8 bits and sign-extends. Here i32 -> index -> i8 -> index -> i32 is
// folded to the identity; for x = -2147483648 (low byte 0) the program computes 0.
// BUG: not yet reported upstream (docs/BUGS.md #9; pointed out by the rewrite table of
// docs/GEN-COVERAGE.md, confirmed by tvfuzz check)
// BUGS-ENTRY: 9
// PIPELINE: builtin.module(func.func(canonicalize))
// EXPECT: miscompile
func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%a: i32, %o: i32):
    %i = arith.index_cast %a : i32 to index
    %n = arith.index_cast %i : index to i8
    %j = arith.index_cast %n : i8 to index
    %b = arith.index_cast %j : index to i32
    linalg.yield %b : i32
  } -> tensor<4xi32>
  return %r : tensor<4xi32>
}
