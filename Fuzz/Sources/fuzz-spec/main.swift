import FuzzSupport

// libFuzzer runs one spec's bytes at a time through FuzzInput.
runFuzzer { data, size in
    FuzzInput.spec(fuzzBytes(data, size))
    return 0
}
