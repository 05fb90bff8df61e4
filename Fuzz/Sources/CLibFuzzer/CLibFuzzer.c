// Nothing to compile: the target only declares libFuzzer's driver (CLibFuzzer.h) to Swift.
#include "CLibFuzzer.h"
