/// What a corpus view's frame depends on, as the corpus' `VIEW_CLASSES.json` classifies it:
/// constants only, a known intrinsic size (an image, a control, a placeholder or designable
/// size), or text.
public enum ViewClass: String, CaseIterable, Sendable, Comparable {
    case constantOnly = "constant-only"
    case knownIntrinsic = "known intrinsic"
    case text

    /// The class of a `VIEW_CLASSES.json` level, or nil for a level that is not counted.
    init?(level: String) {
        switch level {
        case "1_required_constant", "1b_with_optional_constant", "4b_undetermined_no_text": self = .constantOnly
        case "2_known_intrinsic": self = .knownIntrinsic
        case "3_text_intrinsic", "4a_undetermined_text_involved": self = .text
        default: return nil
        }
    }

    /// The share of views within a pixel that issue 17 sets as the goal.
    public var goal: Double {
        switch self {
        case .constantOnly: 0.99
        case .knownIntrinsic: 0.95
        case .text: 0.60
        }
    }

    public static func < (lhs: ViewClass, rhs: ViewClass) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
