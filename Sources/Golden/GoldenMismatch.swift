/// Everything about a render that does not match its golden, in the order a report gives
/// it: missing files, then the frames (which name views and amounts), then the pixels.
public struct GoldenMismatch: Hashable, Sendable {
    /// The golden files that do not exist, under record mode `never`, which does not write them.
    public var missingGoldens: [String] = []
    /// Why the golden's frames file cannot be read as a layout report, when it cannot.
    public var unreadableFrames: String?
    /// What moved, appeared, disappeared or started or stopped warning.
    public var frameChanges: [FrameChange] = []
    /// How the pixels differ beyond the tolerance, when they do.
    public var image: ImageDifference?

    public init(missingGoldens: [String] = [], unreadableFrames: String? = nil, frameChanges: [FrameChange] = [],
                image: ImageDifference? = nil) {
        self.missingGoldens = missingGoldens
        self.unreadableFrames = unreadableFrames
        self.frameChanges = frameChanges
        self.image = image
    }

    /// Whether everything that exists matched.
    public var isEmpty: Bool {
        missingGoldens.isEmpty && unreadableFrames == nil && frameChanges.isEmpty && image == nil
    }

    /// One line per problem, in report order.
    public var lines: [String] {
        missingGoldens.map { "\($0) does not exist, and record mode never does not write it" }
            + (unreadableFrames.map { ["the golden frames are not a layout report: \($0)"] } ?? [])
            + frameChanges.map(\.description)
            + (image.map { [$0.description] } ?? [])
    }
}
