#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt's FuzzerDriver.cpp), run from a program's own main:
/// parses libFuzzer's flags from argv and calls `callback` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
