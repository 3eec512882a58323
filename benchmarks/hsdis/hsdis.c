/*
 * A disassembler plugin for HotSpot's -XX:+PrintAssembly and -XX:CompileCommand=print, on the
 * Capstone library, for reading the machine code HotSpot compiles from rvm's generated classes.
 * x86-64 only. Build and install: benchmarks/hsdis/build (see benchmarks/README.md).
 *
 * HotSpot loads hsdis-<arch>.so and calls decode_instructions_virtual with a buffer of machine code
 * at a virtual address; the plugin reports each instruction's start and end through the event
 * callback ("insn", "/insn", which HotSpot uses to interleave its own comments) and prints the
 * instruction's text through the printf callback.
 */
#include <stdint.h>
#include <capstone/capstone.h>

typedef void* (*event_callback)(void* stream, const char* event, void* arg);
typedef int (*printf_callback)(void* stream, const char* format, ...);

void* decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char* buffer, uintptr_t length,
                                  event_callback event, void* event_stream,
                                  printf_callback print, void* print_stream,
                                  const char* options, int newline) {
  (void) end_va;
  (void) options;
  csh handle;
  if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle) != CS_ERR_OK) {
    return NULL;
  }
  cs_option(handle, CS_OPT_SYNTAX, CS_OPT_SYNTAX_INTEL);
  cs_insn* insn = cs_malloc(handle);
  const uint8_t* code = buffer;
  size_t left = length;
  uint64_t address = start_va;
  if (event != NULL) {
    event(event_stream, "insns", (void*) start_va);
  }
  while (left > 0) {
    uint64_t at = address;
    if (event != NULL) {
      event(event_stream, "insn", (void*) (uintptr_t) at);
    }
    if (cs_disasm_iter(handle, &code, &left, &address, insn)) {
      print(print_stream, "%-8s %s", insn->mnemonic, insn->op_str);
    } else { /* not an instruction: show the byte, go on with the next */
      print(print_stream, ".byte    0x%02x", *code);
      code++;
      left--;
      address++;
    }
    if (event != NULL) {
      event(event_stream, "/insn", (void*) (uintptr_t) address);
    }
    if (newline) {
      print(print_stream, "\n");
    }
  }
  if (event != NULL) {
    event(event_stream, "/insns", (void*) (uintptr_t) address);
  }
  cs_free(insn, 1);
  cs_close(&handle);
  return (void*) (uintptr_t) address;
}
