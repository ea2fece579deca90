/*
 * ir_inline.h: calls of functions of the same module, inlined at the IR level.
 *
 * Purpose: the encoder and the reference interpreter evaluate one function.
 * Some passes move code into a helper function of the module and call it:
 * bufferization-lower-deallocations puts the run-time alias checks of a
 * bufferization.dealloc with dynamic sizes into a private @dealloc_helper.
 * Rather than give both semantics a call stack, the caller is copied once,
 * before validation, with every such func.call replaced by a copy of the
 * callee's body (its arguments bound to the call's operands, its func.return
 * operands standing for the call's results). A call that cannot be inlined
 * (an external declaration, recursion, nesting deeper than
 * IR_INLINE_MAX_DEPTH) is kept, and the semantics report it as unsupported
 * with its location.
 *
 * The same copy turns mutable memref.globals into arguments. A public
 * function can be called at any time, after any other code of the program
 * wrote a mutable global, and its writes stay visible after it returns: the
 * global's content on entry is an unknown input and its content on return an
 * output, exactly what a memref argument is (a buffer distinct from every
 * other argument). Both sides of a pair get one trailing argument per
 * mutable global that either of them reads, in name order, so that the
 * refinement check compares the final contents like any argument buffer. The
 * initializer plays no part: only the first call of a fresh program sees it.
 */
#ifndef TVF_ENCODER_IR_INLINE_H
#define TVF_ENCODER_IR_INLINE_H

#include <stdbool.h>

#include "encoder/ir/ir.h"

#define IR_INLINE_MAX_DEPTH 8

/* Does f contain a func.call, at any depth of regions? */
bool ir_func_has_calls(const IrFunc *f);

/* f with the calls of functions defined in m inlined (allocated in a; value
 * ids renumbered in definition order); f itself when it has no call, NULL
 * when out of memory. */
const IrFunc *ir_inline_calls(const IrModule *m, const IrFunc *f, Arena *a);

#define IR_GLOBALS_MAX_ARGS 16

typedef enum IrGlobalsStatus { IR_GLOBALS_OK, IR_GLOBALS_UNSUPPORTED, IR_GLOBALS_NOMEM } IrGlobalsStatus;

/* src and tgt with every mutable memref.global either reads turned into a
 * trailing argument (IrValue.global names it); the functions themselves
 * when neither reads one. UNSUPPORTED (msg says why) for a global only one
 * module declares or declared with different types on the two sides. */
IrGlobalsStatus ir_globals_as_args(const IrFunc *src, const IrFunc *tgt, Arena *a, const IrFunc **src_out,
                                   const IrFunc **tgt_out, char *msg, int n);
/* Does f read or write a mutable global (memref.global, ml_program.global,
 * tosa.variable)? Its result then depends on the calls before it: the
 * execution oracle runs such a function once per compiled program. */
bool ir_func_has_mutable_state(const IrFunc *f);

#endif
