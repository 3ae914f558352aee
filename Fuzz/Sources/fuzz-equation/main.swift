import FuzzSupport

// libFuzzer runs one constraint equation at a time through FuzzInput.
runFuzzer { data, size in
    FuzzInput.constraint(fuzzBytes(data, size), key: "constraint")
    return 0
}
