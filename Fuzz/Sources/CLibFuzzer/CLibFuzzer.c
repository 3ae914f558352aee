// The driver is in libFuzzer, which -sanitize=fuzzer links; this target only declares it.
#include "CLibFuzzer.h"
