import InterfaceBuilder
import LayoutSpec
import Wireframe

/// Why a golden check could not run at all, as opposed to a render that does not match its
/// golden (a ``GoldenMismatch``): each case carries the culprit.
public enum GoldenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec cannot be read, parsed or built.
    case spec(SpecError)
    /// The storyboard or xib cannot be read, parsed or built.
    case interfaceBuilder(IBError)
    /// `assertWireframe` was given a device name the catalog does not have.
    case unknownDevice(String)
    /// `PLUMB_RECORD` holds something other than a record mode.
    case invalidRecordMode(String)
    /// The figure of `name` could not be drawn.
    case render(name: String, RenderError)
    /// A golden exists but cannot be read (permissions, a directory in its place).
    case cannotRead(path: String, reason: String)
    /// A golden or an artifact cannot be written.
    case cannotWrite(path: String, reason: String)
    /// Two specs would share the golden `name`: `a.yaml` and `a.json`, or the same file
    /// name in two directories.
    case duplicateName(String, first: String, second: String)

    public var description: String {
        switch self {
        case .spec(let error):
            error.description
        case .interfaceBuilder(let error):
            error.description
        case .unknownDevice(let name):
            "unknown device '\(name)'; `plumb devices` lists the names"
        case .invalidRecordMode(let value):
            "\(RecordMode.environmentVariable)=\(value) is not a record mode; use "
                + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .render(let name, let error):
            "cannot draw \(name): \(error)"
        case .cannotRead(let path, let reason):
            "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .duplicateName(let name, let first, let second):
            "\(first) and \(second) would share the golden '\(name)'; rename one or check them in separate runs"
        }
    }
}
