import AutoLayout
import Foundation
import Golden
import TestSupport
import Testing

/// Golden names and the specs a run finds.
@Suite struct GoldenNameTests {
    /// A part for each choice the run made, none for the spec's own.
    @Test func names() throws {
        let se = try #require(DeviceCatalog.device(named: "iphone-se"))
        let pad = try #require(DeviceCatalog.device(named: "ipad"))
        #expect(GoldenEnvironment.matrix(devices: [], orientations: []).map { $0.goldenName(forSpecNamed: "login") }
                == ["login"])
        #expect(GoldenEnvironment.matrix(devices: [se, pad], orientations: []).map { $0.goldenName(forSpecNamed: "login") }
                == ["login.iphone-se", "login.ipad"])
        #expect(GoldenEnvironment.matrix(devices: [], orientations: [.landscape]).map { $0.goldenName(forSpecNamed: "login") }
                == ["login.landscape"])
        #expect(GoldenEnvironment.matrix(devices: [se, pad], orientations: [.portrait, .landscape])
            .map { $0.goldenName(forSpecNamed: "login") }
                == ["login.iphone-se.portrait", "login.iphone-se.landscape", "login.ipad.portrait", "login.ipad.landscape"])
    }

    /// Directories give their specs sorted, without those of subdirectories or other files;
    /// files are kept as given, even missing ones (checking reports them).
    @Test func specFiles() throws {
        let scratch = try TemporaryDirectory()
        for name in ["b.yml", "a.yaml", "c.json", "notes.md", "nested/d.yaml"] { try scratch.write("", to: "specs/\(name)") }
        #expect(GoldenSuite.specFiles(in: [scratch.path("specs"), "missing.yaml"])
                == [scratch.path("specs/a.yaml"), scratch.path("specs/b.yml"), scratch.path("specs/c.json"), "missing.yaml"])
    }

    @Test func duplicateNames() {
        #expect(throws: GoldenError.duplicateName("a", first: "x/a.yaml", second: "y/a.json")) {
            try GoldenSuite(specs: ["x/a.yaml", "y/a.json"], environments: [GoldenEnvironment()],
                            store: GoldenStore(directory: "golden"), mode: .never, tolerance: GoldenTolerance())
        }
    }
}
