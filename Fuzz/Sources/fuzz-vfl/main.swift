import FuzzSupport

// libFuzzer runs one line of the Visual Format Language at a time through FuzzInput.
runFuzzer { data, size in
    FuzzInput.constraint(fuzzBytes(data, size), key: "visualFormat")
    return 0
}
