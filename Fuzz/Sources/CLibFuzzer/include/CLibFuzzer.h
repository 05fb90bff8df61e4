// libFuzzer's driver entry point (compiler-rt FuzzerInterface.h), linked in by
// -sanitize=fuzzer. The fuzz executables call it from their own main.
#ifndef WAYFINDER_CLIBFUZZER_H
#define WAYFINDER_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Parses libFuzzer's command line and runs it with `callback` as the target.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
