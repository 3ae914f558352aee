import Golden
import Testing

/// Which record mode a run uses: the flag or parameter, then `PLUMB_RECORD`, then `never` on
/// CI, then `missing`.
@Suite struct RecordModeTests {
    @Test(arguments: [
        (nil, [:], RecordMode.missing),
        (nil, ["CI": "true"], .never),
        (nil, ["CI": "1"], .never),
        (nil, ["CI": "false"], .missing),
        (nil, ["CI": "0"], .missing),
        (nil, ["CI": ""], .missing),
        (nil, ["PLUMB_RECORD": "failed"], .failed),
        (nil, ["PLUMB_RECORD": "all", "CI": "true"], .all),
        (nil, ["PLUMB_RECORD": "", "CI": "true"], .never),
        (.all, ["CI": "true"], .all),
        (.never, ["PLUMB_RECORD": "all"], .never),
    ] as [(RecordMode?, [String: String], RecordMode)])
    func resolution(explicit: RecordMode?, environment: [String: String], expected: RecordMode) throws {
        #expect(try RecordMode.resolved(explicit, environment: environment) == expected)
    }

    @Test func unknownModeInTheEnvironment() {
        #expect(throws: GoldenError.invalidRecordMode("sometimes")) {
            try RecordMode.resolved(nil, environment: ["PLUMB_RECORD": "sometimes"])
        }
        #expect(GoldenError.invalidRecordMode("sometimes").description
                == "PLUMB_RECORD=sometimes is not a record mode; use missing, all, failed, never")
    }
}
