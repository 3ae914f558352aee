import Foundation
import Testing

@testable import LayoutSpec

/// Bad input: every malformed spec is rejected with its exact error, and never with a crash.
@Suite struct MalformedSpecTests {
    @Test(arguments: MalformedSpec.all)
    func rejects(_ spec: MalformedSpec) {
        let error = specError(spec.text)
        #expect(error == SpecError(file: "bad.yaml", line: spec.line, column: spec.column, keyPath: spec.keyPath,
                                   message: spec.message))
    }

    /// The table covers the minimum of 40 ways to be wrong.
    @Test func tableHoldsAtLeastFortyCases() {
        #expect(MalformedSpec.all.count >= 40)
        #expect(Set(MalformedSpec.all.map(\.name)).count == MalformedSpec.all.count)
    }

    /// The description is a compiler's diagnostic line, which editors jump from.
    @Test func descriptionNamesFileLineColumnAndKeyPath() {
        let error = specError("plumb: 1\ntittle: Map\nroot: {id: a}\n", fileName: "fixtures/map.yaml")
        #expect(error?.description == "fixtures/map.yaml:2:1: error: unknown key 'tittle' in the spec; did you mean 'title'? (at tittle)")
    }
}
