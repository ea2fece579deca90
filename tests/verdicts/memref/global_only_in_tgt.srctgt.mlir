// A mutable global that only the tgt module declares: its content on entry
// and its observers are unknown to src, so the pair is unsupported (named).
// VERDICT: unsupported
module @src {
  func.func @main(%a: i32) -> i32 {
    return %a : i32
  }
}
module @tgt {
  memref.global "private" @scratch : memref<i32> = dense<0>
  func.func @main(%a: i32) -> i32 {
    %g = memref.get_global @scratch : memref<i32>
    memref.store %a, %g[] : memref<i32>
    %x = memref.load %g[] : memref<i32>
    return %x : i32
  }
}
