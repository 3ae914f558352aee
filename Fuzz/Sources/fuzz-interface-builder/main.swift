import FuzzSupport

// libFuzzer runs one storyboard's or xib's bytes at a time through FuzzInput.
runFuzzer { data, size in
    FuzzInput.interfaceBuilder(fuzzBytes(data, size))
    return 0
}
