import Foundation
import AutoLayout
import LayoutSpec

/// A frames file read back: the JSON of `plumb explain --format json` (a `LayoutReport`),
/// with what a golden comparison looks at.
///
/// Both sides of a comparison are read from JSON, the golden's file and the render's
/// report alike, so they are compared at the same rounding.
public struct GoldenFrames: Decodable, Hashable, Sendable {
    /// The window's size, as the report writes it.
    public typealias Size = LayoutReport.Size
    /// The window's traits, as the report writes them.
    public typealias Traits = LayoutReport.Traits

    /// A rectangle in points, written `[x, y, width, height]`.
    public struct Rect: Decodable, Hashable, Sendable {
        public let x: Double
        public let y: Double
        public let width: Double
        public let height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// Reads `[x, y, width, height]`; `null`, which a report writes for a number that is
        /// not finite, reads as NaN.
        public init(from decoder: Decoder) throws {
            var numbers = try decoder.unkeyedContainer()
            func next() throws -> Double {
                if !numbers.isAtEnd, try numbers.decodeNil() { return .nan }
                return try numbers.decode(Double.self)
            }
            x = try next()
            y = try next()
            width = try next()
            height = try next()
            guard numbers.isAtEnd else {
                throw DecodingError.dataCorruptedError(in: numbers, debugDescription: "a frame has four numbers")
            }
        }
    }

    /// A view's or guide's frame in its superview and in the window.
    public struct Frames: Decodable, Hashable, Sendable {
        public let frame: Rect
        public let windowFrame: Rect
    }

    /// A warning of the layout: its kind (`unsatisfiable`, `ambiguous`, …) and message.
    public struct Diagnostic: Decodable, Hashable, Sendable {
        public let kind: String
        public let message: String
    }

    public let window: Size
    public let traits: Traits
    /// Every view and guide with an id.
    public let views: [String: Frames]
    public let diagnostics: [Diagnostic]

    /// Reads a frames file.
    ///
    /// - Throws: ``GoldenFramesError`` when `json` is not a layout report, saying what is
    ///   missing or wrong and where.
    public init(json: Data) throws(GoldenFramesError) {
        do {
            self = try JSONDecoder().decode(GoldenFrames.self, from: json)
        } catch let error as DecodingError {
            throw GoldenFramesError(reason: error.reason)
        } catch {
            throw GoldenFramesError(reason: "\(error)")
        }
    }
}
