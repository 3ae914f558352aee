extension VisualFormat {
    /// Parses a visual format string, looking its names up as UIKit does while parsing.
    ///
    /// A name in a view's predicate (`[a(==b)]`) is a metric if the metrics have it, and
    /// otherwise a view; a name in a gap or a priority must be a metric.
    ///
    /// No whitespace is allowed anywhere; see `VisualFormatParser` for why.
    ///
    /// - Parameters:
    ///   - format: one line of the Visual Format Language, such as `H:|-[a]-[b(==a)]-|`.
    ///   - viewNames: the keys of the views dictionary.
    ///   - metricNames: the keys of the metrics dictionary.
    /// - Throws: `VisualFormatError` for the first fault, reading from the left.
    public init(
        parsing format: String, viewNames: Set<String>, metricNames: Set<String> = []
    ) throws(VisualFormatError) {
        var parser = VisualFormatParser(format: format, viewNames: viewNames, metricNames: metricNames)
        self = try parser.parseFormat()
    }
}

/// A recursive-descent parser for Apple's Visual Format Language, one function per production
/// of the grammar in docs/vfl.md.
///
/// It stops at the first fault, reading from the left, and reports the column the scanner
/// stands at, which is where UIKit's caret goes.
///
/// **Whitespace is rejected, anywhere.** Apple's grammar has none, and UIKit's parser (a
/// decompiled `NSLayoutConstraintParser`) reads the string byte by byte without skipping any:
/// `H: |[a]|` throws on a device. Accepting spaces here would let a spec pass in Plumb and then
/// crash in the app it describes. The check runs before parsing, so a format with a space
/// reports the space, whatever else is wrong with it.
struct VisualFormatParser {
    let format: String
    let viewNames: Set<String>
    let metricNames: Set<String>
    var scanner: VisualFormatScanner

    init(format: String, viewNames: Set<String>, metricNames: Set<String>) {
        self.format = format
        self.viewNames = viewNames
        self.metricNames = metricNames
        self.scanner = VisualFormatScanner(format)
    }

    /// `visualFormatString = [orientation ":"] [superview connection] view {connection view}
    /// [connection superview]`.
    mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        try checkCharacters()
        let orientation = try parseOrientation()
        let leadingSuperview = try parseLeadingSuperview()
        let firstView = try parseView(
            orElse: leadingSuperview == nil ? Fault.expectedViewOrSuperview : Fault.expectedView)
        var followingViews: [VisualFormat.ConnectedView] = []
        var trailingSuperview: VisualFormat.SuperviewEdge?
        while !scanner.isAtEnd, trailingSuperview == nil {
            let connection = try parseConnection()
            let column = scanner.column
            if scanner.skip("|") {
                trailingSuperview = VisualFormat.SuperviewEdge(column: column, connection: connection)
                try checkEndAfterTrailingSuperview()
            } else {
                // A flush connection has no characters, so whatever stands here follows a view.
                let missingView = connection.kind == .flush ? Fault.expectedConnection : Fault.expectedViewOrSuperview
                followingViews.append(
                    VisualFormat.ConnectedView(connection: connection, view: try parseView(orElse: missingView)))
            }
        }
        return VisualFormat(
            orientation: orientation, leadingSuperview: leadingSuperview, firstView: firstView,
            followingViews: followingViews, trailingSuperview: trailingSuperview)
    }

    /// The fault at the scanner's column.
    func failure(_ fault: Fault) -> VisualFormatError {
        failure(fault, at: scanner.column)
    }

    func failure(_ fault: Fault, at column: Int) -> VisualFormatError {
        VisualFormatError(fault: fault, format: format, column: column)
    }

    /// Rejects, before parsing, what UIKit rejects before parsing (the empty string and
    /// non-ASCII characters), and whitespace, which it rejects wherever it meets it.
    private func checkCharacters() throws(VisualFormatError) {
        guard !format.isEmpty else { throw failure(.emptyFormat, at: 1) }
        for (offset, character) in format.enumerated() {
            if !character.isASCII { throw failure(.nonASCIICharacter(character), at: offset + 1) }
            if character.isWhitespace { throw failure(.whitespace(character), at: offset + 1) }
        }
    }

    /// `orientation ":"`, or nothing for the default, horizontal.
    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        guard let letter = scanner.current, let orientation = VisualFormat.Orientation(letter: letter) else {
            return .horizontal
        }
        scanner.advance()
        guard scanner.skip(":") else { throw failure(.expectedColonAfterOrientation(orientation)) }
        return orientation
    }

    /// `superview connection`, if the format starts with `|`.
    private mutating func parseLeadingSuperview() throws(VisualFormatError) -> VisualFormat.SuperviewEdge? {
        let column = scanner.column
        guard scanner.skip("|") else { return nil }
        if scanner.current == "|" { throw failure(.consecutiveSuperviews) }
        return VisualFormat.SuperviewEdge(column: column, connection: try parseConnection())
    }

    /// After the closing `|` the format must end.
    private func checkEndAfterTrailingSuperview() throws(VisualFormatError) {
        switch scanner.current {
        case nil: return
        case "|": throw failure(.consecutiveSuperviews)
        case "[", "-": throw failure(.superviewInMiddle(found: scanner.found))
        default: throw failure(.expectedEnd(found: scanner.found))
        }
    }

    typealias Fault = VisualFormatError.Fault
}
