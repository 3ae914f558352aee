extension VisualFormatError {
    /// Every way a visual format string can be wrong, each with the culprit: the parser's
    /// faults, then those the constraint builder finds in what the format names.
    ///
    /// Four messages are Apple's, word for word, from the Auto Layout Guide's appendix "Visual
    /// Format Language": `expectedColonAfterOrientation`, `unterminatedViewPredicates`,
    /// `unknownView` and `unknownRelation`; `missingSuperview` is UIKit's, as its exceptions
    /// print it. The others say what was expected and what was found instead; docs/vfl.md lists
    /// each with an example and UIKit's own wording where it is known.
    public enum Fault: Hashable, Sendable {
        /// The format is the empty string.
        case emptyFormat
        /// UIKit reads formats as ASCII and rejects any other character.
        case nonASCIICharacter(Character)
        /// UIKit's grammar has no whitespace, and UIKit rejects it anywhere.
        case whitespace(Character)
        /// `H` or `V` starts the format without the `:` after it.
        case expectedColonAfterOrientation(VisualFormat.Orientation)
        /// Where a format starts, or after a connection, neither a view nor `|` comes.
        case expectedViewOrSuperview(found: Found)
        /// After the leading `|` and its connection, no view comes.
        case expectedView(found: Found)
        /// `||`: two superviews in a row, at either end.
        case consecutiveSuperviews
        /// `[` is not followed by a name that is a C identifier.
        case expectedViewName(found: Found)
        /// A view's name is not a key in the views dictionary.
        case unknownView(name: String)
        /// A view's name is followed by neither `]` nor `(`.
        case unterminatedView(name: String, found: Found)
        /// A view's predicate list does not end with `)`.
        case unterminatedViewPredicates
        /// A view's predicate list ends with `)` but the view does not end with `]` after it.
        case expectedBracketAfterViewPredicates(found: Found)
        /// `<`, `>` or `=` starts a predicate without the `=` after it.
        case unknownRelation
        /// A predicate has no number or name where its object belongs. A view name is allowed
        /// only in a view's own predicates.
        case expectedPredicateObject(found: Found, allowsViewName: Bool)
        /// A number has no digit, as in `-` or `-.`.
        case expectedDigit(found: Found)
        /// A number is too large for a Double (`strtod` would give infinity).
        case numberOutOfRange(String)
        /// A name in a gap's predicate or in a priority is not a key in the metrics dictionary
        /// (nor in the views dictionary).
        case unknownMetric(name: String)
        /// A name in a view's predicate is a key in neither dictionary.
        case unknownViewOrMetric(name: String)
        /// A name in a gap's predicate is a view: a gap cannot equal a view's size.
        case viewInConnection(name: String)
        /// `@` is not followed by a number or a name.
        case expectedPriority(found: Found)
        /// A priority outside 0 < priority <= 1000 (UILayoutPriority's range).
        case invalidPriority(Double)
        /// `--`: a connection's predicate starts with a minus sign, which could be a stray dash.
        case negativeSpacingWithoutParentheses
        /// A `-` is followed by nothing that can follow it.
        case expectedSpacing(found: Found)
        /// A connection's predicate is not followed by the closing `-`.
        case expectedConnectionEnd(found: Found)
        /// A connection holds a list of predicates without the parentheses a list needs.
        case predicateListWithoutParentheses
        /// A connection's parenthesised predicate list does not end with `)`.
        case unterminatedConnectionPredicates(found: Found)
        /// After a view comes something that cannot follow a view.
        case expectedConnection(found: Found)
        /// The closing `|` is followed by more views or connections.
        case superviewInMiddle(found: Found)
        /// The closing `|` is followed by something else.
        case expectedEnd(found: Found)
        /// `|` stands for the superview of the view beside it, and that view has none.
        case missingSuperview
        /// A view of a format with `|` is not in the superview `|` stands for (that of
        /// `reference`, the view beside the first `|`), so `|` would name two views.
        case differentSuperviews(name: String, reference: String)
        /// A metric used as a number is NaN or infinite.
        case nonFiniteMetric(name: String, value: Double)
        /// The format options cannot apply to the format.
        case invalidOptions(VisualFormatOptionsError)

        /// The message, in UIKit's style: one sentence, no trailing period unless a hint follows.
        public var message: String {
            switch self {
            case .emptyFormat:
                "Expected a view, found an empty string"
            case .nonASCIICharacter(let character):
                "Expected only ASCII characters, found \(Found.character(character))"
            case .whitespace(let character):
                "Expected no whitespace, found \(Found.character(character)). UIKit allows none in a visual format"
            case .expectedColonAfterOrientation(let orientation):
                "Expected ':' after '\(orientation.letter)' to specify \(orientation.name) arrangement"
            case .expectedViewOrSuperview(let found):
                "Expected a view or '|', found \(found)"
            case .expectedView(let found):
                "Expected a view, found \(found)"
            case .consecutiveSuperviews:
                "Expected one '|' at each end of the format, found two in a row"
            case .expectedViewName(let found):
                "Expected a view name after '[', found \(found). "
                    + "A view name starts with a letter or '_', then has letters, digits or '_'"
            case .unknownView(let name):
                "Unable to find view with name \(name)"
            case .unterminatedView(let name, let found):
                "Expected ']' or '(' after the view name \(name), found \(found)"
            case .unterminatedViewPredicates:
                "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            case .expectedBracketAfterViewPredicates(let found):
                "Expected ']' after the view's predicates, found \(found)"
            case .unknownRelation:
                "Unknown relation. Must be ==, >=, or <="
            case .expectedPredicateObject(let found, let allowsViewName):
                allowsViewName
                    ? "Expected a number, a metric name or a view name, found \(found)"
                    : "Expected a number or a metric name, found \(found)"
            case .expectedDigit(let found):
                "Expected a digit in the number, found \(found)"
            case .numberOutOfRange(let text):
                "Expected a finite number, found \(text)"
            case .unknownMetric(let name):
                "Unable to find metric with name \(name)"
            case .unknownViewOrMetric(let name):
                "Unable to find metric or view with name \(name)"
            case .viewInConnection(let name):
                "Expected a number or a metric name for the spacing, found the view name \(name). "
                    + "A spacing cannot equal a view's size; use a spacer view: [view1][spacer(==view1)][view2]"
            case .expectedPriority(let found):
                "Expected a priority (a number or a metric name) after '@', found \(found)"
            case .invalidPriority(let priority):
                "Expected a priority greater than 0 and at most 1000, found \(priority.formattedForVisualFormat)"
            case .negativeSpacingWithoutParentheses:
                "Expected a spacing after '-', found another '-'. Put a negative spacing in parentheses: -(-20)-"
            case .expectedSpacing(let found):
                "Expected a view, '|', a number, a metric name or '(' after '-', found \(found)"
            case .expectedConnectionEnd(let found):
                "Expected '-' to end the connection, found \(found)"
            case .predicateListWithoutParentheses:
                "Expected '-' to end the connection, found ','. A list of predicates needs parentheses: -(>=8,<=20)-"
            case .unterminatedConnectionPredicates(let found):
                "Expected ',' or ')' in the connection's predicate list, found \(found)"
            case .expectedConnection(let found):
                "Expected '-', a view, '|' or the end of the format after a view, found \(found)"
            case .superviewInMiddle(let found):
                "Expected the end of the format after the closing '|', found \(found). "
                    + "'|' is the superview, so it can only begin or end a format"
            case .expectedEnd(let found):
                "Expected the end of the format, found \(found)"
            case .missingSuperview:
                "Unable to interpret '|' character, because the related view doesn't have a superview"
            case .differentSuperviews(let name, let reference):
                "Unable to interpret '|' character, because the related views don't have the same superview: "
                    + "\(name) is not in the superview of \(reference)"
            case .nonFiniteMetric(let name, let value):
                "Expected a finite number for the metric \(name), found \(value.formattedForVisualFormat)"
            case .invalidOptions(let error):
                error.description
            }
        }
    }

    /// What the parser found where it expected something else.
    public enum Found: Hashable, Sendable, CustomStringConvertible {
        case character(Character)
        case endOfFormat

        /// `'x'` (control characters escaped, as in `'\t'`), or "the end of the format".
        public var description: String {
            switch self {
            case .character(let character):
                "'" + character.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "'"
            case .endOfFormat:
                "the end of the format"
            }
        }
    }
}
