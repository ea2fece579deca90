// A counter kept in a mutable global, the two get_globals merged into one
// and the load/add/store kept: correct (both reads see the same buffer).
// VERDICT: correct
memref.global "private" @count : memref<i32> = dense<0>
func.func @src(%d: i32) -> i32 {
  %g = memref.get_global @count : memref<i32>
  %x = memref.load %g[] : memref<i32>
  %y = arith.addi %x, %d : i32
  %g2 = memref.get_global @count : memref<i32>
  memref.store %y, %g2[] : memref<i32>
  return %x : i32
}
func.func @tgt(%d: i32) -> i32 {
  %g = memref.get_global @count : memref<i32>
  %x = memref.load %g[] : memref<i32>
  %y = arith.addi %x, %d : i32
  memref.store %y, %g[] : memref<i32>
  return %x : i32
}
