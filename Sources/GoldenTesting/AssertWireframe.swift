#if canImport(Testing)
import AutoLayout
import Foundation
import Golden
import LayoutSpec
import Testing

/// Checks a spec's wireframes against goldens in a Swift Testing test, as `plumb check` does:
/// the same renders, file names, record modes, tolerances and messages.
///
/// ```swift
/// @Test func login() throws {
///     let spec = try LayoutSpec.load(contentsOf: URL(fileURLWithPath: "specs/login.yaml"))
///     assertWireframe(of: spec, named: "login", devices: ["iphone-se", "ipad"])
/// }
/// ```
///
/// A render that does not match records an issue listing the frame changes, the pixel
/// difference and the paths of the artifacts (the render, its frames, the difference
/// image). Recording a golden records a warning that names the files, so a test passes but
/// says what it wrote. Errors (a spec that does not build, an unknown device, a file that
/// cannot be written) record an issue with the error.
///
/// - Parameters:
///   - name: the name goldens start with.
///   - devices: device names from `plumb devices`; empty for the spec's own. Named devices
///     add `.<device>` to the golden names.
///   - orientations: empty for the spec's own; named ones add `.<orientation>`.
///   - record: the record mode; nil for `PLUMB_RECORD`, then `never` when `CI` is set, then
///     `missing` (see ``RecordMode/resolved(_:environment:)``).
///   - goldenDirectory: where the goldens are; nil for `golden/` beside the test's file.
///   - artifactsDirectory: where a failure's files go; nil for `PLUMB_ARTIFACTS`, else
///     `.plumb-artifacts` in the current directory.
public func assertWireframe(
    of spec: LayoutSpec,
    named name: String,
    devices: [String] = [],
    orientations: [Orientation] = [],
    record: RecordMode? = nil,
    tolerance: GoldenTolerance = GoldenTolerance(),
    goldenDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkGoldens(record: record, tolerance: tolerance, goldenDirectory: goldenDirectory, artifactsDirectory: artifactsDirectory,
                 sourceLocation: sourceLocation) {
        () throws(GoldenError) in
        let environments = GoldenEnvironment.matrix(devices: try catalogDevices(devices), orientations: orientations)
        return try GoldenRender.renders(of: spec, named: name, in: environments)
    }
}

/// Checks the wireframes of a view made in code against goldens, in a window of each device
/// (and orientation, or portrait) in turn; otherwise as
/// ``assertWireframe(of:named:devices:orientations:record:tolerance:goldenDirectory:artifactsDirectory:sourceLocation:)``
/// for a spec.
///
/// The view becomes a window's root view controller's view and leaves it once drawn. The
/// frames compared are those of the views with an identifier. Golden names always have the
/// device part, since a view has no device of its own.
public func assertWireframe(
    of view: View,
    named name: String,
    devices: [String],
    orientations: [Orientation] = [],
    record: RecordMode? = nil,
    tolerance: GoldenTolerance = GoldenTolerance(),
    goldenDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkGoldens(record: record, tolerance: tolerance, goldenDirectory: goldenDirectory, artifactsDirectory: artifactsDirectory,
                 sourceLocation: sourceLocation) {
        () throws(GoldenError) in
        try GoldenRender.renders(of: view, named: name, devices: try catalogDevices(devices), orientations: orientations)
    }
}

/// The work of both assertions once the renders are made: resolve the mode, check every
/// render, and turn outcomes and errors into issues.
private func checkGoldens(
    record: RecordMode?, tolerance: GoldenTolerance, goldenDirectory: String?, artifactsDirectory: String?,
    sourceLocation: SourceLocation, renders: () throws(GoldenError) -> [GoldenRender]
) {
    let environment = ProcessInfo.processInfo.environment
    let besideTest = URL(fileURLWithPath: sourceLocation.filePath).deletingLastPathComponent().appendingPathComponent("golden").path
    let store = GoldenStore(directory: goldenDirectory ?? besideTest,
                            artifactsDirectory: GoldenStore.artifactsDirectory(artifactsDirectory, environment: environment))
    do throws(GoldenError) {
        let mode = try RecordMode.resolved(record, environment: environment)
        for render in try renders() {
            let outcome = try store.check(render, mode: mode, tolerance: tolerance)
            let comment = Comment(rawValue: outcome.lines.joined(separator: "\n"))
            switch outcome.verdict {
            case .passed:
                break
            case .recorded:
                Issue.record(comment, severity: .warning, sourceLocation: sourceLocation)
            case .failed:
                Issue.record(comment, sourceLocation: sourceLocation)
            }
        }
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}

/// The catalog's devices by name.
///
/// - Throws: ``GoldenError/unknownDevice(_:)`` for the first name the catalog lacks.
private func catalogDevices(_ names: [String]) throws(GoldenError) -> [Device] {
    var devices: [Device] = []
    for name in names {
        guard let device = DeviceCatalog.device(named: name) else { throw .unknownDevice(name) }
        devices.append(device)
    }
    return devices
}
#endif
