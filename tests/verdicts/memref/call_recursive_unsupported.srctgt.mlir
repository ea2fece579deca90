// A recursive helper is not inlined (ir_inline.h): the call stays and is unsupported, never correct.
// VERDICT: unsupported
func.func private @self(%x: i32) -> i32 {
  %0 = func.call @self(%x) : (i32) -> i32
  return %0 : i32
}
func.func @src(%a: i32) -> i32 {
  return %a : i32
}
func.func @tgt(%a: i32) -> i32 {
  %0 = func.call @self(%a) : (i32) -> i32
  return %0 : i32
}
